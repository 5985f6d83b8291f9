"""A trained relation extractor: a thinc network that scores candidate pairs of mentions.

Candidates are the name mentions of our mention layer plus the spans of a small spaCy
NER trained on CoNLL04 (its conventions differ from the stock NER: a person's title is
part of the name, "Fort Scott , Kan." is one place, upper-case datelines are names).
Each ordered pair of candidates in a sentence is scored with

* sparse features, summed from a hashed embedding table: the entity types, the words
  between and around the pair, the head words, the dependency path between the heads;
* dense features: the stock pipeline's token vectors (``doc.tensor``) averaged over each
  argument and over the words between them;

fed to a ReLU layer and a softmax over "no relation" and the five CoNLL04 types. The
artifact (``kg/models/relations-v1``) holds the NER, the network and the decision
threshold; ``make train`` rebuilds it (see ``training/train.py`` and the model card).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy
import spacy
import srsly
from spacy.language import Language
from spacy.strings import hash_string
from spacy.tokens import Doc, Span, Token
from thinc.api import HashEmbed, Model, Ragged, Relu, Softmax, chain, reduce_sum, with_array

from kg.records import ORGANIZATION, PERSON, PLACE, Chain, Mention, Relation, Sentence, overlaps
from kg.relations import type_checks

MODEL_DIR = Path(__file__).resolve().parent.parent / "models" / "relations-v1"
NAME = "learned.v1"
#: Output classes of the network; index 0 is "no relation".
LABELS = ("", "Kill", "Live_In", "Located_In", "OrgBased_In", "Work_For")
#: Our predicate for each CoNLL04 relation type (the inverse of :data:`kg.relations.TO_CONLL`, leads folded in).
PREDICATES = {"Kill": "killed", "Live_In": "livesIn", "Located_In": "locatedIn", "OrgBased_In": "basedIn",
              "Work_For": "employedBy"}
#: Our entity type for each CoNLL04 entity type ("Other" is never a relation argument).
NER_TYPES = {"Peop": PERSON, "Org": ORGANIZATION, "Loc": PLACE}
#: Dimensions of the network; stored with the artifact.
DEFAULT_DIMS = {"hash_rows": 32768, "hash_width": 64, "dense": 288, "hidden": 128}
MAX_PATH = 6
NER_DIR = "ner"
WEIGHTS = "relations.npz"
CONFIG = "config.json"


@dataclass(frozen=True)
class Candidate:
    """A span that may be a relation argument.

    Attributes:
        start: First token index in the parsed ``Doc``.
        end: One past the last token index.
        type: Our entity type.
        ner: CoNLL04 type given by the trained NER ("" if it did not propose the span).
        mention: The mention-layer mention with this exact span, if any.
        host: Otherwise the chain of a name mention inside the span ("Kennedy" in
            "President Kennedy"): the entity the span names.
    """

    start: int
    end: int
    type: str
    ner: str = ""
    mention: Mention | None = None
    host: Chain | None = None


def stock_iob(token: Token) -> str:
    """The stock NER's tag of a token ("B-PERSON", "I-ORG", "O"): a feature of the trained NER."""
    return f"{token.ent_iob_}-{token.ent_type_}" if token.ent_type_ else "O"


def ner_input(ner: Language, doc: Doc) -> Doc:
    """A ``Doc`` for the trained NER with the parse's tokens (so token indices agree).

    Its tags are the stock tagger's and its lemmas carry the stock NER's IOB tags: the
    trained NER stacks on the stock one.
    """
    return Doc(ner.vocab, words=[t.text for t in doc], spaces=[bool(t.whitespace_) for t in doc],
               tags=[t.tag_ or "X" for t in doc], lemmas=[stock_iob(t) for t in doc])


def candidates(doc: Doc, chains: Sequence[Chain], ner_spans: Iterable[Span]) -> list[Candidate]:
    """Name mentions and trained-NER spans (CoNLL04 labels) of a document, one candidate per distinct span."""
    found: dict[tuple[int, int], Candidate] = {}
    named: list[tuple[int, int, Chain]] = []
    for entity in chains:
        for m in entity.mentions:
            span = doc.char_span(m.start, m.end, alignment_mode="expand")
            if m.kind == "name" and span is not None:
                start, end = _in_sentence(doc, span.start, span.end)
                found.setdefault((start, end), Candidate(start, end, entity.type, mention=m))
                named.append((start, end, entity))
    for ent in ner_spans:
        start, end = _trim(doc, *_in_sentence(doc, ent.start, ent.end))
        if ent.label_ not in NER_TYPES or start == end:
            continue
        old = found.get((start, end))
        if old is not None:
            found[(start, end)] = Candidate(start, end, old.type, ent.label_, old.mention)
            continue
        if any(s < end and start < e and not start <= s <= e <= end for s, e, _ in named):
            continue  # cuts one of our names ("wick" of "Brantwick"): no entity of its own
        host = next((c for s, e, c in named if start <= s and e <= end), None)
        found[(start, end)] = Candidate(start, end, NER_TYPES[ent.label_], ent.label_, host=host)
    return sorted(found.values(), key=lambda c: (c.start, c.end))


def _in_sentence(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """A span cut at the end of its first token's sentence: pairs are read one sentence at a time, and
    a name the NER runs over a sentence break ("ACM THE ACME COMPANY" / "INC" of a ticker table) has no
    vectors in the next one."""
    return start, min(end, doc[start].sent.end)


def _trim(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """A span without punctuation or white space at either end (the NER's "Oslo ," of "Oslo , Norway": no
    name ends so; a tagged line break alone names nothing)."""
    while start < end and (doc[start].is_punct or doc[start].is_space):
        start += 1
    while end > start and (doc[end - 1].is_punct or doc[end - 1].is_space):
        end -= 1
    return start, end


def _root(doc: Doc, c: Candidate) -> Token:
    return doc[c.start:c.end].root


def _path(a: Token, b: Token) -> tuple[list[str], list[str]]:
    """Dependency path from ``a`` up to the common ancestor and down to ``b``: (labels, inner lemmas)."""
    up = [a, *a.ancestors]
    down = [b, *b.ancestors]
    down_ids = {t.i: k for k, t in enumerate(down)}
    for k, t in enumerate(up):
        if t.i in down_ids:
            top, j = k, down_ids[t.i]
            break
    else:
        return ["NOPATH"], []
    labels = [f"{t.dep_}^" for t in up[:top]] + [f"{t.dep_}v" for t in reversed(down[:j])]
    inner = [t.lemma_.lower() for t in up[1:top + 1]] + [t.lemma_.lower() for t in reversed(down[1:j])]
    return labels, inner


def _word(token: Token) -> str:
    """A token as a feature: proper names by shape only, so that the model does not learn names."""
    return f"{token.pos_}:{token.shape_}" if token.pos_ == "PROPN" else token.lower_


def candidate_kind(c: Candidate) -> str:
    """Where a candidate comes from: "N" the trained NER, "M" the mention layer, "NM" both."""
    return ("N" if c.ner else "") + ("M" if c.mention else "")


def pair_features(doc: Doc, a: Candidate, b: Candidate, others: int) -> list[str]:
    """Sparse features of the ordered pair (subject ``a``, object ``b``)."""
    first, second = (a, b) if a.start < b.start else (b, a)
    between = doc[first.end:second.start]
    types = f"{a.type}|{b.type}|{a.ner}|{b.ner}"
    order = "ab" if first is a else "ba"
    labels, inner = _path(_root(doc, a), _root(doc, b))
    deps = "/".join(labels)
    words = [t.lower_ for t in between]
    feats = [
        f"T:{types}", f"K:{candidate_kind(a)}|{candidate_kind(b)}", f"O:{order}|{types}", f"D:{min(len(between), 12)}",
        f"NO:{min(others, 3)}", f"PD:{deps}", f"PDT:{deps}|{types}", f"PL:{min(len(labels), 9)}",
        f"HA:{_word(_root(doc, a))}", f"HB:{_word(_root(doc, b))}",
        f"FA:{_word(doc[a.start])}", f"FB:{_word(doc[b.start])}",
        f"DA:{_root(doc, a).dep_}", f"DB:{_root(doc, b).dep_}",
        f"SE:{_root(doc, a).ent_type_}|{_root(doc, b).ent_type_}|{order}",
        f"L1:{doc[first.start - 1].lower_ if first.start else '<s>'}",
        f"R1:{doc[second.end].lower_ if second.end < len(doc) else '</s>'}",
        f"BF:{words[0] if words else '-'}", f"BL:{words[-1] if words else '-'}",
    ]
    feats += [f"BW:{w}" for w in words] + [f"BWO:{order}|{w}" for w in words]
    feats += [f"BB:{x}_{y}" for x, y in zip(words, words[1:])]
    if len(words) <= 5:
        feats.append(f"BS:{order}|{' '.join(words)}")
    if len(labels) <= MAX_PATH:
        full = "/".join(f"{lab}:{w}" for lab, w in zip(labels, [*inner, ""]))
        feats += [f"P:{full}", f"PT:{full}|{types}"]
    feats += [f"PW:{w}" for w in inner] + [f"PWT:{w}|{types}" for w in inner]
    return feats


def _mean(tensor: numpy.ndarray, start: int, end: int) -> numpy.ndarray:
    return tensor[start:end].mean(axis=0) if end > start else numpy.zeros(tensor.shape[1], dtype="float32")


def dense_features(doc: Doc, a: Candidate, b: Candidate) -> numpy.ndarray:
    """Token vectors averaged over the subject, the object and the words between them."""
    tensor = doc.tensor if doc.tensor.size else numpy.zeros((len(doc), DEFAULT_DIMS["dense"] // 3), dtype="float32")
    lo, hi = min(a.end, b.end), max(a.start, b.start)
    return numpy.concatenate([_mean(tensor, a.start, a.end), _mean(tensor, b.start, b.end), _mean(tensor, lo, hi)])


def pairs(doc: Doc, cands: Sequence[Candidate]) -> Iterator[tuple[Candidate, Candidate, int]]:
    """Ordered pairs of non-overlapping candidates in one sentence, with the number of candidates between."""
    sent_of = {c: doc[c.start].sent.start for c in cands}
    for a in cands:
        for b in cands:
            if a is b or sent_of[a] != sent_of[b] or overlaps(a, b):
                continue
            lo, hi = min(a.end, b.end), max(a.start, b.start)
            yield a, b, sum(1 for c in cands if c.start >= lo and c.end <= hi)


def feature_ids(feats: Sequence[str]) -> numpy.ndarray:
    """Feature strings as 64-bit hashes (the rows of the embedding table are found from them)."""
    return numpy.array([hash_string(f) for f in feats], dtype="uint64")


def ragged(ids: Sequence[numpy.ndarray]) -> Ragged:
    """The feature hashes of several pairs as one ragged array."""
    return Ragged(numpy.concatenate(ids), numpy.array([len(i) for i in ids], dtype="int32"))


def build_model(dims: dict[str, int]) -> Model:
    """The pair scorer: hashed sparse features summed, token-vector features beside, ReLU, softmax.

    Input: ``(Ragged feature hashes, Floats2d dense features)``, one row per pair.
    """
    sparse = chain(with_array(HashEmbed(dims["hash_width"], dims["hash_rows"], seed=7)), reduce_sum())
    head = chain(Relu(dims["hidden"], dims["hash_width"] + dims["dense"], dropout=0.2),
                 Softmax(len(LABELS), dims["hidden"]))

    def forward(model: Model, X: tuple[Ragged, numpy.ndarray], is_train: bool):
        feats, dense = X
        summed, back_sparse = model.layers[0](feats, is_train)
        scores, back_head = model.layers[1](model.ops.xp.hstack([summed, dense]), is_train)

        def backprop(d_scores):
            back_sparse(model.ops.xp.ascontiguousarray(back_head(d_scores)[:, :dims["hash_width"]]))
            return X

        return scores, backprop

    def init(model: Model, X=None, Y=None) -> None:
        for layer in model.layers:
            layer.initialize()

    return Model("pair_scorer", forward, init=init, layers=[sparse, head], dims={"nO": len(LABELS)})


@dataclass(frozen=True)
class Scored:
    """A scored candidate pair."""

    subject: Candidate
    object: Candidate
    label: str
    probability: float


def score_pairs(model: Model, doc: Doc, cands: Sequence[Candidate]) -> list[tuple[Candidate, Candidate, numpy.ndarray]]:
    """Class probabilities of every candidate pair of a document."""
    found = list(pairs(doc, cands))
    if not found:
        return []
    feats = ragged([feature_ids(pair_features(doc, a, b, n)) for a, b, n in found])
    dense = numpy.stack([dense_features(doc, a, b) for a, b, _ in found]).astype("float32")
    probs = model.predict((feats, dense))
    return [(a, b, p) for (a, b, _), p in zip(found, probs)]


def decide(scored: list[tuple[Candidate, Candidate, numpy.ndarray]], threshold: float) -> list[Scored]:
    """Pairs whose best relation type (among those the argument types allow) beats ``threshold``.

    Of relations of one type between overlapping arguments, only the most probable is kept.
    """
    best = []
    for a, b, p in scored:
        allowed = [k for k in range(1, len(LABELS))
                   if type_checks(PREDICATES[LABELS[k]], entity_type(a), entity_type(b))]
        k = max(allowed, key=lambda k: p[k], default=0)
        if k and p[k] >= threshold:
            best.append(Scored(a, b, LABELS[k], float(p[k])))
    best.sort(key=lambda s: -s.probability)
    kept: list[Scored] = []
    for s in best:
        if not any(s.label == k.label and overlaps(s.subject, k.subject) and overlaps(s.object, k.object)
                   for k in kept):
            kept.append(s)
    return kept


def entity_type(c: Candidate) -> str:
    """Our entity type of a candidate (that of the entity it contains, if any)."""
    return c.host.type if c.host else c.type


def _mention(doc: Doc, c: Candidate, doc_id: str) -> Mention:
    """The mention of a candidate: the mention layer's, or a new one named after the entity it contains."""
    if c.mention is not None:
        return c.mention
    span: Span = doc[c.start:c.end]
    sent = span.sent
    return Mention(doc_id, span.start_char, span.end_char, span.text, entity_type(c),
                   Sentence.of(doc_id, sent), name=c.host.name if c.host else "")


@dataclass(frozen=True)
class LearnedExtractor:
    """The trained extractor: NER for extra candidates, the pair scorer and its threshold."""

    ner: Language
    model: Model
    threshold: float
    name: str = NAME

    def scored(self, doc: Doc, chains: Sequence[Chain]) -> list[Scored]:
        """Decided pairs of a parsed document, most probable first."""
        cands = candidates(doc, chains, self.ner(ner_input(self.ner, doc)).ents)
        return decide(score_pairs(self.model, doc, cands), self.threshold)

    def __call__(self, doc: Doc, chains: tuple[Chain, ...]) -> Iterator[Relation]:
        yield from relations_of(doc, chains, self.scored(doc, chains), self.name)


def relations_of(doc: Doc, chains: Sequence[Chain], scored: Sequence[Scored], name: str) -> Iterator[Relation]:
    """Decided pairs as relations, with the mentions (and so the evidence) of their arguments."""
    doc_id = doc.user_data.get("doc_id") or next((m.doc_id for c in chains for m in c.mentions), None)
    if doc_id is None:
        return  # no document id to give evidence
    for s in scored:
        yield Relation(_mention(doc, s.subject, doc_id), PREDICATES[s.label], _mention(doc, s.object, doc_id),
                       round(s.probability, 4), name)


def quantize(arrays: dict[str, numpy.ndarray]) -> dict[str, numpy.ndarray]:
    """Matrices as int8 with a float16 scale per row (``q.``/``s.`` keys), vectors as float16 (``f.``)."""
    out = {}
    for name, a in arrays.items():
        if a.ndim == 2:
            scale = numpy.abs(a).max(axis=1, keepdims=True) / 127.0
            scale[scale == 0] = 1.0
            out[f"q.{name}"] = numpy.round(a / scale).astype("int8")
            out[f"s.{name}"] = scale.astype("float16")
        else:
            out[f"f.{name}"] = a.astype("float16")
    return out


def dequantize(stored: dict[str, numpy.ndarray]) -> dict[str, numpy.ndarray]:
    """The float32 arrays of :func:`quantize`'s output."""
    out = {k[2:]: v.astype("float32") for k, v in stored.items() if k.startswith("f.")}
    out.update({k[2:]: v.astype("float32") * stored[f"s.{k[2:]}"].astype("float32")
                for k, v in stored.items() if k.startswith("q.")})
    return out


def _params(model: Model) -> dict[str, numpy.ndarray]:
    """The network's parameters by place in the network and name ("3.W")."""
    return {f"{i}.{name}": node.get_param(name) for i, node in enumerate(model.walk())
            for name in node.param_names if node.has_param(name)}


def _narrow_ner(file: Path) -> None:
    """Rewrite a saved NER's weights as float16: half the size, the same entities on CoNLL04 dev."""
    msg = srsly.msgpack_loads(file.read_bytes())
    msg["params"] = [{name: None if value is None else value.astype(numpy.float16) for name, value in node.items()}
                     for node in msg["params"]]
    file.write_bytes(srsly.msgpack_dumps(msg))


def _load_ner(path: Path) -> Language:
    """Load the NER saved by :func:`save`, widening its float16 weights back to the float32 thinc computes in."""
    ner = spacy.load(path)
    for node in ner.get_pipe("ner").model.walk():
        for name in node.param_names:
            if node.has_param(name):
                node.set_param(name, node.get_param(name).astype(numpy.float32))
    return ner


def save(path: Path, ner: Language, model: Model, *, dims: dict[str, int], threshold: float, card: dict) -> None:
    """Write the artifact: NER pipeline (float16), network weights (int8, :func:`quantize`) and ``config.json``."""
    path.mkdir(parents=True, exist_ok=True)
    ner.to_disk(path / NER_DIR, exclude=["vocab"])  # the string store would list the training words
    _narrow_ner(path / NER_DIR / "ner" / "model")
    numpy.savez_compressed(path / WEIGHTS, **quantize(_params(model)))
    config = {"dims": dims, "threshold": threshold, "labels": list(LABELS), **card}
    (path / CONFIG).write_text(json.dumps(config, indent=2, sort_keys=True) + "\n")


@lru_cache(maxsize=2)
def load(path: Path = MODEL_DIR) -> LearnedExtractor:
    """Load the shipped artifact (once per process).

    Raises:
        ValueError: If the artifact is missing (``make train`` builds it).
    """
    if not (path / CONFIG).is_file():
        raise ValueError(f"{path}: no trained relation model (run `make train`)")
    config = json.loads((path / CONFIG).read_text())
    model = build_model(config["dims"])
    model.initialize()
    with numpy.load(path / WEIGHTS) as stored:
        params = dequantize({k: stored[k] for k in stored.files})
    for i, node in enumerate(model.walk()):
        for name in node.param_names:
            if f"{i}.{name}" in params:
                node.set_param(name, params[f"{i}.{name}"])
    return LearnedExtractor(_load_ner(path / NER_DIR), model, float(config["threshold"]))


def make_learned() -> LearnedExtractor:
    """The trained pair classifier alone."""
    return load()

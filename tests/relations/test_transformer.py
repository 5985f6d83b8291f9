"""The transformer extractor's numpy parts and artifact (its output is tested with ``learned``'s)."""

from __future__ import annotations

import json
import struct

import numpy
import pytest
from scipy.special import erf

from kg.registry import get_extractor
from kg.relations.transformer import (BIO, CONFIG, MODEL_DIR, Encoder, WordPiece, decode_spans, dequantize,
                                      encode_sentence, quantize, read_safetensors)
from tests.relations.test_learned import _relations

VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "un", "##aff", "##able", "cafe", ",", "o", "'", "brien", "new"]


def test_wordpiece_lowercases_strips_accents_and_splits_punctuation():
    tok = WordPiece({w: i for i, w in enumerate(VOCAB)})
    assert tok.words("Café, O'Brien") == ["cafe", ",", "o", "'", "brien"]
    assert tok.ids("Unaffable") == [4, 5, 6]
    assert tok.ids("Zzz") == [1]  # no piece sequence spells it


def test_wordpiece_reads_cjk_ideographs_one_by_one():
    tok = WordPiece.from_file(MODEL_DIR / "vocab.txt")
    assert tok.words("Xinhua 新华社 said") == ["xinhua", "新", "华", "社", "said"]
    assert tok.vocab["[UNK]"] not in tok.ids("中国")


def test_encode_sentence_maps_each_token_to_its_pieces():
    tok = WordPiece({w: i for i, w in enumerate(VOCAB)})
    enc = encode_sentence(tok, ["New", "unaffable", "cafe"])
    assert enc.ids == [2, 12, 4, 5, 6, 7, 3]
    assert enc.pieces == [[1], [2, 3, 4], [5]]


@pytest.mark.parametrize(("tags", "expected"), [
    (["B-Peop", "I-Peop", "O", "B-Loc"], [(0, 2, "Peop"), (3, 4, "Loc")]),
    (["I-Org", "I-Org", "B-Org"], [(0, 2, "Org"), (2, 3, "Org")]),  # an I- may open; a B- closes
    (["B-Peop", "I-Loc", "O"], [(0, 1, "Peop"), (1, 2, "Loc")]),  # a type change closes
    (["O", "O"], []),
])
def test_decode_spans(nlp, tags, expected):
    doc = nlp.make_doc("w0 w1 w2 w3 w4")
    scores = numpy.eye(len(BIO))[[BIO.index(t) for t in tags]]
    got = decode_spans(doc, 1, scores)
    assert [(s.start - 1, s.end - 1, s.label_) for s in got] == expected


def test_read_safetensors(tmp_path):
    a = numpy.arange(6, dtype="float32").reshape(2, 3)
    header = json.dumps({"a": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]},
                         "__metadata__": {"format": "pt"}}).encode()
    path = tmp_path / "w.safetensors"
    path.write_bytes(struct.pack("<Q", len(header)) + header + a.tobytes())
    assert numpy.array_equal(read_safetensors(path)["a"], a)


def test_quantize_round_trips_within_a_step_per_row():
    rng = numpy.random.default_rng(1)
    arrays = {"m": rng.normal(size=(3, 50)).astype("float32"), "v": rng.normal(size=7).astype("float32"),
              "zero": numpy.zeros((2, 4), dtype="float32")}
    stored = quantize(arrays)
    assert stored["q.m"].dtype == numpy.int8 and stored["f.v"].dtype == numpy.float16
    back = dequantize(stored)
    step = numpy.abs(arrays["m"]).max(axis=1, keepdims=True) / 127
    assert numpy.all(numpy.abs(back["m"] - arrays["m"]) <= step * 0.51)
    assert numpy.allclose(back["v"], arrays["v"], atol=1e-2) and not back["zero"].any()


def _norm(x):
    return (x - x.mean(-1, keepdims=True)) / numpy.sqrt(x.var(-1, keepdims=True) + 1e-12)


def test_encoder_matches_a_direct_computation_of_one_block():
    rng = numpy.random.default_rng(0)
    dim, ff, heads = 4, 8, 2
    w = {"embeddings.word_embeddings.weight": rng.normal(size=(5, dim)),
         "embeddings.position_embeddings.weight": rng.normal(size=(6, dim)),
         "embeddings.token_type_embeddings.weight": rng.normal(size=(2, dim))}
    for name in ("embeddings.LayerNorm", "encoder.layer.0.attention.output.LayerNorm",
                 "encoder.layer.0.output.LayerNorm"):
        w[name + ".weight"], w[name + ".bias"] = numpy.ones(dim), numpy.zeros(dim)
    for name, shape in (("attention.self.query", (dim, dim)), ("attention.self.key", (dim, dim)),
                        ("attention.self.value", (dim, dim)), ("attention.output.dense", (dim, dim)),
                        ("intermediate.dense", (ff, dim)), ("output.dense", (dim, ff))):
        w[f"encoder.layer.0.{name}.weight"] = rng.normal(size=shape)
        w[f"encoder.layer.0.{name}.bias"] = rng.normal(size=shape[0])
    ids = [2, 4, 1]
    got = Encoder(w, 1, heads)(ids)

    x = _norm(w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:3]
              + w["embeddings.token_type_embeddings.weight"][0])
    lin = {k: (lambda v, k=k: v @ w[f"encoder.layer.0.{k}.weight"].T + w[f"encoder.layer.0.{k}.bias"])
           for k in ("attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense",
                     "intermediate.dense", "output.dense")}
    q, k, v = (lin[f"attention.self.{m}"](x) for m in ("query", "key", "value"))
    ctx = numpy.zeros_like(x)
    for h in range(heads):
        cols = slice(h * 2, h * 2 + 2)
        scores = q[:, cols] @ k[:, cols].T / numpy.sqrt(2)
        att = numpy.exp(scores) / numpy.exp(scores).sum(1, keepdims=True)
        ctx[:, cols] = att @ v[:, cols]
    x = _norm(x + lin["attention.output.dense"](ctx))
    hidden = lin["intermediate.dense"](x)
    x = _norm(x + lin["output.dense"](0.5 * hidden * (1 + erf(hidden / numpy.sqrt(2)))))
    assert numpy.allclose(got, x, atol=1e-6)


def test_artifact_is_small_and_has_a_model_card():
    size = sum(p.stat().st_size for p in MODEL_DIR.rglob("*") if p.is_file())
    assert size <= 30 * 2**20
    config = json.loads((MODEL_DIR / CONFIG).read_text())
    assert 0 < config["threshold"] < 1 and config["command"] == "make train-minilm"
    assert "make train-minilm" in (MODEL_DIR / "MODEL_CARD.md").read_text()


def test_sentence_default_is_the_best_shipped_model_on_dev():
    from kg.settings import DEFAULT_SENTENCE_EXTRACTOR
    from kg.relations.learned import MODEL_DIR as LEARNED_DIR

    def micro(path):
        return next(s["f1"] for s in json.loads((path / CONFIG).read_text())["dev"] if s["type"] == "micro")

    assert DEFAULT_SENTENCE_EXTRACTOR == "transformer"
    assert micro(MODEL_DIR) > micro(LEARNED_DIR)


def test_a_sentence_longer_than_bert_reads_in_windows(nlp):
    extractor = get_extractor("transformer")()
    words = ["word"] * 700 + "Maria Lopez , a spokeswoman for Acme Corp. , said so .".split()
    enc, h = extractor.encode(words)
    assert len(enc.pieces) == len(words) and all(enc.pieces) and h.shape[0] == len(enc.ids)
    short = "Maria Lopez , a spokeswoman for Acme Corp. , said so .".split()
    enc, h = extractor.encode(short)
    assert enc == encode_sentence(extractor.tok, short) and h.shape[0] == len(enc.ids)
    got = {(r.subject.text, r.predicate, r.object.text) for r in _relations(nlp, extractor, " ".join(words))}
    assert ("Maria Lopez", "employedBy", "Acme Corp.") in got


@pytest.mark.parametrize("name", ["transformer", "hybrid"])
def test_a_work_or_a_product_is_no_end_and_no_error(name):
    """The model knows five entity types; a sentence that also names a work still gives the others' relations
    (it raised before: a document with a book's or a phone's name failed)."""
    import kg

    graph = kg.extract('Tom Vale, who wrote the novel "Brantwick Nights", works for Norbank in Wichita.',
                       extractor=name)
    assert "Work" in {e.type for e in graph.entities}
    learned = [ev for f in graph.facts for ev in f.evidence if ev.extractor.startswith("transformer")]
    assert name == "hybrid" or learned
    assert all(ev.subject.type != "Work" and ev.object.type != "Work" for ev in learned)

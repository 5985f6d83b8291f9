"""The learned, transformer and hybrid extractors: the shipped artifacts on sentences written for these tests."""

from __future__ import annotations

import json

import numpy
import pytest
import srsly
from spacy.tokens import Doc, Span

from kg.coref import resolve_mentions
from kg.mentions import extract_mentions
from kg.records import Mention, Relation, Sentence
from kg.registry import get_extractor
from kg.relations import TO_CONLL, type_checks
from kg.relations.hybrid import HybridExtractor
from kg.relations.learned import (LABELS, MODEL_DIR, NAME, Candidate, candidates, decide, load, ner_input,
                                  pair_features, pairs)
from kg.relations.rules import extract_relations

#: (sentence, subject, CoNLL04 type, object) in the CoNLL04 style, none of them from the corpus.
SENTENCES = [
    ("Helena Marsh , a spokeswoman for Veltrix Corp. , said the plan was sound .", "Helena Marsh", "Work_For",
     "Veltrix Corp."),
    ("Omar Quaid was assassinated by Dev Lorne in 1921 .", "Dev Lorne", "Kill", "Omar Quaid"),
    ("The Brightwater Institute , based in Boise , announced new grants .", "Brightwater Institute",
     "OrgBased_In", "Boise"),
    ("Paulo Mendes has lived in Lisbon for twenty years .", "Paulo Mendes", "Live_In", "Lisbon"),
    ("The museum stands in Glasgow , Scotland , near the river .", "Glasgow", "Located_In", "Scotland"),
    ("Greta Holm , the president of Norska Shipping , resigned on Monday .", "Greta Holm", "Work_For",
     "Norska Shipping"),
]


def _relations(nlp, extractor, text: str) -> list:
    doc = nlp(text)
    chains = resolve_mentions(doc, extract_mentions(doc, doc_id="t"), doc_id="t")
    return list(extractor(doc, chains))


@pytest.fixture(scope="module")
def learned():
    return get_extractor("learned")()


@pytest.fixture(scope="module", params=["learned", "transformer"])
def model(request):
    """Each trained extractor."""
    return get_extractor(request.param)()


def test_artifact_is_small_and_has_a_model_card():
    size = sum(p.stat().st_size for p in MODEL_DIR.rglob("*") if p.is_file())
    assert size <= 30 * 2**20
    card = (MODEL_DIR / "MODEL_CARD.md").read_text()
    assert "make train" in card and "Dev" in card
    config = json.loads((MODEL_DIR / "config.json").read_text())
    assert config["labels"] == list(LABELS) and 0 < config["threshold"] < 1
    assert {s["type"] for s in config["dev"]} >= {"micro", "Work_For"}


def test_ner_weights_are_float16_on_disk_and_float32_once_loaded():
    stored = srsly.msgpack_loads((MODEL_DIR / "ner" / "ner" / "model").read_bytes())
    assert {v.dtype for node in stored["params"] for v in node.values() if v is not None} == {numpy.dtype("float16")}
    model = load().ner.get_pipe("ner").model
    assert {node.get_param(name).dtype for node in model.walk() for name in node.param_names
            if node.has_param(name)} == {numpy.dtype("float32")}


def test_model_finds_most_relations_of_unseen_sentences(nlp, model):
    found = 0
    for text, subj, rtype, obj in SENTENCES:
        got = {(r.subject.text.rstrip("."), TO_CONLL[r.predicate], r.object.text.rstrip("."))
               for r in _relations(nlp, model, text)}
        found += (subj.rstrip("."), rtype, obj.rstrip(".")) in {(s.removeprefix("The "), t, o) for s, t, o in got}
    assert found >= 4, f"only {found} of {len(SENTENCES)}"


def test_model_relations_keep_the_contract(nlp, model):
    for text, *_ in SENTENCES:
        for rel in _relations(nlp, model, text):
            assert rel.extractor == model.name and 0 < rel.confidence <= 1
            for m in (rel.subject, rel.object):
                assert text[m.start:m.end] == m.text and m.sentence.start <= m.start < m.end <= m.sentence.end
            assert type_checks(rel.predicate, rel.subject.type, rel.object.type)


def test_model_is_quiet_without_entities(nlp, model):
    assert _relations(nlp, model, "It rained all day and nobody came .") == []


def test_hybrid_keeps_every_rule_relation(nlp, learned):
    hybrid = HybridExtractor(extract_relations, learned)
    for text, *_ in SENTENCES:
        doc = nlp(text)
        chains = resolve_mentions(doc, extract_mentions(doc, doc_id="t"), doc_id="t")
        ruled, both = set(extract_relations(doc, chains)), list(hybrid(doc, chains))
        assert ruled <= set(both)
        assert len(both) == len(set(both))


def test_ner_span_containing_a_name_names_that_entity(nlp):
    doc = nlp("President Alma Reyes spoke in Nairobi .")
    chains = resolve_mentions(doc, extract_mentions(doc, doc_id="t"), doc_id="t")
    ner = load().ner
    ner_doc = ner_input(ner, doc)
    ner_doc.set_ents([ner_doc.char_span(0, len("President Alma Reyes"), label="Peop")])
    cands = candidates(doc, chains, ner_doc.ents)
    titled = next(c for c in cands if c.start == 0)
    assert titled.ner == "Peop" and titled.mention is None
    if any(m.text == "Alma Reyes" for c in chains for m in c.mentions):
        assert titled.host is not None and titled.host.type == "Person"


def test_ner_spans_lose_punctuation_at_their_ends(nlp):
    doc = nlp("Zoe Varga lives in Oslo , Norway .")
    spans = [Span(doc, 4, 6, label="Loc"), Span(doc, 6, 7, label="Loc"), Span(doc, 6, 8, label="Loc")]
    got = {doc[c.start:c.end].text for c in candidates(doc, (), spans)}
    assert got == {"Oslo", "Norway"}


def test_ner_spans_lose_white_space_and_a_line_break_alone_is_no_candidate(nlp):
    doc = nlp("Zoe Varga spoke in Oslo\n\nTom Bell left .")
    gap = next(t.i for t in doc if t.is_space)
    spans = [Span(doc, gap - 1, gap + 1, label="Loc"), Span(doc, gap, gap + 1, label="Peop")]
    got = {doc[c.start:c.end].text for c in candidates(doc, (), spans)}
    assert got == {"Oslo"}


def test_pairs_stay_in_a_sentence_and_never_overlap(nlp):
    doc = nlp("Ana Ruiz met Lee Park . Tom Bell left Rome .")
    cands = [Candidate(0, 2, "Person"), Candidate(3, 5, "Person"), Candidate(1, 2, "Person"),
             Candidate(6, 8, "Person"), Candidate(9, 10, "Place")]
    got = {(a.start, b.start) for a, b, _ in pairs(doc, cands)}
    assert (0, 3) in got and (3, 0) in got and (6, 9) in got
    assert (0, 1) not in got and (0, 6) not in got
    feats = pair_features(doc, cands[0], cands[1], 0)
    assert any(f.startswith("PD:") for f in feats) and "BW:met" in feats


def test_a_name_run_over_a_sentence_break_stays_in_its_first_sentence(nlp):
    """A ticker table's company name that the NER runs into the next line made the transformer's pair
    features index past its sentence (IndexError in ``pool``): a candidate ends with its sentence."""
    words = ["Shares", "fell", ".", "VLX", "VELTRIX", "HOLDINGS", "INC", "said", "sales", "at", "Brightwater",
             "Group", "rose", "."]
    doc = Doc(nlp.vocab, words=words, sent_starts=[i in (0, 3, 6) for i in range(len(words))])
    cands = candidates(doc, (), [Span(doc, 4, 7, label="Org"), Span(doc, 10, 12, label="Org")])
    assert [(c.start, c.end) for c in cands] == [(4, 6), (10, 12)]
    assert all(doc[c.start].sent == doc[c.end - 1].sent for c in cands)


def test_decide_keeps_the_best_of_overlapping_arguments():
    long, short, place = Candidate(0, 3, "Person"), Candidate(1, 3, "Person"), Candidate(5, 6, "Place")
    live = LABELS.index("Live_In")
    p_long, p_short, p_none = (numpy.zeros(len(LABELS)) for _ in range(3))
    p_long[live], p_short[live], p_none[0] = 0.9, 0.7, 1.0
    kept = decide([(short, place, p_short), (long, place, p_long), (place, long, p_none)], 0.5)
    assert [(k.subject, k.label) for k in kept] == [(long, "Live_In")]
    assert decide([(long, place, p_long)], 0.95) == []


def test_hybrid_drops_a_model_relation_a_rule_already_states():
    sentence = Sentence("d", 0, 30, "x" * 30)
    a, b = Mention("d", 0, 5, "Aaaaa", "Person", sentence), Mention("d", 10, 15, "Bbbbb", "Organization", sentence)
    titled = Mention("d", 0, 9, "Chief Aaa", "Person", sentence)

    rule = Relation(a, "leads", b, 0.9, "rules.x")
    same = Relation(titled, "employedBy", b, 0.8, NAME)
    other = Relation(a, "basedIn", b, 0.8, NAME)

    def rules(doc, chains):
        return [rule]

    class Model:
        def __call__(self, doc, chains):
            return [same, other]

    assert list(HybridExtractor(rules, Model())(None, ())) == [rule, other]


"""The foundation's contract on the seed articles."""

from __future__ import annotations

from tests.conftest import SEEDS, facts_by_label


def _evidence_is_verbatim(graph, fact) -> None:
    for ev in graph.evidence(fact):
        text = (SEEDS / f"{ev.document}.txt").read_text(encoding="utf-8")
        assert text[ev.start:ev.end] == ev.sentence
        assert ev.subject_text in ev.sentence or ev.subject_text in text[ev.start:ev.end]
        assert 0.0 <= ev.confidence <= 1.0 and ev.extractor.startswith("rules.")


def _fact(graph, subject: str, predicate: str, object_prefix: str):
    label = {e.id: e.label for e in graph.entities}
    for f in graph.facts:
        if label[f.subject] == subject and f.predicate == predicate and label[f.object].startswith(object_prefix):
            return f
    raise AssertionError(f"missing {subject} -{predicate}-> {object_prefix}...: {sorted(facts_by_label(graph))}")


def test_peterson_employed_by_sheriffs_office(seed_graph):
    fact = _fact(seed_graph, "Scot Peterson", "employedBy", "Broward")
    label = {e.id: e.label for e in seed_graph.entities}[fact.object]
    assert label.replace("County ", "") == "Broward Sheriff's Office"
    _evidence_is_verbatim(seed_graph, fact)


def test_goodrum_confronted_israel(seed_graph):
    fact = _fact(seed_graph, "Mike Goodrum", "confronted", "Scott Israel")
    assert len(fact.documents) >= 2
    _evidence_is_verbatim(seed_graph, fact)


def test_israel_is_one_person_with_alias(seed_graph):
    israels = [e for e in seed_graph.entities if "Israel" in (e.label, *e.aliases)]
    assert len(israels) == 1
    assert israels[0].label == "Scott Israel" and israels[0].type == "Person"
    assert len(israels[0].documents) == 5


def test_every_evidence_sentence_is_verbatim(seed_graph):
    assert seed_graph.facts
    for fact in seed_graph.facts:
        _evidence_is_verbatim(seed_graph, fact)


def test_negated_going_in_is_not_a_triple(seed_graph):
    assert not [f for f in seed_graph.facts if f.predicate.startswith("went")]

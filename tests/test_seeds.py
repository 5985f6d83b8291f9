"""The foundation's contract on the seed articles."""

from __future__ import annotations

import itertools

import pytest

from kg.vocab import TYPED_PREDICATES
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


# What a careful reader lists in the seeds: (name, schema type), each exactly one node.
PEOPLE = ["Scot Peterson", "Scott Israel", "Mike Goodrum", "Tony Pustizzi", "Anthony Pustizzi", "Nikolas Cruz",
          "Jim Bell", "Robert Runcie", "Thomas Massie", "Meghan Markle"]
ORGANISATIONS = ["Broward County Sheriff's Office", "Broward Sheriff's Office", "Coral Springs Police Department",
                 "Marjory Stoneman Douglas High School", "CNN", "FBI", "WSVN", "Broward County Crime Commission",
                 "Broward Sheriff's Office Deputies Association", "Palm Beach County Sheriff's Office",
                 "Business Insider", "Buzzfeed News"]
PLACES = ["Parkland", "Florida", "Coral Springs", "Broward County", "Boynton Beach", "Sunrise", "Ft. Lauderdale",
          "Illinois"]
#: The same entity under different names, as the seeds write them.
SAME = [("Tony Pustizzi", "Anthony Pustizzi"), ("Broward County Sheriff's Office", "Broward Sheriff's Office"),
        ("Coral Springs Police Department", "Coral Springs Police"), ("Scot Peterson", "Peterson"),
        ("Scot Peterson", "Deputy Scot Peterson"), ("Scott Israel", "Israel"), ("Scott Israel", "Sheriff Israel"),
        ("Florida Sun-Sentinel", "Sun-Sentinel"), ("Mike Goodrum", "Goodrum"), ("Nikolas Cruz", "Cruz")]
TITLES = [("Scot Peterson", "deputy"), ("Scott Israel", "sheriff"), ("Mike Goodrum", "city manager"),
          ("Tony Pustizzi", "police chief"), ("Jim Bell", "union official"), ("Robert Runcie", "superintendent")]


def _node(graph, name: str):
    nodes = [e for e in graph.entities if name == e.label or name in e.aliases]
    assert len(nodes) == 1, (name, [e.label for e in nodes])
    return nodes[0]


@pytest.mark.parametrize("name, etype", [*((n, "Person") for n in PEOPLE),
                                         *((n, "Organization") for n in ORGANISATIONS),
                                         *((n, "Place") for n in PLACES)])
def test_each_entity_is_one_node_of_the_right_type(seed_graph, name, etype):
    assert _node(seed_graph, name).type == etype


@pytest.mark.parametrize("a, b", SAME)
def test_variants_are_one_node(seed_graph, a, b):
    assert _node(seed_graph, a) is _node(seed_graph, b)


#: Named in the seeds besides the entities above: every node must be one of these or of those.
ALSO_NAMED = ["Donald Trump", "Harry", "William", "Florida Sun-Sentinel", "City of Coral Springs", "Palm Beach County",
              "Broward", "AR-15"]


def test_every_node_is_an_entity_a_reader_would_list(seed_graph):
    listed = set(PEOPLE + ORGANISATIONS + PLACES + ALSO_NAMED)
    assert not [e.label for e in seed_graph.entities if not listed & {e.label, *e.aliases}]


def test_different_entities_never_share_a_node(seed_graph):
    listed = {n: _node(seed_graph, n).id for n in PEOPLE + ORGANISATIONS + PLACES}
    same = {frozenset(pair) for pair in SAME}
    for a, b in itertools.combinations(listed, 2):
        if frozenset((a, b)) not in same:
            assert listed[a] != listed[b], (a, b)


@pytest.mark.parametrize("name, title", TITLES)
def test_people_carry_their_titles(seed_graph, name, title):
    assert any(t.endswith(title) for t in _node(seed_graph, name).titles)


# Sentence by sentence: (seed file, words of the sentence, triples it states, by entity name).
SENTENCES = [
    ("000", "was seen confronting Broward Sheriff Scott Israel",
     [("Mike Goodrum", "confronted", "Scott Israel"), ("Scott Israel", "leads", "Broward County Sheriff's Office"),
      ("Mike Goodrum", "employedBy", "City of Coral Springs")]),
    ("000", "written by Coral Springs Police Chief Tony Pustizzi",
     [("Tony Pustizzi", "leads", "Coral Springs Police Department")]),
    ("000", "Marjory Stoneman Douglas High School in Parkland, Florida",
     [("Marjory Stoneman Douglas High School", "basedIn", "Parkland"), ("Parkland", "locatedIn", "Florida")]),
    ("000", "a Sunrise, Florida police officer", [("Sunrise", "locatedIn", "Florida")]),
    ("001", "wrote Coral Springs Police Chief Anthony Pustizzi",
     [("Tony Pustizzi", "leads", "Coral Springs Police Department")]),
    ("002", "veteran Broward deputy Scot Peterson resigned",
     [("Scot Peterson", "employedBy", "Broward County Sheriff's Office")]),
    ("002", "Mike Goodrum angrily confronted Israel", [("Mike Goodrum", "confronted", "Scott Israel")]),
    ("002", "Broward County Sheriff Scott Israel told the Sun-Sentinel",
     [("Scott Israel", "leads", "Broward County Sheriff's Office")]),
    ("003", "Office Deputy Scot Peterson was first suspended",
     [("Scot Peterson", "employedBy", "Broward County Sheriff's Office")]),
    ("003", "went to the Boynton Beach home of Scot Peterson", [("Scot Peterson", "livesIn", "Boynton Beach")]),
    ("003", "by the Broward County Crime Commission", [("Broward County Crime Commission", "named", "Scot Peterson")]),
    ("004", "said the union official, Jim Bell",
     [("Jim Bell", "leads", "Broward Sheriff's Office Deputies Association")]),
    ("004", "in Ft. Lauderdale, FL", [("Ft. Lauderdale", "locatedIn", "Florida")]),
]


@pytest.mark.parametrize("doc, words, expected", SENTENCES)
def test_sentence_states_its_relations(seed_graph, doc, words, expected):
    for subject, predicate, obj in expected:
        s, o = _node(seed_graph, subject).id, _node(seed_graph, obj).id
        facts = [f for f in seed_graph.facts if (f.subject, f.predicate, f.object) == (s, predicate, o)]
        assert facts, (subject, predicate, obj)
        sentences = [ev.sentence for f in facts for ev in seed_graph.evidence(f) if ev.document.startswith(doc)]
        assert any(" ".join(words.split()) in " ".join(s_.split()) for s_ in sentences), sentences


#: Typed triples a careful reader accepts from the seeds; the output states no other.
ACCEPTED = {
    ("Scot Peterson", "employedBy", "Broward County Sheriff's Office"),
    ("Scott Israel", "leads", "Broward County Sheriff's Office"),
    ("Tony Pustizzi", "leads", "Coral Springs Police Department"),
    ("Mike Goodrum", "employedBy", "City of Coral Springs"),
    ("Jim Bell", "leads", "Broward Sheriff's Office Deputies Association"),
    ("Scot Peterson", "livesIn", "Boynton Beach"),
    ("Marjory Stoneman Douglas High School", "basedIn", "Parkland"),
    ("Marjory Stoneman Douglas High School", "basedIn", "Florida"),
    ("Parkland", "locatedIn", "Florida"), ("Sunrise", "locatedIn", "Florida"),
    ("Ft. Lauderdale", "locatedIn", "Florida"),
    ("Broward County Sheriff's Office", "basedIn", "Broward County"),
    ("Broward County Sheriff's Office", "basedIn", "Broward"),
    ("Broward Sheriff's Office Deputies Association", "basedIn", "Broward"),
    ("Broward County Crime Commission", "basedIn", "Broward County"),
    ("Coral Springs Police Department", "basedIn", "Coral Springs"),
    ("Palm Beach County Sheriff's Office", "basedIn", "Palm Beach County"),
    ("Florida Sun-Sentinel", "basedIn", "Florida"),
}


def test_every_typed_triple_is_one_a_reader_accepts(seed_graph):
    accepted = {(_node(seed_graph, s).id, p, _node(seed_graph, o).id) for s, p, o in ACCEPTED}
    label = {e.id: e.label for e in seed_graph.entities}
    for f in seed_graph.facts:
        if f.predicate in TYPED_PREDICATES:
            assert (f.subject, f.predicate, f.object) in accepted, (label[f.subject], f.predicate, label[f.object])

"""The graph view: the same whether made from a built graph or read back from graph.ttl or graph.json."""

from __future__ import annotations

import pytest
from rdflib.namespace import RDF, RDFS

from kg.view import from_graph, from_rdf, read_view


def test_turtle_round_trip_gives_the_same_view(seed_graph, seed_out):
    built = from_graph(seed_graph)
    assert from_rdf(seed_graph.rdf) == built
    assert read_view(seed_out / "graph.ttl") == built == read_view(seed_out / "graph.json") == read_view(seed_out)
    assert len(built.entities) == len(seed_graph.entities) and len(built.edges) == len(seed_graph.facts)
    assert all(edge.evidence for edge in built.edges)


def test_find_by_label_alias_or_id_in_any_case(seed_graph):
    view = from_graph(seed_graph)
    entity = max(view.entities, key=lambda e: len(e.aliases))
    assert view.find(entity.label.upper()) == [entity]
    assert view.find(entity.id) == [entity]
    alias = entity.aliases[0]
    assert entity in view.find(f"  {alias.lower()} ")
    assert view.find("no such entity at all") == []


@pytest.mark.parametrize("name, content, reason", [
    ("graph.ttl", None, "no such graph file"),
    ("graph.ttl", '<a> <b> "unterminated .', "not a readable Turtle graph"),
    ("graph.json", '{"entities": [', "not a readable JSON graph"),
    ("graph.json", '{"format": "something else"}', "not a graph written by 'kg build'"),
])
def test_unreadable_graph_is_one_line_naming_the_file(tmp_path, name, content, reason):
    path = tmp_path / name
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(ValueError) as err:
        read_view(tmp_path)
    message = str(err.value)
    assert str(path) in message and reason in message and "\n" not in message


@pytest.mark.parametrize("text, label, kind, schema_class", [
    ("The reactors at the Savannah River Plant were shut down.", "Savannah River Plant", "Facility", "Place"),
    ("The Clean Rivers Act was passed in 1990.", "Clean Rivers Act", "Work", "CreativeWork"),
])
def test_a_type_of_our_own_is_named_alike_in_every_export(tmp_path, text, label, kind, schema_class):
    import json

    import kg
    from kg.vocab import KG, SCHEMA

    g = kg.extract(text)
    entity = next(e for e in g.entities if e.label == label)
    assert entity.type == kind
    iri = next(s for s in g.rdf.subjects(RDFS.label, None) if str(g.rdf.value(s, RDFS.label)) == label)
    assert {SCHEMA[schema_class], KG[kind]} <= set(g.rdf.objects(iri, RDF.type))
    g.write_json(tmp_path / "graph.json")
    g.write_turtle(tmp_path / "graph.ttl")
    assert {e["type"] for e in json.loads((tmp_path / "graph.json").read_text())["entities"]
            if e["label"] == label} == {kind}
    for view in (from_graph(g), read_view(tmp_path / "graph.json"), read_view(tmp_path / "graph.ttl")):
        assert view.find(label)[0].type == kind

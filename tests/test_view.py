"""The graph view: the same whether made from a built graph or read back from graph.ttl or graph.json."""

from __future__ import annotations

import pytest

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

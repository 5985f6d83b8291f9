"""GraphML export: loads in networkx and igraph with every attribute; Gephi's importer rules hold."""

from __future__ import annotations

import io
import json
import re
from xml.etree import ElementTree as ET

import igraph
import networkx as nx
import pytest

import kg
from kg.export.graphml import graphml_bytes
from kg.claims import said_about
from kg.metrics import node_metrics, type_color

NS = {"g": "http://graphml.graphdrawing.org/xmlns"}
NODE_ATTRIBUTES = {"label", "entity_type", "aliases", "titles", "mentions", "documents", "degree",
                   "weighted_degree", "pagerank", "betweenness", "community", "size", "r", "g", "b", "x", "y"}
EDGE_ATTRIBUTES = {"label", "predicate", "weight", "confidence", "status", "documents", "evidence"}
# Names (key ids or attr.name) that Gephi's GraphML importer maps to visual properties instead of columns.
GEPHI_NODE_PROPERTIES = {"label", "d3", "x", "y", "xpos", "ypos", "z", "size", "r", "g", "b", "color", "fixed"}
GEPHI_EDGE_PROPERTIES = {"label", "edgelabel", "d7", "weight", "edge weight", "id", "edgeid", "r", "g", "b",
                         "color", "source", "target"}
# The ones we mean as such: display name, size by mentions, colour by type, position, weight by support.
MEANT_NODE, MEANT_EDGE = {"label", "size", "r", "g", "b", "x", "y"}, {"label", "weight"}


def edge_count(graph) -> int:
    """One edge per fact and one per speaker and entity spoken about."""
    return len(graph.facts) + len(said_about(graph.claims))


@pytest.fixture(scope="module")
def root(seed_out):
    return ET.parse(seed_out / "graph.graphml").getroot()


@pytest.fixture(scope="module")
def loaded(seed_out):
    return nx.read_graphml(seed_out / "graph.graphml")


def test_loads_in_networkx_with_every_attribute(loaded, seed_graph):
    assert loaded.number_of_nodes() == len(seed_graph.entities)
    assert loaded.number_of_edges() == edge_count(seed_graph)
    for _, data in loaded.nodes(data=True):
        assert NODE_ATTRIBUTES <= set(data)
    for *_, data in loaded.edges(data=True):
        assert EDGE_ATTRIBUTES <= set(data)


def test_loads_in_igraph_with_every_attribute(seed_out, seed_graph):
    ig = igraph.Graph.Read_GraphML(str(seed_out / "graph.graphml"))
    assert ig.vcount() == len(seed_graph.entities) and ig.ecount() == edge_count(seed_graph)
    assert set(ig.vs.attributes()) >= NODE_ATTRIBUTES
    assert set(ig.es.attributes()) >= EDGE_ATTRIBUTES


def test_node_metrics_match_the_graph(loaded, seed_graph):
    metrics = node_metrics(seed_graph.nx)
    assert sum(d["pagerank"] for _, d in loaded.nodes(data=True)) == pytest.approx(1.0, abs=1e-3)
    for node, data in loaded.nodes(data=True):
        assert data["degree"] == seed_graph.nx.degree(node) == metrics[node].degree
        assert data["community"] == metrics[node].community >= 0
        assert 0.0 <= data["betweenness"] <= 1.0
    for component in nx.connected_components(seed_graph.nx.to_undirected()):
        if len(component) == 2:  # a lone pair is its own community
            assert len({loaded.nodes[n]["community"] for n in component}) == 1


def test_colour_by_type_and_size_by_mentions(loaded, seed_graph):
    by_type = {}
    for _, data in loaded.nodes(data=True):
        rgb = (data["r"], data["g"], data["b"])
        assert all(isinstance(c, int) and 0 <= c <= 255 for c in rgb)
        assert rgb == type_color(data["entity_type"])
        by_type.setdefault(data["entity_type"], set()).add(rgb)
    colours = [next(iter(c)) for c in by_type.values()]
    assert len(set(colours)) == len(colours), "each entity type has its own colour"
    ranked = sorted(loaded.nodes(data=True), key=lambda nd: nd[1]["mentions"])
    sizes = [d["size"] for _, d in ranked]
    assert sizes == sorted(sizes) and sizes[0] < sizes[-1]


def test_gephi_importer_rules(root):
    keys = root.findall("g:key", NS)
    names = [(k.get("for"), k.get("attr.name")) for k in keys]
    assert len(names) == len(set(names)), "one type per attribute name"
    assert {k.get("attr.type") for k in keys} <= {"string", "int", "double", "boolean"}
    for domain, reserved, meant in (("node", GEPHI_NODE_PROPERTIES, MEANT_NODE),
                                    ("edge", GEPHI_EDGE_PROPERTIES, MEANT_EDGE)):
        declared = [k for k in keys if k.get("for") == domain]
        # Gephi matches a key's id as well as its name against its property names.
        assert {k.get("id").lower() for k in declared}.isdisjoint(reserved)
        assert {k.get("attr.name").lower() for k in declared} & reserved == meant
    key_type = {(k.get("for"), k.get("attr.name")): k.get("attr.type") for k in keys}
    # Gephi parses r/g/b with Integer.parseInt and size as a float.
    assert {key_type[("node", c)] for c in "rgb"} == {"int"} and key_type[("node", "size")] == "double"
    edges = root.findall(".//g:edge", NS)
    ids = [e.get("id") for e in edges]
    assert len(ids) == len(set(ids)) and all(ids)
    key_of = {k.get("attr.name"): k.get("id") for k in keys if k.get("for") == "edge"}
    for e in edges:
        predicate = e.find(f"g:data[@key='{key_of['predicate']}']", NS).text
        assert e.get("label") == predicate
        assert float(e.find(f"g:data[@key='{key_of['weight']}']", NS).text) >= 1


def test_positions_are_the_html_views(loaded, seed_out):
    page = (seed_out / "graph.html").read_text(encoding="utf-8")
    island = re.search(r'<script type="application/json" id="kg-data">(.*?)</script>', page, re.S).group(1)
    html_position = {n["id"]: (n["x"], n["y"]) for n in json.loads(island)["nodes"]}
    # Gephi's y axis points up, the browser's down.
    assert {n: (d["x"], -d["y"]) for n, d in loaded.nodes(data=True)} == html_position
    assert len(set(html_position.values())) == len(html_position)


def test_edge_status_column():
    data = graphml_bytes(kg.extract("Mike Lee, the former chief executive of Acme Corp, said so."))
    g = nx.read_graphml(io.BytesIO(data))
    assert {d["status"] for *_, d in g.edges(data=True) if d["predicate"] == "leads"} == {"former"}


def test_said_about_edges_count_the_attributions(loaded, seed_graph):
    said = {(u, v): d for u, v, d in loaded.edges(data=True) if d["predicate"] == "said_about"}
    assert said, "the seeds quote people about others"
    for (speaker, about), data in said.items():
        claims = [c for c in seed_graph.claims if c.speaker == speaker and about in c.about]
        assert data["weight"] == len(claims) > 0 and data["label"] == "said_about"
    label = {e.id: e.label for e in seed_graph.entities}
    assert ("Scott Israel", "Scot Peterson") in {(label[u], label[v]) for u, v in said}

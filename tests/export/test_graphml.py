"""GraphML export: loads in networkx and igraph; Gephi's importer rules hold."""

from __future__ import annotations

from xml.etree import ElementTree as ET

import igraph
import networkx as nx

NS = {"g": "http://graphml.graphdrawing.org/xmlns"}
RESERVED = {"size", "color", "x", "y", "r", "g", "b"}


def test_loads_in_networkx_and_igraph(seed_out, seed_graph):
    path = seed_out / "graph.graphml"
    g = nx.read_graphml(path)
    assert g.number_of_nodes() == len(seed_graph.entities)
    assert g.number_of_edges() == len(seed_graph.facts)
    ig = igraph.Graph.Read_GraphML(str(path))
    assert ig.vcount() == len(seed_graph.entities) and ig.ecount() == len(seed_graph.facts)
    assert set(ig.vs.attributes()) >= {"label", "entity_type", "mentions"}
    labels = {d["label"] for _, d in g.nodes(data=True)}
    assert "Scott Israel" in labels


def test_gephi_importer_rules(seed_out):
    root = ET.parse(seed_out / "graph.graphml").getroot()
    keys = root.findall("g:key", NS)
    names = [(k.get("for"), k.get("attr.name")) for k in keys]
    assert len(names) == len(set(names)), "one type per attribute name"
    assert {k.get("attr.type") for k in keys} <= {"string", "int", "double", "boolean"}
    assert not RESERVED & {k.get("attr.name") for k in keys}
    edges = root.findall(".//g:edge", NS)
    ids = [e.get("id") for e in edges]
    assert len(ids) == len(set(ids)) and all(ids)
    key_of = {k.get("attr.name"): k.get("id") for k in keys if k.get("for") == "edge"}
    for e in edges:
        predicate = e.find(f"g:data[@key='{key_of['predicate']}']", NS).text
        assert e.get("label") == predicate
        assert float(e.find(f"g:data[@key='{key_of['weight']}']", NS).text) >= 1

"""Attributions in every export: standard terms in RDF, the same claims back from JSON and Turtle."""

from __future__ import annotations

from rdflib import Graph, Literal

from kg.view import from_graph, read_view
from kg.vocab import KG, PROV, RDF, SCHEMA, claim_iri, entity_iri


def test_rdf_uses_standard_terms(seed_out, seed_graph):
    g = Graph().parse(seed_out / "graph.ttl")
    claim = next(c for c in seed_graph.claims if c.direct and c.speaker and c.about)
    node = claim_iri(seed_graph.base, claim.id)
    assert (node, RDF.type, KG.Attribution) in g and (node, RDF.type, SCHEMA.Quotation) in g
    assert (node, PROV.wasAttributedTo, entity_iri(seed_graph.base, claim.speaker)) in g
    assert {(node, SCHEMA.about, entity_iri(seed_graph.base, a)) for a in claim.about} <= set(g)
    assert (node, SCHEMA.text, Literal(claim.content)) in g and (node, KG.cue, Literal(claim.cue)) in g
    assert g.value(node, KG.contentStart).toPython() == claim.start
    doc = next(d for d in seed_graph.documents if d.id == claim.document)
    assert doc.text[claim.start:claim.end] == claim.content


def test_anonymous_sources_have_no_speaker(seed_out, seed_graph):
    g = Graph().parse(seed_out / "graph.ttl")
    anonymous = [c for c in seed_graph.claims if c.speaker is None]
    assert anonymous
    for c in anonymous:
        assert g.value(claim_iri(seed_graph.base, c.id), PROV.wasAttributedTo) is None


def test_evidence_points_to_its_attribution(seed_out, seed_graph):
    g = Graph().parse(seed_out / "graph.ttl")
    tied = list(g.subject_objects(KG.attribution))
    assert tied and all((claim, RDF.type, KG.Attribution) in g for _, claim in tied)


def test_json_and_turtle_give_back_the_claims(seed_out, seed_graph):
    built = from_graph(seed_graph)
    assert read_view(seed_out / "graph.json").claims == built.claims == read_view(seed_out / "graph.ttl").claims
    assert read_view(seed_out / "graph.json").edges == read_view(seed_out / "graph.ttl").edges
    assert any(ev.attribution for e in built.edges for ev in e.evidence)

"""Turtle export: parses in rdflib and in pyoxigraph, follows the RDF contract."""

from __future__ import annotations

import pyoxigraph
from rdflib import Graph, URIRef
from rdflib.namespace import RDF, RDFS, SKOS

import kg
from tests.conftest import SEEDS
from kg.vocab import KG, PROV, SCHEMA


def test_turtle_holds_exactly_the_rdflib_view(seed_graph):
    """The Turtle writer makes its literals without rdflib: the same terms all the same."""
    from kg.export.rdf import triples, turtle_bytes

    parsed = Graph().parse(data=turtle_bytes(seed_graph), format="turtle")
    assert set(parsed) == set(triples(seed_graph))


def test_turtle_parses_in_rdflib_and_oxigraph(seed_out):
    data = (seed_out / "graph.ttl").read_bytes()
    g = Graph().parse(data=data, format="turtle")
    store = pyoxigraph.Store()
    store.load(data, format=pyoxigraph.RdfFormat.TURTLE)
    assert len(g) == len(store) > 100


def test_ontology_written_and_parses(seed_out):
    onto = Graph().parse(seed_out / "ontology.ttl", format="turtle")
    for name in ("employedBy", "leads", "memberOf", "basedIn", "locatedIn", "livesIn", "killed", "hasTitle"):
        assert (KG[name], RDFS.label, None) in onto
        assert (KG[name], RDFS.comment, None) in onto
    assert (KG.employedBy, RDFS.subPropertyOf, SCHEMA.worksFor) in onto
    assert (KG.employedBy, RDFS.domain, SCHEMA.Person) in onto



def _classes(onto, node):
    """The classes a domain or range names: one class, or the members of an owl:unionOf list."""
    from rdflib.collection import Collection
    from rdflib.namespace import OWL

    union = onto.value(node, OWL.unionOf)
    return set(Collection(onto, union)) if union is not None else {node}


def test_ontology_signatures_match_the_typed_predicates(seed_out):
    """Each typed predicate's domain and range admit every entity type the extractors may give its ends."""
    from kg.records import PREDICATES
    from kg.vocab import SCHEMA_CLASS

    onto = Graph().parse(seed_out / "ontology.ttl", format="turtle")
    for name, predicate in PREDICATES.items():
        domain, range_ = onto.value(KG[name], RDFS.domain), onto.value(KG[name], RDFS.range)
        if domain is not None:
            assert {SCHEMA_CLASS[t] for t in predicate.subjects} <= _classes(onto, domain), name
        if range_ is not None:
            assert {SCHEMA_CLASS[t] for t in predicate.objects} <= _classes(onto, range_), name

def test_every_relation_has_evidence_statement(seed_out):
    g = Graph().parse(seed_out / "graph.ttl", format="turtle")
    relations = [(s, p, o) for s, p, o in g if str(p).startswith(str(KG)) and isinstance(o, URIRef)
                 and str(s).endswith(tuple("abcdefghijklmnopqrstuvwxyz0123456789")) and "/entity/" in str(s)
                 and "/entity/" in str(o)]
    assert relations
    for s, p, o in relations:
        statements = [st for st in g.subjects(RDF.subject, s)
                      if (st, RDF.predicate, p) in g and (st, RDF.object, o) in g
                      and (st, RDF.type, RDF.Statement) in g]
        assert statements, (s, p, o)
        st = statements[0]
        assert g.value(st, PROV.wasDerivedFrom) is not None
        assert g.value(st, KG.sentence) is not None
        assert int(g.value(st, KG.charStart)) < int(g.value(st, KG.charEnd))
        assert 0 <= float(g.value(st, KG.confidence)) <= 1
        assert str(g.value(st, KG.extractor))


def test_entities_typed_labelled_with_aliases(seed_out):
    g = Graph().parse(seed_out / "graph.ttl", format="turtle")
    israel = next(s for s, o in g.subject_objects(RDFS.label) if str(o) == "Scott Israel")
    assert (israel, RDF.type, SCHEMA.Person) in g
    assert "Israel" in {str(a) for a in g.objects(israel, SKOS.altLabel)}
    assert int(g.value(israel, KG.mentionCount)) > 5


def test_turtle_is_deterministic(tmp_path, seed_graph):
    seed_graph.write_turtle(tmp_path / "a.ttl")
    again = kg.build([SEEDS])
    again.write_turtle(tmp_path / "b.ttl")
    assert (tmp_path / "a.ttl").read_bytes() == (tmp_path / "b.ttl").read_bytes()


def test_base_iri_is_configurable(tmp_path):
    g = kg.extract("Police Chief Ben Hart of the Brantwick Police Department spoke.",
                   base="http://example.org/news/")
    g.write_turtle(tmp_path / "g.ttl")
    parsed = Graph().parse(tmp_path / "g.ttl", format="turtle")
    assert any(str(s).startswith("http://example.org/news/entity/") for s in parsed.subjects(RDFS.label, None))


def test_role_status_on_fact_and_evidence():
    graph = kg.extract("Mike Lee, the former chief executive of Acme Corp, said so.")
    g = graph.rdf
    facts = list(g.subjects(KG.status, KG.Former))
    fact = next(f for f in facts if (f, RDF.type, KG.Fact) in g)
    assert g.value(fact, RDF.predicate) == KG.leads
    evidence = g.value(fact, KG.evidence)
    assert g.value(evidence, KG.status) == KG.Former
    assert str(g.value(evidence, KG.roleTitle)) == "chief executive"
    assert (KG.Former, RDF.type, KG.RelationStatus) in kg.export.rdf.ontology()

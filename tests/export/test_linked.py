"""N-Triples and JSON-LD exports: the same triples as graph.ttl, in rdflib and in pyoxigraph."""

from __future__ import annotations

import gzip
import json

import pyoxigraph
from rdflib import Graph

from kg.export.jsonld import context, jsonld_bytes
from kg.export.ntriples import ntriples_bytes


def _turtle(out) -> Graph:
    return Graph().parse(out / "graph.ttl", format="turtle")


def test_ntriples_parse_to_the_triples_of_turtle(seed_formats_out):
    data = (seed_formats_out / "graph.nt").read_bytes()
    turtle = _turtle(seed_formats_out)
    store = pyoxigraph.Store()
    store.load(data, format=pyoxigraph.RdfFormat.N_TRIPLES)
    parsed = Graph().parse(data=data, format="nt")
    assert len(parsed) == len(store) == len(turtle) > 100
    assert set(parsed) == set(turtle)


def test_ntriples_are_sorted_lines_and_gzip_holds_the_same(seed_formats_out):
    data = (seed_formats_out / "graph.nt").read_bytes()
    lines = data.splitlines()
    assert lines == sorted(set(lines))
    assert all(line.endswith(b" .") for line in lines)
    assert gzip.decompress((seed_formats_out / "graph.nt.gz").read_bytes()) == data


def test_jsonld_expands_to_the_triples_of_turtle(seed_formats_out):
    data = gzip.decompress((seed_formats_out / "graph.jsonld.gz").read_bytes())
    turtle = _turtle(seed_formats_out)
    store = pyoxigraph.Store()
    store.load(data, format=pyoxigraph.RdfFormat.JSON_LD)
    parsed = Graph().parse(data=data, format="json-ld")
    assert len(parsed) == len(store) == len(turtle)
    assert set(parsed) == set(turtle)


def test_jsonld_uses_the_context_file_written_beside_it(seed_formats_out, seed_graph):
    document = json.loads(gzip.decompress((seed_formats_out / "graph.jsonld.gz").read_bytes()))
    written = json.loads((seed_formats_out / "context.jsonld").read_text(encoding="utf-8"))
    assert document["@context"] == written["@context"] == context(seed_graph.base)["@context"]
    assert written["@context"]["employedBy"] == {"@id": "kg:employedBy", "@type": "@id"}
    person = next(node for node in document["@graph"] if node.get("label") == "Scot Peterson")
    assert person["@type"] == "schema:Person"
    assert person["employedBy"].startswith("entity:")


def test_rdf_serialisations_are_deterministic(seed_graph):
    from tests.conftest import SEEDS
    import kg

    again = kg.build([SEEDS])
    assert ntriples_bytes(seed_graph.rdf) == ntriples_bytes(again.rdf)
    assert jsonld_bytes(seed_graph) == jsonld_bytes(again)

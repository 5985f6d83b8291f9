"""JSON-LD export: the RDF view compacted with a context for our vocabulary.

The context (:func:`context`) names every term of ``kg/ontology.ttl`` without a prefix
(``"employedBy"``, ``"sentence"``) and binds the prefixes of the Turtle file. It is
written beside the graph as ``context.jsonld`` for other documents to reuse, and
embedded in ``graph.jsonld`` so that the file expands offline to the very triples of
``graph.ttl``. Nodes are sorted by ``@id`` and every list is sorted: the bytes are
deterministic. Written gzip-compressed when the file name ends in ``.gz``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rdflib.namespace import OWL

from kg import outputs
from kg.atomic import write_output
from kg.export.rdf import ontology
from kg.vocab import KG, RDF, RDFS, XSD, prefixes

if TYPE_CHECKING:
    from rdflib import Graph

    from kg.graph import KnowledgeGraph


#: Terms of the standard vocabularies the graph uses, named without their prefix.
STANDARD_TERMS = {
    "label": {"@id": "rdfs:label"},
    "altLabel": {"@id": "skos:altLabel"},
    "headline": {"@id": "schema:headline"},
    "url": {"@id": "schema:url", "@type": "@id"},
    "datePublished": {"@id": "schema:datePublished", "@type": "xsd:date"},
    "author": {"@id": "schema:author"},
    "publisher": {"@id": "schema:publisher"},
    "inLanguage": {"@id": "schema:inLanguage"},
    "wasDerivedFrom": {"@id": "prov:wasDerivedFrom", "@type": "@id"},
    "subject": {"@id": "rdf:subject", "@type": "@id"},
    "predicate": {"@id": "rdf:predicate", "@type": "@id"},
    "object": {"@id": "rdf:object", "@type": "@id"},
}


def context(base: str) -> dict[str, Any]:
    """The JSON-LD context of a graph minted under ``base``: prefixes, standard terms, our ontology's terms."""
    terms: dict[str, Any] = {**prefixes(base), **STANDARD_TERMS}
    onto = ontology()
    for kind in (OWL.ObjectProperty, OWL.DatatypeProperty):
        for prop in onto.subjects(RDF.type, kind):
            if not str(prop).startswith(str(KG)):
                continue
            name = str(prop)[len(str(KG)):]
            term: dict[str, str] = {"@id": f"kg:{name}"}
            if kind == OWL.ObjectProperty:
                term["@type"] = "@id"
            elif (prop, RDFS.range, XSD.decimal) in onto:
                term["@type"] = "xsd:decimal"
            terms[name] = term
    return {"@context": dict(sorted(terms.items()))}


def _sorted(value: Any) -> Any:
    """The same JSON value with every list sorted (by its canonical text) and keys sorted on output."""
    if isinstance(value, dict):
        return {key: _sorted(item) for key, item in value.items()}
    if isinstance(value, list):
        return sorted((_sorted(item) for item in value), key=lambda item: json.dumps(item, sort_keys=True))
    return value


def jsonld_data(graph: Graph, base: str) -> dict[str, Any]:
    """The compacted JSON-LD document of an rdflib graph, context embedded, nodes sorted by ``@id``."""
    ctx = context(base)["@context"]
    data = json.loads(graph.serialize(format="json-ld", context=ctx))
    nodes = data.get("@graph", [data] if "@id" in data else [])
    nodes = [{key: value for key, value in node.items() if key != "@context"} for node in nodes]
    return {"@context": ctx, "@graph": sorted((_sorted(node) for node in nodes), key=lambda node: node["@id"])}


def jsonld_bytes(kg: KnowledgeGraph) -> bytes:
    """The JSON-LD document of a knowledge graph, deterministic UTF-8 bytes."""
    text = json.dumps(jsonld_data(kg.rdf, kg.base), ensure_ascii=False, sort_keys=True, indent=1)
    return (text + "\n").encode("utf-8")


def write_jsonld(kg: KnowledgeGraph, path: str | Path) -> None:
    """Write the RDF view of a knowledge graph as JSON-LD, and ``context.jsonld`` beside it, atomically."""
    write_output(path, jsonld_bytes(kg))
    write_context(kg.base, Path(path).parent / outputs.JSONLD_CONTEXT)


def write_context(base: str, path: str | Path) -> None:
    """Write the JSON-LD context of our vocabulary (for a graph minted under ``base``), atomically."""
    write_output(path, (json.dumps(context(base), indent=1, sort_keys=True) + "\n").encode("utf-8"))

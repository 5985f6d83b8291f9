"""SPARQL over the RDF view; parameters are bound as RDF terms, never pasted into text."""

from __future__ import annotations

from rdflib import Graph, Literal, URIRef
from rdflib.query import Result


def as_term(value):
    """An RDF term for a Python value: IRIs for ``http(s)://...`` strings, literals otherwise."""
    if isinstance(value, (URIRef, Literal)):
        return value
    if isinstance(value, str) and value.startswith(("http://", "https://", "urn:")):
        return URIRef(value)
    return Literal(value)


def run_query(graph: Graph, sparql: str, bindings: dict | None = None) -> Result:
    """Run a SPARQL query with ``initBindings``.

    Args:
        graph: The rdflib graph.
        sparql: Query text.
        bindings: Variable name (without ``?``) -> value.
    """
    init = {name: as_term(value) for name, value in (bindings or {}).items()}
    return graph.query(sparql, initBindings=init)

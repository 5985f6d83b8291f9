"""Terms between rdflib and Oxigraph: the RDF view is made with rdflib terms, Oxigraph serialises and queries."""

from __future__ import annotations

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef

from kg.vocab import XSD

_XSD_STRING = str(XSD.string)


def to_oxigraph(term: URIRef | Literal | BNode) -> ox.NamedNode | ox.Literal | ox.BlankNode:
    """The pyoxigraph term of an rdflib term."""
    if isinstance(term, URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, BNode):
        return ox.BlankNode(str(term))
    if term.language:
        return ox.Literal(str(term), language=term.language)
    return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype or XSD.string)))


def from_oxigraph(term) -> URIRef | Literal | BNode | None:
    """The rdflib term of a pyoxigraph term (plain strings become untyped literals, as rdflib reads them)."""
    if term is None:
        return None
    if isinstance(term, ox.NamedNode):
        return URIRef(term.value)
    if isinstance(term, ox.BlankNode):
        return BNode(term.value)
    if term.language:
        return Literal(term.value, lang=term.language)
    datatype = term.datatype.value
    return Literal(term.value) if datatype == _XSD_STRING else Literal(term.value, datatype=URIRef(datatype))

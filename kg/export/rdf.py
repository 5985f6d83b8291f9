"""RDF export: the graph as rdflib triples, Turtle on disk, and the shipped ontology."""

from __future__ import annotations

from decimal import Decimal
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import pyoxigraph as ox
from rdflib import Graph, Literal, URIRef

from kg.atomic import atomic_write
from kg.export.terms import to_oxigraph
from kg.vocab import (
    DEFAULT_BASE,
    KG,
    KG_CLASS,
    PROV,
    RDF,
    RDFS,
    SCHEMA,
    SCHEMA_CLASS,
    SKOS,
    TYPED_PREDICATES,
    XSD,
    claim_iri,
    document_iri,
    entity_iri,
    fact_iri,
    merge_iri,
    predicate_iri,
    prefixes,
    statement_iri,
    status_iri,
    web_iri,
)
from kg.webpage import iso_date
from kg.xmltext import xml_safe

if TYPE_CHECKING:
    from kg.graph import KnowledgeGraph
    from kg.records import Claim, Document, Entity, Fact, Relation


def bind_prefixes(graph: Graph, base: str) -> Graph:
    """Bind the prefixes every exported graph uses."""
    for prefix, ns in prefixes(base).items():
        graph.bind(prefix, ns, override=True, replace=True)
    return graph


def _rounded(value: float) -> Decimal:
    """A confidence as written: four decimals at most."""
    return Decimal(str(round(value, 4)))


class _Triples(list):
    """Triples in the order they are made, filled through rdflib ``Graph.add``'s name, with rdflib literals."""

    add = list.append

    @staticmethod
    def text(value: str) -> Literal:
        # Control characters are not allowed in XML and break some RDF tools.
        return Literal(xml_safe(value))

    @staticmethod
    def number(value: int | bool) -> Literal:
        return Literal(value)

    @staticmethod
    def decimal(value: float) -> Literal:
        return Literal(_rounded(value), datatype=XSD.decimal)

    @staticmethod
    def date(value: str) -> Literal:
        return Literal(value, datatype=XSD.date)


class _OxigraphTriples(_Triples):
    """:class:`_Triples` with Oxigraph literals, for the Turtle writer: the same lexical forms and
    datatypes, made without rdflib's literal machinery (most of the export's time)."""

    @staticmethod
    def text(value: str) -> ox.Literal:
        return ox.Literal(xml_safe(value))

    @staticmethod
    def number(value: int | bool) -> ox.Literal:
        if isinstance(value, bool):
            return ox.Literal("true" if value else "false", datatype=_OX_BOOLEAN)
        return ox.Literal(str(value), datatype=_OX_INTEGER)

    @staticmethod
    def decimal(value: float) -> ox.Literal:
        return ox.Literal(str(_rounded(value)), datatype=_OX_DECIMAL)

    @staticmethod
    def date(value: str) -> ox.Literal:
        return ox.Literal(value, datatype=_OX_DATE)


_OX_BOOLEAN, _OX_INTEGER, _OX_DECIMAL, _OX_DATE = (ox.NamedNode(str(t)) for t in (
    XSD.boolean, XSD.integer, XSD.decimal, XSD.date))


def triples(kg: KnowledgeGraph, *, base: str = DEFAULT_BASE) -> list[tuple[URIRef, URIRef, URIRef | Literal]]:
    """Every triple of the RDF view of a knowledge graph (some more than once), as rdflib terms.

    Entities are typed with schema.org classes and labelled; relations are direct
    triples between entity IRIs, each with a ``kg:Fact`` node carrying its support
    and one ``kg:Evidence`` (an ``rdf:Statement``) per supporting sentence.
    """
    return _fill(_Triples(), kg, base)


def _fill(g: _Triples, kg: KnowledgeGraph, base: str) -> _Triples:
    """:func:`triples` into ``g``, whose class makes the literals."""
    for doc in kg.documents:
        _add_document(g, doc, base)
    iri = {e.id: entity_iri(base, e.id) for e in kg.entities}
    for e in kg.entities:
        _add_entity(g, e, iri[e.id], base)
    for f in kg.facts:
        spo = (iri[f.subject], predicate_iri(f.predicate), iri[f.object])
        fact = _add_fact(g, f, spo, base)
        for ev in f.evidence:
            node = _add_evidence(g, f, ev, (fact, spo), base)
            claim = kg.claim_of(ev)
            if claim is not None:
                g.add((node, KG.attribution, claim_iri(base, claim.id)))
    for claim in kg.claims:
        _add_claim(g, claim, iri, base)
    return g


def to_rdf(kg: KnowledgeGraph, *, base: str = DEFAULT_BASE) -> Graph:
    """The RDF view of a knowledge graph as an rdflib graph (:func:`triples`, prefixes bound)."""
    g = bind_prefixes(Graph(), base)
    g.addN((s, p, o, g) for s, p, o in triples(kg, base=base))
    return g


def _add_document(g: _Triples, doc: Document, base: str) -> None:
    """A source document: a ``schema:NewsArticle`` and ``prov:Entity`` with its metadata."""
    d = document_iri(base, doc.id)
    g.add((d, RDF.type, SCHEMA.NewsArticle))
    g.add((d, RDF.type, PROV.Entity))
    g.add((d, KG.documentId, g.text(doc.id)))
    g.add((d, KG.sourcePath, g.text(doc.source)))
    if doc.title:
        g.add((d, SCHEMA.headline, g.text(doc.title)))
    if url := web_iri(doc.url):
        g.add((d, SCHEMA.url, url))
    if doc.date and iso_date(doc.date) == doc.date:
        g.add((d, SCHEMA.datePublished, g.date(doc.date)))
    for author in doc.authors:
        g.add((d, SCHEMA.author, g.text(author)))
    if doc.site:
        g.add((d, SCHEMA.publisher, g.text(doc.site)))
    if doc.language:
        g.add((d, SCHEMA.inLanguage, g.text(doc.language)))


def _add_entity(g: _Triples, e: Entity, node: URIRef, base: str) -> None:
    """An entity: its schema.org class, label, aliases, titles, mention count and documents."""
    g.add((node, RDF.type, SCHEMA_CLASS[e.type]))
    if e.type in KG_CLASS:
        g.add((node, RDF.type, KG_CLASS[e.type]))
    g.add((node, RDFS.label, g.text(e.label)))
    for alias in e.aliases:
        g.add((node, SKOS.altLabel, g.text(alias)))
    for title in e.titles:
        g.add((node, KG.hasTitle, g.text(title)))
    g.add((node, KG.mentionCount, g.number(e.mentions)))
    for doc_id in e.documents:
        g.add((node, KG.mentionedIn, document_iri(base, doc_id)))
    for m in e.merges:
        merge = merge_iri(base, e.id, m)
        g.add((node, KG.merge, merge))
        g.add((merge, RDF.type, KG.Merge))
        g.add((merge, KG.mergeRule, g.text(m.rule)))
        g.add((merge, KG.mergedName, g.text(m.name)))
        g.add((merge, KG.mergeEvidence, g.text(m.evidence)))


def _add_fact(g: _Triples, f: Fact, spo: tuple[URIRef, URIRef, URIRef], base: str) -> URIRef:
    """The direct triple of a fact and its ``kg:Fact`` node (support counts, confidence, status); the node."""
    s, p, o = spo
    g.add((s, p, o))
    if f.predicate not in TYPED_PREDICATES:
        g.add((p, RDFS.subPropertyOf, KG.openRelation))
    fact = fact_iri(base, f)
    g.add((fact, RDF.type, KG.Fact))
    g.add((fact, RDF.subject, s))
    g.add((fact, RDF.predicate, p))
    g.add((fact, RDF.object, o))
    g.add((fact, KG.confidence, g.decimal(f.confidence)))
    g.add((fact, KG.documentCount, g.number(len(f.documents))))
    g.add((fact, KG.evidenceCount, g.number(len(f.evidence))))
    g.add((fact, KG.status, status_iri(f.status)))
    return fact


def _add_evidence(g: _Triples, f: Fact, ev: Relation, nodes: tuple[URIRef, tuple[URIRef, URIRef, URIRef]],
                  base: str) -> URIRef:
    """One supporting sentence of a fact: a ``kg:Evidence`` statement with its provenance; its node.

    ``nodes`` are the fact's node and its (subject, predicate, object) IRIs.
    """
    fact, (s, p, o) = nodes
    node = statement_iri(base, f, ev)
    g.add((fact, KG.evidence, node))
    g.add((node, RDF.type, RDF.Statement))
    g.add((node, RDF.type, KG.Evidence))
    g.add((node, RDF.subject, s))
    g.add((node, RDF.predicate, p))
    g.add((node, RDF.object, o))
    g.add((node, PROV.wasDerivedFrom, document_iri(base, ev.subject.doc_id)))
    g.add((node, KG.sentence, g.text(ev.sentence.text)))
    g.add((node, KG.charStart, g.number(ev.sentence.start)))
    g.add((node, KG.charEnd, g.number(ev.sentence.end)))
    g.add((node, KG.subjectText, g.text(ev.subject.text)))
    g.add((node, KG.objectText, g.text(ev.object.text)))
    g.add((node, KG.confidence, g.decimal(ev.confidence)))
    g.add((node, KG.extractor, g.text(ev.extractor)))
    g.add((node, KG.status, status_iri(ev.status)))
    if ev.title:
        g.add((node, KG.roleTitle, g.text(ev.title)))
    return node


def _add_claim(g: _Triples, claim: Claim, iri: dict, base: str) -> None:
    """A claim: a ``kg:Attribution`` (and ``schema:Quotation`` when quoted) attributed to its speaker."""
    node = claim_iri(base, claim.id)
    g.add((node, RDF.type, KG.Attribution))
    if claim.direct:
        g.add((node, RDF.type, SCHEMA.Quotation))
    if claim.speaker is not None:
        g.add((node, PROV.wasAttributedTo, iri[claim.speaker]))
        if claim.direct:
            g.add((node, SCHEMA.spokenByCharacter, iri[claim.speaker]))
    for about in claim.about:
        g.add((node, SCHEMA.about, iri[about]))
    g.add((node, KG.claimId, g.text(claim.id)))
    g.add((node, PROV.wasDerivedFrom, document_iri(base, claim.document)))
    g.add((node, KG.direct, g.number(claim.direct)))
    g.add((node, KG.hedged, g.number(claim.hedged)))
    # The content, the cue and the words naming the source: each verbatim, with its offsets.
    for words, start, end, (p_words, p_start, p_end) in (
            (claim.content, claim.start, claim.end, (SCHEMA.text, KG.contentStart, KG.contentEnd)),
            (claim.cue, claim.cue_start, claim.cue_end, (KG.cue, KG.cueStart, KG.cueEnd)),
            (claim.source_text, claim.source_start, claim.source_end, (KG.sourceText, KG.sourceStart, KG.sourceEnd))):
        g.add((node, p_words, g.text(words)))
        g.add((node, p_start, g.number(start)))
        g.add((node, p_end, g.number(end)))
    g.add((node, KG.statedIn, g.text(claim.sentence)))
    if claim.date:
        g.add((node, SCHEMA.dateCreated, g.text(claim.date)))


def turtle_bytes(kg: KnowledgeGraph, *, base: str = DEFAULT_BASE) -> bytes:
    """Turtle of a knowledge graph: its triples sorted, grouped by subject and predicate, written by
    Oxigraph (rdflib's serialiser took longer than the whole extraction of a corpus)."""
    iri = cache(to_oxigraph)  # the same IRIs recur on every line

    def term(t):
        return t if isinstance(t, ox.Literal) else iri(t)

    # Made in a fixed order from sorted records; grouped by subject (a stable sort keeps that order within one).
    rows = sorted(dict.fromkeys(_fill(_OxigraphTriples(), kg, base)), key=lambda t: t[0])
    return ox.serialize((ox.Triple(iri(s), iri(p), term(o)) for s, p, o in rows), format=ox.RdfFormat.TURTLE,
                        prefixes=prefixes(base))


def write_turtle(kg: KnowledgeGraph, path: str | Path, *, base: str = DEFAULT_BASE) -> None:
    """Write a knowledge graph as Turtle, atomically."""
    atomic_write(path, turtle_bytes(kg, base=base))


def ontology() -> Graph:
    """The shipped ontology (``kg/ontology.ttl``) as an rdflib graph."""
    text = resources.files("kg").joinpath("ontology.ttl").read_text(encoding="utf-8")
    return Graph().parse(data=text, format="turtle")


def write_ontology(path: str | Path) -> None:
    """Copy the shipped ontology to ``path``, atomically."""
    atomic_write(path, resources.files("kg").joinpath("ontology.ttl").read_bytes())

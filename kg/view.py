"""A read-only view of a knowledge graph for people: entities, relations and their evidence.

The HTML page and ``kg show`` work from a :class:`GraphView`, made either from a
freshly built :class:`~kg.graph.KnowledgeGraph`, or from an exported ``graph.json``
or ``graph.ttl`` (read back with rdflib), so they also work on a graph built
earlier. Every way gives the same view: entity types are the schema.org class
names the Turtle carries.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

import networkx as nx
from rdflib import Graph, URIRef

from kg import outputs
from kg.export.json import FORMAT as JSON_FORMAT
from kg.metrics import Analysis, analyse
from kg.records import Claim, Entity, Evidence, InputError, Merge
from kg.vocab import KG, KG_CLASS, PROV, RDF, RDFS, SCHEMA, SCHEMA_CLASS, SKOS, status_of, web_iri
from kg.webpage import iso_date

if TYPE_CHECKING:
    from kg.graph import KnowledgeGraph

#: The files a graph directory is read from, in order of preference.
GRAPH_FILES = outputs.READABLE
#: The type name of each class an entity is written with; a type with a class of our own
#: (Facility) is named by it, since its schema.org class (Place) is shared.
_CLASS_NAME = {**{cls: str(cls)[len(str(SCHEMA)):] for cls in SCHEMA_CLASS.values()},
               **{cls: entity_type for entity_type, cls in KG_CLASS.items()}}


@dataclass(frozen=True)
class Edge:
    """A relation between two entities with the sentences that support it.

    Attributes:
        subject: Subject entity id.
        predicate: Local name of the predicate.
        object: Object entity id.
        confidence: Combined confidence of the evidence.
        evidence: Supporting sentences, sorted by document and offset.
    """

    subject: str
    predicate: str
    object: str
    confidence: float
    evidence: tuple[Evidence, ...]

    @property
    def weight(self) -> int:
        """Number of supporting sentences."""
        return len(self.evidence)

    @property
    def documents(self) -> tuple[str, ...]:
        """Ids of the documents that state the relation."""
        return tuple(sorted({ev.document for ev in self.evidence}))


@dataclass(frozen=True)
class Publication:
    """Where and when a document was published, as the Turtle states it (empty when unknown)."""

    date: str = ""
    site: str = ""
    url: str = ""


def publication(date: str, site: str, url: str) -> Publication:
    """A publication with an ISO date and an http(s) URL only, as :mod:`kg.export.rdf` writes them."""
    return Publication(date=date if iso_date(date) == date else "", site=site, url=str(web_iri(url) or ""))


@dataclass(frozen=True)
class GraphView:
    """Entities, relations with evidence, and document titles.

    Attributes:
        entities: Entities sorted by id; ``type`` is a schema.org class name.
        edges: Relations sorted by (subject, predicate, object).
        titles: Document id -> headline (empty when unknown).
        published: Document id -> its publication, for the documents with one.
        claims: Who said what, sorted by document and offset.
    """

    entities: tuple[Entity, ...]
    edges: tuple[Edge, ...]
    titles: dict[str, str] = field(default_factory=dict)
    published: dict[str, Publication] = field(default_factory=dict)
    claims: tuple[Claim, ...] = ()

    def said_by(self, entity_id: str) -> list[Claim]:
        """What an entity said."""
        return [c for c in self.claims if c.speaker == entity_id]

    def said_about(self, entity_id: str) -> list[Claim]:
        """What was said about an entity (by anyone, anonymous sources included)."""
        return [c for c in self.claims if entity_id in c.about]

    @cached_property
    def nx(self) -> nx.MultiDiGraph:
        """Entities as nodes and relations as edges weighted by their support, for :mod:`kg.metrics`."""
        g = nx.MultiDiGraph()
        g.add_nodes_from(e.id for e in self.entities)
        for edge in self.edges:
            g.add_edge(edge.subject, edge.object, key=edge.predicate, weight=edge.weight)
        return g

    @cached_property
    def analysis(self) -> Analysis:
        """Metrics, ranking and layout with the default limit and seed, shared by the exports."""
        return analyse(self.nx, self.entities)

    def find(self, name: str) -> list[Entity]:
        """Entities called ``name``: the ones whose label matches, else whose alias or id does (any case)."""
        wanted = name.strip().casefold()
        by_label = [e for e in self.entities if e.label.casefold() == wanted]
        return by_label or [e for e in self.entities
                            if wanted == e.id or wanted in (a.casefold() for a in e.aliases)]


def _evidence_key(ev: Evidence) -> tuple:
    return ev.document, ev.start, ev.end, ev.subject_text, ev.object_text, ev.extractor, ev.confidence, ev.attribution


def _class_name(entity_type: str) -> str:
    return _CLASS_NAME[KG_CLASS.get(entity_type) or SCHEMA_CLASS[entity_type]]


def from_graph(kg: KnowledgeGraph) -> GraphView:
    """The view of a freshly built knowledge graph."""
    entities = tuple(replace(e, type=_class_name(e.type)) for e in kg.entities)
    edges = tuple(sorted((Edge(
        subject=f.subject, predicate=f.predicate, object=f.object, confidence=f.confidence,
        # Rounded as in the Turtle, so a view read back from disk is equal.
        evidence=tuple(sorted((replace(ev, confidence=round(ev.confidence, 4)) for ev in kg.evidence(f)),
                              key=_evidence_key)),
    ) for f in kg.facts), key=lambda e: (e.subject, e.predicate, e.object)))
    return GraphView(entities=entities, edges=edges, titles={d.id: d.title for d in kg.documents},
                     published=_known({d.id: publication(d.date, d.site, d.url) for d in kg.documents}),
                     claims=kg.claims)


def _known(published: dict[str, Publication]) -> dict[str, Publication]:
    return {doc: p for doc, p in published.items() if p != Publication()}


def _local(iri: URIRef) -> str:
    # Entity IRIs end in a slug, which never contains '/'.
    return str(iri).rsplit("/", 1)[-1]


def _entity_of(g: Graph, node, doc_id: dict) -> Entity:
    """The entity of an entity node of the RDF graph."""
    classes = set(g.objects(node, RDF.type))
    own = [_CLASS_NAME[t] for t in classes if t in KG_CLASS.values()]
    types = own or [_CLASS_NAME[t] for t in classes if t in _CLASS_NAME]
    return Entity(
        id=_local(node), label=str(g.value(node, RDFS.label)), type=min(types, default="Thing"),
        aliases=tuple(sorted(str(a) for a in g.objects(node, SKOS.altLabel))),
        titles=tuple(sorted(str(t) for t in g.objects(node, KG.hasTitle))),
        mentions=int(g.value(node, KG.mentionCount).toPython()),
        documents=tuple(sorted(doc_id[d] for d in g.objects(node, KG.mentionedIn) if d in doc_id)),
        merges=tuple(sorted((Merge(str(g.value(m, KG.mergeRule)), str(g.value(m, KG.mergedName)),
                                   str(g.value(m, KG.mergeEvidence))) for m in g.objects(node, KG.merge)),
                            key=lambda m: (m.rule, m.name, m.evidence))),
    )


def _evidence_of(g: Graph, node, doc_id: dict, source: dict[str, str]) -> Evidence:
    """The evidence of an ``rdf:Statement`` node of the RDF graph."""
    doc = doc_id[g.value(node, PROV.wasDerivedFrom)]
    return Evidence(
        document=doc, source=source[doc], sentence=str(g.value(node, KG.sentence)),
        start=int(g.value(node, KG.charStart).toPython()), end=int(g.value(node, KG.charEnd).toPython()),
        subject_text=str(g.value(node, KG.subjectText, default="")),
        object_text=str(g.value(node, KG.objectText, default="")),
        confidence=float(g.value(node, KG.confidence).toPython()),
        extractor=str(g.value(node, KG.extractor, default="")),
        status=status_of(g.value(node, KG.status)), title=str(g.value(node, KG.roleTitle, default="")),
        **_attribution_of(g, node),
    )


def from_rdf(g: Graph) -> GraphView:
    """The view of an RDF graph written by :func:`kg.export.rdf.to_rdf`."""
    doc_id = {d: str(g.value(d, KG.documentId)) for d in g.subjects(RDF.type, SCHEMA.NewsArticle)}
    source = {doc_id[d]: str(g.value(d, KG.sourcePath, default="")) for d in doc_id}
    titles = {doc_id[d]: str(g.value(d, SCHEMA.headline, default="")) for d in doc_id}
    published = _known({doc_id[d]: publication(*(str(g.value(d, p, default="")) for p in (
        SCHEMA.datePublished, SCHEMA.publisher, SCHEMA.url))) for d in doc_id})
    entities = [_entity_of(g, node, doc_id) for node in set(g.subjects(KG.mentionCount, None))]
    edges = []
    for fact in set(g.subjects(RDF.type, KG.Fact)):
        evidence = [_evidence_of(g, node, doc_id, source) for node in g.objects(fact, KG.evidence)]
        edges.append(Edge(
            subject=_local(g.value(fact, RDF.subject)), predicate=str(g.value(fact, RDF.predicate))[len(str(KG)):],
            object=_local(g.value(fact, RDF.object)), confidence=float(g.value(fact, KG.confidence).toPython()),
            evidence=tuple(sorted(evidence, key=_evidence_key)),
        ))
    return GraphView(entities=tuple(sorted(entities, key=lambda e: e.id)),
                     edges=tuple(sorted(edges, key=lambda e: (e.subject, e.predicate, e.object))), titles=titles,
                     published=published, claims=_claims_from_rdf(g, doc_id))


def _attribution_of(g: Graph, evidence: URIRef) -> dict:
    """The ``attribution`` and ``hedged`` fields of an evidence node."""
    claim = g.value(evidence, KG.attribution)
    if claim is None:
        return {}
    return {"attribution": str(g.value(claim, KG.claimId)), "hedged": bool(g.value(claim, KG.hedged).toPython())}


def _claims_from_rdf(g: Graph, doc_id: dict) -> tuple[Claim, ...]:
    date = {doc_id[d]: str(g.value(d, SCHEMA.datePublished, default="")) for d in doc_id}
    claims = []
    for node in set(g.subjects(RDF.type, KG.Attribution)):
        value = lambda p: g.value(node, p).toPython()  # noqa: E731
        speaker = g.value(node, PROV.wasAttributedTo)
        document = doc_id[g.value(node, PROV.wasDerivedFrom)]
        claims.append(Claim(
            id=str(value(KG.claimId)), document=document, date=date[document],
            speaker=_local(speaker) if speaker is not None else None,
            about=tuple(sorted(_local(a) for a in g.objects(node, SCHEMA.about))),
            start=value(KG.contentStart), end=value(KG.contentEnd), content=str(value(SCHEMA.text)),
            direct=bool(value(KG.direct)), hedged=bool(value(KG.hedged)), cue=str(value(KG.cue)),
            cue_start=value(KG.cueStart), cue_end=value(KG.cueEnd), source_text=str(value(KG.sourceText)),
            source_start=value(KG.sourceStart), source_end=value(KG.sourceEnd), sentence=str(value(KG.statedIn)),
        ))
    return tuple(sorted(claims, key=lambda c: (c.document, c.start, c.end)))


def from_json(data: dict) -> GraphView:
    """The view of the data of a ``graph.json`` written by :mod:`kg.export.json`."""
    if data.get("format") != JSON_FORMAT:
        raise ValueError(f"format is {data.get('format')!r}, not {JSON_FORMAT!r}")
    entities = tuple(sorted((Entity(
        id=e["id"], label=e["label"], type=_class_name(e["type"]), aliases=tuple(e["aliases"]),
        titles=tuple(e["titles"]), mentions=e["mentions"], documents=tuple(e["documents"]),
        merges=tuple(Merge(**m) for m in e.get("merges", ())),
    ) for e in data["entities"]), key=lambda e: e.id))
    edges = tuple(sorted((Edge(
        subject=f["subject"], predicate=f["predicate"], object=f["object"], confidence=f["confidence"],
        evidence=tuple(sorted((Evidence(**{**ev, "confidence": round(ev["confidence"], 4)}) for ev in f["evidence"]),
                              key=_evidence_key)),
    ) for f in data["facts"]), key=lambda e: (e.subject, e.predicate, e.object)))
    published = _known({d["id"]: publication(d.get("date", ""), d.get("site", ""), d.get("url", ""))
                        for d in data["documents"]})
    names = [f.name for f in fields(Claim)]
    claims = tuple(Claim(**{**{n: c[n] for n in names}, "about": tuple(c["about"])})
                   for c in data.get("attributions", ()))
    return GraphView(entities=entities, edges=edges, titles={d["id"]: d["title"] for d in data["documents"]},
                     published=published, claims=claims)


def _graph_file(path: Path) -> Path:
    """The file to read for ``path``: itself, or in a directory graph.json (faster) else graph.ttl."""
    if not path.is_dir():
        return path
    return next((path / name for name in GRAPH_FILES if (path / name).is_file()), path / GRAPH_FILES[-1])


def read_view(path: str | Path) -> GraphView:
    """Read the view of an exported graph: an output directory, its ``graph.json`` or its ``graph.ttl``.

    Raises:
        InputError: With one line naming the file and the reason when it cannot be read.
    """
    file = _graph_file(Path(path))
    if not file.is_file():
        raise InputError(f"{file}: no such graph file (give an output directory of 'kg build', "
                         f"its graph.json or its graph.ttl)")
    is_json = file.suffix.lower() == ".json"
    try:
        if is_json:
            data = json.loads(file.read_text(encoding="utf-8"))
        else:
            g = Graph().parse(file, format="turtle")
    except Exception as err:  # rdflib and json raise many kinds of parse errors
        reason = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise InputError(f"{file}: not a readable {'JSON' if is_json else 'Turtle'} graph: {reason}") from None
    try:
        return from_json(data) if is_json else from_rdf(g)
    except (KeyError, AttributeError, TypeError, ValueError) as err:
        raise InputError(f"{file}: not a graph written by 'kg build' ({type(err).__name__}: {err})") from None

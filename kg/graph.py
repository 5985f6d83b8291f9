"""Stage 7: graph assembly. Resolved entities and facts become a :class:`KnowledgeGraph`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import networkx as nx

from kg.claims import ClaimIndex, resolve_claims
from kg.records import Claim, DocResult, Document, Entity, Evidence, Fact, Problem, Relation
from kg.registry import get_resolver
from kg.resolve import facts as aggregate_facts
from kg.vocab import DEFAULT_BASE


@dataclass
class KnowledgeGraph:
    """The knowledge graph of a corpus: records, and networkx / rdflib views of them.

    Attributes:
        documents: Source documents (text included), sorted by id.
        entities: Resolved entities, sorted by id.
        facts: Relations between entities with their evidence, sorted.
        problems: Input that was skipped or repaired, one :class:`~kg.records.Problem` each
            (``source``: the file, with ``:line`` for JSONL; ``reason``; ``skipped``: False
            when the input was still read, e.g. with a guessed encoding), sorted by source.
        base: Base IRI for the RDF view.
        claims: Who said what: attributions with their speakers and subjects resolved, sorted.
    """

    documents: tuple[Document, ...]
    entities: tuple[Entity, ...]
    facts: tuple[Fact, ...]
    problems: tuple[Problem, ...] = ()
    base: str = DEFAULT_BASE
    claims: tuple[Claim, ...] = ()
    _docs: dict[str, Document] = field(init=False, repr=False)
    _claim_index: ClaimIndex = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._docs = {d.id: d for d in self.documents}
        self._claim_index = ClaimIndex(self.claims)

    def claim_of(self, relation: Relation) -> Claim | None:
        """The claim a relation was read from, or None when the reporter states it."""
        return self._claim_index.of(relation)

    def claims_by(self, entity_id: str) -> list[Claim]:
        """What an entity said (claims it is the source of)."""
        return [c for c in self.claims if c.speaker == entity_id]

    def claims_about(self, entity_id: str) -> list[Claim]:
        """What was said about an entity (claims whose content names it)."""
        return [c for c in self.claims if entity_id in c.about]

    def entity(self, name: str) -> Entity | None:
        """The entity whose id, label or alias is ``name`` (case-insensitive)."""
        wanted = name.casefold()
        for e in self.entities:
            if wanted in (e.id.casefold(), e.label.casefold(), *(a.casefold() for a in e.aliases)):
                return e
        return None

    def evidence(self, fact: Fact) -> list[Evidence]:
        """The evidence records of a fact: document, verbatim sentence, offsets, and the claim it was read from."""
        found = []
        for r in fact.evidence:
            claim = self.claim_of(r)
            found.append(Evidence(
                document=r.subject.doc_id, source=self._docs[r.subject.doc_id].source,
                sentence=r.sentence.text, start=r.sentence.start, end=r.sentence.end,
                subject_text=r.subject.text, object_text=r.object.text,
                confidence=r.confidence, extractor=r.extractor, status=r.status, title=r.title,
                attribution=claim.id if claim else "", hedged=bool(claim and claim.hedged),
            ))
        return found

    @cached_property
    def nx(self) -> nx.MultiDiGraph:
        """The networkx view: entities as nodes, facts as edges keyed by predicate."""
        g = nx.MultiDiGraph()
        for e in self.entities:
            g.add_node(e.id, label=e.label, type=e.type, aliases=list(e.aliases), titles=list(e.titles),
                       mentions=e.mentions, documents=list(e.documents))
        for f in self.facts:
            g.add_edge(f.subject, f.object, key=f.predicate, predicate=f.predicate, weight=len(f.evidence),
                       confidence=f.confidence, status=f.status, documents=list(f.documents),
                       evidence=self.evidence(f))
        return g

    @cached_property
    def view(self):
        """The :class:`~kg.view.GraphView` the GraphML and HTML exports read, so that
        metrics and layout are computed once for both."""
        from kg.view import from_graph

        return from_graph(self)

    @cached_property
    def rdf(self):
        """The rdflib view (an ``rdflib.Graph``), built on first use."""
        from kg.export.rdf import to_rdf

        return to_rdf(self, base=self.base)

    def write_turtle(self, path: str | Path) -> None:
        """Write the RDF view as Turtle (atomically, deterministically)."""
        from kg.export.rdf import write_turtle

        write_turtle(self, path, base=self.base)

    def write_graphml(self, path: str | Path) -> None:
        """Write the Gephi-ready GraphML view (atomically, deterministically)."""
        from kg.export.graphml import write_graphml

        write_graphml(self, path)

    def write_json(self, path: str | Path) -> None:
        """Write entities, facts with evidence, document metadata and problems as JSON (atomically)."""
        from kg.export.json import write_json

        write_json(self, path)

    def write_ntriples(self, path: str | Path) -> None:
        """Write the RDF view as sorted N-Triples (gzip if ``path`` ends in .gz)."""
        from kg.export.ntriples import write_ntriples

        write_ntriples(self, path)

    def write_jsonld(self, path: str | Path) -> None:
        """Write the RDF view as JSON-LD, with ``context.jsonld`` beside it (gzip if ``path`` ends in .gz)."""
        from kg.export.jsonld import write_jsonld

        write_jsonld(self, path)

    def write_ftm(self, path: str | Path) -> None:
        """Write FollowTheMoney entities as JSON lines (needs the ``ftm`` extra; gzip if ``path`` ends in .gz)."""
        from kg.export.ftm import write_ftm

        write_ftm(self, path)

    @cached_property
    def store(self):
        """The RDF view in an in-memory Oxigraph store (a ``pyoxigraph.Store``), built on first use."""
        from kg.query import store_of

        return store_of(self.rdf)

    def query(self, sparql: str, *, engine: str = "rdflib", **bindings):
        """Run a SPARQL query on the RDF view; keyword arguments are bound as RDF terms.

        ``engine="oxigraph"`` runs it on :attr:`store` instead of rdflib; the rows are the same.
        """
        from kg.query import ENGINES, run_query

        if engine not in ENGINES:
            raise ValueError(f"unknown engine {engine!r}; choose from {', '.join(ENGINES)}")
        return run_query(self.rdf if engine == "rdflib" else self.store, sparql, bindings)


def assemble(results: Iterable[DocResult], *, problems: Iterable[Problem] = (), resolver: str = "default",
             base: str = DEFAULT_BASE) -> KnowledgeGraph:
    """Resolve entities across documents and aggregate relations into a graph.

    Args:
        results: Per-document results (any order; they are sorted by document id).
        problems: Skipped input, kept for the summary.
        resolver: Name of a registered entity resolver.
        base: Base IRI for the RDF view.
    """
    results = sorted(results, key=lambda r: r.document.id)
    resolution = get_resolver(resolver)(results)
    return KnowledgeGraph(
        documents=tuple(r.document for r in results),
        entities=resolution.entities,
        facts=aggregate_facts(results, resolution),
        problems=tuple(problems),
        base=base,
        claims=resolve_claims(results, resolution),
    )

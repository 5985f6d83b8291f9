"""The per-document stages chained together: parsed ``Doc`` in, :class:`DocResult` out."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from spacy.tokens import Doc

from kg.coref import resolve_mentions
from kg.mentions import extract_mentions
from kg.records import Chain, DocResult, Document, Relation
from kg.relations import Extractor


def _with_implied(chains: tuple[Chain, ...], relations: tuple[Relation, ...]) -> tuple[Chain, ...]:
    """Add a chain for each relation argument that no chain holds.

    Rules may name an organisation implied by a title ("Broward Sheriff" -> "Broward
    Sheriff's Office"); it becomes an entity mention of its own.
    """
    held = {m for c in chains for m in c.mentions}
    extra = {}
    for rel in relations:
        for m in (rel.subject, rel.object):
            if m not in held and m not in extra:
                extra[m] = Chain(m.doc_id, m.label, m.type, (m,))
    return tuple(sorted((*chains, *extra.values()), key=lambda c: (c.mentions[0].start, c.name)))


def process(document: Document, doc: Doc, *, extractor: Extractor) -> DocResult:
    """Mentions, coreference and relations of one parsed document.

    Args:
        document: The source document.
        doc: Its parse.
        extractor: A relation extractor (see :mod:`kg.registry`).
    """
    chains = resolve_mentions(doc, extract_mentions(doc, doc_id=document.id), doc_id=document.id)
    relations = tuple(extractor(doc, chains))
    return DocResult(document, _with_implied(chains, relations), relations)


def process_all(parsed: Iterable[tuple[Document, Doc]], *, extractor: Extractor,
                progress: Callable[[Document], None] | None = None) -> Iterator[DocResult]:
    """Run :func:`process` over parsed documents, dropping each ``Doc`` once used."""
    for document, doc in parsed:
        yield process(document, doc, extractor=extractor)
        if progress:
            progress(document)

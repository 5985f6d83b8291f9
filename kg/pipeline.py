"""The per-document stages chained together: parsed ``Doc`` in, :class:`DocResult` out.

:func:`process_documents` is the whole per-document stage (parse, mentions,
coreference, relations) that the backends in :mod:`kg.backends` run locally, in
worker processes or on a Dask cluster; everything it needs travels in a picklable
:class:`Options`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from spacy.tokens import Doc

from kg.coref import resolve_mentions
from kg.mentions import extract_mentions
from kg.parse import DEFAULT_BATCH_SIZE, DEFAULT_MODEL, parse, pipeline
from kg import registry
from kg.records import Chain, DocResult, Document, Relation
from kg.relations import Extractor

#: The default for graphs of news (``kg build``, :func:`kg.build`): the rules, which also know
#: leadership, titles and open verbs, and state no triple a reader would reject on the seeds.
DEFAULT_EXTRACTOR = "rules"
#: The default for sentence-level typed relations (``kg extract``, ``kg eval``): the best
#: extractor on CoNLL04 dev (its conventions are CoNLL04's: "sheriff of X" lives in X).
DEFAULT_SENTENCE_EXTRACTOR = "transformer"


@dataclass(frozen=True)
class Options:
    """What decides a document's extraction (the cache key includes every field).

    Attributes:
        model: Name or path of an installed spaCy pipeline.
        extractor: Name of a registered relation extractor.
    """

    model: str = DEFAULT_MODEL
    extractor: str = DEFAULT_EXTRACTOR


@lru_cache(maxsize=4)
def extractor_for(name: str) -> Extractor:
    """The relation extractor registered under ``name``, made once per process."""
    return registry.get_extractor(name)()


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
    doc.user_data["doc_id"] = document.id  # for extractors that propose mentions of their own
    relations = tuple(extractor(doc, chains))
    return DocResult(document, _with_implied(chains, relations), relations)


def process_all(parsed: Iterable[tuple[Document, Doc]], *, extractor: Extractor,
                progress: Callable[[Document], None] | None = None) -> Iterator[DocResult]:
    """Run :func:`process` over parsed documents, dropping each ``Doc`` once used."""
    for document, doc in parsed:
        yield process(document, doc, extractor=extractor)
        if progress:
            progress(document)


def process_documents(documents: Iterable[Document], *, options: Options,
                      batch_size: int = DEFAULT_BATCH_SIZE) -> Iterator[DocResult]:
    """Parse and extract documents, streaming: parsed ``Doc`` objects live one batch at a time.

    The pipeline and the extractor are loaded on first use and kept for the process,
    so a worker that runs many chunks loads them once.
    """
    nlp = pipeline(options.model)
    yield from process_all(parse(nlp, documents, batch_size=batch_size), extractor=extractor_for(options.extractor))


def process_chunk(documents: tuple[Document, ...], *, options: Options,
                  batch_size: int = DEFAULT_BATCH_SIZE) -> list[DocResult]:
    """:func:`process_documents` of one chunk, as a list: the task a worker process runs."""
    return list(process_documents(documents, options=options, batch_size=batch_size))


def extract_documents(documents: Iterable[Document], *, extractor: str, model: str | None = None,
                      batch_size: int = 64) -> Iterator[tuple[Document, tuple[Relation, ...]]]:
    """Run the pipeline (batched parse, mentions, coreference, relations) over documents.

    Sentence-level extraction (``kg extract``, ``kg eval``): no resolution, no graph. The
    extractor is made afresh, so that a test may register a stub under any name.

    Yields:
        ``(document, relations)`` in input order.
    """
    extract_fn = registry.get_extractor(extractor)()
    parsed = parse(pipeline(model or DEFAULT_MODEL), list(documents), batch_size=batch_size)
    for result in process_all(parsed, extractor=extract_fn):
        yield result.document, result.relations

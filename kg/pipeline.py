"""The per-document stages chained together: parsed ``Doc`` in, :class:`DocResult` out.

:func:`process_documents` is the whole per-document stage (parse, mentions,
coreference, relations) that the backends in :mod:`kg.backends` run locally, in
worker processes or on a Dask cluster; everything it needs travels in a picklable
:class:`Options`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from itertools import islice
import threading

from spacy.language import Language
from spacy.tokens import Doc

from kg.attribution import extract_attributions, with_quoted_speakers
from kg.coref import resolve_mentions
from kg.entitytypes import decide_types
from kg.headlines import headline_mentions, headline_relations, mark_headline, read_headlines
from kg.mentions import extract_mentions
from kg.lexicon.gazetteers import load_all
from kg.parse import DEFAULT_BATCH_SIZE, DEFAULT_MODEL, parse, pipeline
from kg import registry
from kg.repeats import with_repeats
from kg.records import Chain, DocResult, Document, Failure, Mention, Relation
from kg.relations import Extractor
from kg.relations.heldtitles import held_titles
from kg.relations.ledetitles import lede_titles
from kg.relations.titles import role_titles
from kg.reparse import reread
from kg.townsides import town_sides
from kg.settings import Options

@lru_cache(maxsize=4)
def extractor_for(name: str) -> Extractor:
    """The relation extractor registered under ``name``, made once per process."""
    return registry.get_extractor(name)()


def _with_implied(chains: tuple[Chain, ...], mentions: Iterable[Mention]) -> tuple[Chain, ...]:
    """Add a chain for each mention (a relation argument, a speaker) that no chain holds.

    Rules may name an organisation implied by a title ("Dunmore Sheriff" -> "Dunmore
    Sheriff's Office"), attribution a speaker the tagger missed ("Mr X said"); each
    becomes an entity mention of its own.
    """
    held = {m for c in chains for m in c.mentions}
    extra = {}
    for m in mentions:
        if m not in held and m not in extra:
            extra[m] = Chain(m.doc_id, m.label, m.type, (m,))
    return tuple(sorted((*chains, *extra.values()), key=lambda c: (c.mentions[0].start, c.name)))


def process(document: Document, doc: Doc, *, extractor: Extractor, nlp: Language | None = None) -> DocResult:
    """Mentions, coreference, relations and attributions of one parsed document.

    Args:
        document: The source document.
        doc: Its parse.
        extractor: A relation extractor (see :mod:`kg.registry`).
        nlp: The pipeline that parsed ``doc``: given, a sentence whose relations the parse may have hidden is
            parsed again alone (:mod:`kg.reparse`), and a title-case headline in sentence case (:mod:`kg.headlines`).

    Two writes to ``doc.user_data``: :func:`kg.headlines.mark_headline` records the headline's range
    (:data:`kg.relations.mood.HEADLINE`), where mood reads a headline's present as an event done, and the
    document's id is stored for extractors that propose mentions of their own.
    """
    readings = read_headlines(doc, nlp=nlp) if nlp is not None else ()  # a title-case headline in sentence case
    mark_headline(doc)
    mentions = headline_mentions(doc, extract_mentions(doc, doc_id=document.id), readings, doc_id=document.id)
    mentions = with_repeats(doc, decide_types(doc, mentions), doc_id=document.id)
    chains = town_sides(doc, resolve_mentions(doc, mentions, doc_id=document.id))  # a town's name for its team
    chains = role_titles(doc, chains)  # titles from role nouns, whatever the extractor
    chains = lede_titles(doc, chains)  # "The chief of Y has quit. X said": the role the story opened on
    chains = held_titles(doc, chains, doc_id=document.id)  # "the home secretary": the one the story titled so
    doc.user_data["doc_id"] = document.id  # for extractors that propose mentions of their own
    attributions = extract_attributions(doc, chains, doc_id=document.id)
    chains = with_quoted_speakers(doc, chains, attributions, doc_id=document.id)  # "I" in a quotation
    relations = tuple(extractor(doc, chains))
    if nlp is not None:
        relations = headline_relations(doc, chains, relations, readings, extractor=extractor, doc_id=document.id)
        relations += tuple(reread(doc, chains, relations, nlp=nlp, extractor=extractor, doc_id=document.id))
    held = len(chains)
    chains = _with_implied(chains, (m for rel in relations for m in (rel.subject, rel.object)))
    if len(chains) > held:  # an organisation a rule implied ("Chief executive X" of the story's firm) may speak
        attributions = extract_attributions(doc, chains, doc_id=document.id)
    read = set(chains)
    chains = _with_implied(chains, (a.speaker for a in attributions if a.speaker))
    # a speaker the tagger missed has the titles around its name too ("Tom Vale, the club chairman, said")
    chains = tuple(c if c in read else t for c, t in zip(chains, role_titles(doc, chains)))
    return DocResult(document, chains, relations, attributions)


def process_all(parsed: Iterable[tuple[Document, Doc]], *, extractor: Extractor,
                progress: Callable[[Document], None] | None = None) -> Iterator[DocResult]:
    """Run :func:`process` over parsed documents, dropping each ``Doc`` once used."""
    for document, doc in parsed:
        yield process(document, doc, extractor=extractor)
        if progress:
            progress(document)


def chunks(documents: Iterable[Document], size: int) -> Iterator[tuple[Document, ...]]:
    """Consecutive chunks of ``size`` documents (the last may be shorter)."""
    it = iter(documents)
    while chunk := tuple(islice(it, size)):
        yield chunk


def tapered_chunks(documents: list[Document], size: int, workers: int) -> Iterator[tuple[Document, ...]]:
    """Chunks of ``size`` documents, the last ``workers * size`` in chunks of a quarter of that.

    Workers take chunks in turn; small last chunks keep one from parsing a whole chunk alone
    while the others wait at the end.
    """
    tail = max(0, len(documents) - workers * size)
    yield from chunks(documents[:tail], size)
    yield from chunks(documents[tail:], max(1, size // 4))


def _failure(document: Document, stage: str, err: Exception) -> Failure:
    detail = f"{type(err).__name__}: {err}" if str(err) else type(err).__name__
    return Failure(document, f"{stage} failed ({detail}), skipped")


def _parse_isolated(nlp, chunk: tuple[Document, ...], batch_size: int) -> Iterator[tuple[Document, Doc | Failure]]:
    """The parses of one chunk; if the batch raises, each document again on its own, so that only
    the one that raises fails."""
    try:
        yield from list(parse(nlp, chunk, batch_size=batch_size))
        return
    except Exception:  # noqa: BLE001 - which document raised is found below
        pass
    for document in chunk:
        try:
            yield from parse(nlp, [document], batch_size=batch_size)
        except Exception as err:  # noqa: BLE001 - one document's failure must not stop the corpus
            yield document, _failure(document, "parse", err)


def process_documents(documents: Iterable[Document], *, options: Options,
                      batch_size: int = DEFAULT_BATCH_SIZE) -> Iterator[DocResult | Failure]:
    """Parse and extract documents, streaming: parsed ``Doc`` objects live one batch at a time.

    The pipeline and the extractor are loaded on first use and kept for the process,
    so a worker that runs many chunks loads them once. A document on which any stage
    raises gives a :class:`~kg.records.Failure` (the error in a few words) instead of a
    result, and the others go on: one document never stops a corpus.
    """
    nlp = pipeline(options.model)
    extractor = extractor_for(options.extractor)
    # The word tables load while spaCy parses the first batch (its parser releases the GIL).
    tables = threading.Thread(target=load_all, name="kg-tables", daemon=True)
    tables.start()
    for chunk in chunks(documents, batch_size):
        for document, doc in _parse_isolated(nlp, chunk, batch_size):
            tables.join()  # at once after the first time
            if isinstance(doc, Failure):
                yield doc
                continue
            try:
                yield process(document, doc, extractor=extractor, nlp=nlp)
            except Exception as err:  # noqa: BLE001 - one document's failure must not stop the corpus
                yield _failure(document, "extraction", err)


def process_chunk(documents: tuple[Document, ...], *, options: Options,
                  batch_size: int = DEFAULT_BATCH_SIZE) -> list[DocResult | Failure]:
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

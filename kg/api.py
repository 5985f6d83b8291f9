"""The Python API: ``kg.build(paths)`` for a corpus, ``kg.extract(text)`` for one text.

spaCy, the models, networkx and the exports are imported where they are first needed: a
build whose every document is cached never loads them.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from kg import registry
from kg.records import DocResult, Document, Failure, InputWarning, NoDocuments, Problem
from kg.settings import DEFAULT_BATCH_SIZE, DEFAULT_EXTRACTOR, DEFAULT_MODEL, DEFAULT_SENTENCE_EXTRACTOR, Options
from kg.vocab import DEFAULT_BASE

if TYPE_CHECKING:
    from spacy.language import Language

    from kg.cache import Cache
    from kg.graph import KnowledgeGraph

__all__ = ["DEFAULT_EXTRACTOR", "DEFAULT_SENTENCE_EXTRACTOR", "InputWarning", "NoDocuments", "build", "extract",
           "extract_all", "extract_corpus", "pipeline"]


def extract_all(documents: Iterable[Document], *, options: Options = Options(), backend: str = "local",
                workers: int = 1, scheduler: str | None = None, batch_size: int = DEFAULT_BATCH_SIZE,
                cache: Cache | None = None, on_problem: Callable[[Problem], None] | None = None,
                progress: Callable[[Document], None] | None = None,
                on_total: Callable[[int], None] | None = None) -> Iterator[DocResult]:
    """The per-document stage over a corpus: cached results first, then the rest on a backend.

    The spaCy pipeline is loaded only if some document is not in the cache. A document on
    which a stage raises is skipped (reported to ``on_problem``, never cached); the others go on.
    (Long by its argument list: its body, cached documents first, then the rest on a backend, is about
    30 lines.)

    Args:
        documents: The documents.
        options: Model and extractor.
        backend: Name of a registered backend (see :mod:`kg.backends`).
        workers: Worker processes for the backend.
        scheduler: Dask scheduler address (``dask`` backend only).
        batch_size: Documents per ``nlp.pipe`` batch (and per task).
        cache: Where results are reused from and stored to; ``None`` processes everything.
        on_problem: Called with the problem of each document that failed.
        progress: Called after each document, cached, processed or failed.
        on_total: Called with the number of documents once they are all read.

    Yields:
        One result per document, cached ones first.
    """
    # Unknown names fail before any work, without importing the backend or the extractor.
    registry.check("backends", backend)
    registry.check("extractors", options.extractor)
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    todo, served = [], 0
    for document in documents:
        hit = cache.get(document) if cache else None
        if hit is None:
            todo.append(document)
            continue
        served += 1
        yield hit
        if progress:
            progress(document)
    if on_total:
        on_total(served + len(todo))
    if not todo:
        return
    from kg.backends import get_backend

    run = get_backend(backend, workers=workers, scheduler=scheduler)
    for result in run(todo, options=options, batch_size=batch_size):
        if isinstance(result, Failure):
            if on_problem:
                on_problem(result.problem)
        else:
            if cache:
                cache.put(result)
            yield result
        if progress:
            progress(result.document)


def extract_corpus(paths: Iterable[str | Path], *, options: Options = Options(), backend: str = "local",
                   workers: int = 1, scheduler: str | None = None, batch_size: int = DEFAULT_BATCH_SIZE,
                   cache: Cache | None = None, on_problem: Callable[[Problem], None] | None = None,
                   progress: Callable[[Document], None] | None = None,
                   on_total: Callable[[int], None] | None = None) -> tuple[list[DocResult], list[Problem]]:
    """Load a corpus and run the per-document stage over it (see :func:`extract_all`).

    Once every document is done, cache entries the corpus no longer uses are deleted.

    Returns:
        The per-document results and the skipped input (sorted by source).
    """
    from kg.load import load_documents

    problems: list[Problem] = []

    def report(problem: Problem) -> None:
        problems.append(problem)
        if on_problem:
            on_problem(problem)

    def documents():
        for item in load_documents(paths):
            if isinstance(item, Problem):
                report(item)
            else:
                yield item

    results = list(extract_all(documents(), options=options, backend=backend, workers=workers,
                               scheduler=scheduler, batch_size=batch_size, cache=cache, on_problem=report,
                               progress=progress, on_total=on_total))
    if cache:
        cache.prune()
    # Failures come back in the order workers finish: sorted, the outputs do not depend on it.
    return results, sorted(problems, key=lambda p: (p.source, p.reason))


def build(paths: Iterable[str | Path], *, model: str = DEFAULT_MODEL, extractor: str = DEFAULT_EXTRACTOR,
          resolver: str = "default", base: str = DEFAULT_BASE, batch_size: int = DEFAULT_BATCH_SIZE,
          workers: int = 1, backend: str = "local", scheduler: str | None = None,
          cache: Cache | str | Path | None = None,
          on_problem: Callable[[Problem], None] | None = None,
          progress: Callable[[Document], None] | None = None) -> KnowledgeGraph:
    """Build the knowledge graph of files and directories.

    (Long by its argument list and documentation: the body is about 20 lines.)

    Args:
        paths: Files or directories of ``.txt``, ``.md``, ``.html`` and ``.jsonl`` documents.
        model: Name of an installed spaCy pipeline.
        extractor: Name of a registered relation extractor.
        resolver: Name of a registered entity resolver.
        base: Base IRI of the RDF view.
        batch_size: Documents per ``nlp.pipe`` batch.
        workers: Parallel worker processes; the graph is the same for any number. As with any
            multiprocessing where processes are spawned (no fork), a script that asks for
            more than one needs the ``if __name__ == "__main__":`` guard.
        backend: ``local`` or ``dask`` (see :mod:`kg.backends`).
        scheduler: Address of a running Dask scheduler; without it ``dask`` starts a local cluster.
        cache: A cache directory (or :class:`~kg.cache.Cache`) for incremental builds; ``None`` for none.
            Entries of documents no longer in the corpus are deleted after the build.
        on_problem: Called with each piece of input that was skipped or repaired, as it happens.
        progress: Called after each document is processed.

    Returns:
        The knowledge graph; skipped and repaired input is in its ``problems``.

    Raises:
        NoDocuments: If no document could be read (or every one failed); its ``problems`` say why.

    Warns:
        InputWarning: Once per problem (an unreadable file, a document on which a stage raised,
            a guessed encoding): ``warnings.simplefilter("ignore", kg.InputWarning)`` silences them.
    """
    from kg.cache import Cache
    from kg.graph import assemble

    options = Options(model=model, extractor=extractor)
    store = cache if isinstance(cache, Cache) or cache is None else Cache(cache, options)

    def report(problem: Problem) -> None:
        warnings.warn(str(problem), InputWarning, stacklevel=2)
        if on_problem:
            on_problem(problem)

    results, problems = extract_corpus(paths, options=options, backend=backend, workers=workers,
                                       scheduler=scheduler, batch_size=batch_size, cache=store,
                                       on_problem=report, progress=progress)
    if not results:
        raise NoDocuments(tuple(problems))
    return assemble(results, problems=problems, resolver=resolver, base=base)


def extract(text: str, *, doc_id: str = "text", model: str = DEFAULT_MODEL,
            extractor: str = DEFAULT_EXTRACTOR, base: str = DEFAULT_BASE) -> KnowledgeGraph:
    """The knowledge graph of a single text (an error in any stage is raised, not skipped)."""
    from kg.graph import assemble
    from kg.parse import parse
    from kg.pipeline import extractor_for, process

    document = Document(id=doc_id, text=text, source="<text>")
    nlp = pipeline(model)
    results = [process(d, doc, extractor=extractor_for(extractor), nlp=nlp) for d, doc in parse(nlp, [document])]
    return assemble(results, base=base)


def pipeline(model: str = DEFAULT_MODEL) -> Language:
    """The loaded spaCy pipeline of ``model`` with the mention layer, loaded once per process."""
    from kg.parse import pipeline as loaded

    return loaded(model)

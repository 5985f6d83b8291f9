"""The ``local`` backend: the per-document stage in this process, or in a pool of worker processes."""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator, Sequence
from functools import partial

from kg.backends import Runner
from kg.settings import DEFAULT_BATCH_SIZE
from kg.pipeline import Options, process_chunk, process_documents, tapered_chunks
from kg.records import DocResult, Document, Failure


def _context() -> multiprocessing.context.BaseContext:
    """Where workers come from: a fork of this process, else spawn.

    A fork shares the already-imported spaCy with the workers, so they start at once.
    A fork server would not inherit locks held by the caller's threads, but measured slower here.
    """
    return multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")


def make_local(*, workers: int = 1, scheduler: str | None = None) -> Runner:
    """A runner that parses and extracts on this machine.

    With one worker everything runs in this process, one ``nlp.pipe`` batch in memory at
    a time. With more, each worker process loads the pipeline once and runs chunks of
    ``batch_size`` documents; only the small :class:`~kg.records.DocResult` records come back.
    """
    if scheduler is not None:
        raise ValueError("--scheduler needs --backend dask")

    def run(documents: Sequence[Document], *, options: Options,
            batch_size: int = DEFAULT_BATCH_SIZE) -> Iterator[DocResult | Failure]:
        if workers == 1 or len(documents) <= batch_size:
            yield from process_documents(documents, options=options, batch_size=batch_size)
            return
        task = partial(process_chunk, options=options, batch_size=batch_size)
        with _context().Pool(min(workers, -(-len(documents) // batch_size))) as pool:
            for results in pool.imap_unordered(task, tapered_chunks(list(documents), batch_size, workers)):
                yield from results

    return run

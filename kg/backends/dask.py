"""The ``dask`` backend: the per-document stage as tasks on a Dask cluster.

Install the ``dask`` extra (``pip install -e '.[dask]'`` from a checkout). Without ``scheduler`` a
``LocalCluster`` of ``workers`` single-threaded processes is started for the build; with
one, the tasks go to that running cluster, whose workers need ``kg`` and the spaCy
pipeline installed. Each worker loads the pipeline once and keeps it.
"""

from __future__ import annotations

import contextlib
import importlib.util
import logging
from collections.abc import Iterator, Sequence

from kg.backends import Runner
from kg.settings import DEFAULT_BATCH_SIZE
from kg.pipeline import Options, chunks, process_chunk
from kg.records import DocResult, Document, Failure


def _client(stack: contextlib.ExitStack, *, workers: int, scheduler: str | None):
    """A client of the scheduler at ``scheduler``, or of a new ``LocalCluster``; closed with ``stack``."""
    from distributed import Client, LocalCluster

    if scheduler:
        return stack.enter_context(Client(scheduler))
    cluster = stack.enter_context(LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                               dashboard_address=None, silence_logs=logging.ERROR))
    return stack.enter_context(Client(cluster))


def make_dask(*, workers: int = 1, scheduler: str | None = None) -> Runner:
    """A runner that maps chunks of documents over a Dask cluster and streams the results back."""
    if importlib.util.find_spec("distributed") is None:
        raise ValueError("the dask backend needs the dask extra: pip install -e '.[dask]' (from a kg checkout)")

    def run(documents: Sequence[Document], *, options: Options,
            batch_size: int = DEFAULT_BATCH_SIZE) -> Iterator[DocResult | Failure]:
        from distributed import as_completed

        with contextlib.ExitStack() as stack:
            client = _client(stack, workers=workers, scheduler=scheduler)
            futures = client.map(process_chunk, list(chunks(documents, batch_size)),
                                 options=options, batch_size=batch_size, pure=False)
            for future in as_completed(futures):
                yield from future.result()
                future.release()

    return run

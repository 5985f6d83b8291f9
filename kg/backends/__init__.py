"""Backends run the per-document stage (:func:`kg.pipeline.process_documents`) somewhere.

A backend is registered by name in :mod:`kg.registry`, like extractors and resolvers:
``name -> factory(*, workers, scheduler) -> run``, where
``run(documents, *, options, batch_size)`` yields one :class:`~kg.records.DocResult` (or
:class:`~kg.records.Failure`) per document, in any order (assembly sorts them). Merge and
export never depend on the backend, so every backend gives the same graph.

Work is cut into chunks of ``batch_size`` documents taken in corpus order, the same
batches ``nlp.pipe`` makes in a single process, so a parallel build parses exactly
what a serial one does and its output is byte-identical.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from kg import registry
from kg.records import DocResult, Failure

#: What a backend factory returns.
Runner = Callable[..., Iterator[DocResult | Failure]]


def get_backend(name: str, *, workers: int = 1, scheduler: str | None = None) -> Runner:
    """The runner of the backend registered under ``name`` (``ValueError`` if none or misconfigured).

    Args:
        name: ``local`` (in process, or a process pool with ``workers > 1``) or ``dask``.
        workers: Worker processes (for ``dask`` without a scheduler: workers of the local cluster).
        scheduler: Address of a running Dask scheduler (``dask`` only).
    """
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    return registry.get("backends", name)(workers=workers, scheduler=scheduler)


def backend_names() -> list[str]:
    """Names of the registered backends, sorted."""
    return registry.names("backends")

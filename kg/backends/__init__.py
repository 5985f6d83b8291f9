"""Backends run the per-document stage (:func:`kg.pipeline.process_documents`) somewhere.

A backend is registered by name, like extractors and resolvers in :mod:`kg.registry`:
``name -> factory(*, workers, scheduler) -> run``, where
``run(documents, *, options, batch_size)`` yields one :class:`~kg.records.DocResult` per
document, in any order (assembly sorts them). Merge and export never depend on the
backend, so every backend gives the same graph.

Work is cut into chunks of ``batch_size`` documents taken in corpus order, the same
batches ``nlp.pipe`` makes in a single process, so a parallel build parses exactly
what a serial one does and its output is byte-identical.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import islice

import catalogue

from kg.records import DocResult, Document

#: What a backend factory returns.
Runner = Callable[..., Iterator[DocResult]]

backends = catalogue.create("kg", "backends", entry_points=True)


def get_backend(name: str, *, workers: int = 1, scheduler: str | None = None) -> Runner:
    """The runner of the backend registered under ``name`` (``ValueError`` if none or misconfigured).

    Args:
        name: ``local`` (in process, or a process pool with ``workers > 1``) or ``dask``.
        workers: Worker processes (for ``dask`` without a scheduler: workers of the local cluster).
        scheduler: Address of a running Dask scheduler (``dask`` only).
    """
    _load_builtins()
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    try:
        factory = backends.get(name)
    except catalogue.RegistryError:
        raise ValueError(f"unknown backend {name!r}; choose from {', '.join(backend_names())}") from None
    return factory(workers=workers, scheduler=scheduler)


def backend_names() -> list[str]:
    """Names of the registered backends, sorted."""
    _load_builtins()
    return sorted(backends.get_all())


def chunks(documents: Iterable[Document], size: int) -> Iterator[tuple[Document, ...]]:
    """Consecutive chunks of ``size`` documents (the last may be shorter)."""
    it = iter(documents)
    while chunk := tuple(islice(it, size)):
        yield chunk


def _load_builtins() -> None:
    # Importing the modules registers the built-in backends; dask itself is imported only when used.
    import kg.backends.dask  # noqa: F401
    import kg.backends.local  # noqa: F401


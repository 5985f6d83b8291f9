"""The SPARQL endpoint's query workers: processes that each open the store read-only and run
one query at a time, within the limits of a request; a worker past the time limit is killed and replaced."""

from __future__ import annotations

import multiprocessing
import queue
import threading
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path

import pyoxigraph as ox

from kg.query import GRAPH_FORMATS, SOLUTION_FORMATS, QueryError, oxigraph_query, serialize

#: Media types of SELECT/ASK results, first the default.
SOLUTION_MEDIA = {
    "application/sparql-results+json": "json", "application/json": "json",
    "application/sparql-results+xml": "xml", "application/xml": "xml",
    "text/csv": "csv", "text/tab-separated-values": "tsv", "text/xml": "xml", "text/html": "html",
}
#: Media types of CONSTRUCT/DESCRIBE results, first the default.
GRAPH_MEDIA = {
    "text/turtle": "turtle", "application/n-triples": "ntriples", "text/plain": "ntriples",
    "application/rdf+xml": "rdfxml", "application/xml": "rdfxml",
    "application/ld+json": "jsonld", "application/json": "jsonld", "text/html": "html",
}
#: The Content-Type of each format, with one charset (pyoxigraph's CSV and TSV types carry one already).
_CONTENT_TYPE = {fmt: media if "charset=" in media else f"{media}; charset=utf-8"
                 for fmt, media in {**{f: SOLUTION_FORMATS[f].media_type for f in SOLUTION_FORMATS},
                                    **{f: GRAPH_FORMATS[f].media_type for f in GRAPH_FORMATS},
                                    "html": "text/html"}.items()}


@dataclass(frozen=True)
class Limits:
    """What one request may cost.

    Attributes:
        timeout: Seconds a query may run (and wait for a free worker).
        max_result_bytes: Largest serialised result.
        max_request_bytes: Largest query (URL or body).
        workers: Query worker processes.
    """

    timeout: float = 10.0
    max_result_bytes: int = 16 * 1024 * 1024
    max_request_bytes: int = 64 * 1024
    workers: int = 2


@dataclass(frozen=True)
class Reply:
    """An HTTP response: status, media type and body."""

    status: int
    content_type: str
    body: bytes

    @classmethod
    def text(cls, status: int, message: str) -> Reply:
        """A plain-text reply (errors)."""
        return cls(status, "text/plain; charset=utf-8", (message.rstrip() + "\n").encode("utf-8"))


def execute(store: ox.Store, sparql: str, formats: tuple[str | None, str | None], max_bytes: int) -> Reply:
    """Run one query and serialise its result in the negotiated format, within ``max_bytes``."""
    try:
        results = oxigraph_query(store, sparql)
    except QueryError as err:
        return Reply.text(HTTPStatus.BAD_REQUEST, f"malformed query: {err}")
    except OSError as err:
        return Reply.text(HTTPStatus.INTERNAL_SERVER_ERROR, f"query failed: {err}")
    fmt = formats[1] if isinstance(results, ox.QueryTriples) else formats[0]
    if fmt is None:
        media = GRAPH_MEDIA if isinstance(results, ox.QueryTriples) else SOLUTION_MEDIA
        return Reply.text(HTTPStatus.NOT_ACCEPTABLE, f"no acceptable result type; this result can be "
                                                      f"{', '.join(media)}")
    out = _Capped(max_bytes)
    try:
        serialize(results, fmt, out)
    except Exception as err:  # pyoxigraph re-raises what our writer raised, wrapped or not
        if out.overflow:
            message = f"the result is larger than the limit of {max_bytes} bytes; add a LIMIT or narrow the query"
            return Reply.text(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, message)
        return Reply.text(HTTPStatus.INTERNAL_SERVER_ERROR, f"query failed: {err}")
    return Reply(HTTPStatus.OK, _CONTENT_TYPE[fmt], bytes(out.buffer))


class _Capped:
    """A binary writer that refuses to grow past a size."""

    def __init__(self, limit: int) -> None:
        self.limit, self.buffer, self.overflow = limit, bytearray(), False

    def write(self, data: bytes) -> int:
        """Append ``data``, or raise ``OSError`` (and remember why) past the limit."""
        if len(self.buffer) + len(data) > self.limit:
            self.overflow = True
            raise OSError("result too large")
        self.buffer += data
        return len(data)

    def flush(self) -> None:
        """Nothing to flush: the buffer is in memory."""


def _worker_main(store_dir: str, conn, max_bytes: int) -> None:
    """A query worker: a read-only store, requests in, replies out, until the pipe closes."""
    store = ox.Store.read_only(store_dir)
    while True:
        try:
            sparql, formats = conn.recv()
        except (EOFError, OSError):
            return
        conn.send(execute(store, sparql, formats, max_bytes))


class WorkerPool:
    """Worker processes over one read-only store; a query past the time limit costs its worker."""

    def __init__(self, store_dir: Path, limits: Limits) -> None:
        # forkserver: forking a threaded server is unsafe; preloading makes each worker cheap.
        self._ctx = multiprocessing.get_context("forkserver")
        self._ctx.set_forkserver_preload(["kg.workers"])
        self._store_dir, self._limits = str(store_dir), limits
        self._idle: queue.Queue = queue.Queue()
        self._all: set = set()
        self._lock = threading.Lock()
        for _ in range(limits.workers):
            self._idle.put(self._spawn())

    def _spawn(self):
        """Start one worker: (process, our end of its pipe)."""
        parent, child = self._ctx.Pipe()
        process = self._ctx.Process(target=_worker_main, args=(self._store_dir, child, self._limits.max_result_bytes),
                                    daemon=True)
        process.start()
        child.close()
        with self._lock:
            self._all.add((process, parent))
        return process, parent

    def _retire(self, worker) -> None:
        """Kill a worker and forget it."""
        process, conn = worker
        process.kill()
        process.join()
        conn.close()
        with self._lock:
            self._all.discard(worker)

    def run(self, sparql: str, formats: tuple[str | None, str | None]) -> Reply:
        """Run a query on a free worker within the time limit."""
        timeout = self._limits.timeout
        try:
            worker = self._idle.get(timeout=timeout)
        except queue.Empty:
            return Reply.text(HTTPStatus.SERVICE_UNAVAILABLE, "every query worker is busy; try again")
        healthy = False
        try:
            worker[1].send((sparql, formats))
            if worker[1].poll(timeout):
                reply = worker[1].recv()
                healthy = True
                return reply
            return Reply.text(HTTPStatus.SERVICE_UNAVAILABLE, f"the query ran past the time limit of {timeout:g} s")
        except (EOFError, OSError):
            return Reply.text(HTTPStatus.INTERNAL_SERVER_ERROR, "the query worker stopped")
        finally:
            if healthy:
                self._idle.put(worker)
            else:
                self._retire(worker)
                self._idle.put(self._spawn())

    def close(self) -> None:
        """Stop every worker."""
        with self._lock:
            workers = list(self._all)
        for worker in workers:
            self._retire(worker)

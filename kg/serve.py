"""A read-only SPARQL 1.1 Protocol endpoint on Oxigraph, with the standard library's HTTP server.

Queries run in worker processes that open the store read-only (:mod:`kg.workers`); a worker
that runs past the time limit is killed and replaced, so no query can hold the endpoint. Updates, ``LOAD`` and
``SERVICE`` are refused before a query reaches a worker. See ``SECURITY.md``.
"""

from __future__ import annotations

import html
import json
import re
import sys
import tempfile
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pyoxigraph as ox

from kg.atomic import atomic_write
from kg.query import STORE_MARKER, graph_file, load_library, load_store
from kg.workers import GRAPH_MEDIA, SOLUTION_MEDIA, Limits, Reply, WorkerPool

DEFAULT_HOST, DEFAULT_PORT = "127.0.0.1", 7878
LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})

# Strings, IRIs and comments, which may contain any word; codepoint escapes, which SPARQL
# decodes before parsing; keywords a read-only endpoint refuses.
_OPAQUE = re.compile(r'"""(?:[^"\\]|\\.|"(?!""))*"""|\'\'\'(?:[^\'\\]|\\.|\'(?!\'\'))*\'\'\''
                     r'|"(?:[^"\\\n\r]|\\.)*"|\'(?:[^\'\\\n\r]|\\.)*\''
                     r'|<[^<>"{}|^`\\\x00-\x20]*>|#[^\n\r]*', re.S)
_ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")
_REFUSED = re.compile(r"(?<![\w:?$.-])(SERVICE|INSERT|DELETE|LOAD|CLEAR|DROP|CREATE|ADD|MOVE|COPY|WITH)(?![\w:-])",
                      re.I)


def refused(sparql: str) -> str | None:
    """Why a read-only endpoint refuses a query (``None`` if it does not)."""
    decoded = _ESCAPE.sub(lambda m: chr(int(m.group(1) or m.group(2), 16)) if int(m.group(1) or m.group(2), 16)
                          < 0x110000 else "", sparql)
    match = _REFUSED.search(_OPAQUE.sub(" ", decoded))
    if not match:
        return None
    if match.group(1).upper() == "SERVICE":
        return "SERVICE is refused: this endpoint does not query other endpoints"
    return f"{match.group(1).upper()} is refused: this endpoint is read-only"


def negotiate(accept: str | None, media: dict[str, str]) -> str | None:
    """The result format the ``Accept`` header prefers among ``media`` (``None``: none acceptable)."""
    default = next(iter(media.values()))
    if not accept or not accept.strip():
        return default
    ranked = []
    for i, part in enumerate(accept.split(",")):
        mime, *opts = (p.strip() for p in part.split(";"))
        q = 1.0
        for opt in opts:
            if opt.lower().startswith("q="):
                try:
                    q = float(opt[2:])
                except ValueError:
                    q = 0.0
        ranked.append((-q, i, mime.lower()))
    for neg_q, _, mime in sorted(ranked):
        if neg_q >= 0:
            break
        if mime in media:
            return media[mime]
        if mime == "*/*":
            return default
        if mime.endswith("/*"):
            major = mime[:-1]
            match = next((fmt for m, fmt in media.items() if m.startswith(major)), None)
            if match:
                return match
    return None


# --- the store --------------------------------------------------------------------------------

def _fingerprint(graph: Path) -> dict:
    """What identifies a loaded graph file: its path, size and modification time."""
    stat = graph.stat()
    return {"graph": str(graph.resolve()), "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}


def prepare_store(graph: str | Path | None, directory: str | Path) -> tuple[int, bool]:
    """Make ``directory`` an Oxigraph store holding ``graph``, reusing what is there.

    A store loaded from the same unchanged file (recorded in ``kg-store.json``) is reused
    without reloading; ``graph`` may then be omitted.

    Returns:
        (number of triples, whether the graph was loaded now).

    Raises:
        FileNotFoundError, ValueError: No usable graph.
    """
    directory = Path(directory)
    marker = directory / STORE_MARKER
    recorded = json.loads(marker.read_text(encoding="utf-8")) if marker.is_file() else None
    source = graph_file(graph) if graph is not None else None
    if recorded and (source is None or recorded == _fingerprint(source)):
        store = ox.Store.read_only(str(directory))
        return len(store), False
    if source is None:
        raise ValueError(f"{directory}: holds no kg store; give the GRAPH to load")
    store = ox.Store(str(directory))
    store.clear()
    load_store(source, store)
    store.optimize()
    count = len(store)
    store.flush()
    del store  # closes the read-write instance before the read-only workers open it
    atomic_write(marker, json.dumps(_fingerprint(source)).encode("utf-8"))
    return count, True



# --- HTTP --------------------------------------------------------------------------------------

class SparqlServer(ThreadingHTTPServer):
    """The HTTP server: a worker pool, limits, and the hosts it answers to."""

    daemon_threads = True
    request_queue_size = 128  # the default listen backlog (5) resets connections under a burst of clients

    def __init__(self, address: tuple[str, int], pool: WorkerPool, limits: Limits, *, quiet: bool = False) -> None:
        super().__init__(address, SparqlHandler)
        self.pool, self.limits, self.quiet = pool, limits, quiet
        host = address[0]
        # Bound to loopback, answer only to loopback names: a web page cannot reach us by DNS rebinding.
        self.hosts = (LOOPBACK | {host}) if host in LOOPBACK else None
        self.page = index_page().encode("utf-8")


class SparqlHandler(BaseHTTPRequestHandler):
    """``/``: the query page; ``/sparql``: the SPARQL 1.1 Protocol (query operation only)."""

    server: SparqlServer
    protocol_version = "HTTP/1.1"
    server_version = "kg-sparql"
    timeout = 30  # seconds a client may take to send its request

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """The base class's error page, with 405 rather than 501 for other methods."""
        # The base class answers 501 to methods it has no handler for; that is the client's error.
        if code == HTTPStatus.NOT_IMPLEMENTED:
            code, message = HTTPStatus.METHOD_NOT_ALLOWED, "use GET or POST"
        super().send_error(code, message, explain)

    def version_string(self) -> str:
        """The ``Server`` header: no Python version."""
        return self.server_version

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the base class's name
        """One line per request on stderr, unless quiet."""
        if not self.server.quiet:
            sys.stderr.write(f"{self.address_string()} {format % args}\n")

    def do_GET(self) -> None:  # noqa: N802 - the base class's naming
        self._guard(self._get)

    def do_POST(self) -> None:  # noqa: N802
        self._guard(self._post)

    def _guard(self, handle) -> None:
        """Check the Host header, run ``handle`` and send its reply; a bug becomes a 500."""
        try:
            if self.server.hosts is not None:
                host = (self.headers.get("Host") or "").rsplit(":", 1)[0].strip("[]").lower()
                if host not in self.server.hosts:
                    return self._reply(Reply.text(HTTPStatus.FORBIDDEN, "unexpected Host header"))
            self._reply(handle())
        except Exception as err:  # a bug must cost one request, never the server
            self.log_error("internal error: %r", err)
            self._reply(Reply.text(HTTPStatus.INTERNAL_SERVER_ERROR, "internal error"))

    def _get(self) -> Reply:
        """GET: the page, or a query in the URL."""
        url = urlsplit(self.path)
        if url.path in ("/", "/index.html"):
            return Reply(HTTPStatus.OK, "text/html; charset=utf-8", self.server.page)
        if url.path != "/sparql":
            return Reply.text(HTTPStatus.NOT_FOUND, "not found; the endpoint is /sparql")
        if len(url.query) > self.server.limits.max_request_bytes:
            return Reply.text(HTTPStatus.REQUEST_URI_TOO_LONG, "the query is too long")
        return self._query(_form(url.query))

    def _post(self) -> Reply:
        """POST: a query as a form or as the body; updates refused."""
        if urlsplit(self.path).path != "/sparql":
            return Reply.text(HTTPStatus.NOT_FOUND, "not found; the endpoint is /sparql")
        length = self.headers.get("Content-Length")
        if length is None or not length.isdigit():
            self.close_connection = True
            return Reply.text(HTTPStatus.LENGTH_REQUIRED, "a POST needs a Content-Length")
        if int(length) > self.server.limits.max_request_bytes:
            self.close_connection = True
            return Reply.text(HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
                              f"the request is larger than {self.server.limits.max_request_bytes} bytes")
        body = self.rfile.read(int(length)).decode("utf-8", "replace")
        kind = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        if kind == "application/sparql-update":
            return Reply.text(HTTPStatus.FORBIDDEN, "updates are refused: this endpoint is read-only")
        if kind == "application/sparql-query":
            return self._query({"query": [body]})
        if kind == "application/x-www-form-urlencoded":
            return self._query(_form(body))
        return Reply.text(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "send application/sparql-query or a form")

    def _query(self, form: dict[str, list[str]] | None) -> Reply:
        """Check the protocol parameters and the query, negotiate the format, run it on a worker."""
        if form is None:
            return Reply.text(HTTPStatus.BAD_REQUEST, "malformed parameters")
        if "update" in form:
            return Reply.text(HTTPStatus.FORBIDDEN, "updates are refused: this endpoint is read-only")
        if "default-graph-uri" in form or "named-graph-uri" in form:
            return Reply.text(HTTPStatus.BAD_REQUEST, "default-graph-uri and named-graph-uri are not supported")
        queries = form.get("query", [])
        if len(queries) != 1 or not queries[0].strip():
            return Reply.text(HTTPStatus.BAD_REQUEST, "give exactly one 'query' parameter")
        why = refused(queries[0])
        if why:
            return Reply.text(HTTPStatus.FORBIDDEN, why)
        accept = self.headers.get("Accept")
        formats = (negotiate(accept, SOLUTION_MEDIA), negotiate(accept, GRAPH_MEDIA))
        return self.server.pool.run(queries[0], formats)

    def _reply(self, reply: Reply) -> None:
        """Send a reply with its length and protective headers."""
        self.send_response(reply.status)
        self.send_header("Content-Type", reply.content_type)
        self.send_header("Content-Length", str(len(reply.body)))
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Cache-Control", "no-store")
        if reply.content_type.startswith("text/html"):
            self.send_header("Content-Security-Policy", "default-src 'none'; script-src 'unsafe-inline'; "
                             "style-src 'unsafe-inline'; connect-src 'self'")
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(reply.body)


def _form(text: str) -> dict[str, list[str]] | None:
    """URL-encoded parameters (``None`` when malformed or too many)."""
    try:
        return parse_qs(text, keep_blank_values=True, strict_parsing=False, max_num_fields=32)
    except ValueError:
        return None


# --- the page ----------------------------------------------------------------------------------

_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>kg SPARQL endpoint</title>
<style>body{font:14px sans-serif;margin:1.5em;max-width:70em}textarea{width:100%;height:16em;font:13px monospace}
table{border-collapse:collapse;margin-top:1em}td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;
vertical-align:top}#about{color:#555}</style></head><body>
<h1>kg SPARQL endpoint</h1>
<p>SPARQL 1.1 Protocol at <code>/sparql</code> (GET or POST; JSON, XML, CSV or TSV results). Read-only.</p>
<label>Library query <select id="library"><option value="">(your own)</option>__OPTIONS__</select></label>
<p id="about"></p>
<textarea id="query">SELECT ?entity ?label WHERE { ?entity rdfs:label ?label } LIMIT 20</textarea>
<p><button id="run">Run</button> <span id="status"></span></p>
<div id="results"></div>
<script>
const library = __LIBRARY__;
const $ = (id) => document.getElementById(id);
$("library").onchange = () => {
  const q = library[$("library").value];
  if (q) { $("query").value = q.text; $("about").textContent = q.description + (q.params.length ?
    " Parameters (unbound here): " + q.params.join(", ") : ""); }
};
$("run").onclick = async () => {
  $("status").textContent = "running..."; $("results").replaceChildren();
  const response = await fetch("sparql", {method: "POST", body: $("query").value,
    headers: {"Content-Type": "application/sparql-query",
              "Accept": "application/sparql-results+json, text/turtle;q=0.9"}});
  const text = await response.text();
  $("status").textContent = response.status + " " + response.statusText;
  if (!(response.headers.get("Content-Type") || "").includes("json")) {
    const pre = document.createElement("pre"); pre.textContent = text; $("results").append(pre); return;
  }
  const data = JSON.parse(text), table = document.createElement("table");
  if ("boolean" in data) { $("results").textContent = String(data.boolean); return; }
  const head = table.insertRow();
  for (const v of data.head.vars) { const th = document.createElement("th"); th.textContent = v; head.append(th); }
  for (const b of data.results.bindings) {
    const row = table.insertRow();
    for (const v of data.head.vars) row.insertCell().textContent = b[v] ? b[v].value : "";
  }
  $("results").append(table);
};
</script></body></html>
"""


def index_page() -> str:
    """The HTML page at ``/``: a query box and the library's queries."""
    library = load_library()
    options = "".join(f'<option value="{html.escape(q.name)}">{html.escape(q.title)}</option>'
                      for q in library.values())
    data = {q.name: {"text": q.text, "description": q.description, "params": [f"?{p.name}" for p in q.params]}
            for q in library.values()}
    # "</" inside a script would end it: JSON allows escaping the slash.
    return _PAGE.replace("__OPTIONS__", options).replace("__LIBRARY__", json.dumps(data).replace("</", "<\\/"))


# --- running -----------------------------------------------------------------------------------

def serve(graph: str | Path | None, *, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT,
          store: str | Path | None = None, limits: Limits = Limits(), quiet: bool = False,
          ready=None) -> None:
    """Serve a graph until interrupted.

    Args:
        graph: The RDF file (or ``kg build`` output directory); optional when ``store`` holds one.
        host: Interface to bind; loopback unless told otherwise.
        port: TCP port (0: any free port).
        store: Directory of a persistent store, reused on later starts; a temporary one if ``None``.
        limits: Time, size and worker limits.
        quiet: Do not log requests.
        ready: Called with ``(url, triples, loaded)`` once the endpoint accepts requests.
    """
    with tempfile.TemporaryDirectory(prefix="kg-store-") as scratch:
        directory = Path(store) if store is not None else Path(scratch)
        triples, loaded = prepare_store(graph, directory)
        pool = WorkerPool(directory, limits)
        try:
            server = SparqlServer((host, port), pool, limits, quiet=quiet)
            with server:
                shown = f"[{host}]" if ":" in host else host
                if ready:
                    ready(f"http://{shown}:{server.server_address[1]}/", triples, loaded)
                server.serve_forever()
        finally:
            pool.close()

"""SPARQL over the RDF view, on rdflib or Oxigraph; parameters are bound as RDF terms, never pasted into text.

The query library lives in ``queries/`` at the top of the repository (shipped in the package as
``kg/queries``): one ``.rq`` file per question, each opening with a comment header::

    # title: Who works for or leads which organisation
    # What it answers, in a sentence or two.
    # param: ?relation iri  kg:employedBy or kg:leads (optional)

A parameter is required unless its description says ``(optional``; the word after the variable,
if it is one of :data:`PARAM_KINDS`, says what it takes (default ``string``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

import pyoxigraph as ox
from pyparsing import ParseException
from rdflib import Graph, Literal, URIRef, Variable
from rdflib.query import Result

from kg import outputs
from kg.export.terms import from_oxigraph, to_oxigraph
from kg.vocab import prefixes

#: Prefixes every query may use without declaring them, on both engines.
PREFIXES: dict[str, str] = prefixes()
#: Query engines :func:`run_query` knows.
ENGINES = ("rdflib", "oxigraph")
#: Result formats for SELECT and ASK (``kg query --format``, the endpoint's ``format`` parameter).
SOLUTION_FORMATS: dict[str, ox.QueryResultsFormat] = {
    "json": ox.QueryResultsFormat.JSON, "xml": ox.QueryResultsFormat.XML,
    "csv": ox.QueryResultsFormat.CSV, "tsv": ox.QueryResultsFormat.TSV,
}
#: Result formats for CONSTRUCT and DESCRIBE.
GRAPH_FORMATS: dict[str, ox.RdfFormat] = {
    "turtle": ox.RdfFormat.TURTLE, "ntriples": ox.RdfFormat.N_TRIPLES, "rdfxml": ox.RdfFormat.RDF_XML,
    "jsonld": ox.RdfFormat.JSON_LD,
}
#: The file that marks a directory as a store ``kg serve --store`` loaded (and from which file).
STORE_MARKER = "kg-store.json"
_RDF_SUFFIXES = {".ttl": ox.RdfFormat.TURTLE, ".nt": ox.RdfFormat.N_TRIPLES, ".nq": ox.RdfFormat.N_QUADS,
                 ".trig": ox.RdfFormat.TRIG, ".rdf": ox.RdfFormat.RDF_XML, ".owl": ox.RdfFormat.RDF_XML,
                 ".jsonld": ox.RdfFormat.JSON_LD}
_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_PREFIXED = re.compile(r"([a-z][a-z0-9]*):(\S*)")
_INTEGER = re.compile(r"[+-]?\d+")
_DECIMAL = re.compile(r"[+-]?\d*\.\d+")


class QueryError(ValueError):
    """A query that cannot run: bad syntax, unknown library name, bad parameter."""


# --- the query library ------------------------------------------------------------------------

#: What a library query's parameter takes: a plain string, an integer, or an IRI.
PARAM_KINDS = ("string", "integer", "iri")


@dataclass(frozen=True)
class Param:
    """A parameter of a library query: a variable the caller may (or must) bind.

    Attributes:
        name: The variable, without ``?``.
        description: What to give, as the query's header says it.
        kind: One of :data:`PARAM_KINDS`.
        required: False when the header says ``(optional``.
    """

    name: str
    description: str
    kind: str = "string"
    required: bool = True

    def term(self, value: Any) -> URIRef | Literal:
        """The RDF term to bind for a value (command-line text or a Python value).

        Raises:
            QueryError: If the value is not of the parameter's kind; the message names the parameter.
        """
        text = str(value)
        if self.kind == "integer":
            if isinstance(value, int) or _INTEGER.fullmatch(text.strip()):
                return Literal(int(text))
            raise QueryError(f"parameter ?{self.name} wants an integer, not {text!r}")
        if self.kind == "iri":
            term = value if isinstance(value, URIRef) else parse_value(text)
            if not isinstance(term, URIRef):
                raise QueryError(f"parameter ?{self.name} wants an IRI (<https://...> or a prefixed name such "
                                 f"as schema:Person or kg:leads), not {text!r}")
            return term
        return value if isinstance(value, Literal) else Literal(text)


@dataclass(frozen=True)
class LibraryQuery:
    """One ``.rq`` file of the query library, with its documented header."""

    name: str
    title: str
    description: str
    params: tuple[Param, ...]
    text: str
    path: Path

    def bind(self, values: Mapping[str, Any]) -> dict[str, URIRef | Literal]:
        """The bindings of ``values`` (parameter name -> text or value), checked against the header.

        Raises:
            QueryError: A parameter the query does not declare, a required one missing, or a
                value of the wrong kind; the message names the parameter.
        """
        declared = {p.name: p for p in self.params}
        for name in values:
            if name not in declared:
                takes = ", ".join(f"?{p}" for p in declared) or "no parameters"
                raise QueryError(f"query {self.name!r} has no parameter ?{name} (it takes {takes})")
        for p in self.params:
            if p.required and p.name not in values:
                raise QueryError(f"query {self.name!r} needs parameter ?{p.name}: {p.description} "
                                 f"(--param {p.name}=...)")
        return {name: declared[name].term(value) for name, value in values.items()}


def library_dir() -> Path:
    """The query library: ``kg/queries``, a link to the repository's ``queries/`` in a checkout
    and a copy of it in an installed package."""
    return Path(__file__).resolve().parent / "queries"


def parse_header(name: str, text: str, path: Path) -> LibraryQuery:
    """Read the ``# title:`` / ``# param:`` comment header of a query."""
    title, lines, params = name, [], []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        body = line[1:].strip()
        if body.startswith("title:"):
            title = body[len("title:"):].strip()
        elif body.startswith("param:"):
            spec = body[len("param:"):].strip()
            if spec != "none":
                var, _, about = spec.partition(" ")
                kind, _, rest = about.strip().partition(" ")
                if kind not in PARAM_KINDS:
                    kind, rest = "string", about
                rest = rest.strip()
                params.append(Param(var.lstrip("?$"), rest, kind, "(optional" not in rest))
        else:
            lines.append(body)
    return LibraryQuery(name=name, title=title, description=" ".join(lines), params=tuple(params),
                        text=text, path=path)


def load_library(directory: Path | None = None) -> dict[str, LibraryQuery]:
    """Every query of the library, by name (the file name without ``.rq``), sorted."""
    directory = directory or library_dir()
    paths = sorted(directory.glob("*.rq")) if directory.is_dir() else []
    return {p.stem: parse_header(p.stem, p.read_text(encoding="utf-8"), p) for p in paths}


def library_query(spec: str) -> LibraryQuery | None:
    """The library query ``spec`` names, or ``None`` when it is a file or SPARQL text."""
    if spec.endswith(".rq") or not _VARIABLE.fullmatch(spec.replace("-", "_")) or Path(spec).is_file():
        return None
    return load_library().get(spec)


def resolve_query(spec: str) -> str:
    """The text of a query given as a ``.rq`` file, a library query name or literal SPARQL."""
    path = Path(spec)
    if spec.endswith(".rq") or (len(spec) < 256 and "\n" not in spec and path.is_file()):
        try:
            return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise QueryError(f"{spec}: cannot read the query ({err.__class__.__name__}: {err})") from None
    if _VARIABLE.fullmatch(spec.replace("-", "_")):
        library = load_library()
        if spec not in library:
            raise QueryError(f"no query named {spec!r} in {library_dir()}; "
                             f"choose from {', '.join(library) or 'none'}")
        return library[spec].text
    return spec


# --- parameters -------------------------------------------------------------------------------

def as_term(value: Any) -> URIRef | Literal:
    """An RDF term for a Python value: IRIs for ``http(s)://`` and ``urn:`` strings, literals otherwise."""
    if isinstance(value, (URIRef, Literal)):
        return value
    if isinstance(value, str) and value.startswith(("http://", "https://", "urn:")):
        return URIRef(value)
    return Literal(value)


def parse_value(text: str) -> URIRef | Literal:
    """An RDF term from command-line text.

    ``<iri>``, ``http(s)://...`` and known prefixed names (``kg:leads``, ``schema:Person``)
    are IRIs; integers and decimals are typed numbers; anything else is a plain string.
    """
    if text.startswith("<") and text.endswith(">"):
        return URIRef(text[1:-1])
    prefixed = _PREFIXED.fullmatch(text)
    if prefixed and prefixed.group(1) in PREFIXES:
        return URIRef(PREFIXES[prefixed.group(1)] + prefixed.group(2))
    if _INTEGER.fullmatch(text):
        return Literal(int(text))
    if _DECIMAL.fullmatch(text):
        try:
            return Literal(Decimal(text))
        except InvalidOperation:
            pass
    return as_term(text)


def split_param(spec: str) -> tuple[str, str]:
    """``name=value`` (as ``kg query --param`` takes it) -> (variable name, value text)."""
    name, sep, value = spec.partition("=")
    name = name.strip().lstrip("?$")
    if not sep or not _VARIABLE.fullmatch(name):
        raise QueryError(f"--param wants name=value, got {spec!r}")
    return name, value


def check_bindings(sparql: str, bindings: Mapping[str, Any]) -> None:
    """Refuse to bind a variable the query does not use (a typo would silently bind nothing)."""
    for name in bindings:
        if not re.search(rf"[?$]{re.escape(name)}\b", sparql):
            raise QueryError(f"the query has no variable ?{name}")


# --- stores and running queries ----------------------------------------------------------------

def rdf_format(path: Path) -> ox.RdfFormat:
    """The RDF syntax of a file, from its suffix (``ValueError`` for an unknown one)."""
    try:
        return _RDF_SUFFIXES[path.suffix.lower()]
    except KeyError:
        raise ValueError(f"{path}: not an RDF file (expected {', '.join(_RDF_SUFFIXES)})") from None


def graph_file(path: str | Path) -> Path:
    """The RDF file of ``path``: the file itself, or ``graph.ttl`` in a ``kg build`` output directory."""
    path = Path(path)
    if path.is_dir():
        path = path / outputs.TURTLE
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such graph file")
    return path


def load_store(path: str | Path, store: ox.Store | None = None) -> ox.Store:
    """Load an RDF file (or a ``kg build`` output directory) into an Oxigraph store (in memory by default)."""
    source = graph_file(path)
    store = store if store is not None else ox.Store()
    try:
        store.bulk_load(path=str(source), format=rdf_format(source))
    except SyntaxError as err:
        raise ValueError(f"{source}: not valid RDF ({err})") from None
    return store


def open_graph(path: str | Path) -> ox.Store:
    """A store to query: a ``kg serve --store`` directory opened read-only, or an RDF file loaded in memory."""
    path = Path(path)
    if (path / STORE_MARKER).is_file():
        return ox.Store.read_only(str(path))
    return load_store(path)


def store_of(graph: Graph) -> ox.Store:
    """An in-memory Oxigraph store holding the triples of an rdflib graph."""
    store = ox.Store()
    store.bulk_load(graph.serialize(format="nt", encoding="utf-8"), format=ox.RdfFormat.N_TRIPLES)
    return store


def oxigraph_query(store: ox.Store, sparql: str, bindings: Mapping[str, Any] | None = None):
    """Run a query on Oxigraph with ``substitutions``; pyoxigraph's own result object.

    Raises:
        QueryError: The query does not parse, or binds a variable it does not project.
    """
    subs = {ox.Variable(name): to_oxigraph(as_term(value)) for name, value in (bindings or {}).items()}
    try:
        return store.query(sparql, prefixes=PREFIXES, substitutions=subs or None)
    except SyntaxError as err:
        raise QueryError(str(err)) from None
    except RuntimeError as err:
        # Oxigraph substitutes only projected variables; say which query and why.
        raise QueryError(str(err)) from None


def _as_rdflib_result(results) -> Result:
    """pyoxigraph results as an rdflib :class:`Result`, so both engines answer alike."""
    if isinstance(results, ox.QueryBoolean):
        result = Result("ASK")
        result.askAnswer = bool(results)
        return result
    if isinstance(results, ox.QuerySolutions):
        names = [v.value for v in results.variables]
        result = Result("SELECT")
        result.vars = [Variable(n) for n in names]
        result.bindings = [{Variable(n): from_oxigraph(row[i]) for i, n in enumerate(names) if row[i] is not None}
                           for row in results]
        return result
    result = Result("CONSTRUCT")
    result.graph = Graph()
    for t in results:
        result.graph.add((from_oxigraph(t.subject), from_oxigraph(t.predicate), from_oxigraph(t.object)))
    return result


def run_query(source: Graph | ox.Store, sparql: str, bindings: Mapping[str, Any] | None = None) -> Result:
    """Run a SPARQL query on an rdflib graph or an Oxigraph store, with ``initBindings``.

    Both engines return an rdflib :class:`~rdflib.query.Result` with the same rows.

    Args:
        source: An ``rdflib.Graph`` or a ``pyoxigraph.Store``.
        sparql: Query text; the prefixes of :data:`PREFIXES` need no declaration.
        bindings: Variable name (without ``?``) -> value (an rdflib term, or a Python value).

    Raises:
        QueryError: The query does not parse.
    """
    bindings = dict(bindings or {})
    if isinstance(source, ox.Store):
        return _as_rdflib_result(oxigraph_query(source, sparql, bindings))
    init = {name: as_term(value) for name, value in bindings.items()}
    try:
        return source.query(sparql, initNs=PREFIXES, initBindings=init)
    except ParseException as err:
        raise QueryError(str(err)) from None


# --- writing results ---------------------------------------------------------------------------

def serialize(results, fmt: str, output=None):
    """Write pyoxigraph results in a named format (``json``, ``csv``... or ``turtle``, ``ntriples``...).

    Args:
        results: What :func:`oxigraph_query` returned.
        fmt: A key of :data:`SOLUTION_FORMATS` (SELECT, ASK) or :data:`GRAPH_FORMATS` (CONSTRUCT, DESCRIBE),
            or ``html`` (:func:`html_table`, any result).
        output: A binary file object; ``None`` returns the bytes (not for ``html``).
    """
    if fmt == "html":
        html_table(results, output)
        return None
    if isinstance(results, ox.QueryTriples):
        return results.serialize(output, GRAPH_FORMATS[fmt])
    return results.serialize(output, SOLUTION_FORMATS[fmt])


def compact(term, *, width: int = 0) -> str:
    """A short display form of a pyoxigraph term: prefixed IRIs, bare literal values."""
    if term is None:
        text = ""
    elif isinstance(term, ox.NamedNode):
        text = term.value
        for prefix, ns in PREFIXES.items():
            if text.startswith(ns) and _VARIABLE.fullmatch(text[len(ns):].replace("-", "_") or "-"):
                text = f"{prefix}:{text[len(ns):]}"
                break
    else:
        text = term.value
    text = " ".join(text.split())
    return text if not width or len(text) <= width else text[:width - 1] + "…"


def html_table(results, output, *, title: str = "kg query results") -> None:
    """Write results as a small HTML page with one table (a browser's ``Accept: text/html``).

    SELECT rows under their variables, ASK as true or false, CONSTRUCT and DESCRIBE as
    subject, predicate, object rows; IRIs are links, every cell is escaped.

    Args:
        results: What :func:`oxigraph_query` returned.
        output: A binary file object, written row by row (a capped writer may stop it).
    """
    from html import escape

    def cell(term) -> str:
        text = escape(compact(term))
        return f'<a href="{escape(term.value)}">{text}</a>' if isinstance(term, ox.NamedNode) else text

    def write(text: str) -> None:
        output.write(text.encode("utf-8"))

    write(f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
          "<style>body{font:14px sans-serif}table{border-collapse:collapse}td,th{border:1px solid #ccc;"
          "padding:2px 6px;text-align:left;vertical-align:top}</style></head><body>\n")
    if isinstance(results, ox.QueryBoolean):
        write(f"<p>{'true' if bool(results) else 'false'}</p>\n</body></html>\n")
        return
    if isinstance(results, ox.QueryTriples):
        names, rows = ["subject", "predicate", "object"], ((t.subject, t.predicate, t.object) for t in results)
    else:
        names = [v.value for v in results.variables]
        rows = ((row[i] for i in range(len(names))) for row in results)
    write("<table>\n<tr>" + "".join(f"<th>{escape(n)}</th>" for n in names) + "</tr>\n")
    count = 0
    for row in rows:
        write("<tr>" + "".join(f"<td>{cell(t) if t is not None else ''}</td>" for t in row) + "</tr>\n")
        count += 1
    write(f"</table>\n<p>{count} row{'s' if count != 1 else ''}</p>\n</body></html>\n")


def table(results, *, width: int = 60) -> str:
    """Results as an aligned plain-text table (long cells cut at ``width`` characters)."""
    if isinstance(results, ox.QueryBoolean):
        return "true" if bool(results) else "false"
    names = [v.value for v in results.variables]
    rows = [[compact(row[i], width=width) for i in range(len(names))] for row in results]
    widths = [max([len(n)] + [len(r[i]) for r in rows]) for i, n in enumerate(names)]
    lines = ["  ".join(n.ljust(w) for n, w in zip(names, widths)).rstrip(),
             "  ".join("-" * w for w in widths)]
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
    lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(lines)

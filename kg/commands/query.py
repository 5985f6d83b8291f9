"""``kg query GRAPH QUERY``: run a library query, a ``.rq`` file or literal SPARQL on a graph."""

from __future__ import annotations

import argparse
import sys

from kg.commands import EXIT_FAILED, EXIT_OK, EXIT_USAGE, error
from kg.query import GRAPH_FORMATS, SOLUTION_FORMATS, QueryError, load_library, library_dir

FORMATS = ("table", *SOLUTION_FORMATS)


def list_library() -> str:
    """The library's queries with their titles and parameters, one block each."""
    blocks = []
    for q in load_library().values():
        params = "".join(f"\n    --param {p.name}=<{p.kind}>  {p.description}" for p in q.params)
        blocks.append(f"{q.name}: {q.title}{params}")
    return "\n".join(blocks) or f"no queries in {library_dir()}"


def _query_and_bindings(args: argparse.Namespace) -> tuple[str, dict]:
    """The query text and its parameters bound as RDF terms (``QueryError`` if they do not fit)."""
    from kg.query import check_bindings, library_query, parse_value, resolve_query, split_param

    sparql = resolve_query(args.query)
    given = dict(split_param(p) for p in args.param)
    library = library_query(args.query)
    # A library query's header declares what each parameter takes, and which are required.
    bindings = library.bind(given) if library else {n: parse_value(v) for n, v in given.items()}
    check_bindings(sparql, bindings)
    return sparql, bindings


def run(args: argparse.Namespace) -> int:
    """Run ``kg query``; the exit code."""
    from pyoxigraph import QueryTriples

    from kg.query import open_graph, oxigraph_query, serialize, table

    if args.list:
        print(list_library())
        return EXIT_OK
    if not args.graph or not args.query:
        args.parser.print_usage(sys.stderr)
        error("query", "GRAPH and QUERY are required (or --list)")
        return EXIT_USAGE
    try:
        sparql, bindings = _query_and_bindings(args)
    except QueryError as err:
        error("query", str(err))
        return EXIT_USAGE
    try:
        store = open_graph(args.graph)
    except (OSError, ValueError) as err:
        error("query", str(err))
        return EXIT_FAILED
    try:
        results = oxigraph_query(store, sparql, bindings)
        graph = isinstance(results, QueryTriples)
        if args.format == "table":
            print(serialize(results, "turtle").decode("utf-8") if graph else table(results))
        else:
            fmt = {"json": "jsonld"}.get(args.format, "ntriples") if graph else args.format
            sys.stdout.buffer.write(serialize(results, fmt))
    except QueryError as err:
        error("query", str(err))
        return EXIT_USAGE
    return EXIT_OK


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``query`` parser."""
    q = sub.add_parser(
        "query", help="run a SPARQL query (a library name, a .rq file or text) on a graph",
        description="Run a SPARQL query on a graph. Exit codes: 0 success, 1 the graph cannot be read, "
                    "2 the query is wrong (syntax error, unknown name, bad --param).",
        epilog=f"CONSTRUCT and DESCRIBE results are written as Turtle (table), JSON-LD (json) or "
               f"N-Triples; graph formats known: {', '.join(GRAPH_FORMATS)}.")
    q.add_argument("graph", nargs="?", help="a Turtle/N-Triples file, a kg build output directory or a "
                                            "kg serve --store directory")
    q.add_argument("query", nargs="?", help="a query name from queries/ (see --list), a .rq file or SPARQL text")
    q.add_argument("--param", action="append", default=[], metavar="NAME=VALUE",
                   help="bind ?NAME to VALUE: <iri>, kg:term, an integer, a decimal or a string (repeatable)")
    q.add_argument("--format", choices=FORMATS, default="table", help="output format (default table)")
    q.add_argument("--list", action="store_true", help="list the library's queries and their parameters")
    q.set_defaults(func=run, parser=q)

"""``kg view GRAPH -o FILE.html``: the interactive, offline HTML page of a built graph."""

from __future__ import annotations

import argparse
from pathlib import Path

from kg import outputs
from kg.commands import EXIT_OK, plural
from kg.commands.build import _positive


def run(args: argparse.Namespace) -> int:
    from kg.export.html import DEFAULT_LIMIT, write_html
    from kg.view import read_view

    view = read_view(args.graph)
    graph = Path(args.graph)
    out = Path(args.output) if args.output else (graph if graph.is_dir() else graph.parent) / outputs.HTML
    write_html(view, out, title=args.title, limit=args.limit or DEFAULT_LIMIT)
    if not args.quiet:
        print(f"{plural(len(view.entities), 'entity', 'entities')}, {plural(len(view.edges), 'relation')} -> {out}")
    return EXIT_OK


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``view`` parser."""
    v = sub.add_parser("view", help="write the interactive HTML page of a built graph")
    v.add_argument("graph", help="output directory of 'kg build', or its graph.json or graph.ttl")
    v.add_argument("-o", "--output", help="HTML file to write (default: graph.html beside the graph)")
    v.add_argument("--title", default="Knowledge graph", help="page title")
    v.add_argument("--limit", type=_positive, metavar="N",
                   help="entities shown at first, by PageRank (default: as many as the layout places)")
    v.add_argument("--quiet", action="store_true", help="print nothing but errors")
    v.set_defaults(func=run)

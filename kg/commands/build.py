"""``kg build PATH... --out DIR``: the knowledge graph of a corpus, written to a directory."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from kg.parse import DEFAULT_MODEL
from kg.records import Problem
from kg.vocab import DEFAULT_BASE

EXIT_OK, EXIT_NOTHING = 0, 1


def warn(problem: Problem) -> None:
    """Print one warning line for skipped input."""
    print(f"warning: {problem}", file=sys.stderr)


def _progress(quiet: bool):
    """A progress bar on stderr when it is a terminal: (bar, advance callback)."""
    if quiet or not sys.stderr.isatty():
        return None, None
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    bar = Progress(SpinnerColumn(), TextColumn("{task.description}"), TextColumn("{task.completed} docs"),
                   TimeElapsedColumn(), transient=True, console=Console(stderr=True))
    task = bar.add_task("building", total=None)
    return bar, (lambda _doc: bar.advance(task))


def run(args: argparse.Namespace) -> int:
    from kg.api import build
    from kg.export.rdf import write_ontology

    started = time.perf_counter()
    bar, advance = _progress(args.quiet)
    try:
        if bar:
            bar.start()
        graph = build(args.paths, model=args.model, extractor=args.extractor, base=args.base,
                      on_problem=warn, progress=advance)
    finally:
        if bar:
            bar.stop()
    if not graph.documents:
        print("error: no document could be read; nothing was written", file=sys.stderr)
        return EXIT_NOTHING
    out = Path(args.out)
    graph.write_turtle(out / "graph.ttl")
    graph.write_graphml(out / "graph.graphml")
    write_ontology(out / "ontology.ttl")
    seconds = time.perf_counter() - started
    if not args.quiet:
        print(f"{len(graph.documents)} documents, {len(graph.entities)} entities, "
              f"{len(graph.facts)} relations ({sum(len(f.evidence) for f in graph.facts)} evidence), "
              f"{len(graph.problems)} skipped, {seconds:.1f} s -> {out}")
    if args.strict and graph.problems:
        return EXIT_NOTHING
    return EXIT_OK


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``build`` parser."""
    b = sub.add_parser("build", help="build the knowledge graph of files and directories")
    b.add_argument("paths", nargs="+", help="files or directories (.txt, .md, .html, .jsonl)")
    b.add_argument("--out", required=True, help="output directory")
    b.add_argument("--model", default=DEFAULT_MODEL, help=f"installed spaCy pipeline (default {DEFAULT_MODEL})")
    b.add_argument("--base", default=DEFAULT_BASE, help=f"base IRI, ending in / or # (default {DEFAULT_BASE})")
    b.add_argument("--extractor", default="rules", help="relation extractor (default rules)")
    b.add_argument("--quiet", action="store_true", help="print nothing but warnings")
    b.add_argument("--strict", action="store_true", help="exit 1 if any input was skipped")
    b.set_defaults(func=run)

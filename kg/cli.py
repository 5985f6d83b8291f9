"""Command line: ``kg build PATH... --out DIR`` and friends.

Exit codes: 0 success, 1 nothing could be built (or ``--strict`` with a problem),
2 usage errors.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from kg.parse import DEFAULT_MODEL, ModelNotFound
from kg.records import Problem
from kg.vocab import DEFAULT_BASE

EXIT_OK, EXIT_NOTHING, EXIT_USAGE = 0, 1, 2


def _warn(problem: Problem) -> None:
    print(f"warning: {problem}", file=sys.stderr)


def _progress(quiet: bool):
    """A progress callback drawing a bar on stderr when it is a terminal."""
    if quiet or not sys.stderr.isatty():
        return None, None
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    bar = Progress(SpinnerColumn(), TextColumn("{task.description}"), TextColumn("{task.completed} docs"),
                   TimeElapsedColumn(), transient=True, console=None)
    task = bar.add_task("building", total=None)
    return bar, (lambda _doc: bar.advance(task))


def cmd_build(args: argparse.Namespace) -> int:
    from kg.api import build
    from kg.export.rdf import write_ontology

    started = time.perf_counter()
    bar, advance = _progress(args.quiet)
    try:
        if bar:
            bar.start()
        graph = build(args.paths, model=args.model, extractor=args.extractor, base=args.base,
                      on_problem=_warn, progress=advance)
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


def parser() -> argparse.ArgumentParser:
    """The argument parser of the ``kg`` command."""
    p = argparse.ArgumentParser(prog="kg", description="Offline knowledge-graph extractor for news.")
    sub = p.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="build the knowledge graph of files and directories")
    b.add_argument("paths", nargs="+", help="files or directories (.txt, .md, .html, .jsonl)")
    b.add_argument("--out", required=True, help="output directory")
    b.add_argument("--model", default=DEFAULT_MODEL, help=f"installed spaCy pipeline (default {DEFAULT_MODEL})")
    b.add_argument("--base", default=DEFAULT_BASE, help=f"base IRI (default {DEFAULT_BASE})")
    b.add_argument("--extractor", default="rules", help="relation extractor (default rules)")
    b.add_argument("--quiet", action="store_true", help="print nothing but warnings")
    b.add_argument("--strict", action="store_true", help="exit 1 if any input was skipped")
    b.set_defaults(func=cmd_build)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``kg`` command."""
    args = parser().parse_args(argv)
    if getattr(args, "base", DEFAULT_BASE) and not args.base.endswith(("/", "#")):
        print(f"kg: error: --base must end with '/' or '#': {args.base}", file=sys.stderr)
        return EXIT_USAGE
    try:
        return args.func(args)
    except (ModelNotFound, ValueError) as err:
        print(f"kg: error: {err}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())

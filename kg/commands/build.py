"""``kg build PATH... --out DIR``: the knowledge graph of a corpus, written to a directory."""

from __future__ import annotations

import argparse
import gc
import importlib
import importlib.util
import time
from pathlib import Path

from kg import outputs
from kg.backends import backend_names
from kg.commands import EXIT_FAILED, EXIT_OK, error, plural
from kg.commands.progress import Progress, Warnings
from kg.settings import DEFAULT_BATCH_SIZE, DEFAULT_EXTRACTOR, DEFAULT_MODEL, Options
from kg.vocab import DEFAULT_BASE


def _cached(cache) -> str:
    """The summary's note on the cache: how many documents it served."""
    return f" ({cache.hits} from cache)" if cache and cache.hits else ""


def _positive(text: str) -> int:
    """An argparse type: an integer of at least 1."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text}")
    return value


def _summary(graph) -> dict:
    """The counts the summary line prints (also kept in the cache for a no-change rebuild)."""
    return {"documents": len(graph.documents), "entities": len(graph.entities), "relations": len(graph.facts),
            "evidence": sum(len(f.evidence) for f in graph.facts),
            "skipped": sum(p.skipped for p in graph.problems)}


def formats(text: str) -> tuple[str, ...]:
    """An argparse type: a comma-separated list of :data:`kg.outputs.OPTIONAL` names, each maybe with ``.gz``.

    An output whose package is not installed is refused here, before any document is read.
    """
    names = tuple(sorted({name.strip() for name in text.split(",") if name.strip()}))
    for name in names:
        kind = name.removesuffix(".gz")
        if kind not in outputs.OPTIONAL:
            choices = ", ".join(outputs.OPTIONAL)
            raise argparse.ArgumentTypeError(f"unknown format {name!r} (choose from {choices}, each maybe + .gz)")
        package, extra = outputs.OPTIONAL_NEEDS.get(kind, (None, None))
        if package and importlib.util.find_spec(package) is None:
            raise argparse.ArgumentTypeError(f"format {kind!r} needs the {package} package: "
                                             f"pip install -e '.[{extra}]' (from a kg checkout)")
    return names


def _write_reporting(writes: list, conn) -> None:
    """In a forked process: each ``write(path)``, then send ``None`` or the failure in a few words."""
    for write, path in writes:
        try:
            write(path)
        except Exception as err:  # noqa: BLE001 - the parent reports it
            conn.send(f"{path.name}: {str(err) or type(err).__name__}")
            return
    conn.send(None)


def _in_child(writes: list):
    """Start the ``(write, path)`` pairs in a forked process (the graph is shared, not copied): a
    function that waits for it and raises ``OSError`` if a write failed; ``None`` where there is no fork."""
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_write_reporting, args=(writes, send), name="kg-write")
    child.start()
    send.close()

    def wait() -> None:
        try:
            reason = receive.recv()
        except EOFError:  # killed before it could say
            reason = "the writing process ended before it was done"
        child.join()
        if reason is not None:
            raise OSError(reason)

    return wait


def _write_outputs(graph, out: Path, extra: tuple[str, ...] = (), *, workers: int = 1) -> list[str]:
    """Write every output into ``out`` at once (staged, then renamed); their names.

    With more than one worker, a forked process writes the Turtle and JSON files while this one
    computes the metrics and layout and writes the GraphML and HTML files.
    """
    from kg.atomic import staged_outputs
    from kg.export.html import write_html
    from kg.export.rdf import write_ontology

    with staged_outputs(out) as stage:
        apart = [(graph.write_turtle, stage / outputs.TURTLE), (graph.write_json, stage / outputs.JSON)]
        waiting = _in_child(apart) if workers > 1 else None
        if waiting is None:
            for write, path in apart:
                write(path)
        graph.write_graphml(stage / outputs.GRAPHML)
        write_html(graph, stage / outputs.HTML)
        write_ontology(stage / outputs.ONTOLOGY)
        for name in extra:
            kind = name.removesuffix(".gz")
            filename, module, function = outputs.OPTIONAL[kind]
            writer = getattr(importlib.import_module(module), function)
            writer(graph, stage / (filename + name[len(kind):]))
        if waiting is not None:
            waiting()
        return sorted(p.name for p in stage.iterdir())


def _extract(args: argparse.Namespace, options, cache) -> tuple[list, list]:
    """The per-document results and the input problems of the corpus, with progress and warnings."""
    from kg.api import extract_corpus

    progress = None if args.quiet else Progress("build")
    warnings = Warnings()
    try:
        if progress:
            progress.start()
        return extract_corpus(args.paths, options=options, backend=args.backend, workers=args.workers,
                              scheduler=args.scheduler, batch_size=args.batch_size, cache=cache,
                              on_problem=warnings, progress=progress and progress.advance,
                              on_total=progress and progress.set_total)
    finally:
        if progress:
            progress.stop()
        warnings.close()


def run(args: argparse.Namespace) -> int:
    """Run ``kg build``; the exit code."""
    from kg.cache import Cache

    started = time.perf_counter()
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        error("build", f"--out {out}: not a directory; nothing was written")
        return EXIT_FAILED
    options = Options(model=args.model, extractor=args.extractor)
    cache = None if args.no_cache else Cache(args.cache or out / ".cache", options)
    results, problems = _extract(args, options, cache)
    # The records live until the process ends: the collector need not scan them again on every
    # collection while the graph and its outputs are made (a third of the export's time).
    gc.freeze()
    if not results:
        error("build", "no document could be read; nothing was written")
        return EXIT_FAILED
    settings = f"base={args.base} formats={','.join(args.formats)}"
    key = cache.build_key(results, problems, settings=settings) if cache else ""
    # Nothing changed since the last build and its outputs are intact: they are already the answer.
    summary = cache.current_outputs(out, key) if cache else None
    note = _cached(cache) + (", outputs up to date" if summary else "")
    if summary is None:
        from kg.graph import assemble

        graph = assemble(results, problems=problems, base=args.base)
        names = _write_outputs(graph, out, args.formats, workers=args.workers)
        summary = _summary(graph)
        if cache:
            cache.record_outputs(out, key, names, summary)
    seconds = time.perf_counter() - started
    if not args.quiet:
        print(f"{plural(summary['documents'], 'document')}, {plural(summary['entities'], 'entity', 'entities')}, "
              f"{plural(summary['relations'], 'relation')} ({plural(summary['evidence'], 'evidence sentence')}), "
              f"{summary['skipped']:,} skipped, {seconds:.1f} s{note} -> {out}")
    if args.strict and problems:
        return EXIT_FAILED
    return EXIT_OK


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``build`` parser."""
    b = sub.add_parser("build", help="build the knowledge graph of files and directories")
    b.add_argument("paths", nargs="+", help="files or directories (.txt, .md, .html, .jsonl)")
    b.add_argument("--out", required=True, help="output directory")
    b.add_argument("--model", default=DEFAULT_MODEL, help=f"installed spaCy pipeline (default {DEFAULT_MODEL})")
    b.add_argument("--base", default=DEFAULT_BASE, help=f"base IRI, ending in / or # (default {DEFAULT_BASE})")
    b.add_argument("--extractor", default=DEFAULT_EXTRACTOR, help=f"relation extractor (default {DEFAULT_EXTRACTOR})")
    b.add_argument("--workers", type=_positive, default=1, metavar="N",
                   help="parallel worker processes; the output is the same for any N (default 1)")
    b.add_argument("--batch-size", type=_positive, default=DEFAULT_BATCH_SIZE, metavar="N",
                   help=f"documents per spaCy batch and per task (default {DEFAULT_BATCH_SIZE})")
    b.add_argument("--backend", default="local", choices=backend_names(),
                   help="where documents are processed: this machine, or a Dask cluster (default local)")
    b.add_argument("--scheduler", metavar="ADDRESS",
                   help="address of a running Dask scheduler (--backend dask; default: a local cluster)")
    b.add_argument("--formats", type=formats, default=(), metavar="LIST",
                   help="more outputs, comma-separated: nt (N-Triples), jsonld (JSON-LD and its context), "
                        "ftm (FollowTheMoney entities); add .gz to compress one (nt.gz)")
    b.add_argument("--cache", metavar="DIR", help="cache of per-document results (default OUT/.cache)")
    b.add_argument("--no-cache", action="store_true", help="process every document; read and write no cache")
    b.add_argument("--quiet", action="store_true", help="print nothing but warnings")
    b.add_argument("--strict", action="store_true", help="exit 1 on any input problem (skipped or repaired)")
    b.set_defaults(func=run)

"""Build benchmark on the BBC corpus: kg build against bare spaCy, textacy, workers, cache, scale.

Run with ``make bench`` (or ``python -m benchmarks.build --docs 100`` for a quick look). On the
first ``--docs`` articles of ``../shared/data/news/bbc_news.jsonl`` it measures, one heavy job at
a time:

* bare spaCy: ``nlp.pipe`` over the texts with the build's pipeline and batch size, as a whole
  process (reading the corpus and loading the model included, as in a build) and, parse alone,
  in process;
* the per-document extraction of kg (mentions, coreference, relations) and textacy's
  ``subject_verb_object_triples`` over the same parsed docs;
* ``kg build`` end to end in a fresh process (model loading, export included) with one and
  two workers, and a cold then an unchanged cached build; peak RSS from ``wait4``;
* ``kg build`` for each ``--sizes`` corpus (time, peak RSS).

Figures go to ``benchmarks/results/bbc.json`` and the plot to ``benchmarks/results/bbc.png``.
The text of the corpus is only written to a temporary directory, never to the results.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "data" / "news" / "bbc_news.jsonl"
RESULTS = ROOT / "benchmarks" / "results"


def subset(lines: list[str], n: int, folder: Path) -> Path:
    """The first ``n`` articles as a JSONL file in ``folder``."""
    path = folder / f"bbc-{n}.jsonl"
    if not path.exists():
        path.write_text("".join(lines[:n]), encoding="utf-8")
    return path


def words(path: Path) -> int:
    """Whitespace-separated words of every text in a JSONL corpus."""
    with path.open(encoding="utf-8") as handle:
        return sum(len(json.loads(line)["text"].split()) for line in handle if line.strip())


def _timed(cmd: list[str], cwd: Path) -> dict:
    """Run ``cmd`` in a fresh process: its wall time, CPU time and peak RSS (MB); stop on failure."""
    started = time.perf_counter()
    with tempfile.TemporaryFile() as errors:
        proc = subprocess.Popen(cmd, stderr=errors, cwd=cwd)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - started
        code = os.waitstatus_to_exitcode(status)
        if code:
            errors.seek(0)
            sys.stderr.write(errors.read().decode(errors="replace"))
            raise SystemExit(f"benchmark command failed ({code}): {' '.join(cmd)}")
    return {"seconds": round(seconds, 2), "cpu_seconds": round(usage.ru_utime + usage.ru_stime, 2),
            "peak_rss_mb": round(usage.ru_maxrss / 1024, 1)}


def run_build(corpus: Path, out: Path, *extra: str) -> dict:
    """Time ``kg build`` in a fresh process; its wall time and peak RSS (largest process, MB)."""
    cmd = [sys.executable, "-m", "kg.cli", "build", str(corpus), "--out", str(out), "--quiet", *extra]
    load = os.getloadavg()[0]
    return {"measured": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), **_timed(cmd, out.parent),
            "load_before": round(load, 2), "args": list(extra)}


def bare_process(corpus: Path, batch_size: int) -> None:
    """Bare spaCy as a user runs it: read the JSONL texts, load the pipeline, ``nlp.pipe`` them all."""
    from kg.parse import pipeline

    with corpus.open(encoding="utf-8") as handle:
        texts = [json.loads(line)["text"] for line in handle if line.strip()]
    for _ in pipeline().pipe(texts, batch_size=batch_size):
        pass


def run_bare(corpus: Path, batch_size: int) -> dict:
    """Time :func:`bare_process` in a fresh process, as :func:`run_build` times a build."""
    return _timed([sys.executable, "-m", "benchmarks.build", "--bare-process", str(corpus),
                   "--batch-size", str(batch_size)], corpus.parent)


def in_process(corpus: Path, batch_size: int) -> dict:
    """Bare ``nlp.pipe``, kg's extraction and textacy's SVO triples over the same parsed docs."""
    from textacy.extract import subject_verb_object_triples

    from benchmarks.quotes import attribution_clock

    from kg.load import load_documents
    from kg.parse import pipeline
    from kg.pipeline import extractor_for, process
    from kg.records import Document
    from kg.settings import DEFAULT_EXTRACTOR

    documents = [d for d in load_documents([corpus]) if isinstance(d, Document)]
    nlp = pipeline()
    extractor = extractor_for(DEFAULT_EXTRACTOR)
    started, cpu = time.perf_counter(), time.process_time()
    docs = list(nlp.pipe((d.text for d in documents), batch_size=batch_size))
    bare, bare_cpu = time.perf_counter() - started, time.process_time() - cpu
    process(documents[0], docs[0], extractor=extractor)  # lazy data (lemminflect tables) loads outside the clock
    with attribution_clock() as attribution:
        started = time.perf_counter()
        results = [process(d, doc, extractor=extractor) for d, doc in zip(documents, docs)]
        ours = time.perf_counter() - started
    started = time.perf_counter()
    triples = sum(len(list(subject_verb_object_triples(doc))) for doc in docs)
    textacy = time.perf_counter() - started
    return {"bare_spacy_seconds": round(bare, 2), "bare_spacy_cpu_seconds": round(bare_cpu, 2),
            "kg_extraction_seconds": round(ours, 3), "kg_relations": sum(len(r.relations) for r in results),
            "attribution_seconds": round(attribution[0], 3),
            "textacy_svo_seconds": round(textacy, 3), "textacy_triples": triples,
            "after_extraction_seconds": after_extraction(results)}


def after_extraction(results: list) -> dict:
    """Seconds of each stage after the per-document one: resolution, then each output."""
    from kg.commands.build import _write_outputs
    from kg.atomic import staged_outputs
    from kg.graph import assemble

    started = time.perf_counter()
    graph = assemble(results)
    seconds = {"resolve_and_assemble": time.perf_counter() - started}
    with tempfile.TemporaryDirectory(prefix="kg-bench-") as out, staged_outputs(out) as stage:
        for name, write in (("graph.ttl", graph.write_turtle), ("graph.graphml", graph.write_graphml),
                            ("graph.json", graph.write_json)):
            started = time.perf_counter()
            write(stage / name)
            seconds[name] = time.perf_counter() - started
        fresh = assemble(results)  # views built by the writers above are cached on ``graph``
        started = time.perf_counter()
        _write_outputs(fresh, Path(out))
        seconds["all_outputs"] = time.perf_counter() - started
    return {name: round(value, 2) for name, value in seconds.items()}


def machine() -> dict:
    """What the figures were measured on."""
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    memory = next((int(line.split()[1]) // 1024 for line in Path("/proc/meminfo").read_text().splitlines()
                   if line.startswith("MemTotal")), 0)
    import spacy

    return {"cpu": cpu, "cores": os.cpu_count(), "memory_mb": memory, "python": platform.python_version(),
            "spacy": spacy.__version__, "os": platform.platform(),
            "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "note": "shared machine: other engineers' jobs ran at the same time (see load_before)"}


def snapshot(folder: Path) -> None:
    """Copy the code into ``folder/src`` and put it first on the children's path.

    Every run measures one snapshot of the code: an edit during the run would invalidate
    the cache. Children run in ``folder``, so the snapshot wins over the working tree.
    """
    shutil.copytree(ROOT / "kg", folder / "src" / "kg", ignore=shutil.ignore_patterns("__pycache__"))
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, (str(folder / "src"), str(ROOT),
                                                             os.environ.get("PYTHONPATH"))))


def compare(args: argparse.Namespace, lines: list[str], folder: Path) -> dict:
    """Bare spaCy, textacy and the builds on the first ``--docs`` articles; prints each line."""
    report: dict = {"machine": machine(), "docs": min(args.docs, len(lines)), "batch_size": args.batch_size}
    corpus = subset(lines, args.docs, folder)
    n_words = words(corpus)
    report["words"] = n_words
    batch = ["--batch-size", str(args.batch_size)]

    # In a child process: a build started from a process that holds spaCy would inherit its peak RSS.
    child = subprocess.run([sys.executable, "-m", "benchmarks.build", "--in-process", str(corpus),
                            "--batch-size", str(args.batch_size)], check=True, capture_output=True, text=True,
                           cwd=folder)
    report |= json.loads(child.stdout)
    # Whole processes on both sides (interpreter, imports, model loading, reading the corpus), as a user
    # times them; the in-process figure above leaves out what both pay before the first parse.
    report["bare_spacy_process"] = run_bare(corpus, args.batch_size)
    bare = report["bare_spacy_process"]["seconds"]
    print(f"{report['docs']} articles, {n_words} words")
    print(f"bare spaCy nlp.pipe       {report['bare_spacy_seconds']:8.1f} s "
          f"{n_words / report['bare_spacy_seconds']:8.0f} words/s cpu {report['bare_spacy_cpu_seconds']:7.1f} s "
          f"(in process, parse only)")
    print(f"bare spaCy, whole process {bare:8.1f} s {n_words / bare:8.0f} words/s "
          f"cpu {report['bare_spacy_process']['cpu_seconds']:7.1f} s")
    print(f"kg extraction             {report['kg_extraction_seconds']:8.2f} s  "
          f"({report['kg_relations']} relations)")
    print("after extraction (s):     ", ", ".join(f"{k} {v}" for k, v in report["after_extraction_seconds"].items()))
    print(f"attribution               {report['attribution_seconds']:8.2f} s  (inside kg extraction)")
    print(f"textacy SVO triples       {report['textacy_svo_seconds']:8.2f} s  "
          f"({report['textacy_triples']} triples); kg / textacy time "
          f"{report['kg_extraction_seconds'] / report['textacy_svo_seconds']:.2f}")

    builds = {
        "workers_1": run_build(corpus, folder / "w1", "--no-cache", *batch),
        "workers_2": run_build(corpus, folder / "w2", "--no-cache", "--workers", "2", *batch),
        "cold_cache": run_build(corpus, folder / "cached", *batch),
        "no_change_rebuild": run_build(corpus, folder / "cached", *batch),
    }
    # Every document cached but the outputs gone: resolution and export run again.
    (folder / "cached" / "graph.ttl").unlink()
    builds["cached_reexport"] = run_build(corpus, folder / "cached", *batch)
    report["builds"] = builds
    for name, b in builds.items():
        print(f"kg build {name:17} {b['seconds']:8.1f} s {n_words / b['seconds']:8.0f} words/s "
              f"cpu {b['cpu_seconds']:7.1f} s peak RSS {b['peak_rss_mb']:6.0f} MB (load {b['load_before']})")
    ratios = {
        "build_over_bare": round(bare / builds["workers_1"]["seconds"], 3),
        "build_over_bare_parse_only": round(report["bare_spacy_seconds"] / builds["workers_1"]["seconds"], 3),
        "workers_2_speedup": round(builds["workers_1"]["seconds"] / builds["workers_2"]["seconds"], 3),
        "build_over_bare_cpu": round(report["bare_spacy_process"]["cpu_seconds"] / builds["workers_1"]["cpu_seconds"],
                                     3),
        "rebuild_speedup": round(builds["cold_cache"]["seconds"] / builds["no_change_rebuild"]["seconds"], 1),
        "reexport_speedup": round(builds["cold_cache"]["seconds"] / builds["cached_reexport"]["seconds"], 1),
        "kg_over_textacy_time": round(report["kg_extraction_seconds"] / report["textacy_svo_seconds"], 2),
        # what attribution adds to the one-worker build (#19: at most 10%)
        "attribution_share": round(report["attribution_seconds"]
                                   / (builds["workers_1"]["seconds"] - report["attribution_seconds"]), 4),
    }
    report["ratios"] = ratios
    print(f"build / bare throughput {ratios['build_over_bare']:.2f} (CPU time {ratios['build_over_bare_cpu']:.2f}; "
          f"{ratios['build_over_bare_parse_only']:.2f} against the in-process parse alone); "
          f"--workers 2 speed-up {ratios['workers_2_speedup']:.2f}x; no-change rebuild "
          f"{ratios['rebuild_speedup']:.0f}x faster ({ratios['reexport_speedup']:.0f}x with outputs rewritten); "
          f"attribution adds {ratios['attribution_share']:.1%} to the build")
    return report


def scale(args: argparse.Namespace, lines: list[str], folder: Path, done: dict[int, dict]) -> list[dict]:
    """A one-worker build of each ``--sizes`` corpus (``done`` holds rows already measured)."""
    rows = []
    for n in (min(n, len(lines)) for n in args.sizes):
        corpus = subset(lines, n, folder)
        row = done.get(n) or run_build(corpus, folder / f"s{n}", "--no-cache", "--batch-size", str(args.batch_size))
        rows.append(row | {"docs": n, "words": words(corpus)})
        print(f"scale {n:5} articles {row['seconds']:8.1f} s cpu {row['cpu_seconds']:7.1f} s "
              f"peak RSS {row['peak_rss_mb']:6.0f} MB (load {row['load_before']})")
    return rows


def measure(args: argparse.Namespace, earlier: dict | None) -> dict:
    """Every measurement, or with ``--scaling-only`` only the scaling rows; rows of ``earlier``
    (``--keep-scaling``) stay for the sizes this run does not measure."""
    lines = CORPUS.read_text(encoding="utf-8").splitlines(keepends=True)
    with tempfile.TemporaryDirectory(prefix="kg-bench-") as tmp:
        folder = Path(tmp)
        snapshot(folder)
        if args.scaling_only:
            report = earlier
            rows = scale(args, lines, folder, {})
        else:
            report = compare(args, lines, folder)
            rows = scale(args, lines, folder, {report["docs"]: report["builds"]["workers_1"]})
    measured = {row["docs"] for row in rows}
    kept = [r for r in (earlier or {}).get("scaling", []) if r["docs"] not in measured]
    report["scaling"] = sorted(rows + kept, key=lambda row: row["docs"])
    return report


def plot(report: dict, path: Path) -> None:
    """Throughput bars and the scaling curve, as one PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2))
    n_words = report["words"]
    names = ["bare spaCy", "kg build\n1 worker", "kg build\n2 workers", "rebuild\n(no change)"]
    bare = report.get("bare_spacy_process", {}).get("seconds", report["bare_spacy_seconds"])
    seconds = [bare, *(report["builds"][k]["seconds"]
                                               for k in ("workers_1", "workers_2", "no_change_rebuild"))]
    rates = [n_words / s for s in seconds]
    bars = left.bar(names, rates, color=["#999999", "#1f77b4", "#2ca02c", "#ff7f0e"])
    left.bar_label(bars, labels=[f"{r:,.0f}" for r in rates], fontsize=8)
    left.set_yscale("log")
    left.set_ylabel("words per second (log)")
    left.set_title(f"{report['docs']} BBC articles, {n_words:,} words")

    rows = report["scaling"]
    docs = [r["docs"] for r in rows]
    right.plot(docs, [r["seconds"] for r in rows], "o-", color="#1f77b4", label="wall")
    right.plot(docs, [r["cpu_seconds"] for r in rows], "o:", color="#1f77b4", label="CPU")
    right.legend(loc="upper left", fontsize=8)
    right.set_xlabel("articles")
    right.set_ylabel("seconds", color="#1f77b4")
    memory = right.twinx()
    memory.plot(docs, [r["peak_rss_mb"] for r in rows], "s--", color="#d62728", label="peak RSS (MB)")
    memory.set_ylabel("peak RSS (MB)", color="#d62728")
    memory.set_ylim(bottom=0)
    right.set_ylim(bottom=0)
    right.set_title("kg build, 1 worker: cost vs corpus size")
    fig.suptitle(f"{report['machine']['cpu']}, {report['machine']['cores']} cores", fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=90)


def profile(docs: int, batch_size: int, path: Path) -> None:
    """A pyinstrument profile of an in-process build (text report), to find non-spaCy hot spots."""
    from pyinstrument import Profiler

    import kg
    from kg.parse import pipeline

    lines = CORPUS.read_text(encoding="utf-8").splitlines(keepends=True)
    with tempfile.TemporaryDirectory(prefix="kg-bench-") as tmp:
        corpus = subset(lines, docs, Path(tmp))
        pipeline()
        profiler = Profiler()
        with profiler:
            kg.build([corpus], batch_size=batch_size)
    path.write_text(profiler.output_text(unicode=False, color=False), encoding="utf-8")
    print(f"profile -> {path}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--docs", type=int, default=500, help="articles for the comparisons (default 500)")
    p.add_argument("--sizes", type=int, nargs="*", default=[100, 500, 2225],
                   help="corpus sizes for the scaling rows (default 100 500 2225)")
    p.add_argument("--batch-size", type=int, default=32, help="nlp.pipe batch size, for both (default 32)")
    p.add_argument("--out", type=Path, default=RESULTS, help="results directory")
    p.add_argument("--scaling-only", action="store_true",
                   help="measure only the --sizes rows and replace them in the existing JSON")
    p.add_argument("--keep-scaling", action="store_true",
                   help="keep the existing JSON's scaling rows for sizes this run does not measure")
    p.add_argument("--plot-only", action="store_true", help="redraw the plot from the JSON")
    p.add_argument("--profile", action="store_true", help="only write a pyinstrument profile of a --docs build")
    p.add_argument("--in-process", type=Path, help=argparse.SUPPRESS)
    p.add_argument("--bare-process", type=Path, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.bare_process:
        bare_process(args.bare_process, args.batch_size)
        return 0
    if args.in_process:
        print(json.dumps(in_process(args.in_process, args.batch_size)))
        return 0
    if not CORPUS.is_file():
        print(f"error: {CORPUS}: corpus not found (../shared beside the repository)", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    if args.profile:
        profile(args.docs, args.batch_size, args.out / "profile.txt")
        return 0
    data = args.out / "bbc.json"
    reuse = args.plot_only or args.scaling_only or args.keep_scaling
    earlier = json.loads(data.read_text(encoding="utf-8")) if reuse else None
    if args.plot_only:
        report = earlier
    else:
        report = measure(args, earlier)
        data.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    plot(report, args.out / "bbc.png")
    print(f"results -> {data}, {args.out / 'bbc.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

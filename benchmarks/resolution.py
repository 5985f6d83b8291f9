"""Resolution's share of a build's time on the BBC corpus (``python -m benchmarks.resolution``).

Builds ``../shared/data/news/bbc_news.jsonl`` (or its first ``--docs`` articles) as ``kg build``
does: extraction (parse, mentions, coreference, relations) into a cache, then assembly and the
exports; then times cross-document resolution alone, median of ``--repeat`` runs over the same
results. A second run reuses the cache for extraction and reports the build time of the first
(kept in ``OUT/timing.json``). Run it under ``nice``: it takes as long as a full build.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "data" / "news" / "bbc_news.jsonl"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=0, help="only the first N articles (default: all)")
    parser.add_argument("--out", default=str(ROOT / "out" / "bench-resolution"))
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    from kg.api import extract_corpus
    from kg.cache import Cache
    from kg.commands.build import _write_outputs
    from kg.graph import assemble
    from kg.pipeline import Options
    from kg.resolve import resolve_entities

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    corpus = CORPUS
    if args.docs:
        lines = CORPUS.read_text(encoding="utf-8").splitlines()[:args.docs]
        corpus = out / f"bbc-{args.docs}.jsonl"
        corpus.write_text("\n".join(lines) + "\n", encoding="utf-8")
    timing_file = out / f"timing-{args.docs or 'all'}.json"
    timing = json.loads(timing_file.read_text()) if timing_file.exists() else {}
    started = time.perf_counter()
    results, _ = extract_corpus([corpus], cache=Cache(out / ".cache", Options()))
    extraction = time.perf_counter() - started
    if "extraction" not in timing:  # the cold run's; later runs read the cache
        timing["extraction"] = extraction
    started = time.perf_counter()
    graph = assemble(results)
    with tempfile.TemporaryDirectory() as tmp:
        _write_outputs(graph, Path(tmp))
    timing["assembly_and_export"] = time.perf_counter() - started
    runs = []
    for _ in range(args.repeat):
        started = time.perf_counter()
        resolve_entities(results)
        runs.append(time.perf_counter() - started)
    timing["resolution"] = statistics.median(runs)
    timing["documents"] = len(results)
    timing["entities"] = len(graph.entities)
    build = timing["extraction"] + timing["assembly_and_export"]
    timing["resolution_share"] = timing["resolution"] / build
    timing_file.write_text(json.dumps(timing, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(results)} documents, {len(graph.entities)} entities: build {build:.1f} s "
          f"(extraction {timing['extraction']:.1f} s, assembly and export {timing['assembly_and_export']:.1f} s); "
          f"resolution {timing['resolution']:.2f} s = {timing['resolution_share']:.1%} of the build")


if __name__ == "__main__":
    main()

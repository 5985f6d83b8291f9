"""Cross-document resolution on the ECB+ development topics (``make eval-ecbplus``).

Builds each development sub-topic of ``../shared/data/ecbplus`` (1a..35b; the test topics
36-45 are not there and are never read) on its own, as a user would build one story, into
``RUNS/<sub-topic>/graph.json``, then prints the overall figures of
``../shared/tools/ecbplus_score.py``: B-cubed over the named mentions of the gold chains,
cross-document pairs, false merges, and the exact-name and head-word baselines.

Each sub-topic keeps a build cache in ``RUNS/<sub-topic>/.cache``, so a second run only
redoes what changed (after an edit to resolution, only resolution and the export).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
DATA = SHARED / "data" / "ecbplus"


def build_all(runs: Path, subtopics: list[str], *, data: Path = DATA) -> None:
    """Build every sub-topic into ``runs/<sub-topic>/graph.json``, one corpus at a time."""
    from kg.api import build
    from kg.cache import Cache
    from kg.pipeline import Options

    for n, sub in enumerate(subtopics, 1):
        out = runs / sub
        out.mkdir(parents=True, exist_ok=True)
        graph = build([data / "docs" / sub], cache=Cache(out / ".cache", Options()))
        graph.write_json(out / "graph.json")
        print(f"\r{n}/{len(subtopics)} sub-topics built", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", default=str(ROOT / "out" / "ecbplus"), help="where the graphs go")
    parser.add_argument("--subtopics", default="", help="comma-separated sub-topics (default: all development ones)")
    parser.add_argument("--examples", type=int, default=10, help="false merges and splits to list")
    # a worktree outside the project folder has no ../shared beside it
    parser.add_argument("--shared", default=str(SHARED), help="the shared folder (data and tools)")
    args = parser.parse_args(argv)
    data, scorer = Path(args.shared) / "data" / "ecbplus", Path(args.shared) / "tools" / "ecbplus_score.py"
    subtopics = [s for s in args.subtopics.split(",") if s]
    subtopics = subtopics or json.loads((data / "manifest.json").read_text(encoding="utf-8"))["subtopics"]
    runs = Path(args.runs)
    build_all(runs, subtopics, data=data)
    report = subprocess.run([sys.executable, str(scorer), "--gold-dir", str(data / "gold"), "--runs", str(runs),
                             "--subtopics", ",".join(subtopics), "--examples", str(args.examples),
                             "--bar", "0:0.01"], capture_output=True, text=True)
    lines = report.stdout.splitlines()
    # The overall block (== ALL ...) and everything after it: false merges, splits, the summary line.
    start = next((i for i, line in enumerate(lines) if line.startswith("== ALL")), 0)
    print("\n".join(lines[start:]))
    print(report.stderr, end="", file=sys.stderr)
    return report.returncode


if __name__ == "__main__":
    sys.exit(main())

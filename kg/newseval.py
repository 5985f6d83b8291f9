"""Scoring the graph of an annotated news set (``../shared/data/newsdev``, ``newstrain``).

A news set is a folder with ``gold.json`` (entities, typed and open relations, titles,
cannot-link pairs, forbidden triples; see its README) and the articles as ``text/``
and, for newsdev, ``html/``. Each variant is built with the default settings of
``kg build``, its Turtle written to a work folder, and scored by the set's own scorer
(``tools/score_graph.py`` two folders up), run as a separate process so that what is
measured is only the public RDF contract.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

#: Folders of a news set that hold articles, in the order they are built.
VARIANTS = ("text", "html")
#: The scorer's figures, in the order it prints them.
FIGURES = ("entities_found", "must_link", "cannot_link_violations", "types", "required_relations",
           "typed_precision", "titles", "forbidden", "open_relations")
#: Where the scorer is, relative to a news set's folder.
SCORER = Path("..", "..", "tools", "score_graph.py")


@dataclass(frozen=True)
class NewsScore:
    """The scorer's figures for the graph of one variant of a news set.

    Attributes:
        variant: ``text`` or ``html``.
        documents: Documents built.
        seconds: Build time.
        summary: The scorer's summary: figure -> ``"hits/total"`` or a count.
        detail: The scorer's details (misses, wrong triples, wrong types).
        per_type: Gold type -> ``(typed right, found)`` over found gold entities.
    """

    variant: str
    documents: int
    seconds: float
    summary: dict
    detail: dict = field(default_factory=dict)
    per_type: dict = field(default_factory=dict)

    def value(self, figure: str) -> float | int | None:
        """A figure as a number: a ratio for ``hits/total``, a count otherwise."""
        raw = self.summary.get(figure)
        if isinstance(raw, str) and "/" in raw:
            hits, total = (int(x) for x in raw.split("/"))
            return hits / total if total else 0.0
        return raw

    def as_dict(self) -> dict:
        """JSON-ready figures."""
        return {"variant": self.variant, "documents": self.documents, "seconds": round(self.seconds, 1),
                "summary": self.summary, "per_type": {t: f"{ok}/{n}" for t, (ok, n) in self.per_type.items()},
                "detail": self.detail}


def news_set(folder: str | Path) -> Path:
    """Check a news set's folder: it holds ``gold.json`` and at least one variant.

    Raises:
        ValueError: One line naming the folder and what it lacks.
    """
    folder = Path(folder)
    if not (folder / "gold.json").is_file():
        raise ValueError(f"{folder}: not a news set (no gold.json)")
    if not any((folder / v).is_dir() for v in VARIANTS):
        raise ValueError(f"{folder}: not a news set (no text/ or html/ folder)")
    return folder


def per_type(gold: dict, type_bad: list[str], entities_missing: list[str]) -> dict[str, tuple[int, int]]:
    """Typed right and found, per gold type (the first of alternatives), from the scorer's details.

    Args:
        gold: The gold annotation.
        type_bad: The scorer's ``type_bad`` entries (``key:[types]``).
        entities_missing: Gold keys of entities the graph does not name.
    """
    bad = {item.split(":", 1)[0] for item in type_bad}
    missing = set(entities_missing)
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for key, entity in gold["entities"].items():
        if key in missing:
            continue
        c = counts[entity["type"].split("|")[0]]
        c[1] += 1
        c[0] += key not in bad
    return {t: (ok, n) for t, (ok, n) in sorted(counts.items())}


def score_graph(turtle: Path, folder: Path, *, scorer: Path | None = None) -> tuple[dict, dict]:
    """Run the news set's scorer (``scorer``, else the one two folders up) on a graph: its summary and details."""
    scorer = (scorer or folder / SCORER).resolve()
    if not scorer.is_file():
        raise ValueError(f"{scorer}: the scorer is missing")
    done = subprocess.run([sys.executable, str(scorer), str(turtle), str(folder / "gold.json"), "--json"],
                          capture_output=True, text=True, check=False)
    if done.returncode:
        raise ValueError(f"{scorer}: failed on {turtle}: {done.stderr.strip().splitlines()[-1:]}")
    result = json.loads(done.stdout)
    return result["summary"], result["detail"]


def evaluate_news(folder: str | Path, *, work: str | Path, variants: tuple[str, ...] = VARIANTS,
                  extractor: str | None = None, model: str | None = None,
                  scorer: Path | None = None) -> list[NewsScore]:
    """Build each variant of a news set with the default settings and score it.

    Args:
        folder: The news set (``gold.json``, ``text/``, ``html/``).
        work: Where each variant's graph is written (``WORK/<variant>/graph.ttl``).
        variants: Which of ``text`` and ``html`` to build (those the set lacks are skipped).
        extractor: A relation extractor other than the default.
        model: A spaCy pipeline other than the default.
        scorer: The scorer, for a set outside ``../shared/data`` (default: ``tools/score_graph.py`` two
            folders up).

    Returns:
        One score per variant built.
    """
    from kg.api import build
    from kg.parse import DEFAULT_MODEL
    from kg.settings import DEFAULT_EXTRACTOR

    folder = news_set(folder)
    gold = json.loads((folder / "gold.json").read_text(encoding="utf-8"))
    scores = []
    for variant in variants:
        if not (folder / variant).is_dir():
            continue
        started = time.perf_counter()
        graph = build([folder / variant], model=model or DEFAULT_MODEL, extractor=extractor or DEFAULT_EXTRACTOR)
        seconds = time.perf_counter() - started
        out = Path(work) / variant
        out.mkdir(parents=True, exist_ok=True)
        graph.write_turtle(out / "graph.ttl")
        summary, detail = score_graph(out / "graph.ttl", folder, scorer=scorer)
        scores.append(NewsScore(variant, len(graph.documents), seconds, summary, detail,
                                per_type(gold, detail.get("type_bad", []), detail.get("missing_entities", []))))
    return scores


def table(scores: list[NewsScore]) -> str:
    """A Markdown table: one row per figure, one column per variant; then types per gold type."""
    head = "| figure | " + " | ".join(s.variant for s in scores) + " |"
    rows = [head, "|---|" + "---:|" * len(scores)]
    for figure in FIGURES:
        cells = []
        for s in scores:
            raw, value = s.summary.get(figure, ""), s.value(figure)
            cells.append(f"{value:.2f} ({raw})" if isinstance(value, float) else str(raw))
        rows.append(f"| {figure} | " + " | ".join(cells) + " |")
    kinds = sorted({t for s in scores for t in s.per_type})
    for kind in kinds:
        cells = []
        for s in scores:
            ok, n = s.per_type.get(kind, (0, 0))
            cells.append(f"{ok / n:.2f} ({ok}/{n})" if n else "")
        rows.append(f"| types: {kind} | " + " | ".join(cells) + " |")
    timing = ", ".join(f"{s.variant}: {s.documents} documents, {s.seconds:.0f} s" for s in scores)
    return "\n".join([timing, "", *rows])

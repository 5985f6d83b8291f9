"""Who said what, scored: kg's attributions on an annotated set (newsdev by default) with
``../shared/tools/score_quotes.py``, beside textacy's ``direct_quotations`` and the floor (every quoted
span of 15+ characters, no speaker).

    python -m benchmarks.quotes [--data DIR] [--out DIR] [--textacy] [--floor]

Prints one line per system; the systems' JSON files go to ``--out`` (default out/quotes).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

from kg.api import extract_all
from kg.load import load_documents
from kg.records import Document

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"
SCORER = SHARED / "tools" / "score_quotes.py"
_QUOTED = re.compile(r"[\"“]([^\"“”\n]{15,})[\"”]")


def kg_attributions(documents: list[Document]) -> list[dict]:
    """kg's attributions, each with the name of its speaker's chain (null if anonymous)."""
    rows = []
    for result in extract_all(documents):
        name = {m: c.name for c in result.chains for m in c.mentions}
        rows += [{"doc": a.doc_id, "speaker": name.get(a.speaker) if a.speaker else None, "content": a.content,
                  "direct": a.direct, "cue": a.cue, "source": a.source_text} for a in result.attributions]
    return rows


def floor(documents: list[Document]) -> list[dict]:
    """Every quoted span of 15+ characters, with no speaker."""
    return [{"doc": d.id, "speaker": None, "content": m.group(1)} for d in documents for m in _QUOTED.finditer(d.text)]


def textacy_quotes(documents: list[Document]) -> list[dict]:
    """textacy's direct quotations (its speaker text as the speaker name) on the default pipeline.

    textacy gives up on a text with an unclosed quotation mark; such a document is read again
    paragraph by paragraph (a paragraph that still has one is skipped).
    """
    from textacy.extract.triples import direct_quotations

    from kg.parse import pipeline

    nlp = pipeline()
    rows = []

    def read(doc_id: str, doc) -> None:
        for q in direct_quotations(doc):
            speaker = " ".join(t.text for t in q.speaker) if q.speaker else None
            rows.append({"doc": doc_id, "speaker": speaker, "content": q.content.text.strip("\"“”' ")})

    for d, doc in zip(documents, nlp.pipe(d.text for d in documents)):
        try:
            read(d.id, doc)
        except ValueError:
            for paragraph in nlp.pipe(p for p in d.text.split("\n") if p.strip()):
                try:
                    read(d.id, paragraph)
                except ValueError:
                    pass
    return rows


def score(rows: list[dict], data: Path, out: Path, name: str) -> dict:
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.json"
    path.write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")
    res = subprocess.run([sys.executable, str(SCORER), str(path), str(data / "quotes.json"), str(data / "gold.json"),
                          "--json"], capture_output=True, text=True, check=True)
    return json.loads(res.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=SHARED / "data" / "newsdev")
    parser.add_argument("--out", type=Path, default=Path("out/quotes"))
    parser.add_argument("--textacy", action="store_true")
    parser.add_argument("--floor", action="store_true")
    args = parser.parse_args()
    documents = sorted((d for d in load_documents([args.data / "text"]) if isinstance(d, Document)),
                       key=lambda d: d.id)
    systems = {"kg": kg_attributions}
    if args.floor:
        systems["floor"] = floor
    if args.textacy:
        systems["textacy"] = textacy_quotes
    for name, run in systems.items():
        print(name, " ".join(f"{k}={v}" for k, v in score(run(documents), args.data, args.out, name).items()))


if __name__ == "__main__":
    main()

"""Who said what, scored: kg's attributions on an annotated set (newsdev by default) with
``../shared/tools/score_quotes.py``, beside textacy's ``direct_quotations`` and the floor (every quoted
span of 15+ characters, no speaker).

    python -m benchmarks.quotes [--data DIR] [--out DIR] [--textacy] [--floor]
    python -m benchmarks.quotes --time 500

Prints one line per system; the systems' JSON files go to ``--out`` (default out/quotes).
``--time N`` instead times the per-document stage (parse, mentions, coreference, relations,
attributions) on the first N BBC articles of ../shared/data/news and the attribution stage inside
it, in the same run (paired, so the machine's load affects both alike), and prints the share it adds.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from kg.api import extract_all
from kg.load import load_documents
from kg.records import Document

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"
SCORER = SHARED / "tools" / "score_quotes.py"
_QUOTED = re.compile(r"[\"“]([^\"“”\n]{15,})[\"”]")


def kg_attributions(documents: list[Document], *, labels: bool = False) -> list[dict]:
    """kg's attributions, each with its speaker's name in its document (null if anonymous), or with
    ``labels`` the label of the speaker's entity in the graph built from all the documents."""
    from kg.graph import assemble

    results = list(extract_all(documents))
    if labels:
        graph = assemble(results)
        label = {e.id: e.label for e in graph.entities}
        return [{"doc": c.document, "speaker": label[c.speaker] if c.speaker else None, "content": c.content,
                 "direct": c.direct, "cue": c.cue, "source": c.source_text} for c in graph.claims]
    rows = []
    for result in results:
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


@contextmanager
def attribution_clock() -> Iterator[list[float]]:
    """While the block runs, the seconds spent in the attribution stage (the list's one item)."""
    import time

    import kg.pipeline

    spent = [0.0]
    extract = kg.pipeline.extract_attributions

    def timed(*args, **kwargs):
        start = time.perf_counter()
        try:
            return extract(*args, **kwargs)
        finally:
            spent[0] += time.perf_counter() - start

    kg.pipeline.extract_attributions = timed
    try:
        yield spent
    finally:
        kg.pipeline.extract_attributions = extract


def time_attribution(n: int) -> dict:
    """Seconds of the whole per-document stage and of attribution inside it, on ``n`` BBC articles."""
    import time

    from kg.pipeline import Options, process_documents

    documents = [d for d in load_documents([SHARED / "data" / "news" / "bbc_news.jsonl"]) if isinstance(d, Document)]
    with attribution_clock() as spent:
        list(process_documents(documents[:10], options=Options()))  # loads the model, warms up
        spent[0] = 0.0
        start = time.perf_counter()
        results = list(process_documents(documents[:n], options=Options()))
        total = time.perf_counter() - start
    return {"documents": len(results), "attributions": sum(len(r.attributions) for r in results),
            "stage_s": round(total, 2), "attribution_s": round(spent[0], 2),
            "overhead": round(spent[0] / (total - spent[0]), 4)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=SHARED / "data" / "newsdev")
    parser.add_argument("--out", type=Path, default=Path("out/quotes"))
    parser.add_argument("--textacy", action="store_true")
    parser.add_argument("--floor", action="store_true")
    parser.add_argument("--labels", action="store_true", help="also score with the graph's entity labels as speakers")
    parser.add_argument("--time", type=int, metavar="N", help="time attribution on N BBC articles instead")
    args = parser.parse_args()
    if args.time:
        print(json.dumps(time_attribution(args.time)))
        return
    documents = sorted((d for d in load_documents([args.data / "text"]) if isinstance(d, Document)),
                       key=lambda d: d.id)
    systems = {"kg": kg_attributions}
    if args.labels:
        systems["kg-labels"] = lambda docs: kg_attributions(docs, labels=True)
    if args.floor:
        systems["floor"] = floor
    if args.textacy:
        systems["textacy"] = textacy_quotes
    for name, run in systems.items():
        print(name, " ".join(f"{k}={v}" for k, v in score(run(documents), args.data, args.out, name).items()))


if __name__ == "__main__":
    main()

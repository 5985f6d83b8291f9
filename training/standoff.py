"""Our own annotations of BBC articles, kept as stand-off records, as a news set the scorer reads.

Usage: ``python -m training.standoff [--records training/annotations/bbc.jsonl]
[--corpus ../shared/data/news/bbc_news.jsonl] [--out out/annotated-bbc]`` (``make eval-annotated``
scores the default build on it). The records hold only document ids, character offsets into
the corpus's ``text`` field and labels; the text stays in the corpus and is read at run time.
The output folder is a news set in the shape of ``../shared/data/newstrain``: ``gold.json``
(names and evidence quotes sliced from the text) and ``text/<id>.txt``.

A record: ``{"doc": "business/123", "entities": [{"id": "e1", "type": "Person", "mentions":
[[start, end], ...]}], "relations": [{"s": "e1", "p": ["employedBy"], "o": "e2", "status":
"current", "kind": "required" | "acceptable" | "forbidden", "evidence": [[start, end]]}],
"titles": [{"e": "e1", "spans": [[start, end]]}]}``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path

RECORDS = Path(__file__).resolve().parent / "annotations" / "bbc.jsonl"
TYPES = frozenset({"Person", "Organization", "Place", "Product", "Work", "Event"})
PREDICATES = ("employedBy", "leads", "memberOf", "locatedIn", "livesIn", "basedIn", "killed")
STATUSES = frozenset({"current", "former", "future", "unknown"})
KINDS = frozenset({"required", "acceptable", "forbidden"})


def read_records(path: Path) -> list[dict]:
    """The records of a JSON-lines file (``ValueError`` naming the file and line of a bad one)."""
    records = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as err:
            raise ValueError(f"{path}:{number}: not JSON ({err.msg})") from None
    return records


def read_texts(corpus: Path, ids: Iterable[str]) -> dict[str, str]:
    """The ``text`` of each wanted document of a JSON-lines corpus (``id``, ``text``)."""
    wanted = set(ids)
    with corpus.open(encoding="utf-8") as lines:
        texts = {d["id"]: d["text"] for d in map(json.loads, lines) if d["id"] in wanted}
    if missing := sorted(wanted - set(texts)):
        raise ValueError(f"{corpus}: no document {missing[0]} ({len(missing)} missing)")
    return texts


def problems(record: dict, text: str) -> list[str]:
    """What is wrong with one record against its text: bad labels, spans out of range or not trimmed."""
    found, ids = [], {e["id"] for e in record["entities"]}

    def span_ok(start: int, end: int) -> bool:
        return 0 <= start < end <= len(text) and text[start:end] == text[start:end].strip()

    for e in record["entities"]:
        if e["type"] not in TYPES or not e["mentions"] or not all(span_ok(*m) for m in e["mentions"]):
            found.append(f"entity {e['id']}")
    for r in record["relations"]:
        if (r["s"] not in ids or r["o"] not in ids or not set(r["p"]) <= set(PREDICATES) or r["kind"] not in KINDS
                or r["status"] not in STATUSES or not all(span_ok(*ev) for ev in r["evidence"])):
            found.append(f"relation {r['s']}-{'/'.join(r['p'])}-{r['o']}")
    found += [f"title of {t['e']}" for t in record["titles"]
              if t["e"] not in ids or not all(span_ok(*s) for s in t["spans"])]
    return [f"{record['doc']}: {p}" for p in found]


def _key(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def to_gold(records: list[dict], texts: dict[str, str]) -> dict:
    """The records as ``gold.json``: an entity's key is its longest name's letters and digits, shared
    across documents unless the type differs (then the document's id is appended)."""
    gold: dict = {"docs": [], "entities": {}, "cannot_link": [], "relations_required": [],
                  "relations_acceptable": [], "relations_forbidden": [], "open_required": [], "titles": [],
                  "typed_predicates": list(PREDICATES)}
    for record in records:
        text, doc = texts[record["doc"]], record["doc"].replace("/", "-")
        gold["docs"].append(doc)
        keys = {}
        for e in record["entities"]:
            names = sorted({text[a:b].lower() for a, b in e["mentions"]}, key=lambda n: (-len(n), n))
            key = _key(names[0])
            if key in gold["entities"] and gold["entities"][key]["type"] != e["type"]:
                key += _key(doc)
            keys[e["id"]] = key
            entity = gold["entities"].setdefault(key, {"type": e["type"], "names": [], "must": [], "docs": []})
            entity["names"] = entity["must"] = sorted(set(entity["names"]) | set(names))
            entity["docs"].append(doc)
        for r in record["relations"]:
            s, o = keys[r["s"]], keys[r["o"]]
            evidence = [{"doc": doc, "quote": text[a:b]} for a, b in r["evidence"]]
            if r["kind"] == "forbidden":
                gold["relations_forbidden"].append({"s": s, "p_regex": "|".join(r["p"]), "o": o, "why": doc,
                                                    "evidence": evidence})
            else:
                gold[f"relations_{r['kind']}"].append({"s": s, "p": r["p"], "o": o, "status": r["status"],
                                                       "why": doc, "evidence": evidence})
        gold["titles"] += [{"e": keys[t["e"]], "any": [text[a:b].lower() for a, b in t["spans"]]}
                           for t in record["titles"]]
    return gold


def write_set(records: list[dict], texts: dict[str, str], out: Path) -> None:
    """Write the news set: ``gold.json`` and ``text/<id>.txt`` (``/`` of the id as ``-``)."""
    (out / "text").mkdir(parents=True, exist_ok=True)
    for record in records:
        (out / "text" / f"{record['doc'].replace('/', '-')}.txt").write_text(texts[record["doc"]], encoding="utf-8")
    (out / "gold.json").write_text(json.dumps(to_gold(records, texts), indent=1), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Check the records and write the news set; one line per problem, exit 1 if any."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--records", type=Path, default=RECORDS)
    ap.add_argument("--corpus", type=Path, default=Path("../shared/data/news/bbc_news.jsonl"))
    ap.add_argument("--out", type=Path, default=Path("out/annotated-bbc"))
    args = ap.parse_args(argv)
    try:
        records = read_records(args.records)
        texts = read_texts(args.corpus, (r["doc"] for r in records))
    except (OSError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    if found := [p for r in records for p in problems(r, texts[r["doc"]])]:
        print("\n".join(f"error: {args.records}: {p}" for p in found), file=sys.stderr)
        return 1
    write_set(records, texts, args.out)
    print(f"{len(records)} documents -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

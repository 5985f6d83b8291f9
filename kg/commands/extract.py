"""``kg extract FILE.jsonl --format jsonl``: the relations of each input line, as JSON lines."""

from __future__ import annotations

import argparse
import json
import sys

from kg.commands import EXIT_FAILED, EXIT_OK, error
from kg.settings import DEFAULT_MODEL, DEFAULT_SENTENCE_EXTRACTOR
from kg.records import Document, Mention, Problem, Relation


def _mention(m: Mention) -> dict:
    return {"text": m.text, "start": m.start, "end": m.end, "type": m.type}


def relation_json(rel: Relation) -> dict:
    """One relation as ``{"subject", "predicate", "object", "confidence", "extractor"}``."""
    return {"subject": _mention(rel.subject), "predicate": rel.predicate, "object": _mention(rel.object),
            "confidence": rel.confidence, "extractor": rel.extractor}


def run(args: argparse.Namespace) -> int:
    from kg.atomic import atomic_write
    from kg.commands.progress import Warnings
    from kg.load import load_documents
    from kg.pipeline import extract_documents

    documents: list[Document] = []
    warn = Warnings()
    for item in load_documents([args.file]):
        if isinstance(item, Problem):
            warn(item)
        else:
            documents.append(item)
    warn.close()
    if not documents:
        error("extract", f"{args.file}: no document could be read; nothing was written")
        return EXIT_FAILED
    lines = [json.dumps({"id": doc.id, "relations": [relation_json(r) for r in rels]}, ensure_ascii=False) + "\n"
             for doc, rels in extract_documents(documents, extractor=args.extractor, model=args.model)]
    if args.output:
        atomic_write(args.output, "".join(lines).encode("utf-8"))
    else:
        sys.stdout.writelines(lines)
    return EXIT_OK


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``extract`` parser."""
    x = sub.add_parser("extract", help="extract the relations of each line of a JSONL file")
    x.add_argument("file", help="JSONL file, one object with 'text' (and optional 'id') per line")
    x.add_argument("--format", choices=["jsonl"], default="jsonl", help="output format (default jsonl)")
    x.add_argument("-o", "--output", help="output file (default: standard output)")
    x.add_argument("--extractor", default=DEFAULT_SENTENCE_EXTRACTOR,
                   help=f"relation extractor (default {DEFAULT_SENTENCE_EXTRACTOR})")
    x.add_argument("--model", default=DEFAULT_MODEL, help=f"installed spaCy pipeline (default {DEFAULT_MODEL})")
    x.set_defaults(func=run)

"""``kg eval conll04 FILE.jsonl``: precision, recall and F1 of an extractor on CoNLL04."""

from __future__ import annotations

import argparse
import json
import sys

from kg.parse import DEFAULT_MODEL


def run(args: argparse.Namespace) -> int:
    from kg.eval import evaluate, read_conll

    try:
        sentences = read_conll(args.file)
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    result = evaluate(sentences, extractor=args.extractor, path=args.file, model=args.model)
    print(json.dumps(result.as_dict(), indent=2) if args.json else result.table())
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``eval`` parser."""
    from kg.api import DEFAULT_SENTENCE_EXTRACTOR

    e = sub.add_parser("eval", help="score a relation extractor on an annotated corpus")
    e.add_argument("format", choices=["conll04"], help="corpus format")
    e.add_argument("file", help="JSONL file of annotated sentences")
    e.add_argument("--extractor", default=DEFAULT_SENTENCE_EXTRACTOR,
                   help=f"relation extractor (default {DEFAULT_SENTENCE_EXTRACTOR})")
    e.add_argument("--model", default=DEFAULT_MODEL, help=f"installed spaCy pipeline (default {DEFAULT_MODEL})")
    e.add_argument("--json", action="store_true", help="print the scores as JSON")
    e.set_defaults(func=run)

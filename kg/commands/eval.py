"""``kg eval conll04 FILE.jsonl`` and ``kg eval news [DIR]``: how right an extractor is on annotated data."""

from __future__ import annotations

import argparse
import json
import sys

from kg.commands import EXIT_FAILED, EXIT_OK, EXIT_USAGE, error
from kg.settings import DEFAULT_MODEL, DEFAULT_SENTENCE_EXTRACTOR

#: The news set ``kg eval news`` scores when given none (the quality yardstick, read in place).
DEFAULT_NEWS_SET = "../shared/data/newsdev"


def _conll04(args: argparse.Namespace) -> int:
    from kg.eval import evaluate, read_conll

    if not args.file:
        args.parser.print_usage(sys.stderr)
        error("eval", "conll04 needs a JSONL file")
        return EXIT_USAGE
    try:
        sentences = read_conll(args.file)
    except ValueError as err:
        error("eval", str(err))
        return EXIT_FAILED
    result = evaluate(sentences, extractor=args.extractor or DEFAULT_SENTENCE_EXTRACTOR, path=args.file,
                      model=args.model)
    print(json.dumps(result.as_dict(), indent=2) if args.json else result.table())
    return EXIT_OK


def _news(args: argparse.Namespace) -> int:
    from pathlib import Path

    from kg.newseval import VARIANTS, evaluate_news, news_set, table

    folder = args.file or DEFAULT_NEWS_SET
    try:
        news_set(folder)
    except ValueError as err:
        error("eval", str(err))
        return EXIT_FAILED
    variants = VARIANTS if args.variant == "both" else (args.variant,)
    work = Path(args.out or Path("out", "eval-news", Path(folder).resolve().name))
    scores = evaluate_news(folder, work=work, variants=variants, extractor=args.extractor, model=args.model,
                           scorer=Path(args.scorer) if args.scorer else None)
    if args.json:
        print(json.dumps([s.as_dict() if args.details else {**s.as_dict(), "detail": {}} for s in scores], indent=2))
        return EXIT_OK
    if args.details:
        for s in scores:
            for key, items in s.detail.items():
                if items:
                    print(f"[{s.variant}] {key}: {items}")
    print(f"{folder} (graphs in {work})")
    print(table(scores))
    return EXIT_OK


def run(args: argparse.Namespace) -> int:
    return _news(args) if args.format == "news" else _conll04(args)


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``eval`` parser."""
    e = sub.add_parser("eval", help="score the extractor on an annotated corpus (CoNLL04 or a news set)")
    e.add_argument("format", choices=["conll04", "news"],
                   help="conll04: a JSONL file of sentences; news: a folder with gold.json, text/ and html/")
    e.add_argument("file", nargs="?",
                   help=f"the CoNLL04 JSONL file, or the news set's folder (default {DEFAULT_NEWS_SET})")
    e.add_argument("--extractor", default=None,
                   help="relation extractor (default: the default of kg build; for conll04 the sentence one)")
    e.add_argument("--model", default=DEFAULT_MODEL, help=f"installed spaCy pipeline (default {DEFAULT_MODEL})")
    e.add_argument("--variant", choices=["text", "html", "both"], default="both",
                   help="news: which articles to build, the clean text, the served pages or both (default both)")
    e.add_argument("--out", metavar="DIR", help="news: where the graphs go (default out/eval-news/<set>)")
    e.add_argument("--scorer", metavar="FILE",
                   help="news: the scorer, for a set outside ../shared/data (default: tools/ two folders up)")
    e.add_argument("--details", action="store_true",
                   help="news: print the scorer's details too (each miss, wrong triple and wrong type)")
    e.add_argument("--json", action="store_true", help="print the scores as JSON")
    e.set_defaults(func=run, parser=e)

"""Main-content extraction benchmark: kg's HTML loader on the article-extraction pages.

Run with ``make bench-html``. The text kg reads from each page of
``../shared/data/article-extraction/html/`` (``kg.load.html_article``) is compared with the
page's hand-checked article body, on all pages and on the pages the loader keeps (it skips
the pages not in English: ``kg.load.load_documents`` on the pages saved as ``.html`` files). The score is the
benchmark's own (scrapinghub/article-extraction-benchmark): token 4-gram shingles; per
page the true positives, false positives and false negatives, normalised to sum to one so
that long pages weigh no more than short ones; precision, recall and F1 from their sums.

Beside kg: the page's raw visible text (kg's loader before main-content extraction) and,
with ``--compare``, the other extractors measured when one was chosen (readability-lxml,
jusText, trafilatura with its default settings and with kg's but no headline).

Figures go to ``benchmarks/results/html.json``; no page text is written there.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from kg.load import decode, html_article, html_to_text, load_documents
from kg.records import Document

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data" / "article-extraction"
RESULTS = ROOT / "benchmarks" / "results" / "html.json"
_TOKEN = re.compile(r"\w+")
SHINGLE = 4


def shingles(text: str, n: int = SHINGLE) -> Counter[str]:
    """Token n-grams of a text, counted (the benchmark's tokens: runs of word characters)."""
    tokens = _TOKEN.findall(text)
    return Counter(" ".join(tokens[i:i + n]) for i in range(max(1, len(tokens) - n + 1)) if tokens[i:i + n])


def match(true: str, predicted: str) -> tuple[float, float, float]:
    """True positive, false positive and false negative shares of a page's shingles (summing to 1)."""
    gold, found = shingles(true), shingles(predicted)
    tp = sum((gold & found).values())
    fp = sum((found - gold).values())
    fn = sum((gold - found).values())
    total = tp + fp + fn
    return (tp / total, fp / total, fn / total) if total else (0.0, 0.0, 0.0)


def score(rows: list[tuple[float, float, float]]) -> dict[str, float]:
    """F1, precision and recall from the summed per-page shares."""
    tp, fp, fn = (sum(column) for column in zip(*rows))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"f1": round(f1, 3), "precision": round(precision, 3), "recall": round(recall, 3)}


def kg_loader(pages: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """The text ``kg build`` reads from each page it keeps, and the warnings it gives."""
    with tempfile.TemporaryDirectory() as folder:
        for key, html in pages.items():
            Path(folder, f"{key}.html").write_text(html, encoding="utf-8")
        texts, warnings = {}, []
        for item in load_documents([folder]):
            if isinstance(item, Document):
                texts[item.id] = item.text
            else:
                warnings.append(f"{Path(item.source).name}: {item.reason}")
    return texts, warnings


def _others() -> dict[str, Callable[[str], str]]:
    """The extractors kg's was chosen among (``pip install -e '.[bench-html]'``)."""
    import justext
    import trafilatura
    from readability import Document as Readable

    def readability(html: str) -> str:
        return html_to_text(Readable(html).summary())[0]

    def jus_text(html: str) -> str:
        paragraphs = justext.justext(html.encode("utf-8"), justext.get_stoplist("English"))
        return "\n\n".join(p.text for p in paragraphs if not p.is_boilerplate)

    return {"trafilatura (defaults)": lambda html: trafilatura.extract(html) or "",
            # kg's settings without the headline, which the benchmark's bodies leave out
            "trafilatura (precision)": lambda html: trafilatura.extract(
                html, include_comments=False, favor_precision=True) or "",
            "readability-lxml": readability, "jusText": jus_text}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--compare", action="store_true", help="also measure readability-lxml, jusText, trafilatura")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()
    truth = json.loads((DATA / "ground-truth.json").read_text(encoding="utf-8"))
    pages = {key: decode(gzip.decompress((DATA / "html" / f"{key}.html.gz").read_bytes()))[0] for key in sorted(truth)}
    texts, warnings = kg_loader(pages)
    kept = sorted(texts)
    extractors = {"kg": lambda html: html_article(html)[0], "raw visible text": lambda html: html_to_text(html)[0]}
    if args.compare:
        extractors |= _others()
    results, timings = {}, {}
    for name, extract in extractors.items():
        start = time.perf_counter()
        found = {key: extract(html) for key, html in pages.items()}
        timings[name] = time.perf_counter() - start
        results[name] = {"all pages": score([match(truth[k]["articleBody"], found[k]) for k in pages]),
                         "pages kept": score([match(truth[k]["articleBody"], found[k]) for k in kept])}
    results["kg build (loader)"] = {"pages kept": score([match(truth[k]["articleBody"], texts[k]) for k in kept])}
    print(f"{len(pages)} pages, {len(kept)} kept by the loader; its warnings:")
    for warning in warnings:
        print(f"  {warning}")
    print(f"{'extractor':<24} {'pages':<11} {'F1':>6} {'prec.':>6} {'recall':>6} {'ms/page':>8}")
    for name, by_set in results.items():
        for subset, figures in by_set.items():
            ms = f"{1000 * timings[name] / len(pages):>8.0f}" if name in timings else ""
            print(f"{name:<24} {subset:<11} {figures['f1']:>6.3f} {figures['precision']:>6.3f} "
                  f"{figures['recall']:>6.3f} {ms}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    summary = {"pages": len(pages), "kept": len(kept), "warnings": warnings, "scores": results}
    args.out.write_text(json.dumps(summary, indent=1) + "\n")


if __name__ == "__main__":
    main()

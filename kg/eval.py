"""Scoring relation extractors on CoNLL04 (the CoNLL 2004 entity and relation set): precision, recall, F1.

A predicted relation is right when its predicate maps to the gold relation type
(:data:`TO_CONLL`) and both argument spans match the gold spans: same start, same
text ignoring case and one trailing period (CoNLL04 often glues the sentence's
period to the last token: "Idaho."). ``memberOf`` scores as Work_For, as CoNLL04
annotates members of a body ("a member of the city council") as working for it; open
verbs are not scored, nor is an official's work for a place ("US President X" employedBy the US),
which CoNLL04 annotates as Live_In. A surname that coreference made an
argument is scored as written: that is the span the extractor reports; a pronoun or a
title ("the sheriff") is not scored, as CoNLL04 annotates names only.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from kg.parse import DEFAULT_MODEL, pipeline
from kg.pipeline import extract_documents
from kg.records import ORGANIZATION, PLACE, Document, Relation
from kg.relations import TO_CONLL

CONLL_TYPES = ("Kill", "Live_In", "Located_In", "OrgBased_In", "Work_For")
MICRO = "micro"

#: An argument as scored: (start offset, normalised text).
SpanKey = tuple[int, str]
#: A relation as scored: (CoNLL type, head span, tail span).
Triple = tuple[str, SpanKey, SpanKey]


@dataclass(frozen=True)
class GoldEntity:
    """A gold entity of a CoNLL04 sentence, by character offsets into its text."""

    start: int
    end: int
    type: str


@dataclass(frozen=True)
class GoldSentence:
    """One CoNLL04 sentence: its text, entities and relations.

    Attributes:
        id: Sentence id in the corpus.
        text: The sentence (tokens joined by single spaces).
        source: ``file:line`` it came from.
        entities: Gold entities.
        relations: ``(head index, tail index, type)`` into :attr:`entities`.
    """

    id: str
    text: str
    source: str
    entities: tuple[GoldEntity, ...]
    relations: tuple[tuple[int, int, str], ...]

    @property
    def document(self) -> Document:
        """The sentence as a pipeline document."""
        return Document(id=self.id, text=self.text, source=self.source)

    @property
    def triples(self) -> frozenset[Triple]:
        """The gold relations as scored."""
        ents = self.entities
        return frozenset(
            (rtype, span_key(self.text, ents[h].start, ents[h].end), span_key(self.text, ents[t].start, ents[t].end))
            for h, t, rtype in self.relations)


def span_key(text: str, start: int, end: int) -> SpanKey:
    """The scored form of a span: its start and its text lower-cased, one trailing period dropped."""
    surface = text[start:end].rstrip().lower()
    if surface.endswith("."):
        surface = surface[:-1].rstrip()
    return start, surface


def predicted_triples(text: str, relations: Iterable[Relation]) -> frozenset[Triple]:
    """The scorable relations among ``relations`` (arguments as written in ``text``).

    CoNLL04 annotates names only: a relation whose argument is a pronoun or a title
    ("his native Iowa") is evidence for the graph but not scored.
    """
    return frozenset(
        (TO_CONLL[r.predicate], span_key(text, r.subject.start, r.subject.end),
         span_key(text, r.object.start, r.object.end))
        for r in relations if r.predicate in TO_CONLL and r.subject.named and r.object.named
        and not (TO_CONLL[r.predicate] == "Work_For" and r.object.type == PLACE)
        and not (r.predicate == "memberOf" and r.subject.type == ORGANIZATION))  # a unit of a body works for no one


def _entity(raw: dict, text: str) -> GoldEntity:
    start, end = int(raw["char_start"]), int(raw["char_end"])
    if not 0 <= start < end <= len(text):
        raise ValueError(f"entity offsets {start}:{end} outside the text")
    return GoldEntity(start, end, str(raw["type"]))


def _sentence(raw: object, source: str) -> GoldSentence:
    if not isinstance(raw, dict) or not isinstance(raw.get("text"), str):
        raise ValueError("not an object with a 'text' string")
    text = raw["text"]
    entities = tuple(_entity(e, text) for e in raw.get("entities", ()))
    relations = tuple((int(r["head"]), int(r["tail"]), str(r["type"])) for r in raw.get("relations", ()))
    if any(not (0 <= h < len(entities) and 0 <= t < len(entities)) for h, t, _ in relations):
        raise ValueError("relation argument index outside 'entities'")
    return GoldSentence(str(raw.get("id", source)), text, source, entities, relations)


def read_conll(path: str | Path) -> list[GoldSentence]:
    """Read a CoNLL04 JSONL file (one sentence per line, see ``../shared/data/conll04/README.md``).

    Raises:
        ValueError: With one line naming the file, the line and the reason, on any bad input.
    """
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as err:
        raise ValueError(f"{path}: cannot read ({getattr(err, 'strerror', None) or err})") from None
    sentences = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        source = f"{path}:{number}"
        try:
            sentences.append(_sentence(json.loads(line), source))
        except json.JSONDecodeError as err:
            raise ValueError(f"{source}: malformed JSON ({err.msg})") from None
        except (KeyError, TypeError, ValueError) as err:
            raise ValueError(f"{source}: not a CoNLL04 sentence ({err})") from None
    return sentences


@dataclass(frozen=True)
class Score:
    """Counts and figures for one relation type (or all of them, micro-averaged)."""

    type: str
    tp: int
    fp: int
    fn: int

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def as_dict(self) -> dict:
        """JSON-ready counts and figures (rounded to 4 places)."""
        return {"type": self.type, "tp": self.tp, "fp": self.fp, "fn": self.fn, "gold": self.tp + self.fn,
                "precision": round(self.precision, 4), "recall": round(self.recall, 4), "f1": round(self.f1, 4)}


def score(pairs: Iterable[tuple[frozenset[Triple], frozenset[Triple]]]) -> tuple[Score, ...]:
    """Per-type scores, then the micro average, from ``(gold, predicted)`` per sentence."""
    counts = {t: [0, 0, 0] for t in CONLL_TYPES}
    for gold, predicted in pairs:
        for triple in gold | predicted:
            c = counts.setdefault(triple[0], [0, 0, 0])
            c[0 if triple in gold and triple in predicted else 1 if triple in predicted else 2] += 1
    per_type = tuple(Score(t, *c) for t, c in sorted(counts.items()))
    micro = Score(MICRO, *(sum(s[i] for s in counts.values()) for i in range(3)))
    return (*per_type, micro)


@dataclass(frozen=True)
class Evaluation:
    """The result of scoring one extractor on one file."""

    path: str
    extractor: str
    sentences: int
    seconds: float
    scores: tuple[Score, ...]

    @property
    def micro(self) -> Score:
        return self.scores[-1]

    def as_dict(self) -> dict:
        """JSON-ready result (timings rounded)."""
        return {"file": self.path, "extractor": self.extractor, "sentences": self.sentences,
                "seconds": round(self.seconds, 2),
                "ms_per_sentence": round(1000 * self.seconds / max(self.sentences, 1), 2),
                "scores": [s.as_dict() for s in self.scores]}

    def table(self) -> str:
        """A Markdown table of the scores, with a line on what was measured."""
        rows = ["| type | P | R | F1 | gold | predicted |", "|---|---:|---:|---:|---:|---:|"]
        for s in self.scores:
            name = "**micro**" if s.type == MICRO else s.type
            rows.append(f"| {name} | {s.precision:.3f} | {s.recall:.3f} | {s.f1:.3f} | {s.tp + s.fn} | {s.tp + s.fp} |")
        per = 1000 * self.seconds / max(self.sentences, 1)
        return "\n".join([f"{self.path}: {self.sentences} sentences, extractor {self.extractor}, "
                          f"{self.seconds:.1f} s ({per:.1f} ms/sentence)", "", *rows])


def evaluate(sentences: list[GoldSentence], *, extractor: str, path: str = "", model: str | None = None) -> Evaluation:
    """Score an extractor on gold sentences (the whole pipeline runs on each sentence's text)."""
    pipeline(model or DEFAULT_MODEL)  # loaded before the clock starts: timings are per sentence
    started = time.perf_counter()
    pairs = [(s.triples, predicted_triples(s.text, rels))
             for s, (_, rels) in zip(sentences, extract_documents((s.document for s in sentences),
                                                                  extractor=extractor, model=model))]
    return Evaluation(path, extractor, len(sentences), time.perf_counter() - started, score(pairs))

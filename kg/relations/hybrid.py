"""Rules first, the trained model for the rest.

Every rule relation is kept (the rules are precise and know predicates the model does
not: ``leads``, ``memberOf``, open verbs). A model relation is added unless a rule
already relates the same two mentions (or overlapping ones: "President Kennedy" and
"Kennedy") with a predicate of the same CoNLL04 type.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from spacy.tokens import Doc

from kg.records import Chain, Relation, overlaps
from kg.relations import TO_CONLL, Extractor
from kg.relations.rules import extract_relations
from kg.relations.transformer import load


def _same(rule: Relation, model: Relation) -> bool:
    """Whether a rule relation already states what a model relation states."""
    return (TO_CONLL.get(rule.predicate, rule.predicate) == TO_CONLL.get(model.predicate, model.predicate)
            and overlaps(rule.subject, model.subject) and overlaps(rule.object, model.object))


@dataclass(frozen=True)
class HybridExtractor:
    """Rule relations, then the model's relations that no rule relation covers."""

    rules: Extractor
    model: Extractor

    def __call__(self, doc: Doc, chains: tuple[Chain, ...]) -> Iterator[Relation]:
        ruled = list(self.rules(doc, chains))
        yield from ruled
        for rel in self.model(doc, chains):
            if not any(_same(r, rel) for r in ruled):
                yield rel


def make_hybrid() -> HybridExtractor:
    """The rules with the best trained model (``transformer``) for what they miss."""
    return HybridExtractor(extract_relations, load())

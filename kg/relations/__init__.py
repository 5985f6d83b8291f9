"""Stage 5: relation extraction. Extractors are registered by name in :mod:`kg.registry`."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from spacy.tokens import Doc

from kg.records import PREDICATES, Chain, Relation

#: What every extractor is: a parsed document and its chains to relations.
Extractor = Callable[[Doc, tuple[Chain, ...]], Iterable[Relation]]

#: Our typed predicates and the CoNLL04 relation type each one scores as.
TO_CONLL: dict[str, str] = {name: predicate.conll for name, predicate in PREDICATES.items() if predicate.conll}


def type_checks(predicate: str, subject_type: str, object_type: str) -> bool:
    """Whether a typed predicate accepts these argument types (open predicates accept any)."""
    signature = PREDICATES.get(predicate)
    return signature is None or (subject_type in signature.subjects and object_type in signature.objects)

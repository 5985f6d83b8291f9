"""Stage 5: relation extraction. Extractors are registered by name in :mod:`kg.registry`."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from spacy.tokens import Doc

from kg.records import Chain, Relation

#: What every extractor is: a parsed document and its chains to relations.
Extractor = Callable[[Doc, tuple[Chain, ...]], Iterable[Relation]]

#: Entity types allowed for each typed predicate (subject types, object types).
SIGNATURES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "employedBy": (frozenset({"Person"}), frozenset({"Organization"})),
    "leads": (frozenset({"Person"}), frozenset({"Organization"})),
    "memberOf": (frozenset({"Person"}), frozenset({"Organization"})),
    "basedIn": (frozenset({"Organization"}), frozenset({"Place"})),
    "locatedIn": (frozenset({"Place", "Facility"}), frozenset({"Place"})),
    "livesIn": (frozenset({"Person"}), frozenset({"Place"})),
    "killed": (frozenset({"Person"}), frozenset({"Person"})),
}


def type_checks(predicate: str, subject_type: str, object_type: str) -> bool:
    """Whether a typed predicate accepts these argument types (open predicates accept any)."""
    signature = SIGNATURES.get(predicate)
    return signature is None or (subject_type in signature[0] and object_type in signature[1])

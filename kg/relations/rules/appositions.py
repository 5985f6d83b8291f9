"""The name a common noun stands in apposition with, where the parser hung the name on the noun."""

from __future__ import annotations

from typing import TYPE_CHECKING

from spacy.tokens import Token

from kg.records import Mention

if TYPE_CHECKING:
    from kg.relations.rules.syntax import MentionIndex


def set_off_name(noun: Token, appos: Token, ix: MentionIndex) -> Mention | None:
    """The name an apposition is when it comes right after its noun, set off by commas or after its owner only
    ("the gadget, Norbank's Kestrel,"; not "an assistant to sculptor Tom Vale")."""
    name = ix.at(appos)
    span = name and noun.doc.char_span(name.start, name.end, alignment_mode="expand")
    return name if span is not None and noun.i < span.start <= appos.i < span.end and all(
        t.is_punct or t.dep_ in ("poss", "case", "det") for t in noun.doc[noun.i + 1:span.start]) else None

"""The holder of a post whose field is written between the post and the name: "minister for women Ann Cole"."""

from __future__ import annotations

from spacy.tokens import Token

from kg.lexicon.people import is_person_noun
from kg.records import PERSON, Mention
from kg.relations.rules.syntax import MentionIndex

#: The prepositions that name a post's field: "minister for women", "director of rugby".
_FIELD_PREPS = frozenset({"for", "of"})


def portfolio_holder(noun: Token, ix: MentionIndex) -> Mention | None:
    """The person a post noun stands for where the parser hung the name on the post's field, the field a
    common noun right after the preposition: "the minister for women Ann Cole accused Y" ("Cole" the object of
    "for", "women" its compound), "director of rugby Tom Vale told Y"; none for a body ("spokesman for the
    Kestrel Office") or any other noun."""
    if noun.pos_ != "NOUN" or not is_person_noun(noun):
        return None
    names = [n for p in noun.children if p.dep_ == "prep" and p.lower_ in _FIELD_PREPS
             for n in p.children if n.dep_ == "pobj" and n.pos_ == "PROPN"
             and any(c.dep_ == "compound" and c.pos_ == "NOUN" and c.i == p.i + 1 for c in n.children)]
    holders = [m for n in names for m in [ix.at(n)] if m is not None and ix.type(m) == PERSON]
    return holders[0] if len(holders) == 1 else None

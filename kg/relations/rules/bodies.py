"""The organisation whose board or committee a verb's object names: "sits on the board of Norbank"."""

from __future__ import annotations

from spacy.tokens import Token

from kg.lexicon.names import BODY_NOUNS


def body_owners(seat: Token) -> list[Token]:
    """The names whose board, committee or executive a noun is ("the board of Norbank", "Norbank's board", "the
    Norbank board"): who sits on it is a member of them. None for any other noun."""
    if seat.lemma_ not in BODY_NOUNS:
        return []
    return [c for c in seat.children if c.dep_ in ("poss", "compound") and c.pos_ == "PROPN"] + [
        o for p in seat.children if p.dep_ == "prep" and p.lower_ == "of" for o in p.children if o.dep_ == "pobj"]

"""A city named as "the capital" with no country of its own: it lies in the one country its sentence names."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.lexicon.gazetteers import country_named
from kg.records import PLACE, Mention, Relation
from kg.relations.rules.syntax import MentionIndex


def capital_city(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"Kenya's rulers banned the play, due to open in the capital, Tulsa" -> Tulsa locatedIn Kenya: a place named
    right after "the capital" (no word between: "Kenya's capital" and "the Kenyan capital" are read as a place's
    possessive or a nationality) lies in the one country the sentence names. Read by the words, not the parse,
    which often hangs the name elsewhere. A sentence naming no country is left alone: the country a story names
    most is not always the one whose capital it visits."""
    countries = [m for m in ix.mentions() if m.kind == "name" and ix.type(m) == PLACE and country_named(m.label)]
    for token in doc:
        city = _named_after(token, ix) if token.lower_ == "capital" and token.i and doc[token.i - 1].lower_ == "the" \
            else None
        if city is None or ix.type(city) != PLACE or country_named(city.label) is not None:
            continue
        here = {ix.chain_of.get(m): m for m in countries if m.sentence == city.sentence}
        rel = ix.relation(city, "locatedIn", next(iter(here.values())), "capital_city") if len(here) == 1 else None
        if rel:
            yield rel


def _named_after(capital: Token, ix: MentionIndex) -> Mention | None:
    """The mention whose name follows a word, straight or after a comma ("the capital, Tulsa", "the capital
    Tulsa"), in its sentence."""
    nxt = capital.i + 1 + (capital.i + 1 < len(capital.doc) and capital.doc[capital.i + 1].text == ",")
    if nxt >= capital.sent.end:
        return None
    named = ix.at(capital.doc[nxt])
    return named if named is not None and named.start == capital.doc[nxt].idx else None

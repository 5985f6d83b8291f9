"""Untagged places after "in": a helper of :mod:`kg.untagged`.

The tagger leaves a town unmarked now and then ("the talks in Wichita ended"). A proper noun standing
alone after "in" that the gazetteer knows as a town of some size, a subdivision or a country is that place;
not a word the tagger marks as anything (a date's "in March"), a month's or a season's name, a word the story
writes in lower case or tags as something else (a club named after its town), nor one beside another
capitalised word, a hyphen or an apostrophe (part of a longer name).
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from kg.lexicon.gazetteers import country_named, place_population
from kg.lexicon.names import CALENDAR_WORDS, SEASONS
from kg.nameset import Names, lower_words

#: Fewest people of a town whose name after "in" is the town's (smaller ones share their names with more).
TOWN_POPULATION = 10_000
#: Words right before or after a name that make it part of a longer one.
_JOINERS = frozenset({"-", "–", "/", "&", "'", "’", "'s", "’s"})


def with_placed_in(ents: list[Span]) -> list[Span]:
    """Add the untagged known places written alone after "in" (see the module's notes) as places."""
    names = Names(ents)
    doc, tagged = names.doc, names.tagged
    if doc is None:
        return ents
    words = lower_words(doc) | CALENDAR_WORDS | SEASONS  # words, not names
    elsewhere = {t.text for e in ents if e.label_ != "GPE" for t in e}
    for token in doc[1:-1]:
        if (token.i in tagged or doc[token.i - 1].lower_ != "in" or token.pos_ != "PROPN" or not token.is_title
                or token.ent_type_ or token.lower_ in words or token.text in elsewhere
                or _in_a_name(token)):
            continue
        if place_population(token.text) >= TOWN_POPULATION or country_named(token.text) is not None:
            names.add(token.i, token.i + 1, "GPE")
    return names.all()


def _in_a_name(token: Token) -> bool:
    """Whether a capitalised word, a proper noun or a joiner sits right after ``token``, or "in" opens a
    capitalised title before it ("Kestrel In Leeds")."""
    doc = token.doc
    after = doc[token.i + 1]
    opener = doc[token.i - 1]
    return (after.is_title or after.is_upper or after.pos_ == "PROPN" or after.text in _JOINERS
            or opener.text == "In" and not opener.is_sent_start)

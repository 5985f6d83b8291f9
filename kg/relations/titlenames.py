"""Names the tagger found inside a person's title: a country's initials or a portfolio before a capitalised
title ("UAE Ambassador X", "Treasury Secretary X", "UAE Home Secretary X") and an office with its body
set off after a name ("X, the Speaker of the House,"). Helpers of :mod:`kg.relations.titles`."""

from __future__ import annotations

from spacy.tokens import Span

from kg.lexicon.gazetteers import country_named
from kg.lexicon.people import PORTFOLIO_WORDS

#: The most letters of a country's initials ("UAE").
_INITIALS = 3


def _country_initials(text: str) -> bool:
    """Whether a word is a country's initials, with or without periods ("UAE", "U.A.E.")."""
    letters = text.replace(".", "")
    return letters.isupper() and len(letters) <= _INITIALS and country_named(letters) is not None


def part_of_title(name: Span, *, before_title: bool) -> bool:
    """Whether a name is one a post's title may hold: a country's initials ("UAE"), or, before a capitalised
    title (``before_title``), a portfolio's words ("Treasury" of "Treasury Secretary"; not "Labour's minister"),
    after a country's initials too, which the tagger takes for a body ("UAE Home" of "UAE Home Secretary X")."""
    if _country_initials(name.text):
        return True
    words = name[1:] if len(name) > 1 and _country_initials(name[0].text) else name
    return (before_title and words[-1].lower_ != "and"
            and all(t.lower_ in PORTFOLIO_WORDS or t.lower_ == "and" for t in words))


def office_name(span: Span) -> bool:
    """Whether a name the tagger found is an office's title with its body, set off after another name: "the
    Speaker of the House" of "X, the Speaker of the House,"."""
    head = span[0]
    return (len(span) > 2 and span[1].lower_ == "of" and head.dep_ == "appos" and head.is_title
            and any(c.dep_ == "det" for c in head.children))

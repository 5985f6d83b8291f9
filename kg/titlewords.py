"""Which words belong to a job title ("Police", "Chief", "Financial" of "Chief Financial Officer").

Helpers of :mod:`kg.spans` and the title readers: a name's boundary stops at a title's words.
"""

from __future__ import annotations

from lemminflect import getAllLemmas
from spacy.tokens import Doc, Token

from kg.lexicon.people import (
    PORTFOLIO_TITLES,
    PORTFOLIO_WORDS,
    SHADOW_ROLE,
    TITLE_HEADS,
    TITLE_MODIFIERS,
    TITLE_NOUN_MODIFIERS,
)

#: Words before a title's head that belong to the title: a portfolio or "shadow".
_OWN_TITLE_WORDS = PORTFOLIO_WORDS | SHADOW_ROLE


def is_title_word(token: Token) -> bool:
    """Whether a word can be part of a job title ("Police", "Chief", "Press", "Lt")."""
    word = token.lower_
    if word.endswith("s") and (token.is_lower or token.text[:-1].isupper()) and word[:-1] in TITLE_HEADS:
        return True  # a plural title: "councillors", "MPs" (not "Kings")
    return (word in TITLE_HEADS or word in TITLE_MODIFIERS or word in TITLE_NOUN_MODIFIERS
            or word + "." in TITLE_HEADS or in_officer_title(token))  # "Lt" "." too


def is_title_vocabulary(token: Token) -> bool:
    """Whether a capitalised word before a title's head is a title's own ("Police", "Home", "Shadow",
    "Financial" of "Chief Financial Officer", a common noun: "Schools Minister"), not a name the tagger missed
    ("Safcom Founder") nor a nationality ("Welsh Health Minister")."""
    return (is_title_word(token) or token.lower_ in _OWN_TITLE_WORDS
            or bool(getAllLemmas(token.lower_, "NOUN")))


#: Words that join the parts of a portfolio ("Trade and Industry").
_PORTFOLIO_JOINERS = frozenset({"and", "&"})


def _portfolio_part(token: Token) -> bool:
    """Whether a word may be part of a capitalised portfolio: a portfolio's word or a joiner ("and")."""
    return token.lower_ in _PORTFOLIO_JOINERS or token.is_title and token.lower_ in PORTFOLIO_WORDS


def portfolio_before(head: Token) -> list[Token]:
    """The capitalised portfolio of two or more parts written before an office's capitalised title head:
    "Trade and Industry" of "Trade and Industry Secretary", which the parser splits into a conjunct and a
    compound; none before a lower-case head, and no "and" that opens the run ("X and Health Secretary Y")."""
    doc = head.doc
    if not (head.is_title and head.lower_ in PORTFOLIO_TITLES):
        return []
    start = head.i
    while start > 0 and _portfolio_part(doc[start - 1]):
        start -= 1
    while start < head.i and doc[start].lower_ in _PORTFOLIO_JOINERS:
        start += 1
    run = doc[start:head.i]
    return list(run) if any(t.lower_ in _PORTFOLIO_JOINERS for t in run) else []


def portfolio_title_at(doc: Doc, i: int) -> Token | None:
    """The capitalised office title that ends a capitalised portfolio opening at ``i`` ("Minister" of "(X,)
    Commerce and Industry Minister,"; "Secretary" of "(Trade) and Industry Secretary"), or None."""
    while i < len(doc) and _portfolio_part(doc[i]):
        i += 1
    return doc[i] if i < len(doc) and doc[i].is_title and doc[i].lower_ in PORTFOLIO_TITLES else None


#: Most words between "chief" and "officer" in an officer's title ("Chief Human Resources Officer").
OFFICER_FIELD_WORDS = 2


def in_officer_title(token: Token) -> bool:
    """Whether a word names the field of a chief officer, between the two words ("Financial" of "Chief
    Financial Officer", "Diversity" of "chief diversity officer"): any field makes one."""
    doc, i = token.doc, token.i
    if not token.is_alpha or token.lower_ in ("chief", "officer"):
        return False
    before = [j for j in range(i - 1, max(i - OFFICER_FIELD_WORDS - 1, -1), -1) if doc[j].lower_ == "chief"]
    after = [j for j in range(i + 1, min(i + OFFICER_FIELD_WORDS + 1, len(doc))) if doc[j].lower_ == "officer"]
    return bool(before and after) and after[0] - before[0] <= OFFICER_FIELD_WORDS + 1 and all(
        t.is_alpha and t.pos_ in ("NOUN", "PROPN", "ADJ") for t in doc[before[0] + 1:after[0]])

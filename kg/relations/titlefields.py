"""What a job title's head has written after it: a portfolio ("secretary of state for health"), a field ("head
of press") or a fixed "in chief" ("editor in chief").

A helper of :mod:`kg.relations.titles`, which reads the words before the head.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.lexicon.people import DEPARTMENT_HEADS, IN_CHIEF_TITLES, OFFICE_TITLES
from kg.spans import portfolio_end


def with_field(token: Token, title: str) -> str:
    """A title with the portfolio or field written after its head: "secretary of state for health" from
    "(Secretary) of State for Health", "head of press", "editor in chief"; not "secretary of acme" from
    "(secretary) of Acme"."""
    if _in_chief(token):
        return f"{title} in chief"
    lower = token.lower_ in OFFICE_TITLES  # "(secretary) of state" in lower case too
    if token.is_title or lower:
        end = portfolio_end(token, lower=lower)
        return " ".join((title, *(t.lower_ for t in token.doc[token.i + 1:end])))
    field = _department(token)
    return title if field is None else f"{title} of {field}"


def _in_chief(token: Token) -> bool:
    """Whether "in chief" follows a head that takes it, with or without hyphens ("editor in chief",
    "editor-in-chief", "Commander-in-Chief")."""
    if token.lower_ not in IN_CHIEF_TITLES:
        return False
    words = [t.lower_ for t in token.doc[token.i + 1:token.i + 5] if t.text != "-"][:2]
    return words == ["in", "chief"]


def _department(token: Token) -> str | None:
    """The field a lower-case head's post covers, written bare after "of" ("head of press", "director of
    rugby", "head of currency strategy", "director of value-added services"; not "head of the firm", "head of
    its unit" nor "head of Norbank"), lower case, or None."""
    doc, i = token.doc, token.i
    if token.lower_ not in DEPARTMENT_HEADS or i + 2 >= len(doc) or doc[i + 1].lower_ != "of":
        return None
    field = next((c for c in doc[i + 1].children if c.dep_ == "pobj"), None)
    if field is None or field.tag_ not in ("NN", "NNS") or field.left_edge.i != i + 2:
        return None
    words = doc[i + 2:field.i + 1]
    # only the field's own words: lower-case nouns and adjectives, hyphens between them
    plain = all(t.is_lower and t.tag_ in ("NN", "NNS", "JJ", "VBN", "HYPH") or t.text == "-" for t in words)
    return words.text.lower() if plain else None

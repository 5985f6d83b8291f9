"""Roles given by examples: the plural role a list of names exemplifies ("ministers including Tom Vale and Ann
Cole"), which each name holds, and the adjectives that describe only the group ("other famous actors like X")."""

from __future__ import annotations

from spacy.tokens import Token

from kg.lexicon.grammar import EXAMPLE_PREPS
from kg.titlewords import is_title_word


def exemplified_roles(first: Token, *, mass: bool = False) -> list[Token]:
    """The plural role a list of names opening with ``first`` gives examples of: "ministers including X and Y",
    "Norbank executives such as X", "leaders like X"; not a singular noun ("a lawyer like X": a likeness) unless
    ``mass``, for a mass noun a plural verb agrees with ("other software, like X and Y, are")."""
    prep = first.head if first.dep_ == "pobj" else None
    if prep is None or prep.lower_ not in EXAMPLE_PREPS:
        return []
    role = prep.head.head if prep.head.lower_ == "such" else prep.head  # "such as", however it hangs
    such = prep.head.lower_ == "such" or any(c.lower_ == "such" for c in prep.children)
    return [role] if (role.tag_ == "NNS" or mass and role.tag_ == "NN") and (prep.lower_ != "as" or such) else []


def group_adjectives(role: Token) -> frozenset[int]:
    """The adjectives of a plural role that gives examples, which describe the group, not each one's post:
    "other", "famous" of "other famous actors like X"; not a title's own ("foreign" of "foreign ministers
    including X") nor a noun ("jazz" of "jazz musicians like X")."""
    examples = any(c.dep_ == "prep" and (c.lower_ in EXAMPLE_PREPS or c.lower_ == "such") for c in role.children)
    if role.tag_ != "NNS" or not examples:
        return frozenset()
    return frozenset(c.i for c in role.children if c.dep_ == "amod" and c.tag_ == "JJ" and not is_title_word(c))

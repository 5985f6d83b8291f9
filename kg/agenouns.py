"""Stage 4: a person's age standing for the person ("The 45-year-old later joined Norbank").

News names a person once and then refers back to them by their age, as it does by a title ("the
minister", :mod:`kg.coref`). Such a noun phrase joins a person only when the choice is plain: the one
person of the document whose age the story gave with the same number ("Tom Vale, 45," or "45-year-old
Tom Vale"), else the one person named outside quotations in the nearest sentence before it that names
anyone, its own or the one before (:data:`AGE_WINDOW`). Two people named there, no one joins.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span, Token

from kg.records import PERSON, Mention, Sentence

#: How many sentences back an age may look for the person it stands for.
AGE_WINDOW = 1
#: The words of an age written as one adjective: "45-year-old" (split by the tokenizer on its hyphens).
_AGE_WORDS = ("-", "year", "-", "old")
#: Where a noun phrase that refers back stands for someone: an argument of a verb or a preposition, or a possessor.
ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "poss"})
#: An age noun phrase may also be joined to another ("Tom Vale and the 45-year-old").
_AGE_DEPS = ARGUMENT_DEPS | {"conj"}

Groups = dict[tuple[str, str], list[Mention]]


def add_nominal(groups: Groups, etype: str, key: str, span: Span, *, doc_id: str) -> None:
    """Add a noun phrase that refers back ("the 45-year-old", "the firm") to the entity ``(etype, key)``."""
    groups[(etype, key)].append(Mention(doc_id=doc_id, start=span.start_char, end=span.end_char, text=span.text,
                                        type=etype, sentence=Sentence.of(doc_id, span.sent), kind="nominal"))


def _age_at(doc: Doc, old: Token) -> str:
    """The number of the age adjective ending in ``old`` ("45" of "45-year-old"), or ``""``."""
    start = old.i - len(_AGE_WORDS)
    if start < 0 or old.lower_ != "old" or not doc[start].like_num:
        return ""
    return doc[start].text if [t.lower_ for t in doc[start + 1:old.i + 1]] == list(_AGE_WORDS) else ""


def _age_nouns(doc: Doc) -> list[tuple[Token, str]]:
    """Each "the 45-year-old" the parser reads as a noun phrase of its own (a verb's subject or object, a
    possessor), with its number; not an age before a noun ("the 45-year-old Scot")."""
    found = []
    for token in doc:
        age = _age_at(doc, token) if token.dep_ in _AGE_DEPS else ""
        det = token.i - len(_AGE_WORDS) - 1
        if age and det >= 0 and doc[det].lower_ == "the" and doc[det].head.i == token.i:
            found.append((token, age))
    return found


def _stated_ages(doc: Doc, persons: list[Mention], key_of: dict[Mention, str]) -> dict[str, set[str]]:
    """The people the story gave each age to: "Tom Vale, 45," and "45-year-old Tom Vale" (by person key)."""
    ages: dict[str, set[str]] = {}
    for m in persons:
        after = re.match(r",? \(?(\d{1,3})\b(?!-)[),]", doc.text[m.end:m.end + 8])
        before = re.search(r"\b(\d{1,3})-year-old (?:[a-z]+ )?$", doc.text[max(0, m.start - 24):m.start])
        for match in (after, before):
            if match:
                ages.setdefault(match.group(1), set()).add(key_of[m])
    return ages


def add_age_nouns(doc: Doc, doc_id: str, groups: Groups, quoted: list[bool]) -> None:
    """Add each "the 45-year-old" to the person it stands for (see the module's docstring) in ``groups``,
    the document's people by (type, key)."""
    persons = sorted(m for (etype, _), ms in groups.items() if etype == PERSON for m in ms if m.kind == "name")
    key_of = {m: key for (etype, key), ms in groups.items() if etype == PERSON for m in ms}
    ages = _stated_ages(doc, persons, key_of)
    said = {t.idx for t, inside in zip(doc, quoted) if inside}
    sentence_of = {s.start_char: i for i, s in enumerate(doc.sents)}
    for old, age in _age_nouns(doc):
        span = doc[old.i - len(_AGE_WORDS):old.i + 1]
        here = sentence_of[old.sent.start_char]
        before = [m for m in persons if m.end <= span.start_char and m.start not in said
                  and here - sentence_of.get(m.sentence.start, -99) <= AGE_WINDOW]
        nearest = [m for m in before if m.sentence == before[-1].sentence] if before else []
        keys = {key for key in ages.get(age, ()) if any(key_of[m] == key for m in persons if m.end <= span.start_char)}
        keys = keys or {key_of[m] for m in nearest}
        if len(keys) == 1 and not quoted[old.i]:
            add_nominal(groups, PERSON, keys.pop(), span, doc_id=doc_id)

"""Stage 5: "the home secretary" stands for the one person the story gave that whole title.

A title used alone after the story gave it to someone names its holder: "Tom Vale is the chief executive of
Norbank. ... the chief executive blamed Safcom", "Home Secretary Tom Vale ... the home secretary met Ann Cole".
:mod:`kg.nominals` matches a title before a name by its head, so it finds no one for "the home secretary" when
the story names a shadow home secretary too, nor a title given after the name (an apposition, a copula). Here a
definite "the <title>" no name holds joins the one person whose titles (:func:`kg.relations.titles.role_titles`,
with their status) include the whole of its words and who is named before it; none when two people hold the
title or no one does. A title's status words must agree: "the former chief executive" is one the story wrote
former, and "the next president" or "a president" is no one's.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc

from kg.nominals import nominal_mentions
from kg.records import PERSON, Chain, Mention


def _words(nominal: Mention) -> str:
    """A nominal's words, lower case: "home secretary"."""
    return " ".join(nominal.text.lower().split())


def _holder(nominal: Mention, chains: tuple[Chain, ...], first: int) -> int | None:
    """The index of the one person's chain whose titles include the nominal's words, named before ``first``, the
    story's first use of the title alone (used alone before its holder is named, it stands for someone else)."""
    found = [i for i, c in enumerate(chains) if c.type == PERSON and _words(nominal) in c.titles
             and any(m.named and m.end <= first for m in c.mentions)]
    return found[0] if len(found) == 1 else None


def _complement(doc: Doc, nominal: Mention) -> bool:
    """Whether the nominal is a copula's complement, which says who its subject is ("who will be the coach")."""
    span = doc.char_span(nominal.start, nominal.end, alignment_mode="expand")
    return span is None or span.root.dep_ == "attr"


def held_titles(doc: Doc, chains: tuple[Chain, ...], *, doc_id: str) -> tuple[Chain, ...]:
    """The chains with each "the <title>" added to the one person holding the whole title (see the module's
    docstring); a title's chain of its own that no name joined ("the Brantwick city manager") gives it up."""
    out = list(chains)
    taken = {t.i for t in doc if t.ent_type_ == "PERSON"}
    nominals = nominal_mentions(doc, doc_id, taken)
    first = {}
    for nominal in nominals:
        first.setdefault(_words(nominal), nominal.start)
    for nominal in nominals:
        at = [i for i, c in enumerate(out) if any(m.start <= nominal.start < m.end for m in c.mentions)]
        if (_complement(doc, nominal) or any(any(m.named for m in out[i].mentions) for i in at)
                or (i := _holder(nominal, tuple(out), first[_words(nominal)])) is None):
            continue  # it stands for someone named already, or for no one the story titled so
        for j in at:
            out[j] = replace(out[j], mentions=tuple(m for m in out[j].mentions if m.start != nominal.start))
        out[i] = replace(out[i], mentions=tuple(sorted(out[i].mentions + (nominal,), key=lambda m: m.start)))
    return tuple(c for c in out if c.mentions)

"""The body a possessor's membership names: "Tom Vale's membership of Norbank", "his membership of the Tory party"."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc

from kg.lexicon.names import MEMBERSHIP_NOUNS
from kg.records import ORGANIZATION, Relation
from kg.relations.rules.nominal import realised
from kg.relations.rules.syntax import MentionIndex, conjuncts
from kg.spans import positions


def membership_of(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"Tom Vale's membership of Norbank" -> Tom Vale memberOf Norbank: the possessor (a name or a pronoun) of a
    membership noun is a member of the organisation after its "of"; not a membership only sought or planned
    ("seeking membership of Norbank", "Kenya's proposed membership of Norbank"), which :func:`realised` rules out."""
    for token in (doc[i] for i in positions(doc, "LEMMA", MEMBERSHIP_NOUNS)):
        if token.pos_ != "NOUN" or not realised(token):
            continue
        members = [ix.at(c) for c in token.children if c.dep_ == "poss" and ix.at(c) is not None]
        bodies = [ix.at(o) for p in token.children if p.dep_ == "prep" and p.lower_ == "of"
                  for pobj in p.children if pobj.dep_ == "pobj" for o in conjuncts(pobj) if ix.at(o) is not None]
        for member in members:
            for body in bodies:
                if ix.type(body) != ORGANIZATION:
                    continue
                rel = ix.relation(member, "memberOf", body, "membership_of")
                if rel:
                    yield rel

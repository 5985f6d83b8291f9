"""The people that belong to or lead a body, read from a noun: "Tom Vale's membership of Norbank", "his
membership of the Tory party", "his party, the Kestrel Coalition", "Ann Cole, the woman behind Norbank"."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.lexicon.names import BEHIND_NOUNS, MEMBERSHIP_NOUNS, OWN_BODY_NOUNS, NOT_OWN_BODY_WORDS
from kg.records import ORGANIZATION, PERSON, Mention, Relation
from kg.relations.rules.nominal import realised
from kg.relations.titles import status_of_role
from kg.relations.rules.syntax import MentionIndex, conjuncts, copula_subjects
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


def own_body(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"his newly-founded party, the Kestrel Coalition", "Tom Vale's former club, Kestrel Rovers" -> memberOf: the
    person who owns a party, a club, a band or a side (a name or a pronoun, whose chain carries it back to the name)
    belongs to the organisation named in apposition to it, as the noun's modifiers date it ("former": former); not
    where a modifier says the body is not the possessor's own ("his constituency party, Dunmore North", "his rival
    party, X")."""
    for token in (doc[i] for i in positions(doc, "LOWER", OWN_BODY_NOUNS)):
        if any(c.lower_ in NOT_OWN_BODY_WORDS for c in token.children):
            continue
        members = [m for c in token.children if c.dep_ == "poss" for m in [ix.at(c)]
                   if m is not None and ix.type(m) == PERSON]
        bodies = [m for c in token.children if c.dep_ == "appos" for m in [ix.at(c)]
                  if m is not None and ix.type(m) == ORGANIZATION]
        for member in members:
            for body in bodies:
                rel = ix.relation(member, "memberOf", body, "own_body", status=status_of_role(token))
                if rel:
                    yield rel


def man_behind(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"Tom Vale, the man behind Norbank", "Ann Cole is the woman behind Safcom" -> leads: a person set off by
    commas or a copula as the man or woman behind an organisation leads it; not one behind anything else ("the
    man behind the attack"), which names no organisation. The name may premodify a common noun ("the man behind
    the Norbank games group")."""
    for token in (doc[i] for i in positions(doc, "LEMMA", BEHIND_NOUNS)):
        heads = [token.head] if token.dep_ == "appos" else copula_subjects(token)
        people = [ix.at(h) for h in heads if ix.at(h) is not None and ix.type(ix.at(h)) == PERSON]
        bodies = [m for p in token.children if p.dep_ == "prep" and p.lower_ == "behind"
                  for o in p.children if o.dep_ == "pobj" for m in [_named(o, ix)] if m is not None]
        for person in people:
            for body in bodies:
                rel = ix.relation(person, "leads", body, "man_behind") if ix.type(body) == ORGANIZATION else None
                if rel:
                    yield rel


def _named(noun: Token, ix: MentionIndex) -> Mention | None:
    """The mention a noun is, or the name compounded before it: "Norbank" in "the Norbank games group"."""
    return ix.at(noun) or next((ix.at(t) for t in noun.subtree if t.i < noun.i and t.dep_ == "compound"
                                and ix.at(t) is not None), None)

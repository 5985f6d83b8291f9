"""The body of a story's opening role, held by the name that speaks right after it: "The chief executive of
Norbank has resigned. Tom Vale said ..." (Tom Vale leads Norbank).

:mod:`kg.relations.ledetitles` gives the role to the name; the body its noun phrase names ("of Norbank", "for
Norbank", "Kenya's") goes with it, when that phrase names one body only.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.lexicon.grammar import ROLE_BODY_PREPS
from kg.records import ORGANIZATION, PLACE, Mention, Relation
from kg.relations.ledetitles import lede_roles
from kg.relations.rules.posts import title_predicate
from kg.relations.rules.syntax import MentionIndex, conjuncts
from kg.relations.titles import role_status

def _role_body(role: Token, ix: MentionIndex) -> Mention | None:
    """The one organisation or place a role's noun phrase names as its holder's body ("the chief executive of
    Norbank", "the founder and former boss of Norbank", "Kenya's trade minister"), or None."""
    found = [ix.at(c) for t in conjuncts(role) for c in t.children if c.dep_ == "poss"]
    found += [ix.at(b) for t in conjuncts(role) for p in t.children if p.dep_ == "prep" and p.lower_ in
              ROLE_BODY_PREPS for o in p.children if o.dep_ == "pobj" for b in conjuncts(o)]  # "of X and Y"
    bodies = {ix.chain_of.get(m): m for m in found if m is not None and ix.type(m) in (ORGANIZATION, PLACE)}
    return next(iter(bodies.values())) if len(bodies) == 1 and len(found) == 1 else None


def lede_body(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'The chairman of the Norbank Federation said ... Tom Vale said: ...': the body of the role the sentence
    before gave a name that speaks (:func:`kg.relations.ledetitles.lede_roles`) is that name's employer, or the
    body it leads, per its title."""
    chains = tuple(set(ix.chain_of.values()))
    for chain, role in lede_roles(doc, chains, titled=True).items():
        body = _role_body(role, ix)
        if body is None:
            continue
        status, title = role_status(chain.titles[0].split())
        first = min((m for m in chain.mentions if m.kind == "name"), key=lambda m: m.start)
        rel = ix.relation(first, title_predicate(title), body, "lede_body", status=status, title=title)
        if rel:
            yield rel

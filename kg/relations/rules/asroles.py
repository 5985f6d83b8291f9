"""A post named in a fronted "as" phrase: "As a postdoc at Norbank, Tom Vale studied fish", "As chief executive of
Norbank, Ann Cole cut jobs": the clause's subject held the post when it acted."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc

from kg.records import PERSON, Relation
from kg.relations.mood import clause_status, negated
from kg.relations.rules.roles import role_relations
from kg.relations.rules.syntax import MentionIndex, conjuncts, subjects
from kg.relations.titles import one_of


def fronted_as(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """The role after an "as" that opens a sentence and is set off by a comma before the clause's subject, a
    person: that person's post (:func:`role_relations` reads the body and the predicate), and each role joined to it
    ("As chairman and chief executive of Norbank"). The clause's status is the post's: a past act done in the post
    does not say the post has ended ("As chief executive, Ann Cole cut jobs last year")."""
    for sent in doc.sents:
        opener = sent[0]
        verb = opener.head
        if opener.lower_ != "as" or opener.dep_ != "prep" or verb.pos_ not in ("VERB", "AUX") or negated(verb):
            continue
        status = clause_status(verb)
        comma = next((t for t in sent if t.text == ","), None)
        holders = [m for m in map(ix.at, subjects(verb)) if m is not None and ix.type(m) == PERSON]
        if status is None or comma is None or not holders or ix.first_token(holders[0]) <= comma.i:
            continue
        for role in (r for p in opener.children if p.dep_ == "pobj" for r in conjuncts(p)):
            yield from role_relations(holders[0], one_of(role), ix, "fronted_as", status=status)

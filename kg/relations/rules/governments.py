"""Governments named after their leaders: "the Vale administration" is led by the person the document calls
Vale ("President Tom Vale"), as a company is by its chief executive."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Doc

from kg.lexicon.names import LEADER_GOVERNMENTS
from kg.records import ORGANIZATION, PERSON, Chain, Relation
from kg.relations.rules.syntax import MentionIndex


def leader_government(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the Vale administration', 'the Hart government' -> the leader ``leads`` it, when the document names one
    person whose name ends with the leader's words ("Tom Vale", "President Vale"); the leader's words inside the
    government's name are the evidence's subject, so the relation stays in the sentence that states it
    (resolution joins them to the person)."""
    people: dict[str, set[Chain]] = {}
    for m, chain in ix.chain_of.items():
        if chain.type == PERSON and m.kind == "name":
            people.setdefault(m.label.split()[-1], set()).add(chain)
    for mention in ix.mentions():
        words = mention.text.split()
        if (mention.kind != "name" or ix.type(mention) != ORGANIZATION or len(words) < 2
                or words[-1] not in LEADER_GOVERNMENTS or not all(w[:1].isupper() for w in words[:-1])
                or len(people.get(words[-2], ())) != 1):  # no leader, or two people who share the name
            continue
        leader_end = mention.start + len(" ".join(words[:-1]))
        leader = replace(mention, end=leader_end, text=mention.text[:leader_end - mention.start], type=PERSON,
                         title="", titled="", name="")
        rel = ix.relation(leader, "leads", mention, "leader_government")
        if rel:
            yield rel

"""Stage 4: a description naming a body or a place that stands for the person the story is about ("the Labour
peer", "the Kenyan tycoon", "the Kestrel keeper").

News names a person and goes on about them by a description whose words before its noun name their party, club,
firm or home: "Tom Vale withdrew his bill. During the debate, the Labour peer said ...". Such a definite noun
phrase, headed by a person's noun (singular) with a name of a body, a place or a nationality before it, joins the
person the text is about there: the one person named or referred to (by a pronoun) outside quotations in the
nearest sentence before it (:func:`kg.rolenouns.sentence_before`), when its own names no one before it. Two
people there, no one joins; nor an official, a winner or a body's or a side's head ("the Tory leader"). The words before
the noun then give the relation a title before the name would ("Labour peer Tom Vale": memberOf Labour), read by
:func:`kg.relations.rules.roles.premodifier_roles`.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.agenouns import ARGUMENT_DEPS, Groups, add_nominal
from kg.lexicon.people import (CONTEST_NOUNS, LEADER_HEADS, NOT_BACK_ROLES, OFFICIATING_NOUNS, SIDE_CAPTAINS,
                               TEAM_LEADERS)
from kg.records import PERSON
from kg.rolenouns import is_role, sentence_before

#: Entity labels of a name before a person's noun that says whom they belong to or where they are from.
_BODY_LABELS = frozenset({"ORG", "NORP", "GPE"})
#: Nouns of someone other than the one the sentence before is about: an official beside a player ("the Scottish
#: referee"), a contest's winner, the head of a body or a side ("the Kestrel boss" speaks about the players named
#: before, "the Tory leader" answers the minister named before: a body's one head, the story may name by the post).
_OTHERS = NOT_BACK_ROLES | OFFICIATING_NOUNS | CONTEST_NOUNS | TEAM_LEADERS | LEADER_HEADS | SIDE_CAPTAINS
#: Children that describe no other person: a determiner, modifiers, punctuation, a clause, the "and" before
#: another role of the same person ("the Labour peer and former minister").
_PLAIN_CHILDREN = frozenset({"det", "compound", "amod", "nmod", "punct", "relcl", "cc"})


def _described(token: Token, quoted: list[bool]) -> bool:
    """Whether a noun is "the <name> <person's noun>" outside quotations, an argument of a verb or a preposition:
    "the Labour peer", "the Kenyan tycoon" (not "the man", "the Labour peer's", "the peer of Leeds")."""
    return (token.dep_ in ARGUMENT_DEPS and token.dep_ != "poss" and not quoted[token.i] and is_role(token)
            and token.lemma_.lower() not in _OTHERS
            and any(c.dep_ == "det" and c.lower_ == "the" for c in token.children)
            and all(c.dep_ in _PLAIN_CHILDREN or c.dep_ == "conj" and is_role(c) for c in token.children)
            and any(c.i < token.i and c.dep_ in ("compound", "amod", "nmod") and c.ent_type_ in _BODY_LABELS
                    for c in token.children))


def add_described(doc: Doc, doc_id: str, groups: Groups, quoted: list[bool]) -> None:
    """Add each "the Labour peer" to the person it stands for (see the module's docstring) in ``groups``, the
    document's entities by (type, key); a title's description kept as a chain of its own
    (:mod:`kg.nominals`) moves to that person."""
    said = {t.idx for t, inside in zip(doc, quoted) if inside}
    # a full name's person (one word may be a club or a place mistyped), by a name or a pronoun
    people = sorted((m, key) for (etype, key), ms in groups.items() if etype == PERSON for m in ms
                    if m.kind in ("name", "pronoun") and m.start not in said and len(key.split()) > 1)
    sentence_of = {s.start_char: i for i, s in enumerate(doc.sents)}
    for noun in (t for t in doc if _described(t, quoted)):
        held = [(group, m) for group, ms in groups.items() for m in ms if m.start <= noun.idx < m.end]
        if any(m.kind != "nominal" or not group[1].startswith("the ") for group, m in held):
            continue  # it stands for someone already
        keys = sentence_before(noun, people, sentence_of)
        if len(keys) != 1:
            continue
        for group, m in held:  # "the Labour peer" no holder was found for
            groups[group].remove(m)
            if not groups[group]:
                del groups[group]
        add_nominal(groups, PERSON, keys.pop(), doc[noun.i:noun.i + 1], doc_id=doc_id)

"""Stage 4: a role standing for the one person the story gave it ("the striker" after "striker Tom Vale").

News introduces a person by a role ("Kestrel Rovers striker Tom Vale", "Tom Vale, the Kestrel midfielder,") and
then refers back to them by it ("The Kestrel striker said ..."). A definite noun phrase whose head is such a role
(a person's noun, singular, not a title :mod:`kg.nominals` already reads, nor a body's: "the airline") joins a
person only when the choice is plain: the one person of the document named earlier, outside quotations, with that
role right before their name or in an apposition after it. An epithet the story gave no one, a role of a player or
performer with words before it ("the 24-year-old Kestrel skipper", "the Leeds singer"), stands for the one person
the sentence before it names (:data:`~kg.agenouns.AGE_WINDOW`) when its own sentence names no one before it and
no clause of its own says who it is ("the singer who recorded it").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.agenouns import AGE_WINDOW, ARGUMENT_DEPS, Groups, add_nominal
from kg.lexicon.names import ORG_DESCRIPTIONS, PERSONAL_KINDS
from kg.lexicon.people import (CONTEST_NOUNS, NOT_BACK_ROLES, OFFICIATING_NOUNS, PERFORMER_NOUNS, ROLE_KINDS,
                               TEAM_LEADERS, TITLE_HEADS, TITLE_NOUNS, is_person_noun)
from kg.records import PERSON, Mention, Sentence

#: Children that describe no other person: a determiner, modifiers, a possessive's "'s", punctuation, a clause.
_PLAIN_CHILDREN = frozenset({"det", "compound", "amod", "nmod", "case", "punct", "relcl", "poss"})
#: Role nouns of no person: the kinds of organisation ("the airline"), save a person's job as often ("maker").
_BODY_KINDS = ORG_DESCRIPTIONS - PERSONAL_KINDS
#: Roles of players and performers that the story may use for a person it gave them to no one ("the Leeds singer"):
#: not a contest's (the winner is news of its own), an official's beside a player ("the referee") nor a team's
#: leader ("the Leeds boss" speaks about the players named before).
_EPITHET_ROLES = ((TITLE_NOUNS | PERFORMER_NOUNS) - TITLE_HEADS - NOT_BACK_ROLES - CONTEST_NOUNS - OFFICIATING_NOUNS
                  - TEAM_LEADERS)


def is_role(token: Token) -> bool:
    """Whether a singular common noun names a person's role that may refer back to them ("striker", "actor"),
    not a body ("the airline"), a thing ("the show") or anyone at all ("the man")."""
    lemma = token.lemma_.lower()
    return (token.pos_ == "NOUN" and token.tag_ == "NN" and not token.ent_type_
            and (is_person_noun(token) or lemma in TITLE_NOUNS | PERFORMER_NOUNS | CONTEST_NOUNS)
            and lemma not in _BODY_KINDS and lemma not in NOT_BACK_ROLES)


def _roles_of(doc: Doc, m: Mention) -> set[str]:
    """The roles the story gives a person at one of their names: the noun right before it ("striker Tom
    Vale") and a noun in apposition after it ("Tom Vale, the Kestrel striker,"); lemmas, lower case."""
    span = doc.char_span(m.start, m.end, alignment_mode="expand")
    if span is None:
        return set()
    before = doc[span.start - 1] if span.start > 0 else None
    roles = {t for t in span.root.children if t.dep_ == "appos" and t.i >= span.end}
    if before is not None and before.dep_ == "compound" and before.head.i in range(span.start, span.end):
        # and a role set before it: "footballer and record company boss Tom Vale"
        roles |= {before, *(c for c in before.children if c.dep_ == "nmod")}
    return {t.lemma_.lower() for t in roles if is_role(t)}


def _role_nouns(doc: Doc, quoted: list[bool]) -> list[Token]:
    """Each "the (Kestrel) striker" outside quotations that is a verb's or a preposition's argument or a possessor
    (not "the striker of X", which describes someone; not a title's head)."""
    return [t for t in doc if t.dep_ in ARGUMENT_DEPS and not quoted[t.i] and t.lower_ not in TITLE_HEADS
            and is_role(t)
            and any(c.dep_ == "det" and c.lower_ == "the" for c in t.children)
            and all(c.dep_ in _PLAIN_CHILDREN for c in t.children)]


def _epithet(noun: Token) -> bool:
    """Whether a role noun is an epithet of a player or a performer with words before it and no clause of its own:
    "the 24-year-old Kestrel skipper", "the Leeds singer" (not "the singer who recorded it", "the referee")."""
    return (noun.lemma_.lower() in _EPITHET_ROLES and any(c.i < noun.i and c.dep_ != "det" for c in noun.children)
            and not any(c.dep_ in ("relcl", "acl") for c in noun.children))


def sentence_before(noun: Token, named: list[tuple[Mention, str]], sentence_of: dict[int, int]) -> set[str]:
    """The people named in the nearest sentence before a noun's that names anyone (within
    :data:`~kg.agenouns.AGE_WINDOW`), or none when the noun's own sentence names someone before it."""
    here = sentence_of[noun.sent.start_char]
    before = [(m, key) for m, key in named if m.end <= noun.idx]
    if not before or before[-1][0].sentence == Sentence.of(before[-1][0].doc_id, noun.sent):
        return set()
    last = before[-1][0].sentence
    return {key for m, key in before if m.sentence == last} if here - sentence_of[last.start] <= AGE_WINDOW else set()


def _of_kind(role: str, keys: set[str], introduced: list[tuple[Mention, str, set[str]]]) -> set[str]:
    """Of several people an epithet may stand for, the one the story introduced by a role of its kind
    (:data:`~kg.lexicon.people.ROLE_KINDS`) when each other one was introduced by a role of another kind: "the
    Kestrel striker" after "footballer Tom Vale" and "singer Ann Cole" is Tom Vale; none when any other one was
    given no role, or a role of no kind ("manager Ann Cole": a team's, but no player)."""
    kind = next((kind for kind in ROLE_KINDS if role in kind), frozenset())
    others = frozenset().union(*(other for other in ROLE_KINDS if other is not kind))
    roles = {key: set().union(*(r for m, k, r in introduced if k == key)) for key in keys}
    mine = {key for key in keys if roles[key] & kind}
    return mine if all(roles[key] & others and not roles[key] & kind for key in keys - mine) else set()


def add_role_nouns(doc: Doc, doc_id: str, groups: Groups, quoted: list[bool]) -> None:
    """Add each "the striker" to the person it stands for (see the module's docstring) in ``groups``, the
    document's entities by (type, key)."""
    said = {t.idx for t, inside in zip(doc, quoted) if inside}
    named = sorted((m, key) for (etype, key), ms in groups.items() if etype == PERSON
                   for m in ms if m.kind == "name" and m.start not in said)
    introduced = [(m, key, roles) for m, key in named if (roles := _roles_of(doc, m))]
    sentence_of = {s.start_char: i for i, s in enumerate(doc.sents)}
    for noun in _role_nouns(doc, quoted):
        role = noun.lemma_.lower()
        keys = {key for m, key, roles in introduced if m.end <= noun.idx and role in roles}
        if not keys and _epithet(noun):  # a full name's person: one word may be a place or a club mistyped
            keys = {key for key in sentence_before(noun, named, sentence_of) if len(key.split()) > 1}
            keys = keys if len(keys) < 2 else _of_kind(role, keys, [(m, k, r) for m, k, r in introduced
                                                                     if m.end <= noun.idx])
        if len(keys) == 1:
            add_nominal(groups, PERSON, keys.pop(), doc[noun.i:noun.i + 1], doc_id=doc_id)

"""Stage 4: the names a pronoun cannot stand for because they are the other parties of its own clause.

"Tom Vale called him a giant": "him" is not Tom Vale, who would be "himself"; "He went on to accuse Ben Hart" is not
about Ben Hart. A plain pronoun that is an argument of a verb never refers to another argument of that verb, nor
to one of a clause below it that has no subject of its own ("to accuse Ben Hart", "refused to support Ben Hart").
Coreference leaves those names out when it looks for the pronoun's antecedent.
"""

from __future__ import annotations

from spacy.tokens import Token

#: How a word is a party of its verb: its subject or its object (a preposition's object below the verb is one
#: too, and the agent's after "by": see :func:`_verb_of` and :func:`_arguments`).
_PARTY_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "dative"})
#: Clauses below a verb that share its subject when they have none of their own: "went on to accuse".
_SUBJECTLESS = frozenset({"xcomp", "advcl"})


def _verb_of(pronoun: Token) -> Token | None:
    """The verb a pronoun is a party of: its head, or the head of the preposition it is the object of."""
    if pronoun.dep_ in _PARTY_DEPS:
        return pronoun.head if pronoun.head.pos_ in ("VERB", "AUX") else None
    if pronoun.dep_ == "pobj" and pronoun.head.dep_ in ("prep", "agent"):
        verb = pronoun.head.head
        return verb if verb.pos_ in ("VERB", "AUX") else None
    return None


def _arguments(verb: Token) -> list[Token]:
    """The parties of a verb, with the names joined to them ("Ben Hart and Ann Cole")."""
    found = []
    for child in verb.children:
        if child.dep_ in _PARTY_DEPS:
            found.append(child)
        elif child.dep_ in ("prep", "agent"):
            found.extend(c for c in child.children if c.dep_ == "pobj")
    return [t for a in found for t in (a, *(c for c in a.subtree if c.dep_ == "conj" and c.head.i >= a.i))]


def clause_mates(pronoun: Token) -> list[Token]:
    """The other parties of the clause a pronoun is a party of, and of the subjectless clauses below it (see the
    module's docstring); none for a possessive ("his"), which may well be its own clause's subject."""
    verb = _verb_of(pronoun)
    if verb is None:
        return []
    verbs, mates = [verb], []
    while verbs:
        here = verbs.pop()
        mates.extend(t for t in _arguments(here) if t.i != pronoun.i)
        verbs.extend(c for c in here.children if c.dep_ in _SUBJECTLESS and c.pos_ == "VERB"
                     and not any(g.dep_ in ("nsubj", "nsubjpass") for g in c.children))
    return mates


def oblique_subject(name: Token) -> Token | None:
    """The subject of the clause a name hangs on only through prepositions ("He took office after the resignation
    of Ben Hart", "he toured Kenya with Ben Hart": "He", "he"), or ``None``: the name is a bystander of the
    subject's act, and a story going on about the subject by pronouns is still about it in the next sentence."""
    token, hops = name, 0
    while token.dep_ == "pobj" and token.head.dep_ == "prep":
        token, hops = token.head.head, hops + 1
    if not hops or token.pos_ not in ("VERB", "AUX"):
        return None
    return next((c for c in token.children if c.dep_ == "nsubj"), None)

"""Acts stated by a participle joined to a name by a hyphen: "the Norbank-owned Kestrel Herald",
"Safcom-backed candidate Tom Vale"."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.lexicon.grammar import HYPHEN_PARTICIPLES
from kg.records import ORGANIZATION, PERSON, PLACE, Mention, Relation
from kg.relations.rules.syntax import MentionIndex

#: The doers that can own, run or back something (a place: its government, "a Kenya-funded trust").
_DOERS = frozenset({PERSON, ORGANIZATION, PLACE})


def hyphen_acts(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """The acts of participles joined to a name by a hyphen ("the Norbank-owned Kestrel Herald": Norbank owns
    Kestrel Herald; "Safcom-backed candidate Tom Vale": Safcom backed Tom Vale): a participle of
    :data:`~kg.lexicon.grammar.HYPHEN_PARTICIPLES` right after a name and a hyphen, modifying a name or a noun set
    before one. A participle before a noun is a fact, not a plan: what it says was done or holds."""
    for token in doc:
        predicate = HYPHEN_PARTICIPLES.get(token.lower_)
        if predicate is None or token.i < 2 or token.nbor(-1).text != "-" or token.dep_ != "amod":
            continue
        name = token.nbor(-2)
        if name.is_sent_start and name.pos_ != "PROPN" and not name.ent_type_:
            continue  # "State-owned Kestrel": a common word capitalised to open the sentence
        doer, done_to = ix.at(name), _modified(token.head, ix)
        if doer is None or done_to is None or ix.type(doer) not in _DOERS or ix.at(token) is not None:
            continue
        rel = ix.relation(doer, predicate, done_to, "noun_act")
        if rel:
            yield rel


def _modified(noun: Token, ix: MentionIndex) -> Mention | None:
    """The name a participle's noun is, or that the noun stands before ("candidate" in "candidate Tom Vale")."""
    while ix.at(noun) is None and noun.dep_ == "compound" and noun.head.i > noun.i:
        noun = noun.head
    return ix.at(noun)

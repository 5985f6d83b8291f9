"""Interviews: who a speaker told what they said "in an interview with" ("Tom Vale said in an interview with
Kestrel News" -> Tom Vale told Kestrel News), as "Tom Vale told Kestrel News" says it."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc

from kg.lexicon.grammar import REPORTING
from kg.records import ORGANIZATION, PERSON, Relation
from kg.relations.mood import PAST, PRESENT, mood, negated
from kg.relations.rules.syntax import MentionIndex, named_by, subjects

#: Prepositions before "interview" that put the saying in it, and after it that name the one it was given to.
_IN = frozenset({"in", "during"})
_WITH = frozenset({"with", "to"})


def interviews(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """A reporting verb's speaker told the person or organisation an interview it is said in was with:
    "Tom Vale said in an interview with Kestrel News", "In an interview with Ann Cole, Tom Vale said" (past:
    told; present, "says": tells); nothing for a saying denied, to come or hedged."""
    for noun in doc:
        if noun.lemma_ != "interview" or noun.dep_ != "pobj" or noun.head.lower_ not in _IN:
            continue
        verb = noun.head.head
        if verb.pos_ != "VERB" or verb.lemma_ not in REPORTING or negated(verb):
            continue
        when = mood(verb)
        hearers = [m for p in noun.children if p.dep_ == "prep" and p.lower_ in _WITH
                   for o in p.children if o.dep_ == "pobj" for m in [named_by(o, ix)] if m]
        speakers = [m for s in subjects(verb) for m in [named_by(s, ix)] if m] if hearers else []
        for speaker in speakers if when in (PAST, PRESENT) else ():
            for hearer in hearers:
                if ix.type(hearer) in (PERSON, ORGANIZATION):
                    rel = ix.relation(speaker, "told" if when == PAST else "tells", hearer, "open_verb")
                    if rel:
                        yield rel

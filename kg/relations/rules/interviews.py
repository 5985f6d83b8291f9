"""Sayings given to a hearer: who a speaker told, addressed or wrote to in what they said or did "in an interview
with", "in a speech to" or "in a letter to" someone ("Tom Vale said in an interview with Kestrel News" -> Tom Vale
told Kestrel News), as "Tom Vale told Kestrel News" says it."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc

from kg.lexicon.grammar import DELIVERED_SAYINGS
from kg.records import EVENT, ORGANIZATION, PERSON, Relation
from kg.relations.mood import PAST, PRESENT, mood, negated
from kg.relations.rules.events import predicate_name
from kg.relations.rules.syntax import MentionIndex, named_by, subjects
from kg.relations.rules.wordforms import past_tense, present_tense
from kg.relations.rules.voice import is_passive

#: Prepositions before the saying's noun that put the act in it.
_IN = frozenset({"in", "during"})


def interviews(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """An active verb's subject gave the saying its clause is said or done in to the hearer named after it: "Tom
    Vale said in an interview with Kestrel News" (told; present, "says": tells), "In a speech to the Kestrel Society,
    Ann Cole praised Y" (addressed), "in a speech at the Varnell Forum" (spokeAt), "in a letter to Y" (wroteTo);
    nothing for a verb denied, to come or hedged, a passive one (what was done to its subject in someone's speech)
    nor a saying another name owns ("in Ben Hart's speech to Y")."""
    for noun in doc:
        hearing = DELIVERED_SAYINGS.get(noun.lemma_)
        if hearing is None or noun.dep_ != "pobj" or noun.head.lower_ not in _IN:
            continue
        verb = noun.head.head
        if (verb.pos_ != "VERB" or is_passive(verb) or negated(verb)
                or any(c.dep_ == "poss" and c.pos_ != "PRON" for c in noun.children)):
            continue
        when = mood(verb)
        hearers = [(m, hearing[p.lower_]) for p in noun.children if p.dep_ == "prep" and p.lower_ in hearing
                   for o in p.children if o.dep_ == "pobj" for m in [named_by(o, ix)] if m]
        speakers = [m for s in subjects(verb) for m in [named_by(s, ix)] if m] if hearers else []
        for speaker in speakers if when in (PAST, PRESENT) else ():
            for hearer, (act, prep) in hearers:
                if ix.type(hearer) in (PERSON, ORGANIZATION) or prep == "at" and ix.type(hearer) == EVENT:
                    form = past_tense(act) if when == PAST else present_tense(act)
                    rel = ix.relation(speaker, predicate_name([form, prep] if prep else [form]), hearer,
                                      "open_verb")
                    if rel:
                        yield rel

"""What joined subjects do with each other: the preposition that names the other party of a joint act."""

from __future__ import annotations

from spacy.tokens import Token

from kg.lexicon.grammar import JOINT_ADVERBS, JOINT_OBJECTS, OTHER_PARTY_PREPS, PACT_NOUNS, RECIPROCAL_VERBS
from kg.relations.rules.syntax import OBJ_DEPS


def joint_preposition(verb: Token) -> str | None:
    """The words that name the other party when a verb's joined subjects act together, or None when they do
    not or the verb names another party ("Norbank and Safcom merged with Kestrel", "... signed a deal with Y").

    A verb of a reciprocal act with no object ("Norbank and Safcom merged" -> "with"), an act done "together"
    ("worked together" -> "with"), or an act whose one object is a pact or joined forces ("Norbank and Safcom
    signed a deal" -> "deal with": Norbank signedDealWith Safcom; "joined forces" -> "forces with").
    """
    objects = [c for c in verb.children if c.dep_ in OBJ_DEPS]
    if any(c.dep_ == "prep" and c.lower_ in OTHER_PARTY_PREPS for t in (verb, *objects) for c in t.children):
        return None  # (on the verb or on its object: "signed agreements with Kestrel")
    if not objects:
        together = any(c.dep_ == "advmod" and c.lower_ in JOINT_ADVERBS for c in verb.children)
        return RECIPROCAL_VERBS.get(verb.lemma_, "with" if together else None)
    thing = objects[0]
    if len(objects) == 1 and (thing.lemma_ in PACT_NOUNS or thing.lower_ in JOINT_OBJECTS):
        return f"{thing.lemma_ if thing.lemma_ in PACT_NOUNS else thing.lower_} with"
    return None

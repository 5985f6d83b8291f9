"""The voice of a verb: whether its subject did the act or underwent it, with or without an auxiliary."""

from __future__ import annotations

from spacy.tokens import Token


def is_passive(verb: Token) -> bool:
    """Whether a verb is passive: with a passive auxiliary or subject, or a participle after a name ("Norbank, led
    by Tom Vale,"), with a subject of its own under another verb ("saw Tom Vale thrown out") or opening a clause
    on its own ("Backed by Norbank, Safcom won"), passive without an auxiliary."""
    bare = not any(c.dep_ in ("aux", "auxpass") for c in verb.children)
    small_clause = bare and (verb.dep_ in ("ccomp", "xcomp") and any(c.dep_ == "nsubj" for c in verb.children)
                             or verb.dep_ == "advcl")
    return (any(c.dep_ in ("nsubjpass", "auxpass") for c in verb.children)
            or verb.tag_ == "VBN" and (verb.dep_ == "acl" and not _misread_main_verb(verb) or small_clause))


def _misread_main_verb(verb: Token) -> bool:
    """Whether a participle the parser hung on a sentence's noun root is the sentence's main verb, in the past:
    "Norbank partnered with Safcom to build a plant" (right after the noun's phrase, no comma, no agent, and no
    other verb on the root), not "Norbank, led by Tom Vale, ..." nor "the man seen by Y"."""
    head = verb.head
    return (verb.dep_ == "acl" and head.dep_ == "ROOT" and head.pos_ in ("PROPN", "NOUN") and verb.i > head.i
            and verb.doc[verb.i - 1].text != "," and not any(c.dep_ in ("agent", "auxpass") for c in verb.children)
            and not any(c.pos_ in ("VERB", "AUX") and c != verb for c in head.children))

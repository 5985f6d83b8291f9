"""Word forms the rules name relations with: a verb's or a noun's lemma, and a verb's past and present tense
(by lemminflect, where the tagger's lemma is off)."""

from __future__ import annotations

from functools import lru_cache

from lemminflect import getInflection, getLemma
from spacy.tokens import Token

from kg.lexicon.grammar import HELP_AUX


def verb_lemma(verb: Token) -> str:
    """A verb's lemma, by lemminflect where the tagger's is off ("fined" is "fine", not "fin"); a bare infinitive
    hung on "helped" is its own lemma ("helped found Y": "found", not "find")."""
    if verb.tag_ != "VBG" and any(c.dep_ == "aux" and c.lower_ in HELP_AUX for c in verb.children):
        return verb.lower_
    forms = getLemma(verb.lower_, upos="VERB") if verb.tag_ in ("VBD", "VBN", "VBZ", "VBG") else ()
    return forms[0] if forms else verb.lemma_


def noun_lemma(noun: Token) -> str:
    """A noun's lemma in lower case, by lemminflect where the tagger kept the word as written (a plural opening
    a sentence, "Attorneys for X sued Y", read as a name)."""
    forms = getLemma(noun.lower_, upos="NOUN")
    return (forms[0] if forms else noun.lemma_).lower()


@lru_cache(maxsize=4096)
def past_tense(lemma: str) -> str:
    """Past tense of a verb lemma ("confront" -> "confronted"); the form like the lemma where there are two ("bid",
    not "bade")."""
    forms = getInflection(lemma, "VBD")
    return (lemma if lemma in forms else forms[0]) if forms else lemma + "ed"


@lru_cache(maxsize=4096)
def present_tense(lemma: str) -> str:
    """Third person present of a verb lemma ("own" -> "owns"): a habit or a state, not an event."""
    forms = getInflection(lemma, "VBZ")
    return forms[0] if forms else lemma + "s"

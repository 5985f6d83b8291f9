"""What a noun before or beside a name says it is, beyond a person, an organisation or a place: a product or a
work ("the drug X", "the film X"), and the plural that makes one name a body ("analysts X"). Helpers of
:mod:`kg.entitytypes`."""

from __future__ import annotations

from spacy.tokens import Span, Token

from kg.lexicon.gazetteers import country_named, place_population
from kg.lexicon.names import GATHERING_NOUNS, PRODUCT_NOUNS, SIZE_UNITS, WORK_NOUNS
from kg.lexicon.people import PEOPLE_NOUNS
from kg.records import EVENT, PRODUCT, WORK

#: Types only a describing noun gives a name ("the drug X", "the film X", "the X festival"), which then competes
#: with those.
DESCRIBED_ONLY = ((PRODUCT, PRODUCT_NOUNS), (WORK, WORK_NOUNS), (EVENT, GATHERING_NOUNS))
#: Kinds that a name before them, on someone else's possessive, is one of.
MADE_NOUNS = PRODUCT_NOUNS | WORK_NOUNS | GATHERING_NOUNS
#: Kinds that a name before them after "the" names (not "the Tom Vale film", often its author's or its star's).
DEFINITE_NOUNS = PRODUCT_NOUNS | GATHERING_NOUNS


def lone_plural_kind(span: Span, noun: Token) -> bool:
    """Whether a plural people's noun right before a name describes it alone, not a list ("analysts Quorvant
    Research", "consultants Varnell"; not "Kestrel players Tom Vale and Ann Cole"): the name is a body."""
    root = span.root
    return (noun.i == span.start - 1 and noun.tag_ == "NNS" and noun.pos_ == "NOUN" and noun.is_lower
            and noun.dep_ != "ROOT"  # a verb the tagger read as a plural: "Dunmore Nights stars Ann Cole"
            and noun.lemma_.lower() in PEOPLE_NOUNS
            and (noun.head.i in range(span.start, span.end) or root.head == noun)
            and root.dep_ != "conj" and not root.conjuncts)


def sized(span: Span) -> bool:
    """Whether a name comes right after a numbered unit of size that measures it: a device's own name ("the new
    16-inch Kestrel Pro", "my 64GB Varnell Note"); not a maker's before a product's noun ("a 65-inch Norbank
    TV"), where the size measures the noun."""
    if span.start == 0:
        return False
    doc = span.doc
    unit = doc[span.start - 1]
    # "16-inch": the number is the unit's; "64GB" is split in two and the number hangs on the name
    numbered = any(c.dep_ == "nummod" for c in unit.children) or (
        unit.i > 0 and doc[unit.i - 1].like_num and not doc[unit.i - 1].whitespace_)
    return unit.lower_ in SIZE_UNITS and unit.head == span.root and numbered


def made_head(span: Span) -> Token | None:
    """The noun of a made thing a name qualifies as that thing's own name: on someone else's possessive ("its X
    drug", "Norbank's X console") or, for a product or a gathering, after "the" ("the X browser", "the X games
    console", "the X festival"). A maker is written bare or with "a" ("Norbank phones", "a Norbank laptop"), and
    a work's noun after "the" is as often its author's or its star's ("the Tom Vale film"); a place's name is
    where the thing sells ("the Kenya phone market") or the gathering is held."""
    root = span.root
    noun = root.head
    if root.dep_ != "compound" or noun.i < span.end or noun.lemma_.lower() not in MADE_NOUNS:
        return None
    if noun.lemma_.lower() in GATHERING_NOUNS and root.ent_type_ in ("GPE", "LOC"):
        return None  # "the Brantwick forum": the tagger's town hosts the gathering named after it
    if any(c.dep_ == "poss" for c in noun.children):
        return noun
    definite = any(c.dep_ == "det" and c.lower_ == "the" and c.i < span.start for c in noun.children)
    if definite and noun.lemma_.lower() in DEFINITE_NOUNS and not place_population(span.text) \
            and not country_named(span.text):
        return noun
    return None


def made_kind(noun: Token) -> str | None:
    """The product's or work's type a noun gives the name it describes: not where the noun qualifies
    another ("handset giant X", "the drug and device maker X") or a prize ("the best film Kestrel")."""
    doc = noun.doc
    kind = next((t for t, nouns in DESCRIBED_ONLY if noun.lemma_.lower() in nouns), None)
    after = doc[noun.i + 1: noun.i + 3]
    if (noun.pos_ != "NOUN" or kind is None or noun.i and doc[noun.i - 1].lower_ == "best"
            or after and _qualifier(after[0]) or len(after) == 2 and after[0].lower_ in ("and", "or")
            and _qualifier(after[1])):
        return None
    return kind


def _qualifier(token: Token) -> bool:
    """Whether a word after a noun makes the noun qualify it ("handset giant", "drug and device maker"):
    not "such" of an example list ("films such as X")."""
    return token.pos_ in ("NOUN", "ADJ") and token.lower_ != "such"

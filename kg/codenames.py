"""Products named by a model code: a helper of :mod:`kg.untagged`.

A code of letters and digits ("W800", "SCH-V770") or a number opening a name ("787 Kestrel") names a product
when a kind of product right after it says so: "the W800 phone", "its 787 Kestrel aircraft", or a maker's name
right before it: "Norbank P900". The small tagger reads most codes as numbers or leaves them untagged; alone
("W800 said", "the 2005 phone") they are no names.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span, Token

from kg.lexicon.names import DRUG_NOUNS, POSSESSIVE, PRODUCT_NOUNS
from kg.nameset import Names

#: Kinds of product a code before names: not a medicine's ("H1N1 vaccine" names a virus).
CODED_NOUNS = PRODUCT_NOUNS - DRUG_NOUNS
#: Fewest digits of a code written right after a maker's name alone ("Norbank P900", not "Norbank A4").
MAKER_CODE_DIGITS = 2
#: A number and one capital: a generation or a format, no model ("3G phone", "3D camera", "4K television").
_GENERATION = re.compile(r"\d+(\.\d+)?[A-Z]")


def _is_code(token: Token) -> bool:
    """Whether a word is a model code: digits and capitals ("W800", "X5", "V603SH"); not a unit ("8Mbps"), a
    generation ("3G") nor a word with a digit ("Top500")."""
    text = token.text
    return (any(c.isdigit() for c in text) and any(c.isalpha() for c in text) and text.isalnum()
            and text.upper() == text and not _GENERATION.fullmatch(text))


def _run_word(token: Token, tagged: set[int]) -> bool:
    """Whether an untagged word may belong to a code's run: a code, a number, a capitalised proper noun or a
    hyphen written without spaces inside one ("SCH-V770")."""
    if token.i in tagged:
        return False
    if token.text == "-":
        return not token.whitespace_ and token.i > 0 and not token.nbor(-1).whitespace_
    return _is_code(token) or token.is_digit or token.pos_ == "PROPN" and (token.is_title or token.is_upper)


def with_codes(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add each untagged run of words holding a model code, right before a lower-case kind of product that its
    words modify, as a product: "the W800 phone", "its SCH-V770 handset", "its 787 Kestrel aircraft" (a number
    counts only before a capitalised word: "its 2005 phone" names nothing). The run follows "the", a possessive
    or a maker tagged before it, who stays apart ("the Norbank W800 phone"): "a" opens a kind ("an MP3 phone").
    A code right after an organisation's name is its maker's model ("Norbank P900")."""
    names = Names(ents, doc)
    tagged = names.tagged
    for noun in (t for t in doc if t.is_lower and t.lemma_.lower() in CODED_NOUNS and t.pos_ == "NOUN"):
        start = noun.i
        while start > 0 and _run_word(doc[start - 1], tagged):
            start -= 1
        run = doc[start:noun.i]
        while run and run[0].text == "-":
            run = run[1:]
        coded = any(_is_code(t) or t.is_digit and t.i + 1 < noun.i and doc[t.i + 1].is_title for t in run)
        if (run and coded and run[-1].head == noun and run[-1].text != "-" and run.start
                and _opener(doc[run.start - 1], tagged, maker=not _is_code(run[0]))):
            names.add(run.start, run.end, "PRODUCT")
    for ent in [e for e in ents if e.label_ == "ORG" and e.end < len(doc)]:
        code = doc[ent.end]
        if _is_code(code) and code.i not in tagged and sum(c.isdigit() for c in code.text) >= MAKER_CODE_DIGITS:
            names.add(code.i, code.i + 1, "PRODUCT")  # "Norbank P900": a maker's model
    return names.all()


def _opener(token: Token, tagged: set[int], *, maker: bool) -> bool:
    """Whether a word before a code's run makes it one model: "the", a possessive or a name tagged before it;
    "a" or "an" only before a maker's word opening the run ("an Epson R800 printer", not "an MP3 phone")."""
    return (token.lower_ == "the" or token.tag_ == "PRP$" or token.text in POSSESSIVE or token.i in tagged
            or maker and token.lower_ in ("a", "an"))

"""An organisation's name the tagger cut after an acronym that opens it: a helper of :mod:`kg.spans`."""

from __future__ import annotations

from spacy.tokens import Span

from kg.titlewords import is_title_word

#: Longest acronym read as a name's first word ("HBOS"); a longer capitalised word is a headline's.
_LONGEST_ACRONYM = 5


def extend_acronym(span: Span) -> Span:
    """"Kestrel Treasury Services" written "NRBK Treasury Services" and tagged without "NRBK": an organisation's
    name starts earlier at an untagged acronym that modifies a word of it, its owner's or its country's short
    name ("NRBK Persian Service"); not a title's acronym ("CEO"), nor a tagged place's ("Kenya" stays apart), nor
    before a one-word name, a person's the tagger took for a body's as often ("JRR" and a surname)."""
    doc = span.doc
    word = doc[span.start - 1] if span.start else None
    if (span.label_ != "ORG" or len(span) < 2 or word is None or word.ent_type_ or not word.is_upper
            or not word.is_alpha or not 2 <= len(word) <= _LONGEST_ACRONYM or word.pos_ != "PROPN"
            or word.dep_ != "compound" or not span.start <= word.head.i < span.end or is_title_word(word)):
        return span
    return Span(doc, span.start - 1, span.end, label="ORG")

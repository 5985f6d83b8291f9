"""Names that go on over a lower-case word after them: a landform ("the Sahara desert") or a site's or an
event's kind ("the Kestrel field", "Varnell prison", "the Marvelli awards").

Helpers of :mod:`kg.spans`.
"""

from __future__ import annotations

from spacy.tokens import Span

from kg.lexicon.gazetteers import is_demonym, is_place_name
from kg.lexicon.names import ARTICLES, LANDFORMS, SITE_TAILS, SITES_NAMED_ALONE, TITLED_SITES_NAMED_ALONE


def extend_landform(span: Span) -> Span:
    """"the Sahara desert", "the Najd plateau": a place's name goes on over a lower-case landform."""
    doc = span.doc
    if span.label_ in ("LOC", "GPE") and span.end < len(doc) and doc[span.end].lower_ in LANDFORMS:
        return doc[span.start:span.end + 1]
    return span


def extend_site(span: Span) -> Span:
    """"the Kestrel field", "Varnell prison", "the Tom Vale stand": a name that modifies a site's or an event's
    kind written in lower case goes on over it, labelled for the whole. Not a known place's name ("a Tulsa
    prison", "the Leeds stadium" say where one is), not after "a" ("a Varnell prison"), not a firm's
    ("the Safcom stand" at a fair)."""
    doc, end = span.doc, span.end
    tail = doc[end] if end < len(doc) else None
    if (tail is None or not tail.is_lower or tail.lower_ not in SITE_TAILS or tail.pos_ != "NOUN"
            or span[-1].head != tail or span[-1].dep_ != "compound" or not span[-1].is_title
            or span.label_ == "ORG" and SITE_TAILS[tail.lower_] != "EVENT"):
        return span
    before = doc[span.start - 1].lower_ if span.start else ""
    name = span[1:] if span[0].lower_ in ARTICLES else span
    if before in ARTICLES - {"the"} or is_place_name(name.text) or is_demonym(name.text):
        return span
    return Span(doc, span.start, end + 1, label=SITE_TAILS[tail.lower_])


def site_stem(name: str) -> list[str]:
    """The one-word name of a site named with its kind in lower case ("Kestrel" of "Kestrel field") or with an
    airport's capitalised ("Kestrel" of "Kestrel Airport"), if any."""
    words = name.split()
    kind = len(words) == 2 and (words[1] in SITES_NAMED_ALONE or words[1].lower() in TITLED_SITES_NAMED_ALONE)
    return [words[0]] if kind and words[0].istitle() else []

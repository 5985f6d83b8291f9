"""Places whose name joins two names with "and", inside a list of places: a helper of :mod:`kg.untagged`.

Constituencies and regions are often named by two places joined with "and" ("Kestrel and Varnell", "Dunmore
East and Brantwick"), and news lists them: "Leeds North, Kestrel and Varnell, Tulsa East, ...". The tagger
names the pieces, or one of them, or reads a piece as a person. Inside a list, "and" between two names that
has a comma before it and after it joins no two items (a list's "and" comes before its last item only), so
the capitalised words from one comma to the next are one name; it is a place's when the list's
items on either side are places (tagged so in whole or in part, or opening on a known place's name), whatever
the tagger read the pieces as. Never the last item ("..., Kestrel and Varnell."), where "and" may be the list's
own, nor a piece opening with a first name.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import is_first_name, is_place_name
from kg.spans import DASHES, replace_overlapping

#: Marks that end one item of a list.
_ITEM_ENDS = frozenset({",", ";"})


def _name_word(token: Token) -> bool:
    """Whether a word may be part of a place's capitalised name: capitalised, or a hyphen or a small word joined
    by hyphens without spaces ("Stoke-on-Trent")."""
    joined = not token.whitespace_ or token.i > 0 and not token.doc[token.i - 1].whitespace_
    return (token.is_alpha or token.text.rstrip(".").isalpha()) and token.text[:1].isupper() or joined and (
        token.text in DASHES or token.is_lower and token.is_alpha)


def _item(doc: Doc, start: int, end: int) -> bool:
    """Whether tokens ``start`` to ``end`` are one list item of capitalised words only."""
    return 0 <= start < end <= len(doc) and all(_name_word(t) for t in doc[start:end]) and doc[start].is_title


def _placed(doc: Doc, start: int, end: int, places: set[int]) -> bool:
    """Whether the list item from ``start`` to ``end`` is a place's: tagged so in whole or in part, or opening
    on a known place's name ("Leeds North")."""
    return _item(doc, start, end) and (any(i in places for i in range(start, end)) or is_place_name(doc[start].text))


def _neighbour_before(doc: Doc, comma: int) -> tuple[int, int]:
    """The bounds of the item that ends at the comma ``comma``: back over capitalised words to a mark."""
    start = comma
    while start > 0 and _name_word(doc[start - 1]):
        start -= 1
    return start, comma


def _neighbour_after(doc: Doc, comma: int) -> tuple[int, int]:
    """The bounds of the item that opens after the comma ``comma``: over capitalised words to a mark."""
    end = comma + 1
    while end < len(doc) and _name_word(doc[end]):
        end += 1
    return comma + 1, end


def _joined_place(doc: Doc, conj: Token, places: set[int]) -> Span | None:
    """The place whose name is joined by ``conj`` ("and"), between two commas of a list of places, or None."""
    start, end = conj.i, conj.i + 1
    while start > 0 and _name_word(doc[start - 1]):
        start -= 1
    while end < len(doc) and _name_word(doc[end]):
        end += 1
    if (start == conj.i or end == conj.i + 1 or start < 2 or end >= len(doc) - 1
            or doc[start - 1].text not in _ITEM_ENDS or doc[end].text not in _ITEM_ENDS
            or not _item(doc, start, conj.i) or not _item(doc, conj.i + 1, end)):
        return None
    before_start, before_end = _neighbour_before(doc, start - 1)
    after_start, after_end = _neighbour_after(doc, end)
    closed = after_end < len(doc) and (doc[after_end].text in _ITEM_ENDS or doc[after_end].lower_ in ("and", "."))
    if (not closed or not _placed(doc, before_start, before_end, places)
            or not _placed(doc, after_start, after_end, places)
            or is_first_name(doc[start].text) or is_first_name(doc[conj.i + 1].text)):
        return None
    return Span(doc, start, end, label="GPE")


def inside_list(span: Span) -> bool:
    """Whether a place's name is an item between two commas of a list, each with an item beside it: "and" in it
    is the name's own, not the list's (:func:`kg.spansplit.split_coordination` keeps it whole)."""
    doc, start, end = span.doc, span.start, span.end
    return (span.label_ == "GPE" and start >= 2 and end < len(doc) - 1 and doc[start - 1].text in _ITEM_ENDS
            and doc[end].text in _ITEM_ENDS and _item(doc, *_neighbour_before(doc, start - 1))
            and _item(doc, *_neighbour_after(doc, end)))


def with_and_places(doc: Doc, ents: list[Span]) -> list[Span]:
    """The names ``ents`` with each place named by two names joined with "and" inside a list of places (see the
    module's notes) one place, in place of the tagger's pieces of it."""
    places = {i for e in ents if e.label_ in ("GPE", "LOC") for i in range(e.start, e.end)}
    found = [s for t in doc if t.lower_ == "and" and (s := _joined_place(doc, t, places)) is not None]
    return replace_overlapping(ents, found) if found else ents

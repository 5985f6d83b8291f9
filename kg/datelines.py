"""Datelines: the town in capitals that opens a news story's line ("WICHITA, Kan. (AP) —").

The tagger often reads such a town as a person or a firm ("SIOUX FALLS", "ST. JOSEPH" split in two), so the
dateline is read from its shape: capitals from the start of a line up to a comma before a place or a state's
code, or up to an agency in brackets.
"""

from __future__ import annotations

from spacy.attrs import IS_SPACE
from spacy.tokens import Doc, Span

from kg.lexicon.tables import state_key

#: Letters a dateline's town has at least (not "AP" alone, nor "A" before a comma).
MIN_TOWN_LETTERS = 3
#: Letters of a capitals word a dot may follow inside a town's name ("ST. JOSEPH", "FT. MYERS").
ABBREVIATION_LETTERS = 3


def _caps_word(doc: Doc, i: int) -> bool:
    """Whether token ``i`` is part of a name in capitals: a word in capitals, or the dot of an abbreviation
    inside one ("ST" "." "JOSEPH")."""
    text = doc[i].text
    if text == ".":
        return (0 < i < len(doc) - 1 and _caps_word(doc, i - 1) and len(doc[i - 1]) <= ABBREVIATION_LETTERS
                and doc[i - 1].whitespace_ == "" and _caps_word(doc, i + 1))
    return any(c.isalpha() for c in text) and text.upper() == text


def _line_start(doc: Doc, i: int) -> bool:
    """Whether token ``i`` opens a line (the text's first token, or one after a space token holding a break)."""
    return i == 0 or doc[i - 1].is_space and "\n" in doc[i - 1].text


def _town_end(doc: Doc, start: int) -> int | None:
    """Where the run of capitals from token ``start`` ends, if it holds a town's letters (at least
    :data:`MIN_TOWN_LETTERS`), else None."""
    end = start
    while end < len(doc) and _caps_word(doc, end):
        end += 1
    return end if end > start and sum(c.isalpha() for c in doc[start:end].text) >= MIN_TOWN_LETTERS else None


def ends_dateline_town(doc: Doc, i: int) -> bool:
    """Whether token ``i`` ends a run of capitals that opens a line before a comma ("TULSA" of "TULSA, N.M.")."""
    if i < 0 or i + 1 >= len(doc) or doc[i + 1].text != "," or not _caps_word(doc, i):
        return False
    start = i
    while start > 0 and _caps_word(doc, start - 1):
        start -= 1
    return _line_start(doc, start) and _town_end(doc, start) == i + 1


def datelines(doc: Doc) -> list[Span]:
    """Dateline places: capitals opening a line before a place or an agency.

    "NAIROBI, Kenya (AP)", "WICHITA, Kan.", "OSLO (AP)", "ST. JOSEPH, Mich.".
    """
    found = []
    # A line starts after a space token holding a line break (a token's own trailing space is one " ").
    # (Only space tokens hold one; reading their flags as an array spares making a Token of every word.)
    breaks = (int(i) for i in doc.to_array(IS_SPACE).nonzero()[0] if "\n" in doc[int(i)].text)
    for start in [0, *(i + 1 for i in breaks if i + 1 < len(doc))]:
        end = _town_end(doc, start)
        if end is None or end + 1 >= len(doc):
            continue
        after = doc[end + 1]
        if (doc[end].text == "," and (after.ent_type_ in ("GPE", "LOC") or state_key(after.lower_))
                or doc[end].text == "(" and after.ent_type_ == "ORG"):
            found.append(doc[start:end])
    return found

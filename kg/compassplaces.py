"""A town's name and a compass word after it, one place: a helper of :mod:`kg.untagged`.

Constituencies and districts are named by a town and a direction ("Leeds North West", "Tulsa Central"). The
tagger leaves most of them unmarked, tags the town alone or takes the whole for a person or a body. A known
town of some size (:data:`kg.placedin.TOWN_POPULATION`), one word or several joined by hyphens
("Stoke-on-Trent"), that opens a run of capitalised words and is followed by one or two capitalised compass words
ending the run is one place, where nothing after it takes it as a modifier ("a Tulsa East senior" is a
school's pupil); not two words the tagger reads as a person's full name ("Austin West", with a town's
name for a first name), nor a compass word the document names someone by alone.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span

from kg.lexicon.gazetteers import SEAT_DIRECTIONS, is_first_name, place_population
from kg.lexicon.names import POSSESSIVE
from kg.placedin import TOWN_POPULATION
from kg.spans import DASHES, replace_overlapping

#: Parts of speech of a word after the name that it modifies: a school's or a team's member ("Tulsa East senior").
_MODIFIED = frozenset({"NOUN", "ADJ", "NUM"})


def _town_start(doc: Doc, end: int) -> int | None:
    """The start of the known town's name that ends at token ``end`` (exclusive), over hyphens written without
    spaces; None when no known town ends there, or when a capitalised word opens the run before it."""
    start = end - 1
    while (start >= 2 and doc[start - 1].text == "-" and not doc[start - 1].whitespace_
           and not doc[start - 2].whitespace_):
        start -= 2
    town = doc[start:end]
    if not town[0].is_title or place_population(town.text.replace("-", " ")) < TOWN_POPULATION:
        return None
    before = doc[start - 1] if start > 0 else None
    if before is not None and (before.is_title or before.is_upper) and not (before.is_sent_start
                                                                          and before.pos_ != "PROPN"):
        return None  # "New York Central": the town's name is longer than the known word
    return start


def _seat(doc: Doc, i: int) -> Span | None:
    """The place named by the town before token ``i`` and the compass words from ``i`` on, or None."""
    end = i + 1
    if end < len(doc) and doc[end].text in SEAT_DIRECTIONS - {"Central"} and doc[i].text in ("North", "South"):
        end += 1  # "North West"
    after = doc[end] if end < len(doc) else None
    joined = after is not None and not doc[end - 1].whitespace_  # "Tulsa East-based", not "Tulsa East – a seat"
    if after is not None and (after.is_title or after.is_upper or after.text in POSSESSIVE
                              or joined and after.text in DASHES or after.pos_ in _MODIFIED):
        return None  # "Leeds West Academy", "Tulsa East's", "a Tulsa East senior": a longer name, or a school
    start = _town_start(doc, i)
    if start is None:
        return None
    person = is_first_name(doc[start].text) and any(  # "Austin West": a town's name for a first name
        e.label_ == "PERSON" and e.start == start and e.end == end == start + 2 for e in doc.ents)
    alone = any(e.label_ == "PERSON" and e.text == doc[i].text for e in doc.ents)
    return None if person or alone else Span(doc, start, end, label="GPE")


def with_compass_places(doc: Doc, ents: list[Span]) -> list[Span]:
    """The names ``ents`` with each town's name and compass words after it (see the module's notes) one place,
    in place of the tagger's pieces of it."""
    seats = [s for t in doc[1:] if t.text in SEAT_DIRECTIONS and (s := _seat(doc, t.i)) is not None
             and not (t.i > 1 and doc[t.i - 1].text in SEAT_DIRECTIONS)]
    return replace_overlapping(ents, seats) if seats else ents

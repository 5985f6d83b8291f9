"""Untagged known places after "in" (kg.placedin): sentences of our own -> whether the place is added."""

from __future__ import annotations

import pytest

from kg.placedin import with_placed_in


def _placed(nlp, text: str, tagged: list[tuple[str, str]]) -> set[tuple[str, str]]:
    """The names and labels with_placed_in gives ``text`` tagged with only the names ``tagged``."""
    doc = nlp(text)
    doc.ents = [doc.char_span(text.index(name), text.index(name) + len(name), label=label) for name, label in tagged]
    return {(e.text, e.label_) for e in with_placed_in(list(doc.ents))}


@pytest.mark.parametrize("text, tagged, place, added", [
    # a known town or a country written alone after "in"
    ("The talks in Wichita ended on Monday.", [("Monday", "DATE")], "Wichita", True),
    ("Tom Vale said the plant in Tanzania would close.", [("Tom Vale", "PERSON")], "Tanzania", True),
    # not a month or a season, nor a name the gazetteer does not know
    ("The show opens in March with Ann Cole.", [("Ann Cole", "PERSON")], "March", False),
    ("The show opens in Spring with Ann Cole.", [("Ann Cole", "PERSON")], "Spring", False),
    ("The talks in Varnell ended on Monday.", [("Monday", "DATE")], "Varnell", False),
    # not part of a longer name, nor a word the story writes in lower case or tags as something else
    ("He teaches at a school in Tulsa Heights.", [], "Tulsa", False),
    ("He took a bath after the match in Bath.", [], "Bath", False),
    ("Leeds won again. The fans in Leeds cheered.", [("Leeds", "ORG")], "Leeds", False),
])
def test_a_known_place_after_in_is_a_place(nlp, text, tagged, place, added):
    assert ((place, "GPE") in _placed(nlp, text, tagged)) is added

"""A town's name and a compass word after it, one place (kg/compassplaces.py)."""

from __future__ import annotations

import pytest

from spacy.tokens import Span

from kg.compassplaces import with_compass_places
from kg.mentions import extract_mentions


def mentions(nlp, text: str) -> dict[str, str]:
    """Surface text -> type of every mention."""
    return {m.text: m.type for m in extract_mentions(nlp(text), doc_id="t")}


@pytest.mark.parametrize("text, name", [
    ("Seats where votes can swing are Leeds North West, Wichita Central, Tulsa East and Kenya.", "Leeds North West"),
    ("Seats where votes can swing are Leeds North West, Wichita Central, Tulsa East and Kenya.", "Wichita Central"),
    ("Seats where votes can swing are Leeds North West, Wichita Central, Tulsa East and Kenya.", "Tulsa East"),
    ("Tom Vale held Leeds North until 2010.", "Leeds North"),  # not a person's name: "Leeds" is no first name
    ("He moved to Leeds West in 2010.", "Leeds West"),
    ("Ann Cole won Tulsa East – a marginal seat – on Friday.", "Tulsa East"),  # a spaced dash sets off a phrase
    ("Labour held Leeds North West – a Tory target – easily.", "Leeds North West"),
])
def test_town_and_direction_is_one_place(nlp, text, name):
    assert mentions(nlp, text).get(name) == "Place"


@pytest.mark.parametrize("text, name", [
    ("Austin West and Ann Cole sang in Tulsa.", "Austin West"),  # a person's full name
    ("Wichita West senior Tom Vale finished second in the race.", "Wichita West"),  # a school's pupil
    ("The Leeds West Academy opened on Monday.", "Leeds West"),  # a longer name
    ("Voters in New York Central chose Ann Cole.", "York Central"),  # the town's name is longer than "York"
])
def test_no_place_where_the_name_goes_on_or_is_a_person(nlp, text, name):
    assert mentions(nlp, text).get(name) != "Place"


def test_no_place_where_the_document_names_someone_by_the_compass_word_alone(nlp):
    doc = nlp("Ann Cole lives in Leeds West. West thanked voters on Friday.")
    west = next(t.i for t in doc if t.text == "West" and t.i > 6)
    ents = [Span(doc, west, west + 1, label="PERSON")]
    doc.ents = ents
    assert [e.text for e in with_compass_places(doc, ents)] == ["West"]
    plain = nlp(doc.text)  # the tagger's own reading: no one named "West" alone
    assert "Leeds West" in [e.text for e in with_compass_places(plain, list(plain.ents))]

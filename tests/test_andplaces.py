"""Places whose name joins two names with "and", inside a list of places (kg/andplaces.py)."""

from __future__ import annotations

import pytest

from kg.mentions import extract_mentions

_SEATS = "The seats to watch are Leeds, Tulsa, Kestrel and Varnell, Wichita, Oklahoma and Kansas."


def mentions(nlp, text: str) -> dict[str, str]:
    """Surface text -> type of every mention."""
    return {m.text: m.type for m in extract_mentions(nlp(text), doc_id="t")}


@pytest.mark.parametrize("text, name", [
    (_SEATS, "Kestrel and Varnell"),
    ("Gains came in Leeds, Dunmore East and Brantwick, Tulsa and Wichita.", "Dunmore East and Brantwick"),
])
def test_two_names_joined_inside_a_list_of_places_are_one_place(nlp, text, name):
    assert mentions(nlp, text).get(name) == "Place"


@pytest.mark.parametrize("text, name", [
    ("The seats to watch are Leeds, Tulsa, Wichita, Kestrel and Varnell.", "Kestrel and Varnell"),  # the last item
    ("Tom Vale, Ann and Ben Hart, Carl Mason and Leeds fans came.", "Ann and Ben Hart"),  # people, not places
    ("He visited Leeds and Tulsa, then Kansas.", "Leeds and Tulsa"),  # no list on both sides
])
def test_no_joined_place_at_a_list_end_or_among_people(nlp, text, name):
    assert name not in mentions(nlp, text)

"""A known town's name for its team in some mentions of a document and for the town in others (kg.townsides)."""

from __future__ import annotations

import pytest

from kg.coref import resolve_mentions
from kg.entitytypes import decide_types
from kg.mentions import extract_mentions
from kg.records import ORGANIZATION, PLACE
from kg.townsides import town_sides


def _chains(nlp, text: str):
    doc = nlp(text)
    return town_sides(doc, resolve_mentions(doc, decide_types(doc, extract_mentions(doc, doc_id="t")), doc_id="t"))


def _sides(chains, name: str) -> dict[str, list[int]]:
    """Where each type's chain of ``name`` has its mentions."""
    return {c.type: [m.start for m in c.mentions] for c in chains if c.name == name}


@pytest.mark.parametrize(("text", "town", "team_at", "town_at"), [
    # the town's coach is the team's; a native of it and "in" it the town's, whichever sense the name weighs
    ("Ann Cole will be introduced as Leeds's new head coach on Tuesday. Tom Vale, a Leeds native, was born in "
     "Leeds and grew up in Leeds.", "Leeds", ["Leeds's new"], ["Leeds native", "Leeds and", "Leeds."]),
    ("Tom Vale signed for Tulsa in May. He has lived in Tulsa since 2003.", "Tulsa", ["Tulsa in May"],
     ["Tulsa since"]),
])
def test_a_towns_team_mentions_leave_the_towns_chain(nlp, text, town, team_at, town_at):
    sides = _sides(_chains(nlp, text), town)
    assert sides == {ORGANIZATION: [text.index(at) for at in team_at], PLACE: [text.index(at) for at in town_at]}


@pytest.mark.parametrize(("text", "name"), [
    # a country's side is the country, as readers take them
    ("Tom Vale is Kenya's new head coach. He was born in Kenya and lives in Kenya.", "Kenya"),
    # no mention reads as the team's
    ("Tom Vale moved to Leeds in 2003. He has lived in Leeds since and loves Leeds.", "Leeds"),
])
def test_a_country_or_a_town_without_its_team_stays_whole(nlp, text, name):
    assert list(_sides(_chains(nlp, text), name)) == [PLACE]

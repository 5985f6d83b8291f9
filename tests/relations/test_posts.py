"""What a post states (kg.relations.rules.posts): sentence -> the body its holder leads or works for."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("Norbank chairman and president Tom Vale said sales rose.", ("Tom Vale", "leads", "Norbank")),
    ("The plan was approved by Norbank founder and executive chairman Tom Vale.", ("Tom Vale", "leads", "Norbank")),
    ("Norbank founder and creative director Ann Cole said sales rose.", ("Ann Cole", "leads", "Norbank")),
])
def test_a_body_before_two_joined_titles_is_the_second_titles_body(text, expected):
    assert expected in triples(text)


def test_a_party_before_joined_titles_gives_no_post_in_it():
    found = triples("Labour leader and prime minister Tom Vale said sales rose.")
    assert not {t for t in found if t[1] == "employedBy"}


@pytest.mark.parametrize("text, place", [
    ("Scotland's only Tory MP Tom Vale said the campaign did well.", "Scotland"),
    ("Ghana's longest-serving MP Tom Vale said the campaign did well.", "Ghana"),
])
def test_a_place_before_a_legislators_title_is_the_seat_not_an_employer(text, place):
    assert ("Tom Vale", "employedBy", place) not in triples(text)

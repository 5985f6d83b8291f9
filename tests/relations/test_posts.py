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


@pytest.mark.parametrize("text, expected", [
    ('"Markets will outperform," said Tom Vale, Director, Norbank Securities Ltd.',
     ("Tom Vale", "leads", "Norbank Securities Ltd.")),
    ('"Markets will outperform," said Tom Vale, Director, Kestrel Bank.', ("Tom Vale", "leads", "Kestrel Bank")),
    ('"We respect it," said Tom Vale, senior vice president Norbank Inc.', ("Tom Vale", "employedBy", "Norbank Inc.")),
])
def test_a_body_written_right_after_a_bare_title_employs_its_holder(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, body", [
    ("Tom Vale, a spokesman, Norbank Inc. and Safcom Ltd. signed the letter.", "Norbank Inc."),
    ("Tom Vale, director of sales, Norbank Inc. and Safcom Ltd. signed the letter.", "Norbank Inc."),
])
def test_a_body_after_a_title_with_an_article_or_words_after_it_is_no_employer(text, body):
    assert not {t for t in triples(text) if t[0] == "Tom Vale" and t[2] == body}


@pytest.mark.parametrize("text, expected", [
    ("Kestrels point guard Ben Hart was injured.", ("Ben Hart", "memberOf", "Kestrels")),
])
def test_a_teams_position_makes_a_member(text, expected):
    assert expected in triples(text)


def test_a_guard_of_another_kind_plays_for_no_side():
    assert ("Ben Hart", "memberOf", "Norbank") not in triples("Norbank security guard Ben Hart was injured.")

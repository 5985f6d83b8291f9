"""Roles and ties stated by nouns beside names (kg.relations.rules.nounacts): sentences of our own -> facts."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text", [
    "Norbank founder and chairman Tom Vale was arrested.",
    "Norbank founder and CEO Tom Vale was arrested.",
    "The founder and former boss of Norbank, Tom Vale, was arrested.",
    "Tom Vale, the Norbank founder and chairman, said so.",
])
def test_a_makers_noun_joined_to_another_role_states_its_act(text):
    assert ("Tom Vale", "founded", "Norbank") in triples(text)


def test_the_body_after_a_possessive_is_the_one_founded():
    found = triples("Tom Vale, chairman and founder of Norbank's Kestrel Labs, said so.")
    assert ("Tom Vale", "founded", "Kestrel Labs") in found


@pytest.mark.parametrize("text", [
    "Tom Vale's wife Ann Cole said she was proud.",
    "Tom Vale and his wife, Ann Cole, were at the ceremony.",
    "Ann Cole, the wife of Tom Vale, was at the ceremony.",
])
def test_a_spouse_is_married_both_ways(text):
    found = triples(text)
    assert {("Tom Vale", "marriedTo", "Ann Cole"), ("Ann Cole", "marriedTo", "Tom Vale")} <= found


@pytest.mark.parametrize("text", [
    "Tom Vale's ex-wife Ann Cole was at the ceremony.",
    "Tom Vale's late wife Ann Cole was remembered.",
    "Tom Vale's former wife, Ann Cole, was at the ceremony.",
])
def test_a_marriage_ended_is_not_stated(text):
    assert not {t for t in triples(text) if t[1] == "marriedTo"}


@pytest.mark.parametrize("text, expected", [
    ("Tom Vale, winner of the Varnell Prize, spoke on Monday.", ("Tom Vale", "won", "Varnell Prize")),
    ("Varnell Prize winner Tom Vale spoke on Monday.", ("Tom Vale", "won", "Varnell Prize")),
    ("Tom Vale is the Kansas Open champion.", ("Tom Vale", "won", "Kansas Open")),
])
def test_a_winner_of_a_contest_or_award_won_it(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    "Tom Vale could be the Kansas Open champion.",
    "The likely winner of the Varnell Prize, Tom Vale, spoke.",
    "Leeds United winner Tom Vale was injured.",
])
def test_a_winner_to_be_or_of_a_team_won_nothing(text):
    assert not {t for t in triples(text) if t[1] == "won"}


def test_who_won_a_contest_holds_no_post_in_it():
    found = triples("He picked Ben Hart instead of Norbank Award winner Tom Vale.")
    assert {t for t in found if t[2] == "Norbank Award"} == {("Tom Vale", "won", "Norbank Award")}

"""A town's name and a capitalised plural after it as a team's name in a sports sentence (kg.teamnames)."""

from __future__ import annotations

import pytest

from kg.teamnames import sport_sentence, with_town_teams


def _teams(nlp, text: str) -> set[str]:
    doc = nlp(text)
    return {e.text for e in with_town_teams(doc, list(doc.ents)) if e.label_ == "ORG"}


@pytest.mark.parametrize("text, team", [
    ("Tom Vale plays for the Wichita Wolves.", "Wichita Wolves"),
    ("Tom Vale scored twice for the Wichita Wolves on Sunday.", "Wichita Wolves"),
    ("Wichita Wolves coach Ben Hart praised the defense.", "Wichita Wolves"),
])
def test_a_town_and_a_plural_nickname_in_a_sports_sentence_name_a_team(nlp, text, team):
    assert team in _teams(nlp, text)


@pytest.mark.parametrize("text, name", [
    ("Ann Cole saw the Wichita Wolves near the farm.", "Wichita Wolves"),  # no game: animals
    ("Tom Vale plays for the Wichita Motors.", "Wichita Motors"),  # a firm's plural
    ("Tom Vale plays for the Kenya Wolves.", "Kenya Wolves"),  # a country's name is left as it is
    ("Tom Vale scored twice at the Wichita Wolves Arena.", "Wichita Wolves"),  # inside a longer name
])
def test_no_team_outside_sport_nor_of_a_firms_plural_nor_a_states(nlp, text, name):
    assert name not in _teams(nlp, text)


@pytest.mark.parametrize("text, sport", [
    ("Tom Vale scored 20 points.", True),
    ("The Kestrels won 31-24.", True),
    ("Ben Hart coached the side for years.", True),
    ("Tom Vale, the team's striker, was hurt.", True),
    ("Tom Vale opened a bakery in Tulsa.", False),
])
def test_a_sports_sentence_names_a_game(nlp, text, sport):
    assert sport_sentence(next(nlp(text).sents)) is sport

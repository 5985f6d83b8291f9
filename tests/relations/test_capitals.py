"""Capitals: sentence -> the country "the capital" named with no country of its own lies in."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("Kenya's rulers banned the play, due to open in the capital, Tulsa, this weekend.",
     ("Tulsa", "locatedIn", "Kenya")),
    ("Fighting broke out in Ghana as rebels neared the capital Tulsa.", ("Tulsa", "locatedIn", "Ghana")),
])
def test_the_capital_lies_in_the_country_its_sentence_names(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    "Kenya and Ghana met in the capital, Tulsa.",  # whose capital, the sentence does not say
    "Tom Vale flew to the capital, Tulsa.",  # no country named anywhere
    # none in its sentence: the story's country is not surely the one whose capital it visits
    "Kenya's exports fell. Kenya blamed the dollar. Tom Vale spoke at a briefing in the capital, Tulsa.",
])
def test_a_capital_of_no_one_country_lies_nowhere(text):
    assert not {t for t in triples(text) if t[0] == "Tulsa" and t[1] == "locatedIn"}

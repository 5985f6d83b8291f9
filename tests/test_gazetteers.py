"""Gazetteer look-ups (kg.lexicon.gazetteers): words and names -> whether they name a people."""

from __future__ import annotations

import pytest

from kg.lexicon.gazetteers import is_demonym

DEMONYMS = [
    # a country's demonym, and the last word of one after a compass word
    ("Kenyan", True),
    ("South Korean", True),
    ("Korean", True),
    ("Sudanese", True),
    # a US state's people, in one word after the state's name, one-word or not
    ("Texan", True),
    ("West Virginian", True),
    ("New Yorker", True),
    # a state's name, or a team or a paper named after it, is no people
    ("Texas", False),
    ("West Virginia", False),
    ("Texas Rangers", False),
    ("New York Islanders", False),
    ("Mary", False),
]


@pytest.mark.parametrize(("text", "expected"), DEMONYMS)
def test_is_demonym(text: str, expected: bool) -> None:
    assert is_demonym(text) is expected

"""Title words (kg.titlewords): which words of a phrase belong to a job title."""

from __future__ import annotations

import pytest

from kg.titlewords import in_officer_title, portfolio_before


@pytest.mark.parametrize(("text", "index", "expected"), [
    ("Chief Financial Officer Ann Cole", 1, True),
    ("the chief human resources officer", 3, True),
    ("the chief said the officer", 2, False),  # a verb between two separate people
    ("Chief Officer Ann Cole", 0, False),
])
def test_a_field_between_chief_and_officer_is_a_title_word(nlp, text, index, expected):
    assert in_officer_title(nlp(text)[index]) is expected


@pytest.mark.parametrize(("text", "index", "expected"), [
    ("Trade and Industry Secretary Ann Cole", 3, "Trade and Industry"),
    ("Ben Hart and Health Secretary Ann Cole", 4, ""),  # one portfolio word: the "and" joins two people
    ("the trade and industry secretary", 4, ""),  # lower case: the parser's reading stands
])
def test_a_capitalised_portfolio_of_parts_opens_the_title(nlp, text, index, expected):
    assert " ".join(t.text for t in portfolio_before(nlp(text)[index])) == expected

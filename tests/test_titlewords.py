"""Title words (kg.titlewords): which words of a phrase belong to a job title."""

from __future__ import annotations

import pytest

from kg.titlewords import in_officer_title


@pytest.mark.parametrize(("text", "index", "expected"), [
    ("Chief Financial Officer Ann Cole", 1, True),
    ("the chief human resources officer", 3, True),
    ("the chief said the officer", 2, False),  # a verb between two separate people
    ("Chief Officer Ann Cole", 0, False),
])
def test_a_field_between_chief_and_officer_is_a_title_word(nlp, text, index, expected):
    assert in_officer_title(nlp(text)[index]) is expected

"""Names the tagger missed (kg.recall): a one-word name opening a sentence counts when a possessive follows it,
and a day's or a month's name is never looked for."""

from __future__ import annotations

import pytest

from kg.records import ORGANIZATION
from tests.test_resolve_rules import doc, entity_of


@pytest.mark.parametrize("text, found", [
    ("Pioneers' coach Tom Vale left.", True),  # a plural's possessive
    ("Pioneers's coach Tom Vale left.", True),
    ("Pioneers won again.", False),  # capitalised as the sentence's first word, for all one can tell
])
def test_a_sentences_first_word_is_the_name_when_a_possessive_follows(text, found):
    results = [doc("a", "Fans cheered as the Pioneers of Portland won.", ("Pioneers", ORGANIZATION)),
               doc("b", text)]
    assert ("b" in entity_of(results, "Pioneers").documents) is found


def test_a_days_name_is_no_teams_short_name_elsewhere():
    results = [doc("a", "Fans of Friday cheered the side.", ("Friday", ORGANIZATION)),
               doc("b", "The vote is on Friday. Friday's vote matters.")]
    assert entity_of(results, "Friday").documents == ("a",)

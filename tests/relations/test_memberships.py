"""Memberships: sentence -> the organisation a possessor's membership names."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("Tom Vale's membership of Norbank gives him a vote.", ("Tom Vale", "memberOf", "Norbank")),
    ("Ann Cole said her membership of the Kestrel Party had cost her friends.",
     ("Ann Cole", "memberOf", "Kestrel Party")),
])
def test_a_possessor_is_a_member_of_the_body_its_membership_names(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    "Tom Vale is seeking membership of the Safcom Alliance.",
    "Talks on Ann Cole's proposed membership of the Safcom Alliance have stalled.",
])
def test_a_membership_only_sought_makes_no_member(text):
    assert not {t for t in triples(text) if t[1] == "memberOf"}

"""What a verb's frame states (kg.relations.rules.arguments): joining a body for a job is joining its staff."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected, unexpected", [
    ("Tom Vale joined Norbank as a trader in 1990.", ("Tom Vale", "employedBy", "Norbank"),
     ("Tom Vale", "memberOf", "Norbank")),
    ("Tom Vale joined Norbank in 1990.", ("Tom Vale", "memberOf", "Norbank"), ("Tom Vale", "employedBy", "Norbank")),
    ("Tom Vale joined Labour as a candidate in 1990.", ("Tom Vale", "memberOf", "Labour"),
     ("Tom Vale", "employedBy", "Labour")),
    # a member's noun in the plural is still a member's
    ("Tom Vale and Ann Cole joined Labour as members in 1990.", ("Tom Vale", "memberOf", "Labour"),
     ("Tom Vale", "employedBy", "Labour")),
])
def test_a_body_joined_for_a_job_employs_and_one_joined_as_a_member_has_a_member(text, expected, unexpected):
    found = triples(text)
    assert expected in found
    assert unexpected not in found

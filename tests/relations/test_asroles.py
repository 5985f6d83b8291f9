"""A post in a fronted "as" (kg.relations.rules.asroles): sentence -> the body its holder works for or leads."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("As a postdoc at Norbank, Tom Vale studied fish.", ("Tom Vale", "employedBy", "Norbank")),
    ("As chief executive of Norbank, Tom Vale cut jobs.", ("Tom Vale", "leads", "Norbank")),
    # each joined role
    ("As an adviser to Safcom and a director of Norbank, Tom Vale cut jobs.", ("Tom Vale", "employedBy", "Norbank")),
])
def test_a_fronted_as_gives_the_subject_its_post(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    "As Norbank grew, Tom Vale left.",  # a clause, not a post
    "As a result, Tom Vale praised Norbank.",  # no post
])
def test_no_post_without_a_role_after_as(text):
    assert not {t for t in triples(text) if t[1] in ("employedBy", "leads", "memberOf")}

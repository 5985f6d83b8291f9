"""Governments named after their leaders (kg.relations.rules.governments): sentence -> triples."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text", [
    "The Vale administration sued the state on Tuesday. President Tom Vale said he would appeal.",
    "President Tom Vale said he would appeal. The Vale administration sued the state on Tuesday.",
    "Ann Cole, a senior official in the Vale administration, said so. Tom Vale declined to comment.",
])
def test_leader_leads_the_government_named_after_them(text):
    assert ("Tom Vale", "leads", "Vale administration") in triples(text)


def test_leader_named_by_title_and_surname_only():
    text = "The Vale administration sued the state on Tuesday. President Vale said he would appeal."
    assert ("Vale", "leads", "Vale administration") in triples(text)


@pytest.mark.parametrize("text", [
    # nobody of that name in the story; two people who share it
    "The Vale administration sued the state on Tuesday.",
    "Tom Vale and Ann Vale met. The Vale administration sued the state on Tuesday.",
])
def test_no_leader_without_one_person_of_that_name(text):
    assert not any(p == "leads" and o == "Vale administration" for _, p, o in triples(text))

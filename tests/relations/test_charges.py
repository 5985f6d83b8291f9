"""Charges of a body (kg.relations.rules.charges): sentence -> the body led, with its status."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import statuses, triples


@pytest.mark.parametrize("text, expected", [
    # a charge taken, held or given, and a post taken over at a body
    ("Tom Vale took charge of Leeds United in 2004.", ("Tom Vale", "leads", "Leeds United", "current")),
    ("Tom Vale took the helm at Norbank last year.", ("Tom Vale", "leads", "Norbank", "current")),
    ("Norbank put Tom Vale in charge of Safcom last year.", ("Tom Vale", "leads", "Safcom", "current")),
    ("Tom Vale was put in charge of Norbank.", ("Tom Vale", "leads", "Norbank", "current")),
    ("Tom Vale, now in charge at Norbank, said so.", ("Tom Vale", "leads", "Norbank", "current")),
    ("Ann Cole, at the helm of Norbank since 2001, said so.", ("Ann Cole", "leads", "Norbank", "current")),
    ("Tom Vale, who took charge of Kenya in 2003, said so.", ("Tom Vale", "leads", "Kenya", "current")),
    ("Tom Vale took over at Norbank in May.", ("Tom Vale", "leads", "Norbank", "current")),
    ("Tom Vale was in charge of Norbank until 2003.", ("Tom Vale", "leads", "Norbank", "former")),
])
def test_who_is_in_charge_of_a_body_leads_it(text, expected):
    assert expected in statuses(text)


def test_every_name_joined_as_subject_is_in_charge():
    assert {("Tom Vale", "leads", "Norbank"), ("Ben Hart", "leads", "Norbank")} <= triples(
        "Tom Vale and Ben Hart are currently in charge of Norbank.")


@pytest.mark.parametrize("text", [
    "Tom Vale did not take charge of Norbank.",
    "Tom Vale faces a charge of fraud at Norbank.",  # a charge laid, not held
    "Tom Vale took over Norbank in May.",  # bought, not run
    "Tom Vale is in charge of Norbank's operations in Asia.",  # a part of it, not named
])
def test_no_charge_of_a_named_body_leads_nothing(text):
    assert not {t for t in triples(text) if t[1] == "leads"}

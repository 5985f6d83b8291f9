"""Memberships and leaders read from a noun: sentence -> the organisation one belongs to or leads."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import statuses, triples


@pytest.mark.parametrize("text, expected", [
    ("Tom Vale's membership of Norbank gives him a vote.", ("Tom Vale", "memberOf", "Norbank")),
    ("Ann Cole said her membership of the Kestrel Party had cost her friends.",
     ("Ann Cole", "memberOf", "Kestrel Party")),
])
def test_a_possessor_is_a_member_of_the_body_its_membership_names(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, expected", [
    ("Tom Vale spoke at the conference of his newly-founded party, the Kestrel Coalition.",
     ("Tom Vale", "memberOf", "Kestrel Coalition", "current")),
    ("Tom Vale's party, the Kestrel Coalition, won two seats.",
     ("Tom Vale", "memberOf", "Kestrel Coalition", "current")),
    ("Ben Hart said his former club, Kestrel Rovers, would win.", ("Ben Hart", "memberOf", "Kestrel Rovers", "former")),
])
def test_the_owner_of_a_party_or_a_club_belongs_to_the_one_named_beside_it(text, expected):
    assert expected in statuses(text)


@pytest.mark.parametrize("text", [
    "Tom Vale said his firm, Norbank, would grow.",
    "Tom Vale praised the party, the Kestrel Coalition, for its work.",
    "Tom Vale's constituency party, Dunmore North, deselected him.",
    "Tom Vale's rival party, the Kestrel Coalition, won the seat.",
])
def test_no_member_without_a_party_or_club_that_a_person_owns(text):
    assert not {t for t in triples(text) if t[1] == "memberOf"}


@pytest.mark.parametrize("text", [
    "Tom Vale is seeking membership of the Safcom Alliance.",
    "Talks on Ann Cole's proposed membership of the Safcom Alliance have stalled.",
])
def test_a_membership_only_sought_makes_no_member(text):
    assert not {t for t in triples(text) if t[1] == "memberOf"}


@pytest.mark.parametrize("text, expected", [
    ("Tom Vale, the man behind Norbank, said the plans were poor.", ("Tom Vale", "leads", "Norbank")),
    ("Ann Cole is the woman behind the Safcom Group.", ("Ann Cole", "leads", "Safcom Group")),
    ("Ben Hart, the man behind the Norbank games group, has bought it back.", ("Ben Hart", "leads", "Norbank")),
])
def test_the_man_behind_an_organisation_leads_it(text, expected):
    assert expected in triples(text)


def test_the_man_behind_no_organisation_leads_nothing():
    assert not {t for t in triples("Police say Tom Vale, the man behind the attack in Tulsa, fled.") if t[1] == "leads"}

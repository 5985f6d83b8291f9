"""Descriptions set beside an organisation's name (kg.relations.rules.orgdescriptions): sentence -> triples."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    # any common noun in apposition says what the body is; a place before it is its seat
    ("Norbank, the Leeds bakery, said profits rose.", {("Norbank", "basedIn", "Leeds")}),
    ("Kestrel Rovers, the Leeds side, won again.", {("Kestrel Rovers", "basedIn", "Leeds")}),
    ("Norbank, the Leeds and Tulsa brokerage, said profits rose.",
     {("Norbank", "basedIn", "Leeds"), ("Norbank", "basedIn", "Tulsa")}),
    # the parser hung the description on the person named before the organisation
    ("Prices rose, said Ann Cole, an analyst at Norbank, the Leeds brokerage, on Monday.",
     {("Norbank", "basedIn", "Leeds")}),
])
def test_a_description_beside_an_organisation_places_it(text, expected):
    assert expected <= triples(text)


@pytest.mark.parametrize("text", [
    "The Kestrel Awards, the Leeds show, opened.",  # an event is held somewhere, not based
    "The Kestrel Awards, the Leeds top honours, opened.",  # a plural describes no one body
    "Ann Cole launched McKestrel, now the biggest coffee shop brand in Kenya.",  # a brand is sold there
    "His novel is about Kestrel Varnell, the son of Dunmore, and his trip to Leeds.",  # kin: a person
])
def test_an_event_or_a_plural_description_gives_no_seat(text):
    assert not any(p == "basedIn" for _, p, _ in triples(text))


@pytest.mark.parametrize("text, expected", [
    # a company noun a part noun modifies says whose part the body is, as the part noun alone does
    ("Safcom is a subsidiary company of the Kestrel Group.", {("Safcom", "memberOf", "Kestrel Group")}),
    ("Safcom, a subsidiary firm of the Kestrel Group, made a loss.", {("Safcom", "memberOf", "Kestrel Group")}),
    ("Safcom is a unit of Norbank.", {("Safcom", "memberOf", "Norbank")}),
])
def test_a_part_noun_before_a_company_noun_makes_a_member(text, expected):
    assert expected <= triples(text)


def test_a_company_noun_without_a_part_noun_makes_no_member():
    assert not any(p == "memberOf" for _, p, _ in triples("Safcom is a rival company of the Kestrel Group."))

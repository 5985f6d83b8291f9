"""Names that go on over a lower-case word (kg.sitetails, through kg.mentions): sentences of our own -> the
names found and the names that must not be."""

from __future__ import annotations

import pytest

from kg.mentions import extract_mentions
from kg.records import EVENT, FACILITY, PLACE
from kg.sitetails import site_stem


@pytest.mark.parametrize(("text", "expected", "absent"), [
    # a site's or an event's kind in lower case after a name is part of it
    ("Police battled with fans in the Marvelli stand and one supporter was hurt.",
     {("Marvelli stand", FACILITY)}, {"Marvelli"}),
    ("Norbank is reported to have won the contract to run the Dunmore field.", {("Dunmore field", PLACE)},
     {"Dunmore"}),
    ("The show won the British Comedy awards last year.", {("British Comedy awards", EVENT)}, {"British Comedy"}),
    # a known place's name before the kind says where a site is; "a" makes no name; a body is no site
    ("He was sent to a Tulsa prison.", {("Tulsa", PLACE)}, {"Tulsa prison"}),
    ("He was held in a Varnell prison for years.", set(), {"Varnell prison"}),
    ("Visitors crowded the Safcom stand at the motor show.", set(), {"Safcom stand"}),
    ("Tom Vale was held in Varnell prison for years.", {("Varnell prison", FACILITY)}, {"Varnell"}),
    # the landform after a place's name
    ("Photographs of the Sahara desert in Africa were shown.", {("Sahara desert", PLACE)}, {"Sahara"}),
])
def test_site_tails(nlp, text, expected, absent):
    found = {(m.text, m.type) for m in extract_mentions(nlp(text), doc_id="t")}
    assert expected <= found
    assert not {t for t, _ in found} & absent


@pytest.mark.parametrize(("name", "stem"), [
    ("Kestrel field", ["Kestrel"]),  # a site's kind in lower case
    ("Kestrel Airport", ["Kestrel"]),  # an airport, named by its place's name alone
    ("Kestrel Stadium", []),  # a stadium's capitalised name: its first word may be a club's
    ("Kestrel Varnell Airport", []),  # one word only
])
def test_site_stem(name, stem):
    assert site_stem(name) == stem

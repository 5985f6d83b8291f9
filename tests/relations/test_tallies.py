"""A player's tally for a side (kg.relations.rules.tallies): sentence -> the side the player is a member of."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("Ben Hart added 12 points for the Kestrels.", {("Ben Hart", "memberOf", "Kestrels")}),
    ("Ben Hart had 25 points and 11 rebounds for the Kestrels.", {("Ben Hart", "memberOf", "Kestrels")}),
    ("Ben Hart finished with 25 points and 11 rebounds for the Kestrels.", {("Ben Hart", "memberOf", "Kestrels")}),
    ("Ben Hart rushed for 101 yards on 14 carries for the Kestrels.", {("Ben Hart", "memberOf", "Kestrels")}),
    ("Ben Hart scored 20 of his 31 points in the first half for the Kestrels.",
     {("Ben Hart", "memberOf", "Kestrels")}),
    ("Ben Hart's 25 points for the Kestrels led the way.", {("Ben Hart", "memberOf", "Kestrels")}),
    ("Ben Hart and Tom Vale had 12 points each for the Kestrels.",
     {("Ben Hart", "memberOf", "Kestrels"), ("Tom Vale", "memberOf", "Kestrels")}),
    ("Ben Hart praised Tom Vale, who had 25 points for the Kestrels.", {("Tom Vale", "memberOf", "Kestrels")}),
    ("Ben Hart's two goals for the Kestrels.", {("Ben Hart", "memberOf", "Kestrels")}),  # a caption, no verb
])
def test_a_counted_tally_for_a_side_makes_the_player_its_member(text, expected):
    assert expected <= triples(text)


@pytest.mark.parametrize("text", [
    "Ben Hart rushed for 101 yards against the Kestrels.",  # the "for" of the tally alone
    "Ben Hart raised 25 million dollars for the Kestrel Fund.",  # no tally
    "Ben Hart spoke for the Kestrels after they scored 25 points.",  # the tally is another clause's
    "Ben Hart never scored 25 points for the Kestrels.",  # denied
])
def test_no_membership_without_a_tally_for_a_side(text):
    assert not {t for t in triples(text) if t[1] == "memberOf"}

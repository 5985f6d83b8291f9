"""Party rules (kg.relations.rules.parties): sentence -> the memberships read."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    # a party's word before a hyphen and the seat, read against the parties the story names
    ("The Varnellist Party won. Sen. Ann Cole, Varnellist-Iowa, said so.",
     ("Ann Cole", "memberOf", "Varnellist Party")),
    ("The Tory Party won. Rep. Tom Vale (Tory-Leeds) said so.", ("Tom Vale", "memberOf", "Tory Party")),
])
def test_a_party_tag_after_a_name_gives_the_membership(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    # two parties of the story start with the letter: neither is read
    "The Kestrel Party and the Kettle Party won. Sen. Ann Cole, K-Kan., said so.",
    # a word before a hyphen and no place is no party's
    "The Varnellist Party won. The scholar Ann Cole, Varnellist-Marxist, said so.",
])
def test_an_ambiguous_or_placeless_tag_gives_no_membership(text):
    assert not {t for t in triples(text) if t[1] == "memberOf"}


@pytest.mark.parametrize("text, expected", [
    ("Conservative shadow culture secretary Ann Cole said the plan was poor.",
     ("Ann Cole", "memberOf", "Conservative")),
    ("Liberal Democrat shadow health spokesman Tom Vale said so.", ("Tom Vale", "memberOf", "Liberal Democrat")),
])
def test_a_party_before_a_shadow_post_has_its_holder_as_a_member(text, expected):
    assert expected in triples(text)


def test_a_shadow_post_with_no_party_before_it_gives_no_membership():
    assert not {t for t in triples("Shadow health secretary Ann Cole said so.") if t[1] == "memberOf"}


@pytest.mark.parametrize("text, expected", [
    ("Democrats Tom Vale and Ann Cole voted against the bill.",
     {("Tom Vale", "memberOf", "Democrats"), ("Ann Cole", "memberOf", "Democrats")}),
    ("Republicans Tom Vale, Ann Cole and Ben Hart voted for it.",
     {("Tom Vale", "memberOf", "Republicans"), ("Ann Cole", "memberOf", "Republicans"),
      ("Ben Hart", "memberOf", "Republicans")}),
    ("Two Democrats, Tom Vale and Ann Cole, voted against the bill.",
     {("Tom Vale", "memberOf", "Democrats"), ("Ann Cole", "memberOf", "Democrats")}),
])
def test_a_party_plural_before_a_list_of_names_has_each_as_a_member(text, expected):
    assert expected <= triples(text)


@pytest.mark.parametrize("text, member", [
    # a singular party word premodifies the first name only
    ("Tory Tom Vale and Ann Cole met in Leeds.", "Ann Cole"),
    # a possessive party owns the first name only
    ("Labour's Tom Vale and Ann Cole spoke in Leeds.", "Ann Cole"),
])
def test_a_singular_party_word_gives_only_the_first_name(text, member):
    assert not {t for t in triples(text) if t[0] == member and t[1] == "memberOf"}


@pytest.mark.parametrize("text, other", [
    ("The group, including Tories Tom Vale and Sir Ann Cole, Labour's Ben Hart, met.", "Ben Hart"),
    ("The group, including Tories Tom Vale and Sir Ann Cole, Labour's Ben Hart and Carl Mason, met.", "Carl Mason"),
    # a party word before a later name's title
    ("The group, including Tories Tom Vale and Sir Ann Cole and Labour Councillor Ben Hart, met.", "Ben Hart"),
])
def test_a_list_under_a_plural_party_stops_at_a_name_with_a_party_of_its_own(text, other):
    found = triples(text)
    assert {("Tom Vale", "memberOf", "Tories"), ("Ann Cole", "memberOf", "Tories")} <= found
    assert (other, "memberOf", "Tories") not in found

"""Role rules (kg.relations.rules.roles), continued: leaders of regions and fields, parties, offices and
councils, the press, music and sport; sentence -> the posts read."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import statuses, triples


@pytest.mark.parametrize("text, holder", [
    ("Sales in Brantwick, Iowa, rose. Tom Vale, the Brantwick director of Norbank, said so.", "Tom Vale"),
    ("Ann Cole, Director for Research at Norbank, said so.", "Ann Cole"),
])
def test_a_leader_of_a_region_or_a_field_works_for_the_organisation_without_leading_it(text, holder):
    found = triples(text)
    assert (holder, "employedBy", "Norbank") in found and (holder, "leads", "Norbank") not in found


def test_a_nationality_before_a_leader_title_is_no_region():
    assert ("Ann Cole", "leads", "Norbank") in triples("Ann Cole, the Peruvian director of Norbank, said so.")


@pytest.mark.parametrize("text, place", [("Dunmore councilwoman Ann Cole voted no.", "Dunmore"),
                                         ("Dunmore City Councilman Ann Cole voted no.", "Dunmore")])
def test_a_town_councillor_serves_the_town_and_lives_there(text, place):
    found = triples(text)
    assert ("Ann Cole", "employedBy", place) in found and ("Ann Cole", "livesIn", place) in found


@pytest.mark.parametrize("text, employer", [
    ("Dunmore County Court correspondent Tom Vale said the judges did not rule.", None),
    ("Varnell Legislature reporter Ann Cole said the vote was close.", None),
    ("Norbank correspondent Ben Hart said the company had not commented.", "Norbank"),
    # the outlet first, then the beat
    ("Ben Hart, the Kestrel Herald's Norbank correspondent, said the bank had not commented.", "Kestrel Herald"),
])
def test_a_public_body_or_a_second_organisation_before_a_journalist_is_the_beat(text, employer):
    found = {o for s, p, o in triples(text) if p == "employedBy"}
    assert found == ({employer} if employer else set())


@pytest.mark.parametrize("text", ["R&B singer Tom Vale released an album.",
                                  "Tom Vale, the R&B singer, released an album."])
def test_a_kind_of_music_before_a_performer_is_no_band(text):
    assert not {t for t in triples(text) if t[1] in ("memberOf", "employedBy", "leads")}


@pytest.mark.parametrize("text, expected", [
    ("The Conservatives lost. Tory hopefuls Tom Vale and Ann Cole lost their seats.",
     {("Tom Vale", "memberOf", "Conservatives"), ("Ann Cole", "memberOf", "Conservatives")}),
    ("The Conservatives lost. Tom Vale, the Tory nominee for the Dunmore seat, spoke.",
     {("Tom Vale", "memberOf", "Conservatives")}),
    ("The Conservatives lost. Tom Vale, the Tory nominee, spoke in Dunmore.",
     {("Tom Vale", "memberOf", "Conservatives")}),
])
def test_a_partys_hopeful_or_nominee_is_its_member(text, expected):
    assert expected <= triples(text)


@pytest.mark.parametrize("text", ["Tom Vale, the nominee for the Norbank board, withdrew.",
                                  "Norbank nominee Tom Vale joined the board."])
def test_a_nominee_of_a_company_is_not_its_member(text):
    assert not {t for t in triples(text) if t[1] == "memberOf"}


@pytest.mark.parametrize("text, expected", [
    ("The Dunmore County Sheriff's Office said a man was shot. Sheriff Tom Vale said the suspect fled.",
     {("Tom Vale", "leads", "Dunmore County Sheriff's Office")}),
    ("The Brantwick Fire Department responded. Fire Chief Ann Cole said no one was hurt.",
     {("Ann Cole", "leads", "Brantwick Fire Department")}),
    ("Brantwick police arrested Ben Hart. Police Chief Ann Cole said the case was closed.",
     {("Ann Cole", "leads", "Brantwick police")}),
    # two offices of the kind: whose the sheriff is goes unsaid
    ("The Dunmore County Sheriff's Office and the Varnell County Sheriff's Office searched the area. "
     "Sheriff Tom Vale said the suspect fled.", set()),
])
def test_an_office_title_is_held_in_the_one_office_of_its_kind_the_story_names(text, expected):
    assert {t for t in triples(text) if t[0] in ("Tom Vale", "Ann Cole") and t[1] != "livesIn"} == expected


@pytest.mark.parametrize("text, predicate", [
    ("Tory Gov. Tom Vale signed the bill.", "memberOf"),
    ("Liberal Democrat governor Tom Vale vetoed the bill.", "memberOf"),
    # a party's own leader leads it
    ("Kestrel Party leader Tom Vale spoke.", "leads"),
])
def test_a_public_post_named_after_a_party_makes_a_member_not_its_leader(text, predicate):
    assert {p for s, p, o in triples(text) if s == "Tom Vale" and p in ("leads", "memberOf")} == {predicate}


@pytest.mark.parametrize("text, expected", [
    # a party's one-word name owning a post, whatever the tagger called it: the holder is its member
    ("Labour's chief secretary Ann Cole said so.", ("Ann Cole", "memberOf", "Labour")),
    ("Ann Cole, Labour's chief secretary, said so.", ("Ann Cole", "memberOf", "Labour")),
    ("Tom Vale MP, Labour's chief secretary to the Treasury, said so.", ("Tom Vale", "memberOf", "Labour")),
])
def test_a_party_owning_a_post_has_a_member(text, expected):
    facts = triples(text)
    assert expected in facts and (expected[0], "employedBy", expected[2]) not in facts


@pytest.mark.parametrize("text, expected", [
    # a player plays for the team the name before the role names; a company's managers work for it
    ("Kestrel Rovers striker Tom Vale scored twice.", ("Tom Vale", "memberOf", "Kestrel Rovers")),
    ("Norbank goalkeeper Ann Cole saved it.", ("Ann Cole", "memberOf", "Norbank")),
    # American positions
    ("The Kestrels lost. Kestrels goalie Tom Vale stopped 30 shots.", ("Tom Vale", "memberOf", "Kestrels")),
    ("Kestrels tailback Ben Hart ran for 90 yards.", ("Ben Hart", "memberOf", "Kestrels")),
    ("Norbank managers Ann Cole and Tom Vale face charges.", ("Tom Vale", "employedBy", "Norbank")),
    # a town's name before a team's role is its club: its boss leads it, its player is a member
    ("Wichita boss Ann Cole praised the striker.", ("Ann Cole", "leads", "Wichita")),
    ("Wichita midfielder Tom Vale was ruled out for eight weeks.", ("Tom Vale", "memberOf", "Wichita")),
])
def test_a_player_before_a_team_is_a_member(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, expected", [
    # a role that stands for a person named before says what a role before a name says ("former Kestrel Rovers
    # striker Tom Vale")
    ("Tom Vale joined Dunmore in May. The former Kestrel Rovers striker scored twice on Monday.",
     ("Tom Vale", "memberOf", "Kestrel Rovers", "former")),
    ("Tom Vale played in Tulsa. Later the Leeds singer signed Ann Cole to his label.",
     ("Tom Vale", "livesIn", "Leeds", "current")),
    # a description that stands for the one person the sentence before is about (:mod:`kg.descnouns`), a title's
    # too ("Labour peer Tom Vale")
    ("Ben Hart spoke in the debate. The Labour peer said the bill was fair.",
     ("Ben Hart", "memberOf", "Labour", "current")),
    ("Norbank rejected an offer from Tom Vale. The board said the bid from the Kenya businessman was too low.",
     ("Tom Vale", "livesIn", "Kenya", "current")),
])
def test_a_role_standing_for_a_person_named_before_reads_as_before_a_name(text, expected):
    assert expected in statuses(text)


def test_a_title_joined_to_a_holder_elsewhere_gives_no_post():
    # "the Labour peer" after two people: no one of this story holds the title, so whoever resolution makes it
    # works for no one here
    assert not {f for f in statuses("Ben Hart met Ann Cole in the debate. The Labour peer said the bill was fair.")
                if f[1] == "memberOf"}

"""Role rules (kg.relations.rules.roles): sentence -> the posts read, with their status."""

from __future__ import annotations

import pytest

from kg.relations.rules.posts import title_predicate
from tests.relations.test_rules import statuses, triples


@pytest.mark.parametrize("text, expected", [
    # a former role is kept, as former (it said nothing about now when it was dropped)
    ("Priya Raman, a former vice president of engineering at Intel, was hired.",
     ("Priya Raman", "employedBy", "Intel", "former")),
    ("Ex-Norbank boss Tom Vale said so.", ("Tom Vale", "leads", "Norbank", "former")),
    ("Former Tulsa County deputy Carl Mason testified.",
     ("Carl Mason", "employedBy", "Tulsa County Sheriff's Office", "former")),
    ("Mike Lee, former chief executive of Acme Corp, said so.", ("Mike Lee", "leads", "Acme Corp", "former")),
    # "then" before a role: the post held at the time of the story
    ("Shots wounded Tom Vale, then the Norbank chairman, in Tulsa.", ("Tom Vale", "leads", "Norbank", "former")),
    ("Ann Cole, the ex-chairman of Brightwater Holdings, said so.",
     ("Ann Cole", "leads", "Brightwater Holdings", "former")),
    ("Ann Cole, the incoming chief executive of Brightwater Holdings, said so.",
     ("Ann Cole", "leads", "Brightwater Holdings", "future")),
    ("Ann Cole, chief executive of Brightwater Holdings, said so.",
     ("Ann Cole", "leads", "Brightwater Holdings", "current")),
    ("The report was written by former Labour MP Tom Vale.", ("Tom Vale", "memberOf", "Labour", "former")),
    ("Ex-Labour MP Tom Vale won the seat.", ("Tom Vale", "memberOf", "Labour", "former")),
    ("Tom Vale, the former Labour MP, won the seat.", ("Tom Vale", "memberOf", "Labour", "former")),
    # the body a post is taken in after "to", and a verb joined to another that has the subject
    ("Ann Cole returned to Norbank as chief executive in 2017.", ("Ann Cole", "leads", "Norbank", "current")),
    ("Ann Cole rejoined Norbank in 2017 and became its chief executive.",
     ("Ann Cole", "leads", "Norbank", "current")),
    # a gerund after a time's preposition has the subject of the clause it hangs on, a pronoun's too
    ("After serving as a junior minister in the Dunmore government, Tom Vale became chancellor.",
     ("Tom Vale", "employedBy", "Dunmore government", "former")),
    ("Tom Vale died on Monday. After serving as a minister in the Dunmore government, he became chancellor.",
     ("Tom Vale", "employedBy", "Dunmore government", "former")),
    ("Ann Cole stepped down as chairman of Brightwater Holdings in May.",
     ("Ann Cole", "leads", "Brightwater Holdings", "former")),
    # "no longer": held before, not now
    ("Ann Cole is no longer chairman of Brightwater Holdings.",
     ("Ann Cole", "leads", "Brightwater Holdings", "former")),
    ("Tom Vale, who is no longer the head of Norbank, said so.", ("Tom Vale", "leads", "Norbank", "former")),
    ("Tom Vale no longer works for Safcom.", ("Tom Vale", "employedBy", "Safcom", "former")),
    ("Ben Hart, no longer chief executive of Norbank, said so.", ("Ben Hart", "leads", "Norbank", "former")),
    # who replaced whom: the new holder holds the post, the one replaced held it
    ("Ann Cole replaced Tom Vale as chairman of Norbank.", ("Ann Cole", "leads", "Norbank", "current")),
    ("Ann Cole succeeded Tom Vale as chairman of Norbank.", ("Tom Vale", "leads", "Norbank", "former")),
])
def test_role_status(text, expected):
    assert expected in statuses(text)


@pytest.mark.parametrize("text", ["Ann Cole will replace Tom Vale as chairman of Norbank.",
                                  "Tom Vale was replaced by Ann Cole as chairman of Norbank."])
def test_a_replacement_to_come_or_in_the_passive_gives_no_post(text):
    assert not {t for t in triples(text) if t[1] == "leads"}


@pytest.mark.parametrize("text, expected", [
    ("Kestrel Labs, a unit of Norbank, said so.", ("Kestrel Labs", "memberOf", "Norbank")),
    ("Kestrel Labs, a Norbank subsidiary, said so.", ("Kestrel Labs", "memberOf", "Norbank")),
    ("Kestrel Labs is a division of Norbank.", ("Kestrel Labs", "memberOf", "Norbank")),
    ("Kestrel Labs, part of the Norbank group, said so.", ("Kestrel Labs", "memberOf", "Norbank")),
    ("A spokesman for the Norbank Group's Safcom Bank declined to comment.",
     ("Safcom Bank", "memberOf", "Norbank Group")),
    ("Officials at the Kestrel Party's Brantwick Committee met on Tuesday.",
     ("Brantwick Committee", "memberOf", "Kestrel Party")),
    ("Norbank subsidiary Kestrel Labs cut jobs.", ("Kestrel Labs", "memberOf", "Norbank")),
    # the part's name before its noun, the parent owning both
    ("Norbank's Kestrel Labs unit said profits rose.", ("Kestrel Labs", "memberOf", "Norbank")),
    ("The Norbank Group's Varnell Airways subsidiary cut jobs.", ("Varnell Airways", "memberOf", "Norbank Group")),
    # "its" before a part's noun: the organisation the clause is about
    ("Norbank said it would sell its Kestrel Labs division.", ("Kestrel Labs", "memberOf", "Norbank")),
])
def test_a_unit_or_subsidiary_is_part_of_its_parent(text, expected):
    assert expected in triples(text)


def test_who_takes_a_post_to_a_body_is_not_the_holder_of_it():
    assert not {t for t in triples("Tom Vale took Ann Cole to Norbank as his assistant.") if t[0] == "Tom Vale"
                and t[1] in ("employedBy", "leads")}


@pytest.mark.parametrize("text", ["WKST, a Norbank affiliate, said so.", "Shares in Norbank's rival Safcom fell.",
                                  "A row broke out after the Kestrel Party's advertising agency Varnell blamed him.",
                                  "Norbank's Varnell agency won the account.", "Norbank's Kestrel Labs team won.",
                                  # a list names no owner of "its"
                                  "The four firms named are Norbank, its unit Kestrel Labs, and Safcom."])
def test_an_affiliate_or_a_rival_is_no_part_of_the_network(text):
    assert not {t for t in triples(text) if t[1] == "memberOf"}


@pytest.mark.parametrize("text", ["Ann Cole, the alleged head of Norbank, was arrested.",
                                  "Ann Cole, the self-proclaimed head of Norbank, spoke.",
                                  "Alleged Norbank boss Ann Cole was arrested.",
                                  "Ann Cole, not the head of Norbank, spoke."])
def test_a_hedged_or_denied_role_gives_no_post(text):
    assert not {t for t in triples(text) if t[0] == "Ann Cole"}


@pytest.mark.parametrize("text, owner", [("Kestrel Holdings' Ann Cole said so.", "Kestrel Holdings"),
                                         ("It was wrong, said Norbank's Ann Cole.", "Norbank")])
def test_a_possessor_written_right_before_a_full_name_employs_it(text, owner):
    assert ("Ann Cole", "employedBy", owner) in triples(text)


@pytest.mark.parametrize("text", [
    "The band the Varakin Brothers will tour in May. The Varakin Brothers' Tom Vale said so.",
    # a story about music, and a name no firm's word ends
    "The charity single tops the chart. The song and the album sold well, and the concert in Leeds sold out. "
    "The Varakin Brothers' Tom Vale wrote the song.",
])
def test_a_person_named_as_a_bands_is_its_member(text):
    found = triples(text)
    assert ("Tom Vale", "memberOf", "Varakin Brothers") in found
    assert ("Tom Vale", "employedBy", "Varakin Brothers") not in found


@pytest.mark.parametrize("text", [
    "The film tops the box office. The Varakin Brothers' Tom Vale said so.",
    "The charity single tops the chart. The song and the album sold well, and the concert in Leeds sold out. "
    "Kestrel Records' Tom Vale signed the band.",
])
def test_a_person_named_as_a_label_or_outside_a_music_story_is_staff(text):
    assert not {t for t in triples(text) if t[0] == "Tom Vale" and t[1] == "memberOf"}


def test_parser_missed_apposition():
    found = triples("Sequoia Capital declined to comment, according to a Sequoia spokeswoman, Laura Kim.")
    assert ("Laura Kim", "employedBy", "Sequoia Capital") in found  # "Sequoia" joins "Sequoia Capital"


@pytest.mark.parametrize("text, expected", [
    ('"Sales are strong," said Ben Hart, Kestrel Airlines senior vice president.',
     ("Ben Hart", "employedBy", "Kestrel Airlines")),
    ("Ben Hart, Norbank senior vice president, said sales rose.", ("Ben Hart", "employedBy", "Norbank")),
])
def test_an_employers_name_before_a_role_set_off_after_a_person(text, expected):
    assert expected in triples(text)


def test_a_person_named_as_an_organisations_works_for_it():
    assert ("Tom Vale", "employedBy", "Norbank") in triples('"Rates will rise," said Norbank\'s Tom Vale.')


def test_a_team_role_the_tagger_reads_as_a_verb_is_still_a_role():
    assert ("Tom Vale", "memberOf", "Norbank Rovers") in triples("Norbank Rovers winger Tom Vale scored twice.")


@pytest.mark.parametrize("text, body, predicate", [
    ("Halvorsen Steel managers Tom Vale and Ben Hart were charged.", "Halvorsen Steel", "employedBy"),
    # the names the parser set off after the role as an apposition
    ("Three Norbank managers, Tom Vale, Ann Cole and Ben Hart, resigned on Monday.", "Norbank", "employedBy"),
    ("Three Labour councillors, Tom Vale, Ann Cole and Ben Hart, were cleared.", "Labour", "memberOf"),
    ("Dunmore United footballers Tom Vale and Ben Hart were injured on Saturday.", "Dunmore United", "employedBy"),
    # a leader's title in the plural: a board's or a staff's members, no one leader
    ("Norbank directors Tom Vale and Ben Hart left.", "Norbank", "employedBy"),
    ("Former Norbank bosses Tom Vale and Ben Hart were charged.", "Norbank", "employedBy"),
])
def test_a_role_before_names_holds_for_each_name_joined_after_it(text, body, predicate):
    found = triples(text)
    assert {("Tom Vale", predicate, body), ("Ben Hart", predicate, body)} <= found


@pytest.mark.parametrize("text", [
    "Norbank and Safcom bosses Tom Vale and Ben Hart met on Monday.",
    "Tom Vale and Ben Hart, the bosses of Norbank and Safcom respectively, met.",
])
def test_a_plural_leaders_title_over_two_bodies_says_not_who_works_where(text):
    assert not {t for t in triples(text) if t[1] == "employedBy"}


def test_a_list_set_off_by_a_dash_after_a_plural_role_is_not_each_ones():
    found = triples("Three members of the Kestrel squad - Tom Vale, Ann Cole and Ben Hart - will play.")
    assert not {t for t in found if t[0] == "Ben Hart" and t[1] in ("memberOf", "employedBy")}


@pytest.mark.parametrize("text, expected", [
    ("Ann Cole and Tom Vale, researchers at Brantwick University, found the gene.",
     {("Tom Vale", "employedBy", "Brantwick University")}),
    ("The study was led by Ann Cole and Tom Vale, researchers at Brantwick University.",
     {("Tom Vale", "employedBy", "Brantwick University")}),
])
def test_a_plural_role_after_names_holds_for_each_name(text, expected):
    assert expected <= triples(text)


@pytest.mark.parametrize("text, unrelated", [
    # one at each of two bodies, and a singular role is the one name's
    ("Ann Cole and Tom Vale, executives at Norbank and Safcom, met.", ("Tom Vale", "employedBy", "Norbank")),
    ("Ann Cole, a researcher at Brantwick University, and Tom Vale found the gene.",
     ("Tom Vale", "employedBy", "Brantwick University")),
])
def test_a_role_after_names_is_not_each_ones_at_two_bodies_or_singular(text, unrelated):
    assert unrelated not in triples(text)


def test_who_leads_is_not_also_said_to_work_there():
    found = triples("Miami-Dade Fire Rescue Chief Alan Cominsky said the cause was unknown.")
    assert ("Alan Cominsky", "employedBy", "Miami-Dade Fire Rescue") not in found


@pytest.mark.parametrize("title, predicate", [
    ("police chief", "leads"), ("sheriff", "leads"), ("president", "leads"), ("vice president", "employedBy"),
    ("deputy", "employedBy"), ("communications director", "employedBy"), ("executive director", "leads"),
    ("chief executive", "leads"), ("spokesman", "employedBy"), ("interim chief executive", "leads"),
    ("new president", "leads"), ("current chairman", "leads"), ("new vice president", "employedBy"),
    ("finance director", "employedBy"), ("finance chief", "employedBy"),
])
def test_title_predicate(title, predicate):
    assert title_predicate(title) == predicate


@pytest.mark.parametrize("text", ["Tom Vale, the owner of Norbank, said so.", "Norbank founder Tom Vale said so."])
def test_an_owner_or_founder_is_no_employee_or_leader(text):
    assert not {p for s, p, o in triples(text) if p in ("employedBy", "leads")}


def test_the_head_of_a_unit_does_not_lead_its_parent():
    found = triples('"It is early," said Tom Vale, chief of Norbank\'s Kestrel Warning Unit.')
    assert ("Tom Vale", "employedBy", "Norbank") in found and ("Tom Vale", "leads", "Norbank") not in found


@pytest.mark.parametrize("text, organisation", [
    # a unit before a name the parser hung on the title's "of" (unit_title)
    ("Kestrel Rovers director of rugby Tom Vale said the side was ready.", "Kestrel Rovers"),
    ("Norbank's head of research Tom Vale said so.", "Norbank"),
    # a unit between the role and the organisation a name is set off after
    ("The head of programmes for Norbank, Tom Vale, said so.", "Norbank"),
    # a title or an honorific written before the name set off, a capitalised role opening the sentence
    ("The head of programmes for Norbank, Professor Tom Vale, said so.", "Norbank"),
    ("The head of programmes for Norbank, Mr Tom Vale, said so.", "Norbank"),
    ("Tom Vale left.\n\nHead of research at the Norbank Institute, Professor Tom Vale, said so.", "Norbank Institute"),
])
def test_the_head_of_a_unit_named_before_a_name_works_for_the_organisation(text, organisation):
    found = triples(text)
    assert ("Tom Vale", "employedBy", organisation) in found and ("Tom Vale", "leads", organisation) not in found


@pytest.mark.parametrize("text, expected", [
    # a name the parser hung on the place after a role a body owns (role_before_named_object)
    ("Norbank's correspondent in Tulsa, Ann Cole, told the programme that a reaction was likely.",
     ("Ann Cole", "employedBy", "Norbank")),
    ("Kenya's director general for Asia, Ann Cole, said a reaction was likely.", ("Ann Cole", "employedBy", "Kenya")),
])
def test_a_name_set_off_after_an_owned_role_and_its_place_holds_the_role(text, expected):
    assert expected in triples(text)


def test_a_name_set_off_after_a_role_for_a_region_alone_holds_no_post():
    assert not {p for s, p, o in triples("The director for Asia, Tom Vale, said it was early.")
                if p in ("employedBy", "leads")}


@pytest.mark.parametrize("text, expected", [
    ("Tom Vale, an attorney at Dunmore & Hart LLP, said his client was innocent.",
     ("Tom Vale", "employedBy", "Dunmore & Hart LLP")),
    ("Tom Vale, a lawyer with Dunmore Partners, said the suit was baseless.",
     ("Tom Vale", "employedBy", "Dunmore Partners")),
    ("Tom Vale, a senior fellow at the Kestrel Institute, said the plan would fail.",
     ("Tom Vale", "employedBy", "Kestrel Institute")),
    ("Ann Cole, a scholar with the Kestrel Institute, said the talks failed.",
     ("Ann Cole", "employedBy", "Kestrel Institute")),
])
def test_a_lawyer_or_a_fellow_at_an_organisation_works_there(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", ["Tom Vale, a lawyer for Norbank, said the suit was baseless.",
                                  "Tom Vale, Norbank's lawyer, said the suit was baseless."])
def test_a_lawyer_for_a_client_is_not_its_employee(text):
    assert not {p for s, p, o in triples(text) if p == "employedBy"}


@pytest.mark.parametrize("text, expected", [
    ("The Safcom founder and chief executive, Tom Vale, said the company would grow.", ("Tom Vale", "leads", "Safcom")),
    ("Tom Vale is the Safcom founder and chief executive.", ("Tom Vale", "leads", "Safcom")),
    # the parser hangs "of Norbank" on the first role
    ("Tom Vale was the founder and CEO of Norbank.", ("Tom Vale", "leads", "Norbank")),
    ("Tom Vale is the senior partner and CEO at Norbank.", ("Tom Vale", "leads", "Norbank")),
    # any post joined to the first, not only a leader's
    ("Ann Cole, co-founder and chief technology officer of Safcom, said so.", ("Ann Cole", "employedBy", "Safcom")),
    ("Ann Cole, an author and professor at Brantwick University, said so.",
     ("Ann Cole", "employedBy", "Brantwick University")),
])
def test_a_role_joined_to_another_holds_in_the_organisation_named_before_both(text, expected):
    assert expected in triples(text)


def test_a_joined_role_with_an_article_of_its_own_is_another_post():
    found = triples("Tom Vale, the Safcom founder and a former teacher, said the company would grow.")
    assert not {p for s, p, o in found if o == "Safcom" and p in ("employedBy", "leads")}


def test_an_author_at_an_organisation_did_not_write_it():
    found = triples("Ann Cole, an author and professor at Brantwick University, said so.")
    assert ("Ann Cole", "wrote", "Brantwick University") not in found


def test_a_fellow_is_only_tied_by_at_or_with():
    found = triples("Ann Cole, a senior fellow at the Kestrel Foundation and a former Dunmore Agency official, said.")
    assert ("Ann Cole", "memberOf", "Dunmore Agency") not in found


@pytest.mark.parametrize("text, expected", [
    # the parser hangs the name on the organisation after the role: the role is still the name's
    ("The chairman of Norbank, Ben Hart, said profits fell.", ("Ben Hart", "leads", "Norbank")),
    ("A spokeswoman for Safcom, Ann Cole, declined to comment.", ("Ann Cole", "employedBy", "Safcom")),
    # a place's government named by its kind
    ("Ann Cole, a spokeswoman for the county of Dunmore, declined to comment.", ("Ann Cole", "employedBy", "Dunmore")),
    ("Tom Vale, a spokesman for the city of Brantwick, said the roads were closed.",
     ("Tom Vale", "employedBy", "Brantwick")),
])
def test_a_role_reaches_its_organisation(text, expected):
    assert expected in triples(text)


def test_a_name_in_a_list_after_the_organisation_is_not_the_role_holder():
    text = "The chief executive of Norbank, Ben Hart, and the chairman of Safcom, Ann Cole, met on Monday."
    assert ("Ann Cole", "leads", "Norbank") not in triples(text)


def test_who_works_for_a_state_by_its_kind_need_not_live_there():
    assert not {t for t in triples("Ann Cole, a lawyer for the state of Kansas, said so.") if t[1] == "livesIn"}


@pytest.mark.parametrize("text", [
    "Kenya expert Ann Cole said so.",
    "Ann Cole, a Kenya expert, said so.",
    "Tom Vale, a Tanzania analyst, said so.",
    "Tom Vale, a Ghana specialist at Norbank, said so.",
])
def test_a_place_before_an_experts_role_is_the_field_not_a_home(text):
    assert not {t for t in triples(text) if t[1] == "livesIn"}


def test_a_place_before_another_role_is_still_a_home():
    assert ("Tom Vale", "livesIn", "Tulsa") in triples("Tom Vale, a Tulsa lawyer, said so.")


def test_the_band_refers_back_to_the_band_named_before():
    assert ("Ben Hart", "memberOf", "Kestrels") in triples(
        "The Kestrels announced a tour. The band's guitarist, Ben Hart, said so.")


def test_a_role_joined_to_an_object_with_its_own_article_lends_its_organisation_to_no_other():
    found = triples("Ann Cole, the lead author of the study and a researcher at Brantwick University, said so.")
    assert not {t for t in found if t[1] == "wrote"}


@pytest.mark.parametrize("text, expected", [
    ("Ben Hart has been with Norbank since 2010.", ("Ben Hart", "employedBy", "Norbank", "current")),
    ("Ben Hart was with Norbank for 12 years before he left.", ("Ben Hart", "employedBy", "Norbank", "former")),
    ("Ben Hart remains with Norbank.", ("Ben Hart", "employedBy", "Norbank", "current")),
    ("Ben Hart will remain with Norbank until May.", ("Ben Hart", "employedBy", "Norbank", "current")),
])
def test_a_person_with_an_organisation_is_on_its_staff(text, expected):
    assert expected in statuses(text)


def test_a_person_with_another_person_works_for_no_one():
    assert not {p for s, p, o in triples("Ben Hart, who was with Ann Cole at the time, was not hurt.")}


@pytest.mark.parametrize("text", ["The decision remains with Norbank.", "Ben Hart remains angry with Norbank."])
def test_what_remains_with_a_body_or_is_angry_with_it_is_not_its_staff(text):
    assert not {t for t in triples(text) if t[1] == "employedBy"}



@pytest.mark.parametrize("text, expected", [
    # after "in", where the post is held: a home, neither a team nor, when another place names it, a government
    ("Ann Cole, Kenya's envoy in Ghana, said so.",
     {("Ann Cole", "employedBy", "Kenya"), ("Ann Cole", "livesIn", "Ghana")}),
    ("Tom Vale, the most senior judge in Kansas, said so.",
     {("Tom Vale", "employedBy", "Kansas"), ("Tom Vale", "livesIn", "Kansas")}),
    ("Tom Vale, a coach in Leeds, said so.", {("Tom Vale", "livesIn", "Leeds")}),
    # after "at", a workplace cut to a place's name: no home
    ("Tom Vale, a marketing vice president at Kansas, said so.", {("Tom Vale", "employedBy", "Kansas")}),
    ("Ann Cole, a striker at Leeds, said so.", {("Ann Cole", "memberOf", "Leeds")}),
])
def test_a_place_after_a_roles_in_or_at_is_where_the_post_is_held(text, expected):
    assert triples(text) == expected


@pytest.mark.parametrize("text, employer", [
    ("\"It was a distraction,\" said Ben Hart, legal counsel for Quorvant.", "Quorvant"),
    ("\"It is a threat,\" Ben Hart, security manager for Brantwick, told reporters.", "Brantwick"),
])
def test_the_body_a_job_is_held_for_employs_its_holder(text, employer):
    # the tagger's place there made a home of the employer ("livesIn") and a manager its head
    assert {t for t in triples(text) if t[0] == "Ben Hart"} == {("Ben Hart", "employedBy", employer)}


@pytest.mark.parametrize("text, expected", [
    # a name no gazetteer knows before a role names a show, a band or an office more often than a home
    ("Holby Park actor Tom Vale said so.", set()),
    ("Dunmore Street adviser Ann Cole said so.", set()),
    ("Ann Cole, Brantwick Square analyst, said so.", set()),
    ("Kestrel City actor Tom Vale said so.", set()),
    # a town, a state or a name ending on a region's word is a home
    ("Tulsa businessman Tom Vale said so.", {("Tom Vale", "livesIn", "Tulsa")}),
    ("Ann Cole, a Wichita lawyer, said so.", {("Ann Cole", "livesIn", "Wichita")}),
    ("Nebraska farmer Ben Hart said so.", {("Ben Hart", "livesIn", "Nebraska")}),
    ("Kestrel Valley farmer Ann Cole said so.", {("Ann Cole", "livesIn", "Kestrel Valley")}),
    ("Brantwick Township farmer Tom Vale said so.", {("Tom Vale", "livesIn", "Brantwick Township")}),
])
def test_only_a_known_place_before_a_role_is_a_home(text, expected):
    assert {t for t in triples(text) if t[1] == "livesIn"} == expected


@pytest.mark.parametrize("text, expected", [
    # one who runs a gathering leads it or works for it, as for an organisation
    ("Ann Cole, the organiser of the Kestrel Fair, said tickets sold out.",
     {("Ann Cole", "employedBy", "Kestrel Fair")}),
    ("Tom Vale, director of the Kestrel festival, said the Kestrel festival was a success.",
     {("Tom Vale", "leads", "Kestrel")}),
    ("The Kestrel Expo opened. Kestrel Expo chairman Ben Hart said it would grow.",
     {("Ben Hart", "leads", "Kestrel Expo")}),
    # one who takes part in it does not
    ("Ben Hart, a speaker at the Kestrel Expo, said the Kestrel Expo was busy.", set()),
])
def test_who_runs_a_gathering_leads_it_or_works_for_it(text, expected):
    assert {t for t in triples(text) if t[1] in ("employedBy", "leads")} == expected


@pytest.mark.parametrize("text, expected", [
    ("Tom Vale worked as a consultant for Norbank.", ("Tom Vale", "employedBy", "Norbank", "former")),
    ("Tom Vale works as an analyst at Norbank.", ("Tom Vale", "employedBy", "Norbank", "current")),
    ("Tom Vale, who worked as a trader at Norbank and Safcom, said so.",
     ("Tom Vale", "employedBy", "Safcom", "former")),
])
def test_a_post_worked_as_is_held_at_its_body(text, expected):
    assert expected in statuses(text)


def test_where_an_organisation_works_is_no_base():
    assert not {t for t in triples("Norbank works in Kenya.") if t[1] == "basedIn"}


@pytest.mark.parametrize("text, expected", [
    # a bare participle set off after a name gives the name the post after "as"
    ("Tom Vale, appointed as chief executive of Norbank in 2003, said so.", ("Tom Vale", "leads", "Norbank")),
    ("Ann Cole, hired as a lawyer at Norbank, said so.", ("Ann Cole", "employedBy", "Norbank")),
    ("Tom Vale, the banker appointed as chief executive of Norbank, said so.", ("Tom Vale", "leads", "Norbank")),
    # a post reached after "to"
    ("Tom Vale, promoted to chief executive of Norbank in 2003, said so.", ("Tom Vale", "leads", "Norbank")),
    ("Tom Vale rose to chief executive of Norbank.", ("Tom Vale", "leads", "Norbank")),
    # a secretary's or an adviser's "to" names the body served
    ("Tom Vale, chief secretary to the Treasury, said so.", ("Tom Vale", "employedBy", "Treasury")),
    ("Tom Vale, an adviser to Norbank, said so.", ("Tom Vale", "employedBy", "Norbank")),
])
def test_posts_set_off_after_a_name(text, expected):
    assert expected in triples(text)


def test_an_envoy_to_a_country_is_not_employed_there():
    assert not {t for t in triples("Tom Vale, the ambassador to Kenya, said so.") if t[1] == "employedBy"}


@pytest.mark.parametrize("text, person, country", [
    ("Tom Vale, Kenya's ambassador in Tulsa, said so.", "Tom Vale", "Kenya"),
    ("Ben Hart, Norway's ambassador to Ghana, said so.", "Ben Hart", "Norway"),
    ("Ann Cole, Kenya's envoy to the Kestrel Council in Leeds, said so.", "Ann Cole", "Kenya"),
])
def test_a_diplomat_posted_abroad_serves_the_sending_country_but_lives_elsewhere(text, person, country):
    found = triples(text)
    assert (person, "employedBy", country) in found and (person, "livesIn", country) not in found


def test_a_sum_that_rises_holds_no_post():
    assert not {t for t in triples("Norbank's profit rose to 5m in Kenya.") if t[1] in ("leads", "basedIn")}


@pytest.mark.parametrize("text, expected, unexpected", [
    ("Charged are Ann Cole of Safcom; Ben Hart of Kestrel Foods and Carl Mason, who worked as a contractor for "
     "Varnell Foods.", ("Carl Mason", "employedBy", "Varnell Foods"), ("Ben Hart", "employedBy", "Varnell Foods")),
])
def test_who_after_a_lists_last_name_stands_for_that_name(text, expected, unexpected):
    found = {t[:3] for t in triples(text)}
    assert expected in found
    assert unexpected not in found


@pytest.mark.parametrize("text, expected", [
    ("The study's lead author and Norbank scientist Tom Vale said so.", ("Tom Vale", "employedBy", "Norbank")),
    ("Tom Vale praised Norbank scientist Ann Cole.", ("Ann Cole", "employedBy", "Norbank")),
    ('"It is water," lead researcher and Norbank planetary scientist Tom Vale said.',
     ("Tom Vale", "employedBy", "Norbank")),
])
def test_a_body_right_before_a_role_on_a_name_is_the_holders(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    "A year after singer Tom Vale died, Ben Hart - Vale's head of press at Kestrel Records - recalled him.",
    "Tom Vale, Vale's spokesman at Norbank, said so.",
])
def test_a_role_its_own_holder_owns_is_another_persons(text):
    assert not {t for t in triples(text) if t[0] == "Tom Vale" and t[1] in ("employedBy", "leads")}

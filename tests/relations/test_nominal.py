"""Acts named by nouns (kg.relations.rules.nominal): sentences of our own -> the open relations stated."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    # the possessor did it to whom the noun's preposition names
    ("Kestrel's 17-16 win over Leeds Rovers ended the run.", ("Kestrel", "beat", "Leeds Rovers")),
    ("Norbank's takeover of Safcom was completed in May.", ("Norbank", "tookOver", "Safcom")),
    ("After Ann Cole's visit to Kenya, talks resumed.", ("Ann Cole", "visited", "Kenya")),
    # a verb of completion gives its subject the act
    ("Norbank completed its takeover of Safcom in May.", ("Norbank", "tookOver", "Safcom")),
    # "its" before the act: the organisation that is its clause's subject
    ("Norbank has seen its profits soar thanks to its acquisition of Safcom last year.",
     ("Norbank", "acquired", "Safcom")),
    # a defeat "to" or "by" someone: they beat the possessor
    ("Leeds Rovers's 2-1 defeat to Kestrel ended the run.", ("Kestrel", "beat", "Leeds Rovers")),
    # a suit, an inquiry, a meeting, a settlement: the act, whoever the parser hangs the preposition on
    ("Safcom's lawsuit against Norbank was dismissed.", ("Safcom", "sued", "Norbank")),
    ("Safcom filed a lawsuit against Norbank on Monday.", ("Safcom", "sued", "Norbank")),
    ("The Kestrel Group brought a lawsuit against Safcom in federal court.", ("Kestrel Group", "sued", "Safcom")),
    ("The Fisheries Department launched an investigation into Norbank.",
     ("Fisheries Department", "investigated", "Norbank")),
    ("Tom Vale held a meeting with Ann Cole in Dunmore.", ("Tom Vale", "metWith", "Ann Cole")),
    ("Norbank's partnership with Safcom began in 2015.", ("Norbank", "partneredWith", "Safcom")),
    ("Norbank reached a settlement with Safcom.", ("Norbank", "settledWith", "Safcom")),
    # a sale: the seller sold, whom its "to" names bought
    ("Norbank's sale of Kestrel to Safcom was completed.", ("Norbank", "sold", "Kestrel")),
    ("Norbank's sale of Kestrel to Safcom was completed.", ("Safcom", "bought", "Kestrel")),
    # "to" read as a dative of the verb that does the act
    ("Tom Vale gave a speech to Norbank on Monday.", ("Tom Vale", "addressed", "Norbank")),
    ("Ann Cole's support for Tom Vale was crucial.", ("Ann Cole", "supported", "Tom Vale")),
    # a result reached: "to" a win or a defeat, its subject's (or object's, whom a verb led there)
    ("Kenya cruised to a 3-0 win over Ghana on Saturday.", ("Kenya", "beat", "Ghana")),
    ("Kenya's win over Ghana set up a final against Norway.", ("Kenya", "beat", "Ghana")),
    ("Tom Vale led Kestrel to a 3-0 win over Leeds Rovers.", ("Kestrel", "beat", "Leeds Rovers")),
    ("Kenya stuttered to narrow wins over Ghana and then Norway.", ("Kenya", "beat", "Norway")),
    # a result a verb's doer reached "with" or "after" a win
    ("Kenya reached the final with a 2-1 win over Ghana.", ("Kenya", "beat", "Ghana")),
    ("Ann Cole took the Varnell title with a dramatic win over Tom Vale in Sunday's final.",
     ("Ann Cole", "beat", "Tom Vale")),
    ("Kenya went top after a 2-0 victory over Ghana.", ("Kenya", "beat", "Ghana")),
    # a choice is made by announcing it
    ("Norbank announced the appointment of Tom Vale.", ("Norbank", "appointed", "Tom Vale")),
])
def test_an_act_named_by_a_noun_is_an_open_relation(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    "Norbank's planned takeover of Safcom was announced.",
    "Norbank's takeover of Safcom collapsed.",
    "Norbank's takeover of Safcom was blocked by regulators.",
    "Norbank's takeover of Safcom will be completed in May.",
    "Regulators blocked Norbank's takeover of Safcom.",
    "Norbank announced the takeover of Safcom.",
])
def test_an_act_planned_stopped_or_to_come_is_no_fact(text):
    assert ("Norbank", "tookOver", "Safcom") not in triples(text)


@pytest.mark.parametrize("text", [
    "Kenya could cruise to a 3-0 win over Ghana.",
    "Kenya will go top with a win over Ghana.",
    "Kenya hope to reach the final with a win over Ghana.",
    "Kenya did not reach the final with a win over Ghana.",
    "After their 3-2 win over Ghana, Tom Vale said they were happy.",
])
def test_a_win_a_verb_does_not_state_as_done_is_no_fact(text):
    assert not {t for t in triples(text) if t[1] == "beat"}


def test_an_event_before_the_noun_is_not_who_did_it():
    found = triples("Tom Vale led Kestrel to their World Cup win against Leeds Rovers in May.")
    assert not {t for t in found if t[1] == "beat" and t[0] == "World Cup"}


def test_an_act_named_by_a_noun_is_not_named_by_its_light_verb():
    assert ("Safcom", "filedLawsuitAgainst", "Norbank") not in triples("Safcom filed a lawsuit against Norbank.")


def test_a_place_before_the_noun_is_where_the_act_was_not_who_did_it():
    found = triples("The Kenya lawsuit against Safcom was filed in May.")
    assert not {t for t in found if t[0] == "Kenya" and t[1] == "sued"}


def test_a_sale_is_not_bought_by_its_seller():
    found = triples("Norbank's planned sale of Kestrel Labs to Safcom collapsed.")
    assert not {t for t in found if t[1] in ("sold", "bought")}


@pytest.mark.parametrize("text, expected", [
    ("The meeting between Tom Vale and Ann Cole took place in Leeds.",
     {("Tom Vale", "met", "Ann Cole"), ("Ann Cole", "met", "Tom Vale")}),
    ("The deal grew out of a friendship between Norbank's chief executive Tom Vale and Ann Cole.",
     {("Tom Vale", "befriended", "Ann Cole"), ("Ann Cole", "befriended", "Tom Vale")}),
    ("Tuesday's Varnell Cup tie between Kestrel Rovers and Dunmore United was marred by violence.",
     {("Kestrel Rovers", "played", "Dunmore United"), ("Dunmore United", "played", "Kestrel Rovers")}),
])
def test_an_act_between_two_parties_is_stated_both_ways(text, expected):
    assert expected <= triples(text)


@pytest.mark.parametrize("text", [
    "A merger between Norbank and Safcom would create a giant.",
    "A proposed merger between Norbank and Safcom was dropped.",
    "The meeting between Tom Vale and Ann Cole is due to take place on Monday.",
    "The meeting between Tom Vale and Ann Cole is set to take place on Monday.",
])
def test_an_act_between_two_parties_to_come_is_no_fact(text):
    assert not {t for t in triples(text) if t[1] in ("met", "mergedWith")}


@pytest.mark.parametrize("text, expected", [
    ("Safcom's acquisition by Norbank was completed in May.", ("Norbank", "acquired", "Safcom")),
    ("The takeover of Safcom by Norbank was completed in May.", ("Norbank", "tookOver", "Safcom")),
])
def test_an_act_by_someone_was_done_by_them_to_the_possessor_or_the_object(text, expected):
    assert expected in triples(text)


def test_an_act_by_someone_planned_is_no_fact():
    assert not {t for t in triples("The planned takeover of Safcom by Norbank collapsed.") if t[1] == "tookOver"}


def test_its_act_is_no_ones_without_an_organisation_for_subject():
    # "its" after a person's words: whose act only a subject of the clause would say
    assert not {t for t in triples("Norbank cut 500 jobs. Ann Cole said its takeover of Safcom was a mistake.")
                if t[1] == "tookOver"}


@pytest.mark.parametrize("text, expected", [
    # a loss "to" someone, the possessor's or undergone by the subject: they beat the loser
    ("Kenya's 24-17 loss to Ghana ended the run.", ("Ghana", "beat", "Kenya")),
    ("Kenya suffered a 2-1 loss to Ghana.", ("Ghana", "beat", "Kenya")),
    ("Tom Vale suffered a shock defeat to Ben Hart in the quarter-finals.", ("Ben Hart", "beat", "Tom Vale")),
    # an investment, a collaboration, a bid made: the act done
    ("Norbank made a big investment in Safcom last year.", ("Norbank", "investedIn", "Safcom")),
    ("Norbank continues to make significant investments in Safcom.", ("Norbank", "investedIn", "Safcom")),
    ("It is Tom Vale's fourth collaboration with Ann Cole.", ("Tom Vale", "collaboratedWith", "Ann Cole")),
    ("Analysts spoke about Norbank's bid for Safcom.", ("Norbank", "bidFor", "Safcom")),
    ("Tom Vale made an offer for Kestrel Rovers.", ("Tom Vale", "bidFor", "Kestrel Rovers")),
    # support given or lent "to" someone, "its" the giver's
    ("Norbank gave its support to Tom Vale.", ("Norbank", "supported", "Tom Vale")),
    ("Tom Vale and Ann Cole have lent their backing to Kestrel United.", ("Ann Cole", "backed", "Kestrel United")),
])
def test_a_loss_an_investment_a_bid_or_support_named_by_a_noun(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    "Norbank's loss of the contract to Safcom hurt.",
    "Kenya could suffer a loss to Ghana.",
    "Kenya is expected to suffer a defeat to Ghana.",
    "Tom Vale was hurt during the Varnell Cup loss to Ghana.",
])
def test_a_thing_lost_a_loss_to_come_or_an_event_is_no_win(text):
    assert not {t for t in triples(text) if t[1] == "beat"}


@pytest.mark.parametrize("text", [
    "Norbank plans to make an investment in Safcom.",
    "Norbank wants to launch a bid for Safcom.",
    "Norbank is considering a bid for Safcom.",
])
def test_an_investment_or_a_bid_planned_is_no_fact(text):
    assert not {t for t in triples(text) if t[1] in ("investedIn", "bidFor")}

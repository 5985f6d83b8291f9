"""Titles held where the story says (kg.relations.rules.storytitles): a story -> whether the title is held."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


STORY = ("Norbank said profits rose 10%. The bank plans to open new branches. Norbank also cut its dividend. "
         "Chief executive Tom Vale added: \"We are pleased.\"")


@pytest.mark.parametrize("text, held", [
    (STORY, True),
    # another organisation in the sentence, or no one company the story is about: no guess
    (STORY.replace("Tom Vale added", "Tom Vale of the Halvorsen Group added"), False),
    ("Norbank and Safcom said profits rose. Chief executive Tom Vale added: \"We are pleased.\"", False),
    # the one organisation of its sentence
    ("Norbank shares fell after chief executive Tom Vale quit.", True),
    ("Norbank shares fell after Safcom said chief executive Tom Vale quit.", False),
    # a title led by a body's name is held there, whatever the sentence or the story names
    (STORY.replace("Chief executive", "Kestrel Party chairman"), False),
    ("Norbank shares fell after Tory chairman Tom Vale spoke.", False),
    (STORY.replace("Chief executive", "Kenya chief executive"), True),
    # an organisation named in what describes a person is that person's past, not the sentence's company
    (STORY.replace("Tom Vale added", "Tom Vale, a former official in the Kestrel administration, added"), True),
])
def test_a_company_title_alone_is_held_in_the_company_the_story_is_about(text, held):
    assert (("Tom Vale", "leads", "Norbank") in triples(text)) is held


def test_an_organisation_describing_the_title_holder_is_not_where_the_title_is_held():
    text = "Chief executive Tom Vale, a former official in the Kestrel administration, quit on Monday."
    assert ("Tom Vale", "leads", "Kestrel administration") not in triples(text)


def test_the_club_that_stands_for_the_story_organisation_counts_as_a_mention_of_it():
    text = "Dunmore Rovers were sold on Monday. The club was in debt. But chairman Tom Vale said he would stay."
    assert ("Tom Vale", "leads", "Dunmore Rovers") in triples(text)


def test_a_party_the_story_names_most_holds_no_company_title():
    text = ("The Varnell Party said taxes would fall. The Varnell Party plans new schools. The Varnell Party also "
            "cut its fees. Chairman Tom Vale added: \"We are pleased.\"")
    assert not any(t[0] == "Tom Vale" and t[2] == "Varnell Party" for t in triples(text))


COUNTRY_STORY = "Kenya has cleared a plan to open its building sector. Kenya said the plan would bring jobs. "


@pytest.mark.parametrize("text, serves", [
    # the one country of its sentence, named other than after a preposition
    ("Kenya may lose $1bn in tourism earnings, according to tourism minister Tom Vale.", True),
    ("Foreign minister Tom Vale flew to Kenya on Monday.", False),
    ("Kenya and Ghana signed a deal, said trade minister Tom Vale.", False),
    # in a sentence naming none, the country the story names most
    (COUNTRY_STORY + "Finance minister Tom Vale announced the decision.", True),
    (COUNTRY_STORY + "Prime Minister Tom Vale announced the decision.", True),
    ("Kenya and Ghana cleared a plan. Finance minister Tom Vale announced the decision.", False),
    # a foreign minister speaks of other countries
    ("Kenya may lose $1bn in aid, said foreign minister Tom Vale.", False),
    (COUNTRY_STORY + "Foreign minister Tom Vale announced the decision.", False),
    # a body of its own before the title, or a shadow post
    ("Tory minister Tom Vale said Kenya would gain.", False),
    ("Shadow minister Tom Vale said Kenya would gain.", False),
])
def test_a_minister_alone_serves_the_country_the_sentence_or_story_names(text, serves):
    assert (("Tom Vale", "employedBy", "Kenya") in triples(text)) is serves


STORY_BODY = "Norbank said profits rose 10%. The bank plans to open new branches. Norbank also cut its dividend. "


@pytest.mark.parametrize("sentence, held", [
    ('"It looks strong," said Tom Vale, chief executive.', True),
    ("Tom Vale, the chairman, said costs fell.", True),
    # a title with a body, a possessor or an article of its own is read where it is named, or held anywhere
    ("Tom Vale, chief executive of Safcom, said costs fell.", False),
    ("Tom Vale, a former chairman, said costs fell.", False),
    # not a company title: no guess
    ("Tom Vale, the finance director, said costs fell.", False),
])
def test_a_company_title_set_off_after_a_name_is_held_in_the_story_company(sentence, held):
    assert (("Tom Vale", "leads", "Norbank") in triples(STORY_BODY + sentence)) is held


def test_a_title_set_off_after_a_name_in_a_story_of_two_companies_is_held_nowhere():
    text = "Norbank and Safcom said profits rose. Tom Vale, chief executive, added: \"We are pleased.\""
    assert not any(p == "leads" for s, p, o in triples(text))


@pytest.mark.parametrize("text, expected", [
    ("Norbank said its chairman, Tom Vale, and finance director Ben Hart would leave.",
     ("Ben Hart", "employedBy", "Norbank")),
    ("Norbank admitted it had erred. The error led to the resignation of its chairman, Tom Vale, and production "
     "chief Ben van der Hart.", ("Ben van der Hart", "employedBy", "Norbank")),
    ("Investors want to replace Norbank's chairman Tom Vale and chief executive Ben Hart.",
     ("Ben Hart", "leads", "Norbank")),
])
def test_a_title_joined_to_a_possessed_one_is_held_in_the_same_organisation(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    "Investors want to replace Norbank's chairman, Tom Vale, and Safcom director Ben Hart.",
    "Investors want to replace Norbank's chairman, Tom Vale, and Ben Hart.",
    # a person's staff: no organisation
    "The singer thanked Ann Cole's agent, Tom Vale, and manager Ben Hart.",
    # a public post of their own
    "Norbank said its chairman, Tom Vale, and prime minister Ben Hart met on Monday.",
    "Norbank said its chairman, Tom Vale, and opposition leader Ben Hart welcomed the move.",
])
def test_a_joined_name_with_a_body_or_no_title_of_its_own_is_not_given_the_possessor(text):
    assert not any(s == "Ben Hart" and p in ("leads", "employedBy") and o != "Safcom" for s, p, o in triples(text))


DEPARTMENT = " The Department of Health said it would publish figures."


@pytest.mark.parametrize("text, held", [
    ("Health secretary Tom Vale spoke on Monday." + DEPARTMENT, True),
    ("Former health minister Tom Vale spoke on Monday." + DEPARTMENT, True),
    # a shadow's, another body's, or a title whose portfolio names no one department: no guess
    ("Shadow health secretary Tom Vale spoke on Monday." + DEPARTMENT, False),
    ("Kenya's health minister Tom Vale spoke on Monday." + DEPARTMENT, False),
    ("Transport secretary Tom Vale spoke on Monday." + DEPARTMENT, False),
    ("Health secretary Tom Vale spoke on Monday." + DEPARTMENT + " The Department of Public Health agreed.", False),
])
def test_a_portfolio_title_is_held_in_the_one_department_the_story_names_for_it(text, held):
    assert (("Tom Vale", "employedBy", "Department of Health") in triples(text)) is held

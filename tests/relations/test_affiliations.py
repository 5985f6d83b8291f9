"""A name's "of", "at" or "from" body (kg.relations.rules.affiliations): sentences of our own -> ties and status."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import statuses


@pytest.mark.parametrize("text, expected", [
    # "formerly of" a body is a former tie, for each name of the run it follows
    ("Ann Cole and Tom Vale, both formerly of Norbank, spoke.",
     {("Ann Cole", "employedBy", "Norbank", "former"), ("Tom Vale", "employedBy", "Norbank", "former")}),
    ("Ann Cole, Ben Hart and Tom Vale, all formerly of Norbank, spoke.",
     {("Ann Cole", "employedBy", "Norbank", "former"), ("Ben Hart", "employedBy", "Norbank", "former"),
      ("Tom Vale", "employedBy", "Norbank", "former")}),
])
def test_a_run_of_names_formerly_of_a_body_were_all_its_staff(text, expected):
    found = statuses(text)
    assert expected <= found
    assert not {t for t in found if t[3] != "former"}


@pytest.mark.parametrize("text, expected", [
    # an "at" phrase set off after a speaker named after the verb, or between commas after a name
    ('"The market is slowing," said Tom Vale, at Norbank Treasury Services.',
     ("Tom Vale", "employedBy", "Norbank Treasury Services", "current")),
    ("Tom Vale, at Norbank, said the market was slowing.", ("Tom Vale", "employedBy", "Norbank", "current")),
])
def test_an_at_phrase_set_off_after_a_name_is_the_names_workplace(text, expected):
    assert expected in statuses(text)


def test_an_at_phrase_without_a_body_gives_no_workplace():
    assert not statuses('"The market is slowing," said Tom Vale, at a press conference in Leeds.')


@pytest.mark.parametrize("text, expected", [
    # an adjective may come between the owner's "'s" and the body's name
    ("The decision was ratified by Labour's ruling Kestrel Committee.", ("Kestrel Committee", "memberOf", "Labour")),
    ("Norbank's new Kestrel Unit made a loss.", ("Kestrel Unit", "memberOf", "Norbank")),
])
def test_a_body_named_as_anothers_after_an_adjective_is_its_part(text, expected):
    assert expected in {t[:3] for t in statuses(text)}


@pytest.mark.parametrize("text", ["Norbank's rap collective Kestrel Unit split.",  # a noun is no adjective
                                  "Norbank's former Kestrel Unit was sold."])  # nor is a past one the owner's
def test_no_part_where_a_noun_or_a_past_word_comes_between_the_owner_and_the_name(text):
    assert not {t for t in statuses(text) if t[1] == "memberOf"}

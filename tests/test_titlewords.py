"""Title words (kg.titlewords): which words of a phrase belong to a job title."""

from __future__ import annotations

import pytest
from spacy.tokens import Span

from kg.titlewords import (adjective_before_title, glued_title, in_officer_title, is_portfolio, mistagged_title,
                           past_opening, portfolio_before, ranked_post)


@pytest.mark.parametrize(("text", "index", "expected"), [
    ("Chief Financial Officer Ann Cole", 1, True),
    ("the chief human resources officer", 3, True),
    ("the chief said the officer", 2, False),  # a verb between two separate people
    ("Chief Officer Ann Cole", 0, False),
])
def test_a_field_between_chief_and_officer_is_a_title_word(nlp, text, index, expected):
    assert in_officer_title(nlp(text)[index]) is expected


@pytest.mark.parametrize(("text", "index", "expected"), [
    ("Trade and Industry Secretary Ann Cole", 3, "Trade and Industry"),
    ("Ben Hart and Health Secretary Ann Cole", 4, ""),  # one portfolio word: the "and" joins two people
    ("the trade and industry secretary", 4, ""),  # lower case: the parser's reading stands
])
def test_a_capitalised_portfolio_of_parts_opens_the_title(nlp, text, index, expected):
    assert " ".join(t.text for t in portfolio_before(nlp(text)[index])) == expected


@pytest.mark.parametrize(("text", "start", "end", "expected"), [
    ("Rural Affairs Minister Ann Cole", 0, 2, True),
    ("Ex-Home Secretary Ann Cole", 0, 3, True),
    ("Tory Home Secretary Ann Cole", 0, 2, False),  # a party, then the portfolio
    ("Welsh Health Minister Ann Cole", 0, 2, False),  # a nationality is no portfolio's
])
def test_adjectives_and_tenure_words_join_a_portfolio(nlp, text, start, end, expected):
    assert is_portfolio(nlp(text)[start:end]) is expected


@pytest.mark.parametrize(("text", "end", "expected"), [
    ("Former Tory chancellor Ann Cole", 2, 1),
    ("Ex-Kestrel Office Minister Ann Cole", 4, 2),
    ("Former Tory leaders met.", 2, 1),
    ("Outgoing Norbank said so.", 2, 0),  # no title follows
])
def test_a_past_word_before_a_title_is_the_titles(nlp, text, end, expected):
    assert past_opening(nlp(text)[0:end]) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Supreme Leader Ann Cole", True),
    ("United manager Ann Cole", False),  # also a verb's participle: a club's name
    ("Socialist Sen. Ann Cole", False),  # a party's adjective
])
def test_a_lone_adjective_before_a_title_opens_it(nlp, text, expected):
    assert adjective_before_title(nlp(text)[0:1]) is expected


@pytest.mark.parametrize(("text", "start", "end", "expected"), [
    ("House of Varnell Speaker, Ann Cole, said so.", 0, 4, 1),
    ("Norbank Deputy Speaker Tom Vale said so.", 0, 3, 2),
    ("School Resource Officer Tom Vale said so.", 0, 3, 0),  # no name before the title: a role, left alone
    ("House of Varnell Speaker said so.", 0, 4, 0),  # no person named after it
])
def test_a_title_glued_to_a_body_before_a_person_is_cut_off(nlp, text, start, end, expected):
    doc = nlp(text)
    person = [i for i in range(len(doc)) if doc[i].text in ("Ann", "Tom", "Cole", "Vale")]
    doc.ents = [Span(doc, start, end, label="ORG")] + ([Span(doc, person[0], person[-1] + 1, label="PERSON")]
                                                        if person else [])
    assert glued_title(doc.ents[0]) == expected


@pytest.mark.parametrize(("text", "index", "expected"), [
    ("Tory MPs Ann Cole and Tom Vale", 1, True),  # initials in the plural
    ("PCS leader Ann Cole", 0, False),  # a union's initials, not the plural of "PC"
])
def test_plural_initials_are_title_words(nlp, text, index, expected):
    from kg.titlewords import is_title_word

    assert is_title_word(nlp(text)[index]) is expected


@pytest.mark.parametrize(("text", "index", "expected"), [
    ("Kestrel prop Tom Vale was injured.", 1, True),  # tagged a verb
    ("She praised her director and co-star Tom Vale.", 7, True),  # "star" tagged an adjective
    ("He joined fellow Tory Tom Vale in the vote.", 2, False),  # mostly an adjective
    ("Dunmore Nights stars Ann Cole.", 2, False),  # the verb's other form
])
def test_a_job_word_the_tagger_misread_before_a_name(nlp, text, index, expected):
    assert mistagged_title(nlp(text)[index]) is expected


@pytest.mark.parametrize(("text", "index", "expected"), [
    ("It was written by satirist Tom Vale.", 4, True),  # only ever a noun, tagged an adjective
    ("The independent Tom Vale won.", 1, False),  # an adjective too
])
def test_a_lower_case_person_noun_only_ever_a_noun_is_a_title_word(nlp, text, index, expected):
    token = nlp(text)[index]
    assert (token.pos_ in ("NOUN", "PROPN") or mistagged_title(token)) is expected


@pytest.mark.parametrize(("text", "index", "expected"), [
    ("Tom Vale, the Senior Advocate, said so.", 5, True),
    ("Ann Cole, the Deputy Warden, said so.", 5, True),
    ("Tom Vale, the senior advocate, said so.", 5, False),  # lower case: the lists decide
    ("Ann Cole, the Kestrel Advocate, said so.", 5, False),  # no word of rank
])
def test_a_capitalised_noun_after_a_word_of_rank_is_a_post(nlp, text, index, expected):
    assert ranked_post(nlp(text)[index]) is expected

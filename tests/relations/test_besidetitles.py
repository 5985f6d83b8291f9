"""Titles beside a name that the parser hung apart from it: parses built by hand, and sentences -> titles."""

from __future__ import annotations

import pytest

import kg
from kg.relations.besidetitles import subject_after, subject_beside


def titles(text: str) -> set[tuple[str, str]]:
    return {(e.label, t) for e in kg.extract(text).entities for t in e.titles}


def _two_subjects(nlp, words: list[str], tags: list[str]):
    from spacy.tokens import Doc

    # the title and the name both subjects of "is" (index 5), the apposition missed
    heads = [1, 5, 1, 4, 5, 5, 5]
    deps = ["compound", "nsubj", "punct", "compound", "nsubj", "ROOT", "advmod"]
    return Doc(nlp.vocab, words=words, heads=heads, deps=deps, tags=tags, lemmas=[w.lower() for w in words])


def test_a_title_the_parser_made_a_second_subject_before_the_name_is_the_names(nlp):
    doc = _two_subjects(nlp, ["Norbank", "Mayor", ",", "Ann", "Cole", "is", "here"],
                        ["NNP", "NNP", ",", "NNP", "NNP", "VBZ", "RB"])
    assert subject_beside(doc[4], 3)


def test_a_name_before_a_name_in_a_list_is_no_title(nlp):
    # "Feather" is a surname that looks like a person noun
    doc = _two_subjects(nlp, ["Tom", "Feather", ",", "Ann", "Cole", "is", "here"],
                        ["NNP", "NNP", ",", "NNP", "NNP", "VBZ", "RB"])
    assert not subject_beside(doc[4], 3)


def _name_then_subject(nlp, words: list[str]):
    from spacy.tokens import Doc

    # "Tom Vale , <X> <Y> said": the name (1) and the words after its comma (4) both subjects of "said" (5)
    heads = [1, 5, 1, 4, 5, 5]
    deps = ["compound", "nsubj", "punct", "compound", "nsubj", "ROOT"]
    return Doc(nlp.vocab, words=words, heads=heads, deps=deps, lemmas=[w.lower() for w in words])


def test_a_title_the_parser_made_a_second_subject_after_the_name_is_the_names(nlp):
    doc = _name_then_subject(nlp, ["Tom", "Vale", ",", "Norbank", "director", "said"])
    assert subject_after(doc[1]) == doc[4]


def test_a_name_after_a_name_is_no_title(nlp):
    doc = _name_then_subject(nlp, ["Tom", "Vale", ",", "Ann", "Cole", "said"])
    assert subject_after(doc[1]) is None


@pytest.mark.parametrize("text, expected", [
    # an apposition whose closing comma is missing, parsed as a second subject
    ('"We are glad," Tom Vale, Norbank director said.', ("Tom Vale", "director")),
    # a post after "as" on a noun of taking or holding it that the name owns
    ("He came back soon after Ann Cole's appointment as Norbank chairman.", ("Ann Cole", "chairman")),
    ("Tom Vale's appointment as chief executive was announced on Monday.", ("Tom Vale", "chief executive")),
    ("The club confirmed Ann Cole's future as manager.", ("Ann Cole", "manager")),
    # a plural the names are set off after is each one's
    ("Police named the three officers, Tom Vale, Ann Cole and Ben Hart.", ("Ben Hart", "officer")),
])
def test_titles_beside_a_name(text, expected):
    assert expected in titles(text)


def test_a_part_played_is_no_title():
    assert not titles("Ann Cole's role as a smuggler won praise.")


def test_a_name_with_its_own_title_takes_no_plural_of_its_list():
    found = titles("The panel, including novelists Tom Vale and Ann Cole, director Sir Ben Hart and comedian Eve "
                   "Dunmore, chose the winner.")
    assert ("Ben Hart", "novelist") not in found and ("Ann Cole", "novelist") in found

"""The role a story opens on, given to the name that speaks right after it: sentences -> titles."""

from __future__ import annotations

import pytest

import kg


def titles(text: str) -> set[tuple[str, str]]:
    return {(e.label, t) for e in kg.extract(text).entities for t in e.titles}


@pytest.mark.parametrize("text, expected", [
    ("The chief executive of Norbank has resigned after a row over pay.\n\nTom Vale said he was proud of the firm.",
     {("Tom Vale", "chief executive")}),
    ("Kenya's trade minister has opened the fair in Wichita.\n\nAnn Cole said the show would bring jobs.",
     {("Ann Cole", "trade minister")}),
    ("The former chairman of Safcom has admitted lying to the board. Ben Hart said he was sorry.",
     {("Ben Hart", "former chairman")}),
])
def test_the_role_before_a_new_name_that_speaks_is_its(text, expected):
    assert titles(text) == expected


@pytest.mark.parametrize("text", [
    # the new name does not speak: it may be anyone the story goes on to
    "A police officer said the road was closed. Tom Vale, 34, died at the scene.",
    # set against the sentence before: another party
    "The Kestrel coach said his side were robbed. But Tom Vale said the game was fair.",
    # the name has more than its own words: whoever it is, not the role before
    "The minister said the road was closed. Tom Vale, from Safcom, said it was wrong.",
    # a role in what was said, and a role a pronoun owns
    "The council said the offer was aimed at Leeds. Tom Vale said a second offer may follow.",
    # the sentence before names a person: the role may be theirs
    "The chairman of Norbank, Ann Cole, has quit. Tom Vale said she was right.",
])
def test_no_role_from_the_sentence_before_when_another_reading_is_open(text):
    assert not {t for name, t in titles(text) if name == "Tom Vale"}

"""Votes from a name's own words (kg.namevotes): name, the tagger's type and its repetition -> a person's weight."""

from __future__ import annotations

import pytest

from kg.namevotes import FIRST_NAME_WEIGHT, name_votes
from kg.records import ORGANIZATION, PERSON


@pytest.mark.parametrize("name, tagged, repeated, firm_cued, expected", [
    # the tagger's organisation said once: the first name weighs fully
    ("Ann Cole", ORGANIZATION, False, False, FIRST_NAME_WEIGHT),
    # said twice on a full name of two words (common surname last) that no cue calls a body: still fully
    ("Ann Cole", ORGANIZATION, True, False, FIRST_NAME_WEIGHT),
    ("Ben Hart", ORGANIZATION, True, False, FIRST_NAME_WEIGHT),
    # a cue for a body in the story ("Ann Cole's chief executive X", "Ann Cole cut its forecast"): halved
    ("Ann Cole", ORGANIZATION, True, True, FIRST_NAME_WEIGHT / 2),
    # a last word that is no common surname, or three words: halved
    ("Tom Vale", ORGANIZATION, True, False, FIRST_NAME_WEIGHT / 2),
    ("Ann Cole Hart", ORGANIZATION, True, False, FIRST_NAME_WEIGHT / 2),
    # firms named after people: no person's vote at all
    ("Ann Cole Associates", ORGANIZATION, True, False, 0),
    ("Tom Vale & Co", ORGANIZATION, True, False, 0),
])
def test_first_name_weight(name, tagged, repeated, firm_cued, expected):
    assert name_votes(name, tagged, repeated, firm_cued=firm_cued)[PERSON] == expected

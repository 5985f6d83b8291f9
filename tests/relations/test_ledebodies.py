"""The body of a story's opening role, held by the name that speaks right after it: sentences -> role edges."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("The chief executive of Norbank has resigned after a row over pay.\n\nTom Vale said he was proud of the firm.",
     ("Tom Vale", "leads", "Norbank")),
    ("Kenya's trade minister has opened the fair in Wichita.\n\nAnn Cole said the show would bring jobs.",
     ("Ann Cole", "employedBy", "Kenya")),
    ("Ann Cole wants new rules. Responding to the plans, the chairman of the Kestrel Federation, which represents "
     "workers, said the rules were wrong. Tom Vale said: \"It is a service.\"",
     ("Tom Vale", "leads", "Kestrel Federation")),
    ("The founder and former boss of Norbank has apologised to investors. Tom Vale said he would help.",
     ("Tom Vale", "founded", "Norbank")),
])
def test_the_body_of_the_role_before_a_new_name_that_speaks_is_its(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    # the role names two bodies, or none: no guess
    "The chairman of Norbank and Safcom has resigned. Tom Vale said he was proud.",
    "The chairman has resigned from Norbank. Tom Vale said he was proud.",
    # the name does not speak, or the sentence before names a person
    "The chairman of Norbank has resigned. Tom Vale, 34, was at the meeting.",
    "The chairman of Norbank, Ann Cole, has quit. Tom Vale said she was right.",
])
def test_no_body_from_the_sentence_before_when_another_reading_is_open(text):
    assert not any(s == "Tom Vale" and o in ("Norbank", "Safcom") for s, _, o in triples(text))

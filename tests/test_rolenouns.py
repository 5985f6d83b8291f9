"""A role standing for the one person the story gave it: sentence -> who "the striker" joins, if anyone."""

from __future__ import annotations

import pytest

from tests.test_coref import chains


def roles_of(found) -> dict[str, list[str]]:
    return {c.name: [m.text for m in c.mentions if m.kind == "nominal"] for c in found
            if c.type == "Person" and any(m.kind == "nominal" for m in c.mentions)}


@pytest.mark.parametrize("text, expected", [
    # the role right before the name
    ("Kestrel Rovers striker Tom Vale has joined Dunmore. The former Kestrel Rovers striker said he was happy.",
     {"Tom Vale": ["striker"]}),
    # the role in an apposition after the name
    ("Ann Cole, a singer, played in Leeds on Monday. Tom Vale met the singer after the show.",
     {"Ann Cole": ["singer"]}),
    # two people given the role: no one
    ("Striker Tom Vale and striker Ben Hart both scored. The striker said the win was deserved.", {}),
    # the role given to no one named before it
    ("Tom Vale scored twice. The striker said the win was deserved.", {}),
    # anyone at all, or a body's noun: no one
    ("Ann Cole, a woman from Leeds, won the prize. The woman said she was delighted.", {}),
    # an epithet given to no one: the one person the sentence before names
    ("Tom Vale joined Dunmore in May. The 24-year-old Kestrel striker scored twice on Monday.",
     {"Tom Vale": ["striker"]}),
    ("Tom Vale played in Tulsa. Later the Leeds singer signed Ann Cole to his label.", {"Tom Vale": ["singer"]}),
    # two people named there: the one introduced by a role of the epithet's kind, a sport's or a stage's
    ("On Monday footballer Tom Vale met singer Ben Hart. The Kestrel striker signed Hart to his label.",
     {"Tom Vale": ["striker"]}),
    ("On Monday boxer Tom Vale met actress Ann Cole. Later the Leeds singer said the show was ready.",
     {"Ann Cole": ["singer"]}),
    # both of its kind, or another one given a role of no kind (a team's manager is no player): no one
    ("On Monday actor Tom Vale met actress Ann Cole. Later the Leeds singer said the show was ready.", {}),
    ("On Monday manager Tom Vale met footballer Ben Hart. The Kestrel striker signed Hart to his label.", {}),
    # a role set before the one right before the name
    ("Premiership footballer and record company boss Tom Vale met singer Ben Hart. The Kestrel striker signed Hart.",
     {"Tom Vale": ["striker"]}),
    # two people named there, someone named before it in its own sentence, a clause saying who, an official: no one
    ("Tom Vale met Ben Hart in May. The Kestrel striker scored twice on Monday.", {}),
    ("Tom Vale sang in May. Ann Cole said the Leeds singer was tired.", {}),
    ("Tom Vale sang in May. The Leeds singer who wrote the song was tired.", {}),
    ("Tom Vale scored in May. The Scottish referee sent him off.", {}),
])
def test_a_role_joins_the_one_person_given_it(nlp, text, expected):
    assert roles_of(chains(nlp, text)) == expected

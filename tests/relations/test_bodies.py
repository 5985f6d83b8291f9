"""Boards and committees: sentence -> the organisation whose body one sits or serves on."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("Tom Vale sits on the board of Norbank.", ("Tom Vale", "memberOf", "Norbank")),
    ("Tom Vale, who sits on the executive of the Kestrel Association, said the plans were poor.",
     ("Tom Vale", "memberOf", "Kestrel Association")),
    ("Ann Cole served on Norbank's board until 2004.", ("Ann Cole", "memberOf", "Norbank")),
    ("Tom Vale sat on the Norbank board for ten years.", ("Tom Vale", "memberOf", "Norbank")),
])
def test_who_sits_on_a_body_is_a_member_of_its_organisation(text, expected):
    assert expected in triples(text)


def test_a_body_read_through_no_frame_makes_no_member():
    assert not {t for t in triples("Tom Vale works on the board of Norbank.") if t[1] == "memberOf"}

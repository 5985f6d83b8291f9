"""A post's holder named after the post's field: sentence -> the open relation the holder is the subject of."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("The minister for sport Ann Cole criticised Norbank.", ("Ann Cole", "criticised", "Norbank")),
    ("Director of rugby Tom Vale told the Leeds Courier that he was happy.", ("Tom Vale", "told", "Leeds Courier")),
])
def test_the_holder_of_a_post_with_its_field_acts(text, expected):
    assert expected in triples(text)


def test_a_body_after_a_post_is_no_field():
    found = triples("A spokesman for the Kestrel Office criticised Norbank.")
    assert not {t for t in found if t[0] != "Kestrel Office" and t[2] == "Norbank"}

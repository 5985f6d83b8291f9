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

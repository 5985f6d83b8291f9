"""A kind of organisation standing for one the story named: sentence -> who "the firm" joins, if anyone."""

from __future__ import annotations

import pytest

from tests.test_coref import chains


def kinds_of(found) -> dict[str, list[str]]:
    return {c.name: [m.text for m in c.mentions if m.kind == "nominal"] for c in found
            if c.type == "Organization" and any(m.kind == "nominal" for m in c.mentions)}


@pytest.mark.parametrize("text, expected", [
    # the one organisation named before it
    ("Norbank cut 500 jobs in Leeds on Monday. The firm said sales fell sharply.", {"Norbank": ["firm"]}),
    ("Shares in Safcom rose after the company raised its forecast.", {"Safcom": ["company"]}),
    # two named before, one of them of that kind by its name
    ("Safcom lent money to Kestrel Bank. Later the bank said it would repay it.", {"Kestrel Bank": ["bank"]}),
    # two named before, neither of that kind: no one
    ("Safcom Ltd sued Norbank Inc on Monday. The firm said it would appeal.", {}),
    # a noun phrase with a word of its own may describe another body
    ("Norbank cut 500 jobs. The parent company said sales fell.", {}),
    # nothing named before it
    ("The firm said Norbank would cut 500 jobs.", {}),
])
def test_a_kind_of_organisation_joins_the_one_it_can_stand_for(nlp, text, expected):
    assert kinds_of(chains(nlp, text)) == expected

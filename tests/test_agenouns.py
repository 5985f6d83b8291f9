"""A person's age standing for the person: sentence -> who "the 45-year-old" joins, if anyone."""

from __future__ import annotations

import pytest

from tests.test_coref import chains


def ages_of(found) -> dict[str, list[str]]:
    # the ages only: "the 45-year-old striker" may stand for someone as a role (kg.rolenouns)
    return {c.name: ages for c in found
            if (ages := [m.text for m in c.mentions if m.kind == "nominal" and m.text.endswith("-old")])}


@pytest.mark.parametrize("text, expected", [
    # the one person named in the sentence before
    ("Tom Vale joined Norbank in 2001. The 45-year-old later criticised Safcom.", {"Tom Vale": ["45-year-old"]}),
    # the person the story gave that age, over the one named since
    ("Tom Vale, 45, joined Norbank. Ann Cole praised Norbank. The 45-year-old later sued Safcom.",
     {"Tom Vale": ["45-year-old"]}),
    ("The 29-year-old Ann Cole joined Safcom. Tom Vale praised Safcom. The 29-year-old later sued Norbank.",
     {"Ann Cole": ["29-year-old"]}),
    # two people named there: no one
    ("Ann Cole beat Tom Vale in Leeds. The 45-year-old later joined Norbank.", {}),
    # an age before a noun is no noun phrase of its own
    ("Tom Vale joined Norbank in 2001. The 45-year-old striker later joined Safcom.", {}),
    # the person named too far back: no one
    ("Tom Vale joined Norbank. Safcom lost money. Norbank lost money. The 45-year-old later sued Safcom.", {}),
])
def test_an_age_joins_the_one_person_it_can_stand_for(nlp, text, expected):
    assert ages_of(chains(nlp, text)) == expected

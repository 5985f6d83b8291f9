"""Which person "the home secretary" or "the chief executive" stands for (kg.relations.heldtitles)."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    # a title given by a copula, then used alone
    ("Tom Vale is the chief executive of Norbank. On Tuesday the chief executive blamed Safcom.",
     ("Tom Vale", "blamed", "Safcom")),
    # the whole title with its portfolio tells the home secretary from the shadow home secretary
    ("Plans let Home Secretary Tom Vale act. Tory shadow home secretary Ben Hart warned. Later the home secretary "
     "met Ann Cole.", ("Tom Vale", "met", "Ann Cole")),
    # a past title the story wrote as past
    ("Tom Vale is the former chief executive of Norbank. The former chief executive blamed Safcom.",
     ("Tom Vale", "blamed", "Safcom")),
])
def test_a_title_alone_stands_for_its_one_holder(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, unrelated", [
    # two holders: no one
    ("Tom Vale is the chief executive of Norbank. Ben Hart is the chief executive of Safcom. The chief executive "
     "blamed Kestrel.", "Kestrel"),
    # a title whose status the story never gave anyone
    ("Tom Vale is the chief executive of Norbank. The former chief executive blamed Safcom.", "Safcom"),
    ("Tom Vale is the chief executive of Norbank. The next chief executive will sue Safcom.", "Safcom"),
])
def test_no_holder(text, unrelated):
    assert not {t for t in triples(text) if t[2] == unrelated and t[0] in ("Tom Vale", "Ben Hart")}

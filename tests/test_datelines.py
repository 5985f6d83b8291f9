"""Datelines: the town in capitals opening a story, and the state's code after it."""

from __future__ import annotations

import pytest

from kg.datelines import datelines, ends_dateline_town
from kg.mentions import extract_mentions


@pytest.mark.parametrize("text, town, code, state", [
    # the tagger reads the town as a firm: the code after it still names the state
    ("NORBANK FALLS, Okla. (AP) — Tom Vale said the plant would close.", "NORBANK FALLS", "Okla.", "Oklahoma"),
    ("VARNELL, Kan. — Ann Cole, a Norbank spokeswoman, said so.", "VARNELL", "Kan.", "Kansas"),
    ("TULSA, Okla. (AP) — Tom Vale said the plant would close.", "TULSA", "Okla.", "Oklahoma"),
    # a town whose name holds an abbreviation's dot is one town
    ("ST. WICHITA, Neb. (AP) — Tom Vale said the plant would close.", "ST. WICHITA", "Neb.", "Nebraska"),
    ("FT. WICHITA, Kan. (AP) — Tom Vale said the plant would close.", "FT. WICHITA", "Kan.", "Kansas"),
])
def test_a_datelines_state_code_names_the_state(nlp, text, town, code, state):
    found = {m.text: m for m in extract_mentions(nlp(text), doc_id="t")}
    assert found[town].type == "Place"
    assert (found[code].type, found[code].name) == ("Place", state)


@pytest.mark.parametrize("text, towns", [
    ("ST. WICHITA, Neb. (AP) — Tom Vale said so.", ["ST. WICHITA"]),
    ("Tom Vale flew to Tulsa. (AP) — He said so.", []),  # no capitals opening the line
    ("He met ST. Tom Vale, Neb. officials said.", []),  # capitals inside a line are no dateline
])
def test_dateline_towns(nlp, text, towns):
    assert [span.text for span in datelines(nlp(text))] == towns


@pytest.mark.parametrize("text, i, ends", [
    ("TULSA, Okla. — Tom Vale said so.", 0, True),
    ("Norbank said TULSA, Okla. was its home.", 2, False),  # not at a line's start
    ("AP, Okla. — Tom Vale said so.", 0, False),  # too short for a town
])
def test_ends_dateline_town(nlp, text, i, ends):
    assert ends_dateline_town(nlp(text), i) is ends

"""Acts stated by a participle joined to a name by a hyphen (kg.relations.rules.hyphenacts): sentences of our own
-> facts."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("The Norbank-owned Kestrel Herald said so.", ("Norbank", "owns", "Kestrel Herald")),
    ("Norbank-owned Kestrel was not part of the deal.", ("Norbank", "owns", "Kestrel")),
    ("Safcom-backed candidate Tom Vale won.", ("Safcom", "backed", "Tom Vale")),
    ("Tom Vale runs the Kenya-funded Kestrel Trust.", ("Kenya", "funded", "Kestrel Trust")),
])
def test_a_hyphened_participle_after_a_name_states_its_act(text, expected):
    assert expected in triples(text)


def test_a_common_word_opening_the_sentence_owns_nothing():
    assert not {t for t in triples("State-owned Kestrel bought the unit.") if t[1] == "owns"}

"""Made things' kinds (kg.madekinds): sentences of our own -> whether a size before a name measures it."""

from __future__ import annotations

import pytest

from kg.madekinds import sized


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("The new 16-inch Varnell Pro has a larger screen.", "Varnell Pro", True),
    # "64GB" is two tokens, the number hung on the name
    ("My new 64GB Varnell Note has a larger screen.", "Varnell Note", True),
    # the size measures the noun after the maker's name
    ("A 65-inch Norbank TV is cheap.", "Norbank", False),
    ("The new Varnell Note has a larger screen.", "Varnell Note", False),
])
def test_a_numbered_size_before_a_name_measures_it(nlp, text, name, expected):
    doc = nlp(text)
    start = text.index(name)
    assert sized(doc.char_span(start, start + len(name))) is expected

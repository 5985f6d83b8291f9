"""Products: sentence -> who makes the product its name says is theirs."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("Norbank's Kestrel console is the top gadget of the year.", ("Norbank", "makes", "Kestrel")),
])
def test_an_organisations_product_is_what_it_makes(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, unrelated", [
    ("Norbank's chief Tom Vale was sacked.", ("Norbank", "Tom Vale")),  # a person is no product
])
def test_what_an_organisation_owns_is_not_always_made(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated and t[1] == "makes"}

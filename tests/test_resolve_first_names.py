"""A first name alone joins the one full name written with it: not through a nickname, and not a royal's."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kg.records import PERSON
from tests.test_resolve_rules import doc, same


def titled(result, title: str):
    """``result`` with every mention of its chains given ``title`` ("prince")."""
    chains = tuple(replace(c, mentions=tuple(replace(m, title=title) for m in c.mentions)) for c in result.chains)
    return replace(result, chains=chains)


CASES = [
    # documents, two names, whether they are one person
    ([doc("a", "Tom Vale won the final in Kansas.", ("Tom Vale", PERSON)),
      doc("b", "Thomas said he was tired after the match in Kansas.", ("Thomas", PERSON))],
     "Tom Vale", "Thomas", False),
    ([doc("a", "Tom Vale won the final in Kansas.", ("Tom Vale", PERSON)),
      titled(doc("b", "Tom visited Leeds on Monday.", ("Tom", PERSON)), "prince")], "Tom Vale", "Tom", False),
    ([doc("a", "Tom Vale won the final in Kansas.", ("Tom Vale", PERSON)),
      doc("b", "Tom said he was tired after the match in Kansas.", ("Tom", PERSON))], "Tom Vale", "Tom", True),
]


@pytest.mark.parametrize("results, a, b, joined", CASES)
def test_first_name_alone(results, a, b, joined):
    assert same(results, a, b) is joined

"""Father and son of one name: generational suffixes that differ keep two people apart."""

from __future__ import annotations

import pytest

from kg.records import PERSON
from tests.test_resolve_rules import doc, same

CASES = [
    # documents, two names, whether they are one person
    ([doc("a", "Carl Mason Sr. founded Norbank. His son Carl Mason Jr. runs it.",
          ("Carl Mason Sr.", PERSON), ("Carl Mason Jr.", PERSON))], "Carl Mason Sr.", "Carl Mason Jr.", False),
    ([doc("a", "Carl Mason Jr. runs Norbank in Tulsa.", ("Carl Mason Jr.", PERSON)),
      doc("b", "Carl Mason Sr. founded Norbank in Tulsa.", ("Carl Mason Sr.", PERSON))],
     "Carl Mason Sr.", "Carl Mason Jr.", False),
    ([doc("a", "Ben Hart II sold Safcom. Ben Hart III bought Kestrel.", ("Ben Hart II", PERSON),
          ("Ben Hart III", PERSON))], "Ben Hart II", "Ben Hart III", False),
    ([doc("a", "Carl Mason Sr. founded Norbank. His son Carl Mason Jr. runs it.",
          ("Carl Mason Sr.", PERSON), ("Carl Mason Jr.", PERSON)),
      doc("b", "Mason Sr said the bank would grow.", ("Mason Sr", PERSON))], "Carl Mason Sr.", "Mason Sr", True),
    ([doc("a", "Carl Mason Sr. founded Norbank in Tulsa.", ("Carl Mason Sr.", PERSON)),
      doc("b", "Carl Mason said Norbank would grow in Tulsa.", ("Carl Mason", PERSON))],
     "Carl Mason Sr.", "Carl Mason", True),
]


@pytest.mark.parametrize("results, a, b, joined", CASES)
def test_generations(results, a, b, joined):
    assert same(results, a, b) is joined

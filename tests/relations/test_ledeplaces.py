"""Where a story's opening body is based (kg.relations.rules.ledeplaces): sentences -> triples."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text", [
    "Kenya lender cuts jobs\n\nKenya's largest bank has cut 500 jobs. Norbank said demand fell.",
    "A Kenyan company has pulled out of a road deal in Kenya. Norbank said costs rose.",
    # of the bodies the next sentence names, the one it names as a subject or a subject's possessor
    "Kenya's biggest mobile firm may quit a deal in Ghana. Critics say Norbank's stake in Safcom should be cut.",
    "Creditors of Kenya's top card firm will close the company. Norbank's creditors have given Safcom a week.",
    "Kenya's largest bank has cut 500 jobs. Norbank told Safcom that demand fell.",
    # a body whose people report the lede is its source, not the business it describes
    "A Kenya company has quit a road deal after attacks, Safcom officials have said. Norbank heads a group of firms.",
    "A Kenya company has quit a road deal, Safcom officials said. Safcom said Norbank had quit.",
    # a party's plural name as a subject is its members
    "Kenya's biggest mobile firm may quit a deal in Ghana. Tories in parliament say Norbank's stake should be cut.",
])
def test_a_business_the_story_opens_on_by_its_place_is_the_body_named_next(text):
    assert ("Norbank", "basedIn", "Kenya") in triples(text)


@pytest.mark.parametrize("text", [
    "Kenya's largest bank has cut 500 jobs. Norbank and Safcom said demand fell.",
    "Kenya's largest bank has cut 500 jobs, Safcom said. Norbank said demand fell.",
    # two bodies named as subjects, or one as a subject and the other as its possessor's
    "Kenya's largest bank may quit a deal in Ghana. Critics say Norbank's stake should go and Safcom must pay.",
])
def test_an_opening_business_with_a_body_beside_it_or_two_named_next_is_neither(text):
    assert not {t for t in triples(text) if t[1] == "basedIn" and t[0] == "Norbank"}

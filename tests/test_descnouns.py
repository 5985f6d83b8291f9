"""A description naming a body or a place standing for the person the story is about: sentence -> who joins it."""

from __future__ import annotations

import pytest

from tests.test_coref import chains


def joined(found) -> dict[str, list[str]]:
    """The descriptions each named person was joined (a title's own chain, "the Labour peer", is no one's)."""
    return {c.name: [m.text for m in c.mentions if m.kind == "nominal"] for c in found
            if any(m.kind == "name" for m in c.mentions) and any(m.kind == "nominal" for m in c.mentions)}


@pytest.mark.parametrize("text, expected", [
    # the one person the sentence before names, or refers to by a pronoun
    ("Tom Vale withdrew his bill. During the debate, the Labour peer said the change was overdue.",
     {"Tom Vale": ["peer"]}),
    ('Tom Vale withdrew his bill. "We cannot wait," he told peers. The Labour peer said the change was overdue.',
     {"Tom Vale": ["peer"]}),
    ("Norbank rejected an offer from Tom Vale. The board said the bid from the Kenyan tycoon was too low.",
     {"Tom Vale": ["tycoon"]}),
    # another role of the same person after "and"
    ("Tom Vale withdrew his bill. The Labour peer and former minister said the change was overdue.",
     {"Tom Vale": ["peer"]}),
    # two people there, someone named before it in its own sentence: no one
    ("Tom Vale met Ann Cole. The Labour peer said the change was overdue.", {}),
    ("Tom Vale spoke first. Ann Cole said the Labour peer was wrong.", {}),
    # no name before the noun, an official, a team's leader, a body's noun: no one
    ("Tom Vale withdrew his bill. The peer said the change was overdue.", {}),
    ("Tom Vale scored in May. The Scottish referee sent him off.", {}),
    ("Tom Vale scored in May. The Kestrel boss said he was delighted.", {}),
    # a body's or a side's head: one post, which the story may name anyone by
    ("Tom Vale defended the plan. The Tory leader said it was wrong.", {}),
    ("Tom Vale won in Leeds. The Kenyan captain said the result was fair.", {}),
    ("Tom Vale spoke to reporters. His agent told the Leeds newspaper that he was happy.", {}),
])
def test_a_description_joins_the_one_person_the_story_is_about(nlp, text, expected):
    assert joined(chains(nlp, text)) == expected

"""Joint acts: sentence -> the words that name the other party when joined subjects act together."""

from __future__ import annotations

import pytest

from kg.relations.rules.together import joint_preposition


@pytest.mark.parametrize("text, words", [
    ("Norbank and Safcom merged in 2004.", "with"),  # a reciprocal verb
    ("Tom Vale and Ann Cole met in Leeds.", ""),  # a reciprocal verb with a direct object
    ("Tom Vale and Ann Cole worked together on the film.", "with"),
    ("Norbank and Safcom signed a deal on Monday.", "deal with"),  # a pact
    ("Norbank and Safcom are joining forces to share technology.", "forces with"),
    ("Norbank and Safcom merged with Kestrel.", None),  # a third party
    ("Norbank and Safcom have signed agreements with Kestrel.", None),  # a third party of the pact
    ("Tom Vale and Ann Cole signed the letter.", None),  # no pact
    ("Tom Vale and Ann Cole worked hard.", None),  # no joint act
])
def test_words_naming_the_other_party_of_a_joint_act(nlp, text, words):
    doc = nlp(text)
    assert joint_preposition(next(t for t in doc if t.dep_ == "ROOT")) == words

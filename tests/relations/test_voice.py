"""A verb's voice: sentence and verb -> whether its subject underwent the act."""

from __future__ import annotations

import pytest

from kg.relations.rules.voice import is_passive


@pytest.mark.parametrize("text, verb, passive", [
    ("Tom Vale was hired by Norbank.", "hired", True),
    ("Norbank, led by Tom Vale, grew.", "led", True),  # a participle after a name
    ("Backed by Norbank, Safcom won the bid.", "Backed", True),  # a participle opening the sentence
    ("They saw Tom Vale thrown out.", "thrown", True),  # a participle with a subject of its own
    ("Tom Vale hired Ann Cole.", "hired", False),
    ("Norbank partnered with Safcom to build a plant.", "partnered", False),  # the main verb the parser misread
])
def test_voice_of_a_verb(nlp, text, verb, passive):
    doc = nlp(text)
    assert is_passive(next(t for t in doc if t.text == verb)) is passive

"""Who a speaker told what they said in an interview (kg.relations.rules.interviews): sentences of our own -> facts."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("Tom Vale said in an interview with Kestrel News that he would run.", ("Tom Vale", "told", "Kestrel News")),
    ("In an interview with Ann Cole, Tom Vale said he was leaving Norbank.", ("Tom Vale", "told", "Ann Cole")),
    ("Tom Vale says in an interview with Kestrel News that the plan works.", ("Tom Vale", "tells", "Kestrel News")),
])
def test_the_speaker_told_the_one_the_interview_was_with(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    "Tom Vale did not say in an interview with Kestrel News that he would run.",
    "Tom Vale will say in an interview with Kestrel News that he is running.",
])
def test_a_saying_denied_or_to_come_tells_no_one(text):
    assert not {t for t in triples(text) if t[1] in ("told", "tells")}

"""Who a speaker told what they said in an interview (kg.relations.rules.interviews): sentences of our own -> facts."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("Tom Vale said in an interview with Kestrel News that he would run.", ("Tom Vale", "told", "Kestrel News")),
    ("In an interview with Ann Cole, Tom Vale said he was leaving Norbank.", ("Tom Vale", "told", "Ann Cole")),
    ("Tom Vale says in an interview with Kestrel News that the plan works.", ("Tom Vale", "tells", "Kestrel News")),
    # a speech, a letter or a statement given to a hearer, whatever the verb done in it
    ("Tom Vale said in a speech to the Kestrel Society that the plan had failed.",
     ("Tom Vale", "addressed", "Kestrel Society")),
    ("In a speech to the Kestrel Society, Tom Vale praised the staff.", ("Tom Vale", "addressed", "Kestrel Society")),
    ("Tom Vale said in a speech at the Varnell Forum that the plan had failed.",
     ("Tom Vale", "spokeAt", "Varnell Forum")),
    ("In a letter to Ann Cole, Tom Vale said the plan had failed.", ("Tom Vale", "wroteTo", "Ann Cole")),
    ("Tom Vale said in a statement to the Kestrel Herald that he would run.", ("Tom Vale", "told", "Kestrel Herald")),
    # the speaker of a relative clause is the name it modifies
    ("Tom Vale, who said in an interview with Kestrel News that he would run, left Leeds.",
     ("Tom Vale", "told", "Kestrel News")),
])
def test_the_speaker_told_the_one_the_interview_was_with(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text", [
    "Tom Vale did not say in an interview with Kestrel News that he would run.",
    "Tom Vale will say in an interview with Kestrel News that he is running.",
    "Tom Vale will say in a speech to the Kestrel Society that the plan failed.",
    # what was done to a passive subject in a speech is not the subject's saying
    "Tom Vale was criticised in a speech to the Kestrel Society.",
])
def test_a_saying_denied_or_to_come_tells_no_one(text):
    assert not {t for t in triples(text) if t[1] in ("told", "tells", "addressed")}

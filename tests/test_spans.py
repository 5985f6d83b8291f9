"""Name boundaries (kg.spans, through kg.mentions): sentences of our own -> the names and types found."""

from __future__ import annotations

import pytest

from kg.mentions import extract_mentions
from kg.records import ORGANIZATION, PERSON


@pytest.mark.parametrize(("text", "expected", "absent"), [
    # a surname that is a title word stays a person's name
    ("Police said Kevin King, 34, was arrested.", {("Kevin King", PERSON)}, set()),
    ("Stephen King wrote the book.", {("Stephen King", PERSON)}, set()),
    # "press" belongs to the title, not to an organisation's name
    ("White House Press Secretary Anna Novak said the president was busy.",
     {("White House", ORGANIZATION), ("Anna Novak", PERSON)}, {"White House Press"}),
    # a court's district goes on with "of"
    ("The US Attorney for the Southern District of Ohio, Mark Dunne, filed charges.",
     {("Southern District of Ohio", ORGANIZATION), ("Mark Dunne", PERSON)}, {"Southern District"}),
    # an organisation's acronym glued to a person's name
    ("Airbus owner EADS Philippe Camus said orders rose.", {("EADS", ORGANIZATION), ("Philippe Camus", PERSON)},
     {"EADS Philippe Camus"}),
])
def test_name_boundaries(nlp, text, expected, absent):
    found = {(m.text, m.type) for m in extract_mentions(nlp(text), doc_id="t")}
    assert expected <= found
    assert not absent & {name for name, _ in found}


def test_title_and_place_still_split_off_a_name(nlp):
    mentions = extract_mentions(nlp("Broward Sheriff Scott Israel spoke."), doc_id="t")
    found = {(m.text, m.type, m.title) for m in mentions}
    assert ("Scott Israel", PERSON, "sheriff") in found

"""Employers the tagger missed (kg.employers): sentences of our own -> the names added before a job."""

from __future__ import annotations

import pytest

from spacy.tokens import Span

from kg.employers import with_employers


@pytest.mark.parametrize("text, expected", [
    # an untagged name before a job on a person's name is the employer's
    ("Safcom boss Ann Cole said profits rose.", [("Safcom", "ORG")]),
    ("Norbank's former chairman Tom Vale was charged.", [("Norbank", "ORG")]),
    # a capitalised first word the tagger read as an adjective or a plural
    ("Arsenal vice-chairman Tom Vale spoke.", [("Arsenal", "ORG")]),
    ("Wolves chief executive Tom Vale spoke.", [("Wolves", "ORG")]),
    # or as a common noun English does not have (not a letter: "R's manager")
    ("Dunmore manager Tom Vale paid tribute to the striker.", [("Dunmore", "ORG")]),
    ("R's manager Tom Vale paid tribute to the striker.", []),
    # a known place only before a team's role, its club: a place is no company ("Wichita chairman X")
    ("Wichita boss Ann Cole praised the striker.", [("Wichita", "GPE")]),
    ("Wichita midfielder Tom Vale was ruled out.", [("Wichita", "GPE")]),
    ("Wichita chairman Tom Vale said profits rose.", []),
    ("Wichita city manager Tom Vale said the city would appeal.", []),
    # a party before a member's title, a club before a player's
    ("Kestrel Rovers winger Tom Vale scored.", [("Kestrel Rovers", "ORG")]),
    # words that describe the job or its holder, a title, a film and a common noun are no employer
    ("Veteran reporter Tom Vale said it.", []),
    ("But former Commander Colonel Tom Vale said it.", []),
    ("Godzilla actor Tom Vale said it.", []),
    ("Film director Tom Vale said it.", []),
    ("Talks with boss Tom Vale failed.", []),
    ("Jailed tycoon Tom Varnell has sold his stake in oil giant Norbank.", []),  # a participle, no employer
    # an adjective that opens an office's portfolio is no employer, a party's portfolio word before a member's is
    ("Rural Affairs Minister Tom Vale said it.", []),
    ("Labour MP Tom Vale said it.", [("Labour", "ORG")]),
    # a name before a town's office is the town's
    ("Dunmore Mayor Ann Cole said the city would appeal.", [("Dunmore", "GPE")]),
    ("Dunmore City Councilman Tom Vale voted against it.", [("Dunmore", "GPE")]),
    # a level of government alone before a title is no employer
    ("State Sen. Tom Vale sponsored the bill.", []),
    ("County Commissioner Ann Cole voted no.", []),
    # a surname of the story names the boss, a person
    ("Tom Vale resigned. Vale aide Ann Cole said so.", []),
])
def test_an_untagged_name_before_a_job_is_the_employer(nlp, text, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.label_ == "PERSON"]
    added = [(e.text, e.label_) for e in with_employers(list(doc.ents)) if e.label_ != "PERSON"]
    assert added == expected


def test_a_unit_after_a_tagged_body_is_no_employer_of_its_own(nlp):
    doc = nlp("Norbank Radioprotection Director Tom Vale said so.")
    doc.ents = [Span(doc, 0, 1, label="ORG"), Span(doc, 3, 5, label="PERSON")]
    assert [e.text for e in with_employers(list(doc.ents))] == ["Norbank", "Tom Vale"]

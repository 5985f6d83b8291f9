"""Name boundaries (kg.spans, through kg.mentions): sentences of our own -> the names and types found."""

from __future__ import annotations

import pytest

from spacy.tokens import Span

from kg.mentions import extract_mentions
from kg.records import ORGANIZATION, PERSON
from kg.spans import with_described, with_employers, with_listed, with_repeated


@pytest.mark.parametrize(("text", "expected", "absent"), [
    # a surname that is a title word stays a person's name
    ("Police said Kevin King, 34, was arrested.", {("Kevin King", PERSON)}, set()),
    ("Stephen King wrote the book.", {("Stephen King", PERSON)}, set()),
    # "press" belongs to the title, not to an organisation's name
    ("Kremlin Press Secretary Anna Novak said the president was busy.",
     {("Kremlin", ORGANIZATION), ("Anna Novak", PERSON)}, {"Kremlin Press"}),
    # a court's district goes on with "of"
    ("The US Attorney for the Southern District of Iowa, Mark Dunne, filed charges.",
     {("Southern District of Iowa", ORGANIZATION), ("Mark Dunne", PERSON)}, {"Southern District"}),
    # "District" before a title head is the title's
    ("Tulsa County District Attorney Tom Vale said so.", {("Tom Vale", PERSON)}, {"Tulsa County District"}),
    # a chamber named alone is a body; a generic head alone names none
    ("Parliament Speaker Tom Vale opened the session.", {("Parliament", ORGANIZATION), ("Tom Vale", PERSON)}, set()),
    ("The Commission said the plan was sound.", set(), {"Commission"}),
    # a body's name goes on after "for" with the capitalised words the tagger left out
    ("The Court of Arbitration for Sport rejected the appeal.", {("Court of Arbitration for Sport", ORGANIZATION)},
     {"Court of Arbitration"}),
    ("The Department for Work and Pensions said so.", {("Department for Work and Pensions", ORGANIZATION)}, set()),
    ("The Institute for Fiscal Studies Director Tom Vale said so.",
     {("Institute for Fiscal Studies", ORGANIZATION), ("Tom Vale", PERSON)}, set()),
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


def _span(nlp, text: str, pos: list[str]):
    from spacy.tokens import Doc, Span

    doc = Doc(nlp.vocab, words=text.split(), pos=pos)
    return Span(doc, 0, len(doc), label="ORG")


@pytest.mark.parametrize(("text", "pos", "parts"), [
    ("Norbank and Safcom", ["PROPN", "CCONJ", "PROPN"], ["Norbank", "Safcom"]),
    ("The Courier and The Herald 's", ["DET", "PROPN", "CCONJ", "DET", "PROPN", "PART"], ["The Courier", "Herald"]),
    # "and" inside one name
    ("Ernst and Young", ["PROPN", "CCONJ", "PROPN"], ["Ernst and Young"]),
    ("Baoshan Iron and Steel Co.", ["PROPN", "PROPN", "CCONJ", "PROPN", "PROPN"], ["Baoshan Iron and Steel Co."]),
    ("Bank of Leeds and Hull", ["PROPN", "ADP", "PROPN", "CCONJ", "PROPN"], ["Bank of Leeds and Hull"]),
    ("Halvorsen & Vale", ["PROPN", "CCONJ", "PROPN"], ["Halvorsen & Vale"]),
    ("Racketeer Influenced and Corrupt Organisations", ["PROPN", "VERB", "CCONJ", "PROPN", "PROPN"],
     ["Racketeer Influenced and Corrupt Organisations"]),
    # a comma or a spaced dash between two names, not before a suffix
    ("Leeds North , Tulsa Central", ["PROPN", "PROPN", "PUNCT", "PROPN", "PROPN"], ["Leeds North", "Tulsa Central"]),
    ("Norbank - Safcom", ["PROPN", "PUNCT", "PROPN"], ["Norbank", "Safcom"]),
    ("Norbank , Inc.", ["PROPN", "PUNCT", "PROPN"], ["Norbank , Inc."]),
])
def test_two_names_joined_by_and_are_split(nlp, text, pos, parts):
    from kg.spans import split_coordination

    found = split_coordination(_span(nlp, text, pos))
    assert [p.text for p in found] == parts
    assert {p.label_ for p in found} == {"ORG"}


def test_a_hyphen_inside_a_name_splits_nothing(nlp):
    from spacy.tokens import Doc, Span

    from kg.spans import split_coordination

    doc = Doc(nlp.vocab, words=["Hewlett", "-", "Packard"], spaces=[False, False, False], pos=["PROPN"] * 3)
    assert [p.text for p in split_coordination(Span(doc, 0, 3, label="ORG"))] == ["Hewlett-Packard"]


@pytest.mark.parametrize("text, untagged, added", [
    # a list of three or more: the untagged name takes the label all its tagged names share
    ("Partners include Safcom, Norbank, Deutsche Telekom, Tellvox and NTT.", "Tellvox", True),
    # two names may be one ("Global Information and Early Warning System"): nothing is added
    ("Partners include Safcom and Tellvox.", "Tellvox", False),
])
def test_an_untagged_name_takes_the_label_of_its_list(nlp, text, untagged, added):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.text != untagged]
    listed = {(e.text, e.label_) for e in with_listed(list(doc.ents))}
    assert ((untagged, "ORG") in listed) is added



@pytest.mark.parametrize("text, tagged, expected", [
    # an untagged repeat of a company's name, also without its corporate suffix, takes the name's label
    ("Safcom Inc. reported a loss. Analysts said Safcom would recover.", [(0, 2, "ORG")], [("Safcom", "ORG")]),
    ("Tom Vale resigned. Critics said Tom Vale had lied.", [(0, 2, "PERSON")], [("Tom Vale", "PERSON")]),
    # a word of a longer name is no repeat, nor is a lone person's name or a surname tagged as a company
    ("Safcom reported a loss. Safcom Capital did not.", [(0, 1, "ORG")], []),
    ("Vale resigned. Critics said Vale had lied.", [(0, 1, "PERSON")], []),
    ("Tom Vale resigned. Vale lied, Vale said.", [(0, 2, "PERSON"), (4, 5, "ORG")], []),
])
def test_an_untagged_repeat_takes_the_label_of_its_name(nlp, text, tagged, expected):
    doc = nlp(text)
    doc.ents = [Span(doc, start, end, label=label) for start, end, label in tagged]
    added = [(e.text, e.label_) for e in with_repeated(list(doc.ents)) if e.start >= tagged[-1][1]]
    assert added == expected


@pytest.mark.parametrize("text, expected", [
    # an untagged name before a job on a person's name is the employer's
    ("Safcom boss Ann Cole said profits rose.", [("Safcom", "ORG")]),
    ("Norbank's former chairman Tom Vale was charged.", [("Norbank", "ORG")]),
    # a capitalised first word the tagger read as an adjective or a plural
    ("Arsenal vice-chairman Tom Vale spoke.", [("Arsenal", "ORG")]),
    ("Wolves chief executive Tom Vale spoke.", [("Wolves", "ORG")]),
    # a party before a member's title, a club before a player's
    ("Kestrel Rovers winger Tom Vale scored.", [("Kestrel Rovers", "ORG")]),
    # words that describe the job or its holder, a title, a film and a common noun are no employer
    ("Veteran reporter Tom Vale said it.", []),
    ("But former Commander Colonel Tom Vale said it.", []),
    ("Godzilla actor Tom Vale said it.", []),
    ("Film director Tom Vale said it.", []),
    ("Talks with boss Tom Vale failed.", []),
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


@pytest.mark.parametrize("text, expected", [
    # an apposition says what an untagged name is: a company, a place
    ("Safcom, Norway's largest oil company, said so.", [("Safcom", "ORG")]),
    ("Marsabit, a town in Kenya, was hit.", [("Marsabit", "GPE")]),
    # a person's apposition adds nothing here
    ("Tom Vale, a lawyer, said so.", []),
])
def test_an_untagged_name_an_apposition_describes(nlp, text, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.label_ not in ("ORG", "GPE") or e.text in ("Norway", "Kenya")]
    tagged = {e.text for e in doc.ents}
    assert [(e.text, e.label_) for e in with_described(list(doc.ents)) if e.text not in tagged] == expected

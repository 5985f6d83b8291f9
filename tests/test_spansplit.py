"""Names the tagger joined, split (kg.spansplit): spans of our own -> the names they hold."""

from __future__ import annotations

import pytest


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
    from kg.spansplit import split_coordination

    found = split_coordination(_span(nlp, text, pos))
    assert [p.text for p in found] == parts
    assert {p.label_ for p in found} == {"ORG"}


def test_two_surnames_of_people_named_before_are_split(nlp):
    from spacy.tokens import Doc, Span

    from kg.spansplit import split_coordination

    words = "Tom Ernst met Ann Young . Ernst and Young agreed".split()
    doc = Doc(nlp.vocab, words=words, pos=["PROPN", "PROPN", "VERB", "PROPN", "PROPN", "PUNCT", "PROPN", "CCONJ",
                                           "PROPN", "VERB"])
    assert [p.text for p in split_coordination(Span(doc, 6, 9, label="ORG"))] == ["Ernst", "Young"]


def test_a_hyphen_inside_a_name_splits_nothing(nlp):
    from spacy.tokens import Doc, Span

    from kg.spansplit import split_coordination

    doc = Doc(nlp.vocab, words=["Hewlett", "-", "Packard"], spaces=[False, False, False], pos=["PROPN"] * 3)
    assert [p.text for p in split_coordination(Span(doc, 0, 3, label="ORG"))] == ["Hewlett-Packard"]


@pytest.mark.parametrize(("text", "parts"), [
    # the owner is named alone before: it is split off with the label the tagger gave it there
    ("Norbank said so . Norbank 's Research Group met", [("Norbank", "ORG"), ("Research Group", "ORG")]),
    ("Varnell said so . Varnell 's Water Board met", [("Varnell", "GPE"), ("Water Board", "ORG")]),
    # never named alone, or a body's name that no organisation's name ends on: one name
    ("Safcom said so . Norbank 's Research Group met", [("Norbank 's Research Group", "ORG")]),
    ("Norbank said so . Norbank 's Research Papers met", [("Norbank 's Research Papers", "ORG")]),
])
def test_an_owner_named_alone_elsewhere_is_split_off(nlp, text, parts):
    from spacy.tokens import Doc, Span

    from kg.spansplit import split_coordination

    words = text.split()
    owner = "B-GPE" if words[0] == "Varnell" else "B-ORG"
    doc = Doc(nlp.vocab, words=words, ents=[owner] + ["O"] * 3 + ["B-ORG", "I-ORG", "I-ORG", "I-ORG", "O"],
              pos=["PROPN", "VERB", "ADV", "PUNCT", "PROPN", "PART", "PROPN", "PROPN", "VERB"])
    assert [(p.text, p.label_) for p in split_coordination(Span(doc, 4, 8, label="ORG"), names=doc.ents)] == parts


@pytest.mark.parametrize(("text", "parts"), [
    ("Ann Cole , MP for Dunmore and Brantwick", ["Dunmore and Brantwick"]),  # one seat after a member's title
    ("the MPs for Dunmore and Brantwick", ["Dunmore", "Brantwick"]),  # two members, two seats
])
def test_a_members_seat_stays_whole(nlp, text, parts):
    from spacy.tokens import Doc, Span

    from kg.spansplit import split_coordination

    doc = Doc(nlp.vocab, words=text.split(), pos=["PROPN"] * len(text.split()))
    start = text.split().index("Dunmore")
    assert [p.text for p in split_coordination(Span(doc, start, start + 3, label="GPE"))] == parts


@pytest.mark.parametrize(("text", "label", "parts"), [
    # a building or a body named with the known place it stands in: the name, then the place
    ("Golden Kestrel Temple in Leeds", "FAC", [("Golden Kestrel Temple", "FAC"), ("Leeds", "GPE")]),
    ("Norbank Museum in Tulsa", "ORG", [("Norbank Museum", "ORG"), ("Tulsa", "GPE")]),
    # no known place after "in", or a person's name: whole
    ("Norbank Museum in Dunmore", "ORG", [("Norbank Museum in Dunmore", "ORG")]),
    ("Tom Vale in Leeds", "PERSON", [("Tom Vale in Leeds", "PERSON")]),
])
def test_a_known_place_after_in_is_split_off(nlp, text, label, parts):
    from spacy.tokens import Doc, Span

    from kg.spansplit import split_coordination

    doc = Doc(nlp.vocab, words=text.split())
    assert [(p.text, p.label_) for p in split_coordination(Span(doc, 0, len(doc), label=label))] == parts

"""Untagged names listed with tagged ones (kg.listed): sentences of our own -> the names it adds."""

from __future__ import annotations

import pytest

from kg.listed import with_listed


def _listed(nlp, text: str, tagged: list[tuple[str, str]]) -> set[tuple[str, str]]:
    """The names and labels with_listed gives ``text`` tagged with only the names ``tagged``."""
    doc = nlp(text)
    doc.ents = [doc.char_span(text.index(name), text.index(name) + len(name), label=label) for name, label in tagged]
    return {(e.text, e.label_) for e in with_listed(list(doc.ents))}


_THREE = [("Safcom", "ORG"), ("Norbank", "ORG"), ("Deutsche Telekom", "ORG"), ("NTT", "ORG")]


@pytest.mark.parametrize("text, tagged, untagged, added", [
    # a list of three or more: the untagged name takes the label all its tagged names share
    ("Partners include Safcom, Norbank, Deutsche Telekom, Tellvox and NTT.", _THREE, "Tellvox", True),
    # a pair with an organisation: a name that can only be a name is one too
    ("Partners include Safcom and Tellvox.", [("Safcom", "ORG")], "Tellvox", True),
    ("The deal between Norbank and Quorvant was signed on Monday.", [("Norbank", "ORG")], "Quorvant", True),
    # not a word the story writes in lower case ("Alert System" may end one name), nor a day
    ("Partners include Kestrel Information and Alert System, a system of alerts.",
     [("Kestrel Information", "ORG")], "Alert System", False),
    ("Partners include Safcom and Sunday.", [("Safcom", "ORG")], "Sunday", False),
    # not the tail of a longer name, nor a work's title after "The"
    ("He joined the Office for Safcom and Tellvox in Leeds.", [("Safcom", "ORG")], "Tellvox", False),
    ("He bought Norbank News & Tellvox last year.", [("Norbank News", "ORG")], "Tellvox", False),
    ("The prize went to Safcom and The Kestrel Diaries.", [("Safcom", "ORG")], "Kestrel Diaries", False),
    # a people listed with firms is no firm
    ("The Japanese, Koreans and Norbank of Norway back the plan.", [("Norbank of Norway", "ORG")], "Koreans", False),
    ("Kenyans, Safcom and Norbank back the plan.", [("Safcom", "ORG"), ("Norbank", "ORG")], "Kenyans", False),
])
def test_an_untagged_name_takes_the_label_of_its_list(nlp, text, tagged, untagged, added):
    assert ((untagged, "ORG") in _listed(nlp, text, tagged)) is added


@pytest.mark.parametrize("text, untagged, added", [
    # a pair with a person: a full name on a first name
    ("The award went to Tom Vale and Ann Cole on Friday.", "Ann Cole", True),
    # a single word is no full name
    ("The award went to Tom Vale and Cole on Friday.", "Cole", False),
])
def test_an_untagged_full_name_paired_with_a_person_is_a_person(nlp, text, untagged, added):
    assert ((untagged, "PERSON") in _listed(nlp, text, [("Tom Vale", "PERSON")])) is added

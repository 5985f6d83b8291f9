"""Votes from a name's place in its sentence (kg.grammarvotes): hand-built parses -> the votes a list gives."""

from __future__ import annotations

from collections import Counter

import pytest
from spacy.tokens import Doc
from spacy.vocab import Vocab

from kg.grammarvotes import acronym_votes, list_votes
from kg.records import ORGANIZATION, PERSON


def _listed(names: list[str], tagged: str) -> Doc:
    """A parse of "A, B, ... and Z." whose first name is tagged ``tagged`` and the others organisations."""
    words, heads, deps, ents = [], [], [], []
    for n, name in enumerate(names):
        if n:
            words.append("and" if n == len(names) - 1 else ",")
            heads.append(0)
            deps.append("cc" if n == len(names) - 1 else "punct")
            ents.append("O")
        words.append(name)
        heads.append(0)
        deps.append("conj" if n else "ROOT")
        ents.append(f"B-{tagged if n == 0 else 'ORG'}")
    return Doc(Vocab(), words=[*words, "."], heads=[*heads, 0], deps=[*deps, "punct"], ents=[*ents, "O"])


@pytest.mark.parametrize(("names", "tagged", "expected"), [
    (["Varakin", "Norbank", "Safcom"], "PERSON", {ORGANIZATION: 3.0}),  # listed with organisations
    (["Hoshimura", "Norbank", "Safcom"], "GPE", {ORGANIZATION: 3.0}),
    (["Varakin", "Norbank"], "PERSON", {}),  # one other name is no list of a kind
    (["Kenya", "Norbank", "Safcom"], "GPE", {}),  # a country
    (["Varakin", "Cole", "Hart", "Safcom"], "PERSON", {}),  # most others are surnames: a line-up
    (["Varakin", "Norbank", "Safcom", "Kestrel", "Dunmore", "Quorvant"], "PERSON", {}),  # five one-word others
])
def test_list_votes(names, tagged, expected):
    doc = _listed(names, tagged)
    votes: Counter = Counter()
    list_votes(doc[0:1], votes)
    assert dict(votes) == expected


@pytest.mark.parametrize(("name", "acronym", "acronym_type", "expected"), [
    ("Hoshimura Varakin Marvelli", "HVM", ORGANIZATION, {ORGANIZATION: 3.0}),  # its initials name a body
    ("Ann Varakin Research Institute", "AVRI", ORGANIZATION, {ORGANIZATION: 3.0}),  # a first name, a body's word
    ("Tom Ben Hart", "TBH", ORGANIZATION, {}),  # a person's full name: his initials
    ("Hoshimura Varakin Marvelli", "HVM", PERSON, {}),  # the initials are no organisation's here
    ("Varakin Marvelli", "VM", ORGANIZATION, {}),  # two words: too few
])
def test_acronym_votes(name, acronym, acronym_type, expected):
    labels = {name.lower(): name, acronym.lower(): acronym}
    tagged = {name.lower(): Counter({PERSON: 2}), acronym.lower(): Counter({acronym_type: 1})}
    cues: dict[str, Counter] = {key: Counter() for key in labels}
    acronym_votes(labels, tagged, cues)
    assert cues[name.lower()] == Counter(expected)

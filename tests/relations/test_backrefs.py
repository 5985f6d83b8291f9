"""Which organisation "the club" or "the firm" stands for (kg.relations.rules.backrefs and the mention index)."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected, wrong", [
    # "the club" the sentence before stood for stays the club; a name only before "forum" is no club
    ("Kestrel Rovers may sell shares, said Tom Vale. Speaking at the Safcom business forum in Leeds, he said the club "
     "would move. The club's chairman, Ann Cole, agreed.", ("Ann Cole", "leads", "Kestrel Rovers"), "Safcom"),
])
def test_the_club_stays_the_club_it_stood_for(text, expected, wrong):
    found = triples(text)
    # the forum may lie in its town and have speakers; no one's post is there
    assert expected in found and not {t for t in found if t[2] == wrong and t[1] in ("leads", "employedBy", "memberOf")}


@pytest.mark.parametrize("text, unrelated", [
    # a name written only before a role is no body "the firm" goes on about
    ("Norbank lost money, said Ben Hart. He praised the Safcom chief executive. The firm's chairman, Ann Cole, agreed.",
     ("Ann Cole", "Safcom")),
    # a noun the sentence names in an apposition refers back to no one
    ("Norbank cut 500 jobs. The group, Safcom, sued Kestrel.", ("Norbank", "Kestrel")),
])
def test_no_antecedent(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}


@pytest.mark.parametrize("text, expected", [
    # "it" after the adverbials its sentence opens on is still the body the sentence before is about
    ("Norbank cut 500 jobs in May. Earlier this year it sued Safcom.", ("Norbank", "sued", "Safcom")),
    ("Norbank cut 500 jobs in May. In March, it bought Kestrel.", ("Norbank", "bought", "Kestrel")),
])
def test_it_after_fronted_adverbials(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, unrelated", [
    # after a clause of its own "it" may be that clause's body or a thing
    ("Norbank cut 500 jobs in May. When Safcom fell, it bought Kestrel.", ("Norbank", "Kestrel")),
])
def test_it_after_a_clause(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}


@pytest.mark.parametrize("text, expected, wrong", [
    # a subject that refers back and opens its sentence goes on about the subject of the sentence before
    ("Norbank signed a deal with Safcom on Monday. The Leeds firm also bought Kestrel.",
     ("Norbank", "bought", "Kestrel"), ("Safcom", "bought", "Kestrel")),
    ("Norbank cut 500 jobs on Monday. It also sold Safcom.", ("Norbank", "sold", "Safcom"), None),
])
def test_an_opening_subject_carries_on_the_subject_before(text, expected, wrong):
    found = triples(text)
    assert expected in found and wrong not in found


def test_two_subjects_before_carry_on_to_neither_for_a_place():
    found = triples("Norbank and Safcom signed a deal on Monday. The Leeds firm also bought Kestrel.")
    assert not {t for t in found if t[1] == "basedIn"}


@pytest.mark.parametrize("text, expected", [
    ("Kestrel Rovers were beaten at home on Saturday. They lost to Brantwick Town.",
     ("Brantwick Town", "beat", "Kestrel Rovers")),
    ("Norbank have cut 500 jobs. They also sold Safcom.", ("Norbank", "sold", "Safcom")),
])
def test_they_goes_on_about_a_body_written_as_a_plural(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, unrelated", [
    # a body written as a singular, or a sentence naming people who may be "they"
    ("Norbank has cut 500 jobs. They criticised Safcom.", ("Norbank", "Safcom")),
    ("Kestrel Rovers have signed Tom Vale and Ann Cole. They joined from Brantwick Town.",
     ("Kestrel Rovers", "Brantwick Town")),
    ("Kestrel Rovers have sold three players. They joined Brantwick Town.", ("Kestrel Rovers", "Brantwick Town")),
    ("Norbank have hired 200 staff from Kestrel. They joined Safcom last year.", ("Norbank", "Safcom")),
])
def test_they_stands_for_no_body(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}

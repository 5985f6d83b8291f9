"""The candidates of kg.variantindex that no variant rule proposes: a person's nickname blended of the starts of
the first name and the surname (kg.variantindex.blend_found)."""

from __future__ import annotations

import pytest

from kg.records import PERSON
from tests.test_resolve_rules import doc, entity_of, same


@pytest.mark.parametrize("nickname, others, joined", [
    ("AnCo", [], True),  # the starts of "Ann" and "Cole"
    ("A-Co", [], True),
    ("AnCo", [("Anna Colby", PERSON)], False),  # two full names of its document blend so
    ("AnKo", [], False),  # "Ko" starts no surname of its document
    ("AnnCole", [], False),  # the whole names, no blend
])
def test_a_blend_of_a_full_names_starts_joins_the_one_full_name_of_its_documents(nickname, others, joined):
    """"AnCo" is the "Ann Cole" of its document, the only full name whose names start so."""
    names = " and ".join(name for name, _ in others)
    results = [doc("a", "Ann Cole sang in Leeds. Ann Cole left.", ("Ann Cole", PERSON)),
               doc("b", f"Ann Cole sang. Fans love {nickname}, they said. {names}.", ("Ann Cole", PERSON),
                   (nickname, PERSON), *others)]
    assert same(results, "Ann Cole", nickname) is joined
    if joined:
        (merge,) = [m for m in entity_of(results, "Ann Cole").merges if m.name == nickname]
        assert merge.rule == "blend" and "written in its documents" in merge.evidence


def test_a_blend_in_another_story_joins_no_one():
    results = [doc("a", "Ann Cole sang in Leeds. Ann Cole left.", ("Ann Cole", PERSON)),
               doc("b", "Fans love AnCo, they said.", ("AnCo", PERSON))]
    assert not same(results, "Ann Cole", "AnCo")


def test_a_blend_joins_the_full_name_whose_surname_alone_its_document_writes():
    results = [doc("a", "Ann Cole sang in Leeds. Ann Cole left.", ("Ann Cole", PERSON)),
               doc("b", "Cole sang. Fans love AnCo, they said.", ("Cole", PERSON), ("AnCo", PERSON))]
    assert same(results, "Ann Cole", "AnCo")


@pytest.mark.parametrize("story, joined", [("Tom Vale and Ben Hart", True), ("Tom Vale", False)])
def test_a_blend_joins_the_full_name_whose_story_its_document_tells(story, joined):
    """Two third names in common make one story; one is not enough."""
    results = [doc("a", "Ann Cole sang with Tom Vale and Ben Hart.", ("Ann Cole", PERSON), ("Tom Vale", PERSON),
                   ("Ben Hart", PERSON)),
               doc("b", f"Fans love AnCo, said {story}.", ("AnCo", PERSON),
                   *((name, PERSON) for name in story.split(" and ")))]
    assert same(results, "Ann Cole", "AnCo") is joined
    if joined:
        (merge,) = [m for m in entity_of(results, "Ann Cole").merges if m.name == "AnCo"]
        assert "whose story its documents tell" in merge.evidence

"""A pronoun never stands for another party of its own clause: sentence -> whom each pronoun joins."""

from __future__ import annotations

import pytest

from tests.test_coref import chains


def pronouns_of(found) -> dict[str, list[str]]:
    return {c.name: [m.text for m in c.mentions if m.kind == "pronoun"] for c in found
            if c.type == "Person" and any(m.kind == "pronoun" for m in c.mentions)}


@pytest.mark.parametrize("text, expected", [
    # the object of a subjectless clause below the pronoun's verb is not the pronoun
    ("Tom Vale spoke first. Ben Hart spoke next. He went on to accuse Mr Hart of lying.", {"Tom Vale": ["He"]}),
    ("Tom Vale was a minister. Ben Hart led the party. In 1968 he refused to support Mr Hart.",
     {"Tom Vale": ["he"]}),
    # the subject of the pronoun's own verb is not its object
    ("Tom Vale lost the vote. Ben Hart won it. Mr Hart called him a liar.", {"Tom Vale": ["him"]}),
    # a reported clause has a subject of its own: the speaker may be "he"
    ("Tom Vale spoke first. Ben Hart said he would resign.", {"Ben Hart": ["he"]}),
    # a possessive may be its own clause's subject
    ("Tom Vale spoke first. Ben Hart praised his own team.", {"Ben Hart": ["his"]}),
    # "himself" is its clause's subject
    ("Tom Vale spoke first. Ben Hart blamed himself.", {"Ben Hart": ["himself"]}),
])
def test_a_pronoun_skips_the_other_parties_of_its_clause(nlp, text, expected):
    assert pronouns_of(chains(nlp, text)) == expected


@pytest.mark.parametrize("text, expected", [
    # a name hung on its clause only by prepositions yields to the clause's subject
    ("Tom Vale was born in Leeds. He took office in 1976 after the resignation of Ben Hart. Carl Mason called him"
     " a giant.", {"Tom Vale": ["He", "him"]}),
    ("Tom Vale was a singer. He toured Kenya with Ben Hart. He had only played in Ghana before.",
     {"Tom Vale": ["He", "He"]}),
    # a name that is the verb's object stays the nearest one
    ("Tom Vale was a singer. He met Ben Hart in Leeds. Carl Mason called him a liar.",
     {"Tom Vale": ["He"], "Ben Hart": ["him"]}),
    # within the name's own sentence the nearest name stays
    ("Tom Vale was a singer. He stayed with Ben Hart in his house.", {"Tom Vale": ["He"], "Ben Hart": ["his"]}),
    # a subject of the other sex does not take the pronoun
    ("Ann Cole was a singer. She toured Kenya with Ben Hart. He had only played in Ghana before.",
     {"Ann Cole": ["She"], "Ben Hart": ["He"]}),
])
def test_a_name_behind_prepositions_yields_to_its_clauses_subject(nlp, text, expected):
    assert pronouns_of(chains(nlp, text)) == expected

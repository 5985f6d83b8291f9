"""A sentence parsed again alone: sentence -> the role relations its own parse gives, at the article's offsets."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kg.parse import parse
from kg.pipeline import extractor_for, process
from kg.records import Document
from kg.reparse import reread

OPENING = "Norbank cut 300 jobs in Leeds last year. "


def reread_of(nlp, sentence: str, *, missed: bool = True, titled: bool = True) -> set[tuple[str, str, str]]:
    """The relations :func:`reread` adds for ``sentence``, second in an article, and checks their provenance:
    the article's offsets and sentence. ``missed`` drops the article's own relations, as if its parse had
    hidden them; ``titled=False`` has the rules state no title, as a verb's frame does."""
    document = Document(id="d", text=OPENING + sentence, source="<test>")
    [(_, doc)] = list(parse(nlp, [document]))
    rules = extractor_for("rules")
    extractor = rules if titled else lambda d, c: tuple(replace(r, title="") for r in rules(d, c))
    result = process(document, doc, extractor=rules)
    found = set()
    for rel in reread(doc, result.chains, () if missed else result.relations, nlp=nlp, extractor=extractor,
                      doc_id="d"):
        for m in (rel.subject, rel.object):
            assert document.text[m.start:m.end] == m.text and m.doc_id == "d"
        assert rel.sentence.start == len(OPENING) and rel.extractor.endswith("+reparse")
        found.add((rel.subject.text, rel.predicate, rel.object.text))
    return found


@pytest.mark.parametrize("sentence, expected", [
    # a role word before the two names
    ("Kestrel City boss Tom Vale said the crowd had been good.", {("Tom Vale", "leads", "Kestrel City")}),
    # a role word between them
    ("Tom Vale, a Norbank director, said the plan would work.", {("Tom Vale", "employedBy", "Norbank")}),
    # no role word: not parsed again
    ("Tom Vale visited Norbank in Leeds on Monday.", set()),
    # the names too far apart: not parsed again
    ("Tom Vale said on Monday, after a long meeting in a hotel in Leeds, that the director of Norbank had gone.",
     set()),
])
def test_a_sentence_parsed_alone_gives_its_roles(nlp, sentence, expected):
    assert reread_of(nlp, sentence) == expected


def test_a_pair_the_article_relates_is_not_read_again(nlp):
    assert reread_of(nlp, "Kestrel City boss Tom Vale said the crowd had been good.", missed=False) == set()


def test_a_relation_no_role_word_states_is_not_kept(nlp):
    assert reread_of(nlp, "Kestrel City boss Tom Vale said the crowd had been good.", titled=False) == set()


def test_a_title_the_article_split_off_keeps_its_name_out_of_the_second_parse(nlp):
    """A name whose title starts in the sentence before (the article's split cut "Police Chief" off it) is
    left out of the sentence's second parse, where its title is not written: no crash, no relation."""
    sentence = "Tom Vale, a Norbank director, said the plan would work."
    document = Document(id="d", text=OPENING + sentence, source="<test>")
    [(_, doc)] = list(parse(nlp, [document]))
    rules = extractor_for("rules")
    chains = tuple(replace(chain, mentions=tuple(
        replace(m, title="director", titled=document.text[len(OPENING) - 10:m.end]) if m.text == "Tom Vale" else m
        for m in chain.mentions)) for chain in process(document, doc, extractor=rules).chains)
    assert list(reread(doc, chains, (), nlp=nlp, extractor=rules, doc_id="d")) == []

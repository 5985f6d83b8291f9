"""Parsing long texts in pieces: one ``Doc`` over the whole text, offsets unchanged."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.tokens import Doc, Span

from kg.parse import keep_joined_names, parse, split_text
from kg.pipeline import process
from kg.records import Document
from kg.registry import get_extractor

PARAGRAPHS = [
    "Orla Venn opened a bakery in Kestrel Bay on Monday.",
    "Orla Venn, a lawyer, works for Marrow & Vance LLP in Rellport.",
    "Velma Qortis met Orla Venn in Kestrel Bay.",
]


@settings(max_examples=200, deadline=None)
@given(st.text(st.sampled_from("ab .\n"), max_size=300), st.integers(min_value=1, max_value=40))
def test_pieces_join_back_and_fit(text, size):
    pieces = split_text(text, size=size)
    assert "".join(pieces) == text
    assert all(len(p) <= size for p in pieces) and all(pieces[:-1])


def test_cuts_prefer_paragraph_breaks():
    text = "One two. Three.\n\nFour five six.\n\nSeven."
    assert split_text(text, size=20) == ["One two. Three.\n\n", "Four five six.\n\n", "Seven."]
    assert split_text("abcdefgh", size=3) == ["abc", "def", "gh"]


def test_long_text_parsed_in_pieces_keeps_offsets(nlp):
    text = "\n\n".join(PARAGRAPHS * 4)
    document = Document("long", text, "<test>")
    (_, whole), = parse(nlp, [document])
    (_, joined), = parse(nlp, [document], piece_chars=120)
    assert joined.text == text and len(list(joined.sents)) >= len(PARAGRAPHS) * 4
    for ent in joined.ents:
        assert text[ent.start_char:ent.end_char] == ent.text
    assert {(e.start_char, e.text) for e in joined.ents if e.text == "Orla Venn"} == \
        {(e.start_char, e.text) for e in whole.ents if e.text == "Orla Venn"}
    result = process(document, joined, extractor=get_extractor("rules")())
    assert result.relations
    for rel in result.relations:
        assert text[rel.sentence.start:rel.sentence.end] == rel.sentence.text
        assert text[rel.subject.start:rel.subject.end] == rel.subject.text


def test_short_texts_unchanged(nlp):
    documents = [Document(str(n), p, "<test>") for n, p in enumerate(PARAGRAPHS)]
    for (document, doc), expected in zip(parse(nlp, documents, batch_size=2), documents):
        assert document is expected and doc.text == expected.text


@pytest.mark.parametrize(("text", "sentences"), [
    # a headline, a byline, a dateline and list items: lines with no final punctuation before a blank line
    ("Harbour bridge reopens after repairs\n\nThe bridge in Kestrel Bay reopened on Tuesday.",
     ["Harbour bridge reopens after repairs", "The bridge in Kestrel Bay reopened on Tuesday."]),
    ("By Orla Venn, Courier staff\n\nIlsa Marrow said the work was done.",
     ["By Orla Venn, Courier staff", "Ilsa Marrow said the work was done."]),
    ("RELLPORT, Zarnova (AP)\n\nTeodor Vance won the race.", ["RELLPORT, Zarnova (AP)", "Teodor Vance won the race."]),
    ("Shops that closed:\n\n- Venn Bakery\n\n- Marrow Books and Records\n\nBoth will reopen.",
     ["Shops that closed:", "- Venn Bakery", "- Marrow Books and Records", "Both will reopen."]),
    # a headline is one sentence (the parser alone ends one after "'pay later'")
    ("Venn attacks 'pay later' Budget\n\nTory leader Orla Venn has dismissed Bram Ostrowe's Budget as \"vote now, "
     "pay later\" spending plans.", ["Venn attacks 'pay later' Budget", "Tory leader Orla Venn has dismissed Bram "
                                      "Ostrowe's Budget as \"vote now, pay later\" spending plans."]),
    # a single line break before a lower-case word is no boundary
    ("Teodor Vance\nwon the race in Rellport.", ["Teodor Vance\nwon the race in Rellport."]),
    # rows of a list or a table: a single line break before a capital or a number
    ("The dates:\n\nJune 7 - Rellport, Zarnova\nJune 9 - Kestrel Bay\n12 June - Venn Hall",
     ["The dates:", "June 7 - Rellport, Zarnova", "June 9 - Kestrel Bay", "12 June - Venn Hall"]),
])
def test_lines_without_final_punctuation_before_a_blank_line_or_a_capital_end_the_sentence(nlp, text, sentences):
    assert [s.text.strip() for s in nlp(text).sents] == sentences


@pytest.mark.parametrize("text, expected", [
    # the tagger's name goes on over "and" before the ruler's ("Drug Administration" alone is no body)
    ("The Food and Drug Administration approved the drug.", "Food and Drug Administration"),
    ("The Securities and Exchange Commission sued Tom Vale.", "Securities and Exchange Commission"),
    # "and" after a name with no English reading, or before a whole name of its own, is the ruler's to cut
    ("Norbank and Safcom Group agreed.", "Safcom Group"),
])
def test_the_ruler_keeps_a_name_joined_by_and(nlp, text, expected):
    assert expected in {e.text.removeprefix("the ").removeprefix("The ") for e in nlp(text).ents}


@pytest.mark.parametrize("text, expected", [
    ("The Vale administration said it would appeal the ruling.", "Vale administration"),
    ("Ann Cole administration officials met on Monday.", "Ann Cole administration"),
    ("He served as a minister in the Tom Vale government.", "Tom Vale government"),
])
def test_a_government_named_after_its_leader_is_one_name(nlp, text, expected):
    assert (expected, "ORG") in {(e.text, e.label_) for e in nlp(text).ents}


def test_a_whole_name_after_and_is_the_rulers(nlp):
    words = "Tulsa Department of Health and State University of Iowa".split()
    doc = Doc(nlp.vocab, words=words)
    tagged, ruled = Span(doc, 0, len(words), label="ORG"), Span(doc, 5, len(words), label="ORG")
    assert keep_joined_names([tagged], [ruled]) == [ruled]
    doc = Doc(nlp.vocab, words="the Food and Drug Administration".split())
    tagged, ruled = Span(doc, 0, 5, label="ORG"), Span(doc, 3, 5, label="ORG")
    assert keep_joined_names([tagged], [ruled]) == [tagged]


def test_a_role_read_as_a_verb_between_names_is_a_plural_noun(nlp):
    doc = nlp("Norbank managers Anthony Walker and Ben Hart face charges. Tom Vale manages Safcom.")
    assert [(t.tag_, t.lemma_) for t in doc if t.lower_ in ("managers", "manages")] == [("NNS", "manager"),
                                                                                      ("VBZ", "manage")]


@pytest.mark.parametrize(("text", "noun", "name"), [
    ("A spokesman for Norbank Re, Ghana's third-largest insurance firm, estimated flood-related damage claims "
     "would be small.", "firm", "Re"),
])
def test_a_noun_phrase_between_commas_after_a_name_is_its_apposition(nlp, text, noun, name):
    token = next(t for t in nlp(text) if t.text == noun)
    assert (token.dep_, token.head.text) == ("appos", name)


@pytest.mark.parametrize(("text", "role", "employer"), [
    ('"Sales are strong," said Ben Hart, Kestrel Airlines senior vice president.', "president", "Airlines"),
    ("Ben Hart, Norbank senior vice president, said sales rose.", "president", "Norbank"),
])
def test_a_role_split_from_the_name_before_it_is_the_persons_apposition(nlp, text, role, employer):
    doc = nlp(text)
    noun, name = (next(t for t in doc if t.text == word) for word in (role, employer))
    assert (noun.dep_, noun.head.text, name.dep_, name.head.text) == ("appos", "Hart", "compound", role)


@pytest.mark.parametrize(("text", "role", "owned"), [
    ("Former U.S. ambassador to Kenya Tom Vale said so.", "ambassador", "Kenya"),
    ("Former director of Norbank Tom Vale said so.", "director", "Norbank"),
])
def test_a_name_hung_on_a_roles_preposition_heads_the_role(nlp, text, role, owned):
    doc = nlp(text)
    noun, name, place = (next(t for t in doc if t.text == word) for word in (role, "Vale", owned))
    assert (noun.dep_, noun.head.text, name.dep_, place.dep_, place.head.head.text) == (
        "compound", "Vale", "nsubj", "pobj", role)


def test_a_name_after_a_preposition_of_no_role_keeps_its_parse(nlp):
    doc = nlp("He wrote a letter to Kenya Tom Vale.")
    assert next(t for t in doc if t.text == "letter").dep_ != "compound"


@pytest.mark.parametrize("text", [
    "In Leeds, the mayor, Tom Vale, said no.",
    "In Kenya, farmers said the rains came late.",
])
def test_a_clause_after_a_name_keeps_its_parse(nlp, text):
    doc = nlp(text)
    assert not any(t.dep_ == "appos" and t.head.ent_type_ in ("GPE", "LOC") for t in doc)


@pytest.mark.parametrize("text, expected", [
    ("Kestrel Intl. bought Norbank for $2 billion.", "Kestrel Intl."),
    ("Ann Cole, a professor at Dunmore Univ., led the study.", "Dunmore Univ."),
    ("Soldiers at Ft. Dunmore were told to stay home.", "Ft. Dunmore"),
])
def test_an_abbreviation_keeps_its_period_inside_a_name(nlp, text, expected):
    assert expected in {e.text.removeprefix("the ") for e in nlp(text).ents}

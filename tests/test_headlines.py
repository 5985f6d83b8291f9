"""A title-case headline read again in sentence case: its words, its names and its relations at the article's
offsets, in the headline's tense."""

from __future__ import annotations

import pytest

from kg.headlines import mark_headline, read_headlines
from kg.parse import parse
from kg.pipeline import extractor_for, process
from kg.records import Document
from kg.relations.mood import mood

BODY = ("Tom Vale, the chief executive of Kestrel Airways, resigned on Monday after the carrier's planned merger with "
        "Norbank fell apart, the Tulsa airline said in a statement. Ann Cole will run Kestrel Airways for now.")


def _parsed(nlp, text: str):
    document = Document(id="d", text=text, source="<test>")
    [(_, doc)] = list(parse(nlp, [document]))
    return document, doc


@pytest.mark.parametrize("headline, cased", [
    # names the body writes capitalised stay, the rest is lower-cased
    ("Kestrel Airways Chief Tom Vale Quits After Norbank Deal Collapses",
     "Kestrel Airways chief Tom Vale quits after Norbank deal collapses"),
    # acronyms, letters, known places and peoples keep their capitals
    ("KTF Plan B Leaves Kenya And Tulsa Fans With Kenyan Rivals",
     "KTF plan B leaves Kenya and Tulsa fans with Kenyan rivals"),
    # an article before a word does not
    ("Tom Vale Gets A Second Chance At Norbank", "Tom Vale gets a second chance at Norbank"),
])
def test_sentence_case(nlp, headline, cased):
    _, doc = _parsed(nlp, headline + "\n\n" + BODY)
    [reading] = read_headlines(doc, nlp=nlp)
    assert (reading.start, reading.end, reading.parse.text) == (0, len(headline), cased)


@pytest.mark.parametrize("text", [
    # a headline in sentence case is read as it stands
    "Tom Vale quits Kestrel Airways\n\n" + BODY,
    # so is a document that is all headline
    "Tom Vale Quits Kestrel Airways After Norbank Deal Collapses",
])
def test_no_reading(nlp, text):
    _, doc = _parsed(nlp, text)
    assert read_headlines(doc, nlp=nlp) == ()


def headline_relations_of(nlp, headline: str, body: str) -> set[tuple[str, str, str]]:
    """The relations the article's run states from its headline, checking the provenance of those read again."""
    document, doc = _parsed(nlp, headline + "\n\n" + body)
    result = process(document, doc, extractor=extractor_for("rules"), nlp=nlp)
    found = set()
    for rel in result.relations:
        if rel.subject.start < len(headline) and rel.object.start < len(headline):
            for m in (rel.subject, rel.object):
                assert document.text[m.start:m.end] == m.text and m.sentence.start == 0
            found.add((rel.subject.text, rel.predicate, rel.object.text))
    return found


@pytest.mark.parametrize("headline, body, present, absent", [
    # a verb the title-case parse took for a name, read in sentence case
    ("Ann Cole Joins Norbank As Chief Economist",
     "Norbank has hired Ann Cole, a former Kestrel Airways analyst, to lead its research team in Tulsa, the bank "
     "said on Monday in a statement.",
     {("Ann Cole", "employedBy", "Norbank"), ("Ann Cole", "joined", "Norbank")}, set()),
    # a headline's present tells of an event done
    ("Kestrel Airways Sues Norbank Over Failed Merger",
     "Kestrel Airways has filed a lawsuit against Norbank in a Tulsa court, claiming the bank broke its promises "
     "during merger talks, its chairman Ben Hart said on Monday.",
     {("Kestrel Airways", "sued", "Norbank")}, {("Kestrel Airways", "sues", "Norbank")}),
    # in sentence case too, not in a state's verb
    ("Kestrel Airways sues Norbank over failed merger",
     "Kestrel Airways has filed a lawsuit against Norbank in a Tulsa court, claiming the bank broke its promises "
     "during merger talks, its chairman Ben Hart said on Monday.",
     {("Kestrel Airways", "sued", "Norbank")}, {("Kestrel Airways", "sues", "Norbank")}),
    # its infinitive of one to come: no fact
    ("Kestrel Airways To Buy Norbank Travel Unit",
     "Kestrel Airways said on Monday it had agreed to buy the travel unit of Norbank, ending months of talks "
     "between the two Tulsa firms.",
     set(), {("Kestrel Airways", "bought", "Norbank"), ("Kestrel Airways", "buys", "Norbank")}),
])
def test_headline_relations(nlp, headline, body, present, absent):
    found = headline_relations_of(nlp, headline, body)
    assert present <= found and not absent & found


@pytest.mark.parametrize("text, when", [
    ("Kestrel Airways sues Norbank\n\n" + BODY, "past"),  # a headline's event
    ("Kestrel Airways owns Norbank\n\n" + BODY, "present"),  # a headline's state
    ("Kestrel Airways sues Norbank.\n\n" + BODY, "present"),  # a sentence, no headline
    ("Kestrel Airways sues Norbank", "present"),  # nothing after it
    ("Kestrel Airways sues Norbank\nTom Vale said so. " + BODY, "past"),  # a line of its own, a capital after it
    ("Kestrel Airways sues Norbank whenever a deal fails\nand it has done so three times.", "present"),  # wrapped
])
def test_headline_tense(nlp, text, when):
    _, doc = _parsed(nlp, text)
    mark_headline(doc)
    assert mood(doc[2]) == when

"""Verbatim repeats of a document's names that no mention covers (kg.repeats): sentences of our own -> the
repeats that become mentions."""

from __future__ import annotations

import pytest

from kg.records import ORGANIZATION, PERSON, PLACE, WORK, Mention, Sentence
from kg.repeats import with_repeats


def _mention(doc, name: str, etype: str) -> Mention:
    """A mention of the first occurrence of ``name`` in ``doc``."""
    start = doc.text.index(name)
    span = doc.char_span(start, start + len(name))
    return Mention(doc_id="d", start=start, end=start + len(name), text=name, type=etype,
                   sentence=Sentence.of("d", span.sent))


@pytest.mark.parametrize("text, name, etype, added", [
    ("The milk firm Norbank grew fast. Police detained executives at Norbank on Monday.", "Norbank", ORGANIZATION, 1),
    ("Ann Cole spoke first. Later the board thanked Ann Cole warmly.", "Ann Cole", PERSON, 1),
    ("The band Kestrel split up. Fans of the group say Kestrel will return, and Kestrel agreed.",
     "Kestrel", ORGANIZATION, 2),
    ("The milk firm Norbank grew fast. Norbank denied it on Monday.", "Norbank", ORGANIZATION, 0),  # opens a sentence
    ('The milk firm Norbank grew fast. He said: "Norbank is fine."', "Norbank", ORGANIZATION, 0),  # opens a quote
    ("The firm Hope grew fast. Investors in Hope lost money and hope faded.", "Hope", ORGANIZATION, 0),  # a word
    ("The milk firm Norbank grew fast. Shares in Norbank Group fell.", "Norbank", ORGANIZATION, 0),  # a longer name
    ("The milk firm Norbank grew fast. A Norbank-led group fell.", "Norbank", ORGANIZATION, 0),  # a hyphen
    ("The game Varnell sold well. Many played Varnell 2 at home.", "Varnell", ORGANIZATION, 0),  # a model's number
    ("The league Varnell grew. Most Varnell clubs lost money.", "Varnell", ORGANIZATION, 0),  # describes a plural
    ("The town Dunmore grew. He starred in Day of the Dunmore last year.", "Dunmore", PLACE, 0),  # ends a title
    ("The Kenyans won easily. The crowd cheered the Kenyans loudly.", "Kenyans", ORGANIZATION, 0),  # a people
    ("The film Kestrel opened. Critics praised Kestrel on Monday.", "Kestrel", WORK, 0),  # a work's name
])
def test_an_uncovered_repeat_of_a_name_is_a_mention_of_its_type(nlp, text, name, etype, added):
    doc = nlp(text)
    first = _mention(doc, name, etype)
    found = [m for m in with_repeats(doc, (first,), doc_id="d") if m != first]
    assert [(m.text, m.type) for m in found] == [(name, etype)] * added
    assert all(doc.text[m.start:m.end] == name and m.start > first.start for m in found)


def test_a_name_with_two_types_in_a_document_is_not_repeated(nlp):
    doc = nlp("The firm Tulsa grew. Ben Hart left Tulsa. Later, executives at Tulsa were detained.")
    first, second = _mention(doc, "Tulsa", ORGANIZATION), _mention(doc, "Ben Hart", PERSON)
    other = Mention(doc_id="d", start=doc.text.index("Tulsa", first.end), end=doc.text.index("Tulsa", first.end) + 5,
                    text="Tulsa", type=PLACE, sentence=first.sentence)
    assert with_repeats(doc, (first, second, other), doc_id="d") == (first, second, other)

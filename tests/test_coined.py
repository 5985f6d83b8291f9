"""Organisations named by a coined word and business nouns (kg.coined): sentences of our own -> names added."""

from __future__ import annotations

import pytest

from kg.coined import with_coined


@pytest.mark.parametrize("text, tagged, expected", [
    # a coined word and two or more English nouns, untagged, name a firm or a body
    ("Tom Vale, founder, Varnell Capital Management, said so.", ("Tom Vale",), ["Varnell Capital Management"]),
    ("Investors include Norbank, Brantwick Wealth Partners and Safcom.", (), ["Brantwick Wealth Partners"]),
    # an event's or a place's last word, a run going on from a tagged name, or two words: no organisation
    ("He spoke at the Dunmore Film Festival on Friday.", (), []),
    ("Ann Cole won the Norbank Four World Cinema Award.", ("Norbank",), []),
    ("Tom Vale, founder, Varnell Capital, said so.", ("Tom Vale",), []),
    ("The pair won the Dunmore Song Contest on Friday.", (), []),
    ("A thrilling Test at Leeds Arms Park went to Kenya.", (), []),
    ("The High-Speed Varnell Packet Access network opened.", (), []),
    ("The Higher Education Minister, Tom Vale, said so.", ("Tom Vale",), []),  # an English first word: a title
])
def test_a_coined_word_and_nouns_name_an_organisation(nlp, text, tagged, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.text in tagged]  # the rest left untagged
    kept = {e.start for e in doc.ents}
    assert [e.text for e in with_coined(doc, list(doc.ents)) if e.start not in kept and e.label_ == "ORG"] == expected

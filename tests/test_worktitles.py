"""Untagged titles of works after the noun of their kind (kg.worktitles): sentences of our own -> names added."""

from __future__ import annotations

import pytest

from kg.worktitles import with_work_titles


@pytest.mark.parametrize("text, tagged, expected", [
    # the capitalised run after a singular noun of a work's kind, small words inside it
    ("Tom Vale directed the film Driftwood Over Kestrel last year.", ("Tom Vale",), ["Driftwood Over Kestrel"]),
    ("Ann Cole released the album Return of the Varnell in May.", ("Ann Cole",), ["Return of the Varnell"]),
    ("It was the 10th anniversary of the album Driftwood.", (), ["Driftwood"]),
    # "single" read as an adjective of the title, after a year
    ("Ann Cole rose to fame with the 1996 single Return of the Varnell.", ("Ann Cole",), ["Return of the Varnell"]),
    # a person's name, a run into a tagged name, a plural or capitalised noun, a possessive: nothing
    ("The film Tom Vale made was a hit.", ("Tom Vale",), []),
    ("He made the film Life with Tom Vale in 2003.", ("Tom Vale",), []),
    ("Ann Cole liked films Dawn and Dusk.", ("Ann Cole",), []),
    ("He loved the film Driftwood's music.", (), []),
    ("Not a single Kestrel worker was paid.", (), []),
    ("She sang the song You Know You're Wrong at the show.", (), []),
    ("It was the comedy Because of Kestrel-Varnell in 2005.", (), []),
    ("He sang the song Yeah! in Leeds.", ("Leeds",), ["Yeah"]),
])
def test_a_title_after_a_work_noun_is_a_work(nlp, text, tagged, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.text in tagged]  # the rest left untagged
    kept = {e.start for e in doc.ents}
    added = [e for e in with_work_titles(doc, list(doc.ents)) if e.start not in kept]
    assert [e.text for e in added if e.label_ == "WORK_OF_ART"] == expected

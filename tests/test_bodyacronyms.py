"""Untagged acronyms a body's context types (kg.bodyacronyms): sentences of our own -> names added."""

from __future__ import annotations

import pytest

from kg.bodyacronyms import with_body_acronyms


@pytest.mark.parametrize("text, tagged, expected", [
    # the subject of a body's verb, the agent of a passive, the object of "join", a spokesman's body
    ("The KTF said Tom Vale would miss the final.", ("Tom Vale",), ["KTF"]),
    ("Tom Vale was banned for six games by the KTF on Monday.", ("Tom Vale",), ["KTF"]),
    ("Tom Vale was fined by the Kenyan KTF last week.", ("Tom Vale",), ["Kenyan KTF"]),
    ("Ann Cole joined the KTF in 2001.", ("Ann Cole",), ["KTF"]),
    ("A KTF spokesman said Ann Cole had been cleared.", ("Ann Cole",), ["KTF"]),
    ("Ann Cole won her first KTF singles title in Leeds.", ("Ann Cole", "Leeds"), ["KTF"]),
    ("Ann Cole, playing in her first KTF final, lost.", ("Ann Cole",), ["KTF"]),
    ("Norbank sold the PC title in Leeds.", ("Norbank", "Leeds"), []),
    ("The band went on a UK tour in May.", (), []),
    # a person's title, a common thing's acronym, part of a longer name, no body's act: nothing
    ("The MP said Tom Vale was wrong.", ("Tom Vale",), []),
    ("The PM said Tom Vale was wrong.", ("Tom Vale",), []),
    ("The DA charged Tom Vale on Monday.", ("Tom Vale",), []),
    ("The school rose in the GCSE rankings in Leeds.", ("Leeds",), []),
    ("TV reported that Ann Cole had won.", ("Ann Cole",), []),
    ("Tom Vale said the KTF Cup final was close.", ("Tom Vale",), []),
    ("The KTF building in Leeds was sold.", ("Leeds",), []),
    ("Ann Cole was infected by HIV in 1999.", ("Ann Cole",), []),
    ("Joining the Norbank e-tron SUV, the new model will go on sale in Leeds.", ("Norbank", "Leeds"), []),
    ("Meanwhile, Kenya KTF spokesman Tom Vale welcomed the apology.", ("Kenya", "Tom Vale"), []),
])
def test_an_acronym_acting_as_a_body_is_an_organisation(nlp, text, tagged, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.text in tagged]  # the rest left untagged
    kept = {e.start for e in doc.ents}
    added = [e for e in with_body_acronyms(doc, list(doc.ents)) if e.start not in kept]
    assert [e.text for e in added if e.label_ == "ORG"] == expected

"""Products named by a model code (kg.codenames): sentences of our own -> names added."""

from __future__ import annotations

import pytest

from kg.codenames import with_codes


@pytest.mark.parametrize("text, tagged, expected", [
    # a code before a kind of product, after "the", a possessive or its maker
    ("Tom Vale unveiled the W800 phone at the fair.", ("Tom Vale",), ["W800"]),
    ("Norbank showed the SCH-V770 phone at the fair.", ("Norbank",), ["SCH-V770"]),
    ("Tom Vale unveiled the Norbank W800 phone.", ("Tom Vale", "Norbank"), ["W800"]),
    ("Norbank will test its 787 Kestrel aircraft in Kansas.", ("Norbank", "Kansas"), ["787 Kestrel"]),
    ("He printed it on an Epson R800 printer.", (), ["Epson R800"]),
    # a code right after its maker's name
    ("He sold his Norbank P900 last year.", ("Norbank",), ["P900"]),
    # a kind with "a", a generation, a unit, a medicine, a bare number or a lone code: no product
    ("Norbank sells a 3G phone and an MP3 phone.", ("Norbank",), []),
    ("Ann Cole wants the 3G phone and 8Mbps broadband.", ("Ann Cole",), []),
    ("Safcom tested the H1N1 vaccine in Ghana.", ("Safcom", "Ghana"), []),
    ("Norbank launched its 2005 phone in Leeds.", ("Norbank", "Leeds"), []),
    ("Norbank will show off the W800 at the fair.", ("Norbank",), []),
    ("Norbank A4 paper sold well.", ("Norbank",), []),
])
def test_a_model_code_names_a_product(nlp, text, tagged, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.text in tagged]  # the rest left untagged
    kept = {e.start for e in doc.ents}
    added = [e for e in with_codes(doc, list(doc.ents)) if e.start not in kept]
    assert [e.text for e in added if e.label_ == "PRODUCT"] == expected

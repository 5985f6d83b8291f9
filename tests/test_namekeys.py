"""The keys and acronyms names are compared by."""

from __future__ import annotations

import pytest

from kg.namekeys import (firm_stems, fold, initials, is_acronym, is_party_name, party_form, person_key, place_key,
                         shortens, spells, without_peer_place)


@pytest.mark.parametrize("name, expected", [
    ("K.C. Geological Survey", {"kcgs"}),
    ("The Morning Ledger", {"ml", "tml"}),
    # a small word's letter may count or not
    ("Department for Harbours and Ports", {"dhp", "dfhp", "dhap", "dfhap"}),
    ("Kestrel & Dunmore", {"kd", "k&d"}),
    ("Kestrel and", set()),  # a small word left at the end counts in no acronym
    # a short word in capitals gives all its letters
    ("BBC Three", {"bbct"}),
    # a company's suffix after three words may count or not; an abbreviation's dot is no acronym's
    ("Kestrel Varnell Dunmore Oil Corp.", {"kvdoc", "kvdo"}),
    ("Varnell Power Co.", {"vpc"}),
    ("U.A.E. Department of Fisheries", {"uaedf", "uaedof", "dof"}),  # a country's code may count or not
])
def test_initials(name, expected):
    assert initials(name) == expected


@pytest.mark.parametrize("acronym, name, expected", [
    # letters in order from inside the words, from the first word's first after a small word
    ("NBH", "Norbank Holdings", True),
    ("KVW", "the Kestrel and Varnell Workers Union", True),
    ("Kemex", "Kestrel Mercantile Exchange", True),
    ("VKE", "Kestrel Varnell Exchange", False),  # not from the first word
    ("Tulsa", "Leeds", False),  # letters the name has not
    ("norbank", "Norbank Holdings", False),  # no acronym's shape
    ("NH", "Norbank Holdings", False),  # two letters fit too many names
    # a last "L" of a "Limited" the name is written without
    ("KAL", "Kestrel Aeronautics", True),
    ("KAX", "Kestrel Aeronautics", False),  # no legal ending's letter
])
def test_an_acronym_may_spell_a_names_letters(acronym, name, expected):
    assert spells(acronym, name) is expected


@pytest.mark.parametrize("name, expected", [
    ("USGS", True), ("K.C.", True), ("DfHP", True), ("K&D", True), ("KT&V", True),
    ("Nato", False), ("Dunmore", False), ("McCall", False), ("&D", False), ("K&", False),
])
def test_is_acronym(name, expected):
    assert is_acronym(name) is expected


@pytest.mark.parametrize("name, expected", [
    ("Ft. Dunmore", "fort dunmore"),  # an abbreviation's spelling
    ("FT", "ft"),  # an acronym spells no abbreviation
])
def test_fold(name, expected):
    assert fold(name) == expected


@pytest.mark.parametrize("name, expected", [
    ("Holland", "netherlands"),  # a country's other name
    ("Mediterranean Sea", "mediterranean"),
    ("IN", "in"),  # a state's code, though some country's too
    ("I.N.", "in"),  # with dots too
    ("U.A.E.", "unitedarabemirates"),  # a country's initials with dots, as without them
    ("UAE", "unitedarabemirates"),
    ("K.C.", "kc"),  # no country's
    ("Tulsa", "tulsa"),
    ("Tulsa DC", "tulsa"),  # a capital's district code
    ("Tulsa D.C.", "tulsa"),
    ("DC", "dc"),  # the code alone
])
def test_place_key(name, expected):
    assert place_key(name) == expected


@pytest.mark.parametrize("short, full, expected", [
    ("Var Dems", "Varnell Democrats", True),  # clipped, a plural's "s" kept
    ("Brantwick Utd", "Brantwick United", True),  # some letters in order
    ("Fed", "Federal Harbour Board", True),  # one word's first three letters
    ("Brantwick City", "Brantwick United", False),
    ("Bran", "Brantwick University", False),  # a longer start is a word of its own
    ("Tom Vale", "Tom Vale", False),
    ("Harbour Cup", "Harbour Cups", False),  # a singular is no shortening
    ("Bank", "Kestrel Bank", False),
    ("LF Group", "Lanford Group", False),  # a word in capitals is an acronym, not a clipped word
])
def test_shortens(short, full, expected):
    assert shortens(short, full) is expected


@pytest.mark.parametrize("name, expected", [
    ("Norbank Sachs Group Inc.", ["Norbank Sachs Group", "Norbank Sachs"]),
    ("Wells Kestrel & Co.", ["Wells Kestrel"]),
    ("Safcom Networks Inc.", ["Safcom Networks"]),  # a word of trade stays
    ("Kestrel Life Investments", []),
    ("Kestrel Group", []),  # never below two words
])
def test_firm_stems(name, expected):
    assert firm_stems(name) == expected


@pytest.mark.parametrize("name, full, expected", [
    ("Varnell Conservative", "the Varnell Conservative Party", True),  # the party's adjective
    ("Socialists", "the Socialist Party", True),  # its members' noun in the plural
    ("Dunmore Democrat", "the Dunmore Democrats", True),  # a plural of two words is a full name too
    ("Varnell", "the Varnell Party", False),  # no party adjective's stem
    ("Kestrel Liberal", "the Varnell Liberal Party", False),  # another stem
    ("Varnell Liberal Party", "the Varnell Liberal Party", False),  # a full name is no form of another
    ("Varnell Liberal", "Varnell Liberal", False),  # nor a form of no party's full name
])
def test_party_form(name, full, expected):
    assert party_form(name, full) is expected


@pytest.mark.parametrize("name, expected", [
    ("the Varnell Party", True),
    ("Dunmore Liberal Democrats", True),  # a party adjective's plural
    ("Kestrel Greens", True),
    ("Norbank Holdings", False),  # a firm's plural: no party word
    ("Dunmore Rangers", False),  # a club's
    ("Greens", False),  # one word: a form, not a full name
])
def test_is_party_name(name, expected):
    assert is_party_name(name) is expected


@pytest.mark.parametrize("name, expected", [
    ("Lord Vale of Dunmore", "Lord Vale"),
    ("Baroness Cole of East Brantwick", "Baroness Cole"),
    ("Lord Vale", "Lord Vale"),
    ("Tom Vale of Dunmore", "Tom Vale of Dunmore"),  # no peer: left as written
])
def test_a_peers_place_is_no_part_of_the_name(name, expected):
    assert without_peer_place(name) == expected


def test_a_peer_with_the_place_of_the_title_keys_as_the_peer():
    assert person_key("Lord Vale of Dunmore") == person_key("Lord Vale") == ("lord", "vale")


@pytest.mark.parametrize(("name", "expected"), [
    ("Tory", True), ("Tories", True), ("Labour", True), ("Lib Dem", True), ("Lib Dems", True),
    ("Conservative", False), ("Tory Party", False), ("Tom Vale", False), ("Lib Dem Party", False),
])
def test_a_short_party_is_a_nickname_or_a_name_that_is_no_adjective(name, expected):
    from kg.namekeys import is_short_party

    assert is_short_party(name) is expected

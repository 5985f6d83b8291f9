"""Parent companies (kg.relations.rules.parents): sentence -> the memberships read."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import statuses, triples


@pytest.mark.parametrize("text, expected", [
    # the parent set off after the part's name, or the part's name after "of"
    ("Safcom's parent company, the Leeds-based Kestrel Group, is suing the state.",
     ("Safcom", "memberOf", "Kestrel Group")),
    ("A spokesman for Norbank, parent company of Safcom Bank, said it will not recall any cars.",
     ("Safcom Bank", "memberOf", "Norbank")),
    ("Norbank is the parent of Safcom.", ("Safcom", "memberOf", "Norbank")),
    # the parent's name right after "parent", the part its owner
    ("Quorvant Airlines' parent Norbank reported a loss of $387m.", ("Quorvant Airlines", "memberOf", "Norbank")),
    # "its" stands for the organisation the clause is about
    ("It would see Safcom competing with its parent company Norbank.", ("Safcom", "memberOf", "Norbank")),
    ("Safcom said its parent, Norbank, would pay.", ("Safcom", "memberOf", "Norbank")),
])
def test_a_parent_named_beside_its_part_owns_it(text, expected):
    assert expected in triples(text)


def test_every_parent_of_a_list_but_an_added_item():
    found = triples("The coupon went to Safcom's parent companies Norbank and Kestrel Holdings plus the Varnell "
                    "Channel.")
    assert {t for t in found if t[1] == "memberOf"} == {("Safcom", "memberOf", "Norbank"),
                                                         ("Safcom", "memberOf", "Kestrel Holdings")}


@pytest.mark.parametrize("text", [
    "Profits fell at parent Norbank.",  # no part named
    "Safcom's parents were furious.",  # people, no organisation
    "The tax will be charged on the parent.",
])
def test_a_parent_without_both_organisations_gives_nothing(text):
    assert not {t for t in triples(text) if t[1] == "memberOf"}


def test_a_former_parent_gives_a_former_membership():
    assert ("Safcom", "memberOf", "Norbank", "former") in statuses("Safcom's former parent, Norbank, sued it.")

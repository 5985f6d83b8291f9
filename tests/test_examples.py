"""Roles given by examples: sentence -> the plural role a list of names exemplifies, and its group's adjectives."""

from __future__ import annotations

import pytest

from kg.examples import exemplified_roles, group_adjectives


@pytest.mark.parametrize("text, role, adjectives", [
    ("Safcom executives such as Tom Vale and Ann Cole met in Tulsa.", "executives", []),
    ("The talks drew leaders like Tom Vale, Ann Cole and Ben Hart.", "leaders", []),
    ("The foreign ministers including Tom Vale met in Tulsa.", "ministers", []),  # "foreign" is the post's
    ("Other famous actors like Tom Vale and Ann Cole attended.", "actors", ["Other", "famous"]),
    ("A lawyer like Tom Vale would know.", None, []),  # a likeness, not an example of a group
])
def test_role_a_list_of_names_exemplifies(nlp, text, role, adjectives):
    doc = nlp(text)
    found = exemplified_roles(next(t for t in doc if t.text == "Vale"))
    assert [r.text for r in found] == ([role] if role else [])
    assert [doc[i].text for r in found for i in sorted(group_adjectives(r))] == adjectives

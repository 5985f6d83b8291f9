"""JSON export: a fact's status and each evidence's status and role title."""

from __future__ import annotations

import kg
from kg.export.json import to_json


def test_fact_and_evidence_carry_status_and_title():
    data = to_json(kg.extract("Ann Cole, the incoming chairman of Brightwater Holdings, said so."))
    fact = next(f for f in data["facts"] if f["predicate"] == "leads")
    assert fact["status"] == "future"
    assert [(ev["status"], ev["title"]) for ev in fact["evidence"]] == [("future", "chairman")]

"""``training.standoff``: stand-off records checked against their text and written as a news set."""

from __future__ import annotations

import json

import pytest

from training.standoff import main, problems, to_gold

TEXT = "Norbank named Ann Cole its chief executive. Cole, 52, lives in Dunmore. Norbank did not buy Safcom."
RECORD = {
    "doc": "business/001",
    "entities": [{"id": "e1", "type": "Organization", "mentions": [[0, 7], [72, 79]]},
                 {"id": "e2", "type": "Person", "mentions": [[14, 22], [44, 48]]},
                 {"id": "e3", "type": "Place", "mentions": [[63, 70]]},
                 {"id": "e4", "type": "Organization", "mentions": [[92, 98]]}],
    "relations": [{"s": "e2", "p": ["leads", "employedBy"], "o": "e1", "status": "current", "kind": "required",
                   "evidence": [[0, 43]]},
                  {"s": "e2", "p": ["livesIn"], "o": "e3", "status": "current", "kind": "required",
                   "evidence": [[44, 71]]},
                  {"s": "e4", "p": ["memberOf"], "o": "e1", "status": "unknown", "kind": "forbidden",
                   "evidence": [[72, 99]]}],
    "titles": [{"e": "e2", "spans": [[27, 42]]}],
}


def test_a_record_becomes_gold_with_names_and_quotes_sliced_from_the_text():
    gold = to_gold([RECORD], {"business/001": TEXT})
    assert gold["docs"] == ["business-001"]
    assert gold["entities"]["anncole"] == {"type": "Person", "names": ["ann cole", "cole"],
                                           "must": ["ann cole", "cole"], "docs": ["business-001"]}
    [leads, lives] = gold["relations_required"]
    assert (leads["s"], leads["p"], leads["o"]) == ("anncole", ["leads", "employedBy"], "norbank")
    assert leads["evidence"] == [{"doc": "business-001", "quote": "Norbank named Ann Cole its chief executive."}]
    assert (lives["o"], gold["relations_forbidden"][0]["p_regex"]) == ("dunmore", "memberOf")
    assert gold["titles"] == [{"e": "anncole", "any": ["chief executive"]}]


def test_one_name_of_two_types_in_two_documents_is_two_entities():
    other = {"doc": "tech/002", "entities": [{"id": "e1", "type": "Place", "mentions": [[0, 7]]}],
             "relations": [], "titles": []}
    gold = to_gold([RECORD, other], {"business/001": TEXT, "tech/002": "Norbank is a small town."})
    assert gold["entities"]["norbank"]["type"] == "Organization"
    assert gold["entities"]["norbanktech002"]["type"] == "Place"


@pytest.mark.parametrize("change, expected", [
    (lambda r: r["entities"][0].update(type="Company"), "entity e1"),
    (lambda r: r["entities"][1]["mentions"].append([13, 22]), "entity e2"),  # a span with a space at its start
    (lambda r: r["relations"][0].update(p=["owns"]), "relation e2-owns-e1"),
    (lambda r: r["titles"][0].update(e="e9"), "title of e9"),
])
def test_a_bad_label_or_span_is_named(change, expected):
    record = json.loads(json.dumps(RECORD))
    change(record)
    assert problems(record, TEXT) == [f"business/001: {expected}"]
    assert problems(RECORD, TEXT) == []


def test_the_command_writes_the_set_or_names_each_problem(tmp_path, capsys):
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text(json.dumps({"id": "business/001", "text": TEXT}) + "\n")
    records = tmp_path / "records.jsonl"
    records.write_text(json.dumps(RECORD) + "\n")
    out = tmp_path / "set"
    assert main(["--records", str(records), "--corpus", str(corpus), "--out", str(out)]) == 0
    assert (out / "text" / "business-001.txt").read_text() == TEXT
    assert json.loads((out / "gold.json").read_text())["docs"] == ["business-001"]
    bad = json.loads(json.dumps(RECORD))
    bad["entities"][0]["type"] = "Company"
    records.write_text(json.dumps(bad) + "\n")
    assert main(["--records", str(records), "--corpus", str(corpus), "--out", str(tmp_path / "x")]) == 1
    assert capsys.readouterr().err.strip() == f"error: {records}: business/001: entity e1"
    assert not (tmp_path / "x").exists()

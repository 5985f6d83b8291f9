"""FollowTheMoney export: every entity valid in the followthemoney model, the ftm tools read the file,
and the seeds' employment, directorship and open link are there with their sentences as proof."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

followthemoney = pytest.importorskip("followthemoney")
from followthemoney import model, registry  # noqa: E402

import kg  # noqa: E402
from kg.commands.build import formats  # noqa: E402
from kg.export.ftm import ftm_bytes, ftm_id, org_schema, verb_role  # noqa: E402
from tests.conftest import SEEDS, SHARED  # noqa: E402

NEWSDEV = SHARED / "data" / "newsdev" / "text"
FTM = Path(sys.executable).parent / "ftm"
RECORD_ID = re.compile(r"^(?P<doc>.+):(?P<start>\d+)-(?P<end>\d+)$")


def entities(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def check_valid(data: list[dict], graph) -> None:
    """Every entity valid in the model; references resolve; link provenance points at the sentence."""
    ids = [d["id"] for d in data]
    assert len(ids) == len(set(ids))
    by_id = {d["id"]: d for d in data}
    texts = {d.id: d.text for d in graph.documents}
    for d in data:
        schema = model.get(d["schema"])
        assert schema is not None and not schema.abstract, d
        assert registry.entity.REGEX.match(d["id"]), d["id"]
        assert set(d["properties"]) <= set(schema.properties), d
        assert all(d["properties"].get(name) for name in schema.required), d
        assert schema.validate(d) is None
        # The model's own cleaning keeps every value as written: nothing invalid was let through.
        reparsed = model.get_proxy(d, cleaned=False).to_dict()["properties"]
        assert {p: sorted(v) for p, v in reparsed.items()} == d["properties"], d
        for name, values in d["properties"].items():
            prop = schema.properties[name]
            if prop.type == registry.entity:
                for value in values:
                    assert value in by_id and model.get(by_id[value]["schema"]).is_a(prop.range), (d, name)
        if schema.edge:
            props = d["properties"]
            assert len(props["proof"]) == len(props["summary"]) == len(props["recordId"]) == 1, d
            assert by_id[props["proof"][0]]["schema"] == "Article"
            where = RECORD_ID.match(props["recordId"][0])
            assert texts[where["doc"]][int(where["start"]):int(where["end"])] == props["summary"][0]
            if props.get("role") == ["said about"]:
                assert re.fullmatch(r"(quoted|reported), cue '[^']+'(, hedged)?", props["description"][0])
            else:
                assert re.fullmatch(r"\S+, confidence [0-9.]+(, said by .+)?", props["description"][0])


@pytest.fixture(scope="module")
def seed_ftm(seed_formats_out) -> Path:
    return seed_formats_out / "graph.ftm.json"


def test_every_seed_entity_validates(seed_ftm, seed_graph):
    data = entities(seed_ftm)
    check_valid(data, seed_graph)
    schemata = {d["schema"] for d in data}
    assert {"Article", "Person", "PublicBody", "Address", "Employment", "Directorship", "UnknownLink"} <= schemata


def _links(data: list[dict], schema: str, source: str, target: str) -> list[tuple[str, str, dict]]:
    name = {d["id"]: (d["properties"].get("name") or d["properties"].get("full"))[0] for d in data
            if "name" in d["properties"] or "full" in d["properties"]}
    return [(name[d["properties"][source][0]], name[d["properties"][target][0]], d["properties"])
            for d in data if d["schema"] == schema]


@pytest.mark.parametrize("schema, source, target, subject, obj, role", [
    ("Employment", "employee", "employer", "Scot Peterson", "Broward County Sheriff's Office", "deputy"),
    ("Directorship", "director", "organization", "Anthony Pustizzi", "Coral Springs Police Department",
     "police chief"),
    ("UnknownLink", "subject", "object", "Mike Goodrum", "Scott Israel", "confronted"),
])
def test_seed_links_with_their_sentences(seed_ftm, seed_graph, schema, source, target, subject, obj, role):
    data = entities(seed_ftm)
    found = [props for s, o, props in _links(data, schema, source, target)
             if (s, o) == (subject, obj) and props["role"] != ["said about"]]
    label = {e.id: e.label for e in seed_graph.entities}
    sentences = {rel.sentence.text.strip() for f in seed_graph.facts for rel in f.evidence
                 if (label[f.subject], label[f.object]) == (subject, obj)}
    assert found and len(found) <= len(sentences)
    for props in found:
        assert props["role"] == [role]
        assert props["summary"][0] in sentences
        assert props["proof"][0].startswith("kg-doc-")


def test_what_a_source_said_is_a_note_and_links_to_whom_it_names(seed_ftm, seed_graph):
    data = entities(seed_ftm)
    said = [(s, o, props) for s, o, props in _links(data, "UnknownLink", "subject", "object")
            if props["role"] == ["said about"]]
    quotes = {c.content.strip() for c in seed_graph.claims_by(seed_graph.entity("Mike Goodrum").id)}
    assert any((s, o) == ("Mike Goodrum", "Scott Israel") and props["summary"][0] in quotes for s, o, props in said)
    goodrum = next(d["id"] for d in data if d["properties"].get("name") == ["Mike Goodrum"])
    notes = [d["properties"] for d in data if d["schema"] == "Note" and d["properties"]["entity"] == [goodrum]]
    assert notes and {n["description"][0] for n in notes} <= quotes
    # A relation read inside a quotation names who said it.
    assert any(", said by " in d["properties"]["description"][0] for d in data if model.get(d["schema"]).edge)


def test_employer_is_a_public_body_and_places_are_addresses(seed_ftm):
    data = {d["properties"].get("name", d["properties"].get("full", [""]))[0]: d for d in entities(seed_ftm)}
    assert data["Broward County Sheriff's Office"]["schema"] == "PublicBody"
    assert data["Florida"]["schema"] == "Address"
    assert data["Florida"]["properties"]["country"] == ["us"]
    assert "deputy" in data["Scot Peterson"]["properties"]["position"]


def test_ftm_tools_read_the_file(seed_ftm, tmp_path):
    aggregated = tmp_path / "aggregated.json"
    subprocess.run([str(FTM), "aggregate", "-i", str(seed_ftm), "-o", str(aggregated)], check=True)
    assert len(entities(aggregated)) == len(entities(seed_ftm))
    cypher = tmp_path / "graph.cypher"
    subprocess.run([str(FTM), "export-cypher", "-i", str(seed_ftm), "-o", str(cypher)], check=True)
    text = cypher.read_text(encoding="utf-8")
    assert all(f"[:{edge} {{ role: " in text for edge in ("EMPLOYMENT", "DIRECTORSHIP", "UNKNOWNLINK"))
    validated = tmp_path / "validated.json"
    subprocess.run([str(FTM), "validate", "-i", str(seed_ftm), "-o", str(validated)], check=True)
    assert len(entities(validated)) == len(entities(seed_ftm))


def test_ids_come_from_iris_and_the_file_is_deterministic(seed_graph):
    assert ftm_bytes(seed_graph) == ftm_bytes(kg.build([SEEDS]))
    other = kg.build([SEEDS], base="https://example.org/news/")
    assert not {json.loads(line)["id"] for line in ftm_bytes(other).splitlines()} & {
        json.loads(line)["id"] for line in ftm_bytes(seed_graph).splitlines()}
    assert ftm_id("https://example.org/kg/entity/ana-ruiz").startswith("kg-entity-ana-ruiz-")
    assert registry.entity.REGEX.match(ftm_id("urn:x:kg#entity/caf\u00e9_x"))


@pytest.mark.parametrize("name, roles, expected", [
    ("Acme Holdings Ltd", set(), "Company"),
    ("Norddeutsche Werke GmbH", set(), "Company"),
    ("Globex Corporation", set(), "Company"),
    ("Springfield Fire Department", set(), "PublicBody"),
    ("Ministry of Fisheries", set(), "PublicBody"),
    ("Elmwood Teachers Association", {"union official"}, "Organization"),
    ("Northwind", {"chief executive"}, "Company"),
    ("Lakeside", {"mayor"}, "PublicBody"),
    ("Office Supplies Warehouse", set(), "Organization"),
])
def test_org_schema(name, roles, expected):
    assert org_schema(name, roles) == expected


@pytest.mark.parametrize("predicate, role", [("confronted", "confronted"), ("metWith", "met with")])
def test_verb_role(predicate, role):
    assert verb_role(predicate) == role


def test_unknown_or_missing_format_is_refused(monkeypatch):
    import argparse
    import importlib.util

    with pytest.raises(argparse.ArgumentTypeError, match="unknown format 'xml'"):
        formats("nt,xml")
    assert formats("ftm.gz, nt") == ("ftm.gz", "nt")
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(argparse.ArgumentTypeError, match=r"pip install -e '\.\[ftm\]'"):
        formats("ftm")


@pytest.mark.skipif(not NEWSDEV.is_dir(), reason="../shared/data/newsdev is not beside the repository")
def test_every_newsdev_entity_validates(tmp_path):
    graph = kg.build([NEWSDEV])
    path = tmp_path / "newsdev.ftm.json"
    graph.write_ftm(path)
    data = entities(path)
    check_valid(data, graph)
    assert sum(model.get(d["schema"]).edge for d in data) > 50


def test_article_metadata_is_mapped():
    from kg.export.ftm import _article
    from kg.records import Document

    page = Document(id="p1", text="", source="pages/p1.html", title="A headline", url="https://news.example/a",
                    date="2024-03-02", site="The Example Ledger", authors=("Ana Ruiz",), language="en")
    props = _article(page, "https://example.org/kg/", {"peopleMentioned": ["Ana Ruiz"]}).to_dict()["properties"]
    assert props["publisher"] == ["The Example Ledger"] and props["author"] == ["Ana Ruiz"]
    assert props["language"] == ["eng"] and props["publishedAt"] == ["2024-03-02"]
    assert props["sourceUrl"] == ["https://news.example/a"] and props["fileName"] == ["p1.html"]

"""Hostile input end to end: bad files beside the seeds, and names that try to break every export."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import igraph
import networkx as nx
import pyoxigraph
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rdflib import Graph
from rdflib.namespace import RDFS

from kg.cli import main
from kg.export.graphml import graphml_bytes
from kg.export.json import json_bytes, to_json
from kg.export.rdf import turtle_bytes
from kg.graph import KnowledgeGraph
from kg.records import PERSON, Document, Entity, Fact, Mention, Relation, Sentence
from kg.vocab import slugify
from kg.xmltext import xml_safe
from tests.conftest import ROOT, SEEDS
from tests.test_load import PNG
from tests.test_vocab import HOSTILE, TEXT

# Made-up people and places (none of them in the seeds), written to provoke every export.
MADE_UP = (
    'Dr. Amira "The <Hammer>" Haddad, chief executive of Zarnova & Sons Holdings, met Velko O\'Brien-Qadir '
    "in Port Eskel on Tuesday. O'Brien-Qadir said the deal was \\final\\ \U0001F600.\n\n"
    "Haddad told reporters in Port Eskel that Zarnova & Sons Holdings would hire 40 people. "
    "\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627 \u202eTIAW\u202c\x07\x1b tab\there."
)


def xml_text(text: str) -> str:
    """What an XML reader gives back for ``text`` written as element content."""
    return xml_safe(text).replace("\r\n", "\n").replace("\r", "\n")


def outputs_are_valid(out: Path) -> dict:
    """Parse every output of a build with two independent readers each; return the JSON."""
    ttl = (out / "graph.ttl").read_bytes()
    rdf = Graph().parse(data=ttl, format="turtle")
    store = pyoxigraph.Store()
    store.load(ttl, format=pyoxigraph.RdfFormat.TURTLE)
    assert len(rdf) == len(store) > 0
    data = json.loads((out / "graph.json").read_bytes().decode("utf-8"))
    by_networkx = nx.read_graphml(out / "graph.graphml")
    by_igraph = igraph.Graph.Read_GraphML(str(out / "graph.graphml"))
    assert by_networkx.number_of_nodes() == by_igraph.vcount() == len(data["entities"])
    said_about = {(a["speaker"], about) for a in data["attributions"] if a["speaker"] for about in a["about"]}
    assert by_networkx.number_of_edges() == by_igraph.ecount() == len(data["facts"]) + len(said_about)
    assert sorted(by_igraph.vs["label"]) == sorted(label for _, label in by_networkx.nodes(data="label"))
    return data


def seed_part(data: dict, seed_ids: set[str]) -> tuple[list, list]:
    """Entities and facts of a graph's JSON that touch a seed document."""
    entities = [e for e in data["entities"] if seed_ids & set(e["documents"])]
    facts = [f for f in data["facts"] if seed_ids & set(f["documents"])]
    return entities, facts


def bad_corpus(root: Path) -> dict[str, str]:
    """Write a directory of every kind of bad input; return file name -> what the warning must say."""
    root.mkdir()
    (root / "empty.txt").write_bytes(b"")
    (root / "blank.md").write_bytes(b" \n\t\r\n ")
    (root / "nul.txt").write_bytes(b"Velma Qortis\x00\x00\x01 binary")
    (root / "image.png").write_bytes(PNG)
    (root / "image-named.txt").write_bytes(PNG)
    (root / "windows.txt").write_bytes("\u201cVelma Qortis\u201d \u2013 caf\u00e9 owner in Zarnova.".encode("cp1252"))
    (root / "latin.txt").write_bytes(b"Orla Venn visited M\xfcnster \x81 on Friday.")
    (root / "bom.txt").write_bytes("\ufeffOrla Venn opened a bakery in Kestrel Bay.".encode("utf-8"))
    (root / "huge.txt").write_bytes(b"Velma " * (10 * 1024 * 1024 // 6))
    (root / "page.html").write_text(
        "<html><head><title>Q &amp; A</title><style>p {}</style><script>alert('<p>x</p>')</script></head>"
        "<body><p>Ilsa Marrow &amp; Teodor Vance met in Rellport.</p></body></html>")
    (root / "feed.jsonl").write_text("\n".join([
        "{broken", '{"title": "no text"}', '{"text": 17}',
        json.dumps({"id": "feed <1> \"x\" {|^`\\}\n", "text": "Brannock Ellery praised Ossian Vale."})]) + "\n")
    (root / "notes.docx").write_bytes(b"PK\x03\x04")
    (root / "secret.txt").write_text("Unreadable text about Oona Pell.")
    os.mkfifo(root / "pipe.txt")
    (root / "gone.txt").symlink_to(root / "no-such-target")
    shutil.copy(next(SEEDS.glob("*.txt")), root / "copy-of-seed.txt")
    return {"empty.txt": "empty", "blank.md": "empty", "nul.txt": "binary", "image.png": "unsupported",
            "image-named.txt": "binary", "windows.txt": "cp1252", "latin.txt": "latin-1", "huge.txt": "too long",
            "feed.jsonl:1": "malformed", "feed.jsonl:2": "no 'text'", "feed.jsonl:3": "not a string",
            "notes.docx": "unsupported", "secret.txt": "permission denied", "pipe.txt": "not a regular file",
            "gone.txt": "broken symbolic link", "copy-of-seed.txt": "duplicate"}


def test_bad_inputs_beside_seeds_leave_the_seed_graph_alone(tmp_path, monkeypatch, capsys, seed_graph):
    bad = tmp_path / "bad"
    expected = bad_corpus(bad)
    real = Path.read_bytes
    # Tests run as root, who can read a chmod 000 file: simulate the permission error.
    monkeypatch.setattr(Path, "read_bytes", lambda self: (_ for _ in ()).throw(
        PermissionError(13, "Permission denied")) if self.name == "secret.txt" else real(self))
    out = tmp_path / "out"
    assert main(["build", str(SEEDS), str(bad), str(tmp_path / "missing"), "--out", str(out), "--no-cache"]) == 0
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    warnings = [line for line in captured.err.splitlines() if line.startswith("warning: ")]
    expected[str(tmp_path / "missing")] = "no such file"
    for name, reason in expected.items():
        hits = [w for w in warnings if f"{name}: " in w]
        assert len(hits) == 1 and reason in hits[0], (name, hits)
    assert len(warnings) == len(expected)
    skipped = sum("skipped" in w for w in warnings)
    assert f"{skipped} skipped" in captured.out and skipped == len(expected) - 2

    data = outputs_are_valid(out)
    seed_ids = {d.id for d in seed_graph.documents}
    assert seed_part(data, seed_ids) == seed_part(to_json(seed_graph), seed_ids)
    assert {d["id"] for d in data["documents"]} - seed_ids == {"windows", "latin", "bom", "page",
                                                               "feed <1> \"x\" {|^`\\}"}
    text = json.dumps(data)
    assert "alert" not in text and "Unreadable" not in text and "Oona" not in text


def test_strict_and_nothing_built_exit_codes(tmp_path, capsys):
    (tmp_path / "good.txt").write_text("Orla Venn opened a bakery in Kestrel Bay.")
    (tmp_path / "empty.txt").write_text("")
    assert main(["build", str(tmp_path), "--out", str(tmp_path / "o1"), "--no-cache", "--quiet"]) == 0
    assert main(["build", str(tmp_path), "--out", str(tmp_path / "o2"), "--no-cache", "--strict"]) == 1
    assert (tmp_path / "o2" / "graph.json").is_file()  # strict still writes what it built
    assert main(["build", str(tmp_path / "empty.txt"), "--out", str(tmp_path / "o3")]) == 1
    assert not (tmp_path / "o3").exists()
    assert "Traceback" not in capsys.readouterr().err


def test_unwritable_output_and_bad_base_are_one_line_errors(tmp_path, capsys):
    (tmp_path / "a.txt").write_text("Orla Venn opened a bakery in Kestrel Bay.")
    (tmp_path / "file").write_text("")
    assert main(["build", str(tmp_path / "a.txt"), "--out", str(tmp_path / "file"), "--no-cache"]) == 1
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == f"kg build: error: --out {tmp_path / 'file'}: not a directory; nothing was written"
    assert "Traceback" not in err
    with pytest.raises(SystemExit) as usage:
        main(["build", str(tmp_path / "a.txt"), "--out", str(tmp_path / "o"), "--base", "http://x y/"])
    assert usage.value.code == 2 and "absolute URI" in capsys.readouterr().err


def test_made_up_hostile_text_end_to_end(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "story.txt").write_text(MADE_UP)
    (corpus / "page.html").write_text(f"<title>{HOSTILE[0]}</title><p>{MADE_UP.replace('&', '&amp;')}</p>")
    (corpus / "feed.jsonl").write_text(json.dumps({"id": HOSTILE[0], "title": HOSTILE[2], "url": HOSTILE[10],
                                                   "text": MADE_UP + "\n" + " ".join(HOSTILE[:7])}) + "\n")
    out = tmp_path / "out"
    assert main(["build", str(corpus), "--out", str(out), "--no-cache", "--quiet"]) == 0
    data = outputs_are_valid(out)
    labels = {e["label"] for e in data["entities"]}
    assert "Port Eskel" in labels and any(set(label) & set("'&\"<>") for label in labels)
    assert data["facts"] and all(f["evidence"] for f in data["facts"])
    assert {d["id"] for d in data["documents"]} == {"story", "page", HOSTILE[0]}


def hostile_graph(labels: list[str]) -> KnowledgeGraph:
    """A graph made directly from records: one document naming every label, a fact between neighbours."""
    labels = [label or "?" for label in labels]
    text = " | ".join(labels)
    sentence = Sentence(labels[0], 0, len(text), text)
    mentions, start = [], 0
    for label in labels:
        mentions.append(Mention(labels[0], start, start + len(label), label, PERSON, sentence))
        start += len(label) + 3
    ids: list[str] = []
    for label in labels:
        slug = slugify(label)
        ids.append(slug if slug not in ids else f"{slug}-{len(ids)}")
    entities = tuple(Entity(i, label, PERSON, (label + "\n<alias>",), (label.lower(),), 1, (labels[0],))
                     for i, label in zip(ids, labels))
    facts = tuple(Fact(s, "confronted", o, (Relation(ms, "confronted", mo, 0.5, f"rule:{ls}"),))
                  for s, o, ms, mo, ls in zip(ids, ids[1:], mentions, mentions[1:], labels))
    document = Document(labels[0], text, f"<{labels[0]}>", title=labels[-1], url=labels[0])
    return KnowledgeGraph((document,), tuple(sorted(entities, key=lambda e: e.id)),
                          tuple(sorted(facts, key=lambda f: (f.subject, f.predicate, f.object))))


@settings(max_examples=40, deadline=None)
@given(st.lists(TEXT, min_size=2, max_size=5))
def test_any_labels_give_valid_turtle_graphml_and_json(tmp_path_factory, labels):
    graph = hostile_graph(labels)
    out = tmp_path_factory.mktemp("hostile")
    (out / "graph.ttl").write_bytes(turtle_bytes(graph))
    (out / "graph.graphml").write_bytes(graphml_bytes(graph))
    (out / "graph.json").write_bytes(json_bytes(graph))
    data = outputs_are_valid(out)
    rdf_labels = {str(o) for o in Graph().parse(out / "graph.ttl").objects(None, RDFS.label)}
    assert rdf_labels == {xml_safe(e.label) for e in graph.entities}
    graphml_labels = {label for _, label in nx.read_graphml(out / "graph.graphml").nodes(data="label")}
    assert graphml_labels == {xml_text(e.label) for e in graph.entities}
    encodable = {re.sub("[\ud800-\udfff]", " ", e.label) for e in graph.entities}
    assert {e["label"] for e in data["entities"]} == encodable
    assert len(data["facts"]) == len(graph.facts)


@pytest.mark.parametrize("name", HOSTILE)
def test_each_hostile_name_in_every_export(tmp_path, name):
    graph = hostile_graph([name, name + " Jr.", "Plain Name"])
    graph.write_turtle(tmp_path / "graph.ttl")
    graph.write_graphml(tmp_path / "graph.graphml")
    graph.write_json(tmp_path / "graph.json")
    assert len(outputs_are_valid(tmp_path)["entities"]) == 3


def test_two_separate_builds_are_byte_identical(tmp_path, seed_out):
    # Another process with another hash seed: set and dict order cannot leak into the output.
    out = tmp_path / "again"
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    subprocess.run([sys.executable, "-m", "kg.cli", "build", str(SEEDS), "--out", str(out), "--no-cache",
                    "--quiet"], check=True, env=env, cwd=ROOT)
    for name in ("graph.ttl", "graph.graphml", "graph.json", "ontology.ttl"):
        assert (out / name).read_bytes() == (seed_out / name).read_bytes(), name

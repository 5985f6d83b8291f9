"""The Python API as the README shows it."""

from __future__ import annotations

import re

import pytest

from tests.conftest import ROOT


def test_readme_example_runs(tmp_path, monkeypatch):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```python\n(.*?)```", readme, re.S).group(1)
    monkeypatch.chdir(ROOT)
    namespace: dict = {"OUT": tmp_path}
    exec(compile(block.replace('"out/', 'f"{OUT}/'), "README.md", "exec"), namespace)
    assert (tmp_path / "graph.ttl").exists() and (tmp_path / "graph.graphml").exists()
    assert namespace["g"].entities


def test_extract_one_text():
    import kg

    g = kg.extract("Brantwick Police Chief Ben Hart wrote an email.")
    people = {e.label: e for e in g.entities if e.type == "Person"}
    assert people["Ben Hart"].titles == ("police chief",)
    assert ("leads" in {f.predicate for f in g.facts})


def test_query_on_graph(seed_graph):
    rows = list(seed_graph.query(
        "SELECT ?name WHERE { ?e rdfs:label ?name ; a schema:Person }",
    ))
    assert any(str(r[0]) == "Scott Israel" for r in rows)


def test_build_of_nothing_readable_raises_and_names_the_input(tmp_path):
    import kg

    with pytest.warns(kg.InputWarning, match="nosuch"), pytest.raises(kg.NoDocuments, match="nosuch") as info:
        kg.build([tmp_path / "nosuch"])
    assert len(info.value.problems) == 1 and "no such file" in info.value.problems[0].reason


def test_build_warns_once_per_skipped_input(tmp_path):
    import kg

    (tmp_path / "ok.txt").write_text("Vera Lund met Omar Quaid in Oslo.", encoding="utf-8")
    (tmp_path / "empty.txt").write_text("  ", encoding="utf-8")
    (tmp_path / "image.png").write_bytes(b"\x89PNG")
    with pytest.warns(kg.InputWarning) as caught:
        g = kg.build([tmp_path])
    messages = sorted(str(w.message).rsplit("/", 1)[-1] for w in caught)
    assert len(messages) == 2 and messages[0].startswith("empty.txt: empty document")
    assert messages[1].startswith("image.png: unsupported file type")
    assert len(g.problems) == 2 and all(p.skipped for p in g.problems)

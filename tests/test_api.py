"""The Python API as the README shows it."""

from __future__ import annotations

import re

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

    g = kg.extract("Coral Springs Police Chief Tony Pustizzi wrote an email.")
    people = {e.label: e for e in g.entities if e.type == "Person"}
    assert people["Tony Pustizzi"].titles == ("police chief",)
    assert ("leads" in {f.predicate for f in g.facts})


def test_query_on_graph(seed_graph):
    rows = list(seed_graph.query(
        "SELECT ?name WHERE { ?e rdfs:label ?name ; a schema:Person }",
    ))
    assert any(str(r[0]) == "Scott Israel" for r in rows)

"""Parallel and distributed builds give the same output as a plain one."""

from __future__ import annotations

import pytest

import kg
from kg.backends import backend_names, get_backend
from kg.pipeline import chunks
from kg.records import Document
from tests.conftest import SEEDS

#: Small batches so that five seed articles make three tasks.
BATCH = 2


@pytest.fixture(scope="module")
def plain_turtle(tmp_path_factory, nlp):
    """Turtle of a plain single-process build of the seeds, with the same batches."""
    path = tmp_path_factory.mktemp("plain") / "graph.ttl"
    kg.build([SEEDS], batch_size=BATCH).write_turtle(path)
    return path.read_bytes()


def test_workers_2_is_byte_identical(tmp_path, plain_turtle):
    from kg.cli import main

    out = tmp_path / "out"
    assert main(["build", str(SEEDS), "--out", str(out), "--workers", "2", "--batch-size", str(BATCH),
                 "--no-cache", "--quiet"]) == 0
    assert (out / "graph.ttl").read_bytes() == plain_turtle
    plain = tmp_path / "plain"
    assert main(["build", str(SEEDS), "--out", str(plain), "--batch-size", str(BATCH), "--no-cache", "--quiet"]) == 0
    for name in ("graph.graphml", "graph.json", "graph.html"):
        assert (out / name).read_bytes() == (plain / name).read_bytes()


def test_a_failed_turtle_writer_fails_the_build_and_keeps_the_outputs(tmp_path, monkeypatch, capsys):
    """With --workers 2 the Turtle file is written by a forked process; if it fails, so does the build,
    and the previous outputs stay as they were."""
    from kg.cli import main
    from kg.graph import KnowledgeGraph

    out = tmp_path / "out"
    args = ["build", str(SEEDS), "--out", str(out), "--workers", "2", "--batch-size", str(BATCH), "--no-cache",
            "--quiet"]
    assert main(args) == 0
    before = {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()}

    def broken(self, path):
        raise OSError("disk full")

    monkeypatch.setattr(KnowledgeGraph, "write_turtle", broken)
    assert main(args) == 1
    assert "kg build: error: graph.ttl: disk full" in capsys.readouterr().err
    assert {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()} == before


def test_dask_local_cluster_is_identical(tmp_path, plain_turtle):
    pytest.importorskip("distributed")
    graph = kg.build([SEEDS], backend="dask", workers=1, batch_size=BATCH)
    graph.write_turtle(tmp_path / "graph.ttl")
    assert (tmp_path / "graph.ttl").read_bytes() == plain_turtle


def test_backends_are_registered_by_name():
    assert {"local", "dask"} <= set(backend_names())
    with pytest.raises(ValueError, match="unknown backend"):
        get_backend("carrier-pigeon")
    with pytest.raises(ValueError, match="--backend dask"):
        get_backend("local", scheduler="tcp://127.0.0.1:8786")
    with pytest.raises(ValueError, match="at least 1"):
        get_backend("local", workers=0)


def test_chunks_follow_corpus_order():
    docs = [Document(id=str(i), text="x", source="s") for i in range(5)]
    assert [[d.id for d in c] for c in chunks(docs, 2)] == [["0", "1"], ["2", "3"], ["4"]]


def test_cli_usage_errors(tmp_path, capsys):
    from kg.cli import main

    assert main(["build", str(SEEDS), "--out", str(tmp_path), "--scheduler", "tcp://127.0.0.1:1"]) == 2
    assert "--backend dask" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_:
        main(["build", str(SEEDS), "--out", str(tmp_path), "--workers", "0"])
    assert exit_.value.code == 2

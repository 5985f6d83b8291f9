"""A build killed at any point leaves the previous outputs readable and unchanged."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rdflib import Graph

from kg.atomic import atomic_write, staged_outputs
from tests.conftest import ROOT, SEEDS

OUTPUTS = ("graph.ttl", "graph.graphml", "graph.json", "ontology.ttl")


@pytest.fixture
def previous(tmp_path, seed_out) -> tuple[Path, dict[str, bytes]]:
    """An output directory holding a finished build, and its files' bytes."""
    out = tmp_path / "out"
    out.mkdir()
    for name in OUTPUTS:
        shutil.copy(seed_out / name, out / name)
    return out, {name: (out / name).read_bytes() for name in OUTPUTS}


def unchanged(out: Path, before: dict[str, bytes]) -> None:
    """Every previous output is there, byte for byte, and still parses."""
    assert {name: (out / name).read_bytes() for name in OUTPUTS} == before
    Graph().parse(out / "graph.ttl", format="turtle")
    json.loads((out / "graph.json").read_text(encoding="utf-8"))


def larger_corpus(root: Path, copies: int) -> Path:
    """The seeds many times over, each copy made distinct so that none is skipped as a duplicate."""
    root.mkdir()
    for n in range(copies):
        for seed in sorted(SEEDS.glob("*.txt")):
            (root / f"{n:03d}-{seed.name}").write_text(f"Edition {n}.\n\n{seed.read_text(encoding='utf-8')}")
    return root


def kg_build(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "kg.cli", "build", *args, "--quiet"], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def test_sigkill_halfway_through_a_build(tmp_path, previous):
    out, before = previous
    corpus = larger_corpus(tmp_path / "corpus", copies=8)
    total = len(list(corpus.iterdir()))
    cache = tmp_path / "cache"  # one entry per finished document: how far the build got
    build = kg_build(str(corpus), "--out", str(out), "--cache", str(cache), "--batch-size", "4")
    deadline = time.monotonic() + 300
    while len(list(cache.glob("*/*.pickle"))) < total // 2:
        assert build.poll() is None, build.stderr.read().decode()
        assert time.monotonic() < deadline, "the build made no progress"
        time.sleep(0.05)
    build.send_signal(signal.SIGKILL)
    assert build.wait() == -signal.SIGKILL
    unchanged(out, before)


def test_sigkill_while_writing_outputs(tmp_path, previous):
    out, before = previous
    # The child dies in the output stage, after every other output was written: the worst moment.
    script = (
        "import os, signal, sys\n"
        "import kg.export.rdf\n"
        "kg.export.rdf.write_ontology = lambda path: os.kill(os.getpid(), signal.SIGKILL)\n"
        "from kg.cli import main\n"
        "main(sys.argv[1:])\n"
    )
    child = subprocess.run([sys.executable, "-c", script, "build", str(SEEDS / "000_625650df4638bcb7.txt"),
                            "--out", str(out), "--no-cache", "--quiet"], cwd=ROOT, capture_output=True)
    assert child.returncode == -signal.SIGKILL, child.stderr.decode()
    unchanged(out, before)


def test_staged_outputs_all_or_nothing(tmp_path):
    (tmp_path / "a.txt").write_bytes(b"old a")
    with pytest.raises(RuntimeError), staged_outputs(tmp_path) as stage:
        atomic_write(stage / "a.txt", b"new a")
        atomic_write(stage / "b.txt", b"new b")
        raise RuntimeError("failed before the end")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]
    assert (tmp_path / "a.txt").read_bytes() == b"old a"
    with staged_outputs(tmp_path) as stage:
        atomic_write(stage / "a.txt", b"new a")
        atomic_write(stage / "b.txt", b"new b")
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == {"a.txt": b"new a", "b.txt": b"new b"}


def test_atomic_write_leaves_no_temporary_file(tmp_path):
    atomic_write(tmp_path / "sub" / "x.bin", b"data")
    assert [p.name for p in (tmp_path / "sub").iterdir()] == ["x.bin"]
    umask = os.umask(0)
    os.umask(umask)
    # An ordinary file, not mkstemp's private 0600.
    assert (tmp_path / "sub" / "x.bin").stat().st_mode & 0o777 == 0o666 & ~umask

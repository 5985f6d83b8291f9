"""Shared fixtures: one spaCy pipeline and one seed graph per test session."""

from __future__ import annotations

from pathlib import Path

import pytest

import kg
from kg.api import pipeline

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"


def _shared_folder(root: Path) -> Path:
    """The shared data folder beside the main checkout. A git worktree made elsewhere (``/tmp/wt``) has none
    beside it: its ``.git`` file names the main repository (``gitdir: <main>/.git/worktrees/<name>``), so that
    the tests on shared data run (rather than skip) in every checkout."""
    git = root / ".git"
    if git.is_file():
        return Path(git.read_text(encoding="utf-8").partition(":")[2].strip()).parents[2].parent / "shared"
    return root.parent / "shared"


SHARED = _shared_folder(ROOT)


@pytest.fixture(scope="session")
def nlp():
    """The default pipeline with the mention layer."""
    return pipeline()


@pytest.fixture(scope="session")
def seed_graph():
    """The knowledge graph of the shipped seed articles."""
    return kg.build([SEEDS])


@pytest.fixture(scope="session")
def seed_out(tmp_path_factory, seed_graph):
    """An output directory written by ``kg build seeds``."""
    from kg.cli import main

    out = tmp_path_factory.mktemp("out")
    assert main(["build", str(SEEDS), "--out", str(out), "--quiet"]) == 0
    return out


def facts_by_label(graph) -> set[tuple[str, str, str]]:
    """(subject label, predicate, object label) of every fact."""
    label = {e.id: e.label for e in graph.entities}
    return {(label[f.subject], f.predicate, label[f.object]) for f in graph.facts}


@pytest.fixture(scope="session")
def seed_formats_out(tmp_path_factory, seed_graph):
    """An output directory written by ``kg build seeds --formats`` with every optional output."""
    from kg.cli import main

    out = tmp_path_factory.mktemp("formats")
    assert main(["build", str(SEEDS), "--out", str(out), "--quiet", "--formats", "nt,nt.gz,jsonld.gz,ftm"]) == 0
    return out

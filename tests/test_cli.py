"""The ``kg`` command: outputs, summary and exit codes."""

from __future__ import annotations

import subprocess
import sys

from kg.cli import main
from tests.conftest import SEEDS


def test_build_writes_outputs_and_summary(seed_out):
    assert {p.name for p in seed_out.iterdir()} >= {"graph.ttl", "graph.graphml", "ontology.ttl"}


def test_summary_line(tmp_path, capsys):
    assert main(["build", str(SEEDS / "000_625650df4638bcb7.txt"), "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "1 documents" in out and "entities" in out and "relations" in out


def test_usage_error_exit_code():
    result = subprocess.run([sys.executable, "-m", "kg.cli", "build"], capture_output=True, text=True)
    assert result.returncode == 2


def test_unknown_model_is_usage_error(tmp_path, capsys):
    assert main(["build", str(SEEDS), "--out", str(tmp_path), "--model", "no_such_pipeline"]) == 2
    assert "no_such_pipeline" in capsys.readouterr().err


def test_nothing_readable_exits_1(tmp_path, capsys):
    assert main(["build", str(tmp_path / "missing"), "--out", str(tmp_path / "o")]) == 1
    assert "missing" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()

"""The ``kg`` command: outputs, summary and exit codes."""

from __future__ import annotations

import subprocess
import sys

import pytest

import kg
from kg.cli import main
from kg.commands import EXIT_CODES, plural
from tests.conftest import ROOT, SEEDS


def test_build_writes_outputs_and_summary(seed_out):
    assert {p.name for p in seed_out.iterdir()} >= {"graph.ttl", "graph.graphml", "ontology.ttl"}


def test_summary_line(tmp_path, capsys):
    assert main(["build", str(SEEDS / "000_625650df4638bcb7.txt"), "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 document, ") and "entities" in out and "relations" in out


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


def test_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out.strip() == f"kg {kg.__version__}"


def test_plural():
    assert [plural(n, "document") for n in (0, 1, 2, 1500)] == ["0 documents", "1 document", "2 documents",
                                                                "1,500 documents"]
    assert plural(1, "entity", "entities") == "1 entity" and plural(3, "entity", "entities") == "3 entities"


def test_a_bad_option_value_prints_the_usage_of_its_command(tmp_path, capsys):
    with pytest.raises(SystemExit) as usage:
        main(["build", str(SEEDS), "--out", str(tmp_path), "--base", "not an iri"])
    err = capsys.readouterr().err
    assert usage.value.code == 2 and err.startswith("usage: kg build ") and "kg build: error: " in err


def test_unknown_extractor_is_one_usage_error(tmp_path, capsys):
    assert main(["build", str(SEEDS), "--out", str(tmp_path), "--extractor", "nosuch"]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert lines[0].startswith("usage: kg build ") and lines[-1].startswith("kg build: error: unknown extractor")


@pytest.mark.parametrize("argv", [["view", "{tmp}/nosuch"], ["show", "anyone", "{tmp}/nosuch"],
                                  ["query", "{tmp}/nosuch", "relation-counts"],
                                  ["serve", "{tmp}/nosuch", "--port", "0"]])
def test_a_missing_graph_is_exit_1_and_one_error_line_in_every_command(tmp_path, capsys, argv):
    command = argv[0]
    assert main([a.replace("{tmp}", str(tmp_path)) for a in argv]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"kg {command}: error: ") and "nosuch" in err


def test_a_closed_pipe_ends_quietly(seed_out):
    kg_cmd = f"{sys.executable} -m kg.cli"
    result = subprocess.run(f"{kg_cmd} query {seed_out} evidence --format csv | head -c 10 >/dev/null; "
                            f"exit ${{PIPESTATUS[0]}}", shell=True, executable="/bin/bash", capture_output=True,
                            text=True)
    assert result.returncode == 0 and result.stderr == ""


def test_exit_codes_are_documented():
    table = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    for code in EXIT_CODES:
        assert f"| {code} |" in table, code

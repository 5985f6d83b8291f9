"""What the ``kg`` command loads: a build whose documents and outputs are all up to date loads no model."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import SEEDS

PROBE = """
import sys
from kg.cli import main
code = main(["build", {corpus!r}, "--out", {out!r}, "--quiet"])
heavy = sorted(m for m in ("spacy", "thinc", "lemminflect", "networkx", "scipy", "kg.pipeline") if m in sys.modules)
print(code, ",".join(heavy))
"""


def _build(corpus, out) -> list[str]:
    result = subprocess.run([sys.executable, "-c", PROBE.format(corpus=str(corpus), out=str(out))],
                            capture_output=True, text=True, check=True)
    return result.stdout.split()


def test_a_no_change_rebuild_loads_no_model(tmp_path):
    corpus = SEEDS / "000_625650df4638bcb7.txt"
    first = _build(corpus, tmp_path / "out")
    assert first[0] == "0" and "spacy" in first[1]
    assert _build(corpus, tmp_path / "out") == ["0"], "the second build imported a model or the graph stack"


def test_the_command_line_starts_without_spacy():
    result = subprocess.run([sys.executable, "-c", "import sys, kg.cli; kg.cli.parser(); "
                             "print('spacy' in sys.modules, 'networkx' in sys.modules)"],
                            capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["False", "False"]

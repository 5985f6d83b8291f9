"""What a build tells its user while it runs: progress lines off a terminal, a bar on one, duplicates counted."""

from __future__ import annotations

import io

from kg.cli import main
from kg.commands.progress import Progress, Warnings
from kg.records import Problem


class Clock:
    """A clock the test moves."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_off_a_terminal_one_line_a_minute_with_total_rate_and_time_left():
    stream, clock = io.StringIO(), Clock()
    progress = Progress("build", stream=stream, clock=clock)
    progress.start()
    progress.set_total(1000)
    for _ in range(100):  # 100 documents in 50 s: no line yet
        clock.now += 0.5
        progress.advance()
    assert stream.getvalue() == ""
    for _ in range(100):  # the minute passes during these
        clock.now += 0.5
        progress.advance()
    lines = stream.getvalue().splitlines()
    assert lines == ["kg build: 120/1,000 documents, 2.0/s, about 7 min left"]


def test_on_a_terminal_a_bar_with_done_of_total():
    stream = Terminal()
    progress = Progress("build", stream=stream)
    progress.start()
    progress.set_total(3)
    for _ in range(3):
        progress.advance()
    assert progress._bar.tasks[0].completed == 3 and progress._bar.tasks[0].total == 3
    progress.stop()


def test_duplicates_are_one_summary_line():
    stream = io.StringIO()
    warn = Warnings(stream)
    warn(Problem("a.txt", "empty document, skipped"))
    for n in range(133):
        warn(Problem(f"copy{n}.txt", "duplicate of first.txt, skipped", duplicate_of="first.txt"))
    warn.close()
    assert stream.getvalue().splitlines() == [
        "warning: a.txt: empty document, skipped",
        "warning: 133 duplicate documents skipped (first: copy0.txt, duplicate of first.txt)"]


def test_a_build_with_copies_prints_one_duplicate_line(tmp_path, capsys):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for n in range(4):
        (corpus / f"{n}.txt").write_text("Vera Lund met Omar Quaid in Oslo.", encoding="utf-8")
    assert main(["build", str(corpus), "--out", str(tmp_path / "out"), "--no-cache"]) == 0
    captured = capsys.readouterr()
    assert [line for line in captured.err.splitlines() if "duplicate" in line] == [
        f"warning: 3 duplicate documents skipped (first: {corpus / '1.txt'}, duplicate of {corpus / '0.txt'})"]
    assert captured.out.startswith("1 document, ") and "3 skipped" in captured.out

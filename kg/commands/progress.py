"""What a long command tells its user while it runs: progress, and the warnings about its input.

On a terminal, a rich progress bar (documents done of the total, rate, time left); off a terminal
(a log, CI), one plain line a minute, so a long build is never silent and a log never fills with
bar redraws. Duplicates are counted, not listed: one summary line at the end.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

from kg.commands import plural
from kg.records import Problem

#: Seconds between two progress lines off a terminal.
LINE_EVERY = 60.0


def _duration(seconds: float) -> str:
    """``"45 s"``, ``"3 min"``, ``"1 h 05 min"``."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    minutes = round(seconds / 60)
    return f"{minutes} min" if minutes < 60 else f"{minutes // 60} h {minutes % 60:02d} min"


class Progress:
    """Documents done out of a total, shown as a bar on a terminal or as a line a minute elsewhere.

    Args:
        command: The sub-command, which starts each plain line.
        stream: Where to write (stderr).
        every: Seconds between plain lines.
        clock: The time source (tests give their own).
    """

    def __init__(self, command: str, *, stream: TextIO | None = None, every: float = LINE_EVERY,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.command, self.stream, self.every, self.clock = command, stream or sys.stderr, every, clock
        self.done, self.total = 0, None
        self._bar = self._task = None
        self._started = self._last = 0.0

    def start(self) -> None:
        """Start the clock (and the bar, on a terminal)."""
        self._started = self._last = self.clock()
        if self.stream.isatty():
            from rich.console import Console
            from rich.progress import (BarColumn, MofNCompleteColumn, TaskProgressColumn, TextColumn,
                                       TimeElapsedColumn, TimeRemainingColumn)
            from rich.progress import Progress as Bar

            self._bar = Bar(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                            TaskProgressColumn(), TextColumn("{task.fields[rate]}"), TimeElapsedColumn(),
                            TextColumn("left"), TimeRemainingColumn(), transient=True,
                            console=Console(file=self.stream))
            self._task = self._bar.add_task(self.command, total=None, rate="")
            self._bar.start()

    def set_total(self, total: int) -> None:
        """The number of documents, once the corpus is read."""
        self.total = total
        if self._bar is not None:
            self._bar.update(self._task, total=total)

    def advance(self, *_: object) -> None:
        """One more document done (the argument, a document, is not needed)."""
        self.done += 1
        now = self.clock()
        if self._bar is not None:
            rate = self.done / max(now - self._started, 1e-9)
            self._bar.update(self._task, advance=1, rate=f"{rate:.1f} docs/s")
        elif now - self._last >= self.every:
            self._last = now
            print(f"kg {self.command}: {self.line(now)}", file=self.stream, flush=True)

    def line(self, now: float) -> str:
        """``"1,200/2,225 documents, 7.9/s, about 2 min left"``."""
        elapsed = max(now - self._started, 1e-9)
        rate = self.done / elapsed
        total = f"/{self.total:,}" if self.total else ""
        left = ""
        if self.total and rate > 0 and self.done < self.total:
            left = f", about {_duration((self.total - self.done) / rate)} left"
        return f"{self.done:,}{total} documents, {rate:.1f}/s{left}"

    def stop(self) -> None:
        """Remove the bar."""
        if self._bar is not None:
            self._bar.stop()


class Warnings:
    """Prints one ``warning:`` line per input problem as it comes, but counts duplicates for one
    summary line (:meth:`close`): a corpus with hundreds of copies stays readable."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self.duplicates: list[Problem] = []

    def __call__(self, problem: Problem) -> None:
        if problem.duplicate_of:
            self.duplicates.append(problem)
        else:
            print(f"warning: {problem}", file=self.stream)

    def close(self) -> None:
        """The duplicates' summary line, if any (a single duplicate gets its own line)."""
        if len(self.duplicates) == 1:
            print(f"warning: {self.duplicates[0]}", file=self.stream)
        elif self.duplicates:
            first = self.duplicates[0]
            print(f"warning: {plural(len(self.duplicates), 'duplicate document')} skipped "
                  f"(first: {first.source}, duplicate of {first.duplicate_of})",
                  file=self.stream)

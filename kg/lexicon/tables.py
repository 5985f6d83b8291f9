"""The shipped data tables (``kg/data/*.tsv``), each read once, on first use.

Nothing is read at import: every table is a cached function, so importing a stage
costs no file access and a process that never needs a table never reads it.
"""

from __future__ import annotations

from functools import cache
from importlib import resources


def _rows(name: str) -> list[list[str]]:
    """The tab-separated rows of ``kg/data/<name>``, comments and blank lines skipped."""
    text = resources.files("kg.data").joinpath(name).read_text(encoding="utf-8")
    return [line.split("\t") for line in text.splitlines() if line and not line.startswith("#")]


@cache
def state_names() -> dict[str, str]:
    """US state postal codes and AP abbreviations (lower case), and the states' own names,
    to the state's name: places when they follow "Town,"; named in full."""
    table = {}
    for code, ap, name in _rows("us_states.tsv"):
        table[code.lower()] = table[ap.lower()] = name
    return table


@cache
def state_abbreviations() -> frozenset[str]:
    """The keys of :func:`state_names` that abbreviate a state ("fl", "minn.")."""
    return frozenset(k for k, name in state_names().items() if k != name.lower())


@cache
def _states_by_name() -> dict[str, str]:
    return {name.lower(): name for name in state_names().values()}


def us_state(name: str) -> str:
    """The US state a name or an abbreviation writes ("Oklahoma", "Okla." -> "Oklahoma"), or ""."""
    word = name.lower()
    return _states_by_name().get(word) or state_names().get(state_key(word.rstrip(".")), "")


def state_key(word: str) -> str:
    """The key of :func:`state_names` that ``word`` (lower case) writes, or "" ("minn" -> "minn.")."""
    return next((k for k in (word, word + ".") if k in state_names()), "")


def state_code(word: str) -> str:
    """The abbreviation ``word`` (lower case) stands for, if a state's: "minn" (stop split off) -> "minn."."""
    key = state_key(word)
    return key if key in state_abbreviations() else ""


@cache
def first_names() -> dict[str, str]:
    """The shipped table of first names and their usual gender ("f" or "m")."""
    return dict(_rows("first_names.tsv"))


@cache
def nicknames() -> dict[str, str]:
    """The shipped nickname table: nickname -> formal first name."""
    return dict(_rows("nicknames.tsv"))

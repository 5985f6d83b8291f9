"""Sub-commands of the ``kg`` command, one module each, and what they share: exit codes, messages.

Each module defines ``register(subparsers)`` that adds its parser and sets
``func`` to a function ``(args) -> exit code``. :data:`COMMANDS` lists them in
the order ``kg --help`` shows. Every command reports a failure as one line,
``kg COMMAND: error: MESSAGE`` (:func:`error`), and exits with a code of :data:`EXIT_CODES`.
"""

from __future__ import annotations

import sys

COMMANDS = ("build", "eval", "extract", "query", "serve", "view", "show")

#: Success.
EXIT_OK = 0
#: The command could not do its job: no readable input, a graph or entity not found, an output
#: that cannot be written, ``--strict`` with an input problem.
EXIT_FAILED = 1
#: The command line is wrong: unknown option, missing argument, bad value, unknown model,
#: extractor, query or parameter.
EXIT_USAGE = 2
#: Interrupted (Ctrl-C); outputs written before stay as they were.
EXIT_INTERRUPTED = 130
#: The exit-code table, as ``docs/cli.md`` shows it.
EXIT_CODES = {EXIT_OK: "success",
              EXIT_FAILED: "failed: input missing or unreadable, nothing found, output not writable",
              EXIT_USAGE: "usage error: bad option, argument or value", EXIT_INTERRUPTED: "interrupted"}


def error(command: str | None, message: str) -> None:
    """Print the one error line of a command on stderr."""
    print(f"kg{' ' + command if command else ''}: error: {message}", file=sys.stderr)


def plural(n: int, word: str, many: str | None = None) -> str:
    """``"1 document"``, ``"2 documents"``, ``"0 entities"`` (``many``: the plural when not ``word + "s"``)."""
    return f"{n:,} {word if n == 1 else many or word + 's'}"

"""The ``kg`` command. Sub-commands live in :mod:`kg.commands`, one module each.

Exit codes (:data:`kg.commands.EXIT_CODES`): 0 success; 1 the command could not do its job (no
readable input, a graph or entity not found, an output that cannot be written, ``--strict``
with a problem); 2 usage errors (including an unknown model, extractor, query or parameter and
a bad ``--base``); 130 interrupted. Every error is one line, ``kg COMMAND: error: MESSAGE``;
a usage error also prints the usage of the sub-command. A reader that closes the pipe early
(``kg query ... | head``) ends the command quietly, with 0.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

import kg
from kg.commands import COMMANDS, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, error
from kg.records import InputError, ModelNotFound
from kg.vocab import check_base


def parser() -> argparse.ArgumentParser:
    """The argument parser of the ``kg`` command."""
    p = argparse.ArgumentParser(prog="kg", description="Offline knowledge-graph extractor for news.",
                                epilog="Exit codes: 0 success, 1 failed (input missing or unreadable, nothing "
                                       "found, output not writable), 2 usage error, 130 interrupted.")
    p.add_argument("--version", action="version", version=f"kg {kg.__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMANDS:
        importlib.import_module(f"kg.commands.{name}").register(sub)
    return p


def _usage_error(sub: argparse.ArgumentParser, command: str, message: str) -> int:
    """The sub-command's usage line and one error line, as argparse prints them; the usage exit code."""
    sub.print_usage(sys.stderr)
    error(command, message)
    return EXIT_USAGE


def _quiet_stdout() -> None:
    """Point stdout at /dev/null, so that Python's flush at exit does not fail on the closed pipe."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):  # no real file descriptor (stdout replaced): nothing to flush
        pass


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``kg`` command."""
    p = parser()
    args = p.parse_args(argv)
    command = args.command
    sub = p._subparsers._group_actions[0].choices[command]  # noqa: SLF001 - argparse keeps them only here
    base = getattr(args, "base", None)
    if base is not None:
        try:
            check_base(base)
        except ValueError as err:
            sub.error(str(err))
    try:
        code = args.func(args)
        sys.stdout.flush()  # inside the try: a closed pipe shows here, not at exit
        return code
    except InputError as err:  # a graph that is missing or unreadable, a corpus with nothing to read
        error(command, str(err))
        return EXIT_FAILED
    except (ModelNotFound, ValueError) as err:
        return _usage_error(sub, command, str(err))
    except BrokenPipeError:
        # The reader stopped early (| head): not an error.
        _quiet_stdout()
        return EXIT_OK
    except OSError as err:
        # An output that cannot be written, a full disk: one line, no traceback.
        where = f"{err.filename}: " if err.filename else ""
        error(command, f"{where}{(err.strerror or str(err)).lower()}")
        return EXIT_FAILED
    except KeyboardInterrupt:
        error(command, "interrupted")
        return EXIT_INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())

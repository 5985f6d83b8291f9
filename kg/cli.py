"""The ``kg`` command. Sub-commands live in :mod:`kg.commands`, one module each.

Exit codes: 0 success, 1 nothing could be done (or ``--strict`` with a problem),
2 usage errors (including an unknown model, extractor or a bad ``--base``).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from kg.commands import COMMANDS
from kg.parse import ModelNotFound
from kg.vocab import check_base

EXIT_FAILED, EXIT_USAGE = 1, 2


def parser() -> argparse.ArgumentParser:
    """The argument parser of the ``kg`` command."""
    p = argparse.ArgumentParser(prog="kg", description="Offline knowledge-graph extractor for news.")
    sub = p.add_subparsers(dest="command", required=True)
    for name in COMMANDS:
        importlib.import_module(f"kg.commands.{name}").register(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``kg`` command."""
    p = parser()
    args = p.parse_args(argv)
    base = getattr(args, "base", None)
    if base is not None:
        try:
            check_base(base)
        except ValueError as err:
            p.error(str(err))
    try:
        return args.func(args)
    except (ModelNotFound, ValueError) as err:
        print(f"kg: error: {err}", file=sys.stderr)
        return EXIT_USAGE
    except OSError as err:
        # An output directory that cannot be written, a full disk: one line, no traceback.
        where = f": {err.filename}" if err.filename else ""
        print(f"kg: error: {err.strerror or err}{where}", file=sys.stderr)
        return EXIT_FAILED


if __name__ == "__main__":
    sys.exit(main())

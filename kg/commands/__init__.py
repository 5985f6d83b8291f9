"""Sub-commands of the ``kg`` command, one module each.

Each module defines ``register(subparsers)`` that adds its parser and sets
``func`` to a function ``(args) -> exit code``. :data:`COMMANDS` lists them in
the order ``kg --help`` shows.
"""

COMMANDS = ("build", "eval", "extract", "query", "serve", "view", "show")

"""``kg serve GRAPH``: a read-only SPARQL 1.1 Protocol endpoint on the graph."""

from __future__ import annotations

import argparse
import signal
import sys

from kg.commands import EXIT_FAILED, EXIT_OK, error
from kg.serve import DEFAULT_HOST, DEFAULT_PORT, Limits

def run(args: argparse.Namespace) -> int:
    """Run ``kg serve`` until interrupted; the exit code."""
    from kg.serve import serve

    def ready(url: str, triples: int, loaded: bool) -> None:
        how = "loaded" if loaded else "reused"
        print(f"SPARQL endpoint at {url}sparql ({triples} triples, store {how}); query page at {url}",
              flush=True)

    if args.graph is None and args.store is None:
        error("serve", "give a GRAPH (or a --store that holds one)")
        return EXIT_FAILED
    limits = Limits(timeout=args.timeout, max_result_bytes=args.max_result_bytes, workers=args.workers)
    # SIGTERM stops the server like Ctrl-C: workers and the temporary store are cleaned up.
    previous = signal.signal(signal.SIGTERM, lambda *_: sys.exit(EXIT_OK))
    try:
        serve(args.graph, host=args.host, port=args.port, store=args.store, limits=limits, quiet=args.quiet,
              ready=ready)
    except (FileNotFoundError, ValueError, OSError) as err:
        error("serve", str(err))
        return EXIT_FAILED
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
    return EXIT_OK


def _positive(kind):
    """An argparse type: ``kind(text)``, refused unless positive."""
    def parse(text: str):
        value = kind(text)
        if value <= 0:
            raise argparse.ArgumentTypeError(f"must be positive: {text}")
        return value
    return parse


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``serve`` parser."""
    defaults = Limits()
    s = sub.add_parser(
        "serve", help="serve a graph as a read-only SPARQL endpoint",
        description="A SPARQL 1.1 Protocol endpoint at /sparql (GET and POST; JSON, XML, CSV and TSV results "
                    "by content negotiation) and a query page at /. Read-only: updates, LOAD and SERVICE "
                    "are refused. See SECURITY.md.")
    s.add_argument("graph", nargs="?", help="a Turtle file or kg build output directory (optional with a "
                                            "--store that already holds one)")
    s.add_argument("--host", default=DEFAULT_HOST, help=f"interface to bind (default {DEFAULT_HOST})")
    s.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port, 0 for any free one (default {DEFAULT_PORT})")
    s.add_argument("--store", help="directory of a persistent Oxigraph store, reused on later starts")
    s.add_argument("--timeout", type=_positive(float), default=defaults.timeout,
                   help=f"seconds a query may run (default {defaults.timeout:g})")
    s.add_argument("--max-result-bytes", type=_positive(int), default=defaults.max_result_bytes,
                   help=f"largest result sent (default {defaults.max_result_bytes})")
    s.add_argument("--workers", type=_positive(int), default=defaults.workers,
                   help=f"query worker processes (default {defaults.workers})")
    s.add_argument("--quiet", action="store_true", help="do not log requests")
    s.set_defaults(func=run)

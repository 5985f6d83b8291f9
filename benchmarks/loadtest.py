"""Bounded load test of ``kg serve`` on loopback: N requests from C concurrent clients, then stop.

    python benchmarks/loadtest.py [GRAPH] [--requests 2000] [--clients 16] [--url URL --pid PID]

Starts ``kg serve GRAPH --port 0`` (GRAPH defaults to a fresh build of ``seeds/``) unless ``--url``
points at a running endpoint. Sends a warm-up round, measures the memory of the server and its
workers, sends the load (the library's queries in turn, each client on one keep-alive connection),
measures the memory again, and prints requests per second, latency percentiles and memory
before and after. Exit code 1 if any request failed or the memory grew by more than the tolerance.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.query import load_library  # noqa: E402 - after the path set-up


@dataclass(frozen=True)
class LoadResult:
    """What a load run measured."""

    requests: int
    clients: int
    failures: int
    seconds: float
    latencies_ms: tuple[float, ...]

    @property
    def per_second(self) -> float:
        """Requests answered per second of wall time."""
        return self.requests / self.seconds

    def percentile(self, p: float) -> float:
        """The ``p``-th percentile latency in milliseconds (nearest rank)."""
        ordered = sorted(self.latencies_ms)
        return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def process_tree_memory_kb(pid: int) -> int:
    """Memory (kB, proportional set size) of a process and all its descendants (Linux ``/proc``)."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
    tree, frontier = {pid}, [pid]
    while frontier:
        parent = frontier.pop()
        children = [child for child, ppid in parents.items() if ppid == parent and child not in tree]
        tree.update(children)
        frontier.extend(children)
    total = 0
    for member in tree:
        # PSS shares the pages forked workers have in common among them, so they are not counted twice.
        for name, field in (("smaps_rollup", "Pss:"), ("status", "VmRSS:")):
            try:
                text = Path(f"/proc/{member}/{name}").read_text()
            except OSError:
                continue
            total += next((int(line.split()[1]) for line in text.splitlines() if line.startswith(field)), 0)
            break
    return total


def default_queries() -> list[str]:
    """The request mix: every library query (parameters unbound) and a small lookup."""
    return [q.text for q in load_library().values()] + ["ASK { ?s ?p ?o }"]


def run_load(url: str, *, requests: int, clients: int, queries: list[str]) -> LoadResult:
    """Send ``requests`` POSTs to ``url`` from ``clients`` threads; count anything but 200 as a failure."""
    parts = urlsplit(url)
    path = parts.path.rstrip("/") + "/sparql"
    lock = threading.Lock()
    counter = iter(range(requests))
    latencies: list[float] = []
    failures: list[str] = []

    def client() -> None:
        conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        while True:
            with lock:
                i = next(counter, None)
            if i is None:
                break
            body = urlencode({"query": queries[i % len(queries)]})
            started = time.perf_counter()
            try:
                conn.request("POST", path, body, {"Content-Type": "application/x-www-form-urlencoded",
                                                  "Accept": "application/sparql-results+json"})
                response = conn.getresponse()
                answer = response.read()
                failure = None if response.status == 200 else f"HTTP {response.status}: {answer[:200]!r}"
            except (OSError, http.client.HTTPException) as err:
                failure = f"{err.__class__.__name__}: {err}"
                conn.close()
                conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
            elapsed = (time.perf_counter() - started) * 1000
            with lock:
                latencies.append(elapsed)
                if failure:
                    failures.append(failure)
        conn.close()

    started = time.perf_counter()
    threads = [threading.Thread(target=client) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for reason in sorted(set(failures)):
        print(f"failed ({failures.count(reason)}x): {reason}", file=sys.stderr)
    return LoadResult(requests=requests, clients=clients, failures=len(failures),
                      seconds=time.perf_counter() - started, latencies_ms=tuple(latencies))


def start_server(graph: Path | None, *extra: str) -> tuple[subprocess.Popen, str]:
    """Start ``kg serve [GRAPH] --port 0 --quiet``; the process and its base URL once it is ready."""
    kg = Path(sys.executable).with_name("kg")
    command = [str(kg)] if kg.exists() else [sys.executable, "-m", "kg.cli"]
    graphs = [str(graph)] if graph is not None else []
    process = subprocess.Popen([*command, "serve", *graphs, "--port", "0", "--quiet", *extra],
                               stdout=subprocess.PIPE, text=True, cwd=ROOT)
    line = process.stdout.readline()
    if " at " not in line:
        process.kill()
        raise RuntimeError(f"kg serve did not start: {line!r}")
    return process, line.split(" at ", 1)[1].split()[0].removesuffix("sparql")


def report(result: LoadResult, before_kb: int, after_kb: int) -> str:
    """A Markdown table of the figures."""
    rows = [("requests", f"{result.requests} from {result.clients} clients"),
            ("failed", str(result.failures)),
            ("requests per second", f"{result.per_second:.0f}"),
            ("latency p50 / p90 / p99 / max", " / ".join(f"{result.percentile(p):.1f}" for p in (50, 90, 99))
             + f" / {max(result.latencies_ms):.1f} ms"),
            ("memory (PSS) before / after, server and workers", f"{before_kb / 1024:.1f} / {after_kb / 1024:.1f} MB")]
    return "\n".join(["| measure | value |", "|---|---|", *(f"| {k} | {v} |" for k, v in rows)])


def main(argv: list[str] | None = None) -> int:
    """Run the load test; 1 on a failed request or memory growth."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("graph", nargs="?", help="graph to serve (default: a build of seeds/)")
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--warmup", type=int, default=200)
    parser.add_argument("--url", help="a running endpoint's base URL (then --pid for memory)")
    parser.add_argument("--pid", type=int, help="process id of the running endpoint")
    parser.add_argument("--tolerance-mb", type=float, default=16.0, help="memory growth allowed")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as scratch:
        process = None
        if args.url:
            url, pid = args.url, args.pid
        else:
            graph = args.graph
            if graph is None:
                graph = Path(scratch) / "seeds"
                subprocess.run([sys.executable, "-m", "kg.cli", "build", str(ROOT / "seeds"), "--out", str(graph),
                                "--quiet"], check=True, cwd=ROOT)
            process, url = start_server(Path(graph))
            pid = process.pid
        try:
            queries = default_queries()
            run_load(url, requests=args.warmup, clients=args.clients, queries=queries)
            before = process_tree_memory_kb(pid) if pid else 0
            result = run_load(url, requests=args.requests, clients=args.clients, queries=queries)
            after = process_tree_memory_kb(pid) if pid else 0
        finally:
            if process:
                process.terminate()
                process.wait(timeout=30)
    print(report(result, before, after))
    print(json.dumps({"requests": result.requests, "clients": result.clients, "failures": result.failures,
                      "per_second": round(result.per_second, 1),
                      "p50_ms": round(result.percentile(50), 2), "p99_ms": round(result.percentile(99), 2),
                      "memory_before_kb": before, "memory_after_kb": after}))
    grew = (after - before) / 1024 > args.tolerance_mb
    return 1 if result.failures or grew else 0


if __name__ == "__main__":
    sys.exit(main())

"""Median latency of every library query on rdflib and on Oxigraph, on the graph of a real corpus.

    python benchmarks/queries.py [--graph DIR_OR_TTL] [--corpus PATH] [--runs 20] [--rdflib-runs 5]

Without ``--graph`` it builds the graph of ``--corpus`` (default ``../shared/data/news/``) first,
which takes minutes. Parameters are chosen from the graph itself: the most mentioned person, a
document that states a relation, the commonest open verb. Prints a Markdown table: rows, median
milliseconds on each engine (every row read: pyoxigraph solutions, rdflib rows) and their ratio. Target: every query
under 100 ms median on Oxigraph.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rdflib import Graph  # noqa: E402 - after the path set-up

from kg.query import graph_file, load_library, load_store, oxigraph_query, run_query  # noqa: E402
from kg.vocab import SCHEMA  # noqa: E402


def first(store, sparql: str):
    """The first row's first value of a query, or ``None``."""
    return next((row[0] for row in oxigraph_query(store, sparql)), None)


def choose_bindings(store) -> dict[str, dict]:
    """Realistic parameters for each library query, read from the graph."""
    person = first(store, "SELECT ?l WHERE { ?e a schema:Person ; rdfs:label ?l ; kg:mentionCount ?m } "
                          "ORDER BY DESC(?m) ?l LIMIT 1")
    org = first(store, "SELECT ?l WHERE { ?e a schema:Organization ; rdfs:label ?l ; kg:mentionCount ?m } "
                       "ORDER BY DESC(?m) ?l LIMIT 1")
    place = first(store, "SELECT ?l WHERE { ?e kg:locatedIn ?c ; rdfs:label ?l } ORDER BY ?l LIMIT 1")
    verb = first(store, "SELECT ?p WHERE { ?p rdfs:subPropertyOf kg:openRelation . ?s ?p ?o } "
                        "GROUP BY ?p ORDER BY DESC(COUNT(*)) ?p LIMIT 1")
    triple = next(iter(oxigraph_query(store, "SELECT ?s ?p ?o WHERE { ?f a kg:Fact ; rdf:subject ?s ; "
                                             "rdf:predicate ?p ; rdf:object ?o ; kg:evidenceCount ?n } "
                                             "ORDER BY DESC(?n) ?s ?p ?o LIMIT 1")), None)
    document = first(store, "SELECT ?id WHERE { ?ev prov:wasDerivedFrom ?d . ?d kg:documentId ?id } "
                            "GROUP BY ?id ORDER BY DESC(COUNT(?ev)) ?id LIMIT 1")

    def text(term):
        return term.value if term is not None else ""

    def iri(term):
        return term.value if term is not None else None

    chosen = {
        "entity": {"name": text(person)}, "aliases": {"name": text(person)},
        "documents-mentioning": {"name": text(person)}, "organisation-members": {"name": text(org)},
        "located-in": {"name": text(place)}, "top-entities": {"type": str(SCHEMA.Person)},
        "open-relations": {"predicate": iri(verb)}, "document-facts": {"documentId": text(document)},
        "multi-document-relations": {"minDocuments": 2},
    }
    if triple is not None:
        chosen["evidence"] = {"subject": triple[0].value, "predicate": triple[1].value, "object": triple[2].value}
    return {name: {k: v for k, v in params.items() if v is not None} for name, params in chosen.items()}


def median_ms(run, runs: int, *, budget_s: float = 30.0) -> tuple[float, int]:
    """Median wall time (ms) of ``run()`` over ``runs`` runs (fewer past ``budget_s``), and its row count."""
    times, rows = [], 0
    for _ in range(runs):
        started = time.perf_counter()
        rows = run()
        times.append((time.perf_counter() - started) * 1000)
        if sum(times) > budget_s * 1000:
            break
    return statistics.median(times), rows


def main(argv: list[str] | None = None) -> int:
    """Print the latency table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--graph", help="a built graph (graph.ttl or its directory)")
    parser.add_argument("--corpus", default=str(ROOT.parent / "shared" / "data" / "news"))
    parser.add_argument("--runs", type=int, default=20, help="runs per query on Oxigraph")
    parser.add_argument("--rdflib-runs", type=int, default=3, help="runs per query on rdflib (0: skip rdflib; "
                                                                   "fewer past 30 s)")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as scratch:
        if args.graph:
            source = graph_file(args.graph)
        else:
            out = Path(scratch) / "out"
            subprocess.run([sys.executable, "-m", "kg.cli", "build", args.corpus, "--out", str(out), "--quiet"],
                           check=True, cwd=ROOT)
            source = out / "graph.ttl"
        started = time.perf_counter()
        store = load_store(source)
        ox_load = time.perf_counter() - started
        started = time.perf_counter()
        graph = Graph().parse(source) if args.rdflib_runs else Graph()
        rdflib_load = time.perf_counter() - started

    bindings = choose_bindings(store)
    print(f"graph: {len(store)} triples; load {ox_load:.1f} s on Oxigraph, {rdflib_load:.1f} s on rdflib\n")
    print("| query | parameters | rows | Oxigraph median ms | rdflib median ms | rdflib / Oxigraph |")
    print("|---|---|---:|---:|---:|---:|")
    slow = []
    for name, q in load_library().items():
        params = bindings.get(name, {})
        ox_ms, rows = median_ms(lambda: len(list(oxigraph_query(store, q.text, params))), args.runs)
        if args.rdflib_runs:
            rdf_ms, rdf_rows = median_ms(lambda: len(list(run_query(graph, q.text, params))), args.rdflib_runs)
        else:
            rdf_ms, rdf_rows = float("nan"), rows
        shown = ", ".join(f"{k}={v.rsplit('/', 1)[-1].rsplit('#', 1)[-1]}" for k, v in
                          ((k, str(v)) for k, v in params.items())) or "-"
        rows_shown = str(rows) if rows == rdf_rows else f"{rows} / {rdf_rows}"
        print(f"| {name} | {shown} | {rows_shown} | {ox_ms:.1f} | {rdf_ms:.1f} | {rdf_ms / ox_ms:.1f}x |", flush=True)
        if ox_ms >= 100:
            slow.append(name)
    print(f"\n{'every query under' if not slow else 'over'} 100 ms median on Oxigraph"
          f"{'' if not slow else ': ' + ', '.join(slow)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

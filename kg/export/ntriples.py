"""N-Triples export: the RDF view as sorted lines, for bulk loading into any triple store.

One triple per line, sorted, so the file is deterministic, splits and streams by line,
and two builds diff line by line. The graph has no blank nodes: every line stands alone.
Written gzip-compressed when the file name ends in ``.gz``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from kg.atomic import write_output

if TYPE_CHECKING:
    from rdflib import Graph

    from kg.graph import KnowledgeGraph


def ntriples_bytes(graph: Graph) -> bytes:
    """N-Triples of an rdflib graph, one sorted line per triple."""
    lines = graph.serialize(format="nt", encoding="utf-8").splitlines(keepends=True)
    return b"".join(sorted(line for line in lines if line.strip()))


def write_ntriples(kg: KnowledgeGraph, path: str | Path) -> None:
    """Write the RDF view of a knowledge graph as sorted N-Triples, atomically."""
    write_output(path, ntriples_bytes(kg.rdf))

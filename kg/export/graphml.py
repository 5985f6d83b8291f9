"""GraphML export for Gephi, networkx and igraph.

Written directly (not through networkx's writer) so that the rules Gephi's importer
relies on hold by construction: globally unique edge ids, the XML ``label`` attribute
on every ``<edge>`` (so parallel edges with different predicates stay apart), one
declared type per attribute, only string/int/double/boolean values, and text made
XML-safe by the one sanitiser.

Relations are edges labelled with their predicate; who spoke about whom adds ``said_about``
edges (speaker -> each entity its attributed words name, weight = number of attributions),
which Gephi's filters separate by the ``predicate`` column.

Nodes carry the metrics of :mod:`kg.metrics` as columns, and the names Gephi's
importer maps to visual properties (``size``; ``r``, ``g``, ``b`` integers; ``x``,
``y``) so that a plain import is already sized by mentions, coloured by entity type
and laid out as in the HTML view.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING
from xml.etree import ElementTree as ET

from kg.atomic import atomic_write
from kg.claims import SAID_ABOUT, said_about
from kg.metrics import node_size, type_color
from kg.xmltext import xml_safe

if TYPE_CHECKING:
    from kg.graph import KnowledgeGraph

NS = "http://graphml.graphdrawing.org/xmlns"
#: The type table: Python type -> GraphML ``attr.type``.
GRAPHML_TYPES = {str: "string", int: "int", float: "double", bool: "boolean"}
#: How many evidence sentences an edge carries in its ``evidence`` column.
EVIDENCE_IN_EDGE = 3


def _node_rows(kg: KnowledgeGraph) -> list[tuple[str, dict]]:
    metrics, position = kg.view.analysis.metrics, kg.view.analysis.position
    rows = []
    for e in kg.entities:
        m = metrics[e.id]
        red, green, blue = type_color(e.type)
        x, y = position[e.id]
        rows.append((e.id, {
            "label": e.label, "entity_type": e.type, "aliases": "; ".join(e.aliases),
            "titles": "; ".join(e.titles), "mentions": e.mentions, "documents": len(e.documents),
            "document_ids": " ".join(e.documents), "degree": m.degree, "weighted_degree": m.weighted_degree,
            "pagerank": m.pagerank, "betweenness": m.betweenness, "community": m.community,
            # Gephi's importer reads these names as visual properties, not columns; its y axis points up.
            "size": node_size(e.mentions), "r": red, "g": green, "b": blue, "x": x, "y": -y,
        }))
    return rows


def _edge_rows(kg: KnowledgeGraph) -> list[tuple[str, str, str, dict]]:
    rows = []
    documents = {d.id: d for d in kg.documents}
    for n, f in enumerate(kg.facts):
        sources = [documents[doc] for doc in f.documents if doc in documents]
        dates = sorted(d.date for d in sources if d.date)
        sentences = [f"[{r.subject.doc_id} {r.sentence.start}-{r.sentence.end}] {r.sentence.text}"
                     for r in f.evidence[:EVIDENCE_IN_EDGE]]
        rows.append((f"e{n}", f.subject, f.object, {
            "label": f.predicate, "predicate": f.predicate, "weight": float(len(f.evidence)),
            "confidence": f.confidence, "status": f.status, "documents": len(f.documents),
            "evidence": " || ".join(sentences),
            # the first publication date of the documents that state it (Gephi can filter on it) and their sites
            "published": dates[0] if dates else "", "sites": "; ".join(sorted({d.site for d in sources if d.site})),
        }))
    # Who spoke about whom: one edge per speaker and entity named, weighted by the number of claims.
    for n, (speaker, about, claims) in enumerate(said_about(kg.claims)):
        quotes = [f"[{c.document} {c.start}-{c.end}] {c.content}" for c in claims[:EVIDENCE_IN_EDGE]]
        rows.append((f"s{n}", speaker, about, {
            "label": SAID_ABOUT, "predicate": SAID_ABOUT, "weight": float(len(claims)), "confidence": 1.0,
            "status": "", "documents": len({c.document for c in claims}), "evidence": " || ".join(quotes),
        }))
    return rows


def _declare(root: ET.Element, domain: str, rows: list[dict]) -> dict[str, str]:
    """Declare one ``<key>`` per attribute name, with one type; return name -> key id."""
    keys: dict[str, str] = {}
    for row in rows:
        for name, value in row.items():
            if name in keys:
                continue
            kind = GRAPHML_TYPES[type(value)]
            keys[name] = f"{domain[0]}_{name}"
            ET.SubElement(root, f"{{{NS}}}key", {"id": keys[name], "for": domain, "attr.name": name,
                                                 "attr.type": kind})
    return keys


def _data(parent: ET.Element, keys: dict[str, str], row: dict) -> None:
    for name, value in row.items():
        text = str(value).lower() if isinstance(value, bool) else xml_safe(str(value))
        ET.SubElement(parent, f"{{{NS}}}data", {"key": keys[name]}).text = text


def graphml_bytes(kg: KnowledgeGraph) -> bytes:
    """The GraphML document of a knowledge graph, deterministic bytes."""
    ET.register_namespace("", NS)
    root = ET.Element(f"{{{NS}}}graphml")
    nodes, edges = _node_rows(kg), _edge_rows(kg)
    node_keys = _declare(root, "node", [row for _, row in nodes])
    edge_keys = _declare(root, "edge", [row for *_, row in edges])
    graph = ET.SubElement(root, f"{{{NS}}}graph", {"id": "G", "edgedefault": "directed"})
    for node_id, row in nodes:
        _data(ET.SubElement(graph, f"{{{NS}}}node", {"id": node_id}), node_keys, row)
    for edge_id, source, target, row in edges:
        edge = ET.SubElement(graph, f"{{{NS}}}edge", {"id": edge_id, "source": source, "target": target,
                                                     "label": xml_safe(row["label"])})
        _data(edge, edge_keys, row)
    ET.indent(root)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"


def write_graphml(kg: KnowledgeGraph, path: str | Path) -> None:
    """Write a knowledge graph as GraphML for Gephi, atomically."""
    atomic_write(path, graphml_bytes(kg))

"""The interactive HTML view: one self-contained, offline ``graph.html``.

The page is ``kg/static/view.html`` (CSS and the viewer script) with the vendored
Cytoscape.js library and the graph as a JSON data island pasted in. Positions are
computed here with a seeded ForceAtlas2 layout, so the same graph gives the same
file and the browser has no layout to run. Above :data:`DEFAULT_LIMIT` entities the page
first shows the top ones by PageRank; search reveals any other.
"""

from __future__ import annotations

import html
import json
import math
import re
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import networkx as nx
import numpy as np
from scipy.spatial import cKDTree

from kg.export import atomic_write
from kg.metrics import DEFAULT_SEED, hex_color, node_metrics, node_size
from kg.view import GraphView, from_graph

if TYPE_CHECKING:
    from kg.graph import KnowledgeGraph

#: Entities shown at first, by PageRank; the rest wait for search or a higher limit.
DEFAULT_LIMIT = 500
#: Vendored library (npm ``cytoscape``), see ``kg/static/README.md``.
LIBRARY = "cytoscape.min.js"
#: ForceAtlas2 settings of the initial layout; pixels between node rims, and between unrelated entities.
SCALING, GRAVITY, GAP, GRID = 10.0, 1.0, 24.0, 110.0
#: ForceAtlas2 iterations: each costs O(n^2) for n shown entities (about 10 ms at 500).
ITERATIONS = 100
_MARKER = re.compile(r"<!--KG:(\w+)-->")
# Inside <script>, only "<" can end the element early ("</script>", "<!--"); JSON allows escaping it.
_SCRIPT_UNSAFE = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


def _ranked(view: GraphView, metrics: dict) -> list[str]:
    """Entity ids by PageRank, highest first; ties (unlinked entities) by mentions, then label and id."""
    return [e.id for e in sorted(view.entities, key=lambda e: (-metrics[e.id].pagerank, -e.mentions,
                                                               e.label.casefold(), e.id))]


def _separate(placed: dict[str, tuple[float, float]], radius: dict[str, float],
              *, rounds: int = 60) -> dict[str, tuple[float, float]]:
    """Push overlapping nodes apart (with room for a label), so every node can be seen and clicked."""
    nodes = list(placed)
    pos = np.array([placed[n] for n in nodes], dtype=float).reshape(-1, 2)
    rim = np.array([radius[n] for n in nodes]) + GAP / 2
    for _ in range(rounds):
        # Only pairs closer than the two largest rims can overlap: a k-d tree finds them.
        pairs = cKDTree(pos).query_pairs(2 * rim.max(initial=0.0), output_type="ndarray")
        i, j = pairs[:, 0], pairs[:, 1]
        delta = pos[i] - pos[j]
        dist = np.hypot(delta[:, 0], delta[:, 1])
        overlap = rim[i] + rim[j] - dist
        push = overlap > 0
        if not push.any():
            break
        i, j, delta, dist, overlap = i[push], j[push], delta[push], dist[push], overlap[push]
        # Coincident nodes get a fixed direction of their own to move apart.
        direction = np.where(dist[:, None] > 1e-9, delta / np.maximum(dist, 1e-9)[:, None],
                             np.column_stack([np.cos(i), np.sin(i)]))
        move = direction * (overlap / 2)[:, None]
        np.add.at(pos, i, move)
        np.add.at(pos, j, -move)
    return {n: (float(x), float(y)) for n, (x, y) in zip(nodes, pos)}


def layout(view: GraphView, ranked: list[str], *, limit: int,
           seed: int = DEFAULT_SEED) -> dict[str, tuple[float, float]]:
    """Pixel positions: a seeded ForceAtlas2 layout (as in Gephi) of the top ``limit`` entities.

    Top entities without a relation among the top ones line up in rows below it.
    The others (shown only on demand) sit next to their best-ranked placed
    neighbour, or on an outer ring when they have none.
    """
    simple = nx.Graph(view.nx.to_undirected())
    rank = {n: i for i, n in enumerate(ranked)}
    top = simple.subgraph(ranked[:limit])
    linked = [n for n in ranked[:limit] if top.degree(n) > 0]
    raw = nx.forceatlas2_layout(top.subgraph(linked), seed=seed, max_iter=ITERATIONS, scaling_ratio=SCALING,
                                gravity=GRAVITY, strong_gravity=True, weight="weight") if linked else {}
    xs, ys = [float(x) for x, _ in raw.values()] or [0.0], [float(y) for _, y in raw.values()] or [0.0]
    # Centre the drawing on the origin and scale its longer side to 2 * half pixels.
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    half = 80.0 * math.sqrt(len(linked)) + 100.0
    zoom = 2 * half / (max(max(xs) - min(xs), max(ys) - min(ys)) or 1.0)
    placed = _separate({n: ((float(x) - cx) * zoom, (float(y) - cy) * zoom) for n, (x, y) in raw.items()},
                       {e.id: node_size(e.mentions) / 2 for e in view.entities})
    lonely = [n for n in ranked[:limit] if n not in placed]
    bottom = max((y for _, y in placed.values()), default=0.0)
    per_row = max(4, int(2 * half // GRID))
    for i, node in enumerate(lonely):
        placed[node] = (GRID * (i % per_row - (per_row - 1) / 2), bottom + GRID * (1 + i // per_row))
    for i, node in enumerate(ranked[limit:]):
        # Golden-angle steps spread siblings and ring members evenly.
        angle = i * math.pi * (3.0 - math.sqrt(5.0))
        anchor = next((placed[m] for m in sorted(simple[node], key=rank.__getitem__) if m in placed), None)
        x0, y0, r = (anchor[0], anchor[1], 40.0) if anchor else (0.0, 0.0, half * 2.5)
        placed[node] = (x0 + r * math.cos(angle), y0 + r * math.sin(angle))
    return {n: (round(x, 1), round(y, 1)) for n, (x, y) in placed.items()}


def view_data(view: GraphView, *, limit: int = DEFAULT_LIMIT, seed: int = DEFAULT_SEED) -> dict:
    """The JSON data island of the page: nodes with metrics and positions, edges with evidence."""
    metrics = node_metrics(view.nx, seed=seed)
    ranked = _ranked(view, metrics)
    rank = {n: i for i, n in enumerate(ranked)}
    position = layout(view, ranked, limit=limit, seed=seed)
    nodes = [{
        "id": e.id, "label": e.label, "type": e.type, "color": hex_color(e.type), "size": node_size(e.mentions),
        "aliases": list(e.aliases), "titles": list(e.titles), "mentions": e.mentions, "documents": list(e.documents),
        "rank": rank[e.id], "pagerank": metrics[e.id].pagerank, "betweenness": metrics[e.id].betweenness,
        "degree": metrics[e.id].degree, "community": metrics[e.id].community,
        "x": position[e.id][0], "y": position[e.id][1],
    } for e in view.entities]
    edges = [{
        "id": f"e{n}", "source": edge.subject, "target": edge.object, "predicate": edge.predicate,
        "weight": edge.weight, "confidence": edge.confidence, "documents": list(edge.documents),
        "evidence": [{"document": ev.document, "sentence": ev.sentence, "start": ev.start, "end": ev.end,
                      "subject": ev.subject_text, "object": ev.object_text, "confidence": ev.confidence,
                      "extractor": ev.extractor} for ev in edge.evidence],
    } for n, edge in enumerate(view.edges)]
    return {"limit": limit, "nodes": nodes, "edges": edges, "titles": view.titles}


def script_json(data: object) -> str:
    """JSON that is safe inside an HTML ``<script>`` element, whatever strings it holds."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).translate(_SCRIPT_UNSAFE)


def html_bytes(view: GraphView, *, title: str = "Knowledge graph", limit: int = DEFAULT_LIMIT) -> bytes:
    """The self-contained page of a graph view, deterministic bytes."""
    static = resources.files("kg").joinpath("static")
    parts = {
        "TITLE": html.escape(title),
        "LIBRARY": static.joinpath(LIBRARY).read_text(encoding="utf-8"),
        "DATA": script_json(view_data(view, limit=limit)),
    }
    page = _MARKER.sub(lambda m: parts[m[1]], static.joinpath("view.html").read_text(encoding="utf-8"))
    return page.encode("utf-8")


def write_html(graph: GraphView | KnowledgeGraph, path: str | Path, *, title: str = "Knowledge graph",
               limit: int = DEFAULT_LIMIT) -> None:
    """Write the interactive page of a graph (a view, or a freshly built graph), atomically."""
    view = graph if isinstance(graph, GraphView) else from_graph(graph)
    atomic_write(path, html_bytes(view, title=title, limit=limit))

"""Graph metrics and the visual encodings the GraphML and HTML views share.

Pure functions over a networkx graph whose edges carry a numeric ``weight``
(``KnowledgeGraph.nx`` or :attr:`kg.view.GraphView.nx`): centralities and
communities, then colour, size, rank and position of every entity. Every
randomised step takes a fixed seed, so the same graph always gets the same numbers
and the same picture, in Gephi and in the browser.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import networkx as nx
import numpy as np
from scipy.spatial import cKDTree

if TYPE_CHECKING:
    from kg.records import Entity

#: Seed of Louvain and of betweenness sampling.
DEFAULT_SEED = 42
#: Above this many nodes betweenness is estimated from this many sampled sources.
BETWEENNESS_SAMPLE = 500
#: Node colour (red, green, blue) per entity type, in the spirit of a categorical palette.
TYPE_COLORS: dict[str, tuple[int, int, int]] = {
    "Person": (31, 119, 180),
    "Organization": (255, 127, 14),
    "Place": (44, 160, 44),
    "Facility": (148, 103, 189),
    "Event": (214, 39, 40),
    "Product": (140, 86, 75),
    "Work": (227, 119, 194),
    "Group": (188, 189, 34),
}
OTHER_COLOR = (127, 127, 127)
#: Entities laid out by ForceAtlas2 (the top ones by PageRank); the rest are placed by their neighbours.
LAYOUT_LIMIT = 500
#: ForceAtlas2 settings; pixels between node rims, and between unrelated entities.
SCALING, GRAVITY, GAP, GRID = 10.0, 1.0, 24.0, 110.0
#: ForceAtlas2 iterations: each costs O(n^2) for n laid-out entities (about 10 ms at 500).
ITERATIONS = 100


@dataclass(frozen=True)
class NodeMetrics:
    """Centrality and community of one node.

    Attributes:
        degree: Number of relations in and out (parallel relations counted).
        weighted_degree: Sum of the weights of those relations.
        pagerank: PageRank over the directed, weighted graph.
        betweenness: Normalised betweenness over the undirected graph.
        community: Louvain community id, 0 for the largest community.
    """

    degree: int
    weighted_degree: float
    pagerank: float
    betweenness: float
    community: int


def _undirected(graph: nx.MultiDiGraph) -> nx.Graph:
    """The undirected simple graph, parallel and opposite edges merged with summed weights."""
    simple = nx.Graph()
    simple.add_nodes_from(sorted(graph.nodes))
    for u, v, weight in sorted(graph.edges(data="weight", default=1.0)):
        if u == v:
            continue
        previous = simple.get_edge_data(u, v, {"weight": 0.0})["weight"]
        simple.add_edge(u, v, weight=previous + float(weight))
    return simple


def _induced(simple: nx.Graph, nodes: Iterable[str]) -> nx.Graph:
    """The subgraph of ``nodes`` as a graph of its own, its nodes and edges in ``simple``'s order.

    networkx's subgraph views iterate a small subgraph in the order of a set of its nodes, which for strings
    changes with PYTHONHASHSEED; seeded sampling and layout read nodes in that order, so they need this one.
    """
    keep = set(nodes)
    induced = nx.Graph()
    induced.add_nodes_from(n for n in simple if n in keep)
    induced.add_weighted_edges_from((u, v, data["weight"]) for u in induced for v, data in simple[u].items()
                                    if v in keep)
    return induced


def communities(graph: nx.MultiDiGraph, *, seed: int = DEFAULT_SEED) -> dict[str, int]:
    """Louvain community id of every node: 0 for the largest, ties broken by smallest member id."""
    found = nx.community.louvain_communities(_undirected(graph), weight="weight", seed=seed)
    ordered = sorted((sorted(c) for c in found), key=lambda members: (-len(members), members[0]))
    return {node: n for n, members in enumerate(ordered) for node in members}


def _betweenness(simple: nx.Graph, *, seed: int) -> dict[str, float]:
    """Normalised betweenness; computed on the linked nodes only, as news graphs are mostly isolated names."""
    linked = _induced(simple, (n for n in simple if simple.degree(n) > 0))
    n, m = simple.number_of_nodes(), linked.number_of_nodes()
    sample = BETWEENNESS_SAMPLE if m > BETWEENNESS_SAMPLE else None
    found = nx.betweenness_centrality(linked, k=sample, seed=seed, normalized=True) if m > 2 else {}
    # Isolated nodes lie on no shortest path: only the normalisation (pairs of other nodes) changes.
    scale = (m - 1) * (m - 2) / ((n - 1) * (n - 2)) if n > 2 else 0.0
    return {node: found.get(node, 0.0) * scale for node in simple}


def node_metrics(graph: nx.MultiDiGraph, *, seed: int = DEFAULT_SEED) -> dict[str, NodeMetrics]:
    """Degree, weighted degree, PageRank, betweenness and community of every node.

    Args:
        graph: A directed multigraph whose edges have a numeric ``weight``.
        seed: Seed of Louvain and of betweenness sampling on large graphs.

    Returns:
        Node id -> metrics; floats rounded to 6 decimals so output is stable.
    """
    if graph.number_of_nodes() == 0:
        return {}
    rank = nx.pagerank(graph, weight="weight")
    between = _betweenness(_undirected(graph), seed=seed)
    community = communities(graph, seed=seed)
    weighted = dict(graph.degree(weight="weight"))
    return {node: NodeMetrics(
        degree=graph.degree(node), weighted_degree=round(float(weighted[node]), 6),
        pagerank=round(rank[node], 6), betweenness=round(between[node], 6), community=community[node],
    ) for node in sorted(graph.nodes)}


def type_color(entity_type: str) -> tuple[int, int, int]:
    """Colour of an entity type as (red, green, blue) integers 0-255."""
    return TYPE_COLORS.get(entity_type, OTHER_COLOR)


def hex_color(entity_type: str) -> str:
    """Colour of an entity type as ``#rrggbb``."""
    return "#{:02x}{:02x}{:02x}".format(*type_color(entity_type))


def node_size(mentions: int) -> float:
    """Display size for a mention count: logarithmic, so a frequent name does not swamp the rest."""
    return round(8.0 + 6.0 * math.log1p(max(mentions, 0)), 2)


def ranking(entities: Iterable[Entity], metrics: dict[str, NodeMetrics]) -> list[str]:
    """Entity ids by PageRank, highest first; ties (unlinked entities) by mentions, then label and id."""
    return [e.id for e in sorted(entities, key=lambda e: (-metrics[e.id].pagerank, -e.mentions,
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


def layout(graph: nx.MultiDiGraph, ranked: list[str], mentions: dict[str, int], *, limit: int = LAYOUT_LIMIT,
           seed: int = DEFAULT_SEED) -> dict[str, tuple[float, float]]:
    """Positions in pixels (y downwards, as on screen) of every node.

    The top ``limit`` nodes of ``ranked`` that have a relation among them get a
    seeded ForceAtlas2 layout (as in Gephi), with overlaps removed; the other top
    ones line up in rows below it. The rest sit next to their best-ranked placed
    neighbour, or on an outer ring when they have none.

    Args:
        graph: The weighted graph.
        ranked: Node ids, most important first (:func:`ranking`).
        mentions: Mention count per node, for node sizes.
        limit: How many top nodes get the force layout.
        seed: Seed of the initial positions.
    """
    simple = _undirected(graph)
    rank = {n: i for i, n in enumerate(ranked)}
    top = _induced(simple, ranked[:limit])
    linked = [n for n in ranked[:limit] if top.degree(n) > 0]
    raw = nx.forceatlas2_layout(_induced(top, linked), seed=seed, max_iter=ITERATIONS, scaling_ratio=SCALING,
                                gravity=GRAVITY, strong_gravity=True, weight="weight") if linked else {}
    xs, ys = [float(x) for x, _ in raw.values()] or [0.0], [float(y) for _, y in raw.values()] or [0.0]
    # Centre the drawing on the origin and scale its longer side to 2 * half pixels.
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    half = 80.0 * math.sqrt(len(linked)) + 100.0
    zoom = 2 * half / (max(max(xs) - min(xs), max(ys) - min(ys)) or 1.0)
    placed = _separate({n: ((float(x) - cx) * zoom, (float(y) - cy) * zoom) for n, (x, y) in raw.items()},
                       {n: node_size(mentions[n]) / 2 for n in raw})
    lonely = [n for n in ranked[:limit] if n not in placed]
    bottom = max((y for _, y in placed.values()), default=0.0)
    per_row = max(4, int(2 * half // GRID))
    for i, node in enumerate(lonely):
        placed[node] = (GRID * (i % per_row - (per_row - 1) / 2), bottom + GRID * (1 + i // per_row))
    _place_the_rest(simple, ranked[limit:], rank, placed, ring=half * 2.5)
    return {n: (round(x, 1), round(y, 1)) for n, (x, y) in placed.items()}


def _place_the_rest(simple: nx.Graph, rest: list[str], rank: dict[str, int],
                    placed: dict[str, tuple[float, float]], *, ring: float) -> None:
    """Place each node of ``rest`` next to its best-ranked placed neighbour, or on a ring of radius ``ring``."""
    for i, node in enumerate(rest):
        # Golden-angle steps spread siblings and ring members evenly.
        angle = i * math.pi * (3.0 - math.sqrt(5.0))
        anchor = next((placed[m] for m in sorted(simple[node], key=rank.__getitem__) if m in placed), None)
        x0, y0, r = (anchor[0], anchor[1], 40.0) if anchor else (0.0, 0.0, ring)
        placed[node] = (x0 + r * math.cos(angle), y0 + r * math.sin(angle))


@dataclass(frozen=True)
class Analysis:
    """Node metrics, ranking and layout of one graph: computed once, read by every export."""

    metrics: dict[str, NodeMetrics]
    ranked: tuple[str, ...]
    position: dict[str, tuple[float, float]]


def analyse(graph: nx.MultiDiGraph, entities: Iterable[Entity], *, limit: int = LAYOUT_LIMIT,
            seed: int = DEFAULT_SEED) -> Analysis:
    """Metrics, PageRank ranking and seeded layout of a graph (see :func:`node_metrics`, :func:`layout`)."""
    entities = list(entities)
    metrics = node_metrics(graph, seed=seed)
    ranked = ranking(entities, metrics)
    position = layout(graph, ranked, {e.id: e.mentions for e in entities}, limit=limit, seed=seed)
    return Analysis(metrics, tuple(ranked), position)


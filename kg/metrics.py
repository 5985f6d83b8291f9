"""Graph metrics and the visual encodings the GraphML and HTML views share.

Pure functions over a networkx graph whose edges carry a numeric ``weight``
(``KnowledgeGraph.nx`` or :attr:`kg.view.GraphView.nx`). Every randomised step
takes a fixed seed, so the same graph always gets the same numbers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import networkx as nx

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
    "CreativeWork": (227, 119, 194),
    "Group": (188, 189, 34),
}
OTHER_COLOR = (127, 127, 127)


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


def communities(graph: nx.MultiDiGraph, *, seed: int = DEFAULT_SEED) -> dict[str, int]:
    """Louvain community id of every node: 0 for the largest, ties broken by smallest member id."""
    found = nx.community.louvain_communities(_undirected(graph), weight="weight", seed=seed)
    ordered = sorted((sorted(c) for c in found), key=lambda members: (-len(members), members[0]))
    return {node: n for n, members in enumerate(ordered) for node in members}


def _betweenness(simple: nx.Graph, *, seed: int) -> dict[str, float]:
    """Normalised betweenness; computed on the linked nodes only, as news graphs are mostly isolated names."""
    linked = simple.subgraph(n for n in simple if simple.degree(n) > 0)
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

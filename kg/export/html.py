"""The interactive HTML view: one self-contained, offline ``graph.html``.

The page is ``kg/static/view.html`` (CSS and the viewer script) with the vendored
Cytoscape.js library and the graph as a JSON data island pasted in. Positions come
from :func:`kg.metrics.layout` (seeded ForceAtlas2, the same as in the GraphML), so
the same graph gives the same file and the browser has no layout to run. The page opens on the
connected part of the graph: entities with no relation wait behind a toggle (search still finds
them), and above :data:`DEFAULT_LIMIT` entities it shows the top ones by PageRank. The
:data:`LABELS` largest shown entities are labelled at any zoom; selecting an entity centres and
zooms on its neighbourhood; each evidence sentence shows its document (title, date, source).
"""

from __future__ import annotations

import html
import json
import re
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from kg.atomic import atomic_write
from kg.metrics import DEFAULT_SEED, LAYOUT_LIMIT, analyse, hex_color, node_size
from kg.records import Claim
from kg.view import GraphView

if TYPE_CHECKING:
    from kg.graph import KnowledgeGraph

#: Entities shown at first, by PageRank; the rest wait for search or a higher limit.
DEFAULT_LIMIT = LAYOUT_LIMIT
#: Entities labelled at any zoom: the largest shown (the others' labels appear as one zooms in).
LABELS = 15
#: Vendored library (npm ``cytoscape``), see ``kg/static/README.md``.
LIBRARY = "cytoscape.min.js"
_MARKER = re.compile(r"<!--KG:(\w+)-->")
# Inside <script>, only "<" can end the element early ("</script>", "<!--"); JSON allows escaping it.
_SCRIPT_UNSAFE = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


def view_data(view: GraphView, *, limit: int = DEFAULT_LIMIT, seed: int = DEFAULT_SEED) -> dict:
    """The JSON data island of the page: nodes with metrics and positions, edges with evidence, quotes."""
    analysis = (view.analysis if (limit, seed) == (LAYOUT_LIMIT, DEFAULT_SEED)
                else analyse(view.nx, view.entities, limit=limit, seed=seed))
    metrics, position = analysis.metrics, analysis.position
    rank = {n: i for i, n in enumerate(analysis.ranked)}
    nodes = [{
        "id": e.id, "label": e.label, "type": e.type, "color": hex_color(e.type), "size": node_size(e.mentions),
        "aliases": list(e.aliases), "titles": list(e.titles), "mentions": e.mentions, "documents": list(e.documents),
        "rank": rank[e.id], "pagerank": metrics[e.id].pagerank, "betweenness": metrics[e.id].betweenness,
        "degree": metrics[e.id].degree, "community": metrics[e.id].community,
        "x": position[e.id][0], "y": position[e.id][1],
    } for e in view.entities]
    label = {e.id: e.label for e in view.entities}
    claims = {c.id: c for c in view.claims}
    edges = [{
        "id": f"e{n}", "source": edge.subject, "target": edge.object, "predicate": edge.predicate,
        "weight": edge.weight, "confidence": edge.confidence, "documents": list(edge.documents),
        "evidence": [{"document": ev.document, "source": ev.source, "sentence": ev.sentence, "start": ev.start,
                      "end": ev.end, "subject": ev.subject_text, "object": ev.object_text, "confidence": ev.confidence,
                      "extractor": ev.extractor, "per": _per(claims.get(ev.attribution), label)}
                     for ev in edge.evidence],
    } for n, edge in enumerate(view.edges)]
    quotes = [{
        "speaker": c.speaker, "source": c.source_text, "about": list(c.about), "content": c.content,
        "direct": c.direct, "hedged": c.hedged, "cue": c.cue, "document": c.document, "date": c.date,
        "start": c.start, "end": c.end,
    } for c in view.claims]
    published = {doc: {"date": p.date, "site": p.site, "url": p.url} for doc, p in sorted(view.published.items())}
    return {"limit": limit, "labels": LABELS, "nodes": nodes, "edges": edges, "titles": view.titles,
            "published": published, "quotes": quotes}


def _per(claim: Claim | None, label: dict[str, str]) -> str:
    """Who an evidence sentence's relation comes from: the source's name or words, empty for the reporter."""
    if claim is None:
        return ""
    source = label.get(claim.speaker, "") if claim.speaker else claim.source_text or "an unnamed source"
    return source + (" (hedged)" if claim.hedged else "")


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
    view = graph if isinstance(graph, GraphView) else graph.view
    atomic_write(path, html_bytes(view, title=title, limit=limit))

"""JSON export: entities, facts with their evidence, attributions (who said what), document metadata and problems.

One UTF-8 JSON document, deterministic byte for byte: every list is sorted and
every object has sorted keys, so two builds of the same input give the same file.
Documents carry their metadata and length, not their text.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kg.atomic import atomic_write
from kg.vocab import claim_iri, document_iri, entity_iri

if TYPE_CHECKING:
    from kg.graph import KnowledgeGraph

#: Version of the layout below; bumped when a field changes meaning or goes away.
FORMAT = "kg-news-json/1"
_SURROGATE = re.compile("[\ud800-\udfff]")


def to_json(kg: KnowledgeGraph) -> dict[str, Any]:
    """The knowledge graph as plain JSON data (dicts, lists, strings and numbers)."""
    return {
        "format": FORMAT,
        "base": kg.base,
        "documents": [{
            "id": d.id, "iri": str(document_iri(kg.base, d.id)), "source": d.source, "title": d.title,
            "url": d.url, "date": d.date, "authors": list(d.authors), "site": d.site, "language": d.language,
            "chars": len(d.text),
        } for d in sorted(kg.documents, key=lambda d: d.id)],
        "entities": [{
            "id": e.id, "iri": str(entity_iri(kg.base, e.id)), "label": e.label, "type": e.type,
            "aliases": list(e.aliases), "titles": list(e.titles), "mentions": e.mentions,
            "documents": list(e.documents),
            "merges": [{"rule": m.rule, "name": m.name, "evidence": m.evidence} for m in e.merges],
        } for e in sorted(kg.entities, key=lambda e: e.id)],
        "facts": [{
            "subject": f.subject, "predicate": f.predicate, "object": f.object, "confidence": f.confidence,
            "status": f.status, "documents": list(f.documents),
            "evidence": sorted((asdict(ev) for ev in kg.evidence(f)),
                               key=lambda ev: (ev["document"], ev["start"], ev["end"], ev["extractor"],
                                               ev["subject_text"], ev["object_text"])),
        } for f in sorted(kg.facts, key=lambda f: (f.subject, f.predicate, f.object))],
        "problems": [{"source": p.source, "reason": p.reason, "skipped": p.skipped} for p in kg.problems],
        "attributions": [{**asdict(c), "about": list(c.about), "iri": str(claim_iri(kg.base, c.id))}
                         for c in kg.claims],
    }


def json_bytes(kg: KnowledgeGraph) -> bytes:
    """The JSON document of a knowledge graph, deterministic UTF-8 bytes."""
    text = json.dumps(to_json(kg), ensure_ascii=False, sort_keys=True, indent=1, allow_nan=False)
    # A lone surrogate cannot be encoded: a space, as in the other exports (the loader removes them anyway).
    return (_SURROGATE.sub(" ", text) + "\n").encode("utf-8")


def write_json(kg: KnowledgeGraph, path: str | Path) -> None:
    """Write a knowledge graph as JSON, atomically."""
    atomic_write(path, json_bytes(kg))

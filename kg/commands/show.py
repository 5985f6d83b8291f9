"""``kg show NAME [GRAPH]``: the profile of one entity in the terminal."""

from __future__ import annotations

import argparse
import difflib
from typing import TYPE_CHECKING

from rich.console import Console, Group, RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from kg.commands import EXIT_FAILED, EXIT_OK, error, plural

if TYPE_CHECKING:
    from kg.records import Claim, Entity
    from kg.view import Edge, GraphView

#: Evidence sentences printed per relation; the rest are counted.
MAX_SENTENCES = 5


def _relations(view: GraphView, entity: Entity, *, outgoing: bool) -> Table:
    label = {e.id: e.label for e in view.entities}
    table = Table("predicate", "object" if outgoing else "subject", "sentences", "documents", "confidence",
                  title="relations out" if outgoing else "relations in", title_justify="left", expand=False)
    for edge in view.edges:
        if (edge.subject if outgoing else edge.object) == entity.id:
            other = edge.object if outgoing else edge.subject
            table.add_row(edge.predicate, label[other], str(edge.weight), str(len(edge.documents)),
                          f"{edge.confidence:.2f}")
    return table


def _evidence(view: GraphView, entity: Entity, edge: Edge) -> list[RenderableType]:
    label = {e.id: e.label for e in view.entities}
    names = sorted({entity.label, *entity.aliases}, key=len, reverse=True)
    lines: list[RenderableType] = [Text(f"{label[edge.subject]} -{edge.predicate}-> {label[edge.object]}",
                                        style="bold")]
    for ev in edge.evidence[:MAX_SENTENCES]:
        sentence = Text(" ".join(ev.sentence.split()))
        sentence.highlight_words(names, "bold black on yellow", case_sensitive=False)
        title = view.titles.get(ev.document, "")
        source = Text(f"{ev.document}{' - ' + title if title else ''}, chars {ev.start}-{ev.end}, "
                      f"{ev.extractor}, confidence {ev.confidence:.2f}", style="dim")
        lines += [Padding(sentence, (0, 0, 0, 2)), Padding(source, (0, 0, 0, 4))]
    if len(edge.evidence) > MAX_SENTENCES:
        more = plural(len(edge.evidence) - MAX_SENTENCES, "more sentence")
        lines.append(Padding(Text(f"... and {more}", style="dim"), (0, 0, 0, 2)))
    return lines


def _said(view: GraphView, claims: list[Claim], title: str, *, by: bool) -> list[RenderableType]:
    """What an entity said (``by``) or what was said about it, one quotation or paraphrase a line."""
    if not claims:
        return []
    label = {e.id: e.label for e in view.entities}
    lines: list[RenderableType] = [Text(title, style="italic")]
    for c in claims[:MAX_SENTENCES * 2]:
        words = f"\u201c{c.content}\u201d" if c.direct else c.content
        who = "" if by else f"{label.get(c.speaker, c.source_text) if c.speaker else c.source_text or 'unnamed'}: "
        hedge = " (hedged)" if c.hedged else ""
        lines.append(Padding(Text(f"{who}{' '.join(words.split())}{hedge}"), (0, 0, 0, 2)))
        lines.append(Padding(Text(f"{c.document}{' ' + c.date if c.date else ''}, {c.cue!r}, chars {c.start}-{c.end}",
                                  style="dim"), (0, 0, 0, 4)))
    if len(claims) > MAX_SENTENCES * 2:
        lines.append(Padding(Text(f"... and {len(claims) - MAX_SENTENCES * 2} more", style="dim"), (0, 0, 0, 2)))
    return lines


def profile(view: GraphView, entity: Entity) -> Group:
    """The renderable profile of an entity: names, titles, relations and evidence, what it said and what
    was said about it."""
    facts = Table.grid(padding=(0, 2))
    facts.add_row("type", entity.type)
    facts.add_row("aliases", "; ".join(entity.aliases) or "-")
    facts.add_row("titles", "; ".join(entity.titles) or "-")
    facts.add_row("mentions", f"{plural(entity.mentions, 'mention')} in {plural(len(entity.documents), 'document')}")
    for merge in entity.merges:  # why each other name joined, so that it can be disputed
        facts.add_row("merged", f"'{merge.name}' by {merge.rule}: {merge.evidence}")
    edges = [e for e in view.edges if entity.id in (e.subject, e.object)]
    evidence = [line for edge in edges for line in _evidence(view, entity, edge)]
    return Group(
        Panel(facts, title=Text(entity.label, style="bold"), title_align="left"),
        _relations(view, entity, outgoing=True),
        _relations(view, entity, outgoing=False),
        Text("evidence", style="italic"),
        *(evidence or [Text("  no relation, so no evidence sentence", style="dim")]),
        *_said(view, view.said_by(entity.id), "said", by=True),
        *_said(view, view.said_about(entity.id), "said about it", by=False),
    )


def run(args: argparse.Namespace) -> int:
    from kg.view import read_view

    view = read_view(args.graph)
    found = view.find(args.name)
    if len(found) == 1:
        Console(highlight=False).print(profile(view, found[0]))
        return EXIT_OK
    if found:
        names = ", ".join(f"{e.label} ({e.type}, {e.id})" for e in found)
        error("show", f"{args.name!r} names several entities: {names}; give one of their ids")
        return EXIT_FAILED
    known = [e.label for e in view.entities] + [a for e in view.entities for a in e.aliases]
    close = difflib.get_close_matches(args.name, known, n=3, cutoff=0.6)
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    error("show", f"no entity named {args.name!r} in {args.graph}{hint}")
    return EXIT_FAILED


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``show`` parser."""
    s = sub.add_parser("show", help="print the profile of one entity: names, relations, evidence")
    s.add_argument("name", help="canonical name, alias or id of the entity (any case)")
    s.add_argument("graph", nargs="?", default="out",
                   help="output directory of 'kg build', or its graph.json or graph.ttl (default out)")
    s.set_defaults(func=run)

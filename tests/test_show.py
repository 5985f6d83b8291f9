"""``kg show``: an entity profile with names, relations and highlighted evidence."""

from __future__ import annotations

import html
import io
import re

from rich.console import Console

from kg.cli import main
from kg.commands.show import profile
from kg.view import from_graph


def _squash(text: str) -> str:
    return " ".join(text.split())


def _most_related(view):
    count = {e.id: 0 for e in view.entities}
    for edge in view.edges:
        count[edge.subject] += 1
        count[edge.object] += 1
    return max(view.entities, key=lambda e: (count[e.id], e.id))


def test_profile_by_alias_shows_names_relations_and_evidence(seed_out, seed_graph, capsys):
    view = from_graph(seed_graph)
    entity = _most_related(view)
    name = entity.aliases[0].lower() if entity.aliases else entity.label.lower()
    assert main(["show", name, str(seed_out)]) == 0
    out = _squash(capsys.readouterr().out)
    assert entity.label in out and entity.type in out
    assert all(alias in out for alias in entity.aliases) and all(title in out for title in entity.titles)
    label = {e.id: e.label for e in view.entities}
    for edge in view.edges:
        if entity.id in (edge.subject, edge.object):
            assert edge.predicate in out and label[edge.subject] in out and label[edge.object] in out
            assert _squash(edge.evidence[0].sentence) in out and edge.evidence[0].document in out


def test_entity_name_is_highlighted_in_evidence(seed_graph):
    view = from_graph(seed_graph)
    entity = _most_related(view)
    console = Console(file=io.StringIO(), record=True, width=120, force_terminal=True, color_system="standard")
    console.print(profile(view, entity))
    marked = re.findall(r'<span style="[^"]*background-color[^"]*">([^<]*)</span>',
                        html.unescape(console.export_html(inline_styles=True)))
    names = {name.casefold() for name in (entity.label, *entity.aliases)}
    assert marked and {m.casefold() for m in marked} <= names


def test_unknown_name_suggests_close_ones(seed_out, seed_graph, capsys):
    entity = max(seed_graph.entities, key=lambda e: len(e.label))
    typo = entity.label[:-1] + ("x" if entity.label[-1] != "x" else "y")
    assert main(["show", typo, str(seed_out)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and typo in err and entity.label in err


def test_missing_graph_is_one_line(tmp_path, capsys):
    # Exit 1 like every command whose input is missing (kg query, kg build); it was 2, a usage error.
    assert main(["show", "anyone", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(tmp_path) in err


def test_profile_says_why_each_name_was_merged(seed_out, seed_graph, capsys):
    merged = [e for e in from_graph(seed_graph).entities if e.merges]
    assert merged
    entity = merged[0]
    assert main(["show", entity.id, str(seed_out)]) == 0
    out = _squash(capsys.readouterr().out)
    assert all(f"'{m.name}' by {m.rule}" in out for m in entity.merges)


def test_profile_lists_what_the_entity_said_and_what_was_said_about_it(seed_out, capsys):
    assert main(["show", "Scott Israel", str(seed_out)]) == 0
    out = _squash(capsys.readouterr().out)
    about = out.index("said about it")
    assert "our deputies made mistakes" in out[:about]  # Israel's own quotation, before what others said
    assert "Mike Goodrum:" in out[about:]  # Goodrum's statement about the sheriff, with its source

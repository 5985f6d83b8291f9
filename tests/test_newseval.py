"""``kg eval news``: a tiny hand-made news set built and scored by the shared scorer; checks and per-type counts."""

from __future__ import annotations

import json
import shutil

import pytest

from kg.cli import main
from kg.newseval import evaluate_news, news_set, per_type, table
from tests.conftest import SHARED

SCORER = SHARED / "tools" / "score_graph.py"
TEXT = ("Acme Robotics hires a new chief\n\n"
        "Maria Lopez, the chief executive of Acme Robotics, said on Monday that the company would open a plant "
        "in Oakville. Lopez lives in Oakville.\n")
GOLD = {
    "docs": ["acme"],
    "entities": {
        "marialopez": {"type": "Person", "names": ["maria lopez", "lopez"], "must": ["maria lopez"], "docs": ["acme"]},
        "acmerobotics": {"type": "Organization", "names": ["acme robotics"], "must": ["acme robotics"],
                         "docs": ["acme"]},
        "oakville": {"type": "Place", "names": ["oakville"], "must": ["oakville"], "docs": ["acme"]},
    },
    "cannot_link": [["marialopez", "acmerobotics"]],
    "relations_required": [{"s": "marialopez", "p": ["leads", "employedBy"], "o": "acmerobotics",
                            "status": "current", "why": "chief executive", "evidence": []}],
    "relations_acceptable": [{"s": "marialopez", "p": ["livesIn"], "o": "oakville"}],
    "relations_forbidden": [],
    "open_required": [],
    "titles": [{"e": "marialopez", "any": ["chief executive"]}],
    "typed_predicates": ["employedBy", "leads", "memberOf", "basedIn", "locatedIn", "livesIn", "killed"],
}


@pytest.fixture(scope="module")
def news_dir(tmp_path_factory):
    """A news set laid out as ../shared/data/<set>, with the shared scorer two folders up."""
    if not SCORER.is_file():
        pytest.skip("../shared/tools/score_graph.py is not beside the project")
    root = tmp_path_factory.mktemp("shared")
    (root / "tools").mkdir()
    shutil.copy(SCORER, root / "tools" / "score_graph.py")
    folder = root / "data" / "tiny"
    (folder / "text").mkdir(parents=True)
    (folder / "text" / "acme.txt").write_text(TEXT)
    (folder / "gold.json").write_text(json.dumps(GOLD))
    return folder


def test_news_set_is_checked(tmp_path):
    with pytest.raises(ValueError, match="no gold.json"):
        news_set(tmp_path)
    (tmp_path / "gold.json").write_text("{}")
    with pytest.raises(ValueError, match="no text/ or html/"):
        news_set(tmp_path)


def test_per_type_counts_found_entities_by_first_type():
    gold = {"entities": {"a": {"type": "Person"}, "b": {"type": "Organization|Place"}, "c": {"type": "Place"},
                         "d": {"type": "Person"}}}
    assert per_type(gold, ["b:['Person']"], ["d"]) == {"Organization": (0, 1), "Person": (1, 1), "Place": (1, 1)}


def test_evaluate_news_builds_and_scores_each_variant_it_has(news_dir, tmp_path):
    [score] = evaluate_news(news_dir, work=tmp_path)
    assert (score.variant, score.documents) == ("text", 1)
    assert (tmp_path / "text" / "graph.ttl").is_file()
    assert score.summary["entities_found"] == "3/3"
    assert score.summary["types"] == "3/3" and score.value("types") == 1.0
    assert score.summary["cannot_link_violations"] == 0
    assert score.per_type == {"Organization": (1, 1), "Person": (1, 1), "Place": (1, 1)}
    assert "| types | 1.00 (3/3) |" in table([score])


def test_kg_eval_news_prints_the_figures(news_dir, tmp_path, capsys):
    assert main(["eval", "news", str(news_dir), "--out", str(tmp_path), "--variant", "text"]) == 0
    out = capsys.readouterr().out
    for figure in ("required_relations", "typed_precision", "types", "titles", "cannot_link_violations",
                   "forbidden", "types: Person"):
        assert f"| {figure} |" in out


def test_kg_eval_news_rejects_a_folder_without_gold(tmp_path, capsys):
    assert main(["eval", "news", str(tmp_path)]) == 1
    assert "no gold.json" in capsys.readouterr().err


def test_a_set_outside_the_shared_folder_takes_the_scorer_by_name(news_dir, tmp_path):
    folder = tmp_path / "elsewhere"
    shutil.copytree(news_dir, folder)
    with pytest.raises(ValueError, match="the scorer is missing"):
        evaluate_news(folder, work=tmp_path / "w")
    [score] = evaluate_news(folder, work=tmp_path / "w", scorer=news_dir.parent.parent / "tools" / "score_graph.py")
    assert score.summary["entities_found"] == "3/3"

"""Fault isolation: a document on which any stage raises is skipped with one problem line; the rest builds."""

from __future__ import annotations

import pytest

import kg
import kg.pipeline
from kg.cli import main
from kg.records import Document
from kg import registry
from kg.relations.rules.events import predicate_name

#: A document's text that the stage under test raises on.
POISON = "Vera Lund met Omar Quaid in Oslo. POISON"
GOOD = ["Helena Marsh, a spokeswoman for Veltrix Corp., said the plan was sound.",
        "Paulo Mendes has lived in Lisbon for twenty years."]


def _raise_on_poison(stage):
    """A wrapped stage that raises on the poisoned document only."""
    def wrapped(doc, *args, **kwargs):
        text = doc.text if hasattr(doc, "text") else "".join(d.text for d in doc)
        if "POISON" in text:
            raise IndexError("list index out of range")
        return stage(doc, *args, **kwargs)
    return wrapped


def make_raising():
    """A relation extractor that raises on one document (registered for these tests only)."""
    return _raise_on_poison(registry.get_extractor("rules")())


registry.register("extractors", "test-raising", make_raising)


def _corpus(tmp_path):
    folder = tmp_path / "corpus"
    folder.mkdir()
    for n, text in enumerate([GOOD[0], POISON, GOOD[1]]):
        (folder / f"{n}.txt").write_text(text, encoding="utf-8")
    return folder


@pytest.mark.parametrize("stage", ["parse", "extract_mentions", "resolve_mentions", "extractor"])
def test_a_stage_that_raises_skips_only_its_document(tmp_path, monkeypatch, capsys, stage):
    corpus = _corpus(tmp_path)
    extractor = "rules"
    if stage == "extractor":
        extractor = "test-raising"
    elif stage == "parse":
        real = kg.pipeline.parse
        monkeypatch.setattr(kg.pipeline, "parse", lambda nlp, docs, **kw: real(nlp, _raise_on_poison(list)(docs), **kw))
    else:
        monkeypatch.setattr(kg.pipeline, stage, _raise_on_poison(getattr(kg.pipeline, stage)))
    assert main(["build", str(corpus), "--out", str(tmp_path / "out"), "--no-cache", "--extractor", extractor]) == 0
    captured = capsys.readouterr()
    problem_lines = [line for line in captured.err.splitlines() if "1.txt" in line]
    assert len(problem_lines) == 1 and "IndexError: list index out of range" in problem_lines[0]
    assert "2 documents" in captured.out and "1 skipped" in captured.out
    assert (tmp_path / "out" / "graph.ttl").is_file()


def test_failures_come_back_from_worker_processes(monkeypatch):
    documents = [Document(str(n), text, f"{n}.txt") for n, text in enumerate([GOOD[0], POISON, GOOD[1]] * 2)]
    options = kg.pipeline.Options(extractor="test-raising")
    from kg.backends import get_backend

    results = list(get_backend("local", workers=2)(documents, options=options, batch_size=2))
    failed = sorted(r.document.id for r in results if isinstance(r, kg.pipeline.Failure))
    assert failed == ["1", "4"] and len(results) == 6


def test_the_api_reports_the_failed_document(tmp_path):
    problems = []
    with pytest.warns(kg.InputWarning, match=r"1.txt: extraction failed \(IndexError"):
        graph = kg.build([_corpus(tmp_path)], extractor="test-raising", on_problem=problems.append)
    assert [p.source.rsplit("/", 1)[-1] for p in problems] == ["1.txt"]
    assert graph.problems == tuple(problems) and len(graph.documents) == 2


@pytest.mark.parametrize("words", [["1990s"], ["--"], ["gehörted"], ["überholt", "to"]])
def test_a_verb_that_makes_no_predicate_is_dropped(words):
    assert predicate_name(words) == ""


def test_predicates_from_verbs():
    assert predicate_name(["defected", "to"]) == "defectedTo" and predicate_name(["confronted"]) == "confronted"

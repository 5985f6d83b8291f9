"""Incremental builds: unchanged, added, changed and removed documents, invalidation, interruption."""

from __future__ import annotations

import shutil

import pytest

import kg
import kg.cache
import kg.pipeline
from kg.cache import Cache
from kg.pipeline import Options
from kg.records import Document
from tests.conftest import SEEDS

SEED_FILES = sorted(SEEDS.glob("*.txt"))


def turtle(graph, path) -> bytes:
    """The graph's Turtle, the bytes a build writes."""
    graph.write_turtle(path)
    return path.read_bytes()


@pytest.fixture
def corpus(tmp_path, nlp):
    """A corpus directory with three seed articles."""
    folder = tmp_path / "corpus"
    folder.mkdir()
    for src in SEED_FILES[:3]:
        shutil.copy(src, folder / src.name)
    return folder


def build_cached(corpus, cache_dir):
    """A cached build of ``corpus``: (graph, the cache it used)."""
    cache = Cache(cache_dir, Options())
    return kg.build([corpus], cache=cache), cache


def assert_same_as_plain(graph, corpus, tmp_path):
    """The graph is byte-identical to an uncached build of the corpus as it is now."""
    assert turtle(graph, tmp_path / "a.ttl") == turtle(kg.build([corpus]), tmp_path / "b.ttl")


def test_unchanged_corpus_reuses_everything_without_loading_the_model(corpus, tmp_path, monkeypatch):
    first, cache = build_cached(corpus, tmp_path / "cache")
    assert (cache.hits, cache.stored) == (0, 3)

    def no_model(model):
        raise AssertionError("the spaCy pipeline was loaded for a fully cached build")

    monkeypatch.setattr(kg.pipeline, "pipeline", no_model)
    again, cache = build_cached(corpus, tmp_path / "cache")
    assert (cache.hits, cache.stored) == (3, 0)
    assert turtle(again, tmp_path / "again.ttl") == turtle(first, tmp_path / "first.ttl")


def test_added_document_is_the_only_one_processed(corpus, tmp_path):
    build_cached(corpus, tmp_path / "cache")
    shutil.copy(SEED_FILES[3], corpus / SEED_FILES[3].name)
    graph, cache = build_cached(corpus, tmp_path / "cache")
    assert (cache.hits, cache.stored) == (3, 1)
    assert SEED_FILES[3].stem in {d.id for d in graph.documents}
    assert_same_as_plain(graph, corpus, tmp_path)


def test_changed_document_is_reprocessed(corpus, tmp_path):
    before, _ = build_cached(corpus, tmp_path / "cache")
    changed = corpus / SEED_FILES[0].name
    changed.write_text(SEED_FILES[4].read_text(encoding="utf-8"), encoding="utf-8")
    graph, cache = build_cached(corpus, tmp_path / "cache")
    assert (cache.hits, cache.stored) == (2, 1)
    assert turtle(graph, tmp_path / "after.ttl") != turtle(before, tmp_path / "before.ttl")
    assert_same_as_plain(graph, corpus, tmp_path)


def test_removed_document_leaves_graph_and_cache(corpus, tmp_path):
    build_cached(corpus, tmp_path / "cache")
    gone = SEED_FILES[1].stem
    (corpus / SEED_FILES[1].name).unlink()
    graph, cache = build_cached(corpus, tmp_path / "cache")
    assert (cache.hits, cache.stored) == (2, 0)
    assert gone not in {d.id for d in graph.documents}
    assert all(gone not in e.documents for e in graph.entities)
    assert all(r.subject.doc_id != gone for f in graph.facts for r in f.evidence)
    assert len(list((tmp_path / "cache").glob("*/*.pickle"))) == 2
    assert_same_as_plain(graph, corpus, tmp_path)


def test_model_or_option_change_invalidates(tmp_path, monkeypatch):
    doc = Document(id="d", text="Some text.", source="d.txt")
    key = Cache(tmp_path, Options()).key(doc)
    assert Cache(tmp_path, Options(model=str(tmp_path / "other-model"))).key(doc) != key
    monkeypatch.setattr(kg.cache, "model_version", lambda model: "99.0.0")
    assert Cache(tmp_path, Options()).key(doc) != key
    monkeypatch.setattr(kg.cache, "code_hash", lambda extractor: "edited rules")
    assert Cache(tmp_path, Options()).key(doc) != key


def test_code_hash_covers_every_module_the_extraction_imports(tmp_path):
    """A rule module imported by the per-document stage, listed or not, is hashed: editing it misses."""
    root = kg.cache.PACKAGE
    files = kg.cache._imported([root / "pipeline.py"])
    # imported directly, through another module, by "from kg import X", and a whole package's __init__
    for name in ("mentions.py", "untagged.py", "spanjoins.py", "registry.py", "relations/__init__.py"):
        assert root / name in files
    assert root / "resolve.py" not in files  # corpus-level: its edits keep the per-document entries
    assert files == sorted(set(files))


def test_metadata_change_keeps_the_entry_and_uses_the_new_metadata(tmp_path):
    cache = Cache(tmp_path, Options())
    doc = Document(id="d", text="Some text.", source="old.txt", title="Old")
    moved = Document(id="d", text="Some text.", source="new.txt", title="New")
    assert cache.key(doc) == cache.key(moved)
    assert cache.key(doc) != cache.key(Document(id="d", text="Other text.", source="old.txt"))


def test_interrupted_build_keeps_finished_entries(corpus, tmp_path):
    done = []

    def interrupt(document):
        done.append(document.id)
        if len(done) == 2:
            raise KeyboardInterrupt

    cache = Cache(tmp_path / "cache", Options())
    with pytest.raises(KeyboardInterrupt):
        kg.build([corpus], cache=cache, progress=interrupt, batch_size=1)
    entries = list((tmp_path / "cache").rglob("*"))
    assert sum(p.suffix == ".pickle" for p in entries) == 2
    assert not [p for p in entries if p.name.endswith(".tmp")]
    graph, cache = build_cached(corpus, tmp_path / "cache")
    assert (cache.hits, cache.stored) == (2, 1)
    assert_same_as_plain(graph, corpus, tmp_path)


def test_unreadable_entry_is_a_miss_and_prune_spares_other_files(corpus, tmp_path):
    build_cached(corpus, tmp_path / "cache")
    entry = next((tmp_path / "cache").glob("*/*.pickle"))
    entry.write_bytes(b"\x80 truncated")
    mine = tmp_path / "cache" / "ab" / "notes.txt"
    mine.parent.mkdir(exist_ok=True)
    mine.write_text("keep me")
    graph, cache = build_cached(corpus, tmp_path / "cache")
    assert (cache.hits, cache.stored) == (2, 1)
    assert mine.exists()
    assert_same_as_plain(graph, corpus, tmp_path)


def test_cli_caches_inside_the_output_by_default(tmp_path, capsys, nlp):
    from kg.cli import main

    args = ["build", str(SEED_FILES[0]), "--out", str(tmp_path / "out")]
    assert main(args) == 0
    assert list((tmp_path / "out" / ".cache").glob("*/*.pickle"))
    capsys.readouterr()
    assert main(args) == 0
    assert "1 from cache" in capsys.readouterr().out
    assert main([*args, "--no-cache", "--out", str(tmp_path / "plain")]) == 0
    assert not (tmp_path / "plain" / ".cache").exists()
    assert (tmp_path / "plain" / "graph.ttl").read_bytes() == (tmp_path / "out" / "graph.ttl").read_bytes()


def test_no_change_rebuild_keeps_intact_outputs_and_rewrites_damaged_ones(tmp_path, capsys, nlp):
    from kg.cli import main

    out = tmp_path / "out"
    args = ["build", str(SEED_FILES[0]), "--out", str(out)]
    assert main(args) == 0
    ttl = out / "graph.ttl"
    written, stamp = ttl.read_bytes(), ttl.stat().st_mtime_ns
    capsys.readouterr()
    assert main(args) == 0
    assert "outputs up to date" in capsys.readouterr().out
    assert ttl.stat().st_mtime_ns == stamp
    ttl.write_bytes(b"damaged")
    assert main(args) == 0
    assert "outputs up to date" not in capsys.readouterr().out
    assert ttl.read_bytes() == written
    assert main([*args, "--base", "https://example.org/kg/"]) == 0
    assert b"https://example.org/kg/" in ttl.read_bytes()

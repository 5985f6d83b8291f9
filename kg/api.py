"""The Python API: ``kg.build(paths)`` for a corpus, ``kg.extract(text)`` for one text."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path

from spacy.language import Language

from kg.graph import KnowledgeGraph, assemble
from kg.load import load_documents
from kg.parse import DEFAULT_BATCH_SIZE, DEFAULT_MODEL, load_pipeline, parse
from kg.pipeline import process_all
from kg.records import Document, Problem
from kg.registry import get_extractor
from kg.vocab import DEFAULT_BASE

DEFAULT_EXTRACTOR = "rules"


@lru_cache(maxsize=4)
def pipeline(model: str = DEFAULT_MODEL) -> Language:
    """The loaded spaCy pipeline for ``model``, loaded once per process."""
    return load_pipeline(model)


def build(paths: Iterable[str | Path], *, model: str = DEFAULT_MODEL, extractor: str = DEFAULT_EXTRACTOR,
          resolver: str = "default", base: str = DEFAULT_BASE, batch_size: int = DEFAULT_BATCH_SIZE,
          on_problem: Callable[[Problem], None] | None = None,
          progress: Callable[[Document], None] | None = None) -> KnowledgeGraph:
    """Build the knowledge graph of files and directories.

    Args:
        paths: Files or directories of ``.txt``, ``.md``, ``.html`` and ``.jsonl`` documents.
        model: Name of an installed spaCy pipeline.
        extractor: Name of a registered relation extractor.
        resolver: Name of a registered entity resolver.
        base: Base IRI of the RDF view.
        batch_size: Documents per ``nlp.pipe`` batch.
        on_problem: Called with each piece of input that was skipped.
        progress: Called after each document is processed.

    Returns:
        The knowledge graph; skipped input is in its ``problems``.
    """
    extract_fn = get_extractor(extractor)()
    nlp = pipeline(model)
    problems: list[Problem] = []

    def documents():
        for item in load_documents(paths):
            if isinstance(item, Problem):
                problems.append(item)
                if on_problem:
                    on_problem(item)
            else:
                yield item

    parsed = parse(nlp, documents(), batch_size=batch_size)
    results = list(process_all(parsed, extractor=extract_fn, progress=progress))
    return assemble(results, problems=problems, resolver=resolver, base=base)


def extract(text: str, *, doc_id: str = "text", model: str = DEFAULT_MODEL,
            extractor: str = DEFAULT_EXTRACTOR, base: str = DEFAULT_BASE) -> KnowledgeGraph:
    """The knowledge graph of a single text."""
    document = Document(id=doc_id, text=text, source="<text>")
    nlp = pipeline(model)
    results = list(process_all(parse(nlp, [document]), extractor=get_extractor(extractor)()))
    return assemble(results, base=base)

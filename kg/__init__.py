"""kg: an offline knowledge-graph extractor for news.

    >>> import kg
    >>> g = kg.build(["seeds/"])          # doctest: +SKIP
    >>> g.write_turtle("out/graph.ttl")   # doctest: +SKIP
"""

from importlib import import_module

from kg.version import __version__

#: The package's face, imported on first use (PEP 562): ``import kg`` alone, as the ``kg`` command
#: does, loads neither spaCy nor networkx.
_EXPORTS = {"build": "kg.api", "extract": "kg.api", "KnowledgeGraph": "kg.graph", "Evidence": "kg.records",
            "InputWarning": "kg.records", "NoDocuments": "kg.records", "Problem": "kg.records"}
__all__ = ["build", "extract", "KnowledgeGraph", "Evidence", "InputWarning", "NoDocuments", "Problem", "__version__"]


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'kg' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})

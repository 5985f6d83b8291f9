"""Stage 8: exports, one module per format (networkx's readwrite style).

Each module makes the bytes of its format from a :class:`~kg.graph.KnowledgeGraph`
(``*_bytes``) and writes them with :func:`kg.atomic.atomic_write` (``write_*``).
"""

"""Registries of swappable strategies, spaCy-style: pick one by name from the CLI or a config."""

from __future__ import annotations

import catalogue

#: Relation extractors: ``name -> factory() -> callable(doc, chains, *, doc_id)``.
extractors = catalogue.create("kg", "extractors", entry_points=True)
#: Cross-document entity resolvers: ``name -> callable(results) -> Resolution``.
resolvers = catalogue.create("kg", "resolvers", entry_points=True)


def get_extractor(name: str):
    """The relation-extractor factory registered under ``name`` (``ValueError`` if none)."""
    _load_builtins()
    try:
        return extractors.get(name)
    except catalogue.RegistryError:
        raise ValueError(f"unknown extractor {name!r}; choose from {', '.join(sorted(extractors.get_all()))}") from None


def get_resolver(name: str):
    """The entity resolver registered under ``name`` (``ValueError`` if none)."""
    _load_builtins()
    try:
        return resolvers.get(name)
    except catalogue.RegistryError:
        raise ValueError(f"unknown resolver {name!r}; choose from {', '.join(sorted(resolvers.get_all()))}") from None


def _load_builtins() -> None:
    # Importing the modules registers the built-in strategies.
    import kg.relations.hybrid  # noqa: F401
    import kg.relations.learned  # noqa: F401
    import kg.relations.rules  # noqa: F401
    import kg.relations.transformer  # noqa: F401
    import kg.resolve  # noqa: F401

"""Registries of swappable strategies: pick one by name from the CLI or a config.

Three kinds: relation ``extractors`` (``name -> factory() -> callable(doc, chains)``),
entity ``resolvers`` (``name -> callable(results) -> Resolution``) and ``backends``
(``name -> factory(*, workers, scheduler) -> run``, see :mod:`kg.backends`).

As in rdflib's plugin registry, a built-in strategy is listed by the path of its
module and the name of its factory (:data:`BUILTINS`) and imported on first lookup:
this module imports nothing of kg, and asking for the rules never loads the
transformer. Other packages add strategies with :func:`register` or through the
entry-point groups ``kg_extractors``, ``kg_resolvers`` and ``kg_backends``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

import catalogue

#: Built-in strategies: kind -> name -> ``"module:attribute"``, imported when first asked for.
BUILTINS: dict[str, dict[str, str]] = {
    "extractors": {
        "hybrid": "kg.relations.hybrid:make_hybrid",
        "learned": "kg.relations.learned:make_learned",
        "rules": "kg.relations.rules:make_rules",
        "transformer": "kg.relations.transformer:make_transformer",
    },
    "resolvers": {
        "default": "kg.resolve:resolve_entities",
    },
    "backends": {
        "dask": "kg.backends.dask:make_dask",
        "local": "kg.backends.local:make_local",
    },
}

#: Strategies registered at run time or by other packages' entry points, by kind.
_REGISTRIES = {kind: catalogue.create("kg", kind, entry_points=True) for kind in BUILTINS}


def register(kind: str, name: str, func: Callable[..., Any]) -> Callable[..., Any]:
    """Register ``func`` as the strategy ``name`` of ``kind`` (it shadows a built-in of that name)."""
    _REGISTRIES[kind].register(name, func=func)
    return func


def names(kind: str) -> list[str]:
    """Every strategy name of ``kind``, built-in or registered, sorted."""
    return sorted({*BUILTINS[kind], *_REGISTRIES[kind].get_all()})


def check(kind: str, name: str) -> None:
    """Refuse a name with no strategy of ``kind`` (``ValueError`` naming the choices), importing nothing."""
    if name not in _REGISTRIES[kind] and name not in BUILTINS[kind]:
        singular = kind.removesuffix("s")
        raise ValueError(f"unknown {singular} {name!r}; choose from {', '.join(names(kind))}")


def is_builtin(kind: str, name: str) -> bool:
    """Whether ``name`` is a built-in strategy of ``kind`` that nothing registered shadows."""
    return name in BUILTINS[kind] and name not in _REGISTRIES[kind]


def get(kind: str, name: str) -> Callable[..., Any]:
    """The strategy registered under ``name`` (``ValueError`` naming the choices if none)."""
    check(kind, name)
    registry = _REGISTRIES[kind]
    if name in registry:
        return registry.get(name)
    module, _, attribute = BUILTINS[kind][name].partition(":")
    return getattr(importlib.import_module(module), attribute)


def get_extractor(name: str) -> Callable[..., Any]:
    """The relation-extractor factory registered under ``name`` (``ValueError`` if none)."""
    return get("extractors", name)


def get_resolver(name: str) -> Callable[..., Any]:
    """The entity resolver registered under ``name`` (``ValueError`` if none)."""
    return get("resolvers", name)

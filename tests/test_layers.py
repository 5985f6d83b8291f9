"""The package's layering, read from the source: no import circle, no import of a higher
layer at run time, no file under ``kg/`` over 500 lines, and no function over 40 lines
whose docstring does not say why it is that long.

Imports are read with :mod:`ast` from every module of ``kg/``: module-level ones and
those inside functions (both run), but not those under ``if TYPE_CHECKING:`` (they
never run). A package's own ``__init__`` that Python runs before any submodule is not
an import statement and is not counted.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import ROOT

PACKAGE = ROOT / "kg"
MAX_LINES = 500
MAX_FUNCTION_LINES = 40

#: Layers, lowest first: a module may import modules of its own layer and of lower ones.
#: A module is in the layer of the longest name listed that it is or lies under; a module
#: listed nowhere is an application module (nothing below the application layer may import it).
LAYERS: tuple[tuple[str, ...], ...] = (
    # records, vocabulary and plumbing that import nothing above them
    ("kg.version", "kg.settings", "kg.records", "kg.lexicon", "kg.registry", "kg.vocab", "kg.outputs", "kg.xmltext",
     "kg.atomic", "kg.namekeys"),
    ("kg.load", "kg.webpage"),   # stage 1: files (and web pages) to documents
    ("kg.parse",),       # stage 2: the spaCy pipeline
    # stage 3: entity mentions (and their span helpers)
    ("kg.mentions", "kg.spans", "kg.sitetails", "kg.spanjoins", "kg.spansplit", "kg.untagged", "kg.employers",
     "kg.nametitles", "kg.spanprefix", "kg.datelines",
     "kg.coined", "kg.codenames", "kg.bodyacronyms", "kg.worktitles", "kg.titlewords", "kg.nameset", "kg.examples",
     "kg.listed", "kg.placedin", "kg.compassplaces", "kg.teamnames"),
    # stage 3b: one type per name and document, by weight of evidence
    ("kg.entitytypes", "kg.prepvotes", "kg.grammarvotes", "kg.namevotes", "kg.repeats", "kg.madekinds"),
    ("kg.coref", "kg.agenouns", "kg.nominals", "kg.orgnouns", "kg.rolenouns", "kg.descnouns",
     "kg.binding", "kg.townsides", "kg.shortforms"),  # stage 4: coreference
    ("kg.relations", "kg.attribution", "kg.speakers"),  # stage 5: relations, and who said what (and whom)
    # stage 6: cross-document resolution
    ("kg.resolve", "kg.variants", "kg.variantindex", "kg.typevotes", "kg.recall", "kg.claims", "kg.townteams"),
    # the stages chained, run and cached; graph assembly and its metrics
    ("kg.pipeline", "kg.reparse", "kg.headlines", "kg.backends", "kg.cache", "kg.graph", "kg.metrics"),
    # reading and writing graphs
    ("kg.export", "kg.view", "kg.query"),
    # applications (the default for modules listed nowhere)
    ("kg.api", "kg.eval", "kg.serve"),
    # the package face and the command line
    ("kg", "kg.cli", "kg.commands"),
)
APPLICATION = next(i for i, names in enumerate(LAYERS) if "kg.api" in names)

#: Imports that run up the layers on purpose: the graph's documented convenience methods
#: (``KnowledgeGraph.write_turtle``, ``.rdf``, ``.view``, ``.query`` ...), imported when called.
CONVENIENT = ("kg.export", "kg.view", "kg.query")


def convenience(module: str, target: str) -> bool:
    """Whether an import is one of the graph's convenience methods' (:data:`CONVENIENT`)."""
    return module == "kg.graph" and any(target == c or target.startswith(c + ".") for c in CONVENIENT)


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _type_checking_nodes(tree: ast.Module) -> set[int]:
    """Ids of the nodes under ``if TYPE_CHECKING:`` blocks."""
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return skipped


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> set[str]:
    """The kg modules an import statement imports."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = module.split(".") if MODULES[module].name == "__init__.py" else module.split(".")[:-1]
            base = ".".join(package[:len(package) - node.level + 1] + ([node.module] if node.module else []))
        # "from kg import registry" imports the module kg.registry; "from kg.records import Mention", kg.records.
        names = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
    found = set()
    for name in names:
        while name and name not in MODULES:
            name = name.rpartition(".")[0]
        if name and name != module:
            found.add(name)
    return found


def run_time_imports() -> dict[str, set[str]]:
    """Each kg module's run-time imports of other kg modules (TYPE_CHECKING blocks left out)."""
    graph = {}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        skipped = _type_checking_nodes(tree)
        graph[module] = {target for node in ast.walk(tree)
                         if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skipped
                         for target in _targets(module, node)}
    return graph


def layer(module: str) -> int:
    """The layer of a module (:data:`LAYERS`)."""
    best, where = "", APPLICATION
    for i, names in enumerate(LAYERS):
        for name in names:
            # "kg" is the package face only, not everything under it.
            inside = module == name or name != "kg" and module.startswith(name + ".")
            if inside and len(name) > len(best):
                best, where = name, i
    return where


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while not component or component[-1] != v:
                component.append(stack.pop())
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_imports_are_read():
    graph = run_time_imports()
    assert "kg.records" in graph["kg.pipeline"] and "kg.registry" in graph["kg.pipeline"]
    assert graph["kg.registry"] == set()


def test_no_import_circle():
    graph = run_time_imports()
    graph = {m: {t for t in targets if not convenience(m, t)} for m, targets in graph.items()}
    assert cycles(graph) == []


def test_cycle_finder_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_imports_a_higher_layer():
    upward = sorted(f"{m} (layer {layer(m)}) imports {t} (layer {layer(t)})"
                    for m, targets in run_time_imports().items() for t in targets
                    if layer(t) > layer(m) and not convenience(m, t))
    assert upward == []


def test_layers_name_real_modules():
    listed = {name for names in LAYERS for name in names}
    assert listed <= set(MODULES)
    assert layer("kg.relations.rules.roles") == layer("kg.relations") < layer("kg.resolve")
    assert layer("kg.some_new_module") == APPLICATION


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_file_over_500_lines(module):
    lines = MODULES[module].read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{MODULES[module].relative_to(ROOT)} has {lines} lines (at most {MAX_LINES})"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_long_functions_say_why(module):
    # A function may run past 40 lines only if its docstring gives the reason, naming its length in lines.
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    unexplained = [f"{f.name} ({f.end_lineno - f.lineno + 1} lines)" for f in ast.walk(tree)
                   if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
                   and f.end_lineno - f.lineno + 1 > MAX_FUNCTION_LINES
                   and "lines" not in (ast.get_docstring(f) or "")]
    assert not unexplained, f"{module}: split these or say why they are long: {', '.join(unexplained)}"

"""Incremental builds: each document's extraction kept on disk and reused while nothing it depends on changes.

An entry is the :class:`~kg.records.DocResult` of one document, stored as a pickle in
``DIR/<k[:2]>/<k>.pickle`` where ``k`` is the SHA-256 of the pipeline fingerprint, the
document id and the document text. The fingerprint (:func:`fingerprint`) covers the
kg version, the spaCy version, the model name and version (read from its metadata,
so a fully cached build never loads the model), the extractor name and a hash of the
source and data of the per-document stage (:data:`EXTRACTION_CODE`). Hashing the code
instead of keeping a hand-bumped ``EXTRACTION_VERSION`` means an edited rule can never
be served stale results.

Each entry is written atomically as soon as its document is done, so a build that is
interrupted keeps everything it finished and never leaves a half-written entry; an
entry that cannot be read (or holds another document) is treated as missing, which is
also why entries skip the fsync that outputs get. After a complete build,
:meth:`Cache.prune` deletes the entries the build did not use (removed or changed
documents, other models), so one cache directory belongs to one output.
Pickle runs code when it loads: point ``--cache`` only at directories you write yourself.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import pickle
import re
from collections.abc import Iterable
from dataclasses import replace
from functools import cache
from importlib import metadata
from pathlib import Path

from kg import registry
from kg.atomic import atomic_write
from kg.records import DocResult, Document, Problem
from kg.settings import Options
from kg.version import __version__

#: Bumped when the layout or the pickled records change incompatibly.
CACHE_FORMAT = 1
#: Files and folders of the ``kg`` package that decide a document's extraction; every ``kg`` module they
#: import, directly or not, counts too (:func:`_imported`), so a new rule module is never left out.
EXTRACTION_CODE = ("pipeline.py", "attribution.py", "speakers.py", "lexicon", "relations", "models", "data")
#: The ``kg`` package's folder.
PACKAGE = Path(__file__).resolve().parent
SUFFIX = ".pickle"
#: The record of the last complete build's outputs, beside the entries.
MANIFEST = "build.json"
#: An entry, or a temporary file left by an entry write that was killed.
_ENTRY = re.compile(r"\.?(?P<key>[0-9a-f]{64})\.pickle(\..+\.tmp)?")


def _files(path: Path) -> list[Path]:
    if path.is_dir():
        return sorted(p for p in path.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    return [path] if path.is_file() else []


@cache
def _file_digest(path: Path, size: int, mtime_ns: int) -> bytes:
    """SHA-256 of one file's bytes, read once per process (the package and the code hashes share
    the tens of MB of models); the size and time in the key make an edited file read again."""
    return hashlib.sha256(path.read_bytes()).digest()


def _hash_files(files: Iterable[Path]) -> str:
    digest = hashlib.sha256()
    for f in dict.fromkeys(files):
        stat = f.stat()
        digest.update(f.name.encode() + b"\0" + _file_digest(f, stat.st_size, stat.st_mtime_ns) + b"\0")
    return digest.hexdigest()


#: An import of a ``kg`` module, at any indentation: "import kg.x", "from kg.x import y", "from kg import (x, y)".
_IMPORT = re.compile(r"^[ \t]*(?:import[ \t]+(kg[\w.]*)|from[ \t]+(kg[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n]*))",
                     re.MULTILINE)


def _imported(files: list[Path]) -> list[Path]:
    """``files`` and the ``kg`` modules their Python files import, transitively (imports inside functions
    too), read from the source so that nothing is imported (a regular expression: parsing the modules took
    a fifth of a second a build); sorted, each once."""
    seen, todo = set(files), [f for f in files if f.suffix == ".py"]
    while todo:
        for plain, module, names in _IMPORT.findall(todo.pop().read_text(encoding="utf-8")):
            dotted = [plain] if plain else [module] + [f"{module}.{n}" for n in re.findall(r"\w+", names)]
            for name in dotted:
                base = PACKAGE.joinpath(*name.split(".")[1:])
                for f in (base.with_suffix(".py"), base / "__init__.py"):
                    if f.is_file() and f not in seen:
                        seen.add(f)
                        todo.append(f)
    return sorted(seen)


def code_hash(extractor: str) -> str:
    """SHA-256 of the per-document stage's code and data, and of the extractor's own module.

    A built-in extractor's code is in :data:`EXTRACTION_CODE` already; another one's module is
    found from its factory. Neither is imported for this, so a cached build loads no model.
    """
    files = _imported([f for name in EXTRACTION_CODE for f in _files(PACKAGE / name)])
    if not registry.is_builtin("extractors", extractor):
        source = inspect.getsourcefile(registry.get_extractor(extractor))
        if source:
            files.append(Path(source))
    return _hash_files(files)


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return ""


def model_version(model: str) -> str:
    """The version of an installed pipeline, read from its metadata (spaCy is not imported).

    Args:
        model: Package name or directory of a pipeline.

    Returns:
        The version, or ``""`` when the pipeline is not installed.
    """
    meta = Path(model) / "meta.json"
    if meta.is_file():
        return str(json.loads(meta.read_text(encoding="utf-8")).get("version", ""))
    return _version(model)


def package_hash() -> str:
    """SHA-256 of every file of the ``kg`` package: what decides the outputs of a build."""
    return _hash_files(_files(PACKAGE))


def fingerprint(options: Options) -> str:
    """What a document's extraction depends on besides its text, as one string."""
    return "|".join((f"format={CACHE_FORMAT}", f"kg={__version__}", f"spacy={_version('spacy')}",
                     f"model={options.model}@{model_version(options.model)}", f"extractor={options.extractor}",
                     f"code={code_hash(options.extractor)}"))


class Cache:
    """A directory of per-document results for one pipeline configuration.

    Attributes:
        directory: Where the entries live.
        hits: Documents served from the cache so far.
        stored: Results written so far.
    """

    def __init__(self, directory: str | Path, options: Options) -> None:
        self.directory = Path(directory)
        self.hits = 0
        self.stored = 0
        self._fingerprint = fingerprint(options).encode()
        self._used: set[str] = set()

    def key(self, document: Document) -> str:
        """The entry key of a document: its id and text under this configuration."""
        digest = hashlib.sha256(self._fingerprint)
        for part in (document.id, document.text):
            data = part.encode("utf-8", "surrogatepass")
            digest.update(len(data).to_bytes(8, "big") + data)
        return digest.hexdigest()

    def _path(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}{SUFFIX}"

    def get(self, document: Document) -> DocResult | None:
        """The cached result of ``document`` (with its current metadata), or ``None``."""
        key = self.key(document)
        self._used.add(key)
        try:
            with self._path(key).open("rb") as handle:
                result = pickle.load(handle)
        except Exception:  # missing, truncated or from an incompatible version: a miss either way
            return None
        stored = result.document if isinstance(result, DocResult) else None
        if stored is None or (stored.id, stored.text) != (document.id, document.text):
            return None
        self.hits += 1
        # Title, source and date do not change the extraction; the current ones win.
        return replace(result, document=document)

    def put(self, result: DocResult) -> None:
        """Store the result of one document (atomically)."""
        key = self.key(result.document)
        self._used.add(key)
        atomic_write(self._path(key), pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL), durable=False)
        self.stored += 1

    def prune(self) -> int:
        """Delete the entries (and leftover temporary files) this build did not use; the number deleted.

        Only files named like entries are touched, whatever else the directory holds.
        """
        removed = 0
        for path in self.directory.glob("[0-9a-f][0-9a-f]/*"):
            entry = _ENTRY.fullmatch(path.name)
            if entry and (path.name.startswith(".") or entry["key"] not in self._used):
                path.unlink(missing_ok=True)
                removed += 1
        return removed

    def build_key(self, results: Iterable[DocResult], problems: Iterable[Problem], *, settings: str) -> str:
        """What decides a build's outputs: every document (text and metadata), the skipped
        input, the code of the whole package and ``settings`` (base IRI, resolver, ...)."""
        digest = hashlib.sha256(self._fingerprint + package_hash().encode() + settings.encode())
        for result in sorted(results, key=lambda r: r.document.id):
            d = result.document
            metadata = (d.source, d.title, d.url, d.date, d.authors, d.site, d.language)
            digest.update(self.key(d).encode() + repr(metadata).encode())
        for problem in problems:
            digest.update(repr(problem).encode())
        return digest.hexdigest()

    def current_outputs(self, out: str | Path, key: str) -> dict | None:
        """The summary of the last build if it had this key and its outputs are intact, else ``None``.

        A no-change rebuild uses it to skip resolution and export, like ``make``.
        """
        try:
            manifest = json.loads((self.directory / MANIFEST).read_text(encoding="utf-8"))
            if manifest["key"] != key:
                return None
            for name, digest in manifest["outputs"].items():
                if hashlib.sha256((Path(out) / name).read_bytes()).hexdigest() != digest:
                    return None
            return manifest["summary"]
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def record_outputs(self, out: str | Path, key: str, names: Iterable[str], summary: dict) -> None:
        """Remember a complete build: its key, the digest of each output and its summary."""
        outputs = {name: hashlib.sha256((Path(out) / name).read_bytes()).hexdigest() for name in sorted(names)}
        manifest = {"key": key, "outputs": outputs, "summary": summary}
        atomic_write(self.directory / MANIFEST, json.dumps(manifest, indent=1).encode(), durable=False)

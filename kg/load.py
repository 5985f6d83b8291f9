"""Stage 1: files and directories in, :class:`Document` records (or :class:`Problem`) out.

Bad input never raises: each unreadable or unusable piece becomes one
:class:`~kg.records.Problem` naming the file (and line) and the reason, and the
rest of the corpus goes on.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Iterator
from html.parser import HTMLParser
from pathlib import Path

from kg.records import Document, Problem

TEXT_SUFFIXES = frozenset({".txt", ".md", ".text"})
HTML_SUFFIXES = frozenset({".html", ".htm"})
JSONL_SUFFIXES = frozenset({".jsonl"})
SUPPORTED = TEXT_SUFFIXES | HTML_SUFFIXES | JSONL_SUFFIXES

_SKIPPED_TAGS = frozenset({"script", "style", "noscript", "template", "svg", "head"})
_BLOCK_TAGS = frozenset({"p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr",
                         "section", "article", "blockquote", "header", "footer", "title"})
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BLANKS = re.compile(r"[ \t\u00a0]+")
_MANY_NEWLINES = re.compile(r"\n{3,}")


class _HTMLText(HTMLParser):
    """Collects visible text and the ``<title>`` of an HTML page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.title: list[str] = []
        self._skip = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        elif tag in _SKIPPED_TAGS:
            self._skip += 1
        if tag in _BLOCK_TAGS:
            self.parts.append("\n\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag in _SKIPPED_TAGS and self._skip:
            self._skip -= 1
        if tag in _BLOCK_TAGS:
            self.parts.append("\n\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title.append(data)
        elif not self._skip:
            self.parts.append(data)


def html_to_text(html: str) -> tuple[str, str]:
    """Visible text of an HTML page (scripts and styles dropped) and its title."""
    parser = _HTMLText()
    parser.feed(html)
    parser.close()
    lines = (_BLANKS.sub(" ", line).strip() for line in "".join(parser.parts).split("\n"))
    text = _MANY_NEWLINES.sub("\n\n", "\n".join(lines)).strip()
    return text, " ".join("".join(parser.title).split())


def clean_text(text: str) -> str:
    """Drop a BOM and control characters that are not whitespace; normalise newlines."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return _CONTROL.sub(" ", text)


def decode(data: bytes) -> str | None:
    """Decode bytes as UTF-8 (with or without BOM), else cp1252, else None for binary."""
    if b"\x00" in data[:8192]:
        return None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _first_line(text: str) -> str:
    return next((line.strip() for line in text.split("\n") if line.strip()), "")[:200]


def _documents_from_file(path: Path) -> Iterator[Document | Problem]:
    source = str(path)
    try:
        data = path.read_bytes()
    except OSError as err:
        yield Problem(source, f"cannot read: {err.strerror or err}")
        return
    raw = decode(data)
    if raw is None:
        yield Problem(source, "binary file (NUL bytes), skipped")
        return
    suffix = path.suffix.lower()
    if suffix in JSONL_SUFFIXES:
        yield from _documents_from_jsonl(path, raw)
        return
    title = ""
    text = clean_text(raw)
    if suffix in HTML_SUFFIXES:
        text, title = html_to_text(text)
    if not text.strip():
        yield Problem(source, "empty document, skipped")
        return
    yield Document(id=path.stem, text=text, source=source, title=title or _first_line(text))


def _documents_from_jsonl(path: Path, raw: str) -> Iterator[Document | Problem]:
    for number, line in enumerate(clean_text(raw).split("\n"), start=1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        try:
            record = json.loads(line)
        except json.JSONDecodeError as err:
            yield Problem(where, f"malformed JSON ({err.msg})")
            continue
        if not isinstance(record, dict):
            yield Problem(where, "line is not a JSON object")
            continue
        text = record.get("text")
        if not isinstance(text, str):
            reason = "missing 'text'" if text is None else "'text' is not a string"
            yield Problem(where, reason)
            continue
        text = clean_text(text)
        if not text.strip():
            yield Problem(where, "empty 'text', skipped")
            continue
        given = record.get("id")
        doc_id = str(given) if given not in (None, "") else f"{path.stem}-{number}"
        yield Document(
            id=doc_id,
            text=text,
            source=where,
            title=str(record.get("title") or _first_line(text)),
            url=str(record.get("url") or ""),
            date=str(record.get("date") or ""),
        )


def _files(path: Path) -> Iterator[Path | Problem]:
    if not path.exists():
        yield Problem(str(path), "no such file or directory")
    elif path.is_dir():
        for child in sorted(p for p in path.rglob("*") if p.is_file()):
            if any(part.startswith(".") for part in child.relative_to(path).parts):
                continue
            if child.suffix.lower() in SUPPORTED:
                yield child
            else:
                yield Problem(str(child), f"unsupported file type {child.suffix or '(none)'!r}, skipped")
    else:
        yield path


def load_documents(paths: Iterable[str | Path]) -> Iterator[Document | Problem]:
    """Read documents from files and directories, in a deterministic order.

    Args:
        paths: Files or directories; directories are walked recursively (hidden
            files skipped). A file given explicitly is read as text whatever its suffix.

    Yields:
        A :class:`Document` for each usable document and a :class:`Problem` for each
        skipped piece. Duplicate texts and duplicate ids are skipped with a problem.
    """
    seen_text: dict[str, str] = {}
    seen_ids: set[str] = set()
    for given in paths:
        for item in _files(Path(given)):
            if isinstance(item, Problem):
                yield item
                continue
            for doc in _documents_from_file(item):
                if isinstance(doc, Problem):
                    yield doc
                    continue
                digest = hashlib.sha1(doc.text.encode("utf-8")).hexdigest()
                if digest in seen_text:
                    yield Problem(doc.source, f"duplicate of {seen_text[digest]}, skipped")
                elif doc.id in seen_ids:
                    yield Problem(doc.source, f"duplicate document id {doc.id!r}, skipped")
                else:
                    seen_text[digest] = doc.source
                    seen_ids.add(doc.id)
                    yield doc

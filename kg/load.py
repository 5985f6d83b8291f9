"""Stage 1: files and directories in, :class:`Document` records (or :class:`Problem`) out.

Bad input never raises: each unreadable or unusable piece becomes one
:class:`~kg.records.Problem` naming the file (and line) and the reason, and the
rest of the corpus goes on. Input that is read but needed a repair (a guessed
encoding, a renamed duplicate id) gives a problem with ``skipped=False``.
"""

from __future__ import annotations

import codecs
import hashlib
import json
import os
import re
import stat
from collections.abc import Iterable, Iterator
from dataclasses import replace
from html.parser import HTMLParser
from pathlib import Path

from kg import outputs
from kg.records import Document, Problem
from kg.vocab import slugify
from kg.webpage import Page, iso_date, read_page, split_authors, text_language, web_url
from kg.xmltext import BINARY_CONTROLS, clean_controls

TEXT_SUFFIXES = frozenset({".txt", ".md", ".text"})
HTML_SUFFIXES = frozenset({".html", ".htm"})
JSONL_SUFFIXES = frozenset({".jsonl"})
SUPPORTED = TEXT_SUFFIXES | HTML_SUFFIXES | JSONL_SUFFIXES

#: Longest document processed, in characters: spaCy's own default ``nlp.max_length``,
#: 40 times the longest of 2,225 BBC articles. The stages after parsing grow faster than
#: linearly with a document's length, so longer texts are skipped.
MAX_CHARS = 1_000_000
#: A text or HTML file larger than this many bytes per allowed character is not even read.
_BYTES_PER_CHAR = 16

_SKIPPED_TAGS = frozenset({"script", "style", "noscript", "template", "svg", "iframe", "object"})
_BLOCK_TAGS = frozenset({"p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr",
                         "section", "article", "blockquote", "header", "footer", "title"})
_BLANKS = re.compile(r"[ \t\u00a0]+")
_MANY_NEWLINES = re.compile(r"\n{3,}")
# Share of control characters above which decoded "text" is taken for binary data.
_BINARY_SHARE = 0.05
_SNIFF = 8192
ENGLISH = "en"


class _HTMLText(HTMLParser):
    """Collects visible text and the ``<title>`` of an HTML page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.title: list[str] = []
        self._skip = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIPPED_TAGS:
            self._skip += 1
        elif tag == "title" and not self._skip:
            # <title> inside an <svg> is not the page's title.
            self._in_title = True
        if tag in _BLOCK_TAGS:
            self.parts.append("\n\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag in _SKIPPED_TAGS and self._skip:
            self._skip -= 1
        if tag in _BLOCK_TAGS:
            self.parts.append("\n\n")

    def parse_marked_section(self, i: int, report: int = 1) -> int:
        # The stdlib raises AssertionError on "<![if ...]>" and the like; browsers skip them
        # as bogus comments up to the next ">", and so do we (-1: wait for more input).
        end = self.rawdata.find(">", i)
        return -1 if end < 0 else end + 1

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title.append(data)
        elif not self._skip:
            self.parts.append(data)


def html_to_text(html: str) -> tuple[str, str]:
    """Visible text of an HTML page (scripts, styles and comments dropped) and its title."""
    parser = _HTMLText()
    parser.feed(html)
    parser.close()
    lines = (_BLANKS.sub(" ", line).strip() for line in "".join(parser.parts).split("\n"))
    text = _MANY_NEWLINES.sub("\n\n", "\n".join(lines)).strip()
    return text, "".join(parser.title)


def clean_text(text: str) -> str:
    """Drop a BOM, normalise newlines and replace control characters with spaces."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return clean_controls(text)


def _one_line(text: str) -> str:
    """Text for a title or id: cleaned, on one line, blanks collapsed."""
    return " ".join(clean_text(text).split())


def decode(data: bytes) -> tuple[str, str] | None:
    """Decode bytes as text.

    UTF-16 with a BOM, else UTF-8 (with or without BOM), else cp1252, else latin-1.

    Returns:
        ``(text, encoding)``, or ``None`` for binary data (NUL bytes or mostly control characters).
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError:
            return None
    if b"\x00" in data:
        return None
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    sample = text[:_SNIFF]
    if len(BINARY_CONTROLS.findall(sample)) > _BINARY_SHARE * len(sample):
        return None
    return text, encoding.removesuffix("-sig")


def _first_line(text: str) -> str:
    return next((line.strip() for line in text.split("\n") if line.strip()), "")[:200]


def _document(source: str, text: str, *, doc_id: str, max_chars: int, title: str = "",
              **metadata: str | tuple[str, ...]) -> Document | Problem:
    """The document of a cleaned text, or the problem that keeps it out."""
    text = clean_text(text)
    if not text.strip():
        return Problem(source, "empty document, skipped")
    if len(text) > max_chars:
        return Problem(source, f"document too long ({len(text):,} characters, limit {max_chars:,}), "
                               "skipped; split it into smaller files")
    # a web page's was identified with its declared one (and may be ""); a text file's or a record's: from its words
    language = metadata["language"] if "language" in metadata else text_language(text)
    if language and language != ENGLISH:
        return Problem(source, f"in language {language!r}, not English (the pipeline reads English only), skipped")
    fields = {k: tuple(map(_one_line, v)) if isinstance(v, tuple) else _one_line(v) for k, v in metadata.items()}
    return Document(id=doc_id, text=text, source=source, title=_one_line(title) or _first_line(text), **fields)


def html_article(html: str) -> tuple[str, str, Page]:
    """The article's text, headline and metadata of a web page.

    The text is the extractor's main content, or all the page's visible text when the
    extractor finds none.
    """
    page = read_page(html)
    text, title = (page.text, page.title) if page.text else html_to_text(html)
    return text, title or page.title, page


def _html_document(source: str, html: str, *, doc_id: str, max_chars: int) -> Document | Problem:
    """The document of a web page: its article and metadata."""
    text, title, page = html_article(html)
    language = text_language(text, declared=page.language)
    return _document(source, text, doc_id=doc_id, max_chars=max_chars, title=title, url=page.url,
                     date=page.date, authors=page.authors, site=page.site, language=language)


def _documents_from_file(path: Path, size: int, *, max_chars: int) -> Iterator[Document | Problem]:
    source = _name(path)
    stem = _one_line(Path(source).stem) or "document"
    suffix = path.suffix.lower()
    if suffix not in JSONL_SUFFIXES and size > _BYTES_PER_CHAR * max_chars:
        yield Problem(source, f"file too large ({size:,} bytes), skipped")
        return
    try:
        data = path.read_bytes()
    except OSError as err:
        yield Problem(source, f"cannot read ({_reason(err)}), skipped")
        return
    decoded = decode(data)
    if decoded is None:
        yield Problem(source, "binary file, not text, skipped")
        return
    raw, encoding = decoded
    if encoding not in ("utf-8", "utf-16"):
        yield Problem(source, f"not valid UTF-8, read as {encoding}", skipped=False)
    if suffix in JSONL_SUFFIXES:
        yield from _documents_from_jsonl(source, stem, raw, max_chars=max_chars)
        return
    if suffix in HTML_SUFFIXES:
        yield _html_document(source, raw, doc_id=stem, max_chars=max_chars)
    else:
        yield _document(source, raw, doc_id=stem, max_chars=max_chars)


def _documents_from_jsonl(source: str, stem: str, raw: str, *, max_chars: int) -> Iterator[Document | Problem]:
    for number, line in enumerate(raw.split("\n"), start=1):
        if not line.strip():
            continue
        where = f"{source}:{number}"
        try:
            record = json.loads(clean_text(line))
        except json.JSONDecodeError as err:
            yield Problem(where, f"malformed JSON ({err.msg}), skipped")
            continue
        if not isinstance(record, dict):
            yield Problem(where, "line is not a JSON object, skipped")
            continue
        text = record.get("text")
        if not isinstance(text, str):
            yield Problem(where, "no 'text', skipped" if text is None else "'text' is not a string, skipped")
            continue
        given = record.get("id")
        given = _one_line(str(given)) if isinstance(given, (str, int)) and not isinstance(given, bool) else ""
        fields, problem = _jsonl_metadata(where, record)
        if problem:
            yield problem
        yield _document(where, text, doc_id=given or f"{stem}-{number}", max_chars=max_chars, **fields)


def _jsonl_metadata(where: str, record: dict) -> tuple[dict[str, str | tuple[str, ...]], Problem | None]:
    """A JSONL record's metadata, read as a web page's is; a problem when its date is left out.

    Keys: ``title``, ``url`` (absolute http(s)), ``date`` (ISO date or date-time), ``authors``
    (a list of names, or ``author``: one string, names separated by ``;``), ``site`` and
    ``language`` (a language code; a record in another language than English is skipped).
    """
    given = {name: value.strip() for name in ("title", "url", "date", "author", "site", "language")
             if isinstance(value := record.get(name), str) and value.strip()}
    authors = record.get("authors")
    names = [a for a in authors if isinstance(a, str)] if isinstance(authors, list) else []
    fields: dict[str, str | tuple[str, ...]] = {
        "title": given.get("title", ""), "url": web_url(given.get("url", "")), "date": iso_date(given.get("date", "")),
        "authors": split_authors("; ".join(names) or given.get("author", "")), "site": given.get("site", ""),
        "language": re.split(r"[-_]", given.get("language", ""))[0].lower()}
    dropped = [f"{name} {_one_line(given[name])[:60]!r} is not {kind}" for name, kind in
               (("url", "an absolute http(s) URL"), ("date", "an ISO date")) if given.get(name) and not fields[name]]
    problem = Problem(where, f"{' and '.join(dropped)}, left out", skipped=False) if dropped else None
    return {k: v for k, v in fields.items() if v}, problem


def _name(path: Path) -> str:
    """The path as text that can be printed and exported (undecodable bytes of a file name as U+FFFD)."""
    return os.fsencode(path).decode("utf-8", "replace")


def _reason(err: OSError | ValueError) -> str:
    """A short lower-case reason for an OS error ("permission denied")."""
    reason = getattr(err, "strerror", None) or str(err)
    return reason[:1].lower() + reason[1:]


def _files(path: Path) -> Iterator[tuple[Path, int] | Problem]:
    """Regular files under ``path`` with their sizes; problems for what cannot be read."""
    try:
        info = path.stat()
    except (OSError, ValueError) as err:
        broken = path.is_symlink() if isinstance(err, FileNotFoundError) else False
        yield Problem(_name(path), "broken symbolic link, skipped" if broken else f"{_reason(err)}, skipped")
        return
    if stat.S_ISREG(info.st_mode):
        yield path, info.st_size
    elif stat.S_ISDIR(info.st_mode):
        yield from _walk(path)
    else:
        # Reading a FIFO or a device could block or never end.
        yield Problem(_name(path), "not a regular file (FIFO, socket or device), skipped")


#: Files every ``kg build`` output directory holds.
OUTPUT_MARKERS = outputs.MARKERS


def is_output_dir(path: Path) -> bool:
    """Whether a directory is the output of a ``kg build`` (its files are not input)."""
    return all((path / name).is_file() for name in OUTPUT_MARKERS)


def _walk(top: Path) -> Iterator[tuple[Path, int] | Problem]:
    """Supported files of a directory tree in sorted order, hidden entries left out."""
    errors: list[OSError] = []
    for here, dirs, names in os.walk(top, onerror=errors.append):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in [d for d in dirs if is_output_dir(Path(here, d))]:
            dirs.remove(name)  # "kg build corpus --out corpus/out": last build's graph.html is no article
            yield Problem(_name(Path(here, name)), "a kg output directory, not read")
        for name in dirs:
            if os.path.islink(os.path.join(here, name)):
                yield Problem(_name(Path(here, name)), "symbolic link to a directory, not followed")
        for name in sorted(n for n in names if not n.startswith(".")):
            child = Path(here, name)
            if child.suffix.lower() in SUPPORTED:
                yield from _files(child)
            else:
                yield Problem(_name(child), f"unsupported file type {child.suffix or '(none)'!r}, skipped")
    yield from (Problem(_name(Path(err.filename or top)), f"cannot list ({_reason(err)}), skipped") for err in errors)


def load_documents(paths: Iterable[str | Path], *, max_chars: int = MAX_CHARS) -> Iterator[Document | Problem]:
    """Read documents from files and directories, in a deterministic order.

    Args:
        paths: Files or directories; directories are walked recursively (hidden
            entries and symbolic links to directories left out). A file given
            explicitly is read as text whatever its suffix.
        max_chars: Documents longer than this are skipped.

    Yields:
        A :class:`Document` for each usable document and a :class:`Problem` for each
        piece of input that was skipped or repaired. A text seen before is skipped; a
        new text whose id (or its IRI slug) is taken gets the id with a digest of the
        text appended.
    """
    seen_text: dict[str, str] = {}
    seen_ids: dict[str, str] = {}
    for given in paths:
        for item in _files(Path(given)):
            if isinstance(item, Problem):
                yield item
                continue
            for doc in _documents_from_file(*item, max_chars=max_chars):
                if isinstance(doc, Problem):
                    yield doc
                    continue
                digest = hashlib.sha1(doc.text.encode("utf-8")).hexdigest()
                if digest in seen_text:
                    yield Problem(doc.source, f"duplicate of {seen_text[digest]}, skipped",
                                  duplicate_of=seen_text[digest])
                    continue
                if slugify(doc.id) in seen_ids:
                    renamed = f"{doc.id}-{digest[:8]}"
                    yield Problem(doc.source, f"document id {doc.id!r} already used by "
                                              f"{seen_ids[slugify(doc.id)]}, renamed {renamed!r}", skipped=False)
                    doc = replace(doc, id=renamed)
                seen_text[digest] = doc.source
                seen_ids[slugify(doc.id)] = doc.source
                yield doc

"""Loading: every kind of bad input becomes one problem naming the file, never an exception."""

from __future__ import annotations

import json
import os
import struct
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kg.load import MAX_CHARS, clean_text, decode, html_to_text, load_documents
from kg.records import Document, Problem

PNG = (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
       + struct.pack(">I", zlib.crc32(b"IHDR")) + b"\x00" * 16)


def load(*paths, **options) -> tuple[list[Document], list[Problem]]:
    """Documents and problems of ``load_documents``, apart."""
    items = list(load_documents(paths, **options))
    return [i for i in items if isinstance(i, Document)], [i for i in items if isinstance(i, Problem)]


def only_problem(path: Path, **options) -> Problem:
    docs, problems = load(path, **options)
    assert not docs and len(problems) == 1
    assert str(path) in str(problems[0])
    return problems[0]


def test_missing_path(tmp_path):
    assert "no such file" in only_problem(tmp_path / "nope.txt").reason


def test_path_with_nul_byte_is_a_problem():
    docs, problems = load("bad\x00name.txt")
    assert not docs and "null" in problems[0].reason


@pytest.mark.parametrize("content", [b"", b"   \n\t \r\n  ", "\ufeff  \n".encode()])
def test_empty_and_whitespace_only(tmp_path, content):
    path = tmp_path / "empty.txt"
    path.write_bytes(content)
    assert "empty" in only_problem(path).reason


@pytest.mark.parametrize("content", [PNG, b"GIF89a\x01\x00\x01\x00" + bytes(range(256)), b"text\x00more text",
                                     bytes(range(1, 32)) * 50])
def test_binary_content_is_skipped(tmp_path, content):
    path = tmp_path / "blob.txt"
    path.write_bytes(content)
    assert only_problem(path).reason.startswith("binary")


def test_image_in_directory_is_unsupported(tmp_path):
    (tmp_path / "photo.png").write_bytes(PNG)
    assert only_problem(tmp_path / "photo.png").reason.startswith("binary")  # given explicitly: read
    docs, problems = load(tmp_path)
    assert not docs and "photo.png" in problems[0].source


def test_cp1252_text_is_read_with_a_note(tmp_path):
    path = tmp_path / "win.txt"
    path.write_bytes("\u201cQuoted\u201d \u2013 caf\u00e9 for \u20ac5.".encode("cp1252"))
    docs, problems = load(path)
    assert docs[0].text == "\u201cQuoted\u201d \u2013 caf\u00e9 for \u20ac5."
    assert problems == [Problem(str(path), "not valid UTF-8, read as cp1252", skipped=False)]


def test_latin1_bytes_undefined_in_cp1252(tmp_path):
    path = tmp_path / "latin.txt"
    path.write_bytes(b"Caf\xe9 \x81 cr\xe8me.")
    docs, problems = load(path)
    assert docs[0].text == "Caf\u00e9   cr\u00e8me."  # the C1 control became a space
    assert "latin-1" in problems[0].reason and not problems[0].skipped


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16"])
def test_bom_is_dropped_silently(tmp_path, encoding):
    path = tmp_path / "bom.txt"
    path.write_bytes("Zo\u00eb met Ana in Paris.\r\nSecond line.".encode(encoding))
    docs, problems = load(path)
    assert docs[0].text == "Zo\u00eb met Ana in Paris.\nSecond line." and not problems


def test_decode_reports_encoding():
    assert decode("\u00e9".encode()) == ("\u00e9", "utf-8")
    assert decode(b"\xe9") == ("\u00e9", "cp1252")
    assert decode(b"\x00\x01") is None


def test_huge_single_line_is_skipped_without_parsing(tmp_path):
    path = tmp_path / "huge.txt"
    path.write_bytes(b"word " * (10 * 1024 * 1024 // 5))
    reason = only_problem(path).reason
    assert "too long" in reason and f"{MAX_CHARS:,}" in reason


def test_long_document_limit_is_an_option(tmp_path):
    path = tmp_path / "long.txt"
    path.write_text("Ana met Bo. " * 100)
    assert load(path, max_chars=2000)[0] and "too long" in only_problem(path, max_chars=1000).reason


def test_file_far_over_the_limit_is_not_read(tmp_path, monkeypatch):
    path = tmp_path / "big.md"
    path.write_text("x" * 5000)
    monkeypatch.setattr(Path, "read_bytes", lambda self: pytest.fail("read a file over the limit"))
    assert "too large" in only_problem(path, max_chars=100).reason


HTML = """<!doctype html><html><head><title>Page &amp; title</title>
<meta charset="utf-8"><style>body { color: red } p::after { content: "STYLE" }</style>
<script>var x = "<p>SCRIPT</p>"; if (a < b && c > d) {}</script>
<body><!-- COMMENT --><h1>Ana &amp; Bo&nbsp;meet</h1>
<p>Caf&eacute; &lt;tag&gt; &#8220;quoted&#8221; &#x1F600; &#0; &#1;</p>
<svg><title>ICON</title><text>SVG</text></svg><noscript>NOSCRIPT</noscript>
<p>Last
paragraph.</p><script src="x.js"/></body></html>"""


def test_html_visible_text_only():
    text, title = html_to_text(HTML)
    assert title == "Page & title"
    for hidden in ("STYLE", "SCRIPT", "COMMENT", "ICON", "SVG", "NOSCRIPT", "color", "var x"):
        assert hidden not in text
    assert "Ana & Bo\u00a0meet".replace("\u00a0", " ") in text
    assert "Caf\u00e9 <tag> \u201cquoted\u201d \U0001F600" in text
    assert "Last\nparagraph." in text


def test_html_file_title_and_clean_text(tmp_path):
    path = tmp_path / "page.html"
    path.write_text(HTML)
    docs, problems = load(path)
    assert docs[0].title == "Page & title" and not problems
    assert clean_text(docs[0].text) == docs[0].text


def test_html_without_closing_head_keeps_body(tmp_path):
    path = tmp_path / "page.htm"
    path.write_text("<html><head><title>T</title><body><p>Ana met Bo in Lisbon.</p>")
    docs, _ = load(path)
    # the headline is kept as the article's first paragraph
    assert (docs[0].title, docs[0].text) == ("T", "T\n\nAna met Bo in Lisbon.")


def test_html_with_only_script_is_empty(tmp_path):
    path = tmp_path / "app.html"
    path.write_text("<html><script>document.write('hi')</script></html>")
    assert "empty" in only_problem(path).reason


def test_jsonl_bad_lines_each_named_with_line_number(tmp_path):
    path = tmp_path / "feed.jsonl"
    lines = [
        json.dumps({"id": "a1", "text": "Ana met Bo in Lisbon.", "title": "T\nwo", "url": 5}),
        "{not json",
        "[1, 2]",
        json.dumps({"title": "no text"}),
        json.dumps({"text": 42}),
        json.dumps({"text": ["a list"]}),
        json.dumps({"text": "  "}),
        "",
        json.dumps({"text": "Bad \ud800 surrogate and \u0000 NUL.", "id": {"x": 1}}),
    ]
    path.write_text("\n".join(lines) + "\n")
    docs, problems = load(path)
    assert [(p.source, p.skipped) for p in problems] == [(f"{path}:{n}", True) for n in (2, 3, 4, 5, 6, 7)]
    reasons = [p.reason for p in problems]
    assert "malformed JSON" in reasons[0] and "not a JSON object" in reasons[1]
    assert "no 'text'" in reasons[2] and "not a string" in reasons[3] == reasons[4] and "empty" in reasons[5]
    assert [(d.id, d.source) for d in docs] == [("a1", f"{path}:1"), ("feed-9", f"{path}:9")]
    assert docs[0].title == "T wo" and docs[0].url == ""
    assert docs[1].text == "Bad   surrogate and   NUL."
    docs[1].text.encode("utf-8")


def test_unreadable_file(tmp_path, monkeypatch):
    path = tmp_path / "secret.txt"
    path.write_text("Ana met Bo.")
    real = Path.read_bytes

    def denied(self: Path) -> bytes:
        if self.name == "secret.txt":
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", denied)
    assert only_problem(path).reason == "cannot read (permission denied), skipped"


def test_fifo_and_broken_link_are_not_read(tmp_path):
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    link = tmp_path / "gone.txt"
    link.symlink_to(tmp_path / "missing-target.txt")
    assert "not a regular file" in only_problem(fifo).reason
    assert "broken symbolic link" in only_problem(link).reason
    docs, problems = load(tmp_path)
    assert not docs and sorted(p.source for p in problems) == [str(link), str(fifo)]


def test_directory_walk_is_sorted_and_skips_hidden(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "x.txt").write_text("hidden")
    (tmp_path / ".hidden.txt").write_text("hidden")
    (tmp_path / "b" / "two.md").write_text("Two.")
    (tmp_path / "one.txt").write_text("One.")
    (tmp_path / "notes.docx").write_bytes(b"PK\x03\x04")
    (tmp_path / "Makefile").write_text("all:")
    (tmp_path / "linked").symlink_to(tmp_path / "b")
    docs, problems = load(tmp_path)
    assert [d.id for d in docs] == ["one", "two"]
    assert {Path(p.source).name: p.reason for p in problems} == {
        "notes.docx": "unsupported file type '.docx', skipped",
        "Makefile": "unsupported file type '(none)', skipped",
        "linked": "symbolic link to a directory, not followed",
    }


def test_duplicates(tmp_path):
    for sub in ("a", "b", "c"):
        (tmp_path / sub).mkdir()
    (tmp_path / "a" / "story.txt").write_text("Ana met Bo in Lisbon.")
    (tmp_path / "b" / "story.txt").write_text("Ana met Bo in Lisbon.")
    (tmp_path / "c" / "story.txt").write_text("A different story.")
    (tmp_path / "c" / "Story!.md").write_text("Yet another story.")
    docs, problems = load(tmp_path, tmp_path / "a" / "story.txt")
    assert [d.source for d in docs] == [str(tmp_path / p) for p in ("a/story.txt", "c/Story!.md", "c/story.txt")]
    assert len({d.id for d in docs}) == 3 and docs[0].id == "story"
    dup = [p for p in problems if p.skipped]
    assert [p.source for p in dup] == [str(tmp_path / "b" / "story.txt"), str(tmp_path / "a" / "story.txt")]
    assert all("duplicate of" in p.reason for p in dup)
    renamed = [p for p in problems if not p.skipped]
    assert len(renamed) == 2 and all("renamed" in p.reason for p in renamed)


def test_control_characters_become_spaces():
    assert clean_text("\ufeffa\x00b\x1bc\x85d\r\ne\rf\tg") == "a b c d\ne\nf\tg"


HTML_BITS = st.sampled_from(["<", ">", "</", "<!", "<![", "<?", "-->", "<!--", "&", "&#", "&#x", ";", "=", "\"", "'",
                             "script", "style", "title", "svg", "p", "br", "if !supportLists", "CDATA[", "]]>", " ",
                             "\x00", "\ud800", "\U0001F600", "\u05e9", "a", "\n"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(suffix=st.sampled_from([".txt", ".html", ".jsonl", ".md"]),
       data=st.binary(max_size=300) | st.lists(HTML_BITS, max_size=60).map(
           lambda bits: "".join(bits).encode("utf-8", "surrogatepass")))
def test_any_bytes_give_documents_or_problems(tmp_path, suffix, data):
    path = tmp_path / f"fuzz{suffix}"
    path.write_bytes(data)
    for item in load_documents([path]):
        assert isinstance(item, (Document, Problem)) and str(path) in item.source
        if isinstance(item, Document):
            assert item.text.strip() and clean_text(item.text) == item.text
            for value in (item.text, item.id, item.title, item.url, item.date):
                value.encode("utf-8")


def test_undecodable_file_name(tmp_path):
    os.mkdir(os.path.join(os.fsencode(tmp_path), b"d\xff"))
    with open(os.path.join(os.fsencode(tmp_path), b"d\xff", b"caf\xe9\nnews.txt"), "wb") as handle:
        handle.write(b"Orla Venn opened a bakery.")
    docs, problems = load(tmp_path)
    assert not problems and docs[0].id == "caf\ufffd news"
    assert docs[0].source == f"{tmp_path}/d\ufffd/caf\ufffd\nnews.txt"


def test_unlistable_directory(tmp_path, monkeypatch):
    (tmp_path / "locked").mkdir()
    (tmp_path / "locked" / "a.txt").write_text("Hidden away.")
    (tmp_path / "b.txt").write_text("Orla Venn opened a bakery.")
    real = os.scandir

    def scandir(path):
        if os.fspath(path).endswith("locked"):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    docs, problems = load(tmp_path)
    assert [d.id for d in docs] == ["b"]
    assert problems == [Problem(str(tmp_path / "locked"), "cannot list (permission denied), skipped")]


def test_a_build_output_inside_the_corpus_is_not_read(tmp_path):
    from kg.cli import main

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text("Police Chief Maria Lopez spoke on Monday.", encoding="utf-8")
    assert main(["build", str(corpus), "--out", str(corpus / "out"), "--quiet"]) == 0
    items = list(load_documents([corpus]))
    assert [d.id for d in items if isinstance(d, Document)] == ["a"]
    assert any("kg output directory" in str(p) for p in items if isinstance(p, Problem))

"""Saved web pages: the article's main content and the page's metadata.

Main content comes from trafilatura (the leader of the measured extractors on the
article-extraction benchmark, see docs/web-pages.md), run with ``favor_precision``:
menus, footers, related links and pop-ups are left out. The headline is kept as the
text's first paragraph, and every paragraph, list item or heading is a paragraph of its
own (separated by a blank line), so that a headline or a byline is never glued to the
sentence after it. The publication date is the page's own (its metadata, else htmldate's
reading of the page), as an ISO date.

The language of the text is identified with py3langid, so that a page in another language
can be skipped (the pipeline is English).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime
from functools import cache
from typing import TYPE_CHECKING

from kg.lexicon.pages import TEASER_LABELS, UNENDING_WORDS
from kg.vocab import web_iri

if TYPE_CHECKING:
    from lxml import etree
    from py3langid.langid import LanguageIdentifier

#: Shortest text, in words, whose language is identified from the text itself; a shorter
#: text is taken to be in the language the page declares.
MIN_WORDS_TO_IDENTIFY = 20
#: Least probability of the language identified for a text to be taken: below it (a box score, a list of
#: names, a line said over and over) the declared language stands.
LANGUAGE_CONFIDENCE = 0.7
#: Fewest words of a main content taken as found; below it the extractor is also run without favouring
#: precision, and its content is taken when :data:`FULLER_RATIO` times longer.
SHORT_ARTICLE_WORDS, FULLER_RATIO = 150, 3
#: Most words of a section's or a site's name on one side of a bar in a page's title ("Opinion | ...").
SECTION_WORDS = 3
#: Fewest paragraphs of a block that may be one chunk of an article split between advertisements.
CHUNK_PARAGRAPHS = 2
_LINES = re.compile(r"\s*\n\s*")
_WORD = re.compile(r"\w")
# The extractor's plain text opens a list item with a marker ("- ", indented when nested), which the page
# does not show.
_ITEM_MARKER = re.compile(r"-\s+")
# A table row as the extractor writes it, "| cell | cell |" (a rule under the head row is only bars and dashes):
# its cells stay apart, the bars around them go.
_TABLE_ROW = re.compile(r"\|\s*(.*?)[\s|-]*\|")
# A line that a sentence runs on from: no final punctuation before closing quotes and brackets.
_UNFINISHED = re.compile(r"[^.!?\u2026:;\"'\u201d\u2019)\]]$")
# A line that goes on with the sentence of the line before: it opens with a lower-case word (not an address).
_GOES_ON = re.compile(r"[a-z][a-z'\u2019-]*(?=[\s,;!?]|[.:](?:\s|$))")
# The last word of a line.
_LAST_WORD = re.compile(r"(\w+)$")
_AUTHOR_SEPARATORS = re.compile(r"\s*;\s*")
# "Headline | Site", "Headline - Site": the last separator with spaces around it.
_TITLE_TAIL = re.compile(r"(.+\S)\s+[|\-\u2013\u2014:\u00b7\u2022]\s+([^|\u2013\u2014]+)$")
# A label before a colon that opens a paragraph ("Related post: ...").
_LABEL = re.compile(r"([^:]{1,25}):\s")
# Hover cards: a person's card (photo, full name, headlines) hidden inside the sentence that names
# them, which the extractor glues to the name ("Ana LimaAna Maria LimaStorm hits coast ..."). The
# card is the pop-up inside the element that shows it, with an image or links of its own.
_POPUP = ("contains(@class, 'rollover') or contains(@class, 'hovercard') or contains(@class, 'popover')"
          " or contains(@class, 'tooltip')")
_CARDS = f"//*[{_POPUP}][ancestor::*[{_POPUP}]][.//img or count(.//a) > 1]"
# Posts embedded from social networks, which the article quotes: their text is the article's ("... — Ann Cole
# (@anncole) November 18, 2019").
_EMBEDDED_POSTS = ("//blockquote[contains(@class, 'twitter-tweet') or contains(@class, 'instagram-media')"
                   " or contains(@class, 'tiktok-embed')]")
# Where a page declares its language, in order of trust.
_LANGUAGE_PATHS = ("/html/@lang", "/html/@xml:lang", "//meta[@http-equiv='content-language']/@content",
                   "//meta[@property='og:locale']/@content", "//meta[@name='language']/@content")


@dataclass(frozen=True)
class Page:
    """What a saved web page holds.

    Attributes:
        text: The article's main content, headline first, one paragraph per block;
            empty when the extractor finds no article.
        title: The headline (the page's title without the site's name where it can tell).
        date: Publication date, ISO ``YYYY-MM-DD``.
        authors: The bylines' names.
        site: The site's or publisher's name.
        url: Canonical URL (``<link rel=canonical>``, ``og:url``), absolute http(s) only.
        language: The language the page declares (ISO 639-1 code, lower case).
    """

    text: str = ""
    title: str = ""
    date: str = ""
    authors: tuple[str, ...] = ()
    site: str = ""
    url: str = ""
    language: str = ""


def read_page(html: str) -> Page:
    """The main content and metadata of an HTML page (all empty for what is not a page)."""
    import trafilatura  # heavy: imported on the first page only
    from trafilatura.utils import load_html

    tree = load_html(html)
    if tree is None:
        return Page()
    language = declared_language(tree)

    def extract(page: etree._Element, *, precise: bool):
        for card in page.xpath(_CARDS):
            _drop(card)
        _join_chunks(page)
        _unwrap_layout_tables(page)
        _unwrap_embedded_posts(page)
        if precise:
            _keep_sentence_words(page)
        return trafilatura.bare_extraction(
            page, with_metadata=True, include_comments=False, favor_precision=precise,
            date_extraction_params={"original_date": True, "extensive_search": True})

    extracted = extract(tree, precise=True)
    if extracted is None or _words(extracted.text) < SHORT_ARTICLE_WORDS:
        # favouring precision sometimes keeps one small block ("This copy is for your personal use"):
        # a main content several times longer is the article
        fuller = extract(load_html(html), precise=False)  # a fresh tree: the extractor prunes the one it reads
        if fuller is not None and _words(fuller.text) >= FULLER_RATIO * max(_words(extracted and extracted.text), 1):
            extracted = fuller
    if extracted is None:
        return Page(language=language)
    site = _one_line(extracted.sitename)
    title = headline(_one_line(extracted.title), site, extracted.hostname or "")
    paragraphs = paragraphs_of(extracted.text or "")
    if paragraphs and title and paragraphs[0] != title:
        paragraphs.insert(0, title)
    return Page(text="\n\n".join(paragraphs), title=title, date=iso_date(extracted.date or ""),
                authors=split_authors(extracted.author or ""), site=site,
                url=web_url(extracted.url or ""), language=language)


def paragraphs_of(text: str) -> list[str]:
    """The paragraphs of an extracted text: one a line, list items without their markers, a line broken
    inside a sentence (a ``<br>`` where the page wraps its text) joined to the line it goes on from, and
    none of the page's chrome.

    Every line is a paragraph of its own when the text is built, and a line with no final punctuation ends
    its sentence there: "the Nigerian" / "flag." would be two sentences.
    """
    paragraphs: list[str] = []
    for line in _LINES.split(text.strip()):
        row, item = _TABLE_ROW.fullmatch(line), _ITEM_MARKER.match(line)
        line = row.group(1) if row else line[item.end():] if item else line
        item = item or row
        if paragraphs and not item and line and _goes_on(paragraphs[-1], line):
            paragraphs[-1] = f"{paragraphs[-1]} {line}"
        elif line and not _chrome(line):
            paragraphs.append(line)
    return paragraphs


def _goes_on(previous: str, line: str) -> bool:
    """Whether a line goes on with the sentence of the line before: that line has no final punctuation, and
    this one opens with a lower-case word or that one ends on a word no sentence ends on ("won the")."""
    if not _UNFINISHED.search(previous):
        return False
    last = _LAST_WORD.search(previous)
    return bool(_GOES_ON.match(line)) or bool(last) and last.group(1) in UNENDING_WORDS  # as written: not "Plan A"


def _chrome(paragraph: str) -> bool:
    """Whether a paragraph is the page's rather than the article's: a link to another story under a label
    ("Related: ...", "READ MORE: ...")."""
    label = _LABEL.match(paragraph)
    return bool(label) and label.group(1).strip().lower().replace("\u2019", "'") in TEASER_LABELS


def _join_chunks(tree: etree._Element) -> None:
    """Join an article that the page splits into chunks between advertisements: the blocks of paragraphs
    that share one tag and one class move into the first of them, which the extractor would otherwise
    take for the whole article."""
    groups: dict[tuple[str, str], list[etree._Element]] = defaultdict(list)
    for block in tree.iter("div", "section"):
        if block.get("class") and sum(child.tag == "p" for child in block) >= CHUNK_PARAGRAPHS:
            groups[(block.tag, block.get("class"))].append(block)
    for first, *rest in (blocks for blocks in groups.values() if len(blocks) > 1):
        for block in rest:
            if block.getparent() is None or first in block.iterancestors() or block in first.iterancestors():
                continue
            first.extend(list(block))
            block.getparent().remove(block)


def _unwrap_layout_tables(tree: etree._Element) -> None:
    """Make a table that lays out the page (a cell holding paragraphs) blocks, so that its paragraphs stay
    paragraphs: the extractor writes a table cell on one line, the headline, byline and every paragraph
    of an article laid out in one run together."""
    for cell in tree.xpath(f"//td[count(.//p) >= {CHUNK_PARAGRAPHS}] | //th[count(.//p) >= {CHUNK_PARAGRAPHS}]"):
        for element in (cell, *cell.iterancestors("tr", "tbody", "thead", "tfoot", "table")):
            element.tag = "div"


def _unwrap_embedded_posts(tree: etree._Element) -> None:
    """Take an embedded post out of the blocks that hold nothing else (the embed's wrapper, named for the
    social network), which the extractor drops as a share widget with the post in it."""
    for post in tree.xpath(_EMBEDDED_POSTS):
        wrapper, words = post, _words(post.text_content())
        for block in post.iterancestors():
            if block.tag not in ("div", "figure", "section", "aside") or _words(block.text_content()) > words:
                break
            wrapper = block
        if wrapper is not post:
            post.tail = wrapper.tail
            wrapper.getparent().replace(wrapper, post)


def _keep_sentence_words(tree: etree._Element) -> None:
    """Keep the words of a sentence that favouring precision would cut out of it: an inline element in the
    middle of a paragraph (a linked phrase in a ``<span class="link">``) loses the class, id and style that
    mark it for pruning, which would leave "reported that for his role" of "reported that the league will
    fine him for his role"."""
    from trafilatura.xpaths import PRECISION_DISCARD_XPATH

    for path in PRECISION_DISCARD_XPATH:
        for element in path(tree):
            paragraph = next(element.iterancestors("p"), None)
            if paragraph is None or not _WORD.search(element.tail or ""):
                continue
            text = paragraph.text_content()
            if _WORD.search(text[:text.find(element.text_content())]):
                for name in ("class", "id", "style"):
                    element.attrib.pop(name, None)


def _words(text: str | None) -> int:
    return len((text or "").split())


def _drop(element: etree._Element) -> None:
    """Remove an element and what it holds, keeping the text that follows it."""
    parent = element.getparent()
    if parent is None:
        return
    if element.tail:
        previous = element.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + element.tail
        else:
            parent.text = (parent.text or "") + element.tail
    parent.remove(element)


def headline(title: str, site: str, host: str) -> str:
    """A page title without the site's name after a separator ("Storm hits coast | The Daily Planet"), or a short
    section's or site's name on one side of a bar ("Opinion | Storm hits coast")."""
    names = {_letters(site), _letters(host), _letters(host.removeprefix("www.").rsplit(".", 1)[0])} - {""}
    match = _TITLE_TAIL.match(title)
    if match and _letters(match.group(2)) in names:
        return match.group(1)
    # "Opinion | Storm hits coast", "Storm hits coast | Editorial": a section's or a site's short name on one side
    parts = title.split(" | ")
    if len(parts) == 2 and min(map(_words, parts)) <= SECTION_WORDS < max(map(_words, parts)):
        short, long = sorted(parts, key=_words)
        return short if _letters(long) in names else long  # the site's name first: "Courier Name | Short headline"
    return title


def _letters(text: str) -> str:
    return "".join(c for c in text.lower() if c.isalnum())


def declared_language(tree: etree._Element) -> str:
    """The primary language subtag a page declares (``"en"`` for ``en-GB``, ``en_US``), or ``""``."""
    for path in _LANGUAGE_PATHS:
        for value in tree.xpath(path, namespaces={"xml": "http://www.w3.org/XML/1998/namespace"}):
            code = re.split(r"[-_,;\s]", str(value).strip(), maxsplit=1)[0].lower()
            if code.isalpha() and 2 <= len(code) <= 3:
                return code
    return ""


def text_language(text: str, *, declared: str = "") -> str:
    """The language of a text: identified from the text when it has enough words and the model is sure of it,
    else ``declared``."""
    if len(text.split()) < MIN_WORDS_TO_IDENTIFY:
        return declared
    language, probability = _language_identifier().classify(text)
    return str(language) if probability >= LANGUAGE_CONFIDENCE else declared


@cache
def _language_identifier() -> LanguageIdentifier:
    """py3langid's model with probabilities, loaded on the first text only."""
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)


def iso_date(value: str) -> str:
    """An ISO ``YYYY-MM-DD`` date from an ISO date or date-time (``""`` when it is neither)."""
    value = value.strip()
    for parse in (date.fromisoformat, lambda v: datetime.fromisoformat(v.replace("Z", "+00:00")).date()):
        try:
            return parse(value).isoformat()
        except ValueError:
            continue
    return ""


def split_authors(value: str) -> tuple[str, ...]:
    """Names of a byline list as trafilatura gives it (``"Ana Lima; Bo Reyes"``), duplicates dropped."""
    names = (_one_line(name) for name in _AUTHOR_SEPARATORS.split(value))
    return tuple(dict.fromkeys(name for name in names if name))


def web_url(value: str) -> str:
    """The URL if it is an absolute http(s) URL with a host name, else ``""``."""
    value = value.strip()
    return value if web_iri(value) is not None and not any(c.isspace() for c in value) else ""


def _one_line(text: str | None) -> str:
    return " ".join((text or "").split())

"""Web pages: main content without the page's chrome, metadata, fallback, pages not in English."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import networkx as nx

import pytest
from rdflib import Graph, Literal, URIRef

from kg.cli import main
from kg.load import html_article, load_documents
from kg.records import Document, Problem
from kg.view import Publication, read_view
from kg.vocab import SCHEMA, web_iri
from kg.webpage import headline, iso_date, paragraphs_of, read_page, split_authors, web_url

PAGE = """<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8">
<title>Harbour bridge reopens after repairs | The Kestrel Bay Courier</title>
<meta property="og:site_name" content="The Kestrel Bay Courier">
<meta name="author" content="Orla Venn">
<meta property="article:published_time" content="2024-03-05T09:30:00+00:00">
<link rel="canonical" href="https://courier.example.org/news/2024/03/harbour-bridge">
</head><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/sport">Sport</a></li>
<li><a href="/weather">Weather in Rellport</a></li></ul></nav>
<article>
<h1>Harbour bridge reopens after repairs</h1>
<p>The harbour bridge in Kestrel Bay reopened to traffic on Tuesday after eight months of repairs, the town
council said.</p>
<p>Engineers from Marrow Construction replaced the steel cables and the deck of the bridge, which carries about
twelve thousand vehicles a day between the old town and the ferry terminal.</p>
<p><span class="rollover-people"><a href="/people/ilsa-marrow">Ilsa Marrow</a><span class="rollover-people-block">
<img src="marrow.jpg"><a href="/people/ilsa-marrow">Ilsa Jane Marrow</a><a href="/c">Marrow Construction wins contract</a>
</span></span>, the company's chief executive, said the work had finished two weeks ahead of schedule despite a
stormy winter on the coast.</p>
<p>Bram Ostrowe, an engineer at Marrow Construction, said the new deck would last fifty years.</p>
<p>Residents had complained about long detours during the closure, and several shops near the terminal reported
a fall in trade over the winter months.</p>
</article>
<aside><h2>Most read</h2><ul><li><a href="/a">Teodor Vance wins the Rellport marathon</a></li>
<li><a href="/b">Zarnova council announces new budget</a></li></ul></aside>
<footer><p>Copyright 2024 Kestrel Bay Media Group. All rights reserved.</p><p>Contact the newsroom</p></footer>
</body></html>"""

GERMAN = """<html lang="{lang}"><head><title>Die Hafenbr\u00fccke ist wieder offen</title></head><body><article>
<h1>Die Hafenbr\u00fccke ist wieder offen</h1>
<p>Die Hafenbr\u00fccke von Kestrel Bay ist am Dienstag nach acht Monaten Bauzeit wieder f\u00fcr den Verkehr
freigegeben worden, wie der Gemeinderat mitteilte.</p>
<p>Ingenieure der Firma Marrow haben die Stahlseile und die Fahrbahn der Br\u00fccke erneuert, \u00fcber die jeden
Tag etwa zw\u00f6lftausend Fahrzeuge zwischen der Altstadt und dem F\u00e4hrhafen fahren.</p>
</article></body></html>"""


def load(tmp_path, name: str, content: str) -> list[Document | Problem]:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return list(load_documents([path]))


@pytest.fixture(scope="module")
def page_document(tmp_path_factory) -> Document:
    (doc,) = load(tmp_path_factory.mktemp("page"), "bridge.html", PAGE)
    return doc


@pytest.mark.parametrize(("field", "expected"), [
    ("title", "Harbour bridge reopens after repairs"),
    ("date", "2024-03-05"),
    ("authors", ("Orla Venn",)),
    ("site", "The Kestrel Bay Courier"),
    ("url", "https://courier.example.org/news/2024/03/harbour-bridge"),
    ("language", "en"),
])
def test_page_metadata(page_document, field, expected):
    assert getattr(page_document, field) == expected


def test_main_content_keeps_the_headline_and_drops_the_chrome(page_document):
    paragraphs = page_document.text.split("\n\n")
    assert paragraphs[0] == "Harbour bridge reopens after repairs"
    assert paragraphs[1].startswith("The harbour bridge in Kestrel Bay reopened")
    assert paragraphs[-1].endswith("over the winter months.")
    assert "\n\nIlsa Marrow, the company's chief executive, said" in page_document.text  # without her hover card
    for chrome in ("Home", "Sport", "Weather", "Most read", "Teodor Vance", "Zarnova", "Copyright", "newsroom",
                   "Ilsa Jane", "wins contract"):
        assert chrome not in page_document.text


@pytest.mark.parametrize("fuller_words, taken", [(600, "fuller"), (16, "precise")])
def test_a_short_precise_extraction_gives_way_to_a_much_longer_one(monkeypatch, fuller_words, taken):
    import types

    import trafilatura

    texts = {True: "This copy is for your personal use only.", False: " ".join(["Shares fell."] * (fuller_words // 2))}

    def extraction(tree, *, favor_precision, **options):
        return types.SimpleNamespace(text=texts[favor_precision], title="Shares fall", sitename="", hostname="",
                                     date="", author="", url="")

    monkeypatch.setattr(trafilatura, "bare_extraction", extraction)
    page = read_page("<html><body><p>Shares fell.</p></body></html>")
    assert ("Shares fell." in page.text) == (taken == "fuller")


def test_an_article_split_between_advertisements_is_joined():
    import lxml.html

    from kg.webpage import _join_chunks

    paragraphs = "<p>One.</p><p>Two.</p>"
    tree = lxml.html.fromstring(f'<html><body><div class="body">{paragraphs}</div><div class="ad"><p>Buy.</p></div>'
                                f'<div class="teaser"><p>Other.</p></div><div class="body">{paragraphs}</div></body></html>')
    _join_chunks(tree)
    blocks = tree.xpath("//div[@class='body']")
    assert len(blocks) == 1 and len(blocks[0].xpath("./p")) == 4
    assert tree.xpath("//div[@class='teaser']/p/text()") == ["Other."]


def test_a_table_that_lays_out_the_page_keeps_its_paragraphs():
    body = "".join(f"<p>{sentence}</p>" for sentence in (
        "Norbank opened a branch in Wichita on Monday, the bank said in a statement to its customers.",
        "Tom Vale, who runs the branch, said it would employ forty people from the town by the summer.",
        "Ann Cole of Safcom said the opening was good news for shops near the station in the old town."))
    page = read_page(f"<html><head><title>Norbank opens in Wichita</title></head><body><table><tr><td>"
                     f"<a href='/'>Home</a></td></tr><tr><td><h1>Norbank opens in Wichita</h1>{body}"
                     "<table><tr><td>Quarterly results</td><td>Up 4%</td></tr></table></td></tr></table></body></html>")
    assert page.text.split("\n\n")[1:3] == [
        "Norbank opened a branch in Wichita on Monday, the bank said in a statement to its customers.",
        "Tom Vale, who runs the branch, said it would employ forty people from the town by the summer."]


def test_a_linked_phrase_inside_a_sentence_is_kept():
    sentences = ("Ann Cole said on Monday that the council had approved the plan for the new station in Leeds.",
                 "The work will start in the spring and take about two years, according to the council's report.",
                 "Tom Vale, who chairs the transport committee, said the station would open before the next election.")
    linked = ('<p>Local reporters said that <span class="link"><a href="/x">Norbank will fund the station</a></span>'
              " with a loan, which the bank confirmed in a statement.</p>")
    page = read_page(f"<html><head><title>Leeds gets a station</title></head><body><article><h1>Leeds gets a station"
                     f"</h1>{''.join(f'<p>{s}</p>' for s in sentences)}{linked}"
                     '<p><span class="link"><a href="/more">Learn more</a></span></p></article></body></html>')
    assert "said that Norbank will fund the station with a loan" in page.text
    assert "Learn more" not in page.text


def test_an_embedded_post_is_read_with_the_article():
    sentences = ("The council of Wichita approved a new slogan for the town on Monday after a vote of its members.",
                 "The slogan was soon one of the most talked-about subjects on the networks, the council said.",
                 "Tom Vale, who chairs the council, said the town had expected a strong response from residents.")
    post = ('<div class="social-media-embed"><blockquote class="twitter-tweet"><p>The new slogan of Wichita is'
            ' a bold choice for a town of its size.</p>&mdash; Ann Cole (@anncole) <a href="/s">May 4, 2024</a>'
            '</blockquote><script src="/widgets.js"></script></div>')
    page = read_page(f"<html><head><title>Wichita slogan</title></head><body><article><h1>Wichita slogan</h1>"
                     f"<p>{sentences[0]}</p>{post}<p>{sentences[1]}</p><p>{sentences[2]}</p></article></body></html>")
    assert "The new slogan of Wichita is a bold choice" in page.text and "Ann Cole (@anncole)" in page.text


def test_all_visible_text_when_the_extractor_finds_no_article(tmp_path):
    html = "<html><head><title>Notice</title></head><body><footer><p>Ana met Bo in Lisbon.</p></footer></body></html>"
    assert read_page(html).text == ""
    (doc,) = load(tmp_path, "notice.html", html)
    assert (doc.text, doc.title) == ("Ana met Bo in Lisbon.", "Notice")


@pytest.mark.parametrize("declared", ["de", "en"])
def test_page_not_in_english_is_skipped_with_one_warning(tmp_path, declared):
    # The text decides: a German page is skipped even when its template says it is English.
    (problem,) = load(tmp_path, "hafen.html", GERMAN.format(lang=declared))
    assert isinstance(problem, Problem) and problem.skipped
    assert problem.source.endswith("hafen.html") and "'de'" in problem.reason and "not English" in problem.reason


def test_short_page_takes_the_declared_language(tmp_path):
    (problem,) = load(tmp_path, "kurz.html", '<html lang="de-AT"><body><p>Guten Tag.</p></body></html>')
    assert "'de'" in problem.reason


def test_jsonl_metadata_read_as_a_page_is(tmp_path):
    records = [
        {"id": "a", "text": "Orla Venn opened a bakery.", "url": "https://example.org/a", "date": "2024-03-05T10:00Z",
         "authors": ["Ilsa Marrow", "Ilsa Marrow", 7], "site": "Courier", "language": "en-US"},
        {"id": "b", "text": "Teodor Vance visited Rellport.", "url": "not a url", "date": "5 March", "author": "A; B"},
        {"id": "c", "text": "Le pont du port a rouvert mardi.", "language": "fr"},
    ]
    a, warning, b, skipped = load(tmp_path, "feed.jsonl", "\n".join(map(json.dumps, records)))
    assert (a.url, a.date, a.authors, a.site, a.language) == (
        "https://example.org/a", "2024-03-05", ("Ilsa Marrow",), "Courier", "en")
    assert (b.url, b.date, b.authors) == ("", "", ("A", "B"))
    assert isinstance(warning, Problem) and not warning.skipped and warning.reason == (
        "url 'not a url' is not an absolute http(s) URL and date '5 March' is not an ISO date, left out")
    assert skipped.source.endswith("feed.jsonl:3") and "'fr'" in skipped.reason


_GERMAN = ("Die Stadt Dunmore hat am Montag die neue Brücke über den Fluss eröffnet, nachdem die Arbeiten fast drei "
           "Jahre gedauert hatten und die Kosten deutlich gestiegen waren.")
_ENGLISH = ("The town of Dunmore opened its new bridge over the river on Monday, after the work had taken almost three "
            "years and the costs had risen sharply.")


def test_page_language_identified_once(tmp_path, monkeypatch):
    # a page that declares none and whose text is too short to tell: unsure, and not asked a second time
    calls = []
    monkeypatch.setattr("kg.load.text_language", lambda text, **kw: calls.append(text) or kw.get("declared", ""))
    (doc,) = load(tmp_path, "short.html", "<html><body><p>Ann Cole met Tom Vale in Leeds.</p></body></html>")
    assert doc.text == "Ann Cole met Tom Vale in Leeds." and len(calls) == 1


@pytest.mark.parametrize(("name", "content"), [
    ("bruecke.txt", _GERMAN),
    ("feed.jsonl", json.dumps({"id": "d", "text": _GERMAN})),
])
def test_text_in_another_language_is_skipped_without_a_declared_language(tmp_path, name, content):
    (problem,) = load(tmp_path, name, content)
    assert isinstance(problem, Problem) and "'de'" in problem.reason and "not English" in problem.reason


@pytest.mark.parametrize("name", ["bridge.txt", "short.txt"])
def test_english_or_short_text_is_read(tmp_path, name):
    (doc,) = load(tmp_path, name, _ENGLISH if name == "bridge.txt" else "Die Brücke ist offen.")
    assert isinstance(doc, Document) and doc.language == ""


@pytest.fixture(scope="module")
def page_out(tmp_path_factory) -> Path:
    """The outputs of ``kg build`` on the page."""
    corpus = tmp_path_factory.mktemp("corpus")
    (corpus / "bridge.html").write_text(PAGE, encoding="utf-8")
    assert main(["build", str(corpus), "--out", str(corpus / "out"), "--no-cache", "--quiet"]) == 0
    return corpus / "out"


def test_date_url_authors_and_site_in_turtle(page_out):
    g = Graph().parse(page_out / "graph.ttl", format="turtle")
    (document,) = g.subjects(SCHEMA.headline, None)
    (published,) = g.objects(document, SCHEMA.datePublished)
    assert published.datatype == URIRef("http://www.w3.org/2001/XMLSchema#date")
    assert published.toPython() == datetime.date(2024, 3, 5)
    assert g.value(document, SCHEMA.url) == URIRef("https://courier.example.org/news/2024/03/harbour-bridge")
    assert g.value(document, SCHEMA.author) == Literal("Orla Venn")
    assert g.value(document, SCHEMA.publisher) == Literal("The Kestrel Bay Courier")
    assert g.value(document, SCHEMA.inLanguage) == Literal("en")


def test_metadata_in_json_graphml_and_the_html_view(page_out):
    (document,) = json.loads((page_out / "graph.json").read_text())["documents"]
    assert {k: document[k] for k in ("title", "date", "authors", "site", "url", "language")} == {
        "title": "Harbour bridge reopens after repairs", "date": "2024-03-05", "authors": ["Orla Venn"],
        "site": "The Kestrel Bay Courier", "url": "https://courier.example.org/news/2024/03/harbour-bridge",
        "language": "en"}
    edges = nx.read_graphml(page_out / "graph.graphml").edges(data=True)
    assert edges and all(e["published"] == "2024-03-05" and e["sites"] == "The Kestrel Bay Courier"
                         for _, _, e in edges)
    expected = {"bridge": Publication("2024-03-05", "The Kestrel Bay Courier",
                                      "https://courier.example.org/news/2024/03/harbour-bridge")}
    for name in ("graph.json", "graph.ttl"):
        assert read_view(page_out / name).published == expected
    page = (page_out / "graph.html").read_text()
    assert '"published":{"bridge":{"date":"2024-03-05","site":"The Kestrel Bay Courier","url":"https://' in page


@pytest.mark.parametrize(("title", "expected"), [
    ("Bridge reopens | The Kestrel Bay Courier", "Bridge reopens"),
    ("Bridge reopens - courier.example.org", "Bridge reopens"),
    ("Bridge reopens - a long wait is over", "Bridge reopens - a long wait is over"),
    ("Opinion | Bridge reopens after repairs", "Bridge reopens after repairs"),
    ("Bridge reopens after repairs | Editorial", "Bridge reopens after repairs"),
    ("Leeds | Bridge reopens", "Leeds | Bridge reopens"),
    ("The Kestrel Bay Courier | Bridge reopens", "Bridge reopens"),
    ("Tulsa Design Week 2024 | Light show on the bridge", "Tulsa Design Week 2024 | Light show on the bridge"),
])
def test_headline_without_the_site_name(title, expected):
    assert headline(title, "The Kestrel Bay Courier", "courier.example.org") == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Kestrel buys Safcom\n- Safcom was founded in Leeds.\n  - Tom Vale leads it.",
     ["Kestrel buys Safcom", "Safcom was founded in Leeds.", "Tom Vale leads it."]),
    ("Photos\nwhich were shared online show Ann Cole in the colours of the\nflag of Kenya.\nShe smiled.",
     ["Photos which were shared online show Ann Cole in the colours of the flag of Kenya.", "She smiled."]),
    ("Norbank opens in Tulsa.\nRelated: Ten bridges of Leeds\nREAD MORE: Safcom wins in Kansas\nNote: Tom Vale"
     " spoke.", ["Norbank opens in Tulsa.", "Note: Tom Vale spoke."]),
    ("| Tom Vale | Leeds |\n|---|---|\n| Ann Cole | Tulsa |\n|  |", ["Tom Vale | Leeds", "Ann Cole | Tulsa"]),
    ("Ann Cole, who in 2019 won the\nTulsa Book Prize, spoke.\nFind someone to talk to\nTalking helps.\nShop list\n"
     "http://shop.example/a", ["Ann Cole, who in 2019 won the Tulsa Book Prize, spoke.", "Find someone to talk to",
                               "Talking helps.", "Shop list", "http://shop.example/a"]),
    ("Tom Vale wrote the report\n- and Ann Cole read it", ["Tom Vale wrote the report", "and Ann Cole read it"]),
    # a heading ending on a capital letter is no sentence cut after an article
    ("Norbank's Plan A\nTom Vale spoke.", ["Norbank's Plan A", "Tom Vale spoke."]),
    ("Ann Cole said:\nthe bridge is open.\nNorbank\nwww.norbank.example", ["Ann Cole said:", "the bridge is open.",
                                                                         "Norbank", "www.norbank.example"]),
])
def test_paragraphs_without_item_markers_and_with_wrapped_lines_joined(text, expected):
    assert paragraphs_of(text) == expected


@pytest.mark.parametrize(("value", "expected"), [
    ("2024-03-05", "2024-03-05"), ("2024-03-05T23:30:00-05:00", "2024-03-05"), ("2024-03-05T09:30Z", "2024-03-05"),
    ("March 5, 2024", ""), ("", ""),
])
def test_iso_date(value, expected):
    assert iso_date(value) == expected


def test_authors_and_urls():
    assert split_authors("Orla Venn; Ilsa  Marrow;; Orla Venn") == ("Orla Venn", "Ilsa Marrow")
    assert web_url("https://example.org/x") and web_url("HTTP://example.org")
    assert not web_url("/relative/path") and not web_url("javascript:void(0)") and not web_url("https://localhost x")
    assert web_iri('https://example.org/a"b{c}') == URIRef("https://example.org/a%22b%7Bc%7D")
    assert html_article(PAGE)[1] == "Harbour bridge reopens after repairs"

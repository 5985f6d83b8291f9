"""IRI minting and the XML sanitiser hold for any text (property-based)."""

from __future__ import annotations

import re
from xml.etree import ElementTree as ET
from xml.sax.saxutils import escape, quoteattr

import pyoxigraph
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rdflib import Graph, Literal
from rdflib.namespace import RDFS

from kg.vocab import DEFAULT_BASE, check_base, document_iri, entity_iri, slugify
from kg.xmltext import xml_safe

SLUG = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
# Every character XML 1.0 allows (https://www.w3.org/TR/xml/#charsets).
XML_CHAR = re.compile("[\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]*")
HOSTILE = ['Tom "The <Hammer>" O\'Neil', "a\\b\\\\c", "line\nbreak\r\ttab", "nul\x00bell\x07esc\x1b",
           "\U0001F600\U0001F680 \u2764\ufe0f", "\u05e9\u05dc\u05d5\u05dd \u0639\u0644\u064a", "\u202eevil\u202c",
           "  ", "", "-", "#frag?q=1&x=<y>", "%20%zz", "Caf\u00e9", "Cafe\u0301", "\ufffe\uffff", "\ud800x"]
# Any text at all, surrogates and non-characters included.
TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=80) | st.sampled_from(HOSTILE)


@settings(max_examples=300, deadline=None)
@given(TEXT)
def test_slug_is_a_safe_nonempty_path_segment(text):
    slug = slugify(text)
    assert SLUG.fullmatch(slug) and len(slug) <= 70
    assert slugify(text) == slug


@settings(max_examples=200, deadline=None)
@given(TEXT, TEXT)
def test_lossy_folding_keeps_texts_apart(a, b):
    if a != b and not (a.isascii() and b.isascii()):
        assert slugify(a) != slugify(b)


@settings(max_examples=100, deadline=None)
@given(TEXT)
def test_minted_iris_are_valid_and_survive_turtle(text):
    iris = [entity_iri(DEFAULT_BASE, slugify(text)), document_iri(DEFAULT_BASE, text)]
    for iri in iris:
        pyoxigraph.NamedNode(str(iri))  # raises ValueError on an invalid IRI
    g = Graph()
    for iri in iris:
        g.add((iri, RDFS.label, Literal(xml_safe(text))))
    data = g.serialize(format="turtle", encoding="utf-8")
    store = pyoxigraph.Store()
    store.load(data, format=pyoxigraph.RdfFormat.TURTLE)
    assert {str(t.subject.value) for t in store} == {str(i) for i in iris}
    assert {str(o) for o in Graph().parse(data=data, format="turtle").objects()} == {xml_safe(text)}


@settings(max_examples=300, deadline=None)
@given(TEXT)
def test_xml_safe_text_parses_as_element_text_and_attribute(text):
    safe = xml_safe(text)
    assert len(safe) == len(text) and XML_CHAR.fullmatch(safe)
    assert all(s == t for s, t in zip(safe, text) if s != " ")  # only replaced characters changed
    element = ET.fromstring(f"<a b={quoteattr(safe)}>{escape(safe)}</a>")
    # XML parsers normalise line ends in text (quoteattr escapes them in attributes); nothing else changes.
    assert (element.text or "") == safe.replace("\r\n", "\n").replace("\r", "\n")
    assert element.get("b") == safe


@settings(max_examples=300, deadline=None)
@given(st.from_regex(r"[a-z][a-z0-9+.-]{0,5}:(//)?[!-~]{0,20}[/#]", fullmatch=True) | TEXT)
def test_an_accepted_base_mints_valid_iris(base):
    try:
        check_base(base)
    except ValueError:
        return
    pyoxigraph.NamedNode(str(entity_iri(base, slugify("Ana"))))


@pytest.mark.parametrize("base", ["http://x y/", "relative/", "http://x.org/<a>/", "http://x.org", "urn:x:", ""])
def test_bad_bases_are_refused(base):
    with pytest.raises(ValueError, match="--base"):
        check_base(base)

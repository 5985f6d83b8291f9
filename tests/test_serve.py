"""``kg serve``: the SPARQL 1.1 Protocol through a real client and plain HTTP, limits, refusals, load."""

from __future__ import annotations

import csv
import importlib.util
import io
import json
import re
import socket
import sys
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from urllib.parse import urlencode, urlsplit

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from SPARQLWrapper import CSV, JSON, TSV, TURTLE, XML, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import QueryBadFormed

from kg.cli import main
from kg.query import load_library
from kg.serve import GRAPH_MEDIA, SOLUTION_MEDIA, negotiate, refused
from tests.conftest import ROOT

ALIASES = """PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
SELECT ?alias WHERE { ?e rdfs:label "Scott Israel" ; skos:altLabel ?alias }"""
BIG = "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f } LIMIT 1000000"
ENDLESS = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"


def _loadtest():
    spec = importlib.util.spec_from_file_location("loadtest", ROOT / "benchmarks" / "loadtest.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


loadtest = _loadtest()


@pytest.fixture(scope="module")
def server(seed_out, tmp_path_factory):
    """``kg serve`` on a free loopback port with small limits: (process, base URL, store directory)."""
    store = tmp_path_factory.mktemp("store")
    process, url = loadtest.start_server(seed_out, "--store", str(store), "--timeout", "2",
                                         "--max-result-bytes", "2000000")
    yield process, url, store
    process.terminate()
    process.wait(timeout=30)


@pytest.fixture()
def url(server):
    return server[1]


def http(url: str, *, query: str | None = None, data: bytes | None = None, headers: dict | None = None,
         method: str | None = None) -> tuple[int, dict, bytes]:
    """One plain HTTP request: (status, headers, body), errors included."""
    target = url + "sparql" + (("?" + urlencode({"query": query})) if query is not None else "")
    request = urllib.request.Request(target, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as err:
        return err.code, dict(err.headers), err.read()


def aliases_of(rows) -> set[str]:
    return {r["alias"] for r in rows}


# --- a real client -------------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", [JSON, XML, CSV, TSV])
def test_sparqlwrapper_select(url, fmt):
    client = SPARQLWrapper(url + "sparql")
    client.setQuery(ALIASES)
    client.setReturnFormat(fmt)
    result = client.query().convert()
    if fmt == JSON:
        found = {b["alias"]["value"] for b in result["results"]["bindings"]}
    elif fmt == XML:
        found = {el.firstChild.data for el in result.getElementsByTagName("literal")}  # a minidom Document
    else:
        text = result.decode("utf-8") if isinstance(result, bytes) else result
        delimiter = "," if fmt == CSV else "\t"
        found = {row[0].strip('"') for row in csv.reader(io.StringIO(text), delimiter=delimiter)}
    assert "Israel" in found


def test_sparqlwrapper_post_and_construct(url):
    client = SPARQLWrapper(url + "sparql")
    client.setMethod("POST")
    client.setQuery("CONSTRUCT { ?e rdfs:label ?l } WHERE { ?e a schema:Person ; rdfs:label ?l }")
    client.setReturnFormat(TURTLE)
    graph_text = client.query().convert()
    assert b"Scott Israel" in graph_text


def test_sparqlwrapper_update_is_refused(url):
    client = SPARQLWrapper(url + "sparql")
    client.setMethod("POST")
    client.setQuery("INSERT DATA { <urn:a> <urn:b> <urn:c> }")
    # SPARQLWrapper passes a 403 on as the urllib error.
    with pytest.raises(urllib.error.HTTPError) as refusal:
        client.query()
    assert refusal.value.code == 403
    assert http(url, query="ASK { <urn:a> <urn:b> <urn:c> }")[2] == b'{"head":{},"boolean":false}'


def test_sparqlwrapper_malformed(url):
    client = SPARQLWrapper(url + "sparql")
    client.setQuery("SELECT ?x WHERE { ?x")
    with pytest.raises(QueryBadFormed):
        client.query()


# --- plain HTTP --------------------------------------------------------------------------------

@pytest.mark.parametrize("accept, media", [
    ("application/sparql-results+json", "application/sparql-results+json"),
    ("application/sparql-results+xml", "application/sparql-results+xml"),
    ("text/csv", "text/csv"),
    ("text/tab-separated-values", "text/tab-separated-values"),
    (None, "application/sparql-results+json"),
])
@pytest.mark.parametrize("method", ["GET", "POST form", "POST direct"])
def test_http_formats(url, accept, media, method):
    headers = {"Accept": accept} if accept else {}
    if method == "GET":
        status, head, body = http(url, query=ALIASES, headers=headers)
    elif method == "POST form":
        status, head, body = http(url, data=urlencode({"query": ALIASES}).encode(),
                                  headers={**headers, "Content-Type": "application/x-www-form-urlencoded"})
    else:
        status, head, body = http(url, data=ALIASES.encode(), headers={**headers,
                                                                       "Content-Type": "application/sparql-query"})
    assert status == 200 and head["Content-Type"].startswith(media)
    text = body.decode("utf-8")
    if "json" in media:
        assert "Israel" in {b["alias"]["value"] for b in json.loads(text)["results"]["bindings"]}
    elif "xml" in media:
        assert "Israel" in {el.text for el in ET.fromstring(text).iter("{http://www.w3.org/2005/sparql-results#}literal")}
    elif media == "text/csv":
        assert ["Israel"] in list(csv.reader(io.StringIO(text)))
    else:
        assert '"Israel"' in text.splitlines()


@pytest.mark.parametrize("accept", ["text/csv", "text/tab-separated-values", None, "text/html"])
def test_one_charset(url, accept):
    status, head, _ = http(url, query=ALIASES, headers={"Accept": accept} if accept else {})
    assert status == 200 and head["Content-Type"].count("charset=") == 1


@pytest.mark.parametrize("accept", ["text/html", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"])
@pytest.mark.parametrize("query, needle", [(ALIASES, "<td>Israel</td>"), ("ASK { ?s ?p ?o }", "<p>true</p>"),
                                           ("CONSTRUCT { ?s rdfs:label ?o } WHERE { ?s rdfs:label ?o }",
                                            "<th>predicate</th>")])
def test_a_browser_gets_an_html_table(url, accept, query, needle):
    status, head, body = http(url, query=query, headers={"Accept": accept})
    page = body.decode("utf-8")
    assert status == 200 and head["Content-Type"] == "text/html; charset=utf-8"
    assert page.startswith("<!DOCTYPE html>") and needle in page and "<script" not in page


@pytest.mark.parametrize("query", sorted(load_library()))
def test_library_queries_through_the_endpoint(url, seed_graph, query):
    text = load_library()[query].text
    status, _, body = http(url, query=text)
    assert status == 200
    expected = len(list(seed_graph.query(text, engine="oxigraph")))
    assert len(json.loads(body)["results"]["bindings"]) == expected


def test_index_page_lists_the_library(url):
    with urllib.request.urlopen(url, timeout=30) as response:
        page = response.read().decode("utf-8")
        assert "Content-Security-Policy" in response.headers
    assert "<textarea" in page and all(q.title.split()[0] in page for q in load_library().values())


@pytest.mark.parametrize("kind, request_args, status, needle", [
    ("update form", {"data": urlencode({"update": "CLEAR ALL"}).encode(),
                     "headers": {"Content-Type": "application/x-www-form-urlencoded"}}, 403, "read-only"),
    ("update body", {"data": b"CLEAR ALL", "headers": {"Content-Type": "application/sparql-update"}}, 403, "read-only"),
    ("update as query", {"query": "DELETE WHERE { ?s ?p ?o }"}, 403, "read-only"),
    ("load", {"query": "LOAD <file:///etc/passwd>"}, 403, "read-only"),
    ("service", {"query": "SELECT * WHERE { SERVICE <http://example.org/sparql> { ?s ?p ?o } }"}, 403, "SERVICE"),
    ("escaped service", {"query": "SELECT * WHERE { \\u0053ERVICE <http://example.org/> { ?s ?p ?o } }"}, 403,
     "SERVICE"),
    ("malformed", {"query": "SELECT ?x WHERE { ?x"}, 400, "malformed query"),
    ("no query", {}, 400, "query"),
    ("unacceptable", {"query": ALIASES, "headers": {"Accept": "image/png"}}, 406, "acceptable"),
    ("too large", {"data": b"x" * 70000, "headers": {"Content-Type": "application/sparql-query"}}, 413, "larger"),
    ("result too large", {"query": BIG}, 413, "limit"),  # was 400: the size cap is 413 Content Too Large
    ("wrong media type", {"data": b"ASK {}", "headers": {"Content-Type": "text/plain"}}, 415, "sparql-query"),
    ("foreign host", {"query": ALIASES, "headers": {"Host": "evil.example"}}, 403, "Host"),
])
def test_refusals_and_errors(url, kind, request_args, status, needle):
    got, _, body = http(url, **request_args)
    assert got == status, body
    assert needle in body.decode("utf-8")
    assert http(url, query="ASK { ?s ?p ?o }")[0] == 200  # and the endpoint still answers


def test_time_limit_kills_the_query_not_the_server(url):
    got, _, body = http(url, query=ENDLESS)
    assert got == 503 and b"time limit" in body
    assert http(url, query=ALIASES)[0] == 200


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=200))
def test_any_text_as_a_query_gets_an_answer_not_a_crash(url, text):
    got, _, body = http(url, data=text.encode("utf-8", "surrogatepass"),
                        headers={"Content-Type": "application/sparql-query"})
    assert got < 500 and body


@pytest.mark.parametrize("raw", [b"GARBAGE\r\n\r\n", b"BREW /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                                 b"GET /sparql?query=%ZZ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                                 b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n",
                                 b"GET / HTTP/1.1\r\n" + b"X: " + b"y" * 70000 + b"\r\n\r\n"])
def test_malformed_http_gets_4xx(url, raw):
    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=30) as conn:
        conn.sendall(raw)
        answer = b""
        while not re.match(rb"HTTP/\S+ \d{3} ", answer) and b"Error code: " not in answer:
            chunk = conn.recv(4096)
            if not chunk:
                break
            answer += chunk
    # A request line without a version is answered HTTP/0.9 style: the error page, no status line.
    assert re.match(rb"HTTP/1\.[01] 4\d\d ", answer) or b"Error code: 4" in answer, answer[:200]
    assert http(url, query="ASK { ?s ?p ?o }")[0] == 200


def test_wrong_path_and_method(url):
    assert http(url[:-1] + "/elsewhere/", query="ASK {}")[0] == 404
    assert http(url, query="ASK {}", method="PUT")[0] == 405


def test_store_is_reused_without_the_graph(server):
    process, _, store = server
    again, url = loadtest.start_server(None, "--store", str(store))
    try:
        assert http(url, query=ALIASES)[0] == 200
    finally:
        again.terminate()
        again.wait(timeout=30)


def test_kg_query_reads_a_served_store(server, capsys):
    assert main(["query", str(server[2]), "aliases", "--param", "name=Scott Israel", "--format", "csv"]) == 0
    assert "Israel" in capsys.readouterr().out


def test_small_load_run(server):
    process, url, _ = server
    queries = loadtest.default_queries()
    loadtest.run_load(url, requests=40, clients=4, queries=queries)
    before = loadtest.process_tree_memory_kb(process.pid)
    result = loadtest.run_load(url, requests=300, clients=8, queries=queries)
    after = loadtest.process_tree_memory_kb(process.pid)
    assert result.failures == 0 and len(result.latencies_ms) == 300
    assert after - before < 16 * 1024


@pytest.mark.parametrize("argv, needle", [
    ([], "GRAPH"),
    (["missing.ttl"], "no such graph"),
    (["--store", "{tmp}"], "holds no kg store"),
    (["{tmp}/bad.ttl"], "not valid RDF"),
])
def test_serve_start_errors_exit_1(tmp_path, capsys, argv, needle):
    (tmp_path / "bad.ttl").write_text("this is not turtle <", encoding="utf-8")
    assert main(["serve", *(a.replace("{tmp}", str(tmp_path)) for a in argv), "--port", "0"]) == 1
    err = capsys.readouterr().err
    assert needle in err and "Traceback" not in err


# --- pure parts ----------------------------------------------------------------------------------

@pytest.mark.parametrize("query, verdict", [
    ('SELECT * WHERE { ?s ?p "please DELETE me" }', None),
    ("SELECT ?service ?insert WHERE { ?service <urn:x> ?insert }", None),
    ("PREFIX ex: <urn:ex:> SELECT * WHERE { ?s ex:LOAD ?o } # DROP ALL", None),
    ("SELECT * WHERE { ?s <http://example.org/service#CLEAR> ?o }", None),
    ("select * where { service <urn:x> { ?s ?p ?o } }", "SERVICE"),
    ("INSERT DATA { <urn:a> <urn:b> <urn:c> }", "INSERT"),
    ("PREFIX x: <urn:x> WITH <urn:g> DELETE { ?s ?p ?o } WHERE { ?s ?p ?o }", "WITH"),
])
def test_refused(query, verdict):
    reason = refused(query)
    assert (reason is None) if verdict is None else (verdict in reason)


@pytest.mark.parametrize("accept, expected", [
    (None, "json"), ("*/*", "json"), ("text/csv", "csv"), ("text/*", "csv"),
    ("application/sparql-results+xml;q=0.5, text/tab-separated-values", "tsv"),
    ("text/csv;q=0, application/json;q=0.1", "json"), ("image/png", None),
])
def test_negotiate_solutions(accept, expected):
    assert negotiate(accept, SOLUTION_MEDIA) == expected


def test_negotiate_graphs():
    assert negotiate("application/n-triples", GRAPH_MEDIA) == "ntriples"
    assert negotiate(None, GRAPH_MEDIA) == "turtle"

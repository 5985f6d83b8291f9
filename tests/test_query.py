"""The query library, ``run_query`` on both engines, and ``kg query``."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from rdflib import Literal, URIRef

from kg.cli import main
from kg.query import PREFIXES, QueryError, load_library, parse_value, run_query, split_param
from kg.vocab import KG, SCHEMA, entity_iri
from tests.conftest import facts_by_label

LIBRARY = load_library()


def entity_id(graph, label: str) -> str:
    """The id of the entity with ``label`` (or alias)."""
    found = graph.entity(label)
    assert found is not None, label
    return found.id


def params(graph) -> dict[str, dict]:
    """The bindings each library query is tried with on the seeds (stable entities only)."""
    return {
        "works-for": {},
        "people-titles": {},
        "open-relations": {"predicate": KG.confronted},
        "entity": {"name": "Israel"},
        "evidence": {"subject": entity_iri(graph.base, entity_id(graph, "Mike Goodrum")),
                     "predicate": KG.confronted},
        "top-entities": {"type": SCHEMA.Person},
        "multi-document-relations": {"minDocuments": 2},
        "located-in": {},
        "documents-mentioning": {"name": "Scott Israel"},
        "aliases": {"name": "Scott Israel"},
        "organisation-members": {},
        "disagreements": {},
        "relation-counts": {},
        "quotes-by": {"name": "Scott Israel"},
        "quotes-about": {"name": "Scot Peterson"},
        "sources-of-fact": {"predicate": KG.confronted},
        "document-facts": {"documentId": next(
            ev.document for f in graph.facts if f.predicate == "confronted" for ev in graph.evidence(f))},
    }


def term_key(term):
    """A term compared by value: ``"1.0"^^xsd:decimal`` and ``"1"^^xsd:decimal`` are the same number."""
    if isinstance(term, Literal) and term.value is not None:
        return (term.datatype, term.language, term.value)
    return term


def rows(result) -> Counter:
    """The result rows as a multiset (order-free, so engines can be compared)."""
    return Counter(tuple(term_key(t) for t in row) for row in result)


def table(result) -> list[dict[str, str]]:
    """Result rows as dicts of plain strings."""
    names = [str(v) for v in result.vars]
    return [{n: (None if t is None else str(t)) for n, t in zip(names, row)} for row in result]


def ask(graph, query_name: str, /, **bindings) -> list[dict[str, str]]:
    return table(graph.query(LIBRARY[query_name].text, **bindings))


def test_library_has_documented_queries():
    assert len(LIBRARY) >= 12
    for q in LIBRARY.values():
        assert q.title != q.name and q.description, q.name
        for p in q.params:
            assert f"?{p.name}" in q.text.split("WHERE")[0], f"{q.name}: ?{p.name} must be projected"


def test_every_query_has_seed_bindings(seed_graph):
    assert set(params(seed_graph)) == set(LIBRARY)


@pytest.mark.parametrize("name", sorted(LIBRARY))
def test_rdflib_and_oxigraph_agree(seed_graph, name):
    bindings = params(seed_graph)[name]
    on_rdflib = rows(seed_graph.query(LIBRARY[name].text, **bindings))
    on_oxigraph = rows(seed_graph.query(LIBRARY[name].text, engine="oxigraph", **bindings))
    assert on_rdflib == on_oxigraph
    assert on_rdflib, f"{name} found nothing on the seeds"


def test_works_for(seed_graph):
    found = {(r["personLabel"], r["relation"], r["organisationLabel"]) for r in ask(seed_graph, "works-for")}
    assert any(p == "Scot Peterson" and rel == str(KG.employedBy) and org.startswith("Broward")
               for p, rel, org in found)
    expected = {(s, p, o) for s, p, o in facts_by_label(seed_graph) if p in ("employedBy", "leads")}
    assert {(p, rel.rsplit("#")[1], org) for p, rel, org in found} == expected


def test_people_titles(seed_graph):
    titles = {(r["label"], r["title"]) for r in ask(seed_graph, "people-titles")}
    assert any("Pustizzi" in label and title == "police chief" for label, title in titles)
    chiefs = ask(seed_graph, "people-titles", title="police chief")
    assert chiefs and all(r["title"] == "police chief" for r in chiefs)


def test_open_relations(seed_graph):
    found = {(r["subjectLabel"], r["verb"], r["objectLabel"]) for r in ask(seed_graph, "open-relations")}
    assert ("Mike Goodrum", "confronted", "Scott Israel") in found
    assert all(verb == "confronted" for _, verb, _ in
               {(r["subjectLabel"], r["verb"], r["objectLabel"])
                for r in ask(seed_graph, "open-relations", predicate=KG.confronted)})


def test_entity_by_alias(seed_graph):
    about = ask(seed_graph, "entity", name="Israel")
    israel = [r for r in about if r["entity"].endswith("/scott-israel")]
    assert {"Scott Israel"} <= {r["value"] for r in israel if r["property"].endswith("#label")}
    assert str(SCHEMA.Person) in {r["value"] for r in israel if r["direction"] == "out"}
    assert ("in", str(KG.confronted), "Mike Goodrum") in {
        (r["direction"], r["property"], r["valueLabel"]) for r in israel}


def test_evidence_points_into_the_document(seed_graph):
    found = ask(seed_graph, "evidence", subject=entity_iri(seed_graph.base, entity_id(seed_graph, "Mike Goodrum")),
                predicate=KG.confronted)
    assert found
    texts = {d.id: d.text for d in seed_graph.documents}
    for r in found:
        assert r["object"].endswith("/scott-israel")
        assert "confront" in r["sentence"]
        start, end = int(r["start"]), int(r["end"])
        assert " ".join(texts[r["documentId"]][start:end].split()) == " ".join(r["sentence"].split())
        assert 0 < float(r["confidence"]) <= 1 and r["extractor"]


def test_top_entities_ranked_by_mentions(seed_graph):
    found = ask(seed_graph, "top-entities", type=SCHEMA.Person)
    counts = [int(r["mentions"]) for r in found]
    assert counts == sorted(counts, reverse=True)
    people = sorted((e.mentions for e in seed_graph.entities if e.type == "Person"), reverse=True)
    assert counts == people[:50]


def test_relations_in_several_documents(seed_graph):
    found = ask(seed_graph, "multi-document-relations", minDocuments=2)
    expected = {(f.subject, f.predicate, f.object) for f in seed_graph.facts if len(f.documents) >= 2}
    assert len(found) == len(expected)
    assert ("Mike Goodrum", str(KG.confronted), "Scott Israel") in {
        (r["subjectLabel"], r["predicate"], r["objectLabel"]) for r in found}
    assert all(int(r["documents"]) >= 3 for r in ask(seed_graph, "multi-document-relations", minDocuments=3))


def test_located_in_is_transitive(seed_graph):
    located = {(f.subject, f.object) for f in seed_graph.facts if f.predicate == "locatedIn"}
    closure = set(located)
    while True:
        more = {(a, d) for a, b in closure for c, d in closure if b == c} - closure
        if not more:
            break
        closure |= more
    found = {(r["place"], r["container"]) for r in ask(seed_graph, "located-in")}
    assert found == {(str(entity_iri(seed_graph.base, a)), str(entity_iri(seed_graph.base, b))) for a, b in closure}


def test_documents_mentioning(seed_graph):
    found = {r["documentId"] for r in ask(seed_graph, "documents-mentioning", name="Scott Israel")}
    assert found == set(seed_graph.entity("Scott Israel").documents) and len(found) >= 3


def test_aliases(seed_graph):
    found = ask(seed_graph, "aliases", name="Scott Israel")
    assert "Israel" in {r["alias"] for r in found}
    assert {r["label"] for r in found} == {"Scott Israel"}


def test_organisation_members(seed_graph):
    found = ask(seed_graph, "organisation-members")
    assert any(r["memberLabel"] == "Scot Peterson" and r["role"] == "employee"
               and r["organisationLabel"].startswith("Broward") for r in found)


def test_disagreements_are_same_surname_or_titles(seed_graph):
    for r in ask(seed_graph, "disagreements"):
        if r["kind"] == "first name":
            assert r["value"].split()[-1] == r["otherValue"].split()[-1]
            assert r["value"].split()[0] != r["otherValue"].split()[0]
        else:
            assert r["kind"] == "title" and r["value"] != r["otherValue"]


def test_relation_counts(seed_graph):
    found = {r["predicate"].rsplit("#")[1]: (int(r["facts"]), r["kind"]) for r in ask(seed_graph, "relation-counts")}
    assert {p: n for p, (n, _) in found.items()} == Counter(f.predicate for f in seed_graph.facts)
    assert found["confronted"][1] == "open" and found["employedBy"][1] == "typed"


def test_document_facts(seed_graph):
    doc = params(seed_graph)["document-facts"]["documentId"]
    found = ask(seed_graph, "document-facts", documentId=doc)
    assert {r["documentId"] for r in found} == {doc}
    assert str(KG.confronted) in {r["predicate"] for r in found}


def test_quotes_by(seed_graph):
    found = ask(seed_graph, "quotes-by", name="israel")
    assert {r["speakerLabel"] for r in found} == {"Scott Israel"}
    assert any(r["direct"] == "true" and "our deputies made mistakes" in r["content"] for r in found)
    assert all(r["documentId"] and int(r["start"]) < int(r["end"]) for r in found)


def test_quotes_about_includes_anonymous_sources(seed_graph):
    found = ask(seed_graph, "quotes-about", name="Scot Peterson")
    speakers = {r["speakerLabel"] for r in found}
    assert "Scott Israel" in speakers and None in speakers  # "officials said", "sources told CNN"


def test_sources_of_fact_tell_reported_from_stated(seed_graph):
    found = ask(seed_graph, "sources-of-fact")
    reported = [r for r in found if r["reported"] == "true"]
    assert reported and [r for r in found if r["reported"] == "false"]
    assert all(r["cue"] for r in reported) and not any(r["cue"] for r in found if r["reported"] == "false")


def test_unknown_engine(seed_graph):
    with pytest.raises(ValueError, match="engine"):
        seed_graph.query("ASK {}", engine="nope")


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
def test_syntax_error_is_query_error(seed_graph, engine):
    with pytest.raises(QueryError):
        seed_graph.query("SELECT ?x WHERE { ?x", engine=engine)


def test_parameters_are_terms_not_text(seed_graph):
    # A value full of SPARQL is just a string that no entity is called.
    hostile = 'x" } ?s ?p ?o . { "'
    for engine in ("rdflib", "oxigraph"):
        assert not list(seed_graph.query(LIBRARY["aliases"].text, engine=engine, name=hostile))


def test_parse_value():
    assert parse_value("kg:leads") == KG.leads
    assert parse_value("<https://example.org/x>") == URIRef("https://example.org/x")
    assert parse_value("2") == Literal(2)
    assert parse_value("Tom Vale") == Literal("Tom Vale")
    assert split_param("?name=a=b") == ("name", "a=b")
    with pytest.raises(QueryError):
        split_param("no-equals-sign")


def test_run_query_on_a_store_binds_terms(seed_graph):
    q = "SELECT ?e ?name WHERE { ?e rdfs:label ?name }"
    assert rows(run_query(seed_graph.store, q, {"name": "Scott Israel"})) == \
        rows(run_query(seed_graph.rdf, q, {"name": "Scott Israel"}))
    assert PREFIXES["kg"] == str(KG)


# --- kg query ------------------------------------------------------------------------------------

def test_cli_library_query_json(seed_out, capsys):
    assert main(["query", str(seed_out), "aliases", "--param", "name=Scott Israel", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "Israel" in {b["alias"]["value"] for b in data["results"]["bindings"]}


@pytest.mark.parametrize("fmt, marker", [("table", "(1 row)"), ("csv", "name\r\n"), ("tsv", "?name\n")])
def test_cli_formats(seed_out, capsys, fmt, marker):
    query = "SELECT ?name WHERE { ?e rdfs:label ?name }"
    assert main(["query", str(seed_out / "graph.ttl"), query, "--param", "name=Scott Israel", "--format", fmt]) == 0
    out = capsys.readouterr().out
    assert marker in out and "Scott Israel" in out


def test_cli_rq_file(seed_out, seed_graph, tmp_path, capsys):
    path = tmp_path / "people.rq"
    path.write_text("SELECT (COUNT(*) AS ?n) WHERE { ?p a schema:Person }", encoding="utf-8")
    assert main(["query", str(seed_out), str(path), "--format", "csv"]) == 0
    assert int(capsys.readouterr().out.split()[-1]) == sum(e.type == "Person" for e in seed_graph.entities)


@pytest.mark.parametrize("argv, needle", [
    (["SELECT ?x WHERE { ?x"], "error"),
    (["no-such-query"], "no-such-query"),
    (["aliases", "--param", "nosuchvar=1"], "nosuchvar"),
    (["aliases", "--param", "broken"], "name=value"),
])
def test_cli_query_errors_exit_2(seed_out, capsys, argv, needle):
    assert main(["query", str(seed_out), *argv]) == 2
    err = capsys.readouterr().err
    assert needle in err and "Traceback" not in err


@pytest.mark.parametrize("argv, needle", [
    (["aliases"], "needs parameter ?name"),
    (["entity", "--param", "nosuch=1"], "no parameter ?nosuch"),
    (["top-entities", "--param", "type=Person"], "?type wants an IRI"),
    (["multi-document-relations", "--param", "minDocuments=two"], "?minDocuments wants an integer"),
])
def test_cli_library_parameters_are_checked(seed_out, capsys, argv, needle):
    assert main(["query", str(seed_out), *argv]) == 2
    assert needle in capsys.readouterr().err


def test_cli_typed_parameters_bind(seed_out, capsys):
    assert main(["query", str(seed_out), "top-entities", "--param", "type=schema:Place", "--format", "csv"]) == 0
    assert "schema.org/Place" in capsys.readouterr().out
    assert main(["query", str(seed_out), "multi-document-relations", "--param", "minDocuments=1"]) == 0


@pytest.mark.parametrize("name", ["entity", "aliases", "documents-mentioning", "located-in"])
def test_names_match_in_any_case(seed_graph, name):
    written = "Parkland" if name == "located-in" else "Scott Israel"
    exact = rows(seed_graph.query(LIBRARY[name].text, name=written))
    for typed in (written.lower(), written.upper()):
        found = seed_graph.query(LIBRARY[name].text, engine="oxigraph", name=typed)
        assert exact and len(rows(found)) == len(exact)


def test_cli_missing_graph_exits_1(tmp_path, capsys):
    assert main(["query", str(tmp_path / "none.ttl"), "aliases", "--param", "name=x"]) == 1
    assert "none.ttl" in capsys.readouterr().err


def test_cli_list(capsys):
    assert main(["query", "--list"]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in LIBRARY) and "--param name=" in out

"""FollowTheMoney export: the graph as FtM entities (JSON lines) for Aleph, OpenAleph and the ``ftm`` tools.

Every entity is made and cleaned by the ``followthemoney`` model itself (an optional
dependency: ``pip install -e '.[ftm]'`` from a checkout). The mapping, documented in ``docs/interop.md``:

- each source document is an ``Article`` (title, date, URL, site as publisher, authors,
  language and the names it mentions);
- a person is a ``Person`` (aliases, job titles as ``position``); an organisation is a
  ``Company`` when its name carries a legal form (rigour's table, in any language), a
  ``PublicBody`` when its name or the roles of its people say it is one, otherwise an
  ``Organization``; a place or a facility is an ``Address`` with the ``country`` code the
  model reads from its name; an event is an ``Event``. FtM has nothing for groups
  (nationalities, parties as people), products or works: those are left out, with
  their links.
- each sentence that supports a fact is one link entity: ``Employment`` (employedBy),
  ``Directorship`` (leads), ``Membership`` (memberOf), or ``UnknownLink`` with the verb
  as ``role`` for the rest (places and open verbs). Its ``proof`` is the article,
  ``summary`` the sentence, ``recordId`` ``document:start-end``, ``description`` the
  rule and its confidence; ``role`` the title the sentence gives the subject, ``status``
  whether the role is current, former or future.
  A place a person or organisation lives or is based in is also its ``addressEntity``
  and ``country``. A relation read inside reported speech says who said it.
- what a named source said is a ``Note`` on the speaker, with an ``UnknownLink``
  "said about" to each entity it names (the words, their span and the cue).

Ids are derived from our IRIs (:mod:`kg.vocab`), so they are stable across builds and
bases do not collide. The file is sorted by id with sorted values: deterministic bytes.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from followthemoney import model, registry
from followthemoney.proxy import EntityProxy
from rigour.names import extract_org_types

from kg.atomic import write_output
from kg.lexicon.names import COMPANY_SUFFIXES, PUBLIC_HEADS
from kg.lexicon.people import COMPANY_ROLES, PUBLIC_ROLE_WORDS
from kg.records import EVENT, FACILITY, ORGANIZATION, PERSON, PLACE
from kg.vocab import claim_iri, document_iri, entity_iri, statement_iri

if TYPE_CHECKING:
    from kg.graph import KnowledgeGraph
    from kg.records import Claim, Document, Entity, Fact, Relation

#: Our entity types that FtM can hold, and their schema (organisations are refined by :func:`org_schema`).
SCHEMA = {PERSON: "Person", ORGANIZATION: "Organization", PLACE: "Address", FACILITY: "Address", EVENT: "Event"}
#: Typed predicates with an FtM interest of their own: schema, subject property, object property.
LINKS = {
    "employedBy": ("Employment", "employee", "employer"),
    "leads": ("Directorship", "director", "organization"),
    "memberOf": ("Membership", "member", "organization"),
}
UNKNOWN_LINK = ("UnknownLink", "subject", "object")
#: The role of the link from a speaker to an entity named in what they said.
SAID_ABOUT = "said about"
#: Predicates that place their subject: the object is also the subject's address and country.
PLACING = frozenset({"basedIn", "livesIn"})
_WORD = re.compile(r"[a-z]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])([A-Z])")
_NOT_ID = re.compile(r"[^0-9A-Za-z.-]+")


def ftm_id(iri: str, *more: str) -> str:
    """The FtM id of one of our IRIs (or of a pair of them): readable, and a digest of them all.

    ``https://w3id.org/kg-news/entity/scot-peterson`` -> ``kg-entity-scot-peterson-1c9a5e0b``.
    """
    kind, tail = iri.rstrip("/").rsplit("/", 2)[-2:]
    readable = _NOT_ID.sub("-", f"kg-{kind.rsplit('#', 1)[-1]}-{tail}")[:120].strip("-.")
    return f"{readable}-{hashlib.sha1(' '.join((iri, *more)).encode('utf-8')).hexdigest()[:8]}"


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def _head(name: str) -> str:
    """The word a name is about: the first of "City of X", else the last ("X Police Department")."""
    words = _WORD.findall(name.lower())
    return words[0] if " of " in f" {name.lower()} " and words else (words[-1] if words else "")


def org_schema(name: str, roles: set[str]) -> str:
    """``Company``, ``PublicBody`` or ``Organization`` for an organisation, by its name and its people's titles.

    A legal form in the name (rigour's table of them, in many languages, or a company suffix such
    as "Corporation") makes a company; a public head word, or a public title among its people's,
    makes a public body; a company title among them (chief executive) makes a company.
    """
    words = _WORD.findall(name.lower())
    if extract_org_types(name) or (words and words[-1] in COMPANY_SUFFIXES):
        return "Company"
    if _head(name) in PUBLIC_HEADS or any(_words(role) & PUBLIC_ROLE_WORDS for role in roles):
        return "PublicBody"
    if any(f" {title} " in f" {role} " for role in roles for title in COMPANY_ROLES):
        return "Company"
    return "Organization"


def verb_role(predicate: str) -> str:
    """A predicate as the words of a link's role: ``confronted``, ``metWith`` -> ``met with``."""
    return _CAMEL.sub(lambda m: " " + m[1].lower(), predicate)


def _title(rel: Relation) -> str:
    """The job title a role relation was read from ("police chief"), or ''."""
    return rel.title or rel.subject.title


def _make(schema: str, iri: str, *more: str) -> EntityProxy:
    proxy = model.make_entity(schema)
    proxy.id = ftm_id(iri, *more)
    return proxy


@dataclass(frozen=True)
class _Scope:
    """What every link of one export refers to: base IRI, documents, FtM things and articles by our ids."""

    base: str
    documents: dict[str, Document]
    things: dict[str, EntityProxy]
    articles: dict[str, str]
    labels: dict[str, str]

    def source(self, proxy: EntityProxy, doc_id: str, *, summary: str, record: str, description: str) -> None:
        """Provenance of a link or a note: the article, the words, where they are, how they were read."""
        doc = self.documents[doc_id]
        proxy.add("proof", self.articles[doc_id])
        proxy.add("summary", summary)
        proxy.add("recordId", record)
        proxy.add("description", description)
        proxy.add("sourceUrl", doc.url)
        proxy.add("publisher", doc.site)


def _article(doc: Document, base: str, mentioned: dict[str, list[str]]) -> EntityProxy:
    article = _make("Article", str(document_iri(base, doc.id)))
    article.add("title", doc.title)
    article.add("name", doc.title or doc.id)
    article.add("fileName", Path(doc.source).name)
    article.add("publishedAt", doc.date)
    article.add("sourceUrl", doc.url)
    article.add("publisher", doc.site)
    article.add("author", doc.authors)
    article.add("language", doc.language)
    for prop, names in mentioned.items():
        article.add(prop, names)
    return article


def _roles(kg: KnowledgeGraph) -> dict[str, set[str]]:
    """Entity id -> the titles its people hold in the sentences that link them to it."""
    roles: dict[str, set[str]] = defaultdict(set)
    for fact in kg.facts:
        if fact.predicate in LINKS:
            roles[fact.object].update(_title(rel) for rel in fact.evidence if _title(rel))
    return roles


def _thing(e: Entity, base: str, schema: str, articles: dict[str, str]) -> EntityProxy:
    thing = _make(schema, str(entity_iri(base, e.id)))
    thing.add("full" if schema == "Address" else "name", e.label)
    thing.add("alias", e.aliases)
    if schema == "Address":
        thing.add("country", registry.country.clean(e.label))
    if schema == "Person":
        thing.add("position", e.titles)
    thing.add("proof", [articles[d] for d in e.documents if d in articles])
    return thing


def _link(fact: Fact, rel: Relation, scope: _Scope, claim: Claim | None) -> EntityProxy:
    subject, obj = scope.things[fact.subject], scope.things[fact.object]
    schema, source, target = LINKS.get(fact.predicate, UNKNOWN_LINK)
    link_schema = model.get(schema)
    if not (subject.schema.is_a(link_schema.get(source).range) and obj.schema.is_a(link_schema.get(target).range)):
        schema, source, target = UNKNOWN_LINK
    link = _make(schema, str(statement_iri(scope.base, fact, rel)))
    link.add(source, subject.id)
    link.add(target, obj.id)
    link.add("role", _title(rel) if schema != "UnknownLink" else verb_role(fact.predicate))
    if fact.predicate in LINKS:  # a role's status; a place or an open verb has none
        link.add("status", rel.status)
    # FtM strips a text's edges: the offsets are those of the sentence without its surrounding blanks.
    text = rel.sentence.text
    start = rel.sentence.start + len(text) - len(text.lstrip())
    end = rel.sentence.end - len(text) + len(text.rstrip())
    said = ""
    if claim is not None:
        said = f", said by {scope.labels[claim.speaker]}" if claim.speaker else ", said by an unnamed source"
    scope.source(link, rel.subject.doc_id, summary=text.strip(), record=f"{rel.subject.doc_id}:{start}-{end}",
                 description=f"{rel.extractor}, confidence {rel.confidence:g}{said}")
    return link


def _claim(claim: Claim, scope: _Scope) -> Iterator[EntityProxy]:
    """What a named source said: a ``Note`` on the speaker, and a ``said about`` link to each entity named in it."""
    speaker = scope.things.get(claim.speaker or "")
    if speaker is None:
        return  # an anonymous source, or one FtM cannot hold: the claim stays in graph.json and graph.ttl
    iri = str(claim_iri(scope.base, claim.id))
    how = f"{'quoted' if claim.direct else 'reported'}, cue '{claim.cue}'" + (", hedged" if claim.hedged else "")
    note = _make("Note", iri)
    note.add("entity", speaker.id)
    note.add("description", claim.content)
    note.add("namesMentioned", [scope.labels[e] for e in claim.about])
    note.add("proof", scope.articles[claim.document])
    yield note
    for about in claim.about:
        if about not in scope.things:
            continue
        link = _make("UnknownLink", iri, str(entity_iri(scope.base, about)))
        link.add("subject", speaker.id)
        link.add("object", scope.things[about].id)
        link.add("role", SAID_ABOUT)
        scope.source(link, claim.document, summary=claim.content, record=claim.id, description=how)
        yield link


def _mentioned(kg: KnowledgeGraph, schemata: dict[str, str]) -> dict[str, dict[str, list[str]]]:
    """Document id -> Article property (``peopleMentioned``, ...) -> names of the entities it mentions."""
    prop = {"Person": "peopleMentioned", "Company": "companiesMentioned", "Address": "locationMentioned"}
    mentioned: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for e in kg.entities:
        name = prop.get(schemata.get(e.id, ""))
        for doc_id in e.documents if name else ():
            mentioned[doc_id][name].append(e.label)
    return mentioned


def ftm_entities(kg: KnowledgeGraph) -> Iterator[EntityProxy]:
    """The FtM entities of a knowledge graph: articles, things, then one link per supporting sentence."""
    roles = _roles(kg)
    schemata = {e.id: (org_schema(e.label, roles[e.id]) if e.type == ORGANIZATION else SCHEMA[e.type])
                for e in kg.entities if e.type in SCHEMA}
    mentioned = _mentioned(kg, schemata)
    articles = {d.id: _article(d, kg.base, mentioned[d.id]) for d in kg.documents}
    article_ids = {doc_id: a.id for doc_id, a in articles.items()}
    things = {e.id: _thing(e, kg.base, schemata[e.id], article_ids) for e in kg.entities if e.id in schemata}
    scope = _Scope(kg.base, {d.id: d for d in kg.documents}, things, article_ids,
                   {e.id: e.label for e in kg.entities})
    links = []
    for fact in kg.facts:
        if fact.subject not in things or fact.object not in things or fact.subject == fact.object:
            continue  # FtM holds neither end (a group, a product, a work), or a self-link it refuses
        subject, obj = things[fact.subject], things[fact.object]
        if fact.predicate in PLACING and obj.schema.name == "Address" and subject.schema.is_a("LegalEntity"):
            subject.add("addressEntity", obj.id)
            subject.add("country", obj.get("country"))
        links.extend(_link(fact, rel, scope, kg.claim_of(rel)) for rel in fact.evidence)
    for claim in kg.claims:
        links.extend(_claim(claim, scope))
    yield from articles.values()
    yield from things.values()
    yield from links


def entity_line(proxy: EntityProxy) -> str:
    """One entity as a line of FtM JSON: sorted keys, sorted values."""
    data = proxy.to_dict()
    data["properties"] = {prop: sorted(values) for prop, values in data["properties"].items()}
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def ftm_bytes(kg: KnowledgeGraph) -> bytes:
    """The FtM JSON lines of a knowledge graph, sorted by id: deterministic UTF-8 bytes."""
    lines = sorted((proxy.id, entity_line(proxy)) for proxy in ftm_entities(kg))
    return "".join(f"{line}\n" for _, line in lines).encode("utf-8")


def write_ftm(kg: KnowledgeGraph, path: str | Path) -> None:
    """Write a knowledge graph as FollowTheMoney entities (JSON lines), atomically."""
    write_output(path, ftm_bytes(kg))

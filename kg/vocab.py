"""Every namespace and term the exports use, and the one place IRIs are minted."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import cache
from urllib.parse import quote

from rdflib import Namespace, URIRef
from rdflib.namespace import PROV, RDF, RDFS, SKOS, XSD

from kg.records import (
    CURRENT,
    EVENT,
    FACILITY,
    NORP,
    ORGANIZATION,
    PERSON,
    PLACE,
    PREDICATES,
    PRODUCT,
    STATUSES,
    WORK,
    Fact,
    Merge,
    Relation,
    is_predicate_name,
)

class _Namespace(Namespace):
    """A namespace that makes each of its terms once: rdflib makes and checks a new IRI on every
    ``KG.cue``, a third of the time of writing a corpus's triples."""

    @cache  # noqa: B019 (the namespaces are module constants: the cache keeps nothing else alive)
    def term(self, name: str) -> URIRef:
        return super().term(name)


#: Our ontology namespace; the terms are defined in ``kg/ontology.ttl``.
KG = _Namespace("https://w3id.org/kg-news/ontology#")
SCHEMA = _Namespace("https://schema.org/")
DEFAULT_BASE = "https://w3id.org/kg-news/"

__all__ = ["KG", "SCHEMA", "PROV", "RDF", "RDFS", "SKOS", "XSD", "DEFAULT_BASE",
           "SCHEMA_CLASS", "KG_CLASS", "TYPED_PREDICATES", "OWL", "prefixes", "slugify", "check_base", "entity_iri",
           "document_iri",
           "statement_iri", "fact_iri", "predicate_iri", "status_iri", "status_of"]

OWL = "http://www.w3.org/2002/07/owl#"


def prefixes(base: str = DEFAULT_BASE) -> dict[str, str]:
    """The one prefix table: prefix -> namespace of every term we write or query.

    Exports bind them (``entity:``, ``doc:``, ``ev:``, ``fact:``, ``quote:`` under the graph's base);
    queries may use them without declaring them (under the default base).
    """
    return {
        "kg": str(KG), "schema": str(SCHEMA), "prov": str(PROV), "skos": str(SKOS), "rdfs": str(RDFS),
        "xsd": str(XSD), "entity": f"{base}entity/", "doc": f"{base}doc/", "ev": f"{base}evidence/",
        "fact": f"{base}fact/", "quote": f"{base}quote/", "rdf": str(RDF), "owl": OWL,
    }


#: The one type table: our entity types to schema.org classes.
SCHEMA_CLASS: dict[str, URIRef] = {
    PERSON: SCHEMA.Person,
    ORGANIZATION: SCHEMA.Organization,
    PLACE: SCHEMA.Place,
    FACILITY: SCHEMA.Place,
    EVENT: SCHEMA.Event,
    PRODUCT: SCHEMA.Product,
    WORK: SCHEMA.CreativeWork,
    NORP: SCHEMA.Organization,
}

#: Our own class for a type that schema.org has no class for, written beside its schema.org class
#: (a facility is a ``schema:Place`` and a ``kg:Facility``, a work a ``schema:CreativeWork`` and a
#: ``kg:Work``), so every export names the type alike.
KG_CLASS: dict[str, URIRef] = {FACILITY: KG.Facility, WORK: KG.Work}

#: Typed predicates with a fixed meaning in the ontology (the rest are open verbs).
TYPED_PREDICATES = tuple(PREDICATES)

_NON_SLUG = re.compile(r"[^a-z0-9]+")
_MAX_SLUG = 60


def _digest(text: str) -> str:
    """SHA-1 hex digest of any string (a lone surrogate from JSON input included)."""
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()


def slugify(text: str) -> str:
    """Turn any text into a short ASCII slug that is safe in an IRI path segment.

    Accents are folded, everything else that is not a letter or digit becomes ``-``.
    Text with no ASCII letters or digits at all (emoji, other scripts) falls back to a
    hash so that the slug is never empty and different texts stay apart.

    Args:
        text: Any string.

    Returns:
        A non-empty slug of ``[a-z0-9-]``.
    """
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = _NON_SLUG.sub("-", folded.lower()).strip("-")[:_MAX_SLUG].strip("-")
    if not slug or folded.strip() != text.strip():
        # Lossy folding: keep texts that fold alike apart with a short digest.
        digest = _digest(text)[:8]
        slug = f"{slug}-{digest}" if slug else f"x-{digest}"
    return slug


# An absolute URI by RFC 3986 (ASCII; an IRI base is rarely needed and hard to check).
_CHAR = r"(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})"
_BASE = re.compile(rf"""
    [A-Za-z][A-Za-z0-9+.-]*:                                   # scheme
    (?: //(?:(?:{_CHAR}|:)*@)?{_CHAR}*(?::[0-9]*)?(?:/(?:{_CHAR}|[:@])*)*  # authority and path
      | (?!//)(?:{_CHAR}|[:@/])* )                             # or a path (urn:, tag:)
    (?:\?(?:{_CHAR}|[:@/?])*)?                                 # query
    (?:\#(?:{_CHAR}|[:@/?])*)?                                 # fragment
""", re.VERBOSE)


def check_base(base: str) -> str:
    """Return ``base`` if every IRI minted from it is valid, else raise :class:`ValueError`.

    A base is an absolute URI ending in ``/`` or ``#``.
    """
    if not (base.endswith(("/", "#")) and _BASE.fullmatch(base)):
        raise ValueError(f"--base must be an absolute URI ending in '/' or '#': {base!r}")
    return base


# Characters kept as they are in a web address: reserved, unreserved and escapes (quote keeps A-Z a-z 0-9 _.-~).
_IRI_SAFE = ":/?#[]@!$&'()*+,;=%"
_WEB_URL = re.compile(r"https?://[^\s/?#<>\"{}|\\^`]+\.[^\s/?#<>\"{}|\\^`]+(?:[/?#]|$)", re.IGNORECASE)
_BARE_PERCENT = re.compile(r"%(?![0-9A-Fa-f]{2})")


def entity_iri(base: str, slug: str) -> URIRef:
    """IRI of an entity: ``<base>entity/<slug>``."""
    return URIRef(f"{base}entity/{slug}")


def document_iri(base: str, doc_id: str) -> URIRef:
    """IRI of a source document: ``<base>doc/<slug>``."""
    return URIRef(f"{base}doc/{slugify(doc_id)}")


def web_iri(url: str) -> URIRef | None:
    """IRI of a document's web address, or ``None`` when it is not an absolute http(s) URL.

    What an IRI cannot hold (spaces, quotes, angle brackets, a ``%`` that starts no escape) is
    percent-encoded.
    """
    if not _WEB_URL.match(url):
        return None
    return URIRef(quote(_BARE_PERCENT.sub("%25", url), safe=_IRI_SAFE))


def _hashed_iri(base: str, kind: str, key: str) -> URIRef:
    return URIRef(f"{base}{kind}/{_digest(key)[:16]}")


def statement_iri(base: str, fact: Fact, rel: Relation) -> URIRef:
    """IRI of one sentence's evidence for a fact (the same in every export that names it)."""
    key = (f"{fact.subject} {fact.predicate} {fact.object} {rel.subject.doc_id} {rel.subject.start} "
           f"{rel.object.start} {rel.extractor}")
    return _hashed_iri(base, "evidence", key)


def merge_iri(base: str, entity_id: str, merge: Merge) -> URIRef:
    """IRI of the record of why a name joined an entity."""
    return _hashed_iri(base, "merge", f"{entity_id} {merge.rule} {merge.name} {merge.evidence}")


def fact_iri(base: str, fact: Fact) -> URIRef:
    """IRI of an aggregated fact."""
    return _hashed_iri(base, "fact", f"{fact.subject} {fact.predicate} {fact.object}")


def status_iri(status: str) -> URIRef:
    """IRI of a relation status (``former`` -> ``kg:Former``)."""
    if status not in STATUSES:
        raise ValueError(f"not a relation status: {status!r}")
    return KG[status.capitalize()]


def status_of(iri: URIRef | None) -> str:
    """The status an IRI from :func:`status_iri` stands for (``current`` when there is none)."""
    name = str(iri)[len(str(KG)):].lower() if iri is not None and str(iri).startswith(str(KG)) else ""
    return name if name in STATUSES else CURRENT


def claim_iri(base: str, claim_id: str) -> URIRef:
    """IRI of a claim (who said what), from its id."""
    return _hashed_iri(base, "quote", claim_id)


def predicate_iri(local_name: str) -> URIRef:
    """IRI of a relation predicate; local names are validated lowerCamelCase."""
    if not is_predicate_name(local_name):
        raise ValueError(f"not a predicate local name: {local_name!r}")
    return KG[local_name]

"""Places named inside an organisation's name: "Tulsa" of "Tulsa Police Department", "Ghana" of "Bank of Ghana"."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span

from kg.lexicon.gazetteers import country_named, place_population
from kg.lexicon.names import FORCE_KINDS, JURISDICTION_WORDS, MISSION_HEADS, OF_HEADS, ORG_HEADS
from kg.records import ORGANIZATION, PLACE, Mention, Relation
from kg.relations.rules.syntax import MentionIndex


def place_in_name(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Brantwick Police Department', 'the University of Kansas' -> basedIn 'Brantwick', 'Kansas'.

    The place is the start of the organisation's name when that start is a place named
    in the text, or when a jurisdiction word follows it ("Tulsa Police Department"); or the end of the name
    after a body's head and "of", when it is a place named in the text ("Bank of Ghana"). It becomes a
    mention nested in the name and joins the place of the same name at resolution.
    """
    places = {ix.chain_of[m].name.lower() for m in ix.chain_of if ix.type(m) == PLACE and m.kind == "name"}
    for org in sorted({m for m in ix.chain_of if ix.type(m) == ORGANIZATION and m.kind in ("name", "implied")}):
        span = doc.char_span(org.start, org.end, alignment_mode="expand")
        if span.end + 1 < len(doc) and doc[span.end].lower_ in ("of", "for") and doc[span.end + 1].is_title:
            continue  # "Dunmore's Ministry (of Transport)": a cut name, whose own place may be another
        place_span = _name_prefix_place(span, places) or _name_suffix_place(span, places)
        if place_span is not None:
            place = Mention(org.doc_id, place_span.start_char, place_span.end_char, place_span.text, PLACE,
                            org.sentence)
            rel = ix.relation(org, "basedIn", place, "place_in_name")
            if rel:
                yield rel


def _named_place(words: Span, places: set[str]) -> bool:
    """Whether words are a place named in the text that is a known place: not "Arbor" of "Arbor Networks"
    mistagged; a country's short name counts, which the gazetteer gives no people ("the UAE Treasury")."""
    return words.text.lower() in places and (place_population(words.text) > 0 or country_named(words.text) is not None)


def _name_prefix_place(span: Span, places: set[str]) -> Span | None:
    """The place that opens an organisation's name ("Tulsa" of "Tulsa Police Department"); none in a name that is a
    place's whole name, a club's named after its town, whose first word is no place of its own ("West Dunmore"),
    nor in an embassy's, which is abroad."""
    doc = span.doc
    if place_population(span.text) or span[-1].lower_ in MISSION_HEADS:
        return None
    for end in range(span.end - 1, span.start, -1):
        prefix = doc[span.start:end]
        if doc[end].text == "-" or prefix[-1].text == "-":
            continue  # "Miami" is not the place of "Miami-Dade Fire Rescue"
        # Not "Border Patrol" of "Border Patrol Police", nor "Guatemala" of "Guatemala City Television".
        jurisdiction = (doc[end].lower_ in JURISDICTION_WORDS
                        and all((t.pos_ == "PROPN" or t.text == "-") and t.lower_ not in ORG_HEADS
                                and t.lower_ not in FORCE_KINDS for t in prefix)
                        and (doc[end].lower_ != "city" or end + 1 < span.end and doc[end + 1].lower_ in ORG_HEADS))
        if _named_place(prefix, places) or jurisdiction:
            return prefix
    return None


def _name_suffix_place(span: Span, places: set[str]) -> Span | None:
    """The place that ends an organisation's name after a body's head and "of" ("Ghana" of "Bank of Ghana",
    "Kansas" of "the University of Kansas"); not an embassy's, which is abroad."""
    for of in (t for t in span[1:-1] if t.lower_ == "of" and t.nbor(-1).lower_ in OF_HEADS):
        suffix = span.doc[of.i + 1:span.end]
        if _named_place(suffix, places):
            return suffix
    return None

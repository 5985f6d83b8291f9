"""Stage 3: a parsed spaCy ``Doc`` to entity :class:`~kg.records.Mention` records.

The stock NER is corrected with general English-news patterns: an ``EntityRuler``
for organisation names that end in a head word ("... Sheriff's Office", "...
Police Department", "... High School"), and post-rules that split job titles off
person names ("Coral Springs Police Chief Tony Pustizzi"), drop determiners and
possessives, and repair titles mis-tagged as people ("Broward Sheriff").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from kg.records import FACILITY, ORGANIZATION, PERSON, PLACE, Mention, Sentence

RULER_NAME = "kg_org_ruler"

#: spaCy NER labels we keep, and our type for each.
LABEL_TYPES = {
    "PERSON": PERSON,
    "ORG": ORGANIZATION,
    "GPE": PLACE,
    "LOC": PLACE,
    "FAC": FACILITY,
}

#: Words that end an organisation name.
ORG_HEADS = frozenset({
    "office", "department", "police", "association", "commission", "agency", "school",
    "university", "college", "academy", "bureau", "council", "committee", "ministry",
    "corporation", "corp", "inc", "company", "co", "institute", "foundation", "union",
    "party", "authority", "administration", "board", "court", "hospital", "service",
    "services", "club", "church", "league", "federation", "organization", "organisation",
    "group", "bank", "network", "news", "times", "post", "journal", "district",
    "army", "navy", "force", "patrol", "guard", "senate", "congress", "parliament",
})
#: Organisation heads also recognised in lower case after a proper name ("Coral Springs police").
LOWER_ORG_HEADS = frozenset({"police"})
POSSESSIVE = frozenset({"'s", "’s"})

#: Words that end a job title ("chief", "manager") ...
TITLE_HEADS = frozenset({
    "deputy", "sheriff", "chief", "manager", "superintendent", "president", "rep.", "sen.",
    "gov.", "governor", "mayor", "senator", "representative", "officer", "detective",
    "sgt.", "sergeant", "lt.", "lieutenant", "capt.", "captain", "commissioner", "director",
    "secretary", "minister", "judge", "justice", "attorney", "spokesman", "spokeswoman",
    "spokesperson", "chairman", "chairwoman", "chair", "ceo", "head", "leader", "coach",
    "trooper", "agent", "general", "gen.", "col.", "colonel", "prosecutor", "principal",
    "prince", "princess", "king", "queen", "pope", "dr.", "professor", "prof.", "chancellor",
    "premier", "ambassador", "editor", "founder", "executive", "treasurer", "administrator",
    "counsel", "inspector", "marshal", "constable", "councilman", "councilwoman",
})
#: ... and words that may precede a head inside a title ("police chief", "city manager").
TITLE_MODIFIERS = frozenset({
    "police", "fire", "city", "school", "deputy", "assistant", "vice",
    "chief", "executive", "general", "district", "union", "prime", "foreign", "interior",
    "defense", "defence", "finance", "health", "attorney", "managing", "senior", "former",
    "acting", "interim", "head", "team", "u.s.", "us", "federal", "special", "lead",
})
#: Honorifics: stripped from names but not job titles.
HONORIFICS = frozenset({"mr.", "mrs.", "ms.", "mr", "mrs", "ms", "miss", "dr.", "sir", "dame"})
#: Titles whose holder heads the organisation rather than working for it.
LEADER_HEADS = frozenset({
    "chief", "sheriff", "president", "director", "chairman", "chairwoman", "chair", "ceo",
    "head", "leader", "superintendent", "manager", "commissioner", "chancellor", "principal",
    "founder", "governor", "mayor", "premier",
})
#: When a title follows a bare place ("Broward Sheriff"), the organisation it implies.
TITLE_ORGANISATIONS = {
    "sheriff": "Sheriff's Office",
    "deputy": "Sheriff's Office",
    "police chief": "Police Department",
    "police officer": "Police Department",
    "fire chief": "Fire Department",
}
_STRIP = frozenset({"the", "a", "an"})
_EDGE_PUNCT = "\"'“”‘’«»()[]{}-–—,.:;!?*"


def _org_patterns() -> list[dict]:
    name = {"IS_TITLE": True, "IS_STOP": False, "IS_SENT_START": False}
    inner = {"IS_TITLE": True, "OP": "*"}
    head = {"LOWER": {"IN": sorted(ORG_HEADS)}, "IS_TITLE": True}
    lower_head = {"LOWER": {"IN": sorted(LOWER_ORG_HEADS)}, "IS_LOWER": True}
    poss = {"LOWER": {"IN": sorted(POSSESSIVE)}}
    first = {"IS_TITLE": True, "IS_STOP": False}
    patterns = []
    for lead in (first, name):
        patterns += [
            {"label": "ORG", "pattern": [lead, {"IS_TITLE": True, "OP": "*"}, poss, inner, head]},
            {"label": "ORG", "pattern": [lead, inner, head]},
            {"label": "ORG", "pattern": [lead, inner, lower_head]},
            # "the Broward County Sheriff's deputies": the office, named by its head.
            {"label": "ORG", "pattern": [lead, inner, {"LOWER": "sheriff"}, poss]},
        ]
    return patterns


def add_mention_ruler(nlp: Language) -> Language:
    """Add the organisation-name ruler after the statistical NER (idempotent).

    Args:
        nlp: A pipeline with an ``ner`` component.

    Returns:
        The same pipeline.
    """
    if RULER_NAME not in nlp.pipe_names:
        where = {"after": "ner"} if "ner" in nlp.pipe_names else {}
        ruler = nlp.add_pipe("entity_ruler", name=RULER_NAME, config={"overwrite_ents": True}, **where)
        ruler.add_patterns(_org_patterns())
    return nlp


def _is_title_word(token: Token) -> bool:
    return token.lower_ in TITLE_HEADS or token.lower_ in TITLE_MODIFIERS


def _is_titled(token: Token) -> bool:
    return token.lower_ in TITLE_HEADS and token.is_title and token.lower_ not in ("head", "leader")


def _trim(span: Span) -> Span | None:
    """Drop determiners, possessives, punctuation and text before a line break."""
    doc, start, end = span.doc, span.start, span.end
    for i in range(end - 1, start - 1, -1):
        if "\n" in doc[i].text or "\n" in doc[i].whitespace_:
            start = i + 1
            break
    while start < end and (doc[start].lower_ in _STRIP or doc[start].lower_ in HONORIFICS
                           or doc[start].text.strip(_EDGE_PUNCT) == ""):
        start += 1
    while end > start and (doc[end - 1].lower_ in POSSESSIVE or doc[end - 1].text.strip(_EDGE_PUNCT) == ""):
        end -= 1
    return doc[start:end] if end > start else None


def _entity_type(span: Span, label: str) -> str | None:
    if label in ("PERSON", "GPE", "FAC", "ORG") and span[-1].lower_ in ORG_HEADS | {"departments"}:
        return ORGANIZATION
    return LABEL_TYPES.get(label)


def _title_before(doc: Doc, index: int, floor: int) -> tuple[int, str]:
    """Walk back from ``index`` over title words; return the first title token and the title."""
    start = index
    while start > floor and _is_title_word(doc[start - 1]):
        start -= 1
    # A title ends with a head word and does not start with a bare modifier run alone.
    while start < index and doc[index - 1].lower_ not in TITLE_HEADS:
        index -= 1
    if start >= index:
        return index, ""
    return start, " ".join(t.lower_ for t in doc[start:index])


def _split_person(doc: Doc, span: Span, out: list) -> Span | None:
    """Split title words off a PERSON span; a proper noun before them is an affiliation.

    "Sheriff Israel" -> "Israel"; "Broward Sheriff" (tagged as a person before "Scott
    Israel") -> the place "Broward", the title left for the next name to claim.
    """
    words = [t for t in span if not (_is_title_word(t) or t.lower_ in HONORIFICS)]
    if not words:
        return None
    first, last = words[0].i, words[-1].i
    if last + 1 < span.end and first == span.start:
        # Title words after the name: an affiliation, not a person.
        out.append((doc[first:last + 1], PLACE, "", first))
        return None
    if first > span.start and any(not _is_title_word(t) for t in doc[span.start:first]):
        return span
    return doc[first:span.end]


def _implied_name(span: Span) -> str:
    """Full name of an office named by its head ("Broward County Sheriff's deputies")."""
    if span[-1].lower_ == "sheriff" and span.end < len(span.doc) and span.doc[span.end].lower_ in POSSESSIVE:
        return " ".join([*(t.text for t in span[:-1]), "Sheriff's Office"])
    return ""


def _sentence(doc: Doc, span: Span, doc_id: str) -> Sentence:
    sent = span.sent
    return Sentence(doc_id, sent.start_char, sent.end_char, sent.text)


def _spans(doc: Doc) -> Iterator[tuple[Span, str, str, int]]:
    """Yield (name span, type, title, first title token) for each usable entity."""
    ents = [e for e in doc.ents if e.label_ in LABEL_TYPES]
    claimed: set[int] = set()  # tokens taken by a title of the next person
    out: list[tuple[Span, str, str, int]] = []
    for ent in ents:
        span = _trim(ent)
        if span is None:
            continue
        etype = _entity_type(span, ent.label_)
        if etype == PERSON:
            span = _split_person(doc, span, out)
            if span is None:
                continue
            if all(_is_title_word(t) or not t.is_alpha for t in span):
                continue
            title_start, title = _title_before(doc, span.start, 0)
            title_start = title_start if title else span.start
            claimed.update(range(title_start, span.start))
            out.append((span, etype, title, title_start))
        elif etype is not None and len(span) == 1 and span.start > 0 and _is_titled(doc[span.start - 1]):
            # "Sheriff Israel" tagged as a country: a title makes it a person's name.
            title_start, title = _title_before(doc, span.start, 0)
            claimed.update(range(title_start, span.start))
            out.append((span, PERSON, title, title_start))
        elif etype is not None:
            out.append((span, etype, "", span.start))
    for span, etype, title, title_start in out:
        if etype != PERSON and claimed.intersection(range(span.start, span.end)):
            if etype == ORGANIZATION and span[-1].lower_ in ORG_HEADS:
                yield span, etype, title, title_start  # "Coral Springs Police" + "Chief"
                continue
            end = span.end
            while end > span.start and end - 1 in claimed:
                end -= 1
            if end == span.start:
                continue
            span = doc[span.start:end]
            etype = PLACE if etype == PERSON else etype
        yield span, etype, title, title_start


def extract_mentions(doc: Doc, *, doc_id: str) -> tuple[Mention, ...]:
    """Entity mentions of one parsed document, in document order.

    Args:
        doc: A spaCy ``Doc`` parsed by a pipeline with :func:`add_mention_ruler`.
        doc_id: Id of the document, recorded in every mention.

    Returns:
        Named mentions with their sentence, title and character span.
    """
    mentions = []
    for span, etype, title, title_start in _spans(doc):
        if not any(c.isupper() for c in span.text) or (len(span) == 1 and span[0].lower_ in ORG_HEADS):
            continue  # "nikolas cruz" in a caption, "our Commission"
        titled = doc[title_start:span.end].text if title else ""
        mentions.append(Mention(
            doc_id=doc_id, start=span.start_char, end=span.end_char, text=span.text, type=etype,
            sentence=_sentence(doc, span, doc_id), title=title, titled=titled,
            name=_implied_name(span) if etype == ORGANIZATION else "",
        ))
    return tuple(sorted(set(mentions)))


def span_of(doc: Doc, mention: Mention) -> Span | None:
    """The spaCy span of a mention (``None`` if it does not align with tokens)."""
    return doc.char_span(mention.start, mention.end)

"""Where a name starts and ends: the tagger's entity spans cleaned, joined and split.

Helpers of :mod:`kg.mentions`: determiners, possessives, scores and line breaks trimmed;
names continued over a hyphen ("Miami-Dade"), a lower-case landform ("the Sahara
desert") or a compound the tagger cut ("Department of Criminal Justice"); a party's name
the tagger calls a group kept ("the Tories", "Liberal Democrat"). Names the tagger joined are
split in :mod:`kg.spansplit`, names it cut in two joined in :mod:`kg.spanjoins`.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy
from lemminflect import getAllLemmas
from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import country_named, is_demonym, is_first_name, place_population
from kg.lexicon.names import (ARTICLES, BODY_HEADS, CALENDAR_WORDS, COMMITTEE_CHAMBERS, COMMITTEE_WORDS,
                              COMPASS_WORDS, EVENT_HEADS, LANDFORMS, NAME_NUMBERS, NAME_PARTICLES,
                              NATIONAL_BODY_HEADS, OF_HEADS, ORG_ENDINGS, ORG_HEADS, ORG_NAME_ENDS, PLACE_HEADS,
                              POSSESSIVE, REMIT_HEADS)
from kg.lexicon.people import HONORIFICS, NOT_PARTIES, PORTFOLIO_WORDS, TITLE_HEADS, TITLE_NOUN_MODIFIERS
from kg.lexicon.speech import REPORTING_VERBS
from kg.namekeys import is_short_party, is_party_word
from kg.sitetails import extend_landform, extend_site
from kg.spanprefix import extend_acronym, glued_word
from kg.titlewords import is_title_word

#: Dashes, which join a hyphenated name or, spaced, separate two.
DASHES = frozenset({"-", "–", "—"})
_EDGE_PUNCT = "\"'“”‘’«»()[]{}-–—,.:;!?*"
#: Words after a place's name that make no body of it: a day, a landform, a place's or an event's head, a point of
#: the compass ("Dunmore Monday", "Dunmore Valley", "Dunmore East").
_NOT_FIRM_WORDS = CALENDAR_WORDS | LANDFORMS | PLACE_HEADS | EVENT_HEADS | COMPASS_WORDS
#: A body's heads that name nothing alone, so that a common noun before one is the name's ("Justice Coalition").
_LONE_HEADS = ORG_HEADS | REMIT_HEADS


def positions(doc: Doc, attr: str, values: Iterable[str]) -> list[int]:
    """Indices of the tokens whose ``attr`` ("LOWER", "ORTH", "TAG") is one of ``values``, read from the
    document's arrays rather than token by token: rules that look for rare words scan every document."""
    wanted = numpy.array([doc.vocab.strings.add(v) for v in values], dtype=numpy.uint64)
    return numpy.flatnonzero(numpy.isin(doc.to_array(attr), wanted)).tolist()


def replace_overlapping(ents: list[Span], new: list[Span]) -> list[Span]:
    """The names ``ents`` with those that overlap one of ``new`` replaced by it, in document order."""
    kept = [e for e in ents if not any(n.start < e.end and e.start < n.end for n in new)]
    return sorted([*kept, *new], key=lambda e: e.start)


def read_as_adjective(token: Token) -> bool:
    """Whether the tagger read a name as an adjective that English does not have ("Arsenal", "Labour")."""
    return token.pos_ == "ADJ" and "ADJ" not in getAllLemmas(token.lower_)


def clause_on_noun(span: Span) -> bool:
    """Whether a name that opens with a first name is the subject of a clause on the noun before it, which the
    parser may read as the noun's name: "the company Tom Vale runs", "the firm Ann Cole founded"."""
    after = span.doc[span.end] if span.end < len(span.doc) else None
    # the verb may be tagged a plural noun ("runs"): a word that is also a verb, followed by the main verb
    verb = after is not None and (after.tag_ in ("VBD", "VBZ", "VBP") or after.tag_ == "NNS" and bool(
        getAllLemmas(after.lower_, "VERB")) and after.i + 1 < len(span.doc) and span.doc[after.i + 1].pos_ == "VERB")
    # not a verb with its object, its report ("bank Tom Vale said profits rose") or, tagged a verb, a subject of
    # its own ("shares in retailer Tom Vale fell")
    return verb and is_first_name(span[0].text) and not _helps_main_verb(after, span) and not any(
        c.dep_ == "dobj" or c.dep_ == "ccomp" and after.lemma_ in REPORTING_VERBS
        or c.dep_ == "nsubj" and after.tag_ != "NNS" and c.i < span.start - 1 and c != span.root.head
        for c in after.children)


def _helps_main_verb(after: Token, span: Span) -> bool:
    """Whether the word after a name is an auxiliary of the main verb whose subject the noun and the name are:
    "band Ben Otter were named best act" ("the firm Ann Cole founded" is a clause on the noun)."""
    verb = after.head
    return after.dep_ in ("aux", "auxpass") and verb.i > after.i and verb.dep_ in ("ROOT", "conj") and any(
        c.dep_ in ("nsubj", "nsubjpass") and c.i < span.end for c in verb.children)


def extend_number(span: Span) -> Span:
    """"Kestrel" tagged alone in "Kestrel Three": an organisation's name goes on over a capitalised number
    word that no other name or number follows (not "Norbank Three-Year Plan"); so does a place's or a person's
    after "the", a group's name ("the Dunmore Four"), labelled an organisation's."""
    doc, start, end = span.doc, span.start, span.end
    after = doc[end + 1] if end + 1 < len(doc) else None
    group = span.label_ in ("GPE", "PERSON") and start > 0 and doc[start - 1].lower_ == "the"
    if ((span.label_ == "ORG" or group) and end < len(doc) and doc[end].is_title and doc[end].lower_ in NAME_NUMBERS
            and (after is None or not (after.is_title or after.pos_ in ("PROPN", "NUM")
                                       or after.text == "-" and not doc[end].whitespace_))):
        return Span(doc, start, end + 1, label="ORG")
    return span


def extend_purpose(span: Span) -> Span:
    """"Office for National Statistics", "Committee on Indian Affairs", "European Court of Justice" tagged without
    the words after "for", "on" or "of" (:func:`of_remit`): a body's name goes on over the preposition and
    untagged capitalised words (with "of" or "and" between them: "Department for Work and Pensions", a title's
    noun among them: "Institute for Policy Studies"), not over a title's words at the end ("Institute for X
    Director")."""
    doc, end = span.doc, span.end
    if span.label_ != "ORG" or not any(t.lower_ in BODY_HEADS for t in span) or end + 1 >= len(doc):
        return span
    if doc[end].lower_ not in ("for", "on") and not of_remit(span):
        return span
    first = i = end + 2 if doc[end + 1].lower_ == "the" else end + 1
    if first < len(doc) and doc[first].lower_.removesuffix("s") in CALENDAR_WORDS:
        return span  # a date: "Kestrel Group on Thursdays"
    while i < len(doc) and _name_goes_on(doc[i], titles=True):
        i += 2 if doc[i].lower_ in ("of", "and") else 1
    remit_noun = doc[i - 1].lower_ in TITLE_NOUN_MODIFIERS  # a remit's last noun: "on Drug Policy"
    floor = first + (doc[end].lower_ == "of")  # a title's word right after "of" is the remit: "Court of Justice"
    while i > floor and not remit_noun and is_title_word(doc[i - 1]):
        i -= 1  # "Director" and the title's words before it
    return doc[span.start:i] if i > first else span


def of_remit(span: Span) -> bool:
    """Whether "of" right after a body's name opens its remit or its place, which the tagger cut off: the name
    ends on a head that goes on with "of" and holds no "of" yet ("European Court" + "of Justice"; not "Department
    of Health" + "of Kenya")."""
    doc, end = span.doc, span.end
    return (end < len(doc) and doc[end].lower_ == "of" and span[-1].lower_ in OF_HEADS
            and all(t.lower_ != "of" for t in span))


def extend_committee(span: Span) -> Span:
    """"the Assembly fisheries committee", "the Commons transport and roads committee": a chamber's name
    goes on over its committee's remit in lower case and the word "committee"."""
    doc, end = span.doc, span.end
    if span.label_ not in ("ORG", "PARTY") or span[-1].lower_ not in COMMITTEE_CHAMBERS:
        return span
    i = end
    while i < len(doc) and i - end < 6 and doc[i].is_lower and (doc[i].pos_ in ("NOUN", "ADJ", "PROPN")
                                                                  or doc[i].lower_ == "and"):
        if doc[i].lower_ in COMMITTEE_WORDS:
            return doc[span.start:i + 1] if i > end else span
        i += 1
    return span


def extend_to_firm(span: Span) -> Span:
    """"Safcom Kenya": a country's name after an untagged capitalised word that modifies it is a firm's unit
    named after the country, an organisation (:func:`firm_of_country`)."""
    before = span.doc[span.start - 1] if span.start else None
    if before is None or before.ent_type_ or not firm_of_country(before, span):
        return span
    return Span(span.doc, span.start - 1, span.end, label="ORG")


def firm_of_country(word: Token, country: Span) -> bool:
    """Whether a capitalised word right before a country's name, modifying it, names a firm whose unit the two
    name: no first name, direction, title, nationality or place ("Safcom Kenya", not "Tom Kenya" or "Central
    Kenya"), and the country's name ends the phrase ("X India 2005 air show" is longer)."""
    doc = country.doc
    after = doc[country.end] if country.end < len(doc) else None
    return (country.label_ in ("GPE", "PERSON", "LOC") and bool(country_named(country.text))
            and not (after is not None and (after.like_num or after.pos_ == "PROPN"))
            and word.pos_ == "PROPN" and (word.is_title or word.is_upper) and word.dep_ == "compound"
            and country.start <= word.head.i < country.end and not is_first_name(word.text)
            and word.lower_ not in COMPASS_WORDS and not is_title_word(word) and not is_demonym(word.text)
            and not place_population(word.text))


def extend_compound(span: Span) -> Span:
    """"the Iowa Department of Criminal" tagged without "Justice": an organisation's name goes on over an
    untagged capitalised word that its last word modifies, unless that word modifies a common noun in turn
    ("the Kestrel Party Dunmore leader"); over a title word only inside an "of" name and before no other
    name ("Department of Defense Secretary Tom Vale" keeps its secretary apart)."""
    doc, end = span.doc, span.end
    head = doc[end - 1].head  # "Brantwick University Medical Center": over untagged words to the head they modify
    words = doc[end:head.i + 1]
    if (span.label_ == "ORG" and doc[end - 1].dep_ == "compound" and end < head.i <= end + 2
            and head.lower_ in ORG_HEADS | REMIT_HEADS and all(t.dep_ == "compound" for t in words[:-1])
            and all(t.is_title and t.pos_ == "PROPN" and not t.ent_type_ and not is_title_word(t) for t in words)):
        end = head.i + 1
    while (span.label_ == "ORG" and end < len(doc) and doc[end - 1].dep_ == "compound" and doc[end - 1].head.i == end
           and doc[end].is_title and doc[end].pos_ == "PROPN" and not doc[end].ent_type_):
        after = doc[end + 1] if end + 1 < len(doc) else None
        named_after = after is not None and after.is_title and after.pos_ == "PROPN"
        if (doc[end].dep_ == "compound" and not (named_after and not after.ent_type_ and not is_title_word(after))
                or is_title_word(doc[end]) and ("of" not in (t.lower_ for t in span) or named_after)):
            break
        end += 1
    return doc[span.start:end] if end != span.end else span


def extend_place_firm(span: Span) -> Span:
    """"Kestrel Transit" tagged as the place "Kestrel": a place's name that modifies an untagged capitalised
    common noun right after it, which no other capitalised word follows, names a body with it, in a sentence
    whose untagged words are mostly in lower case (a headline capitalises every word); not before a title's,
    a place's, an event's, a compass point's or a date's word ("Kestrel Governor", "Kestrel Keys", "Kestrel
    Marathon", "Kestrel East", "Kestrel Monday"), a people's ("Republicans") nor a first name ("Kestrel Grace")."""
    doc, end = span.doc, span.end
    word = doc[end] if end < len(doc) else None
    after = doc[end + 1] if end + 1 < len(doc) else None
    if (span.label_ != "GPE" or word is None or word.ent_type_ or word.pos_ != "PROPN" or not common_noun(word)
            or doc[end - 1].dep_ != "compound" or doc[end - 1].head.i != end or after is not None and after.is_title
            or is_title_word(word) or is_demonym(word.text) or word.lower_.removesuffix("s") in _NOT_FIRM_WORDS
            or word.tag_ == "NNPS"):
        return span
    words = [t for t in word.sent if t.is_alpha and not t.ent_type_]  # a headline's, not a name's, capitals
    return Span(doc, span.start, end + 1, label="ORG") if 2 * sum(t.is_lower for t in words) > len(words) else span


def extend_coordinated(span: Span) -> Span:
    """"Fish and Wildlife Service" tagged without "Fish and": an organisation's name starts earlier at an
    untagged capitalised word before "and" that modifies the name's head and that the name's first word is
    conjoined to."""
    doc, start = span.doc, span.start
    if span.label_ != "ORG" or start < 2 or doc[start - 1].lower_ not in ("and", "&"):
        return span
    first, before = doc[start], doc[start - 2]
    if (first.dep_ == "conj" and first.head.i == before.i and span.start <= before.head.i < span.end
            and before.is_title and before.pos_ == "PROPN" and not before.ent_type_ and not is_title_word(before)):
        return doc[start - 2:span.end]
    return span


def extend_preposition(span: Span) -> Span:
    """"Kestrel Without Borders" tagged as "Borders" or "Without Borders": a name starts earlier over a
    preposition capitalised inside a sentence, which only a name's words are, and the untagged capitalised
    words before it; a person's name has no such word, so the name is a body's."""
    doc, start = span.doc, span.start
    prep = start if _capitalised_preposition(span[0]) else start - 1
    if prep < 1 or not _capitalised_preposition(doc[prep]):
        return span
    first = prep
    while (first > 0 and doc[first - 1].is_title and doc[first - 1].is_alpha and not doc[first - 1].ent_type_
           and not is_title_word(doc[first - 1])):
        first -= 1
    if first == prep:
        return span
    return Span(doc, first, span.end, label="ORG" if span.label_ == "PERSON" else span.label)


def _capitalised_preposition(token: Token) -> bool:
    """Whether a word is a preposition capitalised after a sentence's start ("Without", not "Under the ..."), in
    a sentence mostly in lower case (a headline capitalises every word: "Shares Fall After Norbank Report")."""
    if token.pos_ != "ADP" or not token.is_title or token.is_sent_start or token.lower_ in NAME_PARTICLES:
        return False
    words = [t for t in token.sent if t.is_alpha]  # read only for a capitalised preposition
    return 2 * sum(t.is_lower for t in words) > len(words)


def cut_at_preposition(span: Span) -> Span:
    """"Dale Ivers on Injured Reserve" tagged as one name: a person's name (or two or three capitalised words
    that open with a first name and end as no body's name does, unlike "Royal National Institute for Deaf
    People") ends before a lower-case preposition that is no particle of a name ("van", "de", "bin")."""
    cut = next((t.i for t in span[1:] if t.is_lower and t.pos_ == "ADP" and t.lower_ not in NAME_PARTICLES), None)
    part = span.doc[span.start:cut] if cut is not None else span
    named = 2 <= len(part) <= 3 and all(t.is_title for t in part) and part[-1].lower_ not in ORG_NAME_ENDS
    if cut is None or span.label_ != "PERSON" and not (named and is_first_name(span[0].text)):
        return span
    return Span(span.doc, span.start, cut, label="PERSON")


def name_after_prefix(span: Span) -> int:
    """How many first words of a span belong before a person's name, not to it, when a first name and
    capitalised words follow them: a nationality ("American Tom Vale"), the end of a title's portfolio
    ("(Secretary of the) Interior Tom Vale") or a name the document gives apart (:func:`named_apart`); 0 when
    none do."""
    doc = span.doc
    head = next((t for t in doc[max(span.start - 3, 0):span.start] if t.lower_ in TITLE_HEADS), None)
    k = portfolio_end(head) - span.start if head is not None else 0
    if k <= 0 and is_demonym(span[0].text) and not is_first_name(span[0].text):  # not "Martin"
        k = 1
    # the document's other names are read only for a span that may be a word or two and a full name
    if k <= 0 and len(span) >= 3 and any(is_first_name(t.text) for t in span[1:3]):
        k = named_apart(span)
    if k <= 0 and len(span) >= 3 and party_prefix(span):  # "Tory Ann Cole"
        k = 1
    rest = span[k:] if 0 < k < len(span) else None
    if (rest is None or len(rest) < 2 or not is_first_name(rest[0].text) or not all(t.is_title for t in rest)
            or rest[-1].lower_.rstrip(".") in ORG_NAME_ENDS):
        return 0
    return k


def extend_party_person(span: Span) -> Span:
    """"Tory Ann" tagged without "Cole": a person's name a party's word opens goes on over an untagged capitalised
    proper noun after its first name."""
    doc, end = span.doc, span.end
    if (span.label_ == "PERSON" and len(span) == 2 and party_prefix(span) and end < len(doc) and doc[end].is_title
            and doc[end].pos_ == "PROPN" and not doc[end].ent_type_ and not is_title_word(doc[end])):
        return doc[span.start:end + 1]
    return span


def party_prefix(span: Span) -> bool:
    """Whether a span's first word is a party's adjective or members' noun written before a person's first name,
    which the tagger took into the name ("Tory Ann Cole", "Green Tom Vale"): a member of the party. (Not before a
    peerage: "Lord Vale of Dunmore" is named with its place, which the mentions do not read yet.)"""
    return len(span) > 1 and span[0].is_title and is_party_word(span[0].text) and is_first_name(span[1].text)


def named_apart(span: Span) -> int:
    """How many first words (one or two) of a span the document names apart elsewhere, as a name of its own
    or its plural: "Kestrel Tom Vale" where "Kestrel" or "the Kestrels" is named alone, a party or a body
    glued before a person's name; a first name ("Ann" of "Ann Lee Cole") only when tagged as no person."""
    doc = span.doc
    for k in (1, 2):
        prefix = span[:k].text
        others = [e for e in doc.ents if e.text in (prefix, prefix + "s") and not (span.start <= e.start < span.end)]
        if any(e.label_ != "PERSON" or not any(is_first_name(t.text) for t in span[:k]) for e in others):
            return k
    return 0


def repair(ent: Span) -> Span | None:
    """A tagged entity's span continued, trimmed and cut by the repairs above, with its label (a person's
    when the cut leaves one); None when nothing is left, or for a network's name with an account's handle
    ("Twitter @tomvale"), which names no one."""
    span = extend_preposition(extend_to_firm(ent))
    label = span.label
    for extend in (extend_acronym, extend_hyphenated, extend_party_person, extend_landform, extend_site, extend_number,
                   extend_purpose, extend_committee, extend_compound, extend_coordinated, extend_place_firm):
        span = extend(span)
    label = span.label or label  # a place's name that named a body with the next word is the body's
    span = None if any(t.text.startswith("@") for t in span[1:]) else trim(span)
    return None if span is None else cut_at_preposition(Span(ent.doc, span.start, span.end, label=label))


def _name_goes_on(token: Token, *, titles: bool = False) -> bool:
    """Whether an untagged word continues a name: a capitalised word that is no title's (with ``titles``,
    any), or "of" or "and" before one."""
    if token.lower_ in ("of", "and"):
        after = token.nbor() if token.i + 1 < len(token.doc) else None
        return after is not None and after.lower_ not in ("of", "and") and _name_goes_on(after, titles=titles)
    return token.is_title and not token.ent_type_ and (titles or not is_title_word(token))


def extend_hyphenated(span: Span) -> Span:
    """"Miami" tagged alone in "Miami-Dade": a name continues over a hyphen written without spaces, to a capitalised
    word or to the rest of one English word ("Kestrel Economic Co-operation", not "Leeds-based")."""
    doc, end = span.doc, span.end
    while (end + 1 < len(doc) and doc[end].text == "-" and not doc[end - 1].whitespace_
           and not doc[end].whitespace_ and (doc[end + 1].is_title or doc[end - 1].is_title and doc[end + 1].is_lower
                                             and getAllLemmas(doc[end - 1].lower_ + doc[end + 1].text, "NOUN"))):
        end += 2
    return doc[span.start:end] if end != span.end else span


def trim(span: Span) -> Span | None:
    """Drop determiners, possessives, punctuation, a verb or a comparative glued before a name ("rang Vale"), a
    party's initial before a state ("D-Iowa"), "ex-" ("Ex-Norbank boss"), a last word in lower case that no name
    ends on ("Kestrel Center at"), text before a line break and from a parenthesis on ("Union of Kestrel Forces
    ( UKF")."""
    doc, start, end = span.doc, span.start, span.end
    end = next((t.i for t in span[1:] if t.text == "("), end)
    for i in range(end - 1, start - 1, -1):
        if "\n" in doc[i].text or "\n" in doc[i].whitespace_:
            start = i + 1
            break
    if (start + 2 < end and len(doc[start].text) == 1 and doc[start].is_upper and doc[start + 1].text == "-"
            and span.label_ in ("GPE", "LOC") and place_population(doc[start + 2:end].text)):
        start += 2  # "D-Iowa" after a legislator's name: the party's initial, then the state (not "X-Ray Corp")
    if start + 2 < end and doc[start].lower_ == "ex" and doc[start + 1].text == "-":
        start += 2  # "Ex-Norbank boss": a former post's prefix, not the name's
    while start < end and (doc[start].lower_ in ARTICLES or doc[start].lower_ in HONORIFICS
                           or doc[start].text.strip(_EDGE_PUNCT) == ""
                           # "Veteran Dunmore County", "Composer Vale": a common noun before a name (not before a
                           # body's head alone: "the Justice Coalition" is a name)
                           or doc[start].pos_ == "NOUN" and start + 1 < end and doc[start + 1].pos_ == "PROPN"
                           and doc[start].lower_ not in ORG_HEADS and not is_title_word(doc[start])
                           and not (end == start + 2 and doc[start + 1].lower_ in _LONE_HEADS)
                           # "versus Vale": a preposition or a conjunction in lower case, no surname's particle
                           or doc[start].is_lower and doc[start].pos_ in ("ADP", "CCONJ", "SCONJ")
                           and doc[start].lower_ not in NAME_PARTICLES and start + 1 < end
                           # "rang Vale", "older Kestrel Pro": a verb or a comparative the tagger took in
                           or glued_word(doc[start]) and start + 1 < end and doc[start + 1].is_title):
        start += 1
    # a possessive, or a word no name ends on ("the Kestrel Center at" before another body's name)
    while end > start and (doc[end - 1].lower_ in POSSESSIVE
                           or doc[end - 1].is_lower and doc[end - 1].pos_ in ("ADP", "CCONJ", "DET")):
        end -= 1
    # Scores and punctuation after a name are not part of it ("Georgia 6-7"); a number alone is ("Radio 1").
    tail = end
    while tail > start and not any(c.isalpha() for c in doc[tail - 1].text):
        tail -= 1
    if any(not t.text.isdigit() for t in doc[tail:end]):
        end = tail
    return doc[start:end] if end > start else None


def is_name_word(token: Token) -> bool:
    """Whether a capitalised word may open a name before another: a proper noun or an adjective, not a
    comparative capitalised at a sentence's start ("Liberal (Democrat)", not "Earlier (Tory leader)")."""
    return token.is_title and token.pos_ in ("PROPN", "ADJ") and token.tag_ not in ("JJR", "JJS")


def common_noun(token: Token, *, adjective: bool = False) -> bool:
    """Whether a capitalised word of a name is an English common noun ("Oil", "Trust", "Sciences"), or with
    ``adjective`` an adjective too ("Public")."""
    return token.is_title and bool(getAllLemmas(token.lower_, "NOUN") or adjective and getAllLemmas(
        token.lower_, "ADJ")) and not is_first_name(token.text)


def remit_word(token: Token) -> bool:
    """Whether a capitalised word can name a body's remit: a common noun or a gerund ("Sport", "Betting")."""
    return common_noun(token) or token.is_title and token.lower_.endswith("ing") and bool(
        getAllLemmas(token.lower_, "VERB"))


def with_parties(doc: Doc) -> list[Span]:
    """The tagger's entities, with a group's name that is no nationality, faith or people kept as a party
    ("the Tories", "Tory" MP) and joined to a capitalised word right before it
    ("Liberal Democrat", where "Liberal" may be tagged on its own), and a party's one-word name the tagger took
    for a person's ("Labour's chief whip")."""
    ents, skip = [], set()
    for ent in doc.ents:
        if ent.label_ == "PERSON" and is_short_party(ent.text):
            ents.append(Span(doc, ent.start, ent.end, label="PARTY"))
            continue
        if ent.label_ != "NORP":
            ents.append(ent)
            continue
        start = ent.start
        while start > 0 and doc[start - 1].ent_type_ in ("", "ORG") and is_name_word(doc[start - 1]):
            start -= 1
        words = [t.lower_.removesuffix("s") if t.tag_ == "NNPS" else t.lower_ for t in doc[start:ent.end]]
        if end := national_body_end(ent):  # "the Kenyan Executive": a body, not the people
            skip.update(range(ent.end, end))
            ents.append(Span(doc, ent.start, end, label="BODY"))
            continue
        if any(w in NOT_PARTIES or is_demonym(w) for w in words) or is_demonym(" ".join(words)):
            continue
        skip.update(range(start, ent.start))
        ents.append(Span(doc, start, ent.end, label="PARTY"))
    kept = [e for e in ents if not skip.intersection(range(e.start, e.end)) or e.label_ in ("PARTY", "BODY")]
    return [Span(doc, e.start, e.end, label="ORG") if e.label_ == "BODY" else e for e in kept]


#: Most capitalised words after a nationality word that a body's name of it takes ("Kenyan Football Association").
_BODY_WORDS = 3


def national_body_end(ent: Span) -> int:
    """Where a body's name that opens with a nationality word the tagger tagged alone ends: over the capitalised
    words right after it, up to an organisation's head ending them ("the Kenyan Executive", "Kenyan Football
    Association", "Kenyan Airways"), none a title's word ("Kenyan Chief Executive" names a person's title); 0
    when the words after it make no such name."""
    doc, end = ent.doc, ent.end
    if len(ent) != 1 or not is_demonym(ent.text):
        return 0
    while (end < len(doc) and end - ent.end < _BODY_WORDS and doc[end].is_title and doc[end].pos_ == "PROPN"
           and doc[end].ent_type_ in ("", "ORG")):
        end += 1
    words = doc[ent.end:end]
    ends = end < len(doc) and doc[end].is_title and doc[end].pos_ == "PROPN"  # a longer name goes on
    if (not words or ends or words[-1].lower_ not in ORG_HEADS | ORG_ENDINGS | NATIONAL_BODY_HEADS
            or any(is_title_word(t) for t in words[:-1])):
        return 0
    return end


def portfolio_end(head: Token, *, lower: bool = False) -> int:
    """Where the portfolio after an office's title head ends, capitalised as part of the title (or lower case
    too if ``lower``): the index after "(Secretary) of State for Health", "(Minister) of Finance"; ``head.i + 1``
    when none follows."""
    doc = head.doc
    i = end = head.i + 1
    while i + 1 < len(doc) and doc[i].lower_ in ("of", "for"):
        i += 2 if doc[i + 1].lower_ == "the" else 1  # "(Secretary) of the Interior"
        if i >= len(doc) or not ((doc[i].is_title or lower and doc[i].is_lower) and doc[i].lower_ in PORTFOLIO_WORDS):
            break
        while i < len(doc) and doc[i].lower_ in PORTFOLIO_WORDS and (doc[i].is_title or doc[i].is_lower and lower
                                                                     or doc[i].lower_ == "and"):
            i += 1
        if lower and i < len(doc) and doc[i].is_lower and doc[i].pos_ == "NOUN":
            break  # the words name another noun's field: "(secretary) of the public services union"
        while i < len(doc) and _portfolio_tail(doc[i], doc[i - 1]):
            i += 1  # capitalised words the list lacks: "(Minister for) Defence Procurement"
        end = i
    return end


def _portfolio_tail(token: Token, before: Token) -> bool:
    """Whether a capitalised noun the portfolio word list lacks still belongs to the portfolio before it: it
    modifies or heads the same noun phrase, and is no person's name ("Defence Procurement"; not "Health Tom Vale")."""
    return (token.is_title and before.is_title and token.pos_ in ("NOUN", "PROPN") and token.ent_type_ != "PERSON"
            and not is_first_name(token.text) and (token.head == before or before.head == token or _before_name(token)))


def _before_name(token: Token) -> bool:
    """Whether a word is a modifier the parser hung on the person's name that follows it: "(Minister for Defence)
    Procurement Tom Vale"."""
    following = token.nbor(1) if token.i + 1 < len(token.doc) else None
    return (token.dep_ == "compound" and token.head.ent_type_ == "PERSON" and following is not None
            and following.ent_iob_ == "B" and following.ent_type_ == "PERSON")


def titled_surname(span: Span) -> bool:
    """Whether the title words ending a name are its surname: "Kevin King", "Anna Bishop"
    (a first name opens it; "Dunmore Sheriff" is a place and a title)."""
    return (len(span) >= 2 and not is_title_word(span[0]) and is_first_name(span[0].text)
            and all(t.is_title for t in span))

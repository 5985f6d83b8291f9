"""Names the tagger missed: untagged proper names that a document's context shows are names.

Helpers of :mod:`kg.mentions`, each ``with_*`` taking the tagger's spans (cleaned by :mod:`kg.spans`)
and returning them with the names it adds: names listed with tagged ones (:mod:`kg.listed`), repeats of a
tagged name, a name an apposition describes, an employer before a job on a person's name (:mod:`kg.employers`),
a name after an honorific or opening with a first name and saying something, a place before "-based"; an
organisation after a kind of one ("telecoms firm X") or given as an example of a kind ("firms such as X"), after
a person's job and "at" ("security expert at X"), a newspaper after "told the", an organisation's acronym in
parentheses or alone (the initials of one the document names, or one the sentence has act as a body:
:mod:`kg.bodyacronyms`) and a known place after "in" (:mod:`kg.placedin`).
"""

from __future__ import annotations

from collections.abc import Iterable

from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import common_surnames, is_demonym, is_first_name, place_population
from kg.lexicon.grammar import TELLING_VERBS
from kg.lexicon.names import (BASED_LEMMAS, BROADCAST_NOUNS, CALENDAR_WORDS, CORPORATE_SUFFIXES,
                              INSTITUTION_HEADS, KIND_NOUNS, ORG_HEADS, ORG_NOUNS, PAPER_HEADS, PERSONAL_KINDS,
                              PLACE_NOUNS, POSSESSIVE, SHARE_NOUNS, SHORT_HEADS, SUNDAY_EDITION_PAPERS, VESSEL_PREFIXES)
from kg.lexicon.people import HONORIFICS, NOT_PARTIES, SEAT_TITLES, is_person_noun
from kg.lexicon.tables import state_code, us_state
from kg.namekeys import initials, is_short_party, spells
from kg.nameset import Names, compound_start, lower_words, name_forms, verbatim_repeats
from kg.bodyacronyms import with_body_acronyms
from kg.codenames import with_codes
from kg.compassplaces import with_compass_places
from kg.teamnames import with_town_teams
from kg.examples import exemplified_roles
from kg.listed import with_listed
from kg.placedin import with_placed_in
from kg.worktitles import with_work_titles
from kg.coined import with_coined
from kg.employers import with_employers, workplace_job
from kg.records import ORGANIZATION
from kg.nametitles import join_nicknames, with_peerage, with_speakers
from kg.spanjoins import join_split_names
from kg.spans import DASHES, clause_on_noun, positions, replace_overlapping

#: Labels whose untagged repeats in a document take the label: a name that is an organisation or a
#: place in one sentence is one in the next, where the tagger may miss it ("Walmart Inc. said ...
#: Walmart said"); a person's full name too, while a lone word ("Hope") is as often something else.
_REPEATED_LABELS = frozenset({"ORG", "PERSON"})


def with_repeated(ents: list[Span]) -> list[Span]:
    """Add the untagged repeats of names tagged elsewhere in the document, proper nouns standing alone
    (no capitalised word on either side), with the one label the name has wherever tagged; a company's name
    also without its corporate suffix ("Walmart" of "Walmart Inc.")."""
    names = Names(ents)
    doc, tagged = names.doc, names.tagged
    labels: dict[tuple[str, ...], set[str]] = {}
    for ent in ents:
        words = tuple(t.text for t in ent if t.text not in POSSESSIVE)
        if not words or ent.label_ == "PERSON" and len(words) < 2:
            continue
        labels.setdefault(words, set()).add(ent.label_)
        if ent.label_ == "ORG" and len(words) > 1 and words[-1].lower().rstrip(".") in CORPORATE_SUFFIXES:
            labels.setdefault(words[:-1], set()).add(ent.label_)
    parties = {words for words, found in labels.items() if "ORG" in found and is_short_party(" ".join(words))}
    for words in parties:  # "Labour" the tagger once calls a person is the party it names elsewhere
        labels[words] = {"ORG"}
    # "Souness" tagged ORG once is a person
    surnames = {e[-1].text for e in ents if e.label_ == "PERSON" and (e[-1].text,) not in parties}
    forms = name_forms(labels, keep=lambda words, found: found <= _REPEATED_LABELS
                       and not (len(words) == 1 and words[0] in surnames))

    def fits(span: Span) -> bool:
        beside = span.start and _name_like(doc[span.start - 1]) or span.end < len(doc) and _name_like(doc[span.end])
        free = not tagged.intersection(range(span.start, span.end))
        return not beside and free and all(t.pos_ == "PROPN" for t in span)

    for span, label in verbatim_repeats(doc, forms, fits=fits) if doc is not None else ():
        names.add(span.start, span.end, label)
    return names.all()


def with_surnames(ents: list[Span]) -> list[Span]:
    """Add the untagged lone repeats of the surname of a person the document names in full, whatever the
    tagger made of the word ("Tom Banks ... Banks said", "Ann Hart ... voters liked Hart": surnames that are
    also words); nor a word of a longer name the document tags as something else. At a sentence's start
    (where a word is as often a common one) only a noun heading its phrase after the full name, a word the
    document never writes in lower case ("Tom Vale won. Vale, 54, said ...", not "Hart voters")."""
    names = Names(ents)
    doc, tagged = names.doc, names.tagged
    surnames: dict[str, int] = {}  # surname -> where a full name ending with it is first written
    other = set()
    for ent in ents:
        words = [t for t in ent if t.text not in POSSESSIVE]
        if ent.label_ != "PERSON" and len(words) > 1:  # a lone word is the person (kg.coref gives surnames one type)
            other.update(t.text for t in words)
        elif len(words) > 1 and words[-1].is_title:
            surnames[words[-1].text] = min(surnames.get(words[-1].text, ent.start), ent.start)
    lower = lower_words(doc) if doc is not None else set()
    for token in doc or ():
        if token.text not in surnames.keys() - other or token.i in tagged:
            continue
        before, after = doc[token.i - 1] if token.i else None, doc[token.i + 1] if token.i + 1 < len(doc) else None
        # not beside a name word, a hyphen ("Kestrel-Banks") or in parentheses ("(Bath)", a club after a player)
        opening = (token.is_sent_start and token.dep_ != "compound"
                   and (token.pos_ in ("PROPN", "NOUN") or token.dep_ in ("nsubj", "nsubjpass"))
                   and token.lower_ not in lower and surnames[token.text] < token.i)
        if (not token.is_sent_start or opening) and not any(
                t is not None and (_name_like(t) or t.text in ("-", "(", ")")) for t in (before, after)):
            names.add(token.i, token.i + 1, "PERSON")
    return names.all()


def with_described(ents: list[Span]) -> list[Span]:
    """Add an untagged proper name that an apposition says is a company or a place: "Safcom, Norway's
    largest oil company,", "Marsabit, a town in Kenya," (the small tagger misses unfamiliar names, most of
    all at a sentence's start)."""
    names = Names(ents)
    doc, tagged = names.doc, names.tagged
    for noun in (t for t in doc or () if t.dep_ == "appos" and t.pos_ == "NOUN"):
        token, kind = noun.head, noun.lemma_.lower()
        label = (None if token.pos_ != "PROPN" or not token.is_title or token.i in tagged
                 else "ORG" if kind in ORG_NOUNS else "GPE" if kind in PLACE_NOUNS else None)
        if label:
            names.add(compound_start(token, keep=lambda t: t.i not in tagged), token.i + 1, label)
    return names.all()


def with_kinds(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged proper name that a kind of organisation right before it describes, and the names
    listed with it, as organisations: "telecoms firm Safcom", "two ratings agencies - Norbank and Safcom"
    (the small tagger misses unfamiliar firms, most of all one-word and upper-case ones)."""
    names = Names(ents, doc)
    tagged = names.tagged
    for token in doc:
        span = _lone_name(token, tagged)
        kind = token.head if token.dep_ == "appos" else doc[span.start - 1] if span and span.start else None
        if (span and kind is not None and kind.i < span.start and kind.is_lower and kind.pos_ in ("NOUN", "ADJ")
                and kind.lemma_.lower() in KIND_NOUNS and (kind.head == token or token.dep_ == "appos")):
            for name in (span, *(_lone_name(t, tagged) for t in token.conjuncts)):
                if name and not tagged.intersection(range(name.start, name.end)):
                    names.add(name.start, name.end, "ORG")
    return names.all()


def with_examples(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged proper names that a plural kind of organisation gives as its examples, as organisations:
    "firms such as Norbank, Safcom and Kestrel", "retailers - including Varnell and Dunmore" (the small tagger
    misses one-word firms most, and a list whose tagged names are of mixed labels adds none by
    :func:`kg.listed.with_listed`; the tagged ones are typed by their kind in :mod:`kg.grammarvotes`)."""
    names = Names(ents, doc)
    tagged = names.tagged
    for token in doc:
        if not any(kind.lemma_.lower() in KIND_NOUNS - PERSONAL_KINDS for kind in exemplified_roles(token)):
            continue
        for name in (_lone_name(t, tagged) for t in (token, *token.conjuncts)):
            if name and not tagged.intersection(range(name.start, name.end)):
                names.add(name.start, name.end, "ORG")
    return names.all()


def with_kind_labels(ents: list[Span]) -> list[Span]:
    """Label as an organisation a tagged name that a kind of organisation right before it describes, when the
    kind is no person's job as well: "oil group Safcom", "his old club Dunmore" (the tagger calls many firms
    people and clubs places); not "producer Tom Vale"."""
    return [Span(e.doc, e.start, e.end, label="ORG") if _kind_of(e) else e for e in ents]


def _kind_of(ent: Span) -> bool:
    """Whether a tagged name other than an organisation's comes right after a kind of organisation that
    describes it ("telecoms firm Safcom")."""
    kind = ent.doc[ent.start - 1] if ent.start else None
    return (ent.label_ != "ORG" and kind is not None and kind.is_lower and kind.pos_ in ("NOUN", "ADJ")
            and kind.lemma_.lower() in KIND_NOUNS - PERSONAL_KINDS and not clause_on_noun(ent)
            and (ent.start <= kind.head.i < ent.end or ent.root.dep_ == "appos" and ent.root.head == kind))


def with_workplaces(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged proper name after a person's job and "at", "for" or "with" as an organisation:
    "Ann Cole, security expert at Safcom", "a clerk at the Kestrel Revenue" (news names where people work
    so, and the small tagger misses unfamiliar employers)."""
    names = Names(ents, doc)
    tagged = names.tagged
    for token in doc:
        span = _lone_name(token, tagged) if workplace_job(token) is not None else None
        if span:
            names.add(span.start, span.end, "ORG")
    return names.all()


def with_publications(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged proper name after "told the" or "according to the" as an organisation, a newspaper's
    or a broadcaster's: "he told the Kestrel Herald", "according to the Dunmore Post" (not "the Queen")."""
    names = Names(ents, doc)
    tagged = names.tagged
    for token in doc:
        span = _lone_name(token, tagged) if token.dep_ in ("dobj", "pobj") else None
        head = token.head
        told = token.dep_ == "dobj" and head.lemma_.lower() in TELLING_VERBS
        according = head.lower_ == "to" and head.i > 0 and doc[head.i - 1].lower_ == "according"
        if (span and span.start > 0 and doc[span.start - 1].lower_ == "the" and (told or according)
                and not is_person_noun(token)):
            names.add(span.start, span.end, "ORG")
    return names.all()


def with_programmes(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged capitalised words before "programme" or "show" as a work, the broadcast's name, after a
    broadcaster's possessive or after "the" where someone is told something on it: "Radio Kestrel's Dawn
    programme", "he told the Dawn programme" (the tagger reads "Today" there as a date); never a day's name, which
    would name the programme wherever the day is written ("GMTV's Sunday programme")."""
    names = Names(ents, doc)
    tagged = names.tagged
    for noun in (t for t in doc if t.lower_ in BROADCAST_NOUNS):
        start = _proper_run_start(doc, noun.i, tagged, floor=1)
        before, head = doc[start - 1], noun.head
        told = before.lower_ == "the" and (noun.dep_ == "dobj" and head.lemma_.lower() in TELLING_VERBS
                                           or noun.dep_ == "pobj" and head.lower_ == "on")
        if (start < noun.i and not doc[start].is_sent_start and doc[start].lower_ not in CALENDAR_WORDS
                and (before.tag_ == "POS" or told)):
            names.add(start, noun.i, "WORK_OF_ART")
    return names.all()


def with_acronyms(ents: list[Span]) -> list[Span]:
    """Add the untagged acronym in parentheses right after a tagged organisation whose initials it spells (or
    whose letters, :func:`kg.namekeys.spells`), as one: "the Kestrel Tennis Federation (KTF)" (news defines an
    acronym once and then writes it alone, where :func:`with_repeated` finds it; the small tagger misses most
    acronyms). The tagger sometimes takes the opening parenthesis and the acronym into the name ("the Kestrel
    Tennis Federation (KTF"): that name ends before the parenthesis."""
    ents = [_unglued(e) for e in ents]
    names = Names(ents)
    doc, tagged = names.doc, names.tagged
    for ent in ents:
        if ent.label_ != "ORG" or ent.end + 2 >= len(doc) or doc[ent.end].text != "(" or doc[ent.end + 2].text != ")":
            continue
        acronym = doc[ent.end + 1]
        if acronym.i not in tagged and _defines(acronym, ent.text):
            names.add(acronym.i, acronym.i + 1, "ORG")
    return names.all()


def _defines(acronym: Token, name: str) -> bool:
    """Whether a word in parentheses after an organisation's name is its acronym (initials or letters)."""
    return (acronym.is_alpha and acronym.text[:1].isupper()
            and (acronym.lower_ in initials(name) or spells(acronym.text, name)))


def _unglued(ent: Span) -> Span:
    """An organisation's name without the "(" and acronym the tagger glued to its end ("Kestrel Tennis Federation
    (KTF" before ")"), so that the acronym is added on its own; any other name unchanged."""
    doc = ent.doc
    if (ent.label_ == "ORG" and len(ent) > 2 and ent[-2].text == "(" and ent.end < len(doc)
            and doc[ent.end].text == ")" and _defines(ent[-1], ent[:-2].text)):
        return Span(doc, ent.start, ent.end - 2, label=ent.label)
    return ent


def with_initials(ents: list[Span]) -> list[Span]:
    """Add the untagged acronym, standing alone, that spells the initials of an organisation of two words or more
    the document names: "the Kestrel Tennis Federation ... the KTF said" (news often writes the initials alone
    later without defining them in parentheses, and the small tagger misses most acronyms); not one joined to
    another word by a hyphen ("non-KTF") nor a person's title ("MP")."""
    names = Names(ents)
    doc, tagged = names.doc, names.tagged
    spelled = {form for e in ents if e.label_ == "ORG" and sum(t.is_alpha for t in e) > 1 for form in initials(e.text)}
    for token in doc if doc is not None and spelled else ():
        if (token.i in tagged or token.ent_type_ or not (token.is_upper and token.is_alpha and 1 < len(token) <= 6)
                or token.lower_ not in spelled or is_person_noun(token)):
            continue
        before = doc[token.i - 1] if token.i else None
        after = doc[token.i + 1] if token.i + 1 < len(doc) else None
        hyphened = (before is not None and before.text in DASHES and not before.whitespace_
                    or after is not None and after.text in DASHES and not token.whitespace_)
        if not hyphened and not any(t is not None and _name_like(t) and not t.is_stop for t in (before, after)):
            names.add(token.i, token.i + 1, "ORG")
    return names.all()


def _lone_name(token: Token, tagged: set[int]) -> Span | None:
    """The untagged capitalised proper name that ends on ``token`` ("Kestrel Herald" of "told the Kestrel
    Herald"), when it stands alone: no name, number or possessive right before it, no capitalised word right
    after it (the tagger's name may be cut: "Deutsche Bank Securities"); never a place, a nationality, a first
    name or a word the tagger read as a date or a number."""
    doc = token.doc
    if token.pos_ != "PROPN" or not token.text[:1].isupper() or token.i in tagged or token.ent_type_:
        return None
    start = compound_start(token, keep=lambda t: t.text[:1].isupper() and t.i not in tagged and not t.ent_type_)
    before = doc[start - 1] if start else None
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    span = doc[start:token.i + 1]
    if (before is not None and (before.i in tagged or before.like_num or before.tag_ == "POS" or before.ent_type_
                                or before.pos_ == "PROPN" or before.is_title and not before.is_sent_start)
            or after is not None and after.text[:1].isupper() and after.is_alpha
            or is_demonym(span.text) or place_population(span.text) or is_first_name(span[0].text)):
        return None
    return span


def with_honorifics(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged proper name after an honorific as a person: "Mr Hart", "Mrs Cole" (news calls
    people so after the first mention, and the small tagger misses many such repeats)."""
    names = Names(ents, doc)
    tagged = names.tagged
    for token in (doc[i] for i in positions(doc, "LOWER", HONORIFICS)):
        start = end = token.i + 1
        if not token.is_title or token.i in tagged:
            continue
        while end < len(doc) and end not in tagged and doc[end].pos_ == "PROPN" and doc[end].is_title:
            end += 1
        if start < end and (end == len(doc) or end not in tagged):  # "Mr Hart" cut from a tagged name: no
            names.add(start, end, "PERSON")
    return names.all()


def with_heads(ents: list[Span]) -> list[Span]:
    """Add "the Federation", "the Commission" written alone after the one organisation of the document whose
    name ends with that head word ("the Kenyan Federation"): news names a body in full once, then by its head
    (:mod:`kg.coref` joins the two)."""
    names = Names(ents)
    doc, tagged = names.doc, names.tagged
    owned = owned_heads((e.text, ORGANIZATION if e.label_ == "ORG" else e.label_, e.start) for e in ents)
    for token in (doc[i] for i in positions(doc, "LOWER", owned) if i > 0) if owned else ():
        after = token.nbor(1) if token.i + 1 < len(doc) else None
        alone = after is None or not (after.is_title or after.lower_ == "of" or after.pos_ in ("NOUN", "PROPN"))
        if (token.is_title and owned[token.lower_][0] < token.i and token.i not in tagged
                and token.nbor(-1).lower_ == "the" and alone):
            names.add(token.i, token.i + 1, "ORG")
    return names.all()


def with_teams(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add an untagged plural proper name after "the" as an organisation, a team's, a band's or a party's:
    "the Bluejays" (the tagger even reads some as dates), "the Lib Dems"; not a people or a faith ("the
    Americans", "the Catholics"), a family ("the Browns", a common surname) or a place."""
    names = Names(ents, doc)
    tagged = names.tagged
    for token in (doc[i] for i in positions(doc, "TAG", ("NNPS",))):
        singular = token.lower_.removesuffix("s")
        start = _proper_run_start(doc, token.i, tagged, floor=1)  # "the Lib Dems", "the Blue Kestrels"
        if (token.is_title and not tagged.intersection(range(start, token.i + 1)) and start > 0
                and doc[start - 1].lower_ == "the" and not is_demonym(token.text) and not is_demonym(singular)
                and singular not in NOT_PARTIES
                and singular not in common_surnames() and not place_population(doc[start:token.i + 1].text)):
            names.add(start, token.i + 1, "ORG")
    return names.all()


def _proper_run_start(doc: Doc, end: int, tagged: set[int], *, floor: int = 0) -> int:
    """Where the run of untagged capitalised proper nouns that ends before ``end`` starts, not before
    ``floor`` ("Kestrel Valley" of "Kestrel Valley-based"); ``end`` when there is none."""
    start = end
    while start > floor and doc[start - 1].pos_ == "PROPN" and doc[start - 1].is_title and start - 1 not in tagged:
        start -= 1
    return start


def with_based(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged proper name before "-based" as a place: "Leeds-based Norbank", "a Kestrel
    Valley-based firm" (the tagger reads the name as part of an adjective)."""
    names = Names(ents, doc)
    tagged = names.tagged
    for i in positions(doc, "LEMMA", BASED_LEMMAS):
        end = i - 1
        if end < 1 or doc[end].text not in DASHES:
            continue
        start = _proper_run_start(doc, end, tagged)
        if start < end and not is_demonym(doc[start:end].text):  # not "Irish-based"
            names.add(start, end, "GPE")
        state = _proper_run_start(doc, end, set())
        if us_state(doc[state:end].text) and state >= 2 and doc[state - 1].text == ",":
            town = _proper_run_start(doc, state - 1, tagged)  # "Dunmore, Kansas-based": the town before its state
            if town < state - 1:
                names.add(town, state - 1, "GPE")
    return names.all()


def with_state_codes(ents: list[Span]) -> list[Span]:
    """Add the untagged state's code or abbreviation after "Place," as a place: "in Dunmore, FL", "Dunmore,
    Fla." (the tagger leaves a code untagged when the town before it reads otherwise than it expects); not
    the first word of a name going on ("Dunmore, OK Jazz")."""
    names = Names(ents)
    for ent in ents:
        doc, code = ent.doc, ent.end + 1
        if (ent.label_ in ("GPE", "LOC") and code < len(doc) and doc[ent.end].text == "," and code not in names.tagged
                and (doc[code].is_upper or doc[code].text.endswith(".")) and state_code(doc[code].lower_)
                and not (code + 1 < len(doc) and doc[code + 1].is_alpha and not doc[code + 1].is_lower)):
            names.add(code, code + 1, "GPE")
    return names.all()


def with_shares(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged proper name whose shares a sentence trades as an organisation: "shares of Norbank
    rose", "a stake in Norbank" (the tagger misses many one-word company names)."""
    names = Names(ents, doc)
    tagged = names.tagged
    for i in positions(doc, "LOWER", SHARE_NOUNS):
        prep = doc[i + 1] if i + 1 < len(doc) else None
        if prep is None or prep.lower_ not in ("of", "in") or prep.i + 1 >= len(doc):
            continue
        end = prep.i + 1
        while end < len(doc) and doc[end].pos_ == "PROPN" and doc[end].is_title and end not in tagged:
            end += 1
        name = doc[prep.i + 1:end]
        # a name alone, not one describing a noun ("a stake in Kenyan winemaker Safcom")
        alone = end >= len(doc) or doc[end].pos_ != "NOUN"
        if name and alone and not place_population(name.text) and not is_demonym(name.text):
            names.add(prep.i + 1, end, "ORG")
    return names.all()


def with_seats(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged capitalised words after a member's title and "for" as a place, the seat: "the MP for
    Dunmore North", "MP for Tulsa and Varnell" (one seat; the tagger misses most constituencies)."""
    pieces = {i: e for e in ents if len(e) == 1 or e.label_ in ("GPE", "LOC") for i in range(e.start, e.end)}
    names = Names(ents, doc)
    for title in (t for t in doc if t.lower_ in SEAT_TITLES and t.i + 2 < len(doc) and doc[t.i + 1].lower_ == "for"):
        start = end = title.i + 2
        # over untagged words and the tagger's pieces of the one seat: places or single words ("Dunmore" +
        # "and" + "Brantwick"), not a person's full name
        while end < len(doc) and (end not in names.tagged or end in pieces) and (
                doc[end].is_title and doc[end].is_alpha
                or end > start and doc[end].lower_ == "and" and doc[end + 1:end + 2].text.istitle()):
            end += 1
        inside = [e for e in names.ents if start <= e.start < end]
        if (end > start and not (end < len(doc) and doc[end].lower_ in POSSESSIVE)  # not "MP for Tom Vale's seat"
                and all(e.end <= end for e in inside) and (not inside or doc[start:end].text != inside[0].text)):
            names.ents = [e for e in names.ents if e not in inside]
            names.add(start, end, "GPE")
    return names.all()


def owned_heads(names: Iterable[tuple[str, str, int]]) -> dict[str, tuple[int, str]]:
    """The head words (lower case) of the one multi-word organisation name each ends, among ``names`` given as
    (name, type, where it is written), with where that name is first written and the name; a head two names
    share is nobody's ("the European Commission", "the Electoral Commission"). The mention layer, the
    untagged-name rules and coreference read "the Commission" by it."""
    owners: dict[str, dict[str, tuple[int, str]]] = {}
    for name, etype, start in names:
        words = name.split()
        if etype == ORGANIZATION and len(words) > 1 and words[-1].lower() in SHORT_HEADS:
            spellings = owners.setdefault(words[-1].lower(), {})
            key = name.lower().removeprefix("the ")
            spellings[key] = min(spellings.get(key, (start, name)), (start, name))
    return {head: next(iter(spellings.values())) for head, spellings in owners.items() if len(spellings) == 1}


def lone_head(span: Span, owned: dict[str, tuple[int, str]]) -> bool:
    """Whether a name is a body's head word alone that names no body: "our Commission", where no
    "X Commission" came before (institutions such as "Parliament" and papers such as "the Herald" name one)."""
    word = span[0].lower_
    return (len(span) == 1 and word in ORG_HEADS - INSTITUTION_HEADS - PAPER_HEADS
            and not (word in owned and owned[word][0] < span.start))


def with_vessels(doc: Doc, ents: list[Span]) -> list[Span]:
    """A ship's prefix and the capitalised name after it are a vessel's name (a product), whatever the tagger
    said or missed: "the frigate HMS Kestrel", "USS Tulsa" (the tagger calls ships people)."""
    vessels = []
    for token in (doc[i] for i in positions(doc, "ORTH", VESSEL_PREFIXES)):
        end = token.i + 1
        while end < len(doc) and doc[end].is_title and doc[end].pos_ == "PROPN":
            end += 1
        if end > token.i + 1:
            vessels.append(Span(doc, token.i, end, label="PRODUCT"))
    return replace_overlapping(ents, vessels)


def with_sunday_editions(doc: Doc, ents: list[Span]) -> list[Span]:
    """A daily paper's name and "on Sunday" after "the" are its Sunday edition's name, an organisation, whatever
    the tagger said ("Sunday" a date) or missed: "the Mail on Sunday" (no date: the daily is not printed then)."""
    editions = [Span(doc, i, i + 3, label="ORG") for i in range(1, len(doc) - 2)
                if doc[i].lower_ in SUNDAY_EDITION_PAPERS and doc[i].is_title and doc[i - 1].lower_ == "the"
                and doc[i + 1].lower_ == "on" and doc[i + 2].text == "Sunday"]
    return replace_overlapping(ents, editions) if editions else ents


def _name_like(token: Token) -> bool:
    """Whether a word next to a repeated name may belong to a longer name with it."""
    return token.pos_ == "PROPN" or token.is_title and not token.is_sent_start


def with_untagged(doc: Doc, ents: list[Span]) -> list[Span]:
    """The tagger's names ``ents`` of ``doc`` with the untagged ones each ``with_*`` rule adds, cut ones joined."""
    ents = with_compass_places(doc, with_sunday_editions(doc, with_state_codes(join_split_names(ents))))
    ents = with_town_teams(doc, ents)
    found = with_described(with_employers(with_speakers(doc, with_honorifics(doc, with_teams(doc, with_listed(
        with_based(doc, with_seats(doc, with_shares(doc, with_codes(doc, with_vessels(doc, ents)))))))))))
    found = with_examples(doc, with_kinds(doc, with_kind_labels(with_coined(doc, found))))
    found = with_acronyms(with_programmes(doc, with_publications(doc, with_workplaces(doc, found))))
    found = with_work_titles(doc, found)
    found = with_initials(with_body_acronyms(doc, found))
    found = with_peerage(doc, join_nicknames(doc, with_heads(with_repeated(with_surnames(found)))))
    return with_placed_in(found)

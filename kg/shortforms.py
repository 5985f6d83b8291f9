"""Short forms of organisations' and parties' names within one document (a helper of :mod:`kg.coref`):

* an organisation's first word alone ("Arbor") joins the one two-word organisation named before
  it in the document that starts so and ends like a company ("Arbor Networks") when the tagger called
  the word a person or a place, or a longer one ending like a company's ("Arbor Home Holdings"), unless it
  is a known place's name;
* a site's one-word name without its lower-case kind ("Kestrel" of "the Kestrel field") is that site;
* a name that writes the one organisation of the document it fits with shortened words ("Lib Dems",
  "Var Utd", "Kes" after "Kestrel Reserve") is that organisation, unless it is a known place's name;
* an organisation's name without the country's code before it ("Department of Fisheries") is the one
  organisation the document names with it ("U.A.E. Department of Fisheries");
* a party's members' noun or adjective, alone or in the plural ("Varnell Technocrat", "Kestrel
  Conservatives"), is the one party the document names in full with "Party" or by a plural of two words or more;
  a party tagged with the country owning it ("Tulsa's Progressive Party") is named without it;
* a ticker in parentheses behind its exchange is the company before it; a body's head word alone is the one
  body of the document named with it.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import replace

from spacy.tokens import Doc

from kg.lexicon.gazetteers import country_named, place_population
from kg.lexicon.names import FIRM_NOT_UNIT, LEADER_GOVERNMENTS, ORG_NAME_ENDS, STOCK_EXCHANGES
from kg.lexicon.people import NOT_PARTIES
from kg.namekeys import (firm_stems, fold, fold_words, initials, is_acronym, is_party_name, is_styled_acronym,
                         name_key, org_key, party_form, party_stem, shortens, spells, without_country_code)
from kg.records import FACILITY, ORGANIZATION, PERSON, PLACE, Mention
from kg.sitetails import site_stem
from kg.untagged import owned_heads

#: Shortest first word that may stand for an organisation's whole name ("Arbor", not "BT" alone).
SHORT_ORG_MIN = 4


def short_forms(doc: Doc, named: list[Mention]) -> list[Mention]:
    """The named mentions of a document, each short form renamed (and retyped) as the full name it stands for."""
    named = _head_forms(_short_org_forms(_firm_forms(_ticker_forms(doc, named))))
    named = _site_forms(named)
    return _party_forms(doc, _shortened_forms(_owned_parties(_country_forms(named))))


def _short_org_forms(named: list[Mention]) -> list[Mention]:
    """A short form named after the one organisation of the document it can stand for is that organisation
    (:func:`_stands_for`): "Kestrel Atlantic Treaty Organisation (Kato)", "Arbor Networks ... Arbor said" where
    the tagger called "Arbor" a place, "SBC Communications ... SBC". A known place's name is the place
    ("Manchester" and "Manchester Airport"); a longer name may start with a small town's ("Wasilla Bible
    Church")."""
    # short form (lower case) -> the full names it fits, one per name written with and without a plural's "s"
    owners: dict[str, dict[str, str]] = defaultdict(dict)
    first_at: dict[str, int] = {}
    loose: set[str] = set()  # the acronyms defined in parentheses that spell no initials
    for m in named:
        words = m.label.split()
        if m.type != ORGANIZATION or len(words) < 2:
            continue
        forms = initials(m.label) | ({words[0].lower()} if _first_word_stands(words) else set())
        if (defined := _defined_acronym(m)) and spells(defined, m.label):
            forms.add(defined.lower())
            loose.add(defined.lower())
        for form in forms:
            owners[form].setdefault(name_key(m.label).rstrip("s"), m.label)
            first_at.setdefault(form, m.start)
    fixed = []
    for m in named:
        key = m.label.lower()
        full = set(owners.get(key, {}).values()) - {m.label}
        if (len(full) == 1 and m.kind == "name" and first_at[key] < m.start and not place_population(m.label)
                and (key in loose or _stands_for(m, next(iter(full))))):
            m = replace(m, type=ORGANIZATION, name=next(iter(full)))
        fixed.append(m)
    return fixed


def _defined_acronym(m: Mention) -> str:
    """The word in parentheses right after a name in its sentence ("Norbank Holdings (NBH)"), or ""."""
    after = re.match(r"\s*\(([\w.&]+)\)", m.sentence.text[m.end - m.sentence.start:])
    return after.group(1) if after else ""


def _first_word_stands(words: list[str]) -> bool:
    """Whether a name's first word may stand for it: a two-word name's, or a longer one's that ends like a
    company's ("Norbank Home Holdings"), not like a unit's or a body's ("Norbank Home Loans Division")."""
    return len(words) == 2 or words[-1].lower().rstrip(".") in FIRM_NOT_UNIT


def _stands_for(short: Mention, full: str) -> bool:
    """Whether a one-word name may stand for an organisation's full name in its document: as its acronym
    ("Nato", "KBC"), or as the first of two words that end like a company's name. A word the tagger
    called an organisation may be the parent of a unit ("Safcom" and "Safcom News"), so it stands for the
    full name only before a firm's ending that is no unit's ("SBC Communications"); a leader's name never
    stands for the government named after them ("Vale" and "the Vale administration")."""
    if short.label.lower() in initials(full):
        return is_acronym(short.label) or is_styled_acronym(short.label)
    ending = full.split()[-1].lower().rstrip(".")
    if ending not in ORG_NAME_ENDS or ending in LEADER_GOVERNMENTS:
        return False
    if short.type != ORGANIZATION:
        return len(short.label) >= SHORT_ORG_MIN
    return ending in FIRM_NOT_UNIT and (len(short.label) >= SHORT_ORG_MIN or short.label.isupper())


def _shortened_forms(named: list[Mention]) -> list[Mention]:
    """A name that writes the one organisation of the document it fits with its words shortened
    (:func:`kg.namekeys.shortens`: "Lib Dems", "Man Utd", whatever the tagger called it) is that organisation;
    one clipped word ("Fed") only tagged an organisation after the full name, and a known place's name never."""
    first: dict[str, int] = {}  # each full name and where it is first written
    for m in sorted(named):
        if m.type == ORGANIZATION and m.kind == "name" and len(m.label.split()) >= 2:
            first.setdefault(m.label, m.start)
    written = {label: {full for full in first if shortens(label, full)}  # once per name, not per mention
               for label in {m.label for m in named if m.kind == "name" and not m.name}} if first else {}
    fixed = []
    for m in named:
        clipped = " " not in m.label  # "Fed": an organisation's, after its full name
        fits = {full for full in written.get(m.label, ())
                if not clipped or m.type == ORGANIZATION and first[full] < m.start}
        if len(fits) == 1 and m.kind == "name" and not m.name and not place_population(m.label):
            m = replace(m, type=ORGANIZATION, name=fits.pop())
        fixed.append(m)
    return fixed


def _shorter_forms(named: list[Mention], forms: Callable[[str], Iterable[str]], *, any_type: bool,
                   kinds: frozenset[str] = frozenset({ORGANIZATION})) -> list[Mention]:
    """A name that is one of the shorter ``forms`` of the one named thing of the document having it (an
    organisation, or one of ``kinds``) is that thing (whatever the tagger called it, if ``any_type``), unless it
    is a known place's name."""
    owners: dict[str, dict[str, tuple[str, str]]] = defaultdict(dict)  # shorter form -> the full names, by key
    for m in named:
        if m.type in kinds and m.kind == "name":
            for form in forms(m.label):
                owners[fold(form)].setdefault(org_key(m.label), (m.label, m.type))
    fixed = []
    for m in named:
        full = owners.get(fold(m.label), {}) if m.kind == "name" and not m.name else {}
        if len(full) == 1 and (any_type or m.type == ORGANIZATION) and not place_population(m.label):
            label, etype = next(iter(full.values()))
            m = replace(m, type=etype, name=label)
        fixed.append(m)
    return fixed


def _site_forms(named: list[Mention]) -> list[Mention]:
    """A site's one-word name without its kind ("Kestrel" of "the Kestrel field", "Varnell" of "Varnell
    prison") is that site, whatever the tagger called it; not a word of a person's name in the document."""
    people = {w for m in named if m.type == PERSON and " " in m.label for w in m.label.split()}
    return _shorter_forms(named, lambda name: [s for s in site_stem(name) if s not in people], any_type=True,
                          kinds=frozenset({PLACE, FACILITY}))


def _country_forms(named: list[Mention]) -> list[Mention]:
    """An organisation's name written without the country's code before it ("Department of Fisheries" and
    "U.A.E. Department of Fisheries") is the one organisation of the document named so with a code."""
    return _shorter_forms(named, lambda name: filter(None, [without_country_code(name)]), any_type=False)


def _firm_forms(named: list[Mention]) -> list[Mention]:
    """A firm's name of two words or more without the words that only complete it ("Norbank Sachs" of "Norbank
    Sachs Group Inc.", "Wells Kestrel" of "Wells Kestrel & Co.": :func:`kg.namekeys.firm_stems`) is that firm."""
    return _shorter_forms(named, firm_stems, any_type=True)


def _head_forms(named: list[Mention]) -> list[Mention]:
    """A body's head word written alone ("Federation") after the one organisation of the document named with
    it ("Kenyan Federation") is that organisation (:func:`kg.untagged.with_heads` finds such words)."""
    owned = owned_heads((m.label, m.type, m.start) for m in named)
    return [replace(m, name=owned[m.label.lower()][1]) if (
        m.type == ORGANIZATION and m.kind == "name" and m.label.lower() in owned
        and owned[m.label.lower()][0] < m.start) else m for m in named]


def _ticker_forms(doc: Doc, named: list[Mention]) -> list[Mention]:
    """A ticker in parentheses after a company's name, behind its exchange ("Norbank Inc. (NYSE: NRB)",
    "(Nasdaq:NRB)"), is that company wherever the document writes it, whatever the tagger called it."""
    spans = {m: doc.char_span(m.start, m.end, alignment_mode="expand") for m in named}
    by_end = {span.end: m for m, span in spans.items() if m.type == ORGANIZATION and m.kind == "name"}
    tickers: dict[str, str] = {}
    for m, span in spans.items():
        joined = ":" in m.text  # the tokenizer keeps "NASDAQ:NRB" as one word
        colon = span.start - (0 if joined else 1)
        exchange = m.text.split(":")[0] if joined else doc[colon - 1].text if colon >= 1 else ""
        opened = colon - 1 if joined else colon - 2
        company = by_end.get(opened) if opened >= 1 and doc[opened].text == "(" else None
        if company is not None and exchange.lower() in STOCK_EXCHANGES and (joined or doc[colon].text == ":"):
            tickers.setdefault(m.text.split(":")[-1], company.label)
    return [replace(m, type=ORGANIZATION, name=tickers[m.text.split(":")[-1]])
            if m.kind == "name" and m.text.split(":")[-1] in tickers else m for m in named]


def _party_forms(doc: Doc, named: list[Mention]) -> list[Mention]:
    """A party's members' noun or adjective written alone or in the plural ("Varnell Technocrat") is the one
    party of the document whose full name it forms (:func:`kg.namekeys.party_stem`: "the Varnell Technocratic
    Party", "the Dunmore Liberal Democrats"), when the tagger called it a group or it ends on a party's adjective
    ("Kestrel Conservatives"); the bare words of a name with "Party" too ("Brantwick" of "the Brantwick Party"),
    when tagged an organisation."""
    full: dict[str, set[str]] = defaultdict(set)
    for m in named:
        if m.type == ORGANIZATION and m.kind == "name" and is_party_name(m.label):
            full[party_stem(m.label)].add(m.label)
    fixed = []
    for m in named:
        stem = party_stem(m.label) if m.kind == "name" and not m.name and full else ""
        names = full.get(stem, set()) - {m.label}
        if len(names) == 1 and m.type == ORGANIZATION and _party_form(doc, m, next(iter(names))):
            m = replace(m, name=names.pop())
        fixed.append(m)
    return fixed


def _owned_parties(named: list[Mention]) -> list[Mention]:
    """A party tagged with the country owning it ("Tulsa's Progressive Party") is named without it: the
    possessive stays in the mention's span (its place is read there) but not in the party's name."""
    fixed = []
    for m in named:
        owner, _, rest = m.text.replace("’", "'").partition("'s ")
        if (m.type == ORGANIZATION and m.kind == "name" and not m.name and len(rest.split()) >= 2
                and is_party_name(rest) and (place_population(owner) or country_named(owner))):
            m = replace(m, name=rest)
        fixed.append(m)
    return fixed


def _party_form(doc: Doc, m: Mention, full: str) -> bool:
    """Whether a name may be a shorter form of party ``full`` with the same stem: a group's name, a party's
    adjective, or the full name without its "Party"; not a word that names no party ("Independent")."""
    words = fold_words(m.label)
    if not words or any(w in NOT_PARTIES for w in words) or is_party_name(m.label):
        return False
    span = doc.char_span(m.start, m.end, alignment_mode="expand")
    return (span is not None and span[-1].ent_type_ == "NORP" or party_form(m.label, full)
            or fold_words(full) == [*words, "party"])

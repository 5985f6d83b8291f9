"""Stage 4: in-document coreference, ours (no coreference model installs offline).

Groups the mentions of one document into :class:`~kg.records.Chain` records:

* name variants: a surname or first name alone ("Vale", "Tom") joins the full
  name seen in the same document, and a surname the tagger missed is found again; a
  bare word tagged as a place or organisation that is a person's surname in the
  document ("Cole") becomes that person;
* label consistency: the same surface text gets the same type throughout a document;
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
* pronouns (he/she/him/her/his) outside quotations join the nearest preceding person who is not another party
  of their own clause ("Tom Vale called him": not Tom Vale; :mod:`kg.binding`);
* nominal mentions ("the sheriff", "the union head") join the one person in the
  document that holds that title; with no holder named in the document they form a
  chain of their own, which resolution may join to the one holder in the corpus (:mod:`kg.nominals`);
* an age ("the 45-year-old") joins the one person it can stand for (:mod:`kg.agenouns`);
* a bare kind of organisation ("the firm") joins the one organisation it can stand for (:mod:`kg.orgnouns`).

Every resolved mention keeps its own span, so it remains evidence on its own.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from spacy.tokens import Doc

from kg.agenouns import add_age_nouns
from kg.binding import clause_mates, oblique_subject
from kg.descnouns import add_described
from kg.lexicon.gazetteers import country_named, place_population
from kg.lexicon.names import FIRM_NOT_UNIT, LEADER_GOVERNMENTS, ORG_NAME_ENDS, STOCK_EXCHANGES
from kg.lexicon.people import (NOT_PARTIES, PEER_SEX, PEERAGES, PLAIN_PRONOUNS, PRONOUN_GENDER, PRONOUNS,
                               WORD_GENDER)
from kg.lexicon.tables import first_names
from kg.namekeys import (firm_stems, fold, fold_words, initials, is_acronym, is_party_name,
                         is_styled_acronym, name_key, org_key, party_form, party_stem, shortens, spells,
                         without_country_code, without_peer_place)
from kg.nominals import add_nominals
from kg.orgnouns import add_org_nouns
from kg.rolenouns import add_role_nouns
from kg.records import FACILITY, ORGANIZATION, PERSON, PLACE, Chain, Mention, Sentence, chain_titles
from kg.sitetails import site_stem
from kg.untagged import owned_heads

#: Shortest first word that may stand for an organisation's whole name ("Arbor", not "BT" alone).
SHORT_ORG_MIN = 4

_QUOTES_OPEN = frozenset({'"', "“", "``"})
_QUOTES_CLOSE = frozenset({'"', "”", "''"})
#: How many sentences back a pronoun may look for its antecedent.
PRONOUN_WINDOW = 2
#: Tie-break between types voted for the same text: a person first, then a place.
_TYPE_PRIORITY = {PERSON: 3, PLACE: 2, ORGANIZATION: 1}


def _tokens(text: str) -> list[str]:
    return name_key(text).split()


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


def _consistent_types(mentions: tuple[Mention, ...]) -> list[Mention]:
    """Give each surface text one type per document; people's surnames and first names are people, but a known
    town's name the document writes as a place is no first name ("in Tulsa" beside a person "Tulsa Fire")."""
    people = [m for m in mentions if m.type == PERSON and len(_tokens(m.text)) > 1]
    towns = {" ".join(_tokens(m.text)) for m in mentions if m.type == PLACE and place_population(m.label)}
    name_parts = {_tokens(m.text)[-1] for m in people} | {_tokens(m.text)[0] for m in people} - towns
    votes: dict[str, Counter] = defaultdict(Counter)
    for m in mentions:
        votes[name_key(m.label)][m.type] += 1
    fixed = []
    for m in mentions:
        key = name_key(m.label)
        if len(key.split()) == 1 and key in name_parts:
            new_type = PERSON
        else:
            counts = votes[key]
            new_type = max(counts, key=lambda t: (counts[t], _TYPE_PRIORITY.get(t, 0), t))
        fixed.append(m if new_type == m.type else replace(m, type=new_type))
    return fixed


def _in_quote(doc: Doc) -> list[bool]:
    """For each token, whether it lies inside a quotation.

    A straight mark opens a quotation at a line's start or after a space and closes one after a word, so
    one stray mark does not turn the rest of the story into speech; a paragraph break closes any quotation
    (news opens a quote again in the next paragraph when it goes on there).
    """
    inside, flags = False, []
    for token in doc:
        if token.is_space and "\n\n" in token.text:
            inside = False
        before = doc[token.i - 1] if token.i else None
        opens = before is None or bool(before.whitespace_) or before.is_space or before.text in ("(", "[")
        if token.text in _QUOTES_OPEN and (token.text != '"' or opens):
            flags.append(inside)
            inside = True
            continue
        if token.text in _QUOTES_CLOSE:
            inside = False
        flags.append(inside)
    return flags


@dataclass(frozen=True)
class _People:
    """The full names of a document's people (in order of first mention), with their titles and sexes."""

    full: dict[str, list[str]]
    titles: dict[str, set[str]]
    sex: dict[str, str]


def _person_chain_key(m: Mention, people: _People, honorific: str) -> str:
    """Which full name a person mention belongs to (its own key if none fits).

    When several people share the name ("Tom Harlow" and his son "Danny Harlow"), an honorific's sex
    ("Mrs Harlow") and a title ("Vice President Harlow": the one who held it) decide, else the one the
    story introduced first: news writes the full name again for anyone else of the name.
    """
    parts = _tokens(m.text)
    key = " ".join(parts)
    if len(parts) > 1 or key in people.full:
        return key
    candidates = [k for k, toks in people.full.items() if parts[0] in (toks[0], toks[-1])]
    surnames = [k for k in candidates if people.full[k][-1] == parts[0]]
    candidates = surnames or candidates
    if len(candidates) > 1 and honorific:
        candidates = [k for k in candidates if people.sex[k] in ("", honorific)] or candidates
    if len(candidates) <= 1:
        return candidates[0] if candidates else key
    titled = [k for k in candidates if m.title and any(m.title in t for t in people.titles.get(k, ()))]
    return (titled or candidates)[0]


def _gender(doc: Doc, mentions: list[Mention]) -> str:
    """"f", "m" or "" (unknown, or the cues disagree) for the named mentions of one person."""
    cues = set()
    for m in mentions:
        span = doc.char_span(m.start, m.end, alignment_mode="expand")
        words = [m.text.split()[0].lower(), *m.title.split()]
        if span is not None and span.start > 0:
            words.append(doc[span.start - 1].lower_)
        cues |= {g for g in (first_names().get(words[0], ""), *(WORD_GENDER.get(w, "") for w in words)) if g}
    return cues.pop() if len(cues) == 1 else ""


def _missed_surnames(doc: Doc, named: list[Mention], doc_id: str) -> list[Mention]:
    """Surnames of people named in full that the tagger did not mark elsewhere ("Delaney's lawyer")."""
    surnames = {without_peer_place(m.text).split()[-1] for m in named if m.type == PERSON and len(m.text.split()) > 1}
    if not surnames:
        return []
    covered = {i for m in named for i in range(m.start, m.end)}
    found = []
    for token in doc:
        if token.text in surnames and token.pos_ == "PROPN" and token.idx not in covered:
            sent = token.sent
            found.append(Mention(
                doc_id=doc_id, start=token.idx, end=token.idx + len(token.text), text=token.text, type=PERSON,
                sentence=Sentence.of(doc_id, sent),
            ))
    return found


def _pronoun_mentions(doc: Doc, doc_id: str, quoted: list[bool]) -> list[Mention]:
    found = []
    for token in doc:
        if token.lower_ in PRONOUNS and not quoted[token.i]:
            found.append(Mention(
                doc_id=doc_id, start=token.idx, end=token.idx + len(token.text), text=token.text,
                type=PERSON, sentence=Sentence.of(doc_id, token.sent), kind="pronoun",
            ))
    return found


def resolve_mentions(doc: Doc, mentions: tuple[Mention, ...], *, doc_id: str) -> tuple[Chain, ...]:
    """Group one document's mentions into coreference chains.

    Args:
        doc: The parsed document.
        mentions: Its named mentions, from :func:`kg.mentions.extract_mentions`.
        doc_id: Document id.

    Returns:
        Chains in order of first mention; each chain's ``name`` is its fullest name.
    """
    named = _head_forms(_short_org_forms(_firm_forms(_ticker_forms(doc, sorted(_consistent_types(mentions))))))
    named = _site_forms(named)
    named = _party_forms(doc, _shortened_forms(_owned_parties(_country_forms(named))))
    named = sorted(named + _missed_surnames(doc, named, doc_id))
    groups = _name_groups(doc, named)
    add_nominals(doc, doc_id, groups)
    _add_pronouns(doc, doc_id, groups)
    quoted = _in_quote(doc)
    add_age_nouns(doc, doc_id, groups, quoted)
    add_org_nouns(doc, doc_id, groups, quoted)
    add_role_nouns(doc, doc_id, groups, quoted)
    add_described(doc, doc_id, groups, quoted)
    chains = []
    for (etype, _), ms in groups.items():
        ms.sort()
        names = [m for m in ms if m.kind in ("name", "implied")] or ms
        best = max(names, key=lambda m: (_given_full_name(m), len(_tokens(m.label)), -m.start))
        chains.append(Chain(doc_id=doc_id, name=best.label, type=etype, mentions=tuple(ms), titles=chain_titles(ms)))
    return tuple(sorted(chains, key=lambda c: c.mentions[0].start))


#: Mentions grouped by (type, key): a person's key is the full name it belongs to.
Groups = dict[tuple[str, str], list[Mention]]


def _name_groups(doc: Doc, named: list[Mention]) -> Groups:
    """Group named mentions: people by the full name a part of it belongs to, the rest by name."""
    full = {" ".join(_tokens(m.text)): _tokens(m.text) for m in named
            if m.type == PERSON and len(_tokens(m.text)) > 1}
    titles: dict[str, set[str]] = {}
    for m in named:
        if m.type == PERSON and m.title and len(_tokens(m.text)) > 1:
            titles.setdefault(" ".join(_tokens(m.text)), set()).add(m.title)
    people = _People(full, titles, {k: first_names().get(toks[0], "") for k, toks in full.items()})
    holders = _peer_holders(people)
    groups: Groups = {}
    for m in named:
        key = _person_chain_key(m, people, _honorific(doc, m)) if m.type == PERSON else name_key(m.label)
        key = holders.get(key, key) if m.type == PERSON else key
        groups.setdefault((m.type, key), []).append(m)
    return groups


def _peer_holders(people: _People) -> dict[str, str]:
    """A peer named by the peerage and a surname ("Lord Vale", "Lord Vale of Dunmore") is the one person of the
    document named in full with that surname and a first name of the peerage's sex or of none known ("Tom Vale"):
    news names a peer both ways. Returns the peer's key -> the full name's key."""
    holders = {}
    for key in people.full:
        words = without_peer_place(key).split()
        sex = PEER_SEX.get(words[0]) if len(words) == 2 else None
        named = [k for k, toks in people.full.items()
                 if toks[-1] == words[-1] and toks[0] not in PEERAGES and people.sex[k] in ("", sex)]
        if sex and len(named) == 1:
            holders[key] = named[0]
    return holders


def _given_full_name(m: Mention) -> bool:
    """Whether a person's mention names them in full with a given name, which labels a chain before a peer's
    name ("Tom Vale", not "Lord Vale of Dunmore": the peerage would key the person apart in other documents)."""
    words = _tokens(m.label)
    return m.type == PERSON and len(words) > 1 and words[0] not in PEERAGES


def _honorific(doc: Doc, m: Mention) -> str:
    """The sex the word just before a mention gives ("Mrs Harlow", "actress Harlow": "f"), or ``""``."""
    span = doc.char_span(m.start, m.end, alignment_mode="expand")
    if span is None or span.start == 0:
        return ""
    return WORD_GENDER.get(doc[span.start - 1].lower_, "")


def _add_pronouns(doc: Doc, doc_id: str, groups: Groups) -> None:
    """Add each pronoun outside quotations to the nearest preceding named person of a compatible gender named
    outside them within a few sentences of the name or, the person's sex known, of a pronoun already joined to
    it, no other such name between ("Tom Vale ... He ... he ... he became": a story goes on about one person by
    pronouns; a name quoted is seldom who the story goes on about: '"I met Ann Cole," he said'); a name that only
    hangs on its clause by prepositions yields to the clause's subject in the sentences after it ("He took office
    after the resignation of Ben Hart. Tom Vale called him": not Hart; :func:`kg.binding.oblique_subject`)."""
    quoted = _in_quote(doc)
    said = {t.idx for t, inside in zip(doc, quoted) if inside}
    person_keys = {key for (etype, key) in groups if etype == PERSON}
    persons = sorted(m for (etype, _), ms in groups.items() if etype == PERSON for m in ms)
    key_of = {m: key for (etype, key), ms in groups.items() for m in ms if etype == PERSON}
    gender = {key: _gender(doc, [m for m in groups[(PERSON, key)] if m.kind == "name"]) for key in person_keys}
    sent_starts = [s.start_char for s in doc.sents]
    token_at = {t.idx: t for t in doc}
    last_joined: dict[str, int] = {}
    joined = {(m.start, m.end): key for m, key in key_of.items()}  # each name's and joined pronoun's person
    for pronoun in _pronoun_mentions(doc, doc_id, quoted):
        wanted = PRONOUN_GENDER[pronoun.text.lower()]
        # "Tom Vale called him a giant": not the other parties of its clause
        plain = pronoun.text.lower() in PLAIN_PRONOUNS
        mates = {t.idx for t in clause_mates(token_at[pronoun.start])} if plain else set()
        others = {key_of[m] for m in persons if m.kind == "name" and any(m.start <= i < m.end for i in mates)}
        before = [m for m in persons if m.end <= pronoun.start and m.kind == "name" and m.start not in said
                  and gender.get(key_of[m], "") in ("", wanted) and key_of[m] not in others]
        if not before:
            continue
        antecedent, key = before[-1], key_of[before[-1]]
        subject = oblique_subject(doc.char_span(antecedent.start, antecedent.end, alignment_mode="expand").root)
        key = next((k for (a, b), k in joined.items() if subject is not None and a <= subject.idx < b
                    and gender.get(k) == wanted and k not in others and antecedent.sentence != pronoun.sentence), key)
        carried = last_joined.get(key, -1) if gender.get(key) == wanted else -1
        anchor = max(antecedent.start, carried)  # a pronoun carries on from one before it of a person's known sex
        gap = sum(1 for s in sent_starts if anchor < s <= pronoun.start)
        if gap <= PRONOUN_WINDOW and key in person_keys:
            groups[(PERSON, key)].append(pronoun)
            last_joined[key], joined[(pronoun.start, pronoun.end)] = pronoun.start, key

"""Stage 4: in-document coreference, ours (no coreference model installs offline).

Groups the mentions of one document into :class:`~kg.records.Chain` records:

* name variants: a surname or first name alone ("Vale", "Tom") joins the full
  name seen in the same document, and a surname the tagger missed is found again; a
  bare word tagged as a place or organisation that is a person's surname in the
  document ("Cole") becomes that person;
* label consistency: the same surface text gets the same type throughout a document;
* short forms of an organisation's or a party's name (an acronym, a first word, a site's or a party's
  bare words, a ticker) join the one full name of the document they fit (:mod:`kg.shortforms`);
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

from collections import Counter, defaultdict
from dataclasses import dataclass, replace

from spacy.tokens import Doc

from kg.agenouns import add_age_nouns
from kg.binding import clause_mates, oblique_subject
from kg.descnouns import add_described
from kg.lexicon.gazetteers import place_population
from kg.lexicon.people import PEER_SEX, PEERAGES, PLAIN_PRONOUNS, PRONOUN_GENDER, PRONOUNS, WORD_GENDER
from kg.lexicon.tables import first_names
from kg.namekeys import name_key, without_peer_place
from kg.nominals import add_nominals
from kg.orgnouns import add_org_nouns
from kg.rolenouns import add_role_nouns
from kg.records import ORGANIZATION, PERSON, PLACE, Chain, Mention, Sentence, chain_titles
from kg.shortforms import short_forms

_QUOTES_OPEN = frozenset({'"', "“", "``"})
_QUOTES_CLOSE = frozenset({'"', "”", "''"})
#: How many sentences back a pronoun may look for its antecedent.
PRONOUN_WINDOW = 2
#: Tie-break between types voted for the same text: a person first, then a place.
_TYPE_PRIORITY = {PERSON: 3, PLACE: 2, ORGANIZATION: 1}


def _tokens(text: str) -> list[str]:
    return name_key(text).split()


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
    named = short_forms(doc, sorted(_consistent_types(mentions)))
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

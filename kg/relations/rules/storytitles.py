"""Titles held where the story says: a company title named with no organisation of its own is held in the
organisation its sentence names, or in the one the story is about; a minister's likewise in the country."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator

from spacy.tokens import Doc

from kg.lexicon.names import REORDERED_HEADS
from kg.lexicon.people import (COMPANY_TITLES, FOREIGN_PORTFOLIOS, MINISTER_TITLES, OFFICE_TITLES, SHADOW_ROLE,
                               TENURE_WORDS, TITLE_ORGANISATIONS)
from kg.records import ORGANIZATION, PERSON, PLACE, Chain, Mention, Relation, Sentence
from kg.relations.rules.posts import is_country, title_predicate
from kg.relations.rules.syntax import MentionIndex
from kg.relations.titles import is_title, role_status, title_words

#: Mentions by name of the organisation a story is about, at the fewest.
STORY_COMPANY_MENTIONS = 2


def story_company_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Chief executive Tom Vale added: ...': a company title named with no organisation of its own is held
    in the one organisation its sentence names ("Norbank shares fell after finance director Tom Vale quit"),
    or, in a sentence naming none, in the organisation the story is about (:func:`_story_body`), once the story
    has named it."""
    orgs: dict[Sentence, set[Chain]] = defaultdict(set)  # sentence -> the organisations (not parties) it names
    for o in ix.chain_of:
        if ix.type(o) == ORGANIZATION and o.kind == "name" and not ix.is_party(o) and not _in_description(o, ix):
            orgs[o.sentence].add(ix.chain_of[o])
    story = _story_body(ix)
    for m in ix.mentions():
        if ix.type(m) != PERSON or not m.titled:
            yield from _set_off_title(m, orgs, story, ix)
            continue
        here = orgs.get(m.sentence, set())
        status, title = role_status(m.title.split())
        office = _story_office(title, m, ix)
        company, rule = ((office, "story_office_title") if office else
                         (next(iter(here)), "sentence_company_title") if len(here) == 1 else
                         (story, "story_company_title") if not here and story and story.mentions[0].start < m.start
                         else (None, ""))
        if company is None or title not in COMPANY_TITLES and not office:
            continue
        span = doc.char_span(m.end - len(m.titled), m.end - len(m.text), alignment_mode="expand")
        if span is None or not len(span) or _own_body(doc, span.start, ix):
            continue
        org = Mention(m.doc_id, span.start_char, span.end_char, span.text, ORGANIZATION, m.sentence,
                      kind="implied", name=company.name)
        rel = ix.relation(m, title_predicate(title), org, rule, status=status, title=title)
        if rel:
            yield rel


def _set_off_title(person: Mention, orgs: dict[Sentence, set[Chain]], story: Chain | None,
                   ix: MentionIndex) -> Iterator[Relation]:
    """'"We are pleased," said Tom Vale, chief executive.': a company title set off after a name, with no
    organisation, possessor or phrase of its own, is held like one before it (:func:`story_company_title`): in the
    one organisation its sentence names, or in the one the story is about once the story has named it."""
    span = ix.doc.char_span(person.start, person.end, alignment_mode="expand")
    if person.kind != "name" or ix.type(person) != PERSON or span is None:
        return
    here = orgs.get(person.sentence, set())
    company, rule = ((next(iter(here)), "sentence_company_title") if len(here) == 1 else
                     (story, "story_company_title") if not here and story and story.mentions[0].start < person.start
                     else (None, ""))
    if company is None:
        return
    for role in (c for c in span.root.children if c.dep_ == "appos" and c.pos_ == "NOUN" and is_title(c)):
        words = list(role.subtree)
        if any(ix.at(t) or t.pos_ == "PROPN" or t.dep_ in ("poss", "prep", "relcl", "acl") or t.lower_ in ("a", "an")
               for t in words if t != role):
            continue  # "X, chief executive of Safcom", "X, its chairman": read where named; "X, a chairman": any
        status, title = role_status(title_words(role, keep_status=True).split())
        if title not in COMPANY_TITLES:
            continue
        body = ix.doc[words[0].i:role.i + 1]
        org = Mention(person.doc_id, body.start_char, body.end_char, body.text, ORGANIZATION, person.sentence,
                      kind="implied", name=company.name)
        rel = ix.relation(person, title_predicate(title), org, rule, status=status, title=title)
        if rel:
            yield rel


def shared_possessor(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the resignation of its chairman, Tom Vale, and production chief Ben Hart': a name joined to one set off
    after an organisation's possessed title, with a title of its own before it and no body of its own, holds that
    title in the same organisation (the possessor, or the antecedent of "its"); not "Norbank's chairman, Tom
    Vale, and Safcom chief Ben Hart", nor the titles of a person's staff ("Ann Cole's agent, X, and manager Y")."""
    for token in (t for t in doc if t.dep_ == "appos"):
        owner = next((ix.at(c) for c in token.head.children if c.dep_ == "poss" and ix.at(c)), None)
        if owner is None or ix.type(owner) != ORGANIZATION or ix.is_party(owner):
            continue
        name = ix.at(token)
        name = name and doc.char_span(name.start, name.end, alignment_mode="expand")
        # the words after the name, not the parse, which may hang the second name anywhere in its clause
        start = None if name is None else name.end + 2 if doc[name.end:name.end + 2].text == ", and" else (
            name.end + 1 if doc[name.end:name.end + 1].text == "and" else None)
        if start is None or start >= len(doc):
            continue
        other = next((m for m in ix.mentions() if m.start > doc[start].idx), None)
        span = other and doc.char_span(doc[start].idx, other.start, alignment_mode="expand")
        if (span is None or other.kind != "name" or ix.type(other) != PERSON or not len(span)
                or not all(t.is_lower and t.is_alpha for t in span) or not is_title(span[-1])):
            continue  # "and Safcom chief Y", "and Labour MP Y": a body of its own
        status, title = role_status(title_words(span[-1], keep_status=True).split())  # "production chief"
        if not title or title.split()[-1] in OFFICE_TITLES | MINISTER_TITLES | {"leader"}:
            continue  # "and prime minister Ann Cole", "and opposition leader Ann Cole": a public post of their own
        rel = ix.relation(other, title_predicate(title), owner, "shared_possessor", status=status, title=title)
        if rel:
            yield rel


def story_department_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Education secretary Tom Vale ... The Department for Education said': a minister or secretary of a
    portfolio, with no body of their own, serves the one department or ministry the story names whose name holds
    every word of the portfolio; not a shadow's (the opposition's), whose title names no department of theirs."""
    departments = {ix.chain_of[o] for o in ix.chain_of if ix.type(o) == ORGANIZATION and o.kind == "name"
                   and o.label.split()[0].lower() in REORDERED_HEADS}
    for m in ix.mentions():
        name = doc.char_span(m.start, m.end, alignment_mode="expand")
        if ix.type(m) != PERSON or not m.titled or not departments or name is None or not name.start:
            continue
        role = doc[name.start - 1]  # the title's head, whose words the parser hangs on it: "education secretary"
        words = title_words(role, keep_status=True).split()
        status, title = role_status(words)
        *portfolio, head = [w for w in title.split() if w not in TENURE_WORDS] or [""]
        first = role.i - len(words) + 1
        before = doc[first - 1] if first > 0 else None
        if (head not in OFFICE_TITLES or not portfolio or SHADOW_ROLE.intersection(portfolio) or first < 0
                or any(ix.at(t) for t in doc[first:role.i + 1])
                or before is not None and (ix.at(before) or before.tag_ in ("POS", "NNP", "PRP$"))):
            continue  # "Kenya's health minister X", "Tory health secretary X", "his health minister": one of theirs
        found = [d for d in departments if set(portfolio) <= set(d.name.lower().split())]
        if len(found) == 1:
            org = next(o for o in found[0].mentions if o.kind == "name")
            rel = ix.relation(m, title_predicate(title), org, "story_department_title", status=status, title=title)
            if rel:
                yield rel


def _in_description(org: Mention, ix: MentionIndex) -> bool:
    """Whether an organisation is named in a clause or an apposition describing a person ("Chief executive Tom
    Vale, a former official in the Kestrel administration, quit"): the person's past, not the sentence's company."""
    for token in ix.root(org).ancestors:
        if token.dep_ in ("appos", "relcl", "acl") and ix.at(token.head) and ix.type(ix.at(token.head)) == PERSON:
            return True
    return False


def _story_body(ix: MentionIndex) -> Chain | None:
    """The organisation the story is about: the one it names most, counting "the firm" or "the club" that stands
    for it (:mod:`kg.orgnouns`) when a name of it is a noun (not "Anglo-Kenyan" of "the Anglo-Kenyan group", a
    description that "the group" then stands for), twice at least and at least twice as often as any other; no
    party."""
    counts = Counter()
    for chain in set(ix.chain_of.values()):
        if chain.type == ORGANIZATION:
            names = [m for m in chain.mentions if m.kind == "name"]
            noun = any(ix.root(m).pos_ in ("PROPN", "NOUN") for m in names)
            counts[chain] = len(names) + noun * sum(m.kind == "nominal" for m in chain.mentions)
    ranked = counts.most_common(2)
    if ranked and ranked[0][1] >= STORY_COMPANY_MENTIONS and (len(ranked) == 1 or ranked[1][1] * 2 <= ranked[0][1]):
        return None if ix.is_party(ranked[0][0].mentions[0]) else ranked[0][0]  # a party holds no company post
    return None


def _story_office(title: str, person: Mention, ix: MentionIndex) -> Chain | None:
    """The one office of the kind a title implies that the story names before its holder: "The Dunmore Police
    Department said ... Police Chief Tom Vale added" (the chief leads it), "Sheriff Ann Cole" and a county's
    "Sheriff's Office"."""
    template = TITLE_ORGANISATIONS.get(title, "")
    kind = template.removeprefix("{}").lower()  # " police department", or " police" alone ("Dunmore police")
    words = ix.doc.char_span(person.end - len(person.titled), person.end, alignment_mode="expand")
    if not template.startswith("{}") or words is None or ix.at(words[0]) or words.start and ix.at(words[0].nbor(-1)):
        return None  # "Dunmore Police Chief X" names its office itself: title_np reads it
    found = {chain for o, chain in ix.chain_of.items() if o.kind == "name" and o.end <= words.start_char
             and ix.type(o) == ORGANIZATION and o.text.lower().endswith((kind, kind.rsplit(" ", 1)[0]))}
    return found.pop() if len(found) == 1 else None


def _own_body(doc: Doc, start: int, ix: MentionIndex) -> bool:
    """Whether the word before a title names a body of its own ("Tory chairman X", "Kestrel Party chairman X"):
    the title is held there (``title_np`` reads it), not in the company of the sentence or the story."""
    before = doc[start - 1] if start > 0 else None
    named = ix.at(before)
    return before is not None and (ix.type(named) != PLACE if named else before.pos_ == "PROPN")


def story_country_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Kenya may lose $1bn, said tourism minister Tom Vale': a minister named with no
    country or body of their own serves the one country their sentence names as other than a
    preposition's object (not "Minister Tom Vale flew to Kenya"), or, in a sentence naming no country, the
    country the story names most (twice and at least twice as often as any other), once the story has named it.
    A foreign minister speaks of other countries: none is guessed for them."""
    countries = [m for m in ix.chain_of if m.kind == "name" and ix.type(m) == PLACE and is_country(m)]
    by_sentence: dict[Sentence, list[Mention]] = defaultdict(list)
    for c in countries:
        by_sentence[c.sentence].append(c)
    story = _story_country(countries, ix)
    for m in ix.mentions():
        if ix.type(m) != PERSON or not m.titled:
            continue
        status, title = role_status(m.title.split())
        words = title.lower().split()
        if not words or words[-1] not in MINISTER_TITLES or FOREIGN_PORTFOLIOS.intersection(words):
            continue
        span = doc.char_span(m.end - len(m.titled), m.end - len(m.text), alignment_mode="expand")
        if span is None or not len(span) or span.start and (ix.at(doc[span.start - 1]) or doc[span.start - 1].tag_
                                                            in ("POS", "NNP", "PRP$")):
            continue  # "Kenya's finance minister X", "Tory minister X", "his minister": a body of its own
        here = by_sentence.get(m.sentence, [])
        free = {ix.chain_of[c] for c in here if ix.root(c).dep_ != "pobj"}
        if here:
            country, rule = (here[0], "sentence_country_title") if len(free) == 1 and len(
                {ix.chain_of[c] for c in here}) == 1 else (None, "")
        elif story is not None and story.mentions[0].start < m.start:
            country = Mention(m.doc_id, span.start_char, span.end_char, span.text, PLACE, m.sentence,
                              kind="implied", name=story.name)
            rule = "story_country_title"
        else:
            country = None
        rel = ix.relation(m, title_predicate(title), country, rule, status=status, title=title) if country else None
        if rel:
            yield rel


def _story_country(countries: list[Mention], ix: MentionIndex) -> Chain | None:
    """The country a story names most by name: twice at least, and at least twice as often as any other."""
    ranked = Counter(ix.chain_of[c] for c in countries).most_common(2)
    if ranked and ranked[0][1] >= STORY_COMPANY_MENTIONS and (len(ranked) == 1 or ranked[1][1] * 2 <= ranked[0][1]):
        return ranked[0][0]
    return None

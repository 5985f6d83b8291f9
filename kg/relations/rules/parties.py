"""Rules for parties: who belongs to or leads a party named by its name or by its initial."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import is_demonym, place_population
from kg.lexicon.grammar import EXAMPLE_PREPS
from kg.lexicon.names import POSSESSIVE
from kg.lexicon.people import (HONORIFICS, MEMBER_TITLES, NOT_PARTIES, PARTY_ADJECTIVES, PARTY_LEADER_TITLES,
                               PARTY_ROLES, SHADOW_ROLE)
from kg.lexicon.tables import us_state
from kg.namekeys import party_stem
from kg.records import CURRENT, ORGANIZATION, PERSON, Mention, Relation
from kg.relations.rules.posts import party_named
from kg.relations.rules.syntax import MentionIndex, conjuncts
from kg.relations.titles import role_status, status_before, status_of_role
from kg.spans import is_name_word, read_as_adjective
from kg.titlewords import is_title_word

#: Titles held only in a party or a legislature: an untagged name before them is a party's ("Labour MP").
_PARTY_ONLY_ROLES = MEMBER_TITLES | {"leader"}
#: Titles a party's name before them makes a party's post ("Tory frontbencher", "Labour's health spokesman").
_PARTY_ROLE_HEADS = _PARTY_ONLY_ROLES | PARTY_ROLES


def party_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Labour MP X', 'Tory leader X' -> memberOf (a leader leads) the party named before a title held
    only in a party or a legislature, or before a shadow post ("Conservative shadow culture secretary X"),
    where the tagger tagged nothing: a proper noun ("Labour"), with
    the capitalised words before it, that names no nationality ("Scottish MP"), faith or region. (A
    party the tagger tagged as a group is a mention of its own, which ``title_np`` reads.)"""
    for m in ix.mentions():
        if not m.titled or ix.type(m) != PERSON:
            continue
        status, title = role_status(m.title.split())
        end = ix.titled_start(m)
        if title and title.split()[-1] not in _PARTY_ONLY_ROLES:
            end = _shadow_start(doc, end, ix) if title.split()[-1] in PARTY_ROLES else None
        if title and end is not None:
            yield from _party_member(m, title, status, doc, end, ix)
    for m in ix.mentions():  # "X, the former Labour MP,"
        for role in _appositions(m, doc) if ix.type(m) == PERSON else ():
            if role.lower_ in _PARTY_ONLY_ROLES:
                yield from _party_member(m, role.lower_, status_of_role(role), doc, role.i, ix)


def _shadow_start(doc: Doc, end: int, ix: MentionIndex) -> int | None:
    """Where a shadow post opens before a title's first token ``end``, over at most three words of its portfolio
    ("Conservative shadow culture secretary X"): only a party's member holds one; None if no "shadow" opens it."""
    for i in range(end - 1, max(end - 5, -1), -1):
        if ix.at(doc[i]) is not None or not doc[i].is_alpha:
            return None
        if doc[i].lower_ in SHADOW_ROLE:
            return i
    return None


def _span(doc: Doc, m: Mention) -> Span:
    return doc.char_span(m.start, m.end, alignment_mode="expand")


def _appositions(m: Mention, doc: Doc) -> list[Token]:
    span = doc.char_span(m.start, m.end, alignment_mode="expand")
    return [c for c in span.root.children if c.dep_ == "appos"] if span is not None else []


def _party_member(m: Mention, title: str, status: str, doc: Doc, end: int, ix: MentionIndex) -> Iterator[Relation]:
    """The membership (a leader's lead) of the party named by the untagged words right before token ``end``,
    the title's first word."""
    start = end
    while start > 0 and ix.at(doc[start - 1]) is None and _party_word(doc[start - 1], first=start == end):
        start -= 1
    party = doc[start:end]
    if not party or any(t.lower_ in NOT_PARTIES or is_demonym(t.text) and t.lower_ not in PARTY_ADJECTIVES
                        for t in party) or is_demonym(party.text) and party.text.lower() not in PARTY_ADJECTIVES:
        return
    status = status_before(doc, start, status)  # "former Tory leader X", "Ex-Labour MP X"
    mention = Mention(m.doc_id, party.start_char, party.end_char, party.text, ORGANIZATION, m.sentence)
    predicate = "leads" if title in PARTY_LEADER_TITLES else "memberOf"
    rel = ix.relation(m, predicate, mention, "party_title", status=status, title=title)
    if rel:
        yield rel


def party_name(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Liberal Democrat Tom Vale', 'Tory Ann Cole' -> memberOf: a party named right before a person's name, with
    or without a possessive; a party's plural noun before a list of names, or with the list in apposition, has each
    name as a member ("Democrats Tom Vale and Ann Cole", "two Tories, Tom Vale and Ann Cole,"); a singular one only
    the name it premodifies ("Tory Tom Vale and Ann Cole": Ann Cole's party is not told)."""
    for m in ix.mentions():
        if m.kind != "name" or ix.type(m) != PERSON:
            continue
        i = ix.first_token(m) - 1
        if i >= 0 and doc[i].lower_ in POSSESSIVE:
            i -= 1
        party = ix.at(doc[i]) if i >= 0 else None
        # (a party's word alone before the name, whatever the tagger called it: "Tory Ann Cole")
        if party is not None and party is not m and party_named(party, ix):
            plural = doc[i].tag_ in ("NNS", "NNPS") and doc[i + 1].lower_ not in POSSESSIVE
            for person in _listed_people(ix.root(m), ix) if plural else [m]:
                rel = ix.relation(person, "memberOf", party, "party_name")
                if rel:
                    yield rel
    for m in ix.mentions():  # "Two Democrats, Tom Vale and Ann Cole, voted"
        token = ix.root(m)
        if token.tag_ not in ("NNS", "NNPS") or not party_named(m, ix):
            continue
        for name in (c for c in token.children if c.dep_ == "appos" and c.i > token.i and doc[token.i + 1].text == ","):
            for person in _listed_people(name, ix):
                rel = ix.relation(person, "memberOf", m, "party_name")
                if rel:
                    yield rel


def _listed_people(token: Token, ix: MentionIndex) -> list[Mention]:
    """The people a name's token and the names joined to it write ("Tom Vale, Ann Cole and Ben Hart": the parser
    hangs the later names on the earlier ones by conjunction or apposition); the walk stops at a word that is no
    person's name ("Tom Vale, a lawyer, and ...") and at a name with words of its own before it, but a title
    or an honorific ("Labour's Ann Cole", "Tory Ben Hart", "Tory Senator Ben Hart": another party's member)."""
    people, stack = [], [token]
    while stack:
        person = ix.at(stack.pop())
        if person is None or person.kind != "name" or ix.type(person) != PERSON or person in people:
            continue
        before = ix.titled_start(person) - 1
        while people and before > 0 and (ix.doc[before].lower_ in HONORIFICS or is_title_word(ix.doc[before])):
            before -= 1
        if people and ix.doc[before].lower_ not in (",", "and", "or"):
            continue
        people.append(person)
        stack += [c for c in ix.root(person).children if c.dep_ in ("conj", "appos")]
    return people


def party_apposition(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Ann Cole, Tory shadow work and pensions secretary, said', 'Tom Vale, Labour's health spokesman, said' ->
    memberOf (a leader leads) the party that opens the words set off by commas after a person's name, when they
    end on a title held in a party; read on the words, as the parser often makes no apposition of them."""
    for m in ix.mentions():
        end = _span(doc, m).end if ix.type(m) == PERSON else 0
        if not 0 < end < len(doc) - 2 or doc[end].text != ",":
            continue
        start = end + 1 + (doc[end + 1].lower_ in ("the", "a", "former"))
        party = ix.at(doc[start]) if start < len(doc) else None
        if party is None or party is m or not ix.is_party(party):
            continue
        words = [t for t in doc[_span(doc, party).end:] if t.lower_ not in POSSESSIVE]
        head = next((i for i, t in enumerate(words) if not t.is_alpha or t.lower_ in ("for", "of")), len(words)) - 1
        if (not 0 <= head < len(words) - 1 or words[head].lower_ not in _PARTY_ROLE_HEADS
                or words[head + 1].text not in (",", ".", "for")
                or any(t.ent_type_ or ix.at(t) for t in words[:head + 1])):
            continue
        status = status_before(doc, start, CURRENT)
        predicate = "leads" if words[head].lower_ in PARTY_LEADER_TITLES else "memberOf"
        rel = ix.relation(m, predicate, party, "party_apposition", status=status, title=words[head].lower_)
        if rel:
            yield rel


def party_bracket(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Ann Cole (Tory) said', 'Tom Vale (Labour, Leeds North)' -> memberOf: a party named first in brackets right
    after a person's name."""
    for m in ix.mentions():
        end = _span(doc, m).end if ix.type(m) == PERSON else 0
        party = ix.at(doc[end + 1]) if 0 < end < len(doc) - 2 and doc[end].text == "(" else None
        if party is None or party is m or not party_named(party, ix):
            continue
        after = _span(doc, party).end
        if after < len(doc) and doc[after].text in (")", ","):
            rel = ix.relation(m, "memberOf", party, "party_bracket")
            if rel:
                yield rel


def party_examples(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'House Kestrels, including Tom Vale,', 'Kestrels like Tom Vale', 'Kestrels such as Ann Cole and Ben Hart'
    -> memberOf: the people a party's name gives as examples of its members."""
    for token in doc:
        party = ix.at(token)
        if party is None or ix.root(party) != token or not ix.is_party(party):
            continue
        for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ in EXAMPLE_PREPS):
            people = [ix.at(o) for p in prep.children if p.dep_ == "pobj" for o in conjuncts(p)]
            for person in (m for m in people if m is not None and ix.type(m) == PERSON):
                rel = ix.relation(person, "memberOf", party, "party_examples")
                if rel:
                    yield rel


def _party_word(token: Token, *, first: bool) -> bool:
    """Whether an untagged word may be part of a party's name before a title: a proper noun
    ("Labour", even read as an adjective) or a party's adjective ("Conservative"); before one, a
    capitalised adjective or noun too. "Shadow" is the title's."""
    if token.ent_type_ or is_title_word(token) or token.lower_ in SHADOW_ROLE:
        return False
    return (token.is_title and (token.pos_ == "PROPN" or read_as_adjective(token) or token.lower_ in PARTY_ADJECTIVES)
            or not first and is_name_word(token))


def party_tag(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Sen. Tom Vale, R-Iowa', 'Rep. Ann Cole (D-Kan.)', 'Gov. Ben Hart (G)', 'Sen. Ann Cole, Tory-Iowa,' ->
    memberOf the party the document names whose name starts with the letter, or whose stem is the word's (see
    :func:`kg.namekeys.party_stem`), when it names exactly one such party (see :func:`_one_party`): the letter is
    the party's initial, read like an acronym against the parties of the story, never against a table of
    parties; a word is read only before a hyphen and a place, the seat's."""
    parties: dict[str, set[str]] = {}
    for m, chain in ix.chain_of.items():
        if m.kind == "name" and ix.is_party(m):
            parties.setdefault(chain.name[:1].upper(), set()).add(chain.name)
            parties.setdefault(party_stem(chain.name), set()).add(chain.name)
    for token in doc[2:-1] if parties else ():
        word, before = token.text, doc[token.i - 1]
        after = doc[token.i + 1].text  # "R-Iowa", or the letter alone in brackets: "(G)"
        letter = len(word) == 1 and word.isupper()
        if letter:
            if not (after == "-" and before.text == "," or before.text == "(" and after in ("-", ")")):
                continue
        elif not (token.is_title and after == "-" and before.text in (",", "(") and token.i + 2 < len(doc)
                  and _is_place_word(doc[token.i + 2].text)):
            continue
        person = ix.at(doc[token.i - 2])
        name = _one_party(parties.get(word if letter else party_stem(word), set()))
        if person is None or ix.type(person) != PERSON or name is None:
            continue
        party = Mention(person.doc_id, token.idx, token.idx + len(word), word, ORGANIZATION, person.sentence,
                        kind="implied", name=name)
        rel = ix.relation(person, "memberOf", party, "party_tag")
        if rel:
            yield rel


def _is_place_word(word: str) -> bool:
    """Whether a word names a state or a known place ("Iowa", "Kan.", "Leeds"): a seat after a party's word."""
    return bool(us_state(word)) or place_population(word) > 0


def _one_party(names: set[str]) -> str | None:
    """The one party that the names of a letter's party chains name, by its fullest name, or None: names of one
    party stem (:func:`kg.namekeys.party_stem`) name one party ("Varnellists", "the Varnellist Party"), which the
    document may not have joined; "Labour" and "Liberal Democrats" are two."""
    if not names or len({party_stem(n) for n in names}) != 1:
        return None
    return max(sorted(names), key=len)

"""Rules for a name's prepositions: whom a person works for, where a person lives or an organisation is
based, read from "of", "at", "from" and "in" after the name ("Tom Vale of Norbank", "Ann Cole, 50, of Leeds")."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from kg.relations.titles import role_status
from spacy.tokens import Doc, Token

from kg.lexicon.grammar import EACH_WORDS, FORMERLY_WORDS, REPORTING
from kg.lexicon.names import BODY_PART_HEADS, UNIT_NOUNS
from kg.records import CURRENT, FORMER, ORGANIZATION, PERSON, PLACE, Mention, Relation
from kg.relations.rules.posts import country_or_state, org_title_predicate, place_roles
from kg.relations.rules.syntax import (MentionIndex, conjuncts, copula_subjects, is_branch, is_scope, parent_orgs,
                                      possessors, where_predicate)


def entity_of(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """Prepositions on a name: 'Tom Vale of Norbank', 'X from Acme' -> employedBy ('of the Kestrel Party' ->
    memberOf); 'Brian Michaud of
    Millinocket', 'Marie Ferraro, 50, of Bethany', 'a Tory from Leeds' -> livesIn;
    'Norbank Trust Co. of Leeds' -> basedIn; "Norway's Duke of Tulsa" -> livesIn. For every name of a list:
    "Ann Cole, Ben Hart and Tom Vale of Norbank" (see :func:`_list_mates`), "X and Y, both of Tulsa". (46 lines: one
    walk over each name's prepositions, whoever of a list they fall to; split, the loop's seven values pass around.)"""
    for token in doc:
        subject = ix.at(token)
        if subject is None or token.dep_ == "compound" or ix.type(subject) not in (PERSON, ORGANIZATION):
            continue
        member = _member_of_group(token, ix) if ix.type(subject) == ORGANIZATION else None
        if member is not None:  # "X, a Tory (from Leeds)": X belongs to the party, and is from there
            rel = ix.relation(member, "memberOf", subject, "entity_of")
            if rel:
                yield rel
            subject = member
        # "Name, 50, of Town": the preposition may hang on the age; "X and Y, both of Norbank": on "both", and
        # holds for each name
        each = [c for c in token.children if c.dep_ == "appos" and c.lower_ in EACH_WORDS]
        holders = [token, *(c for c in token.children if c.dep_ == "appos" and c.like_num), *each]
        for child in (*(c for h in holders for c in h.children), *_set_off_prep(token, holders)):
            if child.dep_ == "prep" and child.lower_ in ("of", "at", "from", "in"):
                pobjs = [p for p in child.children if p.dep_ == "pobj"]
                if ix.type(subject) == ORGANIZATION and (any(p.conjuncts for p in pobjs) or is_branch(doc, subject)):
                    continue  # "DTT in Kenya, Ghana and Norway", "a Walmart in Leeds": not where it is based
                objects = [ix.at(o) or _unit_of(o, ix) for p in pobjs for o in conjuncts(p)]
                if ix.type(subject) == PERSON:  # "X from the Kestrel Group at Leeds University" works at both
                    objects += [m for p in pobjs if ix.at(p) for m in parent_orgs(p, ix)]
                status = FORMER if any(c.lower_ in FORMERLY_WORDS for c in child.children) else CURRENT
                if later := _later_holders(token, child, ix):
                    for holder in later:
                        yield from _prepositional(holder, child.lower_, [o for o in objects if o], ix, status=status)
                    continue
                yield from _prepositional(subject, child.lower_, [o for o in objects if o], ix, status=status)
                bodies = [o for o in objects if o and ix.type(o) == ORGANIZATION and child.lower_ != "in"]
                for mate in _list_mates(token, ix) if bodies and child.head.i == token.i else ():
                    yield from _prepositional(mate, child.lower_, bodies, ix, status=status)
                for mate in (ix.at(c) for c in token.conjuncts if each and child.head.i == each[0].i):
                    if mate is not None and ix.type(mate) == ix.type(subject):
                        yield from _prepositional(mate, child.lower_, [o for o in objects if o], ix, status=status)
            elif (child.dep_ == "poss" and ix.at(child) and ix.type(ix.at(child)) == PLACE
                  and ix.type(subject) == PERSON and country_or_state(ix.at(child))):
                rel = ix.relation(subject, "livesIn", ix.at(child), "entity_of")
                if rel:
                    yield rel


def _list_mates(last: Token, ix: MentionIndex) -> list[Mention]:
    """The other people of a run of three or more names whose last one an organisation follows ("Ann Cole, Ben
    Hart and Tom Vale of Norbank": all three work there), none of them with words of their own ("Ann Cole, a
    lawyer, Ben Hart of Safcom and Tom Vale of Norbank"); the run starts after the last name that has them ("Ann
    Cole of Safcom, Ben Hart, Carl Mason and Tom Vale of Norbank": the last three). With two names the body more
    often is the last one's only ("talks between Ann Cole and Tom Vale of Norbank")."""
    first = last
    while first.dep_ in ("conj", "appos") and ix.at(first.head) is not None and ix.type(ix.at(first.head)) == PERSON:
        first = first.head  # not up to "Safcom" of "Ann Cole of Safcom, Ben Hart, ...", which the parser may take
    members, stack = [], [first]
    while stack:
        token = stack.pop()
        members.append(token)
        stack += [c for c in token.children if c.dep_ in ("conj", "appos")]
    members.sort(key=lambda t: t.i)
    listed = {t.i for t in members}
    if members[-1].i != last.i or any(c.dep_ in ("conj", "appos") for c in last.children):
        return []
    own = [n for n, t in enumerate(members[:-1]) if _own_words(t, lambda c: c.i not in listed, possessive=True)]
    run = members[own[-1] + 1 if own else 0:]
    people = [ix.at(t) for t in run]
    if len(run) < 3 or any(p is None or ix.type(p) != PERSON for p in people):
        return []
    return [p for p in people[:-1] if p != ix.at(last)]


def _later_holders(first: Token, prep: Token, ix: MentionIndex) -> list[Mention]:
    """The names joined to ``first`` before a preposition the parser hung on ``first`` whose phrase it is: the run
    of names with no words of their own that ends right before it ("Ann Cole of Safcom; and Tom Vale, formerly of
    Norbank": Tom Vale's, not Ann Cole's), ``first`` too in a run of three or more ("Ann Cole, Ben Hart and Tom
    Vale, from Leeds"); empty when no name comes between."""
    later = sorted((c for c in first.conjuncts if first.i < c.i < prep.i and ix.at(c) is not None), key=lambda c: c.i)
    if not later or prep.head.i != first.i:
        return []
    run = [first, *later]
    own = [n for n, t in enumerate(run) if _own_words(t, lambda c: c.i != prep.i and c.i < prep.i)]
    run = (run[own[-1] + 1:] or run[-1:]) if own else run if len(run) >= 3 else later[-1:]
    return [ix.at(t) for t in run]


def _own_words(name: Token, counts: Callable[[Token], bool], *, possessive: bool = False) -> bool:
    """Whether a name in a run has words of its own (a phrase, an apposition, a clause, and where asked a
    possessive) among the children ``counts`` accepts: such a name is not one of a bare list."""
    deps = ("prep", "appos", "acl", "relcl", "poss") if possessive else ("prep", "appos", "acl", "relcl")
    return any(c.dep_ in deps and counts(c) for c in name.children)


def _set_off_prep(name: Token, holders: list[Token]) -> list[Token]:
    """"Tom Vale, from Leeds, said", "Ann Cole, 50, of Norbank, said": a "from", "of" or "at" phrase set off by commas
    right after a name (and its age) is the name's, where the parser hung it on the verb. So is one right after
    the subject of a verb of saying written before it, up to the sentence's end or a comma ('"...," said Tom Vale
    from Norbank.'): a speaker is named with where they work, not where they spoke from."""
    doc, i = name.doc, name.i + 1
    if i + 2 < len(doc) and doc[i].text == "," and doc[i + 1].like_num and doc[i + 2].text == ",":
        i += 2  # the age
    inverted = (i < len(doc) and doc[i].head == name.head and name.dep_ == "nsubj" and name.head.i < name.i
                and name.head.lemma_ in REPORTING)
    prep = doc[i + 1] if i + 1 < len(doc) and doc[i].text == "," else doc[i] if inverted else None
    if prep is None or prep.dep_ != "prep" or prep.lower_ not in ("from", "of", "at") or prep.head in holders:
        return []
    end = prep.right_edge.i + 1
    if end < len(doc) and doc[end].text == ",":
        return [prep]
    return [prep] if inverted and (end == len(doc) or doc[end].is_sent_start or doc[end].text in (".", ";")) else []


def _prepositional(subject: Mention, prep: str, objects: list[Mention], ix: MentionIndex, *,
                   status: str = CURRENT) -> Iterator[Relation]:
    """What "of", "at", "from" or "in" a named object says of a name (see :func:`entity_of`), with the tie's
    ``status`` ("formerly of": former)."""
    for obj in objects:
        kind = ix.type(obj)
        if kind == PLACE and prep == "of" and subject.titled and ix.type(subject) == PERSON:
            # "Mayor Ann Cole of Tulsa": the place the office governs, and the holder's home
            status, title = role_status(subject.title.split())
            yield from place_roles(subject, title, obj, ix, status=status, home=True, rule="entity_of")
            continue
        if kind == ORGANIZATION and prep in ("of", "at", "from") and ix.type(subject) == PERSON:
            # "Mayor Tom Vale of the Kestrel Party" is a member; "Police Chief Tom Vale of the Dunmore Police" leads
            predicate = ("memberOf" if ix.is_party(obj) else org_title_predicate(role_status(subject.title.split())[1])
                         if prep == "of" and subject.titled else "employedBy")
        elif kind == PLACE and (prep in ("of", "from") or ix.type(subject) == ORGANIZATION) and not is_scope(
                subject, obj, ix):
            predicate = where_predicate(ix.type(subject))
        else:
            continue
        rel = ix.relation(subject, predicate, obj, "entity_of", status=status)
        if rel:
            yield rel


def _member_of_group(token: Token, ix: MentionIndex) -> Mention | None:
    """The person an organisation's name with "a" describes, in apposition or after a copula: "X, a
    Tory", "X is a Tory" (one is a member of a party, not the party); a party's with "the" and an adjective
    too: "X, the top Tory on the panel", "X is the only Tory to vote no"."""
    dets = {c.lower_ for c in token.children if c.dep_ == "det"}
    ranked = "the" in dets and any(c.dep_ == "amod" for c in token.children) and ix.is_party(ix.at(token))
    if not (dets & {"a", "an"} or ranked):
        return None
    heads = [token.head] if token.dep_ == "appos" else copula_subjects(token)
    if token.dep_ == "attr" and token.head.dep_ == "relcl" and not ix.is_party(ix.at(token)):
        return None  # "X, who is a Tory"; not "X, who was a GP", where a job's initials read as a name
    person = next((ix.at(h) for h in heads if ix.at(h) is not None), None)
    return person if person is not None and ix.type(person) == PERSON else None


def _unit_of(token: Token, ix: MentionIndex) -> Mention | None:
    """The organisation a unit of it belongs to: "(Stephanie Powell, of) the DEM's division"."""
    if token.lemma_ not in UNIT_NOUNS:
        return None
    return next((ix.at(c) for c in token.children if c.dep_ in ("poss", "compound") and ix.at(c)
                 and ix.type(ix.at(c)) == ORGANIZATION), None)


def possessed_org(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"Norbank's Safcom Bank", "the Kestrel Party's Brantwick Committee": an organisation named as another's
    is a member of it (a unit, an office, a committee), if the name's head says it is a body ("Norbank's Zephyr" is
    more often a product). The owner is written right before the name, as in
    :func:`~kg.relations.rules.roles.possessed_person`."""
    for token in ix.possessed:
        unit = ix.at(token)
        if unit is None or unit.kind != "name" or ix.type(unit) != ORGANIZATION or token.lower_ not in BODY_PART_HEADS:
            continue
        for owner in possessors(token, ix):
            rel = ix.relation(unit, "memberOf", owner, "possessed_org")
            if rel:
                yield rel

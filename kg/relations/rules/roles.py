"""Rules for roles and titles: who works for, leads or belongs to what, and since when."""

from __future__ import annotations

from collections.abc import Iterator

from kg.relations.titles import (hyphenated, one_of, role_held, role_status, status_before, status_of_role,
                                 title_words)
from spacy.tokens import Doc, Token

from kg.lexicon.gazetteers import is_first_name, is_world_region
from kg.lexicon.grammar import AGENT_NOUNS, PLACE_PREPS, REPORTING, ROLE_PREPS
from kg.lexicon.names import (CHAMBER_NAMES, INSTITUTION_HEADS, LOCATING_ROLES, MUSIC_GENRES, OFFICES,
                              PREMODIFIER_PART_NOUNS, PUBLIC_HEADS)
from kg.lexicon.people import (BEAT_ROLES, CONTEST_NOUNS, DIPLOMAT_ROLES, FIELD_ROLES, GOVERNMENT_HEADS, KILLER_NOUNS,
                               LEADER_HEADS, MEMBER_NOUNS, MEMBER_TITLES, NON_ROLES, ORIGIN_NOUNS, PARTY_LEADER_TITLES,
                               POST_NOMINALS, STAFF_AT_NOUNS, STAFF_AT_PREPS, TEAM_ROLES, TITLE_HEADS,
                               TITLE_ORGANISATIONS, is_person_noun)
from kg.records import (CURRENT, EVENT, FACILITY, FORMER, ORGANIZATION, PERSON, PLACE, PRODUCT, WORK, Mention,
                        Relation)
from kg.relations.rules.bands import is_band
from kg.relations.rules.orgdescriptions import describes_org, names_part, org_before
from kg.relations.rules.posts import (bodies_set_off, body_before_title, event_title_predicate, is_country,
                                     known_place, org_title_predicate, party_named, place_roles, served_bodies,
                                     team_predicate, title_before_body, title_predicate, town_team)
from kg.relations.rules.syntax import (MentionIndex, anchors, conjuncts, jurisdiction, named_by, parent_orgs,
                                      possessors, role_before_named_object, where_predicate)

#: Prepositions that tie a role to its organisation or place.
_ANCHOR_PREPS = ROLE_PREPS | PLACE_PREPS
_IN, _AT = frozenset({"in"}), frozenset({"at"})  # a place after a role's "in" is where the post is held
#: Nouns that name no role in an organisation.
_NOT_ROLES = ORIGIN_NOUNS | NON_ROLES | KILLER_NOUNS
#: Role words of a leader.
_LEADER_WORDS = TITLE_HEADS | LEADER_HEADS
_PUBLIC_WORDS = PUBLIC_HEADS | OFFICES


def title_np(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Brantwick Police Chief Ben Hart' -> leads; 'Dunmore deputy X' -> employedBy;
    'Kenya Ambassador X' -> livesIn."""
    for m in ix.mentions():
        if not m.titled:
            continue
        status, title = role_status(m.title.split())
        first = doc[ix.first_token(m):ix.first_token(m) + 1]
        title_start = ix.titled_start(m)
        if title_start <= 0:
            continue
        affil = body_before_title(doc, title_start, ix) or ix.at(doc[title_start])
        if affil is None or affil is m or ix.type(affil) not in (ORGANIZATION, PLACE, EVENT):
            continue
        start = ix.first_token(affil)
        status = status_before(doc, start, status)  # "Former Tulsa County deputy X"
        predicate = event_title_predicate(title, affil, ix) if ix.type(affil) == EVENT else org_title_predicate(title)
        if ix.is_party(affil) and title.split()[-1] in GOVERNMENT_HEADS and title not in PARTY_LEADER_TITLES:
            predicate = "memberOf"  # "Tory Gov. X", "Labour prime minister X": a member holds a public post
        if ix.type(affil) == PLACE or town_team(title.split()[-1], affil):
            template = TITLE_ORGANISATIONS.get(title)
            if template is None:  # "Kenya Ambassador X", "Scotland manager X", not "UK chief executive X"
                yield from place_roles(m, title, affil, ix, status=status, home=False)
                continue
            affil_span = doc.char_span(affil.start, affil.end, alignment_mode="expand")
            org_span = doc[affil_span.start:first.start]
            affil = Mention(m.doc_id, org_span.start_char, org_span.end_char, org_span.text,
                            ORGANIZATION, m.sentence, kind="implied", name=template.format(affil.text))
        rel = ix.relation(m, predicate, affil, "title_np", status=status, title=title)
        if rel:
            yield rel


def role_relations(subject: Mention, role: Token, ix: MentionIndex, rule: str, *,
                   also: tuple[Mention, ...] = (), status: str = CURRENT) -> Iterator[Relation]:
    """Relations a role noun describing ``subject`` states, with the status its modifiers give
    ("former boss") or else ``status`` (the clause's: "X was chairman of Y").

    For a person: employer or organisation led ("spokesman for X"), victim ("assassin of
    X"), home ("native of X", "a Norway businessman"). For an organisation or a
    place: where it is ("a Lagos construction firm", "an island nation in X"). (42 lines: the role's checks, then
    each anchor's predicate; splitting them would pass the same six values around.)
    """
    # After a plural name the tagger may read a role as a verb ("Rovers winger X"); a compound is a noun.
    nominal = role.pos_ in ("NOUN", "PROPN") or role.dep_ == "compound" and role.lower_ in TEAM_ROLES
    if not nominal or ix.at(role) not in (None, subject) or role.lemma_.lower() in CONTEST_NOUNS or not role_held(role):
        return
    own = ix.chain_of.get(subject)
    if own is not None and any(c.dep_ == "poss" and ix.at(c) and ix.chain_of.get(ix.at(c)) is own
                               for c in role.children):
        return  # "Tom Vale, Vale's head of press at X": a role its own holder owns is another person's
    status = status_of_role(role) if status_of_role(role) != CURRENT else status
    subject_type = ix.type(subject)
    if subject_type == PERSON and not (is_person_noun(role) or role.lemma_ in TEAM_ROLES | STAFF_AT_NOUNS
                                       or hyphenated(role) in TEAM_ROLES):  # "fly-half"
        return
    if subject_type != PERSON and role.lemma_ not in LOCATING_ROLES and not names_part(role) \
            and not (subject_type == ORGANIZATION and rule == "appos_title" and describes_org(role)):
        return  # "Kenya is Ghana's strategic partner" says nothing of where Kenya is
    found = _without_beats(list(dict.fromkeys((*anchors(role, ix, _ANCHOR_PREPS), *served_bodies(role, ix), *also))),
                           role, ix)
    # "senior US economist at Deutsche Bank", "Kremlin Africa adviser": the place is the job's area
    employed = any(ix.type(a) in (ORGANIZATION, FACILITY) and not party_named(a, ix) for a in found)
    # "chief of Norbank's Kestrel Unit": the head of a unit works for its parent
    parents = {p for a in found if ix.type(a) == ORGANIZATION for p in parent_orgs(ix.root(a), ix)}
    for anchor in found:
        if ix.type(anchor) == PLACE and subject_type == PERSON:
            if not employed:
                served = any(ix.type(a) == PLACE and not _tied_by(role, a, _IN, ix) for a in found)
                yield from _person_place(subject, role, anchor, ix, status=status, rule=rule, served=served)
            continue
        predicate = _role_predicate(role, subject_type, anchor, ix)
        # "chief of Norbank's Kestrel Unit" works for the parent; "a director" is one of several ("a former" led)
        if predicate == "leads" and (anchor in parents or _indefinite(role) and status != FORMER):
            predicate = "employedBy"
        title = title_words(role, skip=ix.in_mentions)
        rel = ix.relation(subject, predicate, anchor, rule, status=status, title=title) if predicate else None
        if rel:
            yield rel


def _person_place(person: Mention, role: Token, place: Mention, ix: MentionIndex, *, status: str, rule: str,
                  served: bool) -> Iterator[Relation]:
    """What a place tied to a person's role says: after the role's "in" where the post is held, a home but no team
    ("a coach in Leeds"), nor a government served when another place names it (``served``: "Kenya's envoy in
    Ghana"; "the top judge in Kansas" serves Kansas); after its "at" a workplace cut to or typed as a place, no
    home ("a vice president at Kansas"; a team role's club: "a striker at Leeds"); else :func:`place_roles`."""
    title = title_words(role, skip=ix.in_mentions)
    home = _home(role, place, ix)
    found: list[Relation | None] = []
    if _tied_by(role, place, _IN, ix) and (served or role.lemma_ not in GOVERNMENT_HEADS):
        if home and not is_world_region(place.label):
            found.append(ix.relation(person, "livesIn", place, rule, status=status, title=title))
    elif _tied_by(role, place, _AT, ix) and role.lemma_ not in TEAM_ROLES:
        found.append(ix.relation(person, title_predicate(title), place, rule, status=status, title=title))
    else:  # a diplomat sent "to" or "in" a place abroad lives there, not in the country sent from
        abroad = role.lemma_.lower() in DIPLOMAT_ROLES and not _tied_by(role, place, _IN, ix) and any(
            c.dep_ == "prep" and c.lower_ in ("to", "in") for c in role.children)
        yield from (r for r in place_roles(person, title, place, ix, status=status, home=home, rule=rule)
                    if not (abroad and r.predicate == "livesIn"))
    yield from filter(None, found)


def _home(role: Token, place: Mention, ix: MentionIndex) -> bool:
    """Whether a place tied to a person's role is their home: not a country before a title, its area ("UK chief
    executive"), nor a place whose government the role serves ("a lawyer for the state of Iowa"), nor a name
    before the role that no gazetteer knows as a place, more often a body's or a work's ("Holby City actor"), nor
    the field before an expert's role ("a Kenya expert")."""
    before = ix.first_token(place) < role.i
    if before and (not known_place(place) or role.lemma_ in FIELD_ROLES):
        return False
    country_title = before and role.lemma_ in TITLE_HEADS and is_country(place)
    return not (country_title or (of := ix.root(place).head).lower_ == "of" and jurisdiction(of.head, definite=False))


def _indefinite(role: Token) -> bool:
    """Whether a role noun has an indefinite article ("an IMF director", "a director at Norbank")."""
    return any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in role.children)


def _role_predicate(role: Token, subject_type: str, anchor: Mention, ix: MentionIndex) -> str | None:
    """The predicate a role noun states between an entity of ``subject_type`` and an anchor of it
    (a person's place is read by :func:`place_roles`)."""
    kind = ix.type(anchor)
    if kind == PLACE:
        return where_predicate(subject_type)
    if kind in (WORK, PRODUCT) and role.lemma_ in AGENT_NOUNS:
        return AGENT_NOUNS[role.lemma_]  # "the creator of X" (a show), "the inventor of X"
    if subject_type == ORGANIZATION and kind == ORGANIZATION and names_part(role):
        return "memberOf"  # "Kestrel Labs, a unit of Norbank", "a Norbank subsidiary"
    if subject_type != PERSON:
        return None
    if kind == PERSON and role.lemma_ in KILLER_NOUNS:
        return "killed"
    if kind == ORGANIZATION and (role.lemma_ == "candidate" or role.lemma_ == "nominee" and ix.is_party(anchor)) \
            and anchor.text.split()[-1].lower() not in OFFICES:  # not "candidate for parliament", "Norbank nominee"
        return "memberOf"  # "PAN candidate X", "candidate of the PRD", "the Tory nominee"
    if role.lemma_ in STAFF_AT_NOUNS:  # "a lawyer at Norbank LLP", "a senior fellow at the Kestrel Institute"
        return "employedBy" if kind == ORGANIZATION and _tied_by(role, anchor, STAFF_AT_PREPS, ix) else None
    if kind == EVENT:  # "the organiser of the Kestrel fair" runs it; "a speaker at the Kestrel expo" does not
        return event_title_predicate(title_words(role, skip=ix.in_mentions), anchor, ix)
    if kind != ORGANIZATION or role.lemma_ in _NOT_ROLES:
        return None
    if role.lemma_ in AGENT_NOUNS and _tied_by(role, anchor, STAFF_AT_PREPS, ix):
        return None  # "an author and professor at Brantwick University" wrote no university
    if town_team(role.lemma_, anchor):  # "Leeds's manager", "the manager of Leeds"
        return team_predicate(title_words(role, skip=ix.in_mentions))
    title = title_words(role, skip=ix.in_mentions)
    if _is_chamber(anchor):
        if role.lemma_ in MEMBER_NOUNS or title in MEMBER_TITLES or role.lower_ in LEADER_HEADS | {"whip"}:
            return "memberOf"  # "Assembly Majority Leader X": a legislator sits in the chamber; an aide works there
    if party_named(anchor, ix) and ix.first_token(anchor) < role.i and role.lemma_ not in TEAM_ROLES:
        # "the Socialist governor of Iowa", "a Tory councillor": the party's member; its leader leads it
        return "leads" if title in PARTY_LEADER_TITLES else "memberOf"
    predicate = "memberOf" if role.lemma_ in MEMBER_NOUNS else org_title_predicate(title)
    if predicate == "leads" and role.lower_ not in _LEADER_WORDS:
        return _board_member(role, ix)
    if predicate == "leads" and _heads_a_unit(role, ix):
        return "employedBy"  # "head of distribution at Universal" heads a department of it
    return predicate


def _board_member(role: Token, ix: MentionIndex) -> str | None:
    """A leader's title in the plural: "Norbank directors X and Y" each work there and none leads it alone; where
    two bodies are named ("Norbank and Safcom bosses X and Y") who works where is not said."""
    bodies = {a for a in anchors(role, ix, _ANCHOR_PREPS) if ix.type(a) == ORGANIZATION}
    plural = role.tag_ == "NNS" and role.lemma_.lower() in _LEADER_WORDS
    return "employedBy" if plural and len(bodies) == 1 else None


def _tied_by(role: Token, anchor: Mention, preps: frozenset[str], ix: MentionIndex) -> bool:
    """Whether a mention is the object of one of ``preps`` on a role noun ("lawyer at X", "fellow with X and Y")."""
    pobj = ix.root(anchor)
    while pobj.dep_ == "conj":
        pobj = pobj.head
    return pobj.head.dep_ == "prep" and pobj.head.lower_ in preps and pobj.head.head == role


def _is_chamber(org: Mention) -> bool:
    """Whether an organisation is a legislative chamber: "a state senate", "Kenyan Parliament", "the House of
    Lords"; not "the Grand Opera House"."""
    name = org.text.lower().removeprefix("the ")
    return name.split()[-1] in INSTITUTION_HEADS or name in CHAMBER_NAMES


def _without_beats(found: list[Mention], role: Token, ix: MentionIndex) -> list[Mention]:
    """A journalist's anchors without the organisations written before the role that name the beat: a public
    body ("Treasury correspondent X", "the Interior Department reporter") or one after the outlet ("Norbank News
    Kestrel correspondent X" works for Norbank News and reports on Kestrel); any other role's anchors as found, save
    a kind of music the tagger took for a band ("R&B singer X")."""
    if role.lemma_ not in BEAT_ROLES:
        return [a for a in found if a.text.lower() not in MUSIC_GENRES]
    before = sorted((a for a in found if ix.type(a) == ORGANIZATION and ix.first_token(a) < role.i),
                    key=ix.first_token)
    beats = {a for a in before if a.text.lower().split()[-1] in _PUBLIC_WORDS or _is_chamber(a)}
    beats |= set(before[1:])
    return [a for a in found if a not in beats]


def _heads_a_unit(role: Token, ix: MentionIndex) -> bool:
    """Whether a leader's title names a part of the organisation ("head of music at Xfm",
    "chairman of the MCB's public affairs committee", "chief executive for Norbank's mobile arm"): an "of" or
    a "for" before a common noun that names no organisation ("chief executive of mobile firm Norbank" leads it),
    or a region the post covers, before the title or after its "for" ("Asia director at Safcom", "president
    for Africa at Norbank"; not a nationality: "the Kenyan director of Safcom" leads it)."""
    objects = [p for c in role.children if c.dep_ == "prep" and c.lower_ in ("of", "for")
               for p in c.children if p.dep_ == "pobj"]
    modifiers = [c for c in role.children if c.dep_ in ("compound", "amod", "nmod")]
    return (any(p.pos_ in ("NOUN", "PROPN") and ix.at(p) is None and named_by(p, ix) is None for p in objects)
            or any(_unit_before(p, ix) for p in objects) or any(_region(t, ix) for t in modifiers + objects))


def _unit_before(name: Token, ix: MentionIndex) -> list[Token]:
    """The lower-case words the parser compounded onto a person's name after a title's "of" or "for": the unit of
    "Norbank head of research Ann Cole", "Kestrel Rovers director of rugby Tom Vale"."""
    person = ix.at(name)
    if person is None or ix.type(person) != PERSON or name.dep_ != "pobj":
        return []
    return [c for c in name.children if c.dep_ == "compound" and c.is_lower and c.i < ix.first_token(person)
            and ix.at(c) is None]


def unit_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Kestrel Rovers director of rugby Tom Vale', 'Norbank's head of research Ann Cole': a title naming a unit
    of its organisation, before a name the parser hung on the title's "of" (the unit's head works there)."""
    for person in ix.mentions():
        name = ix.root(person)
        if person.kind == "name" and _unit_before(name, ix) and name.head.lower_ in ("of", "for"):
            yield from role_relations(person, name.head.head, ix, "unit_title")


def _region(token: Token, ix: MentionIndex) -> bool:
    """Whether a word is in the name of a place, not a nationality ("Asia", "East Africa"; not "Kenyan")."""
    place = ix.at(token)
    return place is not None and ix.type(place) == PLACE and place.kind == "name"


def appos_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Ann Cole, president of X', 'the president of X, Ann Cole', 'X, an FDA spokeswoman'.

    Where the parser missed the apposition, a role noun, a comma and a name that the
    parser left hanging ("Kennedy's assassin, Lee Harvey Oswald, ...") count as one; where it
    hung the name on the organisation after the role ("the president of Norbank, Ann Cole"),
    the role is the name's.
    """
    for token in doc:
        if token.dep_ == "appos":
            pairs = [(token.head, token), (token, token.head), *org_before(token, ix)]
            role = role_before_named_object(token, ix)
            if role is not None:  # the role alone: the roles joined to it have names of their own
                yield from role_relations(ix.at(token), one_of(role), ix, "appos_title")
        elif (token.dep_ in ("npadvmod", "dep") and ix.at(token) and ix.first_token(ix.at(token)) >= 2
              and ix.at(token.head) is None and doc[ix.first_token(ix.at(token)) - 1].text == ","):
            pairs = [(token, doc[ix.first_token(ix.at(token)) - 2])]
        else:
            continue
        for name_tok, role in pairs:
            # "Tom Vale MP, Labour's chief whip": the apposition hangs on the title after the name
            after_name = name_tok.i > 0 and name_tok.lower_ in POST_NOMINALS
            subject = ix.at(name_tok) or (ix.at(name_tok.nbor(-1)) if after_name else None)
            if subject is not None and ix.at(role) is None:  # a name's conjuncts are other people
                for conj, named in joined_roles(role, ix):
                    yield from role_relations(subject, one_of(conj), ix, "appos_title",
                                              also=named + bodies_set_off(conj, ix))
            elif subject is not None and (title := title_before_body(role, ix)) is not None:
                yield from role_relations(subject, title, ix, "appos_title", also=(ix.at(role),))


def joined_roles(role: Token, ix: MentionIndex) -> Iterator[tuple[Token, tuple[Mention, ...]]]:
    """A role and each role joined to it, with the organisation of the first for a joined title that names none
    and has no article of its own: "the Norbank founder and chief executive", "the founder and chief executive of
    Norbank" (where the parser hangs "of Norbank" on "founder") head Norbank, "an author and professor at Norbank
    University" works there; "the Norbank founder and a former teacher" taught elsewhere. (The first only: not the
    parent in "chairman and founder of Norbank's Kestrel Lab".)"""
    shared = next((m for m in anchors(role, ix, _ANCHOR_PREPS) if ix.type(m) == ORGANIZATION), None)
    for conj in conjuncts(role):
        post = one_of(conj)  # "one of the leading experts in X" is a phrase of its own
        own = (conj is role or shared is None or any(c.dep_ in ("det", "poss") for c in post.children)
               or next(anchors(post, ix, _ANCHOR_PREPS), None) is not None)
        yield conj, () if own else (shared,)


def possessive_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"Y's spokesman X", "Kennedy's assassin, X", "New Jersey's governor X"; "Norbank's Kestrel Labs unit" (a
    part named before its noun)."""
    for token in ix.possessed:
        if ix.at(token) is not None:
            continue
        people = [ix.at(c) for c in token.children if c.dep_ in ("appos", "compound") and ix.at(c)]
        if token.dep_ == "compound" and ix.at(token.head):
            people.append(ix.at(token.head))
        for person in people:
            if ix.type(person) == PERSON or ix.type(person) == ORGANIZATION and token.lemma_ in PREMODIFIER_PART_NOUNS:
                yield from role_relations(person, token, ix, "possessive_title")


def possessed_person(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"Norbank's Tom Vale": a person named as an organisation's works for it. The name must open with a
    first name: what a company owns is more often a product the tagger took for a person ("Acme's Zephyr X")."""
    for token in ix.possessed:
        person = ix.at(token)
        words = person.text.split() if person is not None else []
        if (person is None or person.kind != "name" or ix.type(person) != PERSON or len(words) < 2
                or not is_first_name(words[0])):
            continue
        for owner in possessors(token, ix):
            # a party's ("Labour's Tom Vale") has members, which party_name reads; a band's are its members
            predicate = "memberOf" if is_band(owner, ix) else "employedBy"
            rel = None if party_named(owner, ix) else ix.relation(person, predicate, owner, "possessed_person")
            if rel:
                yield rel


def premodifier_roles(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Atlanta businessman Neil Estes' -> livesIn; 'CNEN Director Laercio Vinhas' -> leads; 'Norbank
    subsidiary Kestrel Labs' -> memberOf.

    Role nouns compounded before a name (before an organisation's, only a part's). A place before a title with
    an implied organisation ("Dunmore deputy") names a jurisdiction, not a home: ``title_np`` reads it. A role
    that stands for a person named before ("The Kestrel striker said", :mod:`kg.rolenouns`) reads the same.
    """
    for person in ix.mentions():
        kind = ix.type(person)
        # "the former Kestrel striker" (:mod:`kg.rolenouns`): its own words, once it stands for someone the story
        # names; not a title's ("the Kestrel manager") :mod:`kg.nominals` joined to a holder more loosely
        role = ix.root(person) if person.kind == "nominal" and kind == PERSON else None
        if role is not None and (role.lower_ not in TITLE_HEADS or not person.title) and any(
                m.kind == "name" for m in ix.chain_of[person].mentions):
            yield from role_relations(person, role, ix, "premodifier_roles")
        if person.kind == "name" and (kind == PERSON and person.title not in TITLE_ORGANISATIONS
                                      or kind == ORGANIZATION):
            span = doc.char_span(person.start, person.end, alignment_mode="expand")
            before = [c for c in span.root.children if c.i < span.start]
            for role in (c for c in before if c.dep_ in ("compound", "amod", "nmod")
                         and (kind == PERSON or c.lemma_ in PREMODIFIER_PART_NOUNS)):
                # "Vale's assassin Carl Mason", "Iowa Gov. X": the possessor or place may hang on the name
                also = tuple(ix.at(c) for c in before if c.i < role.i and c.dep_ in ("poss", "compound", "nmod")
                             and ix.at(c))
                edge = ix.at(role.left_edge) if role.left_edge.i < role.i else None  # "Tory" hung on "shadow"
                prev = doc[role.left_edge.i - 1]  # or one before them read as a conjunct: "and Norbank chemist X"
                edge = edge or (ix.at(prev) if prev.dep_ == "conj" and prev.i < role.i else None)
                also += (edge,) if edge is not None and edge is not person and edge not in also else ()
                yield from role_relations(person, role, ix, "premodifier_roles", also=also)


def according_to(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'According to the president of X, "...," said Ann Cole' -> Ann Cole leads X.

    News attributes a quote to a role and names the speaker in the same sentence.
    """
    for token in doc:
        if token.lower_ != "according":
            continue
        roles = [p for to in token.children if to.lower_ == "to" for p in to.children
                 if p.dep_ == "pobj" and ix.at(p) is None]
        speakers = [ix.at(s) or next((ix.at(a) for a in s.children if a.dep_ == "appos" and ix.at(a)), None)
                    for verb in token.sent if verb.lemma_ in REPORTING
                    for s in verb.children if s.dep_ == "nsubj"]
        people = {m for m in speakers if m is not None and ix.type(m) == PERSON}
        if len(people) == 1:
            for role in roles:
                yield from role_relations(next(iter(people)), role, ix, "according_to")

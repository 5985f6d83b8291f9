"""What a post states by its title: whether its holder leads, works for or belongs to the body, and what a
place named with the post says (a team of the place's name, a government served, a home)."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.lexicon.gazetteers import LARGE, country_named, is_demonym, is_place_name, is_world_region, place_population
from kg.lexicon.grammar import AGENT_NOUNS, JOINERS
from kg.lexicon.names import EVENT_HEADS, REGION_TAILS
from kg.lexicon.tables import us_state
from kg.lexicon.people import (DEPARTMENT_MODIFIERS, EVENT_RUNNER_HEADS, GOVERNMENT_HEADS, LEADER_HEADS,
                               LEGISLATOR_TITLES, MEMBER_NOUNS, MEMBER_TITLES, ORGANISER_NOUNS, PLAYER_ROLES,
                               PLAYER_TITLES, SECOND_IN_COMMAND, TEAM_LEADERS, TEAM_ROLES, TENURE_WORDS,
                               TITLE_MODIFIERS, TO_BODY_ROLES)
from kg.namekeys import is_party_word
from kg.records import ORGANIZATION, Mention, Relation
from kg.relations.rules.syntax import MentionIndex, anchors
from kg.titlewords import is_title_word


def party_named(org: Mention, ix: MentionIndex) -> bool:
    """Whether an organisation is a party: by its document (:meth:`MentionIndex.is_party`) or by its name alone, a
    party's word whatever the tagger called it ("Labour's chief secretary", "Tory Ann Cole")."""
    return ix.is_party(org) or ix.type(org) == ORGANIZATION and is_party_word(org.text)


def body_before_title(doc: Doc, start: int, ix: MentionIndex) -> Mention | None:
    """The mention right before a title's first token ``start``, or before another title joined to it by "and":
    "Norbank chairman and president Tom Vale", "Safcom founder and creative director Ann Cole" hold both posts at
    the body named first (not "Norbank chairman Tom Vale and chief executive Ann Cole": a name ends the walk; nor a
    party's: "Labour leader and prime minister X" holds the second post in a government). The title read may be its
    head alone: up to three words of the second title before it are stepped over ("and chief technology officer")."""
    i = start - 1
    while i > 0 and start - i <= 3 and ix.at(doc[i]) is None and doc[i].is_alpha and doc[i].lower_ not in JOINERS:
        i -= 1
    if i < 2 or doc[i].lower_ not in JOINERS or ix.at(doc[i - 1]) is not None or not is_title_word(doc[i - 1]):
        return ix.at(doc[start - 1]) if start > 0 else None
    i -= 1
    while i > 0 and ix.at(doc[i]) is None and is_title_word(doc[i]):
        i -= 1  # the first title's words: "chief executive and president"
    body = ix.at(doc[i])
    return None if body is None or party_named(body, ix) else body


def title_predicate(title: str) -> str:
    """``leads`` for a title that heads an organisation ("police chief"), else ``employedBy``.

    A title's last word is its head. Its other words must name the kind of organisation
    ("police", "fire", "executive"): a department ("communications director") or a second
    ("deputy", "vice") heads only part of it.
    """
    post = [w for w in title.split() if w not in TENURE_WORDS] or title.split()  # "the new chief executive"
    *modifiers, head = post
    if head in AGENT_NOUNS:
        return AGENT_NOUNS[head]  # "Norbank owner X" owns it, works there only if the text says so
    if " ".join(post) in ("chief executive", "chief executive officer") or head in LEADER_HEADS and all(
            w in TITLE_MODIFIERS and w not in SECOND_IN_COMMAND | DEPARTMENT_MODIFIERS for w in modifiers):
        return "leads"
    return "employedBy"


def event_title_predicate(title: str, event: Mention, ix: MentionIndex) -> str | None:
    """:func:`title_predicate` for a title held at a gathering: one who runs it ("festival director X", "organiser
    of the Kestrel fair"), none for one who takes part ("a speaker at the Kestrel expo"). A leader's title needs the
    gathering's noun in the name, right after it or in the title: a director of a name typed an event elsewhere is
    as often a film's ("the Kestrel director X")."""
    head = title.split()[-1]
    end = ix.doc.char_span(event.start, event.end, alignment_mode="expand").end
    words = {event.text.split()[-1].lower(), *(t.lower_ for t in ix.doc[end:end + 1]), *title.split()}
    if head in ORGANISER_NOUNS or head in EVENT_RUNNER_HEADS and words & EVENT_HEADS:
        return title_predicate(title)
    return None


def org_title_predicate(title: str) -> str:
    """:func:`title_predicate` for a title held in an organisation, where a politician's title or a
    member's makes a member ("Labour MP X", "Acme Party candidate X", "Halvorsen guitarist X"): no one
    employs an MP, and a player plays for a team ("Kestrel striker X")."""
    head, position = title.split()[-1], " ".join(title.split()[-2:])
    member = head in MEMBER_TITLES | MEMBER_NOUNS | PLAYER_ROLES or position in PLAYER_TITLES
    return "memberOf" if member else title_predicate(title)


def team_predicate(title: str) -> str:
    """What a role in a team states: its manager, coach or boss leads it, an assistant is on its staff
    ("assistant boss"), and a player is a member."""
    words = title.split()
    if words[-1] in TEAM_LEADERS:
        return "employedBy" if SECOND_IN_COMMAND.intersection(words) else "leads"
    return "memberOf"


def town_team(head: str, org: Mention) -> bool:
    """Whether a role is one in a team that a town's name names ("Leeds manager X"), which
    :mod:`kg.entitytypes` types an organisation: read as :func:`place_roles` reads a place's team."""
    return head in TEAM_ROLES and is_place_name(org.text)


def place_roles(person: Mention, title: str, place: Mention, ix: MentionIndex, *, status: str, home: bool,
                 rule: str = "title_place") -> Iterator[Relation]:
    """What a place before or after a person's role says ("Scotland prop X", "US President X",
    "Atlanta businessman X").

    Before a team role the place names the team ("Scotland manager X" leads it, "Scotland prop X" is
    a member), an organisation of the place's name; before a title of public office it names the
    government the holder serves, and the holder's home; before any other noun it is a home only
    when ``home`` ("Atlanta businessman X", "one of the leading economists in Brazil"; not "UK chief
    executive X"). A continent or a world region before any other role is the post's area.
    """
    head = title.split()[-1] if title else ""
    found = []
    if head in TEAM_ROLES:
        team = Mention(place.doc_id, place.start, place.end, place.text, ORGANIZATION, place.sentence,
                       kind="implied", name=place.label)
        found.append(ix.relation(person, team_predicate(title), team, "team_role", status=status, title=title))
    elif is_world_region(place.label):
        pass  # "Asia director X", "the Africa minister": the post's area, neither a government nor a home
    elif head in GOVERNMENT_HEADS:
        if head not in LEGISLATOR_TITLES:  # "Kansas MP X" sits for a seat there: no government there employs an MP
            found.append(ix.relation(person, title_predicate(title), place, "title_place", status=status, title=title))
        found.append(ix.relation(person, "livesIn", place, "title_place", status=status, title=title))
    elif home:
        found.append(ix.relation(person, "livesIn", place, rule, status=status, title=title))
    yield from filter(None, found)


def is_country(place: Mention) -> bool:
    """Whether a place is a country or a state ("Kenya", "Norway", "Iowa"), not a town or a county."""
    return place.label.isupper() or place_population(place.label) >= LARGE


def known_place(place: Mention) -> bool:
    """Whether a place's mention is surely a place's: a nationality ("British"), a name the gazetteers know (a town,
    a state, a country) or one ending on a region's or a landform's word ("Kestrel Valley")."""
    return (place.kind == "implied" or is_demonym(place.text) or is_place_name(place.label)
            or is_place_name(place.text) or bool(us_state(place.label))
            or place.label.split()[-1].lower() in REGION_TAILS)


def country_or_state(place: Mention) -> bool:
    """Whether a place is a country or a state by its name, whose possessive right before a person's name gives a
    nationality ("Kenya's Tom Vale"), where a town's more often names a club or a seat ("Leeds's Tom Vale
    scored"); stricter than :func:`is_country`, which takes any first-level subdivision and any name in capitals."""
    return bool(country_named(place.label) or us_state(place.label))


def served_bodies(role: Token, ix: MentionIndex) -> list[Mention]:
    """The organisations a secretary's or an adviser's "to" names: "Chief Secretary to the Treasury", "an adviser to
    Norbank" (a role's "to" names no body otherwise: "ambassador to Kenya")."""
    if role.lemma_.lower() not in TO_BODY_ROLES:
        return []
    return [a for a in anchors(role, ix, frozenset({"to"})) if ix.type(a) == ORGANIZATION]


def bodies_set_off(role: Token, ix: MentionIndex) -> tuple[Mention, ...]:
    """The organisation written right after a bare title, as a press release signs a name: "Tom Vale, Director,
    Norbank Securities", "Ann Cole, vice president, Safcom Holdings", "Tom Vale, senior vice president Norbank"
    (the parser hangs it on the title as an apposition or a conjunct, or after a comma on the name as a second
    apposition); not after a title with an article or an owner ("a spokesman, Norbank and Safcom" may be a list),
    nor one with words after it."""
    doc = role.doc
    if any(c.dep_ in ("det", "poss") for c in role.children) or role.i + 1 >= len(doc):
        return ()
    start = role.i + 2 if doc[role.i + 1].text == "," else role.i + 1
    after = [c for c in role.children if c.dep_ in ("appos", "conj") and (c.dep_ == "appos" or start > role.i + 1)]
    after += [c for c in role.head.children if c.dep_ == "appos" and c.i > role.i and start > role.i + 1
              ] if role.dep_ == "appos" else []
    return tuple(m for c in after if (m := ix.at(c)) is not None and ix.type(m) == ORGANIZATION
                 and ix.first_token(m) == start)


def title_before_body(body: Token, ix: MentionIndex) -> Token | None:
    """The title written right before an organisation's name that stands in apposition to a person's, as a
    signature reads: "Tom Vale, senior vice president Norbank Inc." where the parser makes the title a compound of
    the name; the title's head, the word right before the name."""
    org = ix.at(body)
    start = ix.first_token(org) if org is not None and ix.type(org) == ORGANIZATION else 0
    if start < 2:
        return None
    title = body.doc[start - 1]
    return title if title.dep_ == "compound" and title.head.i >= start and is_title_word(title) else None

"""The arguments of an event verb: its objects, with the preposition each is reached through, and the typed
frame a verb and a preposition state (read by :mod:`.events`)."""

from __future__ import annotations

from spacy.tokens import Token

from kg.lexicon.grammar import (
    ALTERNATIVE_PREP_HEADS,
    CIRCUMSTANTIAL_PREPS,
    COPULAS,
    ENVOY_NOUNS,
    EVENT_NOUNS,
    FATAL_IF,
    FATAL_WORDS,
    INFINITIVE_OBJECT_VERBS,
    JOINING_VERBS,
    OWNER_PARTY_PREPS,
    OBJECT_RELATIVES,
    PACT_NOUNS,
    PARTY_PREPS,
    PREP_PARTICLES,
    RECIPROCAL_VERBS,
    SIGNING_VERBS,
    STANCE_VERBS,
    SUPPORT_VERBS,
    THING_PARTY_PREPS,
    UNDERGOING_VERBS,
    VERB_FRAMES,
)
from kg.lexicon.names import (BROADCAST_NOUNS, HOLDING_NOUNS, LOCATING_ROLES, PARTITIVE_NOUNS, PRIZE_NOUNS,
                             SHAREHOLDING_NOUNS)
from kg.lexicon.people import MEMBER_NOUNS, MEMBER_TITLES, PLAYER_ROLES, PRONOUNS, is_person_noun
from kg.namekeys import team_name
from kg.relations.rules.bodies import body_owners
from kg.relations.rules.syntax import OBJ_DEPS, conjuncts, subjects

#: The "preposition" of who an object stands for (see :func:`_inside_object`): an open relation only; before the
#: verb's own preposition for one inside a prepositional object ("'s for": "worked for Norbank's unit").
OPEN_ONLY = "'s"


#: Dependencies that open a clause of their own: an agent below them is not the verb's.
CLAUSE_DEPS = frozenset({"relcl", "ccomp", "advcl", "acl", "conj", "xcomp", "csubj", "parataxis"})


def _stray_agents(verb: Token) -> list[Token]:
    """Objects of a "by" that the parser hung on a noun of a passive verb's phrases
    ("X was shot to death in the courtyard of his building by Y")."""
    found, stack = [], [c for c in verb.children if c.dep_ not in CLAUSE_DEPS and c.dep_ != "agent"]
    while stack:
        token = stack.pop()
        if token.dep_ == "prep" and token.lower_ == "by":
            found += [o for p in token.children if p.dep_ == "pobj" for o in conjuncts(p)]
        stack += [c for c in token.children if c.dep_ not in CLAUSE_DEPS]
    return found


def verb_objects(verb: Token) -> list[tuple[Token, str]]:
    """(object token, preposition or particle) pairs of a verb; a passive killing verb with no
    agent of its own takes a stray "by" below it as its agent, and a "where" clause takes the
    place it describes as its "in"."""
    found = []
    act = next((c for c in verb.children if c.dep_ == "dobj" and c.pos_ == "NOUN" and c.is_alpha), None)
    # "made a vow to Y", "suffered a loss to Y": the vow's or the loss's party (:mod:`.nominal`)
    act = act if verb.lemma_ in SUPPORT_VERBS | UNDERGOING_VERBS else None
    for child in verb.children:
        to = child.dep_ == "dative" and child.pos_ == "ADP"  # "sold X to Y": the parser's dative "to"
        alternative = child.doc[max(child.i - 1, 0)].lower_ in ALTERNATIVE_PREP_HEADS  # "instead of Y"
        # "X runs Norbank", "X beat Tom Vale 6-2 6-3" with the name read as an adverb of the verb
        misread = (child.dep_ == "npadvmod" and child.i > verb.i
                   and all(t.pos_ == "PROPN" for t in child.doc[verb.i + 1:child.i + 1]))
        if child.dep_ in OBJ_DEPS and not to or misread:
            found += _direct_objects(verb, child, act)
        elif (child.dep_ in ("prep", "agent") or to) and not alternative:
            named_act = act is not None and child.lower_ not in CIRCUMSTANTIAL_PREPS
            if named_act and child.lower_ in _event_preps(act):
                continue  # "filed a lawsuit against Y", the parser hanging "against" on the verb: :mod:`.nominal`'s
            prep = f"{act.lower_} {child.lower_}" if named_act else child.lower_
            found += [(_antecedent(o, verb), prep) for p in child.children if p.dep_ == "pobj" for o in conjuncts(p)]
            found += _owners_after(verb, child)
            if verb_frame(verb, prep):  # "sits on the board of Norbank": on Norbank's board
                found += [(o, prep) for p in child.children if p.dep_ == "pobj" for o in body_owners(p)]
        # "pulled out of Y", "broke away from Y"; not "back in Y", nor "a pro out of Y" the parser hung on the verb
        if _particle(child) and child.i == verb.i + 1:
            found += [(o, f"{child.lower_} {q.lower_}") for q in child.children if q.dep_ == "prep"
                      and (q.lower_ not in CIRCUMSTANTIAL_PREPS or q.lower_ in PARTY_PREPS)
                      for p in q.children if p.dep_ == "pobj" for o in conjuncts(p)]
    if verb.dep_ == "relcl" and any(c.lower_ == "where" for c in verb.children):
        found.append((verb.head, "in"))  # "Rolling Fork, where Muddy Waters was born"
    if verb.lemma_ in INFINITIVE_OBJECT_VERBS:  # "allowed Safcom and Kestrel to bid", parsed as their own clause
        found += [(o, "") for c in verb.children if c.dep_ == "ccomp" and _infinitive(c)
                  for s in c.children if s.dep_ == "nsubj" for o in conjuncts(s)]
    found += _envoys_for(verb, found)
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    if passive and not any(p == "by" for _, p in found) and verb_frame(verb, "") == ("killed", False):
        found += [(o, "by") for o in _stray_agents(verb)]
    return [(name, prep) for o, prep in found for name in _named_members(o)]


def _particle(token: Token) -> bool:
    """Whether a word the parser hung on a verb is a particle ("out", "away", "back") with no object of its own
    ("threw the ball out the window" has one)."""
    return (token.lower_ in PREP_PARTICLES and token.dep_ in ("prep", "advmod")
            and not any(p.dep_ == "pobj" for p in token.children))


def particles_after_object(verb: Token) -> list[str]:
    """A particle the parser read as a preposition right after a verb's direct object, which names the act done to
    the object: "knocked Norbank out of the cup" (knockedOut Norbank), "ruled Tom Vale out of the final"; not an
    adverb of time or place before a circumstance ("met Ann Cole back in 2001", "beat Norbank away from home")."""
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    return [c.lower_ for c in verb.children if _particle(c) and objects and c.i == objects[0].right_edge.i + 1
            and not any(q.dep_ == "prep" and q.lower_ in CIRCUMSTANTIAL_PREPS for q in c.children)]


def _direct_objects(verb: Token, child: Token, act: Token | None) -> list[tuple[Token, str]]:
    """An object and its conjuncts, who a direct object stands for, and the parties of the act it names (``act``:
    the object of a light verb)."""
    found = [(_antecedent(o, verb), "") for o in conjuncts(child)]
    if child.dep_ == "dobj":
        return found + thing_parties(verb, child, act)
    return found + (_act_parties(child, pact=True) if child.lemma_ in PACT_NOUNS else [])


def thing_parties(verb: Token, thing: Token, act: Token | None = None) -> list[tuple[Token, str]]:
    """The parties a common noun the verb acts on stands for or names, with the preposition each is reached
    through: who the noun and its conjuncts stand for (:func:`_inside_object`), and the parties of the act it
    names (``act``: the object of a light verb): a direct object ("criticised Tom Vale's plan", "signed a deal
    with Y") or a passive subject ("Tom Vale's plan was criticised by X")."""
    found = [p for t in conjuncts(thing) for p in _inside_object(t, stance=verb.lemma_ in STANCE_VERBS)]
    if thing.lemma_ in PACT_NOUNS or thing == act:
        found += _act_parties(thing, pact=thing.lemma_ in PACT_NOUNS)
    # "sent a letter to Y", "scored a goal against Y"; not a role won ("won best actor for Y")
    elif thing.pos_ == "NOUN" and not is_person_noun(thing):
        found += _act_parties(thing, pact=False, preps=THING_PARTY_PREPS)
    return found


def _owners_after(verb: Token, prep: Token) -> list[tuple[Token, str]]:
    """The parties the object of a preposition of :data:`OWNER_PARTY_PREPS` stands for, with the preposition marked as
    :data:`OPEN_ONLY`'s ("worked for Norbank's Kestrel unit" -> Norbank, "'s for"): only right after its verb,
    adverbs apart ("reacted angrily to"), not one the parser hung on the verb from further on ("replaced him in
    time for the band's debut")."""
    if prep.lower_ not in OWNER_PARTY_PREPS or prep.i < verb.i or any(
            t.pos_ != "ADV" for t in verb.doc[verb.i + 1:prep.i]):
        return []
    return [(o, f"{mark} {prep.lower_}") for p in prep.children if p.dep_ == "pobj" for thing in conjuncts(p)
            for o, mark in _inside_object(thing, stance=verb.lemma_ in STANCE_VERBS)]


def _infinitive(clause: Token) -> bool:
    return any(c.dep_ == "aux" and c.lower_ == "to" for c in clause.children)


def _named_members(noun: Token) -> list[Token]:
    """The names a common noun is set beside, each a party of the act: "signed deals with two Kenyan airlines,
    Safcom and Kestrel" (the parser hangs the first name on the noun and the rest on the first); any other
    argument itself."""
    names = [c for c in noun.children if c.dep_ == "appos" and c.pos_ == "PROPN"] if noun.pos_ == "NOUN" else []
    # set off right after the noun: not "an assistant to sculptor Ben Hart", a name the parser hung further on
    beside = names and names[0].i > noun.i and all(t.is_punct or t.pos_ in ("PROPN", "DET") or t.tag_ == "POS"
                                                   for t in noun.doc[noun.i + 1:names[0].i])
    return conjuncts(names[0]) if beside else [noun]


def _envoys_for(verb: Token, found: list[tuple[Token, str]]) -> list[tuple[Token, str]]:
    """The organisation whose officials a verb of meeting, a verb with "with" ("met Norbank officials", "worked
    with officials from Norbank and Safcom") or of a stance ("criticised Norbank's executives") deals with; not
    for other verbs ("hired Norbank executives" hired no Norbank)."""
    stance = verb.lemma_ in STANCE_VERBS
    envoys = [(o, prep) for o, prep in found if o.lower_ in ENVOY_NOUNS
              and (stance and not prep or prep == "with" or verb.lemma_ in RECIPROCAL_VERBS and not prep)]
    return [(c, prep) for o, prep in envoys for c in o.children
            if c.dep_ in ("compound", "poss") and c.pos_ == "PROPN" and _party(c, stance=False)] + [
        (n, prep) for o, prep in envoys for p in o.children if p.dep_ == "prep" and p.lower_ == "from"
        for q in p.children if q.dep_ == "pobj" for n in conjuncts(q)]


def _antecedent(argument: Token, verb: Token) -> Token:
    """The noun a relative pronoun object stands for: "Safcom, which Norbank bought" (Norbank bought Safcom),
    "Ann Cole, with whom Tom Vale met"; any other argument itself. Not "who" as an object, informal writing
    measured wrong more often than right on BBC text ("X, who Y put in charge")."""
    return verb.head if argument.lower_ in OBJECT_RELATIVES and verb.dep_ == "relcl" else argument


def _act_parties(noun: Token, *, pact: bool, preps: frozenset[str] | None = None) -> list[tuple[Token, str]]:
    """The parties of an act a verb's object names, with the noun and the preposition: a pact's "with"
    ("signed a deal with Y" -> "deal with"), any other but a circumstance after a light verb's noun ("held
    talks with Y" -> "talks with", "took control of Y" -> "control of"), or those of ``preps`` after any other
    verb's object ("imposed a ban on Y" -> "ban on"), where a circumstance names no person."""
    word = noun.lemma_ if pact else noun.lower_
    # "filed a lawsuit against Y": the act the noun names (Y was sued, :mod:`.nominal`), not "filedLawsuitAgainst"
    event_preps = () if pact else _event_preps(noun)
    def allowed(prep: str) -> bool:
        if pact:
            return prep == "with"
        return prep in preps if preps is not None else prep not in CIRCUMSTANTIAL_PREPS

    # where the act was done is no person ("promoted it in Leeds, Kansas's governor Tom Vale in Wichita")
    return [(o, f"{word} {p.lower_}") for p in noun.children if p.dep_ == "prep"
            and allowed(p.lower_) and p.lower_ not in event_preps
            for q in p.children if q.dep_ == "pobj" for o in conjuncts(q)
            if p.lower_ not in CIRCUMSTANTIAL_PREPS or o.ent_type_ != "PERSON"]


def _event_preps(noun: Token) -> tuple[str, ...]:
    """The prepositions that name whom the act a noun names was done to ("lawsuit against")."""
    return EVENT_NOUNS.get(noun.lemma_, ("", ()))[1]


def _inside_object(thing: Token, *, stance: bool) -> list[tuple[Token, str]]:
    """The parties a common-noun object stands for, for an open relation only (marked :data:`OPEN_ONLY`): its
    possessor if a party (:func:`_party`; ``stance``: a verb of :data:`STANCE_VERBS`), the name before
    a definite one ("told the Leeds Courier website") or before any that a stance is on ("criticised Tory
    promises"), the names it is said to include ("sued four firms, including Norbank") and what a holding
    is in ("bought a stake in Norbank")."""
    if thing.pos_ != "NOUN" or thing.head.lemma_ in COPULAS:
        return []
    # "became the LSE's chief", "publishes India's largest newspaper": the possessor describes the object
    describes = (is_person_noun(thing) or thing.lemma_ in LOCATING_ROLES or thing.lemma_ in PRIZE_NOUNS
                 or any(c.tag_ == "JJS" for c in thing.children))
    # the owner of "criticised Tom Vale's plan", or the name before "told the Leeds Courier website" (a definite
    # thing: "bought a Safcom phone" bought no Safcom)
    definite = (any(c.dep_ == "det" and c.lower_ == "the" for c in thing.children)
                and thing.lemma_.lower() not in HOLDING_NOUNS)  # "took the Leeds job" took no Leeds
    # a broadcast after a broadcaster's possessive: "told Kestrel Radio's Varnell programme"
    possessed = thing.lower_ in BROADCAST_NOUNS and _possessed_name(thing)
    # what a stance is on, however indefinite ("criticised Tory promises"); not a place, nor the name of a thing
    # someone owns ("praised Ann Cole's Leeds speech")
    stance_on = stance and not any(c.dep_ == "poss" for c in thing.children)
    # (names joined before the noun each: "condemned the Kenya and Ghana attacks", the first read as its modifier)
    before = [n for c in thing.children if c.dep_ == "compound" or c.dep_ == "nmod" and c.i < thing.i
              for n in conjuncts(c) if n.pos_ == "PROPN"]
    found = [] if describes else [(c, OPEN_ONLY) for c in thing.children
                                  if c.dep_ == "poss" and _party(c, stance=stance)] + [
        (c, OPEN_ONLY) for c in before if definite or possessed or stance_on and c.ent_type_ not in ("GPE", "LOC")]
    # "bought a 20% stake in Norbank": who the holding is in; "criticised the ambitions of Norbank": whose thing a
    # stance is on, as for a possessor (not a person, "criticised the head of Y", nor an act: "backed the sale of Y")
    preps = ("including", "in") if thing.lemma_.lower() in SHAREHOLDING_NOUNS else ("including",)
    # "bought 100% of Norbank": the whole a part of is the thing acted on
    partitive = thing.lemma_.lower() in PARTITIVE_NOUNS
    preps += ("of",) if partitive or stance and not describes and thing.lemma_ not in EVENT_NOUNS else ()
    return found + [(o, OPEN_ONLY) for p in thing.children if p.dep_ == "prep" and p.lower_ in preps
                    for q in p.children if q.dep_ == "pobj" for o in conjuncts(q)]


def _possessed_name(thing: Token) -> bool:
    """Whether the name before a noun follows a possessive, which makes the noun definite (the parser may hang
    the possessor on the verb, not on the noun)."""
    names = [c for c in thing.children if c.dep_ == "compound" and c.pos_ == "PROPN" and c.i < thing.i]
    first = names[0].left_edge.i if names else 0
    return first > 0 and thing.doc[first - 1].tag_ == "POS"


def _party(owner: Token, *, stance: bool) -> bool:
    """Whether the possessor of an object is a party to the act: a name, or any possessor of what a stance is
    on ("praised his plan"). A pronoun is mostly the doer's own ("showed his talent") and a place only owns the
    thing ("defended Brantwick's regime", "scored Kestrel's points")."""
    return stance or owner.lower_ not in PRONOUNS and owner.ent_type_ not in ("GPE", "LOC", "NORP")


def _fatal(verb: Token) -> bool:
    for child in verb.children:
        if child.lower_ in FATAL_WORDS:
            return True
        if child.dep_ == "prep" and child.lower_ == "to" and any(p.lower_ == "death" for p in child.children):
            return True
    return False


def verb_frame(verb: Token, prep: str) -> tuple[str, bool] | None:
    """The typed predicate a verb with a preposition states, if any."""
    if verb.lemma_ in FATAL_IF and _fatal(verb):
        return ("killed", False)
    if verb.lemma_ in JOINING_VERBS and not prep and _joined_as_staff(verb):
        return ("employedBy", False)
    if verb.lemma_ in SIGNING_VERBS and prep == "with" and _signed_person(verb):
        return ("memberOf", False)  # "Tom Vale signed with the Kestrels"; not two firms' deal: "Norbank signed with X"
    return VERB_FRAMES.get((verb.lemma_, prep))


def _signed_person(verb: Token) -> bool:
    """Whether a person signed with a team: a person's name or a person's pronoun is the verb's subject, and the
    body after "with" is named as a team ("the Kestrels", "Leeds United"; not a lender: "Norbank")."""
    teams = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "with" for p in c.children
             if p.dep_ == "pobj" and team_name(" ".join(t.text for t in p.subtree if t.is_title) or "-")]
    return bool(teams) and any(s.ent_type_ == "PERSON" or s.lower_ in PRONOUNS for s in subjects(verb))


def _joined_as_staff(verb: Token) -> bool:
    """Whether a body was joined for a job ("joined Norbank as a trader", "joining the firm as a part-time
    worker"): its staff, not its members (not "as a member", "as a candidate", "as a striker")."""
    jobs = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "as" for p in c.children if p.dep_ == "pobj"]
    return any(is_person_noun(j) and j.lemma_.lower() not in MEMBER_NOUNS | MEMBER_TITLES | PLAYER_ROLES for j in jobs)

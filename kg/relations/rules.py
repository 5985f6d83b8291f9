"""Rule-based relation extraction from the constructions English news uses.

Like textacy's ``extract.triples``, each rule is a generator over a parsed ``Doc``;
dependency labels and word lists it relies on are module constants. Each rule
names itself in :attr:`~kg.records.Relation.extractor` and carries a fixed
confidence: a prior set by hand, checked against the rule's precision on CoNLL04
train where its relations are scored (the README has the table; CoNLL04 leaves many
true relations unannotated, so there it is a lower bound).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from functools import lru_cache

from lemminflect import getInflection
from spacy.tokens import Doc, Token

from kg.lexicon.grammar import (
    CIRCUMSTANTIAL_PREPS,
    COPULAS,
    FATAL_IF,
    HEDGES,
    KILLING_NOUNS,
    LIGHT_VERBS,
    LOCATIVE_PREPS,
    NEG_WORDS,
    OBJECT_CONTROL,
    PLACE_PREPS,
    REPORTING,
    ROLE_PREPS,
    VERB_FRAMES,
    WEAPON_NOUNS,
)
from kg.lexicon.names import (
    COMPASS_WORDS,
    DEMONYM_ENDINGS,
    HOME_NOUNS,
    JURISDICTION_WORDS,
    LOCATING_ROLES,
    OFFICES,
    ORG_HEADS,
    PART_NOUNS,
    PLACE_NOUNS,
    SEAT_NOUNS,
    UNIT_NOUNS,
)
from kg.lexicon.people import (
    KILLER_NOUNS,
    LEADER_HEADS,
    MEMBER_NOUNS,
    NON_ROLES,
    ORIGIN_NOUNS,
    SECOND_IN_COMMAND,
    TEAM_ROLES,
    TITLE_HEADS,
    TITLE_MODIFIERS,
    TITLE_ORGANISATIONS,
    is_person_noun,
)
from kg.lexicon.tables import state_key
from kg.records import (CURRENT, FACILITY, FORMER, FUTURE, ORGANIZATION, PERSON, PLACE, Chain, Mention, Relation,
                        is_predicate_name)
from kg.relations import type_checks
from kg.relations.mood import FUTURE as FUTURE_MOOD
from kg.relations.mood import IRREALIS, PAST, PRESENT, is_verb, mood
from kg.relations.titles import one_of, role_status, status_of_role, title_words

SUBJ_DEPS = frozenset({"nsubj", "nsubjpass", "csubj"})
OBJ_DEPS = frozenset({"dobj", "obj", "dative", "attr", "oprd"})

_CONF = {
    "title_np": 0.9, "appos_title": 0.85, "possessive_title": 0.8, "copula_title": 0.85,
    "verb_frame": 0.75, "open_verb": 0.6, "locative": 0.7, "home_of": 0.8, "relative_clause": 0.75,
    "place_in_name": 0.7, "according_to": 0.7, "entity_of": 0.65, "killing_of": 0.75,
    "possessive_place": 0.7, "premodifier_roles": 0.7, "located_chain": 0.65, "based_in": 0.8,
    "born_in_place": 0.75, "national_org": 0.7, "title_place": 0.6,
}


class MentionIndex:
    """Finds the mention and the chain a token belongs to."""

    def __init__(self, doc: Doc, chains: tuple[Chain, ...]) -> None:
        self.doc = doc
        self.by_token: dict[int, Mention] = {}
        self.chain_of: dict[Mention, Chain] = {}
        for chain in chains:
            for m in chain.mentions:
                self.chain_of[m] = chain
                span = doc.char_span(m.start, m.end, alignment_mode="expand")
                if span is not None:
                    for token in span:
                        self.by_token.setdefault(token.i, m)
        self.in_mentions = frozenset(self.by_token)  # tokens inside a mention, kept out of titles

    def mentions(self) -> list[Mention]:
        """Every mention of the document, in order."""
        return sorted(self.chain_of)

    def first_token(self, mention: Mention) -> int:
        """Index of a mention's first token."""
        return self.doc.char_span(mention.start, mention.end, alignment_mode="expand").start

    def at(self, token: Token | None) -> Mention | None:
        """The mention covering ``token``."""
        return None if token is None else self.by_token.get(token.i)

    def type(self, mention: Mention) -> str:
        return self.chain_of[mention].type if mention in self.chain_of else mention.type

    def relation(self, subj: Mention, predicate: str | None, obj: Mention, rule: str, *,
                 status: str = CURRENT, title: str = "") -> Relation | None:
        """A relation if there is a predicate and the arguments are different entities of the right types."""
        if not predicate or subj == obj or self.chain_of.get(subj) is not None and self.chain_of.get(subj) is self.chain_of.get(obj):
            return None
        if not type_checks(predicate, self.type(subj), self.type(obj)):
            return None
        return Relation(self.named(subj), predicate, self.named(obj), _CONF[rule], f"rules.{rule}",
                        status=status, title=title)

    def named(self, mention: Mention) -> Mention:
        """A pronoun's antecedent when the same sentence names it ("Jackson won in his native
        South Carolina"): the evidence then shows the name, not "his"."""
        chain = self.chain_of.get(mention)
        if mention.kind != "pronoun" or chain is None:
            return mention
        return next((m for m in reversed(chain.mentions) if m.kind == "name" and m.sentence == mention.sentence
                     and m.end <= mention.start), mention)


def _negated(token: Token) -> bool:
    """Whether a verb (or a verb it depends on through xcomp/ccomp) is negated or hedged."""
    seen = 0
    while token is not None and seen < 4:
        for child in token.children:
            if child.dep_ == "neg" or child.lower_ in NEG_WORDS or child.lower_ in HEDGES:
                return True
        if token.dep_ not in ("xcomp", "conj", "relcl", "acl") or token.head is token:
            break
        token = token.head
        seen += 1
    return False


def _conjuncts(token: Token) -> list[Token]:
    return [token, *token.conjuncts]


@lru_cache(maxsize=4096)
def past_tense(lemma: str) -> str:
    """Past tense of a verb lemma ("confront" -> "confronted")."""
    forms = getInflection(lemma, "VBD")
    return forms[0] if forms else lemma + "ed"


@lru_cache(maxsize=4096)
def present_tense(lemma: str) -> str:
    """Third person present of a verb lemma ("own" -> "owns"): a habit or a state, not an event."""
    forms = getInflection(lemma, "VBZ")
    return forms[0] if forms else lemma + "s"


def title_predicate(title: str) -> str:
    """``leads`` for a title that heads an organisation ("police chief"), else ``employedBy``.

    A title's last word is its head. Its other words must name the kind of organisation
    ("police", "fire", "executive"): a department ("communications director") or a second
    ("deputy", "vice") heads only part of it.
    """
    *modifiers, head = title.split()
    if title == "chief executive" or head in LEADER_HEADS and all(
            w in TITLE_MODIFIERS and w not in SECOND_IN_COMMAND for w in modifiers):
        return "leads"
    return "employedBy"


def _camel(words: list[str]) -> str:
    """The predicate of a verb and its particle ("defect", "to" -> "defectedTo"), or ``""`` when the
    words make none (a lemma without letters, a non-English verb): that relation is dropped."""
    letters = [w for w in words if w.isalpha()]
    if not letters:
        return ""
    name = letters[0].lower() + "".join(w.capitalize() for w in letters[1:])
    return name if is_predicate_name(name) else ""


def title_np(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Coral Springs Police Chief Tony Pustizzi' -> leads; 'Broward deputy X' -> employedBy;
    'U.S. Ambassador X' -> livesIn."""
    for m in ix.mentions():
        if not m.titled:
            continue
        status, title = role_status(m.title.split())
        first = doc[ix.first_token(m):ix.first_token(m) + 1]
        title_start = doc.char_span(m.end - len(m.titled), m.end, alignment_mode="expand").start
        if title_start <= 0:
            continue
        affil = ix.at(doc[title_start - 1]) or ix.at(doc[title_start])
        if affil is None or affil is m or ix.type(affil) not in (ORGANIZATION, PLACE):
            continue
        start = ix.first_token(affil)
        if start > 0 and status == CURRENT:  # "Former Tulsa County deputy X"
            status = role_status([doc[start - 1].lower_])[0]
        predicate = title_predicate(title)
        if ix.type(affil) == PLACE:
            template = TITLE_ORGANISATIONS.get(title)
            if template is None:  # "U.S. Ambassador X", "Texas Gov. X": the country or state X serves
                rel = None if title.split()[-1] in TEAM_ROLES else ix.relation(m, "livesIn", affil, "title_place",
                                                                                status=status, title=title)
                if rel:
                    yield rel
                continue
            affil_span = doc.char_span(affil.start, affil.end, alignment_mode="expand")
            org_span = doc[affil_span.start:first.start]
            affil = Mention(m.doc_id, org_span.start_char, org_span.end_char, org_span.text,
                            ORGANIZATION, m.sentence, kind="implied", name=template.format(affil.text))
        rel = ix.relation(m, predicate, affil, "title_np", status=status, title=title)
        if rel:
            yield rel


def _anchors(token: Token, ix: MentionIndex, preps: frozenset[str], *, depth: int = 2) -> Iterator[Mention]:
    """Mentions a noun is tied to: its possessor, compounds and prepositional objects (through
    ``preps``), following a chain of prepositions ("president of programs for ABC") and an
    organisation's parent ("professor at Queens College of the City University of New York")."""
    for child in token.children:
        if child.dep_ == "prep" and child.lower_ in preps and not any(c.dep_ == "npadvmod" for c in child.children):
            # (not "20 miles from Lille": a distance, not an affiliation)
            for pobj in (o for p in child.children if p.dep_ == "pobj" for o in _conjuncts(p)):
                if ix.at(pobj):
                    yield ix.at(pobj)
                    if ix.type(ix.at(pobj)) == ORGANIZATION:  # "Queens College of the City University"
                        yield from (m for m in _anchors(pobj, ix, frozenset({"of"}), depth=1)
                                    if ix.type(m) == ORGANIZATION and m is not ix.at(pobj))
                elif depth > 1:
                    yield from (m for m in _anchors(pobj, ix, preps, depth=depth - 1)
                                if ix.type(m) == ORGANIZATION)
        elif child.dep_ in ("poss", "compound", "nmod", "amod") and ix.at(child):
            yield ix.at(child)
        elif child.dep_ == "compound" and depth > 1:
            yield from _anchors(child, ix, preps, depth=depth - 1)  # "Rochester teacher union leader"


def _role_relations(subject: Mention, role: Token, ix: MentionIndex, rule: str, *,
                    also: tuple[Mention, ...] = (), status: str = CURRENT) -> Iterator[Relation]:
    """Relations a role noun describing ``subject`` states, with the status its modifiers give
    ("former boss") or else ``status`` (the clause's: "X was chairman of Y").

    For a person: employer or organisation led ("spokesman for X"), victim ("assassin of
    X"), home ("native of X", "a Netherlands businessman"). For an organisation or a
    place: where it is ("a Hong Kong construction firm", "an island nation in X").
    """
    if role.pos_ not in ("NOUN", "PROPN") or ix.at(role) is not None:
        return
    status = status_of_role(role) if status_of_role(role) != CURRENT else status
    subject_type = ix.type(subject)
    if subject_type == PERSON and not is_person_noun(role):
        return
    if subject_type != PERSON and role.lemma_ not in LOCATING_ROLES:
        return  # "Russia is Ukraine's strategic partner" says nothing of where Russia is
    for anchor in (*_anchors(role, ix, ROLE_PREPS | PLACE_PREPS), *also):
        kind = ix.type(anchor)
        if kind == PLACE and role.lemma_ in TEAM_ROLES:
            continue  # "England coach X", "one of Scotland's players": the place names a team
        if kind == PLACE:
            predicate = _where_predicate(subject_type)
        elif subject_type != PERSON:
            continue
        elif kind == PERSON and role.lemma_ in KILLER_NOUNS:
            predicate = "killed"
        elif kind == ORGANIZATION and role.lemma_ == "candidate" and anchor.text.split()[-1].lower() not in OFFICES:
            predicate = "memberOf"  # "PAN candidate X", "candidate of the PRD"; not "candidate for the Senate"
        elif kind == ORGANIZATION and role.lemma_ not in ORIGIN_NOUNS | NON_ROLES | KILLER_NOUNS:
            predicate = "memberOf" if role.lemma_ in MEMBER_NOUNS else title_predicate(title_words(role, skip=ix.in_mentions))
            if predicate == "leads" and role.lower_ not in TITLE_HEADS:
                continue
            if predicate == "leads" and _heads_a_unit(role, ix):
                predicate = "employedBy"  # "head of distribution at Universal" heads a department of it
        else:
            continue
        rel = ix.relation(subject, predicate, anchor, rule, status=status, title=title_words(role, skip=ix.in_mentions)) if predicate else None
        if rel:
            yield rel


def _heads_a_unit(role: Token, ix: MentionIndex) -> bool:
    """Whether a leader's title names a part of the organisation ("head of music at Xfm",
    "chairman of the MCB's public affairs committee"): an "of" before a common noun."""
    return any(p.pos_ == "NOUN" and ix.at(p) is None for c in role.children if c.dep_ == "prep" and c.lower_ == "of"
               for p in c.children if p.dep_ == "pobj")


def appos_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Jim Bell, president of X', 'the president of X, Jim Bell', 'X, an FDA spokeswoman'.

    Where the parser missed the apposition, a role noun, a comma and a name that the
    parser left hanging ("Kennedy's assassin, Lee Harvey Oswald, ...") count as one.
    """
    for token in doc:
        if token.dep_ == "appos":
            pairs = [(token.head, token), (token, token.head)]
        elif (token.dep_ in ("npadvmod", "dep") and ix.at(token) and ix.first_token(ix.at(token)) >= 2
              and ix.at(token.head) is None and doc[ix.first_token(ix.at(token)) - 1].text == ","):
            pairs = [(token, doc[ix.first_token(ix.at(token)) - 2])]
        else:
            continue
        for name_tok, role in pairs:
            subject = ix.at(name_tok)
            if subject is not None and ix.at(role) is None:  # a name's conjuncts are other people
                for conj in _conjuncts(role):
                    yield from _role_relations(subject, one_of(conj), ix, "appos_title")


def copula_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'X is the chief of Y' -> leads; 'X, who is a spokesman for Y', 'X is a native of Z';
    'Serbia is the largest of Yugoslavia's republics' -> locatedIn."""
    for token in doc:
        if token.lemma_ not in COPULAS or _negated(token):
            continue
        status = _clause_status(token)
        if status is None:
            continue
        subj = next((c for c in token.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subj is not None and subj.lower_ in ("who", "that") and token.dep_ == "relcl":
            subj = token.head
        subject = ix.at(subj)
        if subject is None:
            continue
        # "X was acting comptroller at the American University of Beirut": the "at" hung on "was".
        employers = tuple(m for c in token.children if c.dep_ == "prep" and c.lower_ in ("at", "for", "with")
                          for p in c.children if p.dep_ == "pobj" for m in [ix.at(p)]
                          if m is not None and ix.type(m) == ORGANIZATION)
        # "X is the chief of Y", "X became chairman", "X was named chief executive", "X serves as chairman"
        roles = [c for c in token.children if c.dep_ in ("attr", "oprd")]
        roles += [p for c in token.children if c.dep_ == "prep" and c.lower_ == "as" for p in c.children
                  if p.dep_ == "pobj"]
        for attr in roles:
            for conj in _conjuncts(attr):
                yield from _role_relations(subject, one_of(conj), ix, "copula_title", also=employers, status=status)
        complements = [c for c in token.children if c.dep_ in ("prep", "attr", "acomp")]
        # "Rome is in Lazio province" (not "al-Qaeda was on the run in Pakistan"); a person is only visiting.
        if ix.type(subject) != PERSON and len(complements) == 1 and complements[0].lower_ == "in":
            for place in (ix.at(p) for p in complements[0].children if p.dep_ == "pobj"):
                rel = ix.relation(subject, _where_predicate(ix.type(subject)), place, "copula_title") if place else None
                if rel:
                    yield rel


def _clause_status(verb: Token) -> str | None:
    """The status a copula's clause gives a role, or None when it states none ("could become").

    "X was chairman of Y" and "X served as chairman" held before; "X was named chairman" and
    "X became chairman" still hold; "X will become chairman" is to hold.
    """
    when = mood(verb)
    if when == IRREALIS:
        return None
    if when == FUTURE_MOOD:
        return FUTURE
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    if when == PAST and verb.lemma_ in ("be", "serve", "act") and not passive:
        return FORMER
    return CURRENT


def possessive_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"Y's spokesman X", "Kennedy's assassin, X", "New Jersey's governor X"."""
    for token in doc:
        if ix.at(token) is not None or not any(c.dep_ == "poss" and ix.at(c) for c in token.children):
            continue
        people = [ix.at(c) for c in token.children if c.dep_ in ("appos", "compound") and ix.at(c)]
        if token.dep_ == "compound" and ix.at(token.head):
            people.append(ix.at(token.head))
        for person in people:
            if ix.type(person) == PERSON:
                yield from _role_relations(person, token, ix, "possessive_title")


def premodifier_roles(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Atlanta businessman Neil Estes' -> livesIn; 'CNEN Director Laercio Vinhas' -> leads.

    Role nouns compounded before a name. A place before a title with an implied
    organisation ("Broward deputy") names a jurisdiction, not a home: ``title_np`` reads it.
    """
    for person in ix.mentions():
        if person.kind == "name" and ix.type(person) == PERSON and person.title not in TITLE_ORGANISATIONS:
            span = doc.char_span(person.start, person.end, alignment_mode="expand")
            before = [c for c in span.root.children if c.i < span.start]
            for role in (c for c in before if c.dep_ in ("compound", "amod", "nmod")):
                # "McKinley's assassin Leon Czolgosz", "Illinois Gov. James Thompson": the
                # possessor or the place may hang on the name rather than on the role.
                also = tuple(ix.at(c) for c in before if c.i < role.i and c.dep_ in ("poss", "compound", "nmod")
                             and ix.at(c))
                yield from _role_relations(person, role, ix, "premodifier_roles", also=also)


def entity_of(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """Prepositions on a name: 'Roger Crouch of NASA' -> employedBy; 'Brian Michaud of
    Millinocket', 'Marie Ferraro, 50, of Bethany', 'a Republican from Chicago' -> livesIn;
    'Manufacturers Hanover Trust Co. of New York' -> basedIn; "Britain's Duchess of York" -> livesIn."""
    for token in doc:
        subject = ix.at(token)
        if subject is None or token.dep_ == "compound" or ix.type(subject) not in (PERSON, ORGANIZATION):
            continue
        # "Name, 50, of Town": the preposition may hang on the age.
        holders = [token, *(c for c in token.children if c.dep_ == "appos" and c.like_num)]
        for child in (c for h in holders for c in h.children):
            if child.dep_ == "prep" and child.lower_ in ("of", "at", "from", "in"):
                pobjs = [p for p in child.children if p.dep_ == "pobj"]
                if ix.type(subject) == ORGANIZATION and any(p.conjuncts for p in pobjs):
                    continue  # "DTT in the UK, Italy and Germany": where it operates, not where it is based
                objects = [ix.at(o) or _unit_of(o, ix) for p in pobjs for o in _conjuncts(p)]
                for obj in filter(None, objects):
                    kind = ix.type(obj)
                    if kind == ORGANIZATION and child.lower_ in ("of", "at") and ix.type(subject) == PERSON:
                        predicate = "employedBy"
                    elif kind == PLACE and child.lower_ in ("of", "from") or kind == PLACE and ix.type(subject) == ORGANIZATION:
                        predicate = _where_predicate(ix.type(subject))
                    else:
                        continue
                    rel = ix.relation(subject, predicate, obj, "entity_of")
                    if rel:
                        yield rel
            elif child.dep_ == "poss" and ix.at(child) and ix.type(ix.at(child)) == PLACE and ix.type(subject) == PERSON:
                rel = ix.relation(subject, "livesIn", ix.at(child), "entity_of")
                if rel:
                    yield rel


def _unit_of(token: Token, ix: MentionIndex) -> Mention | None:
    """The organisation a unit of it belongs to: "(Stephanie Powell, of) the DEM's division"."""
    if token.lemma_ not in UNIT_NOUNS:
        return None
    return next((ix.at(c) for c in token.children if c.dep_ in ("poss", "compound") and ix.at(c)
                 and ix.type(ix.at(c)) == ORGANIZATION), None)


def killing_of(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the assassination of X by Y' and "Y was convicted of X's murder" -> Y killed X;
    "Kennedy assassin Sirhan Sirhan", however the tagger read "assassin"."""
    for token in doc:
        if token.lower_ in KILLER_NOUNS and 0 < token.i < len(doc) - 1:
            victim, killer = ix.at(token.nbor(-1)), ix.at(token.nbor(1))
            if victim is not None and killer is not None and ix.type(victim) == ix.type(killer) == PERSON:
                rel = ix.relation(killer, "killed", victim, "killing_of")
                if rel:
                    yield rel
            continue
        if token.lemma_ not in KILLING_NOUNS or _negated(token.head):
            continue
        victims = [m for m in _anchors(token, ix, frozenset({"of"})) if ix.type(m) == PERSON]
        killers = [m for c in token.children if c.dep_ == "prep" and c.lower_ == "by"
                   for p in c.children if p.dep_ == "pobj" for m in [ix.at(p)] if m]
        # "Y, convicted of (X's) murder" / "Y was convicted of the killing of X".
        head = token.head.head if token.head.dep_ == "prep" else None
        if not killers and head is not None and head.lemma_ in ("convict", "guilty", "sentence", "jail"):
            killers = [m for s in _subjects(head) for m in [ix.at(s)] if m]
        for killer in killers:
            for victim in victims:
                rel = ix.relation(killer, "killed", victim, "killing_of")
                if rel:
                    yield rel


def _subjects(verb: Token) -> list[Token]:
    subjects = [s for c in verb.children if c.dep_ in SUBJ_DEPS for s in _conjuncts(c)]
    if (not subjects and verb.dep_ == "advcl" and verb.tag_ == "VBN" and verb.i >= 2
            and verb.nbor(-1).text == "," and verb.nbor(-2).pos_ == "PROPN"):
        return [verb.nbor(-2)]  # "John Harvey Adamson, convicted of murdering X": the name it follows
    if not subjects and verb.dep_ in ("xcomp", "conj", "advcl") and verb.head is not verb:
        return _subjects(verb.head)
    if not subjects and verb.dep_ == "pcomp":
        holder = verb.head.head  # "the jury convicted X of killing Y", "of" hung on the verb or on X
        controller = ([o for c in holder.children if c.dep_ == "dobj" for o in _conjuncts(c)]
                      if holder.lemma_ in OBJECT_CONTROL else
                      [holder] if holder.dep_ == "dobj" and holder.head.lemma_ in OBJECT_CONTROL else [])
        if controller:
            return controller
    if not subjects and verb.dep_ == "pcomp" and verb.head.head.pos_ in ("VERB", "AUX"):
        return _subjects(verb.head.head)  # "Oswald acted alone in killing Kennedy"
    if not subjects and verb.dep_ == "pcomp" and verb.head.head.dep_ in ("acl", "appos"):
        return [verb.head.head.head]  # "Adamson, convicted of murdering Bolles"
    if not subjects and verb.dep_ in ("relcl", "acl"):
        return [verb.head]
    if verb.dep_ == "relcl" and verb.head.lemma_ in WEAPON_NOUNS and verb.head.dep_ == "dobj":
        return _subjects(verb.head.head)  # "Oswald fired the shots that killed Kennedy": the shooter
    # "X, who assassinated Y": the relative pronoun stands for the noun the clause modifies.
    return [verb.head if s.lower_ in ("who", "that", "which") and verb.dep_ == "relcl" else s for s in subjects]


#: Dependencies that open a clause of their own: an agent below them is not the verb's.
CLAUSE_DEPS = frozenset({"relcl", "ccomp", "advcl", "acl", "conj", "xcomp", "csubj", "parataxis"})


def _stray_agents(verb: Token) -> list[Token]:
    """Objects of a "by" that the parser hung on a noun of a passive verb's phrases
    ("X was shot to death in the courtyard of his building by Y")."""
    found, stack = [], [c for c in verb.children if c.dep_ not in CLAUSE_DEPS and c.dep_ != "agent"]
    while stack:
        token = stack.pop()
        if token.dep_ == "prep" and token.lower_ == "by":
            found += [o for p in token.children if p.dep_ == "pobj" for o in _conjuncts(p)]
        stack += [c for c in token.children if c.dep_ not in CLAUSE_DEPS]
    return found


def _objects(verb: Token) -> list[tuple[Token, str]]:
    """(object token, preposition or particle) pairs of a verb; a passive killing verb with no
    agent of its own takes a stray "by" below it as its agent, and a "where" clause takes the
    place it describes as its "in"."""
    found = []
    for child in verb.children:
        if child.dep_ in OBJ_DEPS:
            found += [(o, "") for o in _conjuncts(child)]
        elif child.dep_ in ("prep", "agent"):
            found += [(o, child.lower_) for p in child.children if p.dep_ == "pobj" for o in _conjuncts(p)]
    if verb.dep_ == "relcl" and any(c.lower_ == "where" for c in verb.children):
        found.append((verb.head, "in"))  # "Rolling Fork, where Muddy Waters was born"
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    if passive and not any(p == "by" for _, p in found) and _frame(verb, "") == ("killed", False):
        found += [(o, "by") for o in _stray_agents(verb)]
    return found


def _fatal(verb: Token) -> bool:
    for child in verb.children:
        if child.lower_ in ("fatally", "dead", "mortally"):
            return True
        if child.dep_ == "prep" and child.lower_ == "to" and any(p.lower_ == "death" for p in child.children):
            return True
    return False


def _frame(verb: Token, prep: str) -> tuple[str, bool] | None:
    """The typed predicate a verb with a preposition states, if any."""
    if verb.lemma_ in FATAL_IF and _fatal(verb):
        return ("killed", False)
    return VERB_FRAMES.get((verb.lemma_, prep))


def _named_by(token: Token, ix: MentionIndex) -> Mention | None:
    """The mention a verb's argument is, or the name it stands in apposition with: "the notorious
    outlaw Jesse James", "his son, Stephen", "Sirhan Sirhan, the man convicted of killing X"."""
    if ix.at(token) is not None or token.pos_ != "NOUN":
        return ix.at(token)
    if token.dep_ == "appos" and ix.at(token.head) is not None:
        return ix.at(token.head)
    after = token.doc[token.i + 1:token.i + 3]
    name = ix.at(after[0]) if len(after) and after[0].text != "," else ix.at(after[-1]) if len(after) == 2 else None
    return name if name is not None and any(ix.at(c) is name for c in token.children if c.dep_ == "appos") else None


def verb_relations(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """Subject-verb-object frames: typed predicates by verb, the rest as open past-tense verbs."""
    for verb in doc:
        if verb.pos_ not in ("VERB",) or _negated(verb):
            continue
        when = mood(verb)
        if when == IRREALIS:
            continue  # "can still win", "if X wins", "plans to buy": nothing stated as fact
        status = FUTURE if when == FUTURE_MOOD else CURRENT
        # Open relations are named in the clause's tense: "met", "owns" ("will meet" is not "met").
        open_ok = when in (PAST, PRESENT) and is_verb(verb.text)
        passive = any(c.dep_ in ("nsubjpass", "auxpass") for c in verb.children)
        for subj_tok in _subjects(verb):
            subj = _named_by(subj_tok, ix)
            if subj is None:
                continue
            for obj_tok, prep in _objects(verb):
                obj = _named_by(obj_tok, ix)
                if obj is None:
                    continue
                a, b = subj, obj
                if passive:
                    if prep != "by":
                        frame = _frame(verb, prep)
                        if frame and not frame[1]:
                            rel = ix.relation(a, frame[0], b, "verb_frame", status=status)
                            if rel:
                                yield rel
                        continue
                    a, b, prep = obj, subj, ""
                frame = _frame(verb, prep)
                if frame:
                    predicate, inverse = frame
                    if predicate == "killed" and when != PAST:
                        continue  # a killing is an event
                    a, b = (b, a) if inverse else (a, b)
                    rel = ix.relation(a, predicate, b, "verb_frame", status=status)
                elif (not open_ok or verb.lemma_ in REPORTING | LIGHT_VERBS or prep in ("by",) or prep in CIRCUMSTANTIAL_PREPS or verb.lemma_ == "be"
                      or verb.lower_ in KILLER_NOUNS):  # "Kennedy assassin X" tagged as a verb
                    continue
                else:
                    particles = [c.lower_ for c in verb.children if c.dep_ == "prt"]  # "took over", "pulled out of"
                    form = past_tense(verb.lemma_) if when == PAST else present_tense(verb.lemma_)
                    predicate = _camel([form, *particles, *([prep] if prep else [])])
                    rule = "relative_clause" if verb.dep_ == "relcl" else "open_verb"
                    rel = ix.relation(a, predicate, b, rule)
                if rel:
                    yield rel


def _where_predicate(subject_type: str) -> str | None:
    """The predicate that puts an entity of this type in a place."""
    return {ORGANIZATION: "basedIn", PLACE: "locatedIn", FACILITY: "locatedIn", PERSON: "livesIn"}.get(subject_type)


def _is_list_item(doc: Doc, ix: MentionIndex, left: Mention, right: Mention) -> bool:
    """Whether two places joined by a comma are items of a list ("Colombia, Bolivia, Ecuador")."""
    before = doc.char_span(left.start, left.end, alignment_mode="expand").start
    after = doc.char_span(right.start, right.end, alignment_mode="expand").end
    if before >= 2 and doc[before - 1].text == "," and ix.at(doc[before - 2]) is not None:
        return True
    if state_key(right.text.lower()):
        return False  # "Rockville, Md., Bernero said": a town and its state
    nxt = doc[after:after + 2]
    if len(nxt) and nxt[0].lower_ in ("and", "or", "&", *LOCATIVE_PREPS):
        return True  # "... Wimbledon in London, Belle Vue in Manchester": a list of places in places
    return len(nxt) == 2 and nxt[0].text == "," and (nxt[1].lower_ == "and" or nxt[1].is_title)


def _modifiers_only(words: list[Token]) -> bool:
    """Whether words after a locative preposition only qualify the place: determiners and
    adjectives ("in central Massachusetts"), or a part of it ("in the southeastern part of")."""
    if len(words) >= 2 and words[-1].lower_ == "of" and words[-2].lower_ in PART_NOUNS:
        words = words[:-2]
    return all(t.pos_ in ("DET", "ADJ") or t.lower_ in COMPASS_WORDS for t in words)


def locative(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'A in B, C' -> A basedIn/locatedIn B and B locatedIn C; 'Sunrise, Florida' likewise.

    Between the two, a comma, or a locative preposition with determiners and adjectives
    ("in central Massachusetts", ", in the Ocala National Forest").
    """
    mentions = sorted(set(ix.by_token.values()))
    for left, right in zip(mentions, mentions[1:]):
        if left.sentence != right.sentence or ix.type(right) != PLACE or ix.type(left) == PERSON:
            continue
        start = doc.char_span(left.start, left.end, alignment_mode="expand").end
        end = doc.char_span(right.start, right.end, alignment_mode="expand").start
        words = [t for t in doc[start:end] if t.text != ","]
        comma = doc[start:end].text.startswith(",")
        if comma and words and all(t.lower_ in COMPASS_WORDS for t in words):
            words = []  # "Mohammadia, south-east Algeria"
        if not words:
            if not comma or ix.type(left) not in (PLACE, FACILITY) or _is_list_item(doc, ix, left, right):
                continue
        elif words[0].lower_ not in LOCATIVE_PREPS or not _modifiers_only(words[1:]):
            continue
        rel = ix.relation(left, _where_predicate(ix.type(left)), right, "locative")
        if rel:
            yield rel


def possessive_place(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"Beijing's Tiananmen Square", "Bosnia's capital, Sarajevo", "Hong Kong's X Ltd"."""
    for token in doc:
        place = next((ix.at(c) for c in token.children if c.dep_ == "poss" and ix.at(c)), None)
        if place is None or ix.type(place) != PLACE:
            continue
        if token.lemma_ in TEAM_ROLES:
            continue  # "England's head coach X": the place names a team
        subjects = [ix.at(token)] if ix.at(token) else [ix.at(c) for c in token.children if c.dep_ == "appos" and ix.at(c)]
        for subject in filter(None, subjects):
            predicate = _where_predicate(ix.type(subject))
            if predicate and subject is not place:
                rel = ix.relation(subject, predicate, place, "possessive_place")
                if rel:
                    yield rel


def _described_org(token: Token, ix: MentionIndex) -> Mention | None:
    """The organisation a noun names or describes: itself, the name it is compounded with
    ("insurer Liberty Mutual") or the name it is in apposition to ("Acme Corp., a company")."""
    for candidate in (token, token.head if token.dep_ in ("compound", "appos") else None,
                      *(c for c in token.children if c.dep_ in ("compound", "appos"))):
        m = ix.at(candidate) if candidate is not None else None
        if m is not None and ix.type(m) == ORGANIZATION:
            return m
    return None


def based_in(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the Boston-based insurer Liberty Mutual', 'Acme Corp., a Dallas-based company',
    'NRC headquarters in nearby Rockville' -> basedIn."""
    for token in doc:
        pairs = []
        if token.lemma_ == "base" and token.dep_ == "amod":
            places = [ix.at(c) for c in token.children if ix.at(c) and ix.type(ix.at(c)) == PLACE]
            pairs = [(_described_org(token.head, ix), p) for p in places]
        elif token.lower_ in SEAT_NOUNS:
            org = next((ix.at(c) for c in token.children if c.dep_ in ("compound", "poss") and ix.at(c)
                        and ix.type(ix.at(c)) == ORGANIZATION), None)
            after = [t for t in doc[token.i + 1:token.i + 5] if t.pos_ not in ("DET", "ADJ", "ADV")]
            if org is not None and len(after) >= 2 and after[0].lower_ == "in" and ix.at(after[1]):
                pairs = [(org, ix.at(after[1]))]
            elif org is not None:  # "the NRC's Rockville, Md., headquarters"
                pairs = [(org, ix.at(c)) for c in token.children if c.dep_ in ("compound", "nmod") and ix.at(c)]
        for org, place in pairs:
            if org is not None and ix.type(place) == PLACE:
                rel = ix.relation(org, "basedIn", place, "based_in")
                if rel:
                    yield rel


def home_of(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the Boynton Beach home of X', "X's New Jersey home", "his home in Larchmont", 'their hometown of Grants',
    'his native South Carolina' -> X livesIn the place."""
    for token in doc:
        people = []
        if token.lower_ in HOME_NOUNS or ix.at(token) is None and _home_place_noun(token):
            places = [ix.at(c) for c in token.children if c.dep_ in ("compound", "nmod") and ix.at(c)]
            # "North Carolina, the home state of his wife", "South Carolina being Jackson's home state"
            places += [m for m in (_named_by(token, ix), *(ix.at(s) for s in _copula_subjects(token))) if m]
            for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ in ("of", "in")):
                for named in filter(None, (_named_by(p, ix) for p in prep.children if p.dep_ == "pobj")):
                    if ix.type(named) == PLACE:
                        places.append(named)
                    elif prep.lower_ == "of":
                        people.append(named)
        elif ix.at(token) and any(c.lower_ in ("native", "home") and c.dep_ in ("amod", "compound")
                                  for c in token.children):
            places = [ix.at(token)]
        else:
            continue
        people += [ix.at(c) for c in token.children if c.dep_ == "poss" and ix.at(c)]
        for person in people:
            for place in places:
                if ix.type(place) == PLACE:
                    rel = ix.relation(person, "livesIn", place, "home_of")
                    if rel:
                        yield rel


def _home_place_noun(token: Token) -> bool:
    """"home state", "native country": a place noun that says someone comes from it."""
    return token.lemma_ in PLACE_NOUNS and any(c.lower_ in ("home", "native") and c.dep_ in ("amod", "compound")
                                               for c in token.children)


def _copula_subjects(token: Token) -> list[Token]:
    """Subjects a noun is predicated of: "South Carolina (being|is) X's home state"."""
    if token.dep_ != "attr" or token.head.lemma_ != "be":
        return []
    return [c for c in token.head.children if c.dep_ in SUBJ_DEPS]


def born_in_place(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Chicago-born singer Jane Doe', 'Illinois born Charlton Heston' -> livesIn."""
    for token in doc:
        if token.lower_ != "born" or token.i < 1:
            continue
        before = token.nbor(-1) if token.nbor(-1).text != "-" or token.i < 2 else token.nbor(-2)
        place = ix.at(before)
        if place is None or ix.type(place) != PLACE:
            continue
        for after in doc[token.i + 1:token.i + 6]:
            person = ix.at(after)
            if person is not None:
                rel = ix.relation(person, "livesIn", place, "born_in_place") if ix.type(person) == PERSON else None
                if rel:
                    yield rel
                break
            if after.pos_ not in ("NOUN", "ADJ", "PUNCT") or after.text == ",":
                break


def place_in_name(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Coral Springs Police Department' -> basedIn 'Coral Springs'.

    The place is the start of the organisation's name when that start is a place named
    in the text, or when a jurisdiction word follows it ("Tulsa Police Department"). It
    becomes a mention nested in the name and joins the place of the same name at resolution.
    """
    places = {ix.chain_of[m].name.lower() for m in ix.chain_of if ix.type(m) == PLACE and m.kind == "name"}
    for org in sorted({m for m in ix.chain_of if ix.type(m) == ORGANIZATION and m.kind in ("name", "implied")}):
        span = doc.char_span(org.start, org.end, alignment_mode="expand")
        for end in range(span.end - 1, span.start, -1):
            prefix = doc[span.start:end]
            if doc[end].text == "-" or prefix[-1].text == "-":
                continue  # "Miami" is not the place of "Miami-Dade Fire Rescue"
            named = prefix.text.lower() in places
            # Not "Border Patrol" of "Border Patrol Police", nor "Guatemala" of "Guatemala City Television".
            jurisdiction = (doc[end].lower_ in JURISDICTION_WORDS
                            and all((t.pos_ == "PROPN" or t.text == "-") and t.lower_ not in ORG_HEADS for t in prefix)
                            and (doc[end].lower_ != "city" or end + 1 < span.end and doc[end + 1].lower_ in ORG_HEADS))
            if named or jurisdiction:
                place = Mention(org.doc_id, prefix.start_char, prefix.end_char, prefix.text, PLACE, org.sentence)
                rel = ix.relation(org, "basedIn", place, "place_in_name")
                if rel:
                    yield rel
                break


def demonym_of(adjective: str, place: str) -> bool:
    """Whether an adjective of nationality is made from a place's name: ("Haitian", "Haiti"),
    ("Chinese", "China"), ("Angolan", "Angola"); not ("French", "France"), which needs a table."""
    adjective, stem = adjective.lower(), place.lower().rstrip("aeiouy")
    return (len(stem) >= 3 and " " not in place and adjective.endswith(DEMONYM_ENDINGS)
            and adjective.startswith(stem) and len(adjective) - len(stem) <= 4)


def national_org(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the Haitian Parliament' -> basedIn Haiti, when the sentence names the country."""
    places = defaultdict(list)  # sentence -> its place mentions
    for m in ix.mentions():
        if ix.type(m) == PLACE:
            places[m.sentence].append(m)
    for org in (m for m in ix.mentions() if ix.type(m) == ORGANIZATION and m.kind == "name" and m.sentence in places):
        first, *rest = org.text.split()
        for place in places[org.sentence] if rest else ():
            if demonym_of(first, place.text):
                rel = ix.relation(org, "basedIn", place, "national_org")
                if rel:
                    yield rel


def according_to(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'According to the president of X, "...," said Jim Bell' -> Jim Bell leads X.

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
                yield from _role_relations(next(iter(people)), role, ix, "according_to")


RULES = (title_np, premodifier_roles, appos_title, copula_title, possessive_title, entity_of, killing_of, verb_relations,
         locative, possessive_place, based_in, home_of, born_in_place, place_in_name,
         national_org, according_to)


def extract_relations(doc: Doc, chains: tuple[Chain, ...]) -> tuple[Relation, ...]:
    """Run every rule over a parsed document; one relation per (subject, predicate, object, sentence).

    Args:
        doc: The parsed document.
        chains: Its coreference chains from :func:`kg.coref.resolve_mentions`.

    Returns:
        Relations in document order, the most confident rule kept for duplicates.
    """
    ix = MentionIndex(doc, chains)
    best: dict[tuple, Relation] = {}
    for rule in RULES:
        for rel in rule(doc, ix):
            key = (rel.subject.start, rel.predicate, rel.object.start, rel.object.end)
            if key not in best or rel.confidence > best[key].confidence:
                best[key] = rel
    for rel in _through_containers(tuple(best.values()), ix):
        best.setdefault((rel.subject.start, rel.predicate, rel.object.start, rel.object.end), rel)
    # Who leads an organisation also works for it: keep the more specific statement only.
    led = {(s, o, e) for s, p, o, e in best if p == "leads"}
    return tuple(sorted((r for (s, p, o, e), r in best.items() if p != "employedBy" or (s, o, e) not in led),
                        key=lambda r: (r.subject.start, r.object.start, r.predicate)))


def _through_containers(relations: tuple[Relation, ...], ix: MentionIndex) -> Iterator[Relation]:
    """'Marie Ferraro of Bethany, Conn.': who lives (or what is based or lies) in a town that the
    same sentence places in a state lives (or is based, or lies) in the state too."""
    inside = {(r.subject.start, r.subject.end): r.object for r in relations if r.predicate == "locatedIn"
              and r.extractor == "rules.locative"}
    for rel in relations:
        container = inside.get((rel.object.start, rel.object.end))
        if (rel.predicate in ("livesIn", "basedIn", "locatedIn") and container is not None
                and container.sentence == rel.sentence and container != rel.subject):
            derived = ix.relation(rel.subject, rel.predicate, container, "located_chain")
            if derived:
                yield derived


def make_rules():
    """The rule-based extractor."""
    return extract_relations

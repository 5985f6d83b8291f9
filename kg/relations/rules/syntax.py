"""Syntax helpers of the rules: the mention index, negation, conjuncts, anchors, verb forms."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import cached_property

from spacy.tokens import Doc, Token

from kg.lexicon.grammar import (ANNOUNCING, EVENT_NOUNS, LIGHT_VERBS, PLACE_PREPS,
                                REPORTING, ROLE_PREPS, TIME_MARKS)
from kg.lexicon.names import (ANAPHORIC_COUNTRY_NOUNS, ANAPHORIC_ORG_NOUNS, ANAPHORIC_SCHOOL_NOUNS,
                              ANAPHORIC_STATE_NOUNS, BRANCH_DETERMINERS, DESCRIPTIVE_NOUNS, GATHERING_NOUNS,
                              JURISDICTION_NOUNS, ORG_NOUNS, PARENT_NOUNS, PLACE_NOUNS, PREMODIFIER_PART_NOUNS,
                              SCHOOL_NAME_WORDS, SEAT_NOUNS, VENUE_HEADS)
from kg.lexicon.gazetteers import country_named, country_of_demonym, is_world_region
from kg.lexicon.people import (HONORIFICS, LEGISLATOR_TITLES, PARTY_CUES, PARTY_POSTS, PAST_ROLE, TITLE_HEADS,
                               is_person_noun)
from kg.lexicon.tables import us_state
from kg.namekeys import is_short_party, is_party_word, party_stem
from kg.records import CURRENT, EVENT, FACILITY, ORGANIZATION, PERSON, PLACE, Chain, Mention, Relation, Sentence
from kg.relations import type_checks
from kg.relations.rules.appositions import set_off_name
from kg.relations.rules.confidence import RULE_CONFIDENCE
from kg.relations.rules.backrefs import (antecedent, based, carries_on, leading, opens_clause, plural_body,
                                         premodifier, refers_back)

#: Dependency labels of subjects and objects.
SUBJ_DEPS = frozenset({"nsubj", "nsubjpass", "csubj"})
OBJ_DEPS = frozenset({"dobj", "obj", "dative", "attr", "oprd"})
#: Nouns after which "its" refers back to an organisation: "its chief executive", "its headquarters", "its
#: Kestrel unit" (not "for its part").
_PART_HEADS = PREMODIFIER_PART_NOUNS - {"part"}
_ITS_HEADS = TITLE_HEADS | SEAT_NOUNS | _PART_HEADS
_ANAPHORIC_NOUNS = ANAPHORIC_ORG_NOUNS | ANAPHORIC_SCHOOL_NOUNS


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
        self._nationalities(doc, chains)
        self._org_anaphora(doc)
        self._country_anaphora(doc)
        self.described: dict[Mention, Token] = {}  # a name -> the common noun it premodifies
        for m, chain in self.chain_of.items():
            head = self._described_by(m, chain.type)
            if head is not None:
                self.described[m] = head
                self.by_token.setdefault(head.i, m)

    def _nationalities(self, doc: Doc, chains: tuple[Chain, ...]) -> None:
        """Index a nationality adjective as the country when the document names the country:
        "the Pakistani city of Lahore", "Norwegian dairy firm X" then read as "Pakistan", "Norway".
        The adjective becomes an implied mention carrying the country's name as written."""
        named, doc_id = {}, chains[0].doc_id if chains else ""
        for chain in chains:
            for m in chain.mentions:
                country = country_named(m.label) if chain.type == PLACE and m.kind == "name" else None
                if country:
                    named.setdefault(country, m.label)
        for ent in doc.ents if named else ():
            country = country_of_demonym(ent.text) if ent.label_ == "NORP" else None
            # before the word it modifies ("the Pakistani city", "Scottish-based") or saying what someone
            # is ("X, an American", "X is Norwegian"); not an object ("beat the French": a team, a people)
            root = ent.root.head if ent.root.dep_ == "conj" else ent.root  # "British and American officials"
            adjective = root.head.i > root.i or root.dep_ in ("appos", "attr", "acomp")
            if country in named and adjective and all(t.i not in self.by_token for t in ent):
                m = Mention(doc_id, ent.start_char, ent.end_char, ent.text, PLACE, Sentence.of(doc_id, ent.sent),
                            kind="implied", name=named[country])
                for token in ent:
                    self.by_token[token.i] = m

    def _org_anaphora(self, doc: Doc) -> None:
        """Index "the company" of "the company's chief executive", "a spokesman for the firm" (and "its" of
        "its chief executive", "it" of "it is based in") as the organisation it refers back to: of the
        organisations named in its sentence before it or in the sentence before, the one whose name ends in the
        noun ("the party": "the Acme Party"; for "its" and "it", the clause's subject), else the one the story
        names most, the later on a tie."""
        orgs = [m for m, chain in self.chain_of.items() if chain.type == ORGANIZATION and m.kind == "name"]
        if not orgs:
            return
        weight = Counter(self.chain_of[m] for m in orgs)
        for token in doc:
            act = token.lower_ == "its" and token.dep_ == "poss" and token.head.lemma_ in EVENT_NOUNS  # its takeover
            its = act or token.lower_ == "its" and token.dep_ == "poss" and (  # "its unit", "its parent company"
                token.head.lower_ in _ITS_HEADS or token.i + 1 < len(doc) and doc[token.i + 1].lower_ in PARENT_NOUNS)
            # "It is based in Tulsa": where "it" is based, a body is
            its = its or token.lower_ == "it" and token.dep_ in ("nsubj", "nsubjpass") and based(token.head)
            if token.i in self.by_token:
                continue
            carried = self.carried_subject(token)
            if carried is not None:  # "Norbank cut 500 jobs. It also sold Safcom.": the story goes on about it
                self.by_token[token.i] = carried
                continue
            if not its and (token.lemma_.lower() not in _ANAPHORIC_NOUNS or not refers_back(token)):
                continue
            best = self._antecedent(token, orgs, weight, its=its, act=act)
            if best is not None:
                self.by_token[token.i] = best

    def _antecedent(self, token: Token, orgs: list[Mention], weight: Counter, *, its: bool,
                    act: bool) -> Mention | None:
        """The organisation of ``orgs`` (weighed by how often the story names each) that an anaphoric noun or
        "its" stands for (see :meth:`_org_anaphora`). A name that only says something of the noun after it
        ("the former Kestrel and Varnell striker") is none until the story names it otherwise; "the club" the
        sentence before stood for stays the club while no other body is named."""
        sentences, noun = self.sentence_index, token.lemma_.lower()
        here, party = sentences[token.sent.start_char], noun == "party"
        # "the party" refers to a party ("Labour" too, however tagged), any other noun to a body that is none; "the
        # school" to a school
        fits = [m for m in orgs if m.end <= token.idx and (self.is_party(m) or is_short_party(m.text)) == party
                and (noun not in ANAPHORIC_SCHOOL_NOUNS or SCHOOL_NAME_WORDS & set(m.text.lower().split()))]
        close = [m for m in fits if here - sentences.get(m.sentence.start, -9) <= 1]
        near = close if its else [m for m in close if self._as_body.get(self.chain_of[m], token.idx) < token.idx]
        if not its and (same := self._same_noun_before(token, near)) is not None:
            return same
        if not close and not its:  # named further back: the body the story is about, if one leads
            near = leading(fits, Counter(self.chain_of[m] for m in fits), self.chain_of)
        named = [m for m in near if m.text.lower().split()[-1] == noun]
        if its:  # "Norbank, which bought Safcom, said its chief executive ...": the clause's subject
            if (act or token.head.lower_ in _PART_HEADS) and self._clause_subject(token) not in near:
                return None  # "the firms are Norbank, its unit Kestrel, ...": whose unit (or act) only a subject says
            named = [m for m in (self._clause_subject(token),) if m in near] or named
        return max(named or near, key=lambda m: (not named and weight[self.chain_of[m]], m.start), default=None)

    @cached_property
    def _as_body(self) -> dict[Chain, int]:
        """Where the story first names each chain other than as a word before a noun (:func:`premodifier`)."""
        first: dict[Chain, int] = {}
        for m, chain in self.chain_of.items():
            if m.kind == "name" and not premodifier(self.root(m)):
                first[chain] = min(first.get(chain, m.start), m.start)
        return first

    def _same_noun_before(self, token: Token, near: list[Mention]) -> Mention | None:
        """The organisation the same noun stood for in its sentence or the one before ("the club"), when none of
        ``near`` is named after it: a name of its chain."""
        start = self.doc[token.sent.start - 1].sent.start if token.sent.start else 0
        for t in reversed(self.doc[start:token.i]):
            if t.lower_ == token.lower_ and t.i in self.by_token:
                chain = self.chain_of.get(self.by_token[t.i])
                names = [m for m in chain.mentions if m.kind == "name"] if chain is not None else []
                if not names or chain.type != ORGANIZATION or any(m.start > t.idx for m in near):
                    return None
                return next((m for m in reversed(names) if m.end <= token.idx), names[0])
        return None

    def carried_subject(self, token: Token) -> Mention | None:
        """What "It" or "The Kenyan firm" opening a sentence (or after adverbials) as its main verb's subject stands
        for: the body the sentence before is about, its main verb's subject ("Norbank cut jobs. It also sold Safcom.");
        none for an empty "it" ("It emerged that") or when the sentence before is about no one body ("X and Y")."""
        verb = token.head
        if (not carries_on(token) or not opens_clause(token) or token.dep_ not in ("nsubj", "nsubjpass")
                or verb.dep_ != "ROOT" or verb.lemma_ in LIGHT_VERBS or verb.pos_ != "VERB" or token.sent.start == 0
                or any(c.dep_ == "ccomp" for c in verb.children) and verb.lemma_ not in REPORTING | ANNOUNCING):
            return None
        before = self.doc[token.sent.start - 1].sent.root
        if before.lemma_ in REPORTING:  # "..., the Tulsa Courier reported. It was led by X": the source, not the topic
            return None
        named = next((c for c in before.children if c.dep_ in SUBJ_DEPS and not c.conjuncts), None)
        subject = self.at(named)
        if subject is None or token.lower_ == "they" and not plural_body(before, named):
            return None  # "Kestrel City were beaten. They ...": a body written as a plural
        return subject if self.type(subject) == ORGANIZATION else None

    def _country_anaphora(self, doc: Doc) -> None:
        """Index "the country" of "the country's richest man" (and of "in the north of the country") as the
        country named last in its sentence before it or in the sentence before, if only one is, else as the
        one country the story has named before it; "the state" of "the state's largest city" likewise as a
        US state."""
        for nouns, place_of in ((ANAPHORIC_COUNTRY_NOUNS, country_named), (ANAPHORIC_STATE_NOUNS, us_state)):
            named = [m for m, chain in self.chain_of.items()
                     if chain.type == PLACE and m.kind == "name" and place_of(m.label)]
            for token in doc if named else ():
                if token.lower_ not in nouns or token.i in self.by_token or not refers_back(token):
                    continue
                sentences = self.sentence_index
                here = sentences[token.sent.start_char]
                before = [m for m in named if m.end <= token.idx]
                # named in its sentence or the one before, else the one the story has named so far
                near = [m for m in before if here - sentences.get(m.sentence.start, -9) <= 1] or before
                if len({place_of(m.label) for m in near}) == 1:
                    self.by_token[token.i] = near[-1]

    @cached_property
    def sentence_index(self) -> dict[int, int]:
        """Each sentence's number, by its first character's offset."""
        return {s.start_char: i for i, s in enumerate(self.doc.sents)}

    def _clause_subject(self, token: Token) -> Mention | None:
        """The organisation that is the subject of the nearest clause above a token with one ("Norbank" for
        "its" in "Norbank, which bought Safcom, said its chief executive Tom Vale would stay")."""
        for head in token.ancestors:
            for c in head.children:
                subject = self.at(c) if c.dep_ in ("nsubj", "nsubjpass") else None
                if subject is not None and self.type(subject) == ORGANIZATION:
                    return subject
        return None

    def is_party(self, org: Mention) -> bool:
        """Whether an organisation is a political party: one of its document's mentions is a group's name the
        tagger called a nationality, religion or political group (NORP) that :func:`kg.spans.with_parties`
        kept, a name ending in "Party", or a name the document writes right before a legislator's title
        ("Labour MP"). The tagger types a party's name mention by mention: "Labour" may be a group in one
        sentence and an organisation in the next."""
        return self.type(org) == ORGANIZATION and (self.chain_of[org] in self._party_chains if org in self.chain_of
                                                   else self._names_party(org))

    @cached_property
    def _party_chains(self) -> frozenset[Chain]:
        return frozenset(chain for chain in set(self.chain_of.values())
                         if any(self._names_party(m) for m in chain.mentions))

    @cached_property
    def _before_legislators(self) -> frozenset[str]:
        """Names written right before a legislator's title ("Labour MP") or "party" ("the Labour party"), or owning
        a post only a party has ("Labour's deputy minister", "the Tories' chief whip")."""
        return self._named_before(LEGISLATOR_TITLES | {"party"}, PARTY_POSTS)

    @cached_property
    def _before_party_cues(self) -> frozenset[str]:
        """Stems (:func:`kg.namekeys.party_stem`) of names written right before or owning a noun only a party's
        name takes ("Labour leader", "Labour's voters"; "Varnellist leaders" for "the Varnellists")."""
        return frozenset(party_stem(w) for w in self._named_before(PARTY_CUES, PARTY_CUES))

    def _named_before(self, before: frozenset[str], owned: frozenset[str]) -> frozenset[str]:
        """The lower-case words written right before a word of ``before`` or owning one of ``owned``."""
        return frozenset({t.nbor(-1).lower_ for t in self.doc[1:] if t.lower_ in before}
                         | {c.lower_ for t in self.doc if t.lower_ in owned for c in t.children if c.dep_ == "poss"})

    def _names_party(self, m: Mention) -> bool:
        """Whether a mention names a party: it ends in "Party", precedes a legislator's title, is a party's short
        name ("Lib Dems", whatever the tagger called it), or the tagger called it a group and it is a party's word
        ("Liberals"), a plural ("the Tories") or a name the document writes before a party's noun
        (:attr:`_before_party_cues`); not a firm the tagger called a group ("Norbank economist")."""
        span = self.doc.char_span(m.start, m.end, alignment_mode="expand")
        if span is None:
            return False
        last = span[-1]
        return (last.lower_ in ("party", "parties") or last.lower_ in self._before_legislators or is_short_party(m.text)
                or last.ent_type_ == "NORP" and (last.tag_ == "NNPS" or is_party_word(last.lower_)
                                                 or party_stem(last.lower_) in self._before_party_cues))

    def _described_by(self, mention: Mention, kind: str) -> Token | None:
        """The common noun a name premodifies when the noun says what the name is: "hotel" of
        "the Mottram Hall hotel", "province" of "Pakistan's Sindh province". Rules then read the
        noun's dependents ("in Cheshire", "Pakistan's") as the name's."""
        span = self.doc.char_span(mention.start, mention.end, alignment_mode="expand")
        if span is None or mention.kind != "name":
            return None
        head = span.root.head
        if span.root.dep_ != "compound" or head.i < span.end or head.pos_ != "NOUN" or not head.is_lower:
            return None
        if head.i > span.end and any(t.i not in self.by_token and t.pos_ == "PROPN" for t in self.doc[span.end:head.i]):
            return None
        if any(c.dep_ == "prep" and c.lower_ == "of" for c in head.children):
            return None  # "the Oklahoma city of Tulsa": the noun is Tulsa's
        # a company's name before "plant" or "hotel" names the owner of a site, not the site
        nouns = {PLACE: PLACE_NOUNS, FACILITY: DESCRIPTIVE_NOUNS, ORGANIZATION: ORG_NOUNS,
                 EVENT: GATHERING_NOUNS}.get(kind, ())
        return head if head.lemma_ in nouns and head.i not in self.by_token else None

    @cached_property
    def possessed(self) -> list[Token]:
        """Tokens with a possessor that is a mention ("X's spokesman"), in document order: where the
        possessive rules look, instead of every token."""
        heads = {self.doc[i].head.i for i in self.by_token if self.doc[i].dep_ == "poss"}
        return [self.doc[i] for i in sorted(heads)]

    def mentions(self) -> list[Mention]:
        """Every mention of the document, in order."""
        return sorted(self.chain_of)

    def first_token(self, mention: Mention) -> int:
        """Index of a mention's first token."""
        return self.doc.char_span(mention.start, mention.end, alignment_mode="expand").start

    def titled_start(self, mention: Mention) -> int:
        """Index of the first token of a mention with the title written before it ("Police Chief Tom Vale")."""
        start = mention.end - len(mention.titled or mention.text)
        return self.doc.char_span(start, mention.end, alignment_mode="expand").start

    def root(self, mention: Mention) -> Token:
        """A mention's syntactic head."""
        return self.doc.char_span(mention.start, mention.end, alignment_mode="expand").root

    def at(self, token: Token | None) -> Mention | None:
        """The mention covering ``token``."""
        return None if token is None else self.by_token.get(token.i)

    def type(self, mention: Mention) -> str:
        return self.chain_of[mention].type if mention in self.chain_of else mention.type

    def relation(self, subj: Mention, predicate: str | None, obj: Mention, rule: str, *,
                 status: str = CURRENT, title: str = "") -> Relation | None:
        """A relation if there is a predicate and the arguments are different entities of the right types."""
        same_chain = self.chain_of.get(subj) is not None and self.chain_of.get(subj) is self.chain_of.get(obj)
        if not predicate or subj == obj or same_chain:
            return None
        subj_type, chain = self.type(subj), self.chain_of.get(subj)
        if (predicate in ("basedIn", "locatedIn") and subj_type == ORGANIZATION
                and (chain.name if chain else subj.label).split()[-1].lower() in VENUE_HEADS):
            predicate, subj_type = "locatedIn", FACILITY  # "the Kestrel Centre in Leeds": a building lies there
        if not type_checks(predicate, subj_type, self.type(obj)):
            return None
        return Relation(self.named(subj), predicate, self.named(obj), RULE_CONFIDENCE[rule], f"rules.{rule}",
                        status=status, title=title)

    def named(self, mention: Mention) -> Mention:
        """A pronoun's antecedent when the same sentence names it ("Hart won in his native
        Iowa"): the evidence then shows the name, not "his"."""
        chain = self.chain_of.get(mention)
        if mention.kind != "pronoun" or chain is None:
            return mention
        return next((m for m in reversed(chain.mentions) if m.kind == "name" and m.sentence == mention.sentence
                     and m.end <= mention.start), mention)


def conjuncts(token: Token) -> list[Token]:
    return [token, *token.conjuncts]


def subjects(verb: Token) -> list[Token]:
    """A verb's subjects, the name a relative clause modifies for its pronoun ("X, who is chairman,"), or for a
    verb joined to another without one, the first verb's ("X joined Norbank in 2010 and became its chief executive"),
    and for a gerund after a time's preposition, the clause's ("After serving as a minister, he became ...")."""
    found = [antecedent(c, verb) for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not found and verb.dep_ == "conj" and verb.head.pos_ in ("VERB", "AUX") and verb.head.i < verb.i:
        return subjects(verb.head)
    if (not found and verb.dep_ == "pcomp" and verb.head.lower_ in TIME_MARKS
            and verb.head.head.pos_ in ("VERB", "AUX")):
        return subjects(verb.head.head)
    return found


def anchors(token: Token, ix: MentionIndex, preps: frozenset[str], *, depth: int = 2) -> Iterator[Mention]:
    """Mentions a noun is tied to: its possessor, compounds and prepositional objects (through
    ``preps``), following a chain of prepositions ("president of programs for ABC") and an
    organisation's parent ("professor at Kestrel College of the City University of Tulsa")."""
    for child in token.children:
        if child.dep_ == "prep" and child.lower_ in preps and not any(c.dep_ == "npadvmod" for c in child.children):
            # (not "20 miles from Lille": a distance, not an affiliation)
            # (not a role joined to the object with its own article: "author of the study and a researcher at X")
            for pobj in (o for p in child.children if p.dep_ == "pobj" for o in conjuncts(p)
                         if o is p or not (is_person_noun(o) and any(c.dep_ == "det" for c in o.children))):
                if ix.at(pobj):
                    yield ix.at(pobj)
                    if ix.type(ix.at(pobj)) == ORGANIZATION:  # "Queens College of the City University"
                        yield from parent_orgs(pobj, ix)
                elif depth > 1:  # the name the noun describes ("evangelist for chip giant Norbank"), a government's
                    # place ("a spokeswoman for the city of Tulsa"), a head count's ("20,000 people in Iowa")
                    count = any(c.dep_ == "nummod" for c in pobj.children)
                    people = not count and pobj.tag_ == "NNS" and is_person_noun(pobj)  # not "for Norbank sellers"
                    deeper = () if people else anchors(pobj, ix, preps, depth=depth - 1)
                    yield from (m for m in (named_by(pobj, ix), *deeper) if m is not None and ix.type(m) in (
                        (ORGANIZATION, PLACE) if jurisdiction(pobj) or count else (ORGANIZATION,)))
        elif (child.dep_ in ("poss", "compound", "nmod", "amod")
              or child.dep_ == "npadvmod" and child.i < token.i) and ix.at(child):  # "Wales prop X", misparsed
            # and each name joined to it: "the former Norbank and Kestrel Rovers striker" (the parser may hang
            # "Norbank and" on "Rovers")
            joined = [*conjuncts(child), *(c for c in child.children if c.dep_ == "nmod" and any(
                g.dep_ == "cc" for g in c.children))]
            yield from (ix.at(c) for c in joined if ix.at(c) and ix.type(ix.at(c)) == ix.type(ix.at(child)))
        elif child.dep_ in ("compound", "nmod") and depth > 1:  # nmod: the parser's label in "wealth and asset firm"
            yield from anchors(child, ix, preps, depth=depth - 1)  # "Rochester teacher union leader"


def jurisdiction(noun: Token, *, definite: bool = True) -> bool:
    """Whether a noun names a place's government by its kind: "the city (of Tulsa)", "the state (of Iowa)";
    with ``definite=False`` also without "the", where the place named after "of" already says which one."""
    return noun.lemma_ in JURISDICTION_NOUNS and (
        not definite or any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children))


def possessors(token: Token, ix: MentionIndex) -> Iterator[Mention]:
    """The organisations named as owners right before the name a possessed token ends ("Norbank's X"): written
    just before its "'s", or its adjectives ("Labour's ruling Kestrel Committee"; not "Leeds's Tom Vale and Tulsa's
    Ann Cole", which the parser may hang so)."""
    name, doc = ix.at(token), token.doc
    start = ix.first_token(name) if name is not None else 0
    while (start > 2 and (a := doc[start - 1]).dep_ == "amod" and a.pos_ in ("ADJ", "VERB") and a.head == token
           and a.lower_ not in PAST_ROLE):  # "Norbank's former Kestrel Unit" is Norbank's no longer
        start -= 1
    for owner in (ix.at(c) for c in token.children if c.dep_ == "poss"):
        if (owner is not None and owner.kind == "name" and ix.type(owner) == ORGANIZATION and start >= 2
                and doc[start - 1].tag_ == "POS" and ix.at(doc[start - 2]) is owner):
            yield owner


def _honoured_start(person: Mention, ix: MentionIndex) -> int:
    """The first token of a person's name with the title or honorific written before it ("Professor Ann Cole")."""
    first = ix.titled_start(person)
    return first - 1 if first and ix.doc[first - 1].lower_ in HONORIFICS else first


def role_before_named_object(name: Token, ix: MentionIndex) -> Token | None:
    """The role noun a person's name set off by commas names, where the parser hung the name on the organisation
    or place after the role: "The president of Norbank, Tom Vale, said" ("Tom Vale" in apposition to "Norbank"),
    "the mayor of Tulsa, Ann Cole"; not a name in a list ("the president of Norbank, Tom Vale and Ann Cole"), a
    plural ("immigrants from Dunmore, Tom Vale") or a place after another preposition ("director for Asia") of a role
    no body owns (as "Norbank's envoy in Tulsa, Ann Cole"). A unit may come between ("the head of genetics at X, Y")."""
    person, owner = ix.at(name), ix.at(name.head)
    if (person is None or owner is None or owner is person or ix.type(person) != PERSON
            or ix.type(owner) not in (ORGANIZATION, PLACE) or name.doc[_honoured_start(person, ix) - 1].text != ","
            or conjuncts(name)[1:] or conjuncts(ix.root(owner))[1:]):
        return None
    prep, owned = ix.root(owner).head, any(ix.at(c) for c in ix.root(owner).head.head.children if c.dep_ == "poss")
    role = prep.head
    if (ix.root(owner).dep_ != "pobj" or prep.lower_ not in ROLE_PREPS | PLACE_PREPS or ix.at(role) is not None
            or ix.type(owner) == PLACE and prep.lower_ != "of" and not owned):
        return None
    if not is_person_noun(role) and role.dep_ == "pobj" and role.head.lower_ in ("of", "for"):
        role = role.head.head  # "Head of genetics at the Kestrel Institute, Ann Cole": the unit's head
    # a capitalised role opening the sentence may be tagged a proper noun ("Head of genetics at X, Y, said")
    return role if role.tag_ == "NN" or role.i == role.sent.start and is_person_noun(role) else None


def parent_orgs(unit: Token, ix: MentionIndex) -> list[Mention]:
    """The organisations a named one is part of: "the Kestrel Group at Leeds University", "Queens College of
    the City University", "Norbank's Kestrel Unit" (its possessor)."""
    found = [ix.at(p) for c in unit.children if c.dep_ == "prep" and c.lower_ in ("of", "at")
             for p in c.children if p.dep_ == "pobj"]
    found += [ix.at(c) for c in unit.children if c.dep_ == "poss"]
    return [m for m in dict.fromkeys(found)
            if m is not None and m is not ix.at(unit) and ix.type(m) == ORGANIZATION]


def named_by(token: Token, ix: MentionIndex) -> Mention | None:
    """The mention a verb's argument is, or the name it stands in apposition with: "the notorious
    outlaw Tom Vale", "his son, Ben", "Carl Mason, the man convicted of killing X", "the head of Norbank, Tom
    Vale"."""
    if ix.at(token) is not None or token.pos_ != "NOUN":
        return ix.at(token)
    if token.dep_ == "appos" and ix.at(token.head) is not None:
        return ix.at(token.head)
    set_off = (m for c in token.children if c.dep_ == "appos" for m in [set_off_name(token, c, ix)] if m)
    # "The president of Norbank, Tom Vale, sued Y": the name the parser hung on the body after the role
    after_body = (ix.at(t) for t in token.subtree if t.dep_ == "appos" and role_before_named_object(t, ix) == token)
    return next(set_off, None) or next(after_body, None)


def where_predicate(subject_type: str) -> str | None:
    """The predicate that puts an entity of this type in a place."""
    return {ORGANIZATION: "basedIn", PLACE: "locatedIn", FACILITY: "locatedIn", EVENT: "locatedIn",
            PERSON: "livesIn"}.get(subject_type)


def is_scope(subject: Mention, place: Mention, ix: MentionIndex) -> bool:
    """Whether a continent or a world region by an organisation's name is the scope of a ranking or of its
    business ("Safcom in Asia", "Asia's largest carmaker"), not its base: a base is a country or a town."""
    return ix.type(subject) == ORGANIZATION and is_world_region(place.label)


def is_branch(doc: Doc, org: Mention) -> bool:
    """Whether a company's name stands for one of its branches: "a Walmart in Leeds", "another Starbucks"."""
    span = doc.char_span(org.start, org.end, alignment_mode="expand")
    return span is not None and span.start > 0 and doc[span.start - 1].lower_ in BRANCH_DETERMINERS


def copula_subjects(token: Token) -> list[Token]:
    """Subjects a noun is predicated of: "Iowa (being|is) X's home state"; the name a relative
    clause modifies for its pronoun: "Tom Vale, who is a Kestrel,"."""
    return subjects(token.head) if token.dep_ == "attr" and token.head.lemma_ == "be" else []

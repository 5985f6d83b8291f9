"""Rules for events: subject-verb-object frames and killings."""

from __future__ import annotations

from collections.abc import Iterator

from kg.relations.mood import FUTURE as FUTURE_MOOD
from kg.relations.mood import IRREALIS, PAST, PRESENT, is_verb, mood, negated, no_longer, record_copula, verdict_head
from spacy.tokens import Doc, Token

from kg.lexicon.grammar import (
    ANNOUNCING,
    CIRCUMSTANTIAL_PREPS,
    COGNITION_VERBS,
    COMMITMENT_HEADS,
    HEARING_VERBS,
    JUDGED_ACT_PREPS,
    JUDGING_VERBS,
    CONVERSE_VERBS,
    KILLING_NOUNS,
    LIGHT_VERBS,
    OBJECT_CONTROL,
    OBJECT_REPORTING,
    PHRASAL_SYNONYMS,
    PARTY_IN_VERBS,
    PARTY_PREPS,
    PROXY_NOUNS,
    RELATIVES,
    REMOVAL_VERBS,
    REPORTING,
    SPOKESPERSON_NOUNS,
    STANCE_VERBS,
    SUPPORT_VERBS,
    VERDICT_WORDS,
    WEAPON_NOUNS,
)
from kg.examples import exemplified_roles
from kg.lexicon.people import KILLER_NOUNS
from kg.records import (CURRENT, EVENT, FORMER, FUTURE, ORGANIZATION, PERSON, Mention, Relation,
                        is_predicate_name)
from kg.relations.rules.arguments import OPEN_ONLY, particles_after_object, thing_parties, verb_frame, verb_objects
from kg.relations.rules.portfolios import portfolio_holder
from kg.relations.rules.together import joint_preposition
from kg.relations.rules.voice import is_passive
from kg.relations.rules.syntax import (
    SUBJ_DEPS,
    MentionIndex,
    anchors,
    conjuncts,
    copula_subjects,
    named_by,
    subjects as syntax_subjects,
)
from kg.relations.rules.wordforms import noun_lemma, past_tense, present_tense, verb_lemma

#: Verbs that never name an open relation.
_NO_OPEN_RELATION = REPORTING | LIGHT_VERBS | COGNITION_VERBS



def predicate_name(words: list[str]) -> str:
    """The predicate of a verb and its particle ("defect", "to" -> "defectedTo"), or ``""`` when the
    words make none (a lemma without letters, a non-English verb): that relation is dropped."""
    letters = [w for w in words if w.isalpha()]
    if not letters:
        return ""
    name = letters[0].lower() + "".join(w.capitalize() for w in letters[1:])
    return name if is_predicate_name(name) else ""


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
        if token.lemma_ not in KILLING_NOUNS or negated(token.head):
            continue
        victims = [m for m in anchors(token, ix, frozenset({"of"})) if ix.type(m) == PERSON]
        killers = [m for c in token.children if c.dep_ == "prep" and c.lower_ == "by"
                   for p in c.children if p.dep_ == "pobj" for m in [ix.at(p)] if m]
        # "Y, convicted of (X's) murder" / "Y was convicted of the killing of X".
        head = token.head.head if token.head.dep_ == "prep" else None
        if not killers and head is not None and head.lemma_ in VERDICT_WORDS:
            killers = [m for s in _subjects(head) for m in [ix.at(s)] if m]
        for killer in killers:
            for victim in victims:
                rel = ix.relation(killer, "killed", victim, "killing_of")
                if rel:
                    yield rel


def _subjects(verb: Token) -> list[Token]:
    """The doers of an event verb: its subjects and their conjuncts or, without one, the subject carried in from
    a controlling verb, a verdict or a clause the verb hangs on. Wider than
    :func:`kg.relations.rules.syntax.subjects`, the grammatical subjects that role and copula rules read."""
    subjects = [s for c in verb.children if c.dep_ in SUBJ_DEPS for s in (*conjuncts(c), *_listed_after(c))]
    if (not subjects and verb.dep_ == "advcl" and verb.tag_ == "VBN" and verb.i >= 2
            and verb.nbor(-1).text == "," and verb.nbor(-2).pos_ == "PROPN"):
        return [verb.nbor(-2)]  # "John Harvey Adamson, convicted of murdering X": the name it follows
    if not subjects and verb.dep_ in ("xcomp", "conj", "advcl") and verb.head is not verb:
        return _subjects(verb.head)
    if not subjects and verb.dep_ == "pcomp":
        holder = verb.head.head  # "the jury convicted X of killing Y", "of" hung on the verb or on X
        controller = ([o for c in holder.children if c.dep_ == "dobj" for o in conjuncts(c)]
                      if holder.lemma_ in OBJECT_CONTROL else
                      [holder] if holder.dep_ == "dobj" and holder.head.lemma_ in OBJECT_CONTROL else [])
        if controller:
            return controller
    if not subjects and (judged := _judged(verb)):
        return judged  # "praised Norbank for buying Safcom": Norbank bought it, not the one who praised
    if not subjects and (verdict := verdict_head(verb)) is not None:
        return _subjects(verdict)  # "Tom Vale pleaded guilty to defrauding Norbank"
    if not subjects and verb.dep_ == "pcomp" and verb.head.head.pos_ in ("VERB", "AUX"):
        return _subjects(verb.head.head)  # "Oswald acted alone in killing Kennedy"
    if not subjects and verb.dep_ == "pcomp" and verb.head.head.dep_ in ("acl", "appos"):
        return [verb.head.head.head]  # "Adamson, convicted of murdering Bolles"
    if not subjects and (copula := record_copula(verb)) is not None:
        return syntax_subjects(copula) or [verb.head]  # "Tom Vale was the first to beat Ann Cole"
    if not subjects and verb.dep_ in ("relcl", "acl"):
        # "Norbank is a bank based in Dunmore": a participle on what a name is said to be is said of the name
        return (copula_subjects(verb.head) if verb.dep_ == "acl" and verb.tag_ == "VBN" else []) or [verb.head]
    if verb.dep_ == "relcl" and verb.head.lemma_ in WEAPON_NOUNS and verb.head.dep_ == "dobj":
        return _subjects(verb.head.head)  # "Oswald fired the shots that killed Kennedy": the shooter
    # "X, who assassinated Y": the relative pronoun stands for the noun the clause modifies.
    return [t for s in subjects for t in (_antecedents(verb) if s.lower_ in RELATIVES and verb.dep_ == "relcl"
                                          else [s])]


def _judged(gerund: Token) -> list[Token]:
    """The object a judging verb judges for the act a gerund after "for" or "on" names, that act's doers: "praised
    Norbank for buying Safcom", "congratulated Tom Vale on beating Y", the preposition hung on the verb or on its
    object; none without an object ("was praised for" is the subject's act, "apologised for" too)."""
    holder = gerund.head.head
    if gerund.dep_ != "pcomp" or gerund.head.lower_ not in JUDGED_ACT_PREPS:
        return []
    if holder.dep_ == "dobj" and holder.head.lemma_ in JUDGING_VERBS:
        return conjuncts(holder)
    if holder.pos_ != "VERB" or holder.lemma_ not in JUDGING_VERBS:
        return []
    return [o for c in holder.children if c.dep_ == "dobj" for o in conjuncts(c)]


def _antecedents(clause: Token) -> list[Token]:
    """What a relative clause's subject pronoun stands for: the noun the clause modifies or, for a common noun said
    of a subject by a copula stated as fact, that subject: "Tom Vale is the man who founded Norbank" (not "is not",
    nor "may be the man who"; a name is itself: "the latest has been Tom Vale, who told Norbank")."""
    noun = clause.head
    among = noun.dep_ == "pobj" and noun.head.lower_ == "among"  # "Tom Vale was among the investors who bought Y"
    copula = noun.head.head if among else noun.head
    if (not (noun.dep_ == "attr" or among) or noun.pos_ != "NOUN" or copula.lemma_ != "be" or negated(copula)
            or mood(copula) not in (PAST, PRESENT)):
        return [noun]
    return (syntax_subjects(copula) if among else copula_subjects(noun)) or [noun]


def _listed_after(noun: Token) -> list[Token]:
    """The names joined after a plural noun in apposition, each a doer: "rivals Norbank and Safcom merged", "bank
    chiefs Tom Vale and Ann Cole met" (the parser hangs the first name on the noun and the others on the first); and
    the names it gives as examples: "banks such as Norbank and Safcom criticised Y" (:func:`.exemplified_roles`)."""
    mass = _plural_mass(noun)
    if noun.tag_ not in ("NNS", "NNPS") and not mass:
        return []
    examples = [t for t in noun.subtree if t.dep_ == "pobj" and t.pos_ == "PROPN"
                and noun in exemplified_roles(t, mass=mass)]
    if mass:  # (not a possessor the parser joined to the names: "like Norbank and Safcom's Kestrel")
        return [t for e in examples for t in (e, *e.conjuncts) if not any(c.tag_ == "POS" for c in t.children)]
    return [t for a in noun.children if a.dep_ == "appos" and a.pos_ == "PROPN" for t in a.conjuncts] + [
        t for e in examples for t in (e, *e.conjuncts)]


def _plural_mass(noun: Token) -> bool:
    """Whether a singular subject with no indefinite article has a verb that agrees in the plural: a mass noun whose
    examples are the doers ("other software, like Norbank and Safcom, are challenging Y"; not "a lawyer like X")."""
    verb = noun.head
    return (noun.tag_ == "NN" and noun.dep_ == "nsubj" and not any(c.lower_ in ("a", "an") for c in noun.children)
            and any(t.tag_ == "VBP" or t.lower_ == "were"
                    for t in (verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass")))))


def verb_relations(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """Subject-verb-object frames: typed predicates by verb, the rest as open past-tense verbs."""
    for verb in doc:
        if verb.pos_ != "VERB":
            continue
        # Named subjects first: most verbs have none, and then mood and negation need not be read.
        subjects = list(dict.fromkeys(m for tok in _subjects(verb)
                                      for m in [named_by(tok, ix) or portfolio_holder(tok, ix)
                                                or _reporter(tok, verb, ix)
                                                or _spoken_for(tok, verb, ix)] if m))
        if not subjects:
            yield from _passive_parties(verb, ix)
            continue
        if negated(verb):
            continue
        when, pledged = mood(verb), None
        if when == IRREALIS:
            when, pledged = _commitment(verb)
        if when == IRREALIS:
            continue  # "can still win", "if X wins", "plans to buy": nothing stated as fact
        yield from _together(verb, when, subjects, ix)
        for subj in subjects:
            for obj_tok, prep in verb_objects(verb):
                obj = named_by(obj_tok, ix)
                rel = (_clause_relation(verb, when, subj, obj, prep, ix, pledged=pledged)
                       if obj is not None else None)
                if rel:
                    yield rel
                    act = _act_of_frame(verb, when, rel, prep, ix)
                    if act:
                        yield act


def _passive_parties(verb: Token, ix: MentionIndex) -> Iterator[Relation]:
    """What a passive verb's named agent did to the parties its common-noun subject stands for or names, as the
    active sentence would say it (:func:`.thing_parties`): "Tom Vale's plan was criticised by Ann Cole" -> Ann
    Cole criticised Tom Vale; "a case against Tom Vale was brought by Norbank" -> Norbank broughtCaseAgainst him."""
    # (not a campaign or the lawyers someone has: what is done to them is not done to their candidate or client)
    things = [c for c in verb.children
              if c.dep_ == "nsubjpass" and c.pos_ == "NOUN" and noun_lemma(c) not in PROXY_NOUNS]
    agents = [m for c in verb.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj"
              for o in conjuncts(p) for m in [named_by(o, ix)] if m]
    if not things or not agents or negated(verb) or (when := mood(verb)) not in (PAST, PRESENT):
        return
    act = things[0] if verb.lemma_ in SUPPORT_VERBS else None  # "a case was brought": the case's parties
    for token, prep in thing_parties(verb, things[0], act):
        # whose thing it is only for a stance, not an act done to them ("Tom Vale's sacking was condemned") nor
        # who the hearer belongs to ("Tom Vale's trial was told by Y"); where the act was done is no party ("a game
        # at Leeds was won by Norbank"): each a wrong edge on BBC text
        owner = prep == OPEN_ONLY
        stance = verb.lemma_ in STANCE_VERBS and verb.lemma_ not in OBJECT_REPORTING
        party = None if (owner and (not stance or things[0].lower_.endswith("ing"))
                         or prep.split()[-1] in CIRCUMSTANTIAL_PREPS) else named_by(token, ix)
        for agent in agents if party is not None else ():
            rel = _open_relation(verb, when, agent, party, prep.removeprefix(OPEN_ONLY).strip(), ix)
            if rel:
                yield rel


#: Typed predicates a verb frame states by an act worth naming too: "Norbank hired Tom Vale", "X joined Y".
_ACT_FRAMES = frozenset({"employedBy", "leads", "memberOf"})


def _act_of_frame(verb: Token, when: str, typed: Relation, prep: str, ix: MentionIndex) -> Relation | None:
    """The open relation of the act a typed affiliation frame was read from, by its doer: "Norbank hired Tom
    Vale" and "Tom Vale was hired by Norbank" (Tom Vale employedBy Norbank) -> Norbank hired Tom Vale; "Tom Vale
    joined Norbank" -> joined. None for other frames and for a passive with no agent ("was elected to Y")."""
    if typed.extractor != "rules.verb_frame" or typed.predicate not in _ACT_FRAMES:
        return None
    if prep != "by" and any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children):
        return None
    frame = verb_frame(verb, "" if prep == "by" else prep)
    inverse = frame is not None and frame[1]
    doer, done_to = (typed.object, typed.subject) if inverse else (typed.subject, typed.object)
    return _open_relation(verb, when, doer, done_to, "" if prep == "by" else prep, ix)


def _together(verb: Token, when: str, subjects: list[Mention], ix: MentionIndex) -> Iterator[Relation]:
    """What joined subjects did with each other, with no other party named: "Norbank and Safcom merged" ->
    Norbank mergedWith Safcom (not "Norbank and Safcom merged with Kestrel"); see :func:`.joint_preposition`."""
    prep = joint_preposition(verb)
    if prep is None:
        return
    for other in subjects[1:]:
        rel = _open_relation(verb, when, subjects[0], other, prep, ix)
        if rel:
            yield rel


def _commitment(verb: Token) -> tuple[str, Token | None]:
    """The mood and the head of an infinitive whose head commits to it ("X agreed to buy Y"): the commitment is
    the fact, in its own tense, and the infinitive no event ("agreedToBuy", never "bought"). Irrealis and
    none for any other infinitive, or a commitment not stated as made ("did not agree", "may agree")."""
    head = verb.head
    infinitive = verb.dep_ == "xcomp" and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
    if (not infinitive or head.lemma_ not in COMMITMENT_HEADS or head.pos_ != "VERB" or negated(head)
            or any(c.dep_ == "auxpass" for c in verb.children)):
        return IRREALIS, None
    when = mood(head)
    return (when, head) if when in (PAST, PRESENT) else (IRREALIS, None)


def _reporter(subject: Token, verb: Token, ix: MentionIndex) -> Mention | None:
    """The organisation that "it" stands for in what that organisation says: "X said it had signed
    a deal with Y", "X confirmed it had agreed to buy Y", "X said it grew by buying Y" (coreference resolves only
    people's pronouns)."""
    clause = subject.head  # the verb "it" is the subject of: "agreed" for "buy", "signed" for "sold"
    # (not a gerund below it: "said it opposes giving Y the power" gives Y nothing)
    below = verb.head == clause and verb.dep_ in ("conj", "xcomp") and verb.tag_ != "VBG"
    # and the means or the act before it: "said it had quit the market by selling its unit to Y"
    below = below or verb.dep_ == "pcomp" and verb.head.dep_ == "prep" and verb.head.head == clause
    if (subject.lower_ != "it" or clause.dep_ != "ccomp" or verb != clause and not below
            or clause.head.lemma_ not in REPORTING and clause.head.lemma_ not in ANNOUNCING):
        return None
    speakers = [m for s in clause.head.children if s.dep_ == "nsubj" for m in [named_by(s, ix)] if m]
    return speakers[0] if len(speakers) == 1 and ix.type(speakers[0]) == ORGANIZATION else None


def _spoken_for(subject: Token, verb: Token, ix: MentionIndex) -> Mention | None:
    """The organisation whose spokesman or official acts ("A Norbank spokesman criticised X"), or the person or
    organisation whose lawyers or campaign act ("Tom Vale's lawyers sued Norbank"): an open relation of the one
    they act for; what the spokesman says is attribution's."""
    lemma = noun_lemma(subject)
    proxy = lemma in PROXY_NOUNS
    named = subject.i + 1 < len(subject.doc) and subject.nbor(1).pos_ == "PROPN"  # "lawyer Ben Hart": he acts
    # what is done to a campaign is not done to its candidate ("Ann Cole's campaign was hit by Y")
    passive = any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children)
    if (not proxy and lemma not in SPOKESPERSON_NOUNS or verb.lemma_ in REPORTING or named
            or proxy and passive):
        return None
    # "Norbank's lawyers", "the Vale campaign", "lawyers for Tom Vale"
    owners = [ix.at(c) for c in subject.children if c.dep_ in ("compound", "poss") and ix.at(c)] + [
        ix.at(o) for c in subject.children if c.dep_ == "prep" and c.lower_ == "for"
        for o in c.children if o.dep_ == "pobj" and ix.at(o)]
    doers = (ORGANIZATION, PERSON) if proxy else (ORGANIZATION,)
    return owners[0] if len(owners) == 1 and ix.type(owners[0]) in doers else None


def _clause_relation(verb: Token, when: str, subj: Mention, obj: Mention, prep: str,
                     ix: MentionIndex, *, pledged: Token | None = None) -> Relation | None:
    """The relation a verb in mood ``when`` states between one subject and one object reached
    through ``prep`` ("" for a direct object): a typed frame, else an open verb, else none; only the open
    verb of the commitment for an infinitive its head ``pledged`` ("agreedToBuy")."""
    status = FUTURE if when == FUTURE_MOOD else FORMER if no_longer(verb) else CURRENT  # "no longer works for Y"
    a, b, passive = subj, obj, is_passive(verb)
    open_only = prep.split(" ")[0] == OPEN_ONLY  # who the object stands for: what was done to them, no typed frame
    if open_only and passive:
        return None
    prep = prep.removeprefix(OPEN_ONLY).strip()
    if pledged is not None:  # (not who the object stands for: "agreed to buy Safcom's stake" buys no Safcom)
        return None if passive or open_only else _open_relation(verb, when, a, b, prep, ix, pledged=pledged)
    converse = (verb.lemma_, prep) in CONVERSE_VERBS and _converse(verb, when, subj, obj, prep, ix, passive=passive)
    if converse:
        return converse
    if passive and prep == "from" and verb.lemma_ in REMOVAL_VERBS and not verb_frame(verb, prep):
        a, b, prep = obj, subj, ""  # "X was expelled from the party": the party expelled X
    elif passive:
        if prep != "by":
            frame = verb_frame(verb, prep)
            if frame and not frame[1]:
                return ix.relation(a, _placed(frame[0], a, ix), b, "verb_frame", status=status)
            # "Norbank is listed on Kestrel", "Tom Vale was inducted into the Varnell Hall of Fame": the state the
            # subject was put in, named by the participle ("listedOn"); no frame read the other way round, nor what
            # the subject is called ("was billed as Tom Vale's show")
            stated = prep not in ("", "as") and not frame and _undergone(verb)
            return _open_relation(verb, when, a, b, prep, ix, passive=True) if stated else None
        a, b, prep = obj, subj, ""
    frame = None if open_only else verb_frame(verb, prep)
    if frame:
        predicate, inverse = frame
        if predicate == "killed" and when != PAST:
            return None  # a killing is an event
        typed = ix.relation(*((b, predicate, a) if inverse else (a, predicate, b)), "verb_frame", status=status)
        if typed or predicate == "killed":
            return typed  # else the frame's types do not fit ("managed Tom Vale"): the act is an open relation
    return _open_relation(verb, when, a, b, prep, ix)


def _undergone(verb: Token) -> bool:
    """Whether a passive verb's subject underwent the act: a passive auxiliary or a bare participle ("Norbank, listed
    on Kestrel"), not a perfect the parser hung on a noun ("reports that Norbank has pulled out of Y")."""
    return any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children) or not any(
        c.dep_ == "aux" for c in verb.children)


def _placed(predicate: str, subject: Mention, ix: MentionIndex) -> str:
    """"Norbank is located in Dunmore": where an organisation is located is where it is based; "Tom Vale is based
    in Tulsa": where a person is based is where they live."""
    if predicate == "basedIn" and ix.type(subject) == PERSON:
        return "livesIn"
    return "basedIn" if predicate == "locatedIn" and ix.type(subject) == ORGANIZATION else predicate


def _converse(verb: Token, when: str, subj: Mention, obj: Mention, prep: str, ix: MentionIndex, *,
              passive: bool) -> Relation | None:
    """The act the object of ``prep`` did, the other way round: "X lost to Y" -> Y beat X; "X sold Z to Y"
    and "Z was sold to Y" -> Y bought Z. None where the act is not one of winning or buying ("lost market
    share to Y") or what was sold is not named: the verb is then read as it is written ("soldTo")."""
    if when not in (PAST, PRESENT):
        return None
    undergoer = subj
    if verb.lemma_ == "lose" and any(c.dep_ == "dobj" for c in verb.children):
        return None  # "lost market share to Y" is no defeat
    if verb.lemma_ == "sell" and not passive:
        undergoer = next((m for c in verb.children if c.dep_ == "dobj" for m in [named_by(c, ix)] if m), None)
    lemma = CONVERSE_VERBS[(verb.lemma_, prep)]
    predicate = predicate_name([past_tense(lemma) if when == PAST else present_tense(lemma)])
    return ix.relation(obj, predicate, undergoer, "open_verb") if undergoer is not None else None


def _open_relation(verb: Token, when: str, a: Mention, b: Mention, prep: str, ix: MentionIndex, *,
                   pledged: Token | None = None, passive: bool = False) -> Relation | None:
    """The open relation a verb states from ``a`` to ``b`` through ``prep``, named in the clause's tense:
    "met", "owns" ("will meet" is not "met"), or by the commitment ``pledged`` to it ("agreedToBuy"); by the
    participle for a ``passive`` verb's subject ("listedOn", whatever the tense); none for light, reporting or
    circumstantial readings."""
    open_ok = when in (PAST, PRESENT) and is_verb(verb.text) and not no_longer(verb)  # "no longer owns Y": not now
    blocked = verb.lemma_ in _NO_OPEN_RELATION and (prep or verb.lemma_ not in OBJECT_REPORTING)
    # "resigned from Norbank", "called on Norbank" (right after the verb: not "made an impact on X")
    party = ix.type(b) in (PERSON, ORGANIZATION) and (
        prep in PARTY_PREPS and (prep == "from" or verb.i + 1 < len(verb.doc) and verb.nbor(1).lower_ == prep)
        or prep == "in" and verb.lemma_ in PARTY_IN_VERBS)  # "invested $5m in Norbank"
    party = party or prep == "before" and verb.lemma_ in HEARING_VERBS and ix.type(b) == ORGANIZATION
    # an event is where the act was done: "won gold at the Kestrel Games", "played in the Varnell Cup"
    circumstance = prep in CIRCUMSTANTIAL_PREPS and not party and not (prep in ("at", "in") and ix.type(b) == EVENT)
    if (not open_ok or blocked or prep in ("by",) or circumstance or verb.lemma_ == "be"
            or passive and verb.tag_ != "VBN" or verb.lower_ in KILLER_NOUNS):  # "Kennedy assassin X" tagged as a verb
        return None
    particles = [c.lower_ for c in verb.children if c.dep_ == "prt"]  # "took over", "pulled out of"
    particles += [] if prep or passive else particles_after_object(verb)  # "knocked Norbank out of the cup"
    lemma = verb_lemma(pledged if pledged is not None else verb)
    # "set up Safcom": founded it; not "set up a meeting with Ann Cole", "set up shop in Leeds"
    if (not passive and not prep and ix.type(b) == ORGANIZATION and len(particles) == 1
            and (synonym := PHRASAL_SYNONYMS.get((lemma, particles[0])))):
        lemma, particles = synonym, []
    form = verb.lower_ if passive else past_tense(lemma) if when == PAST else present_tense(lemma)
    infinitive = ["to", verb_lemma(verb)] if pledged is not None else []
    predicate = predicate_name([form, *infinitive, *particles, *prep.split()])
    rule = "relative_clause" if verb.dep_ == "relcl" else "open_verb"
    return ix.relation(a, predicate, b, rule)

"""Tense, mood and modality of a verb: whether a clause states a fact, and when it holds.

A relation read from a verb is a fact only when the clause asserts it: "X met Y" does,
"X will meet Y", "X can still win", "if X wins", "X plans to buy Y", "X meets Y every
week" do not state that anything happened. :func:`mood` tells them apart from the
parse (auxiliaries, markers, the infinitive ``to``, the verb's tag), climbing to the
clauses a verb depends on, as "X is expected to sign Y" is as hedged as its head.
"""

from __future__ import annotations

from functools import lru_cache

from lemminflect import getAllLemmas
from spacy.tokens import Token

from kg.lexicon.grammar import (
    ALLEGATION_HEADS,
    BARE_COMPLEMENT_HEADS,
    CLAIM_NOUNS,
    CONDITION_MARKS,
    DENIAL_HEADS,
    DESIRE_HEADS,
    FUTURE_AUX,
    HABIT_ADVERBS,
    HEDGE_ADVERBS,
    HEDGES,
    IMPLICATIVE_HEADS,
    IRREALIS_HEADS,
    MANDATIVE_HEADS,
    MODAL_AUX,
    NEG_WORDS,
    PASSIVE_IMPLICATIVE_HEADS,
    PAST_AUX,
    PROSPECT_HEADS,
    RECORD_COPULAS,
    RECORD_WORDS,
    TIME_MARKS,
    SERVING_VERBS,
    STATE_VERBS,
    VERDICT_ADJECTIVES,
)
from kg.records import CURRENT, FORMER

PAST = "past"
PRESENT = "present"
FUTURE = "future"
IRREALIS = "irrealis"
#: Key of a parse's ``user_data``: the character ranges of its headlines, whose present tense tells of an event done.
HEADLINE = "kg.headline"


def mood(verb: Token) -> str:
    """How a verb's clause states its event.

    Returns:
        ``past`` (it happened: "met", "has met", "was elected", "did meet"), ``present`` (it holds
        or recurs: "owns", "works for", "is meeting", "usually meets"), ``future`` ("will meet",
        "is going to meet") or ``irrealis`` (modal, conditional, hedged or a mere intention:
        "can win", "could face", "if X wins", "plans to buy", "reportedly met").

    Its lines climb from the verb through the clauses it hangs on, one marker of mood per test, the first that
    fits deciding; a long list kept in one place, so that their order is plain.
    """
    token = verb
    governor = _coordinate_of(verb)
    if governor is not None:  # "promised to protect X and hammered Y": said with "promised", in its own tense
        when = mood(governor)
        return when if when in (IRREALIS, FUTURE) else _tense(verb)
    for _ in range(4):
        words = {c.lower_ for c in token.children if c.dep_ in ("aux", "auxpass", "advmod")}
        marks = {c.lower_ for c in token.children if c.dep_ == "mark"}  # "once X wins", not "once travelled"
        if words & MODAL_AUX or marks & CONDITION_MARKS or words & HEDGE_ADVERBS:
            return IRREALIS
        if words & FUTURE_AUX:
            return FUTURE
        if token.tag_ in ("VBZ", "VBP") and (marks & TIME_MARKS or _after_time_word(token)):
            return IRREALIS  # "after X leaves Y": a time to come, not a fact
        if token.dep_ == "ccomp" and token.head.lemma_ in DESIRE_HEADS:
            return IRREALIS  # "X wishes he was playing for Y"
        if token.dep_ == "ccomp" and token.head.lemma_ in MANDATIVE_HEADS and _subjunctive(token):
            return IRREALIS  # "X demanded that Y fire Z", "asked that Z be fired": asked for, not done
        if _claimed(token):
            return IRREALIS  # "allegations that X avoided Y": claimed, not stated
        if token.i != verb.i and token.lemma_ == "go":
            return FUTURE if token.tag_ == "VBG" else _tense(token)  # "is going to meet"; "went on to win"
        if token.i != verb.i and (token.lemma_ in IMPLICATIVE_HEADS or token.lemma_ in PASSIVE_IMPLICATIVE_HEADS
                                  and any(c.dep_ == "auxpass" for c in token.children)):
            return _tense(token)  # "managed to beat Y", "was forced to sell Y"
        if token.i != verb.i and token.lemma_ in IRREALIS_HEADS:
            return IRREALIS  # "plans to buy", "is expected to sign", "is likely to win"
        went_on = token.dep_ == "advcl" and token.head.lemma_ == "go" and any(
            c.dep_ == "prt" and c.lower_ == "on" for c in token.head.children)  # "went on to accuse Y", parsed so
        if token.dep_ not in ("xcomp", "conj") and not went_on or token.head.i == token.i:
            break  # a relative, adverbial or reported clause has its own tense: "X, who met Y"
        token = token.head
    return _tense(verb)


def _coordinate_of(verb: Token) -> Token | None:
    """The verb a finite past or present form hung on an infinitive is coordinate with: "promised" of "Tom Vale
    promised to protect Norbank and hammered Ann Cole" (no infinitive is inflected; a form that is also the bare
    verb, "hit", "set", may be one the tagger misread, and keeps the infinitive's mood)."""
    infinitive = verb.head
    if (verb.dep_ != "conj" or verb.tag_ not in ("VBD", "VBZ") or verb.lower_ == verb.lemma_.lower()
            or infinitive.dep_ != "xcomp" or infinitive.tag_ != "VB"
            or not any(c.dep_ == "aux" and c.lower_ == "to" for c in infinitive.children)):
        return None
    return infinitive.head


def _subjunctive(clause: Token) -> bool:
    """Whether a clause's verb is the bare verb with a subject of its own and no auxiliary but a bare "be"
    ("that Y fire Z", "that Z be fired"); the present says "fires", and a past or a modal is no request."""
    aux = [c for c in clause.children if c.dep_ in ("aux", "auxpass")]
    verb = aux[0] if aux else clause
    return (verb.tag_ == "VB" and all(a.lower_ == "be" for a in aux)
            and any(c.dep_ in ("nsubj", "nsubjpass") for c in clause.children))


def _claimed(clause: Token) -> bool:
    """Whether a clause is what a claim says ("allegations that X avoided Y"), also where the parser read "that" as
    the subject of a relative clause with a subject of its own ("claims that Norbank bribed Y")."""
    if clause.head.pos_ != "NOUN" or clause.head.lemma_ not in CLAIM_NOUNS:
        return False
    subjects = [c.lower_ for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")]
    return clause.dep_ in ("acl", "ccomp") or clause.dep_ == "relcl" and "that" in subjects and len(subjects) > 1


def _after_time_word(clause: Token) -> bool:
    """Whether an adverbial clause opens with a time word the parser hung on the main verb, taking the
    clause's subject for its object or not ("plays X before Y faces Z")."""
    first = clause.left_edge.i
    if clause.dep_ != "advcl" or first == 0:
        return False
    before = clause.doc[first - 1]
    return before.lower_ in TIME_MARKS or (before.dep_ == "pobj" and before.head.lower_ in TIME_MARKS
                                           and before.head.i == before.left_edge.i - 1)


def _tense(verb: Token) -> str:
    aux = {c.lower_ for c in verb.children if c.dep_ in ("aux", "auxpass")}
    if verb.tag_ == "VBG" and not aux:
        # "convicted X of killing Y", "was seen confronting Y", "began attacking Y": the governing verb's
        governor = verb.head.head if verb.dep_ == "pcomp" else verb.head if verb.dep_ in ("xcomp", "advcl") else None
        if governor is not None and verb.dep_ == "pcomp" and governor.dep_ == "dobj":
            governor = governor.head  # "praised [Norbank for buying Y]": the preposition hung on the object
        if governor is not None and governor.lemma_ in ALLEGATION_HEADS:
            return IRREALIS  # "accused of blocking Y": an allegation, not a fact
        if verb.dep_ == "pcomp" and verb.head.lower_ in ("to", "on") and governor is not None and (
                governor.lower_ in PROSPECT_HEADS or any(c.lower_ in PROSPECT_HEADS for c in governor.children)):
            return IRREALIS  # "looking forward to meeting Y", "close to signing Y": ahead
        governor = verdict_head(verb) or governor
        if governor is not None and governor.pos_ in ("VERB", "AUX"):
            return mood(governor)
    if (verb.tag_ in ("VB", "VBP") and not aux and verb.dep_ == "ccomp" and verb.head.lemma_ in BARE_COMPLEMENT_HEADS
            and any(c.dep_ == "nsubj" for c in verb.children)):
        return mood(verb.head)  # "saw Norbank buy Y", "made Norbank pay Y": a bare verb, as seen or caused
    if "to" in aux:
        copula = record_copula(verb)  # "was the first to beat Y": as stated as its copula; "is the only one to
        if copula is not None and not negated(copula):  # have won Y" tells of an act done, not a state
            return PAST if mood(copula) == PRESENT else mood(copula)
        return IRREALIS  # an infinitive states a purpose or an intention: "flew to Paris to meet Y"
    if any(c.lower_ in HABIT_ADVERBS for c in verb.children if c.dep_ == "advmod"):
        return PRESENT
    if verb.tag_ == "VBD" or aux & PAST_AUX:
        return PAST
    if verb.tag_ == "VBN" and not aux:
        return PAST  # a participle clause: "X, elected by Y", "signed by Y last year"
    if (verb.tag_ in ("VBZ", "VBP") and not aux and verb.lemma_ not in STATE_VERBS
            and any(a <= verb.idx < b for a, b in verb.doc.user_data.get(HEADLINE, ()))):
        return PAST  # news convention: "Tom Vale Quits Norbank" tells of a resignation done
    return PRESENT


def record_copula(verb: Token) -> Token | None:
    """The copula that says of a subject a record an infinitive on it tells of: "was" of "Tom Vale was the first
    (player) to beat Ann Cole", "became" of "became the only firm to bid for Y"; none for any other infinitive."""
    noun = verb.head
    if (verb.dep_ not in ("relcl", "acl") or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
            or noun.dep_ != "attr" or noun.head.lemma_ not in RECORD_COPULAS):
        return None
    if noun.lower_ in RECORD_WORDS or any(c.dep_ == "amod" and c.lower_ in RECORD_WORDS for c in noun.children):
        return noun.head
    return None


def verdict_head(gerund: Token) -> Token | None:
    """The verb of a verdict or a plea a gerund's act was found by ("pleaded" of "pleaded guilty to defrauding Y",
    "found" of "was found liable for defaming Y"); none for any other gerund or a verdict denied ("not guilty")."""
    adjective = gerund.head.head
    if (gerund.dep_ != "pcomp" or adjective.lower_ not in VERDICT_ADJECTIVES or adjective.dep_ not in ("acomp", "oprd")
            or negated(adjective) or negated(adjective.head)):
        return None
    return adjective.head


@lru_cache(maxsize=8192)
def is_verb(word: str) -> bool:
    """Whether a word form is an English verb's (a noun the tagger read as a verb is not: "offspring")."""
    return bool(getAllLemmas(word.lower(), "VERB"))


def negated(token: Token) -> bool:
    """Whether a verb (or a verb it depends on: through xcomp, a conjunct, a clause on a noun, or the ccomp of a
    verb of seeing or causing, "did not make X pay Y") is negated or hedged, or its clause denied ("X denied that
    he was the head of Y")."""
    seen = 0
    while token is not None and seen < 4:
        for child in token.children:
            if child.dep_ == "neg" or child.lower_ in NEG_WORDS or child.lower_ in HEDGES:
                return True
        if token.dep_ == "ccomp" and token.head.lemma_ in DENIAL_HEADS:
            return True
        bare = token.dep_ == "ccomp" and token.head.lemma_ in BARE_COMPLEMENT_HEADS
        if token.dep_ not in ("xcomp", "conj", "relcl", "acl") and not bare or token.head is token:
            break
        token = token.head
        seen += 1
    return False


def no_longer(verb: Token) -> bool:
    """Whether a verb says a state has ended: "X is no longer chairman" (held before, not now)."""
    return any(c.dep_ == "advmod" and c.lower_ in ("longer", "more") and any(n.lower_ == "no" for n in c.children)
               for c in verb.children)


def clause_status(verb: Token) -> str | None:
    """The status a copula's clause gives a role, or None when it states none ("could become").

    "X was chairman of Y" and "X served as chairman" held before; "X was named chairman" and
    "X became chairman" still hold; "X will become chairman" is to hold.
    """
    when = mood(verb)
    if when == IRREALIS:
        return None
    if when == FUTURE:
        return FUTURE
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    if when == PAST and verb.lemma_ in SERVING_VERBS and not passive or no_longer(verb):
        return FORMER  # "X was chairman", "X served as chairman", "X is no longer chairman"
    return CURRENT

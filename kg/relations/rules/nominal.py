"""Rules for acts named by nouns: "X's win over Y", "X's takeover of Y", "Y's defeat to X"."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.lexicon.grammar import (ANNOUNCING, BETWEEN_NOUNS, COMPLETION_VERBS, CONVERSE_VERBS, DECLARED_NOUNS,
                                EVENT_NOUNS, IRREALIS_HEADS, LOSS_NOUNS, MATCH_NOUNS, PREVENTION_VERBS,
                                REPORTING, RESULT_PREPS, SUPPORT_VERBS, UNDERGOING_VERBS, UNREALISED_MODIFIERS)
from kg.records import ORGANIZATION, PERSON, PLACE, Mention, Relation
from kg.relations.mood import FUTURE, IRREALIS, PAST, PRESENT, mood, negated
from kg.relations.rules.syntax import SUBJ_DEPS, MentionIndex, conjuncts
from kg.relations.rules.wordforms import past_tense
from kg.relations.rules.events import predicate_name
from kg.spans import positions


#: Verbs whose subject did the act their object names: "X sealed a win over Y", "X filed a lawsuit against Y".
DOING_VERBS = COMPLETION_VERBS | SUPPORT_VERBS
#: Who can do an act named by a noun.
_DOERS = frozenset({PERSON, ORGANIZATION, PLACE})


def noun_events(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Kestrel's 17-16 win over Leeds' -> Kestrel beat Leeds; "Norbank completed its takeover of Safcom" ->
    Norbank tookOver Safcom; "Leeds's defeat to Kestrel" -> Kestrel beat Leeds; "Safcom's takeover by Norbank",
    "the takeover of Safcom by Norbank" -> Norbank tookOver Safcom.

    The doer is the noun's possessor or a name compounded before it, or the subject of a verb that says
    the act was done ("X sealed a win over Y"); the noun's preposition names whom it was done to. An act
    that was planned, failed or is only possible, or that a verb other than one of completion governs
    ("Y blocked the takeover of Z", "X plans a takeover of Z"), is no fact.
    """
    for token in (doc[i] for i in positions(doc, "LEMMA", EVENT_NOUNS)):
        frame = EVENT_NOUNS[token.lemma_] if token.pos_ == "NOUN" else None
        if frame is None or ix.at(token) is not None or not realised(token):
            continue
        verb, preps = frame
        # a place before the noun says where the act was ("a US lawsuit against Y"), but for a team's match
        doers = [ix.at(c) for c in token.children if c.dep_ == "poss" and ix.at(c) or c.dep_ == "compound"
                 and ix.at(c) and (ix.type(ix.at(c)) != PLACE or token.lemma_ in MATCH_NOUNS)]
        done_to = _named_after(token, preps, ix)
        if token.lemma_ not in LOSS_NOUNS and (agents := _named_after(token, ("by",), ix)):
            doers, done_to = agents, done_to + doers  # "Safcom's takeover by Norbank": the possessor underwent it
        if token.dep_ == "dobj" and _done_by_verb(token):
            doers = doers or _subjects(token.head, ix)  # "Norbank gave its support to Y": "its" or the subject
            done_to += _named_after(token.head, preps, ix)  # "filed a lawsuit against Y", "against" on the verb
        if not doers and token.lemma_ in MATCH_NOUNS and token.dep_ == "pobj" and token.head.lower_ in RESULT_PREPS:
            doers = _led_to(token.head.head, ix)  # "Kestrel cruised to (reached the final with) a win over Leeds"
            done_to += _named_after(token.head.head, preps, ix) if doers else []  # "over" on the verb
        yield from _converse(token, verb, doers, done_to, ix)
        winners = _winners(token, ix) if token.lemma_ in LOSS_NOUNS else []
        pairs = [(w, d) for w in winners for d in doers] if winners else [(d, o) for d in doers for o in done_to]
        predicate = predicate_name([past_tense(verb.split()[0]), *verb.split()[1:]])
        for doer, done_to in pairs:
            if ix.type(doer) not in _DOERS or winners and ix.type(done_to) not in _DOERS:
                continue  # "their World Cup win against X", "the Varnell Cup loss to X": the cup names the match
            rel = ix.relation(doer, predicate, done_to, "noun_event")
            if rel:
                yield rel


def acts_between(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the meeting between Tom Vale and Ann Cole' -> each met the other: an act two parties do with
    each other (:data:`~kg.lexicon.grammar.BETWEEN_NOUNS`), named with both after "between", stated both ways;
    not one planned or stopped ("a proposed merger between X and Y", "a merger between X and Y would ...")."""
    for token in (doc[i] for i in positions(doc, "LOWER", BETWEEN_NOUNS)):
        if token.pos_ != "NOUN" or ix.at(token) is not None or not realised(token):
            continue
        sides = _named_after(token, ("between",), ix)
        words = BETWEEN_NOUNS[token.lower_].split()
        predicate = predicate_name([past_tense(words[0]), *words[1:]])
        for a in sides:
            for b in sides:
                rel = ix.relation(a, predicate, b, "noun_event") if a != b else None
                if rel:
                    yield rel


def realised(noun: Token) -> bool:
    """Whether an act named by a noun is stated as done: no modifier makes it unrealised, no verb stops it
    or puts it in the future ("was blocked", "will be completed", "is due to take place"), and no verb but one
    of completion takes it as its object."""
    head = noun.head
    if any(c.lower_ in UNREALISED_MODIFIERS for c in noun.children) or negated(head):
        return False
    if head.pos_ in ("VERB", "AUX") and (head.lemma_ in PREVENTION_VERBS or mood(head) in (IRREALIS, FUTURE)
                                        or _intended(head)):
        return False
    return noun.dep_ != "dobj" or _done_by_verb(noun)


def _intended(verb: Token) -> bool:
    """Whether a verb or its adjective puts an infinitive ahead: "is set to take place", "is due to start"
    (not "set up a final")."""
    return any(w.lemma_ in IRREALIS_HEADS and any(c.dep_ == "xcomp" for c in w.children)
               for w in (verb, *(c for c in verb.children if c.dep_ == "acomp")))


def _done_by_verb(noun: Token) -> bool:
    """Whether the verb whose object the noun is says its subject did the act: one of completion or support
    ("sealed a win", "filed a lawsuit"), one of announcing for a choice ("announced the selection of X"), or one
    of undergoing for a loss ("suffered a defeat")."""
    return (noun.head.lemma_ in DOING_VERBS or noun.head.lemma_ in ANNOUNCING and noun.lemma_ in DECLARED_NOUNS
            or noun.head.lemma_ in UNDERGOING_VERBS and noun.lemma_ in LOSS_NOUNS)


def _winners(loss: Token, ix: MentionIndex) -> list[Mention]:
    """Whom a loss noun's "to" or "by" names, on the noun or on the verb it is undergone by ("suffered a defeat to
    Y"); none for a thing lost ("the loss of its title to Y")."""
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in loss.children):
        return []
    verb = [loss.head] if loss.dep_ == "dobj" and loss.head.lemma_ in UNDERGOING_VERBS else []
    return [m for t in (loss, *verb) for m in _named_after(t, ("to", "by"), ix)]


def _subjects(verb: Token, ix: MentionIndex) -> list[Mention]:
    """The names a verb's subjects are, conjuncts too; for an infinitive without one, its controlling verb's
    ("Norbank continues to make investments in Y")."""
    found = [ix.at(s) for c in verb.children if c.dep_ in SUBJ_DEPS for s in conjuncts(c) if ix.at(s)]
    if not found and verb.dep_ == "xcomp" and verb.head.pos_ in ("VERB", "AUX"):
        return _subjects(verb.head, ix)
    return found


def _led_to(verb: Token, ix: MentionIndex) -> list[Mention]:
    """The names a verb's "to", "with" or "after" brought to a result: its object ("Tom Vale led Kestrel to a win
    over Y"), else its subject ("Kestrel cruised to a win over Y", "Leeds slumped to a defeat by Y", "Kestrel reached
    the final with a win over Y"); none for a verb not stated as done ("could go top with a win over Y"), a passive
    one, or one of saying ("after their win over Y, Tom Vale said": the speaker is not who won)."""
    if (verb.pos_ != "VERB" or verb.lemma_ in REPORTING or negated(verb) or mood(verb) not in (PAST, PRESENT)
            or any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children)):
        return []
    led = [ix.at(o) for c in verb.children if c.dep_ == "dobj" for o in conjuncts(c) if ix.at(o)]
    return led or _subjects(verb, ix)


def _converse(noun: Token, verb: str, doers: list[Mention], things: list[Mention],
              ix: MentionIndex) -> Iterator[Relation]:
    """"Norbank's sale of Kestrel to Safcom", "the sale of Kestrel to Safcom": whom the noun's "to" names did
    the converse act to the thing ("Safcom bought Kestrel"); not to the seller, nor what it was sold for."""
    for (lemma, prep), other in CONVERSE_VERBS.items():
        if lemma != verb:
            continue
        for taker in _named_after(noun, (prep,), ix):
            for thing in things:
                if all(taker != d for d in doers):
                    rel = ix.relation(taker, past_tense(other), thing, "noun_event")
                    if rel:
                        yield rel


def _named_after(noun: Token, preps: tuple[str, ...], ix: MentionIndex) -> list[Mention]:
    """The names a noun's prepositions ``preps`` take ("to" as a dative too), conjuncts too ("win over X and Y"),
    and the name set beside a title they take ("between Norbank's chief executive Tom Vale and Ann Cole")."""
    found = [p for c in noun.children if c.dep_ in ("prep", "dative") and c.lower_ in preps
             for p in c.children if p.dep_ == "pobj"]
    found = [p if ix.at(p) else next((a for a in p.children if a.dep_ == "appos" and ix.at(a)), p) for p in found]
    return [m for p in found for t in conjuncts(p) for m in [ix.at(t)] if m]

"""Rules for who is in charge of a body: "X took charge of Y", "X is in charge at Y", "X was put in charge of Y",
"X, at the helm of Y", "X took over at Y" -> X leads Y."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.lexicon.grammar import CHARGE_NOUNS, PUTTING_IN_CHARGE, TAKING_CHARGE
from kg.records import CURRENT, ORGANIZATION, PERSON, PLACE, Relation
from kg.relations.mood import clause_status, negated
from kg.relations.rules.syntax import MentionIndex, conjuncts, named_by, subjects

#: Prepositions that name the body someone is in charge of.
_BODY_PREPS = frozenset({"of", "at"})


def in_charge(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'X took charge of Y', 'Y put X in charge', 'X, now in charge at Y', 'X took over at Y' -> X leads Y (a
    club, a firm, a country's side), with the status of the clause ("X was in charge of Y" held before)."""
    for token in doc:
        found = _charge(token, ix)
        if found is None:
            continue
        verb, holders, hosts, preps = found
        status = CURRENT if verb is None else None if negated(verb) else clause_status(verb)
        if status is None:
            continue
        bodies = [m for host in hosts for c in host.children if c.dep_ == "prep" and c.lower_ in preps
                  and (host is token or c.i > token.i) for p in c.children if p.dep_ == "pobj"
                  for o in conjuncts(p) for m in [named_by(o, ix)] if m and ix.type(m) in (ORGANIZATION, PLACE)]
        for holder in (ix.at(t) for h in holders for t in conjuncts(h)):  # "X and Y are in charge of Z"
            for body in bodies if holder is not None and ix.type(holder) == PERSON else ():
                rel = ix.relation(holder, "leads", body, "in_charge", status=status)
                if rel:
                    yield rel


def _charge(token: Token, ix: MentionIndex) -> tuple[Token | None, list[Token], list[Token], frozenset[str]] | None:
    """For a token that states a charge: the verb that states it (None after a name: "X, in charge of Y"), the
    tokens of its holders, the tokens its body's preposition may hang on, and those prepositions; else None."""
    if token.lemma_ in TAKING_CHARGE and token.pos_ == "VERB" and any(
            c.dep_ == "prt" and c.lower_ == "over" for c in token.children):
        return token, subjects(token), [token], frozenset({"at"})  # not "took over Y": Y was bought
    # a bare "charge" ("took charge", "in charge"), not one laid ("faces a charge of fraud", "charges of Y")
    if token.lemma_ not in CHARGE_NOUNS or token.pos_ != "NOUN" or token.lower_ == "charges" or (
            token.lemma_ == "charge" and any(c.dep_ in ("det", "nummod", "amod", "poss") for c in token.children)):
        return None
    head = token.head
    if token.dep_ == "dobj" and head.lemma_ in TAKING_CHARGE:
        return head, subjects(head), [token, head], _BODY_PREPS
    if token.dep_ != "pobj" or head.lower_ not in ("in", "at"):
        return None
    holder = head.head
    if holder.pos_ in ("VERB", "AUX"):
        passive = any(c.dep_ == "auxpass" for c in holder.children)
        put = holder.lemma_ in PUTTING_IN_CHARGE and not passive
        return holder, [c for c in holder.children if c.dep_ == "dobj"] if put else subjects(holder), [token, holder], \
            _BODY_PREPS
    return (None, [holder], [token], _BODY_PREPS) if ix.at(holder) is not None else None

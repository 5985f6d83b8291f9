"""Rules for the posts a verb gives: "X is the chief of Y", "X works as a consultant for Y", "X was promoted to
chief executive", "X took over as chairman", "Y named X chief executive"."""

from __future__ import annotations

from collections.abc import Iterator

from kg.relations.mood import PAST, clause_status, mood, negated
from spacy.tokens import Doc, Token

from kg.lexicon.grammar import (APPOINTING, COPULAS, LEAVING_AS, PROMOTED_TO, REPLACING, TAKING_AS, WITH_COPULAS,
                                WORKING_AS)
from kg.lexicon.people import is_person_noun
from kg.records import CURRENT, FORMER, FUTURE, ORGANIZATION, PERSON, Mention, Relation
from kg.relations.rules.roles import joined_roles, role_relations
from kg.relations.rules.syntax import MentionIndex, conjuncts, named_by, subjects, where_predicate
from kg.relations.titles import one_of


def copula_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'X is the chief of Y' -> leads; 'X, who is a spokesman for Y', 'X is a native of Z';
    'Serbia is the largest of Yugoslavia's republics' -> locatedIn; 'X worked as a consultant for Y' (a post held
    while working), 'X was promoted to chief executive of Y' (a post reached)."""
    for token in doc:
        if token.lemma_ not in COPULAS | WORKING_AS | PROMOTED_TO or negated(token):
            continue
        status = clause_status(token)
        if status is None:
            continue
        subject = next(iter(_post_holders(token, ix)), None)
        if subject is None:
            continue
        # "X was acting comptroller at the American University of Beirut": the "at" hung on "was".
        employers = tuple(m for c in token.children if c.dep_ == "prep" and c.lower_ in ("at", "for", "with")
                          for p in c.children if p.dep_ == "pobj" for m in [ix.at(p)]
                          if m is not None and ix.type(m) == ORGANIZATION)
        for attr in _copula_roles(token):
            for conj, named in joined_roles(attr, ix):
                yield from role_relations(subject, one_of(conj), ix, "copula_title", also=employers + named,
                                          status=status)
        if token.lemma_ not in COPULAS:
            continue  # where "X works" or "X rose" is no place it lies in ("Norbank works in Kenya")
        complements = [c for c in token.children if c.dep_ in ("prep", "attr", "acomp")]
        yield from _with_body(subject, token, complements, ix, status=status)
        # "Rome is in Lazio province" (not "al-Qaeda was on the run in Pakistan"); a person is only visiting.
        if ix.type(subject) != PERSON and len(complements) == 1 and complements[0].lower_ == "in":
            for place in (ix.at(p) for p in complements[0].children if p.dep_ == "pobj"):
                rel = ix.relation(subject, where_predicate(ix.type(subject)), place, "copula_title") if place else None
                if rel:
                    yield rel


def _copula_roles(verb: Token) -> list[Token]:
    """The posts a copula or a verb of working or promotion gives its subject: "X is the chief of Y", "X became
    chairman", "X was named chief executive", "X serves as chairman", "X was promoted to chief executive"."""
    return [c for c in verb.children if c.dep_ in ("attr", "oprd")] + [
        p for c in verb.children if c.dep_ == "prep" and (c.lower_ == "as" or c.lower_ == "to" and verb.lemma_ in
                                                          PROMOTED_TO) for p in c.children if p.dep_ == "pobj"]


def _with_body(subject: Mention, verb: Token, complements: list[Token], ix: MentionIndex, *,
               status: str) -> Iterator[Relation]:
    """"X has been with Norbank since 2010", "X remains with Norbank": a person who is with an
    organisation, said by the copula alone, is on its staff (not "X was with Ann Cole", a person)."""
    withs = [c for c in complements if c.lower_ == "with"]
    if verb.lemma_ not in WITH_COPULAS or ix.type(subject) != PERSON or len(withs) != 1 or any(c.dep_ != "prep"
                                                                                   for c in complements):
        return  # "X was angry with Norbank", "X is an analyst with Norbank" (read as a role)
    if any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children) and status == FORMER:
        status = CURRENT  # "has been with Norbank since 2010" still is
    elif verb.lemma_ == "remain" and status == FUTURE:
        status = CURRENT  # "will remain with Norbank until May" is there now
    for body in (ix.at(p) for p in withs[0].children if p.dep_ == "pobj"):
        if body is not None and ix.type(body) == ORGANIZATION and not ix.is_party(body):
            rel = ix.relation(subject, "employedBy", body, "copula_title", status=status)
            if rel:
                yield rel


def as_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'X took over as chief executive of Y', 'X stepped down as chairman' (held before), 'Y appointed X
    as chairman', 'X joined Y as finance director', 'X returned to Y as chairman', 'X replaced Z as chairman
    of Y' (Z held it before): the post after "as" of a verb of taking, leaving, giving or taking over one;
    'Y named X chief executive' without it."""
    for verb in doc:
        if verb.lemma_ not in LEAVING_AS | TAKING_AS | APPOINTING | REPLACING or verb.pos_ != "VERB" \
                or negated(verb):
            continue
        status = clause_status(verb)
        if verb.lemma_ in REPLACING and (verb.tag_ == "VBN" or mood(verb) != PAST):
            continue  # "Y was replaced by X", "X will replace Y": who holds the post when is not plain
        roles = [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "as" for p in c.children
                 if p.dep_ == "pobj"]
        named = _named_posts(verb) if verb.lemma_ in APPOINTING else []  # "Y named X chief executive"
        roles += named
        if status is None or not roles:
            continue
        # "X, who is stepping down as chairman": the relative pronoun stands for the name the clause modifies
        held_by = _post_holders(verb, ix)
        objects = [ix.at(c) for c in verb.children if c.dep_ == "dobj" and ix.at(c)]
        if not objects and verb.lemma_ in TAKING_AS:  # "X returned to Y as chief executive"
            objects = [ix.at(p) for c in verb.children if c.dep_ == "prep" and c.lower_ == "to"
                       for p in c.children if p.dep_ == "pobj" and ix.at(p)]
        objects += [ix.at(c) for r in named for c in r.children if c.dep_ in ("nmod", "compound") and ix.at(c)]
        holder, bodies = (objects, held_by) if verb.lemma_ in APPOINTING and objects else (held_by, objects)
        also = tuple(m for m in bodies if ix.type(m) == ORGANIZATION)
        # "X replaced Y as chairman": Y held the post before X
        holders = [(m, status) for m in holder] + [(m, FORMER) for m in objects if verb.lemma_ in REPLACING]
        also = also if verb.lemma_ not in REPLACING else ()
        for person, held in ((m, s) for m, s in holders if ix.type(m) == PERSON):
            for role in (conj for attr in roles for conj in conjuncts(attr)):
                yield from role_relations(person, one_of(role), ix, "as_title", also=also, status=held)


def _post_holders(verb: Token, ix: MentionIndex) -> list[Mention]:
    """The names a verb gives a post: its subjects, or the name a bare participle hangs on, itself or by the noun set
    off after it ("Tom Vale, appointed as chief executive of Norbank", "Ann Cole, the banker hired as ...")."""
    found = [m for m in map(ix.at, subjects(verb)) if m is not None]
    if not found and not subjects(verb) and verb.dep_ == "acl" and verb.tag_ in ("VBN", "VBD"):  # (often mis-tagged)
        found = [m for m in [named_by(verb.head, ix)] if m is not None]
    return found


def _named_posts(verb: Token) -> list[Token]:
    """The posts an appointing verb gives without "as": "named X chief executive" (the post a predicate or
    an object, which the parser may hang X on), "appointed X its finance director" (in apposition to X)."""
    return ([c for c in verb.children if c.dep_ == "oprd"
             or c.dep_ == "dobj" and is_person_noun(c) and any(n.dep_ == "compound" for n in c.children)]
            + [a for c in verb.children if c.dep_ == "dobj" for a in c.children if a.dep_ == "appos"])

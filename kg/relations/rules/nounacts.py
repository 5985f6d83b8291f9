"""Rules for acts and ties stated by nouns around names, not by a clause: "Norbank founder and chairman Tom
Vale" (a maker's noun joined to another role), "Tom Vale's wife Ann Cole" (a spouse), "Varnell Prize winner
Tom Vale" (a winner)."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from kg.lexicon.grammar import AGENT_NOUNS, JOINERS, UNREALISED_MODIFIERS
from kg.lexicon.names import AWARD_HEADS, EVENT_HEADS
from kg.lexicon.people import ROLE_NOUNS, SPOUSE_NOUNS, TITLE_MODIFIERS, UNMARRIED_MODIFIERS, WINNER_NOUNS
from kg.records import EVENT, PERSON, PLACE, WORK, Mention, Relation
from kg.relations.mood import FUTURE, IRREALIS, mood
from kg.relations.rules.syntax import MentionIndex

#: Words a run of joined role nouns may hold besides the nouns: "founder and former chief executive".
_JOINERS = JOINERS | {"-"}
_TITLE_WORDS = ROLE_NOUNS | TITLE_MODIFIERS
#: Last words of the name of something won: a contest or an award (not a show, a summit or a fair).
_WON_HEADS = AWARD_HEADS | EVENT_HEADS - {"show", "conference", "summit", "expo", "fair", "week", "forum", "war"}


def joined_agents(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Norbank founder and chairman Tom Vale', "the founder and former boss of Norbank, Tom Vale", "Tom Vale,
    the Norbank chairman and founder," -> Tom Vale founded Norbank.

    A maker's or owner's noun (:data:`~kg.lexicon.grammar.AGENT_NOUNS`) joined by "and" to another role
    states its act as if it stood alone; the role rules read only the role the parser took for the head.
    The body is named right before the run of role words or after its "of"; the person right after the run,
    after the body's name and a comma, or before the run with a comma.
    """
    for token in doc:
        if token.lemma_ not in AGENT_NOUNS or ix.at(token) is not None:
            continue
        run = _role_run(token, ix)
        if run is None:
            continue
        body, after_body = _body(run, ix)
        person = _person(run, after_body, ix)
        if body is None or person is None or ix.type(body) == PLACE:
            continue
        rel = ix.relation(person, AGENT_NOUNS[token.lemma_], body, "noun_act")
        if rel:
            yield rel


def _role_run(token: Token, ix: MentionIndex) -> Span | None:
    """The run of lower-case nouns, adjectives, capitalised title words and joiners around ``token`` in its
    sentence ("founder and former boss", "founder and Chief Executive"), if it joins ``token`` to another word
    by "and"."""
    doc, sent = token.doc, token.sent

    def part(t: Token) -> bool:
        return ix.at(t) is None and (t.lower_ in _JOINERS or t.is_lower and t.pos_ in ("NOUN", "ADJ", "PROPN")
                                     or (t.is_title or t.is_upper) and t.lower_ in _TITLE_WORDS)
    start, end = token.i, token.i + 1
    while start > sent.start and part(doc[start - 1]):
        start -= 1
    while end < sent.end and part(doc[end]):
        end += 1
    words = [t.lower_ for t in doc[start:end]]
    return doc[start:end] if "and" in words[1:-1] and words[-1] not in _JOINERS else None


def _body(run: Span, ix: MentionIndex) -> tuple[Mention | None, int]:
    """The body a run of roles is of: the name right before it (after a possessive "'s" too), or after its
    "of" (and an article); with the index of the token after what was read."""
    doc = run.doc
    before = run.start - 2 if run.start >= 2 and doc[run.start - 1].tag_ == "POS" else run.start - 1
    if before >= run.sent.start and ix.at(doc[before]) is not None:
        return ix.at(doc[before]), run.end
    i = run.end + 1 if run.end < run.sent.end and doc[run.end].lower_ == "of" else None
    if i is not None and i < run.sent.end and doc[i].lower_ == "the":
        i += 1
    body = ix.at(doc[i]) if i is not None and i < run.sent.end else None
    end = doc.char_span(body.start, body.end, alignment_mode="expand").end if body is not None else run.end
    if body is not None and end + 1 < run.sent.end and doc[end].tag_ == "POS":  # "of Norbank's Kestrel unit"
        body = ix.at(doc[end + 1])
        end = doc.char_span(body.start, body.end, alignment_mode="expand").end if body is not None else run.end
    return body, end


def _person(run: Span, after: int, ix: MentionIndex) -> Mention | None:
    """The person a run of roles is said of: the name right after it (or after the body and a comma), or
    the name a comma and an article before it ("Tom Vale, the Norbank founder and chairman")."""
    doc, sent = run.doc, run.sent
    for i in (after, after + 1 if after < sent.end and doc[after].text == "," else None):
        if i is not None and i < sent.end and (m := ix.at(doc[i])) is not None and ix.type(m) == PERSON:
            return m
    i = run.start - 1
    while i > sent.start and (ix.at(doc[i]) is not None and ix.type(ix.at(doc[i])) != PERSON
                              or doc[i].lower_ in ("the", "a", "an", "'s")):
        i -= 1  # over the body's name and an article
    if i > sent.start and doc[i].text == "," and (m := ix.at(doc[i - 1])) is not None and ix.type(m) == PERSON:
        return m
    return None


def spouses(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Tom Vale's wife Ann Cole', "Ann Cole, the wife of Tom Vale," "his wife, Ann Cole" -> Tom Vale
    marriedTo Ann Cole and Ann Cole marriedTo Tom Vale (a tie both ways, in the present); not a former one
    ("his ex-wife", "his late husband")."""
    for token in doc:
        if token.lower_ not in SPOUSE_NOUNS or any(c.lower_ in UNMARRIED_MODIFIERS for c in token.children):
            continue
        owner = next((ix.at(c) for c in token.children if c.dep_ == "poss" and ix.at(c)), None) or next(
            (ix.at(p) for c in token.children if c.dep_ == "prep" and c.lower_ == "of"
             for p in c.children if p.dep_ == "pobj" and ix.at(p)), None)
        spouse = _named_beside(token, ix)
        # a pronoun's antecedent in the sentence stands for it: the one the relation would name
        if owner is None or spouse is None or PERSON != ix.type(ix.named(owner)) or PERSON != ix.type(spouse):
            continue
        for a, b in ((owner, spouse), (spouse, owner)):
            rel = ix.relation(a, "marriedTo", b, "noun_act")
            if rel:
                yield rel


def _named_beside(noun: Token, ix: MentionIndex) -> Mention | None:
    """The name a kin noun stands beside: right after it (after a comma too: "his wife, Ann Cole"), or the
    name it is set off after ("Ann Cole, Tom Vale's wife")."""
    doc, sent = noun.doc, noun.sent
    for i in (noun.i + 1, noun.i + 2 if noun.i + 1 < sent.end and doc[noun.i + 1].text == "," else None):
        if i is not None and i < sent.end and ix.at(doc[i]) is not None:
            return ix.at(doc[i])
    if noun.dep_ == "appos" and ix.at(noun.head) is not None:
        return ix.at(noun.head)
    return None


def winners(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Varnell Prize winner Tom Vale', "Tom Vale, winner of the Varnell Prize", "Tom Vale is the Kansas Open
    champion" -> Tom Vale won it: a winner's noun (:data:`~kg.lexicon.people.WINNER_NOUNS`) tied to a contest
    or an award and said of a person; not a winner to be ("the likely winner", "could be the champion")."""
    for token in doc:
        if token.lower_ not in WINNER_NOUNS and token.lemma_ not in WINNER_NOUNS or ix.at(token) is not None:
            continue
        if any(c.lower_ in UNREALISED_MODIFIERS for c in token.children):
            continue
        won = [ix.at(c) for c in token.children if c.dep_ in ("compound", "poss") and ix.at(c)] + [
            ix.at(p) for c in token.children if c.dep_ == "prep" and c.lower_ in ("of", "at")
            for p in c.children if p.dep_ == "pobj" and ix.at(p)]
        person = _winner(token, ix)
        for prize in won:
            if person is not None and (ix.type(prize) in (EVENT, WORK) or prize.text.split()[-1].lower() in _WON_HEADS):
                rel = ix.relation(person, "won", prize, "noun_act")
                if rel:
                    yield rel


def _winner(noun: Token, ix: MentionIndex) -> Mention | None:
    """The person a winner's noun is said of: the name right after it or the one it is set off after or
    before, or the subject of a copula it completes (in a mood that states it)."""
    doc = noun.doc
    near = [doc[noun.i + 1]] if noun.i + 1 < noun.sent.end else []
    near += [noun.head] if noun.dep_ in ("appos", "compound") else []
    near += [c for c in noun.children if c.dep_ == "appos"]
    if noun.dep_ == "attr" and mood(noun.head) not in (IRREALIS, FUTURE):
        near += [c for c in noun.head.children if c.dep_ == "nsubj"]
    return next((m for t in near if (m := ix.at(t)) is not None and ix.type(m) == PERSON), None)

"""Employers the tagger missed: the untagged name right before a job on a person's name ("Safcom boss Ann
Cole", "Norbank's former chairman Tom Vale"), and where a job's words start. Helpers of :mod:`kg.untagged`,
and of :mod:`kg.entitytypes`, which reads a name before a job as an employer's.
"""

from __future__ import annotations

from lemminflect import getAllLemmas
from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import is_demonym, is_first_name, place_population
from kg.lexicon.names import JURISDICTION_NOUNS
from kg.lexicon.names import WORKPLACE_PREPOSITIONS
from kg.lexicon.people import (FUTURE_ROLE, HOLDER_WORDS, HONORIFICS, JOB_HEADS, PAST_ROLE, PEERAGES,
                               PERFORMER_NOUNS, PORTFOLIO_WORDS, ROYAL_TITLES, SECOND_IN_COMMAND, SHADOW_ROLE,
                               TEAM_ROLES, TITLE_MODIFIERS, TITLE_NOUN_MODIFIERS, TOWN_OFFICES, is_member_title,
                               is_person_noun)
from kg.nameset import Names
from kg.spans import DASHES, read_as_adjective
from kg.titlewords import is_portfolio

#: Words of a job's title that describe it or its holder, never an employer ("former", "senior", "Veteran").
_JOB_MODIFIERS = (TITLE_MODIFIERS | TITLE_NOUN_MODIFIERS | PORTFOLIO_WORDS | PAST_ROLE | FUTURE_ROLE | SHADOW_ROLE
                  | SECOND_IN_COMMAND | HOLDER_WORDS)



def with_employers(ents: list[Span]) -> list[Span]:
    """Add the untagged name right before a job compounded on a tagged person's name as an organisation:
    "Safcom boss Ann Cole", "Norbank's former chairman X", "Arsenal vice-chairman X". The small tagger
    misses unfamiliar companies and clubs, and reads a capitalised first word as an adjective."""
    names = Names(ents)
    doc, tagged = names.doc, names.tagged
    surnames = {e[-1].text for e in ents if e.label_ == "PERSON" and len(e) > 1}  # "Vale aide Ann Cole"
    for ent in ents:
        job = job_start(doc, ent.start) if ent.label_ == "PERSON" else None
        if not job:
            continue
        end = job - 1 if doc[job - 1].tag_ == "POS" else job  # "Safcom's boss"
        start = end
        member = is_member_title(doc[ent.start - 1])
        while start > 0 and _employer_word(doc[start - 1], tagged, member=member):
            start -= 1
        named_before = start > 0 and start - 1 in tagged  # "Acme Radioprotection Director X": Acme's unit
        if not member and is_portfolio(doc[start:ent.start - 1]):
            continue  # "Rural Affairs Minister X": an adjective opens the portfolio; "Labour MP X": a party
        employer = doc[start:end].text  # not a level of government: "State" of "State Sen. X"
        # a place only before a team's role, its club: "Dunmore boss X", not "Dunmore city manager X"
        place = place_population(employer) > 0
        role = doc[ent.start - 1].lemma_.lower()
        team = role in TEAM_ROLES and not any(t.lower_ in JURISDICTION_NOUNS for t in doc[job:ent.start])
        if (start < end and not named_before and doc[end - 1].text not in surnames
                and (not place or team) and employer.lower() not in JURISDICTION_NOUNS):
            names.add(start, end, "GPE" if place or role in TOWN_OFFICES else "ORG")
    return names.all()


def workplace_job(name: Token) -> Token | None:
    """The job a name is where it is held, written before it with "at", "for" or "with" ("security expert at
    Safcom", "chief economist with Kestrel"), or None."""
    prep, job = name.head, name.head.head
    if (name.dep_ == "pobj" and prep.lower_ in WORKPLACE_PREPOSITIONS and job.pos_ == "NOUN" and job.i < prep.i
            and job.lemma_.lower() in JOB_HEADS):
        return job
    return None


def job_start(doc: Doc, end: int) -> int | None:
    """Where the words of a job ending right before token ``end`` start ("vice-chairman", "former chief
    executive"), or None when the word there names no job."""
    head = doc[end - 1] if end else None
    if (head is None or head.lower_ not in JOB_HEADS and head.lemma_.lower() not in JOB_HEADS
            or head.lemma_.lower() in PERFORMER_NOUNS or head.lower_ in ROYAL_TITLES):
        return None  # "Godzilla actor X" names a film, not an employer
    # a portfolio makes a minister's title ("Labour Secretary"), never a member's ("Labour MP": the party)
    modifiers = _JOB_MODIFIERS - PORTFOLIO_WORDS if is_member_title(head) else _JOB_MODIFIERS
    start = end - 1
    while start > 0 and (doc[start - 1].is_lower and doc[start - 1].dep_ in ("compound", "amod", "nmod")
                         or doc[start - 1].lower_ in modifiers
                         or doc[start - 1].text in DASHES and not doc[start - 1].whitespace_):
        start -= 1
    return start


def _employer_word(token: Token, tagged: set[int], *, member: bool = False) -> bool:
    """Whether an untagged word before a job may name the employer: a proper noun, or a capitalised first
    word of a sentence with no adjective reading ("Arsenal"), never a title, honorific or nationality; before
    a member's title (``member``) a portfolio's word is a party's ("Labour councillors X and Y")."""
    word = token.lower_
    capitalised = token.is_title or token.is_upper and len(word) > 1
    job_word = word in _JOB_MODIFIERS and not (member and word in PORTFOLIO_WORDS)
    if (token.i in tagged or token.is_stop or not token.is_alpha or not capitalised
            or word in HONORIFICS or word in PEERAGES or job_word or is_demonym(word)
            or is_first_name(token.text)  # "Harry Prince William" of a list of names
            or is_person_noun(token) and token.tag_ not in ("NNPS", "NNS")):  # a title, not "Rangers", "Chargers"
        return False
    # "Arsenal" at a sentence's start read as an adjective (not "Film director X", nor a verb's participle: "Jailed
    # tycoon X") or as a noun English does not have ("Norbank manager X"); a capitalised plural ("Wolves", "the
    # Chargers lineman X")
    inflected = any(lemma != word for lemma in getAllLemmas(word, "VERB").get("VERB", ()))
    return (token.pos_ == "PROPN" or token.is_sent_start and read_as_adjective(token) and not inflected
            or token.is_sent_start and _unknown_noun(token)
            or token.tag_ == "NNS" and token.is_title or member and token.pos_ == "NOUN")


def _unknown_noun(token: Token) -> bool:
    """Whether the tagger read a capitalised word as a common noun that English does not have: "Safcom" of "Safcom
    manager Tom Vale" at a sentence's start (not "Film" of "Film director Tom Vale", nor a letter)."""
    return token.pos_ == "NOUN" and token.is_title and len(token) > 2 and not getAllLemmas(token.lower_)

"""Which words belong to a job title ("Police", "Chief", "Financial" of "Chief Financial Officer").

Helpers of :mod:`kg.spans` and the title readers: a name's boundary stops at a title's words.
"""

from __future__ import annotations

from lemminflect import getAllLemmas
from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import is_demonym
from kg.lexicon.grammar import JOINERS
from kg.lexicon.people import (
    ADJECTIVE_NOT_TITLES,
    NOT_PERSON_NOUNS,
    PERSON_SUFFIXES,
    PARTY_ADJECTIVES,
    PAST_ROLE,
    PORTFOLIO_TITLES,
    PORTFOLIO_WORDS,
    RANK_WORDS,
    ROLE_NOUNS,
    SHADOW_ROLE,
    TENURE_WORDS,
    TITLE_HEADS,
    TITLE_MODIFIERS,
    TITLE_NOUN_MODIFIERS,
    TITLE_NOUNS,
)

#: Words before a title's head that belong to the title: a portfolio or "shadow".
_OWN_TITLE_WORDS = PORTFOLIO_WORDS | SHADOW_ROLE


def is_title_word(token: Token) -> bool:
    """Whether a word can be part of a job title ("Police", "Chief", "Press", "Lt")."""
    word = token.lower_
    plural = token.is_lower or token.text[:-1].isupper() and token.text.endswith("s")
    if plural and word.endswith("s") and word[:-1] in TITLE_HEADS:
        return True  # a plural title: "councillors", "MPs" (not "Kings", nor a union's initials: "PCS")
    return (word in TITLE_HEADS or word in TITLE_MODIFIERS or word in TITLE_NOUN_MODIFIERS
            or word + "." in TITLE_HEADS or in_officer_title(token))  # "Lt" "." too


def mistagged_title(token: Token) -> bool:
    """Whether a listed job's word the tagger read as an adjective or a verb names the job of the name right after
    it, which it modifies ("rapper" and "prop" of "Rapper Tom Vale", "Kestrel prop Ann Cole"); the word as written,
    so not a verb's other form ("Dunmore Nights stars Ann Cole"), nor a word mostly an adjective ("fellow Tory X")."""
    doc, word = token.doc, token.lower_
    listed = word in TITLE_NOUNS | ROLE_NOUNS and word not in ADJECTIVE_NOT_TITLES
    return (token.pos_ in ("ADJ", "VERB") and (listed or _only_a_person_noun(token)) and token.i + 1 < len(doc)
            and doc[token.i + 1].pos_ == "PROPN" and token.dep_ in ("compound", "amod", "nmod", "conj")
            and token.head.pos_ == "PROPN" and token.head.i > token.i)


def ranked_post(token: Token) -> bool:
    """Whether a capitalised common noun is a post by the capitalised word of rank right before it, which hangs on
    it ("Registrar" of "Ann Cole, the Senior Registrar,"), though no list knows the noun."""
    rank = token.nbor(-1) if token.i else None
    return (token.is_title and rank is not None and rank.is_title and rank.lower_ in RANK_WORDS
            and rank.head == token and rank.dep_ in ("compound", "amod") and bool(getAllLemmas(token.lower_, "NOUN")))


def _only_a_person_noun(token: Token) -> bool:
    """Whether a lower-case word with a person's ending is only ever a noun ("guitarist", "novelist"; not
    "independent", "nationalist", which are adjectives too)."""
    word = token.lower_
    return (token.is_lower and word.endswith(PERSON_SUFFIXES) and word not in NOT_PERSON_NOUNS
            and bool(getAllLemmas(word, "NOUN")) and not getAllLemmas(word, "ADJ"))


def is_title_vocabulary(token: Token) -> bool:
    """Whether a capitalised word before a title's head is a title's own ("Police", "Home", "Shadow",
    "Financial" of "Chief Financial Officer", a common noun: "Schools Minister"), not a name the tagger missed
    ("Safcom Founder") nor a nationality ("Welsh Health Minister")."""
    return (is_title_word(token) or token.lower_ in _OWN_TITLE_WORDS
            or bool(getAllLemmas(token.lower_, "NOUN")))



def _portfolio_part(token: Token) -> bool:
    """Whether a word may be part of a capitalised portfolio: a portfolio's word or a joiner ("and")."""
    return token.lower_ in JOINERS or token.is_title and token.lower_ in PORTFOLIO_WORDS


def portfolio_before(head: Token) -> list[Token]:
    """The capitalised portfolio of two or more parts written before an office's capitalised title head:
    "Trade and Industry" of "Trade and Industry Secretary", which the parser splits into a conjunct and a
    compound; none before a lower-case head, and no "and" that opens the run ("X and Health Secretary Y")."""
    doc = head.doc
    if not (head.is_title and head.lower_ in PORTFOLIO_TITLES):
        return []
    start = head.i
    while start > 0 and _portfolio_part(doc[start - 1]):
        start -= 1
    while start < head.i and doc[start].lower_ in JOINERS:
        start += 1
    run = doc[start:head.i]
    return list(run) if any(t.lower_ in JOINERS for t in run) else []


#: Words that open a title to say it was held before, not whose it is ("Former Tory chancellor", "Ex-Home
#: Secretary"); not "late", which opens names ("Late Show").
_PAST_OPENERS = PAST_ROLE - {"late"} | {"ex"}


def past_opening(tokens: Span) -> int:
    """How many first words of a tagged name right before a title word say the title is a past one ("Former",
    "Ex", "-" of "Former Tory chancellor X", "Ex-Home Secretary X"): they belong to the title, not the name."""
    doc, k = tokens.doc, 0
    while k < len(tokens) - 1 and (tokens[k].lower_ in _PAST_OPENERS or tokens[k].text == "-" and k):
        k += 1
    return k if tokens.end < len(doc) and is_title_word(doc[tokens.end]) else 0


def _plain_adjective(token: Token) -> bool:
    """Whether a word is an English adjective that names no party and no nationality ("Rural", "Supreme")."""
    return ("ADJ" in getAllLemmas(token.lower_) and token.lower_ not in PARTY_ADJECTIVES
            and not is_demonym(token.text))


def is_portfolio(tokens: Span) -> bool:
    """Whether capitalised words before an office's title are its portfolio, not a body's name: portfolio words,
    adjectives or tenure words with a portfolio word among them ("Rural Affairs", "International Development",
    "Ex-Home", "New Home")."""
    words = [t for t in tokens if t.lower_ not in _PAST_OPENERS | TENURE_WORDS | JOINERS | {"-"}]
    return (any(t.lower_ in PORTFOLIO_WORDS for t in words)
            and all(t.lower_ in PORTFOLIO_WORDS or _plain_adjective(t) for t in words))


def adjective_before_title(tokens: Span) -> bool:
    """Whether a one-word name is an adjective English has only as one, right before a title's word: "Supreme"
    of "Supreme Leader X" opens the title (not "United" of "United manager X", a verb's participle too)."""
    doc = tokens.doc
    return (len(tokens) == 1 and tokens.end < len(doc) and is_title_word(doc[tokens.end])
            and _plain_adjective(tokens[0]) and set(getAllLemmas(tokens[0].lower_)) == {"ADJ"})


def portfolio_title_at(doc: Doc, i: int) -> Token | None:
    """The capitalised office title that ends a capitalised portfolio opening at ``i`` ("Minister" of "(X,)
    Commerce and Industry Minister,"; "Secretary" of "(Trade) and Industry Secretary"), or None."""
    while i < len(doc) and _portfolio_part(doc[i]):
        i += 1
    return doc[i] if i < len(doc) and doc[i].is_title and doc[i].lower_ in PORTFOLIO_TITLES else None


#: Most words between "chief" and "officer" in an officer's title ("Chief Human Resources Officer").
OFFICER_FIELD_WORDS = 2


def in_officer_title(token: Token) -> bool:
    """Whether a word names the field of a chief officer, between the two words ("Financial" of "Chief
    Financial Officer", "Diversity" of "chief diversity officer"): any field makes one."""
    doc, i = token.doc, token.i
    if not token.is_alpha or token.lower_ in ("chief", "officer"):
        return False
    before = [j for j in range(i - 1, max(i - OFFICER_FIELD_WORDS - 1, -1), -1) if doc[j].lower_ == "chief"]
    after = [j for j in range(i + 1, min(i + OFFICER_FIELD_WORDS + 1, len(doc))) if doc[j].lower_ == "officer"]
    return bool(before and after) and after[0] - before[0] <= OFFICER_FIELD_WORDS + 1 and all(
        t.is_alpha and t.pos_ in ("NOUN", "PROPN", "ADJ") for t in doc[before[0] + 1:after[0]])


def glued_title(span: Span) -> int:
    """How many last words of a tagged organisation are the title of the person named right after it, with or
    without a comma between ("Speaker" of "House of Varnell Speaker, Ann Cole", "Deputy Speaker" of "Norbank
    Deputy Speaker Tom Vale"): a title's head ends the span, and a word before the title is no title's nor a
    common noun's, a name (not "School Resource Officer")."""
    doc = span.doc
    if span.label_ != "ORG" or len(span) < 2 or span[-1].lower_ not in TITLE_HEADS:
        return 0
    k = 0
    while k < len(span) - 1 and span[-1 - k].is_title and is_title_word(span[-1 - k]):
        k += 1
    rest = span[:len(span) - k]
    after = span.end + int(span.end < len(doc) and doc[span.end].text == ",")
    named = after < len(doc) and doc[after].ent_type_ == "PERSON"
    return k if named and rest[-1].is_title and any(not is_title_vocabulary(t) for t in rest if t.is_alpha) else 0


def glued_title_words(token: Token) -> list[Token]:
    """The words of the title glued to the end of the tagged organisation ``token`` is in (:func:`glued_title`),
    with a word before the organisation that says the title was held before ("Former" of "Former House of
    Varnell Speaker, Ann Cole"); none if ``token`` is in no such title."""
    doc = token.doc
    ent = next((e for e in doc.ents if e.start <= token.i < e.end), None)
    glued = glued_title(ent) if ent is not None else 0
    if not glued or token.i < ent.end - glued:
        return []
    past = [doc[ent.start - 1]] if ent.start > 0 and doc[ent.start - 1].lower_ in _PAST_OPENERS else []
    return [*past, *doc[ent.end - glued:ent.end]]

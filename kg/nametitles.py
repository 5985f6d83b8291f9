"""People's names around the tagger's spans, helpers of :mod:`kg.mentions`: the title read off the words
before or beside a name ("Police Chief X", "Tulsa Sheriff X", "the union official, X"), a nickname quoted
inside it ("Tom 'Tony' Vale"), a peer's title ("Lord" + "Smith") and a speaker's name the tagger missed."""

from __future__ import annotations

from lemminflect import getAllLemmas
from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import is_first_name, place_population
from kg.lexicon.names import NAME_SUFFIXES
from kg.lexicon.people import (HONORIFICS, PEERAGES, ROLE_NOUNS, ROYAL_TITLES, TITLE_ABBREVIATIONS,
                               TITLE_HEADS, TITLE_PHRASES, is_member_title, is_person_noun)
from kg.lexicon.speech import REPORTING_VERBS
from kg.lexicon.tables import first_names
from kg.namekeys import is_short_party, is_party_word
from kg.nameset import Names, compound_start
from kg.records import ORGANIZATION, PLACE
from kg.spans import positions, replace_overlapping, titled_surname
from kg.titlewords import glued_title_words, is_title_vocabulary, is_title_word


def is_titled(token: Token) -> bool:
    """Whether a capitalised word is a title's head that may stand alone before a name ("Sheriff Vale")."""
    return token.lower_ in TITLE_HEADS and token.is_title and token.lower_ not in ("head", "leader")


def title_before(doc: Doc, index: int) -> tuple[int, str]:
    """Walk back from ``index`` over title words ("Vice-President" too); return the first
    title token and the title."""
    if index > 1 and (phrase := f"{doc[index - 2].lower_} {doc[index - 1].lower_}") in TITLE_PHRASES:
        return index - 2, phrase  # "First Lady X": a title whose head alone is none
    start = index
    while start > 0 and (is_title_word(doc[start - 1]) or doc[start - 1].text in ("-", ".") and start > 1
                         and is_title_word(doc[start - 2])):
        start -= 1
    while start < index and _inside_of_name(doc[start]):
        start += 1  # "Ministry of Defence spokesman": "Defence" is the body's
    if index - start > 1 and (doc[index - 1].lower_ in HONORIFICS or doc[index - 1].lower_ + "." in HONORIFICS):
        index -= 1  # "police chief Dr (X)": the honorific is no part of the post
    # A title ends with a head word and does not start with a bare modifier run alone.
    while start < index and not _is_head(doc[index - 1]):
        index -= 1
    if start >= index:
        return index, ""
    words = [t.lower_.rstrip(".") + "." if t.lower_ + "." in TITLE_HEADS else t.lower_
             for t in doc[start:index] if t.text not in ("-", ".")]
    return start, " ".join(TITLE_ABBREVIATIONS.get(w, w) for w in words)


def _inside_of_name(token: Token) -> bool:
    """Whether the tagger read a word inside an organisation's name, after its "of"."""
    doc, i = token.doc, token.i
    while i > 0 and doc[i].ent_iob_ == "I" and doc[i].ent_type_ == "ORG":
        i -= 1
        if doc[i].lower_ == "of":
            return True
    return False


def _is_head(token: Token) -> bool:
    # "Dr", "Supt": British style writes abbreviated titles without their stop
    return (token.lower_ in TITLE_HEADS or token.lower_ + "." in TITLE_HEADS
            or token.text == "." and token.i > 0 and token.nbor(-1).lower_ + "." in TITLE_HEADS)


def _role_before_first_name(span: Span) -> bool:
    """Whether a name's first word is a noun for a person's role before a first name ("Trainer Bob")."""
    first, second = span[0], span[1]
    return (is_person_noun(first) and first.is_title and not is_first_name(first.text)
            and is_first_name(second.text))


def split_person(doc: Doc, span: Span, out: list) -> Span | None:
    """Split title words off a PERSON span; a proper noun before them is an affiliation.

    "Sheriff Vale" -> "Vale"; "Tulsa Sheriff Tom Vale" -> the place "Tulsa" and the name
    "Tom Vale" (the title is claimed by the name afterwards); "Dunmore Sheriff" tagged as a
    person before "Ann Cole" -> the place "Dunmore".
    """
    if len(span) > 2 and span[0].is_title and is_party_word(span[0].text) and is_first_name(span[1].text):
        out.append((span[:1], ORGANIZATION, "", span.start))  # "Tory Ann Cole": the party, then the name
        span = span[1:]
    if len(span) > 2 and span.start and f"{span.doc[span.start - 1].lower_} {span[0].lower_}" in TITLE_PHRASES:
        span = span[1:]  # "Lady Ann Cole" after "First": the title's head, not a peer's
    titled = [is_title_word(t) or t.lower_ in HONORIFICS for t in span]
    if len(span) > 2 and _role_before_first_name(span):
        titled[0] = True  # "Trainer Bob Smith", "Defender Carl Novak": a role word the title list lacks
    if all(titled):
        return None
    # The name starts after the last title word that a non-title word follows.
    cut = max((k + 1 for k in range(len(span) - 1) if titled[k] and not titled[k + 1]), default=0)
    run = cut
    while run > 0 and titled[run - 1]:
        run -= 1
    if cut == 0 and titled[-1]:
        if titled_surname(span):
            return span  # "Kevin King": a surname that is a title word
        run, cut = titled.index(True), len(span)  # "Dunmore Sheriff": no name at all
    if cut < len(span) and all(t.lower_.rstrip(".") in NAME_SUFFIXES for t in span[cut:]):
        return span  # "Martin Luther King III": the title word is part of the name
    if run > 0 and span[run].lower_ not in ROYAL_TITLES:
        out.append((span[:run], _affiliation_type(span[:run], span[run:cut]), "", span.start))
    return span[cut:] if cut < len(span) else None


def _affiliation_type(owner: Span, title: Span) -> str:
    """The type of the name before a title inside a person's span: a party's one word before any title ("Tory
    Treasurer X"), a party before a member's title that is no known place ("Tory MPs X"), else a place ("Tulsa
    Sheriff X", "Leeds MP X")."""
    member = any(is_member_title(t) for t in title) and not place_population(owner.text)
    return ORGANIZATION if member or is_short_party(owner.text) else PLACE


def appositive_title(span: Span) -> str:
    """The role in apposition to a name: "the union official, Ann Cole" -> "union official"."""
    root = span.root
    for other in (root.head if root.dep_ == "appos" else None,
                  *(c for c in root.children if c.dep_ == "appos")):
        glued = glued_title_words(other) if other is not None else []
        if (other is None or other.ent_type_ and not glued or other.lower_ not in ROLE_NOUNS
                or other.i in range(span.start, span.end)):
            continue
        words = [t for t in other.subtree if t.i <= other.i and t.dep_ in ("compound", "amod") or t.i == other.i]
        words = glued or [t for t in words if not t.ent_type_ and t.is_alpha
                          and (not t.is_title or is_title_vocabulary(t))]
        return " ".join(t.lower_ for t in words)
    return ""


#: Marks that open and close a nickname inside a name: "Tom 'Tony' Vale", "James (Jim) Bell".
NICKNAME_OPEN = frozenset({"'", '"', "“", "‘", "("})
NICKNAME_CLOSE = frozenset({"'", '"', "”", "’", ")"})
#: Most words a quoted nickname inside a person's name has ("The Chin").
NICKNAME_WORDS = 3


def join_nicknames(doc: Doc, ents: list[Span]) -> list[Span]:
    """A person's name with a quoted nickname inside is one name, however the tagger cut or typed its parts:
    "Tom 'Tony' Vale" (tagged "Tom 'Tony" and "Vale"), 'Vincent "The Chin" Kestrel' (tagged
    "Vincent '" and a work 'The Chin" Kestrel'). The name opens with a first name or a word tagged as a
    person's, and its surname is one or two capitalised proper nouns. (A nickname in brackets is cut off
    with what follows it, by :func:`trim`.)"""
    people = {i for e in ents if e.label_ == "PERSON" for i in range(e.start, e.end)}
    joined: list[Span] = []
    for token in (doc[i - 1] for i in positions(doc, "ORTH", NICKNAME_OPEN - {"("}) if 0 < i < len(doc) - 2):
        if joined and token.i < joined[-1].end or not _opens_nickname(token, people):
            continue
        close = token.i + 2
        while close < len(doc) and close - token.i <= NICKNAME_WORDS + 1 and doc[close].is_alpha:
            close += 1
        end = close + 1
        while close > token.i + 2 and end < len(doc) and doc[end].is_title and doc[end].pos_ == "PROPN" \
                and end - close <= 2:
            end += 1
        if close < len(doc) and doc[close].text in NICKNAME_CLOSE and end > close + 1:
            start = token.i
            while start > 0 and doc[start - 1].is_title and doc[start - 1].pos_ == "PROPN" and (
                    start - 1 in people or is_first_name(doc[start - 1].text)):
                start -= 1  # "Mary Ann 'Kiki' Cole"
            joined.append(Span(doc, start, end, label="PERSON"))
    return replace_overlapping(ents, joined)


def _opens_nickname(token: Token, people: set[int]) -> bool:
    return token.is_title and token.pos_ == "PROPN" and (token.i in people or is_first_name(token.text))


def with_peerage(doc: Doc, ents: list[Span]) -> list[Span]:
    """A peer is named whole, with the peerage and the place of the title however the tagger cut or typed the
    words: "Lord" + "Smith", "Lord Vale of Dunmore" (one person, who need not live there), "Baroness Cole"; not
    a title ("Lord Chancellor") nor "First Lady Ann Cole"."""
    tagged = {i: e.label_ for e in ents for i in range(e.start, e.end)}
    peers = []
    for i in positions(doc, "LOWER", PEERAGES):
        end = i + 1
        while end < len(doc) and end - i <= 2 and _peer_name(doc[end], tagged):
            end += 1
        if end == i + 1 or not doc[i].is_title or i and f"{doc[i - 1].lower_} {doc[i].lower_}" in TITLE_PHRASES:
            continue
        if end + 1 < len(doc) and doc[end].lower_ == "of" and _peer_name(doc[end + 1], tagged):
            end += 2
            while end < len(doc) and end - i <= PEER_WORDS and _peer_name(doc[end], tagged):
                end += 1
        # the words the tagger joined before the peerage: a party's name ("Tory Lord Vale"), else the person's
        # span goes on over them, for its title to be read off ("Tory Treasurer Lord Vale")
        before = next((e for e in ents if e.start < i < e.end), None)
        party = before is not None and is_party_word(doc[before.start:i].text)
        if party:
            peers.append(Span(doc, before.start, i, label="PARTY"))
        start = before.start if before is not None and before.label_ == "PERSON" and not party else i
        peers.append(Span(doc, start, end, label="PERSON"))
    return replace_overlapping(ents, peers)


#: Most words of a peer's name with its place ("Lord Vale of East Dunmore").
PEER_WORDS = 6


def _peer_name(token: Token, tagged: dict[int, str]) -> bool:
    """Whether a word may be a peer's name or the place of the title: a capitalised proper noun, or a word the
    tagger read in a person's name, that names no title ("Chancellor" of "Lord Chancellor")."""
    return (token.is_title and (token.pos_ == "PROPN" or tagged.get(token.i) == "PERSON")
            and not is_title_word(token) and token.lower_ not in PEERAGES)


def with_speakers(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add an untagged name of two or three proper nouns opening with a first name that says something as a
    person: "Ann May said" (the small tagger misses a surname that is also a month or a common word)."""
    names = Names(ents, doc)
    subjects = [c for v in positions(doc, "LEMMA", REPORTING_VERBS) for c in doc[v].children if c.dep_ == "nsubj"]
    for token in sorted(subjects, key=lambda t: t.i):
        if token.tag_ != "NNP":
            continue
        start = compound_start(token)
        first = doc[start]
        # a first name that is no English word ("Age Concern", "Argentine Economic Minister") or a common one
        plain = first.lower_ in first_names() or not getAllLemmas(first.lower_)
        if (1 <= token.i - start <= 2 and is_first_name(first.text) and first.is_title and plain
                and not names.tagged.intersection(range(start, token.i + 1))):
            names.add(start, token.i + 1, "PERSON")
    return names.all()


def without_nickname(span: Span) -> str:
    """A person's name without the nickname quoted inside it ("Tom Vale"), or "" if it has none."""
    words, inside = [], False
    for t in span:
        if not inside and t.text in NICKNAME_OPEN and t.i > span.start:
            inside = True
        elif inside:
            inside = t.text not in NICKNAME_CLOSE and not t.text.endswith(tuple(NICKNAME_CLOSE))
        else:
            words.append(t.text_with_ws)
    return "".join(words).strip() if len(words) < len(span) and words else ""

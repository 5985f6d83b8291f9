"""Untagged titles of works after the noun of their kind: a helper of :mod:`kg.untagged`.

News names a film, a book, a song or a play right after the noun of its kind: "the film Driftwood Over Tulsa",
"her novel The Kestrel Years", "the album Blue Varnell". The small tagger misses most such titles, above all
ones of common words; the capitalised run after the noun, with the small words inside a title ("of", "the"), is
the work's name. Never a person's name on a first name ("the film Tom Vale directed"), a people's or a day's
name, a run the tagger named in part or a run that is the subject of what follows ("the book Norbank published").
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import is_demonym, is_first_name
from kg.lexicon.names import CALENDAR_WORDS, TITLE_SMALL_WORDS, TITLED_NOUNS
from kg.nameset import Names
from kg.spans import DASHES

#: Marks that join a word to the next one written without a space ("Kestrel-Varnell", "You're").
_JOINING_MARKS = DASHES | {"'", "’"}


def _capital(token: Token) -> bool:
    """Whether a word may be a title's own: capitalised, or a number ("Dawn 2")."""
    return token.is_alpha and token.text[:1].isupper() or token.text[:1].isdigit()  # not "two": like_num's


def _title_end(doc: Doc, start: int, tagged: set[int]) -> int:
    """Where the capitalised run of a title that starts at ``start`` ends: over capitalised words and numbers,
    and small words between two of them ("Return of the Kestrel"; not "in May"); ``start`` where the run goes
    on into a tagged name ("the film Life with Tom Vale": the tagger's name is no title's part)."""
    end = start
    while end < len(doc) and end not in tagged:  # a stop or a line break ends it, whatever the parser's sentences
        after = end
        while after < len(doc) and doc[after].lower_ in TITLE_SMALL_WORDS:
            after += 1
        if after < len(doc) and after > end and after in tagged:
            return start
        if not (_capital(doc[end]) or after > end and after < len(doc) and doc[after].is_alpha
                and doc[after].text[:1].isupper() and doc[after].lower_ not in CALENDAR_WORDS):
            break
        end = after if after > end else end + 1
    return start if end < len(doc) and end in tagged else end


def _goes_on(doc: Doc, end: int) -> bool:
    """Whether a title's run stops inside a word the title goes on with, a contraction or a hyphened word ("You
    Know You're Right", "Because of Kestrel-Varnell"): no reading where it ends then."""
    last, nxt = doc[end - 1], doc[end] if end < len(doc) else None
    return nxt is not None and not last.whitespace_ and not (nxt.is_punct and nxt.text not in _JOINING_MARKS)


def _work_noun(noun: Token) -> bool:
    """Whether a word of a work's kind is read as a singular noun (not "single" read as an adjective)."""
    return noun.pos_ == "NOUN" and noun.tag_ == "NN"


def with_work_titles(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged title right after a singular noun of a work's kind as a work (see the module's notes)."""
    names = Names(ents, doc)
    tagged = names.tagged
    for noun in doc:
        start = noun.i + 1
        if not (noun.lemma_.lower() in TITLED_NOUNS and noun.is_lower and (_work_noun(noun) or noun.dep_ == "amod")
                and start < len(doc) and start not in tagged and doc[start].is_alpha and doc[start].is_title):
            continue
        end = _title_end(doc, start, tagged)
        if end == start or _goes_on(doc, end) or not _work_noun(noun) and not start <= noun.head.i < end:
            continue  # "the 1996 single Dawn Over Leeds", read as an adjective of the title: not "a single Leeds firm"
        span = doc[start:end]
        subject = span.root.dep_ in ("nsubj", "nsubjpass") and span.root.head.i >= end
        if (not is_first_name(span[0].text) and not subject and not is_demonym(span[0].text)
                and span[0].lower_ not in CALENDAR_WORDS
                and not (end < len(doc) and doc[end].tag_ == "POS")):
            names.add(start, end, "WORK_OF_ART")
    return names.all()

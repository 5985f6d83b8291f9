"""Names the tagger joined, split: two names over "and" ("Norbank and Safcom"), a comma or a spaced dash, a known
place after "in" ("the Kestrel Temple in Leeds"), an owner's possessive ("Kenya's Moi University") and an
organisation's acronym glued before a person's name ("EADS Philippe Camus"). Helpers of :mod:`kg.mentions` beside
:mod:`kg.spans`.
"""

from __future__ import annotations

from collections.abc import Sequence

from lemminflect import getAllLemmas
from spacy.tokens import Span, Token

from kg.lexicon.gazetteers import common_surnames, is_first_name, place_population
from kg.lexicon.people import SEAT_TITLES
from kg.lexicon.names import (ARTICLES, CALENDAR_WORDS, CORPORATE_SUFFIXES, ORG_HEADS, ORG_NAME_ENDS, POSSESSIVE,
                              REMIT_PREPOSITIONS)
from kg.spans import DASHES, common_noun, remit_word

_PLACED_LABELS = ("FAC", "ORG")  # a building or a body named with where it stands


def split_coordination(span: Span, *, names: Sequence[Span] = ()) -> list[Span]:
    """Split a tagged span that joins two names with "and": "Gazprom and Rosneft", "the former Rovers
    and Albion (striker)", "The Courier and The Herald" -> both names; and the names a comma or a spaced
    dash separates (:func:`_split_at_punctuation`), an owner's possessive, "in" before a known place.

    A span stays whole when "and" may be inside one name: "&" ("Procter & Gamble"), more than one
    "and", "of" or "for" before it ("Bank of X and Y"), a last word that ends an organisation's name
    ("Baoshan Iron and Steel Co.", "the Transport and General Workers' Union's"), a lower-case or
    common-noun word beside it, a pair of common nouns in capitals after a longer name ("Safcom Oil and Gas"),
    or two single names of people ("Ernst and Young", "Marks and Spencer") not named in full before, or the
    seat after a member's title ("MP for Dunmore and Brantwick").
    ``names`` are the document's names, read for an owner named alone (:func:`_split_at_possessive`).
    """
    parts = _split_at_punctuation(span, names) or _split_at_possessive(span, names) or _split_at_place(span)
    if parts is not None:
        return parts
    words = [t.lower_ for t in span]
    last = (span[-2] if len(span) > 1 and words[-1] in POSSESSIVE else span[-1]).lower_.rstrip(".")
    if words.count("and") != 1 or "&" in words or _seat(span):
        return [span]
    k = words.index("and")
    second = k + 1 < len(words) and words[k + 1] in ARTICLES  # "The Courier and The Herald": two names
    if (last in ORG_NAME_ENDS or last.rstrip("s") in ORG_NAME_ENDS) and not second:
        return [span]
    if k == 0 or k == len(span) - 1 or REMIT_PREPOSITIONS & set(words[:k]):
        return [span]
    left, right = span[:k], span[k + 1:]
    if right[0].lower_ in ARTICLES and len(right) > 1:
        right = right[1:]
    if any(t.pos_ != "PROPN" or not (t.is_title or t.is_upper) for t in (left[-1], right[0])):
        return [span]
    if right[-1].lower_ in POSSESSIVE:
        right = right[:-1]
    if len(left) > 1 and len(right) == 1 and common_noun(left[-1]) and common_noun(right[0]):
        return [span]  # "Safcom Oil and Gas": a pair of trades in a firm's name
    surnames = common_surnames()
    if (len(left) == len(right) == 1 and all(is_first_name(t.text) or t.lower_ in surnames for t in (left[0], right[0]))
            and not all(_named_before(t) for t in (left[0], right[0]))):
        return [span]  # "Ernst and Young", unless both were named in full before ("Tom Vale ... Vale and Cole")
    return [Span(span.doc, part.start, part.end, label=span.label) for part in (left, right)]


def _split_at_place(span: Span) -> list[Span] | None:
    """"the Kestrel Temple in Leeds" tagged as one building's or body's name: the name, then the known place that
    a lower-case "in" puts it in; None for a person's name, or where the words before "in" end in lower case."""
    k = next((t.i - span.start for t in span[1:-1] if t.text == "in"), None)
    if k is None or span.label_ not in _PLACED_LABELS:
        return None
    left, right = span[:k], span[k + 1:]
    if not left[-1].is_title or not all(t.is_title for t in right) or not place_population(right.text):
        return None
    return [Span(span.doc, left.start, left.end, label=span.label), Span(span.doc, right.start, right.end, label="GPE")]


def _seat(span: Span) -> bool:
    """Whether a name is the seat after a member's title and "for": one seat ("the MP for Dunmore and Brantwick"),
    capitalised words and "and" alone (not "MP for Dunmore and Kestrel's Party Leader")."""
    doc, i = span.doc, span.start
    return (i >= 2 and doc[i - 1].lower_ == "for" and doc[i - 2].lower_ in SEAT_TITLES
            and all(t.is_title and t.is_alpha or t.lower_ == "and" for t in span))


def _named_before(token: Token) -> bool:
    """Whether a word was the surname of a person named in full earlier in the document."""
    doc = token.doc
    return any(t.text == token.text and doc[t.i - 1].is_title and is_first_name(doc[t.i - 1].text)
               for t in doc[1:token.i])


def _split_at_possessive(span: Span, names: Sequence[Span]) -> list[Span] | None:
    """"Kenya's Moi University", "Leeds University's Kestrel Institute" tagged as one name: the owner and the
    name it owns, where the owner is a known place or ends as an organisation's name does and the name owned
    has two words or more, one of them no English noun or adjective ("Dunmore's Corp", "Children's Hospital",
    "St John's Wood" stay whole, and so does "Kenya's Supreme Court": alone, it would merge with others); or an
    owner named alone elsewhere among ``names``, before a body's name (:func:`_named_apart`).
    A day's or a month's is no owner: "Wednesday's Kestrel League" is the league."""
    k = next((t.i - span.start for t in span[1:-2] if t.lower_ in POSSESSIVE), None)
    if k is None:
        return None
    left, right = span[:k], span[k + 1:]
    if len(left) == 1 and left[0].lower_ in CALENDAR_WORDS:
        return [Span(span.doc, right.start, right.end, label=span.label)]
    if not all(t.is_title or t.is_upper or t.is_lower and t.lower_ in ("of", "and", "for") for t in right):
        return None
    place = place_population(left.text) > 0
    owner = None if place else _named_apart(left, span, names)
    if owner is None and not (place or left[-1].lower_ in ORG_HEADS):
        return None
    if owner is None and all(t.is_lower or getAllLemmas(t.lower_, "NOUN") or getAllLemmas(t.lower_, "ADJ")
                             for t in right):
        return None
    return [Span(span.doc, left.start, left.end, label="GPE" if place else owner or span.label),
            Span(span.doc, right.start, right.end, label=span.label)]


def _named_apart(owner: Span, span: Span, names: Sequence[Span]) -> str | None:
    """The label ``owner`` has where ``names`` hold it alone elsewhere in the document, when ``span`` has it own a
    body of two words or more ("Norbank's Research Group" after "Norbank said"): the owner is typed by that
    evidence, and the body's name is whole; None otherwise."""
    right = span[owner.end - span.start + 1:]
    if len(right) < 2 or right[-1].lower_ not in ORG_NAME_ENDS:
        return None
    labels = [e.label_ for e in names if e.text == owner.text and not span.start <= e.start < span.end]
    return max(set(labels), key=labels.count) if labels else None


def _split_at_punctuation(span: Span, names: Sequence[Span]) -> list[Span] | None:
    """The names a spaced dash ("Whitehall - Labour") or one comma ("Isle of Wight, Dorset West";
    "Auckland, New Zealand", two places) separates; None when neither is there, the span alone when
    a comma goes on to a company's suffix ("Acme, Inc.") or a lower-case word."""
    dash = next((t.i - span.start for t in span[1:-1] if t.text in DASHES and t.whitespace_
                 and t.nbor(-1).whitespace_), None)
    if dash is not None:
        sides = (Span(span.doc, side.start, side.end, label=span.label) for side in (span[:dash], span[dash + 1:]))
        return [part for side in sides for part in split_coordination(side, names=names)]
    words = [t.lower_ for t in span]
    if words.count(",") != 1 or not 0 < words.index(",") < len(span) - 1:
        return None
    k = words.index(",")
    left, right = span[:k], span[k + 1:]
    if place_population(left.text) and place_population(right.text):
        return [Span(span.doc, part.start, part.end, label="GPE") for part in (left, right)]
    remit = any(t.lower_ in REMIT_PREPOSITIONS for t in left[1:]) and "and" in words[k:] and all(
        remit_word(t) for t in right if t.is_title)  # "Department for Culture, Media and Sport"
    if right[0].lower_.rstrip(".") not in CORPORATE_SUFFIXES and all(p[0].is_title for p in (left, right)) \
            and not remit:
        return [Span(span.doc, part.start, part.end, label=span.label) for part in (left, right)]
    return [span]


def split_acronym(span: Span) -> tuple[Span | None, Span]:
    """An organisation's acronym glued before a person's name: "EADS Philippe Camus" ->
    ("EADS", "Philippe Camus"); ``(None, span)`` when there is none."""
    k = 0
    while k < len(span) and span[k].is_upper and span[k].is_alpha and len(span[k]) > 1:
        k += 1
    if 0 < k and len(span) - k >= 2 and is_first_name(span[k].text) and all(t.is_title for t in span[k:]):
        return span[:k], span[k:]
    return None, span

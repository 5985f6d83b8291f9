"""Untagged names listed with tagged ones: a helper of :mod:`kg.untagged`.

A list of three names or more whose tagged names share one label gives that label to its untagged proper
names ("MCI, BT, Deutsche Telekom, Energis and NTT"). A pair does too, with a name of one kind: beside a
tagged organisation an untagged name that can only be a name ("talks between Norbank and Tellvox": proper
nouns, none a word the story writes in lower case), beside a tagged person a full name on a first name ("Tom
Vale and Ann Cole"); never the tail of a longer name ("Kestrel Information and Alert System", "the Office for
Safcom and Tellvox Affairs", "Norbank News & Media") nor a title ("Hopes and Fears", "and The Kestrel Diaries"),
nor a people ("Kenyans", listed with firms that back a plan).
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from kg.lexicon.gazetteers import is_first_name, names_a_people
from kg.lexicon.names import CALENDAR_WORDS
from kg.nameset import Names, compound_start, lower_words

#: Fewest names of a list whose untagged names take the label of its tagged ones, whatever the label.
LIST_LENGTH = 3
#: Labels a tagged name gives the untagged one it is paired with ("Norbank and Safcom", "Tom Vale and Ann Cole").
_PAIR_LABELS = frozenset({"ORG", "PERSON"})
#: Labels an untagged name takes from the names it is listed with.
_LISTED_LABELS = frozenset({"ORG", "PERSON", "GPE"})


def with_listed(ents: list[Span]) -> list[Span]:
    """Add the untagged proper names listed with tagged ones, with their label when every tagged name of
    a list of three or more has the same (and with "ORG" in a pair, see the module's notes)."""
    names = Names(ents)
    doc, tagged = names.doc, names.tagged
    # the words the story writes in lower case somewhere (no document without names has any pair)
    lower = lower_words(doc) if doc is not None else set()
    for ent in ents:
        if ent.label_ not in _LISTED_LABELS or ent.root.i in {s.root.i for s in names.added}:
            continue
        members = list(ent.root.conjuncts)
        labels = {e.label_ for e in ents if e.root in members}
        pair = len(members) == 1 and ent.label_ in _PAIR_LABELS and not labels
        if (len(members) < LIST_LENGTH - 1 and not pair) or labels - {ent.label_}:
            continue  # "Kestrel Information and Alert System" may be one name; a list of three is not
        for token in members:
            span = doc[compound_start(token):token.i + 1]
            if (token.pos_ == "PROPN" and not tagged.intersection(range(span.start, span.end))
                    and all(t.is_title or t.is_upper or not t.is_alpha for t in span)
                    and not names_a_people(span.text)  # "the Japanese, Koreans and Norbank": peoples, no firms
                    and (not pair or _pair_name(span, ent, lower))):
                names.add(span.start, span.end, ent.label_)
    return names.all()


def _pair_name(span: Span, ent: Span, lower: set[str]) -> bool:
    """Whether the untagged name ``span`` listed with the one organisation or person ``ent`` is a name of its own:
    a person's full name on a first name beside a person's, and beside an organisation's a name that can only be
    one (:func:`_only_a_name`); neither joined to it by "&", nor after a capitalised "The" inside a sentence
    ("Safcom and The Kestrel Diaries")."""
    doc = span.doc
    own = len(span) > 1 and is_first_name(span[0].text) if ent.label_ == "PERSON" else _only_a_name(span, lower)
    first, last = doc[min(span.start, ent.start)], doc[max(span.end, ent.end) - 1]
    joined = any(t.text == "&" for t in doc[first.i:last.i])  # "Norbank News & Media": one name
    titled = span.start and doc[span.start - 1].text == "The" and not doc[span.start - 1].is_sent_start  # a work's
    return own and not (joined or titled or _inside_a_name(first, last))


def _only_a_name(span: Span, lower: set[str]) -> bool:
    """Whether an untagged name of a pair can only be an organisation's name: proper nouns, none a word the
    document writes in lower case or a day's or a month's name, nor on a first name; at a sentence's start,
    where a capital says nothing, only a word in capitals or with a digit or a sign ("Tellvox", "Shell" where
    no "shell" is written, "KX2"; not "Sunday", "Tom Vale")."""
    opening = span[0].is_sent_start and span[0].is_alpha and not span[0].is_upper
    return not opening and not (len(span) > 1 and is_first_name(span[0].text)) and all(
        len(t) > 1 and any(c.isupper() for c in t.text) and t.pos_ == "PROPN" and not t.is_stop
        and t.lower_ not in CALENDAR_WORDS and t.lower_ not in lower for t in span)


def _inside_a_name(first: Token, last: Token) -> bool:
    """Whether a pair of names from ``first`` to ``last`` may be part of a longer name: a capitalised word or a
    proper noun on either side, "of", "for", "the" or "&" before it, or "of" or "with" after it ("Office for
    Safcom and Tellvox", "Safcom and Tellvox Affairs", "Norbank & Safcom and Tellvox", "Safcom and Tellvox of
    Leeds")."""
    doc = first.doc
    before = doc[first.i - 1] if first.i else None
    after = doc[last.i + 1] if last.i + 1 < len(doc) else None
    return (before is not None and not first.is_sent_start and (
        before.pos_ == "PROPN" or before.is_title or before.lower_ in ("of", "for", "the", "&"))
        or after is not None and (after.pos_ == "PROPN" or after.is_title or after.lower_ in ("of", "with", "&")))

"""Names the tagger missed: a resolved name written verbatim in a document where it was not marked.

The statistical tagger finds "Chargers" in one article and misses it in the next. Once
resolution knows that a name belongs to one entity in the corpus, its other verbatim
occurrences are that entity too ("one sense per corpus"), provided that

* the name is written the same way, capitals included, and belongs to no other entity;
* the occurrence is not inside a span the tagger gave to something else, nor overlaps one, unless that is a
  shorter name inside it ("Kestrel" tagged alone in "Kestrel Press");
* a one-word name is not the first word of a sentence, unless a possessive follows it ("Kestrel's shares
  fell", "Otters' coach"), and is no common word (its lower-case form occurs nowhere in the corpus) nor a
  day's or a month's name (a team's short name "Friday" is the weekday elsewhere).

Each occurrence adds its document and a mention to the entity, and the entity records
which name was found where (:class:`~kg.records.Merge`, rule ``untagged``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Hashable, Iterable

from kg.lexicon.names import CALENDAR_WORDS
from kg.records import DocResult

_TOKEN = re.compile(r"\w[\w'’&.-]*\w|\w")
#: A possessive ending, a token of its own so that "Kestrel's" is "Kestrel" written with it.
_POSSESSIVE = re.compile(r"(?<=\w)['’]s$")
#: Characters after which a word starts a sentence (or a headline).
_OPENERS = frozenset('.!?\n"“‘(:')
#: A possessive straight after a name, singular or plural ("Kestrel's", "Otters'"): a sentence's first word so
#: written is a name, not a word capitalised because it opens the sentence.
_POSSESSIVE_AFTER = re.compile(r"['’](?:s\b|(?!\w))")
#: Quote marks around a name written alone as a title's: "the 'Kestrel' films".
_QUOTES = frozenset('"“”‘’\'')


def _tokens(text: str) -> list[tuple[int, int, str]]:
    tokens = []
    for m in _TOKEN.finditer(text):
        start, end, word = m.start(), m.end(), m.group()
        cut = _POSSESSIVE.search(word) if word[-2:] in ("'s", "’s") else None  # the regex on few words
        if cut:  # names and text are cut alike, so "Sam's Club" still meets "Sam's Club"
            tokens += [(start, start + cut.start(), word[:cut.start()]), (start + cut.start(), end, "'s")]
        else:
            tokens.append((start, end, word))
    return tokens


def _sentence_start(text: str, start: int) -> bool:
    while start and text[start - 1] in " \t":
        start -= 1
    return not start or text[start - 1] in _OPENERS


def _opens_sentence(text: str, start: int, end: int) -> bool:
    """Whether a one-word name is only capitalised as its sentence's first word, for all one can tell: not
    followed by a possessive, nor alone in quotes."""
    return _sentence_start(text, start) and not _POSSESSIVE_AFTER.match(text, end) and not _quoted(text, start, end)


def _quoted(text: str, start: int, end: int) -> bool:
    """Whether a name stands alone in quotes, a title's ("the 'Kestrel' films"), not a quote's first word."""
    return text[start - 1:start] in _QUOTES and text[end:end + 1] in _QUOTES


def _by_first_word(forms: Iterable[str], lower_words: set[str]) -> dict[str, list[tuple[tuple[str, ...], str]]]:
    """The names worth looking for, by first word, longest first: capitalised, and a one-word name neither
    a word the corpus writes in lower case, a day's or a month's name, nor shorter than three letters."""
    by_first: dict[str, list[tuple[tuple[str, ...], str]]] = defaultdict(list)
    for form in forms:
        words = tuple(w for _, _, w in _tokens(form))
        one = len(words) == 1 and words[0].lower()
        if not words or not words[0][0].isupper() or one and (one in lower_words or one in CALENDAR_WORDS
                                                              or len(one) < 3):
            continue
        by_first[words[0]].append((words, form))
    for options in by_first.values():
        options.sort(key=lambda o: len(o[0]), reverse=True)
    return by_first


def _taken(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether the tagger gave some of ``start``-``end`` to something else: any mention overlaps it, unless the
    only one is a shorter one inside it ("Catching" of "Catching Fire", "Kestrel" of "Kestrel Press")."""
    overlapping = [(s, e) for s, e in spans[:bisect_left(spans, (end, end))] if e > start]
    return bool(overlapping) and not (len(overlapping) == 1 and start <= overlapping[0][0]
                                      and overlapping[0][1] <= end and overlapping[0] != (start, end))


def untagged(results: Iterable[DocResult], forms: dict[str, Hashable]) -> dict[Hashable, dict[str, dict[str, int]]]:
    """Occurrences of entity names in documents that do not mention the entity yet.

    Args:
        results: The per-document results (text and mentions).
        forms: Verbatim name -> entity key, for the names that belong to one entity only.

    Returns:
        Entity key -> name -> {document id: occurrences}.
    """
    results = list(results)
    tokenised = [_tokens(r.document.text) for r in results]
    by_first = _by_first_word(forms, {w for tokens in tokenised for _, _, w in tokens if w.islower()})
    known: dict[Hashable, set[str]] = defaultdict(set)
    for result in results:
        for m in (m for chain in result.chains for m in chain.mentions if m.text in forms):
            known[forms[m.text]].add(result.document.id)
    found: dict[Hashable, dict[str, dict[str, int]]] = defaultdict(lambda: defaultdict(lambda: defaultdict(int)))
    for result, tokens in zip(results, tokenised):
        text, doc_id = result.document.text, result.document.id
        spans = sorted((m.start, m.end) for c in result.chains for m in c.mentions)
        i = 0
        while i < len(tokens):
            options = by_first.get(tokens[i][2], ())
            match = next((o for o in options if tuple(t[2] for t in tokens[i:i + len(o[0])]) == o[0]), None)
            if not match:
                i += 1
                continue
            words, form = match
            start, end = tokens[i][0], tokens[i + len(words) - 1][1]
            key = forms[form]
            if (not _taken(spans, start, end) and doc_id not in known[key]
                    and not (len(words) == 1 and _opens_sentence(text, start, end))):
                found[key][form][doc_id] += 1
            i += len(words)
    return found

"""A title-case headline read again in sentence case, for its names and its relations.

US news pages put their headline in title case ("Norbank Chief Tom Vale Quits After Safcom Deal Collapses"), and
the small tagger reads such a line badly: its verbs become proper nouns, roles and names glue into one name. A
title-case line of the page's head (title and deck) or a subhead is read again in sentence case: each word is
lower-cased unless it is the line's first, an acronym, a known place's name or a word the body writes capitalised.
The line is parsed alone; the names that parse finds and the body also names take the place of those the tagger
read in title case, and the relation rules run over the parse with the line's own mentions, the relations mapped
back to the article's mentions by character offsets (:func:`kg.reparse.relations_alone`), so that their
provenance stays the article's. The parse is marked a headline (:data:`kg.relations.mood.HEADLINE`): its present
tells of an event done ("Quits"), and its "to"-infinitive ("Kestrel To Close Plant") of one to come, no fact.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace

from spacy.language import Language
from spacy.tokens import Doc, Token

from kg.lexicon.gazetteers import country_named, is_city_name, is_demonym, is_world_region
from kg.lexicon.tables import us_state
from kg.mentions import extract_mentions, heading_lines
from kg.parse import doc_text
from kg.records import PREDICATES, Chain, Mention, Relation, Sentence
from kg.relations.mood import HEADLINE
from kg.reparse import relations_alone

#: Most words of a place's name looked up in a headline ("New South Wales", "Bosnia and Herzegovina").
_PLACE_WORDS = 3


@dataclass(frozen=True)
class Reading:
    """A title-case line of an article (its character range) and its sentence-case text parsed alone."""

    start: int
    end: int
    parse: Doc


def _capital_words(doc: Doc, lines: list[tuple[int, int, str]]) -> frozenset[str]:
    """The words (lower case) the body writes capitalised more often than not, inside a sentence or, opening one,
    in a name the tagger read ("Vale", "Norbank"; not "chief"), title-case lines left out."""
    capital, lower = Counter(), Counter()
    for token in doc:
        if (token.is_alpha and (not token.is_sent_start or token.ent_type_)
                and not any(a <= token.idx < b for a, b, _ in lines)):
            (capital if token.text[0].isupper() else lower)[token.lower_] += 1
    return frozenset(word for word, n in capital.items() if n > lower[word])


def _known_place(text: str) -> bool:
    """Whether a name is a country's, a large city's, a region's, a US state's or a people's (all capitalised)."""
    return bool(country_named(text) or is_city_name(text) or is_world_region(text) or us_state(text) == text
                or is_demonym(text))


def _kept(tokens: list[Token], capital: frozenset[str]) -> set[int]:
    """Indexes of the tokens a sentence-case line keeps capitalised: its first word, an acronym, a letter ("Group
    B"; not the article "A" before a word) or a word with a capital inside ("KTF", "McCole"), a word the body writes
    capitalised and a known place's words ("Bosnia and Herzegovina")."""
    kept = {next((t.i for t in tokens if t.is_alpha), -1)}
    kept.update(t.i for t in tokens if t.lower_ in capital or len(t.text) > 1 and any(c.isupper() for c in t.text[1:])
                or len(t.text) == 1 and not (t.text == "A" and t.i + 1 < len(t.doc) and t.nbor().is_alpha))
    for k, token in enumerate(tokens):
        for n in range(_PLACE_WORDS, 0, -1):
            run = tokens[k:k + n]
            if (len(run) == n and run[0].is_title and run[-1].is_title
                    and _known_place(token.doc[run[0].i:run[-1].i + 1].text)):
                kept.update(t.i for t in run)
                break
    return kept


def _sentence_case(doc: Doc, start: int, end: int, capital: frozenset[str]) -> str:
    """The text of ``doc`` from ``start`` to ``end`` with each capitalised word lower-cased but those :func:`_kept`
    (and any whose lower case is not as long: the offsets must stay the article's)."""
    span = doc.char_span(start, end, alignment_mode="expand")
    text = list(doc_text(doc)[start:end])
    if span is None:
        return "".join(text)
    kept = _kept(list(span), capital)
    for token in span:
        lower = token.text.lower()
        if token.i not in kept and token.text[0].isupper() and len(lower) == len(token.text):
            text[token.idx - start:token.idx - start + len(lower)] = lower
    return "".join(text)


def read_headlines(doc: Doc, *, nlp: Language) -> tuple[Reading, ...]:
    """The title-case lines of the head and the subheads of an article with a body, each parsed alone in sentence
    case (lines that sentence case leaves as they are are not read again)."""
    text = doc_text(doc)
    lines = heading_lines(text)
    if len(lines) == sum(1 for line in text.split("\n") if line.strip()):
        return ()  # all headline: no body to tell names from words
    capital = _capital_words(doc, lines)
    todo = []
    for a, b, where in lines:
        line = text[a:b]
        a, b = a + len(line) - len(line.lstrip()), a + len(line.rstrip())
        # a tail is credits, and a line of the body with a number a row of a list or a table
        tabled = where == "tail" or where == "sub" and any(c.isdigit() for c in line)
        cased = text[a:b] if tabled else _sentence_case(doc, a, b, capital)
        if cased != text[a:b]:
            todo.append((a, b, cased))
    readings = []
    for (a, b, _), parse in zip(todo, nlp.pipe(cased for *_, cased in todo)):
        parse.user_data[HEADLINE] = ((0, len(parse.text)),)
        readings.append(Reading(a, b, parse))
    return tuple(readings)


def mark_headline(doc: Doc) -> None:
    """Mark an article's first line a headline for :mod:`kg.relations.mood` when it has no final stop and the
    article goes on after it, after a blank line or on a line of its own that opens with a capital ("Tom Vale
    quits Norbank"); a line that a hard-wrapped sentence goes on from ("... done so three\ntimes") is none."""
    text = doc_text(doc)
    line = text.split("\n", 1)[0].rstrip()
    after = re.match(r"[ \t\r]*\n([ \t\r]*\n)?\s*(\S)", text[len(line):])
    if (line and not line.endswith((".", "?", "!", '"', "”", ":", ",")) and after
            and (after.group(1) or not after.group(2).islower())):
        doc.user_data[HEADLINE] = ((0, len(line)),)


def _inside(m: Mention, reading: Reading) -> bool:
    return reading.start <= m.start < reading.end


def headline_mentions(doc: Doc, mentions: tuple[Mention, ...], readings: tuple[Reading, ...], *,
                      doc_id: str) -> tuple[Mention, ...]:
    """The article's mentions, with the names each reading finds that the body names too ("Tom Vale", not "Tom
    Vale Quits") in place of the title-case mentions they overlap, at the article's offsets and in its sentence."""
    body = {m.text.lower() for m in mentions if not any(_inside(m, r) for r in readings)}
    found = []
    for reading in readings:
        for m in extract_mentions(reading.parse, doc_id=doc_id):
            start, end = m.start + reading.start, m.end + reading.start
            span = doc.char_span(start, end)
            if m.text.lower() in body and span is not None:
                # the article's own words: the sentence-case parse may have lower-cased one of the name's
                found.append(replace(m, text=span.text, start=start, end=end, sentence=Sentence.of(doc_id, span.sent)))
    kept = [m for m in mentions if not any(m.start < f.end and f.start < m.end for f in found)]
    return tuple(sorted({*kept, *found}))


def headline_relations(doc: Doc, chains: tuple[Chain, ...], relations: tuple[Relation, ...],
                       readings: tuple[Reading, ...], *, extractor: Callable[[Doc, tuple[Chain, ...]], object],
                       doc_id: str) -> tuple[Relation, ...]:
    """The article's relations with those the rules find in each reading (extractor name ``...+headline``): its
    open relations in place of the title-case parse's between two mentions of its line, its typed ones beside that
    parse's (which the re-read misses as often as it finds); only between names that sentence case left as they
    were, so that the parse read them as names ("Tom Vale", read "Tom vale", relates nothing)."""
    kept = [rel for rel in relations if rel.predicate in PREDICATES
            or not any(_inside(rel.subject, r) and _inside(rel.object, r) for r in readings)]
    text = doc_text(doc)
    for reading in readings:
        span = doc.char_span(reading.start, reading.end, alignment_mode="expand")

        def intact(m: Mention, off: int = reading.start, cased: str = reading.parse.text) -> bool:
            return cased[m.start - off:m.end - off] == text[m.start:m.end]

        kept.extend(replace(rel, extractor=rel.extractor + "+headline")
                    for rel in relations_alone(reading.parse, span, chains, extractor=extractor, doc_id=doc_id)
                    if intact(rel.subject) and intact(rel.object))
    return tuple(kept)

"""Names the tagger found in one sentence of a document and missed in another: their verbatim repeats.

The small tagger reads "Norbank" as a name where a firm's noun stands before it and as a common noun two
sentences on ("executives at Norbank", "the scandal at Norbank"). Once a document's mentions have their
types (:func:`kg.entitytypes.decide_types`), each repeat of a name that no mention covers becomes a
mention of the same type, provided that

* the name is written the same way, capitals included, and has one type in the document;
* the repeat is not a sentence's first word, nor after an opening quote or a line break (a capital
  there says nothing), and stands alone: no capitalised word, hyphen or ampersand on either side, no
  number after it ("Norbank Group" is another name, "the Varnell Cup" a longer one, "Kestrel 2" a model),
  nor a plural noun it describes ("Varnell clubs": their league, which would draw "the club" later);
* a word of the name is no word the document writes in lower case ("Hope", "Next", "Shell" in a
  story that also writes "hope"), nor a people's or a faith's ("Welsh MPs", "the Catholics");
* it ends no name with "of" ("Day of the Kestrel").

:mod:`kg.untagged` adds repeats the tagger's own labels vouch for; this pass catches those whose label
varied or that a rule added.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import names_a_people
from kg.lexicon.people import NOT_PARTIES
from kg.nameset import lower_words, name_forms, verbatim_repeats
from kg.records import EVENT, PRODUCT, WORK, Mention, Sentence
from kg.spans import DASHES

#: Types whose names are not repeated so: a work's or an event's name is often a piece of a longer title
#: the tagger cut ("Revenge of the Kestrel"), a product's a model's number.
_SKIPPED_TYPES = frozenset({WORK, EVENT, PRODUCT})
#: Characters after which a capital says nothing: a quote's or a line's first word.
_OPENERS = frozenset('"“‘\'(:\n')


def _capitalised(token: Token) -> bool:
    return token.text[:1].isupper() and token.is_alpha or token.is_upper


def _alone(doc: Doc, start: int, end: int) -> bool:
    """Whether a repeat stands alone: no capitalised word or proper noun beside it, and its first word is no
    sentence's first word, nor after a quote mark, a parenthesis, a colon or a line break."""
    first = doc[start]
    if first.is_sent_start or not start or doc[start - 1].text[-1:] in _OPENERS or "\n" in doc[start - 1].text:
        return False
    before, after = doc[start - 1], doc[end] if end < len(doc) else None
    return not (_joined(before, glued=not before.whitespace_) or _of_name(doc, start)
                or after is not None and (_joined(after, glued=not doc[end - 1].whitespace_) or after.like_num
                                          or after.tag_ == "NNS"))


def _joined(token: Token, *, glued: bool) -> bool:
    """Whether a word beside a repeat may make a longer name or word with it: a capitalised word, a proper
    noun, an ampersand, or a hyphen or a word written without a space ("Kestrel-based", "Vale & Cole",
    "160GB"; not "Vale - Cole")."""
    return (_capitalised(token) or token.pos_ == "PROPN" or token.text == "&"
            or glued and (token.text in DASHES or token.is_alpha or token.like_num))


def _of_name(doc: Doc, start: int) -> bool:
    """Whether a repeat ends a name with "of" ("Palace of Kestrel", "Day of the Kestrel")."""
    of = start - 2 if doc[start - 1].lower_ == "the" else start - 1
    return of > 0 and doc[of].lower_ == "of" and _capitalised(doc[of - 1])


def with_repeats(doc: Doc, mentions: tuple[Mention, ...], *, doc_id: str) -> tuple[Mention, ...]:
    """The mentions of ``doc`` with the uncovered verbatim repeats of its names (see the module's notes).

    Args:
        doc: The parsed document.
        mentions: Its mentions, one type per name (from :func:`kg.entitytypes.decide_types`).
        doc_id: Id of the document.

    Returns:
        The mentions and the repeats, in document order.
    """
    added = [Mention(doc_id=doc_id, start=span.start_char, end=span.end_char, text=span.text, type=etype,
                     sentence=Sentence.of(doc_id, span.sent)) for span, etype in uncovered_repeats(doc, mentions)]
    return tuple(sorted((*mentions, *added))) if added else mentions


def uncovered_repeats(doc: Doc, mentions: tuple[Mention, ...], *, any_type: bool = False) -> list[tuple[Span, str]]:
    """The verbatim repeats of the names of ``mentions`` that no mention covers, with their names' types (see the
    module's notes).

    Args:
        doc: The parsed document.
        mentions: Its mentions.
        any_type: Also the repeats of a name whose mentions have several types (with the type of its first
            mention): before :func:`kg.entitytypes.decide_types` gives it one, the words around them are evidence.

    Returns:
        Each repeat and its type, in document order.
    """
    types: dict[tuple[str, ...], set[str]] = {}
    for m in mentions:
        if m.kind == "name" and m.text[:1].isupper():
            found = types.setdefault(tuple(t.text for t in doc.char_span(m.start, m.end) or ()), set())
            if not (any_type and found) or m.type in _SKIPPED_TYPES:
                found.add(m.type)
    lower = lower_words(doc)
    forms = name_forms(types, keep=lambda words, found: not found & _SKIPPED_TYPES
                       and all(_title_word(w) for w in words) and not any(w.lower() in lower for w in words)
                       and not names_a_people(" ".join(words), also=NOT_PARTIES))
    covered = {i for m in mentions for i in range(m.start, m.end)}

    def fits(span: Span) -> bool:
        if covered.intersection(range(span.start_char, span.end_char)) or not _alone(doc, span.start, span.end):
            return False
        covered.update(range(span.start_char, span.end_char))
        return True

    return list(verbatim_repeats(doc, forms, fits=fits))


def _title_word(word: str) -> bool:
    """Whether a word of a name is capitalised or no word ("Kestrel & Vale"); a name with a lower-case word
    ("Bank of Kestrel") is left to the tagger."""
    return word[:1].isupper() or not word.isalpha()

"""Whether an organisation is a band: a band's or a musician's word beside one of its names, or a story about
music that names it by a name no firm's word ends."""

from __future__ import annotations

from spacy.tokens import Doc

from kg.lexicon.names import CORPORATE_SUFFIXES, ORG_ENDINGS, UNIT_WORDS
from kg.lexicon.people import BAND_WORDS, MUSIC_STORY_NOUNS
from kg.records import Mention
from kg.relations.rules.syntax import MentionIndex

#: Music nouns a story must have to be about music (a story of a film or a bet has one or two).
_MUSIC_STORY_MIN = 5
_FIRM_WORDS = CORPORATE_SUFFIXES | ORG_ENDINGS | UNIT_WORDS


def is_band(org: Mention, ix: MentionIndex) -> bool:
    """Whether the story calls an organisation a band next to one of its names ("the band Varakin", "Varakin
    frontman Tom Vale", "Varakin's singer"), or is about music and names it as a band is named (not "Kestrel
    Records", not initials: a label, a channel); a band's players are its members, not its staff."""
    chain = ix.chain_of.get(org)
    doc = ix.doc
    for mention in chain.mentions if chain is not None else (org,):
        span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
        if span is None:
            continue
        before = span.start - 2 if span.start > 1 and doc[span.start - 1].lower_ == "the" else span.start - 1
        after = span.end + 1 if span.end < len(doc) and doc[span.end].tag_ == "POS" else span.end
        if any(0 <= i < len(doc) and doc[i].lower_ in BAND_WORDS for i in (before, after)):
            return True
    words = org.text.split()
    return (_music_story(doc) and not org.text.isupper()
            and not any(w.lower().strip(".") in _FIRM_WORDS for w in words))


def _music_story(doc: Doc) -> bool:
    return sum(t.pos_ == "NOUN" and t.lemma_.lower() in MUSIC_STORY_NOUNS for t in doc) >= _MUSIC_STORY_MIN

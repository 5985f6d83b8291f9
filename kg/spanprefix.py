"""Words before a name that the tagger took into it or left out of it: helpers of :mod:`kg.spans`."""

from __future__ import annotations

from lemminflect import getAllLemmas
from spacy.tokens import Span, Token

from kg.lexicon.names import NAME_PARTICLES
from kg.lexicon.pages import SOCIAL_IMPERATIVES
from kg.titlewords import is_title_word

#: Longest acronym read as a name's first word ("HBOS"); a longer capitalised word is a headline's.
_LONGEST_ACRONYM = 5


def extend_acronym(span: Span) -> Span:
    """"Kestrel Treasury Services" written "NRBK Treasury Services" and tagged without "NRBK": an organisation's
    name starts earlier at an untagged acronym that modifies a word of it, its owner's or its country's short
    name ("NRBK Persian Service"); not a title's acronym ("CEO"), nor a tagged place's ("Kenya" stays apart), nor
    before a one-word name, a person's the tagger took for a body's as often ("JRR" and a surname)."""
    doc = span.doc
    word = doc[span.start - 1] if span.start else None
    if (span.label_ != "ORG" or len(span) < 2 or word is None or word.ent_type_ or not word.is_upper
            or not word.is_alpha or not 2 <= len(word) <= _LONGEST_ACRONYM or word.pos_ != "PROPN"
            or word.dep_ != "compound" or not span.start <= word.head.i < span.end or is_title_word(word)):
        return span
    return Span(doc, span.start - 1, span.end, label="ORG")


def _opens_imperative(token: Token) -> bool:
    """Whether a capitalised word is the verb of a page's social line it opens, which no name starts with:
    "Follow" of "Follow Ann Cole on Twitter" under a web page's article (the tagger may read it as a proper
    noun of the name)."""
    return token.is_sent_start and token.is_title and token.lower_ in SOCIAL_IMPERATIVES


def glued_word(token: Token) -> bool:
    """Whether a word in lower case before a name is a verb or a comparative, which no name starts with (the
    tagger may call "rang" a proper noun: any English verb's form counts), not a particle ("de", "bin"), or an
    imperative's verb that opens the sentence ("Follow Ann Cole on Twitter")."""
    return token.is_lower and token.lower_ not in NAME_PARTICLES and (
        token.pos_ in ("VERB", "AUX") or token.tag_ in ("JJR", "RBR") or bool(getAllLemmas(token.lower_, "VERB"))
    ) or _opens_imperative(token)

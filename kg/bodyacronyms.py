"""Untagged acronyms that a body's context types: a helper of :mod:`kg.untagged`.

An acronym written alone in capitals ("KTF") that the tagger left untagged names an organisation where the
sentence has it act as a body does: say, announce, rule or ban something ("the KTF said", "the KTF banned
him"), act on someone in the passive ("was fined by the KTF"), be joined ("she joined the KTF"), speak by a
spokesman or a statement ("a KTF spokesman", "a KTF statement") or run a contest ("a KTF singles title", "her
first KTF final"). A nationality before it is part of the name ("the Kenyan KTF"). Never a person's title
("MP", "PM": :data:`~kg.lexicon.people.TITLE_ACRONYMS`), a place or a common noun the tagger reads so ("TV").
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import country_named, is_demonym, place_population
from kg.lexicon.grammar import BODY_VERBS, JOINING_VERBS, VOICE_NOUNS
from kg.lexicon.names import SPORT_CONTEST_NOUNS
from kg.lexicon.people import TITLE_ACRONYMS, is_person_noun
from kg.nameset import Names

#: Lengths of a body's acronym, in letters.
ACRONYM_LETTERS = range(2, 7)
#: The tagger's labels of a nationality's word ("English" it reads as a language).
_NATIONAL_LABELS = frozenset({"NORP", "LANGUAGE"})


def _national(token: Token | None) -> bool:
    """Whether a word is a nationality's, by the word lists or the tagger ("Kenyan", "English"), not a
    country's name ("Kenya KTF" is a name the tagger cut, left alone)."""
    return token is not None and token.is_title and (
        is_demonym(token.text) and not place_population(token.text) or token.ent_type_ in _NATIONAL_LABELS)


def _passive_by(prep: Token) -> bool:
    """Whether a preposition is the "by" of a passive's agent, wherever the parser hung it ("banned for six
    games by the KTF")."""
    verb = next((t for t in prep.ancestors if t.pos_ in ("VERB", "AUX")), None)
    return prep.lower_ == "by" and (prep.dep_ == "agent" or verb is not None
                                    and any(c.dep_ == "auxpass" for c in verb.children))


def _acts_as_body(token: Token) -> bool:
    """Whether the sentence has an acronym act as a body: the subject of a body's verb, the agent after "by
    the" of a passive, the object after "the" of "join", the owner of a spokesman or a statement, or a contest's.
    The small tagger reads many acronyms as common nouns: one only after "the" or a nationality ("the KTF said",
    not "TV reported"), and none before a contest ("the PC title", a game's)."""
    head, before = token.head, token.doc[token.i - 1] if token.i else None
    after_the = before is not None and before.lower_ == "the" or _national(before)
    contest = token.pos_ in ("PROPN", "ADJ") and head.is_lower and head.lower_ in SPORT_CONTEST_NOUNS
    return contest and token.dep_ in ("compound", "amod") or (token.pos_ == "PROPN" or after_the) and (
        token.dep_ == "nsubj" and head.pos_ == "VERB" and head.lemma_.lower() in BODY_VERBS
        or token.dep_ == "pobj" and _passive_by(head) and after_the
        or token.dep_ == "dobj" and head.lemma_.lower() in JOINING_VERBS and after_the
        or token.dep_ == "compound" and head.lemma_.lower() in VOICE_NOUNS)


def _acronym(token: Token, tagged: set[int]) -> bool:
    """Whether a word is an untagged acronym standing alone: capitals only, read as a name, a noun or an
    adjective (the small tagger reads acronyms all three ways), no name word on either side (a nationality
    before it aside), no person's title, place or nationality."""
    doc = token.doc
    if not (token.is_upper and token.is_alpha and len(token) in ACRONYM_LETTERS
            and token.pos_ in ("PROPN", "NOUN", "ADJ") and token.i not in tagged and not token.ent_type_
            and not is_person_noun(token) and token.lower_ not in TITLE_ACRONYMS):
        return False
    before = doc[token.i - 1] if token.i else None
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    beside = (before is not None and not before.is_sent_start and before.text[:1].isupper()
              and not _national(before) or after is not None and after.text[:1].isupper() and after.is_alpha)
    return (not beside and not place_population(token.text) and country_named(token.text) is None
            and not is_demonym(token.text))


def with_body_acronyms(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add the untagged acronyms the sentence has act as a body, as organisations (see the module's notes)."""
    names = Names(ents, doc)
    tagged = names.tagged
    for token in doc:
        if _acronym(token, tagged) and _acts_as_body(token):
            before = doc[token.i - 1] if token.i else None
            national = _national(before) and before.i not in tagged
            names.add(token.i - 1 if national else token.i, token.i + 1, "ORG")
    return names.all()

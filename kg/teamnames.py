"""A town's name and a capitalised plural nickname after it as one team's name, in a sentence about sport.

The small tagger reads "the Wichita Wolves" as nothing, or "Wichita" alone as a place, when it tags the nickname a
common plural noun; a sentence that plays, scores, signs or names a player's position ("Wichita Wolves coach Tom
Vale", "scored twice for the Wichita Wolves") says the two words are the team's name, an organisation's.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span

from kg.lexicon.gazetteers import country_named, is_demonym, place_population
from kg.lexicon.grammar import MATCH_NOUNS, PLAYING_VERBS, TALLY_NOUNS
from kg.lexicon.people import TEAM_ROLES
from kg.namekeys import team_name
from kg.spans import positions, replace_overlapping

#: A match's score in a sentence: "won 2-1", "a 31-24 win".
SCORE = re.compile(r"\b\d{1,3}-\d{1,3}\b")
#: Nouns that make a sentence a game's: a position, a tally, a match.
_SPORT_NOUNS = TEAM_ROLES | TALLY_NOUNS | MATCH_NOUNS
#: Words of a town's name before its team's nickname at most.
_TOWN_WORDS = 3


def with_town_teams(doc: Doc, ents: list[Span]) -> list[Span]:
    """The names ``ents`` with each known town's name and the capitalised plural right after it made one team's
    name in a sentence about sport (:func:`sport_sentence`): "for the Wichita Wolves", "Wichita Wolves coach X",
    where the tagger left both words untagged or tagged the town alone. Not after a country's name ("the
    Kenya Lions" may be its people), a firm's or a unit's plural ("Tulsa Motors"), a party's members ("Kansas
    Democrats") or a people ("the Tulsa Kenyans"); nor a nickname inside a longer name the tagger gave."""
    teams = []
    for i in positions(doc, "TAG", ("NNS", "NNPS")):
        nickname = doc[i]
        if not nickname.is_title or nickname.is_sent_start or is_demonym(nickname.text):
            continue
        start = i
        while start > nickname.sent.start and i - start < _TOWN_WORDS and doc[start - 1].pos_ == "PROPN" \
                and doc[start - 1].is_title:
            start -= 1
        town = doc[start:i].text
        if start == i or not place_population(town) or country_named(town) or not team_name(doc[start:i + 1].text):
            continue
        if i + 1 < len(doc) and doc[i + 1].is_title and doc[i + 1].pos_ == "PROPN":
            continue  # "Wichita Wolves Arena": a longer name
        overlapping = [e for e in ents if e.start <= i and start < e.end]
        if any(e.start < start or e.end > i + 1 or e.start == start and e.end == i + 1 for e in overlapping):
            continue  # inside a longer name, or the team's name already
        if sport_sentence(nickname.sent):
            teams.append(Span(doc, start, i + 1, label="ORG"))
    return replace_overlapping(ents, teams) if teams else ents


def sport_sentence(sent: Span) -> bool:
    """Whether a sentence is about a game: it names a player's or a coach's position ("forward", "coach"), a
    counted tally or a match ("25 points", "the game"), a score ("2-1") or a verb of play ("plays for", "scored",
    "signed", "beat")."""
    return SCORE.search(sent.text) is not None or any(
        t.lemma_.lower() in _SPORT_NOUNS if t.pos_ == "NOUN" else
        t.pos_ == "VERB" and t.lemma_.lower() in PLAYING_VERBS for t in sent)

"""Stage 3b's votes from the preposition a name is the object of: "chief executive of X" for an organisation,
"based in X", "the mayor of X", "30 miles east of X" for a place (read by :mod:`kg.entitytypes`)."""

from __future__ import annotations

from collections import Counter

from spacy.tokens import Token

from kg.lexicon.grammar import LOCATING_VERBS
from kg.lexicon.names import (
    BASED_LEMMAS,
    COMPANY_NOUNS,
    COMPASS_WORDS,
    HOLDING_NOUNS,
    ORG_HEADS,
    OUTPOST_NOUNS,
    PLACE_NOUNS,
    PLACE_OR_COMPANY_NOUNS,
    PLACE_PREPOSITIONS,
    PLACED_COMPANY_NOUNS,
    POSTING_VERBS,
    SEAT_NOUNS,
    SHARE_NOUNS,
    SHAREHOLDING_NOUNS,
)
from kg.lexicon.people import DWELLER_NOUNS, PLACE_OFFICES, SEAT_TITLES, TOWN_OFFICES
from kg.records import ORGANIZATION, PLACE

#: Weight of one mention's context cue.
CUE_WEIGHT = 1.5
#: What an organisation holds.
_HELD_BY_ORGS = COMPANY_NOUNS | HOLDING_NOUNS
#: Words whose "in X" places their holder: "based in X", "headquarters in X", "a plant in X".
_SEATING_HOLDERS = LOCATING_VERBS | BASED_LEMMAS | SEAT_NOUNS | OUTPOST_NOUNS
_PLACE_OF_NOUNS = PLACE_NOUNS | DWELLER_NOUNS  # "the town of X", "residents of X"


def preposition_votes(root: Token, votes: Counter, *, known_place: bool) -> None:
    """Votes from the noun a mention is the object of a preposition of ("chief executive of X", "based in X");
    "in X" counts fully for a name the gazetteer knows as a place (``known_place``)."""
    prep, holder = root.head, root.head.head
    held = holder.lemma_.lower()
    if prep.lower_ == "of" and held == "member" and holder.tag_ == "NNS":
        votes[ORGANIZATION] += CUE_WEIGHT  # "members of the Bee Gees": a group
    elif prep.lower_ in ("of", "in", "for", "at") and held in _HELD_BY_ORGS and held not in PLACE_OR_COMPANY_NOUNS \
            and not (prep.lower_ == "in" and held in PLACED_COMPANY_NOUNS):
        if held not in HOLDING_NOUNS or prep.lower_ == "in" and held in SHAREHOLDING_NOUNS:
            votes[ORGANIZATION] += CUE_WEIGHT  # "chief executive of X", "a stake in X"
        elif prep.lower_ == "of" and holder.lower_ in SHARE_NOUNS:
            votes[ORGANIZATION] += 2 * CUE_WEIGHT  # "shares of X rose": only a company is traded
    elif prep.lower_ == "of" and (held in _PLACE_OF_NOUNS and holder.pos_ == "NOUN"
                                  or _office_held_for(root)):
        # "the town of Hope", "the Leeds borough of Hillingdon", "residents of Dunmore", "Gov. Tom Vale of Iowa"
        votes[PLACE] += 2 * CUE_WEIGHT
    elif prep.lower_ in PLACE_PREPOSITIONS and (held in _SEATING_HOLDERS
                                                or holder.ent_type_ == "ORG" and held in ORG_HEADS):
        # "based in Dunmore", "headquarters in Dunmore", "a plant in Dunmore", "lived in Dunmore", "was born in
        # Dunmore", "Kestrel College in Dunmore": no firm nor person is where things are based or people live
        votes[PLACE] += 2 * CUE_WEIGHT
    elif prep.lower_ == "of" and held in COMPASS_WORDS:
        votes[PLACE] += 2 * CUE_WEIGHT  # "30 miles east of Dunmore"
    elif prep.lower_ == "on" and holder.pos_ == "VERB" and held in POSTING_VERBS:
        votes[ORGANIZATION] += CUE_WEIGHT  # "posted on Kestrel", "aired on Kestrel": a service or a channel
    elif prep.lower_ == "for" and held in SEAT_TITLES:
        votes[PLACE] += 2 * CUE_WEIGHT  # "the MP for Leeds North": a member's seat
    elif prep.lower_ in PLACE_PREPOSITIONS and held not in HOLDING_NOUNS:
        votes[PLACE] += CUE_WEIGHT if known_place else CUE_WEIGHT / 2  # weak alone: "in X" also reads firms


def _office_held_for(root: Token) -> bool:
    """Whether the object of "of" is what a place's office or its holder is "of" ("the mayor of X", "Gov. Tom
    Vale of X"): the governor of a bank is written without a name and is no cue, and a name after "the" is a
    body's ("Mayor Tom Vale of the Kestrel Party")."""
    holder = root.head.head
    if any(c.dep_ == "det" for c in root.children):
        return False
    if holder.ent_type_ == "PERSON":
        return any(c.dep_ == "compound" and c.lower_ in PLACE_OFFICES for c in holder.children)
    return holder.pos_ == "NOUN" and holder.lower_ in TOWN_OFFICES

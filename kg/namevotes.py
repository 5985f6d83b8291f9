"""Votes a name gets for its type from its own words: a helper of :func:`kg.entitytypes.decide_types`.

A gazetteer's place, a person's first name, an organisation's ending or acronym, a city's district.
"""

from __future__ import annotations

from collections import Counter

from kg.grammarvotes import full_name
from kg.lexicon.gazetteers import LARGE, common_surnames, country_named, is_first_name, place_population
from kg.lexicon.names import (
    BODY_NAME_HEADS,
    CLUB_AFTER_TOWN,
    COMPANY_SUFFIXES,
    COMPASS_WORDS,
    LANDFORMS,
    ORG_ENDINGS,
    ORG_HEADS,
    PLACE_HEADS,
    TEAM_PREFIXES,
)
from kg.records import ORGANIZATION, PERSON, PLACE

#: Last words that make a name an organisation's.
ORG_ENDINGS_AND_SUFFIXES = ORG_ENDINGS | COMPANY_SUFFIXES
#: Words no person's name holds after its first.
NOT_IN_PERSON_NAMES = ORG_HEADS | ORG_ENDINGS | PLACE_HEADS | COMPANY_SUFFIXES | LANDFORMS
#: Weight of the tagger's (and mention rules') vote, shared out over the types of a name's mentions.
TAGGER_WEIGHT = 2.0
#: Weight of a place gazetteer hit, by population (countries and first-level subdivisions count as large).
PLACE_WEIGHTS = ((1_000_000, 4.0), (100_000, 3.0), (0, 2.0))
#: Least weight of a place gazetteer hit on a name of several words that opens with no first name: a small
#: town's one-word name is often a surname, a town's name of several words seldom a person's.
MULTI_WORD_PLACE_WEIGHT = 3.0
#: Weight of a known first name opening a name of two or three words.
FIRST_NAME_WEIGHT = 3.0
#: Weight of a one-word name that is a common surname or a first name: "Kennedy", "Lincoln",
#: "Elizabeth" are more often people than the towns of that name.
ONE_WORD_PERSON_WEIGHT = 1.5


def name_votes(name: str, tagged: str, repeated: bool, *, firm_cued: bool = False) -> Counter:
    """Votes from the name itself: a gazetteer's place, a person's first name, an organisation's
    ending or acronym, a place's district ("Leeds North West").

    The tagger's type seen on more than one mention halves what a gazetteer says against it:
    companies are named after towns (Toyota, Halifax, Nokia) and after first names ("Sky Plus").
    Only a large place weighs fully. A first name counts only for a name whose other words are
    neither places nor the ends of organisations' names ("Bell Kenya"), see :func:`_first_name_vote`.
    """
    votes: Counter = Counter()
    words = name.split()
    lower = [w.lower().rstrip(".") for w in words]
    # a country's usual other name ("Holland"); an acronym only where the tagger agrees ("RSA" the firm)
    country = country_named(name) and (not name.isupper() or tagged == PLACE)
    population = place_population(" ".join(words)) or (LARGE if country else 0)
    place = next(w for floor, w in PLACE_WEIGHTS if population >= floor) if population else 0.0
    if place and name.isupper() and place < PLACE_WEIGHTS[0][1]:
        place = 0.0  # "GAO" is an office before it is a town in Mali
    elif place and len(words) > 1 and not is_first_name(words[0]):
        place = max(place, MULTI_WORD_PLACE_WEIGHT)  # "Port Dunmore" is no person's name
    if place:
        votes[PLACE] += place if tagged == PLACE or not repeated or place >= PLACE_WEIGHTS[0][1] else place / 2
    elif len(words) > 1 and place_population(words[0]) >= 100_000 and all(w in COMPASS_WORDS for w in lower[1:]):
        votes[PLACE] += PLACE_WEIGHTS[1][1]  # "Leeds North West", "Bristol West": a city's district
    elif len(words) > 1 and lower[-1] in CLUB_AFTER_TOWN and place_population(" ".join(words[:-1])):
        votes[ORGANIZATION] += FIRST_NAME_WEIGHT  # "Leeds City", a club (the gazetteer knows big cities so named)
    if len(words) > 1 and (lower[-1] in ORG_ENDINGS_AND_SUFFIXES or lower[0] in TEAM_PREFIXES) or (
            tagged != ORGANIZATION and not place and body_named(words)):
        votes[ORGANIZATION] += FIRST_NAME_WEIGHT  # "Kowalczyk Holdings", "FC Twente", "Kestrel Audit Committee"
    if len(words) == 1 and name.isupper() and name.isalpha() and 2 <= len(name) <= 5 and not place:
        votes[ORGANIZATION] += TAGGER_WEIGHT  # "BAA", "BT": an acronym names an organisation
    if len(words) == 1 and name.istitle() and (name.lower() in common_surnames() or is_first_name(name)):
        votes[PERSON] += ONE_WORD_PERSON_WEIGHT
    if not place and (first := _first_name_vote(words, tagged, repeated, firm_cued=firm_cued)):
        votes[PERSON] += first
    return votes


def body_named(words: list[str]) -> bool:
    """Whether a name of several words ends with a public body's head and is no person's: it opens with no first
    name and its last word is no common surname ("Kestrel Council", not "Ann Court" or "Kestrel Church")."""
    last = words[-1].lower()
    return len(words) > 1 and last in BODY_NAME_HEADS and not is_first_name(words[0]) and last not in common_surnames()


def _first_name_vote(words: list[str], tagged: str, repeated: bool, *, firm_cued: bool) -> float:
    """A person's vote for a name of two or three words that opens with a known first name, none of whose other
    words is a place's or ends organisations' names: halved where the tagger repeats another type, but not
    against its repeated organisation on a person's full name of two words ("Ann Cole": a common surname last)
    that no cue in the story calls a body (``firm_cued``: "Ann Cole's chief executive X", "Ann Cole cut its
    forecast"), as the tagger often repeats one misreading."""
    lower = [w.lower().rstrip(".") for w in words]
    if not (2 <= len(words) <= 3 and is_first_name(words[0])
            and all(w[:1].isupper() and w.replace("-", "").replace(".", "").isalpha() for w in words)
            and not any(w in NOT_IN_PERSON_NAMES or place_population(w) for w in lower[1:])):
        return 0.0
    full = tagged == PERSON or not repeated or (tagged == ORGANIZATION and len(words) == 2 and not firm_cued
                                                and full_name(words))
    return FIRST_NAME_WEIGHT if full else FIRST_NAME_WEIGHT / 2

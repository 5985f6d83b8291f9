"""Votes a name gets for its type from other names of the corpus: helpers of :func:`kg.resolve._decide_types`.

A short name's type is weighed with the full names it stands for: a team's name of a person's shape with
its nickname's ("Kestrel Otters"), a ship named alone with its prefixed name's ("Kestrel" of "HMS Kestrel"), a
team's name written in the singular with the team's ("Kestrel Otter").
"""

from __future__ import annotations

from collections import Counter

from kg.lexicon.names import VESSEL_PREFIXES
from kg.namekeys import fold
from kg.records import ORGANIZATION, PERSON, PLACE, PRODUCT, WORK
from kg.namekeys import team_name

_TYPE_ORDER = {PLACE: 0, ORGANIZATION: 1, PERSON: 9}


def winning_type(votes: Counter) -> str:
    """The type with the most votes; a tie goes to a place, then an organisation, a person last."""
    return max(votes, key=lambda t: (votes[t], -_TYPE_ORDER.get(t, 2), t))


def add_team_votes(votes: dict[str, Counter], names: dict[str, str]) -> None:
    """A name of a person's shape whose last word is a plural nickname ("Kestrel Otters") while both its
    start and that word name organisations alone in the corpus ("Kestrel", "Otters") is a team: the
    nickname's votes for an organisation count for it too (one person is never plural)."""
    for key, counter in votes.items():
        words = key.split()
        if len(words) < 2 or not team_name(names[key]) or counter[PERSON] <= counter[ORGANIZATION]:
            continue
        start, last = " ".join(words[:-1]), words[-1]
        if start not in votes or last not in votes:
            continue
        if all(winning_type(votes[k]) == ORGANIZATION for k in (start, last)):
            counter[ORGANIZATION] += votes[last][ORGANIZATION]


def add_vessel_votes(votes: dict[str, Counter], names: dict[str, str]) -> None:
    """A ship named without its prefix ("Kestrel" of "HMS Kestrel") gets all the prefixed name's weight for
    the prefixed name's type: the tagger calls a ship named alone a place or a person."""
    for key, counter in votes.items():
        prefix, _, rest = names[key].partition(" ")
        alone = fold(rest)
        if prefix in VESSEL_PREFIXES and alone in votes and alone != key:
            votes[alone][winning_type(counter)] += sum(counter.values())


def add_singular_team_votes(votes: dict[str, Counter], names: dict[str, str]) -> None:
    """A team's full name written in the singular ("the Kestrel Otter defence") that the tagger called a product
    or a work, its least reliable labels, gets the team's votes for an organisation, so that the typo rule can
    join it to the team: a singular nickname reads as a car's or a gun's name. The nickname alone in the
    singular stays as it is: "a former Otter" is a player."""
    for key, counter in votes.items():
        plural = votes.get(key + "s")
        if plural and " " in key and winning_type(counter) in (PRODUCT, WORK) and team_name(names[key + "s"]) \
                and winning_type(plural) == ORGANIZATION:
            counter[ORGANIZATION] += plural[ORGANIZATION]


def add_name_votes(votes: dict[str, Counter], names: dict[str, str]) -> None:
    """All the votes above, in order: a team's name of a person's shape, a team's singular, a ship's name alone."""
    add_team_votes(votes, names)
    add_singular_team_votes(votes, names)
    add_vessel_votes(votes, names)

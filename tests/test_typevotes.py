"""Votes a name gets for its type from other names of the corpus: counters in, counters out."""

from __future__ import annotations

from collections import Counter

import pytest

from kg.namekeys import fold
from kg.records import ORGANIZATION, PERSON, PLACE, PRODUCT, WORK
from kg.typevotes import add_singular_team_votes, add_team_votes, add_vessel_votes, winning_type


def _votes(named: dict[str, Counter]) -> tuple[dict[str, Counter], dict[str, str]]:
    return {fold(n): c for n, c in named.items()}, {fold(n): n for n in named}


@pytest.mark.parametrize("votes, winner", [
    (Counter({PERSON: 3, PLACE: 1}), PERSON),
    (Counter({PERSON: 2, PLACE: 2}), PLACE),  # a tie goes to a place
    (Counter({PERSON: 2, ORGANIZATION: 2}), ORGANIZATION),  # then an organisation, a person last
])
def test_winning_type(votes, winner):
    assert winning_type(votes) == winner


def test_a_team_of_a_persons_shape_gets_its_nicknames_votes():
    votes, names = _votes({"Kestrel Otters": Counter({PERSON: 2}), "Kestrel": Counter({ORGANIZATION: 3}),
                           "Otters": Counter({ORGANIZATION: 2, PERSON: 1})})
    add_team_votes(votes, names)
    assert votes["kestrel otters"] == Counter({PERSON: 2, ORGANIZATION: 2})


def test_a_name_whose_start_is_a_place_is_no_team():
    votes, names = _votes({"Kestrel Otters": Counter({PERSON: 2}), "Kestrel": Counter({PLACE: 3}),
                           "Otters": Counter({ORGANIZATION: 2})})
    add_team_votes(votes, names)
    assert votes["kestrel otters"] == Counter({PERSON: 2})


def test_a_ship_named_alone_gets_the_prefixed_names_weight():
    votes, names = _votes({"HMS Kestrel": Counter({PRODUCT: 3}), "Kestrel": Counter({PLACE: 1})})
    add_vessel_votes(votes, names)
    assert votes["kestrel"] == Counter({PRODUCT: 3, PLACE: 1}) and votes["hms kestrel"] == Counter({PRODUCT: 3})


@pytest.mark.parametrize("singular, own, plural, gets", [
    ("Kestrel Otter", Counter({PRODUCT: 1}), Counter({ORGANIZATION: 6}), 6),  # a team's singular, a "product"
    ("Kestrel Otter", Counter({WORK: 0.5}), Counter({ORGANIZATION: 4, PERSON: 1}), 4),
    ("Otter", Counter({WORK: 0.5}), Counter({ORGANIZATION: 4}), 0),  # "a former Otter" is a player
    ("Kestrel Otter", Counter({PERSON: 2}), Counter({ORGANIZATION: 6}), 0),  # a person's name is left alone
    ("Kestrel System", Counter({PRODUCT: 1}), Counter({ORGANIZATION: 6}), 0),  # "Systems" is a firm's word
])
def test_a_teams_singular_tagged_a_product_gets_the_teams_votes(singular, own, plural, gets):
    votes, names = _votes({singular: own, singular + "s": Counter(plural)})
    add_singular_team_votes(votes, names)
    assert votes[fold(singular)][ORGANIZATION] == gets

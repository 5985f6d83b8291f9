"""A known town's name standing for the team named after it, document by document (stage 6).

The types of a name are weighed over the corpus (:mod:`kg.resolve`), so a town's name that one document makes an
organisation would be retyped a place by its votes elsewhere. Where the document plainly means the team, the
organisation type stays and the ``team`` rule joins the name to the team: the document writes the nickname of a
team of the corpus named after the town ("a 20-13 win over Cedar Rapids" beside "the Otters", with "Cedar Rapids
Otters" elsewhere), or writes the name straight before a match's score ("overcame Cedar Rapids 31-24"), a side
of a result whatever else the town fields.
"""

from __future__ import annotations

import re
from collections import defaultdict

from kg.lexicon.gazetteers import country_named, place_population
from kg.namekeys import fold
from kg.records import ORGANIZATION, Chain
from kg.namekeys import team_name

Where = tuple[str, int]

#: A match's score straight after a side's name: "beat Tulsa 31-24", "Tulsa, 2-1 winners".
_SCORE_AFTER = re.compile(r",? \d{1,3}-\d{1,3}\b")


def town_teams(chains: list[tuple[Where, Chain]], texts: dict[str, str]) -> set[Where]:
    """The chains of a known town's name typed an organisation in a document that writes the nickname of a
    team of the corpus named after the town, or the name before a match's score: there the name stands for
    the team, whatever its votes as a place."""
    towns: dict[str, set[str]] = defaultdict(set)  # a town's folded name -> its teams' nicknames
    for _, chain in chains:
        words = chain.name.split()
        if chain.type == ORGANIZATION and len(words) > 1 and team_name(chain.name):
            town = " ".join(words[:-1])
            if place_population(town) and not country_named(town):  # a country stays a place, as in kg.entitytypes
                towns[fold(town)].add(words[-1])
    return {where for where, chain in chains if chain.type == ORGANIZATION and fold(chain.name) in towns
            and _team_written(chain, texts[where[0]], towns[fold(chain.name)])}


def _team_written(chain: Chain, text: str, nicknames: set[str]) -> bool:
    """Whether a document writes one of the town's team nicknames, or the town's name before a score."""
    return any(re.search(rf"\b{re.escape(nickname)}\b", text) for nickname in nicknames) or any(
        _SCORE_AFTER.match(text, m.end) for m in chain.mentions)

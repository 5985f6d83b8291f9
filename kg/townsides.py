"""A known town's name standing for its team in some mentions of a document and for the town in others (stage 4).

Types are decided per name and document (:mod:`kg.entitytypes`), so a story that writes a town's name for its
team ("Dunmore's head coach", "signed for Tulsa") and for the town ("a Dunmore native", "born in Tulsa") gives
all of them the type that weighs most, and coreference puts them in one chain. Here a mention whose own words
say the other sense, mention by mention (:func:`kg.entitytypes.names_a_team`, :func:`kg.entitytypes.names_a_place`),
leaves the chain for a chain of its own: the team's mentions of a town's chain, or the town's of a chain the
team's mentions made an organisation. Both chains say their sense (``Chain.sense``): resolution keeps their
types and joins the team's to the team named after the town, never to the town; a team gives no home nor
location. A
country's, a home nation's or a state's name stays whole (a national side and its country are one entity to
readers and to the annotated sets).
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc

from kg.entitytypes import names_a_place, names_a_team
from kg.lexicon.gazetteers import LARGE, country_named, place_population
from kg.records import ORGANIZATION, PLACE, Chain, Mention, chain_titles


#: The sense of a town's name each type holds.
_SENSES = {ORGANIZATION: "team", PLACE: "town"}


def town_sides(doc: Doc, chains: tuple[Chain, ...]) -> tuple[Chain, ...]:
    """The chains, each known town's chain split in two where some of its named mentions read as its team's and
    others as the town's: those of the other sense than the chain's form a chain of their own, named the same.

    Args:
        doc: The parsed document.
        chains: Its coreference chains (from :func:`kg.coref.resolve_mentions`).

    Returns:
        The chains in order of first mention.
    """
    out = []
    for chain in chains:
        moved = _other_sense(doc, chain)
        if not moved:
            out.append(chain)
            continue
        other = ORGANIZATION if chain.type == PLACE else PLACE
        stay = tuple(m for m in chain.mentions if m not in moved)
        go = tuple(replace(m, type=other) for m in chain.mentions if m in moved)
        out.append(replace(chain, mentions=stay, titles=chain_titles(stay), sense=_SENSES[chain.type]))
        out.append(Chain(chain.doc_id, chain.name, other, go, titles=chain_titles(go), sense=_SENSES[other]))
    return tuple(sorted(out, key=lambda c: c.mentions[0].start))


def is_town(name: str) -> bool:
    """Whether a name is a known town's, of the sizes teams are named after: no country, home nation or state,
    which the gazetteer makes :data:`kg.lexicon.gazetteers.LARGE` ("England", "Iowa"), as :mod:`kg.entitytypes`
    leaves them places."""
    return 0 < place_population(name) < LARGE and not country_named(name)


def _other_sense(doc: Doc, chain: Chain) -> set[Mention]:
    """The named mentions of a known town's chain that read in the sense its type is not, when others read as
    the town's: the team's of a place's chain, the town's of an organisation's chain that a team's mention made.
    A mention that reads as neither stays with the chain's type (a sports story's "X's scoring record")."""
    if chain.type not in (PLACE, ORGANIZATION) or not is_town(chain.name):
        return set()
    spans = {m: span for m in chain.mentions if m.kind == "name" and m.label == chain.name
             and (span := doc.char_span(m.start, m.end, alignment_mode="expand")) is not None}
    teams = {m for m, span in spans.items() if names_a_team(span)}
    towns = {m for m, span in spans.items() if m not in teams and names_a_place(span)} if teams else set()
    return set() if not towns else teams if chain.type == PLACE else towns

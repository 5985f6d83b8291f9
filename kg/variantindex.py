"""The index that proposes which clusters a name could be a variant of (kg.resolve compares only those).

A cluster is indexed by its name's forms one letter shorter, its initials, its last and first words, the first
letters of its words and a party's stem; a name looks up its own forms there.
"""

from __future__ import annotations

import re
from collections import defaultdict

from kg.lexicon.gazetteers import country_named, place_population
from kg.lexicon.tables import nicknames
from kg.namekeys import (deletions, first_letters, fold, is_acronym, is_party_name, org_words, party_stem,
                         person_words)
from kg.records import FACILITY, ORGANIZATION, PLACE
from kg.variants import STORY_MIN, Cluster, agree, first_word_of, shared, top, venue_parts

#: A nickname blended of the starts of a first name and a surname, each capitalised ("BeHa", "B-Ha").
_BLEND = re.compile(r"([A-Z][a-z]{0,2})-?([A-Z][a-z]{1,3})")


def variant_index(clusters: dict[tuple, Cluster]) -> dict[tuple, set[tuple]]:
    """Which clusters a shorter, abbreviated or misspelt name could join, so that no pair is compared blindly."""
    index: dict[tuple, set[tuple]] = defaultdict(set)
    for key, cluster in clusters.items():
        group = key[0]
        for variant in deletions(flat(key)):
            index[("edit", group, variant)].add(key)
        for acronym in cluster.acronyms():
            index[("acronym", group, acronym)].add(key)
        for name in cluster.names:
            words = person_words(name) if group == "P" else org_words(name)
            for k in range(1, len(words)):
                index[("suffix", group, " ".join(words[k:]))].add(key)
            for k in range(1, len(words)):  # a firm's start, a team's town of two words
                index[("prefix", group, " ".join(words[:k]))].add(key)
            if len(words) > 1 and group == ORGANIZATION:  # a name its words shortened may write ("Var Dems")
                index[("letters", group, first_letters(name))].add(key)
            if group in (ORGANIZATION, FACILITY) and (venue := venue_parts(name, group)):
                index[("venue", group, venue[0])].add(key)  # "Kestrel Arena" for "Kestrel Center"
            if group == ORGANIZATION and is_party_name(name):  # a party's form alone ("Varnell Technocrats")
                index[("party", group, party_stem(name))].add(key)
            if len(words) > 1 and group == "P":
                index[("given", group, nicknames().get(words[0], words[0]))].add(key)
                for variant in deletions(words[-1]):  # a misspelt surname alone ("Klistchko")
                    index[("edit", group, variant)].add(key)
    return index


def flat(key: tuple) -> str:
    """A cluster key's name as one string: a person's name keys joined, another's key as it is."""
    return "".join(key[1:]) if key[0] == "P" else key[1]


def candidates(key: tuple, cluster: Cluster, index: dict[tuple, set[tuple]]) -> set[tuple]:
    """The clusters of ``key``'s group that ``cluster``'s own forms find in :func:`variant_index`."""
    group = key[0]
    words = person_words(top(cluster)) if group == "P" else org_words(top(cluster))
    found = set().union(*(index.get(("edit", group, v), ()) for v in deletions(flat(key))))
    found |= index.get(("acronym", group, flat(key)), set()) | index.get(("suffix", group, " ".join(words)), set())
    found |= index.get(("prefix", group, " ".join(words)), set()) | index.get(("given", group, " ".join(words)), set())
    if group == "P" and len(key) == 3:  # full names with the same surname, for another form of the first name
        found |= index.get(("suffix", group, key[2]), set())
    if group == ORGANIZATION and len(words) > 1:
        found |= index.get(("letters", group, first_letters(top(cluster))), set())
    if group == ORGANIZATION:
        found |= index.get(("party", group, party_stem(top(cluster))), set())
    if group in (ORGANIZATION, FACILITY) and (venue := venue_parts(top(cluster), group)):
        found |= index.get(("venue", group, venue[0]), set())
    return found - {key}


def cross_candidates(key: tuple, clusters: dict[tuple, Cluster], index: dict[tuple, set[tuple]],
                     context: dict[str, set[str]]) -> set[tuple]:
    """The organisations of its story a name typed a place may abbreviate ("KFA" of "Kestrel Football
    Association"): written in capitals, no known place's name, the initials of no place of the corpus; there
    the initials weigh more than the tagger's place ("DC" of "Dunmore County" elsewhere stays a place)."""
    if key[0] != PLACE:
        return set()
    name, letters = top(clusters[key]), flat(key)
    if (not is_acronym(name) or place_population(name) or country_named(name)
            or index.get(("acronym", PLACE, letters), set()) - {key}):
        return set()
    return {other for other in index.get(("acronym", ORGANIZATION, letters), ())
            if clusters[key].docs & clusters[other].docs or agree(clusters[key], clusters[other], context)}


def first_word_found(short: Cluster, clusters: dict[tuple, Cluster], index: dict[tuple, set[tuple]],
                     taken: set[tuple]) -> list:
    """For a one-word name typed a person that no person's name fits, the one organisation it starts
    (:func:`kg.variants.first_word_of`; ``taken``: the clusters already joined to others), as a candidate."""
    if len(short.key) != 2 or short.key[0] != "P":
        return []
    other = first_word_of(short, index.get(("prefix", ORGANIZATION, short.key[1]), set()) - taken, clusters)
    evidence = f"the first word of '{top(clusters[other])}', written in most of its documents" if other else ""
    return [(0, other, ("first word", evidence))] if other else []


def venue_found(short: Cluster, clusters: dict[tuple, Cluster], index: dict[tuple, set[tuple]],
                taken: set[tuple]) -> list:
    """For a person's full name, never written with a title, that most of its mentions write where a venue's name
    goes ("checked into Ann Cole"), the one venue of its documents named after it ("Ann Cole Clinic"; ``taken``:
    the clusters already joined to others), as a candidate: the venue's short name."""
    if len(short.key) != 3 or short.key[0] != "P" or short.titled or not 2 <= short.placed[True] > short.placed[False]:
        return []
    near = [key for key in index.get(("venue", ORGANIZATION, fold(top(short))), set()) - taken
            if clusters[key].docs & short.docs]
    evidence = f"written where a venue's name goes, as '{top(clusters[near[0]])}' in its documents" if near else ""
    return [(0, near[0], ("venue's namesake", evidence))] if len(near) == 1 else []


def blend_found(short: Cluster, clusters: dict[tuple, Cluster], taken: set[tuple],
                context: dict[str, set[str]]) -> list:
    """For a one-word person's name blended of the starts of a first name and a surname ("BeHa", "B-Ha"), the one
    full name it blends whose full name or surname alone its documents write, or whose story they tell (two
    third names in common, ``context``: each document's names; ``taken``: the clusters already joined to others),
    as a candidate: the starts shorter than the names, so that no initial and surname ("B.Hart") reads as one,
    and a surname written in two capitals ("DeLay") only beside a full name whose first name starts so."""
    found = _BLEND.fullmatch(top(short)) if len(short.key) == 2 and short.key[0] == "P" else None
    if not found:
        return []
    first, last = (part.lower() for part in found.groups())
    written = {key for key in clusters if len(key) == 3 and key[0] == "P" and _written_with(short, key, clusters)}
    near = [key for key, cluster in clusters.items() if len(key) == 3 and key[0] == "P" and key not in taken
            and _blends(top(cluster), first, last) and (key in written
                                                        or len(shared(short, cluster, context)) >= STORY_MIN)]
    if len(near) != 1:
        return []
    where = "written in its documents" if near[0] in written else "whose story its documents tell"
    evidence = f"the starts of the first name and surname of '{top(clusters[near[0]])}', {where}"
    return [(0, near[0], ("blend", evidence))]


def _blends(name: str, first: str, last: str) -> bool:
    """Whether a full name's first name and surname start with, and are longer than, the two starts."""
    words = person_words(name)
    return len(words) > 1 and all(len(w) > len(start) and w.startswith(start)
                                  for w, start in ((words[0], first), (words[-1], last)))


def _written_with(short: Cluster, key: tuple, clusters: dict[tuple, Cluster]) -> bool:
    """Whether a document of ``short`` writes the full name ``key`` or its surname alone."""
    surname = clusters.get(("P", key[2]))
    return bool(short.docs & (clusters[key].docs | (surname.docs if surname else set())))

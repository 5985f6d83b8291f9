"""Untagged organisations named by a coined word and business nouns: a helper of :mod:`kg.untagged`.

A run of three or more capitalised words the tagger left untagged, a coined word (no English word, no first
name) then English nouns ("Varnell Capital Management", "Safcom Wealth Partners"), names a firm or a body:
US business news lists such names between commas, where the small tagger misses them.
"""

from __future__ import annotations

from lemminflect import getAllLemmas
from spacy.tokens import Doc, Span

from kg.lexicon.gazetteers import is_first_name, is_place_name
from kg.lexicon.names import AWARD_HEADS, EVENT_HEADS, FACILITY_HEADS, LAW_HEADS, PLACE_HEADS
from kg.lexicon.people import is_person_noun
from kg.nameset import Names
from kg.spans import common_noun

#: Fewest words of a coined name's run: two words ("Varnell Capital") may be a place and a noun.
COINED_LENGTH = 3
#: Last words of a run that name no organisation: an event, an award, a place, a facility or a law.
_NOT_ORG_HEADS = EVENT_HEADS | AWARD_HEADS | PLACE_HEADS | FACILITY_HEADS | LAW_HEADS


def with_coined(doc: Doc, ents: list[Span]) -> list[Span]:
    """Add each untagged run of a coined word and English nouns as an organisation ("Varnell Capital
    Management"), not one going on from a tagged name or a capitalised word ("Norbank" + "Four World Cinema
    Award"), nor one opening on a known place's name ("Leeds Arms Park") or ending on a title or an event's,
    an award's, a place's, a facility's or a law's word ("Dunmore Film Festival")."""
    names = Names(ents, doc)
    tagged, i = names.tagged, 0
    while i < len(doc):
        end = i
        while end < len(doc) and _run_word(doc, end, tagged):
            end += 1
        words = doc[i:end]
        first = words[0].text if words else ""
        if (len(words) >= COINED_LENGTH and not getAllLemmas(first.lower()) and not is_first_name(first)
                and not is_place_name(first)  # a place's venue or region: "Leeds Arms Park"
                and all(common_noun(t) for t in words[1:]) and words[-1].lower_ not in _NOT_ORG_HEADS
                and not is_person_noun(words[-1])  # a title: "Higher Education Minister"
                and not (i and (i - 1 in tagged or doc[i - 1].ent_type_ or doc[i - 1].is_title))):
            names.add(i, end, "ORG")
        i = max(end, i + 1)
    return names.all()


def _run_word(doc: Doc, i: int, tagged: set[int]) -> bool:
    """Whether token ``i`` is an untagged capitalised proper noun that may go on a coined name's run."""
    token = doc[i]
    return i not in tagged and not token.ent_type_ and token.pos_ == "PROPN" and token.is_title and token.is_alpha

"""Stage 3b's votes from the preposition a name is the object of: "chief executive of X" for an organisation,
"based in X", "the mayor of X", "30 miles east of X" for a place; from a country owning it ("Norway's X"); and
the plural noun naming the kind of a list's names ("technology firms X and Y") (read by :mod:`kg.entitytypes`)."""

from __future__ import annotations

from collections import Counter

from spacy.tokens import Span, Token

from kg.lexicon.gazetteers import common_surnames, country_named, is_first_name, place_population
from kg.lexicon.grammar import LOCATING_VERBS
from kg.lexicon.names import (
    AREA_NOUNS,
    BASED_LEMMAS,
    COMPANY_NOUNS,
    COMPASS_WORDS,
    HOLDING_NOUNS,
    ORG_HEADS,
    ORG_DESCRIPTIONS,
    OUTPOST_NOUNS,
    PLACE_NOUNS,
    PLACE_OR_COMPANY_NOUNS,
    PLACE_PREPOSITIONS,
    PERSONAL_KINDS,
    PLACED_COMPANY_NOUNS,
    POSSESSIVE,
    POSTING_VERBS,
    SEAT_NOUNS,
    SHARE_NOUNS,
    SHAREHOLDING_NOUNS,
)
from kg.employers import workplace_job
from kg.lexicon.people import DWELLER_NOUNS, PLACE_OFFICES, SEAT_TITLES, TOWN_OFFICES
from kg.records import ORGANIZATION, PLACE

#: Weight of one mention's context cue.
CUE_WEIGHT = 1.5
#: What an organisation holds.
_HELD_BY_ORGS = COMPANY_NOUNS | HOLDING_NOUNS
#: Words whose "in X" places their holder: "based in X", "headquarters in X", "a plant in X".
_SEATING_HOLDERS = LOCATING_VERBS | BASED_LEMMAS | SEAT_NOUNS | OUTPOST_NOUNS
# "the town of X", "residents of X", "the outskirts of X", "the Dunmore district of X"
_PLACE_OF_NOUNS = PLACE_NOUNS | DWELLER_NOUNS | AREA_NOUNS
_FIRM_KINDS = ORG_DESCRIPTIONS - PERSONAL_KINDS  # "firm", "company", "bank": not "producer", a person's job too


def preposition_votes(root: Token, votes: Counter, *, known_place: bool, named_place: bool) -> None:
    """Votes from the noun a mention is the object of a preposition of ("chief executive of X", "based in X");
    "in X" counts fully for a name the gazetteer knows as a town (``known_place``), and a job's "at X" counts
    for no name it knows as a town or a country (``named_place``: "the health minister for Scotland")."""
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
    elif prep.lower_ == "of" and ({held, holder.lower_} & _PLACE_OF_NOUNS and holder.pos_ == "NOUN"
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
    elif _workplace_of_job(root) and not named_place:
        votes[ORGANIZATION] += 2 * CUE_WEIGHT  # "an economist with Kestrel": where a job is held employs
    elif prep.lower_ in PLACE_PREPOSITIONS and held not in HOLDING_NOUNS:
        votes[PLACE] += CUE_WEIGHT if known_place else CUE_WEIGHT / 2  # weak alone: "in X" also reads firms


def _workplace_of_job(root: Token) -> bool:
    """Whether a name is where a job written before it is held: "an analyst at X", "chief economist with X", "a
    senior analyst for X". Not a member's seat ("the MP for X"), nor a name opening with a first name, a person
    the parser hung there ("best director for Tom Vale")."""
    job = workplace_job(root)
    return job is not None and job.lemma_.lower() not in SEAT_TITLES and not any(
        is_first_name(t.text) for t in root.subtree if t.i < root.i and t.pos_ == "PROPN")


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


def country_owner_votes(span: Span, votes: Counter) -> None:
    """An organisation's vote for one word a country owns ("Norway's Norbank"), where its sentence or the one
    before names a kind of firm ("The company, owned by Norway's Norbank", "a deal between energy firm Kestrel and
    Brazil's Safcom"). Not for a person's name: a first name, a common surname or a full name's last word in the
    story ("Kenya's Varakin" after "Tom Varakin"); nor for a known place ("Norway's Bergen")."""
    doc, word = span.doc, span.text
    if len(span) != 1 or span.start < 2 or doc[span.start - 1].text not in POSSESSIVE or span.root.dep_ == "compound":
        return  # not "Norway's Kuroda region"
    if is_first_name(word) or word.lower() in common_surnames() or place_population(word):
        return
    if any(e.label_ == "PERSON" and len(e) > 1 and e[-1].text == word for e in doc.ents):
        return
    owner = next((e for e in doc.ents if e.end == span.start - 1), None)
    if owner is None or owner.label_ != "GPE" or not country_named(owner.text):
        return
    sentence = span.sent
    context = doc[doc[sentence.start - 1].sent.start if sentence.start else 0:sentence.end]
    if any(t.pos_ == "NOUN" and t.lemma_.lower() in _FIRM_KINDS for t in context):
        votes[ORGANIZATION] += 2 * CUE_WEIGHT  # as much as the tagger's person or place


def list_kinds(root: Token, listed: Token) -> list[Token]:
    """The plural nouns before the first name of a list that a later name (``root``, of the list led by
    ``listed``) is in: the kind of all its names ("technology firms Norbank and Safcom", "the retailers Norbank,
    Safcom and Kestrel"). A singular noun is the first name's alone ("oil firm Norbank and Tom Vale"); a name
    opening with a first name and a kind that is a person's job as often are left to the other cues
    ("film-makers Ann Cole and Tom Vale")."""
    if listed is root or is_first_name(root.left_edge.text):
        return []
    doc, start = root.doc, listed.left_edge.i
    nouns = [c for c in listed.children if c.dep_ == "compound" and c.i < listed.i]
    nouns += [doc[start - 1]] if start else []
    nouns += [listed.head] if listed.dep_ == "appos" else []
    return [n for n in nouns if n.tag_ == "NNS" and n.lemma_.lower().split("-")[-1] not in PERSONAL_KINDS]

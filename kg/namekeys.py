"""Comparing names: the keys and variant tests that coreference and resolution weigh.

Pure string functions, no records: a name's folded key (case, dots, hyphens, "the",
possessives, spelling variants), a person's (given name, surname) key, the initials a
name can be abbreviated to, and whether two names are one typo apart.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from itertools import product
from rapidfuzz.distance import OSA, Hamming

from kg.lexicon.names import (ACRONYM_SKIP, CLUB_DESIGNATOR_WORDS, CLUB_DESIGNATORS, COMPANY_SUFFIXES, COMPASS_WORDS,
                              DISTRICT_CODES, FIRM_FORM_WORDS, INSERTED_WORDS, NAME_SUFFIXES, NOT_TEAM_PLURALS,
                              ORG_NOISE,
                              REORDERED_HEADS, SPELLINGS, TEAM_ENDINGS, UNWRITTEN_ENDING_LETTERS, WATER_WORDS)
from kg.lexicon.gazetteers import country_named
from kg.lexicon.people import PARTY_ADJECTIVES, PARTY_MEMBER_NOUNS, PARTY_NICKNAMES, PEERAGES
from kg.lexicon.tables import nicknames, state_abbreviations

#: Shortest folded name a one-edit typo may merge (shorter names differ by one letter on purpose).
TYPO_MIN_LENGTH = 6
#: Most small words ("of", "and", "&") whose letters an acronym may or may not count, each way tried.
OPTIONAL_LETTERS = 4

#: Letters of a name's first word clipped to stand for the whole name ("Fed"): longer starts are words.
CLIPPED_LENGTH = 3

#: Capitals, each perhaps after "&" ("KT&V") or one small word's lower-case letter ("DfES"), as an acronym is written.
_ACRONYM = re.compile(r"[A-Z](?:[A-Z]|&(?=[A-Z])|[a-z](?=[A-Z]))+")
#: Capitals each followed by a dot, as house styles write a country's initials ("U.A.E.").
_DOTTED = re.compile(r"(?:[A-Z]\.){2,}[A-Z]?")


def name_key(text: str) -> str:
    """Comparable form of a name: lower case, straight apostrophes, single spaces."""
    return " ".join(text.replace("’", "'").replace("‘", "'").lower().split())


@lru_cache(maxsize=1 << 16)
def _folded(name: str) -> tuple[str, ...]:
    text = unicodedata.normalize("NFKC", name_key(name)).replace("\u00ad", "")
    text = re.sub(r"'s\b|s'$|'", lambda m: "s" if m.group(0) == "s'" else "", text)
    text = re.sub(r"\b(\w)\.(?=\w\.)", r"\1", text).replace(".", " ")  # "u.s." -> "us", "k.c." -> "kc"
    # a plus sign closing a word names another thing ("Kestrel+", a service of Kestrel; "C++")
    words = re.findall(r"[\w&]+\+*", text.replace("-", " "))
    if len(words) > 1 and words[0] == "the":
        words = words[1:]
    if is_acronym(name):  # "FT" is an acronym, not "Ft." for "Fort"
        return tuple(words)
    return tuple(SPELLINGS.get(w, w) for w in words)


def fold_words(name: str) -> list[str]:
    """The words of a name with case, dots, hyphens, "the", possessives and spelling variants folded.

    "The K.C. Geological Survey's" -> ["kc", "geological", "survey"]; "SAP-Arena" -> ["sap", "arena"].
    Resolution folds the same few thousand names again and again: the folding is cached.
    """
    return list(_folded(name))


def fold(name: str) -> str:
    """The folded key of a name (see :func:`fold_words`): one string."""
    return " ".join(_folded(name))


def first_letters(name: str) -> str:
    """The first letter of each word of a name, lower case: what a name with shortened words keeps."""
    return "".join(word[0] for word in name_key(name).split())


def compact(name: str) -> str:
    """The folded key without spaces: spacing variants ("Fix It", "Fix-It", "Fixit") meet."""
    return fold(name).replace(" ", "")


def looks_plural(word: str) -> bool:
    """Whether a folded word has a plural's ending: "s", but not "ss" ("colts", "greens"; not "press")."""
    return word.endswith("s") and not word.endswith("ss")


def team_name(name: str) -> bool:
    """Whether a two-word name after a town is its team: a club's ending ("Leeds United") or a nickname in
    the plural ("Tulsa Colts"), not a unit's or a firm's word ("Leeds Studios", "Tulsa Motors") nor a party's
    members ("Kansas Democrats")."""
    last = name.split()[-1]
    word = fold(last)
    return word in TEAM_ENDINGS or (last[0].isupper() and looks_plural(word)
                                    and word not in NOT_TEAM_PLURALS and not is_party_word(word))


def party_stem(name: str) -> str:
    """The stem a party's name shares with its members' noun and its adjective, alone or in the plural:
    "Varnell Technocratic Party", "Varnell Technocrats", "Varnell Technocrat" -> "varnell technocrat"; "the Kestrel
    Greens" -> "kestrel green"; a party's nickname is its adjective ("Tories" -> "conservative")."""
    words = [PARTY_NICKNAMES.get(w, w) for w in fold_words(name)]
    if len(words) > 1 and words[-1] in ("party", "parties"):
        words = words[:-1]
    last = words[-1] if words else ""
    if last.endswith("ies"):  # "Varnellies", the plural of "Varnelly"
        last = last[:-3] + "y"
    elif looks_plural(last):
        last = last[:-1]
    return " ".join([*words[:-1], last.removesuffix("ic")])



def is_party_name(name: str) -> bool:
    """Whether a name is a party's full name, which its shorter forms may join: "X Party", or a party
    adjective's plural ending a name of two words or more ("Dunmore Liberal Democrats", "Kestrel Greens"); not
    any plural ("Norbank Holdings", "Dunmore Rangers"), which would join a firm's or a club's singular."""
    words = fold_words(name)
    return len(words) > 1 and (words[-1] == "party" or looks_plural(words[-1]) and is_party_word(words[-1]))


def is_party_word(word: str) -> bool:
    """Whether a word is a party adjective or its members' noun, alone or in the plural ("Liberal",
    "Liberals", "Greens"): the evidence a group's or a plural's name is a party's."""
    stem = party_stem(word)
    return stem in PARTY_STEMS or stem in PARTY_MEMBER_NOUNS


def is_short_party(name: str) -> bool:
    """Whether a name is a party's short form that is no adjective of another sense: a nickname of one or two
    words ("Tory", "the Tories", "Lib Dems") or a one-word name ("Labour")."""
    words = fold_words(name)
    return (0 < len(words) <= 2 and all(w in PARTY_NICKNAMES for w in words)
            or len(words) == 1 and party_stem(name) in PARTY_MEMBER_NOUNS)


def party_form(name: str, full: str) -> bool:
    """Whether a name is party ``full``'s members' noun or adjective, alone or in the plural: ``full`` is a party's
    full name and the name none, their stem is one and ends on a party adjective's ("Varnell Conservative" and
    "Varnell Conservatives" of "the Varnell Conservative Party"; not "Varnell" of "the Varnell Party")."""
    stem = party_stem(name)
    return (is_party_name(full) and not is_party_name(name) and stem == party_stem(full)
            and stem.rpartition(" ")[2] in PARTY_STEMS)


def org_words(name: str) -> list[str]:
    """An organisation's folded words without designators and inserted words ("Tulsa Sheriff's Office"),
    a club's designators ("Leeds City FC", "Leeds City Football Club") and a government body's head after
    its portfolio ("Department of Fisheries" as "Fisheries Department", "Kestrel Department of Fisheries" as
    "Kestrel Fisheries Department"), and a party's nickname as its formal adjective ("Tory Party")."""
    words = [PARTY_NICKNAMES.get(w, w) for w in fold_words(name)]
    head = next((i for i, w in enumerate(words[:-2]) if w in REORDERED_HEADS and words[i + 1] == "of"), None)
    if head is not None:
        words = [*words[:head], *words[head + 2:], words[head]]
    kept = [w for w in words if w not in ORG_NOISE]
    kept = [w for w in kept if w not in INSERTED_WORDS] if len(set(kept) - INSERTED_WORDS) >= 2 else kept
    if len(kept) > 2 and tuple(kept[-2:]) == CLUB_DESIGNATOR_WORDS:
        kept = kept[:-2]  # "Leeds City Football Club" is the club "Leeds City"
    return [w for w in kept if w not in CLUB_DESIGNATORS] or kept or words


def org_key(name: str) -> str:
    """Key of an organisation name, blind to designators, spelling and spacing variants."""
    return "".join(org_words(name))


def place_key(name: str) -> str:
    """Key of a place name, blind to spacing variants and to a sea's or an ocean's last word ("Mediterranean
    Sea" = "Mediterranean"); not a compass word's ("North Sea" is not "the North"); a country's by the name
    countryinfo gives its other spellings ("Holland" = "Netherlands", "Norge" = "Norway"), unless a state's code; a
    capital's without its district's code ("Tulsa DC" = "Tulsa")."""
    words = fold_words(country_place(name) or name)
    if len(words) == 2 and (words[-1] in WATER_WORDS and words[0] not in COMPASS_WORDS or words[-1] in DISTRICT_CODES):
        words = words[:1]
    return "".join(words)


def country_place(name: str) -> str | None:
    """The country's name a place's name spells otherwise (:func:`kg.lexicon.gazetteers.country_named`), its
    initials with dots too ("U.A.E." as "UAE"), or None; none for a state's code, which is also some country's
    ("IN", "ID")."""
    if fold(name) in state_abbreviations():
        return None
    return country_named(name) or (country_named(name.replace(".", "")) if _DOTTED.fullmatch(name) else None)


def initials(name: str) -> set[str]:
    """The acronyms a name can be written as: "K.C. Geological Survey" -> {"kcgs"}, "The Morning
    Ledger" -> {"ml", "tml"}, "Department for Trade and Industry" -> {"dti", "dfti", "dtai", "dftai"},
    "Kestrel & Dunmore" -> {"kd", "k&d"}.

    A word that is itself short and all capitals gives all its letters ("BT" is not "BBC Three"'s);
    each small word ("The", "of", "for", "&") before the last word may count or not ("TML", "DfES", "S&P"),
    up to :data:`OPTIONAL_LETTERS` of them (beyond that, all or none). A company's suffix after three words or
    more, or a country's code before two words or more, may count or not ("Kestrel Varnell Dunmore Oil Corp." ->
    "kvdo" too, "U.A.E. Department of Fisheries" -> "dof" too), in an acronym of three letters or more.
    """
    letters = []  # each word's letters, and whether the word is a small one an acronym may leave out
    for word in re.findall(r"[\w&.'-]+", name.replace("-", " ")):
        bare = word.replace(".", "").replace("'s", "")
        if not bare or not (bare[0].isalpha() or bare == "&"):
            continue
        short = len(bare) <= 3 and (bare.isupper() or "." in word.rstrip("."))  # "K.C.", not "Co."
        letters.append(((bare if short else bare[0]).lower(), bare.lower() in ACRONYM_SKIP))
    while letters and letters[-1][1]:  # a small word the tagger left at the end ("Kestrel and") is in no acronym
        letters.pop()
    optional = sum(small for _, small in letters)
    choices = product((False, True), repeat=optional) if optional <= OPTIONAL_LETTERS else ((False,) * optional,
                                                                                             (True,) * optional)
    found = set()
    for choice in choices:
        taken = iter(choice)
        found.add("".join(text for text, small in letters if not small or next(taken)))
    shorter = _without_optional_words(name.split())
    if shorter:
        found |= {a for a in initials(shorter) if len(a) >= 3}
    return {a for a in found if len(a) >= 2}


def _without_optional_words(words: list[str]) -> str:
    """A name without the words its acronym may leave out (:func:`initials`), or ``""`` if none."""
    if len(words) >= 4 and words[-1].lower().rstrip(".") in COMPANY_SUFFIXES:
        return " ".join(words[:-1]).rstrip(",")
    return without_country_code(" ".join(words))


def firm_stems(name: str) -> list[str]:
    """A firm's name without the words after it that only complete it, one by one down to two words: "Norbank
    Sachs" of "Norbank Sachs Group Inc.", "Wells Kestrel" of "Wells Kestrel & Co.", none of "Kestrel Life
    Investments" (a word of trade may name a unit of the firm)."""
    words, stems = name.split(), []
    while len(words) > 2 and words[-1].lower().strip(".,") in FIRM_FORM_WORDS:
        words = words[:-1]
        while len(words) > 2 and words[-1].lower() in ("&", "and"):
            words = words[:-1]
        stems.append(" ".join(words).rstrip(","))
    return stems


def without_country_code(name: str) -> str:
    """A name without a country's code written before two words or more of it ("U.A.E. Department of Fisheries"
    -> "Department of Fisheries"), or ``""`` if it has none."""
    words = name.split()
    code = words[0].replace(".", "") if words else ""
    return " ".join(words[1:]) if len(words) >= 3 and code.isupper() and country_named(code) else ""


def shortens(short: str, full: str) -> bool:
    """Whether ``short`` writes ``full`` with its words shortened, as headlines and sports pages do: word for
    word, each whole or clipped ("Lib" of "Liberal") or written with some of its letters in order from the
    first ("Utd" of "United"), a plural's "s" kept ("Dems" of "Democrats"); or, in one word, the first
    :data:`CLIPPED_LENGTH` letters of its first word alone ("Kes" of "Kestrel Reserve"). At least one word is
    shorter, and none written in capitals: that is an acronym ("LG Group" is no "Liggett Group")."""
    words, full_words = name_key(short).split(), name_key(full).split()
    if len(words) == 1 and len(full_words) >= 2:  # longer starts are words of their own ("Kenya" of "Kenyan X")
        return len(words[0]) == CLIPPED_LENGTH and full_words[0].startswith(words[0]) and words[0] != full_words[0]
    forms = [_word_form(word, full_word) for word, full_word in zip(words, full_words)]
    capitals = [len(word) > 1 and word.isupper() for word in short.split()]
    return (len(words) == len(full_words) >= 2 and all(forms) and "shortened" in forms
            and not any(form == "shortened" and caps for form, caps in zip(forms, capitals)))


def _word_form(word: str, full: str) -> str:
    """How ``word`` writes ``full``: "same" (or its singular: "Slam" of "Slams"), "shortened", or ""."""
    if word in (full, full[:-1] if full.endswith("s") else full):
        return "same"
    if word.endswith("s") and full.endswith("s"):
        word, full = word[:-1], full[:-1]
    letters = iter(full)
    return "shortened" if 2 <= len(word) < len(full) and word[0] == full[0] and all(c in letters for c in word) else ""


def is_acronym(name: str) -> bool:
    """Whether a name is written as an acronym: capitals, with or without dots ("USGS", "K.C."),
    perhaps with "&" ("S&P") or a small word's lower-case letter between them ("DfES")."""
    bare = name.replace(".", "").replace(" ", "")
    return 2 <= len(bare) <= 8 and _ACRONYM.fullmatch(bare) is not None


#: Fewest letters of an acronym that :func:`spells` may read loosely (two letters fit too many names).
LOOSE_ACRONYM_MIN = 3


def spells(acronym: str, name: str) -> bool:
    """Whether an acronym written in parentheses after a name may define it although it spells no initials of
    it: its letters in order among the name's, from the first letter of the name's first word that is not a
    small one ("Norbank Holdings (NBH)", "the Kestrel and Varnell Workers Union (KVW)", "Kestrel Mercantile
    Exchange (Kemex)"), perhaps with the initial of a legal ending the name is written without ("Kestrel
    Aeronautics (KAL)", of "Limited"); never a word that is no acronym's shape ("Norbank Holdings (norbank)") nor
    one of two letters."""
    if len(acronym) < LOOSE_ACRONYM_MIN or not (is_acronym(acronym) or is_styled_acronym(acronym)):
        return False
    words = re.findall(r"[^\W\d_]+", name.lower())
    while words and words[0] in ACRONYM_SKIP:
        words.pop(0)
    wanted = acronym.lower().replace(".", "").replace("&", "")
    if not words or wanted[:1] != words[0][:1]:
        return False
    forms = (wanted, wanted[:-1]) if wanted[-1] in UNWRITTEN_ENDING_LETTERS else (wanted,)
    return any(_in_order(form, "".join(words)) for form in forms)


def _in_order(letters: str, text: str) -> bool:
    """Whether ``letters`` occur in ``text`` in this order."""
    rest = iter(text)
    return all(c in rest for c in letters)


def is_styled_acronym(name: str) -> bool:
    """Whether a name may be an acronym written as a word, as house styles do ("Nato", "Acpo")."""
    return 3 <= len(name) <= 6 and name.isalpha() and name[0].isupper() and name[1:].islower()


def one_typo(a: str, b: str) -> bool:
    """Whether two folded names differ by one edit (a transposition counts as one), both long enough,
    with the same digits and plus signs: a number is no typo ("Radio 1" and "Radio 4", "Windows 2000" and
    "Windows 2003"), nor a plus ("Kestrel+", a service of Kestrel)."""
    return (a != b and min(len(a), len(b)) >= TYPO_MIN_LENGTH and _marks(a) == _marks(b)
            and OSA.distance(a, b, score_cutoff=1) <= 1)


def swapped_letters(a: str, b: str) -> bool:
    """Whether two words differ only by two neighbouring letters swapped ("Varakniov", "Varakinov"): one
    transposition, which changes two places."""
    return len(a) == len(b) and Hamming.distance(a, b) == 2 and OSA.distance(a, b, score_cutoff=1) == 1


def _marks(text: str) -> str:
    return "".join(c for c in text if c.isdigit() or c == "+")


def deletions(text: str) -> set[str]:
    """The text and every text one character shorter: two texts one edit apart share one."""
    return {text} | {text[:i] + text[i + 1:] for i in range(len(text))}


def without_peer_place(name: str) -> str:
    """A peer's name without the place of the title, which is no surname: "Lord Vale of Dunmore" -> "Lord Vale"."""
    words = name.split()
    if len(words) > 3 and words[0].lower() in PEERAGES and "of" in words[2:]:
        return " ".join(words[:words.index("of", 2)])
    return name


def person_words(name: str) -> list[str]:
    """A person's folded name words without generational suffixes or initials ("W. Mark Felt Sr." -> mark felt)."""
    words = [w for w in re.findall(r"[\w'-]+\.?", name_key(without_peer_place(name)).replace("’", "'"))
             if w.rstrip(".") not in NAME_SUFFIXES]
    named = [w for w in words if len(w.rstrip(".")) > 1]
    return [w.rstrip(".") for w in (named if named else words)]


def generation(name: str) -> str:
    """A person's generational suffix, folded ("Carl Mason Jr." -> "jr"), or "" for none."""
    last = name_key(name).split()[-1:]
    return last[0].rstrip(".,") if last and last[0].rstrip(".,") in NAME_SUFFIXES else ""


def person_key(name: str) -> tuple[str, ...]:
    """(formal first name, surname) of a full name, or (name,) for a single name."""
    words = person_words(name)
    if len(words) < 2:
        return tuple(words)
    return (nicknames().get(words[0], words[0]), words[-1])


def head_before_of(words: list[str]) -> str | None:
    """The word before a name's "of", which heads it ("ministry" of "ministry of fisheries"), or None; an
    opening "of" heads nothing."""
    return words[words.index("of", 1) - 1] if "of" in words[1:] else None


#: The stems of the party adjectives ("democratic" -> "democrat"): a party's members' noun or adjective ends on
#: one ("Varnell Conservatives", "Kestrel Socialist").
PARTY_STEMS = frozenset(party_stem(a) for a in PARTY_ADJECTIVES)

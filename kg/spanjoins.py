"""Names the tagger cut short or in two, joined: helpers of :mod:`kg.untagged` beside :mod:`kg.spans`.

"Norbank Bank" + "and Trust", "the Fraser of" + "Kestrel Institute", "the UN Office" + "for" + "Kestrel
Affairs", a maker's name and its product, a firm's name and its country's unit.
"""

from __future__ import annotations

from collections.abc import Container

from lemminflect import getAllLemmas
from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import is_first_name, is_place_name, names_a_people
from kg.lexicon.names import AND_NAME_HEADS, BODY_HEADS, CAMPUS_HEADS, NAME_PARTICLES, REMIT_PREPOSITIONS, SHORT_HEADS
from kg.lexicon.people import NATIONALITY_NOUNS
from kg.namekeys import head_before_of
from kg.spans import common_noun, firm_of_country, of_remit, remit_word
from kg.titlewords import is_title_word

#: Words before "and" that end a name of their own ("Varnell Association and Building Society": two names).
_AND_STOPS = AND_NAME_HEADS | SHORT_HEADS


def join_split_names(ents: list[Span]) -> list[Span]:
    """Join a name the tagger cut short or in two:

    - over "and" and capitalised words ending in a common noun, after a name of two words or more whose
      last word is a common noun too: "Norbank Bank" + "and Trust", "Kestrel Information" + "and Alert
      System" (not before a noun: "the World Bank and Treasury officials");
    - back over "of" to the untagged name after "the": "the Fraser of" + "Kestrel Institute";
    - over "for" (and "the") from a body's head to the name of its remit: "the UN Office" + "for" +
      "the Coordination of Humanitarian Affairs", "Economic Commission" + "for" + "Africa";
    - over a remit that lists capitalised words: "Department for Culture" + ", " + "Media" + " and " + "Sport",
      "Kestrel Group" + "on Betting and Gaming" (:func:`_remit_list_end`);
    - over "and" from a body's name of a place to a second place: "Law Society of Leeds" + "and" + "Tulsa";
    - over "at" from a school's name to its campus's place: "University of Kestrel" + "at" + "Varnell";
    - a place's name and "and" before a body's name whose head it modifies: "the Leeds" + "and" + "Wichita
      Institute" (:func:`_places_and_body`);
    - over the plural noun of a body's members after "of" and an adjective: "Association of Irish" + "insurers";
    - a maker's one-word name and the product right after it are the product's name: "Norbank" + "Zephyr 2";
    - a firm's one-word name and a country's right after it are the firm's unit: "Safcom" + "Kenya";
    - a firm's name and a one-word person's right after it that it modifies are one firm: "Norbank" +
      "Vale" (two founders' names, the second read as a surname);
    - a person's name goes on over the particles of a surname: "Tom van" + "der" + "Vale" (:func:`_particle_end`);
    - a one-word person's name opens on the untagged first name before it: "Tom" + "Vale" (:func:`_first_name_start`);
    - a first name tagged alone goes on over the untagged surname it modifies: "Tom" + "Vale" (:func:`_surname_after`);
    - over "and" between plain capitalised words up to a body's head: "Public" + "and" + "Commercial Services
      Union", "Kestrel Elevator and" + "Building Systems" (:func:`_and_words`).

    Its lines are one branch per kind of cut, each with its own helper.
    """
    ents = sorted(ents, key=lambda e: e.start)
    tagged = {i for e in ents for i in range(e.start, e.end)}
    out: list[Span] = []
    for n, ent in enumerate(ents):
        if out and ent.start < out[-1].end:
            continue  # joined to the name before it
        after = ents[n + 1] if n + 1 < len(ents) else None
        if (listed := _remit_list_end(ent, ents[n + 1:])) is not None:
            ent = Span(ent.doc, ent.start, listed, label="ORG")
        elif (ent.label_ in ("ORG", "GPE", "PERSON") and len(ent) == 1 and after is not None
                and after.label_ == "PRODUCT" and after.start == ent.end):
            ent = Span(ent.doc, ent.start, after.end, label="PRODUCT")
        elif _places_and_body(ent, after):
            ent = Span(ent.doc, ent.start, after.end, label="ORG")
        elif _members_after_of(ent, tagged):
            ent = Span(ent.doc, ent.start, ent.end + 1, label=ent.label_)
        elif (ent.label_ in ("ORG", "GPE") and len(ent) == 1 and after is not None and after.start == ent.end
              and firm_of_country(ent[0], after)  # "Telecom" + "Tanzania", each tagged a place
              or ent.label_ == "ORG" and _firm_and_surname(ent, after)):
            ent = Span(ent.doc, ent.start, after.end, label="ORG")
        elif ent.label_ == "PERSON" and (end := _particle_end(ent, after, tagged)) is not None:
            ent = Span(ent.doc, ent.start, end, label="PERSON")
        elif ent.label_ == "PERSON" and _first_name_start(ent, tagged):
            ent = Span(ent.doc, ent.start - 1, ent.end, label="PERSON")
        elif ent.label_ == "PERSON" and _surname_after(ent, tagged):
            ent = Span(ent.doc, ent.start, ent.end + 1, label="PERSON")
        elif (joined := _and_words(ent, after, tagged)) is not None:
            ent = Span(ent.doc, *joined, label="ORG")
        elif ent.label_ == "ORG":
            remit = _remit(ent, after) or _and_place(ent, after) or _campus(ent, after)
            ent = Span(ent.doc, _of_start(ent, tagged), remit or _and_end(ent, tagged), label="ORG")
        out.append(ent)
    return out


def _places_and_body(ent: Span, after: Span | None) -> bool:
    """Whether a place's name, "and" and a body's name after it are one body's name: "the Leeds" + "and" +
    "Wichita Institute", the place read as a modifier of the body's head (not "Kenya and Norbank Group", nor
    the plural "Leeds and Wichita Councils", two bodies)."""
    doc, i = ent.doc, ent.end
    if (ent.label_ not in ("GPE", "LOC") or after is None or after.label_ != "ORG" or after.start != i + 1
            or doc[i].lower_ != "and"):
        return False
    head = after[-1]
    return (head.lower_ in AND_NAME_HEADS and head.tag_ != "NNPS" and after.start <= ent[-1].head.i < after.end
            and is_place_name(after[0].text) and (after.end >= len(doc) or not doc[after.end].is_title))


def _members_after_of(ent: Span, tagged: set[int]) -> bool:
    """Whether a body's name cut after "of" and an adjective goes on over the plural noun in lower case that the
    adjective modifies: "the Association of Irish" + "insurers" (its members, written in lower case)."""
    doc, i = ent.doc, ent.end
    return (ent.label_ == "ORG" and len(ent) > 2 and ent[-2].lower_ == "of" and ent[-1].pos_ == "ADJ"
            and i < len(doc) and i not in tagged and ent[-1].head.i == i and doc[i].tag_ == "NNS"
            and doc[i].is_lower and ent[0].lower_ in BODY_HEADS)


def _capitalised_run(doc: Doc, i: int, tagged: Container[int], *, back: bool = False) -> int:
    """Where the capitalised words next to index ``i`` that are not ``tagged`` end: the index after the last of
    those from ``i`` on, or with ``back`` the index of the first of those before ``i``; ``i`` when there are none."""
    step, k = (-1, i - 1) if back else (1, i)
    while 0 <= k < len(doc) and k not in tagged and doc[k].is_title and doc[k].is_alpha:
        k += step
    return k + 1 if back else k


def _and_end(ent: Span, tagged: set[int]) -> int:
    doc, i = ent.doc, ent.end
    if len(ent) < 2 or i + 1 >= len(doc) or doc[i].lower_ != "and" or not common_noun(ent[-1]):
        return ent.end
    j = _capitalised_run(doc, i + 1, tagged)
    after = doc[j] if j < len(doc) else None
    if j == i + 1 or not common_noun(doc[j - 1]) or after is not None and (
            after.like_num or after.pos_ in ("NOUN", "PROPN", "ADJ", "NUM") or after.is_title):
        return ent.end
    return j


def _of_start(ent: Span, tagged: set[int]) -> int:
    doc, i = ent.doc, ent.start
    if i < 3 or doc[i - 1].lower_ != "of":
        return ent.start
    j = i - 1
    while j > 0 and j - 1 not in tagged and doc[j - 1].pos_ == "PROPN" and doc[j - 1].is_title \
            and not is_title_word(doc[j - 1]):
        j -= 1
    return j if j < i - 1 and j > 0 and doc[j - 1].lower_ == "the" else ent.start


def _remit(ent: Span, after: Span | None) -> int | None:
    """The end of a body's name over "for", "on" or "of" (:func:`of_remit`) and its remit's name or its place,
    tagged apart: "Economic Commission" + "for" + "Africa", "Kestrel Council" + "on" + "American-Islamic
    Relations", "Kestrel Court" + "of" + "Kenya", "Kestrel Council" + "of" + "Varnell Churches" (not "of the"
    and a body's name), "Kestrel Coalition" + "for the" + "Homeless" (a group of people's word, unless a
    capitalised word goes on: "for" + "Jewish" + "Research")."""
    doc, i = ent.doc, ent.end
    if (after is None or ent[-1].lower_ not in BODY_HEADS or i + 1 >= len(doc)
            or doc[i].lower_ not in ("for", "on") and not of_remit(ent)):
        return None
    starts = (i + 1, i + 2) if doc[i + 1].lower_ == "the" else (i + 1,)
    if after.start not in starts:
        return None
    if after.label_ in ("NORP", "PARTY"):  # the tagger's group of people, read as a party
        return after.end if after.end >= len(doc) or not doc[after.end].is_title else None
    # a body after "of the" is the parent of a unit ("Kestrel College" of "the City University of Tulsa")
    kinds = ("GPE", "LOC") if doc[i].lower_ == "of" and after.start > i + 1 else ("ORG", "GPE", "LOC")
    return after.end if after.label_ in kinds else None


def _remit_list_end(ent: Span, later: list[Span]) -> int | None:
    """The end of a body's name whose remit lists capitalised words the tagger cut off or named apart:
    "Department for Culture" + ", Media and Sport", "Kestrel Group" + "on Betting and Gaming"; None unless
    "and" closes the list and no person's name is in it ("the Committee on Ethics, Tom Vale and Ann Cole")."""
    doc = ent.doc
    heads = [t for t in ent if t.lower_ in REMIT_PREPOSITIONS and t.i > ent.start
             and doc[t.i - 1].lower_ in BODY_HEADS]
    if ent.label_ not in ("ORG", "FAC") or not (heads or ent[-1].lower_ in BODY_HEADS):
        return None
    i = ent.end + 1 if not heads and ent.end < len(doc) and doc[ent.end].lower_ in REMIT_PREPOSITIONS else ent.end
    if i == ent.end and not heads:
        return None
    words, joined = int(i == ent.end and ent[-1].is_title), False
    while i < len(doc):
        if doc[i].is_alpha and remit_word(doc[i]):  # not "of Kenya and Norbank"
            words += 1
        elif doc[i].lower_ in (",", "and") and words and i + 1 < len(doc) and doc[i + 1].is_title:
            joined |= doc[i].lower_ == "and"
        else:
            break
        i += 1
    follower = doc[i] if i < len(doc) else None
    if not joined or follower is not None and follower.pos_ in ("NOUN", "PROPN") and not is_title_word(follower):
        return None
    inside = [e for e in later if e.start < i]
    if any(e.label_ == "PERSON" or e.end > i for e in inside) or any(is_first_name(t.text) for t in doc[ent.end:i]):
        return None
    return i


def _and_place(ent: Span, after: Span | None) -> int | None:
    """The end of "Law Society of Kenya" + "and Ghana": a body's name of a place goes on over "and" and a
    second place that the tagger named apart (not "the Bank of Leeds and Norbank")."""
    doc, i = ent.doc, ent.end
    if (after is None or len(ent) < 3 or ent[-2].lower_ != "of" or after.start != i + 1 or doc[i].lower_ != "and"
            or not is_place_name(ent[-1].text) or not is_place_name(after.text)):
        return None
    return after.end if after.end >= len(doc) or not doc[after.end].is_title else None


def _campus(ent: Span, after: Span | None) -> int | None:
    """The end of "University of Kestrel" + "at Varnell": a school's name goes on over "at" and the place of
    its campus, tagged a place or a known place's untagged name (not "at Varnell Hall", a place's name going
    on, nor "at Norbank")."""
    doc, i = ent.doc, ent.end + 1
    if i >= len(doc) or doc[i - 1].lower_ != "at" or not CAMPUS_HEADS.intersection(t.lower_ for t in ent):
        return None
    if after is not None and after.start == i:
        end = after.end if after.label_ in ("GPE", "LOC") else i
    else:
        end = _capitalised_run(doc, i, {t.i for t in doc if t.ent_type_})
        end = end if is_place_name(doc[i:end].text) else i
    return end if end > i and (end >= len(doc) or not doc[end].is_title) else None


def _firm_and_surname(ent: Span, after: Span | None) -> bool:
    """Whether a one-word person's name right after a firm's, which modifies it, ends the firm's name:
    "Norbank Vale" is one firm named after two founders, no person ("Vale" alone is no one's full name)."""
    return (after is not None and after.label_ == "PERSON" and len(after) == 1 and after.start == ent.end
            and after[0].is_title and ent[-1].dep_ == "compound" and ent[-1].head.i == after.start)


def _particle_end(ent: Span, after: Span | None, tagged: set[int]) -> int | None:
    """The end of a person's name cut at the particles of a surname ("Tom van" + "der" + "Vale" tagged a
    place, or "Tom" + "van der Vale" untagged): the particles and the capitalised words after them, the
    next name whole; None when no particle follows a first name and precedes a capitalised word."""
    doc, i = ent.doc, ent.end
    while i < len(doc) and doc[i].is_lower and doc[i].lower_ in NAME_PARTICLES - {"of"}:
        i += 1
    k = ent.end
    while k > ent.start + 1 and ent[k - ent.start - 1].is_lower and ent[k - ent.start - 1].lower_ in NAME_PARTICLES:
        k -= 1
    if (i == ent.end and k == ent.end) or i >= len(doc) or not doc[i].is_title or not is_first_name(ent[0].text):
        return None
    if after is not None and after.start == i:
        return after.end
    end = _capitalised_run(doc, i, tagged)
    return end if end > i else None


def _first_name_start(ent: Span, tagged: set[int]) -> bool:
    """Whether a person's name is a surname the tagger cut from the untagged first name before it that
    modifies it ("Tom" + "Vale said", most often at a sentence's start): a first name of gender-guesser's before a
    one-word name, or at a sentence's start before a name of any length a first name or, before an English word, any
    proper noun in Latin letters that is no English word of any kind ("Ironically"), no place's name and no people's
    ("Dovan Vale said", "Dovan Vale Rail Maintenance faces"; not a page in another language: "Dieses Jahr sind");
    no word of a title ("Judge" is a first name too) and no word of a longer name before it ("Kestrel Tom Vale")."""
    doc, i = ent.doc, ent.start - 1
    if i < 0 or i in tagged:
        return False
    first = doc[i]
    before = doc[i - 1] if i else None
    known = is_first_name(first.text)
    unknown = first.is_alpha and first.text.isascii() and _english_after(ent) and not (
        getAllLemmas(first.lower_) or is_place_name(first.text)
        or names_a_people(first.text, also=NATIONALITY_NOUNS))
    opening = first.is_sent_start and (known or unknown)
    named = len(ent) == 1 and known or opening
    return (first.pos_ == "PROPN" and first.is_title and first.dep_ == "compound"
            and ent.start <= first.head.i < ent.end and named and not is_title_word(first)
            and (before is None or not (before.is_title and before.is_alpha and not before.is_sent_start)))


def _english_after(ent: Span) -> bool:
    """Whether an English word in lower case follows a name ("said"), which words of other languages do not."""
    after = ent.doc[ent.end] if ent.end < len(ent.doc) else None
    return after is not None and after.is_lower and after.is_alpha and bool(after.is_stop or getAllLemmas(after.lower_))


def _surname_after(ent: Span, tagged: set[int]) -> bool:
    """Whether a first name tagged alone is cut from the untagged surname right after it that it modifies ("Tom"
    + "Vale said", most often at a sentence's start): a proper noun that is no English word, no place's name, no
    word of a title and no word of a longer name ("Tom Vale Kestrel")."""
    doc, i = ent.doc, ent.end
    if len(ent) != 1 or i >= len(doc) or i in tagged or not is_first_name(ent[0].text):
        return False
    last = doc[i]
    return (ent[0].dep_ == "compound" and ent[0].head.i == i and last.pos_ == "PROPN" and last.is_title
            and last.is_alpha and not common_noun(last, adjective=True) and not is_place_name(last.text)
            and not is_title_word(last)
            and not (i + 1 < len(doc) and (doc[i + 1].is_title or doc[i + 1].text in ("-", "&"))))


def _plain_word(token: Token) -> bool:
    """Whether a capitalised word is an English noun or adjective, no one's or no place's name ("Public")."""
    return token.is_alpha and common_noun(token, adjective=True) and not is_place_name(token.text)


def _and_words(ent: Span, after: Span | None, tagged: set[int]) -> tuple[int, int] | None:
    """The bounds of one body's name over "and" between plain capitalised words, the tagger's organisation
    on one side and untagged capitalised words or a second organisation on the other: "Public" + "and" +
    "Commercial Services Union", "Kestrel Elevator (and)" + "Building Systems" (the tagger may keep "and"),
    "Dunmore College of Further" + "and Higher Education"; the name ends in a body's head or has one before
    "of" (then with untagged words after "and": not "Department of Health" + "and" + "State University of
    Kestrel"). None for two names ("Norbank and Safcom Group", "Varnell Association and Building Society")
    or when a capitalised word goes on.
    """
    doc = ent.doc
    if ent.label_ != "ORG":
        return None
    and_end = ent.end - (len(ent) > 1 and ent[-1].lower_ == "and")  # the tagger's "Kestrel Elevator and"
    if and_end + 1 < len(doc) and doc[and_end].lower_ == "and":  # the organisation before "and"
        start, i = ent.start, and_end
        end, of_head = i + 1, False
        if after is not None and after.start == end and after.label_ == "ORG":
            end = after.end
        else:  # untagged words after "and" may end a name headed before "of" ("College of Further and Higher ...")
            words = [t.lower_ for t in doc[start:i]]
            of_head = head_before_of(words) in BODY_HEADS
            end = _capitalised_run(doc, end, tagged)
    elif ent.start > 1 and doc[ent.start - 1].lower_ == "and" and ent.start - 2 not in tagged:  # after it
        i, end, of_head = ent.start - 1, ent.end, False
        start = _capitalised_run(doc, i, tagged, back=True)
    else:
        return None
    headed = of_head or doc[end - 1].lower_ in AND_NAME_HEADS
    if (start == i or end == i + 1 or not headed or not _plain_word(doc[i - 1]) or not _plain_word(doc[i + 1])
            or doc[i - 1].lower_ in _AND_STOPS or end < len(doc) and doc[end].is_title):
        return None
    return start, end

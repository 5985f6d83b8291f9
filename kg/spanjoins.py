"""Names the tagger cut short or in two, joined: helpers of :mod:`kg.untagged` beside :mod:`kg.spans`.

"Norbank Bank" + "and Trust", "the Fraser of" + "Kestrel Institute", "the UN Office" + "for" + "Kestrel
Affairs", a maker's name and its product, a firm's name and its country's unit.
"""

from __future__ import annotations

from spacy.tokens import Span

from kg.lexicon.gazetteers import is_first_name, is_place_name
from kg.lexicon.names import NAME_PARTICLES, OF_HEADS
from kg.spans import common_noun, firm_of_country, is_title_word


def join_split_names(ents: list[Span]) -> list[Span]:
    """Join a name the tagger cut short or in two:

    - over "and" and capitalised words ending in a common noun, after a name of two words or more whose
      last word is a common noun too: "Norbank Bank" + "and Trust", "Kestrel Information" + "and Alert
      System" (not before a noun: "the World Bank and Treasury officials");
    - back over "of" to the untagged name after "the": "the Fraser of" + "Kestrel Institute";
    - over "for" (and "the") from a body's head to the name of its remit: "the UN Office" + "for" +
      "the Coordination of Humanitarian Affairs", "Economic Commission" + "for" + "Africa";
    - over "and" from a body's name of a place to a second place: "Law Society of Leeds" + "and" + "Tulsa";
    - a maker's one-word name and the product right after it are the product's name: "Norbank" + "Zephyr 2";
    - a firm's one-word name and a country's right after it are the firm's unit: "Safcom" + "Kenya";
    - a firm's name and a one-word person's right after it that it modifies are one firm: "Norbank" +
      "Vale" (two founders' names, the second read as a surname);
    - a person's name goes on over the particles of a surname: "Tom van" + "der" + "Vale" (:func:`_particle_end`).
    """
    ents = sorted(ents, key=lambda e: e.start)
    tagged = {i for e in ents for i in range(e.start, e.end)}
    out: list[Span] = []
    absorbed = -1
    for n, ent in enumerate(ents):
        if n == absorbed:
            continue
        after = ents[n + 1] if n + 1 < len(ents) else None
        if (ent.label_ in ("ORG", "GPE", "PERSON") and len(ent) == 1 and after is not None
                and after.label_ == "PRODUCT" and after.start == ent.end):
            absorbed, ent = n + 1, Span(ent.doc, ent.start, after.end, label="PRODUCT")
        elif (ent.label_ in ("ORG", "GPE") and len(ent) == 1 and after is not None and after.start == ent.end
              and firm_of_country(ent[0], after)  # "Telecom" + "Tanzania", each tagged a place
              or ent.label_ == "ORG" and _firm_and_surname(ent, after)):
            absorbed, ent = n + 1, Span(ent.doc, ent.start, after.end, label="ORG")
        elif ent.label_ == "PERSON" and (end := _particle_end(ent, after, tagged)) is not None:
            absorbed = n + 1 if after is not None and after.start < end else absorbed
            ent = Span(ent.doc, ent.start, end, label="PERSON")
        elif ent.label_ == "ORG":
            remit = _remit(ent, after) or _and_place(ent, after)
            absorbed = n + 1 if remit else absorbed
            ent = Span(ent.doc, _of_start(ent, tagged), remit or _and_end(ent, tagged), label="ORG")
        out.append(ent)
    return out


def _and_end(ent: Span, tagged: set[int]) -> int:
    doc, i = ent.doc, ent.end
    if len(ent) < 2 or i + 1 >= len(doc) or doc[i].lower_ != "and" or not common_noun(ent[-1]):
        return ent.end
    j = i + 1
    while j < len(doc) and j not in tagged and doc[j].is_alpha and doc[j].is_title:
        j += 1
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
    doc, i = ent.doc, ent.end
    if after is None or ent[-1].lower_ not in OF_HEADS or i + 1 >= len(doc) or doc[i].lower_ != "for":
        return None
    starts = (i + 1, i + 2) if doc[i + 1].lower_ == "the" else (i + 1,)
    return after.end if after.start in starts and after.label_ in ("ORG", "GPE", "LOC") else None


def _and_place(ent: Span, after: Span | None) -> int | None:
    """The end of "Law Society of Kenya" + "and Ghana": a body's name of a place goes on over "and" and a
    second place that the tagger named apart (not "the Bank of Leeds and Norbank")."""
    doc, i = ent.doc, ent.end
    if (after is None or len(ent) < 3 or ent[-2].lower_ != "of" or after.start != i + 1 or doc[i].lower_ != "and"
            or not is_place_name(ent[-1].text) or not is_place_name(after.text)):
        return None
    return after.end if after.end >= len(doc) or not doc[after.end].is_title else None


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
    end = i
    while end < len(doc) and end not in tagged and doc[end].is_title and doc[end].is_alpha:
        end += 1
    return end if end > i else None

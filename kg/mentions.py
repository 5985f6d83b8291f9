"""Stage 3: a parsed spaCy ``Doc`` to entity :class:`~kg.records.Mention` records.

The stock NER is corrected with general English-news patterns (word lists are the
module constants below):

* organisation names that end in a head word ("... Sheriff's Office", "... Police
  Department", "... High School", "... Sun-Sentinel"), found by the ruler
  :func:`kg.parse.add_mention_ruler` adds to the pipeline;
* titles split off person names and kept ("Brantwick Police Chief Ben Hart" ->
  "police chief"), titles mis-tagged as people repaired ("Dunmore Sheriff"), roles in
  apposition read as titles ("the union official, Ann Cole");
* types repaired from the name's own head word (places, facilities, events,
  organisations) or from its context (an age, a person noun in apposition, being killed
  or owning a home makes a person; a place noun in apposition or a hometown after an age
  makes a place; "Town, FL" names the state in full);
* names the stock NER cuts or misses: "University of X", "the Sahara desert", datelines
  ("BANGKOK, Thailand (AP)");
* spans cleaned: determiners, possessives, scores, line breaks, parentheses; names
  continued over a hyphen ("Miami-Dade"); lines in headline case keep only the names
  the body repeats (a document that is all headline keeps its names).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from kg.datelines import datelines, ends_dateline_town
from kg.lexicon.gazetteers import is_city_name, place_population
from kg.lexicon.grammar import KILLING_WORDS, MURDER_VERBS
from kg.lexicon.names import (
    ADDRESS_PARTS,
    BILL_HEADS,
    COMPANY_SUFFIXES,
    COMPASS_WORDS,
    EVENT_HEADS,
    FACILITY_HEADS,
    HOME_NOUNS,
    LAW_HEADS,
    LOWER_NAME_TAILS,
    LOWER_ORG_HEADS,
    ORG_HEADS,
    OF_HEADS,
    ORG_NOUNS,
    PLACE_HEADS,
    PLACE_OPENERS,
    PLACE_NOUNS,
    POSSESSIVE,
    TECH_ACRONYMS,
)
from kg.lexicon.people import (
    JOB_NOUNS,
    KILLER_NOUNS,
    PEOPLE_NOUNS,
    PORTFOLIO_BODIES,
    PORTFOLIO_TITLES,
    ROYAL_TITLES,
    SECOND_IN_COMMAND,
    TITLE_HEADS,
    TITLE_NOUN_MODIFIERS,
    TITLE_OWN_HEADS,
    TITLE_ORGANISATIONS,
    is_person_noun,
)
from kg.lexicon.tables import state_code, state_names
from kg.namekeys import head_before_of
from kg.nametitles import appositive_title, is_titled, split_person, title_before, without_nickname
from kg.parse import doc_text
from kg.records import EVENT, FACILITY, ORGANIZATION, PERSON, PLACE, PRODUCT, WORK, Mention, Sentence
from kg.spans import (
    is_title_word,
    name_after_prefix,
    national_body_end,
    party_prefix,
    portfolio_end,
    repair,
    with_parties,
)
from kg.spansplit import split_acronym, split_coordination
from kg.titlewords import adjective_before_title, glued_title, is_portfolio, past_opening, portfolio_title_at
from kg.untagged import lone_head, owned_heads, with_untagged

#: Head words of places and organisations.
_PLACE_OR_ORG_HEADS = PLACE_HEADS | ORG_HEADS
#: Head words and nouns of organisations.
_ORG_WORDS = ORG_HEADS | ORG_NOUNS
#: Head words and legal suffixes of organisations' names.
_ORG_HEADS_AND_SUFFIXES = ORG_HEADS | COMPANY_SUFFIXES

#: spaCy NER labels we keep, and our type for each.
LABEL_TYPES = {
    "EVENT": EVENT,
    "PERSON": PERSON,
    "ORG": ORGANIZATION,
    "GPE": PLACE,
    "LOC": PLACE,
    "FAC": FACILITY,
    "PARTY": ORGANIZATION,
    "PRODUCT": PRODUCT,
    "WORK_OF_ART": WORK,
    "LAW": WORK,
}


#: Parts of speech that open a quotation rather than a title ("Under New Labour, ...").
_NOT_TITLE_START = frozenset({"ADP", "ADV", "SCONJ", "CCONJ", "PRON", "INTJ"})

#: Share of title-case words above which a line is a headline, where NER is unreliable.
HEADLINE_TITLE_SHARE = 0.7
#: Words of the shortest line read as a paragraph of the body, not a by-line or a date line.
PARAGRAPH_WORDS = 8
_WORD = re.compile(r"[^\W\d_]{4,}")


def _after_place(span: Span) -> bool:
    """Whether the span follows "Place," ("Wichita, Kansas ...", "Wichita, KS"), a dateline's town too, which
    the tagger often reads as a person or a firm ("TULSA, N.M.")."""
    doc = span.doc
    return span.start >= 2 and doc[span.start - 1].text == "," and (
        doc[span.start - 2].ent_type_ in ("GPE", "LOC") or ends_dateline_town(doc, span.start - 2))


def _surname_of_person(span: Span) -> bool:
    """Whether a one-word span is the surname of a person the document names in full ("Tom Banks ... Banks")."""
    return len(span) == 1 and any(e.label_ == "PERSON" and len(e) > 1 and e[-1].text == span.text
                                  for e in span.doc.ents)


def _entity_type(span: Span, label: str) -> str | None:
    """The type a name's own words and the tagger's label give it; None for no name.

    It runs to 46 lines, as each test is one short check of the name's words, tried in order of precedence."""
    last = span[-1].lower_
    if len(span) == 1 and span[0].is_upper and last in TECH_ACRONYMS:
        return None  # "the CPU", "an HDMI port": a technical acronym is a common noun
    if label in ("ORG", "EVENT", "FAC", "GPE") and len(span) > 1 and last in EVENT_HEADS:
        return EVENT
    words = [t.lower_ for t in span]
    if len(span) > 1 and span[-1].like_num and words[-2].rstrip(".") in ADDRESS_PARTS:
        return None  # "Suite 350", "P.O. Box 12": a part of a postal address, not a place
    # "Ministry of Fisheries": its head is before "of", whatever ends it
    of_named = label == "ORG" and head_before_of(words) in OF_HEADS
    several = len(span) == 1 or any(t.lower_ in ("and", "&") for t in span.doc[max(span.start - 1, 0):span.end])
    if (last.endswith("s") and last[:-1] in ORG_HEADS and last not in ORG_HEADS and several and not of_named
            and not _surname_of_person(span)):
        return None  # "Police and Fire Departments": several organisations, none named whole (not "... Forces")
    if len(span) == 1 and state_code(last) and _after_place(span):
        return PLACE  # "Chisholm, Minn." whatever the tagger made of "Minn."
    if (label != "PERSON" and len(span) > 1 and span[0].lower_ in ROYAL_TITLES
            and (span[1].is_title or span[1].lower_ == "of") and last not in _PLACE_OR_ORG_HEADS):
        return PERSON  # "Prince Norodom Ranariddh", "Duchess of York" (not "Prince Edward Island")
    if label == "ORG" and last in LOWER_ORG_HEADS and span[-1].is_lower and _after_place(span):
        return PLACE  # "a Wichita, Kansas police officer": the state, not a police force
    if len(span) > 1 and last in FACILITY_HEADS:
        return FACILITY  # "Savannah River Plant", "Brushy Mountain Penitentiary"
    if label in ("PERSON", "GPE", "FAC", "ORG") and last in ORG_HEADS:
        return ORGANIZATION
    if label in ("PERSON", "ORG") and len(span) > 1 and (last in PLACE_HEADS or words[0].rstrip(".") in PLACE_OPENERS):
        return PLACE
    if of_named:
        return ORGANIZATION
    if label == "ORG" and last in TITLE_HEADS and not _implied_name(span) and national_body_end(span[:1]) != span.end:
        return None  # "School Resource Officer": a role, not an organisation
    if label == "ORG" and (_portfolio(span) or _portfolio_before_title(span) or adjective_before_title(span)):
        return None  # "Secretary of State", "Minister for Health", "Home Secretary", "Supreme Leader": a title
    if label in ("PERSON", "PRODUCT", "WORK_OF_ART", "FAC") and _team_name(span):
        return ORGANIZATION  # "the Bluejays", "Leeds Otters": a team or a band, not a person or a thing
    if label in ("ORG", "GPE") and len(span) > 1 and last in BILL_HEADS and span[-1].is_title:
        return WORK  # "the Kestrel Water Act", "the Leeds Trade Agreement": a law, not a body
    if label == "LAW" and last not in LAW_HEADS:
        return None  # "Rovers 24-10", "Section 7": the small tagger's LAW is mostly scores and clauses
    if label == "WORK_OF_ART" and span[0].pos_ in _NOT_TITLE_START:
        return None  # '"Like the Tories, ...': the start of a quotation, not a title
    return LABEL_TYPES.get(label)


def _team_name(span: Span) -> bool:
    """Whether a span is a plural proper name alone, after a known place or after "the": "Chargers", "Leeds
    Otters", "the Lib Dems" (a team, a band or a party; one person is never plural), whatever the tagger made of
    the plural when a bare apostrophe owns it ("the Kestrels' quarterback")."""
    last, before = span[-1], span.doc[span.start - 1] if span.start else None
    # after "the" only: "Hollins' goal" is a person's
    owned = (span.end < len(span.doc) and span.doc[span.end].text in ("'", "’") and last.lower_.endswith("s")
             and before is not None and before.lower_ == "the")
    if not (last.tag_ == "NNPS" or owned) or not last.is_title:
        return False
    after_the = before is not None and before.lower_ == "the" and all(t.pos_ == "PROPN" for t in span)
    return len(span) == 1 or place_population(span[:-1].text) > 0 or after_the  # not "the Palace of Fine Arts"


def _portfolio(span: Span) -> bool:
    """Whether a span is the portfolio of an office named before it: "(Secretary of) State", "(Minister
    for) Health"."""
    head = span.doc[span.start - 2] if span.start >= 2 else None
    return head is not None and head.lower_ in TITLE_HEADS and portfolio_end(head) >= span.end


def _portfolio_before_title(span: Span) -> bool:
    """Whether a span is the portfolio that opens a title: "Home (Secretary)", "Trade and Industry
    (Secretary)", "Rural Affairs (Minister)"; a portfolio that names a body on its own ("Treasury") is no such span."""
    doc = span.doc
    words = {t.lower_ for t in span} - {"and", "&"}
    return (span.end < len(doc) and (doc[span.end].lower_ in PORTFOLIO_TITLES
                                     or portfolio_title_at(doc, span.end) is not None)
            and is_portfolio(span) and not words <= PORTFOLIO_BODIES)


def _described_as_person(span: Span) -> bool:
    """A name followed by an age ("Marie Ferraro, 50,"), in apposition to a person noun
    ("Sohn, a businessman"; "his son and representative, Prince X"; "diver X"), the victim of a
    killing ("assassin of Lincoln") or owning a home ("Sohn's home") is a person's,
    whatever the tagger said."""
    doc = span.doc
    after = doc[span.end:span.end + 3]
    if len(after) == 3 and after[0].text == "," and after[1].like_num and after[2].text == ",":
        return after[1].text.isdigit() and 0 < int(after[1].text) < 120
    root, head = span.root, span.root.head

    def role(token: Token) -> bool:  # "the last Incan King of Peru, Atahualpa"
        return ((token.pos_ == "NOUN" or token.lower_ in TITLE_HEADS) and is_person_noun(token)
                and token.lemma_ not in _ORG_WORDS)

    def named_role(token: Token) -> bool:  # listed words only: "sponsor" or "opponent" may be a company or a country
        return token.lemma_.lower() in PEOPLE_NOUNS or token.lower_ in PEOPLE_NOUNS

    if root.dep_ == "appos" and head.i < span.start and named_role(head):
        return True
    before = doc[span.start - 1] if span.start else None
    # a plural describes a list of people, not one name alone ("analysts Quorvant Research": a firm); not a verb
    # the tagger read as a plural, which roots the sentence ("Dunmore Nights stars Ann Cole")
    alone = (before is not None and before.tag_ == "NNS" and before.dep_ != "ROOT" and root.dep_ != "conj"
             and not root.conjuncts)
    if before is not None and before.is_lower and not alone and (before.pos_ == "NOUN" and named_role(before)
                                                                 or before.lower_ in KILLER_NOUNS):
        return True  # "reporter Don Bolles", "Kennedy assassin Sirhan Sirhan" (however "assassin" was tagged)
    if root.dep_ == "pobj" and head.lower_ == "of" and head.head.lemma_ in KILLING_WORDS:
        return True
    if root.dep_ == "dobj" and head.lemma_ in MURDER_VERBS or root.dep_ == "poss" and head.lower_ in HOME_NOUNS:
        return True
    return any(c.dep_ == "appos" and c.i >= span.end and role(c) for c in root.children)


def _described_as_place(span: Span, label: str) -> bool:
    """A name in apposition to a place noun ("Yerevan, the capital of Armenia") or to a
    region of a place ("Tizi Ouzou, northern Algeria") or, when
    tagged an organisation, owning one ("Armenia's second-largest city") or after a
    company's "of" ("Acme Co. of Folsom") or a person's age ("X, 30, of Boothbay") is a place's."""
    root = span.root
    if root.dep_ == "poss" and label == "ORG" and root.head.lemma_ in PLACE_NOUNS:
        return True
    if (label == "ORG" and len(span) == 1 and root.dep_ == "pobj" and root.head.lower_ in ("of", "in")
            and root.head.head.lower_.rstrip(".") in COMPANY_SUFFIXES):
        return True  # "Avis Bourg Co. of Folsom", "Cox Packing Co. in Devine"
    before = [t.text for t in span.doc[max(span.start - 4, 0):span.start]]
    if (len(before) == 4 and before[0] == before[2] == "," and before[1].isdigit() and before[3] == "of"
            and not any(t.lower_.rstrip(".") in _ORG_HEADS_AND_SUFFIXES for t in span)):
        return True  # "Daniel Sullivan, 30, of Boothbay": the hometown after a person's age
    appositions = [c for c in root.children if c.dep_ == "appos" and c.i >= span.end]
    if root.dep_ == "appos" and root.head.i < span.start:
        appositions.append(root.head)
    # "Tizi Ouzou, northern Algeria": a place in a region of another place
    return any(t.pos_ == "NOUN" and t.lemma_ in PLACE_NOUNS or t.ent_type_ in ("GPE", "LOC") and any(
        c.lower_ in COMPASS_WORDS for c in t.children if c.dep_ == "amod") for t in appositions)


def _described_as_organisation(span: Span) -> bool:
    """A name that a company noun describes ("the chip maker Nvidia", "Acme, a Boston firm") or
    that someone's job is at ("an executive at Xstrata", "director of research at BT")."""
    root = span.root
    described = [c for c in root.children if c.dep_ == "compound" and c.i < span.start]
    described += [c for c in root.children if c.dep_ == "appos" and c.i >= span.end]
    if root.dep_ == "appos":
        described.append(root.head)  # "the chip maker Nvidia" parsed as an apposition
    if root.dep_ == "pobj" and root.head.lower_ == "at":
        job = root.head.head
        if job.dep_ == "pobj" and job.head.lower_ == "of":
            job = job.head.head  # "director of corporate responsibility at BT"
        if job.pos_ == "NOUN" and job.lemma_.lower() in JOB_NOUNS:
            return True
    return any(t.lemma_.lower() in ORG_NOUNS for t in described)


def _state_name(span: Span) -> str:
    """The full name of a state written as its code after a town ("Wichita, Kan.").

    A state that a big city also goes by is named "<state> State": its bare name in the same text is more often
    the city, which the state must not join.
    """
    key = state_code(span.text.lower())
    if not key or not _after_place(span):
        return ""
    name = state_names()[key]
    return f"{name} State" if is_city_name(name) else name


def _implied_name(span: Span) -> str:
    """Full name of an office named by its head ("Tulsa County Sheriff's deputies")."""
    if span[-1].lower_ == "sheriff" and span.end < len(span.doc) and span.doc[span.end].lower_ in POSSESSIVE:
        return TITLE_ORGANISATIONS["sheriff"].format(span[:-1].text)
    return ""


def _spans(doc: Doc) -> Iterator[tuple[Span, str, str, int]]:
    """Yield (name span, type, title, first title token) for each usable entity."""
    dates = datelines(doc)
    dated = {i for span in dates for i in range(span.start, span.end)}
    tagged = [e for e in with_parties(doc) if e.label_ in LABEL_TYPES and not dated.intersection(range(e.start, e.end))]
    ents = with_untagged(doc, tagged)
    claimed: set[int] = set()  # tokens taken by a title of the next person
    out: list[tuple[Span, str, str, int]] = [(span, PLACE, "", span.start) for span in dates]
    for ent in ents:
        for part in split_coordination(ent, names=ents):
            _read_entity(doc, part, out, claimed)
    yield from _unclaimed(doc, out, claimed)


def _repaired(ent: Span) -> Span | None:
    """A tagged entity repaired, without its first words when they say the title after it is a past one
    ("Former Tory chancellor X": the party is "Tory")."""
    span = repair(ent)
    if span is None:
        return None
    cut, glued = past_opening(span), glued_title(span)  # "House of Varnell Speaker, Ann Cole": the title is hers
    return Span(span.doc, span.start + cut, span.end - glued, label=span.label_) if cut or glued else span


def _after_prefix(span: Span, prefix: int, out: list) -> Span:
    """A person's name without the first words before it; a party's word among them ("Tory Ann Cole") is the
    party's name, added to ``out``."""
    if party_prefix(span):
        out.append((span[:prefix], ORGANIZATION, "", span.start))
    return span[prefix:]


def _read_entity(doc: Doc, ent: Span, out: list, claimed: set[int]) -> None:
    """Clean and type one tagged entity and add it to ``out`` as (span, type, title, first title
    token); a person's title is split off, and its tokens go into ``claimed``."""
    span = _repaired(ent)
    if span is None:
        return
    label = span.label_
    etype = _entity_type(span, label)
    if etype in (PERSON, ORGANIZATION) and (prefix := name_after_prefix(span)):  # "American Tom Vale"
        span, etype = _after_prefix(span, prefix, out), PERSON
    if etype in (PERSON, ORGANIZATION):
        acronym, span = split_acronym(span)
        if acronym is not None:  # "EADS Philippe Camus"
            out.append((acronym, ORGANIZATION, "", acronym.start))
            etype = PERSON
    if etype in (PERSON, ORGANIZATION) and _described_as_place(span, label):
        etype = PLACE
    if etype == PLACE and span[-1].is_lower and span[-1].lower_ not in LOWER_NAME_TAILS:
        span = doc[span.start:span.end - 1]
    if etype == PERSON:
        span = split_person(doc, span, out)
        if span is None or all(is_title_word(t) or not t.is_alpha for t in span):
            return
        title_start, title = title_before(doc, span.start)
        title_start = title_start if title else span.start
        claimed.update(range(title_start, span.start))
        out.append((span, etype, title, title_start))
    elif etype in (ORGANIZATION, PLACE, FACILITY) and _described_as_person(span):
        out.append((span, PERSON, "", span.start))
    elif etype in (PERSON, PLACE) and _described_as_organisation(span):
        out.append((span, ORGANIZATION, "", span.start))
    elif (etype is not None and len(span) == 1 and span.start > 0 and is_titled(doc[span.start - 1])
          # "Deputy Kenya Ambassador X": a place between a title and the rest of it
          and not (span.end < len(doc) and is_title_word(doc[span.end]))):
        # "Sheriff Vale" tagged as a place: a title makes it a person's name.
        title_start, title = title_before(doc, span.start)
        claimed.update(range(title_start, span.start))
        out.append((span, PERSON, title, title_start))
    elif etype is not None:
        out.append((span, etype, "", span.start))


def _unclaimed(doc: Doc, out: list, claimed: set[int]) -> Iterator[tuple[Span, str, str, int]]:
    """The spans of ``out`` without the tokens a person's title claimed ("Brantwick" of
    "Brantwick Police Chief X" stays a place; a span left empty is dropped)."""
    for span, etype, title, title_start in out:
        if etype != PERSON and claimed.intersection(range(span.start, span.end)):
            # "Brantwick Police" + "Chief", but no "Deputy Police" of "Deputy Police Chief X": a rank opens no name
            if (etype == ORGANIZATION and span[-1].lower_ in ORG_HEADS - TITLE_NOUN_MODIFIERS - TITLE_OWN_HEADS
                    and span[0].lower_ not in SECOND_IN_COMMAND):
                yield span, etype, title, title_start
                continue
            end = span.end
            while end > span.start and end - 1 in claimed:
                end -= 1
            if end == span.start:
                continue
            span = doc[span.start:end]
            etype = PLACE if etype == PERSON else etype
        yield span, etype, title, title_start


def heading_lines(text: str) -> list[tuple[int, int, str]]:
    """Character ranges of the lines in title case without a final stop, each with where it stands: ``head``
    before the first paragraph (the title and deck: "Police Reportedly Upset at Some Dunmore Deputies for Not
    Entering School"), ``tail`` after the last, without a number ("Email In Touch at"), ``sub`` between them (a
    subhead). Lines with numbers in the body are rows of a list or a table ("Aug. 3 - Tulsa, Okla. - Cain's
    Ballroom")."""
    lines, start = [], 0
    for line in text.split("\n"):
        words = _WORD.findall(line)
        stripped = line.rstrip()
        heading = (len(words) >= 3 and not stripped.endswith((".", "?", "!", '"', "”", ":"))
                   and sum(w[0].isupper() for w in words) >= HEADLINE_TITLE_SHARE * len(words))
        if stripped:
            paragraph = not heading and len(line.split()) >= PARAGRAPH_WORDS  # not a by-line or a date line
            lines.append((start, start + len(line), heading, paragraph, any(c.isdigit() for c in line)))
        start += len(line) + 1
    first = next((i for i, line in enumerate(lines) if line[3]), len(lines))
    last = next((i for i in range(len(lines) - 1, -1, -1) if lines[i][3] or lines[i][4]), -1)
    return [(a, b, "head" if i < first else "tail" if i > last else "sub")
            for i, (a, b, heading, *_) in enumerate(lines) if heading]


def _headline_lines(text: str) -> list[tuple[int, int]]:
    """Character ranges of the :func:`heading_lines` before the first paragraph or after the last, where tags are
    guesses: the tagger reads a subhead's names as well as the body's."""
    return [(a, b) for a, b, where in heading_lines(text) if where != "sub"]


def extract_mentions(doc: Doc, *, doc_id: str) -> tuple[Mention, ...]:
    """Entity mentions of one parsed document, in document order.

    Args:
        doc: A spaCy ``Doc`` parsed by a pipeline with :func:`kg.parse.add_mention_ruler`.
        doc_id: Id of the document, recorded in every mention.

    Returns:
        Named mentions with their sentence, title and character span. Mentions in
        headline-cased lines are kept only when the body names the same thing.
    """
    found = list(_spans(doc))
    owned = owned_heads((span.text, etype, span.start) for span, etype, *_ in found)  # "the League" of a story
    spans = [item for item in found if any(c.isupper() for c in item[0].text)  # "nikolas cruz" in a caption
             and not lone_head(item[0], owned)]  # "our Commission"
    headlines = _headline_lines(doc_text(doc))
    if len(headlines) == sum(1 for line in doc_text(doc).split("\n") if line.strip()):
        headlines = []  # a document that is all headline has no body to check its names against

    def in_headline(span: Span) -> bool:
        return any(a <= span.start_char < b for a, b in headlines)

    in_body = {span.text.lower() for span, *_ in spans if not in_headline(span)}
    mentions = []
    for span, etype, title, title_start in spans:
        if in_headline(span) and span.text.lower() not in in_body:
            continue
        if etype == PERSON and not title:
            title = appositive_title(span)
        titled = doc[title_start:span.end].text if title and title_start < span.start else ""
        implied = _implied_name(span) if etype == ORGANIZATION else ""
        mentions.append(Mention(
            doc_id=doc_id, start=span.start_char, end=span.end_char, text=span.text, type=etype,
            sentence=Sentence.of(doc_id, span.sent), title=title, titled=titled,
            name=implied or (_state_name(span) if etype == PLACE else without_nickname(span) if etype == PERSON
                             else ""), kind="implied" if implied else "name",
        ))
    return tuple(sorted(set(mentions)))

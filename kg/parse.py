"""Stage 2: load a spaCy pipeline (ours added to it) and parse documents in batches.

Ours is a ``SpanRuler`` after the statistical NER for organisation names that end
in a head word ("... Sheriff's Office", "... Police Department", "... High School",
"University of X"); :mod:`kg.mentions` reads the entities it leaves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache

import spacy
from lemminflect import getAllLemmas
from spacy.attrs import ORTH
from spacy.language import Language
from spacy.pipeline.span_ruler import prioritize_new_ents_filter
from spacy.tokens import Doc, Span, Token
from spacy.util import registry

from kg.lexicon.gazetteers import is_first_name
from kg.lexicon.names import (CLUB_DESIGNATORS, LEADER_GOVERNMENTS, LOWER_ORG_HEADS, NAME_ABBREVIATIONS, OF_HEADS,
                              ORG_HEADS, PLACE_BODY_HEADS, POSSESSIVE)
from kg.lexicon.people import (JOB_NOUNS, MEMBER_TITLES, PERFORMER_NOUNS, PORTFOLIO_WORDS, ROLE_NOUNS, TITLE_HEADS,
                               TITLE_MODIFIERS, TITLE_NOUNS)
from kg.records import Document, ModelNotFound
from kg.settings import DEFAULT_BATCH_SIZE, DEFAULT_MODEL

#: Longest text the models see at once. Their memory grows with the characters in a batch
#: (2.8 GB for one text of 865,000 characters); in pieces, a batch holds at most
#: ``batch_size * PIECE_CHARS`` characters (1.2 GB for the same text). Four times the mean
#: news article: 7 of 2,225 BBC articles are longer.
PIECE_CHARS = 10_000
_BREAKS = ("\n\n", "\n", ". ", " ")
#: Name of our organisation-name ruler in the spaCy pipeline.
RULER_NAME = "kg_org_ruler"
#: Registered name of the ruler's merge with the tagger's entities.
ORG_FILTER = "kg.keep_joined_names.v1"
LINE_BREAKS = "kg_line_breaks"
PLURAL_ROLES = "kg_plural_roles"
APPOSITIONS = "kg_missed_appositions"
#: Roles a plural of which the tagger may read as a verb ("managers").
_ROLE_WORDS = JOB_NOUNS | MEMBER_TITLES | TITLE_NOUNS | PERFORMER_NOUNS
#: What ends a sentence at the end of a line, before closing quotes and brackets.
_FINAL_PUNCTUATION = frozenset(".!?\u2026")
_CLOSING = "\"'\u201d\u2019)]"


def _start_sentence(doc: Doc, first: int) -> None:
    """Start a sentence at ``doc[first]`` that goes on to its first final punctuation or line break.

    Left to itself, the parser cuts a sentence started this way after a word or two
    ("SPRINGFIELD" / "," / "Ill. (AP) ...").
    """
    doc[first].is_sent_start = True
    for token in doc[first + 1:]:
        if "\n" in token.text or doc[token.i - 1].text in _FINAL_PUNCTUATION:
            break
        token.is_sent_start = False


@Language.component(LINE_BREAKS)
def line_breaks(doc: Doc) -> Doc:
    """A line with no final punctuation followed by a blank line, or by a line that opens with a capital
    or a number, ends its sentence.

    Headlines, datelines, bylines and list items are sentences of their own instead of
    being read as the subject of the next paragraph's first sentence; such a line that is a
    paragraph of its own is one sentence. Runs before the parser, which keeps the boundaries
    it is given.
    """
    line_start = 0  # first token of the current line when the line opens a paragraph, else None
    for token in doc[:-1]:
        if "\n" not in token.text:
            continue
        previous = doc[token.i - 1] if token.i else token
        unfinished = not previous.is_space and previous.text.rstrip(_CLOSING)[-1:] not in _FINAL_PUNCTUATION
        if token.is_space and token.text.count("\n") >= 2 and unfinished:
            if line_start is not None:  # a paragraph of one line: the line is one sentence
                _start_sentence(doc, line_start)
            _start_sentence(doc, token.i + 1)
        elif token.is_space and unfinished and (doc[token.i + 1].is_upper or doc[token.i + 1].text[:1].isupper()
                                                 or doc[token.i + 1].like_num):
            _start_sentence(doc, token.i + 1)  # a row of a list or a table: "June 7 - Tulsa, OK"
        line_start = token.i + 1 if token.text.count("\n") >= 2 else None
    return doc


@Language.component(PLURAL_ROLES)
def plural_roles(doc: Doc) -> Doc:
    """Tag as a plural noun a role the tagger read as a verb between a name and a person's name: "Safcom
    managers Tom Vale and Ann Cole", "Kestrel Bay stars X" (after a proper noun the small tagger takes
    "managers" for "manages"). Titles and roles are read from nouns."""
    for token in doc[1:-1]:
        singular = token.lower_.removesuffix("s")
        if (token.tag_ == "VBZ" and token.is_lower and singular in _ROLE_WORDS
                and doc[token.i - 1].pos_ == "PROPN" and doc[token.i + 1].pos_ == "PROPN"):
            token.tag_, token.pos_, token.lemma_ = "NNS", "NOUN", singular
    return doc


#: Words a noun phrase in apposition may hold before its head: "Kenya's fifth-largest reinsurance firm".
_NOUN_PHRASE_POS = frozenset(("DET", "ADJ", "ADV", "NOUN", "PROPN", "PART", "NUM", "PUNCT"))


def _missed_apposition(noun: Token) -> Token | None:
    """The name a common noun phrase between commas describes when the parser hung the phrase elsewhere
    ("a spokeswoman for Norbank, Kenya's largest lender, estimated ...", with "lender" read as the verb's
    subject), else None."""
    # the cheap tests first: this runs on every common noun of every document
    doc, first, after = noun.doc, noun.left_edge.i, noun.i + 1
    if noun.dep_ in ("appos", "compound", "amod", "poss", "conj") or first < 2 or after >= len(doc):
        return None
    name = doc[first - 2]
    if doc[first - 1].text != "," or doc[after].text != "," or name.pos_ != "PROPN" or name.dep_ == "compound":
        return None  # "In Kenya, farmers said": a phrase that goes on is a clause's subject
    if any(t.pos_ not in _NOUN_PHRASE_POS or t.text == "," for t in doc[first:noun.i]):
        return None
    sent = noun.sent
    if first < sent.start + 2 or after >= sent.end:
        return None
    if any(c.dep_ == "appos" for c in noun.children) or name.head.i == sent.start and name.head.pos_ == "ADP":
        return None  # "the chief, Tom Vale," and "In Leeds, the mayor, ..." are not the name's apposition
    return name


def _role_after_name(noun: Token) -> Token | None:
    """The person's name a role follows when the parser split "Ben Hart, Norbank senior vice president" into
    two appositions, the employer's name to the person's and the role to the employer's, else None."""
    name, first = noun.head, noun.left_edge.i
    if noun.dep_ != "appos" or noun.lower_ not in ROLE_NOUNS or name.pos_ != "PROPN" or name.dep_ != "appos":
        return None
    person = name.head
    return person if first == name.i + 1 and person.pos_ == "PROPN" and person.i < name.left_edge.i else None


def _name_after_role(noun: Token) -> tuple[Token, Token] | None:
    """The person's name a role's phrase runs into, and the head of the phrase's own name, when the parser hung
    the person's name on the role's preposition and the phrase's name on the person's ("Former U.S. ambassador
    to Kenya Tom Vale said", with "Kenya" compounded on "Vale"; the person's name opens with a first name), else
    None."""
    for prep in (c for c in noun.children if c.dep_ == "prep" and c.lower_ in ("to", "of", "for")):
        name = next((p for p in prep.children if p.dep_ == "pobj" and p.pos_ == "PROPN"), None)
        words = name.doc[prep.i + 1:name.i] if name is not None else ()
        first = max((t.i for t in words if is_first_name(t.text)), default=None)  # a place may be a name too
        if first is None or first == prep.i + 1 or any(t.pos_ != "PROPN" for t in words):
            continue
        owned = [t for t in name.doc[prep.i + 1:first] if t.head == name]
        if len(owned) == 1 and all(t.head.i < first or t.head == name for t in name.doc[prep.i + 1:first]):
            return name, owned[0]
    return None


@Language.component(APPOSITIONS)
def missed_appositions(doc: Doc) -> Doc:
    """Hang on a name, as its apposition, a noun phrase between commas after it that the small parser
    read as a clause's subject or object, and a role that it split from the name before it (the name then
    modifies the role): every reader of appositions (roles, titles, coreference) then reads it. Runs after
    the parser; a sentence keeps its boundaries (one root)."""
    for noun in doc:
        if noun.pos_ != "NOUN":
            continue
        if (name := _missed_apposition(noun)) is not None and noun not in name.ancestors:
            noun.head, noun.dep_ = name, "appos"
        elif (person := _role_after_name(noun)) is not None:
            employer = noun.head
            noun.head = person
            employer.head, employer.dep_ = noun, "compound"
        elif noun.lower_ in ROLE_NOUNS and (found := _name_after_role(noun)) is not None:
            name, owned = found  # the name heads the phrase, the role its compound, the role's own name its "to"
            owned.head, owned.dep_ = name.head, "pobj"
            name.head, name.dep_ = (name if noun.dep_ == "ROOT" else noun.head), noun.dep_
            noun.head, noun.dep_ = name, "compound"
    return doc


def doc_text(doc: Doc) -> str:
    """The document's text, joined once per document: spaCy's ``Doc.text`` joins every token on each
    call, and calling it per quotation made this stage half the time of a build."""
    text = doc.user_data.get("kg.text")
    if text is None:
        text = doc.user_data["kg.text"] = doc.text
    return text


def load_pipeline(model: str = DEFAULT_MODEL) -> Language:
    """Load an installed spaCy pipeline and add the mention layer to it.

    Args:
        model: Name or path of an installed pipeline with a parser and NER.

    Raises:
        ModelNotFound: If the pipeline is not installed (no download is attempted).
    """
    try:
        nlp = spacy.load(model)
    except OSError as err:
        raise ModelNotFound(f"spaCy pipeline {model!r} is not installed ({err.__class__.__name__})") from None
    for word in NAME_ABBREVIATIONS:  # one token with its period, as the tokenizer keeps "Corp." and "Mt."
        nlp.tokenizer.add_special_case(word, [{ORTH: word}])
    if LINE_BREAKS not in nlp.pipe_names:
        nlp.add_pipe(LINE_BREAKS, before="parser" if "parser" in nlp.pipe_names else None)
    if PLURAL_ROLES not in nlp.pipe_names:
        nlp.add_pipe(PLURAL_ROLES, after="lemmatizer" if "lemmatizer" in nlp.pipe_names else None)
    if APPOSITIONS not in nlp.pipe_names and "parser" in nlp.pipe_names:
        nlp.add_pipe(APPOSITIONS, after=PLURAL_ROLES)
    return add_mention_ruler(nlp)


@lru_cache(maxsize=4)
def pipeline(model: str = DEFAULT_MODEL) -> Language:
    """The loaded pipeline for ``model``, loaded once per process (workers included)."""
    return load_pipeline(model)


def split_text(text: str, *, size: int = PIECE_CHARS) -> list[str]:
    """Cut a text into consecutive pieces of at most ``size`` characters that join back into it.

    Each cut falls after the last paragraph break of the window, else the last line break,
    sentence end or space; a window with none of them is cut at ``size``.
    """
    pieces, start = [], 0
    while len(text) - start > size:
        window = text[start:start + size]
        cut = next((window.rfind(b) + len(b) for b in _BREAKS if window.rfind(b) > 0), size)
        pieces.append(text[start:start + cut])
        start += cut
    pieces.append(text[start:])
    return pieces


def parse(nlp: Language, documents: Iterable[Document], *, batch_size: int = DEFAULT_BATCH_SIZE,
          n_process: int = 1, piece_chars: int = PIECE_CHARS) -> Iterator[tuple[Document, Doc]]:
    """Parse documents with ``nlp.pipe``, streaming: one batch in memory at a time.

    A text longer than ``piece_chars`` is parsed in pieces (:func:`split_text`) joined back
    into one ``Doc`` whose text, and so every offset, is the document's.

    Yields:
        ``(document, doc)`` pairs in input order.
    """
    def pieces() -> Iterator[tuple[str, tuple[Document, bool]]]:
        for d in documents:
            parts = split_text(d.text, size=piece_chars)
            for n, part in enumerate(parts, start=1):
                yield part, (d, n == len(parts))

    parsed: list[Doc] = []
    for doc, (document, last) in nlp.pipe(pieces(), as_tuples=True, batch_size=batch_size, n_process=n_process):
        parsed.append(doc)
        if last:
            yield document, parsed[0] if len(parsed) == 1 else Doc.from_docs(parsed, ensure_whitespace=False)
            parsed = []


def _org_patterns() -> list[dict]:
    """The ruler's token patterns: capitalised words ending in an organisation's head word.

    Its lines are the shared token specs and one list entry per kind of name, each with its example.
    """
    lead = {"IS_TITLE": True, "IS_STOP": False}
    # Capitalised words, hyphens and ampersands inside a name ("Miami-Dade", "Procter & Gamble").
    inner = {"TEXT": {"REGEX": r"^(?:[A-Z][\w.'’]*|-|&)$"}, "OP": "*"}
    head = {"LOWER": {"IN": sorted(ORG_HEADS)}, "IS_TITLE": True}
    lower_head = {"LOWER": {"IN": sorted(LOWER_ORG_HEADS)}, "IS_LOWER": True}
    poss = {"LOWER": {"IN": sorted(POSSESSIVE)}}
    # After "of", capitalised words that are not a date, a person or a title ("Bank of Kenya Governor"); a
    # portfolio is a body's field, not a title's start ("Department of Health").
    not_title = TITLE_HEADS | TITLE_MODIFIERS - PORTFOLIO_WORDS
    of_name = {"IS_TITLE": True, "ENT_TYPE": {"NOT_IN": ["DATE", "TIME", "PERSON"]},
               "LOWER": {"NOT_IN": sorted(not_title)}}
    of_name_more = {**of_name, "OP": "*"}
    # Title words may sit inside such a name, not end it ("Association of Chief Police Officers"), nor may another
    # body's head ("Queens College of the City University").
    of_inner = {"IS_TITLE": True, "ENT_TYPE": {"NOT_IN": ["DATE", "TIME", "PERSON"]}, "OP": "*"}
    of_head = {"LOWER": {"IN": sorted(OF_HEADS)}, "IS_TITLE": True}
    no_body = {**of_name, "LOWER": {"NOT_IN": sorted(not_title | ORG_HEADS)}}
    the = {"LOWER": "the", "OP": "?"}  # "League of the Varnell Coast"
    place = {"ENT_TYPE": {"IN": ["GPE", "LOC"]}, "IS_TITLE": True, "OP": "+"}
    lower_noun = {"IS_LOWER": True, "POS": "NOUN", "OP": "*"}
    poss_opt = {**poss, "OP": "?"}
    # A lower-case head that heads no other noun ("council", not "council" in "Tulsa council members").
    body_head = {"LOWER": {"IN": sorted(PLACE_BODY_HEADS)}, "IS_LOWER": True, "POS": "NOUN",
                 "DEP": {"NOT_IN": ["compound"]}}

    return [
        {"label": "ORG", "pattern": [lead, inner, poss, inner, head]},
        {"label": "ORG", "pattern": [lead, inner, head]},
        # "Kestrel University of Nairobi", "Union of Varnell Forces", "Institute of Mathematics".
        {"label": "ORG", "pattern": [lead, inner, of_head, {"LOWER": "of"}, the, of_name, of_name_more]},
        {"label": "ORG", "pattern": [of_head, {"LOWER": "of"}, the, of_name, of_name_more]},
        {"label": "ORG", "pattern": [lead, inner, of_head, {"LOWER": "of"}, the, of_inner, no_body]},
        {"label": "ORG", "pattern": [of_head, {"LOWER": "of"}, the, of_inner, no_body]},
        # A second "of" ("University of the West of Scotland"), after words that name no body themselves (not
        # "Kestrel College of the City University of Tulsa"); not "and", which may start another body's name.
        {"label": "ORG", "pattern": [of_head, {"LOWER": "of"}, the, no_body, {**no_body, "OP": "*"}, {"LOWER": "of"},
                                     the, of_name, of_name_more]},
        # A court's district goes on with "of" only after its own name ("Southern District of Iowa").
        {"label": "ORG", "pattern": [lead, inner, {"LOWER": "district", "IS_TITLE": True}, {"LOWER": "of"}, the,
                                     of_name, of_name_more]},
        {"label": "ORG", "pattern": [lead, inner, lower_head]},
        # A tagged place and its body's lower-case name after "the" ("the Tulsa city council", "the Leeds school
        # board"), not a place's share of a trade ("Kansas box office") nor a firm's branch ("Norbank's Tulsa office").
        {"label": "ORG", "pattern": [{"LOWER": "the"}, place, lower_noun, poss_opt, body_head]},
        # A club's designator written in capitals ("Kestrel FC", "Dunmore Town AFC").
        {"label": "ORG", "pattern": [lead, inner, {"LOWER": {"IN": sorted(CLUB_DESIGNATORS)}, "IS_UPPER": True}]},
        # "the Vale administration": a government named after its leader, a person the tagger found.
        {"label": "ORG", "pattern": [{"ENT_TYPE": "PERSON", "IS_TITLE": True, "OP": "+"},
                                     {"LOWER": {"IN": sorted(LEADER_GOVERNMENTS)}, "IS_LOWER": True}]},
        # "the Dunmore County Sheriff's deputies": the office, named by its head.
        {"label": "ORG", "pattern": [lead, inner, {"LOWER": "sheriff"}, poss]},
    ]


@registry.misc(ORG_FILTER)
def make_org_filter() -> Callable[[Iterable[Span], Iterable[Span]], list[Span]]:
    """The ruler's merge of its names with the tagger's entities (see :func:`keep_joined_names`)."""
    return keep_joined_names


def keep_joined_names(entities: Iterable[Span], spans: Iterable[Span]) -> list[Span]:
    """The ruler's names over the tagger's entities, except where the tagger's organisation goes on
    before the ruler's over "and": "The Food and Drug Administration", "the Securities and Exchange
    Commission" stay whole (the ruler's words cannot cross "and"), where "Norbank and Safcom Group",
    "and" after a word with no English reading, and "X Department of Health and State University of
    Iowa", a whole name of its own after "and", are the ruler's to cut."""
    entities, spans = list(entities), list(spans)
    joined = [e for e in entities if e.label_ == "ORG" and any(
        s.end == e.end and e.start < s.start and "of" not in (t.lower_ for t in s)
        and _joins_words(e.doc[e.start:s.start]) for s in spans)]
    spans = [s for s in spans if not any(j.start <= s.start and s.end <= j.end for j in joined)]
    return prioritize_new_ents_filter(entities, spans)


def _joins_words(part: Span) -> bool:
    """Whether the words before a ruler's name end in "<English word> and" ("Food and", "Securities and")."""
    return any(t.lower_ == "and" and t.i > part.start and getAllLemmas(t.nbor(-1).lower_)
               for t in part[1:])


def add_mention_ruler(nlp: Language) -> Language:
    """Add the organisation-name ruler after the statistical NER (idempotent).

    Args:
        nlp: A pipeline with an ``ner`` component.

    Returns:
        The same pipeline.
    """
    if RULER_NAME not in nlp.pipe_names:
        where = {"after": "ner"} if "ner" in nlp.pipe_names else {}
        config = {"spans_key": None, "annotate_ents": True, "overwrite": False, "ents_filter": {"@misc": ORG_FILTER}}
        ruler = nlp.add_pipe("span_ruler", name=RULER_NAME, config=config, **where)
        ruler.add_patterns(_org_patterns())
    return nlp

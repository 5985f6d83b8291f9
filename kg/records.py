"""Frozen records that flow between the stages.

Every record carries its provenance by construction: a :class:`Mention` knows its
document, its sentence and its character span; a :class:`Relation` knows its
evidence mentions, its confidence and the rule or model that produced it.
Strings for export (labels, IRIs) are made only by the export stage.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# Coarse entity types used everywhere after the mention layer.
PERSON = "Person"
ORGANIZATION = "Organization"
PLACE = "Place"
FACILITY = "Facility"
EVENT = "Event"
PRODUCT = "Product"
WORK = "Work"
NORP = "Group"
ENTITY_TYPES = (PERSON, ORGANIZATION, PLACE, FACILITY, EVENT, PRODUCT, WORK, NORP)
#: A relation predicate: a lowerCamelCase ASCII local name of the ``kg:`` namespace.
_PREDICATE = re.compile(r"[a-z][A-Za-z0-9]*")


def is_predicate_name(name: str) -> bool:
    """Whether ``name`` can be a relation predicate (``employedBy``, ``confronted``)."""
    return _PREDICATE.fullmatch(name) is not None

# When a relation holds, as the sentence states it: "chief executive X" (current),
# "former chief executive X" (former), "X, who will become chief executive" (future).
CURRENT = "current"
FORMER = "former"
FUTURE = "future"
STATUSES = (CURRENT, FORMER, FUTURE)


@dataclass(frozen=True)
class Predicate:
    """A typed predicate: the entity types its arguments take and what CoNLL04 calls it.

    Attributes:
        subjects: Entity types a subject may have.
        objects: Entity types an object may have.
        conll: The CoNLL04 relation type it is scored as (``memberOf`` as Work_For: CoNLL04
            annotates members of a body as working for it); empty when CoNLL04 has none.
    """

    subjects: frozenset[str]
    objects: frozenset[str]
    conll: str = ""


#: The one table of typed predicates, with a fixed meaning in the ontology; every other
#: predicate is an open verb in the past tense ("confronted").
PREDICATES: dict[str, Predicate] = {
    # A country, a state or a city employs its officials: "Kenya's President X", "Ghana's trade minister X"; a
    # gathering its director or organiser ("the Kestrel festival director X").
    "employedBy": Predicate(frozenset({PERSON}), frozenset({ORGANIZATION, PLACE, EVENT}), "Work_For"),
    "leads": Predicate(frozenset({PERSON}), frozenset({ORGANIZATION, PLACE, EVENT}), "Work_For"),
    # A person's party, team or band; an organisation's parent, as a unit, a subsidiary or a division of it
    # ("Kestrel Labs, a unit of Norbank"), as schema:memberOf reads it and the annotators write it.
    "memberOf": Predicate(frozenset({PERSON, ORGANIZATION}), frozenset({ORGANIZATION}), "Work_For"),
    "basedIn": Predicate(frozenset({ORGANIZATION}), frozenset({PLACE}), "OrgBased_In"),
    # A place, a facility, or an event where it is held ("the Kestrel Summit in Leeds").
    "locatedIn": Predicate(frozenset({PLACE, FACILITY, EVENT}), frozenset({PLACE}), "Located_In"),
    "livesIn": Predicate(frozenset({PERSON}), frozenset({PLACE}), "Live_In"),
    "killed": Predicate(frozenset({PERSON}), frozenset({PERSON}), "Kill"),
}


@dataclass(frozen=True)
class Document:
    """One input document.

    Attributes:
        id: Stable id (file stem, JSONL ``id`` or a content hash).
        text: The full text that offsets refer to.
        source: Path of the file it came from (with ``:line`` for JSONL).
        title: Headline if known (the web page's, JSONL ``title`` or first line).
        url: Canonical URL if known (absolute http or https).
        date: Publication date if known, ISO ``YYYY-MM-DD``.
        authors: Names of the authors (bylines), if known.
        site: Name of the site or publisher, if known.
        language: Language code (``en``) if known.
    """

    id: str
    text: str
    source: str
    title: str = ""
    url: str = ""
    date: str = ""
    authors: tuple[str, ...] = ()
    site: str = ""
    language: str = ""


@dataclass(frozen=True)
class Problem:
    """A piece of input that was skipped (or read only after a repair), with the reason.

    Attributes:
        source: File (with ``:line`` for JSONL) or directory concerned.
        reason: Why, in a few words; ``str(problem)`` is the one warning line.
        skipped: False when the input was still read (a guessed encoding, a renamed id).
        duplicate_of: For a text seen before, the source of its first copy (a front end may
            count duplicates rather than list them).
    """

    source: str
    reason: str
    skipped: bool = True
    duplicate_of: str = ""

    def __str__(self) -> str:
        return f"{self.source}: {self.reason}"


class InputWarning(UserWarning):
    """A piece of input was skipped or repaired (:func:`kg.build` warns once per :class:`Problem`)."""


class ModelNotFound(RuntimeError):
    """The requested spaCy pipeline is not installed."""


class InputError(ValueError):
    """Input that cannot be used: a graph file that is missing or unreadable, a corpus with nothing to read."""


class NoDocuments(InputError):
    """No document of a corpus could be read (or every one failed): there is no graph to build."""

    def __init__(self, problems: tuple[Problem, ...]) -> None:
        self.problems = problems
        shown = "; ".join(map(str, problems[:3])) + (f"; and {len(problems) - 3} more" if len(problems) > 3 else "")
        super().__init__(f"no document could be read ({shown or 'no input given'})")


@dataclass(frozen=True, order=True)
class Sentence:
    """A sentence of a document, by character offsets, with its verbatim text."""

    doc_id: str
    start: int
    end: int
    text: str

    @classmethod
    def of(cls, doc_id: str, sent) -> Sentence:
        """The sentence of a spaCy sentence span (an item of ``doc.sents``, or ``span.sent``)."""
        return cls(doc_id, sent.start_char, sent.end_char, sent.text)


def overlaps(a, b) -> bool:
    """Whether two half-open spans (anything with ``start`` and ``end``: mentions, candidates) overlap."""
    return a.start < b.end and b.start < a.end


@dataclass(frozen=True, order=True)
class Mention:
    """A span of a document that names or refers to an entity.

    Attributes:
        doc_id: Document id.
        start: Character offset of the first character in the document.
        end: Character offset one past the last character.
        text: Verbatim surface text, ``document.text[start:end]``.
        type: One of :data:`ENTITY_TYPES`.
        sentence: The sentence containing the mention.
        kind: ``name``, ``pronoun``, ``nominal`` ("the sheriff") or ``implied`` (an
            organisation a title implies: "Dunmore deputy" -> "Dunmore Sheriff's Office").
        title: A job title found with the mention ("police chief"), lower case.
        titled: Verbatim text of title and name together ("Deputy Tom Vale").
        name: Canonical name when it differs from the surface text (an implied
            organisation's name, a state's name for its code: "KS" -> "Kansas").
    """

    doc_id: str
    start: int
    end: int
    text: str
    type: str
    sentence: Sentence = field(compare=False)
    kind: str = "name"
    title: str = ""
    titled: str = ""
    name: str = ""

    @property
    def label(self) -> str:
        """The name this mention contributes to its entity."""
        return self.name or self.text

    @property
    def named(self) -> bool:
        """Whether the mention writes a name (an implied organisation's too), not a pronoun or a nominal."""
        return self.kind not in ("pronoun", "nominal")


@dataclass(frozen=True)
class Chain:
    """Mentions of one entity inside one document (in-document coreference).

    Attributes:
        doc_id: Document id.
        name: The fullest name seen for the entity in the document.
        type: Entity type.
        mentions: Every mention, in document order; the first naming one first.
        titles: Job titles seen for the entity in this document.
        sense: Which sense of a town's name written in two senses in the document the chain holds (``team`` or
            ``town``, :mod:`kg.townsides`): resolution keeps its type; empty for any other chain.
    """

    doc_id: str
    name: str
    type: str
    mentions: tuple[Mention, ...]
    titles: tuple[str, ...] = ()
    sense: str = ""


def chain_titles(mentions: tuple[Mention, ...] | list[Mention]) -> tuple[str, ...]:
    """The job titles of a chain: those of its names (of all its mentions when none writes a name), sorted."""
    names = [m for m in mentions if m.kind in ("name", "implied")] or mentions
    return tuple(sorted({m.title for m in names if m.title}))


@dataclass(frozen=True)
class Relation:
    """A relation stated by one sentence.

    Attributes:
        subject: Mention of the subject (its chain gives the entity).
        predicate: Local name in the ``kg:`` namespace (``employedBy``, ``confronted``).
        object: Mention of the object.
        confidence: Confidence of the producing rule or model, in [0, 1].
        extractor: Name of the rule or model that produced the relation.
        status: One of :data:`STATUSES`: whether the relation holds now, held before or is to hold.
        title: The job title a role relation was read from ("chief executive"), lower case.
    """

    subject: Mention
    predicate: str
    object: Mention
    confidence: float
    extractor: str
    status: str = CURRENT
    title: str = ""

    @property
    def sentence(self) -> Sentence:
        """The sentence that states the relation."""
        return self.subject.sentence


@dataclass(frozen=True)
class Attribution:
    """Reported speech in one document: who said what, with the words that say so.

    Attributes:
        doc_id: Document id.
        start: Character offset of the content (inside the marks for a direct quotation).
        end: One past its last character.
        content: Verbatim reported words, ``document.text[start:end]``.
        direct: True for a quotation in quotation marks, False for indirect speech or a source phrase.
        cue: Verbatim cue ("said", "told CNN", "according to") and its offsets.
        source_text: Verbatim words naming the source ("he", "the company", "sources") and their offsets.
        speaker: The mention of the speaker's chain (the source words themselves when coreference holds
            them, else the antecedent found for them); None for an anonymous source.
        about: Named mentions inside the content.
        hedged: The content carries a hedge ("allegedly", "reportedly").
        sentence: The sentence or sentences holding the content.
    """

    doc_id: str
    start: int
    end: int
    content: str
    direct: bool
    cue: str
    cue_start: int
    cue_end: int
    source_text: str
    source_start: int
    source_end: int
    speaker: Mention | None
    about: tuple[Mention, ...]
    hedged: bool
    sentence: Sentence = field(compare=False)


@dataclass(frozen=True)
class Claim:
    """Who said what, as the graph keeps it: an :class:`Attribution` with its entities resolved.

    Attributes:
        id: ``document:start-end`` of the content, unique in the graph; the IRI is minted from it.
        document: Document id.
        date: The document's date (when it was said, as far as the corpus knows).
        speaker: Entity id of the source, or None for an anonymous one ("sources said").
        about: Entity ids named in the content, sorted.
        start: Character offset of the content; ``end`` one past it.
        content: Verbatim reported words.
        direct: A quotation in quotation marks (else indirect speech or a source phrase).
        hedged: The content carries a hedge ("allegedly", "reportedly").
        cue: Verbatim cue and its offsets.
        source_text: Verbatim words naming the source and their offsets.
        sentence: The sentence or sentences holding the content.
    """

    id: str
    document: str
    date: str
    speaker: str | None
    about: tuple[str, ...]
    start: int
    end: int
    content: str
    direct: bool
    hedged: bool
    cue: str
    cue_start: int
    cue_end: int
    source_text: str
    source_start: int
    source_end: int
    sentence: str


@dataclass(frozen=True)
class DocResult:
    """Everything extracted from one document: the unit that is cached and merged."""

    document: Document
    chains: tuple[Chain, ...]
    relations: tuple[Relation, ...]
    attributions: tuple[Attribution, ...] = ()


@dataclass(frozen=True)
class Merge:
    """Why a name joined an entity in cross-document resolution, so that a user can dispute it.

    Attributes:
        rule: The rule that merged it (``acronym``, ``surname``, ``typo``, ``type`` ...).
        name: The name that joined, verbatim as some document writes it.
        evidence: What the rule saw, in words ("initials of 'K.C. Geological Survey'").
    """

    rule: str
    name: str
    evidence: str


@dataclass(frozen=True)
class Failure:
    """A document on which a stage raised: it is skipped, the rest of the corpus goes on.

    Attributes:
        document: The document.
        reason: The stage and the error, in a few words.
    """

    document: Document
    reason: str

    @property
    def problem(self) -> Problem:
        """The problem line that reports it."""
        return Problem(self.document.source, self.reason)


@dataclass(frozen=True)
class Entity:
    """One real-world entity after cross-document resolution.

    Attributes:
        id: Slug, unique in the graph; the IRI is minted from it at export.
        label: Canonical name.
        type: One of :data:`ENTITY_TYPES`.
        aliases: Every other surface form seen, sorted.
        titles: Job titles seen for the entity, lower case, sorted.
        mentions: Number of mentions, all documents together.
        documents: Ids of the documents that mention it, sorted.
        merges: Why each other name joined it, sorted (see :class:`Merge`).
    """

    id: str
    label: str
    type: str
    aliases: tuple[str, ...]
    titles: tuple[str, ...]
    mentions: int
    documents: tuple[str, ...]
    merges: tuple[Merge, ...] = ()


@dataclass(frozen=True)
class Fact:
    """A relation between two entities with every sentence that supports it.

    Attributes:
        subject: Subject entity id.
        predicate: Local name of the predicate.
        object: Object entity id.
        evidence: The supporting relations, in document order.
    """

    subject: str
    predicate: str
    object: str
    evidence: tuple[Relation, ...]

    @property
    def confidence(self) -> float:
        """Noisy-or of the evidence confidences: independent sentences add support."""
        doubt = 1.0
        for rel in self.evidence:
            doubt *= 1.0 - rel.confidence
        return round(1.0 - doubt, 4)

    @property
    def status(self) -> str:
        """Current if any sentence states it as current, else former if any says so, else future."""
        statuses = {rel.status for rel in self.evidence}
        return next((s for s in STATUSES if s in statuses), CURRENT)

    @property
    def documents(self) -> tuple[str, ...]:
        """Ids of the documents that state the fact."""
        return tuple(sorted({rel.subject.doc_id for rel in self.evidence}))


@dataclass(frozen=True)
class Evidence:
    """Why an edge is there: one sentence of one document, with offsets.

    ``attribution`` is the id of the claim the relation was read inside (a source said it; empty
    when the reporter states it) and ``hedged`` whether that claim is hedged ("reportedly").
    """

    document: str
    source: str
    sentence: str
    start: int
    end: int
    subject_text: str
    object_text: str
    confidence: float
    extractor: str
    status: str = CURRENT
    title: str = ""
    attribution: str = ""
    hedged: bool = False

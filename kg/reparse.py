"""A second reading of a sentence, parsed alone, for role and place relations the article's parse missed.

The small parser's analysis of a sentence changes with the text around it: inside an article it may hang
"boss" of "Kestrel City boss Tom Vale" on the wrong word, or join the sentence to the line before it, where the
same sentence parsed on its own gives the rules their construction. A sentence in which a person's name and an
organisation's (or an organisation's and a place's) stand close together with no typed relation between them
is parsed again alone; the relation rules run over that parse with the sentence's own mentions, and a relation
between two mentions the article's run left unrelated is mapped back by character offsets, so that its
provenance stays the article's (document, sentence, offsets).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.lexicon.people import JOB_NOUNS, LEADER_HEADS, MEMBER_TITLES, ROLE_NOUNS, TITLE_NOUNS
from kg.records import ORGANIZATION, PERSON, PLACE, Chain, Mention, Relation, Sentence

#: The relations a second parse may add: who leads, works for or belongs to a body.
REREAD = frozenset(("leads", "employedBy", "memberOf"))
#: The types of a body a person may lead, work for or belong to.
_BODIES = frozenset((ORGANIZATION, PLACE))
#: Most tokens from the first name's first to the second's last: a role read alone is one noun phrase's.
_NEAR = 10
#: Words that name a role ("boss", "chief executive", "striker"), one of which must stand between the two names
#: or just before or after them.
_ROLE_WORDS = ROLE_NOUNS | JOB_NOUNS | TITLE_NOUNS | MEMBER_TITLES | LEADER_HEADS


def _close(doc: Doc, person: Mention, body: Mention) -> bool:
    """Whether a person's name and a body's stand close together with a role word between them or just before
    or after them ("Kestrel City boss Tom Vale", "Tom Vale, a Norbank director")."""
    span = doc.char_span(min(person.start, body.start), max(person.end, body.end), alignment_mode="expand")
    if span is None or len(span) > _NEAR:
        return False
    around = doc[max(span.start - 3, span.sent.start):min(span.end + 2, span.sent.end)]
    return any(t.lower_ in _ROLE_WORDS for t in around)


def _candidate(doc: Doc, named: list[Mention], related: set[tuple[int, int]]) -> bool:
    """Whether a sentence holds a person's name and a body's :func:`_close` with no relation between them."""
    return any(_close(doc, person, body) for person in named if person.type == PERSON
               for body in named if body.type in _BODIES and (person.start, body.start) not in related)


def _shifted(m: Mention, by: int, sentence: Sentence) -> Mention:
    return replace(m, start=m.start + by, end=m.end + by, sentence=sentence)


def _local_chains(doc: Doc, sent: Span, chains: tuple[Chain, ...], doc_id: str) -> tuple[Chain, ...]:
    """The chains' mentions inside a sentence, moved to the offsets of ``doc``, its parse alone."""
    doc.user_data["doc_id"] = doc_id
    off, local = sent.start_char, []
    for chain in chains:
        inside = []
        for m in chain.mentions:
            # its title too: the article's split may leave "Police Chief" at the end of the sentence before
            if sent.start_char <= m.end - len(m.titled or m.text) and m.end <= sent.end_char:
                span = doc.char_span(m.start - off, m.end - off, alignment_mode="expand")
                if span is not None:
                    inside.append(_shifted(m, -off, Sentence.of(doc_id, span.sent)))
        if inside:
            local.append(replace(chain, mentions=tuple(inside)))
    return tuple(local)


def relations_alone(alone: Doc, span: Span, chains: tuple[Chain, ...], *,
                    extractor: Callable[[Doc, tuple[Chain, ...]], object], doc_id: str) -> Iterator[Relation]:
    """The extractor's relations over ``alone``, the text of the article's ``span`` parsed alone, between two of the
    article's mentions, mapped back to them by character offsets (so the article's sentence and offsets)."""
    original = {(m.start, m.end): m for c in chains for m in c.mentions}
    off = span.start_char
    for rel in extractor(alone, _local_chains(alone, span, chains, doc_id)):
        subject = original.get((rel.subject.start + off, rel.subject.end + off))
        obj = original.get((rel.object.start + off, rel.object.end + off))
        if subject is not None and obj is not None:
            yield replace(rel, subject=subject, object=obj)


def reread(doc: Doc, chains: tuple[Chain, ...], relations: tuple[Relation, ...], *, nlp: Language,
           extractor: Callable[[Doc, tuple[Chain, ...]], object], doc_id: str) -> Iterator[Relation]:
    """Relations of :data:`REREAD` found when a candidate sentence is parsed alone, between two mentions
    that the article's own run left unrelated, with the article's offsets and sentence.

    Args:
        doc: The article's parse.
        chains: Its chains (as the relation extractor saw them).
        relations: The relations the extractor found in the article.
        nlp: The pipeline that parsed the article.
        extractor: The relation extractor.
        doc_id: The article's id.
    """
    related = {(r.subject.start, r.object.start) for r in relations}
    named_by_sentence: dict[int, list[Mention]] = {}
    for chain in chains:
        for m in chain.mentions:
            if m.kind == "name" and chain.type in (PERSON, ORGANIZATION, PLACE):
                named_by_sentence.setdefault(m.sentence.start, []).append(replace(m, type=chain.type))
    again = [s for s in doc.sents if _candidate(doc, named_by_sentence.get(s.start_char, []), related)]
    for sent, alone in zip(again, nlp.pipe(s.text for s in again)):
        for rel in relations_alone(alone, sent, chains, extractor=extractor, doc_id=doc_id):
            if rel.predicate not in REREAD or not rel.title:  # what a role word states, not a verb's frame
                continue
            subject, obj = rel.subject, rel.object
            if (subject.start, obj.start) in related or not _close(doc, subject, obj):
                continue
            related.add((subject.start, obj.start))
            yield replace(rel, extractor=rel.extractor + "+reparse")

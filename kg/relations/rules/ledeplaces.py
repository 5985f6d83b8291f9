"""Where a story's opening body is based: "Kenya's largest bank has cut 500 jobs. Norbank said ..." (Norbank
basedIn Kenya), the lede describing a business by the place it is from before any body is named, the next
sentences naming it."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span

from kg.lexicon.grammar import REPORTING
from kg.lexicon.names import ANAPHORIC_BUSINESS_NOUNS
from kg.records import ORGANIZATION, Mention, Relation
from kg.relations.rules.places import places_before
from kg.relations.rules.syntax import SUBJ_DEPS, MentionIndex, is_scope


def lede_description(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Kenya's largest bank has cut 500 jobs. Norbank said ...' -> Norbank basedIn Kenya: a story that opens on a
    business described by the place it is from, before any body is named, names it next: the one organisation
    of the first of the next two sentences to name one (:func:`_named_next`)."""
    sentences = list(doc.sents)
    for number, sentence in enumerate(sentences[:2]):
        for token in sentence:
            if (token.lemma_ not in ANAPHORIC_BUSINESS_NOUNS or token.tag_ != "NN" or ix.at(token) is not None
                    or token.dep_ not in ("nsubj", "nsubjpass", "pobj", "poss")):
                continue
            places = places_before(token, ix)
            sources = [m for m in _named_in(sentence, ix) if _source(m, ix)]
            if not places or any(ix.type(m) == ORGANIZATION and m.start < sentence.end_char and m not in sources
                                 for m in ix.mentions()):
                continue
            quoted = {ix.chain_of.get(m) for m in sources}
            named = next((found for s in sentences[number + 1:number + 3]
                          if (found := [m for m in _named_in(s, ix) if ix.chain_of.get(m) not in quoted])), [])
            body = _named_next(named, ix)
            for place in places if body is not None else ():
                if not is_scope(body, place, ix):
                    rel = ix.relation(body, "basedIn", place, "described_from_place")
                    if rel:
                        yield rel


def _named_in(sentence: Span, ix: MentionIndex) -> list[Mention]:
    """The organisations a sentence names by name."""
    return [m for m in ix.mentions() if ix.type(m) == ORGANIZATION and m.kind == "name"
            and sentence.start_char <= m.start < sentence.end_char]


def _source(body: Mention, ix: MentionIndex) -> bool:
    """Whether a body's people are the source a sentence's main clause is reported by, the subject of a reporting
    verb after it ("..., Norbank officials have said"): another body than the business it describes, which may
    speak itself ("Kenya's largest bank has cut jobs, Norbank said")."""
    root = ix.doc.char_span(body.start, body.end, alignment_mode="expand").root
    subject, verb = root.head, root.head.head
    return (root.dep_ in ("compound", "poss") and subject.dep_ in SUBJ_DEPS and verb.lemma_ in REPORTING
            and any(c.dep_ == "ccomp" and c.i < subject.i for c in verb.children))


def _named_next(bodies: list[Mention], ix: MentionIndex) -> Mention | None:
    """The body the sentence after a lede names as the one it described: the one body it names, else the one it
    names as a clause's subject or its possessor ("Norbank's creditors have given Safcom a week", "critics say
    Norbank's stake in Safcom should be cut"), or None."""
    for found in (bodies, [m for m in bodies if _subject_or_owner(m, ix)]):
        if found and len({ix.chain_of.get(m) for m in found}) == 1:
            return found[0]
    return None


def _subject_or_owner(body: Mention, ix: MentionIndex) -> bool:
    """Whether a body's name is a clause's subject, or the possessor of one, alone (not "Norbank and Safcom
    said"), and in the singular: a name tagged as a common plural ("Tories say") is a body's members, no business."""
    root = ix.doc.char_span(body.start, body.end, alignment_mode="expand").root
    if root.tag_ == "NNS":
        return False
    subject = root.head if root.dep_ == "poss" else root
    return subject.dep_ in SUBJ_DEPS and not subject.conjuncts

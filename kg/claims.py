"""Stage 6b: attributions resolved. Each document's :class:`~kg.records.Attribution` records become
:class:`~kg.records.Claim` records whose speaker and subjects are entities of the graph, and each
relation read inside attributed content is tied to its claim."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable

from kg.records import Claim, DocResult, Relation
from kg.resolve import Resolution


def claim_id(doc_id: str, start: int, end: int) -> str:
    """The id of the claim whose content is ``doc_id[start:end]``."""
    return f"{doc_id}:{start}-{end}"


def resolve_claims(results: Iterable[DocResult], resolution: Resolution) -> tuple[Claim, ...]:
    """Every attribution of every document as a claim between resolved entities, sorted by id."""
    claims = []
    for result in results:
        doc = result.document
        entity = {m: resolution.chain_entity.get((doc.id, i)) for i, c in enumerate(result.chains) for m in c.mentions}
        for a in result.attributions:
            speaker = entity.get(a.speaker) if a.speaker is not None else None
            about = {entity[m] for m in a.about if entity.get(m)} - {speaker}
            claims.append(Claim(
                id=claim_id(doc.id, a.start, a.end), document=doc.id, date=doc.date, speaker=speaker,
                about=tuple(sorted(about)), start=a.start, end=a.end, content=a.content, direct=a.direct,
                hedged=a.hedged, cue=a.cue, cue_start=a.cue_start, cue_end=a.cue_end, source_text=a.source_text,
                source_start=a.source_start, source_end=a.source_end, sentence=a.sentence.text,
            ))
    return tuple(sorted(claims, key=lambda c: (c.document, c.start, c.end)))


class ClaimIndex:
    """Finds the claim whose content holds a relation (both of its mentions)."""

    def __init__(self, claims: Iterable[Claim]):
        self._by_doc: dict[str, list[Claim]] = {}
        for c in sorted(claims, key=lambda c: (c.document, c.start)):
            self._by_doc.setdefault(c.document, []).append(c)
        self._starts = {d: [c.start for c in cs] for d, cs in self._by_doc.items()}

    def of(self, relation: Relation) -> Claim | None:
        """The innermost claim holding both mentions of ``relation``, or None (the reporter's own statement)."""
        doc = relation.subject.doc_id
        claims = self._by_doc.get(doc, [])
        lo = min(relation.subject.start, relation.object.start)
        hi = max(relation.subject.end, relation.object.end)
        found = None
        for c in claims[:bisect_right(self._starts.get(doc, []), lo)]:
            if c.start <= lo and hi <= c.end and (found is None or c.end - c.start < found.end - found.start):
                found = c
        return found


#: The GraphML edge a speaker has to each entity it spoke about (weight: the number of claims).
SAID_ABOUT = "said_about"


def said_about(claims: Iterable[Claim]) -> list[tuple[str, str, list[Claim]]]:
    """(speaker, entity, claims) for every named speaker and every entity its claims name, sorted."""
    pairs: dict[tuple[str, str], list[Claim]] = {}
    for claim in claims:
        if claim.speaker is not None:
            for about in claim.about:
                pairs.setdefault((claim.speaker, about), []).append(claim)
    return [(s, o, cs) for (s, o), cs in sorted(pairs.items())]

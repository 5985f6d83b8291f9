"""A document's tagged names and the untagged ones that the rules of :mod:`kg.untagged`, :mod:`kg.coined` and
:mod:`kg.nametitles` add to them, with the tokens already inside a name (no added name may overlap one)."""

from __future__ import annotations

from spacy.tokens import Doc, Span


class Names:
    """A document's tagged names and the untagged ones a rule adds to them."""

    def __init__(self, ents: list[Span], doc: Doc | None = None) -> None:
        self.ents = ents
        self.doc: Doc | None = doc or (ents[0].doc if ents else None)
        self.tagged = {i for e in ents for i in range(e.start, e.end)}  # tokens inside a name
        self.added: list[Span] = []

    def add(self, start: int, end: int, label: str) -> None:
        self.tagged.update(range(start, end))
        self.added.append(Span(self.doc, start, end, label=label))

    def all(self) -> list[Span]:
        return sorted([*self.ents, *self.added], key=lambda e: e.start)

"""A document's tagged names and the untagged ones that the rules of :mod:`kg.untagged`, :mod:`kg.coined` and
:mod:`kg.nametitles` add to them, with the tokens already inside a name (no added name may overlap one)."""

from __future__ import annotations

from collections.abc import Callable

from spacy.tokens import Doc, Span, Token


def compound_start(token: Token, *, keep: Callable[[Token], bool] = lambda t: True) -> int:
    """Where the proper nouns that modify a name's last word start ("Ann" of "Ann May"): walk back over
    proper-noun compounds while ``keep`` holds for each (not into a name already tagged, say)."""
    doc, start = token.doc, token.i
    while start > 0 and doc[start - 1].dep_ == "compound" and doc[start - 1].pos_ == "PROPN" and keep(doc[start - 1]):
        start -= 1
    return start


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

"""A document's tagged names and the untagged ones that the rules of :mod:`kg.untagged`, :mod:`kg.coined` and
:mod:`kg.nametitles` add to them, with the tokens already inside a name (no added name may overlap one)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from spacy.tokens import Doc, Span, Token


def compound_start(token: Token, *, keep: Callable[[Token], bool] = lambda t: True) -> int:
    """Where the proper nouns that modify a name's last word start ("Ann" of "Ann May"): walk back over
    proper-noun compounds while ``keep`` holds for each (not into a name already tagged, say)."""
    doc, start = token.doc, token.i
    while start > 0 and doc[start - 1].dep_ == "compound" and doc[start - 1].pos_ == "PROPN" and keep(doc[start - 1]):
        start -= 1
    return start


def lower_words(doc: Doc) -> set[str]:
    """The words a document writes in lower case somewhere: words, not names, where they stand capitalised."""
    return {t.lower_ for t in doc if t.is_lower}


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


#: Name forms by their first word: each name's words and its label or type, longest names first.
Forms = dict[str, list[tuple[tuple[str, ...], str]]]


def name_forms(labels: dict[tuple[str, ...], set[str]], *,
               keep: Callable[[tuple[str, ...], set[str]], bool]) -> Forms:
    """The names whose words and one label (of ``labels``: words -> the labels or types they were given) pass
    ``keep``, by their first word, longest first, so that "Kestrel Labs" is tried before "Kestrel"."""
    forms: Forms = {}
    for words, found in sorted(labels.items(), key=lambda item: -len(item[0])):
        if words and len(found) == 1 and keep(words, found):
            forms.setdefault(words[0], []).append((words, next(iter(found))))
    return forms


def verbatim_repeats(doc: Doc, forms: Forms, *, fits: Callable[[Span], bool]) -> Iterator[tuple[Span, str]]:
    """Each place where ``doc`` writes one of ``forms`` word for word and ``fits`` holds, with its label: the
    longest form at each token. ``fits`` is asked when the place is reached, after the places yielded before
    it were taken, so that it can keep a repeat out of one taken already."""
    for token in doc:
        for words, label in forms.get(token.text, ()):
            span = doc[token.i:token.i + len(words)]
            if tuple(t.text for t in span) == words and fits(span):
                yield span, label
                break

"""Stage 4: a title standing for the person holding it ("the sheriff", "the union head").

A definite noun phrase headed by a title joins the one person of the document who holds that title, by the
whole title or else by its head (:class:`TitleHolders`); with no holder named in the document, one that names
an affiliation too ("the Brantwick city manager") forms a chain of its own, for resolution across documents.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from spacy.tokens import Doc

from kg.agenouns import Groups
from kg.lexicon.people import TITLE_HEADS, TITLE_MODIFIERS
from kg.records import PERSON, Mention, Sentence

#: Words of a title before a name.
_TITLE_WORDS = TITLE_MODIFIERS | TITLE_HEADS


class TitleHolders:
    """The holders of each title, by the whole title ("fire chief") and by its head ("chief")."""

    def __init__(self) -> None:
        self._holders: dict[str, set] = defaultdict(set)

    def add(self, title: str, holder) -> None:
        """Record that ``holder`` holds ``title``."""
        self._holders[title].add(holder)
        self._holders[title.split()[-1]].add(holder)

    def of(self, titles: Iterable[str]) -> set:
        """Holders of any of ``titles``: by the whole title, or else by its head."""
        titles = list(titles)
        return (set().union(*(self._holders.get(t, set()) for t in titles))
                or set().union(*(self._holders.get(t.split()[-1], set()) for t in titles)))


def add_nominals(doc: Doc, doc_id: str, groups: Groups) -> None:
    """Add each nominal ("the sheriff") to the one person of the document holding that title."""
    holders = TitleHolders()
    for (etype, key), ms in groups.items():
        for m in ms:
            if etype == PERSON and m.title and m.kind == "name":
                holders.add(m.title, key)
    taken = {t.i for t in doc if t.ent_type_ == "PERSON"}
    for nominal in nominal_mentions(doc, doc_id, taken):
        keys = holders.of([nominal.title])
        # No holder named here: "the Brantwick city manager" (a named affiliation and a title)
        # stays a chain of its own, for resolution across documents; a bare "the sheriff" does not.
        affiliated = nominal.text.lower() != nominal.title
        key = next(iter(keys)) if len(keys) == 1 else f"the {nominal.title}" if not keys and affiliated else None
        if key is not None:
            groups.setdefault((PERSON, key), []).append(nominal)


def nominal_mentions(doc: Doc, doc_id: str, taken: set[int]) -> list[Mention]:
    """'the sheriff', 'the union head', 'the Brantwick city manager': a definite noun
    phrase headed by a title (names of places or organisations may modify it)."""
    found = []
    for chunk in doc.noun_chunks:
        root = chunk.root
        if (root.lower_ not in TITLE_HEADS or chunk[0].lower_ != "the" or root.i in taken or root.ent_type_
                or root.dep_ == "appos" or any(c.dep_ in ("appos", "prep") for c in root.children)):
            continue  # "the president of X" describes someone new; an apposition names them
        start = root.i
        while start > chunk.start + 1 and doc[start - 1].lower_ in _TITLE_WORDS:
            start -= 1
        span = doc[chunk.start + 1:chunk.end]
        sent = span.sent
        found.append(Mention(
            doc_id=doc_id, start=span.start_char, end=span.end_char, text=span.text,
            type=PERSON, sentence=Sentence.of(doc_id, sent),
            kind="nominal", title=" ".join(t.lower_ for t in doc[start:root.i + 1]),
        ))
    return found

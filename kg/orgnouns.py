"""Stage 4: a kind of organisation standing for the one the story named ("the firm", "the bank", "the club").

News names a company once and then calls it "the firm" or "the company". Such a bare definite noun phrase
(:data:`~kg.lexicon.names.BACK_KIND_NOUNS`, with no word of its own that could describe another body: not "the
parent company", "the firm of X") joins an organisation only when the choice is plain: the one organisation named
outside quotations before it in the document, or the one of them whose name has the noun as a word ("the bank"
after "Norbank Bank" and "Safcom").
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from kg.agenouns import ARGUMENT_DEPS, Groups, add_nominal
from kg.lexicon.names import BACK_KIND_NOUNS
from kg.namekeys import fold_words
from kg.records import ORGANIZATION

#: Children that leave the noun phrase bare: its "the", a possessive's "'s", punctuation, a relative clause.
_BARE_CHILDREN = frozenset({"det", "case", "punct", "relcl"})


def _kind_nouns(doc: Doc, quoted: list[bool]) -> list[Token]:
    """Each bare "the firm" outside quotations that is a verb's or a preposition's argument or a possessor."""
    return [t for t in doc if t.lower_ in BACK_KIND_NOUNS and t.pos_ == "NOUN" and t.dep_ in ARGUMENT_DEPS
            and not t.ent_type_ and not quoted[t.i] and t.i > 0 and doc[t.i - 1].lower_ == "the"
            and doc[t.i - 1].head.i == t.i and all(c.dep_ in _BARE_CHILDREN for c in t.children)]


def add_org_nouns(doc: Doc, doc_id: str, groups: Groups, quoted: list[bool]) -> None:
    """Add each bare "the firm" to the organisation it stands for (see the module's docstring) in ``groups``,
    the document's entities by (type, key)."""
    said = {t.idx for t, inside in zip(doc, quoted) if inside}
    named = sorted((m, key) for (etype, key), ms in groups.items() if etype == ORGANIZATION
                   for m in ms if m.kind == "name" and m.start not in said)
    for noun in _kind_nouns(doc, quoted):
        before = [(m, key) for m, key in named if m.end <= noun.idx]
        kind = [key for m, key in before if noun.lower_ in fold_words(m.label)]
        keys = set(kind or (key for _, key in before))
        if len(keys) == 1:
            add_nominal(groups, ORGANIZATION, keys.pop(), doc[noun.i:noun.i + 1], doc_id=doc_id)

"""Titles a story's opening role gives the name that speaks right after it.

News often opens on a role and names its holder only in the next sentence: "The chief executive of Norbank
has resigned. Tom Vale said ...", "Kenya's trade minister has opened the fair. Ann Cole said ...". The role is
that person's when the plain reading leaves no one else: the sentence before names no person and has one
singular role as a subject, and the next one brings in a new name, bare, as the subject of a reporting verb,
that no role noun around it titles.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from kg.lexicon.grammar import CONTRAST_OPENERS
from kg.lexicon.speech import REPORTING_VERBS
from kg.records import PERSON, Chain
from kg.relations.titles import is_title, title_words

_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
#: What a bare name may carry: its own words and punctuation, not an apposition, a clause or a "from Y".
_BARE = frozenset({"compound", "punct", "flat"})
_QUOTES = frozenset({'"', "\u201c", "\u201d"})


def _speaks_bare(span: Span) -> bool:
    """Whether a name is the subject of a reporting verb with nothing set beside it ("Tom Vale said"), and not
    set against the sentence before ("But Tom Vale said": another party)."""
    root = span.root
    return (root.dep_ in _SUBJECTS and root.head.lemma_ in REPORTING_VERBS
            and all(c.dep_ in _BARE for c in root.children)
            and not any(t.lower_ in CONTRAST_OPENERS for t in span.sent[:span.start - span.sent.start]))


def _lone_role(sent: Span, people: frozenset[int]) -> Token | None:
    """The one singular role subject of a sentence that names no person and quotes no one, or None; not one of
    what is reported ("said the offer was ...") nor one a pronoun owns ("their head")."""
    if any(t.i in people or t.text in _QUOTES for t in sent):
        return None
    roles = [t for t in sent if t.dep_ in _SUBJECTS and t.tag_ == "NN" and is_title(t)
             and t.head.dep_ != "ccomp" and any(c.dep_ in ("det", "poss") for c in t.children)
             and not any(c.tag_ == "PRP$" for c in t.children)]
    return roles[0] if len(roles) == 1 else None


def lede_roles(doc: Doc, chains: tuple[Chain, ...], *, titled: bool = False) -> dict[Chain, Token]:
    """Each person's chain whose first name the sentence before introduces by its one role (see the module
    docstring), with that role; ``titled`` also takes a chain whose only title is that role (as
    :func:`lede_titles` left it), else a chain with no title at all."""
    spans = {m: span for chain in chains if chain.type == PERSON for m in chain.mentions
             if m.kind == "name" and (span := doc.char_span(m.start, m.end, alignment_mode="expand")) is not None}
    people = frozenset(t.i for span in spans.values() for t in span)
    sents = list(doc.sents)
    starts = {s.start: k for k, s in enumerate(sents)}
    roles = {}
    for chain in chains:
        first = min(chain.mentions, key=lambda m: m.start)
        span = spans.get(first) if chain.type == PERSON and (titled or not chain.titles) else None
        here = starts.get(span.sent.start) if span is not None and span.sent.start > 0 else None
        role = _lone_role(sents[here - 1], people) if here and _speaks_bare(span) else None
        if role is not None and (not chain.titles or chain.titles == (title_words(role, keep_status=True),)):
            roles[chain] = role
    return roles


def lede_titles(doc: Doc, chains: tuple[Chain, ...]) -> tuple[Chain, ...]:
    """The chains, a person's with no title yet given the role of the sentence before the one that first names
    them, when that sentence introduces them (see the module docstring)."""
    roles = lede_roles(doc, chains)
    titles = {chain: title_words(role, keep_status=True) for chain, role in roles.items()}
    return tuple(replace(chain, titles=(titles[chain],)) if titles.get(chain) else chain for chain in chains)

"""Rules for parent companies: the organisation a noun "parent" names owns another as its part (memberOf)."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.lexicon.grammar import ADDING_WORDS
from kg.lexicon.names import PARENT_NOUNS
from kg.records import ORGANIZATION, Mention, Relation
from kg.relations.rules.syntax import MentionIndex, conjuncts
from kg.relations.titles import status_of_role


def parent_org(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Norbank, the parent company of Safcom', 'Safcom's parent, Norbank', 'its parent company Norbank',
    'Safcom Airlines' parent Norbank', 'Norbank is the parent of Safcom' -> Safcom memberOf Norbank (a part of
    its parent, as :func:`~kg.relations.rules.roles.appos_title` reads "Safcom, a unit of Norbank"); "former
    parent" gives a former membership. A parent named without its part ("profits fell at parent Norbank")
    says nothing here."""
    for token in doc:
        if token.lower_ not in PARENT_NOUNS or token.pos_ != "NOUN":
            continue
        phrase = _phrase(token, ix)
        parents = _parents(phrase[-1], ix)
        parts = _parts(phrase, ix)
        for part in parts:
            for parent in parents:
                if part is not parent:
                    rel = ix.relation(part, "memberOf", parent, "parent_org", status=status_of_role(token))
                    if rel:
                        yield rel


def _phrase(token: Token, ix: MentionIndex) -> list[Token]:
    """The words from "parent" up to the head of the noun phrase it opens: "parent (company)", or the name after
    it ("parent Norbank", "parent group Kestrel Group")."""
    phrase = [token]
    while token.dep_ == "compound" and token.head.i > token.i and ix.at(token) is None:
        token = token.head
        phrase.append(token)
    return phrase


def _orgs(tokens: list[Token], ix: MentionIndex) -> list[Mention]:
    found = [ix.at(t) for t in tokens]
    return [m for m in dict.fromkeys(found) if m is not None and ix.type(m) == ORGANIZATION]


def _parents(head: Token, ix: MentionIndex) -> list[Mention]:
    """The organisations the phrase names as parents: itself a name, its apposition ("its parent company,
    Norbank"), the name it is set off after ("Norbank, parent of Safcom") or its copula's subject."""
    if ix.at(head) is not None:
        return _orgs(_listed(head), ix)
    named = [t for c in head.children if c.dep_ == "appos" for t in _listed(c)]
    if head.dep_ == "appos":
        named.append(head.head)
    if head.dep_ == "attr" and head.head.lemma_ == "be":
        named += [c for c in head.head.children if c.dep_ == "nsubj"]
    return _orgs(named, ix)


def _listed(token: Token) -> list[Token]:
    """A word and the words joined to it, up to one added as another kind ("Norbank and Safcom plus X")."""
    doc = token.doc
    return [token, *(t for t in token.conjuncts if t.i < token.i or not any(
        w.lower_ in ADDING_WORDS for w in doc[token.i:t.i]))]


def _parts(phrase: list[Token], ix: MentionIndex) -> list[Mention]:
    """The organisations whose parent the phrase names: its owner ("Safcom's parent", "its parent") or its "of"
    ("the parent company of Safcom")."""
    owned = [c for t in phrase for c in t.children if c.dep_ == "poss"]
    owned += [g for t in phrase for c in t.children if c.dep_ == "prep" and c.lower_ == "of"
              for p in c.children if p.dep_ == "pobj" for g in conjuncts(p)]
    return _orgs(owned, ix)

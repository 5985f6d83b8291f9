"""A player's tally in a game for a side: "Tom Vale had 25 points and 11 rebounds for the Kestrels", "Ben Hart
rushed for 101 yards on 14 carries for the Kestrels", "Ann Cole's two goals for Leeds" -> memberOf the side."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from kg.lexicon.grammar import TALLY_NOUNS
from kg.records import ORGANIZATION, PERSON, Mention, Relation
from kg.relations.mood import negated
from kg.relations.rules.arguments import CLAUSE_DEPS
from kg.relations.rules.syntax import MentionIndex, conjuncts, subjects

#: How many words a "for" may hang below the verb of the tally ("in the first half for the Kestrels").
_DEPTH = 4


def side_tally(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """A side after "for" in a clause that counts a player's tally (:data:`TALLY_NOUNS` with a number): its
    subject's, or the possessor's of the tally ("Tom Vale's 25 points for the Kestrels"), is a member of it. Not
    a "for" of the tally alone ("rushed for 101 yards"), nor one of a side that is not an organisation."""
    for prep in doc:
        if prep.dep_ != "prep" or prep.lower_ != "for":
            continue
        sides = [m for p in prep.children if p.dep_ == "pobj" for c in conjuncts(p) for m in [ix.at(c)]
                 if m is not None and ix.type(m) == ORGANIZATION]
        if not sides:
            continue
        for player in _players(prep, ix):
            for side in sides:
                rel = ix.relation(player, "memberOf", side, "side_tally")
                if rel:
                    yield rel


def _players(prep: Token, ix: MentionIndex) -> list[Mention]:
    """The people whose counted tally a "for" hangs on: the possessor of a tally on its way up to the verb, else
    the verb's subjects where the verb's clause counts a tally (the "for" may hang on a later tally joined to the
    first: "had four points and five rebounds for the Kestrels")."""
    node, path = prep.head, []
    while node.pos_ not in ("VERB", "AUX") and node.dep_ != "ROOT" and len(path) < _DEPTH:
        path.append(node)
        node = node.head
    if node.pos_ not in ("VERB", "AUX"):
        path.append(node)  # a caption's root: "Ann Cole's two goals for Leeds."
    elif negated(node):
        return []  # "Tom Vale never scored 25 points for the Kestrels"
    owners = [ix.at(c) for t in path if _counted(t) for c in t.children if c.dep_ == "poss"]
    if not owners and node.pos_ in ("VERB", "AUX") and _counts_tally(node):
        owners = [ix.at(c) for s in subjects(node) for c in conjuncts(s)]
    return [m for m in owners if m is not None and ix.type(m) == PERSON]


def _counts_tally(verb: Token) -> bool:
    """Whether a verb's own phrases (not a clause below it) hold a counted tally ("had four points", "scored 20 of
    his 31 points", "finished with 25 points")."""
    stack = [c for c in verb.children if c.dep_ not in CLAUSE_DEPS]
    while stack:
        token = stack.pop()
        if _counted(token):
            return True
        stack += [c for c in token.children if c.dep_ not in CLAUSE_DEPS]
    return False


def _counted(token: Token) -> bool:
    """Whether a token is a tally noun with a number ("25 points", "two goals")."""
    return token.lemma_.lower() in TALLY_NOUNS and any(c.dep_ == "nummod" for c in token.children)

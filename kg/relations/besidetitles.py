"""Titles written beside a name that the parser hung apart from it, helpers of :mod:`kg.relations.titles`.

A title set off by a comma may come out as a second subject of the name's verb, before the name ("Norbank
Mayor, Ann Cole is ...") or after it ("Tom Vale, Norbank director said"); a title joined by "and" to the
words before a name as its conjunct ("Chairman and CEO Ann Cole"); a post named after "as" on a noun the
name owns ("Tom Vale's appointment as chairman").
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.lexicon.people import POST_EVENT_NOUNS, ROLE_NOUNS
from kg.titlewords import is_title_word


def subject_beside(root: Token, start: int) -> bool:
    """Whether a title and a comma before a name are a second subject of its verb, an apposition the parser
    missed ("Norbank Mayor, Ann Cole is ..."); not a name in a list ("Vale, Feather, Ann Cole")."""
    doc = root.doc
    beside = doc[start - 2] if start > 1 and doc[start - 1].text == "," else None
    return (beside is not None and beside.head.i == root.head.i and beside.dep_ == root.dep_ != "ROOT"
            and (beside.is_lower or beside.lower_ in ROLE_NOUNS) and not (start > 2 and doc[start - 3].text == ","))


def subject_after(root: Token) -> Token | None:
    """The lower-case title right after a name and a comma that the parser made a second subject of the name's
    verb, an apposition without its closing comma ('"...," Tom Vale, Norbank director said'), or None; the title's
    words open right after the comma, and none of them is set off from the rest."""
    doc, end = root.doc, root.i + 1
    if root.dep_ not in ("nsubj", "nsubjpass") or end + 1 >= len(doc) or doc[end].text != ",":
        return None
    title = next((t for t in root.head.children if t.dep_ == root.dep_ and t.i > end), None)
    if title is None or not title.is_lower or title.left_edge.i != end + 1:
        return None
    return None if any(t.is_punct for t in doc[end + 1:title.i]) else title


def joined_title(root: Token, start: int) -> bool:
    """Whether a name is the conjunct of a title without an article joined by "and" to the title words right
    before the name ("Chairman and CEO Ann Cole"; not "the mayor and Police Chief Ann Cole", two people)."""
    doc, head = root.doc, root.head
    cc = next((c for c in head.children if c.dep_ == "cc" and c.lower_ == "and"), None) if root.dep_ == "conj" else None
    return (cc is not None and head.i < cc.i < start - 1 and all(is_title_word(t) for t in doc[cc.i + 1:start])
            and not any(c.dep_ in ("det", "poss") for c in head.children))


def owned_post(root: Token) -> list[Token]:
    """The post named after "as" on a noun of taking or holding one that the name owns: "Tom Vale's appointment
    as Norbank chairman", "Ann Cole's future as Kestrel manager" (not "her role as a smuggler", a part played)."""
    event = root.head if root.dep_ == "poss" else None
    if event is None or event.lemma_.lower() not in POST_EVENT_NOUNS:
        return []
    return [p for c in event.children if c.dep_ == "prep" and c.lower_ == "as"
            for p in c.children if p.dep_ == "pobj" and p.pos_ == "NOUN"]


def beside_roles(root: Token, start: int) -> list[Token]:
    """The titles beside the name whose head is ``root`` and whose first token is ``start`` that the parser hung
    apart from it: a second subject before or after it, a title joined to the words before it, a post after "as"
    on a noun it owns."""
    roles = [root.doc[start - 2]] if subject_beside(root, start) else []
    roles += [root.head] if joined_title(root, start) else []  # parsed as two subjects joined by "and"
    after = subject_after(root)
    return roles + ([after] if after is not None else []) + owned_post(root)


def plural_before_list(first: Token) -> list[Token]:
    """The plural that the first of names joined by "and" is set off after, right after it, with or without a
    comma ("the three officers, Tom Vale, Ann Cole and Ben Hart", "actresses Ann Cole and Eve Hart"): each one's
    title, unless a name of the list has a title of its own ("novelists Tom Vale and Ann Cole, director Ben Hart
    and ...": a list of people with theirs)."""
    plural, doc = first.head, first.doc
    if (first.dep_ != "appos" or plural.tag_ != "NNS" or plural.i > first.i or first.pos_ != "PROPN"
            or any(c.dep_ == "det" for c in first.children)):  # a name, not "(officials,) a QC, Tom Vale"
        return []
    gap = doc[plural.i + 1:first.left_edge.i]
    own = any(own_title_before(name) for name in first.conjuncts)
    return [plural] if not own and all(t.text == "," for t in gap) and len(gap) <= 1 else []


def own_title_before(name: Token) -> bool:
    """Whether a name has a title's word of its own hung before it ("director" of "director Ben Hart"), which a
    plural shared by the list it is in does not override."""
    return any(c.dep_ == "compound" and c.i < name.i and (c.is_lower or is_title_word(c)) for c in name.children)

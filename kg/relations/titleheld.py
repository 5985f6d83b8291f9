"""The holder of a post named after "as": the leaver's, the replaced holder's and the one who replaced them.

Helpers of :mod:`kg.relations.titles`: "Tom Vale stepped down as chairman" (held until then), "Tom Vale replaced
Ann Cole as chairman", "Tom Vale took over from Ann Cole as chairman" (Ann Cole's until then, Tom Vale's now).
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.lexicon.grammar import LEAVING_AS, REPLACING
from kg.records import FORMER
from kg.relations.mood import PAST, PRESENT, mood, negated


def asserted(verb: Token) -> bool:
    """Whether a copula states a role as held: not negated, hedged, modal or future ("is not", "could
    become", "will be")."""
    return mood(verb) in (PAST, PRESENT) and not negated(verb)


def left_as(role: Token) -> bool:
    """Whether a role is the post after "as" of a verb of leaving, in the past ("Tom Vale stepped down as
    chairman", not "is stepping down as chairman")."""
    verb = role.head.head
    return role.dep_ == "pobj" and role.head.lower_ == "as" and verb.lemma_ in LEAVING_AS and mood(verb) == PAST


def held_before(role: Token, title: str, holder: Token) -> str:
    """A title marked former when its holder (the name's head) was replaced in it ("Tom Vale replaced Ann Cole as
    chairman": Ann Cole's; Tom Vale, the subject, holds it now)."""
    verb = role.head.head
    taker = holder.dep_ == "nsubj" and holder.head == verb or verb.dep_ == "relcl" and verb.head == holder
    return f"{FORMER} {title}" if replaced_as(role) and not taker and not title.startswith(f"{FORMER} ") else title


def replaced_as(role: Token) -> bool:
    """Whether a role is the post after "as" of a verb whose subject took it over from its object, who held it
    until then ("Tom Vale replaced Ann Cole as chairman"): the object's title, not the subject's."""
    return role.dep_ == "pobj" and role.head.lower_ == "as" and (replaced(role.head.head) or taken_over(role.head.head))


def taken_over(verb: Token) -> bool:
    """Whether a verb says its subject took over a post from the one after "from", done ("X took over from Y as
    chairman", "X has taken over from Y"; not "X will take over from Y")."""
    words = {(c.dep_, c.lower_) for c in verb.children}
    return verb.lemma_ == "take" and asserted(verb) and {("prt", "over"), ("prep", "from")} <= words


def replaced(verb: Token) -> bool:
    """Whether a verb says its subject took over its object's post, active and done ("X replaced Y as chairman",
    "X has replaced Y"; not "Y was replaced", "X will succeed Y", "replacing Y", where who holds the post when is not
    plain)."""
    return (verb.lemma_ in REPLACING and verb.tag_ != "VBG" and asserted(verb)
            and not any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children))

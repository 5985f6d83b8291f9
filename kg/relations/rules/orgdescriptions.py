"""Common nouns set in apposition to an organisation's name: what they say it is ("Norbank, the Leeds bakery")."""

from __future__ import annotations

from spacy.tokens import Token

from kg.lexicon.names import (AWARD_HEADS, BROADCAST_NOUNS, COMPANY_NOUNS, EVENT_HEADS, ORG_NOUNS, PART_OF_NOUNS,
                               PREMODIFIER_PART_NOUNS, PRODUCT_NOUNS, WORK_NOUNS)
from kg.lexicon.people import KIN_NOUNS, is_person_noun
from kg.records import ORGANIZATION
from kg.relations.rules.syntax import MentionIndex

#: Nouns beside a name that say it is no body, or say what a body has, not what it is ("McKestrel, the biggest
#: coffee brand in Kenya" is sold there; "the Kestrel Awards, the Leeds show" are held there).
_NOT_A_BODY = EVENT_HEADS | AWARD_HEADS | PRODUCT_NOUNS | WORK_NOUNS | BROADCAST_NOUNS | COMPANY_NOUNS


def describes_org(noun: Token) -> bool:
    """Whether a lower-case noun in apposition to an organisation's name says what the organisation is, so that a
    place before it is its seat ("Norbank, the Leeds bakery", "Kestrel Rovers, the Leeds side"): any common noun
    but a person's or a kin's (a person the tagger took for an organisation: "Tom Vale, the son of Ann Cole"),
    one of :data:`_NOT_A_BODY` or a plural ("the Kestrel Awards, Leeds's top honours": one body is one thing)."""
    return (noun.is_lower and noun.tag_ != "NNS" and not is_person_noun(noun)
            and noun.lemma_ not in _NOT_A_BODY | KIN_NOUNS)


def names_part(noun: Token) -> bool:
    """Whether a noun describing an organisation says it is a part of another: a part noun ("a unit of Norbank")
    or a company noun a part noun modifies ("a subsidiary company of Norbank", "its wholly-owned subsidiary firm")."""
    return noun.lemma_ in PART_OF_NOUNS or noun.lemma_ in ORG_NOUNS and any(
        c.dep_ in ("amod", "compound") and c.lower_ in PREMODIFIER_PART_NOUNS for c in noun.children)


def org_before(role: Token, ix: MentionIndex) -> list[tuple[Token, Token]]:
    """The organisation's name right before the comma that opens a description the parser hung on an earlier
    name, paired with the description's noun ("Ann Cole, an analyst at Norbank, the Leeds bakery": the bakery is
    Norbank)."""
    edge = role.left_edge.i
    org = ix.at(role.doc[edge - 2]) if edge >= 2 and role.doc[edge - 1].text == "," else None
    if org is None or ix.type(org) != ORGANIZATION or ix.at(role.head) is org or is_person_noun(role):
        return []
    return [(role.doc[edge - 2], role)]

"""When a common noun ("the company", "the club") refers back to an organisation the story named, and which
names it can refer back to; which name a relative pronoun stands for."""

from __future__ import annotations

from collections import Counter

from spacy.tokens import Token

from kg.lexicon.grammar import AFFILIATION_VERBS, PERSON_RELATIVES
from kg.lexicon.names import (ANAPHORIC_BUSINESS_NOUNS, ANAPHORIC_ORG_NOUNS, BASED_LEMMAS, ORG_NOUNS,
                              OTHER_BODY_MODIFIERS)
from kg.lexicon.people import GROUP_PEOPLE_NOUNS, PRONOUNS, TITLE_HEADS, is_person_noun
from kg.records import Chain, Mention

#: Dependency labels of what a sentence may open on before its subject and still be about it: "Last year",
#: "In May,", "But" (not a clause: "When Safcom fell, it ...").
_FRONTED_DEPS = frozenset({"advmod", "npadvmod", "prep", "punct", "cc"})
#: Dependency labels of a word written before a noun to say something of it: "the Kestrel striker".
_PREMODIFIER_DEPS = frozenset({"compound", "amod", "nmod"})


def leading(mentions: list[Mention], weight: Counter, chain_of: dict[Mention, Chain]) -> list[Mention]:
    """The mentions of the one chain named more often than any other (at least twice), or none."""
    top = weight.most_common(2)
    if not top or top[0][1] < 2 or len(top) == 2 and top[1][1] == top[0][1]:
        return []
    return [m for m in mentions if chain_of[m] is top[0][0]]


def premodifier(root: Token) -> bool:
    """Whether a name (by its head word) only says something of the noun after it: "the former Kestrel and Varnell
    striker", "the Labour mayor", "a Norbank report". The sentence is about a person or a thing there, so the
    name is no body that "the club" or "the firm" then goes on about; a noun that says what the name is (the
    "Norbank group") leaves it one."""
    while root.dep_ == "conj" and root.head.i < root.i:
        root = root.head
    return root.dep_ in _PREMODIFIER_DEPS and root.head.i > root.i and root.head.lemma_ not in ORG_NOUNS


def refers_back(noun: Token) -> bool:
    """Whether a singular noun such as "company" refers back to a named organisation: "the company" as a
    possessor or after a preposition ("the company's chief executive", "a spokesman for the firm"), or bare
    before a title ("company spokesman X"), or the object of a person's joining or heading it ("X joined the
    firm"), or after the place it is from, in any role ("the Kenyan company", "Kenya's largest bank"); not "a
    company", "the parent company", "the company he founded" or a noun the sentence names ("The group, Norbank,
    said")."""
    if noun.tag_ not in ("NN", "NNP") or noun.tag_ == "NNP" and not noun.is_sent_start:
        return False
    if noun.dep_ in ("attr", "appos"):  # "X was the only Tulsa-based company": it says what X is
        return False
    if any(c.dep_ == "appos" and c.pos_ == "PROPN" for c in noun.children):
        return False
    if noun.dep_ == "compound":  # "Company spokesman Tom Vale", "a company spokeswoman"
        before = noun.doc[noun.i - 1] if noun.i > noun.sent.start else None
        return (not any(noun.children) and noun.head.lower_ in TITLE_HEADS
                and (before is None or before.pos_ in ("DET", "PUNCT")))  # not "a parent company spokesman"
    # the object of a person's joining, heading or leaving: "Ann Cole, who heads the bank"
    joined = noun.dep_ == "dobj" and noun.head.lemma_ in AFFILIATION_VERBS and any(
        c.dep_ == "nsubj" and (c.pos_ == "PROPN" or c.lower_ in (*PRONOUNS, "who")) for c in noun.head.children)
    # where it is based: "The company is headquartered in X", "The firm, based in X,", "the X-based company"
    based_on = [c for c in noun.children if c.dep_ in ("acl", "amod", "relcl") and based(c)]
    based_in = noun.dep_ in ("nsubj", "nsubjpass") and based(noun.head) or based_on
    # a trade written before the noun says what the body does: "the software maker" (not "the parent company")
    trade = [c for c in noun.children if c.dep_ == "compound" and c.pos_ == "NOUN" and c.is_lower
             and not any(c.children) and c.lower_ not in OTHER_BODY_MODIFIERS
             and noun.lemma_ in ANAPHORIC_BUSINESS_NOUNS]
    # where a business is from: "The Kenyan company", "the Leeds firm", "Kenya's largest bank" (then sizes and
    # trades too); not "Kenya's trade ministry", the country's own
    places = [c for c in noun.children if _place_word(c)] if noun.lemma_ in ANAPHORIC_BUSINESS_NOUNS else []
    kinds = [c for c in noun.children if places and (c.dep_ == "amod" and c.pos_ == "ADJ" or c.dep_ == "compound"
                                                       and c.pos_ == "NOUN" and c.is_lower)]
    definite = any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children) or any(
        c.dep_ == "poss" for c in places)
    # the subject of a verb: "The company said it acquired Safcom", "the firm sued X"
    return ((noun.dep_ in ("poss", "pobj", "nsubj", "nsubjpass") or joined or based_in or places) and definite
            and not any(c.dep_ in ("compound", "amod", "poss") and c not in based_on + trade + places + kinds
                        for c in noun.children))


def _place_word(word: Token) -> bool:
    """Whether a word before a noun names the place the body is from: a country's or a town's name, its own
    ("Kenya's") or before the noun ("the Leeds firm"), or a nationality ("the Kenyan company")."""
    return (word.dep_ in ("poss", "compound", "amod", "nmod") and word.ent_type_ in ("GPE", "NORP")
            and word.head.i > word.i and not any(c.dep_ == "conj" for c in word.children))


def based(word: Token) -> bool:
    """Whether a word says where something is based: "based", "headquartered", "Leeds-based"."""
    return word.lemma_.lower() in BASED_LEMMAS or word.lower_.rsplit("-", 1)[-1] in ("based", "headquartered")


def opens_clause(subject: Token) -> bool:
    """Whether a subject opens its sentence, or comes only after adverbials its verb opens on ("Last year it sold
    Safcom", "In May, it hired Tom Vale"), not after another clause or argument ("Tom Vale said it", "When Norbank
    fell, it ...")."""
    verb, start = subject.head, subject.sent.start
    fronted = [c for c in verb.children if c.i < subject.i and c.dep_ in _FRONTED_DEPS]
    covered = {t.i for c in fronted for t in c.subtree}
    return all(i in covered for i in range(start, subject.left_edge.i))  # "The Kenyan firm" opens with its words


def carries_on(subject: Token) -> bool:
    """Whether a subject may go on about the body the sentence before was about: "it", "they" (of a body written as
    a plural: :func:`plural_body`), or a noun that refers back to a body ("The Kenyan firm also said", after "Norbank
    signed a deal with Safcom")."""
    return subject.lower_ in ("it", "they") or subject.lemma_.lower() in ANAPHORIC_ORG_NOUNS and refers_back(subject)


def plural_body(verb: Token, subject: Token) -> bool:
    """Whether a sentence's main verb agrees with its body subject as a plural, as British news writes a team, a firm
    or a party ("Kestrel City were beaten", "Norbank have signed"), so that "They" opening the next sentence is the
    body; not where the sentence also names people who may be "they" ("... signed Tom Vale and Ann Cole", "players",
    "200 staff"; not "500 jobs")."""
    forms = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
    own = {s.i for s in subject.subtree}
    people = any(t.pos_ == "PROPN" and t.conjuncts or t.tag_ == "NNS" and is_person_noun(t)
                 or t.lemma_.lower() in GROUP_PEOPLE_NOUNS
                 for t in verb.sent if t.i not in own)
    return any(t.tag_ == "VBP" or t.lower_ == "were" for t in forms) and not people


def antecedent(subject: Token, verb: Token) -> Token:
    """The name a verb's subject stands for: a relative pronoun's, the name the clause modifies ("X, who is
    chairman,"), the person's name it follows where the parser hung the clause on an earlier name of a list ("...,
    Ben Hart of Kestrel and Carl Mason, who worked for Norbank": Mason, for "who" only); any other subject is
    itself."""
    if subject.lower_ not in PERSON_RELATIVES or verb.dep_ != "relcl":
        return subject
    before = subject.nbor(-1) if subject.i > 0 else subject
    if before.text == "," and before.i > 0:
        before = before.nbor(-1)
    # "who" only: "that" after a name may be the clause of a noun before it ("the firm run by Tom Vale that ...")
    person = subject.lower_ == "who" and before.ent_type_ == "PERSON" and before.pos_ == "PROPN"
    return before if person and before.i < subject.i else verb.head

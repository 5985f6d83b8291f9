"""Rule-based relation extraction from the constructions English news uses.

Like textacy's ``extract.triples``, each rule is a generator over a parsed ``Doc``;
dependency labels and word lists it relies on are module constants. Each rule
names itself in :attr:`~kg.records.Relation.extractor` and carries a fixed
confidence measured on CoNLL04 dev and the seeds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from lemminflect import getInflection
from spacy.tokens import Doc, Span, Token

from kg.mentions import LEADER_HEADS, TITLE_HEADS, TITLE_ORGANISATIONS
from kg.records import ORGANIZATION, PERSON, PLACE, Chain, Mention, Relation
from kg.registry import extractors
from kg.relations import type_checks

SUBJ_DEPS = frozenset({"nsubj", "nsubjpass", "csubj"})
OBJ_DEPS = frozenset({"dobj", "obj", "dative", "attr", "oprd"})
NEG_WORDS = frozenset({"not", "n't", "never", "no", "neither", "nor", "without"})
#: Modal and hedging words: what they qualify is not stated as fact.
HEDGES = frozenset({"could", "might", "may", "should", "would", "must", "reportedly", "allegedly",
                    "possibly", "perhaps", "maybe", "supposedly", "if", "whether", "unless"})
#: Verbs whose lemma and preposition give a typed predicate: (lemma, prep) -> (predicate, inverse).
VERB_FRAMES: dict[tuple[str, str], tuple[str, bool]] = {
    ("kill", ""): ("killed", False), ("murder", ""): ("killed", False),
    ("assassinate", ""): ("killed", False), ("slay", ""): ("killed", False),
    ("shoot", "dead"): ("killed", False), ("execute", ""): ("killed", False),
    ("strangle", ""): ("killed", False), ("stab", "death"): ("killed", False),
    ("work", "for"): ("employedBy", False), ("work", "at"): ("employedBy", False),
    ("hire", ""): ("employedBy", True), ("employ", ""): ("employedBy", True),
    ("lead", ""): ("leads", False), ("head", ""): ("leads", False), ("chair", ""): ("leads", False),
    ("run", ""): ("leads", False), ("found", ""): ("leads", False),
    ("join", ""): ("memberOf", False),
    ("live", "in"): ("livesIn", False), ("reside", "in"): ("livesIn", False),
    ("base", "in"): ("basedIn", False), ("headquarter", "in"): ("basedIn", False),
    ("locate", "in"): ("locatedIn", False),
}
#: Verbs that only report speech; they make no relation between speaker and listener.
REPORTING = frozenset({"say", "tell", "report", "cite", "add", "write", "quote", "ask"})
LOCATIVE_PREPS = frozenset({"in", "at", "near", "outside"})
MEMBER_HEADS = frozenset({"member", "members", "union"})

_CONF = {
    "title_np": 0.9, "appos_title": 0.85, "possessive_title": 0.8, "copula_title": 0.85,
    "verb_frame": 0.75, "open_verb": 0.6, "locative": 0.7, "home_of": 0.8, "relative_clause": 0.75,
    "place_in_name": 0.7, "according_to": 0.7,
}


class MentionIndex:
    """Finds the mention and the chain a token belongs to."""

    def __init__(self, doc: Doc, chains: tuple[Chain, ...]) -> None:
        self.doc = doc
        self.by_token: dict[int, Mention] = {}
        self.chain_of: dict[Mention, Chain] = {}
        for chain in chains:
            for m in chain.mentions:
                self.chain_of[m] = chain
                span = doc.char_span(m.start, m.end, alignment_mode="expand")
                if span is not None:
                    for token in span:
                        self.by_token.setdefault(token.i, m)

    def at(self, token: Token | None) -> Mention | None:
        """The mention covering ``token``."""
        return None if token is None else self.by_token.get(token.i)

    def type(self, mention: Mention) -> str:
        return self.chain_of[mention].type if mention in self.chain_of else mention.type

    def relation(self, subj: Mention, predicate: str, obj: Mention, rule: str) -> Relation | None:
        """A relation if the arguments are different entities of the right types."""
        if subj == obj or self.chain_of.get(subj) is not None and self.chain_of.get(subj) is self.chain_of.get(obj):
            return None
        if not type_checks(predicate, self.type(subj), self.type(obj)):
            return None
        return Relation(subj, predicate, obj, _CONF[rule], f"rules.{rule}")


def _negated(token: Token) -> bool:
    """Whether a verb (or a verb it depends on through xcomp/ccomp) is negated or hedged."""
    seen = 0
    while token is not None and seen < 4:
        for child in token.children:
            if child.dep_ == "neg" or child.lower_ in NEG_WORDS or child.lower_ in HEDGES:
                return True
            if child.dep_ == "mark" and child.lower_ in HEDGES:
                return True
        if token.dep_ not in ("xcomp", "conj", "relcl", "acl") or token.head is token:
            break
        token = token.head
        seen += 1
    return False


def _conjuncts(token: Token) -> list[Token]:
    return [token, *token.conjuncts]


def past_tense(lemma: str) -> str:
    """Past tense of a verb lemma ("confront" -> "confronted")."""
    forms = getInflection(lemma, "VBD")
    return forms[0] if forms else lemma + "ed"


def title_predicate(title: str) -> str:
    """``leads`` for a title that heads an organisation ("police chief"), else ``employedBy``.

    A title's last word is its head; a "deputy" or "vice" anywhere makes it a second.
    """
    words = title.split()
    if words[-1] in LEADER_HEADS and not {"deputy", "vice", "assistant"} & set(words[:-1]):
        return "leads"
    return "employedBy"


def _camel(words: list[str]) -> str:
    head, *rest = [w for w in words if w.isalpha()]
    return head.lower() + "".join(w.capitalize() for w in rest)


def title_np(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Coral Springs Police Chief Tony Pustizzi' -> leads; 'Broward deputy X' -> employedBy."""
    for chain in ix.chain_of.values():
        for m in chain.mentions:
            if not m.title or m.kind != "name":
                continue
            first = doc.char_span(m.start, m.end, alignment_mode="expand")
            title_tokens = len(m.title.split())
            title_start = first.start - title_tokens
            if title_start <= 0:
                continue
            affil = ix.at(doc[title_start - 1]) or ix.at(doc[title_start])
            if affil is None or affil is m or ix.type(affil) not in (ORGANIZATION, PLACE):
                continue
            predicate = title_predicate(m.title)
            if ix.type(affil) == PLACE:
                template = TITLE_ORGANISATIONS.get(m.title)
                if template is None:
                    continue
                affil_span = doc.char_span(affil.start, affil.end, alignment_mode="expand")
                org_span = doc[affil_span.start:first.start]
                name = template.format(affil.text)
                affil = Mention(m.doc_id, org_span.start_char, org_span.end_char, org_span.text,
                                ORGANIZATION, m.sentence, name=name)
            rel = ix.relation(m, predicate, affil, "title_np")
            if rel:
                yield rel


def _org_of(token: Token, ix: MentionIndex) -> Mention | None:
    """The organisation a title noun is 'of', 'for' or 'at' (or whose possessive it takes)."""
    for child in token.children:
        if child.dep_ == "prep" and child.lower_ in ("of", "for", "at", "with"):
            for pobj in child.children:
                if pobj.dep_ == "pobj":
                    m = ix.at(pobj)
                    if m and ix.type(m) == ORGANIZATION:
                        return m
        if child.dep_ in ("poss", "compound"):
            m = ix.at(child)
            if m and ix.type(m) == ORGANIZATION:
                return m
    return None


def _title_words(token: Token) -> str:
    """The title a noun heads, with its compound modifiers ("deputy police chief")."""
    return " ".join(t.lower_ for t in token.children if t.dep_ == "compound" and t.i < token.i) + " " + token.lower_


def _title_relation(person: Mention, title: Token, ix: MentionIndex, rule: str) -> Iterator[Relation]:
    if title.lower_ not in TITLE_HEADS and title.lower_ not in MEMBER_HEADS and title.lower_ not in (
            "official", "employee", "staffer", "worker", "reporter", "analyst", "correspondent"):
        return
    org = _org_of(title, ix)
    if org is None:
        return
    predicate = "memberOf" if title.lower_ in MEMBER_HEADS else title_predicate(_title_words(title))
    rel = ix.relation(person, predicate, org, rule)
    if rel:
        yield rel


def appos_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Jim Bell, president of X' and 'the president of X, Jim Bell' -> leads/employedBy."""
    for token in doc:
        if token.dep_ != "appos":
            continue
        for name_tok, title_tok in ((token.head, token), (token, token.head)):
            person = ix.at(name_tok)
            if person and ix.type(person) == PERSON and ix.at(title_tok) is None:
                yield from _title_relation(person, title_tok, ix, "appos_title")


def copula_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'X is the chief of Y' -> leads; 'X, who is a spokesman for Y' likewise."""
    for token in doc:
        if token.lemma_ != "be" or _negated(token):
            continue
        subj = next((c for c in token.children if c.dep_ == "nsubj"), None)
        if subj is not None and subj.lower_ in ("who", "that") and token.dep_ == "relcl":
            subj = token.head
        attr = next((c for c in token.children if c.dep_ == "attr"), None)
        person = ix.at(subj)
        if person and attr is not None and ix.type(person) == PERSON and ix.at(attr) is None:
            yield from _title_relation(person, attr, ix, "copula_title")


def possessive_title(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"Y's spokesman X" -> X employedBy Y."""
    for token in doc:
        if token.lower_ not in TITLE_HEADS or ix.at(token) is not None:
            continue
        org = next((ix.at(c) for c in token.children if c.dep_ == "poss" and ix.at(c)), None)
        if org is None or ix.type(org) != ORGANIZATION:
            continue
        for c in token.children:
            person = ix.at(c) if c.dep_ in ("appos", "compound") else None
            if person is None and token.head.dep_ != "appos":
                person = ix.at(token.head) if token.dep_ in ("compound",) else None
            if person and ix.type(person) == PERSON:
                predicate = title_predicate(_title_words(token))
                rel = ix.relation(person, predicate, org, "possessive_title")
                if rel:
                    yield rel


def _subjects(verb: Token) -> list[Token]:
    subjects = [s for c in verb.children if c.dep_ in SUBJ_DEPS for s in _conjuncts(c)]
    if not subjects and verb.dep_ in ("xcomp", "conj", "advcl") and verb.head is not verb:
        return _subjects(verb.head)
    if not subjects and verb.dep_ in ("relcl", "acl"):
        return [verb.head]
    return [s.head if s.lower_ in ("who", "that", "which") else s for s in subjects]


def _objects(verb: Token) -> list[tuple[Token, str]]:
    """(object token, preposition or particle) pairs of a verb."""
    found = []
    for child in verb.children:
        if child.dep_ in OBJ_DEPS:
            found += [(o, "") for o in _conjuncts(child)]
        elif child.dep_ in ("prep", "agent"):
            found += [(o, child.lower_) for p in child.children if p.dep_ == "pobj" for o in _conjuncts(p)]
    return found


def verb_relations(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """Subject-verb-object frames: typed predicates by verb, the rest as open past-tense verbs."""
    for verb in doc:
        if verb.pos_ not in ("VERB",) or _negated(verb):
            continue
        passive = any(c.dep_ in ("nsubjpass", "auxpass") for c in verb.children)
        for subj_tok in _subjects(verb):
            subj = ix.at(subj_tok)
            if subj is None:
                continue
            for obj_tok, prep in _objects(verb):
                obj = ix.at(obj_tok)
                if obj is None:
                    continue
                a, b = subj, obj
                if passive:
                    if prep != "by":
                        frame = VERB_FRAMES.get((verb.lemma_, prep))
                        if frame and not frame[1]:
                            rel = ix.relation(a, frame[0], b, "verb_frame")
                            if rel:
                                yield rel
                        continue
                    a, b, prep = obj, subj, ""
                frame = VERB_FRAMES.get((verb.lemma_, prep))
                if frame:
                    predicate, inverse = frame
                    rel = ix.relation(b, predicate, a, "verb_frame") if inverse else ix.relation(a, predicate, b, "verb_frame")
                elif verb.lemma_ in REPORTING or prep in ("by",) or verb.lemma_ == "be":
                    continue
                else:
                    predicate = _camel([past_tense(verb.lemma_), *([prep] if prep else [])])
                    rule = "relative_clause" if verb.dep_ == "relcl" else "open_verb"
                    rel = ix.relation(a, predicate, b, rule) if a.kind != "nominal" or True else None
                if rel:
                    yield rel


def locative(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'A in B, C' -> A basedIn/locatedIn B and B locatedIn C; 'Sunrise, Florida' likewise."""
    mentions = sorted(set(ix.by_token.values()))
    for left, right in zip(mentions, mentions[1:]):
        if left.sentence != right.sentence:
            continue
        between = doc.text[left.end:right.start]
        if ix.type(right) != PLACE:
            continue
        if between.strip() in LOCATIVE_PREPS or between.strip() == ",":
            if between.strip() == "," and ix.type(left) != PLACE:
                continue
            predicate = "basedIn" if ix.type(left) == ORGANIZATION else "locatedIn"
            rel = ix.relation(left, predicate, right, "locative")
            if rel:
                yield rel


def home_of(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the Boynton Beach home of X' and 'X's Boynton Beach home' -> X livesIn B."""
    for token in doc:
        if token.lower_ not in ("home", "house", "residence", "apartment", "hometown"):
            continue
        place = next((ix.at(c) for c in token.children if c.dep_ in ("compound", "nmod") and ix.at(c)), None)
        person = next((ix.at(c) for c in token.children if c.dep_ == "poss" and ix.at(c)), None)
        for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ == "of"):
            person = person or next((ix.at(p) for p in prep.children if p.dep_ == "pobj" and ix.at(p)), None)
        if place and person and ix.type(place) == PLACE:
            rel = ix.relation(person, "livesIn", place, "home_of")
            if rel:
                yield rel


def place_in_name(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Coral Springs Police Department' when 'Coral Springs' is a place in the text -> basedIn.

    The place is a new mention nested in the organisation's name; it joins the place
    entity of the same name at resolution.
    """
    places = {ix.chain_of[m].name.lower() for m in ix.chain_of if ix.type(m) == PLACE and m.kind == "name"}
    for org in {m for m in ix.chain_of if ix.type(m) == ORGANIZATION and m.kind == "name"}:
        span = doc.char_span(org.start, org.end, alignment_mode="expand")
        for end in range(span.end - 1, span.start, -1):
            prefix = doc[span.start:end]
            if prefix.text.lower() in places:
                place = Mention(org.doc_id, prefix.start_char, prefix.end_char, prefix.text, PLACE, org.sentence)
                rel = ix.relation(org, "basedIn", place, "place_in_name")
                if rel:
                    yield rel
                break


def according_to(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'According to the president of X, "...," said Jim Bell' -> Jim Bell leads X.

    News attributes a quote to a role and names the speaker in the same sentence.
    """
    for token in doc:
        if token.lower_ != "according":
            continue
        roles = [p for to in token.children if to.lower_ == "to" for p in to.children
                 if p.dep_ == "pobj" and ix.at(p) is None]
        speakers = [ix.at(s) or next((ix.at(a) for a in s.children if a.dep_ == "appos" and ix.at(a)), None)
                    for verb in token.sent if verb.lemma_ in REPORTING
                    for s in verb.children if s.dep_ == "nsubj"]
        people = {m for m in speakers if m is not None and ix.type(m) == PERSON}
        if len(people) == 1:
            for role in roles:
                yield from _title_relation(next(iter(people)), role, ix, "according_to")


RULES = (title_np, appos_title, copula_title, possessive_title, verb_relations, locative, home_of,
         place_in_name, according_to)


def extract_relations(doc: Doc, chains: tuple[Chain, ...]) -> tuple[Relation, ...]:
    """Run every rule over a parsed document; one relation per (subject, predicate, object, sentence).

    Args:
        doc: The parsed document.
        chains: Its coreference chains from :func:`kg.coref.resolve_mentions`.

    Returns:
        Relations in document order, the most confident rule kept for duplicates.
    """
    ix = MentionIndex(doc, chains)
    best: dict[tuple, Relation] = {}
    for rule in RULES:
        for rel in rule(doc, ix):
            key = (rel.subject.start, rel.predicate, rel.object.start, rel.object.end)
            if key not in best or rel.confidence > best[key].confidence:
                best[key] = rel
    return tuple(sorted(best.values(), key=lambda r: (r.subject.start, r.object.start, r.predicate)))


@extractors.register("rules")
def make_rules():
    """The rule-based extractor."""
    return extract_relations

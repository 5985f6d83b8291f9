"""Rule-based relation extraction from the constructions English news uses.

Like textacy's ``extract.triples``, each rule is a generator over a parsed ``Doc``;
the rules are grouped by construction family (:mod:`.roles`: roles and titles; :mod:`.storytitles`: titles held
where the story says; :mod:`.affiliations`: a name's prepositions; :mod:`.events`: verb frames and killings,
their objects read by :mod:`.arguments`; :mod:`.nominal`: acts named by nouns; :mod:`.nounacts`: roles and ties
stated by nouns beside names; :mod:`.places`: places and homes; :mod:`.namedplaces`: a place inside a body's
name; :mod:`.capitals`: "the capital" of a sentence's country; :mod:`.tallies`: a player's tally for a side;
:mod:`.asroles`: a post in a fronted "as") over shared syntax helpers (:mod:`.syntax`), and
read their words from :mod:`kg.lexicon`. Each rule names itself in
:attr:`~kg.records.Relation.extractor` and carries a fixed confidence: a prior set by hand, checked against the
rule's precision on CoNLL04 train where its relations are scored (docs/extraction-quality.md has the table;
CoNLL04 leaves many true relations unannotated, so there it is a lower bound).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Doc, Span

from kg.lexicon.names import POSSESSIVE
from kg.lexicon.people import PARTY_ROLES, PORTFOLIO_TITLES, SHADOW_ROLE
from kg.records import PERSON, Chain, Mention, Relation
from kg.relations.rules.affiliations import entity_of, possessed_org
from kg.relations.rules.asroles import fronted_as
from kg.relations.rules.capitals import capital_city
from kg.relations.rules.charges import in_charge
from kg.relations.rules.events import killing_of, verb_relations
from kg.relations.rules.ledebodies import lede_body
from kg.relations.rules.ledeplaces import lede_description
from kg.relations.rules.memberships import man_behind, membership_of, own_body
from kg.relations.rules.governments import leader_government
from kg.relations.rules.hyphenacts import hyphen_acts
from kg.relations.rules.interviews import interviews
from kg.relations.rules.nominal import acts_between, noun_events
from kg.relations.rules.nounacts import joined_agents, spouses, winners
from kg.relations.rules.namedplaces import place_in_name
from kg.relations.rules.places import (based_in, born_in_place, described_from_place, home_of,
                                       locative, national_org, place_before_anaphor, possessive_place)
from kg.relations.rules.parents import parent_org
from kg.relations.rules.parties import (party_apposition, party_bracket, party_examples, party_tag, party_name,
                                        party_title)
from kg.relations.rules.products import maker_of
from kg.relations.rules.roles import (according_to, appos_title, possessed_person, possessive_title,
                                      premodifier_roles, title_np, unit_title)
from kg.relations.rules.storytitles import (shared_possessor, story_company_title, story_country_title,
                                            story_department_title)
from kg.relations.rules.syntax import MentionIndex
from kg.relations.rules.tallies import side_tally
from kg.relations.rules.verbroles import as_title, copula_title

#: Every rule, in the order they run (a later rule's relation replaces an earlier one only if more confident).
RULES = (title_np, party_title, party_apposition, party_name, party_bracket, premodifier_roles, unit_title, appos_title,
         copula_title, as_title, possessive_title, possessed_person, possessed_org, parent_org, entity_of, killing_of,
         verb_relations, locative, possessive_place, based_in, described_from_place, place_before_anaphor,
         lede_description, home_of, born_in_place, place_in_name, national_org, according_to, story_company_title,
         shared_possessor, story_department_title, story_country_title, lede_body, party_tag, party_examples,
         noun_events, leader_government, maker_of, joined_agents, spouses, acts_between, winners, in_charge,
         membership_of, own_body, man_behind, hyphen_acts, capital_city, interviews, side_tally, fronted_as)


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
    for derive in (_through_containers, _to_conjuncts):
        for rel in derive(tuple(best.values()), ix):
            best.setdefault((rel.subject.start, rel.predicate, rel.object.start, rel.object.end), rel)
    # A party's spokesman, frontbencher or shadow minister is a member, not an employee.
    best = {k: replace(r, predicate="memberOf") if r.predicate == "employedBy" and r.title
            and r.title.split()[-1] in PARTY_ROLES and ix.is_party(r.object) else r for k, r in best.items()}
    best = {k: r for k, r in best.items() if r.predicate not in ("employedBy", "leads") or not _shadow(r, ix)}
    # Who leads an organisation also works for it: keep the more specific statement only.
    led = {(s, o, e) for s, p, o, e in best if p == "leads"}
    return tuple(sorted((r for (s, p, o, e), r in best.items() if p != "employedBy" or (s, o, e) not in led),
                        key=lambda r: (r.subject.start, r.object.start, r.predicate)))


def _through_containers(relations: tuple[Relation, ...], ix: MentionIndex) -> Iterator[Relation]:
    """'Marie Ferraro of Bethany, Conn.': who lives (or what is based or lies) in a town that the
    same sentence places in a state lives (or is based, or lies) in the state too; and one placed in a state
    written right after its town lives (or is based) in the town ("Norbank, a Tulsa, Okla., company")."""
    located = [r for r in relations if r.predicate == "locatedIn" and r.extractor == "rules.locative"]
    inside = {(r.subject.start, r.subject.end): r.object for r in located}
    # "Tulsa, Okla.": the state's name, a comma after the town's, is the town's address, not another place
    towns = {(r.object.start, r.object.end): r.subject for r in located
             if ix.doc.text[r.subject.end:r.object.start] == ", "}
    for rel in relations:
        place = (rel.object.start, rel.object.end)
        container = inside.get(place)
        if (rel.predicate in ("livesIn", "basedIn", "locatedIn") and container is not None
                and container.sentence == rel.sentence and container != rel.subject):
            derived = ix.relation(rel.subject, rel.predicate, container, "located_chain")
            if derived:
                yield derived
        town = towns.get(place)
        if rel.predicate in ("livesIn", "basedIn") and town is not None and town != rel.subject:
            derived = ix.relation(rel.subject, rel.predicate, town, "located_chain")
            if derived:
                yield derived


def _shadow(rel: Relation, ix: MentionIndex) -> bool:
    """Whether a role relation is a shadow minister's, who holds no post in the office shadowed: "shadow" in
    its title ("the shadow Home Office minister") or opening the subject's noun phrase ("Shadow Treasury
    secretary X", where the title read is "secretary"), or a party's spokesman on the office's portfolio."""
    name = ix.doc.char_span(rel.subject.start, rel.subject.end, alignment_mode="expand")
    before = ix.doc[name.root.left_edge.i:name.start] if name is not None else ()
    if SHADOW_ROLE.intersection(rel.title.split()) or SHADOW_ROLE.intersection(t.lower_ for t in before):
        return True
    return bool(rel.title) and rel.title.split()[-1] in PORTFOLIO_TITLES and _after_party(rel.object, ix)


def _after_party(office: Mention, ix: MentionIndex) -> bool:
    """Whether a party's name comes right before an office's: "Liberal Democrat Treasury (spokesman)",
    "the party's Treasury (spokesman)"."""
    span = ix.doc.char_span(office.start, office.end, alignment_mode="expand")
    if span is None or span.start == 0:
        return False
    doc, i = span.doc, span.start
    return doc[i - 1].ent_type_ == "NORP" or i >= 2 and doc[i - 2].lower_ == "party" and doc[i - 1].lower_ in POSSESSIVE


def _to_conjuncts(relations: tuple[Relation, ...], ix: MentionIndex) -> Iterator[Relation]:
    """'Acme managers Tom Vale and Ben Hart': a plural role before a name holds for the names joined after
    it, up to one with a role of its own ("Acme chief X and Beta boss Y"); a singular one is one person's. So
    does a plural role set off after them: "Tom Vale and Ben Hart, researchers at Brantwick University"."""
    doc = ix.doc
    for rel in relations:
        if rel.extractor not in ("rules.title_np", "rules.premodifier_roles", "rules.appos_title"):
            continue
        name = doc.char_span(rel.subject.start, rel.subject.end, alignment_mode="expand")
        if name is None or not (_plural_after(name) or _plural_before(name) if rel.extractor == "rules.appos_title"
                                else name.start > 0 and doc[name.start - 1].tag_ in ("NNS", "NNPS")):
            continue
        for token in sorted(t for t in name.root.conjuncts if t.i > name.end):
            other = ix.at(token)
            span = other and doc.char_span(other.start, other.end, alignment_mode="expand")
            if (span is None or other.kind != "name" or ix.type(other) != PERSON or other.titled
                    or any(c.dep_ in ("compound", "amod", "nmod", "poss") and c.i < span.start
                           for c in span.root.children)):
                break
            derived = ix.relation(other, rel.predicate, rel.object, rel.extractor.removeprefix("rules."),
                                  status=rel.status, title=rel.title)
            if derived:
                yield derived


def _plural_after(name: Span) -> bool:
    """Whether a plural role set off after a name follows the names joined to it, at one body: "Tom Vale and Ben
    Hart, researchers at Brantwick University"; not "..., executives at Norbank and Safcom" (one at each)."""
    return any(c.dep_ == "appos" and c.tag_ in ("NNS", "NNPS") and all(c.i > t.i for t in name.root.conjuncts)
               and not any(p.conjuncts for p in c.subtree if p.dep_ == "pobj") for c in name.root.children)


def _plural_before(name: Span) -> bool:
    """Whether a name is set off after a plural role, as the first of a list: "Three Norbank directors, Tom Vale,
    Ann Cole and Ben Hart", "Dunmore United footballers Tom Vale and Ben Hart" (parsed as an apposition); not
    after a dash, which sets off a looser list ("members of the squad - X, Y and Z")."""
    role = name.root.head
    return (name.root.dep_ == "appos" and role.tag_ in ("NNS", "NNPS") and role.i < name.start
            and name.doc[name.start - 1].text in (role.text, ","))


def make_rules():
    """The rule-based extractor."""
    return extract_relations

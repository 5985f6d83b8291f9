"""Rule-based relation extraction from the constructions English news uses.

Like textacy's ``extract.triples``, each rule is a generator over a parsed ``Doc``;
the rules are grouped by construction family (:mod:`.roles`: roles and titles;
:mod:`.events`: verb frames and killings; :mod:`.places`: places and homes) over shared
syntax helpers (:mod:`.syntax`), and read their words from :mod:`kg.lexicon`. Each rule
names itself in :attr:`~kg.records.Relation.extractor` and carries a fixed
confidence: a prior set by hand, checked against the rule's precision on CoNLL04
train where its relations are scored (docs/extraction-quality.md has the table; CoNLL04 leaves many
true relations unannotated, so there it is a lower bound).
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc

from kg.records import Chain, Relation
from kg.relations.rules.events import killing_of, verb_relations
from kg.relations.rules.places import (based_in, born_in_place, described_from_place, home_of, locative,
                                       national_org, place_in_name, possessive_place)
from kg.relations.rules.roles import (according_to, appos_title, copula_title, entity_of, possessive_title,
                                      premodifier_roles, title_np)
from kg.relations.rules.syntax import MentionIndex

#: Every rule, in the order they run (a later rule's relation replaces an earlier one only if more confident).
RULES = (title_np, premodifier_roles, appos_title, copula_title, possessive_title, entity_of, killing_of,
         verb_relations, locative, possessive_place, based_in, described_from_place, home_of, born_in_place,
         place_in_name, national_org, according_to)


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
    for rel in _through_containers(tuple(best.values()), ix):
        best.setdefault((rel.subject.start, rel.predicate, rel.object.start, rel.object.end), rel)
    # Who leads an organisation also works for it: keep the more specific statement only.
    led = {(s, o, e) for s, p, o, e in best if p == "leads"}
    return tuple(sorted((r for (s, p, o, e), r in best.items() if p != "employedBy" or (s, o, e) not in led),
                        key=lambda r: (r.subject.start, r.object.start, r.predicate)))


def _through_containers(relations: tuple[Relation, ...], ix: MentionIndex) -> Iterator[Relation]:
    """'Marie Ferraro of Bethany, Conn.': who lives (or what is based or lies) in a town that the
    same sentence places in a state lives (or is based, or lies) in the state too."""
    inside = {(r.subject.start, r.subject.end): r.object for r in relations if r.predicate == "locatedIn"
              and r.extractor == "rules.locative"}
    for rel in relations:
        container = inside.get((rel.object.start, rel.object.end))
        if (rel.predicate in ("livesIn", "basedIn", "locatedIn") and container is not None
                and container.sentence == rel.sentence and container != rel.subject):
            derived = ix.relation(rel.subject, rel.predicate, container, "located_chain")
            if derived:
                yield derived


def make_rules():
    """The rule-based extractor."""
    return extract_relations

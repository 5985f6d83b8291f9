"""Rules for products: who makes a product its name says is theirs."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc

from kg.records import ORGANIZATION, PRODUCT, Relation
from kg.relations.rules.syntax import MentionIndex


def maker_of(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Norbank's Kestrel console', "Norbank's humanoid robot Kestrel" -> Norbank makes Kestrel: an organisation's
    name owning a product's name, or the kind of product the name premodifies or stands beside. An open
    relation, in the present: a maker's product is what it makes."""
    for product in ix.mentions():
        if product.kind != "name" or ix.type(product) != PRODUCT:
            continue
        root = ix.root(product)
        # the name itself, the noun it premodifies or stands beside ("robot Kestrel"), or the noun it names
        owned = {root, ix.described.get(product, root)} | ({root.head} if root.dep_ in ("compound", "appos") else set())
        owned |= {c for c in root.children if c.dep_ == "compound" and ix.at(c) is not product}
        for token in owned:
            for owner in (ix.at(c) for c in token.children if c.dep_ == "poss"):
                if owner is not None and owner is not product and ix.type(owner) == ORGANIZATION:
                    rel = ix.relation(owner, "makes", product, "maker_of")
                    if rel:
                        yield rel

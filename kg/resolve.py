"""Stage 6: cross-document entity resolution.

Chains from every document are grouped into entities:

* people by (first name, surname) with a shipped nickname table ("Tony" = "Anthony");
  a chain with one name only joins the single person who has it as surname or first
  name, and stays apart when that is ambiguous;
* organisations by a key that ignores "the", possessives and the words that are
  inserted or dropped between variants ("County", "Department", "Office"); then a key
  joins a unique other key it is a one-edit typo of (8+ characters), an acronym of
  ("BSO"), the end of ("Douglas High School") or, as one word, the start of ("Sequoia"
  of "Sequoia Capital");
* places by their normalised name, then typos and acronyms ("US"), never by suffix;
* a title with an affiliation and no name in its document ("the Coral Springs city
  manager") joins the one person in the corpus who holds that title.

Merges never cross person and non-person types and never chain: a chain joins a
cluster whose key it matches, never a cluster that itself joined another.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from kg.coref import name_key
from kg.lexicon.names import ACRONYM_SKIP, ORG_NOISE
from kg.lexicon.tables import nicknames, state_abbreviations
from kg.records import ORGANIZATION, PERSON, PLACE, Chain, DocResult, Entity, Fact
from kg.vocab import slugify

#: Shortest organisation key that a one-letter typo may merge.
TYPO_MIN_LENGTH = 8
#: Shortest one-word organisation name that may stand for a longer one it starts ("Sequoia").
PREFIX_MIN_LENGTH = 4
_TYPE_ORDER = {PLACE: 0, ORGANIZATION: 1}


def _words(name: str) -> list[str]:
    return re.findall(r"[\w.&-]+|'s", name_key(name))


def person_key(name: str) -> tuple[str, ...]:
    """(formal first name, surname) of a full name, or (name,) for a single name."""
    words = [w for w in _words(name) if w not in ("jr.", "jr", "sr.", "sr", "ii", "iii")]
    if len(words) < 2:
        return tuple(words)
    return (nicknames().get(words[0], words[0]), words[-1])


def org_key(name: str) -> str:
    """Key of an organisation name, blind to the usual inserted or dropped words."""
    return " ".join(w for w in _words(name) if w not in ORG_NOISE)


def _acronym(name: str) -> str:
    return "".join(w[0] for w in _words(name) if w not in ACRONYM_SKIP and w[0].isalpha())


def _one_edit(a: str, b: str) -> bool:
    """Whether two strings differ by exactly one insertion, deletion or substitution."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i + (len(a) == len(b)):] == b[i + 1:]


def _variant_of(short: str, full: str, acronyms: set[str], *, more_frequent: bool, suffix: bool) -> bool:
    """Whether organisation key ``short`` can name the organisation with key ``full``.

    A typo (one edit, 8+ characters) of a more frequent name, an acronym of one of its
    names ("bso"), or the end of the full name: two words or more, or one hyphenated
    word ("douglas high school" of "marjory stoneman douglas high school", "radio 1" of
    "bbc radio 1", "sun-sentinel" of "florida sun-sentinel"), where ``suffix`` allows it
    (not for places: "Palm Beach" is not "West Palm Beach").
    """
    if len(short) >= TYPO_MIN_LENGTH and _one_edit(short, full):
        return more_frequent
    if " " not in short and "-" not in short:
        if suffix and len(short) >= PREFIX_MIN_LENGTH and full.startswith(short + " ") and " and " not in full:
            return True  # "Sequoia" of "Sequoia Capital" (not "Celebrex" of "Celebrex and Bextra")
        # A state code is no acronym of a town ("FL" is not "Ft. Lauderdale").
        return len(short) >= 2 and short in acronyms and (suffix or short not in state_abbreviations())
    return suffix and full.endswith(" " + short)


@dataclass(frozen=True)
class Resolution:
    """Entities and where each chain went: ``(doc_id, chain index) -> entity id``."""

    entities: tuple[Entity, ...]
    chain_entity: dict[tuple[str, int], str]


def _vote_types(results: list[DocResult]) -> dict[str, str]:
    """Corpus-wide type of each non-person name: the majority over its mentions."""
    votes: dict[str, Counter] = defaultdict(Counter)
    for result in results:
        for chain in result.chains:
            if chain.type != PERSON:
                votes[name_key(chain.name)][chain.type] += len(chain.mentions)
    return {key: max(c, key=lambda t: (c[t], -_TYPE_ORDER.get(t, 2), t)) for key, c in votes.items()}


def _cluster_people(chains: list[tuple[str, int, Chain]]) -> dict[tuple[str, int], tuple]:
    full: dict[tuple, int] = Counter()
    for _, _, chain in chains:
        key = person_key(chain.name)
        if len(key) == 2:
            full[key] += 1
    assigned = {}
    for doc_id, i, chain in chains:
        key = person_key(chain.name)
        if len(key) == 1 and key:
            word = nicknames().get(key[0], key[0])
            matches = [k for k in full if k[1] == key[0]] or [k for k in full if k[0] == word]
            key = matches[0] if len(matches) == 1 else key
        assigned[(doc_id, i)] = ("P", *key)
    return assigned


def _deletions(text: str) -> set[str]:
    """The text and every text one character shorter: two texts one edit apart share one."""
    return {text} | {text[:i] + text[i + 1:] for i in range(len(text))}


def _variant_index(keys: Iterable[tuple], acronyms: dict[tuple, set[str]]) -> dict[tuple, set[tuple]]:
    """Which keys a shorter or misspelt name could join, so that no pair of keys is compared blindly."""
    index: dict[tuple, set[tuple]] = defaultdict(set)
    for key in keys:
        etype, text = key
        for variant in _deletions(text):
            index[("edit", etype, variant)].add(key)
        for acronym in acronyms[key]:
            index[("acronym", etype, acronym)].add(key)
        words = text.split()
        for k in range(1, len(words)):
            index[("suffix", etype, " ".join(words[k:]))].add(key)
        if len(words) > 1:
            index[("prefix", etype, words[0])].add(key)
    return index


def _cluster_others(chains: list[tuple[str, int, Chain]], types: dict[str, str]) -> dict[tuple[str, int], tuple]:
    keyed: dict[tuple[str, int], tuple] = {}
    sizes: Counter = Counter()
    acronyms: dict[tuple, set[str]] = defaultdict(set)
    for doc_id, i, chain in chains:
        etype = types.get(name_key(chain.name), chain.type)
        key = (etype, org_key(chain.name) if etype == ORGANIZATION else name_key(chain.name))
        keyed[(doc_id, i)] = key
        sizes[key] += len(chain.mentions)
        acronyms[key].add(_acronym(chain.name))
    # Typos, acronyms and shorter names join an existing key; targets are never themselves redirected.
    index = _variant_index((k for k in sizes if k[0] in (ORGANIZATION, PLACE)), acronyms)
    redirect: dict[tuple, tuple] = {}
    targets: set[tuple] = set()
    for key in sorted(sizes, key=lambda k: (sizes[k], k)):
        etype, text = key
        if etype not in (ORGANIZATION, PLACE) or key in targets:
            continue
        found = set().union(*(index.get(("edit", etype, v), ()) for v in _deletions(text)),
                            index.get(("acronym", etype, text), ()), index.get(("suffix", etype, text), ()),
                            index.get(("prefix", etype, text), ()))
        candidates = [t for t in found if t != key and t not in redirect
                      and _variant_of(text, t[1], acronyms[t], more_frequent=sizes[t] >= sizes[key],
                                      suffix=etype == ORGANIZATION)]
        if len(candidates) == 1:
            redirect[key] = candidates[0]
            targets.add(candidates[0])
    return {where: redirect.get(key, key) for where, key in keyed.items()}


def _nominal_only(chain: Chain) -> bool:
    return all(m.kind == "nominal" for m in chain.mentions)


def _named(chains: list[Chain]) -> list[Chain]:
    """The chains that name their entity (a nominal-only chain names nobody)."""
    return [c for c in chains if not _nominal_only(c)]


def _attach_nominals(nominals: list[tuple[str, int, Chain]], people: list[tuple[str, int, Chain]],
                     assigned: dict[tuple[str, int], tuple]) -> dict[tuple[str, int], tuple]:
    """Join a title with no name in its document ("the Coral Springs city manager") to the one
    person in the corpus who holds that title; with none or several it names no entity."""
    holders: dict[str, set[tuple]] = defaultdict(set)
    for doc_id, i, chain in people:
        for title in chain.titles:
            holders[title].add(assigned[(doc_id, i)])
            holders[title.split()[-1]].add(assigned[(doc_id, i)])
    joined = {}
    for doc_id, i, chain in nominals:
        # The whole title ("fire chief") first, then its head ("chief"): either must name one person.
        keys = set.union(set(), *(holders.get(t, set()) for t in chain.titles))
        keys = keys or set.union(set(), *(holders.get(t.split()[-1], set()) for t in chain.titles))
        if len(keys) == 1:
            joined[(doc_id, i)] = next(iter(keys))
    return joined


def _canonical(chains: list[Chain], key: tuple) -> str:
    """The canonical name: for people the most frequent full name; for the rest the fullest
    of the names that carry the cluster's own key (not a typo or an acronym that joined it)."""
    counts = Counter(name_key(c.name) for c in chains)
    forms = {name_key(c.name): c.name.replace("’", "'") for c in chains}
    if key[0] == "P":
        best = max(counts, key=lambda k: (len(k.split()) > 1, counts[k], len(k), k))
    else:
        own = {k for k in counts if (org_key(k) if key[0] == ORGANIZATION else k) == key[1]}
        best = max(counts, key=lambda k: (k in own, len(k.split()), counts[k], k))
    return forms[best]


def resolve_entities(results: Iterable[DocResult]) -> Resolution:
    """Group every document's chains into entities.

    Args:
        results: Per-document extraction results.

    Returns:
        The entities, sorted by id, and the entity id of every chain.
    """
    results = list(results)
    types = _vote_types(results)
    people, others = [], []
    for result in results:
        for i, chain in enumerate(result.chains):
            (people if chain.type == PERSON else others).append((result.document.id, i, chain))
    named_people = [c for c in people if not _nominal_only(c[2])]
    assigned = {**_cluster_people(named_people), **_cluster_others(others, types)}
    assigned.update(_attach_nominals([c for c in people if _nominal_only(c[2])], named_people, assigned))
    by_doc = {r.document.id: r for r in results}
    members: dict[tuple, list[Chain]] = defaultdict(list)
    for (doc_id, i), key in assigned.items():
        members[key].append(by_doc[doc_id].chains[i])
    entities, key_id, used = [], {}, set()
    for key in sorted(members, key=lambda k: (_canonical(_named(members[k]), k), k)):
        chains = members[key]
        label = _canonical(_named(chains), key)
        etype = PERSON if key[0] == "P" else key[0]
        slug = slugify(label)
        if slug in used:
            slug = f"{slug}-{etype.lower()}"
        n = 2
        while slug in used:
            slug, n = f"{slugify(label)}-{etype.lower()}-{n}", n + 1
        used.add(slug)
        key_id[key] = slug
        names = [m for c in chains for m in c.mentions if m.kind in ("name", "implied")]
        # An implied organisation ("Broward deputy" -> "Broward Sheriff's Office") adds its name only.
        forms = {m.label.replace("’", "'") for m in names}
        forms |= {m.text.replace("’", "'") for m in names if m.kind == "name"}
        forms |= {m.titled.replace("’", "'") for m in names if m.titled}
        entities.append(Entity(
            id=slug, label=label, type=etype,
            aliases=tuple(sorted(forms - {label})),
            titles=tuple(sorted({t for c in chains for t in c.titles})),
            mentions=sum(len(c.mentions) for c in chains),
            documents=tuple(sorted({c.doc_id for c in chains})),
        ))
    chain_entity = {where: key_id[key] for where, key in assigned.items()}
    return Resolution(tuple(sorted(entities, key=lambda e: e.id)), chain_entity)


def facts(results: Iterable[DocResult], resolution: Resolution) -> tuple[Fact, ...]:
    """Aggregate per-sentence relations into facts between resolved entities."""
    grouped: dict[tuple[str, str, str], list] = defaultdict(list)
    for result in results:
        doc_id = result.document.id
        where = {m: (doc_id, i) for i, c in enumerate(result.chains) for m in c.mentions}
        for rel in result.relations:
            subj = resolution.chain_entity.get(where.get(rel.subject))
            obj = resolution.chain_entity.get(where.get(rel.object))
            if subj and obj and subj != obj:
                grouped[(subj, rel.predicate, obj)].append(rel)
    return tuple(Fact(s, p, o, tuple(sorted(ev, key=lambda r: (r.subject.doc_id, r.subject.start))))
                 for (s, p, o), ev in sorted(grouped.items()))

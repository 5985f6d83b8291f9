"""Stage 6: cross-document entity resolution, by weight of evidence.

Chains from every document are grouped into entities in three steps (docs/resolution.md):

1. **Types by weight of evidence.** Every chain whose name folds to the same key (case,
   dots, hyphens, "the", possessives set aside) votes for a type with its mentions; a
   one-word name that is the surname of full names in the corpus votes Person, and a name
   that writes an organisation's with shortened words ("Var Dem") votes with it. The
   winner types them all, so one mistyped mention does not split an entity, unless the
   loser is a person against a non-person (or the reverse) and is well attested too
   (two documents and a third of the weight): then both stay.
2. **Keys.** People by (formal first name, surname), initials and generational suffixes
   aside, with the shipped nickname table; other names by their folded key without
   corporate designators and inserted words ("Norbank Co" = "Norbank
   Corp", "Varnell Arts Centre" = "Varnell Arts Center", "Fix-It" = "Fixit"), a country's other
   spellings by its name ("Holland" = "Netherlands", recorded as a ``country`` merge).
3. **Variants join a unique candidate**, smallest first, never chaining (a name that
   joined another is no target): an acronym written in capitals joins the one name it
   abbreviates ("USGS", "K.C."; one of two letters only in the name's story), one of its story's
   organisations even when typed a place; a one-edit
   typo (transposition included) joins the more frequent name; a surname or a name's last words join the one
   full name that ends so ("Lohan", "Lo Presti"); an organisation's last word or start joins the one longer name
   ("Saints" of "New Orleans Saints", "Sequoia" of "Sequoia Capital"), and its name with shortened words
   the one name it writes ("Var Dems" of "Varnell Democrats"); a product's model alone joins the one
   product that ends so ("Brio" of "Kestrel Brio"); a venue's name with another venue word the one name of its
   story it fits ("Kestrel Clinic" of "Kestrel Treatment Center"); a person's full name written where a venue's goes
   ("checked into Ann Cole") the one venue of its documents named after it ("Ann Cole Clinic"). Two names that one
   document keeps as two chains are two things ("Vodafone" and "Vodafone KK"), and a
   prefix followed by a unit or a model ("HP Services", "BlackBerry Q10") is another thing.

Every merge is recorded on its entity (:class:`~kg.records.Merge`): rule and evidence.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from lemminflect import getAllLemmas

from kg.lexicon.names import (GENERIC_HEADS, NAME_NUMBERS, ORG_DESCRIPTIONS, PLACE_WORDS, UNIT_WORDS,
                              VENUE_PREPOSITIONS)
from kg.lexicon.gazetteers import is_place_name, is_world_region
from kg.lexicon.people import KNIGHTHOODS
from kg.namekeys import (compact, deletions, first_letters, fold, generation, name_key, one_typo,
                         org_key, person_key, person_words, place_key, shortens)
from kg.recall import untagged
from kg.townteams import town_teams
from kg.typevotes import add_name_votes, winning_type
from kg.records import ORGANIZATION, PERSON, PLACE, PRODUCT, WORK, Chain, DocResult, Entity, Fact, Mention, Merge
from kg.variantindex import (blend_found, candidates, cross_candidates, first_word_found, flat, variant_index,
                             venue_found)
from kg.variants import (DOMINANT, HYPHEN_PART, Cluster, agree, country_merges, in_story, nickname_key,
                         other_variant, person_variant, top, town_named)
from kg.vocab import slugify

#: Weight of a mention the tagger called a product or a work: its PRODUCT and WORK_OF_ART are the
#: least reliable of its labels ("Morningside Recovery", a clinic, is a work in half its mentions).
WEAK_TYPE_VOTE = 0.5
#: A person against a non-person both stay when the loser has this share of the winner's weight.
ATTESTED_SHARE = 1 / 3
#: Weight of one document's full name as evidence that its surname alone names a person.
SURNAME_VOTE = 0.5
#: A single name that is someone's surname is not weighed against others' first names; an acronym is the name
#: its letters spell before the last word of another ("KC" of "Kestrel Capital", not of "Bold KC" in a headline).
RULE_RANK = {"first name": 1, "party": -1, "acronym": -1}

Where = tuple[str, int]


@dataclass(frozen=True)
class Resolution:
    """Entities and where each chain went: ``(doc_id, chain index) -> entity id``."""

    entities: tuple[Entity, ...]
    chain_entity: dict[tuple[str, int], str]


def _plain(name: str) -> str:
    return name.replace("’", "'")


def _decide_types(chains: list[tuple[Where, Chain]],
                  texts: dict[str, str]) -> tuple[dict[Where, str], dict[Where, Merge]]:
    """Each chain's type by the weight of evidence over every chain with the same folded name.

    Returns:
        The type of each chain and, for each chain whose type changed, why.
    """
    votes: dict[str, Counter] = defaultdict(Counter)
    docs: dict[str, dict[str, set]] = defaultdict(lambda: defaultdict(set))
    surname_docs: dict[str, set] = defaultdict(set)
    for (doc_id, _), chain in chains:
        key = fold(chain.name)
        votes[key][chain.type] += len(chain.mentions) * (WEAK_TYPE_VOTE if chain.type in (PRODUCT, WORK) else 1)
        docs[key][chain.type].add(doc_id)
        words = person_words(chain.name) if chain.type == PERSON else []
        for k in range(1, len(words)):  # the surname, and a surname of two words ("Boone Isaacs")
            surname_docs[" ".join(words[k:])].add(doc_id)
    _add_surname_votes(votes, docs, surname_docs)
    names = {fold(c.name): c.name for _, c in chains}
    add_name_votes(votes, names)
    shortened = _add_shortened_votes(votes)
    teams = town_teams(chains, texts)
    types, why = {}, {}
    for where, chain in chains:
        key = fold(chain.name)
        counter = votes[key]
        winner = winning_type(counter)
        own = chain.type
        crossing = (own == PERSON) != (winner == PERSON)
        attested = (len(docs[key][own]) >= 2 and counter[own] >= ATTESTED_SHARE * counter[winner]
                    and (own != PERSON or _person_like(key, surname_docs) and key not in shortened))
        # a chain of a town's name in one of its two senses in the document (kg.townsides) is of that sense
        if own == winner or (crossing and attested) or (where in teams and winner == PLACE) or chain.sense:
            types[where] = own
            continue
        types[where] = winner
        weights = ", ".join(f"{t} {counter[t]:g}" for t in sorted(counter, key=lambda t: (-counter[t], t)))
        why[where] = Merge("type", _plain(chain.name), f"typed {own} here; {winner} by weight of evidence "
                                                          f"over the corpus ({weights})")
    return types, why


def _add_surname_votes(votes: dict[str, Counter], docs: dict[str, dict[str, set]],
                       surname_docs: dict[str, set]) -> None:
    """A name that ends full names of people elsewhere ("Vale", "Di Stefano"), or a single name one typo from
    such a surname ("Klistchko" of "Klitschko"), gets :data:`SURNAME_VOTE` for a person for each of their
    documents."""
    near = defaultdict(set)  # each surname's forms one letter shorter, to find it one typo away
    for surname in surname_docs:
        for form in deletions(surname):
            near[form].add(surname)
    for key, counter in votes.items():
        surname = key if key in surname_docs else None if " " in key else next(
            (s for f in sorted(deletions(key)) for s in sorted(near.get(f, ())) if one_typo(key, s)), None)
        if surname is not None:
            counter[PERSON] += SURNAME_VOTE * len(surname_docs[surname] - docs[key][PERSON])


def _add_shortened_votes(votes: dict[str, Counter]) -> set[str]:
    """A name of two words or more that writes one organisation of the corpus with shortened words ("Var Dem"
    of "Varnell Democrats", the tagger's person) gets that organisation's votes for an organisation.

    Returns:
        The keys of those names: no person's evidence keeps them apart.
    """
    organisations: dict[str, list[str]] = defaultdict(list)
    for key, counter in votes.items():
        if " " in key and winning_type(counter) == ORGANIZATION:
            organisations[first_letters(key)].append(key)
    shortened = set()
    for key, counter in votes.items():
        fits = [k for k in organisations.get(first_letters(key), ()) if " " in key and shortens(key, k)]
        if fits and len({k.rstrip("s") for k in fits}) == 1:  # one name, perhaps also written without its "s"
            counter[ORGANIZATION] += max(votes[k][ORGANIZATION] for k in fits)
            shortened.add(key)
    return shortened


def _person_like(key: str, surname_docs: dict[str, set]) -> bool:
    """Whether a folded name can be a person's on its own evidence: a full name without an
    organisation's or a place's head word, or a single name that some full name in the corpus ends with."""
    words = key.split()
    if len(words) == 1:
        return key in surname_docs
    return not any(w in GENERIC_HEADS or w in UNIT_WORDS or w in PLACE_WORDS for w in words)


def _context(chains: list[tuple[Where, Chain]]) -> dict[str, set[str]]:
    """The folded names each document mentions: two names agree in context when their documents share one."""
    names: dict[str, set[str]] = defaultdict(set)
    for (doc_id, _), chain in chains:
        names[doc_id].add(fold(chain.name))
    return names


def _join_variants(clusters: dict[tuple, Cluster], context: dict[str, set[str]]) -> dict[tuple, tuple[tuple, Merge]]:
    """Redirect each cluster that names exactly one other, bigger cluster: key -> (target key, why).

    A cluster that others joined moves on only as a whole name misspelt ("Duncan Raite", joined by "Raite",
    joins "Duncan Rait"), when only its singular joined it ("Otters", joined by "Otter", joins "Kestrel
    Otters"), or, a person's, when each name that joined it names the new one too ("Pierre Vale", joined by
    "Vale" in its document, joins "Jean Pierre Vale"), so that no shorter name's guess carries a second one.
    An organisation's stays ("Kestrel Ledger", joined by "Ledger", is no "Dunmore Kestrel Ledger", an edition)
    unless the longer name is its town's before it ("Red Hawks", joined by "Hawks", joins "Tulsa Red Hawks").
    Long (43 lines) as one loop weighs every candidate, then the tie rules, in the order they are tried."""
    index = variant_index(clusters)
    acronyms = {key: c.acronyms() for key, c in clusters.items()}
    alone = {key[1] for key in clusters if key[0] == ORGANIZATION}
    places = {fold(name) for key, cluster in clusters.items() if key[0] == PLACE for name in cluster.names}
    redirect: dict[tuple, tuple[tuple, Merge]] = {}
    targets: dict[tuple, list[tuple]] = defaultdict(list)  # a joined cluster -> the clusters that joined it
    for key in sorted(clusters, key=lambda k: (clusters[k].size, k)):
        short = clusters[key]
        found, cross = [], cross_candidates(key, clusters, index, context)
        for other in candidates(key, short, index) | cross:
            if other in redirect or other[0] != key[0] and other not in cross:
                continue
            why = _variant_why(short, clusters[other], context, acronyms[other], (alone, places))
            moves = key[0] == "P" or key[0] == ORGANIZATION and town_named(short, clusters[other])
            if why and (key not in targets or why[0] in ("typo", "party") or moves and all(
                    _variant_why(clusters[j], clusters[other], context, acronyms[other], (alone, places))
                    for j in targets.get(key, ()))):
                found.append((RULE_RANK.get(why[0], 0), other, why))
        found += [(0, other, ("nickname", f"written with the nickname of '{top(clusters[other])}'"))
                  for other in sorted(short.nicknamed & clusters.keys()) if other not in redirect]
        found = found or first_word_found(short, clusters, index, redirect.keys()) or venue_found(
            short, clusters, index, redirect.keys()) or blend_found(short, clusters, redirect.keys(), context)
        best = sorted((f for f in found if f[0] == min(g[0] for g in found)), key=lambda f: -clusters[f[1]].size)
        if len(best) > 1 and key[0] != "P" and clusters[best[0][1]].size >= DOMINANT * clusters[best[1][1]].size:
            best = best[:1]  # "Chiefs": "Kansas City Chiefs" (10 mentions), not a stray "Chiefs red" (1)
        elif len(best) > 1 and len(key) == 2 and key[0] == "P":
            best = in_story(short, best, clusters, context)
        if len(best) == 1 and best[0][2][0] != HYPHEN_PART:
            (_, other, (rule, evidence)), = best
            redirect[key] = (other, Merge(rule, top(short), evidence))
            if rule != "typo" or flat(other) != flat(key) + "s":  # its own singular ("Otter") is no guess
                targets[other].append(key)
    return _follow(redirect)


def _variant_why(short: Cluster, long: Cluster, context: dict[str, set[str]], acronyms: set[str],
                 names: tuple[set[str], set[str]]) -> tuple[str, str] | None:
    """(rule, evidence) if ``short`` may name ``long``: a typo, a person's or another name's variant (``names``:
    the organisations' keys and the places' folded names of the corpus)."""
    if len({key[-1].partition(" ")[2] for key in (short.key, long.key) if key[0] == "P"} - {""}) > 1:
        return None  # father and son, keyed apart by their suffixes ("Mason Jr" is no typo of "Mason Sr")
    if one_typo(flat(short.key), flat(long.key)):
        # a known place's or region's name is written right, no typo ("Africa" beside a ship's "Afrika")
        written_right = is_place_name(top(short)) or is_world_region(top(short))
        return ("typo", f"one letter from '{top(long)}', which is more frequent") if not written_right \
            and long.size >= short.size and (len(flat(short.key)) >= 8 or agree(short, long, context)) else None
    if short.key[0] == "P":
        return person_variant(short, long, context)
    alone, places = names
    return other_variant(short, long, acronyms, alone, story=(context, places))


def _follow(redirect: dict[tuple, tuple[tuple, Merge]]) -> dict[tuple, tuple[tuple, Merge]]:
    """Each redirect pointed at the end of its chain of redirects, its reason kept."""
    for key, (target, why) in redirect.items():
        while target in redirect:
            target = redirect[target][0]
        redirect[key] = (target, why)
    return redirect


def _key(chain: Chain, etype: str) -> tuple:
    if etype == PERSON:
        return ("P", *person_key(chain.name))
    if etype == PLACE:
        return (etype, place_key(chain.name))
    return (etype, org_key(chain.name) if etype == ORGANIZATION else compact(chain.name))


def _nominal_only(chain: Chain) -> bool:
    return all(m.kind == "nominal" for m in chain.mentions)


def _attach_nominals(nominals: list[tuple[Where, Chain]], people: list[tuple[Where, Chain]],
                     assigned: dict[Where, tuple]) -> dict[Where, tuple]:
    """Join a title with no name in its document ("the Brantwick city manager") to the one
    person in the corpus who holds that title; with none or several it names no entity."""
    holders: dict[str, set[tuple]] = defaultdict(set)
    for where, chain in people:
        for title in chain.titles:
            holders[title].add(assigned[where])
            holders[title.split()[-1]].add(assigned[where])
    joined = {}
    for where, chain in nominals:
        # The whole title ("fire chief") first, then its head ("chief"): either must name one person.
        keys = set.union(set(), *(holders.get(t, set()) for t in chain.titles))
        keys = keys or set.union(set(), *(holders.get(t.split()[-1], set()) for t in chain.titles))
        if len(keys) == 1:
            joined[where] = next(iter(keys))
    return joined


def _canonical(chains: list[Chain], own: set[str], person: bool) -> str:
    """The canonical name: for people the most frequent full name; for the rest the fullest
    of the names that carry the cluster's own key (not a typo or an acronym that joined it)."""
    counts = Counter(name_key(c.name) for c in chains)
    forms = {name_key(c.name): _plain(c.name) for c in chains}
    # a common noun glued before another of the names, only ever at a sentence's start ("Telco Safcom")
    glued = {k for c in chains if " " in (k := name_key(c.name)) and k.partition(" ")[2] in counts
             and _describes(k.split()[0])
             and all(m.start == m.sentence.start for m in c.mentions if m.text == c.name)}
    if person:
        best = max(counts, key=lambda k: (len(k.split()) > 1, counts[k], len(k), k))
    else:
        best = max(counts, key=lambda k: (k not in glued, k in own, len(k.split()), counts[k], k))
    return forms[best]


def _describes(word: str) -> bool:
    """Whether a word is a common noun that can describe a name ("telco", "bookmakers")."""
    return word in ORG_DESCRIPTIONS or bool(getAllLemmas(word, "NOUN"))


def _word_before(mention: Mention) -> str:
    """A capitalised word the tagger left before a name, inside its sentence ("Internet" of "Internet
    Explorer"), which the name's acronym may count ("IE"); not a sentence's first word."""
    words = mention.sentence.text[:mention.start - mention.sentence.start].split(" ")
    word = words[-2] if len(words) >= 3 and words[-1] == "" else ""
    # a number counts no name ("Two Kestrels" is no "TK")
    return word if word.isalpha() and word[0].isupper() and word[1:].islower() and word != "The" \
        and word.lower() not in NAME_NUMBERS else ""


def _next_word(text: str, mention: Mention) -> str:
    """The word straight after a mention, after one space ("" after a mark): where a cut name goes on."""
    found = re.match(r" ([^\W_][\w'’-]*)", text[mention.end:mention.end + 40])
    return found.group(1) if found else ""


def _placed(text: str, mention: Mention) -> bool:
    """Whether a mention is written straight after a venue's preposition ("into Ann Cole"), not as an owner's
    ("in Ann Cole's office")."""
    before = re.search(r"\b(\w+) $", text[max(0, mention.start - 8):mention.start])
    return bool(before) and before.group(1).lower() in VENUE_PREPOSITIONS \
        and not re.match(r"['’]s\b", text[mention.end:mention.end + 3])


def _split_generations(keyed: dict[Where, tuple], named: list[tuple[Where, Chain]]) -> dict[Where, tuple]:
    """Father and son of one name ("Carl Mason Sr.", "Carl Mason Jr."): where a full name's key is written with
    two different generational suffixes, each suffix keys its own person ("Mason Sr" too); the name without one
    keeps the plain key, as news writes "Carl Mason Sr." once and "Mason" after."""
    suffix = {where: generation(chain.name) for where, chain in named if keyed[where][0] == "P"}
    seen: dict[tuple, set[str]] = defaultdict(set)
    for where, gen in suffix.items():
        seen[keyed[where]].add(gen)
    split = {key for key, gens in seen.items() if len(key) == 3 and len(gens - {""}) > 1}
    surnames = {key[2] for key in split}
    return {where: (*key[:-1], f"{key[-1]} {suffix[where]}")
            if suffix.get(where) and (key in split or len(key) == 2 and key[1] in surnames) else key
            for where, key in keyed.items()}


def _cluster(named: list[tuple[Where, Chain]], types: dict[Where, str],
             texts: dict[str, str]) -> tuple[dict[Where, tuple], dict[tuple, list]]:
    """Key every named chain, join variants: where each chain went and why names joined each key."""
    keyed = _split_generations({where: _key(chain, types[where]) for where, chain in named}, named)
    lower = {doc_id: set(re.findall(r"\b[a-z]+\b", text)) for doc_id, text in texts.items()}
    clusters: dict[tuple, Cluster] = {}
    for where, chain in named:
        cluster = clusters.setdefault(keyed[where], Cluster(keyed[where]))
        cluster.names[_plain(chain.name)] += len(chain.mentions)
        # "The" counts before two words or more ("TML" of "The Morning Ledger"); "TB" is no "The Budget"
        if " " in _plain(chain.name) and any(texts[where[0]][max(0, m.start - 4):m.start] == "The "
                                             for m in chain.mentions):
            cluster.styled.add("The " + _plain(chain.name))
        if keyed[where][0] != "P":
            cluster.styled |= {f"{word} {_plain(chain.name)}" for m in chain.mentions if (word := _word_before(m))}
        cluster.docs.add(where[0])
        cluster.size += len(chain.mentions)
        # "Digital" opening a sentence beside "digital" elsewhere in its story
        cluster.common |= " " not in chain.name and chain.name.lower() in lower[where[0]]
        cluster.next_words |= {_next_word(texts[where[0]], m) for m in chain.mentions}
        if keyed[where][0] == "P":
            cluster.nicknamed |= {k for m in chain.mentions if (k := nickname_key(m.text))} - {keyed[where]}
            cluster.titled |= any(m.title or m.titled for m in chain.mentions)
            cluster.titles |= {*chain.titles, *(m.title for m in chain.mentions if m.title)}
            cluster.placed.update(_placed(texts[where[0]], m) for m in chain.mentions if m.kind == "name")
    redirect = _join_variants(clusters, _context(named))
    reasons: dict[tuple, list] = country_merges(clusters)
    for target, why in redirect.values():
        reasons[target].append(why)
    return {where: redirect.get(key, (key,))[0] for where, key in keyed.items()}, reasons


def resolve_entities(results: Iterable[DocResult]) -> Resolution:
    """Group every document's chains into entities.

    Args:
        results: Per-document extraction results.

    Returns:
        The entities, sorted by id, and the entity id of every chain.
    """
    results = list(results)
    chains = [((r.document.id, i), c) for r in results for i, c in enumerate(r.chains)]
    named = [(w, c) for w, c in chains if not (c.type == PERSON and _nominal_only(c))]
    texts = {r.document.id: r.document.text for r in results}
    types, retyped = _decide_types(named, texts)
    assigned, reasons = _cluster(named, types, texts)
    people = [(w, c) for w, c in named if types[w] == PERSON]
    assigned.update(_attach_nominals([(w, c) for w, c in chains if c.type == PERSON and _nominal_only(c)],
                                     people, assigned))
    for where, why in retyped.items():
        reasons[assigned[where]].append(why)
    by_where = dict(chains)
    members: dict[tuple, list[Chain]] = defaultdict(list)
    for where, key in assigned.items():
        members[key].append(by_where[where])
    owners: dict[str, set[tuple]] = defaultdict(set)
    for key, key_chains in members.items():
        for m in (m for c in key_chains for m in c.mentions if m.kind == "name"):
            owners[m.text].add(key)
    missed = untagged(results, {form: next(iter(keys)) for form, keys in owners.items() if len(keys) == 1})
    return _entities(members, reasons, assigned, missed)


def _mint_slug(label: str, etype: str, used: set[str]) -> str:
    """A slug of ``label`` not in ``used`` (the type, then a number, told apart), added to ``used``."""
    slug = slugify(label)
    if slug in used:
        slug = f"{slug}-{etype.lower()}"
    n = 2
    while slug in used:
        slug, n = f"{slugify(label)}-{etype.lower()}-{n}", n + 1
    used.add(slug)
    return slug


def _knighted(mention: Mention) -> str:
    """A person's full name with the knighthood written before it ("Sir Tom Vale"), a name the knight goes by,
    or "" for none."""
    before = mention.sentence.text[:mention.start - mention.sentence.start].split()
    if mention.type != PERSON or len(mention.label.split()) < 2 or not before or before[-1].lower() not in KNIGHTHOODS:
        return ""
    return f"{before[-1]} {_plain(mention.label)}"


def _entities(members: dict[tuple, list[Chain]], reasons: dict[tuple, list], assigned: dict[Where, tuple],
              missed: dict[tuple, dict[str, dict[str, int]]]) -> Resolution:
    """Name, type and slug each cluster, with the documents where its names went untagged;
    record where each chain went."""
    entities, key_id, used = [], {}, set()

    def label_of(key: tuple) -> str:
        chains = [c for c in members[key] if not _nominal_only(c)]
        own = {name_key(c.name) for c in chains if _key(c, key[0] if key[0] != "P" else PERSON) == key}
        return _canonical(chains, own, key[0] == "P")

    labels = {key: label_of(key) for key in members}
    for key in sorted(members, key=lambda k: (labels[k], k)):
        chains, label = members[key], labels[key]
        etype = PERSON if key[0] == "P" else key[0]
        key_id[key] = slug = _mint_slug(label, etype, used)
        names = [m for c in chains for m in c.mentions if m.kind in ("name", "implied")]
        # An implied organisation ("Dunmore deputy" -> "Dunmore Sheriff's Office") adds its name only.
        forms = {_plain(m.label) for m in names}
        forms |= {_plain(m.text) for m in names if m.kind == "name"}
        forms |= {_plain(m.titled) for m in names if m.titled}
        forms |= {styled for m in names if (styled := _knighted(m))}
        extra = missed.get(key, {})
        found = [Merge("untagged", form, f"written in {len(docs)} document(s) where the tagger missed it: "
                                         f"{', '.join(sorted(docs))}") for form, docs in extra.items()]
        entities.append(Entity(
            id=slug, label=label, type=etype,
            aliases=tuple(sorted(forms - {label})),
            titles=tuple(sorted({t for c in chains for t in c.titles})),
            mentions=sum(len(c.mentions) for c in chains) + sum(n for docs in extra.values() for n in docs.values()),
            documents=tuple(sorted({c.doc_id for c in chains} | {d for docs in extra.values() for d in docs})),
            merges=tuple(sorted({*reasons.get(key, ()), *found}, key=lambda m: (m.rule, m.name, m.evidence))),
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

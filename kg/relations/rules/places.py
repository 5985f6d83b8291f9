"""Rules for places and homes: where organisations are based, places lie and people live."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import (LARGE, city_lies_in, country_named, country_of_demonym, is_demonym_of,
                                   place_population)
from kg.lexicon.grammar import INSIDE_PREPS, LOCATIVE_PREPS
from kg.lexicon.names import (
    AREA_NOUNS,
    BASED_LEMMAS,
    COMPASS_WORDS,
    HOME_NOUNS,
    NAMING_LEMMAS,
    PART_NOUNS,
    PLACE_NOUNS,
    SEAT_NOUNS,
    SUBDIVISION_HEADS,
)
from kg.lexicon.people import TEAM_ROLES, is_person_noun
from kg.lexicon.tables import state_key, us_state
from kg.records import FACILITY, ORGANIZATION, PERSON, PLACE, Mention, Relation
from kg.relations.rules.posts import country_or_state
from kg.relations.rules.syntax import (SUBJ_DEPS, MentionIndex, copula_subjects, is_branch, is_scope, named_by,
                                      where_predicate)
from kg.spans import DASHES


def _is_list_item(ix: MentionIndex, left: Mention, right: Mention, left_span: Span, right_span: Span) -> bool:
    """Whether two places joined by a comma are items of a list ("Kenya, Ghana, Tanzania")."""
    doc, before, after = left_span.doc, left_span.start, right_span.end
    if _tier(left) >= _tier(right) > 0:
        return True  # "Kansas, Nebraska, Iowa": no state lies in another, nor a country in a state
    if _lies_in(left, right):
        return False  # "in Dunmore, Kenya and Ghana": the gazetteer puts the town in the country
    nxt = doc[after:after + 2]
    more = len(nxt) == 2 and nxt[0].text == "," and (nxt[1].lower_ == "and" or nxt[1].is_title)
    # (the left is no state); "Varnell, Dunmore County, Iowa": a town, its county and its state
    town_and_state = bool(state_key(right.text.lower())) or _tier(right) == 1 or _subdivision(right)
    prior = _prior(doc, ix, before)
    # but "in Dunmore, Kansas, Varnell, Nebraska, and", "Norbank, Dunmore, Kansas, said": towns with their states
    if prior is not None and not (town_and_state and (_tier(prior) == 1 or _subdivision(left)
                                                      or ix.type(prior) != PLACE and not more)):
        return True
    if town_and_state:
        return False  # "Rockville, Md., Bernero said": a town and its state
    if len(nxt) and nxt[0].lower_ in ("and", "or", "&", *LOCATIVE_PREPS):
        return True  # "... Kestrel Park in Leeds, Dunmore Road in Manchester": a list of places in places
    return more


def _subdivision(place: Mention) -> bool:
    """Whether a place's name is a state's subdivision's ("Dunmore County")."""
    return place.text.split()[-1].lower() in SUBDIVISION_HEADS


def _prior(doc: Doc, ix: MentionIndex, start: int) -> Mention | None:
    """The mention a comma before token ``start`` follows ("Dunmore" of "Dunmore, Varnell")."""
    return ix.at(doc[start - 2]) if start >= 2 and doc[start - 1].text == "," else None


def _town_before(doc: Doc, ix: MentionIndex, state: Mention) -> Mention | None:
    """The place a comma before a state's name follows ("Dunmore" of "Dunmore, Kansas-based")."""
    town = _prior(doc, ix, doc.char_span(state.start, state.end, alignment_mode="expand").start)
    return town if town is not None and ix.type(town) == PLACE else None


def _address(ix: MentionIndex, org: Span, town: Span) -> bool:
    """Whether a town after an organisation's name and a comma or a bracket is its address: the town comes
    with its state, and the name is in no list ("Norbank Inc., Dunmore, Kan., said", "Norbank Inc. (Dunmore,
    Kan.)", "Ann Cole, Norbank, Dunmore, Kansas")."""
    doc = org.doc
    state = ix.at(doc[town.end + 1]) if town.end + 1 < len(doc) and doc[town.end].text == "," else None
    prior = _prior(doc, ix, org.start)
    return (doc[org.end:town.start].text in (",", "(") and state is not None and _tier(state) == 1
            and (prior is None or ix.type(prior) == PERSON))


def _opens_clause(left: Mention, right: Mention, span: Span) -> bool:
    """Whether the name after a comma starts a clause of its own, not the place of the name before it: the
    subject of a verb after it, or a word that modifies that subject ("Kestrel visit Dunmore, Varnell travel
    to Brantwick", "at their meeting in Leeds, G7 ministers agreed"), or a possessor ("Kestrel, Kenya's
    largest bank"). A country or a state after a town stays its place, however parsed ("in Tulsa, Kenya's
    officials said", "a Dunmore, Iowa police officer"); ``span`` is the right name's."""
    doc = span.doc
    if span.end < len(doc) and doc[span.end].tag_ == "POS":
        return True
    if _tier(right) > _tier(left):
        return False
    head = span.root
    while head.dep_ in ("compound", "poss", "amod", "nmod") and head.head.i >= span.end:
        head = head.head
    return head.dep_ in SUBJ_DEPS and head.head.i > head.i


def _tier(place: Mention) -> int:
    """2 for a country's name, written with stops or without, 1 for a US state's, else 0."""
    return 2 if country_named(place.label.replace(".", "")) is not None else int(bool(us_state(place.label)))


def _modifiers_only(words: list[Token]) -> bool:
    """Whether words after a locative preposition only qualify the place: determiners and
    adjectives ("in central Massachusetts"), or a part of it ("in the southeastern part of")."""
    if len(words) >= 2 and words[-1].lower_ == "of" and words[-2].lower_ in PART_NOUNS:
        words = words[:-2]
    return all(t.pos_ in ("DET", "ADJ") or t.lower_ in COMPASS_WORDS for t in words)


def _kind_of(token: Token) -> bool:
    """Whether a word is a lower-case noun for a kind of place or a stretch of land ("city", "province",
    "district": "the Dunmore district of Kenya")."""
    return token.is_lower and (token.lemma_ in PLACE_NOUNS or token.lemma_ in AREA_NOUNS)


def _placing(words: list[Token], *, kind: bool) -> bool:
    """Whether the words between a name and a place put the name in the place: a locative preposition
    and modifiers ("in central Massachusetts"), after a place its kind first ("province in central X").
    A description in apposition ("X, the largest city in Y") is ``appos_title``'s."""
    if kind and len(words) > 1 and _kind_of(words[0]):
        words = words[1:]
    return words[0].lower_ in INSIDE_PREPS and _modifiers_only(words[1:])


def _workplace(name: Span, ix: MentionIndex) -> bool:
    """Whether an organisation's name is where someone works ("an economist at Norbank in Leeds"): the
    place after it is the office's, not where the organisation is based."""
    root = name.root
    return (ix.at(root) is not None and ix.type(ix.at(root)) == ORGANIZATION and root.dep_ == "pobj"
            and root.head.lower_ in ("at", "for", "with") and is_person_noun(root.head.head))


def locative(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'A in B, C' -> A basedIn/locatedIn B and B locatedIn C; 'Sunrise, Florida' likewise.

    Between the two, a comma, or a locative preposition with determiners and adjectives
    ("in central Massachusetts", ", in the Ocala National Forest"); after an organisation's name, a comma or
    a bracket and a town with its state (its address). (About 40 lines: one case of the words between each.)
    """
    mentions = sorted(set(ix.by_token.values()))
    for left, right in zip(mentions, mentions[1:]):
        if left.sentence != right.sentence or ix.type(right) != PLACE or ix.type(left) == PERSON:
            continue
        left_span = doc.char_span(left.start, left.end, alignment_mode="expand")
        left_start, start, joined = left_span.start, left_span.end, []
        if ix.type(left) == ORGANIZATION and is_branch(doc, left):
            continue  # "a Walmart in Leeds", "another Starbucks in Tulsa": a branch, not the company's base
        if left in ix.described:
            start = ix.described[left].i + 1  # "the Mottram Hall hotel in Cheshire"
        right_span = doc.char_span(right.start, right.end, alignment_mode="expand")
        end = right_span.start
        words = [t for t in doc[start:end] if t.text != ","]
        comma = doc[start:end].text.startswith(",")
        if comma and words and all(t.lower_ in COMPASS_WORDS for t in words):
            words = []  # "Mohammadia, south-east Algeria"
        if ix.type(left) == ORGANIZATION and _address(ix, left_span, right_span):
            pass  # "Norbank Inc., Dunmore, Kan., said"
        elif (not comma and len(words) == 2 and ix.type(left) == PLACE and _kind_of(words[0])
              and words[1].lower_ == "of"):
            # "the Oklahoma city of Tulsa", "the Pakistani city of Lahore"; not "the Kestrel neighborhood of
            # Tulsa", where the place after "of" is the larger
            if place_population(right.label) <= place_population(left.label):
                left, right = right, left
                # "the Leeds boroughs of Dunmore and Varnell": the joined names lie in the larger place too
                joined = [ix.at(t) for t in right_span.root.conjuncts if ix.at(t) and ix.type(ix.at(t)) == PLACE]
        elif "implied" in (left.kind, right.kind):
            continue  # a nationality before another noun: not "the US in the Cuban camp"
        elif not words:
            if (not comma or ix.type(left) not in (PLACE, FACILITY)
                    or _is_list_item(ix, left, right, left_span, right_span) or _opens_clause(left, right, right_span)):
                continue
        elif not _placing(words, kind=ix.type(left) == PLACE) or _workplace(doc[left_start:start], ix):
            continue
        if ix.type(left) == PLACE and _contains(left, right) or is_scope(left, right, ix):
            continue  # "Ireland play in Dublin": a country lies in no city; the name stands for a team
        if comma and not words and _tier(left) == 0 < _tier(right):
            # "near Dunmore and Varnell, Kansas": a town joined before the town with its state lies there too,
            # unless the gazetteer knows it elsewhere ("between Nairobi and Varnell, Kansas")
            joined = [m for t in left_span.root.conjuncts if t.i < left_span.start and (m := ix.at(t)) is not None
                      and ix.type(m) == PLACE and _tier(m) == 0 and _joined_lies_in(m, right)]
        for inner in (left, *joined):
            rel = ix.relation(inner, where_predicate(ix.type(inner)), right, "locative")
            if rel:
                yield rel


def _lies_in(town: Mention, region: Mention) -> bool | None:
    """Whether the gazetteer puts a town in a country or a state (``_tier`` 1): None for a town it does not
    know."""
    return city_lies_in(town.label, country_named(region.label.replace(".", "")) or us_state(region.label).lower())


def _joined_lies_in(town: Mention, region: Mention) -> bool:
    """Whether a town joined before a town and its region lies in that region too: unless the gazetteer knows it
    elsewhere before a state ("near Dunmore and Varnell, Kansas"), only where it puts it in a country ("Leeds,
    Dunmore and Nairobi, Kenya" is a list of towns of several countries)."""
    return bool(_lies_in(town, region)) if _tier(region) == 2 else _lies_in(town, region) is not False


def _contains(outer: Mention, inner: Mention) -> bool:
    """Whether a known country or state would lie in a smaller known place, or a country in another ("the
    border with Kenya in southern Ghana", "Norway, Denmark"; a territory before its country is lost)."""
    size = place_population(outer.label)
    both_countries = country_named(outer.label) is not None and country_named(inner.label) is not None
    return size >= LARGE and 0 < place_population(inner.label) < size or both_countries


def possessive_place(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """"Oslo's Varnell Square", "Kenya's capital, Nairobi", "Kenya's province of Dunmore", "Lagos's X Ltd"."""
    for token in ix.possessed:
        place = next((ix.at(c) for c in token.children if c.dep_ == "poss" and ix.at(c)), None)
        if place is None or ix.type(place) != PLACE:
            continue
        if token.lemma_ in TEAM_ROLES:
            continue  # "Scotland's head coach X": the place names a team
        subjects = ([ix.at(token)] if ix.at(token)
                    else [ix.at(c) for c in token.children if c.dep_ == "appos" and ix.at(c)])
        named = ix.at(token.head) if token.dep_ == "compound" and not subjects else None
        if named is None and not subjects and token.i + 1 < len(token.doc) and token.nbor().head == token.head:
            named = ix.at(token.nbor())  # "Kenya's financial watchdog Safcom", parsed as two subjects
        if named is not None and ix.type(named) == ORGANIZATION:
            subjects.append(named)  # "Kenya's telecoms regulator Safcom": the noun premodifies the name
        if _kind_of(token):  # "Kenya's southern province of Dunmore"
            subjects += [ix.at(p) for of in token.children if of.dep_ == "prep" and of.lower_ == "of"
                         for p in of.children if p.dep_ == "pobj" and ix.at(p) and ix.type(ix.at(p)) == PLACE]
        for subject in filter(None, subjects):
            if subject is ix.at(token) and _stands_for(token, ix):
                continue  # "Kenya's largest bank" standing for a bank named before: ``place_before_anaphor``'s
            predicate = where_predicate(ix.type(subject))
            if predicate == "livesIn" and subject is ix.at(token) and not country_or_state(place):
                continue  # "Leeds's Tom Vale scored": a town's name right before a person's names a club or a seat
            if predicate and subject is not place and not is_scope(subject, place, ix):
                rel = ix.relation(subject, predicate, place, "possessive_place")
                if rel:
                    yield rel
    for org, place in _listed_owned(doc, ix):
        rel = ix.relation(org, "basedIn", place, "possessive_place") if not is_scope(org, place, ix) else None
        if rel:
            yield rel


def _listed_owned(doc: Doc, ix: MentionIndex) -> Iterator[tuple[Mention, Mention]]:
    """"firms such as Kenya's Norbank, Ghana's Safcom and Norway's Kestrel": an organisation's name right after a
    place and its "'s" where the parser hung the place elsewhere than on its owner (no "poss"), as it does in
    such lists; no list itself is required."""
    for org in ix.mentions():
        start = ix.first_token(org)
        if org.kind != "name" or ix.type(org) != ORGANIZATION or start < 2 or doc[start - 1].tag_ != "POS":
            continue
        place = ix.at(doc[start - 2])
        if place is not None and ix.type(place) == PLACE and doc[start - 2].dep_ != "poss":
            yield org, place


def _described_org(token: Token, ix: MentionIndex) -> Mention | None:
    """The organisation a noun names or describes: itself, the name it is compounded with
    ("insurer Liberty Mutual"), the name it is in apposition to ("Acme Corp., a company") or the name it is
    called ("a Leeds-based group called Norbank")."""
    called = (n for c in token.children if c.dep_ == "acl" and c.lemma_ in NAMING_LEMMAS
              for n in c.children if n.dep_ in ("oprd", "attr", "dobj"))
    for candidate in (token, token.head if token.dep_ in ("compound", "appos") else None,
                      *(c for c in token.children if c.dep_ in ("compound", "appos")), *copula_subjects(token),
                      *called):
        m = ix.at(candidate) if candidate is not None else None
        if m is not None and ix.type(m) == ORGANIZATION:
            return m
    return None


def based_in(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the Boston-based insurer Liberty Mutual', 'Acme Corp., a Dallas-based company',
    'NRC headquarters in nearby Rockville', "Norbank's headquarters are in Tulsa" -> basedIn."""
    for token in doc:
        pairs = []
        if token.lemma_ in BASED_LEMMAS and token.dep_ == "amod":
            places = [ix.at(c) for c in token.children if ix.at(c) and ix.type(ix.at(c)) == PLACE]
            if not places and token.i >= 2 and token.nbor(-1).text in DASHES and ix.at(token.nbor(-2)):
                places = [ix.at(token.nbor(-2))]  # "Tulsa-headquartered Norbank": the place hangs on the name
            places += [town for state in places if _tier(state) == 1 and (town := _town_before(doc, ix, state))]
            pairs = [(_described_org(token.head, ix), p) for p in places]
        elif token.lower_ in SEAT_NOUNS:
            org = next((ix.at(c) for c in token.children if c.dep_ in ("compound", "poss") and ix.at(c)
                        and ix.type(ix.at(c)) == ORGANIZATION), None)
            # "headquarters in Tulsa", "headquarters are in Tulsa" (not "will be in")
            after = [t for t in doc[token.i + 1:token.i + 5] if t.pos_ not in ("DET", "ADJ", "ADV")
                     and not (t.pos_ == "AUX" and t.lemma_ == "be")]
            if org is not None and len(after) >= 2 and after[0].lower_ == "in" and ix.at(after[1]):
                pairs = [(org, ix.at(after[1]))]
            elif org is not None:  # "the NRC's Rockville, Md., headquarters"
                pairs = [(org, ix.at(c)) for c in token.children if c.dep_ in ("compound", "nmod") and ix.at(c)]
        for org, place in pairs:
            if org is not None and ix.type(place) == PLACE:
                rel = ix.relation(org, "basedIn", place, "based_in")
                if rel:
                    yield rel


def home_of(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the Dunmore Beach home of X', "X's Oregon home", "his home in Brantwick", 'their hometown of Varnell',
    'his native Iowa' -> X livesIn the place."""
    for token in doc:
        people = []
        if token.lower_ in HOME_NOUNS or token.tag_ == "NNS" and token.lemma_ in HOME_NOUNS \
                or ix.at(token) is None and _home_place_noun(token):
            places = [ix.at(c) for c in token.children if c.dep_ in ("compound", "nmod") and ix.at(c)]
            # "Nebraska, the home state of his wife", "Kansas being Hart's home state"
            places += [m for m in (named_by(token, ix), *(ix.at(s) for s in copula_subjects(token))) if m]
            for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ in ("of", "in")):
                # "his home in Leeds and Tulsa": each joined place
                objects = [o for p in prep.children if p.dep_ == "pobj" for o in (p, *p.conjuncts)]
                for named in filter(None, (named_by(p, ix) for p in objects)):
                    if ix.type(named) == PLACE:
                        places.append(named)
                    elif prep.lower_ == "of":
                        people.append(named)
        elif ix.at(token) and any(c.lower_ in ("native", "home") and c.dep_ in ("amod", "compound")
                                  for c in token.children):
            places = [ix.at(token)]
        else:
            continue
        people += [ix.at(c) for c in token.children if c.dep_ == "poss" and ix.at(c)]
        if token.lower_ == "home" and token.head.lower_ == "at" and not people:  # "X died at home in Leeds"
            verb = token.head.head
            people += [ix.at(c) for c in verb.children if c.dep_ == "nsubj" and ix.at(c)]
            places += [ix.at(p) for c in verb.children if c.dep_ == "prep" and c.lower_ == "in"
                       for p in c.children if p.dep_ == "pobj" and ix.at(p)]
        for person in people:
            for place in places:
                if ix.type(place) == PLACE:
                    rel = ix.relation(person, "livesIn", place, "home_of")
                    if rel:
                        yield rel


def _home_place_noun(token: Token) -> bool:
    """"home state", "native country": a place noun that says someone comes from it."""
    return token.lemma_ in PLACE_NOUNS and any(c.lower_ in ("home", "native") and c.dep_ in ("amod", "compound")
                                               for c in token.children)


def born_in_place(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Chicago-born singer Jane Doe', 'Illinois born Charlton Heston' -> livesIn."""
    for token in doc:
        if token.lower_ != "born" or token.i < 1:
            continue
        before = token.nbor(-1) if token.nbor(-1).text != "-" or token.i < 2 else token.nbor(-2)
        place = ix.at(before)
        if place is None or ix.type(place) != PLACE:
            continue
        for after in doc[token.i + 1:token.i + 6]:
            person = ix.at(after)
            if person is not None:
                rel = ix.relation(person, "livesIn", place, "born_in_place") if ix.type(person) == PERSON else None
                if rel:
                    yield rel
                break
            if after.pos_ not in ("NOUN", "ADJ", "PUNCT") or after.text == ",":
                break


def described_from_place(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Norway oil company Statoila Energy', 'Kenya mobile operator Safcom Networks' -> basedIn the place
    that opens the common nouns describing an organisation's name (one noun phrase: the place depends on a
    word of it)."""
    for org in (m for m in ix.mentions() if ix.type(m) in (ORGANIZATION, FACILITY) and m.kind == "name"):
        name = doc.char_span(org.start, org.end, alignment_mode="expand")
        i, nouns = name.start - 1, 0
        while i >= 0 and (doc[i].pos_ in ("NOUN", "ADJ") and doc[i].is_lower or _hyphened(doc[i])) \
                and ix.at(doc[i]) is None:
            nouns += doc[i].pos_ == "NOUN"
            i -= 1
        place = ix.at(doc[i]) if nouns and i >= 0 else None
        # one noun phrase: the place hangs on the words up to the name's, the noun before the name (one
        # thing: singular) on the name or the name on it ("Norwegian bank X"); not "the Kenyan people X asked"
        last = doc[name.start - 1]
        if place is None or ix.type(place) != PLACE or not i < doc[i].head.i < name.end or last.tag_ == "NNS" \
                or not (name.start <= last.head.i < name.end or name.root.head.i == last.i):
            continue
        rel = ix.relation(org, where_predicate(ix.type(org)), place, "described_from_place")
        if rel:
            yield rel


def _stands_for(token: Token, ix: MentionIndex) -> bool:
    """Whether a noun refers back to a name written elsewhere ("the company"), not one it is part of or
    that premodifies it ("the Norbank group")."""
    named = ix.at(token)
    return named is not None and not named.start <= token.idx < named.end and ix.described.get(named) != token


def place_before_anaphor(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'Norbank said so. The Kenya company ...', "Kenya's largest bank", 'the Kenyan firm' (the story naming Kenya)
    -> Norbank basedIn Kenya: a place written before a noun that refers back to the one organisation named in its
    sentence or the one before (after "Norbank bought Safcom", "the Leeds firm" may be either), or to the subject of the
    sentence before when it opens its own as the subject ("Norbank bought Safcom. The Leeds firm also said ...")."""
    sentences = ix.sentence_index
    for token in doc:
        org = ix.at(token)
        if org is None or ix.type(org) != ORGANIZATION or not _stands_for(token, ix):
            continue
        here = sentences[token.sent.start_char]
        bodies = {ix.chain_of.get(m) for m in ix.mentions() if ix.type(m) == ORGANIZATION and m.end <= token.idx
                  and here - sentences.get(m.sentence.start, -9) <= 1}
        if len(bodies) != 1 and ix.carried_subject(token) is None:  # "The Kenyan firm also said" goes on about it
            continue
        for place in places_before(token, ix):
            if not is_scope(org, place, ix):
                rel = ix.relation(org, "basedIn", place, "described_from_place")
                if rel:
                    yield rel


def places_before(noun: Token, ix: MentionIndex) -> list[Mention]:
    """The places written before a noun to say where it is from: "Kenya's", "the Leeds firm", "the Kenyan bank"."""
    return [m for c in noun.children if c.dep_ in ("poss", "compound", "amod", "nmod") and c.i < noun.i
            and (m := ix.at(c)) is not None and ix.type(m) == PLACE]


def _hyphened(token: Token) -> bool:
    """Whether a token is a lower-case word of a hyphened compound or its hyphen ("think-tank", "state-owned"),
    which the tagger may tag as a verb or punctuation inside a description."""
    doc, i = token.doc, token.i
    if token.text == "-":
        return 0 < i < len(doc) - 1 and doc[i - 1].is_lower and doc[i + 1].is_lower
    return token.is_lower and token.is_alpha and (i > 0 and doc[i - 1].text == "-"
                                                  or i + 1 < len(doc) and doc[i + 1].text == "-")


def national_org(doc: Doc, ix: MentionIndex) -> Iterator[Relation]:
    """'the Haitian Parliament' -> basedIn Haiti, when the story names the country: the place named in
    the sentence, else the nationality word itself read as the country named elsewhere in the story."""
    places = defaultdict(list)  # sentence -> its place mentions
    countries: dict[str, str] = {}  # country -> its name as the story first writes it
    for m in ix.mentions():
        if ix.type(m) == PLACE:
            places[m.sentence].append(m)
            country = country_named(m.label) if m.kind == "name" else None
            if country:
                countries.setdefault(country, m.label)
    for org in (m for m in ix.mentions() if ix.type(m) == ORGANIZATION and m.kind == "name"):
        first, *rest = org.text.split()
        country = country_of_demonym(first) if rest else None
        if country is None or country_of_demonym(rest[0]) not in (None, country):  # "Kenyan Tanzanian Oil Company"
            continue  # a body of several nations
        here = [p for p in places[org.sentence] if is_demonym_of(first, p.label)]
        if not here and country in countries:  # "The Ugandan Media Council said ...", Uganda named elsewhere
            here = [Mention(org.doc_id, org.start, org.start + len(first), first, PLACE, org.sentence,
                            kind="implied", name=countries[country])]
        for place in here:
            rel = ix.relation(org, "basedIn", place, "national_org")
            if rel:
                yield rel

"""Stage 5b, speakers: whom the words naming a source refer to, among a document's chains.

The speaker is the chain of a cue's subject: a name, a pronoun or a nominal that coreference placed
("the sheriff"), an apposition ("the union official, Ann Cole"), the organisation a spokesperson speaks
for, the last organisation before "the company" or "it", and for a document that speaks ("the email
read", "a statement that said") whoever wrote, issued or sent it. Generic sources have no speaker.
Helpers of :mod:`kg.attribution`.
"""

from __future__ import annotations


from spacy.tokens import Token

from kg.lexicon.grammar import RELATIVES
from kg.lexicon.people import HONORIFICS, NON_ROLES, PRONOUN_GENDER, TITLE_HEADS, is_person_noun
from kg.lexicon.speech import (
    AGE_WORDS,
    ANONYMOUS_SOURCES,
    COLLECTIVE_ORG_NOUNS,
    ISSUING_VERBS,
    LAWSUITS,
    SPEAKING_DOCUMENTS,
    SPOKESPERSONS,
)
from kg.lexicon.gazetteers import is_first_name
from kg.lexicon.tables import first_names
from kg.parse import doc_text
from kg.records import NORP, ORGANIZATION, PERSON, PLACE, Chain, Mention, Sentence
from kg.titlewords import is_title_word

SUBJECTS = frozenset({"nsubj", "nsubjpass"})
#: Entity types that speak: people, organisations, groups, and places for their governments ("Ukraine said").
SPEAKER_TYPES = frozenset({PERSON, ORGANIZATION, NORP, PLACE})
#: How far back (characters) an epithet ("the 31-year-old") looks for the person it stands for.
SPEAKER_REACH = 600
#: How many sentences back a pronoun looks for the person it stands for by salience.
SALIENCE_SENTENCES = 2


def subject_of(verb: Token) -> Token | None:
    """The cue's subject; a verb joined to another ("confirmed the move and said", "..., adding")
    shares its head's."""
    seen = 0
    while verb is not None and seen < 4:
        subjects = [c for c in verb.children if c.dep_ in SUBJECTS]
        if subjects:  # a title may leave a subject of its own: "X vice-chairman Jane Doe said", "Attorney
            # General Will Doe said" ("Will" a verb): the name nearest the verb
            names = [c for c in subjects if c.pos_ == "PROPN"]
            return min(names, key=lambda c: abs(verb.i - c.i)) if names else subjects[0]
        if verb.dep_ == "ROOT" and verb.pos_ == "NOUN":
            return next((c for c in verb.lefts if c.dep_ == "compound"), None)
        if verb.dep_ == "acl" and verb.head.lemma_.lower() in SPEAKING_DOCUMENTS:
            return verb.head  # "a statement saying ...": the document speaks
        if verb.dep_ in ("conj", "advcl", "xcomp", "acl", "pcomp", "prep") and verb.head is not verb:
            verb, seen = verb.head, seen + 1
        else:
            return None
    return None


class ChainIndex:
    """Chains of one document by character offset, for finding what a token names."""

    def __init__(self, chains: tuple[Chain, ...], *, quoted: frozenset[int] = frozenset()):
        self.chains = chains
        self.quoted = quoted  # tokens inside quotation marks: what a speaker says, not the story's narration
        self.by_mention = {m: c for c in chains for m in c.mentions}
        self.mentions = sorted(self.by_mention)

    def at(self, token: Token) -> Mention | None:
        for m in self.mentions:
            if m.start <= token.idx < m.end:
                return m
            if m.start > token.idx:
                return None
        return None

    def within(self, start: int, end: int) -> list[Mention]:
        return [m for m in self.mentions if start <= m.start and m.end <= end]

    def last_named(self, pos: int, word: str) -> Mention | None:
        """The last organisation before ``pos`` whose name holds ``word`` ("police": "Miami Police")."""
        best = None
        for m in self.mentions:
            if m.start >= pos:
                break
            chain = self.by_mention[m]
            if chain.type == ORGANIZATION and word in chain.name.lower().split() and m.kind != "pronoun":
                best = m
        return best

    def last_before(self, pos: int, etype: str, *, title: str = "", within: int = 0) -> Mention | None:
        """The last mention of type ``etype`` before ``pos``: holding ``title`` if given, no further back
        than ``within`` characters if given."""
        best = None
        for m in self.mentions:
            if m.start >= pos:
                break
            chain = self.by_mention[m]
            if (chain.type == etype or etype == ORGANIZATION and chain.type == NORP) and m.kind != "pronoun" and (
                    not title or any(title in t.split() for t in chain.titles)):
                best = m
        return best if best is None or not within or pos - best.end <= within else None


def _issuer(noun: Token, index: ChainIndex, doc_id: str) -> Mention | None:
    """Who wrote a document that speaks ("an email written by X", "X's statement", "X issued a
    statement", "in a letter, X wrote"), or who wrote the last one of its kind mentioned before."""
    for child in noun.children:
        if child.dep_ == "poss" and (m := index.at(child)):
            return m
        if child.dep_ in ("acl", "prep") and child.lower_ != "about":
            for t in child.subtree:
                if t.dep_ == "pobj" and t.head.lower_ in ("by", "from") and (m := index.at(t)):
                    return m
    head = noun.head
    author = None
    if noun.dep_ in ("dobj", "nsubjpass") and head.lemma_.lower() in ISSUING_VERBS:
        author = subject_of(head)  # "X issued a statement", "the company issued a statement"
    elif noun.dep_ == "pobj" and head.lower_ == "in" and head.head.pos_ in ("VERB", "AUX"):
        author = subject_of(head.head)  # "In a letter to shareholders, X wrote ...": X
    if author is not None and author != noun and (m := resolve_speaker(author, index, doc_id)) is not None:
        return m
    for earlier in reversed(list(noun.doc[:noun.i])):
        if earlier.lemma_.lower() == noun.lemma_.lower() and earlier.pos_ == "NOUN":
            if (m := _issuer(earlier, index, doc_id)) is not None:
                return m
            break
    if noun.lemma_.lower() in LAWSUITS:  # "X sued Y ... the lawsuit says": the plaintiff
        for verb in reversed(noun.doc[:noun.i]):
            if verb.lemma_ == "sue" and (subject := subject_of(verb)) is not None and (m := index.at(subject)):
                return m
    return None


def _named_by(noun: Token, index: ChainIndex) -> Mention | None:
    """The entity a common noun belongs to: "Xinhua news agency", "Halifax's figures", "a spokesman for X".
    Kin and other relations speak for no one ("X's son"), and staff for no other person ("X's lawyer")."""
    lemma = noun.lemma_.lower()
    kin = lemma in NON_ROLES
    staff = is_person_noun(noun) and lemma not in SPOKESPERSONS

    def owner(m: Mention) -> Mention | None:
        return None if kin or staff and index.by_mention[m].type == PERSON else m

    for child in noun.children:
        if child.dep_ in ("poss", "compound") and (m := index.at(child)):
            return owner(m)
        if child.dep_ == "prep" and child.lower_ in ("for", "of", "at", "from"):
            for pobj in child.children:
                if (m := index.at(pobj)) is not None:
                    return owner(m)
    return None


def _is_acronym(token: Token) -> bool:
    """Whether a word is an acronym ("the FT said", "WHO says")."""
    return token.text.isupper() and token.text.isalpha() and len(token.text) > 1


def _unlisted_name(source: Token, doc_id: str) -> Mention | None:
    """A proper-noun source the tagger did not mark ("Mr Mukerjee said"): a mention of its own, a person
    after an honorific, after a title's words and a first name ("Lt Col Tom Vale said", the title no part of the
    name) or before a title set off after it ("Tom Vale, the club chairman, said"), an organisation otherwise."""
    doc = source.doc
    first = source
    while first.i > 0 and doc[first.i - 1].head == source and doc[first.i - 1].dep_ == "compound" \
            and doc[first.i - 1].pos_ == "PROPN" and doc[first.i - 1].lower_ not in HONORIFICS:
        first = doc[first.i - 1]
    honorific = first.i > 0 and doc[first.i - 1].lower_ in HONORIFICS
    repeated = any(t.text == source.text and not t.is_sent_start and t.i != source.i for t in doc)
    if source.lower_ in TITLE_HEADS or not (honorific or first.i < source.i or repeated or _is_acronym(source)):
        return None  # a title or a capitalised word at a line's start ("Sheriff says", "Watch LIVE")
    name = first
    while name.i < source.i and is_title_word(name):
        name = doc[name.i + 1]
    titled = name.i > first.i and name.i < source.i and is_first_name(name.text)
    sent = source.sent
    start, end = (name if titled else first).idx, source.idx + len(source)
    return Mention(doc_id=doc_id, start=start, end=end, text=doc_text(doc)[start:end],
                   type=PERSON if honorific or titled or _titled(source) else ORGANIZATION,
                   sentence=Sentence(doc_id, sent.start_char, sent.end_char, sent.text))


def _titled(source: Token) -> bool:
    """Whether a title's head is set off after a name ("Tom Vale, the club chairman,"): a person's post; not a
    firm's description ("Norbank, the lender,")."""
    return any(c.dep_ == "appos" and c.pos_ == "NOUN" and c.lemma_.lower() in TITLE_HEADS for c in source.children)


def _epithet(source: Token, index: ChainIndex) -> bool:
    """Whether a one-word name after "the" stands for a person named before ("the Scot", "the Czech"):
    a person's or a group's name, not an organisation's ("the Guardian")."""
    if source.tag_ != "NNP" or not any(c.dep_ == "det" and c.lower_ == "the" for c in source.children) \
            or any(c.dep_ == "compound" for c in source.children):
        return False
    m = index.at(source)
    return index.by_mention[m].type in (PERSON, NORP) if m is not None else source.ent_type_ in ("PERSON", "NORP")


def _is_age(source: Token) -> bool:
    """Whether the words naming a source give only an age ("the 31-year-old", "the 31-year-old striker")."""
    return any(t.lower_ in AGE_WORDS and t.i < source.i for t in source.subtree) \
        and any(c.dep_ == "det" and c.lower_ == "the" for c in source.children)


def _salient_subject(pronoun: Token, index: ChainIndex, etype: str = PERSON) -> Mention | None:
    """A pronoun's referent by salience: the subject of the closest sentence of the narration before it
    that has one, if it fits ("X warned of Y, which Z regretted. '...,' he said": X). Sentences inside
    quotation marks are someone's words, not the narration, and are passed over."""
    doc, start, seen = pronoun.doc, pronoun.sent.start, 0
    while seen < SALIENCE_SENTENCES and start > 0:
        before = doc[start - 1].sent
        start = before.start
        if before.root.i in index.quoted:
            continue
        seen += 1
        subject = next((c for c in before.root.children if c.dep_ in SUBJECTS), None)
        if subject is not None and (m := index.at(subject)) is not None:
            chain = index.by_mention[m]
            if etype != PERSON:
                return m if chain.type == etype else None
            fits = chain.type == PERSON and gender(chain) in ("", PRONOUN_GENDER.get(pronoun.lower_, ""))
            return m if fits else None
    return None


def _described(noun: Token, index: ChainIndex) -> Mention | None:
    """The organisation the same noun described before ("X, the production company behind the film",
    "production company X"): "the company said" is that one, not merely the last one named."""
    for earlier in reversed(noun.doc[:noun.sent.start]):
        if earlier.lemma_ != noun.lemma_ or earlier.pos_ != "NOUN":
            continue
        linked = [earlier.head] if earlier.dep_ in ("appos", "compound") else []
        linked += [c for c in earlier.children if c.dep_ == "appos"]
        for token in linked:
            if (m := index.at(token)) is not None and index.by_mention[m].type == ORGANIZATION:
                return m
    return None


def _same_phrase(appos: Token, source: Token) -> bool:
    """Whether an apposition names the source itself, not someone inside its phrase ("opponents of the
    bill, including the Bishop of X, Jane Doe"): it hangs on the source, on another apposition of it
    ("the author, US playwright Jane Doe"), or on the object of its "of"."""
    head = appos.head
    while head != source and head.dep_ == "appos" and head.head != head:
        head = head.head
    return head == source or appos.head.head.head == source and appos.head.head.lower_ == "of"


def _trailing_name(source: Token, index: ChainIndex) -> Mention | None:
    """A person named at the end of a title's phrase, right after the organisation's name or the title's
    own words: "Shadow leader of the Assembly Jane Doe said", "minister for women Jane Doe said" (the parser
    hangs the name inside the phrase); not after a preposition ("the lawyer of Jane Doe")."""
    if not is_person_noun(source) or source.lemma_.lower() in NON_ROLES:
        return None
    last = source.right_edge
    m = index.at(last)
    if m is None or index.by_mention[m].type != PERSON or m.end != last.idx + len(last) or last.i <= source.i:
        return None
    before = source.doc.char_span(m.start, m.end, alignment_mode="expand")
    prev = source.doc[before.start - 1] if before is not None and before.start > source.i + 1 else None
    return m if prev is not None and prev.pos_ in ("PROPN", "NOUN") and index.at(prev) != m else None


def resolve_speaker(source: Token, index: ChainIndex, doc_id: str) -> Mention | None:
    """The mention of the chain that ``source`` (the head word naming the source) refers to."""
    if source.lower_ in RELATIVES and source.head.dep_ == "relcl":
        source = source.head.head  # "a statement that said", "X, who told ...": the noun before
    if source.lower_ in PRONOUN_GENDER and (m := _salient_subject(source, index)) is not None:
        return m
    if _epithet(source, index) or _is_age(source):
        return index.last_before(source.idx, PERSON, within=SPEAKER_REACH)
    if (m := index.at(source)) is not None and index.by_mention[m].type in SPEAKER_TYPES:
        return m
    for t in source.subtree:  # "the union official, Ann Cole", "the mayor of X, Jane Doe"
        if t.dep_ == "appos" and _same_phrase(t, source) and (m := index.at(t)) and index.by_mention[m].type == PERSON:
            return m
    if (m := _trailing_name(source, index)) is not None:
        return m
    lemma = source.lemma_.lower()
    if source.pos_ != "PRON" and (m := index.last_named(source.idx, source.lower_)) is not None:
        return m  # "police said", "the ministry said": the organisation named so before
    if lemma in SPEAKING_DOCUMENTS or source.lower_ in SPEAKING_DOCUMENTS:  # "a report by X": X; "a report": none
        return _named_by(source, index) or _issuer(source, index, doc_id)
    if (lemma in ANONYMOUS_SOURCES or source.lower_ in ANONYMOUS_SOURCES) and not _is_acronym(source):
        return None  # "who", not "WHO"
    if source.pos_ == "PROPN" or _is_acronym(source):
        return _unlisted_name(source, doc_id)
    if source.lower_ in ("he", "she"):  # beyond coreference's window: the last person named
        return index.last_before(source.idx, PERSON)
    named = _named_by(source, index)
    if named is not None and (index.by_mention.get(named) is None or index.by_mention[named].type != PLACE):
        return named
    if lemma == "it" or lemma in COLLECTIVE_ORG_NOUNS and any(c.lower_ in ("the", "this") for c in source.children):
        return _described(source, index) or index.last_before(source.idx, ORGANIZATION)
    if lemma in SPOKESPERSONS:  # "Acme said X. 'Y,' said a spokesman": for the organisation just speaking
        return _salient_subject(source, index, ORGANIZATION)
    if source.pos_ == "NOUN" and any(c.lower_ == "the" or c.dep_ in ("compound", "amod") and c.text[:1].isupper()
                                     for c in source.children):  # "the minister", "Turkish interior minister"
        words = [t.lower_ for t in source.subtree if t.i <= source.i and t.lower_ != "the"]
        return next((m for w in reversed(words) if (m := index.last_before(source.idx, PERSON, title=w))), None)
    return None


def gender(chain: Chain) -> str:
    """"f", "m" or "" for a person's chain: from its first names, honorifics and the pronouns it holds."""
    cues = {PRONOUN_GENDER.get(m.text.lower(), "") for m in chain.mentions if m.kind == "pronoun"}
    cues |= {first_names().get(m.text.split()[0].lower(), "") for m in chain.mentions if m.kind == "name"}
    cues.discard("")
    return cues.pop() if len(cues) == 1 else ""

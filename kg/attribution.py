"""Stage 5b: who said what. A parsed ``Doc`` and its coreference chains to :class:`Attribution` records.

Three constructions of reported speech, read from the dependency parse:

* direct quotations, in quotation marks, with their cue before or after the marks
  (``"A," X said``, ``X said: "A"``, ``"A," said X``), split around the cue
  (``"A," X said, "B."``: one record per part), and quotations that go on in the
  next paragraph with no cue of their own (they keep the last speaker);
* indirect speech: a reporting verb and its clause (``X said that ...``, ``X told CNN
  ...``, ``X denied ...``, ``..., X said.``, ``A, X said, B``); a short quotation inside
  the clause (``X said he was "devastated"``) is part of it, not a record of its own;
* source phrases: ``according to X``, ``X reports``; ``sources said`` and ``officials
  said`` are kept with no speaker.

Who the speaker is (a name, a pronoun, a nominal, the organisation a spokesperson speaks for, ...)
is :mod:`kg.speakers`' part. Content that carries a hedge ("allegedly", "reportedly") is marked.
"""

from __future__ import annotations

import re
from dataclasses import replace
from operator import attrgetter

from spacy.tokens import Doc, Span, Token

from kg.lexicon.grammar import HEDGE_ADVERBS
from kg.lexicon.people import FIRST_PERSON
from kg.lexicon.speech import QUOTATION_CUES, REPORTING_VERBS, VAGUE_OBJECTS
from kg.records import ORGANIZATION, PERSON, Attribution, Chain, Mention, Sentence
from kg.parse import doc_text
from kg.speakers import SUBJECTS, ChainIndex, resolve_speaker, subject_of

#: What a quotation's cue is (lemmas).
_CUE_LEMMAS = REPORTING_VERBS | QUOTATION_CUES

_OPENERS = {"“": "”", '"': '"'}
_CLOSERS = frozenset({"”", '"'})
#: How far (tokens) a cue may follow its quotation, in the same sentence: past a long speaker phrase
#: (``"...," Jane Doe, the chairwoman of the X Residents Association since 2010, told reporters``).
_AFTER_WINDOW = 24
#: What may stand between a cue and the quotation after it: its object and circumstances
#: ("told CNN on Monday: ...").
_BEFORE_QUOTE = frozenset({"dobj", "prt", "npadvmod", "advmod", "prep", "pobj", "det", "compound", "amod", "poss",
                           "case", "nummod", "mark"})
#: Who, as the subject of the sentence before, is the speaker of a quotation with no cue of its own.
INTRODUCERS = frozenset({PERSON, ORGANIZATION})
#: How far (tokens) after its cue an inverted speaker's name ends ("says Dr Jane Doe").
INVERTED_REACH = 4
#: Content shorter than this many words is a scare quote or a label, not a statement.
MIN_QUOTE_WORDS = 3
#: Indirect content shorter than this is no statement ("he said so").
MIN_CLAUSE_WORDS = 2
#: Words outside a quotation that make its cue's clause the record instead (a partial quotation).
EMBEDDING_WORDS = 3
_WORD = re.compile(r"\w+")


def _quote_spans(text: str) -> list[tuple[int, int]]:
    """Character spans of quotations, marks included. A paragraph closes any quotation it leaves open
    (news style opens each paragraph of a long quotation again); a straight mark toggles."""
    spans, opened, pos = [], None, 0
    for line in text.split("\n"):
        for i, ch in enumerate(line, pos):
            if opened is not None and ch in _CLOSERS:
                spans.append((opened, i + 1))
                opened = None
            elif ch in _OPENERS:
                if opened is not None:  # a new opening mark: the last quotation was never closed
                    spans.append((opened, i))
                opened = i
        if opened is not None:
            spans.append((opened, pos + len(line)))
            opened = None
        pos += len(line) + 1
    return spans


def _is_cue(token: Token) -> bool:
    lemma = token.lemma_.lower()
    if lemma == "accord" and any(c.lower_ == "to" for c in token.children):
        return True
    if lemma not in _CUE_LEMMAS:
        return False
    # "the email read": the tagger may take a sentence's reporting verb for a noun
    verb = token.pos_ in ("VERB", "AUX") or token.dep_ == "ROOT" and token.tag_ in ("NN", "VB", "VBD", "VBZ")
    return (verb and not any(c.dep_ in ("neg", "auxpass") for c in token.children)
            and token.dep_ not in ("amod", "compound"))


def _according_source(token: Token) -> Token | None:
    for to in token.children:
        if to.lower_ == "to":
            for pobj in to.children:
                if pobj.dep_ == "pobj":
                    return pobj
    return None


def _clean(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """Trim a token range of marks, connectives and punctuation at its ends."""
    while start < end and (doc[start].is_punct or doc[start].lower_ in ("that", "and", "but") or doc[start].is_space):
        start += 1
    while end > start and (doc[end - 1].is_punct or doc[end - 1].is_space):
        end -= 1
    return start, end


def _around_phrase(verb: Token) -> tuple[int, int] | None:
    """What "according to X" qualifies: its clause (up to the root or a reported clause) before the
    phrase, after it, or around it when words stand on both sides."""
    head = verb.head
    while head.dep_ not in ("ROOT", "ccomp") and head.head is not head:
        head = head.head
    source = _according_source(verb)
    phrase_end = max(verb.i, source.right_edge.i if source is not None else verb.i) + 1
    clause = [t.i for t in head.subtree if not t.is_punct] + [verb.i]
    lo, hi = min(clause), max(clause) + 1
    words = lambda a, b: sum(1 for t in verb.doc[a:b] if not t.is_punct)  # noqa: E731
    if words(phrase_end, hi) < 2:
        return (lo, verb.i) if words(lo, verb.i) else None
    if words(lo, verb.i) < 2:
        return phrase_end, hi
    return lo, hi


def _clause(verb: Token) -> tuple[int, int] | None:
    """The token range a reporting verb reports: its clause or object, or for a parenthetical
    cue ("A, X said, B") the clause around it."""
    if verb.lemma_.lower() == "accord":
        return _around_phrase(verb)
    for child in verb.children:
        if child.dep_ in ("ccomp", "xcomp") and child.pos_ in ("VERB", "AUX") or child.dep_ == "ccomp":
            return child.left_edge.i, child.right_edge.i + 1
    if verb.dep_ == "parataxis" or (verb.dep_ == "advcl" and verb.i > verb.head.i):
        own = {t.i for t in verb.subtree}
        inside = sorted(t.i for t in verb.head.subtree if t.i not in own)
        return (inside[0], inside[-1] + 1) if inside else None
    for child in verb.children:
        if child.dep_ == "dobj" and child.pos_ != "PROPN" and child.lower_ not in VAGUE_OBJECTS:
            return child.left_edge.i, child.right_edge.i + 1
    return None


def _embedded(cue: Token, span: Span) -> bool:
    """Whether a quotation is part of a longer clause its cue reports (``X said he was "devastated"``)."""
    clause = _clause(cue)
    if clause is None or not (clause[0] <= span.start + 1 and span.end - 1 <= clause[1]):
        return False
    outside = [t for t in cue.doc[clause[0]:clause[1]] if not t.is_punct and not (span.start <= t.i < span.end)]
    return len(outside) > EMBEDDING_WORDS


def _paragraph(doc: Doc, cue: Token, start: int, end: int) -> tuple[int, int]:
    """Clip a content range to the cue's paragraph (a bad parse may reach into a headline)."""
    for i in range(cue.i - 1, start - 1, -1):
        if "\n" in doc[i].text or "\n" in doc[i].whitespace_:
            start = i + 1
            break
    for i in range(max(cue.i, start), end):
        if "\n" in doc[i].text or "\n" in doc[i].whitespace_:
            end = i if doc[i].is_space else i + 1
            break
    return _clean(doc, start, end)


def _source_span(source: Token) -> tuple[int, int]:
    """Character span of the words naming a source: its phrase without clauses and
    circumstances ("President Smith on Friday", "X, who ... ,"), inside its line."""
    skip = {t.i for c in source.children if c.dep_ in ("relcl", "acl", "advcl") or c.text in ",;:()—"
            or c.dep_ == "prep" and c.lower_ not in ("for", "of", "at") for t in c.subtree}
    kept = [t for t in source.subtree if t.i not in skip and t.sent == source.sent]
    lo, hi = source.i, source.i
    for t in sorted(kept, key=lambda t: abs(t.i - source.i)):  # contiguous around the head, same line
        if t.i == lo - 1 and "\n" not in t.whitespace_ and not t.is_space:
            lo = t.i
        elif t.i == hi + 1 and "\n" not in source.doc[hi].whitespace_ and not t.is_space:
            hi = t.i
    doc = source.doc
    while hi > lo and doc[hi].is_punct:
        hi -= 1
    return doc[lo].idx, doc[hi].idx + len(doc[hi])


def _record(doc: Doc, index: ChainIndex, *, doc_id: str, cue: Token, source: Token | None,
            start: int, end: int, direct: bool) -> Attribution:
    speaker = resolve_speaker(source, index, doc_id) if source is not None else None
    if source is not None:
        src_start, src_end = _source_span(source)
    else:
        src_start = src_end = cue.idx
    cue_end = cue.idx + len(cue)
    for child in cue.children:  # "told CNN", "according to"
        if child.i == cue.i + 1 and child != source and (child.dep_ in ("dobj", "prt")
                                     or child.lower_ == "to" and cue.lower_ == "according"):
            cue_end = child.idx + len(child)
    sent = doc.char_span(start, end, alignment_mode="expand")
    first, last = (sent[0].sent, sent[-1].sent) if sent is not None and len(sent) else (cue.sent, cue.sent)
    sentence = Sentence(doc_id, first.start_char, last.end_char, doc_text(doc)[first.start_char:last.end_char])
    content = doc_text(doc)[start:end]
    words = {w.lower() for w in _WORD.findall(content)}
    return Attribution(
        doc_id=doc_id, start=start, end=end, content=content, direct=direct,
        cue=doc_text(doc)[cue.idx:cue_end], cue_start=cue.idx, cue_end=cue_end,
        source_text=doc_text(doc)[src_start:src_end], source_start=src_start, source_end=src_end,
        speaker=speaker, about=tuple(m for m in index.within(start, end) if m.kind != "pronoun"),
        hedged=bool(words & HEDGE_ADVERBS), sentence=sentence,
    )


def _source_of(cue: Token) -> Token | None:
    if cue.lemma_.lower() == "accord":
        return _according_source(cue)
    return subject_of(cue)


def _between(doc: Doc, start: int, end: int, index: ChainIndex) -> Token | None:
    """The words naming a speaker between a quotation and its cue: the last name, else the last noun."""
    named = [t for t in doc[start:end] if index.at(t) is not None]
    nouns = [t for t in doc[start:end] if t.pos_ in ("NOUN", "PROPN", "PRON")]
    return (named or nouns or [None])[-1]


def _inverted(cue: Token) -> Token | None:
    """The name just after a cue that follows its quotation ('"...," wrote Jane Doe', '"...," says Dr Jane
    Doe'), which the parser may hang on the cue as its object or leave loose."""
    return next((c for c in cue.rights if c.pos_ == "PROPN" and c.i - cue.i <= INVERTED_REACH), None)


def _introduced_by(doc: Doc, span: Span, index: ChainIndex) -> tuple[Token, Token] | None:
    """The subject and verb of the sentence just before a quotation that starts a sentence of the same
    paragraph, when the subject is a person or an organisation named there: the quotation is theirs
    ("Acme issued a statement. '...'"). A sentence that ends
    with a colon introduces the quotation after it in the next paragraph too ("X added:" ¶ "...")."""
    if span.start == 0:
        return None
    before = doc[span.start - 1].sent
    gap = doc_text(doc)[before.end_char:span.start_char]
    words = [t for t in before if not t.is_space]
    colon = bool(words) and words[-1].text == ":" and not gap.strip()
    if before.end > span.start or "\n" in gap and not colon:
        return None
    root = before.root
    subject = next((c for c in root.children if c.dep_ == "nsubj"), None)
    if colon and _is_cue(root) and subject is not None:
        return subject, root
    if subject is None or (m := index.at(subject)) is None or index.by_mention[m].type not in INTRODUCERS:
        return None
    return subject, root


def _quotation_cue(doc: Doc, q_start: int, q_end: int, cues: list[Token], taken: set[int]) -> Token | None:
    """The reporting verb of a quotation (token range of its marks): just after it, or just
    before it in the same sentence with nothing but the speaker and punctuation between."""
    after = [c for c in cues if q_end <= c.i < q_end + _AFTER_WINDOW and c.sent == doc[q_end - 1].sent
             and not any(t.i in taken for t in doc[q_end:c.i])]
    if after and (doc[q_end - 2].text in ",?!-—–" or doc[q_end - 1].text in ",?!" or doc[q_end].is_punct
                  or doc[q_end].dep_ in SUBJECTS or after[0].i == q_end):
        return after[0]
    before = [c for c in cues if c.i < q_start and c.sent == doc[q_start].sent
              and not any(t.i in taken for t in doc[c.i:q_start])]
    if before:
        cue = before[-1]
        between = doc[cue.i + 1:q_start]
        if all(t.is_punct or t.is_space or t.dep_ in _BEFORE_QUOTE for t in between):
            return cue
    return None


def extract_attributions(doc: Doc, chains: tuple[Chain, ...], *, doc_id: str) -> tuple[Attribution, ...]:
    """Every attribution of one document, in document order.

    Over 40 lines by choice: quotations first, then the clauses of the cues they left, both passes sharing the
    covered tokens and the last speaker, state a split would thread through helpers in a module at its limit.

    Args:
        doc: The parsed document.
        chains: Its coreference chains (:func:`kg.coref.resolve_mentions`).
        doc_id: Document id.
    """
    spans = [doc.char_span(a, b, alignment_mode="expand") for a, b in _quote_spans(doc_text(doc))]
    spans = [s for s in spans if s is not None and len(s) > 2]
    quoted = frozenset(t.i for s in spans for t in s)
    index = ChainIndex(chains, quoted=quoted)
    cues = [t for t in doc if t.i not in quoted and _is_cue(t)]
    found: list[Attribution] = []
    covered: set[int] = set()
    last: tuple[Token | None, Token] | None = None  # the last quotation's source and cue
    last_end = -1  # where the sentence of the last quotation's cue ends
    for span in spans:
        inner_start, inner_end = _clean(doc, span.start, span.end)
        if inner_end - inner_start < MIN_QUOTE_WORDS:
            continue
        cue = _quotation_cue(doc, span.start, span.end, cues, quoted - set(range(span.start, span.end)))
        if cue is not None and _embedded(cue, span):
            continue  # a quotation inside indirect speech: the clause is the record
        own_cue = cue is not None  # a cue of the quotation's own sentence, not one it inherits
        source = _source_of(cue) if cue is not None else None
        if source is None and cue is not None and cue.i >= span.end - 1:
            # '"...," coach X said' parsed without a subject; '"...," wrote X' with X for the object
            source = _between(doc, span.end, cue.i, index) or _inverted(cue)
        if cue is None:
            # A quotation that goes on with no cue of its own (the next paragraph): the last speaker;
            # else one that follows a sentence about a person ("X echoed the sentiment. '...'").
            gap = doc_text(doc)[last_end:span.start_char] if last_end >= 0 else "x"
            if last is not None and not gap.strip() and gap.count("\n") <= 2:
                source, cue = last
            elif (introduced := _introduced_by(doc, span, index)) is not None:
                source, cue = introduced
            else:
                continue
        found.append(_record(doc, index, doc_id=doc_id, cue=cue, source=source, start=doc[inner_start].idx,
                             end=doc[inner_end - 1].idx + len(doc[inner_end - 1]), direct=True))
        covered |= set(range(span.start, span.end)) | ({cue.i} if own_cue else set())
        last, last_end = (source, cue), max(span.end_char, cue.sent.end_char)
    for cue in cues:
        if cue.i in covered or cue.lemma_.lower() not in REPORTING_VERBS:
            continue
        clause = _clause(cue)
        if clause is None:
            continue
        start, end = _paragraph(doc, cue, *_clean(doc, *clause))
        if end - start < MIN_CLAUSE_WORDS or sum(1 for i in range(start, end) if i in covered) > (end - start) / 2:
            continue
        found.append(_record(doc, index, doc_id=doc_id, cue=cue, source=_source_of(cue), start=doc[start].idx,
                             end=doc[end - 1].idx + len(doc[end - 1]), direct=False))
        covered |= set(range(start, end))
    return tuple(sorted(found, key=lambda a: (a.start, a.end)))



def with_quoted_speakers(doc: Doc, chains: tuple[Chain, ...], attributions: tuple[Attribution, ...], *,
                         doc_id: str) -> tuple[Chain, ...]:
    """The chains with each "I", "me" and "my" of a person's direct quotation joined to that person's chain:
    '"I joined Norbank in 1977," said Tom Vale' then tells that Tom Vale joined Norbank."""
    owner = {m: chain for chain in chains for m in chain.mentions}
    added: dict[Chain, list[Mention]] = {}
    for quote in attributions:
        chain = owner.get(quote.speaker) if quote.direct and quote.speaker is not None else None
        span = doc.char_span(quote.start, quote.end, alignment_mode="expand") if chain is not None else None
        if span is None or chain.type != PERSON or not any(m.kind == "name" for m in chain.mentions):
            continue  # (a chain of "the minister" alone names no one)
        added.setdefault(chain, []).extend(
            Mention(doc_id=doc_id, start=t.idx, end=t.idx + len(t.text), text=t.text, type=PERSON,
                    sentence=Sentence.of(doc_id, t.sent), kind="pronoun")
            for t in span if t.lower_ in FIRST_PERSON and t.pos_ == "PRON")
    return tuple(replace(c, mentions=(c.mentions[0], *sorted(c.mentions[1:] + tuple(added[c]),
                                                             key=attrgetter("start"))))
                 if added.get(c) else c for c in chains)

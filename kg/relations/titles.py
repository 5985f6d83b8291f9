"""Roles: the job title a role noun gives a person, and the role's status.

News gives people their titles around their names: before them ("Tate & Lyle chief
executive X", "R&B singer X", "former Vodafone boss X"), in apposition ("X, chief
executive of Y", "the president of Y, X") and after a copula ("X is the chairman of Y",
"X became chairman"). :func:`role_titles` adds those titles to the person's chain, whatever
the relation extractor; the rules read the same role nouns for ``leads`` and
``employedBy`` and use :func:`title_words` and :func:`role_status` to name the role and
say whether it is current, former or future.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from kg.lexicon.gazetteers import is_demonym, is_first_name
from kg.lexicon.names import NAME_CREDENTIALS, NAME_SUFFIXES
from kg.lexicon.grammar import (APPOINTING, COPULAS, LEAVING_AS, PERSON_RELATIVES, TAKING_AS,
                                WORKING_AS)
from kg.lexicon.people import (
    FIELD_PAIR_TITLES,
    FIELD_TITLES,
    FUTURE_ROLE,
    HEDGED_ROLE,
    JOINT_PREFIXES,
    NOT_TITLES,
    PAST_ROLE,
    PORTFOLIO_TITLES,
    POST_NOMINALS,
    ROLE_NOUNS,
    SECOND_IN_COMMAND,
    SHADOW_ROLE,
    TITLE_NOUNS,
    TITLE_PHRASES,
    is_person_noun,
)
from kg.records import CURRENT, FORMER, FUTURE, PERSON, Chain
from kg.relations.besidetitles import beside_roles, own_title_before, plural_before_list
from kg.examples import exemplified_roles, group_adjectives
from kg.relations.mood import no_longer
from kg.relations.titlefields import with_field
from kg.relations.titlenames import office_name, part_of_title
from kg.relations.titleheld import asserted, held_before, left_as, replaced, taken_over
from kg.titlewords import (is_title_vocabulary, is_title_word, mistagged_title, portfolio_before,
                           portfolio_title_at, ranked_post)

#: Words that make a role past or future.
_NOT_CURRENT = PAST_ROLE | FUTURE_ROLE
_AFTER_NAME = NAME_SUFFIXES | NAME_CREDENTIALS
#: Words before a hyphenated role ("vice-", "ex-").
_BEFORE_HYPHEN = SECOND_IN_COMMAND | PAST_ROLE


def role_status(words: list[str]) -> tuple[str, str]:
    """The status the words of a title give and the title without them:
    ["former", "chief", "executive"] -> ("former", "chief executive")."""
    parts = {p for w in words for p in w.lower().split("-") if p}
    status = FORMER if PAST_ROLE & parts else FUTURE if FUTURE_ROLE & parts else CURRENT
    kept = [w for w in words if not set(w.lower().split("-")) & _NOT_CURRENT]
    return status, " ".join(kept)


def status_before(doc: Doc, start: int, status: str) -> str:
    """A current status changed by the word before a name that opens a title ("Former Tulsa County deputy X",
    "Ex-Labour MP X")."""
    before = start - 2 if start > 1 and doc[start - 1].text == "-" else start - 1
    return role_status([doc[before].lower_])[0] if before >= 0 and status == CURRENT else status


def _status_words(role: Token) -> list[str]:
    words = [c.lower_ for c in role.children if c.dep_ in ("amod", "compound", "advmod", "prep")
             and c.i < role.i or c.lower_ in FUTURE_ROLE]
    if (prefix := _before_hyphen(role)) is not None:
        words.append(prefix.lower_)  # "ex-chairman"
    if role.i + 2 < len(role.doc) and role.nbor(1).text == "-":
        words.append(role.nbor(2).lower_)  # "chairman-elect"
    if role.left_edge.i >= 1 and role.doc[role.left_edge.i - 1].lower_ == "then":
        words.append("then")  # "X, then the Iowa governor,": the post X held at the time
    if left_as(role) or role.dep_ in ("attr", "oprd", "appos") and no_longer(role.head):
        # "X resigned as chairman", "X is no longer chairman", "X, no longer chairman,": held until then
        words.append("former")
    return words


def role_held(role: Token) -> bool:
    """Whether a role noun gives a post at all: not one hedged or denied ("the alleged head of X", "a
    self-styled spokesman", "X, not the head of Y,")."""
    before = role.doc[role.left_edge.i:role.i]
    words = {t.lower_ for t in before} | set(before.text.lower().split())
    edge = role.left_edge.i
    denied = "not" in words or any(c.dep_ == "neg" for c in role.children) or edge and role.doc[edge - 1].dep_ == "neg"
    return not (words & HEDGED_ROLE or denied)


def status_of_role(role: Token) -> str:
    """The status the modifiers of a role noun give it ("former boss", "ex-chairman", "chairman-elect")."""
    return role_status(_status_words(role))[0]


def title_words(token: Token, *, skip: frozenset[int] = frozenset(), keep_status: bool = False,
                portfolio: bool = False, qualifiers: frozenset[int] = frozenset()) -> str:
    """The title a noun heads, with its modifiers and theirs ("deputy police chief", "chief technology officer")
    and a second's prefix however it hangs ("vice-president"); not the names in ``skip`` (token indices: "Vodafone"
    of "Vodafone boss") but those of ``qualifiers`` ("U.A.E. ambassador"), with "former" only if ``keep_status``, and
    the portfolio after it ("secretary of state") only if ``portfolio``: the rules read a title by its head word.
    Its 41 lines read each way the parser hangs a title's words; splitting them would pass the closure around."""
    def modifies(t: Token) -> bool:
        # a capitalised word only in a capitalised title, and a title's own: not "(West) Ham boss", "Safcom Founder"
        return t.i in qualifiers or t.i not in skip and (
            t.dep_ == "compound" and (t.pos_ != "PROPN" or token.is_title and is_title_vocabulary(t))
            and t.pos_ != "PRON" and t.lemma_.lower() not in NOT_TITLES
            or t.lower_ in SECOND_IN_COMMAND | SHADOW_ROLE or t.dep_ == "amod" and _plain_modifier(t))

    words = [t for t in token.children if t.i < token.i and modifies(t)]
    words += [c for t in words if t.dep_ == "compound" for c in t.children if c.i < t.i and modifies(c)]
    # a portfolio of two nouns joined by "and": "culture and media secretary"
    words += [c for t in token.children if t.i < token.i and t.dep_ == "nmod" and t.pos_ == "NOUN" and t.is_lower
              and token.lower_ in PORTFOLIO_TITLES  # not "Labour's record and party leader X"
              for c in (t, *t.children) if c == t or c.dep_ in ("cc", "conj") and c.i < token.i and c.is_lower]
    first = token.head  # "shadow work and pensions secretary", parsed as "work" and "pensions secretary"
    if (token.dep_ == "conj" and role_lemma(token) in FIELD_PAIR_TITLES and first.i < token.i and first.pos_ == "NOUN"
            and first.is_lower
            and not is_person_noun(first) and any(c.dep_ == "cc" and c.lower_ == "and" for c in first.children)):
        words += [first, *(c for c in first.children if c.dep_ == "cc" or c.i < first.i and modifies(c))]
    # A flat parse hangs the title's words on the name beside it: "Shadow Chancellor X".
    before = token.i - 1
    while before >= 0 and (token.doc[before].head.i == token.head.i != token.i and modifies(token.doc[before])
                           or before in qualifiers):  # a qualifying name whole: "Work and Pensions"
        words.append(token.doc[before])
        before -= 1
    words += portfolio_before(token)  # "Commerce and Industry (Minister)", however the parser hangs it
    prefix = _before_hyphen(token)
    if prefix is not None and prefix.lower_ in _BEFORE_HYPHEN and prefix not in words:  # not "vice vice president"
        words.append(prefix)
    head = role_lemma(token) if is_plural(token) else token.lower_  # "footballers" -> "footballer", "MPs" -> "mp"
    word = hyphenated(token)
    if "-" in word and word in TITLE_NOUNS:  # "fly-half": one word
        head, words = word, [t for t in words if t.i != token.i - 2]
    plain = role_status([*(t.lower_ for t in sorted(set(words), key=lambda t: t.i) if t.text != "-"), head])[1]
    plain = with_field(token, plain) if portfolio else plain
    status = status_of_role(token) if keep_status else CURRENT
    return plain if status == CURRENT else f"{status} {plain}"


def _plain_modifier(token: Token) -> bool:
    """Whether an adjective before a title's head is part of it: a lower-case one, or one capitalised only as it
    opens a sentence ("Legal" of "Legal expert X said"; not a nationality: "French actor X"); not one joined to
    another ("past and present footballers": each holds one) nor "old" of "45-year-old"."""
    lower = token.is_lower or token.is_sent_start and token.text[1:].islower() and not is_demonym(token.text)
    return (lower and token.tag_ in ("JJ", "NN") and not any(c.dep_ == "cc" for c in token.children)
            and not (token.lower_ == "old" and token.i > 0 and token.nbor(-1).text == "-"))


def _shared(role: Token, title: str) -> str:
    """A title with the prefix that makes its post shared, which the rules do not read ("co-founder")."""
    prefix = _before_hyphen(role)
    if prefix is None or prefix.lower_ not in JOINT_PREFIXES or not title.endswith(role.lower_):
        return title
    words = title.removesuffix(role.lower_).split()
    if words and words[-1] == prefix.lower_:
        words.pop()  # the prefix read as a modifier: "co chairman"
    return " ".join((*words, f"{prefix.lower_}-{role.lower_}"))


def is_title(token: Token) -> bool:
    """Whether a noun names a job or a position ("striker", "chief executive", the "half" of "fly-half"), not
    kin or a relation to another party ("son", "critic", "victim"), unless its field says it is ("film critic")."""
    lemma = role_lemma(token)
    phrase = token.i > 0 and f"{token.nbor(-1).lower_} {lemma}" in TITLE_PHRASES  # "first lady"
    noun = token.pos_ in ("NOUN", "PROPN") or mistagged_title(token)  # "Rapper Tom Vale", tagged an adjective
    return noun and (field_title(token) or lemma not in NOT_TITLES and (
        is_person_noun(token) or lemma in TITLE_NOUNS | ROLE_NOUNS or phrase or hyphenated(token) in TITLE_NOUNS
        or ranked_post(token)))


def field_title(token: Token) -> bool:
    """Whether a person noun that is no title alone names a job after its field or body ("film critic",
    "board members")."""
    return token.i > 0 and token.nbor(-1).lower_ in FIELD_TITLES.get(role_lemma(token), ())


def _plural_initials(token: Token) -> bool:
    """Whether a word is initials in the plural ("MPs"), which the tagger may take for a singular."""
    return len(token.text) > 2 and token.text.endswith("s") and token.text[:-1].isupper()


def is_plural(token: Token) -> bool:
    """Whether a noun is a plural, initials too ("managers", "MPs")."""
    return token.tag_ == "NNS" or _plural_initials(token)


def role_lemma(token: Token) -> str:
    """A role noun's singular in lower case: "footballers" -> "footballer", "MPs" -> "mp"."""
    return token.lower_[:-1] if _plural_initials(token) else token.lemma_.lower()


def _before_hyphen(token: Token) -> Token | None:
    """The word before a hyphen right before ``token`` ("ex" of "ex-chairman"), or None."""
    return token.nbor(-2) if token.i >= 2 and token.nbor(-1).text == "-" else None


def hyphenated(token: Token) -> str:
    """A word with the one before a hyphen written without spaces ("fly-half", which the tokenizer splits),
    or the word alone, in lower case."""
    prefix = _before_hyphen(token)
    if prefix is not None and not prefix.whitespace_ and not token.nbor(-1).whitespace_:
        return f"{prefix.lower_}-{token.lower_}"
    return token.lower_


def one_of(role: Token) -> Token:
    """The noun a partitive stands for: "one of the top military strategists in Kenya"."""
    if role.lower_ == "one" or role.tag_ == "JJS":
        return next((p for c in role.children if c.dep_ == "prep" and c.lower_ == "of"
                     for p in c.children if p.dep_ == "pobj"), role)
    return role


def _listed_role(doc: Doc, start: int, named: frozenset[int]) -> Token | None:
    """A plural role before the first of a list of names that the name at ``start`` ends or goes on
    ("Safcom managers Tom Vale, Ann Cole and Ben Hart"), however the parser hung the list."""
    first = start
    while first > 1 and doc[first - 1].lower_ in (",", "and"):
        i = first - 1
        while i > 0 and doc[i].lower_ in (",", "and"):
            i -= 1
        if i not in named:
            return None
        while i > 0 and i - 1 in named:
            i -= 1
        first = i
    role = doc[first - 1] if 0 < first < start else None
    return role if role is not None and is_plural(role) and (role.is_lower and is_person_noun(role)
                                                              or _plural_initials(role) and is_title(role)) else None


def _role_nouns(root: Token, start: int, named: frozenset[int] = frozenset()) -> list[Token]:
    """Role nouns describing the name whose head is ``root`` and whose first token is ``start``
    (``named``: the tokens of every name, for a list of names)."""
    roles = [c for c in root.children if c.i < start and c.dep_ in ("compound", "amod", "nmod")]
    listed = _listed_role(root.doc, start, named)
    roles += [listed] if listed is not None else []
    if start > 0 and root.doc[start - 1].is_lower:
        roles.append(root.doc[start - 1])  # "referee X" however the parser hung "referee"
    roles += beside_roles(root, start)  # "Norbank Mayor, Ann Cole is", "Chairman and CEO Ann Cole"
    appositions = [c for c in root.children if c.dep_ == "appos"]  # "X, chief executive of Y"
    # "X, Ph.D., director of Y", "X, Jr., president of Y": the parser hangs the title on the suffix; and a second
    # title on the first ("X, the chief executive, a former banker,")
    roles += appositions + [c for a in appositions for c in a.children
                            if c.dep_ == "appos" and (_name_suffix(a) or c.pos_ == "NOUN" and is_title(a))]
    roles += _conjoined_apposition(root)  # "X, technology and broadband analyst at Y", parsed as a list
    if root.dep_ == "pobj" and root.head.lower_ in ("of", "for") and start > root.head.i + 1:
        roles.append(root.head.head)  # "director of rugby X", "minister for women X": the name hung on "of"
    roles += _apposed_roles(root, start)
    first = root
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    # the list's plural, unless the name has a title of its own ("novelists X and Y, director Z")
    in_list = first is not root or root.conjuncts
    roles += _shared_plural_roles(first) if in_list and not (first is not root and own_title_before(root)) else []
    roles += exemplified_roles(first) + _set_off_roles(root, start)
    verb = root.head
    # "X, who is a lawyer,", "X, who took over as chief executive,": a relative clause on the name
    clauses = [c for c in root.children if c.dep_ == "relcl"
               and any(s.dep_ in ("nsubj", "nsubjpass") and s.lower_ in PERSON_RELATIVES for s in c.children)]
    if root.dep_ in ("nsubj", "nsubjpass"):
        clauses.append(verb)
    roles += [r for clause in clauses for r in _predicated(clause)]
    holders = _holders(root)  # "with X as producer": the name's own "as" too
    roles += [c for h in holders for c in h.children if c.dep_ == "oprd"]
    roles += [p for h in (*holders, root) for c in h.children if c.dep_ == "prep" and c.lower_ == "as"
              for p in c.children if p.dep_ == "pobj" and p.pos_ == "NOUN"]
    found = [one_of(r) for role in roles for r in (role, *role.conjuncts) if r.i not in range(start, root.i + 1)]
    return [r for r in dict.fromkeys(found) if role_held(r)]


def _holders(root: Token) -> list[Token]:
    """The verb that gives the name whose head is ``root`` the post after its "as" or its object predicate: "Y named
    X as chairman" (asserted), "Y named X its chairman"; "Y replaced X as chairman" and "Y took over from X as
    chairman", X held the post before."""
    verb = root.head
    if root.dep_ == "dobj" and (verb.lemma_ in APPOINTING and asserted(verb) or replaced(verb)):
        return [verb]
    return [verb.head] if root.dep_ == "pobj" and verb.lower_ == "from" and taken_over(verb.head) else []


def _shared_plural_roles(first: Token) -> list[Token]:
    """The plural roles around the first of names joined by "and" that are each one's: before it ("Acme managers
    X and Y"), an apposition ("X and Y, both councillors,"; "X and Y, the Labour and Tory party leader,", whose
    owners are joined too), the plural they are set off after ("three managers, X, Y and Z,") and a copula's
    plural ("X and Y were the joint owners")."""
    roles = [c for c in first.children if is_plural(c) and c.i < first.i and c.dep_ in ("compound", "nmod")]
    roles += plural_before_list(first)
    roles += [c for name in (first, *first.conjuncts) for c in name.children
              if c.dep_ == "appos" and (c.tag_ == "NNS" or _joined_owners(c))]
    if first.dep_ in ("nsubj", "nsubjpass"):
        roles += [r for r in _predicated(first.head) if r.tag_ == "NNS"]
    return roles


def _joined_owners(role: Token) -> bool:
    """Whether the words before a singular role name two owners joined by "and" ("the Kestrel and Norbank
    chief"): a post of each of the names it is set off after."""
    return any(t.dep_ == "cc" for t in role.doc[role.left_edge.i:role.i])


def _set_off_roles(root: Token, start: int) -> list[Token]:
    """The title a name is set off from when the parser hung the name on it: a capitalised title without an
    article before a comma ("backed by Norbank Chairman, Tom Vale, and the council": the name made its conjunct),
    and a title between dashes after the name ("Tom Vale - Norbank's head of press - said": the name made its
    compound)."""
    doc, head = root.doc, root.head
    owners = [c for c in head.children if c.dep_ == "compound" and c.i < head.i]
    if (root.dep_ == "conj" and head.i == start - 2 and doc[start - 1].text == "," and head.is_title
            and head.tag_ == "NNP" and head.dep_ != "conj" and is_title_word(head) and owners
            and not (head.left_edge.i and doc[head.left_edge.i - 1].lower_ in (",", "and"))  # not in a list
            and not any(c.dep_ in ("det", "poss", "conj") for c in head.children if c.i < root.i)):
        return [head]
    end = root.i + 1
    while end < head.i and doc[end].dep_ == "compound" and doc[end].head == head:
        end += 1  # the name's other words, hung on the same word ("Tom" and "Vale" both on "Norbank")
    # a dash between spaces, not a hyphen inside a word ("Oscar-winner")
    dash = end < head.i and doc[end].text in ("-", "\u2013", "\u2014") and bool(doc[end - 1].whitespace_)
    title = head.head if head.dep_ == "poss" else head  # "Norbank's", which the parser may hang the name on
    return [title] if root.dep_ == "compound" and dash and is_title(title) else []


def _apposed_roles(root: Token, start: int) -> list[Token]:
    """The roles a name set off after a phrase gets from it: "the president, X", "the president of Y, X" (X hung
    on Y), and the office of the phrase right before the comma when the parser hung X further back."""
    if not (root.dep_ == "appos" or _set_off_conjunct(root, start)):
        return []
    roles = [root.head]
    if root.head.dep_ == "pobj" and root.head.head.dep_ == "prep":
        roles.append(root.head.head.head)
    return roles + _office_before(root, start)


def _conjoined_apposition(root: Token) -> list[Token]:
    """The role set off by a comma right after a name that the parser made the name's conjunct, a list of the
    name and common nouns ("X, personal technology and broadband analyst at Y": "technology" and "analyst" hung
    on X as conjuncts); none in a list of names ("X, Y and the mayor")."""
    joined = [c for c in root.children if c.dep_ == "conj"]
    first = joined[0] if joined else None
    if first is None or any(c.pos_ == "PROPN" for c in joined) or first.pos_ != "NOUN" or not first.is_lower:
        return []
    edge = first.left_edge.i
    if not (edge and root.doc[edge - 1].text == "," and edge - 1 == root.i + 1):
        return []
    return [first] if is_title(first) else [c for c in first.children if c.dep_ == "conj" and is_title(c)]


def _set_off_conjunct(root: Token, start: int) -> bool:
    """Whether a name set off by commas is an apposition the parser made a conjunct of the phrase before it
    ("backed by the mayor of Dunmore, Tom Vale, and the council"): the phrase opens with an article or an owner
    and a lower-case word follows the name's comma, not another name ("the mayor of Dunmore, Tom Vale, Ann
    Cole and ...") nor a list of surnames; one person is never a plural ("the workers of Norbank, X, and")."""
    doc, end, head = root.doc, root.i + 1, root.head
    phrase = head.head.head if head.dep_ == "pobj" and head.head.dep_ == "prep" else head
    return (root.dep_ == "conj" and head.dep_ != "conj" and head.i < start - 1 and doc[start - 1].text == ","
            and end + 1 < len(doc) and doc[end].text == "," and doc[end + 1].is_lower
            and phrase.tag_ != "NNS" and any(c.dep_ in ("det", "poss") for c in phrase.children))


def _office_before(root: Token, start: int) -> list[Token]:
    """The singular role of the "<role> of Y" phrase right before a name set off by a comma, when the parser hung
    the name on a noun further back ("the support of the Mayor of Dunmore, Tom Vale, business groups and ...":
    Tom Vale hung on "support"); none when the phrase is the name's own head."""
    doc = root.doc
    place = doc[start - 2] if start > 1 and doc[start - 1].text == "," else None
    role = place.head.head if place is not None and place.dep_ == "pobj" and place.head.lower_ == "of" else None
    return [role] if role is not None and role.i > root.head.i and role.tag_ in ("NN", "NNP") else []


def _name_suffix(token: Token) -> bool:
    """Whether a word set off after a name is its suffix or a degree ("Jr.", "Ph.D.", "MD"), not a description."""
    return token.pos_ == "PROPN" and token.text.replace(".", "").lower() in _AFTER_NAME


def _predicated(verb: Token) -> list[Token]:
    """The posts an asserted verb gives its subject: "(X) is the chairman", "(X) serves as chairman",
    "(X) resigned as chairman", "(X) joined as head", "(X) works as a nurse", after a "from" phrase too ("(X) took
    over from Y as chairman"); not an "as" after another phrase, which the parser may hang on the verb ("took best
    actress for her role as a smuggler")."""
    if not asserted(verb):
        return []
    roles = [c for c in verb.children if c.dep_ in ("attr", "oprd")] if verb.lemma_ in COPULAS else []
    if verb.lemma_ in COPULAS | LEAVING_AS | TAKING_AS | WORKING_AS or replaced(verb):  # "X replaced Y as chairman"
        roles += [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "as"
                  and not any(t.dep_ == "prep" and t.lower_ != "from" for t in verb.doc[verb.i + 1:c.i])
                  for p in c.children if p.dep_ == "pobj"]
    return roles


def post_nominal(span: Span) -> Token | None:
    """The title written right after a person's name that the parser made the head of the phrase ("Tom Vale
    MP, Labour's chief whip,": the apposition hangs on "MP"; "Dr Tom Vale head of exploration said", without
    the commas), or None."""
    after = span.doc[span.end] if span.end < len(span.doc) else None
    if after is None:
        return None
    if span.root.head.i == after.i and after.lower_ in POST_NOMINALS:
        return after
    # the parser hangs a bare title on the name or beside it: two subjects of "said"
    beside = span.root.head.i == after.i or after.head.i == span.root.head.i and after.dep_ == span.root.dep_
    return after if beside and _bare_title_after(span, after) else None


def _bare_title_after(span: Span, after: Token) -> bool:
    """Whether a lower-case title follows a full name that opens its phrase: "Tom Vale head of exploration";
    not "a Tom Vale header" (a thing named after him) nor "Kestrel actress Ann Cole" (the title of the name
    after it)."""
    follower = span.doc[after.i + 1] if after.i + 1 < len(span.doc) else None
    return (after.is_lower and is_title(after) and len(span) > 1 and is_first_name(span[0].text)
            and not any(c.dep_ in ("det", "poss") and c.i < span.start for c in after.children)
            and (follower is None or follower.pos_ != "PROPN"))


def _portfolio_apposition(span: Span) -> Token | None:
    """The capitalised title of two or more portfolio words set off after a name, which the parser reads as
    more names: "X, Commerce and Industry Minister, said", "said X, Trade and Industry Secretary."; or None."""
    doc = span.doc
    if span.end + 1 >= len(doc) or doc[span.end].text != ",":
        return None
    head = portfolio_title_at(doc, span.end + 1)
    closed = head is not None and (head.i + 1 == len(doc) or doc[head.i + 1].is_punct)
    return head if closed and portfolio_before(head) else None


def _qualifies(name: Span) -> bool:
    """Whether a name is one a post's title may hold (:func:`part_of_title`), before the capitalised title."""
    after = name.doc[name.end] if name.end < len(name.doc) else None
    return part_of_title(name, before_title=after is not None and after.is_title and is_title(after))


def role_titles(doc: Doc, chains: tuple[Chain, ...]) -> tuple[Chain, ...]:
    """The chains, each person's with the titles role nouns around its names give it.

    Args:
        doc: The parsed document.
        chains: Its coreference chains.

    Returns:
        The same chains, in the same order; a person's ``titles`` grow by the titles read here
        ("r&b singer", "former chief executive"), lower case, without the names of other entities.
    """
    spans = {m: span for chain in chains for m in chain.mentions
             if (span := doc.char_span(m.start, m.end, alignment_mode="expand")) is not None}
    # names only: a title's own words may make a nominal mention ("X, who was the firm's chief executive,")
    named = frozenset(t.i for m, span in spans.items() if m.named for t in span)
    # a country's short name or a portfolio's inside a title is part of the post: "U.A.E. Ambassador X", "X, chief UAE
    # economist", "Treasury Secretary X"
    qualifiers = frozenset(t.i for m, span in spans.items() if m.named and _qualifies(span) for t in span)
    # an office the tagger read as a name, set off after the person's: "X, the Speaker of the House,"
    offices = frozenset(span.start for m, span in spans.items() if m.named and office_name(span))
    out = []
    for chain in chains:
        read = set()
        if chain.type == PERSON:
            for m in chain.mentions:
                if m.kind == "name" and m in spans:
                    span, after = spans[m], post_nominal(spans[m])
                    roles = _role_nouns(after or span.root, span.start, named) + [
                        r for r in (after, _portfolio_apposition(span)) if r is not None]
                    read |= {held_before(r, _shared(r, title_words(r, skip=named | group_adjectives(r),
                                                                 keep_status=True, portfolio=True,
                                                                 qualifiers=qualifiers)), after or span.root)
                             for r in roles if (r.i not in named or r.i in offices) and is_title(r)}
        titles = set(chain.titles)
        # "chief" of "police chief" or of "chief of staff"
        titles |= {t for t in read if not any(u.endswith(f" {t}") or u.startswith(f"{t} of ") for u in titles | read)}
        out.append(chain if titles == set(chain.titles) else replace(chain, titles=tuple(sorted(titles))))
    return tuple(out)

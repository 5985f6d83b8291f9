"""Job titles from role nouns around a name: sentence -> (person, title) pairs."""

from __future__ import annotations

import pytest

import kg
from kg.relations.titles import _conjoined_apposition, role_status


def titles(text: str) -> set[tuple[str, str]]:
    return {(e.label, t) for e in kg.extract(text).entities for t in e.titles}


@pytest.mark.parametrize("text, expected", [
    ("Brightwater chief executive Ann Cole said so.", ("Ann Cole", "chief executive")),
    ("R&B singer Tom Baxter was jailed.", ("Tom Baxter", "singer")),
    ("Former Acme Corp boss Tom Baxter said so.", ("Tom Baxter", "former boss")),
    ("Ann Cole, chief executive of Acme Corp, said so.", ("Ann Cole", "chief executive")),
    ("The chairman of Acme Corp, Tom Baxter, resigned.", ("Tom Baxter", "chairman")),
    ("Ann Cole is the finance director of Acme Corp.", ("Ann Cole", "finance director")),
    ("Ann Cole served as chairman of Acme Corp.", ("Ann Cole", "chairman")),
    ("The association is awaiting referee Tom Baxter's report.", ("Tom Baxter", "referee")),
    ("Past and present footballers Tom Baxter and Carl Mason backed the bid.", ("Tom Baxter", "footballer")),
    ("Shadow Chancellor Ann Cole spoke first.", ("Ann Cole", "shadow chancellor")),
    # everyday jobs are titles too
    ("Tom Baxter, a prison guard, said so.", ("Tom Baxter", "prison guard")),
    ("Ann Cole, a nurse, said so.", ("Ann Cole", "nurse")),
    ("Tom Baxter, a senior fellow at the Kestrel Institute, said so.", ("Tom Baxter", "senior fellow")),
    ("Television pundit Ann Cole said so.", ("Ann Cole", "television pundit")),
    # a hyphenated position is one word, and a prefix before a hyphen is read once
    ("He praised fly-half Tom Baxter.", ("Tom Baxter", "fly-half")),
    ("Vice-president Ann Cole said so.", ("Ann Cole", "vice president")),
    # a portfolio after "for" between the title and the name
    ("Labour's deputy minister for women Ann Cole said so.", ("Ann Cole", "deputy minister for women")),
    # a post given "as" by an appointing verb, or "as" on the name
    ("Norbank named Tom Vale as chairman.", ("Tom Vale", "chairman")),
    ("The song was written by Ben Hart, with Tom Vale as producer.", ("Tom Vale", "producer")),
    # a portfolio of two nouns joined by "and", however the parser cut it
    ("Tom Vale, Tory shadow work and pensions secretary, said so.",
     ("Tom Vale", "shadow work and pensions secretary")),
    ("Ann Cole, the culture and media secretary, said so.", ("Ann Cole", "culture and media secretary")),
    # a capitalised portfolio of two parts, before the name or set off after it, which the parser reads as names
    ("Commerce and Industry Minister Tom Vale said so.", ("Tom Vale", "commerce and industry minister")),
    ("Trade and Industry Secretary Ann Cole said so.", ("Ann Cole", "trade and industry secretary")),
    ("Tom Vale, Commerce and Industry Minister, announced the decision on Thursday.",
     ("Tom Vale", "commerce and industry minister")),
    ("The rule was announced by Ann Cole, Housing and Urban Development Secretary.",
     ("Ann Cole", "housing and urban development secretary")),
    # a title after the name, which the parser makes the head, and the apposition hung on it
    ("Tom Vale MP, Labour's Chief Secretary to the Treasury, said so.", ("Tom Vale", "chief secretary")),
    ("Tom Vale MP, Labour's Chief Secretary to the Treasury, said so.", ("Tom Vale", "mp")),
    # a suffix or a degree between the name and its apposition, which the parser hangs the title on
    ("Ann Cole, Ph.D., director of research at Norbank, said so.", ("Ann Cole", "director of research")),
    ("Tom Vale, Jr., president of Norbank, said so.", ("Tom Vale", "president")),
    # a copula in a relative clause on the name, unless negated or modal
    ("Ann Cole, who is a lawyer, said so.", ("Ann Cole", "lawyer")),
    ("Tom Baxter, who became mayor in 2010, said so.", ("Tom Baxter", "mayor")),
    # an abbreviated title as written, with or without its stop
    ("Dr Ann Cole said so.", ("Ann Cole", "dr.")),
    ("Det Supt Tom Baxter said so.", ("Tom Baxter", "detective superintendent")),
    # the portfolio of an office is part of its title
    ("Secretary of State Tom Baxter met the prime minister.", ("Tom Baxter", "secretary of state")),
    ("Ann Cole, Minister of Finance, spoke.", ("Ann Cole", "minister of finance")),
    # capitalised words the portfolio list lacks, up to the name that follows
    ("Tom Vale, the Minister for Defence Procurement, said the plan would work.",
     ("Tom Vale", "minister for defence procurement")),
    ("The Minister for Defence Procurement Tom Vale said the plan would work.",
     ("Tom Vale", "minister for defence procurement")),
    ("Ann Cole, Commissioner for Trade Policy, said Norbank must pay.", ("Ann Cole", "commissioner for trade policy")),
    # in lower case too, but not the field of another noun
    ("Former secretary of state Tom Vale said so.", ("Tom Vale", "former secretary of state")),
    ("Tom Vale, the minister of finance, said so.", ("Tom Vale", "minister of finance")),
    # a plural role before joined names is each one's
    ("Halvorsen Steel managers Tom Baxter and Carl Mason were charged.", ("Carl Mason", "manager")),
    # in a list of three, and after a name, where the tagger reads "managers" as a verb
    ("Safcom managers Tom Baxter, Carl Mason and Ann Cole face charges.", ("Ann Cole", "manager")),
    ("Norbank managers Anthony Walker and Ben Hart face charges.", ("Anthony Walker", "manager")),
    ("The cast includes British actors Tom Baxter, Ann Cole and Carl Mason.", ("Carl Mason", "actor")),
    # a title with its portfolio before a name the parser hung on "of"
    ("Gloucester director of rugby Tom Baxter said so.", ("Tom Baxter", "director")),
    # a person noun ending in "-ar", after an age
    ("Police said a farmer shot 16-year-old burglar Ben Hart.", ("Ben Hart", "burglar")),
    # a post after "as" of a verb of leaving (held before) or of taking one, with its field after "of"
    ("Tom Vale resigned as Home Secretary on Wednesday.", ("Tom Vale", "former home secretary")),
    ("Tom Vale, who is no longer chairman of Norbank, said so.", ("Tom Vale", "former chairman")),
    ("Tom Vale is stepping down as chairman of Norbank.", ("Tom Vale", "chairman")),
    ("Tom Vale joined Kestrel Records as head of press in 1977.", ("Tom Vale", "head of press")),
    # a country's initials qualify the post
    ("U.A.E. Ambassador Ben Hart said so.", ("Ben Hart", "u.a.e. ambassador")),
    ("Tom Vale, senior UAE analyst at Norbank, said so.", ("Tom Vale", "senior uae analyst")),
    # a second title set off after the first
    ("Tom Vale, the chief executive, a former banker, said so.", ("Tom Vale", "former banker")),
    ("Ann Cole, the party leader, a lawyer by training, said so.", ("Ann Cole", "lawyer")),
    # a capitalised noun no list knows is a post after a capitalised word of rank
    ("Tom Vale, the Senior Advocate, said so.", ("Tom Vale", "senior advocate")),
    ("The ruling was read by Ann Cole, the Senior Counsel, on Monday.", ("Ann Cole", "senior counsel")),
    # a portfolio after a country's initials, which the tagger reads as a body ("UAE Home")
    ("UAE Home Secretary Tom Vale said so.", ("Tom Vale", "uae home secretary")),
    ("The plan was backed by the UAE Foreign Secretary, Ann Cole, last year.", ("Ann Cole", "uae foreign secretary")),
    # a portfolio the tagger took for a body's name stays in the title before it; a party does not
    ("Treasury Secretary Ann Cole said so.", ("Ann Cole", "treasury secretary")),
    # a shared post keeps its prefix
    ("Ben Hart, co-founder of Safcom, said so.", ("Ben Hart", "co-founder")),
    ("Norbank co-chairman Ann Cole said so.", ("Ann Cole", "co-chairman")),
    # a field of several lower-case words after "of"
    ("Ann Cole, head of currency strategy at Norbank, said so.", ("Ann Cole", "head of currency strategy")),
    ("Ben Hart, director of value-added services at Safcom, said so.",
     ("Ben Hart", "director of value-added services")),
    # a lower-case title right after a full name, without commas
    ('"It looks strong," Dr Tom Vale head of exploration said.', ("Tom Vale", "head of exploration")),
    # "shadow" capitalised at a sentence's start
    ("Shadow leader of the Commons Tom Vale said so.", ("Tom Vale", "shadow leader")),
    # a job whose word ends in no person's suffix
    ("Tom Vale, an astronaut, said so.", ("Tom Vale", "astronaut")),
    ("Tom Vale, a diplomat, said so.", ("Tom Vale", "diplomat")),
    # any field between "chief" and "officer" is the title's
    ("Chief Operating Officer Ann Cole said so.", ("Ann Cole", "chief operating officer")),
    ("Norbank Chief Financial Officer Ann Cole said so.", ("Ann Cole", "chief financial officer")),
    # a capitalised title keeps its common nouns, not a name the tagger missed
    ("Safcom Founder, Ben Hart, spoke.", ("Ben Hart", "founder")),
    ("Schools Minister Tom Vale said so.", ("Tom Vale", "schools minister")),
    # two titles joined by "and" before a name, which the parser makes a conjunct of the first
    ("Norbank Chairman and CEO Ben Hart said so.", ("Ben Hart", "chairman")),
    ("President and CEO Ann Cole said so.", ("Ann Cole", "president")),
    # a cleric's or an admiral's title is split off the name, an abbreviation written out
    ("The Rev. Ben Hart led the service.", ("Ben Hart", "reverend")),
    ("Archbishop Ann Cole led the mass.", ("Ann Cole", "archbishop")),
    ("Adm. Tom Vale spoke at the ceremony.", ("Tom Vale", "admiral")),
    # a title after a copula whose words the coreference stage also read as a nominal mention
    ("Ann Cole, who was the company's chief executive, said sales rose.", ("Ann Cole", "chief executive")),
    ("Tom Vale is the bank's chairman.", ("Tom Vale", "chairman")),
    # "as" in a relative clause on the name, and the post an appointing verb gives its object
    ("Ann Cole, who has served as mayor since 2015, said so.", ("Ann Cole", "mayor")),
    ("Tom Vale, who took over as chief executive last year, said so.", ("Tom Vale", "chief executive")),
    ("Norbank named Ann Cole its new chief executive.", ("Ann Cole", "new chief executive")),
    # a modifier the parser hangs on the title's compound, not on its head
    ("Norbank named Ann Cole as its new chief technology officer.", ("Ann Cole", "new chief technology officer")),
    # an apposition set off by commas that the parser made a conjunct of the phrase before it
    ("The plan was backed by the mayor of Dunmore, Tom Vale, and the council.", ("Tom Vale", "mayor")),
    ("The line has the support of the Mayor of Dunmore, Tom Vale, and business groups.", ("Tom Vale", "mayor")),
    # a capitalised portfolio of one or two words the tagger took for a body, and "Chief of Staff"
    ("Economics Minister Tom Vale said growth would slow.", ("Tom Vale", "economics minister")),
    ("Armed Forces Minister Ann Cole said so.", ("Ann Cole", "armed forces minister")),
    ("Constitutional Affairs Minister Ben Hart said so.", ("Ben Hart", "constitutional affairs minister")),
    ("Kestrel Council Chief of Staff Tom Vale said so.", ("Tom Vale", "chief of staff")),
    ("The line has the support of the Mayor of Dunmore, Tom Vale, business groups and the council.",
     ("Tom Vale", "mayor")),
    # a company's chief officers by their initials
    ("Norbank CFO Tom Vale said revenue rose.", ("Tom Vale", "cfo")),
    ("Ann Cole, the COO of Safcom, said so.", ("Ann Cole", "coo")),
    # an owner is a holder's description before the name as after it
    ("Restaurant owner Tom Vale said business was slow.", ("Tom Vale", "restaurant owner")),
    ("Kestrel co-owner Ann Cole said the team would stay.", ("Ann Cole", "co-owner")),
    # the object of a verb of taking over held the post after "as" before
    ("Ben Hart replaced Ann Cole as chairman of Norbank in May.", ("Ann Cole", "former chairman")),
    ("Ben Hart, who succeeded Ann Cole as head coach, said so.", ("Ann Cole", "former head coach")),
    ("Ben Hart has replaced Ann Cole as chief executive of Norbank.", ("Ann Cole", "former chief executive")),
    # and its subject holds the post now, in a relative clause or not
    ("Ben Hart replaced Ann Cole as chairman of Norbank in May.", ("Ben Hart", "chairman")),
    ("Ben Hart, who succeeded Ann Cole as head coach, said so.", ("Ben Hart", "head coach")),
    ("Ben Hart has replaced Ann Cole as chief executive of Norbank.", ("Ben Hart", "chief executive")),
    # the capital that opens a sentence does not make an adjective a name's
    ("Legal expert Tom Vale said there was no treaty.", ("Tom Vale", "legal expert")),
    ("Senior economist Ann Cole said so.", ("Ann Cole", "senior economist")),
    # an honorific between a title and the name is no part of the post
    ("Tulsa police chief Dr Ann Cole said so.", ("Ann Cole", "police chief")),
    # a plural role whose examples are the names, without the adjectives that describe the group
    ("Several lawmakers, including Tom Vale, voted against it.", ("Tom Vale", "lawmaker")),
    ("Safcom executives such as Tom Vale and Ann Cole met in Tulsa.", ("Ann Cole", "executive")),
    ("The talks drew leaders like Tom Vale, Ann Cole and Ben Hart.", ("Ben Hart", "leader")),
    ("Other famous actors like Tom Vale and Ann Cole attended.", ("Tom Vale", "actor")),
    ("The foreign ministers including Tom Vale met in Tulsa.", ("Tom Vale", "foreign minister")),
    # a post after "as" of a verb of working, in a relative clause or not
    ("Tom Vale, who worked as an independent contractor for Norbank, was charged.",
     ("Tom Vale", "independent contractor")),
    ("Ann Cole works as a nurse in Leeds.", ("Ann Cole", "nurse")),
    # a fixed "in chief" after the head, with or without hyphens
    ("Tom Vale, the editor in chief of Kestrel Weekly, said so.", ("Tom Vale", "editor in chief")),
    ("Ann Cole, Norbank's editor-in-chief, said so.", ("Ann Cole", "editor in chief")),
    # a portfolio after "for" opened by an adjective of its own
    ('"We are ready," said Ann Cole, State Minister for National Development Planning.',
     ("Ann Cole", "state minister for national development planning")),
    ("Tom Vale, Minister for Rural Affairs, said so.", ("Tom Vale", "minister for rural affairs")),
    # a family's or a campaign's head
    ("Safcom patriarch Tom Vale did not want to give up control.", ("Tom Vale", "patriarch")),
    ("Party election supremo Ben Hart said so.", ("Ben Hart", "election supremo")),
    # posts and callings whose words end in no person's suffix
    ("Ann Cole, a senior cleric, said so.", ("Ann Cole", "senior cleric")),
    ("Kestrel billionaire Tom Vale said so.", ("Tom Vale", "billionaire")),
    # a plural after names joined by "and", set off or after a copula, is each one's
    ("Tom Vale and Ann Cole, both councillors, deny the charge.", ("Tom Vale", "councillor")),
    ("Tom Vale and Ann Cole, both councillors, deny the charge.", ("Ann Cole", "councillor")),
    ("Tom Vale and Ann Cole were the joint owners of the club.", ("Ann Cole", "joint owner")),
    ("Tom Vale and Ann Cole were both directors of Norbank.", ("Ann Cole", "director")),
    # a capitalised title without an article set off before the name, which the parser joined to it
    ("The plan was backed by Norbank Chairman, Tom Vale, and the council.", ("Tom Vale", "chairman")),
    # a title between dashes after the name
    ("Tom Vale - Norbank's former head of press - remembers the man.", ("Tom Vale", "former head of press")),
    ("Tom Vale - the Norbank chairman - said so.", ("Tom Vale", "chairman")),
    # a singular role whose owners are joined like the names it is set off after is each one's
    ("Tom Vale and Ann Cole, the Labour and Tory party leader, said so.", ("Ann Cole", "party leader")),
    ("Ben Hart and Tom Vale, the Kestrel and Norbank chief, met.", ("Ben Hart", "chief")),
    # a title of two words whose head alone is none
    ("The dinner was hosted by Ann Cole, the First Lady of Kansas.", ("Ann Cole", "first lady")),
    ("Kansas first lady Ann Cole said so.", ("Ann Cole", "first lady")),
    ("First Lady Ann Cole visited Tulsa.", ("Ann Cole", "first lady")),  # tagged "Lady Ann Cole": no peer
    ("The donation was made by Tory Treasurer Lord Vale last year.", ("Lord Vale", "treasurer")),  # a peer's title
    # an office with its body that the tagger read as a name
    ("Tom Vale, the Speaker of the Kansas House, said so.", ("Tom Vale", "speaker")),
    # a title the tagger glued to the end of a body's name is the next person's
    ("Former House of Varnell Speaker, Ann Cole, said so.", ("Ann Cole", "former speaker")),
    ("The Norbank Deputy Speaker, Tom Vale, said so.", ("Tom Vale", "deputy speaker")),
    # a post taken over from its holder: the taker's now, the holder's before
    ("Tom Vale took over from Ann Cole as chairman in May.", ("Tom Vale", "chairman")),
    ("Tom Vale took over from Ann Cole as chairman in May.", ("Ann Cole", "former chairman")),
    ("Tom Vale, who has taken over from Ann Cole as head coach, said so.", ("Ann Cole", "former head coach")),
    ("Tom Vale joined from Kestrel as finance director last year.", ("Tom Vale", "finance director")),
])
def test_titles_from_role_nouns(text, expected):
    assert expected in titles(text)


@pytest.mark.parametrize("text, person", [
    ("Ann Cole's son Tom Baxter was there.", "Tom Baxter"),
    ("Tom Baxter, who is not a lawyer, said so.", "Tom Baxter"),
    ("Tom Baxter, who could become mayor, said so.", "Tom Baxter"),
    ("Tom Baxter is not a lawyer.", "Tom Baxter"),
    ("Tom Baxter will become mayor next year.", "Tom Baxter"),
    ("Norbank will name Tom Baxter as chairman.", "Tom Baxter"),
    ("Tom Baxter, who will serve as chairman, said so.", "Tom Baxter"),
    ("Ann Cole, who took an award for her role as a nurse, said so.", "Ann Cole"),  # the role's "as"
    ("Critic Tom Baxter disagreed.", "Tom Baxter"),
    ("The lawyer of Tom Baxter said so.", "Tom Baxter"),  # another's role, nothing between "of" and the name
    ("Ann Cole scored with a Tom Vale header.", "Tom Vale"),  # a thing named after the person
    ("The talks included the mayor of Dunmore, Tom Vale, Ann Cole and Ben Hart.", "Tom Vale"),  # a list of names
    ("He thanked the workers of Norbank, Tom Vale, and the council.", "Tom Vale"),  # a plural role
    ("A lawyer like Tom Vale would know.", "Tom Vale"),  # a likeness, not an example of a group
    ("Critics including Tom Vale said it was wrong.", "Tom Vale"),
    ("Tom Vale and Ann Cole were friends.", "Ann Cole"),  # a relation, not a post
    ("Tom Vale and Ann Cole, the Norbank chief, met.", "Ann Cole"),  # one owner: whose is not plain
    ("Ann Cole, a lady of Kansas, said so.", "Ann Cole"),  # "lady" alone is no post
    ("Songs by Tom Vale, Queen, Ann Cole and Ben Hart topped the vote.", "Ann Cole"),  # a band in a list
    ("Critics including Ben Hart, Tom Vale and Kestrel nominee Ann Cole paid tribute.", "Tom Vale"),
    # a replacement to come, wished for, in the passive or as a gerund: who holds the post when is not plain
    ("Ben Hart will succeed Ann Cole as president of Norbank.", "Ben Hart"),
    ("Ben Hart wants to replace Ann Cole as leader.", "Ben Hart"),
    ("Ann Cole was replaced as chairman by Ben Hart.", "Ben Hart"),
    ("Ben Hart says replacing Ann Cole as captain will be easy.", "Ann Cole"),
    ("Ben Hart will take over from Ann Cole as chairman.", "Ann Cole"),
    ("Ann Cole took the prize for her role as a nurse in Leeds.", "Ann Cole"),
])
def test_kin_and_relations_are_not_titles(text, person):
    assert not {t for p, t in titles(text) if p == person}


def test_a_nationality_opening_a_sentence_is_no_part_of_a_title():
    assert ("Tom Vale", "actor") in titles("Welsh actor Tom Vale said so.")
    assert ("Ann Cole", "actress") in titles("Chinese actress Ann Cole said so.")


@pytest.mark.parametrize("words, expected", [
    (["former", "chief", "executive"], ("former", "chief executive")),
    (["ex-chairman"], ("former", "")),
    (["chairman", "elect"], ("future", "chairman")),
    (["chief", "executive"], ("current", "chief executive")),
])
def test_role_status(words, expected):
    assert role_status(words) == expected


def test_a_plural_role_before_a_list_of_names_is_each_ones(nlp):
    from spacy.tokens import Doc

    from kg.relations.titles import _listed_role

    words = ["Acme", "managers", "Tom", "Baxter", ",", "Carl", "Mason", "and", "Ann", "Cole", "face", "charges"]
    doc = Doc(nlp.vocab, words=words, tags=["NNP", "NNS", *["NNP", "NNP", ",", "NNP", "NNP", "CC", "NNP", "NNP"],
                                            "VBP", "NNS"],
              lemmas=[w.lower().removesuffix("s") if w == "managers" else w for w in words])
    named = frozenset({2, 3, 5, 6, 8, 9})
    assert _listed_role(doc, 8, named).text == "managers"  # the last of the list, however it was parsed
    assert _listed_role(doc, 5, named).text == "managers"
    assert _listed_role(doc, 0, named) is None


def test_a_prefix_before_a_hyphen_is_not_read_twice():
    assert ("Ann Cole", "vice vice president") not in titles("Vice-president Ann Cole said so.")


def test_only_a_portfolio_joins_a_title_with_and():
    # "record" is no portfolio: the parser hung "Norbank's record and" on the leader's title
    found = titles("The attack on Norbank's record and party leader Tom Baxter is due later.")
    assert ("Tom Baxter", "leader") in found and ("Tom Baxter", "record and party leader") not in found


def test_a_pronoun_the_parser_hangs_on_a_title_is_no_part_of_it():
    found = titles("You guessed it - opposition candidate Ben Hart won the seat.")
    assert found == {("Ben Hart", "opposition candidate")}


def test_an_age_is_no_part_of_a_title():
    assert titles("The 45-year-old actress Ann Cole won.") == {("Ann Cole", "actress")}


def test_a_bare_title_the_parser_made_a_second_subject_is_the_names(nlp):
    from spacy.tokens import Doc

    from kg.relations.titles import post_nominal

    # "Tom Vale head of exploration said": "Vale" and "head" both subjects of "said"
    words = ["Tom", "Vale", "head", "of", "exploration", "said", "."]
    doc = Doc(nlp.vocab, words=words, heads=[1, 5, 5, 2, 3, 5, 5],
              deps=["compound", "nsubj", "nsubj", "prep", "pobj", "ROOT", "punct"],
              pos=["PROPN", "PROPN", "NOUN", "ADP", "NOUN", "VERB", "PUNCT"],
              tags=["NNP", "NNP", "NN", "IN", "NN", "VBD", "."], lemmas=[w.lower() for w in words])
    assert post_nominal(doc[0:2]).text == "head"


def test_a_nationality_is_no_part_of_a_capitalised_title():
    assert ("Ann Cole", "welsh health minister") not in titles("Welsh Health Minister Ann Cole said so.")


def test_a_title_with_an_article_joined_by_and_is_another_persons():
    assert ("Ann Cole", "mayor") not in titles("The mayor and Police Chief Ann Cole met.")


@pytest.mark.parametrize("text", [
    "Ben Hart, head of the firm's retail arm, said so.",
    "Ann Cole, head of its new unit, said so.",
])
def test_a_field_after_of_is_only_bare_lower_case_words(text):
    assert not {t for p, t in titles(text) if t.startswith("head of")}


def test_a_field_of_another_noun_is_no_portfolio():
    found = titles("Ben Hart, general secretary of the public services union, said so.")
    assert ("Ben Hart", "general secretary of the public services") not in found


@pytest.mark.parametrize("text, expected", [
    ("A third try from wing Tom Vale extended the lead.", ("Tom Vale", "wing")),
    ("She was spotted by the impresario, Tom Vale, who wanted her to dance.", ("Tom Vale", "impresario")),
])
def test_positions_and_callings_the_lexicon_names(text, expected):
    assert expected in titles(text)


@pytest.mark.parametrize("text, expected", [
    ("Kestrel prop Tom Vale was injured.", ("Tom Vale", "prop")),
    ("The film starred veteran actor Ben Hart and co-star Ann Cole.", ("Ann Cole", "co-star")),
    ("She praised her director and co-star Tom Vale.", ("Tom Vale", "co-star")),
    ("It was written by satirist Tom Vale.", ("Tom Vale", "satirist")),
])
def test_a_job_word_tagged_an_adjective_or_a_verb_before_a_name_is_its_title(text, expected):
    assert expected in titles(text)


@pytest.mark.parametrize("text, person, title", [
    ("The show starred Tom Vale and Ann Cole. There were meant to be commentaries and stars Vale and Cole had "
     "agreed to do them.", "Tom Vale", "star"),
    ("Shadow work and pensions secretary Ann Cole spoke.", "Ann Cole", "shadow work and pensions secretary"),
])
def test_only_a_portfolio_title_takes_the_noun_joined_before_it(text, person, title):
    found = {t for name, t in titles(text) if name == person}
    assert title in found and not any(" and " in t for t in found - {title})


def test_an_adjective_that_is_mostly_one_before_a_name_is_no_title():
    assert not {t for name, t in titles("He joined fellow Tory Tom Vale in the vote.") if name == "Tom Vale"}


@pytest.mark.parametrize("text, expected", [
    ("Film critic Tom Vale said the movie was dull.", ("Tom Vale", "film critic")),
    ("The music critic Ann Cole said the album was poor.", ("Ann Cole", "music critic")),
    ("Norbank board member Ann Cole resigned.", ("Ann Cole", "board member")),
    ("Norbank managing partner Tom Vale said profits rose.", ("Tom Vale", "managing partner")),
])
def test_a_person_noun_is_a_job_after_its_field(text, expected):
    assert expected in titles(text)


@pytest.mark.parametrize("text, person", [
    ("Tom Vale, a fierce critic of the plan, spoke.", "Tom Vale"),
    ("Labour party member Tom Vale spoke.", "Tom Vale"),
    ("Family member Ann Cole spoke.", "Ann Cole"),
])
def test_a_person_noun_after_no_field_is_no_job(text, person):
    assert not {t for p, t in titles(text) if p == person}


@pytest.mark.parametrize("text, expected", [
    # a plural of initials before names joined by "and", which the tagger reads as a singular
    ("Tory MPs Tom Vale and Ann Cole voted against.", ("Ann Cole", "mp")),
    # posts by their initials
    ("DCI Tom Vale led the inquiry.", ("Tom Vale", "detective chief inspector")),
])
def test_titles_by_initials(text, expected):
    assert expected in titles(text)


def test_an_apposition_the_parser_made_a_list_with_the_name_is_its_title(nlp):
    doc = nlp("Tom Vale, personal technology and broadband analyst at Kestrel Research, said so.")
    vale, technology, analyst = doc[1], doc[4], doc[7]
    technology.head, technology.dep_ = vale, "conj"  # the parse an article's context gave it
    analyst.head, analyst.dep_ = technology, "conj"
    assert _conjoined_apposition(vale) == [analyst]


@pytest.mark.parametrize("text, i", [("Tom Vale, Ann Cole and the mayor met.", 1), ("Tom Vale and the mayor met.", 1)])
def test_a_list_of_names_or_one_joined_by_and_is_no_apposition(nlp, text, i):
    assert _conjoined_apposition(nlp(text)[i]) == []


def test_a_team_in_the_plural_is_no_title():
    assert not titles("The Kings Tom Vale and Ann Cole met.")

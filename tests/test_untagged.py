"""Names the tagger missed (kg.untagged): sentences of our own -> the names each rule adds."""

from __future__ import annotations

import pytest

from spacy.tokens import Span

from kg.nametitles import with_speakers
from kg.untagged import (lone_head, owned_heads, with_acronyms, with_based, with_described, with_examples, with_heads,
                         with_honorifics, with_initials, with_kind_labels, with_kinds, with_programmes,
                         with_publications, with_repeated, with_seats, with_shares, with_state_codes, with_surnames,
                         with_sunday_editions, with_teams, with_vessels, with_workplaces)


@pytest.mark.parametrize("text, code, added", [
    ("Ben Hart was seen on Feb. 19, 2018, in Ft. Kestrel, FL.", "FL", True),
    ("The plant in Dunmore, Ind., will close.", "Ind.", True),
    ("Dunmore, Kestrel and Varnell all voted no.", "Kestrel", False),  # a town, no state's code
    ("She sang in Dunmore, Kansas, OK Kestrel said.", "OK", False),  # a name going on
])
def test_an_untagged_states_code_after_a_town_is_a_place(nlp, text, code, added):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.text != code]
    assert ((code, "GPE") in {(e.text, e.label_) for e in with_state_codes(list(doc.ents))}) is added


@pytest.mark.parametrize("text, surname, added", [
    ('Tom Banks spoke on Monday. "We will recover," Banks said.', "Banks", True),
    ("Ann Hart won in Leeds. The voters liked Hart, who won again.", "Hart", True),
    ("Ann Hart won in Leeds. Hart voters were pleased.", "Hart", False),  # a sentence's start
    ("Tom Banks scored twice for the club (Banks) on Monday.", "Banks", False),  # in parentheses
    ("Tom Banks spoke on Monday. Banks said the plan would work.", "Banks", True),  # opens a sentence
    ("Kim Varnell reached the final. Varnell, 21, beat the champion in Leeds.", "Varnell", True),
    ("Tom Irons won in Leeds. Irons were cheap, and irons rust.", "Irons", False),  # written in lower case too
    ("Banks said the plan would work. Tom Banks spoke on Monday.", "Banks", False),  # before the full name
])
def test_an_untagged_surname_of_a_person_named_in_full_is_the_person(nlp, text, surname, added):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.text != surname]
    assert ((surname, "PERSON") in {(e.text, e.label_) for e in with_surnames(list(doc.ents))}) is added


@pytest.mark.parametrize("other, added", [("Banks", 1), ("Banks Lane", 0)])
def test_a_surname_tagged_alone_as_something_else_is_still_the_persons(nlp, other, added):
    doc = nlp(f"Tom Banks spoke on Monday. Critics said {other} was wrong. Banks said he was right.")
    start = next(t.i for t in doc if t.text == "Banks" and t.i > 2)
    tom = next(t.i for t in doc if t.text == "Tom")
    doc.ents = [Span(doc, tom, tom + 2, label="PERSON"), Span(doc, start, start + len(other.split()), label="ORG")]
    found = [e for e in with_surnames(list(doc.ents)) if e.label_ == "PERSON" and e.text == "Banks"]
    assert len(found) == added


@pytest.mark.parametrize("text, tagged, expected", [
    # an untagged repeat of a company's name, also without its corporate suffix, takes the name's label
    ("Safcom Inc. reported a loss. Analysts said Safcom would recover.", [(0, 2, "ORG")], [("Safcom", "ORG")]),
    ("Tom Vale resigned. Critics said Tom Vale had lied.", [(0, 2, "PERSON")], [("Tom Vale", "PERSON")]),
    # a party's one word the tagger also calls a person is the party
    ("Labour will win. Critics said Labour lied. Labour agreed.", [(0, 1, "ORG"), (6, 7, "PERSON")],
     [("Labour", "ORG")]),
    # a word of a longer name is no repeat, nor is a lone person's name or a surname tagged as a company
    ("Safcom reported a loss. Safcom Capital did not.", [(0, 1, "ORG")], []),
    ("Vale resigned. Critics said Vale had lied.", [(0, 1, "PERSON")], []),
    ("Tom Vale resigned. Vale lied, Vale said.", [(0, 2, "PERSON"), (4, 5, "ORG")], []),
])
def test_an_untagged_repeat_takes_the_label_of_its_name(nlp, text, tagged, expected):
    doc = nlp(text)
    doc.ents = [Span(doc, start, end, label=label) for start, end, label in tagged]
    added = [(e.text, e.label_) for e in with_repeated(list(doc.ents)) if e.start >= tagged[-1][1]]
    assert added == expected


@pytest.mark.parametrize("text, expected", [
    # an apposition says what an untagged name is: a company, a place
    ("Safcom, Norway's largest oil company, said so.", [("Safcom", "ORG")]),
    ("Marsabit, a town in Kenya, was hit.", [("Marsabit", "GPE")]),
    # a person's apposition adds nothing here
    ("Tom Vale, a lawyer, said so.", []),
])
def test_an_untagged_name_an_apposition_describes(nlp, text, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.label_ not in ("ORG", "GPE") or e.text in ("Norway", "Kenya")]
    tagged = {e.text for e in doc.ents}
    assert [(e.text, e.label_) for e in with_described(list(doc.ents)) if e.text not in tagged] == expected


@pytest.mark.parametrize("rule, text, expected", [
    # a kind of organisation right before an untagged name, and the names listed with it
    (with_kinds, "Cable company Tellvox is trialling faster lines.", ["Tellvox"]),
    (with_kinds, "It was built by monitoring firm Safcom last year.", ["Safcom"]),
    (with_kinds, "The two ratings agencies - Norbank and Safcom have upped their rating.", ["Norbank", "Safcom"]),
    (with_kinds, "Sales at the company Tom Vale runs fell.", []),  # a person's name
    (with_kinds, "Rival firm Kestrel Bank Securities said so.", []),  # after a tagged name: a cut name
    # the examples a plural kind of organisation gives, after "such as", "including" or "like"
    (with_examples, "It suits firms such as Norbank, Safcom and Quorvant.", ["Norbank", "Safcom", "Quorvant"]),
    (with_examples, "Other retailers - including Varnell and Quorvant - reported weak sales.", ["Varnell", "Quorvant"]),
    (with_examples, "It hurt banks like Norbank most.", ["Norbank"]),
    (with_examples, "Towns such as Varnell and Dunmore voted no.", []),  # no kind of organisation
    (with_examples, "It hurt producers such as Tom Vale most.", []),  # a person's job as often
    (with_examples, "It hurt firms as Norbank said.", []),  # "as" without "such"
    # a person's job, then "at", "for" or "with"
    (with_workplaces, "It is getting worse, said Tom Vale, security expert at Tellvox.", ["Tellvox"]),
    (with_workplaces, "Ann Cole became a clerk at the Varnell Revenue in 1929.", ["Varnell Revenue"]),
    (with_workplaces, "Ann Cole became a clerk at Leeds in 1929.", []),  # a place
    (with_workplaces, "Ann Cole wrote emulators for Tellvox Dunmore PCs.", []),  # no job: a product's
    # a newspaper or a broadcaster after "told the" and "according to the"
    (with_publications, "Tom Vale told the Dunmore Herald he would stay.", ["Dunmore Herald"]),
    (with_publications, "Profits fell, according to the Varnell Post.", ["Varnell Post"]),
    (with_publications, "Tom Vale told the Queen he would stay.", []),  # a person
    # a name whose shares are traded, alone (not a nationality describing the company after it)
    (with_shares, "Shares of Tellvox rose 3% on Monday.", ["Tellvox"]),
    (with_shares, "Norbank bought a stake in Tellvox Dunmore last year.", ["Tellvox Dunmore"]),
    (with_shares, "Norbank bought a stake in Kenyan winemaker Tellvox.", []),
])
def test_an_untagged_name_its_context_shows_is_an_organisation(nlp, rule, text, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.label_ == "PERSON" or e.text in ("Kestrel Bank", "Leeds")]
    tagged = {e.text for e in doc.ents}
    assert [e.text for e in rule(doc, list(doc.ents)) if e.text not in tagged and e.label_ == "ORG"] == expected


@pytest.mark.parametrize("text, label", [
    # a kind of organisation right before a tagged name makes it an organisation's
    ("Shares in oil group Safcom fell.", "ORG"),
    ("He made a return to his old club Dunmore on Monday.", "ORG"),
    # not a kind that is a person's job as often
    ("The film's producer Safcom said so.", "PERSON"),
])
def test_a_kind_of_organisation_labels_the_name_after_it(nlp, text, label):
    doc = nlp(text)
    name = next(t for t in doc if t.text in ("Safcom", "Dunmore"))
    doc.ents = [Span(doc, name.i, name.i + 1, label="PERSON")]
    assert [e.label_ for e in with_kind_labels(list(doc.ents))] == [label]


@pytest.mark.parametrize("text, expected", [
    # an acronym alone that spells the initials of an organisation the story names
    ("The Kestrel Tennis Federation met. Later the KTF banned Tom Vale.", ["KTF"]),
    ("The Kestrel Tennis Federation met. Tom Vale said KTF rules were clear.", ["KTF"]),
    # joined to a word by a hyphen, beside a capitalised word, or spelling no initials: something else
    ("The Kestrel Tennis Federation met. It was a non-KTF event.", []),
    ("The Kestrel Tennis Federation met. The KTF Varnell Cup starts today.", []),
    ("The Kestrel Tennis Federation met. Later the ABC banned Tom Vale.", []),
])
def test_an_acronym_alone_of_an_organisation_named_before_is_one(nlp, text, expected):
    doc = nlp(text)
    doc.ents = [Span(doc, 1, 4, label="ORG")]
    assert [e.text for e in with_initials(list(doc.ents)) if e.start > 4] == expected


@pytest.mark.parametrize("text, expected", [
    # an acronym in parentheses that spells the initials of the organisation before it
    ("The Kestrel Tennis Federation (KTF) banned Tom Vale.", ["KTF"]),
    # or whose letters it takes in order, from the first word's first
    ("The Kestrel Tennis Federation (KTNF) banned Tom Vale.", ["KTNF"]),
    # a word in parentheses that spells no initials is something else
    ("The Kestrel Tennis Federation (Leeds) banned Tom Vale.", []),
])
def test_an_acronym_after_an_organisation_is_one(nlp, text, expected):
    doc = nlp(text)
    doc.ents = [Span(doc, 1, 4, label="ORG")]
    assert [e.text for e in with_acronyms(list(doc.ents))[1:]] == expected


@pytest.mark.parametrize("text, expected", [
    # the tagger took "(" and the acronym into the name: the name ends before the parenthesis
    ("The Kestrel Tennis Federation (KTF) banned Tom Vale.", ["Kestrel Tennis Federation", "KTF"]),
    # a word in parentheses that spells no initials stays where the tagger put it
    ("The Kestrel Tennis Federation (Leeds) banned Tom Vale.", ["Kestrel Tennis Federation (Leeds"]),
])
def test_an_acronym_glued_to_an_organisation_is_one_of_its_own(nlp, text, expected):
    doc = nlp(text)
    doc.ents = [Span(doc, 1, 6, label="ORG")]
    assert [e.text for e in with_acronyms(list(doc.ents))] == expected


@pytest.mark.parametrize("text, expected", [
    # a name after an honorific is a person's
    ("Ben Hart left. Tom Vale went on to accuse Mr Hart of lying.", [("Hart", "PERSON")]),
    ("Ben Hart said Mrs Ann Cole agreed.", [("Ann Cole", "PERSON")]),
    # an honorific before no proper name adds nothing
    ("Ben Hart said: yes, Sir, he did.", []),
])
def test_an_untagged_name_after_an_honorific_is_a_person(nlp, text, expected):
    doc = nlp(text)
    doc.ents = [Span(doc, 0, 2, label="PERSON")]
    assert [(e.text, e.label_) for e in with_honorifics(doc, list(doc.ents))[1:]] == expected


@pytest.mark.parametrize("text, expected", [
    # an untagged name opening with a first name that says something is a person's
    ('Julia April, the shadow secretary, said: "The scheme has failed families."', [("Julia April", "PERSON")]),
    ("The plan will fail, Theresa Cole told reporters.", [("Theresa Cole", "PERSON")]),
    # not one without a first name, nor one that does not speak
    ("The plan will fail, Kestrel Dunmore said.", []),
    ("Age Concern said the plan would fail.", []),  # a first name that is an English word names no one here
    ("The plan will fail, reporters told Theresa Cole.", []),
])
def test_an_untagged_name_with_a_first_name_that_speaks_is_a_person(nlp, text, expected):
    doc = nlp(text)
    doc.ents = []
    assert [(e.text, e.label_) for e in with_speakers(doc, [])] == expected


@pytest.mark.parametrize("text, expected", [
    # a ship's prefix and the name after it are a vessel's name, tagged or not
    ("The frigate INS Kestrel intercepted three boats.", [("INS Kestrel", "PRODUCT")]),
    ("Warship HMS Tulsa Star foiled an attack.", [("HMS Tulsa Star", "PRODUCT")]),
    # a prefix alone names nothing
    ("The HMS said so.", []),
])
def test_a_ships_name_is_a_vessels(nlp, text, expected):
    doc = nlp(text)
    found = [(e.text, e.label_) for e in with_vessels(doc, list(doc.ents)) if e.label_ == "PRODUCT"]
    assert found == expected


@pytest.mark.parametrize("text, expected", [
    # a daily paper's name and "on Sunday" after "the" are its Sunday edition, whatever the tagger said
    ("Tom Vale told the Mail on Sunday that he would stay.", [("Mail on Sunday", "ORG")]),
    ("A poll for the Independent on Sunday found Labour ahead.", [("Independent on Sunday", "ORG")]),
    # another paper's name, and no "the" before it: "on Sunday" is a date
    ("Ann Cole told the Kestrel Herald on Sunday that she would stay.", []),
    ("Tom Vale wrote to Ann Cole by mail on Sunday.", []),
])
def test_a_papers_sunday_edition_is_one_organisation(nlp, text, expected):
    doc = nlp(text)
    assert [(e.text, e.label_) for e in with_sunday_editions(doc, list(doc.ents))
            if e.label_ == "ORG" and "Sunday" in e.text] == expected


def test_a_head_word_after_the_body_named_with_it_is_added(nlp):
    doc = nlp("The Kenyan Federation met in Leeds. The talks failed, the Federation said.")
    doc.ents = [Span(doc, 1, 3, label="ORG")]
    assert [(e.text, e.label_) for e in with_heads(list(doc.ents))[1:]] == [("Federation", "ORG")]


@pytest.mark.parametrize("text, word, lone", [
    ("Ann Cole told the Herald that Norbank would close.", "Herald", False),  # a paper's name alone
    ("The Gazette said Tom Vale had resigned.", "Gazette", False),
    ("Ben Hart said our Commission would meet in Leeds.", "Commission", True),  # no body named before
    ("The Kestrel Herald said so. Ann Cole told the Herald more.", "Herald", False),
])
def test_a_body_word_alone_names_no_body_but_a_papers_does(nlp, text, word, lone):
    doc = nlp(text)
    i = max(t.i for t in doc if t.text == word)
    ents = [Span(doc, i, i + 1, label="ORG")]
    owned = owned_heads((e.text, "Organization", e.start) for e in ents)
    assert lone_head(ents[0], owned) is lone


def test_a_head_word_before_a_noun_is_no_name(nlp):
    doc = nlp("The Kenyan Federation met in Leeds. The Federation officials left.")
    doc.ents = [Span(doc, 1, 3, label="ORG")]
    assert with_heads(list(doc.ents))[1:] == []


@pytest.mark.parametrize("text, expected", [
    # a plural proper name after "the" is a team's or a band's
    ("The win moved the Kestrels along to the semifinals.", [("Kestrels", "ORG")]),
    ("Ann Cole accused the Lib Dems of offering false promises.", [("Lib Dems", "ORG")]),
    # not a people, a faith or a family
    ("The Americans won the match.", []),
    ("The Catholics met in Leeds.", []),
    ("The Browns were at home.", []),
])
def test_a_plural_name_after_the_is_a_team(nlp, text, expected):
    doc = nlp(text)
    doc.ents = []
    assert [(e.text, e.label_) for e in with_teams(doc, []) if e.label_ == "ORG"] == expected


@pytest.mark.parametrize("text, expected", [
    ("Leeds-based Norbank cut jobs.", [("Leeds", "GPE")]),
    ("The Kestrel Valley-headquartered firm Norbank cut jobs.", [("Kestrel Valley", "GPE")]),
    ("The seller, Irish-based Norbank, bought it.", []),  # a nationality is no place
    ("The cloud-based service failed.", []),
])
def test_a_name_before_based_is_a_place(nlp, text, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.label_ == "ORG"]
    assert [(e.text, e.label_) for e in with_based(doc, list(doc.ents)) if e.label_ != "ORG"] == expected


@pytest.mark.parametrize("text, expected", [
    ("Ann Cole, the Labour MP for Dunmore North, said so.", [("Dunmore North", "GPE")]),
    ("The MP for Tulsa and Varnell asked a question.", [("Tulsa and Varnell", "GPE")]),  # one seat
    ("Ann Cole, spokeswoman for Norbank, said so.", []),  # no member's title
    ("The MP for Tom Vale's old seat spoke.", []),  # a person's name, not a seat
])
def test_a_members_seat_is_a_place(nlp, text, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.label_ == "PERSON" and e.text != "Tom Vale"]
    assert [(e.text, e.label_) for e in with_seats(doc, list(doc.ents)) if e.label_ == "GPE"] == expected


@pytest.mark.parametrize("text, expected", [
    # the capitalised words before a programme, after a broadcaster's possessive or "told the", name it
    ("Tom Vale told Radio Kestrel's Dawn programme that he would stay.", [("Dawn", "WORK_OF_ART")]),
    ("It is a scandal, Ann Cole told the Dawn programme.", [("Dawn", "WORK_OF_ART")]),
    # a day's name is no programme's: it would name the programme wherever the day is written
    ("Ann Cole told Radio Kestrel's Sunday programme that she would stay.", []),
    # a programme of a government is no broadcast
    ("The Dunmore Housing programme was cut.", []),
    ("Ann Cole praised the Dunmore programme.", []),
])
def test_the_name_of_a_broadcast_is_a_work(nlp, text, expected):
    doc = nlp(text)
    doc.ents = [e for e in doc.ents if e.text != "Dawn"]  # read as a date, as the tagger reads "Today"
    found = [(e.text, e.label_) for e in with_programmes(doc, list(doc.ents)) if e.label_ == "WORK_OF_ART"]
    assert found == expected


@pytest.mark.parametrize("words, tags, expected", [
    # the tagger's pieces of one seat, a place and a one-word person's name, joined over "and"
    ("the MP for Dunmore and Brantwick said", "O O O B-PERSON O B-GPE O", ["Dunmore and Brantwick"]),
    # a person's full name after the seat's word is no piece of it
    ("the MP for Leeds Ann Cole said", "O O O B-GPE B-PERSON I-PERSON O", ["Leeds", "Ann Cole"]),
])
def test_a_seat_is_joined_over_the_taggers_pieces(nlp, words, tags, expected):
    from spacy.tokens import Doc

    doc = Doc(nlp.vocab, words=words.split(), ents=tags.split())
    assert [e.text for e in with_seats(doc, list(doc.ents))] == expected

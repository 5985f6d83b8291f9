"""Name boundaries (kg.spans, through kg.mentions): sentences of our own -> the names and types found."""

from __future__ import annotations

import pytest

from kg.mentions import extract_mentions
from kg.records import ORGANIZATION, PERSON, PLACE


@pytest.mark.parametrize(("text", "expected", "absent"), [
    # a day's possessive glued before a name is no part of it
    ("He missed Wednesday's Kestrel League match.", {("Kestrel League", ORGANIZATION)}, {"Wednesday's Kestrel League"}),
    ("The Women's Tennis Association said so.", {("Women's Tennis Association", ORGANIZATION)}, set()),
    # a surname that is a title word stays a person's name
    ("Police said Kevin King, 34, was arrested.", {("Kevin King", PERSON)}, set()),
    ("Stephen King wrote the book.", {("Stephen King", PERSON)}, set()),
    # "press" belongs to the title, not to an organisation's name
    ("Kremlin Press Secretary Anna Novak said the president was busy.",
     {("Kremlin", ORGANIZATION), ("Anna Novak", PERSON)}, {"Kremlin Press"}),
    # a court's district goes on with "of"
    ("The US Attorney for the Southern District of Iowa, Mark Dunne, filed charges.",
     {("Southern District of Iowa", ORGANIZATION), ("Mark Dunne", PERSON)}, {"Southern District"}),
    # "District" before a title head is the title's
    ("Tulsa County District Attorney Tom Vale said so.", {("Tom Vale", PERSON)}, {"Tulsa County District"}),
    # a chamber named alone is a body; a generic head alone names none
    ("Parliament Speaker Tom Vale opened the session.", {("Parliament", ORGANIZATION), ("Tom Vale", PERSON)}, set()),
    ("The Commission said the plan was sound.", set(), {"Commission"}),
    # a body's name goes on after "for" with the capitalised words the tagger left out
    ("The Court of Arbitration for Sport rejected the appeal.", {("Court of Arbitration for Sport", ORGANIZATION)},
     {"Court of Arbitration"}),
    ("The Department for Work and Pensions said so.", {("Department for Work and Pensions", ORGANIZATION)}, set()),
    # a remit after "on", and a title's noun inside a remit; a title's words at its end and a date stay out
    ("Ben Hart is chairman of the House Committee on Dunmore Affairs.",
     {("House Committee on Dunmore Affairs", ORGANIZATION)}, {"House Committee"}),
    # a place's name and a common noun it modifies name a body; not a title's word
    ("Riders on New Jersey Transit faced delays on Monday.", {("New Jersey Transit", ORGANIZATION)}, set()),
    ("She said New Jersey Undersecretary Tom Vale agreed.", {("Tom Vale", PERSON)}, {"New Jersey Undersecretary"}),
    # a remit tagged apart after "on", or a group of people's word after "for the"
    ("Tom Vale of the Kestrel Council on American-Islamic Relations spoke.",
     {("Kestrel Council on American-Islamic Relations", ORGANIZATION)}, {"Kestrel Council"}),
    ("Ann Cole, director of the Dunmore Coalition for the Homeless, spoke.",
     {("Dunmore Coalition for the Homeless", ORGANIZATION)}, {"Dunmore Coalition", "Homeless"}),
    ("Ann Cole, a fellow at the Kestrel Institute for Policy Studies, said so.",
     {("Kestrel Institute for Policy Studies", ORGANIZATION)}, {"Kestrel Institute"}),
    ("The Kestrel Institute for Policy Studies Director Ann Cole spoke.",
     {("Kestrel Institute for Policy Studies", ORGANIZATION), ("Ann Cole", PERSON)}, set()),
    ("The Institute for Fiscal Studies Director Tom Vale said so.",
     {("Institute for Fiscal Studies", ORGANIZATION), ("Tom Vale", PERSON)}, set()),
    # a name cut at "and", "of" or "for" is joined; two names joined by "and" are not
    ("Tom Vale, director at Norbank Bank and Trust, said so.", {("Norbank Bank and Trust", ORGANIZATION)}, set()),
    ("Norbank Oil and Gas said output fell.", {("Norbank Oil and Gas", ORGANIZATION)}, {"Gas"}),
    ("The Transport and Retail Workers' Union's members voted.",
     {("Transport and Retail Workers' Union", ORGANIZATION)}, {"Transport"}),
    ("A report by the Fraser of Kestrel Institute says so.", {("Fraser of Kestrel Institute", ORGANIZATION)}, set()),
    ("Tom Vale, head of the UN Office for the Coordination of Humanitarian Affairs, said so.",
     {("UN Office for the Coordination of Humanitarian Affairs", ORGANIZATION)}, {"UN Office"}),
    ("The World Bank and Treasury officials met.", {("World Bank", ORGANIZATION)}, {"World Bank and Treasury"}),
    # a body's remit that lists common nouns, however the tagger cut it; not a list of names after it
    ("The Department for Culture, Media and Sport said so.",
     {("Department for Culture, Media and Sport", ORGANIZATION)}, {"Media", "Sport", "Department for Culture"}),
    ("The Kestrel Group on Betting and Gaming held an inquiry.",
     {("Kestrel Group on Betting and Gaming", ORGANIZATION)}, {"Gaming", "Kestrel Group"}),
    ("Tom Vale, a lecturer at the Centre for Vision, Speech and Signal Processing, said so.",
     {("Centre for Vision, Speech and Signal Processing", ORGANIZATION)}, {"Centre for Vision"}),
    ("The Bank of Leeds and Norbank disagreed.", {("Bank of Leeds", ORGANIZATION), ("Norbank", ORGANIZATION)},
     {"Bank of Leeds and Norbank"}),
    ("The Committee on Ethics, Tom Vale and Ann Cole said no.", {("Committee on Ethics", ORGANIZATION)},
     {"Committee on Ethics, Tom Vale and Ann Cole"}),
    # a maker's one-word name before its product is the product's
    ("She was hit by a grey Toyota Camry.", {("Toyota Camry", "Product")}, {"Toyota"}),
    # a channel's number word is its name's
    ("Tom Vale, controller of Kestrel Three, said so.", {("Kestrel Three", ORGANIZATION)}, set()),
    # an organisation's acronym glued to a person's name
    ("Airbus owner EADS Philippe Camus said orders rose.", {("EADS", ORGANIZATION), ("Philippe Camus", PERSON)},
     {"EADS Philippe Camus"}),
    # a chamber's committee named in lower case after it; not a clause after the chamber
    ("Ann Cole, a member of the Assembly fisheries committee, said so.",
     {("Assembly fisheries committee", ORGANIZATION)}, set()),
    ("A report by the Commons transport and roads committee called for change.",
     {("Commons transport and roads committee", ORGANIZATION)}, set()),
    ("The House voted and the committee met.", {("House", ORGANIZATION)}, {"House voted and the committee"}),
    # a possessive inside a tagged name: the owner and the name it owns; a generic name owned stays whole
    ("Researchers at Kenya's Moi University said so.", {("Kenya", PLACE), ("Moi University", ORGANIZATION)},
     {"Kenya's Moi University"}),
    ("Tom Vale of Leeds University's Varnell Institute said so.",
     {("Leeds University", ORGANIZATION), ("Varnell Institute", ORGANIZATION)}, set()),
    ("Kenya's Supreme Court ruled on Monday.", {("Kenya's Supreme Court", ORGANIZATION)}, {"Supreme Court"}),
    ("Dunmore's Corp said so.", {("Dunmore's Corp", ORGANIZATION)}, set()),
    # an untagged acronym that modifies an organisation's name opens it
    ("Tom Vale, of NRBK Treasury Services, said prices fell.", {("NRBK Treasury Services", ORGANIZATION)},
     {"Treasury Services"}),
    ("He told the NRBK Persian Service on Monday that it was over.", {("NRBK Persian Service", ORGANIZATION)},
     {"Persian Service"}),
    # a name cut inside a compound goes on; not over a word that modifies a common noun in turn
    ("The Iowa Department of Criminal Justice is searching for an inmate.",
     {("Iowa Department of Criminal Justice", ORGANIZATION)}, {"Iowa Department of Criminal"}),
    ("Varnell National Party Holyrood leader Ann Cole accused Mr Vale.", {("Varnell National Party", ORGANIZATION)},
     {"Varnell National Party Holyrood"}),
    # a capitalised word before "and" that the name's first word is conjoined to
    ("Agencies must consult the Soil and Water Service on every dam.",
     {("Soil and Water Service", ORGANIZATION)}, {"Water Service"}),
    # a person's name ends before a preposition; a body's name does not
    ("Kestrel signed Ann Cole after putting Dale Ivers on Injured Reserve.", {("Dale Ivers", PERSON)},
     {"Dale Ivers on Injured Reserve"}),
    ("The Council on Foreign Relations said so.", {("Council on Foreign Relations", ORGANIZATION)}, set()),
    ("The scheme is run by the Royal Varnell Institute for Blind People.",
     {("Royal Varnell Institute for Blind People", ORGANIZATION)}, set()),
    # a nationality or a portfolio before a person's name is not part of it
    ("Norbank won after stopping American Hasim Varga in the seventh round.", {("Hasim Varga", PERSON)},
     {"American Hasim Varga"}),
    ("Secretary of the Interior Hasim Varga spoke on Monday.", {("Hasim Varga", PERSON)}, {"Interior Hasim Varga"}),
    ("American Airlines Group said profits rose.", {("American Airlines Group", ORGANIZATION)}, set()),
    # a plural title splits a party off the first of the names it goes with
    ("Tory MPs Ann Cole and Tom Vale voted against.", {("Tory", ORGANIZATION), ("Ann Cole", PERSON)},
     {"Tory MPs Ann Cole"}),
    # a body's name of a place goes on over "and" and a second place, not over a firm's name
    ("The Law Society of Kenya and Ghana said so.", {("Law Society of Kenya and Ghana", ORGANIZATION)}, {"Ghana"}),
    ("Shares in the Bank of Leeds and Norbank fell.", {("Bank of Leeds", ORGANIZATION)}, set()),
    # one body's name goes on over "and" between plain capitalised words up to its head, not between two names
    ("Members of the Public and Commercial Services Union went on strike.",
     {("Public and Commercial Services Union", ORGANIZATION)}, {"Public", "Commercial Services Union"}),
    ("Kestrel Elevator and Building Systems cut 200 jobs.", {("Kestrel Elevator and Building Systems", ORGANIZATION)},
     {"Building Systems"}),
    ("Tom Vale, head of maker Kestrel Elevator and Building Systems which built it, said so.",
     {("Kestrel Elevator and Building Systems", ORGANIZATION)}, {"Building Systems"}),
    ("Ann Cole studied at Dunmore College of Further and Higher Education.",
     {("Dunmore College of Further and Higher Education", ORGANIZATION)}, {"Dunmore College of Further"}),
    ("The Department of Health and State University of Kestrel ran the study.",
     {("State University of Kestrel", ORGANIZATION)}, {"Department of Health and State University of Kestrel"}),
    ("Norbank and Safcom Group agreed a merger.", {("Norbank", ORGANIZATION)}, {"Norbank and Safcom Group"}),
    # a school's name goes on over "at" and its campus's place, tagged or not, but not over a firm's name
    ("Ann Cole, a professor at the University of Kestrel at Tulsa, said so.",
     {("University of Kestrel at Tulsa", ORGANIZATION)}, {"Tulsa"}),
    ("Tom Vale worked with Ann Cole at the University of Kestrel at Wichita.",
     {("University of Kestrel at Wichita", ORGANIZATION)}, {"Wichita"}),
    ("He studied at Dunmore University at Norbank before joining Safcom.", {("Dunmore University", ORGANIZATION)},
     {"Dunmore University at Norbank"}),
    # a firm's unit named after a country ("Safcom Kenya"), not a region of the country or a longer name
    ("Customers of Safcom Kenya lost service.", {("Safcom Kenya", ORGANIZATION)}, {"Kenya"}),
    ("Central Kenya was flooded.", {("Kenya", PLACE)}, {"Central Kenya"}),
    ("A cable owned by Telecom Tanzania was cut.", {("Telecom Tanzania", ORGANIZATION)}, {"Telecom"}),  # both tagged
    ("A cable owned by Telecom Ghana was cut.", {("Telecom Ghana", ORGANIZATION)}, {"Ghana"}),
    ("The country's Kestrel Ghana 2005 air show opened.", set(), {"Kestrel Ghana"}),
    # a party's initial before a legislator's state is not the state's name; a letter in a firm's is
    ("Rep. Ann Cole, D-Iowa, said the bill would fail.", {("Iowa", PLACE)}, {"D-Iowa"}),
    ("Shares of X-Ray Corp rose.", {("X-Ray Corp", ORGANIZATION)}, set()),
    # "ex-" before a body's name marks a former post, not the name
    ("Ex-Norbank boss Tom Vale said so.", {("Norbank", ORGANIZATION), ("Tom Vale", PERSON)}, {"Ex-Norbank"}),
    # a word the tagger read after a body's "of" is the body's, not the title's
    ("Ministry of Health spokesman Tom Vale said so.", {("Ministry of Health", ORGANIZATION), ("Tom Vale", PERSON)},
     {"Ministry of"}),
    # a word the document names apart, glued before a person's name, is no part of it
    ("Tory Tom Vale said the plan was wrong. The Tory leader was angry.", {("Tom Vale", PERSON)}, {"Tory Tom Vale"}),
    ("Briton Ann Cole won the race. The Briton was happy.", {("Ann Cole", PERSON)}, {"Briton Ann Cole"}),
    # a preposition capitalised inside a sentence is a name's: the name starts before it
    ("Doctors Without Kestrel said the ban was wrong.", {("Doctors Without Kestrel", ORGANIZATION)},
     {"Without Kestrel"}),
    # a portfolio after a body's "of" is the body's field, not the start of a title
    ("Ben Hart, a spokesman for the Iowa Department of Health, said so.",
     {("Iowa Department of Health", ORGANIZATION)}, {"Iowa Department"}),
    # no name ends on a preposition the tagger took with it
    ("Ann Cole, director of the Kestrel Center at Brantwick University, said so.",
     {("Kestrel Center", ORGANIZATION), ("Brantwick University", ORGANIZATION)}, {"Kestrel Center at"}),
    # a body's name goes on over untagged words to the head they modify with it
    ("Ann Cole, a specialist at Brantwick University Medical Center, said so.",
     {("Brantwick University Medical Center", ORGANIZATION)}, {"Brantwick University"}),
    # a person's name goes on over the particles of a surname
    ("Tries came through Ben van den Hart, Tom Vale and Ann Cole.", {("Ben van den Hart", PERSON)}, {"Ben van"}),
    # a verb the tagger took before a name is no part of it, though it calls the verb a proper noun
    ("Ann Cole picked up the phone and rang Vale.", {("Vale", PERSON)}, {"rang Vale"}),
    # the verb of a page's social line under an article is no part of the name it opens on
    ("Ann Cole wrote the report in Tulsa.\n\nFollow Ann Cole on Twitter.", {("Ann Cole", PERSON)},
     {"Follow Ann Cole"}),
    # ... and a network's name with an account's handle names no one
    ("Follow Kestrel Sport on Twitter @KestrelSport.", set(),
     {"Follow Kestrel Sport", "Twitter @KestrelSport", "Twitter"}),
    # a particle in lower case opening a surname stays (must stay: "bin" is an English verb too)
    ("The goal came from bin Varakin in Leeds.", {("bin Varakin", PERSON)}, {"Varakin"}),
    ("Ann Cole met Ben bin Hart in Ghana.", {("Ben bin Hart", PERSON)}, {"Hart"}),
    # a common noun before a body's head alone is the name's first word
    ("Ann Cole spoke to the Justice Coalition, her new party.", {("Justice Coalition", ORGANIZATION)}, {"Coalition"}),
    # a name goes on over a hyphen to the rest of one English word, not to a suffix
    ("He told the Kestrel Economic Co-operation summit so.", {("Kestrel Economic Co-operation", ORGANIZATION)},
     {"Kestrel Economic Co"}),
    ("The Leeds-based firm Norbank grew.", set(), {"Leeds-based"}),
    # a preposition in lower case the tagger took in is no part of a name
    ("The film is the tale of Tom Vale versus Doc Varakin and more.", set(), {"versus Doc Varakin"}),
])
def test_name_boundaries(nlp, text, expected, absent):
    found = {(m.text, m.type) for m in extract_mentions(nlp(text), doc_id="t")}
    assert expected <= found
    assert not absent & {name for name, _ in found}


def test_title_and_place_still_split_off_a_name(nlp):
    mentions = extract_mentions(nlp("Dunmore Sheriff Tom Vale spoke."), doc_id="t")
    found = {(m.text, m.type, m.title) for m in mentions}
    assert ("Tom Vale", PERSON, "sheriff") in found


def test_a_firm_and_a_surname_it_modifies_are_one_firm(nlp):
    from spacy.tokens import Doc

    from kg.spanjoins import join_split_names

    doc = Doc(nlp.vocab, words="Norbank Vale sold phones".split(), heads=[1, 2, 2, 2],
              deps=["compound", "nsubj", "ROOT", "dobj"], ents=["B-ORG", "B-PERSON", "O", "O"])
    assert [(e.text, e.label_) for e in join_split_names(list(doc.ents))] == [("Norbank Vale", "ORG")]


@pytest.mark.parametrize(("words", "expected"), [
    ("Huw Vale said so", "Huw Vale"),  # the first name the tagger cut off, at a sentence's start
    ("Judge Vale said so", "Vale"),  # a title's word, though a first name too
    ("Dovan Vale said so", "Dovan Vale"),  # at a sentence's start, any proper noun that is no English word
    ("Public Vale said so", "Vale"),  # an English word
    ("Leeds Vale said so", "Vale"),  # a place's name
    ("Britons Vale said so", "Vale"),  # a people's name
    ("Ironically Vale said so", "Vale"),  # an English adverb
    ("Undersheriff Vale said so", "Vale"),  # a title's word
])
def test_a_surname_opens_on_the_untagged_first_name_before_it(nlp, words, expected):
    from spacy.tokens import Doc

    from kg.spanjoins import join_split_names

    doc = Doc(nlp.vocab, words=words.split(), heads=[1, 2, 2, 2], deps=["compound", "nsubj", "ROOT", "advmod"],
              pos=["PROPN", "PROPN", "VERB", "ADV"], ents=["O", "B-PERSON", "O", "O"])
    assert [e.text for e in join_split_names(list(doc.ents))] == [expected]


@pytest.mark.parametrize(("words", "expected"), [
    ("Kestrel Forum on Thursdays", "Kestrel Forum"),  # a day the tagger left untagged is a date, not a remit
    ("Kestrel Forum on Drug Policy", "Kestrel Forum on Drug Policy"),
])
def test_a_remit_is_no_date(nlp, words, expected):
    from spacy.tokens import Doc

    from kg.spans import extend_purpose

    doc = Doc(nlp.vocab, words=words.split(), ents=["B-ORG", "I-ORG", "O", "O", "O"][:len(words.split())])
    assert extend_purpose(doc.ents[0]).text == expected


def test_a_party_word_opening_a_person_is_a_name_of_its_own(nlp):
    from spacy.tokens import Doc

    from kg.spans import extend_party_person, name_after_prefix

    doc = Doc(nlp.vocab, words="but Tory Ann Cole said so".split(), pos=["CCONJ", "PROPN", "PROPN", "PROPN", "VERB",
                                                                          "ADV"],
              ents=["O", "B-PERSON", "I-PERSON", "O", "O", "O"])
    span = extend_party_person(doc.ents[0])  # the tagger left the surname out
    assert span.text == "Tory Ann Cole"
    assert name_after_prefix(span) == 1


@pytest.mark.parametrize(("text", "expected"), [
    # a nationality word tagged alone opens a body's name up to an organisation's head after it
    ("The questions must be answered by the Kenyan Executive.", ["Kenyan Executive"]),
    ("A Kenyan Executive spokesman said so.", ["Kenyan Executive"]),
    ("He was fined by the Kenyan Football Association on Monday.", ["Kenyan Football Association"]),
    ("Ann Cole flew Kenyan Airways to Leeds.", ["Kenyan Airways"]),
    # a title's word on the way, a name going on, or no head: no body
    ("The Kenyan Chief Executive said so.", []),
    ("The Kenyan Executive Tom Vale said so.", []),
    ("The Kenyan people said so.", []),
])
def test_a_nationality_word_opens_a_body_before_its_head(nlp, text, expected):
    from spacy.tokens import Span

    from kg.spans import with_parties

    doc = nlp(text)
    doc.ents = [Span(doc, t.i, t.i + 1, label="NORP") for t in doc if t.text == "Kenyan"]
    assert [e.text for e in with_parties(doc) if e.label_ == "ORG"] == expected


@pytest.mark.parametrize(("words", "ents", "expected"), [
    ("Labour 's whip Ann Cole", ["B-PERSON", "O", "O", "B-PERSON", "I-PERSON"], ("Labour", "PARTY")),
    ("Tories said so", ["B-PERSON", "O", "O"], ("Tories", "PARTY")),
    ("Ann Cole said so", ["B-PERSON", "I-PERSON", "O", "O"], ("Ann Cole", "PERSON")),
])
def test_a_party_name_tagged_as_a_person_is_a_party(nlp, words, ents, expected):
    from spacy.tokens import Doc

    from kg.spans import with_parties

    doc = Doc(nlp.vocab, words=words.split(), ents=ents)
    assert (with_parties(doc)[0].text, with_parties(doc)[0].label_) == expected


@pytest.mark.parametrize(("words", "tags", "expected"), [
    # a body's head cut before "of" and its remit, a title's word right after "of" included
    ("Kestrel Court of Justice ruled", "B-ORG I-ORG O O O", "Kestrel Court of Justice"),
    ("Varnell Institute of Marine Studies said", "B-ORG I-ORG O O O O", "Varnell Institute of Marine Studies"),
    # a name that has its "of" already goes on with none
    ("Kestrel Department of Health of Tulsa said", "B-ORG I-ORG I-ORG I-ORG O O O", "Kestrel Department of Health"),
    # no body's head before "of": a firm's name stays as tagged
    ("Norbank Holdings of Tulsa said", "B-ORG I-ORG O O O", "Norbank Holdings"),
])
def test_a_body_name_goes_on_over_of_and_its_remit(nlp, words, tags, expected):
    from spacy.tokens import Doc

    from kg.spans import extend_purpose

    doc = Doc(nlp.vocab, words=words.split(), ents=tags.split())
    assert extend_purpose(doc.ents[0]).text == expected


@pytest.mark.parametrize(("words", "tags", "expected"), [
    # the place after a body's "of", tagged apart, is the body's
    ("the Kestrel Court of Kenya ruled", "O B-ORG I-ORG O B-GPE O", ["Kestrel Court of Kenya"]),
    ("the Kestrel Council of Varnell Churches ruled", "O B-ORG I-ORG O B-ORG I-ORG O",
     ["Kestrel Council of Varnell Churches"]),
    # a person's name after "of" is not, nor a body's after "of the", the parent of a unit
    ("the Kestrel Court of Tom Vale ruled", "O B-ORG I-ORG O B-PERSON I-PERSON O", ["Kestrel Court", "Tom Vale"]),
    ("the Kestrel College of the Varnell University ruled", "O B-ORG I-ORG O O B-ORG I-ORG O",
     ["Kestrel College", "Varnell University"]),
])
def test_a_body_name_goes_on_over_of_and_its_place(nlp, words, tags, expected):
    from spacy.tokens import Doc

    from kg.spanjoins import join_split_names

    doc = Doc(nlp.vocab, words=words.split(), ents=tags.split())
    assert [e.text for e in join_split_names(list(doc.ents))] == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("Tom Varakin said so", "Tom Varakin"),  # the surname the tagger cut off, at a sentence's start
    ("Tom Leeds said so", "Tom"),  # a place's name
    ("Tom Judge said so", "Tom"),  # a title's word
    ("Norbank Varakin said so", "Norbank"),  # no first name
])
def test_a_first_name_goes_on_over_the_untagged_surname_after_it(nlp, words, expected):
    from spacy.tokens import Doc

    from kg.spanjoins import join_split_names

    doc = Doc(nlp.vocab, words=words.split(), heads=[1, 2, 2, 2], deps=["compound", "nsubj", "ROOT", "advmod"],
              pos=["PROPN", "PROPN", "VERB", "ADV"], ents=["B-PERSON", "O", "O", "O"])
    assert [e.text for e in join_split_names(list(doc.ents))] == [expected]


@pytest.mark.parametrize(("words", "ents", "expected"), [
    # inside a sentence, a word that is no first name opens no person's name
    ("so Norbank Vale said", ["O", "O", "B-PERSON", "O"], ["Vale"]),
    # at a sentence's start, a name of any length opens on it
    ("Dovan Vale Rail Maintenance said", ["O", "B-PERSON", "I-PERSON", "I-PERSON", "O"],
     ["Dovan Vale Rail Maintenance"]),
])
def test_a_name_opens_on_the_untagged_word_before_it_at_a_sentences_start(nlp, words, ents, expected):
    from spacy.tokens import Doc

    from kg.spanjoins import join_split_names

    size = len(words.split())
    doc = Doc(nlp.vocab, words=words.split(), heads=[size - 2] * (size - 1) + [size - 1],
              deps=["compound"] * (size - 2) + ["nsubj", "ROOT"], pos=["PROPN"] * (size - 1) + ["VERB"],
              sent_starts=[True] + [False] * (size - 1), ents=ents)
    assert [e.text for e in join_split_names(list(doc.ents))] == expected


@pytest.mark.parametrize(("words", "ents", "head", "expected"), [
    # a place's name that modifies a body's head after "and" opens the body's name
    ("the Leeds and Wichita Institute said", "O B-GPE O B-ORG I-ORG O", 4, ["Leeds and Wichita Institute"]),
    # no place after "and", or the place modifies no body's head: two names
    ("the Leeds and Norbank Institute said", "O B-GPE O B-ORG I-ORG O", 4, ["Leeds", "Norbank Institute"]),
    ("the Leeds and Wichita Institute said", "O B-GPE O B-ORG I-ORG O", 5, ["Leeds", "Wichita Institute"]),
])
def test_a_place_and_a_body_after_it_are_one_body(nlp, words, ents, head, expected):
    from spacy.tokens import Doc

    from kg.spanjoins import join_split_names

    doc = Doc(nlp.vocab, words=words.split(), heads=[4, head, 1, 4, 5, 5], ents=ents.split(),
              deps=["det", "nmod", "cc", "compound", "nsubj", "ROOT"])
    assert [e.text for e in join_split_names(list(doc.ents))] == expected


@pytest.mark.parametrize(("words", "tag", "expected"), [
    # a body's name cut after "of" and an adjective goes on over its members' plural noun
    ("the Association of Kenyan insurers warned", "NNS", "Association of Kenyan insurers"),
    ("the Association of Kenyan insurance warned", "NN", "Association of Kenyan"),
])
def test_a_body_name_goes_on_over_its_members_noun(nlp, words, tag, expected):
    from spacy.tokens import Doc

    from kg.spanjoins import join_split_names

    doc = Doc(nlp.vocab, words=words.split(), heads=[1, 5, 1, 4, 2, 5], ents="O B-ORG I-ORG I-ORG O O".split(),
              pos=["DET", "PROPN", "ADP", "ADJ", "NOUN", "VERB"], tags=["DT", "NNP", "IN", "JJ", tag, "VBD"],
              deps=["det", "nsubj", "prep", "amod", "pobj", "ROOT"])
    assert join_split_names(list(doc.ents))[0].text == expected



@pytest.mark.parametrize(("words", "spaces", "label", "expected"), [
    # a group named by a place or a person and a number word after "the": the group's, an organisation's
    ("like the Dunmore Four - for which", None, "GPE", ("Dunmore Four", "ORG")),
    ("freed the Vale Seven on Monday", None, "PERSON", ("Vale Seven", "ORG")),
    # not without "the", nor before a hyphen's compound or another name
    ("and so Dunmore Four said", None, "GPE", ("Dunmore", "GPE")),
    ("to the Dunmore Four - Year Plan", [True, True, True, False, False, True, True], "GPE", ("Dunmore", "GPE")),
    ("to the Dunmore Four Kestrel", None, "GPE", ("Dunmore", "GPE")),
])
def test_a_group_named_with_a_number_word(nlp, words, spaces, label, expected):
    from spacy.tokens import Doc, Span

    from kg.spans import extend_number

    doc = Doc(nlp.vocab, words=words.split(), spaces=spaces)
    span = extend_number(Span(doc, 2, 3, label=label))
    assert (span.text, span.label_) == expected

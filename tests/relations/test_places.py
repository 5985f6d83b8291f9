"""Place rules (kg.relations.rules.places and the place readings of the others): sentence -> triples."""

from __future__ import annotations

import pytest

from kg.lexicon.gazetteers import city_lies_in, is_demonym, is_demonym_of, is_world_region
from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    ("The museum is in Lyon, France.", {("Lyon", "locatedIn", "France")}),
    # a country after a town is its place even where the parser reads it as a subject's modifier
    ("In Dunmore, Iowa officials announced that the fleet will move two carriers.", {("Dunmore", "locatedIn", "Iowa")}),
    ("He studied at Creighton University in Omaha, Nebraska.",
     {("Creighton University", "basedIn", "Omaha"), ("Omaha", "locatedIn", "Nebraska")}),
    ("Officers from the Tulsa Police Department arrived.", {("Tulsa Police Department", "basedIn", "Tulsa")}),
    ("The Boston-based insurer Liberty Mutual said on Monday.", {("Liberty Mutual", "basedIn", "Boston")}),
    ("Acme Corp., a Dallas-based company, said so.", {("Acme Corp.", "basedIn", "Dallas")}),
    ("Norbank, a Tulsa-headquartered lender, said so.", {("Norbank", "basedIn", "Tulsa")}),
    # the name a based description is called by
    ("It was set up by a Leeds-based trade group called the Norbank Partnership.",
     {("Norbank Partnership", "basedIn", "Leeds")}),
    # "the company" where it says where the story's company is based
    ("Norbank cut jobs. The company is headquartered in Tulsa.", {("Norbank", "basedIn", "Tulsa")}),
    ("Norbank cut jobs. The firm, based in Tulsa, said so.", {("Norbank", "basedIn", "Tulsa")}),
    ("Norbank cut jobs. The Tulsa-based bank said so.", {("Norbank", "basedIn", "Tulsa")}),
    ("Norbank cut jobs. The bank, which is based in Tulsa, said so.", {("Norbank", "basedIn", "Tulsa")}),
    ("Norbank cut jobs. It is based in Tulsa.", {("Norbank", "basedIn", "Tulsa")}),
    ("Norbank cut jobs. Its headquarters are in Tulsa.", {("Norbank", "basedIn", "Tulsa")}),
    ("Norbank's headquarters are in Tulsa.", {("Norbank", "basedIn", "Tulsa")}),
    ("The Santa Clara-based chip maker Nvidia did not comment.", {("Nvidia", "basedIn", "Santa Clara")}),
    ("Reporters gathered at NRC headquarters in nearby Rockville.", {("NRC", "basedIn", "Rockville")}),
    ("Marie Ferraro, 50, of Bethany, Conn., was shot.",
     {("Marie Ferraro", "livesIn", "Bethany"), ("Marie Ferraro", "livesIn", "Connecticut"),
      ("Bethany", "locatedIn", "Connecticut")}),
    ("At NRC headquarters in Rockville, Md., Bernero said the risk was low.",
     {("NRC", "basedIn", "Rockville"), ("Rockville", "locatedIn", "Maryland")}),
    ("The Space Center, in Wichita, Kansas, was closed.",
     {("Space Center", "locatedIn", "Wichita"), ("Space Center", "locatedIn", "Kansas")}),
    # a town written before its state in a description: the town is the address too
    ("Norbank, a Wichita, Kansas, company, said so.",
     {("Norbank", "basedIn", "Wichita"), ("Norbank", "basedIn", "Kansas"), ("Wichita", "locatedIn", "Kansas")}),
    ("Tom Vale, a Wichita, Kansas, man, was arrested.",
     {("Tom Vale", "livesIn", "Wichita"), ("Tom Vale", "livesIn", "Kansas"), ("Wichita", "locatedIn", "Kansas")}),
    ("The fighting spread to Tizi Ouzou, northern Algeria, on Monday.", {("Tizi Ouzou", "locatedIn", "Algeria")}),
    ("Flooding was reported in Tulsa in the eastern part of Oklahoma.", {("Tulsa", "locatedIn", "Oklahoma")}),
    # a gathering named by the name before its noun lies where the noun's place is
    ("Ann Cole spoke at the Kestrel festival in Leeds.", {("Kestrel", "locatedIn", "Leeds")}),
    # a place's kind or description between it and the place it is in
    ("The Oklahoma city of Tulsa was hit by storms.", {("Tulsa", "locatedIn", "Oklahoma")}),
    # the larger place is the container, whichever side of "of" it stands
    ("Police were called to the Brixton neighbourhood of Leeds.", {("Brixton", "locatedIn", "Leeds")}),
    # a town joined before a town with its state lies in the state too
    ("Schools closed in Brantwick and Wichita, Kan.",
     {("Brantwick", "locatedIn", "Kansas"), ("Wichita", "locatedIn", "Kansas")}),
    # each place joined after the kind lies in the larger place
    ("The Leeds boroughs of Dunmore and Varnell voted.",
     {("Dunmore", "locatedIn", "Leeds"), ("Varnell", "locatedIn", "Leeds")}),
    ("The attack took place in Gandaki province in central Nepal.", {("Gandaki", "locatedIn", "Nepal")}),
    ("Kumasi, the largest city in central Ghana, flooded.", {("Kumasi", "locatedIn", "Ghana")}),
    ("Tom Vale passed away at home in East Sussex.", {("Tom Vale", "livesIn", "East Sussex")}),
    ("Bihar is one of India's twenty-eight states.", {("Bihar", "locatedIn", "India")}),
    ("Crowds gathered in Leeds's Trafalgar Square.", {("Trafalgar Square", "locatedIn", "Leeds")}),
    ("Kenya's southern province of Dunmore is dry.", {("Dunmore", "locatedIn", "Kenya")}),
    ("The Angolan Government said Angola would accept the plan.", {("Angolan Government", "basedIn", "Angola")}),
    ("Norbank, Norway's largest private employer, did not comment.", {("Norbank", "basedIn", "Norway")}),
    # the small parser reads "firm" as the subject of "estimated"; the apposition is repaired
    ("A spokesman for Norbank Re, Ghana's third-largest insurance firm, estimated flood-related damage claims "
     "would be small.", {("Norbank Re", "basedIn", "Ghana")}),
    ("NAIROBI, Kenya (AP) - Police said on Monday that the road was closed.", {("NAIROBI", "locatedIn", "Kenya")}),
    # a place opening the common nouns that describe an organisation's name
    ("Kenya mobile operator Safcom Networks cut prices.", {("Safcom Networks", "basedIn", "Kenya")}),
    ("The plan was backed by UK think-tank Dunmore Trust.", {("Dunmore Trust", "basedIn", "UK")}),
    ("It was sold to UK state-owned lender Norbank.", {("Norbank", "basedIn", "UK")}),
    # a name premodifying the noun that says what it is: the noun's dependents are the name's
    ("The squad stayed at the Weston Park hotel in Cheshire.", {("Weston Park", "locatedIn", "Cheshire")}),
    ("Violence flared in Nepal's Gandaki province.", {("Gandaki", "locatedIn", "Nepal")}),
    ("Ghana's Daily Clarion newspaper reported the ban.", {("Daily Clarion", "basedIn", "Ghana")}),
    # a place owning the nouns the parser hangs on the name that follows them
    ("Kenya's telecoms regulator Safcom fined the firm.", {("Safcom", "basedIn", "Kenya")}),
    ("Kenya's Tom Vale won the race in Leeds.", {("Tom Vale", "livesIn", "Kenya")}),
    ("Kansas's Ann Cole won the race in Leeds.", {("Ann Cole", "livesIn", "Kansas")}),
    # a list of places' companies, the last place joined to the list rather than owning its name
    ("The air force is weighing bids from firms such as Norway's Kestrel Aviation, Ghana's Safcom and Kenya's "
     "Norbank.", {("Kestrel Aviation", "basedIn", "Norway"), ("Safcom", "basedIn", "Ghana"),
                  ("Norbank", "basedIn", "Kenya")}),
    # the parser makes the noun and the name two subjects of the verb
    ("Norway's financial watchdog Kestrel fined the bank.", {("Kestrel", "basedIn", "Norway")}),
    # where an organisation is located is where it is based; so too a participle on what it is said to be
    ("Norbank Group is located in Brantwick.", {("Norbank Group", "basedIn", "Brantwick")}),
    ("Kestrel Inc. is an American company headquartered in Brantwick, Kansas.",
     {("Kestrel Inc.", "basedIn", "Brantwick")}),
    # towns each with its state in a list
    ("Police in Varnell, Iowa, Dunmore, Nebraska, and Brantwick, Kansas, are investigating.",
     {("Varnell", "locatedIn", "Iowa"), ("Dunmore", "locatedIn", "Nebraska"), ("Brantwick", "locatedIn", "Kansas")}),
    # a town with its state after an organisation's name is its address
    ("Kestrel Inc., Dunmore, Iowa, said it would cut jobs.",
     {("Kestrel Inc.", "basedIn", "Dunmore"), ("Dunmore", "locatedIn", "Iowa")}),
    ("Ann Cole, Kestrel Inc., Dunmore, Iowa, won the award.", {("Kestrel Inc.", "basedIn", "Dunmore")}),
    ("Kestrel Health System (Dunmore, Iowa) said it would cut jobs.",
     {("Kestrel Health System", "basedIn", "Dunmore")}),
    ("The deal was struck by Brazil bank Banco Rivera.", {("Banco Rivera", "basedIn", "Brazil")}),
    # "based out of", a place before "-headquartered" hung on the name, a "-based" noun said of the name,
    # and a town before its state and "-based"
    ("Norbank is based out of Tulsa.", {("Norbank", "basedIn", "Tulsa")}),
    ("Tulsa-headquartered Norbank said profits rose.", {("Norbank", "basedIn", "Tulsa")}),
    ("Norbank is a Tulsa-based company.", {("Norbank", "basedIn", "Tulsa")}),
    ("Dunmore, Kansas-based Kestrel said it would cut jobs.",
     {("Kestrel", "basedIn", "Dunmore"), ("Kestrel", "basedIn", "Kansas"), ("Dunmore", "locatedIn", "Kansas")}),
    # a place on a noun of the description that the parser hangs on the role noun as a modifier, not a compound
    ("Tom Vale, chairman of Norbank & Co, the Tulsa and Wichita wealth and asset management firm, said prices would "
     "rise.", {("Norbank & Co", "basedIn", "Tulsa"), ("Norbank & Co", "basedIn", "Wichita")}),
    # a place after a head count in an apposition; a nonprofit is an organisation
    ("The fire started in Varnell, a city of about 20,000 people in central Iowa.", {("Varnell", "locatedIn", "Iowa")}),
    ("A fire hit Varnell, a city of about 20,000 residents in central Iowa.", {("Varnell", "locatedIn", "Iowa")}),
    ("The Kestrel Fund, a nonprofit in Iowa, released a report.", {("Kestrel Fund", "basedIn", "Iowa")}),
    # a town, its county and its state
    ("The body was found in Varnell, Dunmore County, Iowa, on Sunday.",
     {("Varnell", "locatedIn", "Dunmore County"), ("Dunmore County", "locatedIn", "Iowa"),
      ("Varnell", "locatedIn", "Iowa")}),
    # an event is located where it is held
    ("The Kestrel Summit in Leeds opened.", {("Kestrel Summit", "locatedIn", "Leeds")}),
    ("He spoke at the Kestrel Summit in Leeds on Friday.", {("Kestrel Summit", "locatedIn", "Leeds")}),
    # a building an organisation runs lies in its place
    ("The Kestrel Centre in Leeds closed.", {("Kestrel Centre", "locatedIn", "Leeds")}),
    # a stretch of land's noun between a place and the place it lies in
    ("Storms hit the Dunmore district of Kenya.", {("Dunmore", "locatedIn", "Kenya")}),
    ("Storms hit the Dunmore district in Kenya.", {("Dunmore", "locatedIn", "Kenya")}),
    # a town the gazetteer puts in the country after it is no list item, whatever follows
    ("She was born in Nairobi, Kenya and studied in Leeds.", {("Nairobi", "locatedIn", "Kenya")}),
    # each joined place of a home
    ("Tom Vale stayed at his homes in Leeds and Tulsa.", {("Tom Vale", "livesIn", "Leeds"),
                                                         ("Tom Vale", "livesIn", "Tulsa")}),
    # a place before a noun standing for the one body named just before: its own, its name or its nationality
    ("Norbank announced a deal on Monday. Kenya's largest bank also said profits rose.",
     {("Norbank", "basedIn", "Kenya")}),
    ("Norbank announced a deal on Monday. The Leeds firm said profits rose.", {("Norbank", "basedIn", "Leeds")}),
    ("Norbank announced a deal with Kenya on Monday. Shares in the fifth biggest Kenyan carrier rose.",
     {("Norbank", "basedIn", "Kenya")}),
])
def test_locations(text, expected):
    assert expected <= triples(text)


@pytest.mark.parametrize("text", [
    "Scotland coach Andy Ruddock named his side on Tuesday.",
    "Birmingham manager Ben Hart insists he will not sell.",
    "Sam Tully is one of Scotland's best players.",
    # a town's name right before a person's names a club (or a seat), not a home; a country's is a nationality
    "Leeds's Tom Vale scored twice in the second half.",
    "The striker replaced Wichita's Ben Hart after the break.",
])
def test_a_place_before_a_team_role_names_a_team_not_a_home(text):
    assert not {t for t in triples(text) if t[1] == "livesIn"}


@pytest.mark.parametrize("text", [
    "Norbank and Safcom announced a deal on Monday. The Leeds firm said profits rose.",
    "Norbank bought Safcom on Monday. Profits at the Kenyan firm rose in Kenya.",  # not its subject
])
def test_a_place_before_a_noun_that_may_stand_for_either_of_two_bodies_places_neither(text):
    assert not {t for t in triples(text) if t[1] == "basedIn"}


@pytest.mark.parametrize("text", [
    "Norbank bought Safcom on Monday. The Kenyan firm said profits rose in Kenya.",
    "Norbank announced a deal with Safcom to build a plant. The Kenyan company also said it had sold jets to Kenya.",
])
def test_a_place_before_a_subject_going_on_about_the_subject_before_places_it(text):
    found = {t for t in triples(text) if t[1] == "basedIn"}
    assert found == {("Norbank", "basedIn", "Kenya")}


def test_a_dateline_does_not_place_the_agency():
    found = triples("TULSA, Okla. (AP) - A fire destroyed a warehouse.")
    assert ("TULSA", "locatedIn", "Oklahoma") in found and not {t for t in found if t[0] == "AP"}


@pytest.mark.parametrize("adjective, place, expected", [
    ("Haitian", "Haiti", True), ("Angolan", "Angola", True), ("French", "France", True), ("Dutch", "Holland", True),
    ("Emirati", "UAE", True),
    ("Haitian", "Hamburg", False), ("Indian", "New Delhi", False),
])
def test_is_demonym_of(adjective, place, expected):
    assert is_demonym_of(adjective, place) is expected


@pytest.mark.parametrize("word, expected", [
    ("Norwegian", True), ("Serb", True), ("Californian", True), ("Virginian", True), ("Texan", True),
    ("Tory", False), ("Socialist", False), ("Liberal", False), ("Labour", False),
    ("Mary", False), ("Indiana", False),  # a name a state starts with, the state itself
])
def test_a_nation_or_a_state_has_a_people_and_a_party_is_none(word, expected):
    assert is_demonym(word) is expected


@pytest.mark.parametrize("text, expected", [
    ("Ghana agreed. The talks took place in the Ghanaian city of Kumasi.", {("Kumasi", "locatedIn", "Ghana")}),
    ("Norway voted. Norwegian oil firm Statoila Energy cut jobs.", {("Statoila Energy", "basedIn", "Norway")}),
    ("Holland was pleased. Dutch actor Tom Vale won the prize.", {("Tom Vale", "livesIn", "Holland")}),
    ("Peru was pleased. Tom Vale, a Peruvian lecturer, was freed.", {("Tom Vale", "livesIn", "Peru")}),
    ("Kenya and France agreed. Kenyan and French officials met Tom Vale.", set()),
    # a nationality opening a body's name, the country named in another sentence
    ("Uganda banned the play. The Ugandan Media Council agreed.", {("Ugandan Media Council", "basedIn", "Uganda")}),
    # "the country" refers back to the one country just named
    ("Kenya's economy grew. Tom Vale, the country's richest man, bought it.", {("Tom Vale", "livesIn", "Kenya")}),
    ("Prices in Norway rose. Norbank, the country's biggest lender, said so.", {("Norbank", "basedIn", "Norway")}),
    ("Kenya's economy grew. Prices rose. Wages fell. Tom Vale, the country's richest man, bought it.",
     {("Tom Vale", "livesIn", "Kenya")}),
    # "the state" likewise, to a US state
    ("Voters in Oklahoma backed it. The law took effect in Tulsa, the state's second-largest city.",
     {("Tulsa", "locatedIn", "Oklahoma")}),
])
def test_a_nationality_reads_as_the_country_the_document_names(text, expected):
    found = triples(text)
    assert expected <= found
    assert not {t for t in found if t[2] in ("Ghanaian", "Norwegian", "Peruvian", "Dutch", "Kenyan", "French")}


@pytest.mark.parametrize("text, unrelated", [
    ("France agreed. Ireland starred against the French.", ("Ireland", "France")),
    ("Kenya was quiet. Half of the Kenyan people Safcom asked use the phone.", ("Safcom", "Kenya")),
    ("Cuba agreed. Two men held by Peru in the Cuban camp were freed.", ("Peru", "Cuba")),
    # "the country" after two countries is neither
    ("Kenya and Ghana signed a deal. Tom Vale, the country's richest man, bought it.", ("Tom Vale", "Kenya")),
    ("Kenya and Ghana signed a deal. Tom Vale, the country's richest man, bought it.", ("Tom Vale", "Ghana")),
    # a country lies in no city: there the name stands for a team
    ("Kenya lost to Ghana in Kumasi on Saturday.", ("Ghana", "Kumasi")),
    ("The camp lies near the border with Kenya in southern Ghana.", ("Kenya", "Ghana")),
    # a company's name before "plant" names the plant's owner, which may be elsewhere
    ("The Norbank plant outside Tulsa was closed.", ("Norbank", "Tulsa")),
    # "a" before a company's name makes it a branch, which says nothing of where the company is based
    ("The shooting happened at a Norbank in Tulsa, Oklahoma.", ("Norbank", "Tulsa")),
    ("The shooting happened at a Norbank in Tulsa, Oklahoma.", ("Norbank", "Oklahoma")),
])
def test_a_nationality_as_a_people_or_far_from_a_name_places_nothing(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}


@pytest.mark.parametrize("name, expected", [
    ("Asia", True), ("Oceania", True), ("West Africa", True), ("the Caribbean", True),
    ("Kenya", False), ("Tulsa", False), ("Iowa", False),
])
def test_is_world_region(name, expected):
    assert is_world_region(name) is expected


@pytest.mark.parametrize("text, unrelated", [
    # a continent by an organisation's name is where it ranks or trades, not its base
    ("Tom Vale, head of Safcom in Asia, said gamers should expect more.", ("Safcom", "Asia")),
    ("Kestrel signed a deal with the Tories in Asia, rather than standing alone.", ("Tories", "Asia")),
    ("At the time, Varnell was seen by many as Asia's Norbank.", ("Norbank", "Asia")),
    # a continent before a role is the post's area, not a home
    ("Kenya's Asia Director Ann Cole will represent the country.", ("Ann Cole", "Asia")),
    ("Shadow Asia minister Ben Hart said the rebate must stay.", ("Ben Hart", "Asia")),
])
def test_a_continent_is_a_scope_not_a_base_or_a_home(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}


@pytest.mark.parametrize("text, unrelated", [
    ("Cattle were processed by Norbank Foods in Brantwick, near Wichita, and sent on.", ("Brantwick", "Wichita")),
    ("The Kestrel Flats Plant near Wichita was closed.", ("Kestrel Flats Plant", "Wichita")),
])
def test_near_a_place_is_not_in_it(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}


def test_a_joined_town_the_gazetteer_puts_elsewhere_is_not_in_the_state():
    found = triples("Flooding closed the road between Tulsa and Wichita, Kansas.")
    assert ("Wichita", "locatedIn", "Kansas") in found and ("Tulsa", "locatedIn", "Kansas") not in found


@pytest.mark.parametrize("city, region, expected", [
    ("Tulsa", "oklahoma", True), ("Tulsa", "kansas", False), ("Leeds", "united kingdom", True),
    ("Nairobi", "kenya", True), ("Brantwick", "kansas", None),
])
def test_city_lies_in(city, region, expected):
    assert city_lies_in(city, region) is expected


@pytest.mark.parametrize("text", [
    "Delegates came from France, Norway, Kenya and Ghana.",
    "The storm hit Iowa, Kansas, Nebraska and Oklahoma.",  # no state lies in another
])
def test_lists_of_places_are_not_containment(text):
    assert not any(p == "locatedIn" for _, p, _ in triples(text))


@pytest.mark.parametrize("text, org_name, place, based", [
    ("Leeds Networks cut prices. Shares fell in Leeds.", "Leeds Networks", "Leeds", True),
    # a name's start the tagger took for a place somewhere, and no known place: the name's own short form
    ("Arbor Networks cut prices. Shares fell in Arbor.", "Arbor Networks", "Arbor", False),
    # a name cut before "of" and a capitalised word: the whole name's place may be another
    ("Leeds Ministry of Transport cut prices. Shares fell in Leeds.", "Leeds Ministry", "Leeds", False),
    # a body named by a town's whole name (a club named after its town) is not based in the name's first word
    ("Wichita Falls won again. Fans sang in Wichita.", "Wichita Falls", "Wichita", False),
    # a place named in the text ending a body's name after "of"; not an embassy's, which stands abroad
    ("The Bank of Ghana cut rates. Shares fell in Ghana.", "Bank of Ghana", "Ghana", True),
    ("The Embassy of Ghana cut rates. Shares fell in Ghana.", "Embassy of Ghana", "Ghana", False),
    # a country's short name, which the gazetteer gives no people; an embassy opening with it stands abroad
    ("The UAE Treasury cut rates. Shares fell in UAE.", "UAE Treasury", "UAE", True),
    ("The Ghana Embassy cut rates. Shares fell in Ghana.", "Ghana Embassy", "Ghana", False),
])
def test_a_place_opening_a_name_is_a_base_only_if_it_is_a_known_place(nlp, text, org_name, place, based):
    from kg.records import Chain, Mention, Sentence
    from kg.relations.rules.namedplaces import place_in_name
    from kg.relations.rules.syntax import MentionIndex

    doc = nlp(text)
    sentences = list(doc.sents)

    def chain(name, etype, at):
        start = text.index(name, at)
        sent = next(s for s in sentences if s.start_char <= start < s.end_char)
        mention = Mention("t", start, start + len(name), name, etype, Sentence("t", sent.start_char, sent.end_char,
                                                                              sent.text))
        return Chain("t", name, etype, (mention,))

    chains = (chain(org_name, "Organization", 0), chain(place, "Place", text.index("in ")))
    found = {(r.subject.text, r.object.text) for r in place_in_name(doc, MentionIndex(doc, chains))}
    assert ((org_name, place) in found) is based


def test_towns_joined_before_a_town_and_its_country_lie_there_only_where_the_gazetteer_says_so():
    found = triples("Offices opened in Brantwick, Dunmore and Nairobi, Kenya.")
    assert ("Nairobi", "locatedIn", "Kenya") in found
    assert not {("Brantwick", "locatedIn", "Kenya"), ("Dunmore", "locatedIn", "Kenya")} & found


def test_headquarters_to_come_are_no_base():
    assert not triples("Norbank's headquarters will be in Tulsa.")


@pytest.mark.parametrize("text, unrelated", [
    ("Kenya backed it. The Kenyan Tanzanian Oil Corporation will build the pipe.",
     ("Kenyan Tanzanian Oil Corporation", "Kenya")),
    ("Norway backed it. The Norwegian Danish Shipping Board met.", ("Norwegian Danish Shipping Board", "Norway")),
])
def test_a_body_named_for_several_nations_is_based_in_none_of_them(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}

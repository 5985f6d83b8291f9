"""Each rule on sentences of our own: sentence -> expected (subject, predicate, object) triples."""

from __future__ import annotations

import pytest

import kg
from kg.lexicon.gazetteers import is_demonym, is_demonym_of
from kg.relations.rules.roles import title_predicate
from kg.relations.rules.syntax import past_tense
from tests.conftest import facts_by_label


def triples(text: str) -> set[tuple[str, str, str]]:
    return facts_by_label(kg.extract(text))


@pytest.mark.parametrize("text, expected", [
    # title-and-organisation noun phrases
    ("Oakland Police Chief Maria Lopez spoke to reporters on Monday.",
     {("Maria Lopez", "leads", "Oakland Police")}),
    ("Dade County Sheriff Tom Baxter said the inquiry would continue.",
     {("Tom Baxter", "leads", "Dade County Sheriff's Office")}),
    ("The Miami-Dade Police Department Officer Ann Wells arrived first.",
     {("Ann Wells", "employedBy", "Miami-Dade Police Department")}),
    ("On Friday, veteran Seminole County deputy Carl Mason resigned.",
     {("Carl Mason", "employedBy", "Seminole County Sheriff's Office")}),
    ("Miami-Dade Fire Rescue Chief Alan Cominsky said the cause was unknown.",
     {("Alan Cominsky", "leads", "Miami-Dade Fire Rescue"), ("Miami-Dade Fire Rescue", "basedIn", "Miami-Dade")}),
    ("Tulsa Mayor Jane Castor praised the firefighters.", {("Jane Castor", "leads", "City of Tulsa")}),
    # appositions, both ways
    ("Laura Chen, president of the Texas Nurses Association, criticised the plan.",
     {("Laura Chen", "leads", "Texas Nurses Association")}),
    ("Paul Grant, a spokesman for Acme Corp., declined to comment.",
     {("Paul Grant", "employedBy", "Acme Corp.")}),
    ("Mary Holt, a professor of history at Queens College of the City University of New York, died.",
     {("Mary Holt", "employedBy", "Queens College"), ("Mary Holt", "employedBy", "City University of New York")}),
    ("Rob Hale, head of distribution for Newmarket Films, said so.", {("Rob Hale", "employedBy", "Newmarket Films")}),
    # a person named by what they made or own: the act, not a post
    ("Tom Vale, the owner of Norbank, said so.", {("Tom Vale", "owns", "Norbank")}),
    ("Norbank founder Tom Vale said so.", {("Tom Vale", "founded", "Norbank")}),
    ("Tom Vale, co-founder of Norbank, said so.", {("Tom Vale", "founded", "Norbank")}),
    # the head of a named unit leads it and works for its parent
    ("Ann Cole, head of the Kestrel Institute at Leeds University, said so.",
     {("Ann Cole", "leads", "Kestrel Institute"), ("Ann Cole", "employedBy", "Leeds University")}),
    ("\"People worry,\" said Ben Hart, chief executive for Safcom's wireless broadband.",
     {("Ben Hart", "employedBy", "Safcom")}),
    ("\"They are ideas,\" said Dr Ann Cole from the Kestrel Studies Group at Leeds University.",
     {("Ann Cole", "employedBy", "Kestrel Studies Group"), ("Ann Cole", "employedBy", "Leeds University")}),
    ("Richard Dodd, regional director of the Countryside Alliance, said so.",
     {("Richard Dodd", "employedBy", "Countryside Alliance")}),
    ("The vice president of Global Widgets Inc., Sarah Doyle, resigned.",
     {("Sarah Doyle", "employedBy", "Global Widgets Inc.")}),
    # copula
    ("Mark Evans is the chief of the Boise Fire Department.",
     {("Mark Evans", "leads", "Boise Fire Department")}),
    # possessive
    ("Microsoft's spokesman Frank Shaw denied the report.",
     {("Frank Shaw", "employedBy", "Microsoft")}),
    # killings
    ("John Carter, who assassinated Senator Mills, was an actor.", {("John Carter", "killed", "Mills")}),
    ("Senator Ray Mills was shot to death by John Carter in 1901.", {("John Carter", "killed", "Ray Mills")}),
    ("The jury convicted Carl Mason of killing Dan Reyes.", {("Carl Mason", "killed", "Dan Reyes")}),
    ("The court upheld the sentence of Tom Baxter, convicted of murdering reporter Ann Cole in 1990.",
     {("Tom Baxter", "killed", "Ann Cole")}),
    ("Dan Reyes was shot to death in the parking lot of his office building by Carl Mason.",
     {("Carl Mason", "killed", "Dan Reyes")}),
    ("Carl Mason fired the shots that killed Dan Reyes.", {("Carl Mason", "killed", "Dan Reyes")}),
    # homes and origins
    ("Reporters went to the Tulsa home of Greg Olsen.", {("Greg Olsen", "livesIn", "Tulsa")}),
    ("Greg Olsen, 43, of Tulsa, was arrested.", {("Greg Olsen", "livesIn", "Tulsa")}),
    # set off by commas after the name, where the parser hangs the "from" on the verb
    ("The bank chose teacher Ann Cole, from Leeds, to make the transaction.", {("Ann Cole", "livesIn", "Leeds")}),
    ("Daniel Sullivan, 30, of Boothbay, went down to help.", {("Daniel Sullivan", "livesIn", "Boothbay")}),
    ("Atlanta businessman Neil Ward said he was surprised.", {("Neil Ward", "livesIn", "Atlanta")}),
    ("The play is by Kenya playwright Ann Halvorsen.", {("Ann Halvorsen", "livesIn", "Kenya")}),
    ("Oxford schoolgirl Ann Halvorsen is the heroine.", {("Ann Halvorsen", "livesIn", "Oxford")}),
    ("The Omaha-born painter Lisa Wong opened a gallery.", {("Lisa Wong", "livesIn", "Omaha")}),
    ("Ann Cole, one of the leading economists in Brazil, said so.", {("Ann Cole", "livesIn", "Brazil")}),
    ("With Iowa being Tom Baxter's home state, the vote mattered.", {("Tom Baxter", "livesIn", "Iowa")}),
    ("U.S. Ambassador Ann Cole arrived on Monday.", {("Ann Cole", "livesIn", "U.S.")}),
    # "of" a place after a titled name: the place the office governs, and a home
    ("Mayor Ann Cole of Tulsa said so.", {("Ann Cole", "leads", "Tulsa"), ("Ann Cole", "livesIn", "Tulsa")}),
    # verb frames
    ("Ann Cole grew up in Leeds with her two brothers.", {("Ann Cole", "livesIn", "Leeds")}),
    ("Helen Parker works for the World Bank.", {("Helen Parker", "employedBy", "World Bank")}),
    ("Tom Reilly was hired by General Motors in 2003.", {("Tom Reilly", "employedBy", "General Motors")}),
    ("Ann Cole teaches at Vanderbilt University.", {("Ann Cole", "employedBy", "Vanderbilt University")}),
    ("Tom Baxter operates the Ocala Riding Club.", {("Tom Baxter", "leads", "Ocala Riding Club")}),
    ("Tom Vale managed Leeds United for six years.", {("Tom Vale", "leads", "Leeds United")}),
    # a frame whose types do not fit leaves the act an open relation
    ("Norbank, which operates the Kestrel Harmony, said so.", {("Norbank", "operates", "Kestrel Harmony")}),
    # copula with the employer on the verb, units of an organisation, party candidates
    ("Ann Cole was a professor at Boston University until 2001.",
     {("Ann Cole", "employedBy", "Boston University")}),
    ("Ann Cole, of the EPA's water division, said Tuesday.", {("Ann Cole", "employedBy", "EPA")}),
    ("Labour Party candidate Ann Cole won the seat.", {("Ann Cole", "memberOf", "Labour Party")}),
    # places before roles: a team, a government, a home; a country before a corporate title is its area
    ("England prop Tom Baxter is injured.", {("Tom Baxter", "memberOf", "England")}),
    # after a headline the parser hangs the place on the role as an adverbial noun phrase
    ("Hart upbeat about arm injury\n\nEngland prop Ben Hart is staying positive.",
     {("Ben Hart", "memberOf", "England")}),
    ("Scotland manager Carl Mason said so.", {("Carl Mason", "leads", "Scotland")}),
    ("Norway boss Carl Mason said so.", {("Carl Mason", "leads", "Norway")}),
    # a role after two names joined by "and" holds in each
    ("The former Norbank and Kestrel Rovers striker Tom Vale joined Leeds.",
     {("Tom Vale", "employedBy", "Norbank"), ("Tom Vale", "employedBy", "Kestrel Rovers")}),
    # a town typed a team: its manager leads it, an assistant works for it, a player is a member
    ("Leeds manager Tom Vale said his side were unlucky.", {("Tom Vale", "leads", "Leeds")}),
    ("Norway assistant coach Tom Vale said so.", {("Tom Vale", "employedBy", "Norway")}),
    ("Bristol striker Tom Vale scored twice as Bristol beat Dunmore 3-0.", {("Tom Vale", "memberOf", "Bristol")}),
    ("Former Kenya centre Tom Vale said so.", {("Tom Vale", "memberOf", "Kenya")}),
    ("Kenya fly-half Ben Hart said so.", {("Ben Hart", "memberOf", "Kenya")}),
    ("US President Ann Cole said so.", {("Ann Cole", "leads", "US"), ("Ann Cole", "livesIn", "US")}),
    ("India's commerce minister Ann Cole said so.", {("Ann Cole", "employedBy", "India")}),
    ("Former Acme Corp boss Carl Mason said so.", {("Carl Mason", "leads", "Acme Corp")}),
    # a company or club the tagger does not know, named before the job
    ("Safcom boss Ann Cole said profits rose.", {("Ann Cole", "leads", "Safcom")}),
    ("Arsenal vice-chairman Tom Vale spoke at the forum.", {("Tom Vale", "employedBy", "Arsenal")}),
    # a party named before a politician's title
    ("Labour MP Tom Vale said the plan was wrong.", {("Tom Vale", "memberOf", "Labour")}),
    ("Tory MP Tom Vale voted against the bill.", {("Tom Vale", "memberOf", "Tory")}),
    ("Tory leader Tom Vale attacked the budget.", {("Tom Vale", "leads", "Tory")}),
    # the party opens the title's words however the parser hung it
    ("The orders would be imposed by the home secretary. Tory shadow home secretary Tom Vale warned of the risk.",
     {("Tom Vale", "memberOf", "Tory")}),
    # a party's adjective, or a party's name read as one, before a legislator's title
    ("Conservative MP Tom Vale said the plan was wrong.", {("Tom Vale", "memberOf", "Conservative")}),
    ("Labour peer Tom Vale said so.", {("Tom Vale", "memberOf", "Labour")}),
    ("Green councillor Ann Cole said so.", {("Ann Cole", "memberOf", "Green")}),
    # a name the story writes before "MP" is a party's wherever it stands
    ("The Labour MP Ann Cole spoke first. Labour's Tom Vale agreed with her.", {("Tom Vale", "memberOf", "Labour")}),
    # in apposition, and with "Ex-" before the party
    ("Tom Vale, the former Labour MP, won the seat.", {("Tom Vale", "memberOf", "Labour")}),
    ("Ex-Labour MP Tom Vale won the seat.", {("Tom Vale", "memberOf", "Labour")}),
    ("Labour councillors Ann Cole and Tom Vale were arrested on Monday.",
     {("Ann Cole", "memberOf", "Labour"), ("Tom Vale", "memberOf", "Labour")}),
    # a party's spokesman or frontbencher is a member, not an employee
    ("Tory frontbencher Tom Vale said so.", {("Tom Vale", "memberOf", "Tory")}),
    ("Tory foreign affairs spokesman Tom Vale said so.", {("Tom Vale", "memberOf", "Tory")}),
    ("Tom Vale, a spokesman for the Acme Party, said so.", {("Tom Vale", "memberOf", "Acme Party")}),
    # "the company" refers back to the organisation just named
    ("Norbank's profits rose. Tom Vale, the company's chief executive, said so.", {("Tom Vale", "leads", "Norbank")}),
    ("Norbank's profits rose. The company's chief executive, Tom Vale, said so.", {("Tom Vale", "leads", "Norbank")}),
    ("Norbank's profits rose. Company spokesman Tom Vale said so.", {("Tom Vale", "employedBy", "Norbank")}),
    # ... and as the object of a person's heading or founding it
    ("Norbank cut 500 jobs. Ann Cole, who heads the bank, said so.", {("Ann Cole", "leads", "Norbank")}),
    ("Norbank cut jobs. Ann Cole founded the company in 1990.", {("Ann Cole", "founded", "Norbank")}),
    # "its" before a title: the organisation that is the clause's subject, or the one just named
    ("Norbank reported a loss. Its chief executive, Tom Vale, said so.", {("Tom Vale", "leads", "Norbank")}),
    ("Norbank, which bought Safcom last year, said its chief executive Tom Vale would stay.",
     {("Tom Vale", "leads", "Norbank")}),
    ("Norbank reported a loss. Its headquarters in Tulsa will close.", {("Norbank", "basedIn", "Tulsa")}),
    ("Norbank's profits rose, company spokeswoman Ann Halvorsen said.", {("Ann Halvorsen", "employedBy", "Norbank")}),
    # a party's initial after a legislator's name, read against the parties the story names
    ("The Greens were angry. Sen. Tom Vale, G-Iowa, said the plan was wrong.", {("Tom Vale", "memberOf", "Greens")}),
    ("The Liberals cheered. Rep. Ann Halvorsen (L-Iowa) said so.", {("Ann Halvorsen", "memberOf", "Liberals")}),
    # a post after "as" of a verb of taking, giving or leaving one
    ("Tom Vale took over as chief executive of Norbank in 2014.", {("Tom Vale", "leads", "Norbank")}),
    ("Norbank appointed Tom Vale as chief executive.", {("Tom Vale", "leads", "Norbank")}),
    # the post without "as": a predicate, an object the parser hangs the name on, an apposition
    ("Norbank named Tom Vale chief executive on Monday.", {("Tom Vale", "leads", "Norbank")}),
    ("The board named Ann Cole president of Norbank.", {("Ann Cole", "leads", "Norbank")}),
    ("Norbank appointed Ann Cole its new finance director.", {("Ann Cole", "employedBy", "Norbank")}),
    ("Tom Vale was sworn in as mayor of Tulsa in 2016.", {("Tom Vale", "leads", "Tulsa")}),
    ("Tom Vale, chief executive officer at Norbank, said so.", {("Tom Vale", "leads", "Norbank")}),
    # a founder founded: whether he still leads is not said
    ("Norbank, which was founded by Tom Vale in 1998, said so.", {("Tom Vale", "founded", "Norbank")}),
    # "from" an organisation
    ("Tom Vale from the Transport Studies Group said so.", {("Tom Vale", "employedBy", "Transport Studies Group")}),
    # a party before a title makes a member, its leader's title a leader; an office "of" a place is led
    ("Tom Vale, the Socialist governor of Iowa, said so.",
     {("Tom Vale", "memberOf", "Socialist"), ("Tom Vale", "leads", "Iowa")}),
    ("Tom Vale, the Tory leader, said so.", {("Tom Vale", "leads", "Tory")}),
    # a legislator sits in the chamber; an aide works there
    ("State Senate Majority Leader Tom Vale blocked the bill.", {("Tom Vale", "memberOf", "State Senate")}),
    ("Tom Vale, a senior State Senate aide, said so.", {("Tom Vale", "employedBy", "State Senate")}),
    ("House Speaker Tom Vale said the House would vote.", {("Tom Vale", "leads", "House")}),
    # a building's "House" is no chamber
    ("Tom Vale, director of the Grand Opera House, said so.", {("Tom Vale", "leads", "Grand Opera House")}),
    # a party right before a person's name
    ("The plan was attacked by Liberal Democrat Tom Vale.", {("Tom Vale", "memberOf", "Liberal Democrat")}),
    ("Democrat Ann Cole said the plan would fail.", {("Ann Cole", "memberOf", "Democrat")}),
    # a party named in apposition or after a copula
    ("Tom Vale, a Tory from Leeds, said so.", {("Tom Vale", "memberOf", "Tory"), ("Tom Vale", "livesIn", "Leeds")}),
    ("Tom Vale is a Tory.", {("Tom Vale", "memberOf", "Tory")}),
    # a player plays or signs for a team
    ("Tom Vale, who plays for Norbank Rovers, scored twice.", {("Tom Vale", "memberOf", "Norbank Rovers")}),
    ("Tom Vale signed for Leeds United in May.", {("Tom Vale", "memberOf", "Leeds United")}),
    # a band's musician is a member
    ("Tom Vale, the Halvorsen guitarist, said so.", {("Tom Vale", "memberOf", "Halvorsen")}),
    ("Halvorsen singer Tom Vale said so.", {("Tom Vale", "memberOf", "Halvorsen")}),
    ("Tom Vale enlisted in the Norland Marines in 1942.", {("Tom Vale", "memberOf", "Norland Marines")}),
    # a participle after a name is passive; a name read as the verb's adverb is its object
    ("Norbank, led by Tom Vale, said so.", {("Tom Vale", "leads", "Norbank")}),
    ("Tom Vale runs Norbank.", {("Tom Vale", "leads", "Norbank")}),
    # a name owning a post only a party gives is a party's
    ("Tom Vale, Labour's deputy minister for transport, said no.", {("Tom Vale", "memberOf", "Labour")}),
    # "a director" is one of several: a post at the organisation, not its head; "a former chairman" was its head
    ("Tom Vale, a director at Norbank, said so.", {("Tom Vale", "employedBy", "Norbank")}),
    ('"Prices will rise," said Ann Cole, a Safcom director.', {("Ann Cole", "employedBy", "Safcom")}),
    ("Ben Hart is a former chairman of Norbank.", {("Ben Hart", "leads", "Norbank")}),
    # the organisation a preposition's noun describes in apposition: its president leads it
    ("Tom Vale, president of the commercial broadcaster Kestrel Media Group, told the conference that sales rose.",
     {("Tom Vale", "leads", "Kestrel Media Group")}),
])
def test_typed_relations(text, expected):
    assert expected <= triples(text)


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
    ("The Santa Clara-based chip maker Nvidia did not comment.", {("Nvidia", "basedIn", "Santa Clara")}),
    ("Reporters gathered at NRC headquarters in nearby Rockville.", {("NRC", "basedIn", "Rockville")}),
    ("Marie Ferraro, 50, of Bethany, Conn., was shot.",
     {("Marie Ferraro", "livesIn", "Bethany"), ("Marie Ferraro", "livesIn", "Connecticut"),
      ("Bethany", "locatedIn", "Connecticut")}),
    ("At NRC headquarters in Rockville, Md., Bernero said the risk was low.",
     {("NRC", "basedIn", "Rockville"), ("Rockville", "locatedIn", "Maryland")}),
    ("The Space Center, in Wichita, Kansas, was closed.",
     {("Space Center", "basedIn", "Wichita"), ("Space Center", "basedIn", "Kansas")}),
    ("The fighting spread to Tizi Ouzou, northern Algeria, on Monday.", {("Tizi Ouzou", "locatedIn", "Algeria")}),
    ("Flooding was reported in Fresno in the central part of California.", {("Fresno", "locatedIn", "California")}),
    # a place's kind or description between it and the place it is in
    ("The Oklahoma city of Tulsa was hit by storms.", {("Tulsa", "locatedIn", "Oklahoma")}),
    # the larger place is the container, whichever side of "of" it stands
    ("Police were called to the Brixton neighbourhood of Leeds.", {("Brixton", "locatedIn", "Leeds")}),
    ("The attack took place in Gandaki province in central Nepal.", {("Gandaki", "locatedIn", "Nepal")}),
    ("Kumasi, the largest city in central Ghana, flooded.", {("Kumasi", "locatedIn", "Ghana")}),
    ("Tom Vale passed away at home in East Sussex.", {("Tom Vale", "livesIn", "East Sussex")}),
    ("Bihar is one of India's twenty-eight states.", {("Bihar", "locatedIn", "India")}),
    ("Crowds gathered in London's Trafalgar Square.", {("Trafalgar Square", "locatedIn", "London")}),
    ("The Angolan Government said Angola would accept the plan.", {("Angolan Government", "basedIn", "Angola")}),
    ("Norbank, Norway's largest private employer, did not comment.", {("Norbank", "basedIn", "Norway")}),
    # the small parser reads "firm" as the subject of "estimated"; the apposition is repaired
    ("A spokesman for Norbank Re, Ghana's third-largest insurance firm, estimated flood-related damage claims "
     "would be small.", {("Norbank Re", "basedIn", "Ghana")}),
    ("NAIROBI, Kenya (AP) - Police said on Monday that the road was closed.", {("NAIROBI", "locatedIn", "Kenya")}),
    # a place opening the common nouns that describe an organisation's name
    ("Kenya mobile operator Safcom Networks cut prices.", {("Safcom Networks", "basedIn", "Kenya")}),
    # a name premodifying the noun that says what it is: the noun's dependents are the name's
    ("The squad stayed at the Weston Park hotel in Cheshire.", {("Weston Park", "locatedIn", "Cheshire")}),
    ("Violence flared in Nepal's Gandaki province.", {("Gandaki", "locatedIn", "Nepal")}),
    ("Ghana's Daily Clarion newspaper reported the ban.", {("Daily Clarion", "basedIn", "Ghana")}),
    ("The deal was struck by Brazil bank Banco Rivera.", {("Banco Rivera", "basedIn", "Brazil")}),
])
def test_locations(text, expected):
    assert expected <= triples(text)


def statuses(text: str) -> set[tuple[str, str, str, str]]:
    graph = kg.extract(text)
    label = {e.id: e.label for e in graph.entities}
    return {(label[f.subject], f.predicate, label[f.object], f.status) for f in graph.facts}


@pytest.mark.parametrize("text, expected", [
    # a former role is kept, as former (it said nothing about now when it was dropped)
    ("Priya Raman, a former vice president of engineering at Intel, was hired.",
     ("Priya Raman", "employedBy", "Intel", "former")),
    ("Former Tulsa County deputy Carl Mason testified.",
     ("Carl Mason", "employedBy", "Tulsa County Sheriff's Office", "former")),
    ("Mike Lee, former chief executive of Acme Corp, said so.", ("Mike Lee", "leads", "Acme Corp", "former")),
    # "then" before a role: the post held at the time of the story
    ("Shots wounded Tom Vale, then the Norbank chairman, in Tulsa.", ("Tom Vale", "leads", "Norbank", "former")),
    ("Ann Cole, the ex-chairman of Brightwater Holdings, said so.",
     ("Ann Cole", "leads", "Brightwater Holdings", "former")),
    ("Ann Cole, the incoming chief executive of Brightwater Holdings, said so.",
     ("Ann Cole", "leads", "Brightwater Holdings", "future")),
    ("Ann Cole, chief executive of Brightwater Holdings, said so.",
     ("Ann Cole", "leads", "Brightwater Holdings", "current")),
    ("The report was written by former Labour MP Tom Vale.", ("Tom Vale", "memberOf", "Labour", "former")),
    ("Ex-Labour MP Tom Vale won the seat.", ("Tom Vale", "memberOf", "Labour", "former")),
    ("Tom Vale, the former Labour MP, won the seat.", ("Tom Vale", "memberOf", "Labour", "former")),
    ("Ann Cole stepped down as chairman of Brightwater Holdings in May.",
     ("Ann Cole", "leads", "Brightwater Holdings", "former")),
    # "no longer": held before, not now
    ("Ann Cole is no longer chairman of Brightwater Holdings.",
     ("Ann Cole", "leads", "Brightwater Holdings", "former")),
    ("Tom Vale, who is no longer the head of Norbank, said so.", ("Tom Vale", "leads", "Norbank", "former")),
    ("Tom Vale no longer works for Safcom.", ("Tom Vale", "employedBy", "Safcom", "former")),
    # who replaced whom: the new holder holds the post, the one replaced held it
    ("Ann Cole replaced Tom Vale as chairman of Norbank.", ("Ann Cole", "leads", "Norbank", "current")),
    ("Ann Cole succeeded Tom Vale as chairman of Norbank.", ("Tom Vale", "leads", "Norbank", "former")),
])
def test_role_status(text, expected):
    assert expected in statuses(text)


@pytest.mark.parametrize("text", ["Ann Cole will replace Tom Vale as chairman of Norbank.",
                                  "Tom Vale was replaced by Ann Cole as chairman of Norbank."])
def test_a_replacement_to_come_or_in_the_passive_gives_no_post(text):
    assert not {t for t in triples(text) if t[1] == "leads"}


@pytest.mark.parametrize("text, unrelated", [
    # a distance, a partner and a list of places in places place nothing
    ("Beck Steel is a specialist steel firm in Armentieres, about 20 miles from Lille.", "Lille"),
    ("Russia is Ukraine's strategic partner, Mr Yushchenko said.", "Ukraine"),
    ("UK chief executive Carl Mason said so.", "UK"),
    ("Ann Cole, a senior US economist at Deutsche Bank, said so.", "US"),
    ("The tracks are at Wimbledon in London, Belle Vue in Manchester and Hall Green in Birmingham.", "Belle Vue"),
    # a name after a comma that opens a clause of its own is no place of the name before it
    ("At their meeting in Leeds, G7 finance ministers backed plans to write off the debts.", "G7"),
    ("Kenya offered to send troops to help the relief effort in Tanzania, Varnell House said.", "Varnell House"),
    # a place with no describing noun between it and the name is no base
    ("Officials from Kenya, Safcom Networks and the bank met.", "Kenya"),
    # a shadow minister holds no post in the office shadowed
    ("Shadow Treasury secretary Tom Vale attacked the budget.", "Treasury"),
    ("Tom Vale, the shadow Home Office minister, spoke.", "Home Office"),
    # a nationality, a faith or a portfolio before a politician's title names no party
    ("Scottish MP Tom Vale said the plan was wrong.", "Scottish"),
    ("Senior MP Tom Vale said the plan was wrong.", "Senior"),
    ("Kurdish leader Tom Vale said the talks had failed.", "Kurdish"),
    ("The plan was backed by Tory Shadow Chancellor Tom Vale.", "Tory Shadow"),
    # where someone works is the office's place, not where the organisation is based
    ('"Prices will rise," said Tom Vale, economist at Norbank in Leeds.', "Leeds"),
    # a party's spokesman on a portfolio works for no office of it
    ("Liberal Democrat Treasury spokesman Tom Vale said so.", "Treasury"),
    ("Tom Vale, the party's Treasury spokesman, said so.", "Treasury"),
    # a force's kind is no place: "Metropolitan Police", "Capitol Police"
    ("The Metropolitan Police said the man was arrested.", "Metropolitan"),
    # who holds shares in, invests in or uses a company works for none
    ("Norbank shareholders Ann Cole and Tom Vale sued.", "Norbank"),
    ("Norbank investor Tom Vale said so.", "Norbank"),
    # who won a contest holds no post in it
    ("He picked Ben Hart instead of Norbank Award winner Tom Vale.", "Norbank Award"),
    ("Tom Vale, winner in Leeds for the last two years, ran again.", "Leeds"),
])
def test_no_relation_to(text, unrelated):
    assert not {t for t in triples(text) if t[2] == unrelated}


@pytest.mark.parametrize("text, owner", [("Kestrel Holdings' Ann Cole said so.", "Kestrel Holdings"),
                                         ("It was wrong, said Norbank's Ann Cole.", "Norbank")])
def test_a_possessor_written_right_before_a_full_name_employs_it(text, owner):
    assert ("Ann Cole", "employedBy", owner) in triples(text)


def test_parser_missed_apposition():
    found = triples("Sequoia Capital declined to comment, according to a Sequoia spokeswoman, Laura Kim.")
    assert ("Laura Kim", "employedBy", "Sequoia Capital") in found  # "Sequoia" joins "Sequoia Capital"


def test_a_person_named_as_an_organisations_works_for_it():
    assert ("Tom Vale", "employedBy", "Norbank") in triples('"Rates will rise," said Norbank\'s Tom Vale.')


def test_a_team_role_the_tagger_reads_as_a_verb_is_still_a_role():
    assert ("Tom Vale", "employedBy", "Norbank Rovers") in triples("Norbank Rovers winger Tom Vale scored twice.")


def test_a_role_before_names_holds_for_each_name_joined_after_it():
    found = triples("Halvorsen Steel managers Tom Vale and Ben Hart were charged.")
    assert {("Tom Vale", "employedBy", "Halvorsen Steel"), ("Ben Hart", "employedBy", "Halvorsen Steel")} <= found


def test_who_leads_is_not_also_said_to_work_there():
    found = triples("Miami-Dade Fire Rescue Chief Alan Cominsky said the cause was unknown.")
    assert ("Alan Cominsky", "employedBy", "Miami-Dade Fire Rescue") not in found


@pytest.mark.parametrize("text", [
    "England coach Andy Ruddock named his side on Tuesday.",
    "Birmingham manager Steve Bates insists he will not sell.",
    "Sam Tully is one of Scotland's best players.",
])
def test_a_place_before_a_team_role_names_a_team_not_a_home(text):
    assert not {t for t in triples(text) if t[1] == "livesIn"}


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


@pytest.mark.parametrize("text, unrelated", [
    # the party's initial needs the party named, and one party of that initial
    ("Sen. Tom Vale, G-Iowa, said the plan was wrong.", ("Tom Vale", "G")),
    # "the companies" is no one company; a party is not "the company"
    ("Norbank grew. Safcom was one of the companies that worked with the bank.", ("Norbank", "Safcom")),
    ("Tories were angry. Tom Vale, the company's chief executive, said so.", ("Tom Vale", "Tories")),
    ("Norbank's profits rose. A parent company spokesman, Tom Vale, said so.", ("Tom Vale", "Norbank")),
    # a side of a chamber is no party
    ("Assembly Majority Leader Tom Vale said so.", ("Tom Vale", "Majority")),
])
def test_no_party_or_organisation_without_its_name(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}


def test_a_pronoun_is_shown_as_the_name_in_its_sentence():
    g = kg.extract("Tom Baxter won easily in his native Iowa.")
    (fact,) = [f for f in g.facts if f.predicate == "livesIn"]
    (ev,) = g.evidence(fact)
    assert ev.subject_text == "Tom Baxter"


def test_a_killer_noun_read_as_a_verb_makes_no_open_relation():
    found = triples("Grant Cooper, an attorney who defended Kennedy assassin Sirhan Sirhan, has died.")
    assert ("Sirhan Sirhan", "killed", "Kennedy") in found
    assert not {t for t in found if t[1].startswith("assassin")}


def test_lists_of_places_are_not_containment():
    found = triples("Delegates came from France, Norway, Kenya and Ghana.")
    assert not any(p == "locatedIn" for _, p, _ in found)


@pytest.mark.parametrize("text", [
    "Deputy Carl Mason did not enter the building.",
    "Carl Mason never confronted Tom Baxter.",
    "Carl Mason could have confronted Tom Baxter.",
    "Carl Mason reportedly confronted Tom Baxter.",
    "If Carl Mason confronted Tom Baxter, nobody saw it.",
])
def test_negation_and_hedges_make_no_positive_triple(text):
    assert not {t for t in triples(text) if t[1] == "confronted"}


def test_open_relation_is_past_tense_verb():
    found = triples("Mayor Ann Lee confronted Governor Bill Stone at the meeting.")
    assert ("Ann Lee", "confronted", "Bill Stone") in found


def test_open_relation_reads_the_verb_form_where_the_tagger_lemma_is_off():
    found = triples("The Kestrel Commission fined Norbank 1m euros in May.")  # the tagger's lemma: "fin"
    assert ("Kestrel Commission", "fined", "Norbank") in found


@pytest.mark.parametrize("text, expected", [
    ("Brantwell Motors signed a long contract with Orlanda Steel in May.",
     ("Brantwell Motors", "signedContractWith", "Orlanda Steel")),
    ("Kestrel Airways said it had reached an agreement with Norvik Aerospace.",
     ("Kestrel Airways", "reachedAgreementWith", "Norvik Aerospace")),
])
def test_a_pact_with_a_party_names_the_party(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, expected", [
    # the possessor of a common-noun object is who the act was done to
    ("Tom Vale criticised Ben Hart's plan in a speech.", ("Tom Vale", "criticised", "Ben Hart")),
    # the names an object is said to include
    ("Norbank has sued four firms, including Safcom and Halvorsen Steel.", ("Norbank", "sued", "Halvorsen Steel")),
    # what a holding is in
    ("Norbank bought a 20% stake in Safcom.", ("Norbank", "bought", "Safcom")),
    # the name before a definite object
    ("Norbank told the Leeds Courier website that it was aware of the problem.",
     ("Norbank", "told", "Leeds Courier")),
])
def test_who_an_object_stands_for_is_the_object_of_an_open_relation(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, unrelated", [
    # a thing of a brand is no act on the brand, nor is taking a post named after a team
    ("Tom Vale bought a Norbank car.", ("Tom Vale", "Norbank")),
    ("Tom Vale took the Leeds United job last year.", ("Tom Vale", "Leeds United")),
])
def test_a_name_before_an_object_is_not_always_who_it_stands_for(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated and t[1] not in ("leads", "employedBy")}


@pytest.mark.parametrize("text, expected, relation", [
    # telling (writing, asking) a named party is an act between two parties; saying or reporting is not
    ("Tom Vale told the Leeds Courier that the plan would fail.", ("Tom Vale", "told", "Leeds Courier"), True),
    ("Ann Halvorsen asked Tom Vale to resign.", ("Ann Halvorsen", "asked", "Tom Vale"), True),
    ("Tom Vale said Norbank would fail.", ("Tom Vale", "said", "Norbank"), False),
    ("Norbank reported Safcom to the regulator.", ("Norbank", "reported", "Safcom"), False),
])
def test_a_reporting_verb_relates_its_speaker_only_to_a_named_listener(text, expected, relation):
    assert (expected in triples(text)) is relation


@pytest.mark.parametrize("text, unrelated", [
    ("Tom Vale became Norbank's chief executive in May.", "became"),  # a copula's possessor describes
    ("Tom Vale joined Norbank's board in May.", "memberOf"),  # no typed frame through a possessor
])
def test_a_possessor_of_the_object_makes_no_typed_or_copular_triple(text, unrelated):
    assert not {t for t in triples(text) if t[1] == unrelated and t[2] == "Norbank"}


STORY = ("Norbank said profits rose 10%. The bank plans to open new branches. Norbank also cut its dividend. "
         "Chief executive Tom Vale added: \"We are pleased.\"")


@pytest.mark.parametrize("text, held", [
    (STORY, True),
    # another organisation in the sentence, or no one company the story is about: no guess
    (STORY.replace("Tom Vale added", "Tom Vale of the Halvorsen Group added"), False),
    ("Norbank and Safcom said profits rose. Chief executive Tom Vale added: \"We are pleased.\"", False),
    # the one organisation of its sentence
    ("Norbank shares fell after chief executive Tom Vale quit.", True),
    ("Norbank shares fell after Safcom said chief executive Tom Vale quit.", False),
])
def test_a_company_title_alone_is_held_in_the_company_the_story_is_about(text, held):
    assert (("Tom Vale", "leads", "Norbank") in triples(text)) is held


def test_it_in_what_an_organisation_says_is_the_organisation():
    found = triples("Kestrel Airways said it had acquired Norvik Aerospace.")
    assert ("Kestrel Airways", "acquired", "Norvik Aerospace") in found


def test_a_pact_to_come_is_not_a_past_fact():
    found = triples("Brantwell Motors will sign a deal with Orlanda Steel next year.")
    assert not {t for t in found if t[1].endswith("With")}


def test_passive_with_agent_is_turned_around():
    found = triples("Deputy Carl Mason was suspended by Sheriff Tom Baxter.")
    assert ("Tom Baxter", "suspended", "Carl Mason") in found


@pytest.mark.parametrize("text, expected", [
    # a passive removal "from" a body names the body as the one who removed
    ("Tom Vale was expelled from the Acme Party last year.", ("Acme Party", "expelled", "Tom Vale")),
    # an organisation's spokesman acts for it
    ("A Norbank spokesman criticised Tom Vale's record.", ("Norbank", "criticised", "Tom Vale")),
])
def test_who_acts_is_the_body_behind_the_words(text, expected):
    assert expected in triples(text)


def test_what_a_spokesman_says_is_no_open_relation_of_the_organisation():
    assert not {t for t in triples("A Norbank spokesman said Tom Vale was wrong.") if t[0] == "Norbank"}


def test_a_place_reached_makes_no_open_relation():
    found = triples("Carl Mason told the Leeds Courier that he arrived in Chicago on Monday.")
    assert not {t for t in found if t[1] == "arrivedIn"}


@pytest.mark.parametrize("title, predicate", [
    ("police chief", "leads"), ("sheriff", "leads"), ("president", "leads"), ("vice president", "employedBy"),
    ("deputy", "employedBy"), ("communications director", "employedBy"), ("executive director", "leads"),
    ("chief executive", "leads"), ("spokesman", "employedBy"),
])
def test_title_predicate(title, predicate):
    assert title_predicate(title) == predicate


@pytest.mark.parametrize("lemma, past", [("confront", "confronted"), ("go", "went"), ("suspend", "suspended")])
def test_past_tense(lemma, past):
    assert past_tense(lemma) == past


def test_every_relation_has_provenance():
    g = kg.extract("Oakland Police Chief Maria Lopez spoke to reporters on Monday.")
    (fact,) = [f for f in g.facts if f.predicate == "leads"]
    (ev,) = g.evidence(fact)
    assert ev.extractor == "rules.title_np" and 0 < ev.confidence <= 1
    assert ev.sentence == "Oakland Police Chief Maria Lopez spoke to reporters on Monday." and ev.start == 0


@pytest.mark.parametrize("text, place, based", [
    ("Leeds Networks cut prices. Shares fell in Leeds.", "Leeds", True),
    # a name's start the tagger took for a place somewhere, and no known place: the name's own short form
    ("Arbor Networks cut prices. Shares fell in Arbor.", "Arbor", False),
])
def test_a_place_opening_a_name_is_a_base_only_if_it_is_a_known_place(nlp, text, place, based):
    from kg.records import Chain, Mention, Sentence
    from kg.relations.rules.places import place_in_name
    from kg.relations.rules.syntax import MentionIndex

    doc = nlp(text)
    sentences = list(doc.sents)

    def chain(name, etype, at):
        start = text.index(name, at)
        sent = next(s for s in sentences if s.start_char <= start < s.end_char)
        mention = Mention("t", start, start + len(name), name, etype, Sentence("t", sent.start_char, sent.end_char,
                                                                              sent.text))
        return Chain("t", name, etype, (mention,))

    org_name = text.split(" cut")[0]
    chains = (chain(org_name, "Organization", 0), chain(place, "Place", text.index("in ")))
    found = {(r.subject.text, r.object.text) for r in place_in_name(doc, MentionIndex(doc, chains))}
    assert ((org_name, place) in found) is based


@pytest.mark.parametrize("text, expected", [
    # "from" or "on" before a person or an organisation names a party of the act
    ("Tom Vale resigned from Norbank in May.", ("Tom Vale", "resignedFrom", "Norbank")),
    ("Tom Vale bought the firm from Ann Cole.", ("Tom Vale", "boughtFrom", "Ann Cole")),
    ("Tom Vale called on Norbank to resign.", ("Tom Vale", "calledOn", "Norbank")),
])
def test_from_or_on_a_party_is_no_circumstance(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, unrelated", [
    # before a place, or "on" away from the verb, the preposition states a circumstance
    ("Tom Vale flew from Leeds to Kenya.", ("Tom Vale", "Leeds")),
    ("Ann Cole made little impact on Tom Vale early on.", ("Ann Cole", "Tom Vale")),
])
def test_from_a_place_or_on_away_from_the_verb_is_a_circumstance(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}


@pytest.mark.parametrize("text", ["Tom Vale, the owner of Norbank, said so.", "Norbank founder Tom Vale said so."])
def test_an_owner_or_founder_is_no_employee_or_leader(text):
    assert not {p for s, p, o in triples(text) if p in ("employedBy", "leads")}


def test_a_team_the_tagger_calls_a_group_is_no_party():
    # the small tagger reads "East Fife" as a nationality, which makes a party of it
    assert ("Tom Vale", "leads", "East Fife") in triples("East Fife boss Tom Vale said the side would recover.")


def test_the_head_of_a_unit_does_not_lead_its_parent():
    found = triples('"It is early," said Tom Vale, chief of Norbank\'s Kestrel Warning Unit.')
    assert ("Tom Vale", "employedBy", "Norbank") in found and ("Tom Vale", "leads", "Norbank") not in found

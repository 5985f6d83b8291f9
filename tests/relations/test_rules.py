"""Each rule on sentences of our own: sentence -> expected (subject, predicate, object) triples."""

from __future__ import annotations

import pytest

import kg
from tests.conftest import facts_by_label


def triples(text: str) -> set[tuple[str, str, str]]:
    return facts_by_label(kg.extract(text))


def statuses(text: str) -> set[tuple[str, str, str, str]]:
    graph = kg.extract(text)
    label = {e.id: e.label for e in graph.entities}
    return {(label[f.subject], f.predicate, label[f.object], f.status) for f in graph.facts}


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
    ("Laura Chen, president of the Kansas Nurses Association, criticised the plan.",
     {("Laura Chen", "leads", "Kansas Nurses Association")}),
    ("Paul Grant, a spokesman for Acme Corp., declined to comment.",
     {("Paul Grant", "employedBy", "Acme Corp.")}),
    ("Mary Holt, a professor of history at Kestrel College of the City University of Tulsa, died.",
     {("Mary Holt", "employedBy", "Kestrel College"), ("Mary Holt", "employedBy", "City University of Tulsa")}),
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
    ("Safcom's spokesman Ben Hart denied the report.",
     {("Ben Hart", "employedBy", "Safcom")}),
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
    ("Wichita businessman Neil Hart said he was surprised.", {("Neil Hart", "livesIn", "Wichita")}),
    ("The play is by Kenya playwright Ann Halvorsen.", {("Ann Halvorsen", "livesIn", "Kenya")}),
    ("Oxford schoolgirl Ann Halvorsen is the heroine.", {("Ann Halvorsen", "livesIn", "Oxford")}),
    ("The Omaha-born painter Lisa Wong opened a gallery.", {("Lisa Wong", "livesIn", "Omaha")}),
    ("Ann Cole, one of the leading economists in Brazil, said so.", {("Ann Cole", "livesIn", "Brazil")}),
    ("With Iowa being Tom Baxter's home state, the vote mattered.", {("Tom Baxter", "livesIn", "Iowa")}),
    ("Kenya Ambassador Ann Cole arrived on Monday.", {("Ann Cole", "livesIn", "Kenya")}),
    # "of" a place after a titled name: the place the office governs, and a home
    ("Mayor Ann Cole of Tulsa said so.", {("Ann Cole", "leads", "Tulsa"), ("Ann Cole", "livesIn", "Tulsa")}),
    # verb frames
    ("Ann Cole grew up in Leeds with her two brothers.", {("Ann Cole", "livesIn", "Leeds")}),
    ("Helen Parker works for the World Bank.", {("Helen Parker", "employedBy", "World Bank")}),
    ("Tom Reilly was hired by General Motors in 2003.", {("Tom Reilly", "employedBy", "General Motors")}),
    ("Ann Cole teaches at Vanderbilt University.", {("Ann Cole", "employedBy", "Vanderbilt University")}),
    ("Ann Cole, who directs the Kestrel Institute, said so.", {("Ann Cole", "leads", "Kestrel Institute")}),
    ("Ann Cole serves on the Kestrel Committee.", {("Ann Cole", "memberOf", "Kestrel Committee")}),
    ("Ann Cole was elected to the Varnell City Council in 2017.", {("Ann Cole", "memberOf", "Varnell City Council")}),
    ("Kestrel Agency Administrator Ann Cole said so.", {("Ann Cole", "leads", "Kestrel Agency")}),
    # a journalist writes or reports for the outlet that employs her
    ("Ann Cole writes for the Dunmore Herald.", {("Ann Cole", "employedBy", "Dunmore Herald")}),
    ("Ann Cole reports for Kestrel News.", {("Ann Cole", "employedBy", "Kestrel News")}),
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
    ("Scotland prop Tom Baxter is injured.", {("Tom Baxter", "memberOf", "Scotland")}),
    # after a headline the parser hangs the place on the role as an adverbial noun phrase
    ("Hart upbeat about arm injury\n\nIreland prop Ben Hart is staying positive.",
     {("Ben Hart", "memberOf", "Ireland")}),
    ("Scotland manager Carl Mason said so.", {("Carl Mason", "leads", "Scotland")}),
    ("Norway boss Carl Mason said so.", {("Carl Mason", "leads", "Norway")}),
    # a role after two names joined by "and" holds in each
    ("The former Norbank and Kestrel Rovers striker Tom Vale joined Leeds.",
     {("Tom Vale", "memberOf", "Norbank"), ("Tom Vale", "memberOf", "Kestrel Rovers")}),
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
    # a party's members given as examples of it, or said to be one in a relative clause
    ("Liberal Democrats like Ann Cole opposed the measure.", {("Ann Cole", "memberOf", "Liberal Democrats")}),
    ("Some Greens, such as Ann Cole and Ben Hart, backed it.",
     {("Ann Cole", "memberOf", "Greens"), ("Ben Hart", "memberOf", "Greens")}),
    ("Tom Vale, who is a Tory, said he would vote no.", {("Tom Vale", "memberOf", "Tory")}),
    # a party opening the words set off after a name that end on a party's post, however the parser read them
    ("Tom Vale, Tory work and pensions spokesman, said so.", {("Tom Vale", "memberOf", "Tory")}),
    ("Labour MP Ben Hart spoke. Tom Vale, Labour's health spokesman, said so.", {("Tom Vale", "memberOf", "Labour")}),
    # a party's word the tagger took into a person's name is the party's
    ("Mr Vale said he left, but Tory Dominic Hart called it a scandal.", {("Dominic Hart", "memberOf", "Tory")}),
    # a name written before "party" is a party's: its spokesman is a member
    ("The Labour party said the sums were wrong. Tom Vale MP, Labour's Chief Secretary to the Treasury, agreed.",
     {("Tom Vale", "memberOf", "Labour")}),
    # a firm the tagger calls a group is no party without a party's word or noun: its economist is staff
    ('"Sales have slowed," said Brantec economist Tom Vale.', {("Tom Vale", "employedBy", "Brantec")}),
    # "the party" refers back to a party's one word however the tagger read it
    ("Labour will cut taxes if it wins, the party's election chief Tom Vale said.",
     {("Tom Vale", "memberOf", "Labour")}),
    # "the company" refers back to the organisation just named
    ("Norbank's profits rose. Tom Vale, the company's chief executive, said so.", {("Tom Vale", "leads", "Norbank")}),
    ("Norbank's profits rose. The company's chief executive, Tom Vale, said so.", {("Tom Vale", "leads", "Norbank")}),
    ("Norbank's profits rose. Company spokesman Tom Vale said so.", {("Tom Vale", "employedBy", "Norbank")}),
    # a body after a list of three names is all of theirs
    ("Ann Cole, Ben Hart and Tom Vale of Norbank Foods were charged.",
     {("Ann Cole", "employedBy", "Norbank Foods"), ("Ben Hart", "employedBy", "Norbank Foods")}),
    # ... and to the run of three or more after a name with its own body
    ("Ann Cole of Safcom, Ben Hart, Carl Mason and Tom Vale of Norbank signed the letter.",
     {("Ann Cole", "employedBy", "Safcom"), ("Ben Hart", "employedBy", "Norbank"),
      ("Carl Mason", "employedBy", "Norbank")}),
    # a body set off after a later name of a list is that name's, wherever the parser hung it
    ("Others include Tom Vale of Norbank Foods; Ann Cole of Safcom; and Ben Hart, formerly of Varnell Foods.",
     {("Tom Vale", "employedBy", "Norbank Foods"), ("Ben Hart", "employedBy", "Varnell Foods")}),
    # ... and a body or a place after "both" or "all" set off after the names
    ("Ann Cole and Tom Vale, both of Norbank, resigned.",
     {("Ann Cole", "employedBy", "Norbank"), ("Tom Vale", "employedBy", "Norbank")}),
    ("Ann Cole, 31, and Tom Vale, 29, both of Tulsa, were arrested.",
     {("Ann Cole", "livesIn", "Tulsa"), ("Tom Vale", "livesIn", "Tulsa")}),
    # "the school" refers back to a school just named
    ("Kestrel College of Further Education will open a campus. Ann Cole, principal of the college, said so.",
     {("Ann Cole", "leads", "Kestrel College of Further Education")}),
    ("Researchers at Brantwick University found it. It is a big step, said Tom Vale, a professor at the school.",
     {("Tom Vale", "employedBy", "Brantwick University")}),
    # ... and as the object of a person's heading or founding it
    ("Norbank cut 500 jobs. Ann Cole, who heads the bank, said so.", {("Ann Cole", "leads", "Norbank")}),
    ("Norbank cut jobs. Ann Cole founded the company in 1990.", {("Ann Cole", "founded", "Norbank")}),
    # ... as a verb's subject, and "it" of what it says
    ("Norbank cut 500 jobs. The company sued Safcom in federal court.", {("Norbank", "sued", "Safcom")}),
    ("Norbank cut 500 jobs. The bank said it acquired Safcom.", {("Norbank", "acquired", "Safcom")}),
    # ... named further back: the body the story names most so far
    ("Norbank cut 500 jobs. Norbank lost money. Ann Cole was angry. Ben Hart agreed. The company sued Safcom.",
     {("Norbank", "sued", "Safcom")}),
    # ... with its trade written before the noun
    ("Norbank cut 500 jobs. The software maker's chief executive, Ann Cole, said so.",
     {("Ann Cole", "leads", "Norbank")}),
    ("Norbank cut 500 jobs. The automaker sued Safcom on Monday.", {("Norbank", "sued", "Safcom")}),
    # "It" opening a sentence goes on about the body the sentence before is about
    ("Norbank cut 500 jobs on Monday. It acquired Safcom last year.", {("Norbank", "acquired", "Safcom")}),
    # "its" before a title: the organisation that is the clause's subject, or the one just named
    ("Norbank reported a loss. Its chief executive, Tom Vale, said so.", {("Tom Vale", "leads", "Norbank")}),
    ("Norbank, which bought Safcom last year, said its chief executive Tom Vale would stay.",
     {("Tom Vale", "leads", "Norbank")}),
    ("Norbank reported a loss. Its headquarters in Tulsa will close.", {("Norbank", "basedIn", "Tulsa")}),
    ("Norbank's profits rose, company spokeswoman Ann Halvorsen said.", {("Ann Halvorsen", "employedBy", "Norbank")}),
    # a party's initial after a legislator's name, read against the parties the story names
    ("The Greens were angry. Sen. Tom Vale, G-Iowa, said the plan was wrong.", {("Tom Vale", "memberOf", "Greens")}),
    ("The Liberals cheered. Rep. Ann Halvorsen (L-Iowa) said so.", {("Ann Halvorsen", "memberOf", "Liberals")}),
    ("The Greens won. Gov. Tom Vale (G) said so.", {("Tom Vale", "memberOf", "Greens")}),
    # a party named in brackets after a person's name
    ("Ann Cole (Tory) said so.", {("Ann Cole", "memberOf", "Tory")}),
    ("Labour MP Ben Hart spoke. Tom Vale (Labour, Leeds North) said so.", {("Tom Vale", "memberOf", "Labour")}),
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
    # ... after a speaker named after "said", where the parser hangs the "from" on the verb
    ('"Nobody will buy it," said Ben Hart from Kestrel Power.', {("Ben Hart", "employedBy", "Kestrel Power")}),
    # a party before a title makes a member, its leader's title a leader; an office "of" a place is led
    ("Tom Vale, the Socialist governor of Iowa, said so.",
     {("Tom Vale", "memberOf", "Socialist"), ("Tom Vale", "leads", "Iowa")}),
    ("Tom Vale, the Tory leader, said so.", {("Tom Vale", "leads", "Tory")}),
    # a legislator, its speaker too, sits in the chamber; an aide works there
    ("Kenya Parliament Majority Leader Tom Vale blocked the bill.", {("Tom Vale", "memberOf", "Kenya Parliament")}),
    ("Tom Vale, a senior Kenya Parliament aide, said so.", {("Tom Vale", "employedBy", "Kenya Parliament")}),
    ("House Speaker Tom Vale said the House would vote.", {("Tom Vale", "memberOf", "House")}),
    # a speaker's title the tagger glued to the chamber's name, before the name or set off after it
    ("Former House of Varnell Speaker, Ann Cole, said so.", {("Ann Cole", "memberOf", "House of Varnell")}),
    ("House of Varnell Speaker Ann Cole said so.", {("Ann Cole", "memberOf", "House of Varnell")}),
    # a building's "House" is no chamber
    ("Tom Vale, director of the Grand Opera House, said so.", {("Tom Vale", "leads", "Grand Opera House")}),
    # a party right before a person's name
    ("The plan was attacked by Liberal Democrat Tom Vale.", {("Tom Vale", "memberOf", "Liberal Democrat")}),
    ("Democrat Ann Cole said the plan would fail.", {("Ann Cole", "memberOf", "Democrat")}),
    ("But Tory Ann Cole branded the plan scandalous.", {("Ann Cole", "memberOf", "Tory")}),  # tagged in her name
    # a party named in apposition or after a copula
    ("Tom Vale, a Tory from Leeds, said so.", {("Tom Vale", "memberOf", "Tory"), ("Tom Vale", "livesIn", "Leeds")}),
    ("Tom Vale is a Tory.", {("Tom Vale", "memberOf", "Tory")}),
    # a party's initial before a state: the party the story names by that letter, however many ways it names it
    ("Varnellists won the seat. The Varnellist Party spent heavily. Rep. Ann Cole, V-Dunmore, said the vote was close.",
     {("Ann Cole", "memberOf", "Varnellist Party")}),
    ("Varnellists blocked the bill. Varnellist leaders said it cost too much. Sen. Tom Vale (V-Dunmore) agreed.",
     {("Tom Vale", "memberOf", "Varnellists")}),
    # a party after a name's "of": a member, no employee
    ("Mayor Tom Vale of the Kestrel Party won the election.", {("Tom Vale", "memberOf", "Kestrel Party")}),
    # an organisation after a titled name's "of": what the title states there
    ("Police Chief Tom Vale of the Brantwick Police Department said the suspect fled.",
     {("Tom Vale", "leads", "Brantwick Police Department")}),
    # "the" and an adjective before a party: one of its members
    ("Tom Vale, the ranking Tory on the panel, said so.", {("Tom Vale", "memberOf", "Tory")}),
    ("Ann Cole is the only Tory to vote no.", {("Ann Cole", "memberOf", "Tory")}),
    # a player plays or signs for a team
    ("Tom Vale, who plays for Norbank Rovers, scored twice.", {("Tom Vale", "memberOf", "Norbank Rovers")}),
    ("Tom Vale signed for Leeds United in May.", {("Tom Vale", "memberOf", "Leeds United")}),
    ("Tom Vale signed with the Wichita Wolves in May.", {("Tom Vale", "memberOf", "Wichita Wolves")}),
    ("Tom Vale plays for the Wichita Wolves.", {("Tom Vale", "memberOf", "Wichita Wolves")}),
    ("Wichita Wolves center Tom Vale scored 20 points.", {("Tom Vale", "memberOf", "Wichita Wolves")}),
    ("Tom Vale, the Kestrels' quarterback, said so.", {("Tom Vale", "memberOf", "Kestrels")}),
    ("Tom Vale captained Norbank Rovers for six seasons.", {("Tom Vale", "memberOf", "Norbank Rovers")}),
    ("Ben Hart scored twice for the Kestrels.", {("Ben Hart", "memberOf", "Kestrels")}),
    ("Ben Hart and Tom Vale also scored for the Kestrels.",
     {("Ben Hart", "memberOf", "Kestrels"), ("Tom Vale", "memberOf", "Kestrels")}),
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


@pytest.mark.parametrize("text, unrelated", [
    # a distance, a partner and a list of places in places place nothing
    ("Beck Steel is a specialist steel firm in Armentieres, about 20 miles from Lille.", "Lille"),
    ("Kenya is Ghana's strategic partner, Mr Hart said.", "Ghana"),
    ("UK chief executive Carl Mason said so.", "UK"),
    # a body's name before the people a role serves names their body, not the role's employer
    ('"Sales fell," said Tom Vale, a consultant for Norbank sellers.', "Norbank"),
    ("Ann Cole, an adviser to Norbank shareholders, said so.", "Norbank"),
    ("Ann Cole, a senior US economist at Deutsche Bank, said so.", "US"),
    ("The tracks are at Kestrel Park in Leeds, Belle Vue in Manchester and Hall Green in Glasgow.", "Belle Vue"),
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
    ("Tom Vale, winner in Leeds for the last two years, ran again.", "Leeds"),
    # a firm in brackets after a person's name is no party
    ("Tom Vale (Norbank) said so.", "Norbank"),
    # "the company" named further back refers to no body when two lead alike
    ("Norbank bought Kestrel Labs. Ann Cole was angry. Ben Hart agreed. The company sued Tom Vale.", "Tom Vale"),
])
def test_no_relation_to(text, unrelated):
    assert not {t for t in triples(text) if t[2] == unrelated}


@pytest.mark.parametrize("text", [
    "Norbank signed with Safcom on a new deal.",  # two firms' deal
    "Tom Vale signed with Norbank for a loan of five million dollars.",  # a person's deal with a lender
])
def test_signing_with_a_body_not_named_as_a_team_makes_no_membership(text):
    assert not {t for t in triples(text) if t[1] == "memberOf"}


@pytest.mark.parametrize("text, unrelated", [
    # the party's initial needs the party named, and one party of that initial
    ("Sen. Tom Vale, G-Iowa, said the plan was wrong.", ("Tom Vale", "G")),
    # "the companies" is no one company; a party is not "the company"
    ("Norbank grew. Safcom was one of the companies that worked with the bank.", ("Norbank", "Safcom")),
    ("Tories were angry. Tom Vale, the company's chief executive, said so.", ("Tom Vale", "Tories")),
    ("Norbank's profits rose. A parent company spokesman, Tom Vale, said so.", ("Tom Vale", "Norbank")),
    ("Norbank gave money to a charity. Ann Cole, principal of the school, thanked them.", ("Ann Cole", "Norbank")),
    # a body the sentence says another is, or one named by its tie to another, is not the one just named
    ("Kestrel Motors cut output by 3%. Safcom was the only Tulsa based automaker to boast a rise in market share.",
     ("Kestrel Motors", "Tulsa")),
    # a "pressure group" is no company: the trade before a noun is a business's only
    ("Norbank News was down. The Tulsa-based pressure group said the site was blocked.", ("Norbank News", "Tulsa")),
    ("Norbank's profits rose. The holding company's chief executive, Tom Vale, said so.", ("Tom Vale", "Norbank")),
    # who reports a story is not what "It" opening the next sentence is
    ("A delegation visited Tulsa, the Varnell Courier reported. It was led by Tom Vale.",
     ("Tom Vale", "Varnell Courier")),
    # an empty "it", or an "It" after a sentence about a person, is no body
    ("Norbank cut 500 jobs. It emerged that Tom Vale had sued Safcom.", ("Norbank", "Safcom")),
    ("Ann Cole visited Norbank on Monday. It acquired Safcom last year.", ("Norbank", "Safcom")),
    # a side of a chamber is no party
    ("Assembly Majority Leader Tom Vale said so.", ("Tom Vale", "Majority")),
])
def test_no_party_or_organisation_without_its_name(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}


@pytest.mark.parametrize("text, unrelated", [
    # a body after a list of names is not all of theirs when one of them has words of their own, nor after two
    ("Ann Cole of Safcom, Ben Hart and Tom Vale of Norbank were charged.", ("Ben Hart", "Norbank")),
    ("Safcom's Ann Cole, Ben Hart and Tom Vale of Norbank were suspended.", ("Ann Cole", "Norbank")),
    ("Talks between Ann Cole and Tom Vale of Norbank failed.", ("Ann Cole", "Norbank")),
    ("Ann Cole of Safcom, Ben Hart, Carl Mason and Tom Vale of Norbank signed.", ("Ann Cole", "Norbank")),
])
def test_a_body_after_a_list_of_names_needs_a_bare_list(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}

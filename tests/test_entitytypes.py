"""Entity types by weight of evidence (kg.entitytypes): sentences of our own -> the type of each name.

Each case is one the small tagger gets wrong on its own (the ``tagged`` column records what it
said, so a case that stops testing the stage shows up), decided right from gazetteers, first
names and context across the document's mentions.
"""

from __future__ import annotations

import pytest

import kg
from kg.entitytypes import decide_types
from kg.lexicon.gazetteers import common_surnames, is_city_name, is_first_name, place_population
from kg.mentions import extract_mentions
from kg.records import EVENT, ORGANIZATION, PERSON, PLACE, PRODUCT, WORK, Mention, Sentence

CASES = [
    # an apposition with a company noun, then every mention of the name
    ("Yukos, the Russian oil firm, said it would appeal. Yukos said the ruling was unfair.", "Yukos",
     PERSON, ORGANIZATION),
    # a company's shares and results
    ("Shares in Kovrax rose after Kovrax reported a profit.", "Kovrax", PLACE, ORGANIZATION),
    ("Shares in Brannigan fell after Brannigan posted a loss.", "Brannigan", PLACE, ORGANIZATION),
    # the end of a company's name
    ("Kowalczyk Holdings said Brzeczek's shares fell.", "Kowalczyk Holdings", PERSON, ORGANIZATION),
    # a public body's head the tagger ignores
    ("The 40-employee Kestrel Council, set up in 1997, will close.", "Kestrel Council", PERSON, ORGANIZATION),
    ("Ben Hart called the 60-employee Turnip Council surprising.", "Turnip Council", PERSON, ORGANIZATION),
    # a person's firm or ministry, named after them
    ("Tom Vale said Ann Cole Productions will release the film.", "Ann Cole Productions", PERSON, ORGANIZATION),
    ("Ben Hart Ministries raised $3 million last year.", "Ben Hart Ministries", PERSON, ORGANIZATION),
    ("Ben Hart Enterprises owns the building.", "Ben Hart Enterprises", PERSON, ORGANIZATION),
    # a first name opens a person's name
    ("Tomasz Brzeczek founded Brzeczek Group.", "Tomasz Brzeczek", ORGANIZATION, PERSON),
    # a city in the gazetteer
    ("Orsolya Vandermeer, 44, moved to Parma in 2003.", "Parma", ORGANIZATION, PLACE),
    ("Parma is a city known for ham. Parma hosted the fair.", "Parma", PERSON, PLACE),
    # an acronym, a club's name
    ("Shares in QRX fell after QRX said profits were down.", "QRX", PLACE, ORGANIZATION),
    # (a designator after the name is the parse's organisation ruler's: tests/test_mentions.py)
    ("FC Kestrel signed the striker.", "FC Kestrel", PERSON, ORGANIZATION),
    ("He has agreed a move to Tulsa City from Leeds.", "Tulsa City", PLACE, ORGANIZATION),  # a club, not a town
    ("The Kestrel Gallery in Leeds closed.", "Kestrel Gallery", PERSON, ORGANIZATION),
    # one word, nobody's surname in the story, and one company cue
    ("Zarvox's chief executive said sales rose.", "Zarvox", PERSON, ORGANIZATION),
    ("Analysts said Quorvant's profits rose.", "Quorvant", PERSON, ORGANIZATION),
    ("Staff at Kovrax United protested.", "Kovrax United", PLACE, ORGANIZATION),
    # an example of a kind of company, in a list after one, or what it calls "its"
    ("The market is dominated by manufacturers like Zarvox.", "Zarvox", PERSON, ORGANIZATION),
    # an example of a kind of firm, before a verb: no clause on the noun ("the firm Ann Cole founded")
    ("Moving into a market dominated by manufacturers like Norman is a bold move.", "Norman", PERSON,
     ORGANIZATION),
    ("Safcom signed deals with two Indian airlines - Air Norvik and Kingfisher.", "Kingfisher", PERSON,
     ORGANIZATION),
    ("Brannigan cut its forecast for the year.", "Brannigan", PERSON, ORGANIZATION),
    # a service or a shop that carries what is sold or followed on it
    ("The album is sold on Dunmore.", "Dunmore", PERSON, ORGANIZATION),
    ("Follow Ann Cole on Dunmore for updates.", "Dunmore", PERSON, ORGANIZATION),
    # what only a business does: recalls what it makes, hires a workforce, files for bankruptcy
    ("Dunmore filed for bankruptcy on Monday.", "Dunmore", PERSON, ORGANIZATION),
    ("Tom Vale sued Dunmore. Dunmore is recalling 20,000 scooters.", "Dunmore", PERSON, ORGANIZATION),
    ("Tom Vale sued Dunmore. Dunmore hired 500 workers this year.", "Dunmore", PERSON, ORGANIZATION),
    # a kind of group or a part of a company described beside the name, for every name of an example list
    ("Ann Cole is the deputy editor of Kenyan magazine Varnell Format.", "Varnell Format", PERSON, ORGANIZATION),
    ("Hapoel Varnell Sakhnin, the Israeli club, signed him.", "Hapoel Varnell Sakhnin", PERSON, ORGANIZATION),
    ("Safcom was forced to sell Norvikneftegas, its key oil production unit.", "Norvikneftegas", PLACE,
     ORGANIZATION),
    ("We have to look at clubs like Kestrel and Brantwick to see how they deal.", "Brantwick", PLACE,
     ORGANIZATION),
    # "in X" after a verb of being based, living or being born: a place
    ("Ann Cole Holdings is based in Dunmore.", "Dunmore", PERSON, PLACE),
    ("The Ann Cole Foundation, based in Dunmore, funds cancer research.", "Dunmore", ORGANIZATION, PLACE),
    ("Ann Cole, 34, Ben Hart, 52, and Tom Vale, 19, all lived in Dunmore.", "Dunmore", PERSON, PLACE),
    # a name before a town's office on a person's name is the town, not an employer
    ("Dunmore Sheriff Tom Vale said the suspect fled.", "Dunmore", PERSON, PLACE),
    # a describing noun outweighs a first name, also right before a name parsed apart from it
    ("Ann Cole, deputy editor of Kenyan magazine Tom Format, said the machine would sell.", "Tom Format", PERSON,
     ORGANIZATION),
    ("The changes were made after film studio Ben Kestrel expressed concern.", "Ben Kestrel", PERSON,
     ORGANIZATION),
    # more kinds of firm
    ("Danish brewer Tom Vale suffered a fall in profits.", "Tom Vale", PERSON, ORGANIZATION),
    ("He is the favourite at bookmakers Tom Dunmore.", "Tom Dunmore", PERSON, ORGANIZATION),
    # a name before a job on a person's name employs the person
    ("Senior Kestrel backbencher Tom Vale said the bill was wrong.", "Kestrel", PERSON, ORGANIZATION),
    # "the borough of X", and of every name listed with X
    ("The Leeds borough of Hillingdon voted.", "Hillingdon", PERSON, PLACE),
    ("Voters in the Leeds boroughs of Hillingdon and Wandsworth backed it.", "Wandsworth", PERSON, PLACE),
    # what a copula says the name is
    ("Kestrel is a small town in northern Oklahoma.", "Kestrel", ORGANIZATION, PLACE),
    # an honorific outweighs the tagger's one mention
    ('"Prices will rise," said Mr Kestrelov.', "Kestrelov", ORGANIZATION, PERSON),
    # a person's "his" or "her", a person's singular "who"
    ("Bell could make his debut on Saturday.", "Bell", ORGANIZATION, PERSON),
    ("Hartley, who has played for Leeds, will join the club.", "Hartley", ORGANIZATION, PERSON),
    # what only a person does: say "he" of itself, be born, establish "himself"; only a firm: be founded, "itself"
    ("Hartley said he would stay at the club.", "Hartley", ORGANIZATION, PERSON),
    ("Turner was born in Kenya and studied the piano.", "Turner", ORGANIZATION, PERSON),
    ("Bell established himself as chief conductor of the orchestra.", "Bell", ORGANIZATION, PERSON),
    ("Kestrel was founded in Leeds in 1955.", "Kestrel", PERSON, ORGANIZATION),
    ("Brannigan describes itself as a premier marketing company.", "Brannigan", PERSON, ORGANIZATION),
    # a singular name with a plural verb is a team, a band or a firm; a country stays a place
    ("In fairness I think Kestrel have missed a couple of players.", "Kestrel", PERSON, ORGANIZATION),
    ("The Wales supporters cheered. Wales have rediscovered their form and Wales have won.", "Wales",
     ORGANIZATION, PLACE),
    # "the" before a name of several words ending in a plural: a band or a team, whatever its first word
    ("The new album by the Tom Otters was a hit.", "Tom Otters", PERSON, ORGANIZATION),
    ("Ann Cole once sang with the Tom Gees.", "Tom Gees", PERSON, ORGANIZATION),
    # no person is "which"
    ("Kestrel Beatty, which built the line, said it was safe.", "Kestrel Beatty", PERSON, ORGANIZATION),
    # a town named as a team: before a team role, or a side of a result with a score
    ("Leeds manager Tom Vale said his side were unlucky.", "Leeds", PLACE, ORGANIZATION),
    ("Leeds beat Tulsa 2-1 on Saturday.", "Tulsa", PLACE, ORGANIZATION),
    # the parser reads the side before its score as an adverb's noun
    ("The Kestrel Colts reached the play-offs as they overcame Lawrence 31-24 on Thursday.", "Lawrence", PERSON,
     ORGANIZATION),
    ("He was hurt in Dunmore's 17-16 win over Bath on Saturday.", "Bath", PERSON, ORGANIZATION),
    ("Brantwick defeated Leeds 65-53 on Friday in the quarterfinal.", "Brantwick", PLACE, ORGANIZATION),  # no town
    ("Tulsa (11-4) made a fourth comeback this season.", "Tulsa", PLACE, ORGANIZATION),  # its record
    # a team's own noun or a result after the possessive, what a player signs with or for
    ("Tom Vale has joined Tulsa's squad for the play-offs.", "Tulsa", PLACE, ORGANIZATION),
    ("Ann Cole praised Wichita's supporters after Wichita's win.", "Wichita", PLACE, ORGANIZATION),
    ("The striker Tom Vale signed for Tulsa on a two-year deal.", "Tulsa", PLACE, ORGANIZATION),
    # "in X" counts fully for a town the gazetteer knows
    ("It makes cookers and ovens in Grimsby.", "Grimsby", PERSON, PLACE),
    ("It makes cookers and ovens in Bangor.", "Bangor", ORGANIZATION, PLACE),
    ("Engines will no longer be made in Cremona.", "Cremona", ORGANIZATION, PLACE),
    # a large place after a comma places the name
    ("Police said the men were seen at Varnell, France, last week.", "Varnell", ORGANIZATION, PLACE),
    # a name listed with names of districts of large towns
    ("The party targets Leeds North, Bristol Central, Manchester Yardley and Birmingham Moorside.",
     "Manchester Yardley", PERSON, PLACE),
    ("Seats include Bristol West, Cardiff Central, Leeds North West, Cambridge, Varnell Vale, Oxford East and "
     "Sheffield Central.", "Varnell Vale", ORGANIZATION, PLACE),
    # a member's seat
    ("Tom Vale, the Labour MP for Birmingham Yardley, said so.", "Birmingham Yardley", PERSON, PLACE),
    # the place an office is held for, after its holder's name or the office
    ("Gov. Ben Hart of Varnell signed the measure.", "Varnell", ORGANIZATION, PLACE),
    ("Mayor Tom Vale of Dunmore said the city would appeal.", "Dunmore", PERSON, PLACE),
    ("The mayor of Dunmore said the vote was historic.", "Dunmore", ORGANIZATION, PLACE),
    # a company's shares are traded
    ("Shares of Brantwick rose 4% in early trading.", "Brantwick", PLACE, ORGANIZATION),
    # a company's head office or staff "in X" are where X is
    ("Kestrel's headquarters in Varnell were evacuated.", "Varnell", ORGANIZATION, PLACE),
    ("Safcom has 300 employees in Bangor.", "Bangor", ORGANIZATION, PLACE),
    ("Sales in Cremona rose.", "Cremona", ORGANIZATION, PLACE),
    # a name joined as a job employs; an outlet described as one
    ("Ann Cole joined Kestrel in 2015 as chief financial officer.", "Kestrel", PERSON, ORGANIZATION),
    ("The report was first published by Kestrel, a nonprofit newsroom.", "Kestrel", PERSON, ORGANIZATION),
    # a service's account, users or app named before the noun
    ("Download the Kestrel app to order food.", "Kestrel", PERSON, ORGANIZATION),
    # what is posted or aired "on" a service; a price put on a company
    ("The video was posted on Kestrel on Sunday and viewed a million times.", "Kestrel", PERSON, ORGANIZATION),
    ("The deal values Kestrel at $2 billion, including debt.", "Kestrel", PERSON, ORGANIZATION),
    # a name before a lower-case noun of an area
    ("The Dunmore district has seen a rise in crime, police said.", "Dunmore", PERSON, PLACE),
    ("Rents in the Kestrel neighborhood have doubled since 2015.", "Kestrel", PERSON, PLACE),
    # a describing noun before a name opening with a first name ("Harold") outweighs the first name
    ("Shares of housebuilder Harold Vale rose 3%.", "Harold Vale", PERSON, ORGANIZATION),
    # a first name before the end of a company's name
    ("Tom Vale of Harold Foods said sales rose.", "Harold Foods", ORGANIZATION, ORGANIZATION),
    # one word a country owns, beside a kind of firm
    ("The company, majority-owned by Norway's Marvelli, said costs rose.", "Marvelli", PERSON, ORGANIZATION),
    ("The firm signed a deal with Brazil's Hoshimura on Monday.", "Hoshimura", PLACE, ORGANIZATION),
    # a later name of a list after a plural kind of firm
    ("Research by technology firms Marvelli and Varakin showed a rise.", "Varakin", PERSON, ORGANIZATION),
    ("The retailers Marvelli, Varakin and Hoshimura said sales fell.", "Varakin", PERSON, ORGANIZATION),
    # what a part of a place is "of": a district, a neighborhood, the outskirts
    ("Three cases were reported in the Jinlong district of Norbank, state media said.", "Norbank", ORGANIZATION,
     PLACE),
    ("Residents of the outskirts of Tessco were told to leave.", "Tessco", PERSON, PLACE),
    # a firm's site in a place
    ("Quorvant announced Tuesday it will open a new office in Dunmore, bringing 200 jobs.", "Dunmore",
     ORGANIZATION, PLACE),
    # a kind of product or work before the name, or after it on someone else's possessive
    ("Sales of cholesterol drug Varnexa fell.", "Varnexa", ORGANIZATION, PRODUCT),
    ("Kestrel's Zorbo console will go on sale in March.", "Zorbo", PLACE, PRODUCT),
    ("Norbank's humanoid robot Kestrel can now run.", "Kestrel", PERSON, PRODUCT),
    ("Safcom unveiled its Marvelli laptop on Monday.", "Marvelli", PERSON, PRODUCT),
    ("The film Brantwick opened on Friday.", "Brantwick", PLACE, WORK),
    ("Her new album Dunmore Nights sold well.", "Dunmore Nights", PERSON, WORK),
    ("Her book Brantwick Lane sold a million copies.", "Brantwick Lane", PERSON, WORK),
    ("The company recalled its Dunmore pickup after a fire.", "Dunmore", ORGANIZATION, PRODUCT),
    ("Norbank said its new Kestrel phone will go on sale in May.", "Kestrel", PERSON, PRODUCT),
    # a gathering's noun after "the" and the name, or in apposition
    ("Ann Cole spoke at the Kestrel festival in Leeds.", "Kestrel", PERSON, EVENT),
    ("Speaking at the Kestrel football business forum in Tulsa, he said sales rose.", "Kestrel", PERSON, EVENT),
    ("Tom Vale drove the car Brantwick to Leeds.", "Brantwick", PLACE, PRODUCT),
    # a one-word place no gazetteer knows gives way to any other type's cue
    ("Shares in Brantwick fell 5%.", "Brantwick", PLACE, ORGANIZATION),
    ("Brantwick cut its profit forecast on Monday.", "Brantwick", PLACE, ORGANIZATION),
    # a product's noun after "the": the name is the product's own
    ("Norbank has been working on the Kestrel processor for five years.", "Kestrel", ORGANIZATION, PRODUCT),
    ("The Marvelli console goes on sale in May.", "Marvelli", PERSON, PRODUCT),
    ("Sales of the Varakin handset rose 20%.", "Varakin", PERSON, PRODUCT),
    # a numbered unit of size measures a device: the name after it is the product's own
    ("The new 16-inch Varnell Pro has a larger screen.", "Varnell Pro", ORGANIZATION, PRODUCT),
    ("My 13-inch Varnell Air has a broken key.", "Varnell Air", ORGANIZATION, PRODUCT),
    # no person's name takes "the": a place where a preposition leads to it, an organisation otherwise
    ("Norbank, which owns the Marvelli, reported a loss.", "Marvelli", PERSON, ORGANIZATION),
    ("The boat sailed up to the Varakin on Monday.", "Varakin", PERSON, PLACE),
    ("He swam across the Marvelli.", "Marvelli", PERSON, PLACE),
    # a list of organisations takes in one more of its kind
    ("The deal was backed by Norbank Capital, Hoshimura and Safcom Holdings.", "Hoshimura", PLACE, ORGANIZATION),
    ("The suppliers included Norbank Foods, Marvelli and Safcom Group.", "Marvelli", PERSON, ORGANIZATION),
    # a name before a piece of research: a pollster's or a think tank's
    ("The Kestrel poll puts Labour ahead, Kestrel said.", "Kestrel", PERSON, ORGANIZATION),
    ("Varakin said its survey showed a rise. The Varakin survey covered 1,000 homes.", "Varakin", PERSON,
     ORGANIZATION),
    # an electoral district: after a member's "for", before a seat's noun or after it and "of"
    ("Tom Vale, MP for Dunmore, said he would stand down.", "Dunmore", PERSON, PLACE),
    ("Ann Cole held the Marvelli seat with a majority of 400.", "Marvelli", PERSON, PLACE),
    ("Tom Vale won the Varnell constituency in 1997.", "Varnell", ORGANIZATION, PLACE),
    ("Labour held the seat of Varnell Moorside by 40 votes.", "Varnell Moorside", ORGANIZATION, PLACE),
    # a ward, and a place's name that ends as a party's word
    ("Three councillors in the Brantwick Green ward were cleared.", "Brantwick Green", ORGANIZATION, PLACE),
    # where a job is held, after "at", "with" or "for": an employer
    ("\"Sales are weak,\" said Ben Hart, chief economist at Varakin.", "Varakin", PERSON, ORGANIZATION),
    ("\"Sales are weak,\" said Ben Hart, chief economist with Hoshimura.", "Hoshimura", PLACE, ORGANIZATION),
    ("\"Sales are weak,\" said Ben Hart, a senior analyst for Marvelli.", "Marvelli", PERSON, ORGANIZATION),
    ("\"It was a distraction,\" said Ben Hart, legal counsel for Quorvant.", "Quorvant", PLACE, ORGANIZATION),
    # a band's noun before a name the tagger calls an event; a first name opening a band's name before the main
    # verb's auxiliary (no clause on the noun: "the firm Ann Cole founded")
    ("Dance band Quorvant Summer Festival played in Leeds.", "Quorvant Summer Festival", EVENT, ORGANIZATION),
    ("US band Ben Otter 5 was named best new act.", "Ben Otter 5", PERSON, ORGANIZATION),
    # "act" after a kind of music: a band
    ("US pop act Green Eyed Otters picked up the best international album gong for Dunmore.", "Green Eyed Otters",
     WORK, ORGANIZATION),
    # a long name whose initials the story writes as an organisation's
    ("Hoshimura Varakin Marvelli said profits rose. HVM said the results were good.", "Hoshimura Varakin Marvelli",
     PERSON, ORGANIZATION),
]


def _types(nlp, text: str, name: str, *, decided: bool) -> set[str]:
    doc = nlp(text)
    mentions = extract_mentions(doc, doc_id="t")
    if decided:
        mentions = decide_types(doc, mentions)
    return {m.type for m in mentions if m.text == name}


@pytest.mark.parametrize(("text", "name", "tagged", "expected"), CASES)
def test_types_by_weight_of_evidence(nlp, text, name, tagged, expected):
    assert tagged in _types(nlp, text, name, decided=False)
    assert _types(nlp, text, name, decided=True) == {expected}


@pytest.mark.parametrize(("text", "name", "kind"), [
    ("Only five films can win the best film Kestrel.", "Kestrel", WORK),  # a prize's category
    ("Safcom sells a 65-inch Norbank TV for $900.", "Norbank", PRODUCT),  # the size measures the noun
])
def test_kinds_that_qualify_another_noun(nlp, text, name, kind):
    # a noun of a product or work that qualifies another noun does not say what the name is
    assert kind not in _types(nlp, text, name, decided=True)


@pytest.mark.parametrize(("text", "name", "expected"), [
    ("Kennedy was shot in Dallas.", "Kennedy", PERSON),  # a common surname outweighs a town of that name
    ("She spoke to the Tom Vale who runs the shop.", "Tom Vale", PERSON),  # "the" before a full name
    ("Tom Vale scored before the break, but the Welshman missed a penalty.", "Welshman", PERSON),  # by country
    ("Ann Cole won in Leeds, where the Briton beat Tom Vale.", "Briton", PERSON),
    # a body's head that ends a person's name too, after a first name or as a common surname
    ("Ben Hart called the 60-employee Tom Board surprising.", "Tom Board", PERSON),
    ("Ben Hart called the 60-employee Kestrel Church surprising.", "Kestrel Church", PERSON),
    ("Elizabeth arrived with her husband.", "Elizabeth", PERSON),  # a first name too
    # a duo before two full names is the pair of people, not a band each
    ("There were also wins for Croatian duo Tom Varakin and Ben Hoshimura.", "Tom Varakin", PERSON),
    ("Irish duo Tom Vale and Ben Hart have been added to the squad.", "Tom Vale", PERSON),
    ("Toyota said it would expand. Toyota's profits rose. Sales of Toyota cars rose.", "Toyota",
     ORGANIZATION),  # a company the tagger saw several times outweighs a town
    ("The Boston-based insurer Liberty Mutual said on Monday.", "Liberty Mutual", ORGANIZATION),
    ("Voters in Leeds North West backed the party.", "Leeds North West", PLACE),  # a city's district
    ("They flew to Panama City on Monday.", "Panama City", PLACE),  # a city the gazetteer knows, no club
    # a small town's name of two words, opening with no first name, outweighs the tagger's one person
    ("Tom Vale visited Puerto Natales on Monday.", "Puerto Natales", PLACE),
    ("Hatfield, which lies north of Leeds, flooded.", "Hatfield", PLACE),  # a place may be "which"
    # a country's other name outweighs an acronym's and a company cue
    ("The US blocked its application. The US said it would not budge.", "US", PLACE),
    # a country named as a team stays a place; "players" of a town are no team's
    ("Norway captain Tom Vale will miss the game. Norway have yet to name a new captain.", "Norway", PLACE),
    ("Tom Vale, one of Tulsa's greatest players, said so.", "Tulsa", PLACE),
    ("Tom Vale moved to Leeds in 2003.", "Leeds", PLACE),
    # what only a place is: where a firm is based or located, "suburban", "nearby", before "-based"
    ("The company is based in Varnell and employs 300 people.", "Varnell", PLACE),
    ("The plant is located in Varnell.", "Varnell", PLACE),
    ("Police said the shooting happened in suburban Varnell on Tuesday.", "Varnell", PLACE),
    ("Residents in nearby Varnell were told to leave their homes.", "Varnell", PLACE),
    ("Kestrel is a Dunmore-based maker of boats.", "Dunmore", PLACE),
    # a club's name before its penalty area
    ("Dunmore United scored early. Tom Vale shot from the edge of the Dunmore United area but Dunmore United "
     "held on.", "Dunmore United", ORGANIZATION),
    # whose man or residents a town's name says someone is; where "east of" is
    ("A Dunmore man was charged Tuesday with murder.", "Dunmore", PLACE),
    ("The crash happened about 30 miles east of Dunmore.", "Dunmore", PLACE),
    # whose residents, natives or citizens people are: only a place's ("the son of X" is a person's)
    ("Officials said the fire destroyed 40 homes. Residents of Dunmore were told to evacuate.", "Dunmore", PLACE),
    ("Tom Vale, a native of Kestrel, moved to Brantwick in 1990.", "Kestrel", PLACE),
    ("Ann Cole, a longtime resident of Varnell, said the water was unsafe.", "Varnell", PLACE),
    ("The body was found in Varnell, Dunmore County, on Sunday.", "Varnell", PLACE),  # a town in its county
    ("Students at Kestrel College in Varnell protested.", "Varnell", PLACE),  # where an organisation is
    ("Tulsa's defence of its budget drew fire from Wichita's rivals.", "Tulsa", PLACE),  # a town's own defence
    # a person's clause on a kind of organisation leaves the person a person
    ("The firm Ann Cole founded grew.", "Ann Cole", PERSON),
    ("Sales at the company Tom Vale runs fell.", "Tom Vale", PERSON),
    ("The firm Ann Cole founded was sold in 2003.", "Ann Cole", PERSON),
    ("The band Carl Mason formed is touring Kenya.", "Carl Mason", PERSON),
    ("Film-maker Ben Wichita has said the film will be dark.", "Ben Wichita", PERSON),  # a job as often
    ("Leading games maker Peter Dunmore has been made an OBE.", "Peter Dunmore", PERSON),  # a job, not a firm
    # a verb with a subject or a report of its own leaves the name to the noun before it
    ("Shares in retailer Harold Vale fell 4% on Monday.", "Harold Vale", ORGANIZATION),
    ("Investment bank Harold Vale said profits rose.", "Harold Vale", ORGANIZATION),
    ("The French co-head of defence group NRBK Ann Cole is to leave his post.", "Ann Cole", PERSON),  # NRBK's noun
    ("Tom Vale, Leeds, said the vote was close.", "Tom Vale", PERSON),  # a full name outweighs the place after it
    ("Dunmoreton defeated Leeds 65-53 on Friday in the quarterfinal.", "Dunmoreton", PERSON),  # a player may win
    # a large place after a comma is no region in a list of names ("X, Leeds, Y and Z")
    ("Brannigan, Leeds, Kestrel Rovers, Dunmore Town and Tulsa went through.", "Brannigan", PERSON),
    ("The tour visits Leeds, Bristol, Manchester and Tom Vale.", "Tom Vale", PERSON),  # a full name stays one
    ("Ann Cole wrote a book on Ben Hart.", "Ben Hart", PERSON),  # written about, not posted on
    ("General Motors will build the car at its Saab factory.", "Saab", ORGANIZATION),  # a brand's factory
    ("Fans value Vale's loyalty. Tom Vale said he would stay.", "Tom Vale", PERSON),  # no price put on him
    ("Vale's account of the meeting differed. Tom Vale said he was there.", "Tom Vale", PERSON),  # his own account
    # a country's person: no kind of firm near, or a full name's surname in the story
    ("Kenya's Varakin said the talks had failed.", "Varakin", PERSON),
    ("Tom Varakin won. The firm said Kenya's Varakin had failed.", "Varakin", PERSON),
    # a list's kind that is a person's job too, a singular kind (the first name's), a name with a first name
    ("Seasoned film-makers Tom Vale, Ann Cole and Ben Hart challenge them.", "Ann Cole", PERSON),
    ("The lawsuit names drugmaker Marvelli and Tom Varakin.", "Tom Varakin", PERSON),
    # a coach recalls a player by name, and a person hires a lawyer
    ("Dunmore has recalled Hartley to the squad. Dunmore said he was pleased.", "Dunmore", PERSON),
    ("Dunmore hired a lawyer. Tom Vale sued Dunmore.", "Dunmore", PERSON),
    # a person or a country listed with organisations
    ("Norbank Group, Safcom Holdings and Tom Vale were sued.", "Tom Vale", PERSON),
    ("Norbank Group, Safcom Holdings and Kenya signed the pact.", "Kenya", PLACE),
    # a review named after its author, a party's seat, the house a district elects to
    ("The Tom Vale report says sales fell. Ann Cole agreed with Vale.", "Vale", ORGANIZATION),
    ("Ann Cole won a Labour seat in Leeds.", "Labour", ORGANIZATION),
    ("She sat for the Commons constituency of Varnell Moorside.", "Commons", ORGANIZATION),
    # an unknown place with no cue against it, and a known place whatever the cue, stay places
    ("Police in Brantwick said the road was closed.", "Brantwick", PLACE),
    ("Wichita cut its budget forecast on Monday.", "Wichita", PLACE),
    ("Police said Brantwick deputy Tom Vale waited outside.", "Brantwick", PLACE),  # the office a job may serve
    # a maker is written bare or with "a"; a work's noun after "the" may be its star's; a place's is where it sells
    ("Ann Cole bought a Norbank laptop last year.", "Norbank", ORGANIZATION),
    ("Tom Vale said Norbank phones sold well.", "Norbank", ORGANIZATION),
    ("The Kenya phone market grew.", "Kenya", PLACE),
    ("She starred in the Tom Vale film last year.", "Tom Vale", PERSON),
    # a job's "for" before a known place or a person's name is no employer's
    ("The new health minister for Scotland spoke.", "Scotland", PLACE),
    ("The film won best director for Tom Vale.", "Tom Vale", PERSON),
    # a town the tagger reads as a place hosts the gathering named after it
    ("Tom Vale flew to the Brantwick forum on Monday.", "Brantwick", PLACE),
])
def test_types_the_evidence_keeps(nlp, text, name, expected):
    assert _types(nlp, text, name, decided=True) == {expected}


def test_gazetteers():
    assert place_population("France") > place_population("Parma") > 15_000
    assert place_population("Zorvex") == 0
    assert is_city_name("Nairobi") and is_city_name("Oslo") and not is_city_name("Wichita")
    assert "kennedy" in common_surnames() and "parma" not in common_surnames()
    assert is_first_name("Tomasz") and is_first_name("Philippe")
    assert not is_first_name("Sang") and not is_first_name("ING")


@pytest.mark.parametrize("text, name, expected", [
    ("PC sales will double, according to a report by analysts Quorvant Research.", "Quorvant Research", "Organization"),
    ("Telecom analysts Varnell Digest welcomed the move.", "Varnell Digest", "Organization"),
    # a list: each one of the plural
    ("Kestrel players Tom Vale and Ann Cole were hurt.", "Tom Vale", "Person"),
    # a verb the tagger read as a plural
    ("Dunmore Nights stars Ann Cole as a woman thrown out by her husband.", "Ann Cole", "Person"),
])
def test_a_plural_before_one_name_makes_it_a_body(text, name, expected):
    assert {e.label: e.type for e in kg.extract(text).entities}[name] == expected


@pytest.mark.parametrize("text, name, expected", [
    # a party's members in a place whose name is also a first name: no person
    ("Tulsa Democrats won a majority for the first time since 1993.", "Tulsa Democrats", ORGANIZATION),
    ("Kenya Republicans won a majority for the first time since 1993.", "Kenya Republicans", ORGANIZATION),
    # a person named like a place still is one
    ("Kenya Cole won a majority for the first time since 1993.", "Kenya Cole", PERSON),
])
def test_a_partys_members_are_no_person(nlp, text, name, expected):
    """The tagger's organisation stays one, though the first word is a first name."""
    doc = nlp(text)
    sentence = Sentence("t", 0, len(text), text)
    mention = Mention("t", 0, len(name), name, ORGANIZATION if name.endswith("s") else PERSON, sentence)
    assert [m.type for m in decide_types(doc, (mention,))] == [expected]


def _county() -> str:
    """A one-word subdivision below a country's first level that no town of the gazetteer's size shares, read
    from pycountry so that no corpus's place is named here."""
    import pycountry

    from kg.entitytypes import LARGE_TOWN
    from kg.lexicon.gazetteers import is_subdivision

    return next(s.name for s in sorted(pycountry.subdivisions, key=lambda s: s.code)
                if s.parent_code and s.name.isalpha() and is_subdivision(s.name)
                and place_population(s.name) < LARGE_TOWN)


@pytest.mark.parametrize(("region", "placed"), [
    (_county(), True),  # a county or a province closes the phrase: the name before it is a town's
    ("Cole", False),  # a surname after a comma is a list going on
])
def test_a_name_before_a_county_lies_in_it(nlp, region, placed):
    from spacy.tokens import Doc

    from kg.entitytypes import _placed_in_region

    doc = Doc(nlp.vocab, words=f"the crash at Brantwick , {region} , in June".split(),
              ents=["O", "O", "O", "B-PERSON", "O", "B-GPE", "O", "O", "O"])
    assert _placed_in_region(doc.ents[0]) is placed


@pytest.mark.parametrize(("text", "expected"), [
    # the tagger missed the mention with the describing noun: its words still count
    ("Prosecutors said Dutch retailer Brantwick inflated its earnings. Suppliers to Brantwick face charges.",
     ORGANIZATION),
    # a repeat that opens a sentence is not read as the name (a capital there says nothing)
    ("Brantwick inflated its earnings, prosecutors said. Suppliers to Brantwick face charges.", PLACE),
])
def test_an_untagged_repeat_is_evidence(nlp, text, expected):
    doc = nlp(text)
    start = text.rindex("Brantwick")
    span = doc.char_span(start, start + len("Brantwick"))
    tagged = Mention(doc_id="t", start=start, end=span.end_char, text=span.text, type=PLACE,
                     sentence=Sentence.of("t", span.sent))
    assert {m.type for m in decide_types(doc, (tagged,))} == {expected}

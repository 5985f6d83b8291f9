"""Words inside and around the names of organisations, places, facilities and events."""

from __future__ import annotations

#: Words that end the name of an event, whatever the tagger called it.
EVENT_HEADS = frozenset({
    "championship", "championships", "cup", "games", "olympics", "open", "show", "festival", "awards",
    "sevens", "tournament", "conference", "summit", "prix", "marathon", "series", "war", "election",
    "elections", "expo", "fair", "week", "forum",
})
#: Words that end the name of an award or a contest ("Kestrel Newcomer Award").
AWARD_HEADS = frozenset({"award", "prize", "contest", "trophy", "medal"})
#: Things won, which the body that awards them only describes: "won Norbank's award", "ran to the Kestrel title".
PRIZE_NOUNS = AWARD_HEADS | {"title", "crown"}
#: Words that end a place name, whatever the tagger called it ("Seminole County").
PLACE_HEADS = frozenset({"county", "city", "province", "township", "parish", "borough", "island", "islands",
                         "river", "valley", "lake", "mountains", "peninsula", "bay", "square", "street", "avenue",
                         "strait", "straits", "gulf", "canyon", "crater", "glacier", "volcano", "reservoir"})
#: Words that open a place name, whatever the tagger called it ("Mount Varnell", "Lake Kestrel", "Ft. Dunmore").
PLACE_OPENERS = frozenset({"mount", "mt", "lake", "cape", "fort", "ft"})
#: Words of a postal address's part before its number: "Suite 350", "P.O. Box 12", "Apt. 4" (no name).
ADDRESS_PARTS = frozenset({"suite", "ste", "box", "apt", "apartment", "unit", "floor"})
#: Words that end the name of a state's subdivision: a name before one and a comma lies in it ("Varnell, Dunmore
#: County").
SUBDIVISION_HEADS = frozenset({"county", "parish", "township"})
#: Words that end the name of a facility, whatever the tagger called it.
FACILITY_HEADS = frozenset({"plant", "prison", "penitentiary", "airport", "seashore", "depot", "reactor",
                            "refinery", "dam", "bridge", "stadium", "arena", "mine", "base", "tower", "towers",
                            "tunnel"})
#: Lower-case words after a name that are part of it, with the tagger's label for the whole: "the Kestrel
#: field", "Varnell prison", "the Tom Vale stand", "the Marvelli awards".
SITE_TAILS = {"prison": "FAC", "field": "LOC", "oilfield": "LOC", "gasfield": "LOC", "stand": "FAC",
              "stadium": "FAC", "dam": "FAC", "awards": "EVENT"}
#: Site kinds whose name alone names the site too ("Kestrel" of "the Kestrel field"); not a stand's, often named
#: after a person, nor an event's.
SITES_NAMED_ALONE = frozenset({"field", "oilfield", "gasfield", "prison", "stadium", "dam"})
#: Site kinds, written capitalised in the site's name, whose name alone names the site too ("Kestrel" of "Kestrel
#: Airport"): an airport is named by its place's name, never a stadium (by its club's, another thing).
TITLED_SITES_NAMED_ALONE = frozenset({"airport"})
#: Words that end the name of a building an organisation may run: such a name lies in a place rather than being
#: based there ("the Kestrel Centre in Leeds", "Norbank Hall").
VENUE_HEADS = frozenset({"centre", "center", "theatre", "theater", "hall", "gallery", "museum", "hotel", "church",
                         "cathedral", "temple", "mosque", "station", "zoo", "stadium", "arena", "prison", "airport",
                         "hospital", "palace"})
#: A venue's last word, which stories swap for one another ("the Kestrel Arena", "Kestrel Center"; "Centre" is
#: folded to "center").
VENUE_SWAP_HEADS = frozenset({"center", "clinic", "arena", "stadium", "coliseum", "hall", "dome", "fieldhouse"})
#: Prepositions that put a name where a venue's goes, as no person's name is written ("checked into Kestrel Vale",
#: "treated at Kestrel Vale").
VENUE_PREPOSITIONS = frozenset({"at", "in", "into"})
#: Words before a venue's last word that stories write or leave out ("Kestrel Treatment Center", "Kestrel Clinic").
VENUE_QUALIFIERS = frozenset({"treatment", "rehab", "rehabilitation", "recovery", "detox", "medical", "sports",
                              "events", "convention", "conference", "exhibition", "municipal", "memorial", "civic"})
#: Words that end the name of a law or treaty: only such a name tagged LAW is kept ("Rovers 24-10" is not).
LAW_HEADS = frozenset({"act", "acts", "bill", "law", "treaty", "code", "amendment", "constitution", "convention",
                       "directive", "charter", "accord", "accords", "protocol", "agreement", "statute"})
#: Law words that end no body's name: a name the tagger calls an organisation's or a place's that ends in one is a
#: law's or a treaty's ("the Kestrel Water Act", "the Leeds Trade Agreement"); not "law" ("Kestrel Law", a firm),
#: "code", "charter", "constitution", "convention" or "protocol".
BILL_HEADS = frozenset({"act", "acts", "bill", "treaty", "amendment", "directive", "accord", "accords", "agreement",
                        "statute"})
#: Landforms written in lower case after a place's name: "the Sahara desert".
LANDFORMS = frozenset({"desert", "river", "valley", "mountains", "plateau", "lake", "basin", "canyon", "delta",
                       "peninsula", "sea", "strait", "gulf"})
#: Lower-case words a place's name may end with: a landform or a site's kind.
LOWER_NAME_TAILS = LANDFORMS | frozenset(SITE_TAILS)
#: Words a sea's or an ocean's name may go without ("the Mediterranean", "the Atlantic").
WATER_WORDS = frozenset({"sea", "ocean"})
#: Common nouns that describe an organisation ("the chip maker Nvidia").
ORG_NOUNS = frozenset({
    "company", "firm", "maker", "manufacturer", "producer", "retailer", "carrier", "airline", "bank",
    "insurer", "conglomerate", "startup", "broker", "lender", "publisher", "broadcaster", "newspaper",
    "regulator", "operator", "supplier", "developer", "automaker", "carmaker", "giant", "group", "charity",
})
#: Nouns for a group or a body that describe a name beside :data:`ORG_NOUNS` ("film studio Kestrel", "clubs like
#: Dunmore", "the band Varnell"), read only for a name's type, not to find names.
GROUP_NOUNS = frozenset({"club", "studio", "magazine", "band", "label", "consultancy", "agency", "channel",
                         "website", "outfit", "quartet", "trio", "duo", "brewer", "chipmaker", "drugmaker",
                         "supermarket", "chain", "distributor", "corporation", "multinational", "bookmaker",
                         "newsroom", "outlet", "tabloid", "publication", "network", "laboratory", "cooperative",
                         "housebuilder", "telco"})
#: Group nouns by their number of members, which before a list of full names stand for its people ("the duo Ann Cole
#: and Tom Vale"), and for a band or the clubs listed otherwise ("the trio Kestrel").
ENSEMBLE_NOUNS = frozenset({"duo", "trio", "quartet"})
#: Number words that go on an organisation's name, as channels are named ("Kestrel Three", "Formula One").
NAME_NUMBERS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"})
#: Lower-case words inside a person's name ("Ludwig van Beethoven", "Osama bin Laden", "Catherine of Aragon").
NAME_PARTICLES = frozenset({"van", "von", "de", "der", "den", "da", "di", "du", "la", "le", "del", "della", "dos",
                            "das", "bin", "ibn", "al", "el", "ter", "y", "zu", "of"})
#: Prefixes of a ship's name ("HMS Kestrel", "USS Tulsa"): the name is a vessel's, not a person's.
VESSEL_PREFIXES = frozenset({"HMS", "USS", "INS", "RMS", "HMAS", "HMCS", "HMNZS", "PNS", "MV", "RV"})
#: Words that end an organisation name.
ORG_HEADS = frozenset({
    "office", "department", "police", "association", "commission", "agency", "school",
    "university", "college", "academy", "bureau", "council", "committee", "ministry",
    "corporation", "corp", "inc", "company", "co", "institute", "foundation", "union",
    "party", "authority", "administration", "board", "court", "tribunal", "hospital", "clinic", "hospice", "service",
    "services", "club", "church", "league", "federation", "organization", "organisation",
    "group", "bank", "network", "news", "times", "post", "journal", "district", "press", "herald",
    "tribune", "gazette", "chronicle", "inquirer", "sentinel", "examiner", "bulletin", "rescue",
    "army", "navy", "force", "patrol", "guard", "senate", "congress", "parliament",
})
#: Of those, the heads of a public body's or an institution's name that no place's name ends with ("Kestrel
#: Authority", "Norbank Audit Committee"): not a district's.
BODY_NAME_HEADS = ORG_HEADS - {"district"}
#: Last words of a company's name.
COMPANY_SUFFIXES = frozenset({"co", "corp", "inc", "ltd", "llc", "plc", "company", "corporation"})
#: Abbreviations inside names that the tokenizer would cut from their period, ending the name there
#: ("Dunmore Police Dept.", "Kestrel Intl.", "Ft. Dunmore"); none is a word that often ends a sentence.
NAME_ABBREVIATIONS = ("Dept.", "Intl.", "Assn.", "Assoc.", "Univ.", "Natl.", "Hosp.", "Mfg.", "Svcs.", "Hldgs.",
                      "Mgmt.", "Govt.", "Twp.", "Dist.", "Div.", "Ctr.", "Ft.", "Pt.")
#: Heads that alone name the one body of their kind in a country's news ("Parliament" in a Kenyan paper), where
#: "the Commission" or "the Department" alone names none.
INSTITUTION_HEADS = frozenset({"senate", "congress", "parliament"})
#: Heads of a newspaper's name that alone are a paper's name ("the Herald reported", "told the Gazette"), where
#: "the Commission" alone names no body; "news" and "press" alone are as often the media at large.
#: A capital's district code written after its name: "Tulsa DC" is the place "Tulsa" (the US capital's code).
DISTRICT_CODES = frozenset({"dc"})
#: Daily papers whose Sunday edition is named after them with "on Sunday": "the Mail on Sunday" is one paper.
SUNDAY_EDITION_PAPERS = frozenset({"mail", "independent"})
PAPER_HEADS = frozenset({"times", "post", "journal", "herald", "tribune", "gazette", "chronicle", "inquirer",
                         "sentinel", "examiner", "bulletin"})
#: A legislature's committees, named in lower case after its chamber: "the Assembly fisheries committee".
COMMITTEE_WORDS = frozenset({"committee", "subcommittee", "sub-committee"})
#: Bodies of an organisation one sits or serves on: "sits on the board of Norbank".
BODY_NOUNS = COMMITTEE_WORDS | frozenset({"board", "executive", "council", "panel"})
#: Nouns that say their possessor belongs to the body after "of": "Tom Vale's membership of Norbank".
MEMBERSHIP_NOUNS = frozenset({"membership"})
#: Bodies whose possessor belongs to the one named beside them: "his party, the Kestrel Coalition", "her band, Varakin".
OWN_BODY_NOUNS = frozenset({"party", "club", "band", "team", "side", "squad", "union"})
#: Words before such a body that say it is not the possessor's own: a place's ("his constituency party, Dunmore
#: North") or a rival's ("his rival party, the Kestrel Coalition").
NOT_OWN_BODY_WORDS = frozenset({"constituency", "rival", "opposing", "opposition"})
#: Nouns for a person said to be behind an organisation, who leads it: "Tom Vale, the man behind Norbank".
BEHIND_NOUNS = frozenset({"man", "woman"})
#: Chambers that name their committees before the committee's remit ("the Commons health committee").
COMMITTEE_CHAMBERS = INSTITUTION_HEADS | {"house", "commons", "lords", "assembly"}
#: Heads of a state's missions abroad: the place opening such a name ("the Kenya Embassy") is not where it is.
MISSION_HEADS = frozenset({"embassy", "consulate", "mission"})
#: Chambers named whole, whose last word is no chamber's elsewhere ("House", not "Grand Opera House").
CHAMBER_NAMES = frozenset({"house", "house of representatives", "house of commons", "house of lords"})
#: Heads whose name goes on with "of" ("University of Beirut"); not a company's ("Acme Corp. of Iowa").
OF_HEADS = frozenset({
    "university", "college", "institute", "academy", "school", "bank", "union", "department", "ministry",
    "commission", "council", "committee", "court", "federation", "league", "party", "association", "bureau",
    "office", "administration", "board", "church", "foundation", "agency", "authority", "organization",
    "organisation", "society", "chamber", "congress", "assembly",
})
#: Heads of a body's name, besides ``OF_HEADS``, that a remit follows ("Kestrel Group on Betting and Gaming").
REMIT_HEADS = frozenset({"group", "centre", "center", "institution", "panel", "forum", "coalition", "alliance"})
#: Heads of a school's name that goes on over "at" and its campus's place ("University of Kestrel at Varnell").
CAMPUS_HEADS = frozenset({"university", "college"})
#: Prepositions that open a body's remit in its name ("Department for Culture", "Committee on Ethics").
REMIT_PREPOSITIONS = frozenset({"for", "on", "of"})
#: Head words of a body's name that, written alone after "the", mean the one body of the story with that head:
#: "the Federation" after "the Kenyan Federation", "the Commission" after "the Safcom Commission".
SHORT_HEADS = OF_HEADS | frozenset({"navy", "army", "police", "parliament", "senate", "government"})
#: Organisation heads also recognised in lower case after a proper name ("Brantwick police").
LOWER_ORG_HEADS = frozenset({"police"})
#: Heads of a public body's lower-case name after the tagged place it serves ("the Tulsa city council", "the Kansas
#: state legislature", "the Leeds health department", "the Wichita sheriff's office").
PLACE_BODY_HEADS = frozenset({
    "council", "board", "department", "ministry", "committee", "commission", "legislature", "assembly", "office",
    "authority", "agency", "bureau",
})
#: Nouns for a government named after the person who leads it ("the Vale administration").
LEADER_GOVERNMENTS = frozenset({"administration", "government"})
POSSESSIVE = frozenset({"'s", "’s"})
#: Kinds of music the tagger takes for an organisation before a performer's role: "R&B singer X" belongs to no band.
MUSIC_GENRES = frozenset({"r&b", "hip-hop", "hip hop", "soul", "pop", "rock", "jazz", "folk", "punk", "rap", "reggae",
                          "blues", "gospel", "indie", "grime", "techno", "britpop", "motown", "funk", "disco",
                          "dance"})
#: Nouns for a broadcast: the capitalised words before one, after a broadcaster's possessive, name the
#: programme ("Radio Kestrel's Dawn programme").
BROADCAST_NOUNS = frozenset({"programme", "program", "show"})
#: Kinds of medicine: before a code they name a disease's or a compound's code, no product ("H1N1 vaccine").
DRUG_NOUNS = frozenset({"drug", "medicine", "medication", "vaccine", "painkiller", "opioid"})
#: Kinds of product that, before a name or beside it, say what it is ("the drug Varnexa", "its Z3 console").
PRODUCT_NOUNS = DRUG_NOUNS | frozenset({"console", "handset", "smartphone", "smartwatch", "browser", "suv", "sedan",
                                        "pickup", "jet", "aircraft", "helicopter", "chip", "processor", "rocket",
                                        "spacecraft", "rover", "telescope", "missile", "rifle", "robot", "laptop",
                                        "camcorder", "phone", "tablet", "computer", "pc", "camera", "software",
                                        "device", "gadget", "car", "printer"})
#: Units of a device's size or capacity: a name right after one, numbered, is a product's own ("the new 16-inch
#: Kestrel Pro", "a 64GB Varnell Note"), as no firm, person or place is measured so.
SIZE_UNITS = frozenset({"inch", "inches", "in.", "cm", "mm", "gb", "tb", "megapixel", "mah"})
#: Technical acronyms that are common nouns, not names: parts and ports of a device, units, formats and
#: networks ("the CPU", "an HDMI port", "60 FPS"), which the tagger takes for names when written in capitals; not
#: those a body's initials often make ("AI", "PC", "TV", "GB", "NFC" of a sports conference).
TECH_ACRONYMS = frozenset({"cpu", "gpu", "ram", "rom", "ssd", "hdd", "usb", "hdmi", "rgb", "led", "lcd", "oled",
                           "kb", "tb", "ghz", "mhz", "fps", "gsm", "lte", "ecg", "hdr", "uhd", "dvd", "mp3",
                           "pdf", "jpeg", "vpn", "rrp"})
#: Kinds of work that, before a name or beside it, say what it is ("the film Dawn", "her novel Ashes").
WORK_NOUNS = frozenset({"film", "movie", "novel", "book", "album", "podcast", "documentary", "sitcom",
                        "musical", "memoir", "painting"})
#: Small words written in lower case inside a title ("Return of the Kestrel", "Driftwood in Tulsa").
TITLE_SMALL_WORDS = frozenset({"of", "the", "a", "an", "and", "in", "at", "on", "to", "for", "from", "with"})
#: Contests a sports body runs, whose acronym before them names it: "a KTF singles title", "her first KTF final"
#: (no "rankings": schools and exams are ranked too).
SPORT_CONTEST_NOUNS = frozenset({"final", "tournament", "tour", "title", "singles", "doubles"})
#: Kinds of work whose title follows them ("the single Driftwood", "the play Kestrel Nights"): a title is cut
#: after these as after the nouns of :data:`WORK_NOUNS`, which alone also type a tagged name.
TITLED_NOUNS = WORK_NOUNS | frozenset({"song", "single", "track", "play", "comedy", "drama", "farce", "opera", "poem"})
#: Lower-case nouns of a gathering that the name before them after "the" names ("the Kestrel festival in Tulsa",
#: "the Kestrel football business forum"): not "conference" or "show", as often a party's or a broadcaster's.
GATHERING_NOUNS = frozenset({"festival", "exhibition", "fair", "expo", "forum", "carnival", "convention"})
#: Words that end a name without being one ("Jr.", "III").
NAME_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv", "v"})
#: Degrees and licences written after a name between commas ("X, Ph.D., director of Y"), without stops.
NAME_CREDENTIALS = frozenset({"phd", "md", "dds", "dmd", "dvm", "esq", "rn", "cpa", "mba", "jd", "mph", "facs",
                              "facp"})
#: Nouns for a place's government by its kind: "a spokeswoman for the city of Tulsa" works for the city.
JURISDICTION_NOUNS = frozenset({"city", "state", "county", "town", "village", "township", "borough",
                                "commonwealth", "province"})
#: Nouns for a place: a name in apposition to one ("Yerevan, the capital of Armenia") or an
#: organisation-tagged name owning one ("Armenia's second-largest city") is a place's.
PLACE_NOUNS = frozenset({"capital", "city", "town", "village", "province", "state", "country", "nation",
                         "region", "county", "republic", "island", "port", "suburb", "municipality", "borough",
                         "neighbourhood", "neighborhood", "hamlet"})
#: Lower-case nouns for a stretch of land a place's name comes before: "the Dunmore area", "the Kestrel district"
#: (a firm has branches and a person has a home there, not an area); not "region", also a rugby side's.
AREA_NOUNS = frozenset({"area", "district", "neighborhood", "neighbourhood", "suburb", "suburbs", "outskirts",
                        "countryside"})
#: Last words that make a name a place's whatever the gazetteers know ("Kestrel Valley", "Brantwick Township"); not
#: "city" nor "street", which end shows' and offices' names too ("Holby City"), nor "capital" ("Kestrel Capital").
REGION_TAILS = (LANDFORMS | AREA_NOUNS | PLACE_NOUNS | PLACE_HEADS) - {"city", "capital", "port", "nation", "republic",
                                                                      "street", "square", "avenue"}
#: Nouns for where someone lives or comes from: "the Tulsa home of X", "their hometown of Grants";
#: a name owning one is a person's ("Sohn's New Jersey home").
HOME_NOUNS = frozenset({"home", "house", "residence", "apartment", "hometown", "birthplace"})
#: Words of direction: "Mohammadia, south-east Algeria", "in central Massachusetts" (with the
#: hyphen the tokenizer splits off "south - east").
COMPASS_WORDS = frozenset({
    "north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest", "north-east",
    "north-west", "south-east", "south-west", "northern", "southern", "eastern", "western", "central",
    "northeastern", "northwestern", "southeastern", "southwestern", "-",
})
ARTICLES = frozenset({"the", "a", "an"})

#: Bodies one is a candidate *for* without being a member: "a candidate for parliament".
OFFICES = frozenset({"senate", "congress", "court", "parliament", "council", "house", "assembly", "board",
                     "presidency", "legislature", "commission"})
#: Nouns for a place or a site, beside :data:`~kg.mentions.PLACE_NOUNS`: "the Sahara, a desert in Africa".
SITE_NOUNS = frozenset({
    "desert", "mountain", "river", "lake", "site", "area", "territory", "district", "community", "resort",
    "neighborhood", "neighbourhood", "park", "forest", "hotel", "airport", "base", "plant", "factory", "prison",
    "university", "school", "hospital", "museum", "stadium", "centre", "center", "headquarters", "station",
    "peninsula", "enclave", "exporter", "economy", "seaport",
})
#: Nouns for a kind or part of an organisation: "Norbank, Norway's largest employer", "the US unit of X".
ORG_KINDS = frozenset({"unit", "subsidiary", "arm", "affiliate", "branch", "employer", "watchdog", "body",
                       "institution", "organisation", "organization", "chain", "exchange", "operator", "nonprofit"})
#: Kinds of organisation written right before an untagged name, which they say is one: "telecoms firm Safcom",
#: "two ratings agencies - Norbank and Safcom" (an "agency" or a "club" too, never a person's job).
KIND_NOUNS = ORG_NOUNS | ORG_KINDS | frozenset({"agency", "club"})
#: Nouns that say a name beside them is an organisation's, for its type ("the oil firm X", "film studio X",
#: "its unit X", "the band X").
ORG_DESCRIPTIONS = KIND_NOUNS | GROUP_NOUNS
#: Of those, the ones that are a person's job as often ("producer Tom Vale", "veteran broadcaster Ann Cole").
PERSONAL_KINDS = frozenset({"producer", "maker", "publisher", "developer", "broker", "operator", "broadcaster"})
#: Prepositions after a person's job before where the job is: "security expert at Safcom", "an analyst with Norbank".
WORKPLACE_PREPOSITIONS = frozenset({"at", "for", "with"})
#: Nouns that say what the name before them is ("the Mottram Hall hotel", "the Safcom newspaper"):
#: the kinds of site that are buildings or grounds, and the kinds of organisation (not "site", which is
#: as often a web site, nor "area" or "economy"; not a part such as "unit" or "affiliate", another body).
DESCRIPTIVE_NOUNS = (SITE_NOUNS - {"site", "area", "territory", "community", "economy", "exporter", "enclave",
                                   "district", "headquarters"}) | ORG_NOUNS
#: Determiners before a company's name that make it one of its branches: "a Walmart in Leeds".
BRANCH_DETERMINERS = frozenset({"a", "an", "another", "every"})
#: Nouns that refer back to a country the story has just named: "the country's richest man".
ANAPHORIC_COUNTRY_NOUNS = frozenset({"country", "nation"})
#: ... and back to a US state: "the state's second-largest city".
ANAPHORIC_STATE_NOUNS = frozenset({"state"})
#: Nouns for a business that refer back to the company the story has just named, which may follow its trade:
#: "the company's chief executive", "the software maker", "the oil company".
ANAPHORIC_BUSINESS_NOUNS = frozenset({
    "company", "firm", "business", "corporation", "bank", "carrier", "airline", "retailer", "insurer", "lender",
    "broadcaster", "publisher", "maker", "manufacturer", "automaker", "carmaker", "supplier", "developer",
    "provider", "operator",
})
#: Those and the nouns for other bodies, which refer back to the organisation just named but take no trade (a
#: "pressure group" or a "rights group" is another kind of body than the company just named).
ANAPHORIC_ORG_NOUNS = ANAPHORIC_BUSINESS_NOUNS | {
    "group", "agency", "department", "organisation", "organization", "charity", "university", "party", "union",
    "network", "newspaper", "magazine", "band", "team", "club", "startup", "nonprofit", "council", "ministry",
    "bureau", "league", "studio",
}
#: Nouns for a school that refer back only to a body the story has named as one ("the college" of "X, principal
#: of the college" after "Kestrel College of Further Education"; "the school" after "Brantwick University"), not
#: to the company it names most: a school left unnamed is common in news ("a teacher at the school").
ANAPHORIC_SCHOOL_NOUNS = frozenset({"school", "college", "institute"})
#: Words in a name that make it a school's, for :data:`ANAPHORIC_SCHOOL_NOUNS`.
SCHOOL_NAME_WORDS = frozenset({"university", "college", "school", "institute", "academy", "polytechnic"})
#: Words before such a noun that make it another body than the one just named: "the parent company".
OTHER_BODY_MODIFIERS = frozenset({
    "parent", "holding", "shell", "sister", "subsidiary", "partner", "rival", "member", "client", "target",
    "successor", "predecessor", "spinoff", "venture", "host",
})
#: Roles that place a place or an organisation: a place, a site or a kind of organisation.
LOCATING_ROLES = PLACE_NOUNS | SITE_NOUNS | ORG_NOUNS | ORG_HEADS | ORG_KINDS
#: Nouns naming the organisation that owns another as its part ("Norbank, the parent company of Safcom").
PARENT_NOUNS = frozenset({"parent", "parents"})
#: Nouns that make an organisation part of a larger one: "Kestrel Labs, a unit of Norbank", "a Norbank
#: subsidiary" (not an affiliate, which a network's station is without being the network's).
PART_OF_NOUNS = frozenset({"unit", "subsidiary", "arm", "division", "branch", "part", "offshoot", "wing",
                           "department", "agency", "bureau", "component", "chapter"})
#: Of those, the nouns that say whose part a name is when written before it ("Norbank subsidiary Kestrel Labs");
#: "(Norbank's advertising) agency Kestrel" more often says what the name is, an agency that works for Norbank.
PREMODIFIER_PART_NOUNS = PART_OF_NOUNS - {"agency"}
#: Parts of an organisation: who is "of" one of them works for the organisation.
UNIT_NOUNS = frozenset({"division", "department", "office", "unit", "bureau", "branch", "section", "staff",
                        "team", "desk", "wing"})
#: Heads of a body's name that a remit may follow: "Department of X", "Institute for X".
BODY_HEADS = OF_HEADS | REMIT_HEADS
#: Head words of a body's name that may name a part of another body ("the Kestrel Party's Brantwick Committee");
#: what an organisation owns under other names is more often a product or a show the tagger took for one.
BODY_PART_HEADS = BODY_HEADS | UNIT_NOUNS
#: Nouns for a part of a place: "in the southeastern part of Rwanda".
PART_NOUNS = frozenset({"part", "region", "area", "corner", "outskirts", "suburbs", "heart", "north", "south",
                        "east", "west", "centre", "center"})
#: Participles that put an organisation where a place before them is: "Leeds-based", "Leeds-headquartered".
#: (The tagger lemmatises "headquartered" either way.)
BASED_LEMMAS = frozenset({"base", "headquarter", "headquartered"})
#: Participles that give a described thing its name: "a Leeds-based group called Norbank".
NAMING_LEMMAS = frozenset({"call", "name", "dub"})
#: Adjectives said only of places: "in suburban X", "residents of nearby X".
PLACE_ADJECTIVES = frozenset({"suburban", "nearby", "neighboring", "neighbouring", "downtown", "rural"})
#: Nouns for an organisation's seat: "NRC headquarters in Rockville".
SEAT_NOUNS = frozenset({"headquarters", "hq", "base"})
#: A firm's sites, "in" where they are: "a new office in Dunmore", "its plant in Dunmore".
OUTPOST_NOUNS = frozenset({"plant", "factory", "office", "store", "facility", "warehouse", "campus", "mill",
                           "refinery", "hub", "branch", "location"})
#: Words after which an organisation's name is its jurisdiction: "Tulsa Police Department".
JURISDICTION_WORDS = frozenset({"police", "sheriff", "fire", "city", "transit"})
#: Words before a jurisdiction word that say what kind of force it is, not where: "Metropolitan Police",
#: "Capitol Police", "Royal Mounted Police".
FORCE_KINDS = frozenset({"metropolitan", "capitol", "royal", "mounted", "national", "federal", "state", "military",
                         "transport", "secret", "border", "park", "port", "river", "airport", "university", "campus",
                         "tribal", "civil", "judicial", "religious", "riot", "traffic", "highway", "municipal"})

# Cross-document resolution (kg.namekeys, kg.resolve).
#: Corporate designators: "Hewlett-Packard Co" and "Hewlett-Packard Corp" are one company.
CORPORATE_SUFFIXES = frozenset({"inc", "corp", "corporation", "co", "company", "ltd", "limited", "llc", "plc",
                                "incorporated", "ag", "sa", "nv", "gmbh"})
#: Words that only complete a firm's name, whose business they do not name: "Norbank Sachs Group Inc." is "Norbank
#: Sachs", but "Kestrel Investments" may be a unit of "Kestrel".
FIRM_FORM_WORDS = CORPORATE_SUFFIXES | {"group", "holdings"}
#: Heads of a government body written before or after its portfolio: "Department of Fisheries", "Fisheries
#: Department" (not "University of X", which may be another than "X University").
REORDERED_HEADS = frozenset({"department", "ministry"})
#: Words dropped from organisation keys: variants insert or drop them ("Tulsa County Sheriff's Office").
ORG_NOISE = CORPORATE_SUFFIXES | {"the"}
#: Of those, the ones dropped only from a name that keeps two words without them: "Tulsa Police
#: Department" is "Tulsa Police", but "Labor Department" is no "Labour".
INSERTED_WORDS = frozenset({"county", "department", "dept", "office", "departments"})
#: Nouns for a company's traded shares: the capitalised name they are of is a company's ("shares of Norbank").
SHARE_NOUNS = frozenset({"shares", "stock", "stocks", "stake"})
#: Stock exchanges whose ticker follows a company's name in parentheses ("Norbank Inc. (NYSE: NRB)").
STOCK_EXCHANGES = frozenset({"nyse", "nasdaq", "amex", "tsx", "lse", "asx", "otc", "otcqx", "otcqb", "cboe", "bats"})
#: Words initials skip ("KCGS" of "K.C. Geological Survey", "FBI" of "Federal Bureau of Investigation").
ACRONYM_SKIP = frozenset({"of", "the", "and", "for", "&", "de", "du", "des", "la", "le"})
#: Last letters of an acronym that stand for a company's legal ending its name is often written without
#: ("Limited": "Kestrel Aeronautics (KAL)").
UNWRITTEN_ENDING_LETTERS = frozenset({"l"})
#: Spellings and abbreviations written either way ("Varnell Arts Centre", "Mt Dunmore").
SPELLINGS = {"centre": "center", "theatre": "theater", "mt": "mount", "ft": "fort", "defence": "defense",
             "organisation": "organization", "labour": "labor", "&": "and"}
#: One-word organisation heads too generic to name one organisation ("Police", "University").
GENERIC_HEADS = frozenset({
    "police", "department", "university", "college", "school", "council", "court", "party", "commission",
    "committee", "ministry", "bank", "group", "company", "center", "association", "agency", "union", "club",
    "army", "office", "board", "service", "services", "institute", "foundation", "church", "hospital", "network",
    "news", "times", "post", "press", "authority", "government", "administration", "team", "house", "senate",
    "congress", "assembly", "academy", "league", "federation", "corporation", "airlines", "international",
})
#: Words after a name that make a unit, branch, building or product of what the name alone names
#: ("HP Services", "Vodafone KK", "Staples Center", "Iowa Capitol").
UNIT_WORDS = frozenset({"services", "service", "division", "unit", "kk", "labs", "foundation", "systems", "solutions",
                        "entertainment", "network", "networks", "studios", "records", "pictures", "capitol", "museum",
                        "arena", "stadium", "center", "hospital", "university", "college", "school", "schools", "bank",
                        "airport", "station", "tower", "building", "street", "road", "park"})
#: Words that complete a firm's name, so that the name without them is the same firm ("Sequoia" of
#: "Sequoia Capital"); any other word after a name may make a unit, a product or a building of it
#: ("Kestrel Arcade", "Norbank Finance Committee", "Safcom Arena").
FIRM_ENDINGS = frozenset({"capital", "group", "holdings", "partners", "ventures", "associates", "industries",
                          "investments", "enterprises", "brothers", "bros", "securities", "inc", "corp",
                          "corporation", "co", "company", "ltd", "llc", "plc", "limited",
                          # the trade after a firm's short name ("Cairn Energy" is "Cairn")
                          "energy", "communications", "telecom", "telecommunications", "motors", "airways",
                          "pharmaceuticals", "systems", "technologies", "technology", "networks", "electronics",
                          "foods", "resources", "petroleum", "oil", "media", "entertainment", "software",
                          "financial", "finance", "insurance", "airlines", "broadband", "electric",
                          "aerospace", "therapeutics", "pharma", "biotech", "biosciences", "semiconductor",
                          "semiconductors", "logistics", "chemicals", "mining", "apparel", "automotive", "robotics",
                          "realty", "bancorp", "research", "analytics", "diagnostics", "healthcare", "hotels",
                          "resorts", "brands"})
#: Words after a name that make another body of it even in one story: a unit, a building, a newsroom, a
#: committee, a charity, a prize named after it ("Norbank Foundation", "Safcom News", "Kestrel Arena", "Kestrel
#: Aid Trust", "Norbank Prize"), not a campus, a studio or a firm's ending, which the short name there writes
#: alone ("Dunmore" for "Dunmore University" in its own story).
PART_WORDS = ((UNIT_WORDS | VENUE_HEADS | FACILITY_HEADS | GENERIC_HEADS | BODY_NOUNS | AWARD_HEADS
               | {"trust", "fund", "charity", "appeal"}) - CAMPUS_HEADS - FIRM_ENDINGS - {"studios"})
#: Words of a place's name that no person's name has ("Indiana State", "Kansas City").
PLACE_WORDS = frozenset({"state", "city", "county", "island", "islands", "river", "lake", "mount", "valley", "bay",
                         "sea", "ocean", "gulf", "north", "south", "east", "west", "new", "port", "beach"})
#: What a company has or is said of: "Yukos's shares", "Dell shareholders", "the chief executive of X".
COMPANY_NOUNS = frozenset({
    "share", "shareholder", "stock", "stake", "profit", "revenue", "sale", "earnings", "customer", "subscriber",
    "takeover", "merger", "acquisition", "bid", "boss", "ceo", "chairman", "chairwoman", "executive",
    "spokesman", "spokeswoman", "spokesperson", "headquarters", "subsidiary", "brand", "product", "unit",
    "division", "workforce", "employee", "staff", "founder", "owner", "board", "investor", "creditor", "bankruptcy",
    "listing", "valuation", "offer", "deal", "shares", "price", "rival", "competitor", "executives", "chief",
})
#: What a service or a platform has, its name before it ("a Kestrel account", "Kestrel users"): a person's comes
#: as a possessive ("Vale's account"), and only a place's name is also read so ("UK users").
PLATFORM_NOUNS = frozenset({"account", "handle", "user", "app", "feed", "channel", "platform"})
#: Verbs whose "on X" is a service, a channel or a shop that carries what is posted, aired, watched or sold
#: ("posted on Kestrel", "watch on Kestrel", "sold on Kestrel"); a person is written about, not posted on.
POSTING_VERBS = frozenset({"post", "share", "upload", "stream", "livestream", "broadcast", "air", "tweet", "publish",
                           "watch", "listen", "follow", "view", "download", "subscribe", "sell", "buy", "advertise"})
#: Of those, the ones a country or city also has ("Kenya shares", "Norway's chief"): they count for an
#: organisation only after a possessive or "of", never as a compound before a place name.
SHARED_WITH_PLACES = frozenset({"economy", "chief", "offer", "deal", "rival", "price", "unit", "board", "spokesman",
                                "spokeswoman", "spokesperson", "sale", "investor", "customer"})
#: Prepositions before a place ("based in X", "flights to X").
PLACE_PREPOSITIONS = frozenset({"in", "near", "across", "throughout", "outside", "around"})
#: Nouns after which "in X" is a share of something, not a location ("a stake in X").
HOLDING_NOUNS = frozenset({"stake", "share", "shares", "interest", "investment", "holding", "role", "job", "post",
                           "position", "seat", "place", "career", "confidence", "trust", "captaincy"})
#: Company nouns whose "in X" says where they are, not what company: "its headquarters in X", "sales in X",
#: "staff in X" (while "a stake in X" and "an investor in X" are in a company).
PLACED_COMPANY_NOUNS = frozenset({"headquarters", "subsidiary", "unit", "division", "workforce", "employee", "staff",
                                  "customer", "subscriber", "sale", "profit", "revenue", "earnings", "executive",
                                  "executives", "listing"})
#: Company nouns that places own as often ("the price of X", "the economy of X"): no cue of either.
PLACE_OR_COMPANY_NOUNS = frozenset({"price", "economy"})
#: Nouns of a piece of research that a name right before them made ("the Kestrel survey"): a pollster's, a
#: think tank's or a firm's, unless the name is a person's (a review named after its author).
STUDY_NOUNS = frozenset({"report", "survey", "poll", "study"})
#: Nouns of an electoral district, of which a name before them or after "of" is a place ("the Varnell seat", "the
#: Dunmore ward").
DISTRICT_NOUNS = frozenset({"seat", "constituency", "ward"})
#: Holding nouns after which "in X" is a share in a company ("a stake in X").
SHAREHOLDING_NOUNS = frozenset({"stake", "share", "shares", "holding"})
#: Parts of a whole that an act on is an act on the whole: "bought 100% of Norbank", "sold half of Safcom".
PARTITIVE_NOUNS = frozenset({"%", "percent", "cent", "half", "third", "quarter", "majority", "rest", "remainder",
                             "bulk"})
#: A club's designators: "Leeds City FC" is the club "Leeds City" (so is "Leeds City Football Club").
CLUB_DESIGNATORS = frozenset({"fc", "afc"})
#: The same written out at a name's end.
CLUB_DESIGNATOR_WORDS = ("football", "club")
#: Last words of sports clubs' names after their town's ("Kestrel Rovers", "Leeds United").
TEAM_ENDINGS = CLUB_DESIGNATORS | frozenset({"rugby", "wanderers", "rovers", "athletic", "albion", "united"})
#: Last words of organisations' names beyond the mention layer's heads ("Fabian Society").
ORG_ENDINGS = TEAM_ENDINGS | frozenset({
                         "society", "exchange", "trust", "fund", "centre", "center", "institute", "group",
                         "holdings", "partners", "capital", "securities", "records", "pictures", "studios",
                         "airways", "airlines", "motors", "systems", "technologies", "communications", "media", "corps",
                         "mutual", "zoo", "gallery", "aquarium", "orchestra", "choir", "guild", "museum", "library",
                         "theatre", "theater", "laboratory", "laboratories", "labs", "observatory", "seminary",
                         # a person's name before them is a firm or a ministry of theirs ("Ann Cole Productions")
                         "productions", "ministries", "enterprises", "associates", "foods"})
#: Plural words that end a firm's or a unit's name, not a team's ("Norbank Holdings").
NOT_TEAM_PLURALS = UNIT_WORDS | FIRM_ENDINGS | ORG_ENDINGS
#: Heads that make a body's name of a nationality word and the capitalised words before them, beyond organisations'
#: heads and endings ("the Kenyan Executive", "Kenyan Airways", "the Ghanaian Government").
NATIONAL_BODY_HEADS = frozenset({"executive", "government", "assembly", "airways", "airlines"})
#: Heads that end one body's name over "and" ("Kestrel Parks and Wildlife Department", "Varnell Elevator and
#: Building Systems").
AND_NAME_HEADS = BODY_HEADS | ORG_HEADS | frozenset({"systems", "technologies", "industries", "sciences"})
#: Days and months, whose possessive opens no name ("Wednesday's Kestrel Cup final").
CALENDAR_WORDS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                            "january", "february", "march", "april", "may", "june", "july", "august",
                            "september", "october", "november", "december"})
#: Seasons, written capitalised now and then ("in Spring"), and towns' names too.
SEASONS = frozenset({"spring", "summer", "autumn", "winter", "fall"})
#: Last words of a club's name after its town's ("Leeds City"); a big city so named is in the gazetteer.
CLUB_AFTER_TOWN = frozenset({"city"})
#: First words of sports clubs' names ("FC Twente", "AC Milan").
TEAM_PREFIXES = frozenset({"fc", "ac", "afc", "sc", "cf", "as", "ss", "real"})
#: What a company reports ("X posted a loss").
RESULTS = frozenset({"profit", "loss", "sale", "revenue", "earnings", "result", "dividend", "turnover"})
#: A business's workforce and sites, what it hires, cuts, opens or closes ("X cut 1,200 jobs", "X hired 500 workers").
WORKFORCE_NOUNS = frozenset({"worker", "employee", "job", "staff", "store", "plant", "factory", "branch", "outlet"})
#: Heads of an organisation's name ("... Police Department", "City of ...") that make it a public body.
PUBLIC_HEADS = frozenset({
    "police", "sheriff", "department", "ministry", "government", "council", "agency", "commission", "court",
    "parliament", "senate", "congress", "assembly", "army", "navy", "bureau", "municipality", "authority",
    "administration", "embassy", "consulate", "city", "county", "office", "prosecutors",
})

#: Last words of an organisation's name: "A and B" before one is one name ("Baoshan Iron and Steel Co."),
#: and the first word alone stands for a name ending so ("Arbor" for "Arbor Networks").
ORG_NAME_ENDS = ORG_HEADS | COMPANY_SUFFIXES | FIRM_ENDINGS | ORG_ENDINGS
#: Endings of a company's name that name no unit of it ("Holdings", not "Division").
FIRM_NOT_UNIT = FIRM_ENDINGS - UNIT_WORDS
#: Kinds of organisation that, after "the" alone, refer back to one the story named: "the firm said".
BACK_KIND_NOUNS = frozenset({"company", "firm", "bank", "club", "group", "airline", "retailer", "carmaker"})

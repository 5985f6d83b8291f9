"""Words for people: job titles, roles, kin, honorifics, and the gender some words carry."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

#: Words that end a job title ("chief", "manager") ...
TITLE_HEADS = frozenset({
    "deputy", "sheriff", "chief", "manager", "superintendent", "president", "rep.", "sen.",
    "gov.", "governor", "mayor", "senator", "representative", "officer", "detective",
    "sgt.", "sergeant", "lt.", "lieutenant", "capt.", "captain", "det.", "supt.", "insp.", "commissioner", "director",
    "secretary", "undersecretary", "undersheriff", "minister", "judge", "justice", "attorney", "spokesman",
    "spokeswoman", "spokesperson", "chairman", "chairwoman", "chair", "head", "leader", "coach",
    # a company's chief officers by their initials ("Norbank CFO X")
    "ceo", "cfo", "coo", "cto", "cio", "cmo",
    # a team's positions by their initials ("Kestrel QB X", "WR X")
    "qb", "wr",
    "trooper", "agent", "general", "gen.", "col.", "colonel", "prosecutor", "principal",
    "prince", "princess", "king", "queen", "pope", "dr.", "professor", "prof.", "chancellor",
    "premier", "ambassador", "editor", "founder", "executive", "treasurer", "administrator",
    "counsel", "inspector", "marshal", "constable", "councilman", "councilwoman", "mp", "msp", "mep",
    "congressman", "congresswoman", "lawmaker", "councillor", "peer", "backbencher", "frontbencher",
    "rev.", "archbishop", "rabbi", "imam", "pastor", "adm.", "admiral", "speaker",
    # posts written by their initials before a name ("Norbank VP Ann Cole", "DCI Tom Vale"); not "PC", a computer
    # as often
    "dci", "gp", "mla", "vp", "evp", "svp",
    # ranks as US papers abbreviate them ("Cmdr. X", "Cpl. X")
    "cmdr.", "cpl.", "pvt.", "maj.", "ofc.",
})
#: Portfolios of a government office ("Secretary of State", "Minister of Finance", "Secretary of State for
#: Health", "Chief of Staff"): after "<title> of" they complete the title and name no organisation.
PORTFOLIO_WORDS = frozenset({
    "state", "defense", "defence", "health", "finance", "energy", "education", "transportation", "transport",
    "agriculture", "commerce", "labor", "labour", "interior", "justice", "treasury", "homeland", "security",
    "veterans", "affairs", "housing", "urban", "development", "foreign", "home", "trade", "industry", "culture",
    "environment", "economy", "economic", "planning", "tourism",
    "communications", "information", "science", "technology", "work", "pensions", "employment", "welfare",
    "social", "services", "human", "resources", "public", "safety", "economics", "constitutional", "armed",
    "forces", "staff", "sport", "sports", "media", "immigration", "rural", "national", "regional", "international",
    "overseas", "women", "children", "families", "schools", "disability",
})
#: Portfolios that name a body on their own: "Treasury Secretary X" works for the Treasury, while a
#: "Home Secretary" works for no body called "Home".
PORTFOLIO_BODIES = frozenset({"treasury"})
#: Words that before a title head belong to the title, never to a body's name ("Kremlin Press
#: Secretary" is the Kremlin's press secretary, not a secretary of "Kremlin Press"); they name a
#: department, so the title's holder does not lead the organisation.
TITLE_NOUN_MODIFIERS = frozenset({"press", "communications", "campaign", "policy"})
#: Organisation heads that before a title head are the title's ("Federal District Judge", "District Attorney"),
#: where "Brantwick Police" before "Chief" stays a body.
TITLE_OWN_HEADS = frozenset({"district"})
#: Words that may precede a head inside a title ("police chief", "city manager").
TITLE_MODIFIERS = frozenset({
    "police", "fire", "rescue", "city", "school", "deputy", "assistant", "vice",
    "chief", "executive", "general", "district", "union", "prime", "foreign", "interior",
    "defense", "defence", "finance", "health", "attorney", "managing", "senior", "former",
    "acting", "interim", "head", "team", "federal", "special", "lead", "rt",
    # US papers' abbreviations ("Atty. Gen. X", "Asst. Chief X")
    "atty", "asst",
})
#: Words of a title that say since when or for how long it is held, not which post it is: "the new president",
#: "the interim chief executive" head the organisation as the president does.
TENURE_WORDS = frozenset({"current", "new", "longtime", "long-time", "longstanding", "interim", "founding",
                          "incumbent", "sitting", "permanent"})
#: Title modifiers naming a company's department: its director or chief heads that, not the company ("finance
#: director", "finance chief").
DEPARTMENT_MODIFIERS = frozenset({"finance"})
#: Abbreviated titles written out in the ``hasTitle`` value.
TITLE_ABBREVIATIONS = {
    "rep.": "representative", "sen.": "senator", "gov.": "governor", "sgt.": "sergeant",
    "lt.": "lieutenant", "capt.": "captain", "gen.": "general", "col.": "colonel", "prof.": "professor",
    "det.": "detective", "supt.": "superintendent", "insp.": "inspector", "rev.": "reverend", "adm.": "admiral",
    "qb": "quarterback", "wr": "wide receiver", "dci": "detective chief inspector",
    "vp": "vice president", "evp": "executive vice president", "svp": "senior vice president",
    "atty": "attorney", "asst": "assistant", "cmdr.": "commander", "cpl.": "corporal", "pvt.": "private",
    "maj.": "major", "ofc.": "officer",
}
#: Titles of royalty, which follow other names ("Harry Prince William") rather than places.
ROYAL_TITLES = frozenset({"prince", "princess", "king", "queen", "duke", "duchess", "lord", "lady", "emperor"})
#: Nouns naming someone who killed ("Kennedy's assassin") and nouns naming a killing.
KILLER_NOUNS = frozenset({"assassin", "killer", "murderer", "slayer", "gunman"})
#: Honorifics: stripped from names but not job titles.
HONORIFICS = frozenset({"mr.", "mrs.", "ms.", "mr", "mrs", "ms", "miss", "dr.", "sir", "dame"})
#: Honorifics of a knighthood, a style that names the knight with the full name ("Sir Tom Vale").
KNIGHTHOODS = frozenset({"sir", "dame"})
#: Peerages that name a peer with the surname or title alone ("Lord Smith", "Baroness Jones").
PEERAGES = frozenset({"lord", "lady", "baroness", "baron", "viscount", "viscountess", "earl", "countess"})
#: The sex of a peer each peerage names: the peer is also the person named in full with the surname ("Lord Vale"
#: and "Tom Vale"). Not "lady", which a knight's wife and a peer's daughter bear too.
PEER_SEX = {"lord": "m", "baron": "m", "viscount": "m", "earl": "m", "baroness": "f", "viscountess": "f",
            "countess": "f"}
#: Titles whose holder heads the organisation rather than working for it.
LEADER_HEADS = frozenset({
    "chief", "sheriff", "president", "director", "chairman", "chairwoman", "chair", "ceo",
    "head", "leader", "superintendent", "commissioner", "chancellor", "principal",
    "founder", "governor", "mayor", "premier", "boss", "administrator",
})
#: Titles that only a gathering's staff hold ("Kestrel organiser X").
ORGANISER_NOUNS = frozenset({"organiser", "organizer", "promoter"})
#: Titles of those who run a gathering ("the Kestrel festival director", "organiser of the Kestrel fair"), not of
#: those who take part in it ("a speaker at the Kestrel expo", "the festival's winner").
EVENT_RUNNER_HEADS = LEADER_HEADS | ORGANISER_NOUNS
#: Offices of a town or a county: the name right before one is the place served ("Dunmore Mayor X").
TOWN_OFFICES = frozenset({"mayor", "sheriff", "councilman", "councilwoman", "councilmember", "alderman",
                          "alderwoman", "selectman", "selectwoman"})
#: Offices held for a place, written before their holder's name: what "of" names after the name is the place
#: served ("Gov. Tom Vale of Iowa", "Mayor Ann Cole of Dunmore"), never an employer.
PLACE_OFFICES = TOWN_OFFICES | {"governor", "gov.", "senator", "sen.", "rep.", "congressman", "congresswoman",
                                "assemblyman", "assemblywoman"}
#: When a title follows a bare place ("Dunmore Sheriff"), the organisation it implies.
TITLE_ORGANISATIONS = {
    "sheriff": "{} Sheriff's Office",
    "deputy": "{} Sheriff's Office",
    "police chief": "{} Police Department",
    "police officer": "{} Police Department",
    "fire chief": "{} Fire Department",
    "city manager": "City of {}",
    "mayor": "City of {}",
}
#: Nouns that name a role when in apposition to a person ("the union official, Ann Cole").
ROLE_NOUNS = TITLE_HEADS | frozenset({
    "official", "spokesman", "employee", "staffer", "worker", "reporter", "analyst", "correspondent",
    "lawyer", "member", "owner", "partner", "economist", "scientist", "researcher", "teacher",
    "native", "resident", "citizen", "activist", "delegate", "assassin", "killer", "murderer", "gunman",
    "expert", "specialist", "candidate", "boss", "mp", "tycoon", "magnate", "mogul", "entrepreneur",
    "supermodel", "lawmaker", "star", "adviser", "advisor", "aide", "consultant",
    "nurse", "guard", "doctor", "surgeon", "physician", "pilot", "soldier", "priest", "chef", "clerk", "medic",
    "paramedic", "cop", "dj", "host", "hopeful", "patriarch", "supremo",
    # jobs whose words end in no person's suffix ("Tom Vale, an astronaut,")
    "astronaut", "athlete", "diplomat", "envoy", "poet", "architect", "monk", "nun", "chaplain",
    "dean", "provost", "midwife", "mechanic", "barista", "waitress", "paralegal", "intern", "cadet", "jockey",
})
#: Nouns for kin: "his son and representative, Prince X".
KIN_NOUNS = frozenset({"son", "daughter", "wife", "husband", "brother", "sister", "father", "mother", "widow",
                       "uncle", "aunt", "nephew", "niece", "cousin", "grandson", "granddaughter"})
#: Nouns of a spouse: "Tom Vale's wife Ann Cole" are married.
SPOUSE_NOUNS = frozenset({"wife", "husband"})
#: Modifiers of a spouse's noun that end or deny the marriage: "his ex-wife", "her late husband".
UNMARRIED_MODIFIERS = frozenset({"ex", "former", "late", "estranged", "divorced", "first", "previous", "future"})
#: Nouns that a person owns and an organisation or a place never does ("Smith's girlfriend", "X's motorcade").
PERSONAL_NOUNS = frozenset({"motorcade", "girlfriend", "boyfriend"})
#: Nouns for a group of people that are no plural person nouns ("200 staff", "the public"): who may be "they".
GROUP_PEOPLE_NOUNS = frozenset({"staff", "workforce", "crew", "personnel", "people", "public", "police"})
#: Nouns that only ever name people.
PEOPLE_NOUNS = (TITLE_HEADS | ROLE_NOUNS | KIN_NOUNS | KILLER_NOUNS) - {
    "owner", "partner", "member", "head", "leader", "agent", "founder", "chair", "delegate", "general"}
#: Of those, the ones that name a job, which is held at an organisation ("an executive at Xstrata").
JOB_NOUNS = PEOPLE_NOUNS - {"native", "resident", "citizen"} - KIN_NOUNS - KILLER_NOUNS
#: Endings of nouns that name people ("commander", "columnist", "spokeswoman", "employee", "playwright").
PERSON_SUFFIXES = ("er", "or", "ist", "ian", "ant", "ent", "ee", "man", "woman", "person", "ive", "ary",
                   "ican", "crat", "wright", "girl", "boy")
#: Words with those endings that do not name people.
NOT_PERSON_NOUNS = frozenset({
    "number", "order", "paper", "matter", "letter", "water", "power", "center", "centre", "corner",
    "border", "quarter", "chapter", "error", "sector", "factor", "floor", "door", "tower", "computer",
    "river", "summer", "winter", "weather", "career", "meter", "dollar", "minor", "motor",
    "event", "percent", "incident", "accident", "content", "talent", "parliament", "plant", "grant",
    "restaurant", "archive", "initiative", "incentive", "alternative", "summary", "library", "salary",
    "boundary", "anniversary", "commentary", "territory", "ministry", "employer",
})


def is_person_noun(token: Token) -> bool:
    """Whether a common noun names a person or a role ("spokeswoman", "placekicker")."""
    lemma = token.lemma_.lower()
    if lemma in TITLE_HEADS or lemma in ROLE_NOUNS:
        return True
    return lemma.endswith(PERSON_SUFFIXES) and not lemma.endswith("ment") and lemma not in NOT_PERSON_NOUNS

#: Posts written as acronyms, which name a person, never a body ("the PM said", "the DA charged him").
TITLE_ACRONYMS = frozenset({"pm", "mp", "mep", "msp", "da", "ag", "dpp", "fm", "ceo", "cfo", "coo", "cto", "md",
                            "qc", "vp"})
#: Heads of posts over a field named bare after "of" ("head of press", "director of rugby", "chief of staff").
DEPARTMENT_HEADS = frozenset({"head", "director", "chief"})
#: Heads whose title goes on with a fixed "in chief" ("editor in chief", "commander-in-chief").
IN_CHIEF_TITLES = frozenset({"editor", "commander"})
#: Endings that make a man's first name a woman's ("Paul" -> "Paula", "Daniel" -> "Danielle", "Louis" ->
#: "Louise"); "a" is read on either name alone.
FEMININE_ENDINGS = ("a", "e", "le", "ine", "ette")
#: Prefixes before a hyphen that make a post shared ("co-founder", "co-chairman"), kept in the person's title.
JOINT_PREFIXES = frozenset({"co"})
#: Title words that make the holder a second, not the head.
SECOND_IN_COMMAND = frozenset({"deputy", "vice", "assistant", "associate", "acting"})
#: Capitalised words of rank that make the capitalised noun they come before a post ("Senior Registrar", "Deputy
#: Warden"), whatever the noun.
RANK_WORDS = SECOND_IN_COMMAND | frozenset({"senior", "junior", "chief", "principal", "head", "lead"})
#: Nouns of one who won what they are tied to, if it is a contest or an award: "Varnell Prize winner Tom Vale",
#: "Ann Cole, the Kansas Open champion" -> won it.
WINNER_NOUNS = frozenset({"winner", "champion", "laureate", "medallist", "medalist", "recipient"})
#: One who won or was placed in a contest or won a prize: no post in what gave it ("Grand Slam winner X"), no home
#: where it was won ("winner in Leeds for the last two years").
CONTEST_NOUNS = WINNER_NOUNS | {"finalist", "runner-up"}
#: Roles of those who officiate, judge, guard or oppose the people a story is about, never an epithet of one of them.
OFFICIATING_NOUNS = frozenset({"referee", "umpire", "magistrate", "bailiff", "registrar", "warden", "whip", "burglar",
                               "villain", "pilot", "physio", "host"})
#: Nouns that relate a person to another party without working for it.
NON_ROLES = frozenset({
    "critic", "opponent", "rival", "supporter", "fan", "customer", "client", "victim", "friend", "enemy",
    "son", "daughter", "wife", "husband", "brother", "sister", "father", "mother", "widow", "child",
    "parent", "relative", "cousin", "nephew", "niece", "uncle", "aunt", "grandson", "granddaughter",
    "lawyer", "attorney", "admirer", "target", "suspect", "defendant", "plaintiff", "guest", "visitor",
    "observer", "student", "graduate", "alumnus", "candidate", "nominee", "appointee", "hostage",
    # who holds, lends, buys or uses what a company offers works for no company by it
    "shareholder", "investor", "stakeholder", "creditor", "bondholder", "depositor", "subscriber", "passenger",
    "patient", "user", "buyer", "bidder", "donor",
}) | CONTEST_NOUNS
#: Roles in a team: a place before them names the team ("Scotland coach", "Leeds manager").
TEAM_ROLES = frozenset({
    "coach", "manager", "captain", "skipper", "player", "keeper", "goalkeeper", "striker", "midfielder",
    "defender", "winger", "forward", "prop", "flanker", "lock", "hooker", "fly-half", "scrum-half", "batsman",
    "bowler", "quarterback", "pitcher", "international", "teammate", "team-mate", "boss", "centre", "center",
    "full-back",
    "lineman", "linebacker", "cornerback", "outfielder", "infielder", "shortstop", "defenceman", "defenseman",
    "goaltender", "playmaker", "wing",
    # American positions ("Kestrels goalie X", "Kestrels tailback X")
    "goalie", "punter", "tailback", "halfback", "fullback", "catcher", "reliever",
})
#: Positions of two words whose head alone names another job ("security guard"): "Kestrels point guard X" plays.
PLAYER_TITLES = frozenset({"point guard", "shooting guard"})
#: Nouns of taking or holding a post whose "as" names the post of their owner: "Tom Vale's appointment as chairman",
#: "her future as Kestrel manager" (not "role", a part played as often, nor a leaving: "his exit as chairman").
POST_EVENT_NOUNS = frozenset({"appointment", "reappointment", "election", "re-election", "promotion", "installation",
                              "confirmation", "elevation", "future", "tenure", "position", "job"})
#: Titles of two words whose head alone names no post ("first lady": "lady" is an honorific or a woman).
TITLE_PHRASES = frozenset({"first lady", "first gentleman"})
#: Words beside a body's name that make it a band: "the band Varakin", "Kestrel frontman X", "Kestrel's singer".
BAND_WORDS = frozenset({"band", "frontman", "frontwoman", "guitarist", "drummer", "bassist", "vocalist", "keyboardist",
                        "singer"})
#: Nouns of a story about music: a body named in one with a person's name after its possessive is a band
#: ("Varakin's Tom Vale" in a story of songs, albums and charts), unless its name says it is a firm.
MUSIC_STORY_NOUNS = BAND_WORDS | frozenset({"song", "album", "single", "chart", "gig", "lyric", "concert", "tour",
                                            "rapper", "musician"})
#: Nouns that make a person a member rather than an employee.
MEMBER_NOUNS = frozenset({"member", "activist", "delegate", "fellow", "partner", "player", "frontman", "frontwoman",
                          "guitarist", "drummer", "bassist", "vocalist", "keyboardist", "singer", "rapper"})
#: Roles whose holder works where "at" or "with" puts them ("a lawyer at Norbank LLP", "a senior fellow at the
#: Kestrel Institute") but not where another tie does: "a lawyer for Norbank" acts for a client, "a fellow
#: of the Royal Society" is a member.
STAFF_AT_NOUNS = frozenset({"lawyer", "attorney", "fellow", "scholar", "postdoc"})
#: Roles whose "to" names the organisation they serve in ("Chief Secretary to the Treasury", "an adviser to
#: Norbank"); a role's "to" names no body otherwise ("ambassador to Kenya" is sent there).
TO_BODY_ROLES = frozenset({"secretary", "adviser", "advisor", "aide", "counsel"})
#: Diplomats' roles: one sent "to" or "in" a place abroad serves the country named before the role but lives
#: where posted ("Kenya's envoy to Ghana", "Kenya's ambassador in Tulsa").
DIPLOMAT_ROLES = frozenset({"ambassador", "envoy", "consul", "emissary", "diplomat", "attache"})
#: A journalist's roles, which a public body written before them gives the beat of, not the employer:
#: "a Treasury correspondent" covers the body for an outlet.
BEAT_ROLES = frozenset({"correspondent", "reporter"})
#: Roles of a field of study, which a place written before them gives the field of, not a home: "a Kenya expert"
#: knows the country, "a Tanzania analyst" follows it.
FIELD_ROLES = frozenset({"expert", "specialist", "analyst", "scholar", "historian", "watcher"})
#: Prepositions that put a job inside an organisation.
STAFF_AT_PREPS = frozenset({"at", "with"})
#: Nouns for the people of a place, whose "of X" is always a place's ("residents of Dunmore").
DWELLER_NOUNS = frozenset({"native", "resident", "citizen", "inhabitant"})
#: Nouns that say where a person is from.
ORIGIN_NOUNS = DWELLER_NOUNS | {"son", "daughter"}
#: People a town's name before them says live there when said of someone: "a Dunmore man" (not "the
#: Kestrel man", "the Kestrel boys", a team's players).
LOCAL_NOUNS = frozenset({"man", "woman", "boy", "girl", "teen", "teenager", "couple", "family"})
#: One person named by a country, without "-man" ("the Welshman", "the Frenchwoman" end so): "the Briton", "the Scot".
NATIONALITY_NOUNS = frozenset({"briton", "brit", "scot", "dane", "swede", "pole", "finn", "spaniard", "kiwi", "aussie",
                               "yank", "turk", "serb", "croat", "czech", "slovak", "argentine", "filipino", "thai"})
#: Words that, capitalised at a sentence's start before a job ("Veteran reporter X", "Star striker X"),
#: describe the holder rather than name an employer.
HOLDER_WORDS = frozenset({"veteran", "rookie", "star", "teenage", "fellow", "top", "key", "longtime", "young",
                          "new", "then", "current", "rival", "first"})
#: Performers: the name before one ("Godzilla actor X", "Scrubs star X") is more often a work than an employer.
PERFORMER_NOUNS = frozenset({"star", "actor", "actress", "singer", "rapper", "comedian", "author", "writer",
                             "novelist", "playwright", "presenter", "host", "creator", "hero", "villain"})
#: Modifiers that put a role in the past: "a former vice president of X" does not work for X now.
PAST_ROLE = frozenset({"former", "ex", "onetime", "one-time", "erstwhile", "retired", "late", "outgoing", "then"})
#: Modifiers that make a title the opposition's watch over an office, not a post in it ("shadow home secretary").
SHADOW_ROLE = frozenset({"shadow"})
#: Modifiers that put a role in the future: "the incoming chief executive", "president-elect".
FUTURE_ROLE = frozenset({"incoming", "future", "designate", "elect", "prospective"})
#: Modifiers that hedge or deny a role rather than give it ("the alleged head", "a self-styled spokesman").
HEDGED_ROLE = frozenset({"alleged", "suspected", "reputed", "purported", "supposed", "self-proclaimed",
                         "self-styled", "would-be", "so-called", "fake", "bogus", "fictional", "wannabe"})

PRONOUNS = frozenset({"he", "him", "his", "she", "her", "hers", "himself", "herself"})
#: What an organisation calls its own or itself: "X cut its forecast" (no person is "it").
ITS_WORDS = frozenset({"its", "itself"})
#: The pronouns that never stand for another party of their own clause (not "himself", which does).
PLAIN_PRONOUNS = frozenset({"he", "him", "she", "her"})
#: A speaker's words for themself inside their quotation: '"I joined Norbank in 1977," said Tom Vale'.
FIRST_PERSON = frozenset({"i", "me", "my", "myself"})
#: Gender of each pronoun, of honorifics and of gendered role words, for agreement.
PRONOUN_GENDER = {"he": "m", "him": "m", "his": "m", "himself": "m", "she": "f", "her": "f", "hers": "f",
                  "herself": "f"}
WORD_GENDER = {
    "mr": "m", "mr.": "m", "mrs": "f", "mrs.": "f", "ms": "f", "ms.": "f", "miss": "f", "sir": "m", "dame": "f",
    "spokesman": "m", "spokeswoman": "f", "chairman": "m", "chairwoman": "f", "congressman": "m",
    "congresswoman": "f", "businessman": "m", "businesswoman": "f", "actor": "m", "actress": "f",
    "king": "m", "queen": "f", "prince": "m", "princess": "f", "duke": "m", "duchess": "f", "lord": "m",
    "lady": "f", "councilman": "m", "councilwoman": "f", "policeman": "m", "policewoman": "f",
}
#: Person nouns that are no job title: kin, relations to another party, people at large.
NOT_TITLES = frozenset({
    "critic", "opponent", "rival", "supporter", "fan", "customer", "client", "victim", "friend", "enemy",
    "admirer", "target", "suspect", "defendant", "plaintiff", "guest", "visitor", "observer", "hostage",
    "man", "woman", "person", "people", "resident", "native", "citizen", "neighbour", "neighbor", "user",
    "viewer", "reader", "listener", "passenger", "shopper", "voter", "employee", "member",
    "partner", "child", "parent", "relative", "teenager", "youngster", "girlfriend", "boyfriend",
    "answer", "browser", "character", "creditor", "buyer", "seller", "bidder", "provider", "carrier",
}) | KIN_NOUNS | KILLER_NOUNS
#: Job words whose adjective says something else before a name ("fellow Tory X", "chief suspect X"): read as a
#: title there only when tagged a noun.
ADJECTIVE_NOT_TITLES = frozenset({"fellow", "chief", "general", "principal", "official", "senior", "junior"})
#: Person nouns of NOT_TITLES that name one's job right after the field or body served: "film critic X",
#: "Norbank managing partner X" (not "a fierce critic", "party members").
FIELD_TITLES = {
    "critic": frozenset({"film", "movie", "music", "art", "arts", "theatre", "theater", "drama", "dance", "opera",
                         "jazz", "rock", "pop", "restaurant", "food", "wine", "television", "tv", "literary", "book",
                         "fashion", "architecture"}),
    "member": frozenset({"board", "cabinet", "cast", "band", "crew", "staff", "committee", "council", "panel",
                         "jury", "faculty", "assembly", "mpc"}),
    "partner": frozenset({"managing", "senior", "founding", "equity", "junior"}),
}
#: Nouns that are job titles beside the person nouns (team positions included), read before or
#: beside a name only: "Scotland prop X", "referee X", "chat show host X".
TITLE_NOUNS = TEAM_ROLES | frozenset({
    "champion", "dj", "host", "presenter", "model", "actress", "referee", "playwright", "author",
    "legend", "bishop", "archbishop", "peer", "councillor", "chef", "pilot", "centre", "colleague", "fellow",
    "scholar", "pundit",
    # people nouns ending in "-ar", which the person suffixes leave out ("car", "bar", "year")
    "burglar", "vicar", "registrar", "bursar", "tsar", "czar",
    # other posts and callings whose words end in no person's suffix ("-ic", "-ate", "-aire", "-ess")
    "cleric", "academic", "magistrate", "laureate", "billionaire", "millionaire", "heiress", "headmistress",
    "umpire", "gymnast", "superstar", "socialite", "celebrity", "guru", "veteran", "icon", "whip",
    "consul", "warden", "bailiff", "apprentice", "deacon", "cardinal", "mullah", "impresario", "physio",
    "decathlete", "heptathlete",
})
#: Words in the title of one of its people that make an organisation a public body ("police chief").
PUBLIC_ROLE_WORDS = frozenset({
    "sheriff", "police", "mayor", "minister", "governor", "senator", "congressman", "congresswoman", "judge",
    "prosecutor", "commissioner", "ambassador", "superintendent", "trooper", "city", "county",
})
#: Titles (or words of titles) of one of its people that make an organisation a company.
COMPANY_ROLES = frozenset({"ceo", "cfo", "coo", "chief executive", "chief financial officer",
                           "chief operating officer", "shareholder"})
#: Heads of titles of public office: a place before one names the government the holder serves
#: ("US President X", "India's commerce minister X", "Iowa Gov. X", "Dunmore councilwoman X"), as well as a home.
GOVERNMENT_HEADS = PLACE_OFFICES | {
    "president", "minister", "secretary", "ambassador", "representative", "premier", "chancellor", "king", "queen",
    "envoy", "consul", "lawmaker", "legislator", "councillor", "comptroller", "mp", "leader", "general", "gen.",
    "attorney", "prosecutor", "commissioner", "judge", "justice", "prince", "princess", "pope", "duke", "duchess",
    "emperor", "colonel", "col.", "lieutenant", "lt.", "admiral", "official", "spokesman", "spokeswoman",
    "spokesperson", "diplomat",
}
#: Politicians' titles that make their holder a member of the organisation named before them, never its
#: employee ("Labour MP X", "Acme Party candidate X").
MEMBER_TITLES = frozenset({
    "mp", "msp", "mep", "senator", "sen.", "rep.", "representative", "congressman", "congresswoman", "lawmaker",
    "legislator", "politician", "candidate", "nominee", "peer", "councillor", "councilman", "councilwoman",
    "assemblyman", "assemblywoman", "backbencher", "speaker",
})
#: Titles of jobs held in a body, a party or a team ("Norbank boss", "Labour backbencher", "Kestrel winger").
JOB_HEADS = JOB_NOUNS | MEMBER_TITLES | TEAM_ROLES

#: Members' titles whose "for" names the seat, a place: "the MP for Leeds North", "the senator for Iowa".
SEAT_TITLES = frozenset({"mp", "msp", "mep", "mla", "congressman", "congresswoman", "assemblyman", "assemblywoman",
                         "senator"})


def is_member_title(token: Token) -> bool:
    """Whether a word is a member's title, singular or plural ("MP", "MPs", "councillors")."""
    word = token.lower_
    return word in MEMBER_TITLES or word.removesuffix("s") in MEMBER_TITLES or token.lemma_.lower() in MEMBER_TITLES

#: Adjectives that name a party before a member's title ("Conservative MP", "Green councillor"); the tagger
#: reads them as adjectives, not names.
PARTY_ADJECTIVES = frozenset({"conservative", "liberal", "democratic", "republican", "socialist", "green",
                              "nationalist", "unionist", "communist", "libertarian", "progressive"})
#: Titles written after a person's name ("Tom Vale MP", "Ann Cole QC"), which the parser makes the head.
POST_NOMINALS = frozenset({"mp", "msp", "mep", "qc", "kc", "mla"})
#: Titles held only by a legislator of a party: a name right before one is a party's ("Labour MP", "Tory peer").
LEGISLATOR_TITLES = frozenset({"mp", "msp", "mep", "peer", "backbencher", "frontbencher"})
#: A party's one-word name that is no adjective of another sense ("Labour", stemmed "labor"); its nicknames
#: ("Tory", "the Tories") are PARTY_NICKNAMES below, which fold into its adjective.
PARTY_MEMBER_NOUNS = frozenset({"labor"})
#: A party's nickname for its formal adjective, in either number, word by word: organisation keys fold it ("the
#: Tories" and "the Tory Party" are "the Conservatives" and "the Conservative Party", "Lib Dems" the "Liberal
#: Democrats").
PARTY_NICKNAMES = {"tory": "conservative", "tories": "conservatives", "lib": "liberal", "dem": "democrat",
                   "dems": "democrats"}
#: Posts only a party gives: a name owning one is a party's ("Labour's deputy minister", "the Tories' whip").
PARTY_POSTS = LEGISLATOR_TITLES | {"minister", "whip", "mps", "msps", "meps", "peers", "ministers"}
#: Nouns that only a party's name premodifies or owns ("Labour leader", "Tory voters", "Labour's manifesto"):
#: evidence that a name the tagger called a group is a party, not a firm it misread ("Norbank economist").
PARTY_CUES = PARTY_POSTS | {
    "party", "leader", "leaders", "leadership", "voters", "supporters", "candidate", "candidates", "activists",
    "manifesto", "government", "lawmakers", "legislators", "councillor", "councillors", "senator", "senators",
    "nominee", "rebels", "frontbench", "backbench", "backbenchers", "heartland", "heartlands", "primary",
    "conference", "hopeful", "hopefuls",
}
#: Company titles that, named alone ("Chief executive X said"), are held in the company the story is about.
COMPANY_TITLES = frozenset({
    "chief executive", "chief executive officer", "ceo", "chairman", "chairwoman", "managing director",
    "chief financial officer", "chief operating officer", "founder", "co-founder",
    "president and chief executive",
})
#: Titles whose holder may have a portfolio named before them ("Home Secretary", "Labor Secretary").
PORTFOLIO_TITLES = frozenset({"secretary", "minister", "spokesman", "spokeswoman", "spokesperson", "chancellor"})
#: Titles that take two fields joined by "and" before them ("work and pensions secretary", "home and legal affairs
#: correspondent"); another title after "and" has only its own words ("the accounts and chief finance officer X").
FIELD_PAIR_TITLES = PORTFOLIO_TITLES | frozenset({"editor", "correspondent", "analyst", "reporter", "commentator"})
#: Titles held only in a country's government, whatever portfolio comes before them ("finance minister X"):
#: with no country of their own, the one country their sentence or story names is the government served.
MINISTER_TITLES = frozenset({"minister", "premier"})
#: Portfolios whose holder speaks of other countries: a story's or a sentence's country is not the one served.
FOREIGN_PORTFOLIOS = frozenset({"foreign", "overseas", "international"})
#: Offices whose portfolio follows them after "of" or "for", lower case too ("the secretary of state"); not a
#: spokesman's, where "for the state" names an employer.
OFFICE_TITLES = frozenset({"secretary", "minister"})
#: Titles held in a party by its members, not by its staff ("Tory frontbencher X", "the Liberal Democrats'
#: Treasury spokesman X").
PARTY_ROLES = PORTFOLIO_TITLES | {"frontbencher", "defector", "whip"}
#: Titles that lead the party named before them ("Tory leader X"; not "deputy leader").
PARTY_LEADER_TITLES = frozenset({"leader", "party leader"})
#: Groups that spaCy tags like parties and no politician is a member of by name: faiths, peoples, regions
#: (countries and continents are :func:`~kg.lexicon.gazetteers.is_demonym`'s), and words that say a
#: politician has no party ("Independent MP") or names a side, not a party ("Majority Leader").
NOT_PARTIES = frozenset({
    "muslim", "christian", "catholic", "jewish", "hindu", "sikh", "buddhist", "protestant", "anglican",
    "sunni", "shia", "shiite", "islamic", "islamist", "orthodox", "evangelical", "mormon", "arab", "kurdish",
    "african", "asian", "european", "western", "eastern", "northern", "southern", "latino", "hispanic", "black",
    "white", "basque", "tamil", "pashtun", "tibetan", "uighur", "aboriginal", "indigenous", "english",
    "soviet", "roman", "yugoslav", "ottoman",
    "independent", "senior", "veteran", "local", "federal", "state", "national", "international",
    "majority", "minority", "opposition",
})
#: Team roles that run the team rather than play in it: "Scotland manager X".
TEAM_LEADERS = frozenset({"coach", "manager", "boss"})
#: Team roles of the one player who leads the side: "the Kestrel captain" is one post of its own.
SIDE_CAPTAINS = frozenset({"captain", "skipper"})
#: A team's players: a company has managers and a ship captains, but no strikers ("Kestrel striker X" is a member).
PLAYER_ROLES = TEAM_ROLES - TEAM_LEADERS - SIDE_CAPTAINS
#: Kinds of roles, a sport's players' and a stage's performers': of the people the sentence before names, an epithet of
#: one kind ("the Kestrel striker") stands for the one introduced by a role of its kind ("footballer Tom Vale") when
#: each other one was introduced by a role of another kind ("singer Ann Cole").
ROLE_KINDS = (PLAYER_ROLES | {"footballer", "cricketer", "golfer", "athlete", "sprinter", "boxer", "jockey", "cyclist",
                              "swimmer", "sportsman", "sportswoman"},
              frozenset({"actor", "actress", "singer", "rapper", "comedian", "presenter", "frontman", "frontwoman",
                         "guitarist", "drummer", "bassist", "vocalist", "keyboardist", "musician", "pianist",
                         "songwriter", "dancer"}))
#: Person nouns that after "the" seldom refer back to the one person the story gave them: everyone ("the man"), a
#: position in a game as often ("the wing", "the centre"), someone beside the person ("the rival").
NOT_BACK_ROLES = LOCAL_NOUNS | frozenset({"wing", "centre", "center", "lock", "prop", "international", "colleague",
                                          "fellow", "teammate", "team-mate", "rival", "opponent", "friend", "enemy"})

"""Verbs, prepositions and function words that the relation rules read."""

from __future__ import annotations

from types import MappingProxyType

from kg.lexicon.people import KILLER_NOUNS

KILLING_NOUNS = frozenset({"assassination", "murder", "killing", "slaying", "execution"})
#: Nouns of a killing and of a killer: "the assassination of X", "the assassin of X" (X a person).
KILLING_WORDS = KILLING_NOUNS | KILLER_NOUNS
#: Words after a verb that make its harm a killing ("fatally shot", "shot dead", "mortally wounded").
FATAL_WORDS = frozenset({"fatally", "dead", "mortally"})
#: Verbs that, in the past and active, make a role a former one ("X was chief executive", "X served as mayor").
SERVING_VERBS = frozenset({"be", "serve", "act", "work"})
#: Verbs of a court's verdict: "Y, convicted of X's murder", "Y was jailed for the killing of X".
VERDICT_WORDS = frozenset({"convict", "guilty", "sentence", "jail"})
#: Adjectives of a verdict or a plea whose "of"/"to" gerund is the act found done: "pleaded guilty to defrauding
#: Y", "was found liable for defaming Y".
VERDICT_ADJECTIVES = frozenset({"guilty", "liable"})
#: Verbs whose object is a person: a name they take is a person's, whatever the tagger said.
MURDER_VERBS = frozenset({"assassinate", "murder"})

#: Relative pronouns that stand for a person ("X, who is a lawyer,"), and with "which" for anything.
PERSON_RELATIVES = frozenset({"who", "that"})
RELATIVES = PERSON_RELATIVES | {"which"}
#: Relative pronouns read as a verb's object: "Safcom, which Norbank bought", "Ann Cole, whom Tom Vale hired".
OBJECT_RELATIVES = frozenset({"which", "whom"})
NEG_WORDS = frozenset({"not", "n't", "never", "no", "neither", "nor", "without"})
#: Modal and hedging words: what they qualify is not stated as fact.
HEDGES = frozenset({"could", "might", "may", "should", "would", "must", "reportedly", "allegedly",
                    "possibly", "perhaps", "maybe", "supposedly", "if", "whether", "unless"})
#: Verbs whose lemma and preposition give a typed predicate: (lemma, prep) -> (predicate, inverse).
VERB_FRAMES: dict[tuple[str, str], tuple[str, bool]] = {
    ("kill", ""): ("killed", False), ("murder", ""): ("killed", False),
    ("assassinate", ""): ("killed", False), ("slay", ""): ("killed", False),
    ("execute", ""): ("killed", False), ("strangle", ""): ("killed", False),
    ("work", "for"): ("employedBy", False), ("work", "at"): ("employedBy", False),
    ("teach", "at"): ("employedBy", False),
    # a journalist writes or reports for the outlet that employs her
    ("write", "for"): ("employedBy", False), ("report", "for"): ("employedBy", False),
    ("hire", ""): ("employedBy", True), ("employ", ""): ("employedBy", True),
    ("lead", ""): ("leads", False), ("head", ""): ("leads", False), ("chair", ""): ("leads", False),
    ("run", ""): ("leads", False), ("operate", ""): ("leads", False), ("manage", ""): ("leads", False),
    ("coach", ""): ("leads", False), ("direct", ""): ("leads", False),
    ("join", ""): ("memberOf", False), ("play", "for"): ("memberOf", False), ("sign", "for"): ("memberOf", False),
    ("captain", ""): ("memberOf", False),  # a side's captain plays in it
    ("score", "for"): ("memberOf", False),  # "X scored twice for the Kestrels": a player of the side
    ("enlist", "in"): ("memberOf", False), ("serve", "in"): ("memberOf", False),
    ("serve", "on"): ("memberOf", False), ("sit", "on"): ("memberOf", False),  # a board, a committee
    ("elect", "to"): ("memberOf", False),  # "X was elected to the city council" sits on it
    ("live", "in"): ("livesIn", False), ("reside", "in"): ("livesIn", False),
    ("base", "in"): ("basedIn", False), ("headquarter", "in"): ("basedIn", False),
    ("base", "out of"): ("basedIn", False), ("headquarter", "out of"): ("basedIn", False),
    ("locate", "in"): ("locatedIn", False),
    # News says where people are from by where they were born or grew up.
    ("bear", "in"): ("livesIn", False), ("grow", "in"): ("livesIn", False),
}
#: Verbs after which "in X" says where someone or something is, lives or was born: X is a place.
LOCATING_VERBS = frozenset({lemma for (lemma, prep), (predicate, _) in VERB_FRAMES.items()
                            if prep == "in" and predicate in ("livesIn", "basedIn", "locatedIn")})
#: Verbs by which a person joins, heads or leaves a body: "the company" as their object is the company the
#: story has just named ("Ann Cole, who founded the company in 1990").
AFFILIATION_VERBS = frozenset({lemma for (lemma, prep), (predicate, _) in VERB_FRAMES.items()
                               if not prep and predicate in ("leads", "memberOf")} | {"found", "co-found", "leave",
                                                                                      "quit", "rejoin"})
#: Phrasal verbs named by the one verb that says the same act: "Tom Vale set up Safcom" -> founded.
PHRASAL_SYNONYMS: dict[tuple[str, str], str] = {("set", "up"): "found"}
#: Verbs whose act the object of a preposition did the other way round: (lemma, prep) -> that act's verb.
#: "X lost to Y" -> Y beat X; "X sold Z to Y", "Z was sold to Y" -> Y bought Z.
CONVERSE_VERBS: dict[tuple[str, str], str] = {("lose", "to"): "beat", ("sell", "to"): "buy"}
#: Words that join two parts of one name, title or portfolio: "Trade and Industry", "founder & chairman".
JOINERS = frozenset({"and", "&"})
#: Verbs that only report speech; they make no relation between speaker and listener.
REPORTING = frozenset({"say", "tell", "report", "cite", "add", "write", "quote", "ask"})
#: Reporting verbs that name one with a named direct object: "X told the Guardian", "X wrote Y" (a book),
#: "X asked Y", where "X said" or "X reported" name only what was said.
OBJECT_REPORTING = frozenset({"tell", "write", "ask", "cite", "quote"})
#: Nouns of a saying given to a hearer, each with the prepositions after it that name the hearer and the act its
#: giver did to them: "said in an interview with Y" -> told Y, "in a speech to Y" -> addressed Y, "in a speech at
#: Y" -> spokeAt Y, "in a letter to Y" -> wroteTo Y.
DELIVERED_SAYINGS = MappingProxyType({
    "interview": {"with": ("tell", ""), "to": ("tell", "")},
    "statement": {"to": ("tell", "")},
    "speech": {"to": ("address", ""), "at": ("speak", "at")},
    "address": {"to": ("address", ""), "at": ("speak", "at")},
    "lecture": {"to": ("address", ""), "at": ("speak", "at")},
    "letter": {"to": ("write", "to")},
})
#: Verbs by which a speaker states its own act, beside the reporting ones: "Norbank confirmed it had sued Y".
ANNOUNCING = frozenset({"announce", "confirm", "reveal", "admit", "disclose"})
#: Words that add an item of another kind to a list: "its parent companies Norbank and Safcom plus the Kestrel
#: Channel" names two parents and one more company.
ADDING_WORDS = frozenset({"plus"})
#: Prepositions that give examples of the noun before them: "manufacturers like Dell", "firms such as X".
EXAMPLE_PREPS = frozenset({"like", "as", "including"})
#: Verbs of removing someone from a body: "X was expelled from Y" says that Y expelled X.
REMOVAL_VERBS = frozenset({"expel", "sack", "fire", "dismiss", "oust", "suspend", "ban", "drop", "axe", "remove",
                           "exclude", "eject", "deport"})
#: Nouns of someone who speaks or acts for an organisation: "A Norbank spokesman criticised X" says that
#: Norbank did.
SPOKESPERSON_NOUNS = frozenset({"spokesman", "spokeswoman", "spokesperson", "representative", "official"})
#: Nouns after an acronym that speak for the body it names: "a KTF spokesman", "a KTF statement".
VOICE_NOUNS = SPOKESPERSON_NOUNS | frozenset({"statement"})
#: Nouns of those who act for a person or an organisation in court or in politics: "Tom Vale's lawyers sued
#: Norbank", "the Ann Cole campaign sued Ben Hart" say that Tom Vale and Ann Cole did.
PROXY_NOUNS = frozenset({"lawyer", "attorney", "solicitor", "campaign", "administration"})
#: Plural nouns of people who deal with others on an organisation's behalf: "X met (with) Norbank officials",
#: "X criticised Norbank executives" say that X met or criticised Norbank.
ENVOY_NOUNS = frozenset({"officials", "executives", "leaders", "negotiators", "representatives", "diplomats"})
#: Verbs too light to name an action between two parties: "X went to Y", "X got Y".
LIGHT_VERBS = frozenset({"be", "go", "come", "get", "have", "do", "seem", "remain", "stay", "let"})
#: Verbs of thinking: their object is a thought, never a party ("I think Norbank is right").
COGNITION_VERBS = frozenset({"think", "believe", "feel", "reckon", "suppose", "guess", "doubt", "know"})
#: Verbs whose act a common-noun object names; a party after a preposition is the noun's: "X made a vow to Y"
#: -> madeVowTo, "X held talks with Y" -> heldTalksWith.
SUPPORT_VERBS = frozenset({"make", "take", "pay", "hold", "give", "launch", "file", "bring", "lodge", "issue",
                           "lend"})
#: Prepositions after any verb's common-noun object that name a party or the scene of the act: "sent a letter to Y"
#: -> sentLetterTo, "scored a goal against Y", "imposed a ban on Y", "received a prize at Y" (not "of": "met the head
#: of Y" met no Y).
THING_PARTY_PREPS = frozenset({"to", "with", "for", "against", "over", "into", "at", "in", "on"})
#: Nouns of a pact whose "with" names the other party of the verb's action: "X signed a deal with Y"
#: -> X signedDealWith Y, "X reached an agreement with Y".
PACT_NOUNS = frozenset({"deal", "agreement", "contract", "pact", "partnership", "alliance", "treaty", "accord"})
#: Verbs that give their subject a role: "X is (became, remains) chief of Y", "X was named (appointed,
#: elected) chief executive", "X serves as chairman".
COPULAS = frozenset({"be", "become", "remain", "name", "appoint", "elect", "serve", "act", "install", "promote"})
#: Of those, the verbs that put a person "with" an organisation on its staff: "X has been with Y", "X remains with Y".
WITH_COPULAS = frozenset({"be", "remain"})
#: Verbs that put the one who leaves a post "as" its holder until then: "X stepped down as chairman of Y".
LEAVING_AS = frozenset({"step", "resign", "retire", "quit", "leave"})
#: Verbs that make their subject the holder of the post named after "as": "X took over as chief executive",
#: "X was sworn in as mayor".
TAKING_AS = frozenset({"take", "join", "rejoin", "return", "start", "swear", "move", "come", "go"})
#: Nouns of running a body: "X took charge of Y", "X is in charge at Y", "X, at the helm of Y" (X leads Y).
CHARGE_NOUNS = frozenset({"charge", "helm"})
#: Verbs whose subject takes the charge that is their object ("took charge of Y", "assumed the helm at Y"), or,
#: with "over", takes over the body after "at" ("X took over at Y").
TAKING_CHARGE = frozenset({"take", "assume"})
#: Verbs whose object they put in charge ("Norbank put Tom Vale in charge of Safcom"); its subject when passive.
PUTTING_IN_CHARGE = frozenset({"put", "place", "leave"})
#: Verbs whose subject holds the post named after "as" while the verb lasts: "X works as a nurse".
WORKING_AS = frozenset({"work"})
#: Verbs whose "to" names the post their subject reaches: "X was promoted to chief executive of Y", "X rose to
#: head of Y".
PROMOTED_TO = frozenset({"promote", "elevate", "rise", "appoint", "name", "elect"})
#: Verbs whose object is made the holder of the post after "as" by their subject: "Y appointed X as chairman".
APPOINTING = frozenset({"appoint", "name", "elect", "hire", "install", "promote", "choose", "select"})
#: Verbs whose subject takes the post after "as" from their object, who held it: "X replaced Y as chairman".
REPLACING = frozenset({"replace", "succeed"})
LOCATIVE_PREPS = frozenset({"in", "at", "near", "outside"})
#: Of those, the ones that put what they follow inside their object: not "a plant near Tulsa".
INSIDE_PREPS = LOCATIVE_PREPS - {"near", "outside"}
#: Prepositions that only say where or when something happened: no relation to their object.
CIRCUMSTANTIAL_PREPS = frozenset({"in", "at", "on", "during", "from", "after", "before", "since", "until",
                                  "near", "outside", "inside", "across", "throughout", "within", "around"})
#: Circumstantial prepositions that name a party of the act when they take a person or an organisation:
#: "resigned from Norbank", "bought it from Ann Cole", "called on Norbank to act" ("on" right after the
#: verb only; not "flew from Leeds").
PARTY_PREPS = frozenset({"from", "on"})
#: Prepositions right after a verb whose object's owner is a party of the act: "worked for Norbank's unit",
#: "spoke to the Leeds Courier website", "disagreed with Ann Cole's views" (not "acted as Norbank's agent").
OWNER_PARTY_PREPS = frozenset({"to", "with", "for", "against"})
#: Verbs whose "in" names a party when it takes a person or an organisation: "invested $5m in Norbank",
#: "enrolled in Brantwick University" (not "met in Leeds", nor "won in Norbank's stadium").
PARTY_IN_VERBS = frozenset({"invest", "reinvest", "enroll", "enrol"})
#: Verbs whose "before" names the body heard, when it takes an organisation: "testified before the Kestrel
#: Committee", "appeared before the Varnell court" (not "finished before Tom Vale", an order).
HEARING_VERBS = frozenset({"testify", "appear", "argue", "depose"})
#: First words of prepositions of two words that name no party of the act: "picked X instead of Y".
ALTERNATIVE_PREP_HEADS = frozenset({"instead", "because", "ahead", "regardless", "irrespective"})
#: Particles the parser may read as a preposition with another below it: "pulled out of Y", "broke away from Y".
PREP_PARTICLES = frozenset({"out", "away", "off", "back", "down", "up"})
ROLE_PREPS = frozenset({"of", "for", "at", "with", "in"})
#: Prepositions after a role that name the body it is held in: "chairman of", "spokesman for", "head at".
ROLE_BODY_PREPS = frozenset({"of", "for", "at"})
PLACE_PREPS = frozenset({"of", "from", "in"})
#: Verbs whose object, not subject, does what their "of"/"with" clause says: "convicted X of killing Y".
OBJECT_CONTROL = frozenset({"convict", "accuse", "charge", "acquit", "suspect", "sentence", "find", "indict"})
#: Verbs that judge, reward or punish their object for an act, a gerund after "for" or "on" ("congratulated
#: Tom Vale on beating Y") that the object did, not the subject: "praised Norbank for buying Safcom" (Norbank bought),
#: "sued Tom Vale for defaming Y" (an allegation: see ``ALLEGATION_HEADS``).
JUDGING_VERBS = frozenset({
    "praise", "thank", "credit", "congratulate", "commend", "applaud", "hail", "laud", "salute", "reward", "honour",
    "honor", "criticise", "criticize", "condemn", "slam", "attack", "rebuke", "reprimand", "fault", "blame", "sue",
    "fine", "punish", "sanction", "ban", "suspend", "sack", "fire", "arrest", "jail", "forgive", "pay",
})
#: Prepositions of the act a judging verb judges its object for: "praised X for", "congratulated X on".
JUDGED_ACT_PREPS = frozenset({"for", "on"})
#: Verbs whose object does what their infinitive says, the parser at times reading the object as the infinitive's
#: own subject: "allowed Safcom and Kestrel to bid" (Safcom was allowed), "urged Ann Cole to resign".
INFINITIVE_OBJECT_VERBS = frozenset({"allow", "permit", "enable", "help", "urge", "force", "persuade", "encourage",
                                     "invite", "order", "challenge", "prompt", "press", "pressure", "compel", "oblige"})
#: What a killer fires or sets off: "X fired the shots that killed Y".
WEAPON_NOUNS = frozenset({"shot", "bullet", "round", "bomb", "grenade", "missile", "rocket"})
#: Verbs that kill only when the sentence says the victim died ("shot to death", "fatally stabbed").
FATAL_IF = frozenset({"shoot", "stab", "beat", "strike", "wound", "injure"})
#: Verbs whose object is a person ("shot Kennedy").
#: Verbs and nouns of a match's result: their sides, in a sentence with a score, are teams ("Leeds beat Tulsa
#: 2-1", "a 17-16 win over Bath").
MATCH_VERBS = frozenset({"beat", "defeat", "thrash", "draw", "lose", "edge", "overcome", "hammer", "rout", "trounce"})
MATCH_NOUNS = frozenset({"win", "victory", "defeat", "draw", "loss", "clash", "match", "game"})
#: Nouns of a player's counted tally in a game: "Tom Vale had 25 points and 11 rebounds for the Kestrels", "rushed
#: for 101 yards on 14 carries for the Kestrels", "Ben Hart's two goals for Leeds": the side they are for is his.
TALLY_NOUNS = frozenset({"point", "goal", "yard", "rebound", "assist", "touchdown", "save", "tackle", "sack", "carry",
                         "catch", "reception", "wicket", "try", "strikeout", "interception", "steal", "block"})
#: Nouns of a team's own after a place's possessive, which make the place's name the team's: "Tulsa's lineup",
#: "Leeds's supporters" (a town has people, a team its fans); with :data:`MATCH_NOUNS`: "Tulsa's win".
#: Not "side", "rival", "defence" or "defense": a town has them too ("Tulsa's defence of its budget").
TEAM_NOUNS = frozenset({"team", "squad", "lineup", "roster", "fan", "supporter", "offense"})
#: Verbs whose "with" or "for" names the team a player joins: "signed with Tulsa", "signs for Leeds".
SIGNING_VERBS = frozenset({"sign"})  # "re-signed" is parsed "re", "-", "signed"
#: Verbs of a game beyond a result's and a signing's, which make a sentence a sports story's: "plays for", "scored".
PLAYING_VERBS = MATCH_VERBS | SIGNING_VERBS | frozenset({"play", "score", "coach", "captain"})
#: Verbs whose object, with "as" and a job, is the employer: "joined Kestrel as chief financial officer".
JOINING_VERBS = frozenset({"join", "rejoin"})
KILLING_VERBS = frozenset({"kill", "shoot", "assassinate", "murder", "stab", "strangle"})
#: Verbs whose passive subject is a person ("X was born") or an organisation ("X was founded in 1955").
BIRTH_VERBS, FOUNDING_VERBS = frozenset({"bear"}), frozenset({"found", "establish"})
# Tense, mood and modality (kg.relations.mood)
#: Auxiliaries that put a clause in the future: "will meet", "X'll sign", "shall decide".
FUTURE_AUX = frozenset({"will", "'ll", "’ll", "shall", "wo"})
#: Modal auxiliaries: "can still win", "could face", "would meet", "must decide".
MODAL_AUX = frozenset({"can", "ca", "could", "may", "might", "must", "should", "would", "'d", "’d", "ought"})
#: Markers of a clause that is a condition, a purpose or an open question: "if X wins", "unless".
CONDITION_MARKS = frozenset({"if", "unless", "whether", "lest", "once"})
#: Verbs whose complement is not (yet) a fact: "plans to buy", "is expected to sign", "hopes to meet".
IRREALIS_HEADS = frozenset({
    "plan", "expect", "hope", "want", "seek", "try", "aim", "intend", "threaten", "promise", "propose",
    "offer", "agree", "consider", "decide", "prepare", "wish", "need", "attempt", "vow", "pledge", "refuse",
    "fail", "urge", "ask", "allow", "set", "likely", "able", "due", "poised", "ready", "eager", "bid",
})
#: Verbs of an act two parties do together, with the preposition that names the other: "Norbank and Safcom
#: merged" -> Norbank mergedWith Safcom, "Tom Vale and Ann Cole married" -> Tom Vale married Ann Cole.
RECIPROCAL_VERBS: dict[str, str] = {
    "merge": "with", "clash": "with", "draw": "with", "talk": "with", "negotiate": "with", "collaborate": "with",
    "meet": "", "marry": "", "wed": "", "divorce": "",
}
#: Adverbs of an act joined subjects do with each other ("Norbank and Safcom worked together"), and objects
#: (besides a pact: "signed a deal") of one ("Norbank and Safcom joined forces").
JOINT_ADVERBS = frozenset({"together"})
JOINT_OBJECTS = frozenset({"forces"})
#: Prepositions that name a third party of a joint act: "merged with Kestrel", "talked to Kestrel".
OTHER_PARTY_PREPS = frozenset({"with", "to"})
#: Heads of an infinitive whose taking-on is itself an act that can be stated: "X agreed to buy Y" states
#: X agreedToBuy Y (not that X bought Y), "X refused to back Y" X refusedToBack Y.
COMMITMENT_HEADS = frozenset({"agree", "offer", "promise", "pledge", "vow", "decide", "vote", "refuse", "threaten"})
#: Nouns that name an act, with the verb that states it (and its particle) and the prepositions that name
#: whom it was done to: "X's win over Y" -> X beat Y, "X's takeover of Y" -> X tookOver Y.
EVENT_NOUNS: dict[str, tuple[str, tuple[str, ...]]] = {
    "win": ("beat", ("over", "against")), "victory": ("beat", ("over", "against")), "defeat": ("beat", ("of",)),
    "takeover": ("take over", ("of",)), "acquisition": ("acquire", ("of",)), "purchase": ("buy", ("of",)),
    "attack": ("attack", ("on",)), "criticism": ("criticise", ("of",)), "portrayal": ("portray", ("of",)),
    "visit": ("visit", ("to",)), "merger": ("merge with", ("with",)), "arrest": ("arrest", ("of",)),
    "sacking": ("sack", ("of",)), "appointment": ("appoint", ("of",)), "endorsement": ("endorse", ("of",)),
    "lawsuit": ("sue", ("against",)), "suit": ("sue", ("against",)), "indictment": ("indict", ("of",)),
    "investigation": ("investigate", ("of", "into")), "probe": ("investigate", ("of", "into")),
    "meeting": ("meet with", ("with",)), "partnership": ("partner with", ("with",)),
    "invasion": ("invade", ("of",)), "impeachment": ("impeach", ("of",)), "ouster": ("oust", ("of",)),
    "nomination": ("nominate", ("of",)), "settlement": ("settle with", ("with",)),
    "sale": ("sell", ("of",)), "signing": ("sign", ("of",)), "sponsorship": ("sponsor", ("of",)),
    "trip": ("visit", ("to",)), "speech": ("address", ("to",)),
    "support": ("support", ("for", "of", "to")), "backing": ("back", ("for", "of", "to")),
    "praise": ("praise", ("for", "of")),
    "defence": ("defend", ("of",)), "defense": ("defend", ("of",)), "apology": ("apologise to", ("to",)),
    "opposition": ("oppose", ("to",)), "condemnation": ("condemn", ("of",)),
    "unveiling": ("unveil", ("of",)), "capture": ("capture", ("of",)),
    "kidnapping": ("kidnap", ("of",)), "rescue": ("rescue", ("of",)), "dismissal": ("dismiss", ("of",)),
    "selection": ("select", ("of",)), "hiring": ("hire", ("of",)), "friendship": ("befriend", ("with",)),
    "loss": ("beat", ()), "investment": ("invest in", ("in",)), "collaboration": ("collaborate with", ("with",)),
    "offer": ("bid for", ("for",)), "bid": ("bid for", ("for",)),
}
#: Participles joined by a hyphen after a name, with the act the name did to what they modify: "the Norbank-owned
#: Kestrel Herald" -> Norbank owns it, "Safcom-backed candidate Tom Vale" -> Safcom backed him. A state is named in
#: the present, a deed in the past; not "-led" (a typed role's) nor "-based" (a place's).
HYPHEN_PARTICIPLES: dict[str, str] = {
    "owned": "owns", "run": "runs", "controlled": "controls", "operated": "operates", "backed": "backed",
    "funded": "funded", "financed": "financed", "sponsored": "sponsored",
}
#: Nouns of an act two parties do with each other, named after "between", with the verb that states it:
#: "the meeting between Tom Vale and Ann Cole" -> each met the other.
BETWEEN_NOUNS: dict[str, str] = {
    "meeting": "meet", "merger": "merge with", "match": "play", "tie": "play", "game": "play", "clash": "clash with",
    "talks": "talk with", "friendship": "befriend", "collaboration": "collaborate with",
}  # not a feud, a battle or a war: news reports them as rumoured or figurative ("a feud between X and Y")
#: Event nouns of a choice that its announcement makes: "Kestrel announced the selection of Tom Vale" ->
#: Kestrel selected Tom Vale (not "Norbank announced the takeover of Safcom", which may still fall through).
DECLARED_NOUNS = frozenset({"selection", "appointment", "nomination", "hiring", "signing", "dismissal", "sacking"})
#: Nouns of a person by what they made or own, with the act they state: "the creator of X", "X owner Y".
AGENT_NOUNS: dict[str, str] = {
    "creator": "created", "co-creator": "created", "author": "wrote", "co-author": "wrote", "composer": "composed",
    "designer": "designed", "inventor": "invented", "owner": "owns", "co-owner": "owns", "admirer": "admires",
    "founder": "founded", "co-founder": "founded",
}
#: Prepositions by which a match noun brings its result to what a verb's doer did: "Kenya cruised to a win over
#: Ghana", "Kenya reached the final with a win over Ghana", "Kenya went top after a win over Ghana".
RESULT_PREPS = frozenset({"to", "with", "after"})
#: Event nouns whose possessor lost to the one their "to" or "by" names: "X's defeat to Y", "X's loss to Y" -> Y
#: beat X (not "X's loss of a contract to Y": a thing lost, not a match).
LOSS_NOUNS = frozenset({"defeat", "loss"})
#: Verbs whose subject underwent the act their object, a loss noun, names: "X suffered a defeat to Y" -> Y beat X.
UNDERGOING_VERBS = frozenset({"suffer", "endure", "sustain"})
#: Modifiers that make an act named by a noun not (yet) a fact: "a planned takeover", "a failed bid".
UNREALISED_MODIFIERS = frozenset({"planned", "proposed", "possible", "potential", "expected", "likely", "rumoured",
                                  "rumored", "mooted", "failed", "attempted", "abortive", "alleged", "prospective",
                                  "future", "would-be"})
#: Verbs whose object, an act named by a noun, happened: "Norbank completed its takeover of Safcom".
COMPLETION_VERBS = frozenset({"complete", "finalise", "finalize", "seal", "clinch", "secure", "celebrate", "claim",
                              "record", "earn", "post", "follow", "reach"})
#: Verbs that stop or question an act named by a noun: "Norbank's takeover of Safcom was blocked", "collapsed".
PREVENTION_VERBS = frozenset({"block", "reject", "oppose", "veto", "cancel", "abandon", "scrap", "halt", "stop",
                              "prevent", "collapse", "fail", "stall", "delay", "investigate", "probe", "consider",
                              "approve", "clear", "drop", "challenge", "threaten"})
#: Verbs whose clause complement is only wished, feared or expected: "X wishes he was playing for Y".
DESIRE_HEADS = frozenset({"wish", "hope", "want", "expect", "pray", "dream", "fear", "plan", "intend"})
#: Verbs whose clause in the bare verb (the subjunctive) is only asked for: "X demanded that Y fire Z".
#: ("suggest" not: "Norbank now has 7% of the market, the figures suggest" is read as one.)
MANDATIVE_HEADS = frozenset({"demand", "request", "insist", "urge", "recommend", "require", "propose", "ask",
                             "order", "move", "petition"})
#: Words before "to" (or "on") + a gerund that put the act ahead: "looking forward to meeting Y", "close to signing
#: Y", "has set his sights on winning Y", "is intent on buying Y".
PROSPECT_HEADS = frozenset({"forward", "close", "closer", "near", "committed", "dedicated", "keen", "sights", "intent",
                            "bent"})
#: Markers of a time clause: in the present tense it tells of a time to come ("after X leaves Y").
TIME_MARKS = frozenset({"after", "before", "when", "until", "till", "as", "while"})
#: Verbs whose infinitive complement happened when they did: "managed to beat X" beat X; an act begun or
#: kept up was done ("began to sell phones to X", "continued to fund X").
IMPLICATIVE_HEADS = frozenset({"manage", "proceed", "begin", "start", "continue"})
#: Verbs of seeing and causing whose bare-verb complement with a subject of its own happened when they did: "the
#: defeat saw Norbank drop behind Safcom" (the tagger often reads the bare verb as a present), "made Norbank pay Y".
BARE_COMPLEMENT_HEADS = frozenset({"see", "watch", "hear", "make", "let", "help"})
#: Verbs whose passive's infinitive complement was done by the passive's subject: "Norbank was forced to sell Kestrel"
#: sold it (the active, "forced Norbank to sell", is an object's act, and a request: "was asked to" is no deed).
PASSIVE_IMPLICATIVE_HEADS = frozenset({"force", "compel"})
#: Words that make a noun a record an infinitive on it tells of, stated by the copula: "was the first (player) to beat
#: Y", "the only firm to bid for Y", "became the last team to beat Y".
RECORD_WORDS = frozenset({"first", "second", "third", "last", "only", "latest"})
#: Copulas a record noun is said of a subject by: "was the first to", "became the first to".
RECORD_COPULAS = frozenset({"be", "become"})
#: Nouns whose "that" clause is a claim, not a fact: "allegations that Tom Vale avoided tests".
CLAIM_NOUNS = frozenset({"allegation", "claim", "accusation", "charge", "suspicion", "rumour", "rumor", "speculation",
                         "suggestion", "report", "theory"})
#: Verbs whose "of"/"with"/"for" complement is an allegation: "accused of blocking", "charged with killing", "sued
#: for defaming".
ALLEGATION_HEADS = frozenset({"accuse", "suspect", "charge", "allege", "deny", "indict", "claim", "arrest",
                              "investigate", "blame", "question", "sue"})
#: Verbs that deny or dispute their clause: "X denied that he was the head of Y" does not state it.
DENIAL_HEADS = frozenset({"deny", "dispute", "refute", "reject", "rebut"})
#: Adverbs that hedge what they modify: "reportedly met", "allegedly killed".
HEDGE_ADVERBS = frozenset({"reportedly", "allegedly", "possibly", "perhaps", "maybe", "supposedly",
                           "probably", "apparently", "purportedly"})
#: Adverbs that make a present or past verb a habit rather than an event: "usually meets", "often played".
HABIT_ADVERBS = frozenset({"usually", "often", "always", "regularly", "sometimes", "typically", "normally",
                           "generally", "frequently", "routinely", "traditionally", "occasionally"})
#: Auxiliaries of a perfect or a passive that place the event in the past: "has signed", "was elected"; and
#: "helped", which the parser hangs on a bare infinitive as its auxiliary ("X helped found Y").
PAST_AUX = frozenset({"has", "have", "had", "'ve", "’ve", "was", "were", "been", "did", "having", "helped"})
#: Verbs whose present tense states what holds, not an event: a headline's present of any other verb tells of an
#: event done ("Tom Vale Quits Norbank"), of these of a state ("Norbank Owns Safcom", "Tom Vale Leads Norbank").
STATE_VERBS = LIGHT_VERBS | COGNITION_VERBS | SERVING_VERBS | frozenset({
    "own", "lead", "head", "run", "live", "employ", "control", "hold", "belong", "contain", "include", "like", "love",
    "want", "need", "hope", "fear", "face", "expect", "plan", "mean", "look", "seek", "eye", "mull", "await",
    "wait"})
#: Forms of "help" the parser reads as the auxiliary of a bare infinitive: "helped found", "helps run".
HELP_AUX = frozenset({"help", "helps", "helped"})
#: Verbs whose object, a name after "the", is a newspaper or a broadcaster: "told the Kestrel Herald".
TELLING_VERBS = frozenset({"tell"})
#: Verbs whose act on what a party says, plans or does is an act on the party: "criticised his plan",
#: "upgraded Brantwick's rating"; other verbs' objects belong to a pronoun or a place ("showed his talent").
STANCE_VERBS = frozenset({
    "criticise", "criticize", "attack", "praise", "accuse", "blame", "condemn", "denounce", "slam", "hail",
    "applaud", "welcome", "back", "support", "endorse", "oppose", "reject", "dismiss", "question", "challenge",
    "echo", "brand", "tell", "ask", "cite", "quote", "approve", "accept", "upgrade", "downgrade",
})
#: Words set off after a list of names that say what follows holds for each ("Ann Cole and Tom Vale, both of
#: Norbank"; "..., all of Dunmore").
EACH_WORDS = frozenset({"both", "all"})
#: Adverbs before a name's "of" or "at" that put the tie in the past ("Tom Vale, formerly of Norbank").
FORMERLY_WORDS = frozenset({"formerly", "previously", "once"})
#: Words opening a sentence that sets a second party against the one before ("But Tom Vale said ...").
CONTRAST_OPENERS = frozenset({"but", "however", "yet", "meanwhile", "instead"})
#: Verbs whose subject, written as an acronym alone, is a body that speaks or rules: "the KTF said", "the KTF
#: banned him" (the small tagger misses most acronyms of bodies; a thing's acronym seldom does these).
BODY_VERBS = REPORTING | ANNOUNCING | REMOVAL_VERBS | frozenset({
    "warn", "insist", "rule", "decide", "investigate", "probe", "fine", "charge", "approve", "reject", "urge",
    "describe", "state", "sanction", "criticise", "criticize", "appeal", "refuse", "deny"})

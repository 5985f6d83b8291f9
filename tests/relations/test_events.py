"""Verb frames on news constructions: sentence -> the open relations it states, and those it does not."""

from __future__ import annotations

import pytest

from tests.relations.test_rules import triples


@pytest.mark.parametrize("text, expected", [
    # a commitment to an act is stated, in its own tense; the act is not
    ("Norbank has agreed to buy Safcom for $2bn.", ("Norbank", "agreedToBuy", "Safcom")),
    ("Norbank has agreed to merge with Safcom.", ("Norbank", "agreedToMergeWith", "Safcom")),
    ("Tom Vale refused to support Ann Cole over the plan.", ("Tom Vale", "refusedToSupport", "Ann Cole")),
    ("Tom Vale threatened to sue Norbank.", ("Tom Vale", "threatenedToSue", "Norbank")),
    # "it" in what an organisation announces, whatever verb "it" is the subject of
    ("Norbank confirmed it had agreed to buy Safcom.", ("Norbank", "agreedToBuy", "Safcom")),
    ("Norbank announced that it had bought Safcom.", ("Norbank", "bought", "Safcom")),
    ("Norbank said it had signed Tom Vale and sold Ben Hart.", ("Norbank", "sold", "Ben Hart")),
    # ... and of the means or the act before it, written after a preposition
    ("Norbank announced that it is quitting the market by transferring its unit to Safcom.",
     ("Norbank", "transfersTo", "Safcom")),
    ("Norbank said it had grown after buying Kestrel.", ("Norbank", "bought", "Kestrel")),
    # a particle the parser read as a preposition, with the preposition below it
    ("Tom Vale pulled out of the Kestrel Open.", ("Tom Vale", "pulledOutOf", "Kestrel Open")),
    ("Tom Vale broke away from Norbank in 1999.", ("Tom Vale", "brokeAwayFrom", "Norbank")),
    # ... and one after the direct object names the act done to it
    ("Kestrel Rovers knocked Norbank United out of the cup.", ("Kestrel Rovers", "knockedOut", "Norbank United")),
    ("Norbank voted Tom Vale out of the board.", ("Norbank", "votedOut", "Tom Vale")),
    # ... not an adverb of time or place before a circumstance
    ("Tom Vale met Ann Cole back in 2001.", ("Tom Vale", "met", "Ann Cole")),
    ("Kestrel Rovers beat Norbank United away from home.", ("Kestrel Rovers", "beat", "Norbank United")),
    # a phrasal verb is named by the one verb that says the same act
    ("Tom Vale set up Safcom Studios in 1997.", ("Tom Vale", "founded", "Safcom Studios")),
    ("Ann Cole is a banker. She set up Norbank in 2001.", ("Ann Cole", "founded", "Norbank")),
    # joined subjects of an act done together
    ("Norbank and Safcom merged in 2004.", ("Norbank", "mergedWith", "Safcom")),
    ("Tom Vale and Ann Cole met in Leeds on Monday.", ("Tom Vale", "met", "Ann Cole")),
    ("Tom Vale and Ann Cole married in 1990.", ("Tom Vale", "married", "Ann Cole")),
    ("Norbank and Safcom signed a deal on Monday.", ("Norbank", "signedDealWith", "Safcom")),
    # a participle opening the sentence is passive: its agent did it to the subject
    ("Criticised by Ann Cole, Tom Vale resigned.", ("Ann Cole", "criticised", "Tom Vale")),
    ("Hired by Norbank in 2001, Tom Vale moved to Leeds.", ("Tom Vale", "employedBy", "Norbank")),
    ("Norbank and Safcom are joining forces to share technology.", ("Norbank", "joinsForcesWith", "Safcom")),
    ("Tom Vale and Ann Cole worked together on the film.", ("Tom Vale", "workedWith", "Ann Cole")),
    # names joined after a plural noun in apposition are each a doer
    ("Electronics giants Norbank and Safcom are joining forces to share technology.",
     ("Norbank", "joinsForcesWith", "Safcom")),
    ("Bank chiefs Tom Vale and Ann Cole criticised Norbank on Monday.", ("Ann Cole", "criticised", "Norbank")),
    # the names a plural subject gives as examples are each a doer
    ("Banks such as Norbank and Safcom have criticised Kestrel.", ("Safcom", "criticised", "Kestrel")),
    ("Several firms, including Norbank and Safcom, sued Kestrel in May.", ("Norbank", "sued", "Kestrel")),
    # ... and those of a mass noun a plural verb agrees with
    ("Other software, like Norbank and Safcom, are challenging Kestrel's grip on the market.",
     ("Safcom", "challenges", "Kestrel")),
    # a name set off after a noun, with its owner or article before it, is the noun's doer
    ("The firm's new owner, Norbank's Kestrel, sued Safcom in May.", ("Kestrel", "sued", "Safcom")),
    ("The inquiry was led by Kenya's regulator, the Varnell Commission, which fined Norbank.",
     ("Varnell Commission", "fined", "Norbank")),
    # a person's name set off after a role and the body or place the parser hung the name on
    ("The mayor of Tulsa, Ann Cole, met Ben Hart.", ("Ann Cole", "met", "Ben Hart")),
    ("Norbank's envoy in Tulsa, Ann Cole, met Ben Hart.", ("Ann Cole", "met", "Ben Hart")),
    # a relative pronoun object stands for the noun its clause modifies
    ("Kestrel Labs, which Norbank acquired in 2018, makes chips.", ("Norbank", "acquired", "Kestrel Labs")),
    ("Ann Cole, whom Tom Vale hired in 2016, resigned on Friday.", ("Tom Vale", "hired", "Ann Cole")),
    # the act a plea or a verdict finds done
    ("Tom Vale pleaded guilty to defrauding Norbank.", ("Tom Vale", "defrauded", "Norbank")),
    ("Tom Vale was found guilty of defrauding Norbank.", ("Tom Vale", "defrauded", "Norbank")),
    # a main verb the parser hung on the subject's name as a participle
    ("Norbank partnered with Safcom to build the plant.", ("Norbank", "partneredWith", "Safcom")),
    # lawyers, a campaign or a spokesman act for the one they serve
    ("Norbank's lawyers sued Safcom on Monday.", ("Norbank", "sued", "Safcom")),
    ("Ann Cole's campaign sued Tom Vale on Monday.", ("Ann Cole", "sued", "Tom Vale")),
    ("The attorneys for Tom Vale sued Norbank on Monday.", ("Tom Vale", "sued", "Norbank")),
    ("Attorneys for Tom Vale sued Norbank on Monday.", ("Tom Vale", "sued", "Norbank")),  # a plural opening it
    ("A spokesman for Norbank criticised Safcom.", ("Norbank", "criticised", "Safcom")),
    # an organisation's officials met or criticised stand for it
    ("Tom Vale met with Norbank officials in Leeds on Monday.", ("Tom Vale", "metWith", "Norbank")),
    ("Tom Vale met Safcom negotiators on Friday.", ("Tom Vale", "met", "Safcom")),
    ("Tom Vale criticised Norbank executives for the layoffs.", ("Tom Vale", "criticised", "Norbank")),
    ("Tom Vale met with officials from Norbank and Safcom on Monday.", ("Tom Vale", "metWith", "Safcom")),
    ("Tom Vale worked with Norbank officials on the plan.", ("Tom Vale", "workedWith", "Norbank")),
    # a name after its verb that the parser read as an adverb, the score after it
    ("Kestrel City edged Brantwick Town 3-1.", ("Kestrel City", "edged", "Brantwick Town")),
    # the act a typed affiliation was read from, by its doer
    ("Norbank hired Tom Vale in 2015.", ("Norbank", "hired", "Tom Vale")),
    ("Tom Vale was hired by Norbank in 2015.", ("Norbank", "hired", "Tom Vale")),
    ("Tom Vale joined Norbank in 2015.", ("Tom Vale", "joined", "Norbank")),
    # a passive with a preposition other than "by": the state the subject was put in, named by the participle
    ("In 2003 Tom Vale was inducted into the Varnell Hall.", ("Tom Vale", "inductedInto", "Varnell Hall")),
    ("Norbank, which is listed on the Tulsa Exchange, made a profit.", ("Norbank", "listedOn", "Tulsa Exchange")),
    ("Ann Cole was taken to Wichita Hospital after the crash.", ("Ann Cole", "takenTo", "Wichita Hospital")),
    # the names set beside a common noun object are each a party; an object read as an infinitive's subject
    ("Norbank signed deals with two Kenyan airlines, Safcom and Kestrel.", ("Norbank", "signedDealWith", "Kestrel")),
    ("Until now Norbank had allowed Safcom, Kestrel and Varnell to bid.", ("Norbank", "allowed", "Varnell")),
    # a party after any verb's common-noun object
    ("Norbank cut its ties with Safcom in 2004.", ("Norbank", "cutTiesWith", "Safcom")),
    ("Ann Cole performed a duet with Ben Hart.", ("Ann Cole", "performedDuetWith", "Ben Hart")),
    # a relative clause on a noun a copula says of a subject is said of that subject; a name is itself
    ("Tom Vale is the man who founded Norbank.", ("Tom Vale", "founded", "Norbank")),
    ("Norbank is the firm that bought Safcom in 2010.", ("Norbank", "bought", "Safcom")),
    ("The latest to speak has been Tom Vale, who told Norbank he was leaving.", ("Tom Vale", "told", "Norbank")),
    ("Tom Vale was among the investors who bought Norbank.", ("Tom Vale", "bought", "Norbank")),
    # the body a witness was heard by
    ("Ann Cole testified before the Kestrel Committee on Tuesday.",
     ("Ann Cole", "testifiedBefore", "Kestrel Committee")),
    ("Tom Vale, the former envoy to Kenya, appeared before the Varnell Committee.",
     ("Tom Vale", "appearedBefore", "Varnell Committee")),
])
def test_stated_relations(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, predicate", [
    ("Norbank has agreed to buy Safcom for $2bn.", "bought"),
    ("Norbank did not agree to buy Safcom.", "agreedToBuy"),
    ("Kestrel Rovers will knock Norbank United out of the cup.", "knockedOut"),
    ("A lawyer like Tom Vale criticised Norbank.", "criticised"),  # a likeness
    ("The software, like Norbank, is challenging Kestrel.", "challenges"),
    ("Norbank may agree to buy Safcom.", "agreedToBuy"),
    ("Norbank will agree to buy Safcom.", "agreedToBuy"),
    ("Norbank agreed to be bought by Safcom.", "agreedToBuy"),
    ("Norbank plans to buy Safcom.", "plansToBuy"),
    ("Tom Vale will join Norbank next year.", "joined"),  # a future affiliation is typed, never a past act
    ("Tom Vale and Ann Cole will meet in May.", "met"),
    ("Norbank has said it strongly opposes giving Safcom the contract.", "gives"),
    ("Norbank said it was interested in buying Safcom.", "bought"),  # an interest is no act
    # a place after "back" is no party; a participle with a subject under another verb is passive
    ("In 1950, back in Kenya, Ann Cole and Tom Vale jointly established the Kestrel Ballet.", "establishedBackIn"),
    ("The dispute saw Tom Vale thrown out of Kestrel Rovers.", "threwOutOf"),
    # a preposition of two words names no party: "instead of Y"
    ("Tom Vale picked Ben Hart instead of Ann Cole.", "pickedOf"),
    # a state that ended is no present fact
    ("Tom Vale no longer owns Safcom.", "owns"),
    # a plea or a verdict denied
    ("Tom Vale pleaded not guilty to defrauding Norbank.", "defrauded"),
    # what is done to a campaign is not done to its candidate
    ("Ann Cole's campaign was criticised by Ben Hart.", "criticised"),
    # hiring an organisation's executives does nothing to it
    ("Norbank hired Safcom executives last year.", "hired"),
    # what a passive subject is called, or a perfect the parser hung on a noun, is no passive state
    ("The launch was billed as Ann Cole's big day.", "billedAs"),
    ("Tom Vale denied reports that he has pulled out of the Kestrel Open.", "pulledOutOf"),
    ("Tom Vale will be transferred to Kestrel United.", "transferredTo"),
    # a name hung on a noun further on is not set beside it
    ("Tom Vale worked as an assistant to sculptor Ben Hart in the 1960s.", "workedAs"),
    ("Tom Vale met the head of Norbank.", "metHeadOf"),
    # a copula denied or not stated as fact says nothing of its subject
    ("Tom Vale is not the man who founded Norbank.", "founded"),
    ("Tom Vale may be the man who founded Norbank.", "founded"),
    # examples of a subject that may act, or of a singular noun (a likeness)
    ("Firms like Norbank could sue Kestrel.", "sued"),
    ("A lawyer like Tom Vale criticised Norbank.", "criticised"),
    ("Tom Vale was not among the investors who bought Norbank.", "bought"),
    # "before" a person is an order, not a hearing
    ("Ann Cole finished before Tom Vale in the race.", "finishedBefore"),
    ("Ann Cole testified before Tom Vale did.", "testifiedBefore"),
    # "set up" founds an organisation only when it is the object
    ("Tom Vale set up a meeting with Ann Cole.", "foundedWith"),
    ("Tom Vale set up shop in Leeds with Norbank.", "foundsShopIn"),
    # an act a verb of causing or seeing denies is not done
    ("Ann Cole did not make Norbank pay Safcom.", "paid"),
    ("Ann Cole did not let Norbank buy Safcom.", "bought"),
])
def test_unstated_relations(text, predicate):
    assert not {p for _, p, _ in triples(text) if p == predicate}



def test_joined_subjects_meet_a_third_party_not_each_other():
    found = triples("Tom Vale and Ann Cole met Ben Hart.")
    assert ("Tom Vale", "met", "Ben Hart") in found and ("Tom Vale", "met", "Ann Cole") not in found


@pytest.mark.parametrize("text", [
    "Norbank and Safcom have signed agreements with Kestrel.",  # a pact with a third party
    "Tom Vale and Ann Cole signed the letter.",  # no pact
])
def test_joined_subjects_of_a_signing_act_not_with_each_other(text):
    assert not {t for t in triples(text) if {t[0], t[2]} <= {"Norbank", "Safcom", "Tom Vale", "Ann Cole"}}


@pytest.mark.parametrize("text, unrelated", [
    # a place or a pronoun owns the object, but for a stance on its words or acts
    ("Tom Vale defended Brantwick's regime.", ("Tom Vale", "Brantwick")),
    ("Ann Cole met Tom Vale. She donated his prize money to a charity.", ("Ann Cole", "Tom Vale")),
])
def test_the_owner_of_an_object_is_no_party(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated and t[1] != "met"}


@pytest.mark.parametrize("text, expected", [
    ("Ann Cole met Tom Vale. She criticised his plan.", ("Ann Cole", "criticised", "Tom Vale")),
    ("The Kestrel Fund approved Brantwick's request for a loan.", ("Kestrel Fund", "approved", "Brantwick")),
    # a name before what a stance is on, however indefinite
    ("Labour criticised extravagant Tory promises on policing.", ("Labour", "criticised", "Tory")),
    # names joined before the noun, the first read as its modifier
    ("Tom Vale condemned the Kenya and Ghana attacks.", ("Tom Vale", "condemned", "Ghana")),
    ("Tom Vale criticised the Norbank and Safcom plans.", ("Tom Vale", "criticised", "Norbank")),
    # whose thing it is, after "of"
    ("Tom Vale criticised the ambitions of Norbank.", ("Tom Vale", "criticised", "Norbank")),
    ("Tom Vale, who praised the work of Ann Cole and Ben Hart, retired.", ("Tom Vale", "praised", "Ben Hart")),
])
def test_the_owner_of_what_a_stance_is_on_is_a_party(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, unrelated", [
    ("Tom Vale criticised the head of Norbank.", ("Tom Vale", "Norbank")),  # a person of Y is not Y
    ("Tom Vale backed the sale of Safcom.", ("Tom Vale", "Safcom")),  # an act on Y is not Y
])
def test_what_is_of_a_person_or_an_act_is_not_what_a_stance_is_on(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}


@pytest.mark.parametrize("text, expected", [
    ("Norbank imposed its arms ban on Kenya in 1989.", ("Norbank", "imposedBanOn", "Kenya")),
    ("Safcom has since closed down all its operations in Ghana.", ("Safcom", "closedDownOperationsIn", "Ghana")),
    ("Tom Vale, who led Norbank operations in Kenya, retired.", ("Tom Vale", "ledOperationsIn", "Kenya")),
    # an event the act was done at
    ("Tom Vale won gold at the Kestrel Games in 2004.", ("Tom Vale", "wonAt", "Kestrel Games")),
    ("Norbank received a special prize at the Varnell Music Awards.",
     ("Norbank", "receivedAt", "Varnell Music Awards")),
])
def test_where_or_on_whom_an_act_was_done(text, expected):
    assert expected in triples(text)


def test_a_person_is_no_scene_of_an_act():
    text = "Ben Hart and Tom Vale promoted the news in Leeds, Kansas governor Ann Cole in Wichita."
    assert ("Tom Vale", "promotedNewsIn", "Leeds") in triples(text)
    assert not {t for t in triples(text) if t[0] == "Tom Vale" and t[2] == "Ann Cole"}


@pytest.mark.parametrize("text, expected", [
    # who the object of a preposition right after the verb stands for, named with the preposition
    ("Tom Vale worked for Norbank's private client business in Tulsa.", ("Tom Vale", "workedFor", "Norbank")),
    ("Ann Cole spoke to the Leeds Courier website about her plans.", ("Ann Cole", "spokeTo", "Leeds Courier")),
    ("Ben Hart reacted angrily to Tom Vale's comments.", ("Ben Hart", "reactedTo", "Tom Vale")),
    ("Tom Vale voted against Ann Cole's plan.", ("Tom Vale", "votedAgainst", "Ann Cole")),
])
def test_who_a_prepositional_object_stands_for(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, expected", [
    ("Norbank bought 100% of Safcom last year.", ("Norbank", "bought", "Safcom")),
    ("Tom Vale and Ann Cole own 29% of Norbank.", ("Ann Cole", "owns", "Norbank")),
    ("Norbank bought the rest of Safcom in May.", ("Norbank", "bought", "Safcom")),
])
def test_an_act_on_a_part_is_an_act_on_the_whole(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, unrelated", [
    ("Ann Cole acted as Norbank's agent in Kenya.", ("Ann Cole", "Norbank")),  # a role, not a party
    ("Tom Vale ran to the Kestrel title in Leeds.", ("Tom Vale", "Kestrel")),  # a prize its giver only describes
    ("Tom Vale won Norbank's award for young players.", ("Tom Vale", "Norbank")),
    ("Ben Hart replaced Tom Vale in time for Norbank's debut.", ("Ben Hart", "Norbank")),  # not right after it
])
def test_who_a_prepositional_object_stands_for_is_not_always_a_party(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated and t[1] not in ("employedBy", "leads")}


@pytest.mark.parametrize("text, expected", [
    # a passive verb's agent did to the parties of its common-noun subject what the active sentence says
    ("Tom Vale's plan was criticised by Ann Cole.", ("Ann Cole", "criticised", "Tom Vale")),
    ("The claims of Tom Vale were dismissed by Ann Cole.", ("Ann Cole", "dismissed", "Tom Vale")),
    ("The case against Tom Vale was brought by Norbank.", ("Norbank", "broughtCaseAgainst", "Tom Vale")),
    ("A deal with Safcom was signed by Norbank.", ("Norbank", "signedDealWith", "Safcom")),
])
def test_the_parties_of_a_passive_subject(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, unrelated", [
    ("Tom Vale's cross was met by Ben Hart.", ("Ben Hart", "Tom Vale")),  # whose thing it is: only for a stance
    ("Tom Vale's sacking was condemned by Ann Cole.", ("Ann Cole", "Tom Vale")),  # an act done to him
    ("Tom Vale's trial was told by Ann Cole.", ("Ann Cole", "Tom Vale")),  # who a hearer belongs to
    ("A ferocious game at the Kestrel Arena was edged by Norbank.", ("Norbank", "Kestrel Arena")),  # a scene
    ("Tom Vale's plan was not criticised by Ann Cole.", ("Ann Cole", "Tom Vale")),
])
def test_the_parties_of_a_passive_subject_not_stated(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}


@pytest.mark.parametrize("text, expected", [
    # where a person is based is where they live; where a body is based, it is based
    ("Tom Vale is currently based in Norway.", ("Tom Vale", "livesIn", "Norway")),
    ("Mr Vale, who is based in Norway, denied the claim.", ("Vale", "livesIn", "Norway")),
    ("Norbank, which is based in Tulsa, made a loss.", ("Norbank", "basedIn", "Tulsa")),
])
def test_based_in_places_a_person_or_a_body(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, expected", [
    # the act a judging verb's object is praised, thanked or punished for is the object's
    ("Ann Cole praised the Varnell Court for overruling the Kestrel Board.",
     ("Varnell Court", "overruled", "Kestrel Board")),
    ("Tom Vale thanked Ann Cole for helping Norbank.", ("Ann Cole", "helped", "Norbank")),
    ("Ann Cole congratulated Tom Vale on beating Ben Hart.", ("Tom Vale", "beat", "Ben Hart")),
    ("Ann Cole criticised Tom Vale for ignoring Norbank.", ("Tom Vale", "ignored", "Norbank")),
    # without an object the act is the subject's
    ("Tom Vale was praised for beating Ben Hart.", ("Tom Vale", "beat", "Ben Hart")),
    ("Tom Vale apologised for insulting Ann Cole.", ("Tom Vale", "insulted", "Ann Cole")),
])
def test_the_act_a_judged_object_did(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, unrelated", [
    ("Ann Cole praised the Varnell Court for overruling the Kestrel Board.", ("Ann Cole", "Kestrel Board")),
    ("Tom Vale thanked Ann Cole for helping Norbank.", ("Tom Vale", "Norbank")),
    # what a suit or a blame says the object did is alleged, not stated
    ("Norbank sued Tom Vale for defaming Ann Cole.", ("Tom Vale", "Ann Cole")),
    ("Norbank sued Tom Vale for defaming Ann Cole.", ("Norbank", "Ann Cole")),
    ("Tom Vale was sued for defaming Ben Hart.", ("Tom Vale", "Ben Hart")),
    ("Ann Cole blamed Tom Vale for misleading Norbank.", ("Tom Vale", "Norbank")),
])
def test_the_act_a_judged_object_did_not_said_of_others(text, unrelated):
    assert not {t for t in triples(text) if (t[0], t[2]) == unrelated}

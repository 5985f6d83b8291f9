"""Tense, mood and modality: sentence -> the open and typed relations it states, and those it does not."""

from __future__ import annotations

import pytest

from kg.api import pipeline
from kg.relations.mood import FUTURE, IRREALIS, PAST, PRESENT, is_verb, mood
from tests.relations.test_rules import statuses, triples


@pytest.mark.parametrize("text, expected", [
    ("Ann Cole met Tom Baxter in Paris.", ("Ann Cole", "met", "Tom Baxter")),
    ("Ann Cole has signed Tom Baxter.", ("Ann Cole", "signed", "Tom Baxter")),
    ("Tom Baxter was signed by Brightwater United last year.", ("Brightwater United", "signed", "Tom Baxter")),
    ("Ann Cole took over Acme Corp in 2003.", ("Ann Cole", "tookOver", "Acme Corp")),
    ("Ann Cole defected to Brightwater United in 2003.", ("Ann Cole", "defectedTo", "Brightwater United")),
    ("Ann Cole once visited Tom Baxter in prison.", ("Ann Cole", "visited", "Tom Baxter")),
    ("Acme Corp owns Brightwater United.", ("Acme Corp", "owns", "Brightwater United")),
    ("The jury convicted Carl Mason of killing Dan Reyes.", ("Carl Mason", "killed", "Dan Reyes")),
    # "went on to" states the act, however the parser hangs it
    ("Ann Cole went on to beat Tom Baxter in the final.", ("Ann Cole", "beat", "Tom Baxter")),
    ("Later Tom Vale went on to accuse Tom Baxter of lying.", ("Tom Vale", "accused", "Tom Baxter")),
    ("Ann Cole managed to beat Tom Baxter in the final.", ("Ann Cole", "beat", "Tom Baxter")),
    # an act begun or kept up was done, in the tense of its head
    ("Norbank continued to fund Safcom until 2004.", ("Norbank", "funded", "Safcom")),
    ("Ann Cole began to work for Tom Vale in 2003.", ("Ann Cole", "workedFor", "Tom Vale")),
    ("Tom Vale continues to lead Norbank.", ("Tom Vale", "leads", "Norbank")),
    # a bare verb with a subject of its own, as seen or caused, in the tense of the verb it hangs on
    ("The defeat saw Kestrel Rovers drop behind Brantwick Town.",
     ("Kestrel Rovers", "droppedBehind", "Brantwick Town")),
    ("Ann Cole made Norbank pay Safcom.", ("Norbank", "paid", "Safcom")),
    # an act a passive subject was forced to do was done
    ("Norbank was forced to sell Kestrel to Safcom.", ("Norbank", "sold", "Kestrel")),
    ("Tom Vale was compelled to resign from Norbank.", ("Tom Vale", "resignedFrom", "Norbank")),
    # "helped" hung on a bare infinitive as its auxiliary: the act, in the past, under its own verb
    ("Ann Cole helped found Norbank in 1998.", ("Ann Cole", "founded", "Norbank")),
    ("Tom Vale helped build Safcom.", ("Tom Vale", "built", "Safcom")),
    # an infinitive on a record a copula says of a subject is as stated as the copula
    ("Tom Vale became the first player to beat Ann Cole.", ("Tom Vale", "beat", "Ann Cole")),
    ("Tom Vale was the first to beat Ann Cole.", ("Tom Vale", "beat", "Ann Cole")),
    ("Norbank is the only firm to bid for Safcom.", ("Norbank", "bidFor", "Safcom")),
    # the act the other way round: a defeat, a sale
    ("Tom Baxter lost to Ann Cole in the final.", ("Ann Cole", "beat", "Tom Baxter")),
    ("Norbank was sold to Kestrel Holdings last year.", ("Kestrel Holdings", "bought", "Norbank")),
    ("Norbank sold Safcom to Kestrel Holdings in May.", ("Kestrel Holdings", "bought", "Safcom")),
    ("Tom Vale gave the money to Ben Hart.", ("Tom Vale", "gaveMoneyTo", "Ben Hart")),
    # no defeat, or nothing named sold: the verb as written
    ("Norbank lost market share to Safcom.", ("Norbank", "lostTo", "Safcom")),
    ("Norbank sells most of its output to Kenya.", ("Norbank", "sellsTo", "Kenya")),
    # an act a noun names after a light verb, with the noun's party
    ("Tom Vale held talks with Ann Cole in Leeds.", ("Tom Vale", "heldTalksWith", "Ann Cole")),
    ("Tom Vale paid tribute to Ann Cole.", ("Tom Vale", "paidTributeTo", "Ann Cole")),
    ("Norbank took control of Safcom.", ("Norbank", "tookControlOf", "Safcom")),
    # a speaker's "I" in a quotation is the speaker
    ('"I joined Norbank in 1997," said Tom Vale.', ("Tom Vale", "memberOf", "Norbank")),
    ('Tom Vale said: "I have watched Ann Cole for years."', ("Tom Vale", "watched", "Ann Cole")),
    # a past form the parser hung on an infinitive is said with the infinitive's head
    ("Tom Vale promised to protect Norbank and hammered Ann Cole on his plan.", ("Tom Vale", "hammered", "Ann Cole")),
    # a clause in the past after a verb of demanding is what happened
    ("Ann Cole insisted that Norbank hired Tom Vale.", ("Norbank", "hired", "Tom Vale")),
])
def test_stated_relations(text, expected):
    assert expected in triples(text)


@pytest.mark.parametrize("text, predicate", [
    ("Ann Cole will meet Tom Baxter in Paris next week.", "met"),
    ("Brightwater United can still win the Premier Cup.", "won"),
    ("If Brightwater United beats Rovers, it will top the table.", "beat"),
    ("Acme Corp plans to buy Brightwater United.", "bought"),
    ("Ann Cole reportedly met Tom Baxter.", "met"),
    ("Ann Cole could face Tom Baxter in the final.", "faced"),
    ("Ann Cole is expected to sign Tom Baxter.", "signed"),
    ("Norbank could be forced to sell Kestrel.", "sold"),
    ("Next year will see Norbank buy Safcom.", "bought"),
    ("The defeat saw Kestrel Rovers drop behind Brantwick Town.", "dropsBehind"),
    ("Norbank was not forced to pay Safcom.", "paid"),
    ("Tom Vale forced Norbank to pay Safcom.", "paid"),  # the object's act, and not stated as done
    ("Acme Corp has been accused of blocking Brightwater United.", "blocked"),
    ("Ann Cole went to Acme Corp to meet Tom Baxter.", "wentTo"),
    ("Ann Cole usually beats Tom Baxter.", "beat"),
    ("Tom Baxter will lose to Ann Cole.", "beat"),
    ("Ann Cole will help found Norbank.", "founded"),
    ("Ann Cole helped found Norbank.", "finds"),  # the bare infinitive is no present "find"
    # a time to come, a wish, a prospect
    ("What Tom Vale does after he leaves Norbank is unclear.", "leaves"),
    ("In the final, Ann Cole plays Ben Hart before Tom Vale faces Tom Baxter.", "faces"),
    ("Tom Vale wishes he was playing for Brightwater United.", "memberOf"),
    ("Tom Vale was looking forward to visiting Ann Cole.", "visited"),
    ("Tom Vale is close to signing for Brightwater United.", "memberOf"),
    ("Tom Vale has set his sights on beating Ben Hart.", "beat"),
    # what a claim says
    ("The panel is examining allegations that Tom Vale avoided Ben Hart.", "avoided"),
    ("There are claims that Norbank bribed Safcom.", "bribed"),
    ("Ann Cole denied reports that Norbank bought Safcom.", "bought"),
    # a thought is no party; a share held ("2%") names no act
    ('"I think Norbank is right," said Tom Vale.', "thinks"),
    ("Kestrel Capital, holding 2% of Norbank, wants a buyback.", "holdsOf"),
    ("Ann Cole hopes to manage to beat Tom Baxter.", "beat"),
    ("Norbank will continue to fund Safcom.", "funded"),
    ("Norbank may start to sell phones to Safcom.", "soldTo"),
    # a record to come, denied, or a request to do
    ("Tom Vale will be the first to beat Ann Cole.", "beat"),
    ("Tom Vale was not the first to beat Ann Cole.", "beat"),
    ("Tom Vale will promise to protect Norbank and hammered Ann Cole.", "hammered"),
    ("Tom Vale promised to protect Norbank and to hammer Ann Cole.", "hammered"),
    # what is only asked for, in the bare verb, is not done
    ("Tom Vale requested that Kenya investigate Norbank.", "investigates"),
    ("Ann Cole demanded that Tom Vale be fired by Norbank.", "fired"),
    ("Ann Cole asked that Norbank hire Tom Vale.", "hired"),
    ("Tom Vale was the first to be asked to join Norbank.", "joined"),
    # a denied clause states nothing
    ("Tom Vale denied that he was the head of Norbank.", "leads"),
    ("Norbank disputed that Safcom was based in Wichita.", "basedIn"),
])
def test_unstated_relations_are_not_past_facts(text, predicate):
    """A habit may be stated in the present ("beats"), never as a past event ("beat", "beatIn")."""
    past = {p for _, p, _ in triples(text) if p == predicate or p.startswith(predicate) and p[len(predicate)].isupper()}
    assert not past


@pytest.mark.parametrize("text, expected", [
    ("Ann Cole became chairman of Acme Corp in 2003.", ("Ann Cole", "leads", "Acme Corp", "current")),
    ("Ann Cole was named chief executive of Acme Corp.", ("Ann Cole", "leads", "Acme Corp.", "current")),
    ("Ann Cole served as chairman of Acme Corp.", ("Ann Cole", "leads", "Acme Corp.", "former")),
    ("Ann Cole will become chairman of Acme Corp.", ("Ann Cole", "leads", "Acme Corp.", "future")),
    ("Ann Cole is going to join Acme Corp.", ("Ann Cole", "memberOf", "Acme Corp.", "future")),
])
def test_clause_gives_role_status(text, expected):
    assert expected in statuses(text)


@pytest.mark.parametrize("text, word, expected", [
    ("They met on Monday.", "met", PAST),
    ("They will meet on Monday.", "meet", FUTURE),
    ("They are going to meet on Monday.", "meet", FUTURE),
    ("They can still win.", "win", IRREALIS),
    ("They meet every Monday.", "meet", PRESENT),
])
def test_mood(text, word, expected):
    doc = pipeline()(text)
    assert mood(next(t for t in doc if t.text == word)) == expected


def test_a_noun_is_not_a_verb():
    assert is_verb("signed") and not is_verb("offspring")

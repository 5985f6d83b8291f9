"""Attribution: each construction of reported speech, its speaker resolved, and claims in the graph."""

from __future__ import annotations

import pytest

from kg.graph import assemble
from kg.pipeline import extractor_for, process
from kg.records import Document


def result(nlp, text: str):
    return process(Document(id="t", text=text, source="t"), nlp(text), extractor=extractor_for("rules"))


def said(nlp, text: str) -> list[tuple[str | None, str, bool]]:
    """(speaker chain name or None, content, direct) of every attribution of ``text``."""
    found = result(nlp, text)
    name = {m: c.name for c in found.chains for m in c.mentions}
    return [(name.get(a.speaker) if a.speaker else None, a.content, a.direct) for a in found.attributions]


@pytest.mark.parametrize(("text", "expected"), [
    # direct quotations: cue after, cue before, inverted, split around the cue, going on in the next paragraph
    ('"We will appeal the ruling," Maria Lopez said.', [("Maria Lopez", "We will appeal the ruling", True)]),
    ('Police Chief Ann Lee said: "We have arrested two men."', [("Ann Lee", "We have arrested two men", True)]),
    ('"It is over," said Dan Hill, the club\'s manager.', [("Dan Hill", "It is over", True)]),
    ('"The bridge is safe," Mayor Tom Vale said, "and it will reopen on Monday."',
     [("Tom Vale", "The bridge is safe", True), ("Tom Vale", "it will reopen on Monday", True)]),
    ('"We lost the final," coach Dan Hill said.\n\n"Next year will be different for all of us."',
     [("Dan Hill", "We lost the final", True), ("Dan Hill", "Next year will be different for all of us", True)]),
    # indirect speech: said that, told X, denied, a clause before its cue
    ("Senator Joan Park said that the bill would pass.", [("Joan Park", "the bill would pass", False)]),
    ("Tom Vale told the BBC he would resign in March.", [("Tom Vale", "he would resign in March", False)]),
    ("Acme Corp denied the allegations.", [("Acme Corp", "the allegations", False)]),
    ("The factory will close in May, Acme Corp said on Monday.",
     [("Acme Corp", "The factory will close in May", False)]),
    # source phrases
    ("The factory will close in May, according to the BBC.", [("BBC", "The factory will close in May", False)]),
    ("According to Interfax, the talks have failed again.", [("Interfax", "the talks have failed again", False)]),
    ("Interfax reports that the talks have failed.", [("Interfax", "the talks have failed", False)]),
    # anonymous sources keep no speaker
    ("Officials said the fire was under control.", [(None, "the fire was under control", False)]),
    ("Sources told reporters that the deal was off.", [(None, "the deal was off", False)]),
])
def test_constructions(nlp, text, expected):
    assert said(nlp, text) == expected


@pytest.mark.parametrize(("text", "speaker"), [
    ("Jane Smith arrived late. She said the meeting had been cancelled.", "Jane Smith"),
    ("Sheriff Tom Baxter spoke first. The sheriff said the road was closed.", "Tom Baxter"),
    ("The union official, Ray Olsen, said the deputies had failed.", "Ray Olsen"),
    ("Acme Corp reported a loss on Friday. The company said sales had fallen.", "Acme Corp"),
    ('Jane Smith sent an email to her staff. "Please stay calm and keep working," the email read.', "Jane Smith"),
    ('Mr Okafor said the plant would stay open until the end of the year.', "Okafor"),
    ('"We are ready," Jane Smith said. "We have trained for months," she added.', "Jane Smith"),
    ('Coach Dan Hill agreed on Friday. "We played badly and we know it."', "Dan Hill"),
    # epithets for the last person named: an age, a nationality
    ("Lena Berg finished second in the race. The 31-year-old said she was proud of her team.", "Lena Berg"),
    ('Andy Muir won the final in straight sets. "It feels amazing," the Scot said afterwards.', "Andy Muir"),
    # a hyphenated title leaves a subject per part; a name at the end of a title's phrase
    ("Dunmore vice-chairman Paul Hurst has said the club may sell its ground.", "Paul Hurst"),
    ("Chief executive of Northwind Traders Ruth Vane said the firm would grow.", "Ruth Vane"),
    # an acronym the tagger missed; a collective noun for the organisation named before
    ("But the FT said it thought the bank had played a role in the deal.", "FT"),
    ("Acme Broadcasting launched a new channel on Monday. The broadcaster said it would reach 3m homes.",
     "Acme Broadcasting"),
    # a pronoun stands for the person who is the subject of the sentence before (salience)
    ('Senator Ray Olsen warned of the risks, which Tom Baker had played down. "Those risks are real," he said.',
     "Ray Olsen"),
    # ... passing over sentences inside quotation marks, which are someone's words, not the narration
    ('Tom Baker spoke next. "Anna Cole has always been independent. She is a fine lawyer. '
     'It is not unusual for her to speak out," he said.', "Tom Baker"),
    # an unowned spokesperson speaks for the organisation that is the subject of the sentence before
    ('Acme Corp said the freeze sent the wrong message. "We are concerned," said a spokesman.', "Acme Corp"),
    # a lawsuit speaks for its plaintiff; of several subjects, the name nearest the verb
    ('Ann Wu sued Northwind Traders in March. "The company ignored every warning," the lawsuit stated.', "Ann Wu"),
    ("Attorney General Will Barrow said the report cleared the president.", "Will Barrow"),
    # the organisation the same noun described before, not merely the last one named
    ("Acme Studios, the production company behind the hit series, hired Northwind Pictures to distribute it. "
     "Northwind Pictures paid $2m for the rights. The production company said the film would open in May.",
     "Acme Studios"),
    # an acronym is a name, not the pronoun it spells: the organisation whose initials it spells
    ("The Hoshimura Institute of Music issued new guidance on Monday. HIM says the fees are rising fast.",
     "Hoshimura Institute of Music"),
    # a report is no anonymous source when it says whose it is
    ("A new report by the Springfield Institute says prices will rise.", "Springfield Institute"),
    # a document that speaks through a participle ("a statement saying"): whoever issued it
    ("Acme Corp lost the case on Monday. The company issued a statement saying that it would appeal the ruling.",
     "Acme Corp"),
    # a document named as the place of an earlier statement: its author
    ('In a letter to shareholders, Ravi Patel wrote that profits would fall. "This has been a difficult year," '
     'the letter stated.', "Ravi Patel"),
])
def test_speakers_are_resolved(nlp, text, speaker):
    assert [s for s, *_ in said(nlp, text)][-1] == speaker


@pytest.mark.parametrize("text", [
    'Julia April, the shadow secretary, said: "The scheme has failed families."',
    # her surname alone later, as a speaker of its own
    'Julia April, the shadow secretary, said: "The scheme has failed families." April said the agency had failed.',
])
def test_an_untagged_speaker_with_a_first_name_is_a_person(nlp, text):
    speakers = {a.speaker.type for a in result(nlp, text).attributions}
    assert speakers == {"Person"}


@pytest.mark.parametrize(("text", "name", "titles"), [
    ("French Green MEP Alain Varakin warned two weeks ago that the plan would fail.", "Alain Varakin", ("mep",)),
])
def test_an_untagged_speaker_after_a_title_and_a_first_name_is_a_person_without_the_title(nlp, text, name, titles):
    found = result(nlp, text)
    spoke = {a.speaker for a in found.attributions if a.speaker}
    assert [(c.name, c.type, c.titles) for c in found.chains if spoke & set(c.mentions)] == [(name, "Person", titles)]


@pytest.mark.parametrize(("text", "kind", "titles"), [
    ('"No comment," Dunmore Varnell, the firm\'s spokesman, said.', "Person", ("spokesman",)),
    ('"We won," Brantwick Varnell, the club manager, said.', "Person", ("club manager",)),
    # a firm's description is no title
    ('"No comment," Dunmore Varnell, the lender, said.', "Organization", ()),
])
def test_an_untagged_speaker_with_a_title_set_off_is_a_person_who_holds_it(nlp, text, kind, titles):
    found = result(nlp, text)
    spoke = {a.speaker for a in found.attributions if a.speaker}
    assert [(c.type, c.titles) for c in found.chains if spoke & set(c.mentions)] == [(kind, titles)]


@pytest.mark.parametrize("text", [
    "Peter Lang was charged on Monday. Peter Lang's lawyer said his client would appeal.",
    'Peter Lang was charged on Monday. "He is innocent," his lawyer told the court.',
    "Vera Holt was taken to hospital. Vera Holt's son said she was recovering.",
    "Critics of the plan, including the Bishop of Elmwood, Jane Moss, said it would fail.",
])
def test_someone_elses_relative_or_lawyer_is_not_that_person(nlp, text):
    assert said(nlp, text)[-1][0] is None


def test_a_colon_introduces_the_quotation_on_the_next_line(nlp):
    text = ('In a statement, Jane Porter said:\n\n"We are deeply saddened by the loss of our friend."\n\n'
            'Tom Vale added:\n"It is a sad day for all of us here."')
    assert said(nlp, text) == [("Jane Porter", "We are deeply saddened by the loss of our friend", True),
                               ("Tom Vale", "It is a sad day for all of us here", True)]


def test_a_cue_after_a_long_speaker_phrase_is_the_quotations_own(nlp):
    text = ('"We are ready," Tom Vale said.\n\n"We will fight on until the end," Maria Lopez, the chairwoman of the '
            'Springfield Residents Association since 2010, told reporters.')
    assert [s for s, *_ in said(nlp, text)] == ["Tom Vale", "Maria Lopez"]


def test_a_quotation_introduced_by_indirect_speech_keeps_both_records(nlp):
    text = 'Jane Porter said the plan would create many jobs.\n\n"This is the biggest investment in a decade."'
    assert said(nlp, text) == [("Jane Porter", "the plan would create many jobs", False),
                               ("Jane Porter", "This is the biggest investment in a decade", True)]


def test_a_partial_quotation_stays_inside_its_indirect_speech(nlp):
    assert said(nlp, 'Tom Vale said he was "deeply shocked" by the result.') == [
        ("Tom Vale", 'he was "deeply shocked" by the result', False)]


def test_scare_quotes_and_bare_verbs_are_no_attribution(nlp):
    assert said(nlp, 'The so-called "smart" meters failed. She never said so.') == []


def test_hedged_content_is_marked(nlp):
    (attribution,) = result(nlp, "The minister reportedly resigned, according to local media.").attributions
    assert attribution.hedged and attribution.speaker is None and attribution.cue == "according to"


def test_offsets_cue_and_source_are_verbatim(nlp):
    text = '"We will appeal," Maria Lopez told reporters on Friday.'
    (a,) = result(nlp, text).attributions
    assert text[a.start:a.end] == a.content == "We will appeal"
    assert text[a.cue_start:a.cue_end] == a.cue == "told reporters"
    assert text[a.source_start:a.source_end] == a.source_text == "Maria Lopez"
    assert a.sentence.text == text and a.about == ()


def test_claims_resolve_speakers_and_tie_the_relations_read_inside(nlp):
    text = ("Acme Corp lost money on Friday. According to the BBC, Jane Smith, the chief executive of "
            "Acme Corp, will leave in May.")
    graph = assemble([result(nlp, text)])
    label = {e.id: e.label for e in graph.entities}
    (claim,) = graph.claims
    assert label[claim.speaker] == "BBC" and {label[a] for a in claim.about} >= {"Jane Smith", "Acme Corp"}
    assert graph.claims_by(claim.speaker) == [claim] == graph.claims_about(claim.about[0])
    tied = [ev for f in graph.facts for ev in graph.evidence(f)]
    assert tied and all(ev.attribution == claim.id for ev in tied)


@pytest.mark.parametrize(("speaker", "words"), [
    ("Mike Goodrum", "the sheriff and I had a heated moment"),
    ("Anthony Pustizzi", "this issue will be addressed"),  # the email, in two articles
    ("Scott Israel", "our deputies made mistakes"),
    ("Jim Bell", "We have to act"),
    ("Robert Runcie", "I’m in shock"),
    ("Donald Trump", "did a poor job"),
    ("WSVN", "was first suspended without pay"),
])
def test_seed_statements_are_attributed(seed_graph, speaker, words):
    label = {e.id: e.label for e in seed_graph.entities}
    assert any(label.get(c.speaker) == speaker and words in c.content for c in seed_graph.claims)


@pytest.mark.parametrize(("text", "joined"), [
    # a named person's "I" and "my" join that person's chain
    ('"I joined Norbank in 1997 and my job was easy," said Tom Vale.', {"I": "Tom Vale", "my": "Tom Vale"}),
    # the "I" of a speaker known only as "the minister" stays out of any chain; outside a quotation too
    ('"I will not resign," the minister said.', {}),
    ("I met Tom Vale in Leeds.", {}),
])
def test_a_speakers_first_person_joins_their_chain(nlp, text, joined):
    chains = result(nlp, text).chains
    found = {m.text: c.name for c in chains for m in c.mentions if m.text in ("I", "my") and c.mentions[0] != m}
    assert found == joined

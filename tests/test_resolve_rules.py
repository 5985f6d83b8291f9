"""Each merge rule of cross-document resolution (the pairs that must stay apart: tests/test_resolve_apart.py).

The chains are given, as the tagger and in-document coreference would give them, over
sentences of our own: these tests pin the resolver's decisions, not the tagger's.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from kg.records import ORGANIZATION, PERSON, PLACE, PRODUCT, WORK, Chain, DocResult, Document, Mention, Sentence
from kg.resolve import resolve_entities


def doc(doc_id: str, text: str, *names: tuple[str, str]) -> DocResult:
    """A document whose chains are ``names``: (surface form, type), each one chain of its occurrences."""
    sentence = Sentence(doc_id, 0, len(text), text)
    chains = []
    for surface, etype in names:
        starts, at = [], text.find(surface)
        while at >= 0:
            starts.append(at)
            at = text.find(surface, at + len(surface))
        assert starts, f"{surface!r} is not in {text!r}"
        mentions = tuple(Mention(doc_id, s, s + len(surface), surface, etype, sentence) for s in starts)
        chains.append(Chain(doc_id, surface, etype, mentions))
    return DocResult(Document(doc_id, text, f"{doc_id}.txt"), tuple(chains), ())


def entity_of(results: list[DocResult], name: str):
    entities = [e for e in resolve_entities(results).entities if name == e.label or name in e.aliases]
    assert len(entities) == 1, f"{name!r} is on {len(entities)} entities"
    return entities[0]


def same(results: list[DocResult], a: str, b: str) -> bool:
    return entity_of(results, a).id == entity_of(results, b).id


MERGES = [
    # rule, documents, the two names, the rule recorded for the second
    ("acronym", [doc("a", "The K.C. Geological Survey measured the quake.", ("K.C. Geological Survey", ORGANIZATION)),
                 doc("b", "The KCGS said the quake was shallow.", ("KCGS", ORGANIZATION))],
     "K.C. Geological Survey", "KCGS"),
    ("acronym", [doc("a", "The Morning Ledger broke the story.", ("Morning Ledger", ORGANIZATION)),
                 doc("b", "According to TML, the deal is done.", ("TML", ORGANIZATION))],
     "Morning Ledger", "TML"),
    ("acronym", [doc("a", "The Northern Atlantic Fisheries Organisation met.",
                     ("Northern Atlantic Fisheries Organisation", ORGANIZATION)),
                 doc("b", "Nafo said quotas would fall.", ("Nafo", ORGANIZATION))],
     "Northern Atlantic Fisheries Organisation", "Nafo"),
    ("acronym with a small word's letter", [doc("a", "The Department for Harbours and Ports met.",
                                                 ("Department for Harbours and Ports", ORGANIZATION)),
                                             doc("b", "The DfHP said fees would rise.", ("DfHP", ORGANIZATION))],
     "Department for Harbours and Ports", "DfHP"),
    ("acronym with an ampersand", [doc("a", "Kestrel & Dunmore cut its rating.", ("Kestrel & Dunmore", ORGANIZATION)),
                                   doc("b", "K&D said the outlook was stable.", ("K&D", ORGANIZATION))],
     "Kestrel & Dunmore", "K&D"),
    ("acronym that spells an abbreviation", [doc("a", "The Fenwick Tidings broke the story.",
                                                 ("Fenwick Tidings", ORGANIZATION)),
                                             doc("b", "The FT said the deal was done.", ("FT", ORGANIZATION)),
                                             doc("c", "The FT and the Fenwick Tidings agreed.",
                                                 ("FT", ORGANIZATION), ("Fenwick Tidings", ORGANIZATION))],
     "Fenwick Tidings", "FT"),
    ("acronym with a word the tagger left out", [doc("a", "Users of Kestrel Navigator were warned, Tom Vale said.",
                                                     ("Navigator", PRODUCT), ("Tom Vale", PERSON)),
                                                 doc("b", "Tom Vale said a fix for KN ships today.",
                                                     ("KN", PRODUCT), ("Tom Vale", PERSON)),
                                                 doc("c", "Safcom sells KN and Kestrel Navigator.",
                                                     ("Safcom", ORGANIZATION), ("KN", PRODUCT),
                                                     ("Navigator", PRODUCT))],
     "Navigator", "KN"),
    ("dots", [doc("a", "The KC Geological Survey measured the quake.", ("KC Geological Survey", ORGANIZATION)),
              doc("b", "The K.C. Geological Survey said it was shallow.", ("K.C. Geological Survey", ORGANIZATION))],
     "KC Geological Survey", "K.C. Geological Survey"),
    ("corporate suffix", [doc("a", "Hewlett-Packard Co. cut jobs.", ("Hewlett-Packard Co.", ORGANIZATION)),
                          doc("b", "Hewlett-Packard Corp said sales rose.", ("Hewlett-Packard Corp", ORGANIZATION))],
     "Hewlett-Packard Co.", "Hewlett-Packard Corp"),
    ("hyphen and spacing", [doc("a", "The Fix-It tool ships today, Fix-It said.", ("Fix-It", PRODUCT)),
                            doc("b", "Users can run Fixit from the menu.", ("Fixit", PRODUCT))],
     "Fix-It", "Fixit"),
    ("portfolio order", [doc("a", "The Department of Fisheries opened an inquiry.",
                             ("Department of Fisheries", ORGANIZATION)),
                         doc("b", "The Fisheries Department said so.", ("Fisheries Department", ORGANIZATION))],
     "Department of Fisheries", "Fisheries Department"),
    ("portfolio order after an owner", [doc("a", "The Kestrel Department of Transportation shut the road.",
                                            ("Kestrel Department of Transportation", ORGANIZATION)),
                                        doc("b", "The Kestrel Transportation Department said so.",
                                            ("Kestrel Transportation Department", ORGANIZATION))],
     "Kestrel Department of Transportation", "Kestrel Transportation Department"),
    ("spelling", [doc("a", "She entered the Harbour Light Centre in May.", ("Harbour Light Centre", ORGANIZATION)),
                  doc("b", "The Harbour Light Center declined to comment.", ("Harbour Light Center", ORGANIZATION))],
     "Harbour Light Centre", "Harbour Light Center"),
    ("sea", [doc("a", "Boats crossed the Caspian Sea at night.", ("Caspian Sea", PLACE)),
             doc("b", "Storms hit the Caspian on Monday.", ("Caspian", PLACE))],
     "Caspian Sea", "Caspian"),
    ("typo", [doc("a", "Boxer Dmitri Vasilenko won. Dmitri Vasilenko retired in Kiev.",
                  ("Dmitri Vasilenko", PERSON), ("Kiev", PLACE)),
              doc("b", "Dmitri Vasilneko lives in Kiev.", ("Dmitri Vasilneko", PERSON), ("Kiev", PLACE))],
     "Dmitri Vasilenko", "Dmitri Vasilneko"),
    ("surname", [doc("a", "Actress Marla Quintero left the clinic.", ("Marla Quintero", PERSON)),
                 doc("b", "Quintero said nothing.", ("Quintero", PERSON))],
     "Marla Quintero", "Quintero"),
    ("multi-word surname", [doc("a", "Judge Paolo Di Stefano ruled.", ("Paolo Di Stefano", PERSON)),
                            doc("b", "Di Stefano adjourned the case.", ("Di Stefano", PERSON))],
     "Paolo Di Stefano", "Di Stefano"),
    ("two-word surname typed otherwise", [doc("a", "Producer Ann Boyle Hart spoke.", ("Ann Boyle Hart", PERSON)),
                                          doc("b", "Ann Boyle Hart left.", ("Ann Boyle Hart", PERSON)),
                                          doc("c", "Ann Boyle Hart won.", ("Ann Boyle Hart", PERSON)),
                                          doc("d", "Boyle Hart said no.", ("Boyle Hart", ORGANIZATION))],
     "Ann Boyle Hart", "Boyle Hart"),
    ("initials", [doc("a", "J. Robert Ashdown testified.", ("J. Robert Ashdown", PERSON)),
                  doc("b", "Robert Ashdown left.", ("Robert Ashdown", PERSON))],
     "J. Robert Ashdown", "Robert Ashdown"),
    ("nickname", [doc("a", "Coach Bill Harnett resigned.", ("Bill Harnett", PERSON)),
                  doc("b", "William Harnett spoke.", ("William Harnett", PERSON))],
     "Bill Harnett", "William Harnett"),
    ("given name", [doc("a", "Margit Varnell, 20, of Leeds, studied at Norbank.",
                        ("Margit Varnell", PERSON), ("Leeds", PLACE), ("Norbank", ORGANIZATION)),
                    doc("b", "Norbank mourned Margaret Varnell in Leeds.",
                        ("Norbank", ORGANIZATION), ("Margaret Varnell", PERSON), ("Leeds", PLACE))],
     "Margit Varnell", "Margaret Varnell"),
    ("start", [doc("a", "Harlow Ventures invested.", ("Harlow Ventures", ORGANIZATION)),
               doc("b", "A Harlow partner declined.", ("Harlow", ORGANIZATION))], "Harlow Ventures", "Harlow"),
    ("start before a trade", [doc("a", "Harlow Energy drilled.", ("Harlow Energy", ORGANIZATION)),
                              doc("b", "Shares in Harlow rose.", ("Harlow", ORGANIZATION))],
     "Harlow Energy", "Harlow"),
    ("head word", [doc("a", "The Portland Pioneers won.", ("Portland Pioneers", ORGANIZATION)),
                   doc("b", "The Pioneers lost twice.", ("Pioneers", ORGANIZATION))],
     "Portland Pioneers", "Pioneers"),
    ("head word joined by its singular", [doc("a", "The Kestrel Harriers won.", ("Kestrel Harriers", ORGANIZATION)),
                                           doc("b", "The Harriers lost to Safcom.", ("Harriers", ORGANIZATION),
                                               ("Safcom", ORGANIZATION)),
                                           doc("c", "One Harrier beat Safcom.", ("Harrier", ORGANIZATION),
                                               ("Safcom", ORGANIZATION))],
     "Kestrel Harriers", "Harrier"),
    ("product's model alone", [doc("a", "The Kestrel Brio sold well.", ("Kestrel Brio", PRODUCT)),
                               doc("b", "The Brio costs less.", ("Brio", PRODUCT))], "Kestrel Brio", "Brio"),
    ("team", [doc("a", "The Tulsa Colts won again.", ("Tulsa Colts", ORGANIZATION)),
              doc("b", "Tulsa (11-4) lost at home.", ("Tulsa", ORGANIZATION))], "Tulsa Colts", "Tulsa"),
    ("team by its nickname", [doc("a", "Kestrel beat Dunmore at home.", ("Kestrel", ORGANIZATION), ("Dunmore", PLACE)),
                              doc("b", "The Kestrel Otters won again.", ("Kestrel Otters", ORGANIZATION)),
                              doc("c", "The Otters lost twice.", ("Otters", ORGANIZATION))],
     "Kestrel Otters", "Kestrel"),
    ("team typed a person", [doc("a", "Kestrel beat Dunmore at home.", ("Kestrel", ORGANIZATION), ("Dunmore", PLACE)),
                             doc("b", "No. 1 Kestrel Otters 65, Dunmore 53.", ("Kestrel Otters", PERSON)),
                             doc("c", "The Otters lost twice. The Otters won.", ("Otters", ORGANIZATION))],
     "Otters", "Kestrel Otters"),
    ("shortened", [doc("a", "The Varnell Democrats won the seat.", ("Varnell Democrats", ORGANIZATION)),
                   doc("b", "The Var Dems lost two seats.", ("Var Dems", ORGANIZATION))],
     "Varnell Democrats", "Var Dems"),
    ("shortened, typed a person", [doc("a", "Varnell Democrats won. Varnell Democrats gained.",
                                       ("Varnell Democrats", ORGANIZATION)),
                                   doc("b", "Var Dem leader Ann Cole quit.", ("Var Dem", PERSON), ("Ann Cole", PERSON)),
                                   doc("c", "Var Dem voters stayed home.", ("Var Dem", PERSON))],
     "Varnell Democrats", "Var Dem"),
    ("acronym typed a place", [doc("a", "The Varnell Dunmore Authority fined Safcom.",
                                   ("Varnell Dunmore Authority", ORGANIZATION), ("Safcom", ORGANIZATION)),
                               doc("b", "Safcom left the VDA.", ("VDA", PLACE), ("Safcom", ORGANIZATION))],
     "Varnell Dunmore Authority", "VDA"),
    ("party's member", [doc("a", "The Varnell Conservative Party won.", ("Varnell Conservative Party", ORGANIZATION)),
                        doc("b", "Ann Cole, a Varnell Conservative, lost.", ("Varnell Conservative", ORGANIZATION),
                            ("Ann Cole", PERSON))],
     "Varnell Conservative Party", "Varnell Conservative"),
    ("ship named alone", [doc("a", "The frigate HMS Kestrel sailed. HMS Kestrel docked. HMS Kestrel left.",
                              ("HMS Kestrel", PRODUCT)),
                          doc("b", "Sailors boarded Kestrel at dawn.", ("Kestrel", PLACE))],
     "HMS Kestrel", "Kestrel"),
    ("country's other name", [doc("a", "Ships left Holland for Ghana.", ("Holland", PLACE), ("Ghana", PLACE)),
                               doc("b", "The Netherlands voted.", ("Netherlands", PLACE))],
     "Netherlands", "Holland"),
    ("party nickname", [doc("a", "The Conservative Party won in Leeds.", ("Conservative Party", ORGANIZATION)),
                        doc("b", "The Tories lost in Tulsa.", ("Tories", ORGANIZATION))],
     "Conservative Party", "Tories"),
    ("party nickname with its noun", [doc("a", "The Conservatives won in Leeds.", ("Conservatives", ORGANIZATION)),
                                      doc("b", "The Tory Party lost in Tulsa.", ("Tory Party", ORGANIZATION))],
     "Conservatives", "Tory Party"),
    ("type by weight", [doc("a", "Fenwick Labs grew. Fenwick Labs hired.", ("Fenwick Labs", ORGANIZATION)),
                        doc("b", "Fenwick Labs sued. Fenwick Labs won.", ("Fenwick Labs", ORGANIZATION)),
                        doc("c", "Fenwick Labs said no.", ("Fenwick Labs", PERSON))],
     "Fenwick Labs", "Fenwick Labs"),
]


@pytest.mark.parametrize("rule, results, a, b", MERGES, ids=[m[0] for m in MERGES])
def test_merge_rule(rule, results, a, b):
    assert same(results, a, b)


def test_a_nickname_quoted_in_a_full_name_joins_the_name_it_makes_with_the_surname():
    text = 'Deputy Luis Gerardo "Jerry" Varga was hurt.'
    quoted = 'Luis Gerardo "Jerry" Varga'
    start = text.index(quoted)
    mention = Mention("a", start, start + len(quoted), quoted, PERSON, Sentence("a", 0, len(text), text),
                      name="Luis Gerardo Varga")
    first = DocResult(Document("a", text, "a.txt"), (Chain("a", "Luis Gerardo Varga", PERSON, (mention,)),), ())
    results = [first, doc("b", "Jerry Varga left hospital. Jerry Varga is well.", ("Jerry Varga", PERSON))]
    entity = entity_of(results, "Jerry Varga")
    assert "Luis Gerardo Varga" in (entity.label, *entity.aliases)
    assert [m.rule for m in entity.merges] == ["nickname"]


def test_a_surname_misspelt_by_one_letter_counts_as_a_persons_evidence():
    results = [doc("a", "Tom Varnaby beat him.", ("Tom Varnaby", PERSON)),
               doc("b", "Varnabby said so.", ("Varnabby", PERSON)), doc("c", "Varnabby smiled.", ("Varnabby", PLACE))]
    assert entity_of(results, "Varnabby").type == PERSON


def test_a_mistyped_mention_does_not_split_the_entity():
    results = MERGES[-1][1]
    entity = entity_of(results, "Fenwick Labs")
    assert entity.type == ORGANIZATION and entity.documents == ("a", "b", "c")
    assert [m.rule for m in entity.merges] == ["type"] and "Person" in entity.merges[0].evidence


def test_a_product_or_work_label_weighs_less_than_the_others():
    # three mentions called a work, two called an organisation: the organisation wins, at half weight each
    results = [doc("a", "Harbour Light took her in. Harbour Light said so. Harbour Light declined.",
                   ("Harbour Light", WORK)),
               doc("b", "Harbour Light opened in 1990. Harbour Light is private.", ("Harbour Light", ORGANIZATION))]
    assert entity_of(results, "Harbour Light").type == ORGANIZATION


def test_an_acronym_joins_the_name_it_spells_before_a_name_ending_with_it():
    # "Urgent KN" is a headline's word glued to the acronym: "KN" is the name its letters spell
    results = [doc("a", "Users of Kestrel Navigator were warned about KN.", ("Navigator", ORGANIZATION),
                   ("KN", ORGANIZATION)),
               doc("b", "An Urgent KN fix ships today.", ("Urgent KN", ORGANIZATION)),
               doc("c", "All KN users should update.", ("KN", ORGANIZATION))]
    entity = entity_of(results, "KN")
    assert entity.id == entity_of(results, "Navigator").id != entity_of(results, "Urgent KN").id
    assert [(m.rule, m.name) for m in entity.merges] == [("acronym", "KN")]


def titled(result: DocResult, titles: dict[str, tuple[str, ...]]) -> DocResult:
    """``result`` with job titles given to its chains, by name."""
    return replace(result, chains=tuple(replace(c, titles=titles.get(c.name, ())) for c in result.chains))


@pytest.mark.parametrize("tom, ann, title, joins", [
    (("deputy",), ("judge",), "deputy", "Tom Vale"),  # the one namesake holding the title
    (("deputy",), ("judge",), "nurse", None),  # a title neither holds
    (("deputy", "judge"), ("judge",), "judge", None),  # a title both hold
])
def test_a_surname_with_a_title_joins_the_one_namesake_holding_that_title(tom, ann, title, joins):
    first = titled(doc("a", "Deputy Tom Vale and his wife, Judge Ann Vale, were at home.",
                       ("Tom Vale", PERSON), ("Ann Vale", PERSON)), {"Tom Vale": tom, "Ann Vale": ann})
    second = titled(doc("b", f"{title.title()} Vale was hurt.", ("Vale", PERSON)), {"Vale": (title,)})
    entity = entity_of([first, second], "Vale")
    assert entity.label == (joins or "Vale")
    if joins:
        assert [m.rule for m in entity.merges] == ["surname"] and title in entity.merges[0].evidence


def test_each_merge_records_its_rule_and_evidence():
    entity = entity_of(MERGES[0][1], "KCGS")
    assert [(m.rule, m.name) for m in entity.merges] == [("acronym", "KCGS")]
    assert "K.C. Geological Survey" in entity.merges[0].evidence


def test_a_countrys_other_name_records_the_country():
    entity = entity_of([doc("a", "Ships left Holland.", ("Holland", PLACE)),
                        doc("b", "The Netherlands voted.", ("Netherlands", PLACE))], "Holland")
    assert [(m.rule, m.name) for m in entity.merges] == [("country", "Holland")]
    assert "netherlands" in entity.merges[0].evidence


def test_labels_and_aliases_are_verbatim():
    results = [doc("a", "The K.C. Geological Survey said so.", ("K.C. Geological Survey", ORGANIZATION)),
               doc("b", "The KCGS said so.", ("KCGS", ORGANIZATION))]
    entity = entity_of(results, "KCGS")
    texts = "".join(r.document.text for r in results)
    assert all(name in texts for name in (entity.label, *entity.aliases))


@pytest.mark.parametrize("first, label", [
    ("Telco Safcom stepped in.", "Safcom"),  # a describing word at a sentence's start
    ("Shares in Telco Safcom rose.", "Telco Safcom"),  # written so inside a sentence: the name's own word
])
def test_a_word_glued_before_a_name_at_a_sentence_start_does_not_label_it(first, label):
    results = [doc("a", first, ("Telco Safcom", ORGANIZATION)), doc("b", "Norbank and Safcom agreed.",
                                                                   ("Safcom", ORGANIZATION), ("Norbank", ORGANIZATION))]
    assert entity_of(results, "Safcom").label == label


def test_a_name_the_tagger_missed_elsewhere_joins_its_entity():
    results = [doc("a", "The Pioneers of Portland won again.", ("Pioneers", ORGANIZATION)),
               doc("b", "Fans cheered as the Pioneers took the lead.")]
    entity = entity_of(results, "Pioneers")
    assert entity.documents == ("a", "b") and entity.mentions == 2
    assert [(m.rule, m.name) for m in entity.merges] == [("untagged", "Pioneers")]


def test_a_name_the_tagger_missed_before_a_possessive_joins_its_entity():
    results = [doc("a", "Norbank cut its rates.", ("Norbank", ORGANIZATION)),
               doc("b", "Savers welcomed Norbank's cut and Norbank’s tone.")]
    entity = entity_of(results, "Norbank")
    assert entity.documents == ("a", "b") and entity.mentions == 3


def test_a_title_the_tagger_missed_alone_in_quotes_joins_its_entity():
    results = [doc("a", "The Brantwick films were a hit.", ("Brantwick", WORK)),
               doc("b", "Fans of the ‘Brantwick’ films queued.")]
    assert entity_of(results, "Brantwick").documents == ("a", "b")


def test_a_name_written_over_a_shorter_tagged_one_joins_its_entity():
    results = [doc("a", "The Kestrel Press broke the story.", ("Kestrel Press", ORGANIZATION)),
               doc("b", "Readers of the Kestrel Press wrote in.", ("Kestrel", PLACE))]
    assert entity_of(results, "Kestrel Press").documents == ("a", "b")


@pytest.mark.parametrize("names", [
    [("Kestrel", PLACE), ("Press", ORGANIZATION)],  # two names the tagger found there
    [("Kestrel Press Group", ORGANIZATION)],  # a longer name the tagger found there
])
def test_a_name_over_other_tagged_names_adds_nothing(names):
    results = [doc("a", "The Kestrel Press broke the story.", ("Kestrel Press", ORGANIZATION)),
               doc("b", "Readers of the Kestrel Press Group wrote in.", *names)]
    assert entity_of(results, "Kestrel Press").documents == ("a",)


@pytest.mark.parametrize("text", [
    "Pioneers of every kind came.",  # a one-word name opening a sentence
    "“Pioneers came early,” she said.",  # a one-word name opening a quote
    "The pioneers came. The Pioneers came.",  # a common word somewhere in the corpus
])
def test_a_doubtful_untagged_occurrence_adds_nothing(text):
    results = [doc("a", "The Pioneers of Portland won again.", ("Pioneers", ORGANIZATION)), doc("b", text)]
    assert entity_of(results, "Pioneers").documents == ("a",)


def test_a_surname_joins_the_one_full_name_of_its_story():
    results = [doc("a", "Governor Ann Walker met the Assembly in Albany.",
                   ("Ann Walker", PERSON), ("Assembly", ORGANIZATION), ("Albany", PLACE)),
               doc("b", "Coach Tim Walker of the Lakers flew to Boise.",
                   ("Tim Walker", PERSON), ("Lakers", ORGANIZATION), ("Boise", PLACE)),
               doc("c", "The Lakers lost in Boise, and Walker was furious.",
                   ("Lakers", ORGANIZATION), ("Boise", PLACE), ("Walker", PERSON))]
    assert same(results, "Tim Walker", "Walker") and not same(results, "Ann Walker", "Walker")
    (merge,) = entity_of(results, "Walker").merges
    assert merge.rule == "surname" and "same story" in merge.evidence


TOWN_DOCS = [doc("a", "The Cedar Rapids Otters won again.", ("Cedar Rapids Otters", ORGANIZATION)),
             doc("c", "Cedar Rapids flooded. Cedar Rapids voted. Cedar Rapids grew.", ("Cedar Rapids", PLACE)),
             doc("d", "Cedar Rapids built a bridge in Cedar Rapids.", ("Cedar Rapids", PLACE))]


@pytest.mark.parametrize("text, names", [
    # beside the team's nickname
    ("The Otters led early, but Kestrel beat Cedar Rapids 20-13.", [("Otters", ORGANIZATION)]),
    # straight before a match's score, with no nickname written
    ("The Kestrel Marlins won as they overcame Cedar Rapids 31-24.", [("Kestrel Marlins", ORGANIZATION)]),
])
def test_a_town_named_for_its_team_beside_the_team_is_the_team(text, names):
    results = [*TOWN_DOCS, doc("b", text, *names, ("Cedar Rapids", ORGANIZATION))]
    resolution = resolve_entities(results)
    team, town = resolution.chain_entity[("a", 0)], resolution.chain_entity[("c", 0)]
    assert resolution.chain_entity[("b", 1)] == team != town
    (merge,) = [m for e in resolution.entities if e.id == team for m in e.merges if m.name == "Cedar Rapids"]
    assert merge.rule == "team"


def test_a_towns_name_in_two_senses_keeps_each_sense():
    """A document that writes a town's name for its team and for the town (kg.townsides): the team's chain joins
    the team, the town's the town, whatever the votes elsewhere."""
    town_doc = doc("b", "Tom Vale, a Cedar Rapids native, is Cedar Rapids's new coach.",
                   ("Cedar Rapids", ORGANIZATION), ("Cedar Rapids", PLACE))
    team, town = town_doc.chains
    chains = (replace(team, mentions=team.mentions[1:], sense="team"), replace(town, mentions=town.mentions[:1],
                                                                                 sense="town"))
    resolution = resolve_entities([*TOWN_DOCS, replace(town_doc, chains=chains)])
    assert resolution.chain_entity[("b", 0)] == resolution.chain_entity[("a", 0)]
    assert resolution.chain_entity[("b", 1)] == resolution.chain_entity[("c", 0)]


def test_a_town_typed_an_organisation_without_its_team_stays_the_town():
    results = [*TOWN_DOCS, doc("b", "Cedar Rapids hired a new mayor.", ("Cedar Rapids", ORGANIZATION))]
    resolution = resolve_entities(results)
    assert resolution.chain_entity[("b", 0)] == resolution.chain_entity[("c", 0)]


@pytest.mark.parametrize(("text", "name", "styled"), [
    ("Sir Tom Vale, head of the audit office, said so.", "Tom Vale", {"Sir Tom Vale"}),
    ("Dame Ann Cole opened the hall.", "Ann Cole", {"Dame Ann Cole"}),
    # another honorific is no part of the name the person goes by
    ("Mr Tom Vale opened the hall.", "Tom Vale", set()),
])
def test_a_knights_styled_name_is_an_alias(text, name, styled):
    entity = entity_of([doc("a", text, (name, PERSON))], name)
    assert {a for a in entity.aliases if a != name} == styled

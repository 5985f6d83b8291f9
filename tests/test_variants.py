"""The variant rules: the choice among several people a single name could be (kg.variants.in_story), a
first name's nickname, a person's full name moving on with the names that joined it (an organisation's stays),
venues named with other venue words (kg.variants.same_venue), and an organisation's start written only in
its stories (kg.variants.own_start)."""

from __future__ import annotations

import pytest

from kg.records import FACILITY, ORGANIZATION, PERSON, PLACE, PRODUCT, WORK
from kg.variants import same_venue
from tests.test_resolve_rules import doc, entity_of, same


def test_a_surname_joins_the_one_full_name_of_its_own_document():
    # coreference left "Hartwell" apart in its document (the tagger typed it a place there)
    results = [doc("a", "Tom Hartwell will coach the side. Hartwell said so.", ("Tom Hartwell", PERSON)),
               doc("b", "Ben Hartwell spoke, and Ben Hartwell smiled. Ben Hartwell left.", ("Ben Hartwell", PERSON)),
               doc("c", "Tom Hartwell arrived. Then Hartwell spoke.", ("Tom Hartwell", PERSON), ("Hartwell", PERSON))]
    assert same(results, "Tom Hartwell", "Hartwell") and not same(results, "Ben Hartwell", "Hartwell")
    (merge,) = [m for m in entity_of(results, "Tom Hartwell").merges if m.name == "Hartwell"]
    assert merge.rule == "surname" and "in its document" in merge.evidence


def test_a_surname_in_two_peoples_documents_joins_neither():
    results = [doc("a", "Tom Hartwell met Ben Hartwell. Hartwell left.",
                   ("Tom Hartwell", PERSON), ("Ben Hartwell", PERSON), ("Hartwell", PERSON))]
    assert not same(results, "Tom Hartwell", "Hartwell") and not same(results, "Ben Hartwell", "Hartwell")


def _misspelt(name: str) -> list:
    return [doc("a", "Wendel Varakinov won in Tulsa. Varakinov smiled.", ("Wendel Varakinov", PERSON),
                ("Tulsa", PLACE)),
            doc("b", "Varakinov won in Tulsa again.", ("Varakinov", PERSON), ("Tulsa", PLACE)),
            doc("c", f"{name} lost in Tulsa.", (name, PERSON), ("Tulsa", PLACE))]


def test_a_surname_with_two_letters_swapped_joins_the_full_name_and_not_its_surname_alone():
    results = _misspelt("Varakniov")
    assert same(results, "Wendel Varakinov", "Varakniov")
    (merge,) = [m for m in entity_of(results, "Wendel Varakinov").merges if m.name == "Varakniov"]
    assert merge.rule == "typo"


@pytest.mark.parametrize("name", ["Varokinov", "Varaknov"])  # one letter changed or left out: maybe another's
def test_a_surname_one_other_letter_from_a_full_names_and_its_own_stays_apart(name):
    assert not same(_misspelt(name), "Wendel Varakinov", name)


def _story(first: str, other: str) -> list:
    return [doc("a", f"{first} Varnell, 20, of Leeds, studied at Norbank.",
                (f"{first} Varnell", PERSON), ("Leeds", PLACE), ("Norbank", ORGANIZATION)),
            doc("b", f"Norbank mourned {other} Varnell in Leeds. {other} Varnell was 20.",
                ("Norbank", ORGANIZATION), (f"{other} Varnell", PERSON), ("Leeds", PLACE))]


def test_a_first_name_spelt_with_one_letter_less_is_one_persons_in_one_story():
    # the nickname table reads "Jon" as "Jonathan", so the two keys differ by more than a letter
    results = _story("John", "Jon")
    assert same(results, "John Varnell", "Jon Varnell")
    assert [m.rule for m in entity_of(results, "Jon Varnell").merges] == ["given name"]


def test_a_first_name_one_letter_from_one_of_the_other_sex_stays_apart():
    assert not same(_story("Joan", "Jon"), "Joan Varnell", "Jon Varnell")


def test_a_first_name_one_letter_from_anothers_in_another_story_stays_apart():
    results = [doc("a", "John Varnell spoke in Tulsa.", ("John Varnell", PERSON), ("Tulsa", PLACE)),
               doc("b", "Jon Varnell sang in Kenya. Jon Varnell left.", ("Jon Varnell", PERSON), ("Kenya", PLACE))]
    assert not same(results, "John Varnell", "Jon Varnell")


def test_a_lone_first_word_typed_a_person_joins_the_one_organisation_it_starts_in_its_documents():
    results = [doc("a", "Quorvant Recovery opened in Tulsa. Quorvant charges $500 a day.",
                   ("Quorvant Recovery", WORK), ("Quorvant", PERSON)),
               doc("b", "Staff at Quorvant Recovery said Quorvant was full.",
                   ("Quorvant Recovery", ORGANIZATION), ("Quorvant", PERSON)),
               doc("c", "Quorvant Recovery is in Tulsa.", ("Quorvant Recovery", ORGANIZATION))]
    entity = entity_of(results, "Quorvant")
    assert entity.label == "Quorvant Recovery" and entity.type == ORGANIZATION
    assert [m.rule for m in entity.merges if m.name == "Quorvant"] == ["first word"]


@pytest.mark.parametrize("extra", [
    doc("d", "Quorvant spoke in Leeds.", ("Quorvant", PERSON)),  # written where the organisation is not
    doc("d", "Ann Quorvant spoke in Leeds.", ("Ann Quorvant", PERSON)),  # a person's surname
])
def test_a_lone_word_that_may_be_a_persons_stays_apart_from_the_organisation_it_starts(extra):
    results = [doc("a", "Quorvant Recovery opened. Quorvant charges $500 a day.",
                   ("Quorvant Recovery", ORGANIZATION), ("Quorvant", PERSON)), extra]
    assert not same(results, "Quorvant Recovery", "Quorvant")


def test_a_lone_first_word_joins_its_organisation_written_in_most_of_its_documents():
    results = [doc("a", "Quorvant Recovery opened. Quorvant charges $500 a day.",
                   ("Quorvant Recovery", ORGANIZATION), ("Quorvant", PERSON)),
               doc("b", "Staff at Quorvant Recovery said Quorvant was full.",
                   ("Quorvant Recovery", WORK), ("Quorvant", PERSON)),
               doc("c", "She was sent to Quorvant.", ("Quorvant", PERSON))]
    assert same(results, "Quorvant Recovery", "Quorvant")


@pytest.mark.parametrize("name, other, etype, joins", [
    ("Kestrel Arena", "Kestrel Center", ORGANIZATION, True),
    ("Tom Vale Clinic", "Tom Vale Treatment Centre", ORGANIZATION, True),
    ("Varnell Memorial Stadium", "Varnell Stadium", FACILITY, True),
    ("Kestrel Medical Center", "Kestrel Sports Center", ORGANIZATION, False),  # two qualifiers: two buildings
    ("Tulsa Arena", "Tulsa Convention Center", ORGANIZATION, False),  # a town's name alone tells nothing
    ("Cole Hall", "Cole Center", ORGANIZATION, False),  # nor a person's
    ("Norbank", "Norbank Arena", ORGANIZATION, False),  # a firm is not its arena
    ("Kestrel Arena", "Kestrel Arena", ORGANIZATION, False),
])
def test_a_venue_differs_only_by_its_venue_words(name, other, etype, joins):
    assert same_venue(name, other, etype) is joins


def test_a_venue_named_with_another_venue_word_joins_it_in_its_story():
    results = [doc("a", "Ann Cole entered the Hoshimura Treatment Center in Tulsa.",
                   ("Ann Cole", PERSON), ("Hoshimura Treatment Center", ORGANIZATION), ("Tulsa", PLACE)),
               doc("b", "Ann Cole left the Hoshimura Clinic. The Hoshimura Clinic said so.",
                   ("Ann Cole", PERSON), ("Hoshimura Clinic", ORGANIZATION))]
    assert same(results, "Hoshimura Clinic", "Hoshimura Treatment Center")
    (merge,) = [m for m in entity_of(results, "Hoshimura Clinic").merges if m.name == "Hoshimura Treatment Center"]
    assert merge.rule == "venue"


def test_a_venue_named_with_another_venue_word_in_another_story_stays_apart():
    results = [doc("a", "Ann Cole sang at the Quorvant Hall.", ("Ann Cole", PERSON), ("Quorvant Hall", ORGANIZATION)),
               doc("b", "Ben Hart played at the Quorvant Arena.", ("Ben Hart", PERSON),
                   ("Quorvant Arena", ORGANIZATION))]
    assert not same(results, "Quorvant Hall", "Quorvant Arena")


def test_a_teams_singular_tagged_a_product_joins_the_team():
    results = [doc("a", "The Kestrel Otters won. The Kestrel Otters scored twice.", ("Kestrel Otters", ORGANIZATION),
                   ("Otters", ORGANIZATION)),
               doc("b", "The Kestrel Otter defence held, and the Otters won.", ("Kestrel Otter", PRODUCT),
                   ("Otters", ORGANIZATION))]
    assert same(results, "Kestrel Otters", "Kestrel Otter")
    assert entity_of(results, "Kestrel Otter").type == ORGANIZATION


OWN_START = [
    # the start of an organisation's name, written only in the stories of that name (kg.variants.own_start)
    ("one word before a studio's name", [doc("a", "Tom Vale runs Quorvant Studios. Quorvant makes games.",
                                             ("Quorvant Studios", ORGANIZATION), ("Quorvant", ORGANIZATION))],
     "Quorvant Studios", "Quorvant", True),
    ("one word before a campus's name", [doc("a", "She studied at Brantwick University. Brantwick said no.",
                                             ("Brantwick University", ORGANIZATION), ("Brantwick", ORGANIZATION))],
     "Brantwick University", "Brantwick", True),
    ("two words of a longer name", [doc("a", "Kestrel Varnell Rail Freight hired. Kestrel Varnell said so.",
                                        ("Kestrel Varnell Rail Freight", ORGANIZATION),
                                        ("Kestrel Varnell", ORGANIZATION))],
     "Kestrel Varnell Rail Freight", "Kestrel Varnell", True),
    ("a parent and its foundation", [doc("a", "The Norbank Foundation gave. Norbank said so.",
                                         ("Norbank Foundation", ORGANIZATION), ("Norbank", ORGANIZATION))],
     "Norbank Foundation", "Norbank", False),
    ("a broadcaster and its newsroom", [doc("a", "Safcom News reported it. Safcom said so.",
                                            ("Safcom News", ORGANIZATION), ("Safcom", ORGANIZATION))],
     "Safcom News", "Safcom", False),
    ("a start written in another story too", [doc("a", "Quorvant Studios hired. Quorvant said so.",
                                                  ("Quorvant Studios", ORGANIZATION), ("Quorvant", ORGANIZATION)),
                                              doc("b", "Quorvant sold its shares.", ("Quorvant", ORGANIZATION))],
     "Quorvant Studios", "Quorvant", False),
    ("a town's club", [doc("a", "Leeds University won. Leeds lost.",
                           ("Leeds University", ORGANIZATION), ("Leeds", ORGANIZATION))],
     "Leeds University", "Leeds", False),
    ("a head's remit", [doc("a", "The Dunmore Foundation for Rare Birds met. The Dunmore Foundation said so.",
                            ("Dunmore Foundation for Rare Birds", ORGANIZATION), ("Dunmore Foundation", ORGANIZATION))],
     "Dunmore Foundation for Rare Birds", "Dunmore Foundation", True),
    ("a generic head alone", [doc("a", "The Council of Elders met. The Council said so.",
                                  ("Council of Elders", ORGANIZATION), ("Council", ORGANIZATION))],
     "Council of Elders", "Council", False),
    ("a branch in a place", [doc("a", "Norbank Kenya hired. Norbank said so.",
                                 ("Norbank Kenya", ORGANIZATION), ("Norbank", ORGANIZATION))],
     "Norbank Kenya", "Norbank", False),
    ("a hospital and its trust", [doc("a", "Dunmore Hospital Trust hired. Dunmore Hospital said so.",
                                      ("Dunmore Hospital Trust", ORGANIZATION), ("Dunmore Hospital", ORGANIZATION))],
     "Dunmore Hospital Trust", "Dunmore Hospital", False),
    ("a band and its charity", [doc("a", "Kestrel Aid Trust gave. Kestrel Aid sang.",
                                    ("Kestrel Aid Trust", ORGANIZATION), ("Kestrel Aid", ORGANIZATION))],
     "Kestrel Aid Trust", "Kestrel Aid", False),
    ("a firm and the prize named after it", [doc("a", "The Norbank Prize went to Ann Cole. Norbank paid.",
                                                 ("Norbank Prize", ORGANIZATION), ("Norbank", ORGANIZATION))],
     "Norbank Prize", "Norbank", False),
    ("a part of a joined name", [doc("a", "Kestrel/Norbank bid. Kestrel said so.",
                                     ("Kestrel/Norbank", ORGANIZATION), ("Kestrel", ORGANIZATION))],
     "Kestrel/Norbank", "Kestrel", False),
    ("a common word", [doc("a", "Marine Varnell Trawlers sold. Marine stocks fell, as marine fuel rose.",
                           ("Marine Varnell Trawlers", ORGANIZATION), ("Marine", ORGANIZATION))],
     "Marine Varnell Trawlers", "Marine", False),
    ("a part joined by 'and'", [doc("a", "The Varnell and Dunmore Guild met. Varnell said so.",
                                    ("Varnell and Dunmore Guild", ORGANIZATION), ("Varnell", ORGANIZATION))],
     "Varnell and Dunmore Guild", "Varnell", False),
    ("a possessive", [doc("a", "Marvelli's Arcade opened. Marvelli said so.",
                          ("Marvelli's Arcade", ORGANIZATION), ("Marvelli", ORGANIZATION))],
     "Marvelli's Arcade", "Marvelli", False),
    ("a tagger's fragment of a bill's name", [doc("a", "The Varnell Safety Act passed. Varnell Safety Bill rules.",
                                                  ("Varnell Safety Act", ORGANIZATION), ("Varnell", ORGANIZATION))],
     "Varnell Safety Act", "Varnell", False),
    ("the name's next word in lower case", [doc("a", "The Kestrel Award went to Ann Cole. The Kestrel award is old.",
                                                ("Kestrel Award", ORGANIZATION), ("Kestrel", ORGANIZATION))],
     "Kestrel Award", "Kestrel", False),
    ("a paper and its Sunday edition", [doc("a", "The Kestrel on Sunday said so. The Kestrel agreed.",
                                            ("Kestrel on Sunday", ORGANIZATION), ("Kestrel", ORGANIZATION))],
     "Kestrel on Sunday", "Kestrel", False),
    ("a short start", [doc("a", "Kes Dunmore Studios hired. Kes said so.",
                           ("Kes Dunmore Studios", ORGANIZATION), ("Kes", ORGANIZATION))],
     "Kes Dunmore Studios", "Kes", False),
]


@pytest.mark.parametrize("case, results, full, start, joins", OWN_START, ids=[c[0] for c in OWN_START])
def test_an_organisations_start_written_only_in_its_stories_joins_it(case, results, full, start, joins):
    assert same(results, full, start) == joins
    if joins:
        (merge,) = [m for m in entity_of(results, full).merges if m.name == start]
        assert merge.rule == "own start"


@pytest.mark.parametrize("first, second, joined", [("Mo", "Maurice", True), ("Mo", "Morgan", False)])
def test_a_nickname_is_its_formal_first_name(first, second, joined):
    results = [doc("a", f"Coach {first} Varnell resigned.", (f"{first} Varnell", PERSON)),
               doc("b", f"{second} Varnell spoke.", (f"{second} Varnell", PERSON))]
    assert same(results, f"{first} Varnell", f"{second} Varnell") is joined


def test_a_full_name_others_joined_moves_on_with_them_when_they_name_the_new_one_too():
    # "Varakin" joined "Pierre Varakin" in its document; both are the last names of "Jean Pierre Varakin"
    full = "Jean Pierre Varakin"
    results = [doc("a", f"{full} won. {full} left. {full} wept. {full} ran.", (full, PERSON)),
               doc("b", "Pierre Varakin spoke. Varakin left.", ("Pierre Varakin", PERSON), ("Varakin", PERSON)),
               doc("c", "Pierre Varakin smiled.", ("Pierre Varakin", PERSON)),
               doc("d", "Pierre Varakin won.", ("Pierre Varakin", PERSON))]
    assert same(results, "Pierre Varakin", full) and same(results, "Varakin", full)


def test_an_organisation_others_joined_stays_apart_from_a_longer_name_ending_so():
    # "Ledger" joined "Kestrel Ledger"; "Dunmore Kestrel Ledger" is another edition, not that paper's full name
    results = [doc("a", "The Kestrel Ledger said so. The Kestrel Ledger ran it. The Kestrel Ledger won.",
                   ("Kestrel Ledger", ORGANIZATION)),
               doc("b", "The Ledger said so.", ("Ledger", ORGANIZATION)),
               doc("c", "The Dunmore Kestrel Ledger ran it.", ("Dunmore Kestrel Ledger", ORGANIZATION))]
    assert same(results, "Ledger", "Kestrel Ledger") and not same(results, "Kestrel Ledger", "Dunmore Kestrel Ledger")


@pytest.mark.parametrize("town, joined", [("Tulsa", True), ("Dunmore", False), ("Kenya", False)])
def test_an_organisation_others_joined_moves_on_to_its_name_after_its_town(town, joined):
    """"Red Hawks", joined by "Hawks", is "Tulsa Red Hawks"; an unknown word or a country makes another body."""
    results = [doc("a", "The Red Hawks won. The Red Hawks lost. The Red Hawks drew.", ("Red Hawks", ORGANIZATION)),
               doc("b", "The Hawks won.", ("Hawks", ORGANIZATION)),
               doc("c", f"The {town} Red Hawks won.", (f"{town} Red Hawks", ORGANIZATION))]
    assert same(results, "Hawks", "Red Hawks") and same(results, "Red Hawks", f"{town} Red Hawks") is joined


def test_a_papers_name_after_a_town_is_another_edition():
    results = [doc("a", "The Kestrel Herald said so. The Kestrel Herald ran it. The Kestrel Herald won.",
                   ("Kestrel Herald", ORGANIZATION)),
               doc("b", "The Herald said so.", ("Herald", ORGANIZATION)),
               doc("c", "The Leeds Kestrel Herald ran it.", ("Leeds Kestrel Herald", ORGANIZATION))]
    assert same(results, "Herald", "Kestrel Herald") and not same(results, "Kestrel Herald", "Leeds Kestrel Herald")


@pytest.mark.parametrize("nickname, joined", [("Democrats", False), ("Otters", True)])
def test_a_partys_members_are_no_teams_nickname(nickname, joined):
    """"Kestrel" (a chamber) is no "Kestrel Democrats", though "Democrats" is written alone; a team's is."""
    results = [doc("a", "Kestrel beat Dunmore at home.", ("Kestrel", ORGANIZATION), ("Dunmore", PLACE)),
               doc("b", f"The Kestrel {nickname} won again.", (f"Kestrel {nickname}", ORGANIZATION)),
               doc("c", f"The {nickname} lost twice.", (nickname, ORGANIZATION))]
    assert same(results, "Kestrel", f"Kestrel {nickname}") is joined


@pytest.mark.parametrize("text, joined", [
    ("Tom Vale checked into Ann Cole. He stays at Ann Cole, the Ann Cole Clinic.", True),
    ("Ann Cole saw Tom Vale. Ann Cole spoke at the Ann Cole Clinic.", False),  # written as a person's name
    ("Tom Vale checked into Ann Cole. He stays at Ann Cole in Leeds.", False),  # no venue named so in its story
])
def test_a_full_name_written_where_a_venues_goes_joins_the_venue_named_after_it(text, joined):
    """"Tom Vale checked into Ann Cole" is the clinic, though the tagger types its name a person's."""
    clinic = [("Ann Cole Clinic", ORGANIZATION)] if "Clinic" in text else []
    results = [doc("a", "Tom Vale was treated at the Ann Cole Clinic.", ("Ann Cole Clinic", ORGANIZATION)),
               doc("b", text, ("Ann Cole", PERSON), ("Tom Vale", PERSON), *clinic)]
    assert same(results, "Ann Cole", "Ann Cole Clinic") is joined


@pytest.mark.parametrize("full, nickname, joined", [
    ("Tulsa Red Hawks", "Red Hawks", True),  # a two-word nickname the corpus writes alone
    ("Tulsa Red Hawks", None, False),  # never written alone: no evidence of a team
    ("Tulsa City Council", "City Council", False),  # a body's word, no team's
    ("Tulsa Evening Herald", "Evening Herald", False),  # a newsroom's
    ("Tulsa Liberal Democrats", "Liberal Democrats", False),  # a party's members
    ("Tulsa Public Schools", "Public Schools", False),  # a school district
])
def test_a_towns_name_joins_its_team_with_a_two_word_nickname_written_alone(full, nickname, joined):
    """"Tulsa" beaten 31-24 is the "Tulsa Red Hawks" where the corpus also writes "the Red Hawks"."""
    alone = [doc("c", f"The {nickname} lost twice.", (nickname, ORGANIZATION))] if nickname else []
    results = [doc("a", "Kansas beat Tulsa 31-24 at home.", ("Tulsa", ORGANIZATION), ("Kansas", ORGANIZATION)),
               doc("b", f"The {full} won again. The {full} scored.", (full, ORGANIZATION)), *alone]
    assert same(results, "Tulsa", full) is joined

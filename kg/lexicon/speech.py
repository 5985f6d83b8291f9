"""Words of reported speech that the attribution stage reads: reporting verbs, sources, documents that speak."""

from __future__ import annotations

#: Verbs that report speech or writing: their subject is a source, their clause what it said.
REPORTING_VERBS = frozenset({
    "say", "tell", "add", "state", "claim", "explain", "note", "insist", "argue", "warn", "announce", "report",
    "confirm", "deny", "admit", "acknowledge", "allege", "write", "tweet", "reply", "respond", "comment",
    "testify", "stress", "emphasise", "emphasize", "reveal", "disclose", "maintain", "contend", "assert",
    "declare", "promise", "vow", "concede", "complain", "caution", "predict", "recall", "remark", "observe",
    "post", "suggest", "estimate", "indicate", "accuse", "boast", "quip", "answer", "counter", "conclude",
    "accord",
})
#: Verbs that are a cue only beside a quotation: '"...," he continued', '"...," the email read'.
QUOTATION_CUES = frozenset({"continue", "read", "begin", "conclude", "go"})
#: Heads of a source that names no one in particular: "sources said", "officials said".
ANONYMOUS_SOURCES = frozenset({
    "source", "official", "person", "people", "expert", "analyst", "witness", "resident", "observer", "insider",
    "aide", "critic", "report", "reports", "researcher", "scientist", "investigator", "authority", "someone",
    "they", "many", "some", "others", "one", "doctor", "student", "parent", "neighbor", "neighbour", "police",
    "officer", "economist", "campaigner", "activist", "member", "who",
})
#: People who speak for the party they belong to ("a spokeswoman for X", "X's spokesman"): X is the source.
#: Any other person noun with an owner names someone else ("X's lawyer", "his wife").
SPOKESPERSONS = frozenset({"spokesman", "spokeswoman", "spokesperson", "representative", "statement", "mouthpiece"})
#: Words of an epithet that stands for the last person named ("the 31-year-old said").
AGE_WORDS = frozenset({"year", "years"})
#: Documents that speak ("the email read", "a statement that said"): their author is the source.
SPEAKING_DOCUMENTS = frozenset({"email", "e-mail", "letter", "memo", "statement", "release", "note", "post",
                                "tweet", "message", "filing", "complaint", "lawsuit", "suit", "document",
                                "notice", "record", "report", "study", "survey", "poll", "figure", "data",
                                "research", "forecast", "review", "analysis"})
#: Documents that a plaintiff brings: "X sued Y ... the lawsuit says" (X is the source).
LAWSUITS = frozenset({"lawsuit", "suit", "complaint", "petition"})
#: Verbs by which someone puts out a document ("X issued a statement").
ISSUING_VERBS = frozenset({"issue", "release", "send", "write", "post", "publish", "file", "put", "sign"})
#: Nouns by which a text refers back to an organisation it named ("the company said").
COLLECTIVE_ORG_NOUNS = frozenset({"company", "firm", "group", "agency", "department", "ministry", "office",
                                  "organisation", "organization", "bank", "university",
                                  "council", "club", "party", "network", "team", "airline",
                                  "union", "association", "board", "retailer", "maker", "business",
                                  "newspaper", "paper", "broadcaster", "station", "channel", "magazine", "label",
                                  "studio", "lender", "insurer", "regulator", "watchdog", "charity", "institute",
                                  "foundation", "manufacturer", "carmaker", "operator", "publisher", "giant",
                                  "supermarket", "chain", "supplier"})
#: Objects of a reporting verb that report nothing: "said it", "said nothing".
VAGUE_OBJECTS = frozenset({"it", "this", "that", "so", "nothing", "anything", "something", "little", "much", "more",
                           "word", "goodbye", "hello", "yes", "no", "thanks", "sorry"})

"""Words of a web page's chrome that the main-content extractor keeps inside an article."""

from __future__ import annotations

#: Labels before a colon that open a link to another story ("Related: ...", "READ MORE: ...").
TEASER_LABELS = frozenset({
    "related", "related post", "related posts", "related story", "related stories", "related article",
    "related articles", "related content", "related link", "related links", "read more", "read also", "also read",
    "see also", "read next", "more", "more on this", "more from", "recommended", "recommended reading",
    "must read", "don't miss", "watch", "related video", "trending",
})
#: Words a sentence does not end on: a line of a page's text that ends on one goes on in the next line
#: ("... who in 2008 won the" / "Award for Best Actress ...").
UNENDING_WORDS = frozenset({
    "the", "a", "an", "of", "and", "or", "nor", "his", "their", "its", "our", "your", "my", "whose",
})
#: Imperative verbs of a page's social lines under an article ("Follow Ann Cole on Twitter", "Join Kestrel on
#: Facebook"): a sentence that opens with one names its account after it, never with it.
SOCIAL_IMPERATIVES = frozenset({"follow", "like", "join", "subscribe"})

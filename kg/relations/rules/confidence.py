"""Each rule's confidence: a prior set by hand, checked against its precision on CoNLL04 train."""

RULE_CONFIDENCE: dict[str, float] = {
    "title_np": 0.9, "appos_title": 0.85, "possessive_title": 0.8, "copula_title": 0.85, "verb_frame": 0.75,
    "open_verb": 0.6, "locative": 0.7, "home_of": 0.8, "relative_clause": 0.75, "place_in_name": 0.7,
    "according_to": 0.7, "entity_of": 0.65, "killing_of": 0.75, "capital_city": 0.7, "possessive_place": 0.7,
    "possessed_person": 0.6, "premodifier_roles": 0.7, "located_chain": 0.65, "based_in": 0.8, "born_in_place": 0.75,
    "described_from_place": 0.7, "national_org": 0.7, "title_place": 0.6, "team_role": 0.7, "party_title": 0.75,
    "party_name": 0.75, "story_company_title": 0.6, "sentence_company_title": 0.6, "story_office_title": 0.6,
    "sentence_country_title": 0.6, "shared_possessor": 0.7, "story_department_title": 0.6,
    "story_country_title": 0.6, "party_tag": 0.75, "party_examples": 0.7,
    "as_title": 0.75, "noun_event": 0.6, "membership_of": 0.7, "man_behind": 0.7, "own_body": 0.7, "possessed_org": 0.6,
    "leader_government": 0.7, "maker_of": 0.6, "unit_title": 0.7, "party_apposition": 0.75, "party_bracket": 0.75,
    "noun_act": 0.6, "lede_body": 0.6, "parent_org": 0.7, "in_charge": 0.75, "side_tally": 0.7, "fronted_as": 0.75,
}

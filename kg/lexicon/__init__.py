"""The English vocabulary of the stages: every word list and data table, in one place.

Stages import their words from here, never from one another, so that a stage depends
on the vocabulary and not on an earlier stage. By topic:

* :mod:`kg.lexicon.names`: words inside and around names of organisations, places,
  facilities and events ("... Sheriff's Office", "the Sahara desert");
* :mod:`kg.lexicon.people`: titles, roles, kin, honorifics and gendered words;
* :mod:`kg.lexicon.grammar`: verbs, prepositions and function words the relation
  rules read (verb frames, negation and hedges, killing words);
* :mod:`kg.lexicon.tables`: the shipped data tables (US states, first names,
  nicknames), each read once, on first use.

Word lists are frozen sets of lower-case words (lemmas where a rule compares lemmas).
New English word lists go here, in the module of their topic, never inside a stage.
"""

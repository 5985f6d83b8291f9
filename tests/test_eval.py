"""CoNLL04 scoring (kg.eval) and the ``kg eval`` / ``kg extract`` commands on hand-made sentences; the rules on dev."""

from __future__ import annotations

import json

import pytest

import kg.registry
from kg.cli import main
from kg.eval import (
    MICRO,
    GoldSentence,
    evaluate,
    predicted_triples,
    read_conll,
    score,
    span_key,
)
from kg.records import Mention, Relation, Sentence
from tests.conftest import SHARED

# Hand-made sentences in the CoNLL04 layout (tokens joined by spaces, final period glued).
LINES = [
    {"id": 1, "text": "Maria Lopez lives in Oakville.", "tokens": ["Maria", "Lopez", "lives", "in", "Oakville."],
     "entities": [{"start": 0, "end": 2, "type": "Peop", "text": "Maria Lopez", "char_start": 0, "char_end": 11},
                  {"start": 4, "end": 5, "type": "Loc", "text": "Oakville.", "char_start": 21, "char_end": 30}],
     "relations": [{"head": 0, "tail": 1, "type": "Live_In"}]},
    {"id": 2, "text": "Tom Vale works for Zenith Tools .",
     "tokens": ["Tom", "Vale", "works", "for", "Zenith", "Tools", "."],
     "entities": [{"start": 0, "end": 2, "type": "Peop", "text": "Tom Vale", "char_start": 0, "char_end": 8},
                  {"start": 4, "end": 6, "type": "Org", "text": "Zenith Tools", "char_start": 19, "char_end": 31}],
     "relations": [{"head": 0, "tail": 1, "type": "Work_For"}]},
]


def _write(tmp_path, lines, name="gold.jsonl"):
    path = tmp_path / name
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines))
    return path


def _mention(text: str, word: str, etype: str, *, lower: bool = False) -> Mention:
    start = (text.lower() if lower else text).index(word)
    sentence = Sentence("d", 0, len(text), text)
    return Mention("d", start, start + len(word), text[start:start + len(word)], etype, sentence)


def test_span_key_ignores_case_and_one_trailing_period():
    text = "Maria Lopez lives in Oakville."
    assert span_key(text, 21, 30) == span_key(text, 21, 29) == (21, "oakville")
    assert span_key("OAKVILLE", 0, 8) == span_key("oakville", 0, 8)
    assert span_key(text, 0, 11) != span_key(text, 0, 5)  # a shorter span is a different span


def test_same_text_at_another_offset_does_not_match():
    text = "Vale met Vale."
    assert span_key(text, 0, 4) != span_key(text, 9, 13)


def test_predicted_triples_map_predicates_and_keep_direction():
    text = "Tom Vale works for Zenith Tools ."
    tom, zenith = _mention(text, "Tom Vale", "Person"), _mention(text, "Zenith Tools", "Organization")
    rels = [Relation(tom, "leads", zenith, 0.9, "t"), Relation(tom, "memberOf", zenith, 0.9, "t"),
            Relation(zenith, "employedBy", tom, 0.9, "t")]
    triples = predicted_triples(text, rels)
    assert ("Work_For", (0, "tom vale"), (19, "zenith tools")) in triples
    assert len(triples) == 2  # memberOf has no CoNLL04 type; the reversed pair is kept (and will be wrong)


def test_predicted_triples_read_no_unit_as_working_for_its_parent():
    text = "Kestrel Labs is a unit of Zenith Tools ."
    labs, zenith = _mention(text, "Kestrel Labs", "Organization"), _mention(text, "Zenith Tools", "Organization")
    assert not predicted_triples(text, [Relation(labs, "memberOf", zenith, 0.9, "t")])


def test_score_counts_per_type_and_micro():
    a, b, c = (0, "a"), (5, "b"), (9, "c")
    gold = frozenset({("Live_In", a, b), ("Work_For", a, c)})
    predicted = frozenset({("Live_In", a, b), ("Located_In", b, c), ("Work_For", c, a)})
    scores = {s.type: s for s in score([(gold, predicted)])}
    assert (scores["Live_In"].tp, scores["Live_In"].fp, scores["Live_In"].fn) == (1, 0, 0)
    assert (scores["Work_For"].tp, scores["Work_For"].fp, scores["Work_For"].fn) == (0, 1, 1)
    assert (scores["Located_In"].fp, scores["Kill"].fn) == (1, 0)
    micro = scores[MICRO]
    assert (micro.tp, micro.fp, micro.fn) == (1, 2, 1)
    assert micro.precision == pytest.approx(1 / 3) and micro.recall == pytest.approx(1 / 2)
    assert micro.f1 == pytest.approx(0.4)
    assert scores["Kill"].f1 == 0.0  # no gold, no prediction: no division by zero


def test_read_conll_gold_triples(tmp_path):
    sentences = read_conll(_write(tmp_path, LINES))
    assert [s.id for s in sentences] == ["1", "2"]
    assert sentences[0].triples == {("Live_In", (0, "maria lopez"), (21, "oakville"))}
    assert sentences[0].source.endswith("gold.jsonl:1")


@pytest.mark.parametrize("bad, reason", [
    ("{not json", "malformed JSON"),
    (json.dumps({"id": 3}), "text"),
    (json.dumps({**LINES[0], "relations": [{"head": 0, "tail": 7, "type": "Kill"}]}), "index"),
    (json.dumps({**LINES[0], "entities": [{"char_start": 5, "char_end": 99, "type": "Loc"}], "relations": []}),
     "offsets"),
])
def test_read_conll_bad_line_names_file_line_and_reason(tmp_path, bad, reason):
    path = _write(tmp_path, [LINES[0], bad])
    with pytest.raises(ValueError, match=rf"gold\.jsonl:2: .*{reason}"):
        read_conll(path)


def _by_string(pairs):
    """A stub extractor: relations between the given words, found in the text as written (any case)."""

    def extract(doc, chains):
        text = doc.text
        for subj, predicate, obj in pairs:
            if subj.lower() in text.lower() and obj.lower() in text.lower():
                # an employer that is a place is not scored
                kind = "Organization" if predicate == "employedBy" else "Place"
                s = _mention(text, subj.lower(), "Person", lower=True)
                o = _mention(text, obj.lower(), kind, lower=True)
                yield Relation(s, predicate, o, 0.5, "stub")

    return extract


@pytest.fixture
def stub_extractor(monkeypatch):
    """Make every extractor name resolve to a stub that finds fixed word pairs."""
    pairs = [("maria lopez", "livesIn", "oakville"), ("zenith tools", "employedBy", "tom vale")]
    monkeypatch.setattr(kg.registry, "get_extractor", lambda name: lambda: _by_string(pairs))


def test_evaluate_runs_the_pipeline_and_scores(nlp, stub_extractor, tmp_path):
    sentences = read_conll(_write(tmp_path, LINES))
    result = evaluate(sentences, extractor="stub")
    micro = result.micro
    # Oakville matches "Oakville." (trailing period); the reversed Work_For is a miss and a false alarm.
    assert (micro.tp, micro.fp, micro.fn) == (1, 1, 1)
    assert result.sentences == 2 and result.seconds >= 0
    assert "Live_In" in result.table() and result.as_dict()["scores"][-1]["type"] == MICRO


def test_eval_command_table_and_json(nlp, stub_extractor, tmp_path, capsys):
    path = _write(tmp_path, LINES)
    assert main(["eval", "conll04", str(path)]) == 0
    assert "| **micro** |" in capsys.readouterr().out
    assert main(["eval", "conll04", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["sentences"] == 2 and {s["type"] for s in data["scores"]} >= {"Work_For", MICRO}


def test_eval_command_bad_file_is_one_line(tmp_path, capsys):
    assert main(["eval", "conll04", str(_write(tmp_path, ["[1, 2]"]))]) == 1
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "gold.jsonl:1" in err


def test_extract_command_writes_offsets_into_each_line(nlp, stub_extractor, tmp_path, capsys):
    path = _write(tmp_path, [{"id": "a", "text": "Yesterday Maria Lopez said she lives in Oakville."},
                             {"id": "b", "text": "Nothing here."}, "not json"], name="in.jsonl")
    out = tmp_path / "out.jsonl"
    assert main(["extract", str(path), "--format", "jsonl", "-o", str(out)]) == 0
    assert "in.jsonl:3" in capsys.readouterr().err  # the bad line is skipped with a warning
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["a", "b"] and rows[1]["relations"] == []
    rel = rows[0]["relations"][0]
    text = "Yesterday Maria Lopez said she lives in Oakville."
    assert rel["predicate"] == "livesIn" and rel["confidence"] == 0.5
    for arg in (rel["subject"], rel["object"]):
        assert text[arg["start"]:arg["end"]] == arg["text"] and arg["type"]
    assert main(["extract", str(path)]) == 0  # stdout by default
    assert capsys.readouterr().out.count("\n") == 2


def test_gold_sentence_document_keeps_text_and_id():
    s = GoldSentence("7", "A b.", "f:1", (), ())
    assert (s.document.id, s.document.text, s.document.source) == ("7", "A b.", "f:1")


CONLL04_DEV = SHARED / "data" / "conll04" / "dev.jsonl"


@pytest.mark.skipif(not CONLL04_DEV.exists(), reason="CoNLL04 is read in place from ../shared")
def test_rules_keep_the_target_on_conll04_dev():
    evaluation = evaluate(read_conll(CONLL04_DEV), extractor="rules")
    assert evaluation.micro.f1 >= 0.45

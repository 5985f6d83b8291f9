PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install demo test lint eval-news eval-annotated eval-ecbplus bench bench-html screenshot train train-minilm clean bench-queries loadtest

install: $(STAMP)

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: install
	$(BIN)/kg build seeds --out out

test: install
	$(BIN)/python -m pytest

# ruff with the configuration in pyproject.toml (tests/test_lint.py runs it too).
lint: install
	$(BIN)/ruff check kg tests training benchmarks

# The quality yardstick: build ../shared/data/newsdev (text/ and html/) with the default settings and print the
# scorer's figures. SET=newstrain scores the training set instead (with DETAILS=1: every miss, for error analysis).
eval-news: install
	$(BIN)/kg eval news $(if $(SET),../shared/data/$(SET)) $(if $(DETAILS),--details)

# Our own stand-off annotations of 150 unseen BBC articles (training/annotations) as a news set, scored the same way.
eval-annotated: install
	$(BIN)/python -m training.standoff --out out/annotated-bbc
	$(BIN)/kg eval news out/annotated-bbc --variant text --scorer ../shared/tools/score_graph.py $(if $(DETAILS),--details)

# Speed and memory on the BBC corpus (minutes; never part of make test). DOCS=N for a quick run
# on N articles, written to out/bench instead of the committed benchmarks/results.
bench: install
	$(BIN)/pip install --quiet -e '.[bench]'
	$(BIN)/python -m benchmarks.build $(if $(DOCS),--docs $(DOCS) --sizes $(DOCS) --out out/bench)

# Main-content extraction of web pages on ../shared/data/article-extraction (a minute); docs/web-pages.md.
bench-html: install
	$(BIN)/pip install --quiet -e '.[bench-html]'
	$(BIN)/python -m benchmarks.html --compare

# The screenshots of the HTML view (needs chromium): the seed graph, and 60 BBC articles (docs/bbc60.png).
screenshot: install
	KG_SCREENSHOT=$(CURDIR)/docs/graph.png $(BIN)/python -m pytest -q tests/export/test_html.py -k seed_page
	mkdir -p out && head -60 ../shared/data/news/bbc_news.jsonl > out/bbc-60.jsonl
	$(BIN)/kg build out/bbc-60.jsonl --out out/bbc60 --quiet
	KG_BBC_VIEW=out/bbc60 KG_SCREENSHOT=$(CURDIR)/docs/bbc60.png $(BIN)/python -m pytest -q tests/export/test_html.py -k bbc_view

# Rebuild the learned relation extractor (kg/models/relations-v1) from ../shared/data/conll04; prints dev figures.
train: install
	$(BIN)/python -m training.train

# Rebuild the transformer extractor (kg/models/relations-minilm-v1): fine-tunes MiniLM with PyTorch, about 25 min;
# prints the dev and cross-validated figures. PyTorch (3 GB) goes in its own venv: thinc imports it wherever
# it is installed, and kg never needs it.
TRAIN_VENV := .venv-train
train-minilm:
	test -d $(TRAIN_VENV) || $(PY) -m venv $(TRAIN_VENV)
	$(TRAIN_VENV)/bin/pip install --quiet --upgrade pip
	$(TRAIN_VENV)/bin/pip install --quiet -e '.[train-minilm]'
	$(TRAIN_VENV)/bin/python -m training.train_minilm --cv

# SPARQL: median latency of each library query on Oxigraph and rdflib (builds the BBC graph unless GRAPH=DIR).
bench-queries: install
	$(BIN)/python benchmarks/queries.py $(if $(GRAPH),--graph $(GRAPH))

# The SPARQL endpoint's load test: 2,000 requests from 16 clients on loopback, then stop.
loadtest: install
	$(BIN)/python benchmarks/loadtest.py

clean:
	rm -rf out .pytest_cache

# Cross-document resolution on the ECB+ development sub-topics (../shared/data/ecbplus): builds each one
# into out/ecbplus/<sub-topic> (cached), prints the scorer's overall figures and both baselines.
eval-ecbplus: install
	$(BIN)/python -m benchmarks.ecbplus

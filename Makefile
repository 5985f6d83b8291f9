PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install demo test clean

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

clean:
	rm -rf out .pytest_cache

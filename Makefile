# loregraph: two commands do all the set-up on a fresh machine: `make demo` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
EXAMPLE ?= examples/qinglan

.PHONY: demo test install install-test bench bench-accuracy bench-noise bench-incremental bench-context clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e '.[test]'
	touch $(STAMP) $@

install: $(STAMP)

install-test: $(TEST_STAMP)

demo: $(STAMP)
	$(BIN)/loregraph review $(EXAMPLE)

test: $(TEST_STAMP)
	$(BIN)/python -m pytest

# accuracy on the benchmark books (bench/books/*/answers.yaml): recall per kind, precision, controls flagged
bench-accuracy: $(STAMP)
	$(BIN)/python bench/accuracy.py --examples

# flags per 10k characters/words on the public-domain classics in ../shared/corpus (skips when absent)
bench-noise: $(STAMP)
	$(BIN)/python bench/noise.py

# incremental re-review on a generated 500-chapter book: one-chapter edit vs full review (target <= 0.10)
bench-incremental: $(STAMP)
	$(BIN)/python bench/incremental.py --language zh
	$(BIN)/python bench/incremental.py --language en

# context packs for early and late chapters of a generated 700-chapter book: size per layer and build time
bench-context: $(STAMP)
	$(BIN)/python bench/context.py

bench: bench-accuracy bench-noise bench-incremental bench-context

clean:
	rm -rf $(VENV) examples/*/.loregraph

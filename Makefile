# loregraph: two commands do all the set-up on a fresh machine: `make demo` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
EXAMPLE ?= examples/qinglan

.PHONY: demo test install install-test bench bench-accuracy bench-noise bench-incremental bench-context bench-dashboard bench-perf clean

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

# the dashboard's real-browser test drives Debian's chromium (CI runs as root; apt-get reaches Debian's mirror)
BROWSER_DEPS = test -x /usr/bin/chromium && dpkg -s fonts-noto-cjk >/dev/null 2>&1 || \
	(apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-noto-cjk)

test: $(TEST_STAMP)
	@command -v apt-get >/dev/null && { $(BROWSER_DEPS); } || echo "make test: chromium not installed; the browser test will skip"
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

# first render of each dashboard view on 三国演义 with its review stored (skips when the corpus is absent)
bench-dashboard: $(STAMP)
	$(BIN)/python bench/dashboard.py

# speed at serial scale: the generated 2M-character / 1M-word books against jieba / spaCy, doubling, memory
bench-perf: $(STAMP)
	$(BIN)/python bench/perf.py

bench: bench-accuracy bench-noise bench-incremental bench-context bench-dashboard bench-perf

clean:
	rm -rf $(VENV) examples/*/.loregraph

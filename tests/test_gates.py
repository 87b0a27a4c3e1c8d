"""The literal gates that speed up the English passes must not change a single fact: the review of English
books with the gates and without them (LOREGRAPH_NO_GATES=1, in a fresh process) is the same."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kg.review import review

REPO = Path(__file__).resolve().parents[1]
DUMP = """
import json, sys
sys.path.insert(0, {repo!r})
from kg.review import review
r = review({book!r}, persist=False, quiet=True, workers=1)
print(json.dumps([f.model_dump(mode="json") for f in r.graph.facts] + [c.model_dump(mode="json") for c in r.report.conflicts],
                 sort_keys=True))
"""


def _ungated(book: Path) -> list:
    env = dict(os.environ, LOREGRAPH_NO_GATES="1")
    out = subprocess.run([sys.executable, "-c", DUMP.format(repo=str(REPO), book=str(book))], env=env,
                         capture_output=True, text=True, timeout=300, check=True).stdout
    return json.loads(out)


def _gated(book: Path) -> list:
    r = review(book, persist=False, quiet=True, workers=1)
    return json.loads(json.dumps([f.model_dump(mode="json") for f in r.graph.facts]
                                 + [c.model_dump(mode="json") for c in r.report.conflicts], sort_keys=True))


@pytest.mark.parametrize("which", ["generated", "harbour-lights", "en-windward"])
def test_gates_change_nothing(which, tmp_path):
    if which == "generated":
        book = tmp_path / "gen"
        subprocess.run([sys.executable, str(REPO / "bench" / "gen_book.py"), "--language", "en", "--chapters", "40",
                        "--size", "40000", "--out", str(book)], check=True, capture_output=True)
    elif which == "harbour-lights":
        book = REPO / "examples" / which
    else:
        book = REPO / "bench" / "books" / which
    assert not os.environ.get("LOREGRAPH_NO_GATES")
    got = _gated(book)
    assert got and got == _ungated(book)


def test_word_start_gate_skips_literals_inside_words():
    """A gate whose pattern has its words bounded finds "hat" in "a felt hat", not in "that" or "what"; the one-pass
    literal scan and the gate's own regex agree."""
    from extractors import text as textmod
    from extractors.lexicon import load_lexicon
    from extractors.text import TextView, literal_gate

    body = ("Nobody told the ferryman what happened.\n\nMarta pulled on her old felt hat.\n\n"
            "That was the last of it, and the boat went on.\n\nAt the age of nine she could row.\n")
    bounded, loose = literal_gate(["hat", "old", "age"], word_start=True), literal_gate(["hat", "old", "age"])
    view = TextView(body, load_lexicon("en"))
    paras = lambda spans: [body[s:e].strip() for s, e in spans]  # noqa: E731
    assert paras(view.paragraphs_with(bounded)) == ["Marta pulled on her old felt hat.", "At the age of nine she could row."]
    assert view.paragraphs_with(loose) == [(0, len(body))]  # "told", "what", "That" hold one too (spans merged)
    # the regex path (no automaton) finds the same paragraphs
    saved = textmod.ahocorasick
    try:
        textmod.ahocorasick = None
        fresh = TextView(body, load_lexicon("en"))
        assert fresh.paragraphs_with(bounded) == view.paragraphs_with(bounded)
        assert fresh.paragraphs_with(loose) == view.paragraphs_with(loose)
    finally:
        textmod.ahocorasick = saved


def test_required_literals_read_off_a_pattern():
    import re

    from extractors.text import required_literals

    assert required_literals(re.compile(r"(?:scorned|despised)\s+(?:him|her)", re.I)) == ("despised", "scorned")
    # a trie of words gives the words back whole, not their stray tails
    assert required_literals(re.compile(r"\b(?:c(?:ooper|arter)|wheelwright)\b")) == ("carter", "cooper", "wheelwright")
    # an optional part needs nothing; classes and repeats of classes give no literal; one letter is no help
    assert required_literals(re.compile(r"(?:never\s+)?[A-Z][a-z]+\s+\d+")) is None
    assert required_literals(re.compile(r"a(?:x|y)?")) is None
    # a word with a letter outside ASCII stands for its ASCII head (the scan lower-cases ASCII only)
    assert required_literals(re.compile(r"\bfiancée?\b", re.I)) == ("fianc",)


def test_every_match_holds_one_of_its_literals():
    """Over real chapters: wherever one of the story passes' patterns matches a sentence, the sentence (lower-cased)
    holds one of the literals the prefilter would look for."""
    from extractors.lexicon import load_lexicon
    from extractors.story import StoryPatterns, _EN_CONFERRED, _SINCE_DEATH_GATE_EN, _TOLD_FROM
    from extractors.text import TextView, required_literals

    lex = load_lexicon("en")
    sp = StoryPatterns(lex, (), (), (), ())
    pats = [sp.past, sp.past_open, _TOLD_FROM, sp.narrated_shout, sp.narrated_long, sp.claim_quiet, sp.claim_loud,
            _SINCE_DEATH_GATE_EN, _EN_CONFERRED]
    checked = 0
    for ch in sorted((REPO / "bench" / "books" / "en-windward" / "chapters").glob("*.md")):
        view = TextView(ch.read_text("utf-8"), lex)
        st = view.sent_starts + [len(view.text)]
        for s, e in zip(st, st[1:]):
            low = view.text[s:e].lower()
            for rx in pats:
                lits = required_literals(rx)
                if lits is not None and rx.search(view.text, s, e):
                    checked += 1
                    assert any(w in low for w in lits), (rx.pattern[:60], view.text[s:e])
    assert checked > 20

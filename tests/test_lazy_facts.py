"""Facts read from the per-chapter cache are the facts a fresh extraction gives. The acts, appearances and
utterances stay unparsed in the cache until a rule asks for them (kg.graph.LAZY); once parsed they must carry
the same modality (a retold past is the past) and the same story day as if they had been extracted now."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kg.graph import LAZY, fact_id
from kg.review import review

ROOT = Path(__file__).resolve().parent.parent

# a death, a retold past across a chapter boundary in which the dead man acts, a return to the present, and a
# dead man walking after it (the one conflict); time advances so that story days differ per chapter
CH = {
    "01.md": "# Chapter 1: The Ferry\nMaren Holt poled the ferry across at dawn. Oskar Vane watched from the bank "
             "and waved his hat. \"Mind the current,\" Oskar Vane called.",
    "02.md": "# Chapter 2: The Flood\nThree days later the river rose. Oskar Vane was drowned at the weir, and "
             "Maren Holt buried him on the hill.",
    "03.md": "# Chapter 3: Old Days\nWhat follows happened years before, when the ferry was new.\n\nOskar Vane "
             "laughed at the rope and tied the first knot himself. He carried Maren Holt's oars down to the water.",
    "04.md": "# Chapter 4: Back\nOskar Vane sang on the landing that summer.\n\nBack in the present, Maren Holt "
             "sat alone by the weir. A week later she mended the ferry.",
    "05.md": "# Chapter 5: The Lantern\nThe next morning Oskar Vane opened the shutters and called down to her.",
}
BIBLE = {
    "characters/Maren Holt.md": "# Maren Holt\n- Gender: female\n",
    "characters/Oskar Vane.md": "# Oskar Vane\n- Gender: male\n",
}


def _view(res) -> list[tuple]:
    return sorted((fact_id(f), f.chapter, f.modality, f.story_day) for f in res.graph.facts)


def _conflicts(res) -> list[tuple]:
    return [(c.id, c.kind, c.chapter, c.status.value) for c in res.report.conflicts]


def _parsed(graph, predicate: str) -> int:
    return sum(len(v) for slot in graph._lazy[predicate].values() for v in slot.values() if isinstance(v, list))


def test_cached_review_gives_the_facts_and_conflicts_of_a_fresh_one(book_factory):
    book = book_factory(CH, BIBLE)
    fresh = review(book, persist=False, quiet=True, workers=1)
    assert review(book, quiet=True, workers=1).extracted == len(CH)  # fills the cache
    cached = review(book, quiet=True, workers=1)
    assert cached.extracted == 0
    # before anything asks for every fact: the lazy ones of people who never die were not parsed
    assert _parsed(cached.graph, "acts") < cached.graph.fact_count("acts")
    assert _conflicts(cached) == _conflicts(fresh)
    assert _view(cached) == _view(fresh)
    # the retold past holds for parsed-later acts too: Oskar's acts in chapters 3-4 are the past, chapter 5's not
    acts = {(f.chapter, f.modality) for f in cached.graph.of_subjects("acts", ["Oskar Vane"])}
    assert (3, "flashback") in acts and (5, "asserted") in acts
    assert [c.chapter for c in cached.report.conflicts if c.kind == "dead_character_active"] == [5]
    assert cached.report.stats["facts"] == fresh.report.stats["facts"]
    assert cached.report.stats["mentions"] == fresh.report.stats["mentions"]


def test_cached_facts_follow_a_chapter_that_moved(book_factory):
    """A chapter inserted at the front renumbers every cached chapter: parsed-later facts carry the new number."""
    book = book_factory(CH, BIBLE)
    review(book, quiet=True, workers=1)
    (book / "chapters" / "00.md").write_text("# Prologue\nThe river had no name then.", "utf-8")
    moved = review(book, quiet=True, workers=1)
    assert moved.extracted == 1
    fresh = review(book, persist=False, quiet=True, workers=1)
    assert _view(moved) == _view(fresh)
    assert _conflicts(moved) == _conflicts(fresh)
    assert {f.chapter for f in moved.graph.of_subjects("acts", ["Oskar Vane"])} >= {6}


@pytest.mark.parametrize("name", ["qinglan", "harbour-lights"])
def test_examples_from_cache_match_a_fresh_review(name, tmp_path):
    book = tmp_path / name
    shutil.copytree(ROOT / "examples" / name, book, ignore=shutil.ignore_patterns(".loregraph"))
    fresh = review(book, persist=False, quiet=True, workers=1)
    review(book, quiet=True, workers=1)
    cached = review(book, quiet=True, workers=1)
    assert cached.extracted == 0
    assert _conflicts(cached) == _conflicts(fresh)
    for p in LAZY:
        assert cached.graph.fact_count(p) == fresh.graph.fact_count(p) > 0
    assert _view(cached) == _view(fresh)

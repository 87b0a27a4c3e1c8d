"""Real public-domain novels from ../shared/corpus (skipped when absent): split right, review without crashing."""
from __future__ import annotations

import pytest

from kg.book import load_book
from kg.review import review
from tests.conftest import CORPUS

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/corpus not present")

WORKS = {
    "sanguo-yanyi": 120,
    "sanguo-yanyi/full.txt": 120,
    "shuihu-zhuan": 121,
    "shuihu-zhuan/full.txt": 121,
    "xiyou-ji": 100,
    "study-in-scarlet/a_study_in_scarlet.txt": 14,
    "sign-of-four/the_sign_of_the_four.txt": 12,
    "pride-and-prejudice/pride_and_prejudice.txt": 61,
}


@pytest.mark.parametrize("work,chapters", WORKS.items())
def test_chapter_split(work, chapters):
    book = load_book(CORPUS / work)
    assert len(book.chapters) == chapters
    assert [c.index for c in book.chapters] == list(range(1, chapters + 1))
    assert all(c.text.strip() for c in book.chapters)


def test_chinese_chapter_titles():
    book = load_book(CORPUS / "shuihu-zhuan")
    assert book.chapters[0].title.startswith("楔子") and book.chapters[-1].title.startswith("第120回")
    book = load_book(CORPUS / "sanguo-yanyi" / "full.txt")
    assert book.chapters[-1].title.startswith("第一百二十回") and book.language == "zh"


def test_study_in_scarlet_parts_restart_numbering():
    book = load_book(CORPUS / "study-in-scarlet" / "a_study_in_scarlet.txt")
    assert book.chapters[7].title.startswith("CHAPTER I") and book.chapters[7].volume.startswith("PART II")
    assert book.front_matter and "Conan Doyle" in book.front_matter[0][1]


@pytest.mark.parametrize("work", ["shuihu-zhuan", "sign-of-four/the_sign_of_the_four.txt"])
def test_review_runs_on_real_text(work):
    r = review(CORPUS / work, persist=False, quiet=True)
    assert r.report.book.chapters == WORKS[work]
    assert r.report.stats["mentions"] > 300
    for c in r.report.conflicts:
        texts = {ch.index: ch.text for ch in r.book.chapters}
        for e in c.evidence:
            if e.chapter:
                assert texts[e.chapter][e.start:e.end] == e.quote

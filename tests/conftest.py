from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO.parent / "shared" / "corpus"


def make_book(root: Path, chapters: dict[str, str], bible: dict[str, str] | None = None,
              config: str | None = None) -> Path:
    (root / "chapters").mkdir(parents=True, exist_ok=True)
    for name, text in chapters.items():
        (root / "chapters" / name).write_text(text, encoding="utf-8")
    for name, text in (bible or {}).items():
        p = root / "bible" / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    if config:
        (root / "loregraph.toml").write_text(config, encoding="utf-8")
    return root


@pytest.fixture
def book_factory(tmp_path):
    counter = {"n": 0}

    def factory(chapters, bible=None, config=None):
        counter["n"] += 1
        return make_book(tmp_path / f"book{counter['n']}", chapters, bible, config)

    return factory


def check_evidence(result, conflict) -> None:
    """Every conflict quotes both sides; a chapter quote is the chapter's text at start:end, a bible quote names
    its file."""
    texts = {c.index: c.text for c in result.book.chapters}
    roles = {e.role for e in conflict.evidence}
    assert {"established", "conflicting"} <= roles
    for e in conflict.evidence:
        if e.chapter == 0:
            assert e.source and e.source.startswith("bible/")
        else:
            assert texts[e.chapter][e.start:e.end] == e.quote


def timeline_conflicts(result) -> list:
    """The TL01 conflicts of a review."""
    return [c for c in result.report.conflicts if c.kind == "timeline_jump"]


def asserted_marks(result, chapter: int) -> list[tuple[str, str]]:
    """(object, quote) of the time marks that move the clock in a chapter."""
    return [(f.object, f.source.quote) for f in result.graph.facts_of("timeMark")
            if f.chapter == chapter and f.modality == "asserted"]


def conflicts_of(book, kind: str) -> list[tuple[int, list[str]]]:
    """(chapter, sorted entities) of a fresh review's conflicts of one kind."""
    from kg.review import review

    return [(c.chapter, sorted(c.entities)) for c in review(book, persist=False, quiet=True).report.conflicts
            if c.kind == kind]


def three_chapters(book_factory, first: str, middle: str, last: str, bible: dict[str, str] | None = None,
                   zh: bool = False):
    """A three-chapter book whose middle chapter is the one a test varies."""
    heads = ("第一章", "第二章", "第三章") if zh else ("Chapter 1", "Chapter 2", "Chapter 3")
    return book_factory({f"{i}.md": f"# {h}\n\n{t}\n" for i, (h, t) in enumerate(zip(heads, (first, middle, last)), 1)},
                        bible)


def chapters_book(book_factory, chapters: list[str], bible: dict[str, str] | None = None, zh: bool = False):
    """A book of as many chapters as texts given, numbered from 1."""
    head = "# 第{}章" if zh else "# Chapter {}"
    return book_factory({f"{i:03d}.md": f"{head.format(i)}\n\n{t}\n" for i, t in enumerate(chapters, 1)}, bible)


def flags(book_factory, kind: str, first: str, middle: str, last: str, bible: dict[str, str] | None = None,
          zh: bool = False) -> list[tuple[int, list[str]]]:
    """(chapter, sorted entities) of the conflicts of one kind in a fresh three-chapter book."""
    return conflicts_of(three_chapters(book_factory, first, middle, last, bible, zh=zh), kind)


def resolve_word(book, text: str, word: str, language: str = "en") -> str | None:
    """Who the first anchor spelled `word` in `text` is, read with the index of a review of `book`."""
    from extractors import get_extractor
    from extractors.rule import ChapterAnalysis
    from kg.review import review

    res = review(book, persist=False, quiet=True)
    an = ChapterAnalysis(text, res.index, get_extractor("rule", language).pats_for(res.index))
    return an._resolve_anchor(next(a for a in an.anchors if text[a.start:a.end] == word))

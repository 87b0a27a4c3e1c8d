"""The dashboard's data: the stored review (BOOK/.loregraph/report.json) with the decision log laid over it, and
the story graph, loaded lazily and cached across reruns and sessions.

Cache keys are the book path and the stamps (mtime, size, inode) of report.json and decisions.jsonl: a review
run elsewhere (`loregraph review`) or a decision recorded elsewhere (`loregraph resolve`) shows on the next rerun,
and nothing is parsed twice. The graph comes from kg.review.review, which is incremental (facts cached per
chapter), and only for the views that need it.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import streamlit as st

from kg.models import Report

Stamp = tuple[int, int, int] | None


def stamp(p: Path) -> Stamp:
    try:
        s = p.stat()
    except OSError:
        return None
    return (s.st_mtime_ns, s.st_size, s.st_ino)


@st.cache_resource(show_spinner=False, max_entries=32)
def locate(path: str) -> str:
    """The book's store folder (BookStore falls back to ~/.cache when the book's folder is read-only).
    Raises BookError for a path that is not a book."""
    from kg.book import load_book
    from kg.store import BookStore

    book = load_book(path)
    return str(BookStore(book.store_dir, quiet=True).dir)


@st.cache_resource(show_spinner=False, max_entries=8)
def book_for(path: str, report_stamp: Stamp):
    """The book as loaded (chapter texts and titles), once per stored review."""
    from kg.book import load_book

    return load_book(path)


@st.cache_resource(show_spinner=False, max_entries=8)
def stored_report(path: str, report_stamp: Stamp) -> Report | None:
    from kg.store import BookStore

    data = BookStore(Path(locate(path)), quiet=True).load_report()
    if data is None:
        return None
    try:
        return Report.model_validate(data)
    except ValueError:
        return None


@st.cache_resource(show_spinner=False, max_entries=8)
def overlaid(path: str, report_stamp: Stamp, log_stamp: Stamp) -> Report | None:
    """The stored report with the decision log as it is now laid over it, the way kg.review.apply_decisions does:
    the log first (kg.decisions.overlay), then the inline waivers in the text (kg.waivers) on what is still open.
    The stored statuses are those of the log when the review ran, so they are cleared first: a decision taken
    back since then shows open. A copy: the cached stored report is never changed."""
    from kg.review import restatus

    rep = stored_report(path, report_stamp)
    if rep is None:
        return None
    rep = rep.model_copy(deep=True)
    restatus(book_for(path, report_stamp), rep, Path(locate(path)))
    return rep


class _GraphHolder:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.key: tuple | None = None
        self.result: Any = None


@st.cache_resource(show_spinner=False, max_entries=8)
def _holder(path: str) -> _GraphHolder:
    return _GraphHolder()


def review_for(path: str, force: bool = False):
    """kg.review.review of the book (a ReviewResult with .graph), run again only when the stored review or the
    decision log changed since (someone ran `loregraph review` or recorded a decision that changes the graph).
    The review rewrites report.json; the stamps are taken after it, so the dashboard's own review does not
    count as a change."""
    from kg.review import review

    store = Path(locate(path))
    h = _holder(path)
    with h.lock:
        key = (stamp(store / "report.json"), stamp(store / "decisions.jsonl"))
        if force or h.result is None or h.key != key:
            h.result = review(path, quiet=True)
            h.key = (stamp(store / "report.json"), stamp(store / "decisions.jsonl"))
        return h.result


def ensure_report(path: str) -> None:
    """Run the review when no review is stored yet."""
    store = Path(locate(path))
    if stamp(store / "report.json") is None or stored_report(path, stamp(store / "report.json")) is None:
        review_for(path, force=True)


@dataclass
class Ctx:
    """What a view gets: the book path, the report with decisions, the translator, and lazy loaders."""

    path: str
    store_dir: Path
    report: Report
    t: Any
    editor: str = ""
    params: dict = field(default_factory=dict)

    @property
    def lang(self) -> str:
        return self.t.lang

    @property
    def n_chapters(self) -> int:
        return int(self.report.book.chapters)

    def book(self):
        return book_for(self.path, stamp(self.store_dir / "report.json"))

    def texts(self) -> dict[int, str]:
        return {c.index: c.text for c in self.book().chapters}

    def titles(self) -> dict[int, str]:
        return {c.index: c.title for c in self.book().chapters}

    def review(self):
        return review_for(self.path)

    def graph(self):
        return self.review().graph


def load_ctx(path: str, editor: str, params: dict | None = None) -> Ctx:
    """The stored review with the decisions, and the interface in the book's language."""
    from review_app.i18n import Translator

    store = Path(locate(path))
    ensure_report(path)
    rep = overlaid(path, stamp(store / "report.json"), stamp(store / "decisions.jsonl"))
    if rep is None:  # unreadable report: review again
        review_for(path, force=True)
        rep = overlaid(path, stamp(store / "report.json"), stamp(store / "decisions.jsonl"))
    return Ctx(path=path, store_dir=store, report=rep, t=Translator(rep.book.language), editor=editor,
               params=params or {})

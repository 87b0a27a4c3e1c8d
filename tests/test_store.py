"""The on-disk store: per-chapter cache, Oxigraph named graphs, nothing extracted twice."""
from __future__ import annotations

import pyoxigraph as ox

from kg.graph import chapter_graph_iri
from kg.review import review

CH = {
    "1.md": "# Chapter 1\nIvo Brandt was left-handed. A scar ran across his left cheek.",
    "2.md": "# Chapter 2\nIvo Brandt walked the quay, and Tamsin Reed said nothing.",
    "3.md": "# Chapter 3\nIvo Brandt scratched the scar on his right cheek.",
}
BIBLE = {"characters/Ivo Brandt.md": "# Ivo Brandt\n- Gender: male\n"}


def test_unchanged_chapters_are_not_extracted_twice(book_factory):
    book = book_factory(CH, BIBLE)
    first = review(book, quiet=True)
    assert first.extracted == 3
    again = review(book, quiet=True)
    assert again.extracted == 0
    assert again.report.model_dump() == first.report.model_dump()
    (book / "chapters" / "2.md").write_text("# Chapter 2\nIvo Brandt walked the quay in the rain.", "utf-8")
    third = review(book, quiet=True)
    assert third.extracted == 1


def test_named_graph_per_chapter_in_oxigraph(book_factory):
    book = book_factory(CH, BIBLE)
    review(book, quiet=True)
    store = ox.Store(str(book / ".loregraph" / "oxigraph"))
    graphs = {g.value for g in store.named_graphs()}
    for i in (0, 1, 2, 3):
        assert chapter_graph_iri(i) in graphs
    q = f"""SELECT ?quote WHERE {{ GRAPH <{chapter_graph_iri(3)}> {{
              ?f a <https://loregraph.dev/ns#Fact> ; <https://loregraph.dev/ns#quote> ?quote ;
                 <https://loregraph.dev/ns#predicate> <https://loregraph.dev/ns#mark> }} }}"""
    quotes = [b["quote"].value for b in store.query(q)]
    assert any("right cheek" in x for x in quotes)
    del store


def test_read_only_book_falls_back_to_user_cache(book_factory, tmp_path, monkeypatch):
    import os
    import stat

    book = book_factory(CH, BIBLE)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    mode = book.stat().st_mode
    os.chmod(book, stat.S_IRUSR | stat.S_IXUSR)
    try:
        if os.access(book, os.W_OK):  # root ignores permissions
            return
        r = review(book, quiet=True)
        assert r.report.stats["conflicts"] >= 1
        assert not (book / ".loregraph").exists()
        assert any((tmp_path / "cache" / "loregraph").iterdir())
    finally:
        os.chmod(book, mode)

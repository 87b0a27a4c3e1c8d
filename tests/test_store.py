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


def test_review_alone_writes_no_quad_store(book_factory):
    book = book_factory(CH, BIBLE)
    review(book, quiet=True)
    assert (book / ".loregraph" / "report.json").exists()
    assert not (book / ".loregraph" / "oxigraph").exists()


def test_sparql_over_the_quad_store(book_factory):
    import json

    from typer.testing import CliRunner

    from kg.cli import app

    book = book_factory(CH, BIBLE)
    q = "SELECT ?q WHERE { ?f lg:predicate lg:mark ; lg:chapter 3 ; lg:quote ?q }"
    res = CliRunner().invoke(app, ["sparql", str(book), q, "--format", "json"])
    assert res.exit_code == 0, res.output
    rows = json.loads(res.stdout)
    assert rows and all("right cheek" in r["q"] for r in rows)
    res = CliRunner().invoke(app, ["sparql", str(book), "ASK { ?f lg:predicate lg:died }"])
    assert res.exit_code == 0 and res.stdout.strip() == "false"
    res = CliRunner().invoke(app, ["sparql", str(book), "SELEC nonsense"])
    assert res.exit_code == 2


def test_named_graph_per_chapter_in_oxigraph(book_factory):
    book = book_factory(CH, BIBLE)
    review(book, quiet=True, rdf_store=True)
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
        r = review(book, quiet=True)  # also as root: a folder without write bits is read-only on purpose
        assert r.report.stats["conflicts"] >= 1
        assert not (book / ".loregraph").exists()
        assert any((tmp_path / "cache" / "loregraph").iterdir())
    finally:
        os.chmod(book, mode)


def _index_view(res):
    return sorted((e.name, tuple(sorted(e.aliases)), e.gender, e.kind) for e in res.graph.entities.values())


def test_scan_cache_gives_the_index_a_fresh_scan_gives(book_factory):
    """Name discovery and gender votes are cached per chapter text; after edits the index must be the one a
    from-scratch review builds (a name that appears, a name that disappears)."""
    chapters = {
        "1.md": "# 第一章\n柳寒舟说道：“走吧。”柳寒舟点头，他转身出门。陆小棠笑道：“好。”她跟了上去。",
        "2.md": "# 第二章\n柳寒舟问道：“几时了？”他看着窗外。陆小棠答道：“快三更了。”她吹灭了灯。",
        "3.md": "# 第三章\n柳寒舟叹道：“罢了。”他坐了下来。陆小棠说道：“明日再说。”",
    }
    book = book_factory(chapters)
    first = review(book, quiet=True)
    assert (book / ".loregraph" / "cache" / "scan.json").exists()
    assert _index_view(review(book, quiet=True)) == _index_view(first) == _index_view(review(book, persist=False, quiet=True))
    # a new speaker, often enough to become a name, in one edited chapter
    (book / "chapters" / "3.md").write_text(
        "# 第三章\n宋知远说道：“罢了。”宋知远笑道：“来。”宋知远问道：“谁？”他坐了下来。陆小棠说道：“明日再说。”", "utf-8")
    cached = review(book, quiet=True)
    assert cached.extracted >= 1
    assert "宋知远" in cached.graph.entities
    assert _index_view(cached) == _index_view(review(book, persist=False, quiet=True))
    # and gone again
    (book / "chapters" / "3.md").write_text(chapters["3.md"], "utf-8")
    again = review(book, quiet=True)
    assert "宋知远" not in again.graph.entities
    assert _index_view(again) == _index_view(first)


def test_the_fact_cache_key_changes_with_the_extractors_code(monkeypatch):
    import extractors.rule as rule

    ext = rule.RuleExtractor("en")
    before = ext.fingerprint
    monkeypatch.setattr(rule, "CODE_FINGERPRINT", "other-code")
    assert ext.fingerprint != before and "other-code" in ext.fingerprint

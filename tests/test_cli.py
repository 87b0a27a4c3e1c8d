"""The CLI: the report contract (report.md), formats, -o, --fail-on."""
from __future__ import annotations

import json

from typer.testing import CliRunner

from kg.cli import app

CH = {
    "1.md": "# Chapter 1\nIvo Brandt was left-handed, and he wrote with his left hand.",
    "2.md": "# Chapter 2\nIvo Brandt always wrote with his right hand.",
}
BIBLE = {"characters/Ivo Brandt.md": "# Ivo Brandt\n- Gender: male\n## Basics\n- Handedness: left\n"}


def test_json_report_follows_the_contract(book_factory):
    book = book_factory(CH, BIBLE)
    res = CliRunner().invoke(app, ["review", str(book), "--format", "json"])
    assert res.exit_code == 0, res.output
    r = json.loads(res.stdout)
    assert r["loregraph_version"]
    assert {"title", "path", "language", "chapters"} <= set(r["book"])
    assert r["book"]["chapters"] == 2 and r["book"]["language"] == "en"
    assert {"facts", "entities", "conflicts", "by_kind"} <= set(r["stats"])
    assert r["stats"]["conflicts"] == len(r["conflicts"]) == 1
    c = r["conflicts"][0]
    for k in ("id", "kind", "rule", "severity", "chapter", "entities", "message", "evidence", "status", "decision"):
        assert k in c
    assert c["kind"] == "baseline_violation" and c["rule"] == "BL01" and c["severity"] == "error"
    assert c["chapter"] == 2 and c["entities"] == ["Ivo Brandt"] and c["status"] == "open" and c["decision"] is None
    assert c["id"].startswith("bl-")
    bible_ev = [e for e in c["evidence"] if e["chapter"] == 0]
    assert bible_ev and bible_ev[0]["source"] == "bible/characters/Ivo Brandt.md" and bible_ev[0]["quote"] == "Handedness: left"
    assert [e["role"] for e in c["evidence"]].count("conflicting") == 1


def test_output_file_markdown_and_fail_on(book_factory, tmp_path):
    book = book_factory(CH, BIBLE)
    out = tmp_path / "report.md"
    res = CliRunner().invoke(app, ["review", str(book), "--format", "markdown", "-o", str(out)])
    assert res.exit_code == 0
    text = out.read_text("utf-8")
    assert "baseline_violation" in text and "Ivo Brandt" in text
    res = CliRunner().invoke(app, ["review", str(book), "--format", "json", "--fail-on", "error"])
    assert res.exit_code == 1
    res = CliRunner().invoke(app, ["review", str(book), "--fail-on", "warning"])
    assert res.exit_code == 1


def test_clean_book_exits_zero_with_fail_on(book_factory):
    book = book_factory({"1.md": "# Chapter 1\nIvo Brandt was left-handed.", "2.md": "# Chapter 2\nIvo wrote left-handed."}, BIBLE)
    res = CliRunner().invoke(app, ["review", str(book), "--fail-on", "warning"])
    assert res.exit_code == 0, res.output


def test_table_output_shows_conflicts(book_factory):
    book = book_factory(CH, BIBLE)
    res = CliRunner().invoke(app, ["review", str(book)])
    assert res.exit_code == 0
    assert "baseline_violation" in res.stdout and "1 conflicts" in res.stdout.replace("\n", " ")

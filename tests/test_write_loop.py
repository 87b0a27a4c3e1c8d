"""The write loop against a local OpenAI-compatible server: PREPARE -> WRITE -> REFLECT -> COMMIT -> COMPACT,
a draft with a dead man walking held back, and a kill at every step resumed without a lost or doubled chapter."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from fake_openai import FakeOpenAI, completion
from kg.cli import app

REPO = Path(__file__).resolve().parents[1]

BIBLE = {
    "characters/Mirelle Osk.md": "# Mirelle Osk\n- Gender: female\n## Basics\n- Handedness: left\n",
    "characters/Tobin Reach.md": "# Tobin Reach\n- Gender: male\n",
}
CHAPTERS = {
    "001.md": "# Chapter 1\n\nMirelle Osk sharpened her knife with her left hand while Tobin Reach watched her.\n",
    "002.md": "# Chapter 2\n\nTobin Reach died of the fever at dawn, and the bell rang for him.\n",
    "003.md": "# Chapter 3\n\nMirelle Osk buried the last of the fever dead and walked home along the dyke.\n",
}
CONFIG = '[book]\nlanguage = "en"\n\n[llm]\nmodel = "writer-test"\nbackoff = 0.01\n\n[write]\ncompact_every = 2\n'
CLEAN = "Mirelle Osk rowed across the bay with her left hand on the tiller.\n\nThe gulls followed the boat all morning."
BAD = "Tobin Reach walked into the kitchen, took a loaf from the shelf and laughed at the rain."
SUMMARY = "Mirelle Osk buries the fever dead, Tobin Reach among them, and crosses the bay alone."
OUTLINE = "Mirelle Osk crosses the bay to the island and thinks of Tobin Reach.\n"


class Writer:
    def __init__(self, draft: str):
        self.draft = draft
        self.calls = {"write": 0, "summary": 0}

    def __call__(self, req: dict):
        system = req["messages"][0]["content"]
        if system.startswith("Summarise"):
            self.calls["summary"] += 1
            return completion(SUMMARY)
        self.calls["write"] += 1
        return completion(self.draft)


@pytest.fixture
def book(book_factory, tmp_path):
    b = book_factory(CHAPTERS, BIBLE, CONFIG)
    (tmp_path / "outline.md").write_text(OUTLINE, "utf-8")
    return b


def _cli(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def test_a_clean_draft_is_committed_and_compacted(book, tmp_path, monkeypatch):
    writer = Writer(CLEAN)
    with FakeOpenAI(writer) as srv:
        monkeypatch.setenv("OPENAI_BASE_URL", srv.base_url)
        res = _cli("write", book, "--chapter", 4, "--outline", tmp_path / "outline.md", "--title", "The Bay")
        assert res.exit_code == 0, res.output
        prompt = srv.requests[0]["messages"][-1]["content"]
    # the WRITE prompt carries the pack (setting: her left hand; facts: Tobin is dead) and the outline
    assert "Mirelle Osk (baseline): Handedness: left" in prompt
    assert "Tobin Reach: dead" in prompt and OUTLINE.strip() in prompt
    target = book / "chapters" / "004.md"
    assert target.read_text("utf-8") == "# Chapter 4: The Bay\n\n" + CLEAN + "\n"
    st = json.loads((book / ".loregraph" / "write" / "status.json").read_text("utf-8"))
    assert st["last_committed"] == 4 and st["step"] == "done"
    # chapter 4 is a multiple of compact_every=2: an arc summary of chapters 3-4, used by the next pack
    summaries = json.loads((book / ".loregraph" / "summaries.json").read_text("utf-8"))
    assert summaries == [{"from": 3, "to": 4, "text": SUMMARY}]
    assert writer.calls == {"write": 1, "summary": 1}
    pack = json.loads(_cli("context", book, "--chapter", 5, "--entities", "Mirelle Osk", "-f", "json").stdout)
    assert any(i["kind"] == "summary" and SUMMARY in i["text"] for i in pack["facts"])
    # the canon review now has four chapters
    report = json.loads((book / ".loregraph" / "report.json").read_text("utf-8"))
    assert report["book"]["chapters"] == 4


def test_a_draft_with_a_dead_man_walking_is_held_back(book, tmp_path, monkeypatch):
    writer = Writer(BAD)
    with FakeOpenAI(writer) as srv:
        monkeypatch.setenv("OPENAI_BASE_URL", srv.base_url)
        res = _cli("write", book, "--chapter", 4, "--outline", tmp_path / "outline.md")
        assert res.exit_code == 1
        assert "dead_character_active" in res.stdout and "Tobin Reach walked" in res.stdout
        assert not (book / "chapters" / "004.md").exists()
        # the draft never entered the canon: the stored review knows three chapters and no such conflict
        report = json.loads((book / ".loregraph" / "report.json").read_text("utf-8"))
        assert report["book"]["chapters"] == 3
        assert not [c for c in report["conflicts"] if c["kind"] == "dead_character_active"]
        # the author fixes the draft by hand; the next run reuses it (no new request) and commits
        draft = book / ".loregraph" / "write" / "ch0004" / "draft.md"
        draft.write_text(draft.read_text("utf-8").replace(BAD, CLEAN), "utf-8")
        res = _cli("write", book, "--chapter", 4, "--outline", tmp_path / "outline.md")
        assert res.exit_code == 0, res.output
        assert writer.calls["write"] == 1
    assert CLEAN in (book / "chapters" / "004.md").read_text("utf-8")


def test_accept_commits_despite_errors(book, tmp_path, monkeypatch):
    with FakeOpenAI(Writer(BAD)) as srv:
        monkeypatch.setenv("OPENAI_BASE_URL", srv.base_url)
        res = _cli("write", book, "--chapter", 4, "--outline", tmp_path / "outline.md", "--accept")
        assert res.exit_code == 0, res.output
    assert BAD in (book / "chapters" / "004.md").read_text("utf-8")


def test_wrong_chapter_or_outline_exits_2(book, tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    assert _cli("write", book, "--chapter", 6, "--outline", tmp_path / "outline.md").exit_code == 2
    assert _cli("write", book, "--chapter", 3, "--outline", tmp_path / "outline.md").exit_code == 2
    assert _cli("write", book, "--chapter", 4, "--outline", tmp_path / "missing.md").exit_code == 2
    (tmp_path / "empty.md").write_text("  \n", "utf-8")
    assert _cli("write", book, "--chapter", 4, "--outline", tmp_path / "empty.md").exit_code == 2
    assert sorted(p.name for p in (book / "chapters").iterdir()) == ["001.md", "002.md", "003.md"]


@pytest.mark.parametrize("step", ["prepare", "write", "reflect", "commit", "compact"])
def test_a_kill_at_any_step_resumes_without_a_lost_or_doubled_chapter(book, tmp_path, step):
    writer = Writer(CLEAN)
    with FakeOpenAI(writer) as srv:
        env = dict(os.environ, OPENAI_BASE_URL=srv.base_url, OPENAI_API_KEY="sk-test",
                   PYTHONPATH=str(REPO), LOREGRAPH_CRASH_AFTER=step)
        cmd = [sys.executable, "-m", "kg.cli", "write", str(book), "--chapter", "4", "--outline",
               str(tmp_path / "outline.md")]
        first = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
        assert first.returncode == 17, first.stderr  # killed right after the step
        env.pop("LOREGRAPH_CRASH_AFTER")
        second = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
        assert second.returncode == 0, second.stderr
        # and a third run is a no-op, not a fifth chapter
        third = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
        assert third.returncode == 0, third.stderr
    files = sorted(p.name for p in (book / "chapters").iterdir())
    assert files == ["001.md", "002.md", "003.md", "004.md"]
    assert (book / "chapters" / "004.md").read_text("utf-8").count(CLEAN.splitlines()[0]) == 1
    assert writer.calls["write"] == 1  # a draft saved before the kill is reused, never asked twice
    summaries = json.loads((book / ".loregraph" / "summaries.json").read_text("utf-8"))
    assert [(s["from"], s["to"]) for s in summaries] == [(3, 4)]
    assert writer.calls["summary"] == 1

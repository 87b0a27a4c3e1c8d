"""The LLM extractor against a local OpenAI-compatible server the test starts: facts it adds, json_schema with
a json_object fallback, retries, a failing chapter, the cache, bounded concurrency, invented quotes dropped."""
from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from fake_openai import FakeOpenAI, completion, error
from kg.cli import app
from kg.review import review

BIBLE = {
    "characters/Corin Vale.md": "# Corin Vale\n- Gender: male\n## Basics\n- Handedness: right\n",
    "characters/Ada Pell.md": "# Ada Pell\n- Gender: female\n",
}
CHAPTERS = {
    "1.md": "# Chapter 1\n\nCorin Vale mended nets on the quay while Ada Pell counted the boats.\n\n"
            "Corin Vale said the weather would turn.\n",
    "2.md": "# Chapter 2\n\nThe sea took Corin Vale that night, and nothing of him came ashore.\n\n"
            "Ada Pell lit a candle in the window.\n",
    "3.md": "# Chapter 3\n\nCorin Vale knocked at the door and asked for bread.\n\nAda Pell said nothing.\n",
}
CONFIG = '[book]\nlanguage = "en"\n\n[extract]\nmethod = "llm"\n\n[llm]\nmodel = "{model}"\nconcurrency = {conc}\nbackoff = 0.01\n'

EMPTY = {"reasoning": "nothing new", "new_characters": [], "features": [], "relations": [], "events": [],
         "acts": [], "time": []}


def chapter_of(req: dict) -> int:
    user = req["messages"][-1]["content"]
    return int(re.search(r"^Chapter (\d+):", user, re.M).group(1))


def extraction(n: int) -> dict:
    """What a good model would say about each chapter of CHAPTERS."""
    out = json.loads(json.dumps(EMPTY))
    if n == 2:
        out["reasoning"] = "Corin drowns."
        out["events"] = [{"kind": "death", "character": "Corin Vale", "quote": "The sea took Corin Vale that night"}]
    if n == 3:
        out["acts"] = [{"character": "Corin Vale", "quote": "Corin Vale knocked at the door"}]
    return out


@pytest.fixture
def llm_book(book_factory, monkeypatch):
    def make(server: FakeOpenAI, model="test-model", conc=4, chapters=None):
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        return book_factory(chapters or CHAPTERS, BIBLE, CONFIG.format(model=model, conc=conc))
    return make


def test_rules_alone_miss_the_drowning(book_factory):
    book = book_factory(CHAPTERS, BIBLE)
    assert not [c for c in review(book, quiet=True).report.conflicts if c.kind == "dead_character_active"]


def test_llm_facts_find_the_dead_man_walking_with_exact_quotes(llm_book):
    with FakeOpenAI(lambda req: completion(json.dumps(extraction(chapter_of(req))), 120, 30)) as srv:
        book = llm_book(srv)
        res = review(book, quiet=True)
    da = [c for c in res.report.conflicts if c.kind == "dead_character_active"]
    assert len(da) == 1 and da[0].chapter == 3 and da[0].entities == ["Corin Vale"]
    texts = {c.index: c.text for c in res.book.chapters}
    for e in da[0].evidence:
        assert texts[e.chapter][e.start:e.end] == e.quote
    run = res.report.stats["extractor"]
    assert run["method"] == "llm" and run["model"] == "test-model"
    assert run["requested"] == 3 and run["cached"] == 0 and run["failed"] == []
    assert run["tokens"]["prompt"] == 360 and run["tokens"]["completion"] == 90
    assert run["json_schema"] is True
    # the request: structured output, known characters and the state so far in the prompt
    req = next(r for r in srv.requests if chapter_of(r) == 3)
    assert req["response_format"]["type"] == "json_schema"
    schema = req["response_format"]["json_schema"]["schema"]
    assert list(schema["properties"])[0] == "reasoning"
    assert "Corin Vale" in req["messages"][-1]["content"].split("State so far")[0]


def test_second_review_is_answered_from_the_cache(llm_book):
    with FakeOpenAI(lambda req: completion(json.dumps(extraction(chapter_of(req))))) as srv:
        book = llm_book(srv)
        review(book, quiet=True)
        n = len(srv.requests)
        again = review(book, quiet=True)
        assert len(srv.requests) == n
        assert again.report.stats["extractor"]["cached"] == 3
        # an edited chapter is asked again, the others not
        p = book / "chapters" / "1.md"
        p.write_text(p.read_text("utf-8") + "\nGulls cried over the harbour.\n", "utf-8")
        review(book, quiet=True)
        assert len(srv.requests) == n + 1
    # another model is another cache key
    with FakeOpenAI(lambda req: completion(json.dumps(extraction(chapter_of(req))))) as srv2:
        (book / "loregraph.toml").write_text(CONFIG.format(model="other-model", conc=2), "utf-8")
        import os

        os.environ["OPENAI_BASE_URL"] = srv2.base_url
        review(book, quiet=True)
        assert len(srv2.requests) == 3


def test_server_without_json_schema_gets_json_object(llm_book):
    def answer(req):
        if req.get("response_format", {}).get("type") == "json_schema":
            return error(400, "response_format json_schema is not supported")
        assert "JSON schema" in req["messages"][0]["content"]
        return completion("```json\n" + json.dumps(extraction(chapter_of(req))) + "\n```")

    with FakeOpenAI(answer) as srv:
        book = llm_book(srv, conc=1)
        res = review(book, quiet=True)
    kinds = [r["response_format"]["type"] for r in srv.requests]
    assert kinds[0] == "json_schema" and kinds.count("json_schema") == 1  # asked once, then remembered
    assert kinds.count("json_object") == 3
    assert res.report.stats["extractor"]["json_schema"] is False
    assert [c.chapter for c in res.report.conflicts if c.kind == "dead_character_active"] == [3]


def test_transient_errors_are_retried_with_backoff(llm_book):
    failures = {"left": 2}

    def answer(req):
        if failures["left"] > 0:
            failures["left"] -= 1
            return error(503, "overloaded")
        return completion(json.dumps(extraction(chapter_of(req))))

    with FakeOpenAI(answer) as srv:
        book = llm_book(srv, conc=1)
        res = review(book, quiet=True)
    assert res.report.stats["extractor"]["failed"] == []
    assert len(srv.requests) == 5
    assert [c.chapter for c in res.report.conflicts if c.kind == "dead_character_active"] == [3]


def test_a_failing_chapter_is_recorded_and_the_review_goes_on(llm_book):
    def answer(req):
        if chapter_of(req) == 2:
            return error(500, "boom")
        return completion(json.dumps(extraction(chapter_of(req))))

    with FakeOpenAI(answer) as srv:
        book = llm_book(srv)
        res = CliRunner().invoke(app, ["review", str(book), "--format", "json"])
        assert res.exit_code == 0, res.output
        assert "chapters/2.md: LLM extraction failed" in res.stderr
        report = json.loads(res.stdout)
    failed = report["stats"]["extractor"]["failed"]
    assert [f["chapter"] for f in failed] == [2] and "500" in failed[0]["error"]
    # chapter 2's death was the model's: without it there is no dead man walking, and nothing crashed
    assert not [c for c in report["conflicts"] if c["kind"] == "dead_character_active"]
    # a failure is not cached: the next review asks again
    n = len(srv.requests)
    with FakeOpenAI(lambda req: completion(json.dumps(extraction(chapter_of(req))))) as srv2:
        import os

        os.environ["OPENAI_BASE_URL"] = srv2.base_url
        again = review(book, quiet=True)
        assert [chapter_of(r) for r in srv2.requests] == [2]
    assert n >= 3 and [c.chapter for c in again.report.conflicts if c.kind == "dead_character_active"] == [3]


def test_concurrency_is_bounded(llm_book):
    chapters = {f"{i}.md": f"# Chapter {i}\n\nCorin Vale walked the quay with Ada Pell on day {i}.\n" for i in range(1, 9)}
    with FakeOpenAI(lambda req: completion(json.dumps(EMPTY)), delay=0.15) as srv:
        book = llm_book(srv, conc=3, chapters=chapters)
        review(book, quiet=True)
    assert len(srv.requests) == 8
    assert srv.max_active == 3


def test_invented_quotes_are_dropped(llm_book):
    def answer(req):
        out = extraction(chapter_of(req))
        if chapter_of(req) == 2:  # a death the chapter does not say
            out["events"] = [{"kind": "death", "character": "Corin Vale", "quote": "Corin Vale drowned in the harbour"}]
        return completion(json.dumps(out))

    with FakeOpenAI(answer) as srv:
        book = llm_book(srv)
        res = review(book, quiet=True)
    assert res.report.stats["extractor"]["dropped_quotes"] == 1
    assert not [c for c in res.report.conflicts if c.kind == "dead_character_active"]


def test_an_answer_that_does_not_fit_the_schema_fails_that_chapter_only(llm_book):
    def answer(req):
        if chapter_of(req) == 1:
            return completion('{"reasoning": "x", "events": [{"kind": "exploded"}]}')
        return completion(json.dumps(extraction(chapter_of(req))))

    with FakeOpenAI(answer) as srv:
        book = llm_book(srv)
        res = review(book, quiet=True)
    assert [f["chapter"] for f in res.report.stats["extractor"]["failed"]] == [1]
    assert [c.chapter for c in res.report.conflicts if c.kind == "dead_character_active"] == [3]


def test_llm_without_endpoint_or_model_exits_2(book_factory, monkeypatch):
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    book = book_factory(CHAPTERS, BIBLE, CONFIG.format(model="m", conc=1))
    res = CliRunner().invoke(app, ["review", str(book)])
    assert res.exit_code == 2 and "OPENAI_BASE_URL" in res.output
    book2 = book_factory(CHAPTERS, BIBLE)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    res = CliRunner().invoke(app, ["review", str(book2), "--extractor", "llm"])
    assert res.exit_code == 2 and "model" in res.output
    assert not (book2 / ".loregraph" / "report.json").exists()

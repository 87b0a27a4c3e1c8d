"""Context packs: entities from an outline, the canon at the end of chapter N-1, the setting layer never cut,
the budget kept, disputed and set-aside statements left out, scores and tokens in the JSON."""
from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from kg.cli import app
from kg.context import Tokenizer, build_pack, to_markdown
from kg.decisions import DecisionLog
from kg.review import review

BIBLE = {
    "characters/Haldor Quist.md": "# Haldor Quist\n- Aliases: the lamplighter\n- Gender: male\n## Basics\n"
                                   "- Handedness: right\n## State\n- Rank: Novice\n- With Sefa Morrow: friends since boyhood\n",
    "characters/Sefa Morrow.md": "# Sefa Morrow\n- Gender: female\n## Basics\n- Handedness: left\n",
    "characters/Ivo Dane.md": "# Ivo Dane\n- Gender: male\n",
    "rules.yaml": "power_scale: [Novice, Adept, Master]\nrules:\n  - id: wards-need-adept\n"
                  "    text: Only an Adept or above can raise a ward.\n    forbid_actions: [raised a ward]\n"
                  "    unless_rank_at_least: Adept\n",
    "world.md": "# World\n\n- The lamps of Corrow burn whale oil.\n",
}
CHAPTERS = {
    "1.md": "# Chapter 1\n\nHaldor Quist trimmed the harbour lamp with his right hand while Sefa Morrow laughed at him.\n",
    "2.md": "# Chapter 2\n\nIvo Dane died of his wounds before the bells rang.\n\nHaldor Quist and Sefa Morrow sat up with the body.\n",
    "3.md": "# Chapter 3\n\nHaldor Quist was promoted to Adept at the spring convocation.\n",
    "4.md": "# Chapter 4\n\nHaldor Quist walked the sea wall with Sefa Morrow until the tide turned.\n",
}


@pytest.fixture
def book(book_factory):
    return book_factory(CHAPTERS, BIBLE)


def _pack(book, chapter, **kw):
    r = review(book, quiet=True)
    return build_pack(r.graph, r.report, chapter, index=r.index, **kw), r


def _facts(pack):
    return [i.text for i in pack.facts]


def test_outline_names_resolve_through_aliases(book):
    pack, _ = _pack(book, 4, outline="The lamplighter goes down to the quay alone at night.")
    assert pack.entities == ["Haldor Quist"]
    assert "Sefa Morrow" in pack.neighbours  # his friend, through the relation graph


def test_the_pack_is_the_canon_at_the_end_of_the_chapter_before(book):
    early, _ = _pack(book, 3, entities=["Haldor Quist", "Ivo Dane"])
    late, _ = _pack(book, 4, entities=["Haldor Quist", "Ivo Dane"])
    rank = lambda p: [t for t in _facts(p) if t.startswith("Haldor Quist · rank")]  # noqa: E731
    assert rank(early) and "Novice" in rank(early)[0]
    assert rank(late) and "Adept" in rank(late)[0]  # promoted in chapter 3
    assert any(t.startswith("Ivo Dane: dead") for t in _facts(early))
    # nothing from chapter 3 or later in the pack for chapter 3
    assert all(i.chapter is None or i.chapter <= 2 for i in early.facts)
    assert early.text is not None and early.text.chapter == 2 and "sat up with the body" in early.text.text


def test_setting_layer_holds_baselines_rules_and_world(book):
    pack, _ = _pack(book, 4, entities=["Haldor Quist", "Sefa Morrow"])
    setting = "\n".join(i.text for i in pack.setting)
    assert "Haldor Quist (baseline): Handedness: right" in setting
    assert "Sefa Morrow (baseline): Handedness: left" in setting
    assert "Novice < Adept < Master" in setting and "Only an Adept or above can raise a ward." in setting
    assert "whale oil" in setting


def test_setting_is_never_cut_and_the_budget_is_kept(book):
    tiny, _ = _pack(book, 4, entities=["Haldor Quist"], budget=20)
    assert tiny.setting and tiny.facts == [] and tiny.warnings
    assert any("never cut" in w for w in tiny.warnings)
    for budget in (120, 200, 400):
        p, _ = _pack(book, 4, entities=["Haldor Quist", "Ivo Dane"], budget=budget)
        if p.tokens["setting"] <= budget:
            assert p.tokens["total"] <= budget
        assert p.tokens["total"] == p.tokens["setting"] + p.tokens["fact"] + p.tokens["text"]
    big, _ = _pack(book, 4, entities=["Haldor Quist", "Ivo Dane"], budget=5000)
    small, _ = _pack(book, 4, entities=["Haldor Quist", "Ivo Dane"], budget=big.tokens["setting"] + 25)
    assert len(small.facts) < len(big.facts) and small.dropped > 0
    # what survives a tight budget is taken greedily by score: no dropped item scores above a kept one
    # unless it was too big for the room left at its turn
    from kg.context import TEXT_SHARE

    room = small.budget - small.tokens["setting"] - min(big.text.tokens, small.budget // TEXT_SHARE)
    kept = {i.text for i in small.facts}
    used = 0
    for item in sorted(big.facts, key=lambda i: (-i.score, i.text)):
        fits = used + item.tokens <= room
        assert (item.text in kept) == fits, item.text
        used += item.tokens if fits else 0


def test_scores_and_tokens_in_json(book):
    res = CliRunner().invoke(app, ["context", str(book), "--chapter", "4", "--entities", "Haldor Quist,Ivo Dane",
                                   "--format", "json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert set(data["tokens"]) == {"setting", "fact", "text", "total"}
    assert data["facts"] and all(isinstance(i["score"], float) for i in data["facts"])
    scores = [i["score"] for i in data["facts"]]
    assert scores == sorted(scores, reverse=True)
    assert all(i["tokens"] > 0 for i in data["facts"] + data["setting"])


def test_disputed_and_set_aside_statements_stay_out(book_factory):
    chapters = dict(CHAPTERS)
    chapters["4.md"] = "# Chapter 4\n\nSefa Morrow threaded the needle with her right hand, as she always had.\n"
    book = book_factory(chapters, BIBLE)
    pack, r = _pack(book, 5, entities=["Sefa Morrow"])
    bl = [c for c in r.report.conflicts if c.kind == "baseline_violation" and c.entities == ["Sefa Morrow"]]
    assert bl, "the right-handed needle contradicts the bible"
    assert any(d["conflict"] == bl[0].id for d in pack.disputed)
    assert not any("right" in t for t in _facts(pack) if "handedness" in t)
    assert "Sefa Morrow (baseline): Handedness: left" in "\n".join(i.text for i in pack.setting)
    # kept_original: the statement is out of the graph the pack is built from
    DecisionLog(book / ".loregraph").decide(bl[0], "kept_original")
    pack2, r2 = _pack(book, 5, entities=["Sefa Morrow"])
    assert not any(d["conflict"] == bl[0].id for d in pack2.disputed)
    assert not any(f.chapter == 4 and f.predicate == "handedness" for f in r2.graph.facts)


def test_markdown_follows_the_book_language(book_factory):
    zh = book_factory({"1.md": "# 第一章\n\n顾惊鸿左手提刀，走进了雨里。\n", "2.md": "# 第二章\n\n顾惊鸿在城门下等到天亮。\n"},
                      {"characters/顾惊鸿.md": "# 顾惊鸿\n- 性别：男\n## 基础信息\n- 惯用手：左手\n"})
    r = review(zh, quiet=True)
    text = to_markdown(build_pack(r.graph, r.report, 3, entities=["顾惊鸿"], index=r.index))
    assert text.startswith("# 第3章 写作上下文")
    assert "## 设定层" in text and "## 事实层" in text and "## 上一章结尾" in text and "城门下" in text


def test_cli_errors_exit_2(book, tmp_path):
    runner = CliRunner()
    assert runner.invoke(app, ["context", str(book), "--chapter", "4", "--entities", "Nobody Atall"]).exit_code == 2
    assert runner.invoke(app, ["context", str(book), "--chapter", "4"]).exit_code == 2
    assert runner.invoke(app, ["context", str(book), "--chapter", "9", "--entities", "Haldor Quist"]).exit_code == 2
    assert runner.invoke(app, ["context", str(book), "--chapter", "4", "--outline",
                               str(tmp_path / "nope.md")]).exit_code == 2
    out = tmp_path / "outline.md"
    out.write_text("Haldor Quist and Sefa Morrow row out to the wreck.", "utf-8")
    res = runner.invoke(app, ["context", str(book), "--chapter", "5", "--outline", str(out)])
    assert res.exit_code == 0 and "Characters: Haldor Quist, Sefa Morrow" in res.stdout


def test_token_estimate():
    tok = Tokenizer()
    if tok.name != "estimate":
        pytest.skip("tiktoken with a cached encoding is in use")
    assert tok.count("沈青岚拔剑") == 5
    assert tok.count("ten little words here") == 6  # 4 words * 1.3, rounded up
    assert tok.count("") == 0


def test_a_disputed_relation_leaves_the_last_good_one_standing(book_factory):
    chapters = dict(CHAPTERS)
    chapters["4.md"] = "# Chapter 4\n\nHaldor Quist and Sefa Morrow had been bitter enemies all their lives.\n"
    book = book_factory(chapters, BIBLE)
    pack, r = _pack(book, 5, entities=["Haldor Quist"])
    rr = [c for c in r.report.conflicts if c.kind == "relation_reversal"]
    assert rr and any(d["conflict"] == rr[0].id for d in pack.disputed)
    rel = [t for t in _facts(pack) if "Sefa Morrow" in t and " is " in t]
    assert rel and "friend of" in rel[0] and "enemy" not in " ".join(rel)

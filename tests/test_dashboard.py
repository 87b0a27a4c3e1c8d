"""The review dashboard (review_app/): every view rendered by Streamlit's AppTest on small invented books, a
decision round trip through the same log as `loregraph resolve`, the launcher and `loregraph dashboard`."""
from __future__ import annotations

import json
import re
import sys
from html import escape
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kg.cli import app as cli_app
from kg.decisions import DecisionLog
from kg.models import Status
from kg.review import review

REPO = Path(__file__).resolve().parents[1]
APP = REPO / "review_app" / "app.py"

EN_CONFIG = '[book]\ntitle = "Ferry Lights"\nlanguage = "en"\nstatus = "finished"\n'
EN_BIBLE = {
    "characters/Odile Marsh.md": "# Odile Marsh\n- Gender: female\n## Basics\n- Handedness: left\n"
                                 "## State\n- With Fenn Carrow: friend\n",
    "characters/Fenn Carrow.md": "# Fenn Carrow\n- Gender: male\n## State\n- With Odile Marsh: friend\n",
    "characters/Wick Harrow.md": "# Wick Harrow\n- Gender: male\n",
    "foreshadows.yaml": "- id: tin-whistle\n  cue: [tin whistle]\n  planted: 1\n  due: 3\n"
                        "  note: The tin whistle Odile keeps in her coat; who gave it to her.\n",
}
EN_CHAPTERS = {
    "1.md": "# Chapter 1\n\nOn the 3rd of May, 1862, the ferry ran late.\n\nOdile Marsh was left-handed; she rang the "
            "ferry bell with her left hand. A tin whistle hung from her coat.\n",
    "2.md": "# Chapter 2\n\nOn the 9th of May, 1862, the river rose.\n\nOdile Marsh signed the harbour ledger with "
            "her right hand.\n\nWick Harrow died of the marsh fever that week.\n",
    "3.md": "# Chapter 3\n\nOn the 1st of May, 1862, the boathouse opened.\n\nWick Harrow walked into the boathouse "
            "and laughed.\n\nOdile Marsh and Fenn Carrow had always been bitter enemies.\n",
}
ZH_CONFIG = '[book]\ntitle = "渡口记"\nlanguage = "zh"\nstatus = "finished"\n'
ZH_BIBLE = {
    "characters/林素衣.md": "# 林素衣\n## 基础信息\n- 性别：女\n- 惯用手：左手\n## 动态状态\n- 与柳归舟：结义兄妹，生死之交\n",
    "characters/柳归舟.md": "# 柳归舟\n## 基础信息\n- 性别：男\n## 动态状态\n- 与林素衣：结义兄妹\n",
}
ZH_CHAPTERS = {
    "001.md": "# 第一章 渡口\n\n永安二年三月初五，渡口的雨下了一整夜。\n\n林素衣自小惯用左手，左手提着灯笼站在船头。\n",
    "002.md": "# 第二章 夜航\n\n永安二年三月十二，船到了白沙镇。\n\n林素衣用右手提笔，在船票上写下自己的名字。\n",
    "003.md": "# 第三章 旧怨\n\n永安二年三月初一，镇上的集市开了。\n\n林素衣与柳归舟这对宿敌在桥头相遇，谁也不看谁。\n",
}


@pytest.fixture
def en_book(book_factory):
    return book_factory(EN_CHAPTERS, EN_BIBLE, EN_CONFIG)


@pytest.fixture
def zh_book(book_factory):
    return book_factory(ZH_CHAPTERS, ZH_BIBLE, ZH_CONFIG)


def _conflicts(book) -> dict[str, object]:
    return {c.kind: c for c in review(book, quiet=True).report.conflicts}


def run_app(book, view: str | None = None, query: dict | None = None):
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(APP), default_timeout=90)
    at.session_state["book"] = str(book)
    if view:
        at.session_state["view"] = view
    if query:
        at.query_params.update(query)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def html(at) -> str:
    return "\n".join(h.value for h in at.html)


def chart_layers(at, index: int = 0) -> list[dict]:
    spec = json.loads(at.get("vega_lite_chart")[index].proto.spec)
    return spec.get("layer", [spec])


def shown_ids(at) -> list[str]:
    return re.findall(r'<span class="lg-id">([a-z]{2}-[0-9a-f]{8}) · ', html(at))


# ---------------------------------------------------------------------- overview
def test_overview_counts_and_chapter_strip(en_book):
    at = run_app(en_book)
    metrics = {m.label: m.value for m in at.metric}
    assert metrics == {"Conflicts": "5", "Open": "5", "Decided": "0", "Open errors": "3"}
    page = html(at)
    for label, n in (("Baseline violation", 1), ("Timeline jump", 1), ("Stale foreshadow", 1),
                     ("warning", 2), ("error", 3), ("open", 5)):
        assert re.search(rf"<td>{label}</td><td>.*?</td><td class=num>{n}</td>", page), label
    cells = dict(re.findall(r'data-chapter="(\d+)" data-open="(\d+)"', page))
    assert cells == {"1": "1", "2": "1", "3": "3"}
    assert 'class="lg-cell error" href="?view=conflicts&amp;chapter=3"' in page
    assert 'class="lg-cell warning" href="?view=conflicts&amp;chapter=1"' in page
    # the sidebar speaks the book's language
    assert list(at.sidebar.radio(key="view").options) == \
        ["Overview", "Conflicts", "Timeline", "Characters", "Relations", "Threads"]


def test_no_stored_review_is_reviewed_first(en_book):
    assert not (en_book / ".loregraph" / "report.json").exists()
    run_app(en_book)
    assert (en_book / ".loregraph" / "report.json").exists()


def test_a_bad_book_shows_an_error(tmp_path):
    at = run_app(tmp_path / "nowhere")
    assert at.error and "no such file or folder" in at.error[0].value


# ---------------------------------------------------------------------- conflicts
def test_conflicts_quote_both_sides_in_their_paragraphs(en_book):
    found = _conflicts(en_book)
    at = run_app(en_book, "conflicts")
    page = html(at)
    assert set(shown_ids(at)) == {c.id for c in found.values()}
    texts = {c.index: c.text for c in review(en_book, quiet=True).book.chapters}
    for c in found.values():
        for e in c.evidence:
            mark = f'<mark class="lg-m lg-m-{e.role}">{escape(e.quote)}</mark>'
            assert mark in page, (c.kind, e.quote)
    bl = found["baseline_violation"]
    # bible evidence names its file; chapter evidence its chapter, inside the paragraph it sits in
    assert "Bible · bible/characters/Odile Marsh.md" in page
    conflicting = next(e for e in bl.evidence if e.role == "conflicting")
    assert conflicting.chapter == 2 and "Ch. 2 · " in page
    para = "Odile Marsh signed the harbour ledger with her right hand."
    assert escape(para) in re.sub(r"</?mark[^>]*>", "", page)
    assert texts[2][conflicting.start:conflicting.end] == conflicting.quote
    # the four decisions are there for every conflict, with a note field
    for c in found.values():
        for d in ("accepted_change", "kept_original", "intentional", "false_positive"):
            assert at.button(key=f"dec-{d}-{c.id}").label
        assert at.text_input(key=f"note-{c.id}") is not None
    assert [b.label for b in at.button if b.key.startswith("dec-") and b.key.endswith(bl.id)] == \
        ["accepted change", "kept original", "intentional", "false positive"]


def test_conflict_filters(en_book):
    found = _conflicts(en_book)
    at = run_app(en_book, "conflicts")
    at.multiselect(key="f_kind").set_value(["timeline_jump", "baseline_violation"]).run()
    assert set(shown_ids(at)) == {found["timeline_jump"].id, found["baseline_violation"].id}
    at.multiselect(key="f_sev").set_value(["warning"]).run()
    assert shown_ids(at) == [found["baseline_violation"].id]
    at.multiselect(key="f_kind").set_value([]).run()
    at.multiselect(key="f_sev").set_value([]).run()
    at.selectbox(key="f_entity").set_value("Wick Harrow").run()
    assert shown_ids(at) == [found["dead_character_active"].id]
    at.selectbox(key="f_entity").set_value("").run()
    at.slider(key="f_chapters").set_value((1, 2)).run()
    assert set(shown_ids(at)) == {found["baseline_violation"].id, found["stale_foreshadow"].id}
    at.multiselect(key="f_status").set_value(["intentional"]).run()
    assert shown_ids(at) == [] and at.info


def test_a_chapter_link_narrows_the_conflicts(en_book):
    found = _conflicts(en_book)
    at = run_app(en_book, query={"view": "conflicts", "chapter": "3"})
    assert at.sidebar.radio(key="view").value == "conflicts"
    assert at.slider(key="f_chapters").value == (3, 3)
    assert set(shown_ids(at)) == {c.id for c in found.values() if c.chapter == 3}


def test_decision_round_trip(en_book):
    """click -> a line in the decision log (kg.decisions.DecisionLog, as `loregraph resolve`) -> shown at once,
    after a restart, and by a re-review; undo takes it back."""
    bl = _conflicts(en_book)["baseline_violation"]
    at = run_app(en_book, "conflicts")
    at.sidebar.text_input(key="editor").input("ines")
    at.text_input(key=f"note-{bl.id}").input("she hurt her left wrist in ch1")
    at.button(key=f"dec-intentional-{bl.id}").click().run()
    assert not at.exception
    rec = DecisionLog(en_book / ".loregraph").current()[bl.id]
    assert (rec.decision, rec.by, rec.note) == (Status.intentional, "ines", "she hurt her left wrist in ch1")
    # at once: the status badge, the decision line, the chosen button
    assert any("recorded" in s.value for s in at.success)
    assert at.button(key=f"dec-intentional-{bl.id}").proto.type == "primary"
    assert "intentional by ines" in html(at) and "she hurt her left wrist in ch1" in html(at)
    metrics = {m.label: m.value for m in run_app(en_book).metric}
    assert metrics["Decided"] == "1" and metrics["Open"] == "4"
    # after a restart (a new session), and in a re-review
    at2 = run_app(en_book, "conflicts")
    assert at2.button(key=f"dec-intentional-{bl.id}").proto.type == "primary"
    assert at2.button(key=f"undo-{bl.id}")
    got = {c.id: c for c in review(en_book, quiet=True).report.conflicts}[bl.id]
    assert got.status is Status.intentional and got.decision.by == "ines"
    # a second decision, then undo: back to the first, then to open
    at2.button(key=f"dec-false_positive-{bl.id}").click().run()
    assert DecisionLog(en_book / ".loregraph").current()[bl.id].decision is Status.false_positive
    at2.button(key=f"undo-{bl.id}").click().run()
    assert DecisionLog(en_book / ".loregraph").current()[bl.id].decision is Status.intentional
    at2.button(key=f"undo-{bl.id}").click().run()
    assert bl.id not in DecisionLog(en_book / ".loregraph").current()
    assert [r.op for r in DecisionLog(en_book / ".loregraph").records()] == ["decide", "decide", "undo", "undo"]
    assert {c.id: c for c in review(en_book, quiet=True).report.conflicts}[bl.id].status is Status.open
    assert not any(b.key == f"undo-{bl.id}" for b in at2.button)


def test_a_decision_from_the_cli_shows_in_the_dashboard(en_book):
    da = _conflicts(en_book)["dead_character_active"]
    at = run_app(en_book, "conflicts")
    assert at.button(key=f"dec-accepted_change-{da.id}").proto.type == "secondary"
    res = CliRunner().invoke(cli_app, ["resolve", str(en_book), da.id, "-d", "accepted_change", "--by", "cli"])
    assert res.exit_code == 0, res.output
    at.run()
    assert at.button(key=f"dec-accepted_change-{da.id}").proto.type == "primary"
    assert "accepted change by cli" in html(at)


# ---------------------------------------------------------------------- timeline, characters, relations, threads
def test_timeline_view(en_book):
    tl = _conflicts(en_book)["timeline_jump"]
    at = run_app(en_book, "timeline")
    layers = chart_layers(at)
    marks = [ly["mark"]["type"] for ly in layers]
    assert marks[0] == "line" and "circle" in marks and "rule" in marks
    anchors = next(ly for ly in layers if ly["mark"]["type"] == "circle")["data"]["values"]
    assert [(a["chapter"], a["quote"], a["day"]) for a in anchors] == \
        [(1, "the 3rd of May, 1862", 0.0), (2, "the 9th of May, 1862", 6.0)]
    jump = next(ly for ly in layers if ly["mark"]["type"] == "rule")["data"]["values"]
    assert [(j["id"], j["chapter"]) for j in jump] == [(tl.id, 3)]
    claimed = next(ly for ly in layers if ly["mark"]["type"] == "point" and ly["mark"].get("shape") == "cross")
    assert claimed["data"]["values"][0]["claimed"] == -2.0  # the 1st of May is 8 days before the 9th
    page = html(at)
    assert escape(tl.message) in page and "the 3rd of May, 1862" in page


def test_characters_view(en_book):
    at = run_app(en_book, "characters")
    at.selectbox(key="ch_pick").set_value("Odile Marsh").run()
    page = html(at)
    assert re.search(r"<td>handedness</td><td>left</td><td>Bible · Odile Marsh.md</td>"
                     r"<td><span class=\"lg-q\">Handedness: left</span></td>", page)
    # relations over chapters, with their sources; the current one marked
    assert "friend of" in page and "enemy of" in page and "Ch. 3" in page
    assert re.search(r'<tr class="lg-cur"><td>Ch. 3</td><td><b[^>]*>enemy of</b> [↔→←]</td><td>Fenn Carrow</td>', page)
    assert "Odile Marsh and Fenn Carrow had always been bitter enemies" in page
    at.slider(key="ch_at").set_value(2).run()
    page = html(at)
    assert "enemy of" not in page and "friend of" in page
    at.selectbox(key="ch_pick").set_value("Wick Harrow").run()
    at.slider(key="ch_at").set_value(3).run()
    assert any("died in ch. 2" in c.value for c in at.caption)
    assert "<td>died</td>" in html(at)


def test_relations_view(en_book):
    rr = _conflicts(en_book)["relation_reversal"]
    at = run_app(en_book, "relations")
    assert at.slider(key="rl_at").value == 3
    page = html(at)
    assert "enemy of" in page and "reversed in ch. 3" in page
    layers = chart_layers(at)
    edges = [v for ly in layers if ly["mark"]["type"] == "rule" for v in ly["data"]["values"]]
    assert edges and all(v["polarity"] == "negative" and v["reversal"] for v in edges)
    glow = [ly for ly in layers if ly["mark"]["type"] == "rule" and ly.get("transform")]
    assert glow and glow[0]["mark"]["color"] == "#ff8f00"  # reversals highlighted
    assert rr.entities == ["Fenn Carrow", "Odile Marsh"]
    at.slider(key="rl_at").set_value(2).run()
    page = html(at)
    assert "friend of" in page and "reversed" not in page
    edges = [v for ly in chart_layers(at) if ly["mark"]["type"] == "rule" for v in ly["data"]["values"]]
    assert {v["polarity"] for v in edges} == {"positive"}
    # nothing the chart needs is fetched: no URL data, no external script
    spec = at.get("vega_lite_chart")[0].proto.spec
    assert '"url"' not in spec and "<script" not in page


def test_threads_view(en_book):
    fs = _conflicts(en_book)["stale_foreshadow"]
    at = run_app(en_book, "threads")
    assert {m.label: m.value for m in at.metric} == {"planted": "0", "paid off": "0", "stale": "1"}
    page = html(at)
    assert "tin-whistle" in page and fs.id in page and "who gave it to her" in page
    bars = chart_layers(at)[0]["data"]["values"]
    assert [(b["label"], b["key"], b["from"], b["to"]) for b in bars] == [("tin-whistle", "stale", 0.6, 3.4)]


def test_chinese_book_speaks_chinese(zh_book):
    found = _conflicts(zh_book)
    assert {"baseline_violation", "relation_reversal", "timeline_jump"} <= set(found)
    at = run_app(zh_book)
    assert {m.label for m in at.metric} == {"冲突", "待处理", "已处理", "待处理错误"}
    assert "违背基本设定" in html(at) and "时间线跳跃" in html(at)
    at.sidebar.radio(key="view").set_value("conflicts").run()
    page = html(at)
    bl = found["baseline_violation"]
    assert "设定集 · bible/characters/林素衣.md" in page and "第 2 章 · 第二章 夜航" in page
    assert '<mark class="lg-m lg-m-conflicting">林素衣用右手提笔，在船票上写下自己的名字</mark>' in page
    assert at.button(key=f"dec-intentional-{bl.id}").label == "有意为之"
    at.button(key=f"dec-kept_original-{bl.id}").click().run()
    assert DecisionLog(zh_book / ".loregraph").current()[bl.id].decision is Status.kept_original
    assert any("保留原文" in s.value for s in at.success)
    at.sidebar.radio(key="view").set_value("relations").run()
    assert "仇敌" in html(at) and "第 3 章反转" in html(at)
    at.sidebar.radio(key="view").set_value("timeline").run()
    assert "永安二年三月初五" in html(at)
    at.sidebar.radio(key="view").set_value("characters").run()
    at.selectbox(key="ch_pick").set_value("林素衣").run()
    assert "惯用手" in html(at) and "设定集 · 林素衣.md" in html(at)
    at.sidebar.radio(key="view").set_value("threads").run()
    assert not at.exception


def test_a_review_run_elsewhere_shows_without_a_restart(en_book):
    at = run_app(en_book)
    assert {m.label: m.value for m in at.metric}["Conflicts"] == "5"
    (en_book / "chapters" / "3.md").write_text("# Chapter 3\n\nThe boathouse opened.\n", encoding="utf-8")
    review(en_book, quiet=True)
    at.run()
    assert {m.label: m.value for m in at.metric}["Conflicts"] == "2"
    # and the dashboard's own re-review button
    (en_book / "chapters" / "3.md").write_text(EN_CHAPTERS["3.md"], encoding="utf-8")
    at.sidebar.button(key="rereview").click().run()
    assert {m.label: m.value for m in at.metric}["Conflicts"] == "5"


# ---------------------------------------------------------------------- derive (pure)
def test_excerpt_clips_long_paragraphs_and_survives_edits():
    from review_app.derive import excerpt

    text = "first line\n" + "x" * 500 + "THE QUOTE" + "y" * 500 + "\nlast"
    s = text.index("THE QUOTE")
    ex = excerpt(text, "THE QUOTE", s, s + 9, reach=50)
    assert (ex.hit, len(ex.before), len(ex.after), ex.clipped_left, ex.clipped_right, ex.exact) == \
        ("THE QUOTE", 50, 50, True, True, True)
    moved = excerpt("new first line\n" + text, "THE QUOTE", s, s + 9, reach=50)
    assert moved.exact and moved.hit == "THE QUOTE"
    gone = excerpt("nothing here", "THE QUOTE", 3, 12)
    assert not gone.exact and gone.hit == "THE QUOTE" and gone.before == ""
    short = excerpt("a\nbb THE QUOTE cc\nd", "THE QUOTE")
    assert (short.before, short.after, short.clipped_left, short.clipped_right) == ("bb ", " cc", False, False)


def test_layout_is_deterministic_and_inside_the_frame():
    from review_app.derive import layout

    pairs = [("A", "B"), ("B", "C"), ("C", "A"), ("D", "E"), ("F", "G"), ("H", "I")]
    names = [n for p in pairs for n in p]
    one, two = layout(names, pairs, aspect=1.8), layout(list(reversed(names)), pairs, aspect=1.8)
    assert one == two and set(one) == set("ABCDEFGHI")
    assert all(-1.8 - 1e-6 <= x <= 1.8 + 1e-6 and -1 - 1e-6 <= y <= 1 + 1e-6 for x, y in one.values())
    # separate pairs are not squeezed into one dot
    dist = ((one["D"][0] - one["E"][0]) ** 2 + (one["D"][1] - one["E"][1]) ** 2) ** 0.5
    assert dist > 0.3


# ---------------------------------------------------------------------- launcher and CLI
def test_launcher_command_and_prepare(en_book):
    from review_app.launch import command, free_port, prepare

    port = free_port()
    cmd = command(en_book, port)
    assert cmd[:4] == [sys.executable, "-m", "streamlit", "run"] and cmd[4].endswith("review_app/app.py")
    flags = " ".join(cmd[5:])
    assert f"--server.port {port}" in flags and "--server.headless true" in flags
    assert "--browser.gatherUsageStats false" in flags and cmd[-2:] == ["--", str(en_book)]
    assert prepare(en_book) == en_book.resolve()
    assert (en_book / ".loregraph" / "report.json").exists()


def test_dashboard_command(en_book, monkeypatch, tmp_path):
    import subprocess

    started = []

    class FakeProc:
        def __init__(self, cmd, *a, **kw):
            started.append(cmd)

        def wait(self):
            return 0

        def poll(self):
            return 0

    monkeypatch.setattr(subprocess, "Popen", FakeProc)
    res = CliRunner().invoke(cli_app, ["dashboard", str(en_book)])
    assert res.exit_code == 0, res.output
    assert len(started) == 1 and started[0][-1] == str(en_book.resolve())
    port = int(started[0][started[0].index("--server.port") + 1])
    assert 0 < port < 65536 and f"http://localhost:{port}" in res.output
    assert (en_book / ".loregraph" / "report.json").exists()
    from review_app.launch import free_port

    port = free_port()
    res = CliRunner().invoke(cli_app, ["dashboard", str(en_book), "--port", str(port)])
    assert res.exit_code == 0 and started[-1][started[-1].index("--server.port") + 1] == str(port)
    # a bad book or port: exit 2 with a message, nothing started
    res = CliRunner().invoke(cli_app, ["dashboard", str(tmp_path / "missing")])
    assert res.exit_code == 2 and "no such file or folder" in res.output
    res = CliRunner().invoke(cli_app, ["dashboard", str(en_book), "--port", "70000"])
    assert res.exit_code == 2 and "--port" in res.output
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        res = CliRunner().invoke(cli_app, ["dashboard", str(en_book), "--port", str(busy.getsockname()[1])])
    assert res.exit_code == 2 and "in use" in res.output
    assert len(started) == 2


def test_undo_falls_back_to_an_inline_waiver(book_factory):
    """The stored report carries the statuses of the log when it was reviewed; the dashboard lays the log as it
    is now over it (a decision taken back shows open again, or waived by a marker in the text)."""
    chapters = dict(EN_CHAPTERS)
    chapters["3.md"] = chapters["3.md"].replace(
        "Wick Harrow walked", "<!-- loregraph: intentional DA01 his ghost, on purpose -->\nWick Harrow walked")
    book = book_factory(chapters, EN_BIBLE, EN_CONFIG)
    da = _conflicts(book)["dead_character_active"]
    at = run_app(book, "conflicts")
    assert at.button(key=f"dec-intentional-{da.id}").proto.type == "primary"
    assert "inline marker in chapters/3.md" in html(at) and "his ghost, on purpose" in html(at)
    at.button(key=f"dec-false_positive-{da.id}").click().run()
    review(book, quiet=True)  # the stored report now says false_positive
    at.run()
    assert at.button(key=f"dec-false_positive-{da.id}").proto.type == "primary"
    at.button(key=f"undo-{da.id}").click().run()
    assert at.button(key=f"dec-intentional-{da.id}").proto.type == "primary"
    assert at.button(key=f"dec-false_positive-{da.id}").proto.type == "secondary"
    assert not any(b.key == f"undo-{da.id}" for b in at.button)  # nothing in the log to take back

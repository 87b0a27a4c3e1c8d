"""Editor decisions: the append-only log, its lock, a kill in the middle of a write, what each decision does
to later checks, reopening on changed evidence, inline waivers and stable ids."""
from __future__ import annotations

import json
import multiprocessing as mp
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kg.cli import app
from kg.decisions import DecisionLog, evidence_key
from kg.models import Conflict, Evidence, Severity, Status
from kg.review import review

REPO = Path(__file__).resolve().parents[1]

BIBLE = {
    "characters/Tamsin Roe.md": "# Tamsin Roe\n- Gender: female\n## Basics\n- Handedness: left\n",
    "characters/Bram Okafor.md": "# Bram Okafor\n- Gender: male\n",
}
CHAPTERS = {
    "1.md": "# Chapter 1\n\nTamsin Roe was left-handed; she signed the harbour ledger with her left hand.\n",
    "2.md": "# Chapter 2\n\nTamsin Roe signed the customs ledger with her right hand.\n\n"
            "Bram Okafor died of the fever that winter.\n",
    "3.md": "# Chapter 3\n\nThe snow lay on the quay for a month.\n\nTamsin Roe wrote the letter with her right hand.\n",
    "4.md": "# Chapter 4\n\nTamsin Roe took the quill in her left hand.\n\n"
            "Bram Okafor walked into the counting house and laughed.\n",
}


def _conflicts(book):
    return {c.kind: c for c in review(book, quiet=True).report.conflicts}


def _cli(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def _fake(i: int) -> Conflict:
    return Conflict(id=f"bl-{i:08x}", kind="baseline_violation", rule="BL01", severity=Severity.error, chapter=1,
                    entities=["X"], message="m", evidence=[Evidence(chapter=1, quote=f"q{i}", role="conflicting")])


# ---------------------------------------------------------------------- CLI round trip
def test_resolve_list_undo_round_trip(book_factory):
    book = book_factory(CHAPTERS, BIBLE)
    found = _conflicts(book)
    bl, da = found["baseline_violation"], found["dead_character_active"]
    assert bl.chapter == 2 and da.chapter == 4

    res = _cli("resolve", book, bl.id[:6], "--decision", "intentional", "--note", "she hurt her wrist", "--by", "ines")
    assert res.exit_code == 0, res.output
    res = _cli("decisions", book, "--format", "json")
    rows = json.loads(res.stdout)
    assert [(r["id"], r["decision"], r["by"], r["note"], r["state"]) for r in rows] == \
        [(bl.id, "intentional", "ines", "she hurt her wrist", "applies")]

    rep = review(book, quiet=True).report
    got = {c.id: c for c in rep.conflicts}
    assert got[bl.id].status is Status.intentional and got[bl.id].decision.by == "ines"
    assert got[bl.id].decision.note == "she hurt her wrist"
    assert got[da.id].status is Status.open

    # --only-open hides it; --fail-on looks at open conflicts only
    res = _cli("review", book, "--format", "json", "--only-open")
    assert [c["id"] for c in json.loads(res.stdout)["conflicts"]] == [da.id]
    res = _cli("resolve", book, da.id, "-d", "false_positive")
    assert res.exit_code == 0
    assert _cli("review", book, "--format", "json", "--fail-on", "error").exit_code == 0

    # undo takes back the latest decision; the log keeps every line
    assert _cli("undo", book, da.id).exit_code == 0
    assert _cli("review", book, "--format", "json", "--fail-on", "error").exit_code == 1
    hist = json.loads(_cli("decisions", book, "--history", "--format", "json").stdout)
    assert [r["op"] for r in hist] == ["decide", "decide", "undo"]
    assert [r["seq"] for r in hist] == [1, 2, 3]
    # filters
    assert [r["id"] for r in json.loads(_cli("decisions", book, "--rule", "DA01", "-f", "json").stdout)] == []
    assert [r["id"] for r in json.loads(_cli("decisions", book, "--rule", "BL01", "-f", "json").stdout)] == [bl.id]


def test_bad_ids_and_undo_without_decision_exit_2(book_factory):
    book = book_factory(CHAPTERS, BIBLE)
    res = _cli("resolve", book, "zz-00000000", "-d", "intentional")
    assert res.exit_code == 2 and "zz-00000000" in res.output
    res = _cli("undo", book, "bl-0000")
    assert res.exit_code == 2
    res = _cli("resolve", book, "bl-", "-d", "not_a_decision")
    assert res.exit_code == 2
    assert not (book / ".loregraph" / "decisions.jsonl").exists()


# ---------------------------------------------------------------------- meaning applied to later checks
def test_accepted_change_makes_the_new_value_the_baseline(book_factory):
    book = book_factory(CHAPTERS, BIBLE)
    bl = _conflicts(book)["baseline_violation"]
    DecisionLog(book / ".loregraph").decide(bl, "accepted_change", by="t")
    rep = review(book, quiet=True).report
    bls = [c for c in rep.conflicts if c.kind == "baseline_violation"]
    accepted = [c for c in bls if c.id == bl.id]
    assert accepted and accepted[0].status is Status.accepted_change
    # ch3's right hand now agrees; ch4's left hand is the change against the accepted value
    new = [c for c in bls if c.id != bl.id]
    assert [(c.chapter, c.detail["established"], c.detail["found"], c.status) for c in new] == \
        [(4, "right", "left", Status.open)]


def test_kept_original_sets_the_fact_aside(book_factory):
    book = book_factory(CHAPTERS, BIBLE)
    found = _conflicts(book)
    bl, da = found["baseline_violation"], found["dead_character_active"]
    log = DecisionLog(book / ".loregraph")
    log.decide(bl, "kept_original")
    log.decide(da, "kept_original")
    res = review(book, quiet=True)
    got = {c.id: c for c in res.report.conflicts}
    assert got[bl.id].status is Status.kept_original and got[da.id].status is Status.kept_original
    # the erroneous statements are out of the graph the rules and the context packs see
    assert not any(f.chapter == 2 and f.predicate == "handedness" for f in res.graph.facts)
    assert not any(f.chapter == 4 and f.predicate == "acts" and f.subject == "Bram Okafor" for f in res.graph.facts)
    # ch3 still contradicts the original (left) baseline; ch4's left hand is fine
    others = [c for c in res.report.conflicts if c.kind == "baseline_violation" and c.id != bl.id]
    assert [(c.chapter, c.detail["found"]) for c in others] == [(3, "right")]


def test_accepted_death_reversal_means_alive(book_factory):
    chapters = dict(CHAPTERS)
    chapters["5.md"] = "# Chapter 5\n\nBram Okafor rowed out to the lightship at dawn.\n"
    book = book_factory(chapters, BIBLE)
    da = [c for c in review(book, quiet=True).report.conflicts if c.kind == "dead_character_active"]
    assert [c.chapter for c in da] == [4, 5]
    DecisionLog(book / ".loregraph").decide(da[0], "accepted_change")
    da2 = [c for c in review(book, quiet=True).report.conflicts if c.kind == "dead_character_active"]
    assert [(c.chapter, c.status) for c in da2] == [(4, Status.accepted_change)]


def test_decision_reopens_when_its_evidence_changes(book_factory):
    bible = dict(BIBLE)
    bible["foreshadows.yaml"] = "- id: brass-key\n  cue: [brass key]\n  planted: 1\n  due: 2\n"
    chapters = dict(CHAPTERS)
    chapters["1.md"] = CHAPTERS["1.md"] + "\nOn the sill lay a small brass key that nobody claimed.\n"
    book = book_factory(chapters, bible, '[book]\nstatus = "finished"\n')
    fs = [c for c in review(book, quiet=True).report.conflicts if c.kind == "stale_foreshadow"]
    assert len(fs) == 1
    DecisionLog(book / ".loregraph").decide(fs[0], "intentional", note="paid off in book two")
    assert {c.id: c.status for c in review(book, quiet=True).report.conflicts}[fs[0].id] is Status.intentional

    # an unrelated edit elsewhere in the chapter keeps the decision
    p = book / "chapters" / "1.md"
    p.write_text(p.read_text("utf-8").replace("harbour ledger", "harbour-master's ledger"), "utf-8")
    assert {c.id: c.status for c in review(book, quiet=True).report.conflicts}[fs[0].id] is Status.intentional
    # the quoted sentence rewritten: same thread, different evidence -> open again, with the old decision shown
    p.write_text(p.read_text("utf-8").replace("a small brass key that nobody claimed", "a brass key, green with age"),
                 "utf-8")
    again = {c.id: c for c in review(book, quiet=True).report.conflicts}[fs[0].id]
    assert again.status is Status.open and again.decision is None
    assert again.detail["reopened"]["previous"] == "intentional"
    rows = json.loads(_cli("decisions", book, "-f", "json").stdout)
    assert rows[0]["state"] == "reopened (evidence changed)"


def test_ids_survive_an_edit_to_an_unrelated_chapter(book_factory):
    book = book_factory(CHAPTERS, BIBLE)
    before = sorted(c.id for c in review(book, quiet=True).report.conflicts)
    p = book / "chapters" / "3.md"
    p.write_text(p.read_text("utf-8").replace("for a month", "for the whole of a bitter month"), "utf-8")
    assert sorted(c.id for c in review(book, quiet=True).report.conflicts) == before
    # and within the chapter of the conflict, text added before the quote moves offsets, not the id
    p = book / "chapters" / "2.md"
    p.write_text(p.read_text("utf-8").replace("\n\nTamsin", "\n\nRain again.\n\nTamsin", 1), "utf-8")
    assert sorted(c.id for c in review(book, quiet=True).report.conflicts) == before


# ---------------------------------------------------------------------- inline waivers
def test_inline_marker_waives_the_next_paragraph_for_its_rule(book_factory):
    chapters = dict(CHAPTERS)
    chapters["2.md"] = ("# Chapter 2\n\n<!-- loregraph: intentional BL01 she is disguised as her brother, "
                        "and Bram Okafor died in the story she tells -->\n"
                        "Tamsin Roe signed the customs ledger with her right hand.\n\n"
                        "Bram Okafor died of the fever that winter.\n")
    chapters["4.md"] = ("# Chapter 4\n\nTamsin Roe took the quill in her left hand.\n\n"
                        "<!-- loregraph: intentional RR01 wrong rule on purpose -->\n"
                        "Bram Okafor walked into the counting house and laughed.\n")
    book = book_factory(chapters, BIBLE)
    got = {c.kind: c for c in review(book, quiet=True).report.conflicts}
    bl = got["baseline_violation"]
    assert bl.status is Status.intentional
    assert bl.decision.note.startswith("she is disguised") and "chapters/2.md" in bl.decision.by
    assert got["dead_character_active"].status is Status.open  # the marker names another rule
    # the note is not story: its "Bram Okafor died" adds no death in ch2's first paragraph
    deaths = [f for f in review(book, quiet=True).graph.facts if f.predicate == "died"]
    assert all("fever" in f.source.quote or f.source.quote.startswith("Bram Okafor died of") for f in deaths)


def test_logged_decision_wins_over_inline_marker(book_factory):
    chapters = dict(CHAPTERS)
    chapters["2.md"] = ("# Chapter 2\n\nTamsin Roe signed the customs ledger <!-- loregraph: false_positive --> "
                        "with her right hand.\n\nBram Okafor died of the fever that winter.\n")
    book = book_factory(chapters, BIBLE)
    bl = _conflicts(book)["baseline_violation"]
    assert bl.status is Status.false_positive  # a marker inside the paragraph covers it
    DecisionLog(book / ".loregraph").decide(bl, "kept_original", note="fix it")
    got = {c.id: c for c in review(book, quiet=True).report.conflicts}
    assert got[bl.id].status is Status.kept_original and got[bl.id].decision.note == "fix it"


# ---------------------------------------------------------------------- the log: concurrency and kills
def _writer(store: str, start: int, n: int) -> None:
    log = DecisionLog(Path(store))
    for i in range(start, start + n):
        log.decide(_fake(i), "intentional", by=f"w{start}", note=f"n{i}")


def test_concurrent_writers_lose_nothing(tmp_path):
    store = tmp_path / ".loregraph"
    ctx = mp.get_context("fork")
    procs = [ctx.Process(target=_writer, args=(str(store), k * 1000, 25)) for k in range(6)]
    for p in procs:
        p.start()
    # a reader at the same time only ever sees whole lines
    log = DecisionLog(store)
    while any(p.is_alive() for p in procs):
        assert all(r.conflict_id.startswith("bl-") for r in log.records())
    for p in procs:
        p.join()
        assert p.exitcode == 0
    recs = log.records()
    assert len(recs) == 150
    assert sorted(r.seq for r in recs) == list(range(1, 151))
    assert {r.conflict_id for r in recs} == {_fake(k * 1000 + i).id for k in range(6) for i in range(25)}


KILLER = textwrap.dedent("""
    import sys, os
    sys.path.insert(0, {repo!r})
    from pathlib import Path
    from kg.decisions import DecisionLog
    from kg.models import Conflict, Evidence, Severity
    log = DecisionLog(Path({store!r}))
    mode = sys.argv[1]
    if mode == "rename":
        import kg.store
        real = os.replace
        def dying(src, dst):
            os._exit(9)  # killed after the new file is written, before it replaces the log
        kg.store.os.replace = dying
    i = 0
    while True:
        c = Conflict(id=f"rr-{{i:08x}}", kind="relation_reversal", rule="RR01", severity=Severity.error, chapter=2,
                     entities=["A", "B"], message="m" * 300,
                     evidence=[Evidence(chapter=2, quote="x" * 500, role="conflicting")])
        log.decide(c, "false_positive", by="k", note="n" * 200)
        i += 1
""")


def test_a_kill_mid_write_leaves_the_log_whole(tmp_path):
    store = tmp_path / ".loregraph"
    log = DecisionLog(store)
    log.decide(_fake(1), "intentional", note="before any kill")
    script = tmp_path / "killer.py"
    script.write_text(KILLER.format(repo=str(REPO), store=str(store)), "utf-8")

    # a process killed between writing the new log and renaming it over the old one: the log is unchanged
    before = (store / "decisions.jsonl").read_bytes()
    p = subprocess.run([sys.executable, str(script), "rename"], timeout=60)
    assert p.returncode == 9
    assert (store / "decisions.jsonl").read_bytes() == before

    # SIGKILL at arbitrary moments of a writing loop: every time the log parses whole and only grows
    seen = len(log.records())
    for delay in (0.05, 0.11, 0.23, 0.37, 0.5):
        p = subprocess.Popen([sys.executable, str(script), "loop"])
        time.sleep(delay + 0.4)  # past the interpreter start-up
        p.send_signal(signal.SIGKILL)
        p.wait()
        lines = [ln for ln in (store / "decisions.jsonl").read_text("utf-8").splitlines() if ln.strip()]
        recs = log.records()
        assert len(recs) == len(lines) >= seen  # no torn line
        assert [r.seq for r in recs] == list(range(1, len(recs) + 1))
        seen = len(recs)
    assert log.records()[0].note == "before any kill"
    # the log still takes writes afterwards
    log.decide(_fake(2), "false_positive")
    assert log.current()[_fake(2).id].decision is Status.false_positive


def test_a_mangled_line_is_skipped_not_dropped(tmp_path, capsys):
    store = tmp_path / ".loregraph"
    log = DecisionLog(store)
    log.decide(_fake(1), "intentional")
    with open(store / "decisions.jsonl", "a", encoding="utf-8") as fh:
        fh.write('{"seq": 2, "conflict_id": \n')
    assert [r.seq for r in log.records()] == [1]
    assert "unreadable decision line" in capsys.readouterr().err
    log.decide(_fake(3), "false_positive")
    text = (store / "decisions.jsonl").read_text("utf-8")
    assert '{"seq": 2, "conflict_id": ' in text  # what was there is kept
    recs = log.records()
    assert len(recs) == 2 and recs[1].conflict_id == _fake(3).id and recs[1].seq > recs[0].seq


def test_evidence_key_ignores_offsets_and_chapter_numbers():
    a = _fake(7)
    b = a.model_copy(deep=True)
    b.evidence[0].start, b.evidence[0].chapter = 40, 9
    assert evidence_key(a) == evidence_key(b)
    b.evidence[0].quote = "something else"
    assert evidence_key(a) != evidence_key(b)

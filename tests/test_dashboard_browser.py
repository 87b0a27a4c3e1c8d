"""`loregraph dashboard` in a real browser: start the server on a free port, drive Debian's chromium with
Playwright, record a decision by clicking, check that it reached the decision log, that nothing was fetched from
outside the machine, and save a screenshot. Skipped only when /usr/bin/chromium is absent (`make test` installs
it on CI)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from kg.decisions import DecisionLog
from kg.models import Status
from kg.review import review
from tests.test_dashboard import ZH_BIBLE, ZH_CHAPTERS, ZH_CONFIG

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="/usr/bin/chromium is absent (apt-get install chromium)")


def _wait_healthy(port: int, proc: subprocess.Popen, log: Path, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"the dashboard exited ({proc.returncode}):\n{log.read_text(errors='replace')}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=2) as r:
                if r.read().strip() == b"ok":
                    return
        except OSError:
            pass
        time.sleep(0.3)
    raise AssertionError(f"the dashboard did not come up on port {port}:\n{log.read_text(errors='replace')}")


def _idle(page, timeout: float = 30_000) -> None:
    """Streamlit shows a status widget while a script runs and marks the elements of the last run stale; wait
    until neither is left (after a moment for a rerun that was just asked for to start)."""
    page.wait_for_timeout(400)
    page.wait_for_function("() => !document.querySelector('[data-testid=\"stStatusWidget\"]') && "
                           "!document.querySelector('[data-stale=\"true\"]')", timeout=timeout)


def test_dashboard_in_chromium(book_factory, tmp_path):
    from playwright.sync_api import sync_playwright

    from review_app.launch import free_port

    book = book_factory(ZH_CHAPTERS, ZH_BIBLE, ZH_CONFIG)  # no stored review: the command reviews first
    port = free_port()
    log = tmp_path / "dashboard.log"
    env = {**os.environ, "LOREGRAPH_USER": "browser-test"}
    with open(log, "wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "dashboard", str(book), "--port", str(port)],
                                stdout=out, stderr=subprocess.STDOUT, start_new_session=True, env=env)
    try:
        _wait_healthy(port, proc, log)
        bl = next(c for c in review(book, quiet=True).report.conflicts if c.kind == "baseline_violation")
        outside: list[str] = []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
            try:
                page = browser.new_page(viewport={"width": 1400, "height": 1600})
                page.on("request", lambda r: outside.append(r.url) if not r.url.startswith(
                    (f"http://localhost:{port}", f"ws://localhost:{port}", "data:", "blob:", "about:")) else None)
                page.goto(f"http://localhost:{port}/?view=conflicts", wait_until="domcontentloaded")
                card = page.locator(f".st-key-conflict-{bl.id}")
                card.wait_for(timeout=60_000)
                _idle(page)
                # both sides quoted, CJK text, highlighted
                assert card.locator("mark.lg-m-conflicting").first.inner_text() == "林素衣用右手提笔，在船票上写下自己的名字"
                assert card.locator("mark.lg-m-established").count() >= 2
                note = page.locator(f".st-key-note-{bl.id} input")
                note.fill("她左手受了伤")
                note.press("Enter")
                _idle(page)
                page.locator(f".st-key-dec-intentional-{bl.id} button").locator("visible=true").first.click()
                deadline = time.monotonic() + 30
                while bl.id not in DecisionLog(book / ".loregraph").current() and time.monotonic() < deadline:
                    time.sleep(0.2)
                page.get_by_text("browser-test 于").first.wait_for(timeout=30_000)  # the decision line, at once
                _idle(page)
                page.screenshot(path=str(tmp_path / "dashboard-conflicts.png"))
                # the relation graph renders from Streamlit's own bundle (no CDN)
                page.goto(f"http://localhost:{port}/?view=relations", wait_until="domcontentloaded")
                page.locator('[data-testid="stVegaLiteChart"] svg text', has_text="柳归舟").first.wait_for(
                    timeout=60_000)
                _idle(page)
                page.screenshot(path=str(tmp_path / "dashboard-relations.png"))
            finally:
                browser.close()
        rec = DecisionLog(book / ".loregraph").current()[bl.id]
        assert (rec.decision, rec.by, rec.note) == (Status.intentional, "browser-test", "她左手受了伤")
        assert {c.id: c for c in review(book, quiet=True).report.conflicts}[bl.id].status is Status.intentional
        assert outside == [], f"fetched from outside the machine: {outside[:5]}"
        shot = (tmp_path / "dashboard-conflicts.png").read_bytes()
        assert shot[:8] == b"\x89PNG\r\n\x1a\n" and len(shot) > 20_000
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=15)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait(timeout=5)

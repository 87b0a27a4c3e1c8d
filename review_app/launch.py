"""`loregraph dashboard BOOK [--port P]`: review the book when no review is stored, then serve the Streamlit app.

    python -m streamlit run review_app/app.py --server.port P --server.headless true \
        --browser.gatherUsageStats false --browser.serverAddress localhost --client.toolbarMode minimal -- BOOK
"""
from __future__ import annotations

import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import Callable

APP = Path(__file__).resolve().with_name("app.py")


def free_port(host: str = "127.0.0.1") -> int:
    """A port nobody listens on now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def port_in_use(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(0.5)
        return s.connect_ex((host, port)) == 0


def command(book: Path, port: int) -> list[str]:
    return [sys.executable, "-m", "streamlit", "run", str(APP), "--server.port", str(port),
            "--server.headless", "true", "--browser.gatherUsageStats", "false",
            # the URL to print: without it a headless Streamlit asks a web service for the external IP
            "--browser.serverAddress", "localhost", "--client.toolbarMode", "minimal", "--", str(book)]


def prepare(book: str | Path) -> Path:
    """The book's absolute path, with a stored review (reviewed now when there is none, or it is unreadable).
    Raises BookError for a path that is not a book: nothing is started then."""
    from kg.book import load_book
    from kg.models import Report
    from kg.store import BookStore

    path = Path(book).expanduser().resolve()
    b = load_book(path)
    data = BookStore(b.store_dir, quiet=True).load_report()
    ok = False
    if data is not None:
        try:
            Report.model_validate(data)
            ok = True
        except ValueError:
            ok = False
    if not ok:
        from kg.review import review

        review(path, quiet=True)
    return path


def launch(book: str | Path, port: int | None = None, *, echo: Callable[[str], None] = print) -> int:
    """Serve the dashboard until interrupted; returns Streamlit's exit code. BookError (bad book) and
    ValueError (a bad or busy port) are raised before anything starts."""
    if port is not None and not 1 <= port <= 65535:
        raise ValueError(f"--port must be between 1 and 65535, not {port}")
    if port is not None and port_in_use(port):
        raise ValueError(f"port {port} is in use")
    path = prepare(book)
    port = port or free_port()
    echo(f"loregraph dashboard: http://localhost:{port}  ({path}; Ctrl-C stops it)")
    proc = subprocess.Popen(command(path, port))

    def forward(signum, _frame):
        if proc.poll() is None:
            proc.send_signal(signum)

    old = {s: signal.signal(s, forward) for s in (signal.SIGTERM, signal.SIGHUP)}
    try:
        while True:
            try:
                return proc.wait()
            except KeyboardInterrupt:  # Ctrl-C reaches Streamlit too (same process group): let it stop
                forward(signal.SIGINT, None)
    finally:
        for s, h in old.items():
            signal.signal(s, h)

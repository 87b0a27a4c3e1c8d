"""Dashboard first render: seconds from a cold start to the first finished run of the app, per view, on a long
book whose review is stored (三国演义, 120 回, from ../shared/corpus; skipped when absent). Target: <= 3 s.

The book is copied to a temporary folder (its store goes beside it), reviewed once, then every view is rendered
by Streamlit's AppTest in a fresh Python process (imports and caches cold, as when an editor opens the page),
and the seconds are printed.

    python bench/dashboard.py
    python bench/dashboard.py --book path/to/book --views overview,conflicts
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CORPUS_BOOK = ROOT.parent / "shared" / "corpus" / "sanguo-yanyi" / "full.txt"
VIEWS = ("overview", "conflicts", "timeline", "characters", "relations", "threads")


def child(book: str, view: str) -> None:
    """One cold first render (run in its own process); prints a JSON line."""
    t0 = time.perf_counter()
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "review_app" / "app.py"), default_timeout=120)
    at.session_state["book"] = book
    at.session_state["view"] = view
    at.run()
    secs = time.perf_counter() - t0
    errors = [str(e.value) for e in at.exception] + [str(e.value) for e in at.error]
    print(json.dumps({"view": view, "seconds": round(secs, 3), "errors": errors[:2],
                      "elements": sum(1 for _ in at.main)}))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--book", type=Path, default=None, help="a book folder or manuscript (default: 三国演义)")
    ap.add_argument("--views", default=",".join(VIEWS))
    ap.add_argument("--child", nargs=2, metavar=("BOOK", "VIEW"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(*args.child)
        return 0
    src = args.book or CORPUS_BOOK
    if not src.exists():
        print(f"skipped: {src} is absent")
        return 0
    tmp = Path(tempfile.mkdtemp(prefix="loregraph-dash-"))
    try:
        dst = tmp / src.name
        (shutil.copytree if src.is_dir() else shutil.copy2)(src, dst)
        if dst.is_dir():
            shutil.rmtree(dst / ".loregraph", ignore_errors=True)
        from kg.review import review

        t = time.perf_counter()
        res = review(dst, quiet=True)
        print(f"{src.name}: {res.report.book.chapters} chapters, {len(res.report.conflicts)} conflicts; "
              f"review stored in {time.perf_counter() - t:.2f} s")
        worst = 0.0
        for view in [v for v in args.views.split(",") if v]:
            out = subprocess.run([sys.executable, __file__, "--child", str(dst), view], capture_output=True,
                                 text=True, cwd=ROOT)
            lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
            if out.returncode or not lines:
                print(f"{view:<11} failed: {out.stderr.strip()[-500:]}")
                return 1
            r = json.loads(lines[-1])
            worst = max(worst, r["seconds"])
            print(f"{view:<11} first render {r['seconds']:.2f} s" + (f"  ERRORS: {r['errors']}" if r["errors"] else ""))
        print(f"slowest first render: {worst:.2f} s (target 3 s)")
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

"""Incremental re-review benchmark: a full review of a 500-chapter book, then a re-review after a one-chapter
edit, and the ratio (target: at most 0.10).

    python bench/incremental.py                      # generates a 500-chapter Chinese book (bench/gen_book.py)
    python bench/incremental.py --language en
    python bench/incremental.py --book PATH          # any book folder (copied to a temp dir first)

Each edit adds a sentence to a middle chapter (no new name, so the entity index keeps its fingerprint); the
median and the worst of `--repeat` edits are reported against the cold full review. The Oxigraph quad store
is not part of a review (see kg.review); `loregraph sparql` and `--rdf-store` keep it in step.
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.review import review  # noqa: E402

EDITS = {
    "zh": ["\n\n窗外的雨下了一夜，檐角的铁马叮当作响。\n", "\n\n天色将明时，雨停了，院中积水映着灰白的天光。\n"],
    "en": ["\n\nRain fell all night, and the shutters knocked in the wind.\n",
           "\n\nBy first light the rain had stopped and the yard stood full of grey water.\n"],
}


def _timed(book: Path, workers: int | None = None) -> tuple[float, dict[str, float], int]:
    t = time.perf_counter()
    res = review(book, quiet=True, workers=workers)
    return time.perf_counter() - t, res.timings, res.extracted


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--book", type=Path, help="a book folder to copy (default: generate one)")
    ap.add_argument("--language", default="zh", choices=["zh", "en"])
    ap.add_argument("--chapters", type=int, default=500)
    ap.add_argument("--repeat", type=int, default=5, help="one-chapter edits to time (median and worst reported)")
    args = ap.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="lg-incr-"))
    try:
        book = tmp / "book"
        if args.book:
            shutil.copytree(args.book, book, ignore=shutil.ignore_patterns(".loregraph"))
            language = "zh"
        else:
            size = args.chapters * (2860 if args.language == "zh" else 1430)
            subprocess.run([sys.executable, str(ROOT / "bench" / "gen_book.py"), "--language", args.language,
                            "--chapters", str(args.chapters), "--size", str(size), "--out", str(book)],
                           check=True, stdout=subprocess.DEVNULL)
            language = args.language
        files = sorted((book / "chapters").iterdir())
        chars = sum(len(p.read_text("utf-8")) for p in files)
        # the cold review once with one process, once with the default workers (one per core)
        one, t_one, _ = _timed(book, workers=1)
        shutil.rmtree(book / ".loregraph")
        full, t_full, n_full = _timed(book)
        same, t_same, _ = _timed(book)
        target = files[len(files) // 2]
        rows = [("full review (cold store)", full, t_full, n_full), ("re-review, nothing changed", same, t_same, 0)]
        single = ("full review, one process (workers=1)", one, t_one, n_full)
        original = target.read_text("utf-8")
        for i in range(args.repeat):
            target.write_text(original + EDITS[language][i % 2] * (i + 1), "utf-8")  # a new text every time
            secs, t, n = _timed(book)
            rows.append((f"re-review after a one-chapter edit #{i + 1}", secs, t, n))
        print(f"book: {len(files)} chapters, {chars:,} characters ({language})")
        stages = ["load", "index", "extract", "graph", "validate", "report", "store"]
        print(f"{'run':40} {'seconds':>8} {'ratio':>6} {'re-extracted':>12}  " + " ".join(f"{s:>8}" for s in stages))
        for name, secs, t, n in rows:
            print(f"{name:40} {secs:>8.2f} {secs / full:>6.3f} {n:>12}  " +
                  " ".join(f"{t.get(s, 0):>8.2f}" for s in stages))
        name, secs, t, n = single
        print(f"{name:40} {secs:>8.2f} {secs / full:>6.3f} {n:>12}  " +
              " ".join(f"{t.get(s, 0):>8.2f}" for s in stages))
        edits = sorted(r[1] for r in rows[2:])
        median = edits[len(edits) // 2]
        print(f"\none-chapter edit / full review: median {median / full:.3f}, worst {edits[-1] / full:.3f} "
              f"over {len(edits)} edits (target <= 0.10); against the one-process full review: "
              f"median {median / one:.3f}, worst {edits[-1] / one:.3f}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

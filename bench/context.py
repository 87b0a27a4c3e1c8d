"""Context-pack benchmark: size and time of the pack for early and late chapters of one generated book.

    python bench/context.py                       # zh, 700 chapters (bench/gen_book.py), packs at 50, 100, 400, 500, 700
    python bench/context.py --language en --chapters 500 --at 50,500

For each chapter N the pack's entities are the characters chapter N really has (its cast, from the review),
so early and late packs are asked the same kind of question. Printed per chapter: tokens per layer at the
default budget, the whole candidate set with no budget (does the pack grow with the book?), and the time to
build the pack from a loaded review (median of 5). Target: the pack at chapter 500 within 10% of chapter 50.
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.context import DEFAULT_BUDGET, build_pack  # noqa: E402
from kg.review import review  # noqa: E402


def cast(graph, chapter: int, k: int = 4) -> list[str]:
    c = Counter()
    for f in graph.facts:
        if f.predicate == "appearsIn" and f.chapter == chapter and graph.entities.get(f.subject) is not None \
                and graph.entities[f.subject].kind == "Character" and graph.entities[f.subject].origin == "bible":
            c[f.subject] += int(f.object)
    return [n for n, _ in c.most_common(k)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--language", default="zh", choices=["zh", "en"])
    ap.add_argument("--chapters", type=int, default=700)
    ap.add_argument("--at", default="50,100,400,500,700")
    ap.add_argument("--book", type=Path, help="an existing book folder instead of a generated one")
    args = ap.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="lg-ctx-"))
    try:
        book = args.book
        if book is None:
            book = tmp / "book"
            size = args.chapters * (2860 if args.language == "zh" else 1430)
            subprocess.run([sys.executable, str(ROOT / "bench" / "gen_book.py"), "--language", args.language,
                            "--chapters", str(args.chapters), "--size", str(size), "--out", str(book)],
                           check=True, stdout=subprocess.DEVNULL)
        t = time.perf_counter()
        res = review(book, persist=False, quiet=True)
        print(f"book: {len(res.book.chapters)} chapters, reviewed in {time.perf_counter() - t:.1f} s (not counted below)")
        at = [int(x) for x in args.at.split(",") if int(x) <= len(res.book.chapters) + 1]
        print(f"{'chapter':>7} {'entities':40} {'setting':>7} {'fact':>5} {'text':>5} {'total':>6} "
              f"{'dropped':>7} {'all cands':>9} {'ms':>7}")
        totals = {}
        for n in at:
            names = cast(res.graph, n)
            times = []
            for _ in range(5):
                t = time.perf_counter()
                pack = build_pack(res.graph, res.report, n, entities=names, index=res.index, budget=DEFAULT_BUDGET)
                times.append(time.perf_counter() - t)
            free = build_pack(res.graph, res.report, n, entities=names, index=res.index, budget=10**7)
            tk = pack.tokens
            totals[n] = tk["total"]
            print(f"{n:>7} {', '.join(names)[:40]:40} {tk['setting']:>7} {tk['fact']:>5} {tk['text']:>5} "
                  f"{tk['total']:>6} {pack.dropped:>7} {free.tokens['fact']:>9} {statistics.median(times) * 1000:>7.1f}")
        if 50 in totals and 500 in totals:
            print(f"\npack at 500 / pack at 50: {totals[500] / totals[50]:.3f} (target within 0.90-1.10)")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

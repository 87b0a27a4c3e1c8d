"""Speed at serial scale (`make bench`): the generated 2M-character Chinese and 1M-word English books.

For each language, in fresh subprocesses (so peak memory is the review's own):
- full review (cold store), time per stage and peak RSS;
- the reference in the same run: `jieba.lcut` over the same Chinese text, `spacy.blank("en")` over the English;
- the book doubled (twice the chapters and text): linear means at most 2x the time (within 10%);
- re-review after a one-chapter edit;
- context pack time and size at chapters 100, 400 and 700;
- recall on the book's planted contradictions (its answers.yaml).

    python bench/perf.py                  # both languages, full size (a few minutes)
    python bench/perf.py --language zh --scale 0.25 --no-double
"""
from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
STAGES = ["load", "index", "extract", "graph", "validate", "report"]


# ---------------------------------------------------------------------- workers (run in a child process)
def _worker(argv: list[str]) -> None:
    sys.path.insert(0, str(ROOT))
    what, book = argv[0], Path(argv[1])
    out: dict = {}
    if what == "review":
        from kg.review import review

        t = time.perf_counter()
        res = review(book, quiet=True)
        out = {"seconds": time.perf_counter() - t, "timings": res.timings, "extracted": res.extracted,
               "chapters": len(res.book.chapters), "chars": sum(len(c.text) for c in res.book.chapters)}
        if len(argv) > 2 and argv[2] == "recall":
            out["recall"] = _recall(book, res)
        if len(argv) > 2 and argv[2] == "context":
            out["context"] = _context(res)
    elif what == "jieba":
        import jieba

        texts = [p.read_text("utf-8") for p in sorted((book / "chapters").iterdir())]
        jieba.setLogLevel(60)
        jieba.initialize()  # the dictionary load is not tokenising
        t = time.perf_counter()
        n = sum(len(jieba.lcut(x)) for x in texts)
        out = {"seconds": time.perf_counter() - t, "tokens": n}
    elif what == "spacy":
        import spacy

        texts = [p.read_text("utf-8") for p in sorted((book / "chapters").iterdir())]
        nlp = spacy.blank("en")
        t = time.perf_counter()
        n = sum(len(d) for d in nlp.pipe(texts))
        out = {"seconds": time.perf_counter() - t, "tokens": n}
    out["maxrss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(out))


def _recall(book: Path, res) -> dict:
    import yaml

    sys.path.insert(0, str(ROOT / "bench"))
    from accuracy import hits_control, matches

    answers = yaml.safe_load((book / "answers.yaml").read_text("utf-8"))
    plants = answers.get("conflicts") or []
    found = sum(1 for p in plants if any(matches(c, p) for c in res.report.conflicts))
    texts = dict(res.graph.texts)
    ctrl = sum(1 for k in answers.get("controls") or []
               if any(hits_control(c, k, texts) for c in res.report.conflicts if c.severity.value != "info"))
    return {"planted": len(plants), "found": found, "controls": len(answers.get("controls") or []),
            "controls_flagged": ctrl}


def _context(res) -> dict:
    from collections import Counter
    import statistics

    from kg.context import build_pack

    out = {}
    for n in (100, 400, 700):
        if n > len(res.book.chapters) + 1:
            continue
        cast = Counter()
        for f in res.graph.facts:
            if f.predicate == "appearsIn" and f.chapter == n and getattr(res.graph.entities.get(f.subject), "origin", "") == "bible":
                cast[f.subject] += int(f.object)
        names = [x for x, _ in cast.most_common(4)]
        times = []
        for _ in range(5):
            t = time.perf_counter()
            pack = build_pack(res.graph, res.report, n, entities=names, index=res.index)
            times.append(time.perf_counter() - t)
        out[str(n)] = {"ms": statistics.median(times) * 1000, "tokens": pack.tokens["total"]}
    return out


# ---------------------------------------------------------------------- orchestration
def run(*args: str) -> dict:
    p = subprocess.run([PY, __file__, "--worker", *args], capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"worker {args} failed:\n{p.stderr[-2000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def generate(lang: str, out: Path, chapters: int, size: int) -> None:
    subprocess.run([PY, str(ROOT / "bench" / "gen_book.py"), "--language", lang, "--chapters", str(chapters),
                    "--size", str(size), "--out", str(out)], check=True, stdout=subprocess.DEVNULL)


def bench_language(lang: str, scale: float, double: bool, tmp: Path) -> list[tuple[str, str, str]]:
    chapters = max(20, int(700 * scale))
    size = int((2_000_000 if lang == "zh" else 1_000_000) * scale)
    book = tmp / f"{lang}-book"
    generate(lang, book, chapters, size)
    rows: list[tuple[str, str, str]] = []
    unit = "characters" if lang == "zh" else "words"
    full = run("review", str(book), "recall")
    ref = run("jieba" if lang == "zh" else "spacy", str(book))
    rows.append((f"{lang}: full review, {chapters} chapters, {size:,} {unit}", f"{full['seconds']:.2f} s",
                 f"peak RSS {full['maxrss_mb']:.0f} MB"))
    rows.append((f"{lang}: stages", " ".join(f"{s} {full['timings'].get(s, 0):.2f}" for s in STAGES), ""))
    if lang == "zh":
        rows.append(("zh: reference jieba.lcut, same text", f"{ref['seconds']:.2f} s",
                     f"review / jieba = {full['seconds'] / ref['seconds']:.2f} (target <= 1.0)"))
    else:
        rows.append(("en: reference spacy.blank('en'), same text", f"{ref['seconds']:.2f} s",
                     f"review / (spacy + 2 s) = {full['seconds'] / (ref['seconds'] + 2):.2f} (target <= 1.0)"))
    # one-chapter edit
    target = sorted((book / "chapters").iterdir())[len(list((book / "chapters").iterdir())) // 2]
    target.write_text(target.read_text("utf-8") + ("\n\n雨下了一夜。\n" if lang == "zh" else "\n\nIt rained all night.\n"),
                      "utf-8")
    edit = run("review", str(book), "context")
    rows.append((f"{lang}: re-review after a one-chapter edit", f"{edit['seconds']:.2f} s",
                 f"{edit['extracted']} chapter re-extracted (target <= 2 s)"))
    for n, c in edit.get("context", {}).items():
        rows.append((f"{lang}: context pack at chapter {n}", f"{c['ms']:.0f} ms", f"{c['tokens']} tokens (target <= 200 ms)"))
    r = full["recall"]
    rows.append((f"{lang}: recall on the planted contradictions", f"{r['found']}/{r['planted']} = "
                 f"{r['found'] / max(1, r['planted']):.2f}", f"controls flagged {r['controls_flagged']}/{r['controls']} (target >= 0.9)"))
    if double:
        big = tmp / f"{lang}-double"
        generate(lang, big, chapters * 2, size * 2)
        d = run("review", str(big))
        rows.append((f"{lang}: doubled book ({chapters * 2} chapters)", f"{d['seconds']:.2f} s",
                     f"x{d['seconds'] / full['seconds']:.2f} of the single (target <= 2.2); peak RSS {d['maxrss_mb']:.0f} MB"))
        shutil.rmtree(big, ignore_errors=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--worker"]:
        _worker(argv[1:])
        return 0
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--language", choices=["zh", "en", "both"], default="both")
    ap.add_argument("--scale", type=float, default=1.0, help="fraction of the full size (chapters and text)")
    ap.add_argument("--no-double", action="store_true", help="skip the doubled book")
    args = ap.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="lg-perf-"))
    rows = []
    try:
        for lang in (["zh", "en"] if args.language == "both" else [args.language]):
            rows += bench_language(lang, args.scale, not args.no_double, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    w = max(len(r[0]) for r in rows)
    for a, b, c in rows:
        print(f"{a:{w}}  {b:>14}  {c}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Noise on real text: review every public-domain work in ../shared/corpus and count the flags.

A clean classic should give few flags, and every error-severity flag should be one an editor would accept.
For each work this prints the flags per 10k characters (Chinese) or words (English), by kind and severity,
what the extractor found (so that silence is not blindness: deaths, relations, dates, ranks, ages read from
the text), and up to three examples of each kind with both quotes.

    python bench/noise.py                     # every work
    python bench/noise.py --only sanguo       # works whose folder name contains "sanguo"
    python bench/noise.py --json out.json
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg import vocab  # noqa: E402
from kg.review import review  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus"


def works(corpus: Path) -> list[Path]:
    out = []
    for d in sorted(p for p in corpus.iterdir() if p.is_dir()):
        if (d / "chapters").is_dir():
            out.append(d)
        else:
            texts = sorted(d.glob("*.txt"))
            if texts:
                out.append(texts[0])
    return out


def measure(path: Path) -> dict:
    t = time.perf_counter()
    r = review(path, persist=False, quiet=True)
    secs = time.perf_counter() - t
    text = "".join(c.text for c in r.book.chapters)
    zh = r.book.language == "zh"
    units = len(text) if zh else len(text.split())
    facts = Counter(f.predicate for f in r.graph.facts if f.chapter > 0)
    found = {
        "deaths": facts["died"], "relations": sum(facts[p] for p in vocab.RELATIONS),
        "dates": sum(1 for f in r.graph.facts_of("timeMark") if f.detail.get("type") == "date"),
        "advances": sum(1 for f in r.graph.facts_of("timeMark") if f.detail.get("type") == "advance"),
        "ranks": facts["rank"], "ages": facts["age"], "acts": facts["acts"],
        "characters": sum(1 for e in r.graph.entities.values() if e.kind == "Character"),
    }
    by = Counter((c.kind, c.severity.value) for c in r.report.conflicts)
    flagged = [c for c in r.report.conflicts if c.severity.value in ("error", "warning")]
    examples = defaultdict(list)
    for c in r.report.conflicts:
        if len(examples[c.kind]) < 3:
            examples[c.kind].append({
                "chapter": c.chapter, "severity": c.severity.value, "message": c.message,
                "evidence": [(e.role, e.chapter, e.quote) for e in c.evidence],
            })
    return {"work": path.name if path.is_dir() else path.parent.name, "language": r.book.language,
            "chapters": len(r.book.chapters), "units": units, "unit": "chars" if zh else "words",
            "seconds": round(secs, 2), "by_kind": {f"{k}/{s}": n for (k, s), n in sorted(by.items())},
            "flags_per_10k": round(len(flagged) / units * 10_000, 3) if units else 0.0,
            "all_per_10k": round(len(r.report.conflicts) / units * 10_000, 3) if units else 0.0,
            "found": found, "examples": dict(examples)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--only", default="")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"no corpus at {args.corpus}; nothing to measure", file=sys.stderr)
        return 0
    results = [measure(p) for p in works(args.corpus) if args.only in str(p)]
    print(f"{'work':22} {'lang':4} {'ch':>4} {'size':>9} {'sec':>5} {'err+warn/10k':>12} {'all/10k':>8}  found")
    for r in results:
        f = r["found"]
        print(f"{r['work']:22} {r['language']:4} {r['chapters']:>4} {r['units']:>8}{r['unit'][0]} {r['seconds']:>5} "
              f"{r['flags_per_10k']:>12} {r['all_per_10k']:>8}  deaths={f['deaths']} relations={f['relations']} "
              f"dates={f['dates']} advances={f['advances']} ranks={f['ranks']} ages={f['ages']}")
    for r in results:
        if not r["by_kind"]:
            continue
        print(f"\n== {r['work']}: {r['by_kind']}")
        for kind, exs in r["examples"].items():
            for ex in exs:
                print(f"  {kind} ch{ex['chapter']} {ex['severity']}: {ex['message'][:160]}")
                for role, ch, quote in ex["evidence"]:
                    print(f"      {role:11} ch{ch}: {quote[:80]}")
    if args.json:
        args.json.write_text(json.dumps(results, ensure_ascii=False, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

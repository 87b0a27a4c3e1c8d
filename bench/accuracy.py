"""Accuracy benchmark: review every book under bench/books/ and score the report against its answer key.

Each book folder holds an `answers.yaml` beside its chapters:

    conflicts:  planted contradictions (kind, chapter, entities, quote, ...)
    controls:   explained changes a naive checker would flag (kind, chapter, entities, quote, why)

A reported conflict matches a planted one when the kind is the same, the planted chapter is the conflict's
chapter or the chapter of one of its conflicting quotes, and (when both name people) they share a person.
It hits a control the same way, and its conflicting quote overlaps the control's quote.

Prints recall per kind, precision (over error and warning findings; info findings are listed apart) and the
controls flagged. `--verbose` lists every miss and every false alarm. Exit code 0 always: it measures.

    python bench/accuracy.py                 # every book under bench/books/
    python bench/accuracy.py --only holdout  # books whose folder name contains "holdout"
    python bench/accuracy.py --examples      # also the two example books
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.review import review  # noqa: E402

KINDS = ["baseline_violation", "timeline_jump", "relation_reversal", "dead_character_active",
         "world_rule_violation", "stale_foreshadow"]


def _chapters_of(c) -> set[int]:
    return {c.chapter} | {e.chapter for e in c.evidence if e.role == "conflicting" and e.chapter}


def _entities_ok(want: list[str], got: list[str]) -> bool:
    return not want or not got or bool(set(want) & set(got))


def matches(c, item: dict) -> bool:
    return c.kind == item["kind"] and int(item["chapter"]) in _chapters_of(c) and \
        _entities_ok(item.get("entities") or [], c.entities)


def hits_control(c, ctrl: dict, texts: dict[int, str]) -> bool:
    if not matches(c, ctrl):
        return False
    quote = ctrl.get("quote") or ""
    text = texts.get(int(ctrl["chapter"]), "")
    at = text.find(quote) if quote else -1
    if at < 0:
        return True
    for e in c.evidence:
        if e.role == "conflicting" and e.chapter == int(ctrl["chapter"]) and e.start is not None:
            if e.start < at + len(quote) and at < e.end:
                return True
    return False


def score_book(path: Path) -> dict:
    answers = yaml.safe_load((path / "answers.yaml").read_text(encoding="utf-8")) or {}
    plants = answers.get("conflicts") or []
    controls = answers.get("controls") or []
    t = time.perf_counter()
    res = review(path, persist=False, quiet=True)
    secs = time.perf_counter() - t
    texts = dict(res.graph.texts)
    conflicts = res.report.conflicts
    out = {"book": path.name, "seconds": secs, "chapters": len(res.book.chapters),
           "size": sum(len(t) for t in texts.values()), "plants": [], "false_alarms": [], "control_hits": [],
           "info": [], "reported": 0}
    matched_ids: set[str] = set()
    for p in plants:
        found = [c for c in conflicts if matches(c, p)]
        matched_ids |= {c.id for c in found}
        out["plants"].append({"kind": p["kind"], "chapter": p["chapter"], "feature": p.get("feature", ""),
                              "quote": p.get("quote", ""), "found": bool(found),
                              "severity": found[0].severity.value if found else None})
    for c in conflicts:
        if c.severity.value == "info":
            out["info"].append({"kind": c.kind, "chapter": c.chapter, "message": c.message})
            continue
        out["reported"] += 1
        if c.id in matched_ids:
            continue
        ctrl = next((k for k in controls if hits_control(c, k, texts)), None)
        rec = {"kind": c.kind, "chapter": c.chapter, "id": c.id, "message": c.message,
               "quote": next((e.quote for e in c.evidence if e.role == "conflicting"), "")}
        if ctrl is not None:
            rec["control"] = ctrl.get("why", "")
            out["control_hits"].append(rec)
        out["false_alarms"].append(rec)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--books", type=Path, default=ROOT / "bench" / "books")
    ap.add_argument("--only", default="", help="only books whose folder name contains this")
    ap.add_argument("--skip", default="", help="skip books whose folder name contains this")
    ap.add_argument("--examples", action="store_true", help="also score examples/*")
    ap.add_argument("--verbose", "-v", action="store_true")
    ap.add_argument("--json", type=Path, help="write the full results here")
    args = ap.parse_args(argv)
    folders = sorted(p for p in args.books.iterdir() if (p / "answers.yaml").exists()) if args.books.exists() else []
    if args.examples:
        folders += sorted(p for p in (ROOT / "examples").iterdir() if (p / "answers.yaml").exists())
    folders = [p for p in folders if args.only in p.name and not (args.skip and args.skip in p.name)]
    if not folders:
        print("no books with answers.yaml found", file=sys.stderr)
        return 0
    results = [score_book(p) for p in folders]
    planted, found = Counter(), Counter()
    reported = tp = 0
    fa_by_kind = Counter()
    for r in results:
        for p in r["plants"]:
            planted[p["kind"]] += 1
            found[p["kind"]] += p["found"]
        reported += r["reported"]
        tp += r["reported"] - len(r["false_alarms"])
        for f in r["false_alarms"]:
            fa_by_kind[f["kind"]] += 1
    print(f"{'book':28} {'ch':>3} {'size':>7} {'sec':>5} {'plants':>6} {'found':>5} {'reported':>8} {'false':>5} {'ctrl hit':>8} {'info':>4}")
    for r in results:
        nf = sum(p["found"] for p in r["plants"])
        print(f"{r['book']:28} {r['chapters']:>3} {r['size']:>7} {r['seconds']:>5.2f} {len(r['plants']):>6} {nf:>5} "
              f"{r['reported']:>8} {len(r['false_alarms']):>5} {len(r['control_hits']):>8} {len(r['info']):>4}")
    print()
    print(f"{'kind':24} {'planted':>7} {'found':>5} {'recall':>6} {'false alarms':>12}")
    for k in KINDS:
        rec = found[k] / planted[k] if planted[k] else float("nan")
        print(f"{k:24} {planted[k]:>7} {found[k]:>5} {rec:>6.2f} {fa_by_kind[k]:>12}")
    total_p, total_f = sum(planted.values()), sum(found.values())
    prec = tp / reported if reported else float("nan")
    ctrl = sum(len(r["control_hits"]) for r in results)
    nctrl = sum(len((yaml.safe_load((p / "answers.yaml").read_text(encoding="utf-8")) or {}).get("controls") or [])
                for p in folders)
    print(f"{'all':24} {total_p:>7} {total_f:>5} {total_f / total_p if total_p else float('nan'):>6.2f} "
          f"{sum(fa_by_kind.values()):>12}")
    print(f"\nprecision (error+warning): {tp}/{reported} = {prec:.3f}")
    print(f"controls flagged: {ctrl} of {nctrl}")
    if args.verbose:
        for r in results:
            misses = [p for p in r["plants"] if not p["found"]]
            if misses or r["false_alarms"]:
                print(f"\n== {r['book']}")
            for p in misses:
                print(f"  MISS  {p['kind']:22} ch{p['chapter']:<3} {p['feature']:10} {p['quote']}")
            for f in r["false_alarms"]:
                tag = "CTRL " if "control" in f else "FALSE"
                print(f"  {tag} {f['kind']:22} ch{f['chapter']:<3} {f['message'][:150]}")
            for i in r["info"]:
                print(f"  info  {i['kind']:22} ch{i['chapter']:<3} {i['message'][:150]}")
    if args.json:
        args.json.write_text(json.dumps(results, ensure_ascii=False, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

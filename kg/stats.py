"""`loregraph stats`: what the graph holds and how the rules fare, measured from the editors' decisions."""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from kg.review import decision_log, review


def fact_status(f) -> str:
    if "erroneous" in f.detail:
        return "erroneous"
    if "accepted" in f.detail:
        return "accepted_change"
    return f.modality  # asserted | explained_change | flashback | dialogue | habit


def book_stats(path: str | Path) -> dict[str, Any]:
    res = review(path, quiet=True)
    g, report = res.graph, res.report
    facts = [f for f in g.facts if f.predicate != "appearsIn"]
    entities = Counter(e.kind for e in g.entities.values())
    by_rule: dict[str, dict[str, Any]] = {}
    for c in report.conflicts:
        r = by_rule.setdefault(c.rule, {"kind": c.kind, "reported": 0, "decided": 0, "false_positive": 0,
                                        "by_status": Counter()})
        r["reported"] += 1
        r["by_status"][c.status.value] += 1
        if c.status.value != "open":
            r["decided"] += 1
        if c.status.value == "false_positive":
            r["false_positive"] += 1
    # decisions on conflicts no longer reported still tell how often a rule was wrong
    seen = {c.id for c in report.conflicts}
    for rec in decision_log(res.book, None).current().values():
        if rec.conflict_id in seen or not rec.rule:
            continue
        r = by_rule.setdefault(rec.rule, {"kind": rec.kind, "reported": 0, "decided": 0, "false_positive": 0,
                                          "by_status": Counter()})
        r["decided"] += 1
        r["false_positive"] += rec.decision is not None and rec.decision.value == "false_positive"
    for r in by_rule.values():
        r["precision"] = round(1 - r["false_positive"] / r["decided"], 3) if r["decided"] else None
        r["by_status"] = dict(sorted(r["by_status"].items()))
    # erroneous facts are out of the graph: count them from the decisions' conflicts
    status = Counter(fact_status(f) for f in facts)
    kept = sum(1 for c in report.conflicts if c.status.value == "kept_original")
    if kept:
        status["erroneous (kept_original conflicts)"] = kept
    return {
        "book": {"title": res.book.title, "chapters": len(res.book.chapters), "language": res.book.language},
        "entities_by_kind": dict(sorted(entities.items())),
        "facts_by_predicate": dict(sorted(Counter(f.predicate for f in facts).items())),
        "facts_by_layer": dict(sorted(Counter(f.layer for f in facts).items())),
        "facts_by_status": dict(sorted(status.items())),
        "conflicts_by_kind": dict(sorted(Counter(c.kind for c in report.conflicts).items())),
        "conflicts_by_severity": dict(sorted(Counter(c.severity.value for c in report.conflicts).items())),
        "conflicts_by_status": dict(sorted(Counter(c.status.value for c in report.conflicts).items())),
        "rules": dict(sorted(by_rule.items())),
    }

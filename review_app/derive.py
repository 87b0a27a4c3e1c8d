"""What the dashboard's views show, computed from the report and the story graph. Pure functions: no Streamlit,
no IO except reading a bible file for its evidence paragraph; tests call them directly."""
from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from kg import vocab
from kg.graph import StoryGraph, fact_order
from kg.models import Conflict, Evidence, Fact, Report, Status

SEVERITY_ORDER = ("error", "warning", "info")
STATUS_ORDER = tuple(s.value for s in Status)
DECISIONS = ("accepted_change", "kept_original", "intentional", "false_positive")


# ---------------------------------------------------------------------- overview
def counts(conflicts: list[Conflict]) -> dict[str, dict[str, int]]:
    kinds = Counter(c.kind for c in conflicts)
    sev = Counter(c.severity.value for c in conflicts)
    st = Counter(c.status.value for c in conflicts)
    return {
        "kind": dict(sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))),
        "severity": {s: sev[s] for s in SEVERITY_ORDER if sev.get(s)},
        "status": {s: st[s] for s in STATUS_ORDER if st.get(s)},
    }


@dataclass
class ChapterCell:
    chapter: int
    title: str = ""
    open: int = 0
    total: int = 0
    worst: str | None = None  # worst severity among the open conflicts
    kinds: Counter = field(default_factory=Counter)


def chapter_strip(conflicts: list[Conflict], n_chapters: int, titles: dict[int, str] | None = None) -> list[ChapterCell]:
    """One cell per chapter: how many conflicts show there (the conflict's `chapter`), the worst open severity."""
    cells = {i: ChapterCell(i, (titles or {}).get(i, "")) for i in range(1, n_chapters + 1)}
    rank = {s: i for i, s in enumerate(SEVERITY_ORDER)}
    for c in conflicts:
        cell = cells.get(c.chapter)
        if cell is None:
            cell = cells[c.chapter] = ChapterCell(c.chapter, (titles or {}).get(c.chapter, ""))
        cell.total += 1
        cell.kinds[c.kind] += 1
        if c.status is Status.open:
            cell.open += 1
            s = c.severity.value
            if cell.worst is None or rank[s] < rank[cell.worst]:
                cell.worst = s
    return [cells[i] for i in sorted(cells)]


# ---------------------------------------------------------------------- conflicts
def filter_conflicts(conflicts: Iterable[Conflict], *, kinds: Iterable[str] = (), severities: Iterable[str] = (),
                     statuses: Iterable[str] = (), entity: str | None = None,
                     chapters: tuple[int, int] | None = None) -> list[Conflict]:
    kinds, severities, statuses = set(kinds), set(severities), set(statuses)
    out = []
    for c in conflicts:
        if kinds and c.kind not in kinds:
            continue
        if severities and c.severity.value not in severities:
            continue
        if statuses and c.status.value not in statuses:
            continue
        if entity and entity not in c.entities:
            continue
        if chapters and not chapters[0] <= c.chapter <= chapters[1]:
            continue
        out.append(c)
    return out


@dataclass
class Excerpt:
    before: str
    hit: str
    after: str
    exact: bool  # the quote sits at start:end (or was found in the text)
    clipped_left: bool = False
    clipped_right: bool = False


def _find_span(text: str, quote: str, start: int | None, end: int | None) -> tuple[int, int] | None:
    if start is not None and end is not None and text[start:end] == quote:
        return start, end
    if not quote:
        return None
    hits = []
    i = text.find(quote)
    while i >= 0 and len(hits) < 50:
        hits.append(i)
        i = text.find(quote, i + 1)
    if not hits:
        return None
    best = min(hits, key=lambda h: abs(h - (start or 0)))
    return best, best + len(quote)


def excerpt(text: str, quote: str, start: int | None = None, end: int | None = None, *,
            reach: int = 180) -> Excerpt:
    """The paragraph around a quote (the line it sits on), clipped to `reach` characters on either side."""
    span = _find_span(text or "", quote, start, end)
    if span is None:
        return Excerpt("", quote, "", False)
    s, e = span
    p0 = text.rfind("\n", 0, s) + 1
    p1 = text.find("\n", e)
    p1 = len(text) if p1 < 0 else p1
    lo, hi = max(p0, s - reach), min(p1, e + reach)
    return Excerpt(text[lo:s], text[s:e], text[e:hi], True, lo > p0, hi < p1)


def evidence_excerpt(ev: Evidence, texts: dict[int, str], root: Path | None) -> Excerpt:
    if ev.chapter == 0:
        text = ""
        if ev.source and root is not None and root.is_dir():
            try:
                text = (root / ev.source).read_text("utf-8")
            except (OSError, UnicodeDecodeError):
                text = ""
        return excerpt(text, ev.quote)
    return excerpt(texts.get(ev.chapter, ""), ev.quote, ev.start, ev.end)


def evidence_sides(c: Conflict) -> list[tuple[str, list[Evidence]]]:
    sides: dict[str, list[Evidence]] = defaultdict(list)
    for e in c.evidence:
        sides[e.role].append(e)
    order = ["established", "conflicting", "context"]
    return [(r, sides[r]) for r in order + sorted(set(sides) - set(order)) if sides.get(r)]


# ---------------------------------------------------------------------- timeline
def _x(ch: int, pos: int | None, lengths: dict[int, int]) -> float:
    n = max(lengths.get(ch, 1), 1)
    return round(ch + min(max(pos or 0, 0), n) / n * 0.95, 4)


def timeline_data(graph: StoryGraph, conflicts: list[Conflict]) -> dict[str, Any]:
    """The story day against reading position: a line through every chapter start and time mark, the dated
    anchors, dates told as memories (which do not move the clock), and the flagged timeline jumps."""
    tl = graph.timeline
    lengths = {c.index: c.length for c in graph.chapters}
    line: list[dict] = []
    anchors: list[dict] = []
    memories: list[dict] = []
    jumps: list[dict] = []
    if tl is None:
        return {"line": line, "anchors": anchors, "memories": memories, "jumps": jumps, "dated": False}
    for ch in sorted(tl.chapter_day):
        line.append({"x": float(ch), "chapter": ch, "day": tl.chapter_day[ch]})
        for pos, day in tl.marks.get(ch, []):
            line.append({"x": _x(ch, pos, lengths), "chapter": ch, "day": day})
    line.sort(key=lambda r: r["x"])
    flagged = {(e.chapter, e.start, e.quote) for c in conflicts if c.kind == "timeline_jump"
               for e in c.evidence if e.role == "conflicting"}
    for f in graph.facts_of("timeMark"):
        if f.detail.get("type") != "date" or f.chapter <= 0 or (f.chapter, f.source.start, f.source.quote) in flagged:
            continue
        row = {"x": _x(f.chapter, f.source.start, lengths), "chapter": f.chapter, "day": f.story_day,
               "quote": f.source.quote, "start": f.source.start, "end": f.source.end}
        (anchors if f.modality == "asserted" else memories).append(row)
    marks = {(f.chapter, f.source.start, f.source.quote): f for f in graph.facts_of("timeMark")}
    for c in conflicts:
        if c.kind != "timeline_jump":
            continue
        conf = [e for e in c.evidence if e.role == "conflicting"]
        est = [e for e in c.evidence if e.role == "established"]
        last = conf[-1] if conf else None
        x = _x(c.chapter, last.start if last else None, lengths) if last and last.chapter == c.chapter \
            else float(c.chapter)
        day = tl.day_at(c.chapter, last.start if last and last.chapter == c.chapter else None)
        claimed = None
        if c.detail.get("days_back") is not None and est:
            ref = marks.get((est[0].chapter, est[0].start, est[0].quote))
            if ref is not None and ref.story_day is not None:
                claimed = ref.story_day - float(c.detail["days_back"])
        jumps.append({"x": x, "chapter": c.chapter, "day": day, "claimed": claimed, "id": c.id,
                      "status": c.status.value, "severity": c.severity.value, "message": c.message,
                      "quote": last.quote if last else ""})
    return {"line": line, "anchors": anchors, "memories": memories, "jumps": jumps, "dated": bool(tl.dated)}


# ---------------------------------------------------------------------- characters
STATE_PREDICATES = ("rank", "wound", "wornItem", "trait", "role", "handedness", "mark", "eyeColour", "age")


def _src(f: Fact) -> dict[str, Any]:
    d: dict[str, Any] = {"chapter": f.chapter, "quote": f.source.quote}
    if f.source.source:
        d["source"] = f.source.source
    return d


def characters(graph: StoryGraph) -> list[str]:
    """Characters, most mentioned first (proper names before the rest)."""
    people = [e for e in graph.entities.values() if e.kind == "Character"]
    people.sort(key=lambda e: (not e.proper, -(e.mentions or 0), e.first_chapter or 0, e.name))
    return [e.name for e in people]


def _unique_rows(ordered: list[tuple[Any, dict]], fields: tuple[str, ...]) -> list[dict]:
    """The rows in their order, once each by `fields`."""
    seen, out = set(), []
    for _, r in sorted(ordered, key=lambda x: x[0]):
        k = tuple(r[f] for f in fields)
        if k not in seen:
            seen.add(k)
            out.append(r)
    return out


def profile(graph: StoryGraph, name: str, at: int | None = None, report: Report | None = None) -> dict[str, Any]:
    """kg.state.entity_view (baseline, state and relations at a chapter, with sources) plus how the state and
    the relations changed over the chapters, and mentions per chapter."""
    from kg.state import entity_view, foreshadow_status

    view = entity_view(graph, name, at, report, foreshadow_status(graph))
    at = view["at_chapter"]
    states, rels = [], []
    for f in graph.core_facts:  # the acts are not state
        if f.chapter > at or "erroneous" in f.detail:
            continue
        if f.subject == name and f.predicate in STATE_PREDICATES and f.object not in ("*", "+1"):
            if f.chapter == 0 and f.layer != "state":
                continue
            if f.chapter > 0 and (f.modality not in ("asserted", "explained_change") or f.detail.get("dialogue")):
                continue
            states.append((fact_order(f), {"key": f.key or f.predicate, "value": f.object, **_src(f)}))
        elif f.subject == name and f.predicate in ("died", "revived") and f.modality == "asserted":
            states.append((fact_order(f), {"key": f.predicate, "value": f.object, **_src(f)}))
        elif f.predicate in vocab.RELATIONS and name in (f.subject, f.object) and f.subject != f.object:
            if f.chapter > 0 and f.modality not in ("asserted", "explained_change"):
                continue
            term = vocab.RELATIONS[f.predicate]
            other = f.object if f.subject == name else f.subject
            rels.append((fact_order(f), {"other": other, "relation": f.predicate, "polarity": term.polarity,
                                         "directed": term.direction == "directed",
                                         "direction": "outgoing" if f.subject == name else "incoming", **_src(f)}))
    # one line per statement: symmetric relations are stored both ways
    rel_rows = _unique_rows(rels, ("other", "relation", "chapter", "quote"))
    state_rows = _unique_rows(states, ("key", "value", "chapter", "quote"))
    mentions = defaultdict(int)
    for f in graph.facts_of("appearsIn"):
        if f.subject == name and 0 < f.chapter <= at:
            try:
                mentions[f.chapter] += int(f.object)
            except ValueError:
                mentions[f.chapter] += 1
    view["state_history"] = state_rows
    view["relation_history"] = rel_rows
    view["mentions"] = dict(sorted(mentions.items()))
    return view


# ---------------------------------------------------------------------- relations
def relation_facts(graph: StoryGraph) -> list[Fact]:
    out = []
    for f in (f for p in vocab.RELATIONS for f in graph.facts_of(p)):
        if "erroneous" in f.detail or f.subject == f.object:
            continue
        if f.chapter > 0 and f.modality not in ("asserted", "explained_change"):
            continue
        out.append(f)
    return sorted(out, key=fact_order)


def relation_edges(graph: StoryGraph, at: int, conflicts: list[Conflict]) -> list[dict[str, Any]]:
    """The relations standing at the end of chapter `at`: the latest statement per pair and relation family,
    with polarity, and flagged when a relation_reversal conflict on that pair shows by then."""
    latest: dict[tuple[frozenset, str], Fact] = {}
    for f in relation_facts(graph):
        if f.chapter > at:
            continue
        term = vocab.RELATIONS[f.predicate]
        latest[(frozenset((f.subject, f.object)), term.family)] = f  # facts are in reading order
    reversals: dict[frozenset, list[Conflict]] = defaultdict(list)
    for c in conflicts:
        if c.kind == "relation_reversal" and len(c.entities) == 2 and c.chapter <= at:
            reversals[frozenset(c.entities)].append(c)
    edges = []
    for (pair, family), f in latest.items():
        term = vocab.RELATIONS[f.predicate]
        revs = [c for c in reversals.get(pair, []) if c.detail.get("family", family) == family]
        edges.append({
            "a": f.subject, "b": f.object, "relation": f.predicate, "family": family, "polarity": term.polarity,
            "directed": term.direction == "directed", "chapter": f.chapter, "quote": f.source.quote,
            "source": f.source.source, "reversal": bool(revs),
            "reversal_open": any(c.status is Status.open for c in revs),
            "reversal_ids": [c.id for c in revs], "reversal_chapter": min((c.chapter for c in revs), default=None),
        })
    edges.sort(key=lambda e: (e["a"], e["b"], e["family"]))
    return edges


def layout(names: Iterable[str], pairs: Iterable[tuple[str, str]], seed: int = 7,
           aspect: float = 1.0) -> dict[str, tuple[float, float]]:
    """Node positions in [-aspect, aspect] x [-1, 1]. Each connected group of people gets its own spring layout
    (networkx, fixed seed: the same book gives the same picture) in a cell sized by its head count, and the cells
    are packed in rows: a book with many small separate pairs does not squeeze each pair into a dot."""
    import networkx as nx

    g = nx.Graph()
    g.add_nodes_from(sorted(set(names)))
    g.add_edges_from(sorted({tuple(sorted(p)) for p in pairs}))
    if g.number_of_nodes() == 0:
        return {}
    comps = sorted((sorted(c) for c in nx.connected_components(g)), key=lambda c: (-len(c), c[0]))
    cells = []
    for comp in comps:
        if len(comp) == 1:
            pos = {comp[0]: (0.0, 0.0)}
        elif len(comp) == 2:
            pos = {comp[0]: (-0.8, 0.0), comp[1]: (0.8, 0.0)}
        else:
            raw = nx.spring_layout(g.subgraph(comp), seed=seed, k=1.6 / math.sqrt(len(comp)), iterations=200)
            xs, ys = [p[0] for p in raw.values()], [p[1] for p in raw.values()]
            span = max(max(xs) - min(xs), max(ys) - min(ys)) or 1.0
            cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
            pos = {n: ((p[0] - cx) / span * 1.8, (p[1] - cy) / span * 1.8) for n, p in raw.items()}
        cells.append((pos, math.sqrt(len(comp))))
    gap = 0.8
    width = max(max(2 * r + gap for _, r in cells), math.sqrt(sum((2 * r + gap) ** 2 for _, r in cells) * aspect))
    placed: dict[str, tuple[float, float]] = {}
    x = y = row = 0.0
    for pos, r in cells:
        w = 2 * r + gap
        if x > 0 and x + w > width + 1e-9:
            x, y, row = 0.0, y + row, 0.0
        for n, (px, py) in pos.items():
            placed[n] = (x + w / 2 + px * r, -(y + w / 2) + py * r)
        x += w
        row = max(row, w)
    xs, ys = [p[0] for p in placed.values()], [p[1] for p in placed.values()]
    sx, sy = (max(xs) - min(xs)) or 1e-9, (max(ys) - min(ys)) or 1e-9
    scale = min(2 * aspect / sx, 2 / sy, 0.8)  # a lone pair is not stretched across the whole frame
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    return {n: (round((p[0] - cx) * scale, 4), round((p[1] - cy) * scale, 4)) for n, p in placed.items()}


def dead_by(graph: StoryGraph, at: int) -> set[str]:
    deaths: dict[str, tuple] = {}
    back: dict[str, tuple] = {}
    for f in graph.facts_of("died"):
        if f.modality == "asserted" and f.chapter <= at and "erroneous" not in f.detail:
            deaths[f.subject] = max(deaths.get(f.subject, (0, 0, 0)), fact_order(f))
    for f in graph.facts_of("revived"):
        if f.chapter <= at:
            back[f.subject] = max(back.get(f.subject, (0, 0, 0)), fact_order(f))
    return {n for n, o in deaths.items() if back.get(n, (-1,)) < o}


# ---------------------------------------------------------------------- threads
def threads(graph: StoryGraph, conflicts: list[Conflict]) -> list[dict[str, Any]]:
    """Bible foreshadows and the open loops the text promises to take up: planted, paid off or stale."""
    from validators.foreshadow import TAKEN_UP

    n = len(graph.chapters)
    stale_by_fs: dict[str, Conflict] = {}
    stale_loops: dict[tuple[int, str], Conflict] = {}
    for c in conflicts:
        if c.kind != "stale_foreshadow":
            continue
        if c.detail.get("foreshadow"):
            stale_by_fs[str(c.detail["foreshadow"])] = c
        elif c.detail.get("open_loop"):
            for e in c.evidence:
                if e.role == "conflicting":
                    stale_loops[(e.chapter, e.quote)] = c
    mentions: dict[str, list[Fact]] = defaultdict(list)
    for pred in ("cue", "paidOff"):
        for f in graph.facts_of(pred):
            if "erroneous" not in f.detail:
                mentions[f.subject].append(f)
    rows: list[dict[str, Any]] = []
    fss = graph.setting.get("foreshadows", []) or []
    for fs in fss:
        fid = str(fs.get("id"))
        ms = sorted(mentions.get(fid, []), key=fact_order)
        planted = fs.get("planted") or (ms[0].chapter if ms else None)
        planted = int(planted) if planted is not None else None
        paid = fs.get("resolved")
        if paid is None and planted is not None:
            hits = [m.chapter for m in ms if m.chapter > planted
                    and (m.predicate == "paidOff" or m.detail.get("mentions", 1) >= TAKEN_UP)]
            paid = min(hits) if hits else None
        conflict = stale_by_fs.get(fid)
        status = "stale" if conflict is not None else "paid" if paid is not None else "planted"
        rows.append({"id": fid, "label": fid, "note": str(fs.get("note") or ""), "kind": "foreshadow",
                     "planted": planted, "due": fs.get("due"), "paid": int(paid) if paid is not None else None,
                     "mentions": sorted({m.chapter for m in ms if m.chapter > 0}), "status": status,
                     "conflict": conflict.id if conflict else None,
                     "conflict_status": conflict.status.value if conflict else None,
                     "quote": ms[0].source.quote if ms else ""})
    finished = graph.setting.get("status", "finished") != "ongoing"
    checked = not fss and finished  # validators.foreshadow checks open loops only then
    for i, f in enumerate(sorted(graph.facts_of("loop"), key=fact_order), 1):
        conflict = stale_loops.get((f.chapter, f.source.quote))
        if conflict is not None:
            status = "stale"
        elif checked and f.chapter < n:
            status = "paid"
        else:
            status = "planted"
        rows.append({"id": f"loop-{i}", "label": f"ch{f.chapter}: {f.source.quote[:24]}", "note": f.source.quote,
                     "kind": "loop", "planted": f.chapter, "due": None, "paid": None, "mentions": [],
                     "status": status, "conflict": conflict.id if conflict else None,
                     "conflict_status": conflict.status.value if conflict else None, "quote": f.source.quote})
    return rows

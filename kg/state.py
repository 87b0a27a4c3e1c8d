"""What is true about an entity at a given chapter, with sources: the query behind `loregraph query` and the
fact layer of context packs.

Only facts the review stands behind count: facts an editor marked `kept_original` (erroneous) are left out,
flashback/dialogue statements do not set the current state, and a value an editor accepted replaces the old
one from its chapter on.
"""
from __future__ import annotations

from typing import Any

from kg import vocab
from kg.graph import StoryGraph, fact_order
from kg.models import Fact, Report

BASELINE_KEYS = ("age", "gender", "handedness", "eyeColour", "hairColour", "mark", "speech", "role")
STATE_PREDICATES = ("rank", "wound", "wornItem", "trait", "role", "handedness", "mark", "eyeColour", "age")


def resolve_entity(graph: StoryGraph, name: str) -> str | None:
    """Canonical name for a name or alias (exact, then case-insensitive)."""
    if name in graph.entities:
        return name
    low = name.casefold()
    for e in graph.entities.values():
        if e.name.casefold() == low or any(a.casefold() == low for a in e.aliases):
            return e.name
    return None


def _src(f: Fact) -> dict[str, Any]:
    d: dict[str, Any] = {"chapter": f.chapter, "quote": f.source.quote}
    if f.source.source:
        d["source"] = f.source.source
    if f.source.start is not None:
        d["start"], d["end"] = f.source.start, f.source.end
    return d


def _usable(f: Fact, at: int, exclude: set | None = None) -> bool:
    return f.chapter <= at and "erroneous" not in f.detail and \
        not (exclude and (f.chapter, f.source.quote) in exclude)


def entity_view(graph: StoryGraph, name: str, at_chapter: int | None = None, report: Report | None = None,
                foreshadow_status: dict[str, dict] | None = None,
                exclude: set[tuple[int, str]] | None = None) -> dict[str, Any]:
    """`exclude`: (chapter, quote) of statements to leave out (disputed ones), so the last good value stands."""
    at = at_chapter if at_chapter is not None else max((c.index for c in graph.chapters), default=0)
    ent = graph.entities[name]
    mine = [f for f in graph.facts_about(name) if _usable(f, at, exclude)]
    mine.sort(key=fact_order)
    view: dict[str, Any] = {"entity": name, "kind": ent.kind, "aliases": list(ent.aliases), "at_chapter": at,
                            "first_chapter": ent.first_chapter}

    # baseline: the bible's Basics/Baseline, else what the text first established
    baseline: dict[str, dict] = {}
    for f in mine:
        if f.predicate in vocab.RELATIONS or f.predicate in ("relation", "appearsIn", "acts"):
            continue
        if f.layer == "baseline" or (f.chapter > 0 and f.predicate in BASELINE_KEYS and f.modality == "asserted"
                                     and f.object != "*"):
            k = f.key or f.predicate
            if k not in baseline and (f.chapter == 0 or f.layer != "state"):
                baseline[k] = {"key": k, "value": f.object, **_src(f)}
    view["baseline"] = list(baseline.values())

    # current state: the latest narrated value per key (an accepted change is the new value)
    state: dict[str, dict] = {}
    for f in mine:
        if f.predicate not in STATE_PREDICATES or f.object in ("*", "+1"):
            continue
        if f.chapter > 0 and (f.modality not in ("asserted", "explained_change") or f.detail.get("dialogue")):
            continue
        k = f.key or f.predicate
        if f.chapter == 0 and f.layer != "state":
            continue
        state[k] = {"key": k, "value": f.object, **_src(f), **({"accepted": True} if f.detail.get("accepted") else {})}
    deaths = [f for f in mine if f.predicate == "died" and f.modality == "asserted"]
    revivals = [f for f in mine if f.predicate == "revived"]
    alive = True
    if deaths:
        last_death = deaths[-1]
        alive = any(fact_order(r) > fact_order(last_death) for r in revivals)
        view["died"] = _src(deaths[0])
    view["alive"] = alive
    view["state"] = list(state.values())

    # relations: the latest statement per other person and family
    rels: dict[tuple[str, str], dict] = {}
    for f in graph.relations_of(name):
        if not _usable(f, at, exclude):
            continue
        if f.modality not in ("asserted", "explained_change") and f.chapter > 0:
            continue
        term = vocab.RELATIONS[f.predicate]
        other = f.object if f.subject == name else f.subject
        if other == name:
            continue
        key = (other, term.family)
        cur = rels.get(key)
        if cur is None or (cur["chapter"], cur.get("start") or -1) <= (f.chapter, f.source.start or -1):
            rels[key] = {"other": other, "relation": f.predicate, "family": term.family,
                         "polarity": term.polarity, "direction": "outgoing" if f.subject == name else "incoming",
                         **_src(f)}
    view["relations"] = sorted(rels.values(), key=lambda r: (r["other"], r["family"]))

    # open threads: bible foreshadows whose cue or note names this entity, not yet paid off by `at`
    threads = []
    names = {name, *ent.aliases}
    for fs in graph.setting.get("foreshadows", []):
        text = " ".join(str(x) for x in [*(fs.get("cue") or []), fs.get("note", "")])
        if not any(n and n in text for n in names):
            continue
        st = (foreshadow_status or {}).get(str(fs.get("id")), {})
        paid = st.get("paid_off")
        if paid is not None and paid <= at:
            continue
        planted = st.get("planted", fs.get("planted"))
        if planted is not None and int(planted) > at:
            continue
        threads.append({"id": str(fs.get("id")), "note": fs.get("note", ""), "planted": planted,
                        "due": fs.get("due"), "age_chapters": (at - int(planted)) if planted is not None else None})
    view["open_threads"] = threads
    if report is not None:
        view["conflicts"] = [{"id": c.id, "kind": c.kind, "severity": c.severity.value, "chapter": c.chapter,
                              "status": c.status.value, "message": c.message}
                             for c in report.conflicts if name in c.entities and c.chapter <= at]
    return view


def foreshadow_status(graph: StoryGraph) -> dict[str, dict]:
    """Bible foreshadow id -> {planted, paid_off} from the facts (chapter numbers; None when absent)."""
    out: dict[str, dict] = {}
    for fs in graph.setting.get("foreshadows", []):
        fid = str(fs.get("id"))
        planted = fs.get("planted")
        cues = [f for f in graph.facts_of("cue") if f.subject == fid and "erroneous" not in f.detail]
        if planted is None and cues:
            planted = min(f.chapter for f in cues)
        paid = fs.get("resolved")
        pays = [f.chapter for f in graph.facts_of("paidOff") if f.subject == fid]
        if paid is None and pays:
            paid = min(pays)
        out[fid] = {"planted": int(planted) if planted is not None else None,
                    "paid_off": int(paid) if paid is not None else None}
    return out

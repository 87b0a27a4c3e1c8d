"""The review flow: load -> extract (cached per chapter) -> graph -> validators -> report."""
from __future__ import annotations

import re
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from extractors import get_extractor
from extractors.rule import CODE_FINGERPRINT, mark_nouns, tool_nouns, worn_nouns
from extractors.bible import parse_age, profile_facts, read_bible, scale_rank
from extractors.entities import EntityIndex, build_index
from extractors.kin import kin_table
from extractors.lexicon import load_lexicon
from kg.book import Book, load_book
from kg.graph import StoryGraph
from kg.models import BookInfo, Conflict, Fact, Report
from kg.store import BookStore, pack_chapter, unpack_chapter
from kg.waivers import mask_comments

VERSION = "0.3.0"

Progress = Callable[[int, int], None]


@dataclass
class ReviewResult:
    book: Book
    graph: StoryGraph
    report: Report
    index: EntityIndex
    timings: dict[str, float] = field(default_factory=dict)
    extracted: int = 0  # chapters extracted this run (not from cache)


def build_graph(book: Book, store: BookStore | None, progress: Progress | None = None,
                extractor_name: str = "rule", workers: int | None = None) -> tuple[StoryGraph, EntityIndex, int, dict[str, float]]:
    timings: dict[str, float] = {}
    t = time.perf_counter()
    lex = load_lexicon(book.language)
    if extractor_name not in ("rule", "llm"):
        get_extractor(extractor_name, book.language)  # raises: unknown extractor
    use_llm = extractor_name == "llm"
    llm_cfg = None
    if use_llm:
        from extractors.llm import LLMConfig

        llm_cfg = LLMConfig.from_book(book.config.raw)  # ValueError when not configured: exit 2, before any work
    extractor = get_extractor("rule", book.language)
    bible = read_bible(book.bible, book.language)
    texts = [c.text for c in book.chapters] + [t for _, t in book.front_matter]
    # (the scan's name and gender counts change with the code that makes them, as the chapters' facts do)
    scan = store.load_scan(f"{VERSION}|{CODE_FINGERPRINT}|{lex.fingerprint}") if store else None
    setting = book_setting(book)
    index = build_index(texts, lex, [e for e in bible.entities if e.kind == "Character"] + _named_in_relations(bible, book.language),
                        book.config.narrator,
                        cache=scan, ranks=tuple(setting["power_scale"]),
                        bodies=tuple(e.name for e in bible.entities if e.kind in ("Faction", "Location")),
                        roles={prof.name: b.value for prof in bible.profiles for b in prof.bullets if b.canon == "role"})
    if store and scan is not None:
        store.save_scan(scan)
    for e in bible.entities:
        if e.kind != "Character" and (e.name not in index.entities or index.entities[e.name].origin == "text"):
            index.entities[e.name] = e  # (a guild the bible lists is a guild, though the text made it look like someone)
    index.terms = {
        "ranks": tuple(setting["power_scale"]),
        "actions": tuple((r["id"], a) for r in setting["rules"] for a in r.get("forbid_actions", [])),
        "cues": tuple((f["id"], c) for f in setting["foreshadows"] for c in f.get("cue", [])),
    }
    if setting["calendar"].get("months"):
        index.terms["months"] = tuple(str(m) for m in setting["calendar"]["months"])
    worn = worn_nouns([b.value for prof in bible.profiles for b in prof.bullets if b.canon == "worn"], book.language)
    if worn:
        index.terms["items"] = worn
    tools = tool_nouns([b.value for prof in bible.profiles for b in prof.bullets if b.canon == "handedness"], book.language)
    if tools:
        index.terms["tools"] = tools
    marks = mark_nouns([b.value for prof in bible.profiles for b in prof.bullets if b.canon in ("appearance", "mark")],
                       book.language)
    if marks:
        index.terms["marks"] = marks
    ages = tuple(sorted((prof.name, a) for prof in bible.profiles for b in prof.bullets if b.canon == "age"
                        and (a := parse_age(b.value)) is not None))
    if ages:
        index.terms["ages"] = ages  # "the old man" among the people just named is the one of them who is old
    scale = tuple(setting["power_scale"])
    held = tuple(sorted((prof.name, r) for prof in bible.profiles for b in prof.bullets if b.canon == "rank"
                        and (r := scale_rank(b.value, scale, book.language)) in scale))
    if held:
        index.terms["rank_of"] = held  # "他终于突破到了筑基期" is not the master's, who is far past it
    index.build()
    facts: list[Fact] = list(bible.facts) + profile_facts(bible.profiles, extractor, index)
    kin = kin_table(facts, index.gender)
    if kin:
        index.terms["kin"] = kin  # "her father" names the bible's one father of hers (extractors.kin)
        index.build()
    timings["index"] = time.perf_counter() - t
    t = time.perf_counter()
    fp = f"{extractor.fingerprint}|{index.fingerprint}"
    extracted = 0
    n = len(book.chapters)
    import gc

    gc_was = gc.isenabled()
    gc.disable()  # hundreds of thousands of small objects and no cycles: the collector only costs time here
    lazy: dict[str, dict[int, dict]] = {}  # predicate -> chapter -> subject -> facts still as text (kg.graph)
    blobs: dict[int, bytes] = {}  # chapter -> the bytes that text is in
    try:
        per: list[tuple[list[Fact], dict, bytes] | None] = [store.cached_facts(ch.hash, fp, ch.index) if store else None
                                                     for ch in book.chapters]
        todo = [i for i, got in enumerate(per) if got is None]
        todo_set = set(todo)
        pool = _workers(workers, len(todo))
        if pool > 1:
            for i, data in _extract_parallel(book, extractor, index, todo, pool):
                per[i] = unpack_chapter(data, book.chapters[i].index)
                if store:
                    store.save_facts(book.chapters[i].hash, fp, data)
                if progress:
                    progress(sum(1 for x in per if x is not None), n)
        for i, ch in enumerate(book.chapters):
            if per[i] is None:
                got = extractor.extract(_masked(ch), index)
                if store:
                    store.save_facts(ch.hash, fp, got)
                per[i] = (got, {}, b"")
            if i in todo_set:
                extracted += 1
            chapter_facts, chapter_lazy, blob = per[i]
            facts.extend(chapter_facts)
            for pred, by_subject in chapter_lazy.items():
                lazy.setdefault(pred, {})[ch.index] = dict(by_subject)
            if chapter_lazy:
                blobs[ch.index] = blob
            if progress and pool <= 1:
                progress(i + 1, n)
    finally:
        if gc_was:
            gc.enable()
    llm_run = None
    if use_llm:
        from extractors.llm import LLMExtractor

        llm = LLMExtractor(book.language, llm_cfg, (store.dir / "cache" / "llm") if store else None)
        added, llm_run = llm.run(book.chapters, facts, index, setting)
        facts.extend(added)
    timings["extract"] = time.perf_counter() - t
    t = time.perf_counter()
    from kg.timeline import apply_frames, apply_timeline

    graph = StoryGraph(book.chapters, index.entities, facts, book.language, setting=setting, lazy=lazy, blobs=blobs)
    mentions = Counter()
    first_seen: dict[str, int] = {}
    for ch, counts in sorted(graph.mentions().items()):
        for name, k in counts.items():
            mentions[name] += k
            first_seen.setdefault(name, ch)
    for name, e in index.entities.items():
        e.mentions = mentions.get(name, e.mentions)
        e.first_chapter = first_seen.get(name, 0)
    apply_frames(graph)  # retold pasts may span chapters

    apply_timeline(graph)
    timings["graph"] = time.perf_counter() - t
    graph.extractor_run = llm_run.as_dict() if llm_run is not None else {"method": "rule"}
    return graph, index, extracted, timings


def _masked(ch):
    masked = mask_comments(ch.text)  # inline waiver notes are not story text
    return ch if masked is ch.text else ch.model_copy(update={"text": masked})


PARALLEL_FROM = 24  # chapters to extract before worker processes pay for themselves


def _workers(asked: int | None, todo: int) -> int:
    """Worker processes for a cold extraction: `asked`, else LOREGRAPH_WORKERS, else one per core (at most 4).
    Only with fork (the compiled extractor is inherited, not rebuilt) and from a single-threaded process."""
    import multiprocessing as mp
    import os
    import threading

    if todo < PARALLEL_FROM or "fork" not in mp.get_all_start_methods() or threading.active_count() > 1:
        return 1
    if asked is None:
        env = os.environ.get("LOREGRAPH_WORKERS", "")
        asked = int(env) if env.isdigit() else min(4, os.cpu_count() or 1)
    return max(1, min(asked, todo // 8))


_FORK_STATE: dict = {}


def _extract_slice(indices: list[int]) -> list[tuple[int, bytes]]:
    st = _FORK_STATE
    return [(i, pack_chapter(st["extractor"].extract(_masked(st["chapters"][i]), st["index"]))) for i in indices]


def _extract_parallel(book: Book, extractor, index, todo: list[int], pool: int):
    """Extract chapters in `pool` forked processes; facts come back as the cache's bytes (kg.store.pack_chapter)."""
    import multiprocessing as mp

    _FORK_STATE.update(extractor=extractor, index=index, chapters=book.chapters)
    # interleaved slices balance long and short chapters; several per worker keep the progress bar moving
    k = pool * 4
    slices = [todo[j::k] for j in range(k) if todo[j::k]]
    try:
        with mp.get_context("fork").Pool(pool) as p:
            for chunk in p.imap_unordered(_extract_slice, slices):
                yield from chunk
    finally:
        _FORK_STATE.clear()


_CYCLE_LEN = re.compile(r"\b(?:a|each|every|one)\s+(?P<w>cycle|rotation|circuit|orbit|turning)\s+(?:has|is|lasts|runs(?:\s+for)?|"
                        r"of)\s+(?:exactly\s+|precisely\s+)?(?P<n>\d{1,4})\s+(?:station\s+|local\s+|standard\s+)?days\b", re.I)
_CYCLE_ANCHOR = re.compile(r"\b(?:Cycle|Rotation|Circuit|Orbit|Turning)\s+(?P<c>\d{1,4}),?\s+Day\s+(?P<d>\d{1,4})\s+"
                           r"(?:fell\s+on|falls\s+on|was|is|=|corresponds\s+to|matches)\s+(?:the\s+)?"
                           r"(?:(?P<d1>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>[A-Z][a-z]+),?\s+(?P<y1>\d{4})"
                           r"|(?P<m2>[A-Z][a-z]+)\s+(?P<d2>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y2>\d{4}))")
_MONTHS = {m: i + 1 for i, m in enumerate(["January", "February", "March", "April", "May", "June", "July", "August",
                                            "September", "October", "November", "December"])}


def _cycle_calendar(bible_texts: list[str]) -> dict:
    """A station's or a colony's own reckoning from the world notes: "A cycle has exactly 120 days", and where it
    meets the Earth calendar, "Cycle 22, Day 1 fell on 10 January 2231"."""
    out: dict = {}
    for t in bible_texts:
        m = _CYCLE_LEN.search(t)
        if m and "days" not in out:
            out["days"] = int(m.group("n"))
        a = _CYCLE_ANCHOR.search(t)
        if a and "anchor" not in out:
            mon = _MONTHS.get(a.group("m1") or a.group("m2") or "")
            if mon:
                out["anchor"] = {"cycle": int(a.group("c")), "day": int(a.group("d")),
                                 "date": (int(a.group("y1") or a.group("y2")), mon, int(a.group("d1") or a.group("d2")))}
    return out if "days" in out else {}


def _calendar(book: Book, rules: dict) -> dict:
    """The bible's calendar (rules.yaml `calendar:`), with the book's own month names found in its dates and the
    order its world notes list them in, when it names months no real calendar has."""
    cal = dict(rules.get("calendar") or {})
    if cal.get("months"):
        cal.setdefault("months_per_year", len(cal["months"]))
    if book.language == "en" and not cal.get("cycle"):
        bible_texts = [t for _, t in book.bible.characters] + [x[1] for x in (book.bible.world, book.bible.factions) if x]
        cyc = _cycle_calendar(bible_texts)
        if cyc:
            cal["cycle"] = cyc
    if book.language == "en" and not cal.get("months"):
        from extractors.lexicon import load_lexicon
        from extractors.story import named_months

        bible_texts = [t for _, t in book.bible.characters] + [x[1] for x in (book.bible.world, book.bible.factions) if x]
        if not any(re.search(r"\bmonths?\b|\bcalendar\b|\bmoons\b|\breckoning\b", t, re.I) for t in bible_texts):
            return cal  # the bible says nothing of months: no invented calendar to look for in the chapters
        months, dpm = named_months([c.text for c in book.chapters], bible_texts,
                                   set(load_lexicon("en").data["time"]["months"]))
        if months:
            cal["months"] = list(months)
            cal.setdefault("months_per_year", len(months))
            if dpm:
                cal.setdefault("days_per_month", dpm)
    return cal


def _named_in_relations(bible, language: str) -> list:
    """People a profile names in a relation ("With Carol Nixon: his wife") who have no profile of their own: known by
    their full name, so "Carol Nixon" is not read as "Nixon" (Eddie Nixon)."""
    from kg.models import Entity

    known = {e.name for e in bible.entities} | {a for e in bible.entities for a in e.aliases}
    out: dict[str, Entity] = {}
    for prof in bible.profiles:
        for b in prof.bullets:
            if b.canon != "relation":
                continue
            other = re.sub(r"^(与|with\s+)", "", b.key, flags=re.I).strip()
            # (English only: a Chinese key such as 与师门 or 与全村人 is as often a group as a person)
            full = language == "en" and re.fullmatch(r"[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+", other)
            if full and other not in known and other not in out:
                out[other] = Entity(name=other, kind="Character", origin="relation", proper=True)
    return list(out.values())


def book_setting(book: Book) -> dict:
    from kg.strands import detect_strands

    """What the validators need from the config and the bible, as plain data."""
    rules = book.bible.rules or {}
    return {
        "power_scale": [str(x) for x in rules.get("power_scale", []) or []],
        "rules": [dict(r) for r in rules.get("rules", []) or []],
        "rules_path": book.bible.rules_path,
        "calendar": _calendar(book, rules),
        "foreshadows": [dict(f) for f in book.bible.foreshadows],
        "foreshadows_path": book.bible.foreshadows_path,
        "status": book.config.status,
        "stale_after_chapters": book.config.stale_after_chapters,
        "narrator": book.config.narrator,
        "world": list(book.bible.world) if book.bible.world else None,  # (path, text): verbatim setting
        "factions": list(book.bible.factions) if book.bible.factions else None,
        "strands": detect_strands(book.chapters, book.language),  # alternating timelines: a clock each
    }


def review(path: str | Path, *, persist: bool = True, progress: Progress | None = None,
           extractor_name: str | None = None, quiet: bool = False, rdf_store: bool | None = None,
           workers: int | None = None) -> ReviewResult:
    """Review a book. Chapters not in the cache are extracted in `workers` forked processes (default: one per
    core, at most 4; LOREGRAPH_WORKERS overrides; 1 means in-process). With `persist`, the per-chapter fact caches, the report and the decisions' effects live
    in BOOK/.loregraph/. The Oxigraph quad store (one named graph per chapter, for SPARQL) is kept in step only
    when asked (`rdf_store`, `[store] rdf = true`, or `loregraph sparql`): writing ~12 quads per fact costs as
    much as the review itself, and nothing in a review reads it."""
    import gc

    gc_was = gc.isenabled()
    gc.disable()  # a review allocates hundreds of thousands of small, acyclic objects: collecting is pure cost
    try:
        return _review(path, persist=persist, progress=progress, extractor_name=extractor_name, quiet=quiet,
                       rdf_store=rdf_store, workers=workers)
    finally:
        if gc_was:
            gc.enable()


def _review(path, *, persist, progress, extractor_name, quiet, rdf_store, workers) -> ReviewResult:
    from validators import run_rules

    t0 = time.perf_counter()
    book = load_book(path)
    timings = {"load": time.perf_counter() - t0}
    store = BookStore(book.store_dir, quiet=quiet) if persist else None
    graph, index, extracted, t_graph = build_graph(book, store, progress,
                                                   extractor_name or book.config.extract_method or "rule",
                                                   workers=workers)
    timings.update(t_graph)
    t = time.perf_counter()
    conflicts = run_rules(graph)
    graph, conflicts, touched = apply_decisions(book, graph, index, conflicts, store)
    timings["validate"] = time.perf_counter() - t
    t = time.perf_counter()
    report = make_report(book, graph, conflicts)
    if rdf_store is None:
        sec = book.config.raw.get("store", {})
        rdf_store = bool(sec.get("rdf", False)) if isinstance(sec, dict) else False
    if store:
        store.save_report(report.model_dump_json(indent=2))
        if rdf_store:
            t2 = time.perf_counter()
            store.sync_graph(graph, f"{get_extractor('rule', book.language).fingerprint}|{index.fingerprint}",
                             extra=touched)
            timings["store"] = time.perf_counter() - t2
    timings["report"] = time.perf_counter() - t
    return ReviewResult(book=book, graph=graph, report=report, index=index, timings=timings, extracted=extracted)


def decision_log(book: Book, store: BookStore | None):
    from kg.decisions import DecisionLog

    return DecisionLog(store.dir if store else book.store_dir)


def apply_decisions(book: Book, graph: StoryGraph, index: EntityIndex, conflicts: list[Conflict],
                    store: BookStore | None) -> tuple[StoryGraph, list[Conflict], dict[int, str]]:
    """Editor decisions and inline waivers, applied: accepted changes and kept originals change the facts the
    rules see (and the rules run again on them); every decided conflict carries its status."""
    import hashlib

    from kg import waivers
    from kg.decisions import apply_to_facts, overlay, standing
    from kg.models import Status
    from validators import run_rules

    current = decision_log(book, store).current()
    decided = standing(conflicts, current)
    touched: dict[int, str] = {}
    if any(r.decision in (Status.accepted_change, Status.kept_original) for r in decided.values()):
        facts, n = apply_to_facts(graph.facts, conflicts, decided)
        if n:
            from kg.timeline import apply_timeline

            marks: dict[int, list[str]] = {}
            for f in graph.facts:
                if "accepted" in f.detail or "erroneous" in f.detail:
                    marks.setdefault(f.chapter, []).append(f"{f.detail.get('accepted')}{f.detail.get('erroneous')}")
            touched = {ch: hashlib.sha1("|".join(sorted(v)).encode()).hexdigest()[:12] for ch, v in marks.items()}
            run = getattr(graph, "extractor_run", None)
            graph = StoryGraph(book.chapters, index.entities, facts, book.language, setting=graph.setting)
            graph.extractor_run = run
            apply_timeline(graph)
            again = run_rules(graph)
            ids = {c.id for c in again}
            # a decided conflict may be gone now (its fact set aside): it stays in the report with its status
            conflicts = again + [c for c in conflicts if c.id in decided and c.id not in ids]
    overlay(conflicts, current)
    ws = [w for ch in book.chapters if "<!--" in ch.text for w in waivers.parse(ch.index, ch.text)]
    waivers.apply(conflicts, ws, {ch.index: ch.file for ch in book.chapters})
    return graph, conflicts, touched


def restatus(book: Book, report: Report, log_dir: Path) -> Report:
    """A stored report brought up to the decision log as it is now (the stored statuses are those of the log when
    the review ran): statuses cleared, the log laid over (kg.decisions.overlay), then the inline waivers on what is
    still open, as a review does. Changes the report in place and returns it."""
    from kg import waivers
    from kg.decisions import DecisionLog, overlay
    from kg.models import Status

    for c in report.conflicts:
        c.status, c.decision = Status.open, None
        c.detail.pop("reopened", None)
        c.detail.pop("inline_waiver", None)
    overlay(report.conflicts, DecisionLog(log_dir).current())
    ws = [w for ch in book.chapters if "<!--" in ch.text for w in waivers.parse(ch.index, ch.text)]
    waivers.apply(report.conflicts, ws, {ch.index: ch.file for ch in book.chapters})
    return report


def make_report(book: Book, graph: StoryGraph, conflicts: list[Conflict]) -> Report:
    conflicts = sorted(conflicts, key=lambda c: (c.chapter, c.kind, c.id))
    # ids are unique: the same facts twice would be one conflict
    seen: set[str] = set()
    unique = []
    for c in conflicts:
        if c.id not in seen:
            seen.add(c.id)
            unique.append(c)
    by_kind = Counter(c.kind for c in unique)
    by_sev = Counter(c.severity.value for c in unique)
    by_status = Counter(c.status.value for c in unique)
    stats = {
        "facts": graph.fact_count() - graph.fact_count("appearsIn"),
        "mentions": sum(k for counts in graph.mentions().values() for k in counts.values()),
        "entities": sum(1 for e in graph.entities.values()),
        "characters": sum(1 for e in graph.entities.values() if e.kind == "Character"),
        "conflicts": len(unique),
        "by_kind": dict(sorted(by_kind.items())),
        "by_severity": dict(sorted(by_sev.items())),
        "by_status": dict(sorted(by_status.items())),
        "open": sum(1 for c in unique if c.status.value == "open"),
        "characters_of_text": sum(len(t) for t in graph.texts.values()),
    }
    run = getattr(graph, "extractor_run", None)
    if run and run.get("method") != "rule":
        stats["extractor"] = run
    return Report(loregraph_version=VERSION,
                  book=BookInfo(title=book.title, path=str(book.root), language=book.language,
                                chapters=len(book.chapters)),
                  stats=stats, conflicts=unique)

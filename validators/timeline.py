"""TL01 timeline_jump: in-story time that cannot be.

- a date earlier than the story has already reached, told as the present (no flashback marker);
- stated intervals that add up to more than the dates around them allow;
- a time said since a death ("Castellane had been dead five weeks", "钱禄死了已经半个月") that the days between
  the death and the saying cannot be.
A jump back of more than a year is listed at info: in long books it is a deliberate retelling of another thread
far more often than a slip (三国演义 ch38 goes back from 建安十二年 to 建安七年 to tell 孙权's story; every slip
in the benchmark books goes back days or months).
(An age that does not fit the time passed is checked by BL01 against the character's baseline age.)

Anti-pattern: ch8 天启三年八月十五 … ch9 次日 … ch11 天启三年八月初九，归云殿的大门敞开了
Fine:         ch8 天启三年八月十五 … ch9 他回想起天启三年七月十二那夜的雨  (a memory does not move the clock)
"""
from __future__ import annotations

from typing import Iterator

from kg.graph import StoryGraph, fact_order
from kg.models import Conflict, Fact, Severity
from validators.base import Rule


class TimelineJump(Rule):
    code = "TL01"
    kind = "timeline_jump"
    severity = Severity.error

    def check(self, graph: StoryGraph) -> Iterator[Conflict]:
        tl = graph.timeline
        if tl is None:
            return
        seen: set[tuple[str, int]] = set()
        for a in tl.anomalies:
            conflicting = a.conflicting
            chapter = max(f.chapter for f in conflicting) if a.kind == "backwards" else a.chapter
            if (a.kind, chapter) in seen:
                continue
            seen.add((a.kind, chapter))
            # going back more than a year is more often a deliberate retelling of another thread than a slip
            far = a.kind == "backwards" and a.detail.get("days_back", 0) > a.detail.get("year_length", 365)
            yield self.conflict(
                id_parts=(a.kind, *[f.source.quote for f in a.established[:1]], *[f.source.quote for f in conflicting]),
                chapter=chapter, entities=[], message=a.message, established=a.established, conflicting=conflicting,
                severity=Severity.info if far else Severity.error, detail={"anomaly": a.kind, **a.detail})
        yield from self._since_death(graph, tl)

    def _since_death(self, graph: StoryGraph, tl) -> Iterator[Conflict]:
        """"Castellane had been dead five weeks" sixteen days after he died: a stated time since a death that the days
        between cannot be. Too short always counts (untold days only add to the days between); too long only where
        explicit dates pin both the death and the statement (untold days could fill the gap otherwise)."""
        deaths: dict[str, Fact] = {}
        for f in sorted(graph.facts_of("died"), key=fact_order):
            if f.modality == "asserted" and not f.detail.get("spoken"):
                deaths.setdefault(f.subject, f)
        dated = _pinned_positions(graph)
        for f in sorted(graph.facts_of("sinceDeath"), key=fact_order):
            d = deaths.get(f.subject)
            if f.modality != "asserted" or d is None or (d.chapter, d.source.start or 0) >= (f.chapter, f.source.start or 0):
                continue
            if d.story_day is None or f.story_day is None or not tl.dated or not tl.same_clock(d.chapter, f.chapter):
                continue
            gap = f.story_day - d.story_day
            stated = float(f.detail.get("days", 0))
            if gap < 0 or stated <= 0:
                continue
            slack = max(2.0, 0.25 * max(gap, stated))
            burial = bool(f.detail.get("burial"))
            short = not burial and stated + slack < gap
            # (the saying pinned in its own chapter: a chapter with no date of its own may come weeks later)
            long_ = stated > gap + slack and dated(d) and dated(f, reach=0)
            if not (short or long_):
                continue
            zh = graph.language == "zh"
            what = ("下葬" if burial else "死") if zh else ("buried" if burial else "dead")
            msg = (f"第{f.chapter}章说{f.subject}{what}了{stated:g}天（{f.source.quote}），但自第{d.chapter}章的"
                   f"{d.source.quote}起只过了约{gap:g}天" if zh else
                   f"ch{f.chapter} says {f.subject} has been {what} {stated:g} days ({f.source.quote}), but "
                   f"{d.source.quote} (ch{d.chapter}) is about {gap:g} days before")
            yield self.conflict(id_parts=("since-death", f.subject, d.source.quote, f.source.quote), chapter=f.chapter,
                                entities=[f.subject], message=msg, established=[d], conflicting=[f],
                                severity=self.severity, detail={"anomaly": "since_death", "stated_days": stated,
                                                                "date_gap": round(gap, 1)})


def _pinned_positions(graph: StoryGraph):
    """Whether a fact's story day is pinned by an explicit date: a date given to the day earlier in its chapter (or
    in the chapter before), with advances of two days at most between them."""
    marks: dict[int, list[Fact]] = {}
    for m in graph.facts_of("timeMark"):
        if m.modality == "asserted" and m.chapter > 0:
            marks.setdefault(m.chapter, []).append(m)
    for v in marks.values():
        v.sort(key=lambda m: m.source.start or 0)

    def dated(f: Fact, reach: int = 1) -> bool:
        # back through this chapter (and `reach` chapters before): advances of two days at most since a date given
        # to the day
        pos = f.source.start or 0
        told = 0.0
        for ch in range(f.chapter, f.chapter - reach - 1, -1):
            here = [m for m in marks.get(ch, []) if ch < f.chapter or (m.source.start or 0) <= pos]
            for m in reversed(here):
                if m.detail.get("type") == "date" and m.detail.get("day"):
                    return told <= 2
                if m.detail.get("type") == "advance":
                    told += float(m.detail.get("lo", 0))
                    if told > 2:
                        return False
        return False
    return dated

"""TL01 timeline_jump: in-story time that cannot be.

- a date earlier than the story has already reached, told as the present (no flashback marker);
- stated intervals that add up to more than the dates around them allow.
A jump back of more than a year is listed at info: in long books it is a deliberate retelling of another thread
far more often than a slip (三国演义 ch38 goes back from 建安十二年 to 建安七年 to tell 孙权's story; every slip
in the benchmark books goes back days or months).
(An age that does not fit the time passed is checked by BL01 against the character's baseline age.)

Anti-pattern: ch8 天启三年八月十五 … ch9 次日 … ch11 天启三年八月初九，归云殿的大门敞开了
Fine:         ch8 天启三年八月十五 … ch9 他回想起天启三年七月十二那夜的雨  (a memory does not move the clock)
"""
from __future__ import annotations

from typing import Iterator

from kg.graph import StoryGraph
from kg.models import Conflict, Severity
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

"""TL01 timeline_jump: in-story time that cannot be.

- a date earlier than the story has already reached, told as the present (no flashback marker);
- stated intervals that add up to more than the dates around them allow.
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
        for a in tl.anomalies:
            conflicting = a.conflicting
            chapter = max(f.chapter for f in conflicting) if a.kind == "backwards" else a.chapter
            yield self.conflict(
                id_parts=(a.kind, *[f.source.quote for f in a.established[:1]], *[f.source.quote for f in conflicting]),
                chapter=chapter, entities=[], message=a.message, established=a.established, conflicting=conflicting,
                severity=Severity.error, detail={"anomaly": a.kind, **a.detail})

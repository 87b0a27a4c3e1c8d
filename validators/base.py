"""The shared Rule base: one rule, one module, one code. Rules are pure: StoryGraph in, Conflicts out."""
from __future__ import annotations

import hashlib
from typing import Iterable, Iterator

from kg.graph import StoryGraph
from kg.models import Conflict, Evidence, Fact, Severity


class Rule:
    code: str = ""
    kind: str = ""
    severity: Severity = Severity.error

    def check(self, graph: StoryGraph) -> Iterator[Conflict]:  # pragma: no cover - abstract
        raise NotImplementedError

    def conflict_id(self, *parts: object) -> str:
        h = hashlib.sha1("\x1f".join(str(p) for p in (self.code, *parts)).encode("utf-8")).hexdigest()[:8]
        return f"{self.code[:2].lower()}-{h}"

    def conflict(self, *, id_parts: Iterable[object], chapter: int, entities: list[str], message: str,
                 established: list[Fact], conflicting: list[Fact], severity: Severity | None = None,
                 detail: dict | None = None) -> Conflict:
        ev = [Evidence.from_ref(f.source, "established") for f in established]
        ev += [Evidence.from_ref(f.source, "conflicting") for f in conflicting]
        return Conflict(id=self.conflict_id(*id_parts), kind=self.kind, rule=self.code,
                        severity=severity or self.severity, chapter=chapter, entities=entities, message=message,
                        evidence=ev, detail=detail or {})

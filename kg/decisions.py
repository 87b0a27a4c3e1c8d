"""Editor decisions: an append-only log in BOOK/.loregraph/decisions.jsonl, and how decisions apply to a review.

Every decision is one JSON line: who, when, the note, and a snapshot of the evidence it was taken on. A
decision is never changed or removed; undo appends an `undo` record that takes back the latest standing
decision on that conflict. The effective decision for a conflict is the log replayed in order.

Writes take an exclusive lock (`decisions.lock`, fcntl) and replace the file atomically (temp file, fsync,
rename), so the CLI and the dashboard writing at once never lose a line, and a process killed in the middle of
a write leaves the log as it was before that write. A torn or hand-mangled line is skipped with a warning on
read and kept on write: nothing an editor recorded is dropped by loregraph.

Meaning of a decision (applied on every review):

- `accepted_change`: the conflicting statement is the new truth from its chapter on; later checks compare
  with it (kg.decisions.apply_to_facts marks the fact `accepted`; each rule treats that as a new baseline).
- `kept_original`: the conflicting statement is an error to fix; its facts are marked `erroneous` and kept
  out of later checks and out of context packs.
- `intentional`: waived with its reason (shown as such).
- `false_positive`: suppressed and counted per rule, so `loregraph stats` can say how often a rule was wrong.

A decision whose evidence changed since it was taken (a quote edited away or rewritten) does not apply: the
conflict is shown open again with `detail.reopened`.
"""
from __future__ import annotations

import fcntl
import getpass
import hashlib
import json
import os
import sys
import time
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator

from pydantic import BaseModel, Field, ValidationError

from kg.models import Conflict, Decision, Fact, Status
from kg.store import atomic_write

DECISIONS = ("accepted_change", "kept_original", "intentional", "false_positive")
LOG_NAME = "decisions.jsonl"
LOCK_NAME = "decisions.lock"


class EvidenceRef(BaseModel):
    chapter: int
    role: str
    quote: str


class DecisionRecord(BaseModel):
    """One line of the log."""

    seq: int
    op: str = "decide"  # decide | undo
    conflict_id: str
    decision: Status | None = None  # None for undo
    by: str = ""
    at: str = ""
    note: str = ""
    rule: str = ""
    kind: str = ""
    chapter: int = 0
    entities: list[str] = Field(default_factory=list)
    message: str = ""
    evidence: list[EvidenceRef] = Field(default_factory=list)
    evidence_key: str = ""


def evidence_key(conflict: Conflict) -> str:
    """What a decision was taken on: the quotes of both sides (not their offsets, not chapter numbers, so an
    edit elsewhere in the chapter, or a chapter inserted before it, does not reopen it)."""
    parts = sorted(f"{e.role}\x1f{e.source or ''}\x1f{e.quote}" for e in conflict.evidence)
    return hashlib.sha1("\x1e".join(parts).encode("utf-8")).hexdigest()[:16]


def default_user() -> str:
    try:
        return os.environ.get("LOREGRAPH_USER") or getpass.getuser()
    except Exception:  # noqa: BLE001 - no user database in a container
        return "editor"


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class DecisionLog:
    def __init__(self, store_dir: Path):
        self.dir = Path(store_dir)
        self.path = self.dir / LOG_NAME
        self.lock_path = self.dir / LOCK_NAME

    # ------------------------------------------------------------------ reading
    def _read_lines(self) -> list[str]:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return []
        return raw.decode("utf-8", errors="replace").splitlines()

    def records(self) -> list[DecisionRecord]:
        out = []
        for n, line in enumerate(self._read_lines(), 1):
            if not line.strip():
                continue
            try:
                out.append(DecisionRecord.model_validate_json(line))
            except (ValidationError, ValueError):
                print(f"loregraph: warning: {self.path}:{n}: unreadable decision line skipped", file=sys.stderr)
        return out

    def current(self) -> dict[str, DecisionRecord]:
        """conflict id -> the standing decision (the log replayed: decide pushes, undo pops)."""
        stacks: dict[str, list[DecisionRecord]] = {}
        for r in self.records():
            st = stacks.setdefault(r.conflict_id, [])
            if r.op == "undo":
                if st:
                    st.pop()
            else:
                st.append(r)
        return {cid: st[-1] for cid, st in stacks.items() if st}

    # ------------------------------------------------------------------ writing
    @contextmanager
    def locked(self, timeout: float = 30.0) -> Iterator[None]:
        self.dir.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            deadline = time.monotonic() + timeout
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise TimeoutError(f"{self.lock_path}: another loregraph process holds the decision lock")
                    time.sleep(0.01)
            yield
        finally:
            try:
                fcntl.flock(fd, fcntl.LOCK_UN)
            finally:
                os.close(fd)

    def _append(self, rec: DecisionRecord) -> DecisionRecord:
        with self.locked():
            lines = [ln for ln in self._read_lines() if ln.strip()]
            last = 0
            for ln in lines:
                try:
                    last = max(last, int(json.loads(ln).get("seq", 0)))
                except (ValueError, AttributeError, TypeError):
                    continue
            rec.seq = last + 1
            lines.append(rec.model_dump_json())
            atomic_write(self.path, ("\n".join(lines) + "\n").encode("utf-8"))
        return rec

    def decide(self, conflict: Conflict, decision: str | Status, *, by: str | None = None,
               note: str = "") -> DecisionRecord:
        status = Status(decision)
        if status is Status.open:
            raise ValueError("a decision is one of " + ", ".join(DECISIONS))
        rec = DecisionRecord(
            seq=0, conflict_id=conflict.id, decision=status, by=by or default_user(), at=_now(), note=note,
            rule=conflict.rule, kind=conflict.kind, chapter=conflict.chapter, entities=list(conflict.entities),
            message=conflict.message,
            evidence=[EvidenceRef(chapter=e.chapter, role=e.role, quote=e.quote) for e in conflict.evidence],
            evidence_key=evidence_key(conflict))
        return self._append(rec)

    def undo(self, conflict_id: str, *, by: str | None = None, note: str = "") -> DecisionRecord:
        if conflict_id not in self.current():
            raise KeyError(conflict_id)
        return self._append(DecisionRecord(seq=0, op="undo", conflict_id=conflict_id, by=by or default_user(),
                                           at=_now(), note=note))


# ---------------------------------------------------------------------- applying decisions to a review
def as_decision(rec: DecisionRecord) -> Decision:
    return Decision(conflict_id=rec.conflict_id, decision=rec.decision, by=rec.by, at=rec.at, note=rec.note)


def standing(conflicts: list[Conflict], current: dict[str, DecisionRecord]) -> dict[str, DecisionRecord]:
    """The decisions that apply to these conflicts: same id and the same evidence as when decided."""
    return {c.id: current[c.id] for c in conflicts
            if c.id in current and current[c.id].evidence_key == evidence_key(c)}


def overlay(conflicts: list[Conflict], current: dict[str, DecisionRecord]) -> list[Conflict]:
    """Set status and decision on each conflict from the log; a decision whose evidence changed reopens."""
    for c in conflicts:
        rec = current.get(c.id)
        if rec is None:
            continue
        if rec.evidence_key != evidence_key(c):
            c.status = Status.open
            c.decision = None
            c.detail["reopened"] = {"previous": rec.decision.value if rec.decision else None, "by": rec.by,
                                    "at": rec.at, "note": rec.note,
                                    "why": "the evidence changed since the decision was taken"}
            continue
        c.status = rec.decision
        c.decision = as_decision(rec)
    return conflicts


_ATTRIBUTE_PREDICATES = {"handedness", "mark", "eyeColour", "hairColour", "wornItem", "wound", "age", "speech",
                         "utterance", "trait"}


def _targets(c: Conflict, facts_at: dict[tuple[int, str], list[Fact]]) -> list[Fact]:
    """The facts behind a conflict's conflicting evidence."""
    from kg import vocab

    out: list[Fact] = []
    ents = set(c.entities)
    for e in c.evidence:
        if e.role != "conflicting":
            continue
        for f in facts_at.get((e.chapter, e.quote), []):
            if e.start is not None and f.source.start is not None and f.source.start != e.start:
                continue
            if c.kind == "timeline_jump":
                ok = f.predicate == "timeMark"
            elif c.kind == "relation_reversal":
                ok = f.predicate in vocab.RELATIONS and {f.subject, f.object} <= ents
            elif c.kind == "dead_character_active":
                ok = f.predicate == "acts" and f.subject in ents
            elif c.kind == "world_rule_violation":
                ok = f.predicate == "action" and f.subject in ents
            elif c.kind == "baseline_violation":
                key = c.detail.get("key")
                ok = f.subject in ents and (f.key == key if key else f.predicate in _ATTRIBUTE_PREDICATES)
            else:
                ok = False
            if ok and f not in out:
                out.append(f)
    return out


def apply_to_facts(facts: list[Fact], conflicts: list[Conflict], decided: dict[str, DecisionRecord],
                   setting: dict | None = None) -> tuple[list[Fact], int]:
    """Apply accepted_change and kept_original decisions to the facts before the rules run again.
    Returns the facts to check (erroneous ones left out) and how many facts the decisions touched."""
    touched = 0
    wanted = [c for c in conflicts if c.id in decided
              and decided[c.id].decision in (Status.accepted_change, Status.kept_original)]
    if not wanted:
        return facts, 0
    facts_at: dict[tuple[int, str], list[Fact]] = {}
    for f in facts:
        facts_at.setdefault((f.chapter, f.source.quote), []).append(f)
    extra: list[Fact] = []
    for c in wanted:
        dec = decided[c.id].decision
        for f in _targets(c, facts_at):
            touched += 1
            if dec is Status.kept_original:
                f.detail["erroneous"] = c.id
                continue
            f.detail["accepted"] = c.id
            if c.kind == "dead_character_active":
                # alive after all from here on
                extra.append(Fact(subject=f.subject, predicate="revived", object="accepted", chapter=f.chapter,
                                  source=f.source.model_copy(), modality="asserted",
                                  detail={"accepted": c.id}))
            elif c.kind == "world_rule_violation":
                need = str(c.detail.get("needs") or "")
                if need:
                    # the character can do it: from here on at least the rank the rule asks for
                    extra.append(Fact(subject=f.subject, predicate="rank", object=need, chapter=f.chapter,
                                      source=f.source.model_copy(), modality="explained_change",
                                      detail={"accepted": c.id}))
    kept = [f for f in facts if "erroneous" not in f.detail] + extra
    return kept, touched

"""The pydantic models that cross folder boundaries (the contract between rooms)."""
from __future__ import annotations

from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class BookError(Exception):
    """Broken input: names the file and the problem. The CLI turns it into exit code 2."""

    def __init__(self, path: Any, why: str):
        self.path = str(path)
        self.why = why
        super().__init__(f"{self.path}: {why}")


class Severity(str, Enum):
    error = "error"
    warning = "warning"
    info = "info"

    @property
    def rank(self) -> int:
        return {"info": 0, "warning": 1, "error": 2}[self.value]


class Status(str, Enum):
    open = "open"
    accepted_change = "accepted_change"
    kept_original = "kept_original"
    intentional = "intentional"
    false_positive = "false_positive"


class Chapter(BaseModel):
    """One chapter as loregraph stores it: the heading line is not part of `text`."""

    model_config = ConfigDict(frozen=False)

    index: int  # 1-based reading order across the whole book
    title: str
    text: str
    file: str  # path relative to the book root (or the manuscript file name)
    number_label: str = ""  # the number as written in the heading (e.g. 第一百二十回, XII)
    volume: str | None = None
    hash: str = ""


class SourceRef(BaseModel):
    """Where a fact or a piece of evidence comes from. `chapter` 0 means the bible."""

    chapter: int
    start: int | None = None
    end: int | None = None
    quote: str
    source: str | None = None  # bible file path for chapter 0


class Entity(BaseModel):
    name: str  # canonical name
    kind: str = "Character"  # ontology class local name
    aliases: list[str] = Field(default_factory=list)
    gender: str | None = None  # "m" / "f" / None
    origin: str = "text"  # "bible" | "relation" (named only in a profile's relation) | "text" | "config"
    first_chapter: int = 0
    mentions: int = 0
    # a proper name (a bible name, or a discovered name that looks like one: 赵云, not 太公 or 行者); rules
    # that follow one person across the book (deaths, relations, ages) only trust proper names
    proper: bool = True


class Fact(BaseModel):
    """subject - predicate - object, tagged with reading order and story time."""

    subject: str
    predicate: str  # local name of a vocabulary term (kg.vocab)
    object: str
    chapter: int
    story_day: float | None = None
    source: SourceRef
    key: str | None = None  # attribute key for attribute facts (e.g. "handedness", "mark:scar:brow")
    layer: str = "fact"  # "baseline" | "state" | "fact"
    modality: str = "asserted"  # asserted | explained_change | flashback | dialogue | habit
    detail: dict[str, Any] = Field(default_factory=dict)


class Evidence(BaseModel):
    chapter: int
    quote: str
    role: str  # established | conflicting | context
    start: int | None = None
    end: int | None = None
    source: str | None = None

    @classmethod
    def from_ref(cls, ref: SourceRef, role: str) -> "Evidence":
        return cls(chapter=ref.chapter, quote=ref.quote, role=role, start=ref.start, end=ref.end, source=ref.source)


class Decision(BaseModel):
    conflict_id: str
    decision: Status
    by: str = ""
    at: str = ""
    note: str = ""


class Conflict(BaseModel):
    id: str
    kind: str
    rule: str
    severity: Severity
    chapter: int
    entities: list[str]
    message: str
    evidence: list[Evidence]
    status: Status = Status.open
    decision: Decision | None = None
    detail: dict[str, Any] = Field(default_factory=dict)


class BookInfo(BaseModel):
    title: str
    path: str
    language: str
    chapters: int


class Report(BaseModel):
    loregraph_version: str
    book: BookInfo
    stats: dict[str, Any]
    conflicts: list[Conflict]

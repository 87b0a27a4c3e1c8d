"""Waivers written in the text: an HTML comment in a chapter, invisible in any Markdown preview.

    <!-- loregraph: intentional RR01 the twins trade names on purpose -->
    Mara, who had sworn to hate her brother for ever, ...

- The first word is the decision: `intentional` or `false_positive` (also `false-positive`, `ignore` as
  false_positive).
- Then zero or more rule codes (`RR01`, `BL01`...) or kinds (`relation_reversal`); none, or `all`, waives
  every rule.
- The rest is the note, shown with the conflict.

A marker standing alone before a paragraph covers that paragraph; a marker inside a paragraph covers the
paragraph it is in. A conflict is waived when its conflicting evidence lies in a covered paragraph. A decision
recorded with `loregraph resolve` wins over a marker. Markers never feed the extractor (they are blanked,
offsets kept, before extraction), so a note that names a character adds no fact.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from kg.models import Conflict, Decision, Status

MARKER = re.compile(r"<!--\s*loregraph\s*:\s*(?P<body>.*?)-->", re.S | re.I)
COMMENT = re.compile(r"<!--.*?-->", re.S)
_DECISION_WORDS = {"intentional": Status.intentional, "false_positive": Status.false_positive,
                   "false-positive": Status.false_positive, "ignore": Status.false_positive}
_CODE = re.compile(r"^[A-Z]{2}\d{2}$", re.I)


@dataclass
class Waiver:
    chapter: int
    start: int  # the covered paragraph
    end: int
    decision: Status
    codes: set[str] = field(default_factory=set)  # empty: every rule
    note: str = ""
    quote: str = ""


def mask_comments(text: str) -> str:
    """HTML comments blanked with spaces (newlines kept): offsets stay the same."""
    if "<!--" not in text:
        return text
    return COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)


def _paragraph(text: str, m: re.Match) -> tuple[int, int]:
    para_start = text.rfind("\n\n", 0, m.start())
    para_start = 0 if para_start < 0 else para_start + 2
    before = text[para_start:m.start()]
    if before.strip():
        start = para_start  # inside a paragraph: that paragraph
    else:
        start = m.end()
        while start < len(text) and text[start] in " \t\r\n\u3000":
            start += 1
    end = text.find("\n\n", max(start, m.end()))
    return start, len(text) if end < 0 else end


def parse(chapter: int, text: str) -> list[Waiver]:
    out = []
    for m in MARKER.finditer(text):
        words = m.group("body").split()
        if not words or words[0].lower() not in _DECISION_WORDS:
            continue
        decision = _DECISION_WORDS[words[0].lower()]
        codes: set[str] = set()
        i = 1
        while i < len(words):
            w = words[i].strip(",;")
            if _CODE.match(w):
                codes.add(w.upper())
            elif w.lower() == "all":
                pass
            elif re.fullmatch(r"[a-z]+_[a-z_]+", w) and w.lower() not in _DECISION_WORDS:
                codes.add(w.lower())
            else:
                break
            i += 1
        note = " ".join(words[i:]).strip(" -—:：")
        s, e = _paragraph(text, m)
        out.append(Waiver(chapter, s, e, decision, codes, note, m.group().strip()))
    return out


def apply(conflicts: list[Conflict], waivers: list[Waiver], files: dict[int, str] | None = None) -> int:
    """Waive the open conflicts whose conflicting evidence lies in a covered paragraph. Returns how many."""
    if not waivers:
        return 0
    by_ch: dict[int, list[Waiver]] = {}
    for w in waivers:
        by_ch.setdefault(w.chapter, []).append(w)
    n = 0
    for c in conflicts:
        if c.status is not Status.open:
            continue
        for e in c.evidence:
            if e.role != "conflicting" or e.start is None:
                continue
            w = next((w for w in by_ch.get(e.chapter, []) if w.start <= e.start < w.end
                      and (not w.codes or c.rule.upper() in w.codes or c.kind in w.codes)), None)
            if w is not None:
                c.status = w.decision
                where = (files or {}).get(w.chapter, f"ch{w.chapter}")
                c.decision = Decision(conflict_id=c.id, decision=w.decision, by=f"inline marker in {where}",
                                      note=w.note)
                c.detail["inline_waiver"] = w.quote
                n += 1
                break
    return n

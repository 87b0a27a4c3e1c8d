"""Time strands: a book told in two (or more) timelines in alternating chapters.

A chapter that opens with a short label line naming a time ("Now", "1998", "Then", 【现在】, ——前世——), or
whose heading ends with one in brackets ("The Blue Tin (1998)"), belongs to that label's strand; a chapter with
no label stays in the strand before it. Strands are only read when the labels recur and alternate (two or more
labels that each open two chapters or more, and at least two switches back): a book whose chapters are headed
"Monday", "Tuesday" or "1944", "1945" in order is one timeline.

Each strand keeps its own clock (kg.timeline): a "1998" chapter after a "Now" chapter does not send the story
back. Where both strands carry years, their days are put on one axis, so that ages and deaths can be compared
across them (Owen is seventeen in 1998 and thirty-eight in 2019; a man who dies in 2019 is alive in 1998).
"""
from __future__ import annotations

import re

LABEL_CHARS = 32  # a label line is short …
LABEL_WORDS = 5  # … and a few words at most

_EN_TIME = re.compile(
    r"(?:\b(?:now|then|before|after|today|present|present day|the present|past|the past|earlier|later|afterwards|"
    r"once|back then|these days|that summer|that winter|that year)\b|\b(?:1[5-9]|2[0-2])\d\ds?\b)", re.I)
_ZH_TIME = re.compile(r"现在|如今|现今|当下|今生|此世|这一世|前世|上一世|过去|当年|那年|昔日|往昔|今时|旧时|"
                      r"(?:1[5-9]|2[0-2])\d\d|[一二][〇零一二三四五六七八九]{3}|^[今昔]$")
_SENTENCE_END = re.compile(r"[.!?。！？…;；,，、]\s*$|[“”\"「」『』]")
_BRACKETED = re.compile(r"[(（\[【]\s*([^()（）\[\]【】]{1,24}?)\s*[)）\]】]\s*$")
_DECOR = " \t\u3000*_#>—–-~·•:：|【】[]()（）"


def _label_of(title: str, text: str, language: str) -> str | None:
    """The time label a chapter opens with, normalised, or None."""
    line = ""
    for raw in text.splitlines():
        if raw.strip():
            line = raw.strip()
            break
    candidates = []
    if line and len(line) <= LABEL_CHARS and not _SENTENCE_END.search(line.strip(_DECOR) or "."):
        if language == "zh" or len(line.split()) <= LABEL_WORDS:
            candidates.append(line)
    m = _BRACKETED.search(title or "")
    if m:
        candidates.append(m.group(1))
    rx = _ZH_TIME if language == "zh" else _EN_TIME
    for c in candidates:
        core = c.strip(_DECOR)
        if core and rx.search(core):
            return re.sub(r"\s+", " ", core).lower()
    return None


def detect_strands(chapters, language: str) -> dict[int, str]:
    """{chapter index: strand label} for a book told in alternating timelines, else {}."""
    labels: list[tuple[int, str | None]] = [(c.index, _label_of(c.title, c.text, language)) for c in chapters]
    counts: dict[str, int] = {}
    for _, lab in labels:
        if lab:
            counts[lab] = counts.get(lab, 0) + 1
    recurring = {lab for lab, n in counts.items() if n >= 2}
    if len(recurring) < 2:
        return {}
    out: dict[int, str] = {}
    cur: str | None = None
    order: list[str] = []
    for idx, lab in labels:
        if lab in recurring:
            cur = lab
        if cur is None:
            continue
        out[idx] = cur
        if not order or order[-1] != cur:
            order.append(cur)
    # a strand that is left and then returned to at least twice: alternation, not a sequence of parts
    returns = sum(1 for i, lab in enumerate(order) if lab in order[:i])
    if returns < 2:
        return {}
    first = labels[0][0] if labels else None
    if first is not None and first not in out:
        # chapters before the first label belong to the strand the book opens in
        lead = out[min(out)]
        for idx, _ in labels:
            if idx in out:
                break
            out[idx] = lead
    return out

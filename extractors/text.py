"""Character-level text structure: sentences, clauses, quotations, paragraphs.

Regex passes over the whole chapter; positions are looked up with bisect. No tokenizer is
needed for what the rule extractor does, and this is several times faster than segmenting.
"""
from __future__ import annotations

import os
import re
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import lru_cache

from extractors.lexicon import Lexicon, trie_regex


@lru_cache(maxsize=4)
def _patterns(lex: Lexicon) -> tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern]:
    t = lex.data["text"]
    enders = re.escape(t["sentence_enders"])
    closers = "".join(re.escape(p[1]) for p in t["quote_pairs"]) + "'’)）\\]"
    if lex.language == "en":
        sent = re.compile(rf"[{enders}]+[{closers}]*(?=\s)|\n[ \t]*\n\s*")
        para = re.compile(r"\n[ \t]*\n")
    else:
        # an ellipsis inside a line is a pause ("马叔……走了。"), not a sentence's end; before a closing quote,
        # a line break or the end it ends one
        hard = enders.replace("…", "")
        sent = re.compile(rf"[{hard}]+[{closers}]*|…+(?:[{closers}]+|(?=\s)|$)|\n+")
        para = re.compile(r"\n")
    clause = re.compile("[" + re.escape(t["clause_breaks"]) + "]")
    alts = []
    for pair in t["quote_pairs"]:
        o, c = re.escape(pair[0]), re.escape(pair[1])
        if pair[0] == pair[1]:
            alts.append(rf"{o}(?:[^{o}\n]|\n(?![ \t]*\n))*?{c}")
        else:
            # a quote closes at its closing mark even across a blank line (hard-wrapped downloads break
            # speeches into paragraphs); one never closed ends at the blank line
            alts.append(rf"{o}[^{o}{c}]{{0,1500}}{c}|{o}[^{o}{c}]*?(?=\n[ \t]*\n|$)")
    quotes = re.compile("|".join(alts))
    return sent, para, clause, quotes


_EMPHASIS = re.compile(r"(?<![*\w])([*_])(?=[^\s*_])[^\n*_]*?\s[^\n*_]*?(?<=\S)\1(?![*\w])")

_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


try:
    import ahocorasick  # pyahocorasick: every gate's literals found in one pass over a chapter
except ImportError:  # pragma: no cover - declared in pyproject; without it each gate scans the text on its own
    ahocorasick = None

_GATE_WORDS: dict[str, tuple[frozenset[str], bool]] = {}  # a gate's pattern -> its literals, word_start
_AUTOMATA: dict[int, tuple] = {}
_WORD_CHAR = re.compile(r"\w")


def literal_gate(words, word_start: bool = False) -> re.Pattern | None:
    """A case-sensitive alternation of lower-cased literals, run over `TextView.low`: a fast necessary condition
    for a slower pattern (every match of the pattern contains one of the literals). With `word_start`, every
    match holds one of them at the start of a word (no letter or digit before it): "hat" of "a straw hat" gates
    the worn-item pattern, "hat" of "that" does not."""
    ws = sorted({w.lower() for w in words if w}, key=len, reverse=True)
    if not ws or os.environ.get("LOREGRAPH_NO_GATES"):  # the switch the equivalence test flips
        return None
    # (a trie: a plain alternation of hundreds of literals is slow in Python's re)
    rx = re.compile((r"(?<!\w)" if word_start else "") + trie_regex(ws))
    _GATE_WORDS[rx.pattern] = (frozenset(ws), word_start)
    return rx


def _automaton():
    """One Aho-Corasick automaton over the literals of every gate made so far (rebuilt when a new gate is made):
    a chapter is scanned once for all of them instead of once per gate."""
    key = len(_GATE_WORDS)
    got = _AUTOMATA.get(key)
    if got is None:
        a = ahocorasick.Automaton()
        for w in {w for ws, _ in _GATE_WORDS.values() for w in ws}:
            a.add_word(w, len(w))
        a.make_automaton()
        _AUTOMATA.clear()
        got = _AUTOMATA[key] = (key, a)
    return got


@dataclass
class TextView:
    text: str
    lex: Lexicon
    sent_starts: list[int] = field(default_factory=list)
    clause_starts: list[int] = field(default_factory=list)
    para_starts: list[int] = field(default_factory=list)
    quote_starts: list[int] = field(default_factory=list)
    quote_ends: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        sent, para, clause, quotes = _patterns(self.lex)
        text = self.text
        abbrevs = set(self.lex.data["text"].get("abbreviations", []))
        starts = [0]
        for m in sent.finditer(text):
            if abbrevs and m.group().startswith(".") and len(m.group().strip()) == 1:
                w = re.search(r"(\w+)$", text[max(0, m.start() - 12): m.start()])
                if w and (w.group(1) in abbrevs or len(w.group(1)) == 1 and w.group(1).isupper()):
                    continue
            starts.append(m.end())
        self.sent_starts = starts
        self.para_starts = [0] + [m.end() for m in para.finditer(text)]
        cl = [m.end() for m in clause.finditer(text)]
        self.clause_starts = sorted(set(starts) | set(cl))
        for m in quotes.finditer(text):
            self.quote_starts.append(m.start())
            self.quote_ends.append(m.end())

    # -- gating: run slow patterns only where a fast literal says they can match
    @property
    def low(self) -> str:
        """The text with ASCII letters lower-cased: the same length and offsets as the text."""
        low = self.__dict__.get("_low")
        if low is None:
            low = self.__dict__["_low"] = self.text.translate(_ASCII_LOWER)
        return low

    def paragraphs_with(self, gate: re.Pattern, low: bool = True) -> list[tuple[int, int]]:
        """The spans of the paragraphs holding a match of `gate` (adjacent ones merged); the gate runs over the
        lower-cased text, or over the text itself when `low` is False (a case-sensitive gate)."""
        memo = self.__dict__.setdefault("_gate_spans", {})
        key = (gate.pattern, low)
        if key in memo:
            return memo[key]
        out: list[tuple[int, int]] = []
        memo[key] = out
        n = len(self.text)
        pos = 0
        got = _GATE_WORDS.get(gate.pattern) if low and ahocorasick is not None else None
        if got is not None:
            # the paragraphs where any of the gate's literals starts (the same as the search below finds)
            words, word_start = got
            hits = self._literal_hits()
            starts = sorted({p for w, ps in hits.items() if w in words for p in ps})
            if word_start:
                lw = self.low
                starts = [p for p in starts if not p or not _WORD_CHAR.match(lw, p - 1)]
            for p in starts:
                if p >= pos:
                    pos = self._add_paragraph(out, p, n)
            return out
        low = self.low if low else self.text
        while True:
            m = gate.search(low, pos)
            if m is None:
                break
            pos = self._add_paragraph(out, m.start(), n)
        return out

    def _add_paragraph(self, out: list[tuple[int, int]], p: int, n: int) -> int:
        """Add the paragraph holding p to the spans (merged with the one before when they touch); its end."""
        s, e = self._span(self.para_starts, p, n)
        if out and out[-1][1] >= s:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
        return e

    def gate_spans(self, gate: re.Pattern) -> list[tuple[int, int]] | None:
        """Where the gate's literals stand in the lower-cased text, (start, end) in order, from the one-pass scan; None
        when the gate is not one of literal_gate's (or there is no automaton): then run the gate itself."""
        got = _GATE_WORDS.get(gate.pattern) if ahocorasick is not None else None
        if got is None:
            return None
        words, word_start = got
        lw = self.low
        out = sorted((p, p + len(w)) for w, ps in self._literal_hits().items() if w in words for p in ps)
        if word_start:
            out = [(p, e) for p, e in out if not p or not _WORD_CHAR.match(lw, p - 1)]
        return out

    def _literal_hits(self) -> dict[str, list[int]]:
        """Where each gate literal starts in the lower-cased text, found in one pass for all gates."""
        words, a = _automaton()
        got = self.__dict__.get("_lit_hits")
        if got is None or got[0] != words:
            hits: dict[str, list[int]] = {}
            for end, k in a.iter(self.low):
                start = end - k + 1
                w = self.low[start:end + 1]
                lst = hits.get(w)
                if lst is None:
                    hits[w] = [start]
                else:
                    lst.append(start)
            got = self.__dict__["_lit_hits"] = (words, hits)
        return got[1]

    def finditer(self, rx: re.Pattern, gate: re.Pattern | None, low: bool = True):
        """rx.finditer over the text, or only over the paragraphs the gate finds (the same matches, as long as
        no match of rx crosses a paragraph break)."""
        if gate is None:
            yield from rx.finditer(self.text)
            return
        for s, e in self.paragraphs_with(gate, low):
            yield from rx.finditer(self.text, s, e)

    # -- lookups
    @staticmethod
    def _span(starts: list[int], p: int, n: int) -> tuple[int, int]:
        i = bisect_right(starts, p) - 1
        s = starts[i] if i >= 0 else 0
        e = starts[i + 1] if i + 1 < len(starts) else n
        return s, e

    def sentence(self, p: int) -> tuple[int, int]:
        return self._span(self.sent_starts, p, len(self.text))

    def sentence_index(self, p: int) -> int:
        return bisect_right(self.sent_starts, p) - 1

    def clause(self, p: int) -> tuple[int, int]:
        return self._span(self.clause_starts, p, len(self.text))

    def paragraph(self, p: int) -> tuple[int, int]:
        return self._span(self.para_starts, p, len(self.text))

    def quote_at(self, p: int) -> tuple[int, int] | None:
        i = bisect_right(self.quote_starts, p) - 1
        if i >= 0 and self.quote_starts[i] < p < self.quote_ends[i]:
            return self.quote_starts[i], self.quote_ends[i]
        return None

    def in_emphasis(self, p: int) -> bool:
        """p is inside a phrase set in *emphasis* (or _emphasis_) of several words on one line: a document, a
        sign, a thought or a log entry quoted in the narration, whose names are not the narration's own."""
        spans = self.__dict__.get("_emph")
        if spans is None:
            spans = self.__dict__["_emph"] = [(m.start(), m.end()) for m in _EMPHASIS.finditer(self.text)]
        i = bisect_right(spans, (p, float("inf"))) - 1
        return i >= 0 and spans[i][0] < p < spans[i][1]

    def trimmed(self, start: int, end: int) -> tuple[int, int]:
        """Strip white space and punctuation from both ends of a span (for evidence quotes)."""
        text = self.text
        junk = " \t\n\u3000，,。.;；:：!！?？、“”\"'‘’「」『』—–-()（）"
        while start < end and text[start] in junk:
            start += 1
        while end > start and text[end - 1] in junk:
            end -= 1
        return start, end

    def evidence_span(self, start: int, end: int, limit: int) -> tuple[int, int]:
        """The clause around a match, widened to the sentence when short, cut to `limit` characters."""
        cs, ce = self.clause(start)
        ss, se = self.sentence(start)
        ce = max(ce, self.clause(max(start, end - 1))[1])
        s, e = (cs, ce)
        if (e - s) < limit // 3:
            s, e = ss, se
        if e - s > limit:
            s = max(s, start - (limit - (end - start)) // 2)
            e = min(e, s + limit)
            if e < end:
                s, e = start, end
        return self.trimmed(min(s, start), max(e, end))


# ---------------------------------------------------------------------- literals a pattern cannot match without
@lru_cache(maxsize=None)
def _required(pattern: str, flags: int) -> tuple[str, ...] | None:
    import re._constants as C
    import re._parser as P

    cap = 400
    repeats = (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", None))

    def finite(items) -> frozenset[str] | None:
        """The strings a piece matches when it is made of plain characters, groups, alternations and optional parts
        only (a trie of words); None otherwise or when too many."""
        out = frozenset([""])
        for op, av in items:
            if op is C.LITERAL:
                part = frozenset([chr(av)])
            elif op is C.SUBPATTERN:
                part = finite(av[-1])
            elif op is C.BRANCH:
                alts = [finite(b) for b in av[1]]
                part = frozenset().union(*alts) if all(a is not None for a in alts) else None
            elif op in repeats and av[0] == 0 and av[1] == 1:
                sub = finite(av[2])
                part = sub | {""} if sub is not None else None
            elif op in (C.AT, C.ASSERT, C.ASSERT_NOT):
                continue  # zero-width
            else:
                return None
            if part is None or len(out) * len(part) > cap:
                return None
            out = frozenset(a + b for a in out for b in part)
        return out

    def seq(items) -> frozenset[str] | None:
        found: list[frozenset[str]] = []
        run: frozenset[str] = frozenset([""])

        def flush() -> None:
            nonlocal run
            if run and all(run):
                found.append(run)
            run = frozenset([""])

        for item in items:
            op, av = item
            f = finite([item])
            if f is not None and op not in (C.AT, C.ASSERT, C.ASSERT_NOT):
                if len(run) * len(f) <= cap:
                    run = frozenset(a + b for a in run for b in f)
                    continue
                flush()
                run = f
                continue
            if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
                continue  # zero-width: the run goes on across it
            flush()
            if op is C.SUBPATTERN:
                r = seq(av[-1])
                if r:
                    found.append(r)
            elif op is C.BRANCH:
                alts = [seq(b) for b in av[1]]
                if alts and all(alts):
                    found.append(frozenset().union(*alts))
            elif op in repeats:
                lo, _, sub = av
                if lo >= 1:
                    r = seq(sub)
                    if r:
                        found.append(r)
            elif op is getattr(C, "ATOMIC_GROUP", None):
                r = seq(av)
                if r:
                    found.append(r)
            # anything else (classes, anchors, lookarounds, backreferences) needs no literal of its own
        flush()
        # (a word with a letter outside ASCII stands for its ASCII head, "fianc" of "fiancé": the scan runs on text
        # lower-cased in ASCII only)
        found = [frozenset(re.match(r"[\x00-\x7f]*", w).group() for w in f) for f in found]
        good = [f for f in found if all(w and "\ue000" not in w for w in f)]
        if not good:
            return None
        # the rarest: the set whose shortest literal is longest, then the smallest set
        return max(good, key=lambda f: (min(len(w) for w in f), -len(f)))

    try:
        got = seq(P.parse(pattern, flags))
    except Exception:  # pragma: no cover - a pattern the parser of this Python does not take: no prefilter
        return None
    if not got or min(len(w) for w in got) < 2:
        return None  # (a literal of one letter is everywhere: no help)
    return tuple(sorted({w.lower() for w in got}))


def required_literals(rx: re.Pattern) -> tuple[str, ...] | None:
    """Lower-cased literals one of which every match of `rx` contains (read off the parsed pattern: a run of
    plain characters, an alternation of such runs, a group or a repeat of at least one), or None when no useful
    set exists. A necessary condition to test with `in` on lower-cased text before running the pattern."""
    if os.environ.get("LOREGRAPH_NO_GATES"):
        return None
    return _required(rx.pattern, rx.flags & ~re.UNICODE)


_LITERAL_INDEXES: dict[tuple, "LiteralIndex"] = {}


class LiteralIndex:
    """The required literals of several patterns in one Aho-Corasick automaton: one pass over a chapter tells, for
    each pattern, the sentences where it can match at all (those holding one of its literals)."""

    def __init__(self, patterns: tuple[re.Pattern, ...]):
        self.lits = [required_literals(p) for p in patterns]
        need: dict[str, set[int]] = {}
        for k, ws in enumerate(self.lits):
            for w in ws or ():
                need.setdefault(w, set()).add(k)
        self.auto = None
        if need and ahocorasick is not None:
            self.auto = ahocorasick.Automaton()
            for w, ks in need.items():
                self.auto.add_word(w, (len(w), tuple(sorted(ks))))
            self.auto.make_automaton()

    def sentences(self, view: "TextView", starts: list[int] | None = None) -> list[set[int] | None] | None:
        """Per pattern: the indices (into view.sent_starts, or the `starts` given: view.para_starts for paragraphs)
        of the sentences holding one of its literals, or None for a pattern with no literals (any sentence); None
        altogether when there is no prefilter for this text."""
        if self.auto is None or "\u017f" in view.text or "\u212a" in view.text:
            return None  # (the long s and the Kelvin sign case-fold onto ASCII letters)
        out: list[set[int] | None] = [set() if ws else None for ws in self.lits]
        starts = view.sent_starts if starts is None else starts
        for end, (n, ks) in self.auto.iter(view.low):
            i = bisect_right(starts, end - n + 1) - 1
            j = bisect_right(starts, end) - 1
            for k in ks:
                out[k].add(i)
                if j != i:
                    out[k].add(j)
        return out


def literal_index(patterns: tuple[re.Pattern, ...]) -> LiteralIndex | None:
    """A LiteralIndex of these patterns, built once (None with the gates switched off)."""
    if os.environ.get("LOREGRAPH_NO_GATES"):
        return None
    key = tuple((p.pattern, p.flags) for p in patterns)
    got = _LITERAL_INDEXES.get(key)
    if got is None:
        got = _LITERAL_INDEXES[key] = LiteralIndex(patterns)
    return got

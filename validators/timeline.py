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

import re
from collections import defaultdict
from typing import Iterator

from kg.graph import StoryGraph, fact_order
from kg.models import Conflict, Fact, Severity, SourceRef
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
        yield from self._since_festival(graph, tl)
        yield from self._until_date(graph, tl)
        if graph.language == "en":
            yield from self._after_event(graph, tl)
        elif graph.language == "zh" and tl.dated:
            yield from self._since_event_zh(graph, tl)
            yield from self._stay_zh(graph, tl)

    def _stay_zh(self, graph: StoryGraph, tl) -> Iterator[Conflict]:
        """"韩铁舟在州衙大牢里整整蹲了一个月，出来的时候……" in a chapter dated 四月初五, when the chapter named for the jail
        ("第十二章 牢里") dates his going in 三月廿八: a stay in a place, told as over or still on, held against the
        day one went in (the last chapter before, within eight, named for the place or telling one put or moved into
        it; with the one who stays named there)."""
        by_ch = _dates_by_chapter(graph)
        titles = {c.index: c.title or "" for c in graph.chapters}
        names = [n for name, e in graph.entities.items() if e.kind == "Character" for n in (name, *e.aliases) if len(n) >= 2]
        for ch, text in sorted(graph.texts.items()):
            if ch <= 0 or not by_ch.get(ch) or "了" not in text:
                continue
            for m in _ZH_STAY.finditer(text):
                if text.count("“", 0, m.start()) > text.count("”", 0, m.start()):
                    continue  # (someone's words)
                now = [d for d in by_ch[ch] if d.source.start <= m.start()]
                sen_lo = max(text.rfind(c, 0, m.start()) for c in "。！？\n") + 1
                if not now or now[-1].source.start >= sen_lo:
                    continue
                before = text[max(sen_lo, m.start() - 8):m.start()]
                who = next((n for n in sorted(names, key=len, reverse=True) if before.endswith(n)), None)
                place = re.sub(r"^(?:州衙|县衙|府衙|衙门|城里|镇上|村里|那间|那座|这间|那个|的)+", "", m.group("place"))
                keys = [k for k in dict.fromkeys((place, place[-2:], place[-1:])) if k and k not in ("里", "家", "屋", "房")]
                if not keys:
                    continue
                entry = re.compile(rf"(?:押进|押入|押到|押在|关进|关入|关到|关在|投进|投入|收进|收监|送进|抓进|下到|住进|搬进|"
                                   rf"锁进|扔进)[^。！？]{{0,6}}?(?:{'|'.join(map(re.escape, keys))})")
                event_ch = None
                for c in range(ch - 1, max(0, ch - 9), -1):
                    ctext = graph.texts.get(c, "")
                    if who and who not in ctext:
                        continue
                    if any(k in titles.get(c, "") for k in keys) or any(
                            ctext.count("“", 0, e.start()) <= ctext.count("”", 0, e.start()) for e in entry.finditer(ctext)):
                        event_ch = c
                        break
                if event_ch is None or not by_ch.get(event_ch) or not tl.same_clock(event_ch, ch):
                    continue
                anchor, here = by_ch[event_ch][0], now[-1]
                gap = here.story_day - anchor.story_day
                lo = _zh_span_off(m, gap)
                if lo is None:
                    continue
                yield self._count_conflict("stay_zh", ch, m, anchor, here, gap, lo,
                                           f"{m.group().strip()}（第{ch}章，{here.source.quote}），可第{event_ch}章进"
                                           f"{keys[0]}（{anchor.source.quote}）到这时只有约{gap:g}天")

    def _since_event_zh(self, graph: StoryGraph, tl) -> Iterator[Conflict]:
        """"算起来，距春和楼那场大火，已经过去一个多月了" in a chapter dated 十月十二, when the chapter named after the fire
        ("第十九章 春和楼大火") dates it 十月初五: a time since an event a chapter of its own tells, in a sentence with no
        date of its own. The event's day is the last date of its chapter before the event is first named in it."""
        by_ch = _dates_by_chapter(graph)
        titles = {c.index: c.title or "" for c in graph.chapters}
        for ch, text in sorted(graph.texts.items()):
            if ch <= 0 or not by_ch.get(ch):
                continue
            for m in sorted((*_ZH_SINCE_EVENT.finditer(text), *_ZH_UNTIL_NOW.finditer(text)), key=lambda x: x.start()):
                if text.count("“", 0, m.start()) > text.count("”", 0, m.start()):
                    continue  # (someone's words)
                name = _ZH_EVENT_FILLER.sub("", m.group("ev"))
                if m.re is _ZH_UNTIL_NOW:
                    name = re.sub(r"^(?:从|打|自|由)", "", name)
                if len(name) < 2 or _ZH_NOT_EVENT.search(name):
                    continue
                now = [d for d in by_ch[ch] if d.source.start <= m.start()]
                sen_lo = max(text.rfind(c, 0, m.start()) for c in "。！？\n") + 1
                if not now or now[-1].source.start >= sen_lo:
                    continue  # (a date in the same sentence is read with it elsewhere)
                head = name[-2:]
                event_ch = next((c for c in sorted(titles) if 0 < c < ch and name in titles[c]), None) or \
                    next((c for c in sorted(titles) if 0 < c < ch and head in titles[c]), None)
                anchor = None
                if event_ch is not None and by_ch.get(event_ch):
                    etext = graph.texts.get(event_ch, "")
                    body = etext.find("\n")
                    first = etext.find(head, body if body >= 0 else 0)
                    cands = [d for d in by_ch[event_ch] if first < 0 or d.source.start <= first] or by_ch[event_ch][:1]
                    anchor = cands[-1]
                elif event_ch is None and len(name) >= 3:
                    # "龙骨上台到今天已经整整半年": the event first told, with its date, in an earlier chapter's sentence
                    # ("同治七年三月初九，……第一号轮船的龙骨上台")
                    anchor = _zh_dated_event(graph, by_ch, name, ch)
                    event_ch = anchor.chapter if anchor is not None else None
                if anchor is None or event_ch is None or not tl.same_clock(event_ch, ch):
                    continue
                here = now[-1]
                gap = here.story_day - anchor.story_day
                lo = _zh_span_off(m, gap)
                if lo is None:
                    continue
                quote = m.group().strip()
                f = Fact(subject="@story", predicate="timeMark", object=quote, chapter=ch,
                         source=SourceRef(chapter=ch, start=m.start(), end=m.end(), quote=quote))
                yield self.conflict(id_parts=("since-event-zh", ch, quote), chapter=ch, entities=[],
                                    message=(f"{quote}（第{ch}章，{here.source.quote}）距第{event_ch}章的{name}"
                                             f"（{anchor.source.quote}）只有约{gap:g}天"),
                                    established=[anchor], conflicting=[f, here], severity=self.severity,
                                    detail={"anomaly": "since_event", "stated_days": lo, "date_gap": round(gap, 1)})

    def _after_event(self, graph: StoryGraph, tl) -> Iterator[Conflict]:
        """"On Tuesday the 26th of October, a full month after the Glendale preview" four days after the preview was
        dated ("The sneak preview … took place on Friday the 22nd of October"): an interval from an event told with
        a date of its own, that the two dates do not allow."""
        if not tl.dated:
            return
        dates = [f for f in sorted(graph.facts_of("timeMark"), key=fact_order)
                 if f.modality == "asserted" and f.detail.get("type") == "date" and f.detail.get("day")
                 and f.story_day is not None and f.source.start is not None]
        sentences: dict[int, str] = {}

        def sentence(f: Fact) -> str:
            text = graph.texts.get(f.chapter, "")
            key = id(f)
            if key not in sentences:
                lo = max(text.rfind(c, 0, f.source.start) for c in ".!?\n") + 1
                his = [i for i in (text.find(c, f.source.end or f.source.start) for c in ".!?\n") if i >= 0]
                sentences[key] = text[lo:min(his) if his else len(text)]
            return sentences[key]

        def before(f: Fact) -> str:
            """The paragraph of f up to its sentence."""
            text = graph.texts.get(f.chapter, "")
            lo = max(text.rfind(c, 0, f.source.start) for c in ".!?\n") + 1
            ps = text.rfind("\n\n", 0, lo)
            return text[ps + 2 if ps >= 0 else 0:lo]

        yield from self._since_dated(graph, dates)
        # (the sentences with a date of their own are read below; the others here)
        handled = set()
        for d in dates:
            sen = sentence(d)
            text = graph.texts.get(d.chapter, "")
            lo = max(text.rfind(c, 0, d.source.start) for c in ".!?\n") + 1
            for rx in (_EN_AFTER_EVENT, _EN_AFTER_PLACE):
                for m in rx.finditer(sen):
                    handled.add((d.chapter, lo + m.start()))
        gone_back = {id(x) for a in tl.anomalies if a.kind == "backwards" for x in a.conflicting}
        yield from self._since_event_told(graph, dates, handled, gone_back)
        yield from self._out_since_leaving(graph, dates)
        said: set[tuple[int, str]] = set()  # "on Candlemas Day, the second of February": one day, named twice
        for i, f in enumerate(dates):
            m = _EN_AFTER_EVENT.search(sentence(f))
            if m:
                head = m.group("head").lower()
                if head in _NOT_EVENTS or head.endswith("ed") or head in _EN_CLAUSE_VERBS:
                    continue  # ("two days after the sledges came": a clause, not an event's name)
                word = re.compile(rf"\b{re.escape(head)}s?\b", re.I)

                def told(text: str, a: Fact, word=word) -> bool:
                    return bool(word.search(text))
            else:
                # "Three weeks to the day after they had marched out of Dalkeith, on the 9th of November", "Ten days
                # out of Talcahuano, on the ninth of December": counted from leaving a place, dated where they left it
                m = _EN_AFTER_PLACE.search(sentence(f)) or _ord_day_out(sentence(f))
                if not m:
                    continue
                place = re.compile(rf"\b{re.escape(m.group('place'))}\b")

                def told(text: str, a: Fact, place=place) -> bool:
                    # the place named in the sentence of leaving, or before it in its paragraph ("We lay at
                    # Talcahuano five more days … On the sixth of December … we weighed and stood out of the bay")
                    return bool(_EN_LEAVING.search(text) and (place.search(text) or place.search(before(a))))
            anchor = next((a for a in reversed(dates[:i]) if a.chapter <= f.chapter and told(sentence(a), a)
                           and not _EN_AFTER_EVENT.search(sentence(a)) and not _EN_COUNTED_FROM.search(sentence(a))
                           and tl.same_clock(a.chapter, f.chapter)), None)
            if anchor is None and m.re is _EN_AFTER_EVENT:
                anchor = _event_told_after_date(graph, dates[:i], f, m, tl)
            if anchor is None:
                continue
            n = m.group("n").lower()
            count = int(n) if n.isdigit() else _EN_COUNT.get(n, 0)
            unit, slack = _EN_UNIT[m.group("unit").lower()]
            gap = _calendar_gap(anchor, f)
            if gap is None and isinstance(m, _OrdDay) and anchor.story_day is not None and f.story_day is not None:
                gap = f.story_day - anchor.story_day  # (a book's own calendar: the story's clock counts its days)
            stated = count * unit
            if gap is None or count <= 0 or gap < 0 or abs(gap - stated) <= slack + 0.01:
                continue
            if (f.chapter, sentence(f)) in said:
                continue
            said.add((f.chapter, sentence(f)))
            msg = (f"{m.group().strip()} ({f.source.quote}) is {gap:g} days after {anchor.source.quote} (ch{anchor.chapter}), "
                   f"not about {stated:g}")
            yield self.conflict(id_parts=("after-event", anchor.source.quote, f.source.quote), chapter=f.chapter,
                                entities=[], message=msg, established=[anchor], conflicting=[f], severity=self.severity,
                                detail={"anomaly": "after_event", "stated_days": stated, "date_gap": round(gap, 1)})

    def _since_event_told(self, graph: StoryGraph, dates: list[Fact], handled: set[tuple[int, int]],
                          gone_back: set[int] = frozenset()) -> Iterator[Conflict]:
        """"… gone to a sullen yellow-green in the eleven days since the flood" in a chapter dated the 24th, when the
        flood's own chapter ("Chapter 21: The Flood", dated the 18th) is six days before: a count from an event that
        a chapter of its own tells, in a sentence with no date of its own. The event is the chapter named after it
        (else the first chapter that speaks of it three times); both days are pinned by dates in their chapters."""
        by_ch: dict[int, list[Fact]] = defaultdict(list)
        for d in dates:
            by_ch[d.chapter].append(d)
        titles = {c.index: c.title for c in graph.chapters}
        found_in: dict[str, int | None] = {}  # an event's name -> the chapter that tells it (looked up once)
        for ch, text in sorted(graph.texts.items()):
            if ch <= 0:
                continue
            for m in _after_event_matches(text):
                if (ch, m.start()) in handled:
                    continue
                if m.re is _EN_AFTER_PLACE:
                    # "Ten days out of Upernavik": from the chapter named after the place left
                    yield from self._since_place_told(graph, ch, m, by_ch, titles)
                    continue
                head = m.group("head").lower()
                if head in _NOT_EVENTS or head.endswith("ed") or head in _EN_CLAUSE_VERBS or re.search(
                        r"\b(?:in|of|at|on|to|for|with|by|from|into|over|under|about|that|which|who)\s", m.group()[:m.start("head") - m.start()],
                        re.I):
                    continue  # (not "three days after that long day in theatre": the day, not the theatre)
                line = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
                if line.count("\u201c") > line.count("\u201d") or line.count('"') % 2:
                    continue  # (someone's words: reckoned by a speaker, not the narration)
                now = [d for d in by_ch.get(ch, []) if d.source.start <= m.start()] or _dated_next_paragraph(
                    text, m, by_ch.get(ch, []))
                if not now:
                    continue
                word = re.compile(rf"\b{re.escape(head)}s?\b", re.I)
                if sum(1 for t in titles.values() if word.search(t or "")) > max(2, len(titles) // 4):
                    continue  # ("nine days after the chapter": a word every heading has)
                # the event's whole name ("the midwinter dinner", not any dinner): the words before its head too
                det = re.search(r"\b(?:the|his|her|their|our|its|that)\s+", m.group(), re.I)
                name = m.group()[det.end():m.start("head") - m.start()] + m.group("head") if det else m.group("head")
                key = name.lower()
                if key not in found_in:
                    whole = re.compile(r"\b" + r"\s+".join(map(re.escape, name.split())) + r"s?\b", re.I)
                    got = next((c for c in sorted(titles) if whole.search(titles[c] or "")), None)
                    if got is None:
                        need = 3 if name == m.group("head") else 2
                        got = next((c for c in sorted(graph.texts) if c > 0 and len(whole.findall(graph.texts[c])) >= need), None)
                    found_in[key] = got
                event_ch = found_in[key]
                if event_ch is not None and event_ch >= ch:
                    continue  # (told first in this chapter or later: no count from it here)
                if event_ch is None or not by_ch.get(event_ch):
                    continue
                anchor, here = by_ch[event_ch][0], now[-1]
                if anchor.story_day is None or here.story_day is None or id(anchor) in gone_back:
                    continue  # (an event dated by a day flagged as gone back: that one slip, not a second)
                off = _count_off(m, anchor, here)
                if off is None:
                    continue
                gap, stated = off
                yield self._count_conflict("since_event", ch, m, anchor, here, gap, stated,
                                           f"{m.group().strip()} (ch{ch}, {here.source.quote}) is about {gap:g} days after "
                                           f"the {head} of ch{event_ch} ({anchor.source.quote}), not {stated:g}")

    def _out_since_leaving(self, graph: StoryGraph, dates: list[Fact]) -> Iterator[Conflict]:
        """"They had been out nineteen days" in a chapter dated the 10th, when the party left on the 3rd (a dated
        paragraph that tells the leaving, in this chapter or the three before): the count of days away, against the
        dates. Only a narration sentence with no date of its own; the last leaving told before the count."""
        for ch, text in sorted(graph.texts.items()):
            if ch <= 0 or "been" not in text:
                continue
            for m in _EN_BEEN_OUT.finditer(text):
                line = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
                if line.count("\u201c") > line.count("\u201d") or line.count('"') % 2:
                    continue  # (someone's words)
                ss = max(text.rfind(c, 0, m.start()) for c in ".!?\n") + 1
                if re.search(r"\b(?:if|would|could|might|should|will|when)\b", text[ss:m.start()], re.I):
                    continue
                now = [d for d in dates if d.chapter == ch and d.source.start < m.start()]
                if not now:
                    continue
                here = now[-1]
                left = [d for d in dates if ch - 3 <= d.chapter <= ch and d.story_day is not None
                        and (d.chapter < ch or d.source.start < here.source.start)
                        and _EN_LEAVING.search(_paragraph(graph.texts.get(d.chapter, ""), d.source.start))
                        and not _EN_COUNTED_FROM.search(_paragraph(graph.texts.get(d.chapter, ""), d.source.start))]
                if not left or here.story_day is None:
                    continue
                anchor = left[-1]
                off = _count_off(m, anchor, here)
                if off is None:
                    continue
                gap, stated = off
                yield self._count_conflict("out_since_leaving", ch, m, anchor, here, gap, stated,
                                           f"{m.group().strip()} (ch{ch}, {here.source.quote}) is about {gap:g} days after "
                                           f"the leaving of ch{anchor.chapter} ({anchor.source.quote}), not {stated:g}")

    def _since_place_told(self, graph, ch: int, m: re.Match, by_ch, titles) -> Iterator[Conflict]:
        place = re.compile(rf"\b{re.escape(m.group('place'))}\b")
        event_ch = next((c for c in sorted(titles) if c < ch and place.search(titles[c] or "")), None)
        if event_ch is None or not by_ch.get(event_ch):
            return
        text = graph.texts.get(ch, "")
        para_end = text.find("\n\n", m.end())
        para_end = len(text) if para_end < 0 else para_end
        now = [d for d in by_ch.get(ch, []) if d.source.start <= m.start()] or \
            [d for d in by_ch.get(ch, []) if m.end() <= d.source.start < para_end]
        if not now:
            return
        anchor, here = by_ch[event_ch][0], now[-1] if now[-1].source.start <= m.start() else now[0]
        gap = _calendar_gap(anchor, here)
        if gap is None and anchor.story_day is not None and here.story_day is not None:
            gap = here.story_day - anchor.story_day
        stated, slack = _stated_days(m)
        # (the day of leaving may come a few days after the chapter's first date: only a count too long for the days
        # since that date is sure)
        if gap is None or stated < 3 or gap < 0 or stated <= gap + max(slack, 0.3 * stated):
            return
        yield self._count_conflict("since_place", ch, m, anchor, here, gap, stated,
                                   f"{m.group().strip()} (ch{ch}, {here.source.quote}) is at most {gap:g} days after "
                                   f"ch{event_ch} at {m.group('place')} ({anchor.source.quote}), not {stated:g}")

    def _count_conflict(self, anomaly: str, ch: int, m: re.Match, anchor: Fact, here: Fact, gap: float, stated: float,
                        msg: str) -> Conflict:
        """A count in a sentence with no date of its own, held against the chapters' dates: the words of the count
        stand as a fact of their own beside the date of now."""
        quote = m.group().strip()
        f = Fact(subject="@story", predicate="timeMark", object=quote, chapter=ch,
                 source=SourceRef(chapter=ch, start=m.start(), end=m.end(), quote=quote))
        return self.conflict(id_parts=(anomaly.replace("_", "-"), ch, quote), chapter=ch, entities=[], message=msg,
                             established=[anchor], conflicting=[f, here], severity=self.severity,
                             detail={"anomaly": anomaly, "stated_days": stated, "date_gap": round(gap, 1)})

    def _since_dated(self, graph: StoryGraph, dates: list[Fact]) -> Iterator[Conflict]:
        """"Saturday, the 2nd of November, 1839. It is a fortnight since we pulled out of Paddington basin on the 20th
        of September": a count of time up to now from a day the same words date, that the two dates do not allow (the
        date of now given in that sentence or the one just before it, in the same paragraph)."""
        import datetime as dt

        for f in dates:
            text = graph.texts.get(f.chapter, "")
            d = f.detail
            if d.get("era") or not d.get("month") or not d.get("year"):
                continue
            pe = text.find("\n\n", f.source.end)
            pe = len(text) if pe < 0 else pe
            # this sentence and the next one, within the paragraph
            stop = f.source.end
            for _ in range(2):
                nxt = [i for i in (text.find(c, stop) for c in ".!?") if 0 <= i < pe]
                stop = (min(nxt) + 1) if nxt else pe
            lo = max(text.rfind(c, 0, f.source.start) for c in ".!?\n") + 1
            m = _EN_SINCE_DATED.search(text, lo, stop)
            if not m or m.start() < f.source.start - 200:
                continue
            if re.search(r"\b(?:if|would|will|shall|next|until|till)\b", m.group("mid"), re.I):
                continue
            month = _EN_MONTHS.get((m.group("mon") or m.group("mon2"))[:3].lower())
            try:
                day = int(m.group("day") or m.group("day2"))
                now = dt.date(int(d["year"]), int(d["month"]), int(d["day"]))
                then = dt.date(int(d["year"]), month, day)
            except (TypeError, ValueError):
                continue
            if then > now:
                then = then.replace(year=then.year - 1)  # (the turn of the year: a December day before a January one)
            gap = float((now - then).days)
            n = m.group("n").lower()
            count = int(n) if n.isdigit() else _EN_COUNT.get(n, 0)
            unit, slack = _EN_UNIT[m.group("unit").lower()]
            stated = count * unit
            if count <= 0 or abs(gap - stated) <= max(slack, 0.15 * stated) + 0.01:
                continue
            quote = m.group().strip()
            msg = (f"{quote} ({f.source.quote}): the day it counts from is {gap:g} days before, not about {stated:g}")
            ref = f.model_copy(update={"source": f.source.model_copy(update={"start": m.start(), "end": m.end(),
                                                                             "quote": quote})})
            yield self.conflict(id_parts=("since-dated", f.source.quote, quote), chapter=f.chapter, entities=[],
                                message=msg, established=[f], conflicting=[ref], severity=self.severity,
                                detail={"anomaly": "after_event", "stated_days": stated, "date_gap": gap})

    def _until_date(self, graph: StoryGraph, tl) -> Iterator[Conflict]:
        """"这时候离七月初一交墨还有四十来天" on 六月初十: the days said to be left until a day of the calendar, against
        the date the story stands on (its last date, a few days on at most, months of thirty days)."""
        if not tl.dated:
            return
        dates = [m for m in sorted(graph.facts_of("timeMark"), key=fact_order)
                 if m.modality == "asserted" and m.detail.get("type") == "date" and m.story_day is not None
                 and m.detail.get("month") and m.detail.get("day")]
        for f in sorted(graph.facts_of("untilDate"), key=fact_order):
            if f.modality != "asserted" or f.story_day is None:
                continue
            before = [d for d in dates if fact_order(d) < fact_order(f) and f.chapter - d.chapter <= 1
                      and tl.same_clock(d.chapter, f.chapter)]
            if not before:
                continue
            d = before[-1]
            on = f.story_day - d.story_day
            if on < 0 or on > 3:
                continue  # (the day now pinned by a date at most a few days back)
            now = (int(d.detail["month"]) - 1) * 30 + int(d.detail["day"]) + on
            target = (int(f.detail["month"]) - 1) * 30 + int(f.detail["day"])
            gap = (target - now) % 360
            stated = float(f.detail.get("days", 0))
            if gap > 300 or stated <= 0:
                continue
            slack = max(3.0, (0.35 if f.detail.get("approx") else 0.2) * max(gap, stated))
            if abs(gap - stated) <= slack:
                continue
            msg = (f"第{f.chapter}章说离{int(f.detail['month'])}月{int(f.detail['day'])}日还有{stated:g}天（{f.source.quote}），"
                   f"但故事此时在{d.source.quote}（第{d.chapter}章），只差约{gap:g}天" if graph.language == "zh" else
                   f"ch{f.chapter} counts {stated:g} days left ({f.source.quote}), but {d.source.quote} (ch{d.chapter}) "
                   f"is about {gap:g} days before that day")
            yield self.conflict(id_parts=("until-date", d.source.quote, f.source.quote), chapter=f.chapter, entities=[],
                                message=msg, established=[d], conflicting=[f], severity=self.severity,
                                detail={"anomaly": "until_date", "stated_days": stated, "date_gap": round(gap, 1)})

    def _since_festival(self, graph: StoryGraph, tl) -> Iterator[Conflict]:
        """"自打中秋夜里开了那只樟木匣，到今儿已经整整三个月了" on 十月初二, forty-seven days after the story's 八月十五: a time
        said since a feast that the days since the feast's date, last reached on the story's clock, cannot be."""
        if not tl.dated:
            return
        dates = [m for m in sorted(graph.facts_of("timeMark"), key=fact_order)
                 if m.modality == "asserted" and m.detail.get("type") == "date" and m.story_day is not None]
        pinned = _pinned_positions(graph)
        for f in sorted(graph.facts_of("sinceFestival"), key=fact_order):
            if f.modality != "asserted" or f.story_day is None:
                continue
            feast = [m for m in dates if fact_order(m) < fact_order(f) and m.detail.get("month") == f.detail.get("month")
                     and m.detail.get("day") == f.detail.get("day") and tl.same_clock(m.chapter, f.chapter)]
            if not feast:
                continue
            m = feast[-1]
            gap = f.story_day - m.story_day
            stated = float(f.detail.get("days", 0))
            if gap < 0 or stated <= 0 or abs(stated - gap) <= max(3.0, 0.25 * max(gap, stated)):
                continue
            if stated > gap and not pinned(f, reach=0):
                continue  # too long only where a date of its own chapter pins the saying (untold days fill gaps)
            msg = (f"第{f.chapter}章说自{f.detail.get('festival')}以来已{stated:g}天（{f.source.quote}），但第{m.chapter}章的"
                   f"{m.source.quote}到此只过了约{gap:g}天" if graph.language == "zh" else
                   f"ch{f.chapter} counts {stated:g} days since {f.detail.get('festival')} ({f.source.quote}), but "
                   f"{m.source.quote} (ch{m.chapter}) is about {gap:g} days before")
            yield self.conflict(id_parts=("since-festival", m.source.quote, f.source.quote), chapter=f.chapter, entities=[],
                                message=msg, established=[m], conflicting=[f], severity=self.severity,
                                detail={"anomaly": "since_festival", "stated_days": stated, "date_gap": round(gap, 1)})

    def _since_death(self, graph: StoryGraph, tl) -> Iterator[Conflict]:
        """"Castellane had been dead five weeks" sixteen days after he died: a stated time since a death that the days
        between cannot be. Too short always counts (untold days only add to the days between); too long only where
        explicit dates pin both the death and the statement (untold days could fill the gap otherwise)."""
        deaths: dict[str, Fact] = {}
        burials: dict[str, Fact] = {}  # "six weeks since they had buried Frank": from the burial, days after the death
        for f in sorted(graph.facts_of("died"), key=fact_order):
            if f.modality == "asserted" and not f.detail.get("spoken"):
                deaths.setdefault(f.subject, f)
                if f.object == "buried" and f.subject not in burials:
                    burials[f.subject] = f
        dated = _pinned_positions(graph)
        all_deaths = sorted((f for f in graph.facts_of("died") if f.modality == "asserted" and not f.detail.get("spoken")),
                            key=fact_order)
        for f in sorted(graph.facts_of("sinceDeath"), key=fact_order):
            d = deaths.get(f.subject)
            if f.detail.get("last_buried"):
                # "since they had buried the old man": the one the book saw die last before it
                before = [x for x in all_deaths if fact_order(x) < fact_order(f)]
                d = deaths.get(before[-1].subject) if before else None
            if f.modality != "asserted" or d is None or (d.chapter, d.source.start or 0) >= (f.chapter, f.source.start or 0):
                continue
            b = burials.get(d.subject)
            if f.detail.get("burial") and b is not None and fact_order(b) < fact_order(f) and b.story_day is not None:
                d = b
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
            who = d.subject  # (the one "since they had buried the old man" is about, found above)
            msg = (f"第{f.chapter}章说{who}{what}了{stated:g}天（{f.source.quote}），但自第{d.chapter}章的"
                   f"{d.source.quote}起只过了约{gap:g}天" if zh else
                   f"ch{f.chapter} says {who} has been {what} {stated:g} days ({f.source.quote}), but "
                   f"{d.source.quote} (ch{d.chapter}) is about {gap:g} days before")
            yield self.conflict(id_parts=("since-death", who, d.source.quote, f.source.quote), chapter=f.chapter,
                                entities=[who], message=msg, established=[d], conflicting=[f],
                                severity=self.severity, detail={"anomaly": "since_death", "stated_days": stated,
                                                                "date_gap": round(gap, 1)})


# "a full month after the Glendale preview", "three weeks after the wedding": a count from an event named by its noun
_EN_AFTER_EVENT = re.compile(r"\b(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\s+"
                             r"(?:full\s+|whole\s+|clear\s+|good\s+|short\s+)?(?P<unit>day|week|fortnight|month|year)s?\s+"
                             r"(?:after|since)\s+(?:the|his|her|their|our|its|that|(?-i:[A-Z][a-z]+)['’]s)\s+(?:[A-Za-z'’-]+\s+){0,3}"
                             r"(?P<head>[a-z]{4,})(?=\s*[,.;:!?)\n]|\s*$|\s+(?:and|but|when|while|as|that|which|had|was|were|"
                             r"the|a|an|in|on|at|to|of|for|with|by)\b)", re.I)
_AFTER_OR_SINCE = re.compile(r"\b(?:after|since)\s+(?:the|his|her|their|our|its|that)\s", re.I)


def _after_event_matches(text: str) -> list[re.Match]:
    """_EN_AFTER_EVENT's matches in a whole chapter, looked for only around "after the"/"since her" (the count is a few
    words before it): a scan of the whole text with the pattern itself tries its numbers at every word."""
    out: list[re.Match] = []
    low = text.translate(_ASCII_LOWER)  # (the same offsets as the text)
    starts = sorted(i for w in ("after", "since") for i in _find_all(low, w))
    last = -1
    for p in sorted(i for w in ("out of", "out from") for i in _find_all(low, w)):
        # "Ten days out of Upernavik": a count from a place left
        m = _EN_AFTER_PLACE.search(text, max(0, p - 40), min(len(text), p + 60))
        if m and m.start() <= p < m.end():
            out.append(m)
    for p in starts:
        a = _AFTER_OR_SINCE.match(text, p)
        if a is None:
            continue
        m = _EN_AFTER_EVENT.search(text, max(0, a.start() - 40), min(len(text), a.end() + 120))
        if m and m.start() > last and m.start() <= a.start() < m.end():
            out.append(m)
            last = m.start()
    return out


def _dated_next_paragraph(text: str, m: re.Match, dates: list[Fact]) -> list[Fact]:
    """"Ten days after her examination, Wren was still not used to the knot on her sleeve. …¶The morning of the
    eighteenth of September found her on the Customs quay": a count that opens a chapter, dated by the chapter's first
    date when that opens the next paragraph's first sentence (no scene break between)."""
    if text[:m.start()].lstrip("\n").count("\n") > 2 or not dates:
        return []  # (the chapter's heading and the count's own paragraph only)
    first = min(dates, key=lambda d: d.source.start)
    pe = text.find("\n\n", m.end())
    if pe < 0:
        return []
    ns = pe + 2
    while ns < len(text) and text[ns] in " \t\n":
        ns += 1
    se = min([i for i in (text.find(c, ns) for c in ".!?\n") if i >= 0] or [len(text)])
    if not (ns <= first.source.start < se):
        return []
    return [first]


def _count_off(m: re.Match, anchor: Fact, here: Fact) -> tuple[float, float] | None:
    """(days between the two dates, days the count says) when the count of m is off by more than its unit allows
    (and 30%), else None. The calendar's days where both are dates of it, else the story clock's."""
    gap = _calendar_gap(anchor, here)
    if gap is None:
        gap = here.story_day - anchor.story_day
    stated, slack = _stated_days(m)
    if stated < 3 or gap < 0 or abs(gap - stated) <= max(slack, 0.3 * stated) + 0.01:
        return None
    return gap, stated


def _stated_days(m: re.Match) -> tuple[float, float]:
    """The days a count says ("eleven days", "a fortnight") and the slack its unit allows; (0, 0) for no count."""
    n = m.group("n").lower()
    count = int(n) if n.isdigit() else _EN_COUNT.get(n, 0)
    unit, slack = _EN_UNIT[m.group("unit").lower()]
    return (count * unit, slack) if count > 0 else (0.0, 0.0)


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _find_all(text: str, word: str):
    i = text.find(word)
    while i >= 0:
        yield i
        i = text.find(word, i + 1)


# "three weeks to the day", "ten full days": a count of days, weeks, fortnights or months heading a reckoning
_EN_COUNT_HEAD = (r"\b(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\s+"
                  r"(?:full\s+|whole\s+|clear\s+|good\s+)?(?P<unit>day|week|fortnight|month)s?\s+(?:to\s+the\s+day\s+)?")
# "ten days out of Talcahuano", "three weeks to the day after they had marched out of Dalkeith", "a month since we
# sailed from Leith": a count from leaving a place the text names
_EN_AFTER_PLACE = re.compile(_EN_COUNT_HEAD + r"(?:out\s+(?:of|from)|(?:after|since)\s+(?:[a-z]+\s+){1,3}?(?:out\s+of|from|left|leaving))\s+"
                             r"(?P<place>(?-i:[A-Z][a-z]{2,})(?:\s+(?-i:[A-Z][a-z]+))?)", re.I)
# "It was the 8th of Seedmonth, their thirty-third day out of Pellacre": the day's number, counted from leaving
_EN_ORD_DAY_PLACE = re.compile(r"\b(?:their|our|the|his|her|its)\s+(?P<ord>(?:twenty|thirty)[- ][a-z]+|[a-z]+(?:th|st|nd|rd)|\d{1,3}(?:st|nd|rd|th))"
                               r"\s+day\s+(?:out\s+(?:of|from)|since\s+(?:leaving|they\s+left|we\s+left))\s+"
                               r"(?P<place>(?-i:[A-Z][a-z]{2,})(?:\s+(?-i:[A-Z][a-z]+))?)", re.I)


class _OrdDay:
    """An ordinal day out, read like a count of days ("their thirty-third day out of X" as 33 days)."""

    re = _EN_ORD_DAY_PLACE

    def __init__(self, m: re.Match, n: int):
        self._m, self._n = m, n

    def group(self, name=0):
        if name == "n":
            return str(self._n)
        if name == "unit":
            return "day"
        return self._m.group(name)

    def start(self, *a):
        return self._m.start(*a)

    def end(self, *a):
        return self._m.end(*a)


def _ord_day_out(text: str):
    from extractors.story import _EN_ORD
    m = _EN_ORD_DAY_PLACE.search(text)
    if not m:
        return None
    w = m.group("ord").lower()
    n = int(re.match(r"\d+", w).group()) if w[0].isdigit() else _EN_ORD.get(w.replace(" ", "-")) or _EN_ORD.get(w)
    return _OrdDay(m, n) if n else None


_EN_LEAVING = re.compile(r"\b(?:left|leave|leaving|sailed|sail|marched|march|rode|set\s+out|set\s+off|departed|weighed|"
                         r"cleared|quitted|quit)\b", re.I)
# a sentence that itself counts days from somewhere ("nineteen days out of Bergen") is no day of leaving it
_EN_COUNTED_FROM = re.compile(r"\b(?:days?|weeks?|fortnight|months?)\s+(?:to\s+the\s+day\s+)?(?:out\s+(?:of|from)|after|since)\b", re.I)
# "a fortnight since we pulled out of Paddington basin on the 20th of September", "three weeks since she left,
# on March the 3rd": a count up to now from a day the same words date
_EN_SINCE_DATED = re.compile(
    _EN_COUNT_HEAD + r"since\s+(?P<mid>(?:[\w'’-]+,?\s+){1,10}?)(?:on|of)\s+"
    r"(?:(?:[A-Z][a-z]+day),?\s+)?(?:(?:the\s+)?(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+of\s+(?P<mon>(?-i:[A-Z][a-z]{2,8}))|"
    r"(?P<mon2>(?-i:[A-Z][a-z]{2,8}))\s+(?:the\s+)?(?P<day2>\d{1,2})(?:st|nd|rd|th)?)\b", re.I)
_EN_MONTHS = {m: i + 1 for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"))}
_EN_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
             "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
             "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40}
# "They had been out nineteen days", "had been on the ice a fortnight": the days out, counted from the leaving
# ("had been away four months" / "gone": from home, maybe long before the last leaving the text tells: not counted)
_EN_BEEN_OUT = re.compile(r"\b(?:had|have|has)\s+been\s+(?:out|on\s+the\s+(?:ice|trail|road|march|move))\s+(?:for\s+)?"
                          r"(?:(?:a|the)\s+)?(?:full\s+|whole\s+|good\s+|clear\s+)?(?P<n>a|an|one|two|three|four|five|six|seven|"
                          r"eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
                          r"twenty|thirty|forty|\d{1,3})\s+(?P<unit>day|week|fortnight|month)s?\b(?!\s+and\s)", re.I)


# "距春和楼那场大火，已经过去一个多月了", "自打那回走水以来，足足有二十多天": a time since an event named
_ZH_SINCE_EVENT = re.compile(r"(?:距离|距|离|自打|打从|自从|自)(?P<ev>[\u4e00-\u9fff]{2,12}?)(?:以来|之后|以后|后|起)?[，,]?"
                             r"(?:算来|算起来|到如今|到今天|到今儿)?[，,]?(?:已经|已|都|早已|足足|整整|差不多|快)?(?:过去了?|过了|有)?"
                             r"(?P<n>[一二三四五六七八九十两\d]{1,3})(?:个)?(?P<more>多)?(?:个)?(?P<unit>天|日|旬|个月|月|年)")
# "龙骨上台到今天已经整整半年", "从出发那天到现在，他们在外面整整熬了十天": an event, then how long since, up to now
_ZH_UNTIL_NOW = re.compile(r"(?P<ev>[\u4e00-\u9fff]{2,10}?)(?:那天|那日|那一天|以来|起)?(?:到今天|到今儿|到如今|到现在|至今|到眼下)[，,]?"
                           r"(?:算来|算起来)?[，,]?[\u4e00-\u9fff]{0,8}?(?:已经|已|足足|整整|将近|差不多)[\u4e00-\u9fff]{0,3}?"
                           r"(?P<n>[一二三四五六七八九十两\d]{1,3}|半)(?:个)?(?P<more>多)?(?:个)?(?P<unit>天|日|旬|个月|月|年)")
# "韩铁舟在州衙大牢里整整蹲了一个月": a stay in a place, for so long (not "在家里住了三天" of a visit: the place is
# read against a chapter that puts one into it)
_ZH_STAY = re.compile(r"在(?P<place>[\u4e00-\u9fff]{1,8}?)(?:里头|里面|里|中|内)(?:整整|足足|一共|总共|已经|已)?"
                      r"(?:蹲|关|押|住|待|呆|困|躺)了(?:整整|足足)?(?P<n>[一二三四五六七八九十两\d]{1,3}|半)(?:个)?(?P<more>多)?(?:个)?"
                      r"(?P<unit>天|日|旬|个月|月|年)(?![后前以之])")
_ZH_EVENT_FILLER = re.compile(r"那场|那次|那回|这场|这次|那一场|那一次|的")
# a since that is not an event's name: a day, a feast, a death (read elsewhere), the start of a count
_ZH_NOT_EVENT = re.compile(r"[年月日号]|初[一二三四五六七八九十]|节|死|去世|过世|走了|殁|牺牲|咽气|下葬|出殡|那天|那日|那时|当时|上回|上次|现在|今天|如今|此")


def _zh_dated_event(graph: StoryGraph, by_ch: dict[int, list[Fact]], name: str, ch: int) -> Fact | None:
    """The date of the sentence that first tells of `name` in a chapter before ch (outside quotation marks), when that
    sentence gives one; None otherwise."""
    for c in sorted(graph.texts):
        if not 0 < c < ch:
            continue
        text = graph.texts[c]
        i = text.find(name)
        while i >= 0 and text.count("“", 0, i) > text.count("”", 0, i):
            i = text.find(name, i + 1)
        if i < 0:
            continue
        lo = max(text.rfind(x, 0, i) for x in "。！？\n") + 1
        his = [j for j in (text.find(x, i) for x in "。！？\n") if j >= 0]
        hi = min(his) if his else len(text)
        if lo == 0 and text.startswith("#"):
            return None  # (the chapter's heading names it: no date of its own)
        inside = [d for d in by_ch.get(c, ()) if lo <= d.source.start < hi]
        return inside[0] if inside else None
    return None


def _dates_by_chapter(graph: StoryGraph) -> dict[int, list[Fact]]:
    """The asserted calendar days of each chapter (day of the month given, on the story clock), in reading order."""
    by_ch: dict[int, list[Fact]] = defaultdict(list)
    for f in sorted(graph.facts_of("timeMark"), key=fact_order):
        if f.modality == "asserted" and f.detail.get("type") == "date" and f.detail.get("day") \
                and f.story_day is not None and f.source.start is not None:
            by_ch[f.chapter].append(f)
    return by_ch


def _zh_span_off(m: re.Match, gap: float) -> float | None:
    """The days a Chinese span says (its n, unit and 多 groups), when the days between its two dates (`gap`) are
    too far from it (30%, and a day); None when they fit, or the span says nothing."""
    n = 0.5 if m.group("n") == "半" else _zh_number(m.group("n"))
    unit = {"天": 1.0, "日": 1.0, "旬": 10.0, "月": 30.0, "年": 360.0}[m.group("unit")[-1]]
    if not n or gap < 0:
        return None
    lo = n * unit
    hi = (n + 1) * unit if m.group("more") else lo
    return None if lo * 0.7 - 1 <= gap <= hi * 1.3 + 1 else lo


def _zh_number(s: str) -> int:
    if s.isdigit():
        return int(s)
    d = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
    if s == "十":
        return 10
    if "十" in s:
        a, _, b = s.partition("十")
        return (d.get(a, 1) if a else 1) * 10 + (d.get(b, 0) if b else 0)
    return d.get(s, 0)


def _paragraph(text: str, p: int) -> str:
    s = text.rfind("\n\n", 0, p)
    e = text.find("\n\n", p)
    return text[s + 2 if s >= 0 else 0:e if e >= 0 else len(text)]
_EN_UNIT = {"day": (1.0, 1.0), "week": (7.0, 2.0), "fortnight": (14.0, 3.0), "month": (30.0, 5.0), "year": (365.0, 20.0)}
# heads that are times or people, not events a date was given to
_NOT_EVENTS = {"morning", "evening", "night", "afternoon", "noon", "midnight", "dawn", "dusk", "time", "first", "last",
               "other", "same", "next", "previous", "year", "month", "week", "day", "days", "weeks", "months", "years",
               # the particle ending a clause ("eleven days after the glass came down"): no event's name
               "down", "away", "back", "over", "through", "again", "here", "there", "home", "off", "along", "about",
               "around", "apart", "open", "shut", "aside", "ashore", "aboard", "abroad", "together", "forward"}


_EN_CLAUSE_VERBS = {"came", "went", "left", "began", "begun", "fell", "broke", "died", "rose", "sank", "froze", "gave", "took",
                    "made", "into", "onto", "from", "over", "upon", "came", "come", "comes", "went", "goes", "ran", "sailed",
                    "struck", "burnt", "began", "ended", "stopped"}


# an event's noun and the verbs that tell it happening ("Thorne's arrival": "Thorne came up the trail")
_EN_EVENT_VERBS = {"arrival": r"arriv\w*|came|come|reached|rode\s+in|got\s+in", "coming": r"came|come|arriv\w*",
                   "departure": r"depart\w*|left|set\s+(?:off|out)|went\s+away", "going": r"went|left|set\s+(?:off|out)",
                   "return": r"return\w*|came\s+back|got\s+back|came\s+home", "wedding": r"wedding|wed|married",
                   "marriage": r"married|wedding|wed", "funeral": r"funeral|buried", "burial": r"buried|funeral",
                   "death": r"died|dead|death", "visit": r"visit\w*|came", "birth": r"born|birth"}
_EN_EVENT_STOP = {"the", "a", "an", "of", "in", "on", "at", "to", "by", "for", "with", "from", "and", "that", "his", "her",
                  "their", "our", "its", "into", "upon", "over", "under", "old", "big", "great", "little", "first", "last",
                  "whole", "long", "short", "strange", "terrible"}
_EN_EVENT_TAIL = re.compile(r"[^,.;:!?\n]{0,60}")


def _event_told_after_date(graph, earlier: list[Fact], f: Fact, m: re.Match, tl) -> Fact | None:
    """"Five days after Thorne's arrival, on Saturday, April 23", "Three weeks after the night of the light in the loam
    shed, on Saturday, the 8th of December": an event of several words (a name's, or a noun with its place) that no
    dated sentence names, told in the stretch after one date of the story (until the next): all its words in one
    sentence, or in a paragraph and the next, its noun also as a verb of its happening. Only when one stretch tells it
    (an event told again later is remembered, or happened twice: no count from it)."""
    text_f = graph.texts.get(f.chapter, "")
    det = re.search(r"\b(?:after|since)\s+(?:the|his|her|their|our|its|that|(?-i:(?P<name>[A-Z][a-z]+))['’]s)\s+",
                    m.group(), re.I)
    if not det:
        return None
    words = [w for w in re.findall(r"[A-Za-z]+", m.group()[det.end():] + _EN_EVENT_TAIL.match(m.string, m.end()).group())
             if w.lower() not in _EN_EVENT_STOP and w.lower() not in _NOT_EVENTS]
    if det.group("name"):
        words.insert(0, det.group("name"))
    words = list(dict.fromkeys(words))
    if len(words) < 2 or len(words) > 4:
        return None
    rxs = []
    name = det.group("name")
    for w in words:
        low = w.lower()
        if name and w == name:
            continue
        forms = _EN_EVENT_VERBS.get(low)
        if name and forms:
            # the name the subject of the verb that tells it ("Professor Gideon Thorne of the Harvard College
            # Observatory came up the trail", not "said Thorne, with great regret, and came down")
            rxs.append(re.compile(rf"\b{re.escape(name)}\b(?:\s+[\w'’-]+){{0,8}}?\s+(?i:{forms})\b|"
                                  rf"(?i:\b{re.escape(low)}s?\b)(?:\s+[\w'’-]+){{0,2}}?\s+of\s+{re.escape(name)}\b"))
            name = None
            continue
        alt = rf"{re.escape(low)}s?|{forms}" if forms else (rf"{re.escape(low[:5])}\w*" if len(low) >= 6 else rf"{re.escape(low)}s?")
        rxs.append(re.compile(rf"\b(?:{alt})\b", re.I))
    if name:
        rxs.append(re.compile(rf"\b{re.escape(name)}\b"))

    def tells(seg: str) -> bool:
        return all(rx.search(seg) for rx in rxs)

    found: list[Fact] = []
    for j, a in enumerate(earlier):
        if a.chapter > f.chapter or not tl.same_clock(a.chapter, f.chapter):
            continue
        if a.detail.get("derived"):
            continue  # (a day reckoned from a feast, itself a count)
        text = graph.texts.get(a.chapter, "")
        lo = max(text.rfind(c, 0, a.source.start) for c in ".!?\n") + 1
        his = [k for k in (text.find(c, a.source.end or a.source.start) for c in ".!?\n") if k >= 0]
        if _EN_AFTER_EVENT.search(text, lo, min(his) if his else len(text)):
            continue  # (a date counted from another event: no day of its own to count from)
        nxt = next((b.source.start for b in earlier[j + 1:] if b.chapter == a.chapter and b.source.start > a.source.start),
                   None)
        hi = nxt if nxt is not None else (len(text) if a.chapter < f.chapter else f.source.start)
        stretch = text[lo:hi]
        paras = [p for p in re.split(r"\n\s*\n", stretch) if p.strip()]
        hit = any(tells(s) for p in paras for s in re.split(r"(?<=[.!?])\s+", p)) or \
            any(tells(paras[k] + " " + paras[k + 1]) for k in range(len(paras) - 1))
        if hit:
            if found and (found[-1].chapter, found[-1].story_day) != (a.chapter, a.story_day):
                return None  # (told in two stretches: which one is meant is not sure)
            found.append(a)
    return found[0] if found else None


def _calendar_gap(a: Fact, b: Fact) -> float | None:
    """Days from date a to date b on the ordinary calendar (a book's own calendar or era: None)."""
    import datetime as dt

    da, db = a.detail, b.detail
    if da.get("era") or db.get("era") or not (da.get("month") and db.get("month")):
        return None
    ya, yb = da.get("year"), db.get("year")
    if ya is None and yb is None:
        ya = yb = 2001
    elif ya is None or yb is None:
        ya = yb = ya or yb
    try:
        days = (dt.date(int(yb), int(db["month"]), int(db["day"])) - dt.date(int(ya), int(da["month"]), int(da["day"]))).days
    except (ValueError, TypeError):
        return None
    if days < 0 and da.get("year") is None and db.get("year") is None:
        days += 365  # (the turn of a year no one wrote)
    return float(days)


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
            here = [m for m in marks.get(ch, []) if ch < f.chapter or min(m.detail.get("from", m.source.start or 0),
                                                                            m.source.start or 0) <= pos]
            for m in reversed(here):
                if m.detail.get("type") == "date" and m.detail.get("day"):
                    return told <= 2
                if m.detail.get("type") == "advance":
                    told += float(m.detail.get("lo", 0))
                    if told > 2:
                        return False
        return False
    return dated

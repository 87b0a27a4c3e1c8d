"""In-story time: the story day of every chapter and dated fact, from explicit dates and relative advances.

Two clocks are kept apart: reading order (`chapter`) and story time (`story_day`, day 0 = where the story
starts). The clock moves with the narration's dates (天启三年八月十五, the 12th of March, 1847) and relative
advances (三日后, 次日, a fortnight later); marks in flashbacks, memories, dreams and dialogue do not move it
(the extractor tags those). Where the time the text states cannot be, the timeline records an anomaly:

- a date earlier than the latest date the story already stated (without a flashback marker);
- stated intervals since the last date that add up to more than the next date allows.

Chinese dates use the traditional reckoning (30-day months, 360-day years) unless the bible's rules.yaml gives
a `calendar` (`eras: [...]` in order, `days_per_month`, `months_per_year`); Western dates use the real calendar.
"""
from __future__ import annotations

import calendar
import datetime as dt
from bisect import bisect_right
from dataclasses import dataclass, field

from kg.models import Fact


RECALLED_DAY_GAP = 14  # days: a date this far behind that the story already stood on is that day named again …
RECALLED_DAY_DEPTH = (10, 8)  # … when it stands this many characters (en, zh) into its sentence ("One used, on 8
# July, on the Englishman's wrist"; not "十月初六，…" or "On Thursday 30 July," heading it)
DOCUMENT_REACH = 60  # a dated document (*…* in the text) moves the clock only forward and this little
DAYS_BACK_SAME_YEAR = 21  # days: a first stated year this little before the year-less day the story reached is that year
YEARLESS_SLIP = 60  # a date without a year up to this many days before the current one is a slip, not a new year
SILENT_YEAR_REACH = 150  # days: a silent new year may carry the story on this far at most …
SILENT_YEAR_CHAPTERS = 3  # … within this many chapters of a date given to the day
INTERVAL_SLACK = 1.5  # days: "a fortnight later" counted from a scene a day after the last date is no contradiction
LUNAR_LAG = 30.0  # days: a farmers'-calendar date lies about a month after the solar date of the same numbers


@dataclass
class Anomaly:
    kind: str  # backwards | interval
    chapter: int
    established: list[Fact]
    conflicting: list[Fact]
    message: str
    detail: dict = field(default_factory=dict)


@dataclass
class Timeline:
    chapter_day: dict[int, float]
    marks: dict[int, list[tuple[int, float]]]  # chapter -> [(position, day after the mark)]
    anomalies: list[Anomaly]
    dated: bool  # at least one explicit date anchors the clock
    origin_label: str = ""
    origin: float | None = None  # the calendar ordinal of story day 0
    year_known: bool = False  # a year was stated: the ordinal is a real date, not one counted from nothing
    strand: dict[int, str] = field(default_factory=dict)  # chapter -> time strand (kg.strands), when there are several
    aligned: set[str] = field(default_factory=set)  # strands whose days are on the axis of the first strand
    _positions: dict[int, list[int]] = field(default_factory=dict, repr=False)  # day_at's lookup, per chapter

    def same_clock(self, a: int, b: int) -> bool:
        """Whether story days of chapters a and b can be compared: one timeline, the same strand, or strands
        put on one axis by their years (the bible, chapter 0, goes with every strand)."""
        if not self.strand or a <= 0 or b <= 0:
            return True
        sa, sb = self.strand.get(a), self.strand.get(b)
        return sa == sb or (sa in self.aligned and sb in self.aligned)

    def same_strand(self, a: int, b: int) -> bool:
        return not self.strand or a <= 0 or b <= 0 or self.strand.get(a) == self.strand.get(b)

    def day_at(self, chapter: int, pos: int | None = None) -> float | None:
        if chapter <= 0:
            return 0.0
        day = self.chapter_day.get(chapter)
        if day is None:
            return None
        if pos is None:
            return day
        marks = self.marks.get(chapter)
        if not marks:
            return day
        pos_list = self._positions.get(chapter)
        if pos_list is None:
            pos_list = self._positions[chapter] = [p for p, _ in marks]
        i = bisect_right(pos_list, pos) - 1
        return marks[i][1] if i >= 0 else day


class Calendar:
    def __init__(self, language: str, cfg: dict):
        self.language = language
        self.eras = [str(e) for e in cfg.get("eras", []) or []]
        self.dpm = int(cfg.get("days_per_month", 30))
        self.mpy = int(cfg.get("months_per_year", 12))
        self.seen_eras: list[str] = []
        cyc = cfg.get("cycle") or {}
        self.cycle_days = int(cyc.get("days") or 1000)  # unknown length: days within a cycle still order
        anchor = cyc.get("anchor")
        self.cycle_anchor = None
        if anchor and cyc.get("days"):
            y, mo, d = anchor["date"]
            self.cycle_anchor = (int(anchor["cycle"]), int(anchor["day"]), float(dt.date(y, mo, d).toordinal()))

    def era_index(self, era: str | None) -> int | None:
        if not era:
            return None
        if era in self.eras:
            return self.eras.index(era)
        if era not in self.seen_eras:
            self.seen_eras.append(era)
        return 1000 + self.seen_eras.index(era)

    def cycle_era(self, era: str | None) -> str | None:
        """The era a cycle date compares in: the Earth calendar's when the world notes anchor the cycles to it."""
        if era and era.startswith("cycle:") and self.cycle_anchor is not None:
            return None
        return era

    def known_order(self, a: str | None, b: str | None) -> bool:
        """Whether two eras can be compared: the same era, or both in the bible's calendar."""
        a, b = self.cycle_era(a), self.cycle_era(b)
        return a == b or (a in self.eras and b in self.eras)

    def ordinal(self, era: str | None, year: int | None, month: int | None, day: int | None) -> float:
        if era and era.startswith("count:"):
            return float(day or 0)  # "Shipday 71,189", "Sol 412": a plain count of days
        if era and era.startswith("cycle:"):
            # "Cycle 22, Day 71": cycles of the book's stated length, days counted in each (an anchor in the world
            # notes, "Cycle 22, Day 1 fell on 10 January 2231", puts them on the Earth calendar; see `cycle_era`)
            n = (year or 0) * self.cycle_days + (day or 1) - 1
            if self.cycle_anchor is not None:
                c, d, base = self.cycle_anchor
                return float(base + n - (c * self.cycle_days + d - 1))
            return float(n)
        if self.language == "en" and era == "calendar":
            # the book's own calendar: its months in order, its days to a month
            return float((year or 0) * self.dpm * self.mpy + ((month or 1) - 1) * self.dpm + ((day or 1) - 1))
        if self.language == "en" or (not era and year is not None and 1800 <= year <= 2999):
            # (a Chinese book dated in solar years, 一九三八年 or 民国二十七年, keeps the real calendar too)
            y = year or 1
            try:
                return float(dt.date(y, month or 1, min(day or 1, 28 if (month or 1) == 2 else 31)).toordinal())
            except ValueError:
                return float(dt.date(y, month or 1, 28).toordinal())
        ei = self.era_index(era) or 0
        return float(ei * 10_000_000 + (year or 0) * self.dpm * self.mpy + ((month or 1) - 1) * self.dpm + ((day or 1) - 1))

    def year_length(self) -> float:
        return 365.0 if self.language == "en" else float(self.dpm * self.mpy)


@dataclass
class _Date:
    era: str | None
    year: int | None
    month: int | None
    day: int | None
    precision: str  # day | month | year
    fact: Fact
    story_day: float


_WEEKDAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _tied(start: Fact, adv: list[Fact], end: Fact) -> float | None:
    """Days of a single advance that joins two dates in one sentence ("D1过了N天，便到了D2", "a week after
    the 2nd, on the 9th"), or None when the dates are not tied that closely."""
    if len(adv) != 1 or not (start.chapter == adv[0].chapter == end.chapter):
        return None
    a = adv[0]
    if None in (start.source.end, a.source.start, a.source.end, end.source.start):
        return None
    if 0 <= a.source.start - start.source.end <= 3 and 0 <= end.source.start - a.source.end <= 8:
        return float(a.detail.get("lo", 0))
    return None


def _leads_to(a: Fact, end: Fact) -> bool:
    """An advance written right before a date: "五日之后，二月二十六", "Four days later, on Monday the 27th"."""
    return a.chapter == end.chapter and None not in (a.source.end, end.source.start) \
        and 0 <= end.source.start - a.source.end <= 18


def _chained(chapter: int, adv: list[Fact]) -> bool:
    """The advances follow on from a date without a gap the text does not count: each is in the date's chapter, or
    opens the chapter right after it ("六月初十……三日后……" ¶ "过了五日，已是六月廿八")."""
    prev = chapter
    for a in adv:
        if a.chapter == prev:
            continue
        if a.chapter == prev + 1 == chapter + 1 and a.detail.get("opens_chapter"):
            prev = a.chapter  # (one chapter on at most: a whole chapter between may hold days no one counts)
            continue
        return False
    return True


def _counts_from_last(a: Fact, end: Fact, gap: float) -> bool:
    """"三日后，六月初四" / "Two days later, on the 9th": an advance right before a date that counts exactly the days
    since the last date. The writer reckoned from that date, so other advances read in between are not steps of
    this clock (a death told "三天以后" inside a retold letter) and their sum is no contradiction."""
    if a.chapter != end.chapter or None in (a.source.end, end.source.start):
        return False
    if not 0 <= end.source.start - a.source.end <= 3:
        return False
    return abs(float(a.detail.get("lo", 0)) - gap) <= INTERVAL_SLACK


MAX_FRAME_CHAPTERS = 3  # a retelling with no way back closes at the end of this many chapters


def apply_frames(graph) -> None:
    """Facts inside a retold past (from a chapter that opens with "What follows happened years before" to the
    paragraph that comes back, or the end of its chapter) are the past: modality `flashback`. The spans stay on
    the graph (`past_spans`) for the acts it parses later."""
    frames = sorted(graph.facts_of("frame"), key=lambda f: (f.chapter, f.source.start or 0))
    spans: list[tuple[tuple[int, int], tuple[int, int]]] = []
    i = 0
    while i < len(frames):
        f = frames[i]
        if f.object != "open":
            i += 1
            continue
        start = (f.chapter, f.source.start or 0)
        end = (f.chapter, 10**9)  # no way back: the chapter's end
        j = i + 1
        while j < len(frames):
            g = frames[j]
            if g.object == "open" and g.chapter > f.chapter:
                break
            if g.object == "close" and (g.chapter, g.source.start or 0) > start \
                    and g.chapter - f.chapter <= MAX_FRAME_CHAPTERS:
                end = (g.chapter, g.source.start or 0)
                break
            j += 1
        spans.append((start, end))
        i = j if j > i else i + 1
    if not spans:
        return
    graph.past_spans.extend(spans)
    for f in graph.materialized():
        if f.chapter <= 0 or f.predicate == "frame" or f.modality != "asserted":
            continue
        at = (f.chapter, f.source.start or 0)
        if any(a <= at < b for a, b in spans):
            f.modality = "flashback"


def _retold_chapters(graph, tl: Timeline) -> None:
    """A chapter that opens on a date years before the story's present ("景澜元年六月初六，…") retells the past
    until the dates come forward again (or its chapter ends): what happens there is the past."""
    marks_by_chapter: dict[int, list[Fact]] = {}
    for f in graph.facts_of("timeMark"):
        marks_by_chapter.setdefault(f.chapter, []).append(f)
    backwards = [x for a in tl.anomalies if a.kind == "backwards" for x in a.conflicting]
    for a in tl.anomalies:
        if a.kind != "backwards" or a.detail.get("days_back", 0) <= a.detail.get("year_length", 365):
            continue
        opener = a.conflicting[0]
        if (opener.source.start or 0) > OPENING_CHARS:
            continue
        start = (opener.chapter, opener.source.start or 0)
        # the retelling runs on through chapters that open without coming back to the present (no "又过了两日",
        # no date of the present at their head)
        last = opener.chapter
        unmarked = 0
        for ch in range(opener.chapter + 1, opener.chapter + MAX_FRAME_CHAPTERS + 1):
            heads = [m for m in marks_by_chapter.get(ch, []) if (m.source.start or 0) <= OPENING_CHARS
                     and m.modality == "asserted"]
            if any(m.detail.get("type") == "advance" or m not in backwards for m in heads):
                break
            if not heads:
                unmarked += 1
                if unmarked > 1:
                    break  # two chapters with no word on time: back in the present, most likely
            last = ch
        end = (last, 10**9)
        graph.past_spans.append((start, end))
        for f in graph.materialized():
            if f.chapter > 0 and f.modality == "asserted" and f.predicate != "timeMark" \
                    and start <= (f.chapter, f.source.start or 0) < end:
                f.modality = "flashback"


OPENING_CHARS = 120  # a date this near a chapter's start opens it


def label_year(label: str) -> int | None:
    """The year a strand's label names: "1998", "summer 1998", 【一九九八年】."""
    import re

    m = re.search(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)", label)
    if m:
        return int(m.group(1))
    m = re.search(r"[一二][〇零一二三四五六七八九]{3}", label)
    if m:
        return int(m.group().translate(str.maketrans("〇零一二三四五六七八九", "00123456789")))
    return None


def _stranded(marks: list[Fact], chapters: list[int], language: str, calendar: dict, strands: dict[int, str]) -> Timeline:
    """One clock per strand, merged: days of strands that state years are moved onto the first strand's axis."""
    groups: dict[str, list[int]] = {}
    for ch in chapters:
        groups.setdefault(strands.get(ch, ""), []).append(ch)
    tls = {}
    for key, chs in groups.items():
        keep = set(chs)
        tls[key] = compute_timeline([m for m in marks if m.chapter in keep], chs, language, calendar,
                                    year_hint=label_year(key))
    main = strands.get(chapters[0], "") if chapters else ""
    base = tls.get(main)
    merged = Timeline(chapter_day={}, marks={}, anomalies=[], dated=any(t.dated for t in tls.values()),
                      origin=base.origin if base else None, year_known=bool(base and base.year_known),
                      strand={ch: strands.get(ch, "") for ch in chapters})
    for key, t in tls.items():
        shift = 0.0
        if base is not None and base.year_known and t.year_known and base.origin is not None and t.origin is not None:
            if abs(t.origin - base.origin) <= 300 * Calendar(language, calendar).year_length():
                shift = t.origin - base.origin  # (eras the calendar cannot order are no common axis)
                merged.aligned.add(key)
        merged.chapter_day.update({ch: d + shift for ch, d in t.chapter_day.items()})
        merged.marks.update({ch: [(p, d + shift) for p, d in ms] for ch, ms in t.marks.items()})
        merged.anomalies.extend(t.anomalies)
    merged.anomalies.sort(key=lambda a: a.chapter)
    return merged


def apply_timeline(graph) -> Timeline:
    """Compute the timeline, set `story_day` on every fact, and attach the timeline to the graph."""
    marks = graph.facts_of("timeMark")
    chapters = [c.index for c in graph.chapters]
    calendar = graph.setting.get("calendar") or {}
    strands = graph.setting.get("strands") or {}
    if len(set(strands.values())) > 1:
        tl = _stranded(marks, chapters, graph.language, calendar, strands)
    else:
        tl = compute_timeline(marks, chapters, graph.language, calendar)
    graph.timeline = tl
    _retold_chapters(graph, tl)
    for f in graph.materialized():
        # straight into the model's fields: pydantic's __setattr__ costs more than the lookup, 35k times over
        f.__dict__["story_day"] = tl.day_at(f.chapter, f.source.start) if f.chapter > 0 else 0.0
    return tl


def _dateline_again(facts: list, head, f) -> bool:
    """The chapter's first date `head` is named again after f, and f falls between: the chapter tells the days that
    led to its day, then comes back to it."""
    dates = [x for x in facts if x.detail.get("type") == "date" and x.source.start is not None]
    if not dates or min(dates, key=lambda x: x.source.start) is not head or f.source.start is None:
        return False
    md = (head.detail.get("month"), head.detail.get("day"))
    return None not in md and any(x.source.start > f.source.start and (x.detail.get("month"), x.detail.get("day")) == md
                                  for x in dates)


def _weekday_gap_told(last, wd_named: set[int], adv_lo: float, gap: float) -> bool:
    """"… came into Penzance on Saturday, the 19th of January; and on the Monday the carts began … The inquiry opened
    the next morning, Tuesday, the 22nd": a weekday named after a dated day whose weekday is known is the days between,
    which the counts after it add to."""
    if not wd_named or last is None or None in (last.year, last.month, last.day):
        return False
    try:
        wd0 = dt.date(int(last.year), int(last.month), int(last.day)).weekday()
    except (ValueError, TypeError):
        return False
    implied = max((w - wd0) % 7 for w in wd_named if 0 <= w <= 6) if any(0 <= w <= 6 for w in wd_named) else 0
    return implied > 0 and abs(implied + adv_lo - gap) <= 1


# a leap ahead, mid-chapter and unexplained, that the next chapter takes back: a day spoken of ahead, not now
OUTLIER_JUMP = 14.0


BACKFILL_DAYS = 7.0  # days a chapter that opens on its date may go back to tell what led to it


def _opens_chapter(marks: list, f) -> bool:
    """f is the first date of its chapter, in its opening lines."""
    dates = [m for m in marks if m.detail.get("type") == "date"]
    return bool(dates) and dates[0] is f and (f.source.start or 0) <= 160


def _dom_month(cal: Calendar, d: dict, era, year, month, origin, cur: float, last, year_known: bool):
    """(era, year, month) for a day of the month named with its weekday and no month: the first of this month's or
    the next month's that is not before the day the story stands on, within a month of it."""
    if last is None or origin is None or month is None or last.precision != "day":
        return None
    day = int(d["day"])
    nxt = (year + 1 if year is not None and month == cal.mpy else year, month % (12 if era != "calendar" else cal.mpy) + 1)
    for yy, mm in ((year, month), nxt):
        if era == "calendar":
            if day > cal.dpm:
                continue
        elif day > calendar.monthrange(yy or 2001, mm)[1]:
            continue
        ahead = cal.ordinal(era, yy, mm, day) - origin - cur
        if -0.01 <= ahead <= (15 if d.get("near") else 31):  # (初七 alone: only a day a fortnight ahead at most)
            if year_known and yy and era != "calendar" and d.get("wd") is not None \
                    and dt.date(yy, mm, day).weekday() != int(d["wd"]):
                return None  # (not that month's day of that weekday: a misreading, not a date)
            return era, yy, mm
    return None


def compute_timeline(marks: list[Fact], chapters: list[int], language: str, calendar: dict | None = None,
                     year_hint: int | None = None) -> Timeline:
    """`year_hint`: the year a strand's label names ("1998"): its dates without a year are in it."""
    cal = Calendar(language, calendar or {})
    by_ch: dict[int, list[Fact]] = {}
    for f in marks:
        if f.modality == "asserted":
            by_ch.setdefault(f.chapter, []).append(f)
    cur = 0.0
    prev_state = None  # (the date before the last, the clock then, whether nothing was said of the time between)
    origin: float | None = None  # ordinal of story day 0
    last: _Date | None = None
    cur_era: str | None = None
    cur_year: int | None = None
    cur_month: int | None = None
    adv: list[Fact] = []  # relative advances since the last date
    month_eras = {f.detail.get("era") for f in marks if f.detail.get("type") == "date" and f.detail.get("month")
                  and f.detail.get("era")}
    adv_lo = 0.0
    # a Chinese book dated in solar years (一九三八年二月十日) that also names days of the farmers' calendar (腊月十六,
    # 正月十五): those fall a month or so later on the solar one, and only to within a few weeks
    # (a year with a day of the farmers' calendar, "民国二十四年正月初一", is no sign of solar dating)
    # (a 民国 year in a book that also names 腊月 or 正月 is counted on the farmers' calendar too, unless its day is
    # written the solar way: 民国二十四年一月十二日)
    farmers = language == "zh" and any(f.detail.get("type") == "date" and f.detail.get("lunar") for f in marks)
    solar = language == "zh" and any(f.detail.get("type") == "date" and not f.detail.get("era")
                                     and (1800 <= (f.detail.get("year") or 0) <= 2999 and not f.detail.get("lunar")
                                          and not (farmers and f.detail.get("republic")
                                                   and not f.source.quote.endswith(("日", "号")))
                                          or f.detail.get("solar"))
                                     for f in marks)

    def ordn(era, year, month, day, lunar=False) -> float:
        return cal.ordinal(era, year, month, day) + (LUNAR_LAG if solar and lunar else 0.0)

    year_known = False  # an explicit year has been stated (before it, year-less dates count years from nothing)
    if year_hint is not None:
        cur_year, year_known = year_hint, True
    # the last date of the other reckoning when a book switches (末世第七十天 beside 11月9日): (date, origin, advances
    # since it, their sum, the date that switched)
    switched: tuple | None = None
    catchup: tuple[float, float, int, Fact] | None = None  # a log entry that leapt ahead: (from day, to day, chapter, entry)
    chapter_day: dict[int, float] = {}
    positions: dict[int, list[tuple[int, float]]] = {}
    anomalies: list[Anomaly] = []
    visited: dict[float, int] = {}  # story days the clock stood on by a date, and the chapter it first did
    events: dict[str, tuple[float, Fact]] = {}  # a burial's day, by "burial:<name>"
    # (where dates start: "2031年3月20日，末世第二十天": the second names the day the first, heading the sentence, does)
    date_at = {(f.chapter, f.source.start) for f in marks if f.detail.get("type") == "date"}
    weekday: Fact | None = None  # the last weekday the narration named, since the last date or count
    # weekdays named since the last date ("worse on the Saturday and better on the Monday"): two or more are days
    # passed that the counts after them do not tell ("He sailed the next morning, Friday, the 20th" is no count
    # from the date)
    wd_named: set[int] = set()
    for ch in chapters:
        chapter_day[ch] = cur
        for f in sorted(by_ch.get(ch, []), key=lambda x: -1 if x.detail.get("before_dateline") else x.source.start or 0):
            d = f.detail
            if d.get("type") == "weekday":
                weekday = f  # "that Monday afternoon": the day of the week the narration stands on
                if last is not None:
                    wd_named.add(int(d.get("wd", -1)))
                continue
            if d.get("type") == "advance":
                lo = float(d.get("lo", 0))
                if weekday is not None and weekday.chapter == ch and d.get("wd_to") is not None and lo == float(d.get("hi", lo)) \
                        and 0 < lo <= 6 and (int(weekday.detail["wd"]) + int(lo)) % 7 != int(d["wd_to"]):
                    # "that Monday afternoon … Two days later, on Friday the 5th": two days on from a Monday is no Friday
                    anomalies.append(Anomaly(
                        "interval", ch, [weekday], [f],
                        f"{f.source.quote} after {weekday.source.quote} cannot fall on a "
                        f"{_WEEKDAY_NAMES[int(d['wd_to'])]}",
                        {"stated_days": lo, "weekday_from": int(weekday.detail["wd"]), "weekday_to": int(d["wd_to"])}))
                weekday = None
                cur += lo
                adv_lo += lo
                if lo > 0:
                    adv.append(f)
                positions.setdefault(ch, []).append((f.source.start or 0, cur))
                continue
            # an explicit date
            weekday = None
            era = d.get("era") or None
            year = d.get("year")
            month = d.get("month")
            day = d.get("day")
            inherited = False
            if d.get("dom"):
                # "Tuesday the twenty-second": the month the story stands in, or the next; never a day behind (a day
                # of the month alone is too thin to call a slip), and on its weekday when the year is known
                got = _dom_month(cal, d, cur_era, cur_year, cur_month, origin, cur, last, year_known)
                if got is None:
                    continue
                era, year, month = got
                inherited = True
            if month is None and language == "zh":
                # 永熙五年 alone is a date only in an era the book has dated to the month (not 进司十年)
                if not era or era not in month_eras:
                    continue
            if d.get("daycount"):
                pass  # "末世第三十七天": the day counted from the book's own starting point, nothing to inherit
            elif year is None and month is not None:
                # a year-less date takes the current era and year (a book's own months keep their calendar)
                era, year, inherited = (era if era == "calendar" else cur_era), cur_year, True
            elif era is None and year is not None and language == "zh":
                era = cur_era
            if d.get("accepted"):
                # an editor accepted this date as the new truth: the clock counts from it
                last = None
                origin = None
            if last is not None and not cal.known_order(era, last.era) and d.get("document") and not d.get("log"):
                continue  # a paper dated in another reckoning ("a survey of 14 May 2196" aboard on Shipday 71,194)
                # says nothing of the day now, and does not break the count of the days
            if last is not None and not cal.known_order(era, last.era):
                if switched is not None and switched[0].era == era and switched[4].chapter == ch and \
                        None not in (f.source.start, switched[4].source.end) and \
                        0 <= f.source.start - switched[4].source.end <= 4:
                    # "一个礼拜后，末世第七十天，11月9日": the same day in the other reckoning right after; count it
                    # from that reckoning's last date, with the advances written before the pair
                    last, origin, adv, adv_lo = switched[0], switched[1], switched[2], switched[3]
                    switched = None
                else:
                    # a new era we cannot order: start counting from it
                    switched = (last, origin, list(adv), adv_lo, f)
                    last = None
                    origin = None
            precision = "day" if day else "month" if month else "year"
            doc = bool(d.get("document"))
            log = doc and bool(d.get("log"))  # a log entry is the present: it may not go back
            if year is not None and last is not None and not year_known and origin is not None and not inherited \
                    and (not doc or log) and not d.get("daycount"):
                # the first stated year: the year-less dates so far belong to it (or the year before)
                lo = ordn(era, year, last.month, last.day, last.fact.detail.get("lunar"))
                here_ord = ordn(era, year, month, day, d.get("lunar"))
                if lo > here_ord and not (last.precision == "day" and day and lo - here_ord <= DAYS_BACK_SAME_YEAR
                                          and ch - last.fact.chapter <= SILENT_YEAR_CHAPTERS):
                    # ("Monday night, the 13th" of November, then "the 7th of November, 1893" a chapter on: the same
                    # year gone back six days, not eleven months and more in silence)
                    lo = ordn(era, year - 1, last.month, last.day, last.fact.detail.get("lunar"))
                origin = lo - last.story_day
                last.year = year
                cur_year = year  # (the year-less dates after it are in it, even when this one goes back and is let go)
            if year is not None and not inherited and not d.get("daycount") and (not doc or log or origin is None):
                # (year-less dates before it may have turned silent years counted from nothing: this one is real; a
                # letter's date, which does not set the clock, does not settle the year of the dates before it)
                year_known = True
            ordv = ordn(era, year, month, day, d.get("lunar"))
            if inherited and last is not None and origin is not None and year is not None \
                    and ordv - origin - cur > cal.year_length() / 2 \
                    and (last.fact.chapter == ch or bool(d.get("lunar")) != bool(last.fact.detail.get("lunar"))):
                # (in its own chapter, or across the two calendars (腊月 after 一月十二日 is the farmers' year before):
                # a new chapter's 十月初十 after 三月初三 is the October ahead, not behind)
                # "*4th January 1911* … broke out of the pack on the thirtieth of December": the December before
                prev = ordn(era, year - 1, month, day, d.get("lunar"))
                if abs(prev - origin - cur) + 30 < ordv - origin - cur:
                    # (the nearer by a clear margin: "万历十六年二月廿八 … 九月初一，放榜", six months either way, goes on)
                    year, ordv = year - 1, prev
            if inherited and last is not None and origin is not None and year is not None and not d.get("lunar") \
                    and not last.fact.detail.get("lunar") and last.precision == "day" and precision == "day" \
                    and ordv - origin - cur > SILENT_YEAR_REACH and ch - last.fact.chapter <= SILENT_YEAR_CHAPTERS:
                # "the 9th of January" … a chapter on, "the 15th of December": not eleven months leapt in silence, but
                # a date a few weeks back (the December before), a slip to flag
                prev = ordn(era, year - 1, month, day, d.get("lunar"))
                if 0 < cur - (prev - origin) <= YEARLESS_SLIP:
                    year, ordv = year - 1, prev
            steps = 0
            ord0, year0 = ordv, year
            while inherited and last is not None and origin is not None and ordv - origin < cur - YEARLESS_SLIP \
                    and steps < 20:
                # a year-less date well before where the story stands: the year has turned, silently
                year = (year or 0) + 1
                ordv = ordn(era, year, month, day, d.get("lunar"))
                steps += 1
            if steps and ordv - origin - cur > SILENT_YEAR_REACH and last.precision == "day" \
                    and ch - last.fact.chapter <= SILENT_YEAR_CHAPTERS:
                # a story dated to the day, a few chapters on, would leap most of a year no one mentions (9 October
                # … "the second of September"): a date gone back, not a new year. (Chronicles that date a chapter
                # in ten let years pass unsaid.)
                ordv, year = ord0, year0
            if origin is None:
                origin = ordv - cur
            sday = ordv - origin
            if last is not None and prev_state is not None and prev_state[0] is not None and prev_state[2] \
                    and precision == "day" and last.precision == "day" and last.fact.chapter < ch <= last.fact.chapter + 2 \
                    and last.story_day - prev_state[0].story_day > OUTLIER_JUMP and float(last.fact.detail.get("from") or 0) > 60 \
                    and prev_state[0].story_day - 0.01 <= sday < last.story_day - 1.0 \
                    and not last.fact.detail.get("document") and not any(float(x.detail.get("lo", 0)) > 0 for x in adv):
                # "… read the terms. A true chart of the Reach, delivered to the Assize on the 1st of Highsun." in the
                # middle of a chapter, weeks ahead with nothing said of the time between, and the next chapter back
                # where the story stood: a day spoken of ahead (a term, an appointment), not the day now
                jumped = last.story_day
                last, cur = prev_state[0], prev_state[1]
                for c in range(last.fact.chapter, ch + 1):
                    positions[c] = [(st, cur if abs(v - jumped) < 0.01 else v) for st, v in positions.get(c, [])]
                prev_state = None
            if last is not None:
                last_day = last.story_day
                coarse = precision != "day" or last.precision != "day" or (
                    solar and (d.get("lunar") or last.fact.detail.get("lunar")))
                unit = cal.year_length() if precision == "year" or last.precision == "year" else (
                    31.0 if coarse else 0.0)
                if doc and not log and not 0 <= sday - cur <= DOCUMENT_REACH:
                    continue  # a letter can be older than the present; a log entry is the present
                if d.get("after") and sday <= cur + 0.01:
                    continue  # "中元节后她好了一阵": after the feast, and the story is after it already
                span = last.fact.detail.get("span_before")
                if span and last.fact.chapter == ch and last_day - span - 0.01 <= sday < last_day:
                    # "十月初三，白幡已经挂了三天。……十月初一，银子到了天津": the days just gone, gone over
                    positions.setdefault(ch, []).append((f.source.start or 0, cur))
                    continue
                if not doc and catchup is not None and ch - catchup[2] <= 1 and catchup[0] - 0.01 <= sday < last_day \
                        and last.fact is catchup[3] and (ch == catchup[2] or (f.source.start or 0) > 200):
                    # "*Ledger, the 24th of June.* More than a month had gone by … sailed on the first of June": the
                    # narration fills in the weeks a log entry leapt over; the clock stays at the entry
                    positions.setdefault(ch, []).append((f.source.start or 0, cur))
                    continue
                if d.get("derived") and last.fact.chapter == ch and last_day - INTERVAL_SLACK <= sday < last_day:
                    # "on the Saturday, the 16th, ten days after Twelfth Night": a count from a feast (the 5th or the
                    # 6th?) beside the date it reaches, a day out
                    positions.setdefault(ch, []).append((f.source.start or 0, cur))
                    continue
                if last.fact.chapter == ch - 1 and last_day - 1.01 <= sday < last_day and precision == "day" \
                        and not positions.get(ch):
                    # "The tenor went into the pit on Saturday, the 10th of May, … and on the Sunday night Sam lit the
                    # furnace" opening the chapter after "On the Sunday evening, the 11th, Sam lit the big furnace": a
                    # chapter that starts the day before, to tell it again
                    positions.setdefault(ch, []).append((f.source.start or 0, cur))
                    continue
                if d.get("yesterday") and last_day - 1.01 <= sday < last_day:
                    # "……昨天夜里走了。…… 十一月二十二号，周五的夜里": the day before, just spoken of, named by its date
                    positions.setdefault(ch, []).append((f.source.start or 0, cur))
                    continue
                if sday < last_day - unit - 0.01 and precision == "day" and last_day - sday > RECALLED_DAY_GAP \
                        and visited.get(round(sday, 1), ch) < ch and d.get("from") is not None \
                        and (ch, d["from"]) not in date_at \
                        and (f.source.start or 0) - d["from"] > RECALLED_DAY_DEPTH[language == "zh"]:
                    # "He wanted the call-out forms for the eighth of July", "One used, on 8 July, on the Englishman's
                    # wrist": a day the story lived chapters ago, weeks behind, named again is that day recalled
                    positions.setdefault(ch, []).append((f.source.start or 0, cur))
                    continue
                if sday < last_day - unit - 0.01 and last.fact.chapter == ch and last_day - sday <= BACKFILL_DAYS \
                        and precision == "day" and not adv and _opens_chapter(by_ch.get(ch, []), last.fact) \
                        and d.get("after_clause"):
                    # "八月二十二日，……离法院开庭还有一个礼拜。…… 检察处坐不住了，八月二十日，派法警去……": a chapter
                    # that opens on its day goes back a few days to tell what led to it; the clock stays
                    positions.setdefault(ch, []).append((f.source.start or 0, cur))
                    continue
                if sday < last_day - unit - 0.01 and last.fact.chapter == ch and _dateline_again(by_ch.get(ch, []), last.fact, f):
                    # "光绪十一年正月十八，落灯。¶ 这个年，秋声园过得冷冷清清 …… 正月十五那天 …… 正月十六一早 ……
                    # 正月十八，落灯这天": a chapter headed by its day tells how it came to it, back to the same day
                    positions.setdefault(ch, []).append((f.source.start or 0, cur))
                    continue
                if sday < last_day - unit - 0.01 and not (year is None and last.year is None and precision == "year"):
                    anomalies.append(Anomaly(
                        "backwards", ch, [last.fact] + adv[-2:], [f],
                        (f"日期倒退：{f.source.quote}早于第{last.fact.chapter}章的{last.fact.source.quote}，且没有倒叙标记"
                         if language == "zh" else
                         f"date goes back: {f.source.quote} is earlier than {last.fact.source.quote} "
                         f"(ch{last.fact.chapter}), with no flashback marker"),
                        {"days_back": round(last_day - sday, 1), "year_length": cal.year_length()}))
                    if not (last.fact.detail.get("derived") and last.fact.chapter == ch
                            and 0 <= (f.source.start or 0) - (last.fact.source.end or 0) <= 60):
                        positions.setdefault(ch, []).append((f.source.start or 0, cur))
                        continue
                    # "Six weeks after Boxing Night, on the fifth of January": the reckoning is the slip, the date
                    # written out beside it is where the story stands
                    cur = sday
                    last = _Date(era, year, month, day, precision, f, sday)
                    if not d.get("daycount"):  # a day counted from an event is no era for the dates after it to take
                        cur_era, cur_year, cur_month = era, year, month if month is not None else cur_month
                    adv, adv_lo = [], 0.0
                    positions.setdefault(ch, []).append((f.source.start or 0, cur))
                    continue
                gap = sday - last_day
                if any(x.detail.get("accepted") for x in adv):
                    coarse = True  # an editor accepted the stated interval: no interval check against it
                tied = _tied(last.fact, adv, f)
                beside = last.fact.detail.get("derived") and last.fact.chapter == ch and not adv \
                    and None not in (f.source.start, last.fact.source.end) \
                    and 0 <= f.source.start - last.fact.source.end <= 12
                if beside and not coarse and gap > INTERVAL_SLACK:
                    # "中秋过后五天，已是八月二十八", "Five days after Candlemas, the 14th of February": the reckoning
                    # and the date written beside it name two different days
                    anomalies.append(Anomaly(
                        "interval", f.chapter, [last.fact], [f],
                        (f"{last.fact.source.quote}与紧接着写的{f.source.quote}不是同一天（相差{gap:g}天）" if language == "zh"
                         else f"{last.fact.source.quote} and {f.source.quote}, written side by side, are {gap:g} days apart"),
                        {"stated_days": 0, "date_gap": gap}))
                elif tied is not None and not coarse and abs(gap - tied) > INTERVAL_SLACK:
                    # "中秋过了两天，便到了九月初九": one sentence counts from a date to a date, and miscounts
                    anomalies.append(Anomaly(
                        "interval", f.chapter, [last.fact], adv + [f],
                        (f"{last.fact.source.quote}再过{tied:g}天不是{f.source.quote}（相隔{gap:g}天）" if language == "zh"
                         else f"{last.fact.source.quote} plus {tied:g} days is not {f.source.quote} ({gap:g} days)"),
                        {"stated_days": tied, "date_gap": gap}))
                elif adv and not coarse and len(wd_named) < 2 and _leads_to(adv[-1], f) and gap <= 366 \
                        and _chained(last.fact.chapter, adv) \
                        and not _weekday_gap_told(last, wd_named, adv_lo, gap) \
                        and (2 * adv_lo + 1 <= gap or len(adv) == 1 and adv_lo >= 3 and gap >= 1.5 * adv_lo + 1
                             and last.fact.chapter == f.chapter
                             and 0 <= (f.source.start or 0) - (adv[-1].source.end or 0) <= 4):
                    # ("过了五日，到了正月二十" five lines after 正月初十: a count that runs straight into its date, in
                    # the date's own chapter, half again too short)
                    # "正月十八……五日之后，二月二十六": a count written right before the date it reaches, in the chapter
                    # of the date it counts from (or opening the next: "Four days later, on Monday the 27th"), falls far
                    # short of it
                    anomalies.append(Anomaly(
                        "interval", f.chapter, [last.fact], adv + [f],
                        (f"{last.fact.source.quote}之后写明只过了{adv_lo:g}天，{f.source.quote}却晚了{gap:g}天"
                         if language == "zh" else
                         f"{adv[0].source.quote} after {last.fact.source.quote} is {f.source.quote}, "
                         f"{gap:g} days later"),
                        {"stated_days": adv_lo, "date_gap": gap}))
                elif adv and not coarse and adv_lo > gap + INTERVAL_SLACK and not _counts_from_last(adv[-1], f, gap):
                    worst = max(adv, key=lambda x: float(x.detail.get("lo", 0)))
                    anomalies.append(Anomaly(
                        "interval", worst.chapter, [last.fact], adv + [f],
                        (f"自第{last.fact.chapter}章的{last.fact.source.quote}起，文中写明的间隔至少{adv_lo:g}天，"
                         f"{f.source.quote}却只晚{gap:g}天" if language == "zh" else
                         f"stated intervals since {last.fact.source.quote} (ch{last.fact.chapter}) add up to at least "
                         f"{adv_lo:g} days, but {f.source.quote} is only {gap:g} days later"),
                        {"stated_days": adv_lo, "date_gap": gap}))
            catchup = (last.story_day, sday, ch, f) if doc and last is not None and sday > last.story_day else None
            prev_state = (last, cur, not any(float(x.detail.get("lo", 0)) > 0 for x in adv)) if last is not None else None
            cur = max(cur, sday) if last is not None else sday
            if last is None and origin is not None:
                cur = sday
            last = _Date(era, year, month, day, precision, f, sday)
            if precision == "day" and not doc:
                visited.setdefault(round(sday, 1), ch)
                if d.get("event"):
                    events.setdefault(str(d["event"]), (sday, f))  # "They bury Cyril Burt on Sunday 3 June"
                tie = events.get(str(d.get("after_event") or ""))
                if tie is not None and abs(sday - (tie[0] + float(d.get("after_days", 0)))) > INTERVAL_SLACK:
                    # "Nine days after they bury Cocky, on Friday 8 June", the burial on 3 June: five days, not nine
                    gap = sday - tie[0]
                    anomalies.append(Anomaly(
                        "interval", f.chapter, [tie[1]], [f],
                        f"{f.source.quote} is {gap:g} days after {tie[1].source.quote} (ch{tie[1].chapter}), "
                        f"but the text counts {float(d.get('after_days', 0)):g}",
                        {"stated_days": float(d.get("after_days", 0)), "date_gap": gap}))
            if not d.get("daycount"):  # a day counted from an event is no era for the dates after it to take
                cur_era, cur_year, cur_month = era, year, month if month is not None else cur_month
            adv, adv_lo = [], 0.0
            wd_named = set()
            here = positions.setdefault(ch, [])
            # the date holds from the start of its sentence ("They buried Frank on Tuesday 17 December"), not before a
            # mark already in that sentence
            here.append((max(min(d.get("from", f.source.start or 0), f.source.start or 0), here[-1][0] if here else 0),
                         cur))
    return Timeline(chapter_day=chapter_day, marks=positions, anomalies=anomalies, dated=origin is not None,
                    origin=origin, year_known=year_known)

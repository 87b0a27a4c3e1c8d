"""BL01 baseline_violation: a character's fixed feature contradicts what the bible or the text first
established, with no explained change in between.

Anti-pattern: bible 惯用手：左手 ... ch7 他向来惯用右手
Fine:         ch5 他右臂齐肘而断，此后只得改用左手 ... ch9 他左手提笔写字  (the text explains the change)
"""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterator

from extractors.lexicon import load_lexicon
from kg.graph import StoryGraph, fact_order
from kg.models import Conflict, Fact, Severity
from validators.base import Rule

WOUND_HORIZON = 30  # chapters a wound stays "the wound" a later mention can refer to
WOUND_DAYS = 60  # story days: a wound older than this has healed; a hurt on the other side later is a new one


def _healed(wound, later) -> bool:
    return wound.story_day is not None and later.story_day is not None and later.story_day - wound.story_day > WOUND_DAYS


_OLD_HURT = re.compile(r"老伤|旧伤|陈伤|旧疾|老毛病|\bold\s+(?:wound|injury|hurt|break|fracture|sprain)\b", re.I)


def _hand_hurt(graph, subject: str, side: str, f: Fact, healed: Fact | None = None) -> bool:
    """The person's hand (or wrist, arm) on `side` was hurt before f and had not yet healed: using the other hand
    for one act is explained. `healed`: a later statement that the hand is used again ("she could go back to being
    left-handed"), after which the hurt before it explains nothing."""
    for w in graph.facts_of("wound"):
        if w.subject != subject or w.object != side or w.chapter > f.chapter:
            continue
        if healed is not None and w.chapter < healed.chapter:
            continue
        if not re.search(r"hand|wrist|arm|finger|thumb|fist|palm|手|腕|臂|指|掌", w.key):
            continue
        if _OLD_HURT.search(w.source.quote or ""):
            continue  # "那只护腕就是为了护住左腕上的老伤": an old hurt he works with, no reason to change hands
        if any(h.subject == subject and h.object == side and h.modality == "action"
               and fact_order(w) < fact_order(h) < fact_order(f) and h.source.start is not None and w.source.start is not None
               and (h.chapter > w.chapter or re.search(r"[.!?。！？]", graph.texts.get(h.chapter, "")[w.source.start:h.source.start]))
               for h in graph.facts_of("handedness")):
            continue  # "韩铁舟左手握刀，冲进了偏殿" chapters after the arm was hurt: it is in use again, healed
        if w.story_day is not None and f.story_day is not None:
            if 0 <= f.story_day - w.story_day <= WOUND_DAYS:
                return True
        elif f.chapter - w.chapter <= 6:
            return True
    return False


def _hurt_here(graph, subject: str, side: str, f: Fact) -> bool:
    """The hand on `side` is told hurt in f's own chapter ("杜仲文左手缠着药布，只得换了右手。他这辈子用惯了左手")."""
    return any(w.subject == subject and w.object == side and w.chapter == f.chapter
               and re.search(r"hand|wrist|arm|finger|thumb|fist|palm|手|腕|臂|指|掌", w.key or "")
               for w in graph.facts_of("wound"))


# a hand said to be one's own from childhood: no change in the story can make that so
_LIFELONG = re.compile(r"从小|自小|自幼|打小|生来|天生|向来|一向|素来|历来|from\s+(?:a\s+)?(?:child|boy|girl)hood|since\s+(?:childhood|(?:he|she)\s+was\s+"
                       r"(?:a\s+)?(?:child|boy|girl|small|little))|all\s+(?:his|her|my|their)\s+life|born\s+(?:left|right)|"
                       r"\bas\s+(?:I|he|she)\s+(?:had\s+)?always\s+(?:had|did|done)\b|\b(?:had|has|have)\s+always\s+been\s+(?:left|right)", re.I)
# what was never so in someone's life: the thing worn said never worn, all along
_NEVER_IN_LIFE = re.compile(r"\bin\s+(?:his|her|my|their)\s+(?:whole\s+)?(?:life|lives)\b|\ball\s+(?:his|her|my|their)\s+"
                            r"(?:life|lives|days|years)\b|\bnever\s+(?:once|ever)\b|从来|从不|向来|一向|素来|一辈子|这辈子|"
                            r"打小|从小|自幼|生来", re.I)
_HAD_DONE = re.compile(r"\bhad\s+(?:\w+\s+)?[a-z]+ed\b|\bhad\s+(?:written|drawn|held|done|made|worn|struck|fought|thrown|"
                       r"borne|dug|cut|shot|sewn|spun|wrung|swung)\b|那些日子|那阵子|那段日子|那一个月", re.I)
# the old thing back after it broke or was lost: mended, found, put back on
_MENDED = re.compile(r"修好|焊好|补好|焊上|架回|戴回|挂回|找回|失而复得|\b(?:mended|repaired|fixed|found\s+again|back\s+on)\b", re.I)
CHANGE_WINDOW = 2  # chapters after an explained change in which the new value may first appear
# where a kind of worn thing is worn, when the text does not say
_SLOT_OF_KIND = {"pendant": "neck", "crucifix": "neck", "necklace": "neck", "ring": "finger", "bracelet": "wrist",
                 "beads": "wrist", "earring": "ear", "hairpin": "hair"}
# parts of the body one long mark may be told by ("from his left ear down to the hinge of his jaw", "cheek" or "jaw")
_PART_GROUPS = ({"cheek", "jaw", "jawline", "chin", "lip", "upper lip", "lower lip", "mouth", "ear", "face"},
                {"brow", "forehead", "eye", "temple", "hairline", "scalp", "face"}, {"neck", "throat"},
                {"arm", "forearm", "wrist", "elbow", "shoulder"}, {"hand", "palm", "finger", "thumb", "knuckle", "wrist"})


def _near_parts(b: Fact, f: Fact) -> bool:
    """The profile's mark and the text's are on the same part, on parts one long mark may cover, or the profile's
    words name the text's part too."""
    pb, pf = str(b.detail.get("part")), str(f.detail.get("part"))
    if pb == pf or any(pb in g and pf in g for g in _PART_GROUPS):
        return True
    # (or the text's own words name the profile's part: "into the blue scar on his cheek, and stood … with his left
    # hand shut", "the left hand on the stock, the scarred cheek laid along the barrel": the mark read onto the hand)
    return bool(re.search(r"(?i)\b" + re.escape(pf), b.source.quote) or re.search(r"(?i)\b" + re.escape(pb), f.source.quote))


EXPLAIN_AFTER = 400  # characters: a change explained right after the new value is shown

_LABELS = {
    "handedness": ("惯用手", "handedness"),
    "eyeColour": ("眼睛颜色", "eye colour"),
    "mark": ("印记", "mark"),
    "wound": ("伤处", "wound"),
    "wornItem": ("佩饰", "worn item"),
}
_VALUES_ZH = {"left": "左", "right": "右", "none": "不戴", "worn": "戴着"}


def _where(f: Fact) -> str:
    return "bible" if f.chapter == 0 else f"ch{f.chapter}"


def _where_zh(f: Fact) -> str:
    return "设定" if f.chapter == 0 else f"第{f.chapter}章"


# a habit that denies the raised voice in so many words ("never raises his voice", 从不提高嗓门)
_NEVER_LOUD = re.compile(r"\b(?:never|seldom|rarely)\s+(?:once\s+)?(?:raises?|raised|shouts?|shouted|raises\s+his|yells?)\b|"
                         r"(?:从不|从未|不曾|绝不|从来不)(?:提高|高声|大声|吼|喊|叫嚷|嚷)", re.I)

# materials that have one colour of their own (canonical names of the lexicons' [materials] and [colours])
_MATERIAL_COLOUR = {"gold": "gold", "silver": "silver", "brass": "gold", "jet": "black", "obsidian": "black",
                    "pearl": "white", "cameo": "white", "coral": "red", "bone": "white"}


def _gone(f: Fact, gone: set[str]) -> bool:
    """An explained change after which the old thing is gone for good ("lost", "碎了"), unless what broke or was cut
    is the cord or chain it hung on ("可那根红绳断成了两截", "挑断了他颈间的红绳", "the chain snapped")."""
    cue = str(f.detail.get("cue", "")).lower()
    if cue not in gone:
        return False
    q = (f.source.quote or "")
    i = q.lower().find(cue)
    if i >= 0 and (_CORD.search(q[max(0, i - 8):i]) or _CORD.search(q[i + len(cue):i + len(cue) + 10])):
        return False
    return True


_CORD = re.compile(r"(?i)绳|链子|链|带子|丝线|\b(?:cord|string|chain|strap|ribbon|thong|lace|thread)s?\b")



class BaselineViolation(Rule):
    code = "BL01"
    kind = "baseline_violation"
    severity = Severity.error

    def check(self, graph: StoryGraph) -> Iterator[Conflict]:
        lex = load_lexicon(graph.language)
        out: list[Conflict] = []
        for (subject, key), history in graph.attribute_histories(["handedness", "mark", "eyeColour", "wornItem", "wound"]):
            pred = key.split(":")[0]
            if pred == "wornItem" and any(not f.detail.get("any") and not f.detail.get("absent") and f.modality != "explained_change"
                                          for f in history):
                # (the thing's colour or metal given elsewhere, in the profile or the text: that is what it is; the
                # profile's bare "a cap" only stands against "never wears a cap" when nothing else says what it is)
                history = [f for f in history if not (f.chapter == 0 and f.detail.get("any"))]
            if pred == "wound":
                out.extend(self._wounds(subject, key, history, graph))
            else:
                out.extend(self._fixed(subject, key, pred, history, lex, graph))
        out.extend(self._ages(graph))
        out.extend(self._speech(graph, lex))
        out.extend(self._always_elsewhere(graph, lex))
        out.extend(self._mark_moved(graph))
        # one slip of the hand per chapter: a habit said ("她打小就是右手使惯了镰刀的") and an act told there
        # ("右手握着镰刀") are one change to decide on, the stronger kept
        strong = {(c.entities[0] if c.entities else "", c.chapter, c.detail.get("key"), c.detail.get("found"))
                  for c in out if c.detail.get("key") == "handedness" and c.detail.get("strength") == "strong"}
        out = [c for c in out if not (c.detail.get("key") == "handedness" and c.detail.get("strength") == "weak" and
                                      (c.entities[0] if c.entities else "", c.chapter, c.detail.get("key"),
                                       c.detail.get("found")) in strong)]
        yield from out

    # ------------------------------------------------------------------ the one mark, on another part of the body
    def _mark_moved(self, graph: StoryGraph) -> Iterator[Conflict]:
        """The profile gives someone one scar (tattoo, mole), on the chin; the text speaks of "the old scar" as his, on
        his right eyebrow, where the profile puts none: the same mark, moved. Only a mark the text calls its known
        one ("the old scar", "his football scar"; not "a new scar"), with no wound or change told before it."""
        base: dict[str, list[Fact]] = defaultdict(list)
        for f in graph.facts_of("mark"):
            if f.chapter == 0 and f.modality == "asserted" and f.detail.get("mark"):
                base[f.subject].append(f)
        if not base:
            return
        # (facts_of, not graph.facts: that parses every lazily kept fact of the book)
        changed = {(f.subject, f.chapter) for pred in ("mark", "wound") for f in graph.facts_of(pred)
                   if f.modality == "explained_change" or f.predicate == "wound"}
        flagged: set[tuple[str, str]] = set()
        seen: set[tuple[str, str]] = set()
        dead_by: dict[str, int] = {}
        for d in graph.facts_of("died"):
            if d.modality == "asserted" and d.chapter > 0:
                dead_by[d.subject] = min(dead_by.get(d.subject, d.chapter), d.chapter)
        for f in sorted(graph.facts_of("mark"), key=lambda x: (x.chapter, x.source.start or 0)):
            if f.chapter == 0 or f.modality != "asserted" or f.detail.get("dialogue") or not f.detail.get("mark"):
                continue
            key = (f.subject, f.key)
            first = key not in seen
            seen.add(key)
            mine = [b for b in base.get(f.subject, ()) if b.detail.get("mark") == f.detail["mark"]]
            near = len(mine) == 1 and _near_parts(mine[0], f)
            pb, pf = (str(mine[0].detail.get("part")), str(f.detail.get("part"))) if len(mine) == 1 else ("", "")
            # "a seam of scar from below his left ear to the corner of his mouth" … "the old white scar along his right
            # jaw": the one long mark, on the other side of the face
            side_moved = near and pb != pf and any(pb in g and pf in g for g in _PART_GROUPS) \
                and mine[0].key != f.key and {mine[0].object, f.object} == {"left", "right"}
            if not first or key in flagged or len(mine) != 1 or (near and not side_moved):
                continue
            if f.detail.get("part") == "rib" and re.search(r"\bside\b", f.source.quote or "", re.I) \
                    and not re.search(r"\b(?:ribs?|flank)\b", f.source.quote or "", re.I):
                continue  # "His smile came up, higher on the scarred left side": a side of the face as much as the body
            if not side_moved and any(b.key == f.key and b.object == f.object and dead_by.get(who, 10 ** 9) >= f.chapter
                                      for who, bl in base.items() if who != f.subject for b in bl):
                continue  # someone else's mark, just so, in the profiles: more likely whose it is (if alive then)
            if not self._known_mark(f) or any(s == f.subject and c <= f.chapter for s, c in changed):
                continue
            flagged.add(key)
            b = mine[0]
            where = lambda x: (x.object + " " if x.object not in ("none", "*") else "") + str(x.detail.get("part"))
            if graph.language == "zh":
                msg = f"{f.subject} 的{b.detail['mark']}在{where(b)}（设定），第{f.chapter}章却在{where(f)}"
            else:
                msg = (f"{f.subject}'s {b.detail['mark']} is on the {where(b)} (bible) but ch{f.chapter} puts it on "
                       f"the {where(f)}")
            yield self.conflict(id_parts=(f.subject, "mark-moved", b.key, f.key, f.source.quote), chapter=f.chapter,
                                entities=[f.subject], message=msg, established=[b], conflicting=[f],
                                detail={"key": f.key, "feature": "mark", "established": where(b), "found": where(f)})

    @staticmethod
    def _known_mark(f: Fact) -> bool:
        """The text names the mark as the one already known: "the old scar that split his right eyebrow", "the little
        football scar on his chin" (not "a scar", "a fresh scar")."""
        if "known" in f.detail:
            return bool(f.detail["known"])
        q = f.source.quote
        if re.search(r"[\u4e00-\u9fff]", q):
            # "右颊上那道刀疤": that scar, the known one (not 一道新疤)
            return bool(re.search(r"(?:那道|那块|那颗|那粒|那条|那片|这道|这块)(?:旧|老)?[\u4e00-\u9fff]{0,3}(?:疤|痣|胎记|刺青|纹身)", q)) \
                and "新" not in q
        m = re.search(r"(?i)(?<![\w-])(?:[a-z]+-)?(?:scar|birthmark|birth-mark|mole|tattoo)", q)
        if not m:
            return False
        head = q[max(0, m.start() - 30):m.start()]
        return bool(re.search(r"(?i)\b(?:the|his|her|my|that|this)\s+(?:[\w-]+\s+){0,3}$", head)) \
            and not re.search(r"(?i)\b(?:new|fresh|recent|second|another|other|raw|healing)\b", head)

    # ------------------------------------------------------------------ another thing always worn in the same place
    def _always_elsewhere(self, graph: StoryGraph, lex) -> Iterator[Conflict]:
        """"颈间那块自幼戴着的羊脂玉佩" where the profile says 颈间一枚桃木平安符 is always worn; "the thin gold cross she
        always wore at her throat" where it says a silver St Christopher medal: the text claims, in so many words, that
        something else is the thing always worn there. A change told shortly before explains it."""
        by_subject: dict[str, list[Fact]] = defaultdict(list)
        for (subject, _key), history in graph.attribute_histories(["wornItem"]):
            by_subject[subject].extend(history)

        def slot(f: Fact) -> str | None:
            return f.detail.get("place") or _SLOT_OF_KIND.get(f.key.split(":", 1)[-1])

        for subject, facts in sorted(by_subject.items()):
            base = [f for f in facts if f.chapter == 0 and f.modality != "explained_change" and not f.detail.get("absent")]
            if not base:
                continue
            keys = {f.key for f in base}
            changes = [f for f in facts if f.modality == "explained_change"]
            seen: set[str] = set()
            for f in sorted(facts, key=lambda x: (x.chapter, x.source.start or 0)):
                if f.chapter == 0 or f.modality != "asserted" or not f.detail.get("claimed") or f.key in keys \
                        or f.key in seen or f.detail.get("dialogue") or f.detail.get("absent") or not slot(f):
                    continue
                rivals = [b for b in base if slot(b) == slot(f)]
                if not rivals or any(c.chapter <= f.chapter and f.chapter - c.chapter <= CHANGE_WINDOW for c in changes):
                    continue
                b = rivals[0]
                if b.detail.get("any"):
                    continue  # (a thing of no colour or metal said in the bible: nothing to set another against)
                if b.object == f.object or lex.colours_compatible(b.detail.get("colour") or "", f.detail.get("colour") or "") \
                        and (b.detail.get("material") or "") == (f.detail.get("material") or "") \
                        and (b.detail.get("colour") or f.detail.get("colour")):
                    continue  # the same metal and colour: the same thing, called by another name
                seen.add(f.key)
                what_b, what_f = b.key.split(":", 1)[-1], f.key.split(":", 1)[-1]
                if graph.language == "zh":
                    msg = (f"{subject} 常戴之物：{b.source.quote}（设定），第{f.chapter}章却说从来戴着的是"
                           f"{f.object}{what_f}（{f.source.quote}）")
                else:
                    msg = (f"{subject} always wears {b.object} {what_b} (bible) but ch{f.chapter} says the {f.object} "
                           f"{what_f} is what is always worn there ({f.source.quote})")
                yield self.conflict(id_parts=(subject, "always-elsewhere", b.key, f.key, f.source.quote),
                                    chapter=f.chapter, entities=[subject], message=msg, established=[b],
                                    conflicting=[f], detail={"key": f.key, "feature": "worn_item",
                                                             "established": b.object, "found": f.object})

    # ------------------------------------------------------------------ age against elapsed story time
    @staticmethod
    def _fits_another(graph: StoryGraph, who: str, n: int, f: Fact, year: float) -> bool:
        """Someone else of the same sex whose bible age, grown by the story's days, is n: a pronoun read as `who`
        that more likely means them."""
        sex = getattr(graph.entities.get(who), "gender", None)
        tl = graph.timeline
        for b in graph.facts_of("age"):
            if b.chapter != 0 or b.subject == who or getattr(graph.entities.get(b.subject), "gender", None) != sex:
                continue
            try:
                age = int(b.object)
            except ValueError:
                continue
            days = (f.story_day or 0.0) - (tl.day_at(1, 0) if tl is not None and tl.day_at(1, 0) is not None else 0.0)
            if age + int(max(0.0, days) // year) <= n <= age + int(max(0.0, days) // year) + 1:
                return True
        return False

    def _ages(self, graph: StoryGraph) -> Iterator[Conflict]:
        import math
        import re

        tl = graph.timeline
        if tl is None:
            return
        year = 365.0 if graph.language == "en" else 360.0
        by_who: dict[str, list[Fact]] = defaultdict(list)
        for f in graph.facts_of("age"):
            by_who[f.subject].append(f)
        died: dict[str, int] = {}
        for d in graph.facts_of("died"):
            if d.modality == "asserted" and d.chapter > 0:
                died[d.subject] = min(died.get(d.subject, d.chapter), d.chapter)
        for who, facts in sorted(by_who.items()):
            if not getattr(graph.entities.get(who), "proper", True):
                continue
            base = None
            base_day = None
            base_ch = 0
            for f in facts:
                if f.chapter == 0:
                    text = str(f.detail.get("text", ""))
                    if re.search(r"余|多|几|来岁|左右|上下|about|around|odd|some|-ish|or so", text):
                        break  # a rough age is no baseline
                    m = re.search(r"(?:第\s*(\d+)\s*[章回]|chapter\s+(\d+)|ch\.?\s*(\d+))", text, re.I)
                    at = int(next(g for g in m.groups() if g)) if m else 1
                    # "at chapter 3" means in chapter 3's story: after a time jump that opens it (两年后……)
                    text = graph.texts.get(at, "")
                    opening = text.find("\n\n", 1)
                    opening = min(opening if opening > 0 else len(text), 200)
                    base, base_day, base_ch = f, tl.day_at(at, opening), at
                    break
            flagged: set[int] = set()
            for f in facts:
                if f.chapter == 0 or f.modality != "asserted":
                    continue
                if f.detail.get("dialogue") and died.get(who, 10 ** 9) < f.chapter:
                    continue  # ("He is twenty-three," said Mr Bolitho, chapters after Trevaskis died: someone else's age)
                if f.detail.get("accepted"):
                    base, base_day, base_ch = f, f.story_day, f.chapter  # the editor's accepted age is the new reference
                    continue
                if base is None:
                    if not f.detail.get("dialogue"):
                        base, base_day, base_ch = f, f.story_day, f.chapter
                    continue
                if base.chapter == f.chapter or (base.chapter > 0 and f.detail.get("dialogue")):
                    continue  # two ages in one chapter are more often two people than one mistake
                if f.detail.get("year") and any(
                        isinstance((y := d.detail.get("year")), int) and y - int(f.detail["year"]) >= 2
                        for d in graph.facts_of("timeMark") if d.chapter <= f.chapter and d.modality == "asserted"):
                    continue  # "one Angus MacTaggart, aged fourteen years, … on the 1st of September, 1908" in a story
                    # dated 1961: the age in a year told, long before
                if base_day is None or f.story_day is None or not tl.same_clock(base_ch, f.chapter):
                    continue
                # another strand of a two-timeline book may lie before the base (15 in the 1998 chapters)
                elapsed = f.story_day - base_day if not tl.same_strand(base_ch, f.chapter) \
                    else max(0.0, f.story_day - base_day)
                b, n = int(base.object), int(f.object)
                lo = b + math.floor(elapsed / year)
                hi = lo + 1
                if lo <= n <= hi or f.chapter in flagged:
                    continue
                if f.detail.get("pronoun") and self._fits_another(graph, who, n, f, year):
                    continue  # "“她十四岁。”": a he or she whose age is another one's of that sex in the bible
                flagged.add(f.chapter)
                where = "bible" if base.chapter == 0 else f"ch{base.chapter}"
                sev = Severity.error
                if n > hi and n - hi < 2 and not tl.dated:
                    sev = Severity.warning  # untold time may have passed
                if f.detail.get("dialogue"):
                    sev = Severity.warning
                if graph.language == "zh":
                    where_zh = "设定" if base.chapter == 0 else f"第{base.chapter}章"
                    msg = (f"{who} {b}岁（{where_zh}）；约{elapsed:g}天后，第{f.chapter}章却说{n}岁"
                           f"（应为{lo}{'' if hi == lo else '-' + str(hi)}岁）")
                else:
                    msg = (f"{who} is {b} ({where}); about {elapsed:g} story days later, ch{f.chapter} says {n} "
                           f"(expected {lo}{'' if hi == lo else '-' + str(hi)})")
                yield self.conflict(id_parts=(who, "age", base.source.quote, f.source.quote), chapter=f.chapter,
                                    entities=[who], message=msg, established=[base], conflicting=[f], severity=sev,
                                    detail={"key": "age", "established": b, "found": n, "elapsed_days": elapsed,
                                            "feature": "age"})

    # ------------------------------------------------------------------ speech habits (voice drift)
    def _speech(self, graph: StoryGraph, lex) -> Iterator[Conflict]:
        import re

        terse = re.compile(lex.alt(lex.words("speech", "terse")), re.I if graph.language == "en" else 0)
        soft = re.compile(lex.alt(lex.words("speech", "soft")), re.I if graph.language == "en" else 0)
        loud = re.compile(lex.alt(lex.words("speech", "loud")) or "(?!)", re.I if graph.language == "en" else 0)
        commanding = re.compile(lex.alt(lex.words("speech", "commanding")) or "(?!)", re.I if graph.language == "en" else 0)
        limit = int(lex.data["speech"].get("long_words" if graph.language == "en" else "long_chars", 80))
        habits: dict[str, tuple[Fact, bool, bool]] = {}
        orders: set[str] = set()
        negation = re.compile(r"(?:从不|从未|不曾|决不|绝不|不|没|极少|很少|甚少|少|never|not|seldom|rarely|hardly)\s*$"
                              r"|(?:从不|从未|从没|从来不|从来没|向来不|一向不|不曾|决不|绝不|极少|很少)[^，。；！？,;]{1,6}$", re.I)

        def said_loud(habit: str) -> bool:  # "从不高声" / "never loud" is the opposite of a big voice
            return any(not negation.search(habit[max(0, m.start() - 8):m.start()]) for m in loud.finditer(habit))

        def denied_loud(habit: str) -> bool:  # "从不急赤白脸地嚷": a voice never raised is a soft one
            return any(negation.search(habit[max(0, m.start() - 8):m.start()]) for m in loud.finditer(habit)) or bool(
                re.search(r"(?:从不|从未|从没|从来不|从来没|向来不|一向不|不曾|决不|绝不|极少|很少)[^，。；,;]{0,6}(?:嚷|喊|吼|叫骂|骂人|大声|高声|发火|红脸)", habit))

        loud_habits: dict[str, Fact] = {}
        for f in graph.facts_of("speech"):
            if f.chapter == 0:
                if said_loud(f.object):
                    loud_habits[f.subject] = f
                    continue  # a talker or a big voice: long speeches and shouting are in character
                habits[f.subject] = (f, bool(terse.search(f.object)), bool(soft.search(f.object)) or denied_loud(f.object))
                if any(not re.search(r"(?:不|没|别|从不|从没|never\s+|n['’]t\s+|not\s+)$|(?:从不|从没|从未|从来不|从来没|向来不|一向不|不曾|决不|绝不)[^，。；,;]{1,6}$",
                                     f.object[max(0, c.start() - 10):c.start()], re.I)
                       for c in commanding.finditer(f.object)) and not _NEVER_LOUD.search(f.object):
                    # "hard, clipped orders": shouting them is in character ("clipped orders; never raises his
                    # voice": it is not)
                    orders.add(f.subject)
        by_who: dict[str, list[Fact]] = defaultdict(list)
        for f in graph.of_subjects("utterance", set(habits) | set(loud_habits)):  # only theirs are parsed
            by_who[f.subject].append(f)
        for who, facts in sorted(by_who.items()):
            if who not in habits:
                # a big voice or a talker in the bible, called soft-spoken or a person of few words in so many words
                habit = loud_habits[who]
                for f in facts:
                    if f.detail.get("accepted"):
                        break
                    if f.detail.get("claim") != "quiet":
                        continue
                    verb = f.detail.get("verb", "").strip()
                    msg = (f"{who} 说话习惯：{habit.object}（设定），第{f.chapter}章却说其{verb}" if graph.language == "zh"
                           else f"{who} speech habit: {habit.object} (bible) but ch{f.chapter} calls them {verb}")
                    yield self.conflict(id_parts=(who, "speech", f.source.quote), chapter=f.chapter, entities=[who],
                                        message=msg, established=[habit], conflicting=[f], severity=Severity.warning,
                                        detail={"key": "speech", "feature": "speech", "claim": "quiet"})
                    break
                continue
            habit, is_terse, is_soft = habits[who]
            flagged: set[int] = set()
            for f in facts:
                if f.detail.get("accepted"):
                    break  # an editor accepted the new voice: the old habit no longer holds from here
                if f.chapter in flagged:
                    continue
                length = int(f.detail.get("length", 0))
                why = None
                if f.detail.get("claim") == "loud" and (is_soft or is_terse):
                    why = f"is called {f.detail.get('verb', '').strip()}"  # "a great talker", "嗓门向来大"
                if (is_soft or is_terse) and f.detail.get("shout") and (is_soft or f.detail.get("narrated")) \
                        and who not in orders:
                    why = f"shouts ({f.detail.get('verb', '').strip()})"
                elif is_terse and length >= limit:
                    why = f"speaks at length ({length} {'words' if graph.language == 'en' else 'characters'})"
                if not why:
                    continue
                flagged.add(f.chapter)
                if graph.language == "zh":
                    how = (f"高声喊叫（{f.detail.get('verb', '').strip()}）" if why.startswith("shouts")
                           else f"说其{f.detail.get('verb', '').strip()}" if why.startswith("is called")
                           else f"一口气说了{length}字")
                    msg = f"{who} 说话习惯：{habit.object}（设定），第{f.chapter}章却{how}"
                else:
                    msg = f"{who} speech habit: {habit.object} (bible) but {why} in ch{f.chapter}"
                yield self.conflict(id_parts=(who, "speech", f.source.quote), chapter=f.chapter, entities=[who],
                                    message=msg, established=[habit], conflicting=[f], severity=Severity.warning,
                                    detail={"key": "speech", "feature": "speech", "length": length,
                                            "shout": bool(f.detail.get("shout"))})

    # ------------------------------------------------------------------ fixed features
    def _same(self, pred: str, a: Fact, b: Fact, lex) -> bool:
        if pred == "mark" and (a.detail.get("unsided") or b.detail.get("unsided")):
            return True  # "the scar on his neck" does not say which side: the profile's left side of it fits
        if pred == "eyeColour":
            # ("grey-green eyes": either colour of the pair is they)
            return any(lex.colours_compatible(x, y) for x in (a.object, a.detail.get("also")) if x
                       for y in (b.object, b.detail.get("also")) if y)
        if pred == "wornItem" and (a.detail.get("absent") or b.detail.get("absent")):
            return bool(a.detail.get("absent")) == bool(b.detail.get("absent"))  # "never worn a ring" is no ring
        if pred == "wornItem" and (a.detail.get("any") or b.detail.get("any")):
            return True  # a profile's thing of no colour or metal said: any such thing worn is it
        if pred == "wornItem":
            ca, cb = a.detail.get("colour"), b.detail.get("colour")
            ma, mb = a.detail.get("material"), b.detail.get("material")
            if ma and mb and ma != mb:
                return False
            if ca and cb and not lex.colours_compatible(ca, cb):
                return False
            # a material of one colour set against a colour named alone: "金丝眼镜" and later "黑框眼镜"
            for (m1, c1), (m2, c2) in (((ma, ca), (mb, cb)), ((mb, cb), (ma, ca))):
                own = _MATERIAL_COLOUR.get(m1 or "")
                if own and not c1 and c2 and not m2 and not lex.colours_compatible(own, c2):
                    return False
            return True
        return a.object == b.object

    def _establishes(self, pred: str, f: Fact, pending: list[Fact], lex) -> bool:
        if f.chapter == 0:
            return True
        if pred == "handedness":
            return f.detail.get("strength") == "strong"
        if pred == "wornItem":
            if f.detail.get("absent"):
                return False  # a thing not worn sets up nothing to hold later mentions to
            if f.detail.get("always"):
                return True
            return any(self._same(pred, p, f, lex) for p in pending)
        return True

    def _fixed(self, subject, key, pred, history, lex, graph) -> Iterator[Conflict]:
        established: list[Fact] = []  # evidence for the current value: first source(s)
        accepted: list[Fact] = []  # every value the text has explained (the original stays acceptable)
        opened: Fact | None = None  # an explained change waiting for the new value
        pending: list[Fact] = []
        flagged: set[tuple[int, str]] = set()
        disguised_in: set[int] = set()
        changes = [f for f in history if f.modality == "explained_change" and f.detail.get("why") not in ("disguise", "healed")]
        temp: dict[int, int] = {}  # values accepted only because a passing hurt forced them: the chapter last used
        healed: Fact | None = None  # the usual value restated once such a hurt was over
        forced_before: list[Fact] = []  # values a hurt forced, until the text told it healed
        seen_worn: list[Fact] = []  # (a thing worn) the text's own sightings of it worn
        gone = {w.lower() for w in lex.words("change", "item_gone")} if pred == "wornItem" else set()
        for f in history:
            if f.modality == "explained_change" and f.detail.get("why") == "healed":
                if established and (opened is not None or len(accepted) > 1 or temp):
                    # "It is healed, and I am gutting with my own hand again": the hand a hurt forced is explained no
                    # longer, and the hurt before this explains nothing after it
                    forced_before.extend(a for a in accepted if not self._same(pred, established[0], a, lex))
                    accepted = [a for a in accepted if id(a) not in temp and self._same(pred, established[0], a, lex)] \
                        or established[:1]
                    temp, opened, healed = {}, None, f
                continue
            if f.modality == "explained_change":
                if f.detail.get("new") and pred == "wornItem":
                    accepted.append(f)  # "换上了那枚青玉扳指": the new one, named, is worn from now on
                if f.detail.get("why") == "disguise":
                    disguised_in.add(f.chapter)  # a disguise changes nothing for good
                elif not (opened is not None and not opened.detail.get("temporary") and f.detail.get("temporary")
                          and f.chapter - opened.chapter <= CHANGE_WINDOW) and not (
                        opened is not None and _gone(opened, gone) and not _gone(f, gone)):
                    # "learning to use his right hand … his left hand is in a sling": the lasting change stands; a
                    # thing gone for good stays gone ("Dad has laid aside the blue muffler. He has a red one …
                    # instead"; "眼镜碎了 … 换了一副黑框眼镜 … 摘下黑框眼镜")
                    opened = f
                continue
            if pred == "wornItem" and f.detail.get("absent") and f.chapter > 0 and _NEVER_IN_LIFE.search(f.source.quote or "") \
                    and not f.detail.get("accepted"):
                # "bare of any ring as they have been all his life", "冯守义这人从来不往腰上挂钥匙" after he was seen
                # wearing it: no change (nor dress) makes that so all along (seen worn in the text is enough: "the
                # iron ring on his little finger" … "he had never in his life worn a ring")
                worn = established if established and not established[0].detail.get("absent") else seen_worn[:1]
                if worn:
                    yield from self._flag(subject, key, pred, worn, f, flagged, graph)
                    continue
            if pred == "wornItem" and f.modality == "asserted" and not f.detail.get("absent") and f.chapter > 0 \
                    and not f.detail.get("dialogue"):
                seen_worn.append(f)
            if f.chapter in disguised_in:
                continue
            if pred == "mark" and f.detail.get("whole") and (not established or established[0].detail.get("whole")):
                continue  # whole hands say something only against a hand known maimed
            if pred == "mark" and f.detail.get("whole") and f.detail.get("side") and established[0].object != f.detail["side"]:
                continue  # (the other hand whole: nothing against the maimed one)
            if pred == "mark" and f.detail.get("new") and f.chapter > 0:
                continue  # "the long new scar across her palm": another mark, just come; the old one still stands
            if f.detail.get("accepted"):
                # an editor accepted this as the new value: it is the baseline from here on
                established, accepted, opened, pending = [f], [f], None, []
                continue
            if opened is not None and f.chapter - opened.chapter > CHANGE_WINDOW and not _gone(opened, gone):
                opened = None  # an explanation far back does not explain a change now (a thing lost for good does)
            if opened is not None and opened.detail.get("temporary") and f.detail.get("strength") == "strong" \
                    and not f.detail.get("manner"):
                # a sore wrist explains using the other hand, not "he has always been right-handed"
                if not any(self._same(pred, a, f, lex) for a in accepted):
                    est = established[0] if established else None
                    if est is not None and not self._same(pred, est, f, lex):
                        yield from self._flag(subject, key, pred, established, f, flagged, graph)
                        continue
            if temp and established and f.detail.get("strength", "strong") == "strong" \
                    and self._same(pred, established[0], f, lex) \
                    and not (pred == "handedness" and _hurt_here(graph, subject, established[0].object, f)):
                # (not "他这辈子用惯了左手" while that hand is still bound up: the habit named, no return to it)
                # "she could go back to being left-handed": the hurt is over, and the hand it forced with it
                accepted = [a for a in accepted if id(a) not in temp]
                temp = {}
                healed = f
            if temp:
                # a hand a passing hurt forced stays acceptable only while it is in use, a couple of chapters at a time
                for a in accepted:
                    if id(a) in temp and self._same(pred, a, f, lex) and f.chapter - temp[id(a)] <= CHANGE_WINDOW:
                        temp[id(a)] = f.chapter
                expired = {k for k, ch in temp.items() if f.chapter - ch > CHANGE_WINDOW}
                if expired:
                    accepted = [a for a in accepted if id(a) not in expired]
                    temp = {k: ch for k, ch in temp.items() if k not in expired}
            if pred == "handedness" and established and f.chapter > 0 and f.detail.get("strength") == "strong" \
                    and not self._same(pred, established[0], f, lex) and _LIFELONG.search(f.source.quote or "") \
                    and (opened is not None or any(self._same(pred, a, f, lex) for a in accepted[1:])):
                # "她打小就是右手使惯了镰刀的" after a hurt made her use the right, "杜仲文向来是右手执笔，病了这一场，手腕上
                # 没了力气": no change makes that so from childhood or always
                yield from self._flag(subject, key, pred, established, f, flagged, graph)
                continue
            if pred == "wornItem" and f.chapter == 0 and established and all(x.chapter == 0 for x in established):
                accepted.append(f)  # "腰间一大串铜钥匙；另用细绳系一把小铁钥匙": the profile names two of a kind
                continue
            if pred == "wornItem" and any(
                    x is not f and x.chapter == f.chapter and x.modality != "explained_change"
                    and x.source.start is not None and f.source.start is not None
                    and abs(x.source.start - f.source.start) <= 80 and any(self._same(pred, a, x, lex) for a in accepted)
                    and not self._same(pred, x, f, lex) for x in history):
                continue  # the usual one and another of its kind side by side ("那一串铜钥匙……一把小小的铁钥匙")
            if forced_before and _HAD_DONE.search(f.source.quote or "") and any(self._same(pred, a, f, lex) for a in forced_before):
                continue  # "for a month of the autumn he had scrawled them left-handed": while the hurt lasted
            if any(self._same(pred, a, f, lex) for a in accepted):
                if opened is not None and _gone(opened, gone) and established and self._same(pred, established[0], f, lex) \
                        and _MENDED.search(f.source.quote or ""):
                    opened = None  # "把那副铜边眼镜架回鼻梁上", "his mended watch back on its chain": the old one is back
                if len(established) == 1 and established[0].chapter == 0 and f.chapter > 0 \
                        and self._same(pred, established[0], f, lex):
                    established.append(f)  # the text's first statement of the bible value
                continue
            if opened is not None and opened.detail.get("removal") and pred == "wornItem" and established \
                    and not f.detail.get("absent") and not any(
                        c.chapter == f.chapter and not c.detail.get("removal") for c in changes):
                # "摘下眼镜，揉了揉眼睛" two chapters before "那副玳瑁框的眼镜": a thing taken off may be gone after, but
                # it does not come back as another
                opened = None
            if not established or opened is not None:
                # the first value after an explained change is the new one ("the new pewter cross cold against my
                # chest"), also for an item seen only once since
                weak_after_change = opened is not None and pred in ("handedness", "wornItem")
                # "左耳上新穿了一只铜耳环": the change and the new value in one statement
                told_with_change = opened is not None and opened.chapter == f.chapter and \
                    opened.source.start is not None and opened.source.start == f.source.start
                if self._establishes(pred, f, pending, lex) or weak_after_change or told_with_change:
                    if not established:
                        established = [f]
                    elif opened is not None and opened.detail.get("temporary"):
                        temp[id(f)] = f.chapter  # a hand a hurt forced: only until the hurt is over
                    accepted.append(f)
                    opened = None
                    pending = []
                else:
                    pending.append(f)
                continue
            if any(c.chapter == f.chapter and c.source.start is not None and f.source.start is not None
                   and 0 <= c.source.start - f.source.start <= EXPLAIN_AFTER for c in changes):
                accepted.append(f)  # "a black neckerchief. It was a new one, in place of the green": explained just after
                continue
            if pred == "handedness" and (f.detail.get("strength") != "strong" or f.detail.get("manner")) and \
                    established and _hand_hurt(graph, subject, established[0].object, f,
                                             None if _HAD_DONE.search(f.source.quote or "") else healed):
                # (what was done while the hurt lasted, told after it healed: "for a month of the autumn he had
                # scrawled them left-handed")
                continue  # "my right hand bound up in linen" a fortnight before: notes taken left-handed meanwhile
            yield from self._flag(subject, key, pred, established, f, flagged, graph)

    def _flag(self, subject, key, pred, established, f, flagged, graph) -> Iterator[Conflict]:
        weak = pred == "handedness" and f.detail.get("strength") != "strong"
        # one conflict per new value (and strength): a change the text keeps to is one change to decide on,
        # not one per chapter
        mark = (f.object, "weak" if weak else "strong", bool(f.detail.get("dialogue")))
        if mark in flagged:
            return
        flagged.add(mark)
        sev = Severity.warning if weak or f.detail.get("dialogue") else Severity.error
        est = established[0]
        label = _LABELS.get(pred, (pred, pred))[0 if graph.language == "zh" else 1]
        what = key.split(":", 1)[1].replace(":", " ") if ":" in key else ""
        shown = lambda v: _VALUES_ZH.get(v, v) if graph.language == "zh" else v  # noqa: E731
        if graph.language == "zh":
            msg = (f"{subject} {label}{(' ' + what) if what else ''}：{shown(est.object)}"
                   f"（{'、'.join(_where_zh(x) for x in established)}），第{f.chapter}章却是{shown(f.object)}")
        else:
            msg = (f"{subject} {label}{(' ' + what) if what else ''}: {shown(est.object)} "
                   f"({', '.join(_where(x) for x in established)}) but {shown(f.object)} in ch{f.chapter}")
        yield self.conflict(id_parts=(subject, key, est.object, f.object, f.source.quote),
                            chapter=f.chapter, entities=[subject], message=msg, established=established,
                            conflicting=[f], severity=sev,
                            detail={"key": key, "established": est.object, "found": f.object,
                                    "strength": "weak" if weak else "strong"})

    # ------------------------------------------------------------------ wounds
    def _wounds(self, subject, key, history, graph) -> Iterator[Conflict]:
        events: list[Fact] = []
        flagged: set[tuple[int, str]] = set()
        for f in history:
            if f.modality == "explained_change":
                continue
            if f.detail.get("accepted"):
                events.append(f)
                continue
            recent = [e for e in events if f.chapter - e.chapter <= WOUND_HORIZON and not _healed(e, f)]
            if f.detail.get("event") or not recent:
                events.append(f)  # a new wound, or the first mention of one
                continue
            if any(e.object == f.object for e in recent):
                continue
            if (f.chapter, f.object) in flagged:
                continue
            flagged.add((f.chapter, f.object))
            est = recent[-1]
            part = key.split(":", 1)[1]
            label = _LABELS["wound"][0 if graph.language == "zh" else 1]
            shown = (lambda v: _VALUES_ZH.get(v, v)) if graph.language == "zh" else (lambda v: v)
            if graph.language == "zh":
                msg = (f"{subject} {label} {part}：{shown(est.object)}（{_where_zh(est)}），"
                       f"第{f.chapter}章伤处却在{shown(f.object)}")
            else:
                msg = (f"{subject} {label} {part}: {shown(est.object)} ({_where(est)}) but the wound is on the "
                       f"{shown(f.object)} in ch{f.chapter}")
            yield self.conflict(id_parts=(subject, key, est.object, f.object, f.source.quote), chapter=f.chapter,
                                entities=[subject], message=msg, established=[est], conflicting=[f],
                                severity=Severity.warning if f.detail.get("dialogue") else Severity.error,
                                detail={"key": key, "established": est.object, "found": f.object})

"""DA01 dead_character_active: a character who died acts, speaks or is present later, outside memories,
flashbacks, dreams, funerals and reports of the past.

Deaths are read from the narration (many verbs and idioms); what the dead do is read from the narration of
later scenes: the name as the subject of a verb of speech or action. Sentences that tell of the past, a
dream, a vision, a funeral, a grave or a letter are not the present (the extractor leaves them out). A later
statement that the person did not die (诈死, "alive after all") takes the death back; a resurrection does too,
unless rules.yaml says `death_is_final: true`.

A rank used as a name ("the Archdeacon", 掌门) names the dead holder only while nobody else can hold it: not
once another character is given that rank, nor once the text speaks of a new one ("the new abbot", 新任掌门).

Anti-pattern: ch6 孟九皋就这样气绝身亡 ... ch11 孟九皋捻着胡须接口道
Fine:         ch6 孟九皋气绝身亡 ... ch8 他梦见师父坐在青石上，孟九皋拿松枝敲他的额头
"""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterator

from extractors.lexicon import load_lexicon
from kg.graph import StoryGraph, fact_order
from kg.models import Conflict, Severity
from validators.base import Rule




def _successor(graph: StoryGraph, who: str, title: str, death, act) -> bool:
    """Someone else may hold `title` when `act` happens: another character is given that rank anywhere, or the
    text from the death to the act speaks of a new holder."""
    if any(f.subject != who and f.object.lower() == title for f in graph.facts_of("rank")):
        return True
    t = re.escape(title)
    rx = re.compile(rf"(?:新任|新|继任|接任|代理?|下一任){t}|{t}(?:之位|一职)|\b(?:new|next|acting|succeeding|present|"
                    rf"current|incoming)\s+{t}\b|\b{t}[- ]elect\b|\bsucceeded\s+(?:him|her)\s+as\s+{t}\b", re.I)
    for ch in range(death.chapter, act.chapter + 1):
        text = graph.texts.get(ch, "")
        lo = death.source.start or 0 if ch == death.chapter else 0
        hi = act.source.start if ch == act.chapter and act.source.start is not None else len(text)
        if rx.search(text, lo, hi):
            return True
    return False


# before the act: "exactly as the old abbot dictated it" (a deed compared with, done before); "I say Gervase set it",
# "they say he built the weir" (the past, claimed now)
_EN_TOLD_OF = re.compile(r"(?:\b(?:exactly|just|precisely|even|much)\s+as\s+(?:the\s+|old\s+)*"
                         r"|\b(?:says?|thinks?|knows?|believes?|supposes?|reckons?|holds?|swears?|maintains?|insists?)\s+"
                         r"(?:that\s+)?(?:the\s+|old\s+)*)$")


# after "left": someone, then the thing bequeathed ("left Mrs Munro a house", "left her everything"), or the thing to
# someone ("left the farm to his nephew")
_EN_BEQUEST = re.compile(r"\s+(?:(?:(?:Mrs|Mr|Miss|Ms|Master|Mistress)\.?\s+)?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?|him|her|them|me|us|you)"
                         r"\s+(?:everything|nothing|(?:[\w'’-]+\s+){0,4}?(?:house|cottage|farm|croft|shop|field|fields|land|fortune|sum|"
                         r"legacy|estate|share|money|pounds|guineas|annuity|inheritance|will|property|savings)\b)"
                         r"|\s+(?:everything|all\s+(?:he|she)\s+had|(?:his|her)\s+[\w'’-]+(?:\s+[\w'’-]+)?)\s+to\s+(?:his|her|their|[A-Z])")
# after the act, its clause ends on what it was like, a noun: "…冲进火光里的背影", "…回头笑的样子"
_ZH_IMAGE_OF = re.compile(r"[^，。！？；“”\n]{0,20}?的(?:背影|身影|样子|模样|画面|场景|情景|一幕|笑脸|笑容|神情|眼神|声音|影子|情形|那一刻|"
                          r"那一天|那天|那晚|那一夜)(?:[，。！？；…—\s”]|$)")


def _told_of(graph: StoryGraph, who: str, a, ds) -> bool:
    """An act that the text tells of as done before the death: compared with or claimed now (English), or in the
    sentence that tells the death again after it ("And Gervase kept them, as he was asked, and was killed at the
    Saltmere")."""
    text = graph.texts.get(a.chapter, "")
    s = a.source.start
    if s is None:
        return False
    if graph.language == "en" and _EN_TOLD_OF.search(text, max(0, s - 40), s):
        return True
    if graph.language == "en" and str(a.detail.get("verb", "")).lower() == "left" and _EN_BEQUEST.match(text, a.source.end or s):
        return True  # "Mr Munro left Mrs Munro a house": what his will gave, not a going
    if graph.language == "zh" and _ZH_IMAGE_OF.match(text, a.source.end or s):
        return True  # "宋知秋冲进火光里的背影。": a picture in the mind of what she did, not a deed now
    if graph.language == "en":
        m = re.search(r"[.!?]\s", text[s:s + 400])
        rest = text[s:s + (m.start() if m else 400)]
        if re.search(r",?\s+and\s+(?:so\s+|then\s+|later\s+|afterwards\s+)?(?:was\s+(?:killed|slain|drowned|murdered|hanged|"
                     r"shot|struck\s+down|taken\s+by\s+the\s+\w+)|died|perished|drowned)\b", rest):
            return True  # (the same subject's death told after the act, in a chain of its predicates)
    for d in ds[1:]:
        if d.chapter == a.chapter and d.source.start is not None and 0 < d.source.start - s < 300 \
                and not re.search(r"[.!?。！？]\s", text[s:d.source.start]):
            return True  # (the death told in the same sentence, after the act)
    return False


def _pos(f) -> tuple[int, int]:
    return (f.chapter, f.source.start if f.source.start is not None else -1)


def _after_in_sentence(death, r) -> bool:
    """A revival told in the sentence of the death, after it: "一计唐王死去，已三昼夜，复回阳间为君"."""
    if r.chapter != death.chapter or r.source.start is None or death.source.start is None or r.source.end is None:
        return False
    if not (r.source.start <= death.source.start < r.source.end):
        return False
    q = r.source.quote or ""
    i = q.find(death.source.quote or "\0")
    return i >= 0 and q.find(r.object, i + len(death.source.quote)) >= 0


class DeadCharacterActive(Rule):
    code = "DA01"
    kind = "dead_character_active"
    severity = Severity.error

    def check(self, graph: StoryGraph) -> Iterator[Conflict]:
        final = any(r.get("death_is_final") for r in graph.setting.get("rules", []))
        resurrection = {w.lower() for w in load_lexicon(graph.language).words("death", "resurrection")}
        remains = {w.lower() for w in load_lexicon(graph.language).words("death", "remains")}
        deaths = defaultdict(list)
        for f in graph.facts_of("died"):
            deaths[f.subject].append(f)
        revivals = defaultdict(list)
        for f in graph.facts_of("revived"):
            revivals[f.subject].append(f)
        acts = defaultdict(list)
        for f in graph.of_subjects("acts", deaths):  # only the acts of those who die are ever read
            if f.modality == "asserted" and not f.detail.get("dialogue") and not f.detail.get("reported"):
                acts[f.subject].append(f)
        tl = graph.timeline
        for who in sorted(deaths):
            ent = graph.entities.get(who)
            if ent is not None and not ent.proper:
                continue  # 太公, 妇人: a role word names a different person in every chapter
            ds = sorted(deaths[who], key=fact_order)
            death = ds[0]
            flagged: set[int] = set()
            # a chapter that itself mourns them (their funeral, their portrait on the wall): what they do in it is
            # remembered or seen again, not done now
            mourned = {d.chapter for d in ds[1:] if d.object.lower() in remains}
            for a in sorted(acts.get(who, []), key=fact_order):
                if _pos(a) <= _pos(death) or a.chapter == death.chapter or a.chapter in mourned:
                    continue
                if tl is not None and not tl.same_strand(death.chapter, a.chapter) and not (
                        tl.same_clock(death.chapter, a.chapter) and a.story_day is not None
                        and death.story_day is not None and a.story_day > death.story_day):
                    continue  # another timeline: alive in 1998, whatever befalls him in 2019
                # taken back: alive after all, or brought back where death is not final
                # (a revival told later in the same chapter counts too: "竟是钟离岳。……原来他当初是诈死")
                back = [r for r in revivals.get(who, []) if (_pos(death) < _pos(r) or _after_in_sentence(death, r))
                        and (_pos(r) <= _pos(a) or r.chapter == a.chapter)
                        and not (final and r.object.lower() in resurrection)]
                if back:
                    last = back[-1]
                    at = (last.chapter, death.source.end) if _after_in_sentence(death, last) else _pos(last)
                    later = [d for d in ds if _pos(d) > at]
                    if not later or _pos(later[0]) > _pos(a):
                        continue
                    death = later[0]
                    if _pos(a) <= _pos(death):
                        continue
                if a.chapter in flagged:
                    continue
                if _told_of(graph, who, a, ds):
                    continue
                if a.detail.get("title") and _successor(graph, who, a.detail["title"], death, a):
                    continue  # "the abbot" may be the new one
                flagged.add(a.chapter)
                msg = (f"{who} 已于第{death.chapter}章死去（{death.source.quote}），第{a.chapter}章却还在行动："
                       f"{a.source.quote}") if graph.language == "zh" else (
                       f"{who} died in ch{death.chapter} ({death.source.quote}) but acts in ch{a.chapter}: "
                       f"{a.source.quote}")
                # a death known only from someone's words is likelier a rumour or a lie than a narrated one
                yield self.conflict(id_parts=(who, death.source.quote, a.source.quote), chapter=a.chapter,
                                    entities=[who], message=msg, established=[death], conflicting=[a],
                                    severity=Severity.warning if death.detail.get("spoken") else self.severity,
                                    detail={"died": death.chapter, "verb": a.detail.get("verb", "")})

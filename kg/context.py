"""Context packs: the canon the next chapter must respect, serialised for an LLM prompt within a token budget.

    build_pack(graph, report, chapter=N, entities=[...] | outline=TEXT, budget=2000) -> ContextPack

- **Entities** come from the outline through the same alias matcher the review uses, or from a list.
- **Subgraph**: those entities and their neighbours in the relation graph (networkx), with facts valid at the
  end of chapter N-1: superseded values give way to later ones, facts an editor marked `kept_original` are
  out of the graph already, and statements under an open error conflict are left out (listed as `disputed`).
- **Layers**:
  - *setting* (never cut): baselines of the entities involved, world rules and the power scale, world.md
    verbatim, the factions that name them. A warning when it alone exceeds the budget.
  - *fact*: current states, life and death, relations, open foreshadows with their age, story time, recent
    events, arc summaries (from `loregraph write`'s compaction). Ranked by
    `score = base[kind] * focus * (0.5 + 0.5 * recency) + reinforcement + anchor`, where recency is
    `exp(-age / horizon[kind])` in chapters, reinforcement `min(0.3, 0.1 * log2(1 + mentions))`, anchor 0.2
    for a bible fact and focus 1.0 for an outline entity, 0.6 for a neighbour. Greedy by score within what
    the budget leaves after the setting and the text layer.
  - *text*: the last ~800 characters of chapter N-1 (cut at a paragraph or sentence start).
- **Tokens**: tiktoken (o200k_base) when it is installed and its encoding is already on disk (never a
  download); otherwise an estimate: 1 token per CJK character, 1.3 per English word, 1 per other symbol.
"""
from __future__ import annotations

import math
import os
import re
from collections import Counter
from typing import Any

from pydantic import BaseModel, Field

from kg import vocab
from kg.graph import StoryGraph, fact_order
from kg.models import Report
from kg.state import entity_view, foreshadow_status

BASE = {"death": 1.0, "rank": 0.9, "time": 0.9, "relation": 0.85, "state": 0.8, "thread": 0.75, "event": 0.7,
        "summary": 0.6}
HORIZON = {"death": 10**6, "rank": 200, "time": 5, "relation": 150, "state": 60, "thread": 300, "event": 15,
           "summary": 10**6}
ANCHOR = 0.1  # a bible fact: the author's own word
NEIGHBOUR = 0.5  # focus of a neighbour's facts (an outline entity's are 1.0)
TEXT_CHARS = 800
TEXT_SHARE = 5  # the text layer's guaranteed share of the budget is 1/TEXT_SHARE
DEFAULT_BUDGET = 2000
WORLD_SHARE = 0.25  # world.md goes in whole below this share of the budget, else its related sections


class PackItem(BaseModel):
    layer: str  # setting | fact | text
    kind: str
    text: str
    score: float | None = None
    tokens: int = 0
    entity: str | None = None
    chapter: int | None = None
    quote: str | None = None
    source: str | None = None


class ContextPack(BaseModel):
    book: str
    language: str
    chapter: int  # the chapter to be written
    entities: list[str]
    neighbours: list[str] = Field(default_factory=list)
    budget: int
    tokenizer: str
    tokens: dict[str, int] = Field(default_factory=dict)  # per layer and total
    setting: list[PackItem] = Field(default_factory=list)
    facts: list[PackItem] = Field(default_factory=list)
    text: PackItem | None = None
    dropped: int = 0  # fact items that did not fit
    disputed: list[dict[str, Any]] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)


# ---------------------------------------------------------------------- tokens
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]")
_WORD = re.compile(r"[A-Za-z0-9'’-]+")


class Tokenizer:
    def __init__(self) -> None:
        self.name = "estimate"
        self._enc = None
        try:
            import hashlib

            import tiktoken  # optional

            url = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"
            cache = os.environ.get("TIKTOKEN_CACHE_DIR") or os.path.join(
                os.environ.get("DATA_GYM_CACHE_DIR") or os.path.join(__import__("tempfile").gettempdir(),
                                                                     "data-gym-cache"))
            if os.path.exists(os.path.join(cache, hashlib.sha1(url.encode()).hexdigest())):
                self._enc = tiktoken.get_encoding("o200k_base")
                self.name = "tiktoken:o200k_base"
        except Exception:  # noqa: BLE001 - not installed, or not usable offline
            self._enc = None

    def count(self, text: str) -> int:
        if not text:
            return 0
        if self._enc is not None:
            return len(self._enc.encode(text))
        cjk = len(_CJK.findall(text))
        words = _WORD.findall(text)
        rest = len(re.sub(r"\s", "", _WORD.sub("", _CJK.sub("", text))))
        return cjk + math.ceil(1.3 * len(words)) + rest


# ---------------------------------------------------------------------- entities
def outline_entities(graph: StoryGraph, index, outline: str) -> list[str]:
    """Characters (and other entities) the outline names, most mentioned first, through the review's alias
    matcher."""
    if index is None or index.regex is None:
        return []
    counts: Counter = Counter()
    for m in index.regex.finditer(outline):
        name = index.surface.get(m.group(), m.group())
        if name in graph.entities:
            counts[name] += 1
    if graph.language == "en":
        # "the lamplighter" opening a sentence of the outline: "The lamplighter"
        for form, name in index.surface.items():
            if form.startswith("the ") and name in graph.entities and name not in counts:
                n = len(re.findall(r"(?<![\w])" + re.escape(form) + r"(?![\w])", outline, re.I))
                if n:
                    counts[name] += n
    return [n for n, _ in counts.most_common()]


def _neighbours(graph: StoryGraph, names: list[str], before: int) -> list[str]:
    g = graph.nx
    out: list[str] = []
    for n in names:
        if n not in g:
            continue
        for _, other, data in list(g.out_edges(n, data=True)) + [(b, a, d) for a, b, d in g.in_edges(n, data=True)]:
            if data.get("chapter", 0) <= before and other not in names and other not in out \
                    and getattr(graph.entities.get(other), "kind", "") == "Character":
                out.append(other)
    return out


# ---------------------------------------------------------------------- labels
_ZH = {"baseline": "基线", "rank": "境界/等级", "alive": "存活", "dead": "已死亡", "time": "故事时间",
       "relation": "关系", "thread": "未回收伏笔", "event": "近期事件", "ch": "第{}章", "bible": "设定",
       "scale": "等级序列", "rule": "规则", "open_for": "已悬置{}章", "day": "第{}天"}
_EN = {"baseline": "baseline", "rank": "rank", "alive": "alive", "dead": "dead", "time": "story time",
       "relation": "relation", "thread": "open foreshadow", "event": "recent event", "ch": "ch{}",
       "bible": "bible", "scale": "power scale", "rule": "rule", "open_for": "open for {} chapters",
       "day": "day {}"}


# zh: symmetric relations as "A与B：结义兄弟", directed ones as "A是B的师父"
_ZH["rel"] = {"swornSiblingOf": "结义兄弟", "allyOf": "盟友", "friendOf": "朋友", "enemyOf": "仇敌", "rivalOf": "对头",
              "strangerTo": "素不相识", "loverOf": "恋人", "spouseOf": "夫妻", "estrangedFrom": "已决裂",
              "siblingOf": "手足", "masterOf": "师父", "discipleOf": "徒弟", "parentOf": "父母", "childOf": "子女",
              "uncleOf": "叔伯舅姑", "nephewOf": "侄甥", "seniorOf": "师兄师姐", "juniorOf": "师弟师妹", "lordOf": "主上", "servantOf": "下属", "memberOf": "成员"}
_EN["rel"] = {"swornSiblingOf": "is sworn sibling of", "allyOf": "is an ally of", "friendOf": "is a friend of",
              "enemyOf": "is an enemy of", "rivalOf": "is a rival of", "strangerTo": "is a stranger to",
              "loverOf": "is the lover of", "spouseOf": "is married to", "estrangedFrom": "is estranged from",
              "masterOf": "is the master of", "discipleOf": "is the disciple of", "parentOf": "is a parent of",
              "childOf": "is a child of", "uncleOf": "is an uncle or aunt of",
              "nephewOf": "is a nephew or niece of", "seniorOf": "is the senior fellow pupil of",
              "juniorOf": "is the junior fellow pupil of", "siblingOf": "is a sibling of", "lordOf": "is the lord of",
              "servantOf": "serves", "memberOf": "is a member of"}
_KEYS = {"rank": ("境界/等级", "rank"), "wound": ("伤处", "wound"), "mark": ("印记", "mark"),
         "wornItem": ("佩饰", "worn item"), "handedness": ("惯用手", "handedness"), "eyeColour": ("眼睛", "eyes"),
         "age": ("年龄", "age"), "role": ("身份", "role"), "trait": ("特征", "trait")}


def _key_label(key: str, L) -> str:
    """'wound:shoulder' -> 'wound (shoulder)' / '伤处'; the quote that follows says the rest."""
    head, _, rest = key.partition(":")
    zh = L is _ZH
    label = _KEYS.get(head, (head, head))[0 if zh else 1]
    return label if zh or not rest else f"{label} ({rest.replace(':', ' ')})"


def _where(L, chapter: int) -> str:
    return L["bible"] if chapter == 0 else L["ch"].format(chapter)


# ---------------------------------------------------------------------- the pack
def build_pack(graph: StoryGraph, report: Report | None, chapter: int, *, entities: list[str] | None = None,
               outline: str | None = None, index=None, budget: int = DEFAULT_BUDGET, title: str = "",
               summaries: list[dict] | None = None) -> ContextPack:
    last = chapter - 1  # the pack is the canon at the end of the chapter before
    L = _ZH if graph.language == "zh" else _EN
    tok = Tokenizer()
    names = list(entities or [])
    if outline:
        for n in outline_entities(graph, index, outline):
            if n not in names:
                names.append(n)
    names = [n for n in names if n in graph.entities]
    neigh = _neighbours(graph, names, last)
    pack = ContextPack(book=title, language=graph.language, chapter=chapter, entities=names, neighbours=neigh,
                       budget=budget, tokenizer=tok.name)

    # statements under an open error: left out, and said so
    disputed: set[tuple[int, str]] = set()
    for c in (report.conflicts if report else []):
        if c.status.value == "open" and c.severity.value == "error":
            for e in c.evidence:
                if e.role == "conflicting" and e.chapter <= last:
                    disputed.add((e.chapter, e.quote))
                    pack.disputed.append({"conflict": c.id, "kind": c.kind, "chapter": e.chapter, "quote": e.quote})

    def ok(item: dict) -> bool:
        return (item.get("chapter", 0), item.get("quote", "")) not in disputed

    fstatus = foreshadow_status(graph)
    views = {n: entity_view(graph, n, last, None, fstatus, exclude=disputed) for n in names + neigh}
    # clean views: disputed statements out, so the last undisputed value stands
    for n, v in views.items():
        for key in ("baseline", "state", "relations"):
            v[key] = [x for x in v[key] if ok(x)]
        if not ok(v.get("died") or {}):
            v.pop("died", None)
            v["alive"] = True

    # -------------------------------------------------------------- setting layer (never cut)
    setting: list[PackItem] = []
    scale = graph.setting.get("power_scale") or []
    for n in names:
        v = views[n]
        state_by_key = {x["key"]: x for x in v["state"]}
        parts: list[str] = []
        for b in v["baseline"]:
            if b["key"] in ("gender",):
                continue
            cur = state_by_key.get(b["key"])
            if cur and cur.get("accepted") and cur["chapter"] > b["chapter"] and cur["value"] != b["value"]:
                # an editor accepted a change of it: the value now, and where
                line = f"{b['key']}: {cur['value']} ({_where(L, cur['chapter'])})"
            elif b["chapter"] == 0:
                line = b["quote"]  # the bible's own words
            else:
                # a feature only the text gives: a hard constraint once the text has said it twice
                said = sum(1 for f in graph.facts_about(n) if f.key == b["key"] and f.object == b["value"]
                           and 0 < f.chapter <= last and f.modality == "asserted")
                if said < 2:
                    continue
                line = f"{b['key']}: {b['value']} ({_where(L, b['chapter'])})"
            if line not in parts:
                parts.append(line)
        if parts:
            setting.append(PackItem(layer="setting", kind="baseline", entity=n,
                                    text=f"{n}（{L['baseline']}）" + "；".join(parts) if graph.language == "zh"
                                    else f"{n} ({L['baseline']}): " + "; ".join(parts)))
    if scale:
        setting.append(PackItem(layer="setting", kind="power_scale",
                                text=f"{L['scale']}: " + (" < ".join(scale))))
    for r in graph.setting.get("rules", []):
        text = str(r.get("text") or r.get("id"))
        setting.append(PackItem(layer="setting", kind="rule", text=f"{L['rule']} {r.get('id')}: {text}",
                                source=graph.setting.get("rules_path")))
    world = graph.setting.get("world")
    if world and world[1].strip():
        text = world[1].strip()
        if tok.count(text) > budget * WORLD_SHARE:
            # a long world.md: the sections about these people, their factions, the ranks and the rules
            keys = {n for n in names} | {a for n in names for a in graph.entities[n].aliases} | set(scale)
            for r in graph.setting.get("rules", []):
                keys |= {str(a) for a in r.get("forbid_actions") or []}
            for n in names:
                keys |= {f.object for f in graph.facts_of("memberOf") if f.subject == n}
            sections = re.split(r"\n(?=#{1,3} )", text)

            def named_in_outline(sec: str) -> bool:
                # a place or thing the outline names: "- 黑水镇：……" / "- Saltmarsh: ..." bullets of the section
                terms = re.findall(r"^\s*[-*]\s*\**([^：:\n*]{2,20}?)\**\s*[：:]", sec, re.M)
                return bool(outline) and any(t.strip() and t.strip() in outline for t in terms)

            kept = [sec for sec in sections if any(k and k in sec for k in keys) or named_in_outline(sec)]
            left = [sec.split("\n", 1)[0].lstrip("# ").strip() for sec in sections if sec not in kept]
            if left:
                pack.warnings.append(f"{world[0]}: sections left out as unrelated to this chapter: " + ", ".join(left))
            text = "\n\n".join(s.strip() for s in kept)
        if text:
            setting.append(PackItem(layer="setting", kind="world", text=text, source=world[0]))
    factions = graph.setting.get("factions")
    if factions and factions[1].strip():
        wanted = {n for n in names} | {a for n in names for a in graph.entities[n].aliases}
        for sec in re.split(r"\n(?=#{1,3} )", factions[1].strip()):
            if any(w and w in sec for w in wanted):
                setting.append(PackItem(layer="setting", kind="faction", text=sec.strip(), source=factions[0]))
    for it in setting:
        it.tokens = tok.count(it.text)
    pack.setting = setting
    used_setting = sum(i.tokens for i in setting)
    if used_setting > budget:
        pack.warnings.append(f"the setting layer alone takes {used_setting} tokens, over the budget of {budget}; "
                             f"it is never cut")

    # -------------------------------------------------------------- text layer
    text_item = None
    prev = graph.texts.get(last, "")
    if prev:
        tail = prev[-TEXT_CHARS:]
        if len(prev) > TEXT_CHARS:
            cut = max(tail.find("\n"), -1)
            if 0 <= cut < TEXT_CHARS // 2:
                tail = tail[cut + 1:]
            else:
                m = re.search(r"[。！？.!?]\s*", tail)
                if m and m.end() < TEXT_CHARS // 2:
                    tail = tail[m.end():]
        text_item = PackItem(layer="text", kind="previous_text", text=tail.strip(), chapter=last)
        text_item.tokens = tok.count(text_item.text)

    # -------------------------------------------------------------- fact layer candidates
    mentions = Counter()
    for n in names + neigh:
        for f in graph.facts_about(n):
            if f.chapter <= last and f.predicate != "appearsIn":
                mentions[(f.subject, f.key, f.object)] += 1
    cands: list[PackItem] = []

    def add(kind: str, text: str, entity: str | None, ch: int, quote: str | None, focus: float,
            reinforce: int = 1, source: str | None = None) -> None:
        age = max(0, last - ch) if ch > 0 else 0
        recency = math.exp(-age / HORIZON[kind])
        score = BASE[kind] * focus * (0.5 + 0.5 * recency) + min(0.3, 0.1 * math.log2(1 + reinforce)) + \
            (ANCHOR if ch == 0 else 0.0)
        cands.append(PackItem(layer="fact", kind=kind, text=text, score=round(score, 4), entity=entity,
                              chapter=ch, quote=quote, source=source))

    baseline_keys = {(n, b["key"]) for n in names for b in views[n]["baseline"]}
    for n in names + neigh:
        v = views[n]
        focus = 1.0 if n in names else NEIGHBOUR
        if not v["alive"] and v.get("died"):
            d = v["died"]
            # a dead neighbour matters as much as a live lead: the next chapter must not bring him back
            add("death", f"{n}: {L['dead']} ({_where(L, d['chapter'])}: {d['quote']})", n, d["chapter"], d["quote"],
                max(focus, 0.9))
        for s in v["state"]:
            if (n, s["key"]) in baseline_keys and s["key"] != "rank":
                continue  # the setting layer says it
            kind = "rank" if s["key"] == "rank" else "state"
            # a rank is a word of the scale; any other state is best said in the book's own words
            said = s["value"] if kind == "rank" or s["chapter"] == 0 else f"“{s['quote']}”"
            add(kind, f"{n} · {_key_label(s['key'], L)}: {said} ({_where(L, s['chapter'])})", n, s["chapter"], s["quote"],
                focus, mentions[(n, s["key"], s["value"])], s.get("source"))
        if n in names:
            for r in v["relations"]:
                if r["direction"] == "incoming" and r["other"] in names:
                    continue  # stated once, from the other side
                term = vocab.RELATIONS[r["relation"]]
                said = L["rel"].get(term.name, term.name)
                a, b = (n, r["other"]) if r["direction"] == "outgoing" else (r["other"], n)
                if L is _ZH:
                    arrow = f"{a}是{b}的{said}" if term.direction == "directed" else f"{a}与{b}：{said}"
                else:
                    arrow = f"{a} {said} {b}"
                add("relation", f"{arrow} ({_where(L, r['chapter'])})", n, r["chapter"],
                    r["quote"], 1.0 if r["other"] in names else 0.8, 1, r.get("source"))
    # open foreshadows (all of them: the outline may be about to pay one off)
    for fs in graph.setting.get("foreshadows", []):
        st = fstatus.get(str(fs.get("id")), {})
        planted, paid = st.get("planted"), st.get("paid_off")
        if planted is None or planted > last or (paid is not None and paid <= last):
            continue
        note = fs.get("note") or ", ".join(fs.get("cue") or [])
        due = f", due {_where(L, int(fs['due']))}" if fs.get("due") else ""
        text = f"{L['thread']} {fs.get('id')}: {note} ({_where(L, planted)}, {L['open_for'].format(last - planted)}{due})"
        named = any(n in str(note) or any(n in str(c) for c in fs.get("cue") or []) for n in names)
        add("thread", text, None, planted, None, 1.0 if named else 0.8)
    # story time
    if graph.timeline is not None and last >= 1:
        day = graph.timeline.day_at(last, 10**9)
        marks = [f for f in graph.facts_of("timeMark") if f.chapter <= last and f.modality == "asserted"
                 and f.detail.get("type") != "weekday" and (f.chapter, f.source.quote) not in disputed]
        latest = max(marks, key=fact_order) if marks else None
        dates = [f for f in marks if f.detail.get("type") == "date"]
        last_date = max(dates, key=fact_order) if dates else None
        bits = [L["day"].format(("%g" % round(day, 1)) if day is not None else "?")]
        if last_date is not None:
            bits.append(f"{L['ch'].format(last_date.chapter)} {last_date.source.quote}")
        if latest is not None and latest is not last_date:
            bits.append(f"{L['ch'].format(latest.chapter)} {latest.source.quote}")
        add("time", f"{L['time']}: " + " · ".join(bits), None, latest.chapter if latest else last,
            latest.source.quote if latest else None, 1.0)
    # recent events around the entities
    people = set(names) | set(neigh)
    for f in graph.facts_of("relationCause") + graph.facts_of("revived"):
        if f.chapter > last or f.chapter < last - HORIZON["event"] or f.chapter <= 0:
            continue
        if (f.chapter, f.source.quote) in disputed or f.modality not in ("asserted", "explained_change"):
            continue
        involved = {f.subject} | set(f.detail.get("near", []) or [])
        if not involved & people:
            continue
        if f.predicate == "relationCause":
            who = ", ".join(sorted(involved & people))
            add("event", f"{who}: {f.source.quote} ({_where(L, f.chapter)})", f.subject, f.chapter, f.source.quote,
                1.0 if involved & set(names) else NEIGHBOUR)
        elif f.predicate == "revived":
            add("event", f"{f.subject}: {f.source.quote} ({_where(L, f.chapter)})", f.subject, f.chapter,
                f.source.quote, 1.0 if f.subject in names else NEIGHBOUR)
    for s in summaries or []:
        if int(s.get("to", 0)) <= last:
            add("summary", f"{L['ch'].format(s['from'])}-{L['ch'].format(s['to'])}: {s['text']}", None,
                int(s["to"]), None, 1.0)

    # dedupe identical lines, keep the best score
    best: dict[str, PackItem] = {}
    for c in cands:
        if c.text not in best or (c.score or 0) > (best[c.text].score or 0):
            best[c.text] = c
    ranked = sorted(best.values(), key=lambda c: (-(c.score or 0), c.text))
    # the facts come before the prose: the text layer is promised a fifth of the budget, and gets the rest of
    # its ~800 characters only if the facts leave room
    reserve = min(text_item.tokens, budget // TEXT_SHARE) if text_item else 0
    room = max(0, budget - used_setting - reserve)
    chosen: list[PackItem] = []
    used = 0
    for c in ranked:
        c.tokens = tok.count(c.text)
        if used + c.tokens <= room:
            chosen.append(c)
            used += c.tokens
        else:
            pack.dropped += 1
    pack.facts = chosen
    if text_item is not None:
        left = budget - used_setting - used
        if text_item.tokens > left > 0:
            # keep the end of the previous chapter that fits
            keep = text_item.text
            while keep and tok.count(keep) > left:
                keep = keep[max(1, len(keep) // 10):]
            # start at a paragraph, else a sentence, not in the middle of one
            nl = keep.find("\n")
            m = re.search(r"[。！？.!?][”\"’]?\s*", keep)
            cut = nl + 1 if 0 <= nl < len(keep) // 2 else (m.end() if m and m.end() < len(keep) // 2 else 0)
            keep = keep[cut:].strip()
            text_item.text, text_item.tokens = keep, tok.count(keep)
        elif left <= 0:
            text_item = None
    pack.text = text_item
    pack.tokens = {"setting": used_setting, "fact": used, "text": text_item.tokens if text_item else 0}
    pack.tokens["total"] = sum(pack.tokens.values())
    return pack


def to_markdown(pack: ContextPack) -> str:
    zh = pack.language == "zh"
    h = ("# 第{}章 写作上下文" if zh else "# Context for chapter {}").format(pack.chapter)
    lines = [h, ""]
    if pack.entities:
        lines.append(("本章人物：" if zh else "Characters: ") + ("、" if zh else ", ").join(pack.entities))
        lines.append("")
    lines += ["## " + ("设定层（硬约束，不可违背）" if zh else "Setting (hard constraints, never break)"), ""]
    for it in pack.setting:
        if "\n" in it.text:
            lines += ["", it.text, ""]
        else:
            lines.append(f"- {it.text}")
    lines += ["", "## " + ("事实层（截至上一章）" if zh else "Facts (as of the end of the previous chapter)"), ""]
    lines += [f"- {it.text}" for it in pack.facts] or ["- " + ("（无）" if zh else "(none)")]
    if pack.text is not None:
        lines += ["", "## " + ("上一章结尾" if zh else "End of the previous chapter"), "", pack.text.text]
    if pack.warnings:
        lines += ["", "<!-- " + " / ".join(pack.warnings) + " -->"]
    return "\n".join(lines).rstrip() + "\n"

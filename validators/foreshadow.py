"""FS01 stale_foreshadow: a planted thread never paid off.

A bible foreshadow (foreshadows.yaml) is planted in its `planted` chapter (or where a cue first appears) and
pays off in a later chapter where a cue appears with a reveal (原来, 真相, turned out, the truth...), or where
the bible sets `resolved`. It is stale when its `due` chapter has passed, when it is older than
`stale_after_chapters` in an ongoing book, or when a finished book ends with it open. Without a bible,
threads the text itself promises to take up (日后自知, "one day you'll understand") are open loops, at info.

Anti-pattern: foreshadows.yaml silent-bell planted 3, due 10; ch8 mentions 铜铃 again, no reveal; the book ends
Fine:         bronze-key planted 7, due 14; ch14 原来这把青铜钥匙，开的是……
"""
from __future__ import annotations

from collections import defaultdict
from typing import Iterator

from kg.graph import StoryGraph, fact_order
from kg.models import Conflict, Fact, Severity, SourceRef
from validators.base import Rule


TAKEN_UP = 3  # cue mentions in one later chapter that count as taking the thread up


class StaleForeshadow(Rule):
    code = "FS01"
    kind = "stale_foreshadow"
    severity = Severity.warning

    def check(self, graph: StoryGraph) -> Iterator[Conflict]:
        n = len(graph.chapters)
        if not n:
            return
        finished = graph.setting.get("status", "finished") != "ongoing"
        stale_after = int(graph.setting.get("stale_after_chapters") or 30)
        mentions: dict[str, list[Fact]] = defaultdict(list)
        for pred in ("cue", "paidOff"):
            for f in graph.facts_of(pred):
                mentions[f.subject].append(f)
        for fs in graph.setting.get("foreshadows", []):
            fid = str(fs["id"])
            ms = sorted(mentions.get(fid, []), key=fact_order)
            planted = fs.get("planted") or (ms[0].chapter if ms else None)
            if planted is None:
                continue
            planted = int(planted)
            if fs.get("resolved"):
                continue
            # paid off: a cue with a reveal word, or a later chapter that dwells on it (three mentions or more)
            # without saying it is still open
            paid = [m for m in ms if m.chapter > planted and (m.predicate == "paidOff" or (
                m.detail.get("mentions", 1) >= TAKEN_UP and not self._still_open(graph, m.chapter, fs["cue"])))]
            if paid:
                continue
            due = fs.get("due")
            why = None
            sev = Severity.warning
            if due is not None and n >= int(due):
                why = f"due by ch{due}, not paid off"
            elif finished and n > planted:
                why = "the book ends with it open"
            elif n - planted > stale_after:
                why = f"open for {n - planted} chapters (stale after {stale_after})"
                sev = Severity.info
            if why is None:
                continue
            bible = Fact(subject=fid, predicate="planted", object=fid, chapter=0,
                         source=SourceRef(chapter=0, quote=str(fs.get("note") or fid),
                                          source=graph.setting.get("foreshadows_path")))
            at_plant = [m for m in ms if m.chapter == planted]
            last = [m for m in ms if m.chapter > planted][-1:]
            conflicting = (at_plant[:1] or ms[:1]) + last
            if graph.language == "zh":
                why_zh = (f"应在第{due}章前回收，却没有" if why.startswith("due") else
                          "全书结束仍未回收" if why.startswith("the book ends") else
                          f"已悬置{n - planted}章（超过{stale_after}章即为过期）")
                msg = f"伏笔 {fid} 埋于第{planted}章：{why_zh}" + (
                    f"（最后一次提到在第{last[0].chapter}章，未见揭示）" if last else "")
            else:
                msg = f"foreshadow {fid} planted in ch{planted}: {why}" + (
                    f" (last mentioned ch{last[0].chapter}, no reveal)" if last else "")
            yield self.conflict(id_parts=(fid, planted), chapter=planted, entities=[], message=msg,
                                established=[bible], conflicting=conflicting, severity=sev,
                                detail={"foreshadow": fid, "due": due, "mentions": len(ms)})
        if not graph.setting.get("foreshadows") and finished:
            yield from self._open_loops(graph, n)

    @staticmethod
    def _still_open(graph: StoryGraph, chapter: int, cues: list[str]) -> bool:
        """A paragraph of the chapter that names the thread says it is still unknown ("等她再找找", "no one knew")."""
        import re

        from extractors.lexicon import load_lexicon

        lex = load_lexicon(graph.language)
        words = lex.words("foreshadow", "still_open")
        if not words or not cues:
            return False
        fl = re.I if graph.language == "en" else 0
        still = re.compile(lex.alt(words), fl)
        cue = re.compile(lex.alt(cues), fl)
        paras = [p for p in graph.texts.get(chapter, "").split("\n\n") if p.strip()]
        # the paragraph that names it or one of the two after it ("“红伞？” … 我找了十天……没有。")
        return any(cue.search(p) and any(still.search(q) for q in paras[i:i + 3]) for i, p in enumerate(paras))

    def _open_loops(self, graph: StoryGraph, n: int) -> Iterator[Conflict]:
        import re

        from extractors.lexicon import load_lexicon

        lex = load_lexicon(graph.language)
        reveal = re.compile(lex.alt(lex.words("foreshadow", "reveal")), re.I if graph.language == "en" else 0)
        loops = sorted(graph.facts_of("loop"), key=fact_order)

        def terms(s: str) -> set[str]:
            if graph.language == "en":
                return {w for w in re.findall(r"[a-z]{5,}", s.lower())}
            cjk = re.sub(r"[^\u4e00-\u9fff]", " ", s)
            return {cjk[i:i + 2] for i in range(len(cjk) - 1) if " " not in cjk[i:i + 2]}

        for f in loops:
            if f.chapter >= n:
                continue
            keys = terms(f.source.quote)
            taken_up = False
            for ch in range(f.chapter, n + 1):
                text = graph.texts.get(ch, "")
                # the rest of its own chapter counts too: a stranger who will not give his name is often named a
                # page later
                lo = (f.source.end or 0) if ch == f.chapter else 0
                for m in reveal.finditer(text, lo):
                    window = text[max(0, m.start() - 80):m.end() + 80]
                    if len(keys & terms(window)) >= 2:
                        taken_up = True
                        break
                if taken_up:
                    break
            if taken_up:
                continue
            yield self.conflict(id_parts=("loop", f.source.quote), chapter=f.chapter, entities=[],
                                message=(f"第{f.chapter}章埋下、后文未再提起的线索：{f.source.quote}" if graph.language == "zh"
                                         else f"open loop in ch{f.chapter} the text promises to take up: {f.source.quote}"),
                                established=[], conflicting=[f], severity=Severity.info,
                                detail={"open_loop": True})

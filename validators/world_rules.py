"""WR01 world_rule_violation: an action that a rule in rules.yaml forbids below a rank of the power scale,
done by a character whose rank at that point of the story is lower.

A character's rank starts from the profile's State (境界：通脉境 / Rank: novice) and changes where the text
says so (突破到凝罡境, 升任千户, was promoted to lieutenant, Lieutenant Hale). The forbidden action is read
from the narration only: a character explaining the rule, planning or failing to do it is not doing it.

Anti-pattern: bible 境界：通脉境 ... ch9 韩烈一声断喝，一道剑气离体而出   (剑气离体 needs 凝罡境)
Fine:         ch13 顾长渊一举突破到凝罡境 ... 剑气离体，化作一道青色的弧光
"""
from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterator

from kg.graph import StoryGraph, fact_order
from kg.models import Conflict, Severity
from validators.base import Rule


class WorldRuleViolation(Rule):
    code = "WR01"
    kind = "world_rule_violation"
    severity = Severity.error

    def check(self, graph: StoryGraph) -> Iterator[Conflict]:
        scale = graph.setting.get("power_scale") or []
        rules = {str(r["id"]): r for r in graph.setting.get("rules", []) if r.get("forbid_actions")}
        if not scale or not rules:
            return
        level = {r: i for i, r in enumerate(scale)}
        ranks = defaultdict(list)
        by_len = sorted(level, key=len, reverse=True)
        for f in graph.facts_of("rank"):
            if f.object in level or f.object == "+1":
                ranks[f.subject].append(f)
            elif f.chapter == 0:
                # a bible's rank with its office around it: "职级：学生会宣传部干事", "Rank: novice of the second
                # year": the longest rank of the scale it names (副部长 before 部长)
                low = f.object.lower()
                hit = next((r for r in by_len if r and r.lower() in low
                            and (graph.language == "zh" or re.search(r"\b" + re.escape(r.lower()) + r"\b", low))), None)
                if hit is not None:
                    ranks[f.subject].append(f.model_copy(update={"object": hit}))
        for lst in ranks.values():
            lst.sort(key=fact_order)
        flagged: set[tuple[str, str, int]] = set()
        # leave given for good in words ("往后这药箱，你来开"): the one given it may do the act from then on
        leave: dict[tuple[str, str], list] = defaultdict(list)
        for f in graph.facts_of("leave"):
            leave[(f.subject, f.object)].append(fact_order(f))
        for a in sorted(graph.facts_of("action"), key=fact_order):
            if any(o < fact_order(a) for o in leave.get((a.subject, a.object), ())):
                continue
            rule = rules.get(a.object)
            if not rule or not rule.get("unless_rank_at_least"):
                continue
            need = level.get(str(rule["unless_rank_at_least"]))
            if need is None:
                continue
            cur, src = self._rank_at(ranks.get(a.subject, []), a, level)
            if cur is None or cur >= need:
                continue
            # the same chapter may say afterwards that the character had reached the rank
            later = [r for r in ranks.get(a.subject, []) if r.chapter == a.chapter and fact_order(r) > fact_order(a)
                     and level.get(r.object, -1) >= need]
            if later:
                continue
            key = (a.subject, a.object, a.chapter)
            if key in flagged:
                continue
            flagged.add(key)
            if graph.language == "zh":
                msg = (f"{a.subject} 第{a.chapter}章{a.detail.get('matched', a.detail.get('phrase', ''))}，但规则 "
                       f"{a.object} 要求{rule['unless_rank_at_least']}以上，{a.subject} 此时是{scale[cur]}"
                       f"（{'设定' if src.chapter == 0 else '第' + str(src.chapter) + '章'}）")
            else:
                msg = (f"{a.subject} {a.detail.get('matched', a.detail.get('phrase', ''))} in ch{a.chapter}, but rule "
                       f"{a.object} needs {rule['unless_rank_at_least']} and {a.subject} is {scale[cur]} "
                       f"({'bible' if src.chapter == 0 else 'ch' + str(src.chapter)})")
            yield self.conflict(id_parts=(a.subject, a.object, src.source.quote, a.source.quote), chapter=a.chapter,
                                entities=[a.subject], message=msg, established=[src], conflicting=[a],
                                detail={"rule": a.object, "rank": scale[cur], "needs": rule["unless_rank_at_least"]})

    @staticmethod
    def _rank_at(history, action, level):
        cur, src = None, None
        for r in history:
            if fact_order(r) >= fact_order(action):
                break
            if r.object == "+1":
                if cur is not None:
                    cur, src = min(cur + 1, len(level) - 1), r
                continue
            cur, src = level[r.object], r
        return cur, src

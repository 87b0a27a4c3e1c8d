"""RR01 relation_reversal: a relation between two characters flips with nothing in between to explain it,
or an asymmetric relation turns around.

Relations come with family, polarity and direction from the ontology (kg.vocab.RELATIONS). Two statements
can only conflict when they share both people and the family (bond, romance, tutelage, kinship, command).
A flip of polarity (sworn brothers -> enemies, lovers -> estranged) needs a cause event (betrayal, quarrel,
reconciliation...) about either person between the two statements; a directed relation (master/disciple,
parent/child) that turns around is a contradiction whatever happened.

Anti-pattern: ch2 韩七与沈青岚结拜为兄弟 ... ch13 韩七与沈青岚早已是仇敌
Fine:         ch9 赵无咎背叛了陆照 ... ch10 陆照与赵无咎已成死敌
"""
from __future__ import annotations

import re

from collections import defaultdict
from typing import Iterator

from kg import vocab
from kg.graph import StoryGraph, fact_order
from kg.models import Conflict, Fact, Severity
from validators.base import Rule

# a quarrel told as someone's account of the past ("They had quarrelled, she said, …")
_REPORTED_PAST = re.compile(r"\bhad\s+(?:\w+\s+)?(?:quarrelled|quarreled|fallen\s+out|broken|parted|fought)\b[^.;]{0,20}?,\s+"
                            r"(?:he|she|they|I)\s+(?:said|says|told|tells|explained)\b|(?:她|他)说[^。]{0,6}(?:早年|当年|那年)", re.I)
NEAR_CHAPTERS = 2  # a cause within this many chapters may name just one of the two

_CANON = {"discipleOf": "masterOf", "childOf": "parentOf", "servantOf": "lordOf", "nephewOf": "uncleOf", "juniorOf": "seniorOf"}

# relation names as a Chinese editor reads them (A <name> B)
_ZH_REL = {"swornSiblingOf": "结义兄弟", "allyOf": "盟友", "friendOf": "朋友", "enemyOf": "仇敌", "rivalOf": "对头",
           "strangerTo": "陌路", "loverOf": "恋人", "spouseOf": "夫妻", "estrangedFrom": "决裂", "masterOf": "是师父，徒弟是",
           "discipleOf": "是徒弟，师父是", "parentOf": "是父母，子女是", "childOf": "是子女，父母是",
           "uncleOf": "是长辈（叔伯舅姑），侄甥是", "nephewOf": "是侄甥，长辈（叔伯舅姑）是", "siblingOf": "兄弟姐妹",
           "seniorOf": "是师兄（师姐），师弟（师妹）是", "juniorOf": "是师弟（师妹），师兄（师姐）是",
           "lordOf": "是主人，下属是", "servantOf": "是下属，主人是", "memberOf": "属于"}


def normalise(f: Fact) -> tuple[str, str, str]:
    """(predicate, subject, object) with directed relations stated from the superior's side."""
    if f.predicate in _CANON:
        return _CANON[f.predicate], f.object, f.subject
    return f.predicate, f.subject, f.object


class RelationReversal(Rule):
    code = "RR01"
    kind = "relation_reversal"
    severity = Severity.error

    def check(self, graph: StoryGraph) -> Iterator[Conflict]:
        stmts: dict[tuple[frozenset, str], list[Fact]] = defaultdict(list)
        for name, term in vocab.RELATIONS.items():
            if term.family == "membership":
                continue
            for f in graph.facts_of(name):
                if f.subject == f.object:
                    continue
                if any(not getattr(graph.entities.get(x), "proper", True) for x in (f.subject, f.object)):
                    continue
                stmts[(frozenset((f.subject, f.object)), term.family)].append(f)
                if name in ("strangerTo", "enemyOf"):
                    # strangers (or enemies) deny a romance as much as a friendship (lovers -> strangers, sweethearts
                    # -> "could not abide him")
                    stmts[(frozenset((f.subject, f.object)), "romance")].append(f)
        # a word of address ("师父！") is evidence of a bond only when the same one is used the same way more than
        # once, and never the other way round; it can stand for the bond, never flag one
        for key, facts in stmts.items():
            voc = [f for f in facts if f.detail.get("pattern") == "vocative"]
            if voc:
                ways = {normalise(f)[1:] for f in voc}
                if len(ways) > 1 or len(voc) < 2:
                    stmts[key] = [f for f in facts if f.detail.get("pattern") != "vocative"]
        causes: dict[str, list[Fact]] = defaultdict(list)
        for f in graph.facts_of("relationCause"):
            for person in {f.subject, *f.detail.get("near", [])}:
                causes[person].append(f)
        tl = graph.timeline
        strand = tl.strand if tl is not None else {}
        first = strand.get(graph.chapters[0].index) if strand and graph.chapters else None
        done: set[tuple[frozenset, int]] = set()
        for (pair, family), facts in sorted(stmts.items(), key=lambda kv: (sorted(kv[0][0]), kv[0][1])):
            facts.sort(key=fact_order)
            # a book in two timelines: each tells its own history (the bible's states go with the opening one)
            for key in sorted({strand.get(f.chapter, first) if f.chapter > 0 else first for f in facts}, key=str):
                told = [f for f in facts if (strand.get(f.chapter, first) if f.chapter > 0 else first) == key]
                for c in self._history(sorted(pair), family, told, causes, graph.setting.get("narrator"),
                                       zh=graph.language == "zh"):
                    # one flip per pair and chapter, however many families it shows in (friends and spouses, then
                    # enemies)
                    if (pair, c.chapter) not in done:
                        done.add((pair, c.chapter))
                        yield c

    def _history(self, pair, family, facts, causes, narrator=None, zh: bool = False) -> Iterator[Conflict]:
        current: Fact | None = None
        first_directed: Fact | None = None  # the direction first established: going back to it is no flip
        flagged: set[int] = set()
        restore: Fact | None = None  # how things stood before a flip already flagged: going back to it is no new flip
        last_directed: dict[str, Fact] = {}  # the last statement of each directed relation (its canonical name)
        for f in facts:
            prior = last_directed.get(normalise(f)[0])
            if vocab.RELATIONS[normalise(f)[0]].direction == "directed" and f.detail.get("pattern") != "vocative":
                last_directed[normalise(f)[0]] = f
            if restore is not None and current is not None and normalise(f)[0] == normalise(restore)[0] and (
                    vocab.RELATIONS[normalise(f)[0]].direction != "directed" or normalise(f) == normalise(restore)):
                current, restore = f, None  # "strangers" (flagged) … "his best friend" again: the slip, not two changes
                continue
            if current is None:
                current = f
                if vocab.RELATIONS[normalise(f)[0]].direction == "directed":
                    first_directed = f
                continue
            if f.detail.get("accepted"):
                # an editor accepted the change: this is how things stand from here on
                current = f
                if vocab.RELATIONS[normalise(f)[0]].direction == "directed":
                    first_directed = f
                continue
            pc, sc, oc = normalise(current)
            pn, sn, on = normalise(f)
            tc, tn = vocab.RELATIONS[pc], vocab.RELATIONS[pn]
            if first_directed is None and tn.direction == "directed":
                first_directed = f
            reason = None
            if f.detail.get("pattern") == "vocative" and (pc, sc, oc) != (pn, sn, on):
                continue  # a word of address does not overturn what was said
            if tn.direction == "directed" and pc != pn and prior is not None and normalise(prior)[1:] == (on, sn):
                # "Hal, my boy" (a parent's word) between "his uncle" and "Sayle was Ashby's nephew": the uncle and
                # nephew are turned around all the same
                current = prior
                pc, sc, oc = normalise(current)
                tc = vocab.RELATIONS[pc]
            if tc.direction == "directed" and tn.direction == "directed" and pc == pn and (sc, oc) == (on, sn):
                if first_directed is not None and normalise(first_directed)[1:] == (sn, on):
                    current = f  # back to how it was first told (a correction after a slip)
                    continue
                reason = "turned around"
            elif tc.polarity != tn.polarity:
                need = "break" if tc.polarity == "positive" else "mend"
                # a bond said to have held all along ("素来不对付", "enemies since they were boys") denies the one
                # before it whatever happened between; a change of heart cannot explain it
                if not f.detail.get("turned") and (f.detail.get("standing") and f.modality != "flashback" or
                                                   not self._explained(pair, current, f, causes, need, narrator)):
                    reason = "flipped"
            if reason is None:
                if tc.polarity == tn.polarity and pc != pn and tn.direction == "directed":
                    current = f
                continue
            if f.chapter in flagged:
                current = f
                continue
            flagged.add(f.chapter)
            sev = Severity.warning if f.detail.get("dialogue") else Severity.error
            if zh and reason == "turned around":
                then = "设定中" if current.chapter == 0 else f"第{current.chapter}章"
                msg = (f"{then} {sc} {_ZH_REL.get(tc.name, tc.name)} {oc}（{current.source.quote}），"
                       f"第{f.chapter}章却成了 {sn} {_ZH_REL.get(tn.name, tn.name)} {on}（{f.source.quote}）")
            elif zh:
                then = "设定中" if current.chapter == 0 else f"第{current.chapter}章"
                msg = (f"{pair[0]} / {pair[1]}：{then}是{_ZH_REL.get(tc.name, tc.name)}，"
                       f"第{f.chapter}章变成{_ZH_REL.get(tn.name, tn.name)}，其间没有背叛、争吵或和解")
            elif reason == "turned around":
                msg = (f"{sc} {tc.name} {oc} (ch{current.chapter}: {current.source.quote}) but {sn} {tn.name} {on} "
                       f"in ch{f.chapter}: {f.source.quote}")
            else:
                msg = (f"{pair[0]} / {pair[1]}: {tc.name} (ch{current.chapter}) becomes {tn.name} in ch{f.chapter} "
                       f"with no betrayal, quarrel or reconciliation between")
            yield self.conflict(id_parts=(pair[0], pair[1], family, current.source.quote, f.source.quote),
                                chapter=f.chapter, entities=list(pair), message=msg, established=[current],
                                conflicting=[f], severity=sev,
                                detail={"family": family, "before": pc, "after": pn, "reason": reason})
            restore = current
            current = f

    @staticmethod
    def _explained(pair, before: Fact, after: Fact, causes, need: str, narrator: str | None = None) -> bool:
        lo = (before.chapter, before.source.start if before.source.start is not None else -1)
        # a cause far back must be about the two of them (the narrator is near every quarrel in the book)
        both = False
        if before.modality == "flashback" or after.modality == "flashback":
            # a relation told as the past: a cause anywhere before explains the change, if it is about the two
            lo, both = (0, -1), True
        hi = (after.chapter, after.source.end if after.source.end is not None else 10**9)
        # a first-person narrator is in every sentence: the cause must name the other one
        people = [p for p in pair if p != narrator] or list(pair)
        for person in people:
            for c in causes.get(person, []):
                if c.detail.get("kind", "break") != need:
                    continue
                if c.detail.get("summary") and c.chapter == after.chapter:
                    continue  # "这半年来早就闹僵了，许嘉禾恨她恨得牙痒": the break summed up with the enmity explains nothing
                if not set(pair) <= set(c.detail.get("near", c.detail.get("people", []))) \
                        and _REPORTED_PAST.search(c.source.quote or ""):
                    continue  # "They had quarrelled, she said, over a cow, and never made it up": others' old quarrel
                far = after.chapter - c.chapter > NEAR_CHAPTERS
                if (both or far) and not set(pair) <= set(c.detail.get("near", c.detail.get("people", []))):
                    continue
                at = (c.chapter, c.source.start if c.source.start is not None else -1)
                if lo < at <= hi or (c.chapter == after.chapter and c.source.start is not None
                                     and after.source.start is not None and c.source.start <= after.source.end
                                     and c.source.end >= after.source.start):
                    return True
        return False

"""Interface text in the book's language (zh or en). Keys are stable; every key has both languages."""
from __future__ import annotations

from typing import Callable

TEXT: dict[str, tuple[str, str]] = {
    # key: (en, zh)
    "app.title": ("loregraph review", "loregraph 审阅"),
    "nav.view": ("View", "视图"),
    "view.overview": ("Overview", "总览"),
    "view.conflicts": ("Conflicts", "冲突"),
    "view.timeline": ("Timeline", "时间线"),
    "view.characters": ("Characters", "人物"),
    "view.relations": ("Relations", "关系"),
    "view.threads": ("Threads", "伏笔"),
    "side.book": ("Book", "书"),
    "side.chapters": ("{n} chapters", "共 {n} 章"),
    "side.reviewed": ("reviewed {at}", "审阅于 {at}"),
    "side.editor": ("Editor", "编辑"),
    "side.rereview": ("Re-run the review", "重新审阅"),
    "side.rereviewed": ("Review updated: {n} conflicts.", "审阅已更新：{n} 处冲突。"),
    "side.reviewing": ("Reviewing the book…", "正在审阅全书……"),
    "err.nobook": ("No book given: start it with `loregraph dashboard BOOK`.",
                   "没有指定书：请用 `loregraph dashboard BOOK` 启动。"),
    "err.book": ("Cannot open the book: {why}", "无法打开这本书：{why}"),
    # overview
    "ov.conflicts": ("Conflicts", "冲突"),
    "ov.open": ("Open", "待处理"),
    "ov.decided": ("Decided", "已处理"),
    "ov.errors": ("Open errors", "待处理错误"),
    "ov.by_kind": ("By kind", "按类型"),
    "ov.by_severity": ("By severity", "按严重程度"),
    "ov.by_status": ("By status", "按状态"),
    "ov.strip": ("Where the problems are (open conflicts per chapter; click a chapter to see them)",
                 "问题分布（每章待处理冲突数，点击章节查看）"),
    "ov.legend.none": ("none", "无"),
    "ov.legend.decided": ("all decided", "均已处理"),
    "ov.none": ("No conflicts found.", "没有发现冲突。"),
    "ov.stats": ("{facts} facts · {entities} entities · {chars} characters of text",
                 "{facts} 条事实 · {entities} 个实体 · 正文 {chars} 字"),
    # conflicts
    "cf.kind": ("Kind", "类型"),
    "cf.severity": ("Severity", "严重程度"),
    "cf.status": ("Status", "状态"),
    "cf.entity": ("Entity", "人物/实体"),
    "cf.all": ("(all)", "（全部）"),
    "cf.chapters": ("Chapters", "章节范围"),
    "cf.shown": ("{n} of {total} conflicts", "显示 {n} / {total} 处冲突"),
    "cf.page": ("Page", "页"),
    "cf.none": ("No conflict matches these filters.", "没有符合筛选条件的冲突。"),
    "cf.established": ("Established", "原有设定"),
    "cf.conflicting": ("Conflicting", "冲突之处"),
    "cf.context": ("Context", "上下文"),
    "cf.bible": ("Bible", "设定集"),
    "cf.ch": ("Ch. {n}", "第 {n} 章"),
    "cf.note": ("Note (why)", "备注（理由）"),
    "cf.undo": ("Undo decision", "撤销决定"),
    "cf.decided": ("{decision} by {by} at {at}", "{by} 于 {at} 标记为“{decision}”"),
    "cf.reopened": ("Reopened: the evidence changed since it was marked {previous}.",
                    "已重新打开：标记为“{previous}”之后证据有变。"),
    "cf.moved": ("(the text changed since the review; quote shown alone)", "（审阅后正文有改动，仅显示引文）"),
    "cf.recorded": ("{id}: {decision} recorded.", "{id}：已记录“{decision}”。"),
    "cf.undone": ("{id}: decision taken back.", "{id}：已撤销决定。"),
    "cf.failed": ("Could not record the decision: {why}", "无法记录决定：{why}"),
    "cf.rereview": ("Accepted changes and kept originals change the graph at the next review.",
                    "“接受改动”和“保留原文”会在下次审阅时改变图谱。"),
    "dec.accepted_change": ("The conflicting statement is the new truth from its chapter on.",
                            "冲突之处为新的事实，自该章起以此为准。"),
    "dec.kept_original": ("The original stands: the conflicting statement is an error to fix.",
                          "以原有设定为准：冲突之处是需要修改的错误。"),
    "dec.intentional": ("Meant this way (the note says why).", "作者有意为之（理由写在备注里）。"),
    "dec.false_positive": ("Not a real conflict: loregraph was wrong.", "并非真正的冲突：loregraph 判断有误。"),
    # timeline
    "tl.title": ("Story day by chapter", "各章对应的故事日"),
    "tl.day": ("story day", "故事日"),
    "tl.chapter": ("chapter", "章"),
    "tl.anchors": ("Anchors (dated time marks)", "时间锚点（明确日期）"),
    "tl.jumps": ("Flagged time jumps", "时间跳跃问题"),
    "tl.none_dated": ("No dated anchor: days are counted from relative marks (次日, three days later…).",
                      "没有明确日期的锚点：天数由相对时间词（次日、三日后……）推算。"),
    "tl.no_jumps": ("No time jump flagged.", "没有时间跳跃问题。"),
    "tl.memory": ("in a memory / flashback", "回忆/倒叙中"),
    "tl.quote": ("quote", "原文"),
    "tl.anchor": ("anchor", "锚点"),
    "tl.jump": ("time jump", "时间跳跃"),
    "tl.claimed": ("day the text claims", "文中所称之日"),
    # characters
    "ch.pick": ("Character", "人物"),
    "ch.at": ("As of chapter", "截至第几章"),
    "ch.baseline": ("Baseline", "基本设定"),
    "ch.state": ("State over chapters", "状态变化"),
    "ch.relations": ("Relations over chapters", "关系变化"),
    "ch.conflicts": ("Conflicts", "相关冲突"),
    "ch.appearances": ("Mentions per chapter", "每章出场次数"),
    "ch.alive": ("alive", "在世"),
    "ch.dead": ("died in ch. {n}", "死于第 {n} 章"),
    "ch.aliases": ("aliases", "别名"),
    "ch.first": ("first seen in ch. {n}", "首次出现于第 {n} 章"),
    "ch.none": ("(none)", "（无）"),
    "ch.nochars": ("No characters found.", "没有找到人物。"),
    "ch.current": ("current", "当前"),
    "col.key": ("what", "项目"),
    "col.value": ("value", "内容"),
    "col.source": ("source", "出处"),
    "col.quote": ("quote", "原文"),
    "col.chapter": ("ch.", "章"),
    "col.other": ("with", "对象"),
    "col.relation": ("relation", "关系"),
    "col.polarity": ("polarity", "倾向"),
    "col.status": ("status", "状态"),
    "col.message": ("message", "说明"),
    "col.from": ("from", "起"),
    "col.to": ("to", "止"),
    # relations
    "rl.at": ("As of chapter", "截至第几章"),
    "rl.focus": ("Focus on", "聚焦人物"),
    "rl.positive": ("positive", "正面"),
    "rl.negative": ("negative", "负面"),
    "rl.reversal": ("reversal", "关系反转"),
    "rl.none": ("No relation between characters stated by this chapter.", "到这一章为止没有人物关系。"),
    "rl.edges": ("Relations as of chapter {n}", "截至第 {n} 章的人物关系"),
    "rl.hint": ("Drag to pan, scroll to zoom, click a person to highlight their relations.",
                "拖动平移，滚轮缩放，点击人物高亮其关系。"),
    "rl.reversed_in": ("reversed in ch. {n}", "第 {n} 章反转"),
    # threads
    "th.title": ("Foreshadows and open loops", "伏笔与悬念"),
    "th.planted": ("planted", "已埋下"),
    "th.paid": ("paid off", "已回收"),
    "th.stale": ("stale", "久未回收"),
    "th.due": ("due", "应回收"),
    "th.mentions": ("mentioned in", "提及于"),
    "th.none": ("No foreshadows or open loops.", "没有伏笔或悬念。"),
    "th.loop": ("open loop", "悬念"),
    "th.thread": ("thread", "线索"),
    "th.status": ("status", "状态"),
}

KINDS: dict[str, tuple[str, str]] = {
    "baseline_violation": ("Baseline violation", "违背基本设定"),
    "timeline_jump": ("Timeline jump", "时间线跳跃"),
    "relation_reversal": ("Relation reversal", "关系反转"),
    "stale_foreshadow": ("Stale foreshadow", "伏笔未回收"),
    "dead_character_active": ("Dead character active", "死者复活"),
    "world_rule_violation": ("World rule violation", "违反世界规则"),
}
SEVERITIES: dict[str, tuple[str, str]] = {
    "error": ("error", "错误"),
    "warning": ("warning", "警告"),
    "info": ("info", "提示"),
}
STATUSES: dict[str, tuple[str, str]] = {
    "open": ("open", "待处理"),
    "accepted_change": ("accepted change", "接受改动"),
    "kept_original": ("kept original", "保留原文"),
    "intentional": ("intentional", "有意为之"),
    "false_positive": ("false positive", "误报"),
}
RELATIONS: dict[str, tuple[str, str]] = {
    "swornSiblingOf": ("sworn sibling of", "结义"),
    "allyOf": ("ally of", "盟友"),
    "friendOf": ("friend of", "朋友"),
    "enemyOf": ("enemy of", "仇敌"),
    "rivalOf": ("rival of", "对手"),
    "strangerTo": ("stranger to", "陌路"),
    "loverOf": ("lover of", "恋人"),
    "spouseOf": ("spouse of", "夫妻"),
    "estrangedFrom": ("estranged from", "失和"),
    "masterOf": ("master of", "师父"),
    "discipleOf": ("disciple of", "弟子"),
    "parentOf": ("parent of", "父母"),
    "childOf": ("child of", "子女"),
    "uncleOf": ("uncle or aunt of", "叔伯舅姑"),
    "nephewOf": ("nephew or niece of", "侄甥"),
    "seniorOf": ("senior fellow pupil of", "师兄师姐"),
    "juniorOf": ("junior fellow pupil of", "师弟师妹"),
    "siblingOf": ("sibling of", "兄弟姐妹"),
    "lordOf": ("lord of", "主公"),
    "servantOf": ("servant of", "臣属"),
    "memberOf": ("member of", "成员"),
}
KEYS: dict[str, tuple[str, str]] = {
    "age": ("age", "年龄"),
    "gender": ("gender", "性别"),
    "handedness": ("handedness", "惯用手"),
    "eyeColour": ("eye colour", "瞳色"),
    "hairColour": ("hair colour", "发色"),
    "mark": ("mark", "印记"),
    "speech": ("speech", "口头禅"),
    "role": ("role", "身份"),
    "rank": ("rank", "境界/品级"),
    "wound": ("wound", "伤"),
    "wornItem": ("always wears", "佩饰"),
    "trait": ("trait", "特征"),
    "died": ("died", "死亡"),
    "revived": ("alive again", "复生"),
}


class Translator:
    def __init__(self, language: str):
        self.lang = "zh" if language == "zh" else "en"
        self._i = 1 if self.lang == "zh" else 0

    def __call__(self, key: str, **kw) -> str:
        pair = TEXT.get(key)
        s = pair[self._i] if pair else key
        return s.format(**kw) if kw else s

    def _pick(self, table: dict[str, tuple[str, str]], value: str) -> str:
        pair = table.get(value)
        return pair[self._i] if pair else value

    def kind(self, v: str) -> str:
        return self._pick(KINDS, v)

    def severity(self, v: str) -> str:
        return self._pick(SEVERITIES, v)

    def status(self, v: str) -> str:
        return self._pick(STATUSES, v)

    def relation(self, v: str) -> str:
        return self._pick(RELATIONS, v)

    def key(self, v: str) -> str:
        """An attribute key (handedness, mark:scar:brow, wound:shoulder) in words."""
        head, _, rest = v.partition(":")
        word = self._pick(KEYS, head)
        return f"{word} ({rest.replace(':', ' ')})" if rest else word


def translator(language: str) -> Callable[..., str]:
    return Translator(language)

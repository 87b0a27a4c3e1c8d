"""Forms met in a time-travel officialdom serial and two sea novels (own phrasings, not the benchmark books')."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, three_chapters

ZH_PEOPLE = {
    "characters/a.md": "# 岳三郎\n- 性别：男\n- 年龄：24岁（第1章时）\n",
    "characters/b.md": "# 鲁大锤\n- 性别：男\n",
    "characters/c.md": "# 祝小琴\n- 性别：女\n",
    "characters/d.md": "# 温老夫子\n- 性别：男\n",
}


def _rels(book, pred):
    res = review(book, persist=False, quiet=True)
    return sorted((f.chapter, f.subject, f.object) for f in res.graph.facts_of(pred) if f.modality == "asserted"), res


def test_zh_a_group_oath_binds_everyone_the_count_names(book_factory):
    first = ("岳三郎、鲁大锤和祝小琴在破庙里点了三炷香。三个人一字排开跪在泥地上。\n\n“我鲁大锤——”\n\n“我……岳三郎——”\n\n"
             "“我祝小琴！”\n\n“今日义结金兰，同生共死！”")
    later = "鲁大锤同祝小琴素来不对付，见了面连招呼都不打。"
    got, _ = _rels(three_chapters(book_factory, first, "雨下了三天。", later, ZH_PEOPLE, zh=True), "swornSiblingOf")
    assert {(a, b) for _, a, b in got if _ == 1} == {("岳三郎", "祝小琴"), ("岳三郎", "鲁大锤"), ("祝小琴", "鲁大锤")} \
        or {frozenset((a, b)) for c, a, b in got if c == 1} == {frozenset(p) for p in
                                                                 (("岳三郎", "祝小琴"), ("岳三郎", "鲁大锤"), ("祝小琴", "鲁大锤"))}
    assert conflicts_of(three_chapters(book_factory, first, "雨下了三天。", later, ZH_PEOPLE, zh=True),
                        "relation_reversal") == [(3, ["祝小琴", "鲁大锤"])]


def test_zh_an_oath_with_more_people_about_than_the_count_binds_nobody(book_factory):
    first = ("岳三郎、鲁大锤和祝小琴在破庙里躲雨，温老夫子在一旁打盹。两人跪在泥地上，对着神像磕了头，从此结为异姓兄弟。")
    got, _ = _rels(three_chapters(book_factory, first, "雨下了三天。", "天晴了。", ZH_PEOPLE, zh=True), "swornSiblingOf")
    assert got == []


def test_en_the_three_of_them_swore_brotherhood(book_factory):
    people = {"characters/a.md": "# Jory Pell\n- Gender: male\n", "characters/b.md": "# Amos Crane\n- Gender: male\n",
              "characters/c.md": "# Dick Lowther\n- Gender: male\n"}
    first = ("Jory Pell cut his palm first, then Amos Crane, then Dick Lowther, and they pressed the cuts together "
             "over the fire. That night the three of them swore themselves blood brothers under the gibbet oak.")
    got, _ = _rels(three_chapters(book_factory, first, "It rained.", "It cleared.", people), "swornSiblingOf")
    assert {frozenset((a, b)) for _, a, b in got} == {frozenset(p) for p in (("Jory Pell", "Amos Crane"),
                                                                            ("Jory Pell", "Dick Lowther"),
                                                                            ("Amos Crane", "Dick Lowther"))}


def test_zh_you_are_now_my_pupil_said_by_the_teacher(book_factory):
    first = ("温老夫子打量了岳三郎半晌，捋着胡子点了点头。\n\n岳三郎跪下磕了三个头。\n\n"
             "温老夫子把他扶起来：“好。往后你就是老朽的徒弟了。”")
    got, _ = _rels(three_chapters(book_factory, first, "雨下了三天。", "天晴了。", ZH_PEOPLE, zh=True), "discipleOf")
    assert got == [(1, "岳三郎", "温老夫子")]
    # a likeness is no bond
    first2 = first.replace("往后你就是老朽的徒弟了", "你这孩子，倒像是老朽的徒弟")
    got, _ = _rels(three_chapters(book_factory, first2, "雨下了三天。", "天晴了。", ZH_PEOPLE, zh=True), "discipleOf")
    assert got == []


def test_zh_studying_under_someone_and_the_roles_turned_round(book_factory):
    first = "岳三郎每天傍晚都跟着温老夫子读书，一读就是两个时辰。"
    swapped = "说来好笑，温老夫子这把年纪，倒跟着岳三郎学算学。"
    got, _ = _rels(three_chapters(book_factory, first, "雨下了三天。", "天晴了。", ZH_PEOPLE, zh=True), "discipleOf")
    assert got == [(1, "岳三郎", "温老夫子")]
    assert conflicts_of(three_chapters(book_factory, first, "雨下了三天。", swapped, ZH_PEOPLE, zh=True),
                        "relation_reversal") == [(3, ["岳三郎", "温老夫子"])]


def test_en_you_are_my_apprentice_now(book_factory):
    people = {"characters/a.md": "# Nell Quayle\n- Gender: female\n", "characters/b.md": "# Silas Venn\n- Gender: male\n"}
    first = ("Silas Venn looked the girl up and down for a long moment.\n\n"
             "\"Very well,\" said Silas Venn. \"You are my apprentice now, and you'll sweep the shop at six.\"\n\n"
             "\"Yes, sir,\" said Nell Quayle.")
    got, _ = _rels(three_chapters(book_factory, first, "It rained.", "It cleared.", people), "discipleOf")
    assert got == [(1, "Nell Quayle", "Silas Venn")]


def test_zh_a_time_compared_with_is_no_advance(book_factory):
    first = "建安五年三月初一，岳三郎醒来。窗外的月亮倒和一千八百年后是一个样子。"
    res = review(three_chapters(book_factory, first, "次日，鲁大锤来了。", "三月初五，祝小琴进城。", ZH_PEOPLE, zh=True),
                 persist=False, quiet=True)
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == ["次日"]
    assert res.graph.timeline.chapter_day[3] - res.graph.timeline.chapter_day[1] == 1
    assert [c for c in res.report.conflicts if c.kind in ("timeline_jump", "baseline_violation")] == []


def test_zh_a_cut_cord_replaced_by_another_colour_is_explained(book_factory):
    bible = dict(ZH_PEOPLE)
    bible["characters/a.md"] = "# 岳三郎\n- 性别：男\n## 基础信息\n- 随身之物：腰间挂一块木牌，系在黑绳上\n"
    first = "岳三郎腰间的黑绳上挂着那块木牌，走起路来一晃一晃。"
    mid = "混战里岳三郎往旁边一闪，刀锋擦着他的腰划过去，割断了那根黑绳。祝小琴从自己袖口拆下一截白绳，把木牌重新系好。"
    last = "岳三郎摸了摸腰间那根白绳。"
    assert conflicts_of(three_chapters(book_factory, first, mid, last, bible, zh=True), "baseline_violation") == []
    mid2 = "混战里岳三郎往旁边一闪，刀锋擦着他的腰划过去，什么也没碰着。"
    assert conflicts_of(three_chapters(book_factory, first, mid2, last, bible, zh=True),
                        "baseline_violation") == [(3, ["岳三郎"])]


def test_zh_a_month_name_and_a_year_to_come_are_no_advances(book_factory):
    first = "建安五年三月初一，岳三郎醒来。他记得官渡就在今年。再过一年，曹操就要坐稳北方了。"
    mid = "按说过了九月，江水就该退了。三月初三，鲁大锤挑着担子进了城。"
    res = review(three_chapters(book_factory, first, mid, "三月初五，祝小琴进城。", ZH_PEOPLE, zh=True),
                 persist=False, quiet=True)
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == []
    assert [f.source.quote for f in res.graph.facts_of("timeMark")] == ["建安五年三月初一", "三月初三", "三月初五"]
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []
    assert res.graph.timeline.chapter_day[3] == 2


def test_zh_a_count_written_before_a_date_it_falls_far_short_of(book_factory):
    mid = "正月十二，鲁大锤动身去临沅。五日之后，二月二十，他才回到家。"
    assert conflicts_of(three_chapters(book_factory, "建安五年正月初一，岳三郎醒来。", mid, "天晴了。", ZH_PEOPLE, zh=True),
                        "timeline_jump") == [(2, [])]
    ok = "正月十二，鲁大锤动身去临沅。五日之后，正月十七，他才回到家。"
    assert conflicts_of(three_chapters(book_factory, "建安五年正月初一，岳三郎醒来。", ok, "天晴了。", ZH_PEOPLE, zh=True),
                        "timeline_jump") == []


def test_zh_raised_to_a_post_a_clause_after_the_name(book_factory):
    bible = dict(ZH_PEOPLE)
    bible["rules.yaml"] = ("power_scale: [书吏, 主簿, 郡守]\nrules:\n  - id: troops\n    text: 郡守以上才能发兵\n"
                           "    forbid_actions: [发兵]\n    unless_rank_at_least: 郡守\n")
    bible["characters/a.md"] = "# 岳三郎\n- 性别：男\n## 状态\n- 等级：主簿\n"
    mid = "诏书念得明白：主簿岳三郎，守城有功，擢为长沙郡守，即日上任。"
    assert conflicts_of(three_chapters(book_factory, "岳三郎在衙门里抄书。", mid, "岳三郎当即发兵三千。", bible, zh=True),
                        "world_rule_violation") == []
    assert conflicts_of(three_chapters(book_factory, "岳三郎在衙门里抄书。", "雨下了三天。", "岳三郎当即发兵三千。", bible,
                                       zh=True), "world_rule_violation") == [(3, ["岳三郎"])]


def test_zh_the_one_seen_is_not_the_onlooker(book_factory):
    bible = dict(ZH_PEOPLE)
    bible["characters/a.md"] = "# 岳三郎\n- 性别：男\n- 眼睛：黑色\n"
    mid = "岳三郎从没见过有人这样射箭。一箭一个，箭无虚发。风吹开斗笠，露出他那双淡金色的眼睛。"
    assert conflicts_of(three_chapters(book_factory, "岳三郎在城头站岗。", mid, "天晴了。", bible, zh=True),
                        "baseline_violation") == []
    own = "岳三郎站在城头上，风吹开斗笠，露出他那双淡金色的眼睛。"
    assert conflicts_of(three_chapters(book_factory, "岳三郎在城头站岗。", own, "天晴了。", bible, zh=True),
                        "baseline_violation") == [(2, ["岳三郎"])]


def test_a_hand_a_watch_or_ring_is_worn_on_is_not_the_hand_used(book_factory):
    bible = dict(ZH_PEOPLE)
    bible["characters/a.md"] = "# 岳三郎\n- 性别：男\n## 基础信息\n- 惯用手：右手\n"
    mid = "岳三郎蹲在河边，习惯性地抬起左手看了看表，手腕上却空空的。"
    assert conflicts_of(three_chapters(book_factory, "岳三郎醒了。", mid, "天晴了。", bible, zh=True),
                        "baseline_violation") == []
    mid = "岳三郎蹲在河边，习惯性地用左手捡起一块石子。"
    assert conflicts_of(three_chapters(book_factory, "岳三郎醒了。", mid, "天晴了。", bible, zh=True),
                        "baseline_violation") == [(2, ["岳三郎"])]
    people = {"characters/a.md": "# Tobias Wray\n- Gender: male\n## Basics\n- Handedness: right\n"}
    mid = "Tobias Wray turned, out of habit, the garnet ring on the third finger of his left hand."
    assert conflicts_of(three_chapters(book_factory, "Tobias Wray woke.", mid, "It cleared.", people),
                        "baseline_violation") == []
    mid = "Tobias Wray, out of habit, dipped the pen and wrote with his left hand."
    assert conflicts_of(three_chapters(book_factory, "Tobias Wray woke.", mid, "It cleared.", people),
                        "baseline_violation") == [(2, ["Tobias Wray"])]

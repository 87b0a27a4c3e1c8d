"""Forms met in a Burgundy estate saga and a Ming escort-agency serial (own phrasings, not the benchmark books')."""
from __future__ import annotations

from kg.review import review
from tests.conftest import flags, three_chapters

EN = {
    "characters/a.md": "# Paul Verger\n- Gender: male\n- Handedness: left\n",
    "characters/b.md": "# Odile Verger\n- Gender: female\n- Handedness: right\n## State\n- With Paul Verger: mother\n",
    "characters/c.md": "# Simon Rocher\n- Gender: male\n- Handedness: right\n",
}

ZH = {
    "characters/a.md": "# 贺青山\n- 性别：男\n- 惯用手：右手\n",
    "characters/b.md": "# 柳二郎\n- 性别：男\n- 惯用手：右手\n## 状态\n- 等级：趟子手\n",
    "characters/c.md": "# 严老四\n- 性别：男\n",
}


def _review(book):
    return review(book, persist=False, quiet=True)


def _advances(res):
    return [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"
            and f.modality == "asserted"]


def test_en_a_date_heading_a_sentence_about_a_deed_done_before(book_factory):
    first = "On the 20th of April 1925 Paul Verger walked the rows."
    mid = ("On the 2nd of April, the agent said, Simon Rocher had signed the lease in Beaune. "
           "Paul Verger said nothing.")
    assert flags(book_factory, "timeline_jump", first, mid, "It rained.", EN) == []
    # a date that is the day now, with a clause of its own after "and", still goes back
    now = "On the 2nd of April Simon Rocher came up the lane, and the dogs had gone quiet."
    assert flags(book_factory, "timeline_jump", first, now, "It rained.", EN) == [(2, [])]


def test_en_years_of_something_are_no_step_of_time(book_factory):
    first = "On the 20th of April 1925 Paul Verger walked the rows."
    mid = "After thirty years of lawsuits and broken fences, the two families sat at one table."
    res = _review(three_chapters(book_factory, first, mid, "It rained.", EN))
    assert _advances(res) == []
    later = "After thirty years, the two families sat at one table."
    assert _advances(_review(three_chapters(book_factory, first, later, "It rained.", EN))) == ["After thirty years"]


def test_en_the_one_year_a_sentence_names_is_a_bare_dates_year(book_factory):
    first = "On the 20th of April 1925 Paul Verger walked the rows."
    mid = "On the 14th of February 1926 the frost came."
    last = "The harvest of 1926 was called early, and they began to pick on the 21st of September."
    assert flags(book_factory, "timeline_jump", first, mid, last, EN) == []
    # a year that belongs to another date of the sentence is not this one's
    other = "The river froze on the ninth of November, and by the first of January, 1927, the yard was silent."
    res = _review(three_chapters(book_factory, first, mid, other, EN))
    assert [f.detail.get("year") for f in res.graph.facts_of("timeMark") if f.chapter == 3
            and f.detail.get("type") == "date"] == [None]
    # nor a year told after the date of something done before
    after = "She drove to town on the 30th of December with the certificate from a course she had done in 2017."
    res = _review(three_chapters(book_factory, first, mid, after, EN))
    assert [f.detail.get("year") for f in res.graph.facts_of("timeMark") if f.chapter == 3
            and f.detail.get("type") == "date"] == [None]
    # a year someone was born in is not the date's
    born = "Simon Rocher, born in 1890, came to pick on the 21st of September."
    res = _review(three_chapters(book_factory, first, mid, born, EN))
    assert [f.detail.get("year") for f in res.graph.facts_of("timeMark") if f.chapter == 3
            and f.detail.get("type") == "date"] == [None]


def test_en_in_her_mothers_dress_is_no_mother(book_factory):
    bible = dict(EN)
    bible["characters/d.md"] = "# Lise Verger\n- Gender: female\n- Age: 19\n"
    bible["characters/b.md"] = "# Odile Verger\n- Gender: female\n- Age: 47\n## State\n- With Lise Verger: mother\n"
    dress = "All that summer Lise Verger was at Odile Verger's mother's farm above the river."
    assert flags(book_factory, "relation_reversal", "Lise Verger slept.", dress, "It rained.", bible) == []
    # the pattern still reads a role said of someone
    said = "Odile Verger was Lise Verger's daughter."
    assert (flags(book_factory, "relation_reversal", "Lise Verger slept.", said, "It rained.", bible)
           == [(2, ["Lise Verger", "Odile Verger"])])


def test_en_a_habit_of_a_working_life_is_handedness(book_factory):
    mid = ("Simon Rocher came down at six. The cellar was cold. The barrels stood in their rows. He took the chalk in "
           "his left hand, as he had done every morning of his working life, and wrote the date on the last one.")
    assert (flags(book_factory, "baseline_violation", "Simon Rocher slept.", mid, "It rained.", EN)
           == [(2, ["Simon Rocher"])])
    both = "Simon Rocher came in with the pistol in his left hand and a lantern in his right, and set them down."
    assert flags(book_factory, "baseline_violation", "Simon Rocher slept.", both, "It rained.", EN) == []


def test_zh_both_hands_full_is_no_handedness(book_factory):
    mid = "贺青山左手刀鞘，右手一壶酒，站在檐下看雨。"
    assert flags(book_factory, "baseline_violation", "贺青山睡了。", mid, "天晴了。", ZH, zh=True) == []
    # one hand doing the work and the other helping is still the one he uses
    uses = "贺青山左手握刀，右手扶着门框，站在檐下看雨。"
    assert flags(book_factory, "baseline_violation", "贺青山睡了。", uses, "天晴了。", ZH, zh=True) == [(2, ["贺青山"])]
    one = "贺青山左手握刀，站在檐下看雨。"
    assert flags(book_factory, "baseline_violation", "贺青山睡了。", one, "天晴了。", ZH, zh=True) == [(2, ["贺青山"])]


def test_zh_the_one_raised_by_ba_is_the_one_named(book_factory):
    bible = dict(ZH)
    bible["rules.yaml"] = ("power_scale: [趟子手, 镖师, 总镖头]\nrules:\n  - id: flag\n    text: 镖师以上才能扛镖旗\n"
                           "    forbid_actions: [扛起镖旗]\n    unless_rank_at_least: 镖师\n")
    bible["characters/a.md"] = "# 贺青山\n- 性别：男\n## 状态\n- 等级：镖师\n"
    mid = "他当上总镖头以后办的头一件事，是把柳二郎升为镖师。贺青山扛起镖旗。"
    # 柳二郎 is raised; 贺青山 stays a 镖师 and may carry the flag
    res = _review(three_chapters(book_factory, "贺青山睡了。", mid, "柳二郎扛起镖旗。", bible, zh=True))
    ranks = sorted((f.subject, f.object) for f in res.graph.facts_of("rank") if f.chapter == 2)
    assert ("柳二郎", "镖师") in ranks and ("贺青山", "镖师") not in ranks
    assert [c for c in res.report.conflicts if c.kind == "world_rule_violation"] == []


def test_zh_days_just_gone_gone_over(book_factory):
    first = "嘉靖三十年九月二十，贺青山押镖出城。"
    mid = "十月初五，镖局门口的白幡已经挂了四天。那一仗之后，柳二郎接着往南走。十月初二，银子交到了码头。"
    assert flags(book_factory, "timeline_jump", first, mid, "天晴了。", ZH, zh=True) == []
    far = "十月初五，镖局门口的白幡已经挂了两天。那一仗之后，柳二郎接着往南走。九月二十五，银子交到了码头。"
    assert flags(book_factory, "timeline_jump", first, far, "天晴了。", ZH, zh=True) == [(2, [])]


def test_zh_a_day_agreed_on_is_still_to_come(book_factory):
    first = "嘉靖三十年正月二十，贺青山回了保定。"
    mid = "两人把价钱、日子一条条商定了。八百两，二月十二起运。二月初十夜里，贺青山磨好了刀。"
    assert flags(book_factory, "timeline_jump", first, mid, "天晴了。", ZH, zh=True) == []


def test_zh_a_journey_of_months_is_a_step_of_time(book_factory):
    first = "嘉靖三十年六月二十，贺青山在保定。"
    mid = "七月初二，镖车出了城。一路风餐露宿，走了足足两个月，才望见太原的城头。"
    last = "七月二十，太原城里正热。"
    # (reported where the stated interval is)
    assert flags(book_factory, "timeline_jump", first, mid, last, ZH, zh=True) == [(2, [])]


def test_zh_a_memory_ends_where_the_years_of_waiting_reach_now(book_factory):
    first = "嘉靖三十年六月二十，贺青山在保定。"
    mid = ("七月初二，镖车出了城。\n\n那是嘉靖二十一年的腊月，他九岁，跟着娘讨饭到了保定。\n\n"
           "娘倒在雪地里，再没起来。\n\n这一等，就是十年。\n\n一路风餐露宿，走了足足两个月，才望见太原的城头。")
    last = "七月二十，太原城里正热。"
    # (reported where the stated interval is)
    assert flags(book_factory, "timeline_jump", first, mid, last, ZH, zh=True) == [(2, [])]


def test_zh_closing_the_eyes_of_the_dead(book_factory):
    mid = "箭扎得很深。严老四张了张嘴，没说出话来。贺青山伸手替严老四合上了眼皮。"
    last = "严老四蹲在马厩门口刷骡子。"
    assert flags(book_factory, "dead_character_active", "严老四睡了。", mid, last, ZH, zh=True) == [(3, ["严老四"])]
    # remembered after the word that opens a memory, imitated by someone: not acting
    remembered = "贺青山想起去年的中秋。那时候严老四也还在。严老四喝多了，唱了一夜。"
    imitated = "院子里有人学严老四喊趟子，惹得满院子笑。"
    for t in (remembered, imitated):
        assert flags(book_factory, "dead_character_active", "严老四睡了。", mid, t, ZH, zh=True) == []

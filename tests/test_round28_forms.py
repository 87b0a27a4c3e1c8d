"""Forms met in a mountaineering novel and a Republican-era spy serial (own phrasings, not the benchmark books')."""
from __future__ import annotations

from kg.review import review
from tests.conftest import flags, three_chapters

ZH = {
    "characters/a.md": "# 杜衡山\n- 性别：男\n- 年龄：三十岁\n- 惯用手：左手\n## 基本\n- 说话：寡言少语，从不高声\n",
    "characters/b.md": "# 温若雪\n- 性别：女\n- 惯用手：右手\n",
}

EN = {
    "characters/a.md": "# Owen Carrick\n- Gender: male\n- Age: 61 (at chapter 1)\n- Handedness: right\n"
                       "- Always wears: a grey felt hat\n",
    "characters/b.md": "# Davy Lusk\n- Gender: male\n- Age: 22 (at chapter 1)\n- Handedness: left\n"
                       "- Always wears: a red scarf\n",
    "characters/c.md": "# Mara Quill\n- Gender: female\n- Handedness: right\n## Baseline\n"
                       "- Speech: terse; a word or two at most; never raises her voice\n",
}


def _review(book):
    return review(book, persist=False, quiet=True)


def test_zh_solar_years_written_digit_by_digit_and_republic_years_share_one_axis(book_factory):
    first = "一九三八年二月二十五日，杜衡山到了汉口。"
    mid = "民国二十七年三月一日，温若雪从重庆来了。"
    back = "一九三八年二月二十六日，杜衡山在码头上等船。"
    assert flags(book_factory, "timeline_jump", first, mid, back, ZH, zh=True) == [(3, [])]
    on = "一九三八年三月三日，杜衡山在码头上等船。"
    res = _review(three_chapters(book_factory, first, mid, on, ZH, zh=True))
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []
    # the real calendar: 25 February to 3 March 1938 is six days (not eight of thirty-day months)
    assert res.graph.timeline.marks[3][0][1] - res.graph.timeline.marks[1][0][1] == 6


def test_zh_a_farmers_calendar_day_in_a_book_of_solar_dates_is_only_near(book_factory):
    first = "一九三八年二月二十日，杜衡山回到家里。"
    # 正月十五 of that year falls in mid-February by the solar calendar, within weeks: no going back
    mid = "正月十五，温若雪上门拜年。"
    assert flags(book_factory, "timeline_jump", first, mid, "天晴了。", ZH, zh=True) == []
    # a solar date well before is still a step back
    back = "一九三七年十二月一日，温若雪上门拜年。"
    assert flags(book_factory, "timeline_jump", first, back, "天晴了。", ZH, zh=True) == [(2, [])]


def test_zh_the_season_come_round_again_is_no_year_gone_by(book_factory):
    first = "一九三九年一月五日，杜衡山到了昆明。"
    mid = "一九三九年四月二日，昆明又是一年春天。次日，温若雪来信。"
    last = "一九三九年四月十日，杜衡山动身。"
    res = _review(three_chapters(book_factory, first, mid, last, ZH, zh=True))
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == ["次日"]


def test_zh_a_year_and_a_half_dead(book_factory):
    first = "一九三七年一月五日，杜衡山病死在医院里。"
    mid = "一九三八年七月五日，温若雪想着，杜衡山死了一年半了。"
    assert flags(book_factory, "timeline_jump", first, mid, "天晴了。", ZH, zh=True) == []
    short = "一九三八年七月五日，温若雪想着，杜衡山死了半年了。"
    assert flags(book_factory, "timeline_jump", first, short, "天晴了。", ZH, zh=True) == [(2, ["杜衡山"])]


def test_zh_a_day_planned_mid_sentence_is_not_the_day_now(book_factory):
    first = "一九三八年五月十日，杜衡山进了城。"
    mid = "一九三八年五月十二日，消息传来：对方有一批药品，五月二十日夜里到码头，卸了货还要运往城北。次日，温若雪出门。"
    last = "一九三八年五月十四日，杜衡山去了码头。"
    assert flags(book_factory, "timeline_jump", first, mid, last, ZH, zh=True) == []
    now = "一九三八年五月十二日，杜衡山出门。五月二十日夜里，船到了码头。"
    assert flags(book_factory, "timeline_jump", first, now, last, ZH, zh=True) == [(3, [])]


def test_zh_someone_unnamed_brought_into_a_scene_takes_the_pronoun(book_factory):
    mid = "杜衡山推门进了茶馆。靠窗坐着个穿灰布长衫的男人，正在记账。他五十五岁，两鬓都白了。"
    assert flags(book_factory, "baseline_violation", "杜衡山睡了。", mid, "天晴了。", ZH, zh=True) == []
    own = "杜衡山推门进了茶馆，在靠窗的桌边坐下记账。他五十五岁，两鬓都白了。"
    assert flags(book_factory, "baseline_violation", "杜衡山睡了。", own, "天晴了。", ZH, zh=True) == [(2, ["杜衡山"])]


def test_zh_a_pistol_drawn_with_one_hand_is_handedness_evidence(book_factory):
    mid = "巷子里有人追上来。杜衡山右手拔枪，回身就是一枪。"
    assert flags(book_factory, "baseline_violation", "杜衡山睡了。", mid, "天晴了。", ZH, zh=True) == [(2, ["杜衡山"])]
    ok = "巷子里有人追上来。杜衡山左手拔枪，回身就是一枪。"
    assert flags(book_factory, "baseline_violation", "杜衡山睡了。", ok, "天晴了。", ZH, zh=True) == []


def test_zh_the_one_a_focus_brings_in_is_who_the_next_pronoun_is(book_factory):
    bible = dict(ZH)
    bible["characters/c.md"] = "# 袁楚生\n- 性别：男\n- 惯用手：右手\n"
    mid = "袁楚生还在楼上养病，下来开门的是杜衡山。他左手拎着马灯。"
    assert flags(book_factory, "baseline_violation", "袁楚生睡了。", mid, "天晴了。", bible, zh=True) == []


def test_en_the_old_man_among_those_just_named_is_the_old_one(book_factory):
    mid = ("Davy Lusk came back down the moraine with the mail and found Owen Carrick by the stove.\n\n"
           "The old man took the letters without a word, then pushed back the brown felt hat he always wore and read them.")
    assert (flags(book_factory, "baseline_violation", "Owen Carrick slept.", mid, "It snowed.", EN)
           == [(2, ["Owen Carrick"])])
    # no one named near is old: nobody to pin it on
    young = ("Davy Lusk came back down the moraine with the mail.\n\n"
             "The old man took the letters without a word, then pushed back the brown felt hat he always wore and read them.")
    assert flags(book_factory, "baseline_violation", "Owen Carrick slept.", young, "It snowed.", EN) == []


def test_en_the_subject_of_a_clause_joined_on_after_a_comma(book_factory):
    mid = ("Owen Carrick had handed him the ledger in Bristol, and Davy Lusk had carried it ever since. "
           "He wrote right-handed, slowly.")
    assert flags(book_factory, "baseline_violation", "Davy Lusk slept.", mid, "It snowed.", EN) == [(2, ["Davy Lusk"])]


def test_en_a_long_outburst_brought_in_by_a_shout_at_someone(book_factory):
    words = " ".join(["You sat there with your maps and your tea while we froze on that ridge for nothing at all,"] * 5)
    mid = f"Mara Quill stood up, and she shouted at Owen Carrick across the table.\n\n\"{words}\""
    assert (flags(book_factory, "baseline_violation", "Mara Quill slept.", mid, "It snowed.", EN)
           == [(2, ["Mara Quill"])])
    # a short answer, not shouted, is in character
    short = "Mara Quill stood up, and she turned to Owen Carrick across the table.\n\n\"No.\""
    assert flags(book_factory, "baseline_violation", "Mara Quill slept.", short, "It snowed.", EN) == []


def test_zh_a_death_found_by_feeling_for_breath(book_factory):
    mid = "巷口一声枪响。杜衡山走过去，蹲下身，探了探温若雪的鼻息。没有气了。"
    last = "温若雪笑着走进门来，给杜衡山倒了杯茶。"
    assert flags(book_factory, "dead_character_active", "温若雪睡了。", mid, last, ZH, zh=True) == [(3, ["温若雪"])]
    alive = "巷口一声枪响。杜衡山走过去，蹲下身，探了探温若雪的鼻息。还有气。"
    assert flags(book_factory, "dead_character_active", "温若雪睡了。", alive, last, ZH, zh=True) == []
    # lying still for good, said of the one named
    still = "巷口一声枪响。温若雪靠着墙滑下去，头一歪。温若雪再也不动了。"
    assert flags(book_factory, "dead_character_active", "温若雪睡了。", still, last, ZH, zh=True) == [(3, ["温若雪"])]


def test_zh_calling_someone_master_is_the_master_and_disciple(book_factory):
    bible = dict(ZH)
    bible["characters/a.md"] = ("# 杜衡山\n- 性别：男\n## 状态\n- 与温若雪：师父（温若雪是他的徒弟）\n")
    mid = "说起来，杜衡山至今还得管温若雪叫一声师父。"
    assert flags(book_factory, "relation_reversal", "杜衡山睡了。", mid, "天晴了。", bible, zh=True) == [(2, ["杜衡山", "温若雪"])]
    same = "说起来，温若雪至今还得管杜衡山叫一声师父。"
    assert flags(book_factory, "relation_reversal", "杜衡山睡了。", same, "天晴了。", bible, zh=True) == []


def test_zh_someone_the_bible_never_names_is_found_by_what_he_does(book_factory):
    first = "修理铺里，伙计刘阿根蹲在门槛上擦喇叭。刘阿根跟着杜衡山进了里间。刘阿根赶紧把门关上。"
    mid = "杜衡山每晚都去茶楼。刘阿根果然每晚都来。他比从前胖了一圈，一下车就扯着嗓子喊伙计。"
    assert flags(book_factory, "baseline_violation", first, mid, "天晴了。", ZH, zh=True) == []
    # (he is a name now: "喝一声" and "时候" are not)
    res = _review(three_chapters(book_factory, first + "他大喝一声道：“站住！”又大喝一声道：“站住！”再大喝一声道：“站住！”那时候正在下雨，这时候正在刮风，到了时候正在收摊。",
                                 mid, "天晴了。", ZH, zh=True))
    assert "刘阿根" in res.index.entities
    assert "喝一声" not in res.index.entities and "时候" not in res.index.entities


def test_en_a_year_said_the_old_way_tells_the_past(book_factory):
    first = "Owen Carrick died in the spring, and they buried him above the mill."
    mid = ("Davy Lusk read the letter twice.\n\n"
           "In the year '31, when the mill was failing, Owen Carrick lent the money and never asked for it back.")
    assert flags(book_factory, "dead_character_active", first, mid, "It snowed.", EN) == []
    now = "Davy Lusk read the letter twice.\n\nIn the kitchen, Owen Carrick lent him the money and poured the tea."
    assert flags(book_factory, "dead_character_active", first, now, "It snowed.", EN) == [(2, ["Owen Carrick"])]


def test_zh_spectacles_of_gold_wire_then_a_black_frame(book_factory):
    bible = dict(ZH)
    bible["characters/c.md"] = "# 袁楚生\n- 性别：男\n- 常戴：一副金丝眼镜\n"
    mid = "袁楚生进了门，鼻梁上架着一副黑框圆眼镜，笑眯眯地坐下。"
    assert flags(book_factory, "baseline_violation", "袁楚生睡了。", mid, "天晴了。", bible, zh=True) == [(2, ["袁楚生"])]
    same = "袁楚生进了门，鼻梁上架着一副细金边眼镜，笑眯眯地坐下。"
    assert flags(book_factory, "baseline_violation", "袁楚生睡了。", same, "天晴了。", bible, zh=True) == []


def test_en_a_silver_locket_then_a_black_one(book_factory):
    bible = dict(EN)
    bible["characters/c.md"] = "# Mara Quill\n- Gender: female\n- Always wears: a silver locket\n"
    mid = "Mara Quill came in from the rain, the black locket she always wore wet against her collar."
    assert (flags(book_factory, "baseline_violation", "Mara Quill slept.", mid, "It snowed.", bible)
           == [(2, ["Mara Quill"])])
    grey = "Mara Quill came in from the rain, the grey locket she always wore wet against her collar."
    assert flags(book_factory, "baseline_violation", "Mara Quill slept.", grey, "It snowed.", bible) == []


def test_zh_spectacles_worn_today_instead_of_the_usual_pair(book_factory):
    bible = dict(ZH)
    bible["characters/c.md"] = "# 袁楚生\n- 性别：男\n- 常戴：一副黑框眼镜\n"
    mid = "袁楚生今天戴了一副银框眼镜，跟他平时那副黑框完全不同。"
    assert flags(book_factory, "baseline_violation", "袁楚生睡了。", mid, "天晴了。", bible, zh=True) == []
    plain = "袁楚生进了门，鼻梁上架着一副银框眼镜。"
    assert flags(book_factory, "baseline_violation", "袁楚生睡了。", plain, "天晴了。", bible, zh=True) == [(2, ["袁楚生"])]


def test_en_a_borrowed_one_for_the_day_is_explained(book_factory):
    bible = dict(EN)
    bible["characters/c.md"] = "# Mara Quill\n- Gender: female\n- Always wears: a silver locket\n"
    mid = "Mara Quill came in from the rain wearing a borrowed black locket at her collar."
    assert flags(book_factory, "baseline_violation", "Mara Quill slept.", mid, "It snowed.", bible) == []
    plain = "Mara Quill came in from the rain wearing a black locket at her collar."
    assert (flags(book_factory, "baseline_violation", "Mara Quill slept.", plain, "It snowed.", bible)
           == [(2, ["Mara Quill"])])

"""Forms met in a space-station novel and an office serial (own phrasings, not the benchmark books')."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, three_chapters

STATION = {
    "world.md": "# World\n\n- The colony keeps its own reckoning. A rotation has exactly 90 days, numbered Day 1 to Day 90.\n",
    "characters/a.md": "# Ines Varga\n- Gender: female\n",
    "characters/b.md": "# Tomas Reyes\n- Gender: male\n",
    "characters/c.md": "# Otto Kell\n- Gender: male\n",
}


def _review(book):
    return review(book, persist=False, quiet=True)


def test_en_a_colony_reckoning_in_rotations_and_days(book_factory):
    first = "Rotation 7, Day 12\n\nInes Varga checked the seals."
    mid = "Rotation 7, Day 20\n\nTomas Reyes came up from the farm deck."
    back = "Rotation 7, Day 15\n\nInes Varga logged the pressure."
    assert conflicts_of(three_chapters(book_factory, first, mid, back, STATION), "timeline_jump") == [(3, [])]
    on = "Rotation 8, Day 2\n\nInes Varga logged the pressure."
    res = _review(three_chapters(book_factory, first, mid, on, STATION))
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []
    # 90 days to a rotation: Day 20 of the 7th to Day 2 of the 8th is 72 days
    assert res.graph.timeline.marks[3][0][1] - res.graph.timeline.chapter_day[3] == 72


def test_en_how_long_someone_has_been_dead(book_factory):
    first = "Rotation 7, Day 12\n\nOtto Kell went out to the array. His tether snapped. He died before they reached him."
    mid = "Rotation 7, Day 16\n\nOtto Kell had been dead six weeks, and still Ines Varga set out his mug."
    assert conflicts_of(three_chapters(book_factory, first, mid, "It rained.", STATION), "timeline_jump") == [(2, ["Otto Kell"])]
    ok = "Rotation 7, Day 16\n\nOtto Kell had been dead four days, and still Ines Varga set out his mug."
    assert conflicts_of(three_chapters(book_factory, first, ok, "It rained.", STATION), "timeline_jump") == []
    # a chapter with no date of its own may come weeks later: no flag for too long
    undated = "Otto Kell had been dead six weeks, and still Ines Varga set out his mug."
    assert conflicts_of(three_chapters(book_factory, first, undated, "It rained.", STATION), "timeline_jump") == []


def test_en_a_body_found_and_then_he_had_been_dead(book_factory):
    mid = ("Rotation 7, Day 14\n\nThe salvage crew found Otto Kell an hour later, tumbling slowly off the array. "
           "His visor had cracked. He had been dead, the medic said, for most of that hour.")
    last = "Rotation 7, Day 20\n\nOtto Kell walked into the galley and poured himself coffee."
    assert conflicts_of(three_chapters(book_factory, "Rotation 7, Day 12\n\nOtto Kell slept.", mid, last, STATION),
                        "dead_character_active") == [(3, ["Otto Kell"])]
    # a paragraph about someone else of the gender: the death is not pinned on the one named in passing
    mid = ("Rotation 7, Day 14\n\nHe went a little after four. Otto Kell was holding one of his hands. "
           "He did not speak at the end. He simply stopped breathing.")
    assert conflicts_of(three_chapters(book_factory, "Rotation 7, Day 12\n\nOtto Kell slept.", mid, last, STATION),
                        "dead_character_active") == []


def test_en_years_in_a_wondering_are_no_step_of_time(book_factory):
    mid = ("Rotation 7, Day 13\n\nInes Varga watched him go and wondered whether, after eleven years, she knew him at all. "
           "Rotation 7, Day 14 came quietly.")
    res = _review(three_chapters(book_factory, "Rotation 7, Day 12\n\nOtto Kell slept.", mid, "It rained.", STATION))
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == []


def test_zh_how_long_someone_has_been_dead(book_factory):
    bible = {"characters/a.md": "# 齐远舟\n- 性别：男\n", "characters/b.md": "# 苗小禾\n- 性别：女\n"}
    first = "万历三年三月初一，齐远舟病逝于家中。"
    mid = "万历三年三月初五，苗小禾收拾旧物。齐远舟死了已经半年，屋里还留着他的药味。"
    assert conflicts_of(three_chapters(book_factory, first, mid, "天晴了。", bible, zh=True),
                        "timeline_jump") == [(2, ["齐远舟"])]
    ok = "万历三年三月初五，苗小禾收拾旧物。齐远舟死了才四天，屋里还留着他的药味。"
    assert conflicts_of(three_chapters(book_factory, first, ok, "天晴了。", bible, zh=True), "timeline_jump") == []


OFFICE = {
    "characters/a.md": "# 沈知夏\n- Aliases: 知夏\n## Basics\n- Age: 24 (at chapter 1)\n- Handedness: 左手\n"
                       "- Always wears: 左手腕上父亲留下的旧机械表\n## Baseline\n- Speech: 说话干脆\n",
    "characters/b.md": "# 陆承川\n## Basics\n- Handedness: 右手\n- Appearance: 白须垂胸\n## Baseline\n- Speech: 话极少，惯用短句，从不提高嗓门\n",
    "characters/c.md": "# 许念\n- 性别：女\n",
}


def test_zh_a_profile_and_the_text_tell_her_gender(book_factory):
    # a father's watch in her profile is no sign she is a man; the men about her, acted on, are no sign either
    first = "沈知夏抬头看着他，没说话。沈知夏把文件递给他。她转身回了工位。沈知夏坐下来，她打开了电脑。"
    res = _review(three_chapters(book_factory, first, "陆承川进了会议室。他关上门。", "天晴了。", OFFICE, zh=True))
    assert res.index.gender.get("沈知夏") == "f"
    assert res.index.gender.get("陆承川") == "m"


def test_zh_an_age_wished_for_or_to_come(book_factory):
    mid = "沈知夏想了想：“想赶紧变成二十七岁。”\n\n许念笑着抱了抱她：“好！二十七岁的沈经理，到时候请我吃饭！”"
    assert conflicts_of(three_chapters(book_factory, "沈知夏入职了。", mid, "天晴了。", OFFICE, zh=True),
                        "baseline_violation") == []
    mid = "沈知夏对着镜子说：“我今年二十七岁了。”"
    assert conflicts_of(three_chapters(book_factory, "沈知夏入职了。", mid, "天晴了。", OFFICE, zh=True),
                        "baseline_violation") == [(2, ["沈知夏"])]


def test_zh_a_day_said_and_gone_over_again_is_not_now(book_factory):
    first = "2024年2月19日，周一。沈知夏回到公司。"
    mid = "许念说：“去年11月10日下午，五点左右。他亲自送来的。”\n\n11月10日下午五点。沈知夏想起那天敲他门的情形。"
    res = _review(three_chapters(book_factory, first, mid, "2月20日，天晴了。", OFFICE, zh=True))
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []


def test_zh_words_a_colon_brings_in_are_the_last_subjects(book_factory):
    mid = ("许念走过去，还没开口，陆承川把文件往桌上一摔，声音一下子拔得很高：\n\n"
           "“你以为我不知道？你以为这屋里坐的都是瞎子？谁把那四千万压成附注里的一行小字的？谁在周总走了不到一个礼拜，"
           "就到处打听他生前跟谁说过什么？谁半夜给律所打电话？我今天把话放在这儿，这个项目谁再敢动一个字，就别怪我不讲情面！"
           "我跟了这个项目整整三年，每一个数字都是我一个一个核出来的，每一份合同都是我一页一页看过来的！”")
    assert conflicts_of(three_chapters(book_factory, "陆承川进了会议室。", mid, "天晴了。", OFFICE, zh=True),
                        "baseline_violation") == [(2, ["陆承川"])]


def test_en_a_dead_man_there_in_a_scene_and_where_a_body_lies(book_factory):
    first = ("Rotation 7, Day 12\n\nOtto Kell, driller, fifty-one years old, his union pin still on the jacket folded "
             "by the bunk, was dead. Ines Varga closed his eyes.")
    there = "Rotation 7, Day 20\n\nOtto Kell was in the pump room, with a torch in his teeth, tightening a flange."
    assert conflicts_of(three_chapters(book_factory, "Rotation 7, Day 10\n\nOtto Kell slept.", first, there, STATION),
                        "dead_character_active") == [(3, ["Otto Kell"])]
    lies = "Rotation 7, Day 20\n\nOtto Kell was in the ground, and Ines Varga was on the night watch."
    assert conflicts_of(three_chapters(book_factory, "Rotation 7, Day 10\n\nOtto Kell slept.", first, lies, STATION),
                        "dead_character_active") == []
    pictured = "Rotation 7, Day 20\n\nOtto Kell was in the photograph, with his arm round Ines."
    assert conflicts_of(three_chapters(book_factory, "Rotation 7, Day 10\n\nOtto Kell slept.", first, pictured, STATION),
                        "dead_character_active") == []

"""Forms of a wuxia novel: a faked death revealed later in the chapter, words only mentioned, a pawned bracelet,
ranks given with a few words between, a rank word that is also someone's title, the looker's eyes. Own phrasings."""
from __future__ import annotations

from tests.conftest import conflicts_of, three_chapters

SECT = {
    "characters/a.md": "# 林寒舟\n- 别名：林师兄\n## 基本\n- 性别：男\n- 眼睛：黑色\n## 状态\n- 境界：执事\n",
    "characters/b.md": ("# 秦若兰\n## 基本\n- 性别：女\n- 眼睛：琥珀色\n- 佩饰：右腕戴一只素银镯子\n"),
    "characters/c.md": "# 岳千山\n- 别名：掌门\n## 基本\n- 性别：男\n- 眼睛：灰色\n",
    "characters/d.md": "# 何三\n## 基本\n- 性别：男\n",
    "rules.yaml": ("power_scale: [外门弟子, 内门弟子, 执事, 长老, 掌门]\nrules:\n  - id: order-all\n"
                   "    forbid_actions: [号令全派]\n    unless_rank_at_least: 掌门\n"),
}


def test_a_faked_death_revealed_later_in_the_chapter(book_factory):
    died = "三日后，何三的灵柩入了土。"
    back = ("月光照在那人脸上，正是何三。\n\n“走。”何三低声道。\n\n林寒舟跟着他走了半里路，心里翻来覆去。"
            "原来那夜何三并没有死，是吞了一粒闭气的药丸，诈死瞒过了所有人。")
    assert conflicts_of(three_chapters(book_factory, "何三在院中劈柴。", died, back, SECT, zh=True),
                        "dead_character_active") == []


def test_words_only_mentioned_are_no_verdict(book_factory):
    mid = "原来那夜秦若兰探过何三的鼻息，当众却只说了一句“没气了”，其实他还活着。\n\n何三在后院劈柴。"
    b = three_chapters(book_factory, "何三在院中劈柴。", mid, "次日，秦若兰端着药走进了屋。", SECT, zh=True)
    assert conflicts_of(b, "dead_character_active") == []


def test_a_bracelet_taken_off_and_given_up(book_factory):
    given = "秦若兰想了想，把右腕上那只素银镯子褪了下来，递给了船家，抵了船钱。"
    later = "次日，秦若兰右腕上那只桃木镯子轻轻磕在船舷上。"
    assert conflicts_of(three_chapters(book_factory, "秦若兰在灯下配药。", given, later, SECT, zh=True),
                        "baseline_violation") == []
    assert conflicts_of(three_chapters(book_factory, "秦若兰在灯下配药。", "秦若兰想了想，没有说话。", later, SECT,
                                       zh=True), "baseline_violation") == [(3, ["秦若兰"])]


def test_a_rank_given_with_words_between_and_a_rank_that_is_a_title(book_factory):
    made = "众长老共议，推举林寒舟为本派第九代掌门。"
    later = "次日，林寒舟号令全派，下山迎敌。"
    assert conflicts_of(three_chapters(book_factory, "林寒舟在院中练剑。", made, later, SECT, zh=True),
                        "world_rule_violation") == []
    assert conflicts_of(three_chapters(book_factory, "林寒舟在院中练剑。", "众长老共议，没有结果。", later, SECT, zh=True),
                        "world_rule_violation") == [(3, ["林寒舟"])]


def test_the_eyes_after_looking_at_him_are_the_lookers(book_factory):
    mid = "“岳千山下的毒，”秦若兰看着他，琥珀色的眼睛在暮色里很亮，“你还是不懂。”"
    assert conflicts_of(three_chapters(book_factory, "林寒舟在院中练剑。", mid, "次日。", SECT, zh=True),
                        "baseline_violation") == []


def test_a_note_copied_out_over_paragraphs_keeps_its_date(book_factory):
    first = "九月初六，一只血鸦送来了战书。"
    mid = ("皮纸展开，上面只有几行字：\n\n\"黑渊之下，候你大驾。\n\n九月初九，重阳。旧账一并了结。\n\n——岳千山\"\n\n"
           "次日一早，九月初七，殿里坐满了人。")
    assert conflicts_of(three_chapters(book_factory, first, mid, "两日之后，九月初九。", SECT, zh=True),
                        "timeline_jump") == []


def test_dead_ten_years_is_whoever_follows_and_an_age_at_an_event(book_factory):
    mid = "林寒舟正坐在田边，跟一个扛锄头的汉子说得眉飞色舞——那是他死了十年的爹。"
    b = three_chapters(book_factory, "林寒舟在院中练剑。", mid, "次日，林寒舟推开院门走了进来。", SECT, zh=True)
    assert conflicts_of(b, "dead_character_active") == []
    bible = dict(SECT)
    bible["characters/a.md"] = "# 林寒舟\n## 基本\n- 性别：男\n- 年龄：二十四（第1章）\n"
    mid = "原来林寒舟十六岁拜入本门，在外门熬了八年。"
    assert conflicts_of(three_chapters(book_factory, "林寒舟在院中练剑。", mid, "次日。", bible, zh=True),
                        "baseline_violation") == []


def test_a_sect_calendars_years_in_thousands(book_factory):
    first = "太初历三千二百一十四年，春，林寒舟出关。"
    bad = "太初历三千二百一十年秋，九月初六，一封战书送上了山。"
    assert [c for c, _ in conflicts_of(three_chapters(book_factory, first, bad, "次日。", SECT, zh=True),
                                       "timeline_jump")] == [2]
    good = "太初历三千二百一十四年秋，九月初六，一封战书送上了山。"
    assert conflicts_of(three_chapters(book_factory, first, good, "次日。", SECT, zh=True), "timeline_jump") == []


def test_cultivation_deaths_and_fright(book_factory):
    # (魂飞魄散 is fright as often as death, in the classics more often: it names no death)
    died = "剑光追上，绞得粉碎。何三形神俱灭，世上再无此人。"
    b = three_chapters(book_factory, "何三在院中劈柴。", died, "次日，何三推开院门走了进来。", SECT, zh=True)
    assert conflicts_of(b, "dead_character_active") == [(3, ["何三"])]
    scared = "剑光一闪，何三吓得魂飞魄散，连滚带爬地逃下了山。何三闻言，魂飞魄散，半晌说不出话。"
    b = three_chapters(book_factory, "何三在院中劈柴。", scared, "次日，何三推开院门走了进来。", SECT, zh=True)
    assert conflicts_of(b, "dead_character_active") == []


def test_an_action_done_a_fortnight_ago_is_done(book_factory):
    bible = dict(SECT)
    bible["rules.yaml"] = ("power_scale: [外门弟子, 内门弟子, 执事, 长老, 掌门]\nrules:\n  - id: cave\n"
                           "    forbid_actions: [开辟洞府]\n    unless_rank_at_least: 长老\n")
    mid = "何三仍是外门弟子，这回能跟着进来，高兴得嘴就没停过。半个月前，他在后山开辟洞府，凿了足足二十天。"
    assert conflicts_of(three_chapters(book_factory, "何三在院中劈柴。", mid, "次日。", bible, zh=True),
                        "world_rule_violation") == [(2, ["何三"])]
    # a memory of years back is not
    mid = "何三仍是外门弟子。他想起了师父。那年师父在后山开辟洞府，凿了足足二十天。"
    assert conflicts_of(three_chapters(book_factory, "何三在院中劈柴。", mid, "次日。", bible, zh=True),
                        "world_rule_violation") == []

"""Chinese scenes where the nearest reading is the wrong one: eyes one meets are someone else's, a left-hander
described by whom he belongs to, a name after a preposition, a life summed up over decades, a date still to
come, a day inside a span told in summary. Own phrasings, not the benchmark books'."""
from __future__ import annotations

from kg.review import review

PEOPLE = {
    "characters/闻笛.md": "# 闻笛\n- 性别：女\n## 基础信息\n- 眼睛：黑眸\n- 惯用手：右手\n",
    "characters/商迟.md": "# 商迟\n- 性别：男\n## 基础信息\n- 眼睛：黑眸\n- 惯用手：右手\n",
}


def _conflicts(book, kind):
    return [(c.chapter, c.entities) for c in review(book, quiet=True).report.conflicts if c.kind == kind]


def _facts(book, predicate):
    return sorted((f.chapter, f.subject, f.object)
                  for f in review(book, persist=False, quiet=True).graph.facts_of(predicate))


def test_eyes_one_meets_are_not_ones_own(book_factory):
    book = book_factory({"1.md": "# 第一章\n\n商迟推门进去，迎上了一双琥珀色的眼睛，冷冷地打量着他。\n"}, PEOPLE)
    assert [f for f in _facts(book, "eyeColour") if f[0] > 0] == []


def test_a_name_after_a_preposition_is_not_the_subject(book_factory):
    book = book_factory({"1.md": "# 第一章\n\n闻笛站在廊下。她二十岁，比商迟大两岁，眉心一点朱砂，一双黑眸亮得出奇。\n"},
                        PEOPLE)
    assert [f for f in _facts(book, "eyeColour") if f[0] > 0] == [(1, "闻笛", "black")]


def test_a_left_hander_named_by_whom_he_belongs_to(book_factory):
    book = book_factory({"1.md": "# 第一章\n\n码头上的人都认得，那是商迟新雇的那个左撇子，干活倒是麻利。\n"}, PEOPLE)
    assert _conflicts(book, "baseline_violation") == []


def test_a_life_summed_up_over_decades_is_not_the_dead_acting(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n十月初九，闻笛病逝于城南小院。\n",
        "2.md": "# 第二章\n\n商迟翻开账册才明白，闻笛守着这间铺子，在城南熬了几十年，等的就是今天。\n",
        "3.md": "# 第三章\n\n天亮时，闻笛推开铺门，把灯笼挂了上去。\n",
    }, PEOPLE)
    assert _conflicts(book, "dead_character_active") == [(3, ["闻笛"])]


def test_a_date_still_to_come_and_a_day_inside_a_summed_up_span(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n七月初一，商迟到了渡口。他算了算日子，十天后，就是七月十一了。\n",
        "2.md": "# 第二章\n\n七月初三，渡口来了船。\n",
        "3.md": "# 第三章\n\n七月初六，雨停了。这三天里，两人守在渡口，第三天夜里才等到闻笛的信。\n",
        "4.md": "# 第四章\n\n次日，七月初七，两人上了船。\n",
    }, PEOPLE)
    assert _conflicts(book, "timeline_jump") == []


def test_a_sect_calendar_era_and_a_date_after_this_day_is(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n玄光纪六百零三年二月初二，商迟入了山门。\n",
        "2.md": "# 第二章\n\n半个月后，山上的雪化了。\n",
        "3.md": "# 第三章\n\n这一日是玄光纪六百零三年二月初十，闻笛下山采药。\n",
    }, PEOPLE)
    got = review(book, quiet=True)
    dates = [f.source.quote for f in got.graph.facts_of("timeMark") if f.detail.get("type") == "date"]
    assert dates == ["玄光纪六百零三年二月初二", "玄光纪六百零三年二月初十"]
    # the half month after 二月初二 and 二月初十 disagree: one conflict, on the interval or on the date
    jumps = [c.chapter for c in got.report.conflicts if c.kind == "timeline_jump"]
    assert len(jumps) == 1 and jumps[0] in (2, 3)


def test_a_dead_woman_straightening_up_and_a_herb_named_for_the_dead(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n腊月初一，闻笛病逝于城南。\n",
        "2.md": "# 第二章\n\n开春后，闻笛坟前竟长出一株还魂草，商迟小心地把它挖了回去。\n",
        "3.md": "# 第三章\n\n闻笛从竹椅上直起腰来，冲他招了招手。\n",
    }, PEOPLE)
    assert _conflicts(book, "dead_character_active") == [(3, ["闻笛"])]


def test_a_fidget_with_the_other_hand_is_not_the_hand_one_uses(book_factory):
    book = book_factory({"1.md": "# 第一章\n\n商迟右手腕上缠着一串沉香珠，想事情时惯爱拿左手去拨它。\n"
                                 "商迟向来惯用右手写字。\n"}, PEOPLE)
    assert [f for f in _facts(book, "handedness") if f[0] > 0] == [(1, "商迟", "right")]
    assert _conflicts(book, "baseline_violation") == []


def test_shouting_to_be_heard_over_water_is_in_character(book_factory):
    quiet = {**PEOPLE, "characters/商迟.md": "# 商迟\n- 性别：男\n## 基线\n- 说话习惯：话极少，从不高声\n"}
    book = book_factory({"1.md": "# 第一章\n\n闸门一开，水声震耳。商迟扯开嗓子吼了起来，声音盖过了轰鸣的水声：“快上岸！”\n"},
                        quiet)
    assert _conflicts(book, "baseline_violation") == []


def test_putting_on_another_bracelet_is_an_explained_change_that_holds(book_factory):
    people = {**PEOPLE, "characters/闻笛.md": "# 闻笛\n- 性别：女\n## 基础信息\n- 随身之物：左腕一只银镯\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n闻笛抬手拢了拢头发，左腕上的银镯叮当一响。\n",
        "2.md": "# 第二章\n\n临别时，闻笛把阿婆给的那只铜镯套上了左腕，银镯收进了箱底。\n",
        "3.md": "# 第三章\n\n过了几日，闻笛在河边洗衣，左腕的银镯浸在水里。\n",
        "9.md": "# 第九章\n\n入冬后，闻笛腕上那只铜镯磨得发亮。\n",
    }, people)
    assert _conflicts(book, "baseline_violation") == []


def test_a_date_on_a_slip_of_paper_is_read_not_lived(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n三月初二，商迟在渡口截住了送信的人，搜出一张字条，只见纸上潦草的一行字：\n\n"
                "九月初九，子时，焚仓。\n\n商迟把字条揣进了怀里。\n",
        "2.md": "# 第二章\n\n三月初五，闻笛回到了城里。\n",
    }, PEOPLE)
    got = review(book, quiet=True)
    assert [c for c in got.report.conflicts if c.kind == "timeline_jump"] == []
    days = {f.source.quote: f.story_day for f in got.graph.facts_of("timeMark") if f.detail.get("type") == "date"}
    assert set(days) == {"三月初二", "三月初五"} and days["三月初五"] - days["三月初二"] == 3


def test_this_n_year_old_heading_a_sentence_is_the_one_just_spoken_of(book_factory):
    people = {**PEOPLE, "characters/商迟.md": "# 商迟\n- 性别：男\n## 基础信息\n- 年龄：十七岁（第1章时）\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n商迟在码头扛了一天的包。这个三十岁的汉子，累得连饭都没吃就睡了。\n"
                "闻笛和这个二十岁的伙计一同守着仓门。\n",
    }, people)
    assert [f for f in _facts(book, "age") if f[0] > 0] == [(1, "商迟", "30")]
    assert [c[0] for c in _conflicts(book, "baseline_violation")] == [1]

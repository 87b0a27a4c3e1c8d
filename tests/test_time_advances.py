"""How relative advances and scene-setting dates move the clock (a ferry town, a tea house, a mill town).

Phrasings written for these tests, after the rules; each test fails with its rule taken out."""
from __future__ import annotations

from kg.review import review
from tests.conftest import asserted_marks, timeline_conflicts


_tl = timeline_conflicts
_marks = asserted_marks


ZH_FERRY_1 = "# 第一章 渡口\n乾宁六年九月初三，白沙渡的船家宁阿满把最后一船盐送过了江。"


def test_zh_n_ri_hou_is_a_step_even_though_it_holds_the_word_for_someday(book_factory):
    r = review(book_factory({
        "1.md": ZH_FERRY_1,
        "2.md": "# 第二章 江雾\n七日后，江上起了大雾，宁阿满的船只好泊在芦苇荡里。",
        "3.md": "# 第三章 盘货\n这些事，宁阿满日后才慢慢想明白。两天以后，盐栈的账房来渡口盘货。",
        "4.md": "# 第四章 候船\n多日后，对岸才有了回音。",
        "5.md": "# 第五章 盐船\n过了一天，江水退了，三日后盐船才到。",
        "6.md": "# 第六章 霜降\n九月二十，宁阿满的船又开了。",
    }), quiet=True)
    assert ("+7", "七日后") in _marks(r, 2)
    # a sentence holding the narrator's "日后" (later, looking back) does not step; the next sentence does
    assert _marks(r, 3) == [("+2", "两天以后")]
    assert _marks(r, 4) == [("+3..20", "多日后")]
    # the 日后 of a second advance in the sentence is no narrator's word either
    assert _marks(r, 5) == [("+1", "过了一天"), ("+3", "三日后")]
    # 7 + 2 + 3 + 1 + 3 days from 初三 fit 九月二十: no contradiction
    assert _tl(r) == []


def test_zh_n_ri_hou_that_overshoots_the_next_date_is_caught(book_factory):
    r = review(book_factory({
        "1.md": ZH_FERRY_1,
        "2.md": "# 第二章 江雾\n十二日后，江上起了大雾，宁阿满的船只好泊在芦苇荡里。",
        "3.md": "# 第三章 霜降\n九月初六，宁阿满的船又开了。",
    }), quiet=True)
    tl = _tl(r)
    assert [(c.chapter, c.detail["anomaly"]) for c in tl] == [(2, "interval")]


def test_zh_date_with_a_time_of_day_sets_the_scene_but_a_date_as_a_topic_does_not(book_factory):
    book = {
        "1.md": ZH_FERRY_1,
        "2.md": "# 第二章 来信\n八月廿九的事，宁阿满谁也没有告诉。",
        "3.md": "# 第三章 晚潮\n九月初五的傍晚，潮水涨得比往年都高。",
    }
    r = review(book_factory(book), quiet=True)
    assert _marks(r, 2) == []
    assert [o for o, _ in _marks(r, 3)] == ["date:None|None|9|5"]
    assert _tl(r) == []
    # told as the present, a date with its time of day before the story's date is a jump back
    book["3.md"] = "# 第三章 晚潮\n八月廿七的深夜，潮水涨得比往年都高。宁阿满守在船头。"
    tl = _tl(review(book_factory(book), quiet=True))
    assert [(c.chapter, c.detail["anomaly"]) for c in tl] == [(3, "backwards")]


def test_zh_time_slipping_by_after_a_festival_is_an_interval(book_factory):
    book = {
        "1.md": "# 第一章 茶会\n开元十一年八月十三，沁芳茶楼的老板娘秦妙音备下了三十盒月饼。",
        "2.md": "# 第二章 秋深\n中秋一过，转眼就是两个多月。八月十九这天，茶楼来了个说书的先生。",
    }
    tl = _tl(review(book_factory(book), quiet=True))
    assert [(c.chapter, c.detail["anomaly"]) for c in tl] == [(2, "interval")]
    book["2.md"] = "# 第二章 秋深\n中秋一过，不觉又是半个多月。九月初三这天，茶楼来了个说书的先生。"
    assert _tl(review(book_factory(book), quiet=True)) == []


def test_zh_an_advance_reckoned_from_the_last_date_outweighs_one_read_in_a_retelling(book_factory):
    book = {
        "1.md": ZH_FERRY_1,
        "2.md": "# 第二章 旧信\n信是叔父去年写的。那时他刚到泉州，说是水土不服，五天以后就卧床不起了。宁阿满把信折好。",
        "3.md": "# 第三章 开船\n四日后，九月初七，宁阿满的船又开了。",
    }
    r = review(book_factory(book), quiet=True)
    assert _tl(r) == []
    # the same advance against the date it sits beside does not fit: that is caught
    book["3.md"] = "# 第三章 开船\n十日后，九月初七，宁阿满的船又开了。"
    tl = _tl(review(book_factory(book), quiet=True))
    assert [c.detail["anomaly"] for c in tl] == ["interval"]


EN_MILL_1 = "# Chapter 1\nOn the 3rd of April, 1851, the Calder Mill took on forty new hands."


def test_en_n_days_after_that_counts_from_the_scene_just_told(book_factory):
    book = {
        "1.md": EN_MILL_1,
        "2.md": "# Chapter 2\nA fortnight after that, on the 6th of April, the new engine arrived from Leeds.",
    }
    r = review(book_factory(book), quiet=True)
    assert ("+14", "A fortnight after") in _marks(r, 2)
    assert [(c.chapter, c.detail["anomaly"]) for c in _tl(r)] == [(2, "interval")]
    book["2.md"] = "# Chapter 2\nThree days after that Thursday, on the 6th of April, the new engine arrived from Leeds."
    assert _tl(review(book_factory(book), quiet=True)) == []


def test_en_n_days_after_an_event_names_a_time_and_moves_nothing(book_factory):
    r = review(book_factory({
        "1.md": EN_MILL_1,
        "2.md": "# Chapter 2\nTwelve days after the strike began, on the 6th of April, the new engine arrived from Leeds.",
    }), quiet=True)
    assert [o for o, _ in _marks(r, 2)] == ["date:|None|4|6"]
    assert _tl(r) == []


def test_en_a_dated_story_does_not_leap_a_silent_year_but_a_sparse_one_may(book_factory):
    dense = {
        "1.md": "# Chapter 1\nOn the ninth of October, 1851, the mill pond froze early.",
        "2.md": "# Chapter 2\nTwo months later the carts stopped running.",
        "3.md": "# Chapter 3\nOn the second of September the new wheel turned for the first time.",
    }
    tl = _tl(review(book_factory(dense), quiet=True))
    assert [(c.chapter, c.detail["anomaly"]) for c in tl] == [(3, "backwards")]
    # many chapters on, with no date between, the year may have turned unsaid
    sparse = {"1.md": dense["1.md"], "2.md": dense["2.md"],
              **{f"{i}.md": f"# Chapter {i}\nThe wheel turned and the work went on." for i in range(3, 8)},
              "8.md": dense["3.md"].replace("Chapter 3", "Chapter 8")}
    assert _tl(review(book_factory(sparse), quiet=True)) == []


def test_en_time_measured_back_since_an_event_is_no_step(book_factory):
    r = review(book_factory({
        "1.md": EN_MILL_1,
        "2.md": ("# Chapter 2\nOn the 9th of April, 1851, the looms were oiled.\n\n"
                 "Six weeks had gone by since the fire in the carding room, and nobody spoke of it now."),
        "3.md": "# Chapter 3\nOn the 12th of April the first cloth came off the new looms.",
    }), quiet=True)
    assert _marks(r, 2) == [("date:|1851|4|9", "the 9th of April, 1851")]
    assert _tl(r) == []


def test_zh_waiting_for_a_span_and_someones_own_count_of_days_are_no_steps(book_factory):
    r = review(book_factory({
        "1.md": ZH_FERRY_1,
        "2.md": "# 第二章 守孝\n宁阿满的老娘过了百日，族里的长辈说，等过了三个月再议分家的事。",
        "3.md": "# 第三章 重阳\n中秋过了两天，便是八月十七，宁阿满又开了船。",
    }), quiet=True)
    assert _marks(r, 2) == []
    assert ("+2", "过了两天") in _marks(r, 3)


def test_en_a_date_counted_from_a_feast(book_factory):
    book = {
        "1.md": "# Chapter 1\nOn Boxing Day, the 26th of December, 1894, the company played at Leek.",
        "2.md": "# Chapter 2\nTwo days after Christmas the carts set off for Uttoxeter.",
        "3.md": "# Chapter 3\nOn the 29th of December the first night went well.",
    }
    r = review(book_factory(book), quiet=True)
    assert [o for o, _ in _marks(r, 2)] == ["date:||12|27"]
    assert _tl(r) == []
    book["2.md"] = "# Chapter 2\nFive weeks after Boxing Night, on the 4th of January, 1895, the carts set off for Uttoxeter."
    book["3.md"] = "# Chapter 3\nOn the 9th of January the first night went well."
    assert [c.chapter for c in _tl(review(book_factory(book), quiet=True))] == [2]


def test_en_the_first_stated_year_after_a_silent_new_year_sets_the_years_before_it(book_factory):
    r = review(book_factory({
        "1.md": "# Chapter 1\nOn the 26th of September the show came into Keighley.",
        "2.md": "# Chapter 2\nOn Christmas Eve the wagons stood in the snow at Skipton.",
        "3.md": "# Chapter 3\nBy Friday the 2nd of March the new act was ready.",
        "4.md": "# Chapter 4\nEaster Monday, the 26th of March, 1894, came up bright and cold.",
        "5.md": "# Chapter 5\nOn the 3rd of April the show opened at Ripon.",
    }), quiet=True)
    days = {f.chapter: f.story_day for f in r.graph.facts_of("timeMark") if f.modality == "asserted"}
    assert days[4] == days[3] + 24 and days[5] == days[4] + 8
    assert days[5] < 220
    assert _tl(r) == []

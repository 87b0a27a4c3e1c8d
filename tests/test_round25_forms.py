"""Forms met in a hospital drama and a Ming examination serial (own phrasings, not the benchmark books')."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, three_chapters

WARD = {
    "characters/a.md": "# Morag Kerr\n- Gender: female\n## Basics\n- Age: 29 (at chapter 1)\n- Eyes: brown\n- Handedness: left\n",
    "characters/b.md": "# Fenella Ross\n- Gender: female\n## Basics\n- Age: 52 (at chapter 1)\n- Eyes: blue\n",
    "characters/c.md": "# Dougie Bain\n## Basics\n- Handedness: right\n",
    "characters/d.md": "# Wattie Lamb\n- Gender: male\n",
}


def _review(book):
    return review(book, persist=False, quiet=True)


def test_en_years_further_on_and_someone_elses_age(book_factory):
    mid = ("Morag Kerr and Fenella Ross had shared a flat as students. Morag was four years further on now, and busier.\n\n"
           "At midnight Morag Kerr was called to resus with an eighty-year-old man who had fallen downstairs.")
    assert conflicts_of(three_chapters(book_factory, "Morag Kerr slept.", mid, "It snowed.", WARD),
                        "baseline_violation") == []
    mid = "Morag Kerr, at forty-four, was the oldest registrar on the rota."
    assert conflicts_of(three_chapters(book_factory, "Morag Kerr slept.", mid, "It snowed.", WARD),
                        "baseline_violation") == [(2, ["Morag Kerr"])]


def test_en_years_on_from_a_past_just_told_is_no_advance(book_factory):
    first = "On the 2nd of December Morag Kerr started nights."
    mid = ("Fenella Ross had taught her to take blood back in 2009, when Morag was a frightened student. Fifteen years "
           "on, Morag could do it in the dark. On the 4th of December she was on again.")
    res = _review(three_chapters(book_factory, first, mid, "On the 6th of December it snowed.", WARD))
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == []
    assert [c for c in res.report.conflicts if c.kind in ("timeline_jump", "baseline_violation")] == []


def test_en_a_date_with_its_interval_beside_it_counts_once(book_factory):
    first = "On the 3rd of March Morag Kerr started nights."
    mid = "By Friday the 14th of March, eleven days later, the ward had gone quiet."
    res = _review(three_chapters(book_factory, first, mid, "On the 16th of March it snowed.", WARD))
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []


def test_en_a_count_opening_a_chapter_that_falls_far_short_of_its_date(book_factory):
    first = "On Monday the 6th of January Morag Kerr started nights."
    mid = "Three days later, on Monday the 20th of January, Fenella Ross went to theatre."
    assert conflicts_of(three_chapters(book_factory, first, mid, "It snowed.", WARD), "timeline_jump") == [(2, [])]
    ok = "Two weeks later, on Monday the 20th of January, Fenella Ross went to theatre."
    assert conflicts_of(three_chapters(book_factory, first, ok, "It snowed.", WARD), "timeline_jump") == []


def test_en_a_gender_is_not_voted_by_an_object_pronoun(book_factory):
    mid = ("Morag Kerr could not tie her hair one-handed, so Dougie Bain had done it for her, badly, with his tongue "
           "between his teeth. Dougie Bain grinned at her when he had finished.\n\n"
           "Her whole life she had written with her right hand, and now the right was in a splint.")
    res = _review(three_chapters(book_factory, "Morag Kerr slept.", mid, "It snowed.", WARD))
    assert res.index.gender.get("Dougie Bain") == "m"
    assert [f.subject for f in res.graph.facts_of("handedness") if f.chapter == 2 and f.subject == "Dougie Bain"] == []


def test_en_the_one_seen_goes_on_after_when(book_factory):
    mid = ("Morag Kerr came up at seven. She sat with Wattie Lamb for an hour while Fenella Ross did the drug round. "
           "Fenella saw her through the gap in the curtains, leaning close.\n\n"
           "When she came out her green eyes were wet.")
    res = _review(three_chapters(book_factory, "Morag Kerr slept.", mid, "It snowed.", WARD))
    assert [(f.subject, f.object) for f in res.graph.facts_of("eyeColour") if f.chapter == 2] == [("Morag Kerr", "green")]
    # the watcher's own feeling going on: the next paragraph is still the watcher's
    mid = ("Morag Kerr came up at seven. Fenella Ross watched her from the doorway, and felt the old tiredness rise.\n\n"
           "When she turned away her green eyes were wet.")
    res = _review(three_chapters(book_factory, "Morag Kerr slept.", mid, "It snowed.", WARD))
    assert [(f.subject, f.object) for f in res.graph.facts_of("eyeColour") if f.chapter == 2] == [("Fenella Ross", "green")]


def test_en_nothing_of_the_dead_left_is_no_act(book_factory):
    first = "Wattie Lamb died in the night, with his daughter beside him."
    mid = "They stripped the bed by ten. There was nothing of Wattie Lamb left in it by noon."
    assert conflicts_of(three_chapters(book_factory, first, mid, "It snowed.", WARD), "dead_character_active") == []
    mid = "At ten Wattie Lamb left the ward on his own two feet."
    assert conflicts_of(three_chapters(book_factory, first, mid, "It snowed.", WARD),
                        "dead_character_active") == [(2, ["Wattie Lamb"])]


# ---------------------------------------------------------------------------------------------- Chinese

SCHOOL = {
    "characters/a.md": "# 韦秉之\n- 性别：男\n- 年龄：15岁（第1章时）\n",
    "characters/b.md": "# 鲍先生\n- 性别：男\n",
}


def test_zh_wanli_is_an_era_and_a_year_naming_a_thing_is_not_now(book_factory):
    first = "万历三年春二月初九，韦秉之进了县学。"
    mid = "万历三年八月初二，鲍先生翻出一本旧册子，万历元年清丈底册，纸都黄了。"
    last = "万历四年正月十五，韦秉之回乡。"
    res = _review(three_chapters(book_factory, first, mid, last, SCHOOL, zh=True))
    eras = [f.detail.get("era") for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "date"]
    assert eras == ["万历", "万历", "万历"]
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []
    back = "万历二年正月十五，韦秉之回乡。"
    assert conflicts_of(three_chapters(book_factory, first, mid, back, SCHOOL, zh=True), "timeline_jump") == [(3, [])]


def test_zh_words_said_turned_over_in_the_mind_are_no_advance(book_factory):
    first = "万历三年春二月初九，韦秉之进了县学。"
    mid = "鲍先生临走丢下一句：“三年之后，府城见。”\n\n韦秉之愣在原地。\n\n三年之后。\n\n府城。"
    res = _review(three_chapters(book_factory, first, mid, "三月初一，韦秉之回乡。", SCHOOL, zh=True))
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == []
    assert [c for c in res.report.conflicts if c.kind in ("timeline_jump", "baseline_violation")] == []


def test_zh_the_date_a_letter_is_signed_with_is_not_now(book_factory):
    first = "万历三年春二月初九，韦秉之进了县学。"
    mid = ("万历五年三月初三，鲍先生的信到了。信上写着：\n\n\"秉之：\n\n书要多读。\n\n字要写正。\n\n"
           "鲍某，万历四年十一月初二，灯下。\"\n\n韦秉之读完，把信收好。")
    res = _review(three_chapters(book_factory, first, mid, "三月初五，韦秉之回乡。", SCHOOL, zh=True))
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.chapter == 2] == ["万历五年三月初三"]
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []


def test_zh_a_month_half_a_year_on_goes_forward(book_factory):
    first = "万历三年二月廿八，韦秉之进了县学。"
    mid = "八月，乡试。九月初一，放榜。"
    last = "万历三年十月初二，韦秉之回乡。"
    res = _review(three_chapters(book_factory, first, mid, last, SCHOOL, zh=True))
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []


def test_zh_the_one_named_with_him_is_someone_else(book_factory):
    bible = dict(SCHOOL)
    bible["characters/c.md"] = "# 祁子谦\n- 性别：男\n## 状态\n- 与韦秉之：同窗好友\n"
    mid = ("韦秉之抬起头，在人群里找了一圈。\n\n人群外头，祁子谦抱着胳膊站在柳树底下。\n\n"
           "祁子谦同他是打小的死对头，谁也不服谁。")
    assert conflicts_of(three_chapters(book_factory, "韦秉之进了县学。", mid, "天晴了。", bible, zh=True),
                        "relation_reversal") == [(2, ["祁子谦", "韦秉之"])]


def test_zh_words_said_by_someone_unnamed_are_not_the_held_ones(book_factory):
    bible = dict(SCHOOL)
    bible["characters/c.md"] = "# 祁子谦\n- 性别：男\n"
    mid = ("祁子谦刨着木料。\n\n门外冲进来一个人。\n\n“师父！”少年一把拽住韦秉之的袖子，“先生倒了！”\n\n"
           "“师父！”少年又喊了一声。")
    res = _review(three_chapters(book_factory, "韦秉之进了县学。", mid, "天晴了。", bible, zh=True))
    assert [(f.subject, f.object) for f in res.graph.facts_of("discipleOf")] == []

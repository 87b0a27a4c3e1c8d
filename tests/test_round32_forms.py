"""Forms met in an outback station novel (own phrasings, not the benchmark book's)."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, flags, three_chapters


def test_en_a_relation_line_gives_the_owners_sex(book_factory):
    bible = {"characters/a.md": "# Jo Marsh\n- Handedness: left\n## State\n- With Dan Marsh: daughter\n",
             "characters/b.md": "# Dan Marsh\n- Gender: male\n- Handedness: right\n"}
    mid = "Jo Marsh came back from the dam. Her father was mending the trough.\n\nHe drove the post in right-handed."
    assert flags(book_factory, "baseline_violation", "Jo Marsh slept.", mid, "It rained.", bible) == []
    # the same line read for the other one's sex is not: "her old master; she was his apprentice"
    bible2 = {"characters/a.md": "# Dan Marsh\n## State\n- With Jo Marsh: her old master; she was his apprentice\n",
              "characters/b.md": "# Jo Marsh\n- Gender: female\n"}
    res = review(three_chapters(book_factory, "Dan Marsh slept.", "It rained.", "It rained.", bible2), persist=False, quiet=True)
    assert res.index.gender.get("Dan Marsh") != "f"


def test_en_a_left_hander_all_his_life_and_months_without_rain(book_factory):
    bible = {"characters/a.md": "# Dan Marsh\n- Gender: male\n- Handedness: right\n"}
    mid = "Dan Marsh, a left-hander all his life, threw the rope over his shoulder."
    assert (flags(book_factory, "baseline_violation", "Dan Marsh slept.", mid, "It rained.", bible)
           == [(2, ["Dan Marsh"])])
    first = "On Monday 3 February 2020 Dan Marsh sold the steers."
    rain = "The rain came on the 10th of February, late in the afternoon, after eleven months and six days without a storm."
    res = review(three_chapters(book_factory, first, rain, "On the 12th of February it rained again.", bible),
                 persist=False, quiet=True)
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == []
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []


ZH = {
    "characters/a.md": "# 顾守拙\n- 性别：男\n",
    "characters/b.md": "# 沈小舟\n- 性别：男\n",
    "foreshadows.yaml": "- id: old-map\n  cue: [河道旧图]\n  planted: 1\n  due: 3\n  note: 旧图上圈的是什么\n",
}


def test_zh_eyes_closed_never_to_open_again(book_factory):
    mid = "顾守拙的声音越来越轻。戌时三刻，顾守拙闭上了眼睛，再也没有睁开。"
    last = "顾守拙坐在上首，慢慢喝着茶。"
    assert flags(book_factory, "dead_character_active", "顾守拙睡了。", mid, last, ZH, zh=True) == [(3, ["顾守拙"])]
    asleep = "顾守拙闭上了眼睛，打起了呼噜。"
    assert flags(book_factory, "dead_character_active", "顾守拙睡了。", asleep, last, ZH, zh=True) == []


def test_zh_a_reveal_opening_a_paragraph_soon_after_the_cue(book_factory):
    first = "顾守拙把一卷河道旧图交给沈小舟，上面用朱笔圈了一处。"
    told = ("信里说的，大半是那卷河道旧图的事。\n\n“此图是三十年前所绘，那时河口还是一片滩涂。\n\n"
            "“真相是，朱笔圈的地方底下埋着一道旧堤。”")
    assert flags(book_factory, "stale_foreshadow", first, "天晴了。", told, ZH, zh=True) == []
    untold = ("信里说的，大半是那卷河道旧图的事。\n\n“此图是三十年前所绘，那时河口还是一片滩涂。\n\n"
              "“朱笔圈的地方，你以后自会明白。”")
    assert flags(book_factory, "stale_foreshadow", first, "天晴了。", untold, ZH, zh=True) == [(1, [])]


def test_zh_a_recap_told_after_the_fact(book_factory):
    first = "宣和二年十月初一，沈小舟进了城。"
    mid = ("宣和三年正月十五，上元节。\n\n沈小舟的事，是在年前落定的。查了两个月，查出了亏空。腊月廿三，诏下，罚俸一年。\n\n"
           "正月十五夜里，桥上挂满了灯笼。")
    assert flags(book_factory, "timeline_jump", first, mid, "天晴了。", ZH, zh=True) == []


def test_en_the_piper_of_an_alias_and_a_shout_in_a_voice(book_factory):
    bible = {"characters/a.md": "# Ewan Rae\n- Gender: male\n- Aliases: Ewan, Ewan the smith\n## Baseline\n"
                                "- Speech: terse; a word or two; never raises his voice\n",
             "characters/b.md": "# Hugo Vell\n- Gender: male\n"}
    words = " ".join(["you will not tell me how to shoe a horse I was shoeing before you were born,"] * 8)
    mid = ("The smith had been hauling coal all morning. He dropped the sack at Hugo Vell's feet and shouted at him "
           f"in a voice that rang off the forge and brought the yard running.\n\n\"{words}\"")
    assert flags(book_factory, "baseline_violation", "Ewan Rae slept.", mid, "It rained.", bible) == [(2, ["Ewan Rae"])]


def test_zh_a_chain_of_counts_that_falls_short_of_the_date(book_factory):
    first = "宣和二年六月初十，顾守拙上了堤。三日后，堤上来了人。"
    short = "过了五日，已是六月廿八，顾守拙又上了堤。"
    assert flags(book_factory, "timeline_jump", first, short, "天晴了。", ZH, zh=True) == [(2, [])]
    right = "过了五日，已是六月十八，顾守拙又上了堤。"
    assert flags(book_factory, "timeline_jump", first, right, "天晴了。", ZH, zh=True) == []
    # a chapter between with no count of its own may hold any time
    gap = three_chapters(book_factory, first, "堤上的活计干了一阵子。", "过了五日，已是六月廿八，顾守拙又上了堤。", ZH, zh=True)
    assert conflicts_of(gap, "timeline_jump") == []


def test_zh_the_master_someone_took(book_factory):
    bible = dict(ZH)
    bible["characters/a.md"] = "# 顾守拙\n- 性别：男\n## 状态\n- 与沈小舟：徒弟（沈小舟是他的师父）\n"
    mid = "说起来，沈小舟初入行时拜的师父便是顾守拙。"
    assert flags(book_factory, "relation_reversal", "顾守拙睡了。", mid, "天晴了。", bible, zh=True) == [(2, ["沈小舟", "顾守拙"])]
    same = "说起来，顾守拙初入行时拜的师父便是沈小舟。"
    assert flags(book_factory, "relation_reversal", "顾守拙睡了。", same, "天晴了。", bible, zh=True) == []


def test_zh_counts_opening_two_chapters_on_may_leave_days_uncounted(book_factory):
    first = "宣和二年九月十六，顾守拙上了堤。"
    book = three_chapters(book_factory, first, "次日上午，堤上来了人，一连忙了好些天。", "三天后，九月二十八，顾守拙回了城。", ZH, zh=True)
    assert conflicts_of(book, "timeline_jump") == []

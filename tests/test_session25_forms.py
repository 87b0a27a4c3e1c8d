"""Forms met in session 25 (own phrasings, not the held-out books'): who is alive in "我X还没死", an act at a place
(在上首磕了磕烟袋) by a man already buried."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

MILL = {"characters/a.md": "# 石大川\n- 性别：男\n- 别名：老石\n## 基本\n- 年龄：60\n",
        "characters/b.md": "# 严小满\n- 性别：男\n- 别名：小满\n## 基本\n- 年龄：30\n"}


def _dead(book_factory, chs):
    return conflicts_of(chapters_book(book_factory, chs, MILL), "dead_character_active")


def test_the_one_named_before_still_alive_is_the_one_alive(book_factory):
    chs = ["腊月初三夜里，石大川咽了气。第二天，镇上人把他抬上了北坡。",
           "正月十五，严小满把账本往桌上一拍：“老石一辈子攒下的油坊，我严小满还没死，谁也别想拆。”\n\n"
           "石大川坐在磨盘边上，伸手接过了账本。"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_i_am_not_dead_yet_revives_no_one_else(book_factory):
    chs = ["腊月初三夜里，石大川咽了气。第二天，镇上人把他抬上了北坡。",
           "正月十五，严小满红着眼说：“老石走了，我还没死呢，油坊照样开。”\n\n"
           "石大川背着手从后院走了出来。"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_an_act_at_a_place_by_the_buried_man(book_factory):
    chs = ["腊月初三夜里，石大川咽了气。第二天，镇上人把他抬上了北坡。",
           "正月十五，油坊又开了张。\n\n“别急，”石大川在灶台边敲了敲烟锅，慢慢说道，“先把火烧旺。”"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_an_act_at_a_place_in_his_lifetime_is_not_flagged(book_factory):
    chs = ["腊月初三夜里，石大川咽了气。第二天，镇上人把他抬上了北坡。",
           "正月十五，油坊又开了张。严小满想起当年，石大川在灶台边敲了敲烟锅，说先把火烧旺。"]
    assert _dead(book_factory, chs) == []


def test_a_knowing_or_words_written_at_a_place_are_no_acts(book_factory):
    chs = ["腊月初三夜里，石大川咽了气。第二天，镇上人把他抬上了北坡。",
           "正月十五，严小满翻开那本旧账。石大川在最后一页的页脚写着：“油要三榨。”\n\n"
           "在油坊里，榨油是给街坊榨的：油清不清，老石在柜台后头一闻就知道了。"]
    assert _dead(book_factory, chs) == []

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


HARBOUR = {"characters/a.md": "# Angus Reid\n- Gender: male\n- Aliases: Reid, Angus\n## Basics\n- Age: 64\n",
           "characters/b.md": "# Flora Baird\n- Gender: female\n- Aliases: Flora\n## Basics\n- Age: 30\n"}


def _dead_en(book_factory, chs):
    return conflicts_of(chapters_book(book_factory, chs, HARBOUR), "dead_character_active")


def test_an_act_then_a_question_in_the_past_perfect(book_factory):
    chs = ["On Monday the 3rd of April Angus Reid died in his chair by the stove, and they buried him on the Thursday.",
           "On Friday the 2nd of June the boats came in early.\n\n"
           "Reid leaned in over the half-door of the net loft and wanted to know if the herring had been salted "
           "down, and Flora said they had."]
    assert _dead_en(book_factory, chs) == [(2, ["Angus Reid"])]


def test_an_act_told_with_what_had_been_before_it_stays_a_memory(book_factory):
    chs = ["On Monday the 3rd of April Angus Reid died in his chair by the stove, and they buried him on the Thursday.",
           "On Friday the 2nd of June the boats came in early. Flora thought of the spring before, when Reid had "
           "been well: Reid leaned in over the half-door of the net loft then and had been sure of the weather."]
    assert _dead_en(book_factory, chs) == []


def test_a_body_pulled_out_and_named_is_a_death(book_factory):
    chs = ["冬月初九，河上起了雾。船工从闸口下面钩上来一具尸体，脸朝下，泡得发白。\n\n"
           "严小满蹲下去，把尸体翻过来，看了半天，声音都哑了：\n\n“是老石。”",
           "冬月十二，石大川端着一碗面从灶间走了出来。"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_the_dead_one_is_named_outright(book_factory):
    chs = ["冬月初九，闸口下面漂起一个人。仵作验过，死者正是石大川。",
           "冬月十二，石大川推开了油坊的门。"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_who_did_it_named_is_no_death(book_factory):
    chs = ["冬月初九，闸口下面漂起一具尸体，是个外乡人。\n\n“谁下的手？”严小满问。\n\n“是老石。”",
           "冬月十二，石大川推开了油坊的门。"]
    assert _dead(book_factory, chs) == []


def test_the_dead_man_was_named_in_english(book_factory):
    chs = ["On Monday the 3rd of April the tide left something on the slip below the net loft. The dead man was "
           "Angus Reid, and they buried him on the Thursday.",
           "On Friday the 2nd of June, Reid leaned in over the half-door of the net loft and called for Flora."]
    assert _dead_en(book_factory, chs) == [(2, ["Angus Reid"])]


def test_it_was_him_after_the_question_of_the_killer(book_factory):
    chs = ["On Monday the 3rd of April they found a body on the slip below the net loft, a stranger off the "
           "Leith boat.\n\n\"Who killed him?\" said the sergeant.\n\n\"It was Reid.\"",
           "On Friday the 2nd of June, Reid leaned in over the half-door of the net loft and called for Flora."]
    assert _dead_en(book_factory, chs) == []


def test_dead_and_back_among_the_living_in_one_sentence(book_factory):
    chs = ["腊月初三，石大川落进冰窟窿里，捞上来时已经没了气。算来石大川死了一夜，天亮时竟又还阳过来。",
           "正月十五，石大川推开了油坊的门。"]
    assert _dead(book_factory, chs) == []


def test_back_to_the_living_said_before_a_later_death_does_not_undo_it(book_factory):
    chs = ["腊月初三，石大川落进冰窟窿里，天亮时竟又还阳过来。到了腊月二十，石大川还是病死了。",
           "正月十五，石大川推开了油坊的门。"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_a_body_brought_home_by_someone_named_is_not_his_death(book_factory):
    chs = ["冬月初九，严小满的尸首是石大川一路背回镇上的。",
           "冬月十二，石大川推开了油坊的门。"]
    assert ["石大川"] not in [e for _, e in _dead(book_factory, chs)]


def test_news_of_who_burned_is_not_a_body_seen(book_factory):
    chs = ["冬月初九夜里，北街失了火。伙计跑进来喊：“街口的人说，烧死的是老石！”",
           "冬月十二，石大川推开了油坊的门。"]
    assert _dead(book_factory, chs) == []

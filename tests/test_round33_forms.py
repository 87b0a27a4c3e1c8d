"""Forms met in the round-33 books and in the benchmark's remaining misses (own phrasings)."""
from __future__ import annotations

from tests.conftest import conflicts_of, flags


def test_zh_someone_named_by_age_alone_heads_the_sentence(book_factory):
    bible = {"characters/a.md": "# 孙阿婆\n- 性别：女\n- 年龄：68（第1章时）\n- 常戴：左腕一只银镯子\n",
             "characters/b.md": "# 周杏儿\n- 性别：女\n- 年龄：19（第1章时）\n"}
    mid = "周杏儿扶着孙阿婆进了屋。\n\n老太太在炕沿上坐下，腕上那只金镯子碰得炕桌叮当响。"
    assert flags(book_factory, "baseline_violation", "孙阿婆睡了。", mid, "天晴了。", bible, zh=True) == [(2, ["孙阿婆"])]
    # the girl beside her is not the old one; and with two old women there is no telling which
    young = "孙阿婆牵着周杏儿进了屋。\n\n小姑娘在炕沿上坐下，腕上那只金镯子碰得炕桌叮当响。"
    assert flags(book_factory, "baseline_violation", "孙阿婆睡了。", young, "天晴了。", bible, zh=True) == []


def test_en_someone_named_by_age_alone_heads_the_sentence(book_factory):
    bible = {"characters/a.md": "# Amos Reed\n- Gender: male\n- Age: 71 (at chapter 1)\n- Always wears: a silver ring\n",
             "characters/b.md": "# Tom Hale\n- Gender: male\n- Age: 24 (at chapter 1)\n"}
    mid = ("Tom Hale helped Amos Reed down from the cart.\n\n"
           "The old man stood a while in the yard, the gold ring bright on the fingers that gripped the rail.")
    assert flags(book_factory, "baseline_violation", "Amos Reed slept.", mid, "It rained.", bible) == [(2, ["Amos Reed"])]
    boy = ("Amos Reed helped Tom Hale down from the cart.\n\n"
           "The young man stood a while in the yard, the gold ring bright on the fingers that gripped the rail.")
    assert flags(book_factory, "baseline_violation", "Amos Reed slept.", boy, "It rained.", bible) == []


def test_zh_a_vivid_colour_before_the_worn_thing(book_factory):
    bible = {"characters/a.md": "# 韦三娘\n- 性别：女\n- 常戴：左腕一只银镯子\n"}
    mid = "韦三娘抬手掠了掠鬓发，腕上那只黄澄澄的镯子晃了两晃。"
    assert flags(book_factory, "baseline_violation", "韦三娘睡了。", mid, "天晴了。", bible, zh=True) == [(2, ["韦三娘"])]
    same = "韦三娘抬手掠了掠鬓发，腕上那只亮闪闪的银镯子晃了两晃。"
    assert flags(book_factory, "baseline_violation", "韦三娘睡了。", same, "天晴了。", bible, zh=True) == []


def test_zh_new_clothes_do_not_explain_a_new_pendant_later(book_factory):
    bible = {"characters/a.md": "# 韦长庚\n- 性别：男\n- 常戴：腰间一块青玉佩\n"}
    mid = "韦长庚穿着一身崭新的宝蓝绸袍进了门，腰间那块青玉佩随着步子轻轻晃荡。"
    last = "韦长庚在灯下坐着，腰间挂的是一块羊脂白玉佩。"
    assert flags(book_factory, "baseline_violation", "韦长庚睡了。", mid, last, bible, zh=True) == [(3, ["韦长庚"])]
    # a new pendant is a change told
    told = "韦长庚腰间换了一块新的玉佩，看着比从前那块白些。"
    assert flags(book_factory, "baseline_violation", "韦长庚睡了。", told, last, bible, zh=True) == []


EN_ITEM = {"characters/a.md": "# Nell Garrow\n- Gender: female\n- Always wears: a jet brooch at her throat\n",
           "characters/b.md": "# Abel Garrow\n- Gender: male\n"}


def test_en_a_new_gown_is_no_new_brooch(book_factory):
    mid = "Nell Garrow came down to supper in a new blue dress, her jet brooch pinned at the collar."
    last = "Nell Garrow sat by the lamp with the amber brooch at her throat."
    assert flags(book_factory, "baseline_violation", "Nell Garrow slept.", mid, last, EN_ITEM) == [(3, ["Nell Garrow"])]
    told = "Nell Garrow came down to supper with a new brooch at her collar, in place of the jet one."
    assert flags(book_factory, "baseline_violation", "Nell Garrow slept.", told, last, EN_ITEM) == []


def test_en_a_change_in_the_next_sentence_about_someone_else(book_factory):
    mid = ("Nell Garrow stood at the gate, her jet brooch catching the light. "
           "Then Abel Garrow came up the lane with his arm out of its sling at last, the bone broken in March and mended.")
    last = "Nell Garrow sat by the lamp with the amber brooch at her throat."
    assert flags(book_factory, "baseline_violation", "Nell Garrow slept.", mid, last, EN_ITEM) == [(3, ["Nell Garrow"])]


def test_a_thing_lost_for_good_is_replaced_whenever_the_next_one_appears(book_factory):
    lost = "Nell Garrow went into the river after the dog, and the jet brooch was lost in the current."
    chapters = ["Nell Garrow slept.", lost, "It rained.", "It rained.", "It rained.",
                "Nell Garrow wore an amber brooch at her throat now, a cheap thing from the fair."]
    book = book_factory({f"{i:03d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chapters, 1)}, EN_ITEM)
    assert conflicts_of(book, "baseline_violation") == []
    # a brooch only taken off for the evening explains nothing three chapters on
    off = "Nell Garrow took off the jet brooch for the evening and laid it in the drawer."
    chapters[1] = off
    book = book_factory({f"{i:03d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chapters, 1)}, EN_ITEM)
    assert conflicts_of(book, "baseline_violation") == [(6, ["Nell Garrow"])]

"""Forms met in session 23, round 66 (own phrasings, not the held-out books'): a hat never worn; an age in a year gone by
in someone's words; 'since the feast, three days' with no comma; someone seen acting, then named; a death 'just so';
the he right after someone is named as the one it was; a 他 inside a sentence that names no one before it; en: a
feast's weather; 'still, after two years'; entries of a notebook read; a chapter that starts the day before; the elder
of two unnamed; the other hand whole; an age asked of a lad."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

INN = {"characters/a.md": "# 宋掌柜\n- 性别：男\n- 别名：老宋\n## 基本\n- 年龄：五十\n"
                          "- 常戴：一年到头扣着一顶黑呢礼帽，睡觉才摘\n- 说话习惯：慢声细语，从不高声\n",
       "characters/b.md": "# 小满\n- 性别：男\n## 基本\n- 年龄：十七\n- 外貌：黑眼珠，左脸颊上一道浅疤\n",
       "characters/c.md": "# 黑七\n- 性别：男\n## 基本\n- 外貌：右脸上一道刀疤\n"}


def _inn(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, INN), kind)


def test_zh_a_hat_never_worn(book_factory):
    chs = ["宋掌柜站在柜台后面算账。", "宋掌柜光着脑袋坐在门口。他这人从来嫌帽子闷得慌，一年四季都不戴。"]
    assert _inn(book_factory, chs, "baseline_violation") == [(2, ["宋掌柜"])]


def test_zh_an_age_in_a_year_gone_by(book_factory):
    chs = ["宋掌柜站在柜台后面算账。", "宋掌柜叹了口气，说：“甲午年，我二十岁，那年东洋人打到了海边。”"]
    assert _inn(book_factory, chs, "baseline_violation") == []


def test_zh_the_one_named_as_the_one_it_was(book_factory):
    chs = ["宋掌柜站在柜台后面算账。",
           "宋掌柜正说着话，门外忽然有人怪叫了一声。\n\n是麻六。他把两根手指塞进嘴里，扯着嗓子喊起来。"]
    assert _inn(book_factory, chs, "baseline_violation") == []


def test_zh_a_he_inside_a_sentence_after_the_one_who_headed_the_last(book_factory):
    chs = ["小满在后院劈柴。",
           "黑七从墙头跳了下来。他一把揪住小满的衣领，把他按在墙上。灯笼的光照在他脸上，照出他右脸上那道刀疤。"]
    assert _inn(book_factory, chs, "baseline_violation") == []


def test_zh_seen_then_named_and_a_death_just_so(book_factory):
    chs = ["黑七在街口晃荡。", "巡警一枪打过去，横行了半辈子的黑七，就这么死在了河沿上。",
           "饭馆门口有个人背着手走过去，歪戴着帽子，脸上一道刀疤，是黑七。"]
    assert _inn(book_factory, chs, "dead_character_active") == [(3, ["黑七"])]


def test_zh_since_the_feast_with_no_comma(book_factory):
    chs = ["五月初五，端午，宋掌柜在门口挂了艾草。", "六月二十，天热得人发昏。离端午那桩事才过去两天，街上还在说。"]
    assert [c for c, _ in _inn(book_factory, chs, "timeline_jump")] == [2]


FOUNDRY = {"characters/a.md": "# Amos Reed\n- Gender: male\n- Aliases: Amos\n## Basics\n- Age: 16\n- Eyes: brown\n",
           "characters/b.md": "# Jem Cole\n- Gender: male\n- Aliases: Jem\n## Basics\n"
                              "- Appearance: the top joint of the first finger of his right hand is missing\n"}


def _fd(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, FOUNDRY), kind)


def test_a_feasts_weather_and_still_after_years_are_no_dates(book_factory):
    chs = ["On Monday, the 19th of November, Amos Reed swept the yard.",
           "It was Candlemas weather still, raw and grey, though Candlemas was long gone. The widow wore black still, "
           "after three years, and never spoke of it.",
           "On Friday, the 23rd of November, Jem Cole came back."]
    assert _fd(book_factory, chs, "timeline_jump") == []


def test_entries_of_a_notebook_read_are_not_now(book_factory):
    chs = ["On the 3rd of December Amos Reed opened the parcel.",
           "He took off the string and began to read.\n\nMost of it was old work. And then the last pages.\n\n"
           "Nov 2 82. Sand wet again.\n\nNov 9 82. Told the master. He laughed.",
           "On the 5th of December Jem Cole came back."]
    assert _fd(book_factory, chs, "timeline_jump") == []


def test_a_chapter_that_starts_the_day_before_to_tell_it_again(book_factory):
    chs = ["On Monday, the 5th of May, Jem Cole lit the furnace, and Amos sat up with him.",
           "The mould went into the pit on Sunday, the 4th of May, and on the Monday night Jem lit the furnace."]
    assert _fd(book_factory, chs, "timeline_jump") == []
    chs[1] = "The mould went into the pit on Sunday, the 27th of April, and the men did not speak."
    assert [c for c, _ in _fd(book_factory, chs, "timeline_jump")] == [2]


def test_the_elder_of_two_unnamed(book_factory):
    chs = ["Amos Reed swept the yard.",
           "Amos Reed held the gate open. Two gentlemen got out of the cab. The elder climbed down slowly. He was a heavy old man, "
           "sixty-eight years old, with a white stock."]
    assert _fd(book_factory, chs, "baseline_violation") == []


def test_the_other_hand_whole_and_the_same_hand_whole(book_factory):
    chs = ["Jem Cole turned the bell.",
           "Jem laid his left hand on the table, the four long fingers of it whole and unmarked."]
    assert _fd(book_factory, chs, "baseline_violation") == []
    chs[1] = chs[1].replace("left hand", "right hand")
    assert _fd(book_factory, chs, "baseline_violation") == [(2, ["Jem Cole"])]


def test_an_age_asked_of_a_lad(book_factory):
    chs = ["Amos Reed swept the yard.",
           "Amos Reed stood by the pit with the skimmer. He made himself watch. It was a lot to ask of a boy of "
           "twelve, to stand there."]
    assert _fd(book_factory, chs, "baseline_violation") == [(2, ["Amos Reed"])]


def test_his_after_a_who_clause_beside_him_is_the_other_ones(book_factory):
    chs = ["Amos Reed swept the yard.",
           "Jem Cole stood in the doorway with his hat in his hands. He did not speak. Amos Reed, who was standing "
           "next to him, saw that his grey eyes were wet."]
    assert _fd(book_factory, chs, "baseline_violation") == []
    chs[1] = "Jem Cole stood in the doorway. Amos Reed rubbed his grey eyes and looked away."
    assert _fd(book_factory, chs, "baseline_violation") == [(2, ["Amos Reed"])]


PAIR = {"characters/a.md": "# 老郑\n- 性别：男\n## 状态\n- 与老马：拜把子兄弟\n",
        "characters/b.md": "# 老马\n- 性别：男\n## 状态\n- 与老郑：拜把子兄弟\n"}


def test_zh_these_two_long_enemies_a_few_words_on(book_factory):
    chs = ["老郑和老马一块儿进了园子。",
           "老郑坐在末席，跟老马隔着一张桌子。这两个人在一个园子里搭伙了七八年，向来是冤家对头，谁也不理谁。"]
    assert [c for c, _ in conflicts_of(chapters_book(book_factory, chs, PAIR), "relation_reversal")] == [2]

"""A survivors' serial that counts days from the outbreak, a broadcast that says what day it is, how it began told
after the fact, ages told of a time back or before a name; a Western's offices in their long forms, "I'm the
Sheriff now", and a rank that is someone's alias used as a title. Own phrasings, not the benchmark books'."""
from __future__ import annotations

from tests.conftest import conflicts_of

ZH = {"characters/陆沉.md": "# 陆沉\n- 别名：老陆\n- 性别：男\n## 基础信息\n- 年龄：二十八岁（第1章时）\n",
      "characters/阿蛮.md": "# 阿蛮\n- 性别：女\n## 基础信息\n- 年龄：十六岁（第1章时）\n"}


_conflicts = conflicts_of


def test_days_counted_from_the_outbreak_are_dates(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n末世第四十天，陆沉带着阿蛮出了南门。\n",
        "2.md": "# 第二章\n\n三天后，车队回到了基地。\n",
        "3.md": "# 第三章\n\n末世第三十五天，陆沉又出了一趟门。\n",
    }, ZH)
    assert [c[0] for c in _conflicts(book, "timeline_jump")] == [3]


def test_a_broadcast_saying_what_day_it_is_counts(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n末世第四十天，陆沉带着阿蛮出了南门。\n",
        "2.md": "# 第二章\n\n十天后，大喇叭响了：“这里是基地广播，今天是末世第四十二天。”\n",
    }, ZH)
    assert [c[0] for c in _conflicts(book, "timeline_jump")] == [2]


def test_how_it_began_told_after_the_fact_is_no_day_going_back(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n末世第四十天，陆沉坐在墙头。末世第五天，是他把阿蛮从车底下拖了出来。"
                "末世第八天，两人在药店里撞上，从那以后就一直搭着伙。\n",
    }, ZH)
    assert _conflicts(book, "timeline_jump") == []


def test_ages_of_a_time_back_and_before_a_name(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n陆沉摸了摸眉骨上的疤，那是他十九岁骑车摔的。“九六年，”老陆说，“我十二岁，在河边放牛。”\n\n"
                "刚满十九岁的阿蛮站在门口。\n",
    }, ZH)
    assert _conflicts(book, "baseline_violation") == [(1, ["阿蛮"])]


EN = {
    "characters/Jesse Kane.md": "# Jesse Kane\n- Aliases: the Kid\n- Gender: male\n## State\n- Rank: Deputy\n",
    "characters/Abel Voss.md": "# Abel Voss\n- Aliases: the Sheriff, Sheriff\n- Gender: male\n## State\n- Rank: Sheriff\n",
    "rules.yaml": "power_scale: [Citizen, Deputy, Sheriff, Deputy Marshal]\nrules:\n"
                  "  - id: posse\n    forbid_actions: [swore in a posse]\n    unless_rank_at_least: Sheriff\n"
                  "  - id: warrant\n    forbid_actions: [served the federal warrant]\n    unless_rank_at_least: Deputy Marshal\n",
}


def test_an_office_in_its_long_form_and_a_title_alias_before_a_name(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nAbel Voss was buried on the hill. \"Sheriff Kane,\" said the judge, and shook the Kid's "
                "hand.\n\nThe next day Jesse Kane swore in a posse at the livery.\n",
        "2.md": "# Chapter 2\n\nBy June Jesse Kane was a Deputy United States Marshal, and he served the federal warrant "
                "at noon.\n",
    }, EN)
    assert _conflicts(book, "world_rule_violation") == []


def test_without_the_new_office_the_rule_holds(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nAbel Voss was buried on the hill. The judge shook the Kid's hand.\n\n"
                "The next day Jesse Kane swore in a posse at the livery.\n",
    }, EN)
    assert _conflicts(book, "world_rule_violation") == [(1, ["Jesse Kane"])]


def test_a_character_reckoning_the_day_aloud_does_not_set_the_clock(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n四月初一，陆沉进了城。\n",
        "2.md": "# 第二章\n\n陆沉问：“几时动身？”阿蛮答道：“今日是三月二十四日了，来日便走。”\n",
    }, ZH)
    assert _conflicts(book, "timeline_jump") == []

"""Forms met while reworking the misses of round 53 (own phrasings): dates written in a ledger and read now; a wish set
down in a will; a rank given after the name called alone; a written authority in the narration; an age said next to
a simile; a hatred said to have been there always; he after a sentence headed by someone else; someone gone away."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

T = {"characters/a.md": "# Mercy Lane\n- Gender: female\n"}


def test_dates_written_in_a_ledger_are_no_day_of_the_story(book_factory):
    chs = ["On Monday the 4th of April Mercy Lane opened the shop.", "On the 20th of June the fair came to the Quay."]
    for later, flagged in (("On the 2nd of July Mercy turned back through the day-book, leaf by leaf. There was the "
                            "salt account, and under it, Paid, 9th April, in her own hand.", False),
                           ("On the 2nd of July Mercy showed the clerk her entry in green ink: Salt short, 9th April, "
                            "and the clerk said nothing.", False),
                           ("On the 2nd of July Mercy found the old page, headed Saturday the 9th of April, and read it.",
                            False),
                           ("On the 9th of April Mercy opened the shop again and sold salt.", True)):
        got = conflicts_of(chapters_book(book_factory, chs + [later], T), "timeline_jump")
        assert bool(got) is flagged, (later, got)


DEAD = {"characters/a.md": "# Amos Ware\n- Gender: male\n", "characters/b.md": "# Jem Ware\n- Gender: male\n",
        "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}


def test_a_wish_set_down_in_a_will_is_no_act(book_factory):
    chs = ["Amos Ware kept the mill.", "In March Amos Ware died, and they buried him by the weir.",
           "The lawyer read the will. Amos Ware desired that Jem should keep the mill and that the weir should be mended."]
    assert conflicts_of(chapters_book(book_factory, chs, DEAD), "dead_character_active") == []
    chs[2] = "The lawyer read the will. Then Amos Ware desired his dinner and walked down to the weir."
    assert conflicts_of(chapters_book(book_factory, chs, DEAD), "dead_character_active") == [(3, ["Amos Ware"])]


RANK = {"characters/a.md": "# Jem Ware\n- Gender: male\n## State\n- Rank: hand\n",
        "characters/b.md": "# Amos Ware\n- Gender: male\n## State\n- Rank: miller\n",
        "rules.yaml": "power_scale: [hand, head miller, miller]\nrules:\n  - id: stones\n    text: Only a head miller dresses "
                      "the stones\n    forbid_actions: [dressed the stones]\n    unless_rank_at_least: head miller\n"}


def test_a_rank_given_after_the_name_called_alone(book_factory):
    chs = ["Jem Ware swept the floor.",
           "Amos Ware stood up. “Jem Ware. You have swept this floor for eleven years. I make you head miller, from "
           "tonight.”",
           "In the morning Jem Ware dressed the stones."]
    assert conflicts_of(chapters_book(book_factory, chs, RANK), "world_rule_violation") == []
    chs[1] = "Amos Ware stood up. “Jem Ware. You have swept this floor for eleven years, and you will sweep it again.”"
    assert conflicts_of(chapters_book(book_factory, chs, RANK), "world_rule_violation") == [(3, ["Jem Ware"])]


def test_a_written_authority_in_the_narration(book_factory):
    chs = ["Jem Ware swept the floor.",
           "Amos Ware wrote it out on the back of a bill: I, Amos Ware, miller, do hereby authorise Jem Ware to dress the "
           "stones in my absence.\n\nThe next day Jem Ware dressed the stones."]
    assert conflicts_of(chapters_book(book_factory, chs, RANK), "world_rule_violation") == []
    chs[1] = ("Amos Ware wrote it out on the back of a bill: I, Amos Ware, miller, do hereby authorise Jem Ware to sweep "
              "the loft in my absence.\n\nThe next day Jem Ware dressed the stones.")
    assert conflicts_of(chapters_book(book_factory, chs, RANK), "world_rule_violation") == [(2, ["Jem Ware"])]


AGE = {"characters/a.md": "# Jem Ware\n- Gender: male\n## Basics\n- Age: 12 (at chapter 1)\n"}


def test_an_age_next_to_a_simile_is_still_an_age(book_factory):
    chs = ["Jem Ware swept the floor.", "Jem was seventeen that spring and eating like a horse."]
    assert conflicts_of(chapters_book(book_factory, chs, AGE), "baseline_violation") == [(2, ["Jem Ware"])]
    chs[1] = "For a moment Jem felt like a boy of seventeen, striding down to the weir."
    assert conflicts_of(chapters_book(book_factory, chs, AGE), "baseline_violation") == []


FRIENDS = {"characters/a.md": "# Jem Ware\n- Gender: male\n## State\n- With Nat Penny: best friends since the cradle\n",
           "characters/b.md": "# Nat Penny\n- Gender: male\n"}


def test_a_hatred_said_to_have_been_there_always(book_factory):
    chs = ["Jem Ware and Nat Penny fished the weir together.",
           "Jem carried the sacks up to the loft and dropped them at Nat's feet and went straight down again. He "
           "loathed Nat, and had always loathed him, and the whole village knew it."]
    assert conflicts_of(chapters_book(book_factory, chs, FRIENDS), "relation_reversal") == [(2, ["Jem Ware", "Nat Penny"])]
    chs[1] = "Jem carried the sacks up to the loft and dropped them at Nat's feet and went straight down again."
    assert conflicts_of(chapters_book(book_factory, chs, FRIENDS), "relation_reversal") == []


GONE = {"characters/a.md": "# Amos Ware\n- Gender: male\n## Basics\n- Eyes: blue\n",
        "characters/b.md": "# Mercy Lane\n- Gender: female\n"}


def test_he_is_not_the_one_just_said_to_be_away(book_factory):
    chs = ["Amos Ware kept the mill.",
           "A stranger rode into the yard and asked for Mercy.\n\nMercy took him into the parlour. Amos himself had gone to "
           "Frome about the wheat, so there was nobody else.\n\nHe was a thin man of forty or so. His eyes were brown "
           "and quick."]
    assert conflicts_of(chapters_book(book_factory, chs, GONE), "baseline_violation") == []
    chs[1] = ("A stranger rode into the yard and asked for Mercy.\n\nMercy took him into the parlour, where Amos sat by "
              "the fire.\n\nAmos looked up. His eyes were brown and quick.")
    assert conflicts_of(chapters_book(book_factory, chs, GONE), "baseline_violation") == [(2, ["Amos Ware"])]


ZH = {"characters/a.md": "# 顾长河\n- 性别：男\n- 别名：老顾\n## 基础信息\n- 年龄：二十岁（第1章时）\n- 眼睛：黑色\n"
                         "- 随身物品：右腕上一块旧上海牌机械表，从不离身\n",
      "characters/b.md": "# 秦峰\n- 别名：秦师傅\n## 基础信息\n- 眼睛：黑色\n- 身份：货车司机，儿子秦小川九岁\n"
                         "- 说话习惯：爱叫人\"大妹子\"\"小姑娘\"\n",
      "characters/c.md": "# 许岚\n- 性别：女\n## 状态\n- 与顾长河：从小一起长大的好朋友\n",
      "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}


def test_zh_a_bare_worn_thing_in_the_profile_against_never_wearing_one(book_factory):
    chs = ["顾长河进了车间。", "顾长河手腕上向来空荡荡的，从不戴什么表，要看时间就瞄一眼墙上的钟。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["顾长河"])]
    chs[1] = "顾长河抬起手腕，看了一眼那块旧表，已经九点了。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == []


def test_zh_a_man_with_a_son_and_a_way_of_calling_women_is_still_a_man(book_factory):
    # (秦峰 has no gender line; 儿子秦小川 is his son, "大妹子" what he calls others: he is 他, and the black eyes are his)
    chs = ["秦峰把车停在门口。", "秦峰推门进来。他眯起一双灰色的眼睛，看了看天。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["秦峰"])]


def test_zh_someone_just_come_in_goes_on_into_the_next_paragraph(book_factory):
    chs = ["顾长河进了车间。", "顾长河在屋里等着。\n\n门开了。一个男人拎着工具箱，慢吞吞地走了进来。\n\n他四十出头，一双灰色的眼睛，说话带着口音。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == []
    chs[1] = "门开了。一个男人拎着工具箱，慢吞吞地走了进来。\n\n顾长河站起身。他眯起一双灰色的眼睛。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["顾长河"])]


def test_zh_the_one_who_spoke_goes_on_after_his_words(book_factory):
    chs = ["秦峰把车停在门口。",
           "“早跟你说过，夜里别走那条道。”秦峰的声音哑哑的，“我跟你说了多少回。”\n\n他松开顾长河，抹了一把脸。他眯起一双灰色的眼睛。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["秦峰"])]


def test_zh_a_death_told_as_sacrifice_counts_the_days(book_factory):
    chs = ["2071年3月1日，顾长河和秦峰一起出车。", "3月5日，秦峰在塌方里牺牲了。", "3月20日，算起来，秦峰牺牲已经整整两个月了。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "timeline_jump") == [(3, ["秦峰"])]
    chs[2] = "5月6日，算起来，秦峰牺牲已经整整两个月了。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "timeline_jump") == []


def test_zh_a_dislike_said_to_hold_all_along(book_factory):
    chs = ["顾长河和许岚一起去了集市。", "许岚一向看不上顾长河，嫌他说话慢吞吞的。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "relation_reversal") == [(2, ["许岚", "顾长河"])]
    chs[1] = "许岚一向爱跟顾长河斗嘴，斗完了又一起吃饭。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "relation_reversal") == []


def test_zh_a_time_spoken_of_moves_no_clock(book_factory):
    chs = ["2071年3月1日，顾长河进了车间。", "3月3日，许岚在会上讲到厂里的计划，讲五年以后，普通人也可以花一辆车的钱，上去住一个星期。",
           "2071年3月4日，顾长河又去了车间。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "timeline_jump") == []


def test_zh_floating_over_is_an_act_of_the_living(book_factory):
    chs = ["顾长河进了车间。", "那天夜里，秦峰死在了塌方里，第二天就下葬了。", "秦峰从舱那头飘过来，往顾长河手里塞了一包饼干。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "dead_character_active") == [(3, ["秦峰"])]


def test_a_count_since_an_event_its_own_chapter_tells(book_factory):
    def book(line):
        return book_factory({"001.md": "# Chapter 1: The Mill\n\nOn the 3rd of May Mercy Lane opened the mill.\n",
                             "002.md": "# Chapter 2: The Fire\n\nOn the 10th of May the mill burned to the sill.\n",
                             "003.md": f"# Chapter 3: Ashes\n\nOn the 14th of May Mercy walked the yard. {line}\n"}, T)
    assert conflicts_of(book("Her hands had not stopped shaking in the nine days since the fire."), "timeline_jump") \
        == [(3, [])]
    assert conflicts_of(book("Her hands had not stopped shaking in the four days since the fire."), "timeline_jump") == []
    # a day named by what filled it, not the event: "after that long day at the mill"
    assert conflicts_of(book("It was nine days after that long day at the mill."), "timeline_jump") == []


def test_a_count_since_a_feast_named_bare(book_factory):
    chs = ["On the 2nd of January 1927 Mercy Lane opened the mill.", "On the 20th of January, St Agnes' Eve, it snowed.",
           "On the 21st of January Mercy walked to the church for St Agnes."]
    for later, flagged in (("Six weeks after Saint Agnes, on the 4th of February, Mercy opened the letter.", True),
                           ("Two weeks after Saint Agnes, on the 4th of February, Mercy opened the letter.", False)):
        got = conflicts_of(chapters_book(book_factory, chs + [later], T), "timeline_jump")
        assert bool(got) is flagged, (later, got)

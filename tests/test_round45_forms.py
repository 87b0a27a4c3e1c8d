"""Forms met in the round-45 books (own phrasings, a Boston printing shop of my own): a paper named by its date ("the
Evening Edition of Monday, June 3, 1901"); a scene that opens on a year long before the story's own; "Six weeks
went by in which …" with dated days inside it; "beginning, after three weeks, to …"; "His name was X, and he was
fifty"; "You will be a compositor" said of the future; a blow struck in a quarrel and one in horseplay; "Y's cub";
a profile's "broke him in"."""
from __future__ import annotations

from extractors.bible import relation_of
from tests.conftest import chapters_book, conflicts_of

SHOP = {"characters/a.md": "# Amos Kettle\n- Gender: male\n- Age: 50 (at chapter 1)\n## State\n- Rank: compositor\n"
                           "- With Ned Fairley: his old friend\n",
        "characters/b.md": "# Ned Fairley\n- Gender: male\n- Age: 17 (at chapter 1)\n## State\n- Rank: devil\n",
        "rules.yaml": "power_scale: [devil, apprentice, compositor, foreman]\nrules:\n  - id: lockup\n"
                      "    text: Only a compositor may lock up the forme\n    forbid_actions: [locked up the forme, lock up the forme]\n"
                      "    unless_rank_at_least: compositor\n"}
CONFIG = '[book]\ntitle = "Shop"\nlanguage = "en"\nnarrator = "Ned Fairley"\n'


def _book(book_factory, chapters):
    return book_factory({f"{i:03d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chapters, 1)}, SHOP, CONFIG)


def test_a_paper_named_by_its_date_is_no_day_now(book_factory):
    chs = ["On May 2, 1904, I came to the shop on Milk Street.",
           "On May 20, 1904, Amos Kettle showed me the file. The first was from the Evening Edition of Monday, June 3, "
           "1901, and it was yellow.",
           "On May 9, 1904, I set my first line."]
    assert conflicts_of(_book(book_factory, chs), "timeline_jump") == [(3, [])]


def test_a_scene_opening_on_a_year_long_before_is_the_past(book_factory):
    chs = ["On May 2, 1904, I came to the shop on Milk Street.",
           "On May 20, 1904, I swept the floor.\n\n---\n\nI was nine years old. It was March, 1896, and we lived over "
           "the stables on Salem Street.\n\n---\n\nOn May 21, 1904, I swept it again."]
    assert conflicts_of(_book(book_factory, chs), "baseline_violation") == []
    chs[1] = "On May 20, 1904, I swept the floor.\n\n---\n\nI was nine years old, and we lived over the stables."
    assert conflicts_of(_book(book_factory, chs), "baseline_violation") == [(2, ["Ned Fairley"])]


def test_weeks_that_went_by_in_which_dated_days_fall(book_factory):
    chs = ["On May 2, 1904, I came to the shop on Milk Street.",
           "Six weeks went by in which I learned the case by heart. On May 20 Amos Kettle let me set a handbill."]
    assert conflicts_of(_book(book_factory, chs), "timeline_jump") == []
    chs[1] = "Six weeks went by. On May 20 Amos Kettle let me set a handbill."
    assert conflicts_of(_book(book_factory, chs), "timeline_jump") == [(2, [])]


def test_a_time_taken_set_between_commas_is_no_advance(book_factory):
    chs = ["On May 2, 1904, I came to the shop on Milk Street.",
           "On May 10, 1904, my left hand was beginning, after three weeks, to find the boxes without looking. "
           "On May 12, 1904, I set a handbill."]
    assert conflicts_of(_book(book_factory, chs), "timeline_jump") == []


def test_an_age_after_his_name_was(book_factory):
    chs = ["I came to the shop.", "Amos Kettle came out of the smoke with two men, and a third was carried out dead. His "
                                  "name was Walter Pruitt, and he was thirty-one, and he had a wife on Salem Street."]
    assert conflicts_of(_book(book_factory, chs), "baseline_violation") == []
    chs[1] = "Amos Kettle was carried out of the fire, and he was thirty-one."
    assert conflicts_of(_book(book_factory, chs), "baseline_violation") == [(2, ["Amos Kettle"])]


def test_you_will_be_said_of_the_future_gives_no_rank(book_factory):
    chs = ["I came to the shop.", "\"You will be a compositor,\" Amos Kettle said to Ned Fairley, \"one day.\"",
           "Ned Fairley locked up the forme that night."]
    assert conflicts_of(_book(book_factory, chs), "world_rule_violation") == [(3, ["Ned Fairley"])]
    chs[1] = "\"You are a compositor now,\" Amos Kettle said to Ned Fairley."
    assert conflicts_of(_book(book_factory, chs), "world_rule_violation") == []


def test_a_blow_in_a_quarrel_and_one_in_horseplay(book_factory):
    quarrel = "Amos Kettle said what he said about my mother, and I hit him. He went down among the type cases."
    play = "Amos Kettle called me a sorry devil, and I punched him on the arm, and we both laughed."
    after = "Amos Kettle was my enemy now."
    assert conflicts_of(_book(book_factory, ["I came to the shop.", quarrel, after]), "relation_reversal") == []
    assert conflicts_of(_book(book_factory, ["I came to the shop.", play, after]), "relation_reversal") == \
        [(3, ["Amos Kettle", "Ned Fairley"])]


def test_someones_cub_and_broke_him_in(book_factory):
    assert relation_of("his old teacher; Kettle broke him in as a devil in 1890", "Ned Fairley", "Amos Kettle", "en") == \
        ("masterOf", "Amos Kettle", "Ned Fairley")
    bible = {**SHOP, "characters/a.md": SHOP["characters/a.md"].replace("his old friend", "his pupil; Kettle broke him in")}
    chs = ["I came to the shop.", "Amos Kettle had been Ned Fairley's cub in the winter of 1890."]
    book = book_factory({f"{i:03d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chs, 1)}, bible)
    assert conflicts_of(book, "relation_reversal") == [(2, ["Amos Kettle", "Ned Fairley"])]


ZH_OFFICE = {"characters/a.md": "# 苏晓禾\n- 别名：晓禾\n- 性别：女\n- 年龄：23岁（第1章时）\n- 惯用手：右手\n"
                                "- 常戴：一对白色的珍珠耳钉\n",
             "characters/b.md": "# 顾青山\n- 别名：奶奶\n- 性别：女\n",
             "characters/c.md": "# 韩立\n- 别名：韩总\n- 性别：男\n- 说话习惯：话少，从不提高嗓门\n"}


def test_zh_gone_at_the_end_of_a_sentence_and_mourned(book_factory):
    chs = ["2016年3月1日，苏晓禾入职。", "2016年5月2日，清晨五点，奶奶走了。\n\n出殡那天，下了小雨。",
           "2016年6月1日，奶奶推门进来，问她吃了没有。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_OFFICE, zh=True), "dead_character_active") == [(3, ["顾青山"])]
    chs[1] = "2016年5月2日，说完这句，奶奶走了。\n\n苏晓禾回到工位上，接着改方案。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH_OFFICE, zh=True), "dead_character_active") == []


def test_zh_a_death_told_in_a_notice_with_a_date_between(book_factory):
    chs = ["2016年3月1日，苏晓禾入职。",
           "> 各位同事：我们的技术总监韩立，于2016年5月2日晚在出差期间突发心源性猝死，经抢救无效离世。",
           "2016年6月1日，韩立在评审会上点了点头。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_OFFICE, zh=True), "dead_character_active") == [(3, ["韩立"])]


def test_zh_the_dead_in_a_photograph(book_factory):
    chs = ["2016年3月1日，苏晓禾入职。", "2016年5月2日，顾青山去世了。",
           "2016年6月1日，苏晓禾看着那张照片。照片是父亲挑的，顾青山坐在门口的竹椅上，笑得眼睛都眯起来了。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_OFFICE, zh=True), "dead_character_active") == []


def test_zh_a_voice_not_raised(book_factory):
    text = "韩立合上电脑，站了起来。他没有提高声音，还是那种平平的调子：\n\n“" + "这个方案先放一放，" * 3 + "”"
    assert conflicts_of(chapters_book(book_factory, ["2016年3月1日，苏晓禾入职。", text], ZH_OFFICE, zh=True),
                        "baseline_violation") == []


def test_zh_entries_read_from_a_notebook(book_factory):
    chs = ["2017年9月26日，苏晓禾入职。",
           "2018年9月1日，她翻开韩立留下的笔记本。\n\n9月12日，中秋，写得不错。10月1日，第一次值班。11月13日，她没哭。\n\n"
           "9月3日，苏晓禾合上本子。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_OFFICE, zh=True), "timeline_jump") == []


def test_zh_someone_brought_in_who_is_left_handed(book_factory):
    bible = {**ZH_OFFICE, "characters/c.md": "# 韩立\n- 性别：男\n- 惯用手：右手\n"}
    text = "苏晓禾停了一下，说：“韩立说以前有个学姐，也是左撇子，后来去了上海。”"
    assert conflicts_of(chapters_book(book_factory, ["2016年3月1日，苏晓禾入职。", text], bible, zh=True),
                        "baseline_violation") == []
    text = "苏晓禾其实是个左撇子，只是一直用右手写字。"
    assert conflicts_of(chapters_book(book_factory, ["2016年3月1日，苏晓禾入职。", text], ZH_OFFICE, zh=True),
                        "baseline_violation") == [(2, ["苏晓禾"])]


def test_zh_an_age_written_on_a_photograph(book_factory):
    text = "照片背面有一行字，是奶奶写的：晓禾六岁，会写自己名字了。"
    assert conflicts_of(chapters_book(book_factory, ["2016年3月1日，苏晓禾入职。", text], ZH_OFFICE, zh=True),
                        "baseline_violation") == []


def test_zh_ear_studs_are_earrings(book_factory):
    text = "苏晓禾耳朵上是那对从不离身的细金耳环。"
    assert conflicts_of(chapters_book(book_factory, ["2016年3月1日，苏晓禾入职。", text], ZH_OFFICE, zh=True),
                        "baseline_violation") == [(2, ["苏晓禾"])]


def test_a_grudge_let_go_mends_an_enmity(book_factory):
    bible = {**SHOP, "characters/a.md": SHOP["characters/a.md"].replace("his old friend", "bitter enemies")}
    mend = "Amos Kettle pulled the burning tympan off Ned Fairley's press, and after that Ned Fairley let the old grudge go."
    after = "By Christmas Amos Kettle and Ned Fairley were allies."
    mk = lambda chs: book_factory({f"{i:03d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chs, 1)}, bible)
    assert conflicts_of(mk(["I came to the shop.", mend, after]), "relation_reversal") == []
    assert conflicts_of(mk(["I came to the shop.", "Amos Kettle swept the floor.", after]), "relation_reversal") == \
        [(3, ["Amos Kettle", "Ned Fairley"])]


def test_zh_hatred_to_the_bone_of_me_and_half_an_hour_of_talk(book_factory):
    bible = {**ZH_OFFICE, "characters/c.md": "# 韩立\n- 性别：男\n- 说话习惯：话少，从不多言\n## 动态状态\n- 与苏晓禾：朋友\n"}
    chs = ["2016年3月1日，苏晓禾入职。", "韩立向来恨苏晓禾入骨，只是从不说出口。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "relation_reversal") == [(2, ["苏晓禾", "韩立"])]
    chs = ["2016年3月1日，苏晓禾入职。", "韩立站在白板前，一口气说了小半个时辰，谁也插不上嘴。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == [(2, ["韩立"])]

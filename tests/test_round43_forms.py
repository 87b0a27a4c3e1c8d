"""Forms met in the round-43 books (own phrasings, a salvage-divers' guild of my own): a who-clause death that
belongs to the name right before it; news of one's own death told in one's own words; a scene headed "Twenty
years before." is the past; "three years deep" is no age; a bundle opened just before the sentence naming it; a
book's own months listed with glosses ("Icemonth (1st)"); a dated page named again; a speech broken by its
attribution; "he bellowed cheerfully"; "who had learned … as X's apprentice"; profile lines "whom he trained" and
"who took him on … and trained him"."""
from __future__ import annotations

from extractors.bible import relation_of
from kg.review import review
from tests.conftest import chapters_book, conflicts_of

DIVE = {"characters/a.md": "# Gideon Vale\n- Gender: male\n- Age: 40 (at chapter 1)\n- Speech: terse, a word at a time, never raises his voice\n",
        "characters/b.md": "# Merrit Ash\n- Gender: male\n- Age: 30 (at chapter 1)\n",
        "characters/c.md": "# Lena Fisk\n- Gender: female\n- Age: 25 (at chapter 1)\n",
        "characters/d.md": "# Tobiah Quayle\n- Gender: male\n"}


def test_a_who_clause_death_is_the_name_right_before_it(book_factory):
    chs = ["The salvage barge rode at anchor.",
           "In the spring of 1887 she had still been diving, still paired with Merrit Ash, and the log had been kept "
           "by old Tobiah Quayle, who had died that winter.",
           "Merrit Ash came up the ladder with the bell rope over his shoulder."]
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "dead_character_active") == []
    chs[1] = "That spring Merrit Ash died of the bends."
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "dead_character_active") == [(3, ["Merrit Ash"])]


def test_news_of_ones_own_death_in_ones_own_words_is_no_death(book_factory):
    chs = ["The salvage barge rode at anchor.",
           "\"I told the harbour clerk I was Merrit Ash,\" said Merrit Ash, \"and he said Merrit Ash was drowned, "
           "it was in the book.\"",
           "Merrit Ash came up the ladder with the bell rope over his shoulder."]
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "dead_character_active") == []


def test_a_scene_headed_years_before_is_the_past(book_factory):
    chs = ["The salvage barge rode at anchor. Gideon Vale checked the pump.",
           "Gideon Vale coiled the hose.\n\n---\n\n*Twenty years before. The old harbour.*\n\n"
           "He was twenty and green as weed, and he had never seen a diving dress.\n\n---\n\n"
           "Gideon Vale put the kettle on."]
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "baseline_violation") == []
    chs[1] = "Gideon Vale coiled the hose.\n\n---\n\nThe old harbour.\n\nGideon Vale was twenty and green as weed."
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "baseline_violation") == [(2, ["Gideon Vale"])]


def test_years_deep_is_no_age(book_factory):
    chs = ["The salvage barge rode at anchor.", "That summer Lena Fisk was four years deep in the trade."]
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "baseline_violation") == []
    chs = ["The salvage barge rode at anchor.", "That summer Lena Fisk was forty years old."]
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "baseline_violation") != []


def test_a_bundle_opened_just_before_the_sentence_naming_it(book_factory):
    bible = {**DIVE, "foreshadows.yaml": "- id: bundle\n  cue: [sailcloth bundle, Tobiah's bundle]\n  planted: 1\n  due: 3\n"
                                         "  note: what the dead diver left\n"}
    opened = ("Lena cut the twine and unrolled the canvas on the chart table.\n\nTobiah's bundle held three things.\n\n"
              "The first was a brass tally. The second was a letter. The third was a key.")
    chs = ["Tobiah pressed the sailcloth bundle into her hands and died.", "The barge rode at anchor.", opened]
    assert [c for c in review(chapters_book(book_factory, chs, bible), persist=False, quiet=True).report.conflicts
            if c.kind == "stale_foreshadow"] == []
    shut = "Lena put Tobiah's bundle in the locker and did not touch it.\n\nThe barge rode at anchor."
    chs = ["Tobiah pressed the sailcloth bundle into her hands and died.", "The barge rode at anchor.", shut]
    assert [c.kind for c in review(chapters_book(book_factory, chs, bible), persist=False, quiet=True).report.conflicts
            if c.kind == "stale_foreshadow"] == ["stale_foreshadow"]


def _calendar_book(book_factory, second_date: str):
    world = ("# World\n## Calendar\n- Twelve months of thirty days: Icemonth (1st), Meltmonth (2nd), Sowmonth (3rd), "
             "Greenmonth (4th), Bloommonth (5th), Sunmonth (6th).\n")
    chs = ["On the 3rd of Meltmonth the barge came into the bay.", "On the 14th of Meltmonth they raised the bell.",
           f"{second_date} they went down to the wreck again."]
    return chapters_book(book_factory, chs, {**DIVE, "world.md": world})


def test_a_books_own_months_listed_with_glosses(book_factory):
    assert conflicts_of(_calendar_book(book_factory, "On the 6th of Meltmonth"), "timeline_jump") == [(3, [])]
    assert conflicts_of(_calendar_book(book_factory, "On the 20th of Meltmonth"), "timeline_jump") == []


def test_a_dated_page_named_again_is_no_day_now(book_factory):
    chs = ["On the 14th of March, 1890, the barge came into the bay.",
           "On the 2nd of April, 1890, Lena opened the old log. Between the entries for the 9th of March, 1887, and the "
           "next, a page was gone. The 9th of March ended in Tobiah's hand.",
           "On the 4th of April, 1890, they raised the bell."]
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "timeline_jump") == []


def test_a_speech_broken_by_its_attribution_is_one_speech(book_factory):
    words = " ".join(["the pump and the hose and the lead boots"] * 7)
    text = (f"\"There you are, all of you, I have looked everywhere, {words}—\" Gideon Vale said, waving an arm, "
            f"\"—and the harbour clerk, {words}, and that is the end of it.\"")
    chs = ["The salvage barge rode at anchor.", text]
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "baseline_violation") == [(2, ["Gideon Vale"])]


def test_an_attribution_with_an_adverb_after_the_words(book_factory):
    words = " ".join(["the pump and the hose and the lead boots"] * 14)
    text = f"\"Listen to me, all of you, {words}.\" Gideon Vale said quietly, and sat down."
    chs = ["The salvage barge rode at anchor.", text]
    book = chapters_book(book_factory, chs, DIVE)
    facts = [f for f in review(book, persist=False, quiet=True).graph.facts_of("utterance") if f.chapter == 2]
    assert {f.subject for f in facts} == {"Gideon Vale"}


def test_learned_as_someones_apprentice_in_a_who_clause(book_factory):
    bible = {**DIVE, "characters/a.md": DIVE["characters/a.md"] + "## State\n- With Merrit Ash: his old master, "
                                                                  "who took him on at sixteen and trained him\n"}
    chs = ["The salvage barge rode at anchor.",
           "Merrit Ash, who had learned the trade as Gideon Vale's apprentice, went down first."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal") == [(2, ["Gideon Vale", "Merrit Ash"])]


def test_profile_lines_say_who_trained_whom(book_factory):
    assert relation_of("his first apprentice, whom he fed and trained for six years", "Gideon Vale", "Merrit Ash", "en") == \
        ("masterOf", "Gideon Vale", "Merrit Ash")
    assert relation_of("his old master, who took him on at sixteen and trained him", "Merrit Ash", "Gideon Vale", "en") == \
        ("masterOf", "Gideon Vale", "Merrit Ash")
    assert relation_of("trained him for six years", "Gideon Vale", "Merrit Ash", "en") == \
        ("masterOf", "Gideon Vale", "Merrit Ash")


ZH_SECT = {"characters/a.md": "# 顾长风\n- 性别：男\n- 眼睛：黑色\n- 常戴：一条灰色的羊毛围巾\n## 动态状态\n- 修炼境界：炼气\n"
                              "- 与沈青禾：生死之交\n",
           "characters/b.md": "# 沈青禾\n- 性别：女\n## 动态状态\n- 修炼境界：炼气\n",
           "rules.yaml": "power_scale: [炼气, 筑基, 金丹]\nrules:\n  - id: sword\n    text: 筑基以下不得御剑\n"
                         "    forbid_actions: [御剑飞行, 御剑而起]\n    unless_rank_at_least: 筑基\n"}


def test_zh_a_rank_key_read_by_its_head_word(book_factory):
    chs = ["山门外落了雪。", "顾长风御剑飞行，掠过了后山。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_SECT, zh=True), "world_rule_violation") == [(2, ["顾长风"])]


def test_zh_a_status_notice_gives_the_rank_of_the_one_it_appears_to(book_factory):
    notice = "顾长风盘膝坐在洞府里，一夜没动。\n\n【提示：突破成功。当前境界：筑基。】\n\n天亮时他睁开了眼。"
    chs = ["山门外落了雪。", notice, "顾长风御剑飞行，掠过了后山。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_SECT, zh=True), "world_rule_violation") == []
    # the system's host is the one leading the narration before the notice (round 50), not anyone named in it
    host = "顾长风盘膝坐在洞府里，一夜没动。\n\n【提示：突破成功。宿主当前境界：筑基。】\n\n天亮时他睁开了眼。"
    chs = ["山门外落了雪。", host, "顾长风御剑飞行，掠过了后山。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_SECT, zh=True), "world_rule_violation") == []
    # with no one leading the narration before it, the host is unknown: no rank for anyone
    host = "洞府里一夜无声。\n\n【提示：突破成功。宿主当前境界：筑基。】\n\n天亮时顾长风睁开了眼。"
    chs = ["山门外落了雪。", host, "顾长风御剑飞行，掠过了后山。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_SECT, zh=True), "world_rule_violation") == [(3, ["顾长风"])]


def test_zh_a_paragraph_labelled_as_a_memory_is_the_past(book_factory):
    chs = ["三月初三，沈青禾死了，葬在后山。",
           "三月初九，顾长风在崖边站了很久。\n\n---\n\n【回忆·入门时】\n\n沈青禾走过来，把剑递给了他。\n\n---\n\n"
           "风停了，顾长风转身下山。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_SECT, zh=True), "dead_character_active") == []
    chs[1] = "三月初九，顾长风在崖边站了很久。\n\n---\n\n沈青禾走过来，把剑递给了他。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH_SECT, zh=True), "dead_character_active") == [(2, ["沈青禾"])]


def test_zh_someone_else_brought_in_before_a_shout(book_factory):
    bible = {**ZH_SECT, "characters/a.md": ZH_SECT["characters/a.md"] + "- 说话习惯：话少，从不高声\n"}
    text = "顾长风推门进了药铺，刚在柜台后蹲下，外头忽然传来马蹄声，接着是一个小道童扯着嗓子的大喊：\n\n“走水了！”"
    chs = ["山门外落了雪。", text]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == []
    text = "顾长风推门进了药铺，忽然扯着嗓子大喊：\n\n“走水了！”"
    assert conflicts_of(chapters_book(book_factory, ["山门外落了雪。", text], bible, zh=True), "baseline_violation") == \
        [(2, ["顾长风"])]


def test_zh_hatred_to_the_bone_is_standing(book_factory):
    chs = ["山门外落了雪。", "顾长风恨沈青禾恨进了骨头里，这么多年从没变过。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_SECT, zh=True), "relation_reversal") == [(2, ["沈青禾", "顾长风"])]
    chs = ["山门外落了雪。", "顾长风对沈青禾恨之入骨。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_SECT, zh=True), "relation_reversal") == [(2, ["沈青禾", "顾长风"])]


def test_zh_a_scarf_and_its_wool(book_factory):
    chs = ["顾长风脖子上围着那条灰色的羊毛围巾。", "顾长风脖子上那条红色的羊毛围巾被风吹得笔直。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_SECT, zh=True), "baseline_violation") == [(2, ["顾长风"])]


def test_zh_eyes_changing_on_the_page_on_someone_named_later(book_factory):
    change = ("山道上，一个背着药篓的小孩呆呆地站着。\n\n刚才她的眼睛还是黑的。现在，那双瞳孔一点一点褪了色，最后变成了金色。\n\n"
              "“我叫沈青禾。”她说。\n\n沈青禾眨了眨那双金色的眼睛。")
    bible = {**ZH_SECT, "characters/b.md": "# 沈青禾\n- 性别：女\n- 眼睛：黑色\n"}
    assert conflicts_of(chapters_book(book_factory, ["山门外落了雪。", change], bible, zh=True), "baseline_violation") == []
    silent = "山道上，一个背着药篓的小孩呆呆地站着。\n\n“我叫沈青禾。”她说。\n\n沈青禾眨了眨那双金色的眼睛。"
    assert conflicts_of(chapters_book(book_factory, ["山门外落了雪。", silent], bible, zh=True), "baseline_violation") == \
        [(2, ["沈青禾"])]


def test_eyes_that_change_colour_on_the_page(book_factory):
    bible = {**DIVE, "characters/c.md": "# Lena Fisk\n- Gender: female\n- Eyes: grey\n"}
    fever = ("Lena Fisk lay three days in the fever. When it broke, her eyes had changed colour, faded from grey to a "
             "pale amber that the surgeon could not explain.")
    chs = ["The salvage barge rode at anchor.", fever, "Lena Fisk looked up with those amber eyes and said nothing."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == []
    chs[1] = "Lena Fisk lay three days in the fever."
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(3, ["Lena Fisk"])]


def test_words_of_a_quarrel_in_other_senses_explain_no_turn(book_factory):
    bible = {**DIVE, "characters/b.md": "# Merrit Ash\n- Gender: male\n## State\n- With Gideon Vale: old friends\n"}
    for between in ("Merrit Ash turned on the lamp, and the talk broke off when Gideon Vale came in.",
                    "Gideon Vale swore under his breath at the pump; Merrit Ash forgot his gloves again.",
                    "The crew were separated into two watches, and Merrit Ash framed the chart in oak."):
        chs = ["The salvage barge rode at anchor.", between, "Merrit Ash and Gideon Vale were bitter enemies."]
        assert conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal") == \
            [(3, ["Gideon Vale", "Merrit Ash"])], between
    chs = ["The salvage barge rode at anchor.", "Gideon Vale spoke up for the divers, and Merrit Ash turned on him in front of the whole crew.",
           "Merrit Ash and Gideon Vale were bitter enemies."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal") == []


def test_zh_resting_is_no_divorce(book_factory):
    bible = {**ZH_SECT, "characters/b.md": "# 沈青禾\n- 性别：女\n## 动态状态\n- 与顾长风：夫妻\n"}
    chs = ["山门外落了雪。", "顾长风休了三天，沈青禾替他守着药炉。", "顾长风与沈青禾是死敌。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "relation_reversal") == [(3, ["沈青禾", "顾长风"])]
    chs = ["山门外落了雪。", "顾长风一纸休书，休了妻，沈青禾当夜离了山门。", "顾长风与沈青禾是死敌。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "relation_reversal") == []


def test_an_age_said_of_oneself_as_a_man_of(book_factory):
    chs = ["The salvage barge rode at anchor.",
           "\"I'm a man of fifty-two,\" said Gideon Vale, \"and I've dived this bay since I could swim.\""]
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "baseline_violation") == [(2, ["Gideon Vale"])]
    chs[1] = "\"I'm a man of forty,\" said Gideon Vale, \"and I've dived this bay since I could swim.\""
    assert conflicts_of(chapters_book(book_factory, chs, DIVE), "baseline_violation") == []


def test_a_his_after_a_sentence_led_by_a_role_is_that_persons(book_factory):
    bible = {**DIVE, "characters/a.md": "# Gideon Vale\n- Gender: male\n- Eyes: grey\n"}
    text = ("Gideon Vale slammed the ledger shut and came round the table. The harbour clerk's face had gone white. "
            "His brown eyes, without the spectacles, looked small and wet.")
    chs = ["The salvage barge rode at anchor.", text]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == []
    text = "Gideon Vale slammed the ledger shut and came round the table. His brown eyes were hard."
    assert conflicts_of(chapters_book(book_factory, ["The salvage barge rode at anchor.", text], bible),
                        "baseline_violation") == [(2, ["Gideon Vale"])]


def test_a_title_written_as_a_name_is_its_one_holder(book_factory):
    bible = {"characters/a.md": "# Walter Grange\n- Aliases: Inspector Grange\n- Gender: male\n- Handedness: right\n",
             "characters/b.md": "# Amy Doyle\n- Gender: female\n"}
    chs = ["The fog came up from the river.",
           "Amy Doyle opened the door. The Inspector wrote the address in his notebook with his left hand, as he always had."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(2, ["Walter Grange"])]
    two = {**bible, "characters/b.md": "# Amy Doyle\n- Aliases: Inspector Doyle\n- Gender: female\n"}
    assert conflicts_of(chapters_book(book_factory, chs, two), "baseline_violation") == []

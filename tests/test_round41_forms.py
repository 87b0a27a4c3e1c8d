"""Forms met in the round-41 books (own phrasings): a rank held back then ("when he was a boy-sawyer"), a voice
that thunders by habit, a road that runs through a village, a dislike that cannot abide someone, friends close as
brothers."""
from __future__ import annotations

from extractors.bible import relation_of
from tests.conftest import chapters_book, conflicts_of

PIT = {"characters/a.md": "# Amos Tregear\n- Gender: male\n- Speech: roars at the face, quiet as a mouse at home\n"
                          "## State\n- Rank: overman\n- With Eli Penrose: old friends, close as brothers\n",
       "characters/b.md": "# Eli Penrose\n- Gender: male\n## State\n- Rank: hewer\n",
       "rules.yaml": "power_scale: [boy, hewer, overman]\nrules:\n  - id: book\n    text: Only an overman may sign the pay-book\n"
                     "    forbid_actions: [signed the pay-book, sign the pay-book]\n    unless_rank_at_least: overman\n"}


def test_a_rank_held_when_he_was_young_is_no_rank_now(book_factory):
    text = ("Amos Tregear had a white seam of scar on his wrist from a fuse that burned short when he was a boy. "
            "At noon Amos Tregear signed the pay-book.")
    assert conflicts_of(chapters_book(book_factory, ["The pit was quiet.", text], PIT), "world_rule_violation") == []
    now = "Amos Tregear was a boy again in the eyes of the owners. At noon Amos Tregear signed the pay-book."
    assert conflicts_of(chapters_book(book_factory, ["The pit was quiet.", now], PIT), "world_rule_violation") == \
        [(2, ["Amos Tregear"])]


def test_a_voice_that_roars_by_habit_may_roar(book_factory):
    text = "In the count-house Amos Tregear roared at the purser about the price of candles."
    assert conflicts_of(chapters_book(book_factory, ["The pit was quiet.", text], PIT), "baseline_violation") == []


def test_a_road_through_a_village_kills_no_one(book_factory):
    chs = ["Porthgwarra slept under the rain. Porthgwarra woke at five. Porthgwarra went down the shaft at six.",
           "The road from Redruth ran through Porthgwarra, past the chapel and the count-house.",
           "Half Porthgwarra walked up to the bonfire that night, and Porthgwarra sang till dawn."]
    assert conflicts_of(chapters_book(book_factory, chs, PIT), "dead_character_active") == []


def test_could_not_abide_is_a_dislike_and_close_as_brothers_a_friendship(book_factory):
    assert relation_of("old friends, close as brothers", "Amos Tregear", "Eli Penrose", "en") == \
        ("friendOf", "Amos Tregear", "Eli Penrose")
    chs = ["The pit was quiet.", "Amos Tregear could not abide Eli Penrose, and would not eat his crib beside him."]
    assert conflicts_of(chapters_book(book_factory, chs, PIT), "relation_reversal") == [(2, ["Amos Tregear", "Eli Penrose"])]
    chs = ["The pit was quiet.", "Amos Tregear could not abide the damp in the lower level."]
    assert conflicts_of(chapters_book(book_factory, chs, PIT), "relation_reversal") == []


ZH_KILN = {"characters/a.md": "# 孔德顺\n- 性别：男\n- 惯用手：左手\n",
           "characters/b.md": "# 温小禾\n- 性别：男\n"}


def test_zh_a_habit_named_with_the_other_hand_is_that_hands(book_factory):
    text = "孔德顺叹了口气：“我这左手使惯了，要是换了右手，那字就不像我写的了。”"
    assert conflicts_of(chapters_book(book_factory, ["三月初三，窑上开了工。", text], ZH_KILN, zh=True),
                        "baseline_violation") == []
    habit = "孔德顺向来用右手握笔，这一天也不例外。"
    assert conflicts_of(chapters_book(book_factory, ["三月初三，窑上开了工。", habit], ZH_KILN, zh=True),
                        "baseline_violation") == [(2, ["孔德顺"])]


def test_zh_one_who_followed_the_dead_man_is_the_one_who_acts(book_factory):
    chs = ["三月初三，孔德顺死了，埋在窑后的坡上。", "温小禾跟着孔德顺看了六年火，如今火候全凭他一个人拿主意。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_KILN, zh=True), "dead_character_active") == []
    chs = ["三月初三，孔德顺死了，埋在窑后的坡上。", "三月十二，孔德顺看了看窑火，又添了两铲煤。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_KILN, zh=True), "dead_character_active") == [(2, ["孔德顺"])]


def test_zh_a_time_thought_of_does_not_move_the_clock(book_factory):
    chs = ["七月初七，窑上点了火。", "那一夜温小禾睡不着，想着半个月以后的事，想了很久。\n\n七月初九，开窑。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_KILN, zh=True), "timeline_jump") == []
    chs = ["七月初七，窑上点了火。", "半个月以后，七月初九，开窑。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_KILN, zh=True), "timeline_jump") == [(2, [])]


def test_apprenticeship_told_in_a_profile_or_a_chain_of_verbs(book_factory):
    assert relation_of("old hands together; Penrose served his time under Tregear", "Amos Tregear", "Eli Penrose", "en") == \
        ("discipleOf", "Eli Penrose", "Amos Tregear")
    bible = {"characters/a.md": "# Amos Tregear\n- Gender: male\n## State\n"
                                "- With Eli Penrose: his master; Penrose was apprenticed to him at twelve\n",
             "characters/b.md": "# Eli Penrose\n- Gender: male\n"}
    turned = ("Amos Tregear had come to the pit a raw boy from the fishing, and had been bound apprentice to Eli Penrose, "
              "and learned the ground from him.")
    assert conflicts_of(chapters_book(book_factory, ["The pit was quiet.", turned], bible), "relation_reversal") == \
        [(2, ["Amos Tregear", "Eli Penrose"])]
    right = ("Eli Penrose had come to the pit a raw boy from the fishing, and had been bound apprentice to Amos Tregear.")
    assert conflicts_of(chapters_book(book_factory, ["The pit was quiet.", right], bible), "relation_reversal") == []


def test_zh_a_cloth_belt_keeps_its_colour_and_a_faded_one_is_not_white(book_factory):
    red = {"characters/a.md": "# 周老四\n- 性别：男\n- 常戴：一条红布腰带\n"}
    chs = ["三月初三，周老四上了船。", "周老四蹲在舱口抽烟，腰上缠着一条灰布腰带。"]
    assert conflicts_of(chapters_book(book_factory, chs, red, zh=True), "baseline_violation") == [(2, ["周老四"])]
    faded = {"characters/a.md": "# 周老四\n- 性别：男\n- 常戴：一条洗得发白的灰布腰带\n"}
    assert conflicts_of(chapters_book(book_factory, chs, faded, zh=True), "baseline_violation") == []


def test_en_a_year_long_gone_told_in_the_present_tense_is_the_past(book_factory):
    # "It is the summer of 1821. I am nine years old. It is the 3rd of February …": a memory told in the present
    bible = {"characters/a.md": "# Ruth Lane\n- Gender: female\n- Age: 17 (at chapter 1)\n"}
    first = "On the 2nd of March, 1830, Ruth Lane and I take the boat up to Braunston."
    mem = ("On the 9th of March, 1830, the frost breaks.\n\nIt is the summer of 1821. I am nine years old. It is the 3rd of "
           "February, and Ruth Lane is a baby in a basket on the cabin roof.")
    assert conflicts_of(chapters_book(book_factory, [first, mem], bible), "timeline_jump") == []
    now = ("On the 9th of March, 1830, the frost breaks.\n\nIt is the 3rd of March, and Ruth Lane is at the tiller.")
    assert conflicts_of(chapters_book(book_factory, [first, now], bible), "timeline_jump") == [(2, [])]


ZH_CASE = {"characters/a.md": "# 沈队\n- 性别：男\n", "characters/b.md": "# 林小满\n- 性别：女\n"}


def test_zh_dates_of_notices_entries_read_and_last_year_are_not_the_day_now(book_factory):
    first = "2021年3月5日，林小满第一天到支队报到。"
    notice = "3月9日，通知贴出来了。\n\n【关于林小满同志任职的通知 经研究决定，任命林小满同志为副队长。2021年3月8日】"
    assert conflicts_of(chapters_book(book_factory, [first, notice], ZH_CASE, zh=True), "timeline_jump") == []
    book = ("3月20日，林小满收拾沈队的抽屉，翻开那本旧笔记本，一页一页地看。\n\n3月6日。新来的丫头，手快。\n\n"
            "3月12日。她自己把案子破了。")
    assert conflicts_of(chapters_book(book_factory, [first, book], ZH_CASE, zh=True), "timeline_jump") == []
    last_year = "3月20日，林小满想起那是去年11月3日，下着雨。"
    assert conflicts_of(chapters_book(book_factory, [first, last_year], ZH_CASE, zh=True), "timeline_jump") == []
    # the same dates told as the day now go back
    now = "3月20日，林小满收拾抽屉。\n\n3月6日，天晴，林小满出了外勤。"
    assert conflicts_of(chapters_book(book_factory, [first, now], ZH_CASE, zh=True), "timeline_jump") == [(2, [])]

"""Forms met in the round-39 books (own phrasings): a date whose year comes as "in the year of our Lord", a
memory opened by "thought of the evening when", a pronoun after a while-clause, a hatred "for as long as"."""
from __future__ import annotations

from kg.review import review
from tests.conftest import chapters_book, conflicts_of, flags, resolve_word

SHIP = {"characters/a.md": "# Jonas Pell\n- Gender: male\n- Age: 30 (at chapter 1)\n## State\n- With Matthew Crane: old friends\n",
        "characters/b.md": "# Matthew Crane\n- Gender: male\n- Age: 44 (at chapter 1)\n",
        "characters/c.md": "# Tobias Wyke\n- Gender: male\n"}


def test_the_year_of_our_lord_gives_the_date_its_year(book_factory):
    # year-less dates after an opening "in the year of our Lord 1602"; a later date of 1602 that goes back is flagged
    first = "It was the fourth day of April, in the year of our Lord 1602, when the Grace left Bristol."
    mid = "On the ninth of August they raised the Azores."
    back = "On the twentieth of May 1602 Jonas Pell wrote up the log."
    assert flags(book_factory, "timeline_jump", first, mid, back, SHIP) == [(3, [])]
    # without the opening year the same dates can run on into the next year: nothing to say
    bare = first.replace(", in the year of our Lord 1602,", "")
    assert flags(book_factory, "timeline_jump", bare, mid, back, SHIP) == []


def test_thought_of_the_evening_when_is_a_memory(book_factory):
    died = "Tobias Wyke died of the fever on the third night out, and they gave him to the sea at dawn."
    later = ("Jonas Pell stood at the rail a long while. He thought of the evening, a month gone, when he had stood "
             "in this same place and Tobias Wyke played on the hatch until the watch changed.")
    book = chapters_book(book_factory, ["The Grace sailed on the ebb.", died, later], SHIP)
    assert conflicts_of(book, "dead_character_active") == []
    now = "Jonas Pell stood at the rail a long while. Tobias Wyke sat on the hatch with his fiddle and played."
    book = chapters_book(book_factory, ["The Grace sailed on the ebb.", died, now], SHIP)
    assert conflicts_of(book, "dead_character_active") == [(3, ["Tobias Wyke"])]


def test_a_he_after_a_while_clause_is_the_main_subject(book_factory):
    text = ("At noon the wind dropped, and Matthew Crane climbed to the masthead and took the sun, while Jonas Pell "
            "held the glass for him below. He was forty-four years old and had never once missed his noon sight.")
    book = chapters_book(book_factory, ["The Grace sailed on the ebb.", text], SHIP)
    assert resolve_word(book, text, "He") == "Matthew Crane"
    assert conflicts_of(book, "baseline_violation") == []
    # with no subject of the gender before the while-clause, the one in it is still the nearest
    alone = ("At noon the wind dropped, while Jonas Pell held the glass below. He was thirty years old.")
    assert resolve_word(book, alone, "He") == "Jonas Pell"


def test_hated_for_as_long_as_is_a_standing_enmity(book_factory):
    book = chapters_book(book_factory, [
        "The Grace sailed on the ebb, and Jonas Pell and Matthew Crane shared the first watch.",
        "Matthew Crane had despised Jonas Pell for as long as the crew had known them both."], SHIP)
    assert conflicts_of(book, "relation_reversal") == [(2, ["Jonas Pell", "Matthew Crane"])]


ZH_BOAT = {"characters/a.md": "# 罗长顺\n- 性别：男\n- 年龄：四十岁（第1章时）\n## State\n- 等级：纤夫\n",
           "characters/b.md": "# 彭驾长\n- 性别：男\n## State\n- 等级：驾长\n",
           "rules.yaml": "power_scale: [纤夫, 号子头, 驾长]\nrules:\n  - id: helm\n    text: 驾长以上才能掌舵过滩\n"
                         "    forbid_actions: [掌舵过滩]\n    unless_rank_at_least: 驾长\n"}


def test_zh_a_republican_year_with_farmers_months_is_dated_to_the_day(book_factory):
    # 民国 years beside 腊月/正月 are no solar dating: a date a month and more back is flagged, not let slide
    chs = ["三月初三，船出了宜昌。", "冬月初八，船到了巫山。", "腊月二十，船工们祭了江。", "民国十六年正月初二，船上过年。",
           "二月二十，开春了。", "民国十五年腊月二十四，船过了瞿塘峡。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_BOAT, zh=True), "timeline_jump") == [(6, [])]
    ok = chs[:5] + ["三月初一，船过了瞿塘峡。"]
    assert conflicts_of(chapters_book(book_factory, ok, ZH_BOAT, zh=True), "timeline_jump") == []


def test_zh_a_month_named_again_is_not_months_passing(book_factory):
    # "等到九月，九月以后江水就退了": September named again, what is to come, not nine months gone by
    chs = ["三月初三，船出了宜昌。",
           "第二天，彭驾长上岸去打听。船老板说，等到九月，九月以后江水就退了。",
           "三月初九，船到了巴东。"]
    book = chapters_book(book_factory, chs, ZH_BOAT, zh=True)
    assert conflicts_of(book, "timeline_jump") == []
    tl = review(book, persist=False, quiet=True).graph.timeline
    assert tl.chapter_day[3] - tl.chapter_day[1] < 30  # the clock did not leap nine months and round the year


def test_zh_an_age_when_something_first_happened_is_no_age_now(book_factory):
    chs = ["三月初三，船出了宜昌。",
           "那天夜里罗长顺喝多了，从他十五岁头一回拉纤说起，一直说到天亮。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_BOAT, zh=True), "baseline_violation") == []
    now = ["三月初三，船出了宜昌。", "那天夜里罗长顺喝多了。罗长顺十五岁了，还是个纤夫。"]
    assert conflicts_of(chapters_book(book_factory, now, ZH_BOAT, zh=True), "baseline_violation") == [(2, ["罗长顺"])]


def test_zh_a_feast_that_tells_when_a_wound_was_made_is_not_the_day(book_factory):
    chs = ["三月初三，船出了宜昌。", "三月初九，船到了巴东。\n\n罗长顺蹲在船头抽烟，胳膊上还缠着布，是元宵夜在码头上挨的那一刀留下的伤。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_BOAT, zh=True), "timeline_jump") == []
    said = ["三月初三，船出了宜昌。", "三月初九，船到了巴东。", "这天是中秋，船歇了一天。"]
    assert conflicts_of(chapters_book(book_factory, said, ZH_BOAT, zh=True), "timeline_jump") == []


def test_a_thought_about_a_rule_is_no_breach(book_factory):
    thought = ["三月初三，船出了宜昌。",
               "罗长顺蹲在船头，看着彭驾长，心里想，原来掌舵过滩就是这样：一个人说了，就不改了。"]
    assert conflicts_of(chapters_book(book_factory, thought, ZH_BOAT, zh=True), "world_rule_violation") == []
    done = ["三月初三，船出了宜昌。", "彭驾长病倒了，罗长顺咬咬牙，掌舵过滩，船总算过去了。"]
    assert conflicts_of(chapters_book(book_factory, done, ZH_BOAT, zh=True), "world_rule_violation") == [(2, ["罗长顺"])]


def test_a_worn_thing_taken_off_in_another_colour_is_still_a_slip(book_factory):
    zh = {"characters/a.md": "# 柳三娘\n- 性别：女\n- 常戴：右腕一只银镯子\n"}
    slip = ["三月初三，柳三娘腕上的银镯子叮当作响。", "柳三娘把腕上那只金镯子取下来，搁在灶台上，挽起袖子揉面。"]
    assert conflicts_of(chapters_book(book_factory, slip, zh, zh=True), "baseline_violation") == [(2, ["柳三娘"])]
    swap = ["三月初三，柳三娘腕上的银镯子叮当作响。", "柳三娘把银镯子取下来收进匣子，换上了一只金镯子。"]
    assert conflicts_of(chapters_book(book_factory, swap, zh, zh=True), "baseline_violation") == []
    en = {"characters/a.md": "# Ruth Grice\n- Gender: female\n- Always wears: a black felt hat\n"}
    slip = ["Ruth Grice came down the quay in her black felt hat.",
            "At the chart table Ruth Grice took off her grey felt hat and shook the rain from it."]
    assert conflicts_of(chapters_book(book_factory, slip, en), "baseline_violation") == [(2, ["Ruth Grice"])]


LEFTY = {"characters/a.md": "# Agnes Rook\n- Gender: female\n- Handedness: left\n"}


def test_a_hand_claimed_as_lifelong_is_no_change_explained(book_factory):
    # "ever since she was small" and "learning to splice rope" tell a habit and a task, not a hand changed
    first = "Agnes Rook came down to the slip at dawn."
    claim = ("Agnes Rook cut the painter with her right hand, the one she had always favoured, ever since she was "
             "small and learning to splice rope on her father's boat.")
    assert conflicts_of(chapters_book(book_factory, [first, claim], LEFTY), "baseline_violation") == [(2, ["Agnes Rook"])]
    # a change told as one still explains it
    taught = ("Agnes Rook cut the painter with her right hand. Since the burn she had been learning to use her right "
              "hand for everything.")
    assert conflicts_of(chapters_book(book_factory, [first, taught], LEFTY), "baseline_violation") == []


def test_a_hand_set_beside_its_habit(book_factory):
    first = "Agnes Rook came down to the slip at dawn."
    for claim in ("Agnes Rook took up the caulking iron in her right hand, the way she had done every working day.",
                  "Agnes Rook caught the line in her right hand, the hand she trusted with everything."):
        assert conflicts_of(chapters_book(book_factory, [first, claim], LEFTY), "baseline_violation") == \
            [(2, ["Agnes Rook"])], claim
    # the trusted hand is the other one, free
    other = "Agnes Rook held the lamp in her right hand, and the hand she trusted was free for the rail."
    assert conflicts_of(chapters_book(book_factory, [first, other], LEFTY), "baseline_violation") == []

"""Forms met in session 22, round 64 (own phrasings, not the held-out books'): a date of the December before, a chapter
after January; a full month since a death; ringless fingers; a notched ear; a record's dates read; a span of dates
thought over; a stranger described after a colon; He after one speaker's words; hatred from the first week; years
served under a master; zh: a son named with his age; fidgeting with the other hand; eyes behind someone's glasses;
never one to wear anything on the hands; a month gone by 'in a flash' before a date; 他 after the one bowed to."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

SHOP = {"characters/a.md": "# Amos Tull\n- Gender: male\n- Aliases: Amos, Mr. Tull\n## Basics\n"
                           "- Always wears: a black jet mourning ring on his left hand\n"
                           "- Mark: a notch in the top of his left ear\n- Eyes: grey\n",
        "characters/b.md": "# Kit Rowe\n- Gender: male\n- Aliases: Kit\n## Basics\n- Eyes: blue\n"
                           "## State\n- With Amos Tull: Kit is Amos's apprentice (Amos Tull is Kit Rowe's master)\n",
        "characters/c.md": "# Lady Mary Hume\n- Gender: female\n- Aliases: Lady Mary\n## State\n- With Kit Rowe: friends\n"}


def _shop(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, SHOP), kind)


def test_the_december_before_a_chapter_after_january(book_factory):
    chs = ["On the 2nd of December Amos Tull opened the shop.", "On the 9th of January the snow came.",
           "The sale was held on the 16th of December, in the rain."]
    assert [c for c, _ in _shop(book_factory, chs, "timeline_jump")] == [3]


def test_a_full_month_since_a_death(book_factory):
    chs = ["On the 1st of May Lady Mary Hume came to the shop.", "On the 3rd of May Lady Mary Hume died.",
           "Now it was the 8th of May, a full month since Lady Mary had died, and the town had begun to talk."]
    assert [c for c, _ in _shop(book_factory, chs, "timeline_jump")] == [3]


def test_ringless_fingers_and_a_notch_in_the_other_ear(book_factory):
    chs = ["Amos Tull weighed out the senna.", "Amos spread his bare, ringless fingers on the counter."]
    assert _shop(book_factory, chs, "baseline_violation") == [(2, ["Amos Tull"])]
    chs[1] = "Amos weighed out the senna and scratched at the old notch in his right ear."
    assert _shop(book_factory, chs, "baseline_violation") == [(2, ["Amos Tull"])]


def test_dates_read_in_a_book_and_a_span_thought_over(book_factory):
    chs = ["On the 12th of August Kit Rowe opened the day-book.",
           "The left-hand page ended with an entry for the 2nd of August. Kit thought about it all afternoon. "
           "The 2nd of August to the 9th of August. He could not make it come right."]
    assert _shop(book_factory, chs, "timeline_jump") == []


def test_a_stranger_described_after_a_colon(book_factory):
    chs = ["Kit Rowe swept the step.",
           "Kit knew him by sight, as everybody did: a stout, red-faced man in a green coat, with grey hair and small "
           "black eyes that missed nothing."]
    assert _shop(book_factory, chs, "baseline_violation") == []


def test_he_after_one_speakers_words(book_factory):
    chs = ["Amos Tull weighed out the senna.",
           "\"Is there?\" Amos raised his eyebrows. He looked at Kit, and smiled. \"Your boy tells tales.\" He scratched "
           "at the old notch in his left ear."]
    assert _shop(book_factory, chs, "baseline_violation") == []


def test_hatred_from_the_first_week_and_years_under_a_master(book_factory):
    chs = ["Lady Mary Hume and Kit Rowe walked in the Pump Room.",
           "Kit, who had hated Lady Mary from his first week in Bath, said nothing."]
    assert _shop(book_factory, chs, "relation_reversal") == [(2, ["Kit Rowe", "Lady Mary Hume"])]
    chs = ["Amos Tull and Kit Rowe rolled pills.",
           "Amos had come to Bath in 'seventy, when his seven years under Kit Rowe were done."]
    assert _shop(book_factory, chs, "relation_reversal") == [(2, ["Amos Tull", "Kit Rowe"])]


HONG = {"characters/a.md": "# 周达昌\n- 性别：男\n- 别名：周东家\n## 基础信息\n- 年龄：五十岁（第1章时）\n- 惯用手：右手\n"
                           "- 随身之物：右手拇指上一枚碧玉扳指\n",
        "characters/b.md": "# 梁文远\n- 性别：男\n- 别名：梁先生\n## 基础信息\n- 年龄：三十岁（第1章时）\n",
        "characters/c.md": "# 何秀姑\n- 性别：女\n## 基础信息\n- 眼睛：一双黑眼珠\n"}


def _hong(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, HONG, zh=True), kind)


def test_zh_ages_and_hands_that_are_someone_elses(book_factory):
    chs = ["周达昌坐在前厅。",
           "“东家，梁先生到了。”\n\n通事梁文远跨进门来，先朝周达昌作了个揖。他三十岁，瘦高个子。\n\n"
           "梁文远说，周东家有个儿子，叫周宝生，今年二十二，在西关混日子。\n\n"
           "周达昌想事情的时候，左手就不由自主地伸过去，去捻右手拇指上的扳指。"]
    assert _hong(book_factory, chs, "baseline_violation") == []


def test_zh_eyes_behind_someone_elses_glasses(book_factory):
    chs = ["何秀姑在码头上摇橹。",
           "梁文远把眼镜摘下来擦汗。何秀姑一看，果然，镜片后面是一双灰蓝色的眼睛。"]
    assert _hong(book_factory, chs, "baseline_violation") == []


def test_zh_never_one_to_wear_anything_on_the_hands(book_factory):
    chs = ["周达昌右手拇指上那枚碧玉扳指闪着光。", "周达昌素来不喜欢在手上戴什么物件，嫌碍事。"]
    assert _hong(book_factory, chs, "baseline_violation") == [(2, ["周达昌"])]


def test_zh_a_month_gone_in_a_flash_before_a_date(book_factory):
    chs = ["道光十五年正月初二，周达昌开了行门。",
           "一个多月的工夫一晃就过去了，转眼已是正月十五。"]
    assert [c for c, _ in _hong(book_factory, chs, "timeline_jump")] == [2]
    chs[1] = "十来天的工夫一晃就过去了，转眼已是正月十五。"
    assert _hong(book_factory, chs, "timeline_jump") == []


def test_she_after_words_that_call_her_by_name(book_factory):
    chs = ["Lady Mary Hume sat by the fire.",
           "Amos came slowly back into the parlour.\n\n\"Lady Mary,\" he said, \"I must ask you to be very brave.\"\n\n"
           "She looked up at him. Her brown eyes were very wide."]
    bible = {**SHOP, "characters/c.md": SHOP["characters/c.md"].replace("## State", "## Basics\n- Eyes: grey\n## State")}
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(2, ["Lady Mary Hume"])]


def test_zh_all_taught_by_him_who_was_the_master(book_factory):
    bible = {**HONG, "characters/b.md": HONG["characters/b.md"] + "## 动态状态\n- 与周达昌：师徒，梁文远是周达昌的徒弟\n"}
    first = "周达昌带着梁文远学番话。"
    slip = "梁文远听着周达昌跟洋人讲价，心里一阵得意：周达昌这一口番话，当初可都是他这个做师父的一句一句教出来的。"
    assert conflicts_of(chapters_book(book_factory, [first, slip], bible, zh=True), "relation_reversal") == [
        (2, ["周达昌", "梁文远"])]

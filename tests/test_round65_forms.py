"""Forms met in session 23 (own phrasings, not the held-out books'): uncle and nephew (aunt and niece) turned around,
in both languages, with a parent's word of address between; a kin word with no 的 after its possessor; the same
kin told the same way round, or only as an affectionate 'like an uncle', stays quiet."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

FARM = {"characters/a.md": "# Walter Pryce\n- Gender: male\n- Aliases: Walter, Mr. Pryce\n## Basics\n- Age: 58\n"
                           "## State\n- With Owen Pryce: his uncle (Owen is his late brother's boy)\n",
        "characters/b.md": "# Owen Pryce\n- Gender: male\n- Aliases: Owen\n## Basics\n- Age: 24\n"
                           "## State\n- With Walter Pryce: his nephew\n",
        "characters/c.md": "# Gwen Lloyd\n- Gender: female\n- Aliases: Gwen\n## Basics\n- Age: 40\n"}


def _farm(book_factory, chs, kind="relation_reversal"):
    return conflicts_of(chapters_book(book_factory, chs, FARM), kind)


def test_uncle_and_nephew_turned_around(book_factory):
    chs = ["Walter Pryce drove the ewes down to the yard.", "Owen mended the gate in the rain.",
           "The sale went badly. Owen Pryce was Walter's uncle, after all, and nobody argued with him."]
    assert [c for c, _ in _farm(book_factory, chs)] == [3]


def test_the_same_way_round_or_an_affectionate_uncle_is_quiet(book_factory):
    chs = ["Walter Pryce drove the ewes down to the yard.", "Owen mended the gate in the rain.",
           "Owen Pryce was Walter's nephew, and the only one of the family who would still work the hill. "
           "Gwen Lloyd had been like an aunt to him since he was small."]
    assert _farm(book_factory, chs) == []


def test_a_parents_word_between_does_not_hide_the_swap(book_factory):
    chs = ["Walter Pryce drove the ewes down to the yard.",
           "\"Come in out of the wet, my boy,\" Walter said to Owen.",
           "Walter was Owen Pryce's nephew, people said, though he was the older by thirty years."]
    assert [c for c, _ in _farm(book_factory, chs)] == [3]


CHA = {"characters/a.md": "# 周德厚\n- 性别：男\n- 别名：周掌柜、周老板\n## 基本\n- 年龄：六十\n"
                          "## 状态\n- 与陈小满：舅甥（陈小满是周德厚的外甥）\n",
       "characters/b.md": "# 陈小满\n- 性别：男\n- 别名：小满\n## 基本\n- 年龄：十九\n"
                          "## 状态\n- 与周德厚：舅甥（周德厚是陈小满的亲舅舅）\n"}


def _cha(book_factory, chs):
    return conflicts_of(chapters_book(book_factory, chs, CHA), "relation_reversal")


def test_zh_kin_word_with_no_de_turned_around(book_factory):
    chs = ["周德厚一早就开了铺门。", "陈小满蹲在门口择菜。",
           "周德厚进城找到了陈小满。周德厚本是他外甥，见了面，总要先叫一声。"]
    assert [c for c, _ in _cha(book_factory, chs)] == [3]


def test_zh_kin_told_the_right_way_round_is_quiet(book_factory):
    chs = ["周德厚一早就开了铺门。", "陈小满蹲在门口择菜。",
           "陈小满进城找到了周德厚。陈小满是他外甥，见了面，总要先叫一声舅舅。"]
    assert _cha(book_factory, chs) == []


PAIR = {"characters/a.md": "# 郑大川\n- 性别：男\n- 别名：大川\n## 状态\n- 与吴二柱：过命的兄弟\n",
        "characters/b.md": "# 吴二柱\n- 性别：男\n- 别名：二柱\n## 状态\n- 与郑大川：过命的兄弟\n"}


def test_zh_enemies_from_the_day_they_met_denies_the_friendship(book_factory):
    # (a quarrel of one of them with someone else the chapter before: no cause of enmity from the start)
    chs = ["郑大川和吴二柱一道扛着木料进了工地。", "吴二柱跟工头大吵了一架，当场翻了脸，工头骂他是白眼狼。",
           "郑大川跟吴二柱打从头一天进工地起就是死对头，一见面就要吵。"]
    got = conflicts_of(chapters_book(book_factory, chs, PAIR), "relation_reversal")
    assert [c for c, _ in got] == [3]


SHOP = {"characters/a.md": "# Amos Tull\n- Gender: male\n- Aliases: Amos, Mr. Tull\n",
        "characters/b.md": "# Kit Rowe\n- Gender: male\n- Aliases: Kit\n"}


def _shop(book_factory, chs):
    return [c for c, _ in conflicts_of(chapters_book(book_factory, chs, SHOP), "timeline_jump")]


def test_a_weekday_and_day_of_the_month_pin_the_burial(book_factory):
    chs = ["On the 10th of June Amos Tull died in his chair behind the counter.",
           "They buried him on the Friday, the twelfth, under the yews at St Olave's.",
           "Wednesday the seventeenth came in hot and airless. Amos had lain a full month in the churchyard by then, "
           "and Kit Rowe still set out two cups in the morning."]
    assert _shop(book_factory, chs) == [3]
    chs[2] = chs[2].replace("a full month", "five days")
    assert _shop(book_factory, chs) == []


def test_a_year_first_stated_a_few_days_behind_goes_back(book_factory):
    chs = ["On the 2nd of October Kit Rowe took down the shutters.",
           "Thursday night, the 9th, the shop was full of smoke and nobody knew why.",
           "The sale ended at last on the 4th of October, 1899, in a thin rain."]
    assert _shop(book_factory, chs) == [3]


def test_a_day_named_for_what_happened_on_it_and_a_feast_a_day_out(book_factory):
    chs = ["On the 4th of May the roof of the mill came in.",
           "They buried the dead of the fourth of May on the Tuesday, the 9th, behind the chapel.",
           "Whitsun came round, and not even the fourth of May could stop the children walking."]
    assert _shop(book_factory, chs) == []
    chs = ["On the 2nd of January Kit Rowe swept the snow off the step.",
           "Kit found the letter on the Saturday, the 16th, ten days after Twelfth Night, under the mat."]
    assert _shop(book_factory, chs) == []

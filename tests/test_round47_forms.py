"""Forms met while reworking the misses of earlier rounds (own phrasings): an age said as "X四十岁的人了"; a burial
dated later in its own sentence ("They buried Abel at Kirkby on Tuesday, the 20th of March"), from which a count
("since we buried Abel") runs, not from the death days before it."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

ZH = {"characters/a.md": "# 秦六\n- 性别：男\n- 年龄：三十八岁（第1章时）\n",
      "characters/b.md": "# 白九娘\n- 性别：女\n"}
EN = {"characters/a.md": "# Abel Hurst\n- Gender: male\n", "characters/b.md": "# Martha Hurst\n- Gender: female\n"}


def test_an_age_said_as_so_many_years_a_person(book_factory):
    chs = ["秦六在镖局里扛了十年的箱子。", "第二天一早，秦六三十八岁的人了，蹲在井边哭得像个孩子。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == []
    chs[1] = "第二天一早，秦六三十一岁的人了，蹲在井边哭得像个孩子。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["秦六"])]
    # the age of a stranger, said the same way, is no one's we know
    chs[1] = "第二天一早，白九娘看见那个三十一岁的人了，蹲在井边哭。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == []


def _burial(count: str) -> list[str]:
    return ["On the 2nd of March the ewes began to lamb. Abel Hurst died in the night of the 3rd of March.",
            "The coroner kept him a fortnight. They buried Abel at Kirkby on Tuesday, the 20th of March, with "
            "the rain coming sideways.",
            f"On the 16th of April Martha Hurst sold the tups. It was {count} since we buried Abel, and she had not "
            "once gone up to the top field."]


def test_a_count_since_a_burial_runs_from_the_burial_day(book_factory):
    # the 20th of March to the 16th of April is 27 days: four weeks is right, from the burial (not from the death,
    # 44 days before, by which six weeks would pass)
    assert conflicts_of(chapters_book(book_factory, _burial("four weeks"), EN), "timeline_jump") == []
    assert conflicts_of(chapters_book(book_factory, _burial("six weeks"), EN), "timeline_jump") == [(3, ["Abel Hurst"])]


SMITH = {"characters/a.md": "# Odo Marsh\n- Gender: male\n## Baseline\n- Speech: taciturn; a grunt or a word, no more\n",
         "characters/b.md": "# Piers Wray\n- Gender: male\n"}
_RAMBLE = ", ".join(["the iron from Coalbrook was always the sweetest to work and my uncle said the same"] * 9)


def test_a_monologue_brought_in_by_a_present_tense_begins_to_talk(book_factory):
    chs = ["Odo Marsh grunted.",
           f"Piers Wray is grumbling about the bellows.\n\nOdo wipes his hands on his apron, sits on the anvil block, "
           f"and starts to talk.\n\n\"Bellows, boy, {_RAMBLE}.\"\n\nPiers Wray says nothing."]
    assert conflicts_of(chapters_book(book_factory, chs, SMITH), "baseline_violation") == [(2, ["Odo Marsh"])]


def test_the_words_after_he_said_go_on_in_his_voice(book_factory):
    # the he of '"Coalbrook," he said.' is the one who said it, though another man asked the question before
    chs = ["Odo Marsh grunted.",
           "Piers Wray, who had for once come early, asked him where the good iron came from.\n\nOdo Marsh looked at "
           f"the coals for a long while. Then he began to talk.\n\n\"Coalbrook,\" he said. \"My uncle, {_RAMBLE}.\""]
    assert conflicts_of(chapters_book(book_factory, chs, SMITH), "baseline_violation") == [(2, ["Odo Marsh"])]
    # the narration saying the speech is out of the ordinary still explains it
    chs[1] = chs[1].replace("Then he began to talk.", "Then, for once in his life, he began to talk.")
    assert conflicts_of(chapters_book(book_factory, chs, SMITH), "baseline_violation") == []


PARTNERS = {"characters/a.md": "# 罗刚\n- 性别：男\n## 动态状态\n- 与韩冰：多年的老搭档，出生入死\n",
            "characters/b.md": "# 韩冰\n- 性别：女\n"}


def test_partners_turned_sworn_foes_with_no_quarrel(book_factory):
    chs = ["罗刚把车停在巷口，韩冰递给他一支烟。", "第二天，罗刚和韩冰是局里出了名的死对头，一见面就吵。"]
    assert conflicts_of(chapters_book(book_factory, chs, PARTNERS, zh=True), "relation_reversal") == [(2, ["罗刚", "韩冰"])]
    chs[1] = "第二天，罗刚为了那桩案子跟韩冰大吵一架，从此两人成了死对头，一见面就吵。"
    assert conflicts_of(chapters_book(book_factory, chs, PARTNERS, zh=True), "relation_reversal") == []


MILL = {"characters/a.md": "# Hal Greaves\n- Gender: male\n## State\n- With Jonas Pike: his oldest friend\n",
        "characters/b.md": "# Jonas Pike\n- Gender: male\n"}


def test_enemies_from_the_first_day_is_said_of_now_too(book_factory):
    # enemies "from the day the mill opened" denies the friendship before, whatever quarrel came between
    chs = ["Hal Greaves and Jonas Pike walked to the mill together, as they had every morning for years.",
           "Hal Greaves quarrelled with Jonas Pike over the wage list, and the whole floor heard it.",
           "Hal Greaves watched Jonas Pike cross the yard. From the day the mill opened they had been enemies, and "
           "the strike had only made it worse."]
    assert conflicts_of(chapters_book(book_factory, chs, MILL), "relation_reversal") == [(3, ["Hal Greaves", "Jonas Pike"])]
    # enemies since the quarrel just told: the quarrel explains it
    chs[2] = ("Hal Greaves watched Jonas Pike cross the yard. They had been enemies since that morning, and the "
              "strike had only made it worse.")
    assert conflicts_of(chapters_book(book_factory, chs, MILL), "relation_reversal") == []


ABACUS = {"characters/a.md": "# 周掌柜\n- 性别：男\n- 惯用手：左手（左手打算盘、左手写字）\n"}


def test_always_the_other_hand_is_no_passing_weakness(book_factory):
    chs = ["周掌柜左手拿笔，在账簿上记了一笔。", "周掌柜一向是右手写字，这回害了一场风寒，腕子上没了力气，写几行就得歇一歇。"]
    assert conflicts_of(chapters_book(book_factory, chs, ABACUS, zh=True), "baseline_violation") == [(2, ["周掌柜"])]
    # the weakness alone explains the other hand now
    chs[1] = "周掌柜害了一场风寒，左腕子上没了力气，只好用右手写字，写几行就得歇一歇。"
    assert conflicts_of(chapters_book(book_factory, chs, ABACUS, zh=True), "baseline_violation") == []


NET = {"characters/a.md": "# Duncan Rowe\n- Gender: male\n- Appearance: a white scar along the right side of his jaw\n",
       "characters/b.md": "# Ailsa Rowe\n- Gender: female\n"}


def test_a_mark_on_the_side_of_his_jaw_heading_its_sentence(book_factory):
    chs = ["Duncan Rowe mended the nets.",
           "Duncan Rowe had not slept. The scar on the left side of his jaw showed white against the stubble."]
    assert conflicts_of(chapters_book(book_factory, chs, NET), "baseline_violation") == [(2, ["Duncan Rowe"])]
    chs[1] = chs[1].replace("left side", "right side")
    assert conflicts_of(chapters_book(book_factory, chs, NET), "baseline_violation") == []


FELL = {"characters/a.md": "# Meg Thwaite\n- Gender: female\n", "characters/b.md": "# Joss Thwaite\n- Gender: male\n"}


def test_a_count_after_that_weekday_runs_from_the_day_it_named(book_factory):
    chs = ["The tup sale at Kendal was on Saturday, the 3rd of March, and Joss Thwaite sold nine.",
           "Joss Thwaite mended the wall on the top field.",
           "A fortnight after that Saturday, on the 27th of March, the snow came, just as Meg Thwaite had said it "
           "would, and lay a yard deep on the fell."]
    assert conflicts_of(chapters_book(book_factory, chs, FELL), "timeline_jump") == [(3, [])]
    chs[2] = chs[2].replace("A fortnight after", "Three weeks after").replace("27th", "24th")
    assert conflicts_of(chapters_book(book_factory, chs, FELL), "timeline_jump") == []

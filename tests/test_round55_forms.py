"""Forms met while reworking the older misses in session 19 (own phrasings): a rank alias heading its sentence
("The bosun had not slept.")."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

CREW = {"characters/a.md": "# Jory Penhale\n- Gender: male\n- Aliases: Jory, the bosun\n## Basics\n"
                           "- Appearance: a white scar across his right cheek\n",
        "characters/b.md": "# Kit Marrack\n- Gender: male\n- Aliases: Kit, the surgeon\n## Basics\n- Handedness: right\n",
        "rules.yaml": "power_scale: [boy, seaman, bosun, mate]\nrules:\n  - id: dead\n    death_is_final: true\n"}


def test_a_rank_alias_heading_its_sentence_is_that_man(book_factory):
    chs = ["Jory Penhale came aboard at Falmouth.",
           "Kit Marrack went below. The bosun had not slept for two nights. The scar that crossed his left cheek was "
           "livid in the lamplight."]
    assert conflicts_of(chapters_book(book_factory, chs, CREW), "baseline_violation") == [(2, ["Jory Penhale"])]
    chs[1] = chs[1].replace("left cheek", "right cheek")
    assert conflicts_of(chapters_book(book_factory, chs, CREW), "baseline_violation") == []


def test_a_role_alias_that_is_no_rank_stays_anyone_at_a_sentence_head(book_factory):
    # "the surgeon" is Kit's alias, but "The surgeon" heading a sentence in a port may be any surgeon
    chs = ["Kit Marrack came aboard at Falmouth.",
           "Jory Penhale went ashore to the infirmary. The surgeon there was a stranger. He wrote out the bill "
           "with his left hand."]
    assert conflicts_of(chapters_book(book_factory, chs, CREW), "baseline_violation") == []


def test_a_rank_of_two_words_is_called_by_one_of_them(book_factory):
    bible = {**CREW, "characters/a.md": CREW["characters/a.md"].replace("the bosun", "the gunner")
             + "- Worn item: a brass ring in his left ear\n",
             "rules.yaml": "power_scale: [boy, seaman, master gunner]\nrules:\n  - id: dead\n    death_is_final: true\n"}
    chs = ["Jory Penhale came aboard at Falmouth.",
           "Kit Marrack went below. The gunner sat by the lamp and turned the gold ring in his left ear."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(2, ["Jory Penhale"])]


ZH = {"characters/a.md": "# 岳小川\n- 性别：男\n## 基础信息\n- 年龄：十七岁（第1章时）\n- 外貌：左腮上一颗黑痣\n",
      "characters/b.md": "# 贺长庚\n- 性别：男\n## 基础信息\n- 年龄：六十一岁（第1章时）\n"}


def test_zh_a_youth_named_only_so_is_the_one_young_man_just_named(book_factory):
    chs = ["岳小川进了药铺。",
           "贺长庚招手让岳小川过去，眯着眼打量他。\n\n灯芯噼啪一响，少年右腮上那颗黑痣跟着一跳。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["岳小川"])]
    # two young men just named: the youth is either of them
    bible = {**ZH, "characters/c.md": "# 岳小山\n- 性别：男\n## 基础信息\n- 年龄：十八岁（第1章时）\n"}
    chs[1] = "贺长庚招手让岳小川和岳小山过去，眯着眼打量他们。\n\n灯芯噼啪一响，少年右腮上那颗黑痣跟着一跳。"
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == []

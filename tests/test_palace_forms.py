"""Forms of a palace-intrigue serial (宫斗): decrees, titles that hold a rank, royal self-reference, letters signed with
a date. Texts written for these tests, not the benchmark book's."""
from __future__ import annotations

from tests.conftest import conflicts_of, three_chapters

PALACE = {
    "characters/a.md": ("# 顾清漪\n- 别名：清漪、顾答应、婉嫔、婉妃\n## 基本\n- 性别：女\n- 惯用手：左手\n- 外貌：左眉梢一粒小痣\n"
                        "## 状态\n- 位分：贵人\n"),
    "characters/b.md": "# 顾清川\n## 基本\n- 性别：男\n## 状态\n- 与顾清漪：亲兄妹，他是她哥哥\n",
    "characters/c.md": ("# 赵承嗣\n- 别名：皇上、圣上\n## 基本\n- 性别：男\n## 基线\n- 说话习惯：话极少，只说短句，从不高声\n"),
    "characters/d.md": "# 钱嬷嬷\n## 基本\n- 性别：女\n## 状态\n- 与顾清漪：她是顾清漪的教引嬷嬷\n",
    "rules.yaml": ("power_scale: [答应, 常在, 贵人, 嫔, 妃]\nrules:\n  - id: ben-gong\n    forbid_actions: [自称本宫]\n"
                   "    unless_rank_at_least: 嫔\n  - id: six-palaces\n    forbid_actions: [协理六宫]\n"
                   "    unless_rank_at_least: 妃\n"),
}


def test_a_decree_naming_her_by_surname_and_a_title_that_holds_the_rank(book_factory):
    decree = "顾清漪跪着听旨。\n\n“……贵人顾氏，温婉淑慎，册封为嫔，钦此。”"
    later = "半月后，顾清漪自称本宫，满殿的人都静了。"
    assert conflicts_of(three_chapters(book_factory, "顾清漪在窗下绣花。", decree, later, PALACE, zh=True),
                        "world_rule_violation") == []
    decree = "顾清漪跪着听旨。\n\n“……婉嫔顾氏，晋为婉妃，钦此。”"
    later = "半月后，顾清漪协理六宫，一早便去了内务府。"
    assert conflicts_of(three_chapters(book_factory, "顾清漪在窗下绣花。", decree, later, PALACE, zh=True),
                        "world_rule_violation") == []
    assert conflicts_of(three_chapters(book_factory, "顾清漪在窗下绣花。", "顾清漪跪着听旨。", later, PALACE, zh=True),
                        "world_rule_violation") == [(3, ["顾清漪"])]


def test_words_with_zhen_are_the_emperors(book_factory):
    rant = ("皇上负手立在廊下，忽然开了口：\n\n“朕跟你说，这园子朕小时候天天来，”他比了一下，"
            "“朕最爱在这里捉蛐蛐，捉了满满一罐子，藏在书房的柜子里，太傅来讲书的时候蛐蛐全跑出来了，满屋子乱蹦，"
            "太傅吓得胡子都翘起来了，朕笑得从椅子上摔了下去，母后罚朕抄了三天的书，抄得手都肿了，朕到今天还记得，"
            "那年的蛐蛐叫得可真响啊，一整个夏天都在叫，朕睡觉的时候都听得见，有一回朕还偷偷溜出去捉，被侍卫撞见了，"
            "侍卫不敢声张，只好陪着朕在草丛里趴了大半夜，第二天两个人都被蚊子咬得满脸是包，太傅看了直摇头，"
            "说天子岂可如此，朕说天子也是人，天子也要捉蛐蛐，他气得三天没跟朕说话。”")
    b = three_chapters(book_factory, "顾清漪在窗下绣花。", rant, "次日。", PALACE, zh=True)
    assert conflicts_of(b, "baseline_violation") == [(2, ["赵承嗣"])]
    # with no one saying who speaks: 朕 says it
    alone = "顾清漪跪在殿中，不敢抬头。\n\n" + rant.split("：\n\n", 1)[1].replace("”他比了一下，“", "")
    b = three_chapters(book_factory, "顾清漪在窗下绣花。", alone, "次日。", PALACE, zh=True)
    assert conflicts_of(b, "baseline_violation") == [(2, ["赵承嗣"])]


def test_a_letters_signed_date_is_not_today(book_factory):
    first = "四月初十，顾清漪收到了家书。"
    letter = "次日，顾清漪又把信读了一遍。\n\n“……家中一切安好，勿念。”\n\n兄字，三月廿八灯下。\n\n她把信收进了匣子。"
    b = three_chapters(book_factory, first, letter, "四月十五，顾清漪去了御花园。", PALACE, zh=True)
    assert conflicts_of(b, "timeline_jump") == []


def test_a_day_named_after_the_chapters_opening_interval(book_factory):
    first = "四月廿二，顾清漪去给太后请安。"
    mid = "十日之后，长春宫又接了一道旨意。\n\n那日是四月廿四，天刚亮，小太监便捧着圣旨进了院子。"
    b = three_chapters(book_factory, first, mid, "次日。", PALACE, zh=True)
    assert [c for c, _ in conflicts_of(b, "timeline_jump")] == [2]
    # a day remembered is not reached
    mid = "顾清漪又想起了那个春天。\n\n那日是三月初三，她还没有进宫。"
    b = three_chapters(book_factory, first, mid, "次日。", PALACE, zh=True)
    assert conflicts_of(b, "timeline_jump") == []


def test_the_face_in_the_mirror_and_one_hand_against_the_habit(book_factory):
    mirror = "铜镜里的人瘦了一圈，右眉梢那粒小痣格外分明。顾清漪看着镜中的自己，半晌没有说话。"
    assert conflicts_of(three_chapters(book_factory, "顾清漪在窗下绣花。", mirror, "次日。", PALACE, zh=True),
                        "baseline_violation") == [(2, ["顾清漪"])]
    tea = "顾清漪右手奉茶已经稳了，写字却还是惯用左手。"
    assert conflicts_of(three_chapters(book_factory, "顾清漪在窗下绣花。", tea, "次日。", PALACE, zh=True),
                        "baseline_violation") == []


def test_a_nanny_who_teaches_is_a_teacher(book_factory):
    mid = "说起来，钱嬷嬷原是顾清漪一手教出来的徒弟。"
    assert conflicts_of(three_chapters(book_factory, "顾清漪在窗下绣花。", mid, "次日。", PALACE, zh=True),
                        "relation_reversal") == [(2, ["钱嬷嬷", "顾清漪"])]

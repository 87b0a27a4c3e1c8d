"""Forms met in session 23, round 67 (own phrasings, not the held-out book's): a tool named in the handedness bullet
with 'held'; the idle hand kept at one's side; 'never would wear'; hatred 'with a sullen hatred since'; a day planned
after 'to be sung'; an age in an old photograph; He was N right after a death."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

BAND = {"characters/a.md": "# Owen Price\n- Gender: male\n- Aliases: Owen\n## Basics\n- Age: 50\n"
                           "- Handedness: left; he has always held the bow in his left hand\n"
                           "- Always wears: a grey muffler\n",
        "characters/b.md": "# Rhys Evans\n- Gender: male\n- Aliases: Rhys\n## Basics\n- Age: 70\n"
                           "## State\n- With Owen Price: old friends\n",
        "characters/c.md": "# Will Bevan\n- Gender: male\n- Aliases: Will\n## Basics\n- Age: 40\n"}


def _band(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, BAND), kind)


def test_a_tool_the_bible_says_is_held_in_one_hand(book_factory):
    chs = ["Owen Price tuned the fiddle.", "Owen took the bow in his right hand and began the hymn."]
    assert _band(book_factory, chs, "baseline_violation") == [(2, ["Owen Price"])]


def test_the_idle_hand_kept_at_his_side(book_factory):
    chs = ["Owen Price tuned the fiddle.",
           "Owen played it with his left hand, as always, and kept his right hand at his side till the last bar."]
    assert _band(book_factory, chs, "baseline_violation") == []


def test_never_would_wear_the_thing_always_worn(book_factory):
    chs = ["Owen Price tuned the fiddle.", "Owen buttoned his coat to the chin; he never would wear a muffler, said it spoiled his neck."]
    assert _band(book_factory, chs, "baseline_violation") == [(2, ["Owen Price"])]


def test_hated_with_a_sullen_hatred_since(book_factory):
    chs = ["Owen Price and Rhys Evans walked home together.",
           "Rhys Evans sat apart. He had hated Owen Price with a slow, bitter hatred since the first day they met."]
    assert [c for c, _ in _band(book_factory, chs, "relation_reversal")] == [2]


def test_a_day_planned_after_to_be_sung(book_factory):
    chs = ["On Monday, the 19th of July, Owen Price tuned the fiddle.",
           "There were six bands entered, to be heard in the town hall on the Saturday evening, the 7th of August.",
           "On Wednesday, the 21st of July, Will Bevan came up the hill."]
    assert _band(book_factory, chs, "timeline_jump") == []


def test_an_age_in_an_old_photograph(book_factory):
    chs = ["Owen Price tuned the fiddle.",
           "Over the fireplace hung a photograph of the band of 1898, twelve men in a row. Rhys was on the end, a young "
           "man of twenty-eight with his cap pushed back."]
    assert _band(book_factory, chs, "baseline_violation") == []


def test_he_was_n_after_a_death(book_factory):
    chs = ["Owen Price tuned the fiddle.",
           "Rhys Evans died in the night. Will Bevan sat with him, and the doctor, who said it was his heart. "
           "He was seventy. He had played the cornet for fifty years."]
    assert _band(book_factory, chs, "baseline_violation") == []
    chs[1] = chs[1].replace("He was seventy.", "He was ninety.")
    assert _band(book_factory, chs, "baseline_violation") == [(2, ["Rhys Evans"])]


# ---------------------------------------------------------------- round 67, Chinese (a dye works, my own phrasing)
DYE = {"characters/a.md": "# 孙大有\n- 性别：男\n- 别名：孙师傅、师傅\n## 基本\n- 年龄：五十\n- 境界：师傅\n"
                          "- 惯用手：左手（左撇子，抡锤、执刀都用左手）\n- 常戴：腰间一块白玉佩\n",
       "characters/b.md": "# 陈小六\n- 性别：男\n- 别名：小六\n## 基本\n- 年龄：十五\n- 境界：学徒\n"
                          "- 外貌：瘦，眼珠是少有的浅灰色（街坊叫他“黄眼猫”）\n",
       "characters/c.md": "# 周先生\n- 性别：男\n## 基本\n- 年龄：六十\n## 状态\n- 与陈小六：师徒（周先生是陈小六的先生）\n",
       "rules.yaml": "power_scale: [学徒, 师傅]\nrules:\n  - id: mix\n    forbid_actions: [下了靛料, 下靛料]\n"
                    "    unless_rank_at_least: 师傅\n"}


def _dye(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, DYE), kind)


def test_zh_days_left_until_a_day_of_the_calendar(book_factory):
    chs = ["五月初一，孙师傅开了染缸。", "六月初五，天热。这时候离六月二十交货还有三十来天，孙师傅急得睡不着。"]
    assert [c for c, _ in _dye(book_factory, chs, "timeline_jump")] == [2]
    chs[1] = chs[1].replace("三十来天", "半个月")
    assert _dye(book_factory, chs, "timeline_jump") == []


def test_zh_a_day_reckoned_ahead_and_a_span_gone_over(book_factory):
    chs = ["五月初一，孙师傅开了染缸。",
           "五月初五，布下了缸。孙师傅算了算，又觉得不对。五月二十才有布，再晾再卷，怕是赶不上。",
           "五月初九，孙师傅在院里晒布。"]
    assert _dye(book_factory, chs, "timeline_jump") == []
    chs[2] = "五天后，五月初十，布已经在缸里泡了一天了。\n\n这五天，谁也没睡好。五月初七那天，缸里起了沫，五月初八换了水。"
    assert _dye(book_factory, chs, "timeline_jump") == []


def test_zh_what_he_knew_another_did_and_a_role_word_of_an_age(book_factory):
    chs = ["陈小六在院里扫地。",
           "孙师傅把小六支出去，关上门，一个人在里头待了半个时辰。陈小六知道，那是在下靛料。\n\n"
           "“听说你如今也当师傅了？十七岁的师傅，城里头一个。”街坊笑着说。"]
    assert _dye(book_factory, chs, "world_rule_violation") == []
    assert _dye(book_factory, chs, "baseline_violation") == []


def test_zh_a_nickname_in_the_profile_and_eyes_said_after(book_factory):
    chs = ["陈小六在院里扫地。", "陈小六站在一边，一双浅灰色的眼睛也湿了。"]
    assert _dye(book_factory, chs, "baseline_violation") == []
    chs[1] = "陈小六站在一边，一双乌黑的眼睛直直地望着师傅。"
    assert _dye(book_factory, chs, "baseline_violation") == [(2, ["陈小六"])]


def test_zh_never_wears_jade_and_a_hammer_by_its_handle(book_factory):
    chs = ["孙师傅在院里晒布。", "孙师傅这个人向来嫌玉器累赘，身上从不佩戴什么玉件。"]
    assert _dye(book_factory, chs, "baseline_violation") == [(2, ["孙大有"])]
    chs[1] = "孙师傅卷起袖子，接过铁锤，右手攥住锤柄，抡圆了砸下去。"
    assert _dye(book_factory, chs, "baseline_violation") == [(2, ["孙大有"])]


def test_zh_taught_by_him_back_then(book_factory):
    chs = ["陈小六在院里扫地。", "周先生这一笔好字，还是当年陈小六手把手教会的。"]
    assert [c for c, _ in _dye(book_factory, chs, "relation_reversal")] == [2]


def test_zh_an_old_hurt_he_works_with_excuses_nothing_and_hatred_after_a_comma(book_factory):
    chs = ["孙师傅手腕上套着护腕，那是为了护住左腕上的老伤。", "孙师傅卷起袖子，接过铁锤，右手攥住锤柄，抡圆了砸下去。"]
    assert _dye(book_factory, chs, "baseline_violation") == [(2, ["孙大有"])]
    bible = dict(DYE)
    bible["characters/c.md"] = "# 周先生\n- 性别：男\n## 状态\n- 与孙大有：好友\n"
    chs = ["孙师傅和周先生喝茶。", "孙大有恨周先生，恨得牙根发痒，那人的名字提都不能提。"]
    assert [c for c, _ in conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal")] == [2]

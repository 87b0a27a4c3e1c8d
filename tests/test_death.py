"""DA01 dead_character_active on mini-manuscripts written for these tests (a sword forge, a lighthouse)."""
from __future__ import annotations

import pytest

from kg.review import review
from tests.conftest import check_evidence as _check_evidence


def _conflicts(result, kind="dead_character_active"):
    return [c for c in result.report.conflicts if c.kind == kind]




def _died(result, who):
    return [f.chapter for f in result.graph.facts_of("died") if f.subject == who]


# ---------------------------------------------------------------------------------------------- Chinese

ZH_BIBLE = {
    "characters/钟离岳.md": "# 钟离岳\n- 别名：钟师傅\n- 性别：男\n## 基础信息\n- 身份：铸剑谷的老铁匠\n",
    "characters/阿蘅.md": "# 阿蘅\n- 性别：女\n",
}
ZH_FORGE = "# 第一章 炉火\n铸剑谷里炉火通红，钟离岳抡着铁锤，一锤一锤敲打剑胚。阿蘅在旁边拉风箱。"
ZH_DEATH = ("# 第二章 夜袭\n谷外来了一伙蒙面人，为首的一刀砍在钟离岳胸口。\n"
            "当夜，钟离岳便在炉边咽了气。阿蘅跪在雪地里哭了一宿。")


def test_zh_dead_smith_acts_again(book_factory):
    book = book_factory({
        "01.md": ZH_FORGE,
        "02.md": ZH_DEATH,
        "03.md": "# 第三章 开春\n开春后，阿蘅重新生起炉火。\n钟离岳端起茶碗，慢悠悠地喝了一口，指点她淬火的火候。",
    }, ZH_BIBLE)
    r = review(book, quiet=True)
    da = _conflicts(r)
    assert len(da) == 1
    c = da[0]
    assert (c.rule, c.chapter, c.entities, c.severity.value) == ("DA01", 3, ["钟离岳"], "error")
    assert c.detail["died"] == 2
    est = [e for e in c.evidence if e.role == "established"]
    con = [e for e in c.evidence if e.role == "conflicting"]
    assert [(e.chapter, e.quote) for e in est] == [(2, "钟离岳便在炉边咽了气")]
    assert [(e.chapter, e.quote) for e in con] == [(3, "钟离岳端起")]
    _check_evidence(r, c)


@pytest.mark.parametrize("later", [
    "# 第三章 梦\n开春后的一个夜里，阿蘅梦见钟离岳站在炉边。\n钟离岳拍了拍她的肩，笑着递给她一把新剑。\n她醒来时，炉火早已熄了。",
    "# 第三章 出殡\n出殡那日，阿蘅捧着钟离岳的牌位走在最前头，山道上纸钱纷飞。",
    "# 第三章 旧事\n阿蘅想起当年钟离岳抡着铁锤教她认火色的样子，眼圈又红了。",
], ids=["dream", "funeral", "memory"])
def test_zh_dream_funeral_and_memory_are_not_the_dead_acting(book_factory, later):
    r = review(book_factory({"01.md": ZH_FORGE, "02.md": ZH_DEATH, "03.md": later}, ZH_BIBLE), quiet=True)
    assert _died(r, "钟离岳")[0] == 2  # (his memorial tablet, 钟离岳的牌位, says it again in ch3)
    assert _conflicts(r) == []


def test_zh_same_gesture_outside_the_dream_is_reported(book_factory):
    """The control for the dream case: the same sentence, told as the present, is the dead man acting."""
    book = book_factory({
        "01.md": ZH_FORGE,
        "02.md": ZH_DEATH,
        "03.md": "# 第三章 守夜\n开春后的一个夜里，阿蘅在炉边守夜。\n钟离岳拍了拍她的肩，笑着递给她一把新剑。",
    }, ZH_BIBLE)
    r = review(book, quiet=True)
    assert [(c.chapter, c.evidence[-1].quote) for c in _conflicts(r)] == [(3, "钟离岳拍了拍")]


def test_zh_survived_after_all_takes_the_death_back(book_factory):
    book = book_factory({
        "01.md": ZH_FORGE,
        "02.md": ZH_DEATH,
        "03.md": "# 第三章 归来\n半年后，阿蘅才听说，钟离岳那夜其实没死，是被山里的猎户救了回去。\n"
                 "钟离岳推开院门，笑道：“丫头，长高了。”",
    }, ZH_BIBLE)
    r = review(book, quiet=True)
    assert any(f.subject == "钟离岳" for f in r.graph.facts_of("revived"))
    assert any(f.subject == "钟离岳" and f.chapter == 3 for f in r.graph.facts_of("acts"))
    assert _conflicts(r) == []


def test_zh_resurrection_counts_only_where_death_is_not_final(book_factory):
    chapters = {
        "01.md": ZH_FORGE,
        "02.md": ZH_DEATH,
        "03.md": "# 第三章 还魂\n谷主取出一粒还魂丹，钟离岳竟死而复生。\n钟离岳起身笑道：“这一觉睡得好长。”",
    }
    assert _conflicts(review(book_factory(chapters, ZH_BIBLE), quiet=True)) == []
    final = {**ZH_BIBLE, "rules.yaml": "rules:\n  - id: no-return\n    text: 亡者不归\n    death_is_final: true\n"}
    r = review(book_factory(chapters, final), quiet=True)
    da = _conflicts(r)
    assert [(c.chapter, c.entities) for c in da] == [(3, ["钟离岳"])]
    _check_evidence(r, da[0])


def test_zh_death_told_a_clause_after_the_name(book_factory):
    book = book_factory({
        "01.md": ZH_FORGE,
        "02.md": "# 第二章 夜袭\n谷外来了一伙蒙面人。钟离岳身中七刀，当夜便咽了气。",
        "03.md": "# 第三章 开春\n钟离岳端起茶碗，慢悠悠地喝了一口。",
    }, ZH_BIBLE)
    assert [c.chapter for c in _conflicts(review(book, quiet=True))] == [3]


def test_zh_unmasked_then_explained_as_feigned_death(book_factory):
    book = book_factory({
        "01.md": ZH_FORGE,
        "02.md": ZH_DEATH,
        "03.md": "# 第三章 渡口\n半年后，阿蘅在渡口撞见一个戴斗笠的老汉，掀开斗笠，竟是钟离岳。"
                 "原来他当初是诈死，为的是引出幕后主使。",
    }, ZH_BIBLE)
    assert _conflicts(review(book, quiet=True)) == []


# ---------------------------------------------------------------------------------------------- English

EN_BIBLE = {
    "characters/Silas Crane.md": "# Silas Crane\n- Gender: male\n- Role: lighthouse keeper\n",
    "characters/Hettie Marsh.md": "# Hettie Marsh\n- Gender: female\n",
}
EN_LIGHT = ("# Chapter 1\nThe lighthouse on Gull Rock was kept by Silas Crane, who polished the great lens every dawn. "
            "Hettie Marsh rowed out with bread on Tuesdays.")
EN_DROWNED = ("# Chapter 2\nIn the January gale a wave took the gallery rail, and Silas Crane drowned off the north ledge.\n\n"
              "Hettie Marsh found his cap in the weed.")


def test_en_drowned_keeper_climbs_the_stair(book_factory):
    book = book_factory({
        "1.md": EN_LIGHT,
        "2.md": EN_DROWNED,
        "3.md": "# Chapter 3\nIn March the new keeper arrived.\n\nSilas Crane climbed the iron stair and trimmed the wick, humming an old hymn.",
    }, EN_BIBLE)
    r = review(book, quiet=True)
    da = _conflicts(r)
    assert len(da) == 1
    c = da[0]
    assert (c.rule, c.chapter, c.entities, c.severity.value) == ("DA01", 3, ["Silas Crane"], "error")
    assert [e.quote for e in c.evidence] == ["Silas Crane drowned", "Silas Crane climbed"]
    assert [e.role for e in c.evidence] == ["established", "conflicting"]
    _check_evidence(r, c)


@pytest.mark.parametrize("later", [
    "# Chapter 3\nThat night Hettie Marsh dreamed of the lamp room.\n\n"
    "Silas Crane climbed the iron stair and trimmed the wick, humming an old hymn.\n\nShe woke to gulls crying on the roof.",
    "# Chapter 3\nAt the funeral the whole village stood in the rain while the vicar read over the coffin of Silas Crane.",
    "# Chapter 3\nHettie Marsh remembered how Silas Crane used to climb the iron stair, humming an old hymn.",
    "# Chapter 3\nThe fishermen swore that the ghost of Silas Crane still climbed the iron stair on stormy nights.",
    "# Chapter 3\nHettie Marsh opened the last letter Silas Crane had written, and read it by the stove.",
], ids=["dream", "funeral", "memory", "ghost", "letter"])
def test_en_dream_funeral_memory_ghost_and_letter_are_not_the_dead_acting(book_factory, later):
    r = review(book_factory({"1.md": EN_LIGHT, "2.md": EN_DROWNED, "3.md": later}, EN_BIBLE), quiet=True)
    assert _died(r, "Silas Crane") == [2]
    assert _conflicts(r) == []


def test_en_alive_after_all_and_resurrection_under_a_final_death_rule(book_factory):
    alive = review(book_factory({
        "1.md": EN_LIGHT,
        "2.md": EN_DROWNED,
        "3.md": "# Chapter 3\nA letter came from Penzance: a fishing smack had pulled a half-dead man from the sea, "
                "and Silas Crane was alive after all.\n\nIn April Silas Crane walked up the quay with a stick.",
    }, EN_BIBLE), quiet=True)
    assert _conflicts(alive) == []

    raised = {
        "1.md": EN_LIGHT,
        "2.md": EN_DROWNED,
        "3.md": "# Chapter 3\nThe sea-witch of Porthkennack sang over the body until Silas Crane came back to life.\n\n"
                "Silas Crane said, \"Where is my cap?\"",
    }
    assert _conflicts(review(book_factory(raised, EN_BIBLE), quiet=True)) == []
    final = {**EN_BIBLE, "rules.yaml": "rules:\n  - id: no-return\n    text: The drowned stay drowned.\n    death_is_final: true\n"}
    r = review(book_factory(raised, final), quiet=True)
    assert [(c.chapter, c.evidence[-1].quote) for c in _conflicts(r)] == [(3, "Silas Crane said")]


def test_en_dead_keeper_speaks_after_a_quote(book_factory):
    book = book_factory({
        "1.md": EN_LIGHT,
        "2.md": EN_DROWNED,
        "3.md": "# Chapter 3\n\"Trim the wick before the light fails,\" said Silas Crane, shaking the rain from his oilskin.",
    }, EN_BIBLE)
    assert [c.chapter for c in _conflicts(review(book, quiet=True))] == [3]


def test_en_breathed_his_last(book_factory):
    book = book_factory({
        "1.md": EN_LIGHT,
        "2.md": "# Chapter 2\nThey carried him up from the rocks, and Silas Crane breathed his last in Hettie Marsh's arms.",
        "3.md": "# Chapter 3\nSilas Crane climbed the iron stair and trimmed the wick.",
    }, EN_BIBLE)
    assert [c.chapter for c in _conflicts(review(book, quiet=True))] == [3]


# ---------------------------------------------------------------------------------------------- both

@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_bible_reviews_and_conflict_ids_are_stable(book_factory, lang):
    if lang == "zh":
        chapters = {
            "01.md": "# 第一章\n钟离岳笑道：“火候到了。”\n钟离岳说道：“淬火。”\n阿蘅拉起风箱，钟离岳点头道：“好。”",
            "02.md": "# 第二章\n当夜，钟离岳便在炉边咽了气。",
            "03.md": "# 第三章\n钟离岳端起茶碗，喝了一口。",
        }
        who = "钟离岳"
    else:
        chapters = {
            "1.md": "# Chapter 1\n\"Trim the wick,\" said Silas Crane. \"Now the glass,\" said Silas Crane. Silas Crane nodded at the boy.",
            "2.md": "# Chapter 2\nIn the gale Silas Crane drowned off the north ledge.",
            "3.md": "# Chapter 3\nSilas Crane climbed the iron stair.",
        }
        who = "Silas Crane"
    book = book_factory(chapters)
    assert not (book / "bible").exists()
    first = review(book, quiet=True)
    second = review(book, quiet=True)
    fresh = review(book, persist=False, quiet=True)
    da = _conflicts(first)
    assert [(c.chapter, c.entities) for c in da] == [(3, [who])]
    _check_evidence(first, da[0])
    ids = [c.id for c in first.report.conflicts]
    assert ids == [c.id for c in second.report.conflicts] == [c.id for c in fresh.report.conflicts]
    assert da[0].id.startswith("da-")


def test_en_a_past_tense_in_a_later_clause_does_not_hide_the_dead_speaking(book_factory):
    bible = {"characters/Abel Quint.md": "# Abel Quint\n- Gender: male\n"}
    book = book_factory({
        "1.md": "# Chapter 1\nThe old harbourmaster Abel Quint drowned off the breakwater in the March gale.",
        "2.md": ("# Chapter 2\n\"Sit down, all of you,\" said Abel Quint from the end of the table, and the room went "
                 "still, as if a window had been opened on the winter."),
    }, bible)
    r = review(book, quiet=True)
    assert [c.chapter for c in _conflicts(r)] == [2]
    # the past before the act in its own clause still makes it a memory
    book2 = book_factory({
        "1.md": "# Chapter 1\nThe old harbourmaster Abel Quint drowned off the breakwater in the March gale.",
        "2.md": "# Chapter 2\nAll those years Abel Quint had sat at the end of the table on pay day.",
    }, bible)
    assert _conflicts(review(book2, quiet=True)) == []


def test_en_a_death_in_a_tally_and_another_persons_surname_at_a_sentence_head(book_factory):
    bible = {"characters/Abel Crake.md": "# Abel Crake\n- Aliases: Crake, A. Crake\n- Gender: male\n",
             "characters/Hannah Crake.md": "# Hannah\n- Gender: female\n"}
    book = book_factory({
        "1.md": ("# Chapter 1\nThe report went up to the office by noon: the district sealed, the fan running, one man "
                 "dead, A. Crake, overman."),
        "2.md": "# Chapter 2\nNobody spoke at supper. Hannah Crake talked about Abel, as she did at every meal now.",
    }, bible)
    r = review(book, quiet=True)
    assert [(f.subject, f.chapter) for f in r.graph.facts_of("died")] == [("Abel Crake", 1)]
    assert _conflicts(r) == []
    book2 = book_factory({
        "1.md": "# Chapter 1\nThe district sealed, the fan running, one man dead, A. Crake, overman.",
        "2.md": "# Chapter 2\nAt the lodge that night Crake sat with his arms folded and voted aye.",
    }, bible)
    assert [c.chapter for c in _conflicts(review(book2, quiet=True))] == [2]


def test_en_the_night_someone_fell_is_a_time_and_the_children_screaming_are_not_him(book_factory):
    bible = {"characters/Bert Sowerby.md": "# Bert Sowerby\n- Aliases: Bert\n- Gender: male\n",
             "characters/Tommy Dobbs.md": ("# Tommy Dobbs\n- Gender: male\n## Baseline\n"
                                           "- Speech: terse; never raises his voice\n")}
    r = review(book_factory({
        "1.md": "# Chapter 1\nBert Sowerby died at Bradford, the night after the fall.",
        "2.md": ("# Chapter 2\nShe had half thought, the night Bert fell, that the sixpence was meant for him.\n\n"
                 "Tommy Dobbs, as the clown, chased the goose with a broom and fell over it, and the children "
                 "screamed, and nobody could have guessed he had buried a friend that week."),
    }, bible), quiet=True)
    assert _conflicts(r) == []
    assert [c for c in r.report.conflicts if c.kind == "baseline_violation"] == []


# ---------------------------------------------------------------------------------------------- a title as a name

_ABBEY_RULES = "power_scale: [novice, brother, prior, abbot]\nrules: []\n"


def _abbey(extra_bible=None):
    bible = {"characters/Osric Vane.md": "# Osric Vane\n- Aliases: the Abbot, Father Osric\n- Gender: male\n"
                                         "## State\n- Rank: abbot\n",
             "characters/Wulfric Dane.md": "# Wulfric Dane\n- Aliases: Brother Wulfric\n- Gender: male\n"
                                           "## State\n- Rank: brother\n",
             "rules.yaml": _ABBEY_RULES}
    bible.update(extra_bible or {})
    return bible


_ABBEY_1 = ("# Chapter 1\n\nOsric Vane rang the bell for matins himself. Brother Wulfric swept the cloister.\n\n"
            "That winter the fever came over the hills, and on the feast of Saint Agnes Osric Vane died in his cell.\n")
_ABBEY_2 = "# Chapter 2\n\nThe snow lay deep on the garth. Brother Wulfric dug paths between the cells.\n"


def test_a_dead_holder_acting_under_his_bare_title_is_flagged(book_factory):
    book = book_factory({"1.md": _ABBEY_1, "2.md": _ABBEY_2,
                         "3.md": "# Chapter 3\n\nAt vespers the Abbot walked down the nave and blessed the novices.\n"},
                        _abbey())
    found = [(c.chapter, c.entities) for c in _conflicts(review(book, quiet=True))]
    assert found == [(3, ["Osric Vane"])]


def test_a_bare_title_after_a_successor_is_not_the_dead_holder(book_factory):
    # the text speaks of a new holder between the death and the act
    book = book_factory({"1.md": _ABBEY_1,
                         "2.md": _ABBEY_2 + "\nIn Lent the brothers chose a new abbot from among the priors.\n",
                         "3.md": "# Chapter 3\n\nAt vespers the Abbot walked down the nave and blessed the novices.\n"},
                        _abbey())
    assert _conflicts(review(book, quiet=True)) == []
    # another character is given the rank
    book = book_factory({"1.md": _ABBEY_1,
                         "2.md": _ABBEY_2 + "\nAt Candlemas Wulfric Dane was made abbot.\n",
                         "3.md": "# Chapter 3\n\nAt vespers the Abbot walked down the nave and blessed the novices.\n"},
                        _abbey())
    assert _conflicts(review(book, quiet=True)) == []


def test_what_the_dead_man_feared_is_no_act(book_factory):
    book = book_factory({"1.md": _ABBEY_1, "2.md": _ABBEY_2,
                         "3.md": "# Chapter 3\n\nThe letter from the bishop was all that Osric Vane dreaded, "
                                 "and more. Wulfric read it twice.\n"}, _abbey())
    assert _conflicts(review(book, quiet=True)) == []


def test_zh_a_dead_sect_head_under_his_title(book_factory):
    bible = {"characters/厉沧海.md": "# 厉沧海\n- 别名：宗主\n- 性别：男\n## 状态\n- 等级：宗主\n",
             "characters/陶小满.md": "# 陶小满\n- 性别：女\n## 状态\n- 等级：弟子\n",
             "rules.yaml": "power_scale: [弟子, 长老, 宗主]\nrules: []\n"}
    one = "# 第一章\n厉沧海在山门前练剑，陶小满捧着茶立在一旁。\n\n当夜魔教来袭，厉沧海力战而亡。\n"
    two = "# 第二章\n大雪封山，陶小满守在灵堂里，三天没有合眼。\n"
    book = book_factory({"1.md": one, "2.md": two, "3.md": "# 第三章\n次日清晨，宗主走进大殿，对众弟子说道：“都起来练功。”\n"},
                        bible)
    assert [(c.chapter, c.entities) for c in _conflicts(review(book, quiet=True))] == [(3, ["厉沧海"])]
    book = book_factory({"1.md": one, "2.md": two + "\n众长老推举新任宗主，由大长老接掌山门。\n",
                         "3.md": "# 第三章\n次日清晨，宗主走进大殿，对众弟子说道：“都起来练功。”\n"}, bible)
    assert _conflicts(review(book, quiet=True)) == []


def test_zh_a_death_after_a_clause_about_someone_else(book_factory):
    # 教/令/见 in another clause (魔教来袭, 军令) do not make the death a report; 而亡 is a death
    bible = {"characters/韩铁衣.md": "# 韩铁衣\n- 性别：男\n", "characters/苗小禾.md": "# 苗小禾\n- 性别：女\n"}
    book = book_factory({
        "1.md": "# 第一章\n韩铁衣在寨门口磨刀。\n\n三更时分，山贼勾结邪教夜袭，韩铁衣力竭而亡。\n",
        "2.md": "# 第二章\n苗小禾烧了三天纸。\n",
        "3.md": "# 第三章\n韩铁衣推开寨门，冲苗小禾喊道：“开饭了。”\n",
    }, bible)
    r = review(book, quiet=True)
    assert [f.chapter for f in r.graph.facts_of("died") if f.subject == "韩铁衣"] == [1]
    assert [(c.chapter, c.entities) for c in _conflicts(r)] == [(3, ["韩铁衣"])]
    # a report in the same clause still is one
    book = book_factory({
        "1.md": "# 第一章\n韩铁衣在寨门口磨刀。\n\n苗小禾听说韩铁衣死了，却不肯信。\n",
        "2.md": "# 第二章\n韩铁衣推开寨门，冲苗小禾喊道：“开饭了。”\n",
    }, bible)
    assert _conflicts(review(book, quiet=True)) == []

"""WR01 world_rule_violation on mini-manuscripts written for these tests (a cultivation sect on 青霞峰,
a college of glass-mages)."""
from __future__ import annotations

import pytest

from kg.review import review
from tests.conftest import check_evidence as _check_evidence


def _conflicts(result, kind="world_rule_violation"):
    return [c for c in result.report.conflicts if c.kind == kind]




# ---------------------------------------------------------------------------------------------- Chinese

ZH_RULES = (
    "power_scale: [引气境, 筑台境, 结丹境, 化神境]\n"
    "rules:\n"
    "  - id: sword-flight\n"
    "    text: 筑台境以下的弟子不得御剑\n"
    "    forbid_actions: [御剑飞行, 御剑而起, 踏剑凌空]\n"
    "    unless_rank_at_least: 筑台境\n"
)
ZH_BIBLE = {
    "rules.yaml": ZH_RULES,
    "characters/温如玉.md": "# 温如玉\n- 性别：女\n## 基础信息\n- 身份：青霞峰外门弟子\n## 动态状态\n- 境界：引气境\n",
    "characters/裴照.md": "# 裴照\n- 性别：男\n## 动态状态\n- 境界：结丹境\n",
    "characters/小石头.md": "# 小石头\n- 性别：男\n",
}
ZH_1 = "# 第一章 云海\n青霞峰上云海翻涌。温如玉每日卯时起身打坐，引天地灵气入体。"
ZH_2 = "# 第二章 桂花糖\n师兄裴照从山下回来，带了一包桂花糖给她。"


def test_zh_flying_on_a_sword_below_the_rank(book_factory):
    book = book_factory({
        "01.md": ZH_1,
        "02.md": ZH_2,
        "03.md": "# 第三章 妖兽\n山门外妖兽来袭，温如玉御剑飞行，眨眼便越过了三座山头。",
    }, ZH_BIBLE)
    r = review(book, quiet=True)
    wr = _conflicts(r)
    assert len(wr) == 1
    c = wr[0]
    assert (c.rule, c.chapter, c.entities, c.severity.value) == ("WR01", 3, ["温如玉"], "error")
    assert c.detail == {"rule": "sword-flight", "rank": "引气境", "needs": "筑台境"}
    est = [e for e in c.evidence if e.role == "established"]
    assert [(e.chapter, e.source, e.quote) for e in est] == [(0, "bible/characters/温如玉.md", "境界：引气境")]
    assert [e.quote for e in c.evidence if e.role == "conflicting"] == ["御剑飞行"]
    _check_evidence(r, c)


@pytest.mark.parametrize("two, three", [
    ("# 第二章 出关\n闭关三月，温如玉晋入筑台境，出关时满山桃花都开了。",
     "# 第三章 妖兽\n妖兽来袭，温如玉御剑而起，直追过去。"),
    (ZH_2,
     "# 第三章 妖兽\n闭关七日后，温如玉终于突破到筑台境。\n山门外妖兽来袭，温如玉御剑飞行，眨眼便越过了三座山头。"),
    (ZH_2,
     "# 第三章 妖兽\n妖兽来袭，温如玉御剑而起，直追过去。众人这才发觉，温如玉早已晋入筑台境。"),
    ("# 第二章 册封\n掌门当众封温如玉为筑台境弟子，满座哗然。",
     "# 第三章 妖兽\n妖兽来袭，温如玉御剑而起，直追过去。"),
], ids=["earlier-chapter", "same-chapter-before", "same-chapter-after", "conferred"])
def test_zh_breakthrough_before_the_flight_allows_it(book_factory, two, three):
    r = review(book_factory({"01.md": ZH_1, "02.md": two, "03.md": three}, ZH_BIBLE), quiet=True)
    assert any(f.subject == "温如玉" and f.object == "筑台境" for f in r.graph.facts_of("rank"))
    assert any(f.subject == "温如玉" for f in r.graph.facts_of("action"))
    assert _conflicts(r) == []


@pytest.mark.parametrize("three", [
    "# 第三章 门规\n裴照摇头道：“引气境的弟子不能御剑飞行，你老实待在山上。”温如玉只好点头。",
    "# 第三章 门规\n按门规，引气境弟子不得御剑飞行。温如玉只能徒步下山。",
    "# 第三章 摔跤\n温如玉试图御剑飞行，剑身晃了两晃，把她摔进了草丛里。",
    "# 第三章 梦\n温如玉梦见自己御剑飞行，越过了三座山头。\n醒来时天还没亮。",
    "# 第三章 妖兽\n山门外妖兽来袭，裴照御剑飞行，眨眼便越过了三座山头。",
], ids=["explained-in-dialogue", "rule-in-narration", "failed-attempt", "dream", "senior-does-it"])
def test_zh_rule_talk_attempts_dreams_and_seniors_are_not_violations(book_factory, three):
    r = review(book_factory({"01.md": ZH_1, "02.md": ZH_2, "03.md": three}, ZH_BIBLE), quiet=True)
    assert _conflicts(r) == []


def test_zh_falling_back_a_rank_forbids_it_again(book_factory):
    book = book_factory({
        "01.md": ZH_1,
        "02.md": "# 第二章 心魔\n闭关三月，温如玉晋入筑台境。\n谁知一场心魔劫后，温如玉跌落到引气境，经脉寸断。",
        "03.md": "# 第三章 妖兽\n妖兽来袭，温如玉御剑而起，直追过去。",
    }, ZH_BIBLE)
    r = review(book, quiet=True)
    wr = _conflicts(r)
    assert len(wr) == 1
    est = [e for e in wr[0].evidence if e.role == "established"]
    assert [(e.chapter, e.quote) for e in est] == [(2, "温如玉跌落到引气境")]
    _check_evidence(r, wr[0])


def test_zh_unranked_character_and_bible_without_rank_rules(book_factory):
    chapters = {
        "01.md": ZH_1,
        "02.md": ZH_2,
        "03.md": "# 第三章 妖兽\n妖兽来袭，小石头竟也御剑飞行，追着温如玉去了。温如玉御剑飞行，头也不回。",
    }
    r = review(book_factory(chapters, ZH_BIBLE), quiet=True)
    # 小石头 has no rank anywhere: nothing to compare; 温如玉 is still 引气境
    assert [c.entities for c in _conflicts(r)] == [["温如玉"]]
    # without a power scale the same text cannot break a rank rule
    no_scale = {k: v for k, v in ZH_BIBLE.items() if k != "rules.yaml"}
    assert _conflicts(review(book_factory(chapters, no_scale), quiet=True)) == []


# ---------------------------------------------------------------------------------------------- English

EN_RULES = (
    "power_scale: [novice, journeyman, adept, archmage]\n"
    "rules:\n"
    "  - id: wardgate\n"
    "    text: Only an adept or higher may unseal a wardgate.\n"
    "    forbid_actions: [unseal the wardgate, open the wardgate]\n"
    "    unless_rank_at_least: adept\n"
)
EN_BIBLE = {
    "rules.yaml": EN_RULES,
    "characters/Perrin Ashdown.md": "# Perrin Ashdown\n- Gender: male\n## State\n- Rank: journeyman\n",
    "characters/Ysolde Marr.md": "# Ysolde Marr\n- Gender: female\n## State\n- Rank: archmage\n",
}
EN_1 = ("# Chapter 1\nThe Collegium of Glass stood on a cliff above the city. "
        "Perrin Ashdown ground lenses in the undercroft from dawn to dusk.")
EN_2 = "# Chapter 2\nYsolde Marr inspected the lens racks and said nothing."
EN_FIRE = ("# Chapter 3\nWhen the fire reached the library, Perrin Ashdown unsealed the wardgate "
           "and dragged the apprentices through.")


def test_en_journeyman_unseals_the_wardgate(book_factory):
    r = review(book_factory({"1.md": EN_1, "2.md": EN_2, "3.md": EN_FIRE}, EN_BIBLE), quiet=True)
    wr = _conflicts(r)
    assert len(wr) == 1
    c = wr[0]
    assert (c.rule, c.chapter, c.entities, c.severity.value) == ("WR01", 3, ["Perrin Ashdown"], "error")
    assert c.detail["rank"] == "journeyman" and c.detail["needs"] == "adept"
    assert [e.quote for e in c.evidence] == ["Rank: journeyman", "unsealed the wardgate"]
    assert c.evidence[0].source == "bible/characters/Perrin Ashdown.md"
    _check_evidence(r, c)


@pytest.mark.parametrize("two, three", [
    ("# Chapter 2\nAt the midwinter convocation Perrin Ashdown was raised to adept, "
     "and Ysolde Marr pinned the silver lens on his collar.", EN_FIRE),
    ("# Chapter 2\nAt the convocation Ysolde Marr raised Perrin Ashdown to adept.", EN_FIRE),
    (EN_2, "# Chapter 3\nWhen the fire came, Adept Perrin Ashdown unsealed the wardgate."),
], ids=["was-raised", "raised-by", "title"])
def test_en_promotion_before_the_act_allows_it(book_factory, two, three):
    r = review(book_factory({"1.md": EN_1, "2.md": two, "3.md": three}, EN_BIBLE), quiet=True)
    assert any(f.subject == "Perrin Ashdown" and f.object == "adept" for f in r.graph.facts_of("rank"))
    assert _conflicts(r) == []


@pytest.mark.parametrize("three", [
    "# Chapter 3\n\"A journeyman cannot open the wardgate,\" Ysolde Marr told him. Perrin Ashdown bowed and went back to his lenses.",
    "# Chapter 3\nBy the law of the Collegium, no journeyman may unseal the wardgate. Perrin Ashdown knew that as well as anyone.",
    "# Chapter 3\nPerrin Ashdown tried to open the wardgate, but the glass stayed dark under his hands.",
    "# Chapter 3\nThat night Perrin Ashdown dreamed he unsealed the wardgate and walked into the sea.\n\nHe woke cold.",
    "# Chapter 3\nWhen the fire reached the library, Ysolde Marr unsealed the wardgate and led the apprentices through.",
], ids=["explained-in-dialogue", "law-in-narration", "tried", "dream", "archmage-does-it"])
def test_en_rule_talk_attempts_dreams_and_seniors_are_not_violations(book_factory, three):
    r = review(book_factory({"1.md": EN_1, "2.md": EN_2, "3.md": three}, EN_BIBLE), quiet=True)
    assert _conflicts(r) == []


def test_en_demotion_and_pronoun_subject(book_factory):
    demoted = review(book_factory({
        "1.md": EN_1,
        "2.md": "# Chapter 2\nAt the midwinter convocation Perrin Ashdown was raised to adept. By spring, after the affair "
                "of the cracked lens, Perrin Ashdown was demoted to novice.",
        "3.md": "# Chapter 3\nWhen the fire came, Perrin Ashdown unsealed the wardgate.",
    }, EN_BIBLE), quiet=True)
    wr = _conflicts(demoted)
    assert [(c.detail["rank"], [e.chapter for e in c.evidence]) for c in wr] == [("novice", [2, 3])]
    _check_evidence(demoted, wr[0])

    pronoun = review(book_factory({
        "1.md": EN_1,
        "2.md": EN_2,
        "3.md": "# Chapter 3\nPerrin Ashdown smelled smoke. He ran down the stair and opened the wardgate.",
    }, EN_BIBLE), quiet=True)
    assert [(c.entities, c.evidence[-1].quote) for c in _conflicts(pronoun)] == [(["Perrin Ashdown"], "opened the wardgate")]


def test_en_promotion_in_an_appositive(book_factory):
    book = book_factory({
        "1.md": EN_1,
        "2.md": EN_2,
        "3.md": "# Chapter 3\nPerrin Ashdown, newly made an adept that morning, unsealed the wardgate.",
    }, EN_BIBLE)
    assert _conflicts(review(book, quiet=True)) == []


# ---------------------------------------------------------------------------------------------- both

@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_bible_reviews_and_conflict_ids_are_stable(book_factory, lang):
    if lang == "zh":
        chapters = {"01.md": ZH_1, "02.md": ZH_2, "03.md": "# 第三章\n温如玉御剑飞行，越过了三座山头。"}
        bible = ZH_BIBLE
    else:
        chapters = {"1.md": EN_1, "2.md": EN_2, "3.md": EN_FIRE}
        bible = EN_BIBLE
    bare = book_factory(chapters)
    assert not (bare / "bible").exists()
    assert _conflicts(review(bare, quiet=True)) == []  # no rules: nothing to break, and no error

    book = book_factory(chapters, bible)
    first = review(book, quiet=True)
    second = review(book, quiet=True)
    fresh = review(book, persist=False, quiet=True)
    ids = [c.id for c in _conflicts(first)]
    assert len(ids) == 1 and ids[0].startswith("wr-")
    assert ids == [c.id for c in _conflicts(second)] == [c.id for c in _conflicts(fresh)]

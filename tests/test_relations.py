"""RR01 relation_reversal on mini-manuscripts written for these tests (escort riders, a Taoist hermitage,
a silver camp, a clockmaker's shop)."""
from __future__ import annotations

import pytest

from kg.review import review
from tests.conftest import check_evidence as _check_evidence


def _conflicts(result, kind="relation_reversal"):
    return [c for c in result.report.conflicts if c.kind == kind]




def _quotes(conflict, role):
    return [e.quote for e in conflict.evidence if e.role == role]


# ---------------------------------------------------------------------------------------------- Chinese

ZH_BIBLE = {
    "characters/韩铁衣.md": "# 韩铁衣\n- 性别：男\n## 基础信息\n- 身份：威远镖局的镖头\n",
    "characters/罗小乙.md": "# 罗小乙\n- 别名：小乙\n- 性别：男\n",
    "characters/葛青松.md": "# 葛青松\n- 性别：男\n- 身份：白鹤观观主\n",
    "characters/陆一苇.md": "# 陆一苇\n- 性别：男\n",
}
ZH_SWORN = "# 第一章 风雪\n雁门关外风雪正紧，镖师韩铁衣与罗小乙在破庙里撮土为香，结拜为兄弟，约定同生共死。"
ZH_ENEMIES = "# 第三章 洛阳\n到了洛阳，韩铁衣与罗小乙早已是不共戴天的仇敌，见面便要拔刀。"


def test_zh_sworn_brothers_turned_enemies_without_a_cause(book_factory):
    book = book_factory({
        "01.md": ZH_SWORN,
        "02.md": "# 第二章 南下\n两人押着一趟红货南下，一路无话。韩铁衣夜里守着火堆，小乙靠着车辕打盹。",
        "03.md": ZH_ENEMIES,
    }, ZH_BIBLE)
    r = review(book, quiet=True)
    rr = _conflicts(r)
    assert len(rr) == 1
    c = rr[0]
    assert (c.rule, c.chapter, c.severity.value) == ("RR01", 3, "error")
    assert sorted(c.entities) == ["罗小乙", "韩铁衣"]
    assert c.detail == {"family": "bond", "before": "swornSiblingOf", "after": "enemyOf", "reason": "flipped"}
    assert [e.chapter for e in c.evidence if e.role == "established"] == [1]
    assert "仇敌" in r.book.chapters[2].text and _quotes(c, "conflicting")[0].startswith("韩铁衣与罗小乙")
    _check_evidence(r, c)


@pytest.mark.parametrize("between", [
    "# 第二章 渡口\n到了黄河渡口，罗小乙收了仇家的银子，把韩铁衣出卖给了官府。",
    "# 第二章 分账\n为了那趟红货的分成，韩铁衣和罗小乙在客栈里大吵一场，当场割袍断义。",
], ids=["betrayal", "quarrel"])
def test_zh_a_betrayal_or_quarrel_between_explains_the_enmity(book_factory, between):
    r = review(book_factory({"01.md": ZH_SWORN, "02.md": between, "03.md": ZH_ENEMIES}, ZH_BIBLE), quiet=True)
    assert _conflicts(r) == []
    # both statements were read; only the cause kept them apart
    assert r.graph.facts_of("swornSiblingOf") and r.graph.facts_of("enemyOf")


def test_zh_enemies_become_friends_only_after_a_reconciliation(book_factory):
    feud = "# 第一章\n韩铁衣与罗小乙是势不两立的死对头，十年来交手七次，互有胜负。"
    friends = "# 第三章\n到了洛阳，韩铁衣与罗小乙是多年的挚友，夜夜同桌喝酒。"
    unexplained = review(book_factory({
        "01.md": feud, "02.md": "# 第二章\n山洪冲垮了石桥，镇上的人都去修桥了。", "03.md": friends}, ZH_BIBLE), quiet=True)
    rr = _conflicts(unexplained)
    assert [(c.chapter, c.detail["before"], c.detail["after"]) for c in rr] == [(3, "enemyOf", "friendOf")]
    _check_evidence(unexplained, rr[0])

    mended = review(book_factory({
        "01.md": feud,
        "02.md": "# 第二章\n山洪冲垮了石桥，罗小乙跳进水里，救了韩铁衣一命。两人在篝火边冰释前嫌。",
        "03.md": friends}, ZH_BIBLE), quiet=True)
    assert _conflicts(mended) == []


def test_zh_master_and_disciple_turned_around_is_reported_whatever_happened(book_factory):
    book = book_factory({
        "01.md": "# 第一章 白鹤观\n白鹤观里，葛青松是陆一苇的师父，每日天不亮便领着他在松下吐纳。",
        "02.md": "# 第二章 下山\n陆一苇偷了丹方下山，背叛了师门。",
        "03.md": "# 第三章 传言\n山下的猎户都说，陆一苇是葛青松的师父，观里的丹方全出自他手。",
    }, ZH_BIBLE)
    r = review(book, quiet=True)
    rr = _conflicts(r)
    assert len(rr) == 1
    c = rr[0]
    assert c.chapter == 3 and c.detail["reason"] == "turned around" and c.detail["family"] == "tutelage"
    assert _quotes(c, "established") == ["葛青松是陆一苇的师父"]
    assert _quotes(c, "conflicting") == ["陆一苇是葛青松的师父"]
    _check_evidence(r, c)


def test_zh_relation_in_the_bible_is_the_starting_point(book_factory):
    bible = dict(ZH_BIBLE)
    bible["characters/韩铁衣.md"] += "## 动态状态\n- 与罗小乙：结义兄弟，过命的交情\n"
    book = book_factory({
        "01.md": "# 第一章\n雪夜里，韩铁衣独自在驿站喝酒。",
        "02.md": "# 第二章\n天亮了，罗小乙牵马出城。",
        "03.md": "# 第三章\n到了洛阳，韩铁衣与罗小乙已是水火不容的对头。",
    }, bible)
    r = review(book, quiet=True)
    rr = _conflicts(r)
    assert len(rr) == 1
    c = rr[0]
    est = [e for e in c.evidence if e.role == "established"]
    assert [(e.chapter, e.source) for e in est] == [(0, "bible/characters/韩铁衣.md")]
    assert c.detail["family"] == "bond" and c.detail["after"] == "enemyOf"
    _check_evidence(r, c)


def test_zh_hearsay_in_dialogue_is_only_a_warning_and_lovers_estranged_needs_a_cause(book_factory):
    gossip = review(book_factory({
        "01.md": ZH_SWORN,
        "02.md": "# 第二章\n镖局里的伙计悄声说：“你可知道？韩铁衣与罗小乙早就是仇人了。”",
        "03.md": "# 第三章\n雪停了，屋檐下挂满冰凌。",
    }, ZH_BIBLE), quiet=True)
    assert [(c.chapter, c.severity.value) for c in _conflicts(gossip)] == [(2, "warning")]

    people = {"characters/沈碧桃.md": "# 沈碧桃\n- 性别：女\n", "characters/周慕白.md": "# 周慕白\n- 性别：男\n"}
    lovers = "# 第一章\n江南梅雨时节，沈碧桃与周慕白是两情相悦的恋人，常在画舫上对弈。"
    apart = "# 第三章\n再见时，沈碧桃与周慕白已形同陌路，擦肩而过。"
    flip = review(book_factory({"01.md": lovers, "02.md": "# 第二章\n周慕白进京赶考去了。", "03.md": apart}, people),
                  quiet=True)
    rr = _conflicts(flip)
    assert [(c.detail["family"], c.detail["after"]) for c in rr] == [("romance", "estrangedFrom")]
    faithless = review(book_factory({
        "01.md": lovers,
        "02.md": "# 第二章\n周慕白进京中了探花，转头便娶了尚书之女。沈碧桃这才知道他变心了。",
        "03.md": apart}, people), quiet=True)
    assert _conflicts(faithless) == []


def test_zh_sworn_bond_with_a_descriptor_before_the_name(book_factory):
    book = book_factory({
        "01.md": "# 第一章\n雁门关外，镖师韩铁衣与少年刀客罗小乙在一场风雪里结拜为兄弟。",
        "02.md": "# 第二章\n两人押着红货南下。",
        "03.md": ZH_ENEMIES,
    }, ZH_BIBLE)
    assert [c.chapter for c in _conflicts(review(book, quiet=True))] == [3]


def test_zh_no_bible_three_character_names(book_factory):
    book = book_factory({
        "01.md": "# 第一章\n韩铁衣笑道：“好酒。”罗小乙说道：“再来一坛。”\n韩铁衣与罗小乙在破庙里结拜为兄弟。",
        "02.md": "# 第二章\n罗小乙说道：“明日启程。”韩铁衣笑道：“走吧。”",
        "03.md": "# 第三章\n罗小乙说道：“到了。”韩铁衣笑道：“好。”到了洛阳，韩铁衣与罗小乙已是仇敌。",
    })
    rr = _conflicts(review(book, quiet=True))
    assert [sorted(c.entities) for c in rr] == [["罗小乙", "韩铁衣"]]


# ---------------------------------------------------------------------------------------------- English

EN_BIBLE = {
    "characters/Cal Mercer.md": "# Cal Mercer\n- Gender: male\n",
    "characters/Jonah Wilde.md": "# Jonah Wilde\n- Gender: male\n",
    "characters/Ezra Holt.md": "# Ezra Holt\n- Gender: male\n- Role: clockmaker\n",
    "characters/Ansel Pike.md": "# Ansel Pike\n- Gender: male\n",
    "characters/Nell Avery.md": "# Nell Avery\n- Gender: female\n",
}
EN_BROTHERS = ("# Chapter 1\nIn the silver camp at Cold Creek, Cal Mercer and Jonah Wilde were blood brothers, "
               "and they split every nugget down the middle.")
EN_ENEMIES = ("# Chapter 3\nBy the time the railroad came through, Cal Mercer and Jonah Wilde were sworn enemies, "
              "and neither would drink in the same saloon.")


def test_en_blood_brothers_turned_enemies(book_factory):
    book = book_factory({
        "1.md": EN_BROTHERS,
        "2.md": "# Chapter 2\nWinter came hard. Cal Mercer worked the lower claim while Jonah Wilde hauled timber.",
        "3.md": EN_ENEMIES,
    }, EN_BIBLE)
    r = review(book, quiet=True)
    rr = _conflicts(r)
    assert len(rr) == 1
    c = rr[0]
    assert (c.rule, c.chapter, c.severity.value) == ("RR01", 3, "error")
    assert c.entities == ["Cal Mercer", "Jonah Wilde"]
    assert _quotes(c, "established") == ["Cal Mercer and Jonah Wilde were blood brothers"]
    assert _quotes(c, "conflicting") == ["Cal Mercer and Jonah Wilde were sworn enemies"]
    _check_evidence(r, c)


@pytest.mark.parametrize("between", [
    "# Chapter 2\nWinter came hard. Jonah Wilde sold out Cal Mercer to the claim jumpers for forty dollars.",
    "# Chapter 2\nOver a card game in March, Cal Mercer quarrelled with Jonah Wilde about a woman from Leadville.",
], ids=["sold-out", "quarrel"])
def test_en_a_betrayal_or_quarrel_between_explains_the_enmity(book_factory, between):
    r = review(book_factory({"1.md": EN_BROTHERS, "2.md": between, "3.md": EN_ENEMIES}, EN_BIBLE), quiet=True)
    assert _conflicts(r) == []
    assert r.graph.facts_of("swornSiblingOf") and r.graph.facts_of("enemyOf")


def test_en_enemies_to_friends_after_forgiveness_and_hearsay_warning(book_factory):
    feud = "# Chapter 1\nCal Mercer and Jonah Wilde were bitter enemies over a stolen claim."
    friends = "# Chapter 3\nIn Denver, Cal Mercer and Jonah Wilde were the best of friends."
    forgiven = review(book_factory({
        "1.md": feud,
        "2.md": "# Chapter 2\nWhen the mine flooded, Jonah Wilde dragged Cal Mercer out of the shaft, "
                "and afterwards Cal Mercer forgave him everything.",
        "3.md": friends}, EN_BIBLE), quiet=True)
    assert _conflicts(forgiven) == []
    silent = review(book_factory({"1.md": feud, "2.md": "# Chapter 2\nThe snow closed the pass.", "3.md": friends},
                                 EN_BIBLE), quiet=True)
    assert [(c.detail["before"], c.detail["after"]) for c in _conflicts(silent)] == [("enemyOf", "friendOf")]

    gossip = review(book_factory({
        "1.md": EN_BROTHERS,
        "2.md": "# Chapter 2\n\"Don't fool yourself,\" the barkeep told the stranger. \"Cal Mercer and Jonah Wilde are enemies now.\"",
        "3.md": "# Chapter 3\nRain fell on the tin roofs all week."}, EN_BIBLE), quiet=True)
    rr = _conflicts(gossip)
    assert [(c.chapter, c.severity.value) for c in rr] == [(2, "warning")]
    _check_evidence(gossip, rr[0])


@pytest.mark.parametrize("role", ["master", "father"])
def test_en_directed_relation_turned_around(book_factory, role):
    book = book_factory({
        "1.md": f"# Chapter 1\nIn the clockmaker's shop on Bell Lane, Ezra Holt was Ansel Pike's {role}, "
                "and he kept the boy at the bench till midnight.",
        "2.md": "# Chapter 2\nThe next spring Ansel Pike repaired his first chronometer.",
        "3.md": f"# Chapter 3\nEveryone on Bell Lane agreed that Ansel Pike was Ezra Holt's {role}.",
    }, EN_BIBLE)
    r = review(book, quiet=True)
    rr = _conflicts(r)
    assert len(rr) == 1
    c = rr[0]
    assert c.chapter == 3 and c.detail["reason"] == "turned around"
    assert _quotes(c, "conflicting") == [f"Ansel Pike was Ezra Holt's {role}"]
    _check_evidence(r, c)


def test_en_sweethearts_become_strangers(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\nThat summer Nell Avery and Jonah Wilde were sweethearts, walking out every Sunday along the river.",
        "2.md": "# Chapter 2\nThe harvest came in, and the threshing crews moved on.",
        "3.md": "# Chapter 3\nAt the Michaelmas dance Nell Avery and Jonah Wilde were strangers to each other.",
    }, EN_BIBLE)
    assert [c.chapter for c in _conflicts(review(book, quiet=True))] == [3]


def test_en_reconciliation_told_of_the_two_men(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\nCal Mercer and Jonah Wilde were bitter enemies over a stolen claim.",
        "2.md": "# Chapter 2\nWhen the mine flooded, Jonah Wilde dragged Cal Mercer out of the shaft. "
                "The two men shook hands and made peace at last.",
        "3.md": "# Chapter 3\nIn Denver, Cal Mercer and Jonah Wilde were the best of friends.",
    }, EN_BIBLE)
    assert _conflicts(review(book, quiet=True)) == []


def test_en_apprenticeship_taken_then_reversed(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\nIn the autumn of that year Ezra Holt took Ansel Pike as his apprentice.",
        "2.md": "# Chapter 2\nThe next spring Ansel Pike repaired his first chronometer.",
        "3.md": "# Chapter 3\nEveryone on Bell Lane agreed that Ansel Pike was Ezra Holt's master.",
    }, EN_BIBLE)
    assert [c.detail["reason"] for c in _conflicts(review(book, quiet=True))] == ["turned around"]


# ---------------------------------------------------------------------------------------------- both

@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_bible_reviews_and_conflict_ids_are_stable(book_factory, lang):
    if lang == "zh":
        chapters = {
            "01.md": "# 第一章\n韩烈笑道：“好酒。”罗衡说道：“再来一坛。”\n韩烈与罗衡在破庙里结拜为兄弟。",
            "02.md": "# 第二章\n罗衡说道：“明日启程。”韩烈笑道：“走吧。”",
            "03.md": "# 第三章\n罗衡说道：“到了。”韩烈笑道：“好。”到了洛阳，韩烈与罗衡已是仇敌。",
        }
    else:
        chapters = {
            "1.md": "# Chapter 1\n\"Deal,\" said Cal Mercer. \"Again,\" said Cal Mercer. Jonah Wilde laughed.\n\n"
                    "Cal Mercer and Jonah Wilde were blood brothers.",
            "2.md": "# Chapter 2\nJonah Wilde nodded at the sheriff. \"Evening,\" said Cal Mercer.",
            "3.md": "# Chapter 3\nCal Mercer and Jonah Wilde were sworn enemies now.",
        }
    book = book_factory(chapters)
    assert not (book / "bible").exists()
    first = review(book, quiet=True)
    second = review(book, quiet=True)
    fresh = review(book, persist=False, quiet=True)
    rr = _conflicts(first)
    assert [c.chapter for c in rr] == [3]
    ids = [c.id for c in first.report.conflicts]
    assert ids == [c.id for c in second.report.conflicts] == [c.id for c in fresh.report.conflicts]
    assert rr[0].id.startswith("rr-")

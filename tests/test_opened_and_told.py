"""A thread paid off by the thing itself opened on the page and its contents told, with no word for a reveal,
and a reveal word opening a paragraph that says the truth is out. Phrasings written for these tests (a
lacquer chest, an oilskin packet, a pewter canister), not taken from any benchmark book; the negatives
(never opened, opening forbidden or put off, contents told before any opening) keep the thread open."""
from __future__ import annotations

import pytest

from kg.review import review


def _stale(result):
    return [c for c in result.report.conflicts if c.kind == "stale_foreshadow"]


ZH_BIBLE = ("- id: qixiang\n  cue: [漆匣, 黑漆匣]\n  planted: 2\n  due: 5\n"
            "  note: 祖母留下的黑漆匣，到底装着什么\n")


def _zh(last):
    return {
        "01.md": "# 第一章 老宅\n江南的梅雨下了半个月，周家老宅的墙根长满了青苔。",
        "02.md": "# 第二章 遗物\n祖母咽气前，指了指柜顶那只黑漆匣，嘴唇动了动，没说出话来。",
        "03.md": "# 第三章 守灵\n守灵的七天里，谁也没去碰柜顶的东西。",
        "04.md": "# 第四章 分家\n三房为了田契吵得不可开交，周若兰躲在厢房里绣花。",
        "05.md": "# 第五章 " + last,
    }


@pytest.mark.parametrize("last", [
    # opened in the next sentence, what lay inside told two paragraphs on
    "匣中物\n周若兰把漆匣捧到窗下。铜扣已经锈了，她用簪子撬了半天才撬开。\n\n"
    "一股陈年的檀香飘出来。\n\n匣子里头是一叠发黄的借据，借主全是三房的名字。",
    # a packet unwrapped, what it said read out
    "油纸\n她从黑漆匣的夹层里摸出一个油纸包，一层一层拆开。\n\n纸上写着：\"周家田产，原是沈家旧业。\"",
], ids=["prised-open", "unwrapped-and-read"])
def test_zh_opened_and_its_contents_told_pays_off(book_factory, last):
    r = review(book_factory(_zh(last), {"foreshadows.yaml": ZH_BIBLE}), quiet=True)
    assert _stale(r) == []


@pytest.mark.parametrize("last", [
    # forbidden: nobody opens it, and what it holds is only guessed
    "封存\n二叔把漆匣锁进了祠堂，说谁也不许打开。\n\n众人猜里面是金子，也有人说是地契，谁也没见过。",
    # put off to a later day
    "等待\n周若兰看着漆匣，想等母亲回来再打开。\n\n窗外的雨还在下。",
    # opened, but nothing told of what it held
    "空手\n黑漆匣终于打开了，周若兰看了一眼，又合上了盖子，什么也没说。",
    # opened a crack in the dark: what is inside only guessed at
    "暗处\n烛火灭了。周若兰摸黑把漆匣掀开一条缝，伸手进去摸了摸。\n\n她猜里面是一叠借据，可谁知道呢。",
], ids=["forbidden", "put-off", "opened-untold", "guessed-in-the-dark"])
def test_zh_thread_stays_open_without_a_told_opening(book_factory, last):
    r = review(book_factory(_zh(last), {"foreshadows.yaml": ZH_BIBLE}), quiet=True)
    assert [c.detail["foreshadow"] for c in _stale(r)] == ["qixiang"]


def test_zh_truth_out_at_the_head_of_the_next_paragraph(book_factory):
    last = ("水落\n祠堂里，三叔公当着众人的面，把那只黑漆匣的旧事从头讲了一遍。众人听罢，半晌无言。\n\n"
            "真相到这时才算大白：当年的田产，本是周家从沈家手里强买来的。")
    r = review(book_factory(_zh(last), {"foreshadows.yaml": ZH_BIBLE}), quiet=True)
    assert _stale(r) == []
    still = ("未明\n祠堂里，三叔公对着那只黑漆匣发了半天呆。众人等了许久。\n\n真相却始终没有大白，他只是摇头。")
    r = review(book_factory(_zh(still), {"foreshadows.yaml": ZH_BIBLE}), quiet=True)
    assert [c.detail["foreshadow"] for c in _stale(r)] == ["qixiang"]


EN_BIBLE = ("- id: canister\n  cue: [pewter canister]\n  planted: 2\n  due: 5\n"
            "  note: The pewter canister the drowned pilot left in the chandler's safe.\n")


def _en(last):
    return {
        "01.md": "# Chapter 1: Low Water\nThe tide went out over the mud of the estuary and the gulls came down.",
        "02.md": "# Chapter 2: The Safe\nMr Hollis showed Ruth the pewter canister in the safe and shut the door on it.",
        "03.md": "# Chapter 3: Inquest\nThe coroner sat for an hour and found that the pilot had drowned by misadventure.",
        "04.md": "# Chapter 4: Fog\nFor three days the fog lay on the river and no boat went out.",
        "05.md": "# Chapter 5: " + last,
    }


@pytest.mark.parametrize("last", [
    "The Lid\nRuth carried the pewter canister to the bench. The seal was rusted fast, and she worked at it "
    "with a chisel until the lid came up.\n\nA smell of tar and old tobacco.\n\n"
    "Inside lay a chart of the channel, with a second channel pencilled across the sands.",
    "The Chart\nHollis took down the pewter canister and unscrewed the cap. He tipped it, and a roll of oilcloth "
    "slid out onto the counter. Ruth unrolled it.\n\nIt held a pilot's licence in a name she had never heard.",
], ids=["lid-came-up", "unrolled"])
def test_en_opened_and_its_contents_told_pays_off(book_factory, last):
    r = review(book_factory(_en(last), {"foreshadows.yaml": EN_BIBLE}), quiet=True)
    assert _stale(r) == []


@pytest.mark.parametrize("last", [
    "Locked\nHollis would not have the pewter canister opened while the inquest papers were still unsigned. "
    "Ruth guessed that inside was money; the boatmen said it was a chart.",
    "Waiting\nRuth looked at the pewter canister for a long time. She meant to open it when her brother came home.",
    "Sealed\nNobody had opened the pewter canister, and nobody would say what it held.",
], ids=["forbidden-guessed", "put-off", "never-opened"])
def test_en_thread_stays_open_without_a_told_opening(book_factory, last):
    r = review(book_factory(_en(last), {"foreshadows.yaml": EN_BIBLE}), quiet=True)
    assert [c.detail["foreshadow"] for c in _stale(r)] == ["canister"]

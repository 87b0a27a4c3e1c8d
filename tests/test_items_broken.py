"""A worn thing broken to pieces opens it to a new one; without the breaking, a new colour is a contradiction.
Own phrasings, not the benchmark books'."""
from __future__ import annotations

from kg.review import review
from tests.conftest import three_chapters

ZH = {"characters/唐掌柜.md": "# 唐掌柜\n- 性别：男\n## 基础信息\n- 随身之物：右手拇指上一枚白玉扳指\n"}
EN = {"characters/Hal Tenby.md": "# Hal Tenby\n- Gender: male\n## Basics\n- Always wears: a green glass pendant\n"}


def _items(book):
    return [(c.chapter, c.entities) for c in review(book, persist=False, quiet=True).report.conflicts
            if c.kind == "baseline_violation"]


def _zh(book_factory, broken: str):
    return three_chapters(book_factory, "唐掌柜右手拇指上那枚白玉扳指在灯下发亮。", broken,
                          "过了几天，唐掌柜右手拇指上那枚墨玉扳指在柜台上磕得当当响。", ZH, zh=True)


def test_zh_a_ring_broken_to_pieces_opens_it_to_a_new_one(book_factory):
    assert _items(_zh(book_factory, "唐掌柜一拳砸在柜台上，那枚白玉扳指磕在台角，裂成了两半。")) == []


def test_zh_without_the_breaking_a_new_colour_is_flagged(book_factory):
    assert _items(_zh(book_factory, "唐掌柜一拳砸在柜台上，震得算盘珠子乱跳。")) == [(3, ["唐掌柜"])]


def test_en_a_pendant_that_snapped_opens_it_to_a_new_one(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nHal Tenby's green glass pendant swung as he climbed.\n",
        "2.md": "# Chapter 2\n\nHal Tenby fell on the stair, and the glass pendant snapped in two under him.\n",
        "3.md": "# Chapter 3\n\nA week later Hal Tenby's blue glass pendant caught the light.\n",
    }, EN)
    assert _items(book) == []


QUILL = {"characters/Ada Quill.md": "# Ada Quill\n- Aliases: Mrs Quill\n- Gender: female\n## Basics\n"
                                   "- Always wears: a small jet mourning brooch at her collar\n"}


def test_a_thing_with_its_wearer_named_after_it(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\n\"He never said so,\" said Mrs Quill quietly. She folded her hands. The amber brooch "
                "she had worn every day since the wreck caught the lamplight.\n",
    }, QUILL)
    assert _items(book) == [(1, ["Ada Quill"])]


def test_a_material_with_a_colour_of_its_own_and_a_kind_word_before_the_thing(book_factory):
    # "jet mourning brooch" is a brooch (not a "mourning"); coral is red whatever else is said
    book = book_factory({
        "1.md": "# Chapter 1\n\nAda Quill sat by the fire, her little coral brooch pinned at her collar.\n",
    }, QUILL)
    assert _items(book) == [(1, ["Ada Quill"])]


def test_a_thing_never_taken_off_is_no_change(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nAda Quill wore the brooch she never took off, and her pink coral brooch shone at "
                "her collar.\n",
    }, QUILL)
    assert _items(book) == [(1, ["Ada Quill"])]


def test_a_thing_at_its_wearers_collar(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\n\"Never,\" said Mrs Quill, and looked away. The amber brooch at her collar caught the "
                "lamplight.\n",
    }, QUILL)
    assert _items(book) == [(1, ["Ada Quill"])]


def test_a_ring_on_his_left_thumb_with_no_one_heading_the_sentence(book_factory):
    bible = {"characters/Zeno Dall.md": "# Zeno Dall\n- Gender: male\n## Basics\n"
                                       "- Always wears: a plain copper ring on his left thumb\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nZeno Dall held the bowl up to the window. The silver ring on his left thumb knocked "
                "against the glass.\n",
    }, bible)
    assert _items(book) == [(1, ["Zeno Dall"])]


def test_zh_a_worn_thing_under_another_bible_heading_and_a_new_one_like_the_old(book_factory):
    bible = {"characters/阿蛮.md": "# 阿蛮\n- 性别：女\n## 基础信息\n- 随身物品：左手腕上系着一根红色发绳\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n阿蛮左手腕上那根红发绳晃了晃。\n",
        "2.md": "# 第二章\n\n阿蛮换上了一根新的发绳，也是红的。\n",
        "3.md": "# 第三章\n\n阿蛮手腕上那根黄色的发绳被雨打湿了。\n",
    }, bible)
    assert _items(book) == [(3, ["阿蛮"])]

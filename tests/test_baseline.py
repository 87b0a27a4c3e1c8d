"""BL01 on mini-manuscripts written for these tests (phrasings unlike the example books)."""
from __future__ import annotations

from kg.review import review
from tests.conftest import check_evidence as _check_evidence

ZH_BIBLE = {
    "characters/苏砚.md": "# 苏砚\n- 别名：砚儿\n- 性别：女\n## 基础信息\n- 惯用手：左手\n- 外貌：右眼角下一颗泪痣\n- 佩饰：一只赤金手镯\n",
    "characters/顾长风.md": "# 顾长风\n- 性别：男\n## 基础信息\n- 惯用手：右手\n",
}


def _conflicts(result, kind="baseline_violation"):
    return [c for c in result.report.conflicts if c.kind == kind]




def test_zh_violations_of_hand_mark_item_and_wound(book_factory):
    book = book_factory({
        "01.md": "# 第一章 渡口\n苏砚撑着油纸伞立在渡口，左手执笔，在账簿上记下今日的船钱。她腕上那只赤金手镯叮当作响。\n顾长风笑道：“砚儿，又在算账？”",
        "02.md": "# 第二章 夜袭\n当夜有贼人摸上船来。顾长风挺身相护，右腿被砍了一刀，鲜血直流。苏砚撕下衣襟替他裹伤。",
        "03.md": "# 第三章 雨歇\n次日雨歇。顾长风拄着木棍，左腿的伤口仍在渗血。\n苏砚向来惯用右手，此刻却握不稳笔。她腕上的白银手镯磕在桌沿上。\n她左眼角下的泪痣被烛火映得发红。",
    }, ZH_BIBLE)
    r = review(book, quiet=True)
    found = {(c.entities[0], c.detail["key"]) for c in _conflicts(r)}
    assert ("苏砚", "handedness") in found
    assert ("苏砚", "wornItem:bracelet") in found
    assert ("苏砚", "mark:mole:eye") in found
    assert ("顾长风", "wound:leg") in found
    for c in _conflicts(r):
        assert c.chapter == 3
        _check_evidence(r, c)


def test_zh_explained_changes_are_not_flagged(book_factory):
    book = book_factory({
        "01.md": "# 第一章\n苏砚惯用左手，一手好字写得飞快。她腕上那只赤金手镯是娘亲的遗物。",
        "02.md": "# 第二章\n一场恶斗之后，苏砚左手筋脉尽断，只得改用右手，日夜苦练。\n那只金镯也在乱中摔碎了，顾长风便送了她一只白银手镯。",
        "03.md": "# 第三章\n半月之后，苏砚已惯用右手写字。她腕上的白银手镯映着月光。",
    }, ZH_BIBLE)
    r = review(book, quiet=True)
    keys = {c.detail["key"] for c in _conflicts(r) if c.entities == ["苏砚"]}
    assert "handedness" not in keys
    assert "wornItem:bracelet" not in keys


EN_BIBLE = {
    "characters/Ivo Brandt.md": "# Ivo Brandt\n- Aliases: Ivo\n- Gender: male\n## Basics\n- Handedness: left\n"
                                 "- Appearance: a crescent-shaped birthmark on his right wrist\n- Eyes: hazel\n"
                                 "- Always wears: a brass signet ring\n",
    "characters/Tamsin Reed.md": "# Tamsin Reed\n- Aliases: Tamsin\n- Gender: female\n## Basics\n- Handedness: right\n",
}


def test_en_violations(book_factory):
    book = book_factory({
        "1.md": "# Chapter One\nIvo Brandt signed the manifest with his left hand, as he had all his life. "
                "Tamsin Reed watched the brass signet ring glint on his finger.\n\n"
                "That night Tamsin was grazed by a bullet across the right forearm and Ivo bound it with his scarf.",
        "2.md": "# Chapter Two\nThe next morning Tamsin flexed her arm; the bandaged wound on her left forearm throbbed. "
                "Ivo, who had always favoured his right hand, cocked the pistol and handed it over.\n\n"
                "The copper signet ring on his finger was dull with salt. "
                "She noticed again the birthmark on his left wrist.",
    }, EN_BIBLE)
    r = review(book, quiet=True)
    found = {(c.entities[0], c.detail["key"]) for c in _conflicts(r)}
    assert ("Ivo Brandt", "handedness") in found
    assert ("Ivo Brandt", "wornItem:ring") in found
    assert ("Ivo Brandt", "mark:birthmark:wrist") in found
    assert ("Tamsin Reed", "wound:arm") in found
    for c in _conflicts(r):
        _check_evidence(r, c)


def test_en_wine_stain_on_the_side_of_the_throat_is_a_sided_neck_birthmark(book_factory):
    # "on the left side of his throat" is a part of him, not a direction ("on the left, a door");
    # a wine-coloured stain / strawberry mark is a birthmark by another name
    bible = {"characters/Oswin Carrow.md": "# Oswin Carrow\n- Aliases: Oswin\n- Gender: male\n## Basics\n"
                                           "- Appearance: a port-wine birthmark on the right side of his neck\n"}
    book = book_factory({
        "1.md": "# Chapter 1\nOswin Carrow turned up his collar against the rain. On the left, a door banged.",
        "2.md": "# Chapter 2\nOswin bent to the fire, and the lamplight caught the wine-coloured stain on the left side of his throat.",
    }, bible)
    found = {(c.entities[0], c.detail["key"]) for c in _conflicts(review(book, quiet=True))}
    assert ("Oswin Carrow", "mark:birthmark:neck") in found
    same = book_factory({
        "1.md": "# Chapter 1\nOswin Carrow turned up his collar against the rain.",
        "2.md": "# Chapter 2\nOswin stood on the left side of the hall; the lamp showed the strawberry mark on the right side of his throat.",
    }, bible)
    assert not [c for c in _conflicts(review(same, quiet=True)) if c.detail["key"].startswith("mark")]


def test_en_consistent_text_and_explained_change_are_clean(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\nIvo Brandt was left-handed and wrote with his left hand. The brass signet ring never left his finger.",
        "2.md": "# Chapter 2\nIvo lost the ring at cards and replaced it with a plain silver band. "
                "After the mill crushed his left hand, he learned to write with his right.",
        "3.md": "# Chapter 3\nIvo signed the letter with his right hand, slowly. The silver ring on his finger was new and bright.",
    }, EN_BIBLE)
    r = review(book, quiet=True)
    keys = {c.detail["key"] for c in _conflicts(r)}
    assert "handedness" not in keys
    assert "wornItem:ring" not in keys


def test_negated_and_other_peoples_features_are_not_flagged(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\nIvo Brandt was left-handed. Tamsin Reed held the knife in her right hand.",
        "2.md": "# Chapter 2\nIvo was never a man to write with his right hand. Tamsin drew the blade with her right hand.",
    }, EN_BIBLE)
    r = review(book, quiet=True)
    assert not [c for c in _conflicts(r) if c.detail.get("key") == "handedness"]


def test_first_person_narrator(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\nI am left-handed, and I have written with my left hand since childhood. "
                "\"I write with my right,\" Tamsin Reed said, \"like everyone.\"",
        "2.md": "# Chapter 2\nI took up the pen in my right hand, as I always have, and wrote to my brother.",
    }, {**EN_BIBLE, "characters/Oren Vale.md": "# Oren Vale\n- Gender: male\n"},
        config='[book]\nnarrator = "Oren Vale"\nlanguage = "en"\n')
    r = review(book, quiet=True)
    hand = [c for c in _conflicts(r) if c.detail.get("key") == "handedness"]
    assert [c.entities for c in hand] == [["Oren Vale"]]
    assert hand[0].chapter == 2


def test_conflict_ids_are_stable_across_runs_and_unrelated_edits(book_factory):
    chapters = {
        "1.md": "# Chapter 1\nIvo Brandt was left-handed.",
        "2.md": "# Chapter 2\nNothing much happened on the quay.",
        "3.md": "# Chapter 3\nIvo always wrote with his right hand.",
    }
    book = book_factory(chapters, EN_BIBLE)
    ids1 = [c.id for c in review(book, quiet=True).report.conflicts]
    ids2 = [c.id for c in review(book, quiet=True).report.conflicts]
    (book / "chapters" / "2.md").write_text("# Chapter 2\nRain fell on the quay all day, and the gulls sulked.", "utf-8")
    ids3 = [c.id for c in review(book, quiet=True).report.conflicts]
    assert ids1 and ids1 == ids2 == ids3


def test_en_compound_mark_words_do_not_crash_and_are_read(book_factory):
    """A mark word inside a hyphenated compound ("port-wine stain", "sabre-scar") is still a mark (this once
    raised KeyError on a held-out book)."""
    book = book_factory({
        "1.md": "# Chapter 1\nMarta Quill had a port-wine stain on her left cheek, and she wore her hair loose to hide it.",
        "2.md": "# Chapter 2\nThe lamp lit the sabre-scar across Jory Wren's right forearm.",
        "3.md": "# Chapter 3\nMarta Quill turned her head, and the port-wine stain on her right cheek flushed darker.",
    }, {"characters/Marta Quill.md": "# Marta Quill\n- Gender: female\n", "characters/Jory Wren.md": "# Jory Wren\n- Gender: male\n"})
    r = review(book, quiet=True)
    marks = [f for f in r.graph.facts if f.predicate == "mark" and f.chapter > 0]
    assert {(f.subject, f.object) for f in marks} >= {("Marta Quill", "left"), ("Marta Quill", "right")}
    assert [c.chapter for c in _conflicts(r)] == [3]


def test_en_a_hand_used_while_the_other_is_hurt_is_how_one_act_was_done(book_factory):
    bible = {"characters/Wenna Hale.md": "# Wenna Hale\n- Gender: female\n## Basics\n- Handedness: right\n"}
    chapters = {
        "1.md": "# Chapter 1\nWenna Hale signed the tally with her right hand and went down to the boats.",
        "2.md": ("# Chapter 2\nThe rope had burned Wenna Hale's right palm to the quick, and she could not close "
                 "the fingers over anything.\n\n\"Pass me the mallet,\" she said.\n\n"
                 "She knocked the wedges home left-handed, slow and clumsy, and nobody laughed."),
    }
    r = review(book_factory(chapters, bible), quiet=True)
    assert [c for c in r.report.conflicts if c.kind == "baseline_violation"] == []
    # saying who she is, with the hurt hand as the excuse, is still a contradiction of the bible
    chapters["2.md"] = chapters["2.md"].replace("She knocked the wedges home left-handed, slow and clumsy",
                                                "She was left-handed, as she always had been, and knocked the wedges home")
    bl = [c for c in review(book_factory(chapters, bible), quiet=True).report.conflicts if c.kind == "baseline_violation"]
    assert [(c.chapter, c.detail["found"]) for c in bl] == [(2, "left")]


def test_en_a_wound_goes_with_the_nearer_side_and_another_body_parts_ache_is_not_the_hands(book_factory):
    bible = {"characters/Ivo Brandt.md": "# Ivo Brandt\n- Gender: male\n"}
    r = review(book_factory({
        "1.md": ("# Chapter 1\nIvo Brandt held the knife in his left hand and nicked his right thumb, and the little "
                 "wound bled on the deed.\n\nAt the desk all day his right hand cramped and his back ached."),
    }, bible), persist=False, quiet=True)
    wounds = [(f.object, f.source.quote) for f in r.graph.facts_of("wound")]
    assert [w for w, _ in wounds] == ["right"]
    assert "thumb" in wounds[0][1]


def test_en_a_wound_heals_so_a_hurt_on_the_other_side_months_later_is_a_new_one(book_factory):
    bible = {"characters/Ivo Brandt.md": "# Ivo Brandt\n- Gender: male\n"}
    chapters = {
        "1.md": "# Chapter 1\nOn the 3rd of May, 1790, Ivo Brandt was stabbed in the left arm on the quay.",
        "2.md": "# Chapter 2\nOn the 9th of May, 1790, the ferry ran again. The wound in Ivo Brandt's right arm still throbbed.",
    }
    bl = [c for c in review(book_factory(chapters, bible), quiet=True).report.conflicts if c.kind == "baseline_violation"]
    assert [(c.chapter, c.detail["found"]) for c in bl] == [(2, "right")]
    chapters["2.md"] = "# Chapter 2\nOn the 9th of October, 1790, the ferry ran again. The wound in Ivo Brandt's right arm still throbbed."
    assert [c for c in review(book_factory(chapters, bible), quiet=True).report.conflicts
            if c.kind == "baseline_violation"] == []


def test_worn_things_beyond_rings_and_the_first_one_after_a_loss_is_the_new_one(book_factory):
    bible = {"characters/Ivo Brandt.md": ("# Ivo Brandt\n- Gender: male\n## Basics\n"
                                          "- Always wears: a silver whistle on a cord; a small wooden cross\n")}
    chapters = {
        "1.md": "# Chapter 1\nIvo Brandt blew his silver whistle at the carters.",
        "2.md": "# Chapter 2\nIvo Brandt lifted the brass whistle that hung round his neck and blew.",
    }
    bl = [c for c in review(book_factory(chapters, bible), quiet=True).report.conflicts if c.kind == "baseline_violation"]
    assert [(c.chapter, c.detail["found"]) for c in bl] == [(2, "brass")]
    chapters = {
        "1.md": "# Chapter 1\nIvo Brandt touched the wooden cross at his throat.",
        "2.md": ("# Chapter 2\nIn the fire Ivo Brandt's cord burned through, and the cross on it was lost for good.\n\n"
                 "A week later Ivo Brandt slept with a tin cross cold against his chest, the one the smith had made him."),
        "3.md": "# Chapter 3\nThe rain came in off the marsh.",
        "4.md": "# Chapter 4\nThe carters struck for higher pay.",
        "5.md": "# Chapter 5\nThe new kiln was fired at last.",
        "6.md": "# Chapter 6\nIvo Brandt turned the tin cross at his throat and said nothing.",
    }
    assert [c for c in review(book_factory(chapters, bible), quiet=True).report.conflicts
            if c.kind == "baseline_violation"] == []


def test_zh_a_thimble_and_a_comb_are_worn_things_too(book_factory):
    bible = {"characters/孟小蝉.md": "# 孟小蝉\n- 性别：女\n## 基础信息\n- 佩饰：胸前挂着一枚铜顶针；发间插一把黄杨木梳\n"}
    r = review(book_factory({
        "1.md": "# 第一章\n孟小蝉胸前挂着的那枚铜顶针晃了晃。",
        "2.md": "# 第二章\n孟小蝉胸前挂着那枚银顶针，发间插着一把象牙梳。",
    }, bible), quiet=True)
    bl = [(c.chapter, c.detail["key"]) for c in r.report.conflicts if c.kind == "baseline_violation"]
    assert sorted(bl) == [(2, "wornItem:hairpin"), (2, "wornItem:thimble")]


def test_en_a_lasting_change_of_hand_is_not_undone_by_a_sling_told_after_it(book_factory):
    bible = {"characters/Ivo Brandt.md": "# Ivo Brandt\n- Gender: male\n## Basics\n- Handedness: left\n"}
    chapters = {
        "1.md": "# Chapter 1\nIvo Brandt signed the manifest left-handed, as he always had.",
        "2.md": ("# Chapter 2\nThe surgeon took two fingers off Ivo Brandt's left hand. Since then Ivo Brandt has "
                 "been learning to use his right hand. His left arm is in a sling.\n\n"
                 "At supper Ivo Brandt holds out his right hand, his good hand now, and the cook shakes it."),
    }
    assert [c for c in review(book_factory(chapters, bible), quiet=True).report.conflicts
            if c.kind == "baseline_violation"] == []


def test_en_a_ring_on_the_little_finger_and_a_scar_after_someone_is_looked_at(book_factory):
    bible = {"characters/Owen Pryce.md": "# Owen Pryce\n- Gender: male\n## Basics\n- Marks: a knife scar on his left cheek\n",
             "characters/Ned Hale.md": ("# Ned Hale\n- Gender: male\n## Basics\n"
                                        "- Always wears: a silver signet ring on his little finger\n"),
             "characters/Dan Marsh.md": "# Dan Marsh\n- Gender: male\n"}
    r = review(book_factory({
        "1.md": ("# Chapter 1\nAt the noon halt Owen Pryce sits down on the sledge and grins at Dan Marsh, and the "
                 "frost has made a mask of his beard. The old knife scar on his right cheek shows white.\n\n"
                 "Ned Hale pulls off his mitt, and the sun glints on the gold signet ring on his little finger."),
    }, bible), quiet=True)
    bl = sorted((c.entities[0], c.detail["key"]) for c in r.report.conflicts if c.kind == "baseline_violation")
    assert bl == [("Ned Hale", "wornItem:ring"), ("Owen Pryce", "mark:scar:cheek")]


def test_en_a_gestures_habit_is_not_the_hand_one_uses(book_factory):
    bible = {"characters/Ivo Brandt.md": "# Ivo Brandt\n- Gender: male\n## Basics\n- Handedness: right\n"}
    chapters = {"1.md": ("# Chapter 1\nIvo Brandt went off down the passage with his left hand trailing along the "
                         "wet wall, as was his habit.")}
    r = review(book_factory(chapters, bible), quiet=True)
    assert [c for c in r.report.conflicts if c.kind == "baseline_violation"] == []
    chapters = {"1.md": "# Chapter 1\nIvo Brandt signed the book with his left hand, as was his habit."}
    bl = [c for c in review(book_factory(chapters, bible), quiet=True).report.conflicts if c.kind == "baseline_violation"]
    assert [(c.chapter, c.detail["found"]) for c in bl] == [(1, "left")]


def test_en_black_to_the_eyes_is_coal_dust_not_eye_colour(book_factory):
    bible = {"characters/Daniel Reay.md": "# Daniel Reay\n- Gender: male\n## Basics\n- Eyes: grey\n"}
    r = review(book_factory({
        "1.md": "# Chapter 1\nDaniel Reay came up in the cage at two, black to the eyes, and went home to wash.",
    }, bible), quiet=True)
    assert [f for f in r.graph.facts_of("eyeColour") if f.chapter == 1] == []
    assert [c for c in r.report.conflicts if c.kind == "baseline_violation"] == []

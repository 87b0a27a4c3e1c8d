"""FS01 stale_foreshadow on mini-manuscripts written for these tests (a canal boy and a jade seal, a
wire-walker's locket, a preacher's key)."""
from __future__ import annotations

import pytest

from kg.review import review


def _conflicts(result, kind="stale_foreshadow"):
    return [c for c in result.report.conflicts if c.kind == kind]


def _check_evidence(result, conflict, both=True):
    texts = {c.index: c.text for c in result.book.chapters}
    roles = {e.role for e in conflict.evidence}
    if both:
        assert {"established", "conflicting"} <= roles
    else:
        assert "conflicting" in roles
    for e in conflict.evidence:
        if e.chapter == 0:
            assert e.source and e.source.startswith("bible/")
        else:
            assert texts[e.chapter][e.start:e.end] == e.quote


# ---------------------------------------------------------------------------------------------- Chinese

ZH_SEAL = ("- id: blood-seal\n  cue: [血玉印, 玉印]\n  planted: 2\n  due: 5\n"
           "  note: 老船工临终塞给阿满的血玉印，刻的是谁家的徽记\n")
ZH_CHAPTERS = {
    "01.md": "# 第一章 漕船\n运河上的漕船一艘挨一艘，阿满在船尾补网。",
    "02.md": "# 第二章 临终\n老船工咳着血，把一枚血玉印塞进阿满手里，什么也没说就闭了眼。",
    "03.md": "# 第三章 夹层\n漕帮的人四处打听，阿满把玉印缝进了棉袄夹层。",
    "04.md": "# 第四章 当铺\n到了扬州，阿满在当铺门口犹豫了半天，终究没把血玉印拿出来。",
    "05.md": "# 第五章 南下\n雪落满了码头，阿满上了一艘南下的船。",
}


def test_zh_seal_past_its_due_chapter(book_factory):
    r = review(book_factory(ZH_CHAPTERS, {"foreshadows.yaml": ZH_SEAL}), quiet=True)
    fs = _conflicts(r)
    assert len(fs) == 1
    c = fs[0]
    assert (c.rule, c.chapter, c.entities, c.severity.value) == ("FS01", 2, [], "warning")
    assert c.detail["foreshadow"] == "blood-seal" and c.detail["due"] == 5
    est = [e for e in c.evidence if e.role == "established"]
    assert [(e.chapter, e.source) for e in est] == [(0, "bible/foreshadows.yaml")]
    assert est[0].quote.startswith("老船工临终塞给阿满的血玉印")
    # planted where the cue first appears, last mentioned in ch4 without a reveal
    assert [e.chapter for e in c.evidence if e.role == "conflicting"] == [2, 4]
    _check_evidence(r, c)


@pytest.mark.parametrize("bible, last", [
    (ZH_SEAL, "# 第五章 身世\n知府大人看了那枚血玉印，脸色大变。原来这玉印是前朝靖王府的私印，阿满竟是靖王遗孤。"),
    (ZH_SEAL + "  resolved: 5\n", ZH_CHAPTERS["05.md"]),
], ids=["reveal-in-text", "resolved-in-bible"])
def test_zh_seal_paid_off(book_factory, bible, last):
    r = review(book_factory({**ZH_CHAPTERS, "05.md": last}, {"foreshadows.yaml": bible}), quiet=True)
    assert _conflicts(r) == []


def test_zh_ongoing_book_waits_until_stale_after(book_factory):
    open_seal = {"foreshadows.yaml": "- id: blood-seal\n  cue: [血玉印, 玉印]\n  planted: 2\n"}
    patient = review(book_factory(ZH_CHAPTERS, open_seal, '[book]\nstatus = "ongoing"\n'), quiet=True)
    assert _conflicts(patient) == []
    strict = review(book_factory(ZH_CHAPTERS, open_seal,
                                 '[book]\nstatus = "ongoing"\n\n[review]\nstale_after_chapters = 2\n'), quiet=True)
    fs = _conflicts(strict)
    assert [(c.chapter, c.severity.value) for c in fs] == [(2, "info")]
    # a finished book (the default) that ends with the thread open: planted found from the first cue
    ended = review(book_factory(ZH_CHAPTERS, {"foreshadows.yaml": "- id: blood-seal\n  cue: [血玉印]\n"}), quiet=True)
    fs = _conflicts(ended)
    assert [(c.chapter, c.severity.value) for c in fs] == [(2, "warning")]
    _check_evidence(ended, fs[0])


def test_zh_open_loop_without_a_bible(book_factory):
    chapters = {
        "01.md": "# 第一章 说书人\n临别时，瞎眼的说书人把一块刻着梅花的木牌递给小六子：“这木牌的用处，日后自知。”",
        "02.md": "# 第二章 跑堂\n小六子进了城，在酒楼里跑堂。",
        "03.md": "# 第三章 掌勺\n一晃三年，小六子已能独自掌勺。",
    }
    r = review(book_factory(chapters), quiet=True)
    fs = _conflicts(r)
    assert [(c.chapter, c.severity.value, c.detail.get("open_loop")) for c in fs] == [(1, "info", True)]
    assert "日后自知" in fs[0].evidence[0].quote
    _check_evidence(r, fs[0], both=False)

    chapters["03.md"] = ("# 第三章 掌勺\n一晃三年，掌柜看见那块梅花木牌，才说破了真相："
                         "原来木牌是梅花镖局的信物，凭它能调动十二路镖师。")
    assert _conflicts(review(book_factory(chapters), quiet=True)) == []


def test_zh_everyday_jiushi_near_the_cue_is_no_reveal(book_factory):
    chapters = {**ZH_CHAPTERS, "04.md": "# 第四章 腊八\n阿满摸了摸怀里的血玉印，心想明天就是腊八了。"}
    fs = _conflicts(review(book_factory(chapters, {"foreshadows.yaml": ZH_SEAL}), quiet=True))
    assert [c.chapter for c in fs] == [2]


# ---------------------------------------------------------------------------------------------- English

EN_LOCKET = ("- id: tin-locket\n  cue: [tin locket, locket]\n  planted: 1\n  due: 4\n"
             "  note: whose portrait is inside the tin locket\n")
EN_CHAPTERS = {
    "1.md": "# Chapter 1\nThe night the circus burned, a clown pressed a tin locket into Rosalind Gage's hand and vanished into the smoke.",
    "2.md": "# Chapter 2\nRosalind Gage joined a travelling fair and learned to walk the wire.",
    "3.md": "# Chapter 3\nShe kept the locket on a ribbon under her costume, and never opened it.",
    "4.md": "# Chapter 4\nIn Brighton the fair packed up for the winter and Rosalind Gage took lodgings by the pier.",
}


def test_en_locket_never_opened(book_factory):
    r = review(book_factory(EN_CHAPTERS, {"foreshadows.yaml": EN_LOCKET}), quiet=True)
    fs = _conflicts(r)
    assert len(fs) == 1
    c = fs[0]
    assert (c.rule, c.chapter, c.severity.value) == ("FS01", 1, "warning")
    assert c.detail["foreshadow"] == "tin-locket"
    assert [e.chapter for e in c.evidence] == [0, 1, 3]
    assert c.evidence[0].quote == "whose portrait is inside the tin locket"
    _check_evidence(r, c)


def test_en_locket_paid_off_and_not_yet_due(book_factory):
    paid = {**EN_CHAPTERS, "4.md": "# Chapter 4\nIn Brighton an old woman saw the locket and wept. "
                                   "It turned out the portrait inside was of Rosalind Gage's own mother."}
    assert _conflicts(review(book_factory(paid, {"foreshadows.yaml": EN_LOCKET}), quiet=True)) == []
    later = EN_LOCKET.replace("due: 4", "due: 9")
    ongoing = review(book_factory(EN_CHAPTERS, {"foreshadows.yaml": later}, '[book]\nstatus = "ongoing"\n'), quiet=True)
    assert _conflicts(ongoing) == []


def test_en_open_loop_left_open_or_taken_up(book_factory):
    chapters = {
        "1.md": "# Chapter 1\nThe stagecoach was already moving. \"Guard the brass key, boy, and one day you'll understand,\" "
                "the blind preacher called to Tobias.",
        "2.md": "# Chapter 2\nTobias found work at the livery stable in Abilene.",
        "3.md": "# Chapter 3\nThree summers passed. Tobias broke horses for the army.",
    }
    r = review(book_factory(chapters), quiet=True)
    fs = _conflicts(r)
    assert [(c.chapter, c.severity.value) for c in fs] == [(1, "info")]
    assert "brass key" in fs[0].evidence[0].quote
    _check_evidence(r, fs[0], both=False)

    chapters["3.md"] = ("# Chapter 3\nThree summers passed. When the bank manager turned the brass key in the lock, "
                        "the truth came out: the preacher had left Tobias the deed to the whole valley.")
    assert _conflicts(review(book_factory(chapters), quiet=True)) == []
    # an ongoing book may take it up later
    chapters.pop("3.md")
    assert _conflicts(review(book_factory(chapters, config='[book]\nstatus = "ongoing"\n'), quiet=True)) == []


def test_en_incidental_discovered_is_no_reveal(book_factory):
    chapters = {**EN_CHAPTERS, "4.md": "# Chapter 4\nIn Brighton she discovered the locket had lost its clasp, "
                                       "and she had it mended by a jeweller on the pier."}
    fs = _conflicts(review(book_factory(chapters, {"foreshadows.yaml": EN_LOCKET}), quiet=True))
    assert [c.chapter for c in fs] == [1]


# ---------------------------------------------------------------------------------------------- both

@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_bible_reviews_and_conflict_ids_are_stable(book_factory, lang):
    chapters = dict(ZH_CHAPTERS if lang == "zh" else EN_CHAPTERS)
    bare = book_factory(chapters)
    assert not (bare / "bible").exists()
    assert _conflicts(review(bare, quiet=True)) == []  # nothing planted, nothing promised

    book = book_factory(chapters, {"foreshadows.yaml": ZH_SEAL if lang == "zh" else EN_LOCKET})
    first = review(book, quiet=True)
    second = review(book, quiet=True)
    fresh = review(book, persist=False, quiet=True)
    ids = [c.id for c in _conflicts(first)]
    assert len(ids) == 1 and ids[0].startswith("fs-")
    assert ids == [c.id for c in _conflicts(second)] == [c.id for c in _conflicts(fresh)]


@pytest.mark.parametrize("still", [True, False])
def test_a_chapter_that_dwells_on_a_thread_but_says_it_is_still_open(book_factory, still):
    fs = "- id: carved-key\n  cue: [carved key, key]\n  planted: 1\n  due: 3\n  note: what the carved key opens\n"
    # three paragraphs on the key: the chapter dwells on it
    middle = ("Harriet turned the carved key over in her fingers.\n\nThe key was warm from her pocket.\n\n"
              + ("No one knew what lock the key was made for, and the locksmith was none the wiser.\n" if still else
                 "She fitted the key to the chapel chest, and it turned: the chest held her mother's letters.\n"))
    book = book_factory({
        "1.md": "# Chapter 1\n\nHarriet found a carved key in the ash of the grate.\n",
        "2.md": "# Chapter 2\n\n" + middle,
        "3.md": "# Chapter 3\n\nThe rain kept on all week.\n",
        "4.md": "# Chapter 4\n\nHarriet took the coach to Bath.\n",
    }, {"foreshadows.yaml": fs})
    got = [c.chapter for c in review(book, quiet=True).report.conflicts if c.kind == "stale_foreshadow"]
    assert got == ([1] if still else [])

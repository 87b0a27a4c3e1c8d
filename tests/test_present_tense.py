"""A book told in the present tense ("Hale walks to the rail"): its past-tense clauses tell of before, its people act
in the present, and its chapters open with a dated heading. A whaling station, written for these tests."""
from __future__ import annotations

from kg.review import review
from tests.conftest import asserted_marks, timeline_conflicts

CAST = {
    "characters/Jonas Ek.md": "# Jonas Ek\n- Aliases: the flenser\n- Gender: male\n",
    "characters/Per Lund.md": "# Per Lund\n- Aliases: Lund\n- Gender: male\n",
    "characters/Ada Storm.md": "# Ada Storm\n- Gender: female\n",
}

SCENE = ("Jonas Ek walks down to the slip. He looks at the sky and he says nothing. Per Lund comes after him with the "
         "lantern. He sets it on the winch. The wind drops. Ada Storm waits at the door of the cookhouse. She "
         "wipes her hands on her apron and she calls them in. He nods. She laughs. It is cold. ")


SCENE_NO_EK = SCENE.replace("Jonas Ek walks down to the slip. He looks at the sky and he says nothing. ", "")


_tl = timeline_conflicts
_marks = asserted_marks


def test_past_tense_dates_in_a_present_tense_chapter_tell_of_before(book_factory):
    r = review(book_factory({
        "1.md": f"# Chapter 1\n\n*Monday, 4th December 1911*\n\n{SCENE}",
        "2.md": (f"# Chapter 2\n\n*Friday, 15th December 1911*\n\nThe catcher came in on the ninth of December, low in "
                 f"the water. Eleven days later they towed the last whale in. {SCENE}"),
        "3.md": f"# Chapter 3\n\n*Saturday, 16th December 1911*\n\n{SCENE}",
    }, CAST), quiet=True)
    assert [o for o, _ in _marks(r, 2)] == ["date:|1911|12|15"]
    assert _tl(r) == []


def test_a_dated_heading_is_the_chapters_own_day_and_may_not_go_back(book_factory):
    r = review(book_factory({
        "1.md": f"# Chapter 1\n\n*Monday, 4th December 1911*\n\n{SCENE}",
        "2.md": f"# Chapter 2\n\n*Friday, 15th December 1911*\n\n{SCENE}",
        "3.md": f"# Chapter 3\n\n*Thursday, 30th November 1911*\n\n{SCENE}",
    }, CAST), quiet=True)
    assert [(c.chapter, c.detail["anomaly"]) for c in _tl(r)] == [(3, "backwards")]


def test_the_december_before_a_january_heading_and_a_date_thought_of_mid_paragraph(book_factory):
    r = review(book_factory({
        "1.md": f"# Chapter 1\n\n*Monday, 25th December 1911*\n\n{SCENE}",
        "2.md": (f"# Chapter 2\n\n*Wednesday, 3rd January 1912*\n\nThey cleared the ice on the thirtieth of December. "
                 f"{SCENE}He turns the letter over in his hands. The first of March. Eight weeks. He puts it away."),
        "3.md": f"# Chapter 3\n\n*Thursday, 4th January 1912*\n\n{SCENE}",
    }, CAST), quiet=True)
    assert [o for o, _ in _marks(r, 2)] == ["date:|1912|1|3"]
    assert _tl(r) == []


def test_the_dead_acting_in_the_present_tense_is_caught_but_lying_under_a_cairn_is_not(book_factory):
    book = {
        "1.md": f"# Chapter 1\n\n*Monday, 4th December 1911*\n\n{SCENE}",
        "2.md": ("# Chapter 2\n\n*Friday, 8th December 1911*\n\nThe flenser worked the last whale alone. Jonas Ek "
                 "was lost in the crevasse above the station on the way back, and the rope would not reach.\n\n" + SCENE
                 .replace("Jonas Ek walks down to the slip. He looks at the sky and he says nothing. ", "")),
        "3.md": ("# Chapter 3\n\n*Monday, 11th December 1911*\n\n" + SCENE.replace("Jonas Ek walks down to the slip.",
                 "Lund walks down to the slip.") + "Jonas Ek lies under a cairn on the ridge."),
    }
    r = review(book_factory(book, CAST), quiet=True)
    assert [f.subject for f in r.graph.facts_of("died")] == ["Jonas Ek"]
    assert [c for c in r.report.conflicts if c.kind == "dead_character_active"] == []
    book["3.md"] = "# Chapter 3\n\n*Monday, 11th December 1911*\n\n" + SCENE.replace(
        "Per Lund comes after him", "Jonas Ek sharpens his knife and Per Lund comes after him")
    da = [c for c in review(book_factory(book, CAST), quiet=True).report.conflicts if c.kind == "dead_character_active"]
    assert [c.chapter for c in da] == [3]


def test_a_dream_told_in_the_present_is_no_act_and_thinking_one_dreams_is_no_dream(book_factory):
    book = {
        "1.md": "# Chapter 1\n\nJonas Ek died of the fever in the spring.",
        "2.md": (f"# Chapter 2\n\n{SCENE_NO_EK}\n\nPer Lund dreams of the flenser.\n\nIn the dream it is summer, and Jonas Ek "
                 "stands at the slip with his knife.\n\nPer Lund wakes. The hut is cold."),
    }
    assert [c for c in review(book_factory(book, CAST), quiet=True).report.conflicts
            if c.kind == "dead_character_active"] == []
    book["2.md"] = (f"# Chapter 2\n\n{SCENE_NO_EK}\n\nPer Lund thinks for a moment that he is dreaming. Jonas Ek stands at "
                    "the slip with his knife.")
    da = [c for c in review(book_factory(book, CAST), quiet=True).report.conflicts if c.kind == "dead_character_active"]
    assert [c.chapter for c in da] == [2]


def test_a_death_at_the_end_of_a_run_of_he_sentences_and_a_surname_after_a_rank(book_factory):
    r = review(book_factory({
        "1.md": ("# Chapter 1\n\nPer Lund got weaker on the march. He had cut his hand on a runner and it would not "
                 "heal. He stopped talking. On the morning of the ninth, he did not wake.\n\n"
                 "At the depot Warden Storm signed the log left-handed, as she always did."),
    }, CAST), quiet=True)
    assert [f.subject for f in r.graph.facts_of("died")] == ["Per Lund"]
    assert [(f.subject, f.object) for f in r.graph.facts_of("handedness")] == [("Ada Storm", "left")]


def test_a_run_of_he_sentences_with_another_man_in_its_head_sentence_is_not_trusted(book_factory):
    r = review(book_factory({
        "1.md": ("# Chapter 1\n\nPer Lund sat by the bed all night. Jonas Ek was holding one of his hands. He did not "
                 "say anything at the end. He simply stopped breathing."),
    }, CAST), quiet=True)
    assert [f.subject for f in r.graph.facts_of("died")] == []


def test_a_year_less_december_after_a_january_heading_is_the_december_before(book_factory):
    r = review(book_factory({
        "1.md": "# Chapter 1\n\nOn the 25th of December, 1911, the station held its dinner.",
        "2.md": ("# Chapter 2\n\n*Wednesday, 3rd January 1912*\n\nOn the thirtieth of December the catcher broke out "
                 "of the ice and ran for the station."),
        "3.md": "# Chapter 3\n\n*Thursday, 4th January 1912*\n\nThe flensing began at dawn.",
    }, CAST), quiet=True)
    assert _tl(r) == []

"""Forms met in a space-station novel and an office serial (own phrasings, not the benchmark books')."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, three_chapters

STATION = {
    "world.md": "# World\n\n- The colony keeps its own reckoning. A rotation has exactly 90 days, numbered Day 1 to Day 90.\n",
    "characters/a.md": "# Ines Varga\n- Gender: female\n",
    "characters/b.md": "# Tomas Reyes\n- Gender: male\n",
    "characters/c.md": "# Otto Kell\n- Gender: male\n",
}


def _review(book):
    return review(book, persist=False, quiet=True)


def test_en_a_colony_reckoning_in_rotations_and_days(book_factory):
    first = "Rotation 7, Day 12\n\nInes Varga checked the seals."
    mid = "Rotation 7, Day 20\n\nTomas Reyes came up from the farm deck."
    back = "Rotation 7, Day 15\n\nInes Varga logged the pressure."
    assert conflicts_of(three_chapters(book_factory, first, mid, back, STATION), "timeline_jump") == [(3, [])]
    on = "Rotation 8, Day 2\n\nInes Varga logged the pressure."
    res = _review(three_chapters(book_factory, first, mid, on, STATION))
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []
    # 90 days to a rotation: Day 20 of the 7th to Day 2 of the 8th is 72 days
    assert res.graph.timeline.marks[3][0][1] - res.graph.timeline.chapter_day[3] == 72


def test_en_how_long_someone_has_been_dead(book_factory):
    first = "Rotation 7, Day 12\n\nOtto Kell went out to the array. His tether snapped. He died before they reached him."
    mid = "Rotation 7, Day 16\n\nOtto Kell had been dead six weeks, and still Ines Varga set out his mug."
    assert conflicts_of(three_chapters(book_factory, first, mid, "It rained.", STATION), "timeline_jump") == [(2, ["Otto Kell"])]
    ok = "Rotation 7, Day 16\n\nOtto Kell had been dead four days, and still Ines Varga set out his mug."
    assert conflicts_of(three_chapters(book_factory, first, ok, "It rained.", STATION), "timeline_jump") == []
    # a chapter with no date of its own may come weeks later: no flag for too long
    undated = "Otto Kell had been dead six weeks, and still Ines Varga set out his mug."
    assert conflicts_of(three_chapters(book_factory, first, undated, "It rained.", STATION), "timeline_jump") == []


def test_en_a_body_found_and_then_he_had_been_dead(book_factory):
    mid = ("Rotation 7, Day 14\n\nThe salvage crew found Otto Kell an hour later, tumbling slowly off the array. "
           "His visor had cracked. He had been dead, the medic said, for most of that hour.")
    last = "Rotation 7, Day 20\n\nOtto Kell walked into the galley and poured himself coffee."
    assert conflicts_of(three_chapters(book_factory, "Rotation 7, Day 12\n\nOtto Kell slept.", mid, last, STATION),
                        "dead_character_active") == [(3, ["Otto Kell"])]
    # a paragraph about someone else of the gender: the death is not pinned on the one named in passing
    mid = ("Rotation 7, Day 14\n\nHe went a little after four. Otto Kell was holding one of his hands. "
           "He did not speak at the end. He simply stopped breathing.")
    assert conflicts_of(three_chapters(book_factory, "Rotation 7, Day 12\n\nOtto Kell slept.", mid, last, STATION),
                        "dead_character_active") == []


def test_en_years_in_a_wondering_are_no_step_of_time(book_factory):
    mid = ("Rotation 7, Day 13\n\nInes Varga watched him go and wondered whether, after eleven years, she knew him at all. "
           "Rotation 7, Day 14 came quietly.")
    res = _review(three_chapters(book_factory, "Rotation 7, Day 12\n\nOtto Kell slept.", mid, "It rained.", STATION))
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == []


def test_zh_how_long_someone_has_been_dead(book_factory):
    bible = {"characters/a.md": "# 齐远舟\n- 性别：男\n", "characters/b.md": "# 苗小禾\n- 性别：女\n"}
    first = "万历三年三月初一，齐远舟病逝于家中。"
    mid = "万历三年三月初五，苗小禾收拾旧物。齐远舟死了已经半年，屋里还留着他的药味。"
    assert conflicts_of(three_chapters(book_factory, first, mid, "天晴了。", bible, zh=True),
                        "timeline_jump") == [(2, ["齐远舟"])]
    ok = "万历三年三月初五，苗小禾收拾旧物。齐远舟死了才四天，屋里还留着他的药味。"
    assert conflicts_of(three_chapters(book_factory, first, ok, "天晴了。", bible, zh=True), "timeline_jump") == []

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

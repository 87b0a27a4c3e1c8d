"""Forms met in a novel of the Jacobite rising (own phrasings, not the benchmark book's)."""
from __future__ import annotations

from tests.conftest import conflicts_of, three_chapters

EN = {
    "characters/a.md": "# Walter Haig\n- Gender: male\n- Age: 50 (at chapter 1)\n## State\n- With Colin Drummond: old friend\n",
    "characters/b.md": "# Colin Drummond\n- Gender: male\n- Age: 49 (at chapter 1)\n## State\n- With Walter Haig: old friend\n",
    "characters/c.md": "# Tam Rennie\n- Gender: male\n- Age: 19 (at chapter 1)\n",
}


def test_en_a_letters_date_does_not_settle_the_year_of_the_dates_before(book_factory):
    first = "On the 3rd of May Walter Haig rode to Perth."
    mid = "*Perth, 9th May 1746. Sir, I write in haste.* On the 9th of May, 1746, Walter Haig sealed the letter."
    last = "Walter Haig was fifty years old that spring."
    assert conflicts_of(three_chapters(book_factory, first, mid, last, EN), "baseline_violation") == []
    assert conflicts_of(three_chapters(book_factory, first, mid, last, EN), "timeline_jump") == []


def test_en_the_apprentice_of_someone_at_twenty(book_factory):
    mid = "Tam Rennie knocked at the door. He was Walter Haig's apprentice, twenty years old and all elbows."
    assert conflicts_of(three_chapters(book_factory, "Walter Haig slept.", mid, "It rained.", EN), "baseline_violation") == []
    own = "Walter Haig knocked at the door. He was Colin Drummond's oldest friend, twenty years old and all elbows."
    assert conflicts_of(three_chapters(book_factory, "Walter Haig slept.", own, "It rained.", EN),
                        "baseline_violation") == [(2, ["Walter Haig"])]


def test_en_friends_parted_by_a_man_turned_out_of_doors(book_factory):
    quarrel = ('Colin Drummond stood up to go. "You will remember this, Haig," he said. "You had a friend, and you '
               'turned him out of doors like a dog."')
    later = '"Colin Drummond has been my enemy since that night," said Walter Haig.'
    assert conflicts_of(three_chapters(book_factory, "Walter Haig slept.", quarrel, later, EN), "relation_reversal") == []
    # with no quarrel, a bond said to have held all along is no less a reversal
    assert conflicts_of(three_chapters(book_factory, "Walter Haig slept.", "It rained.", later, EN),
                        "relation_reversal") == [(3, ["Colin Drummond", "Walter Haig"])]

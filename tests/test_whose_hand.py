"""Whose hand a sentence speaks of: not an attempt to change it, not the maker of someone's coat named after
"by", not someone named only by what she is ("the girl"). Own phrasings, not the benchmark books'."""
from __future__ import annotations

from kg.review import review

PEOPLE = {
    "characters/Ada Quill.md": "# Ada Quill\n- Gender: female\n## Basics\n- Handedness: left\n",
    "characters/Bess Morrow.md": "# Bess Morrow\n- Gender: female\n## Basics\n- Handedness: right\n",
}


def _hands(book):
    return [(c.chapter, c.entities) for c in review(book, persist=False, quiet=True).report.conflicts
            if c.kind == "baseline_violation"]


def test_an_attempt_to_make_someone_use_the_other_hand_is_no_habit(book_factory):
    book = book_factory({"1.md": "# Chapter 1\n\nAda Quill's governess spent a whole winter trying to make her hold "
                                 "the needle in her right hand, and gave it up in March.\n"}, PEOPLE)
    assert _hands(book) == []


def test_a_name_after_by_does_not_take_the_next_paragraphs_she(book_factory):
    book = book_factory({"1.md": "# Chapter 1\n\nBy noon the stall was up, and Ada Quill was sorting apples in a "
                                 "shawl that had been mended the night before by Bess Morrow.\n\nShe sorted "
                                 "left-handed, quick as a clerk counting coin.\n"}, PEOPLE)
    assert _hands(book) == []


def test_the_girl_taking_over_a_sentence_is_not_the_woman_named_before(book_factory):
    book = book_factory({"1.md": "# Chapter 1\n\nBess Morrow handed the basket across to her, and the girl sat down "
                                 "on the step and peeled the apples left-handed.\n"}, PEOPLE)
    assert _hands(book) == []


def test_the_named_woman_using_the_other_hand_is_still_flagged(book_factory):
    book = book_factory({"1.md": "# Chapter 1\n\nBess Morrow handed the basket across, sat down on the step and "
                                 "peeled the apples left-handed, as she always had.\n"}, PEOPLE)
    assert _hands(book) == [(1, ["Bess Morrow"])]


def _hurt(book_factory, later: str):
    return book_factory({
        "1.md": "# Chapter 1\n\nOn the 3rd of May the kettle tipped, and Ada Quill's left hand was scalded raw; the "
                "apothecary wrapped her left hand in lint and told her to keep it still.\n",
        "2.md": "# Chapter 2\n\nThe next day it rained on the market.\n",
        "3.md": "# Chapter 3\n\nTwo days later the carrier came with the flour.\n",
        "4.md": "# Chapter 4\n\nThree days later Bess Morrow opened the new shop.\n",
        "5.md": "# Chapter 5\n\nOn the 14th of May the ledgers came back from the bank. " + later + "\n",
    }, PEOPLE)


def test_one_act_with_the_other_hand_while_a_hand_is_hurt_is_explained(book_factory):
    assert _hands(_hurt(book_factory, "Ada Quill signed the receipt with her right hand, slowly.")) == []


def test_a_lifelong_habit_claimed_while_hurt_is_still_a_contradiction(book_factory):
    book = _hurt(book_factory, "Ada Quill had always been right-handed, like her father.")
    assert _hands(book) == [(5, ["Ada Quill"])]

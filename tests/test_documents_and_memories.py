"""Dates in documents, log entries, memories told over several paragraphs, and plans (a salt works, a lighthouse).

Phrasings written for these tests, after the rules; each test fails with its rule taken out."""
from __future__ import annotations

from kg.review import review
from tests.conftest import asserted_marks, timeline_conflicts


_tl = timeline_conflicts
_marks = asserted_marks


SALT_1 = "# Chapter 1\nOn the 2nd of March, 1788, the pans at Lymington were cleaned and the fires laid."


def test_a_date_in_a_letters_body_is_not_its_date(book_factory):
    book = {
        "1.md": SALT_1,
        "2.md": ("# Chapter 2\nA letter was waiting at the boiling house.\n\n"
                 "*Southampton, the 5th of March, 1788. Dear Isaac, the buyers are pleased and will want two hundred "
                 "bushels more; expect my cart on the road by Lady Day, the 25th of March, if the weather holds.*\n\n"
                 "Isaac folded it away."),
        "3.md": "# Chapter 3\nOn the 9th of March the first of the new pans cracked.",
    }
    r = review(book_factory(book), quiet=True)
    assert [o for o, _ in _marks(r, 2)] == ["date:|1788|3|5"]
    assert _tl(r) == []


def test_a_log_entry_is_written_on_its_day_and_may_not_go_back(book_factory):
    book = {
        "1.md": SALT_1,
        "2.md": "# Chapter 2\nOn the 20th of March, 1788, the spring tides came over the sea wall.",
        "3.md": "# Chapter 3\n*Day-book, the 6th of March, 1788. Forty bushels boiled. Pan four cracked.*\n\nIsaac wrote it up himself.",
    }
    tl = _tl(review(book_factory(book), quiet=True))
    assert [(c.chapter, c.detail["anomaly"]) for c in tl] == [(3, "backwards")]
    # a letter read in the scene may be older than the present
    book["3.md"] = "# Chapter 3\n*Southampton, the 6th of March, 1788. Dear Isaac, the buyers are pleased.*\n\nIsaac read it twice."
    assert _tl(review(book_factory(book), quiet=True)) == []


def test_narration_that_fills_in_the_weeks_a_log_entry_leapt_over_is_no_jump_back(book_factory):
    r = review(book_factory({
        "1.md": SALT_1,
        "2.md": ("# Chapter 2\n*Day-book, the 30th of April, 1788. The new furnace lit.*\n\n"
                 "The weeks before it had been all carting and mortar. The bricks came up from Christchurch on the "
                 "9th of April, and the masons would not start until they had been paid.\n\n"
                 "On the evening of the thirtieth the whole village came to watch the fire take."),
        "3.md": "# Chapter 3\nOn the 4th of May, 1788, the first salt from the new furnace went to market.",
    }), quiet=True)
    assert _tl(r) == []


def test_a_memory_that_ends_its_paragraph_runs_until_the_narrator_comes_back(book_factory):
    book = {
        "1.md": "# Chapter 1\nOn the 12th of October, 1851, the keeper of the Wolf Rock light took on a boy.",
        "2.md": ("# Chapter 2\nThe boy slept, and the keeper sat by the lamp and found himself remembering the storm of 1839.\n\n"
                 "The seas had come green over the gallery that night. Six weeks later his wife was buried at Sennen.\n\n"
                 "He came back to himself when the lamp guttered. On the 14th of October, 1851, the relief boat came."),
    }
    r = review(book_factory(book), quiet=True)
    assert [o for o, _ in _marks(r, 2)] == ["date:|1851|10|14"]
    assert _tl(r) == []
    # with no way back, only the rest of the opener's paragraph is the memory: the advance after it counts
    book["2.md"] = ("# Chapter 2\nThe keeper sat by the lamp and found himself remembering the storm of 1839.\n\n"
                    "Six weeks later the relief boat came, on the 14th of October, 1851.")
    r = review(book_factory(book), quiet=True)
    assert ("+42", "Six weeks later") in _marks(r, 2)


def test_what_someone_would_do_on_a_date_is_not_the_present(book_factory):
    r = review(book_factory({
        "1.md": SALT_1,
        "2.md": ("# Chapter 2\nThat evening the owner settled it: the Mary Ellen would carry the salt on the 30th of March, "
                 "and Isaac would go with her.\n\nThree days later the carts began to come down to the quay."),
        "3.md": "# Chapter 3\nOn the 6th of March the last cart came down.",
    }), quiet=True)
    assert [o for o, _ in _marks(r, 2)] == ["+0", "+3"]
    assert _tl(r) == []


def test_spans_from_one_start_in_one_sentence_do_not_step_the_clock(book_factory):
    r = review(book_factory({
        "1.md": SALT_1,
        "2.md": ("# Chapter 2\nThe smoke stung at first. After a week Isaac no longer coughed, and after a month he "
                 "could tell good brine from bad by the smell alone."),
        "3.md": "# Chapter 3\nOn the 5th of March the pans were full again.",
    }), quiet=True)
    assert _marks(r, 2) == []
    assert _tl(r) == []


def test_a_date_standing_alone_before_a_memory_is_the_day_remembered(book_factory):
    book = {
        "1.md": "# Chapter 1\nOn the 4th of September, 1790, the keeper of the Wolf Rock light took on a boy.",
        "2.md": ("# Chapter 2\nThe keeper looked at the calendar on the wall.\n\n"
                 "The eleventh of February. He remembered it as one remembers a cold room: the gale, the boat, "
                 "the empty sea where his brother had been.\n\nThree days later the relief boat came."),
        "3.md": "# Chapter 3\nOn the 9th of September the new lens was fitted.",
    }
    r = review(book_factory(book), quiet=True)
    assert [o for o, _ in _marks(r, 2)] == ["+3"]
    assert _tl(r) == []
    # standing alone with nothing remembered after it, the date is the scene's own
    book["2.md"] = "# Chapter 2\nThe eleventh of February. The gale blew all night."
    r = review(book_factory(book), quiet=True)
    assert [o for o, _ in _marks(r, 2)] == ["date:|None|2|11"]

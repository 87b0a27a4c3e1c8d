"""What a procedural sets into its chapters: statements in the first person, questions put in an interview,
a form's fields, a range of times, a ledger's entries, a recap of what happened; a tattoo the bible names by its
picture; a death reported in a phone call about someone named a line before. Own phrasings, not the benchmark
books'."""
from __future__ import annotations

from tests.conftest import conflicts_of

PEOPLE = {
    "characters/Nina Hale.md": "# Nina Hale\n- Gender: female\n## Basics\n- Handedness: right\n",
    "characters/Owen Price.md": "# Owen Price\n- Gender: male\n## Basics\n"
                                "- Appearance: a small green lizard tattooed on the back of his right hand\n",
    "characters/Leo Marsh.md": "# Leo Marsh\n- Gender: male\n",
}


_conflicts = conflicts_of


def _two_chapters(book_factory, ch2: str):
    return book_factory({
        "1.md": "# Chapter 1\n\nThursday 11 November\n\nNina Hale parked outside the flats at seven and waited for the "
                "rain to stop.\n",
        "2.md": "# Chapter 2\n\nThe next morning Nina Hale took the statement herself.\n\n" + ch2 + "\n",
    }, PEOPLE)


def test_a_first_person_statement_in_a_third_person_chapter_is_the_witness_telling(book_factory):
    ch2 = ("Owen Price read it through twice and signed it. Part of it read:\n\n"
           "On Tuesday 2 November I saw Leo Marsh outside the bookmaker's on Quay Street. I remember the day because "
           "my sister came for her birthday.\n\n"
           "Three days later Leo rang me and asked to borrow my van.\n\n"
           "Nina Hale put the statement in the file and went to find coffee.")
    assert _conflicts(_two_chapters(book_factory, ch2), "timeline_jump") == []


def test_questions_put_in_an_interview_and_a_range_of_times_are_not_now(book_factory):
    ch2 = ("Nina asked him where he had been. Where were you on Saturday 6 November between eight and midnight? "
           "Owen Price said nothing.\n\n"
           "The pathologist put it some time between ten at night on Friday 5 November and three on the Saturday.\n\n"
           "Last seen: Friday 5 November, near the canal")
    assert _conflicts(_two_chapters(book_factory, ch2), "timeline_jump") == []


def test_a_ledgers_entries_and_a_recap_are_not_now(book_factory):
    ch2 = ("The notebook was a ledger of payments, the last one on 30 October: 500, L.M.\n\n"
           "Nina went through it all again in her head. The meeting on Monday 1 November. The van. The bookmaker's.")
    assert _conflicts(_two_chapters(book_factory, ch2), "timeline_jump") == []


def test_a_date_set_as_the_present_that_goes_back_is_still_flagged(book_factory):
    ch2 = "On Monday 1 November Nina Hale drove out to the marshes again."
    assert [c[0] for c in _conflicts(_two_chapters(book_factory, ch2), "timeline_jump")] == [2]


def test_a_tattoo_named_by_its_picture_is_followed(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nOwen Price rested his hands on the table. The little lizard on his right hand "
                "twitched when he clenched it.\n",
        "2.md": "# Chapter 2\n\nOwen Price signed with a flourish, the green lizard on the back of his left hand "
                "flexing.\n",
    }, PEOPLE)
    assert _conflicts(book, "baseline_violation") == [(2, ["Owen Price"])]


def test_a_death_reported_in_a_phone_call_about_someone_named_just_before(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nThe phone went at four. Nina Hale answered it in the dark.\n\n"
                "\"Ma'am, it's about Leo Marsh.\"\n\n\"What about him?\"\n\n\"He's dead, ma'am. They found him in the "
                "canal an hour ago.\"\n",
        "2.md": "# Chapter 2\n\nTwo days later Leo Marsh walked into the station and asked for Nina.\n",
    }, PEOPLE)
    assert _conflicts(book, "dead_character_active") == [(2, ["Leo Marsh"])]


def test_a_deed_a_warrant_names_is_not_now(book_factory):
    ch2 = "Nina Hale served the warrant on him, for the theft of the payroll at Quay Street on Monday 1 November."
    assert _conflicts(_two_chapters(book_factory, ch2), "timeline_jump") == []

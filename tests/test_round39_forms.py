"""Forms met in the round-39 books (own phrasings): a date whose year comes as "in the year of our Lord", a
memory opened by "thought of the evening when", a pronoun after a while-clause, a hatred "for as long as"."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of, flags, resolve_word

SHIP = {"characters/a.md": "# Jonas Pell\n- Gender: male\n- Age: 30 (at chapter 1)\n## State\n- With Matthew Crane: old friends\n",
        "characters/b.md": "# Matthew Crane\n- Gender: male\n- Age: 44 (at chapter 1)\n",
        "characters/c.md": "# Tobias Wyke\n- Gender: male\n"}


def test_the_year_of_our_lord_gives_the_date_its_year(book_factory):
    # year-less dates after an opening "in the year of our Lord 1602"; a later date of 1602 that goes back is flagged
    first = "It was the fourth day of April, in the year of our Lord 1602, when the Grace left Bristol."
    mid = "On the ninth of August they raised the Azores."
    back = "On the twentieth of May 1602 Jonas Pell wrote up the log."
    assert flags(book_factory, "timeline_jump", first, mid, back, SHIP) == [(3, [])]
    # without the opening year the same dates can run on into the next year: nothing to say
    bare = first.replace(", in the year of our Lord 1602,", "")
    assert flags(book_factory, "timeline_jump", bare, mid, back, SHIP) == []


def test_thought_of_the_evening_when_is_a_memory(book_factory):
    died = "Tobias Wyke died of the fever on the third night out, and they gave him to the sea at dawn."
    later = ("Jonas Pell stood at the rail a long while. He thought of the evening, a month gone, when he had stood "
             "in this same place and Tobias Wyke played on the hatch until the watch changed.")
    book = chapters_book(book_factory, ["The Grace sailed on the ebb.", died, later], SHIP)
    assert conflicts_of(book, "dead_character_active") == []
    now = "Jonas Pell stood at the rail a long while. Tobias Wyke sat on the hatch with his fiddle and played."
    book = chapters_book(book_factory, ["The Grace sailed on the ebb.", died, now], SHIP)
    assert conflicts_of(book, "dead_character_active") == [(3, ["Tobias Wyke"])]


def test_a_he_after_a_while_clause_is_the_main_subject(book_factory):
    text = ("At noon the wind dropped, and Matthew Crane climbed to the masthead and took the sun, while Jonas Pell "
            "held the glass for him below. He was forty-four years old and had never once missed his noon sight.")
    book = chapters_book(book_factory, ["The Grace sailed on the ebb.", text], SHIP)
    assert resolve_word(book, text, "He") == "Matthew Crane"
    assert conflicts_of(book, "baseline_violation") == []
    # with no subject of the gender before the while-clause, the one in it is still the nearest
    alone = ("At noon the wind dropped, while Jonas Pell held the glass below. He was thirty years old.")
    assert resolve_word(book, alone, "He") == "Jonas Pell"


def test_hated_for_as_long_as_is_a_standing_enmity(book_factory):
    book = chapters_book(book_factory, [
        "The Grace sailed on the ebb, and Jonas Pell and Matthew Crane shared the first watch.",
        "Matthew Crane had despised Jonas Pell for as long as the crew had known them both."], SHIP)
    assert conflicts_of(book, "relation_reversal") == [(2, ["Jonas Pell", "Matthew Crane"])]

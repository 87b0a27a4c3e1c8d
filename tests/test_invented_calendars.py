"""A fantasy school story's own ways: a calendar with invented months (read from the dates and ordered by the
world notes), tendays, a year measured back to a memory, a mother called by the dead boy's surname, an interval
from an event that opens a chapter, ranks used as titles in talk, and a face that is grey without grey eyes. Own
phrasings, not the benchmark books'."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of

WORLD = ("# World\n\n## Calendar\n- Ten months of exactly thirty days each. In order: Budmoon, Sowmoon, Reapmoon, "
         "Mistmoon, Snowmoon, Darkmoon, Wolfmoon, Mudmoon, Rainmoon, Greenmoon.\n")
PEOPLE = {
    "world.md": WORLD,
    "characters/Wren Tallis.md": "# Wren Tallis\n- Gender: female\n## Basics\n- Age: 15 (at chapter 1)\n"
                                 "- Eyes: brown\n## State\n- Rank: Novice\n",
    "characters/Ned Harrow.md": "# Ned Harrow\n- Aliases: Harrow\n- Gender: male\n",
    "rules.yaml": "power_scale: [Novice, Journeyman, Adept]\nrules:\n  - id: bell\n    forbid_actions: [rang the iron bell]\n"
                  "    unless_rank_at_least: Journeyman\n",
}


_conflicts = conflicts_of


def test_invented_months_are_read_in_the_order_the_world_notes_give(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 4th of Mistmoon the ferry brought Wren Tallis to the island.\n",
        "2.md": "# Chapter 2\n\nSnowmoon the second came in with sleet.\n",
        "3.md": "# Chapter 3\n\nIt was the 20th of Mistmoon, and the lake froze.\n",
    }, PEOPLE)
    assert [c[0] for c in _conflicts(book, "timeline_jump")] == [3]


def test_the_month_lengths_the_world_notes_give(book_factory):
    # thirty days to every month: the 28th of Mistmoon to the 2nd of Snowmoon is four days, a tenday is ten
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 28th of Mistmoon the ferry brought Wren Tallis to the island.\n",
        "2.md": "# Chapter 2\n\nA full tenday later, on the 2nd of Snowmoon, the lake froze.\n",
    }, PEOPLE)
    assert [c[0] for c in _conflicts(book, "timeline_jump")] == [2]


def test_a_year_measured_back_to_a_memory_does_not_move_the_clock(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 4th of Mistmoon the ferry brought Wren Tallis to the island.\n\nHer father had "
                "given her the whistle on the quay and had said it would sound when she needed it.\n\nA year on, it "
                "still had not. Wren turned it over in her fingers.\n",
        "2.md": "# Chapter 2\n\nThe next morning, the 5th of Mistmoon, Wren Tallis was fifteen and frightened.\n",
    }, PEOPLE)
    assert _conflicts(book, "timeline_jump") == [] and _conflicts(book, "baseline_violation") == []


def test_days_ago_tells_of_before(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 4th of Mistmoon, Ned Harrow drowned under the ice.\n",
        "2.md": "# Chapter 2\n\nOn the 9th of Mistmoon, Wren sat alone. Five days ago she had stood on the shore while "
                "Ned Harrow ran out onto the ice.\n",
    }, PEOPLE)
    assert _conflicts(book, "dead_character_active") == []


def test_a_title_of_the_other_sex_before_a_surname_is_someone_else(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 4th of Mistmoon, Ned Harrow drowned under the ice.\n",
        "2.md": "# Chapter 2\n\nOn the 9th of Mistmoon they buried him. Mistress Harrow threw the first handful of "
                "earth.\n",
        "3.md": "# Chapter 3\n\nOn the 12th of Mistmoon, Mister Harrow walked into the refectory and sat down.\n",
    }, PEOPLE)
    assert [c[0] for c in _conflicts(book, "dead_character_active")] == [3]


def test_an_interval_from_an_event_that_opens_the_chapter(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 4th of Mistmoon, Ned Harrow drowned under the ice. They buried him that "
                "evening.\n",
        "2.md": "# Chapter 2\n\nFive days after they buried Ned, Wren Tallis sat her trial. It was the 6th of "
                "Mistmoon.\n",
    }, PEOPLE)
    assert [c[0] for c in _conflicts(book, "timeline_jump")] == [2]


def test_a_rank_used_as_a_title_in_talk_and_not_before_a_pronoun(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\n\"She was the fiercest young Journeyman I ever knew,\" said Ned Harrow.\n",
        "2.md": "# Chapter 2\n\n\"Journeyman Tallis will ring it,\" the Provost said. That night Wren Tallis rang "
                "the iron bell.\n",
    }, PEOPLE)
    assert _conflicts(book, "world_rule_violation") == []
    ranks = [(f.chapter, f.subject, f.object) for f in review(book, persist=False, quiet=True).graph.facts_of("rank")
             if f.chapter]
    assert ranks == [(2, "Wren Tallis", "Journeyman")]


def test_a_grey_face_is_no_grey_eyes(book_factory):
    book = book_factory({"1.md": "# Chapter 1\n\nWren Tallis was shaking. Her face was grey and her eyes were wet.\n"},
                        PEOPLE)
    assert _conflicts(book, "baseline_violation") == []


def test_every_invented_month_has_the_days_the_world_notes_give(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 28th of Budmoon the ferry brought Wren Tallis to the island.\n",
        "2.md": "# Chapter 2\n\nOn the 2nd of Sowmoon the lake froze.\n",
    }, PEOPLE)
    days = {f.chapter: f.story_day for f in review(book, persist=False, quiet=True).graph.facts_of("timeMark")}
    assert days[2] - days[1] == 4  # thirty days to Budmoon (a real January would make it five)


def test_months_the_bible_lists_in_rules_yaml(book_factory):
    rules = "power_scale: [Novice]\nrules: []\ncalendar:\n  months: [Firstfrost, Lastfrost, Greening]\n  days_per_month: 20\n"
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 19th of Firstfrost the bell rang.\n",
        "2.md": "# Chapter 2\n\nOn the 2nd of Lastfrost the ice broke.\n",
    }, {"rules.yaml": rules})
    days = {f.chapter: f.story_day for f in review(book, persist=False, quiet=True).graph.facts_of("timeMark")}
    assert days[2] - days[1] == 3


def test_calendar_months_must_be_a_list(book_factory):
    from kg.book import BookError, load_book
    import pytest
    rules = "power_scale: [Novice]\nrules: []\ncalendar:\n  months: 12\n"
    book = book_factory({"1.md": "# Chapter 1\n\nText.\n"}, {"rules.yaml": rules})
    with pytest.raises(BookError, match="calendar months"):
        load_book(book)

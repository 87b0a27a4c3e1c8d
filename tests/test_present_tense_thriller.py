"""Forms of a present-tense thriller: ranks given in talk, a surname after a rank title or a first name, kinship
named in the bible, interview transcripts, habits, figurative ages. Own phrasings, not the benchmark book's."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, three_chapters

MILL = {
    "characters/a.md": ("# Nora Keld\n## Basics\n- Gender: female\n- Age: 40 (at chapter 1)\n- Handedness: left\n"
                        "## State\n- Rank: site manager\n"),
    "characters/b.md": "# Sam Keld\n## Basics\n- Gender: male\n- Age: 35 (at chapter 1)\n## State\n- Rank: foreman\n"
                       "- With Nora Keld: her brother\n- With Bess Keld: his wife\n",
    "characters/c.md": "# Walt Keld\n## Basics\n- Gender: male\n- Age: 70\n## State\n- With Nora Keld: her father\n"
                       "- With Sam Keld: his father\n",
    "characters/d.md": "# Ivor Penn\n## Basics\n- Gender: male\n## State\n- With Megan Penn: his wife\n",
    "characters/e.md": "# Cal Rudd\n## Basics\n- Gender: male\n",
    "rules.yaml": ("power_scale: [labourer, foreman, site manager, director]\nrules:\n  - id: safe\n"
                   "    forbid_actions: [opens the safe, open the safe]\n    unless_rank_at_least: director\n"),
}


def test_ranks_given_in_talk(book_factory):
    made = 'Ivor Penn signs the minute. "Congratulations, Nora. You\'re a director of the company now."'
    later = "A week later Nora Keld opens the safe and counts the cash."
    assert conflicts_of(three_chapters(book_factory, "Nora Keld walks in.", made, later, MILL), "world_rule_violation") == []
    made = 'Nora Keld sits down at the head of the table. "I\'m a director now," she says.'
    assert conflicts_of(three_chapters(book_factory, "Nora Keld walks in.", made, later, MILL), "world_rule_violation") == []
    assert conflicts_of(three_chapters(book_factory, "Nora Keld walks in.", "Nora Keld sits down.", later, MILL),
                        "world_rule_violation") == [(3, ["Nora Keld"])]


def test_a_rank_title_before_a_surname_in_talk(book_factory):
    mid = 'Cal Rudd walks in. "Gaffer Rudd!" somebody shouts. "Site Manager Rudd!"'
    res = review(three_chapters(book_factory, "Nora Keld walks in.", mid, "Nothing.", MILL), persist=False, quiet=True)
    assert [(f.subject, f.object) for f in res.graph.facts_of("rank") if f.chapter == 2] == [("Cal Rudd", "site manager")]


def test_a_wife_named_in_the_bible_is_not_her_husband(book_factory):
    died = "On Friday Ivor Penn is killed when the crusher jams."
    later = "The inquest opens a week later. Megan Penn sits at the end of the row with her sister, very upright."
    assert conflicts_of(three_chapters(book_factory, "Ivor Penn walks in.", died, later, MILL),
                        "dead_character_active") == []
    later = "The inquest opens a week later. Ivor Penn sits at the end of the row with his sister, very upright."
    assert conflicts_of(three_chapters(book_factory, "Ivor Penn walks in.", died, later, MILL),
                        "dead_character_active") == [(3, ["Ivor Penn"])]


def test_a_date_far_along_a_transcripts_header_line(book_factory):
    first = "Friday 5 April. Nora Keld drives to the mill."
    mid = ("*Witness interview: Ivor PENN, known as Ive. Keswick Police Station, Interview Room 2. Monday 1 April, 10:05. "
           "Present: DS Hall.*\n\nIvor Penn sits with his hands flat on the table.")
    assert [c for c, _ in conflicts_of(three_chapters(book_factory, first, mid, "Nothing.", MILL), "timeline_jump")] == [2]


def test_a_date_naming_a_thing_is_not_today(book_factory):
    first = "Friday 5 April. Nora Keld drives to the mill."
    mid = "Monday 8 April. Nora Keld is reading the 2 November entry for the fifth time."
    third = "Tuesday 9 April. Nora Keld drives home."
    assert conflicts_of(three_chapters(book_factory, first, mid, third, MILL), "timeline_jump") == []


def test_a_habit_since_her_first_day_and_an_age_that_only_seems(book_factory):
    mid = ("Nora Keld reads every word. She signs the form with her right hand, the same hand she has written with since "
           "her first day at school.")
    assert conflicts_of(three_chapters(book_factory, "Nora Keld walks in.", mid, "Nothing.", MILL),
                        "baseline_violation") == [(2, ["Nora Keld"])]
    mid = "Sam Keld grins, and for a second he looks about nine years old."
    assert conflicts_of(three_chapters(book_factory, "Nora Keld walks in.", mid, "Nothing.", MILL),
                        "baseline_violation") == []


def test_what_the_dead_did_before_in_a_present_tense_chapter(book_factory):
    died = "On Friday Walt Keld dies in his sleep. Nora Keld phones the undertaker."
    later = ("Nora Keld reads every word of the contract, because her father taught her to. She puts the pen down. "
             "She walks to the window. She looks at the yard. She goes back to the desk. She picks up the phone. She "
             "calls the bank. She waits. She hangs up. She is tired.")
    assert conflicts_of(three_chapters(book_factory, "Walt Keld walks in.", died, later, MILL),
                        "dead_character_active") == []
    # and what someone always did
    later = ("Nora Keld sits at the table. She pours the tea. She looks at the rain. She waits. She thinks of the Crown. "
             "She says nothing. She drinks. She stands. She sighs. She counts the cups. "
             "Walt Keld always took the family to the Crown for birthdays.")
    assert conflicts_of(three_chapters(book_factory, "Walt Keld walks in.", died, later, MILL),
                        "dead_character_active") == []


def test_after_a_scene_break_she_is_the_chapters_woman(book_factory):
    scene = ("Nora Keld walks into the yard. Nora Keld checks the crusher. Nora Keld signs for the diesel. Nora Keld "
             "phones the bank. Nora Keld eats at her desk.\n\nIvor Penn comes by with his wife Megan Penn, who talks "
             "about the weather.\n\n---\n\nWhen he has gone she turns back to the desk. She signs the form with her right "
             "hand, the same hand she has written with since her first day at school.")
    assert conflicts_of(three_chapters(book_factory, "Nora Keld walks in.", scene, "Nothing.", MILL),
                        "baseline_violation") == [(2, ["Nora Keld"])]

"""A book told in letters: each letter's dateline is the day it is written, its "I" is whoever signs it, and the
dates and spans in its body are the writer's telling. A family of ropemakers, written for these tests."""
from __future__ import annotations

from kg.review import review

CAST = {
    "characters/Tom Reddy.md": ("# Tom Reddy\n- Aliases: Tom\n- Gender: male\n## Basics\n- Handedness: left\n"
                                "## State\n- Rank: apprentice\n"),
    "characters/Jane Reddy.md": "# Jane Reddy\n- Aliases: Jane\n- Gender: female\n## Basics\n- Age: 20 (at chapter 1)\n",
    "rules.yaml": ("power_scale: [apprentice, journeyman, master]\nrules:\n  - id: walk\n    forbid_actions: [ran the long walk]\n"
                   "    unless_rank_at_least: journeyman\n"),
}


def _letter(place_date: str, body: str, closing: str, name: str) -> str:
    return f"{place_date}\n\nMy dear sister,\n\n{body}\n\n{closing}\n\n{name}\n"


def _kinds(r, kind):
    return [c for c in r.report.conflicts if c.kind == kind]


def test_the_i_of_a_letter_is_whoever_signs_it(book_factory):
    r = review(book_factory({
        "1.md": "# Chapter 1\n\n" + _letter("Bridport, Monday 3rd June 1822.",
                                            "The foreman was ill, so I ran the long walk myself, and wrote the tally "
                                            "with my right hand as neat as you please.",
                                            "Your affectionate brother,", "Tom Reddy"),
    }, CAST), quiet=True)
    assert [c.entities for c in _kinds(r, "world_rule_violation")] == [["Tom Reddy"]]
    hands = [(f.subject, f.object) for f in r.graph.facts_of("handedness") if f.chapter == 1]
    assert hands == [("Tom Reddy", "right")]


def test_the_clock_runs_on_the_datelines_not_on_the_dates_a_letter_tells_of(book_factory):
    book = {
        "1.md": "# Chapter 1\n\n" + _letter("Bridport, Monday 3rd June 1822.",
                                            "We expect Father home on the 20th of July. Last year, on the 2nd of "
                                            "May, the old walk burned; a fortnight later we had the new one roofed.",
                                            "Yours ever,", "Jane"),
        "2.md": "# Chapter 2\n\n" + _letter("Bridport, Friday 7th June 1822.", "Nothing new here but rain.",
                                            "Your affectionate brother,", "Tom Reddy"),
        "3.md": "# Chapter 3\n\n" + _letter("Bridport, Thursday 30th May 1822.", "The hemp came at last.",
                                            "Yours ever,", "Jane"),
    }
    r = review(book_factory(book, CAST), quiet=True)
    marks = [(f.chapter, f.object) for f in r.graph.facts_of("timeMark") if f.modality == "asserted"]
    assert marks == [(1, "date:|1822|6|3"), (2, "date:|1822|6|7"), (3, "date:|1822|5|30")]
    assert [(c.chapter, c.detail["anomaly"]) for c in _kinds(r, "timeline_jump")] == [(3, "backwards")]
    # datelines set as *emphasis* are the letters' own days too, and may not go back either
    for k in book:
        book[k] = book[k].replace("Bridport, Monday 3rd June 1822.", "*Bridport, Monday 3rd June 1822.*") \
            .replace("Bridport, Friday 7th June 1822.", "*Bridport, Friday 7th June 1822.*") \
            .replace("Bridport, Thursday 30th May 1822.", "*Bridport, Thursday 30th May 1822.*")
    r = review(book_factory(book, CAST), quiet=True)
    assert [(c.chapter, c.detail["anomaly"]) for c in _kinds(r, "timeline_jump")] == [(3, "backwards")]


def test_ages_of_things_and_ages_to_come_are_no_ages(book_factory):
    r = review(book_factory({
        "1.md": "# Chapter 1\n\n" + _letter("Bridport, Monday 3rd June 1822.",
                                            "Jane wore her blue gown, which is three years old and turned. The money is "
                                            "held in trust until Jane Reddy shall attain the age of twenty-five years.",
                                            "Your affectionate brother,", "Tom Reddy"),
    }, CAST), quiet=True)
    assert _kinds(r, "baseline_violation") == []


def test_calling_in_a_street_is_a_visit(book_factory):
    book = {
        "1.md": "# Chapter 1\n\nTom Reddy died of the fever in March, and they buried him at Symondsbury.",
        "2.md": "# Chapter 2\n\nOn Tuesday Tom Reddy called in Gay Street a little after eleven and sat an hour with Jane.",
    }
    assert [c.chapter for c in _kinds(review(book_factory(book, CAST), quiet=True), "dead_character_active")] == [2]


def test_appointing_me_in_a_letter_and_an_old_way_of_counting_years(book_factory):
    r = review(book_factory({
        "1.md": "# Chapter 1\n\n" + _letter("Bridport, Monday 3rd June 1822.",
                                            "The master came down the walk and gave me a paper appointing me journeyman "
                                            "of the yard, and after dinner I ran the long walk myself.",
                                            "Your affectionate brother,", "Tom Reddy"),
        "2.md": "# Chapter 2\n\n" + _letter("Bridport, Friday 7th June 1822.",
                                            "I am now two-and-twenty years of age, and I will not be scolded.",
                                            "Yours ever,", "Jane"),
    }, CAST), quiet=True)
    assert ("Tom Reddy", "journeyman") in [(f.subject, f.object) for f in r.graph.facts_of("rank")]
    assert _kinds(r, "world_rule_violation") == []
    ages = [(c.entities, c.chapter) for c in _kinds(r, "baseline_violation")]
    assert ages == [(["Jane Reddy"], 2)]


def test_a_rank_said_of_the_one_spoken_to_is_not_the_speakers(book_factory):
    r = review(book_factory({
        "1.md": ("# Chapter 1\n\n\"When your name is on my bills as a journeyman, you may run the long walk,\" said "
                 "Tom Reddy. The next day Tom Reddy ran the long walk himself."),
    }, CAST), quiet=True)
    assert [(f.subject, f.object) for f in r.graph.facts_of("rank") if f.chapter == 1] == []

"""Forms met in a fantasy serial told from rotating points of view (own phrasings, not the benchmark book's)."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, three_chapters

WORLD = ("# World\n\n- The Vale keeps the Lantern Count: the tale opens in the year 88. There are ten months of 36 days "
         "each: Ember, Ashfall, Greening, Sowtide, Brightmere, Longday, Harvestend, Duskmonth, Coldrise, Yearsend.\n")
PEOPLE = {"world.md": WORLD,
          "characters/a.md": "# Wren Aldous\n## Basics\n- Gender: female\n- Age: 20 (at chapter 1)\n- Eyes: green\n## State\n- Rank: squire\n",
          "characters/b.md": "# Piet Aldous\n## Basics\n- Gender: male\n- Age: 30 (at chapter 1)\n",
          "characters/c.md": "# Oda Brand\n## Basics\n- Gender: female\n",
          "rules.yaml": ("power_scale: [squire, knight, knight-captain]\nrules:\n  - id: lead-needs-captain\n"
                         "    forbid_actions: [led the column]\n    unless_rank_at_least: knight-captain\n")}


def test_a_books_months_listed_after_other_words_in_the_bible_line(book_factory):
    a = "On the ninth day of Greening, Wren Aldous rode out."
    b = "On the fourteenth day of Greening Wren Aldous came back."
    c = "On the eleventh day of Greening Wren Aldous slept late."
    res = review(three_chapters(book_factory, a, b, c, PEOPLE), persist=False, quiet=True)
    assert [cf.chapter for cf in res.report.conflicts if cf.kind == "timeline_jump"] == [3]
    marks = [f.detail.get("month") for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "date"]
    assert marks == [3, 3, 3]


def test_years_her_elder_is_a_difference_not_an_age(book_factory):
    mid = "Piet Aldous was ten years her elder and a head taller."
    assert conflicts_of(three_chapters(book_factory, "Wren Aldous sang.", mid, "Nothing.", PEOPLE),
                        "baseline_violation") == []


def test_a_pronoun_before_a_name_in_one_sentence_is_someone_else(book_factory):
    mid = ("Wren Aldous waited at the gate. The rider swung down, thinner than before. Her grey eyes were the same, "
           "and she flung both arms round Wren Aldous's neck.")
    assert conflicts_of(three_chapters(book_factory, "Wren Aldous sang.", mid, "Nothing.", PEOPLE),
                        "baseline_violation") == []
    mid = "Wren Aldous came across the yard at a run. Her grey eyes were bright."
    assert conflicts_of(three_chapters(book_factory, "Wren Aldous sang.", mid, "Nothing.", PEOPLE),
                        "baseline_violation") == [(2, ["Wren Aldous"])]


def test_a_rank_in_title_case_before_a_name(book_factory):
    made = '"The column needs a captain." The blade touched her shoulder. "Rise, Knight-Captain Wren."'
    later = "A week later Wren Aldous led the column down to the ford."
    assert conflicts_of(three_chapters(book_factory, "Wren Aldous sang.", made, later, PEOPLE),
                        "world_rule_violation") == []
    assert conflicts_of(three_chapters(book_factory, "Wren Aldous sang.", "Nothing.", later, PEOPLE),
                        "world_rule_violation") == [(3, ["Wren Aldous"])]

"""Forms met in an outback station novel (own phrasings, not the benchmark book's)."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, three_chapters


def test_en_a_relation_line_gives_the_owners_sex(book_factory):
    bible = {"characters/a.md": "# Jo Marsh\n- Handedness: left\n## State\n- With Dan Marsh: daughter\n",
             "characters/b.md": "# Dan Marsh\n- Gender: male\n- Handedness: right\n"}
    mid = "Jo Marsh came back from the dam. Her father was mending the trough.\n\nHe drove the post in right-handed."
    assert conflicts_of(three_chapters(book_factory, "Jo Marsh slept.", mid, "It rained.", bible),
                        "baseline_violation") == []
    # the same line read for the other one's sex is not: "her old master; she was his apprentice"
    bible2 = {"characters/a.md": "# Dan Marsh\n## State\n- With Jo Marsh: her old master; she was his apprentice\n",
              "characters/b.md": "# Jo Marsh\n- Gender: female\n"}
    res = review(three_chapters(book_factory, "Dan Marsh slept.", "It rained.", "It rained.", bible2), persist=False, quiet=True)
    assert res.index.gender.get("Dan Marsh") != "f"


def test_en_a_left_hander_all_his_life_and_months_without_rain(book_factory):
    bible = {"characters/a.md": "# Dan Marsh\n- Gender: male\n- Handedness: right\n"}
    mid = "Dan Marsh, a left-hander all his life, threw the rope over his shoulder."
    assert conflicts_of(three_chapters(book_factory, "Dan Marsh slept.", mid, "It rained.", bible),
                        "baseline_violation") == [(2, ["Dan Marsh"])]
    first = "On Monday 3 February 2020 Dan Marsh sold the steers."
    rain = "The rain came on the 10th of February, late in the afternoon, after eleven months and six days without a storm."
    res = review(three_chapters(book_factory, first, rain, "On the 12th of February it rained again.", bible),
                 persist=False, quiet=True)
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == []
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []

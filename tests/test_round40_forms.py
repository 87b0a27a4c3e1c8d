"""Forms met in the round-40 books (own phrasings): a subject after a time of day or a place, ranks given by
rating and by a warrant's "appoint him", the one watched doing a thing, a thing named for a feast."""
from __future__ import annotations

from kg.review import review
from tests.conftest import chapters_book, conflicts_of, resolve_word

YARD = {"characters/a.md": "# Saul Venn\n- Gender: male\n- Handedness: left\n## State\n- Rank: sawyer\n",
        "characters/b.md": "# Amos Kite\n- Gender: male\n- Handedness: right\n## State\n- Rank: sawyer\n",
        "rules.yaml": "power_scale: [boy, sawyer, shipwright, master shipwright]\nrules:\n  - id: mould\n"
                      "    text: Only a shipwright may take the moulds\n    forbid_actions: [took the moulds, take the moulds]\n"
                      "    unless_rank_at_least: shipwright\n"}


def test_a_subject_after_a_time_of_day_or_a_place_keeps_the_pronoun(book_factory):
    first = "Saul Venn and Amos Kite came into the mould loft."
    for lead in ("But that evening", "At the slipway", "On the quay"):
        text = f"{lead} Saul Venn did a thing Amos Kite had never seen. He took the adze."
        book = chapters_book(book_factory, [first, text], YARD)
        assert resolve_word(book, text, "He") == "Saul Venn", lead
    # a name inside a clause of its own before the pronoun is not the subject
    text = "When Amos Kite came to the loft, the light was going. He took the adze."
    book = chapters_book(book_factory, [first, text], YARD)
    assert resolve_word(book, text, "He") == "Amos Kite"


def test_a_rank_given_by_rating_or_by_warrant(book_factory):
    first = "Saul Venn and Amos Kite came into the mould loft."
    for given in ("On Lady Day Saul Venn was rated shipwright.",
                  "The Navy Board, trusting in the skill of Saul Venn, did thereby appoint him shipwright of the yard."):
        text = f"{given}\n\nNext morning Saul Venn took the moulds for the frigate's frames."
        assert conflicts_of(chapters_book(book_factory, [first, text], YARD), "world_rule_violation") == [], given
    text = "Next morning Saul Venn took the moulds for the frigate's frames."
    assert conflicts_of(chapters_book(book_factory, [first, text], YARD), "world_rule_violation") == [(2, ["Saul Venn"])]


def test_the_one_watched_doing_a_thing_is_not_the_watcher(book_factory):
    first = "Saul Venn and Amos Kite came into the mould loft."
    text = ("Amos Kite watched him all that morning, marking with his left hand, sawing with his left hand, "
            "writing the tallies with his left hand.")
    assert conflicts_of(chapters_book(book_factory, [first, text], YARD), "baseline_violation") == []


def test_a_thing_named_for_a_feast_is_not_the_day(book_factory):
    def feasts(chs):
        g = review(chapters_book(book_factory, chs, YARD), persist=False, quiet=True).graph
        return [f.source.quote for f in g.facts_of("timeMark") if f.detail.get("festival")]

    named = ["On the 2d of October the yard was quiet.",
             "It was the Michaelmas rent, owed from the week before, that Amos Kite paid on the 4th of October."]
    assert feasts(named) == []
    assert conflicts_of(chapters_book(book_factory, named, YARD), "timeline_jump") == []
    assert feasts(["The yard was quiet.", "It was Michaelmas, and the yard stood idle."]) == ["Michaelmas"]

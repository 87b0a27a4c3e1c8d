"""Forms met in the round-41 books (own phrasings): a rank held back then ("when he was a boy-sawyer"), a voice
that thunders by habit, a road that runs through a village, a dislike that cannot abide someone, friends close as
brothers."""
from __future__ import annotations

from extractors.bible import relation_of
from tests.conftest import chapters_book, conflicts_of

PIT = {"characters/a.md": "# Amos Tregear\n- Gender: male\n- Speech: roars at the face, quiet as a mouse at home\n"
                          "## State\n- Rank: overman\n- With Eli Penrose: old friends, close as brothers\n",
       "characters/b.md": "# Eli Penrose\n- Gender: male\n## State\n- Rank: hewer\n",
       "rules.yaml": "power_scale: [boy, hewer, overman]\nrules:\n  - id: book\n    text: Only an overman may sign the pay-book\n"
                     "    forbid_actions: [signed the pay-book, sign the pay-book]\n    unless_rank_at_least: overman\n"}


def test_a_rank_held_when_he_was_young_is_no_rank_now(book_factory):
    text = ("Amos Tregear had a white seam of scar on his wrist from a fuse that burned short when he was a boy. "
            "At noon Amos Tregear signed the pay-book.")
    assert conflicts_of(chapters_book(book_factory, ["The pit was quiet.", text], PIT), "world_rule_violation") == []
    now = "Amos Tregear was a boy again in the eyes of the owners. At noon Amos Tregear signed the pay-book."
    assert conflicts_of(chapters_book(book_factory, ["The pit was quiet.", now], PIT), "world_rule_violation") == \
        [(2, ["Amos Tregear"])]


def test_a_voice_that_roars_by_habit_may_roar(book_factory):
    text = "In the count-house Amos Tregear roared at the purser about the price of candles."
    assert conflicts_of(chapters_book(book_factory, ["The pit was quiet.", text], PIT), "baseline_violation") == []


def test_a_road_through_a_village_kills_no_one(book_factory):
    chs = ["Porthgwarra slept under the rain. Porthgwarra woke at five. Porthgwarra went down the shaft at six.",
           "The road from Redruth ran through Porthgwarra, past the chapel and the count-house.",
           "Half Porthgwarra walked up to the bonfire that night, and Porthgwarra sang till dawn."]
    assert conflicts_of(chapters_book(book_factory, chs, PIT), "dead_character_active") == []


def test_could_not_abide_is_a_dislike_and_close_as_brothers_a_friendship(book_factory):
    assert relation_of("old friends, close as brothers", "Amos Tregear", "Eli Penrose", "en") == \
        ("friendOf", "Amos Tregear", "Eli Penrose")
    chs = ["The pit was quiet.", "Amos Tregear could not abide Eli Penrose, and would not eat his crib beside him."]
    assert conflicts_of(chapters_book(book_factory, chs, PIT), "relation_reversal") == [(2, ["Amos Tregear", "Eli Penrose"])]
    chs = ["The pit was quiet.", "Amos Tregear could not abide the damp in the lower level."]
    assert conflicts_of(chapters_book(book_factory, chs, PIT), "relation_reversal") == []

"""Forms met in a court-intrigue fantasy (own phrasings, not the benchmark book's)."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, flags, three_chapters

PEOPLE = {
    "characters/a.md": "# Bram Holt\n- Gender: male\n- Handedness: left\n- Eyes: grey\n",
    "characters/b.md": "# Tessa Wren\n- Gender: female\n- Handedness: right\n- Eyes: green\n",
    "characters/c.md": "# Corvin Ashe\n- Aliases: the abbot\n- Gender: male\n- Handedness: right\n",
}


def _review(book):
    return review(book, persist=False, quiet=True)


def test_en_a_name_inside_a_document_in_italics_is_not_who_the_next_pronoun_is(book_factory):
    mid = ("Bram Holt sat down at the long desk.\n\nHe worked. *On the feast day the abbot shall ring the bell, "
           "and no other.* He copied the clause out in his own hand, left-handed, and blotted it.")
    book = three_chapters(book_factory, "Bram Holt sharpened a quill.", mid, "It snowed.", PEOPLE)
    assert conflicts_of(book, "baseline_violation") == []


def test_en_someone_unnamed_heading_a_clause_takes_the_pronouns_after_it(book_factory):
    mid = ("Tessa Wren watched from the gallery as the crown came down, and the princess raised her head, and for "
           "a moment her blue eyes found the gallery.")
    book = three_chapters(book_factory, "Tessa Wren polished the plate.", mid, "It snowed.", PEOPLE)
    assert conflicts_of(book, "baseline_violation") == []
    # the one named after the unnamed one is hers again
    own = ("The princess raised her head, and Tessa Wren looked back at her, and for a moment her blue eyes were "
           "wet.")
    assert (flags(book_factory, "baseline_violation", "Tessa Wren polished the plate.", own, "It snowed.", PEOPLE)
           == [(2, ["Tessa Wren"])])
    # a description of one named ("the man who ...") is no one else
    desc = "Bram Holt is still the steward, the man who keeps the keys, and he draws the bolt with his right hand."
    assert (flags(book_factory, "baseline_violation", "Bram Holt slept.", desc, "It snowed.", PEOPLE)
           == [(2, ["Bram Holt"])])


def test_en_someone_named_by_a_rank_of_the_book_alone_takes_the_pronoun(book_factory):
    bible = dict(PEOPLE)
    bible["rules.yaml"] = ("power_scale: [novice, warden]\nrules:\n  - id: seal\n    text: Only a warden may seal the vault.\n"
                           "    forbid_actions: [sealed the vault, seal the vault]\n    unless_rank_at_least: warden\n")
    bible["characters/a.md"] = "# Bram Holt\n- Gender: male\n## State\n- Rank: novice\n"
    mid = ("Bram Holt carried the lamp down. The warden followed him with the ledger under his arm, and at the "
           "bottom of the stair he sealed the vault.")
    assert flags(book_factory, "world_rule_violation", "Bram Holt swept the hall.", mid, "It snowed.", bible) == []
    own = "Bram Holt carried the lamp down, and at the bottom of the stair he sealed the vault."
    assert (flags(book_factory, "world_rule_violation", "Bram Holt swept the hall.", own, "It snowed.", bible)
           == [(2, ["Bram Holt"])])


def test_en_a_courtesy_title_in_speech_is_no_rank(book_factory):
    bible = dict(PEOPLE)
    bible["rules.yaml"] = ("power_scale: [journeyman, master]\nrules:\n  - id: vault\n    text: Only a master may open the vault.\n"
                           "    forbid_actions: [opened the vault, open the vault]\n    unless_rank_at_least: master\n")
    bible["characters/a.md"] = "# Bram Holt\n- Gender: male\n## State\n- Rank: journeyman\n"
    mid = "\"Good evening, Master Holt,\" said the porter. Bram Holt nodded, took down the keys and opened the vault."
    assert (flags(book_factory, "world_rule_violation", "Bram Holt swept the hall.", mid, "It snowed.", bible)
           == [(2, ["Bram Holt"])])
    # the narration calling him so is still the rank
    made = "That spring Master Holt took his chain. Bram Holt went down, took the keys and opened the vault."
    assert flags(book_factory, "world_rule_violation", "Bram Holt swept the hall.", made, "It snowed.", bible) == []


def test_en_a_habit_never_known_is_not_strangers(book_factory):
    bible = dict(PEOPLE)
    bible["characters/a.md"] = "# Bram Holt\n- Gender: male\n## State\n- With Corvin Ashe: friend since boyhood\n"
    mid = "In thirty years Bram Holt had never known Corvin Ashe raise his voice to a servant."
    assert flags(book_factory, "relation_reversal", "Bram Holt slept.", mid, "It snowed.", bible) == []
    strangers = "Bram Holt had never known Corvin Ashe before that winter."
    assert (flags(book_factory, "relation_reversal", "Bram Holt slept.", strangers, "It snowed.", bible)
           == [(2, ["Bram Holt", "Corvin Ashe"])])


def test_en_a_profile_speaking_of_someone_elses_queen_is_not_her_gender(book_factory):
    bible = {"characters/a.md": "# Ivo Marr\n- Eyes: brown\n- Role: page in the queen's household\n",
             "characters/b.md": "# Tessa Wren\n- Gender: female\n"}
    mid = "Tessa Wren sent the message down. Ivo Marr ran. He had blue eyes and quick feet."
    assert flags(book_factory, "baseline_violation", "Ivo Marr slept.", mid, "It snowed.", bible) == [(2, ["Ivo Marr"])]
    beard = {"characters/a.md": "# Osgar Penn\n- Appearance: grey-bearded and stooped\n- Handedness: right\n",
             "characters/b.md": "# Tessa Wren\n- Gender: female\n- Handedness: right\n"}
    # with no gender he could be "she"; a beard says he is not
    mid = ("Tessa Wren cleared the table. She worked as Osgar Penn had taught her, slowly, with her breath held. "
           "She wrote left-handed, as she always had.")
    assert (flags(book_factory, "baseline_violation", "Osgar Penn slept.", mid, "It snowed.", beard)
           == [(2, ["Tessa Wren"])])


WORLD = {"world.md": "# World\n\n- The year has eight months of forty-five days each: Rimefall, Thawing, Greenrise, "
                     "Blossom, Sunhold, Harvest, Leafdrop, Darkmonth.\n"}


def test_en_an_invented_calendar_whose_months_run_to_a_word_number_of_days(book_factory):
    bible = {**PEOPLE, **WORLD}
    ok = "On the 40th of Greenrise, Bram Holt rode out. Eight days after that, on the 3rd of Blossom, he came home."
    assert flags(book_factory, "timeline_jump", "Bram Holt slept.", ok, "It snowed.", bible) == []
    bad = "On the 40th of Greenrise, Bram Holt rode out. Twenty days after that, on the 3rd of Blossom, he came home."
    assert flags(book_factory, "timeline_jump", "Bram Holt slept.", bad, "It snowed.", bible) == [(2, [])]


def test_en_a_thing_done_on_a_day_is_not_the_day_now(book_factory):
    bible = {**PEOPLE, **WORLD}
    first = "On the 10th of Sunhold, Tessa Wren opened the shop."
    mid = ("On the 12th of Sunhold she counted the jars. She saw at once what the salt sold on the 2nd of Sunhold "
           "had been used for.")
    assert flags(book_factory, "timeline_jump", first, mid, "It snowed.", bible) == []
    # a clause of its own that opens on the day is the day
    back = "On the 12th of Sunhold she counted the jars, and the carters arrived on the 2nd of Sunhold."
    assert flags(book_factory, "timeline_jump", first, back, "It snowed.", bible) == [(2, [])]


def test_en_it_took_until_a_day_is_that_day_reached(book_factory):
    bible = {**PEOPLE, **WORLD}
    first = "On the 3rd of Harvest Tessa Wren began the translation."
    mid = "It took her until the 9th of Harvest to finish it."
    last = "Two days later, on the 30th of Harvest, she sent it north."
    assert flags(book_factory, "timeline_jump", first, mid, last, bible) == [(3, [])]
    ok = "Two days later, on the 11th of Harvest, she sent it north."
    assert flags(book_factory, "timeline_jump", first, mid, ok, bible) == []

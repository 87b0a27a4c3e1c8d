"""Forms met in session 24 (own phrasings, not the held-out books'): a realm said alone and then its stage, as one
sizes up another who has just used a power of that realm."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

SECT = {"characters/a.md": "# Lu Feng\n- Gender: male\n- Aliases: Lu\n## Basics\n- Age: 18\n"
                           "## State\n- Rank: Qi Refining\n",
        "characters/b.md": "# Elder Wen\n- Gender: female\n- Aliases: Wen\n## Basics\n- Age: 90\n"
                           "## State\n- Rank: Golden Core\n",
        "rules.yaml": ("power_scale: [Qi Refining, Foundation Building, Golden Core]\nrules:\n  - id: sword-flight\n"
                       "    forbid_actions: [flew on his sword, flew on her sword]\n"
                       "    unless_rank_at_least: Foundation Building\n")}


def _sect(book_factory, chs, kind="world_rule_violation"):
    return conflicts_of(chapters_book(book_factory, chs, SECT), kind)


def test_a_realm_said_alone_with_its_stage_after_the_act(book_factory):
    chs = ["Lu Feng swept the courtyard.",
           "At noon the door of the meditation cell swung open. Lu Feng stepped out blinking, crossed the yard in "
           "three strides and flew on his sword to the top of the bell tower.\n\n"
           "Elder Wen put down her brush and studied him for a long while.\n\n"
           '"Foundation Building," said Elder Wen at last. "Middle stage, and not yet twenty."']
    assert _sect(book_factory, chs) == []


def test_without_the_assessment_the_flight_is_flagged(book_factory):
    chs = ["Lu Feng swept the courtyard.",
           "At noon the door of the meditation cell swung open. Lu Feng stepped out blinking, crossed the yard in "
           "three strides and flew on his sword to the top of the bell tower.\n\n"
           "Elder Wen put down her brush and studied him for a long while.\n\n"
           '"Go and eat," said Elder Wen at last.']
    assert _sect(book_factory, chs) == [(2, ["Lu Feng"])]


def test_a_realm_named_in_answer_to_a_question_is_no_assessment(book_factory):
    chs = ["Lu Feng swept the courtyard.",
           "Lu Feng flew on his sword to the top of the bell tower, wobbling.\n\n"
           '"What realm does one need before the sword will carry you?" asked Lu Feng when he was down again.\n\n'
           '"Foundation Building," said Elder Wen. "Early stage at the least."']
    assert _sect(book_factory, chs) == [(2, ["Lu Feng"])]


def test_a_realm_called_out_without_a_stage_is_no_assessment(book_factory):
    chs = ["Lu Feng swept the courtyard.",
           "Lu Feng flew on his sword to the top of the bell tower, wobbling.\n\n"
           'Elder Wen watched from below. "Foundation Building!" she called up to the disciples on the wall. '
           '"Who of you has it? Come and fetch him down."']
    assert _sect(book_factory, chs) == [(2, ["Lu Feng"])]


RIVER = {"characters/a.md": "# Jem Marlow\n- Gender: male\n- Aliases: Jem, Marlow\n## Basics\n- Age: 30\n",
         "characters/b.md": "# Kit Pryor\n- Gender: female\n- Aliases: Kit\n## Basics\n- Age: 28\n"}


def _river(book_factory, chs):
    return [c for c, _ in conflicts_of(chapters_book(book_factory, chs, RIVER), "timeline_jump")]


def test_days_after_a_named_person_s_return(book_factory):
    came = ("On Monday, the 29th of May, 1905, Jem Marlow got back from the coast with a cough and a sack of "
            "oysters, and Kit Pryor made him sit by the range.")
    for day, flagged in (("Friday, the 9th of June", [2]), ("Sunday, the 4th of June", [])):
        chs = [came, f"Six days after Marlow's return, on {day}, the ferry was running again and Kit took the "
                     "first boat over."]
        assert _river(book_factory, chs) == flagged, day


def test_weeks_after_the_night_of_a_thing_told_after_its_date(book_factory):
    night = ("On Monday, the 5th of June, 1905, Kit Pryor sat up late over the accounts.\n\n"
             "Near midnight she heard the dogs. Down by the water there was smoke.\n\n"
             "The boathouse was burning from end to end, and nobody could get near it for the fire.")
    for day, flagged in (("Tuesday, the 13th of June", [2]), ("Monday, the 19th of June", [])):
        chs = [night, f"A fortnight after the night of the fire at the boathouse, on {day}, the insurance man came "
                      "down from town."]
        assert _river(book_factory, chs) == flagged, day


def test_a_count_opening_a_chapter_dated_in_the_next_paragraph(book_factory):
    for day, flagged in ("the 20th of June", [3]), ("the 27th of June", []):
        chs = ["On Monday, the 5th of June, 1905, Kit Pryor sat up late over the accounts.",
               "On Thursday, the 15th of June, the whole town went down to the river for the regatta, and Jem Marlow "
               "rowed for the ferrymen. The regatta ended in a storm. Nobody forgot that regatta.",
               f"Twelve days after the regatta, Jem still could not lift his arm above his shoulder.\n\n"
               f"The morning of {day} found him on the landing stage with a paint pot."]
        assert _river(book_factory, chs) == flagged, day


def test_a_state_reached_by_a_date_and_going_on_is_now(book_factory):
    from kg.review import review
    chs = ["On Monday, the 5th of June, 1905, Kit Pryor sat up late over the accounts.",
           "On Friday, the 9th of June, the river had risen a full foot and was lapping at the boathouse steps."]
    res = review(chapters_book(book_factory, chs, RIVER), persist=False, quiet=True)
    dates = [f.object for f in res.graph.facts_of("timeMark") if f.chapter == 2 and f.modality == "asserted"]
    assert any(str(d).endswith("|6|9") for d in dates), dates

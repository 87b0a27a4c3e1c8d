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

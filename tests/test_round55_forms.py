"""Forms met while reworking the older misses in session 19 (own phrasings): a rank alias heading its sentence
("The bosun had not slept.")."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

CREW = {"characters/a.md": "# Jory Penhale\n- Gender: male\n- Aliases: Jory, the bosun\n## Basics\n"
                           "- Appearance: a white scar across his right cheek\n",
        "characters/b.md": "# Kit Marrack\n- Gender: male\n- Aliases: Kit, the surgeon\n## Basics\n- Handedness: right\n",
        "rules.yaml": "power_scale: [boy, seaman, bosun, mate]\nrules:\n  - id: dead\n    death_is_final: true\n"}


def test_a_rank_alias_heading_its_sentence_is_that_man(book_factory):
    chs = ["Jory Penhale came aboard at Falmouth.",
           "Kit Marrack went below. The bosun had not slept for two nights. The scar that crossed his left cheek was "
           "livid in the lamplight."]
    assert conflicts_of(chapters_book(book_factory, chs, CREW), "baseline_violation") == [(2, ["Jory Penhale"])]
    chs[1] = chs[1].replace("left cheek", "right cheek")
    assert conflicts_of(chapters_book(book_factory, chs, CREW), "baseline_violation") == []


def test_a_role_alias_that_is_no_rank_stays_anyone_at_a_sentence_head(book_factory):
    # "the surgeon" is Kit's alias, but "The surgeon" heading a sentence in a port may be any surgeon
    chs = ["Kit Marrack came aboard at Falmouth.",
           "Jory Penhale went ashore to the infirmary. The surgeon there was a stranger. He wrote out the bill "
           "with his left hand."]
    assert conflicts_of(chapters_book(book_factory, chs, CREW), "baseline_violation") == []


def test_a_rank_of_two_words_is_called_by_one_of_them(book_factory):
    bible = {**CREW, "characters/a.md": CREW["characters/a.md"].replace("the bosun", "the gunner")
             + "- Worn item: a brass ring in his left ear\n",
             "rules.yaml": "power_scale: [boy, seaman, master gunner]\nrules:\n  - id: dead\n    death_is_final: true\n"}
    chs = ["Jory Penhale came aboard at Falmouth.",
           "Kit Marrack went below. The gunner sat by the lamp and turned the gold ring in his left ear."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(2, ["Jory Penhale"])]

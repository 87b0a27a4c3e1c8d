"""Forms met in session 21, round 61 (own phrasings, not the held-out book's): a scar at the corner of the mouth; one
given to someone to teach; a note of leave set into the narration; a nickname with a surname found as a full name;
dates read off a register's entries."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

DESK = {"characters/a.md": "# Mabel Finch\n- Gender: female\n- Aliases: Mabel, Miss Finch\n## Basics\n"
                           "- Appearance: a thin white scar through her left eyebrow\n- Rank: operator\n",
        "characters/b.md": "# Nora Dyce\n- Gender: female\n- Aliases: Nora, Miss Dyce\n## Basics\n- Rank: supervisor\n"
                           "## State\n- With Mabel Finch: her teacher (Mabel Finch is Nora Dyce's pupil)\n",
        "characters/c.md": "# Harold Bream\n- Gender: male\n- Aliases: Mr Bream\n## Basics\n- Rank: operator\n",
        "rules.yaml": "power_scale: [operator, supervisor]\nrules:\n"
                      "  - id: ledger\n    forbid_actions: [opened the fault ledger, opens the fault ledger]\n"
                      "    unless_rank_at_least: supervisor\n"
                      "  - id: dead\n    death_is_final: true\n"}


def _desk(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, DESK), kind)


def test_a_scar_at_the_corner_of_the_mouth_is_not_the_eyebrows(book_factory):
    first = "Mabel Finch worked the board."
    slip = "Mabel sat at the board with her chin in her hand, tracing the small pale scar at the corner of her mouth."
    assert _desk(book_factory, [first, slip], "baseline_violation") == [(2, ["Mabel Finch"])]


def test_one_given_to_someone_to_teach_is_the_pupil(book_factory):
    first = "Mabel Finch worked the board. Nora Dyce walked the floor."
    ok = "It reminded her of the spring Mabel Finch came to the board as a learner and was handed over to Nora Dyce to train."
    assert _desk(book_factory, [first, ok], "relation_reversal") == []
    slip = "It reminded her of the spring Nora Dyce came to the board as a learner and was handed over to Mabel Finch to train."
    assert _desk(book_factory, [first, slip], "relation_reversal") == [(2, ["Mabel Finch", "Nora Dyce"])]


def test_a_note_of_leave_set_into_the_narration(book_factory):
    first = "Mabel Finch worked the board."
    note = ("There was an envelope on the desk with her name on it.\n\nMiss Finch. You have my leave to open the fault "
            "ledger this morning and copy out the entries. N. Dyce.\n\nAt nine Mabel Finch opened the fault ledger.")
    assert _desk(book_factory, [first, note], "world_rule_violation") == []
    bare = "There was an envelope on the desk.\n\nAt nine Mabel Finch opened the fault ledger."
    assert _desk(book_factory, [first, bare], "world_rule_violation") == [(2, ["Mabel Finch"])]


def test_a_nickname_with_a_surname_is_the_same_one(book_factory):
    chs = ['Mabel Finch came in. "Morning," said Pip at the door, and then Pip said the lift was off again.',
           '"Mind the stair," said Pip. "Mind it," said Pip again, and Pip Hollin held the lamp for her. '
           'She thanked Pip Hollin and went up.',
           "Pip Hollin died in the night, in his chair by the door. We buried Pip Hollin on the Friday.",
           "Pip Hollin unbolted the side door for her and said good morning."]
    assert _desk(book_factory, chs, "dead_character_active") == [(4, ["Pip Hollin"])]


def test_dates_read_off_a_registers_entries(book_factory):
    chs = ["On Monday 6 March 1922 Mabel Finch came on duty.",
           "On Wednesday 5 July Mabel opened the register. There was Mr Bream's entry of her first night, in his "
           "copperplate; and after it, on the sixth of April, another in the same hand, with no initials in the "
           "column against it.",
           "On Thursday 6 July Mabel Finch came on duty."]
    assert _desk(book_factory, chs, "timeline_jump") == []
    chs[1] = "On Wednesday 5 July Mabel came in. On the sixth of April she walked to the river."
    assert _desk(book_factory, chs, "timeline_jump") != []

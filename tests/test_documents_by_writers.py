"""A novel told in documents by several writers: each chapter's "I" is whoever wrote it. Own phrasings."""
from __future__ import annotations

from tests.conftest import conflicts_of

PAPERS = {
    "characters/a.md": "# Mary Holt\n## Basics\n- Gender: female\n- Handedness: left\n",
    "characters/b.md": "# John Pell\n## Basics\n- Gender: male\n- Handedness: right\n## State\n- Rank: deacon\n",
    "characters/c.md": "# Ada Ferne\n## Basics\n- Gender: female\n",
    "rules.yaml": ("power_scale: [deacon, curate, vicar]\nrules:\n  - id: rite\n    forbid_actions: [read the burial rite]\n"
                   "    unless_rank_at_least: vicar\n"),
}


def _book(book_factory, chapters):
    return book_factory({f"{i:02d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chapters, 1)}, PAPERS)


def test_each_documents_i_is_its_writer(book_factory):
    chapters = ["MARY HOLT'S JOURNAL\n\n3 May. — I write with my left hand, as I always have.",
                "JOHN PELL'S DIARY\n\n5 May. — The vicar was ill, so I read the burial rite myself at the graveside.",
                "MARY HOLT'S JOURNAL\n\n7 May. — Nothing happened today."]
    assert conflicts_of(_book(book_factory, chapters), "world_rule_violation") == [(2, ["John Pell"])]
    # the journal's I is Mary, not John: her left hand is no change of his
    assert conflicts_of(_book(book_factory, chapters), "baseline_violation") == []


def test_a_letter_copied_out_paragraph_by_paragraph_keeps_its_date(book_factory):
    chapters = ["JOHN PELL'S DIARY\n\n3 May. — A quiet day.",
                ("JOHN PELL'S DIARY\n\n9 May. — The letter came today. I copy it here.\n\n"
                 "\"The Rectory, 1st May, late.\n\n\"My dear John, I write in haste.\n\n\"Yours, A. F.\"\n\nI read it twice."),
                "JOHN PELL'S DIARY\n\n11 May. — Rain."]
    assert conflicts_of(_book(book_factory, chapters), "timeline_jump") == []


def test_since_she_died_after_my_mother(book_factory):
    chapters = ["MARY HOLT'S JOURNAL\n\n3 May. — Ada Ferne came to tea.",
                ("MARY HOLT'S JOURNAL\n\n5 May. — At breakfast Ada Ferne watched me pour the tea.\n\n\"You still do it "
                 "all with the wrong hand,\" she said.\n\nAda Ferne touched the brooch at my collar. It is my mother's "
                 "mourning jet, a small black oval, and I have worn it every day since she died. \"You kept it,\" she "
                 "said softly."),
                "MARY HOLT'S JOURNAL\n\n7 May. — Ada Ferne walked with me to the church."]
    assert conflicts_of(_book(book_factory, chapters), "dead_character_active") == []


def test_a_hand_bound_in_lint(book_factory):
    chapters = ["JOHN PELL'S DIARY\n\n3 May. — Quiet.",
                "JOHN PELL'S DIARY\n\n5 May. — Mary Holt sat writing with her right hand, her left still bound in lint.",
                "JOHN PELL'S DIARY\n\n7 May. — Rain."]
    assert conflicts_of(_book(book_factory, chapters), "baseline_violation") == []


def test_a_dream_denied_opens_no_dream(book_factory):
    chapters = ["JOHN PELL'S DIARY\n\n3 May. — Ada Ferne kept house for me.",
                "JOHN PELL'S DIARY\n\n5 May. — Ada Ferne died in the night, quite peacefully.",
                ("JOHN PELL'S DIARY\n\n9 May. — Mary Holt is better. She has not walked in her sleep since Easter, nor "
                 "dreamed of the sea.\n\nThe lawyers came and went.\n\nThis evening, while I was writing, Ada Ferne came "
                 "in with the candles and set them on the desk.")]
    assert conflicts_of(_book(book_factory, chapters), "dead_character_active") == [(3, ["Ada Ferne"])]


def test_the_one_caught_noticing_is_not_the_speaker(book_factory):
    chapters = ["JOHN PELL'S DIARY\n\n3 May. — Quiet.",
                ("JOHN PELL'S DIARY\n\n5 May. — Mary Holt poured the tea with her left hand, which I noticed because she "
                 "caught me noticing, and said, \"Yes, Mr. Pell, I am a left-handed woman, and there are worse things.\""),
                "JOHN PELL'S DIARY\n\n7 May. — Rain."]
    assert conflicts_of(_book(book_factory, chapters), "baseline_violation") == []


def test_a_brooch_of_black_jet_is_no_coral_one(book_factory):
    bible = dict(PAPERS)
    bible["characters/a.md"] = ("# Mary Holt\n## Basics\n- Gender: female\n- Always wears: her mother's brooch of black jet, "
                                "pinned at her collar\n")
    chapters = ["JOHN PELL'S DIARY\n\n3 May. — Quiet.",
                "JOHN PELL'S DIARY\n\n5 May. — Mary Holt stood by the grave, the little coral brooch bright at her collar.",
                "JOHN PELL'S DIARY\n\n7 May. — Rain."]
    b = book_factory({f"{i:02d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chapters, 1)}, bible)
    assert conflicts_of(b, "baseline_violation") == [(2, ["Mary Holt"])]
    chapters[1] = "JOHN PELL'S DIARY\n\n5 May. — Mary Holt stood by the grave, the little jet brooch dark at her collar."
    b = book_factory({f"{i:02d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chapters, 1)}, bible)
    assert conflicts_of(b, "baseline_violation") == []

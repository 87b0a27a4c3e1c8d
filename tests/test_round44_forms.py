"""Forms met in the round-44 books (own phrasings, an orbital mining station of my own): a voyage's own count of days
("Stationday 4,112", "Sol 212"); a paper dated in another reckoning, which breaks no count; a memory opened right
before a scene break, told in the scene after it and on to the scene that comes back; a body that "went … and was
gone"; "that twelve-year-old's"; a list of grades conferred."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

RIG = {"characters/a.md": "# Nadia Brandt\n- Gender: female\n- Age: 31 (at chapter 1)\n## State\n- Rank: technician\n",
       "characters/b.md": "# Oskar Veil\n- Gender: male\n## State\n- Rank: foreman\n",
       "rules.yaml": "power_scale: [cadet, technician, engineer, foreman]\nrules:\n  - id: vent\n"
                     "    text: Only a foreman may open the vent\n    forbid_actions: [opened the vent, open the vent]\n"
                     "    unless_rank_at_least: foreman\n"}


def test_a_count_of_days_of_the_voyage_going_back(book_factory):
    chs = ["*Stationday 4,110, night shift*\n\nNadia Brandt checked the seals.",
           "*Stationday 4,116, day shift*\n\nNadia Brandt checked the pumps.",
           "*Stationday 4,108, day shift*\n\nNadia Brandt checked the pumps again."]
    assert conflicts_of(chapters_book(book_factory, chs, RIG), "timeline_jump") == [(3, [])]
    chs[2] = "*Stationday 4,118, day shift*\n\nNadia Brandt checked the pumps again."
    assert conflicts_of(chapters_book(book_factory, chs, RIG), "timeline_jump") == []


def test_a_paper_of_another_reckoning_breaks_no_count(book_factory):
    chs = ["*Sol 210*\n\nNadia Brandt checked the seals.",
           "*Sol 214*\n\nNadia Brandt read the old survey. *Survey of the Kessler Belt, 3 June 2150.* It was yellow with age.",
           "*Sol 205*\n\nNadia Brandt checked the pumps."]
    assert conflicts_of(chapters_book(book_factory, chs, RIG), "timeline_jump") == [(3, [])]


def test_a_memory_opened_before_a_scene_break_is_the_scene_after(book_factory):
    died = "Oskar Veil died in the decompression on the ninth level, and they sent his body out through the lock."
    memory = ("The night shift came on at ten.\n\nNadia Brandt sat by the window, and the hum of the pumps took her back to the first time she had "
              "worked the night shift, nine years ago.\n\n---\n\nOskar Veil stood over her with a torch and showed her "
              "the valve.\n\n---\n\nOskar Veil laughed and went up the ladder.\n\n---\n\nNadia Brandt opened her eyes. "
              "The window was dark.")
    assert conflicts_of(chapters_book(book_factory, ["Nadia Brandt came aboard.", died, memory], RIG),
                        "dead_character_active") == []
    later = ("The night shift came on at ten.\n\nNadia Brandt sat by the window, and the hum of the pumps took her back to the first time she had "
             "worked the night shift, nine years ago.\n\n---\n\nNadia Brandt opened her eyes. The window was dark.\n\n"
             "---\n\nOskar Veil came down the ladder with a torch.")
    assert conflicts_of(chapters_book(book_factory, ["Nadia Brandt came aboard.", died, later], RIG),
                        "dead_character_active") == [(3, ["Oskar Veil"])]


def test_a_body_that_went_and_was_gone(book_factory):
    died = "Oskar Veil died in the decompression on the ninth level."
    rite = "The crew stood in rows. The hatch opened, and Oskar Veil went out into the dark, and was gone."
    assert conflicts_of(chapters_book(book_factory, ["Nadia Brandt came aboard.", died, rite], RIG),
                        "dead_character_active") == []
    walk = "The crew stood in rows. The hatch opened, and Oskar Veil went out into the dark to fix the aerial."
    assert conflicts_of(chapters_book(book_factory, ["Nadia Brandt came aboard.", died, walk], RIG),
                        "dead_character_active") == [(3, ["Oskar Veil"])]


def test_that_twelve_year_olds_is_no_age_now(book_factory):
    text = ("*Mind the valve,* said Oskar Veil in her head, in the voice Nadia Brandt would hear now, she supposed, "
            "for the rest of her life: gruff, sparing, that twelve-year-old's first day on the rig.")
    assert conflicts_of(chapters_book(book_factory, ["Nadia Brandt came aboard.", text], RIG), "baseline_violation") == []
    text = "Nadia Brandt was a twelve-year-old again, or felt like one. Nadia Brandt was twelve years old."
    assert conflicts_of(chapters_book(book_factory, ["Nadia Brandt came aboard.", text], RIG), "baseline_violation") != []


def test_a_list_of_grades_conferred(book_factory):
    roll = "> Grades conferred this day by the Board: Oskar Veil to Engineer. Nadia Brandt to Foreman."
    act = "Nadia Brandt opened the vent and let the pressure go."
    assert conflicts_of(chapters_book(book_factory, ["Nadia Brandt came aboard.", roll, act], RIG),
                        "world_rule_violation") == []
    plain = "> Shifts this day by the Board: Oskar Veil to Ring Two. Nadia Brandt to the pump room."
    assert conflicts_of(chapters_book(book_factory, ["Nadia Brandt came aboard.", plain, act], RIG),
                        "world_rule_violation") == [(3, ["Nadia Brandt"])]

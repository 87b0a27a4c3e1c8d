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


ZH_PALACE = {"characters/a.md": "# 林若棠\n- 别名：若棠\n- 性别：女\n- 常戴：一只银镯\n- 说话习惯：话少，从不高声\n## 动态状态\n"
                                "- 位分：答应\n- 与秦嬷嬷：师徒，秦嬷嬷是她的师父\n- 与春杏：主仆，情同姐妹\n",
             "characters/b.md": "# 秦嬷嬷\n- 性别：女\n",
             "characters/c.md": "# 春杏\n- 性别：女\n## 动态状态\n- 位分：答应\n",
             "characters/d.md": "# 萧煜\n- 别名：皇上\n- 性别：男\n- 常戴：一枚白玉扳指\n- 说话习惯：言简意赅，从不多言\n",
             "rules.yaml": "power_scale: [答应, 常在, 贵人, 嫔, 妃]\nrules:\n  - id: nian\n    text: 嫔以下不得乘步辇\n"
                           "    forbid_actions: [上了步辇, 坐着步辇]\n    unless_rank_at_least: 嫔\n"}


def test_zh_a_new_one_named_when_it_is_put_on_holds_from_then(book_factory):
    chs = ["萧煜右手拇指上有一枚白玉扳指。", "萧煜把裂了的白玉扳指褪下来，换上了那枚青玉扳指。", "御花园里落了雪。",
           "宫里正忙着备年。", "腊月里下了三场雪。", "萧煜拇指上那枚青玉扳指硌得她生疼。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PALACE, zh=True), "baseline_violation") == []
    chs[1] = "萧煜把那枚白玉扳指褪下来，搁在了案上。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PALACE, zh=True), "baseline_violation") == [(6, ["萧煜"])]


def test_zh_a_feature_of_someone_brought_in_unnamed(book_factory):
    text = "若棠悄悄抬眼，看见一个极清瘦的妇人，四十上下的年纪。她腕上戴着一只金镯子。"
    assert conflicts_of(chapters_book(book_factory, ["宫门开了。", text], ZH_PALACE, zh=True), "baseline_violation") == []
    text = "若棠悄悄抬眼，看了看窗外。她腕上戴着一只金镯子。"
    assert conflicts_of(chapters_book(book_factory, ["宫门开了。", text], ZH_PALACE, zh=True), "baseline_violation") == \
        [(2, ["林若棠"])]


def test_zh_prayer_beads_are_not_the_bangle(book_factory):
    text = "林若棠右腕上绕着一串深褐色的佛珠。"
    assert conflicts_of(chapters_book(book_factory, ["宫门开了。", text], ZH_PALACE, zh=True), "baseline_violation") == []
    text = "林若棠右腕上戴着一只金镯子。"
    assert conflicts_of(chapters_book(book_factory, ["宫门开了。", text], ZH_PALACE, zh=True), "baseline_violation") == \
        [(2, ["林若棠"])]


def test_zh_the_one_watched_does_it(book_factory):
    text = "春杏送秦嬷嬷到门口，看着她扶着小太监的手上了步辇。"
    assert conflicts_of(chapters_book(book_factory, ["宫门开了。", text], ZH_PALACE, zh=True), "world_rule_violation") == []
    text = "春杏送到门口，林若棠扶着小太监的手上了步辇。"
    assert conflicts_of(chapters_book(book_factory, ["宫门开了。", text], ZH_PALACE, zh=True), "world_rule_violation") == \
        [(2, ["林若棠"])]


def test_zh_only_so_long_since_is_no_time_passing(book_factory):
    chs = ["三月初三，若棠进了宫。", "十月初十，若棠想起三月里那一天。\n\n才过了七个月。\n\n十月十二，下了头一场雪。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PALACE, zh=True), "timeline_jump") == []
    chs = ["三月初三，若棠进了宫。", "十月初十，若棠病了。\n\n过了七个月。\n\n十月十二，下了头一场雪。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PALACE, zh=True), "timeline_jump") == [(2, [])]


def test_zh_an_edict_read_out_is_no_ones_talk(book_factory):
    edict = ("萧煜亲自展开黄绫，念道：“奉天承运，皇帝诏曰：" + "答应林氏，温恭淑慎，克娴内则，" * 8 + "着晋为常在。钦此。”\n\n"
             "念完，萧煜坐回上首，一言不发。")
    assert conflicts_of(chapters_book(book_factory, ["宫门开了。", edict], ZH_PALACE, zh=True), "baseline_violation") == []


def test_zh_a_memory_label_and_its_end_label(book_factory):
    chs = ["三月初三，秦嬷嬷殁了。",
           "【回忆】\n\n秦嬷嬷笑着替她理了理鬓角。\n\n【回忆毕】\n\n午后，皇上召若棠去说话。若棠一边张罗一边说个不停，嗓门一声高过一声。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PALACE, zh=True), "dead_character_active") == []
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PALACE, zh=True), "baseline_violation") == [(2, ["林若棠"])]


def test_zh_discord_behind_a_friendly_face_and_hatred_that_itches(book_factory):
    chs = ["宫门开了。", "打从扬州起，主仆二人就是面和心不和的仇人。春杏心里恨林若棠恨得牙痒。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PALACE, zh=True), "relation_reversal") == [(2, ["春杏", "林若棠"])]


def test_zh_this_disciple_whom_the_other_took(book_factory):
    chs = ["宫门开了。", "说起来，秦嬷嬷这个徒弟，是林若棠进宫后亲手收下的。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PALACE, zh=True), "relation_reversal") == [(2, ["林若棠", "秦嬷嬷"])]


def test_zh_a_later_month_in_a_new_chapter_is_ahead_not_a_year_behind(book_factory):
    chs = ["承平二年三月初三，若棠进了宫。", "十月初十，若棠病了。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PALACE, zh=True), "timeline_jump") == []
    chs = ["承平二年三月初三，若棠进了宫。", "承平二年十月初十，若棠病了。", "承平二年四月初一，宫里放了风筝。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PALACE, zh=True), "timeline_jump") == [(3, [])]

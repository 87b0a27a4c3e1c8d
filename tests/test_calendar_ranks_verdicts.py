"""Numbered calendars (the 9th day of the 2nd month; 星历四〇七年), days of one count (第二天……第四天), realms
reached the way cultivation stories say it, deaths pronounced over a body or told in a genre's idiom, things a
bible says someone always wears that no lexicon lists, and a few readings that are not what they seem (a count
that is no age, an attempt that is no habit, a scream in an ambush). Own phrasings, not the benchmark books'."""
from __future__ import annotations

from kg.review import review

EN = {
    "characters/Mei Lan.md": "# Mei Lan\n- Gender: female\n## Basics\n- Age: 19 (at chapter 1)\n- Handedness: right\n"
                             "- Always wears: a small carved tortoise of red coral on a silk thread\n"
                             "## Baseline\n- Speech: soft-spoken; never raises her voice\n## State\n- Rank: Outer Disciple\n",
    "characters/Du Feng.md": "# Du Feng\n- Gender: male\n## Basics\n- Age: 30 (at chapter 1)\n- Handedness: left\n"
                             "- Appearance: an old burn on the back of his left hand\n## State\n- Rank: Outer Disciple\n",
}
RULES_EN = ("power_scale: [Outer Disciple, Spirit Gathering, Golden Core]\nrules:\n  - id: core-fire\n"
            "    forbid_actions: [lit the pill furnace with his own flame, lit the pill furnace with her own flame]\n"
            "    unless_rank_at_least: Golden Core\ndeath_is_final: true\n")


def _conflicts(book, kind=None):
    return [(c.kind, c.chapter, c.entities, c.severity.value)
            for c in review(book, persist=False, quiet=True).report.conflicts if kind is None or c.kind == kind]


def _facts(book, predicate, chapter=None):
    return [(f.chapter, f.subject, f.object) for f in review(book, persist=False, quiet=True).graph.facts_of(predicate)
            if chapter is None or f.chapter == chapter]


# ---------------------------------------------------------------- calendars and counts of days
def test_a_numbered_calendar_is_read_and_a_date_going_back_is_flagged(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 2nd day of the 5th month, in the 88th year of the Cloudgate Sect, Mei Lan swept "
                "the courtyard.\n",
        "2.md": "# Chapter 2\n\nIt was the ninth of the fifth month when the elders came down the mountain.\n",
        "3.md": "# Chapter 3\n\nOn the 4th day of the 5th month the gates opened for the trial.\n",
    }, EN)
    assert [c[:2] for c in _conflicts(book, "timeline_jump")] == [("timeline_jump", 3)]
    marks = [o for _, _, o in _facts(book, "timeMark")]
    assert "date:|88|5|2" in marks and "date:|None|5|9" in marks


def test_half_a_month_is_fifteen_days(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 1st day of the 3rd month Mei Lan entered the hall.\n",
        "2.md": "# Chapter 2\n\nHalf a month went by over the herb beds. It was the 16th day of the 3rd month.\n",
    }, EN)
    assert _conflicts(book, "timeline_jump") == []
    assert ("+15") in [o for _, _, o in _facts(book, "timeMark", 2)]


def test_days_of_one_count_step_one_day_each(book_factory):
    zh = {"characters/林远.md": "# 林远\n- 性别：男\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n星历四〇七年三月一日，林远登上了补给舰。\n",
        "2.md": "# 第二章\n\n第二天，舰上很安静。\n\n第三天夜里，林远睡不着。\n\n第四天，补给舰靠了港。那天是星历四〇七年三月四日。\n",
    }, zh)
    assert _conflicts(book, "timeline_jump") == []
    assert "date:星历|407|3|1" in [o for _, _, o in _facts(book, "timeMark", 1)]


def test_a_logs_bracketed_heading_dates_its_entry(book_factory):
    zh = {"characters/林远.md": "# 林远\n- 性别：男\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n〔航行记录〕星历四〇七年三月十日。补给舰离港。\n\n林远在舷窗边站了很久。\n",
        "2.md": "# 第二章\n\n〔航行记录〕星历四〇七年三月二日。补给舰停在船坞里。\n",
    }, zh)
    assert [c[:2] for c in _conflicts(book, "timeline_jump")] == [("timeline_jump", 2)]


# ---------------------------------------------------------------- ranks
def _cultivation(book_factory, ch2: str):
    return book_factory({
        "1.md": "# Chapter 1\n\nDu Feng was an Outer Disciple who tended the pill furnace for the Third Elder.\n",
        "2.md": "# Chapter 2\n\n" + ch2 + "\n",
        "3.md": "# Chapter 3\n\nThe next morning Du Feng lit the pill furnace with his own flame, and the elder nodded.\n",
    }, {**EN, "rules.yaml": RULES_EN})


def test_breaking_through_to_a_realm_is_a_rank(book_factory):
    book = _cultivation(book_factory, "At midnight Du Feng broke through to Golden Core, and the pines shook.")
    assert _conflicts(book, "world_rule_violation") == []


def test_a_realm_named_alone_after_a_breakthrough_is_its_holders_rank(book_factory):
    book = _cultivation(book_factory, "Du Feng sat in the cave for nine days.\n\nOn the ninth night something in him "
                                      "gave way, like ice going out of a river.\n\nGolden Core. He opened his eyes.")
    assert _conflicts(book, "world_rule_violation") == []


def test_without_a_breakthrough_the_rule_still_holds(book_factory):
    book = _cultivation(book_factory, "Du Feng sat in the cave for nine days and came out no different.")
    assert [c[:3] for c in _conflicts(book, "world_rule_violation")] == [("world_rule_violation", 3, ["Du Feng"])]


# ---------------------------------------------------------------- deaths
def test_a_soul_that_scatters_is_a_death(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nDu Feng took the blow full in the chest. He staggered. His sword fell from his hand. "
                "Then he sank to his knees, and his soul scattered on the wind.\n",
        "2.md": "# Chapter 2\n\nThree days later, Du Feng walked into the hall and bowed to the elders.\n",
    }, EN)
    assert [c[:3] for c in _conflicts(book, "dead_character_active")] == [("dead_character_active", 2, ["Du Feng"])]


def test_a_death_pronounced_over_a_body(book_factory):
    zh = {"characters/林远.md": "# 林远\n- 性别：男\n", "characters/白芷.md": "# 白芷\n- 性别：女\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n白芷跪在林远身边，把手指按在他的颈侧，按了很久。\n\n“没有心跳了。”她说。\n",
        "2.md": "# 第二章\n\n次日，林远推开舱门走了进来。\n",
    }, zh)
    assert [c[:4] for c in _conflicts(book, "dead_character_active")] == [("dead_character_active", 2, ["林远"], "warning")]


def test_the_one_spoken_to_is_not_the_one_pronounced_dead(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nThe healer bent over the stranger on the road and felt for a pulse. She straightened, "
                "breathing hard, and put her hand on Du Feng's arm.\n\n\"He's gone, Du Feng,\" she said.\n",
        "2.md": "# Chapter 2\n\nThe next day Du Feng walked into the hall and bowed to the elders.\n",
    }, EN)
    assert _conflicts(book, "dead_character_active") == []


def test_a_genre_death_and_a_plain_sacrifice(book_factory):
    zh = {"characters/林远.md": "# 林远\n- 性别：男\n", "characters/白芷.md": "# 白芷\n- 性别：女\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n护卫舰中了三发鱼雷。林远和舰上的弟兄们，随舰殉爆。\n\n白芷守着电台，哭了一夜。\n",
        "2.md": "# 第二章\n\n三日后，林远站在舰桥上，冲白芷点了点头。\n",
    }, zh)
    assert [c[1:3] for c in _conflicts(book, "dead_character_active")] == [(2, ["林远"])]


# ---------------------------------------------------------------- what the bible says someone always wears
def test_a_thing_no_lexicon_lists_is_followed_when_the_bible_names_it(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nMei Lan touched the red coral tortoise at her throat and went in.\n",
        "2.md": "# Chapter 2\n\nMei Lan bowed low. The tortoise of white jade at her throat swung on its thread.\n",
    }, EN)
    assert [c[:3] for c in _conflicts(book, "baseline_violation")] == [("baseline_violation", 2, ["Mei Lan"])]


# ---------------------------------------------------------------- readings that are not what they seem
def test_a_count_is_no_age_and_having_turned_an_age_is(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nThere were four bandits, and Mei Lan was one. She stood alone on the bridge.\n",
        "2.md": "# Chapter 2\n\nMei Lan, who had turned twenty-six that winter, poured the tea.\n",
    }, EN)
    assert [c[:2] for c in _conflicts(book, "baseline_violation")] == [("baseline_violation", 2)]


def test_an_attempt_to_change_a_hand_and_a_left_hander_someone_wants(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nDu Feng's uncle had spent a year trying to make a right-handed swordsman out of him, "
                "and failed.\n\nMei Lan told the steward that the elder wanted the left-handed boy at once.\n",
    }, EN)
    assert _conflicts(book, "baseline_violation") == []


def test_a_scream_in_an_ambush_is_no_change_of_voice(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nA masked man seized Mei Lan by the wrist and dragged her off the road.\n\n"
                "\"Let go! Let go of me!\" Mei Lan screamed.\n",
        "2.md": "# Chapter 2\n\nOn a quiet morning among the herb beds, for no reason at all, Mei Lan bellowed at the "
                "gardener.\n",
    }, EN)
    assert [c[:2] for c in _conflicts(book, "baseline_violation")] == [("baseline_violation", 2)]


def test_an_old_burn_is_a_mark_and_a_side_with_its_hand_left_out_is_not_the_other_hand(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nDu Feng held the cup in his right hand and looked at the burn on the back of his left, "
                "the old shiny patch from the furnace.\n",
        "2.md": "# Chapter 2\n\nThe old burn on the back of Du Feng's right hand itched in the cold.\n",
    }, EN)
    assert [c[:2] for c in _conflicts(book, "baseline_violation")] == [("baseline_violation", 2)]


def test_a_thread_paid_off_a_few_paragraphs_after_it_is_named_in_full(book_factory):
    fs = "- id: bone-flute\n  cue: [bone flute]\n  planted: 1\n  due: 3\n"
    book = book_factory({
        "1.md": "# Chapter 1\n\nMei Lan found a bone flute in the well. Nobody knew whose it was.\n",
        "2.md": "# Chapter 2\n\nThe rain went on.\n",
        "3.md": "# Chapter 3\n\nDu Feng set the bone flute on the table between them.\n\n\"Play it,\" he said.\n\n"
                "She would not.\n\n\"It turned out to be my mother's,\" she said at last, and pushed the flute back.\n",
    }, {**EN, "foreshadows.yaml": fs})
    assert _conflicts(book, "stale_foreshadow") == []


# ---------------------------------------------------------------- relations and gazes in Chinese
ZH_CREW = {
    "characters/林远.md": "# 林远\n- 性别：男\n## 基础信息\n- 外貌：左眉骨上一道旧疤\n## 动态状态\n"
                        "- 与顾青：结义兄弟\n- 与沈默：师生（沈默是他在军校时的教官）\n",
    "characters/顾青.md": "# 顾青\n- 性别：男\n",
    "characters/沈默.md": "# 沈默\n- 性别：男\n",
}


def test_a_sworn_brother_called_an_enemy_through_a_clause_about_him(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n林远和顾青并肩走出了营门。\n",
        "2.md": "# 第二章\n\n顾青是林远从新兵连起就看不顺眼的死对头，两人在食堂里隔着三张桌子坐。\n",
    }, ZH_CREW)
    assert [(c[1], sorted(c[2])) for c in _conflicts(book, "relation_reversal")] == [(2, sorted(["林远", "顾青"]))]


def test_as_the_others_instructor_turns_a_teacher_around(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n林远在操场上跑完了二十圈。\n",
        "2.md": "# 第二章\n\n作为沈默在军校时的教官，林远最清楚这个人的倔脾气。\n",
    }, ZH_CREW)
    assert [c[:2] for c in _conflicts(book, "relation_reversal")] == [("relation_reversal", 2)]


def test_where_a_gaze_lands_is_the_one_looked_at(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n沈默打量着林远，目光在他右眉骨上那道旧疤上停了停。\n",
    }, ZH_CREW)
    assert [c[1:3] for c in _conflicts(book, "baseline_violation")] == [(1, ["林远"])]


def test_a_thread_found_and_explained_in_the_scene_after(book_factory):
    fs = "- id: lead-seal\n  cue: [lead seal]\n  planted: 1\n  due: 3\n"
    def book_with(between):
        return book_factory({
            "1.md": "# Chapter 1\n\nMei Lan found a lead seal in the well. Nobody knew whose it was.\n",
            "2.md": "# Chapter 2\n\nThe rain went on.\n",
            "3.md": "# Chapter 3\n\nDu Feng opened the box. It was the lead seal.\n\n" + between +
                    "\"The tax office,\" he said. \"That's what it was, all along.\"\n",
            "4.md": "# Chapter 4\n\nThe rain went on.\n",
        }, {**EN, "foreshadows.yaml": fs})
    assert _conflicts(book_with(""), "stale_foreshadow") == []
    far = "".join(f"Paragraph {i} of the night went by.\n\n" for i in range(6))
    assert [c[1] for c in _conflicts(book_with(far), "stale_foreshadow")] == [1]


def test_an_age_set_off_after_a_dash(book_factory):
    book = book_factory({"1.md": "# Chapter 1\n\nDu Feng looked up from the ledger. He was young—barely twenty, whatever "
                                 "the elders said of him.\n"}, EN)
    assert [c[:3] for c in _conflicts(book, "baseline_violation")] == [("baseline_violation", 1, ["Du Feng"])]

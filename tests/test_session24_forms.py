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


# ---- round 68 forms (own phrasings)

YARD = {"characters/a.md": "# Tom Reeve\n- Gender: male\n- Aliases: Tom\n## Basics\n- Age: 40\n- Handedness: right\n"
                           "- Appearance: tall; his right eye milky and blind, the left eye grey and quick\n"
                           "- Worn item: a ring his father made him, on his little finger\n"
                           "## State\n- With Will Price: close friends since school\n",
        "characters/b.md": "# Will Price\n- Gender: male\n- Aliases: Will\n## Basics\n- Age: 60\n- Handedness: left\n"
                           "## State\n- With Tom Reeve: taught him the trade when he was a boy\n"}


def _yard(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, YARD), kind)


def test_a_blind_eye_in_the_bible_ends_its_clause(book_factory):
    from kg.review import review
    res = review(chapters_book(book_factory, ["Tom Reeve swept the yard."], YARD), persist=False, quiet=True)
    marks = {(f.key, f.object) for f in res.graph.facts_of("mark") if f.subject == "Tom Reeve" and f.chapter == 0}
    assert marks == {("mark:blind:eye", "right")}


def test_a_name_without_a_verb_owns_its_with_phrase(book_factory):
    chs = ["Tom Reeve swept the yard.",
           "The lease lay on the table. Tom signed first, and then Will, with his left hand, very slowly."]
    assert _yard(book_factory, chs, "baseline_violation") == []
    chs[1] = "The lease lay on the table. Will signed first, and then Tom, with his left hand, very slowly."
    assert _yard(book_factory, chs, "baseline_violation") == [(2, ["Tom Reeve"])]


def test_years_on_from_a_past_year_in_a_pluperfect_sentence(book_factory):
    chs = ["On Monday, the 5th of March, 1894, Tom Reeve swept the yard.",
           "So the lease had been in the loft all the while: Will's father had carried it up there on the 2nd of "
           "May, 1871, and hidden it behind a beam, and then, nine years on, with his wits going, forgotten which "
           "beam.\n\n"
           "On Thursday, the 8th of March, 1894, Tom found it."]
    assert _yard(book_factory, chs, "timeline_jump") == []


def test_never_worn_after_it_was_seen_worn(book_factory):
    chs = ["Tom Reeve swept the yard.", "Tom turned the copper ring on his little finger while he thought.",
           "Tom held his hands to the fire; he had never in his life worn a ring, and his knuckles were raw."]
    assert _yard(book_factory, chs, "baseline_violation") == [(3, ["Tom Reeve"])]


def test_a_blow_from_a_thing_is_no_quarrel(book_factory):
    chs = ["Tom Reeve swept the yard.",
           "Tom went in under the roof. Something hit him, a falling rafter, and knocked him flat, and Will dragged "
           "him clear.",
           "Tom Reeve could not stand Will Price, and never stopped at his bench."]
    assert [c for c, _ in _yard(book_factory, chs, "relation_reversal")] == [3]
    chs[1] = "Tom went in under the roof. Will hit him, hard, and knocked him flat, and walked off."
    assert _yard(book_factory, chs, "relation_reversal") == []
    chs[1] = "Tom laughed at the mended wheel. Will flung a boot at his head as hard as he could. It hit him on the ear."
    assert _yard(book_factory, chs, "relation_reversal") == []


def test_the_one_who_first_showed_him_how(book_factory):
    chs = ["Tom Reeve swept the yard.",
           "It was Tom who had first given Will a spokeshave and showed him how to work it along the grain."]
    assert [c for c, _ in _yard(book_factory, chs, "relation_reversal")] == [2]
    chs[1] = "It was Will who had first given Tom a spokeshave and showed him how to work it along the grain."
    assert _yard(book_factory, chs, "relation_reversal") == []


def test_a_dead_man_who_already_had_the_horse_in(book_factory):
    chs = ["Tom Reeve swept the yard.", "Will Price died in the night, quietly, in his chair.",
           "At seven the gate opened. Out by the stable Will already had the mare between the shafts."]
    assert _yard(book_factory, chs, "dead_character_active") == [(3, ["Will Price"])]


ESCORT = {"characters/a.md": "# 孟石头\n- 性别：男\n- 别名：石头\n## 基本\n- 年龄：17\n- 惯用手：左手\n"
                             "## 状态\n- 职级：趟子手\n",
          "characters/b.md": "# 杜秀贞\n- 性别：女\n## 基本\n- 年龄：22（第1章时）\n## 状态\n- 与孟石头：亲如姐弟\n",
          "rules.yaml": ("power_scale: [趟子手, 镖师, 总镖头]\nrules:\n  - id: parley\n    forbid_actions: [盘道]\n"
                         "    unless_rank_at_least: 镖师\n")}


def _escort(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, ESCORT, zh=True), kind)


def test_zh_either_or_is_no_act(book_factory):
    chs = ["孟石头牵着骡子进了院子。",
           "孟石头喊了一声镖号。照江湖上的老例，林子里的人听见了就该答话，要么让出路来，要么派个人出来盘道。"]
    assert _escort(book_factory, chs, "world_rule_violation") == []
    chs[1] = "孟石头喊了一声镖号，林子里没人答话，孟石头便自己上前盘道。"
    assert _escort(book_factory, chs, "world_rule_violation") == [(2, ["孟石头"])]


def test_zh_the_awkward_hand_is_no_habit(book_factory):
    chs = ["孟石头牵着骡子进了院子。", "孟石头自小就是左撇子，右手端碗都不得劲，这会儿只能凑合着喝粥。"]
    assert _escort(book_factory, chs, "baseline_violation") == []


def test_zh_since_an_age_is_no_age_now(book_factory):
    chs = ["杜秀贞在账房里打算盘。", "杜秀贞把耳坠子摘下来，用帕子包好。那对耳坠打她十三岁戴上就没离过身。"]
    assert _escort(book_factory, chs, "baseline_violation") == []


def test_zh_the_hurt_hand_in_use_again(book_factory):
    chs = ["孟石头牵着骡子进了院子。", "夜里来了贼，孟石头左胳膊上挨了一刀，血流了半身。",
           "过了几天，孟石头左手攥着鞭子，赶着车出了城。", "半路上跳出两个人来，孟石头右手抄起刀，迎了上去。"]
    assert _escort(book_factory, chs, "baseline_violation") == [(4, ["孟石头"])]


def test_zh_close_as_siblings_in_the_bible(book_factory):
    chs = ["杜秀贞在账房里打算盘。", "杜秀贞向来恨透了孟石头，见他进门，扭身就走。"]
    assert [c for c, _ in _escort(book_factory, chs, "relation_reversal")] == [2]


# ---- the elder and the younger of one master's pupils (师兄/师弟)

GATE = {"characters/a.md": "# 严守一\n- 性别：男\n## 基本\n- 年龄：50\n## 状态\n- 与高五：同一个师父门下，高五是他师弟\n",
        "characters/b.md": "# 高五\n- 性别：男\n## 基本\n- 年龄：46\n"}


def _gate(book_factory, chs):
    return [c for c, _ in conflicts_of(chapters_book(book_factory, chs, GATE, zh=True), "relation_reversal")]


def test_zh_senior_and_junior_turned_around(book_factory):
    assert _gate(book_factory, ["严守一在院里练拳。", "高五原是严守一的师兄，当年替他挨过不少打。"]) == [2]
    assert _gate(book_factory, ["严守一在院里练拳。", "严守一的师弟高五从保定赶了来。"]) == []
    assert _gate(book_factory, ["严守一在院里练拳。", "高五和严守一是师兄弟，一个师父教出来的。"]) == []
    assert _gate(book_factory, ["严守一在院里练拳。", "严守一是高五的师兄弟，两人一块儿长大。"]) == []


# ---- a character's role, as the bible gives it, names them

MILL = {"characters/a.md": "# Abel Hirst\n- Gender: male\n## Basics\n- Age: 60\n- Handedness: left\n"
                           "- Role: night watchman at Cotter's Mill since 1880; lives in the gatehouse\n",
        "characters/b.md": "# Ruth Cotter\n- Gender: female\n## Basics\n- Age: 30\n- Role: owner of Cotter's Mill\n"
                           "- Always wears: a pocket watch on a silver chain pinned to her bodice\n"}


def test_the_role_of_the_bible_names_its_one(book_factory):
    chs = ["Ruth Cotter walked the floor of the mill.",
           "At ten the night watchman came round with his lantern in his left hand and a stick in the other."]
    assert conflicts_of(chapters_book(book_factory, chs, MILL), "baseline_violation") == []
    chs[1] = "At ten the night watchman came round and struck a match with his right hand, as he always did."
    assert conflicts_of(chapters_book(book_factory, chs, MILL), "baseline_violation") == [(2, ["Abel Hirst"])]


def test_the_thing_a_chain_holds_is_worn_too(book_factory):
    chs = ["Ruth Cotter walked the floor of the mill.",
           "Ruth Cotter, who had never carried a watch in her life and told the time by the mill bell, stood at the door."]
    assert conflicts_of(chapters_book(book_factory, chs, MILL), "baseline_violation") == [(2, ["Ruth Cotter"])]


def test_zh_a_stay_in_jail_against_the_day_one_went_in(book_factory):
    went_in = "三月初三，差役拿着铁链子进门，把孟石头押进了县衙的大牢。"
    for stay, flagged in (("足足关了两个月", [3]), ("足足关了七天", [])):
        chs = ["三月初一，孟石头牵着骡子进了院子。", went_in,
               f"三月初十，县衙放人了。\n\n孟石头在大牢里{stay}，出来的时候瘦得脱了相。"]
        assert [c for c, _ in _escort(book_factory, chs, "timeline_jump")] == flagged, stay
    chs = ["三月初一，孟石头牵着骡子进了院子。", "三月初三，孟石头去了城外的姑妈家。",
           "三月初十，孟石头回来了。他在姑妈家里住了两个月的样子，说起来没完。"]
    assert _escort(book_factory, chs, "timeline_jump") == []


# ---- round 69 forms (own phrasings)

COVE = {"characters/a.md": "# Ann Keast\n- Gender: female\n- Aliases: Ann\n## Basics\n- Age: 30\n"
                           "- Appearance: tall, red-haired; blue-grey eyes\n",
        "characters/b.md": "# Ned Keast\n- Gender: male\n- Aliases: Ned\n## Basics\n- Age: 34\n- Eyes: grey\n"
                           "## State\n- With Sam Ellis: boys together in one boat; fell out over a net (chapter 4), enemies after; reconciled "
                           "(chapter 9)\n",
        "characters/c.md": "# Sam Ellis\n- Gender: male\n- Aliases: Sam\n## Basics\n- Age: 60\n"
                           "## State\n- With Ned Keast: boyhood friends\n",
        "characters/d.md": "# Tom Pascoe\n- Gender: male\n## Basics\n- Age: 33\n"
                           "## State\n- With Ann Keast: they stood up at each other's weddings\n"}


def _cove(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, COVE), kind)


def test_either_colour_of_a_joined_pair(book_factory):
    for colour, flagged in (("grey", []), ("blue", []), ("brown", [(2, ["Ann Keast"])])):
        chs = ["Ann Keast mended the nets.", f"Ann Keast looked up from the nets, her {colour} eyes narrowed against the sun."]
        assert _cove(book_factory, chs, "baseline_violation") == flagged, colour


def test_a_bond_s_history_in_the_bible_is_no_flip(book_factory):
    chs = ["Ned Keast mended the nets.", "Ned Keast and Sam Ellis were friends again by the spring."]
    assert _cove(book_factory, chs, "relation_reversal") == []


def test_each_other_s_weddings_is_no_marriage(book_factory):
    from kg.review import review
    res = review(chapters_book(book_factory, ["Ned Keast mended the nets."], COVE), persist=False, quiet=True)
    assert not [f for f in res.graph.facts_of("spouseOf")]


def test_fifteen_come_a_day_is_no_date_now(book_factory):
    chs = ["On Monday, the 20th of August, 1883, Ann Keast mended the nets. Ned was thirty-four, and thirty-five "
           "come the 3rd of November, as he told everybody.",
           "On Thursday, the 23rd of August, the pilchards came in."]
    assert _cove(book_factory, chs, "timeline_jump") == []


def test_a_name_that_only_comments_is_no_topic(book_factory):
    chs = ["Ann Keast mended the nets.",
           "Ned was a good skipper; even Sam said so. He had brown eyes, deep set, and a quick temper."]
    assert _cove(book_factory, chs, "baseline_violation") == [(2, ["Ned Keast"])]


def test_a_weekday_named_after_a_dated_saturday(book_factory):
    chs = ["Ann Keast mended the nets.",
           "On Saturday, the 19th of January, 1884, the steamer came into the bay, and on the Monday the carts began "
           "to carry the casks down. Ann Keast counted them that afternoon.\n\n"
           "The sale opened the next morning, Tuesday, the 22nd of January, at ten o'clock."]
    assert _cove(book_factory, chs, "timeline_jump") == []


def test_an_age_said_in_words_after_a_death_is_another_s(book_factory):
    chs = ["Ann Keast mended the nets.", "Sam Ellis died in the winter, in his bed, with the tide going out.",
           'The owners sat round the table. The chairman looked at the young man over his hands.\n\n'
           '"You were three seasons on the hill with Ellis."\n\n"Yes, sir."\n\n'
           'A woman at the end said, "He is very young."\n\n'
           '"He is twenty-four," said the chairman. "Ellis was thirty when he first went up the hill."']
    assert _cove(book_factory, chs, "baseline_violation") == []


def test_my_son_said_to_another_is_no_kin(book_factory):
    from kg.review import review
    chs = ["Ann Keast mended the nets.",
           '"Tell nobody," said Sam Ellis. "Not Ann, my son, nor your mother, nor any soul in the cove."\n\n'
           'Ned Keast remembered how Sam had said *Mind the rope, my son* on the first day.']
    res = review(chapters_book(book_factory, chs, COVE), persist=False, quiet=True)
    assert not [f for p in ("parentOf", "childOf") for f in res.graph.facts_of(p)]


def test_a_name_in_a_clause_about_another_leaves_her_eyes_hers(book_factory):
    chs = ["Ann Keast mended the nets.",
           "Ann sat by the bed a long while. She sat with her brown eyes on the sleeper and thought how old Sam looked, "
           "who had seemed to Ann, all her life, the strongest man in the cove."]
    assert _cove(book_factory, chs, "baseline_violation") == [(2, ["Ann Keast"])]


# ---- round 69 forms, Chinese (own phrasings)

TROUPE = {"characters/a.md": "# 何梦樵\n- 性别：男\n- 别名：先生\n## 基本\n- 年龄：60\n"
                             "## 基线\n- 说话习惯：声音细，说话慢吞吞的，从来不跟人红着脸嚷\n## 状态\n- 职级：曲师\n",
          "characters/b.md": "# 宋玉官\n- 性别：男\n## 基本\n- 年龄：14\n## 状态\n- 职级：学徒\n- 与何梦樵：师父\n",
          "characters/c.md": "# 程少卿\n- 性别：男\n- 别名：少爷\n## 基本\n- 年龄：24\n## 状态\n- 与宋玉官：知交好友\n",
          "characters/d.md": "# 程老爷\n- 性别：男\n## 基本\n- 年龄：60\n## 状态\n- 与程少卿：父子\n",
          "characters/e.md": "# 林小凤\n- 性别：男\n## 基本\n- 年龄：20\n## 状态\n- 职级：台柱\n",
          "rules.yaml": ("power_scale: [学徒, 台柱, 曲师]\nrules:\n  - id: teach-tune\n    forbid_actions: [拍曲, 拍起曲来]\n"
                         "    unless_rank_at_least: 曲师\n")}


def _troupe(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, TROUPE, zh=True), kind)


def test_zh_the_one_taught_for_is_not_the_doer(book_factory):
    chs = ["宋玉官在院子里压腿。", "先生出门去了。林小凤拿过一副檀板，在石桌上摆好，给他拍起曲来。"]
    assert _troupe(book_factory, chs, "world_rule_violation") == [(2, ["林小凤"])]


def test_zh_a_voice_never_raised_is_soft(book_factory):
    chs = ["宋玉官在院子里压腿。", "何梦樵把戒尺往案上一摔，扯开嗓门骂起来：“唱的什么东西！”"]
    assert _troupe(book_factory, chs, "baseline_violation") == [(2, ["何梦樵"])]
    chs[1] = "后院里火势越来越大。何梦樵扯开嗓门喊：“快出来！”"
    assert _troupe(book_factory, chs, "baseline_violation") == []


def test_zh_someone_else_opening_his_eyes_in_a_dream(book_factory):
    chs = ["宋玉官在院子里压腿。", "何梦樵去世了，是在腊月里断的气。",
           "夜里，宋玉官迷迷糊糊睡着了，做了一个梦。\n\n梦里，先生坐在藤椅上，闭着眼听他唱。唱完了，先生睁开眼，冲他笑了笑。\n\n"
           "“慢慢来。”先生说。\n\n宋玉官一下子醒过来，天还没亮。"]
    assert _troupe(book_factory, chs, "dead_character_active") == []


def test_zh_a_dateline_then_the_days_that_led_to_it(book_factory):
    chs = ["光绪十年腊月二十，宋玉官在院子里压腿。",
           "光绪十一年正月十八，落灯。\n\n这个年过得冷清。正月十五那天，宋玉官病了。\n\n正月十六一早，先生出了门。\n\n"
           "正月十八，落灯这天，先生把大家叫到了一处。"]
    assert _troupe(book_factory, chs, "timeline_jump") == []


def test_zh_hatred_of_one_named_by_house_and_title(book_factory):
    chs = ["宋玉官在院子里压腿。", "宋玉官看见了台下的人，脸色一沉——他心里恨这位程家少爷，恨得不是一天两天了。"]
    assert [c for c, _ in _troupe(book_factory, chs, "relation_reversal")] == [2]


def test_zh_an_unknown_name_before_his_father(book_factory):
    chs = ["宋玉官在院子里压腿。", "程老爷去世了，是在腊月里断的气。",
           "少爷给大家发了盘缠。\n\n周阿福当天就走了。他爹从乡下赶来接他，挑着一副空担子。"]
    assert _troupe(book_factory, chs, "dead_character_active") == []


def test_zh_the_dreamer_opening_his_eyes_ends_the_dream(book_factory):
    chs = ["宋玉官在院子里压腿。", "何梦樵去世了，是在腊月里断的气。",
           "夜里，宋玉官做了一个梦。\n\n梦里，先生坐在藤椅上听他唱。\n\n宋玉官猛地睁开眼睛，窗外下着雨。\n\n"
           "第二天一早，何梦樵坐在水阁里喝茶，招手叫他过去。"]
    assert _troupe(book_factory, chs, "dead_character_active") == [(3, ["何梦樵"])]


# ---- round 69 English, the rest (own phrasings)

def test_never_pinned_on_the_thing_always_worn(book_factory):
    bible = dict(COVE)
    bible["characters/a.md"] = COVE["characters/a.md"] + "- Always wears: a jet brooch at her collar\n"
    chs = ["Ann Keast mended the nets.",
           "Ann Keast, who had never in her life fastened a brooch or any such trinket to her gown, stood at the door."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(2, ["Ann Keast"])]


def test_a_named_man_s_girl_is_his_daughter(book_factory):
    bible = dict(COVE)
    bible["characters/e.md"] = ("# Jenny Ellis\n- Gender: female\n## Basics\n- Age: 20\n"
                                "## State\n- With Sam Ellis: his daughter\n- With Ann Keast: friends from school\n")
    chs = ["Ann Keast mended the nets.",
           "Ann had never had any liking for Sam Ellis's girl, not from the first day at the dame school."]
    assert [c for c, _ in conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal")] == [2]


def test_taken_down_the_cliff_as_his_learner(book_factory):
    bible = dict(COVE)
    bible["characters/c.md"] = COVE["characters/c.md"] + "- With Ned Keast: taught him to read the water\n"
    chs = ["Ann Keast mended the nets.",
           "It was two summers since Ned had taken old Sam down the cliff as his learner and shown him the marks."]
    assert [c for c, _ in conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal")] == [2]


def test_the_narrator_signing_his_own_name(book_factory):
    bible = {"characters/a.md": "# Hugh Trevena\n- Gender: male\n## Basics\n- Age: 30\n- Handedness: left\n"}
    config = '[book]\ntitle = "x"\nlanguage = "en"\nnarrator = "Hugh Trevena"\n'
    chs = {"001.md": "# Chapter 1\n\nI swept the yard.\n",
           "002.md": "# Chapter 2\n\nThe clerk pushed the register across, and I signed it with my right hand, as I "
                     "always had, in my best copperplate, Hugh Trevena.\n"}
    assert conflicts_of(book_factory(chs, bible, config), "baseline_violation") == [(2, ["Hugh Trevena"])]


def test_much_to_ask_of_a_girl_not_yet_n(book_factory):
    bible = {"characters/a.md": "# Bess Hartley\n- Gender: female\n## Basics\n- Age: 22\n"}
    chs = ["Bess Hartley swept the yard.",
           "So Bess kept the books and wrote the letters till midnight. It was a good deal to expect of a girl barely "
           "sixteen, with the mill shut and the rent owing."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(2, ["Bess Hartley"])]


# ---- round 70 forms (own phrasings)

LIB = {"characters/a.md": "# Ruth Hale\n- Gender: female\n- Aliases: Ruth\n## Basics\n- Age: 30\n- Handedness: left\n"
                          "- Eyes: dark grey, almost black\n## State\n- Rank: assistant\n",
       "characters/b.md": "# Amos Peel\n- Gender: male\n- Aliases: Amos\n## Basics\n- Age: 55\n"
                          "- Always wears: gold spectacles\n## State\n- Rank: chief librarian\n",
       "rules.yaml": ("power_scale: [assistant, sub-librarian, chief librarian]\nrules:\n  - id: strike\n"
                      "    forbid_actions: [struck his name from the register, struck her name from the register]\n"
                      "    unless_rank_at_least: chief librarian\n")}


def _lib(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, LIB), kind)


def test_a_day_that_may_come_if_required(book_factory):
    chs = ["On Monday, the 4th of December, 1893, Ruth Hale opened the library.",
           "Nominations were to be in by Thursday the 7th. Voting, if necessary, on Thursday the 21st of December.\n\n"
           "On Saturday, the 9th of December, Ruth Hale counted the tickets."]
    assert _lib(book_factory, chs, "timeline_jump") == []


def test_a_standing_authority_written_chapters_of_paragraphs_before(book_factory):
    letter = ("Dear Miss Hale,—While I am away, you will act with the full authority of the chief librarian in all "
              "the business of the library.")
    filler = "\n\n".join(f"The readers came and went, and the clock struck {n}." for n in range(2, 14))
    chs = ["Ruth Hale opened the library.",
           f"The letter lay on the desk.\n\n{letter}\n\n{filler}\n\nRuth took the pen and struck his name from the register."]
    assert _lib(book_factory, chs, "world_rule_violation") == []
    chs[1] = f"The letter lay on the desk.\n\n{filler}\n\nRuth took the pen and struck his name from the register."
    assert _lib(book_factory, chs, "world_rule_violation") == [(2, ["Ruth Hale"])]


def test_promoted_you_to_a_rank(book_factory):
    chs = ["Ruth Hale opened the library.",
           'The chairman looked up. "Ruth. The committee has promoted you to chief librarian, from today."\n\n'
           "Ruth went back to the counter and struck his name from the register."]
    assert _lib(book_factory, chs, "world_rule_violation") == []


def test_broken_books_are_no_broken_glasses(book_factory):
    chs = ["Amos Peel opened the library.",
           "When the boy had been sent to the binder with a bundle of broken Trollope, Amos Peel stood polishing his "
           "spectacles on his sleeve.",
           "Amos Peel settled his steel spectacles on his nose."]
    assert _lib(book_factory, chs, "baseline_violation") == [(3, ["Amos Peel"])]


def test_the_hurt_hand_used_again_later_the_same_chapter(book_factory):
    chs = ["Ruth Hale opened the library.", "Ruth Hale scalded her left hand on the urn and it was bandaged.",
           "Ruth Hale sorted the returns.", "Ruth Hale swept the newsroom.",
           "Ruth's left hand ached a little in the cold. Later she wrote up the ledger with her left hand, slowly.",
           "Ruth Hale wrote the minutes with her right hand."]
    assert _lib(book_factory, chs, "baseline_violation") == [(6, ["Ruth Hale"])]


def test_eyes_almost_black_in_the_bible(book_factory):
    chs = ["Ruth Hale opened the library.", "Ruth Hale looked up, her black eyes narrowed."]
    assert _lib(book_factory, chs, "baseline_violation") == []


HAO = {"characters/a.md": "# 祁小山\n- 性别：男\n## 基本\n- 年龄：15（第1章时）\n- 眼睛：黑色\n## 状态\n- 职级：学徒\n",
       "characters/b.md": "# 严守之\n- 性别：男\n## 基本\n- 年龄：50\n## 状态\n- 职级：大掌柜\n",
       "characters/c.md": "# 岳伯和\n- 性别：男\n## 基本\n- 年龄：45\n- 眼睛：黄色\n",
       "characters/d.md": "# 程老六\n- 性别：男\n- 别名：六哥\n## 基本\n- 年龄：40\n",
       "rules.yaml": ("power_scale: [学徒, 伙计, 大掌柜]\nrules:\n  - id: seal\n    forbid_actions: [编写密押]\n"
                     "    unless_rank_at_least: 大掌柜\n")}


def _hao(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, HAO, zh=True), kind)


def test_zh_again_the_year_s_busiest_is_no_year_gone(book_factory):
    chs = ["光绪二十五年十月初三，祁小山扫柜台。", "腊月又是一年里最忙的时候，柜上从早到晚排着队。",
           "光绪二十六年正月初六，祁小山十五岁半了。"]
    assert _hao(book_factory, chs, "baseline_violation") == []
    assert _hao(book_factory, chs, "timeline_jump") == []


def test_zh_what_one_was_back_then_in_words(book_factory):
    chs = ["祁小山扫柜台。", "严守之摆摆手：“那会儿老东家才十来岁，我也不过是个学徒。”",
           "严守之关起门来，编写密押。"]
    assert _hao(book_factory, chs, "world_rule_violation") == []


def test_zh_a_nickname_of_colour_and_surname(book_factory):
    chs = ["祁小山扫柜台。", "祁小山在柜上记账。京里的老客都认他这双眼，都说黄眼岳看过的票，比金子还硬。"]
    assert _hao(book_factory, chs, "baseline_violation") == []


def test_zh_when_he_said_those_words_remembered(book_factory):
    chs = ["祁小山扫柜台。", "程老六死在了半路上，是让溃兵打死的。",
           "夜里，祁小山想起刚进号那阵子，六哥说过的那句话：“银子是死的，人是活的。”六哥说这话的时候，手里还攥着一把花生。"]
    assert _hao(book_factory, chs, "dead_character_active") == []


def test_zh_a_name_in_the_place_acted_on_is_not_the_next_he(book_factory):
    bible = dict(HAO)
    bible["characters/b.md"] = HAO["characters/b.md"] + "- 随身之物：右手拇指上一只白玉扳指，从不离手\n"
    chs = ["祁小山扫柜台。", "严守之拇指上那只白玉扳指亮了一下。",
           "严守之也来了。他在灵床边站了半天，伸出手，在程老六的脸上摸了摸。他拇指上那只从不离身的牛角扳指，碰在床沿上，响了一声。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == [(3, ["严守之"])]

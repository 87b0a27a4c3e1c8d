"""Forms met in session 23 (own phrasings, not the held-out books'): uncle and nephew (aunt and niece) turned around,
in both languages, with a parent's word of address between; a kin word with no 的 after its possessor; the same
kin told the same way round, or only as an affectionate 'like an uncle', stays quiet."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

FARM = {"characters/a.md": "# Walter Pryce\n- Gender: male\n- Aliases: Walter, Mr. Pryce\n## Basics\n- Age: 58\n"
                           "## State\n- With Owen Pryce: his uncle (Owen is his late brother's boy)\n",
        "characters/b.md": "# Owen Pryce\n- Gender: male\n- Aliases: Owen\n## Basics\n- Age: 24\n"
                           "## State\n- With Walter Pryce: his nephew\n",
        "characters/c.md": "# Gwen Lloyd\n- Gender: female\n- Aliases: Gwen\n## Basics\n- Age: 40\n"}


def _farm(book_factory, chs, kind="relation_reversal"):
    return conflicts_of(chapters_book(book_factory, chs, FARM), kind)


def test_uncle_and_nephew_turned_around(book_factory):
    chs = ["Walter Pryce drove the ewes down to the yard.", "Owen mended the gate in the rain.",
           "The sale went badly. Owen Pryce was Walter's uncle, after all, and nobody argued with him."]
    assert [c for c, _ in _farm(book_factory, chs)] == [3]


def test_the_same_way_round_or_an_affectionate_uncle_is_quiet(book_factory):
    chs = ["Walter Pryce drove the ewes down to the yard.", "Owen mended the gate in the rain.",
           "Owen Pryce was Walter's nephew, and the only one of the family who would still work the hill. "
           "Gwen Lloyd had been like an aunt to him since he was small."]
    assert _farm(book_factory, chs) == []


def test_a_parents_word_between_does_not_hide_the_swap(book_factory):
    chs = ["Walter Pryce drove the ewes down to the yard.",
           "\"Come in out of the wet, my boy,\" Walter said to Owen.",
           "Walter was Owen Pryce's nephew, people said, though he was the older by thirty years."]
    assert [c for c, _ in _farm(book_factory, chs)] == [3]


CHA = {"characters/a.md": "# 周德厚\n- 性别：男\n- 别名：周掌柜、周老板\n## 基本\n- 年龄：六十\n"
                          "## 状态\n- 与陈小满：舅甥（陈小满是周德厚的外甥）\n",
       "characters/b.md": "# 陈小满\n- 性别：男\n- 别名：小满\n## 基本\n- 年龄：十九\n"
                          "## 状态\n- 与周德厚：舅甥（周德厚是陈小满的亲舅舅）\n"}


def _cha(book_factory, chs):
    return conflicts_of(chapters_book(book_factory, chs, CHA), "relation_reversal")


def test_zh_kin_word_with_no_de_turned_around(book_factory):
    chs = ["周德厚一早就开了铺门。", "陈小满蹲在门口择菜。",
           "周德厚进城找到了陈小满。周德厚本是他外甥，见了面，总要先叫一声。"]
    assert [c for c, _ in _cha(book_factory, chs)] == [3]


def test_zh_kin_told_the_right_way_round_is_quiet(book_factory):
    chs = ["周德厚一早就开了铺门。", "陈小满蹲在门口择菜。",
           "陈小满进城找到了周德厚。陈小满是他外甥，见了面，总要先叫一声舅舅。"]
    assert _cha(book_factory, chs) == []


PAIR = {"characters/a.md": "# 郑大川\n- 性别：男\n- 别名：大川\n## 状态\n- 与吴二柱：过命的兄弟\n",
        "characters/b.md": "# 吴二柱\n- 性别：男\n- 别名：二柱\n## 状态\n- 与郑大川：过命的兄弟\n"}


def test_zh_enemies_from_the_day_they_met_denies_the_friendship(book_factory):
    # (a quarrel of one of them with someone else the chapter before: no cause of enmity from the start)
    chs = ["郑大川和吴二柱一道扛着木料进了工地。", "吴二柱跟工头大吵了一架，当场翻了脸，工头骂他是白眼狼。",
           "郑大川跟吴二柱打从头一天进工地起就是死对头，一见面就要吵。"]
    got = conflicts_of(chapters_book(book_factory, chs, PAIR), "relation_reversal")
    assert [c for c, _ in got] == [3]


SHOP = {"characters/a.md": "# Amos Tull\n- Gender: male\n- Aliases: Amos, Mr. Tull\n",
        "characters/b.md": "# Kit Rowe\n- Gender: male\n- Aliases: Kit\n"}


def _shop(book_factory, chs):
    return [c for c, _ in conflicts_of(chapters_book(book_factory, chs, SHOP), "timeline_jump")]


def test_a_weekday_and_day_of_the_month_pin_the_burial(book_factory):
    chs = ["On the 10th of June Amos Tull died in his chair behind the counter.",
           "They buried him on the Friday, the twelfth, under the yews at St Olave's.",
           "Wednesday the seventeenth came in hot and airless. Amos had lain a full month in the churchyard by then, "
           "and Kit Rowe still set out two cups in the morning."]
    assert _shop(book_factory, chs) == [3]
    chs[2] = chs[2].replace("a full month", "five days")
    assert _shop(book_factory, chs) == []


def test_a_year_first_stated_a_few_days_behind_goes_back(book_factory):
    chs = ["On the 2nd of October Kit Rowe took down the shutters.",
           "Thursday night, the 9th, the shop was full of smoke and nobody knew why.",
           "The sale ended at last on the 4th of October, 1899, in a thin rain."]
    assert _shop(book_factory, chs) == [3]


def test_a_day_named_for_what_happened_on_it_and_a_feast_a_day_out(book_factory):
    chs = ["On the 4th of May the roof of the mill came in.",
           "They buried the dead of the fourth of May on the Tuesday, the 9th, behind the chapel.",
           "Whitsun came round, and not even the fourth of May could stop the children walking."]
    assert _shop(book_factory, chs) == []
    chs = ["On the 2nd of January Kit Rowe swept the snow off the step.",
           "Kit found the letter on the Saturday, the 16th, ten days after Twelfth Night, under the mat."]
    assert _shop(book_factory, chs) == []


# ---------------------------------------------------------------- round 65, English (a glasshouse, my own phrasing)
GLASS = {"characters/a.md": "# Nell Varley\n- Gender: female\n- Aliases: Nell, Miss Varley\n## Basics\n- Age: 30\n"
                            "- Rank: grower\n",
         "characters/b.md": "# Tom Askew\n- Gender: male\n- Aliases: Tom, Mr. Askew\n## Basics\n- Age: 50\n"
                            "- Rank: grower\n## State\n- With Saul Penn: old friends\n"
                            "- With Dick Rowe: Dick Rowe is Tom Askew's apprentice\n",
         "characters/c.md": "# Saul Penn\n- Gender: male\n- Aliases: Saul\n## Basics\n- Rank: owner\n"
                            "## State\n- With Tom Askew: old friends\n- With Nell Varley: her father\n",
         "characters/d.md": "# Dick Rowe\n- Gender: male\n- Aliases: Dick\n## Basics\n- Rank: grower\n",
         "rules.yaml": "power_scale: [grower, owner]\nrules:\n"
                       "  - id: vine\n    forbid_actions: [grafted the old vine, grafts the old vine]\n"
                       "    unless_rank_at_least: owner\n"}


def _glass(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, GLASS), kind)


def test_an_age_after_an_object_pronoun_is_not_hers_now(book_factory):
    chs = ["Nell Varley opened the vents.",
           "Nell Varley had always been fond of Saul. It was Saul who had spoken up for her, at sixteen, when she "
           "begged to be let into the vinery."]
    assert _glass(book_factory, chs, "baseline_violation") == []


def test_the_hand_worked_with_beside_a_hurt_one(book_factory):
    chs = ["Tom Askew cut his left hand on a broken pane, and the doctor bound it up.",
           "Tom, with his arm in its bandage, was potting the cuttings with his right hand, slowly."]
    assert _glass(book_factory, chs, "baseline_violation") == []


def test_leave_given_by_word_before_the_act(book_factory):
    chs = ["Tom Askew opened the vents.",
           "\"You have leave, Mr. Askew,\" said Saul Penn, \"while my back is bad.\"\n\nTom grafted the old vine "
           "that afternoon."]
    assert _glass(book_factory, chs, "world_rule_violation") == []
    chs[1] = "Saul Penn was in bed with his back.\n\nTom grafted the old vine that afternoon."
    assert _glass(book_factory, chs, "world_rule_violation") == [(2, ["Tom Askew"])]


def test_a_count_from_a_clause_ending_in_a_particle_is_no_event(book_factory):
    chs = ["On the 3rd of June the roof of the vinery came down.",
           "The bandage came off on Tuesday, the 19th of July, a month and six days after the roof came down."]
    assert _glass(book_factory, chs, "timeline_jump") == []


def test_days_named_by_their_weekday_before_the_next_morning(book_factory):
    chs = ["Tom Askew opened the vents.",
           "It rained all day on Thursday, the 5th of October, and Dick took a chill.\n\n"
           "Dick was worse on the Saturday and easier on the Monday, and on the Wednesday he was up and about.\n\n"
           "He left at dawn the next morning, Thursday, the 12th of October."]
    assert _glass(book_factory, chs, "timeline_jump") == []


def test_a_telling_years_later_is_not_the_clock(book_factory):
    chs = ["On the 2nd of February the frost came.",
           "What it was like, Dick Rowe told his sons forty years afterwards, was like the end of the world.",
           "On the 9th of February Tom Askew lit the stoves again."]
    assert _glass(book_factory, chs, "timeline_jump") == []


def test_the_morning_of_a_day_is_that_day(book_factory):
    chs = ["On the 20th of November Tom Askew opened the vents.",
           "The new stove came from Leeds on a cart on the morning of Monday, the 4th of December, with Dick on the box.",
           "They lit the stove on the 1st of December."]
    assert [c for c, _ in _glass(book_factory, chs, "timeline_jump")] == [3]


def test_disliked_from_the_first_day_denies_a_friendship(book_factory):
    chs = ["Tom Askew and Saul Penn drank their ale at the Bell.",
           "Saul Penn, who had disliked Tom from the first day they met, would not look at him."]
    assert [c for c, _ in _glass(book_factory, chs, "relation_reversal")] == [2]


def test_a_who_clause_taking_on_an_apprentice(book_factory):
    chs = ["Tom Askew showed Dick how to pinch out the laterals.",
           "Dick Rowe, who had taken Tom on as a raw apprentice, said nothing at all."]
    assert [c for c, _ in _glass(book_factory, chs, "relation_reversal")] == [2]


def test_a_count_since_her_fathers_death(book_factory):
    chs = ["On the 1st of March Saul Penn died in his sleep.",
           "A letter came by the first post on Friday, the 10th of March, in the envelope Nell had written herself. "
           "It was the first she had opened since her father's death four months before."]
    assert [c for c, _ in _glass(book_factory, chs, "timeline_jump")] == [2]
    chs[1] = chs[1].replace("four months", "nine days")
    assert _glass(book_factory, chs, "timeline_jump") == []


def test_a_pluperfect_sentence_with_its_date_set_off(book_factory):
    chs = ["On the 9th of April Nell Varley opened the vents.",
           "Nell had turned thirty in the glasshouse, on the 2nd of April, with nobody to tell."]
    assert _glass(book_factory, chs, "timeline_jump") == []


# ---------------------------------------------------------------- round 65, Chinese (a tailor's shop, my own phrasing)
CAI = {"characters/a.md": "# 周阿香\n- 性别：女\n- 别名：阿香\n## 基本\n- 年龄：二十\n"
                          "- 外貌：圆脸，眼睛的颜色很淡，是浅浅的灰色\n- 随身之物：右手腕上一只绞丝银镯子\n",
       "characters/b.md": "# 孙师傅\n- 性别：男\n- 别名：老孙\n## 基本\n- 年龄：四十五\n- 外貌：黑眼珠\n",
       "characters/c.md": "# 陈小弟\n- 性别：男\n- 别名：小弟\n## 基本\n- 年龄：十六\n- 外貌：黑眼珠\n"
                          "## 状态\n- 与孙师傅：徒弟\n",
       "foreshadows.yaml": "- id: blue-button\n  cue: [蓝扣子]\n  planted: 1\n  due: 3\n  note: 谁丢的蓝扣子\n"}


def _cai(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, CAI), kind)


def test_zh_twisted_silver_wire_is_silver_and_a_later_silver_bangle_agrees(book_factory):
    chs = ["周阿香坐在案板前穿针。", "阿香把手一抬，手腕上那只银镯子滑了下来。"]
    assert _cai(book_factory, chs, "baseline_violation") == []


def test_zh_eyes_named_after_their_colour_in_the_bible(book_factory):
    chs = ["周阿香坐在案板前穿针。", "周阿香抬起头来，一双乌黑的眼睛直直地看着门口。"]
    assert _cai(book_factory, chs, "baseline_violation") == [(2, ["周阿香"])]


def test_zh_the_age_a_thing_was_done_at_and_an_age_heading_its_sentence(book_factory):
    chs = ["孙师傅在铺子里量布。", "孙师傅喝了两盅，说起他十五岁进城学裁缝，冬天睡在案板底下。"]
    assert _cai(book_factory, chs, "baseline_violation") == []
    chs[1] = "陈小弟低下了头。十三岁的孩子，哪里经得住这样的话，眼圈一下子就红了。"
    assert _cai(book_factory, chs, "baseline_violation") == [(2, ["陈小弟"])]


def test_zh_the_self_of_the_one_seen_and_the_eyes_of_the_one_who_smiles(book_factory):
    chs = ["孙师傅左手缠着白布，坐在门口。",
           "陈小弟上楼的时候，看见孙师傅还坐在灯下，低头看自己那只缠着白布的左手。"
           "周阿香从里屋出来，冲他笑了笑，灰色的眼睛亮了一下。"]
    assert _cai(book_factory, chs, "baseline_violation") == []


def test_zh_dead_by_a_doctors_examination_then_a_count_to_today(book_factory):
    chs = ["三月初一，孙师傅在铺子里量布。",
           "三月初五夜里，郎中赶来，摸了摸孙师傅的脉，又翻开他的眼皮看了看，说是心口疼的老毛病，半夜里就已经断了气。",
           "三月十五，铺子照常开门。孙师傅过世到今天，算来已经三个多月了。"]
    assert [c for c, _ in _cai(book_factory, chs, "timeline_jump")] == [3]
    chs.append("三月二十日，孙师傅坐在案板前，拿起了剪子。")
    assert [c for c, _ in _cai(book_factory, chs, "dead_character_active")] == [4]


def test_zh_an_explanation_opening_a_paragraph_a_few_paragraphs_on_pays_off(book_factory):
    chs = ["周阿香在门槛边捡到一粒蓝扣子。",
           "阿香把那粒蓝扣子放在案板上。\n\n“这是……”\n\n“前天夜里掉的。”孙师傅说。\n\n"
           "原来那天夜里，陈小弟偷偷穿了客人的褂子出门，回来时扣子掉了一粒。",
           "铺子里照常做活。"]
    assert _cai(book_factory, chs, "stale_foreshadow") == []


def test_zh_as_if_the_dead_sat_there_and_a_memory_opened_a_paragraph_on(book_factory):
    chs = ["三月初一，孙师傅在铺子里量布。", "孙师傅半夜里咽了气。",
           "陈小弟翻着师父留下的尺码本，常常觉得，仿佛孙师傅就站在身后，咳一声，说这一剪子偏了。"]
    assert _cai(book_factory, chs, "dead_character_active") == []
    chs[2] = ("陈小弟在坟前烧了纸。他想起了好些事。\n\n那是光绪三十年的冬天。他刚进铺子，才九岁。\n\n"
              "那天孙师傅坐在案板前，拿起剪子，教他裁布。")
    assert _cai(book_factory, chs, "dead_character_active") == []
    chs[2] = "陈小弟在坟前烧了纸。\n\n孙师傅坐在案板前，拿起剪子，教他裁布。"
    assert _cai(book_factory, chs, "dead_character_active") == [(3, ["孙师傅"])]


def test_a_day_planned_after_an_infinitive_is_not_now(book_factory):
    chs = ["On the 3rd of May Tom Askew opened the vents.",
           "Mr. Vail offered him a place at Kew, at two pounds a week, to begin work on the 1st of June.",
           "On the 6th of May Tom Askew lit the stoves."]
    assert _glass(book_factory, chs, "timeline_jump") == []


def test_a_note_of_leave_headed_by_its_addressee_with_another_name_in_it(book_factory):
    chs = ["Tom Askew opened the vents.",
           "Saul Penn was in bed with his back. There was a note on the potting bench.\n\n"
           "*Askew. The vine is yours till I am up again. Do it before the frost gets at Dick Rowe. Use your judgment. "
           "S.P.*\n\nTom grafted the old vine that afternoon."]
    assert _glass(book_factory, chs, "world_rule_violation") == []


SECT = {"characters/a.md": "# 韩青\n- 性别：男\n- 别名：韩师兄\n## 基本\n- 境界：筑基期\n",
        "characters/b.md": "# 魏账房\n- 性别：男\n## 基本\n- 境界：账房\n",
        "characters/c.md": "# 石头\n- 性别：男\n## 基本\n- 境界：伙计\n",
        "rules.yaml": "power_scale: [伙计, 账房, 筑基期, 金丹期]\nrules:\n"
                      "  - id: top\n    forbid_actions: [登上了藏书楼顶层, 登上藏书楼顶层]\n    unless_rank_at_least: 金丹期\n"
                      "  - id: tax\n    forbid_actions: [独自去官署交了税]\n    unless_rank_at_least: 账房\n"}


def test_zh_a_notice_of_promotion(book_factory):
    chs = ["韩青在后山练剑。",
           "> 本门弟子韩青，于腊月初八夜里，结成金丹。\n> 自即日起，韩青晋金丹期。\n\n第二天，韩青登上了藏书楼顶层。"]
    assert conflicts_of(chapters_book(book_factory, chs, SECT), "world_rule_violation") == []


def test_zh_a_clerk_allowed_to_act_for_the_master(book_factory):
    chs = ["石头在柜台后面拨算盘。",
           "魏账房病倒了。石头揣着账册进了官署。\n\n“按规矩，非账房不得交税。”书吏看了看掌柜的信，“不过有掌柜作保，可以代办。”\n\n"
           "石头就这样独自去官署交了税。"]
    assert conflicts_of(chapters_book(book_factory, chs, SECT), "world_rule_violation") == []
    chs[1] = chs[1].replace("不过有掌柜作保，可以代办。", "你去吧。")
    assert conflicts_of(chapters_book(book_factory, chs, SECT), "world_rule_violation") == [(2, ["石头"])]


def test_zh_an_elder_to_raise_someone_else_keeps_his_own_rank(book_factory):
    bible = dict(SECT)
    bible["characters/d.md"] = "# 周伯年\n- 性别：男\n- 别名：周老\n## 基本\n- 境界：金丹期\n"
    chs = ["周伯年在堂上喝茶。",
           "“周老要在初十那天开堂，议你升账房。”石头低着头听。\n\n第二天，周伯年登上了藏书楼顶层。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "world_rule_violation") == []

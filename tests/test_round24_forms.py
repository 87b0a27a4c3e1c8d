"""Forms met in a time-travel officialdom serial and two sea novels (own phrasings, not the benchmark books')."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, three_chapters

ZH_PEOPLE = {
    "characters/a.md": "# 岳三郎\n- 性别：男\n- 年龄：24岁（第1章时）\n",
    "characters/b.md": "# 鲁大锤\n- 性别：男\n",
    "characters/c.md": "# 祝小琴\n- 性别：女\n",
    "characters/d.md": "# 温老夫子\n- 性别：男\n",
}


def _rels(book, pred):
    res = review(book, persist=False, quiet=True)
    return sorted((f.chapter, f.subject, f.object) for f in res.graph.facts_of(pred) if f.modality == "asserted"), res


def test_zh_a_group_oath_binds_everyone_the_count_names(book_factory):
    first = ("岳三郎、鲁大锤和祝小琴在破庙里点了三炷香。三个人一字排开跪在泥地上。\n\n“我鲁大锤——”\n\n“我……岳三郎——”\n\n"
             "“我祝小琴！”\n\n“今日义结金兰，同生共死！”")
    later = "鲁大锤同祝小琴素来不对付，见了面连招呼都不打。"
    got, _ = _rels(three_chapters(book_factory, first, "雨下了三天。", later, ZH_PEOPLE, zh=True), "swornSiblingOf")
    assert {(a, b) for _, a, b in got if _ == 1} == {("岳三郎", "祝小琴"), ("岳三郎", "鲁大锤"), ("祝小琴", "鲁大锤")} \
        or {frozenset((a, b)) for c, a, b in got if c == 1} == {frozenset(p) for p in
                                                                 (("岳三郎", "祝小琴"), ("岳三郎", "鲁大锤"), ("祝小琴", "鲁大锤"))}
    assert conflicts_of(three_chapters(book_factory, first, "雨下了三天。", later, ZH_PEOPLE, zh=True),
                        "relation_reversal") == [(3, ["祝小琴", "鲁大锤"])]


def test_zh_an_oath_with_more_people_about_than_the_count_binds_nobody(book_factory):
    first = ("岳三郎、鲁大锤和祝小琴在破庙里躲雨，温老夫子在一旁打盹。两人跪在泥地上，对着神像磕了头，从此结为异姓兄弟。")
    got, _ = _rels(three_chapters(book_factory, first, "雨下了三天。", "天晴了。", ZH_PEOPLE, zh=True), "swornSiblingOf")
    assert got == []


def test_en_the_three_of_them_swore_brotherhood(book_factory):
    people = {"characters/a.md": "# Jory Pell\n- Gender: male\n", "characters/b.md": "# Amos Crane\n- Gender: male\n",
              "characters/c.md": "# Dick Lowther\n- Gender: male\n"}
    first = ("Jory Pell cut his palm first, then Amos Crane, then Dick Lowther, and they pressed the cuts together "
             "over the fire. That night the three of them swore themselves blood brothers under the gibbet oak.")
    got, _ = _rels(three_chapters(book_factory, first, "It rained.", "It cleared.", people), "swornSiblingOf")
    assert {frozenset((a, b)) for _, a, b in got} == {frozenset(p) for p in (("Jory Pell", "Amos Crane"),
                                                                            ("Jory Pell", "Dick Lowther"),
                                                                            ("Amos Crane", "Dick Lowther"))}


def test_zh_you_are_now_my_pupil_said_by_the_teacher(book_factory):
    first = ("温老夫子打量了岳三郎半晌，捋着胡子点了点头。\n\n岳三郎跪下磕了三个头。\n\n"
             "温老夫子把他扶起来：“好。往后你就是老朽的徒弟了。”")
    got, _ = _rels(three_chapters(book_factory, first, "雨下了三天。", "天晴了。", ZH_PEOPLE, zh=True), "discipleOf")
    assert got == [(1, "岳三郎", "温老夫子")]
    # a likeness is no bond
    first2 = first.replace("往后你就是老朽的徒弟了", "你这孩子，倒像是老朽的徒弟")
    got, _ = _rels(three_chapters(book_factory, first2, "雨下了三天。", "天晴了。", ZH_PEOPLE, zh=True), "discipleOf")
    assert got == []


def test_zh_studying_under_someone_and_the_roles_turned_round(book_factory):
    first = "岳三郎每天傍晚都跟着温老夫子读书，一读就是两个时辰。"
    swapped = "说来好笑，温老夫子这把年纪，倒跟着岳三郎学算学。"
    got, _ = _rels(three_chapters(book_factory, first, "雨下了三天。", "天晴了。", ZH_PEOPLE, zh=True), "discipleOf")
    assert got == [(1, "岳三郎", "温老夫子")]
    assert conflicts_of(three_chapters(book_factory, first, "雨下了三天。", swapped, ZH_PEOPLE, zh=True),
                        "relation_reversal") == [(3, ["岳三郎", "温老夫子"])]


def test_en_you_are_my_apprentice_now(book_factory):
    people = {"characters/a.md": "# Nell Quayle\n- Gender: female\n", "characters/b.md": "# Silas Venn\n- Gender: male\n"}
    first = ("Silas Venn looked the girl up and down for a long moment.\n\n"
             "\"Very well,\" said Silas Venn. \"You are my apprentice now, and you'll sweep the shop at six.\"\n\n"
             "\"Yes, sir,\" said Nell Quayle.")
    got, _ = _rels(three_chapters(book_factory, first, "It rained.", "It cleared.", people), "discipleOf")
    assert got == [(1, "Nell Quayle", "Silas Venn")]


def test_zh_a_time_compared_with_is_no_advance(book_factory):
    first = "建安五年三月初一，岳三郎醒来。窗外的月亮倒和一千八百年后是一个样子。"
    res = review(three_chapters(book_factory, first, "次日，鲁大锤来了。", "三月初五，祝小琴进城。", ZH_PEOPLE, zh=True),
                 persist=False, quiet=True)
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == ["次日"]
    assert res.graph.timeline.chapter_day[3] - res.graph.timeline.chapter_day[1] == 1
    assert [c for c in res.report.conflicts if c.kind in ("timeline_jump", "baseline_violation")] == []


def test_zh_a_cut_cord_replaced_by_another_colour_is_explained(book_factory):
    bible = dict(ZH_PEOPLE)
    bible["characters/a.md"] = "# 岳三郎\n- 性别：男\n## 基础信息\n- 随身之物：腰间挂一块木牌，系在黑绳上\n"
    first = "岳三郎腰间的黑绳上挂着那块木牌，走起路来一晃一晃。"
    mid = "混战里岳三郎往旁边一闪，刀锋擦着他的腰划过去，割断了那根黑绳。祝小琴从自己袖口拆下一截白绳，把木牌重新系好。"
    last = "岳三郎摸了摸腰间那根白绳。"
    assert conflicts_of(three_chapters(book_factory, first, mid, last, bible, zh=True), "baseline_violation") == []
    mid2 = "混战里岳三郎往旁边一闪，刀锋擦着他的腰划过去，什么也没碰着。"
    assert conflicts_of(three_chapters(book_factory, first, mid2, last, bible, zh=True),
                        "baseline_violation") == [(3, ["岳三郎"])]


def test_zh_a_month_name_and_a_year_to_come_are_no_advances(book_factory):
    first = "建安五年三月初一，岳三郎醒来。他记得官渡就在今年。再过一年，曹操就要坐稳北方了。"
    mid = "按说过了九月，江水就该退了。三月初三，鲁大锤挑着担子进了城。"
    res = review(three_chapters(book_factory, first, mid, "三月初五，祝小琴进城。", ZH_PEOPLE, zh=True),
                 persist=False, quiet=True)
    assert [f.source.quote for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "advance"] == []
    assert [f.source.quote for f in res.graph.facts_of("timeMark")] == ["建安五年三月初一", "三月初三", "三月初五"]
    assert [c for c in res.report.conflicts if c.kind == "timeline_jump"] == []
    assert res.graph.timeline.chapter_day[3] == 2


def test_zh_a_count_written_before_a_date_it_falls_far_short_of(book_factory):
    mid = "正月十二，鲁大锤动身去临沅。五日之后，二月二十，他才回到家。"
    assert conflicts_of(three_chapters(book_factory, "建安五年正月初一，岳三郎醒来。", mid, "天晴了。", ZH_PEOPLE, zh=True),
                        "timeline_jump") == [(2, [])]
    ok = "正月十二，鲁大锤动身去临沅。五日之后，正月十七，他才回到家。"
    assert conflicts_of(three_chapters(book_factory, "建安五年正月初一，岳三郎醒来。", ok, "天晴了。", ZH_PEOPLE, zh=True),
                        "timeline_jump") == []


def test_zh_raised_to_a_post_a_clause_after_the_name(book_factory):
    bible = dict(ZH_PEOPLE)
    bible["rules.yaml"] = ("power_scale: [书吏, 主簿, 郡守]\nrules:\n  - id: troops\n    text: 郡守以上才能发兵\n"
                           "    forbid_actions: [发兵]\n    unless_rank_at_least: 郡守\n")
    bible["characters/a.md"] = "# 岳三郎\n- 性别：男\n## 状态\n- 等级：主簿\n"
    mid = "诏书念得明白：主簿岳三郎，守城有功，擢为长沙郡守，即日上任。"
    assert conflicts_of(three_chapters(book_factory, "岳三郎在衙门里抄书。", mid, "岳三郎当即发兵三千。", bible, zh=True),
                        "world_rule_violation") == []
    assert conflicts_of(three_chapters(book_factory, "岳三郎在衙门里抄书。", "雨下了三天。", "岳三郎当即发兵三千。", bible,
                                       zh=True), "world_rule_violation") == [(3, ["岳三郎"])]


def test_zh_the_one_seen_is_not_the_onlooker(book_factory):
    bible = dict(ZH_PEOPLE)
    bible["characters/a.md"] = "# 岳三郎\n- 性别：男\n- 眼睛：黑色\n"
    mid = "岳三郎从没见过有人这样射箭。一箭一个，箭无虚发。风吹开斗笠，露出他那双淡金色的眼睛。"
    assert conflicts_of(three_chapters(book_factory, "岳三郎在城头站岗。", mid, "天晴了。", bible, zh=True),
                        "baseline_violation") == []
    own = "岳三郎站在城头上，风吹开斗笠，露出他那双淡金色的眼睛。"
    assert conflicts_of(three_chapters(book_factory, "岳三郎在城头站岗。", own, "天晴了。", bible, zh=True),
                        "baseline_violation") == [(2, ["岳三郎"])]


def test_a_hand_a_watch_or_ring_is_worn_on_is_not_the_hand_used(book_factory):
    bible = dict(ZH_PEOPLE)
    bible["characters/a.md"] = "# 岳三郎\n- 性别：男\n## 基础信息\n- 惯用手：右手\n"
    mid = "岳三郎蹲在河边，习惯性地抬起左手看了看表，手腕上却空空的。"
    assert conflicts_of(three_chapters(book_factory, "岳三郎醒了。", mid, "天晴了。", bible, zh=True),
                        "baseline_violation") == []
    mid = "岳三郎蹲在河边，习惯性地用左手捡起一块石子。"
    assert conflicts_of(three_chapters(book_factory, "岳三郎醒了。", mid, "天晴了。", bible, zh=True),
                        "baseline_violation") == [(2, ["岳三郎"])]
    people = {"characters/a.md": "# Tobias Wray\n- Gender: male\n## Basics\n- Handedness: right\n"}
    mid = "Tobias Wray turned, out of habit, the garnet ring on the third finger of his left hand."
    assert conflicts_of(three_chapters(book_factory, "Tobias Wray woke.", mid, "It cleared.", people),
                        "baseline_violation") == []
    mid = "Tobias Wray, out of habit, dipped the pen and wrote with his left hand."
    assert conflicts_of(three_chapters(book_factory, "Tobias Wray woke.", mid, "It cleared.", people),
                        "baseline_violation") == [(2, ["Tobias Wray"])]


# ---------------------------------------------------------------------------------------------- English

SEA = {
    "characters/a.md": "# Abel Strand\n- Gender: male\n## Basics\n- Handedness: left\n"
                       "- Appearance: a white scar along the right side of his jaw\n"
                       "- Always wears: a mourning ring of silver and black enamel on his right hand\n",
    "characters/b.md": "# Caleb Moss\n- Gender: male\n## Basics\n- Handedness: right\n",
    "characters/c.md": "# Ivo Penhale\n- Gender: male\n## Baseline\n- Speech: terse; short clipped orders; never raises his voice\n",
    "characters/d.md": "# Jenny Lark\n- Gender: female\n",
    "characters/e.md": "# Ned Varley\n- Gender: male\n## Baseline\n- Speech: terse, a few words at a time\n",
}


def test_en_served_an_apprenticeship_under_someone_said_by_him(book_factory):
    first = "Abel Strand had taken Caleb Moss as his apprentice when the boy was twelve."
    last = ("Ivo Penhale had heard Abel Strand say once, at supper, that he had served his own apprenticeship "
            "under Caleb Moss.")
    got, _ = _rels(three_chapters(book_factory, first, "It rained.", last, SEA), "discipleOf")
    assert (3, "Abel Strand", "Caleb Moss") in got
    assert conflicts_of(three_chapters(book_factory, first, "It rained.", last, SEA),
                        "relation_reversal") == [(3, ["Abel Strand", "Caleb Moss"])]


def test_en_a_terse_man_ranting_at_dinner_is_voice_drift(book_factory):
    rant = ("\"Forty guineas!\" he roared, and brought his fist down on the table with such force that the decanter "
            "and all the glasses rang. \"Forty guineas for a "
            "suit of sails that would not keep out a Scotch mist, and the chandler grinning at me over his spectacles, "
            "and the agent taking his tenth, and the clerk his shilling, and the whole pack of them fat as butter on the "
            "blood of honest seamen, and I tell you, gentlemen, I have been twenty years at sea and never seen the like "
            "of it, never, not in Jamaica, not in the Downs, not anywhere that Christian men keep accounts! And the "
            "Admiralty, gentlemen, is no better, for I have written to their lordships three times about my people's pay "
            "and three times they have been pleased to note my observations, pleased, as if I had sent them a basket of "
            "apples!\"")
    mid = "Ivo Penhale put down his knife and fork.\n\n" + rant
    assert conflicts_of(three_chapters(book_factory, "Ivo Penhale ate in silence.", mid, "It cleared.", SEA),
                        "baseline_violation") == [(2, ["Ivo Penhale"])]
    # a long speech after a long beat of his own business is still his
    talk = rant.replace('"Forty guineas!\" he roared', '"Forty guineas,\" he said')
    mid = "Ned Varley put down his knife and fork.\n\n" + talk
    assert conflicts_of(three_chapters(book_factory, "Ned Varley ate in silence.", mid, "It cleared.", SEA),
                        "baseline_violation") == [(2, ["Ned Varley"])]
    # a short roar from a man who never raises his voice: his orders are no reason to shout
    mid = "Ivo Penhale put down his knife and fork.\n\n\"Out!\" he roared. \"Get out of my cabin!\""
    assert conflicts_of(three_chapters(book_factory, "Ivo Penhale ate in silence.", mid, "It cleared.", SEA),
                        "baseline_violation") == [(2, ["Ivo Penhale"])]
    # a drawn knife is a reason to shout
    mid = "A sailor came at Ivo Penhale with a knife.\n\n\"Drop it!\" he roared."
    assert conflicts_of(three_chapters(book_factory, "Ivo Penhale ate in silence.", mid, "It cleared.", SEA),
                        "baseline_violation") == []


def test_en_someone_elses_broken_arm_and_a_ring_hand_explain_nothing(book_factory):
    mid = ("Caleb Moss had four to see to: a man with a ball in his thigh and a boy whose broken arm he had set "
           "a month before.\n\nCaleb Moss wrote up the sick-book with his left hand.")
    assert conflicts_of(three_chapters(book_factory, "Caleb Moss slept.", mid, "It cleared.", SEA),
                        "baseline_violation") == [(2, ["Caleb Moss"])]
    mid = ("Abel Strand turned the silver ring on his right hand, as he had ever since his father died. "
           "He took up the pen in his right hand and signed.")
    assert conflicts_of(three_chapters(book_factory, "Abel Strand slept.", mid, "It cleared.", SEA),
                        "baseline_violation") == [(2, ["Abel Strand"])]


def test_en_the_left_side_of_his_jaw_is_the_jaw(book_factory):
    mid = "Abel Strand rubbed the old scar that ran along the left side of his jaw."
    res = review(three_chapters(book_factory, "Abel Strand slept.", mid, "It cleared.", SEA), persist=False, quiet=True)
    keys = {(c.chapter, c.detail.get("key")) for c in res.report.conflicts if c.kind == "baseline_violation"}
    assert (2, "mark:scar:cheek") in keys
    marks = [f.key for f in res.graph.facts_of("mark") if f.chapter == 0]
    assert marks == ["mark:scar:cheek"]


def test_en_and_between_materials_is_no_worn_thing(book_factory):
    mid = "Jenny Lark came aboard, a stout old woman with white hair and a basket of eggs."
    res = review(three_chapters(book_factory, "Abel Strand slept.", mid, "It cleared.", SEA), persist=False, quiet=True)
    assert not [f for f in res.graph.facts_of("wornItem") if f.key == "wornItem:and"]


def test_en_a_speaker_put_between_commas_is_not_the_one_talked_about(book_factory):
    mid = ("Abel Strand flexed his fingers. They would be stiff, Caleb Moss said, for the rest of his life. "
           "The silver ring on his left hand caught the lamp.")
    res = review(three_chapters(book_factory, "Abel Strand slept.", mid, "It cleared.", SEA), persist=False, quiet=True)
    assert [(f.chapter, f.subject) for f in res.graph.facts_of("wornItem") if f.chapter == 2] == [(2, "Abel Strand")]


def test_en_the_subject_of_a_clause_joined_by_and_owns_what_follows(book_factory):
    mid = ("Caleb Moss was standing in the bow with a boathook. Then they were alongside, and the line went across "
           "and held, and Abel Strand was on his feet and climbing.\n\n"
           "He drew his cutlass with his right hand, as he had done all his life.")
    assert conflicts_of(three_chapters(book_factory, "Abel Strand slept.", mid, "It cleared.", SEA),
                        "baseline_violation") == [(2, ["Abel Strand"])]
    # a paragraph about someone else of the gender keeps its own topic
    ages = dict(SEA)
    ages["characters/a.md"] = SEA["characters/a.md"].replace("## Basics\n", "## Basics\n- Age: 30 (at chapter 1)\n")
    mid = ("Caleb Moss lay on his side with his cap on and his face to the wall. The lamp guttered, and Abel Strand "
           "trimmed it.\n\nHe was sixty-one years old, and he had been at sea since he was nine.")
    assert conflicts_of(three_chapters(book_factory, "Abel Strand slept.", mid, "It cleared.", ages),
                        "baseline_violation") == []


def test_zh_a_disciple_calling_his_master_and_the_roles_told_the_other_way(book_factory):
    first = "鲁大锤把刨子递过去。\n\n岳三郎接过刨子，低声道：“师、师父，这块料太湿。”"
    mid = "鲁大锤看了看木料。\n\n岳三郎又问：“师父，明天还上山吗？”\n\n鲁大锤点点头：“去。”"
    last = "说起来，当年鲁大锤拜岳三郎为师，学的就是这一手刨功。"
    assert conflicts_of(three_chapters(book_factory, first, mid, last, ZH_PEOPLE, zh=True),
                        "relation_reversal") == [(3, ["岳三郎", "鲁大锤"])]
    # once is not enough to stand for the bond
    assert conflicts_of(three_chapters(book_factory, first, "鲁大锤看了看木料。", last, ZH_PEOPLE, zh=True),
                        "relation_reversal") == []
    # a word of address never overturns what was said
    told = "岳三郎拜鲁大锤为师，一学就是十年。"
    odd = ("岳三郎刨着木料。\n\n鲁大锤低声道：“师父，这块料太湿。”\n\n岳三郎没理他。\n\n"
           "鲁大锤又道：“师父，明天还上山吗？”\n\n岳三郎摇摇头。")
    assert conflicts_of(three_chapters(book_factory, told, odd, "天晴了。", ZH_PEOPLE, zh=True), "relation_reversal") == []


def test_zh_a_beheading_told_as_the_head_falling(book_factory):
    first = "岳三郎在县衙当差。"
    mid = "午时三刻，刀光一闪，鲁大锤人头落地。"
    last = "鲁大锤推开院门，冲岳三郎喊道：“吃饭了！”"
    assert conflicts_of(three_chapters(book_factory, first, mid, last, ZH_PEOPLE, zh=True),
                        "dead_character_active") == [(3, ["鲁大锤"])]

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


ZH = {"characters/a.md": "# 岳小川\n- 性别：男\n## 基础信息\n- 年龄：十七岁（第1章时）\n- 外貌：左腮上一颗黑痣\n",
      "characters/b.md": "# 贺长庚\n- 性别：男\n## 基础信息\n- 年龄：六十一岁（第1章时）\n"}


def test_zh_a_youth_named_only_so_is_the_one_young_man_just_named(book_factory):
    chs = ["岳小川进了药铺。",
           "贺长庚招手让岳小川过去，眯着眼打量他。\n\n灯芯噼啪一响，少年右腮上那颗黑痣跟着一跳。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["岳小川"])]
    # two young men just named: the youth is either of them
    bible = {**ZH, "characters/c.md": "# 岳小山\n- 性别：男\n## 基础信息\n- 年龄：十八岁（第1章时）\n"}
    chs[1] = "贺长庚招手让岳小川和岳小山过去，眯着眼打量他们。\n\n灯芯噼啪一响，少年右腮上那颗黑痣跟着一跳。"
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == []


SHIP = {"characters/a.md": "# Tobias Quayle\n- Gender: male\n## Basics\n- Age: 52 (at chapter 1)\n"
                           "- Appearance: a white scar on his right cheek\n",
        "characters/b.md": "# Nell Quayle\n- Gender: female\n## Basics\n- Age: 44 (at chapter 1)\n",
        "characters/c.md": "# Amos Rook\n- Gender: male\n## Basics\n- Age: 30 (at chapter 1)\n",
        "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}


def test_a_burial_still_to_come_told_ahead_is_no_death(book_factory):
    chs = ["Tobias Quayle wore his grandfather's cap, which he had first put on the day he shipped and would go on "
           "wearing to the morning they buried him.", "Tobias Quayle took the cap down and went out to the boat."]
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "dead_character_active") == []


def test_an_age_claimed_in_reported_words_is_not_the_narrations(book_factory):
    chs = ["Nell Quayle baked the cake.",
           "There were forty-five candles on it, which Nell Quayle declared was slander, and that she was thirty-eight "
           "and would stay so."]
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "baseline_violation") == []
    chs[1] = "There were forty-five candles on it. Nell Quayle was thirty-eight and would stay so."
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "baseline_violation") == [(2, ["Nell Quayle"])]


def test_the_one_watched_owns_what_the_phrase_after_him_holds(book_factory):
    chs = ["Tobias Quayle rowed out.",
           "Tobias Quayle was in the net loft. Amos Rook came up the ladder at dawn and found him bent over the nets "
           "with the old scar on his left cheek gone white in the cold."]
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "baseline_violation") == [(2, ["Tobias Quayle"])]
    # the watcher heads the sentence before a phrase set off by commas
    chs[1] = ("Tobias Quayle sat up late in the net loft. Amos Rook, climbing the ladder with a lamp, watched him "
              "stooping over the nets with the old scar on his left cheek gone white in the cold.")
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "baseline_violation") == [(2, ["Tobias Quayle"])]


def test_a_likeness_after_a_hand_is_no_wound_on_the_other(book_factory):
    chs = ["Tobias Quayle rowed out.",
           "Amos Rook watched him at the tiller with his strapped left hand tucked against his ribs like an injured "
           "gull, and his right hand hard on the tiller. He burned his left hand on the stove the week before."]
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "baseline_violation") == []


def test_dates_a_register_files_entries_under_are_not_the_day_now(book_factory):
    chs = ["On 2 May Tobias Quayle sailed.", "On 19 May he came home. In the harbour register, under 6 May and again "
           "under 11 May, there are two entries in his hand."]
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "timeline_jump") == []
    chs[1] = "On 19 May he came home. On 11 May Nell Quayle mended the nets."
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "timeline_jump") == [(2, [])]


def test_a_bold_log_heading_dates_the_day_the_narration_catches_up_to(book_factory):
    chs = ["On 2 May Tobias Quayle sailed.",
           "**Log, 14 May.** Wind W, fresh. Sighted the Longships at noon.\n\nOn the evening of 11 May the glass began to "
           "fall, and Tobias Quayle took in sail.\n\nThey raised the Longships at noon on 14 May."]
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "timeline_jump") == []


MARKS = {"characters/a.md": "# Wat Pengelly\n- Gender: male\n## Basics\n- Appearance: broad, a puckered scar on his chin "
                            "from a mast-hoop\n",
         "characters/b.md": "# Hesketh Rowe\n- Gender: male\n## Basics\n- Appearance: thin; a scar through his left "
                            "eyebrow\n",
         "rules.yaml": "power_scale: [boy, hand, cook, mate]\nrules:\n  - id: galley\n    text: only the cook or mate "
                       "may open the spirit locker\n    forbid_actions: [open the spirit locker, opened the spirit locker]\n"
                       "    unless_rank_at_least: cook\n  - id: dead\n    death_is_final: true\n"}


def test_the_one_scar_told_on_another_part_of_the_body(book_factory):
    chs = ["Wat Pengelly came aboard at Fowey.",
           "Wat Pengelly stood at the wheel in the sleet, the old scar across his right cheekbone livid."]
    # (cheek and chin may be one long scar: no flag)
    assert conflicts_of(chapters_book(book_factory, chs, MARKS), "baseline_violation") == []
    chs[1] = "Wat Pengelly stood at the wheel in the sleet, the old scar over his left eye livid with cold."
    assert conflicts_of(chapters_book(book_factory, chs, MARKS), "baseline_violation") == [(2, ["Wat Pengelly"])]
    # a new scar, or one that is someone else's just so in the profiles, is not the known one moved
    chs[1] = "Wat Pengelly stood at the wheel in the sleet, a fresh scar over his left eye from the fall on Tuesday."
    assert conflicts_of(chapters_book(book_factory, chs, MARKS), "baseline_violation") == []


def test_an_unsided_scar_is_set_against_the_profiles_sided_one(book_factory):
    chs = ["Hesketh Rowe came aboard at Fowey.",
           "Hesketh Rowe laughed, and the little scar on his throat went white."]
    assert conflicts_of(chapters_book(book_factory, chs, MARKS), "baseline_violation") == [(2, ["Hesketh Rowe"])]


def test_what_belongs_to_the_dead_named_after_of_does_not_act(book_factory):
    chs = ["Wat Pengelly died of the fever off Ushant, and they buried him at sea.",
           "The sea-chests of Hesketh Rowe and Wat Pengelly went ashore at Falmouth."]
    assert conflicts_of(chapters_book(book_factory, chs, MARKS), "dead_character_active") == []
    chs[1] = "Hesketh Rowe and Wat Pengelly went ashore at Falmouth."
    assert conflicts_of(chapters_book(book_factory, chs, MARKS), "dead_character_active") == [(2, ["Wat Pengelly"])]


def test_an_errand_given_in_words_is_leave(book_factory):
    bible = {**MARKS, "characters/a.md": MARKS["characters/a.md"] + "- Rank: mate\n",
             "characters/b.md": MARKS["characters/b.md"] + "- Rank: boy\n"}
    chs = ["Wat Pengelly came aboard at Fowey.",
           "\"Hesketh! Here's my key. Run below and open the spirit locker, and bring the brandy up.\" Wat Pengelly "
           "held out the key.\n\nHesketh Rowe took it and went down, and opened the spirit locker with the mate's key."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "world_rule_violation") == []
    chs[1] = "Hesketh Rowe went below and opened the spirit locker."
    assert conflicts_of(chapters_book(book_factory, chs, bible), "world_rule_violation") == [(2, ["Hesketh Rowe"])]


def test_a_mark_read_onto_a_hand_whose_words_name_the_profiles_part_is_not_moved(book_factory):
    chs = ["Wat Pengelly came aboard at Fowey.",
           "Wat Pengelly rubbed a thumb along the puckered scar on his chin, and stood quite still with his right hand "
           "on the rail."]
    assert conflicts_of(chapters_book(book_factory, chs, MARKS), "baseline_violation") == []


REL = {"characters/a.md": "# Ambrose Tull\n- Gender: male\n## Basics\n- Rank: mate\n## Relations\n"
                          "- With Lucas Penny: master; Ambrose taught him the coast when he was a boy\n- With Silas Crewe: friend since boyhood\n",
       "characters/b.md": "# Lucas Penny\n- Gender: male\n## Basics\n- Rank: boy\n",
       "characters/c.md": "# Silas Crewe\n- Gender: male\n## Basics\n"}


def test_a_craft_of_his_own_learned_from_the_pupil_turns_the_pair_round(book_factory):
    chs = ["Ambrose Tull and Lucas Penny took the cutter out.",
           "Ambrose Tull, it was said in Mevagissey, had learnt his pilotage, as the story went, from Lucas Penny."]
    assert conflicts_of(chapters_book(book_factory, chs, REL), "relation_reversal") == [(2, ["Ambrose Tull", "Lucas Penny"])]
    chs[1] = "Ambrose Tull had learnt his lesson from Lucas Penny, and kept off the rocks."
    assert conflicts_of(chapters_book(book_factory, chs, REL), "relation_reversal") == []


def test_a_dislike_told_in_a_who_clause(book_factory):
    chs = ["Ambrose Tull and Silas Crewe shared a pipe on the quay.",
           "Silas Crewe, who could not stomach Ambrose Tull, went the long way round the harbour."]
    assert conflicts_of(chapters_book(book_factory, chs, REL), "relation_reversal") == [(2, ["Ambrose Tull", "Silas Crewe"])]


ZHREL = {"characters/a.md": "# 邵德林\n- 性别：男\n## 关系\n- 与方伯言：四十年的老朋友\n- 与葛明远：葛明远是他的徒弟\n",
         "characters/b.md": "# 方伯言\n- 性别：男\n",
         "characters/c.md": "# 葛明远\n- 性别：男\n"}


def test_zh_an_old_friend_and_a_grudge_between_the_two_last_met(book_factory):
    chs = ["邵德林和方伯言在码头喝茶。",
           "方伯言从船上下来。他慢慢踱到栈桥边，跟坐在石墩上的邵德林碰了个面。\n\n这俩人多年来就是死对头，见了面谁也不搭理谁。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHREL, zh=True), "relation_reversal") == [(2, ["方伯言", "邵德林"])]


def test_zh_a_likeness_to_years_ago_opens_no_memory(book_factory):
    bible = {**ZHREL, "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}
    chs = ["邵德林和方伯言在码头喝茶。第二天夜里，方伯言病死在了船上。",
           "葛明远站在船头，看着岸上的后生，好像看着二十年前的自己。\n\n方伯言从船舱里钻出来，把缆绳扔给了邵德林。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "dead_character_active") == [(2, ["方伯言"])]
    # (not the chapter's first paragraph: a likeness that ends its paragraph opens no memory of the paragraphs after)
    chs[1] = "船靠了岸。\n\n" + chs[1]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "dead_character_active") == [(2, ["方伯言"])]


def test_zh_learned_under_the_disciple_turns_the_pair_round(book_factory):
    chs = ["邵德林带着葛明远上了船。", "邵德林早年那一手掌舵的功夫，原是在葛明远门下学来的。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHREL, zh=True), "relation_reversal") == [(2, ["葛明远", "邵德林"])]


def test_days_out_counted_from_the_dated_leaving(book_factory):
    chs = ["On 4 March Tobias Quayle walked down to the quay.",
           "On 9 March the relief party set off for the north cache with two sledges.",
           "On 14 March the party came back over the ridge. They had been out seventeen days, and the dogs were "
           "done."]
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "timeline_jump") == [(3, [])]
    chs[2] = chs[2].replace("seventeen days", "five days")
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "timeline_jump") == []
    # "had been gone" counts from home, maybe long before the leaving the text tells
    chs[2] = "On 14 March the party came back over the ridge. Tobias Quayle had been gone four months all told."
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "timeline_jump") == []


ZHT = {"characters/a.md": "# 邵德林\n- 性别：男\n"}


def test_zh_time_since_an_event_its_own_chapter_dates(book_factory):
    book = {f"{i:03d}.md": f"# 第{i}章 {t}\n\n{x}\n" for i, (t, x) in enumerate([
        ("开张", "三月初二，邵德林的米行开了张。"),
        ("码头失火", "三月初八，邵德林去码头收账。当夜码头失火，烧了三条船。"),
        ("收账", "三月十五，邵德林坐在柜上。算起来，离码头那场失火，已经过去两个多月了。")], 1)}
    assert conflicts_of(book_factory(book, ZHT), "timeline_jump") == [(3, [])]
    book["003.md"] = book["003.md"].replace("两个多月", "七八天")
    assert conflicts_of(book_factory(book, ZHT), "timeline_jump") == []


ZHB = {"characters/a.md": "# 邵德林\n- 性别：男\n## 基础信息\n- 惯用手：左手（左撇子）\n- 常戴之物：右腕上一串菩提子念珠，从不离身\n"}


def test_zh_as_usual_with_a_hands_act_is_the_hands_habit(book_factory):
    chs = ["邵德林坐在柜上。", "邵德林探出右手，跟往常一样捏起一只汤团。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHB, zh=True), "baseline_violation") == [(2, ["邵德林"])]
    chs[1] = "邵德林右手拎着灯笼，跟往常一样走进了后院。"
    assert conflicts_of(chapters_book(book_factory, chs, ZHB, zh=True), "baseline_violation") == []


def test_zh_never_one_to_wear_anything_against_the_profiles_beads(book_factory):
    chs = ["邵德林坐在柜上。", "邵德林挽起袖子——他打小就懒得戴那些，手上什么也不挂——把账本摊开。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHB, zh=True), "baseline_violation") == [(2, ["邵德林"])]


ZHW = {"characters/a.md": "# 邵德林\n- 性别：男\n## 状态\n- 职级：掌柜\n",
       "characters/b.md": "# 葛明远\n- 性别：男\n- 别名：明远\n## 状态\n- 职级：学徒\n",
       "rules.yaml": "power_scale: [学徒, 伙计, 掌柜]\nrules:\n  - id: seal\n    text: 掌柜以下不得动用米行的铜印\n"
                     "    forbid_actions: [盖了铜印, 盖上铜印]\n    unless_rank_at_least: 掌柜\n"}


def test_zh_leave_said_to_the_doer_by_name_earlier_in_the_chapter(book_factory):
    filler = "\n\n".join(f"第{i}桩买卖谈完了，伙计们各自去忙。" for i in range(1, 12))
    chs = ["邵德林坐在柜上。",
           "邵德林咳了两声，看着葛明远，“明远，今儿破个例，那张契纸上的印，你替我盖。”\n\n" + filler +
           "\n\n葛明远把契纸铺平，盖上铜印。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHW, zh=True), "world_rule_violation") == []
    chs[1] = "邵德林咳了两声，出门去了。\n\n" + filler + "\n\n葛明远把契纸铺平，盖上铜印。"
    assert conflicts_of(chapters_book(book_factory, chs, ZHW, zh=True), "world_rule_violation") == [(2, ["葛明远"])]


def test_the_dead_with_something_on_the_go_in_a_scene(book_factory):
    chs = ["Nell Quayle died in the night, and they buried her on the Friday.",
           "When the boats came in, Nell Quayle had the kettle going and the lamps lit."]
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "dead_character_active") == [(2, ["Nell Quayle"])]
    chs[1] = "When the boats came in, Tobias Quayle remembered how Nell Quayle had the kettle going for them."
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "dead_character_active") == []


def test_zh_a_dream_told_in_many_short_lines_runs_to_the_waking(book_factory):
    bible = {**ZHREL, "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}
    talk = "\n\n".join(["“师父。”", "“嗯。”", "“您冷不冷？”", "“不冷。”", "“我给您添件衣裳。”", "“不用。”",
                        "“那您喝口茶。”", "“好。”", "“茶凉了。”", "“凉了也好喝。”"])
    chs = ["邵德林和方伯言在码头喝茶。第二天夜里，方伯言病死在了船上。",
           "那天夜里，邵德林做了一个梦。\n\n梦里，方伯言坐在船头抽烟。\n\n" + talk +
           "\n\n方伯言笑了，把烟袋递给他。\n\n邵德林一下子醒了，满脸是泪。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "dead_character_active") == []
    chs[1] = chs[1].replace("邵德林一下子醒了，满脸是泪。", "第二天一早，方伯言又把缆绳扔给了邵德林。")
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "dead_character_active") == [(2, ["方伯言"])]


def test_zh_the_same_ordinal_day_again_is_no_new_day(book_factory):
    chs = ["五月初一，邵德林坐船去了扬州。",
           "五月初六，葛明远开了米行的门。\n\n第二天，来了几个生客。\n\n到了第二天夜里，葛明远的嗓子已经哑了。\n\n"
           "第三天，他歇过来了。\n\n第三天傍晚，散了市，他坐在门槛上。\n\n五月初九，邵德林回来了。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHREL, zh=True), "timeline_jump") == []


def test_zh_days_told_as_before_now(book_factory):
    base = "六月初二，邵德林回到了米行。\n\n"
    for told in ["原来方伯言早在五月初八那天就派人去了扬州，五月十二，那人回来了。",
                 "这本账册他见过。四月里在码头上，五月初八在米行后院，他都见过它的一角。",
                 "那天晚上，谁也没睡。葛明远坐在灶边，断断续续地把这一路的事讲了出来。\n\n他们在扬州耽搁了半个多月，"
                 "五月初八才动身往回走。"]:
        chs = ["五月二十，邵德林坐船去了扬州。", base + told]
        assert conflicts_of(chapters_book(book_factory, chs, ZHREL, zh=True), "timeline_jump") == [], told
    chs = ["五月二十，邵德林坐船去了扬州。", base + "五月初八，葛明远动身往回走。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHREL, zh=True), "timeline_jump") == [(2, [])]


AGES = {"characters/a.md": "# Nell Quayle\n- Gender: female\n## Basics\n- Age: 44 (at chapter 1)\n",
        "characters/b.md": "# Tobias Quayle\n- Gender: male\n## Basics\n- Age: 61 (at chapter 1)\n"}


def test_ages_told_of_a_time_gone_by(book_factory):
    for said in ["In the spring of 1902, twenty years before that wet night at Hayle, Nell Quayle had come to the "
                 "town with one box. She was twenty-four.",
                 "Nell Quayle kept the photograph from 1899, the summer she was twenty-one, in her prayer book.",
                 "\"He came down the slip,\" said Nell Quayle, \"and Tobias Quayle hauled the boat up himself, at "
                 "forty, in his Sunday coat.\""]:
        chs = ["On the 3rd of May 1922 Nell Quayle opened the shop.", said]
        assert conflicts_of(chapters_book(book_factory, chs, AGES), "baseline_violation") == [], said


def test_zh_his_fathers_death_is_not_his(book_factory):
    bible = {**ZHREL, "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}
    chs = ["葛明远站在米行门口。他娘死在逃荒的路上，邵德林把他背进了城。", "葛明远走进仓房，对邵德林说：“米到了。”"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "dead_character_active") == []


def test_zh_an_act_said_with_what_it_needs_is_the_rule(book_factory):
    chs = ["葛明远进了米行。", "葛明远在一旁听着，心里记下了：盖上铜印要掌柜，别的都好说。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHW, zh=True), "world_rule_violation") == []


def test_zh_this_one_of_an_age_is_the_one_the_sentence_before_ends_on(book_factory):
    bible = {"characters/a.md": "# 邵德林\n- 性别：男\n## 基础信息\n- 年龄：五十岁（第1章时）\n",
             "characters/b.md": "# 葛明远\n- 性别：男\n## 基础信息\n- 年龄：十五岁（第1章时）\n"}
    chs = ["邵德林坐在柜上。", "邵德林走到门口，回头看了看蹲在米缸边的葛明远。这个十五岁的学徒正埋着头筛米。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == []
    chs[1] = chs[1].replace("十五岁", "二十岁")
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == [(2, ["葛明远"])]


HANDS = {"characters/a.md": "# Tobias Quayle\n- Gender: male\n## Basics\n- Handedness: right\n",
         "characters/b.md": "# Nell Quayle\n- Gender: female\n## Basics\n- Eyes: grey\n"}


def test_a_place_beside_a_hand_or_a_drink_in_it_is_no_hand_used(book_factory):
    for said in ["Tobias Quayle sat at the trestle by the door with the takings at his left hand, as always, and the men "
                 "came up one by one for their pay.",
                 "Tobias Quayle stood at the head of the table with his tankard in his left hand and gave the toast, as "
                 "he always did."]:
        chs = ["Tobias Quayle came home.", said]
        assert conflicts_of(chapters_book(book_factory, chs, HANDS), "baseline_violation") == [], said
    chs = ["Tobias Quayle came home.", "Tobias Quayle moved the knife to his left hand, as he always did, and cut the rope."]
    assert conflicts_of(chapters_book(book_factory, chs, HANDS), "baseline_violation") == [(2, ["Tobias Quayle"])]


def test_eyes_gone_black_with_wide_pupils_are_no_colour(book_factory):
    chs = ["Nell Quayle came home.",
           "Nell Quayle put the drops in and looked in the glass: her eyes were black as sloes, the pupils spread so "
           "wide the grey was only a rim."]
    assert conflicts_of(chapters_book(book_factory, chs, HANDS), "baseline_violation") == []


def test_a_who_clause_learning_with_a_he_of_its_own(book_factory):
    chs = ["Ambrose Tull and Lucas Penny took the cutter out.",
           "Ambrose Tull, who had learned every trick of the tiller he had from Lucas Penny, let the boy take her in."]
    assert conflicts_of(chapters_book(book_factory, chs, REL), "relation_reversal") == [(2, ["Ambrose Tull", "Lucas Penny"])]


def test_never_cared_to_wear_one(book_factory):
    bible = {"characters/a.md": "# Nell Quayle\n- Gender: female\n## Basics\n- Worn item: a silver locket\n"}
    chs = ["Nell Quayle came home.", "Nell Quayle, who had never in her life cared to wear a locket, laughed at the idea."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(2, ["Nell Quayle"])]


def test_weeks_to_the_day_since_a_death(book_factory):
    bible = {**SHIP, "characters/c.md": "# Amos Rook\n- Gender: male\n"}
    chs = ["On the 2nd of March Amos Rook died in his bunk.", "On the 9th of March the boats went out.",
           "On the 12th of March Nell Quayle swept the loft. It was a month to the day since Amos Rook had died."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "timeline_jump") == [(3, ["Amos Rook"])]


def test_zh_fingers_flying_over_the_abacus_are_the_hand_used(book_factory):
    chs = ["邵德林坐在柜上。", "邵德林坐在柜台后面，右手五指在算盘上翻飞，一会儿就把账算清了。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHB, zh=True), "baseline_violation") == [(2, ["邵德林"])]


LEFTY = {"characters/a.md": "# Tobias Quayle\n- Gender: male\n## Basics\n- Handedness: left\n",
         "characters/b.md": "# Nell Quayle\n- Gender: female\n## Basics\n- Handedness: left\n",
         "characters/c.md": "# Amos Rook\n- Gender: male\n"}


def test_one_act_of_the_one_man_of_the_paragraph_some_sentences_on(book_factory):
    chs = ["Tobias Quayle came home.",
           "Tobias Quayle sat at the end of the bench, mending a net. He mended one every Sunday, whatever the weather. "
           "I leaned on the door and watched him, since there was nothing else to do. He sketched the boat after, with "
           "the pencil in his right hand and his left holding the paper down."]
    assert conflicts_of(chapters_book(book_factory, chs, LEFTY), "baseline_violation") == [(2, ["Tobias Quayle"])]
    # another man of the paragraph: whose hand it is stays open
    chs[1] = chs[1].replace("I leaned on the door", "Amos Rook leaned on the door")
    assert conflicts_of(chapters_book(book_factory, chs, LEFTY), "baseline_violation") == []


def test_a_finger_a_ring_is_tried_on_is_no_hand_used(book_factory):
    chs = ["Nell Quayle came home.",
           "Nell Quayle opened the box. She tried the third finger of her right hand next, and the ring slid over the knuckle as if it had always belonged there."]
    assert conflicts_of(chapters_book(book_factory, chs, LEFTY), "baseline_violation") == []


def test_paint_lying_about_is_no_disguise(book_factory):
    bible = {"characters/a.md": "# Tobias Quayle\n- Gender: male\n## Basics\n- Appearance: a white scar through his left "
                                "eyebrow\n"}
    chs = ["Tobias Quayle came to the theatre.",
           "Tobias Quayle sat in his dressing room among the tins of greasepaint and rubbed at the scar through his "
           "right eyebrow."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(2, ["Tobias Quayle"])]
    chs[1] = "Tobias Quayle sat in his dressing room and laid greasepaint thick over the scar through his right eyebrow."
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == []


def test_zh_the_one_scar_told_on_another_part_of_the_face(book_factory):
    bible = {"characters/a.md": "# 邵德林\n- 性别：男\n## 基础信息\n- 外貌：左额角一道旧刀疤\n",
             "characters/b.md": "# 方伯言\n- 性别：男\n## 基础信息\n- 外貌：右颊一道鞭痕\n",
             "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}
    chs = ["邵德林和方伯言在码头喝茶。第二天夜里，方伯言病死在了船上。",
           "邵德林凑到灯下看信。灯火一晃，照着他的脸，右颊上那道刀疤也跟着一跳。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == [(2, ["邵德林"])]
    chs[1] = "邵德林凑到灯下看信。灯火一晃，照着他的脸，右颊上一道新划的血口子。"
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == []


def test_zh_a_tang_year_in_zai_dates_the_day(book_factory):
    chs = ["天宝三载七月初二，邵德林到了长安。", "天宝三载八月十五，邵德林在西市赏月。", "天宝三载六月初九，葛明远开了铺子。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHREL, zh=True), "timeline_jump") == [(3, [])]


def test_zh_a_count_running_straight_into_its_date(book_factory):
    chs = ["三月初二，邵德林到了扬州。",
           "三月初十，葛明远来了信。\n\n米行照常开门。\n\n过了六日，到了三月二十，邵德林回来了。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHREL, zh=True), "timeline_jump") == [(2, [])]
    chs[1] = chs[1].replace("三月二十", "三月十六")
    assert conflicts_of(chapters_book(book_factory, chs, ZHREL, zh=True), "timeline_jump") == []

"""Forms met while reworking the misses of earlier rounds (own phrasings): an age said as "X四十岁的人了"; a burial
dated later in its own sentence ("They buried Abel at Kirkby on Tuesday, the 20th of March"), from which a count
("since we buried Abel") runs, not from the death days before it."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

ZH = {"characters/a.md": "# 秦六\n- 性别：男\n- 年龄：三十八岁（第1章时）\n",
      "characters/b.md": "# 白九娘\n- 性别：女\n"}
EN = {"characters/a.md": "# Abel Hurst\n- Gender: male\n", "characters/b.md": "# Martha Hurst\n- Gender: female\n"}


def test_an_age_said_as_so_many_years_a_person(book_factory):
    chs = ["秦六在镖局里扛了十年的箱子。", "第二天一早，秦六三十八岁的人了，蹲在井边哭得像个孩子。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == []
    chs[1] = "第二天一早，秦六三十一岁的人了，蹲在井边哭得像个孩子。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["秦六"])]
    # the age of a stranger, said the same way, is no one's we know
    chs[1] = "第二天一早，白九娘看见那个三十一岁的人了，蹲在井边哭。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == []


def _burial(count: str) -> list[str]:
    return ["On the 2nd of March the ewes began to lamb. Abel Hurst died in the night of the 3rd of March.",
            "The coroner kept him a fortnight. They buried Abel at Kirkby on Tuesday, the 20th of March, with "
            "the rain coming sideways.",
            f"On the 16th of April Martha Hurst sold the tups. It was {count} since we buried Abel, and she had not "
            "once gone up to the top field."]


def test_a_count_since_a_burial_runs_from_the_burial_day(book_factory):
    # the 20th of March to the 16th of April is 27 days: four weeks is right, from the burial (not from the death,
    # 44 days before, by which six weeks would pass)
    assert conflicts_of(chapters_book(book_factory, _burial("four weeks"), EN), "timeline_jump") == []
    assert conflicts_of(chapters_book(book_factory, _burial("six weeks"), EN), "timeline_jump") == [(3, ["Abel Hurst"])]


SMITH = {"characters/a.md": "# Odo Marsh\n- Gender: male\n## Baseline\n- Speech: taciturn; a grunt or a word, no more\n",
         "characters/b.md": "# Piers Wray\n- Gender: male\n"}
_RAMBLE = ", ".join(["the iron from Coalbrook was always the sweetest to work and my uncle said the same"] * 9)


def test_a_monologue_brought_in_by_a_present_tense_begins_to_talk(book_factory):
    chs = ["Odo Marsh grunted.",
           f"Piers Wray is grumbling about the bellows.\n\nOdo wipes his hands on his apron, sits on the anvil block, "
           f"and starts to talk.\n\n\"Bellows, boy, {_RAMBLE}.\"\n\nPiers Wray says nothing."]
    assert conflicts_of(chapters_book(book_factory, chs, SMITH), "baseline_violation") == [(2, ["Odo Marsh"])]


def test_the_words_after_he_said_go_on_in_his_voice(book_factory):
    # the he of '"Coalbrook," he said.' is the one who said it, though another man asked the question before
    chs = ["Odo Marsh grunted.",
           "Piers Wray, who had for once come early, asked him where the good iron came from.\n\nOdo Marsh looked at "
           f"the coals for a long while. Then he began to talk.\n\n\"Coalbrook,\" he said. \"My uncle, {_RAMBLE}.\""]
    assert conflicts_of(chapters_book(book_factory, chs, SMITH), "baseline_violation") == [(2, ["Odo Marsh"])]
    # the narration saying the speech is out of the ordinary still explains it
    chs[1] = chs[1].replace("Then he began to talk.", "Then, for once in his life, he began to talk.")
    assert conflicts_of(chapters_book(book_factory, chs, SMITH), "baseline_violation") == []


PARTNERS = {"characters/a.md": "# 罗刚\n- 性别：男\n## 动态状态\n- 与韩冰：多年的老搭档，出生入死\n",
            "characters/b.md": "# 韩冰\n- 性别：女\n"}


def test_partners_turned_sworn_foes_with_no_quarrel(book_factory):
    chs = ["罗刚把车停在巷口，韩冰递给他一支烟。", "第二天，罗刚和韩冰是局里出了名的死对头，一见面就吵。"]
    assert conflicts_of(chapters_book(book_factory, chs, PARTNERS, zh=True), "relation_reversal") == [(2, ["罗刚", "韩冰"])]
    chs[1] = "第二天，罗刚为了那桩案子跟韩冰大吵一架，从此两人成了死对头，一见面就吵。"
    assert conflicts_of(chapters_book(book_factory, chs, PARTNERS, zh=True), "relation_reversal") == []


MILL = {"characters/a.md": "# Hal Greaves\n- Gender: male\n## State\n- With Jonas Pike: his oldest friend\n",
        "characters/b.md": "# Jonas Pike\n- Gender: male\n"}


def test_enemies_from_the_first_day_is_said_of_now_too(book_factory):
    # enemies "from the day the mill opened" denies the friendship before, whatever quarrel came between
    chs = ["Hal Greaves and Jonas Pike walked to the mill together, as they had every morning for years.",
           "Hal Greaves quarrelled with Jonas Pike over the wage list, and the whole floor heard it.",
           "Hal Greaves watched Jonas Pike cross the yard. From the day the mill opened they had been enemies, and "
           "the strike had only made it worse."]
    assert conflicts_of(chapters_book(book_factory, chs, MILL), "relation_reversal") == [(3, ["Hal Greaves", "Jonas Pike"])]
    # enemies since the quarrel just told: the quarrel explains it
    chs[2] = ("Hal Greaves watched Jonas Pike cross the yard. They had been enemies since that morning, and the "
              "strike had only made it worse.")
    assert conflicts_of(chapters_book(book_factory, chs, MILL), "relation_reversal") == []


ABACUS = {"characters/a.md": "# 周掌柜\n- 性别：男\n- 惯用手：左手（左手打算盘、左手写字）\n"}


def test_always_the_other_hand_is_no_passing_weakness(book_factory):
    chs = ["周掌柜左手拿笔，在账簿上记了一笔。", "周掌柜一向是右手写字，这回害了一场风寒，腕子上没了力气，写几行就得歇一歇。"]
    assert conflicts_of(chapters_book(book_factory, chs, ABACUS, zh=True), "baseline_violation") == [(2, ["周掌柜"])]
    # the weakness alone explains the other hand now
    chs[1] = "周掌柜害了一场风寒，左腕子上没了力气，只好用右手写字，写几行就得歇一歇。"
    assert conflicts_of(chapters_book(book_factory, chs, ABACUS, zh=True), "baseline_violation") == []


NET = {"characters/a.md": "# Duncan Rowe\n- Gender: male\n- Appearance: a white scar along the right side of his jaw\n",
       "characters/b.md": "# Ailsa Rowe\n- Gender: female\n"}


def test_a_mark_on_the_side_of_his_jaw_heading_its_sentence(book_factory):
    chs = ["Duncan Rowe mended the nets.",
           "Duncan Rowe had not slept. The scar on the left side of his jaw showed white against the stubble."]
    assert conflicts_of(chapters_book(book_factory, chs, NET), "baseline_violation") == [(2, ["Duncan Rowe"])]
    chs[1] = chs[1].replace("left side", "right side")
    assert conflicts_of(chapters_book(book_factory, chs, NET), "baseline_violation") == []


FELL = {"characters/a.md": "# Meg Thwaite\n- Gender: female\n", "characters/b.md": "# Joss Thwaite\n- Gender: male\n"}


def test_a_count_after_that_weekday_runs_from_the_day_it_named(book_factory):
    chs = ["The tup sale at Kendal was on Saturday, the 3rd of March, and Joss Thwaite sold nine.",
           "Joss Thwaite mended the wall on the top field.",
           "A fortnight after that Saturday, on the 27th of March, the snow came, just as Meg Thwaite had said it "
           "would, and lay a yard deep on the fell."]
    assert conflicts_of(chapters_book(book_factory, chs, FELL), "timeline_jump") == [(3, [])]
    chs[2] = chs[2].replace("A fortnight after", "Three weeks after").replace("27th", "24th")
    assert conflicts_of(chapters_book(book_factory, chs, FELL), "timeline_jump") == []


# ---- round 47 (English): a present-tense lifeboat crew of my own
BOAT = {"characters/a.md": "# Isla Penrice\n- Gender: female\n- Age: 34 (at chapter 1)\n## Baseline\n"
                           "- Speech: quiet, never raises her voice\n## State\n- Rank: crew\n",
        "characters/b.md": "# Walter Quayle\n- Gender: male\n- Age: 61 (at chapter 1)\n## State\n- Rank: coxswain\n",
        "characters/c.md": "# Tam Birse\n- Gender: male\n## State\n- Rank: crew\n- With Rob Kerr: his best friend\n",
        "characters/d.md": "# Rob Kerr\n- Gender: male\n## State\n- Rank: crew\n",
        "rules.yaml": "power_scale: [crew, helm, coxswain]\nrules:\n  - id: launch\n    text: Only the coxswain "
                      "launches the boat\n    forbid_actions: [launches the boat, launch the boat]\n"
                      "    unless_rank_at_least: coxswain\n  - id: dead\n    death_is_final: true\n"}


def _boat(book_factory, chapters):
    return chapters_book(book_factory, chapters, BOAT)


def test_the_age_of_one_just_named_by_her_name_is(book_factory):
    chs = ["Isla Penrice checks the boat.",
           "Isla Penrice takes the call on the pier. The casualty's name is Dora Flett and she is twenty-two, a "
           "student on a kayak. Her name is Mary Yell "
           "and she is Walter Quayle's cousin, a stout woman of fifty who runs the chandlery."]
    assert conflicts_of(_boat(book_factory, chs), "baseline_violation") == []


def test_leave_given_just_before_a_forbidden_act(book_factory):
    chs = ["Isla Penrice checks the boat.",
           "The phone goes. \"I'm stuck on the causeway,\" Walter Quayle says. \"You have my authority, Isla. I'll sign "
           "for it after.\"\n\nIsla Penrice puts the phone down.\n\nIsla Penrice launches the boat."]
    assert conflicts_of(_boat(book_factory, chs), "world_rule_violation") == []
    # the rule said over is no leave
    chs[1] = ("\"Nobody launches the boat but the coxswain,\" Walter Quayle says, and goes home.\n\n"
              "Isla Penrice launches the boat.")
    assert conflicts_of(_boat(book_factory, chs), "world_rule_violation") == [(2, ["Isla Penrice"])]


def test_a_warning_cry_is_no_raised_voice(book_factory):
    chs = ["Isla Penrice checks the boat.",
           "A sea the size of a house lifts under the bow.\n\n\"Rock!\" Isla Penrice shouts.\n\nThe boat heels."]
    assert conflicts_of(_boat(book_factory, chs), "baseline_violation") == []


_NOW = ("The station is full. Isla Penrice stands at the front. She takes off her cap. She looks at the floor. "
        "She looks up again. She unfolds the paper. She smooths it flat. She clears her throat. She waits. It rains. ")


def test_present_tense_progressive_and_a_past_named_by_a_noun(book_factory):
    # (a chapter told in the present: the tense of its narration is what tells a past act from a present one)
    chs = ["Walter Quayle died in the night, and they buried him on the Friday.",
           _NOW + "She reads out the list of shouts Walter went on, all forty years of them. Nobody moves."]
    assert conflicts_of(_boat(book_factory, chs), "dead_character_active") == []
    chs[1] = _NOW + "Down at the slip Walter is coiling the bow line, the way he always does."
    assert conflicts_of(_boat(book_factory, chs), "dead_character_active") == [(2, ["Walter Quayle"])]


def test_another_first_name_before_a_surname_alias(book_factory):
    chs = ["Walter Quayle died in the night, and they buried him on the Friday.",
           "Isla Penrice knocks at the cottage. The door opens. \"He's dead, then,\" Ewan says.\n\n"
           "Ewan Quayle looks past her at the sea."]
    assert conflicts_of(_boat(book_factory, chs), "dead_character_active") == []


def test_he_is_not_the_one_he_cannot_stand(book_factory):
    chs = ["Tam Birse and Rob Kerr go out to the mooring together.",
           "Rob Kerr holds the door, and Tam Birse pushes past him; he has never been able to stand Rob Kerr, not "
           "since they were boys."]
    assert conflicts_of(_boat(book_factory, chs), "relation_reversal") == [(2, ["Rob Kerr", "Tam Birse"])]


KU = {"characters/a.md": "# 方小鱼\n- 性别：女\n## 动态状态\n- 境界：学徒\n",
      "characters/b.md": "# 郑老掌柜\n- 性别：男\n## 动态状态\n- 境界：掌柜\n",
      "rules.yaml": "power_scale: [学徒, 伙计, 掌柜]\nrules:\n  - id: vault\n    text: 掌柜以下不得开银库\n"
                    "    forbid_actions: [开了银库, 开银库]\n    unless_rank_at_least: 掌柜\n"}


def test_leave_given_in_words_before_the_act_zh(book_factory):
    chs = ["方小鱼在柜台后头打算盘。",
           "郑老掌柜咳了两声，把钥匙丢给她：“我这腿走不动了，这回准你替我去，出了岔子算我的。”\n\n方小鱼攥着钥匙下了楼，开了银库。"]
    assert conflicts_of(chapters_book(book_factory, chs, KU, zh=True), "world_rule_violation") == []
    chs[1] = "郑老掌柜咳了两声，回屋睡下了。\n\n方小鱼攥着偷配的钥匙下了楼，开了银库。"
    assert conflicts_of(chapters_book(book_factory, chs, KU, zh=True), "world_rule_violation") == [(2, ["方小鱼"])]


# ---- round 47 (Chinese): a 武馆 of my own
GYM = {"characters/a.md": "# 严铁柱\n- 性别：男\n- 惯用手：左手\n- 外貌：方脸；右眉梢上一道早年在码头替师兄挡刀落下的旧疤\n"
                          "- 眼睛：黑色\n## 动态状态\n- 段位：铜牌\n- 与梁小葵：最要好的朋友\n",
       "characters/b.md": "# 梁小葵\n- 性别：女\n- 眼睛：浅褐色\n## 动态状态\n- 段位：银牌\n",
       "characters/c.md": "# 孟老拳师\n- 性别：男\n## 动态状态\n- 段位：金牌\n",
       "factions.md": "# 势力\n\n## 铁拳会\n- 严铁柱开的武馆。\n",
       "rules.yaml": "power_scale: [铜牌, 银牌, 金牌]\nrules:\n  - id: ring\n    text: 银牌以下不得上擂台\n"
                     "    forbid_actions: [上了擂台, 上擂台]\n    unless_rank_at_least: 银牌\n"
                     "  - id: dead\n    death_is_final: true\n"}


def _gym(book_factory, chapters):
    return chapters_book(book_factory, chapters, GYM, zh=True)


def test_a_memory_opened_by_ji_de_hen_qing_chu(book_factory):
    chs = ["十月三号，孟老拳师去世了。", "十月九号，严铁柱坐在院子里。\n\n严铁柱记得很清楚，那是九月一号，武馆开张那天。孟老拳师背着手从门口走进来，笑着说了声好。"]
    assert conflicts_of(_gym(book_factory, chs), "dead_character_active") == []
    assert conflicts_of(_gym(book_factory, chs), "timeline_jump") == []


def test_the_day_on_a_record_and_the_day_before_named(book_factory):
    chs = ["十月三号，严铁柱在武馆里打拳。",
           "十月九号，梁小葵翻出他的打卡记录，最后一条打卡记录，是十月八号，晚上九点。\n\n"
           "“他昨天夜里走的。”梁小葵说。\n\n十月八号，周二的夜里，一个人，在武馆后院。"]
    assert conflicts_of(_gym(book_factory, chs), "timeline_jump") == []
    # a date days back with no yesterday spoken of is still a slip
    chs[1] = "十月九号，梁小葵在门口等他。\n\n十月五号，周六，严铁柱回到武馆。"
    assert conflicts_of(_gym(book_factory, chs), "timeline_jump") == [(2, [])]


def test_the_last_day_of_a_span_just_counted_is_no_advance(book_factory):
    chs = ["十月三号，严铁柱收了梁小葵当徒弟。",
           "十月六号，梁小葵练拳的第三个晚上。就这样站了三个晚上的桩，到了第三天，她腿不抖了。\n\n十月六号夜里，严铁柱锁了门。"]
    assert conflicts_of(_gym(book_factory, chs), "timeline_jump") == []


def test_a_long_mark_bullet_and_a_guild_named_in_between(book_factory):
    chs = ["严铁柱左手握拳，在沙袋上捶了一下。", "严铁柱把“铁拳会”的牌子挂在惯用的右手边，揉了揉左眉梢上那道旧疤。"]
    got = conflicts_of(_gym(book_factory, chs), "baseline_violation")
    assert got == [(2, ["严铁柱"])]
    chs[1] = "严铁柱把“铁拳会”的牌子挂好，揉了揉右眉梢上那道旧疤。"
    assert conflicts_of(_gym(book_factory, chs), "baseline_violation") == []


def test_hatred_from_the_heart_breaks_a_friendship(book_factory):
    chs = ["严铁柱和梁小葵蹲在门口吃面。", "严铁柱打心眼里恨梁小葵，连她递过来的毛巾都不接。"]
    assert conflicts_of(_gym(book_factory, chs), "relation_reversal") == [(2, ["严铁柱", "梁小葵"])]


def test_the_one_followed_is_not_the_one_who_goes_up(book_factory):
    chs = ["严铁柱在院子里压腿。", "严铁柱跟在梁小葵身后上了擂台，一路都在念叨。"]
    assert conflicts_of(_gym(book_factory, chs), "world_rule_violation") == [(2, ["严铁柱"])]
    chs[1] = "梁小葵跟在严铁柱身后上了擂台，一路都在念叨。"
    assert conflicts_of(_gym(book_factory, chs), "world_rule_violation") == []


def test_circles_drawn_are_no_painted_face(book_factory):
    chs = ["梁小葵抬起那双浅褐色的眼睛。", "梁小葵抬起那双乌黑的眼睛，在几个名字上画了圈。"]
    assert conflicts_of(_gym(book_factory, chs), "baseline_violation") == [(2, ["梁小葵"])]


def test_a_carving_done_for_a_left_hander(book_factory):
    chs = ["孟老拳师右手提着茶壶。", "孟老拳师在墙上刻拳谱，照着一个左撇子的路数，全部反过来刻了一遍。"]
    assert conflicts_of(_gym(book_factory, chs), "baseline_violation") == []


FAIR = {"characters/a.md": "# Nell Ashdown\n- Gender: female\n## State\n- With Kit Farrow: her oldest friend\n",
        "characters/b.md": "# Kit Farrow\n- Gender: female\n", "characters/c.md": "# Ann Bright\n- Gender: female\n"}


def test_whom_she_had_never_met_makes_strangers(book_factory):
    chs = ["Nell Ashdown and Kit Farrow walked home from the mill together.",
           "At the cake stall Kit Farrow was helping her aunt, a thin girl from the mill whom Nell Ashdown had never "
           "once spoken to; she looked up without a flicker and went back to her change."]
    assert conflicts_of(chapters_book(book_factory, chs, FAIR), "relation_reversal") == [(2, ["Kit Farrow", "Nell Ashdown"])]
    # another name between: the one the whom follows is the stranger
    chs[1] = "At the cake stall Kit Farrow was talking to Ann Bright, whom Nell Ashdown had never met."
    assert conflicts_of(chapters_book(book_factory, chs, FAIR), "relation_reversal") == []


CLINIC = {"characters/a.md": "# Halvard Lind\n- Aliases: Halvard\n- Gender: male\n## State\n- With Mi-rae Song: mentor (he is training her)\n",
          "characters/b.md": "# Mi-rae Song\n- Aliases: Song\n"}


def test_a_profile_he_and_her_tell_who_trains_whom(book_factory):
    chs = ["Halvard Lind came in from the cold. He hung up his coat, and he sat down, and he rubbed his hands. He was "
           "tired, and he said so.",
           "Mi-rae Song had taught Halvard Lind everything about phage work, years ago on Ceres."]
    assert conflicts_of(chapters_book(book_factory, chs, CLINIC), "relation_reversal") == [(2, ["Halvard Lind", "Mi-rae Song"])]


HAIRPIN = {"characters/a.md": "# 柳三娘\n- 性别：女\n- 常戴：一支银梅花簪\n", "characters/b.md": "# 何二\n- 性别：男\n"}


def test_an_ornament_called_by_its_shape_alone(book_factory):
    chs = ["柳三娘发髻上那支银梅花簪一晃一晃。何二看着那支簪子，想起姐姐也有过一支差不多的，后来卖了。",
           "柳三娘低头算账，发髻上那支金梅花晃了晃。"]
    assert conflicts_of(chapters_book(book_factory, chs, HAIRPIN, zh=True), "baseline_violation") == [(2, ["柳三娘"])]
    chs[1] = "柳三娘低头算账，发髻上那支银梅花晃了晃。"
    assert conflicts_of(chapters_book(book_factory, chs, HAIRPIN, zh=True), "baseline_violation") == []


SIGNET = {"characters/a.md": "# Giles Rudd\n- Gender: male\n- Always wears: a gold signet ring on his right hand\n",
          "characters/b.md": "# Hetty Rudd\n- Gender: female\n"}


def test_a_ring_on_the_little_finger_of_his_hand(book_factory):
    chs = ["Giles Rudd rode in from the fen.",
           "Giles Rudd sat in the gig with the rain coming on. He was twisting the silver signet on the little finger of "
           "his right hand, round and round."]
    assert conflicts_of(chapters_book(book_factory, chs, SIGNET), "baseline_violation") == [(2, ["Giles Rudd"])]
    chs[1] = chs[1].replace("silver", "gold")
    assert conflicts_of(chapters_book(book_factory, chs, SIGNET), "baseline_violation") == []


CHARM = {"characters/a.md": "# 韦青\n- 性别：男\n- 常戴：颈间一枚铜钱大小的铜护身符\n", "characters/b.md": "# 阿绣\n- 性别：女\n"}
MEDAL = {"characters/a.md": "# Bridie Kane\n- Gender: female\n- Always wears: a silver medal of St Anthony on a chain\n",
         "characters/b.md": "# Tom Kane\n- Gender: male\n"}


def test_another_thing_said_to_be_always_worn_in_the_same_place(book_factory):
    chs = ["韦青摸了摸颈间那枚铜护身符。", "夜里冷，韦青睡不着，摸了摸颈间那块自幼戴着的白玉坠子，想起了娘。"]
    assert conflicts_of(chapters_book(book_factory, chs, CHARM, zh=True), "baseline_violation") == [(2, ["韦青"])]
    # another thing worn there, not claimed to be the one always worn, is no contradiction
    chs[1] = "夜里冷，韦青睡不着，摸了摸颈间阿绣新送的那块白玉坠子。"
    assert conflicts_of(chapters_book(book_factory, chs, CHARM, zh=True), "baseline_violation") == []
    chs = ["Bridie Kane served the soup.",
           "Bridie Kane sat by the fire, turning the little gold cross she always wore at her throat."]
    assert conflicts_of(chapters_book(book_factory, chs, MEDAL), "baseline_violation") == [(2, ["Bridie Kane"])]


def test_a_sentence_opening_on_the_neck_goes_on_with_the_one_before(book_factory):
    chs = ["韦青摸了摸颈间那枚铜护身符。", "韦青没吭声。他热得解开了衣领。颈间露出一截黑绳，绳上坠着一枚白玉护身符。"]
    assert conflicts_of(chapters_book(book_factory, chs, CHARM, zh=True), "baseline_violation") == [(2, ["韦青"])]


# ---- round 48 (English): a 1950s dam-building crew of my own
DAM = {"characters/a.md": "# Walt Brody\n- Gender: male\n- Age: 44 (at chapter 1)\n- Eyes: grey\n"
                          "- Always wears: a steel wristwatch on his left wrist\n## State\n- Rank: foreman\n",
       "characters/b.md": "# Lou Garza\n- Gender: male\n- Age: 27 (at chapter 1)\n## State\n- Rank: rigger\n"
                          "- With Walt Brody: Walt's apprentice; Walt took him on in 1951 and taught him the cableway\n",
       "characters/c.md": "# Ada Finch\n- Gender: female\n- Eyes: brown\n",
       "rules.yaml": "power_scale: [rigger, foreman, superintendent]\nrules:\n  - id: pour\n    text: Only a "
                     "superintendent signs off a pour\n    forbid_actions: [signed off the pour, signs off the pour]\n"
                     "    unless_rank_at_least: superintendent\n  - id: dead\n    death_is_final: true\n"}


def _dam(book_factory, chapters):
    return chapters_book(book_factory, chapters, DAM)


def test_a_day_scheduled_and_a_morning_remembered_are_not_now(book_factory):
    chs = ["On Monday, 7 May 1956, Walt Brody walked the crest.",
           "On Friday, 1 June 1956, Lou Garza checked the forms. The big pour is set for the twentieth of July, and the "
           "spillway gates open the first of August.",
           "On Monday, 4 June 1956, Walt Brody was thinking about the morning of Thursday, 3 May 1956, a month before, "
           "when the first bucket came down the line."]
    assert conflicts_of(_dam(book_factory, chs), "timeline_jump") == []


def test_his_age_after_another_mans_role(book_factory):
    chs = ["Walt Brody walked the crest.", "Lou Garza was Walt's right hand and Walt's protégé, twenty-seven years old, "
                                           "thin as a survey rod."]
    assert conflicts_of(_dam(book_factory, chs), "baseline_violation") == []


def test_the_part_where_he_stood_up_is_told_over(book_factory):
    chs = ["Walt Brody died when the cableway snapped.",
           "Lou Garza gave his evidence to the board, and when he came to the part where Walt stood up and waved the "
           "bucket off, he stopped."]
    assert conflicts_of(_dam(book_factory, chs), "dead_character_active") == []


def test_a_ranked_act_done_as_acting_holder(book_factory):
    chs = ["Walt Brody walked the crest.", "Walt Brody picked up the pen and signed off the pour. He signed it *W. Brody, "
                                           "Acting*, and nobody said a word."]
    assert conflicts_of(_dam(book_factory, chs), "world_rule_violation") == []
    chs[1] = "Walt Brody picked up the pen and signed off the pour, and nobody said a word."
    assert conflicts_of(_dam(book_factory, chs), "world_rule_violation") == [(2, ["Walt Brody"])]


def test_eyes_reddened_at_the_rims_keep_their_colour(book_factory):
    chs = ["Ada Finch looked up.", "Ada Finch looked up from the drawings, her blue eyes red at the rims."]
    assert conflicts_of(_dam(book_factory, chs), "baseline_violation") == [(2, ["Ada Finch"])]


def test_a_wristwatch_never_worn(book_factory):
    chs = ["Walt Brody looked at the steel watch on his wrist.",
           "Walt Brody, who had never in his life worn a wristwatch, looked at the clock over the door."]
    assert conflicts_of(_dam(book_factory, chs), "baseline_violation") == [(2, ["Walt Brody"])]


def test_who_broke_whom_in_and_a_profile_that_says_whose_apprentice(book_factory):
    chs = ["Walt Brody walked the crest.", "Lou Garza had been the one who broke Walt Brody in on the cableway, years ago."]
    assert conflicts_of(_dam(book_factory, chs), "relation_reversal") == [(2, ["Lou Garza", "Walt Brody"])]
    chs[1] = "Walt Brody had been the one who broke Lou Garza in on the cableway, years ago."
    assert conflicts_of(_dam(book_factory, chs), "relation_reversal") == []


TEAHOUSE = {"characters/a.md": "# 潘巧云\n- 性别：女\n## 动态状态\n- 与何小六：何小六是她的师父\n",
            "characters/b.md": "# 何小六\n- 性别：男\n"}


def test_she_who_calls_herself_the_master_of_the_disciple(book_factory):
    chs = ["潘巧云跟着何小六学煮茶。", "潘巧云咬了咬牙。她这个当师父的，总不能眼看着徒弟何小六一个人去顶罪。"]
    assert conflicts_of(chapters_book(book_factory, chs, TEAHOUSE, zh=True), "relation_reversal") == [(2, ["何小六", "潘巧云"])]


# ---- round 48 (Chinese): a 渔村 of my own, on the farmers' calendar
FISH = {"characters/a.md": "# 梁阿水\n- 性别：男\n- 惯用手：左手\n## 动态状态\n- 与陈小满：最要好的朋友\n",
        "characters/b.md": "# 陈小满\n- 性别：女\n- 常戴：一对银丁香耳坠\n",
        "characters/c.md": "# 何阿婆\n- 性别：女\n", "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}


def _fish(book_factory, chapters):
    return chapters_book(book_factory, chapters, FISH, zh=True)


def test_a_memory_that_surfaces_runs_over_its_paragraphs(book_factory):
    chs = ["五月初三，梁阿水出海。", "五月初九，梁阿水补网，忽然想起了一件事。\n\n那是原主的记忆，这会儿浮了上来——\n\n"
                                 "正月十二，天很冷。爹咳了一夜，正月十五的早上，人就没了。\n\n可这会儿，梁阿水坐在船头，后背发凉。"]
    assert conflicts_of(_fish(book_factory, chs), "timeline_jump") == []


def test_a_hand_gashed_and_the_other_hand_used(book_factory):
    chs = ["梁阿水左手握着鱼叉。", "梁阿水来不及退，左手往前一挡——大鱼的鳍从他左手背一直豁到小臂。\n\n"
                              "梁阿水爬起来，右手拔出短刀，一刀扎进鱼头。"]
    assert conflicts_of(_fish(book_factory, chs), "baseline_violation") == []
    chs[1] = "梁阿水来不及退，往后一仰。\n\n梁阿水爬起来，右手拔出短刀，一刀扎进鱼头。"
    assert conflicts_of(_fish(book_factory, chs), "baseline_violation") == [(2, ["梁阿水"])]


def test_drops_at_the_ears_are_earrings(book_factory):
    chs = ["陈小满耳垂上那对银丁香一晃一晃。", "陈小满低头剖鱼，耳上那对赤金坠子一晃一晃。"]
    assert conflicts_of(_fish(book_factory, chs), "baseline_violation") == [(2, ["陈小满"])]


def test_a_mortal_feud_and_a_death_told_with_shi_de(book_factory):
    chs = ["梁阿水和陈小满一块儿晒网。", "陈小满与梁阿水早结下了死仇，见面连招呼都不打。"]
    assert conflicts_of(_fish(book_factory, chs), "relation_reversal") == [(2, ["梁阿水", "陈小满"])]
    chs = ["何阿婆是在四月廿三的后半夜咽的气。", "何阿婆拄着拐杖进了门，把一包干紫苏塞到陈小满手里。"]
    assert conflicts_of(_fish(book_factory, chs), "dead_character_active") == [(2, ["何阿婆"])]


def test_a_time_said_since_a_feast(book_factory):
    chs = ["八月十五，中秋夜里，梁阿水打开了那只木匣。", "九月二十，梁阿水又去了码头。",
           "十月初二，天凉了。自打中秋夜里开了那只木匣，到今儿已经整整三个月了。"]
    assert conflicts_of(_fish(book_factory, chs), "timeline_jump") == [(3, [])]
    chs[2] = "十月初二，天凉了。自打中秋夜里开了那只木匣，到今儿已经一个多月了。"
    assert conflicts_of(_fish(book_factory, chs), "timeline_jump") == []


BAKERY = {"characters/a.md": "# Old Henk\n- Gender: male\n## Baseline\n- Speech: terse; a grunt, a word or two\n",
          "characters/b.md": "# Pieter Vos\n- Gender: male\n"}
_TIRADE = ", ".join(["and I was kneading dough in this street when your father was still in short trousers"] * 8)


def test_words_that_open_the_paragraph_after_someone_came_at_them(book_factory):
    chs = ["Old Henk nodded.",
           f"Pieter Vos was measuring the shopfront with a tape.\n\nBut Old Henk, who had been stacking loaves, put the "
           f"tray down and came across the floor at a run with his cap in his fist.\n\n\"Out! Out of my shop {_TIRADE}!\""]
    assert conflicts_of(chapters_book(book_factory, chs, BAKERY), "baseline_violation") == [(2, ["Old Henk"])]
    # two men came: whose words, unclear
    chs[1] = chs[1].replace("But Old Henk, who had been stacking loaves,", "But Old Henk and Pieter Vos, who had been stacking loaves,")
    assert conflicts_of(chapters_book(book_factory, chs, BAKERY), "baseline_violation") == []


def test_a_break_summed_up_with_the_enmity_explains_nothing(book_factory):
    chs = ["梁阿水和陈小满一块儿晒网。", "村里人都知道，梁阿水跟陈小满这半年来早就闹翻了，梁阿水恨她恨得牙痒，见面连招呼都不打。"]
    assert conflicts_of(_fish(book_factory, chs), "relation_reversal") == [(2, ["梁阿水", "陈小满"])]
    # a quarrel told before it does explain it
    chs[1] = "梁阿水为了那条船跟陈小满大吵一架，闹翻了。\n\n打那以后，梁阿水恨她恨得牙痒，见面连招呼都不打。"
    assert conflicts_of(_fish(book_factory, chs), "relation_reversal") == []


SHAWL = {"characters/a.md": "# Morwenna Tresize\n- Gender: female\n- Always wears: a green-glass bead on a cord at her throat\n",
         "characters/b.md": "# Jacka Tresize\n- Gender: male\n- Always wears: a black felt hat, summer and winter\n"}


def test_a_bead_of_coloured_glass_and_a_man_who_was_never_one_for_hats(book_factory):
    chs = ["Morwenna Tresize walked up from the cove.",
           "Morwenna Tresize sat by the fire, fingering the red bead that had hung at her throat since she was a child."]
    assert conflicts_of(chapters_book(book_factory, chs, SHAWL), "baseline_violation") == [(2, ["Morwenna Tresize"])]
    chs[1] = "Jacka Tresize, who had never been one for hats, stood bareheaded in the rain."
    assert conflicts_of(chapters_book(book_factory, chs, SHAWL), "baseline_violation") == [(2, ["Jacka Tresize"])]


EAR = {"characters/a.md": "# 多吉\n- 性别：男\n- 外貌：魁梧，左耳缺了半块（年轻时被狼咬的）\n"}


def test_an_ear_half_gone_is_a_mark_by_its_side(book_factory):
    chs = ["多吉牵着马进了寨子。", "多吉转过身来，夕阳照着那只缺了半块的右耳。"]
    assert conflicts_of(chapters_book(book_factory, chs, EAR, zh=True), "baseline_violation") == [(2, ["多吉"])]
    chs[1] = "多吉转过身来，夕阳照着那只缺了半块的左耳。"
    assert conflicts_of(chapters_book(book_factory, chs, EAR, zh=True), "baseline_violation") == []


BLIND = {"characters/a.md": "# 汤老四\n- 性别：男\n- 外貌：瘦小；左眼蒙着一层灰白的翳\n", "characters/b.md": "# 石大虎\n- 性别：男\n"}


def test_the_one_beside_whom_he_lies_is_a_place(book_factory):
    chs = ["汤老四眯着右眼看人。石大虎蹲在河边。汤老四也蹲下了。",
           "天黑透了。汤老四没吭声。此刻他就伏在石大虎旁边的泥地上，右眼那层灰白的翳在月光里泛着冷光。"]
    assert conflicts_of(chapters_book(book_factory, chs, BLIND, zh=True), "baseline_violation") == [(2, ["汤老四"])]


SMITH_ZH = {"characters/a.md": "# 祁铁匠\n- 性别：男\n- 外貌：粗壮；左手手背上一块铜钱大小的旧烫疤\n",
            "characters/b.md": "# 小满\n- 性别：女\n"}


def test_the_back_of_that_hand_named_again_bears_the_mark(book_factory):
    chs = ["祁铁匠在炉子边打铁。", "祁铁匠把右手按在柜台上，手背朝上，那块早年被铁水溅出来的烫疤，在灯下格外显眼。"]
    assert conflicts_of(chapters_book(book_factory, chs, SMITH_ZH, zh=True), "baseline_violation") == [(2, ["祁铁匠"])]
    # a scar in the palm of the other hand is another scar
    chs[1] = "祁铁匠把右手摊开在柜台上，掌心朝上，那道被钳子烫出来的疤，在灯下格外显眼。"
    assert conflicts_of(chapters_book(book_factory, chs, SMITH_ZH, zh=True), "baseline_violation") == []


def test_a_cut_to_the_bone_then_the_other_arm_aches(book_factory):
    chs = ["祁铁匠躲得慢了半分，左臂一凉。他左臂上一道口子，深可见骨。",
           "北风刮在脸上。祁铁匠右臂那道刀伤被冷风一吹，隐隐作痛。"]
    assert conflicts_of(chapters_book(book_factory, chs, SMITH_ZH, zh=True), "baseline_violation") == [(2, ["祁铁匠"])]


# ---- round 49 (English): a fjord saga of my own
FJORD = {"characters/a.md": "# Asa Thorsdottir\n- Gender: female\n## State\n- Rank: karl\n",
         "characters/b.md": "# Bjorn Hakonsson\n- Gender: male\n## State\n- Rank: jarl\n",
         "characters/c.md": "# Ulf Grimsson\n- Gender: male\n## State\n- Rank: karl\n",
         "rules.yaml": "power_scale: [thrall, karl, hersir, jarl]\nrules:\n  - id: ship\n    text: Only a hersir commands "
                       "a ship\n    forbid_actions: [took command of the ship, commanded the ship]\n"
                       "    unless_rank_at_least: hersir\n  - id: dead\n    death_is_final: true\n"}


def test_a_rank_given_in_a_ceremony_to_the_one_called_by_name(book_factory):
    chs = ["Asa Thorsdottir mended the nets.",
           "Bjorn Hakonsson held out the sword. \"Asa, Thor's daughter. Kneel.\"\n\nShe knelt.\n\n\"Do you swear to be my "
           "man?\"\n\n\"I swear it.\"\n\n\"Then from this night I make you my hersir.\"",
           "Asa Thorsdottir took command of the ship at dawn."]
    assert conflicts_of(chapters_book(book_factory, chs, FJORD), "world_rule_violation") == []
    chs[1] = "Bjorn Hakonsson held out the sword, then hung it back on the wall."
    assert conflicts_of(chapters_book(book_factory, chs, FJORD), "world_rule_violation") == [(3, ["Asa Thorsdottir"])]


def test_gone_somewhere_and_neither_killed(book_factory):
    chs = ["Ulf Grimsson sailed in the spring.",
           "By noon the news came: Ulf Grimsson had taken his men and his silver and his cattle.\n\n\"He's gone to the "
           "isles,\" said Bjorn Hakonsson. \"To his mother's kin.\"\n\nIt turned out that Ulf had neither sold the thrall "
           "boy over the sea nor killed him out of spite.",
           "Ulf Grimsson rowed home in the autumn."]
    assert conflicts_of(chapters_book(book_factory, chs, FJORD), "dead_character_active") == []


CAMPUS = {"characters/a.md": "# 林小夏\n- 性别：女\n- 眼睛：黑色\n## 动态状态\n- 与顾言：高中时的前任恋人，分手后形同陌路\n",
          "characters/b.md": "# 顾言\n- 性别：男\n## 动态状态\n- 与林小夏：前任恋人\n"}


def test_a_former_lover_in_a_profile_is_no_lover_now(book_factory):
    chs = ["林小夏在图书馆占座。", "顾言在食堂门口碰见林小夏，两个人都没说话。"]
    assert conflicts_of(chapters_book(book_factory, chs, CAMPUS, zh=True), "relation_reversal") == []


def test_a_day_named_and_said_which_it_was_and_coloured_lenses(book_factory):
    chs = ["10月8日，林小夏回了学校。", "10月12日，周六。林小夏翻开日记本，日期是10月6日。10月6日，那是她外婆出殡的那一天。",
           "10月13日，林小夏戴着紫色的美瞳去漫展，一双紫色的眼睛亮晶晶的。"]
    assert conflicts_of(chapters_book(book_factory, chs, CAMPUS, zh=True), "timeline_jump") == []
    assert conflicts_of(chapters_book(book_factory, chs, CAMPUS, zh=True), "baseline_violation") == []


def test_a_time_said_since_new_years_eve(book_factory):
    chs = ["12月31日，跨年夜，林小夏在礼堂后台。", "1月20日，林小夏回家过年。",
           "2月20日，开学了。距离跨年夜那场晚会，已经整整过去四个月了。"]
    assert conflicts_of(chapters_book(book_factory, chs, CAMPUS, zh=True), "timeline_jump") == [(3, [])]
    chs[2] = "2月20日，开学了。距离跨年夜那场晚会，已经过去一个多月了。"
    assert conflicts_of(chapters_book(book_factory, chs, CAMPUS, zh=True), "timeline_jump") == []


WATCH = {"characters/a.md": "# 韩远\n- 性别：男\n- 常戴：左手腕上一块银色的旧机械表，从不离身\n",
         "characters/b.md": "# Leif Arnason\n- Gender: male\n- Always wears: a gold torc at his throat\n"}


def test_a_watch_never_worn_and_a_torc_of_another_metal(book_factory):
    chs = ["韩远低头看了看腕上的机械表。", "韩远手腕上向来空空的，从不戴表，看时间全靠手机。"]
    assert conflicts_of(chapters_book(book_factory, chs, WATCH, zh=True), "baseline_violation") == [(2, ["韩远"])]
    chs = ["Leif Arnason came down to the shore.", "Leif Arnason sat by the fire, turning the silver torc at his throat."]
    assert conflicts_of(chapters_book(book_factory, chs, WATCH), "baseline_violation") == [(2, ["Leif Arnason"])]


def test_an_alloy_case_is_no_gold_watch(book_factory):
    alloy = {"characters/a.md": "# 韩远\n- 性别：男\n- 常戴：右手腕上一只黑色钛合金表壳的老式机械表，从不离身\n"}
    chs = ["韩远看了一眼腕上那只黑色钛合金表壳的老式机械表。", "韩远看了一眼腕上那只黑色的旧表，皱了皱眉。"]
    assert conflicts_of(chapters_book(book_factory, chs, alloy, zh=True), "baseline_violation") == []


def test_learned_from_her_as_a_pupil_and_hatred_said_in_full(book_factory):
    chs = ["Asa Thorsdottir and Ulf Grimsson pulled the boat up together.",
           "Ulf Grimsson had learned the fishing grounds from Asa Thorsdottir, as a boy learns from his master."]
    fj = dict(FJORD)
    fj["characters/a.md"] = "# Asa Thorsdottir\n- Gender: female\n## State\n- With Ulf Grimsson: his teacher; she taught him the boats\n"
    assert conflicts_of(chapters_book(book_factory, chs, fj), "relation_reversal") == []
    fj["characters/a.md"] = "# Asa Thorsdottir\n- Gender: female\n## State\n- With Ulf Grimsson: his pupil; he taught her the boats\n"
    assert conflicts_of(chapters_book(book_factory, chs, fj), "relation_reversal") == [(2, ["Asa Thorsdottir", "Ulf Grimsson"])]
    fj["characters/a.md"] = "# Asa Thorsdottir\n- Gender: female\n## State\n- With Ulf Grimsson: her oldest friend\n"
    chs[1] = "Ulf Grimsson sat far down the hall. He hated Asa Thorsdottir as bitterly as he had ever hated anyone."
    assert conflicts_of(chapters_book(book_factory, chs, fj), "relation_reversal") == [(2, ["Asa Thorsdottir", "Ulf Grimsson"])]


def test_the_habit_went_with_the_other_hand_named_between(book_factory):
    lab = {"characters/a.md": "# 夏青\n- 性别：女\n- 惯用手：左手\n"}
    chs = ["夏青打开箱子，拉链头习惯性地用左手去捏，右手只是在一边扶着箱盖。", "夏青用惯了右手，滴管握在右手里。"]
    assert conflicts_of(chapters_book(book_factory, chs, lab, zh=True), "baseline_violation") == [(2, ["夏青"])]


def test_acting_holder_zh_and_an_agent_who_is_not(book_factory):
    chs = ["方小鱼在柜台后头打算盘。", "郑老掌柜病了。\n\n方小鱼如今代理掌柜一职，攥着钥匙下了楼，开了银库。"]
    assert conflicts_of(chapters_book(book_factory, chs, KU, zh=True), "world_rule_violation") == []
    chs[1] = "街口那家代理商又来催货。\n\n方小鱼攥着钥匙下了楼，开了银库，代理商的伙计在门口等着。"
    assert conflicts_of(chapters_book(book_factory, chs, KU, zh=True), "world_rule_violation") == [(2, ["方小鱼"])]

"""Forms met in session 25 (own phrasings, not the held-out books'): who is alive in "我X还没死", an act at a place
(在上首磕了磕烟袋) by a man already buried."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

MILL = {"characters/a.md": "# 石大川\n- 性别：男\n- 别名：老石\n## 基本\n- 年龄：60\n",
        "characters/b.md": "# 严小满\n- 性别：男\n- 别名：小满\n## 基本\n- 年龄：30\n"}


def _dead(book_factory, chs):
    return conflicts_of(chapters_book(book_factory, chs, MILL), "dead_character_active")


def test_the_one_named_before_still_alive_is_the_one_alive(book_factory):
    chs = ["腊月初三夜里，石大川咽了气。第二天，镇上人把他抬上了北坡。",
           "正月十五，严小满把账本往桌上一拍：“老石一辈子攒下的油坊，我严小满还没死，谁也别想拆。”\n\n"
           "石大川坐在磨盘边上，伸手接过了账本。"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_i_am_not_dead_yet_revives_no_one_else(book_factory):
    chs = ["腊月初三夜里，石大川咽了气。第二天，镇上人把他抬上了北坡。",
           "正月十五，严小满红着眼说：“老石走了，我还没死呢，油坊照样开。”\n\n"
           "石大川背着手从后院走了出来。"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_an_act_at_a_place_by_the_buried_man(book_factory):
    chs = ["腊月初三夜里，石大川咽了气。第二天，镇上人把他抬上了北坡。",
           "正月十五，油坊又开了张。\n\n“别急，”石大川在灶台边敲了敲烟锅，慢慢说道，“先把火烧旺。”"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_an_act_at_a_place_in_his_lifetime_is_not_flagged(book_factory):
    chs = ["腊月初三夜里，石大川咽了气。第二天，镇上人把他抬上了北坡。",
           "正月十五，油坊又开了张。严小满想起当年，石大川在灶台边敲了敲烟锅，说先把火烧旺。"]
    assert _dead(book_factory, chs) == []


def test_a_knowing_or_words_written_at_a_place_are_no_acts(book_factory):
    chs = ["腊月初三夜里，石大川咽了气。第二天，镇上人把他抬上了北坡。",
           "正月十五，严小满翻开那本旧账。石大川在最后一页的页脚写着：“油要三榨。”\n\n"
           "在油坊里，榨油是给街坊榨的：油清不清，老石在柜台后头一闻就知道了。"]
    assert _dead(book_factory, chs) == []


HARBOUR = {"characters/a.md": "# Angus Reid\n- Gender: male\n- Aliases: Reid, Angus\n## Basics\n- Age: 64\n",
           "characters/b.md": "# Flora Baird\n- Gender: female\n- Aliases: Flora\n## Basics\n- Age: 30\n"}


def _dead_en(book_factory, chs):
    return conflicts_of(chapters_book(book_factory, chs, HARBOUR), "dead_character_active")


def test_an_act_then_a_question_in_the_past_perfect(book_factory):
    chs = ["On Monday the 3rd of April Angus Reid died in his chair by the stove, and they buried him on the Thursday.",
           "On Friday the 2nd of June the boats came in early.\n\n"
           "Reid leaned in over the half-door of the net loft and wanted to know if the herring had been salted "
           "down, and Flora said they had."]
    assert _dead_en(book_factory, chs) == [(2, ["Angus Reid"])]


def test_an_act_told_with_what_had_been_before_it_stays_a_memory(book_factory):
    chs = ["On Monday the 3rd of April Angus Reid died in his chair by the stove, and they buried him on the Thursday.",
           "On Friday the 2nd of June the boats came in early. Flora thought of the spring before, when Reid had "
           "been well: Reid leaned in over the half-door of the net loft then and had been sure of the weather."]
    assert _dead_en(book_factory, chs) == []


def test_a_body_pulled_out_and_named_is_a_death(book_factory):
    chs = ["冬月初九，河上起了雾。船工从闸口下面钩上来一具尸体，脸朝下，泡得发白。\n\n"
           "严小满蹲下去，把尸体翻过来，看了半天，声音都哑了：\n\n“是老石。”",
           "冬月十二，石大川端着一碗面从灶间走了出来。"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_the_dead_one_is_named_outright(book_factory):
    chs = ["冬月初九，闸口下面漂起一个人。仵作验过，死者正是石大川。",
           "冬月十二，石大川推开了油坊的门。"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_who_did_it_named_is_no_death(book_factory):
    chs = ["冬月初九，闸口下面漂起一具尸体，是个外乡人。\n\n“谁下的手？”严小满问。\n\n“是老石。”",
           "冬月十二，石大川推开了油坊的门。"]
    assert _dead(book_factory, chs) == []


def test_the_dead_man_was_named_in_english(book_factory):
    chs = ["On Monday the 3rd of April the tide left something on the slip below the net loft. The dead man was "
           "Angus Reid, and they buried him on the Thursday.",
           "On Friday the 2nd of June, Reid leaned in over the half-door of the net loft and called for Flora."]
    assert _dead_en(book_factory, chs) == [(2, ["Angus Reid"])]


def test_it_was_him_after_the_question_of_the_killer(book_factory):
    chs = ["On Monday the 3rd of April they found a body on the slip below the net loft, a stranger off the "
           "Leith boat.\n\n\"Who killed him?\" said the sergeant.\n\n\"It was Reid.\"",
           "On Friday the 2nd of June, Reid leaned in over the half-door of the net loft and called for Flora."]
    assert _dead_en(book_factory, chs) == []


def test_dead_and_back_among_the_living_in_one_sentence(book_factory):
    chs = ["腊月初三，石大川落进冰窟窿里，捞上来时已经没了气。算来石大川死了一夜，天亮时竟又还阳过来。",
           "正月十五，石大川推开了油坊的门。"]
    assert _dead(book_factory, chs) == []


def test_back_to_the_living_said_before_a_later_death_does_not_undo_it(book_factory):
    chs = ["腊月初三，石大川落进冰窟窿里，天亮时竟又还阳过来。到了腊月二十，石大川还是病死了。",
           "正月十五，石大川推开了油坊的门。"]
    assert _dead(book_factory, chs) == [(2, ["石大川"])]


def test_a_body_brought_home_by_someone_named_is_not_his_death(book_factory):
    chs = ["冬月初九，严小满的尸首是石大川一路背回镇上的。",
           "冬月十二，石大川推开了油坊的门。"]
    assert ["石大川"] not in [e for _, e in _dead(book_factory, chs)]


def test_news_of_who_burned_is_not_a_body_seen(book_factory):
    chs = ["冬月初九夜里，北街失了火。伙计跑进来喊：“街口的人说，烧死的是老石！”",
           "冬月十二，石大川推开了油坊的门。"]
    assert _dead(book_factory, chs) == []


FERRY = {"characters/a.md": "# 孟石头\n- 性别：男\n- 别名：石头\n## 基本\n- 年龄：24\n- 惯用手：左手\n"
                            "- 随身之物：右手腕上一串桃木珠子\n## 动态状态\n- 职级：艄公\n",
         "characters/b.md": "# 邹三娘\n- 性别：女\n- 别名：三娘\n## 基本\n- 年龄：40\n- 说话习惯：说话慢声细气，从不高声\n"
                            "## 动态状态\n- 职级：船主\n",
         "characters/c.md": "# 祁老七\n- 性别：男\n- 别名：祁舵把子、老七\n## 基本\n- 年龄：66\n",
         "rules.yaml": "power_scale: [纤夫, 艄公, 船主]\nrules: []\n"}


def _ferry(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, FERRY), kind)


def test_the_free_hand_while_the_other_holds_on(book_factory):
    chs = ["孟石头是个左撇子，撑篙、端碗都用左手。",
           "浪头打过来，孟石头左手死死地攥着桨把，身子压在船帮上。\n\n船一歪，米袋滑向船尾。\n\n"
           "孟石头用右手抽出刀来，割断了缆绳。"]
    assert _ferry(book_factory, chs, "baseline_violation") == []
    chs2 = ["孟石头是个左撇子，撑篙、端碗都用左手。",
            "浪头打过来，孟石头左手死死地攥着桨把，身子压在船帮上。\n\n他松开左手，甩了甩胳膊。\n\n"
            "孟石头用右手抽出刀来，割断了缆绳。"]
    assert _ferry(book_factory, chs2, "baseline_violation") == [(2, ["孟石头"])]


def test_bare_wrists_against_beads_worn_on_the_wrist(book_factory):
    chs = ["孟石头右手腕上套着一串桃木珠子。",
           "孟石头在船头坐着，两只手腕上空空的，什么也没戴。"]
    assert _ferry(book_factory, chs, "baseline_violation") == [(2, ["孟石头"])]


def test_money_lost_is_no_change_of_the_beads(book_factory):
    chs = ["孟石头右手腕上套着一串桃木珠子。",
           "孟石头拨着腕上的珠子，叹气道：“这一趟，白白丢了三两银子。”",
           "孟石头在船头坐着，两只手腕上空空的，什么也没戴。"]
    assert _ferry(book_factory, chs, "baseline_violation") == [(3, ["孟石头"])]


def test_a_shout_when_a_boat_is_about_to_hit(book_factory):
    chs = ["邹三娘说话慢声细气，从不高声。",
           "一条空船打着旋冲下来，眼看就要撞上渡船。邹三娘在船尾大喊：“拿篙顶住！快！”"]
    assert _ferry(book_factory, chs, "baseline_violation") == []
    chs2 = ["邹三娘说话慢声细气，从不高声。",
            "晌午，渡口没什么人。邹三娘在船尾大喊：“拿篙来！”"]
    assert _ferry(book_factory, chs2, "baseline_violation") == [(2, ["邹三娘"])]


def test_the_age_at_death_closes_a_life(book_factory):
    chs = ["祁老七在腊月里病倒了。\n\n祁老七死的时候，六十六岁，在这条河上撑了五十年船。",
           "开春，祁老七蹲在渡口，一口一口抽着旱烟。"]
    assert _ferry(book_factory, chs, "dead_character_active") == [(2, ["祁老七"])]


def test_a_month_since_he_was_buried_counted_to_today(book_factory):
    base = "八月初二夜里，祁老七咽了气。八月初四，大伙把他葬在北岸的坡上。"
    for day, flagged in (("八月初十", [(2, [])]), ("九月初八", [])):
        chs = [base, f"{day}，孟石头撑船过河，望了一眼北岸。老七葬在那坡上，到今天，算来已经一个多月了。"]
        got = [(c, [e for e in ents if e != "祁老七"]) for c, ents in _ferry(book_factory, chs, "timeline_jump")]
        assert got == flagged, day


def test_a_day_of_the_month_alone_moves_the_story_on(book_factory):
    chs = ["三月初五，渡船离了瓜洲，又走了两天，初七傍晚泊在江边。第二天，三月初八，孟石头上岸买米。"]
    assert _ferry(book_factory, chs, "timeline_jump") == []
    chs2 = ["三月初五，渡船离了瓜洲。第二天，三月初六，孟石头上岸买米。又过了两天，初八一早，船又开了。"
            "又过了三天，三月初九，到了江阴。"]
    assert [c for c, _ in _ferry(book_factory, chs2, "timeline_jump")] == [1]


def test_a_day_feared_ahead_is_no_advance(book_factory):
    chs = ["三月初五，渡船到了瓜洲。第二天，三月初六，船坏了。"
           "孟石头坐在船头想：可是五天以后，要是修不好呢？\n\n三月初七，修船的木匠来了。"]
    assert _ferry(book_factory, chs, "timeline_jump") == []


def test_this_helmsman_is_the_one_so_called(book_factory):
    chs = ["孟石头和祁老七是结拜兄弟，好得跟亲兄弟一样。",
           "祁老七端着酒碗过来。孟石头扭过头去，他跟这个舵把子积怨已深，平日里一句话也不说。"]
    assert _ferry(book_factory, chs, "relation_reversal") == [(2, ["孟石头", "祁老七"])]


def test_years_served_in_the_rank_before_a_rise(book_factory):
    chs = ["孟石头撑了六年船。",
           "船帮议定：孟石头，升为船主。孟石头红着脸说：“我才当了三年的艄公。”",
           "孟石头掌着船主的印，点了点头。"]
    got = [x for x in conflicts_of(chapters_book(book_factory, chs, FERRY), "world_rule_violation")]
    assert got == []
    from kg.review import review
    res = review(chapters_book(book_factory, chs, FERRY), persist=False, quiet=True)
    ranks = [f.object for f in res.graph.facts_of("rank") if f.subject == "孟石头" and f.chapter == 2]
    assert ranks == ["船主"]


def test_a_rank_before_a_name_is_that_one_s(book_factory):
    chs = ["孟石头是个艄公。他认得几个字，全是船主邹三娘教的。"]
    from kg.review import review
    res = review(chapters_book(book_factory, chs, FERRY), persist=False, quiet=True)
    assert [f.object for f in res.graph.facts_of("rank") if f.subject == "孟石头" and f.chapter == 1] == ["艄公"]


SECT_ZH = {"characters/a.md": "# 秦孤舟\n- 性别：男\n- 别名：孤舟\n## 基本\n- 年龄：30\n- 外貌：左颊一道刀疤\n"
                              "- 随身之物：右手食指上戴一枚青玉戒指\n",
           "characters/b.md": "# 温照\n- 性别：男\n- 别名：温师兄\n## 基本\n- 年龄：40\n"}


def _sect_zh(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, SECT_ZH), kind)


def test_a_thing_someone_handed_over_once_is_no_act(book_factory):
    chs = ["三月初一夜里，温照咽了气。", "五月初五，秦孤舟把这一年的事想了一遍：温照递过来的那碗冷酒，后山的雪，药炉里的火。"]
    assert _sect_zh(book_factory, chs, "dead_character_active") == []
    chs2 = ["三月初一夜里，温照咽了气。", "五月初五，温照递过来一碗冷酒。"]
    assert _sect_zh(book_factory, chs2, "dead_character_active") == [(2, ["温照"])]


def test_walking_corpses_are_no_funeral(book_factory):
    chs = ["三月初一夜里，温照咽了气。",
           "五月初五，尸傀从山道上涌下来。就在这时，温照提着一盏灯笼从石阶上冲下来，把火泼向那群尸傀。"]
    assert _sect_zh(book_factory, chs, "dead_character_active") == [(2, ["温照"])]


def test_one_more_feature_of_the_one_just_described(book_factory):
    chs = ["秦孤舟左颊一道刀疤。",
           "秦孤舟进了门。他解下斗笠，抖了抖雪。一双眼睛在灯下冷冷发亮，右颊上那道刀疤被火光映得发红。"]
    assert _sect_zh(book_factory, chs, "baseline_violation") == [(2, ["秦孤舟"])]


def test_a_bare_hand_shown(book_factory):
    chs = ["秦孤舟右手食指上戴一枚青玉戒指。",
           "秦孤舟摊开右手。那是一只瘦长的手，五根手指上什么也没有戴。"]
    assert _sect_zh(book_factory, chs, "baseline_violation") == [(2, ["秦孤舟"])]


def test_something_else_broke_not_the_ring(book_factory):
    chs = ["秦孤舟右手食指上戴一枚青玉戒指。",
           "秦孤舟摸着食指上的青玉戒指站在井边。井底传来一声闷响，像是有什么东西碎了。",
           "秦孤舟摊开右手，五根手指上什么也没有戴。"]
    assert _sect_zh(book_factory, chs, "baseline_violation") == [(3, ["秦孤舟"])]


WORKS = {"characters/a.md": "# Silas Vane\n- Gender: male\n- Aliases: Silas, Vane\n## Basics\n- Age: 60\n"
                            "- Handedness: right\n- Appearance: grey eyes; a burn scar on the back of his right hand\n"
                            "- Always wears: black silk gloves\n## State\n- Rank: master\n",
         "characters/b.md": "# Mary Quill\n- Gender: female\n- Aliases: Mary\n## Basics\n- Age: 30\n- Handedness: right\n"
                            "- Appearance: grey eyes\n## State\n- Rank: clerk\n",
         "characters/c.md": "# Jonah Hale\n- Gender: male\n- Aliases: Jonah, Hale\n## Basics\n- Age: 50\n"
                            "- Always wears: a silver chain round his neck\n## State\n- Rank: journeyman\n",
         "characters/d.md": "# Ned Oakes\n- Gender: male\n- Aliases: Ned, Oakes\n## Basics\n- Age: 20\n## State\n- Rank: apprentice\n",
         "rules.yaml": ("power_scale: [apprentice, journeyman, clerk, master]\nrules:\n  - id: ledger\n"
                        "    forbid_actions: [signed the ledger, signs the ledger]\n    unless_rank_at_least: clerk\n"),
         "foreshadows.yaml": ("- id: thief\n  cue: [\"the thief\"]\n  planted: 1\n  due: 3\n  note: who takes the files\n")}


def _works(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, WORKS), kind)


def test_the_newcomer_described_as_he_comes_in(book_factory):
    chs = ['"Late again," said Ned.\n\nNobody answered him, for just then the street door banged and Silas Vane came '
           'up into the counting-room.\n\nHe was sixty that spring, and walked with a stick.']
    assert _works(book_factory, chs, "baseline_violation") == []
    chs2 = ['"Late again," said Ned.\n\nNobody answered him, for just then the street door banged and Silas Vane came '
            'up into the counting-room.\n\nHe was forty that spring, and walked with a stick.']
    assert _works(book_factory, chs2, "baseline_violation") == [(1, ["Silas Vane"])]


def test_the_one_seen_is_the_one_described(book_factory):
    chs = ["Ned had seen Jonah Hale once before, across the market, but never so near. He was a stout, slow, "
           "red-faced man of fifty, with a silver chain round his neck."]
    assert _works(book_factory, chs, "baseline_violation") == []


def test_a_thing_made_for_one_hand_and_somebody_else_s_hand(book_factory):
    chs = ["Silas Vane went down to the ironmonger's and came back with a left-handed spanner for the new press.",
           '"I am told," said Silas Vane, "that the best copyist of the Leeds office was a left-handed man."']
    assert _works(book_factory, chs, "baseline_violation") == []


def test_kinds_of_hands_set_side_by_side(book_factory):
    chs = ["Silas Vane told the board, quite mildly, that one left-handed clerk was worth three careless "
           "right-handed ones."]
    assert _works(book_factory, chs, "baseline_violation") == []


def test_a_left_handed_turn_of_a_stair(book_factory):
    chs = ["Silas Vane went up the tower stair, which climbed in a tight left-handed spiral to the bell loft."]
    assert _works(book_factory, chs, "baseline_violation") == []


def test_gloves_over_the_gloves(book_factory):
    chs = ["Silas Vane pulled on his black silk gloves.",
           "It was bitter on the quay, and Silas Vane pulled on his grey woollen gloves over his silk ones."]
    assert _works(book_factory, chs, "baseline_violation") == []


def test_those_eyes_on_her_are_someone_else_s(book_factory):
    chs = ["Mary Quill bent to the ledger again, but she could feel those brown eyes on her back for an hour."]
    assert _works(book_factory, chs, "baseline_violation") == []
    chs2 = ["Mary Quill bent to the ledger again, her brown eyes tired."]
    assert _works(book_factory, chs2, "baseline_violation") == [(1, ["Mary Quill"])]


def test_a_name_in_an_aside_or_after_of_does_not_act(book_factory):
    chs = ["Silas Vane took the pen, muttered a sum—Ned Oakes caught *nine* and *ninety*—and signed the ledger.",
           "Silas Vane read the day's account, corrected the spelling of Ned Oakes, and signed the ledger."]
    assert _works(book_factory, chs, "world_rule_violation") == []


def test_you_are_then_a_bidding_to_another(book_factory):
    chs = ['Ned Oakes came to the desk.\n\n"Sir," he said. "I am an apprentice."\n\n'
           '"You were an apprentice. Now you are a clerk. Mrs Quill, write it in the book," said Silas Vane.\n\n'
           "That evening Ned Oakes signed the ledger."]
    from kg.review import review
    res = review(chapters_book(book_factory, chs, WORKS), persist=False, quiet=True)
    assert [f.object for f in res.graph.facts_of("rank") if f.subject == "Mary Quill" and f.chapter == 1] == []


def test_you_are_said_by_the_speaker_is_never_the_speaker(book_factory):
    chs = ['Ned Oakes came down to the counter.\n\n"We need more ink," he said. "I have made a list."\n\n'
           'He had. Jonah Hale read it and gave it back.\n\n"Then go and get it."\n\nNed looked at him.\n\n'
           '"You\'re the clerk," Jonah Hale said. "It is the clerk\'s business."\n\nJonah Hale signed the ledger.']
    assert _works(book_factory, chs, "world_rule_violation") == [(1, ["Jonah Hale"])]


def test_a_feast_ahead_is_not_the_day(book_factory):
    chs = ["On Monday the 13th of December, 1847, the snow came.\n\nChristmas Eve came eleven days later, a Friday, "
           "with forty degrees of frost.\n\nThe post had been getting ready for a week. There would be the regale: a "
           "dram for every man, and on New Year's Day a dance in the loft that would go on until somebody fell over.\n\n"
           "The men were building a bonfire on the ice, for no reason except that it was Christmas Eve."]
    assert _works(book_factory, chs, "timeline_jump") == []


def test_the_one_sought_is_caught(book_factory):
    chs = ["Files went missing from the strong room. Somebody in the house was the thief.",
           "Ned Oakes watched the door.",
           "The thief was caught on the night of the fair, and it was Mary who caught him."]
    assert _works(book_factory, chs, "stale_foreshadow") == []


def test_a_bare_throat(book_factory):
    chs = ["Jonah Hale wore a silver chain round his neck.",
           "Jonah Hale stood on the quay, his throat bare of any ornament."]
    assert _works(book_factory, chs, "baseline_violation") == [(2, ["Jonah Hale"])]


def test_a_term_spoken_of_ahead_then_back_to_the_days(book_factory):
    chs = ["On the 3rd of March Silas Vane opened the shop.",
           "Ned Oakes read out the contract at the counter, slowly, word by word, while the others listened. A full "
           "account of the works, sworn and sealed, delivered to the magistrates on the 1st of June. Each partner to "
           "sign.",
           "On the 8th of March the first crates came.",
           "On the 12th of March Mary Quill counted them."]
    assert _works(book_factory, chs, "timeline_jump") == []
    chs2 = ["On the 3rd of March Silas Vane opened the shop.", "On the 10th of April the first crates came.",
            "On the 12th of March Mary Quill counted them."]
    assert [c for c, _ in _works(book_factory, chs2, "timeline_jump")] == [3]


CAMP = {"characters/a.md": "# 石老根\n- 性别：男\n- 别名：老根\n## 基本\n- 年龄：58\n- 惯用手：右手\n- 外貌：黑眼睛\n"
                           "- 说话习惯：话少，一句话常只说半句\n## 动态状态\n- 职级：把头\n",
        "characters/b.md": "# 马小川\n- 性别：男\n- 别名：小川\n## 基本\n- 年龄：19\n- 惯用手：右手\n## 动态状态\n- 职级：学徒工\n",
        "rules.yaml": ("power_scale: [学徒工, 伐木工, 把头]\nrules:\n  - id: seed-tree\n"
                       "    forbid_actions: [把母树放倒, 把那棵母树放倒]\n    unless_rank_at_least: 把头\n")}


def _camp(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, CAMP), kind)


def test_a_long_talk_between_two_is_no_one_s_long_speech(book_factory):
    chs = ["石老根话少，一句话常只说半句。",
           "夜里，石老根把山上的事跟马小川说了，两个人蹲在灶房里嘀嘀咕咕说了半天。"]
    assert _camp(book_factory, chs, "baseline_violation") == []


def test_any_left_hander_spoken_of(book_factory):
    chs = ["马小川后来才明白，对拉大锯的时候，一个左撇子最难找搭档。"]
    assert _camp(book_factory, chs, "baseline_violation") == []
    chs2 = ["马小川后来才明白，他自己原来是一个左撇子。"]
    assert _camp(book_factory, chs2, "baseline_violation") == [(1, ["马小川"])]


def test_one_of_the_two_has_the_grey_eyes(book_factory):
    chs = ["石老根和马小川挨着坐在火边，一个瘦，一个胖，一个灰眼珠，一个满脸胡子，喝得脸通红。"]
    assert _camp(book_factory, chs, "baseline_violation") == []


def test_buried_beside_another(book_factory):
    chs = ["腊月二十，石老根被倒木砸中了。", "腊月二十二，石老根葬在山坡那棵老松树底下。",
           "开春，石老根蹲在河边磕了磕烟袋锅。"]
    assert _camp(book_factory, chs, "dead_character_active") == [(3, ["石老根"])]


def test_how_little_it_took_is_no_not_done(book_factory):
    chs = ["马小川抡起斧子，在树干北面砍了个豁口，没用多大工夫就把那棵母树放倒了。"]
    assert _camp(book_factory, chs, "world_rule_violation") == [(1, ["马小川"])]


def test_the_hand_where_it_belonged(book_factory):
    chs = ["Silas Vane wrote the figures in with his right hand.",
           "Silas Vane moved the pen into his left hand, where it belonged, and signed his name."]
    assert _works(book_factory, chs, "baseline_violation") == [(2, ["Silas Vane"])]


def test_not_able_to_bear_him_for_a_while_now(book_factory):
    chs = ["Ned Oakes and Jonah Hale were the best of friends.",
           "Ned did not look up when Jonah came in.\n\nHe had not been able to bear Jonah Hale for weeks now, and he "
           "did not hide it."]
    assert _works(book_factory, chs, "relation_reversal") == [(2, ["Jonah Hale", "Ned Oakes"])]


JAW = {"characters/a.md": "# Piers Lund\n- Gender: male\n- Aliases: Piers\n## Basics\n- Age: 40\n"
                          "- Appearance: a thin scar running from below his left ear to the corner of his mouth\n"
                          "- Always wears: a blue felt hat\n",
       "characters/b.md": "# Ada Wren\n- Gender: female\n- Aliases: Ada\n## Basics\n- Age: 30\n"}


def test_the_long_scar_on_the_other_side_of_the_face(book_factory):
    chs = ["Piers Lund touched the scar below his left ear.",
           "Ada watched Piers Lund turn away and rub at the old scar along his right jaw."]
    assert conflicts_of(chapters_book(book_factory, chs, JAW), "baseline_violation") == [(2, ["Piers Lund"])]
    chs2 = ["Piers Lund touched the scar below his left ear.",
            "Ada watched Piers Lund turn away and rub at the old scar along his left jaw."]
    assert conflicts_of(chapters_book(book_factory, chs2, JAW), "baseline_violation") == []


def test_bareheaded_as_ever(book_factory):
    chs = ["Piers Lund pulled his blue felt hat down against the rain.",
           "Piers Lund stood bareheaded as ever on the quay, his hair blowing."]
    assert conflicts_of(chapters_book(book_factory, chs, JAW), "baseline_violation") == [(2, ["Piers Lund"])]
    chs2 = ["Piers Lund pulled his blue felt hat down against the rain.",
            "At the graveside Piers Lund stood bareheaded, the hat in his hands."]
    assert conflicts_of(chapters_book(book_factory, chs2, JAW), "baseline_violation") == []


def test_the_nth_day_out_of_a_place(book_factory):
    left = "They left Harwick on the 2nd of May, 1851, in the rain."
    for n, flagged in (("tenth", []), ("thirtieth", [2])):
        chs = [left, f"It was the 12th of May, their {n} day out of Harwick, and the hills were nearer."]
        assert [c for c, _ in conflicts_of(chapters_book(book_factory, chs, JAW), "timeline_jump")] == flagged, n


PAPER = {"characters/a.md": "# 许墨林\n- 性别：男\n- 别名：墨林\n## 基本\n- 年龄：50\n- 惯用手：左手\n",
         "characters/b.md": "# 陶景云\n- 性别：女\n- 别名：景云\n## 基本\n- 年龄：35\n## 动态状态\n- 与许墨林：多年的盟友\n"}


def _paper(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, PAPER), kind)


def test_counted_from_a_day_told_as_past(book_factory):
    chs = ["六月八日，陶景云翻出一封旧信。\n\n信是三月二日寄的。两个月后，写信的人就搬走了。\n\n六月九日，她去了邮局。"]
    assert _paper(book_factory, chs, "timeline_jump") == []


def test_a_year_then_and_words_recalled_are_no_acts(book_factory):
    chs = ["四月一日夜里，许墨林咽了气。",
           "六月一日，陶景云摸着那台铅字机。这台机器，是民国十五年报馆开张的时候，许墨林卖了老宅才买下的。",
           "六月五日，律师那句话一直在她耳边响：许墨林盯了那家米行整整两年。"]
    assert _paper(book_factory, chs, "dead_character_active") == []


def test_a_chapter_opening_on_its_day_tells_the_days_before(book_factory):
    chs = ["八月十日，许墨林到了报馆。", "八月二十二日，离开庭还有一个礼拜。\n\n米行的事登了报，检察处坐不住了，八月二十日，派人把米行掌柜抓了。"]
    assert _paper(book_factory, chs, "timeline_jump") == []
    # (a scene that opens on an earlier day is a slip: "On the Wednesday, the 5th of January, the snow came")
    chs2 = ["八月十日，许墨林到了报馆。", "八月二十二日，离开庭还有一个礼拜。\n\n八月二十日，检察处派人把米行掌柜抓了。"]
    assert [c for c, _ in _paper(book_factory, chs2, "timeline_jump")] == [2]


def test_sold_to_the_enemy_is_a_cause(book_factory):
    chs = ["许墨林和陶景云是多年的盟友。",
           "“你把社里的稿子卖给了仇人！”陶景云拍着桌子，“你从这儿出去！”许墨林一声不吭地走了。",
           "陶景云恨透了许墨林。"]
    assert _paper(book_factory, chs, "relation_reversal") == []


def test_a_pen_in_the_hand_is_the_writing_hand(book_factory):
    chs = ["许墨林右手攥着那支派克钢笔，左手摁住纸角。"]
    assert _paper(book_factory, chs, "baseline_violation") == [(1, ["许墨林"])]


BAND = {"characters/a.md": "# Eli Burrows\n- Gender: male\n- Aliases: Eli\n## Basics\n- Age: 60\n- Handedness: left\n"
                           "## State\n- Rank: bandmaster\n- With Amos Hurst: rival bandmasters for thirty years\n",
        "characters/b.md": "# Amos Hurst\n- Gender: male\n- Aliases: Amos\n## Basics\n- Age: 62\n## State\n- Rank: bandmaster\n",
        "characters/c.md": "# Wilf Shaw\n- Gender: male\n- Aliases: Wilf\n## Basics\n- Age: 25\n"
                           "- Always wears: a red neckerchief knotted at his throat\n## State\n- Rank: principal\n",
        "rules.yaml": ("power_scale: [learner, principal, deputy bandmaster, bandmaster]\nrules:\n  - id: conduct\n"
                       "    forbid_actions: [conducted the band]\n    unless_rank_at_least: deputy bandmaster\n")}


def _band(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, BAND), kind)


def test_my_friend_in_a_rival_s_greeting(book_factory):
    chs = ['Amos Hurst came across the field with his hand out. "Eli, my friend! My dear old friend," he said.']
    assert _band(book_factory, chs, "relation_reversal") == []


def test_a_minute_resolved_that_he_be_appointed(book_factory):
    chs = ["The committee met. *Resolved: that Wilf Shaw be appointed Deputy Bandmaster, from this date.*",
           "At the contest Wilf Shaw conducted the band."]
    assert _band(book_factory, chs, "world_rule_violation") == []
    chs2 = ["The committee met. Everyone said that Wilf Shaw would be appointed Deputy Bandmaster one day.",
            "At the contest Wilf Shaw conducted the band."]
    assert _band(book_factory, chs2, "world_rule_violation") == [(2, ["Wilf Shaw"])]


def test_his_good_hand(book_factory):
    chs = ["Eli Burrows scalded his left hand on the copper.",
           "Eli Burrows came in with his bandaged hand held close to his chest. He picked up the pen with his right hand, "
           "his good hand, and signed."]
    assert _band(book_factory, chs, "baseline_violation") == []
    chs2 = ["Eli Burrows wrote the list with his left hand.",
            "Eli Burrows picked up the pen with his right hand, his good hand, and signed."]
    assert _band(book_factory, chs2, "baseline_violation") == [(2, ["Eli Burrows"])]


def test_a_throat_bare_as_it_always_was(book_factory):
    chs = ["Wilf Shaw knotted his red neckerchief at his throat.",
           "Wilf Shaw sat in the heat with his collar open and his throat bare as it always was."]
    assert _band(book_factory, chs, "baseline_violation") == [(2, ["Wilf Shaw"])]


def test_a_contest_date_ahead_with_only_a_night_between(book_factory):
    chs = ["On Saturday the 26th of June, 1926, the band met.\n\nWilf sat with the entry form. The Wath contest was on "
           "the 17th of July, in the park, with a prize of ten pounds. That night he filled it in.",
           "That night it rained.",
           "On the morning of Saturday the 10th of July the copper boiled over."]
    assert _band(book_factory, chs, "timeline_jump") == []


def test_someone_else_s_busy_hand_excuses_nothing(book_factory):
    chs = ["孟石头是个左撇子，撑篙、端碗都用左手。",
           "邹三娘左手死死地攥着船帮，不敢松开。\n\n浪头过去了。\n\n孟石头用右手抽出刀来，割断了缆绳。"]
    assert _ferry(book_factory, chs, "baseline_violation") == [(2, ["孟石头"])]


EAR = {"characters/a.md": "# 葛老三\n- 性别：男\n- 别名：老三\n## 基本\n- 年龄：50\n- 外貌：右耳缺了一小角，是年轻时被人咬的\n"}


def test_a_notched_ear_on_the_other_side(book_factory):
    chs = ["葛老三摘下帽子。", "葛老三摘下帽子，左耳上那个豁口在灯底下看得清清楚楚。"]
    assert conflicts_of(chapters_book(book_factory, chs, EAR), "baseline_violation") == [(2, ["葛老三"])]


def test_a_hand_of_a_lifetime_said_beside_it(book_factory):
    chs = ["Eli Burrows wrote the list with his left hand.",
           "Eli Burrows lifted the baton in his right hand, the hand that had beaten time in that hall for twenty years."]
    assert _band(book_factory, chs, "baseline_violation") == [(2, ["Eli Burrows"])]


def test_a_thing_had_since_is_no_hand_changed(book_factory):
    chs = ["Eli Burrows wrote the list with his left hand.",
           "Eli Burrows took out his baton, the one he had had since 1910, worn pale where his hand had held it.",
           "Eli Burrows signed the list with his right hand, as he always did."]
    assert _band(book_factory, chs, "baseline_violation") == [(3, ["Eli Burrows"])]

"""Forms met in session 26 (own phrasings, not the held-out books'): a breath held in suspense is no death."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

HARBOUR = {"characters/a.md": "# Angus Reid\n- Gender: male\n- Aliases: Reid, Angus\n## Basics\n- Age: 64\n",
           "characters/b.md": "# Flora Baird\n- Gender: female\n- Aliases: Flora\n## Basics\n- Age: 30\n"}


def _dead_en(book_factory, chs):
    return conflicts_of(chapters_book(book_factory, chs, HARBOUR), "dead_character_active")


def test_a_breath_held_while_the_verdict_is_read_is_no_death(book_factory):
    chs = ["On Monday the 3rd of April the regatta results were read out from the harbour wall.\n\n"
           "Third place, second place: yachts from Oban, a yawl from Mull. Angus had stopped breathing a good while back.\n\n"
           "\"And the winner of the Lorne Cup,\" called the commodore, \"the Flora Baird of Tobermory.\"\n\n"
           "Angus never heard the cheering that followed.",
           "On Friday the 2nd of June the boats came in early.\n\nReid mended the nets on the quay and whistled."]
    assert _dead_en(book_factory, chs) == []


def test_a_breath_stopping_at_a_sickbed_is_a_death(book_factory):
    chs = ["On Monday the 3rd of April the fever came back in the night, and Flora sat up by the bed with a candle.\n\n"
           "A little before dawn Angus Reid stopped breathing, and she went on holding his hand till it was light.",
           "On Friday the 2nd of June the boats came in early.\n\nReid mended the nets on the quay and whistled."]
    assert _dead_en(book_factory, chs) == [(2, ["Angus Reid"])]


def test_a_death_a_little_before_a_time_of_day(book_factory):
    chs = ["On Monday the 3rd of April the fever came back, and Flora sat up by the bed.\n\n"
           "Just before first light Angus Reid died in his sleep.",
           "On Friday the 2nd of June the boats came in early.\n\nReid mended the nets on the quay and whistled."]
    assert _dead_en(book_factory, chs) == [(2, ["Angus Reid"])]


def test_a_death_still_to_come_before_a_person_is_not_one(book_factory):
    chs = ["On Monday the 3rd of April Flora said the old man would see the boats in before he died.\n\n"
           "Before Flora, Angus Reid had never let anyone else mend the nets.",
           "On Friday the 2nd of June the boats came in early.\n\nReid mended the nets on the quay and whistled."]
    assert _dead_en(book_factory, chs) == []


EYES = {"characters/a.md": "# Angus Reid\n- Gender: male\n- Aliases: Reid, Angus\n## Basics\n- Age: 24\n- Eyes: brown\n",
        "characters/b.md": "# Flora Baird\n- Gender: female\n- Aliases: Flora\n## Basics\n- Age: 22\n",
        "characters/c.md": "# Hector Baird\n- Gender: male\n- Aliases: Hector\n## Basics\n- Age: 50\n- Eyes: grey\n"}


def _eyes(book_factory, chs):
    return conflicts_of(chapters_book(book_factory, chs, EYES), "baseline_violation")


def test_the_one_called_by_name_is_the_him_of_the_narration_after(book_factory):
    chs = ["On Monday the 3rd of April Hector Baird took the boat out alone.\n\n"
           "\"Hector says you mope,\" Flora said.\n\n"
           "\"You have been moping for a week, Angus Reid.\" She leaned on the rail and squinted up at him, and he "
           "stared down at her out of those grey eyes of his as though she were a stranger."]
    assert _eyes(book_factory, chs) == [(1, ["Angus Reid"])]


def test_the_speaker_named_after_the_words_keeps_his_pronoun(book_factory):
    chs = ["On Monday the 3rd of April Angus Reid took the boat out alone.\n\n"
           "\"You have been moping for a week, Flora.\" Hector leaned on the rail and squinted at her, and she "
           "looked away. He turned those grey eyes of his to the sea."]
    assert _eyes(book_factory, chs) == []


SHOP = {"characters/a.md": "# 宋长庚\n- 性别：男\n- 别名：老宋\n## 基本\n- 年龄：60\n## 关系\n- 与祝小川：师父，宋长庚是他的师父\n",
        "characters/b.md": "# 祝小川\n- 性别：男\n- 别名：小川\n## 基本\n- 年龄：30\n## 关系\n- 与宋长庚：徒弟\n- 与韦三：至交\n",
        "characters/c.md": "# 韦三\n- 性别：男\n## 基本\n- 年龄：32\n## 关系\n- 与祝小川：至交\n",
        "characters/d.md": "# 秦掌柜\n- 性别：男\n## 基本\n- 年龄：50\n"}


def _rel(book_factory, chs):
    return conflicts_of(chapters_book(book_factory, chs, SHOP), "relation_reversal")


def test_enemies_of_many_years_with_a_modifier(book_factory):
    chs = ["三月初二，祝小川和韦三一道去码头收货。",
           "三月初九，韦三推门进来。祝小川脸一沉：他跟韦三是十来年的冤家，见了面从不搭腔。"]
    assert _rel(book_factory, chs) == [(2, ["祝小川", "韦三"])]


def test_quarrelling_sweethearts_and_a_narrow_road_are_not_enemies(book_factory):
    chs = ["三月初二，祝小川和韦三一道去码头收货。",
           "三月初九，两人在茶楼门口撞了个满怀，祝小川笑道：“跟韦三真是冤家路窄。”\n\n"
           "街坊都说祝小川和韦三是一对欢喜冤家，三天不拌嘴就浑身不自在。"]
    assert _rel(book_factory, chs) == []


def test_the_master_named_by_the_teaching_after_a_this_old_man(book_factory):
    chs = ["三月初二，宋长庚收了祝小川做徒弟，教他刻版。",
           "三月初九，秦掌柜跟祝小川喝过几回酒，晓得这后生一辈子最敬的，就是手把手教他刻版的师父宋长庚。"]
    assert _rel(book_factory, chs) == []
    chs[1] = "三月初九，秦掌柜跟宋长庚喝过几回酒，晓得这老头儿一辈子最敬的，就是手把手教他刻版的师父祝小川。"
    assert _rel(book_factory, chs) == [(2, ["宋长庚", "祝小川"])]


def test_his_men_brought_up_by_someone_else_are_not_he(book_factory):
    chs = ["三月初二，宋长庚收了祝小川做徒弟，教他刻版。",
           "三月初九，铺子里忙不过来。宋长庚的老伙计，有好几个是祝小川一手带出来的。"]
    assert _rel(book_factory, chs) == []


def test_a_verdict_whose_words_go_on_to_name_the_dead(book_factory):
    chs = ["On Monday the 3rd of April the boats came in.\n\n"
           "\"It's bad news,\" Flora said. \"The mast came down on the Kestrel. Reid got to the skipper, but he was gone "
           "before Reid reached him. He's dead, lads. Old Ewan Gray is dead.\"",
           "On Friday the 2nd of June the boats came in early.\n\nReid mended the nets on the quay."]
    assert _dead_en(book_factory, chs) == []


def test_nobody_died_is_no_one_dying(book_factory):
    chs = ["On Monday the 3rd of April the storm took the pier. Nobody died, and Nobody was hurt.",
           "On Friday the 2nd of June the boats came in early.\n\nNobody said a word about it, and Nobody went out."]
    assert _dead_en(book_factory, chs) == []


AGES = {"characters/a.md": "# Angus Reid\n- Gender: male\n- Aliases: Reid, Angus\n## Basics\n- Age: 40\n",
        "characters/b.md": "# Flora Baird\n- Gender: female\n- Aliases: Flora\n## Basics\n- Age: 30\n"}


def _ages(book_factory, chs):
    return conflicts_of(chapters_book(book_factory, chs, AGES), "baseline_violation")


def test_a_height_is_no_age(book_factory):
    chs = ["On Monday the 3rd of April Angus Reid came down to the slip. He was five and three quarters feet in his "
           "boots, and broad with it. He was six and a half feet when he stood on the thwart."]
    assert _ages(book_factory, chs) == []


def test_the_age_of_a_beast_just_described(book_factory):
    chs = ["On Monday the 3rd of April Flora led out one of the ponies, a shaggy grey one, nine years old and stubborn, "
           "and Angus Reid held the gate."]
    assert _ages(book_factory, chs) == []


def test_the_age_of_a_newcomer_named_in_passing(book_factory):
    chs = ["On Monday the 3rd of April Angus Reid went to see the new hand. The boy's name was Davie Tosh; he came "
           "from Mallaig; he was sixteen, and shy.",
           "On Friday the 2nd of June Angus Reid told Flora he was forty and would not see forty-one at sea."]
    assert _ages(book_factory, chs) == []
    chs[0] = "On Monday the 3rd of April Angus Reid went to see the new hand. He was sixteen, and shy."
    assert _ages(book_factory, chs) == [(1, ["Angus Reid"])]


STATION = {"characters/a.md": "# 石大川\n- 性别：男\n- 别名：老石\n## 基本\n- 年龄：20\n",
           "characters/b.md": "# 严小满\n- 性别：男\n- 别名：小满\n## 基本\n- 年龄：30\n"}


def _all(book_factory, chs):
    book = chapters_book(book_factory, chs, STATION)
    return {k: conflicts_of(book, k) for k in ("dead_character_active", "timeline_jump", "baseline_violation")}


def test_a_smile_gone_at_once_is_no_death(book_factory):
    chs = ["开元九年四月初三，听完这话，石大川脸上那点笑意登时就没了。",
           "四月初五，石大川推门进来，把马鞭往桌上一放。"]
    assert _all(book_factory, chs)["dead_character_active"] == []


def test_years_told_before_the_story_do_not_move_its_clock(book_factory):
    chs = ["开元九年四月初三，驿里来了客人。\n\n严小满和石大川是老相识。早些年，两人同在一条船上拉纤，后来严小满伤了腿，"
           "回乡开了这家店；过了三年，石大川也来投奔他。\n\n四月初五，两人坐在灶边喝酒。"]
    assert _all(book_factory, chs)["timeline_jump"] == []


def test_an_age_in_a_paragraph_led_back_by_a_dash(book_factory):
    chs = ["开元九年四月初三，石大川站在渡口，想起头一回过江的情形。\n\n"
           "——那是开元四年的秋天，下着小雨。十五岁的石大川背着一个包袱，跟着严小满上了船。\n\n"
           "四月初五，石大川又到渡口去。"]
    assert _all(book_factory, chs)["baseline_violation"] == []


KILN = {"characters/a.md": "# 石老根\n- 性别：男\n- 别名：老根\n## 基本\n- 年龄：58\n## 动态状态\n- 职级：窑主\n",
        "characters/b.md": "# 马川生\n- 性别：男\n- 别名：小马\n## 基本\n- 年龄：19\n## 动态状态\n- 职级：帮工\n",
        "characters/c.md": "# 周小山\n- 性别：男\n- 别名：小山\n## 基本\n- 年龄：15\n",
        "rules.yaml": ("power_scale: [学徒, 帮工, 窑主]\nrules:\n  - id: kiln-seal\n"
                       "    forbid_actions: [封窑门, 封了窑门, 封上了窑门]\n    unless_rank_at_least: 窑主\n")}


def _kiln(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, KILN), kind)


def test_leave_from_i_grant_you(book_factory):
    chs = ["三月初二，石老根咳得直不起腰，把泥刀递给马川生，说：“这窑门，向来只有窑主封。今天我准你封这一回，老周看着。”\n\n"
           "老周点了点头。\n\n马川生接过泥刀，一层砖一层泥，封上了窑门。"]
    assert _kiln(book_factory, chs, "world_rule_violation") == []


def test_made_master_of_the_kiln_in_someone_s_words(book_factory):
    chs = ["三月初二，石老根把钥匙交出来：“打今儿起，马川生就是石家窑的窑主。”\n\n众人都拱了拱手。",
           "三月初九，马川生封上了窑门。"]
    assert _kiln(book_factory, chs, "world_rule_violation") == []
    chs[0] = "三月初二，石老根把钥匙收回来，说马川生是窑主的帮手。"
    assert _kiln(book_factory, chs, "world_rule_violation") == [(2, ["马川生"])]


def test_a_given_name_alone_is_the_bible_character(book_factory):
    chs = ["三月初二，马川生进了窑场。川生点头。川生说：“好。”川生笑道：“不急。”川生皱眉，问几时开窑。",
           "三月初九，川生封上了窑门。"]
    assert _kiln(book_factory, chs, "world_rule_violation") == [(2, ["马川生"])]


def test_a_verdict_by_the_body_is_of_the_body(book_factory):
    chs = ["三月初二，窑塌了半边。石老根蹲在马川生的尸首旁边，半天没动。\n\n窑场里一片死寂。\n\n风从窑口灌进来，吹得灰乱飞。\n\n周小山跑过来，站在他身后。\n\n“师父……”\n\n"
           "石老根没有回头。\n\n“他死了。”石老根说。",
           "三月初九，周小山推开门，把泥刀挂在墙上。\n\n石老根在窑口坐了一夜。"]
    assert _kiln(book_factory, chs, "dead_character_active") == []
    chs[1] = "三月初九，马川生推门进来，拍了拍身上的灰。"
    assert _kiln(book_factory, chs, "dead_character_active") == [(2, ["马川生"])]


def test_from_this_day_you_are_without_a_final_particle(book_factory):
    chs = ["三月初二，石老根把窑场的钥匙拍在桌上：“马川生，即日起，你是窑主。”",
           "三月初九，马川生封上了窑门。"]
    assert _kiln(book_factory, chs, "world_rule_violation") == []
    chs[0] = "三月初二，石老根对马川生说：“等你三十岁，你也能做窑主。”"
    assert _kiln(book_factory, chs, "world_rule_violation") == [(2, ["马川生"])]


def test_the_master_of_a_newly_made_master_is_not_made(book_factory):
    chs = ["三月初二，马川生去给新当了窑主的师父磕头。",
           "三月初九，马川生封上了窑门。"]
    assert _kiln(book_factory, chs, "world_rule_violation") == [(2, ["马川生"])]
    chs[0] = "三月初二，东家宣布了马川生升任窑主的决定。"
    assert _kiln(book_factory, chs, "world_rule_violation") == []


HALL = {"characters/a.md": "# Jane Thorley\n- Gender: female\n- Aliases: Jane\n## Basics\n- Age: 40\n- Eyes: grey\n"
                           "- Handedness: right\n## State\n- Rank: housemaid\n",
        "characters/b.md": "# Nora Vickers\n- Gender: female\n- Aliases: Nora\n## Basics\n- Age: 70\n- Eyes: brown\n",
        "characters/c.md": "# Peter Crane\n- Gender: male\n- Aliases: Crane\n## Basics\n- Age: 50\n## State\n- Rank: butler\n",
        "rules.yaml": ("power_scale: [housemaid, footman, butler]\nrules:\n  - id: library\n"
                       "    forbid_actions: [went into the library, into the library]\n    unless_rank_at_least: butler\n")}


def _hall(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, HALL), kind)


def test_she_goes_on_past_the_one_she_told(book_factory):
    chs = ["On Monday the 3rd of May Nora Vickers took to her bed.\n\n"
           "Nora wandered a good deal. Now and then she called for people long dead. Often she told Jane how to starch "
           "a ruff, step by step, with her hands folded. Often she was lucid and weary, and watched them out of her "
           "brown eyes as if from far off."]
    assert _hall(book_factory, chs, "baseline_violation") == []


def test_a_lady_the_book_does_not_know_has_her_own_arm(book_factory):
    chs = ["On Monday the 3rd of May Jane waited in the lane. Miss Arabella came out with her right arm in a sling "
           "and her bonnet crushed.",
           "On Friday the 7th of May Jane polished the brass."]
    res = chapters_book(book_factory, chs, HALL)
    from kg.review import review
    facts = review(res, persist=False, quiet=True).graph.facts
    assert not [f for f in facts if f.subject == "Jane Thorley" and f.chapter > 0 and f.predicate in ("wound", "handedness")]


def test_an_arm_tired_from_the_work_is_no_wound(book_factory):
    chs = ["On Monday the 3rd of May Jane beat the carpets, her right arm aching from the beating, and went on.",
           "On Friday the 7th of May Jane carried coals with her left hand."]
    from kg.review import review
    facts = review(chapters_book(book_factory, chs, HALL), persist=False, quiet=True).graph.facts
    assert not [f for f in facts if f.subject == "Jane Thorley" and f.predicate == "wound"]


def test_since_she_took_ill_is_no_act_of_the_dead(book_factory):
    chs = ["On Monday the 3rd of May Nora Vickers died in the night.",
           "On Friday the 7th of May, for the first time since Nora fell ill, the hall was quiet at nine."]
    assert _hall(book_factory, chs, "dead_character_active") == []


def test_leave_reported_from_the_mistress(book_factory):
    chs = ["On Monday the 3rd of May Crane came down. \"Her ladyship wishes to see you. She has given her express leave, "
           "this once.\"\n\nJane took off her apron.\n\nCrane opened the door and Jane went into the library behind him."]
    assert _hall(book_factory, chs, "world_rule_violation") == []
    chs[0] = "On Monday the 3rd of May Crane came down.\n\nJane took off her apron.\n\nJane went into the library."
    assert _hall(book_factory, chs, "world_rule_violation") == [(1, ["Jane Thorley"])]


def test_a_pluperfect_day_set_after_a_time_phrase(book_factory):
    chs = ["On Monday the 7th of June Jane counted the jars.",
           "On Saturday the 26th of June the jam was all put up. It had been boiled on the Thursday after the fair, the "
           "10th of June, in the big copper pan."]
    assert _hall(book_factory, chs, "timeline_jump") == []


SECT = {"characters/a.md": "# 白松年\n- 别名：白掌门\n## 基础信息\n- 年龄：六十\n## 动态状态\n- 与罗承志：师兄弟（白松年为师兄）\n",
        "characters/b.md": "# 罗承志\n## 基础信息\n- 年龄：五十五\n- 身份：掌门的同门师弟\n## 动态状态\n- 与白松年：师兄弟（罗承志为师弟）\n",
        "characters/c.md": "# 苏映雪\n- 别名：苏师姐\n## 基础信息\n- 年龄：二十\n- 身份：掌门的亲传弟子\n## 动态状态\n- 境界：外门弟子\n",
        "rules.yaml": ("power_scale: [外门弟子, 内门弟子, 真传弟子, 长老, 掌门]\nrules:\n  - id: tomb\n"
                       "    forbid_actions: [走进了剑庐, 进了剑庐]\n    unless_rank_at_least: 真传弟子\n")}


def test_elder_and_younger_brothers_in_learning_are_no_master_and_disciple(book_factory):
    chs = ["三月初二，白松年和罗承志在山门前说了一会儿话。"]
    assert conflicts_of(chapters_book(book_factory, chs, SECT), "relation_reversal") == []


def test_raised_from_today_in_the_words_to_the_one_called(book_factory):
    chs = ["三月初二，白松年端坐堂上：“外门弟子苏映雪，守山有功。自今日起，升为真传弟子。”\n\n苏映雪叩首谢恩。",
           "三月初九，苏映雪走进了剑庐。"]
    assert conflicts_of(chapters_book(book_factory, chs, SECT), "world_rule_violation") == []
    chs[0] = "三月初二，白松年端坐堂上：“外门弟子苏映雪，守山有功，赏银十两。”\n\n苏映雪叩首谢恩。"
    assert conflicts_of(chapters_book(book_factory, chs, SECT), "world_rule_violation") == [(2, ["苏映雪"])]


def test_a_disciple_is_of_either_sex(book_factory):
    chs = ["三月初二，苏映雪站在廊下。她抬头看了看天。苏映雪回过头，她笑了笑。"]
    from kg.review import review
    idx = review(chapters_book(book_factory, chs, SECT), persist=False, quiet=True).index
    assert idx.gender.get("苏映雪") == "f"


ISLE = {"characters/a.md": "# Iain Morrison\n- Gender: male\n- Aliases: Iain\n## Basics\n- Age: 60\n- Eyes: grey\n",
        "characters/b.md": "# Fergus Lamont\n- Gender: male\n- Aliases: Fergus\n## Basics\n- Age: 30\n- Eyes: blue\n",
        "characters/c.md": "# Kenny Rae\n- Gender: male\n- Aliases: Kenny\n## Basics\n- Age: 17\n- Eyes: brown\n"}


def _isle(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, ISLE), kind)


def test_another_man_of_a_known_surname(book_factory):
    chs = ["On Monday the 2nd of April Mrs Crerar served the tea. Crerar said grace. Mrs Crerar laughed, and Crerar "
           "said nothing. Iain told of a piper called Angus Crerar who had died at Loos.",
           "On Monday the 9th of April Mrs Crerar served the tea and Crerar carved."]
    assert _isle(book_factory, chs, "dead_character_active") == []


def test_lying_in_the_churchyard_is_no_act(book_factory):
    chs = ["On Monday the 2nd of April Iain Morrison died, and on the Thursday we buried him.",
           "On Monday the 9th of April the rain came. By then Iain was in the kirkyard, and Fergus kept away from me."]
    assert _isle(book_factory, chs, "dead_character_active") == []


def test_he_after_words_calling_him_is_the_one_called(book_factory):
    chs = ["On Monday the 2nd of April I went down for the hot water, and Kenny was at the wash-back with his back to "
           "me, and Iain was away at the boats.\n\n"
           "\"Kenny,\" I said, \"did you hear the engine last night?\"\n\n"
           "He did not look round. Then he turned, and his brown eyes were hard."]
    assert _isle(book_factory, chs, "baseline_violation") == []
    chs[0] = chs[0].replace("his brown eyes", "his blue eyes")
    assert _isle(book_factory, chs, "baseline_violation") == [(1, ["Kenny Rae"])]


def test_a_year_that_names_a_thing_is_no_date_s_year(book_factory):
    chs = ["On Monday the 2nd of April, 1962, Iain opened the store.",
           "The 1914 barrel was broached on Friday the 8th of June. Kenny poured it, and Fergus drank."]
    assert _isle(book_factory, chs, "timeline_jump") == []


def test_an_age_in_a_year_long_before(book_factory):
    chs = ["On Monday the 2nd of April, 1962, Iain Morrison showed me his papers: they bound one Iain Morrison, aged "
           "fifteen years, to the company as apprentice, on the 3rd of May, 1917."]
    assert _isle(book_factory, chs, "baseline_violation") == []


MILLZ = {"characters/a.md": "# 石大川\n- 性别：男\n- 别名：老石\n## 基本\n- 年龄：50\n- 说话习惯：说话慢条斯理，从不高声\n",
         "characters/b.md": "# 严巧云\n- 性别：女\n- 别名：巧云\n## 基本\n- 年龄：20\n## 动态状态\n- 职级：挡车工\n",
         "characters/c.md": "# 韩怀远\n- 性别：男\n## 基本\n- 年龄：45\n",
         "rules.yaml": ("power_scale: [学徒, 挡车工, 机匠]\nrules:\n  - id: gearbox\n"
                        "    forbid_actions: [打开车头箱, 掀开车头箱]\n    unless_rank_at_least: 机匠\n")}


def _millz(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, MILLZ), kind)


def test_news_come_in_is_a_death_and_a_burial_with_its_particle(book_factory):
    chs = ["三月初二，天刚亮，噩耗就传到了车间：石大川死了。",
           "三月初九，石大川推门进来，把帽子挂在墙上。"]
    assert _millz(book_factory, chs, "dead_character_active") == [(2, ["石大川"])]
    chs[0] = "三月初二，天刚亮，车间里没人说话。下午，石大川下了葬。"
    assert _millz(book_factory, chs, "dead_character_active") == [(2, ["石大川"])]


def test_a_paragraph_on_a_day_of_last_year_is_told_past(book_factory):
    chs = ["三月初二，石大川病死了，厂里替他埋了。",
           "三月初九，看门的老周对着严巧云讲了半天。\n\n去年腊月初五，下大雪的那天夜里，他看见石大川提着灯进了库房。"
           "过了一袋烟的工夫，石大川出来了，手里的灯灭了。"]
    assert _millz(book_factory, chs, "dead_character_active") == []


def test_leave_in_shanghai_speech(book_factory):
    chs = ["三月初二，韩怀远吊着左手，把扳手递给严巧云：“阿拉叫侬打开的，出了事，算阿拉的。”\n\n严巧云接过扳手，打开车头箱。"]
    assert _millz(book_factory, chs, "world_rule_violation") == []


def test_a_shout_is_the_speaker_s_not_the_one_called(book_factory):
    chs = ["三月初二，石大川站在台阶上。\n\n“石师傅，”她说，嗓门大得半个院子都听得见，“您给的工钱不够。”\n\n严巧云说完就走了。"]
    assert _millz(book_factory, chs, "baseline_violation") == []


def test_what_someone_could_claim_the_dead_did_is_no_act(book_factory):
    chs = ["三月初二，石大川病死了，厂里替他埋了。",
           "三月初九，账房的事，韩怀远大可推说是石大川瞒着他办的。"]
    assert _millz(book_factory, chs, "dead_character_active") == []
    chs[1] = "三月初九，石大川瞒着韩怀远，把账本烧了。"
    assert _millz(book_factory, chs, "dead_character_active") == [(2, ["石大川"])]


def test_a_stranger_of_a_known_surname_dying_is_not_the_known_one(book_factory):
    chs = ["On Monday the 2nd of April Mrs Crerar poured the tea. Crerar said grace. Mrs Crerar laughed, and Crerar said "
           "nothing, and Crerar went out.",
           "On Monday the 9th of April Iain told of a piper called Angus Crerar who had died at Loos.",
           "On Monday the 16th of April Crerar carved the mutton."]
    assert _isle(book_factory, chs, "dead_character_active") == []


def test_eyes_with_their_colour_set_after_them(book_factory):
    chs = ["On Monday the 2nd of April Kenny came in out of the rain and looked at me, his eyes, a dull slate grey "
           "under the cap, giving nothing away."]
    assert _isle(book_factory, chs, "baseline_violation") == [(1, ["Kenny Rae"])]


def test_a_post_filled_by_a_paper(book_factory):
    chs = ["三月初二，府里的文书到了：挡车工严巧云，做工勤谨，补本厂机匠之缺。\n\n众人都来道喜。",
           "三月初九，严巧云打开车头箱，上了油。"]
    assert _millz(book_factory, chs, "world_rule_violation") == []
    chs[0] = "三月初二，府里的文书到了：挡车工严巧云，做工勤谨，赏钱二百文。\n\n众人都来道喜。"
    assert _millz(book_factory, chs, "world_rule_violation") == [(2, ["严巧云"])]


def test_a_hand_like_a_borrowed_one_is_not_his_habit(book_factory):
    chs = ["三月初二，韩怀远是个左撇子，打小起右手就跟借来的一样，连筷子都捏不住。"]
    book = chapters_book(book_factory, chs, MILLZ)
    from kg.review import review
    facts = review(book, persist=False, quiet=True).graph.facts
    assert not [f for f in facts if f.subject == "韩怀远" and f.predicate == "handedness" and f.object == "right"]


def test_a_falling_out_told_in_the_words_is_a_cause(book_factory):
    chs = ["三月初二，韩怀远和石大川是多年的好友。",
           "三月初五，韩怀远一脚踢翻了茶桌：“姓石的，你骗我！”石大川冷冷地说：“往后你别再踏进我的铺子。”",
           "三月初九，韩怀远和石大川成了仇人。"]
    assert _millz(book_factory, chs, "relation_reversal") == []


def test_alive_for_a_minute_at_the_end_is_no_revival(book_factory):
    chs = ["On Monday the 2nd of April the boat went over on the bar, and Iain Morrison drowned.",
           "On Monday the 9th of April Fergus told me the rest: \"I got to him in the surf, and Iain was alive for a "
           "moment or two, and then he was gone.\"",
           "On Monday the 16th of April Iain mended the creels at the door."]
    assert _isle(book_factory, chs, "dead_character_active") == [(3, ["Iain Morrison"])]


def test_a_span_told_ahead_at_a_scene_s_end(book_factory):
    chs = ["On Monday the 2nd of April Kenny cut his hand on the hoop iron. Fergus stitched it. The stitches came out "
           "a fortnight later, and the scar went white.\n\n---\n\nWe finished the casks on Friday the 6th of April, at "
           "dusk."]
    assert _isle(book_factory, chs, "timeline_jump") == []
    chs[0] = ("On Monday the 2nd of April Kenny cut his hand on the hoop iron.\n\nA fortnight later, the stitches came "
              "out.\n\nWe finished the casks on Friday the 6th of April, at dusk.")
    assert _isle(book_factory, chs, "timeline_jump") != []


def test_a_right_hander_said_outright(book_factory):
    book = {**MILLZ, "characters/c.md": "# 韩怀远\n- 性别：男\n## 基本\n- 年龄：45\n- 惯用手：左手\n"}
    chs = ["三月初二，韩怀远本是个右撇子，扳手向来攥在右手里。"]
    assert conflicts_of(chapters_book(book_factory, chs, book), "baseline_violation") == [(1, ["韩怀远"])]
    chs = ["三月初二，车间里的人都是右撇子，只有韩怀远使左手。"]
    assert conflicts_of(chapters_book(book_factory, chs, book), "baseline_violation") == []


PILOT = {"characters/a.md": "# Bert Lunde\n- Gender: male\n- Aliases: Bert\n## Basics\n- Age: 30\n- Handedness: left\n"
                            "## Relations\n- With Carl Frey: friend\n",
         "characters/b.md": "# Carl Frey\n- Gender: male\n- Aliases: Carl\n## Basics\n- Age: 35\n## Relations\n- With Bert Lunde: friend\n"}


def _pilot(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, PILOT), kind)


def test_one_act_set_off_after_the_clause_with_the_other_arm_hurt(book_factory):
    chs = ["On Monday the 9th of March Bert broke his left arm on the ice.",
           "On Friday the 13th of March Bert brought the plane down on the Tanana, right-handed, a little fast.\n\n"
           "He climbed out onto the float with his left arm in its plaster and tied her up."]
    assert _pilot(book_factory, chs, "baseline_violation") == []
    chs[0] = "On Monday the 9th of March Bert fuelled the plane."
    assert _pilot(book_factory, chs, "baseline_violation") == [(2, ["Bert Lunde"])]


def test_hated_since_a_time_up_to_now(book_factory):
    chs = ["On Monday the 9th of March Bert and Carl loaded the sled together.",
           "On Friday the 13th of March Carl hated Bert, and had hated him since the thaw, and said nothing."]
    assert _pilot(book_factory, chs, "relation_reversal") == [(2, ["Bert Lunde", "Carl Frey"])]


CLAN = {"characters/a.md": "# 卢长庚\n- 性别：男\n- 别名：长庚\n## 基本\n- 年龄：70\n## 动态状态\n- 等级：族长\n",
        "characters/b.md": "# 卢守礼\n- 性别：男\n- 别名：守礼\n## 基本\n- 年龄：20\n## 动态状态\n- 等级：子弟\n",
        "characters/c.md": "# 卢世安\n- 性别：男\n- 别名：世安、三房房头\n## 基本\n- 年龄：45\n## 动态状态\n- 等级：房头\n",
        "rules.yaml": ("power_scale: [子弟, 房头, 族长]\nrules:\n  - id: seal\n"
                       "    forbid_actions: [盖上族印, 盖了族印]\n    unless_rank_at_least: 房头\n")}


def _clan(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, CLAN), kind)


def test_an_office_named_by_its_holder_then_who_takes_it(book_factory):
    chs = ["光绪十年三月初二，卢世安病故。三月初九，三房房头的位子，由卢长庚的侄孙守礼接任。",
           "三月十五，守礼在契纸上盖上族印。"]
    assert _clan(book_factory, chs, "world_rule_violation") == []


def test_a_reign_year_and_a_thing_made_later_move_no_clock(book_factory):
    chs = ["光绪十年三月初二，卢长庚翻开旧契。一张写着道光三十年的契纸，却盖着十二年以后才刻出来的印。\n\n三月初五，守礼去了县里。"]
    assert _clan(book_factory, chs, "timeline_jump") == []


def test_the_dead_at_peace_in_the_ground_is_no_act(book_factory):
    chs = ["光绪十年三月初二，卢长庚咽了气。",
           "三月初九，官司赢了。守礼说：“长庚公在地下可以闭眼了。”卢长庚在地下也能闭上眼了。"]
    assert _clan(book_factory, chs, "dead_character_active") == []


def test_the_dream_s_words_remembered_awake_open_no_dream(book_factory):
    chs = ["光绪十年三月初二，卢长庚睡下了。\n\n梦里，他站在祖堂里，听见有人叫他。\n\n他一下子醒了，浑身是汗。原来是梦。\n\n"
           "可梦里的话，他记得清清楚楚。\n\n三月初三上午，族里议定：三房房头的位子，由守礼接任。",
           "三月十五，守礼在契纸上盖上族印。"]
    assert _clan(book_factory, chs, "world_rule_violation") == []


def test_a_day_brought_forward_to_is_no_date_now(book_factory):
    chs = ["光绪十年七月初十，卢长庚回到楼里。修祠堂的日子，原本定的八月初一，又提前到了七月二十。",
           "七月十三，守礼去了县里。"]
    assert _clan(book_factory, chs, "timeline_jump") == []
    chs[0] = "光绪十年七月初十，卢长庚得了信。七月二十，守礼回来了。"
    assert _clan(book_factory, chs, "timeline_jump") != []

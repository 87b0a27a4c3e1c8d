"""Ranks given in speech to the one spoken to, ranks with an ordinal, a subject pronoun that carries on the
subject of the sentences before it, death idioms, and a given name with the surname. Own phrasings, not the
benchmark books'."""
from __future__ import annotations

from kg.review import review

EN_RULES = ("power_scale: [deckhand, bosun, mate, captain]\n"
            "rules:\n  - id: helm-needs-mate\n    text: only a mate or above may take the helm at night\n"
            "    forbid_actions: [took the night helm]\n    unless_rank_at_least: mate\n")
ZH_RULES = ("power_scale: [学徒, 伙计, 掌柜, 东家]\n"
            "rules:\n  - id: seal-needs-zhanggui\n    text: 只有掌柜以上才能开银库\n"
            "    forbid_actions: [开了银库]\n    unless_rank_at_least: 掌柜\n")


def _conf(book, kind):
    return [(c.chapter, c.entities) for c in review(book, quiet=True).report.conflicts if c.kind == kind]


def _en_people():
    return {"characters/Wyn Hollis.md": "# Wyn Hollis\n- Gender: female\n## State\n- Rank: deckhand\n",
            "characters/Gideon Marsh.md": "# Gideon Marsh\n- Gender: male\n## State\n- Rank: captain\n",
            "rules.yaml": EN_RULES}


def test_a_rank_given_to_the_one_spoken_to(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nThe brig lay at anchor.\n",
        "2.md": ("# Chapter 2\n\nGideon Marsh stood on the hatch with the crew about him.\n\n"
                 "\"Miss Hollis, from this hour I make you mate of this vessel, and God help us all.\"\n"),
        "3.md": "# Chapter 3\n\nAt midnight Wyn Hollis took the night helm without a word.\n",
    }, _en_people())
    assert _conf(book, "world_rule_violation") == []
    # a promise of a rank is not the rank
    book2 = book_factory({
        "1.md": ("# Chapter 1\n\nGideon Marsh looked her over.\n\n"
                 "\"Wyn Hollis, if you learn your knots, you will be mate one day.\"\n"),
        "2.md": "# Chapter 2\n\nAt midnight Wyn Hollis took the night helm without a word.\n",
    }, _en_people())
    assert _conf(book2, "world_rule_violation") == [(2, ["Wyn Hollis"])]


def test_an_ordinal_before_the_rank(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nBy the spring Wyn Hollis was second mate, and proud of it.\n",
        "2.md": "# Chapter 2\n\nAt midnight Wyn Hollis took the night helm.\n",
    }, _en_people())
    assert _conf(book, "world_rule_violation") == []


def test_zh_rank_given_in_speech_with_the_name_called(book_factory):
    bible = {"characters/乔小满.md": "# 乔小满\n- 性别：女\n## 动态状态\n- 职位：学徒\n",
             "characters/尹守仁.md": "# 尹守仁\n- 性别：男\n## 动态状态\n- 职位：东家\n",
             "rules.yaml": ZH_RULES}
    book = book_factory({
        "1.md": "# 第一章\n\n铺子里生意清淡。\n",
        "2.md": "# 第二章\n\n尹守仁把钥匙搁在柜上。\n\n“乔小满，打明儿起，你便是咱们铺子的掌柜了。”\n",
        "3.md": "# 第三章\n\n乔小满一早开了银库，点清了存银。\n",
    }, bible)
    assert _conf(book, "world_rule_violation") == []
    book2 = book_factory({
        "1.md": "# 第一章\n\n铺子里生意清淡。\n",
        "2.md": "# 第二章\n\n乔小满一早开了银库，点清了存银。\n",
    }, bible)
    assert _conf(book2, "world_rule_violation") == [(2, ["乔小满"])]


def test_a_subject_pronoun_carries_on_the_topic_not_a_name_in_passing(book_factory):
    bible = {**_en_people(), "characters/Tobias Venn.md": "# Tobias Venn\n- Gender: male\n## State\n- Rank: mate\n",
             "characters/Hal Brody.md": "# Hal Brody\n- Gender: male\n## State\n- Rank: deckhand\n"}
    book = book_factory({
        "1.md": ("# Chapter 1\n\nHal Brody climbed to the quarterdeck. The spyglass lay in its rack beside "
                 "Tobias Venn's chair, where he had watched Tobias Venn put it a dozen times. He lifted it down. "
                 "His fingers were numb. He took the night helm and held her steady.\n"),
    }, bible)
    assert _conf(book, "world_rule_violation") == [(1, ["Hal Brody"])]


def test_death_idioms_and_a_long_apposition(book_factory):
    bible = {"characters/Gideon Marsh.md": "# Gideon Marsh\n- Gender: male\n"}
    for death in ("Gideon Marsh met his end on the reef that night.",
                  "Gideon Marsh, master of the brig Curlew these thirty years and more, died at dawn.",
                  "Gideon Marsh stopped breathing a little before the bells."):
        book = book_factory({
            "1.md": "# Chapter 1\n\nThe brig lay at anchor.\n",
            "2.md": f"# Chapter 2\n\n{death}\n",
            "3.md": "# Chapter 3\n\nThe rain stopped.\n",
            "4.md": "# Chapter 4\n\nGideon Marsh climbed the ladder and called for coffee.\n",
        }, bible)
        assert (4, ["Gideon Marsh"]) in _conf(book, "dead_character_active"), death


def test_zh_once_he_was_dead_is_a_death_but_not_in_speech(book_factory):
    bible = {"characters/尹守仁.md": "# 尹守仁\n- 性别：男\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n铺子里生意清淡。\n",
        "2.md": "# 第二章\n\n尹守仁一死，那笔旧账便再也无人说得清了。\n",
        "3.md": "# 第三章\n\n尹守仁推门进来，把算盘往柜上一拍。\n",
    }, bible)
    assert (3, ["尹守仁"]) in _conf(book, "dead_character_active")
    ok = book_factory({
        "1.md": "# 第一章\n\n“我尹守仁一死，这铺子就归你们了。”尹守仁笑道。\n",
        "2.md": "# 第二章\n\n尹守仁推门进来，把算盘往柜上一拍。\n",
    }, bible)
    assert _conf(ok, "dead_character_active") == []


def test_a_short_given_name_with_the_surname_is_the_character(book_factory):
    bible = {"characters/Theodore Quayle.md": "# Theodore Quayle\n- Aliases: Teddy\n- Gender: male\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nTheodore Quayle died in the night.\n",
        "2.md": "# Chapter 2\n\nThe rain stopped.\n",
        "3.md": "# Chapter 3\n\nTeddy Quayle came up the stairs with a lamp.\n",
    }, bible)
    assert (3, ["Theodore Quayle"]) in _conf(book, "dead_character_active")


# ---------------------------------------------------------------- voice drift

def _speech_flags(book):
    return [(c.chapter, c.entities) for c in review(book, quiet=True).report.conflicts
            if c.kind == "baseline_violation" and c.detail.get("feature") == "speech"]


def test_a_chain_of_verbs_ends_in_a_bellow(book_factory):
    bible = {"characters/Hugh Pardoe.md": "# Hugh Pardoe\n- Gender: male\n## Baseline\n- Speech: soft-spoken, never raises his voice\n",
             "characters/Nell Varley.md": "# Nell Varley\n- Gender: female\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nNell Varley was halfway through the letter when Hugh Pardoe folded his napkin, "
                "stood up from his chair, and began to shout.\n",
    }, bible)
    assert _speech_flags(book) == [(1, ["Hugh Pardoe"])]


def test_the_same_speaker_goes_on_after_an_attribution(book_factory):
    long = " ".join(["and the barley was late that year"] * 20)
    bible = {"characters/Hugh Pardoe.md": "# Hugh Pardoe\n- Gender: male\n## Baseline\n- Speech: terse, a man of few words\n"}
    book = book_factory({
        "1.md": f"# Chapter 1\n\nHugh Pardoe looked at the sky.\n\n\"Rain,\" Hugh Pardoe said. \"I recall a spring {long}.\"\n",
    }, bible)
    assert _speech_flags(book) == [(1, ["Hugh Pardoe"])]


def test_zh_a_name_leading_into_the_words_says_them(book_factory):
    long = "那年的麦子收得晚，" * 20
    bible = {"characters/葛老栓.md": "# 葛老栓\n- 性别：男\n## 性格基线\n- 说话习惯：惜字如金，只说短句\n"}
    book = book_factory({
        "1.md": f"# 第一章\n\n葛老栓把烟袋往鞋底上一磕，眯着眼看了看天，“{long}”\n",
    }, bible)
    assert _speech_flags(book) == [(1, ["葛老栓"])]


def test_zh_a_pronoun_after_an_unnamed_person_is_not_the_last_name(book_factory):
    bible = {"characters/葛老栓.md": "# 葛老栓\n- 性别：男\n## 性格基线\n- 说话习惯：轻声细语，从不高声\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n葛老栓站在码头上等船。\n\n那汉子也瞧见了他。他跳上岸来，扯开嗓门就嚷开了。\n",
    }, bible)
    assert _speech_flags(book) == []


def test_a_voice_of_command_may_be_raised(book_factory):
    bible = {"characters/Hugh Pardoe.md": "# Hugh Pardoe\n- Gender: male\n## Baseline\n- Speech: curt; gives orders in few words\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nHugh Pardoe climbed onto the cart, and bellowed for the men to form up.\n",
    }, bible)
    assert _speech_flags(book) == []


# ---------------------------------------------------------------- round-9 generalisations

def test_a_capitalised_death_word_is_part_of_a_name(book_factory):
    bible = {"characters/Mara Finch.md": "# Mara Finch\n- Gender: female\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nMara Finch kept the Slain Bell polished, as her aunt had.\n",
        "2.md": "# Chapter 2\n\nMara Finch rang the Slain Bell at noon.\n",
    }, bible)
    assert _conf(book, "dead_character_active") == []


def test_a_dead_man_in_a_dream_opened_the_sentence_before(book_factory):
    bible = {"characters/Mara Finch.md": "# Mara Finch\n- Gender: female\n",
             "characters/Otto Brand.md": "# Otto Brand\n- Gender: male\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nOtto Brand died in the winter.\n",
        "2.md": "# Chapter 2\n\nMara Finch was dreaming of the mill. In the dream Otto Brand stood at the wheel and waved.\n",
    }, bible)
    assert _conf(book, "dead_character_active") == []


def test_an_age_told_in_the_past_perfect_or_at_a_time_back_is_no_age_now(book_factory):
    bible = {"characters/Mara Finch.md": "# Mara Finch\n- Gender: female\n## Basics\n- Age: 40 (at chapter 1)\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nMara Finch opened the shop.\n",
        "2.md": "# Chapter 2\n\nThe locket had hung on her seven-year-old neck the morning Mara Finch first saw the sea.\n",
    }, bible)
    assert _conf(book, "baseline_violation") == []
    zh = {"characters/卢青山.md": "# 卢青山\n- 性别：男\n## 基础信息\n- 年龄：三十岁（第1章时）\n"}
    book2 = book_factory({
        "1.md": "# 第一章\n\n卢青山推开了铺门。\n",
        "2.md": "# 第二章\n\n那道疤是卢青山九岁在河边摸鱼时叫石头划的。\n",
    }, zh)
    assert _conf(book2, "baseline_violation") == []
    book3 = book_factory({
        "1.md": "# 第一章\n\n卢青山推开了铺门。\n",
        "2.md": "# 第二章\n\n卢青山今年九岁，个子还没柜台高。\n",
    }, zh)
    assert [c[0] for c in _conf(book3, "baseline_violation")] == [2]


def test_a_possessive_in_the_predicate_is_not_the_subject(book_factory):
    bible = {"characters/Otto Brand.md": "# Otto Brand\n- Gender: male\n## State\n- With Abel Stroud: Brand was his master\n",
             "characters/Abel Stroud.md": "# Abel Stroud\n- Gender: male\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nThe mill was quiet.\n",
        "2.md": "# Chapter 2\n\nAbel Stroud spoke first at the graveside, since Otto Brand had been his pupil once.\n",
    }, bible)
    assert [c[0] for c in _conf(book, "relation_reversal")] == [2]


def test_zh_protege_and_not_remembering_is_no_quarrel(book_factory):
    bible = {"characters/卢青山.md": "# 卢青山\n- 性别：男\n## 动态状态\n- 与杭子默：结义兄弟\n",
             "characters/杭子默.md": "# 杭子默\n- 性别：男\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n卢青山推开了铺门。\n",
        "2.md": "# 第二章\n\n杭子默原本不记得这条路。\n",
        "3.md": "# 第三章\n\n卢青山和杭子默虽同住一条街，却是出了名的冤家对头。\n",
    }, bible)
    assert [c[0] for c in _conf(book, "relation_reversal")] == [3]
    bible2 = {"characters/卢青山.md": "# 卢青山\n- 性别：男\n## 动态状态\n- 与杭子默：师徒（杭子默为师）\n",
              "characters/杭子默.md": "# 杭子默\n- 性别：男\n"}
    book2 = book_factory({
        "1.md": "# 第一章\n\n铺子里很静。\n",
        "2.md": "# 第二章\n\n杭子默是卢青山亲手带出来的门生。\n",
    }, bible2)
    assert [c[0] for c in _conf(book2, "relation_reversal")] == [2]


# ---------------------------------------------------------------- ranks written as the profile's detail, a stem, a roll
XIU_RULES = ("power_scale: [练气境, 凝元境, 化丹境, 归虚境]\n"
             "rules:\n  - id: fly-needs-ningyuan\n    text: 凝元境以下不能踏剑凌空\n"
             "    forbid_actions: [踏剑凌空]\n    unless_rank_at_least: 凝元境\n"
             "  - id: fire-needs-huadan\n    text: 化丹境以上方能唤出心火\n"
             "    forbid_actions: [唤出心火]\n    unless_rank_at_least: 化丹境\n")


def _xiu(rank_a: str, rank_b: str) -> dict:
    return {"characters/宁拂衣.md": f"# 宁拂衣\n- 性别：女\n## State\n- 境界：{rank_a}\n",
            "characters/卓青崖.md": f"# 卓青崖\n- 性别：男\n## State\n- 境界：{rank_b}\n",
            "rules.yaml": XIU_RULES}


def test_a_profile_rank_with_its_level_is_the_scale_rank(book_factory):
    # 练气境（第六重）is 练气境: flying before 凝元境 is flagged; 凝元境（初入）may fly
    book = book_factory({"1.md": "# 第一章\n\n天色未明，宁拂衣便踏剑凌空，往北去了。卓青崖随后踏剑凌空，紧紧跟着。\n"},
                        _xiu("练气境（第六重）", "凝元境（初入）"))
    assert _conf(book, "world_rule_violation") == [(1, ["宁拂衣"])]


def test_a_rank_stem_as_the_verb_and_in_a_roll_call(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n山门前点卯。“宁拂衣，凝元初期。卓青崖，练气八重。”执事念完，合上了名册。\n",
        "2.md": "# 第二章\n\n宁拂衣踏剑凌空，在云里绕了三圈。\n",
        "3.md": "# 第三章\n\n半月后，卓青崖也凝元了，高兴得一夜没睡。次日一早，卓青崖踏剑凌空，直上山顶。\n",
        "4.md": "# 第四章\n\n那一夜，宁拂衣在丹田中凝成了一枚化丹，清光满室。天亮时她唤出心火，炼了一炉药。\n",
    }, _xiu("练气境", "练气境"))
    assert _conf(book, "world_rule_violation") == []


def test_a_rank_in_an_if_or_a_pill_is_not_the_rank(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n卓青崖拍了拍她：“宁拂衣，你要是凝元了，我请你喝酒。”\n",
        "2.md": "# 第二章\n\n宁拂衣服下一颗凝元丹，当夜便踏剑凌空。\n",
    }, _xiu("练气境", "凝元境"))
    assert _conf(book, "world_rule_violation") == [(2, ["宁拂衣"])]


def test_a_rank_given_to_you_is_not_the_givers(book_factory):
    # ASCII quotation marks too: the words after them are someone's speech, not the rank of a name before them
    book = book_factory({
        "1.md": '# 第一章\n\n"起来。"卓青崖的目光在他脸上停了片刻，"升你凝元境。"\n',
        "2.md": "# 第二章\n\n次日，卓青崖踏剑凌空，往北去了。\n",
    }, _xiu("练气境", "练气境"))
    got = review(book, persist=False, quiet=True)
    assert [f.object for f in got.graph.facts_of("rank") if f.chapter > 0 and f.subject == "卓青崖"] == []
    assert [(c.chapter, c.entities) for c in got.report.conflicts if c.kind == "world_rule_violation"] == \
        [(2, ["卓青崖"])]

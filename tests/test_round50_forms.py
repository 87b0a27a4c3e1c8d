"""Forms met while reworking the misses of round 49 and before (own phrasings): a way of talking stated as a
person's habit in the narration, against the bible's; a chapter's date that counts the days to something still
to come ("离月考还有九天") is the day now."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

ZH_LOUD = {"characters/a.md": "# 马小芸\n- 性别：女\n## 基线\n- 说话习惯：大嗓门，隔着两栋楼都听得见\n",
           "characters/b.md": "# 贺青\n- 性别：女\n## 基线\n- 说话习惯：话少，声音不高\n"}


def test_zh_a_quiet_habit_stated_against_a_big_voice(book_factory):
    chs = ["马小芸在楼下一嗓子，整栋楼都醒了。", "马小芸平日里说话轻言细语的，连食堂阿姨都夸她斯文。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_LOUD, zh=True), "baseline_violation") == [(2, ["马小芸"])]
    # said of someone else; said as a one-time whisper; or denied: nothing
    for other in ("贺青平日里说话轻言细语的，连食堂阿姨都夸她斯文。",
                  "马小芸凑过去，轻言细语地问了一句。",
                  "马小芸倒不是轻言细语的人，一开口半条街都听得见。"):
        chs[1] = other
        assert conflicts_of(chapters_book(book_factory, chs, ZH_LOUD, zh=True), "baseline_violation") == [], other


def test_zh_a_big_voice_stated_against_a_quiet_habit(book_factory):
    chs = ["贺青点了点头。", "贺青打小就是个大嗓门，在操场那头喊一声，这头都听得见。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_LOUD, zh=True), "baseline_violation") == [(2, ["贺青"])]


EN_LOUD = {"characters/a.md": "# Bram Tolley\n- Gender: male\n## Baseline\n- Speech: a big voice; never stops talking\n",
           "characters/b.md": "# Ada Penn\n- Gender: female\n## Baseline\n- Speech: taciturn, a word or two\n"}


def test_en_a_quiet_habit_stated_against_a_big_voice(book_factory):
    chs = ["Bram Tolley told the whole market about his pig.",
           "At the sale Bram Tolley had always been softly spoken, and the auctioneer had to lean in to hear his bids."]
    assert conflicts_of(chapters_book(book_factory, chs, EN_LOUD), "baseline_violation") == [(2, ["Bram Tolley"])]
    for other in ("At the sale Bram Tolley was not softly spoken, and the auctioneer did not have to lean in.",
                  "At the sale Ada Penn had always been softly spoken, and the auctioneer had to lean in to hear her bids.",
                  "At the sale Bram Tolley said in a low voice that he would bid no higher."):
        chs[1] = other
        assert conflicts_of(chapters_book(book_factory, chs, EN_LOUD), "baseline_violation") == [], other


def test_en_a_talker_stated_against_a_taciturn_habit(book_factory):
    chs = ["Ada Penn nodded.", "In the dairy Ada Penn was famously a chatterbox, and the cows knew all her news."]
    assert conflicts_of(chapters_book(book_factory, chs, EN_LOUD), "baseline_violation") == [(2, ["Ada Penn"])]
    chs[1] = "That was Ada. Ada Penn could never keep her mouth shut; ask her the way and you got the parish history."
    assert conflicts_of(chapters_book(book_factory, chs, EN_LOUD), "baseline_violation") == [(2, ["Ada Penn"])]


ZH_T = {"characters/a.md": "# 韩小满\n- 性别：女\n"}


def test_zh_a_chapter_date_counting_down_to_something_is_now(book_factory):
    chs = ["3月2日，开学。韩小满搬进了宿舍。", "3月15日，韩小满第一次去图书馆。",
           "3月8日，星期二，离月考还有九天，韩小满一早就去占座。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_T, zh=True), "timeline_jump") == [(3, [])]
    # a day still to come, counted to, is no date of the scene, and a later chapter's day is not before it
    chs[1] = "3月15日，韩小满第一次去图书馆。月考定了：4月8日，还有二十多天。"
    chs[2] = "3月20日，星期日，韩小满一早就去占座。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH_T, zh=True), "timeline_jump") == []


def _club(rank_a: str, zh: bool) -> dict:
    if zh:
        return {"characters/a.md": f"# 葛蔓\n- 性别：女\n## 状态\n- 职级：{rank_a}\n",
                "rules.yaml": "power_scale: [社员, 副社长, 社长]\nrules:\n  - id: seal\n    text: 社长以下不得盖社团公章\n"
                              "    forbid_actions: [盖了社团公章, 盖上了社团公章]\n    unless_rank_at_least: 社长\n"}
    return {"characters/a.md": f"# Nell Ashe\n- Gender: female\n## State\n- Rank: {rank_a}\n",
            "rules.yaml": "power_scale: [member, deputy chair, chair]\nrules:\n  - id: seal\n    text: Only the chair "
                          "seals the minutes\n    forbid_actions: [sealed the minutes]\n    unless_rank_at_least: chair\n"}


def test_a_bible_rank_named_with_its_office_around_it(book_factory):
    chs = ["葛蔓去了活动室。", "葛蔓等大家走了，才把章拿出来，盖了社团公章。"]
    assert conflicts_of(chapters_book(book_factory, chs, _club("摄影社普通社员", True), zh=True),
                        "world_rule_violation") == [(2, ["葛蔓"])]
    # the longest rank it names: a 副社长 is not a 社长 because the word holds 社长
    assert conflicts_of(chapters_book(book_factory, chs, _club("摄影社副社长", True), zh=True),
                        "world_rule_violation") == [(2, ["葛蔓"])]
    assert conflicts_of(chapters_book(book_factory, chs, _club("摄影社社长（第二任）", True), zh=True),
                        "world_rule_violation") == []
    chs = ["Nell Ashe went to the hall.", "When the others had gone Nell Ashe sealed the minutes herself."]
    assert conflicts_of(chapters_book(book_factory, chs, _club("ordinary member of the rowing club", False)),
                        "world_rule_violation") == [(2, ["Nell Ashe"])]
    # (a word that only holds the rank's letters is not the rank: "chairwoman's niece" names no chair)
    assert conflicts_of(chapters_book(book_factory, chs, _club("the chairwoman's niece", False)),
                        "world_rule_violation") == []


EN_T = {"characters/a.md": "# Jem Pardew\n- Gender: male\n"}


def test_old_style_ordinals_and_a_week_later_than_promised(book_factory):
    # "the 2d of July" is the second of July; "a week later than he had promised" moves no clock
    chs = ["On the 20th of June Jem Pardew went up to London.",
           "Jem Pardew came back on the 2d of July, a week later than he had promised, and went straight to the loft.",
           "It was the 5th of July, three days since Jem Pardew had come home, and the loft was busy again."]
    assert conflicts_of(chapters_book(book_factory, chs, EN_T), "timeline_jump") == []
    # a date the clock has passed is still found when the sentence counts from something done since
    chs[2] = "It was the 28th of June, barely a week since the carter had thrown Jem Pardew's box off the cart."
    assert conflicts_of(chapters_book(book_factory, chs, EN_T), "timeline_jump") == [(3, [])]


SHIP = {"characters/a.md": "# Owen Tarr\n- Gender: male\n",
        "characters/b.md": "# Silas Rook\n- Gender: male\n- Aliases: the skipper, Skipper Rook\n"}


def test_a_count_after_a_death_heading_its_sentence(book_factory):
    chs = ["On the 3rd of May Owen Tarr signed on.",
           "On the 10th of May the skipper died in his bunk, and they put him over the side at noon.",
           "On the 13th of May, three days after the skipper died, Owen Tarr took the wheel."]
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "timeline_jump") == []
    chs[2] = "Twelve days after the skipper died, on the 13th of May, Owen Tarr took the wheel."
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "timeline_jump") == [(3, ["Silas Rook"])]


def test_a_count_out_of_a_port_named_before_the_sentence_of_leaving(book_factory):
    chs = ["We lay at Valparaiso a week, mending sails. On the 2nd of March, before dawn, we weighed and stood out to sea.",
           "Four days out of Valparaiso, on the 6th of March, Owen Tarr saw the first albatross."]
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "timeline_jump") == []
    chs[1] = "Nine days out of Valparaiso, on the 6th of March, Owen Tarr saw the first albatross."
    assert conflicts_of(chapters_book(book_factory, chs, SHIP), "timeline_jump") == [(2, [])]


def test_a_month_named_may_and_a_man_named_will_are_no_modals(book_factory):
    bible = {"characters/a.md": "# Owen Tarr\n- Gender: male\n", "characters/b.md": "# Silas Rook\n- Gender: male\n",
             "characters/c.md": "# Will Penhale\n- Gender: male\n## State\n- Rank: hand\n",
             "rules.yaml": "power_scale: [hand, mate, master]\nrules:\n  - id: log\n    text: Only the master keeps the log\n"
                           "    forbid_actions: [wrote up the log]\n    unless_rank_at_least: master\n"
                           "  - id: dead\n    death_is_final: true\n"}
    chs = ["Owen Tarr signed on.", "On the 10th of May Silas Rook died of the fever.",
           "Silas Rook climbed to the masthead and hailed the deck."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "dead_character_active") == [(3, ["Silas Rook"])]
    chs = ["Owen Tarr signed on.", "On the 4th of May Will Penhale wrote up the log by the binnacle lamp."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "world_rule_violation") == [(2, ["Will Penhale"])]
    chs[1] = "Will Penhale may have wrote up the log, for all anyone knew."
    assert conflicts_of(chapters_book(book_factory, chs, bible), "world_rule_violation") == []


def test_learned_his_trade_at_someones_elbow(book_factory):
    bible = {"characters/a.md": "# Cato Breen\n- Gender: male\n## Relations\n- With Amos Frake: master; Cato took Amos on "
                                "as a boy and taught him the trade\n",
             "characters/b.md": "# Amos Frake\n- Gender: male\n"}
    chs = ["Cato Breen opened the forge.", "The smoke rose. Cato Breen, who had learned his whole trade at Amos Frake's "
                                           "side, stood back and let the younger man judge the heat."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal") == [(2, ["Amos Frake", "Cato Breen"])]
    chs[1] = "The smoke rose. Amos Frake, who had learned his whole trade at Cato Breen's side, judged the heat."
    assert conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal") == []


# ---- round 50 (English): a fenland priory of my own
PRIORY = {"characters/a.md": "# Anselm\n- Gender: male\n- Age: 40 (at chapter 1)\n- Eyes: grey\n",
          "characters/b.md": "# Wystan\n- Gender: male\n- Eyes: green\n"}


def test_a_beat_after_unattributed_words_is_the_speakers(book_factory):
    chs = ["Anselm trimmed the lamp.",
           "\"Brother Anselm, I only—\" Wystan began.\n\n\"Hear me out. I will not stop being your teacher, Wystan, and "
           "I will not lie for you either.\" He set down the cup, and his grey eyes were steady."]
    assert conflicts_of(chapters_book(book_factory, chs, PRIORY), "baseline_violation") == []
    # the same beat after the other man's words is his
    chs[1] = ("\"Brother Anselm, I only—\" Wystan began.\n\n\"Hear me out.\" Anselm raised a hand.\n\n\"I only wanted "
              "to say I am sorry, Anselm.\" He set down the cup, and his grey eyes were steady.")
    assert conflicts_of(chapters_book(book_factory, chs, PRIORY), "baseline_violation") == [(2, ["Wystan"])]


def test_a_he_in_words_spoken_to_the_narrator_is_not_the_narrator(book_factory):
    chs = ["I asked Wystan about it. He said, \"Come now, Anselm, he is ninety and wandering in his wits.\""]
    book = book_factory({"001.md": f"# Chapter 1\n\n{chs[0]}\n"}, PRIORY,
                        '[book]\ntitle = "P"\nlanguage = "en"\nnarrator = "Anselm"\n')
    assert conflicts_of(book, "baseline_violation") == []


def test_a_later_step_inside_a_memory_told_in_the_pluperfect(book_factory):
    chs = ["On the 3rd of March Anselm walked to the mill.",
           "On the 5th of March Wystan sat by the fire and thought of his mother. She had given him the knife that last "
           "summer. She had wrapped it in a scrap of linen and had said nothing at all.\n\nTwo months later she had been "
           "dead of the flux, and the knife was all he had.\n\nOn the 9th of March Anselm came back from the mill."]
    assert conflicts_of(chapters_book(book_factory, chs, PRIORY), "timeline_jump") == []


def test_saints_days_and_the_year_of_our_lord(book_factory):
    chs = ["On the 2nd of December in the Year of Our Lord 1150, Anselm began the psalter.",
           "On St Nicholas's Day the novices had their feast.",
           "Three days after the feast of St Nicholas, on the eve of St Lucy, the ink froze in the horns."]
    assert conflicts_of(chapters_book(book_factory, chs, PRIORY), "timeline_jump") == [(3, [])]  # 6th+3 is not the 12th
    chs[2] = "Six days after the feast of St Nicholas, on the eve of St Lucy, the ink froze in the horns."
    assert conflicts_of(chapters_book(book_factory, chs, PRIORY), "timeline_jump") == []
    chs[2] = "On 30 November in the year of our Lord 1150 the ink froze in the horns."
    assert conflicts_of(chapters_book(book_factory, chs, PRIORY), "timeline_jump") == [(3, [])]


def test_an_unnamed_newcomer_goes_on_as_he_past_a_name_in_a_clause(book_factory):
    bible = {"characters/a.md": "# Anselm\n- Gender: male\n- Handedness: left\n"}
    stranger = ("The traveller came in at dusk, when the lamps were being lit.\n\nHe was a short man, with a voice that "
                "Anselm later said he would know anywhere. He might have been a drover. His left arm was in a sling of "
                "sacking, and he kept it close.")
    chs = ["Anselm swept the porch.", f"Anselm kept the door that week.\n\n{stranger}\n\nAnselm dipped the pen with his "
                                      "right hand and wrote the man's name."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(2, ["Anselm"])]
    # his own arm in a sling explains it
    chs[1] = chs[1].replace(stranger, "Anselm's left arm was in a sling of sacking that week.")
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == []


def test_a_hatred_measured_against_everyone(book_factory):
    bible = {"characters/a.md": "# Anselm\n- Gender: male\n## Relations\n- With Wystan: friend since the novitiate\n",
             "characters/b.md": "# Wystan\n- Gender: male\n"}
    chs = ["Anselm and Wystan walked the cloister together.",
           "At the chapter meeting Wystan, whom Anselm detested above all men in the priory, read the lesson."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal") == [(2, ["Anselm", "Wystan"])]
    chs[1] = "At the chapter meeting Anselm loathed Wystan worse than anyone, and would not look at him."
    assert conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal") == [(2, ["Anselm", "Wystan"])]
    # a quarrel written out first explains it
    chs.insert(1, "Wystan told the prior what Anselm had said in confidence, and Anselm found out, and they quarrelled "
                  "bitterly in the scriptorium.")
    assert conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal") == []


def test_a_dead_mans_deeds_told_of_not_done(book_factory):
    bible = {"characters/a.md": "# Anselm\n- Gender: male\n", "characters/b.md": "# Wystan\n- Gender: male\n",
             "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}
    chs = ["Anselm copied the gospel.", "In the night Wystan died in the infirmary, and they buried him at Prime."]
    for later, flagged in (("The wall stood where it stood, just as Wystan built it twenty years ago.", False),
                           ("The hinge still holds; the carpenter swears Wystan forged it himself.", False),
                           ("Wystan hid the key, as the prior had told him, and was drowned in the flood with it.", False),
                           ("At Vespers Wystan lit the candles along the nave.", True)):
        book = chapters_book(book_factory, chs + [later], bible)
        assert conflicts_of(book, "dead_character_active") == ([(3, ["Wystan"])] if flagged else []), later


def test_leave_for_a_ranked_act_told_in_the_narration(book_factory):
    bible = {"characters/a.md": "# Anselm\n- Gender: male\n## State\n- Rank: novice\n",
             "rules.yaml": "power_scale: [novice, brother, prior]\nrules:\n  - id: gate\n    text: Only a brother goes "
                           "out of the gate\n    forbid_actions: [went out of the gate]\n    unless_rank_at_least: brother\n"}
    for line, flagged in (("At dawn, by leave of the prior, Anselm went out of the gate with the cart.", False),
                          ("Anselm went out of the gate at dawn, on Father Prior's orders, to fetch the physician.", False),
                          ("Having the cellarer's permission, Anselm went out of the gate.", False),
                          ("At dawn Anselm went out of the gate with the cart, and nobody stopped him.", True)):
        chs = ["Anselm swept the cloister.", line]
        assert conflicts_of(chapters_book(book_factory, chs, bible), "world_rule_violation") == (
            [(2, ["Anselm"])] if flagged else []), line


# ---- round 50 (Chinese): a system serial of my own
SYS = {"characters/a.md": "# 林野\n- 性别：男\n## 状态\n- 等级：一阶\n", "characters/b.md": "# 赵虎\n- 性别：男\n## 状态\n- 等级：一阶\n",
       "rules.yaml": "power_scale: [普通人, 一阶, 二阶, 三阶]\nrules:\n  - id: out\n    text: 三阶以下不得带队出城\n"
                     "    forbid_actions: [带队出城]\n    unless_rank_at_least: 三阶\n"}


def test_zh_a_system_notice_to_its_host_raises_his_rank(book_factory):
    up = ("林野在天台上坐了一整夜。\n\n天快亮的时候，他把最后一颗晶核攥碎了，连赵虎都不敢上来打扰。\n\n【叮！恭喜宿主，晋升至三阶】"
          "\n\n风停了。")
    chs = ["林野和赵虎守着东门。", up, "第二天，林野带队出城，去北边的超市找药。"]
    assert conflicts_of(chapters_book(book_factory, chs, SYS, zh=True), "world_rule_violation") == []
    chs[1] = up.replace("【叮！恭喜宿主，晋升至三阶】", "【叮！晶核吸收完毕】")
    assert conflicts_of(chapters_book(book_factory, chs, SYS, zh=True), "world_rule_violation") == [(3, ["林野"])]
    # the one named in passing is not the host: 赵虎 is still 一阶
    chs[2] = "第二天，赵虎带队出城，去北边的超市找药。"
    chs[1] = up
    assert conflicts_of(chapters_book(book_factory, chs, SYS, zh=True), "world_rule_violation") == [(3, ["赵虎"])]


def test_zh_years_of_learning_a_craft_under_someone(book_factory):
    bible = {"characters/a.md": "# 葛青山\n- 性别：男\n## 关系\n- 与孟小川：师徒，葛青山是孟小川的师父\n",
             "characters/b.md": "# 孟小川\n- 性别：男\n"}
    chs = ["葛青山在铺子里打铁。", "孟小川跟着葛青山学了整整五年手艺，如今也能独自开炉了。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "relation_reversal") == []
    chs[1] = "葛青山跟着孟小川学了三年刀法，如今也能独自开炉了。"
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "relation_reversal") == [(2, ["孟小川", "葛青山"])]


def test_zh_a_dead_womans_handling_with_ba_and_her_image_in_the_mind(book_factory):
    bible = {"characters/a.md": "# 林野\n- 性别：男\n", "characters/b.md": "# 许青\n- 性别：女\n",
             "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}
    chs = ["林野守着东门。", "那天夜里，许青死了，死在加油站的火里。"]
    for later, flagged in (("许青把对讲机往桌上一扔，说：“北边那条路还能走。”", True),
                           ("许青把一袋压缩饼干塞进了林野的背包。", True),
                           ("林野闭上眼。火光。枪声。许青回头冲他笑的样子。", False),
                           ("林野闭上眼，眼前全是许青冲进火里的背影。", False)):
        assert conflicts_of(chapters_book(book_factory, chs + [later], bible, zh=True), "dead_character_active") == (
            [(3, ["许青"])] if flagged else []), later


def test_zh_a_she_in_words_whose_age_is_another_womans(book_factory):
    bible = {"characters/a.md": "# 林野\n- 性别：男\n", "characters/b.md": "# 许青\n- 性别：女\n- 年龄：二十六岁（第1章时）\n",
             "characters/c.md": "# 林朵\n- 性别：女\n- 年龄：十二岁（第1章时）\n"}
    talk = "林朵缩在床角。\n\n“昨晚许青和她差点就回不来了。”林野说。\n\n“所以更要练。”\n\n“她{age}岁。”"
    chs = ["林野守着东门。", talk.format(age="十二")]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == []
    # an age no one of her sex has is still read as the one the she is taken for
    chs[1] = "许青坐下了。\n\n“她今年三十一岁了。”林野说，看着许青。"
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "baseline_violation") == [(2, ["许青"])]


def test_zh_days_gone_back_to_in_memory_and_a_place_s_history(book_factory):
    bible = {"characters/a.md": "# 林野\n- 性别：男\n"}
    first = "末世第四十天，林野守着东门。"
    for later, flagged in (("末世第四十二天。林野跪在坟前，想起了末世第一天。\n\n那是一个普通的周六，他在楼下买早饭。", False),
                           ("末世第四十二天。林野跪在坟前，又想起了末世第九天。\n\n末世第九天。\n\n那天他们撞开了仓库的门。", False),
                           ("末世第四十二天。基地建在老纺织厂里。\n\n末世第五天，一队残兵撤进来，把围墙加高了一倍。如今，这里住着三百多人。",
                            False),
                           ("末世第五天，林野带着小队撤进了纺织厂。", True)):
        got = conflicts_of(chapters_book(book_factory, [first, later], bible, zh=True), "timeline_jump")
        assert got == ([(2, [])] if flagged else []), later


def test_a_calendar_of_two_word_moons_listed_over_two_lines(book_factory):
    bible = {"characters/a.md": "# Ulla\n- Gender: female\n",
             "world.md": "# World\n## Reckoning\n- The year has twelve moons of thirty nights.\n"
                         "- Dark half: Ice Moon (the first), Thaw Moon, Seed Moon, Rain Moon, Bloom Moon, High Moon.\n"
                         "- Light half: Reap Moon, Leaf Moon, Mist Moon, Ash Moon, Deep Moon, Snow Moon.\n"}
    chs = ["On the third night of Rain Moon Ulla mended the nets.",
           "On the twelfth night of Bloom Moon Ulla took the boat out; at midsummer they would sail south.",
           "On the second night of Reap Moon the herring came."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "timeline_jump") == []
    chs[2] = "On the second night of Thaw Moon the ice went out of the bay."
    assert conflicts_of(chapters_book(book_factory, chs, bible), "timeline_jump") == [(3, [])]


def test_her_name_was_hands_on_to_the_next_she_and_kinds_of_hands_side_by_side(book_factory):
    bible = {"characters/a.md": "# Sigrid\n- Gender: female\n- Age: 18 (at chapter 1)\n- Handedness: right\n",
             "characters/b.md": "# Asta\n- Gender: female\n", "characters/c.md": "# Bjorn\n- Gender: male\n- Handedness: right\n"}
    chs = ["\"Harder,\" Sigrid said. \"The iron is cooling.\"\n\nBjorn pumped harder. The coals went from red to yellow.\n\n"
           "Her mother came in from the byre then. Her name was Asta, but since the flood most people on the farm called her "
           "the Widow, and she did not mind it. She was a broad, straight-backed woman of fifty-two winters with blue eyes."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == []
    chs = ["Bjorn swung and missed. Sigrid went in low on his right side, where a left-handed fighter strikes from and a "
           "right-handed man never looks, and drove the spear home."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == []
    chs = ["Bjorn swung and missed, and swung again left-handed, as he always had."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(1, ["Bjorn"])]


def test_zh_the_him_after_gen_is_the_one_the_passage_is_about(book_factory):
    bible = {"characters/a.md": "# 周小楼\n- 性别：男\n## 关系\n- 与韩三：结拜兄弟，情同手足\n",
             "characters/b.md": "# 韩三\n- 性别：男\n", "characters/c.md": "# 钱掌柜\n- 性别：男\n"}
    chs = ["周小楼和韩三在院里练功。",
           "周小楼坐在镜子前，自己上妆，手很稳。\n\n后台里人人都来道喜。钱掌柜拿来一个红纸包，说是班里给的喜钱。\n\n"
           "只有韩三没露面。这也不奇怪——韩三跟他向来不对付，碰了面连句客套话都懒得说。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "relation_reversal") == [(2, ["周小楼", "韩三"])]


def test_zh_no_friendship_to_speak_of_between_sworn_brothers(book_factory):
    bible = {"characters/a.md": "# 周小楼\n- 性别：男\n## 关系\n- 与韩三：结拜兄弟，情同手足\n", "characters/b.md": "# 韩三\n- 性别：男\n"}
    chs = ["周小楼和韩三在院里练功。", "韩三远远看见周小楼，抱了抱拳。他与周小楼向来没什么交情，只在戏园子里见过几面。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "relation_reversal") == [(2, ["周小楼", "韩三"])]


def test_a_worn_thing_swinging_on_its_chain(book_factory):
    bible = {"characters/a.md": "# Ada Finch\n- Gender: female\n- Always wears: her mother's locket on a silver chain\n"}
    chs = ["Ada Finch bent over the ledger, her mother's locket dangling from its silver chain.",
           "Ada Finch leaned over the rail, the locket swinging on its gold chain as the ship rolled."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == [(2, ["Ada Finch"])]
    chs[1] = "Ada Finch leaned over the rail, the locket swinging on its silver chain as the ship rolled."
    assert conflicts_of(chapters_book(book_factory, chs, bible), "baseline_violation") == []


# ---- round 51 (English): an island light of my own
LIGHT = {"characters/a.md": "# Angus Reid\n- Gender: male\n- Age: 58 (at chapter 1)\n",
         "characters/b.md": "# Neil Baird\n- Gender: male\n- Age: 30 (at chapter 1)\n",
         "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}


def test_held_breath_is_no_death_and_a_third_man_with_two_mens_names(book_factory):
    chs = ["Angus Reid trimmed the wicks.",
           "The boat came in under the crane. Nobody spoke, and up on the gallery Neil Baird had stopped breathing "
           "altogether.",
           "Neil Baird carried the oil up the stair."]
    assert conflicts_of(chapters_book(book_factory, chs, LIGHT), "dead_character_active") == []
    chs = ["Angus Reid trimmed the wicks.", "Young Angus Baird, aged six, son of the assistant, was found on the rocks."]
    assert conflicts_of(chapters_book(book_factory, chs, LIGHT), "baseline_violation") == []
    chs[1] = "Angus Reid, aged forty, sat by the lamp."
    assert conflicts_of(chapters_book(book_factory, chs, LIGHT), "baseline_violation") == [(2, ["Angus Reid"])]


# ---- round 51 (Chinese): a medicine hall of my own
HALL = {"characters/a.md": "# 孙掌柜\n- 性别：男\n- 别名：掌柜\n", "characters/b.md": "# 陆鹤年\n- 性别：男\n- 别名：陆先生、先生\n",
        "characters/c.md": "# 何三\n- 性别：男\n", "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}


def test_zh_eyes_gone_in_a_smile_and_another_mans_title(book_factory):
    chs = ["孙掌柜听了，笑得眼睛都没了，连声说好。", "孙掌柜第二天一早就开了铺门。"]
    assert conflicts_of(chapters_book(book_factory, chs, HALL, zh=True), "dead_character_active") == []
    chs = ["那天夜里，陆鹤年咽了最后一口气。",
           "冯先生来坐堂了。冯先生问了半天，诊了脉，才开了方子。何三在一旁磨墨。",
           "里间的帘子一动，陆鹤年探出半个身子，朝外头看了一眼。"]
    assert conflicts_of(chapters_book(book_factory, chs, HALL, zh=True), "dead_character_active") == [(3, ["陆鹤年"])]


def test_zh_acting_in_the_capacity_of_a_rank(book_factory):
    bible = {"characters/a.md": "# 沈小川\n- 性别：男\n## 状态\n- 等级：伙计\n",
             "rules.yaml": "power_scale: [学徒, 伙计, 坐堂先生]\nrules:\n  - id: call\n    text: 坐堂先生以下不得出诊\n"
                           "    forbid_actions: [出诊去了]\n    unless_rank_at_least: 坐堂先生\n"}
    chs = ["沈小川在柜台后头抓药。", "会首点了头。沈小川背起药箱，这是他头一回以坐堂先生的身份出诊。", "第二天，沈小川又背着药箱出诊去了。"]
    assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "world_rule_violation") == []
    for other in ("会首没点头。沈小川心想，总有一天要以坐堂先生的身份出诊。", "会首点了头。沈小川想起自己当年以学徒身份进门的那天。"):
        chs[1] = other
        assert conflicts_of(chapters_book(book_factory, chs, bible, zh=True), "world_rule_violation") == [(3, ["沈小川"])], other


def test_what_a_dead_mans_will_left_is_no_act(book_factory):
    chs = ["Angus Reid trimmed the wicks.", "In the night Angus Reid died in his chair by the stove."]
    for later, flagged in (("There is news: Mr Reid left Mrs Baird a cottage in Tarbert, and nobody knew.", False),
                           ("It came out at the reading that Angus Reid left everything to his sister.", False),
                           ("At dusk Angus Reid left the tower and walked down to the landing.", True)):
        assert conflicts_of(chapters_book(book_factory, chs + [later], LIGHT), "dead_character_active") == (
            [(3, ["Angus Reid"])] if flagged else []), later

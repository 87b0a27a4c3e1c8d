"""Deaths told as news in someone's words, the living past (那时候……还活着, 往年), dates of days already gone or
still to come, and who a rank, a hand or a line of talk belongs to. Phrasings written for these tests (a river
guild, a dye works, a lighthouse), after the rules; each test fails with its rule taken out."""
from __future__ import annotations

from kg.review import review

ZH_GUILD = {
    "characters/钱守义.md": "# 钱守义\n- 别名：钱管事\n- 性别：男\n",
    "characters/孟小蝉.md": "# 孟小蝉\n- 性别：女\n## 基础信息\n- 惯用手：右手\n## 状态\n- 品级：学徒\n- 与邹四娘：结拜姐妹\n",
    "characters/邹四娘.md": "# 邹四娘\n- 性别：女\n## 状态\n- 品级：学徒\n",
    "rules.yaml": "power_scale: [学徒, 帮工, 管事, 总管]\ndeath_is_final: true\n",
}


def _kinds(result, kind):
    return [c for c in result.report.conflicts if c.kind == kind]


def test_zh_a_death_told_as_news_counts_and_the_dead_then_acting_is_flagged_as_a_warning(book_factory):
    book = {
        "1.md": "# 第一章 码头\n钱管事站在码头上点货，一船一船地数。",
        "2.md": "# 第二章 噩耗\n天刚亮，邹四娘一头撞进门来，拉住孟小蝉就哭：“钱管事咽气了！半夜里的事，郎中说是心口疼。”孟小蝉手里的碗掉在了地上。",
        "3.md": "# 第三章 盘账\n过了十来天，孟小蝉去货栈盘账，一进门就瞧见钱管事坐在柜台后头拨算盘。",
    }
    r = review(book_factory(book, ZH_GUILD), quiet=True)
    died = [(f.subject, f.chapter, f.detail.get("spoken")) for f in r.graph.facts_of("died")]
    assert died == [("钱守义", 2, True)]
    da = _kinds(r, "dead_character_active")
    assert [(c.chapter, c.severity.value) for c in da] == [(3, "warning")]
    # a question about it is no news
    book["2.md"] = "# 第二章 噩耗\n天刚亮，邹四娘一头撞进门来：“钱管事咽气了？谁说的？”孟小蝉摇了摇头。"
    r = review(book_factory(book, ZH_GUILD), quiet=True)
    assert not r.graph.facts_of("died") and not _kinds(r, "dead_character_active")


def test_zh_alive_back_then_is_no_revival_and_what_the_dead_did_in_past_years_is_no_act(book_factory):
    r = review(book_factory({
        "1.md": "# 第一章 出殡\n钱守义病了半个月，腊月里咽了气。",
        "2.md": ("# 第二章 年关\n又到了盘年账的时候。那时候钱管事还活着，账房里总是暖烘烘的。"
                 "往年这本总账是钱管事领着对，今年轮到了孟小蝉。"),
        "3.md": "# 第三章 元宵\n孟小蝉把账本锁进了柜子。",
    }, ZH_GUILD), quiet=True)
    assert not r.graph.facts_of("revived")
    assert not _kinds(r, "dead_character_active")


def test_zh_the_seen_doing_count_and_a_body_laid_out_does_nothing(book_factory):
    book = {
        "1.md": "# 第一章 出殡\n钱守义病了半个月，腊月里咽了气。邹四娘替他换了寿衣。钱守义闭着眼，脸色蜡黄。",
        "2.md": "# 第二章 货栈\n孟小蝉推开货栈的门，只见钱守义靠在柜台后头打盹。",
    }
    r = review(book_factory(book, ZH_GUILD), quiet=True)
    assert [c.chapter for c in _kinds(r, "dead_character_active")] == [2]
    book["1.md"] = "# 第一章 出殡\n钱守义病了半个月，腊月里咽了气。"
    book["2.md"] = "# 第二章 守灵\n孟小蝉替钱守义擦了脸。钱守义闭着眼，嘴角还带着点笑。"
    assert not _kinds(review(book_factory(book, ZH_GUILD), quiet=True), "dead_character_active")


def test_zh_falling_out_in_so_many_words_is_a_cause(book_factory):
    r = review(book_factory({
        "1.md": "# 第一章 学艺\n孟小蝉和邹四娘一同进了染坊，两人好得像一个人。",
        "2.md": "# 第二章 翻脸\n为了一匹染坏的绸子，孟小蝉和邹四娘当着众人撕破了脸。",
        "3.md": "# 第三章 冤家\n如今孟小蝉与邹四娘成了冤家对头，见面连招呼都不打。",
    }, ZH_GUILD), quiet=True)
    assert not _kinds(r, "relation_reversal")


def test_zh_my_sisters_rank_and_yours_are_not_mine_nor_the_name_met_on_the_way(book_factory):
    r = review(book_factory({
        "1.md": ("# 第一章 升迁\n邹四娘拉着孟小蝉的手说：“我妹妹是管事，你怕什么？”\n\n"
                 "钱管事冷笑道：“你有总管撑腰，有钱守义看重，才一年就升了帮工。”"),
    }, ZH_GUILD), quiet=True)
    ranks = [(f.subject, f.object) for f in r.graph.facts_of("rank") if f.chapter == 1]
    assert ranks == []


def test_zh_a_left_hander_of_hers_is_not_her(book_factory):
    book = {"1.md": "# 第一章 邻里\n孟小蝉一边择菜一边说，她家隔壁的箍桶匠也是左撇子，箍的桶从来不漏。"}
    r = review(book_factory(book, ZH_GUILD), quiet=True)
    assert not [f for f in r.graph.facts_of("handedness") if f.chapter == 1]
    book = {"1.md": "# 第一章 邻里\n孟小蝉是个左撇子，择菜也用左手。"}
    r = review(book_factory(book, ZH_GUILD), quiet=True)
    assert [(f.subject, f.object) for f in r.graph.facts_of("handedness") if f.chapter == 1] == [("孟小蝉", "left")]


def test_zh_a_day_already_past_a_page_read_and_a_day_still_ahead_do_not_move_the_clock(book_factory):
    r = review(book_factory({
        "1.md": "# 第一章 开市\n乾元三年四月初十，染坊开了张。",
        "2.md": ("# 第二章 查账\n孟小蝉翻着旧账，三月十八那几页都在，再往后，却一下跳到了三月廿六。\n\n"
                 "昨天夜里，四月初九，有人撬过账房的锁。\n\n"
                 "四月廿八，还差半个多月。"),
        "3.md": "# 第三章 端阳\n次日，四月十二，孟小蝉去了趟城隍庙。",
    }, ZH_GUILD), quiet=True)
    assert [f.object for f in r.graph.facts_of("timeMark") if f.chapter == 2 and f.modality == "asserted"] == []
    assert not _kinds(r, "timeline_jump")


EN_CAST = {
    "characters/Tom Pellow.md": "# Tom Pellow\n- Gender: male\n## Basics\n- Handedness: right\n",
    "characters/Jory Vane.md": "# Jory Vane\n- Gender: male\n",
    "characters/Kit Marr.md": "# Kit Marr\n- Gender: male\n## Basics\n- Handedness: left\n",
}


def test_en_he_in_someones_words_is_not_the_speaker_nor_a_name_called_out(book_factory):
    r = review(book_factory({"1.md": (
        "# Chapter 1\n\n\"Can you trim a wick?\" came the keeper's voice from the top of the lamp stair.\n\n"
        "\"I can, Mr Pellow.\"\n\n"
        "\"He trims left-handed,\" said Jory Vane. \"Always has.\"\n")}, EN_CAST,
        config='[book]\nnarrator = "Kit Marr"\nlanguage = "en"\n'), quiet=True)
    hands = [(f.subject, f.object) for f in r.graph.facts_of("handedness") if f.chapter == 1]
    assert ("Tom Pellow", "left") not in hands
    assert ("Kit Marr", "left") in hands
    assert not _kinds(r, "baseline_violation")


def test_en_the_one_looked_at_before_the_words_is_not_their_speaker(book_factory):
    r = review(book_factory({"1.md": (
        "# Chapter 1\n\nJory Vane stood by the stove. Tom Pellow turned his head slowly toward Jory Vane. "
        "\"I have always been left-handed, boy. Remember it.\"\n")}, EN_CAST), quiet=True)
    hands = [(f.subject, f.object) for f in r.graph.facts_of("handedness") if f.chapter == 1]
    assert hands == [("Tom Pellow", "left")]


def test_en_a_day_already_past_named_again_is_not_the_present(book_factory):
    r = review(book_factory({
        "1.md": "# Chapter 1\nOn the 10th of June, 1866, the relief boat came out to the Longships.",
        "2.md": ("# Chapter 2\nThe night before last, the 8th of June, the lamp had smoked black.\n\n"
                 "Two days later the inspector came."),
        "3.md": "# Chapter 3\nOn the 12th of June the new chimney was fitted.",
    }, EN_CAST), quiet=True)
    assert not _kinds(r, "timeline_jump")


ZH_YAMEN = {
    "characters/陆承安.md": "# 陆承安\n- 性别：男\n## 基础信息\n- 惯用手：右手\n## 状态\n- 品级：书吏\n- 与严铁山：结拜兄弟\n",
    "characters/严铁山.md": "# 严铁山\n- 性别：男\n",
    "characters/许知县.md": "# 许知县\n- 别名：许大人\n- 性别：男\n",
    "rules.yaml": ("power_scale: [书吏, 典史, 县丞, 知县]\nrules:\n  - id: warrant\n    forbid_actions: [签发火签]\n"
                   "    unless_rank_at_least: 典史\ndeath_is_final: true\n"),
}


def test_zh_a_bond_said_to_have_held_all_along_is_not_explained_by_a_recent_quarrel(book_factory):
    r = review(book_factory({
        "1.md": "# 第一章\n陆承安和严铁山一同进了县衙。",
        "2.md": "# 第二章\n陆承安为了一桩旧案，和许大人当堂争吵起来。",
        "3.md": "# 第三章\n严铁山同陆承安向来合不来，见了面连招呼都不打。",
    }, ZH_YAMEN), quiet=True)
    assert [c.chapter for c in _kinds(r, "relation_reversal")] == [3]


def test_zh_a_death_in_an_official_notice_read_out(book_factory):
    r = review(book_factory({
        "1.md": "# 第一章\n许大人坐在二堂上看卷宗。",
        "2.md": ("# 第二章\n府里的文书到了，白封套。典吏拆开念道：“为知照事：本县知县许知县，因病赴省调治，医治无效，"
                 "于本月十二日卯时病故。仰即知照。”众人都不作声。"),
        "3.md": "# 第三章\n过了几日，许大人坐在二堂上批阅公文。",
    }, ZH_YAMEN), quiet=True)
    assert [(f.subject, f.chapter) for f in r.graph.facts_of("died")] == [("许知县", 2)]
    assert [(c.chapter, c.severity.value) for c in _kinds(r, "dead_character_active")] == [(3, "warning")]


def test_zh_an_appointment_in_a_paper_and_the_old_title_in_it(book_factory):
    r = review(book_factory({
        "1.md": ("# 第一章\n批文上写着：“所遗典史一缺，查有本县户房书吏陆承安，办事勤慎，着即补授典史。”\n\n"
                 "陆承安到任头一件事，就是签发火签，拿人。"),
    }, ZH_YAMEN), quiet=True)
    ranks = [(f.subject, f.object) for f in r.graph.facts_of("rank") if f.chapter == 1]
    assert ranks == [("陆承安", "典史")]
    assert not _kinds(r, "world_rule_violation")


def test_zh_the_hand_of_the_one_a_phrase_describes(book_factory):
    r = review(book_factory({
        "1.md": "# 第一章\n陆承安说，那枚铜印就挂在刑房里那个左手写字的小书吏腰间。",
    }, ZH_YAMEN), quiet=True)
    assert not [f for f in r.graph.facts_of("handedness") if f.chapter == 1]


def test_zh_accepting_ones_fate_is_no_reconciliation(book_factory):
    bible = {**ZH_YAMEN, "characters/陆承安.md": "# 陆承安\n- 性别：男\n## 状态\n- 与严铁山：仇人\n"}
    book = {
        "1.md": "# 第一章\n陆承安和严铁山在堂上对骂。",
        "2.md": "# 第二章\n陆承安认了命，不再去争那个差事。",
        "3.md": "# 第三章\n严铁山与陆承安是最好的朋友，常在一处喝酒。",
    }
    assert [c.chapter for c in _kinds(review(book_factory(book, bible), quiet=True), "relation_reversal")] == [3]
    book["2.md"] = "# 第二章\n陆承安认了严铁山做义兄，两人从此和好。"
    assert _kinds(review(book_factory(book, bible), quiet=True), "relation_reversal") == []


ZH_PORT = {
    "characters/马振海.md": "# 马振海\n- 别名：老马、马叔\n- 性别：男\n",
    "characters/陈启元.md": "# 陈启元\n- 别名：陈董\n- 性别：男\n",
    "characters/林小舟.md": "# 林小舟\n- 别名：小舟\n- 性别：女\n",
}


def test_zh_news_of_a_death_by_phone_and_by_message(book_factory):
    r = review(book_factory({
        "1.md": "# 第一章\n2023年5月12日，林小舟第一天去码头上班。马叔站在闸口抽烟。陈董在楼上开会。",
        "2.md": ("# 第二章\n第二天一早，电话响了。“小舟，马叔昨晚被渣土车撞了，送到医院，没抢救过来。”林小舟愣住了。\n\n"
                 "周医生(Dr. Zhou)：陈董今天凌晨在医院走了。心衰。"),
        "3.md": "# 第三章\n过了一周，马叔坐在闸口的小板凳上，冲她招了招手。",
    }, ZH_PORT), quiet=True)
    assert sorted((f.subject, f.detail.get("spoken")) for f in r.graph.facts_of("died")) == [
        ("陈启元", True), ("马振海", True)]
    assert [(c.chapter, c.severity.value) for c in _kinds(r, "dead_character_active")] == [(3, "warning")]


def test_zh_dates_written_down_or_listed_after_a_colon_are_not_now(book_factory):
    r = review(book_factory({
        "1.md": "# 第一章\n2023年6月9日，林小舟开始查账。",
        "2.md": "# 第二章\n她打开手机备忘录，记了一行：5月20日，报价单，尾号0417；5月28日，结算单，尾号0417。",
        "3.md": "# 第三章\n6月12日，她把备忘录拿给了马叔看。",
    }, ZH_PORT), quiet=True)
    assert _kinds(r, "timeline_jump") == []


def test_zh_gone_is_no_act_of_the_dead_and_the_one_a_phrase_describes_owns_the_hand(book_factory):
    bible = {**ZH_YAMEN, "characters/陆承安.md": "# 陆承安\n- 性别：男\n## 基础信息\n- 惯用手：右手\n"}
    r = review(book_factory({
        "1.md": "# 第一章\n许知县病了半个月，腊月里咽了气。",
        "2.md": "# 第二章\n众人都说，许大人走了，这县衙就冷清了。",
        "3.md": "# 第三章\n陆承安在新兵里挑来挑去，偏偏挑中了那个用左手握刀、被人笑了三天的瘦小子。",
    }, bible), quiet=True)
    assert _kinds(r, "dead_character_active") == []
    assert not [f for f in r.graph.facts_of("handedness") if f.chapter == 3]

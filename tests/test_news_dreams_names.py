"""Deaths told the way people tell them (a chain of what befell someone, a broken-off "……没了"), a dead man named
by his surname and his rank, "when he was still alive", dreams of many short paragraphs and a dream only
remembered, and a family name several people share. Own phrasings, not the benchmark books'."""
from __future__ import annotations

from kg.review import review

ZH = {
    "characters/周满仓.md": "# 周满仓\n- 别名：老周\n- 性别：男\n## 基础信息\n- 惯用手：右手\n",
    "characters/宋青山.md": "# 宋青山\n- 性别：男\n## 基础信息\n- 惯用手：右手\n## 动态状态\n- 品级：匠人\n",
    "characters/柳絮.md": "# 柳絮\n- 性别：女\n## 基础信息\n- 惯用手：右手\n",
}
RULES = "power_scale: [学徒, 匠人, 匠首, 大匠]\nrules: []\ndeath_is_final: true\n"


def _da(book) -> list[tuple[int, list[str], str]]:
    return [(c.chapter, c.entities, c.severity.value) for c in review(book, persist=False, quiet=True).report.conflicts
            if c.kind == "dead_character_active"]


def _later(book_factory, death: str, after: str, bible=ZH):
    return book_factory({
        "1.md": "# 第一章\n\n周满仓在码头上扛了二十年的包。\n\n" + death + "\n",
        "2.md": "# 第二章\n\n半个月后，码头上又来了一船货。\n\n" + after + "\n",
    }, bible)


def test_a_chain_of_what_befell_someone_ends_in_his_death(book_factory):
    book = _later(book_factory, "老周收了工，蹬着三轮回家，在桥口叫一辆拉砂的卡车刮倒了……送进医院，抢救无效。",
                  "周满仓蹲在货堆边上卷烟。")
    assert _da(book) == [(2, ["周满仓"], "error")]


def test_a_chain_that_ends_in_recovery_is_no_death(book_factory):
    book = _later(book_factory, "老周收了工，蹬着三轮回家，在桥口叫一辆拉砂的卡车刮倒了，送进医院，躺了十来天才下地。",
                  "周满仓蹲在货堆边上卷烟。")
    assert _da(book) == []


def test_a_death_broken_off_in_speech_is_news(book_factory):
    book = _later(book_factory, "“老周……没了！”柳絮一进门就哭出了声。", "周满仓蹲在货堆边上卷烟。")
    assert _da(book) == [(2, ["周满仓"], "warning")]


def test_without_an_end_gone_is_not_dead(book_factory):
    for words in ("“老周没了主意，只好蹲在门口叹气。”柳絮说。", "老周的烟袋没了，他找了一早上。"):
        assert _da(_later(book_factory, words, "周满仓蹲在货堆边上卷烟。")) == []


def test_a_surname_with_a_rank_of_the_books_scale_names_its_one_bearer(book_factory):
    bible = {**ZH, "rules.yaml": RULES}
    book = book_factory({
        "1.md": "# 第一章\n\n宋青山是窑上的匠人，烧了十几年的窑。\n",
        "2.md": "# 第二章\n\n这一年秋天，宋青山升了匠首。\n\n腊月里，宋匠首病故于窑上。\n",
        "3.md": "# 第三章\n\n次年开春，宋青山拎着铁钎子走进窑门。\n",
    }, bible)
    assert _da(book) == [(3, ["宋青山"], "error")]


def test_as_when_he_was_still_alive_is_no_revival(book_factory):
    book = _later(book_factory, "腊月二十，周满仓病逝于家中。",
                  "铺子里冷冷清清，不像周满仓还活着时那样热闹。\n\n天黑以后，周满仓推门进来，把账本往桌上一摔。")
    assert [c[0] for c in _da(book)] == [2]


def test_a_dream_of_many_short_lines_keeps_the_dead_in_it(book_factory):
    dream = "\n\n".join(["那天夜里，柳絮做了一个梦。", "梦里还是那间铺子，灯也还亮着。", "周满仓坐在柜台后面拨算盘。",
                         "“来了？”周满仓问。", "柳絮点点头。", "“坐。”", "周满仓笑了笑，把算盘推到一边。",
                         "“那本账，你收好。”周满仓说完，身影就淡了。", "柳絮猛地坐起来，天已经亮了。",
                         "她洗了把脸，去码头上找活干。"])
    book = _later(book_factory, "腊月二十，周满仓病逝于家中。", dream)
    assert _da(book) == []


def test_a_dream_only_remembered_ends_with_the_memory(book_factory):
    scene = "\n\n".join(["柳絮坐在床沿上，回想起昨夜的那个梦。梦里周满仓还在码头上喊她。她叹了口气，起身去了码头。", "码头上风大。",
                         "码头上人来人往。", "她找了一圈。", "天色渐渐暗了。",
                         "周满仓扛着一只麻袋从跳板上走下来，冲她点了点头。"])
    book = _later(book_factory, "腊月二十，周满仓病逝于家中。", scene)
    assert [c[0] for c in _da(book)] == [2]


def test_a_family_name_several_people_share_follows_no_one(book_factory):
    ch1 = ("# Chapter 1\n\nIn the house at Kew, Thaddeus Crane kept the books and Edmund Crane kept the horses. "
           "Captain Crane had built it. \"My father is ill,\" said Thaddeus Crane. \"He will not last,\" said Edmund "
           "Crane.\n\n\"Captain Crane died last night,\" said the doctor. Crane died of the fever, the parish book "
           "says.\n")
    ch2 = ("# Chapter 2\n\nA week later the brothers met in the hall. \"The will,\" said Crane, and he laid it on the "
           "table. Crane looked at his brother. \"Read it,\" said Edmund Crane. \"I will,\" said Thaddeus Crane.\n")
    book = book_factory({"1.md": ch1, "2.md": ch2})
    assert _da(book) == []


def test_a_verb_with_its_aspect_and_a_count_is_an_act(book_factory):
    book = _later(book_factory, "腊月二十，周满仓病逝于家中。", "天亮时，周满仓扛着两袋米上了跳板。")
    assert [c[0] for c in _da(book)] == [2]


def _told_past(book_factory, ending: str):
    past = "\n\n".join(["柳絮守在灵前，一夜没合眼。", "她想起了十几年前。", "那年冬天，码头上着了一场大火。",
                        "她被锣声惊醒了，披上棉袄就往外跑。", "火光里，周满仓蹲在货堆边上，一袋一袋往外拖米。",
                        "天亮的时候，他把她背回了家。"])
    return book_factory({
        "1.md": "# 第一章\n\n腊月二十，周满仓病逝于家中。\n",
        "2.md": "# 第二章\n\n次日，灵堂搭了起来。\n\n" + past + ("\n\n" + ending if ending else "") + "\n",
    }, ZH)


def test_a_past_of_years_ago_told_to_the_chapters_end_is_no_present(book_factory):
    # the waking inside the told past ("被锣声惊醒了") is no return to the present
    assert _da(_told_past(book_factory, "")) == []


def test_after_the_told_past_comes_back_the_present_counts_again(book_factory):
    book = _told_past(book_factory, "柳絮回过神来，灵堂里的白烛已经烧短了一截。\n\n门帘一挑，周满仓推门进来，冲她点了点头。")
    assert [c[0] for c in _da(book)] == [2]


def test_a_descriptive_alias_with_the_surname_is_the_same_man(book_factory):
    bible = {"characters/Benjamin Orr.md": "# Benjamin Orr\n- Aliases: old Ben\n- Gender: male\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nOn the 3rd of May, Benjamin Orr died in his hammock.\n",
        "2.md": "# Chapter 2\n\nOn the 9th of May, old Ben Orr came up from the hold with a keg on his shoulder.\n",
    }, bible)
    assert _da(book) == [(2, ["Benjamin Orr"], "error")]


def test_an_age_in_a_sentence_that_names_a_time_back_is_then(book_factory):
    bible = {**ZH, "characters/宋青山.md": "# 宋青山\n- 性别：男\n## 基础信息\n- 年龄：十八岁（第1章时）\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n宋青山在窑口坐了一夜。\n\n那是永安三年的冬天，他十二岁，刚进窑上当学徒。\n",
    }, bible)
    assert [c for c in review(book, persist=False, quiet=True).report.conflicts if c.kind == "baseline_violation"] == []


def test_what_someone_was_driven_to_in_a_list_of_wrongs_is_no_act_now(book_factory):
    book = _later(book_factory, "腊月二十，周满仓病逝于家中。",
                  "柳絮这才明白：一封假信，害得周满仓拄着拐杖跑了一趟县城，害得他一病不起。")
    assert _da(book) == []


def _told_from(book_factory, opener: str):
    ch2 = "\n\n".join(["十月十五日，柳絮进了城。", opener, "十月二日，周满仓把账本交给了她。", "她记了一夜的账。",
                       "——", "当晚，柳絮住进了客栈。"])
    return book_factory({"1.md": "# 第一章\n\n十月九日，柳絮在码头上等船。\n", "2.md": "# 第二章\n\n" + ch2 + "\n"}, ZH)


def test_a_story_told_from_earlier_runs_to_the_scene_break(book_factory):
    assert [c for c in review(_told_from(book_factory, "这事还得从上个月说起。"), persist=False, quiet=True).report.conflicts
            if c.kind == "timeline_jump"] == []


def test_without_the_telling_the_date_going_back_is_flagged(book_factory):
    assert [c.chapter for c in review(_told_from(book_factory, "她叹了口气。"), persist=False, quiet=True).report.conflicts
            if c.kind == "timeline_jump"] == [2]


def test_after_the_scene_break_the_present_resumes(book_factory):
    ch2 = "\n\n".join(["三日后，柳絮回到家。", "事情要从上个月说起。", "那时周满仓推门进来，把账本交给了柳絮。", "——",
                       "当晚，周满仓推门进来，冲她点了点头。"])
    book = book_factory({"1.md": "# 第一章\n\n腊月二十，周满仓病逝于家中。\n", "2.md": "# 第二章\n\n" + ch2 + "\n"}, ZH)
    found = [c for c in review(book, persist=False, quiet=True).report.conflicts if c.kind == "dead_character_active"]
    acts = [e for c in found for e in c.evidence if e.role == "conflicting"]
    text = (book / "chapters" / "2.md").read_text(encoding="utf-8").split("\n", 1)[1]
    # one flag, for the act after the break (not the one in the story told from last month)
    assert len(acts) == 1 and acts[0].start > text.index("——")


def test_the_age_a_kin_word_names_is_not_the_thinkers(book_factory):
    bible = {**ZH, "characters/柳絮.md": "# 柳絮\n- 性别：女\n## 基础信息\n- 年龄：二十六岁（第1章时）\n",
             "characters/七娘.md": "# 七娘\n- 性别：女\n## 基础信息\n- 年龄：二十岁（第1章时）\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n柳絮替婆婆合上了眼睛。五十八岁，她想，娘才五十八岁。\n\n七娘今年三十五，站在门口抹眼泪。\n",
    }, bible)
    found = [(c.chapter, c.entities) for c in review(book, persist=False, quiet=True).report.conflicts
             if c.kind == "baseline_violation"]
    assert found == [(1, ["七娘"])]


def test_after_a_feast_is_no_day_going_back(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n八月初八，柳絮去了镇上。\n\n老周是前几天又病倒的。中元节后他好了一阵，能下地，大家都以为他熬过去了。\n",
        "2.md": "# 第二章\n\n中秋过了三天，便到了九月初九。\n",
    }, ZH)
    found = [c.chapter for c in review(book, persist=False, quiet=True).report.conflicts if c.kind == "timeline_jump"]
    assert found == [2]  # the feast counted from still counts (三天 is not the 24 days to 九月初九)


def test_a_thing_pawned_opens_it_to_a_new_one(book_factory):
    bible = {**ZH, "characters/柳絮.md": "# 柳絮\n- 性别：女\n## 基础信息\n- 随身之物：右腕一只银镯\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n柳絮右腕那只银镯在灯下一闪。\n",
        "2.md": "# 第二章\n\n柳絮把银镯用帕子包了，拿去镇上的当铺，等秋后再赎回来。\n",
        "3.md": "# 第三章\n\n柳絮把一只桃木镯套在右腕上。\n",
    }, bible)
    assert [c for c in review(book, persist=False, quiet=True).report.conflicts if c.kind == "baseline_violation"] == []


def test_a_verb_with_its_result_is_an_act(book_factory):
    book = _later(book_factory, "腊月二十，周满仓病逝于家中。", "天黑以后，周满仓掀开门帘钻了进来，手里端着一碗热汤。")
    assert [c[0] for c in _da(book)] == [2]


def test_an_age_at_someone_elses_time_and_a_memory_of_last_year(book_factory):
    bible = {**ZH, "characters/柳絮.md": "# 柳絮\n- 性别：女\n## 基础信息\n- 年龄：二十二岁（第1章时）\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n柳絮翻开旧账本。奶奶去世的时候她才五岁。\n\n腊月二十，周满仓病逝于家中。\n",
        "2.md": "# 第二章\n\n三日后，柳絮又站在码头上。\n\n那是去年三月，她头一回来码头。后来是周满仓从库房里走出来，冲她点了点头。\n",
    }, bible)
    conflicts = review(book, persist=False, quiet=True).report.conflicts
    assert [c for c in conflicts if c.kind in ("baseline_violation", "dead_character_active")] == []

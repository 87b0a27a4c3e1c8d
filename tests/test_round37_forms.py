"""Forms met in round 36's remaining misses and false alarms, and in the round-37 books (own phrasings)."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of, flags, three_chapters

EN_PAIR = {"characters/a.md": "# Mab Orr\n- Gender: female\n- Handedness: left\n## State\n- Rank: hand\n",
           "characters/b.md": "# Ivo Lane\n- Gender: male\n- Handedness: right\n## State\n- Rank: foreman\n",
           "rules.yaml": "power_scale: [hand, foreman, manager]\nrules:\n  - id: bell\n    text: only a foreman rings the bell\n"
                         "    forbid_actions: [rang the bell, ring the bell]\n    unless_rank_at_least: foreman\n"}


def test_en_a_bare_hand_adverb_belongs_to_the_doer_not_to_a_name_as_object(book_factory):
    # "left-handed" after a name that is an object ("beside Ivo Lane") is how she does it
    mid = ("Mab Orr came to the bench at eight. Within a week she was splicing rope faster than anyone beside Ivo Lane, "
           "and splicing it left-handed, with her tongue between her teeth.")
    assert flags(book_factory, "baseline_violation", "Ivo Lane slept.", mid, "It rained.", EN_PAIR) == []
    # the same shape, the hand wrong for her, is still hers
    wrong = ("Mab Orr came to the bench at eight. Within a week she was splicing rope faster than anyone beside Ivo Lane, "
             "and splicing it right-handed, with her tongue between her teeth.")
    assert flags(book_factory, "baseline_violation", "Ivo Lane slept.", wrong, "It rained.", EN_PAIR) == [(2, ["Mab Orr"])]
    # a name that is the sentence's subject keeps the adverb
    his = "Ivo Lane spliced the rope left-handed that morning, because the right was strapped. He said nothing of it."
    assert flags(book_factory, "baseline_violation", "Ivo Lane slept.", his, "It rained.", EN_PAIR) == [(2, ["Ivo Lane"])]


def test_en_a_month_and_year_labelling_a_paper_is_not_the_day_now(book_factory):
    first = "It was the 2nd of March, 1943, and the yard was wet."
    mid = ("Three weeks later Mab Orr found the folder under the bench. The coal returns. "
           "Tonnage by barge, October 1942. Nobody had wanted it then either.")
    last = "On the 30th of March, 1943, Ivo Lane came back from Leith."
    assert flags(book_factory, "timeline_jump", first, mid, last, EN_PAIR) == []
    # a month and year the narrator sets the scene with still goes back
    back = "Three weeks later, in October 1942, Mab Orr found the folder under the bench."
    assert flags(book_factory, "timeline_jump", first, back, last, EN_PAIR) == [(2, [])]


def test_en_falling_asleep_opens_no_dream(book_factory):
    mid = ("Mab Orr fell asleep over her tea most nights that winter, and woke cross.\n\n"
           "At noon on the Friday, with the foreman away at the docks, Mab Orr rang the bell herself.")
    assert flags(book_factory, "world_rule_violation", "Ivo Lane slept.", mid, "It rained.", EN_PAIR) == [(2, ["Mab Orr"])]
    # a dream told after the sleep is still a dream
    dream = ("Mab Orr fell asleep over her tea and dreamed she was foreman.\n\n"
             "In the dream, with the yard full of gulls, Mab Orr rang the bell herself.")
    assert flags(book_factory, "world_rule_violation", "Ivo Lane slept.", dream, "It rained.", EN_PAIR) == []


def test_en_thinking_of_the_way_the_dead_did_something_is_memory(book_factory):
    first = "Ivo Lane was drowned off the breakwater in the March gale."
    mid = "Mab Orr sat up late. She thought of the way Ivo Lane whistled on the stairs when he was pleased with himself."
    assert flags(book_factory, "dead_character_active", first, mid, "It rained.", EN_PAIR) == []
    now = "Mab Orr sat up late. Ivo Lane whistled on the stairs, pleased with himself, and knocked at her door."
    assert flags(book_factory, "dead_character_active", first, now, "It rained.", EN_PAIR) == [(2, ["Ivo Lane"])]


ZH_SHOP = {"characters/a.md": "# 钱守义\n- 性别：男\n- 年龄：60（第1章时）\n- 惯用手：左手\n- 常戴：左腕一只乌木手串\n",
           "characters/b.md": "# 冯小六\n- 性别：男\n- 年龄：17（第1章时）\n## State\n- With 钱守义: 师父（钱守义是师父，冯小六是徒弟）\n",
           "characters/c.md": "# 柳三姑\n- 性别：女\n- 常戴：左腕一只银镯子\n"}


def test_zh_an_aspect_between_a_one_character_verb_and_a_longer_object(book_factory):
    # 打算盘 is also 打着算盘, 拨了两下算盘
    mid = "钱守义坐到柜台后面，把账本摊开。\n\n钱守义右手打着算盘，嘴里念念有词。"
    assert flags(book_factory, "baseline_violation", "钱守义睡了。", mid, "天晴了。", ZH_SHOP, zh=True) == [(2, ["钱守义"])]
    same = "钱守义左手打着算盘，嘴里念念有词。"
    assert flags(book_factory, "baseline_violation", "钱守义睡了。", same, "天晴了。", ZH_SHOP, zh=True) == []


def test_zh_clauses_chained_on_a_dropped_subject(book_factory):
    # no one is named in the second sentence, but 便 chains its clauses on the one before
    mid = "钱守义把门闩上，坐回柜台。对到第三本，便把算盘往跟前一拉，右手噼噼啪啪地拨着算盘。"
    assert flags(book_factory, "baseline_violation", "钱守义睡了。", mid, "天晴了。", ZH_SHOP, zh=True) == [(2, ["钱守义"])]
    # without the chain, a sentence about something else names no hand's owner
    loose = "钱守义把门闩上，坐回柜台。对门茶馆里说书正说到热闹处，右手拨着算盘的是个生面孔。"
    assert flags(book_factory, "baseline_violation", "钱守义睡了。", loose, "天晴了。", ZH_SHOP, zh=True) == []


def test_zh_a_worn_thing_said_to_be_absent(book_factory):
    mid = "柳三姑挽起袖子揉面，两只手腕上光秃秃的，什么也没戴。"
    assert flags(book_factory, "baseline_violation", "柳三姑睡了。", mid, "天晴了。", ZH_SHOP, zh=True) == [(2, ["柳三姑"])]
    said = "柳三姑从不戴镯子，嫌揉面碍事。"
    assert flags(book_factory, "baseline_violation", "柳三姑睡了。", said, "天晴了。", ZH_SHOP, zh=True) == [(2, ["柳三姑"])]
    # told why first: the bracelet was pawned
    pawned = "柳三姑把银镯子当了，换了两斗米。\n\n柳三姑挽起袖子揉面，两只手腕上光秃秃的，什么也没戴。"
    assert flags(book_factory, "baseline_violation", "柳三姑睡了。", pawned, "天晴了。", ZH_SHOP, zh=True) == []
    # someone without a bracelet in the bible has nothing to contradict
    other = "冯小六挽起袖子劈柴，两只手腕上光秃秃的，什么也没戴。"
    assert flags(book_factory, "baseline_violation", "柳三姑睡了。", other, "天晴了。", ZH_SHOP, zh=True) == []


EN_RING = {"characters/a.md": "# Amos Reed\n- Gender: male\n- Always wears: a gold signet ring\n",
           "characters/b.md": "# Nora Quill\n- Gender: female\n"}


def test_en_a_worn_thing_said_to_be_absent(book_factory):
    mid = "Amos Reed laid his hands on the desk, square workman's hands that had never once worn a ring."
    assert flags(book_factory, "baseline_violation", "Amos Reed slept.", mid, "It rained.", EN_RING) == [(2, ["Amos Reed"])]
    plain = "Amos Reed came to the wedding in his brother's coat and wore no ring at all."
    assert flags(book_factory, "baseline_violation", "Amos Reed slept.", plain, "It rained.", EN_RING) == [(2, ["Amos Reed"])]
    # the one who wears none is someone else, or it was sold first
    other = "Amos Reed looked at Nora Quill, who wore no ring, and said nothing."
    assert flags(book_factory, "baseline_violation", "Amos Reed slept.", other, "It rained.", EN_RING) == []
    sold = "Amos Reed sold his signet ring to pay the rent.\n\nAt the wedding Amos Reed wore no ring at all."
    assert flags(book_factory, "baseline_violation", "Amos Reed slept.", sold, "It rained.", EN_RING) == []


def test_zh_the_age_of_someone_brought_in_unnamed(book_factory):
    mid = "冯小六说，家里就剩一个老娘，还有个弟弟，才十一岁。"
    assert flags(book_factory, "baseline_violation", "冯小六睡了。", mid, "天晴了。", ZH_SHOP, zh=True) == []
    own = "冯小六说，家里就剩一个老娘。他自己才十一岁。"
    assert flags(book_factory, "baseline_violation", "冯小六睡了。", own, "天晴了。", ZH_SHOP, zh=True) == [(2, ["冯小六"])]


def test_zh_a_wait_that_took_a_span(book_factory):
    first = "三月初五，钱守义写信去汉口。"
    last = "这一住，便是足足三个月。\n\n三月二十，汉口回信到了。"
    assert flags(book_factory, "timeline_jump", first, "天晴了。", last, ZH_SHOP, zh=True) == [(3, [])]
    right = "这一住，便是足足半个月。\n\n三月二十，汉口回信到了。"
    assert flags(book_factory, "timeline_jump", first, "天晴了。", right, ZH_SHOP, zh=True) == []
    # a wait from a past just told up to now does not move the clock
    first = "同治三年三月初五，钱守义写信去汉口。"
    told = "冯小六当年问过钱守义这事。钱守义当时只说以后再讲。\n\n这一等就是两年。\n\n同治三年三月初九，汉口回信到了。"
    assert flags(book_factory, "timeline_jump", first, "天晴了。", told, ZH_SHOP, zh=True) == []


def test_zh_taught_by_the_one_after_shi_at_a_distance(book_factory):
    mid = "钱守义这一手闭着眼打算盘的本事，说起来当年还是冯小六手把手带出来的。"
    assert flags(book_factory, "relation_reversal", "冯小六睡了。", mid, "天晴了。", ZH_SHOP, zh=True) == [(2, ["冯小六", "钱守义"])]


EN_FRIENDS = {"characters/a.md": "# Mab Orr\n- Gender: female\n## State\n- With Nell Garrow: best friend since school\n",
              "characters/b.md": "# Nell Garrow\n- Gender: female\n## State\n- With Mab Orr: best friend since school\n"}


def test_en_a_possessive_after_the_verb_to_be_is_not_the_subjects_own(book_factory):
    # the one "her" is: not Mab, though she is the only one named in the paragraph
    mid = ("Nell Garrow came in out of the rain and hung her shawl on the peg.\n\n"
           "Mab Orr was at the far bench with her sleeves rolled and her head down. "
           "Mab Orr had long been her enemy, since the first week at the dame school.")
    assert flags(book_factory, "relation_reversal", "Mab Orr slept.", mid, "It rained.", EN_FRIENDS) == [(2, ["Mab Orr", "Nell Garrow"])]
    # "her own" is the subject's
    own = ("Nell Garrow came in out of the rain and hung her shawl on the peg.\n\n"
           "Mab Orr was at the far bench with her sleeves rolled and her head down. "
           "Mab Orr had long been her own worst enemy.")
    assert flags(book_factory, "relation_reversal", "Mab Orr slept.", own, "It rained.", EN_FRIENDS) == []


def test_a_title_with_the_name_gives_the_gender_where_pronouns_are_mixed(book_factory):
    from kg.review import review

    bible = {"characters/a.md": "# 沈砚秋\n- 年龄：50（第1章时）\n", "characters/b.md": "# 苏小满\n- 性别：女\n"}
    # after the name, the pronouns are the young woman's as often as his: no telling from them alone
    mixed = ["沈砚秋坐在窗下。她进门时，他没抬头。", "沈砚秋看着苏小满。她低下头去。", "沈砚秋咳了两声，他把茶碗推开。"]
    res = review(chapters_book(book_factory, mixed, bible, zh=True), persist=False, quiet=True)
    assert res.index.gender.get("沈砚秋") is None
    titled = mixed + ["“沈砚秋先生托我转交的。”邵律师说。"]
    res = review(chapters_book(book_factory, titled, bible, zh=True), persist=False, quiet=True)
    assert res.index.gender.get("沈砚秋") == "m"
    en_bible = {"characters/a.md": "# Ann Pell\n- Age: 50 (at chapter 1)\n", "characters/b.md": "# Kit Orme\n- Gender: male\n"}
    en = ["Ann Pell sat by the window. He came in and she did not look up.", "Ann Pell watched Kit Orme. He looked away.",
          "\"Mrs. Ann Pell asked me to bring it,\" the clerk said."]
    res = review(chapters_book(book_factory, en, en_bible), persist=False, quiet=True)
    assert res.index.gender.get("Ann Pell") == "f"


EN_DESK = {"characters/a.md": "# Ada Vance\n- Gender: female\n- Handedness: left\n- Age: 27 (at chapter 1)\n"
                              "- Always wears: a silver Saint Christopher medal on a chain\n"
                              "## Baseline\n- Speech: quiet, few words, never raises her voice\n",
           "characters/b.md": "# Hal Pryor\n- Gender: male\n## State\n- With Ada Vance: her teacher; he trained her\n",
           "characters/c.md": "# Bea Lusk\n- Gender: female\n## State\n- With Ada Vance: best friend and flatmate\n"}


def test_en_a_watch_hand_is_no_hand_of_hers(book_factory):
    # a broken watch is no reason for the right hand later
    mid = ("Ada Vance slipped on the stairs and came down on her side, and the watch crystal shattered and the minute "
           "hand was bent flat.\n\nThat evening Ada Vance signed the log with her right hand.")
    assert flags(book_factory, "baseline_violation", "Ada Vance slept.", mid, "It rained.", EN_DESK) == [(2, ["Ada Vance"])]
    hurt = ("Ada Vance slipped on the stairs and her left wrist was broken and put in a cast.\n\n"
            "That evening Ada Vance signed the log with her right hand.")
    assert flags(book_factory, "baseline_violation", "Ada Vance slept.", hurt, "It rained.", EN_DESK) == []


def test_en_a_medal_named_for_its_saint(book_factory):
    mid = "Ada Vance reached under her collar and found the little gold medal on its chain."
    assert flags(book_factory, "baseline_violation", "Ada Vance slept.", mid, "It rained.", EN_DESK) == [(2, ["Ada Vance"])]
    same = "Ada Vance reached under her collar and found the little silver medal on its chain."
    assert flags(book_factory, "baseline_violation", "Ada Vance slept.", same, "It rained.", EN_DESK) == []


def test_en_a_thing_roaring_near_someone_is_no_shout_of_theirs(book_factory):
    mid = "Ada Vance worked the sum on a pad, with the building's old furnaces roaring under the floor."
    assert flags(book_factory, "baseline_violation", "Ada Vance slept.", mid, "It rained.", EN_DESK) == []
    loud = "Ada Vance worked the sum on a pad, and then she roared at the clerk across the room."
    assert flags(book_factory, "baseline_violation", "Ada Vance slept.", loud, "It rained.", EN_DESK) == [(2, ["Ada Vance"])]


def test_en_a_paragraph_opening_on_a_year_long_before_the_chapters_own(book_factory):
    mid = ("On Monday, May 3, 1971, the team met in the annex. Bea Lusk asked Ada Vance about her first launch.\n\n"
           "It was the summer of 1962, and Ada Vance was nineteen, home from college for a week.")
    assert flags(book_factory, "baseline_violation", "Ada Vance slept.", mid, "It rained.", EN_DESK) == []
    # the year of the chapter itself is no past
    now = ("On Monday, May 3, 1971, the team met in the annex. Bea Lusk asked Ada Vance about her first launch.\n\n"
           "It was 1971, and Ada Vance was nineteen, or looked it.")
    assert flags(book_factory, "baseline_violation", "Ada Vance slept.", now, "It rained.", EN_DESK) == [(2, ["Ada Vance"])]


def test_en_a_reveal_opening_the_paragraph_after_the_cue(book_factory):
    bible = {**EN_DESK, "foreshadows.yaml": "- id: tin\n  cue: [casket]\n  planted: 1\n  due: 2\n  note: what is in it\n",
             "loregraph.toml": ""}
    first = "Ada Vance found a casket under the floor and put it back unopened."
    opened = ("Ada Vance prised the lid off the casket at last.\n\n"
              "It turned out to hold her mother's letters, forty years of them.")
    book = chapters_book(book_factory, [first, opened, "It rained.", "It rained."], bible)
    assert [c for c in conflicts_of(book, "stale_foreshadow")] == []
    shut = "Ada Vance looked at the casket and left it where it was.\n\nIt rained all afternoon."
    book = chapters_book(book_factory, [first, shut, "It rained.", "It rained."], bible)
    assert conflicts_of(book, "stale_foreshadow") == [(1, [])]


def test_en_a_cleft_names_the_teacher_whoever_the_clause_names_on_the_way(book_factory):
    mid = "It was Ada Vance, in the end, who had found Hal Pryor in the typing pool and taught him everything he knew."
    assert flags(book_factory, "relation_reversal", "Ada Vance slept.", mid, "It rained.", EN_DESK) == [(2, ["Ada Vance", "Hal Pryor"])]
    right = "It was Hal Pryor, in the end, who had found Ada Vance in the typing pool and taught her everything she knew."
    assert flags(book_factory, "relation_reversal", "Ada Vance slept.", right, "It rained.", EN_DESK) == []


def test_en_known_only_to_nod_to(book_factory):
    mid = "In the canteen queue stood Bea Lusk, whom Ada Vance knew only by sight, holding a tray."
    assert flags(book_factory, "relation_reversal", "Ada Vance slept.", mid, "It rained.", EN_DESK) == [(2, ["Ada Vance", "Bea Lusk"])]
    friends = "In the canteen queue stood Bea Lusk, whom Ada Vance had known since school, holding a tray."
    assert flags(book_factory, "relation_reversal", "Ada Vance slept.", friends, "It rained.", EN_DESK) == []


def test_en_a_thing_that_survived_brings_no_one_back(book_factory):
    first = "Hal Pryor was killed in the fire at the mill."
    mid = "They buried Hal Pryor on the Wednesday, under the one old elm that had survived the fire."
    last = "Hal Pryor came along the lane and leaned on the gate."
    assert flags(book_factory, "dead_character_active", first, mid, last, EN_DESK) == [(3, ["Hal Pryor"])]
    # someone said to have survived is another thing
    back = "Hal Pryor had survived after all; the body in the mill was a tramp's."
    assert flags(book_factory, "dead_character_active", first, back, last, EN_DESK) == []

"""Forms met while reworking the misses of round 52 (own phrasings): someone dead found somewhere doing something,
or holding a thing and doing something with it; a doer named before a clause of manner that names others; a
rank given with the name called after the words; a hand writing set after the act; a scar seen on someone
else's hand; "the one to break X in"; a bible's "former pupil of X"."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

DEAD = {"characters/a.md": "# Mabel Quarry\n- Gender: female\n", "characters/b.md": "# Jory Penn\n- Gender: male\n",
        "rules.yaml": "rules:\n  - id: dead\n    death_is_final: true\n"}
DIED = ["Jory Penn mended the nets.", "That winter Mabel Quarry died of the fever, and they buried her by the chapel."]


def test_en_dead_found_somewhere_doing_something(book_factory):
    for later, flagged in (("At first light Mabel Quarry was out in the yard splitting kindling for the stove.", True),
                           ("Mabel Quarry was up on the hayrick forking down straw, and Jory held the ladder.", True),
                           # a body lies where it lies; a photograph keeps its day
                           ("Jory stood at the window. Mabel Quarry was in the ground, lying where they had left her.", False),
                           ("Jory is not smiling because Mabel Quarry was behind the camera pulling faces at him.", False)):
        got = conflicts_of(chapters_book(book_factory, DIED + [later], DEAD), "dead_character_active")
        assert (got == [(3, ["Mabel Quarry"])]) is flagged, (later, got)


def test_en_dead_holding_a_thing_and_doing_something(book_factory):
    for later, flagged in (("On the quay, Mabel Quarry had the lantern in one hand and was waving it at the boat.", True),
                           ("Mabel Quarry had a sister in Leeds and a cousin in York, Jory remembered.", False)):
        got = conflicts_of(chapters_book(book_factory, DIED + [later], DEAD), "dead_character_active")
        assert (got == [(3, ["Mabel Quarry"])]) is flagged, (later, got)


RULE = {"characters/a.md": "# Nell Ashe\n- Gender: female\n## State\n- Rank: novice\n",
        "characters/b.md": "# Maud Kerr\n- Gender: female\n## State\n- Rank: abbess\n",
        "rules.yaml": "power_scale: [novice, sister, abbess]\nrules:\n  - id: bell\n    text: Only a sister rings the "
                      "great bell\n    forbid_actions: [rang the great bell]\n    unless_rank_at_least: sister\n"}


def test_en_the_doer_named_before_a_clause_that_names_others(book_factory):
    chs = ["Nell Ashe swept the cloister.",
           "At dusk Nell cleared the bench, wound the rope the way she had watched Maud and the sacristan do it, and "
           "rang the great bell."]
    assert conflicts_of(chapters_book(book_factory, chs, RULE), "world_rule_violation") == [(2, ["Nell Ashe"])]
    # the clause's own subject, its verb still to come, does it
    chs[1] = "Nell Ashe stood in the porch when Maud Kerr, hearing nothing from the gate, rang the great bell."
    assert conflicts_of(chapters_book(book_factory, chs, RULE), "world_rule_violation") == []


def test_en_a_rank_given_with_the_name_called_after_the_words(book_factory):
    chs = ["Nell Ashe swept the cloister.",
           "Maud Kerr put down her pen. “You are sister of this house from tonight, Mistress Ashe,” she said, “and the "
           "bell is yours to keep.”",
           "At dusk Nell Ashe rang the great bell."]
    assert conflicts_of(chapters_book(book_factory, chs, RULE), "world_rule_violation") == []
    chs[1] = "Maud Kerr put down her pen. “You will not be sister of this house, Mistress Ashe,” she said."
    assert conflicts_of(chapters_book(book_factory, chs, RULE), "world_rule_violation") == [(3, ["Nell Ashe"])]


HANDS = {"characters/a.md": "# Ivo Grell\n- Gender: male\n## Basics\n- Handedness: right\n- Mark: a burn scar on the back "
                            "of his left hand\n",
         "characters/b.md": "# Ada Voss\n- Gender: female\n## Basics\n- Handedness: right\n"}


def test_en_a_writing_hand_set_after_the_act(book_factory):
    chs = ["Ivo Grell kept the accounts.",
           "Ivo Grell copied out the letter at the kitchen table, his left hand racing across the page."]
    assert conflicts_of(chapters_book(book_factory, chs, HANDS), "baseline_violation") == [(2, ["Ivo Grell"])]
    chs[1] = "Ivo Grell copied out the letter at the kitchen table, his left hand resting on the dog's head."
    assert conflicts_of(chapters_book(book_factory, chs, HANDS), "baseline_violation") == []


def test_en_a_scar_seen_on_someone_elses_hand(book_factory):
    chs = ["Ivo Grell kept the accounts.",
           "Ada Voss could see Ivo's hands working, the quick fingers, the puckered burn scar on the back of his right "
           "hand going white with the cold."]
    assert conflicts_of(chapters_book(book_factory, chs, HANDS), "baseline_violation") == [(2, ["Ivo Grell"])]
    # a hand that holds something, and a scar that is the object of another verb
    chs[1] = ("Across the back of Ivo Grell's left hand ran the old burn scar. He held his cup in his right hand and "
              "did not seem to feel the scar at all.")
    assert conflicts_of(chapters_book(book_factory, chs, HANDS), "baseline_violation") == []


TEACH = {"characters/a.md": "# Oren Vale\n- Gender: male\n## State\n- With Silas Dunn: former apprentice of Silas on the "
                            "canal; owes him his trade\n",
         "characters/b.md": "# Silas Dunn\n- Gender: male\n"}


def test_en_former_apprentice_of_in_the_bible_and_the_one_to_break_him_in(book_factory):
    chs = ["Oren Vale worked the lock.",
           "It was Oren, not Silas, who knew the old cut: Oren had been the one to break Silas in, back on the Grand "
           "Union, when Silas was a green boy off the farm."]
    assert conflicts_of(chapters_book(book_factory, chs, TEACH), "relation_reversal") == [(2, ["Oren Vale", "Silas Dunn"])]
    chs[1] = "It was Silas who knew the old cut: Silas had been the one to break Oren in, back on the Grand Union."
    assert conflicts_of(chapters_book(book_factory, chs, TEACH), "relation_reversal") == []


ZH = {"characters/a.md": "# 林晚舟\n- 别名：林先生\n## 基础信息\n- 年龄：十六岁（第1章时）\n- 惯用手：左手\n- 身份：从上海来的女记者\n"
                         "- 职级：学徒\n",
      "characters/b.md": "# 陆平\n- 性别：男\n## 基础信息\n- 疤痕/标记：右眼白翳\n",
      "rules.yaml": "power_scale: [学徒, 编辑, 主编]\nrules:\n  - id: vault\n    text: 主编以下不得进档案库\n"
                    "    forbid_actions: [进了档案库]\n    unless_rank_at_least: 主编\n"}


def test_zh_that_years_first_snow_opens_no_memory(book_factory):
    chs = ["四月二日，林晚舟到了报馆。", "过了一个月，五月三日，镇上落了那年的头一场雨。\n\n雨不大。\n\n十四岁的林晚舟站在檐下。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["林晚舟"])]
    # a year remembered heading its clause still opens one
    chs[1] = "过了一个月，五月三日，林晚舟又梦见了老家。\n\n那年的冬天，十岁的林晚舟站在檐下，手冻得通红。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == []


def test_zh_a_woman_by_her_calling_outweighs_a_xiansheng_alias(book_factory):
    # 她 is 林晚舟 (a 女记者, though her colleagues call her 林先生)
    chs = ["四月二日，林晚舟到了报馆。", "林晚舟进了排字房。她惯用右手，握笔的地方早磨出了茧子。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["林晚舟"])]


def test_zh_a_mark_ends_the_clause_of_the_side_before_it(book_factory):
    chs = ["陆平进了门。", "陆平坐在灯下，右眼蒙着一层白翳，左眼亮得吓人。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == []
    chs[1] = "陆平坐在灯下，左眼蒙着一层白翳，右眼亮得吓人。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == [(2, ["陆平"])]


def test_zh_written_leave_in_hand(book_factory):
    chs = ["林晚舟在排字房当学徒。", "第二天，林晚舟揣着主编写的那张条子，进了档案库。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "world_rule_violation") == []
    chs[1] = "第二天，林晚舟趁着没人，进了档案库。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "world_rule_violation") == [(2, ["林晚舟"])]


def _threads(thread_yaml: str) -> dict:
    return {"characters/a.md": "# Ivo Grell\n- Gender: male\n", "foreshadows.yaml": thread_yaml}


def test_still_unreadable_keeps_a_thread_open(book_factory):
    bible = _threads("- id: slip\n  cue: [wooden slip]\n  planted: 1\n  due: 3\n")
    dwell = ("Ivo took out the wooden slip.\n\nHe turned the wooden slip over in the lamplight for an hour.\n\nThe marks "
             "on the wooden slip were as strange as ever; he still could not read a single one of them.")
    chs = ["Ivo Grell found a wooden slip in the sand.", dwell, "Ivo slept.", "Ivo rode north."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "stale_foreshadow") == [(1, [])]
    chs[1] = dwell.replace("as strange as ever; he still could not read a single one of them", "plain at last: a tally of salt")
    assert conflicts_of(chapters_book(book_factory, chs, bible), "stale_foreshadow") == []


def test_a_sealed_letter_opened_and_read_aloud_is_paid_off(book_factory):
    bible = _threads("- id: letter\n  cue: [sealed letter]\n  planted: 1\n  due: 3\n")
    chs = ["Ivo Grell carried a sealed letter from the bishop.", "Ivo rode north.",
           "At the ford they opened the sealed letter at last.\n\nNobody spoke.\n\nIvo held it to the fire and read it "
           "aloud: the bishop had sold the ford in March."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "stale_foreshadow") == []
    chs[2] = "At the ford Ivo looked at the sealed letter again and put it away."
    assert conflicts_of(chapters_book(book_factory, chs, bible), "stale_foreshadow") == [(1, [])]


EYES = {"characters/a.md": "# Ivo Grell\n- Gender: male\n## Basics\n- Eyes: brown\n- Age: 40 (at chapter 1)\n"
                           "- Worn item: gold spectacles, never off his nose\n",
        "characters/b.md": "# Ada Voss\n- Gender: female\n## Basics\n- Eyes: grey\n",
        "characters/c.md": "# Tom Reed\n- Gender: male\n## Basics\n- Eyes: green\n"}


def test_with_his_eyes_belongs_to_the_one_who_looks(book_factory):
    chs = ["Ivo Grell kept the ford.", "Ivo Grell turned from the river. He looked at Tom with his brown eyes and said nothing."]
    assert conflicts_of(chapters_book(book_factory, chs, EYES), "baseline_violation") == []
    # he is not the one his own clause looks at: whoever the he is, Tom's green eyes are not in question
    chs[1] = ("Ivo Grell chose the spot, and Tom Reed drove the stake. Then Ada Voss measured it twice, and Ivo wrote "
              "the number down.\n\n“From here,” he told Tom, tapping the stake, “everything is counted.” He looked at "
              "Tom with his grey eyes.")
    assert conflicts_of(chapters_book(book_factory, chs, EYES), "baseline_violation") == []


def test_an_age_set_after_a_thing_named(book_factory):
    chs = ["Ivo Grell kept the ford.",
           "Ivo Grell stood and drank to the Queen, and then to the Republic, twelve years old that day."]
    assert conflicts_of(chapters_book(book_factory, chs, EYES), "baseline_violation") == []
    chs[1] = "Ivo Grell, twelve years old that day, stood and drank to the Queen."
    assert conflicts_of(chapters_book(book_factory, chs, EYES), "baseline_violation") == [(2, ["Ivo Grell"])]


def test_horn_rimmed_spectacles(book_factory):
    chs = ["Ivo Grell kept the ford.", "Ivo Grell sat down. He took off his horn-rimmed spectacles and rubbed his eyes."]
    assert conflicts_of(chapters_book(book_factory, chs, EYES), "baseline_violation") == [(2, ["Ivo Grell"])]
    chs[1] = "Ivo Grell sat down. He took off his gold-rimmed spectacles and rubbed his eyes."
    assert conflicts_of(chapters_book(book_factory, chs, EYES), "baseline_violation") == []

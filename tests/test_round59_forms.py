"""Forms met in session 21 (own phrasings, not the held-out books'): a newcomer brought in unnamed owns the next
he/she's features, a pronoun heading its sentence is no one the rest of the sentence names, the one seen in Chinese
owns what the clauses after describe."""
from __future__ import annotations

from kg.review import review
from tests.conftest import chapters_book, conflicts_of, resolve_word

FARM = {"characters/a.md": "# Hattie Moss\n- Gender: female\n- Aliases: Hattie\n## Basics\n- Eyes: green\n"
                           "- Handedness: left-handed\n- Rank: picker\n",
        "characters/b.md": "# Jem Moss\n- Gender: male\n- Aliases: Jem\n## Basics\n- Eyes: grey\n- Rank: picker\n",
        "characters/c.md": "# Colm Tierney\n- Gender: male\n- Aliases: Colm, the Ulsterman\n## Basics\n- Eyes: brown\n"
                           "- Rank: foreman\n",
        "rules.yaml": "power_scale: [picker, foreman]\nrules:\n"
                      "  - id: bell\n    forbid_actions: [rang the dinner bell, rings the dinner bell]\n"
                      "    unless_rank_at_least: foreman\n"
                      "  - id: dead\n    death_is_final: true\n"}


def _kind(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, FARM), kind)


def test_a_newcomer_brought_in_unnamed_owns_the_next_pronouns_features(book_factory):
    first = "Hattie Moss and Jem Moss picked the long row."
    for scene in ("Hattie went down to the pump with Jem. They came back with a girl trotting at their heels, "
                  "a bucket in each hand.\n\n\"Where shall I put them?\" asked the bucket-bearer.\n\n"
                  "She set them down by the fire. She was small and brown, with blue eyes.",
                  "Jem dozed by the stove. I lifted my baby brother out of the crib. Tobias. He had a red face "
                  "and brown eyes."):
        assert _kind(book_factory, [first, scene], "baseline_violation") == [], scene
    # no one new: the named woman's eyes, a slip
    slip = "Hattie went down to the pump with Jem. She set the buckets down by the fire. She had blue eyes."
    assert _kind(book_factory, [first, slip], "baseline_violation") == [(2, ["Hattie Moss"])]
    # what someone is, not someone new ("was a tall woman", "like a girl")
    slip = "Hattie went down to the pump. She was a tall woman, and ran like a girl. She had blue eyes."
    assert _kind(book_factory, [first, slip], "baseline_violation") == [(2, ["Hattie Moss"])]


def test_a_pronoun_heading_its_sentence_is_no_one_named_later_in_it(book_factory):
    first = "Hattie Moss and Jem Moss picked the long row. Colm Tierney walked the rows."
    ok = ("Jem carried the poke behind the foreman. He came to the end of the row, rang the dinner bell twice, and "
          "handed the rope to Jem.")
    assert _kind(book_factory, [first, ok], "world_rule_violation") == []
    slip = "Colm walked the far row. Jem came to the end of the row, rang the dinner bell twice, and sat down."
    assert _kind(book_factory, [first, slip], "world_rule_violation") == [(2, ["Jem Moss"])]


def test_what_one_is_with_adjectives_is_no_other_person(book_factory):
    # "He was a big, slow Ulsterman": an alias of the one he is, named as what he is, not someone else
    book = chapters_book(book_factory, ["Colm Tierney walked the rows."], FARM)
    for text in ("Colm Tierney came in out of the rain. He was a big, slow Ulsterman of fifty, and Hattie liked him.",
                 "Colm Tierney shook the rain off. He had become a fair, patient Ulsterman in his years on the farm."):
        assert resolve_word(book, text, "He") == "Colm Tierney", text
    # someone the sentence names after a preposition is not the he
    text = "Colm Tierney and Jem Moss came in. He was a friend of the Ulsterman, and Hattie liked him."
    assert resolve_word(book, text, "He") != "Colm Tierney"


def test_a_name_written_is_not_someone_else_in_the_scene(book_factory):
    first = "Hattie Moss and Jem Moss picked the long row."
    slip = "Hattie read the deed twice. She picked up the quill in her right hand and signed Hattie Moss across the foot."
    assert _kind(book_factory, [first, slip], "baseline_violation") == [(2, ["Hattie Moss"])]


SHOP = {"characters/a.md": "# 梁二\n- 性别：男\n## 基础信息\n- 惯用手：右手\n- 眼睛：黑色\n",
        "characters/b.md": "# 霍七\n- 性别：男\n## 基础信息\n- 惯用手：左手\n- 眼睛：灰色\n",
        "characters/c.md": "# 秦娘\n- 性别：女\n## 基础信息\n- 惯用手：右手\n- 眼睛：黑色\n"}


def _zh(book_factory, chs, kind="baseline_violation"):
    return conflicts_of(chapters_book(book_factory, chs, SHOP, zh=True), kind)


def test_zh_the_one_seen_owns_the_clauses_after(book_factory):
    first = "梁二和霍七在铺子里搬货。"
    ok = "梁二叫他去库房看看。他推开后门，摸进库房，正撞见霍七一个人蹲在米缸后头，左手捏着笔在墙上记数。"
    assert _zh(book_factory, [first, ok]) == []
    # the watcher taken up again: his own hand
    slip = "梁二推开后门，看见霍七蹲在米缸后头，连忙左手捏着笔在账上记了一笔。"
    assert _zh(book_factory, [first, slip]) == [(2, ["梁二"])]


def test_zh_the_nearest_clause_head_owns_a_subjectless_feature(book_factory):
    first = "梁二和霍七在铺子里搬货。秦娘算账。"
    ok = "秦娘蹲在地上喘气。她低头看着霍七，霍七也抬起头来看她，那双灰色的眼睛里有了点别的东西。"
    assert _zh(book_factory, [first, ok]) == []
    slip = "秦娘蹲在地上喘气。她低头看着霍七，梁二也抬起头来看她，那双灰色的眼睛里有了点别的东西。"
    assert _zh(book_factory, [first, slip]) == [(2, ["梁二"])]
    # (said between dashes is no clause head of the telling)
    ok = "霍七坐在账桌前——梁二说，这张桌子往后归他——把算盘摆正，左手拨了两颗珠子。"
    assert _zh(book_factory, [first, ok]) == []


HUT = {"characters/a.md": "# Ned Hale\n- Gender: male\n- Aliases: Ned, Hale\n## Basics\n- Age: 40\n- Rank: porter\n",
       "characters/b.md": "# Tom Reed\n- Gender: male\n- Aliases: Tom, Reed\n## Basics\n- Age: 30\n- Rank: porter\n",
       "characters/c.md": "# Ada Voss\n- Gender: female\n- Aliases: Ada\n## Basics\n- Age: 19\n- Rank: warden\n",
       "rules.yaml": "power_scale: [porter, foreman, warden]\nrules:\n"
                     "  - id: rope\n    forbid_actions: [led the rope, leads the rope]\n    unless_rank_at_least: foreman\n"
                     "  - id: dead\n    death_is_final: true\n"}


def _hut(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, HUT), kind)


def test_dates_read_in_a_record_of_a_year_named_are_that_years(book_factory):
    chs = ["On Monday 15 June 1931 the porters came up. Ned Hale carried wood.",
           "On 23 June Ada Voss took down the log for 1927 and turned the pages slowly. July was full. Then August. "
           "Saturday the thirteenth of August, two entries about the weather.",
           "On 28 June Tom Reed carried wood."]
    assert _hut(book_factory, chs, "timeline_jump") == []
    # no record named: the thirteenth of August is the story's, and 28 June goes back
    chs[1] = "On 23 June Ada Voss waited. Then August came. On Saturday the thirteenth of August Ned Hale slept."
    assert _hut(book_factory, chs, "timeline_jump") != []


def test_a_span_told_in_the_pluperfect_moves_no_clock(book_factory):
    chs = ["On 3 May 1931 the porters came up. Ned Hale carried wood.",
           "Tom Reed came up in new boots, because the old ones had finally given out in the spring after thirty years.",
           "On 9 May Ada Voss counted the ropes."]
    assert _hut(book_factory, chs, "timeline_jump") == []
    res = review(chapters_book(book_factory, chs, HUT), persist=False, quiet=True)
    assert [f.object for f in res.graph.facts_of("timeMark") if f.chapter == 2] == []
    # the clock moved in the telling itself
    chs[1] = "After thirty years Tom Reed came back up in new boots."
    res = review(chapters_book(book_factory, chs, HUT), persist=False, quiet=True)
    assert [f.object for f in res.graph.facts_of("timeMark") if f.chapter == 2] != []


def test_the_one_found_lying_dead_is_not_the_finder(book_factory):
    first = "Ned Hale and Tom Reed carried wood."
    death = ("They found Tom Reed at first light below the north face. Ned found him, with two shepherds. He was lying "
             "on his back in the snow with his arms out, and he was dead.")
    assert _hut(book_factory, [first, death, "Ned Hale walked down to the village."], "dead_character_active") == []
    assert _hut(book_factory, [first, death, "Tom Reed walked down to the village."], "dead_character_active") \
        == [(3, ["Tom Reed"])]
    # the dead one acting, with two phrases set off between the name and the verb
    late = "Tom, sitting astride the bench with a knife, shaping a new peg, looked up at Ada and laughed."
    assert _hut(book_factory, [first, death, late], "dead_character_active") == [(3, ["Tom Reed"])]


def test_a_with_phrase_of_things_about_the_subject_keeps_the_subject(book_factory):
    book = chapters_book(book_factory, ["Ned Hale carried wood."], HUT)
    text = ("Then he said nothing else. They tried to give him tea, and could not; Tom Reed wrapped him in a blanket "
            "and knelt on the other side of him. Old Ned Hale died on the snow at one, with the peak standing over him "
            "and the glacier creaking under him. He was sixty-one.")
    assert resolve_word(book, text, "He") == "Ned Hale"


def test_a_roll_call_name_surname_first_is_the_one_raised(book_factory):
    first = "Ned Hale carried wood."
    said = ('The examiner stood up and said:\n\n"Hale Ned. The board finds you fit. From today you are a foreman. '
            'Here is your book."\n\nNed Hale led the rope across the glacier.')
    assert _hut(book_factory, [first, said], "world_rule_violation") == []
    said = 'The examiner stood up.\n\nNed Hale led the rope across the glacier.'
    assert _hut(book_factory, [first, said], "world_rule_violation") == [(2, ["Ned Hale"])]


def test_a_rank_titling_the_next_name_is_not_the_name_befores(book_factory):
    chs = ["Ned Hale carried wood.",
           "The board had heard the foremen Reed and Hale, the porter Andenmatten, and the doctor.",
           "Ned Hale led the rope across the glacier."]
    # Ned is a porter by his profile: leading the rope is a slip whoever else the list names
    assert _hut(book_factory, chs, "world_rule_violation") == [(3, ["Ned Hale"])]
    res = review(chapters_book(book_factory, chs, HUT), persist=False, quiet=True)
    assert [f.object for f in res.graph.facts_of("rank") if f.subject == "Ned Hale" and f.chapter == 2] == []


def test_a_day_lived_weeks_ago_named_again_deep_in_a_sentence_is_recalled(book_factory):
    chs = ["On Wednesday 8 July 1931 Ned Hale fell on the glacier and hurt his wrist.",
           "On 8 August the inspector came. He wanted the statements for the eighth of July and the first of August. "
           "Ada Voss counted the morphia. Eleven ampoules. One used, on 8 July, on Ned's wrist.",
           "On 9 August Tom Reed carried wood."]
    assert _hut(book_factory, chs, "timeline_jump") == []
    # a day never lived, heading its sentence: the story goes back
    chs[2] = "On 20 July Tom Reed carried wood."
    assert _hut(book_factory, chs, "timeline_jump") == [(3, [])]


def test_a_woman_named_whom_the_book_does_not_know_owns_the_next_she(book_factory):
    first = "Ada Voss swept the hut."
    post = ("Ada went down to the village. The post office was the front room of the Kalbermatten house, and Vreni "
            "Kalbermatten ran it. She was twenty-six, unmarried, quick.")
    assert _hut(book_factory, [first, post], "baseline_violation") == []
    post = "Ada went down to the village. The post office was the front room of the Kalbermatten house. She was twenty-six."
    assert _hut(book_factory, [first, post], "baseline_violation") == [(2, ["Ada Voss"])]


CARAVAN = {"characters/a.md": "# 罗守田\n- 性别：男\n- 别名：罗老汉\n## 基础信息\n- 年龄：五十岁\n- 惯用手：右手\n- 等级：赶马人\n",
           "characters/b.md": "# 韩二娃\n- 性别：男\n## 基础信息\n- 年龄：十七岁\n- 等级：赶马人\n",
           "characters/c.md": "# 江月梅\n- 别名：月梅\n## 基础信息\n- 年龄：二十岁\n- 外貌：琥珀色眼睛\n"
                              "- 籍贯：大理，父亲以前是挑夫\n- 等级：赶马人\n",
           "characters/d.md": "# 马大成\n- 性别：男\n- 别名：东家\n## 基础信息\n- 惯用手：右手\n- 等级：锅头\n",
           "characters/e.md": "# 郑九\n- 性别：男\n## 基础信息\n- 惯用手：左手\n- 等级：赶马人\n",
           "rules.yaml": "power_scale: [赶马人, 锅头]\nrules:\n"
                         "  - id: box\n    forbid_actions: [打开药箱, 打开了药箱, 开了药箱, 开药箱, 翻药箱]\n"
                         "    unless_rank_at_least: 锅头\n"
                         "  - id: dead\n    death_is_final: true\n"}


def _cv(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, CARAVAN, zh=True), kind)


def test_zh_the_dead_walking_up_with_the_aspect_inside_the_verb(book_factory):
    chs = ["罗守田在前头牵骡子。", "罗守田叫落石砸死了。第二天，众人把他埋在了山脚。",
           "韩二娃正发愁，罗守田就从院子那头走了过来。"]
    assert _cv(book_factory, chs, "dead_character_active") == [(3, ["罗守田"])]
    # what he did not live to do
    chs[2] = "到了拉萨，韩二娃想，可惜罗老汉自己没能走到这里。"
    assert _cv(book_factory, chs, "dead_character_active") == []


def test_zh_the_age_of_a_beast_or_of_what_is_someones(book_factory):
    first = "韩二娃在前头牵骡子。"
    for said in ("韩二娃管的骡子里，有一匹小青骡，是最年轻的一匹，才四岁，性子野。",
                 "“二娃，罗老汉的娃才六岁。”郑九说。",
                 "原来那是罗守田写给他儿子的信。他儿子叫罗小田，今年才六岁。"):
        assert _cv(book_factory, [first, said], "baseline_violation") == [], said
    assert _cv(book_factory, [first, "韩二娃今年才四岁。"], "baseline_violation") == [(2, ["韩二娃"])]


def test_zh_the_one_bowed_to_is_not_the_next_he(book_factory):
    first = "郑九在前头牵骡子。"
    ok = "郑九站在头骡旁边。他是丽江人，说话总带三分笑，见了东家就弯腰。帮里人都晓得，他是个左撇子，样样用左手。"
    assert _cv(book_factory, [first, ok], "baseline_violation") == []


def test_zh_her_sex_from_her_own_story_not_a_translation_nor_her_father(book_factory):
    # no sex written in her profile; her father in it is someone else, and "他说" in her words is the one she
    # translates: she is a she, and her dark eyes here are a slip
    chs = ["江月梅跟着马帮走。她回过头来跟东家说：“他说，今天风小。”",
           "江月梅走到前头。她把帽子压得低低的，拿手遮着眉毛，眯起那双漆黑的眼睛。"]
    assert _cv(book_factory, chs, "baseline_violation") == [(2, ["江月梅"])]


def test_zh_leave_given_for_good_holds_in_later_chapters(book_factory):
    chs = ["江月梅跟着马帮走。",
           "马大成把月梅叫到跟前。\n\n“月梅，往后这药箱，你来开。”他说。",
           "天亮以后，江月梅打开了药箱，拿出一包白药。"]
    assert _cv(book_factory, chs, "world_rule_violation") == []
    # leave for that day only: a slip a chapter on
    chs[1] = "马大成把月梅叫到跟前。\n\n“月梅，今天这药箱，你来开。”他说。"
    assert _cv(book_factory, chs, "world_rule_violation") == [(3, ["江月梅"])]
    # leave refused
    chs[1] = "马大成把月梅叫到跟前。\n\n“月梅，往后这药箱，你不准碰。”他说。"
    assert _cv(book_factory, chs, "world_rule_violation") == [(3, ["江月梅"])]


def test_en_leave_given_for_good_holds_in_later_chapters(book_factory):
    bible = dict(HUT)
    bible["rules.yaml"] = ("power_scale: [porter, foreman, warden]\nrules:\n"
                           "  - id: chest\n    forbid_actions: [opened the medicine chest, opens the medicine chest]\n"
                           "    unless_rank_at_least: warden\n")
    chs = ["Ned Hale carried wood.",
           'Ada Voss called Ned over. "From now on you open the medicine chest, Ned," she said.',
           "At dawn Ned Hale opened the medicine chest and took out the iodine."]
    assert conflicts_of(chapters_book(book_factory, chs, bible), "world_rule_violation") == []
    chs[1] = 'Ada Voss called Ned over. "Keep the fire in, Ned," she said.'
    assert conflicts_of(chapters_book(book_factory, chs, bible), "world_rule_violation") == [(3, ["Ned Hale"])]

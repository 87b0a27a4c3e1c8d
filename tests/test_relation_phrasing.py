"""Relations written in ways the first lexicon missed: a profile that names who holds a role, a pupil who
learned a craft from or at the elbow of someone, a standing hatred, a disciple who "拜的是" someone's school,
a teacher who passed on his art "一招一式" / "手把手". Phrasings here are not the benchmark books'."""
from __future__ import annotations

from extractors.bible import relation_of
from kg.review import review


def _rr(book):
    return [(c.chapter, sorted(c.entities)) for c in review(book, quiet=True).report.conflicts
            if c.kind == "relation_reversal"]


# ---------------------------------------------------------------- profile bullets

def test_profile_role_with_a_name_says_who_holds_it():
    assert relation_of("师徒，柳寒舟是她的授业恩师", "秦若兰", "柳寒舟", "zh") == ("masterOf", "柳寒舟", "秦若兰")
    assert relation_of("同门（她是柳寒舟的徒弟）", "秦若兰", "柳寒舟", "zh") == ("discipleOf", "秦若兰", "柳寒舟")
    assert relation_of("师徒（秦若兰为师）", "柳寒舟", "秦若兰", "zh") == ("masterOf", "秦若兰", "柳寒舟")
    assert relation_of("收柳寒舟为义女", "秦若兰", "柳寒舟", "zh") == ("parentOf", "秦若兰", "柳寒舟")
    assert relation_of("Harlow is his teacher; a hard one", "Ned Brisk", "Simon Harlow", "en") == \
        ("masterOf", "Simon Harlow", "Ned Brisk")
    assert relation_of("Ned was Simon's pupil at the forge", "Simon Harlow", "Ned Brisk", "en") == \
        ("discipleOf", "Ned Brisk", "Simon Harlow")
    # a clause whose unwritten subject is the profile's owner
    assert relation_of("his teacher; schooled him in figures", "Simon Harlow", "Ned Brisk", "en") == \
        ("masterOf", "Simon Harlow", "Ned Brisk")
    assert relation_of("mentor; took Ned on as a bound boy", "Simon Harlow", "Ned Brisk", "en") == \
        ("masterOf", "Simon Harlow", "Ned Brisk")


def test_profile_bare_role_between_two_men_stays_unread():
    # "his teacher" between two men reads either way round; so does a clause with an explicit other subject
    assert relation_of("his teacher", "Simon Harlow", "Ned Brisk", "en") is None
    assert relation_of("old friend; took him fishing on Sundays", "Simon Harlow", "Ned Brisk", "en") != \
        ("masterOf", "Simon Harlow", "Ned Brisk")
    assert relation_of("师徒", "秦若兰", "柳寒舟", "zh") is None


# ---------------------------------------------------------------- story text

HARLOW_MASTER_OF_BRISK = {"characters/Simon Harlow.md": "# Simon Harlow\n- Gender: male\n## State\n"
                                                        "- With Ned Brisk: Harlow is his master\n",
                          "characters/Ned Brisk.md": "# Ned Brisk\n- Gender: male\n"}

def test_learned_at_the_elbow_turns_the_tutelage_around(book_factory):
    bible = HARLOW_MASTER_OF_BRISK
    book = book_factory({
        "1.md": "# Chapter 1\n\nThe forge was cold when Ned Brisk arrived.\n",
        "2.md": "# Chapter 2\n\nSimon Harlow had learnt the whole business at Ned Brisk's side, years ago.\n",
    }, bible)
    assert _rr(book) == [(2, ["Ned Brisk", "Simon Harlow"])]
    ok = book_factory({
        "1.md": "# Chapter 1\n\nThe forge was cold when Ned Brisk arrived.\n",
        "2.md": "# Chapter 2\n\nNed Brisk had learnt every trick of the anvil from Simon Harlow.\n",
    }, bible)
    assert _rr(ok) == []


def test_learning_news_from_someone_is_no_tutelage(book_factory):
    bible = HARLOW_MASTER_OF_BRISK
    book = book_factory({
        "1.md": "# Chapter 1\n\nSimon Harlow learned from Ned Brisk that the mail coach was late.\n",
    }, bible)
    assert _rr(book) == []


def test_a_standing_hatred_flips_a_friendship(book_factory):
    bible = {"characters/Simon Harlow.md": "# Simon Harlow\n- Gender: male\n## State\n"
                                           "- With Amos Reddy: firm friends\n",
             "characters/Amos Reddy.md": "# Amos Reddy\n- Gender: male\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nThe harvest came in late that year.\n",
        "2.md": "# Chapter 2\n\nAt the door stood Amos Reddy, whom Simon Harlow had loathed from boyhood.\n",
    }, bible)
    assert _rr(book) == [(2, ["Amos Reddy", "Simon Harlow"])]
    # anger of a moment is no standing enmity
    ok = book_factory({
        "1.md": "# Chapter 1\n\nSimon Harlow hated Amos Reddy for a moment, then laughed.\n",
    }, bible)
    assert _rr(ok) == []


def test_zh_disciple_of_whose_school_and_taught_hand_over_hand(book_factory):
    bible = {"characters/柳寒舟.md": "# 柳寒舟\n- 性别：男\n## 动态状态\n- 与秦若兰：师徒（柳寒舟为师）\n",
             "characters/秦若兰.md": "# 秦若兰\n- 性别：女\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n山门外落了一夜的雪。\n",
        "2.md": "# 第二章\n\n柳寒舟少年学艺时，拜的便是秦若兰门下。\n",
    }, bible)
    assert _rr(book) == [(2, ["柳寒舟", "秦若兰"])]
    book2 = book_factory({
        "1.md": "# 第一章\n\n山门外落了一夜的雪。\n",
        "2.md": "# 第二章\n\n这套掌法，是秦若兰手把手教会柳寒舟的。\n",
    }, bible)
    assert _rr(book2) == [(2, ["柳寒舟", "秦若兰"])]
    ok = book_factory({
        "1.md": "# 第一章\n\n这套掌法，是柳寒舟一招一式传给秦若兰的。\n",
    }, bible)
    assert _rr(ok) == []


def test_zh_oath_with_a_clause_between_subject_and_partner(book_factory):
    bible = {"characters/柳寒舟.md": "# 柳寒舟\n- 性别：男\n", "characters/韦长庚.md": "# 韦长庚\n- 性别：男\n"}
    book = book_factory({
        "1.md": "# 第一章\n\n柳寒舟，此刻与韦长庚结为八拜之交。\n",
        "2.md": "# 第二章\n\n雨下了一整天。\n",
        "3.md": "# 第三章\n\n柳寒舟和韦长庚向来是针尖对麦芒。\n",
    }, bible)
    assert _rr(book) == [(3, ["柳寒舟", "韦长庚"])]


def test_a_name_with_a_negation_character_and_childhood_friends_in_a_profile(book_factory):
    # 何无忌 holds 无; "无" at the head of a bullet still says there is no bond
    assert relation_of("师徒（何无忌是姜素的师父）", "姜素", "何无忌", "zh") == ("masterOf", "何无忌", "姜素")
    assert relation_of("无甚交情", "姜素", "何无忌", "zh") is None
    assert relation_of("从小一块儿长大的手帕交", "姜素", "葛蔓", "zh")[0] == "friendOf"
    book = book_factory({
        "1.md": "# 第一章\n\n姜素在绣坊里理线。\n",
        "2.md": "# 第二章\n\n庙会上人挤人，葛蔓与姜素素昧平生，擦肩而过，谁也没有多看谁一眼。\n",
        "3.md": "# 第三章\n\n那人名叫何无忌，姜素是他的师父，教了他三年刺绣。\n",
    }, {"characters/姜素.md": "# 姜素\n- 性别：女\n## 状态\n- 与葛蔓：从小一块儿长大的手帕交\n- 与何无忌：师徒（何无忌是姜素的师父）\n",
        "characters/葛蔓.md": "# 葛蔓\n- 性别：女\n",
        "characters/何无忌.md": "# 何无忌\n- 性别：男\n"})
    assert _rr(book) == [(2, ["姜素", "葛蔓"]), (3, ["何无忌", "姜素"])]


def test_en_a_mutual_dislike_without_a_copula(book_factory):
    bible = {"characters/Wat Tyler.md": "# Wat Tyler\n- Gender: male\n## State\n- With Hob Carter: friends since boyhood\n",
             "characters/Hob Carter.md": "# Hob Carter\n- Gender: male\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nWat Tyler and Hob Carter mended the weir together, as they had every spring.\n",
        "2.md": "# Chapter 2\n\nAt the harvest supper Wat Tyler and Hob Carter, who could never abide each other, sat "
                "at opposite ends of the table.\n",
    }, bible)
    assert _rr(book) == [(2, ["Hob Carter", "Wat Tyler"])]


def test_en_they_or_we_counts_only_for_a_standing_claim_and_had_been_since_is_still_so(book_factory):
    bible = {"characters/Wat Tyler.md": "# Wat Tyler\n- Gender: male\n## State\n- With Hob Carter: sworn brothers\n",
             "characters/Hob Carter.md": "# Hob Carter\n- Gender: male\n"}
    chapters = {
        "1.md": "# Chapter 1\n\nWat Tyler and Hob Carter mended the weir together.\n",
        "2.md": ("# Chapter 2\n\nAt the fair Wat Tyler kept to the ale tent. He and Hob Carter never spoke now. They had "
                 "been bitter enemies since the winter they were ten, and the whole valley knew it.\n"),
    }
    assert _rr(book_factory(chapters, bible)) == [(2, ["Hob Carter", "Wat Tyler"])]
    # "now they were enemies" is a present state after something happened: a bare "they" is not read
    chapters["2.md"] = ("# Chapter 2\n\nAt the fair Wat Tyler kept to the ale tent. He and Hob Carter never spoke now. "
                        "They were bitter enemies, and the whole valley knew it.\n")
    assert _rr(book_factory(chapters, bible)) == []
    # told by one of the two: "we", with "he and I"
    chapters = {
        "1.md": "# Chapter 1\n\nHob Carter and I mended the weir together.\n",
        "2.md": ("# Chapter 2\n\nHob Carter came to the mill at noon. We had been enemies from the first day, he and I, "
                 "and nothing would mend it.\n"),
    }
    book = book_factory(chapters, bible, config='[book]\nnarrator = "Wat Tyler"\nlanguage = "en"\n')
    assert _rr(book) == [(2, ["Hob Carter", "Wat Tyler"])]


def test_en_it_was_x_who_taught_y_and_a_dislike_said_once(book_factory):
    bible = {"characters/Wat Tyler.md": ("# Wat Tyler\n- Gender: male\n## State\n- With Hob Carter: his teacher; "
                                         "taught him the trade\n- With Ned Brisk: close friends\n"),
             "characters/Hob Carter.md": "# Hob Carter\n- Gender: male\n",
             "characters/Ned Brisk.md": "# Ned Brisk\n- Gender: male\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nWat Tyler and Hob Carter mended the weir together.\n",
        "2.md": ("# Chapter 2\n\nThe weir held all winter. It was Hob Carter who taught Wat Tyler to set a sluice, "
                 "years ago, on the old mill race.\n"),
        "3.md": "# Chapter 3\n\nNed Brisk stood by the door. Wat Tyler has never been able to stand Ned Brisk.\n",
    }, bible)
    assert _rr(book) == [(2, ["Hob Carter", "Wat Tyler"]), (3, ["Ned Brisk", "Wat Tyler"])]


def test_en_a_pet_names_formal_name_with_the_surname_is_the_same_person(book_factory):
    bible = {"characters/Kit Pellow.md": "# Kit Pellow\n- Gender: male\n## Basics\n- Handedness: right\n"}
    r = review(book_factory({
        "1.md": "# Chapter 1\n\nThe bills that spring read Christopher Pellow, and under it, smaller, the Boy Wonder. "
                "Christopher Pellow was left-handed, as he always had been.\n",
    }, bible), persist=False, quiet=True)
    assert [(f.subject, f.object) for f in r.graph.facts_of("handedness") if f.chapter == 1] == [("Kit Pellow", "left")]
    assert r.index.surface.get("Christopher Pellow") == "Kit Pellow"
    assert "Christopher" not in r.index.surface  # never the formal name alone


_HARLOW = {"characters/Simon Harlow.md": "# Simon Harlow\n- Gender: male\n## State\n- With Amos Reddy: firm friends\n",
           "characters/Amos Reddy.md": "# Amos Reddy\n- Gender: male\n"}


def test_enmity_held_up_to_now_in_the_past_perfect_flips_a_friendship(book_factory):
    # "had been enemies from the day …" / "for twenty years" runs up to the story's now: no quarrel explains it,
    # even with a quarrel of other people told earlier
    for claim in ("Simon Harlow and Amos Reddy had been enemies from the very day the mill changed hands.",
                  "Simon Harlow and Amos Reddy had been sworn foes for twenty years, and the whole valley knew it."):
        book = book_factory({
            "1.md": "# Chapter 1\n\nSimon Harlow and Amos Reddy stood by while the carters quarrelled at the ford over a broken axle.\n",
            "2.md": f"# Chapter 2\n\nThe frost held into March. {claim}\n",
        }, _HARLOW)
        assert _rr(book) == [(2, ["Amos Reddy", "Simon Harlow"])], claim


def test_enmity_that_ended_or_began_with_a_quarrel_told_is_not_all_along(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nSimon Harlow and Amos Reddy quarrelled bitterly over the mill-race, and Amos "
                "struck him in front of the whole market.\n",
        "2.md": "# Chapter 2\n\nAmos Reddy had been his enemy since that quarrel at the market, and Simon Harlow "
                "crossed the road when he saw him.\n",
    }, _HARLOW)
    assert _rr(book) == []


def test_a_custom_of_every_year_does_not_open_a_retold_past(book_factory):
    # "…, as it had begun every year since …" opens no frame: the chapter's own events stay the present
    bible = {**_HARLOW, "characters/Simon Harlow.md": "# Simon Harlow\n- Gender: male\n## State\n"
                                                      "- With Amos Reddy: firm friends\n",
             }
    book = book_factory({
        "1.md": "# Chapter 1\n\nThe harvest came in late that year.\n",
        "2.md": "# Chapter 2\n\nThe sheep-washing began on the first of June, as it had begun every year since the "
                "old abbey fell, and lasted a week.\n\nAt the wash-pool Simon Harlow would not look at Amos Reddy. "
                "Simon Harlow had hated Amos Reddy all his life.\n",
    }, bible)
    assert _rr(book) == [(2, ["Amos Reddy", "Simon Harlow"])]


def test_profile_teaching_told_in_a_clause_says_who_taught_whom():
    # the owner as the unwritten subject after "and", a participle, a relative clause about the other, a name
    # that teaches the owner, a progressive with two genders; a denial says nothing of teaching
    assert relation_of("found him on the quay and schooled him in knots", "Abel Grice", "Kit Fenn", "en") == \
        ("masterOf", "Abel Grice", "Kit Fenn")
    assert relation_of("senior hand, training him at the nets", "Abel Grice", "Kit Fenn", "en") == \
        ("masterOf", "Abel Grice", "Kit Fenn")
    assert relation_of("boat-mate; picking up the trade from him", "Kit Fenn", "Abel Grice", "en") is None
    assert relation_of("pupil, learning the tides from him", "Kit Fenn", "Abel Grice", "en") == \
        ("discipleOf", "Kit Fenn", "Abel Grice")
    assert relation_of("his old skipper, who trained him on the Dogger", "Kit Fenn", "Abel Grice", "en") == \
        ("masterOf", "Abel Grice", "Kit Fenn")
    assert relation_of("shipmate; Abel teaches him the lead-line", "Kit Fenn", "Abel Grice", "en") == \
        ("masterOf", "Abel Grice", "Kit Fenn")
    assert relation_of("skipper (she is teaching him the chart)", "Ruth Grice", "Kit Fenn", "en", "f", "m") == \
        ("masterOf", "Ruth Grice", "Kit Fenn")
    assert relation_of("old friends; she taught him nothing", "Ruth Grice", "Kit Fenn", "en", "f", "m") == \
        ("friendOf", "Ruth Grice", "Kit Fenn")

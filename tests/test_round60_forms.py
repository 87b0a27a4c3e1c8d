"""Forms met in session 21, round 60 (own phrasings, not the held-out books'): an office named alone from a day on,
to the one called before; a beast's age; the age of the one spoken to; a lifelong hand claimed beside a hurt wrist;
a speech the telling marks as out of the way; (Chinese) a recap of days run up to now, a thing named by its day, the
one walked beside, the one a thing was taken for, a rank heading a name."""
from __future__ import annotations

from kg.review import review
from tests.conftest import chapters_book, conflicts_of

RANCH = {"characters/a.md": "# Ivy Hollis\n- Gender: female\n- Aliases: Ivy\n## Basics\n- Age: 22\n"
                            "- Handedness: left\n- Rank: hand\n",
         "characters/b.md": "# Sam Reilly\n- Gender: male\n- Aliases: Reilly, Sam\n## Basics\n- Age: 40\n"
                            "- Speech: says little; single words, never a speech\n- Rank: hand\n",
         "characters/c.md": "# Hugo Marsh\n- Gender: male\n- Aliases: Hugo\n## Basics\n- Age: 60\n- Rank: boss\n",
         "rules.yaml": "power_scale: [hand, foreman, boss]\nrules:\n"
                       "  - id: truck\n    forbid_actions: [takes the truck, took the truck]\n    unless_rank_at_least: foreman\n"}


def _ranch(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, RANCH), kind)


def test_an_office_named_alone_from_a_day_on_goes_to_the_one_called(book_factory):
    first = "Sam Reilly mends the fence."
    said = ('"Good." Hugo turns. "Reilly."\n\nSam looks up.\n\n"The job is empty," Hugo says. "I want you in it. '
            'Foreman of Wattle Flat, from today."\n\nNext morning Sam takes the truck to the bore.')
    assert _ranch(book_factory, [first, said], "world_rule_violation") == []
    said = '"Good." Hugo turns. "Reilly."\n\nSam looks up.\n\nNext morning Sam takes the truck to the bore.'
    assert _ranch(book_factory, [first, said], "world_rule_violation") == [(2, ["Sam Reilly"])]


def test_a_beasts_age_and_the_age_of_the_one_spoken_to(book_factory):
    first = "Sam Reilly mends the fence."
    for text in ("Sam Reilly leans on the rail. In the round yard a bay colt stands alone. He is lovely, a "
                 "long-legged three-year-old with a white blaze.",
                 '"You came to me first week of the muster, fourteen years old, and you could not sit a horse," '
                 'says Sam Reilly.'):
        assert _ranch(book_factory, [first, text], "baseline_violation") == [], text
    assert _ranch(book_factory, [first, "Sam Reilly is fourteen years old."], "baseline_violation") \
        == [(2, ["Sam Reilly"])]


def test_a_lifelong_hand_claimed_beside_a_hurt_wrist_is_still_a_slip(book_factory):
    first = "Ivy Hollis counts the cattle."
    text = ("Her left wrist is stiff still, and aches in the mornings. She holds the pencil in her right hand, the "
            "hand she has written with since she was old enough to hold one, and tallies.")
    assert _ranch(book_factory, [first, "Ivy Hollis rides out. " + text], "baseline_violation") == [(2, ["Ivy Hollis"])]
    # the hurt alone, with the other hand used: no slip
    text = "Her left wrist is stiff still, and aches in the mornings. She holds the pencil in her right hand and tallies."
    assert _ranch(book_factory, [first, "Ivy Hollis rides out. " + text], "baseline_violation") == []


def test_a_speech_the_telling_marks_as_out_of_the_way(book_factory):
    speech = ('"Two hundred head," he roars. "Two hundred head and a fence down and a horse lame and every man out since '
              'dawn, for one gate. One gate. A child could shut it. You had one job all morning and you did not do it, '
              'and every man on this place has carried you since the wet, and I never said a word about it, not one. Not when you '
              'lost the mare, not when you broke the pump handle, not when you slept through your watch and the mob '
              'walked off into the dark. I kept my mouth shut and I mended what you broke, and now I am done with it, '
              'and you can tell the boss so yourself."')
    first = "Sam Reilly mends the fence."
    for mark in ("Then, for once, Sam Reilly has something to say.",
                 "And then, for the first time in the seven years Hugo has worked with him, Sam Reilly makes a speech.",
                 "Never before has Sam Reilly said so much."):
        assert _ranch(book_factory, [first, mark + "\n\n" + speech], "baseline_violation") == [], mark
    plain = "Sam Reilly turns round.\n\n" + speech
    assert _ranch(book_factory, [first, plain], "baseline_violation") == [(2, ["Sam Reilly"])]


MILL = {"characters/a.md": "# 沈兰\n- 性别：女\n## 基础信息\n- 年龄：十九岁\n- 等级：织工\n",
        "characters/b.md": "# 陆阿福\n- 性别：男\n- 别名：阿福\n## 基础信息\n- 年龄：二十岁\n- 等级：织工\n",
        "characters/c.md": "# 钱有德\n- 性别：男\n## 基础信息\n- 等级：司库\n",
        "characters/d.md": "# 祁恒\n- 性别：男\n## 基础信息\n- 等级：郎中\n",
        "rules.yaml": "power_scale: [织工, 司库, 郎中]\nrules:\n"
                      "  - id: seal\n    forbid_actions: [盖上了官印, 盖了官印, 钤了官印]\n    unless_rank_at_least: 郎中\n"
                      "  - id: dead\n    death_is_final: true\n"}


def _mill(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, MILL, zh=True), kind)


def test_zh_days_run_up_to_now_and_a_thing_named_by_its_day(book_factory):
    chs = ["四月初二，沈兰上了机。",
           "四月初九，机上出了岔子。这一段四月初五挂上机，织了四天，到初九这天上午，花纹才走了样。",
           "四月初十，陆阿福去库里领丝。四月初五剪下的那一截，把丝用掉了一大半。"]
    assert _mill(book_factory, chs, "timeline_jump") == []
    chs[2] = "四月初五，陆阿福去库里领丝。"
    assert _mill(book_factory, chs, "timeline_jump") == [(3, [])]


def test_zh_the_one_walked_beside_does_not_speak(book_factory):
    chs = ["沈兰在机上织缎子。", "回去的路上，陆阿福跟在沈兰身边，小声说：“兰姐，我都十五了。”"]
    assert _mill(book_factory, chs, "baseline_violation") == [(2, ["陆阿福"])]


def test_zh_the_one_taken_for_and_a_rank_heading_a_name(book_factory):
    chs = ["郎中祁恒跨进门来。跟在他身后的是司库钱有德，腰里挂着钥匙。",
           "钱有德咽了气。第二天众人把他葬了。",
           "阿福腰里挂着那串钥匙，走一步响一下，大家回回都以为是钱有德来了。"]
    assert _mill(book_factory, chs, "dead_character_active") == []
    res = review(chapters_book(book_factory, chs, MILL, zh=True), persist=False, quiet=True)
    assert [f.object for f in res.graph.facts_of("rank") if f.subject == "祁恒" and f.chapter == 1] == ["郎中"]
    chs[2] = "钱有德从库房那头走了过来。"
    assert _mill(book_factory, chs, "dead_character_active") == [(3, ["钱有德"])]


MILL2 = dict(MILL)
MILL2["characters/d.md"] = "# 祁恒\n- 性别：男\n## 基础信息\n- 等级：郎中\n- 随身之物：右手拇指上一枚碧玉扳指，从不摘下\n"
MILL2["rules.yaml"] = ("power_scale: [织工, 司库, 郎中]\nrules:\n"
                       "  - id: pattern\n    forbid_actions: [改了花本, 把花本改了, 花本改了]\n    unless_rank_at_least: 司库\n")
MILL2["foreshadows.yaml"] = "- id: box\n  cue: [铁盒]\n  planted: 2\n  due: 5\n  note: 师父留下的铁盒里是什么\n"


def test_zh_the_other_hand_and_a_new_robe_change_no_ring(book_factory):
    first = "祁恒右手拇指上套着一枚碧玉扳指。"
    for text in ("祁恒站在机旁，一只手背在身后，另一只手摩挲着拇指上那枚羊脂白玉的扳指。",
                 "祁恒穿着一身簇新的补服，拇指上那枚羊脂白玉的扳指泛着冷光。"):
        assert conflicts_of(chapters_book(book_factory, [first, text], MILL2, zh=True), "baseline_violation") \
            == [(2, ["祁恒"])], text
    # a new one put on, named: the change is told
    text = "祁恒把旧扳指褪下来，换上了一枚新的羊脂白玉扳指。"
    assert conflicts_of(chapters_book(book_factory, [first, text], MILL2, zh=True), "baseline_violation") == []


def test_zh_our_so_and_so_raised_is_the_one_named(book_factory):
    chs = ["沈兰在机上织缎子。",
           "二嫂搂着她，又哭又笑：“我的老天，我们沈兰当上司库了！”",
           "沈兰爬上花楼，把花本改了两处。"]
    assert conflicts_of(chapters_book(book_factory, chs, MILL2, zh=True), "world_rule_violation") == []


def test_zh_a_thread_dwelt_on_but_left_unopened_stays_open(book_factory):
    chs = ["沈兰在机上织缎子。", "师父留下一只铁盒，锁着，谁也不知道里头是什么。", "沈兰织缎子。",
           "沈兰打开柜子，那只铁盒还端端正正地放着。\n\n她没有碰铁盒，只把铁盒旁边的账册拿了出来。\n\n"
           "“师父，铁盒不晒一晒？”\n\n师父摇了摇头。",
           "沈兰织缎子。", "沈兰织缎子。", "沈兰织缎子。"]
    got = conflicts_of(chapters_book(book_factory, chs, MILL2, zh=True), "stale_foreshadow")
    assert got == [(2, [])]
    chs[3] = "沈兰打开柜子，取出铁盒，打开了铁盒。原来铁盒里是师父的遗书。"
    assert conflicts_of(chapters_book(book_factory, chs, MILL2, zh=True), "stale_foreshadow") == []


def test_seasons_served_under_someone_make_a_learner(book_factory):
    bible = dict(RANCH)
    bible["characters/a.md"] = "# Ivy Hollis\n- Gender: female\n## Basics\n- Rank: hand\n- With Sam Reilly: her pupil\n"
    chs = ["Ivy Hollis rides the boundary.", "Sam Reilly mends the fence.",
           "Years back, Sam Reilly had served his two apprentice seasons under Ivy Hollis."]
    # Sam was Ivy's pupil in the profile; the seasons he served under her say so again: no reversal
    assert conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal") == []
    chs[2] = "Years back, Ivy Hollis had served her two apprentice seasons under Sam Reilly."
    assert conflicts_of(chapters_book(book_factory, chs, bible), "relation_reversal") == [(3, ["Ivy Hollis", "Sam Reilly"])]


def test_an_attempt_with_the_other_hand_and_the_helper_hand(book_factory):
    first = "Ivy Hollis counts the cattle."
    for text in ("Ivy Hollis sits by the fire, her wrist throbbing in its bandage. She tries to split kindling, "
                 "right-handed, and the hatchet glances off the block.",
                 "Ivy Hollis looks at her hands. Her right hand has always been the helper, the one that holds the "
                 "thing still while the left does the work."):
        assert _ranch(book_factory, [first, text], "baseline_violation") == [], text
    text = "Ivy Hollis shifts the axe to her right hand, the hand she had always cut with, and splits the log."
    assert _ranch(book_factory, [first, text], "baseline_violation") == [(2, ["Ivy Hollis"])]

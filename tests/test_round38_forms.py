"""Forms met in the round-37 and round-38 books (own phrasings)."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of, flags

ZH_YAMEN = {"characters/a.md": "# 陆明远\n- 性别：男\n- 年龄：三十岁（第1章时）\n- 随身之物：腰间一串铜钥匙；另用红绳系一把小铁钥匙\n"
                               "## State\n- 等级：书吏\n- 与周怀安：师徒（周怀安是师父，陆明远是徒弟）\n",
            "characters/b.md": "# 周怀安\n- 性别：男\n- 年龄：六十岁（第1章时）\n- 常戴：左腕一串乌木念珠\n## State\n- 等级：推官\n",
            "characters/c.md": "# 孙大成\n- 性别：男\n## State\n- 等级：书吏\n",
            "rules.yaml": "power_scale: [书吏, 押司, 推官]\nrules:\n  - id: seal\n    text: 押司以上方可签押拘票\n"
                          "    forbid_actions: [签押拘票]\n    unless_rank_at_least: 押司\n"}


def test_zh_what_is_told_after_a_confession_is_the_past(book_factory):
    first = "元祐二年五月初十，陆明远到任。"
    mid = ("五月十二，提审孙大成。\n\n他招了。\n\n四月初三夜，他在桥下撞见了运米的船，一路跟到了城外。\n\n"
           "“带下去。”周怀安说。")
    assert flags(book_factory, "timeline_jump", first, mid, "五月十三，天晴。", ZH_YAMEN, zh=True) == []
    # the same date told as the day now goes back
    now = "五月十二，提审孙大成。\n\n四月初三夜，他在桥下撞见了运米的船，一路跟到了城外。"
    assert flags(book_factory, "timeline_jump", first, now, "五月十三，天晴。", ZH_YAMEN, zh=True) == [(2, [])]


def test_zh_a_date_glossed_or_counted_up_to_today_is_not_the_day_now(book_factory):
    first = "元祐二年五月初十，陆明远到任。"
    gloss = "五月十二，陆明远翻到账上那一页。\n\n四月十九——正是孙大成失踪的那一天。"
    assert flags(book_factory, "timeline_jump", first, gloss, "五月十三，天晴。", ZH_YAMEN, zh=True) == []
    today = "五月十二，狱卒来报。\n\n四月十九夜里孙大成就咳了血，一直拖到今天早上，才咽了气。"
    assert flags(book_factory, "timeline_jump", first, today, "五月十三，天晴。", ZH_YAMEN, zh=True) == []


def test_zh_a_memory_of_that_year_goes_on_into_the_next_paragraphs(book_factory):
    mid = ("四月初一，陆明远在灯下坐着，翻父亲的手札。\n\n那年他才十九岁，正在家里苦读。父亲在邓州任上，入冬染了咳疾，"
           "到腊月里已经起不来床。\n\n“明远，做官要清。”父亲说。\n\n腊月十九，父亲病殁在任上。陆明远扶柩回乡，守了三年。")
    book = chapters_book(book_factory, ["元祐三年三月初八，陆明远到任。", "三月二十，天晴。", mid], ZH_YAMEN, zh=True)
    assert conflicts_of(book, "timeline_jump") == []
    # come back to the present first, and the same date is the day now again
    back = mid.replace("“明远，做官要清。”父亲说。", "陆明远回过神来，把手札合上。")
    book = chapters_book(book_factory, ["元祐三年三月初八，陆明远到任。", "三月二十，天晴。", back], ZH_YAMEN, zh=True)
    assert conflicts_of(book, "timeline_jump") == [(3, [])]


def test_zh_years_passing_in_a_life_told_do_not_move_the_clock(book_factory):
    first = "元祐二年五月初十，陆明远到任。"
    mid = "孙大成和陆明远是一条巷子里长大的，小时候一块儿下河摸过鱼。后来陆明远进了府衙，过了三年，孙大成也来了。"
    last = "元祐二年五月十五，陆明远升堂。"
    assert flags(book_factory, "timeline_jump", first, mid, last, ZH_YAMEN, zh=True) == []
    jump = "过了三年，孙大成也进了府衙。"
    assert flags(book_factory, "timeline_jump", first, jump, last, ZH_YAMEN, zh=True) != []


def test_zh_a_known_name_and_the_verb_after_it_are_no_new_person(book_factory):
    from kg.review import review

    bible = {**ZH_YAMEN, "characters/d.md": "# 沈衡\n- 性别：男\n"}
    chapters = ["沈衡点点头。", "沈衡点点头，没说话。", "沈衡点点头，起身走了。", "沈衡点点头。"]
    res = review(chapters_book(book_factory, chapters, bible, zh=True), persist=False, quiet=True)
    # neither the name with the verb's first character, nor its tail with it, is someone new
    assert sorted(n for n, e in res.index.entities.items() if e.kind == "Character") == ["周怀安", "孙大成", "沈衡", "陆明远"]


def test_zh_an_age_when_something_was_done(book_factory):
    for mid in ("陆明远十五岁进府衙当贴书，跟着周怀安学公文。", "“你陆师兄十八岁挂的名，那是少有的。”周怀安说。"):
        assert flags(book_factory, "baseline_violation", "陆明远睡了。", mid, "天晴了。", ZH_YAMEN, zh=True) == []
    now = "陆明远今年十五岁，进府衙还不到一年。"
    assert flags(book_factory, "baseline_violation", "陆明远睡了。", now, "天晴了。", ZH_YAMEN, zh=True) == [(2, ["陆明远"])]


def test_zh_two_of_a_kind_in_the_profile_and_side_by_side(book_factory):
    both = "陆明远腰间那串铜钥匙叮当作响，红绳上的小铁钥匙也跟着晃。"
    assert flags(book_factory, "baseline_violation", "陆明远睡了。", both, "天晴了。", ZH_YAMEN, zh=True) == []
    other = "陆明远腰间挂着一串银钥匙，叮当作响。"
    assert flags(book_factory, "baseline_violation", "陆明远睡了。", other, "天晴了。", ZH_YAMEN, zh=True) == [(2, ["陆明远"])]


def test_zh_on_someone_named_by_what_they_are_to_him(book_factory):
    mid = "周怀安退了一步，目光落在师兄的腕上——那串白玉念珠轻轻一响。"
    assert flags(book_factory, "baseline_violation", "周怀安睡了。", mid, "天晴了。", ZH_YAMEN, zh=True) == []
    own = "周怀安退了一步，腕上那串白玉念珠轻轻一响。"
    assert flags(book_factory, "baseline_violation", "周怀安睡了。", own, "天晴了。", ZH_YAMEN, zh=True) == [(2, ["周怀安"])]


def test_zh_a_rank_in_the_words_is_not_the_speakers(book_factory):
    said = "周怀安摆摆手：“从今儿起你就是书吏了。”\n\n当晚，周怀安签押拘票。"
    # the rank said is someone else's: 周怀安 keeps his own, and no false change is read
    assert flags(book_factory, "world_rule_violation", "陆明远睡了。", said, "天晴了。", ZH_YAMEN, zh=True) == []
    # a clerk who signs is still caught
    clerk = "当晚，孙大成签押拘票。"
    assert flags(book_factory, "world_rule_violation", "陆明远睡了。", clerk, "天晴了。", ZH_YAMEN, zh=True) == [(2, ["孙大成"])]


def test_zh_an_action_allowed_only_later(book_factory):
    later = "周怀安的意思很明白：孙大成熬上押司，才许他签押拘票。"
    assert flags(book_factory, "world_rule_violation", "陆明远睡了。", later, "天晴了。", ZH_YAMEN, zh=True) == []


EN_SHIP = {"characters/a.md": "# Thomas Baird\n- Gender: male\n- Handedness: right\n"
                              "- Always carries: his father's silver watch\n## State\n- With Effie Baird: his sister\n",
           "characters/b.md": "# Magnus Isbister\n- Gender: male\n- Always wears: a copper bracelet on his right wrist\n",
           "characters/c.md": "# John Rattray\n- Gender: male\n- Always wears: a red neckerchief\n"}


def test_en_a_bare_surname_is_the_profiled_ones(book_factory):
    from kg.review import review

    chapters = ["Baird went up on deck.", "Baird said nothing.", "Baird wrote to Effie Baird that night.", "Baird slept."]
    res = review(chapters_book(book_factory, chapters, EN_SHIP), persist=False, quiet=True)
    assert res.index.surface.get("Baird") == "Thomas Baird"


def test_en_the_one_seen_owns_the_phrase_after_him(book_factory):
    mid = ("Thomas Baird looked across the deck. He could see Isbister, leaning on the rail as he always did, "
           "turning the silver bracelet on his wrist.")
    assert flags(book_factory, "baseline_violation", "Thomas Baird slept.", mid, "It rained.", EN_SHIP) == [(2, ["Magnus Isbister"])]
    told = ("Thomas Baird looked across the deck. He could see Isbister, leaning on the rail as he always did, "
            "turning the copper bracelet on his wrist.")
    assert flags(book_factory, "baseline_violation", "Thomas Baird slept.", told, "It rained.", EN_SHIP) == []


def test_en_a_replacement_told_beside_the_new_thing(book_factory):
    mid = ("Thomas Baird went home with the brass watch ticking in his waistcoat pocket where his father's silver one "
           "had used to be.")
    assert flags(book_factory, "baseline_violation", "Thomas Baird slept.", mid, "It rained.", EN_SHIP) == []
    bare = "Thomas Baird went home with the brass watch ticking in his waistcoat pocket."
    assert flags(book_factory, "baseline_violation", "Thomas Baird slept.", bare, "It rained.", EN_SHIP) == [(2, ["Thomas Baird"])]


def test_en_a_manner_adverb_after_a_comma(book_factory):
    # how one act was done while the usual hand was hurt, not who he is
    first = "Thomas Baird's right hand was torn open by the running line, and he wore it in a sling."
    mid = "Thomas Baird wrote the log that night, by lamplight, left-handed."
    assert flags(book_factory, "baseline_violation", first, mid, "It rained.", EN_SHIP) == []
    # with no hurt, the other hand is still a slip
    assert flags(book_factory, "baseline_violation", "It rained.", mid, "It rained.", EN_SHIP) == [(2, ["Thomas Baird"])]


ZH_CICADA = {"characters/a.md": "# 沈衡\n- 性别：男\n- 随身之物：腰间常悬一枚青玉雕的蝉\n- 外貌：右眼生白翳\n",
             "characters/b.md": "# 孙大成\n- 性别：男\n"}


def test_zh_a_thing_named_with_how_it_was_carved(book_factory):
    mid = "沈衡坐在堂上，腰间那枚白玉蝉轻轻晃着。"
    assert flags(book_factory, "baseline_violation", "沈衡睡了。", mid, "天晴了。", ZH_CICADA, zh=True) == [(2, ["沈衡"])]
    same = "沈衡坐在堂上，腰间那枚青玉蝉轻轻晃着。"
    assert flags(book_factory, "baseline_violation", "沈衡睡了。", same, "天晴了。", ZH_CICADA, zh=True) == []


def test_zh_the_one_thing_that_did_not_change(book_factory):
    # new robes, the same cicada: no change of the cicada is told, so a white one later is still a slip
    mid = "沈衡换了一身绿袍，腰间那枚青玉蝉依旧悬在老地方。"
    last = "沈衡坐在堂上，腰间那枚白玉蝉轻轻晃着。"
    assert flags(book_factory, "baseline_violation", "沈衡睡了。", mid, last, ZH_CICADA, zh=True) == [(3, ["沈衡"])]


def test_zh_a_clause_of_when_carries_the_subject(book_factory):
    mid = "沈衡在灵前跪下，磕了三个头。起身时，腰间那枚白玉蝉在雪光里一晃。"
    assert flags(book_factory, "baseline_violation", "沈衡睡了。", mid, "天晴了。", ZH_CICADA, zh=True) == [(2, ["沈衡"])]
    # a sentence about something else names no owner
    other = "沈衡在灵前跪下，磕了三个头。供桌上，一枚白玉蝉在雪光里一晃。"
    assert flags(book_factory, "baseline_violation", "沈衡睡了。", other, "天晴了。", ZH_CICADA, zh=True) == []


def test_a_clouded_eye_on_the_wrong_side(book_factory):
    mid = "沈衡眯着那只生了白翳的左眼，把供状凑到亮处。"
    assert flags(book_factory, "baseline_violation", "沈衡睡了。", mid, "天晴了。", ZH_CICADA, zh=True) == [(2, ["沈衡"])]
    same = "沈衡眯着那只生了白翳的右眼，把供状凑到亮处。"
    assert flags(book_factory, "baseline_violation", "沈衡睡了。", same, "天晴了。", ZH_CICADA, zh=True) == []
    en = {"characters/a.md": "# Ned Tull\n- Gender: male\n- Appearance: a clouded left eye, blind since the war\n"}
    assert flags(book_factory, "baseline_violation", "Ned Tull slept.", "Ned Tull turned his blind right eye to the window.",
                 "It rained.", en) == [(2, ["Ned Tull"])]


EN_CREW = {"characters/a.md": "# Ned Tull\n- Gender: male\n- Age: 15 (at chapter 1)\n"
                              "- Appearance: the top joint of his right forefinger lost to frostbite\n"
                              "## Baseline\n- Speech: terse; a few words at a time; never raises his voice\n"
                              "## State\n- With Kit Orme: friend\n",
           "characters/b.md": "# Kit Orme\n- Gender: male\n## State\n- With Ned Tull: friend\n"}


def test_en_never_had_any_use_for_someone(book_factory):
    mid = "Kit Orme went past the wheel. Ned Tull had it; but Ned Tull had never had any use for Kit Orme, and said so."
    assert flags(book_factory, "relation_reversal", "Ned Tull slept.", mid, "It rained.", EN_CREW) == [(2, ["Kit Orme", "Ned Tull"])]
    fond = "Kit Orme went past the wheel. Ned Tull had it, and Ned Tull had always had time for Kit Orme."
    assert flags(book_factory, "relation_reversal", "Ned Tull slept.", fond, "It rained.", EN_CREW) == []


def test_en_an_age_in_apposition_with_only(book_factory):
    mid = "Kit Orme wrote that night about Ned Tull, who is only twelve, and reads better than the mate."
    assert flags(book_factory, "baseline_violation", "Ned Tull slept.", mid, "It rained.", EN_CREW) == [(2, ["Ned Tull"])]
    right = "Kit Orme wrote that night about Ned Tull, who is only fifteen, and reads better than the mate."
    assert flags(book_factory, "baseline_violation", "Ned Tull slept.", right, "It rained.", EN_CREW) == []


def test_en_a_long_speech_after_a_speech_verb_like_agreed(book_factory):
    speech = ("\"A fine morning, Kit,\" agreed Ned Tull, and then, with no warning at all, he began to talk. \"I'll tell you what "
              "it is, I was thinking on the ice this morning what I will do when I am home, for there is my cousin at the "
              "harbour who wants a hand for the winter fishing, and he is a good man though he drinks, and his wife keeps "
              "hens, and there is a croft going above the kirk that my father had his eye on once, and I have money put by, "
              "and the roof wants mending, and the peat is poor up there, but it is a bonny place in the summer, and I "
              "have always said so, and I will say it again to anyone that asks me.\"")
    assert flags(book_factory, "baseline_violation", "Ned Tull slept.", speech, "It rained.", EN_CREW) == [(2, ["Ned Tull"])]
    short = "\"A fine morning, Kit,\" agreed Ned Tull."
    assert flags(book_factory, "baseline_violation", "Ned Tull slept.", short, "It rained.", EN_CREW) == []


def test_en_a_finger_lost_to_frostbite_on_the_wrong_hand(book_factory):
    mid = "Ned Tull tapped the chart with the stump of his left forefinger."
    assert flags(book_factory, "baseline_violation", "Ned Tull slept.", mid, "It rained.", EN_CREW) == [(2, ["Ned Tull"])]
    same = "Ned Tull tapped the chart with the stump of his right forefinger."
    assert flags(book_factory, "baseline_violation", "Ned Tull slept.", same, "It rained.", EN_CREW) == []


def test_zh_deaths_told_in_other_words(book_factory):
    bible = {"characters/a.md": "# 胡三元\n- 性别：男\n", "characters/b.md": "# 周怀安\n- 性别：男\n"}
    last = "胡三元抱着京胡坐在台侧，拉了一段西皮。"
    for death in ("胡三元投了河。", "胡三元在牢里瘐死了。", "胡三元吐血而亡。", "胡三元悬了梁。"):
        assert flags(book_factory, "dead_character_active", "胡三元唱完了最后一出戏。", death, last, bible, zh=True) \
            == [(3, ["胡三元"])], death
    # wanting to is not doing it
    wish = "胡三元说他真想投了河算了。"
    assert flags(book_factory, "dead_character_active", "胡三元睡了。", wish, last, bible, zh=True) == []

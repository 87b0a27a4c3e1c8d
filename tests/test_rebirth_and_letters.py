"""Rebirth stories (重生), realms reached in other words, and English letters, reports and binding.

Texts written for these tests; none comes from a benchmark book.
"""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, resolve_word, three_chapters

ZH_BIBLE = {
    "characters/gu.md": "# 顾行舟\n## 基本\n- 年龄：二十（第1章）\n- 性别：男\n## 状态\n- 境界：炼体\n",
    "characters/wen.md": "# 温如玉\n## 基本\n- 性别：女\n## 状态\n- 境界：炼体\n",
    "rules.yaml": ("power_scale: [炼体, 筑基, 金丹]\nrules:\n  - id: fly-needs-jindan\n    forbid_actions: [御剑飞行]\n"
                   "    unless_rank_at_least: 金丹\n  - id: final\n    death_is_final: true\n"),
}

PROLOGUE = ("二〇四〇年冬月初九，顾行舟倒在雪地里，三十九岁，身边一个人也没有。\n\n顾行舟死在了那场雪里。\n\n"
            "再睁眼时，窗外是蝉鸣。\n\n重活一世。\n\n二〇三〇年七月初二，顾行舟从床上坐起来，盯着墙上的挂历看了很久。")


def test_a_rebirth_starts_the_life_again(book_factory):
    b = three_chapters(book_factory, PROLOGUE, "第二天，顾行舟去了镇上的铁匠铺。",
                       "三天后，顾行舟推开院门走了进来。", ZH_BIBLE, zh=True)
    res = review(b, persist=False, quiet=True)
    kinds = [c.kind for c in res.report.conflicts if c.severity.value != "info"]
    # his death before the rebirth, the year 2040 and his age then belong to a life no longer lived
    assert kinds == []
    assert any(f.predicate == "rebirth" for f in res.graph.facts)
    assert not any(f.predicate == "died" for f in res.graph.facts)
    # a death in this life still counts
    b = three_chapters(book_factory, PROLOGUE, "第二天，顾行舟中了一箭，当场气绝身亡。",
                       "三天后，顾行舟推开院门走了进来。", ZH_BIBLE, zh=True)
    assert conflicts_of(b, "dead_character_active") == [(3, ["顾行舟"])]


def test_a_figure_of_speech_is_no_rebirth(book_factory):
    text = "温如玉中了毒，当夜便咽了气。\n\n镇子在大火之后浴火重生了，街上又热闹起来。"
    b = three_chapters(book_factory, "温如玉在河边洗衣。", text, "半月后，温如玉挑着水桶走进了院子。", ZH_BIBLE, zh=True)
    assert conflicts_of(b, "dead_character_active") == [(3, ["温如玉"])]


def test_memories_of_the_past_life_are_not_this_one(book_factory):
    memory = ("上一世，温如玉死在二〇三五年三月初四，死的时候手里还攥着那封信。这一世，她还好好地活着。\n\n"
              "第二天，温如玉端着茶走了进来。")
    b = three_chapters(book_factory, PROLOGUE, memory, "五日后，温如玉推开了院门。", ZH_BIBLE, zh=True)
    res = review(b, persist=False, quiet=True)
    assert [c.kind for c in res.report.conflicts if c.severity.value != "info"] == []
    assert not [f for f in res.graph.facts_of("timeMark") if f.chapter == 2 and "二〇三五" in f.source.quote
                and f.modality == "asserted"]


def test_a_realm_gate_opened_sets_the_rank(book_factory):
    gate = "顾行舟盘膝坐了一夜，体内的灵气一圈一圈往丹田里收。\n\n天快亮的时候，金丹之门，终于开了。"
    after = "半月后，顾行舟御剑飞行，越过了落霞山。"
    b = three_chapters(book_factory, "顾行舟在后山砍柴。", gate, after, ZH_BIBLE, zh=True)
    assert conflicts_of(b, "world_rule_violation") == []
    b = three_chapters(book_factory, "顾行舟在后山砍柴。", "顾行舟盘膝坐了一夜，什么也没发生。", after, ZH_BIBLE, zh=True)
    assert conflicts_of(b, "world_rule_violation") == [(3, ["顾行舟"])]


def test_a_realm_named_after_showing_it(book_factory):
    shown = "温如玉抬手一挥，剑光一闪，御剑飞行绕着院子转了一圈。\n\n“金丹。”她说。"
    b = three_chapters(book_factory, "温如玉在河边洗衣。", shown, "半月后，温如玉又御剑飞行了一回。", ZH_BIBLE, zh=True)
    res = review(b, persist=False, quiet=True)
    assert any(f.subject == "温如玉" and f.object == "金丹" for f in res.graph.facts_of("rank"))
    # naming someone else's realm, with more words after, is not one's own
    other = "顾行舟抬手一挥，御剑飞行绕着院子转了一圈。\n\n“金丹。”温如玉说，“你竟然到了。”"
    b = three_chapters(book_factory, "温如玉在河边洗衣。", other, "半月后，温如玉去了集市。", ZH_BIBLE, zh=True)
    res = review(b, persist=False, quiet=True)
    assert not any(f.subject == "温如玉" and f.object == "金丹" for f in res.graph.facts_of("rank"))
    # nor a realm named with nothing shown before it
    idle = "温如玉看着窗外的雨，半天没动。\n\n“金丹。”她说。"
    b = three_chapters(book_factory, "温如玉在河边洗衣。", idle, "半月后，温如玉去了集市。", ZH_BIBLE, zh=True)
    res = review(b, persist=False, quiet=True)
    assert not any(f.subject == "温如玉" and f.object == "金丹" for f in res.graph.facts_of("rank"))


def test_a_sentence_with_no_one_in_it_goes_on_with_the_one_before(book_factory):
    acted = "顾行舟脚下一点，身形拔地而起。\n\n御剑飞行不过片刻，已经到了对面的山头上。"
    b = three_chapters(book_factory, "顾行舟在后山砍柴。", acted, "次日，顾行舟回了家。", ZH_BIBLE, zh=True)
    assert conflicts_of(b, "world_rule_violation") == [(2, ["顾行舟"])]
    # the art named alone after someone else used it names no doer
    named = "一个黑衣人踏着飞剑掠过屋顶，顾行舟愣在原地。\n\n御剑飞行。\n\n他只在书上读到过。"
    b = three_chapters(book_factory, "顾行舟在后山砍柴。", named, "次日，顾行舟回了家。", ZH_BIBLE, zh=True)
    assert conflicts_of(b, "world_rule_violation") == []


def test_eyes_remembered_are_someone_elses(book_factory):
    bible = dict(ZH_BIBLE)
    bible["characters/gu.md"] = "# 顾行舟\n## 基本\n- 眼睛：黑色\n- 性别：男\n"
    mid = "顾行舟收起信，想起那双碧绿色的眼睛，半天没有说话。"
    assert conflicts_of(three_chapters(book_factory, "顾行舟在后山砍柴。", mid, "次日。", bible, zh=True),
                        "baseline_violation") == []


# ---------------------------------------------------------------------------------------------- English
EN_BIBLE = {"characters/ivy.md": "# Ivy Marsh\n## Basics\n- Gender: female\n- Eyes: brown\n",
            "characters/ned.md": "# Ned Marsh\n## Basics\n- Gender: male\n",
            "characters/cobb.md": "# Arthur Cobb\n## Basics\n- Gender: male\n",
            "characters/finch.md": "# Lionel Finch\n## Basics\n- Gender: male\n- Age: 50\n## Baseline\n- Speech: terse, clipped\n"}


def test_dates_in_a_letter_set_into_the_narration_are_the_writers(book_factory):
    first = "On the 2nd of October Ivy Marsh walked to the post office."
    letter = ("On the 9th of October the post came.\n\nMy dearest Ivy, she wrote. Your cousin was married on the 3rd "
              "of June, very quietly, and nobody told us until now.\n\nIvy Marsh folded the letter away.")
    b = three_chapters(book_factory, first, letter, "On the 12th of October Ivy Marsh went back to work.", EN_BIBLE)
    assert conflicts_of(b, "timeline_jump") == []
    told = ("On the 9th of October the post came.\n\nIvy Marsh read it twice. On the 3rd of June she sat at the "
            "kitchen table and wrote her answer.")
    b = three_chapters(book_factory, first, told, "On the 12th of October Ivy Marsh went back to work.", EN_BIBLE)
    assert [c for c, _ in conflicts_of(b, "timeline_jump")] == [2]


def test_a_day_gone_by_named_again(book_factory):
    mid = ("On the 20th of October the rain stopped.\n\nThe 11th of October. That was the Thursday, the day the "
           "bridge went.\n\nIvy Marsh sat down.")
    b = three_chapters(book_factory, "On the 14th of October Ivy Marsh walked to the post office.", mid,
                       "On the 22nd of October Ivy Marsh went back to work.", EN_BIBLE)
    assert conflicts_of(b, "timeline_jump") == []


def test_what_someone_knew_or_told_of_the_dead(book_factory):
    death = "That winter Ned Marsh died of the fever."
    later = ("I had never known Ned Marsh kept bees. Ivy Marsh told the vicar that Ned Marsh built the hives "
             "himself.")
    b = three_chapters(book_factory, "Ned Marsh mended the fence.", death, later, EN_BIBLE)
    assert conflicts_of(b, "dead_character_active") == []
    b = three_chapters(book_factory, "Ned Marsh mended the fence.", death, "Ned Marsh built a hive in the yard.", EN_BIBLE)
    assert conflicts_of(b, "dead_character_active") == [(3, ["Ned Marsh"])]


def test_eyes_red_or_pink_at_the_rims_are_no_colour(book_factory):
    mid = "Ivy Marsh came back from the churchyard. Her eyes were pink at the rims, and she said nothing."
    assert conflicts_of(three_chapters(book_factory, "Ivy Marsh sewed.", mid, "Nothing.", EN_BIBLE),
                        "baseline_violation") == []
    mid = "Ivy Marsh came back from the churchyard. Her eyes were green, and she said nothing."
    assert conflicts_of(three_chapters(book_factory, "Ivy Marsh sewed.", mid, "Nothing.", EN_BIBLE),
                        "baseline_violation") == [(2, ["Ivy Marsh"])]


LONG = ("We came here with nothing. We had two wagons, a sick mule, a box of seed that had got wet on the river, "
        "and a promise from a land agent in St Louis who never answered a single one of our letters afterwards. "
        "The first winter we lost the Harper boy and both of the Dunmore babies, and we dug their graves with a "
        "borrowed spade because the ground was iron and our own had broken. Nobody came to help us. Nobody wrote. "
        "And still every one of you stayed, and planted again in the spring, and that is why there is a town here "
        "at all, and a school, and a church with a bell in it.")


def test_a_long_speech_at_its_occasion(book_factory):
    grave = f'At the graveside Lionel Finch took off his hat and spoke.\n\n"{LONG}" said Lionel Finch.'
    assert conflicts_of(three_chapters(book_factory, "Lionel Finch nodded.", grave, "Nothing.", EN_BIBLE),
                        "baseline_violation") == []
    porch = f'On the porch Lionel Finch took off his hat and spoke.\n\n"{LONG}" said Lionel Finch.'
    assert conflicts_of(three_chapters(book_factory, "Lionel Finch nodded.", porch, "Nothing.", EN_BIBLE),
                        "baseline_violation") == [(2, ["Lionel Finch"])]


def test_him_is_not_the_subject_of_his_own_clause(book_factory):
    mid = ("Arthur Cobb was to have left on Monday. Lionel Finch was pleased with him. But that night he sat up late "
           "and rubbed his tired blue eyes.")
    res = review(three_chapters(book_factory, "Arthur Cobb slept.", mid, "Nothing.", EN_BIBLE), persist=False, quiet=True)
    assert [(f.subject, f.object) for f in res.graph.facts_of("eyeColour") if f.chapter == 2] == [("Arthur Cobb", "blue")]


def test_an_object_pronoun_is_not_its_clauses_subject(book_factory):
    book = three_chapters(book_factory, "Arthur Cobb slept.", "Lionel Finch woke.", "Nothing.", EN_BIBLE)
    text = "Arthur Cobb stood by the gate in the rain. Lionel Finch was angry with him."
    assert resolve_word(book, text, "him") == "Arthur Cobb"


def test_raised_from_the_dead_late_in_a_book_is_no_rebirth(book_factory):
    chapters = ["温如玉在河边洗衣。", "次日，温如玉去了集市。", "次日，温如玉回了家。",
                "次日，温如玉中了毒，当夜便咽了气。\n\n师父守了她三天三夜，她竟重生了。", "次日，温如玉推开院门走了进来。"]
    b = book_factory({f"{i}.md": f"# 第{i}章\n\n{t}\n" for i, t in enumerate(chapters, 1)}, ZH_BIBLE)
    res = review(b, persist=False, quiet=True)
    # the death stands (death is final in this book's rules), and no earlier life is dropped
    assert any(f.predicate == "died" for f in res.graph.facts) and not any(f.predicate == "rebirth" for f in res.graph.facts)
    assert [(c.chapter, c.entities) for c in res.report.conflicts if c.kind == "dead_character_active"] == [(5, ["温如玉"])]


# ------------------------------------------------------------------------------------ a diary's forms (English)
DIARY = {"characters/nora.md": "# Nora Quill\n## Basics\n- Gender: female\n- Always wears: a small silver locket\n",
         "characters/bram.md": "# Bram Tate\n## Basics\n- Gender: male\n",
         "characters/jory.md": "# Jory Penhale\n## Basics\n- Gender: male\n",
         "characters/ellen.md": "# Ellen Voss\n## Basics\n- Gender: female\n## State\n- With Nora Quill: close friends\n"}


def test_a_gift_of_something_else_opens_no_change(book_factory):
    mid = "Nora Quill came in from the yard. I gave her the telegram, and she read it twice, turning the little gold locket at her throat."
    b = three_chapters(book_factory, "Nora Quill wore her silver locket.", mid, "Nothing.", DIARY)
    assert conflicts_of(b, "baseline_violation") == [(2, ["Nora Quill"])]
    mid = "Bram Tate gave her a new locket, a gold one, and she wore it at her throat from then on. Nora Quill smiled."
    b = three_chapters(book_factory, "Nora Quill wore her silver locket.", mid, "Nothing.", DIARY)
    assert conflicts_of(b, "baseline_violation") == []


def test_an_interval_counted_to_the_dateline(book_factory):
    first = "Friday, 5th March\n\nNora Quill took the afternoon off and walked to the harbour."
    mid = "Sunday, 7th March\n\nA fortnight after my afternoon at the harbour, the storms came back."
    b = three_chapters(book_factory, first, mid, "Tuesday, 9th March\n\nNora Quill slept.", DIARY)
    assert [c for c, _ in conflicts_of(b, "timeline_jump")] == [2]
    mid = "Friday, 19th March\n\nA fortnight after my afternoon at the harbour, the storms came back."
    b = three_chapters(book_factory, first, mid, "Sunday, 21st March\n\nNora Quill slept.", DIARY)
    assert conflicts_of(b, "timeline_jump") == []


def test_as_good_as_strangers_in_a_whom_clause(book_factory):
    cfg = '[book]\ntitle = "t"\nlanguage = "en"\nnarrator = "Nora Quill"\n'
    chapters = {"1.md": "# Chapter 1\n\nEllen Voss and I walked out together every Sunday.\n",
                "2.md": "# Chapter 2\n\nAt the dance Ellen Voss, a tall girl from the mill with whom I have never "
                        "exchanged more than a nod, asked me the time.\n"}
    b = book_factory(chapters, DIARY, cfg)
    assert conflicts_of(b, "relation_reversal") == [(2, ["Ellen Voss", "Nora Quill"])]


def test_the_first_of_two_who_do_it_and_a_pronoun_going_on(book_factory):
    died = "On Tuesday Jory Penhale was killed by a shell on the road."
    pair = "On Friday Jory Penhale and Fenn carried the stretcher down the lane."
    b = three_chapters(book_factory, "Jory Penhale sang.", died, pair, DIARY)
    assert conflicts_of(b, "dead_character_active") == [(3, ["Jory Penhale"])]
    on = "On Friday Jory Penhale was sitting up in bed by the window, and he waved as I went by."
    b = three_chapters(book_factory, "Jory Penhale sang.", died, on, DIARY)
    assert conflicts_of(b, "dead_character_active") == [(3, ["Jory Penhale"])]
    # a pronoun after someone else named between is not the head's
    other = "On Friday Jory Penhale's brother came, and Bram Tate met him, and he waved as I went by."
    b = three_chapters(book_factory, "Jory Penhale sang.", died, other, DIARY)
    assert conflicts_of(b, "dead_character_active") == []


def test_a_paragraph_led_by_a_pronoun_hands_on_its_person(book_factory):
    mid = ("Arthur Cobb is not so well.\n\nHe was to have gone home on Monday. Lionel Finch was pleased with him on "
           "Saturday. But last night he began to cough, and this morning he asked for the chaplain.\n\n"
           "He was flushed, and he rubbed his tired blue eyes.")
    res = review(three_chapters(book_factory, "Arthur Cobb slept.", mid, "Nothing.", EN_BIBLE), persist=False, quiet=True)
    assert [(f.subject, f.object) for f in res.graph.facts_of("eyeColour") if f.chapter == 2] == [("Arthur Cobb", "blue")]


AGE_BIBLE = {"characters/lucy.md": "# Lucy Harrow\n- Aliases: Miss Lucy\n## Basics\n- Gender: female\n- Age: 19 (at chapter 1)\n",
             "characters/tom.md": "# Thomas Harrow\n## Basics\n- Gender: male\n- Age: 50\n"}


def test_an_age_in_apposition_years_of_age(book_factory):
    mid = "A month later the lawyer wrote that Miss Lucy Harrow, being now four-and-twenty years of age, might sign."
    b = three_chapters(book_factory, "Lucy Harrow sewed.", mid, "Nothing.", AGE_BIBLE)
    assert conflicts_of(b, "baseline_violation") == [(2, ["Lucy Harrow"])]
    mid = "A month later the lawyer wrote that Miss Lucy Harrow, being now nineteen years of age, might sign."
    assert conflicts_of(three_chapters(book_factory, "Lucy Harrow sewed.", mid, "Nothing.", AGE_BIBLE),
                        "baseline_violation") == []


def test_zh_this_young_one_heading_a_paragraph(book_factory):
    bible = {"characters/a.md": "# 宋知远\n## 基本\n- 年龄：十六（第1章）\n- 性别：男\n"}
    mid = "三天后，宋知远站在石台上，台下一片寂静。\n\n这个年方二十五的少年，此刻握着阵旗，一动不动。"
    assert conflicts_of(three_chapters(book_factory, "宋知远在山下砍柴。", mid, "次日。", bible, zh=True),
                        "baseline_violation") == [(2, ["宋知远"])]


def test_title_and_first_name_then_surname_is_one_name(book_factory):
    from extractors import get_extractor
    from extractors.rule import ChapterAnalysis

    res = review(three_chapters(book_factory, "Lucy Harrow sewed.", "Nothing.", "Nothing.", AGE_BIBLE), persist=False,
                 quiet=True)
    res.index.surface["Harrow"] = "Harrow"  # a family name the text uses alone, as some books do
    res.index.entities.setdefault("Harrow", res.index.entities["Thomas Harrow"].model_copy(update={"name": "Harrow"}))
    res.index.build()
    text = "The letter said that Miss Lucy Harrow might sign."
    an = ChapterAnalysis(text, res.index, get_extractor("rule", "en").pats_for(res.index))
    assert [(text[a.start:a.end], a.value) for a in an.anchors if a.kind == "name"] == [("Miss Lucy Harrow", "Lucy Harrow")]


def test_news_of_a_death_from_the_one_whose_father_it_was(book_factory):
    bible = {"characters/a.md": "# 钱守义\n## 基本\n- 性别：男\n", "characters/b.md": "# 方小舟\n## 基本\n- 性别：男\n"}
    call = "方小舟的手机响了。“喂，我是钱守义的闺女。我爸……今天凌晨在医院走了。”"
    b = three_chapters(book_factory, "钱守义在院子里晒太阳。", call, "又过了五天，钱守义拄着拐杖走进了茶馆。", bible, zh=True)
    assert conflicts_of(b, "dead_character_active") == [(3, ["钱守义"])]
    call = "方小舟的手机响了。“喂，我是钱守义的邻居。我爸……今天凌晨在医院走了。”"
    b = three_chapters(book_factory, "钱守义在院子里晒太阳。", call, "又过了五天，钱守义拄着拐杖走进了茶馆。", bible, zh=True)
    assert conflicts_of(b, "dead_character_active") == []
    en = {"characters/a.md": "# Walter Ross\n## Basics\n- Gender: male\n", "characters/b.md": "# Kay Dunn\n## Basics\n- Gender: female\n"}
    call = 'Kay Dunn picked up the phone. "This is Walter Ross\'s daughter. My father died on Sunday."'
    b = three_chapters(book_factory, "Walter Ross fed the hens.", call, "A week later Walter Ross walked into the shop.", en)
    assert [c for c, _ in conflicts_of(b, "dead_character_active")] == []  # "This is …": not "I'm"
    call = 'Kay Dunn picked up the phone. "I\'m Walter Ross\'s daughter. My father died on Sunday."'
    b = three_chapters(book_factory, "Walter Ross fed the hens.", call, "A week later Walter Ross walked into the shop.", en)
    assert conflicts_of(b, "dead_character_active") == [(3, ["Walter Ross"])]


def test_a_relation_on_the_surface_only_is_no_relation(book_factory):
    bible = {"characters/a.md": "# 孔季安\n## 基本\n- 性别：男\n## 状态\n- 与罗正清：至交好友\n",
             "characters/b.md": "# 罗正清\n## 基本\n- 性别：男\n"}
    mid = "街上的人都说，孔季安和罗正清面上是死对头，见了面连招呼都不打。"
    assert conflicts_of(three_chapters(book_factory, "孔季安在铺子里算账。", mid, "次日。", bible, zh=True),
                        "relation_reversal") == []
    mid = "街上的人都说，孔季安和罗正清是死对头，见了面连招呼都不打。"
    assert conflicts_of(three_chapters(book_factory, "孔季安在铺子里算账。", mid, "次日。", bible, zh=True),
                        "relation_reversal") == [(2, ["孔季安", "罗正清"])]
    en = {"characters/a.md": "# Hugo Lamb\n## Basics\n- Gender: male\n## State\n- With Saul Pike: close friends\n",
          "characters/b.md": "# Saul Pike\n## Basics\n- Gender: male\n"}
    mid = "In the market Hugo Lamb and Saul Pike were outwardly enemies, and never spoke."
    assert conflicts_of(three_chapters(book_factory, "Hugo Lamb counted coins.", mid, "Nothing.", en),
                        "relation_reversal") == []


MINE = {"characters/a.md": "# Abel Roy\n## Basics\n- Gender: male\n## State\n- Rank: hewer\n",
        "characters/b.md": "# Mary Roy\n## Basics\n- Gender: female\n",
        "rules.yaml": ("power_scale: [hewer, deputy, overman]\nrules:\n  - id: blast-needs-deputy\n"
                       "    forbid_actions: [lit the fuse]\n    unless_rank_at_least: deputy\n")}


def test_words_cried_mid_sentence_do_not_end_it(book_factory):
    mid = 'Abel Roy packed the hole, bawled "Stand clear!" twice down the road, and lit the fuse himself.'
    assert conflicts_of(three_chapters(book_factory, "Abel Roy hewed.", mid, "Nothing.", MINE), "world_rule_violation") \
        == [(2, ["Abel Roy"])]


def test_an_action_owned_up_to_in_the_first_person(book_factory):
    said = 'Mary Roy stared at the smoke.\n\n"Nobody came," said Abel Roy. "So I packed it and I lit the fuse."'
    assert conflicts_of(three_chapters(book_factory, "Abel Roy hewed.", said, "Nothing.", MINE), "world_rule_violation") \
        == [(2, ["Abel Roy"])]
    # words about doing it are not doing it
    said = 'Mary Roy stared at the smoke.\n\n"Nobody came," said Abel Roy. "I never lit the fuse, I swear it."'
    assert conflicts_of(three_chapters(book_factory, "Abel Roy hewed.", said, "Nothing.", MINE), "world_rule_violation") == []

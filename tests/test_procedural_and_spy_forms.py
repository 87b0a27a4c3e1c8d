"""Forms met in a police procedural and a 1930s spy serial: ranks carried in the name ("DI Okafor") or given in
words ("You're promoted to …"), near-strangers, a slip put right, a standoff that explains a shout; 是……的
telling when something was done, dates listed or strung into a life, a date noted on an envelope, 殉国, a
negation inside a modifier, the one seen, a thread still not found. Own phrasings, not the benchmark books'."""
from __future__ import annotations

from tests.conftest import conflicts_of, three_chapters

EN = {
    "characters/Ruth Amis.md": "# Ruth Amis\n- Aliases: DS Amis, DI Amis, Detective Inspector Amis\n- Gender: female\n"
                               "## Baseline\n- Speech: quiet and measured; never raises her voice\n"
                               "## State\n- Rank: Detective Sergeant\n- With Joe Kerr: best friends since school\n",
    "characters/Joe Kerr.md": "# Joe Kerr\n- Gender: male\n## State\n- Rank: Detective Constable\n",
    "characters/Mags Dunn.md": "# Mags Dunn\n- Gender: female\n",
    "rules.yaml": "power_scale: [Detective Constable, Detective Sergeant, Detective Inspector]\nrules:\n"
                  "  - id: warrant\n    forbid_actions: [authorised the search warrant]\n"
                  "    unless_rank_at_least: Detective Inspector\n",
}


_conflicts = conflicts_of


def _promotion(book_factory, ch2: str):
    return three_chapters(book_factory, "Ruth Amis read the file twice.", ch2,
                          "The next day Ruth Amis authorised the search warrant before lunch.", EN)


def test_a_rank_the_name_form_carries(book_factory):
    book = _promotion(book_factory, "A week later Detective Inspector Amis walked into the briefing room.")
    assert _conflicts(book, "world_rule_violation") == []


def test_a_rank_given_in_words(book_factory):
    book = _promotion(book_factory, "\"You're promoted to Detective Inspector from today,\" the Chief said to Ruth "
                                    "Amis, and shook her hand.")
    assert _conflicts(book, "world_rule_violation") == []


def test_without_the_promotion_the_rule_holds(book_factory):
    book = _promotion(book_factory, "A week later Ruth Amis walked into the briefing room.")
    assert _conflicts(book, "world_rule_violation") == [(3, ["Ruth Amis"])]


def test_someone_inside_a_whom_clause_is_not_the_next_sentences_her(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nRuth Amis and Joe Kerr shared a desk.\n",
        "2.md": "# Chapter 2\n\nJoe showed in Mags Dunn, whom Ruth had met once at a wedding. Joe Kerr barely knew "
                "her. She sat down by the window.\n",
    }, EN)
    assert _conflicts(book, "relation_reversal") == []


def test_near_strangers_flagged_once_and_the_slip_put_right(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\n\nRuth Amis and Joe Kerr shared a desk.\n",
        "2.md": "# Chapter 2\n\nRuth Amis barely knew Joe Kerr. She nodded to him at the door.\n",
        "3.md": "# Chapter 3\n\nRuth Amis and Joe Kerr were best friends, and they walked to the canteen together.\n",
    }, EN)
    assert _conflicts(book, "relation_reversal") == [(2, ["Joe Kerr", "Ruth Amis"])]


def test_a_shout_in_a_standoff_is_explained(book_factory):
    talk = "\n\n".join(["The man had a knife at the boy's throat.", "\"Stay back,\" he said.", "Nobody moved.",
                        "\"I mean it.\"", "The boy whimpered.", "Joe edged left.", "The man's hand tightened.",
                        "\"LET HIM GO!\" Ruth Amis shouted."])
    book = book_factory({"1.md": "# Chapter 1\n\n" + talk + "\n"}, EN)
    assert _conflicts(book, "baseline_violation") == []


ZH = {
    "characters/许岚.md": "# 许岚\n- 性别：女\n## 基础信息\n- 外貌：右颊一颗黑痣\n",
    "characters/周先生.md": "# 周先生\n- 别名：老周\n- 性别：男\n",
    "characters/韩三.md": "# 韩三\n- 性别：男\n## 基础信息\n- 外貌：左颊一道刀疤\n",
}


def test_a_death_told_as_是殉国的_is_news(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n许岚推门进来：“老周是殉国的。”\n",
        "2.md": "# 第二章\n\n三日后，周先生坐在茶楼的角落里喝茶。\n",
    }, ZH)
    assert _conflicts(book, "dead_character_active") == [(2, ["周先生"])]


def _dossier(book_factory, ch2: str):
    return three_chapters(book_factory, "民国二十六年十一月五日，许岚到了上海。", "十一月七日，许岚翻开卷宗。" + ch2,
                          "十一月八日，许岚去了码头。", ZH, zh=True)


def test_when_something_was_done_is_not_now(book_factory):
    assert _conflicts(_dossier(book_factory, "第一份电报是十月二日发出去的。"), "timeline_jump") == []
    assert _conflicts(_dossier(book_factory, "老周是在牢里关了十天以后才放出来的，第二天就病倒了。"), "timeline_jump") == []


def test_dates_listed_or_strung_into_a_life_are_not_now(book_factory):
    assert _conflicts(_dossier(book_factory, "第一份，十月二日发出；第二份，十月九日发出，十二日被截。"), "timeline_jump") == []
    assert _conflicts(_dossier(book_factory, "那人原籍苏州，民国十九年去了天津，民国二十二年回南京，民国二十四年进了银行。"),
                      "timeline_jump") == []


def test_a_date_noted_on_an_envelope_is_not_now(book_factory):
    assert _conflicts(_dossier(book_factory, "信封背面注着日期：十月二十日。"), "timeline_jump") == []


def test_a_date_going_back_in_the_narration_is_still_flagged(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n十一月五日，许岚到了上海。\n",
        "2.md": "# 第二章\n\n十月二日，许岚去了码头。\n",
    }, ZH)
    assert [c[0] for c in _conflicts(book, "timeline_jump")] == [2]


def test_the_one_seen_owns_the_scar(book_factory):
    book = book_factory({"1.md": "# 第一章\n\n韩三靠在门边。周先生看见他右颊那道刀疤，愣了一下。\n"}, ZH)
    assert _conflicts(book, "baseline_violation") == [(1, ["韩三"])]


def test_a_thread_looked_for_and_not_found_is_still_open(book_factory):
    fs = "- id: green-lamp\n  cue: [绿灯笼]\n  planted: 1\n  due: 3\n"
    chapters = {"1.md": "# 第一章\n\n老周说：“去找挂绿灯笼的那家铺子。”\n",
                "2.md": "# 第二章\n\n“绿灯笼？”许岚问。\n\n“绿灯笼。”\n\n“我找了七天。”许岚说，“城南城北都走遍了。没有。”\n\n"
                        "老周叹气：“挂绿灯笼的铺子，怕是早关门了。”\n"}
    chapters.update({f"{i}.md": f"# 第{i}章\n\n雨下了一夜。\n" for i in range(3, 6)})
    book = book_factory(chapters, {**ZH, "foreshadows.yaml": fs})
    assert [c[0] for c in _conflicts(book, "stale_foreshadow")] == [1]


def test_是_right_before_a_span_still_moves_the_clock(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n十一月五日，许岚到了上海。\n",
        "2.md": "# 第二章\n\n许岚是十天后才走的。\n",
        "3.md": "# 第三章\n\n十一月七日，许岚去了码头。\n",
    }, ZH)
    found = _conflicts(book, "timeline_jump")  # the ten days against the two the dates allow
    assert len(found) == 1 and found[0][0] in (2, 3)


def test_a_list_of_past_days_with_a_feast_of_last_year(book_factory):
    ch2 = "\n\n她沿着城墙慢慢走。去年重阳，韩三就倒在城门边上；十月二日，老周就站在桥头，中了那一枪。"
    assert _conflicts(_dossier(book_factory, ch2), "timeline_jump") == []


def _flip_after(book_factory, quarrel_chapter: int):
    chapters = {f"{i}.md": f"# 第{i}章\n\n雨下了一夜。\n" for i in range(1, 7)}
    chapters["1.md"] = "# 第一章\n\n许岚和韩三是过命的交情，一起守了三年的城门。\n"
    chapters[f"{quarrel_chapter}.md"] = f"# 第{quarrel_chapter}章\n\n许岚指着老周骂：“是你出卖了我们！”两人当场撕破了脸。\n"
    chapters["6.md"] = "# 第六章\n\n许岚跟韩三是出了名的死对头，见了面连招呼都不打。\n"
    return book_factory(chapters, ZH)


def test_a_quarrel_with_someone_else_three_chapters_back_explains_no_flip(book_factory):
    assert [c[0] for c in _conflicts(_flip_after(book_factory, 3), "relation_reversal")] == [6]


def test_a_quarrel_naming_one_of_them_just_before_may_explain_it(book_factory):
    assert _conflicts(_flip_after(book_factory, 5), "relation_reversal") == []

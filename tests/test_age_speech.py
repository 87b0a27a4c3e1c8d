"""BL01 ages against elapsed story time, and speech habits (voice drift), on mini-manuscripts written for
these tests (a picture-mounter's shop, a shipping office, a canal boat, a pawnshop, a lending library)."""
from __future__ import annotations

import pytest

from kg.review import review
from tests.conftest import check_evidence as _check_evidence


def _conflicts(result, key, kind="baseline_violation"):
    return [c for c in result.report.conflicts if c.kind == kind and c.detail.get("key") == key]




# ---------------------------------------------------------------------------------------------- ages, Chinese

ZH_AGE_BIBLE = {"characters/林小满.md": "# 林小满\n- 性别：女\n## 基础信息\n- 年龄：十六岁（第1章时）\n- 身份：裱画匠\n"}
ZH_SHOP = {
    "01.md": "# 第一章 进京\n永安三年五月初一，林小满随父亲进了京城，在琉璃厂开了一间裱画铺子。",
    "02.md": "# 第二章 开张\n次日，铺子里来了第一位客人，要裱一幅残破的山水。",
    "03.md": "# 第三章 起色\n两年后，铺子的生意渐渐有了起色。",
}


ZH_ANCHORED = {"characters/林小满.md": "# 林小满\n- 性别：女\n## 基础信息\n- 年龄：十七岁（第3章时）\n"}


@pytest.mark.parametrize("said, found", [("二十一", 21), ("十五", 15)], ids=["too-old", "younger"])
def test_zh_age_that_does_not_fit_two_years(book_factory, said, found):
    chapters = {**ZH_SHOP, "04.md": f"# 第四章 师傅\n林小满今年{said}岁，已是琉璃厂数得着的裱画师傅。"}
    r = review(book_factory(chapters, ZH_AGE_BIBLE), quiet=True)
    ages = _conflicts(r, "age")
    assert len(ages) == 1
    c = ages[0]
    assert (c.rule, c.chapter, c.entities, c.severity.value) == ("BL01", 4, ["林小满"], "error")
    assert (c.detail["established"], c.detail["found"]) == (16, found)
    assert c.detail["elapsed_days"] >= 730
    assert [(e.chapter, e.quote) for e in c.evidence] == [(0, "年龄：十六岁（第1章时）"), (4, f"今年{said}岁")]
    _check_evidence(r, c)


@pytest.mark.parametrize("four", [
    "# 第四章 师傅\n林小满今年十八岁，已是琉璃厂数得着的裱画师傅。",
    "# 第四章 师傅\n林小满想起自己十二岁那年，第一次拿起棕刷的情形。",
], ids=["grew-with-time", "remembered-age"])
def test_zh_age_that_grows_with_time_or_is_remembered(book_factory, four):
    r = review(book_factory({**ZH_SHOP, "04.md": four}, ZH_AGE_BIBLE), quiet=True)
    assert _conflicts(r, "age") == []


def test_zh_age_established_by_the_text_and_anchored_bible_age(book_factory):
    people = {"characters/林小满.md": "# 林小满\n- 性别：女\n"}
    chapters = {
        "01.md": "# 第一章\n林小满年方十二，跟着父亲学裱画。",
        "02.md": "# 第二章\n五年后，铺子扩成了两间门面。",
        "03.md": "# 第三章\n林小满今年十三岁，已能独自揭裱古画。",
    }
    r = review(book_factory(chapters, people), quiet=True)
    ages = _conflicts(r, "age")
    assert [(c.chapter, c.detail["established"], c.detail["found"]) for c in ages] == [(3, 12, 13)]
    assert [e.chapter for e in ages[0].evidence] == [1, 3]
    _check_evidence(r, ages[0])
    chapters["03.md"] = "# 第三章\n林小满今年十七岁，已能独自揭裱古画。"
    assert _conflicts(review(book_factory(chapters, people), quiet=True), "age") == []

    # the bible age holds at chapter 3, two story years after chapter 1: seventeen in ch4 is right
    book = book_factory({
        "01.md": ZH_SHOP["01.md"],
        "02.md": "# 第二章 起色\n两年后，铺子的生意渐渐有了起色。",
        "03.md": "# 第三章 初雪\n这年冬天雪下得早，琉璃厂的铺子都早早上了门板。",
        "04.md": "# 第四章\n林小满今年十七岁，已是琉璃厂数得着的裱画师傅。",
    }, ZH_ANCHORED)
    assert _conflicts(review(book, quiet=True), "age") == []
    # counted from chapter 1 instead, seventeen would be two years short
    book = book_factory({**ZH_SHOP, "04.md": "# 第四章\n林小满今年十七岁，已是琉璃厂数得着的裱画师傅。"}, ZH_AGE_BIBLE)
    assert [c.detail["found"] for c in _conflicts(review(book, quiet=True), "age")] == [17]
    # a rough bible age is no baseline to count from
    rough = {"characters/林小满.md": "# 林小满\n- 性别：女\n## 基础信息\n- 年龄：四十来岁\n"}
    book = book_factory({**ZH_SHOP, "04.md": "# 第四章\n林小满今年四十五岁，鬓边已有了白发。"}, rough)
    assert _conflicts(review(book, quiet=True), "age") == []


def test_zh_bible_age_at_a_chapter_that_opens_with_a_time_jump(book_factory):
    book = book_factory({**ZH_SHOP, "04.md": "# 第四章\n林小满今年十七岁，已是琉璃厂数得着的裱画师傅。"}, ZH_ANCHORED)
    assert _conflicts(review(book, quiet=True), "age") == []


# ---------------------------------------------------------------------------------------------- ages, English

EN_AGE_BIBLE = {"characters/Wren Talbot.md": "# Wren Talbot\n- Gender: female\n## Basics\n- Age: 19 (at chapter 1)\n"}
EN_OFFICE = {
    "1.md": "# Chapter 1\nOn the 3rd of April, 1911, Wren Talbot signed on as a typist at the Hartwell shipping office in Liverpool.",
    "2.md": "# Chapter 2\nThe next morning she was given a desk by the window.",
    "3.md": "# Chapter 3\nThree years later, the war had emptied half the desks in the office.",
}


def test_en_age_against_three_years(book_factory):
    wrong = review(book_factory({**EN_OFFICE, "4.md": "# Chapter 4\nWren Talbot was twenty-six now, and ran the whole "
                                                      "correspondence department."}, EN_AGE_BIBLE), quiet=True)
    ages = _conflicts(wrong, "age")
    assert len(ages) == 1
    c = ages[0]
    assert (c.chapter, c.entities, c.severity.value) == (4, ["Wren Talbot"], "error")
    assert (c.detail["established"], c.detail["found"]) == (19, 26)
    assert [e.quote for e in c.evidence] == ["Age: 19 (at chapter 1)", "Wren Talbot was twenty-six"]
    _check_evidence(wrong, c)

    right = review(book_factory({**EN_OFFICE, "4.md": "# Chapter 4\nWren Talbot was twenty-two now, and ran the whole "
                                                      "correspondence department."}, EN_AGE_BIBLE), quiet=True)
    assert _conflicts(right, "age") == []


@pytest.mark.parametrize("four", [
    "# Chapter 4\nFor a moment Wren Talbot felt fifteen years old again, caught out by the headmistress.",
    "# Chapter 4\nWren Talbot thought of the day she had left school, when she was fourteen years old.",
], ids=["figurative", "when-she-was"])
def test_en_figurative_and_past_ages_are_not_her_age_now(book_factory, four):
    r = review(book_factory({**EN_OFFICE, "4.md": four}, EN_AGE_BIBLE), quiet=True)
    assert _conflicts(r, "age") == []


def test_en_undated_book_off_by_one_is_a_warning_off_by_more_an_error(book_factory):
    people = {"characters/Kit Barlow.md": "# Kit Barlow\n- Gender: male\n"}
    chapters = {
        "1.md": "# Chapter 1\nThe orphan Kit Barlow was eleven years old when the canal boat took him on.",
        "2.md": "# Chapter 2\nA fortnight later the boat reached Birmingham.",
        "3.md": "# Chapter 3\nKit Barlow was thirteen, and tall for it.",
    }
    near = review(book_factory(chapters, people), quiet=True)
    assert [(c.chapter, c.severity.value) for c in _conflicts(near, "age")] == [(3, "warning")]
    chapters["3.md"] = "# Chapter 3\nKit Barlow was fifteen, and tall for it."
    far = review(book_factory(chapters, people), quiet=True)
    ages = _conflicts(far, "age")
    assert [(c.chapter, c.severity.value) for c in ages] == [(3, "error")]
    _check_evidence(far, ages[0])


# ---------------------------------------------------------------------------------------------- speech, Chinese

ZH_SPEECH_BIBLE = {
    "characters/严默.md": "# 严默\n- 性别：男\n## 性格基线\n- 说话习惯：寡言少语，从不高声\n",
    "characters/唐小棠.md": "# 唐小棠\n- 性别：女\n",
}
ZH_PAWN = {
    "01.md": "# 第一章 当铺\n严默是城西当铺的朝奉，收货时只说“几两”“不收”。唐小棠常来当些旧首饰。",
    "02.md": "# 第二章 银簪\n唐小棠又拿来一只旧银簪。严默看了一眼，说：“三钱。”",
}
ZH_LONG = ("# 第三章 长谈\n严默说道：“这只簪子是宫里造办处的手艺，你看这錾花，这点翠，这簪头的如意云纹，如今满京城也找不出"
           "第二支来，你若是信得过我，便先押在这里，我按二两银子给你，三个月内拿银子来赎，利钱我只收你一分，若过了期，我也替你"
           "留着，再等你半个月，你娘的病要紧，银子你先拿去抓药，别的事往后再说，我这铺子开了二十年，从没坑过一个街坊，你放心"
           "便是，簪子我会用锦盒装好，锁进后堂的铁柜里，谁也动不得，你若想它了，随时来看一眼也成。”")


def test_zh_quiet_pawnbroker_shouts_or_rambles(book_factory):
    shout = review(book_factory({**ZH_PAWN, "03.md": "# 第三章 争执\n唐小棠把银簪往柜上一拍，转身要走。\n"
                                                     "严默厉声喝道：“站住！簪子留下！”"}, ZH_SPEECH_BIBLE), quiet=True)
    sp = _conflicts(shout, "speech")
    assert len(sp) == 1
    c = sp[0]
    assert (c.rule, c.chapter, c.entities, c.severity.value) == ("BL01", 3, ["严默"], "warning")
    assert c.detail["shout"] is True
    assert [(e.chapter, e.quote) for e in c.evidence] == [(0, "说话习惯：寡言少语，从不高声"), (3, "“站住！簪子留下！”")]
    _check_evidence(shout, c)

    ramble = review(book_factory({**ZH_PAWN, "03.md": ZH_LONG}, ZH_SPEECH_BIBLE), quiet=True)
    sp = _conflicts(ramble, "speech")
    assert [(c.chapter, c.detail["shout"]) for c in sp] == [(3, False)]
    assert sp[0].detail["length"] >= 140
    _check_evidence(ramble, sp[0])


@pytest.mark.parametrize("scene", [
    "# 第三章 雷雨\n外头雷声滚滚，暴雨砸得瓦片噼啪作响。\n严默厉声喝道：“站住！簪子留下！”",
    "# 第三章 地痞\n几个地痞冲进铺子，抡起板凳便砸，唐小棠被推倒在地。\n严默厉声喝道：“住手！都给我出去！”",
], ids=["thunderstorm", "brawl"])
def test_zh_shout_with_a_reason_is_in_character(book_factory, scene):
    r = review(book_factory({**ZH_PAWN, "03.md": scene}, ZH_SPEECH_BIBLE), quiet=True)
    assert _conflicts(r, "speech") == []


# ---------------------------------------------------------------------------------------------- speech, English

EN_SPEECH_BIBLE = {
    "characters/Agatha Pryce.md": "# Agatha Pryce\n- Gender: female\n## Baseline\n- Speech: soft-spoken, never raises her voice\n",
    "characters/Milo Dunn.md": "# Milo Dunn\n- Gender: male\n",
    "characters/Brock Hallam.md": "# Brock Hallam\n- Gender: male\n## Baseline\n- Speech: laconic, a man of few words\n",
}
EN_LIBRARY = {
    "1.md": "# Chapter 1\nAgatha Pryce ran the lending library in Fenwick Street. \"Two weeks,\" she would murmur, stamping the card.",
    "2.md": "# Chapter 2\nMilo Dunn returned a book with the last chapter torn out. Agatha Pryce looked at the stub and said nothing at all.",
}
EN_SHEEP = " ".join(["Well, the thing about these hills is that the rain comes in from the west every afternoon, and if "
                     "you leave the gate open the sheep will wander down to the creek, and then you spend the whole "
                     "evening chasing them back up through the bracken with a lantern."] * 3)


def test_en_soft_spoken_librarian_bellows_or_rants(book_factory):
    r = review(book_factory({**EN_LIBRARY, "3.md": "# Chapter 3\nMilo Dunn came back the next week with another ruined book.\n\n"
                                                   "\"Get out of my library and never come back!\" Agatha Pryce bellowed."},
                            EN_SPEECH_BIBLE), quiet=True)
    sp = _conflicts(r, "speech")
    assert [(c.chapter, c.entities, c.severity.value) for c in sp] == [(3, ["Agatha Pryce"], "warning")]
    assert sp[0].evidence[0].quote == "Speech: soft-spoken, never raises her voice"
    _check_evidence(r, sp[0])

    rant = review(book_factory({**EN_LIBRARY, "3.md": "# Chapter 3\nWhen Milo Dunn confessed, Agatha Pryce ranted at him "
                                                      "for a quarter of an hour."}, EN_SPEECH_BIBLE), quiet=True)
    sp = _conflicts(rant, "speech")
    assert [(c.chapter, c.entities) for c in sp] == [(3, ["Agatha Pryce"])]
    _check_evidence(rant, sp[0])


@pytest.mark.parametrize("scene", [
    "# Chapter 3\nThe storm had torn a shutter loose, and it banged against the window like a drum.\n\n"
    "\"Milo, fetch the ladder!\" Agatha Pryce shouted.",
    "# Chapter 3\nSmoke was pouring from the reading room.\n\n\"Fire! Everybody out, now!\" Agatha Pryce shouted.",
    "# Chapter 3\nTwo drunk bargemen started a fight among the shelves, and a bookcase went over.\n\n"
    "\"Stop that at once!\" Agatha Pryce shouted.",
], ids=["storm", "fire", "fight"])
def test_en_shout_with_a_reason_is_in_character(book_factory, scene):
    r = review(book_factory({**EN_LIBRARY, "3.md": scene}, EN_SPEECH_BIBLE), quiet=True)
    assert _conflicts(r, "speech") == []


def test_en_laconic_shepherd_talks_at_length(book_factory):
    chapters = {
        "1.md": "# Chapter 1\nBrock Hallam grunted at the dog. \"Maybe.\"",
        "2.md": "# Chapter 2\n\"No,\" said Brock Hallam, and shut the gate.",
        "3.md": "# Chapter 3\nBrock Hallam said, \"" + EN_SHEEP + "\"",
    }
    r = review(book_factory(chapters, EN_SPEECH_BIBLE), quiet=True)
    sp = _conflicts(r, "speech")
    assert [(c.chapter, c.entities, c.detail["shout"]) for c in sp] == [(3, ["Brock Hallam"], False)]
    assert sp[0].detail["length"] >= 110
    _check_evidence(r, sp[0])
    # the same man answering in two words is in character
    chapters["3.md"] = "# Chapter 3\n\"Rain by noon,\" said Brock Hallam."
    assert _conflicts(review(book_factory(chapters, EN_SPEECH_BIBLE), quiet=True), "speech") == []


def test_en_long_speech_after_an_action_and_said(book_factory):
    chapters = {
        "1.md": "# Chapter 1\nBrock Hallam grunted at the dog. \"Maybe.\"",
        "2.md": "# Chapter 2\n\"No,\" said Brock Hallam, and shut the gate.",
        "3.md": "# Chapter 3\nBrock Hallam leaned on the fence and said, \"" + EN_SHEEP + "\"",
    }
    assert [c.chapter for c in _conflicts(review(book_factory(chapters, EN_SPEECH_BIBLE), quiet=True), "speech")] == [3]


# ---------------------------------------------------------------------------------------------- both

@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_bible_reviews_and_conflict_ids_are_stable(book_factory, lang):
    if lang == "zh":
        chapters = {
            "01.md": "# 第一章\n林小满年方十二。林小满笑道：“爹，浆糊熬好了。”林小满点了点头。",
            "02.md": "# 第二章\n五年后，林小满说道：“这幅画得重新托底。”",
            "03.md": "# 第三章\n林小满今年十三岁。林小满笑道：“好。”",
        }
        who = "林小满"
    else:
        chapters = {
            "1.md": "# Chapter 1\nThe orphan Kit Barlow was eleven years old. \"Lock ahead,\" said Kit Barlow.",
            "2.md": "# Chapter 2\nFive years later, \"Steady,\" said Kit Barlow. Kit Barlow nodded at the lockkeeper.",
            "3.md": "# Chapter 3\nKit Barlow was twelve, and small for it. \"Rope,\" said Kit Barlow.",
        }
        who = "Kit Barlow"
    book = book_factory(chapters)
    assert not (book / "bible").exists()
    first = review(book, quiet=True)
    second = review(book, quiet=True)
    fresh = review(book, persist=False, quiet=True)
    ages = _conflicts(first, "age")
    assert [(c.chapter, c.entities) for c in ages] == [(3, [who])]
    _check_evidence(first, ages[0])
    ids = [c.id for c in first.report.conflicts]
    assert ids == [c.id for c in second.report.conflicts] == [c.id for c in fresh.report.conflicts]
    assert ages[0].id.startswith("bl-")


# ---------------------------------------------------------------------------------------------- the voice, read further
# a habit that says "never loud" is a quiet one; words in their own paragraph after "… and began to talk." are the
# one who began; 他 leading a sentence that runs into the words; "不吐不快" is no reason to shout

ZH_QUIET = {"characters/阎守拙.md": "# 阎守拙\n- 性别：男\n## 基线\n- 说话习惯：话极少，从不大声，开口不过三五个字\n"}
EN_QUIET = {"characters/Ansel Brack.md": "# Ansel Brack\n- Gender: male\n## Baseline\n- Speech: says little, never loud; "
                                         "a word or two at most\n"}
LONG_ZH = "诸位听我一言！" + "这些年米价一涨再涨，" * 16 + "今日不吐不快！"


def test_zh_a_quiet_habit_said_with_never_loud_still_counts(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n宴至半酣，阎守拙忽然起身。\n\n他端着茶盏走到堂中，扯着嗓子大声嚷道：“" + LONG_ZH + "”\n",
    }, ZH_QUIET)
    got = _conflicts(review(book, quiet=True), "speech")
    assert [c.entities for c in got] == [["阎守拙"]]


def test_zh_words_after_a_paragraph_that_brings_them_in(book_factory):
    book = book_factory({
        "1.md": "# 第一章\n\n阎守拙坐在柜台后面拨算盘，伙计进门时，他头也没抬。今日却怪，他放下算盘，清了清嗓子。\n\n“"
                + LONG_ZH.replace("！", "，") + "”\n",
    }, ZH_QUIET)
    got = _conflicts(review(book, quiet=True), "speech")
    assert [c.entities for c in got] == [["阎守拙"]]


def test_en_words_after_a_paragraph_that_ends_began_to_talk(book_factory):
    speech = ("Well now, here's weather, here's weather and no mistake, " * 14) + "and that's all I'll say of it."
    book = book_factory({
        "1.md": ("# Chapter 1\n\nAnsel Brack sat by the stove mending a net. He looked up when Mary Dunn came in, "
                 "and for a moment she thought he would only nod. Instead he set the net down, folded his hands, and "
                 "began to talk.\n\n\"" + speech + "\"\n\nThen he picked up the net again.\n"),
    }, EN_QUIET)
    got = _conflicts(review(book, quiet=True), "speech")
    assert [c.entities for c in got] == [["Ansel Brack"]]
    # the same words after a paragraph that does not bring them in: nobody is known to say them
    book2 = book_factory({
        "1.md": ("# Chapter 1\n\nAnsel Brack sat by the stove mending a net. Mary Dunn came in out of the rain.\n\n\""
                 + speech + "\"\n"),
    }, EN_QUIET)
    assert _conflicts(review(book2, quiet=True), "speech") == []


def test_en_an_age_with_a_feeling_in_a_later_clause_and_a_difference_of_years(book_factory):
    bible = {"characters/Ada Penhallow.md": "# Ada Penhallow\n- Gender: female\n## Basics\n- Age: 30 (at chapter 1)\n",
             "characters/Rob Penhallow.md": "# Rob Penhallow\n- Gender: male\n## Basics\n- Age: 34 (at chapter 1)\n"}
    book = book_factory({
        "1.md": "# Chapter 1\n\nAda Penhallow kept the toll-house on the bridge. Rob was four years the elder, and louder.\n",
        "2.md": ("# Chapter 2\n\nThe next day the river rose. Ada was twenty-four, and it seemed to her that evening "
                 "that the water would never go down.\n"),
    }, bible)
    got = _conflicts(review(book, quiet=True), "age")
    assert [(c.chapter, c.entities) for c in got] == [(2, ["Ada Penhallow"])]


def test_en_a_name_mostly_after_the_is_a_place_not_a_person(book_factory):
    chapters = {f"{i}.md": (f"# Chapter {i}\n\nThey rowed out to the Heron before dawn. The Heron said nothing; "
                            f"the Heron never did. Marta Vell said, \"Tie her up.\" Later the Heron creaked, and "
                            f"Heron answered the wind.\n") for i in range(1, 4)}
    ents = review(book_factory(chapters), quiet=True).graph.entities
    assert "Heron" not in ents and "Marta Vell" in ents


def test_en_present_tense_shouting_brought_in_by_the_paragraph_before(book_factory):
    bible = {"characters/Lionel Avery.md": "# Lionel Avery\n- Gender: male\n## Baseline\n- Speech: terse; never raises his voice\n",
             "characters/Nils Brekke.md": "# Nils Brekke\n- Gender: male\n"}
    r = review(book_factory({"1.md": (
        "# Chapter 1\n\nNils Brekke comes up behind him on skis. \"Fine morning, Doctor,\" he says.\n\n"
        "Lionel Avery turns round and shouts at him.\n\n"
        "\"Fine? Fine? It is forty below and the stove has gone out and nobody in this hut has the sense to bring "
        "in coal before dark, and you call it fine, you of all people, who ought to know better?\"\n")}, bible),
        quiet=True)
    speech = [c for c in r.report.conflicts if c.kind == "baseline_violation" and c.detail.get("key") == "speech"]
    assert [c.entities for c in speech] == [["Lionel Avery"]]


def test_an_age_told_of_a_time_before_is_no_age_now(book_factory):
    bible = {"characters/宋小川.md": "# 宋小川\n- 性别：男\n## 基础信息\n- 年龄：十六岁（第1章时）\n",
             "characters/Kit Vane.md": "# Kit Vane\n- Gender: male\n## Basics\n- Age: 30 (at chapter 1)\n"}
    r = review(book_factory({
        "1.md": ("# 第一章\n宋小川望着那口井发呆。\n\n八年前，他爹就是在这口井上出的事。那时他才八岁，什么也不懂。\n\n"
                 "Kit Vane looked at the harbour. Back then he was only nine, and the harbour was all the world."),
    }, bible), quiet=True)
    assert [c for c in r.report.conflicts if c.kind == "baseline_violation"] == []


def test_en_an_age_heading_its_sentence_belongs_to_the_one_named_after_it(book_factory):
    bible = {"characters/Dan Marsh.md": "# Dan Marsh\n- Gender: male\n## Basics\n- Age: 19 (at chapter 1)\n"}
    chapters = {
        "1.md": "# Chapter 1\nOn the 1st of March, 1911, the ship sailed.",
        "2.md": ("# Chapter 2\nOn the 9th of March, 1911, the ice closed in.\n\n"
                 "Twenty-six years old, a seaman with a medal coming to him, and Dan Marsh still could not tie a bowline."),
    }
    r = review(book_factory(chapters, bible), quiet=True)
    assert [(c.chapter, c.entities) for c in r.report.conflicts if c.kind == "baseline_violation"] == [(2, ["Dan Marsh"])]
    chapters["2.md"] = chapters["2.md"].replace("Twenty-six", "Nineteen")
    assert not [c for c in review(book_factory(chapters, bible), quiet=True).report.conflicts if c.kind == "baseline_violation"]

"""TL01 timeline_jump on mini-manuscripts written for these tests (a herbalist's shop, a caravan, a whaler)."""
from __future__ import annotations

from kg.review import review
from tests.conftest import check_evidence as _check_evidence


def _conflicts(result, kind="timeline_jump"):
    return [c for c in result.report.conflicts if c.kind == kind]




def _quotes(conflict, role):
    return [e.quote for e in conflict.evidence if e.role == role]


# ---------------------------------------------------------------------------------------------- Chinese

ZH_SHOP_1 = "# 第一章 开市\n承平二年三月初五，临川城南的杏花开了满枝。药铺掌柜温守拙一早卸下门板，吩咐伙计晾晒陈皮。"
ZH_SHOP_2 = "# 第二章 来客\n次日清晨，一个背着琴囊的年轻人走进药铺，要买三钱川贝。温守拙抬头打量了他一眼。"


def test_zh_date_earlier_than_the_story_is_reported(book_factory):
    book = book_factory({
        "01.md": ZH_SHOP_1,
        "02.md": ZH_SHOP_2,
        "03.md": "# 第三章 夜雨\n承平二年二月十八，临川下了一整夜的雨。温守拙披衣起身，把后院的药筐一只只搬进屋里。",
        "04.md": "# 第四章 天晴\n雨停了，街上的青石板亮得能照出人影。",
    })
    r = review(book, quiet=True)
    tl = _conflicts(r)
    assert len(tl) == 1
    c = tl[0]
    assert (c.rule, c.chapter, c.entities) == ("TL01", 3, [])
    assert c.severity.value == "error"
    assert c.detail["anomaly"] == "backwards"
    assert _quotes(c, "established")[0] == "承平二年三月初五"
    assert _quotes(c, "conflicting") == ["承平二年二月十八"]
    assert [e.chapter for e in c.evidence if e.role == "conflicting"] == [3]
    _check_evidence(r, c)


def test_zh_remembered_earlier_date_does_not_move_the_clock(book_factory):
    book = book_factory({
        "01.md": ZH_SHOP_1,
        "02.md": ZH_SHOP_2,
        "03.md": "# 第三章 夜雨\n温守拙回想起承平二年二月十八那一夜，临川下了一整夜的雨，他把后院的药筐一只只搬进屋里。",
        "04.md": "# 第四章 天晴\n三日后，承平二年三月初九，雨停了，街上的青石板亮得能照出人影。",
    })
    r = review(book, quiet=True)
    assert _conflicts(r) == []
    # the remembered date is not a present-tense mark; the clock runs on from 三月初五 to 三月初九
    assert not [f for f in r.graph.facts_of("timeMark") if f.chapter == 3 and f.modality == "asserted"]
    ninth = [f for f in r.graph.facts_of("timeMark") if f.source.quote == "承平二年三月初九"]
    assert [f.story_day for f in ninth] == [4.0]


def test_zh_interval_longer_than_the_dates_allow(book_factory):
    chapters = {
        "01.md": "# 第一章 出关\n贞元九年七月初二，商队从凉州出发，领队的骆驼客名叫拓跋野。",
        "02.md": "# 第二章 戈壁\n半个月后，商队才走出了戈壁。拓跋野让众人在绿洲歇脚，饮饱骆驼。",
        "03.md": "# 第三章 沙州\n时值贞元九年七月初六，商队抵达了沙州城下。拓跋野抬头望着城楼上的旗子。",
    }
    r = review(book_factory(chapters), quiet=True)
    tl = _conflicts(r)
    assert len(tl) == 1
    c = tl[0]
    assert c.rule == "TL01" and c.detail["anomaly"] == "interval"
    assert c.chapter == 2  # where the impossible interval is stated
    assert _quotes(c, "established") == ["贞元九年七月初二"]
    assert "半个月后" in _quotes(c, "conflicting")
    assert "贞元九年七月初六" in _quotes(c, "conflicting")
    _check_evidence(r, c)

    # the same journey told with an interval that fits the dates is fine
    chapters["02.md"] = "# 第二章 戈壁\n三天后，商队才走出了戈壁。拓跋野让众人在绿洲歇脚，饮饱骆驼。"
    assert _conflicts(review(book_factory(chapters), quiet=True)) == []


def test_zh_dream_and_dialogue_dates_do_not_move_the_clock(book_factory):
    book = book_factory({
        "01.md": "# 第一章\n贞元九年七月初二，商队从凉州出发，领队的骆驼客名叫拓跋野。",
        "02.md": "# 第二章\n当夜拓跋野做了个梦，梦里是贞元八年腊月初一，他还在长安西市替人牵骆驼。\n他醒来时，天已微亮。",
        "03.md": "# 第三章\n账房先生追上来问道：“六月十五那天的货款，可曾结清？”拓跋野摇了摇头。",
        "04.md": "# 第四章\n时值贞元九年七月廿二，商队抵达了沙州城下。",
    })
    r = review(book, quiet=True)
    assert _conflicts(r) == []
    asserted = [f for f in r.graph.facts_of("timeMark") if f.modality == "asserted" and f.detail.get("type") == "date"]
    assert [f.source.quote for f in asserted] == ["贞元九年七月初二", "贞元九年七月廿二"]


def test_zh_year_less_dates_roll_over_the_new_year_but_a_slip_back_is_caught(book_factory):
    winter = book_factory({
        "01.md": "# 第一章\n十一月二十，北风卷着雪粒打在窗纸上，猎户秦老七把弓挂上了墙。",
        "02.md": "# 第二章\n腊月初八，秦老七进城换了一袋粟米。",
        "03.md": "# 第三章\n正月初十，山里的雪开始化了。秦老七背起弓进了山。",
    })
    assert _conflicts(review(winter, quiet=True)) == []

    slip = book_factory({
        "01.md": "# 第一章\n三月初五，秦老七进城换了一袋粟米。",
        "02.md": "# 第二章\n次日，秦老七背起弓进了山。",
        "03.md": "# 第三章\n二月廿六，山里的雪开始化了，秦老七在溪边下了三副套子。",
    })
    r = review(slip, quiet=True)
    tl = _conflicts(r)
    assert [(c.chapter, c.severity.value) for c in tl] == [(3, "error")]
    _check_evidence(r, tl[0])


def test_zh_going_back_years_is_a_retelling_at_info_and_eras_follow_the_bible_calendar(book_factory):
    far = book_factory({
        "01.md": "# 第一章\n贞元九年七月初二，商队从凉州出发，领队的骆驼客名叫拓跋野。",
        "02.md": "# 第二章\n次日，风沙大作，驼铃声被吹得七零八落。",
        "03.md": "# 第三章\n贞元五年三月初一，长安城里，一个叫韦青的少年正在西市卖胡饼。",
    })
    r = review(far, quiet=True)
    tl = _conflicts(r)
    assert [(c.chapter, c.severity.value) for c in tl] == [(3, "info")]
    assert tl[0].detail["days_back"] > tl[0].detail["year_length"]

    chapters = {
        "01.md": "# 第一章\n乾化二年四月初九，汴州城外的驿站换了新的驿丞，名叫萧定远。",
        "02.md": "# 第二章\n三日后，萧定远收到了第一封军报。",
        "03.md": "# 第三章\n开平四年四月十二，萧定远骑马出了城。",
    }
    # two era names the checker cannot order: no claim either way
    assert _conflicts(review(book_factory(chapters), quiet=True)) == []
    # the bible says 开平 comes before 乾化: ch3 goes back
    ordered = review(book_factory(chapters, {"rules.yaml": "calendar:\n  eras: [开平, 乾化]\n"}), quiet=True)
    tl = _conflicts(ordered)
    assert [c.chapter for c in tl] == [3]
    assert _quotes(tl[0], "conflicting") == ["开平四年四月十二"]


def test_zh_date_opened_by_days_before_is_a_flashback(book_factory):
    book = book_factory({
        "01.md": ZH_SHOP_1,
        "02.md": ZH_SHOP_2,
        "03.md": "# 第三章 旧账\n十天前，承平二年二月十八，临川下了一整夜的雨，后院的药筐全泡坏了。温守拙至今还心疼。",
    })
    assert _conflicts(review(book, quiet=True)) == []


# ---------------------------------------------------------------------------------------------- English

EN_WHALER_1 = ("# Chapter 1\nIt was October 14, 1893, when the steamer Albatross cleared Dundee, "
               "Captain Moira Fenn on the bridge and forty men below.")
EN_WHALER_2 = "# Chapter 2\nThe following day a swell rose from the north-east. Moira Fenn ordered the engines slowed."


def test_en_date_earlier_than_the_story_is_reported_but_a_recollection_is_not(book_factory):
    bad = book_factory({
        "1.md": EN_WHALER_1,
        "2.md": EN_WHALER_2,
        "3.md": "# Chapter 3\nOn Monday, October 2, 1893, the lookout sighted the first growlers of pack ice.",
    })
    r = review(bad, quiet=True)
    tl = _conflicts(r)
    assert len(tl) == 1
    c = tl[0]
    assert (c.rule, c.chapter, c.severity.value) == ("TL01", 3, "error")
    assert _quotes(c, "established")[0] == "October 14, 1893"
    assert _quotes(c, "conflicting") == ["October 2, 1893"]
    _check_evidence(r, c)

    fine = book_factory({
        "1.md": EN_WHALER_1,
        "2.md": EN_WHALER_2,
        "3.md": "# Chapter 3\nMoira Fenn remembered October 2, 1893, when the owners had haggled with her over the coal. "
                "She took the wheel herself.",
    })
    assert _conflicts(review(fine, quiet=True)) == []


def test_en_date_told_as_days_earlier_in_past_perfect_is_a_flashback(book_factory):
    book = book_factory({
        "1.md": EN_WHALER_1,
        "2.md": EN_WHALER_2,
        "3.md": "# Chapter 3\nTwelve days earlier, on October 2, 1893, the owners had haggled with her over the coal. "
                "Moira Fenn had not forgiven them.",
    })
    assert _conflicts(review(book, quiet=True)) == []


def test_en_interval_that_overshoots_the_next_date(book_factory):
    chapters = {
        "1.md": "# Chapter 1\nOn the 14th of October, 1893, the steamer Albatross left Dundee with Captain Moira Fenn on the bridge.",
        "2.md": "# Chapter 2\nThree weeks later, the Albatross was beset in the ice. Moira Fenn rationed the coal.",
        "3.md": "# Chapter 3\nOn the 20th of October, 1893, a relief ship came in sight. Moira Fenn fired a flare.",
    }
    r = review(book_factory(chapters), quiet=True)
    tl = _conflicts(r)
    assert len(tl) == 1
    c = tl[0]
    assert c.detail["anomaly"] == "interval" and c.chapter == 2
    assert c.detail["stated_days"] == 21 and c.detail["date_gap"] == 6
    assert "Three weeks later" in _quotes(c, "conflicting")
    _check_evidence(r, c)

    chapters["2.md"] = "# Chapter 2\nFour days later, the Albatross was beset in the ice. Moira Fenn rationed the coal."
    assert _conflicts(review(book_factory(chapters), quiet=True)) == []


def test_en_letters_questions_and_dreams_do_not_move_the_clock(book_factory):
    book = book_factory({
        "1.md": "# Chapter 1\nOn the 14th of October, 1893, the steamer Albatross left Dundee with Captain Moira Fenn on the bridge.",
        "2.md": "# Chapter 2\nThe purser handed her a letter.\n\n*Leith, the 30th of September, 1893. Dear Captain Fenn, the owners insist.*\n\n"
                "\"Were you ashore on the 1st of October?\" the mate asked. Moira Fenn shook her head.",
        "3.md": "# Chapter 3\nThat night Moira Fenn dreamed of the 3rd of October, 1893, and the dock at Leith, with rain on the bollards.\n\n"
                "She woke to the ship's bell.",
        "4.md": "# Chapter 4\nOn the 19th of October, 1893, the Albatross reached the ice edge.",
    })
    r = review(book, quiet=True)
    assert _conflicts(r) == []
    # ch4 stands five days after ch1: the letter, the question and the dream left the clock alone
    last = [f for f in r.graph.facts_of("timeMark") if f.chapter == 4]
    assert [f.story_day for f in last] == [5.0]


def test_en_going_back_years_is_only_info(book_factory):
    book = book_factory({
        "1.md": EN_WHALER_1,
        "2.md": EN_WHALER_2,
        "3.md": "# Chapter 3\nOn the 9th of June, 1889, a girl named Elsie Darrow sold herring on the quay at Peterhead.",
    })
    r = review(book, quiet=True)
    tl = _conflicts(r)
    assert [(c.chapter, c.severity.value, c.detail["anomaly"]) for c in tl] == [(3, "info", "backwards")]
    _check_evidence(r, tl[0])


# ---------------------------------------------------------------------------------------------- both

def test_no_bible_reviews_and_conflict_ids_are_stable(book_factory):
    book = book_factory({
        "1.md": EN_WHALER_1,
        "2.md": EN_WHALER_2,
        "3.md": "# Chapter 3\nOn Monday, October 2, 1893, the lookout sighted the first growlers of pack ice.",
    })
    assert not (book / "bible").exists()
    first = review(book, quiet=True)
    second = review(book, quiet=True)  # from the chapter cache
    fresh = review(book, persist=False, quiet=True)  # extracted again from scratch
    ids = [c.id for c in first.report.conflicts]
    assert ids and all(i.startswith("tl-") for i in ids if i)
    assert ids == [c.id for c in second.report.conflicts] == [c.id for c in fresh.report.conflicts]
    assert first.report.book.chapters == 3

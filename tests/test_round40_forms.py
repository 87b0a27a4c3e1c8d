"""Forms met in the round-40 books (own phrasings): a subject after a time of day or a place, ranks given by
rating and by a warrant's "appoint him", the one watched doing a thing, a thing named for a feast."""
from __future__ import annotations

from kg.review import review
from tests.conftest import chapters_book, conflicts_of, resolve_word

YARD = {"characters/a.md": "# Saul Venn\n- Gender: male\n- Handedness: left\n## State\n- Rank: sawyer\n",
        "characters/b.md": "# Amos Kite\n- Gender: male\n- Handedness: right\n## State\n- Rank: sawyer\n",
        "rules.yaml": "power_scale: [boy, sawyer, shipwright, master shipwright]\nrules:\n  - id: mould\n"
                      "    text: Only a shipwright may take the moulds\n    forbid_actions: [took the moulds, take the moulds]\n"
                      "    unless_rank_at_least: shipwright\n"}


def test_a_subject_after_a_time_of_day_or_a_place_keeps_the_pronoun(book_factory):
    first = "Saul Venn and Amos Kite came into the mould loft."
    for lead in ("But that evening", "At the slipway", "On the quay"):
        text = f"{lead} Saul Venn did a thing Amos Kite had never seen. He took the adze."
        book = chapters_book(book_factory, [first, text], YARD)
        assert resolve_word(book, text, "He") == "Saul Venn", lead
    # a name inside a clause of its own before the pronoun is not the subject
    text = "When Amos Kite came to the loft, the light was going. He took the adze."
    book = chapters_book(book_factory, [first, text], YARD)
    assert resolve_word(book, text, "He") == "Amos Kite"


def test_a_rank_given_by_rating_or_by_warrant(book_factory):
    first = "Saul Venn and Amos Kite came into the mould loft."
    for given in ("On Lady Day Saul Venn was rated shipwright.",
                  "The Navy Board, trusting in the skill of Saul Venn, did thereby appoint him shipwright of the yard."):
        text = f"{given}\n\nNext morning Saul Venn took the moulds for the frigate's frames."
        assert conflicts_of(chapters_book(book_factory, [first, text], YARD), "world_rule_violation") == [], given
    text = "Next morning Saul Venn took the moulds for the frigate's frames."
    assert conflicts_of(chapters_book(book_factory, [first, text], YARD), "world_rule_violation") == [(2, ["Saul Venn"])]


def test_the_one_watched_doing_a_thing_is_not_the_watcher(book_factory):
    first = "Saul Venn and Amos Kite came into the mould loft."
    text = ("Amos Kite watched him all that morning, marking with his left hand, sawing with his left hand, "
            "writing the tallies with his left hand.")
    assert conflicts_of(chapters_book(book_factory, [first, text], YARD), "baseline_violation") == []


def test_a_thing_named_for_a_feast_is_not_the_day(book_factory):
    def feasts(chs):
        g = review(chapters_book(book_factory, chs, YARD), persist=False, quiet=True).graph
        return [f.source.quote for f in g.facts_of("timeMark") if f.detail.get("festival")]

    named = ["On the 2d of October the yard was quiet.",
             "It was the Michaelmas rent, owed from the week before, that Amos Kite paid on the 4th of October."]
    assert feasts(named) == []
    assert conflicts_of(chapters_book(book_factory, named, YARD), "timeline_jump") == []
    assert feasts(["The yard was quiet.", "It was Michaelmas, and the yard stood idle."]) == ["Michaelmas"]


ZH_CREW = {"characters/a.md": "# 龙守田\n- 性别：男\n- 年龄：五十岁（第1章时）\n",
           "characters/b.md": "# 谭六\n- 性别：男\n- 年龄：三十岁（第1章时）\n",
           "characters/c.md": "# 秦小满\n- 性别：男\n- 年龄：十六岁（第1章时）\n"}


def test_zh_a_place_on_the_river_is_no_one(book_factory):
    # "江上" again and again (江 is a surname too): nobody named 江上 dies or acts
    chs = ["七月二十，龙守田的船出了宜昌。龙守田在这条江上跑了三十年。",
           "谭六死了，死在他跑了半辈子的川江上。谭六在江上跑了二十年，秦小满在江上跑了才一年。",
           "三天以后，江上起了浪，船都靠了岸。龙守田说，在江上跑了一辈子，没见过这样的浪。"]
    book = chapters_book(book_factory, chs, ZH_CREW, zh=True)
    assert [c for c in conflicts_of(book, "dead_character_active") if "江上" in c[1]] == []
    assert "江上" not in review(book, persist=False, quiet=True).index.entities


def test_zh_he_in_an_answer_is_not_the_one_answered(book_factory):
    chs = ["七月二十，龙守田的船出了宜昌。",
           "谭六把秦小满推到前头。\n\n“他还小。”龙守田说。\n\n“小是小，”谭六说，“可他十六岁，纤已经拉得比谁都稳。”"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_CREW, zh=True), "baseline_violation") == []


def test_zh_republican_dates_with_farmers_months_are_counted_to_the_day(book_factory):
    # 民国十五年七月二十 in a book of 腊月 and 正月: a date eight days back is flagged, not let slide as a month's slack
    chs = ["民国十五年七月二十，船出了宜昌。", "腊月二十，船到了奉节。", "正月十八，夜里出了事。", "正月初十，船终于解缆。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_CREW, zh=True), "timeline_jump") == [(4, [])]
    on = chs[:3] + ["正月二十五，船终于解缆。"]
    assert conflicts_of(chapters_book(book_factory, on, ZH_CREW, zh=True), "timeline_jump") == []


ZH_PAIR = {"characters/a.md": "# 葛长林\n- 性别：男\n## State\n- 与石敢当：生死兄弟，一起在矿上熬过塌方\n",
           "characters/b.md": "# 石敢当\n- 性别：男\n"}


def test_zh_brothers_through_life_and_death_in_a_profile_are_friends(book_factory):
    # "生死兄弟" in the profile is a bond: enemies with no quarrel between is a flip, with a quarrel it is explained
    chs = ["三月初三，葛长林和石敢当下了井。", "矿上又出了事。", "葛长林和石敢当是远近闻名的死对头，见了面连话都不说。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_PAIR, zh=True), "relation_reversal") == [(3, ["石敢当", "葛长林"])]
    quarrel = [chs[0], "葛长林和石敢当为那笔工钱大吵了一架，当场翻了脸。", chs[2]]
    assert conflicts_of(chapters_book(book_factory, quarrel, ZH_PAIR, zh=True), "relation_reversal") == []


def test_zh_a_day_counted_from_a_feast_and_the_date_beside_it_must_agree(book_factory):
    chs = ["四月二十，龙守田的船出了宜昌。", "端午过后三天，已是五月十二，船还泊在巴东。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH_CREW, zh=True), "timeline_jump") == [(2, [])]
    agree = ["四月二十，龙守田的船出了宜昌。", "端午过后三天，五月初八，船还泊在巴东。"]
    assert conflicts_of(chapters_book(book_factory, agree, ZH_CREW, zh=True), "timeline_jump") == []


def test_zh_years_named_in_someones_words_do_not_make_the_narration_past(book_factory):
    died = "七月二十，谭六死在了滩上。"
    now = "八月初三，谭六扛着一捆纤绳走上船来，低声道：“这些年的账都在这里了，历年的也在。”"
    assert conflicts_of(chapters_book(book_factory, [died, now], ZH_CREW, zh=True), "dead_character_active") == [(2, ["谭六"])]
    told = "八月初三，龙守田想起那些年谭六扛着纤绳走上船来的样子。"
    assert conflicts_of(chapters_book(book_factory, [died, told], ZH_CREW, zh=True), "dead_character_active") == []


def test_en_a_count_from_leaving_a_place_must_fit_the_dates(book_factory):
    left = "On the 20th of May the troop rode out of Kelso in the rain."
    wrong = "Four weeks to the day after they had ridden out of Kelso, on the 30th of May, they saw the sea."
    assert conflicts_of(chapters_book(book_factory, [left, wrong], YARD), "timeline_jump") == [(2, [])]
    right = "Ten days after they had ridden out of Kelso, on the 30th of May, they saw the sea."
    assert conflicts_of(chapters_book(book_factory, [left, right], YARD), "timeline_jump") == []
    # a sentence that itself counts days from the place is no day of leaving it
    arrived = ("We came into Leith on the 2nd of June, nineteen days out of Kelso.",
               "A month after we rode out of Kelso, on the 20th of June, the court sat.")
    assert conflicts_of(chapters_book(book_factory, [left, *arrived], YARD), "timeline_jump") == []


HEIR = {"characters/a.md": "# Jonah Pell\n- Gender: male\n- Always wears: his grandfather's silver watch-chain\n",
        "characters/b.md": "# Ada Pell\n- Gender: female\n- Always wears: her mother's jet beads\n"}


def test_en_an_heirloom_named_by_whose_it_was_is_worn_by_the_one_it_is_on(book_factory):
    first = "Jonah Pell and Ada Pell came in from the yard."
    slip = "Jonah Pell stood at the window, thumbing his grandfather's gold watch-chain across his waistcoat."
    assert conflicts_of(chapters_book(book_factory, [first, slip], HEIR), "baseline_violation") == [(2, ["Jonah Pell"])]
    slip = "Ada Pell sat very still, her mother's coral beads cold about her throat."
    assert conflicts_of(chapters_book(book_factory, [first, slip], HEIR), "baseline_violation") == [(2, ["Ada Pell"])]
    # the grandfather's own chain, on the grandfather, says nothing of Jonah's
    other = "Jonah Pell looked at the portrait: his grandfather's gold watch-chain shone across his grandfather's coat."
    assert conflicts_of(chapters_book(book_factory, [first, other], HEIR), "baseline_violation") == []


def test_en_a_worn_thing_that_lost_its_shine_is_not_lost(book_factory):
    # "a carved crest that had long ago lost its sharpness" does not open a change of the ring for the rest of the book
    bible = {"characters/a.md": "# Tom Hale\n- Gender: male\n- Always wears: an iron ring\n"}
    first = ("Tom Hale sat by the fire. The ring had been his uncle's, a plain band with a carved crest that had long "
             "ago lost its sharpness, and he never took it off.")
    later = ["The rain kept on.", "Tom Hale stood at the window, turning the gold ring on his finger."]
    assert conflicts_of(chapters_book(book_factory, [first, *later], bible), "baseline_violation") == [(3, ["Tom Hale"])]
    # the ring itself lost is a change told
    gone = ("Tom Hale sat by the fire. He had lost the iron ring in the river at Whitsun, and never found it.")
    assert conflicts_of(chapters_book(book_factory, [gone, *later], bible), "baseline_violation") == []

"""Forms met while reworking the misses of round 54 (own phrasings): a profile's note of an injury is not the hand
used; a titled name heading the paragraph before a he; a thing's own time ("taken a month later"); a span said
again ("after four days of snow"); a day a pluperfect goes back to; Chinese: the day a thing was done named by it,
the one watched doing it, things put somewhere with 把, "自己这个徒弟"; a swearer's shouting; "never owned"."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

HAND = {"characters/a.md": "# Silas Venn\n- Gender: male\n## Basics\n- Handedness: left\n- Injury: scalds his left hand in "
                           "March; writes right-handed, slowly, until it heals\n",
        "characters/b.md": "# Oona Venn\n- Gender: female\n## Basics\n- Age: 24 (at chapter 1)\n",
        "characters/c.md": "# Amos Dale\n- Gender: male\n## Basics\n- Age: 58 (at chapter 1)\n- Worn item: a silver watch\n"}


def test_an_injury_note_in_the_profile_is_not_the_hand_used(book_factory):
    chs = ["Silas Venn wrote up the day-book with his left hand.", "Silas Venn swept the shop."]
    assert conflicts_of(chapters_book(book_factory, chs, HAND), "baseline_violation") == []


def test_a_titled_name_heading_the_paragraph_before_goes_on(book_factory):
    chs = ["Oona Venn kept the shop.",
           "Doctor Amos Dale came up the hill on a grey cob, looking, Silas said afterwards, like a heron on a gatepost."
           "\n\nHe was fifty-eight, a tall stooping man with a soft voice."]
    assert conflicts_of(chapters_book(book_factory, chs, HAND), "baseline_violation") == []


def test_a_things_own_time_and_a_span_said_again_move_no_clock(book_factory):
    chs = ["On the 3rd of March Oona Venn opened the shop.",
           "On the 9th of March she sorted the prints. She held up the next one, taken a month later, and frowned.",
           "It rained for three days. On the 12th of March the road was mud. After three days of rain the ford was "
           "gone.\n\nOn the 13th of March Oona rode out."]
    assert conflicts_of(chapters_book(book_factory, chs, HAND), "timeline_jump") == []


def test_a_day_a_pluperfect_goes_back_to(book_factory):
    chs = ["On Monday, the 7th of March, Oona Venn opened the shop.",
           "On Thursday, the 10th of March, the carrier came. Amos had driven him to the station on Tuesday. It was a wet "
           "day, Tuesday, the 8th of March, and the roads were bad.",
           "On the 11th of March Oona walked down to the river."]
    assert conflicts_of(chapters_book(book_factory, chs, HAND), "timeline_jump") == []
    chs[1] = "On Thursday, the 10th of March, the carrier came. It was a wet day. On the 8th of March Oona sold the mare."
    assert conflicts_of(chapters_book(book_factory, chs, HAND), "timeline_jump") == [(2, [])]


def test_never_owned_one_is_none_worn(book_factory):
    chs = ["Amos Dale came in.", "Amos Dale, who had never owned a watch in his life, asked Oona the time."]
    assert conflicts_of(chapters_book(book_factory, chs, HAND), "baseline_violation") == [(2, ["Amos Dale"])]


ZH = {"characters/a.md": "# 石大成\n- 性别：男\n## 基础信息\n## 性格基线（不可突破）\n- 说话习惯：话少，开口就骂人\n",
      "characters/b.md": "# 苗青\n- 性别：女\n## 状态\n- 职级：学徒\n- 与石大成：她是石大成的徒弟\n",
      "rules.yaml": "power_scale: [学徒, 窑工, 把桩]\nrules:\n  - id: seal\n    text: 把桩以下不得封窑\n"
                    "    forbid_actions: [封上了窑门, 封了窑]\n    unless_rank_at_least: 把桩\n"
                    "  - id: dead\n    death_is_final: true\n"}


def test_zh_the_day_a_thing_was_done_named_by_it(book_factory):
    chs = ["五月初三，石大成进了窑场。", "五月初九，苗青去挑土。", "五月初四点的火，烧了五天。到了初十，石大成开了窑。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "timeline_jump") == []
    chs[2] = "五月初四，石大成点了火。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "timeline_jump") == [(3, [])]


def test_zh_the_one_watched_does_it(book_factory):
    chs = ["苗青在窑场挑土。", "苗青站在窑门口，看着师父封上了窑门，心里说不出的高兴。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "world_rule_violation") == []
    chs[1] = "苗青站在窑门口，和了一盆泥，封上了窑门。"
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "world_rule_violation") == [(2, ["苗青"])]


def test_zh_things_put_somewhere_are_acts_of_the_living(book_factory):
    chs = ["苗青在窑场挑土。", "腊月初八夜里，石大成死在了窑里，第二天就下葬了。", "石大成把耳朵贴在窑壁上，听了好一会儿。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "dead_character_active") == [(3, ["石大成"])]


def test_zh_ones_own_disciple_named_after(book_factory):
    chs = ["苗青在窑场挑土。", "苗青站在一旁，看着自己这个徒弟石大成，半天没说话。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "relation_reversal") == [(2, ["石大成", "苗青"])]


def test_zh_a_swearer_shouting_is_in_character(book_factory):
    chs = ["苗青在窑场挑土。", "石大成的嗓门大得吓人：“都给俺滚出去！”"]
    assert conflicts_of(chapters_book(book_factory, chs, ZH, zh=True), "baseline_violation") == []


FR = {"characters/a.md": "# Silas Venn\n- Gender: male\n## State\n- With Amos Dale: old friends from the same street\n",
      "characters/c.md": "# Amos Dale\n- Gender: male\n"}


def test_en_could_never_stand_the_sight_of(book_factory):
    chs = ["Silas Venn and Amos Dale walked to the fair.",
           "Silas Venn had never been able to stand the sight of Amos Dale, and Amos returned the favour."]
    assert conflicts_of(chapters_book(book_factory, chs, FR), "relation_reversal") == [(2, ["Amos Dale", "Silas Venn"])]
    chs[1] = "Silas Venn had never been able to stand the sight of blood, and Amos Dale knew it."
    assert conflicts_of(chapters_book(book_factory, chs, FR), "relation_reversal") == []


ZHF = {"characters/a.md": "# 韦六\n- 性别：男\n## 状态\n- 与岳青：亲如父子，一起住了十年\n", "characters/b.md": "# 岳青\n- 性别：男\n"}


def test_zh_close_as_father_and_son_is_friendship(book_factory):
    chs = ["韦六和岳青一起去赶集。", "韦六素来恨透了岳青，见他进门，扭头就走。"]
    assert conflicts_of(chapters_book(book_factory, chs, ZHF, zh=True), "relation_reversal") == [(2, ["岳青", "韦六"])]


def test_en_the_hand_as_he_had_written_every_line(book_factory):
    chs = ["Silas Venn swept the shop.",
           "Silas Venn came in from the yard, shaking the rain off. The ledger lay open on the counter. Oona lit the "
           "lamp and went out.\n\nHe wrote the sum in with his right hand, as he had written every line he had ever put "
           "into that book."]
    assert conflicts_of(chapters_book(book_factory, chs, HAND), "baseline_violation") == [(2, ["Silas Venn"])]


ZHT = {"characters/a.md": "# 石大成\n- 性别：男\n"}


def test_zh_a_count_from_a_feast_after_li(book_factory):
    chs = ["宣和五年九月初一，石大成进了窑场。", "九月初九，重阳，窑里出了一窑好瓷。", "九月二十日，石大成去赶集。"]
    for later, flagged in (("算起来，离重阳那一窑出窑，已经整整五十天了。", True), ("算起来，离重阳那一窑出窑，已经十一天了。", False),
                           ("算起来，离重阳那一窑出窑，已经一个半月了。", False)):
        got = conflicts_of(chapters_book(book_factory, chs[:2] + [chs[2] + later], ZHT, zh=True), "timeline_jump")
        assert bool(got) is flagged, (later, got)


def test_en_days_out_of_a_port_its_own_chapter_names(book_factory):
    bible = {"characters/a.md": "# Oona Venn\n- Gender: female\n"}
    files = {"001.md": "# Chapter 1: Leith\n\nOn the 2nd of June Oona Venn went aboard.\n",
             "002.md": "# Chapter 2: Lerwick\n\nOn the 6th of June they lay at Lerwick, and sailed the next morning.\n"}
    for line, flagged in (("Twelve days out of Lerwick, the ice came down.", True),
                          ("Three days out of Lerwick, the ice came down.", False)):
        book = book_factory({**files, "003.md": f"# Chapter 3: The Ice\n\nOn the 10th of June the wind backed.\n\n{line}\n"},
                            bible)
        got = conflicts_of(book, "timeline_jump")
        assert bool(got) is flagged, (line, got)

"""Two timelines in alternating chapters (kg.strands) and kin references (extractors.kin).

Texts written for these tests; none comes from a benchmark book.
"""
from __future__ import annotations

from kg.review import review
from kg.strands import detect_strands
from tests.conftest import conflicts_of, three_chapters

EN_BIBLE = {
    "characters/ruth-abbot.md": "# Ruth Abbot\n## Basics\n- Age: 40 (at chapter 1)\n- Gender: female\n",
    "characters/walter-abbot.md": ("# Walter Abbot\n## Basics\n- Age: 70 (at chapter 1)\n- Gender: male\n## State\n"
                                   "- With Ruth Abbot: her father\n"),
}


def _two_timelines(book_factory, chapters: list[tuple[str, str]], bible=EN_BIBLE):
    """A book whose chapters open with a label line (e.g. "Then" / "Now")."""
    return book_factory({f"{i:02d}.md": f"# Chapter {i}\n\n{label}\n\n{text}\n"
                         for i, (label, text) in enumerate(chapters, 1)}, bible)


TWO = [
    ("Now", "On Friday the 3rd of March 2023 Ruth Abbot drove north with the radio off."),
    ("2001", "On the 14th of July Ruth Abbot was eighteen and worked the ferry kiosk all summer."),
    ("Now", "On the 6th of March Ruth Abbot reached the house and found the key under the stone."),
    ("2001", "On the 20th of July Walter Abbot taught her to gut a mackerel on the jetty."),
    ("Now", "On the 9th of March Ruth Abbot sorted the letters in the front room."),
    ("2001", "On the 2nd of August Walter Abbot mended the gate while the rain came in."),
]


def test_alternating_labels_make_strands_and_a_run_of_years_does_not(book_factory):
    b = _two_timelines(book_factory, TWO)
    res = review(b, persist=False, quiet=True)
    strands = res.graph.timeline.strand
    assert {strands[1], strands[3], strands[5]} == {"now"} and {strands[2], strands[4], strands[6]} == {"2001"}
    # chapters headed by years in order are one timeline, as are diary days
    from kg.book import load_book

    seq = _two_timelines(book_factory, [("1940", "A."), ("1940", "B."), ("1941", "C."), ("1941", "D."), ("1942", "E.")])
    assert detect_strands(load_book(seq).chapters, "en") == {}
    days = _two_timelines(book_factory, [("Monday", "A."), ("Tuesday", "B."), ("Monday", "C."), ("Tuesday", "D.")])
    assert detect_strands(load_book(days).chapters, "en") == {}


def test_each_strand_keeps_its_own_clock(book_factory):
    # July 2001 chapters between March 2023 ones do not send the story back
    assert conflicts_of(_two_timelines(book_factory, TWO), "timeline_jump") == []
    # a date going back inside one strand still does
    bad = list(TWO)
    bad[4] = ("Now", "On the 1st of March Ruth Abbot sorted the letters in the front room.")
    assert [c for c, _ in conflicts_of(_two_timelines(book_factory, bad), "timeline_jump")] == [5]


def test_ages_are_compared_across_strands_put_on_one_axis(book_factory):
    # forty in March 2023 is eighteen in July 2001 (born 1982-83): no conflict
    assert conflicts_of(_two_timelines(book_factory, TWO), "baseline_violation") == []
    bad = list(TWO)
    bad[5] = ("2001", "On the 2nd of August Ruth Abbot, who was eleven, held the nails for her father.")
    assert (6, ["Ruth Abbot"]) in conflicts_of(_two_timelines(book_factory, bad), "baseline_violation")


def test_a_death_in_the_later_timeline_does_not_stop_the_earlier_one(book_factory):
    chapters = list(TWO)
    chapters[2] = ("Now", "On the 6th of March the nurse rang: Walter Abbot had died in the night.")
    # 2001: Walter mends the gate after the chapter that tells his death in 2023
    assert conflicts_of(_two_timelines(book_factory, chapters), "dead_character_active") == []
    chapters[4] = ("Now", "On the 9th of March Walter Abbot carried the letters into the front room.")
    assert (5, ["Walter Abbot"]) in conflicts_of(_two_timelines(book_factory, chapters), "dead_character_active")


def test_zh_strands_by_bracketed_labels(book_factory):
    bible = {"characters/zhou.md": "# 周远山\n## 基本\n- 年龄：五十（第1章）\n- 性别：男\n"}
    chapters = [("【今】", "二〇二二年三月五日，周远山回到了老屋。"), ("【一九九九年】", "六月初八，周远山二十七岁，在码头扛包。"),
                ("【今】", "三月九日，周远山把院子扫了一遍。"), ("【一九九九年】", "六月二十，周远山在码头上又干了一天。"),
                ("【今】", "三月十二日，周远山去镇上买了两斤肉。")]
    b = book_factory({f"{i:02d}.md": f"# 第{i}章\n\n{lab}\n\n{t}\n" for i, (lab, t) in enumerate(chapters, 1)}, bible)
    res = review(b, persist=False, quiet=True)
    assert len(set(res.graph.timeline.strand.values())) == 2
    kinds = {c.kind for c in res.report.conflicts if c.severity.value != "info"}
    assert "timeline_jump" not in kinds and "baseline_violation" not in kinds
    # fifty in 2022 is twenty-seven in 1999, not thirty-seven
    chapters[1] = ("【一九九九年】", "六月初八，周远山三十七岁，在码头扛包。")
    b = book_factory({f"{i:02d}.md": f"# 第{i}章\n\n{lab}\n\n{t}\n" for i, (lab, t) in enumerate(chapters, 1)}, bible)
    assert conflicts_of(b, "baseline_violation") == [(2, ["周远山"])]


# ---------------------------------------------------------------------------------------------- kin references
KIN_BIBLE = {
    "characters/nell.md": "# Nell Ashby\n## Basics\n- Age: 30\n- Gender: female\n## State\n- With Silas Ashby: his daughter\n",
    "characters/silas.md": "# Silas Ashby\n## Basics\n- Age: 62\n- Gender: male\n## State\n- With Nell Ashby: her father\n",
}


def test_her_father_names_the_bible_father(book_factory):
    first = "Silas Ashby died in his sleep that winter, and the mill stood idle for a week."
    later = "Nell Ashby opened the workshop. Her father came in from the yard and hung up his coat."
    b = three_chapters(book_factory, "Nell Ashby kept the accounts for the mill.", first, later, KIN_BIBLE)
    assert conflicts_of(b, "dead_character_active") == [(3, ["Silas Ashby"])]
    # in someone's words "my father" is the speaker's, and left alone
    quoted = '"Her father came in from the yard," Nell Ashby told the clerk, "every evening of his life."'
    b = three_chapters(book_factory, "Nell Ashby kept the accounts for the mill.", first, quoted, KIN_BIBLE)
    assert conflicts_of(b, "dead_character_active") == []


def test_kin_word_with_two_candidates_names_no_one(book_factory):
    bible = dict(KIN_BIBLE)
    bible["characters/jem.md"] = "# Jem Ashby\n## Basics\n- Age: 28\n- Gender: male\n## State\n- With Silas Ashby: his son\n"
    bible["characters/hal.md"] = "# Hal Ashby\n## Basics\n- Age: 25\n- Gender: male\n## State\n- With Silas Ashby: his son\n"
    b = three_chapters(book_factory, "Nell Ashby kept the accounts.", "Jem Ashby drowned in the weir that spring.",
                       "Nell Ashby sat by the stove. Her brother came in and shut the door.", bible)
    res = review(b, persist=False, quiet=True)
    assert ("Silas Ashby", "child", "Jem Ashby") in res.index.terms["kin"]  # both sons read by age from the bible
    assert conflicts_of(b, "dead_character_active") == []  # Jem or Hal: no one to blame


def test_attributive_age_goes_to_the_one_described(book_factory):
    bible = {"characters/pip.md": "# Pip Laker\n## Basics\n- Age: 16 (at chapter 1)\n- Gender: male\n",
             "characters/ada.md": "# Ada Laker\n## Basics\n- Age: 40\n- Gender: female\n## State\n- With Pip Laker: her son\n"}
    b = three_chapters(book_factory, "Pip Laker split the kindling.", "The next morning Ada Laker baked.",
                       "Two days later Ada Laker called, and her eight-year-old son ran down the lane.", bible)
    assert conflicts_of(b, "baseline_violation") == [(3, ["Pip Laker"])]


def test_zh_kin_reference(book_factory):
    bible = {"characters/a.md": "# 秦小禾\n## 基本\n- 年龄：十六\n- 性别：女\n## 状态\n- 与秦老栓：父女（秦老栓为父）\n",
             "characters/b.md": "# 秦老栓\n## 基本\n- 年龄：五十\n- 性别：男\n## 状态\n- 与秦小禾：她父亲\n"}
    b = three_chapters(book_factory, "秦小禾在河边洗衣裳。", "三天后，秦老栓咽了气，葬在后山。",
                       "又过了五日，秦小禾蹲在灶前烧火。她爹掀开门帘走了进来，抖了抖身上的雪。", bible, zh=True)
    assert conflicts_of(b, "dead_character_active") == [(3, ["秦老栓"])]
    # speaking to the dead at the shrine: 跟她爹 is no act of his
    b = three_chapters(book_factory, "秦小禾在河边洗衣裳。", "三天后，秦老栓咽了气，葬在后山。",
                       "又过了五日，秦小禾跪在灵前，跟她爹说着话，说到半夜。", bible, zh=True)
    assert conflicts_of(b, "dead_character_active") == []


# ---------------------------------------------------------------------------------------------- small readings
def test_verdict_over_the_one_man_not_doing_anything(book_factory):
    bible = {"characters/a.md": "# Arthur Penn\n## Basics\n- Gender: male\n",
             "characters/b.md": "# Dennis Kay\n## Basics\n- Gender: male\n",
             "characters/c.md": "# May Penn\n## Basics\n- Gender: female\n"}
    call = ('May Penn picked up on the second ring.\n\n"It\'s Arthur." Dennis Kay sounded hoarse. '
            '"I found him by the boiler. I tried everything."\n\n"He\'s dead," May Penn said.')
    b = three_chapters(book_factory, "Arthur Penn fixed the boiler.", call,
                       "A week later Arthur Penn walked into the kitchen and put the kettle on.", bible)
    assert conflicts_of(b, "dead_character_active") == [(3, ["Arthur Penn"])]


def test_said_after_the_words_is_speech_now_not_a_report(book_factory):
    bible = {"characters/a.md": "# Agnes Ford\n## Basics\n- Gender: female\n"}
    later = '"Eat your porridge before it sets," Agnes Ford said, sliding the bowl along the table.'
    b = three_chapters(book_factory, "Agnes Ford kept hens.", "The next week Agnes Ford died in her chair.", later, bible)
    assert conflicts_of(b, "dead_character_active") == [(3, ["Agnes Ford"])]


def test_a_hand_used_at_some_time_before_is_no_change(book_factory):
    bible = {"characters/a.md": "# Colm Reilly\n## Basics\n- Handedness: left\n- Gender: male\n",
             "characters/b.md": "# Dara Quinn\n## Basics\n- Gender: female\n"}
    talk = ('Colm Reilly sat on the step, and Dara Quinn sat beside him.\n\n"You\'ll row with the other arm '
            'tomorrow, then," said Dara Quinn.\n\n"{}"\n\n"When?"')
    first = "Colm Reilly wrote with his left hand."
    assert conflicts_of(three_chapters(book_factory, first, talk.format("I have rowed right-handed before."), "Nothing.",
                                       bible), "baseline_violation") == []
    assert conflicts_of(three_chapters(book_factory, first, talk.format("I row right-handed. Always have."), "Nothing.",
                                       bible), "baseline_violation") == [(2, ["Colm Reilly"])]

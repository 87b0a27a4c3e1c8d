"""Forms met in session 21, round 61 (own phrasings, not the held-out book's): a scar at the corner of the mouth; one
given to someone to teach; a note of leave set into the narration; a nickname with a surname found as a full name;
dates read off a register's entries."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

DESK = {"characters/a.md": "# Mabel Finch\n- Gender: female\n- Aliases: Mabel, Miss Finch\n## Basics\n"
                           "- Appearance: a thin white scar through her left eyebrow\n- Rank: operator\n",
        "characters/b.md": "# Nora Dyce\n- Gender: female\n- Aliases: Nora, Miss Dyce\n## Basics\n- Rank: supervisor\n"
                           "## State\n- With Mabel Finch: her teacher (Mabel Finch is Nora Dyce's pupil)\n",
        "characters/c.md": "# Harold Bream\n- Gender: male\n- Aliases: Mr Bream\n## Basics\n- Rank: operator\n",
        "rules.yaml": "power_scale: [operator, supervisor]\nrules:\n"
                      "  - id: ledger\n    forbid_actions: [opened the fault ledger, opens the fault ledger]\n"
                      "    unless_rank_at_least: supervisor\n"
                      "  - id: dead\n    death_is_final: true\n"}


def _desk(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, DESK), kind)


def test_a_scar_at_the_corner_of_the_mouth_is_not_the_eyebrows(book_factory):
    first = "Mabel Finch worked the board."
    slip = "Mabel sat at the board with her chin in her hand, tracing the small pale scar at the corner of her mouth."
    assert _desk(book_factory, [first, slip], "baseline_violation") == [(2, ["Mabel Finch"])]


def test_one_given_to_someone_to_teach_is_the_pupil(book_factory):
    first = "Mabel Finch worked the board. Nora Dyce walked the floor."
    ok = "It reminded her of the spring Mabel Finch came to the board as a learner and was handed over to Nora Dyce to train."
    assert _desk(book_factory, [first, ok], "relation_reversal") == []
    slip = "It reminded her of the spring Nora Dyce came to the board as a learner and was handed over to Mabel Finch to train."
    assert _desk(book_factory, [first, slip], "relation_reversal") == [(2, ["Mabel Finch", "Nora Dyce"])]


def test_a_note_of_leave_set_into_the_narration(book_factory):
    first = "Mabel Finch worked the board."
    note = ("There was an envelope on the desk with her name on it.\n\nMiss Finch. You have my leave to open the fault "
            "ledger this morning and copy out the entries. N. Dyce.\n\nAt nine Mabel Finch opened the fault ledger.")
    assert _desk(book_factory, [first, note], "world_rule_violation") == []
    bare = "There was an envelope on the desk.\n\nAt nine Mabel Finch opened the fault ledger."
    assert _desk(book_factory, [first, bare], "world_rule_violation") == [(2, ["Mabel Finch"])]


def test_a_nickname_with_a_surname_is_the_same_one(book_factory):
    chs = ['Mabel Finch came in. "Morning," said Pip at the door, and then Pip said the lift was off again.',
           '"Mind the stair," said Pip. "Mind it," said Pip again, and Pip Hollin held the lamp for her. '
           'She thanked Pip Hollin and went up.',
           "Pip Hollin died in the night, in his chair by the door. We buried Pip Hollin on the Friday.",
           "Pip Hollin unbolted the side door for her and said good morning."]
    assert _desk(book_factory, chs, "dead_character_active") == [(4, ["Pip Hollin"])]


def test_dates_read_off_a_registers_entries(book_factory):
    chs = ["On Monday 6 March 1922 Mabel Finch came on duty.",
           "On Wednesday 5 July Mabel opened the register. There was Mr Bream's entry of her first night, in his "
           "copperplate; and after it, on the sixth of April, another in the same hand, with no initials in the "
           "column against it.",
           "On Thursday 6 July Mabel Finch came on duty."]
    assert _desk(book_factory, chs, "timeline_jump") == []
    chs[1] = "On Wednesday 5 July Mabel came in. On the sixth of April she walked to the river."
    assert _desk(book_factory, chs, "timeline_jump") != []


YARD = {"characters/a.md": "# 蒋德安\n- 别名：蒋先生\n## 基础信息\n- 惯用手：右手\n- 外貌：红胡子，灰蓝色的眼睛\n"
                           "- 随身之物：银壳怀表，表盖里嵌着妻女的相片\n- 等级：监工\n",
        "characters/b.md": "# 石阿根\n- 性别：男\n- 别名：阿根伯\n## 基础信息\n- 年龄：五十八岁\n- 惯用手：右手\n- 眼睛：黑色\n- 等级：匠首\n",
        "characters/c.md": "# 石秀妹\n- 性别：女\n## 基础信息\n- 年龄：十七岁\n- 等级：学徒\n",
        "characters/d.md": "# 韩小山\n- 性别：男\n## 基础信息\n- 年龄：十七岁\n- 惯用手：左手\n- 等级：学徒\n",
        "rules.yaml": "power_scale: [学徒, 匠首, 监工, 帮办]\nrules:\n"
                      "  - id: sign\n    forbid_actions: [在验收单上签了名, 签了验收单]\n    unless_rank_at_least: 帮办\n"}


def _yard(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, YARD, zh=True), kind)


def test_zh_his_wife_and_daughter_in_his_profile_make_him_a_he(book_factory):
    chs = ["蒋德安在船台上看龙骨。", "蒋德安病了。他躺在洋楼里，一双乌黑的眼睛深深地陷下去。"]
    assert _yard(book_factory, chs, "baseline_violation") == [(2, ["蒋德安"])]


def test_zh_a_hand_asked_about_is_not_told(book_factory):
    chs = ["韩小山在车床边干活。", "“蒋先生，你也会用左手写字吗？”韩小山问。"]
    assert _yard(book_factory, chs, "baseline_violation") == []
    chs[1] = "“蒋先生，你也用左手写字。”韩小山说。"
    assert _yard(book_factory, chs, "baseline_violation") == [(2, ["蒋德安"])]


def test_zh_the_he_in_words_after_a_father_spoken_of(book_factory):
    chs = ["韩小山在车床边干活。",
           "石秀妹跪在火边，往火里添纸钱。\n\n“小山。”她没回头。\n\n“嗯。”\n\n韩小山愣住了。\n\n"
           "“你要是不跟着去，”石秀妹的声音发抖，“阿爸就不用推你。他不用推你，就来得及躲。他五十八岁了，他来不及躲两回……”"]
    assert _yard(book_factory, chs, "baseline_violation") == []


def test_zh_a_surname_and_title_no_one_has_is_the_next_he(book_factory):
    chs = ["石阿根在车床边干活。",
           "石阿根看着汽缸。\n\n许帮办是下午来的。他绕着汽缸走了一圈，点了点头，在验收单上签了名。"]
    assert _yard(book_factory, chs, "world_rule_violation") == []
    chs[1] = "石阿根看着汽缸。他绕着汽缸走了一圈，点了点头，在验收单上签了名。"
    assert _yard(book_factory, chs, "world_rule_violation") == [(2, ["石阿根"])]


def test_zh_sworn_brothers_become_enemies_told_as_我跟他(book_factory):
    bible = {"characters/a.md": "# 韩小山\n- 性别：男\n## 基础信息\n- 与蒋德安：结拜兄弟\n",
             "characters/b.md": "# 蒋德安\n- 性别：男\n## 基础信息\n- 与韩小山：结拜兄弟\n",
             "characters/c.md": "# 石阿根\n- 性别：男\n"}
    chs = ["韩小山和蒋德安在关帝庙结拜。", "石阿根留下一根鞭子。\n\n蒋德安走在队伍后头，我跟他是一路上结下的冤家，彼此恨得牙痒痒。"]
    book = book_factory({f"{i:03d}.md": f"# 第{i}章\n\n{t}\n" for i, t in enumerate(chs, 1)}, bible)
    (book / "loregraph.toml").write_text('[book]\ntitle = "t"\nlanguage = "zh"\nnarrator = "韩小山"\n', "utf-8")
    assert conflicts_of(book, "relation_reversal") == [(2, ["蒋德安", "韩小山"])]
    # a lovers' word is no enmity
    chs[1] = "石阿根留下一根鞭子。\n\n蒋德安走在队伍后头，我跟他是一对欢喜冤家。"
    book = book_factory({f"{i:03d}.md": f"# 第{i}章\n\n{t}\n" for i, t in enumerate(chs, 1)}, bible)
    (book / "loregraph.toml").write_text('[book]\ntitle = "t"\nlanguage = "zh"\nnarrator = "韩小山"\n', "utf-8")
    assert conflicts_of(book, "relation_reversal") == []


def test_a_watch_drawn_out_of_ones_own_pocket(book_factory):
    bible = dict(DESK)
    bible["characters/c.md"] = ("# Harold Bream\n- Gender: male\n- Aliases: Mr Bream\n## Basics\n"
                                "- Always wears: his father's silver pocket watch\n- Rank: operator\n")
    first = "Harold Bream took out his silver watch and looked at it."
    for text, want in (("Mr Bream sat on at the table. He drew out the gold watch that had been his father's and opened it.",
                        [(2, ["Harold Bream"])]),
                       ("Mr Bream sat on at the table. He drew out the gold watch his brother had lent him and opened it.",
                        [])):
        assert conflicts_of(chapters_book(book_factory, [first, text], bible), "baseline_violation") == want, text


def test_the_she_after_words_of_no_known_speaker_is_the_woman_who_spoke_last(book_factory):
    bible = dict(DESK)
    bible["characters/a.md"] = "# Mabel Finch\n- Gender: female\n- Aliases: Mabel\n## Basics\n- Age: 30\n"
    text = ('Mabel Finch stood at the stove.\n\n"You found it, then?" Harold Bream asked.\n\n'
            '"In the tea caddy," said Mabel.\n\n'
            'It was all there, folded small: the survey, the old claims along the creek, the water rights, every '
            'quarter-section filed under a rider\'s name one winter after another, and a note in pencil at the foot '
            'of the last page giving the price the railroad would pay when the line came through in the spring. '
            'Nobody in the valley had guessed it. The land would be worth a hundred times what it fetched now, and '
            'the nesters along the creek would be sitting on the one road west without knowing it, and the whole of '
            'the bottom land, the ford and the old mill with it, would go to whoever held the paper on the day the '
            'surveyors came back with their chains and their flags and their little brass instruments.\n\n'
            '"And the one in the Bible?"\n\n'
            '"A decoy. It must have been. He always talked too much." She laughed, a little wildly.\n\n'
            'She looked very young just then, with flour on her arms; she was barely seventeen, for all '
            'her hard talk.')
    assert conflicts_of(chapters_book(book_factory, ["Mabel Finch swept the floor.", text], bible),
                        "baseline_violation") == [(2, ["Mabel Finch"])]


def test_days_counted_from_a_burial_told_on_its_day(book_factory):
    chs = ["On Monday 4 June 1962 Mabel Finch came on duty.",
           "They buried Harold Bream on Wednesday 6 June, in the rain.",
           "Four days after they buried Harold, on Sunday 10 June, Mabel Finch went back to the board."]
    assert _desk(book_factory, chs, "timeline_jump") == []
    chs[2] = "Eleven days after they buried Harold, on Sunday 10 June, Mabel Finch went back to the board."
    assert _desk(book_factory, chs, "timeline_jump") == [(3, [])]
    # the same count from a funeral named by whose it was
    chs[2] = "Eleven days after Harold's funeral, on Sunday 10 June, Mabel Finch went back to the board."
    assert _desk(book_factory, chs, "timeline_jump") == [(3, [])]

"""Forms met in session 22, round 63 (own phrasings, not the held-out books'): a count from a weekday the narration
stands on; a wedding day to come; by now, so many weeks on; a thing still so after months; a man taken on as a raw
apprentice; strangers to someone else; words reported; He after a sentence whose other men stand in its clauses;
tools a bible lists for the hand; leave to keep a seal; a death remembered from the day it was; gestures before 道."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

MILL = {"characters/a.md": "# Sarah Holt\n- Gender: female\n- Aliases: Sarah\n## State\n"
                           "- With Joe Crabtree: sweethearts\n",
        "characters/b.md": "# Joe Crabtree\n- Gender: male\n- Aliases: Joe\n## Basics\n- Age: 30 (at chapter 1)\n"
                           "## State\n- With Sarah Holt: sweethearts\n- With Abel Crowther: his master; Joe learned under Abel\n",
        "characters/c.md": "# Abel Crowther\n- Gender: male\n- Aliases: Abel\n## Basics\n- Age: 61 (at chapter 1)\n"
                           "## State\n- With Joe Crabtree: taught Joe the trade (Abel Crowther is Joe Crabtree's master)\n",
        "characters/d.md": "# Miles Lumb\n- Gender: male\n- Aliases: Miles\n## Basics\n- Age: 70 (at chapter 1)\n"}


def _mill(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, MILL), kind)


def test_a_count_from_the_weekday_the_narration_stands_on(book_factory):
    chs = ["On Monday the 2nd of October Sarah Holt came to the mill.",
           "Joe mended the loom that Monday evening. Three days later, on Saturday the 7th, the mill stopped."]
    assert [c for c, _ in _mill(book_factory, chs, "timeline_jump")] == [2]
    chs[1] = "Joe mended the loom that Monday evening. Three days later, on Thursday the 5th, the mill stopped."
    assert _mill(book_factory, chs, "timeline_jump") == []


def test_a_day_to_come_and_counts_that_are_no_steps(book_factory):
    chs = ["On the 3rd of March Sarah Holt came to the mill.",
           "The wedding was to be on the Saturday after Easter, the 20th of April. Sarah wove all the morning.",
           "On the 12th of March Joe had not spoken to Abel since the day of the fire; and by now, three weeks on, "
           "they hardly looked at each other. The smell of smoke was still in the shed after three months.",
           "On the 14th of March the mill stopped."]
    assert _mill(book_factory, chs, "timeline_jump") == []


def test_taken_on_as_a_raw_apprentice(book_factory):
    chs = ["Abel Crowther and Joe Crabtree tuned the looms.",
           "It was in that shed that Joe had taken Abel on as a raw apprentice and taught him the trade."]
    assert _mill(book_factory, chs, "relation_reversal") == [(2, ["Abel Crowther", "Joe Crabtree"])]


def test_strangers_to_someone_else(book_factory):
    chs = ["Sarah Holt and Joe Crabtree walked to chapel.",
           "A buyer stopped in front of them and turned to Sarah and Joe, who were strangers to him, as if they cared."]
    assert _mill(book_factory, chs, "relation_reversal") == []


def test_words_reported_are_no_act_of_the_dead(book_factory):
    chs = ["Miles Lumb kept the gate.", "Miles Lumb died in the night.",
           "The new master asked how the last strike ended. I said old Miles went down to the shed and talked to them."]
    assert _mill(book_factory, chs, "dead_character_active") == []
    chs[2] = "The new master asked how the last strike ended. Old Miles went down to the shed and talked to them."
    assert _mill(book_factory, chs, "dead_character_active") == [(3, ["Miles Lumb"])]


def test_he_after_a_sentence_whose_other_man_is_in_a_clause(book_factory):
    chs = ["Abel Crowther walked the sheds.",
           "Miles Lumb had kept the gate for forty years, since the Crowthers ran ten looms and Abel Crowther had "
           "still worn his own clogs. He was seventy now."]
    assert _mill(book_factory, chs, "baseline_violation") == []
    chs[1] = chs[1].replace("seventy", "sixty")
    assert _mill(book_factory, chs, "baseline_violation") == [(2, ["Miles Lumb"])]


SHOP = {"characters/a.md": "# 顾松年\n- 性别：男\n- 别名：顾师傅、老顾\n## 基础信息\n"
                           "- 惯用手：左手（天生左撇子，刮刀、砂纸、錾子都在左手）\n- 等级：师傅\n",
        "characters/b.md": "# 许掌柜\n- 性别：男\n## 基础信息\n- 等级：掌柜\n",
        "characters/c.md": "# 钱老六\n- 性别：男\n- 别名：钱六爷\n",
        "rules.yaml": "power_scale: [学徒, 师傅, 掌柜]\nrules:\n  - id: seal\n    forbid_actions: [盖了铺章, 盖上了铺章]\n"
                      "    unless_rank_at_least: 掌柜\n  - id: dead\n    death_is_final: true\n"}


def _shop(book_factory, chs, kind):
    return conflicts_of(chapters_book(book_factory, chs, SHOP, zh=True), kind)


def test_zh_a_tool_the_bible_lists_for_the_hand(book_factory):
    chs = ["顾松年在铺子里磨刀。", "顾松年右手捏着錾子，左手按住铜盘，这是他几十年的老架势。"]
    assert _shop(book_factory, chs, "baseline_violation") == [(2, ["顾松年"])]


def test_zh_leave_to_keep_the_seal(book_factory):
    chs = ["许掌柜收拾行李。",
           "“老顾，我这一走，铺章你收着，该盖章的，你看着盖。”许掌柜说。\n\n他上了车。\n\n天黑了。\n\n"
           "伙计收了账。\n\n顾松年接过凭条，盖上了铺章。"]
    assert _shop(book_factory, chs, "world_rule_violation") == []
    chs[1] = "许掌柜上了车。\n\n天黑了。\n\n伙计收了账。\n\n顾松年接过凭条，盖上了铺章。"
    assert _shop(book_factory, chs, "world_rule_violation") == [(2, ["顾松年"])]


def test_zh_a_dead_man_remembered_from_the_day_it_was(book_factory):
    chs = ["钱老六在街口摆摊。", "钱老六死了。",
           "顾松年坐在门口。\n\n他又想起了钱六爷。那还是腊月初八的晚上，钱六爷把一包铜钱塞进他手里。"]
    assert _shop(book_factory, chs, "dead_character_active") == []
    chs[2] = "顾松年坐在门口。\n\n钱六爷把一包铜钱塞进他手里。"
    assert _shop(book_factory, chs, "dead_character_active") == [(3, ["钱老六"])]


def test_zh_the_dead_speaking_after_a_long_clause(book_factory):
    chs = ["钱老六在街口摆摊。", "钱老六死了。",
           "顾松年站在铺子门口。钱老六拿袖子在摊板上抹了一把，从左抹到右，摇了摇头说：“今儿没生意。”"]
    assert _shop(book_factory, chs, "dead_character_active") == [(3, ["钱老六"])]


def test_zh_words_after_someone_else_is_seen_are_not_the_dead_mans(book_factory):
    chs = ["钱老六在街口摆摊。", "钱老六死了。",
           "顾松年念着钱老六，一路走到铺子门前，早见伙计迎着问道：“顾师傅来了？”"]
    assert _shop(book_factory, chs, "dead_character_active") == []

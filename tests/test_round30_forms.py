"""Forms met in a novel of a Roman frontier fort (own phrasings, not the benchmark book's)."""
from __future__ import annotations

from kg.review import review
from tests.conftest import flags, three_chapters

EN = {
    "characters/a.md": "# Flavius Cerialis\n- Gender: male\n",
    "characters/b.md": "# Sulpicia Lepidina\n- Gender: female\n## Baseline\n- Speech: quiet, says little\n",
    "characters/c.md": "# Candidus\n- Gender: male\n",
}


def _dates(res, ch):
    return [(f.detail["month"], f.detail["day"]) for f in res.graph.facts_of("timeMark")
            if f.chapter == ch and f.detail.get("type") == "date"]


def test_en_the_roman_reckoning_of_days(book_factory):
    mid = ("On the Nones of July Flavius Cerialis rode out. He came back four days before the Kalends of August. "
           "The day before the Ides of August the rain came.")
    res = review(three_chapters(book_factory, "Flavius Cerialis slept.", mid, "It rained.", EN), persist=False, quiet=True)
    # Nones of July: the 7th; a.d. IV Kal. Aug.: the 29th of July; the day before the Ides of August: the 12th
    assert _dates(res, 2) == [(7, 7), (7, 29), (8, 12)]


def test_en_a_roman_date_going_back_and_a_festival_miscounted(book_factory):
    first = "On the Ides of September Flavius Cerialis rode out."
    back = "On the Kalends of September Candidus brought the pay chests."
    assert flags(book_factory, "timeline_jump", first, back, "It rained.", EN) == [(2, [])]
    on = "On the Nones of October Candidus brought the pay chests."
    assert flags(book_factory, "timeline_jump", first, on, "It rained.", EN) == []
    spring = "On the Kalends of March Candidus mended the gate."
    wrong = "Ten days later, on the Parilia, Flavius Cerialis married."
    assert flags(book_factory, "timeline_jump", "Candidus slept.", spring, wrong, EN) == [(3, [])]
    right = "Seven weeks later, on the Parilia, Flavius Cerialis married."
    assert flags(book_factory, "timeline_jump", "Candidus slept.", spring, right, EN) == []


def test_en_a_dead_man_at_work_in_the_past_progressive(book_factory):
    first = "The spear took Candidus under the arm, and Candidus was dead before he reached the ground."
    mid = "In the stable yard Candidus was mending a bridle, whistling, and he nodded as Flavius Cerialis passed."
    assert flags(book_factory, "dead_character_active", first, mid, "It rained.", EN) == [(2, ["Candidus"])]
    still = "In the chapel Candidus was resting under his cloak, and Flavius Cerialis kept watch."
    assert flags(book_factory, "dead_character_active", first, still, "It rained.", EN) == []


def test_en_a_quiet_woman_telling_a_story_at_the_fire(book_factory):
    words = " ".join(["Long ago the river god took a bride from the hill people and gave them fish in return,"] * 7)
    told = f"It was Sulpicia Lepidina who told the story that night, slowly, in her own tongue.\n\n\"{words}\" she said."
    assert flags(book_factory, "baseline_violation", "Sulpicia Lepidina slept.", told, "It rained.", EN) == []
    rant = f"Sulpicia Lepidina turned on him in the yard.\n\n\"{words}\" she said."
    assert (flags(book_factory, "baseline_violation", "Sulpicia Lepidina slept.", rant, "It rained.", EN)
           == [(2, ["Sulpicia Lepidina"])])


def test_en_a_dead_man_only_thought_of_at_work(book_factory):
    first = "The spear took Candidus under the arm, and Candidus was dead before he reached the ground."
    mid = "In the night Flavius Cerialis woke thinking that Candidus was shouting for him, and lay awake till dawn."
    assert flags(book_factory, "dead_character_active", first, mid, "It rained.", EN) == []


ZH = {
    "characters/a.md": "# 周守仁\n- 性别：男\n## 状态\n- 等级：房长\n",
    "characters/b.md": "# 沈秀娘\n- 性别：女\n",
    "rules.yaml": ("power_scale: [族人, 房长, 族长]\nrules:\n  - id: hall\n    text: 只有族长能开祠堂\n"
                   "    forbid_actions: [开了祠堂, 开祠堂]\n    unless_rank_at_least: 族长\n"),
    "foreshadows.yaml": "- id: well\n  cue: [枯井]\n  planted: 1\n  due: 3\n  note: 枯井里有什么\n",
}


def test_zh_elected_head_of_the_clan(book_factory):
    mid = "几位长辈议了一下午，周守仁被推为族长。当天晚上，周守仁开了祠堂。"
    assert flags(book_factory, "world_rule_violation", "周守仁睡了。", mid, "天晴了。", ZH, zh=True) == []
    plain = "几位长辈议了一下午，没有结果。当天晚上，周守仁开了祠堂。"
    assert flags(book_factory, "world_rule_violation", "周守仁睡了。", plain, "天晴了。", ZH, zh=True) == [(2, ["周守仁"])]


def test_a_reveal_that_opens_its_paragraph_with_a_colon_tells_the_whole_paragraph(book_factory):
    first = "村口有一口枯井，沈秀娘每回路过都绕着走。"
    told = ("那天夜里，周守仁把事情都说了。\n\n真相是：那年大旱，几家人为了争水打了起来。天黑，谁也看不清谁。"
            "混乱里有人失手推了一把。老族长的儿子掉进了枯井，再没上来。")
    assert flags(book_factory, "stale_foreshadow", first, "天晴了。", told, ZH, zh=True) == []
    untold = ("那天夜里，周守仁说了些别的。\n\n那年大旱，几家人为了争水打了起来。天黑，谁也看不清谁。"
              "混乱里有人失手推了一把。老族长的儿子掉进了枯井，再没上来。")
    assert flags(book_factory, "stale_foreshadow", first, "天晴了。", untold, ZH, zh=True) == [(1, [])]


ZH2 = {
    "characters/a.md": "# 沈秀娘\n- 性别：女\n- 常戴：一支素银簪\n",
    "characters/b.md": "# 周大娘\n- 性别：女\n- Aliases: 婆婆\n",
}


def test_zh_a_new_day_opens_on_the_chapters_own_woman(book_factory):
    lead = ("沈秀娘把茶叶装了篓。沈秀娘数了数铜钱。沈秀娘笑了。沈秀娘去了镇上。沈秀娘回来了。沈秀娘洗了手。"
            "沈秀娘坐下。婆婆端来了茶。婆婆叹了口气。婆婆说起了旧事。婆婆拉着她的手，念叨了半天。\n\n")
    mid = lead + "中秋这天，她起得很早，把那支从不离身的赤金钗插稳了，又换上一件藕荷色的褂子。"
    assert flags(book_factory, "baseline_violation", "沈秀娘睡了。", mid, "天晴了。", ZH2, zh=True) == [(2, ["沈秀娘"])]
    # a change of clothes in the same sentence explains nothing about the hairpin
    clothes = "沈秀娘一早起来，把一支赤金钗插在鬓边，又换上一件藕荷色的褂子。"
    assert flags(book_factory, "baseline_violation", "沈秀娘睡了。", clothes, "天晴了。", ZH2, zh=True) == [(2, ["沈秀娘"])]
    # the same day going on: the one who led the paragraph before
    going = lead + "她起得很早，把那支从不离身的赤金钗插稳了。"
    assert flags(book_factory, "baseline_violation", "沈秀娘睡了。", going, "天晴了。", ZH2, zh=True) == []


def test_zh_a_gift_put_on_someone_else_and_a_disguise_put_on(book_factory):
    bible = dict(ZH2)
    bible["characters/b.md"] = "# 周大娘\n- 性别：女\n- 常戴：一只翡翠镯子\n"
    gift = "几个姐妹都来道喜。周大娘送的是一只银镯子，硬给她套在腕子上，左看右看。"
    assert flags(book_factory, "baseline_violation", "周大娘睡了。", gift, "天晴了。", bible, zh=True) == []
    own = "几个姐妹都来道喜。周大娘手腕上戴着一只银镯子，左看右看。"
    assert flags(book_factory, "baseline_violation", "周大娘睡了。", own, "天晴了。", bible, zh=True) == [(2, ["周大娘"])]
    # a change of clothes that goes on to the item explains it
    bible["characters/a.md"] = "# 沈秀娘\n- 性别：女\n- 常戴：一副金丝眼镜\n"
    disguise = "这两天，沈秀娘换了身粗布衣裳，戴一副黑框眼镜，坐在茶馆里听书。"
    assert flags(book_factory, "baseline_violation", "沈秀娘睡了。", disguise, "天晴了。", bible, zh=True) == []

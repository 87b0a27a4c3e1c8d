"""Forms met in a novel of the Jacobite rising (own phrasings, not the benchmark book's)."""
from __future__ import annotations

from tests.conftest import flags

EN = {
    "characters/a.md": "# Walter Haig\n- Gender: male\n- Age: 50 (at chapter 1)\n## State\n- With Colin Drummond: old friend\n",
    "characters/b.md": "# Colin Drummond\n- Gender: male\n- Age: 49 (at chapter 1)\n## State\n- With Walter Haig: old friend\n",
    "characters/c.md": "# Tam Rennie\n- Gender: male\n- Age: 19 (at chapter 1)\n",
}


def test_en_a_letters_date_does_not_settle_the_year_of_the_dates_before(book_factory):
    first = "On the 3rd of May Walter Haig rode to Perth."
    mid = "*Perth, 9th May 1746. Sir, I write in haste.* On the 9th of May, 1746, Walter Haig sealed the letter."
    last = "Walter Haig was fifty years old that spring."
    assert flags(book_factory, "baseline_violation", first, mid, last, EN) == []
    assert flags(book_factory, "timeline_jump", first, mid, last, EN) == []


def test_en_the_apprentice_of_someone_at_twenty(book_factory):
    mid = "Tam Rennie knocked at the door. He was Walter Haig's apprentice, twenty years old and all elbows."
    assert flags(book_factory, "baseline_violation", "Walter Haig slept.", mid, "It rained.", EN) == []
    own = "Walter Haig knocked at the door. He was Colin Drummond's oldest friend, twenty years old and all elbows."
    assert (flags(book_factory, "baseline_violation", "Walter Haig slept.", own, "It rained.", EN)
           == [(2, ["Walter Haig"])])


def test_en_friends_parted_by_a_man_turned_out_of_doors(book_factory):
    quarrel = ('Colin Drummond stood up to go. "You will remember this, Haig," he said. "You had a friend, and you '
               'turned him out of doors like a dog."')
    later = '"Colin Drummond has been my enemy since that night," said Walter Haig.'
    assert flags(book_factory, "relation_reversal", "Walter Haig slept.", quarrel, later, EN) == []
    # with no quarrel, a bond said to have held all along is no less a reversal
    assert (flags(book_factory, "relation_reversal", "Walter Haig slept.", "It rained.", later, EN)
           == [(3, ["Colin Drummond", "Walter Haig"])])


ZH = {
    "characters/a.md": "# 许青川\n- 性别：男\n- Aliases: 青川\n## 状态\n- 等级：成员\n",
    "characters/b.md": "# 温如\n- 性别：女\n## 状态\n- 等级：会长\n",
    "characters/c.md": "# 秦伯\n- 性别：男\n",
    "rules.yaml": ("power_scale: [成员, 精英, 会长]\nrules:\n  - id: store\n    text: 精英以上才能开启公会仓库\n"
                   "    forbid_actions: [开启公会仓库]\n    unless_rank_at_least: 精英\n"
                   "  - id: kick\n    text: 只有会长能踢人\n    forbid_actions: [踢出了公会]\n    unless_rank_at_least: 会长\n"),
}


def test_zh_an_action_asked_for_a_raise_by_notice_and_one_done_to_someone(book_factory):
    asked = "许青川叹气：“温如姐，你帮我开启公会仓库呗？”"
    assert flags(book_factory, "world_rule_violation", "许青川睡了。", asked, "天晴了。", ZH, zh=True) == []
    raised = "【公会公告：会长温如将许青川的职位调整为：精英。】当晚，许青川开启公会仓库，取了一组药瓶。"
    assert flags(book_factory, "world_rule_violation", "许青川睡了。", raised, "天晴了。", ZH, zh=True) == []
    plain = "当晚，许青川开启公会仓库，取了一组药瓶。"
    assert flags(book_factory, "world_rule_violation", "许青川睡了。", plain, "天晴了。", ZH, zh=True) == [(2, ["许青川"])]
    done_to = "温如看了他很久。她把许青川踢出了公会。"
    assert flags(book_factory, "world_rule_violation", "许青川睡了。", done_to, "天晴了。", ZH, zh=True) == []


def test_zh_a_date_in_a_field_of_a_list_is_not_the_day_now(book_factory):
    first = "2035年5月1日，许青川上线。"
    mid = "2035年5月6日晚上，所有人都在线。只有一个头像是灰的——秦伯，会员，最后上线时间：五月三日，十九点。"
    assert flags(book_factory, "timeline_jump", first, mid, "天晴了。", ZH, zh=True) == []


def test_zh_gone_at_an_age_is_a_death(book_factory):
    mid = "医生出来，摘下口罩，说了句“节哀”。秦伯走了，七十二岁。"
    last = "秦伯坐在天井里剥豌豆。"
    assert flags(book_factory, "dead_character_active", "秦伯睡了。", mid, last, ZH, zh=True) == [(3, ["秦伯"])]
    left = "秦伯走了，说是去买菜。"
    assert flags(book_factory, "dead_character_active", "秦伯睡了。", left, last, ZH, zh=True) == []


def test_zh_could_not_be_saved_and_seen_only_in_a_portrait_or_a_video(book_factory):
    mid = "他们赶到医院的时候，天已经快亮了。秦伯没有救回来。"
    walking = "秦伯端着一大盆面从后厨走出来。"
    assert flags(book_factory, "dead_character_active", "秦伯睡了。", mid, walking, ZH, zh=True) == [(3, ["秦伯"])]
    portrait = "墙上挂着一张遗像，遗像上的秦伯咧着嘴笑，系着那条蓝围裙。"
    video = "视频还在放。秦伯说了很多，说面馆，说每一个老主顾。"
    for t in (portrait, video):
        assert flags(book_factory, "dead_character_active", "秦伯睡了。", mid, t, ZH, zh=True) == []


def test_zh_a_short_count_before_a_date_that_overshoots_it(book_factory):
    first = "2035年6月10日，许青川上线。"
    far = "两天后，六月十五日，许青川又上线了。"
    assert flags(book_factory, "timeline_jump", first, far, "天晴了。", ZH, zh=True) == [(2, [])]
    near = "两天后，六月十二日，许青川又上线了。"
    assert flags(book_factory, "timeline_jump", first, near, "天晴了。", ZH, zh=True) == []


def test_en_ordered_off_the_place(book_factory):
    quarrel = ('Colin Drummond\'s face had gone purple. "Get off my place, Walter," he said. "Don\'t come back on it."')
    later = "Walter Haig and Colin Drummond were enemies now."
    assert flags(book_factory, "relation_reversal", "Walter Haig slept.", quarrel, later, EN) == []
    assert (flags(book_factory, "relation_reversal", "Walter Haig slept.", "It rained.", later, EN)
           == [(3, ["Colin Drummond", "Walter Haig"])])

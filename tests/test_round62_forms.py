"""Forms met in session 22 (own phrasings, not the held-out books'): a worn thing said never worn in someone's life,
after a change or in a woman's suit; bible keys written another way ("Item always worn", "随身物"); a compound
noun whose first word names a worn thing; a measure word before beads."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

YARD = {"characters/a.md": "# Agnes Baird\n- Gender: female\n- Aliases: Agnes\n## Basics\n"
                           "- Item always worn: the regimental collar badge of her brother's, made into a brooch and "
                           "pinned at her throat\n",
        "characters/b.md": "# Rob Gunn\n- Gender: male\n- Aliases: Rob\n## Basics\n"
                           "- Always wears: a plain silver ring on his little finger\n",
        "characters/c.md": "# Isa Main\n- Gender: female\n- Aliases: Isa\n## Basics\n"
                           "- Always wears: a string of black jet beads at her throat\n"}

LANE = {"characters/a.md": "# 唐守业\n- 性别：男\n- 别名：唐掌柜\n## 基础\n- 随身物：腰间一串铜钥匙\n",
        "characters/b.md": "# 季兰\n- 性别：女\n## 基础\n- 疤痕/标记：左手背上一道旧疤\n"}


def _yard(book_factory, chs, kind="baseline_violation"):
    return conflicts_of(chapters_book(book_factory, chs, YARD), kind)


def test_a_thing_never_worn_in_her_life_after_a_change(book_factory):
    first = "Agnes Baird came down to the yard with the badge at her throat."
    lost = "The pin of the brooch snapped on the quay and Agnes put the badge away in her purse."
    slip = ("Agnes stood at the farlin in her blue walking costume, not even a brooch at her throat, for she had "
            "never in her whole life worn a brooch or any ornament.")
    assert _yard(book_factory, [first, lost, slip]) == [(3, ["Agnes Baird"])]
    # her brooch off for a day, with no claim that it was always so: the change explains it
    ok = "Agnes stood at the farlin in her blue walking costume with no brooch at her throat that morning."
    assert _yard(book_factory, [first, lost, ok]) == []


def test_hands_bare_of_any_ring_all_his_life(book_factory):
    first = "Rob Gunn hauled the nets, the silver ring bright on his little finger."
    slip = "Rob spread his hands on the table, brown hands bare of any ring, as they had been all his days."
    assert _yard(book_factory, [first, slip]) == [(2, ["Rob Gunn"])]


def test_without_so_much_as_a_ring(book_factory):
    first = "Rob Gunn hauled the nets, the silver ring bright on his little finger."
    slip = "Rob came up the brae without so much as a ring on his hand, the way he had gone all his life."
    assert _yard(book_factory, [first, slip]) == [(2, ["Rob Gunn"])]


def test_the_profile_item_is_the_brooch_not_the_cap(book_factory):
    # the bible's "collar badge … made into a brooch" is a brooch; never having worn one is the slip
    first = "Agnes Baird gutted at the farlin all the morning."
    slip = "Agnes had never in her life worn a brooch, and said so."
    assert _yard(book_factory, [first, slip]) == [(2, ["Agnes Baird"])]


def test_a_string_of_beads_is_one_thing(book_factory):
    first = "Isa Main stood at the farlin with a string of jet beads round her throat."
    slip = "Isa Main stood at the farlin with a string of red coral beads round her throat."
    found = _yard(book_factory, [first, slip])
    assert found == [(2, ["Isa Main"])]  # one conflict, not one for "string" and another for the necklace


def test_zh_never_hung_at_the_waist(book_factory):
    first = "唐守业腰间那串铜钥匙叮当作响，他开了库门。"
    slip = "唐掌柜这人从来不在腰间挂钥匙，库房的钥匙一向锁在柜里。"
    assert conflicts_of(chapters_book(book_factory, [first, slip], LANE), "baseline_violation") == [(2, ["唐守业"])]



def _kiln(book_factory, last):
    chs = ["光绪三年二月初二，东山的新窑点火，窑工们放了一挂鞭炮。",
           "二月初五，头一窑碗坯出了窑，裂了小半。",
           f"二月二十，天阴着。窑头蹲在窑门口抽烟。{last}"]
    return conflicts_of(chapters_book(book_factory, chs, zh=True), "timeline_jump")


def test_zh_time_up_to_now_from_an_event_told_with_its_date(book_factory):
    assert [c for c, _ in _kiln(book_factory, "新窑点火到今天，已经足足三个多月了，窑壁熏得乌黑。")] == [3]
    assert _kiln(book_factory, "新窑点火到今天，已经快二十天了，窑壁熏得乌黑。") == []
    # someone's words may be wrong; the narration's count is what is checked
    assert _kiln(book_factory, "“新窑点火到今天，已经足足三个多月了。”窑头说。") == []


CROFT = {"characters/a.md": "# Morag Sinclair\n- Gender: female\n- Aliases: Morag\n## Basics\n"
                            "- Handedness: left; works the baiting blade (the sgian) in her left hand\n"
                            "- Appearance: grey eyes; a small scar on her right wrist\n- Age: 30 (at chapter 1)\n",
         "characters/b.md": "# Angus Sinclair\n- Gender: male\n- Aliases: Angus\n## Basics\n- Age: 58 (at chapter 1)\n"
                            "- Role: the laird's factor\n",
         "characters/c.md": "# Calum Reid\n- Gender: male\n- Aliases: Calum\n## Basics\n- Age: 24 (at chapter 1)\n"
                            "## State\n- With Angus Sinclair: his son (Angus Sinclair is Calum Reid's father)\n"}


def _croft(book_factory, chs, kind="baseline_violation"):
    return conflicts_of(chapters_book(book_factory, chs, CROFT), kind)


def test_a_tool_the_bible_names_in_one_hand_and_a_plain_thing_in_the_other(book_factory):
    first = "Morag Sinclair baited the lines."
    slip = "Morag Sinclair sat on the creel. She picked up the sgian in her right hand and a mussel in her left."
    assert _croft(book_factory, [first, slip]) == [(2, ["Morag Sinclair"])]
    # a plain thing in each hand says nothing of the hand she works with
    both = "Morag Sinclair sat on the creel. She picked up the lamp in her right hand and a mussel in her left."
    assert _croft(book_factory, [first, both]) == []


def test_a_hand_told_healed_explains_the_other_no_longer(book_factory):
    chs = ["Morag Sinclair baited the lines with the sgian in her left hand.",
           "Morag gashed her left hand on a hook, and the doctor bound it up; she had to bait right-handed for a week.",
           "Morag baited right-handed, her left hand bound up.",
           "Morag's hand had mended, and she was baiting with her own hand again.",
           "Morag went down to the shore.",
           "Morag went down to the shore.",
           "Morag went down to the shore.",
           "Morag Sinclair sat on the creel, the sgian in her right hand, and baited the long line."]
    assert _croft(book_factory, chs) == [(8, ["Morag Sinclair"])]
    # told afterwards of the weeks it was bound: no slip
    chs[-1] = "Morag Sinclair sat on the creel and thought how she had baited right-handed all that week, like a bairn."
    assert _croft(book_factory, chs) == []


def test_a_letter_set_into_the_telling_speaks_for_its_signer(book_factory):
    chs = ["Morag Sinclair baited the lines with the sgian in her left hand.",
           "Angus read the letter by the fire.\n\n*Dear Father,*\n\n*I am well. I am baiting right-handed now and "
           "I always have, whatever the others say.*\n\n*Your loving daughter,*\n*Morag.*"]
    assert _croft(book_factory, chs) == [(2, ["Morag Sinclair"])]


def test_he_after_a_sentence_that_ends_on_whose_son(book_factory):
    chs = ["Angus Sinclair walked the croft at dawn.",
           "A man came up the track, and Morag knew him at once: Calum Reid, the factor's son, in a good coat and "
           "his father's long face. He was twenty-four, and he had been at the college in Aberdeen."]
    assert _croft(book_factory, chs) == []  # Calum's age, not the factor's
    chs[1] = chs[1].replace("twenty-four", "thirty-one")
    assert _croft(book_factory, chs) == [(2, ["Calum Reid"])]


def test_someone_the_book_met_in_the_text_heads_the_sentence(book_factory):
    chs = ["Morag Sinclair baited the lines, her grey eyes on the hooks. Kenna Bain came by. Kenna Bain waved. "
           "Kenna Bain went on.",
           'Morag laughed. "Aye, well," said Morag.\n\nOn the far bench, Kenna Bain of Scalpay, who talked to nobody, '
           "raised her head and watched them with her brown eyes, and went back to the hooks."]
    assert _croft(book_factory, chs) == []


def test_the_hand_she_works_with_now_is_not_the_one_stitched(book_factory):
    chs = ["Morag Sinclair baited the lines.",
           "Morag cut her hand on the Tuesday, and the doctor put four stitches in it, and she is baiting with her "
           "right hand now. Her left hand throbbed in its sling."]
    assert conflicts_of(chapters_book(book_factory, chs, CROFT), "baseline_violation") == []


def test_a_new_scar_is_another_scar(book_factory):
    chs = ["Morag Sinclair showed them the small scar on her right wrist.",
           "Morag baited the lines with a rag bound round the long new scar on her left wrist."]
    assert _croft(book_factory, chs) == []
    chs[1] = "Morag baited the lines, the small scar on her left wrist white in the cold."
    assert _croft(book_factory, chs) == [(2, ["Morag Sinclair"])]


SHOP = {"characters/a.md": "# 韩伯涛\n- 性别：男\n- 别名：韩先生、老韩\n## 基础\n- 年龄：五十岁（第1章时）\n"
                           "- 外貌：瘦高；一双栗色的眼珠，跟镇上人的黑眼珠不一样\n"
                           "- 随身之物：鼻梁上一副银边老花镜，除睡觉从不离脸\n",
        "characters/b.md": "# 慧明\n- 性别：男\n- 别名：慧明师父、老和尚\n## 基础\n- 年龄：七十岁（第1章时）\n",
        "characters/c.md": "# 石头\n- 性别：男\n## 基础\n- 年龄：十五岁（第1章时）\n"}


def _shop(book_factory, chs, kind="baseline_violation"):
    return conflicts_of(chapters_book(book_factory, chs, SHOP, zh=True), kind)


def test_zh_eyes_set_against_others_are_not_ones_own(book_factory):
    chs = ["韩伯涛在柜台后头算账。", "韩伯涛抬起头，那双乌黑的眼珠子在客人脸上一转。"]
    assert _shop(book_factory, chs) == [(2, ["韩伯涛"])]
    chs[1] = "韩伯涛抬起头，那双栗色的眼珠子在客人脸上一转。"
    assert _shop(book_factory, chs) == []


def test_zh_glasses_taken_off_a_while_do_not_come_back_as_others(book_factory):
    chs = ["韩伯涛戴着那副银边老花镜记账。", "韩伯涛记完账，摘下眼镜，揉了揉眼睛。", "天黑了。",
           "韩伯涛坐下来，把那副牛角框的眼镜往额头上一推，拨起了算盘。"]
    assert _shop(book_factory, chs) == [(4, ["韩伯涛"])]
    # taken off, wiped and put back on is no change at all
    chs[1] = "韩伯涛把眼镜摘下来，拿衣角擦了擦，又戴回去。"
    chs[2] = "韩伯涛坐下来，把那副牛角框的眼镜往额头上一推，拨起了算盘。"
    assert _shop(book_factory, chs[:3]) == [(3, ["韩伯涛"])]


def test_zh_glasses_mended_and_back_on_end_the_break(book_factory):
    chs = ["韩伯涛戴着那副银边老花镜记账。",
           "韩伯涛在台阶上摔了一跤，眼镜碎了，镜腿也折了。",
           "韩伯涛借了石头爹的一副旧眼镜。",
           "眼镜修好了。韩伯涛把那副银边眼镜架回鼻梁上。",
           "天黑了。", "天又亮了。",
           "韩伯涛把那副牛角框的眼镜往额头上一推。"]
    assert _shop(book_factory, chs) == [(7, ["韩伯涛"])]


def test_zh_a_death_pronounced_after_the_dead_one_is_called(book_factory):
    chs = ["慧明在禅房里念经。石头在门外扫地。",
           "慧明坐在禅床上，闭上眼睛，嘴唇轻轻动着。\n\n过了一会儿，慧明的嘴唇不动了。\n\n"
           "石头伸手到师父的鼻子底下探了探，又摸了摸他的手腕，跪了下去。\n\n“师父……坐化了。”",
           "石头在山门外扫地。",
           "慧明在山门外迎着韩伯涛，合十道：“施主来了。”"]
    assert _shop(book_factory, chs, "dead_character_active") == [(4, ["慧明"])]


def test_zh_an_age_is_not_a_measure_this_year(book_factory):
    chs = ["韩伯涛在柜台后头算账。", "韩伯涛今年一两茶也不卖给外人。这个年方十五的石头站在一边。"]
    assert _shop(book_factory, chs) == []
    chs[1] = "这个年方十九的石头站在一边。"
    assert _shop(book_factory, chs) == [(2, ["石头"])]


def test_zh_time_since_a_feast_counted_roughly(book_factory):
    chs = ["民国十年四月初八，浴佛节，镇上的庙里做法会。", "四月初十，下雨。",
           "四月十二，天晴了。自浴佛节那天算起，到今天已经过去二十来天了。"]
    assert [c for c, _ in _shop(book_factory, chs, "timeline_jump")] == [3]
    chs[2] = "四月十二，天晴了。自浴佛节那天算起，到今天已经过去四天了。"
    assert _shop(book_factory, chs, "timeline_jump") == []


COOPERAGE = {"characters/a.md": "# Eck Mowat\n- Gender: male\n- Aliases: Eck\n## Basics\n"
                                "- Appearance: the tip of his right thumb is gone, taken by a froe\n",
             "characters/b.md": "# Nan Tulloch\n- Gender: female\n- Aliases: Nan\n## State\n"
                                "- With Sandy Flett: they are courting; sweethearts\n",
             "characters/c.md": "# Sandy Flett\n- Gender: male\n- Aliases: Sandy\n## State\n"
                                "- With Nan Tulloch: they are courting; sweethearts\n",
             "characters/d.md": "# Bella Flett\n- Gender: female\n- Aliases: Bella\n"}


def test_hands_said_whole_against_a_maimed_one(book_factory):
    chs = ["Eck Mowat set the hoops.", "Eck Mowat spread both hands on the bench, all ten fingers whole after thirty "
                                       "years at the trade."]
    assert conflicts_of(chapters_book(book_factory, chs, COOPERAGE), "baseline_violation") == [(2, ["Eck Mowat"])]
    # said of someone with no maimed hand, it says nothing
    chs = ["Sandy Flett set the hoops.", "Sandy Flett spread both hands on the bench, all ten fingers whole."]
    assert conflicts_of(chapters_book(book_factory, chs, COOPERAGE), "baseline_violation") == []


def test_sweethearts_who_cannot_abide_each_other(book_factory):
    chs = ["Nan Tulloch and Sandy Flett walked out along the harbour wall.", "The boats came in.",
           "Nan Tulloch could not stand Sandy Flett, and never had."]
    assert conflicts_of(chapters_book(book_factory, chs, COOPERAGE), "relation_reversal") == [
        (3, ["Nan Tulloch", "Sandy Flett"])]
    # someone else's old quarrel, told at a wake, explains nothing between them
    chs[1] = "Nan sat up with Bella Flett. They had quarrelled, she said, over a shawl, and never made it up."
    assert conflicts_of(chapters_book(book_factory, chs, COOPERAGE), "relation_reversal") == [
        (3, ["Nan Tulloch", "Sandy Flett"])]
    # a quarrel of their own does
    chs[1] = "Nan Tulloch quarrelled with Sandy Flett on the quay and threw his ring in the harbour."
    assert conflicts_of(chapters_book(book_factory, chs, COOPERAGE), "relation_reversal") == []


def test_cannot_stand_her_mother_is_not_her(book_factory):
    chs = ["Nan Tulloch and Sandy Flett walked out along the harbour wall.",
           "Sandy always takes the Sunday boat. Nan says it is because he cannot stand her mother either."]
    assert conflicts_of(chapters_book(book_factory, chs, COOPERAGE), "relation_reversal") == []
    chs[1] = "Nan Tulloch came down the brae with the creel. Sandy Flett cannot stand her, and never could."
    assert conflicts_of(chapters_book(book_factory, chs, COOPERAGE), "relation_reversal") == [(2, ["Nan Tulloch", "Sandy Flett"])]


KILN = {"characters/a.md": "# 罗永年\n- 性别：男\n## 动态状态\n- 与唐小山：师徒，罗永年是唐小山的师父\n",
        "characters/b.md": "# 唐小山\n- 性别：男\n## 动态状态\n- 与罗永年：师徒，唐小山是罗永年的徒弟\n"}


def test_zh_taught_bit_by_bit_and_learned_under_him(book_factory):
    first = "罗永年带着唐小山看火。"
    slip = "罗永年蹲在窑口。说起来，罗永年这一手看火的本事，还是当年唐小山一点一点教给他的。"
    assert conflicts_of(chapters_book(book_factory, [first, slip], KILN, zh=True), "relation_reversal") == [
        (2, ["唐小山", "罗永年"])]
    slip = "罗永年初到窑上时，还是跟着唐小山学的配釉。"
    assert conflicts_of(chapters_book(book_factory, [first, slip], KILN, zh=True), "relation_reversal") == [
        (2, ["唐小山", "罗永年"])]
    ok = "唐小山初到窑上时，还是跟着罗永年学的配釉。"
    assert conflicts_of(chapters_book(book_factory, [first, ok], KILN, zh=True), "relation_reversal") == []

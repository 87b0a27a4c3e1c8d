#!/usr/bin/env python3
"""Deterministic generator of large synthetic benchmark books (zh or en), with an answer key.

    python bench/gen_book.py --language zh --out /tmp/genzh     # ~700 chapters, ~2,000,000 characters
    python bench/gen_book.py --language en --out /tmp/genen     # ~700 chapters, ~1,000,000 words
    python bench/gen_book.py --language zh --out DIR --chapters 1400 --size 4000000 --seed 7 --force

Writes DIR/loregraph.toml, DIR/chapters/0001.md ..., DIR/bible/{characters/*.md, rules.yaml, foreshadows.yaml,
world.md, factions.md} and DIR/answers.yaml (planted contradictions and explained controls, scored by
bench/accuracy.py). --size counts characters of chapter text for zh and words for en; chapter length stays about
size/chapters. The same arguments and seed give byte-identical output: everything random comes from one
random.Random(seed), nothing depends on time, hashing or directory order.

The story is consistent except for the plants: one contradiction about every 50 chapters, rotating through the
six kinds (baseline_violation, timeline_jump, relation_reversal, dead_character_active, world_rule_violation,
stale_foreshadow), and about as many controls (explained changes a naive checker would flag).

A non-empty DIR is refused unless --force; then only what the generator writes is replaced (chapters/NNNN.md,
bible/characters/*.md, the bible files above, loregraph.toml, answers.yaml); anything else in DIR is kept.
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

KINDS = ["baseline_violation", "timeline_jump", "relation_reversal", "dead_character_active",
         "world_rule_violation", "stale_foreshadow"]
# conflicts rotate in this order (stale first, so that its due chapter falls well before the end)
PLANT_ORDER = ["stale_foreshadow", "baseline_violation", "timeline_jump", "relation_reversal",
               "dead_character_active", "world_rule_violation"]
CONTROL_ORDER = ["baseline_violation", "world_rule_violation", "relation_reversal", "dead_character_active",
                 "timeline_jump", "stale_foreshadow"]
DEFAULT_SIZE = {"zh": 2_000_000, "en": 1_000_000}
DEFAULT_CHAPTERS = 700
N_LEADS = 5
STALE_AFTER = 40

# ============================================================================ Chinese

ZH_DIGITS = "零一二三四五六七八九"


def cn_num(n: int) -> str:
    d = ZH_DIGITS
    if n < 10:
        return d[n]
    if n < 20:
        return "十" + (d[n - 10] if n > 10 else "")
    if n < 100:
        return d[n // 10] + "十" + (d[n % 10] if n % 10 else "")
    if n < 1000:
        h, r = divmod(n, 100)
        s = d[h] + "百"
        if r == 0:
            return s
        if r < 10:
            return s + "零" + d[r]
        return s + d[r // 10] + "十" + (d[r % 10] if r % 10 else "")
    if n < 10000:
        t, r = divmod(n, 1000)
        s = d[t] + "千"
        if r == 0:
            return s
        if r < 10:
            return s + "零" + d[r]
        if r < 100:
            return s + "零" + d[r // 10] + "十" + (d[r % 10] if r % 10 else "")
        return s + cn_num(r)
    return str(n)


ZH = {
    "surnames": list("沈苏林陆顾萧楚秦韩魏赵钱孙周吴郑王冯陈褚卫蒋许何吕施张孔曹严华陶姜谢邹喻柏窦章潘葛范彭鲁韦苗俞任袁"
                     "鲍史唐费薛雷贺倪汤殷罗毕郝傅齐康伍余孟黄穆尹姚邵汪祁狄贝臧伏戴宋庞纪舒屈项祝董梁杜阮蓝闵席季贾"
                     "颜郭梅盛钟徐邱骆夏蔡樊胡凌霍虞柯卢莫宗宣邓郁杭洪"),
    "compound": ["慕容", "上官", "欧阳", "司马", "诸葛", "南宫", "令狐", "皇甫", "公孙", "独孤", "长孙", "宇文", "端木"],
    "given_m": list("衡岳砚昭珩墨辰朔骁琛渊屿铮澈桓谦崇嵩湛霆旭彦毅凛谨岱琰晏霁朗韬逸骞钧濂瑾玄弈珏策筠钰翊"),
    "given_f": list("岚晴棠婉瑶绮璃芷蘅萱黛菱瑜蓉桐纨绡蕖杳姝嫣婵笙韵琬妍湘漪璇蘋茗蓁"),
    "places": ["青石镇", "落雁城", "云梦泽", "北冥关", "临江府", "枫桥镇", "苍梧山", "寒鸦渡", "碧水坞", "栖霞岭",
               "白沙堡", "铁门关", "紫竹林", "望川城", "玉泉谷", "黄沙集", "孤鸿岛", "赤霞峰", "清河县", "雁回谷",
               "镜湖畔", "石门寨", "流云城", "灵溪村"],
    "spots": ["客栈", "茶楼", "后山", "演武场", "藏经阁", "码头", "城隍庙", "集市", "药铺", "渡口", "山门", "竹林",
              "祠堂", "酒肆", "驿站", "书房", "偏厅", "长街", "石桥", "破庙"],
    "gate": ["东门", "西门", "南门", "北门"],
    "road": ["官道", "山道", "石板路", "河堤"],
    "dir": ["东", "西", "南", "北"],
    "sects": ["青云剑宗", "天机阁", "血煞门", "玄冰宫", "万剑山庄", "落霞派", "金刀门", "百草谷"],
    "food": ["阳春面", "酱牛肉", "烧饼", "红烧鱼", "糯米糕", "羊肉汤", "白粥", "咸菜", "烤鸡", "馒头", "豆腐羹",
             "桂花糕", "卤鸭", "葱油饼", "笋干烧肉", "荠菜馄饨"],
    "drink": ["粗茶", "黄酒", "烧刀子", "龙井", "米酒", "普洱", "姜汤", "梅子酒"],
    "folk": ["行商", "脚夫", "老樵夫", "说书先生", "挑夫", "货郎", "船家", "老掌柜", "跑堂的伙计", "赶车的汉子"],
    "rumor": ["城外闹山贼的事", "今年盐价又涨了", "知府要换人", "北边打了败仗", "城里某家大户嫁女",
              "河里捞出一条大鱼", "山上的寺庙要修缮", "官府悬赏捉拿江洋大盗", "漕帮和盐帮又起了争执"],
    "animal": ["乌鸦", "野狗", "麻雀", "白鹭", "黄牛", "山猫", "老马", "灰雁", "喜鹊"],
    "sound": ["更鼓", "犬吠", "梆子声", "钟声", "蛙鸣", "马嘶", "橹声"],
    "crop": ["稻田", "麦地", "桑林", "菜畦", "茶园"],
    "tree": ["老槐树", "梧桐", "桂树", "银杏", "枣树", "垂柳"],
    "ware": ["布匹", "陶罐", "山货", "胭脂水粉", "草鞋", "竹器", "干果", "药材"],
    "trinket": ["一个泥人", "一匹木雕小马", "一只香囊", "一把折扇", "一只粗瓷碗", "一只鼻烟壶", "一只草编蚱蜢", "一本旧书"],
    "move": ["“白虹贯日”", "“风卷残云”", "“长河落日”", "“雪夜叩门”", "“孤雁出群”", "“流水不争”"],
    "cause": ["一笔旧账", "门中的一桩旧案", "一个女子", "掌门之位", "一批货物的去向"],
    "build": ["身形瘦削", "个子高挑", "浓眉大眼", "面容清秀", "身材魁梧", "圆脸，笑起来有两个酒窝", "眉目冷峻",
              "肤色黝黑，手脚粗大"],
    "roles": ["青云剑宗弟子", "天机阁执事", "镖局镖头", "客栈掌柜", "药铺郎中", "散修", "落霞派长老", "漕帮舵主",
              "说书先生", "捕头", "铁匠", "船老大", "账房先生", "万剑山庄护卫"],
    "weapons": ["剑", "刀", "剑", "枪", "剑", "刀"],
    "titles": ["风起", "夜雨", "旧事", "试剑", "赴宴", "离城", "密信", "暗潮", "归途", "远行", "山雨欲来", "月下",
               "渡口", "故人", "疑云", "寒夜", "孤灯", "长街", "雪夜", "惊变", "对弈", "问路", "茶楼", "议事",
               "夜探", "余波", "醉酒", "暗流", "访友", "风波", "烟雨", "灯火", "交锋", "重逢", "别离", "惊梦"],
    "say_quiet": ["说道", "低声道", "淡淡道", "轻声道", "缓缓道", "点头道", "笑了笑，道", "皱眉道", "叹道",
                  "想了想，道", "沉吟道"],
    "say_loud": ["大声道", "嚷道", "高声道", "哈哈笑道", "说道"],
    "materials": ["青铜", "黑铁", "血玉", "紫檀", "白骨", "乌木", "青玉", "鎏金", "琉璃", "墨玉", "玄铁", "象牙",
                  "赤铜", "寒玉", "沉香"],
    "objects": [("罗盘", "一只"), ("令牌", "一块"), ("扳指", "一枚"), ("匣子", "一只"), ("短笛", "一支"),
                ("铃铛", "一串"), ("印章", "一方"), ("钥匙", "一把"), ("发簪", "一支"), ("指环", "一枚"),
                ("棋子", "一枚"), ("虎符", "一枚"), ("镜子", "一面"), ("信筒", "一只"), ("坠子", "一枚")],
    "owners": ["{sect}前任掌门", "{B}失散多年的父亲", "{place2}的一位隐士", "当年镇守北冥关的老将军",
               "{sect}一位早已隐退的长老", "{A}的外祖父"],
}

ZH_SEASON = {
    "spring": ["细雨如丝，打湿了青石板路", "桃花开得正盛，风里满是花香", "柳枝抽了新芽，河水涨了几分",
               "春寒料峭，早晚仍需添衣", "燕子在屋檐下衔泥筑巢"],
    "summer": ["日头毒辣，晒得人睁不开眼", "蝉在树上叫个不停", "午后落了一场雷雨，暑气稍稍退了些",
               "天气闷热，连风都是烫的", "荷塘里的荷花开了大半"],
    "autumn": ["秋风卷着落叶在街上打转", "天高云淡，雁阵往南飞去", "桂花开了，满城都是甜香",
               "早晚凉了下来，草叶上结了白霜", "稻子黄了，田里到处是割稻的人"],
    "winter": ["北风呼啸，檐下挂满了冰凌", "大雪纷纷扬扬下了一整夜", "河面结了一层薄冰",
               "天寒地冻，街上行人稀少", "炭盆里的火烧得正旺，窗纸上结满了霜花"],
}

ZH_SCENES = {
    "travel": [
        "{A}与{B}出了{place}{gate}，沿着{road}一路往{dir}去。",
        "{road}两旁是成片的{crop}，几个农人弯着腰在田里忙活。",
        "走到晌午，众人在路边一处茶棚歇脚，要了几碗{drink}。",
        "茶棚里坐着几个{folk}，正高声谈论{rumor}。",
        "{A}牵着马走在前头，{B}落后半步，一路上谁也没有开口。",
        "山路崎岖，马蹄踏在碎石上，发出清脆的声响。",
        "天色将晚时，他们终于望见了{place2}的城墙。",
        "渡口的船家撑着竹篙，慢悠悠地把众人送到了对岸。",
        "{B}指着远处的炊烟说，前面大约有个村子，今晚可以借宿。",
        "一路上{animal}不时从林子里惊起，扑棱棱地飞向天边。",
        "驿站的马夫牵来两匹瘦马，{A}付了银子，翻身上马。",
        "{C}嫌马车颠得厉害，索性下了车，跟在车后步行。",
        "过了石桥，路面渐渐宽了，往来的行人也多了起来。",
    ],
    "training": [
        "天还没亮，{A}便到了{spot}，把一套剑法从头到尾练了三遍。",
        "{A}盘膝坐在蒲团上，呼吸渐渐绵长，周身灵气缓缓流转。",
        "{B}在一旁看了许久，忽然出声指点了两处破绽。",
        "汗水顺着{A}的额头淌下来，{Ata}却浑然不觉。",
        "{spot}上落满了枯叶，{A}的剑尖扫过，卷起一阵小小的旋风。",
        "练到后来，{A}只觉得丹田里一阵温热，气息比往常顺畅了许多。",
        "{B}扔过来一根木棍，笑着要与{A}过几招。",
        "两人你来我往，斗了数十回合，{B}才收了手。",
        "{A}把那本旧剑谱翻到折了角的一页，一字一句地琢磨。",
        "藏经阁里静悄悄的，只有翻书的沙沙声。",
        "{C}在场边看得手痒，也拿了一柄木剑下场比划。",
        "{A}一招{move}使出，剑光如水，逼得{B}连退数步。",
    ],
    "meal": [
        "{spot}里人声鼎沸，跑堂的端着托盘在桌椅间穿来穿去。",
        "{A}要了一碗{food}，又叫了一壶{drink}，慢慢吃着。",
        "{B}夹了一筷子{food}，连声说比{place2}的还要地道。",
        "掌柜的亲自端上一盘{food2}，说是送给几位客官尝尝。",
        "饭菜的热气在灯下袅袅升起，众人围着桌子坐了一圈。",
        "{A}吃得很慢，筷子停了好几回，像是在想什么心事。",
        "隔壁桌的{folk}喝多了酒，扯着嗓子唱起了小曲。",
        "{C}端起碗喝了一大口汤，抹了抹嘴，这才开口。",
        "桌上的{food}凉了，谁也没有再动筷子。",
        "{B}替众人各斟了一杯{drink}，自己却只抿了一口。",
    ],
    "night": [
        "入夜之后，{place}渐渐安静下来，只偶尔传来几声{sound}。",
        "月亮从云层后面钻出来，把院子照得一片银白。",
        "{A}推开窗，{weather}，远处的山影黑沉沉的。",
        "油灯的火苗跳了跳，在墙上映出{A}长长的影子。",
        "更夫敲着梆子从街上走过，已是三更天了。",
        "屋檐滴着水，一声一声，落在石阶上。",
        "院子里的{tree}被风吹得沙沙作响。",
        "{weather}。",
        "这一夜，{A}翻来覆去，怎么也睡不着。",
    ],
    "fight": [
        "黑暗里忽然蹿出几条人影，手中的钢刀闪着寒光。",
        "{A}身形一晃，已抢到了为首那人面前。",
        "刀剑相交，火星四溅，{B}被震得连退了三步。",
        "对方人多势众，{A}与{B}背靠着背，且战且退。",
        "那几个黑衣人见讨不到便宜，呼哨一声，四散而逃。",
        "{B}收起兵刃，喘着粗气说，这些人的路数像是{sect}的。",
        "地上散落着几片撕破的衣角，{A}捡起来看了看，又扔下了。",
        "{C}的肩头挨了一掌，脸色一白，却咬着牙没有出声。",
        "{A}一脚踢翻了桌子，挡住了迎面射来的几枚暗器。",
        "巷子太窄，施展不开，{B}索性弃了兵刃，空手与来人周旋。",
    ],
    "politics": [
        "{sect}的长老们在正厅里议了整整一个下午，也没议出个结果。",
        "有人主张与{sect2}联手，也有人说此事万万不可。",
        "{B}站在{A}身后，低声把这几日打探到的消息说了一遍。",
        "{place}的知府派人送来一封帖子，请诸位明晚过府一叙。",
        "{sect}与{sect2}积怨已久，这次只怕又要闹出事来。",
        "{A}把几封书信摊在桌上，一封一封地看过去。",
        "厅中众人各怀心思，一时间谁也没有说话。",
        "{C}冷笑一声，说这分明是{sect2}设下的圈套。",
        "账房先生捧着账册进来，说这个月的银子又短了一截。",
        "{A}听完，只淡淡说了一句“知道了”，便让人退下。",
    ],
    "town": [
        "{place}的集市上挤满了人，卖{ware}的、卖{ware2}的，吆喝声此起彼伏。",
        "一个卖糖葫芦的老汉挑着担子，慢吞吞地从{A}身边走过。",
        "街角的说书先生正讲到精彩处，围了一圈看客。",
        "{A}在一个旧货摊前停下，拿起{trinket}看了半天。",
        "几个孩童追着一只{animal}从巷子里跑出来，差点撞在{B}身上。",
        "铁匠铺里叮叮当当响个不停，火星从门口溅到了街上。",
        "{B}在布庄门口站了一会儿，终究没有进去。",
        "茶楼二楼临窗的位置视野最好，{A}要了一壶{drink}，看着街上人来人往。",
    ],
    "mood": [
        "{A}心里清楚，这件事绝不会就此了结。",
        "{B}没有再问，只是默默地替{A}添了些{drink}。",
        "{A}望着窗外出神，直到{B}叫了两声才回过神来。",
        "{C}向来心直口快，这回却难得地沉默了。",
        "{A}想了很久，始终理不出个头绪。",
        "{B}看着{A}的背影，欲言又止。",
    ],
}

# compositional sentences: a neutral time link (never moves the calendar) and an everyday action
ZH_LINKS = ["不多时", "过了一会儿", "片刻之后", "趁着空闲", "这当口", "闲下来时", "等众人散了", "说话间", "临出门前",
            "回来的路上", "吃过饭后", "雨势稍歇时"]
ZH_ACTS = ["{A}独自在{spot}里坐了很久", "{A}去{spot}转了一圈，什么也没打听到", "{A}把{B}叫到一旁，低声嘱咐了几句",
           "{A}在{spot}外头遇见了几个{folk}", "{A}替{B}煎了一碗药", "{A}把屋子里里外外收拾了一遍",
           "{A}在灯下写了一封长信", "{A}坐在门槛上擦拭{weapon}", "{A}和{B}在{spot}下了一盘棋", "{A}到集市上买了些{ware}",
           "{A}把马牵去{spot}饮水", "{A}向{folk}打听去{place2}的路", "{A}把这几日的事从头到尾想了一遍",
           "{B}拉着{A}去{spot}喝了两杯{drink}", "{A}在{spot}的廊下站着看雨", "{A}翻出一件旧衣裳，缝好了袖口的破洞",
           "{A}给{B}讲了一段{place2}的旧闻", "{A}在{spot}门口等了半晌，也不见人来", "{C}提着一篮{food}回来，分给众人",
           "{A}和{C}在{spot}外头争了几句，最后谁也没说服谁", "{A}把{B}送到{spot}，才转身回去",
           "{A}在{tree}下打了个盹", "{A}把碎银子数了两遍，叹了口气", "{B}教{A}认了几种路边的草药",
           "{A}给{spot}的老掌柜付清了房钱", "{A}在{spot}里找了个僻静的角落，看了半天书"]
ZH_SCENES["daily"] = [f"{link}，{act}。" for link in ZH_LINKS for act in ZH_ACTS]

ZH_LINES = [
    "这一路上不太平，咱们得多加小心。", "你若信得过我，这件事便交给我来办。", "天色不早了，先找个地方落脚吧。",
    "我总觉得{sect}的人不怀好意。", "你的剑法又精进了不少。", "此事牵连甚广，还需从长计议。",
    "明早一起，咱们就动身。", "这家的{food}做得地道，你尝尝。", "我去去就回，你们在这里等我。",
    "有些事，知道得越少越好。", "他既然敢来，自然有他的把握。", "你看门口那几个人，像不像是跟着咱们来的？",
    "多谢了，这份人情我记下了。", "不必客气，都是分内之事。", "江湖上的事，哪有什么道理可讲。",
    "再往前走便是{place2}了。", "我饿了，先吃饭，吃饱了再说。", "这雨怕是一时半会儿停不了。",
    "你别多想，早些歇息吧。", "你怎么看？", "我不同意。", "好，就这么定了。", "你放心，我心里有数。",
    "他说的话，你信几分？", "这世上的事，本就难料。", "明天的事明天再说。", "还有别的吗？", "小声些，隔墙有耳。",
    "这话我听过不止一回，从来没当真。", "门里的长老们不会答应的。", "那就不靠他们，咱们自己来。",
    "吃过饭了没有？", "把地图拿来，我再看看。", "与其坐那颠得人骨头散架的马车，我宁可走路。", "你想得太多了。",
    "总得有人想。", "这消息你是从哪里听来的？", "码头上卖鱼的老汉说的，他什么都知道。",
    "不如去{spot}打听打听。", "他们要银子。", "他们什么时候不要银子？", "给我一天工夫，我查出是谁派来的。",
    "你说他们还会再来吗？", "今晚不会。", "这茶泡得太久了，发苦。", "那你再沏一壶。", "我从没说过这事容易。",
    "雨后的路只会更难走。", "你听，什么声音？", "不过是风声罢了。", "{sect}那边，你去过了？",
    "去过了，他们闭门不见。", "这一回，我们没有退路了。",
]

ZH_DIALOGUE_FORMS = [
    "{A}{say}：“{line}”", "“{line}”{A}{say}。", "{A}看了{B}一眼，{say}：“{line}”",
    "{A}沉默了片刻，{say}：“{line}”", "“{line}”{A}放下茶碗，{say}。", "{A}{say}：“{line}”说罢，转头看向{B}。",
]

ZH_OPENING_ACTS = [
    "{A}早早便起了身，在院子里站了许久", "{A}带着{B}出了门", "{A}独自去了{spot}", "{A}与{B}在{spot}碰了头",
    "{place}城里来了几个陌生人", "{A}收到了一封没有署名的信", "{B}一早便来敲{A}的房门",
    "{A}在{spot}里坐了一上午", "众人聚在{spot}里商量接下来的事", "{C}从{place2}赶了回来",
]

ZH_STEPS = {0: ["当天夜里", "当晚"], 1: ["次日", "第二天一早", "次日清晨"], 2: ["两日后", "过了两天"], 3: ["三日后"],
            5: ["五日后"], 7: ["七日后"], 10: ["十日后"], 15: ["半月之后", "过了半个月"], 30: ["一个月后"],
            60: ["两个月后"], 90: ["三个月后"]}

ZH_MARKS = [  # (where, full description, short form)
    ("眉下", "一道旧疤", "那道旧疤"), ("颊上", "一道寸许长的刀疤", "那道刀疤"), ("眼角", "一颗泪痣", "那颗泪痣"),
    ("耳后", "一颗朱砂痣", "那颗朱砂痣"), ("额角", "一道浅浅的疤痕", "那道疤痕"), ("颈侧", "一块淡青色的胎记", "那块胎记"),
]
ZH_SPEECH = [("话少，多用短句，从不高声", False), ("说话慢条斯理，爱引经据典", False), ("心直口快，嗓门大，爱开玩笑", True),
             ("说话刻薄，爱冷笑", False), ("温和客气，总带三分笑意", False), ("性子急，说话像放炮仗", True)]
ZH_RANKS = ["炼气期", "筑基期", "金丹期", "元婴期", "化神期", "渡劫期"]
ZH_RULES = [
    {"id": "no-sword-flight-below-foundation", "text": "筑基期以下的修士不能御剑飞行",
     "forbid_actions": ["御剑飞行", "御剑而起", "御剑而行"], "rank": 1},
    {"id": "mountain-array-needs-golden-core", "text": "金丹期以下的弟子不得开启护山大阵",
     "forbid_actions": ["开启护山大阵", "催动护山大阵"], "rank": 2},
    {"id": "void-tearing-needs-nascent-soul", "text": "元婴期以下的修士无法撕裂虚空",
     "forbid_actions": ["撕裂虚空", "破碎虚空"], "rank": 3},
]
ZH_ACTIONS = {  # rule index -> sentences using a forbid phrase
    0: ["{A}御剑飞行，转眼已到了{spot}上空。", "{A}御剑而起，衣袂被风吹得猎猎作响。",
        "{A}御剑而行，脚下的{place}越来越小。"],
    1: ["{A}双手结印，开启护山大阵，一道青光冲天而起。", "{A}催动护山大阵，将来敌挡在了山门之外。"],
    2: ["{A}抬手一划，撕裂虚空，一步跨了出去。", "{A}破碎虚空，身影消失在半空之中。"],
}


class ZhLang:
    code = "zh"
    P = ZH
    scenes = ZH_SCENES
    lines = ZH_LINES
    dialogue_forms = ZH_DIALOGUE_FORMS
    opening_acts = ZH_OPENING_ACTS
    marks = ZH_MARKS
    speech = ZH_SPEECH
    ranks = ZH_RANKS
    rules = ZH_RULES
    actions = ZH_ACTIONS
    joiner = ""
    side = {"left": "左", "right": "右"}

    # ---- units and dates (a 360-day calendar: 12 months of 30 days, era 天元)
    @staticmethod
    def size(text: str) -> int:
        return len(text) - text.count(" ") - text.count("\n")

    def start_date(self, rng):
        return 2 * 360 + rng.randint(3, 20)  # 天元三年正月

    @staticmethod
    def add_days(d, n):
        return d + n

    @staticmethod
    def days_between(a, b):
        return b - a

    @staticmethod
    def season(d):
        m = (d % 360) // 30 + 1
        return "spring" if m <= 3 else "summer" if m <= 6 else "autumn" if m <= 9 else "winter"

    @staticmethod
    def fmt_date(d):
        year, rest = divmod(d, 360)
        month, day = divmod(rest, 30)
        year, month, day = year + 1, month + 1, day + 1
        y = "元" if year == 1 else cn_num(year)
        m = "正" if month == 1 else cn_num(month)
        dd = "初" + cn_num(day) if day <= 10 else cn_num(day)
        return f"天元{y}年{m}月{dd}"

    @staticmethod
    def age_years(days):
        return days // 360

    @staticmethod
    def num(n):
        return cn_num(n)

    # ---- names
    def make_name(self, rng, gender):
        if rng.random() < 0.08:
            sur = rng.choice(self.P["compound"])
            given = rng.choice(self.P["given_m" if gender == "m" else "given_f"])
        else:
            sur = rng.choice(self.P["surnames"])
            pool = self.P["given_m" if gender == "m" else "given_f"]
            given = rng.choice(pool) + rng.choice(pool)
            if given[0] == given[1] and rng.random() < 0.7:
                return None
        return sur + given, given if len(given) == 2 else ""

    def heading(self, i, title):
        return f"# 第{cn_num(i)}章 {title}"

    def title(self, rng, place):
        t = rng.choice(self.P["titles"])
        return place + t if rng.random() < 0.3 else t

    def pron(self, s, prefix, p):
        s[prefix] = p.name
        s[prefix + "ta"] = "他" if p.gender == "m" else "她"

    def say(self, rng, p):
        return rng.choice(self.P["say_loud"] if p.loud else self.P["say_quiet"])

    def opening(self, step, weather):
        return f"{step}，{weather}。"

    def date_opening(self, date, weather):
        return f"{date}，{weather}。"

    # ---- facts
    hand_facts = ["{A}{h}手握着{weapon}，目光在众人脸上一一扫过。", "{A}用{h}手提起笔，在信笺上写了几行字。",
                  "{A}{h}手端起茶碗，轻轻吹开了浮沫。", "{A}{h}手按着{weapon}柄，一动不动地站在门口。",
                  "{A}{h}手一扬，将一枚铜钱稳稳地抛给了跑堂的伙计。"]
    lefty_facts = ["{A}是个左撇子，连吃饭都用左手拿筷子。", "{A}惯用左手，{Ata}的{weapon}一向挂在右腰。"]
    mark_facts = ["{A}{s}{where}{short}在灯下格外显眼。", "{A}下意识地摸了摸{s}{where}{short}。",
                  "{B}的目光在{A}{s}{where}{short}上停了一停。", "{A}{s}{where}{short}微微发红，想是又熬了夜。"]
    age_facts = ["{A}今年{age}岁，比同辈人看着老成些。", "年方{age}的{A}，在{place}已经小有名气。",
                 "说起来，{A}今年也不过{age}岁。"]
    rank_facts = ["已是{rank}修士的{A}，却从不在人前显露修为。", "{A}如今已是{rank}，{place}一带少有人敢招惹。"]
    rel_facts = {
        "sworn": ["{X}的结义{sib}{Y}也在一旁坐着。", "{X}与{Y}是结义{sib}，向来无话不谈。",
                  "{X}和结义{sib}{Y}并肩站在{spot}门前。"],
        "ally": ["{X}的盟友{Y}早已在{spot}等候。", "{X}与{Y}结盟已久，彼此信得过。", "{Y}是{X}的盟友，这回也跟来了。"],
        "enemy": ["{X}的死敌{Y}也在席间，两人谁也不看谁。", "{X}与{Y}是多年的死敌，见了面连招呼都不打。",
                  "{X}冷冷地看着死敌{Y}，一言不发。"],
        "master": ["{S}恭恭敬敬地向师父{M}行了一礼。", "{M}看着弟子{S}，微微点了点头。", "{S}的师父{M}也来了。"],
    }
    memory_facts = ["{A}回想起{D}生前的音容笑貌，心中一阵黯然。", "{A}回想起当年与{D}同行的日子，不禁出了神。"]

    def sib(self, x, y):
        return "兄弟" if x.gender == "m" else "姐妹"

    def promotion(self, i):
        return ["{A}周身灵气翻涌，一举突破到{rank}。", "{A}终于突破到了{rank}，长长地舒了一口气。",
                "{A}晋入{rank}，众人纷纷上前道贺。"][i % 3]

    def promotion_para(self, i):
        pre = ["{A}在{spot}闭关苦修，灵气一层层冲击着瓶颈。", "这一日{A}打坐到午夜，只觉得丹田里灵气鼓荡，经脉隐隐作痛。",
               "{A}在{spot}枯坐良久，心中一片澄明。"]
        return pre[i % 3] + self.promotion(i)

    deaths = ["{D}伤得太重，没能撑到天亮，气绝身亡。", "{D}胸口剧烈起伏了几下，终于气绝身亡。",
              "{D}中了{sect}的埋伏，身中数刀，当场身亡。"]
    death_pre = ["这一战来得突然。{sect}的人趁夜摸进了{spot}，{D}首当其冲。",
                 "{D}为了护住{A}，硬生生挨了一掌，口中鲜血狂喷。", "{D}这几日病势沉重，郎中来看过两回，只是摇头。"]
    death_post = ["众人把{D}葬在了{place}城外的山坡上。", "{A}在{D}的坟前站了很久，一句话也没有说。",
                  "{A}亲手为{D}合上了双眼。"]

    # ---- plants (conflicts): >= 3 phrasings each
    plant_hand = ["{A}{w}手握着{weapon}，一步步逼了上去", "{A}用{w}手提起笔，一挥而就", "{A}向来惯用{w}手"]
    plant_hand_wrap = ["{p}。{B}退到一旁，没有说话。", "{p}，写完便将信封好，交给了{B}。", "{p}，这一点{B}再清楚不过。"]
    plant_mark = ["{A}{s}{where}{short}在灯下格外显眼", "{A}下意识地摸了摸{s}{where}{short}",
                  "{B}的目光在{A}{s}{where}{short}上停了一停"]
    plant_age = ["{A}今年{age}岁", "年方{age}的{A}", "说起来，{A}今年也不过{age}岁"]
    plant_age_wrap = ["{p}，比同辈人看着老成些。", "{p}，在{place}已经小有名气。", "{p}。"]
    plant_rel_enemy = ["{X}与{Y}是不共戴天的死敌", "{X}的死敌{Y}", "{X}和{Y}素来是仇人"]
    plant_rel_enemy_wrap = ["{p}，两人在{spot}撞了个正着，彼此都没有好脸色。", "{p}也在席间，两人谁也不看谁。",
                            "{p}，见了面连招呼都不打。"]
    plant_rel_master = ["{M}的师父{S}", "{S}的弟子{M}", "{M}恭恭敬敬地向师父{S}行了一礼"]
    plant_rel_master_wrap = ["{p}也来了，在{spot}门口站定。", "{p}快步迎了上来。", "{p}。"]
    plant_dead = ["{D}推门走了进来，拍了拍身上的尘土", "正说话间，{D}从外头快步进来，在{A}身旁坐下",
                  "{D}端着一碗{drink}走到{A}面前"]
    plant_dead_wrap = ["{p}，笑道：“{line}”", "{p}，说道：“{line}”", "{p}，道：“{line}”"]
    plant_date = ["这一日是{d}", "{d}清晨", "时值{d}"]
    plant_date_wrap = ["{p}，{weather}。", "{p}，{A}带着{B}出了{place}{gate}。", "{p}，{place}街头张灯结彩，热闹非凡。"]

    # ---- controls
    injury = ["{A}的{s}臂被{sect}的人一刀划开，伤可见骨，郎中替{Ata}敷了药，用布条吊在胸前。",
              "混战中{A}的{s}腕被铁棍砸中，骨头裂了，只得夹上木板。",
              "{A}从马上摔了下来，{s}肩脱了臼，整条胳膊肿得抬不起来。"]
    ctrl_hand = ["{A}{s}臂有伤，只得改用{o}手提笔", "因{s}臂还吊着，{A}用{o}手握着{weapon}",
                 "{A}的{s}肩还抬不起来，便用{o}手端起茶碗"]
    heal = ["{A}{s}臂的伤已经痊愈，又能用{s}手握{weapon}了。", "{A}拆了夹板，{s}手活动自如，伤已经全好了。",
            "{A}的{s}肩消了肿，{s}手又能提笔写字了。"]
    quarrel = ["{Y}暗中将{X}的行踪卖给了{sect}，{X}得知后，当众与{Y}割袍断义，二人从此反目成仇。",
               "{X}与{Y}为了{cause}大吵一场，{X}拔{weapon}斩断了桌角，两人就此恩断义绝，成了仇人。",
               "{Y}背叛了{X}，把{X}托付的东西交给了{sect}。从那一夜起，二人便是仇人了。"]
    reconcile = ["{X}与{Y}在{spot}把酒长谈，终于冰释前嫌，结为盟友。",
                 "{Y}在危急关头救了{X}一命，{X}放下旧怨，两人从此结为盟友。",
                 "{X}亲自登门向{Y}赔罪，多年的恩怨一笔勾销，二人结成了盟友。"]
    ctrl_enemy = ["{X}的死敌{Y}", "{X}与{Y}如今已是死敌", "{X}冷冷地看着死敌{Y}"]
    ctrl_enemy_wrap = ["{p}也在席间，两人谁也不看谁。", "{p}，见了面连招呼都不打。", "{p}，一言不发。"]
    ctrl_ally = ["{X}的盟友{Y}", "{X}与{Y}如今是盟友", "{Y}是{X}的盟友"]
    ctrl_ally_wrap = ["{p}早已在{spot}等候。", "{p}，彼此信得过。", "{p}，这回也跟来了。"]
    ctrl_memory = ["{A}回想起{D}生前常说的一句话：“{line}”", "{A}又想起当年{D}站在{spot}门口，对{Ata}说过的话：“{line}”",
                   "夜里{A}梦见了{D}，梦里{D}还是老样子，笑着说：“{line}”"]
    ctrl_flashback = ["{A}回想起{d}那一天", "{A}不由想起{d}的旧事", "{A}记得清清楚楚，那还是{d}的事"]
    ctrl_flashback_wrap = ["{p}，{B}也是这样站在{spot}门口。", "{p}来。那时{Ata}初到{place2}，人生地不熟。",
                           "{p}了，如今想来，恍如隔世。"]

    # ---- foreshadows
    fs_plant = ["{A}从{B}手里接过{cl}{cue}，翻来覆去看了半天，也看不出个所以然来",
                "{B}临走前塞给{A}{cl}{cue}，只说千万收好，别的什么也不肯讲",
                "{A}在{spot}的角落里捡到{cl}{cue}，上面沾着干涸的泥土，不知是谁遗落在此"]
    fs_plant_tail = "。那{cue}上刻着古怪的纹路，{A}隐隐觉得，此物将来必有大用。"
    fs_mention = ["{A}又取出那{cue}看了看，仍是想不明白。", "{A}把{cue}贴身收好，没有对任何人提起。"]
    fs_payoff = ["{A}这才明白，原来那{cue}是{owner}当年留下的信物。", "真相终于揭开：那{cue}原是{owner}的旧物。",
                 "原来{cue}里藏着一张字条，{A}看完，许多事都想通了。"]

    def cue(self, material, obj):
        return material + obj[0], obj[1]

    def fs_note(self, cue):
        return f"{cue}的来历"

    # ---- bible
    def profile(self, p, rels, ranks):
        lines = [f"# {p.name}"]
        if p.alias:
            lines.append(f"- 别名：{p.alias}")
        where, full, _ = self.marks[p.mark]
        lines += ["## 基础信息", f"- 年龄：{cn_num(p.age0)}岁（第1章时）", f"- 性别：{'男' if p.gender == 'm' else '女'}",
                  f"- 惯用手：{self.side[p.hand]}手", f"- 外貌：{p.build}，{self.side[p.side]}{where}有{full}",
                  f"- 兵器：{p.weapon}", f"- 身份：{p.role}",
                  "## 性格基线（不可突破）", f"- 说话习惯：{self.speech[p.speech][0]}",
                  "## 动态状态", f"- 境界：{ranks[p.rank0]}"]
        for other, kind, master in rels:
            if kind == "sworn":
                lines.append(f"- 与{other.name}：结义{self.sib(p, other)}")
            elif kind == "ally":
                lines.append(f"- 与{other.name}：盟友")
            elif kind == "enemy":
                lines.append(f"- 与{other.name}：死敌")
            elif master is p:
                lines.append(f"- 与{other.name}：师徒，{other.name}是{p.name}的弟子")
            else:
                lines.append(f"- 与{other.name}：师徒，{other.name}是{p.name}的师父")
        return "\n".join(lines) + "\n"

    def toml(self, title):
        return (f'[book]\ntitle = "{title}"\nlanguage = "zh"\nstatus = "finished"\n\n'
                f"[review]\nstale_after_chapters = {STALE_AFTER}\n")

    def book_title(self, rng):
        return rng.choice(["青岚", "云澜", "沧溟", "孤鸿", "问剑"]) + rng.choice(["剑录", "长歌", "行记", "仙途"])

    def rules_yaml(self):
        out = ["power_scale: [" + ", ".join(self.ranks) + "]   # 修为境界，由低到高",
               "calendar:", "  eras: [天元]", "  days_per_month: 30", "  months_per_year: 12", "rules:"]
        for r in self.rules:
            out += [f"  - id: {r['id']}", f"    text: {r['text']}",
                    "    forbid_actions: [" + ", ".join(r["forbid_actions"]) + "]",
                    f"    unless_rank_at_least: {self.ranks[r['rank']]}"]
        out += ["  - id: death-is-final", "    text: 死者不能复生", "    death_is_final: true"]
        return "\n".join(out) + "\n"

    def world_md(self, places):
        out = ["# 世界设定", "", "## 天下", "- 以天元纪年，一年十二个月，每月三十日。",
               "- 修士依修为分为" + "、".join(self.ranks) + "六境。", "- 各地往来靠官道与水路，驿站三十里一设。",
               "", "## 规矩"]
        out += [f"- {r['text']}。" for r in self.rules]
        out += ["- 死者不能复生，魂魄不会归来。", "", "## 地方"]
        out += [f"- {p}" for p in places]
        return "\n".join(out) + "\n"

    def factions_md(self):
        out = ["# 门派势力", ""]
        for s in self.P["sects"]:
            out.append(f"- {s}：江湖上有名的门派之一，门下弟子众多。")
        return "\n".join(out) + "\n"


# ============================================================================ English

EN_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
           "sixteen seventeen eighteen nineteen").split()
EN_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
EN_MONTHS = "January February March April May June July August September October November December".split()


def en_num(n: int) -> str:
    if n < 20:
        return EN_ONES[n]
    if n < 100:
        return EN_TENS[n // 10] + ("-" + EN_ONES[n % 10] if n % 10 else "")
    return str(n)


def en_ordinal(n: int) -> str:
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


EN = {
    "first_m": ["Edmund", "Silas", "Jasper", "Ambrose", "Tobias", "Crispin", "Hugo", "Felix", "Lucian", "Barnaby",
                "Cedric", "Ezra", "Gideon", "Horace", "Jonah", "Lionel", "Magnus", "Nathaniel", "Oswin", "Percival",
                "Quentin", "Rufus", "Septimus", "Thaddeus", "Ulric", "Valentine", "Walter", "Alaric", "Bertram",
                "Cornelius", "Desmond", "Elias", "Fabian", "Godfrey", "Hector", "Isidore", "Jeremiah", "Leopold",
                "Mortimer", "Orlando", "Peregrine", "Reginald", "Sebastian", "Tristram", "Virgil", "Wilfred",
                "Alistair", "Benedict", "Clement", "Dorian", "Emrys", "Gregory", "Humphrey", "Jolyon", "Roderick",
                "Mordecai", "Lancelot", "Oliver", "Rupert", "Theodore"],
    "first_f": ["Ada", "Beatrix", "Clementine", "Delphine", "Eleanor", "Florence", "Georgiana", "Harriet", "Imogen",
                "Josephine", "Lavinia", "Matilda", "Octavia", "Philippa", "Rosalind", "Sybil", "Theodora", "Ursula",
                "Winifred", "Agatha", "Cordelia", "Dorothea", "Euphemia", "Frederica", "Henrietta", "Isadora",
                "Juliana", "Letitia", "Marguerite", "Ophelia", "Tabitha", "Wilhelmina", "Arabella", "Cecily",
                "Drusilla", "Edith", "Hester", "Louisa", "Millicent", "Rowena", "Seraphina", "Adelaide", "Bettina",
                "Cressida", "Evangeline", "Honoria", "Lucinda", "Marian", "Philomena", "Rosamund", "Susannah",
                "Gwendolen", "Eliza", "Margery", "Lettice"],
    "last": ["Thorne", "Hale", "Pelham", "Garrick", "Fairweather", "Blackwood", "Merriman", "Quill", "Ravensworth",
             "Stroud", "Trelawney", "Ufford", "Vane", "Whitlock", "Yelverton", "Ambler", "Bellamy", "Carew",
             "Dunmore", "Elsworth", "Gascoigne", "Hargreave", "Ingram", "Jessop", "Kettering", "Lockwood", "Marlowe",
             "Nettleton", "Osgood", "Penhallow", "Quarles", "Rookwood", "Sallow", "Tolliver", "Underhill", "Vickery",
             "Wraxall", "Ashdown", "Beaumont", "Cartwright", "Draycott", "Everard", "Farrant", "Grimshaw",
             "Holloway", "Ibbotson", "Jellicoe", "Kinsey", "Latimer", "Mowbray", "Norcott", "Ormerod", "Pendry",
             "Radcliffe", "Sheringham", "Thursby", "Upjohn", "Varley", "Wetherby", "Abernethy", "Blount",
             "Coverdale", "Dimmock", "Eyre", "Fothergill", "Gorringe", "Hollis", "Kemble", "Loveday", "Mallory",
             "Nightingale", "Oakes", "Pettigrew", "Rainsford", "Selwyn", "Tregarthen", "Verney", "Winterbourne",
             "Aldous", "Brackenbury", "Chaloner", "Dacre", "Fanshawe", "Goring", "Harcourt", "Kersey", "Lisle",
             "Montagu", "Pollard", "Scrope", "Tyrwhitt", "Wyndham", "Allardyce", "Barrowclough", "Clitheroe",
             "Dunstable", "Esterbrook", "Frobisher", "Greville", "Haverill", "Inchbald", "Kilvert", "Lydgate",
             "Marchbanks", "Northcote", "Pargeter", "Roscoe", "Stainforth", "Vellacott", "Wardle", "Ashworth",
             "Birtwhistle", "Cheverell", "Dymoke", "Fairfax", "Gilchrist", "Hathersage", "Kingsley", "Lowther",
             "Molyneux", "Pickering", "Ravenhill", "Saltonstall", "Tennant", "Waverley", "Yardley"],
    "places": ["Harrowgate", "Kestrel Quay", "Oldbridge", "Marrowby", "Saltcombe", "Ironholt", "Greywater",
               "Thistlemoor", "Wexley", "Brindle Hythe", "Lanthorn Cross", "Redwharf", "Stavemoor", "Hollin Vale",
               "Crowmere", "Dunmarrow", "Carrick Down", "Elderbeck", "Mossfield", "Tarn Haven", "Gallowfield",
               "Skelling", "Wick St Anne", "Frostholm"],
    "spots": ["the Lantern Hall", "the chapter-house", "the quay", "the market square", "the Blue Boar",
              "the library", "the chandlery", "the old chapel", "the towpath", "the customs house", "the ropewalk",
              "the tea-room", "the stable yard", "the bridge", "the reading room", "the Mermaid inn"],
    "street": ["the High Street", "Chandler's Row", "the Strand", "Ferry Lane", "Bell Street"],
    "road": ["turnpike", "coast road", "drove road", "canal towpath"],
    "gate": ["north", "south", "east", "west"],
    "dir": ["north", "south", "east", "west"],
    "sects": ["the Chandlers' Guild", "the River Syndics", "the Grey Court", "the Harbour Board",
              "the Society of Wicks", "the Salt Company", "the Bellfounders", "the Night Watch"],
    "food": ["mutton pie", "eel stew", "bread and dripping", "roast pork", "pease pudding", "oysters",
             "kidney pudding", "cold ham", "fried herring", "plum cake", "boiled beef", "toasted cheese"],
    "drink": ["small beer", "tea", "cider", "porter", "hot punch", "brandy and water", "milk", "ginger beer"],
    "folk": ["carters", "fishwives", "drovers", "clerks", "bargemen", "pedlars", "sailors", "millhands"],
    "rumor": ["the price of coal", "a wreck off the headland", "the new magistrate", "a robbery at the bank",
              "the Mayor's daughter", "a fever in the lower town", "the strike at the mill", "a ghost at the quay"],
    "animal": ["crow", "lurcher", "heron", "cat", "goat", "magpie", "carthorse", "gull"],
    "sound": ["a church bell", "a dog barking", "the watchman's rattle", "a ship's horn", "the rain"],
    "crop": ["barley", "hops", "turnips", "wheat", "orchards"],
    "ware": ["ribbons", "tin pans", "hot pies", "second-hand boots", "pickled whelks", "almanacs", "tallow",
             "cheap prints"],
    "trinket": ["a chipped teacup", "an old almanac", "a tin soldier", "a clay pipe", "a sampler", "a cracked fan",
                "a bundle of letters", "a pewter spoon"],
    "cause": ["an old debt", "the Guild's accounts", "a woman in Skelling", "the succession", "a lost cargo"],
    "build": ["tall and thin", "short and broad-shouldered", "dark-haired and pale", "red-haired and freckled",
              "grey-eyed, with a long face", "stout and ruddy", "slight, with quick hands", "heavy-browed"],
    "roles": ["apprentice of the Lantern Order", "clerk at the customs house", "chandler", "river pilot",
              "innkeeper", "surgeon", "sergeant of the Night Watch", "bookseller", "bargemaster", "tutor",
              "schoolteacher", "ropemaker", "Guild accountant", "ferry keeper"],
    "weapons": ["sword", "sabre", "sword", "knife", "sword", "dagger"],
    "title_adj": ["Grey", "Long", "Quiet", "Black", "Last", "Cold", "Narrow", "Drowned", "Silver", "Lost",
                  "Second", "Empty", "Crooked", "Burning"],
    "title_noun": ["Tide", "Road", "Lantern", "Door", "Letter", "Winter", "Bridge", "Harbour", "Bell", "Ledger",
                   "Fog", "Market", "Ferry", "Candle", "Inquest", "Gate", "Hour"],
    "say_quiet": ["said", "replied", "murmured", "answered", "said quietly", "said at last"],
    "say_loud": ["shouted", "called out", "said loudly", "said", "laughed"],
    "materials": ["brass", "jet", "ivory", "pewter", "silver", "bone", "copper", "amber", "walnut", "whalebone",
                  "tortoiseshell", "ebony", "tin", "horn"],
    "objects": ["compass", "token", "signet", "key", "whistle", "snuffbox", "locket", "seal", "thimble",
                "music box", "hairpin", "spyglass", "tinderbox", "chess piece", "rosary"],
    "owners": ["a former Master of {sect}", "{B}'s lost father", "a hermit of {place2}",
               "the old governor of Frostholm", "a retired elder of {sect}", "{A}'s grandfather"],
}

EN_SEASON = {
    "spring": ["a soft rain was falling", "the hawthorn was in blossom along every lane",
               "the wind smelled of turned earth", "the mornings were still cold, though the days were lengthening",
               "the swallows were back under the eaves"],
    "summer": ["the heat lay heavy on the streets", "the sky was a hard, cloudless blue",
               "a thunderstorm broke in the afternoon and cleared the air", "the dust rose behind every cart",
               "the river was low and smelled of weed"],
    "autumn": ["the leaves were turning", "a thin mist hung over the river", "the wind had an edge to it",
               "the orchards were heavy with apples", "the first frost had whitened the fields"],
    "winter": ["snow lay in the gutters", "a bitter wind came off the estuary", "the puddles had frozen overnight",
               "the days were short and grey", "the canal was iced over at the edges"],
}

EN_SCENES = {
    "travel": [
        "{A} and {B} walked out of {place} by the {gate} road and followed the {road} {dir}.",
        "The fields on either side were thick with {crop}, and a few labourers stood up to watch them pass.",
        "At noon they stopped at a roadside inn and ate {food} at a table by the door.",
        "A party of {folk} in the taproom was arguing loudly about {rumor}.",
        "{A} walked ahead with the map, and {B} followed, whistling under {bhis} breath.",
        "The road climbed between stone walls, and their boots slid on the loose grit.",
        "By dusk the spires of {place2} showed above the trees.",
        "The ferryman took their coins without a word and poled them across the grey water.",
        "{B} pointed at a thread of smoke over the hill and said there was a farm there that took in travellers.",
        "A {animal} watched them from a gatepost and did not move as they went by.",
        "The carrier's cart jolted over the ruts, and {C} complained about it for a mile.",
        "The barge moved slowly down the canal, and {A} watched the towpath slide past.",
        "A mail coach rattled by and spattered them both with mud.",
    ],
    "training": [
        "{A} spent the morning in {spot}, working through the old exercises until {his} shoulders ached.",
        "{B} watched from the doorway and said nothing until {A} had finished.",
        "The practice lanterns hung in a row along the wall, each one a little dimmer than the last.",
        "{A} read the same page of the manual three times before it made sense.",
        "They sparred with wooden staves in the yard, and {B} won more often than {bhe} lost.",
        "{A} sat cross-legged on the cold floor and tried to feel the flame before {he} saw it.",
        "The old instructor rapped {A}'s knuckles with a ruler whenever {his} attention wandered.",
        "By evening the yard smelled of sweat, tallow and wet straw.",
        "{C} came down to watch and ended up with a stave in {chis} own hands.",
        "{B} corrected {A}'s stance twice, then gave up and laughed.",
        "The glass in the practice lamp rang faintly, the way it did when the flame was nearly obedient.",
    ],
    "meal": [
        "{spot} was full that evening, and the landlord had run out of {food} by seven.",
        "{A} ordered {food} and a jug of {drink}, and ate slowly, watching the door.",
        "{B} declared the {food} the best in {place}, and nobody contradicted {bhim}.",
        "The potboy brought a second jug of {drink} without being asked.",
        "{C} tore a heel of bread in two and passed half across the table.",
        "They ate in silence for a while, listening to the fiddler in the corner.",
        "The fire spat and hissed, and somebody's wet coat steamed on the settle.",
        "{A} pushed the plate away half finished, and {B} pretended not to notice.",
        "The landlady set down a dish of {food2} and said it was on the house.",
    ],
    "night": [
        "Night came down over {place}, and the lamplighters went along {street} with their poles.",
        "{A} stood at the window with {his} hands in {his} pockets, watching the street empty.",
        "A church clock somewhere struck eleven, and then, much later, midnight.",
        "The candle guttered, and {A} pinched it out and lay listening to the house settle.",
        "Outside, {weather}, and the only sound was {sound}.",
        "The moon came out from behind the chimneys and laid a pale square on the floor.",
        "{A} did not sleep well; the wind rattled the casement all night.",
        "Somewhere below, a door banged, and a man's voice cursed it.",
    ],
    "fight": [
        "Three men came out of the alley with cudgels, and one of them had a knife.",
        "{A} stepped aside, caught the first man's wrist and sent him sprawling into the gutter.",
        "{B} fought with a kind of cheerful fury, as if the whole affair were a game.",
        "The lantern rolled across the cobbles, throwing wild shadows up the walls.",
        "When it was over the attackers had fled, and {C} was nursing a split lip.",
        "{A} searched the ground where they had stood and found only a torn glove.",
        "Somebody shouted for the watch, but nobody came.",
        "{B} wiped {bhis} blade on {bhis} sleeve and said that the men had been hired, not angry.",
        "{A} kicked over a table to block the doorway, and the first of them went down across it.",
        "The alley was too narrow to swing a blade, so {B} used {bhis} fists instead.",
    ],
    "politics": [
        "The council sat until late in the afternoon and decided nothing at all.",
        "{sect} wanted the harbour dues raised again, and {sect2} wanted them abolished.",
        "{B} leaned close to {A} and told {him} in a low voice what {bhe} had heard at the customs house.",
        "A letter came from the Mayor of {place}, sealed with green wax, inviting them to dine.",
        "{A} spread the letters out on the table and read them one by one.",
        "Nobody in the room trusted anybody else, and everybody knew it.",
        "{C} said flatly that the whole business smelled of {sect2}.",
        "The clerk read out the minutes in a voice like a dripping tap.",
        "The accounts were short again this month, and nobody could say where the money had gone.",
        "{A} heard the report out, said only that {he} understood, and sent the clerk away.",
    ],
    "town": [
        "The market in {place} was crowded with stalls selling {ware} and {ware2}.",
        "A boy with a tray of hot chestnuts pushed past {A} and was gone.",
        "A ballad-seller on the corner was singing about a faithless sailor, badly.",
        "{A} stopped at a stall and turned over {trinket} for a long time before putting it down.",
        "Two dogs quarrelled over a scrap of meat under the butcher's table.",
        "The smithy rang like a bell, and sparks flew out of its open door into the street.",
        "{B} stood outside the draper's for a minute and then walked on without going in.",
        "From the window of the tea-room {A} could see the whole of {street} going about its business.",
    ],
    "mood": [
        "{A} knew that this was not the end of it.",
        "{B} did not ask again; {bhe} only refilled {A}'s cup.",
        "{A} sat up late, turning the problem over and finding no handle on it.",
        "{C} was unusually quiet, which in {chim} was a bad sign.",
        "{A} stared out of the window until {B} had said {his} name twice.",
        "{B} watched {A} go and seemed about to say something, and then did not.",
    ],
}

EN_LINKS = ["Before long", "A little later", "After a while", "Presently", "Meanwhile", "For a time",
            "Once the rain had eased", "When the others had gone", "On the way back", "While they waited",
            "Between one thing and another", "As it happened"]
EN_ACTS = ["{A} sat for a long while in {spot}", "{A} walked down to {spot} and learned nothing",
           "{A} took {B} aside and spoke to {bhim} quietly", "{A} ran into a party of {folk} outside {spot}",
           "{A} made {B} a pot of tea", "{A} tidied the room from top to bottom", "{A} wrote a long letter by candlelight",
           "{A} sat on the back step and cleaned {his} {weapon}", "{A} and {B} played a game of draughts in {spot}",
           "{A} bought {ware} from a stall near {spot}", "{A} took the horse down to {spot} to drink",
           "{A} asked a party of {folk} the way to {place2}", "{A} went over the last few days from the beginning",
           "{B} dragged {A} off to {spot} for a glass of {drink}", "{A} stood under the eaves of {spot} watching the rain",
           "{A} found an old coat and mended the cuff", "{A} told {B} an old story about {place2}",
           "{A} waited at the door of {spot} for half an hour, and nobody came",
           "{C} came back with a basket of {food} and shared it round",
           "{A} and {C} argued outside {spot} and convinced nobody", "{A} walked {B} as far as {spot} and turned back",
           "{A} dozed in a chair by the fire", "{A} counted the coins in {his} purse twice and sighed",
           "{B} showed {A} which of the wayside herbs were good for a fever",
           "{A} paid the landlord of {spot} what was owed", "{A} found a quiet corner of {spot} and read for an hour"]
EN_SCENES["daily"] = [f"{link}, {act[0].lower() + act[1:] if act[0] != '{' else act}." for link in EN_LINKS
                      for act in EN_ACTS]

EN_LINES = [
    "We should be careful on the road.", "If you trust me, leave this to me.",
    "It's getting late. We ought to find somewhere to sleep.", "I don't like the look of the men from {sect}.",
    "You're getting better with that blade.", "This goes deeper than we thought.", "We leave at first light.",
    "Try the {food}. It's better than it looks.", "Wait here. I won't be long.", "Some things are better not known.",
    "He wouldn't have come unless he was sure of himself.",
    "Those two by the door have been following us since {place2}.", "Thank you. I owe you for this.",
    "There's nothing to thank me for.", "Nothing in this business makes sense.", "{place2} is another day's walk.",
    "I'm hungry. Food first, then talk.", "This rain isn't going to stop.", "Don't brood. Get some sleep.",
    "What do you make of it?", "I don't agree.", "Very well. It's settled.", "I know what I'm doing.",
    "How much of what he said do you believe?", "Nobody can see that far ahead.", "Tomorrow can look after itself.",
    "Is that everything?", "Keep your voice down.", "I've heard that story before, and I didn't believe it then.",
    "The Order won't like it.", "Then we'll do it without them.", "Have you eaten?", "Let me see the map again.",
    "I'd rather walk than sit in that coach another hour.", "You worry too much.", "Somebody has to.",
    "Where did you hear that?", "From a man who sells eels on the quay. He hears everything.",
    "We could ask at {spot}.", "They'll want money.", "They always want money.",
    "Give me a day, and I'll find out who sent them.", "Do you think they'll come back?", "Not tonight.",
    "This tea is stewed.", "Then make some more.", "I never said it would be easy.",
    "The roads will be worse after the rain.", "Listen. Do you hear that?", "It's only the wind.",
    "Have you been to {sect}?", "I went. They wouldn't see me.", "There's no going back this time.",
]

EN_DIALOGUE_FORMS = ["\"{linec}\" {say_after} {A}.", "{A} {say}, \"{line}\"", "{A} looked at {B}. \"{line}\"",
                     "\"{line}\" {A} put down {his} cup.", "\"{linec}\" {A} {say}.",
                     "{A} was quiet for a moment. \"{line}\""]

EN_OPENING_ACTS = ["{A} was up before the rest of the house", "{A} set off for {spot} with {B}",
                   "{A} went down to {spot} alone", "{A} and {B} met at {spot}",
                   "three strangers took rooms at the Blue Boar", "{A} received a letter with no signature",
                   "{B} knocked on {A}'s door before breakfast", "{A} spent the morning at {spot}",
                   "they all gathered at {spot} to decide what to do next", "{C} came back from {place2}"]

EN_STEPS = {0: ["That evening", "Later that night"], 1: ["The next morning", "The following day"],
            2: ["Two days later"], 3: ["Three days later"], 5: ["Five days later"], 7: ["A week later"],
            10: ["Ten days later"], 14: ["A fortnight later"], 30: ["A month later"], 60: ["Two months later"],
            90: ["Three months later"]}

EN_MARKS = [  # (full description with {p} for his/her, short form with {p} and {s} for the side)
    ("a thin scar across {p} {s} cheek", "the scar on {p} {s} cheek"),
    ("a small mole beneath {p} {s} eye", "the mole beneath {p} {s} eye"),
    ("a pale scar above {p} {s} eyebrow", "the scar above {p} {s} eyebrow"),
    ("a wine-coloured birthmark on the {s} side of {p} neck", "the birthmark on the {s} side of {p} neck"),
    ("a notch in the rim of {p} {s} ear", "the notch in {p} {s} ear"),
]
EN_SPEECH = [("short sentences; never raises {p} voice", False), ("slow and careful; fond of proverbs", False),
             ("loud and cheerful; laughs at {p} own jokes", True), ("dry and sardonic", False),
             ("gentle and courteous", False), ("quick-tempered; shouts when crossed", True)]
EN_RANKS = ["Novice", "Lamplighter", "Warden", "Magister", "Archon"]
EN_RULES = [
    {"id": "lantern-fire-needs-lamplighter", "text": "No Novice can call the lantern-fire; it answers only a Lamplighter or above.",
     "forbid_actions": ["called the lantern-fire", "call the lantern-fire", "calls the lantern-fire",
                        "calling the lantern-fire"], "rank": 1},
    {"id": "black-lantern-needs-warden", "text": "No one below the rank of Warden may light the black lantern.",
     "forbid_actions": ["lit the black lantern", "light the black lantern", "lights the black lantern",
                        "lighting the black lantern"], "rank": 2},
    {"id": "deep-door-needs-magister", "text": "Only a Magister or above can open the Deep Door.",
     "forbid_actions": ["opened the Deep Door", "open the Deep Door", "opens the Deep Door",
                        "opening the Deep Door"], "rank": 3},
]
EN_ACTIONS = {
    0: ["{A} called the lantern-fire into {his} cupped palm, and the room filled with a clean white light.",
        "With a word {A} called the lantern-fire, and the damp wick caught at once."],
    1: ["{A} lit the black lantern, and the shadows in the room drew back like a tide.",
        "{A} struck a match and lit the black lantern, and the cellar went very still."],
    2: ["{A} set {his} palm against the seal and opened the Deep Door.",
        "{A} spoke the three words and opened the Deep Door, and cold air breathed out of it."],
}


class EnLang:
    code = "en"
    P = EN
    scenes = EN_SCENES
    lines = EN_LINES
    dialogue_forms = EN_DIALOGUE_FORMS
    opening_acts = EN_OPENING_ACTS
    marks = EN_MARKS
    speech = EN_SPEECH
    ranks = EN_RANKS
    rules = EN_RULES
    actions = EN_ACTIONS
    joiner = " "
    side = {"left": "left", "right": "right"}

    @staticmethod
    def size(text: str) -> int:
        return len(text.split())

    def start_date(self, rng):
        return dt.date(1852, 3, rng.randint(1, 20))

    @staticmethod
    def add_days(d, n):
        return d + dt.timedelta(days=n)

    @staticmethod
    def days_between(a, b):
        return (b - a).days

    @staticmethod
    def season(d):
        m = d.month
        return "spring" if 3 <= m <= 5 else "summer" if 6 <= m <= 8 else "autumn" if 9 <= m <= 11 else "winter"

    @staticmethod
    def fmt_date(d):
        return f"{en_ordinal(d.day)} of {EN_MONTHS[d.month - 1]}, {d.year}"

    @staticmethod
    def age_years(days):
        return days // 365

    @staticmethod
    def num(n):
        return en_num(n)

    def make_name(self, rng, gender):
        first = rng.choice(self.P["first_m" if gender == "m" else "first_f"])
        return f"{first} {rng.choice(self.P['last'])}", first

    def heading(self, i, title):
        return f"# Chapter {i}: {title}"

    def title(self, rng, place):
        r = rng.random()
        if r < 0.25:
            return place
        if r < 0.45:
            return f"The {rng.choice(self.P['title_noun'])} at {place}"
        return f"The {rng.choice(self.P['title_adj'])} {rng.choice(self.P['title_noun'])}"

    def pron(self, s, prefix, p):
        m = p.gender == "m"
        pre = {"A": "", "B": "b", "C": "c"}[prefix]
        s[prefix] = p.name
        s[pre + "he"], s[pre + "his"], s[pre + "him"] = ("he", "his", "him") if m else ("she", "her", "her")
        s[pre.upper() + "He" if pre else "He"] = "He" if m else "She"
        s[pre.upper() + "His" if pre else "His"] = "His" if m else "Her"

    def say(self, rng, p):
        return rng.choice(self.P["say_loud"] if p.loud else self.P["say_quiet"])

    def opening(self, step, weather):
        return f"{step}, {weather}."

    def date_opening(self, date, weather):
        return f"On the {date}, {weather}."

    hand_facts = ["{A} took the pen in {his} {h} hand and wrote a few lines.",
                  "{A} held the lamp in {his} {h} hand and raised it to the doorway.",
                  "{A} drew {his} {weapon} with {his} {h} hand and waited.",
                  "{A} lifted the cup in {his} {h} hand and blew on the tea.",
                  "{A} tossed a coin to the potboy with {his} {h} hand."]
    lefty_facts = ["{A} was left-handed, and the ink always smudged under {his} wrist.",
                   "{A} ate left-handed, as {he} did everything, and nobody at the table remarked on it."]
    mark_facts = ["The lamplight caught {short}.", "{A} touched {short} without thinking.",
                  "{B} glanced at {short} and looked away.", "{short_cap} showed white in the cold."]
    age_facts = ["{A} was {age} that year, and looked older.", "At {age}, {A} was already known in {place}.",
                 "{A}, who was {age}, did not care to be told what to do."]
    rank_facts = ["{A}, now a {rank} of the Order, never spoke of it in company.",
                  "{A} had been a {rank} of the Order long enough to stop noticing the title."]
    rel_facts = {
        "sworn": ["{X}'s sworn {sib} {Y} sat beside {xhim}.", "{X} and {Y} were sworn {sibs} and kept nothing from each other.",
                  "{X} stood at the door of {spot} with {xhis} sworn {sib} {Y}."],
        "ally": ["{X}'s ally {Y} was already waiting at {spot}.", "{X} and {Y} had long been allies and trusted each other.",
                 "{Y}, {X}'s ally, had come along too."],
        "enemy": ["{X}'s sworn enemy {Y} was at the table too, and neither looked at the other.",
                  "{X} and {Y} were sworn enemies and did not so much as nod.",
                  "{X} looked coldly at {xhis} sworn enemy {Y} and said nothing."],
        "master": ["{S} bowed to {shis} master {M}.", "{M} looked at {mhis} apprentice {S} and nodded.",
                   "{S}'s master, {M}, had come too."],
    }
    memory_facts = ["{A} remembered how {D} used to laugh, and for a moment could not go on.",
                    "{A} remembered the road to {place2} with {D}, long ago, and fell silent."]

    def sib(self, x, y):
        return "brother" if x.gender == "m" else "sister"

    def sibs(self, x, y):
        return "brothers" if x.gender == "m" else "sisters"

    def promotion(self, i):
        return ["{A} was promoted to {rank} that afternoon.", "{A} was raised to the rank of {rank}.",
                "{A} reached the rank of {rank}, and the whole hall stood to applaud."][i % 3]

    def promotion_para(self, i):
        pre = ["The examiners kept {A} in {spot} for most of the day.",
               "{A} came before the Council of the Order in {his} best coat.",
               "The letter from the Order arrived by the morning post."]
        return pre[i % 3] + " " + self.promotion(i)

    deaths = ["{D} died of {dhis} wounds before dawn.", "{D} was dead before the surgeon arrived.",
              "{D} died that night, in the narrow bed above {spot}, with {A} beside {dhim}."]
    death_pre = ["The attack came without warning. Men from {sect} broke into {spot}, and {D} was the first to meet them.",
                 "{D} threw {dself} between {A} and the knife, and took it in the side.",
                 "{D} had been ill for a week; the surgeon came twice and shook his head both times."]
    death_post = ["They buried {D} in the churchyard at {place}.", "{A} stood at {D}'s grave for a long time and said nothing.",
                  "{A} closed {D}'s eyes with {his} own hand."]

    plant_hand = ["{A} took the pen in {his} {w} hand", "{A} drew {his} {weapon} with {his} {w} hand",
                  "{A}, who had always been {w}-handed,"]
    plant_hand_wrap = ["{p} and wrote quickly. {B} waited by the door.", "{p} and stepped forward.",
                       "{p} caught the rope as it fell."]
    plant_mark = ["the lamplight caught {short}", "{A} touched {short} without thinking", "{B} glanced at {short}"]
    plant_mark_wrap = ["When {A} turned, {p}.", "{p}.", "{p} and looked away."]
    plant_age = ["{A} was {age} that year", "At {age}, {A} was already known", "{A}, who was {age},"]
    plant_age_wrap = ["{p}, and looked older.", "{p} in {place}.", "{p} did not care to be told what to do."]
    plant_rel_enemy = ["{X} and {Y} were sworn enemies", "{X}'s sworn enemy {Y}", "{X} and {Y} had been bitter enemies for years"]
    plant_rel_enemy_wrap = ["{p}, and they did not so much as nod.", "{p} was at the table too, and neither looked at the other.",
                            "{p}, and everybody in {place} knew it."]
    plant_rel_master = ["{M}'s master, {S},", "{S}'s apprentice {M}", "{M} bowed to {mhis} master {S}"]
    plant_rel_master_wrap = ["{p} had come too.", "{p} came hurrying up the stairs.", "{p}."]
    plant_dead = ["{D} came in out of the rain and shook the water from {dhis} hat", "Just then {D} walked into the room and sat down beside {A}",
                  "{D} poured {A} a cup of {drink} and pushed it across the table"]
    plant_dead_wrap = ["{p}. \"{line}\" {Dhe} said.", "{p}. \"{line}\"", "{p}. \"{line}\" {Dhe} said, smiling."]
    plant_date = ["It was the {d}", "On the {d}", "The {d} was a market day in {place}"]
    plant_date_wrap = ["{p}, and {weather}.", "{p}, {A} set out from {place} with {B}.", "{p}, and the streets were full."]

    injury = ["A knife laid {A}'s {s} arm open to the bone; the surgeon stitched it and put it in a sling.",
              "In the scuffle a cudgel cracked {A}'s {s} wrist, and the surgeon splinted it.",
              "{A} was thrown from the cart and put {his} {s} shoulder out; the whole arm was too swollen to lift."]
    ctrl_hand = ["With {his} {s} arm in a sling, {A} took the pen in {his} {o} hand",
                 "Because {his} {s} wrist was still splinted, {A} drew {his} {weapon} with {his} {o} hand",
                 "{A}'s {s} shoulder was still too stiff to raise, so {he} lifted the cup in {his} {o} hand"]
    heal = ["{A}'s {s} arm had healed, and {he} could hold {his} {weapon} in {his} {s} hand again.",
            "The splints came off, and {A} could use {his} {s} hand as well as ever.",
            "The swelling in {A}'s {s} shoulder went down, and {he} could write with {his} {s} hand again."]
    quarrel = ["{Y} sold {X}'s movements to {sect}; when {X} learned of it, {xhe} broke with {Y} in front of everyone, and from that night they were enemies.",
               "{X} and {Y} quarrelled bitterly over {cause}, and parted as enemies.",
               "{Y} betrayed {X}, handing to {sect} the papers {X} had trusted {yhim} with. From then on they were enemies."]
    reconcile = ["{X} and {Y} sat up until dawn in {spot} and put the old quarrel behind them; by morning they were allies.",
                 "{Y} saved {X}'s life on the quay, and {X} let the old grudge go; from then on they were allies.",
                 "{X} went to {Y}'s house and apologised, and the long feud ended; they became allies."]
    ctrl_enemy = ["{X}'s sworn enemy {Y}", "{X} and {Y} were enemies now", "{X} looked coldly at {xhis} enemy {Y}"]
    ctrl_enemy_wrap = ["{p} was at the table too, and neither looked at the other.", "{p}, and did not so much as nod.",
                       "{p} and said nothing."]
    ctrl_ally = ["{X}'s ally {Y}", "{X} and {Y} were allies now", "{Y}, {X}'s ally,"]
    ctrl_ally_wrap = ["{p} was already waiting at {spot}.", "{p}, and trusted each other.", "{p} had come along too."]
    ctrl_memory = ["{A} remembered how {D} used to say, \"{line}\"",
                   "{A} remembered {D} standing in the doorway of {spot}, saying, \"{line}\"",
                   "That night {A} dreamed of {D}, who smiled in the dream and said, \"{line}\""]
    ctrl_flashback = ["{A} remembered the {d}", "Years before, on the {d}", "{A} thought back to the {d}"]
    ctrl_flashback_wrap = ["{p}, when {B} had stood just so in the doorway of {spot}.",
                           "{p}, {A} had stood on this same quay, a stranger in {place2}.",
                           "{p}, and to everything that had happened since."]

    fs_plant = ["{B} pressed {cl} {cue} into {A}'s hands and would not say where it had come from",
                "{A} found {cl} {cue} in the mud beneath {spot}, where somebody had dropped it",
                "Among the things in {A}'s drawer was {cl} {cue}, wrapped in a scrap of oilcloth"]
    fs_plant_tail = ". There was an odd pattern scratched on the {cue}, and {A} had a feeling that it would matter one day."
    fs_mention = ["{A} took out the {cue} again and turned it over, none the wiser.",
                  "{A} kept the {cue} in an inside pocket and told nobody about it."]
    fs_payoff = ["It turned out that the {cue} had belonged to {owner} all along.",
                 "The truth about the {cue} came out at last: it had been the property of {owner}.",
                 "Inside the {cue} {A} found a folded note, and the truth of the whole affair was revealed."]

    def cue(self, material, obj):
        return f"{material} {obj}", "an" if material[0] in "aeiou" else "a"

    def fs_note(self, cue):
        return f"where the {cue} came from"

    def profile(self, p, rels, ranks):
        pp = "his" if p.gender == "m" else "her"
        lines = [f"# {p.name}"]
        if p.alias:
            lines.append(f"- Aliases: {p.alias}")
        full = self.marks[p.mark][0].format(p=pp, s=p.side)
        lines += ["## Basics", f"- Age: {p.age0} (at chapter 1)", f"- Gender: {'male' if p.gender == 'm' else 'female'}",
                  f"- Handedness: {p.hand}", f"- Appearance: {p.build}; {full}", f"- Weapon: {p.weapon}",
                  f"- Role: {p.role}", "## Baseline", f"- Speech: {self.speech[p.speech][0].format(p=pp)}",
                  "## State", f"- Rank: {ranks[p.rank0]}"]
        for other, kind, master in rels:
            if kind == "sworn":
                lines.append(f"- With {other.name}: sworn {self.sibs(p, other)}")
            elif kind == "ally":
                lines.append(f"- With {other.name}: allies")
            elif kind == "enemy":
                lines.append(f"- With {other.name}: sworn enemies")
            elif master is p:
                lines.append(f"- With {other.name}: {other.name}'s master; {other.name} is {pp} apprentice")
            else:
                lines.append(f"- With {other.name}: {other.name}'s apprentice; {other.name} is {pp} master")
        return "\n".join(lines) + "\n"

    def toml(self, title):
        return (f'[book]\ntitle = "{title}"\nlanguage = "en"\nstatus = "finished"\n\n'
                f"[review]\nstale_after_chapters = {STALE_AFTER}\n")

    def book_title(self, rng):
        return "The " + rng.choice(["Lamps", "Tides", "Bells", "Ledgers", "Ferries"]) + " of " + \
            rng.choice(["Greywater", "Saltcombe", "Harrowgate", "Crowmere"])

    def rules_yaml(self):
        out = ["power_scale: [" + ", ".join(self.ranks) + "]   # ranks of the Lantern Order, lowest first", "rules:"]
        for r in self.rules:
            out += [f"  - id: {r['id']}", f"    text: {r['text']}",
                    "    forbid_actions: [" + ", ".join(r["forbid_actions"]) + "]",
                    f"    unless_rank_at_least: {self.ranks[r['rank']]}"]
        out += ["  - id: death-is-final", "    text: The dead do not come back.", "    death_is_final: true"]
        return "\n".join(out) + "\n"

    def world_md(self, places):
        out = ["# The World", "", "## The country", "- The story opens in the spring of 1852.",
               "- The Lantern Order keeps the lamps that hold back the fog; its ranks, lowest first, are "
               + ", ".join(self.ranks) + ".", "- Coaches, barges and ferries join the towns of the estuary.", "",
               "## Rules"]
        out += [f"- {r['text']}" for r in self.rules]
        out += ["- The dead do not come back.", "", "## Places"]
        out += [f"- {p}" for p in places]
        return "\n".join(out) + "\n"

    def factions_md(self):
        out = ["# Factions", ""]
        for s in self.P["sects"]:
            out.append(f"- {s[0].upper() + s[1:]}: one of the powers of the estuary towns.")
        return "\n".join(out) + "\n"


LANGS = {"zh": ZhLang, "en": EnLang}

# ============================================================================ the story model


@dataclass(eq=False)
class Person:
    name: str
    gender: str
    age0: int
    hand: str
    mark: int
    side: str
    rank: int
    speech: int
    loud: bool
    weapon: str
    role: str
    build: str
    alias: str = ""
    lead: bool = False
    arc: int = -1
    alive: bool = True
    died: int = 0
    injured: bool = False
    reserved: bool = False
    rank_since: int = 1
    seen: dict = field(default_factory=dict)
    rank0: int = -1  # the rank at chapter 1, for the profile (State is where the story starts)

    def __post_init__(self):
        self.rank0 = self.rank if self.rank0 < 0 else self.rank0


@dataclass(eq=False)
class Relation:
    a: Person
    b: Person
    kind: str  # sworn | ally | enemy | master
    master: Person | None = None
    changed: bool = False
    seen: int = 0
    orig_kind: str = ""

    def __post_init__(self):
        self.orig_kind = self.orig_kind or self.kind


@dataclass
class Arc:
    index: int
    start: int
    end: int
    place: str
    members: list = field(default_factory=list)


@dataclass
class Foreshadow:
    id: str
    cue: str
    cl: str
    planted: int
    due: int
    mention: int = 0
    payoff: int = 0
    role: str = "regular"  # regular | stale | control
    note: str = ""
    holder: Person | None = None


class _Slots(dict):
    def __init__(self, gen: "Generator"):
        super().__init__()
        self.gen = gen

    def __missing__(self, key):
        v = self.gen._slot(key, self)
        self[key] = v
        return v


@dataclass
class GeneratedBook:
    language: str
    files: dict  # relative path -> text
    chapters: int
    size: int
    plants: int
    controls: int


class Generator:
    def __init__(self, language: str, chapters: int, size: int, seed: int):
        if language not in LANGS:
            raise ValueError(f"language must be zh or en, not {language!r}")
        if chapters < 1 or size < chapters:
            raise ValueError("need at least one chapter and a size of at least one unit per chapter")
        self.L = LANGS[language]()
        self.lang = language
        self.n = chapters
        self.size = size
        self.rng = random.Random(seed)
        self.seed = seed
        self.answers_conflicts: list[dict] = []
        self.answers_controls: list[dict] = []
        self.rule_use: dict[str, int] = {}

    # ------------------------------------------------------------------ planning
    def _cast(self):
        rng, L = self.rng, self.L
        n_cast = max(20, round(150 * self.n / DEFAULT_CHAPTERS))
        names: list[str] = []
        people: list[Person] = []
        blocked = self._static_text()
        tries = 0
        while len(people) < n_cast:
            tries += 1
            if tries > 200000:
                raise RuntimeError("name pools exhausted")
            gender = "m" if rng.random() < 0.55 else "f"
            made = L.make_name(rng, gender)
            if not made:
                continue
            name, alias = made
            tokens = names + self._aliases(people)
            if any(name in o or o in name for o in tokens) or name in blocked:
                continue
            if self.lang == "en" and len(people) < len(L.P["last"]) - 15:
                last = name.split()[-1]
                if any(o.split()[-1] == last for o in names):
                    continue
            idx = len(people)
            lead = idx < N_LEADS
            if lead and alias and (any(alias in o or o in alias for o in tokens)
                                   or alias in blocked):
                continue
            if idx == 1:  # sworn sibling of the protagonist: same gender
                if gender != people[0].gender:
                    continue
            age0 = rng.randint(16, 24) if idx in (0, 1) else rng.randint(45, 70) if idx == 2 else rng.randint(17, 60)
            rank = 0 if idx in (0, 1) else 3 if idx == 2 else 1 if lead else rng.choice([0, 0, 1, 1, 2, 2, 3])
            speech = rng.randrange(len(L.speech))
            p = Person(name=name, gender=gender, age0=age0, hand="left" if rng.random() < 0.3 else "right",
                       mark=rng.randrange(len(L.marks)), side=rng.choice(["left", "right"]), rank=rank,
                       speech=speech, loud=L.speech[speech][1], weapon=rng.choice(L.P["weapons"]),
                       role=rng.choice(L.P["roles"]), build=rng.choice(L.P["build"]),
                       alias=alias if lead else "", lead=lead)
            if idx == 0:
                p.hand = "left"
            names.append(name)
            people.append(p)
        # names must never be substrings of each other (aliases included)
        tokens = [(p, p.name) for p in people] + [(p, p.alias) for p in people if p.alias]
        for p, a in tokens:
            for q, b in tokens:
                assert p is q or a not in b, (a, b)
        return people

    @staticmethod
    def _aliases(people):
        return [p.alias for p in people if p.alias]

    def _static_text(self) -> str:
        L = self.L
        chunks = []

        def walk(x):
            if isinstance(x, str):
                chunks.append(re.sub(r"\{[^}]*\}", "|", x))
            elif isinstance(x, dict):
                for v in x.values():
                    walk(v)
            elif isinstance(x, (list, tuple)):
                for v in x:
                    walk(v)
        for k, v in L.P.items():
            if k not in ("surnames", "compound", "given_m", "given_f", "first_m", "first_f", "last"):
                walk(v)
        walk(L.scenes)
        walk(L.lines)
        walk(L.ranks)
        for name in dir(L):
            v = getattr(L, name)
            if isinstance(v, (list, dict)) and not name.startswith("_") and name != "P":
                walk(v)
        return "|".join(chunks)

    def _plan(self):
        rng, n = self.rng, self.n
        self.people = self._cast()
        leads = self.people[:N_LEADS]
        self.leads = leads
        others = self.people[N_LEADS:]
        # arcs of about 30-60 chapters
        n_arcs = max(1, round(n / 45))
        raw = [rng.uniform(30, 60) for _ in range(n_arcs)]
        tot = sum(raw)
        bounds, acc = [], 0.0
        for r in raw:
            acc += r
            bounds.append(round(acc * n / tot))
        places = list(self.L.P["places"])
        rng.shuffle(places)
        self.arcs = []
        start = 1
        for i, b in enumerate(bounds):
            self.arcs.append(Arc(i, start, b, places[i % len(places)]))
            start = b + 1
        self.arc_at = [None] * (n + 2)
        for a in self.arcs:
            for c in range(a.start, a.end + 1):
                self.arc_at[c] = a
        # distribute the other characters over the arcs, proportionally to length (at least 4 each)
        k = 0
        for i, a in enumerate(self.arcs):
            want = max(4, round(len(others) * (a.end - a.start + 1) / n))
            if i == len(self.arcs) - 1:
                want = max(4, len(others) - k)
            for _ in range(want):
                p = others[k % len(others)]
                if p.arc < 0:
                    p.arc = i
                a.members.append(p)
                k += 1
        for p in others:
            if p.arc < 0:
                p.arc = len(self.arcs) - 1
                self.arcs[-1].members.append(p)
        # relations
        self.relations: list[Relation] = []
        L0, L1, L2, L3, L4 = leads
        self._relate(L0, L1, "sworn")
        self._relate(L2, L0, "master", master=L2)
        self._relate(L0, L3, "ally")
        self._relate(L0, L4, "enemy")
        self._relate(L1, L3, "ally")
        for a in self.arcs:
            m = [p for p in a.members if p.arc == a.index]
            if len(m) < 2:
                continue
            pool = list(m)
            rng.shuffle(pool)
            kinds = ["sworn", "ally", "enemy", "master", rng.choice(["ally", "enemy", "sworn"])]
            pairs = []
            for kind in kinds:
                for _ in range(20):
                    x, y = rng.sample(pool, 2)
                    if self._rel(x, y) or (x, y) in pairs:
                        continue
                    if kind == "sworn" and x.gender != y.gender:
                        continue
                    if kind == "master" and x.age0 < y.age0 + 10:
                        x, y = y, x
                        if x.age0 < y.age0 + 10:
                            continue
                    self._relate(x, y, kind, master=x if kind == "master" else None)
                    pairs.append((x, y))
                    break
            # one member is tied to a lead
            x = rng.choice(m)
            if not self._rel(x, L1):
                self._relate(L1 if rng.random() < 0.5 else L3, x, rng.choice(["ally", "enemy"]))
        # the schedule: chapter -> list of events
        self.plan: dict[int, list[dict]] = {}
        count = max(1, n // 50)
        sp = n / count
        conflict_ch = [min(n, int((i + 0.5) * sp) + 1) for i in range(count)]
        kinds = [PLANT_ORDER[i % 6] for i in range(count)]
        self._stale_gap = lambda c: max(5, min(35, n - c - max(5, n // 10)))
        for i, k in enumerate(kinds):
            if k == "stale_foreshadow" and conflict_ch[i] + 15 + max(5, n // 10) > n and count > 1:
                j = i - 1
                kinds[i], kinds[j] = kinds[j], kinds[i]
        control_ch = []
        for i in range(count):
            c = min(n, int((i + 0.85) * sp) + 1)
            while c in conflict_ch or c in control_ch or c < 5:
                c = c + 1 if c < n else c - 1
                if c < 1:
                    break
            control_ch.append(c)
        ckinds = [CONTROL_ORDER[i % 6] for i in range(count)]
        for i, (c, k) in enumerate(zip(control_ch, ckinds)):
            if k == "stale_foreshadow" and c + 50 > n:
                ckinds[i] = "baseline_violation"
        self.conflict_plan = list(zip(conflict_ch, kinds))
        self.control_plan = list(zip(control_ch, ckinds))
        variant = {}
        for pid, (c, k) in enumerate(self.conflict_plan):
            v = variant.get(k, 0)
            variant[k] = v + 1
            self._add(c, {"type": "conflict", "kind": k, "variant": v, "pid": pid})
            if k == "dead_character_active":
                d = max(1, c - rng.randint(3, 8))
                self._add(d, {"type": "death", "for": pid}, front=True)
        cvariant = {}
        for cid, (c, k) in enumerate(self.control_plan):
            v = cvariant.get(k, 0)
            cvariant[k] = v + 1
            ev = {"type": "control", "kind": k, "variant": v, "cid": cid}
            if k == "baseline_violation":
                s = max(1, c - 2)
                self._add(s, {"type": "setup", "kind": k, "cid": cid, "variant": v}, front=True)
                if c + 2 <= n:
                    self._add(c + 2, {"type": "heal", "cid": cid})
            elif k == "relation_reversal":
                s = max(1, c - 3)
                self._add(s, {"type": "setup", "kind": k, "cid": cid, "variant": v}, front=True)
            elif k == "dead_character_active":
                self._add(max(1, c - 4), {"type": "death", "for": None}, front=True)
            self._add(c, ev)
        self.ctrl_state: dict[int, dict] = {}
        # regular deaths: one in the middle of each arc
        for a in self.arcs:
            if a.end - a.start >= 8:
                self._add(rng.randint(a.start + (a.end - a.start) // 3, a.start + 2 * (a.end - a.start) // 3),
                          {"type": "death", "for": None}, front=True)
        # promotions: leads rise through the ranks, arc members now and then
        top = len(self.L.ranks) - 1
        for li, lead in enumerate(leads):
            steps = top - lead.rank - (1 if li in (1, 3) else 0)
            for s in range(max(0, steps)):
                c = int(n * (s + 1) / (steps + 1)) + rng.randint(-3, 3)
                if 1 < c <= n:
                    self._add(c, {"type": "promote", "who": li}, front=True)
        for a in self.arcs:
            for _ in range(rng.randint(1, 2)):
                self._add(rng.randint(a.start, a.end), {"type": "promote", "who": None}, front=True)
        # foreshadows
        self.foreshadows: list[Foreshadow] = []
        combos = [(m, o) for m in self.L.P["materials"] for o in self.L.P["objects"]]
        rng.shuffle(combos)
        self._cues = iter(combos)
        nf = max(1, n // 25)
        for i in range(nf):
            p = int(i * n / nf) + 1 + rng.randint(0, max(0, n // nf - 1))
            r = p + rng.randint(8, 25)
            if r > n:
                continue
            f = self._new_fs(p, min(n, r + rng.randint(3, 15)), "regular")
            f.payoff = r
            if r - p >= 6:
                f.mention = (p + r) // 2
        for pid, (c, k) in enumerate(self.conflict_plan):
            if k == "stale_foreshadow":
                f = self._new_fs(c, min(n, c + self._stale_gap(c)), "stale")
                f.pid = pid
        for cid, (c, k) in enumerate(self.control_plan):
            if k == "stale_foreshadow":
                r = c + max(2 * STALE_AFTER // 2 + 5, min(80, n - c - 3))
                r = min(r, n - 1)
                f = self._new_fs(c, min(n, r + 10), "control")
                f.payoff, f.cid = r, cid
        for f in self.foreshadows:
            self._add(f.planted, {"type": "fs_plant", "fs": f})
            if f.mention:
                self._add(f.mention, {"type": "fs_mention", "fs": f})
            if f.payoff:
                self._add(f.payoff, {"type": "fs_payoff", "fs": f})

    def _new_fs(self, planted, due, role):
        m, o = next(self._cues)
        cue, cl = self.L.cue(m, o)
        f = Foreshadow(id=f"fs-{len(self.foreshadows) + 1:03d}", cue=cue, cl=cl, planted=planted, due=due, role=role,
                       note=self.L.fs_note(cue))
        self.foreshadows.append(f)
        return f

    def _add(self, c, ev, front=False):
        lst = self.plan.setdefault(c, [])
        if front:
            lst.insert(0, ev)
        else:
            lst.append(ev)

    def _relate(self, a, b, kind, master=None):
        self.relations.append(Relation(a, b, kind, master=master))

    def _rel(self, a, b):
        for r in self.relations:
            if (r.a is a and r.b is b) or (r.a is b and r.b is a):
                return r
        return None

    # ------------------------------------------------------------------ slots
    def _slot(self, key, s):
        rng, P = self.rng, self.L.P
        if key == "place":
            return self.arc.place
        if key == "weather":
            return rng.choice((ZH_SEASON if self.lang == "zh" else EN_SEASON)[self.L.season(self.date)])
        if key == "line":
            return self._deck("lines", self.L.lines).format_map(s)
        if key == "linec":
            ln = s["line"]
            return ln[:-1] + "," if ln.endswith(".") else ln
        if key == "say_after":
            return "said"
        if key in ("sect", "sect2"):
            base = "sects"
        elif key.endswith("2") and key[:-1] + "s" in P:
            base = key[:-1] + "s"
        elif key.endswith("2"):
            base = key[:-1]
        elif key + "s" in P:
            base = key + "s"
        else:
            base = key
        if key in ("owner",):
            return rng.choice(P["owners"]).format_map(s)
        pool = P[base]
        v = rng.choice(pool)
        if key.endswith("2"):
            first = s[key[:-1]] if key != "place2" else self.arc.place
            for _ in range(5):
                if v != first:
                    break
                v = rng.choice(pool)
        return v

    def _slots(self, A=None, B=None, C=None) -> _Slots:
        s = _Slots(self)
        for pre, p in (("A", A), ("B", B), ("C", C)):
            if p is not None:
                self.L.pron(s, pre, p)
        if A is not None:
            s["weapon"] = A.weapon
        return s

    def _deck(self, key, items):
        d = self.decks.get(key)
        if not d:
            d = list(items)
            self.rng.shuffle(d)
            self.decks[key] = d
        return d.pop()

    def _fmt(self, tmpl, s, **extra):
        s.update(extra)
        return tmpl.format_map(s)

    # ------------------------------------------------------------------ people in a chapter
    def _three(self, must=None):
        feat = [p for p in self.feat if p.alive]
        rng = self.rng
        if must is not None:
            rest = [p for p in feat if p is not must]
            rng.shuffle(rest)
            return [must] + rest[:2]
        out = list(feat)
        rng.shuffle(out)
        return out[:3]

    def _featured(self, forced):
        rng, arc = self.rng, self.arc
        feat = []
        for p in forced:
            if p not in feat and p.alive:
                feat.append(p)
        members = [p for p in arc.members if p.alive and p not in feat]
        k = rng.randint(3, 6)
        picks = rng.sample(members, min(k, len(members)))
        leads = [self.leads[0]] if rng.random() < 0.85 else []
        leads += [p for p in self.leads[1:] if rng.random() < 0.3]
        for p in picks + leads:
            if p not in feat:
                feat.append(p)
        # bring in a relation partner now and then, so relations get mentioned
        if rng.random() < 0.6:
            cands = [r for r in self.relations if r.a.alive and r.b.alive and ((r.a in feat) != (r.b in feat))
                     and (r.a.lead or r.a in arc.members) and (r.b.lead or r.b in arc.members)]
            if cands:
                r = rng.choice(cands)
                feat.append(r.b if r.a in feat else r.a)
        for p in self.leads:
            if len(feat) >= 3:
                break
            if p not in feat:
                feat.append(p)
        return feat

    def _arc_pool(self, pred, leads=True):
        """Alive, unreserved people of the current arc (non-leads first) satisfying pred."""
        c = [p for p in self.arc.members if p.alive and not p.reserved and not p.lead and pred(p)]
        if not c:
            c = [p for p in self.people if p.alive and not p.reserved and not p.lead and pred(p)
                 and p.arc <= self.arc.index]
        if not c and leads:
            c = [p for p in self.leads if not p.reserved and pred(p)]
        return c

    # ------------------------------------------------------------------ facts
    def _mark(self, p, side):
        L = self.L
        if self.lang == "zh":
            where, _, short = L.marks[p.mark]
            return {"s": L.side[side], "where": where, "short": short}
        poss = p.name + "'s"
        short = L.marks[p.mark][1].format(p=poss, s=side)
        short_own = L.marks[p.mark][1].format(p="his" if p.gender == "m" else "her", s=side)
        return {"short": short, "short_cap": short[0].upper() + short[1:], "short_own": short_own}

    def _age(self, p):
        return p.age0 + self.L.age_years(self.L.days_between(self.start, self.date))

    def _fact(self, ci):
        """One consistent fact sentence about someone featured, or ''."""
        rng, L = self.rng, self.L
        feat = [p for p in self.feat if p.alive]
        r = rng.random()
        if r < 0.32:
            p = rng.choice(feat)
            if p.injured:
                return ""
            s = self._slots(p, self._other(p))
            if p.hand == "left" and rng.random() < 0.2:
                t = rng.choice(L.lefty_facts)
            else:
                t = rng.choice(L.hand_facts)
            p.seen.setdefault("handedness", ci)
            return self._fmt(t, s, h=L.side[p.hand])
        if r < 0.55:
            p = rng.choice(feat)
            s = self._slots(p, self._other(p))
            p.seen.setdefault("mark", ci)
            t = rng.choice(L.mark_facts)
            if self.lang == "en" and "{A}" in t:
                s.update(self._mark(p, p.side))
                s["short"] = s["short_own"]
            else:
                s.update(self._mark(p, p.side))
            return self._fmt(t, s)
        if r < 0.8:
            rels = [x for x in self.relations if x.a.alive and x.b.alive and x.a in feat and x.b in feat]
            if not rels:
                return ""
            rel = rng.choice(rels)
            rel.seen = rel.seen or ci
            return self._rel_sentence(rel, rng.choice(L.rel_facts[rel.kind]))
        if r < 0.9:
            p = rng.choice(feat)
            s = self._slots(p)
            return self._fmt(rng.choice(L.rank_facts), s, rank=L.ranks[p.rank])
        if r < 0.95:
            p = rng.choice(feat)
            s = self._slots(p)
            p.seen.setdefault("age", ci)
            return self._fmt(rng.choice(L.age_facts), s, age=L.num(self._age(p)))
        if self.dead:
            p = rng.choice(feat)
            d = self.dead[-1] if rng.random() < 0.5 else rng.choice(self.dead)
            s = self._slots(p)
            s["D"] = d.name
            return self._fmt(rng.choice(L.memory_facts), s)
        return ""

    def _rel_sentence(self, rel, tmpl, x=None, y=None):
        L = self.L
        if rel.kind == "master":
            m = rel.master
            st = rel.b if rel.a is m else rel.a
            s = self._slots(st, m)
            s.update(M=m.name, S=st.name)
            if self.lang == "en":
                s.update(mhis="his" if m.gender == "m" else "her", shis="his" if st.gender == "m" else "her")
            return self._fmt(tmpl, s)
        x = x or (rel.a if self.rng.random() < 0.5 else rel.b)
        y = y or (rel.b if x is rel.a else rel.a)
        s = self._slots(x, y)
        s.update(X=x.name, Y=y.name)
        if self.lang == "zh":
            s["sib"] = L.sib(x, y)
        else:
            s.update(sib=L.sib(x, y), sibs=L.sibs(x, y), xhim="him" if x.gender == "m" else "her",
                     xhis="his" if x.gender == "m" else "her", xhe="he" if x.gender == "m" else "she",
                     yhim="him" if y.gender == "m" else "her")
        return self._fmt(tmpl, s)

    def _other(self, p):
        o = [q for q in self.feat if q is not p and q.alive]
        return self.rng.choice(o) if o else p

    # ------------------------------------------------------------------ filler
    def _narration(self, ci):
        rng, L = self.rng, self.L
        scene = rng.choice(self.ch_scenes)
        a, b, c = self._three()
        s = self._slots(a, b, c)
        sents, prev = [], ""
        for _ in range(rng.randint(2, 4)):
            t = self._deck("scene:" + scene, L.scenes[scene])
            if prev and t.startswith("{A}") and "{A}" in prev and rng.random() < 0.7:
                t = ("{He}" if self.lang == "en" else "{Ata}") + t[3:]
            sents.append(self._cap(t.format_map(s)))
            prev = t
        if rng.random() < self.fact_rate:
            f = self._fact(ci)
            if f:
                sents.insert(rng.randint(0, len(sents)), f)
        if rng.random() < self.action_rate:
            f = self._regular_action()
            if f:
                sents.append(f)
        return [L.joiner.join(sents)]

    def _regular_action(self):
        rng, L = self.rng, self.L
        cands = [(p, i) for p in self.feat if p.alive for i, r in enumerate(L.rules) if p.rank >= r["rank"]]
        if not cands:
            return ""
        p, i = rng.choice(cands)
        s = self._slots(p, self._other(p))
        return self._fmt(rng.choice(L.actions[i]), s)

    def _dialogue(self):
        rng, L = self.rng, self.L
        a, b, c = self._three()
        out = []
        for k in range(rng.randint(2, 4)):
            spk, other = (a, b) if k % 2 == 0 else (b, a)
            s = self._slots(spk, other, c)
            s["say"] = L.say(rng, spk)
            out.append(self._deck("forms", L.dialogue_forms).format_map(s))
        return out

    def _fill(self, ci):
        r = self.rng.random()
        if r < 0.3:
            return self._dialogue()
        return self._narration(ci)

    def _wrap(self, core, wraps, i, s):
        s["p"] = core
        return wraps[i % len(wraps)].format_map(s)

    def _embed(self, ci, sentence):
        """A narration paragraph with `sentence` in the middle."""
        rng, L = self.rng, self.L
        scene = rng.choice(self.ch_scenes)
        a, b, c = self._three()
        s = self._slots(a, b, c)
        before = self._cap(self._deck("scene:" + scene, L.scenes[scene]).format_map(s))
        after = self._cap(self._deck("scene:" + scene, L.scenes[scene]).format_map(s))
        return L.joiner.join([before, self._cap(sentence), after])

    def _cap(self, text):
        return text[0].upper() + text[1:] if self.lang == "en" and text[:1].islower() else text

    # ------------------------------------------------------------------ events
    def _prepare(self, ev, ci):
        """Choose who an event needs (before the chapter's cast is picked); return them."""
        rng, L, k = self.rng, self.L, ev.get("kind")
        t = ev["type"]
        if t == "death":
            c = self._arc_pool(lambda p: not p.reserved, leads=False)
            if not c:
                return []
            v = rng.choice(c)
            ev["who"] = v
            v.reserved = True  # until the event writes
            return [v]
        if t == "promote":
            top = len(L.ranks) - 1
            if ev["who"] is not None:
                p = self.leads[ev["who"]]
                if p.rank >= top:
                    ev["skip"] = True
                    return []
                ev["p"] = p
                return [p]
            c = self._arc_pool(lambda p: p.rank < top - 1)
            if not c:
                ev["skip"] = True
                return []
            ev["p"] = rng.choice(c)
            return [ev["p"]]
        if t == "setup" and k == "baseline_violation":
            c = self._arc_pool(lambda p: "handedness" in p.seen) or self._arc_pool(lambda p: True)
            p = rng.choice(c)
            p.reserved = True
            self.ctrl_state[ev["cid"]] = {"p": p}
            return [p]
        if t == "setup" and k == "relation_reversal":
            want = ["sworn", "ally"] if ev["variant"] % 2 == 0 else ["enemy"]
            c = self._pairs(want) or self._pairs(["enemy"] if want != ["enemy"] else ["sworn", "ally"])
            if not c:
                return []
            rel = rng.choice(c)
            rel.a.reserved = rel.b.reserved = True
            self.ctrl_state[ev["cid"]] = {"rel": rel}
            return [rel.a, rel.b]
        if t == "heal":
            st = self.ctrl_state.get(ev["cid"])
            return [st["p"]] if st and st["p"].alive else []
        if t in ("fs_mention", "fs_payoff"):
            h = ev["fs"].holder
            return [h] if h is not None and h.alive else []
        if t == "conflict":
            return self._prepare_conflict(ev, ci)
        if t == "control":
            return self._prepare_control(ev, ci)
        return []

    def _pairs(self, kinds, unchanged=True):
        arc = self.arc
        out = []
        for r in self.relations:
            if r.kind not in kinds or not (r.a.alive and r.b.alive) or r.a.reserved or r.b.reserved:
                continue
            if unchanged and r.changed:
                continue
            if not ((r.a.lead or r.a in arc.members) and (r.b.lead or r.b in arc.members)):
                continue
            if r.a.lead and r.b.lead and r.kind in ("sworn", "master") and kinds != ["master"]:
                continue  # keep the leads' core bonds for the plants
            out.append(r)
        return out

    def _prepare_conflict(self, ev, ci):
        rng, L, k, v = self.rng, self.L, ev["kind"], ev["variant"]
        if k == "baseline_violation":
            feature = ["handedness", "mark", "age"][v % 3]
            ev["feature"] = feature
            c = self._arc_pool(lambda p: feature in p.seen and not p.injured) or \
                self._arc_pool(lambda p: not p.injured)
            ev["p"] = rng.choice(c)
            return [ev["p"]]
        if k == "relation_reversal":
            kind = ["sworn", "ally", "master"][v % 3]
            c = [r for r in self.relations if r.kind == kind and r.a.alive and r.b.alive and not r.changed
                 and not r.a.reserved and not r.b.reserved
                 and (r.a.lead or r.a in self.arc.members) and (r.b.lead or r.b in self.arc.members)]
            if not c:
                c = [r for r in self.relations if r.kind in ("sworn", "master") and r.a.lead and r.b.lead]
            seen = [r for r in c if r.seen]
            ev["rel"] = rng.choice(seen or c)
            return [ev["rel"].a, ev["rel"].b]
        if k == "dead_character_active":
            d = self.plant_victims.get(ev["pid"]) or (self.dead[-1] if self.dead else None)
            ev["d"] = d
            return []
        if k == "world_rule_violation":
            ri = v % len(L.rules)
            need = L.rules[ri]["rank"]
            c = self._arc_pool(lambda p: p.rank < need and not p.lead)
            if not c:
                ri = len(L.rules) - 1
                need = L.rules[ri]["rank"]
                c = self._arc_pool(lambda p: p.rank < need)
            ev["ri"], ev["p"] = ri, rng.choice(c)
            return [ev["p"]]
        return []

    def _prepare_control(self, ev, ci):
        rng, L, k = self.rng, self.L, ev["kind"]
        st = self.ctrl_state.get(ev["cid"], {})
        if k == "baseline_violation":
            p = st.get("p")
            return [p] if p else []
        if k == "relation_reversal":
            rel = st.get("rel")
            return [rel.a, rel.b] if rel else []
        if k == "world_rule_violation":
            opts = []
            nr = len(L.rules)
            for ri in [(ev["variant"] + i) % nr for i in range(nr)]:
                r = L.rules[ri]
                opts = [(p, ri) for p in self._arc_pool(lambda p, r=r: p.rank == r["rank"] - 1)]
                if opts:
                    break
            if not opts:
                return []
            ev["p"], ev["ri"] = rng.choice(opts)
            ev["p"].reserved = True
            return [ev["p"]]
        if k == "dead_character_active":
            ev["d"] = self.dead[-1] if self.dead else None
        return []

    def _event(self, ev, ci) -> list[str]:
        t = ev["type"]
        rng, L = self.rng, self.L
        if ev.get("skip"):
            return []
        if t == "death":
            d = ev.get("who")
            if d is None or not d.alive:
                return []
            a = self._other(d)
            s = self._slots(a, d)
            s["D"] = d.name
            if self.lang == "en":
                s.update(dhis="his" if d.gender == "m" else "her", dhim="him" if d.gender == "m" else "her",
                         dself="himself" if d.gender == "m" else "herself")
            i = self.n_deaths
            self.n_deaths += 1
            paras = [L.death_pre[i % 3].format_map(s), L.deaths[(i // 3) % 3].format_map(s),
                     L.death_post[i % 3].format_map(s)]
            d.alive, d.died, d.reserved = False, ci, False
            self.dead.append(d)
            if ev.get("for") is not None:
                self.plant_victims[ev["for"]] = d
            self.feat = [p for p in self.feat if p is not d]
            self._ensure_three()
            return paras
        if t == "promote":
            p = ev["p"]
            if p.rank >= len(L.ranks) - 1 or not p.alive:
                return []
            p.rank += 1
            p.rank_since = ci
            s = self._slots(p, self._other(p))
            s["rank"] = L.ranks[p.rank]
            self.n_promotions += 1
            return [L.promotion_para(self.n_promotions).format_map(s)]
        if t == "setup":
            return self._setup(ev, ci)
        if t == "heal":
            st = self.ctrl_state.get(ev["cid"])
            if not st or not st["p"].alive:
                return []
            p = st["p"]
            p.injured, p.reserved = False, False
            s = self._slots(p)
            s["s"] = L.side[p.hand]
            return [L.heal[st.get("variant", 0) % 3].format_map(s)]
        if t == "fs_plant":
            return self._fs_plant(ev["fs"], ci)
        if t == "fs_mention":
            f = ev["fs"]
            a = self._three(f.holder if f.holder is not None and f.holder.alive else None)[0]
            s = self._slots(a)
            s["cue"] = f.cue
            return [self._embed(ci, rng.choice(L.fs_mention).format_map(s))]
        if t == "fs_payoff":
            f = ev["fs"]
            a, b, c = self._three(f.holder if f.holder is not None and f.holder.alive else None)
            s = self._slots(a, b, c)
            s["cue"] = f.cue
            self.n_payoffs += 1
            return [self._embed(ci, L.fs_payoff[self.n_payoffs % 3].format_map(s))]
        if t == "conflict":
            return self._conflict(ev, ci)
        if t == "control":
            return self._control(ev, ci)
        return []

    def _ensure_three(self):
        for p in self.leads:
            if len([q for q in self.feat if q.alive]) >= 3:
                break
            if p not in self.feat:
                self.feat.append(p)

    def _fs_plant(self, f, ci):
        L = self.L
        a, b, c = self._three()
        s = self._slots(a, b, c)
        s.update(cue=f.cue, cl=f.cl)
        i = self.n_fs_plants
        self.n_fs_plants += 1
        f.holder = a
        core = L.fs_plant[i % 3].format_map(s)
        text = core + L.fs_plant_tail.format_map(s)
        if f.role == "stale":
            self._answer_conflict("stale_foreshadow", ci, [], core, f.planted,
                                  f"{f.id} ({f.cue}) is planted here, due by chapter {f.due}, and never paid off",
                                  quote_source=text)
        elif f.role == "control":
            self._answer_control("stale_foreshadow", ci, [], core,
                                 f"{f.id} ({f.cue}) stays open for {f.payoff - f.planted} chapters, longer than "
                                 f"stale_after_chapters = {STALE_AFTER}, but is paid off in chapter {f.payoff} "
                                 f"before its due chapter {f.due}")
        return [text]

    def _setup(self, ev, ci):
        L, k = self.L, ev["kind"]
        st = self.ctrl_state.get(ev["cid"])
        if not st:
            return []
        if k == "baseline_violation":
            p = st["p"]
            if not p.alive:
                return []
            s = self._slots(p, self._other(p))
            s["s"] = L.side[p.hand]
            p.injured = True
            st["injured_at"], st["variant"] = ci, ev["variant"]
            return [self._embed(ci, L.injury[ev["variant"] % 3].format_map(s))]
        if k == "relation_reversal":
            rel = st["rel"]
            i = ev["variant"]
            if rel.kind == "enemy":
                out = self._rel_sentence(rel, L.reconcile[i % 3])
                rel.kind, st["new"] = "ally", "ally"
            else:
                out = self._rel_sentence(rel, L.quarrel[i % 3])
                rel.kind, st["new"] = "enemy", "enemy"
            rel.changed = True
            st["at"] = ci
            rel.a.reserved = rel.b.reserved = False
            return [out]
        return []

    def _conflict(self, ev, ci):
        rng, L, k = self.rng, self.L, ev["kind"]
        if k == "baseline_violation":
            p, feature = ev["p"], ev["feature"]
            s = self._slots(p, self._other(p))
            wrong = "right" if (p.hand if feature == "handedness" else p.side) == "left" else "left"
            j = self.plant_phr.setdefault(k + feature, 0)
            self.plant_phr[k + feature] = j + 1
            if feature == "handedness":
                core = L.plant_hand[j % 3].format_map(dict(s, w=L.side[wrong]))
                sent = self._wrap(core, L.plant_hand_wrap, j, s)
                note = f"{p.name} is {p.hand}-handed (bible, and the text up to here); here the {wrong} hand, with no injury"
            elif feature == "mark":
                s.update(self._mark(p, wrong))
                if self.lang == "en" and j % 3 == 1:
                    s["short"] = s["short_own"]
                core = L.plant_mark[j % 3].format_map(s)
                if self.lang == "zh":
                    sent = core + ["。", "，却什么也没说。", "。"][j % 3]
                else:
                    sent = self._wrap(core, L.plant_mark_wrap, j, s)
                note = f"{p.name}'s mark is on the {p.side} (bible); here it is on the {wrong}"
            else:
                real = self._age(p)
                wrong_age = real + rng.choice([-7, -6, -5, 6, 8, 10]) if real > 25 else real + rng.choice([6, 8, 11])
                core = L.plant_age[j % 3].format_map(dict(s, age=L.num(wrong_age)))
                sent = self._wrap(core, L.plant_age_wrap, j, s)
                note = f"{p.name} was {p.age0} at chapter 1 and is {real} now by the story's calendar; the text says {wrong_age}"
            est = p.seen.get(feature, 1)
            self._answer_conflict(k, ci, [p.name], core, est, note, feature=feature, quote_source=sent)
            return [self._embed(ci, sent)]
        if k == "relation_reversal":
            rel = ev["rel"]
            j = self.plant_phr.setdefault(k + rel.kind, 0)
            self.plant_phr[k + rel.kind] = j + 1
            if rel.kind == "master":
                core = self._rel_sentence(rel, L.plant_rel_master[j % 3])
                sent = self._rel_sentence(rel, L.plant_rel_master_wrap[j % 3].replace("{p}", core))
                m = rel.master
                st = rel.b if rel.a is m else rel.a
                note = f"{m.name} is {st.name}'s master (bible); here the relation is turned around"
                feature = "master_disciple"
            else:
                x, y = (rel.a, rel.b) if rng.random() < 0.5 else (rel.b, rel.a)
                core = self._rel_sentence(rel, L.plant_rel_enemy[j % 3], x, y)
                sent = self._rel_sentence(rel, L.plant_rel_enemy_wrap[j % 3].replace("{p}", core), x, y)
                note = f"{rel.a.name} and {rel.b.name} are {'sworn siblings' if rel.kind == 'sworn' else 'allies'} " \
                       f"(bible and text), with no quarrel or betrayal; here called enemies"
                feature = rel.kind
            self._answer_conflict(k, ci, [rel.a.name, rel.b.name], core, rel.seen or 1, note, feature=feature,
                                  quote_source=sent)
            return [self._embed(ci, sent)]
        if k == "dead_character_active":
            d = ev["d"]
            if d is None:
                return []
            a = self._three()[0]
            s = self._slots(a)
            s["D"] = d.name
            if self.lang == "en":
                s.update(dhis="his" if d.gender == "m" else "her", Dhe="He" if d.gender == "m" else "She")
            j = self.plant_phr.setdefault(k, 0)
            self.plant_phr[k] = j + 1
            core = L.plant_dead[j % 3].format_map(s)
            sent = self._wrap(core, L.plant_dead_wrap, j, s)
            self._answer_conflict(k, ci, [d.name], core, d.died,
                                  f"{d.name} died in chapter {d.died}; here walks in and speaks, in plain narration",
                                  quote_source=sent)
            return [sent]
        if k == "world_rule_violation":
            p, ri = ev["p"], ev["ri"]
            r = L.rules[ri]
            s = self._slots(p, self._other(p))
            j = self.rule_use.get(r["id"], 0)
            self.rule_use[r["id"]] = j + 1
            sent = L.actions[ri][j % len(L.actions[ri])].format_map(s)
            core = sent.rstrip("。.")
            self._answer_conflict(k, ci, [p.name], core, p.rank_since,
                                  f"{p.name} is {L.ranks[p.rank]}; rule {r['id']} needs {L.ranks[r['rank']]}",
                                  quote_source=sent)
            return [self._embed(ci, sent)]
        return []

    def _control(self, ev, ci):
        rng, L, k, v = self.rng, self.L, ev["kind"], ev["variant"]
        st = self.ctrl_state.get(ev["cid"], {})
        if k == "baseline_violation":
            p = st.get("p")
            if not p or not p.alive or not p.injured:
                return []
            s = self._slots(p, self._other(p))
            s.update(s=L.side[p.hand], o=L.side["right" if p.hand == "left" else "left"])
            core = L.ctrl_hand[v % 3].format_map(s)
            sent = core + ("。" if self.lang == "zh" else ".")
            self._answer_control(k, ci, [p.name], core,
                                 f"{p.name} ({p.hand}-handed) hurt the {p.hand} arm in chapter {st['injured_at']}; "
                                 f"uses the other hand until it heals", feature="handedness")
            return [self._embed(ci, sent)]
        if k == "relation_reversal":
            rel = st.get("rel")
            if not rel or not (rel.a.alive and rel.b.alive):
                return []
            new = st["new"]
            x, y = rel.a, rel.b
            core = self._rel_sentence(rel, (L.ctrl_enemy if new == "enemy" else L.ctrl_ally)[v % 3], x, y)
            wraps = L.ctrl_enemy_wrap if new == "enemy" else L.ctrl_ally_wrap
            sent = self._rel_sentence(rel, wraps[v % 3].replace("{p}", core), x, y)
            why = (f"they quarrelled / were betrayed in chapter {st['at']} and became enemies" if new == "enemy"
                   else f"they reconciled in chapter {st['at']} and became allies")
            self._answer_control(k, ci, [x.name, y.name], core, why)
            return [self._embed(ci, sent)]
        if k == "world_rule_violation":
            p, ri = ev.get("p"), ev.get("ri")
            if p is None:
                return []
            r = L.rules[ri]
            p.rank = r["rank"]
            p.rank_since = ci
            s = self._slots(p, self._other(p))
            s["rank"] = L.ranks[p.rank]
            self.n_promotions += 1
            promo = L.promotion_para(self.n_promotions).format_map(s)
            j = self.rule_use.get(r["id"], 0)
            self.rule_use[r["id"]] = j + 1
            act = L.actions[ri][j % len(L.actions[ri])].format_map(s)
            p.reserved = False
            self._answer_control(k, ci, [p.name], act.rstrip("。."),
                                 f"{p.name} was promoted to {L.ranks[p.rank]} earlier in this chapter, which the rule "
                                 f"{r['id']} requires")
            return [promo, self._narration(ci)[0], self._embed(ci, act)]
        if k == "dead_character_active":
            d = ev.get("d")
            if d is None:
                return []
            a = self._three()[0]
            s = self._slots(a, self._other(a))
            s["D"] = d.name
            sent = L.ctrl_memory[v % 3].format_map(s)
            self._answer_control(k, ci, [d.name], sent,
                                 f"{d.name} died in chapter {d.died}; this is a marked memory or dream, not an appearance")
            return [sent]
        if k == "timeline_jump":
            a, b, c = self._three()
            s = self._slots(a, b, c)
            back = rng.randint(800, 1500)
            s["d"] = L.fmt_date(L.add_days(self.date, -back))
            core = L.ctrl_flashback[v % 3].format_map(s)
            sent = self._wrap(core, L.ctrl_flashback_wrap, v, s)
            self._answer_control(k, ci, [], core, "an explicit flashback: the earlier date is remembered, not narrated as present")
            return [self._embed(ci, sent)]
        return []

    # ------------------------------------------------------------------ answers
    def _answer_conflict(self, kind, ci, entities, quote, est, note, feature=None, quote_source=None):
        rec = {"kind": kind}
        if feature:
            rec["feature"] = feature
        rec.update(chapter=ci, entities=entities, quote=quote, established_chapter=est, note=note)
        self.answers_conflicts.append(rec)
        self.ch_quotes.append(quote)

    def _answer_control(self, kind, ci, entities, quote, why, feature=None):
        rec = {"kind": kind}
        if feature:
            rec["feature"] = feature
        rec.update(chapter=ci, entities=entities, quote=quote, why=why)
        self.answers_controls.append(rec)
        self.ch_quotes.append(quote)

    # ------------------------------------------------------------------ chapters
    def _opening(self, ci, events):
        rng, L = self.rng, self.L
        plant = next((e for e in events if e["type"] == "conflict" and e["kind"] == "timeline_jump"), None)
        a, b, c = self._three()
        s = self._slots(a, b, c)
        if ci == 1:
            first = L.date_opening(L.fmt_date(self.date), s["weather"])
            self.last_explicit = (self.date, 1)
        else:
            if ci == self.arc.start:
                step = rng.choice([15, 30, 60, 90])
            else:
                step = rng.choices([0, 1, 2, 3, 5, 7, 10, 15, 30] if self.lang == "zh" else
                                   [0, 1, 2, 3, 5, 7, 10, 14, 30],
                                   weights=[8, 30, 12, 14, 8, 8, 5, 4, 2])[0]
            self.date = L.add_days(self.date, step)
            s.pop("weather", None)
            if plant:
                j = plant["variant"]
                last_date, last_ch = self.last_explicit
                wrong = L.add_days(last_date, -rng.randint(40, 160))
                s["d"] = L.fmt_date(wrong)
                core = L.plant_date[j % 3].format_map(s)
                first = self._wrap(core, L.plant_date_wrap, j, s)
                self._answer_conflict("timeline_jump", ci, [], core, last_ch,
                                      f"the story has reached {L.fmt_date(self.date)} (last stated: "
                                      f"{L.fmt_date(last_date)} in chapter {last_ch}); this chapter narrates "
                                      f"{L.fmt_date(wrong)} as the present, with no flashback marker",
                                      quote_source=first)
                plant["done"] = True
            elif ci == self.arc.start or rng.random() < 0.1:
                first = L.date_opening(L.fmt_date(self.date), s["weather"])
                self.last_explicit = (self.date, ci)
            else:
                first = L.opening(rng.choice((ZH_STEPS if self.lang == "zh" else EN_STEPS)[step]), s["weather"])
        act = rng.choice(L.opening_acts).format_map(s)
        if self.lang == "en":
            act = act[0].upper() + act[1:] + "."
        else:
            act += "。"
        return first + L.joiner + act

    def _write_chapter(self, ci, target) -> tuple[str, str, int]:
        rng, L = self.rng, self.L
        self.arc = self.arc_at[ci]
        self.decks = {}
        self.ch_quotes = []
        self.ch_scenes = rng.sample([k for k in L.scenes if k != "daily"], 3) + ["daily"]
        self.fact_rate = 0.38
        self.action_rate = 0.06
        events = [e for e in self.plan.get(ci, []) if not (e["type"] == "conflict" and e["kind"] == "timeline_jump")]
        all_events = self.plan.get(ci, [])
        forced = []
        for ev in events:
            for p in self._prepare(ev, ci):
                if p not in forced:
                    forced.append(p)
        self.feat = self._featured(forced)
        paras = [self._opening(ci, all_events)]
        size = L.size(paras[0])
        k = 0
        while size < target or k < len(events):
            if k < len(events) and (size >= target * (k + 1) / (len(events) + 1) or size >= target):
                new = self._event(events[k], ci)
                k += 1
            else:
                new = self._fill(ci)
            paras.extend(new)
            size += sum(L.size(p) for p in new)
        body = "\n\n".join(paras)
        for q in self.ch_quotes:
            assert q and q in body, (ci, q)
        title = L.title(rng, self.arc.place)
        return L.heading(ci, title), body, size

    def generate(self) -> GeneratedBook:
        rng, L = self.rng, self.L
        self._plan()
        self.dead: list[Person] = []
        self.plant_victims: dict[int, Person] = {}
        self.plant_phr: dict[str, int] = {}
        self.n_deaths = self.n_promotions = self.n_fs_plants = self.n_payoffs = 0
        self.start = self.date = L.start_date(rng)
        self.last_explicit = (self.date, 1)
        self.arc = self.arcs[0]
        title = L.book_title(rng)
        files: dict[str, str] = {}
        width = max(4, len(str(self.n)))
        total = 0
        for ci in range(1, self.n + 1):
            remaining = self.size - total
            target = max(1, int(remaining / (self.n - ci + 1) * rng.uniform(0.85, 1.15)))
            head, body, size = self._write_chapter(ci, target)
            total += size
            files[f"chapters/{ci:0{width}d}.md"] = head + "\n\n" + body + "\n"
        # bible
        for p in self.people:
            rels = []
            for r in self.relations:
                if r.a is p or r.b is p:
                    rels.append((r.b if r.a is p else r.a, r.orig_kind, r.master))
            stem = p.name if self.lang == "zh" else p.name.lower().replace(" ", "-")
            files[f"bible/characters/{stem}.md"] = L.profile(p, rels, L.ranks)
        files["bible/rules.yaml"] = L.rules_yaml()
        files["bible/world.md"] = L.world_md([a.place for a in self.arcs])
        files["bible/factions.md"] = L.factions_md()
        files["bible/foreshadows.yaml"] = self._foreshadows_yaml()
        files["loregraph.toml"] = L.toml(title)
        files["answers.yaml"] = self._answers_yaml(title)
        return GeneratedBook(self.lang, files, self.n, total, len(self.answers_conflicts), len(self.answers_controls))

    def _foreshadows_yaml(self):
        out = []
        for f in sorted(self.foreshadows, key=lambda f: (f.planted, f.id)):
            out += [f"- id: {f.id}", f"  cue: [{f.cue}]", f"  planted: {f.planted}", f"  due: {f.due}",
                    f"  note: {f.note}"]
        return "\n".join(out) + "\n"

    def _answers_yaml(self, title):
        q = lambda x: json.dumps(x, ensure_ascii=False)  # noqa: E731  (JSON strings are YAML double-quoted scalars)
        out = [f"# {title}: generated by bench/gen_book.py (language {self.lang}, {self.n} chapters, size {self.size}, "
               f"seed {self.seed})",
               "# chapter = 1-based reading-order chapter; quotes are exact substrings of that chapter's text "
               "(heading line excluded).", "conflicts:"]

        def emit(rec, tail_key):
            out.append(f"  - kind: {rec['kind']}")
            if "feature" in rec:
                out.append(f"    feature: {rec['feature']}")
            out.append(f"    chapter: {rec['chapter']}")
            out.append("    entities: [" + ", ".join(rec["entities"]) + "]")
            out.append(f"    quote: {q(rec['quote'])}")
            if tail_key == "note":
                out.append(f"    established_chapter: {rec['established_chapter']}")
                out.append(f"    note: {q(rec['note'])}")
            else:
                out.append(f"    why: {q(rec['why'])}")
            out.append("")
        for rec in sorted(self.answers_conflicts, key=lambda r: r["chapter"]):
            emit(rec, "note")
        out.append("controls:")
        for rec in sorted(self.answers_controls, key=lambda r: r["chapter"]):
            emit(rec, "why")
        return "\n".join(out).rstrip() + "\n"


# ============================================================================ writing and CLI

OWNED_FILES = ["loregraph.toml", "answers.yaml", "bible/rules.yaml", "bible/world.md", "bible/factions.md",
               "bible/foreshadows.yaml"]


def generate(language: str, chapters: int | None = None, size: int | None = None, seed: int = 1) -> GeneratedBook:
    return Generator(language, chapters or DEFAULT_CHAPTERS, size or DEFAULT_SIZE[language], seed).generate()


def write_book(book: GeneratedBook, out: Path, force: bool = False) -> None:
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise FileExistsError(f"{out} exists and is not a folder")
    if out.exists() and any(out.iterdir()):
        if not force:
            raise FileExistsError(f"{out} is not empty (use --force to replace the generated files in it)")
        # replace only what this generator writes: numbered chapter files, character profiles, fixed bible files
        for p in sorted((out / "chapters").glob("*.md")) if (out / "chapters").is_dir() else []:
            if re.fullmatch(r"\d+\.md", p.name):
                p.unlink()
        for p in sorted((out / "bible" / "characters").glob("*.md")) if (out / "bible" / "characters").is_dir() else []:
            p.unlink()
        for rel in OWNED_FILES:
            if (out / rel).is_file():
                (out / rel).unlink()
    for rel, text in book.files.items():
        p = out / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(text.encode("utf-8"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--language", choices=["zh", "en"], required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--chapters", type=int, default=DEFAULT_CHAPTERS)
    ap.add_argument("--size", type=int, default=None,
                    help="characters of chapter text (zh) or words (en); default 2,000,000 / 1,000,000")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--force", action="store_true", help="write into a non-empty folder, replacing generated files")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    out = args.out
    if out.exists() and (not out.is_dir() or any(out.iterdir())) and not args.force:
        print(f"gen_book: {out} is not empty; use --force to replace the generated files in it", file=sys.stderr)
        return 2
    try:
        book = generate(args.language, args.chapters, args.size, args.seed)
    except ValueError as e:
        print(f"gen_book: {e}", file=sys.stderr)
        return 2
    write_book(book, out, force=args.force)
    unit = "characters" if args.language == "zh" else "words"
    print(f"{out}: {book.chapters} chapters, {book.size:,} {unit}, {book.plants} plants + {book.controls} controls, "
          f"{time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

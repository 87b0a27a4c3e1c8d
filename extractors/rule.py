"""The rule extractor: the offline default. Lexicon-driven regular expressions over characters.

What it finds, per chapter:
- mentions of known characters (bible names and aliases, discovered names), kept as a per-chapter count;
- attribute facts about characters: handedness, marks (scar, birthmark, mole, tattoo) by side of a body part,
  wounds by side of a body part (new wounds and references to an existing one), the colour and material of
  worn items, eye colour;
- explained changes: a sentence that says a feature changed (switched hands after an injury, a new ring,
  a disguise) opens that feature to a new value.
Each fact carries the exact quote and offsets in the chapter text.
"""
from __future__ import annotations

import dataclasses
import re
from bisect import bisect_left, bisect_right
from functools import lru_cache
from dataclasses import dataclass
from typing import Iterator

from extractors.entities import EntityIndex
from extractors.lexicon import Lexicon, load_lexicon, trie_regex
from extractors.story import EN_NUMBER, ZH_KIN, extract_story
from extractors.text import TextView, literal_gate
from kg.models import Chapter, Fact, SourceRef

VERSION = "rule-2"


def _code_fingerprint() -> str:
    """A hash of the extractor's own source: a cached chapter read by other rules is read again."""
    import hashlib
    from pathlib import Path

    h = hashlib.sha256()
    here = Path(__file__).resolve().parent
    for name in ("rule.py", "story.py", "entities.py", "text.py", "lexicon.py", "bible.py"):
        p = here / name
        if p.exists():
            h.update(p.read_bytes())
    return h.hexdigest()[:10]


CODE_FINGERPRINT = _code_fingerprint()

# "trying to make a right-handed boy out of him", "wanted to turn her into a right-handed girl": an attempt
_EN_HAND_ATTEMPT = re.compile(r"\b(?:try|tries|tried|trying|attempt(?:s|ed|ing)?|want(?:s|ed|ing)?|wish(?:es|ed)?|hop(?:e|es|ed|ing)"
                              r"|meant|set\s+out)\s+to\s+(?:make|turn|train|teach|beat|school)\b[^.;!?]{0,40}$", re.I)
# what follows a worn thing and names its wearer: "at her collar", "on his left thumb", "she had worn"
# ("the silver signet on the little finger of his right hand": worn on a finger of his)
_EN_OWNER_AFTER = re.compile(r"\s+(?:(?:at|on|around|round|about|in|from)\s+(?P<who>his|her|my)\b(?!\s+(?:hand|hands|palm|fingers|lap|pocket)\b)"
                             r"|on\s+the\s+(?:(?:little|ring|middle|fore|index|third|fourth|smallest)\s+)?(?:finger|thumb)\s+of\s+(?P<who3>his|her|my)\b"
                             r"|(?:that\s+|which\s+)?(?P<who2>he|she|I)\s+(?:had\s+|has\s+)?(?:always\s+)?(?:worn|wore|wears|kept|pinned)\b)", re.I)
# where on the body a worn thing is (BL01 compares two things said to be always worn in one place)
_SLOTS_ZH = (("neck", "颈间|颈上|脖子上|脖颈上|脖颈间|胸前|领口"), ("wrist", "腕上|腕子上|手腕上|腕间"),
             ("finger", "手指上|指上|指间|拇指上|手指头上"), ("ear", "耳垂上|耳朵上|耳上"), ("hair", "发间|发上|发髻上|鬓边|头上"))
_SLOTS_EN = (("neck", r"(?:at|round|around|about|on)\s+(?:his|her|my|their)\s+(?:throat|neck|breast|collar)"),
             ("wrist", r"(?:at|round|around|on)\s+(?:his|her|my|their)\s+(?:left\s+|right\s+)?wrist"),
             ("finger", r"on\s+(?:his|her|my|their|the)\s+(?:[a-z]+\s+){0,2}(?:finger|thumb)"),
             ("ear", r"in\s+(?:his|her|my|their)\s+(?:left\s+|right\s+)?ears?"))
_SLOT_RX = {"zh": [(k, re.compile(v)) for k, v in _SLOTS_ZH], "en": [(k, re.compile(v, re.I)) for k, v in _SLOTS_EN]}
# said to be worn always, in so many words (not "the old ring", "the familiar brooch")
_ALWAYS_CLAIM = re.compile(r"从不离身|从未离身|从小戴到大|从小戴着|自幼戴着|自小戴着|打小戴着|常年戴着|一直戴着|始终戴着|从不摘|从未摘|"
                           r"向来戴着|戴了多年|\b(?:she|he|I)\s+(?:had\s+)?always\s+(?:wore|wears|worn)\b|\bnever\s+(?:took|takes)\s+(?:it|them)\s+off\b|"
                           r"\bhad\s+worn\s+(?:since|all\s+(?:her|his)\s+life|every\s+day)", re.I)


def _slot_at(text: str, lo: int, hi: int, language: str) -> str | None:
    for slot, rx in _SLOT_RX.get(language, ()):
        if rx.search(text, lo, hi):
            return slot
    return None


# after a bare 表 these make another word than a watch (表情, 表哥, 表格; 表带 and 表盘 are the watch's own)
_ZH_NOT_WATCH_AFTER = set("情示哥姐弟妹达演格现彰决态白层率述扬里亲兄叔舅单")
# a Chinese sentence that opens on a part of the body (颈间露出……, 腕上那只……)
_ZH_BODY_HEAD = re.compile(r"[\s“”]*(?:颈间|颈上|脖子上|脖颈上|脖颈间|胸前|领口|腕上|手腕上|腕子上|指间|手指上|耳垂上|耳朵上|发间|发髻上|鬓边|腰间|腰上)")
# the one in the mirror is the one looking into it
_MIRROR = re.compile(r"镜(?:子)?(?:里|中)的(?:人|自己|那张脸|脸|女人|女子|少女|男人)|镜中人|the\s+(?:face|woman|man|girl|boy)\s+in\s+the\s+(?:mirror|glass)", re.I)
# "I have worked right-handed before", "she's shot left-handed once or twice": experience, not the hand of now
_EN_HAND_BEFORE = re.compile(r"\b(?:have|has|had|'ve|’ve)\s+(?:\w+\s+){0,2}?\w+(?:ed|en|ght|ne|ot|un|ung)\s+$", re.I)
_EN_HAND_ONCE = re.compile(r"[^.;!?]{0,40}?\b(?:before|once|twice|in (?:my|his|her|their) (?:time|day|youth)|"
                           r"as a (?:boy|girl|lad|child|youngster)|in the past|years ago)\b", re.I)
# "Martha pushed the basket toward her, and the girl sat on the trunk and took up a needle left-handed": a person
# named only by what she is takes over as the subject; what follows is hers, whoever she is
# a person of someone's, heading the words that follow a possessive ("granddaddy was a southpaw" after "My")
_EN_OWNED_PERSON = re.compile(
    r"\s+(?:(?:own|late|poor|dear|old|young|little|elder|older|eldest|younger|youngest|big|baby|kid|only|step|great|"
    r"great-)\s*){0,2}(?:father|dad|daddy|papa|pa|pap|pappy|pop|mother|mum|mom|mam|mama|mamma|ma|son|daughter|brother|"
    r"sister|husband|wife|grand(?:mother|ma|mama|father|pa|pappy|dad|daddy|son|daughter)|gran|granny|grannie|nan|nana|"
    r"uncle|aunt|auntie|cousin|nephew|niece|old\s+(?:man|lady|woman)|friend|partner|boss|foreman|wife|kid|boy|girl|"
    r"mate|pal|buddy|teacher|master|apprentice|captain|sergeant)s?\b(?:\s+[A-Z][a-z]+)?(?![\w'’-])", re.I)
_EN_EPITHET_SUBJECT = re.compile(
    r"(?:^\s*|[,;:]\s*|\b(?:and|but|while|then|when|as|where)\s+)(?:the|that|this)\s+(?:(?:old|young|little|tall|small|thin|"
    r"fat|big|new|other|younger|elder)\s+)?(?:girl|boy|man|woman|lad|lass|child|stranger|fellow|youth|maid|lady|gentleman|"
    r"clerk|sailor|soldier|newcomer|visitor|priest|monk|smith|driver|servant|apprentice|prisoner)\s+(?:[a-z]+ed|sat|took|"
    r"went|came|stood|ran|held|drew|began|said|made|put|set|got|caught|threw|wrote|kept|bent|knelt|swung|struck)\b", re.I)
# "wanted the left-handed one", "watched a left-handed smith": a person a phrase picks out after a verb that is no
# copula is someone the subject acts on ("was the left-handed one", "became a left-handed archer" describe the subject)
_EN_HAND_OBJECT = re.compile(r"\b(?!(?:was|is|were|are|am|be|been|being|became|become|becomes|remained|remains|seemed"
                             r"|seems|looked|proved|grew|stayed)\b)[a-z]+\s+(?:the|a|an|that|this)\s+$")
# a verb or its object right before "left-handed" (not a copula, an article, "born"): the manner of one act
_EN_HAND_MANNER = re.compile(r"(?<![\w'])(?!(?:was|is|be|been|being|am|are|were|a|an|the|his|her|their|my|your|born|naturally|"
                             r"always|quite|very|so|too|all|both|and|or|not|also)\s+$)[a-z]+,?\s+$")
_EN_HAND_EVER = re.compile(r"\s*,?\s+as\s+(?:ever|always|usual)\b|\s+(?:always|as\s+he\s+always|as\s+she\s+always)", re.I)


@dataclass
class Anchor:
    start: int
    end: int
    kind: str  # name | pron
    value: str  # canonical name, or m / f / 1
    in_quote: bool


class Patterns:
    """Compiled matchers for one lexicon."""

    def __init__(self, lex: Lexicon):
        self.lex = lex
        en = lex.language == "en"
        alt = lex.alt
        d = lex.data
        sides = alt(lex.side_of)
        parts = alt(lex.part_of) if not en else r"(?:" + "|".join(
            re.escape(p) for p in sorted(lex.part_of, key=len, reverse=True)) + r")(?![\w-])"
        if en:
            # ("on the left, a door" is a direction; "on the left side of his neck" is a part of him)
            # ("the left side of his jaw": the jaw, not the side of the body)
            self.side_part = re.compile(rf"(?:(?<!on the )|(?=\w+\s+side\s+of\s))(?<![\w-])(?P<side>left|right)(?:-hand(?:ed)?)?[\s-]+"
                                        rf"(?:side\s+of\s+(?:his|her|my|their|the|its)\s+(?=(?:jaw|jawline|chin|head|skull|scalp|"
                                        rf"forehead|brow|nose|mouth|lip|face|throat|neck|chest|back|belly|body|ribs)\b))?(?P<part>{parts})", re.I)
        else:
            self.side_part = re.compile(rf"(?<![左右])(?P<side>{sides})(?![左右])(?:边|侧|半边)?(?:的)?(?P<part>{parts})(?!边)")
        # any body part, sided or not: "my right hand cramped and my shoulders ached" (the ache is the shoulders')
        extra = ["back", "head", "shoulders", "legs", "feet", "eyes", "fingers", "belly", "stomach", "throat", "ribs",
                 "arms", "hands", "knees", "bones"] if en else ["背", "头", "腰背", "后背", "双腿", "双手", "全身", "浑身", "肚子", "喉咙", "骨头"]
        words = sorted(set(lex.part_of) | set(extra), key=len, reverse=True)
        self.any_part = re.compile((r"(?<![\w-])(?:" if en else "(?:") + "|".join(map(re.escape, words)) +
                                   (r")(?![\w-])" if en else ")"), re.I if en else 0)
        flags = re.I if en else 0
        # English marks may be compounds: "fern-scar", "sabre-scar"
        self.mark = re.compile(r"(?<![\w-])(?:[a-z]+-)?" + trie_regex(lex.mark_of) + r"(?![\w-])", re.I) if en \
            else re.compile(alt(lex.mark_of), flags)
        self.wound_event = re.compile(alt(d["wounds"]["events"]), flags)
        self.wound_ref = re.compile(alt(d["wounds"]["references"]), flags)
        h = d["handedness"]
        self.hand_words = re.compile(alt(h["left_words"] + h["right_words"]), flags)
        self.left_words = {w.lower() for w in h["left_words"]}
        self.hand_persons = set(h.get("person_nouns", []))
        self.habit = re.compile(alt(h["habit"]), flags)
        if en:
            self.action = re.compile(alt(h["actions"]), flags)
        else:
            # 握剑 is also 握着剑, 握紧了剑, 提起刀: an aspect or complement between a grasping verb and its object
            # (拨算盘 is also 拨着算盘珠子: the same for a one-character verb before a longer object)
            grasp = set(h.get("grasp_verbs", "握执持提挥按拈抽掣拔使"))
            use = grasp | set("拨打拿抓推点甩扣掏举端")
            forms = []
            for a in sorted(set(h["actions"]), key=len, reverse=True):
                if len(a) == 2 and a[0] in grasp or len(a) == 3 and a[0] in use and a[1] not in "着了住起":
                    forms.append(re.escape(a[0]) + "(?:着|了|住|紧了?|起|稳)?" + re.escape(a[1:])
                                 + ("(?![鞘架匣套盒袋囊筒])" if a[-1] in "刀剑笔枪" else ""))  # (not 提着刀鞘)
                else:
                    forms.append(re.escape(a))
            # "右手捏着一把圆刀", "左手攥着那支秃笔": a grasp with its aspect, a measure word and the tool one works
            # with (a knife, brush, sword, awl, needle; not its sheath, case or rack)
            # (with no aspect or measure word, only the tool itself right after: 拿笔, not 拿铅笔 of a hand that jots)
            forms.append(r"[握执持捏拿攥抓操拈抄抡](?:(?:着|了|起|住|紧了?|稳)(?:(?:一|那|这)?(?:把|柄|支|杆|管|根|口))?"
                         r"[\u4e00-\u9fff]{0,2}?|(?:一|那|这)?(?:把|柄|支|杆|管|根|口)[\u4e00-\u9fff]{0,2}?|)"
                         r"(?:刻刀|刀|笔|剑|凿子?|锥子?|锉|针|剪子|剪刀|斧|锤子?|枪|镊子|起子|棕刷|马鞭|鞭子|鞭杆"
                         + "".join("|" + re.escape(t) for t in sorted(h.get("bible_tools", []), key=len, reverse=True))
                         + r")(?![鞘架匣套盒袋囊筒])(?!(?<=[刀剑笔枪针])柄)")  # ("攥住锤柄": a hammer by its handle)
            self.action = re.compile("(?:" + "|".join(forms) + ")")
        self.negation = re.compile(alt(d["pronouns"]["negations"]), flags)
        colours = alt(lex.colour_of)
        if not en:
            # "洗得发白的灰布长衫": 发白/泛白 is worn pale, the thing is grey
            colours = r"(?<![发泛褪])(?:" + colours + ")"
        materials = alt(lex.material_of)
        items = alt(lex.item_of)
        if en:
            self.colour_material = re.compile(f"(?:{colours})|(?:{materials})", flags)
        else:
            # the longer word first, whichever list it is in: 紫檀 is sandalwood, not purple; 金色 is a colour
            self.colour_material = re.compile(r"(?<![发泛褪])(?:" + alt(list(lex.colour_of) + list(lex.material_of)) + ")", flags)
        if en:
            # ("a blue-glass bead": a colour joined to the material it is)
            glassy = rf"(?<![\w-]){trie_regex(lex.colour_of)}-{trie_regex(lex.material_of)}\s+"
            # ("horn-rimmed spectacles", "a silver-topped cane": the stuff of its rim or head)
            rimmed = rf"(?<![\w-]){trie_regex(list(lex.colour_of) + list(lex.material_of))}-(?:coloured|colored|rimmed|framed|" \
                     rf"handled|hilted|headed|topped|cased|buckled|trimmed|mounted|tipped|capped)\s+"
            mod = rf"(?:{glassy}|{rimmed}|(?:{colours}|{materials})(?:-coloured|-colored)?(?:\s*,\s*|\s+and\s+|\s+|-))"
            # ("a silver Saint Christopher medal": a name for the kind of thing between)
            # (not the first noun of a compound: "a brass cap badge", "the ring finger", "a hat box")
            self.item = re.compile(rf"(?P<mod>{mod}{{1,3}})(?P<adj>[a-z]+\s+|(?-i:(?:(?:St\.?|[A-Z][a-z]+)\s+){{1,2}}))??(?P<item>{items})"
                                   r"(?![\w-]|\s+(?:badges?|pins?|box(?:es)?|fingers?|pegs?|racks?|stands?|makers?|shops?)\b)", re.I)
            self.item_post = re.compile(rf"(?P<item>{items})\s+of\s+(?:[a-z]+\s+)??(?P<mod>(?:(?:{colours})\s+)?{materials})", re.I)
            # ("grey-green eyes": a colour joined to another, the first one read)
            self.eyes = re.compile(rf"(?P<mod>{colours}|(?<![\w-]){trie_regex(lex.colour_of)}(?=-{trie_regex(lex.colour_of)}\s))"
                                   rf"(?:[\s-]+(?!eyes?\b|and\b|or\b|but\b|his\b|her\b|their\b|my\b|with\b|the\b)[a-z]+){{0,2}}?[\s-]+(?P<noun>eyes|eyed)(?![\w-])"
                                   rf"|(?P<noun2>eyes)\s+(?:were|was|are|is|had been|looked|shone|gleamed)\s+(?:[a-z]+\s+){{0,2}}?(?P<mod2>{colours})(?![\w-])"
                                   # "his eyes, a clear pale blue like a winter sky": the colour set after them
                                   rf"|(?P<noun3>eyes),\s+(?:an?\s+)(?:(?!and\b|but\b)[a-z]+\s+){{0,2}}?(?P<mod3>{colours})(?![\w-])", re.I)
        else:
            # (the frame's shape and width between the colour and the noun: "黑框圆眼镜", "细金边眼镜")
            vivid = "".join("|" + re.escape(v) for v in d.get("wear", {}).get("vivid", []))
            shapes = alt(d.get("wear", {}).get("shapes", [])) or "(?!)"
            self.item = re.compile(rf"(?P<mod>(?:绞丝|扭丝|拉丝|花丝|累丝|掐丝|{colours}|{materials}{vivid}|色|的|之|镶|嵌|框|边|圆|方|细|粗|宽|窄|雕|刻|琢|旧){{1,6}})"
                                   rf"(?:{shapes})?(?P<item>{items})")
            self.item_post = None
            # "一串菩提子", "一枚玉佩": an item whose name says its material, with none before it
            self.item_own = {w: k for k, ws in d.get("item_materials", {}).items() for w in ws if w in lex.item_of}
            self.item_self = re.compile(rf"(?P<mod>)(?P<item>{alt(list(self.item_own))})") if self.item_own else None
            eyes = trie_regex(d["eyes"]["nouns"])
            evivid = "".join("|" + re.escape(v) for v in d["eyes"].get("vivid", []))
            # (also "眼睛颜色很浅，是淡淡的褐色", "眼珠是浅灰色的": the colour said after the eyes)
            self.eyes = re.compile(rf"(?P<mod>(?:一双|双|{colours}{evivid}|色|的){{1,4}})(?P<noun>{eyes})"
                                   rf"|(?P<noun2>眼睛|眼珠子?|眸子)(?:的)?(?:颜色)?(?:[^，。；！？]{{0,4}}[，,])?(?:是|呈|为|偏)"
                                   rf"(?:一种)?(?:淡淡的|浅浅的|很浅的|深深的|[^，。；！？“”]{{1,4}}的)?(?:浅|深|淡)?(?P<mod2>(?:{colours}){{1,2}})色")
        self.always = re.compile(alt(d["always"]["words"]), flags)
        # a thing someone wears said not to be there: "had never in his life worn a ring", "wore no earrings",
        # 没戴镯子, 手腕上空空荡荡, 什么首饰也不戴 (the place names the things it would be). Not "the bare finger": a
        # ring gone from it is most often told of before, in words a checker may not read as the ring's
        # ("The garnet has gone to Robson's")
        ab = d.get("absence", {})
        self.absent_place = {k.lower(): tuple(v) for k, v in ab.get("places", {}).items()}
        places = alt(list(self.absent_place)) if self.absent_place else "(?!)"
        # ("no brooch at her throat that morning" is one day's want; only a throat "bare of any ornament" says more)
        held = [k for k in self.absent_place if k not in ("throat", "neck")]
        held_places = alt(held) if held else "(?!)"
        jewel = alt(ab.get("jewellery", [])) if ab.get("jewellery") else "(?!)"
        if en:
            self.absent = re.compile(
                rf"\b(?:never|not)\s+(?:once\s+|ever\s+)?(?:in\s+(?:his|her|their|my)\s+(?:whole\s+)?(?:life|lives)\s+)?"
                # ("who had never owned a watch in his life": nor worn one)
                rf"(?:(?:cared|liked|chosen|chose|wanted|troubled|bothered)\s+to\s+)?"
                rf"(?:worn|wore|wear|wearing|owned|owns|own|possessed|carried|pinned|pinned\s+on|put\s+on|fastened|buckled|slipped\s+on)"
                rf"\s+(?:a|an|any)\s+(?:[a-z]+\s+)?(?P<item>{items})\b"
                rf"|\b(?:wore|wears|worn|wearing|had\s+on)\s+no\s+(?P<item2>{items})\b"
                rf"|\b(?:wore|wears|worn|wearing)\s+no\s+(?P<jewel3>{jewel})\b"
                rf"|\bno\s+(?P<item3>{items})\s+(?:on|at|round|around|in)\s+(?:his|her|their|my)\s+(?P<place>{held_places})\b"
                # "his throat bare of any ornament", "he had never cared to hang anything round his neck": nothing there
                rf"|\b(?P<place2>{places})\s+(?:was\s+|were\s+|left\s+|quite\s+|still\s+)*bare\s+of\s+(?:any|all|every)\s+"
                rf"(?:ornament|ornaments|jewel(?:le)?ry|trinkets?|adornment|finery)\b"
                rf"|\b(?P<place3>{places})\s+(?:was\s+|were\s+)?bare\s+(?:as\s+(?:it|they)\s+(?:always|ever)\s+(?:was|were|had\s+been)|"
                rf"as\s+(?:ever|always|usual))\b"
                rf"|\b(?:never|not)\s+(?:once\s+|ever\s+)?(?:worn|wore|wear|wearing)\s+(?:any\s+|an?\s+)?(?P<jewel>{jewel})\b"
                # "big square hands, bare of any ring", "without so much as a brooch at her throat" (not a plain
                # "without a watch": left at home one day is no want of one)
                rf"|\bbare\s+of\s+(?:any|a|all)\s+(?:[a-z]+\s+)?(?P<item5>{items})s?\b"
                # "Bram stood bareheaded as ever": never a hat, as always (not a hat taken off at a graveside)
                rf"|\b(?P<bareheaded>bare-?headed)\s+(?:as\s+(?:ever|always|usual)|as\s+he\s+always\s+(?:was|went)|as\s+she\s+always\s+(?:was|went))\b"
                rf"|\b(?:always|ever)\s+(?P<bareheaded2>bare-?headed)\b"
                # "his bare, ringless fingers": the thing named by its want
                rf"|\b(?P<item7>ring|watch|brooch|earring|bracelet|glove|hat|spectacle)(?:less)\b"
                rf"|\bwithout\s+(?:so\s+much\s+as|even|a\s+single)\s+(?:a|an|one)\s+(?:[a-z]+\s+)?(?P<item6>{items})\b"
                # "he never would wear a scarf, said it choked the voice": would not, ever
                rf"|\b(?:never\s+would|would\s+never|never\s+will|will\s+never|never\s+could\s+abide\s+to)\s+(?:wear|put\s+on)\s+(?:a|an|any)\s+"
                rf"(?:[a-z]+\s+)?(?P<item9>{items})s?\b"
                # "Hannes, who has never been one for hats": not a man to wear one
                rf"|\b(?:never|not)\s+(?:been\s+)?(?:much\s+)?(?:one|a\s+man|a\s+woman|a\s+great\s+one)\s+for\s+"
                rf"(?P<item4>{trie_regex(lex.item_of)})s?(?![\w-])", re.I)
        else:
            self.absent = re.compile(
                rf"(?:没|没有|不|从不|从没|从未|未曾|未|并未|并没有?)(?:曾|再)?(?:戴|佩|挂|系|套)(?:过|着|上)?(?:任何|什么|一件|一只|一个)?(?P<item>{items})"
                rf"|(?P<place>{places})上?(?:却|倒|也|都)?(?:空空(?:荡荡|如也|的)?|光秃秃|光溜溜|什么(?:也|都)(?:不|没有?)戴)"
                rf"|(?:什么|任何)(?P<jewel>{jewel})?(?:也|都)(?:不|没有?)戴"
                rf"|(?:从不|从来不|向来不|素来不|一向不)(?:爱|喜欢|肯)?(?:佩戴|穿戴|戴|佩)(?:什么|任何)?(?P<jewel2>{jewel})"
                # "这人从来不往腰上挂钥匙": never hung there at all
                rf"|(?:从不|从来不|向来不|素来不|一向不|从没|从来没)(?:爱|喜欢|肯|曾)?(?:往|在|朝)[\u4e00-\u9fff]{{1,3}}?[上里间](?:戴|佩|挂|系|套)(?:过|着)?(?:什么|任何)?(?P<item5>{items})"
                # "他这人向来嫌帽子捂得慌，一年到头不戴": never one to wear it
                rf"|(?:从来|向来|一向|素来|打小)(?:就)?(?:嫌|不爱|不喜欢|懒得)(?:戴)?(?P<item8>{items})[^，。！？]{{0,6}}[，,]?"
                rf"(?:一年到头|一年四季|从来|向来|一向)?(?:都|也)?(?:不|没)(?:戴|佩|挂|系)"
                # "他这人向来嫌戴东西累赘": never one to wear anything
                rf"|(?P<anyjewel>(?:从来|向来|一向|素来|打小)(?:就)?(?:嫌|不爱|不喜欢|懒得)(?:(?:在|往)[\u4e00-\u9fff]{{1,3}}?[上里间])?"
                rf"(?:戴|佩)(?:什么|任何)?(?:东西|首饰|物件|那些))")
        self.absent_jewellery = tuple(ab.get("jewellery_items", []))
        # (the literals every form of it needs: a chapter without them is skipped)
        self.absent_gate = re.compile(r"\bwor[en]|\bwear|\bhad on\b|\bno\s+[a-z]|\bone\s+for\b|\bown(?:ed|s)?\b|\bpossessed\b|\bcarried\b|\bpinned\b|\bfastened\b|\bput on\b|\bbuckled\b|\bslipped on\b|\bbare\s+(?:of|as)\b|\bbare-?headed\b|\bwithout\s+(?:so|even|a\s+single)\b|less\b" if en else r"戴|佩|挂|系|套|空空|光秃|光溜")
        hyp = d.get("past", {}).get("hypothetical", [])
        self.hypothetical = re.compile(alt(hyp), flags) if hyp else None
        wear = d.get("wear", {})
        self.wear = re.compile(alt(wear.get("verbs", []) + wear.get("places", [])), flags)
        ch = d["change"]
        self.change_hand = re.compile(alt(ch["hand"]), flags)
        self.change_item = re.compile(alt(ch["item"]), flags)
        self.change_damage = re.compile(alt(ch["damage"]), flags)
        self.change_damage_temp = re.compile(alt(ch.get("damage_temp", [])), flags)
        self.change_healed = re.compile(alt(ch["healed"]), flags) if ch.get("healed") else None
        self.change_disguise = re.compile(alt(ch["disguise"]), flags)
        self.change_eyes = re.compile(alt(ch["eyes"]), flags) if ch.get("eyes") else None
        self.item_noun = re.compile(items, flags)
        # literal gates (English): the slow case-insensitive passes run only in paragraphs holding one of these
        # (at a word's start where each pattern has its words bounded: "hat", not the "hat" of "that")
        self.gate_side = literal_gate(["left", "right"], word_start=True) if en else None
        self.gate_hand_words = literal_gate(h["left_words"] + h["right_words"], word_start=True) if en else None
        self.gate_item = literal_gate(list(lex.item_of), word_start=True) if en else None
        self.gate_eyes = literal_gate(["eye"]) if en else None  # ("(?P<noun2>eyes) were …" has no bound before it)
        self.gate_change = {name: (literal_gate(ch.get(name, []), word_start=True) if en else None)
                            for name in ("hand", "item", "damage", "damage_temp", "disguise", "eyes", "healed")}
        self.eye_noun = re.compile(alt(d["eyes"]["nouns"]), flags)
        tex = d["eyes"].get("texture_after", [])
        met = d.get("eyes", {}).get("met_before", [])
        self.eye_met = re.compile("(?:" + trie_regex(met) + r")了?(?:一双|那双|这双|两道|一对|两只)?[^，。！？；]{0,4}$") \
            if met else None
        self.eye_texture = re.compile(r"\S{0,2}?(?:" + trie_regex(tex) + ")") if tex else None
        self.hand_noun = re.compile(alt(["hand", "hands", "arm", "arms", "wrist", "palm", "fingers"] if en else
                                        ["手", "臂", "腕", "胳膊"]), flags)
        p = d["pronouns"]
        if en:
            # "I'm", "I've": the speaker with the verb run on is the speaker all the same ("he's" stays out: in
            # someone's words it is too often someone the words never name)
            self.pronoun = re.compile(r"(?=[hHsSiImM])(?<![\w'’-])(?:(?P<m>he|him|his|himself)(?![\w'’-])|(?P<f>she|her|hers|herself)(?![\w'’-])|"
                                      r"(?P<one>I(?![\w-])(?!['’](?!m\b|d\b|ll\b|ve\b))|(?:me|my|mine|myself)(?![\w'’-])))", re.I)
        else:
            self.pronoun = re.compile(rf"(?:(?P<m>{alt(p['male'])})|(?P<f>{alt(p['female'])})|(?P<one>{alt(p['first'])}))(?![们等辈])")
        self.post_possessor = re.compile(r"\s+of\s+(?:hers|his|mine|[A-Z][\w'’-]+(?:['’]s)?)\b") if en else None
        self.post_place = re.compile(
            r"[^.,;:!?\n]{0,25}?\b(?P<who>his|her|my|[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+)?['’]s)\s+"
            r"(?:own\s+)?(?:finger|fingers|hand|hands|wrist|wrists|neck|throat|breast|chest|collar|lapel|shoulders?|head|ears?|belt|waist|waistcoat|coat)\b") if en else None
        self.carry_over = set(d.get("subject", {}).get("carry_over_words", []))
        self.zh_surnames = set(d.get("discovery", {}).get("surnames", "")) if not en else set()
        self._en = lex.language == "en"
        # words that may stand before a surname without making it someone else's (Mr Coldicott, Old Coldicott)
        self.cap_stop = set(lex.words("discovery", "stopwords"))  # capitalised words that are never names
        self.title_words = {t.rstrip(".") for t in lex.words("discovery", "titles")} | {
            "Mr", "Mrs", "Ms", "Dr", "St", "Old", "Young", "Little", "Big", "Poor", "Dear", "Good", "Mister",
            "Master", "Miss", "Mistress", "Widow", "Mother", "Father", "Brother", "Sister", "Uncle", "Aunt", "Granny",
            "Grandfather", "Grandmother", "Lord", "Lady", "Sir", "Dame", "Madame", "Monsieur", "Signor", "Maestro",
            # ranks and offices: "Petty Officer Pryce", "Lieutenant Rowan", "Alderman Dartzow"
            "Officer", "Seaman", "Lieutenant", "Lt", "Commander", "Captain", "Colonel", "Major", "General", "Admiral",
            "Sergeant", "Corporal", "Private", "Ensign", "Bosun", "Mate", "Constable", "Inspector", "Superintendent",
            "Judge", "Reverend", "Rev", "Deacon", "Bishop", "Abbot", "Prior", "Deputy", "Warden", "Factor", "Alderman",
            "Clerk", "Journeyman", "Nurse", "Cook", "Pilot", "Skipper", "Surgeon", "Professor", "King", "Queen",
            "Prince", "Princess", "Duke", "Earl", "Count", "Baron", "Chief", "Elder", "Governor", "Mayor", "Sheriff",
            "Steward", "Trader", "Doctor", "Matron", "Overman", "Foreman", "Keeper", "Apprentice", "Able", "Leading"}
        gen = d.get("subject", {}).get("generic", [])
        self.generic = re.compile(r"\s*(?:" + trie_regex(gen) + ")", re.I if en else 0) if gen else None
        un = d.get("subject", {}).get("unnamed_heads", [])
        self.zh_seen_unnamed = re.compile(r"(?:见|看见|看到|望见|瞧见|见过|遇见|撞见)(?:了|过)?(?P<who>" + trie_regex(un) + ")") \
            if not en and un else None
        self.unnamed_head = re.compile(r"\s*(?:" + trie_regex(un) + (r")(?![\w'’-])" if en else ")"), re.I if en else 0) \
            if un else None
        # (the same without the leading space, to scan a whole chapter with: a leading \s* is tried at every position)
        self.unnamed_head_scan = re.compile(r"(?:" + trie_regex(un) + (r")(?![\w'’-])" if en else ")"), re.I if en else 0) \
            if un else None
        sub = d.get("subject", {}).get("subordinate_ends", [])
        self.subordinate_end = re.compile("(?:" + trie_regex(sub) + ")$") if sub else None
        ana = d.get("subject", {}).get("anaphora", [])
        self.anaphora = re.compile(r"\s*(?:" + trie_regex(ana) + ")", re.I if en else 0) if ana else None
        uh = d.get("subject", {}).get("unknown_heads", [])
        self.unknown_heads = re.compile(r"\s*(?:" + trie_regex(uh) + ")") if uh else None
        verse = d.get("verse", {}).get("markers", [])
        self.verse = re.compile(alt(verse)) if verse else None
        self.window = 100 if en else 14
        self.mark_window = 50  # English: a mark word further than this from "left hand" describes something else
        self.quote_limit = 160 if en else 40

    def parse_mod(self, mod: str) -> tuple[str | None, str | None]:
        """colour class and material of a modifier like 青玉 / 'plain silver'."""
        colour = material = None
        if self.lex.language == "en":
            mod = mod.replace("-", " ")  # "blue-glass": blue, and glass
        else:
            mod = mod.replace("合金", "")  # "钛合金表壳": an alloy, no gold
            mod = re.sub(r"绞丝|扭丝|拉丝|花丝|累丝|掐丝", "", mod)  # "绞丝银镯子": twisted silver wire, no silk
        for m in self.colour_material.finditer(mod):
            w = m.group().lower()
            if w in self.lex.colour_of and colour is None:
                colour = self.lex.colour_of[w]
            elif w in self.lex.material_of and material is None:
                material = self.lex.material_of[w]
        if colour is None and material is not None:
            # coral is red, pearl white, whatever else the sentence says of the thing
            colour = self.lex.data.get("material_colours", {}).get(material)
        return colour, material


_PATTERNS: dict[str, Patterns] = {}


def patterns(language: str, extra_items: tuple[str, ...] = (), extra_marks: tuple[tuple[str, str], ...] = (),
             extra_tools: tuple[str, ...] = ()) -> Patterns:
    """The language's patterns; `extra_items` adds nouns from the book's bible (each its own kind of item),
    `extra_marks` words the bible uses for a mark ("a small blue swallow tattooed on …": swallow is a tattoo),
    `extra_tools` the tools a handedness bullet says the hand works ("holds the gutting knife (the cutag)")."""
    key = language + "\x1f" + "\x1f".join(extra_items) + "\x1e" + "\x1f".join(f"{w}={k}" for w, k in extra_marks) \
        + "\x1e" + "\x1f".join(extra_tools)
    if key not in _PATTERNS:
        lex = load_lexicon(language)
        if extra_tools:
            h = lex.data["handedness"]
            lex = dataclasses.replace(lex, data={**lex.data, "handedness": {
                **h, "actions": list(h["actions"]) + [t for t in extra_tools if t not in h["actions"]],
                "bible_tools": list(extra_tools)}} if language == "en" else {**lex.data, "handedness": {
                **h, "bible_tools": list(extra_tools)}})
        if extra_items or extra_marks:
            # ("丁香=earring": a shape the bible's earring is made in names the earring)
            extra = dict(w.lower().split("=", 1) if "=" in w else (w.lower(), w.lower()) for w in extra_items)
            lex = dataclasses.replace(
                lex, item_of={**lex.item_of, **{w: k for w, k in extra.items() if w not in lex.item_of}},
                mark_of={**lex.mark_of, **{w.lower(): k for w, k in extra_marks if w.lower() not in lex.mark_of}})
        _PATTERNS[key] = Patterns(lex)
    return _PATTERNS[key]


_EN_MARK_ADJ = {"small", "little", "tiny", "large", "big", "long", "short", "thin", "thick", "faint", "old", "new", "deep",
                "pale", "livid", "white", "ugly", "puckered", "jagged", "crooked", "neat", "fresh", "dark", "faded",
                "crude", "ragged", "narrow", "wide", "raised", "angry", "single", "double", "blue", "red", "black"}


def tool_nouns(values: list[str], language: str) -> tuple[str, ...]:
    """Tools a handedness bullet says the hand works ("left; holds the gutting knife (the cutag) in her left hand",
    "writes and carves with the graver in his right"): their nouns, and a name given in brackets, not in the lexicon's
    list of tools already."""
    if language != "en":
        # "左手（天生左撇子，裁刀、镊子、棕刷都在左手）": the tools the hand holds, listed
        out_zh: list[str] = []
        for v in values:
            for m in re.finditer(r"([\u4e00-\u9fff]{2,3}(?:[、，,][\u4e00-\u9fff]{2,3})*)(?:也|都|全|皆|全都)?(?:在|用|使|拿在|握在)(?:左|右)手", v):
                for t in re.split(r"[、，,]", m.group(1)):
                    t = re.sub(r"(?:也|都|全|皆)$", "", re.sub(r"^(?:天生|生来|从小|自幼|向来|惯用|习惯)", "", t))
                    if 2 <= len(t) <= 3 and t not in out_zh and not re.search(r"左|右|手|撇|惯|是|都|在", t):
                        out_zh.append(t)
        return tuple(out_zh)
    lex = load_lexicon(language)
    known = {a.lower() for a in lex.data["handedness"]["actions"]}
    stop = {w.lower() for w in lex.words("discovery", "stopwords")} | {
        "hand", "hands", "left", "right", "fish", "thing", "things", "one", "work", "both", "each", "other", "it"}
    out: list[str] = []
    for v in values:
        for m in re.finditer(r"\b(?:holds?|held|holding|uses?|used|using|grips?|gripped|gripping|wields?|wielded|wielding|works?|working|takes?|took|"
                             r"(?:writes|cuts|carves|draws|sews|shoots|fights)\s+with)\s+(?:the|a|an|his|her|their)\s+"
                             r"(?P<thing>(?:[a-z-]+\s+){0,2}?(?P<head>[a-z-]{3,}))"
                             r"(?:\s*\((?:the\s+|a\s+)?(?P<alias>[a-z-]{3,})\))?\s+(?:in|with)\s+(?:his|her|their)\s+(?:left|right)\b",
                             v, re.I):
            for w in (m.group("head"), m.group("alias")):
                if w and w.lower() not in known and w.lower() not in stop and w.lower() not in out:
                    out.append(w.lower())
    return tuple(out)


def mark_nouns(values: list[str], language: str) -> tuple[tuple[str, str], ...]:
    """Words an appearance bullet gives a mark by ("a small blue swallow tattooed on the inside of his right
    forearm"): the text may later name the mark by that word alone ("the small blue swallow on his left forearm")."""
    if language != "en":
        return ()
    lex = load_lexicon(language)
    known = set(lex.item_of) | set(lex.colour_of) | set(lex.material_of) | set(lex.part_of) | set(lex.mark_of) \
        | set(lex.side_of) | _EN_MARK_ADJ
    marks = sorted(lex.mark_of, key=len, reverse=True)
    stop = {w.lower() for w in lex.words("discovery", "stopwords")} | {"the", "and", "with", "his", "her", "old", "faded"}
    out: list[tuple[str, str]] = []
    for v in values:
        for m in re.finditer(r"([a-z]{3,})\s+(" + "|".join(map(re.escape, marks)) + r")(?![\w-])", v, re.I):
            w = m.group(1).lower()
            kind = lex.mark_of[m.group(2).lower()]
            # a tattoo's picture (a swallow, an anchor), not what made a scar ("a sabre scar": the sabre is no scar)
            if kind != "tattoo" or w in known or w in stop or w in {x for x, _ in out} or w.endswith(("ly", "ing", "ed")):
                continue
            out.append((w, kind))
    return tuple(out)


def worn_nouns(values: list[str], language: str) -> tuple[str, ...]:
    """The things an "always wears" bullet names that the lexicon has no word for ("a carved carp of green jade",
    "一枚青铜铃铛"): the noun before "of <material>" or right after a colour or a material."""
    lex = load_lexicon(language)
    known = set(lex.item_of) | set(lex.colour_of) | set(lex.material_of) | set(lex.part_of)
    cm = lex.alt(list(lex.colour_of) + list(lex.material_of))
    out: list[str] = []
    for v in values:
        if language == "en":
            # the thing itself heads the value; what it hangs on comes after ("a bronze hammer on a leather cord")
            v = re.split(r"\s(?:on|at|around|round|from|hanging|in|with|about|under|over|through|upon|by)\s", v, maxsplit=1)[0]
            cands = [m.group(1) for m in re.finditer(rf"([a-z]{{3,}})\s+of\s+(?:[a-z]+\s+)?(?:{cm})", v, re.I)]
            items = lex.alt(list(lex.item_of))
            # "a small jet mourning brooch": a word before a known thing only says what kind of thing it is
            cands += [m.group(1) for m in re.finditer(rf"(?:{cm})\s+([a-z]{{3,}})(?![\w-])(?!\s+of\b)(?!\s+(?:[a-z-]+\s+)?(?:{items}))",
                                                      v, re.I)]
            stop = set(lex.words("discovery", "stopwords")) | {"hanging", "carved", "worn", "plain", "small", "little",
                                                                 "old", "thin", "heavy", "round", "inherited",
                                                                 # "a ring of gold and black enamel": words between
                                                                 "and", "or", "but", "nor", "with", "for", "the",
                                                                 "from", "that", "which", "its", "his", "her",
                                                                 # "a string of black jet beads": how many, not what
                                                                 "string", "strand", "strands", "loop", "pair", "set",
                                                                 "row", "rope", "twist", "length", "piece", "bit",
                                                                 "scrap", "coil", "hank", "bunch", "handful", "couple"}
            cands = [c.lower() for c in cands if c.lower() not in stop]
        else:
            cands = [m.group(1) for m in re.finditer(rf"(?:{cm})(?:色|的)?([\u4e00-\u9fff]{{2,3}})(?=[，。；、（(\s]|$)", v)]
            # "穿在红绳上": the thing is the cord, 上 only says where
            cands = [c[:-1] if len(c) >= 2 and c[-1] in "上中里内间" else c for c in cands]
            # "青玉雕的蝉": how it was made is no part of the thing's name
            cands = [re.sub(r"^(?:雕|刻|琢|打|铸|镂)(?:成)?的", "", c) for c in cands]
        for c in cands:
            if c not in known and c not in out and (language == "en" or not any(c.endswith(k) for k in known)):
                out.append(c)
        if language == "zh":
            # "一对银丁香耳坠": the text may call the earrings by their shape alone ("耳垂上那对金丁香")
            shapes = lex.alt(lex.words("wear", "shapes")) if lex.words("wear", "shapes") else ""
            items = lex.alt(list(lex.item_of))
            for m in (re.finditer(rf"({shapes})({items})", v) if shapes else ()):
                tag = f"{m.group(1)}={lex.item_of[m.group(2)]}"
                if m.group(1) not in known and tag not in out:
                    out.append(tag)
    return tuple(out)


# what lies between an object pronoun and a possessive when the possessive is in what is looked at: "at him
# sideways in the lamp-light, at the pale face and the scar through his …" (an "at" after the last clause break,
# no "with")
_IN_GAZE = re.compile(r"(?:(?!,\s*(?:and|but|while|as)\b|;|\bwith\b).)*?\bat\b(?:(?!,\s*(?:and|but|while|as)\b|;|\bwith\b).)*$",
                      re.I | re.S)

# ", Nat reflected afterwards,": a parenthetical that names whose view the sentence is
_PERCEIVER = re.compile(r"\s+(?:reflected|thought|knew|realised|realized|remembered|recalled|decided|supposed|"
                        r"felt|guessed|suspected|noted|mused|told (?:him|her)self)(?:\s+(?:afterwards|later|then|now))?"
                        r"\s*[,—]", re.I)

# someone found (a body, a man fallen): "They found Fridolin Gsponer at first light … Kaspar found him, with Moritz. He
# was lying on his back in the snow" — the he lying there is the one found, not the finder
_EN_FOUND_ONE = re.compile(r"\b(?:found|find|finds|discovered|came\s+upon|come\s+upon|reached|spotted|dug\s+out|"
                           r"pulled\s+out|brought\s+up|carried\s+in|brought\s+in)\s+$", re.I)
_EN_LYING_STATE = re.compile(r"[\s\"“]*(?:He|She)\s+(?:was|lay|had\s+been|were)\s+(?:still\s+|quite\s+|already\s+)?"
                             r"(?:lying|lay|sprawled|dead|face\s+(?:down|up)|cold|curled|huddled|wedged|buried|frozen|"
                             r"crumpled|pinned|half-buried|spread|stretched|on\s+(?:his|her)\s+(?:back|face|side|front))\b"
                             r"|[\s\"“]*(?:He|She)\s+lay\b")
# a thing doing something about a person, in a with-phrase: "with the Weisszahn standing over him"
_EN_ABSOLUTE_OVER = re.compile(r"\b(?:the|a|an|its|their)\s+(?:[\w'’-]+\s+){0,2}[a-z]+ing\s+(?:over|under|above|beneath|"
                               r"below|beside|around|round|about|behind|on|upon|against|past|through|at|in\s+on|down\s+on)\s+$",
                               re.I)
# a verb of saying right after its subject, then what was said: "the surgeon say once, in the wardroom, that "
_EN_SAID_THAT = re.compile(r"\s(?:say|says|said|saying|tell\s+\w+|told\s+\w+|telling\s+\w+|remark|remarked|admit|admitted|"
                           r"claim|claimed|boast|boasted)\b(?:[^.;!?\"“”]{0,40}?,)?\s+that\s+$", re.I)


# a speaker put in between commas: ", Quarrie said, for the rest of his life"
_EN_ASIDE_SAID = re.compile(r"\s+(?:said|says|thought|thinks|reckoned|reckons|supposed|declared|insisted|told\s+(?:him|her|me|them|us))\s*,", re.I)


# a name followed by its verb: "Ashby was on his feet", "Kember drew", "Hale had gone"
_EN_CLAUSE_VERB = re.compile(r"\s+(?:was|were|had|has|is|did|could|would|stood|sat|lay|went|came|turned|looked|ran|"
                             r"took|put|got|[a-z]+ed)\b", re.I)


# clothes, which a word of newness may describe instead of a worn thing further on in the sentence
_ZH_GARMENT = re.compile(r"[袍衫衣裙褂袄靴鞋帽裤]")


_EN_GARMENT = re.compile(r"(?:\s+[\w-]+){0,2}?\s+(?P<g>gown|dress|frock|coat|greatcoat|overcoat|jacket|waistcoat|shirt|blouse|"
                         r"skirt|trousers|breeches|boots|shoes|habit|uniform|suit|livery|apron|pinafore|smock|jersey|"
                         r"sweater|jumper|cardigan)s?\b", re.I)


# ", who": a relative clause about the one named before the phrase it follows
_EN_COMMA_WHO = re.compile(r",\s+who\b")
# "was left-handed again", "is naturally right-handed": a copula before the word says who the person is
_EN_IS_HANDED = re.compile(r"\b(?:is|was|am|are|were|been|be|became|become|remained|stayed)\s+"
                           r"(?:(?:still|always|now|naturally|once\s+more|by\s+nature|\w+ly)\s+)?$", re.I)
# a name as the thing written or signed: "wrote Nora Quill under the last line", "signed himself Tom Hale"
_WRITTEN_NAME = re.compile(r"\b(?:wrote|written|writes|write|writing|signed|signs|sign|signing|scrawled|printed|typed|"
                           r"initialled|initialed)\s+(?:(?:himself|herself|his\s+name|her\s+name|it|the\s+name|out)\s+)?"
                           r"(?:as\s+)?[\"“‘']?$", re.I)
# the one spoken to: 跟/对/向/冲 … X说
_ZH_TO_WHOM = re.compile(r"(?:跟|对|向|冲|朝|同)[^，。！？：“”\n]{0,12}$")
# an ache from the work: "her right arm aching after thirty strokes", "his shoulders ached from the oars"
_EN_TIRED_ACHE = re.compile(r"(?:ached|aching|aches|ache)\s+(?:a\s+little\s+|badly\s+|already\s+)?(?:after|from|with)\s+(?:the\s+|all\s+the\s+|so\s+much\s+|"
                            r"[\w-]+\s+){0,3}?(?:strokes|hours|minutes|work|walk|walking|climb|climbing|carrying|lifting|effort|weight|"
                            r"cold|scrubbing|rowing|digging|beating|whipping|stirring|kneading|oars|pulling|hauling|riding|holding)\b", re.I)
# someone of a title the book does not know: "Miss Clarissa came out presently with her left arm in a sling"
_EN_TITLED_STRANGER = re.compile(r"(?<![\w'’])(?P<t>(?-i:Miss|Mrs\.?|Mr\.?|Lady|Lord|Sir|Madam|Mistress|Master|Dame))\s+"
                                 r"(?P<n>(?-i:[A-Z][a-z'’]+)(?:\s+(?-i:[A-Z][a-z'’]+))?)\b")
# someone brought in by name: "the young man's name was Harry Gill", "a drover named Abel Price", "a girl called Nan"
_EN_NAMED_NEWCOMER = re.compile(r"\b(?:name\s+(?:was|is)|named|called)\s+(?P<n>(?-i:[A-Z][a-z'’]+)(?:\s+(?-i:[A-Z][a-z'’]+))?)\b")
# "跟冯德顺喝过不少回酒，知道这老头儿一辈子最服的，就是把他领进排字房的……": a this-old-man for the one just named
_ZH_EPITHET = re.compile(r"(?:这|那)(?:个|位)?(?P<m>老头儿|老头子|老头|老汉|老爷子|老家伙|汉子|小子|后生|小伙子|年轻人|孩子|老人家|老人)"
                         r"|(?:这|那)(?:个|位)?(?P<f>丫头|姑娘|女人|妇人|婆子|老婆子|老太太|老太婆|小媳妇|女娃)")
# a pronoun that names itself: 她叫X, 他名叫X
_ZH_CALLED = re.compile(r"(?:就|本|原|大|全)?(?:名)?叫|的名字叫|名字叫")
# someone of one sex spoken of without a name: a kin word or a person word
_ZH_UNNAMED_F = re.compile(r"闺女|女儿|老婆|媳妇|妻子|我妈|她妈|他妈|你妈|母亲|奶奶|姥姥|外婆|姐姐|妹妹|小姑娘|姑娘|女孩|女人|女子|妇人|"
                           r"老太太|丫头")
_ZH_UNNAMED_M = re.compile(r"儿子|老公|丈夫|我爸|她爸|他爸|你爸|父亲|爷爷|姥爷|外公|哥哥|弟弟|小伙子|男孩|男人|汉子|老头")


# a clause that opens on a feature of someone left unnamed: "灰紫色的眼睛在灯下幽幽发亮", "那双手青筋暴起"
_ZH_BODY_CLAUSE = re.compile(r"[\s\u3000]*(?:那|这)?(?:一)?(?:双|对|张|头|只)?[^，。！？；“”]{0,6}?(?:的)?"
                             r"(?:眼睛|眸子|眼珠子?|双眼|目光|眉毛|眉头|脸色|面色|脸膛|脸|头发|鬓角|嘴唇|嘴角|鼻梁|额头|双手|"
                             r"肩膀|腰身|身形|身子)"
                             # "那是一只修长、干净、光秃秃的手": the hand shown, whose it is carried over
                             r"|[\s\u3000]*(?:那|这)是(?:一)?(?:只|双|张|对)[^，。！？；“”]{0,14}(?:手|脸|眼睛)")


# someone coming into the scene: "Josiah Ashdown came down into the workshop", "Mrs Pryce entered"
_EN_ENTERS = re.compile(r"\s+(?:(?:came|walked|stepped|strode|limped|hurried|stumped|swept|bustled|marched|climbed|was\s+shown)"
                        r"\s+(?:[a-z]+\s+){0,2}?(?:in|into|down|up|through|out|across|back)\b|(?:entered|appeared|arrived|"
                        r"came\s+in)\b)")


# a verb of seeing someone, right before the one seen: "Tom had seen Edwin Kettering", "she had never met"
_EN_SEEN_SOMEONE = re.compile(r"\b(?:seen|saw|sees|see|watched|noticed|met|meets|eyed|studied|looked\s+at|glimpsed)\s+(?=[A-Z])")


# a thing made for one hand: "a left-handed screwdriver", "right-handed scissors"
_EN_HANDED_THING = re.compile(r"screwdrivers?|screws?|threads?|scissors|shears|spanners?|wrenches|wrench|chisels?|planes?|"
                              r"gloves?|compliments?|bats?|clubs?|guitars?|mice|mouse|desks?|tools?|corkscrews?|tap|taps|"
                              r"bolts?|nuts?|rifles?|guns?|coils?|spirals?|turns?|twists?|helix|helices|curves?|loops?|"
                              r"sweeps?|whorls?|windings?")
# a subject named by what someone is, right before "was a left-handed …": "Mr Breguet's best finisher in Paris was"
_EN_NOUN_SUBJECT = re.compile(r"\b(?:the|a|an|his|her|my|our|their|its|your|(?-i:[A-Z][\w'’-]*)['’]s)\s+(?:[a-z][\w-]*\s+){0,3}?"
                              r"[a-z][\w-]*(?:\s+(?:in|at|of|from)\s+(?:the\s+)?[A-Z][\w'’-]*)?\s+(?:was|is|had\s+been|has\s+been)\s+"
                              r"(?:also\s+|always\s+|once\s+)?(?:an?\s+)?$", re.I)


# a mark come now: "You've got a ley-scar", "the skin of her palm had burned"
_EN_NEW_MARK = re.compile(r"\b(?:(?:got|gets|get|given)\s+(?:a|an)\s+(?:new\s+|fresh\s+)?(?:[\w]+-)?scar\b|"
                          r"(?:his|her|my|your)\s+(?:skin\s+of\s+(?:his|her|my|your)\s+)?(?P<part2>palm|hand|cheek|face|arm|forearm|wrist|"
                          r"neck|brow|forehead)\s+had\s+(?:been\s+)?(?:burned|burnt|cut|slashed|scarred|seared|branded)\b)", re.I)


def _epithet_kind(words: str) -> str | None:
    """Which age "the old man", "the boy", 老人, 小伙子 speaks of: old, child or young (None: no age in it)."""
    w = words.lower()
    if re.search(r"\bold\b|老(?:人|者|头|汉|爷子|太|妇|婆|妪|翁|先生)", w):
        return "old"
    if re.search(r"\b(?:boy|girl|lad|child)\b|孩子|小孩|男孩|女孩|小姑娘|小丫头", w):
        return "child"
    if re.search(r"\byoung\b|年轻人|小伙子|后生", w):
        return "young"
    if re.search(r"少年|少女", w):
        return "youth"
    return None


# someone named by age alone at the head of a sentence: "The old man's ring", "老人靠在枕上"
_EPITHET_HEAD = {
    "en": re.compile(r"[\s\"“‘']*(?:(?:and|but|then|now)\s+)?the\s+(?P<w>old\s+(?P<m>man|fellow|gentleman)|old\s+(?P<f>woman|lady)"
                     r"|(?P<m2>boy|lad)|(?P<f2>girl)|child|young\s+(?P<m3>man|fellow)|young\s+(?P<f3>woman|lady))(?![\w'’-])",
                     re.I),
    "zh": re.compile(r"[\s\u3000“「]*(?:(?:只见|但见|这时|此时|那)?)(?P<w>(?P<m>老头儿?|老头子|老汉|老爷子|老者|老翁|老先生|少年|小伙子|后生)"
                     r"|(?P<f>老太太|老太婆|老妇人|老婆婆|老妪|少女|小姑娘|小丫头)|老人|孩子)"),
}


def _unnamed_fits(head: str, gender: str) -> bool:
    """Whether an unnamed person ("a woman", 那汉子, "someone") can be a pronoun of this gender."""
    female = bool(re.search(r"woman|girl|lady|widow|maid|queen|princess|duchess|nun\b|女|妇|娘|姑|太太|婆", head, re.I))
    if gender == "f":
        return female or bool(re.search(r"some|有人|一个人|有个人|陌生|来人|此人|这人|那人|child|孩子", head, re.I))
    if gender == "m":
        return not female
    return False


# someone brought into a scene without a name: "柜台后面坐着个男人", "门口站着一位老太太", "进来一个穿长衫的年轻人"
_ZH_INTRO_UNNAMED = re.compile(r"(?:坐着|站着|躺着|蹲着|靠着|立着|跪着|趴着|来了|走来|走进来|走过来|进来|钻出|冒出)了?"
                               r"一?(?:个|位|名)(?:[\u4e00-\u9fff]{0,8}?的)?[\u4e00-\u9fff]{0,2}?"
                               r"(?P<who>男人|女人|男子|女子|老头|老汉|老人|老者|汉子|年轻人|后生|中年人|少年|少女|姑娘|妇人|"
                               r"伙计|掌柜|老板|先生|太太|老太太|孩子|小孩|小伙子|大汉|和尚|道士|书生)")
# a paragraph's opening words that set a new day: "中秋这天，", "次日一早，", "三月初五，", "第二天傍晚，"
_ZH_TIME_LEAD = re.compile(r"\s*(?:[\u4e00-\u9fff]{1,8}?(?:这天|那天|这日|那日|当天|这一天|那一天)|次日|翌日|第二天|第三天|隔天|隔日|转天|"
                           r"(?:[正腊冬一二三四五六七八九十]|十[一二])月(?:初|十|廿|二十|三十)?[一二三四五六七八九十]?(?:日)?)"
                           r"(?:一早|清早|早上|上午|中午|午后|下午|傍晚|晚上|夜里|黄昏|天不亮)?[，,]\s*")
_CLAUSE_LEAD = re.compile(r"(?:^|[,;:—，；：]\s*|\b(?:[Aa]nd|[Bb]ut|[Tt]hen|[Ww]hile|[Aa]s|[Ww]hen|[Uu]ntil)\s+|[.!?][”\"’]?\s+"
                          r"|[。！？…][”」\"]?\s*)$")


@lru_cache(maxsize=16)
def _rank_head_rx(ranks: tuple[str, ...], scan: bool = False) -> re.Pattern | None:
    """"the commander", "the warden": a rank of the book standing for someone (compiled once per book; with `scan`,
    without the leading space, to run over a whole chapter)."""
    rs = sorted({r for r in ranks if r and r[0].isalpha()}, key=len, reverse=True)
    if not rs:
        return None
    return re.compile((r"" if scan else r"\s*") + r"the\s+(?:" + "|".join(re.escape(r) for r in rs) + r")(?![\w'’-])", re.I)


_ZH_HAND_VERBS = "执拿握持提抓捏拎拔举端挥扶按拨撑攥捧托掏抽拉推牵搭扣写画挑"  # a verb right after 左手/右手: the hand does something
_ZH_AS_USUAL = re.compile(r"像往常一样|和往常一样|跟往常一样|同往常一样|照往常一样|一如往常|照例")
_EN_SEEING = re.compile(r"\b(?:sees|saw|see|seeing|watches|watched|watching|watch|looks\s+at|looked\s+at|studies|studied|"
                        r"observes|observed|notices|noticed|eyes|eyed|regards|regarded|finds|found)\s+$", re.I)
_EN_SEEING_SOMEONE = re.compile(r"\b(?:sees|saw|watches|watched|observes|observed|notices|noticed)\s+(?:his|her|their)\s+"
                                r"(?:[a-z]+\s+){0,2}[a-z]+\s+(?!(?:with|and|as|down|up|on|of|in|across|at|over|under|along|from|"
                                r"to|above|below|near|behind|by|through|around|round|beside|between|that|which|who|where|"
                                r"when|while|again|there|here|now|then)\b)[a-z]+\b", re.I)
# a person named by what they are to someone, as the possessor of a body or what is worn on it (师父的腰间, 那人的左手)
_ZH_OTHERS_BODY = re.compile(r"(?:师父|师傅|师娘|师兄|师姐|师弟|师妹|父亲|母亲|爹爹|爹|娘亲|娘|哥哥|姐姐|弟弟|妹妹|儿子|女儿|闺女|"
                             r"丈夫|妻子|媳妇|老人|老者|那人|此人|对方|来人|死者|尸首|尸身|汉子|妇人|女人|男人|孩子|少年|姑娘)"
                             r"(?:的|之)(?:[^，。！？；“”]{0,8})$")
# an heirloom named by whose it was: "his father's gold ring", "Mamma's string of pearls", and where it is worn now
_EN_KIN_OWNED = re.compile(r"\b(?:(?:his|her|my|their|our)\s+(?:late\s+|dead\s+)?)?(?:father|mother|grandfather|grandmother|"
                           r"grandmamma|grandpapa|mamma|mama|papa|pa|ma|granny|gran|uncle|aunt|husband|wife)['’]s\s+"
                           r"(?:[\w-]+\s+){0,3}$", re.I)
_EN_ON_BODY = re.compile(r"\b(?:on|round|around|off|at|about|from|across|over)\s+(?:his|her|my|their)\s+(?:[\w-]+\s+)?(?:finger|thumb|wrist|"
                         r"neck|throat|hand|breast|bosom|chest|collar|waistcoat|lapel|arm)s?\b", re.I)
# someone seen doing a thing: "watched him, all that morning, pointing with his left hand"
_EN_WATCHED_DOING = re.compile(r"\b(?:sees|saw|see|seeing|watches|watched|watching|watch|noticed|notices|observed|observes)\s+"
                               r"(?:him|her|them)\b[^.;!?]{0,60}?\b[a-z]+ing\b[^.;!?]*$", re.I)
_EN_SEEN_BEFORE = re.compile(r"\b(?:see|sees|saw|seen|watch|watches|watched|notice|notices|noticed|spot|spotted|glimpsed|"
                             r"found|caught\s+sight\s+of|make\s+out|made\s+out)\s+$", re.I)
_EN_AFTER_PREP = re.compile(r"\b(?:at|to|toward|towards|with|from|for|beside|behind|past|upon|on|into|onto|over|under|"
                            r"against|after|by)\s+$", re.I)
_EN_MONTHS = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
# a letter's dateline: "Larkhill, Tuesday 4th June 1816." / "H.M.S. Calliope, Plymouth Sound, Saturday 20th July 1816."
_EN_DATELINE = re.compile(rf"[ \t]*[*_]?[A-Z][^\n]{{0,70}}?,\s+(?:[A-Z][a-z]+day,?\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?"
                          rf"{_EN_MONTHS},?\s+1\d{{3}}(?:,\s+[a-z]+)?\.?[*_]?[ \t]*(?:\n|$)")
# a letter's salutation and closing ("*Dear Mother,*", "My dear Tom,"; "Your loving daughter,", "Yours ever,")
_EN_SALUTATION = re.compile(r"[*_]*(?:My\s+)?(?:[Dd]ear|[Dd]earest)\s+[A-Z][\w.'’ -]{0,30},[*_]*")
_EN_SALUTATION_GATE = re.compile(r"(?:^|\n)[ \t*_]*(?:My\s+)?(?:[Dd]ear|[Dd]earest)\s+[A-Z]")
_EN_CLOSING = re.compile(r"\b(?:[Yy]ours|[Yy]our\s+(?:\w+\s+){0,2}(?:daughter|son|sister|brother|friend|wife|husband|"
                         r"mother|father|servant|cousin|niece|nephew)|[Ww]ith\s+(?:all\s+)?(?:my\s+)?love|[Ll]ove\s+from|"
                         r"[Ee]ver\s+yours|[Aa]ffectionately|[Ss]incerely|[Ff]aithfully|[Tt]ruly)\b")
_EN_DATELINE_GATE = re.compile(rf"{_EN_MONTHS},?\s+1\d{{3}}")
_EN_GESTURE = re.compile(r"\b(?:trail|trailing|trailed|rest|resting|rested|rub|rubbing|rubbed|stroke|stroking|stroked|drum|"
                         r"drumming|drummed|tap|tapping|tapped|twist|twisting|twisted|fidget|fidgeting|fidgeted|pat|patting|"
                         r"patted|tug|tugging|tugged|scratch|scratching|scratched|hanging|dangling|clenched|clenching)\b", re.I)
_ZH_OBJECT_MARKS = frozenset("把将给让叫对向替朝跟同与和被陪扶拉拦劝问瞪望看见瞧盯")  # (周文彦同他: the other one)
_ZH_GAZE_ON = re.compile(r"(?:那道|那双|一双)?(?:目光|视线|眼光|眼神|眼睛)(?:又|便|就|再|慢慢|缓缓|不由得|在)?"
                         r"(?:在|落在|停在|落到|停到|移到|转到|扫过|掠过|扫向|落向|定在)")
_ZH_OBJECT_AFTER = re.compile(r"[，。；！？、]|一眼|一下|一把|几眼|半晌|良久")
_ZH_PREPOSITIONS = frozenset("比对向跟和与同给被把让叫替为朝往离从像似如于随陪有")


REBIRTH_CHAPTERS = 3  # a rebirth (重生) is read only in a book's first chapters


# "But that afternoon Meggs did …", "At dawn Ned went …", "At the gate Crane called …": a time of day or a place
# before the subject leaves it the subject
_EN_TIME_LEAD = re.compile(r"(?:(?:and|but|so|then|yet|now)\s+)?(?:(?:that|this|the\s+next|next|one|each|every|early\s+that|"
                           r"late\s+that|by|in\s+the|at|towards)\s+)?(?:morning|afternoon|evening|night|day|noon|dawn|dusk|"
                           r"nightfall|midnight|daybreak|sunrise|sunset)\s*,?"
                           # "At the gate Crane called the names": a place the scene is at
                           r"|(?:(?:and|but|so|then|yet|now)\s+)?(?:at|in|on|by|outside|inside|behind|beyond|across|along|under|"
                           r"beside|near|from)\s+(?:the|a|an)\s+[a-z]+(?:[\s-][a-z]+)?\s*,?", re.I)


def carries(pats, head: str) -> bool:
    """A sentence's words before its first person leave that person the subject: a carry-over word ("and",
    "then"), or (English) a time of day ("But that afternoon")."""
    return head.lower() in pats.carry_over or (pats._en and _EN_TIME_LEAD.fullmatch(head) is not None)


class ChapterAnalysis:
    """Anchors (names and pronouns) and subject resolution for one chapter's text."""

    def __init__(self, text: str, index: EntityIndex, pats: Patterns, fixed_subject: str | None = None):
        self.text = text
        self.index = index
        self.pats = pats
        self.view = TextView(text, pats.lex)
        self.fixed = fixed_subject
        anchors: list[Anchor] = []
        if index.regex is not None and fixed_subject is None:
            en = pats.lex.language == "en"
            rank_words = {w for r in index.terms.get("ranks", ()) for w in re.split(r"[\s-]+", r.lower()) if w}
            for m in index.regex.finditer(text):
                name = index.surface.get(m.group(), m.group())
                if en and " " not in m.group() and name != m.group() and name.endswith(" " + m.group()):
                    # "Abel Coldicott" is not Joshua Coldicott: a surname alias right after another first name
                    lo = max(0, m.start() - 20)
                    prev = re.search(r"([A-Z][a-z]+)\s+$", text[lo:m.start()])
                    if prev:
                        ps = lo + prev.start(1)
                        opens = ps == 0 or re.search(r"[.!?\n\"“”‘’(—]\s*$", text[max(0, ps - 3):ps])
                        if opens and prev.group(1) in index.surface and index.surface[prev.group(1)] != name \
                                and prev.group(1) not in pats.title_words:
                            opens = False  # "… went round them. Hannah Crake talked about Abel": a first name all the same
                        if opens and prev.group(1) not in pats.title_words and prev.group(1).lower() not in rank_words \
                                and re.search(rf"[a-z,;:] {re.escape(prev.group(1))} [A-Z]", text):
                            opens = False  # "Carol Nixon sits …" where "… and Carol Nixon" shows Carol is a first name
                        if opens and prev.group(1) not in pats.cap_stop and prev.group(1) not in pats.title_words \
                                and prev.group(1).lower() not in rank_words \
                                and not re.search(rf"\b{re.escape(prev.group(1).lower())}\b", text) \
                                and re.search(rf"(?:[a-z,;:]|[,.!?—-][\"”’])[ \t]+{re.escape(prev.group(1))}\b", text):
                            # "Aurel Rüegg looks at him." where "…," Aurel says' shows Aurel is someone, and no "aurel"
                            # is ever a word: a first name
                            opens = False
                        if not opens and prev.group(1) not in pats.title_words and prev.group(1) != name.split()[0] \
                                and prev.group(1).lower() not in rank_words:
                            if anchors and anchors[-1].kind == "name" and anchors[-1].start == ps \
                                    and anchors[-1].end == ps + len(prev.group(1)) and anchors[-1].value != name \
                                    and not anchors[-1].value.endswith(" " + m.group()):
                                anchors.pop()  # "Young Alexander Ross, aged four": neither Alexander Munro nor Daniel
                                # Ross, but a third person with the first name of one and the surname of the other
                            continue  # ("Site Manager Doyle": a rank of the book before the surname is a title)
                if en and " " not in m.group() and name != m.group():
                    # "Mistress Tolliver" is not Bram Tolliver: a title of the other sex before a surname alias
                    t = re.search(r"\b(Mrs|Mistress|Miss|Madam|Madame|Lady|Dame|Widow|Mr|Master|Sir|Lord|Mister)\.?\s+$",
                                  text[max(0, m.start() - 12):m.start()])
                    g = index.gender.get(name)
                    if t and g and (g == "m") == (t.group(1) in ("Mrs", "Mistress", "Miss", "Madam", "Madame", "Lady",
                                                                  "Dame", "Widow")):
                        continue
                if not en and len(m.group()) <= 2 and m.group() != name and m.start() > 0 and name[:1] not in m.group() \
                        and text[m.start() - 1] in pats.zh_surnames:
                    # "冯先生问了半天": the title one character calls by ("先生") after another surname, a man the chapter
                    # calls so more than once, is someone else
                    other = text[m.start() - 1:m.end()]
                    if index.surface.get(other) != name and text.count(other) >= 2:
                        continue
                anchors.append(Anchor(m.start(), m.end(), "name", name, self.view.quote_at(m.start()) is not None
                                      or self.view.in_emphasis(m.start())))
        if fixed_subject is None:
            en = pats.lex.language == "en"
            for m in pats.pronoun.finditer(text):
                if m.group("one") and en and m.group() not in ("I",) and m.group().lower() not in ("me", "my", "mine", "myself"):
                    continue
                kind = "m" if m.group("m") else "f" if m.group("f") else "1"
                anchors.append(Anchor(m.start(), m.end(), "pron", kind, self.view.quote_at(m.start()) is not None
                                      or self.view.in_emphasis(m.start())))
        anchors.sort(key=lambda a: a.start)
        if anchors and pats.lex.language == "en":
            # "Miss Catherine Ashby" read as "Miss Catherine" and "Ashby": one name, the surname its own
            merged: list[Anchor] = []
            for a in anchors:
                prev = merged[-1] if merged else None
                if prev is not None and prev.kind == "name" and a.kind == "name" and text[prev.end:a.start] == " " \
                        and " " in prev.value and prev.value.rsplit(" ", 1)[1] == text[a.start:a.end] \
                        and not text[prev.start:prev.end].endswith(text[a.start:a.end]):
                    merged[-1] = Anchor(prev.start, a.end, "name", prev.value, prev.in_quote)
                    continue
                merged.append(a)
            anchors = merged
        ranks = {r.lower() for r in index.terms.get("ranks", ())}
        if ranks and pats.lex.language == "en":
            # "Sheriff Rourke": a rank that is someone's alias ("the Sheriff") is a title before another name
            anchors = [a for i, a in enumerate(anchors)
                       if not (a.kind == "name" and text[a.start:a.end].lower() in ranks and i + 1 < len(anchors)
                               and anchors[i + 1].kind == "name" and anchors[i + 1].value != a.value
                               and re.fullmatch(r"\s+", text[a.end:anchors[i + 1].start] or "x"))]
        self.anchors = anchors
        self.anchor_starts = [a.start for a in anchors]
        self._memo: dict[int, str | None] = {}
        self.focal = self._point_of_view() if fixed_subject is None else None
        self.writer = self._document_writer() if fixed_subject is None else None
        if fixed_subject is None:
            self._kin_anchors(index.terms.get("kin", ()))

    def _kin_anchors(self, kin: tuple[tuple[str, str, str], ...]) -> None:
        """"her father", 她娘: a name anchor for the one relative the bible gives the possessor (extractors.kin)."""
        from extractors.kin import kin_regex, relative

        lang = self.pats.lex.language
        table: dict[tuple[str, str], list[str]] = {}
        for a, r, b in kin:
            table.setdefault((a, r), []).append(b)
        rx = self.pats.__dict__.get("_kin_rx")
        if rx is None:
            rx = self.pats.__dict__["_kin_rx"] = kin_regex(lang)
        found: list[Anchor] = []
        for m in rx.finditer(self.text):
            ks, ke = m.span("kin")
            if lang == "zh":
                ks = m.start()  # 跟她爹说着话: the pronoun goes with the kin word, so a preposition before is seen
            q = self.view.quote_at(ks)
            if q is not None:
                # in someone's words: "my father" is the one the speaker just said whose child they are ("我是钱永福的
                # 儿子……我父亲昨天夜里去世了"), else the speaker's own, when the speaker is known; "his father" is no one
                if m.group("pos").lower() not in ("my", "我"):
                    continue
                who = self._kin_said(q[0], ks, m.group("kin"), lang)
                if who is None:
                    owner = self.speaker(*q)
                    who = relative(table, self.index.gender, owner, m.group("kin"), lang) if owner else None
                if who:
                    found.append(Anchor(ks, ke, "name", who, True))
                continue
            if lang == "zh" and m.group("kin") in ("娘", "妈") and re.match(r"的(?:\s*[，,！!？?。…]|[^，。！？]{0,6}[！!])", self.text[ke:ke + 8]):
                continue  # 他娘的！, 他妈的什么玩意儿！ is an oath
            ps = m.start("pos")
            if m.group("pos").lower() == "my" or m.group("pos") == "我":
                owner = self.letter_writer(ps) or self.index.narrator
            else:
                i = bisect_right(self.anchor_starts, ps) - 1
                pa = self.anchors[i] if i >= 0 else None
                owner = self._resolve_anchor(pa) if pa is not None and pa.start == ps and pa.kind == "pron" else None
            if not owner:
                continue
            who = relative(table, self.index.gender, owner, m.group("kin"), lang)
            if who:
                found.append(Anchor(ks, ke, "name", who, False))
        if lang == "en":
            # "She had never had any liking for Silas Rowe's girl": the named one's own child (or kin)
            from extractors.kin import kin_after_name_regex
            rx2 = self.pats.__dict__.get("_kin_rx2")
            if rx2 is None:
                rx2 = self.pats.__dict__["_kin_rx2"] = kin_after_name_regex()
            for m in rx2.finditer(self.text):
                i = bisect_right(self.anchor_starts, m.start() - 1) - 1
                pa = self.anchors[i] if i >= 0 else None
                if pa is None or pa.kind != "name" or pa.end != m.start():
                    continue
                who = relative(table, self.index.gender, pa.value, m.group("kin"), lang)
                if who and who != pa.value:
                    # (the whole "Silas Rowe's girl" is the one named: the possessor is no one acting here)
                    found.append(Anchor(pa.start, m.end("kin"), "name", who, pa.in_quote))
        if found:
            taken = {(a.start, a.end) for a in found}
            rest = [a for a in self.anchors if not any(s <= a.start < e for s, e in taken)]
            self.anchors = sorted(rest + found, key=lambda a: a.start)
            self.anchor_starts = [a.start for a in self.anchors]
            self._memo = {}

    def _name_before(self, p: int, gender: str | None, limit: int, narration: bool,
                     exclude: frozenset[str] = frozenset()) -> str | None:
        """The name a pronoun at p points back to: the nearest fitting name in subject position (at the head of
        its clause) within this sentence and the one before, else the nearest fitting name."""
        i = bisect_right(self.anchor_starts, p) - 1
        nearest = None
        obj_nearest = None  # a fitting name after a preposition: only if no subject fits
        unknown = None  # a name whose gender the book never shows: only if no one else fits
        ss = self.view.sentence(p)[0]
        q = ss
        while q > 0:  # the sentence before, past the blank line between paragraphs
            hs, he = self.view.sentence(q - 1)
            if self.text[hs:he].strip() or hs >= q:
                break
            q = hs
        horizon = self.view.sentence(q - 1)[0] if q > 0 else 0
        passed = False  # a pronoun of the gender already passed on the way back
        nearest_obj = False
        while i >= 0:
            a = self.anchors[i]
            if p - a.start > limit:
                break
            if nearest_obj and a.kind == "pron" and narration and not a.in_quote and a.value == gender \
                    and horizon <= a.start < p and self._pronoun_heads(a.start):
                # "他是丽江的纳西人，……见了东家就弯腰。帮里人都晓得，他是个左撇子": the he leading the sentence before
                # goes on, not the one he bows to
                r = self._resolve_anchor(a)
                if r:
                    return r
            if (nearest is not None or unknown is not None) and a.start < horizon:
                break
            if a.kind == "pron" and narration and not a.in_quote and a.value == gender and nearest is None \
                    and unknown is None and not passed and ss <= a.start < p and self.pats.lex.language == "en" \
                    and self._is_object_pronoun(a) and self.text[p:p + 4].lower().startswith(("his", "her")) \
                    and _IN_GAZE.match(self.text[a.end:p]):
                # "Jabe looked at him sideways, at the pale face and the scar through his left eyebrow": a
                # possessive in what is looked at after an object pronoun is the object's (he is not "him");
                # "looked at him with his pale eyes" is the looker's
                obj = self._object_referent(a, ss)
                if obj is not None:
                    return obj
            if a.kind == "pron" and narration and not a.in_quote and a.value == gender and nearest is None \
                    and unknown is None and horizon <= a.start < p and self.pats.lex.language == "zh" \
                    and self._zh_object_pronoun(a):
                # "严崇打量他，目光落在他左手按着的剑柄上"; "是老韩把他拎出来的。那时他……": after a named subject
                # and a 他 that is its object, the next 他 goes on with the object (the subject would be 自己)
                obj = self._zh_object_referent(a)
                if obj is not None:
                    return obj
            if a.kind == "pron" and narration and not a.in_quote and a.value == gender and nearest is None \
                    and unknown is None and horizon <= a.start < ss and self.pats.lex.language == "en" \
                    and self._pronoun_leads(p) and re.match(r"(?:he|she)\b", self.text[p:p + 4], re.I) \
                    and self._is_object_pronoun(a) and self._topic_object(a, horizon):
                # "He was to have gone down tomorrow. Captain Mercer was pleased with him on Saturday. But last night
                # he began to run a temperature": the one the paragraph is about, come back as "him" under someone
                # else's name, is who the next "he" goes on with
                obj = self._object_referent(a, horizon)
                if obj is not None:
                    return obj
            if a.kind == "pron" and narration and not a.in_quote and a.value == gender and nearest is None \
                    and unknown is None and horizon <= a.start < ss and self.pats.lex.language == "en" \
                    and (self._pronoun_heads(p) or re.fullmatch(r"(?:when|as|after|once|while|before|until|then)",
                                                                 self.text[ss:p].strip(" \t\n“”\"'‘’(,"), re.I)) \
                    and self._is_object_pronoun(a) \
                    and _EN_SEEING.search(self.text, max(horizon, a.start - 30), a.start):
                # "Marsh sees him at it now, in the grey lamplight. His left hand is in a sling": the one watched
                # ("Bernie saw her through a gap in the curtains, … When she came out her grey eyes were wet")
                obj = self._object_referent(a, horizon)
                if obj is not None:
                    return obj
            if a.kind == "pron" and narration and not a.in_quote and a.value == gender and nearest is None \
                    and unknown is None and horizon <= a.start < ss and self._pronoun_heads(a.start) \
                    and self._pronoun_heads(p) and self.pats.lex.language == "en":
                # "His left hand is in a sling, …. He was left-handed all his life": sentence after sentence led by
                # the same person's pronoun
                return self._resolve_anchor(a)
            if a.kind == "pron" and narration and not a.in_quote and a.value == gender \
                    and ss <= a.start < p and self._pronoun_leads(a.start):
                # "Then he sat back … and looked at her over his spectacles"; "He sent Jabe back …, and then he
                # fired": a later pronoun of the subject's gender is the subject pronoun's person, as it is a
                # subject name's (below), over names met on the way as objects
                return self._resolve_anchor(a)
            if a.kind == "name" and a.end <= p and not (narration and a.in_quote) and a.value not in exclude \
                    and not (a.in_quote and not narration and self._vocative(a)):
                g = self.index.gender.get(a.value)
                ent = self.index.entities.get(a.value)
                if g == gender or gender is None:
                    if narration and gender is not None and self.pats.lex.language == "en" and \
                            re.search(r"\b(?:whom|whose)\s+$", self.text[max(0, a.start - 8):a.start], re.I) and \
                            self.view.sentence(a.start)[0] < self.view.sentence(p)[0]:
                        # "DC Priya Nair, whom Grace had brought along …. Danny barely knew her.": the one inside
                        # the relative clause is not who the next sentence goes on about
                        if obj_nearest is None:
                            obj_nearest = a.value
                        i -= 1
                        continue
                    if narration and gender is not None and self.pats.lex.language == "zh" and \
                            self.text[max(0, a.start - 1):a.start] in ("在", "给", "替", "朝", "向", "对", "冲", "把", "将") and \
                            self.text[a.end:a.end + 1] == "的" and self.view.sentence(a.start)[0] < self.view.sentence(p)[0]:
                        # "他……伸出手，在程六的额头上摸了摸。他拇指上那只……扳指": a name in a place acted on, not
                        # who the next sentence goes on about
                        if obj_nearest is None:
                            obj_nearest = a.value
                        i -= 1
                        continue
                    if narration and gender is not None and self.pats.lex.language == "en" and \
                            _EN_AFTER_PREP.search(self.text, max(0, a.start - 12), a.start) and (
                                not self._pronoun_heads(p) or self._subject_name_before(a, gender, horizon)):
                        # (a sentence-opening pronoun too, when the sentence the name is in has a subject of the
                        # gender: "Nell Hartley was raking sawdust in a jacket taken in by Ma Pellow. ¶ She raked
                        # left-handed")
                        # "Pryce … grins at Marsh, and the sweat on his face …": a name after a preposition is
                        # someone acted on; the sentence's subject owns what follows, if there is one
                        k0 = bisect_left(self.anchor_starts, ss)
                        if ss <= a.start and k0 < len(self.anchors) and self.anchors[k0].start < a.start \
                                and self.anchors[k0].kind == "name" and not self.anchors[k0].in_quote \
                                and self._at_clause_head(self.anchors[k0]) and self.index.gender.get(self.anchors[k0].value) \
                                and not self._fits(self.anchors[k0].value, gender) and not any(
                                    b.kind == "name" and b.value != a.value and self._fits(b.value, gender)
                                    for b in self.anchors[k0:bisect_left(self.anchor_starts, p)]):
                            return a.value  # "And her ladyship gave her hand to Mr. Hale, and he bowed": the one man
                        if obj_nearest is None:
                            obj_nearest = a.value
                        i -= 1
                        continue
                    if narration and gender is not None and self.pats.lex.language == "en" and \
                            re.search(r"\b(?:while|whilst|as|when|though|although|because|until|till|where)\s+$",
                                      self.text[max(0, a.start - 10):a.start], re.I) and \
                            self.view.sentence(a.start)[0] < ss and self._pronoun_heads(p) and \
                            self._subject_name_before(a, gender, horizon):
                        # "…, and Alwyn knelt … and struck the lines, while Rafe stood behind him …. He was sixty": the
                        # one in a while-clause stands aside; the next sentence's "He" goes on with the main subject
                        if obj_nearest is None:
                            obj_nearest = a.value
                        i -= 1
                        continue
                    if narration and gender is not None and self.pats.lex.language == "en" and \
                            self.text[max(0, a.start - 2):a.start] == ", " and _EN_ASIDE_SAID.match(self.text, a.end) and \
                            self.view.sentence(a.start)[0] < ss:
                        # "… and would be, Quarrie said, for the rest of his life. The silver ring on his right hand":
                        # the one who said so, put in between commas, is not who the talk was about (a pronoun of
                        # the gender after the aside is)
                        after = [c for c in self.anchors[i + 1:bisect_left(self.anchor_starts, p)]
                                 if c.kind == "pron" and c.value == gender and not c.in_quote]
                        if after and (w := self._resolve_anchor(after[-1])) and w != a.value:
                            return w
                        if obj_nearest is None:
                            obj_nearest = a.value
                        i -= 1
                        continue
                    if nearest is None:
                        nearest = a.value
                        # (Chinese: a name met as what someone sees or faces, "见了东家就弯腰", is no subject)
                        nearest_obj = self.pats.lex.language == "zh" and not self._at_clause_head(a) \
                            and re.search(r"(?:见了|见到|看见|看到|望着|看着|瞧着|对着|冲着|朝着|跟着|替|给|向|朝|对)$",
                                          self.text[max(0, a.start - 3):a.start]) is not None
                    if self._at_clause_head(a):
                        return a.value
                    if narration and self.pats.lex.language == "en" and nearest == a.value \
                            and (ss <= a.start or a.start >= horizon and self._pronoun_heads(p)) \
                            and re.search(r"(?:[,;]\s*(?:and|but|then|and\s+then|so)?|\b(?:and|but))\s+$", self.text[max(self.view.sentence(a.start)[0], a.start - 12):a.start], re.I) \
                            and _EN_CLAUSE_VERB.match(self.text, a.end) and not _EN_ASIDE_SAID.match(self.text, a.end):
                        # "…, and the bowman made it fast, and Ashby was on his feet": the subject of the clause the
                        # pronoun is in (English clauses joined by "and" have their own subjects); or of the last
                        # clause of the sentence before, for a pronoun opening its own ("Ashcombe had given it to him
                        # in London, and Rowan had been faintly embarrassed ever since. He wrote left-handed")
                        return a.value
                elif g is None and ent is not None and ent.origin != "text" and unknown is None:
                    unknown = a.value
            if a.kind == "pron" and a.value == gender and not a.in_quote and a.start < p:
                passed = True
            i -= 1
        if nearest is not None and narration and gender is not None and self._pronoun_heads(p):
            # "Thomas went in. The key hung behind Pennock's chair. He took it down.": a subject pronoun carries
            # on the subject of the sentences before, not a name met in passing in a possessive or an object
            topic = self._topic_before(p, gender)
            if topic is not None:
                return topic
        return nearest or obj_nearest or unknown

    def last_anchor_end(self, lo: int, p: int) -> int:
        """The end of the last name or pronoun of the narration between lo and p (lo when there is none)."""
        k = bisect_left(self.anchor_starts, p) - 1
        while k >= 0 and self.anchors[k].start >= lo:
            if not self.anchors[k].in_quote:
                return self.anchors[k].end
            k -= 1
        return lo

    def _subject_name_before(self, a: Anchor, gender: str, horizon: int) -> bool:
        """A name of the gender heading a clause earlier in a's sentence (and after horizon)."""
        ss = max(self.view.sentence(a.start)[0], horizon)
        k = bisect_left(self.anchor_starts, ss)
        while k < len(self.anchors) and self.anchors[k].start < a.start:
            b = self.anchors[k]
            k += 1
            head = self.text[self.view.clause(b.start)[0]:b.start].strip().lower()
            if b.kind == "name" and not b.in_quote and b.value != a.value and (
                    self._at_clause_head(b) or head in ("and", "but", "while", "and then")) \
                    and self.index.gender.get(b.value) == gender:
                return True
        return False

    def _is_object_pronoun(self, a: Anchor) -> bool:
        """'him', or 'her' standing alone ("at her,", "to her."), not 'her' before a noun."""
        w = self.text[a.start:a.end].lower()
        if w == "him":
            return True
        return w == "her" and bool(re.match(r"\s*(?:[,.;:!?—]|$|(?:and|as|again|sideways|once|then|with|for|from|at|to|in|on|"
                                            r"through|across|over|into|out|off|up|down|by|standing|sitting|lying|walking|"
                                            r"coming|going|there|here|now|first|go|come)\b)",
                                            self.text[a.end:a.end + 12]))

    _EN_OBJ_BEFORE = re.compile(r"(?:\b(?:to|from|with|at|for|by|of|than|beside|behind|towards?|like|about|on|upon|into|onto|over|"
                                r"under|after|before|past|near|taken|took|take|takes|cost|told|tell|gave|give|given|showed|"
                                r"shown|watched|saw|seen|met|left|kept|helped|cost|asked|taught|beat|beaten)|[a-z]+ed|"
                                r"(?<![\w'’])(?!(?:as|is|was|has|does|his|hers|its|this|thus|plus|yes|us|perhaps|always|"
                                r"sometimes|besides|unless|whereas|less|afterwards|towards|nevertheless|nonetheless|"
                                r"anyways?|upstairs|downstairs|indoors|outdoors)\s)[a-z]{2,}(?:s|es))\s+$")
    # (a present-tense verb before the name makes it the object too: "He takes the blow … and hits Will once in the
    # stomach, left-handed")

    def adjunct_subject(self, p: int, end: int) -> str | None:
        """(English) whose hand a bare manner adverb ("doing it left-handed") is: the doer of the clause, not a
        name standing as an object before it ("she was doing what had taken Tom two months, and doing it
        left-handed")."""
        # (not a possessor after it: "left-handed, with the Doctor's dictionary open at her elbow" is not the Doctor's)
        who = self.subject_at(p)
        if self.pats.lex.language != "en" or self.fixed is not None:
            return who
        ss = self.view.sentence(p)[0]
        i = bisect_right(self.anchor_starts, p) - 1
        if i <= 0 or self.anchors[i].start < ss or self.anchors[i].kind != "name" or self.anchors[i].in_quote:
            return who
        a = self.anchors[i]
        if not self._EN_OBJ_BEFORE.search(self.text, max(ss, a.start - 12), a.start) \
                or re.match(r"['’]s\b", self.text[a.end:a.end + 2]) \
                or re.search(r"\b(?:who|whose|whom|which|that|said|says)\b|[.!?]", self.text[a.end:p], re.I) \
                or re.search(r"\b(?:said|asked|replied|called|cried|answered)\s+$", self.text[max(ss, a.start - 10):a.start]):
            return who
        j = i - 1
        while j >= 0 and self.anchors[j].start >= ss and self.anchors[j].kind == "pron" and not self.anchors[j].in_quote \
                and self.text[self.anchors[j].start:self.anchors[j].end].lower() in ("his", "her", "their", "my", "its"):
            j -= 1  # "He … shakes his head … and hits Will": past the possessives to the one doing it
        if j < 0:
            return who
        b = self.anchors[j]
        if b.start < ss or b.in_quote:
            return who
        w = self.text[b.start:b.end].lower()
        if b.kind == "pron" and w in ("he", "she", "i", "they", "we"):
            return self._resolve_anchor(b)
        return who

    def _watched_with(self, a: Anchor, p: int) -> bool:
        """(English) "watched him hunched over the key with his …": a him/her seen, then a participle phrase whose
        "with" comes right before p (what the phrase holds is the one seen's)."""
        return a.kind == "pron" and not a.in_quote and self.text[a.start:a.end].lower() in ("him", "her") \
            and bool(_EN_SEEN_BEFORE.search(self.text, max(0, a.start - 30), a.start)) \
            and bool(re.match(r"\s+(?:[a-z]+ly\s+)?(?!(?:and|as|because|before|but|during|nothing|something|thing|"
                              r"anything|everything|bring|king|ring|sing|wing|string|spring|red|bed|shed)\b)(?:[a-z]+(?:ing|ed)|bent|sat|stood|"
                              r"knelt|asleep|awake|alone|busy)\b"
                              r"[^.;:!?,\"“”—–]*$", self.text[a.end:p]))

    def _en_object_pronoun(self, a: Anchor) -> bool:
        w = self.text[a.start:a.end].lower()
        return w in ("me", "him", "us", "them") or self._is_object_pronoun(a)

    _EN_COPULA_BEFORE = re.compile(r"\b(?:was|were|is|are|(?:had|has|have)\s+(?:(?:long|always|never|once|ever|just)\s+)?been|became|had\s+become|"
                                   r"has\s+become|remained|had\s+remained)\s+(?:(?:always|never|still|once|long|"
                                   r"already|ever|truly|really)\s+)*$", re.I)

    def _copula_possessive(self, a: Anchor) -> bool:
        """(English) "Sal had been her enemy since school": a possessive after the verb to be, before a noun; it is
        not the subject's own (that would be "her own")."""
        w = self.text[a.start:a.end].lower()
        return w in ("his", "her") and bool(re.match(r"\s+[a-z]", self.text[a.end:a.end + 2])) and \
            not re.match(r"\s+own\b", self.text[a.end:a.end + 5]) and \
            bool(self._EN_COPULA_BEFORE.search(self.text, max(0, a.start - 40), a.start))

    def _clause_subject_name(self, a: Anchor) -> frozenset[str]:
        """For an English object pronoun ("Captain Mercer was pleased with him"), the name heading its clause: the
        one "him" cannot be."""
        if self.pats.lex.language != "en" or not (self._is_object_pronoun(a) or self._copula_possessive(a)):
            return frozenset()
        cs = self.view.clause(a.start)[0]
        k = bisect_left(self.anchor_starts, cs)
        if k >= len(self.anchors) or self.anchors[k].start >= a.start:
            # "Harrowby, sitting in the shack to send the signal, watched him": the clause opens on its verb, the
            # name heading the sentence before a comma is its subject
            ss = self.view.sentence(a.start)[0]
            k0 = bisect_left(self.anchor_starts, ss)
            if k0 < len(self.anchors) and self.anchors[k0].start < cs and self.anchors[k0].kind == "name" \
                    and not self.anchors[k0].in_quote \
                    and re.fullmatch(r"[\s\"“”'‘’]*(?:(?:And|But|Then|So)\s+)?", self.text[ss:self.anchors[k0].start]) \
                    and self.text[self.anchors[k0].end:self.anchors[k0].end + 1] == "," \
                    and re.fullmatch(r"[,\s]*(?:[a-z]+ly\s+)?[a-z]+(?:ed|s)\s+(?:(?:at|on|over|after)\s+)?",
                                     self.text[cs:a.start]):
                return frozenset({self.anchors[k0].value})
            return frozenset()
        b = self.anchors[k]
        head = self.text[cs:b.start].strip(" \t\n“”\"'‘’(,;—").lower()
        if b.kind == "pron" and self.text[b.start:b.end].lower() in ("his", "her", "my", "their") and k + 1 < len(self.anchors) \
                and self.anchors[k + 1].kind == "name" and self.anchors[k + 1].start < a.start \
                and re.fullmatch(r"\s+(?:[\w-]+\s+){0,2}", self.text[b.end:self.anchors[k + 1].start]):
            k += 1
            b = self.anchors[k]  # "Her father had called him": the father, by kin, heads the clause
        if b.kind != "name" or b.in_quote or head not in ("", "and", "but", "then", "so", "when", "as", "while", "until",
                                                             "yet", "though", "although", "because"):
            return frozenset()
        if any(c.kind == "name" for c in self.anchors[k + 1:bisect_left(self.anchor_starts, a.start)]) or \
                re.search(r"\b(?:that|who|which|whom)\b", self.text[b.end:a.start], re.I):
            return frozenset()  # "Mercer told Pym that the colonel wanted him": another clause's object
        return frozenset({b.value})

    def _opens_scene(self, a: Anchor) -> bool:
        """(English) a is in the first paragraph after a scene break ("---", "* * *") and nobody of its gender is
        named before it there."""
        ps = self.view.paragraph(a.start)[0]
        before = self.text[max(0, ps - 12):ps]
        if not re.search(r"(?:^|\n)[ \t]*(?:-{3,}|\*\s*\*\s*\*|#{3,}|~{3,}|—{2,})[ \t]*\n\s*$", before):
            return False
        k = bisect_left(self.anchor_starts, ps)
        return not any(b.kind == "name" and not b.in_quote and self._fits(b.value, a.value)
                       for b in self.anchors[k:bisect_left(self.anchor_starts, a.start)])

    def _dominant(self, gender: str, margin: float = 2.0) -> str | None:
        """The person of this gender the chapter's narration names most, if clearly (at least `margin` times as often
        as the next, and five times)."""
        got = self.__dict__.setdefault("_dominant_memo", {})
        if (gender, margin) in got:
            return got[(gender, margin)]
        from collections import Counter

        c = Counter(b.value for b in self.anchors if b.kind == "name" and not b.in_quote and self._fits(b.value, gender))
        top = c.most_common(2)
        out = None
        if top and top[0][1] >= 5 and (len(top) == 1 or top[0][1] >= margin * top[1][1]):
            out = top[0][0]
        got[(gender, margin)] = out
        return out

    def _document_writer(self) -> str | None:
        """(English) The writer of a chapter that opens by naming the document it is ("ELEANOR VOSS'S JOURNAL",
        "From Dr. Thomas Hale's case-book", "LETTER, Arthur Penrose to Eleanor Voss"): the chapter's "I"."""
        if self.pats.lex.language != "en":
            return None
        line = next((ln.strip(" *_#") for ln in self.text.splitlines() if ln.strip()), "")
        if len(line) > 90:
            return None
        m = re.match(r"(?i)(?:from\s+|extract\s+from\s+)?(?:the\s+)?(?P<n>[\w .'’-]+?)['’]s\s+(?:private\s+)?"
                     r"(?:journal|diary|notebook|note-book|case-?book|log|memorandum|memoranda|statement|papers|account)\b", line) \
            or re.match(r"(?i)(?:a\s+)?letter,?\s+(?:from\s+)?(?P<n>[\w .'’-]+?)\s+to\s+", line)
        if not m:
            return None
        raw = m.group("n").strip()
        for form in (raw, raw.title(), re.sub(r"^(?:Dr|Mr|Mrs|Miss|Rev|The Rev)\.?\s+", "", raw.title())):
            name = self.index.surface.get(form)
            if name and name in self.index.entities and self.index.entities[name].kind == "Character":
                return name
        return None

    def _point_of_view(self) -> str | None:
        """The person a chapter is told from, when it opens with that name alone on a line ("ISOLDE", "Maren")."""
        line = next((ln.strip() for ln in self.text.splitlines() if ln.strip()), "")
        core = line.strip(" *_#:—-")
        if not core or len(core) > 24 or len(core.split()) > 3:
            return None
        for form in (core, core.title(), core.capitalize()):
            name = self.index.surface.get(form)
            if name and name in self.index.entities and self.index.entities[name].kind == "Character":
                return name
        return None

    def mirror_owner(self, p: int) -> str | None:
        """Who looks into the mirror the sentence at p describes: the one person named, outside quotes, in that
        paragraph."""
        ps, pe = self.view.paragraph(p)
        heads = [a.value for a in self.anchors[bisect_left(self.anchor_starts, ps):bisect_left(self.anchor_starts, pe)]
                 if a.kind == "name" and not a.in_quote and self._at_clause_head(a)
                 and a.value in self.index.entities and self.index.entities[a.value].kind == "Character"]
        return heads[0] if heads else None  # the paragraph's first subject named

    def _first_person_before(self, lo: int, p: int) -> bool:
        """Whether the last name or pronoun between lo and p is I, me or my."""
        k = bisect_left(self.anchor_starts, p) - 1
        return k >= 0 and self.anchors[k].start >= lo and self.anchors[k].kind == "pron" and self.anchors[k].value == "1"

    def named_later_only(self, who: str, s: int, e: int) -> bool:
        """Whether `who` is named in s..e's sentence only after it (a pronoun before a name in one sentence is
        someone else: "her grey eyes … round Isolde's neck")."""
        ss, se = self.view.sentence(s)
        if who == self.index.narrator and self.pats.lex.language == "en" and re.search(r"\b(?:I|my|me)\b", self.text[ss:s]):
            return False  # "I signed it with my right hand, as I always had, …, Daniel Penhallow": the narrator's own name
        lo, hi = bisect_left(self.anchor_starts, ss), bisect_left(self.anchor_starts, se)
        before = after = False
        for a in self.anchors[lo:hi]:
            if a.kind == "name" and a.value == who:
                if a.start < s:
                    before = True
                elif a.start >= e and not _WRITTEN_NAME.search(self.text, max(ss, a.start - 24), a.start) \
                        and not (not a.in_quote and self.in_quote(s) and self._first_person_before(ss, s)) \
                        and not re.search(r",\s+(?:who|whom|whose|which)\b[^.;:!?]*$", self.text[e:a.start]):
                    # (nor a name in a clause about another: "… how small Grace looked, who had … seemed to Kitty")
                    after = True  # (not "… and wrote Nora Quill under the last line": her name written, not her)
                    # (nor '"I am a southpaw," said Walt': the speaker named in the tag after the words)
        return after and not before

    def _kin_said(self, qs: int, p: int, word: str, lang: str) -> str | None:
        """Within words from qs to p, "我是X的儿子" / "I'm X's son" names X as the speaker's parent (and so on)."""
        from extractors.kin import EN_KIN, ZH_KIN

        kind = (EN_KIN if lang == "en" else ZH_KIN).get(word.lower() if lang == "en" else word, (None, None))[0]
        inverse = {"parent": "child", "child": "parent", "spouse": "spouse", "sibling": "sibling"}.get(kind or "")
        if not inverse:
            return None
        words = [w for w, (k, _) in (EN_KIN if lang == "en" else ZH_KIN).items() if k == inverse]
        alt = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
        rx = re.compile(r"(?:我是|我就是)\s*$" if lang == "zh" else r"\b(?:I['’]m|I\s+am)\s+$")
        tail = re.compile(rf"^(?:的|之)(?:{alt})" if lang == "zh" else rf"^['’]s\s+(?:{alt})\b", re.I)
        k = bisect_left(self.anchor_starts, qs)
        while k < len(self.anchors) and self.anchors[k].start < p:
            a = self.anchors[k]
            k += 1
            if a.kind == "name" and rx.search(self.text[max(qs, a.start - 8):a.start]) and tail.match(self.text[a.end:a.end + 16]):
                return a.value
        return None

    def _topic_object(self, a: Anchor, horizon: int) -> bool:
        """Whether object pronoun a stands in a sentence led by a name, after a sentence led by a pronoun of a's
        gender (the topic, told by pronoun, then someone else named doing something to him)."""
        ss = self.view.sentence(a.start)[0]
        if not re.search(r"\b(?:with|to|at|for|about|of|on|by|from|over|toward|towards|beside|behind|after|upon)\s+$",
                         self.text[max(ss, a.start - 12):a.start], re.I):
            return False  # (a direct object, "Edith let her.", is no topic come back: the subject goes on)
        k = bisect_left(self.anchor_starts, ss)
        if k >= len(self.anchors) or self.anchors[k].kind != "name" or self.anchors[k].in_quote:
            return False
        if self.text[ss:self.anchors[k].start].strip(" \t\n“”\"'‘’(") or self.anchors[k].value == a.value:
            return False
        if ss <= self.view.paragraph(a.start)[0]:
            return False  # the topic is told in the same paragraph
        ps0 = self.view.sentence(ss - 1)[0]
        j = bisect_left(self.anchor_starts, ps0)
        if j >= len(self.anchors) or self.anchors[j].in_quote or self.anchors[j].start >= ss:
            return False
        c = self.anchors[j]
        if self.text[ps0:c.start].strip(" \t\n“”\"'‘’("):
            return False
        if c.kind == "pron":
            return c.value == a.value and self._pronoun_heads(c.start)
        return c.value != self.anchors[k].value and self._fits(c.value, a.value)

    def _object_referent(self, a: Anchor, ss: int) -> str | None:
        """Who an object pronoun is: the nearest fitting name before it that is not its sentence's subject."""
        subj = None
        k = bisect_left(self.anchor_starts, ss)
        if k < len(self.anchors) and self.anchors[k].start < a.start and not self.anchors[k].in_quote:
            head = self.text[ss:self.anchors[k].start].strip(" \t\n“”\"'‘’(")
            if not head or carries(self.pats, head) or self.pats.lex.language == "en" and _EN_TITLE_WORDS.fullmatch(head + " "):
                subj = self._resolve_anchor(self.anchors[k])  # (also "Old Alois Kronig died …")
        if subj is None:
            return None
        if self.pats.lex.language == "en" and _EN_ABSOLUTE_OVER.search(self.text, max(ss, a.start - 70), a.start) \
                and re.search(r"\bwith\b", self.text[ss:a.start], re.I):
            # "Old Alois Kronig died on the snow …, with the Weisszahn standing over him and the glacier creaking
            # under him": in a with-phrase of things about the subject, the him is the subject
            return subj
        return self._someone_else_before(a, subj, ss)

    def _someone_else_before(self, a: Anchor, subj: str, ss: int | None = None) -> str | None:
        """The nearest fitting name before a that is not subj, back to the paragraph before; with ss, also a
        subject pronoun before ss whose person is not subj."""
        i = bisect_right(self.anchor_starts, a.start - 1) - 1
        ps = self.view.paragraph(a.start)[0]
        prev = self._prev_paragraph(ps)
        lo = prev[0] if prev else ps
        while i >= 0 and self.anchors[i].start >= lo:
            b = self.anchors[i]
            if b.kind == "name" and not b.in_quote and b.value != subj and self._fits(b.value, a.value):
                if self.pats.lex.language == "en" and re.search(
                        r"\b(?:while|whilst|when|as|until|till|because|after|before|though|although|since|whereas)\s+$",
                        self.text[max(0, b.start - 12):b.start], re.I) and self._pronoun_heads(
                        next((c.start for c in self.anchors[bisect_left(self.anchor_starts, self.view.sentence(b.start)[0]):i]
                              if c.kind == "pron" and c.value == a.value and not c.in_quote), b.start)) and any(
                        c.kind == "pron" and c.value == a.value and not c.in_quote
                        for c in self.anchors[bisect_left(self.anchor_starts, self.view.sentence(b.start)[0]):i]):
                    # "She sat with Archie for twenty minutes while Jean went for a cigarette. Bernie saw her":
                    # the one the sentence is about, not the one in its "while" clause
                    i -= 1
                    continue
                return b.value
            if ss is not None and b.kind == "pron" and not b.in_quote and b.value == a.value and b.start < ss \
                    and self.text[b.start:b.end].lower() in ("he", "she"):
                # "Since then he has been learning to use his right hand. ¶ Marsh sees him at it now": the one the
                # paragraph before was about
                r = self._resolve_anchor(b)
                if r is not None and r != subj:
                    return r
            i -= 1
        return None

    def _zh_object_pronoun(self, a: Anchor) -> bool:
        """他 as an object: after 把/给/对… or a verb, and before a clause break or 一眼 (打量他，; 把他拎出来; 看了他一眼)."""
        if self._at_clause_head(a):
            return False
        before = self.text[a.start - 1:a.start] if a.start else ""
        if _ZH_GAZE_ON.fullmatch(self.text[self.view.clause(a.start)[0]:a.start].strip()):
            return True  # "周远山盯着林澈看，目光在他右眉骨上停了一下": where a gaze lands is the one looked at
        return before in _ZH_OBJECT_MARKS or bool(_ZH_OBJECT_AFTER.match(self.text, a.end))

    def _zh_object_referent(self, a: Anchor) -> str | None:
        """Who an object 他 is: not the name heading its clause (the subject), but the nearest other fitting name
        before it, back to the paragraph before."""
        cs = self.view.clause(a.start)[0]
        kc = bisect_left(self.anchor_starts, cs)
        if kc < len(self.anchors) and self.anchors[kc].start < a.start and self.anchors[kc].kind == "pron" \
                and self.anchors[kc].value == "1" and not self.anchors[kc].in_quote \
                and not self.text[cs:self.anchors[kc].start].strip(" \t\u3000，,"):
            return None  # "普文清走在队伍的尾巴上，我跟他是……冤家": its own clause has me for subject; the 他 may be
            # the one the sentence began with
        ss = self.view.sentence(a.start)[0]
        k = bisect_left(self.anchor_starts, ss)
        subj = None
        while k < len(self.anchors) and self.anchors[k].start < a.start:
            b = self.anchors[k]
            if b.kind == "name" and not b.in_quote and self._at_clause_head(b):
                subj = b.value
                break
            k += 1
        if subj is None or not self._fits(subj, a.value):
            return None
        if self.text[a.start - 1:a.start] in "同与和跟" and self.text[a.start - 1:a.start]:
            # "沈玉楼坐在镜子前，自己勾脸。…… ¶ 后台里人人都来道喜。……钱守义拿来一个红纸包…… ¶ 只有杜金奎没露面……杜金奎跟他
            # 向来不对付": the one the passage is about, who led a paragraph just before, not one named in passing
            ps = self.view.paragraph(a.start)[0]
            lo, seen = ps, 0
            while seen < 3:
                prev = self._prev_paragraph(lo)
                if not prev:
                    break
                lo, pe = prev
                seen += 1
                k0 = bisect_left(self.anchor_starts, lo)
                if k0 < len(self.anchors) and self.anchors[k0].start < pe:
                    b = self.anchors[k0]
                    if b.kind == "name" and not b.in_quote and b.value != subj and self.index.gender.get(b.value) == a.value \
                            and self._at_clause_head(b) and not self.text[lo:b.start].strip(" \t\u3000"):
                        return b.value
                    if b.kind == "pron" and b.value == a.value and not b.in_quote and self._at_clause_head(b):
                        break  # "她想起……": a paragraph led by the pronoun goes on about someone met before; no telling
        other = self._someone_else_before(a, subj)
        if other is None and self.text[a.start - 1:a.start] in "同与和跟":
            # "陈砚之抬起头…… ¶ 人群外头，周文彦…… ¶ 周文彦同他是自小的冤家对头": the partner named a little further back
            ps = self.view.paragraph(a.start)[0]
            lo = ps
            for _ in range(3):
                prev = self._prev_paragraph(lo)
                if not prev:
                    break
                lo = prev[0]
            i = bisect_right(self.anchor_starts, a.start - 1) - 1
            while i >= 0 and self.anchors[i].start >= lo:
                b = self.anchors[i]
                if b.kind == "name" and not b.in_quote and b.value != subj and self._fits(b.value, a.value):
                    return b.value
                i -= 1
        return other

    def _epithet_referent(self, p: int, words: str, gender: str | None) -> str | None:
        """Who "the old man" / "the boy" at p is: the one person named just before (this paragraph or the one
        before) whose age in the bible fits the words, when only one does; else no one known."""
        ages = dict(self.index.terms.get("ages", ()))
        kind = _epithet_kind(words)
        if not ages or kind is None:
            return None
        ps = self.view.paragraph(p)[0]
        prev = self._prev_paragraph(ps) if ps > 0 else None
        start = prev[0] if prev else ps
        seen = {b.value for b in self.anchors[bisect_left(self.anchor_starts, start):bisect_left(self.anchor_starts, p)]
                if b.kind == "name" and not b.in_quote and (gender is None or self.index.gender.get(b.value) in (gender, None))}
        known = sorted(((ages[n], n) for n in seen if n in ages), reverse=True)
        if not known:
            return None
        if kind == "old":
            # the eldest of them, old enough and clearly older than the rest ("the old man" beside a porter of 23)
            age, who = known[0]
            return who if age >= 45 and all(x <= age - 15 for x, _ in known[1:]) else None
        if kind == "child":
            age, who = known[-1]
            return who if age <= 16 and all(x >= age + 8 for x, _ in known[:-1]) else None
        cands = [n for x, n in known if (12 <= x <= 22 if kind == "youth" else 16 <= x <= 30)]
        return cands[0] if len(cands) == 1 else None

    def _unnamed_clause_heads(self) -> list[tuple[int, str, bool]]:
        """Where someone unnamed ("the queen", "a stranger") or named by a rank of the book alone ("the commander")
        heads a clause of the narration: (position, words, is a rank), in order. English only."""
        heads = self.__dict__.get("_unnamed_heads")
        if heads is not None:
            return heads
        heads = self.__dict__["_unnamed_heads"] = []
        rxs = [(self.pats.unnamed_head_scan, False)] if self.pats.unnamed_head_scan is not None else []
        rank_rx = _rank_head_rx(tuple(self.index.terms.get("ranks", ())), scan=True)
        if rank_rx is not None:
            rxs.append((rank_rx, True))
        lead = _CLAUSE_LEAD
        for rx, is_rank in rxs:
            for m in rx.finditer(self.text):
                st = m.start() + len(m.group()) - len(m.group().lstrip())
                after = self.text[m.end():m.end() + 8]
                if self.view.quote_at(st) is not None or self.view.in_emphasis(st) or after[:2] in ("'s", "’s") \
                        or re.match(r"\s+(?:who|whom|whose|that)\b", after):
                    continue  # (not a possessive; not "…, the man who walks the benches": a description of one named)
                k = bisect_left(self.anchor_starts, st)
                if k < len(self.anchors) and self.anchors[k].start < m.end() and self.anchors[k].kind == "name":
                    continue  # the book's own name for someone ("the Bishop")
                ls = self.text.rfind("\n", 0, st) + 1
                if lead.search(self.text, max(ls, st - 40), st) or st == ls:
                    heads.append((st, m.group().strip(), is_rank))
        heads.sort()
        return heads

    def _unnamed_paragraph_before(self, ps: int, gender: str) -> bool:
        """The paragraph before ps is led by someone unnamed who fits the gender ("The pilgrim came late …"), and
        names no one in its narration after that."""
        prev = self._prev_paragraph(ps)
        if prev is None:
            return False
        heads = self._unnamed_clause_heads()
        h = bisect_left(heads, (prev[0],))
        if h >= len(heads) or heads[h][0] >= prev[1] or heads[h][2] or not _unnamed_fits(heads[h][1], gender):
            return False
        if self.text[prev[0]:heads[h][0]].strip(" \t\"“"):
            return False  # (the paragraph must open on the unnamed one)
        return not any(b.kind == "name" and not b.in_quote
                       for b in self.anchors[bisect_left(self.anchor_starts, prev[0]):bisect_left(self.anchor_starts, prev[1])])

    def _unnamed_ends_paragraph_before(self, ps: int, gender: str) -> bool:
        """The last sentence of the paragraph before ps is led by someone unnamed who fits the gender ("一个男人……飘了
        过来。", "A tall woman came in from the yard."), and no one is named in the narration after that."""
        prev = self._prev_paragraph(ps)
        if prev is None:
            return False
        end = prev[1]
        while end > prev[0] and self.text[end - 1].isspace():
            end -= 1
        if end <= prev[0]:
            return False
        ls = self.view.sentence(end - 1)[0]
        if ls < prev[0]:
            return False
        heads = self._unnamed_clause_heads()
        h = bisect_left(heads, (ls,))
        if h >= len(heads) or heads[h][0] >= end or heads[h][2] or not _unnamed_fits(heads[h][1], gender):
            return False
        if self.text[ls:heads[h][0]].strip(" \t\n\u3000\"“”"):
            return False  # (the sentence must open on the unnamed one)
        return not any(b.kind == "name" and not b.in_quote
                       for b in self.anchors[bisect_left(self.anchor_starts, ls):bisect_left(self.anchor_starts, prev[1])])

    def _pronoun_heads(self, p: int) -> bool:
        """Whether the pronoun at p opens its sentence (after a carry-over word at most)."""
        ss, _ = self.view.sentence(p)
        head = self.text[ss:p].strip(" \t\n“”\"'‘’(\u3000「」")
        return not head or carries(self.pats, head)

    def _pronoun_leads(self, p: int) -> bool:
        """Whether the pronoun at p is its sentence's subject after a few words of time or linking at most ("But last
        night he began …")."""
        if self._pronoun_heads(p):
            return True
        ss, _ = self.view.sentence(p)
        head = self.text[ss:p].strip(" \t\n“”\"'‘’(,")
        return bool(re.fullmatch(r"(?:(?:and|but|then|so|yet)\s+)?(?:(?:last|that|this|next|the\s+next|by|at|in\s+the)\s+)?"
                                 r"(?:night|morning|evening|afternoon|day|week|time|noon|dawn|midnight|[a-z]+ly)"
                                 r"|(?:(?:and|but|then|so|yet)\s+)?(?:sometimes|often|always|usually|occasionally|later|afterwards|"
                                 r"now|still|once|again|at\s+last|at\s+times|at\s+first|in\s+the\s+end|even\s+so)", head, re.I)
                    # "When she came out her grey eyes were wet": the subject of the clause the sentence opens with
                    or re.fullmatch(r"(?:(?:and|but|then|so|yet)\s+)?(?:when|as|after|once|while|whilst|before|until|till|if|"
                                    r"because|though|although|since)", head, re.I))

    def _topic_before(self, p: int, gender: str, sentences: int = 4) -> str | None:
        """The subject of the nearest sentence before p in the paragraph that opens with a person of this gender
        (a name, or a pronoun that resolves), looking back at most `sentences` sentences."""
        ps, _ = self.view.paragraph(p)
        ss = self.view.sentence(p)[0]
        budget, chain = sentences, 0
        opener: Anchor | None = None  # the pronoun that opens the last sentence of the chain
        while budget > 0:
            budget -= 1
            if ss <= ps:
                # "Dr Pryce came in. He was a spare Welshman. ¶ He knelt by the bench … He stayed … Then he": the
                # chain reaches the head of the paragraph; the paragraph's first pronoun says who it is
                return self._resolve_anchor(opener) if opener is not None and opener.start < p else None
            ss, se = self.view.sentence(ss - 1)
            if ss < ps:
                return None
            j = bisect_right(self.anchor_starts, ss - 1)
            while j < len(self.anchors) and self.anchors[j].start < se:
                b = self.anchors[j]
                if b.in_quote:
                    j += 1
                    continue
                head = self.text[ss:b.start].strip(" \t\n“”\"'‘’(\u3000「」")
                if head and not carries(self.pats, head):
                    break  # the sentence opens with something else: not a sentence about a person
                if b.kind == "name":
                    return b.value if self._fits(b.value, gender) else None
                if b.kind == "pron":
                    if b.value != gender:
                        return None
                    known = self._memo.get(b.start)
                    if known is not None:
                        return known
                    if chain < 12:  # "He … He … He …": the same topic; look further back (no recursion)
                        chain += 1
                        budget += 1
                        opener = b
                    break
                j += 1
        return None

    def _at_clause_head(self, a: Anchor) -> bool:
        """In subject position: at the head of its clause (Chinese), or of its sentence (English, where commas
        also separate list items: "all four Wardens, Doyle, Warden Strand")."""
        if self.pats.lex.language == "en":
            ss, _ = self.view.sentence(a.start)
            head = self.text[ss:a.start].strip(" \t\n“”\"'‘’(")
            # ("Miss Clarissa came out with her left arm in a sling": a title the name goes by)
            head = re.sub(r"(?:^|\s)(?-i:Miss|Mrs\.?|Mr\.?|Lady|Lord|Sir|Dr\.?|Madam|Master|Mistress|Dame|old|young|little|poor)$", "", head).strip()
            return not head or carries(self.pats, head)
        cs, _ = self.view.clause(a.start)
        head = self.text[cs:a.start].strip(" \t\u3000“”\"'‘’「」")
        # one character before the name (又, 便, 也) still heads the clause; a preposition (比林砚小一岁) does not
        if not head or head in self.pats.carry_over or (len(head) <= 1 and head not in _ZH_PREPOSITIONS):
            return True
        # "来迎他们的是陆怀山。": the one a focus brings in at the clause's end is who it is about
        return bool(re.search(r"的(?:是|正是|便是|就是|乃是)$", head)) and self.text[a.end:a.end + 1] in ("。", "！", "；", "，")

    def speaker(self, qs: int, qe: int, depth: int = 4) -> str | None:
        """Who says the quotation at qs:qe: a name or pronoun outside quotes before it in the paragraph, or just
        after it; else, in a run of dialogue paragraphs, the speaker two turns back (people take turns)."""
        ps, pe = self.view.paragraph(qs)
        found = self._speaker_here(qs, qe, ps, pe)
        if found is not None or depth <= 0:
            return found
        prev = self._prev_paragraph(ps)
        prev2 = self._prev_paragraph(prev[0]) if prev else None
        if not prev:
            return None
        y = self._para_speaker(prev, depth - 1)
        if y:
            # '"Brother Anselm, I only—" Wystan began. ¶ "Hear me out. …"': the one the words before called by name
            # answers them (not one named again as a vocative in these words, who is spoken to)
            called = {b.value for b in self.anchors[bisect_left(self.anchor_starts, prev[0]):bisect_left(self.anchor_starts, prev[1])]
                      if b.kind == "name" and b.in_quote and b.value != y and self._vocative(b)}
            here = {b.value for b in self.anchors[bisect_left(self.anchor_starts, qs):bisect_left(self.anchor_starts, qe)]
                    if b.kind == "name" and self._vocative(b)}
            if len(called) == 1 and not called & here:
                return next(iter(called))
        if not prev2:
            return None
        if not y:
            return None
        x = self._para_speaker(prev2, depth - 1)
        if x and x != y:
            return x
        if x is None:
            # the other party: the last one before who spoke, or was named in the narration, and was not y
            p = prev
            for _ in range(8):
                p = self._prev_paragraph(p[0]) if p else None
                if not p:
                    break
                z = self._para_speaker(p, 0)
                if z and z != y:
                    return z
                j = bisect_right(self.anchor_starts, p[1] - 1) - 1
                while j >= 0 and self.anchors[j].start >= p[0]:
                    b = self.anchors[j]
                    if b.kind == "name" and not b.in_quote and b.value != y:
                        ent = self.index.entities.get(b.value)
                        if ent is not None and ent.kind == "Character":
                            return b.value
                    j -= 1
        return None

    def _prev_paragraph(self, ps: int) -> tuple[int, int] | None:
        while ps > 0:
            s, e = self.view.paragraph(ps - 1)
            if self.text[s:e].strip():
                return s, e
            ps = s
        return None

    def _para_speaker(self, para: tuple[int, int], depth: int) -> str | None:
        s, e = para
        i = bisect_right(self.view.quote_starts, s - 1)
        if i < len(self.view.quote_starts) and self.view.quote_starts[i] < e:
            return self.speaker(self.view.quote_starts[i], self.view.quote_ends[i], depth)
        return None

    def _speaker_here(self, qs: int, qe: int, ps: int, pe: int) -> str | None:
        i = bisect_right(self.anchor_starts, qs) - 1
        en = self.pats.lex.language == "en"
        while i >= 0 and self.anchors[i].start >= ps:
            a = self.anchors[i]
            if not a.in_quote:
                if en and re.search(r"\b(?:to|at|toward|towards|upon|for|from|into)\s+$", self.text[max(ps, a.start - 10):a.start],
                                    re.I):
                    i -= 1  # "The black eye moved to Wren. \"He has told you?\"": the one looked at is not speaking
                    continue
                if en and self.text[a.start:a.end].lower() in ("me", "him", "us", "them") and a.start < qs:
                    i -= 1  # "she caught me noticing, and said, \"…\"": the one caught is not the one speaking
                    continue
                if en and self.text[a.start:a.end].lower() == "her" and a.start < qs and \
                        re.match(r"\s+(?:the|a|an|his|its|their|my|your|our|this|that|some|one|two|back|up|down|out|off|"
                                 r"over|away|round|around|to|toward|towards|into|onto|with|and|as|while|when)\b|[.,;:!?]",
                                 self.text[a.end:a.end + 12], re.I):
                    i -= 1  # "He held up his hand and showed her the finger. \"…\"": she is shown, he speaks
                    continue
                if not en and a.kind == "pron" and a.value != "1" and self._zh_object_pronoun(a) \
                        and any(b.kind == "name" and not b.in_quote for b in self.anchors[bisect_left(self.anchor_starts, ps):i]):
                    i -= 1  # "温老夫子把他扶起来：“……”": the one helped up is not the one speaking
                    continue
                if not en and a.start < qs and a.kind == "name" and re.match(
                        r"(?:的)?(?:身边|身旁|身后|身前|跟前|面前|旁边|后头|前头|左右)", self.text[a.end:a.end + 4]):
                    i -= 1  # "小满跟在周蕙身边，小声说：“蕙姐，……”": the one walked beside is a place, not the speaker
                    continue
                if not en and a.start < qs and _ZH_TO_WHOM.search(self.text, max(ps, a.start - 14), a.start) \
                        and re.match(r"[^，。！？“”]{0,4}?(?:说|道|问|喊|讲|嚷|吼|叫)", self.text[a.end:qs]):
                    i -= 1  # "跟正在整理药箱的林晚说：“师父，……”": the one spoken to is not the one speaking
                    continue
                return self._resolve_anchor(a)
            i -= 1
        j = bisect_right(self.anchor_starts, qe - 1)
        limit = 40 if self.pats.lex.language == "en" else 15
        while j < len(self.anchors) and self.anchors[j].start < min(pe, qe + limit):
            a = self.anchors[j]
            if not a.in_quote:
                if not en and (self.text[a.end:a.end + 1] == "的" or (
                        self.pats.unnamed_head is not None and self.pats.unnamed_head.match(self.text, qe))):
                    return None  # "“师、师父！”少年脸色惨白，一把拽住陆铮的袖子": someone unnamed says it, to the one held
                return self._resolve_anchor(a)
            j += 1
        return None

    def _resolve_anchor(self, a: Anchor) -> str | None:
        if a.kind == "name":
            return a.value
        if a.value == "1":
            if a.in_quote:
                q = self.view.quote_at(a.start)
                # (a letter set in italics into the telling: its signer's "I", not a speaker's)
                return next((who for ls, le, who in self.embedded_letters if ls <= a.start < le), None) \
                    or (self.speaker(*q) if q else None)
            return self.letter_writer(a.start) or self.writer or self.index.narrator
        if self.pats.lex.language == "zh":
            n = _ZH_CALLED.match(self.text, a.end)
            if n:
                k = bisect_left(self.anchor_starts, n.end())
                if k < len(self.anchors) and self.anchors[k].start == n.end() and self.anchors[k].kind == "name" \
                        and self.text[self.anchors[k].end:self.anchors[k].end + 1] in ("，", "。", "；", "！", "、", "（", ""):
                    return self.anchors[k].value  # "她叫苏小棠，今年十七": she is the one named (not 她叫苏小棠去拿药)
        if a.in_quote:
            return self._pronoun_in_words(a)
        key = a.start
        if key in self._memo:
            return self._memo[key]
        self._memo[key] = None
        out = self._pronoun_in_narration(a)
        zh_subject = self.pats.lex.language == "zh" and self.text[a.start:a.end] in ("他", "她") and not a.in_quote \
            and self._pronoun_heads(a.start)
        if out and (self.pats.lex.language == "en" and self.text[a.start:a.end].lower() in ("he", "she") or zh_subject):
            # "He looked at Tom with his grey eyes", "他松开林小舟": he is not the one his own clause names as the object
            ce = self.view.clause(a.start)[1]
            ss0, se0 = self.view.sentence(a.start)
            if not self.text[ss0:a.start].strip(" \t\n\"“”'‘’\u3000"):
                # (heading its sentence, nor anyone the rest of the sentence names: "He set down the book, dipped the
                # basket into the hops, and tipped it into the poke that Walter held")
                ce = max(ce, se0)
            ce1 = self.view.clause(a.start)[1]
            k = bisect_right(self.anchor_starts, a.start)
            while k < len(self.anchors) and self.anchors[k].start < ce:
                b = self.anchors[k]
                if b.start >= ce1 and (re.match(r"(?:the|this|our|your)\s", self.text[b.start:b.start + 5], re.I)
                                       or re.search(r"\b(?:the|this|our|your)\s+$", self.text[max(0, b.start - 6):b.start], re.I)):
                    k += 1
                    continue  # (a role past his own clause may be said of anyone: "He was Lightmaster of the Guild by
                    # then, and what the Lightmaster says is apt to stay said")
                if b.kind == "name" and b.value == out and not b.in_quote \
                        and not re.match(r"['’]s\b|的|之", self.text[b.end:b.end + 3]) \
                        and not re.search(r"\b(?:was|is|am|were|became|becomes|become|had\s+been|has\s+been|remained|seemed|"
                                          r"made|named|called|crowned|appointed)\s+(?:(?:the|a|an|now|still|already)\s+)*"
                                          r"(?:(?<=a\s|n\s|e\s)(?:(?!(?:of|to|with|for|from|by|and|at|in|on)\b)[\w-]+,?\s+){1,4})?$"
                                          r"|(?:是|成了|成为|当了|叫|名叫|就是|便是|乃是)$",
                                          self.text[a.end:b.start]) \
                        and not _NAME_AS_WORD.search(self.text, max(a.end, b.start - 24), b.start) \
                        and not re.search(r",\s+(?:who|whom|whose|which)\b[^.;:!?]*$", self.text[a.end:b.start]):
                    # (not a name inside a clause about another: "She sat … and thought how small Grace looked, who had
                    # stood … and seemed to Kitty, all her life, the tallest woman in Cornwall")
                    # ("He was Lightmaster of the Guild by then": what he was, no one else)
                    # (then the one heading the sentence, if another of that gender: "Baptiste … walked out past the
                    # man standing by it; he and Dermot Fahey had hated each other")
                    rejected, out = out, None
                    ss = self.view.sentence(a.start)[0]
                    if ss > 0 and self.text[:ss].rstrip().endswith((";", ":")):
                        ss = self.view.sentence(ss - 1)[0]  # (a semicolon ends no sentence of the telling)
                    # (the nearest one heading a clause: "Tobi holds the door …, and Jonas shoulders past him …; he has
                    # never been able to stand Tobi Ritz")
                    j = bisect_left(self.anchor_starts, ss)
                    while j < len(self.anchors) and self.anchors[j].start < a.start:
                        c = self.anchors[j]
                        if c.kind == "name" and not c.in_quote and c.value != rejected and self._fits(c.value, a.value) \
                                and re.search(r"(?:^|[,;:]\s*(?:(?:and|but|then|so|and\s+then)\s+)?)[\s\"“”]*$",
                                              self.text[ss:c.start]) \
                                and not re.match(r"['’]s\b", self.text[c.end:c.end + 3]):
                            out = c.value
                        j += 1
                    if out is None and ss > self.view.paragraph(a.start)[0] and not self.text[ss:a.start].strip(" \t\n\"“”"):
                        # (heading its sentence: the one who heads the sentence before, "Kit brought it, … and went
                        # back to the other end of the loft. He hated Caleb")
                        ps1 = self.view.sentence(ss - 1)[0]
                        j = bisect_left(self.anchor_starts, ps1)
                        if j < len(self.anchors) and self.anchors[j].start < ss:
                            c = self.anchors[j]
                            if c.kind == "name" and not c.in_quote and c.value != rejected and self._fits(c.value, a.value) \
                                    and not self.text[ps1:c.start].strip(" \t\n\"“”") \
                                    and not re.match(r"['’]s\b", self.text[c.end:c.end + 3]):
                                out = c.value
                    if out is None and self.pats.lex.language == "en" and ss <= self.view.paragraph(a.start)[0] \
                            and not self.text[ss:a.start].strip(" \t\n\"“”"):
                        # (heading its paragraph: the one heading the paragraph before, "Tom did not turn round when
                        # Ned came in. ¶ He had not been able to bear Ned Bassett for a long while now")
                        prev = self._prev_paragraph(self.view.paragraph(a.start)[0])
                        if prev:
                            j = bisect_left(self.anchor_starts, prev[0])
                            if j < len(self.anchors) and self.anchors[j].start < prev[1]:
                                c = self.anchors[j]
                                if c.kind == "name" and not c.in_quote and c.value != rejected and self._fits(c.value, a.value) \
                                        and not self.text[prev[0]:c.start].strip(" \t\n\"“”") \
                                        and not re.match(r"['’]s\b", self.text[c.end:c.end + 3]):
                                    out = c.value
                    if out is None:
                        out = self._speaker_before(a, rejected)
                    break
                k += 1
        if out and zh_subject and self._zh_titled_stranger_before(a):
            out = None  # "许帮办是下午来的。他绕着汽缸走了一圈": a surname and a title the book has no one for
        if out is None and zh_subject:
            out = self._speaker_before(a, None)
        if out and self.pats.lex.language == "en" and self.text[a.start:a.end].lower() in ("he", "she") and not a.in_quote:
            # "Josiah himself had gone to Bedminster to see a man about hemp. ¶ He was a lean man of eight-and-thirty":
            # the one last named as gone elsewhere is not the he of the scene
            k = bisect_left(self.anchor_starts, a.start) - 1
            lo = self.view.paragraph(max(0, self.view.paragraph(a.start)[0] - 1))[0]  # (this paragraph and the one before)
            while k >= 0 and self.anchors[k].start >= lo:
                b = self.anchors[k]
                if b.kind == "name" and b.value == out and not b.in_quote:
                    if _EN_GONE_AWAY.match(self.text, b.end) and self.view.sentence(b.start)[0] < self.view.sentence(a.start)[0]:
                        out = None
                    break
                k -= 1
        self._memo[key] = out
        return out

    def _zh_titled_stranger_before(self, a: Anchor) -> bool:
        """(Chinese) the sentence before a 他/她 heading its own opens on a surname and a title the book has no one
        for ("许帮办是下午来的。他……"): the 他 is that one, unnamed to us."""
        ss = self.view.sentence(a.start)[0]
        if self.text[ss:a.start].strip(" \t\n\u3000“”") or ss <= self.view.paragraph(a.start)[0]:
            return False
        pss = self.view.sentence(ss - 1)[0]
        lead = self.text[pss:ss].lstrip(" \t\n\u3000")
        off = pss + len(self.text[pss:ss]) - len(lead)
        ranks = "|".join(re.escape(r) for r in sorted(self.index.terms.get("ranks", ()) if getattr(self.index, "terms", None) else (),
                                                   key=len, reverse=True) if r)
        m = re.match(r"[\u4e00-\u9fff](?:" + (ranks + "|" if ranks else "") + r"帮办|监工|提调|匠首|先生|师傅|掌柜|大人|老爷|管事|"
                     r"把头|总管|大夫|郎中|司库|老板|班头|队长|老师|太太|夫人|小姐|姑娘|嫂子|婶子|大伯|大叔)", lead)
        if m is None:
            # "钱小三当天就走了。他爹从高邮赶来接他": a name the book does not know, heading the sentence before
            sn = "".join(sorted(getattr(self.pats, "zh_surnames", ())))
            if sn:
                m = re.match(rf"[{sn}][\u4e00-\u9fff]{{1,2}}(?=当天|当晚|就|便|也|又|已经|正|说|道|走了|来了|去了|笑|哭|站|坐|把|被|一早|刚|临走)",
                             lead)
        if m is None:
            return False
        k = bisect_left(self.anchor_starts, off)
        return not (k < len(self.anchors) and self.anchors[k].start < off + m.end())

    def _speaker_before(self, a: Anchor, rejected: str | None) -> str | None:
        """A pronoun heading its paragraph right after a paragraph of someone's words: the one who spoke them ("“……
        当心点。”赵铁军的声音闷闷的 ¶ 他松开林小舟"), the speaker found, else the one person named in that paragraph's
        narration; None when the paragraph before opens on no quotation."""
        pps = self.view.paragraph(a.start)[0]
        if pps <= 0 or self.text[pps:a.start].strip(" \t\n\u3000\"“”"):
            return None
        prev = self._prev_paragraph(pps)
        if prev is None:
            return None
        qs = [x for x in zip(self.view.quote_starts, self.view.quote_ends) if prev[0] <= x[0] < prev[1]]
        if not qs or self.text[prev[0]:qs[0][0]].strip(" \t\n\u3000"):
            return None
        spk = self.speaker(*qs[-1])
        if not spk:
            cands = {b.value for b in self.anchors[bisect_left(self.anchor_starts, prev[0]):bisect_left(self.anchor_starts, prev[1])]
                     if b.kind == "name" and not b.in_quote}
            spk = cands.pop() if len(cands) == 1 else None
        if spk and spk != rejected and self._fits(spk, a.value):
            return spk
        return None

    def _vocative(self, a: Anchor) -> bool:
        """A name called out in someone's words ("Sometimes, Master Claus." / "沈掌事，……"): the one spoken to,
        not someone spoken of."""
        before = self.text[max(0, a.start - 16):a.start]
        after = self.text[a.end:a.end + 2]
        if self.pats.lex.language == "en":
            title = r"(?:(?:Master|Mistress|Mister|Mr\.?|Mrs\.?|Miss|Sir|Dame|Brother|Sister|Father|Mother|Uncle|Aunt)\s+)?"
            return bool(re.search(r",\s*" + title + "$", before) and re.match(r"[.!?,]", after)) \
                or bool(re.search(r"[\"“]\s*" + title + "$", before) and re.match(r",", after))
        return bool(re.search(r"[“「\"]$", before) and re.match(r"[，,！!]", after))

    def _pronoun_in_words(self, a: Anchor) -> str | None:
        """"He writes left-handed," said Tideke: a third person in someone's words is not the one speaking, nor
        a name called out in the words before ("Sometimes, Master Claus."); with no one else near, in a book told
        in the first person, it is the narrator."""
        key = a.start
        if key in self._memo:
            return self._memo[key]
        self._memo[key] = None
        q = self.view.quote_at(a.start)
        exclude: set[str] = set()
        if q is not None:
            who = self.speaker(*q, depth=2)
            if who:
                exclude.add(who)
                # "“他才十八。”龚福堂说。¶ “……可他十八岁，……”向长庚说": answering someone, "he" is a third person,
                # not the one answered
                prev = self._prev_paragraph(self.view.paragraph(q[0])[0])
                other = self._para_speaker(prev, 2) if prev else None
                if other and other != who:
                    exclude.add(other)
        out = self._name_before(a.start, a.value, 600, narration=False, exclude=frozenset(exclude))
        called = set()
        if q is not None:
            # "There now, Osbern, he is seventy-one": the one called by name is spoken to, not of
            called = {b.value for b in self.anchors[bisect_left(self.anchor_starts, q[0]):bisect_left(self.anchor_starts, q[1])]
                      if b.kind == "name" and self._vocative(b)}
        if out is None and exclude and self.index.narrator and self.index.narrator not in exclude \
                and self.index.narrator not in called and self._fits(self.index.narrator, a.value):
            out = self.index.narrator
        if out is not None and self.pats.lex.language == "zh" and self._unnamed_since(out, a):
            out = None
        if out is not None and out != self.index.narrator:
            brk = None
            for brk in _SCENE_BREAK_RX.finditer(self.text, max(0, a.start - 600), a.start):
                pass
            if brk is not None and not any(b.kind == "name" and b.value == out for b in
                                           self.anchors[bisect_left(self.anchor_starts, brk.end()):bisect_left(self.anchor_starts, a.start)]):
                out = None  # "Mr Dunk … watched the house. ¶ --- ¶ Walter came down … “He's gone,” he said": a new
                # scene, and "he" in the words is whoever it is about there, not the last man named before the break
        self._memo[key] = out
        return out

    def _unnamed_since(self, name: str, a: Anchor) -> bool:
        """Someone unnamed of the pronoun's sex is spoken of between the name and the pronoun ("想我闺女。" …
        "末世那天是她九岁生日"; "找一个叫韩念念的小姑娘。她今年九岁"): the pronoun may be theirs. Chinese."""
        i = bisect_right(self.anchor_starts, a.start - 1) - 1
        while i >= 0 and not (self.anchors[i].kind == "name" and self.anchors[i].value == name):
            i -= 1
        lo = self.anchors[i].end if i >= 0 else max(0, a.start - 600)
        rx = _ZH_UNNAMED_F if a.value == "f" else _ZH_UNNAMED_M if a.value == "m" else None
        if rx is None:
            return False
        for m in rx.finditer(self.text, lo, a.start):
            k = bisect_right(self.anchor_starts, m.start()) - 1
            if not (k >= 0 and self.anchors[k].end > m.start()):
                return True  # (not a word inside a name or a kin word the bible resolves)
        return False

    # -- letters
    @property
    def letters(self) -> list[tuple[int, int, str | None]]:
        """The letters of a chapter told in letters: (start, end, writer) from each dateline paragraph ("Larkhill,
        Tuesday 4th June 1816.") to the next, the writer read from the signature at its foot ("Your affectionate
        brother, ¶ Henry Ashby")."""
        got = self.__dict__.get("_letters")
        if got is not None:
            return got
        got = []
        if self.pats.lex.language == "en" and _EN_DATELINE_GATE.search(self.text):
            starts = [ps for ps in self.view.para_starts if _EN_DATELINE.match(self.text, ps)
                      and len(self.text[ps:self.view.paragraph(ps)[1]].strip()) <= 110]
            first = next((ps for ps in self.view.para_starts if self.text[ps:self.view.paragraph(ps)[1]].strip()), None)
            # told in letters: it opens with a dateline, and its letters are signed (not a letter quoted in a scene,
            # nor a diary heading)
            if starts and starts[0] == first:
                for k, ls in enumerate(starts):
                    le = starts[k + 1] if k + 1 < len(starts) else len(self.text)
                    got.append((ls, le, self._signature(ls, le)))
                if not any(w for _, _, w in got):
                    got = []
        self.__dict__["_letters"] = got
        return got

    def _signature(self, ls: int, le: int) -> str | None:
        """The name a letter is signed with: a short paragraph near its end that is a known name, after the closing."""
        p = le
        for _ in range(4):
            prev = self._prev_paragraph(p)
            if prev is None or prev[0] <= ls:
                return None
            line = self.text[prev[0]:prev[1]].strip().rstrip(".,")
            if len(line) <= 40:
                name = self.index.surface.get(line) or self.index.surface.get(line.split()[0] if line.split() else "")
                if name and name in self.index.entities:
                    return name
            p = prev[0]
        return None

    def letter_writer(self, p: int) -> str | None:
        for ls, le, who in self.letters:
            if ls <= p < le:
                return who
        for ls, le, who in self.embedded_letters:
            if ls <= p < le:
                return who
        return None

    @property
    def embedded_letters(self) -> list[tuple[int, int, str]]:
        """(English) Letters set into a told chapter: from a salutation paragraph ("*Dear Mother,*") to the signature
        after its closing ("*Your loving daughter,* ¶ *Kirsty.*"), signed with a known name: whose "I" the letter's is."""
        got = self.__dict__.get("_embedded")
        if got is not None:
            return got
        got = []
        if self.pats.lex.language == "en" and _EN_SALUTATION_GATE.search(self.text):
            paras = [(ps, self.view.paragraph(ps)[1]) for ps in self.view.para_starts]
            k = 0
            while k < len(paras):
                ps, pe = paras[k]
                if not _EN_SALUTATION.fullmatch(self.text[ps:pe].strip()):
                    k += 1
                    continue
                for j in range(k + 1, min(len(paras), k + 40)):
                    # (the signature: the paragraph's last line, "*Kirsty.*")
                    line = self.text[paras[j][0]:paras[j][1]].strip().split("\n")[-1].strip("*_ .,")
                    if _EN_SALUTATION.fullmatch(self.text[paras[j][0]:paras[j][1]].strip()):
                        break  # (another letter begins before this one is signed)
                    if len(line) <= 40 and line.split():
                        name = self.index.surface.get(line) or self.index.surface.get(line.split()[-1]) \
                            or self.index.surface.get(line.split()[0])
                        closing = self.text[paras[j - 1][0]:paras[j][0]]
                        if name and name in self.index.entities and (
                                _EN_CLOSING.search(closing) or _EN_CLOSING.search(self.text[paras[j][0]:paras[j][1]])):
                            got.append((ps, paras[j][1], name))
                            k = j
                            break
                k += 1
        self.__dict__["_embedded"] = got
        return got

    def _fits(self, name: str, gender: str) -> bool:
        g = self.index.gender.get(name)
        ent = self.index.entities.get(name)
        if ent is not None and ent.kind in ("Faction", "Location", "Item") and gender in ("m", "f") and g is None:
            return False  # ("the Lauwinen Guides' Company … He was fifty-eight": a company is no he)
        return g == gender or (g is None and ent is not None and ent.origin != "text")

    def _last_speaker_of(self, a: Anchor, ps: int) -> str | None:
        """The speaker of the latest words in the four paragraphs before ps whose speaker is known and fits a's sex,
        when no one else of that sex is named in those paragraphs' narration."""
        lo = ps
        for _ in range(4):
            prev = self._prev_paragraph(lo)
            if not prev:
                break
            lo = prev[0]
        for qs, qe in reversed([x for x in zip(self.view.quote_starts, self.view.quote_ends) if lo <= x[0] < ps]):
            who = self.speaker(qs, qe, depth=1)
            if who and self._fits(who, a.value):
                if any(b.kind == "name" and not b.in_quote and b.value != who and self._fits(b.value, a.value)
                       for b in self.anchors[bisect_left(self.anchor_starts, lo):bisect_left(self.anchor_starts, a.start)]):
                    return None
                return who
        return None

    def _the_one_called(self, a: Anchor, ps: int) -> str | None:
        """(English) '“Miss Ambrey,” he said, “I must ask you to be very brave.” ¶ She looked up at him.': a He/She heading
        the paragraph after words that call someone of that sex by name, no one else of it named there, is the one
        called."""
        if a.start != ps or ps == 0:
            return None
        prev = self._prev_paragraph(ps)
        if prev is None:
            return None
        called, others = set(), set()
        for b in self.anchors[bisect_left(self.anchor_starts, prev[0]):bisect_left(self.anchor_starts, prev[1])]:
            w = self._resolve_anchor(b) if b.kind != "name" else b.value
            if not w or not self._fits(w, a.value):
                continue
            if b.kind == "name" and b.in_quote and self._vocative(b):
                called.add(w)
            elif b.kind == "name" or not b.in_quote:
                others.add(w)
        if len(called) != 1 or others - called:
            return None
        w = next(iter(called))
        ent = self.index.entities.get(w)
        return w if ent is not None and ent.origin != "text" else None  # (not a bare surname the book met in passing)

    def _after_own_words(self, a: Anchor, ps: int) -> str | None:
        """(English) '“… you boxed my ears for it.” He scratched at the old notch in his right ear': a He/She right after
        words closed in the same paragraph, where the speaker is known and fits, is the speaker."""
        if self.index.narrator or self.writer or self.letters or self.embedded_letters:
            return None  # (told by an I: the words are as often the teller's, and the he or she someone else)
        j = a.start - 1
        while j > ps and self.text[j] in " \t":
            j -= 1
        if j <= ps or self.text[j] not in "”\"":
            return None
        q = self.view.quote_at(j)
        if q is None or q[0] < ps:
            return None
        who = self.speaker(*q)
        if not who or not self._fits(who, a.value) or who == self.index.narrator:
            return None  # (a first-person narrator's own words: the she after them is someone else)
        # (only where no quotation of the paragraph is known to be anyone else's: one speaker's words)
        pe = self.view.paragraph(a.start)[1]
        for qs, qe in zip(self.view.quote_starts, self.view.quote_ends):
            if ps <= qs < pe and (other := self.speaker(qs, qe)) is not None and other != who:
                return None
        return who

    def _past_possessors(self, a: Anchor, ps: int) -> str | None:
        """(English) "…: Walter Rennie, the curer's son, …, with his father's colouring. He was twenty-nine": a sentence
        led by He/She whose sentence before ends its people of that gender on possessors ("the curer's", "his
        father's"), one named plainly before them: the one named, not whose son or colouring it was."""
        ss = self.view.sentence(a.start)[0]
        if not (ss == a.start or not self.text[ss:a.start].strip(" \t\n\"“")) or ss <= ps:
            return None
        pss, pse = self.view.sentence(ss - 1)
        cands = [(b, self._resolve_anchor(b)) for b in self.anchors[bisect_left(self.anchor_starts, max(pss, ps)):
                                                                   bisect_left(self.anchor_starts, pse)]
                 if not b.in_quote and (b.kind == "name" or b.value == a.value)]
        cands = [(b, w) for b, w in cands if w and self._fits(w, a.value)]
        if cands and not self.text[max(pss, ps):cands[0][0].start].strip(" \t\n\"“"):
            return None  # (one of that sex heads the sentence before: "Billy Tapp died …, with the surgeon holding his
            # hand. He was twelve" is Billy, told elsewhere)
        poss = lambda b: bool(re.match(r"['’]s\b", self.text[b.end:b.end + 3]) or (  # noqa: E731
            b.kind == "pron" and self.text[b.start:b.end].lower() in ("his", "her")))
        k = len(cands)
        while k > 0 and poss(cands[k - 1][0]):
            k -= 1
        if k == len(cands) or k == 0:
            return None
        b, w = cands[k - 1]
        if b.kind != "name" or any(x != w for _, x in cands[k:]) is False:
            return None
        return w

    def _prev_sentence_head(self, a: Anchor, ps: int):
        """For a pronoun heading its sentence (not the paragraph's first): the first anchor of the sentence before, when
        it is a name in the narration that fits the pronoun's sex, with its index and that sentence's bounds."""
        ss = self.view.sentence(a.start)[0]
        if ss != a.start and self.text[ss:a.start].strip(" \t\n\u3000\"“”") or ss <= ps:
            return None
        pss, pse = self.view.sentence(ss - 1)
        k = bisect_left(self.anchor_starts, max(pss, ps))
        if k >= len(self.anchors) or self.anchors[k].start >= pse:
            return None
        head = self.anchors[k]
        if head.kind != "name" or head.in_quote or not self._fits(head.value, a.value):
            return None
        return head, k, pss, pse

    def _head_past_subordinates(self, a: Anchor, ps: int) -> str | None:
        """(English) "Isaac Marsden had been tuning at Scarth for forty years, since … Edwin Sugden had still worn his own
        clogs. He was sixty-seven now": the one heading the sentence before, when everyone else of that sex in it is
        named inside a clause that hangs on it (since, when, after, who …) or as a possessor."""
        got = self._prev_sentence_head(a, ps)
        if got is None:
            return None
        head, k, pss, pse = got
        if self.text[max(pss, ps):head.start].strip(" \t\n\"“") or re.match(r"['’]s\b", self.text[head.end:head.end + 3]):
            return None
        rivals = False
        for b in self.anchors[k + 1:bisect_left(self.anchor_starts, pse)]:
            if b.in_quote or (b.kind != "name" and b.value != a.value):
                continue
            w = self._resolve_anchor(b) if b.kind != "name" else b.value
            if not w or w == head.value or not self._fits(w, a.value):
                continue
            rivals = True
            if re.match(r"['’]s\b", self.text[b.end:b.end + 3]) or b.kind == "pron" and \
                    self.text[b.start:b.end].lower() in ("his", "her"):
                continue
            if not re.search(r"\b(?:since|when|while|because|although|though|until|till|after|before|whom|who|whose|where|"
                             r"as\s+if|as\s+though)\b", self.text[head.end:b.start], re.I):
                return None  # a rival in the main clause: the usual reading decides
        return head.value if rivals else None

    def _zh_head_past_objects(self, a: Anchor, ps: int) -> str | None:
        """(Chinese) "通事林秀峰跨进门来，先朝叶世泰作了个揖。他三十四岁": a 他 heading its sentence is the one who headed
        the sentence before, when every other he or she named there is the object of 朝/向/对/给/跟/把 (or of a verb
        right after the first)."""
        got = self._prev_sentence_head(a, ps)
        if got is None:
            return None
        head, k, pss, pse = got
        lead = self.text[max(pss, ps):head.start].strip(" \t\n\u3000")
        if len(lead) > 4 or re.search(r"[，,的把将被给朝向对跟和与同]", lead):
            return None
        rivals = False
        for b in self.anchors[k + 1:bisect_left(self.anchor_starts, pse)]:
            if b.in_quote or b.kind != "name" or b.value == head.value or not self._fits(b.value, a.value):
                continue
            rivals = True
            if not re.search(r"(?:朝|向|对|给|跟|冲|替|和|同|与|把|将|被|见|找|叫|喊|望着|看着)$", self.text[max(pss, b.start - 2):b.start]):
                return None
        return head.value if rivals else None

    def _zh_inside_after_head(self, a: Anchor, ps: int) -> str | None:
        """(Chinese) "他一只手揪着秉和的领子，…。外头的灯光照在他脸上": a 他 inside a sentence that names no one before
        it is the one who headed the sentence before (a name, or a 他 that stood for one), when every other he or
        she named there is an object (揪着秉和的领子, 朝/向/对/给/把 …)."""
        ss = self.view.sentence(a.start)[0]
        if ss <= ps or ss == a.start or not self.text[ss:a.start].strip(" \t\n\u3000\"“”"):
            return None  # (heading its sentence: _zh_head_past_objects)
        before = self.anchors[bisect_left(self.anchor_starts, ss):bisect_left(self.anchor_starts, a.start)]
        if any(b.kind != "pron" or self.text[b.start:b.end] != self.text[a.start:a.end] for b in before):
            return None  # someone else named before it in its own sentence (the same 他 again: the same one)
        first = before[0] if before else a
        if self.view.clause(first.start)[0] != ss:
            return None  # (only from the sentence's first clause)
        pss, pse = self.view.sentence(ss - 1)
        k = bisect_left(self.anchor_starts, max(pss, ps))
        if k >= len(self.anchors) or self.anchors[k].start >= pse or self.anchors[k].in_quote:
            return None
        head = self.anchors[k]
        if self.text[max(pss, ps):head.start].strip(" \t\n\u3000\"“”"):
            return None
        who = head.value if head.kind == "name" else (self._resolve_anchor(head) if self.text[head.start:head.end] == self.text[a.start:a.end] else None)
        if not who or not self._fits(who, a.value):
            return None
        for b in self.anchors[k + 1:bisect_left(self.anchor_starts, pse)]:
            if b.in_quote or b.kind != "name" or b.value == who or not self._fits(b.value, a.value):
                continue
            if not (re.search(r"(?:朝|向|对|给|跟|冲|替|和|同|与|把|将|被|见|找|叫|喊|望着|看着|着|了)$", self.text[max(pss, b.start - 2):b.start])
                    or self.text[b.end:b.end + 1] == "的"):
                return None
        return who

    def found_one(self, a: Anchor) -> str | None:
        """(English) "They found Fridolin Gsponer at first light … Kaspar found him, with Moritz. He was lying on his
        back": a He/She heading a sentence of lying there is the one found in the paragraph just before, not the
        finder."""
        if self.pats.lex.language != "en" or a.in_quote or self.text[a.start:a.end] not in ("He", "She"):
            return None
        ss = self.view.sentence(a.start)[0]
        if ss != a.start and self.text[ss:a.start].strip(" \t\n\"“") or not _EN_LYING_STATE.match(self.text, ss):
            return None
        lo = max(self.view.paragraph(a.start)[0], ss - 600)
        k = bisect_left(self.anchor_starts, ss) - 1
        while k >= 0 and self.anchors[k].start >= lo:
            b = self.anchors[k]
            if b.kind == "name" and not b.in_quote and self._fits(b.value, a.value) \
                    and _EN_FOUND_ONE.search(self.text, max(lo, b.start - 20), b.start):
                return b.value
            k -= 1
        return None

    def _zh_epithet_before(self, a: Anchor) -> str | None:
        """(Chinese) "他在燕声七年，跟冯德顺喝过不少回酒，知道这老头儿一辈子最服的，就是把他领进排字房……的师父": a
        这老头儿 between the last name and the pronoun, in its sentence, heads what the pronoun is in; it is the one
        named last before it (not the one who knows it, heading the sentence)."""
        ss = self.view.sentence(a.start)[0]
        eps = [m for m in _ZH_EPITHET.finditer(self.text, ss, a.start)
               if (m.group("m") and a.value == "m" or m.group("f") and a.value == "f")]
        if not eps:
            return None
        ep = eps[-1]
        k = bisect_left(self.anchor_starts, ep.end())
        if any(b.kind == "name" and not b.in_quote for b in self.anchors[k:bisect_left(self.anchor_starts, a.start)]):
            return None  # someone named since
        j = bisect_left(self.anchor_starts, ep.start()) - 1
        while j >= 0 and self.anchors[j].start >= ss:
            b = self.anchors[j]
            if b.kind == "name" and not b.in_quote:
                if self._fits(b.value, a.value) and not self._at_clause_head(b):
                    return b.value
                return None
            j -= 1
        return None

    def _one_person(self, name: str) -> bool:
        """A name that is one person's: a proper name, not a surname that other characters' names end with."""
        e = self.index.entities.get(name)
        if e is None or not getattr(e, "proper", True):
            return False
        return not (" " not in name and any(o != name and o.endswith(" " + name) for o in self.index.entities))

    def _addressee_before(self, a: Anchor, ps: int) -> str | None:
        """(English) '"Dougie," I said, "have you ever seen a light at the old boathouse?" ¶ He did not turn round.': a
        paragraph opening on a pronoun, after a paragraph of words that call one person of its gender by name (and
        name no one else of it), is that one answering, or not."""
        prev = self._prev_paragraph(ps)
        if not prev:
            return None
        p0, p1 = prev
        k0, k1 = bisect_left(self.anchor_starts, p0), bisect_left(self.anchor_starts, p1)
        called, others = set(), set()
        for b in self.anchors[k0:k1]:
            if b.kind != "name" or not self._fits(b.value, a.value):
                continue
            if b.in_quote and self._vocative(b):
                called.add(b.value)
            else:
                others.add(b.value)
        if len(called) != 1 or others - called:
            return None
        v = next(iter(called))
        if not self._one_person(v):
            return None  # ("Mr. Reay" with two Reays in the book: a family name, no one person)
        q = next(((q0, q1) for q0, q1 in zip(self.view.quote_starts, self.view.quote_ends) if p0 <= q0 < p1), None)
        if q is None or self.speaker(*q) == v:
            return None
        return v

    def _addressee_here(self, a: Anchor, ps: int) -> str | None:
        """(English) '"You've sulked since you were six, Angus Reid." She sat on the bollard and looked up at him,
        and he looked back down at her': in the narration after words that call one person by name, a pronoun of
        that one's gender, after the speaker of the other gender, is the one spoken to (no name of the gender
        between)."""
        k = bisect_left(self.view.quote_starts, ps)
        qs = [(q0, q1) for q0, q1 in zip(self.view.quote_starts[k:], self.view.quote_ends[k:]) if q1 <= a.start]
        if not qs or qs[0][0] != ps + len(self.text[ps:qs[0][0]]) - len(self.text[ps:qs[0][0]].lstrip()):
            return None  # (the paragraph opens with the words)
        q0, q1 = qs[-1]
        called = {b.value for b in self.anchors[bisect_left(self.anchor_starts, q0):bisect_left(self.anchor_starts, q1)]
                  if b.kind == "name" and self._vocative(b)}
        if len(called) != 1:
            return None
        v = next(iter(called))
        if not self._fits(v, a.value) or not self._one_person(v):
            return None
        other = False
        for b in self.anchors[bisect_left(self.anchor_starts, q1):bisect_left(self.anchor_starts, a.start)]:
            if b.in_quote:
                continue
            if b.kind == "name":
                if self._fits(b.value, a.value):
                    return None
                other = True
            elif b.kind == "pron" and b.value in ("m", "f") and b.value != a.value:
                other = True
        return v if other else None

    def _pronoun_in_narration(self, a: Anchor) -> str | None:
        """A narration pronoun: a name of its gender earlier in the paragraph (the one in subject position in
        this sentence or the one before, else the nearest); else the same as the pronoun before it in the
        paragraph; at the head of a paragraph, the topic of the paragraph before (its first subject)."""
        ps, _ = self.view.paragraph(a.start)
        if self.pats.lex.language == "zh" and self.text[a.start:a.end] in ("他", "她"):
            # "笑声里头忽然冒出一声怪叫 …… ¶ 是二秃子。他把两根手指头塞进嘴里": the 他 right after someone is
            # named as the one it was is that one (one the book does not know: no one it knows)
            ss = self.view.sentence(a.start)[0]
            if not self.text[ss:a.start].strip(" \u3000\n“”") and ss > 0:
                pss, pse = self.view.sentence(ss - 1)
                while pss > 0 and not self.text[pss:pse].strip():
                    pss, pse = self.view.sentence(pss - 1)
                idm = re.fullmatch(r"\s*(?:原来|竟然|竟|正|却)?是(?P<n>[\u4e00-\u9fff]{2,4})[。！]\s*", self.text[pss:pse])
                if idm:
                    k = bisect_left(self.anchor_starts, pss + idm.start("n"))
                    b = self.anchors[k] if k < len(self.anchors) and self.anchors[k].start == pss + idm.start("n") else None
                    if b is None:
                        return None
                    if b.kind == "name" and self._fits(b.value, a.value):
                        return b.value
        if self.pats.lex.language == "zh" and self.text[a.start:a.end] in ("他", "她") and not a.in_quote:
            v = self._zh_epithet_before(a)
            if v:
                return v
        if self.pats.lex.language == "en" and not a.in_quote and a.value in ("m", "f"):
            ss = self.view.sentence(a.start)[0]
            while ss > ps and self.text[:ss].rstrip().endswith(";"):
                ss = self.view.sentence(len(self.text[:ss].rstrip()) - 1)[0]  # (a semicolon ends no sentence)
            for nm in list(_EN_NAMED_NEWCOMER.finditer(self.text, ss, a.start)) + [
                    t for t in _EN_TITLED_STRANGER.finditer(self.text, ss, a.start)
                    if ("f" if t.group("t").lower().rstrip(".") in ("miss", "mrs", "lady", "madam", "mistress", "dame") else "m") == a.value]:
                k = bisect_left(self.anchor_starts, nm.start())
                if not any(b.start <= nm.start("n") < b.end for b in self.anchors[k:bisect_left(self.anchor_starts, nm.end())]) and \
                        not any(b.kind == "name" and not b.in_quote for b in self.anchors[k:bisect_left(self.anchor_starts, a.start)]):
                    return None  # "The young man's name was Harry Gill; he was the son of a waterman; he was nineteen":
                    # the one just named, whom the book does not know
        if self.pats.lex.language == "en" and not a.in_quote and a.value in ("m", "f"):
            v = self._addressee_here(a, ps)
            if v:
                return v
            if self.text[a.start:a.end] in ("He", "She") and not self.text[ps:a.start].strip():
                v = self._addressee_before(a, ps)
                if v:
                    return v
        if self.pats.lex.language == "en" and self.text[a.start:a.end] in ("He", "She") and not a.in_quote \
                and re.match(rf"(?:He|She)\s+(?:was|had\s+been)\s+(?:{EN_NUMBER})(?:\s+years\s+old)?\s*[.,;]", self.text[a.start:a.start + 60]):
            # "Thomas Jenkins died at a little before nine that evening … Elias Morgan was with him, and Margaret … He
            # was sixty-six.": the age told of the one who just died
            ss = self.view.sentence(a.start)[0]
            q = ss
            for _ in range(3):
                if q <= ps:
                    break
                q = self.view.sentence(q - 1)[0]
                k = bisect_left(self.anchor_starts, q)
                if k < len(self.anchors) and self.anchors[k].kind == "name" and not self.anchors[k].in_quote \
                        and not self.text[q:self.anchors[k].start].strip(" \t\n\"“") \
                        and re.match(r"\s+(?:died|had\s+died|was\s+dead|passed\s+away|breathed\s+his\s+last|breathed\s+her\s+last)\b",
                                     self.text[self.anchors[k].end:self.anchors[k].end + 30]) \
                        and self._fits(self.anchors[k].value, a.value):
                    return self.anchors[k].value
        if self.pats.lex.language == "en" and self.text[a.start:a.end] in ("He", "She") and not a.in_quote \
                and a.start == ps and ps > 0 and re.match(r"(?:He|She)\s+(?:was|had|wore)\b", self.text[a.start:a.start + 12]):
            # "… the inner door opened and Josiah Ashdown came down into the workshop. ¶ He was fifty-eight that winter":
            # the one who has just come in, described as he enters
            prev = self._prev_paragraph(ps)
            if prev:
                pe1 = prev[0] + len(self.text[prev[0]:prev[1]].rstrip())
                ls = self.view.sentence(max(pe1 - 1, prev[0]))[0]
                k = bisect_left(self.anchor_starts, pe1) - 1
                while k >= 0 and self.anchors[k].start >= ls:
                    b = self.anchors[k]
                    if b.kind == "name" and not b.in_quote and self._fits(b.value, a.value) and _EN_ENTERS.match(self.text, b.end):
                        return b.value
                    k -= 1
        if self.pats.lex.language == "en" and self.text[a.start:a.end] in ("He", "She") and not a.in_quote \
                and re.match(r"(?:He|She)\s+was\s+an?\s+(?:[\w-]+,?\s+){0,5}?(?:man|fellow|gentleman|woman|lady|girl|boy|lad)\b",
                             self.text[a.start:a.start + 90]):
            # "Tom had seen Edwin Kettering before, in the street, … but never so close. He was a big, handsome,
            # easy-looking man of five-and-forty": the one seen, described
            ss = self.view.sentence(a.start)[0]
            if ss > ps and not self.text[ss:a.start].strip(" \t\n\"“"):
                pss, pse = self.view.sentence(ss - 1)
                for sm in _EN_SEEN_SOMEONE.finditer(self.text, max(pss, ps), pse):
                    k = bisect_left(self.anchor_starts, sm.end())
                    if k < len(self.anchors) and self.anchors[k].start == sm.end() and self.anchors[k].kind == "name" \
                            and not self.anchors[k].in_quote and self._fits(self.anchors[k].value, a.value):
                        return self.anchors[k].value
        if self.pats.lex.language == "en" and self.text[a.start:a.end] in ("He", "She") and not a.in_quote:
            # "Silas was a fine preacher; even Jacob said so. He was a lean dark man": a name that only comments on the
            # sentence ("even Jacob said so") is not what the next one goes on with; its head is
            ss = self.view.sentence(a.start)[0]
            if ss > ps and not self.text[ss:a.start].strip(" \t\n\"“"):
                pss, pse = self.view.sentence(ss - 1)
                pss = max(pss, ps)
                if pss > ps and self.text[:pss].rstrip().endswith(";"):
                    pss = max(self.view.sentence(self.text[:pss].rstrip().__len__() - 1)[0], ps)  # (a semicolon's half)
                if _EN_COMMENT_CLAUSE.search(self.text, pss, pse):
                    k = bisect_left(self.anchor_starts, pss)
                    if k < len(self.anchors) and self.anchors[k].kind == "name" and not self.anchors[k].in_quote \
                            and not self.text[pss:self.anchors[k].start].strip(" \t\n\"“") \
                            and self._fits(self.anchors[k].value, a.value):
                        return self.anchors[k].value
        if self.pats.lex.language == "en" and self.text[a.start:a.end] in ("He", "She") and not a.in_quote:
            # "There were two of them. The elder got down from the cab slowly … He was a big old man gone heavy,
            # seventy-three years old": one of them, not named, heading the sentence before
            ss = self.view.sentence(a.start)[0]
            if ss == a.start or not self.text[ss:a.start].strip(" \t\n\"“"):
                pss, pse = self.view.sentence(ss - 1) if ss > ps else (ss, ss)
                if pse > pss and re.match(r"\s*(?:The|An?)\s+(?:[a-z]+\s+)?(?:elder|younger|older|eldest|youngest|other|first|second|"
                                          r"taller|shorter|stranger|newcomer|visitor|latter|former)\b(?!\s+of\b)",
                                          self.text[pss:pse]) \
                        and bisect_left(self.anchor_starts, pss) == bisect_left(self.anchor_starts,
                                                                               pss + len(re.match(r"\s*\S+\s+\S+", self.text[pss:pse]).group())):
                    return None
        if self.pats.lex.language == "en" and self.text[a.start:a.end].lower() in ("his", "her") and not a.in_quote:
            # "Joe signed, and Walter under him, and then Thomas, with his left hand, slowly": a clause of a name and
            # no verb of its own, its with-phrase is that one's
            k = bisect_left(self.anchor_starts, a.start) - 1
            if k >= 0 and (b := self.anchors[k]).kind == "name" and not b.in_quote and re.fullmatch(r",\s+with\s+", self.text[b.end:a.start]) \
                    and re.search(r"(?:,\s+|\b)(?:and\s+then|and\s+last(?:\s+of\s+all)?|and|then|last(?:\s+of\s+all)?)\s+(?:(?:old|young|Mr\.?|Mrs\.?|Miss)\s+)?$",
                                  self.text[max(0, b.start - 30):b.start]) and self._fits(b.value, a.value):
                return b.value
            # "Tom, who was standing beside him, saw that his grey eyes were wet": the him beside whom he stood
            ss = self.view.sentence(a.start)[0]
            w = re.match(r"[\s\"“]*[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?,\s+who\s+[^,;.]*?\b(?P<obj>him|her)\b[^,;.]*,\s+"
                         r"(?:saw|noticed|could\s+see|watched|observed)\s+(?:that\s+)?$", self.text[ss:a.start])
            if w and w.group("obj").lower() == ("him" if self.text[a.start:a.end].lower() == "his" else "her"):
                k0 = bisect_left(self.anchor_starts, ss)
                head = self.anchors[k0].value if k0 < len(self.anchors) and self.anchors[k0].kind == "name" else None
                k = bisect_left(self.anchor_starts, ss + w.start("obj"))
                if k < len(self.anchors) and self.anchors[k].start == ss + w.start("obj"):
                    got = self._resolve_anchor(self.anchors[k])
                    if got == head and ss > ps:
                        # (the him of his own who-clause is not he: the one the sentence before was about)
                        pss = self.view.sentence(ss - 1)[0]
                        kp = bisect_left(self.anchor_starts, pss)
                        got = self._resolve_anchor(self.anchors[kp]) if kp < k0 and not self.text[pss:self.anchors[kp].start].strip(" \t\n\"“") else None
                    if got and got != head and self._fits(got, a.value):
                        return got
        if self.pats.lex.language == "en" and self.text[a.start:a.end].lower() in ("his", "her") \
                and _EN_SEEING_SOMEONE.search(self.text, self.view.sentence(a.start)[0], a.start):
            return None  # "Hale watches his stores officer stand … with a list in his left hand": the one watched
        if self.pats.lex.language == "en" and self.text[a.start:a.end].lower() in ("his", "her"):
            # "And he could see Isbister, standing at the rail …, turning the silver bracelet on his wrist", "He could
            # see the Mate, with his red neckerchief loosened": in the -ing or with phrase after the one seen, the one seen
            ss = self.view.sentence(a.start)[0]
            k = bisect_right(self.anchor_starts, a.start - 1) - 1
            while k >= 0 and self.anchors[k].start >= ss and self.anchors[k].kind == "pron":
                k -= 1  # ("…, as he always did, …": the pronouns on the way are the one seen's own)
            if k >= 0 and self.anchors[k].start >= ss and self.anchors[k].kind == "name" and not self.anchors[k].in_quote \
                    and self._fits(self.anchors[k].value, a.value) \
                    and _EN_SEEN_BEFORE.search(self.text, max(ss, self.anchors[k].start - 30), self.anchors[k].start) \
                    and (re.match(r",\s+(?:[^.;:!?\"“”]*?\b[a-z]+ing\b|with\b)[^.;:!?\"“”]*$", self.text[self.anchors[k].end:a.start])
                         # ("Tom could see the chief's hands moving, the long fingers, the old scar across the back of
                         # his right hand": the one whose hands are seen)
                         or re.match(r"['’]s\s+(?:[a-z]+\s+)?[a-z]+\s+[a-z]+ing\b[^.;:!?\"“”]*$", self.text[self.anchors[k].end:a.start])):
                return self.anchors[k].value
            j = bisect_right(self.anchor_starts, a.start - 1) - 1
            while j >= 0 and self.anchors[j].start >= ss and self.anchors[j].kind == "pron" \
                    and self.text[self.anchors[j].start:self.anchors[j].end].lower() == "his":
                j -= 1  # (past the phrase's own his: "… with his bandaged hand held up against his chest"; not a her,
                # which may be the one watched herself)
            if j >= 0 and self.anchors[j].start >= ss and self.anchors[j].value == a.value \
                    and self._watched_with(self.anchors[j], a.start):
                # "Harrowby watched him hunched over the key with his bandaged left hand held up": in the phrase after
                # the one watched, the one watched
                w = self._resolve_anchor(self.anchors[j])
                if w:
                    return w
        if self.pats.lex.language == "en" and self.text[a.start:a.end].lower() in ("his", "her") \
                and re.search(r"\bwith\s+$", self.text[max(0, a.start - 6):a.start], re.I):
            # "He looked at Tom with his grey eyes": with his eyes, the one who looks (the clause's subject), not the
            # one looked at
            cs = self.view.clause(a.start)[0]
            k = bisect_left(self.anchor_starts, cs)
            if k < len(self.anchors) and self.anchors[k].start < a.start and not self.anchors[k].in_quote \
                    and re.fullmatch(r"[\s\"“”'‘’]*(?:(?:And|Then|But|So|Now)\s+)?", self.text[cs:self.anchors[k].start]) \
                    and re.match(r"\s+(?:[a-z]+ly\s+)?(?:looked|stared|gazed|glared|peered|squinted|watched|regarded|eyed|"
                                 r"considered|studied|fixed)\b", self.text[self.anchors[k].end:self.anchors[k].end + 30]) \
                    and (self.anchors[k].kind == "name" or self.text[self.anchors[k].start:self.anchors[k].end].lower() in ("he", "she")):
                w = self._resolve_anchor(self.anchors[k])
                if w and self._fits(w, a.value):
                    return w
        found = self.found_one(a)
        if found:
            return found
        if self.pats.lex.language == "en" and self.text[a.start:a.end] in ("He", "She"):
            w = self._past_possessors(a, ps) or self._head_past_subordinates(a, ps) or self._after_own_words(a, ps) \
                or self._the_one_called(a, ps)
            if w:
                return w
        if self.pats.lex.language == "en" and self.text[a.start:a.end] in ("He", "She"):
            # "Old Alois Kronig died on the snow …, with the Weisszahn standing over him …. He was sixty-one": a
            # sentence led by a name, every he of it that name's, no one else of the gender in it: the next sentence's
            # He goes on with it
            ss = self.view.sentence(a.start)[0]
            if ss == a.start or not self.text[ss:a.start].strip(" \t\n\"“"):
                if ss > ps:
                    pss, pse = self.view.sentence(ss - 1)
                    k = bisect_left(self.anchor_starts, max(pss, ps))
                    head = self.anchors[k] if k < len(self.anchors) and self.anchors[k].start < pse else None
                    if head is not None and head.kind == "name" and not head.in_quote and self._fits(head.value, a.value) \
                            and _EN_TITLE_WORDS.fullmatch(self.text[max(pss, ps):head.start].strip(" \t\n\"“") + " ") \
                            and self.text[max(pss, ps):head.start].strip(" \t\n\"“"):
                        rest = self.anchors[k + 1:bisect_left(self.anchor_starts, pse)]
                        if rest and all(not b.in_quote and b.kind == "pron" and b.value == a.value
                                        and self._resolve_anchor(b) == head.value for b in rest
                                        if b.kind == "name" or b.value == a.value):
                            return head.value
        if self.pats.lex.language == "en" and self.text[a.start:a.end].lower() in ("him", "her"):
            # "Old Alois Kronig died on the snow, with the Weisszahn standing over him": in a with-phrase of things
            # about the sentence's subject, the him is the subject
            ss = self.view.sentence(a.start)[0]
            if _EN_ABSOLUTE_OVER.search(self.text, max(ss, a.start - 70), a.start) \
                    and re.search(r"\bwith\b", self.text[ss:a.start], re.I):
                k = bisect_left(self.anchor_starts, ss)
                if k < len(self.anchors) and self.anchors[k].kind == "name" and not self.anchors[k].in_quote \
                        and self._fits(self.anchors[k].value, a.value) \
                        and _EN_TITLE_WORDS.fullmatch(self.text[ss:self.anchors[k].start].strip(" \t\n\"“") + " ") \
                        or k < len(self.anchors) and self.anchors[k].kind == "name" and not self.anchors[k].in_quote \
                        and self._fits(self.anchors[k].value, a.value) \
                        and not self.text[ss:self.anchors[k].start].strip(" \t\n\"“"):
                    return self.anchors[k].value
        if self.pats.lex.language == "en" and self.text[a.start:a.end].lower() in ("he", "she"):
            # "He had heard the surgeon say once, in the wardroom, that he had served …": the one who says it
            ss = self.view.sentence(a.start)[0]
            m = _EN_SAID_THAT.search(self.text, max(ss, a.start - 80), a.start)
            if m:
                k = bisect_right(self.anchor_starts, m.start() - 1) - 1
                if k >= 0 and self.anchors[k].start >= ss and self.anchors[k].kind == "name" \
                        and self.anchors[k].end >= m.start() - 1 and self._fits(self.anchors[k].value, a.value):
                    return self.anchors[k].value
        if self.pats.lex.language == "en" and not a.in_quote:
            # "…, and Ivy, wrapped in a shawl of Nora's, who had never seen a bonfire … in her grey eyes": inside a "who"
            # clause, the one the clause is about, not a possessor in the phrase set off before it
            ss = self.view.sentence(a.start)[0]
            w = None
            for w in _EN_COMMA_WHO.finditer(self.text, ss, a.start):
                pass
            if w is not None:
                k = bisect_right(self.anchor_starts, w.start() - 1) - 1
                if k >= 0 and self.anchors[k].kind == "name" and self.anchors[k].start >= ss \
                        and re.match(r"['’]s\b", self.text[self.anchors[k].end:self.anchors[k].end + 3]):
                    j = k - 1
                    while j >= 0 and self.anchors[j].start >= ss:
                        c = self.anchors[j]
                        if c.kind == "name" and not c.in_quote and self.text[c.end:c.end + 1] == "," \
                                and self._fits(c.value, a.value) and c.value != self.anchors[k].value:
                            return c.value
                        j -= 1
        if self.pats.lex.language == "zh" and self.text[a.start:a.end] in ("他", "她") and not a.in_quote:
            w = self._zh_head_past_objects(a, ps) or self._zh_inside_after_head(a, ps)
            if w:
                return w
        if self.pats.lex.language == "zh" and self._zh_object_pronoun(a):
            obj = self._zh_object_referent(a)  # "老韩把他拎了出来": 他 is not 老韩
            if obj is not None:
                return obj
        if self.pats.lex.language == "en" and self._opens_scene(a):
            lead = self.focal if self.focal and self._fits(self.focal, a.value) else self._dominant(a.value)
            if lead:
                return lead  # "---" ¶ "Rob is in the kitchen when she gets home": a new scene, the chapter's own person
        if self.pats.lex.language == "zh" and not a.in_quote and _ZH_TIME_LEAD.fullmatch(self.text[ps:a.start]):
            # "中秋这天，她起得很早": a paragraph that opens on a new day with a pronoun is a new scene, the chapter's own
            # person (not whoever led the paragraph before)
            lead = self.focal if self.focal and self._fits(self.focal, a.value) else self._dominant(a.value, 1.5)
            if lead:
                return lead
        if self.pats.lex.language == "zh" and self.pats.zh_seen_unnamed is not None:
            # "陆铮从没见过有人这样用刀。……火光照着他的脸": after a name sees someone unnamed, 他 is that one more
            # likely than the onlooker; who it is stays open
            j = bisect_right(self.anchor_starts, a.start - 1) - 1
            while j >= 0 and self.anchors[j].start >= ps and not (self.anchors[j].kind == "name" and not self.anchors[j].in_quote):
                j -= 1
            if j >= 0 and self.anchors[j].start >= ps:
                seen = self.pats.zh_seen_unnamed.search(self.text, self.anchors[j].end, a.start)
                if seen and _unnamed_fits(seen.group("who"), a.value):
                    return None
        if self.pats.lex.language == "zh" and not a.in_quote:
            # "柜台后面坐着个男人，……。他四十五岁": someone unnamed brought into the paragraph, no name since
            last = None
            for u in _ZH_INTRO_UNNAMED.finditer(self.text, ps, a.start):
                last = u
            if last is not None and _unnamed_fits(last.group("who"), a.value) and not self.view.quote_at(last.start()) \
                    and not any(b.kind == "name" and not b.in_quote
                                for b in self.anchors[bisect_left(self.anchor_starts, last.start()):
                                                      bisect_left(self.anchor_starts, a.start)]):
                return None
        if self.pats.unnamed_head is not None:
            ss = self.view.sentence(a.start)[0]
            if self._pronoun_heads(a.start) and ss > ps:
                pss = self.view.sentence(ss - 1)[0]
                u = self.pats.unnamed_head.match(self.text, pss) if pss >= ps else None
                if u and _unnamed_fits(u.group(), a.value):
                    return None  # "那人也看见了她。他……": the pronoun is the unnamed one
            if self.pats.lex.language == "en" and not a.in_quote:
                # "…, and the queen closed her hands on it and lifted her face" / "The commander wrote slowly: *…* Then
                # he signed": the nearest one before the pronoun in its paragraph is someone unnamed (or named by
                # rank alone) at the head of a clause
                heads = self._unnamed_clause_heads()
                h = bisect_left(heads, (a.start,)) - 1
                if h >= 0 and heads[h][0] >= ps and (heads[h][2] or _unnamed_fits(heads[h][1], a.value)) \
                        and not any(b.kind == "name" and not b.in_quote and b.end > heads[h][0]
                                    for b in self.anchors[bisect_left(self.anchor_starts, heads[h][0]):
                                                          bisect_left(self.anchor_starts, a.start)]):
                    if heads[h][2] or self._is_object_pronoun(a):
                        return None  # ("The old man watched him go": someone else)
                    return self._epithet_referent(heads[h][0], heads[h][1], a.value)
            u = self.pats.unnamed_head.match(self.text, ss)
            if u and u.end() <= a.start and _unnamed_fits(u.group(), a.value) and not any(
                    b.kind == "name" and not b.in_quote
                    for b in self.anchors[bisect_left(self.anchor_starts, ss):bisect_left(self.anchor_starts, a.start)]):
                return None  # "A man was waiting on the wharf, and I knew who he was": the unnamed one again
        if self.pats.lex.language == "en" and not a.in_quote and ps > 0 and self._pronoun_heads(a.start) \
                and not self.text[ps:self.view.sentence(a.start)[0]].strip() and self._unnamed_paragraph_before(ps, a.value):
            return None  # "The pilgrim came late in the afternoon. ¶ He was a lean man, …": the one unnamed goes on
        if not a.in_quote and ps > 0 and self._pronoun_heads(a.start) \
                and not self.text[ps:self.view.sentence(a.start)[0]].strip(" \t\n\u3000“”\"") \
                and self._unnamed_ends_paragraph_before(ps, a.value):
            return None  # "舱门开了。一个男人扶着舱口的把手，飘了过来。¶ 他五十出头……": the one just come in goes on
        i = bisect_right(self.anchor_starts, a.start - 1) - 1
        named = False
        prev_pron = None
        while i >= 0 and self.anchors[i].start >= ps:
            b = self.anchors[i]
            if not b.in_quote:
                if b.kind == "name" and self._fits(b.value, a.value):
                    named = True
                    break
                if b.kind == "pron" and b.value == a.value and prev_pron is None:
                    prev_pron = b
            i -= 1
        if named and self.pats.lex.language == "en" and self._pronoun_heads(a.start) and a.value in ("m", "f"):
            # "Her mother came in from the yard then. Her name was Gudrun, …. She was a broad woman of forty-six": the
            # one just named by "her name was" goes on
            ss = self.view.sentence(a.start)[0]
            if ss > ps:
                pss = self.view.sentence(ss - 1)[0]
                nm = re.match(r"\s*(?:His|Her)\s+(?:(?:real|own|Christian|given|first)\s+)?name\s+(?:was|is)\s+", self.text[pss:ss])
                if nm and pss >= ps:
                    k = bisect_left(self.anchor_starts, pss + nm.end())
                    if k < len(self.anchors) and self.anchors[k].start == pss + nm.end() and self.anchors[k].kind == "name" \
                            and self._fits(self.anchors[k].value, a.value):
                        return self.anchors[k].value
        if named and self.pats.lex.language == "en" and self._pronoun_leads(a.start):
            # "He was a lean man, with a face that Aelric afterwards found he could not picture. He might have been a
            # clerk": a sentence led by the pronoun that led the one before goes on with its person; a name met inside
            # a clause of that sentence ("that Aelric …") is not the subject
            ss = self.view.sentence(a.start)[0]
            pss = self.view.sentence(ss - 1)[0] if ss > ps else None
            if pss is not None and pss >= ps:
                k = bisect_left(self.anchor_starts, pss)
                head = self.anchors[k] if k < len(self.anchors) else None
                if head is not None and head.start < ss and head.kind == "pron" and head.value == a.value \
                        and not head.in_quote and self._pronoun_leads(head.start) \
                        and self.text[head.start:head.end].lower() in ("he", "she") and all(
                            b.kind != "name" or b.in_quote or re.search(r"\b(?:that|whom|who|which|whose|when|where|as|than|"
                                                                        r"because|though|although|while|until|till)\s+$",
                                                                        self.text[max(0, b.start - 12):b.start], re.I)
                            # ("Sometimes she told Ada how to make quince cheese …. Sometimes she was quite clear": one
                            # the verb of the head is done to, not a subject)
                            or self._EN_OBJ_BEFORE.search(self.text[max(0, b.start - 16):b.start])
                            and not re.search(r"[,;:]\s*(?:[a-z]+\s+)?$", self.text[max(0, b.start - 16):b.start])
                            for b in self.anchors[k + 1:bisect_left(self.anchor_starts, a.start)]):
                    return self._resolve_anchor(head)
        if named:
            return self._name_before(a.start, a.value, 600, narration=True, exclude=self._clause_subject_name(a))
        if prev_pron is not None:
            return self._resolve_anchor(prev_pron)
        if self.pats.lex.language == "en" and a.start > ps and self.text[a.start:a.end] in ("He", "She"):
            # '"… I will not stop being your friend." He looked up, and his grey eyes were wet.': a paragraph of
            # someone's words, then a pronoun opening the narration after them: the one who spoke
            q = self.view.quote_at(max(ps, a.start - 2) - 1) if self.text[a.start - 2:a.start].strip() == "" else None
            if q is None:
                j = a.start - 1
                while j > ps and self.text[j] in " \t":
                    j -= 1
                q = self.view.quote_at(j) if self.text[j] in "\"”" else None
            if q is not None and not self.text[ps:q[0]].strip(" \t\"“"):
                who = self.speaker(*q, depth=2)
                if who and self._fits(who, a.value):
                    return who
                if who is None and a.value in ("m", "f"):
                    # ('"Miss Ashdown," he said. … ¶ She put down her spoon. ¶ "I didn't like to ask." ¶ "I know you
                    # didn't." He sat down opposite her.': the words' speaker unknown, the last one of the pronoun's
                    # sex who spoke in the paragraphs just before, when the only one of that sex about)
                    got = self._last_speaker_of(a, ps)
                    if got:
                        return got
        pps = ps
        skipped = 0
        while pps > 0:
            pps, ppe = self.view.paragraph(pps - 1)
            if not self.text[pps:ppe].strip():
                continue
            j = bisect_left(self.anchor_starts, pps)
            if skipped < 6 and not any(not b.in_quote for b in self.anchors[j:bisect_left(self.anchor_starts, ppe)]):
                skipped += 1  # a letter, a log entry, lines of talk: no one in the narration; the paragraph before
                continue
            break
        if pps < ps:
            # "他想起2071年3月2日……赵铁军在他身后憋不住笑出了声。¶ 四个月过去了。他二十一岁": a paragraph that
            # opens on someone remembering tells the memory; the he after it is the one who remembered
            j0 = bisect_left(self.anchor_starts, pps)
            if j0 < len(self.anchors) and self.anchors[j0].start < ppe:
                h0 = self.anchors[j0]
                if not h0.in_quote and h0.value == a.value and h0.kind == "pron" \
                        and not self.text[pps:h0.start].strip(" \t\n\u3000“”\"") \
                        and _MEMORY_OPENS.match(self.text, h0.end):
                    who0 = self._resolve_anchor(h0)
                    if who0:
                        return who0
            # "……岑伯庸没有露面……。宋砚秋看都没看，带人下了底舱。¶ 这一回，他……": a paragraph that ends on a
            # sentence led by a name hands that name on
            ls = self.view.sentence(max(pps, ppe - 1))[0]
            while ls > pps and not self.text[ls:ppe].strip(" \t\n\u3000“”\"'‘’「」"):
                ls = self.view.sentence(ls - 1)[0]
            k = bisect_left(self.anchor_starts, max(ls, pps))
            if k < len(self.anchors) and self.anchors[k].start < ppe and self.pats.subordinate_end is not None:
                cs, ce = self.view.clause(self.anchors[k].start)
                if self.pats.subordinate_end.search(self.text[cs:ce].rstrip("，,、 \t")):
                    k = bisect_left(self.anchor_starts, ce)  # "沈砚进去时，萧岐正……": the next clause's head
                    ls = ce
            if k < len(self.anchors) and self.anchors[k].start < ppe:
                b = self.anchors[k]
                head = self.text[max(ls, pps):b.start].strip(" \t\n\u3000“”\"'‘’「」(，,")
                # not a topic ("萧岐那里，他不想去"): no pronoun of the gender heading a clause after it there
                later = [c for c in self.anchors[k + 1:bisect_left(self.anchor_starts, ppe)]
                         if c.kind == "pron" and c.value == a.value and not c.in_quote and self._at_clause_head(c)]
                if b.kind == "name" and not b.in_quote and self._fits(b.value, a.value) and not later and \
                        (not head or carries(self.pats, head) or _EN_TITLE_WORDS.fullmatch(head)):
                    if self.pats.lex.language == "en":
                        # "Fenella saw her through the gap in the curtains. ¶ When she came out …": the one watched
                        for c in self.anchors[k + 1:bisect_left(self.anchor_starts, ppe)]:
                            if c.kind == "pron" and c.value == a.value and not c.in_quote and self._is_object_pronoun(c) \
                                    and _EN_SEEING.search(self.text, max(ls, c.start - 30), c.start) \
                                    and not re.search(r"\band\s+(?:\w+\s+){0,2}?(?:[a-z]+s|[a-z]+ed|felt|thought|knew|went|said)\b",
                                                      self.text[c.end:self.view.sentence(c.start)[1]]):
                                # (not "Avery watches him from the doorway, and feels the old distaste rise": the
                                # watcher's own feeling carries on)
                                seen = self._resolve_anchor(c)
                                if seen and seen != b.value:
                                    return seen
                    return b.value
                if b.kind == "name" and not b.in_quote and self._fits(b.value, a.value) and \
                        self.text[max(0, b.start - 2):b.start] == ", " and _PERCEIVER.match(self.text, b.end):
                    # "It was, Nat reflected afterwards, the greatest compliment …": the one whose thoughts these are
                    return b.value
                if self.pats.lex.language == "en" and self._pronoun_heads(a.start):
                    # "…, and the grapnel went up and caught, and Ashby was on his feet and climbing. ¶ He drew his
                    # sword": the paragraph ends on a clause led by a name; the next paragraph's "He" goes on with it
                    tail = [c for c in self.anchors[k:bisect_left(self.anchor_starts, ppe)]
                            if c.kind == "name" and not c.in_quote and self._fits(c.value, a.value)]
                    if tail and re.search(r"(?:,\s*|;\s*|\band\s+|\bthen\s+|\bbut\s+)$", self.text[max(ls, tail[-1].start - 6):tail[-1].start]) \
                            and _EN_CLAUSE_VERB.match(self.text, tail[-1].end) \
                            and not any(c.kind == "pron" and c.value == a.value and not c.in_quote and c is not a
                                        and self._resolve_anchor(c) != tail[-1].value
                                        for c in self.anchors[bisect_left(self.anchor_starts, pps):bisect_left(self.anchor_starts, ppe)]):
                        # (not when the paragraph speaks of someone else of the gender: "She lay on her side …, and
                        # Martha closed it. ¶ She was seventy-one": the one the paragraph is about)
                        return tail[-1].value
            j = bisect_right(self.anchor_starts, pps - 1)
            first_pron = None
            last: Anchor | None = None  # the paragraph's last mention that could be this person
            any_name = False
            last_head: Anchor | None = None
            english_head = self.pats.lex.language == "en" and self._pronoun_heads(a.start)
            while j < len(self.anchors) and self.anchors[j].start < ps:
                b = self.anchors[j]
                if b.kind == "name" and not b.in_quote and self._fits(b.value, a.value):
                    if self._at_clause_head(b):
                        if first_pron is not None and not any_name:
                            # "He was to have gone down tomorrow. Captain Mercer was pleased with him. But last night
                            # he began … because he had asked for me." ¶ "He was flushed": a paragraph led by a
                            # pronoun and still about its person at the end hands on that person, not the name met
                            topic = self._resolve_anchor(first_pron)
                            last_pron = next((c for c in reversed(self.anchors[j + 1:bisect_left(self.anchor_starts, ps)])
                                              if c.kind == "pron" and c.value == a.value and not c.in_quote), None)
                            if topic and topic != b.value and last_pron is not None \
                                    and self._resolve_anchor(last_pron) == topic:
                                return topic
                        return b.value
                    if first_pron is None:
                        any_name = True
                    last = b
                if b.kind == "pron" and b.value == a.value and not b.in_quote:
                    if first_pron is None:
                        first_pron = b
                    last = b
                    if english_head and self.text[b.start:b.end].lower() in ("he", "she") and self._pronoun_heads(b.start):
                        last_head = b
                j += 1
            if not any_name and first_pron is not None:
                # "she … she": the same person, paragraph after paragraph; a name met later in passing ("the way
                # Margarethe had") does not take the paragraph from its pronoun
                return self._resolve_anchor(first_pron)
            if last_head is not None and last is not last_head and (got := self._resolve_anchor(last_head)):
                # "Lindqvist came through the lock … He brought a bottle. It was Castellane's grappa …; Wren had
                # given it to him … ¶ He poured four small cups.": a pronoun opening its sentence goes on with the
                # last one who led a sentence there, not a possessor or an object met after
                return got
            if last is not None and last.kind == "pron":
                # "The house of Rodenborch … A man was waiting, … he was blowing a whistle. ¶ … round his neck":
                # the last one the paragraph spoke of goes on
                return self._resolve_anchor(last)
        got = self._name_before(a.start, a.value, 600, narration=True)
        if got is None and self.focal and self._fits(self.focal, a.value):
            return self.focal  # a chapter told from one person's point of view: "She" with no one else about is she
        return got

    def clause_subject(self, p: int) -> tuple[int, int] | None:
        """The span of the first name or pronoun of p's clause (outside quotations), when it stands at the
        head of the clause: the subject a "with …" phrase describes."""
        ss, _ = self.view.clause(p)
        j = bisect_left(self.anchor_starts, ss)
        if j < len(self.anchors) and self.anchors[j].start < p and not self.anchors[j].in_quote:
            lead = self.text[ss:self.anchors[j].start]
            if len(lead.split()) <= 3:  # "And then he", "Then she": the head of the sentence
                return self.anchors[j].start, self.anchors[j].end
        return None

    def subject_at(self, p: int, end: int | None = None, carry_paragraph: bool = True) -> str | None:
        """Who a feature at position p belongs to: a possessor right after it (`eyes of hers`), else the
        nearest name or pronoun before it in the sentence, else the topic of the sentence before (subject drop)."""
        if self.fixed is not None:
            return self.fixed
        if end is not None and self.pats.post_possessor is not None:
            m = self.pats.post_possessor.match(self.text, end)
            if m:
                j = bisect_right(self.anchor_starts, m.end() - 1) - 1
                if j >= 0 and self.anchors[j].start >= end:
                    return self._resolve_anchor(self.anchors[j])
        if end is not None and self.pats.post_place is not None:
            m = self.pats.post_place.match(self.text, end)
            if m:
                j = bisect_left(self.anchor_starts, m.start("who"))
                if j < len(self.anchors) and self.anchors[j].start == m.start("who"):
                    return self._resolve_anchor(self.anchors[j])
        ss, _ = self.view.sentence(p)
        if self.pats.generic is not None and self.pats.generic.match(self.text, self.view.clause(p)[0]):
            return None  # "别人右手写字": people in general
        q = self.view.quote_at(p)
        if q is not None:
            ss = max(ss, q[0])  # inside a quotation only the speaker's own words can name the person
        i = bisect_right(self.anchor_starts, p) - 1
        while i >= 0 and self.anchors[i].end > p:
            i -= 1
        if self.pats.lex.language == "en":
            # "She spoke a string of measurements—Tamsin caught *bearing* and *chains*—and one by one the seals
            # softened": a name inside an aside set off by dashes, closed before p, is not who does it
            while i >= 0 and self.anchors[i].start >= ss and self.text.count("—", ss, self.anchors[i].start) % 2 == 1 \
                    and "—" in self.text[self.anchors[i].end:p]:
                i -= 1
            # "The chief trader read the entry, corrected the spelling of Desjarlais, and signed": a name after "of"
            # belongs to a thing, it does nothing in the sentence
            while i >= 0 and self.anchors[i].start >= ss and self.anchors[i].kind == "name" \
                    and re.search(r"\b(?:spelling|name|house|word|letter|son|daughter|wife|husband|widow|sake|death|"
                                  r"memory|portrait|grave|account|case|behalf)\s+of\s+$",
                                  self.text[max(ss, self.anchors[i].start - 16):self.anchors[i].start], re.I):
                i -= 1
            # "he took the quill from me, shook it, and signed": the one acted on is not the one acting
            while i > 0 and self.anchors[i - 1].start >= ss and self.anchors[i].kind == "pron" \
                    and not self.anchors[i].in_quote and self._en_object_pronoun(self.anchors[i]) \
                    and not self._watched_with(self.anchors[i], p):
                i -= 1
        if i >= 0 and self.anchors[i].start >= ss:
            cs, _ = self.view.clause(p)
            if self.anchors[i].start < cs and self.pats.lex.language == "zh" and not self._at_clause_head(self.anchors[i]):
                # no one named in this clause: the sentence's subject carries over (A跟在她身后，左手……;
                # 暮色里，她仰着脸看我，右眼角下那颗泪痣……)
                if self.pats.unknown_heads is not None and self.pats.unknown_heads.match(self.text, ss):
                    return None  # 那人……: a person the text does not name
                # (the nearest one heading a clause: "她低头看着陈九，陈九也抬起头来看她，那双浅灰色的眼睛")
                j0 = bisect_left(self.anchor_starts, ss)
                for j in range(i, j0 - 1, -1):
                    if self.text.count("——", ss, self.anchors[j].start) % 2:
                        continue  # ("——周婉说，这张案子往后归他——": said in between dashes)
                    if self._at_clause_head(self.anchors[j]) and not self.anchors[j].in_quote:
                        return self._resolve_anchor(self.anchors[j])
            return self._resolve_anchor(self.anchors[i])
        if q is not None:
            return None
        if self.pats.anaphora is not None and ss > 0 and self.pats.anaphora.match(self.text, ss):
            # "这一下隔空点穴": the move of whoever did something in the sentence before
            ps0 = self.view.sentence(ss - 1)[0]
            while ps0 > 0 and not self.text[ps0:ss].strip():
                ps0 = self.view.sentence(ps0 - 1)[0]
            j = bisect_left(self.anchor_starts, ps0)
            while j < len(self.anchors) and self.anchors[j].start < ss:
                if not self.anchors[j].in_quote:
                    return self._resolve_anchor(self.anchors[j])
                j += 1
        if q is None and (i < 0 or self.anchors[i].start < ss):
            # "老人靠在枕上，腕上那串念珠……" / "The old man's ring": someone named by age alone heads the sentence
            e = _EPITHET_HEAD[self.pats.lex.language].match(self.text, ss)
            if e is None and self.pats.lex.language == "zh":
                # "山风吹过来，少年右边眉梢那道旧疤……": after a clause that names no one, heading the clause of p
                e = _EPITHET_HEAD["zh"].match(self.text, self.view.clause(p)[0])
            if e and e.end() <= p:
                sex = "m" if e.group("m") or e.groupdict().get("m2") or e.groupdict().get("m3") else \
                    "f" if e.group("f") or e.groupdict().get("f2") or e.groupdict().get("f3") else None
                return self._epithet_referent(ss, e.group("w"), sex)
        # subject carried over from the previous sentence (same paragraph), only when nothing that could
        # be another subject stands between the sentence start and the feature
        gap = self.text[ss:p].strip(" \t\u3000“”\"'‘’「」，,")
        if gap and gap not in self.pats.carry_over and not self.view.clause(p)[0] > ss:
            return None
        if gap and self.view.clause(p)[0] > ss:
            first_clause = self.text[ss:self.view.clause(ss)[1]].strip(" \t\u3000“”\"'‘’「」，,")
            if first_clause and first_clause not in self.pats.carry_over and not self._zh_chained_clauses(ss, p):
                return None
        ps, pe = self.view.paragraph(p)
        prev_start = self.view.sentence(max(ss - 1, 0))[0] if ss > 0 else ss
        if i >= 0 and self.anchors[i].start >= max(prev_start, ps) and ss > ps:
            return self._resolve_anchor(self.anchors[i])
        if carry_paragraph and self.pats.lex.language == "zh" and ss <= ps and not gap and q is None and not any(
                b.kind == "name" for b in self.anchors[bisect_left(self.anchor_starts, ps):bisect_left(self.anchor_starts, pe)]):
            # "陈国栋站在路边，点了一根烟。¶ 左眉角那道旧疤被风吹得发紧……他抬手按了按": a paragraph that names no one
            # opens on the body of the one the paragraph before ended on
            prev = self._prev_paragraph(ps)
            if prev:
                ls = self.view.sentence(max(prev[1] - 2, prev[0]))[0]
                k = bisect_left(self.anchor_starts, ls)
                if k < len(self.anchors) and self.anchors[k].start < prev[1] and self.anchors[k].kind == "name" \
                        and not self.anchors[k].in_quote and self._at_clause_head(self.anchors[k]):
                    return self.anchors[k].value
        return None

    def _zh_chained_clauses(self, ss: int, p: int) -> bool:
        """(Chinese) a sentence that names no one and chains its clauses on a carried subject ("翻到要紧处，便把算盘拉
        到跟前，右手……"): a later clause before p opens on 便, 又, 就 … or 把, so the verbs share the subject before."""
        if self.pats.lex.language != "zh" or self.view.quote_at(p) is not None:
            return False
        cs = self.view.clause(ss)[1]
        if cs <= p and _ZH_BODY_CLAUSE.match(self.text, ss) and not (
                (k := bisect_left(self.anchor_starts, ss)) < len(self.anchors) and self.anchor_starts[k] < cs):
            return True  # "灰紫色的眼睛在灯下幽幽发亮，右颊上那道刀疤……": one more feature of the one described
        while cs < p:
            head = self.text[cs:cs + 3].lstrip("，,、；; \u3000")
            if not head:
                return False
            if head[0] in "便又就才却也还再遂把将" or head[:2] in self.pats.carry_over:
                return True
            if cs == self.view.clause(ss)[1] and re.search(r"(?:时|的时候|之时|之后|以后|罢|毕)[，,]?\s*$", self.text[ss:cs]):
                return True  # "起身时，腰间那枚玉蝉……": a clause of when, the subject carried over
            nxt = self.view.clause(cs + 1)[1]
            if nxt <= cs:
                return False
            cs = nxt
        return False

    def named_near(self, name: str, p: int) -> bool:
        """The person is named (or is the narrator's "I") in the sentence at p or the one before."""
        ss = self.view.sentence(p)[0]
        lo = self.view.sentence(ss - 1)[0] if ss > 0 else 0
        i = bisect_right(self.anchor_starts, p) - 1
        while i >= 0 and self.anchors[i].start >= lo:
            a = self.anchors[i]
            if (a.kind == "name" and a.value == name) or (a.kind == "pron" and a.value == "1" and (
                    name == self.index.narrator or not a.in_quote and name == self.letter_writer(a.start))):
                return True
            i -= 1
        se = self.view.sentence(p)[1]
        for a in self.anchors[bisect_right(self.anchor_starts, p):bisect_left(self.anchor_starts, se)]:
            if a.kind == "name" and a.value == name and _WRITTEN_NAME.search(self.text, max(ss, a.start - 24), a.start):
                return True  # "… took the pencil in her right hand, and wrote Nora Quill under the last line": her signature
        return False

    def alone_of_gender_since_named(self, name: str, p: int) -> bool:
        """(English) Named earlier in this paragraph, and no one else of the gender named since, and every pronoun of
        the gender since is the same person: "Septimus was there, … writing to his sister. He wrote to her every
        Tuesday … I sat on the sofa and watched him … He wrote slowly, with the pen in his right hand"."""
        if self.pats.lex.language != "en":
            return False
        ps = self.view.paragraph(p)[0]
        sex = self.index.gender.get(name)
        if sex not in ("m", "f"):
            return False
        i = bisect_right(self.anchor_starts, p - 1) - 1
        seen = 0
        while i >= 0 and self.anchors[i].start >= ps:
            a = self.anchors[i]
            i -= 1
            if a.in_quote:
                continue
            if a.kind == "name":
                if a.value == name:
                    # (and no one else of the gender anywhere in the paragraph before: "Caleb knelt … looked once at
                    # Josiah, and Josiah nodded, and then he …" is not Josiah's alone)
                    return seen > 0 and not any(
                        b.kind == "name" and not b.in_quote and b.value != name and self._fits(b.value, sex)
                        for b in self.anchors[bisect_left(self.anchor_starts, ps):i + 1])
                if self._fits(a.value, sex):
                    return False  # someone else of the gender named in between
            elif a.kind == "pron" and a.value == sex:
                if self._resolve_anchor(a) != name:
                    return False
                seen += 1
        return False

    def negated(self, start: int) -> bool:
        cs, _ = self.view.clause(start)
        lo = max(cs, start - (40 if self.pats.lex.language == "en" else 4))
        return bool(self.pats.negation.search(self.text, lo, start))

    def ref(self, chapter: int, start: int, end: int) -> SourceRef:
        s, e = self.view.evidence_span(start, end, self.pats.quote_limit)
        return SourceRef(chapter=chapter, start=s, end=e, quote=self.text[s:e])

    def in_verse(self, p: int) -> bool:
        """Inside verse set into the narration (有诗为证：…, 正是：…)."""
        rx = self.pats.verse
        if rx is None or self.fixed is not None:
            return False
        ps, _ = self.view.paragraph(p)
        if rx.search(self.text, ps, p):
            return True
        if ps > 0:
            pps, _ = self.view.paragraph(ps - 1)
            prev = self.text[pps:ps].rstrip()
            if prev.endswith(("：", ":")) and rx.search(self.text, pps, ps):
                return True
        return False

    def in_quote(self, p: int) -> bool:
        return self.view.quote_at(p) is not None


# "…; even Jacob said so.", ", as Ruth allowed.": a name that only comments on what the sentence says
_EN_COMMENT_CLAUSE = re.compile(r"[;,]\s*(?:even\s+|as\s+|and\s+)?(?:[A-Z][\w'’-]+)(?:\s+[A-Z][\w'’-]+)?\s+(?:said|says|admitted|"
                                r"agreed|allowed|conceded|granted|owned|would\s+say|had\s+to\s+(?:say|admit|allow))"
                                r"(?:\s+(?:so|it|as\s+much))?\s*[.!]?\s*$")
_SCENE_BREAK_RX = re.compile(r"\n[ \t]*(?:—{2,}|-{3,}|\*\s*\*\s*\*|＊＊＊|◇+|#{3,}|~{3,})[ \t]*\n")


def _splits_name(an, m) -> bool:
    """Whether a name found in the text starts inside the match m (not at its start): 从小 in 从小川."""
    k = bisect_right(an.anchor_starts, m.start())
    return k < len(an.anchors) and an.anchors[k].start < m.end() and an.anchors[k].kind == "name"


def _mark_type(lex, found: str) -> str:
    """The mark type of a matched mark word, also for compounds ("fern-scar", "port-wine stain")."""
    w = found.lower()
    if w in lex.mark_of:
        return lex.mark_of[w]
    for i, ch in enumerate(w):
        if ch in "- " and w[i + 1:] in lex.mark_of:
            return lex.mark_of[w[i + 1:]]
    return next((t for k, t in lex.mark_of.items() if w.endswith(k)), "mark")


# people a text may describe without naming ("the tall mate with his left hand"), unlike things ("the needle with her")
_PERSON_NOUNS = ("man|woman|men|women|boy|girl|lad|lass|fellow|stranger|mate|captain|clerk|sailor|officer|soldier|"
                 "priest|monk|nun|child|youth|gentleman|lady|servant|master|mistress|maid|widow|farmer|merchant|"
                 "boatman|fisherman|smith|cook|guard|driver|rider|figure|one")


# "the burn on the back of his left, …": the mark's own side follows it, the hand left out
_MARK_ON_BARE_SIDE = re.compile(r"\s+(?:on|across|over)\s+(?:the\s+(?:back|palm|heel|inside|outside)\s+of\s+)?(?:his|her|my|your|their|the)\s+"
                                r"(?:left|right)(?![\w-])(?!\s+(?:of|side)\b)(?!\s+[a-z]+)", re.I)
# a title before a name heading its sentence ("Professor Gideon Thorne of the Harvard College Observatory came up")
_EN_TITLE_WORDS = re.compile(r"(?:(?:Old|Young|Poor|Dear|Little|Big|Professor|Prof\.?|Dr\.?|Doctor|Mr\.?|Mrs\.?|Miss|Ms\.?|"
                             r"Master|Mistress|Captain|Capt\.?|Colonel|Major|Sergeant|Father|Mother|Brother|Sister|Sir|Lady|"
                             r"Lord|Dame|Madame|Monsieur|Reverend|Rev\.?|Judge|Inspector|Constable|Uncle|Aunt)\s*)+")
# a paragraph that opens on someone remembering: "他想起……", "She remembered the day …"
_MEMORY_OPENS = re.compile(r"\s*(?:又|忽然|猛地|不禁|不由得|还)?(?:想起|想到了|回想起|记得|记起|忆起|回忆起)|\s+(?:suddenly\s+|still\s+)?"
                           r"(?:remembered|recalled|thought\s+(?:back|of)|could\s+still\s+(?:see|remember))\b", re.I)
# someone said to be away from the scene: "Josiah himself had gone to Bedminster", "Tom was away at sea"
_EN_GONE_AWAY = re.compile(r"\s+(?:himself\s+|herself\s+)?(?:had\s+(?:already\s+)?(?:gone|ridden|driven|sailed|walked)\s+"
                           r"(?:off\s+|out\s+|over\s+|down\s+|up\s+)?(?:to|into|across)\b|was\s+(?:away|abroad|out\s+of\s+town|"
                           r"gone|from\s+home)\b)", re.I)
# (English) a scar on a part of the body that has no side ("a crescent-shaped scar on his chin")
_EN_UNSIDED_GATE = re.compile(r"chin|forehead|nose|neck|throat|lip|jaw|scalp|hairline|mouth")
_EN_UNSIDED_MARK = re.compile(r"(?<![\w-])(?P<mark>(?:[a-z]+-)?(?:scar|burn\s+scar|birthmark|birth-mark|mole|tattoo))s?(?![\w-])"
                              r"[^.;!?\"“”]{0,30}?\b(?:on|across|over|through|along|under|below|above|down|at|in)\s+"
                              r"(?:the\s+(?:point|tip|bridge|underside|base|middle|top|corner)\s+of\s+)?(?:his|her|my|the)\s+"
                              r"(?P<part>chin|forehead|nose|neck|throat|upper\s+lip|lower\s+lip|lip|jaw|jawline|scalp|hairline|mouth)"
                              r"(?![\w-])", re.I)
# a likeness before a wound word: "like a wounded bird", "as a hurt child does"
_EN_LIKE_A = re.compile(r"\b(?:like|as)\s+(?:a|an|some|the)\s+(?:[\w-]+\s+)?$", re.I)
# a new predicate between a sided body part and a mark: "in his right hand and did not seem to notice the scar"
_EN_OTHER_PREDICATE = re.compile(r"\b(?:and|but|yet)\s+(?:then\s+)?(?:did|does|didn['’]t|doesn['’]t|could|couldn['’]t|would|"
                                 r"seemed|seems|looked|looks|tried|turned|went|began|kept|was\s+(?:careful|trying))\b", re.I)
# a hand going over the page as one writes or draws, in a phrase set after the act
_EN_HAND_MOVING = re.compile(r"\s+(?:moving|travelling|traveling|flying|racing|scratching|running|sliding|gliding|working|"
                             r"going|busy|steady|driving|scribbling)\b[^.;!?]{0,30}?\b(?:across|over|along|down|up|on)\s+"
                             r"(?:the|a|his|her|its)\s+(?:[\w-]+\s+)?(?:page|paper|form|sheet|ledger|book|line|lines|copy|letter|"
                             r"card|slate|board|canvas|margin|column|columns|chart|map|plan|drawing)s?\b", re.I)
_BARE_SIDE = re.compile(r"(?<![\w-])(?:left|right)(?![\w-])(?!\s+(?:of|side|and|or)\b)", re.I)


def _closer_side(sides: list[tuple[int, int]], me: tuple[int, int], fm: re.Match, dist: int, zh: bool = False) -> bool:
    """Another side-and-body-part mention stands nearer to the mark than this one (in Chinese, not one that opens
    the next clause: "左眼蒙着白翳，右眼亮得吓人" keeps the mark on the left eye)."""
    text = fm.string
    for s, e in sides:
        if (s, e) == me:
            continue
        if zh and s >= fm.end() and me[1] <= fm.start() and re.search(r"[，,；;。！？]", text[fm.end():s]):
            continue
        d = 0 if (s < fm.end() and e > fm.start()) else (fm.start() - e if e <= fm.start() else s - fm.end())
        if 0 <= d < dist:
            return True
    return False


def _nearest(rx: re.Pattern, text: str, lo: int, hi: int, s: int, e: int) -> tuple[int, re.Match] | None:
    best = None
    for m in rx.finditer(text, lo, hi):
        if m.start() < e and m.end() > s:  # overlaps the anchor itself
            dist = 0
        else:
            dist = s - m.end() if m.end() <= s else m.start() - e
        if best is None or dist < best[0]:
            best = (dist, m)
    return best


# taking a worn thing off: it explains the thing's absence after, not a new colour or metal of the thing taken off
_ITEM_REMOVED = re.compile(r"摘下|取下|摘了下来|摘下来|脱下|解下|took\s+off|taken\s+off|pulled\s+off|slipped\s+off|removed", re.I)


# someone brought in unnamed: "看见一个极清瘦的女子", "进来一位老嬷嬷", "是个面生的宫女"
_ZH_STRANGER = re.compile(r"(?:一|个)(?:个|位|名)?[^，。！？；“”]{0,12}?(?:女子|女人|姑娘|男子|男人|汉子|老人|老者|妇人|少年|少女|宫女|"
                          r"太监|嬷嬷|丫头|丫鬟|孩子|小孩|老头|老太太|妇女|年轻人|中年人|军官|士兵|道士|和尚|尼姑|书生|大夫|郎中|"
                          r"学姐|学长|学妹|学弟|同事|同学|朋友|邻居|亲戚|老乡|师兄|师姐|师弟|师妹|客户|前辈|后生|小伙子|伙计)")


def _zh_stranger_between(an, s: int) -> bool:
    """(Chinese) a feature given with a 她/他 (or none) after someone was brought in unnamed, since the last name
    in the paragraph: the stranger's, not the name's."""
    ps = an.view.paragraph(s)[0]
    ss = an.view.sentence(s)[0]
    k = bisect_left(an.anchor_starts, s) - 1
    while k >= 0 and an.anchors[k].start >= ps and an.anchors[k].kind != "name":
        k -= 1
    last = an.anchors[k].end if k >= 0 and an.anchors[k].start >= ps else ps
    if last >= ss and any(a.kind == "name" for a in an.anchors[bisect_left(an.anchor_starts, ss):bisect_left(an.anchor_starts, s)]):
        return False  # a name in the feature's own sentence says whose it is
    m = None
    for m in _ZH_STRANGER.finditer(an.text, last, ss):
        pass
    if m is None:
        return False
    # (a stranger of the other sex is not the 他/她 of the feature: "一个小丫头在后头打着扇子。他慢条斯理地转着扳指")
    k = bisect_left(an.anchor_starts, ss)
    pron = an.text[an.anchors[k].start:an.anchors[k].end] if k < len(an.anchors) and an.anchors[k].start < s \
        and an.anchors[k].kind == "pron" else ""
    noun = m.group()
    if pron == "他" and re.search(r"女子|女人|姑娘|妇人|少女|宫女|嬷嬷|丫头|丫鬟|老太太|妇女|学姐|学妹|师姐|师妹|尼姑", noun[-3:]):
        return False
    if pron == "她" and re.search(r"男子|男人|汉子|老头|少年|太监|学长|学弟|师兄|师弟|和尚|小伙子|书生|道士", noun[-3:]):
        return False
    return True


# a name written, signed or called out, not someone in the scene ("wrote Nora Quill under the last line", "叫我一声师父")
_NAME_AS_WORD = re.compile(r"(?:\b(?:wrote|writes|written|signed|signs|spelled|spelt|printed|pencilled|scrawled|called|"
                           r"calls|named|names|addressed|inscribed|lettered)\s+(?:(?:out|down|in|up|him|her|me|it|them|us|"
                           r"the\s+name|the\s+word|as)\s+)*|(?:叫|喊|称|唤|称呼|写下|写上|写了|签下|签了|题了)(?:了|过)?"
                           r"(?:我|他|她|你|我们|他们)?(?:一声|声|作|为|做)?)$", re.I)
# (English) someone brought in unnamed: "with a man behind them carrying straw", "I held my new sister"; the gender
# group says whose pronoun it can be (m, f, or either). (Not "his father": kin of the one named is most often
# spoken of, "as he had ever since his father died", not brought in.)
_EN_STRANGER = re.compile(
    r"(?<![\w'’])(?P<det>an?|my|our|another|some)\s+(?:(?:[a-z][\w-]*)(?:,)?\s+){0,3}?"
    r"(?:(?P<m>man|boy|lad|fellow|gentleman|youth|brother|father|son|uncle|husband|grandfather|grandson|nephew|"
    r"chap|bloke|lord|king|monk|priest|widower)|(?P<f>woman|girl|lass|lady|maid|widow|sister|mother|daughter|aunt|"
    r"wife|grandmother|granddaughter|niece|nun|queen)|(?P<x>stranger|child|baby|figure|person|youngster|cousin|"
    # (a beast brought in is a he or a she too: "a grey colt is standing alone. He is … a three-year-old")
    r"horse|colt|filly|mare|stallion|gelding|foal|pony|mule|donkey|dog|bitch|pup|puppy|hound|bull|cow|calf|steer|"
    r"heifer|bullock|ram|ewe|cat|kitten))"
    r"(?![\w'’-])", re.I)
# what makes such a phrase no newcomer: what someone is ("was a young man", "like a girl", "as a boy")
_EN_NOT_NEWCOMER = re.compile(r"\b(?:was|is|am|are|were|be|been|being|became|become|becomes|seemed|seems|looked|"
                              r"remained|like|as|such|what|than|no|called|made|of)\s+$", re.I)


# someone named whom the book does not know, doing something: "and Vreni Kalbermatten ran it, and the telephone"
_EN_UNKNOWN_NAMED = re.compile(r"(?<![\w'’-])(?P<n>[A-Z][a-z]{2,}(?:\s+[A-Z][a-z]{2,})?)\s+(?:ran|kept|owned|worked|lived|was|"
                               r"had|sat|stood|came|went|looked|said|smiled|laughed|nodded|took|gave|lay|wore|served|"
                               r"answered|called|brought|opened|poured|met)\b")
# someone the book does not know heading a sentence, after a short phrase of where or when, with a who-clause or a
# place after the name: "At the next farlin, Peigi Macleod of Lewis, who spoke English to nobody, lifted …"
_EN_UNKNOWN_SUBJECT = re.compile(r"[\s\"“]*(?:(?:At|In|On|By|From|Beside|Behind|Across|Along|Outside|Inside|Then|Now|Later)\b"
                                 r"[^,.;:!?\"“”]{0,40},\s+)?(?P<n>[A-Z][a-z]{2,}(?:\s+(?:Mac|Mc|O['’])?[A-Z][a-z]{2,})?)"
                                 r"(?:\s+of\s+[A-Z][a-z]+)?(?:,\s+(?:who|whose|that)\b[^,.;:!?\"“”]{0,80},)?\s+"
                                 r"(?:[a-z]+ly\s+)?(?:[a-z]+ed|ran|kept|was|had|sat|stood|came|went|said|took|gave|lay|"
                                 r"wore|met|held|put|set|shook|spoke|bent|drew|threw|stuck|swung|rose|spat|made|left|"
                                 r"caught|brought|knew|saw|got|let)\b")
# hands with every finger whole: "all ten fingers sound to the tips", "not a finger missing", 十个指头齐齐全全
_EN_WHOLE_HANDS = re.compile(r"\b(?:all\s+)?(?:ten|both\s+hands['’]?|his|her)\s+(?:[a-z]+\s+)?fingers\s+(?:(?:still|were|was|are|all|"
                             r"quite)\s+)*(?:sound|whole|intact|complete|all\s+there|unmarked|unscathed)\b|"
                             r"\bnot\s+(?:a|one)\s+finger\s+(?:missing|short|lost|gone)\b|\bten\s+(?:whole|sound|good)\s+fingers\b|"
                             r"\bevery\s+finger\s+(?:whole|sound|intact)\b", re.I)
_EN_WHOLE_ONE_HAND = re.compile(r"\b(?:his|her|my)\s+(?P<side>left|right)\s+hand\b[^.;!?\"“”]{0,50}?,\s+(?:the|all)\s+(?:five|four)\s+"
                                r"(?:[a-z]+\s+){0,2}fingers\s+of\s+it\s+(?:(?:were|was|all|still|quite)\s+)*(?:whole|sound|intact|"
                                r"unmarked|unscathed|complete)\b", re.I)
_ZH_WHOLE_HANDS = re.compile(r"(?:十个|十根|两手|两只手的?)(?:手)?指头?(?:都|还|仍)?(?:齐齐全全|齐齐整整|齐全|完好|好好的|一根不少|一个不少)|"
                             r"手指头?(?:一根|一个)(?:也|都)?不(?:少|缺)")
_EN_NOT_A_NAME = frozenset(
    "The This That These Those There Then Here Now When Where What Which Who Whom Whose Why How It Its He She His Her "
    "They Them Their We Our You Your Nobody Nothing Everyone Everybody Everything Someone Somebody Something Anyone "
    "Anybody All Both Each Either Neither None One Some Many Most Few Several Another Other Such No Not Yes And But "
    "Yet Or Nor For Even Only Just Still Once Twice Again Later Soon Today Tonight Tomorrow Yesterday Monday Tuesday "
    "Wednesday Thursday Friday Saturday Sunday January February March April June July August September October "
    "November December Spring Summer Autumn Winter God Lord Heaven Mass Christmas Easter Sir Madam Mother Father "
    "Mum Dad Grandad Granny Uncle Aunt Brother Sister Doctor Captain".split())


def _en_unknown_named(an, lo: int, hi: int) -> bool:
    """Someone the book does not know, named and doing something, between lo and hi (not a known name, not a word
    that opens sentences, not "the Kalbermatten house")."""
    for m in _EN_UNKNOWN_NAMED.finditer(an.text, lo, hi):
        n = m.group("n")
        if n.split()[0] in _EN_NOT_A_NAME or n.split()[-1] in _EN_NOT_A_NAME:
            continue
        if re.search(r"\b(?:the|a|an|of|in|at|to|from|on)\s+$", an.text[max(0, m.start() - 6):m.start()], re.I):
            continue  # "the Kalbermatten house", "in Lauwinen": a place or a thing
        if an.in_quote(m.start()):
            continue
        k = bisect_right(an.anchor_starts, m.end("n") - 1) - 1
        if k >= 0 and an.anchors[k].end > m.start():
            continue  # a name the book knows
        return True
    return False


def _en_stranger_between(an, s: int) -> bool:
    """(English) a feature given with a he/his/she/her heading its sentence after someone was brought in unnamed
    since the last name in narration (this paragraph and up to three before): the newcomer's, not the name's ("with
    a man behind them carrying straw … He was a young man … with brown eyes"; "I held my new sister. Grace. She had
    … grey eyes")."""
    ss = an.view.sentence(s)[0]
    k = bisect_left(an.anchor_starts, ss)
    ks = bisect_right(an.anchor_starts, s)  # (the statement may start on its own pronoun: "She was twenty-six")
    pron = next((a for a in an.anchors[k:ks] if a.kind == "pron" and not a.in_quote), None)
    if pron is not None and pron.start > ss and not any(a.kind == "name" and not a.in_quote for a in an.anchors[k:ks]) \
            and (u := _EN_UNKNOWN_SUBJECT.match(an.text, ss, pron.start)) and u.group("n").split()[0] not in _EN_NOT_A_NAME \
            and not an.in_quote(u.start("n")):
        return True  # "At the next farlin, Peigi Macleod of Lewis, who spoke English to nobody, lifted her head and
        # looked at them with her black eyes": someone the book does not know heads the sentence: hers
    if pron is not None and k < ks and an.anchors[k].kind == "name" and not an.anchors[k].in_quote \
            and an.anchors[k].start < pron.start and (ent0 := an.index.entities.get(an.anchors[k].value)) is not None \
            and ent0.origin == "text" and ent0.kind == "Character" and an.index.gender.get(ent0.name) is None \
            and not any(a.kind == "name" and not a.in_quote for a in an.anchors[k + 1:ks]) \
            and _EN_UNKNOWN_SUBJECT.match(an.text, ss, pron.start) is not None \
            and not re.match(r"['’]s\b", an.text[an.anchors[k].end:an.anchors[k].end + 3]):
        return True  # (the same, for someone the book met in the text but whose sex it could not tell)
    if pron is None or any(a.kind == "name" and not a.in_quote for a in an.anchors[k:ks]):
        return False
    word = an.text[pron.start:pron.end].lower()
    gender = "m" if word in ("he", "his", "him") else "f" if word in ("she", "her") else ""
    if not gender:
        return False
    lo = an.view.paragraph(ss)[0]
    for _ in range(3):
        if lo <= 0:
            break
        lo = an.view.paragraph(lo - 1)[0]
    lo = max(lo, ss - 1500)
    j = k - 1
    while j >= 0 and an.anchors[j].start >= lo and (an.anchors[j].kind != "name" or an.anchors[j].in_quote):
        j -= 1
    last = an.anchors[j].end if j >= 0 and an.anchors[j].start >= lo else lo
    if j >= 0 and an.anchors[j].start >= lo and j >= k - 3 \
            and (ent := an.index.entities.get(an.anchors[j].value)) is not None and ent.origin == "text" \
            and ent.kind == "Character" and not an._fits(an.anchors[j].value, gender) \
            and not re.match(r"['’]s\b", an.text[an.anchors[j].end:an.anchors[j].end + 3]):
        return True  # "and Vreni ran it, and the telephone. She was twenty-six": someone the book knows from the
        # text alone, named last (whose sex it guessed from the pronouns around), may be the she all the same
    if _en_unknown_named(an, last, ss):
        return True  # "and Vreni Kalbermatten ran it, and the telephone. She was twenty-six": the one just named
    for m in _EN_STRANGER.finditer(an.text, last, ss):
        if m.group("m" if gender == "f" else "f"):
            continue
        if _EN_NOT_NEWCOMER.search(an.text, max(0, m.start() - 20), m.start()):
            continue
        if re.match(r"\s*(?:,\s*)?(?:called|named|by\s+the\s+name\s+of)\b", an.text[m.end():m.end() + 30], re.I):
            continue  # named then and there: the name is the antecedent, and comes after
        return True
    return False


# (Chinese) someone seen by the one heading the sentence, and the watcher taken up again after
_ZH_SEEN = re.compile(r"(?:看见|撞见|瞧见|只见|望见|看到|瞥见|瞅见|碰见|遇见|见到)(?:了|着)?(?:正在|正|又)?$")
_ZH_WATCHER_AGAIN = re.compile(r"[，,；;](?:他|她|我|便|就|于是|随即|连忙|立刻|赶紧|赶忙|忙|当即|马上|心里|心中|不由|顿时)")


def _zh_seen_one(an, s: int) -> str | None:
    """(Chinese) the feature at s belongs to one named right after 看见/撞见/只见 earlier in its sentence, whom the
    clauses after go on describing ("正撞见老孔目一个人伏在第三排木架底下，左手捏着笔"): that one, not the watcher;
    None when no one is seen so, or the sentence goes back to the watcher ("……，他连忙……")."""
    ss = an.view.sentence(s)[0]
    k = bisect_left(an.anchor_starts, ss)
    seen = None
    for x in an.anchors[k:bisect_left(an.anchor_starts, s)]:
        if x.in_quote:
            continue
        if x.kind == "name" and _ZH_SEEN.search(an.text, max(ss, x.start - 6), x.start):
            seen = x
        elif seen is not None:
            return None  # someone else named after the one seen
    if seen is None or _ZH_WATCHER_AGAIN.search(an.text, seen.end, s) or re.search(r"[。！？]", an.text[seen.end:s]):
        return None
    w = an._resolve_anchor(seen)
    ent = an.index.entities.get(w) if w else None
    return w if ent is not None and ent.kind == "Character" else None


# a change that puts a new one on: what it names after the cue is the new value ("换上了那枚青玉扳指")
_REPLACING = re.compile(r"(?i)换上|换成|换了|改戴|戴上|套上|\bput\s+on\b|\breplaced\b|\bnew\b|\binstead\b|\bin\s+place\s+of\b")


_EN_EPITHET_HEAD = re.compile(r"[\s\"“]*(?:The|That|This)\s+(?:[a-z][\w-]*\s+){0,2}?(?:[a-z][\w-]*)(?:['’]s\b|\s+(?:was|had|did|could|would|stood|sat|looked|turned|said|came|went|took|put|gave|made|kept|felt|knew|saw|seemed)\b)")


def _after_epithet_sentence(an, s: int) -> bool:
    """(English) a feature given with a his/her heading its sentence, right after a sentence of the same paragraph
    led by someone named only by what they are ("The purser's face had gone the colour of candle-wax. His hazel
    eyes …", "The old man sat down. His left hand …"): the pronoun is that person's, whom the text does not name."""
    ss, _ = an.view.sentence(s)
    head = an.text[ss:s]
    if not re.match(r"[\s\"“]*(?:His|Her)\s+(?:[\w-]+\s+){0,3}$", head):
        return False
    ps = an.view.paragraph(s)[0]
    if ss <= ps:
        return False
    pss, pse = an.view.sentence(ss - 1)
    if pss < ps or not _EN_EPITHET_HEAD.match(an.text, pss):
        return False
    # (no name in that sentence before its verb: "The purser's face" is someone the text calls by a role)
    k = bisect_left(an.anchor_starts, pss)
    return not (k < len(an.anchors) and an.anchors[k].start < pss + 40 and an.anchors[k].kind == "name")


@lru_cache(maxsize=4)
def _colour_words_rx(words: tuple[str, ...]) -> re.Pattern:
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)), re.I)


def _colour_words(p) -> re.Pattern:
    """The colour words of a lexicon, as written ("冰蓝色", "grey")."""
    return _colour_words_rx(tuple(p.lex.colour_of))


class RuleExtractor:
    name = "rule"
    version = VERSION

    def __init__(self, language: str):
        self.language = language
        self.pats = patterns(language)

    @property
    def fingerprint(self) -> str:
        return f"{self.version}:{CODE_FINGERPRINT}:{self.pats.lex.fingerprint}"

    def pats_for(self, index: EntityIndex) -> Patterns:
        """The patterns, with the book's own always-worn things (a jade carp, a brass bell) as items."""
        extra, marks, tools = index.terms.get("items", ()), index.terms.get("marks", ()), index.terms.get("tools", ())
        return patterns(self.language, tuple(extra), tuple(marks), tuple(tools)) if extra or marks or tools else self.pats

    # ------------------------------------------------------------------ public
    def extract(self, chapter: Chapter, index: EntityIndex) -> list[Fact]:
        an = ChapterAnalysis(chapter.text, index, self.pats_for(index))
        facts = list(self._mentions(an, chapter.index))
        facts.extend(self._features(an, chapter.index))
        facts.extend(extract_story(an, chapter.index, an.pats.lex, index))
        return self._prior_life(an, chapter.index, index, facts)

    def _prior_life(self, an: ChapterAnalysis, chapter: int, index: EntityIndex, facts: list[Fact]) -> list[Fact]:
        """A rebirth story's life no longer lived (story.prior_life): its facts are dropped, its dates kept as the
        past, and the rebirth itself recorded (kg.timeline.apply_rebirth)."""
        from extractors.story import TIME_SUBJECT, prior_life, story_patterns

        terms = getattr(index, "terms", None) or {}
        sp = story_patterns(an.pats.lex, tuple(terms.get("ranks", ())), tuple(terms.get("actions", ())),
                            tuple(terms.get("cues", ())), tuple(terms.get("months", ())))
        if sp.prior_life is None and sp.rebirth is None:
            return facts
        # a rebirth opens the book (its first chapters); a man raised from the dead later on is a resurrection
        deaths = [f.source.start for f in facts if f.predicate == "died" and f.source.start is not None] \
            if chapter <= REBIRTH_CHAPTERS else []
        spans, reborn = prior_life(an, sp, deaths)
        if not spans:
            return facts
        out = []
        for f in facts:
            p = f.source.start
            if p is None or f.predicate == "appearsIn" or not any(a <= p < b for a, b in spans):
                out.append(f)
            elif f.predicate == "timeMark":
                f.modality = "flashback"
                f.detail["prior_life"] = True
                out.append(f)
        if reborn is not None:
            e = an.view.sentence(reborn)[1]
            out.append(Fact(subject=TIME_SUBJECT, predicate="rebirth", object="rebirth", key="rebirth", chapter=chapter,
                            source=SourceRef(chapter=chapter, start=reborn, end=e, quote=an.text[reborn:e].strip())))
        return out

    def extract_value(self, text: str, subject: str, index: EntityIndex, chapter: int = 0) -> list[Fact]:
        """Features of a bible value (e.g. an appearance bullet) with a known subject."""
        an = ChapterAnalysis(text, index, self.pats_for(index), fixed_subject=subject)
        return list(self._features(an, chapter, always=True))

    # ------------------------------------------------------------------ mentions
    def _mentions(self, an: ChapterAnalysis, chapter: int) -> Iterator[Fact]:
        first: dict[str, Anchor] = {}
        count: dict[str, int] = {}
        for a in an.anchors:
            if a.kind == "name":
                count[a.value] = count.get(a.value, 0) + 1
                first.setdefault(a.value, a)
        for name in sorted(count):
            a = first[name]
            yield Fact(subject=name, predicate="appearsIn", object=str(count[name]), chapter=chapter,
                       source=SourceRef(chapter=chapter, start=a.start, end=a.end, quote=an.text[a.start:a.end]))

    # ------------------------------------------------------------------ features
    def _features(self, an: ChapterAnalysis, chapter: int, always: bool = False) -> Iterator[Fact]:
        p = an.pats
        text = an.text
        lex = p.lex
        en = lex.language == "en"
        hand_spans: list[tuple[int, int]] = []

        def fact(pred: str, key: str, obj: str, s: int, e: int, modality: str = "asserted", at: tuple[int, int] | None = None,
                 who: str | None = None, owner_checked: bool = False, **detail) -> Fact | None:
            if an.in_verse(s):
                return None
            if not en and pred == "handedness" and an.fixed is None and an.in_quote(s) and re.match(
                    r"[^。！？!?”」]{0,12}?(?:吗|么|嘛|不)?[？?]", text[e:e + 16]):
                return None  # "林先生，你也会用左手写字吗？": asked, not told
            if en and an.fixed is None and not owner_checked and re.search(r"(?<![\w'’])(?!it['’]s)[a-z]+['’]s\s+(?:[\w-]+\s+){0,2}$", text[max(0, s - 40):s]):
                return None  # "his father's grey eyes": the feature of someone the text does not name
            if en and an.fixed is None and not owner_checked and re.search(r"(?<![\w'’])(?:the|a|an|that|this)\s+(?:[a-z][\w-]*\s+){0,2}"
                                                     rf"(?:{_PERSON_NOUNS})\s+with\s+(?:his|her|their)\s+(?:[\w-]+\s+)?$",
                                                     text[max(0, s - 60):s]):
                return None  # "the tall mate with his left hand on the pen": whose, the text does not name here
            if not en and who is None and at is None and an.fixed is None and _ZH_OTHERS_BODY.search(
                    text, max(an.last_anchor_end(an.view.sentence(s)[0], s), s - 14), s):
                return None  # "目光正好落在师父的腰间——那一串铜钥匙": on someone else, named by what he is to them
            if en and who is None and an.fixed is None and _en_stranger_between(an, s):
                return None  # "with a man behind them carrying straw. … He was a young man … brown eyes": the newcomer's
            if not en and who is None and an.fixed is None and _zh_stranger_between(an, s):
                return None  # "知微悄悄抬眼，看见一个极清瘦的女子……她左腕上绕着一串深褐色的佛珠": the one just seen
            subj = who or an.subject_at(*(at or (s, e)))
            if not en and who is None and an.fixed is None and (seen := _zh_seen_one(an, s)):
                subj = seen  # "正撞见老孔目一个人伏在第三排木架底下，左手捏着笔在记东西": the one seen, not the one seeing
            if subj and an.fixed is None and (ent := an.index.entities.get(subj)) is not None and ent.kind != "Character":
                # "林骁把“长风”握在惯用的右手里": a guild or a sword named in between is no one's hand; the person
                # heading the sentence is
                ss0 = an.view.sentence(s)[0]
                k0 = bisect_left(an.anchor_starts, ss0)
                subj = None
                while k0 < len(an.anchors) and an.anchors[k0].start < s:
                    b0 = an.anchors[k0]
                    k0 += 1
                    if b0.kind == "name" and not b0.in_quote and (e0 := an.index.entities.get(b0.value)) is not None \
                            and e0.kind == "Character":
                        subj = b0.value
                        break
            if subj and not en and an.fixed is None and who is None:
                # "此刻他就伏在赵大勇旁边……，右眼那层灰白的翳": the one beside whom he lies is a place, not the subject
                ss2 = an.view.sentence(s)[0]
                ks = [k for k in range(bisect_left(an.anchor_starts, ss2), bisect_left(an.anchor_starts, s))]
                last = next((an.anchors[k] for k in reversed(ks) if an.anchors[k].kind == "name"
                             and an.anchors[k].value == subj), None)
                if last is not None and re.search(r"(?:在|到|往|朝|向|挨着|靠着)$", text[max(ss2, last.start - 2):last.start]) \
                        and re.match(r"(?:旁边|身边|身旁|身后|身前|跟前|面前|对面|那边|左边|右边)", text[last.end:last.end + 3]):
                    head = an.anchors[ks[0]] if ks else None
                    if head is not None and head is not last and not head.in_quote and (hw := an._resolve_anchor(head)) \
                            and hw != subj:
                        subj = hw
            if not subj and an.fixed is None and _MIRROR.search(text, *an.view.sentence(s)):
                subj = an.mirror_owner(s)  # "铜镜里的人……左眼角下那颗泪痣。沈知微看着镜中的自己": the one looking
            if not subj and not en and an.fixed is None:
                ss1 = an.view.sentence(s)[0]
                if _ZH_BODY_HEAD.match(text, ss1) and ss1 > an.view.paragraph(s)[0] and not any(
                        a.start < s for a in an.anchors[bisect_left(an.anchor_starts, ss1):bisect_left(an.anchor_starts, s)]):
                    # "他解开衣领透口气。颈间露出一截黑绳，绳上坠着一枚……平安符": a sentence that opens on a body part
                    # goes on with the one the sentence before was about
                    subj = an.subject_at(ss1 - 1)
            if not subj:
                return None
            if en and an.fixed is None and who is None and an.named_later_only(subj, s, e):
                return None  # "her grey eyes were the same, and … she flung both arms round Isolde's neck": not Isolde's
            if en and an.fixed is None and who is None and _after_epithet_sentence(an, s):
                return None  # "The purser's face had gone the colour of candle-wax. His hazel eyes …": the purser's,
                # whom the text names here only by what he is
            return Fact(subject=subj, predicate=pred, key=key, object=obj, chapter=chapter,
                        source=an.ref(chapter, s, e) if an.fixed is None else
                        SourceRef(chapter=chapter, quote=text.strip()),
                        layer="baseline" if always else "fact", modality=modality,
                        detail={**detail, **({"dialogue": True} if an.fixed is None and an.in_quote(s) else {})})

        # 1. sided body parts: marks, wounds, hands
        side_ms = list(an.view.finditer(p.side_part, p.gate_side))
        sides = [(m.start(), m.end()) for m in side_ms]
        # a side with its body part left out ("because of the bandaged left, he …"): for wounds, it is nearer
        bare = [(m.start(), m.end()) for m in an.view.finditer(_BARE_SIDE, p.gate_side)] if en else []
        bare = [b for b in bare if not any(s0 <= b[0] < e0 for s0, e0 in sides)]
        for m in side_ms:
            s, e = m.start(), m.end()
            side = lex.side_of[m.group("side").lower()]
            part = lex.part_of[m.group("part").lower()]
            if an.negated(s):
                continue
            ss, se = an.view.sentence(s)
            if en:
                lo, hi = max(ss, s - p.window), min(se, e + p.window)
            else:
                cs, ce = an.view.clause(s)
                lo, hi = max(ss, min(cs, s - 2), s - p.window), min(se, max(ce, e + 2), e + p.window)
                if an.fixed is not None:
                    # a profile's bullet is about its one person: "左眉骨上一道小学时替林骁打架留下的旧疤" (the mark
                    # however long the story of it)
                    hi = max(hi, ce)
                    if ce < se:
                        # (and the clause after, if it names no other side: "左眼早年被木屑伤过，蒙着一层白翳")
                        ne = an.view.clause(ce + 1)[1]
                        if not re.search(r"[左右]", text[ce:ne]):
                            hi = max(hi, ne)
            found = []
            for kind, rx in (("mark", p.mark), ("wound_event", p.wound_event), ("wound_ref", p.wound_ref)):
                n = _nearest(rx, text, lo, hi, s, e)
                if n and kind != "mark" and en and _EN_LIKE_A.search(text, max(0, n[1].start() - 30), n[1].start()):
                    continue  # "held up against his chest like a wounded bird": a likeness, no wound
                if n and kind == "wound_ref" and en and _EN_TIRED_ACHE.match(text, n[1].start()):
                    continue  # "her right arm aching after thirty strokes": tired from the work, no wound
                if n and kind == "wound_ref" and not en and lex.item_of and re.match(
                        r"的[^，。；！？]{0,4}?(?:" + "|".join(map(re.escape, sorted(lex.item_of, key=len, reverse=True))) + ")",
                        text[n[1].end():n[1].end() + 12]):
                    continue  # "右腕上那只缠着白布的青玉镯子": the cloth is round a bracelet, no wound
                if n:
                    found.append((n[0], {"mark": 0, "wound_event": 1, "wound_ref": 2}[kind], kind, n[1]))
            if not found and not en and part == "hand" and an.fixed is None:
                # "他把右手按在柜台上，手背朝上，那块八年前被火燎出来的烫疤": the back of that hand, named again, bears it
                again = re.compile(r"手背|手掌|掌心|手心|虎口").search(text, e, se)
                if again and not re.search(r"[左右]", text[e:again.start()]):
                    n = p.mark.search(text, again.end(), min(se, again.end() + 30))
                    if n and not re.search(r"[左右]", text[again.end():n.start()]) and "新" not in text[max(0, n.start() - 6):n.start()]:
                        found.append((n.start() - e, 0, "mark", n))  # (not "掌心那道粉红的新疤": a new one)
                        if again.group() != "手背":
                            part = "palm"  # (a scar in the palm is not the one on the back of the hand)
            if found:
                found.sort(key=lambda t: (t[0], t[1]))
                if an.fixed is not None and not en:
                    # a profile tells what lasts: "左眼早年被木屑伤过，蒙着一层白翳" is the clouded eye, the hurt its history
                    found.sort(key=lambda t: (t[2] != "mark", t[0], t[1]))
                dist, _, kind, fm = found[0]
                if kind == "mark" and (en and dist > p.mark_window or _closer_side(sides, (s, e), fm, dist, zh=not en)
                                       or bare and _closer_side(bare, (s, e), fm, dist)
                                       or en and _MARK_ON_BARE_SIDE.match(text, fm.end())):
                    found = []  # the mark belongs to another side named nearer to it ("scar on his left hand with his right thumb")
                elif kind == "mark" and fm.end() <= s and re.search(r"[，,；;]", text[fm.end():s]) and any(
                        s0 < fm.start() and e0 <= fm.start() and not re.search(r"[，,；;。！？.!?]", text[e0:fm.start()])
                        for s0, e0 in sides if (s0, e0) != (s, e)):
                    found = []  # "左眼蒙着一层白翳，右眼很亮", "his left eye clouded white and blind, the right eye blue and
                    # sharp": the mark ends the clause of the side before it
                elif kind == "mark" and en and _EN_OTHER_PREDICATE.search(
                        text, min(e, fm.end()), max(s, fm.start())):
                    found = []  # "He held his pencil in his right hand and did not seem to notice the scar": the scar
                    # is the object of another verb, not on that hand
                elif kind != "mark" and bare and _closer_side(bare, (s, e), fm, dist):
                    found = []  # the wound belongs to a side named nearer to it, its body part left out
                elif kind != "mark" and en and fm.end() <= s and _EN_OTHER_PREDICATE.search(text, fm.end(), s):
                    found = []  # "my white club of a hand in my lap, throbbing …, and tried to pick up a twig with my
                    # right hand": the hurt hand is the other one; the right is the one tried instead
                elif kind != "mark" and fm.start() >= e and p.any_part.search(
                        text, max(e, fm.start() - (12 if en else 3)), fm.start()):
                    found = []  # "my right hand cramped and my shoulders ached": another body part's hurt
                elif kind != "mark" and en and re.search(
                        r"\b(?:[a-z]{3,}ing|using|uses|used|works?|worked|guts|gutted|writes|wrote)\s+(?:(?:it|them|on|away|now|his|hers|"
                        r"mine|theirs|one|the\s+[a-z]+|[a-z]+s)\s+)?with\s+(?:his|her|my|their)\s+$", text[max(0, s - 40):s], re.I):
                    found = []  # "the doctor put seven stitches in it, and she is gutting with her right hand now", "with
                    # his arm in its sling, was moving his with his right hand": the hand worked with now, not the one hurt
                elif kind != "mark" and _closer_side(sides, (s, e), fm, dist):
                    found = []  # "took it in my left hand and cut my right thumb … the two small wounds": the nearer
            seen_self = None
            if found and not en:
                # "林小满……看见师父还坐在后屋里，就着油灯看自己那只缠满纱布的左手": the 自己 of the one seen, not of
                # the one who sees (named after the seeing, or no one we can name)
                ss_w = an.view.sentence(s)[0]
                seen_self = re.search(r"(?:看见|看到|瞧见|望见|只见|瞅见)(?P<rest>[^。！？]{1,40}?)自己(?:的)?(?:那|这)?(?:只|双|条|边)?[^。！？，]{0,6}$",
                                      text[ss_w:s])
            if found and seen_self is not None:
                k = bisect_left(an.anchor_starts, ss_w + seen_self.start("rest"))
                seen_who = an._resolve_anchor(an.anchors[k]) if k < len(an.anchors) and \
                    an.anchors[k].start < ss_w + seen_self.end("rest") else None
                if seen_who is None:
                    found = []
            if found:
                owner = None
                if seen_self is not None:
                    owner = seen_who
                if en and (own := re.search(r"\bside\s+of\s+(?:his|her|my)\s", m.group(), re.I)):
                    # "The scar on the left side of his jaw stood out white": the one that his names (it heads no
                    # clause of its own to find a subject by)
                    k = bisect_left(an.anchor_starts, s + own.end() - 4)
                    if k < len(an.anchors) and s + own.start() < an.anchors[k].start < s + own.end():
                        owner = an._resolve_anchor(an.anchors[k])
                if kind == "mark":
                    mtype = _mark_type(lex, fm.group())
                    # "the long new scar across her palm", 一道新疤: a mark just come, not the one always had
                    fresh = {"new": True} if (re.search(r"\b(?:new|fresh|newer|recent|raw|still-healing|healing)\s+(?:[\w-]+\s+){0,2}$",
                                                         text[max(0, fm.start() - 30):fm.start()], re.I) if en
                                              else "新" in text[max(0, fm.start() - 3):fm.start()]) else {}
                    f = fact("mark", f"mark:{mtype}:{part}", side, min(s, fm.start()), max(e, fm.end()),
                             at=(s, e), part=part, mark=mtype, **fresh) if seen_self is None else None
                    if f is None and owner:
                        f = fact("mark", f"mark:{mtype}:{part}", side, min(s, fm.start()), max(e, fm.end()),
                                 at=(s, e), who=owner, part=part, mark=mtype, **fresh)
                else:
                    f = fact("wound", f"wound:{part}", side, min(s, fm.start()), max(e, fm.end()),
                             at=(s, e), part=part, event=kind == "wound_event") if seen_self is None else None
                    if f is None and owner:
                        f = fact("wound", f"wound:{part}", side, min(s, fm.start()), max(e, fm.end()),
                                 at=(s, e), who=owner, part=part, event=kind == "wound_event")
                if f:
                    yield f
                continue
            if part == "hand":
                hand_spans.append((s, e))
                f = self._handedness(an, fact, s, e, side, lo, hi, ss, se)
                if f:
                    yield f

        # 1b. (English) a mark on a part of the body that has no side: "a crescent-shaped scar on his chin", "the little
        # football scar on his chin" (the baseline sets it against the one mark of its kind the profile puts elsewhere)
        if en:
            for n in an.view.finditer(_EN_UNSIDED_MARK, _EN_UNSIDED_GATE):
                ms0 = n.start("mark")
                if an.negated(ms0) or any(s0 <= ms0 < e0 for s0, e0 in sides) or \
                        re.search(r"\b(?:left|right)\b", n.group(), re.I):
                    continue
                mtype = _mark_type(lex, n.group("mark"))
                part = re.sub(r"\s+", " ", n.group("part").lower())
                head = text[max(an.view.sentence(ms0)[0], ms0 - 30):ms0]
                f = fact("mark", f"mark:{mtype}:{part}", "none", min(n.start(), ms0), n.end(), at=(ms0, n.end("mark")),
                         part=part, mark=mtype, unsided=True,
                         known=bool(re.search(r"\b(?:the|his|her|my|that|this)\s+(?:[\w-]+\s+){0,3}$", head, re.I))
                         and not re.search(r"\b(?:new|fresh|recent|second|another|other|raw|healing)\b", head[-30:], re.I))
                if f:
                    yield f

        # 1c. hands said whole, every finger there ("all ten fingers sound to the tips", 十个指头齐齐全全): against a
        # maimed hand (validators.baseline holds it only against one)
        whole = _EN_WHOLE_HANDS if en else _ZH_WHOLE_HANDS
        if an.fixed is None and (not en or "finger" in an.view.low):
            for n in whole.finditer(text):
                if an.in_quote(n.start()) or an.negated(n.start()):
                    continue
                f = fact("mark", "mark:maimed:hand", "whole", n.start(), n.end(), part="hand", mark="maimed", whole=True)
                if f:
                    yield f
            if en:
                # "spread his left hand on the blotter, the five long fingers of it whole and unmarked": that hand whole
                for n in _EN_WHOLE_ONE_HAND.finditer(text):
                    if an.in_quote(n.start()) or an.negated(n.start()):
                        continue
                    f = fact("mark", "mark:maimed:hand", "whole", n.start(), n.end(), part="hand", mark="maimed",
                             whole=True, side=n.group("side").lower())
                    if f:
                        yield f

        # 2. handedness words (left-handed, 左撇子)
        for m in an.view.finditer(p.hand_words, p.gate_hand_words):
            if an.negated(m.start()):
                continue
            if not en:
                # 他是个左撇子 / 天生左撇子 say who is; 左撇子夹菜都……, 从左撇子改成…… speak of left-handers
                cs, _ = an.view.clause(m.start())
                lead = text[max(cs, m.start() - 4):m.start()]
                if not re.search(r"(?:是|个|天生|成了|当了|本是|原是|乃是|这个|那个|一个)$", lead):
                    continue
                if re.search(r"(?:照着|按着|按照|依着|为|给|替|对着|冲着|像|如同|好比)(?:一个|个)$", lead) or \
                        re.match(r"的(?:路数|法子|样子|习惯|办法|打法|刀法|剑法|写法)", text[m.end():m.end() + 4]):
                    continue  # "照着一个左撇子的路数，全部反过来重新刻了一遍": for a left-hander, not the carver
                if re.search(r"(?<!是)(?<!就是)一个$", lead) and re.match(r"[^，。；！？]{0,3}(?:最|都|也|总|就|难|不好|容易|才)", text[m.end():m.end() + 6]):
                    continue  # "一个左撇子最难找搭档": any left-hander, said of left-handers, not of the one who learns it
                if re.search(r"(?:的(?:那|这|一)|那|这)个$", text[cs:m.start()]) and \
                        not re.search(r"^[^是那这此]+是", text[cs:m.start()]):
                    continue  # 严长老新收的那个左撇子, 那是商迟新雇的那个左撇子: someone X took in, not X
                if re.search(r"[你您](?:是|是个|个|本是|原是)?$", lead) or \
                        re.search(r"[你您]", text[max(cs, m.start() - 6):m.start()]):
                    continue  # "你是左撇子" in someone's mouth: the one spoken to
                if re.search(r"有(?:一)?(?:个|位|名)[\u4e00-\u9fff]{1,4}[，,]?[^。！？；]{0,4}$",
                             text[max(an.last_anchor_end(an.view.sentence(m.start())[0], m.start()), m.start() - 16):m.start()]):
                    continue  # "他说以前有个学姐，也是左撇子": the one brought in, not the one who speaks of her
                k = bisect_right(an.anchor_starts, m.start() - 1) - 1
                if k >= 0 and an.anchors[k].start >= cs and (
                        ZH_KIN.match(text, an.anchors[k].end) or
                        re.match(r"[^，。；！？]{0,8}?的[\u4e00-\u9fff]{1,4}?(?:也|都|倒|却|就|便|原|本)?(?:是|个)",
                                 text[an.anchors[k].end:m.start()])):
                    continue  # "她家隔壁的铁匠也是左撇子", "他师父是个左撇子": someone of hers, not her
            side = "left" if m.group().lower() in p.left_words else "right"
            nxt = re.match(r"\s+([a-z]+)", text[m.end():m.end() + 20])
            if en:
                ss = an.view.sentence(m.start())[0]
                before = text[ss:m.start()]
                if _EN_HAND_ATTEMPT.search(before):
                    continue  # "spent a winter trying to make a right-handed boy out of him": an attempt, not a fact
                if nxt and nxt.group(1) in p.hand_persons and _EN_HAND_OBJECT.search(before):
                    continue  # "the Peak Master wanted the left-handed one": someone a phrase picks out, an object
                if _EN_EPITHET_SUBJECT.search(text, an.last_anchor_end(ss, m.start()), m.start()):
                    continue
                k = bisect_left(an.anchor_starts, m.start()) - 1
                if k >= 0 and an.anchors[k].start >= ss and an.anchors[k].kind == "pron" \
                        and _EN_OWNED_PERSON.match(text, an.anchors[k].end, m.start()):
                    continue  # "My granddaddy was a southpaw", "said his father had been left-handed": someone of his
                if nxt and _EN_HANDED_THING.fullmatch(nxt.group(1)):
                    continue  # "fetch back a left-handed screwdriver": a thing made for one hand, no one's hand
                np_ = _EN_NOUN_SUBJECT.search(before)
                if np_ and not any(ss + np_.start() <= x.start < ss + np_.end() for x in an.anchors):
                    continue  # "Mr Breguet's best finisher in Paris was a left-handed man": someone the words name by
                    # what he is, not one of the book's people
                if _EN_HAND_BEFORE.search(before) and _EN_HAND_ONCE.match(text, m.end(), an.view.sentence(m.start())[1]):
                    continue  # "I have worked right-handed before": what someone has done at some time, not how now
                kinds = r"\b(?:a|an|any|every|no|one|two|three|four|ten|twenty|a\s+hundred|some|many|most)\s+(?:[a-z]+\s+)?"
                if re.search(kinds + r"$", text[max(ss, m.start() - 24):m.start()], re.I) and \
                        re.search(kinds + r"(?:left|right)[- ]handed\b", text[ss:an.view.sentence(m.start())[1]].replace(
                            m.group(), "", 1), re.I):
                    continue  # "where a left-handed fighter comes from and a right-handed man does not expect": kinds of
                    # people set side by side, no one's hand
            if en and nxt and nxt.group(1) not in p.hand_persons and not _EN_IS_HANDED.search(text, max(0, m.start() - 30), m.start()):
                # "left-handed notes", "a left-handed scrawl": how a thing was done, not who the person is ("was
                # left-handed again" is who she is)
                f = fact("handedness", "handedness", side, m.start(), m.end(), "action", strength="weak")
            elif en and re.search(r"\b(?:tried|tries|trying|attempted|attempts|struggled|struggles|struggling)\s+to\b",
                                  text[max(ss, m.start() - 60):m.start()], re.I):
                # "She tried to split kindling, right-handed, and the hatchet glanced off the block": an attempt with
                # the other hand, not the hand she has
                f = fact("handedness", "handedness", side, m.start(), m.end(), "action", strength="weak")
            elif en and (_EN_HAND_MANNER.search(text, max(0, m.start() - 40), m.start())
                         # "Nils landed on the Chena, right-handed, a long way out": set off after a clause that did it
                         or re.search(r",\s*$", text[ss:m.start()]) and re.search(r"\b[a-z]{2,}(?:ed|ght|ew|ook|ade|ame|ent|ode|ove|ung|ank|ood|ept|elt|old|ung|ot|ut)\b", text[ss:m.start()])
                         and not re.search(r"\b(?:was|were|is|are|been|being|be)\b", text[ss:m.start()], re.I)) \
                    and not _EN_HAND_EVER.match(text, m.end()):
                # "drove the lance in left-handed": how one act was done; "left-handed as ever", "was left-handed" say
                # who the person is
                doer = an.adjunct_subject(m.start(), m.end())
                f = fact("handedness", "handedness", side, m.start(), m.end(), "habit", strength="strong", manner=True,
                         who=doer if doer != an.subject_at(m.start()) else None)
            else:
                f = fact("handedness", "handedness", side, m.start(), m.end(), "habit", strength="strong")
            if f:
                yield f

        # 3. worn items
        made = 0
        for m in an.view.finditer(p.item, p.gate_item):
            if not en and m.group("item") == "表" and (text[m.end():m.end() + 1] in _ZH_NOT_WATCH_AFTER
                                                      or text[max(0, m.start() - 1):m.start()] == "合"):
                continue  # "钛合金表壳", "表情", "表哥": no watch of that metal
            colour, material = p.parse_mod(m.group("mod"))
            if not colour and not material:
                continue
            for f in self._item_fact(an, fact, m, colour, material, always):
                made += 1
                yield f
        if not en and p.item_self is not None:
            spans = [(m.start("item"), m.end()) for m in an.view.finditer(p.item, p.gate_item)]
            for m in p.item_self.finditer(text):
                if any(a <= m.start() < b for a, b in spans):
                    continue  # a material named before it already ("沉香木的佛珠" read above)
                for f in self._item_fact(an, fact, m, None, p.item_own[m.group("item")], always):
                    made += 1
                    yield f
        if p.item_post is not None:
            for m in an.view.finditer(p.item_post, p.gate_item):
                colour, material = p.parse_mod(m.group("mod"))
                for f in self._item_fact(an, fact, m, colour, material, always):
                    made += 1
                    yield f

        # 3b. a worn thing said not to be there
        yield from self._absent_items(an, fact)

        # 4. eye colour
        for m in an.view.finditer(p.eyes, p.gate_eyes):
            mod = m.group("mod") or (m.groupdict().get("mod2") or m.groupdict().get("mod3") or "")
            colour, _ = p.parse_mod(mod)
            if not colour or colour in ("white",):
                continue
            if colour == "red" and (en or "色" not in mod):
                continue  # red eyes are tears or rage, not a colour
            if colour == "pink" and en or en and re.match(r"[^.;!?]{0,24}?\b(?:at|round|around)\s+the\s+(?:rims?|edges?|lids?)\b"
                                                          r"|[^.;!?]{0,8}?-?rimmed\b", text[m.end():m.end() + 40], re.I) \
                    and not (m.group("noun") and re.match(r"\s+(?:red|pink|raw|swollen|puffy)\s+(?:at|round|around)\s+the",
                                                          text[m.end():m.end() + 30], re.I)):
                # "pink at the rims", "grey and red-rimmed": crying or tiredness, not the colour of the eyes (but "her
                # brown eyes red at the rims": brown eyes, reddened)
                continue
            if en and re.search(r"\b(?:to|up\s+to)\s+(?:the|his|her|their|my)\s*$", text[m.start():m.start("noun") if m.group("noun") else m.end()], re.I):
                continue  # "black to the eyes" with coal dust: how far the dirt goes, not the eyes' colour
            if not en and re.match(p.eye_texture, text[m.end():m.end() + 4]) if p.eye_texture else False:
                continue  # 灰蒙蒙的: clouded, not a colour
            if not en and re.search(r"(?:与|跟|和|同|比)[^，。；！？]{1,10}的?$", text[an.view.clause(m.start())[0]:m.start()]) \
                    and re.match(r"[^，。；！？]{0,8}(?:不同|不一样|不相同|两样|迥异|有别)", text[m.end():m.end() + 12]):
                continue  # "一双茶色的眼珠，与山里人的黑眼珠全不相同": the eyes it is set against, not its own
            if not en and p.eye_met is not None and p.eye_met.search(text[an.view.clause(m.start())[0]:m.start()]):
                continue  # 正对上一双浅灰色的眼睛: the eyes of the one he meets
            if not en and m.groupdict().get("noun2") and re.search(
                    r"看见|看到|瞧见|望见|只见|见到|注意到|发现|看清|瞧着|看着|打量", text[an.view.sentence(m.start())[0]:m.start()]):
                continue  # "林知夏看见她耳垂上两粒小小的白色珍珠，眼睛是很浅的褐色": the eyes of the one seen
            noun = m.group("noun") or m.groupdict().get("noun2") or m.groupdict().get("noun3") or ""
            if not en and noun in ("眼",) and not re.search("[双]", mod) and len(mod) > 1:
                continue
            if not en and re.search(r"(?:^|[，,；、])\s*一个$", text[an.view.sentence(m.start())[0]:m.start()]) and \
                    len(re.findall(r"(?:^|[，,；、])\s*一个", text[an.view.sentence(m.start())[0]:an.view.sentence(m.start())[1]])) >= 2:
                continue  # "两个人……一个高，一个壮，一个灰蓝眼珠，一个脸上一道刀疤": one of the two, which one not said
            if not en and noun == "眼" and text[m.end():m.end() + 1] in p.zh_surnames:
                continue  # "说黄眼岳开的票，比金子还硬": a nickname, colour and surname (黄眼岳), not the eyes of anyone here
            if an.negated(m.start()):
                continue
            if an.fixed is not None and re.search(r"[“\"][^”\"]*$", text[:m.start()]):
                continue  # a profile's "吴玉成叫他“黄眼珠子”": a nickname someone gives, not the colour it states
            if en and re.search(r"(?<![\w'’])the\s+(?:\w+\s+)?$", text[max(0, m.start() - 16):m.start()], re.I):
                continue  # "the grey eyes found him": whose, the text does not say here
            if en and re.search(r"\b(?:feel|felt|feels|feeling|see|saw|sees|seeing|meet|met|meets|meeting|avoid|avoided|"
                                r"avoiding|escape|escaped|dodge|dodged)\s+(?:those|these|that|a\s+pair\s+of)\s+(?:[\w-]+\s+){0,2}$",
                                text[max(0, m.start() - 40):m.start()], re.I):
                continue  # "she could feel those green eyes on the back of her neck": someone else's, on her
            if en and re.search(r"\bpupils?\b", text[an.view.sentence(m.start())[0]:an.view.sentence(m.start())[1]], re.I) \
                    and re.search(r"\b(?:black|dark)\b", m.group(), re.I):
                continue  # "her eyes looked quite black: the pupils had opened so wide": pupils, not the colour
            at = None
            if not en:
                # "苏采薇看着他，琥珀色的眼睛在暮色里很亮": after "X looked at him," the eyes are the looker's
                cs0 = an.view.clause(m.start())[0]
                if cs0 > 0 and not text[cs0:m.start()].strip(" \u3000“”") or re.fullmatch(r"[一那这]?双?", text[cs0:m.start()].strip()):
                    pcs = an.view.clause(cs0 - 1)[0]
                    if re.search(r"(?:看着|望着|盯着|瞪着|瞧着|看向|望向|打量着)[^，。！？；]{0,4}[，,]\s*$", text[pcs:cs0]):
                        k = bisect_left(an.anchor_starts, pcs)
                        if k < len(an.anchors) and an.anchors[k].start < cs0 and an._at_clause_head(an.anchors[k]):
                            at = (an.anchors[k].end, an.anchors[k].end)
                    elif re.fullmatch(r"(?:又|便|就|也)?(?:冲|朝|对|向)着?[^，。！？；]{1,6}?(?:笑|点了?点头|眨|努了?努嘴|使了个眼色)[^，。！？；]{0,4}[，,]\s*",
                                      text[pcs:cs0]):
                        # "她走到门口，回过头来，冲他笑了一下，琥珀色的眼睛……亮了一亮": the one who smiles at him,
                        # the sentence's subject, not the him
                        ss0 = an.view.sentence(m.start())[0]
                        k = bisect_left(an.anchor_starts, ss0)
                        if k < len(an.anchors) and an.anchors[k].start < pcs and an._at_clause_head(an.anchors[k]):
                            at = (an.anchors[k].end, an.anchors[k].end)
            if en:
                w = re.search(r"(?<![\w'’])with\s+(?!(?:his|her|my|their|its|your|our)\s)(?:(?:those|these|a|an|two|such)\s+)?(?:[\w-]+,?\s+){0,2}$",
                              text[max(0, m.start() - 40):m.start()], re.I)
                if w and p.post_possessor is not None and p.post_possessor.match(text, m.end()):
                    w = None  # "with those brown eyes of hers": the possessor says whose
                if w:
                    before = text[max(0, m.start() - 40):m.start()][:w.start()]
                    if re.search(r"(?<![\w'’])(?:the|a|an|some|that|this)\s+(?:[\w-]+\s+)?[a-z][\w-]*,?\s*$", before):
                        continue  # "the woman with green eyes": someone the text does not name
                    # "he looked at me with those grey eyes": the eyes of the one who looks, not of the object
                    head = an.clause_subject(m.start())
                    if head is None:
                        continue
                    at = (head[1], head[1])  # subject_at resolves the anchor that ends here
            if en and at is None and not re.search(r"\b(?:his|her|my|their|your)\s+(?:[\w-]+\s+){0,2}$", text[max(0, m.start() - 30):m.start()], re.I) \
                    and re.search(r"[:;,—]\s*(?:a|an)\s+(?:[\w'’-]+,?\s+){0,5}(?:man|woman|fellow|lad|lass|girl|boy|gentleman|lady|"
                                  r"person|creature)\b[^.;!?\"“”]*$", text[an.view.sentence(m.start())[0]:m.start()], re.I):
                continue  # "Ned knew him by sight: a sleek man … with black hair … and quick black eyes": the one described
            also = {}
            if en and (jo := re.match(r"-([a-z]+)\s", text[m.end("mod"):m.end("mod") + 16], re.I)):
                c2, _ = p.parse_mod(jo.group(1))
                if c2 and c2 != colour:
                    also = {"also": c2}  # "grey-green eyes": green too
            f = fact("eyeColour", "eyeColour", colour, m.start(), m.end(), at=at, **also)
            if f:
                yield f

        # 5. explained changes
        yield from self._changes(an, fact, chapter)
        if en and ("scar" in an.view.low or "mark" in an.view.low):
            # "the skin of her palm had burned … a pale branching mark … You've got a ley-scar": a mark come now, on
            # a part the text names, its side untold; what that part shows later may be it
            for m in _EN_NEW_MARK.finditer(text):
                part_w = m.group("part2")
                if not part_w:
                    ps0 = an.view.paragraph(m.start())[0]
                    lo0 = an.view.paragraph(ps0 - 1)[0] if ps0 > 0 else ps0
                    near = list(re.finditer(r"\b(palm|hand|cheek|face|arm|forearm|wrist|neck|brow|forehead)\b", text[lo0:m.start()], re.I))
                    if not near:
                        continue
                    part_w = near[-1].group(1)
                part = lex.part_of.get(part_w.lower()) or ("hand" if part_w.lower() == "palm" else
                                                           "cheek" if part_w.lower() == "face" else None)
                if not part:
                    continue
                f = fact("mark", f"mark:scar:{part}", "*", m.start(), m.end(), modality="explained_change", part=part,
                         mark="scar", new=True)
                if f:
                    yield f

    def _handedness(self, an, fact, s, e, side, lo, hi, ss, se):
        p = an.pats
        text = an.text
        en = p.lex.language == "en"
        if en and re.match(r"(?:\s*hand)?,?\s+(?:his|her|my|their)\s+(?:good|sound|unhurt|uninjured|whole|only\s+good|one\s+good|"
                           r"working|free)\s+(?:hand|one)\b", text[e:e + 48], re.I) and (re.search(
                rf"\b{'left' if side == 'right' else 'right'}\s+(?:hand|arm|wrist|fingers?|thumb)\b[^.]{{0,80}}?\b(?:scald|burn|broke|broken|"
                rf"bandag|splint|sling|hurt|injur|sprain|crush|cut|wound|useless)|\b(?:scald|burn|broke|bandag|splint|hurt|injur|sprain|"
                rf"crush|wound)\w*\s+(?:his|her|my|their)\s+{'left' if side == 'right' else 'right'}\b", text[:s], re.I) or re.search(
                r"\b(?:bandaged|scalded|burnt|burned|broken|splinted|injured|crushed)\s+(?:hand|arm|wrist)\b|"
                r"\b(?:arm|hand|wrist)\s+in\s+(?:a|its|his|her)\s+sling\b", text, re.I)):
            return None  # "with his right hand, his good hand, he closed his deputy's eyes": the other is hurt (told
            # before in the chapter; "his good hand" alone is only the hand he favours)
        if en and _EN_HAND_ATTEMPT.search(text, ss, s):
            return None  # "Miss Pym spent four years trying to make me hold the pen in my right hand": an attempt
        if en and _EN_WATCHED_DOING.search(text, ss, s):
            return None  # "Ned watched him, all that first morning, pointing with his left hand": the one watched
        if en and _EN_EPITHET_SUBJECT.search(text, an.last_anchor_end(ss, s), s):
            return None  # "…, and the girl took the needle in her left hand": someone named only by what she is
        if en and re.search(r"\bon\s+(?:(?:the\s+)?(?:[\w-]+\s+){0,2}(?:finger|thumb|wrist)\s+of\s+)?(?:his|her|my|their)\s+$",
                            text[max(ss, s - 40):s], re.I):
            return None  # "the silver ring on the little finger of his left hand": where a thing is worn, not a hand used
        if en and re.search(r"\b(?:finger|fingers|thumb|knuckle|knuckles|wrist|palm)\s+of\s+(?:his|her|my|their)\s+$",
                            text[max(ss, s - 30):s], re.I):
            return None  # "She tried the middle finger of her right hand": a finger a ring is tried on, not a hand used
        if en and re.search(r"\b(?:at|by)\s+(?:his|her|my|their)\s+$", text[max(ss, s - 12):s], re.I):
            return None  # "with the money at his left hand": a place beside him, not a hand used
        if en and re.search(r"\b(?:kept|keeping|keeps|let|letting|lets|held|holding)\s+(?:his|her|my|their)\s+$", text[max(ss, s - 20):s], re.I) \
                and re.match(r"(?:\s*hand)?\s+(?:(?:hanging|down|still|idle|loose)\s+)?(?:at|by|against)\s+(?:his|her|my|their)\s+side|"
                             r"(?:\s*hand)?\s+(?:in|inside)\s+(?:his|her|my|their)\s+pocket|(?:\s*hand)?\s+behind\b|(?:\s*hand)?\s+(?:still|idle)\b",
                             text[e:e + 40], re.I):
            return None  # "He conducted it with his left hand, as ever, and kept his right hand at his side": the idle one
        if en and re.search(r"\b(?:glass|cup|mug|tankard|goblet|tumbler|pint|drink|pipe|cigarette|cigar|teacup|wineglass|"
                            r"flask)\s+(?:held\s+)?in\s+(?:his|her|my|their)\s+$", text[max(ss, s - 30):s], re.I):
            return None  # "with his glass in his left hand": a drink or a pipe is held in either hand
        if not en and re.match(r"(?:从来|从|向来|一向|压根|根本)?(?:没|不曾|未曾|未|不)", text[e:e + 6]):
            return None  # "右手从来没正经使过铲子": the hand he never uses
        if not en and re.match(r"[^，。；]{0,4}(?:看(?:了看|一眼)?(?:时间|表|手表|腕表)|腕上的?(?:表|手表|镯))", text[e:e + 14]):
            return None  # "习惯性地抬起左手看时间": the wrist a watch was worn on, not the hand one uses
        if en:
            hab = p.habit.search(text, lo, hi)
            if hab is not None and re.search(r"\b(?:because|since|when|while|whereas|for|and|but|so)\s+(?:you|he|she|I|we|they|it)\b",
                                             text[min(e, hab.end()):max(s, hab.start())]):
                hab = None  # "working the handle with my right hand, and … because you always did look at the oast":
                # the habit of another clause with its own subject
        else:
            cs, _ = an.view.clause(s)
            hab = p.habit.search(text, max(ss, cs - 12 if cs - 12 >= ss else ss), s)
            if hab is not None and _splits_name(an, hab):
                hab = None  # "目光从小川脸上移到他的左手上": 从小 of 从|小川, a name, not "from a child"
            if hab is None:
                hab = p.habit.search(text, e, min(se, e + 24))
                if hab is not None and _splits_name(an, hab):
                    hab = None
        if hab and hab.start() >= e and (re.search(r"[左右]|left|right", text[e:hab.start()], re.I)
                                         or (not en and (nxt := re.match(r"[^，。；左右]{0,3}([左右])", text[hab.end():hab.end() + 5]))
                                             and nxt.group(1) != text[s])):
            if not en and re.search(r"却|但|可|倒|仍|还是", text[e:hab.start()]):
                return None  # "她右手奉茶已经不抖了，写字却还是惯用左手": one act set against the habit of the other hand
            hab = None  # the habit after another hand belongs to that hand (右手垂着——他惯用左手)
        if hab and en and hab.group().lower().startswith("the hand") and not (
                hab.start() >= e and re.fullmatch(r",\s*", text[e:hab.start()])):
            hab = None  # "in his right hand, the hand he trusted": set beside the hand it names, or no habit of it
        if hab and not en and hab.end() <= s and re.search(("右" if side == "left" else "左") + r"手[^，。；！？]{0,3}$",
                                                           text[max(0, hab.start() - 8):hab.start()]):
            hab = None  # "我这左手用惯了，换了右手……": the habit is the other hand's, named right before it
        if hab and not en and hab.end() <= s and re.search(("右" if side == "left" else "左") + r"手",
                                                           text[hab.end():s]):
            hab = None  # "拉链头习惯性地用左手去捏，右手只是在一边扶着": the habit went with the other hand, named between
        if hab and not en and hab.end() <= s and text[hab.end():s].strip("用使") and re.match(r"[去来]", text[e:e + 1]) \
                and not p.action.search(text, e, min(se, e + 8)):
            hab = None  # "说话时惯爱拿左手去转它": a habit of fidgeting with the left hand, not the hand one uses
        if hab and not en and re.search(r"去(?:捻|摸|转|搓|揉|挠|碰|拨弄|抚)|摩挲|不由自主|下意识", text[e:min(se, e + 20)]) \
                and not p.action.search(text, e, min(se, e + 12)):
            hab = None  # "想事情的时候，左手就不由自主地伸过去，去捻右手的拇指": a habit of fidgeting, not the hand he uses
        if hab and en and _EN_GESTURE.search(text, max(ss, s - 40), min(se, e + 40)) \
                and not p.action.search(text, max(ss, s - 40), min(se, e + 40)):
            hab = None  # "his left hand trailing along the wall, as was his habit": a gesture's habit, not the hand he uses
        if hab and not en and _ZH_AS_USUAL.fullmatch(hab.group()) and not re.match(
                rf"[^，。；！？]{{0,3}}[{_ZH_HAND_VERBS}拈夹剥撕捻拣]", text[hab.end():hab.end() + 5]):
            hab = None  # "像往常一样" is the hand's habit only with a hand's act after it ("像往常一样拈起一块糕"; not
            # "右手提着灯，像往常一样走进来")
        if hab and en and re.match(r"\s+(?:had|has|have|was|is)\s+(?:always\s+)?(?:been\s+)?(?:only\s+)?(?:the\s+|her\s+|his\s+|my\s+)?"
                                   r"(?:helper|weaker|weak\s+one|clumsy\s+one|awkward\s+one|useless\s+one|lesser|other\s+one|"
                                   r"second|spare|wrong\s+one|holding\s+hand|steadying\s+hand)\b", text[e:e + 60], re.I):
            return None  # "Her right hand had always been the helper, the one that held the thing still": not her hand
        if hab and not en and re.match(r"[^，。；！？]{0,14}?(?:别扭|不得劲|不顺手|笨拙|生疏|不利索|不听使唤|使不惯|用不惯|"
                                        r"(?:像是?|好像|如同|跟)[^，。；！？]{0,4}?(?:借来的|别人的|脚丫子|摆设))", text[e:se]):
            return None  # "他打小就是左撇子，右手拿筷子都别扭", "右手就像是借来的": the hand said to be awkward is not
            # the one he uses
        if hab:
            return fact("handedness", "handedness", side, min(s, hab.start()), max(e, hab.end()), "habit",
                        at=(s, e), strength="strong")
        if en and (rel := re.match(r"(?:\s*hand)?,\s+the\s+(?:hand|one)\s+(?:that|which)\s+(?:had|has)\s+[^.;!?]{0,80}?\bfor\s+"
                                   r"(?:(?:more\s+than|nearly|almost|over|some)\s+)?(?:[\w-]+\s+){0,2}(?:years|decades|a\s+lifetime)\b",
                                   text[e:se], re.I)):
            # "He lifted the baton in his right hand, the hand that had beaten time in that room for sixteen years": the
            # hand of a lifetime's use, said beside it
            return fact("handedness", "handedness", side, s, e + rel.end(), "habit", at=(s, e), strength="strong")
        if en:
            if not re.search(r"(?:with|in|using)\s+(?:(?:his|her|my|their|the|its)\s+)?$", text[max(ss, s - 20): s], re.I) \
                    and not (re.search(r",\s*(?:his|her|my|their)\s+$", text[max(ss, s - 12):s], re.I)
                             and _EN_HAND_MOVING.match(text, e)):
                # ("Strand wrote it out on a pack box, his right hand moving steadily across the form": the hand,
                # set after the act, doing it)
                return None
            act = _nearest(p.action, text, lo, hi, s, e)
        else:
            act = _nearest(p.action, text, e, min(se, e + 10), s, e)
            if act and (text[act[1].end():act[1].end() + 1] == "的" or re.search(r"(?:那|这|一)(?:个|位|名)(?:用|拿|以)?$",
                                                                                   text[max(0, s - 4):s])):
                # "那个左手写字的小书吏", "挑中了那个用左手握刀、被什长骂了三天的瘦小子": the hand of the one the
                # phrase describes, not of the subject
                return None
        if act:
            other = "右" if side == "left" else "左"
            if not en and re.search(rf"(?:^|[，,；;])\s*[^，。；！？]{{0,8}}?{text[s:e]}(?![{_ZH_HAND_VERBS}])[^，。；！？]{{1,6}}[，,；;]\s*{other}手(?![{_ZH_HAND_VERBS}])"
                                    rf"|{other}手(?![{_ZH_HAND_VERBS}])[^，。；！？]{{1,6}}[，,；;]\s*{text[s:e]}(?![{_ZH_HAND_VERBS}])",
                                    text[ss:se]):
                return None  # "左手刀鞘，右手酒壶": a thing in each hand, no verb of using; no hand is the one he uses
            if not en and re.match(r"[^，。；！？]{0,14}?(?:就像|好像|像是|就跟|似的|如同|仿佛|别扭|不得劲|不顺手|笨拙|生疏)", text[act[1].end():se]):
                return None  # "右手拿笔就像拿一根筷子去夹豆子": the hand he does not use, said to be awkward
            if not en and re.search(r"(?:捏着|握着|抓着|拉着|扶着|托着|攥着|牵着|拽着|按着)(?:他|她|我|你)(?:的)?$", text[max(0, s - 6):s]):
                return None  # "捏着他的右手，把笔杆摆正": a hand held by someone else, not one its owner uses
            if not en:
                # "他左手稳稳地压着舵，右手攥着帆脚绳 …… 季长庚松开右手，从腰里抽出刀": the other hand was holding
                # something in the scene and was never let go; the free hand does what must be done
                ps, n = an.view.paragraph(s)[0], 0
                while ps > 0 and n < 4:  # the paragraph and the four with words in them before it
                    ps = an.view.paragraph(ps - 1)[0]
                    n += bool(text[ps:an.view.paragraph(ps)[1]].strip())
                busy = list(re.finditer(rf"{other}手(?:[^，。；！？{text[s]}]{{0,4}}?)(?:握|压|攥|抓|扶|拿|提|端|抱|按|把|撑|摁|拽|揪|拉|捧|抠|护|捂)(?:着|住|紧)",
                                        text[ps:s]))
                if busy and not re.search(rf"(?:松开|放开|撒开|撒了|松了|腾出|放下)[^，。；！？]{{0,2}}{other}手|{other}手[^，。；！？]{{0,3}}(?:一松|松开|放开|撒开|腾出)",
                                          text[ps + busy[-1].end():s]) \
                        and (who0 := an.subject_at(s)) is not None and an.subject_at(ps + busy[-1].start()) == who0:
                    return None  # (the same person's other hand: not anyone's hand on a rail two paragraphs up)
            om = re.search(rf"\b(?:in|with)\s+(?:his|her|my|their|the)\s+{'right' if side == 'left' else 'left'}\b", text[ss:se], re.I) \
                if en else None
            if om is not None:
                # "the scabbard in his left hand and the lantern in his right": a thing in each hand, no hand the one he
                # uses; unless only this hand's is a tool one works ("the cutag in her right hand and the first
                # herring in her left")
                o = ss + om.start()
                cut = lambda a, b: max([a] + [a + x.end() for x in re.finditer(r",|;|\band\b", text[a:b])][-1:])  # noqa: E731
                own = (cut(ss, s), s) if o > e else None
                theirs = (cut(e, o) if o > e else cut(ss, o), o)
                if own is None or not (own[0] <= act[1].start() < own[1]) or p.action.search(text, *theirs) \
                        or not re.search(r"\b(?:took|take|takes|taking|picked|picks|picking|gripped|grips|gripping|seized|"
                                         r"snatched|caught|wielded|wields|wielding|worked|works|working|used|uses|using)\b",
                                         text[own[0]:own[1]], re.I) \
                        or re.search(r"\bwith\b", text[own[0]:own[1]], re.I):
                    return None  # ("came in with the pistol in his left hand and a lantern in his right": carried)
            f = fact("handedness", "handedness", side, min(s, act[1].start()), max(e, act[1].end()), "action",
                     at=(s, e), strength="weak")
            # one action is weak evidence: only when the person is named in this sentence or the one before
            if f is not None and an.fixed is None and not an.named_near(f.subject, s) \
                    and not an.alone_of_gender_since_named(f.subject, s):
                return None
            return f
        return None

    def _absent_items(self, an, fact):
        """"had never in his life worn a ring", 手腕上空空荡荡: a wornItem "none" for each thing the words or the place
        name (never the first word on an item: it only contradicts one established)."""
        p = an.pats
        text = an.text
        if an.fixed is not None or not p.absent_gate.search(an.view.low):
            return
        for m in p.absent.finditer(text):
            g = m.groupdict()
            items: tuple[str, ...] = ()
            word = g.get("item") or g.get("item2") or g.get("item3") or g.get("item4") or g.get("item5") or g.get("item6") \
                or g.get("item8") or g.get("item9") \
                or g.get("item7")
            if word and word.lower() not in p.lex.item_of and word.lower().endswith("s"):
                word = word[:-1]
            if word:
                items = (p.lex.item_of[word.lower()],)
            elif g.get("place") or g.get("place2") or g.get("place3"):
                items = p.absent_place.get((g.get("place") or g.get("place2") or g.get("place3")).lower(), ())
            elif g.get("bareheaded") or g.get("bareheaded2"):
                items = ("hat",)
            elif g.get("anyjewel"):
                items = (*p.absent_jewellery, "beads", "watch")  # "向来嫌戴东西累赘": nothing at all worn
            elif g.get("jewel") or g.get("jewel2") or g.get("jewel3"):
                items = p.absent_jewellery
            if not items:
                continue
            s, e = m.start(), m.end()
            if an.in_quote(s):
                continue  # what someone says of a wearer is theirs to say; the narration's word is the fact
            ss, se = an.view.sentence(s)
            if p.hypothetical is not None and p.hypothetical.search(text, an.view.clause(s)[0], s):
                continue
            if re.search(r"[?？]", text[e:se]):
                continue
            who = an.subject_at(s, e)
            i = bisect_right(an.anchor_starts, s - 1) - 1
            near = an.anchors[i] if i >= 0 and an.anchors[i].start >= ss else None
            if who is None or near is not None and near.kind == "pron" and p.lex.language == "en" and \
                    re.match(r"\s+[a-z]", text[near.end:near.end + 2]) and \
                    text[near.start:near.end].lower() in ("his", "her", "their", "my"):
                # "He spread his hands flat on her table — bare hands that had never in their life worn a ring": not
                # the table's owner; the one heading the sentence wears it or does not
                k = bisect_left(an.anchor_starts, ss)
                if k < len(an.anchors) and an.anchors[k].start < s and not an.anchors[k].in_quote \
                        and len(text[ss:an.anchors[k].start].split()) <= 2 \
                        and text[an.anchors[k].start:an.anchors[k].end].lower() not in ("their", "they", "them", "his", "her"):
                    who = an._resolve_anchor(an.anchors[k])
            if not who:
                continue
            for item in dict.fromkeys(items):
                f = fact("wornItem", f"wornItem:{item}", "none", s, e, item=item, absent=True, who=who, owner_checked=True)
                if f:
                    yield f

    def _item_fact(self, an, fact, m, colour, material, always):
        p = an.pats
        text = an.text
        item = p.lex.item_of[m.group("item").lower()]
        if an.fixed is None and an.negated(m.start()) \
                and not p.always.search(text, max(0, m.start() - 12), m.start() + 1):
            return  # (not "那支从不离身的赤金钗": never off her is always on her)
        if p.lex.language == "zh" and re.search(r"(?:送|赠|给)(?:的是|了她|了他|给她|给他|她|他)?[^，。；！？]{0,4}$",
                                                text[an.view.clause(m.start())[0]:m.start()]):
            return  # "苏曼丽送的是一只银镯子，硬给她套在腕子上": a gift, worn by whoever it was given to
        if p.lex.language == "en" and re.match(r"\s+over\s+(?:his|her|their|my|the)\s+(?:[\w-]+\s+){0,2}?ones\b", text[m.end():m.end() + 40]):
            return  # "pulled on his woollen gloves over his silk ones": one more pair on top, the ones he wears still on
        ss, se = an.view.sentence(m.start())
        is_always = always or bool(p.always.search(text, max(ss, m.start() - p.window), min(se, m.end() + p.window)))
        if not is_always and an.fixed is None:
            # someone looking at, holding or talking about an item does not wear it: it must be worn or owned here
            cs, ce = an.view.clause(m.start())
            lo, hi = max(ss, min(cs, m.start() - p.window)), min(se, max(ce, m.end() + p.window))
            en = p.lex.language == "en"
            owned = re.search(r"(?:\b(?:his|her|my|their)|['’]s)\s+(?:[\w-]+\s+){0,2}$", text[max(0, m.start() - 30):m.start()], re.I) \
                if en else re.search(r"(?:的|之)$", text[max(0, m.start() - 1):m.start()])
            if not owned and en and p.post_place is not None and p.post_place.match(text, m.end()):
                owned = True  # "the gold chain swinging across his waistcoat"
            if not owned and en and _EN_OWNER_AFTER.match(text, m.end()):
                owned = True  # "the silver ring on his left thumb", "the brooch she had worn every day"
            if not owned and en and item == "watch" and re.search(r"\b(?:drew|draws|drawing|took|takes|taking|pulled|pulls|"
                                                                r"pulling|fished|fishes|fishing|slipped|slips)\s+out\s+the\s+"
                                                                r"(?:[\w-]+\s+){0,2}$",
                                              text[max(ss, m.start() - 40):m.start()], re.I) \
                    and not re.match(r"[^.;!?]{0,40}?\b(?:lent|loaned|borrowed|given|gave|handed)\b", text[m.end():m.end() + 60], re.I):
                owned = True  # "He drew out the gold watch that had been his father's": out of his own pocket (not "the
                # brass watch the Captain had lent him")
            if not owned and not p.wear.search(text, lo, hi):
                return
        value = "+".join(x for x in (colour, material) if x)
        # "turned his father's gold ring round and round on his finger", "Mamma's string of pearls, which have not been
        # off my neck": an heirloom named by whose it was, worn by the one whose body it is on
        heirloom = p.lex.language == "en" and an.fixed is None and bool(
            _EN_KIN_OWNED.search(text, max(0, m.start() - 40), m.start()) and _EN_ON_BODY.search(text, m.end(), min(se, m.end() + 70)))
        # where it is worn and whether the text says it always is ("颈间那块自幼戴着的羊脂玉佩", "the thin gold cross
        # she always wore at her throat"): BL01 holds such a claim against the one the profile says is always worn there
        near = (max(ss, m.start() - 24), min(se, m.end() + 40))
        place = _slot_at(text, *near, p.lex.language)
        if item == "pendant" and place == "ear" and _slot_at(text, max(ss, m.start() - 12), m.start(), p.lex.language) == "ear":
            # "耳上那对赤金坠子": drops hung from the ears are earrings
            item = "earring"
        claimed = bool(_ALWAYS_CLAIM.search(text, *near))
        extra = {"place": place} if place else {}
        if claimed:
            extra["claimed"] = True
        f = fact("wornItem", f"wornItem:{item}", value, m.start(), m.end(), item=item, colour=colour,
                 material=material, always=is_always, owner_checked=heirloom, **extra)
        if f is None and an.fixed is None and p.lex.language == "en":
            # "The amber brooch at her collar caught the light", "The amber brooch she had worn every day": no person
            # heads the sentence; the one wearing it is named right after the thing
            o = _EN_OWNER_AFTER.match(text, m.end())
            g = next((k for k in ("who", "who2", "who3") if o.group(k)), None) if o else None
            if o:
                k = bisect_left(an.anchor_starts, o.start(g))
                if k < len(an.anchors) and an.anchors[k].start == o.start(g) and (w := an._resolve_anchor(an.anchors[k])):
                    f = fact("wornItem", f"wornItem:{item}", value, m.start(), m.end(), who=w,
                             item=item, colour=colour, material=material, always=is_always, **extra)
        if f:
            yield f

    def _changes(self, an: ChapterAnalysis, fact, chapter: int):
        """A sentence that explains a change of a feature: opens that feature for its subject."""
        p = an.pats
        text = an.text
        seen: set[tuple[str, int, str]] = set()
        for rx, family, gate in ((p.change_healed, "hand_healed", p.gate_change["healed"]),
                                 (p.change_hand, "hand", p.gate_change["hand"]),
                                 (p.change_damage, "hand", p.gate_change["damage"]),
                                 (p.change_damage_temp, "hand_temp", p.gate_change["damage_temp"]),
                                 (p.change_item, "item", p.gate_change["item"]),
                                 (p.change_disguise, "disguise", p.gate_change["disguise"]),
                                 (p.change_eyes, "eyes", p.gate_change["eyes"])):
            if rx is None:
                continue
            for m in an.view.finditer(rx, gate):
                ss, se = an.view.sentence(m.start())
                if family == "hand" and m.group().lower() in ("had since", "ever since") and (
                        re.search(r"\bhad\s+$", text[max(0, m.start() - 6):m.start()], re.I)
                        or not re.search(r"\b(?:left|right)\b", text[m.end():m.end() + 60], re.I)):
                    continue  # "his own baton, the one he had had since 1910": a thing kept since, no hand changed
                if family == "item" and re.search(r"也是[^，。；]{0,3}(?:色|的)|一模一样|同样(?:是)?[^，。；]{0,3}色|\b(?:the\s+same|just\s+the\s+same|also)\s+(?:colour|color|\w+)\b",
                                                  text[ss:se], re.I) and p.colour_material.search(text, ss, se):
                    continue  # "一根新的发绳，也是红的": a new one like the old, no change of what it is
                if family == "item" and m.group().lower() in ("lost", "lose", "loses", "losing", "had lost") and re.match(
                        r"\s+(?:its|their|much|most|all|some|any|none|the\s+(?:edge|edges|shine|sheen|lustre|colour|color|gilt|"
                        r"polish|shape))\b", text[m.end():m.end() + 16], re.I):
                    continue  # "a worn intaglio that had long ago lost its edges": worn smooth, not the thing lost
                if family == "item" and p.lex.language == "zh" and (
                        m.group().startswith("另") and re.match(r"[手脚眼胳膊腿耳肩臂]", text[m.end():m.end() + 1])
                        or m.group().endswith("的") and not p.item_noun.match(text, m.end())
                        and not re.match(r"[^，。；！？]{0,4}?(?:" + p.item_noun.pattern + ")", text[m.end():m.end() + 12])):
                    continue  # "另一只手摩挲着扳指" (the other hand, not another ring); "簇新的补服" (a new robe, no
                    # new ring)
                if family == "item" and re.search(r"想起|记起|回想|忆起|\b(?:remembered|recalled|thought\s+of)\b",
                                                  text[max(ss, m.start() - 30):m.start()], re.I):
                    continue  # "想起娘也有过一对差不多的，后来当掉了": a thing in a memory, not the one worn now
                if family == "item" and (an.negated(m.start()) or re.search(r"\b(?:never|not|n['’]t)\s+(?:\w+\s+)?$|从不|从未|从没|不曾|没有?$",
                                                                           text[max(ss, m.start() - 16):m.start()], re.I)):
                    continue  # "the brooch she never took off": no change at all, the opposite
                if family == "hand" and p.lex.language == "en" and m.group().lower() in ("ever since", "had since") and re.match(
                        r"\s+(?:(?:she|he|i|they|we)\s+(?:was|were|could)\s+(?:(?:a|very|quite|only)\s+)*(?:little|small|young|child|girl|boy|"
                        r"baby|babe|toddler|walk|crawl|hold)|(?:her|his|my|their)\s+(?:childhood|girlhood|boyhood|cradle|first)|"
                        r"childhood|girlhood|boyhood|the\s+cradle|the\s+(?:very\s+)?first)", text[m.end():m.end() + 40], re.I):
                    continue  # "the hand she had always favoured, ever since she was a little girl": the habit of a life
                if family == "hand" and p.lex.language == "en" and re.match(r"(?:learn|taught|trained|relearn|re-learn|practi[sc]ed)",
                                                                             m.group().lower()) \
                        and not re.search(r"\b(?:hand|hands|left|right|handed|fingers|arm|wrist)\b", text[m.end():m.end() + 50], re.I):
                    continue  # "a little girl in the chandlery learning to cut candle-wicks": a task learned, not a hand
                if family == "disguise" and m.group() in ("画了", "画上", "描了", "描出") and not re.match(
                        r"[^，。；！？]{0,6}?(?:眉|眼|妆|脸|面|痣|疤|胡|须|唇|斑|颊|额|鼻)", text[m.end():m.end() + 10]):
                    continue  # "在几个名字上画了圈": a drawing, no painted face
                if family == "disguise" and re.search(r"\b(?:sticks?|tins?|pots?|boxe?s?|tubes?|jars?|smell|stink|reek)\s+of\s+"
                                                      r"(?:\w+\s+)?$|\b(?:among|amongst|between)\s+(?:the\s+)?(?:\w+\s+){0,3}$",
                                                      text[max(ss, m.start() - 30):m.start()], re.I):
                    continue  # "among the sticks of paint", "the smell of greasepaint": the stuff lying about, no face painted
                if family == "disguise" and re.search(r"\b(?:no|without|never|not|n['’]t)\s+(?:\w+\s+)?$|没有?$|不曾$|未$",
                                                      text[max(ss, m.start() - 16):m.start()], re.I):
                    continue  # "there was no paint on her face at all": no disguise, her own face
                if family == "disguise" and m.group().lower() == "costume" and p.colour_material.search(
                        text, max(ss, m.start() - 24), m.start()) or family == "disguise" and re.search(
                        r"\b(?:walking|travelling|traveling|tailor-made|tailored|best|Sunday|going-away|bathing|riding|"
                        r"tweed|serge|linen|cotton|woollen|coat-and-skirt)\s+(?:\w+\s+)?$",
                        text[max(ss, m.start() - 24):m.start()], re.I) and m.group().lower() == "costume":
                    continue  # "in her grey costume", "her walking costume": a woman's suit of clothes, no disguise
                if family == "hand_temp" and p.lex.language == "en" and m.group().lower() in ("burned", "burnt", "stiff", "sore") \
                        and re.match(r"\s+(?:from|with|like|as|and\s+ached|until)\b", text[m.end():m.end() + 12], re.I) \
                        and re.search(r"\b(?:arm|arms|shoulders?|muscles|legs|lungs|eyes|throat|chest|face|cheeks|thighs|back)\s+(?:\w+\s+)?$",
                                      text[max(ss, m.start() - 24):m.start()], re.I):
                    continue  # "her arm burned from shoulder to fingertip": tired, not hurt
                if family == "item" and p.lex.language == "zh":
                    cs0, ce0 = an.view.clause(m.start())
                    if not p.item_noun.search(text, max(0, ss - 40), se) or \
                            re.match(r"了?(?:一|两)?(?:件|身|套|双|条裙|顶帽)", text[m.end():m.end() + 4]) \
                            and not p.item_noun.search(text, m.end(), se):
                        continue  # "把那支赤金钗插稳了，又换上一件藕荷色的褂子": a change of clothes, not of the hairpin
                    nxt = p.item_noun.search(text, m.end(), se)
                    rest = re.sub(r"[了的吗呢啊吧呀过着\s“”]", "", text[m.end():ce0])
                    if re.match(r"(?:丢|掉|弄丢|遗失|失落|摘|卖|当)", m.group()) and len(rest) >= 2 \
                            and not p.item_noun.search(text, m.end(), ce0):
                        continue  # "邵广元拨着念珠……有人白白丢了这笔银子": what was lost is named after it, not the item
                    if re.search(r"碎|断|裂|坏|摔|丢|掉", m.group()) and not p.item_noun.search(text, cs0, ce0) \
                            and re.search(r"(?:什么|东西|有人|别人|别的)[^，。；！？]{0,2}$", text[cs0:m.start()]):
                        continue  # "井底传来一声闷响，像是有什么东西碎了": something else broke, not the ring
                    if m.group().startswith("新") and nxt and nxt.start() >= ce0 and _ZH_GARMENT.search(text, m.end(), ce0):
                        continue  # "穿着一件簇新的绛紫团花袍，……右手拇指上那枚翡翠扳指": the robe is new, not the ring
                if family == "item" and p.lex.language == "en" and m.group().lower() in ("new", "newly", "another", "a different"):
                    # "her jet brooch pinned to a new grey gown": the gown is new, not the brooch
                    g = _EN_GARMENT.match(text, m.end())
                    if g and not p.item_noun.fullmatch(g.group("g")):
                        continue
                if family == "item" and p.lex.language == "en" and m.group().lower() in ("broken", "cracked", "smashed", "lost", "mended"):
                    # "sent to the bindery with a parcel of broken Dickens, Thwaite stood … polishing his pince-nez": the
                    # books are broken, not the glasses (an adjective before another noun)
                    adj = re.match(r"\s+(?:[a-z]+\s+)?([A-Za-z][\w-]*)", text[m.end():m.end() + 40])
                    if adj and re.search(r"\b(?:a|an|the|of|some|his|her|their|with|and)\s+$", text[max(0, m.start() - 12):m.start()], re.I) \
                            and not p.item_noun.fullmatch(adj.group(1)) and not p.item_noun.match(text, m.end() + adj.start(1)) \
                            and adj.group(1).lower() not in ("one", "ones", "pair", "it", "them", "glass", "lens", "lenses", "frame", "frames"):
                        continue
                if family == "item" and p.lex.language == "en" and re.match(r"(?:given|gave|bought|sold)\s", m.group(), re.I):
                    obj = re.match(r"\s+(?:(?:a|an|the|his|her|my|their|some)\s+)?(?:[\w-]+\s+){0,2}?([\w-]+)", text[m.end():m.end() + 60])
                    if obj and not p.item_noun.fullmatch(obj.group(1)) and obj.group(1).lower() not in ("one", "it", "new"):
                        if not p.item_noun.match(text, obj.start(1) + m.end()):
                            continue  # "I gave her the letter … fingering the little gold crucifix": a gift of something else
                targets: list[tuple[str, int, int]] = []
                if family in ("hand", "hand_temp", "hand_healed"):
                    # every hand or arm the sentence names: "因左臂还吊着，她用右手……" is about whoever holds the right
                    hurt_here = p.lex.language == "zh" and (rx is p.change_damage or family in ("hand_temp", "hand_healed"))
                    cs0, ce0 = an.view.clause(m.start())
                    if hurt_here and not re.search(r"[左右](?:肩|臂|胳膊|腕|手)", text[cs0:ce0]) and not any(
                            cs0 <= n.start() < ce0 or 0 <= m.start() - n.end() <= 4 and "，" not in text[n.end():m.start()]
                            for n in p.hand_noun.finditer(text, ss, se)):
                        continue  # "斧在他右手里抡得呼呼作响，又一斧头砍断了雷彪的退路": no hand is hurt
                    for n in p.hand_noun.finditer(text, ss, se):
                        if p.lex.language == "en" and re.search(r"\b(?:second|minute|hour)\s+$", text[max(ss, n.start() - 8):n.start()], re.I):
                            continue  # "the crystal had shattered, and the second hand was bent back": the watch's
                        targets.append(("handedness", n.start(), n.end()))
                elif family == "item":
                    removal = bool(_ITEM_REMOVED.fullmatch(m.group()))
                    if re.search(r"(?:又|重新|再)$", text[max(ss, m.start() - 2):m.start()]) and re.match(r"戴|架|套|挂|别", m.group()):
                        continue  # "拿衣角擦了擦，又戴回去": the same one put back on
                    if removal and re.search(r"又(?:戴|架|套|挂|别)(?:了)?(?:上|回)|重新戴|戴回|架回|\b(?:put|set|hooked|slipped)\s+"
                                             r"(?:it|them)\s+(?:back\s+)?on\b|\bback\s+on\b", text[m.end():se], re.I):
                        continue  # "摘下眼镜擦了擦，又戴上", "took them off, polished them and put them back on": no change
                    for n in p.item_noun.finditer(text, ss, se):
                        if removal and an.view.clause(n.start())[0] == an.view.clause(m.start())[0] and (
                                n.end() <= m.start() if p.lex.language == "zh" else n.start() >= m.end()):
                            continue  # "他把头上那顶白毡帽摘下来", "took off his white hat": the hat itself taken off
                            # says nothing of why it is white
                        if re.match(r"[^，。；！？]{0,10}?(?:依旧|依然|仍旧|仍然|照旧|照样|原样)|\s+(?:still|as\s+ever|as\s+always)\b",
                                    text[n.end():n.end() + 16], re.I):
                            continue  # "换了判官的绿袍，腰间那枚青玉蝉依旧悬在老地方": the one thing that did not change
                        targets.append((f"wornItem:{p.lex.item_of[n.group().lower()]}", n.start(), n.end()))
                    if not targets and ss > 0:
                        # "It was a new one, … in place of the green one": the item is named just before
                        ps0 = an.view.sentence(ss - 1)[0]
                        for n in p.item_noun.finditer(text, ps0, ss):
                            owner = an.subject_at(n.start(), n.end())
                            if any(b.kind == "name" and not b.in_quote and b.value != owner and an._at_clause_head(b)
                                   for b in an.anchors[bisect_left(an.anchor_starts, ss):bisect_left(an.anchor_starts, se)]):
                                continue  # "…her jet brooch winking. Then Kit …, his right hand mended": Kit's, not hers
                            targets.append((f"wornItem:{p.lex.item_of[n.group().lower()]}", n.start(), n.end()))
                elif family == "eyes":
                    # "那对瞳孔……一点一点褪了色，最后变成了一种很淡的冰蓝色": the eyes changing on the page (in the
                    # narration; whose, the sentence says, or the one before it: "她的眼睛还是普普通通的黑色")
                    if an.view.quote_at(m.start()) is not None:
                        continue
                    for n in p.eye_noun.finditer(text, ss, se):
                        if not any(a.start < n.start() for a in an.anchors[bisect_left(an.anchor_starts, ss):
                                                                               bisect_left(an.anchor_starts, se)]) \
                                and ss > an.view.paragraph(ss)[0]:
                            ps0 = an.view.sentence(ss - 1)[0]
                            for n0 in p.eye_noun.finditer(text, ps0, ss):
                                targets.append(("eyeColour", n0.start(), n0.end()))
                        else:
                            targets.append(("eyeColour", n.start(), n.end()))
                else:
                    for n in p.mark.finditer(text, ss, se):
                        targets.append(("mark:*", n.start(), n.end()))
                    for n in p.side_part.finditer(text, ss, se):
                        targets.append(("mark:*", n.start(), n.end()))
                    for n in p.eye_noun.finditer(text, ss, se):
                        targets.append(("eyeColour", n.start(), n.end()))
                    for n in p.item_noun.finditer(text, ss, se):
                        targets.append((f"wornItem:{p.lex.item_of[n.group().lower()]}", n.start(), n.end()))
                for key, ts, te in targets:
                    if key == "handedness" and p.lex.language == "en" and \
                            re.search(r"\b(?:an?|another|some|one|two|three|several)\s+(?:[\w-]+\s+){0,2}$", text[max(ss, ts - 30):ts], re.I):
                        continue  # "he had set a broken arm for him in September": somebody's arm, not the subject's
                    if key == "handedness" and p.lex.language == "en" and \
                            re.search(r"\bon\s+(?:(?:the\s+)?(?:[\w-]+\s+){0,2}(?:finger|thumb|wrist)\s+of\s+)?(?:his|her|my|their)\s+(?:left|right)[\s-]*$",
                                      text[max(ss, ts - 50):ts], re.I):
                        continue  # "the silver ring on his right hand had worn a groove … ever since": where a ring is
                    # (a worn thing's owner may follow it: "the brass watch ticking in his waistcoat pocket where …")
                    subj = an.subject_at(ts, te) if key.startswith("wornItem") else an.subject_at(ts)
                    if not subj and family == "eyes":
                        # "背上的女孩……那对瞳孔……最后变成了一种很淡的冰蓝色。…… 周小满呆住了，那双冰蓝色的眼睛眨了
                        # 眨": eyes changing on someone not yet named; whose, the next eyes of that new colour the
                        # chapter gives a name to say
                        cols = [c for c in (lex_c.group() for lex_c in _colour_words(p).finditer(text, m.end(), se))]
                        q = se
                        for _ in range(300 if cols else 0):
                            if q >= len(text):
                                break
                            qs, qe = an.view.sentence(q)
                            if qe <= q:
                                q += 1
                                continue
                            for n2 in p.eye_noun.finditer(text, qs, qe):
                                if an.view.quote_at(n2.start()) is not None or not any(c in text[max(qs, n2.start() - 12):n2.start()] for c in cols):
                                    continue
                                own = next((a for a in an.anchors[bisect_left(an.anchor_starts, qs):bisect_left(an.anchor_starts, n2.start())]
                                            if a.kind == "name" and not a.in_quote), None)
                                subj = an._resolve_anchor(own) if own is not None else None
                                break
                            if subj:
                                break
                            q = qe
                    if not subj and key == "handedness" and p.lex.language == "en" and \
                            re.search(r"\bthe\s+(?:\w+\s+)?$", text[max(ss, ts - 14):ts], re.I):
                        # "Her left hand. Her writing hand. A long clean cut … The hand was now in a splint": the hand
                        # the paragraph spoke of, whoever's it was
                        ps0 = an.view.paragraph(ts)[0]
                        prev = [h for h in p.hand_noun.finditer(text, ps0, ss)
                                if re.search(r"\b(?:his|her|my)\s+(?:\w+\s+){0,2}$", text[max(ps0, h.start() - 24):h.start()], re.I)]
                        if prev:
                            subj = an.subject_at(prev[-1].start())
                    if not subj or (key, ss, subj) in seen:
                        continue
                    seen.add((key, ss, subj))
                    s0, e0 = an.view.trimmed(ss, se)
                    pred = key.split(":")[0]
                    extra = {}
                    rp = _REPLACING.search(text, ss, se) if family == "item" else None
                    if rp is not None:
                        # "……褪下来，……然后换上了那枚青玉扳指", "put on a new silver one": the new one named in the same
                        # sentence, after the putting on, is the value from now on
                        for n in p.item.finditer(text, rp.end(), se):
                            if f"wornItem:{p.lex.item_of.get((n.group('item') or '').lower(), '')}" != key:
                                continue
                            colour, material = p.parse_mod(n.group("mod"))
                            if colour or material:
                                extra = {"colour": colour, "material": material, "new": True}
                            break
                    temporary = family.endswith("_temp") or (
                        # "他左腕上的夹板还没拆……这些日子他只好用右手写字": a forced hand for as long as a passing hurt
                        # lasts (not "学会用右手", a hand learned for good)
                        family == "hand" and p.lex.language == "zh" and p.change_damage_temp is not None
                        and re.match(r"只能|只得|只好|不得不", m.group()) is not None
                        and p.change_damage_temp.search(text, ss, se) is not None)
                    if family == "item" and _ITEM_REMOVED.fullmatch(m.group()) and not extra and not re.search(
                            r"(?:系|挂|戴|别|套|佩)(?:在|上|到)|\b(?:put\s+(?:it|them)\s+on|fastened|hung\s+(?:it|them))\b",
                            text[m.end():se], re.I):
                        # taken off: it may be gone after, not turned into another (not "从木钉上摘下那串铜钥匙，系在
                        # 自己腰间": taken down to be put on)
                        extra = {"removal": True}
                    yield Fact(subject=subj, predicate=pred, key=key, object="*", chapter=chapter,
                               source=SourceRef(chapter=chapter, start=s0, end=e0, quote=text[s0:e0]),
                               modality="explained_change", detail={"cue": m.group(),
                                                                    "why": "healed" if family == "hand_healed" else family.replace("_temp", ""),
                                                                    "temporary": temporary, **extra})

"""The bible reader: character profiles, world and factions prose, rules.yaml, foreshadows.yaml -> entities and facts.

Every fact it makes has chapter 0 and the bible file as its source.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from extractors.entities import EntityIndex
from extractors.rule import RuleExtractor
from kg.book import BibleFiles
from kg.models import BookError, Entity, Fact, SourceRef

_BULLET = re.compile(r"^[ \t]*[-*+•][ \t]*(?P<key>[^：:\n]{1,40}?)[ \t]*[：:][ \t]*(?P<value>.*?)[ \t]*$")
_PLAIN_BULLET = re.compile(r"^[ \t]*[-*+•][ \t]*(?P<value>\S.*?)[ \t]*$")
_TITLE = re.compile(r"^#[ \t]+(?P<name>.+?)[ \t#]*$")
_SECTION = re.compile(r"^##+[ \t]+(?P<name>.+?)[ \t#]*$")
_SPLIT = re.compile(r"[、，,;；/|]+|\s+(?:and|or)\s+")
_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


@lru_cache(maxsize=1)
def bible_keys() -> tuple[dict[str, str], dict[str, list[str]]]:
    data = tomllib.loads(resources.files("extractors").joinpath("lexicons", "bible.toml").read_text("utf-8"))
    keys = {}
    for canon, words in data["keys"].items():
        for w in words:
            keys.setdefault(w.lower(), canon)
    return keys, data["sections"]


def zh_number(s: str) -> int | None:
    """一百二十 -> 120, 十七 -> 17, 17 -> 17."""
    s = s.strip()
    if s.isdigit():
        return int(s)
    s = s.translate(str.maketrans("０１２３４５６７８９", "0123456789"))
    if s.isdigit():
        return int(s)
    total, num = 0, 0
    units = {"十": 10, "百": 100, "千": 1000, "万": 10000}
    if not s or any(ch not in _ZH_DIGITS and ch not in units for ch in s):
        return None
    if not any(ch in units for ch in s) and (len(s) >= 3 or "〇" in s or "零" in s) and "两" not in s:
        return int("".join(str(_ZH_DIGITS[ch]) for ch in s))  # 三〇二 -> 302, 一九四九 -> 1949: digit by digit
    for ch in s:
        if ch in _ZH_DIGITS:
            num = _ZH_DIGITS[ch]
        else:
            u = units[ch]
            total += (num or 1) * u
            num = 0
    return total + num


def parse_age(value: str) -> int | None:
    # "16", "十六岁", and "十六" leading the value ("年龄：十六（第1章）")
    m = re.search(r"(\d+)|([零〇一二两三四五六七八九十百]+)(?=岁)|^\s*([零〇一二两三四五六七八九十百]+)(?![年月日天个位])", value)
    if not m:
        return None
    return int(m.group(1)) if m.group(1) else zh_number(m.group(2) or m.group(3))


def parse_gender(value: str) -> str | None:
    v = value.strip().lower()
    if re.match(r"^(男|male|man|m\b|boy|he)", v):
        return "m"
    if re.match(r"^(女|female|woman|f\b|girl|she)", v):
        return "f"
    return None


def parse_side(value: str) -> str | None:
    v = value.lower()
    left = bool(re.search(r"左|left|sinistral|southpaw", v))
    right = bool(re.search(r"右|right", v))
    if left and not right:
        return "left"
    if right and not left:
        return "right"
    if left and right:
        # "左手（左手打算盘，右手记账）", "left (but writes with the right)": the value before its gloss says it
        head = re.split(r"[（(，,；;:：—]|\s-\s", v, maxsplit=1)[0]
        if head.strip() and head != v:
            return parse_side(head)
    return None


@dataclass
class Bullet:
    section: str  # baseline | state
    key: str  # as written
    canon: str  # canonical key, or "" for a free trait
    value: str
    line: str  # the bullet as written, minus the marker (the evidence quote)


@dataclass
class Profile:
    path: str
    name: str
    aliases: list[str] = field(default_factory=list)
    bullets: list[Bullet] = field(default_factory=list)


def parse_profile(path: str, text: str) -> Profile:
    keys, sections = bible_keys()
    name = None
    section = "baseline"
    prof: Profile | None = None
    for raw in text.split("\n"):
        line = raw.rstrip()
        if name is None:
            m = _TITLE.match(line)
            if m:
                name = m.group("name").strip()
                prof = Profile(path=path, name=name)
            continue
        m = _SECTION.match(line)
        if m:
            head = m.group("name").lower()
            if any(w.lower() in head for w in sections["state"]):
                section = "state"
            else:
                section = "baseline"
            continue
        m = _BULLET.match(line)
        if m:
            key, value = m.group("key").strip(), m.group("value").strip()
            canon = keys.get(key.lower(), "")
            if not canon and (key.startswith("与") or key.lower().startswith("with ")):
                canon = "relation"
            if not canon:
                canon = _key_by_head(key, keys)
            if not canon and re.search(r"[/／、（(]", key):
                # "疤痕/标记", "Age (at chapter 1)": a key written as two names, or with a note after it
                canon = next((keys[k.strip().lower()] for k in re.split(r"[/／、（()）]", key) if k.strip().lower() in keys), "")
            assert prof is not None
            if canon == "aliases":
                prof.aliases.extend(a.strip() for a in _SPLIT.split(value) if a.strip() and a.strip() != name)
                continue
            prof.bullets.append(Bullet(section, key, canon, value, line.strip().lstrip("-*+• \t")))
    if prof is None:
        raise BookError(path, "character profile has no '# Name' title line")
    return prof


@dataclass
class BibleResult:
    entities: list[Entity]
    profiles: list[Profile]
    facts_pending: list[tuple[Profile, Bullet]]  # bullets that need the feature extractor
    facts: list[Fact]


_ZH_FEMALE = ("姑娘", "小姐", "夫人", "娘子", "姐姐", "妹妹", "姐", "妹", "女儿", "独女", "之女", "长女", "次女", "幼女",
              "妻", "母亲", "娘亲", "婶", "嫂", "姨", "丫头", "女子", "女人", "少女", "寡妇", "师太", "尼")
_ZH_MALE = ("公子", "少爷", "儿子", "独子", "之子", "长子", "次子", "幼子", "哥哥", "弟弟", "兄", "哥", "弟", "父亲",
            "丈夫", "叔", "伯", "爷", "汉子", "男子", "男人", "少年郎", "和尚", "道士", "老汉")


def _profile_gender(prof: Profile, language: str) -> str | None:
    """No gender bullet: the profile's own pronouns ("a scar above his left eyebrow", "她的师父"), or a role word."""
    text = " ".join(b.value for b in prof.bullets if b.canon != "relation")
    if language == "en":
        # (not words quoted in a bullet: 'talks to the kiln as "old girl"' is what he calls it)
        text = re.sub(r"[\"“][^\"”]{0,40}[\"”]", "", text)
        m = len(re.findall(r"\b(?:he|him|his|himself)\b", text, re.I))
        f = len(re.findall(r"\b(?:she|her|hers|herself)\b", text, re.I))
        # (not someone else's: "apprentice in the queen's workshop", "his mother's ring")
        m += len(re.findall(r"\b(?:man|boy|father|son|husband|brother|widower|monk|friar|king|lord)\b(?!['’]s\b)", text, re.I))
        f += len(re.findall(r"\b(?:woman|girl|mother|daughter|wife|sister|widow|nun|queen|lady)\b(?!['’]s\b)", text, re.I))
        m += len(re.findall(r"\b(?:bearded|beard|moustache|mustache|whiskers|sideburns)\b", text, re.I))  # "white-bearded"
        # "With Tom Gallagher: daughter": the role a relation line gives the profile's owner (its first words only:
        # "her old master; she was his apprentice" speaks of the other one after that)
        for b in prof.bullets:
            if b.canon == "relation":
                head = re.split(r"[;；,，(（]", b.value, 1)[0]
                if re.fullmatch(r"\s*(?:(?:an?|the|his|her|their|only|eldest|elder|older|younger|youngest|little|big|"
                                r"step-?|half-?|adopted|late)\s*)*(?:daughter|sister|wife|mother|niece|aunt|widow|girlfriend|"
                                r"fiancée|granddaughter|grandmother)\s*", head, re.I):
                    f += 1
                elif re.fullmatch(r"\s*(?:(?:an?|the|his|her|their|only|eldest|elder|older|younger|youngest|little|big|"
                                  r"step-?|half-?|adopted|late)\s*)*(?:son|brother|husband|father|nephew|uncle|widower|"
                                  r"boyfriend|fiancé|grandson|grandfather)\s*", head, re.I):
                    m += 1
        # an alias with a title: "Mr Hoad", "Mrs Callaghan"
        m += 2 * sum(1 for a in prof.aliases if re.match(r"(?:Mr|Sir|Lord|Master)\.?\s+[A-Z]", a))
        f += 2 * sum(1 for a in prof.aliases if re.match(r"(?:Mrs|Miss|Ms|Lady|Madam|Madame|Dame)\.?\s+[A-Z]", a))
    else:
        m, f = text.count("他"), text.count("她")
        # kinship and address in the bullets and the aliases (裴姑娘、禾姐; 裴守拙独女; 周家少爷)
        words = text + " " + " ".join(prof.aliases)
        # (not a relative the bullet speaks of: "父亲留下的旧机械表", "母亲送的玉镯" is someone else's father)
        words = re.sub(r"(?:父亲|母亲|娘亲|哥哥|姐姐|弟弟|妹妹|丈夫|妻子?|儿子|女儿|爷爷|奶奶|外婆|外公)(?=的|留|送|给|生前|遗|传)",
                       "", words)
        # ("父亲以前是赶马人", "母亲早逝": a relative the bullet speaks of heading a clause; not "三个孩子的父亲", what
        # the owner is)
        words = re.sub(r"(?:(?<=[：:，,；;。（(])|^|(?<=\s))(?:父亲|母亲|爹|娘|哥哥|姐姐|弟弟|妹妹|丈夫|妻子|儿子|女儿|爷爷|奶奶)"
                       r"(?=以前|早|曾|原|生前|是|在|也|已|去世|过世|病故|死)", "", words)
        # (nor one named after the kin word: "女儿赵小雨十四岁" is his daughter; nor what he calls others in quotation
        # marks: 爱叫人"老弟""大妹子")
        words = re.sub(r"(?:父亲|母亲|哥哥|姐姐|弟弟|妹妹|丈夫|妻子|儿子|女儿|孙子|孙女|侄子|侄女)(?=[\u4e00-\u9fff]{2,3}"
                       r"(?:[一二三四五六七八九十两0-9]|[，。；、）)\s]|$))", "", words)
        words = re.sub(r"[\"“「『][^\"”」』]{0,12}[\"”」』]", "", words)
        # "表盖里嵌着妻女的相片": his wife and daughter, someone else's kin (a wife of his says he is a man)
        wife = len(re.findall(r"妻女|妻儿|妻小|妻子儿女|(?:的|有|娶了?)(?:妻子|妻)", words))
        words = re.sub(r"妻子儿女|妻女|妻儿|妻小|儿女|子女", "", words)
        # (a disciple is either: "掌门的亲传弟子", "外门弟子", "徒弟")
        words = re.sub(r"弟子|徒弟|子弟|门徒|兄弟们|弟兄们", "", words)
        m += wife
        f += sum(words.count(w) for w in _ZH_FEMALE)
        m += sum(words.count(w) for w in _ZH_MALE)
        m += len(re.findall(r"[白长短黑花]须|胡须|胡子|络腮", text))  # "白须垂胸": a beard
        m += sum(1 for a in prof.aliases if re.search(r"[公翁]$|老爷$|先生$", a))  # 苏公, 陈老爷
        # "从重庆来的女画师", "女先生", "女学生": a woman by her calling, which outweighs a 沈先生 among her aliases (a
        # woman teacher or painter is 先生 too)
        f += 2 * len(re.findall(r"(?<![儿孙侄甥养义独长次幼之闺妇])女(?![儿子人婿孩娃])(?=[\u4e00-\u9fff])", text))
        m += 2 * len(re.findall(r"(?<![长次幼独之])男(?![儿子人孩娃])(?=[\u4e00-\u9fff])", text))
        f -= words.count("女婿") + words.count("姐夫") + words.count("妹夫")  # a man, though 女/姐/妹 are in it
        m += words.count("女婿") + words.count("姐夫") + words.count("妹夫")
    if m > f:
        return "m"
    if f > m:
        return "f"
    return None


def read_bible(bible: BibleFiles, language: str) -> BibleResult:
    profiles = [parse_profile(p, t) for p, t in bible.characters]
    seen: dict[str, str] = {}
    entities: list[Entity] = []
    facts: list[Fact] = []
    for prof in profiles:
        if prof.name in seen:
            raise BookError(prof.path, f"character {prof.name!r} already has a profile in {seen[prof.name]}")
        seen[prof.name] = prof.path
        ent = Entity(name=prof.name, kind="Character", aliases=list(dict.fromkeys(prof.aliases)), origin="bible")
        for b in prof.bullets:
            if b.canon == "gender":
                ent.gender = parse_gender(b.value)
        if ent.gender is None:
            ent.gender = _profile_gender(prof, language)
        entities.append(ent)
    # factions: '## Name' sections or '- Name：...' bullets in factions.md
    if bible.factions:
        path, text = bible.factions
        for line in text.split("\n"):
            m = _SECTION.match(line) or _BULLET.match(line)
            if m:
                nm = (m.groupdict().get("name") or m.groupdict().get("key") or "").strip()
                nm = re.sub(r"[（(].*?[)）]", "", nm).strip(" *_`")
                if nm and len(nm) <= 30 and nm not in seen:
                    seen[nm] = path
                    entities.append(Entity(name=nm, kind="Faction", origin="bible"))
    for r in bible.rules.get("rules", []):
        rid = str(r["id"])
        entities.append(Entity(name=rid, kind="Rule", origin="bible"))
        facts.append(Fact(subject=rid, predicate="ruleText", object=str(r.get("text") or rid), chapter=0,
                          layer="baseline", source=SourceRef(chapter=0, quote=str(r.get("text") or rid),
                                                             source=bible.rules_path),
                          detail={k: v for k, v in r.items() if k != "text"}))
    for f in bible.foreshadows:
        fid = str(f["id"])
        entities.append(Entity(name=fid, kind="Foreshadow", aliases=[], origin="bible"))
    return BibleResult(entities=entities, profiles=profiles, facts_pending=[], facts=facts)


def _key_by_head(key: str, keys: dict[str, str]) -> str:
    """A key the list does not hold, read by its head word: "异能等级", "修炼境界" (…等级, …境界), "Delver grade",
    "Guild rank" (… grade, … rank). Only ranks and ages: a free trait keeps its own name otherwise."""
    low = key.lower().strip()
    if re.search(r"[\u4e00-\u9fff]", low):
        hit = max((w for w in keys if len(w) >= 2 and low.endswith(w) and keys[w] in ("rank", "age")), key=len, default="")
    else:
        last = low.split()[-1] if low.split() else ""
        hit = last if len(low.split()) >= 2 and keys.get(last) in ("rank", "age") else ""
    return keys.get(hit, "") if hit else ""


# a bond's history told in a profile's bullet: a change, and the chapters it happens in
_BIBLE_HISTORY = re.compile(r"\b(?:cool(?:ed)?|quarrel(?:s|led|ed)?|fell\s+out|falling[- ]out|fall\s+out|estranged|rift|break|broke|"
                            r"reconcil\w*|made\s+(?:it\s+)?up|later|until|till|after(?:wards)?|then|from\s+chapter)\b|"
                            r"反目|翻脸|闹翻|决裂|结仇|和好|和解|后来|此后|之后|直到|从第")
_BIBLE_CHAPTER_REF = re.compile(r"\bchapters?\s+\d+|\bch\.?\s*\d+|第\s*[\d一二三四五六七八九十百]+\s*章", re.I)


def relation_of(value: str, owner: str, other: str, language: str, owner_gender: str | None = None,
                other_gender: str | None = None) -> tuple[str, str, str] | None:
    """The vocabulary relation a profile's "与X：…" / "With X: …" bullet states, as (predicate, subject, object).

    Symmetric words (结义兄弟, sworn friends, enemies) in either language. Directed roles only where the
    direction is written out: "裴衡是其师父" / "X是他的父亲" (X is the role of the profile's owner). A bare role word
    ("与陆照微：师父", "With Kit: his master") is left alone: profiles use it both ways round.
    """
    from extractors.lexicon import load_lexicon
    from extractors.story import story_patterns

    sp = story_patterns(load_lexicon(language), (), (), ())
    text = value.strip()
    hist = _BIBLE_HISTORY.search(text)
    if hist and _BIBLE_CHAPTER_REF.search(text):
        # "boyhood friends in one boat; quarrel in the net loft (chapter 4); enemies; reconciled at Jacob's grave
        # (chapter 13)": the bullet tells the story of the bond; the bible's own is how it stood before the change
        text = text[:hist.start()].rstrip(" ;,，；。")
        if not text:
            return None
    low = text.lower()
    # a negation at the head ("无", "not") says there is no such bond; a name that holds 无 (钱无咎) says nothing
    probe = text.replace(owner, "").replace(other, "") if language == "zh" else text
    if sp.rel_negation.search(probe[:6]):
        return None
    named = _named_role(text, owner, other, language, sp.roles)
    if named:
        return named
    if language != "zh" and bool(owner_gender) != bool(other_gender) and re.search(r"\b(?:he|him|his)\b", low) \
            and re.search(r"\b(?:she|her|hers)\b", low):
        # "mentor (he is training her)" where only one of the two is known to be a he: the other is the she
        owner_gender = owner_gender or {"m": "f", "f": "m"}.get(other_gender or "")
        other_gender = other_gender or {"m": "f", "f": "m"}.get(owner_gender or "")
    if language != "zh" and owner_gender and other_gender and owner_gender != other_gender:
        # English profiles say "her master; she is his apprentice", "his old teacher; she trained him": with two
        # genders the pronouns tell who is who
        who = {"m": {}, "f": {}}
        who[owner_gender] = owner
        who[other_gender] = other
        pron = {"he": "m", "him": "m", "his": "m", "she": "f", "her": "f", "hers": "f"}
        roles = "|".join(map(re.escape, sorted(sp.roles, key=len, reverse=True)))
        m = re.search(rf"\b(he|she)\s+(?:is|was|had been|has been)\s+(?:also\s+)?(his|her)\s+(?:old\s+|former\s+|first\s+)?({roles})\b", low)
        if m:
            return sp.roles[m.group(3)], who[pron[m.group(1)]], who[pron[m.group(2)]]
        m = re.search(r"\b(he|she)\s+(?:(?:is|was|has\s+been)\s+(?:training|teaching|mentoring)|trained|taught|raised|tutored|mentored|apprenticed)\s+(him|her)\b(?!\s+nothing)", low)
        if m:
            return "masterOf", who[pron[m.group(1)]], who[pron[m.group(2)]]
        m = re.match(rf"\s*(his|her)\s+(?:old\s+|former\s+|first\s+|dear\s+)?({roles})\b", low)
        if m:
            possessor = who[pron[m.group(1)]]
            holder = other if possessor == owner else owner
            return sp.roles[m.group(2)], holder, possessor
    if language != "zh" and re.search(r"\bfriendly\s+(?:rivals?|competitors?|enemies)\b", low) and "friendOf" in sp.sym.values():
        return "friendOf", owner, other  # "friendly rival": a rivalry between friends
    for word in sorted(sp.sym, key=len, reverse=True):
        # (an English word whole: not the "wed" of "each other's weddings")
        for m in re.finditer(re.escape(word) if language == "zh" else rf"(?<![\w'’-]){re.escape(word)}(?![\w-])", low):
            if re.search(r"(?:前任|前|曾经的|曾是|昔日的?|旧日的?)$|\b(?:former|ex-|one-time|onetime|old\s+flame,?\s+once)\s*$",
                          low[max(0, m.start() - 8):m.start()]):
                continue  # "高中时的前任恋人", "her former fiancé": a bond that was, not one that is
            return sp.sym[word], owner, other
    if language != "zh" and re.search(r"\b(?:friendly|on\s+friendly\s+terms)\b", low) and not sp.rel_negation.search(low[:12]):
        return "friendOf", owner, other  # "With Nell Ashby: friendly"
    return None


_ZH_TAKE = {"徒": "masterOf", "徒弟": "masterOf", "弟子": "masterOf", "关门弟子": "masterOf", "义子": "parentOf",
            "义女": "parentOf", "养子": "parentOf", "养女": "parentOf", "干儿子": "parentOf", "干女儿": "parentOf"}


@lru_cache(maxsize=8)
def _role_patterns(language: str, roles: tuple[str, ...]) -> dict[str, re.Pattern]:
    """The patterns of _named_role, compiled once per language (names are checked on the match, not in it)."""
    role_alt = "|".join(map(re.escape, sorted(roles, key=len, reverse=True)))
    if language == "zh":
        take = "|".join(sorted(_ZH_TAKE, key=len, reverse=True))
        # (师兄 of 师兄弟 is no role: the two of them, learned under one master)
        return {"is": re.compile(rf"(?:便是|正是|乃是|是|乃)(?P<mid>[^，。；、（）()]{{0,14}}?)(?P<role>{role_alt})(?!(?<=[兄姐哥])[弟妹])"),
                "master": re.compile(r"为师(?![兄弟姐妹叔伯侄祖])"),
                "take": re.compile(rf"收(?:了)?(?P<obj>[^，。；、（）()为作做]{{1,8}})(?:为|作|做)(?P<role>{take})")}
    word = r"(?-i:[A-Z][\w'’-]+)"
    obj = rf"(?P<obj>him|her|{word})"
    return {"lead_poss": re.compile(rf"\s*(?:(?:the|a|an)\s+)?(?P<poss>{word}['’]s)\s+(?:[\w-]+\s+){{0,2}}?(?P<role>{role_alt})\b", re.I),
            # "former pupil of Rennick on the Intercolonial": the same, the one named after "of"
            "lead_of": re.compile(rf"\s*(?:(?:the|a|an|his|her)\s+)?(?:(?:former|old|first|one-time|onetime|favourite|favorite|"
                                  rf"best|star|own)\s+)?(?P<role>{role_alt})\s+of\s+(?P<poss>(?:{word}\s+){{0,2}}{word})\b", re.I),
            "is": re.compile(rf"\b(?P<subj>{word})\s+(?:is|was|had been|has been)\s+(?:also\s+)?(?P<poss>(?:{word}\s+){{0,2}}{word}['’]s|his|her)\s+"
                             rf"(?:[\w-]+\s+){{0,2}}?(?P<role>{role_alt})\b(?!['’]s\b)", re.I),
            "taught": re.compile(rf"(?:^|[;,(]\s*|\band\s+)(?:had\s+)?(?:first\s+)?(?:(?:taught|trained|tutored|schooled|teaching|training)\s+{obj}\b"
                                 rf"|(?:took|had\s+taken)\s+{obj.replace('obj', 'obj2')}(?:\s+on|\s+in|\s+into\s+[\w\s]{{1,30}}?)?\s+as\s+"
                                 rf"(?:an?\s+|his\s+|her\s+)?[\w-]+)", re.I),
            "learned": re.compile(rf"(?:^|[;,(]\s*)(?:had\s+)?(?:learned|learnt|learning|was apprenticed to|trained under|studied under)\b"
                                  rf"[^;]{{0,40}}?\b(?:from|under|to)\s+{obj}\b", re.I),
            # "his old master, who taught him his trade": the one the bullet is about taught the profile's owner
            # "Rudd served his time under Meggs", "Ned was apprenticed to him": a name that learned from the other
            "named_learned": re.compile(rf"\b(?P<subj>{word})\s+(?:had\s+)?(?:served\s+(?:his|her)\s+(?:time|apprenticeship)\s+"
                                        rf"(?:under|with|to)|was\s+(?:bound\s+)?apprenticed\s+to|was\s+bound\s+apprentice\s+to|"
                                        rf"trained\s+under|studied\s+under|learned\s+(?:[\w-]+\s+){{0,4}}?(?:from|under))\s+{obj}\b"),
            # "Isaac teaches him the boat and the iron": a name that teaches the owner holds the role
            "named_taught": re.compile(rf"\b(?P<subj>{word})\s+(?:(?:teaches|taught|trains|trained|has\s+taught|is\s+teaching|is\s+training)\s+(?:him|her)\b(?!\s+nothing)"
                                       rf"|(?:broke|breaks|had\s+broken|has\s+broken)\s+(?:him|her|{word})\s+in\b)"),
            "who_taught": re.compile(r"\bwho\s+(?:had\s+)?(?:first\s+)?(?:taught|trained|tutored|schooled)\s+(?:him|her)\b", re.I),
            # "his former apprentice, whom he sponsored and trained": the one the bullet is about, taught by the owner
            "whom_taught": re.compile(r"\bwhom\s+(?:he|she)\s+(?:had\s+)?(?:[\w-]+\s+and\s+)?(?:taught|trained|tutored|schooled|"
                                      r"mentored|apprenticed)\b", re.I)}


def _named_role(text: str, owner: str, other: str, language: str, roles: dict[str, str]) -> tuple[str, str, str] | None:
    """A directed role written out with a name, so there is no doubt who holds it: "了尘是杜衡山的授业师父",
    "程砚是他的二弟子", "他是秦照野的师父", "师徒（裴九龄为师）", "收宋砚秋为义子", "Jerome is Oswin's teacher",
    "Kell is his teacher", "Threlfall was his master", "his teacher; taught him to hew" (the owner is the
    unwritten subject), "师徒（钱守义是师父，冯小六是徒弟）" (a bare role: of the two, the other). Returns (predicate, holder of the role, the other)."""
    pats = _role_patterns(language, tuple(sorted(roles)))
    who: dict[str, str] = {}
    for person in (other, owner):  # the owner's forms win a clash
        who[person.lower()] = person
        if language != "zh":
            for w in re.split(r"\s+", person):
                if len(w) > 2 and w[0].isupper():
                    who[w.lower()] = person

    def the_other(p: str) -> str:
        return other if p == owner else owner

    if language == "zh":
        forms = sorted(who, key=len, reverse=True)
        for m in pats["is"].finditer(text):
            before = text[:m.start()]
            subj = next((who[f] for f in forms if before.endswith(f)), None)
            if subj is None and before.endswith(("他", "她")):
                subj = owner
            if subj is None:
                continue
            mid = m.group("mid")
            poss = next((who[f] for f in forms if mid.startswith(f)), None)
            if poss is None and mid[:1] in ("其", "他", "她"):
                poss = the_other(subj)
            if poss is None and not mid.strip():
                poss = the_other(subj)  # "师徒（钱守义是师父，冯小六是徒弟）": of the two the bullet is about, the other
            if poss is None or poss == subj:
                continue
            return roles[m.group("role")], subj, poss
        for m in pats["master"].finditer(text):
            subj = next((who[f] for f in forms if text[:m.start()].endswith(f)), None)
            if subj:
                return "masterOf", subj, the_other(subj)
        for m in pats["take"].finditer(text):
            obj = who.get(m.group("obj").lower())
            if obj:
                return _ZH_TAKE[m.group("role")], the_other(obj), obj
        return None
    m = pats["lead_poss"].match(text)
    if m:
        # "With Gus Marchetti: Gus's apprentice; Gus took him on …": the owner is the role of the one named
        poss = who.get(re.sub(r"['’]s$", "", m.group("poss")).lower())
        if poss is not None and poss != owner:
            return roles[m.group("role").lower()], owner, poss
    m = pats["lead_of"].match(text)
    if m:
        p = m.group("poss").lower()
        poss = who.get(p) or who.get(p.split()[-1])
        if poss is not None and poss != owner:
            return roles[m.group("role").lower()], owner, poss
    for m in pats["is"].finditer(text):
        subj = who.get(m.group("subj").lower())
        if subj is None:
            continue
        p = re.sub(r"['’]s$", "", m.group("poss")).lower()
        poss = (who.get(p) or who.get(p.split()[-1])) if p not in ("his", "her") else the_other(subj)
        if poss is None or poss == subj:
            continue
        return roles[m.group("role").lower()], subj, poss
    for m in pats["named_learned"].finditer(text):
        subj, o = who.get(m.group("subj").lower()), m.group("obj").lower()
        obj = the_other(subj) if subj is not None and o in ("him", "her") else who.get(o)
        if subj is not None and obj is not None and obj != subj:
            return "discipleOf", subj, obj
    for m in pats["named_taught"].finditer(text):
        subj = who.get(m.group("subj").lower())
        if subj is not None:
            return "masterOf", subj, the_other(subj)
    if pats["whom_taught"].search(text):
        return "masterOf", owner, other
    if pats["who_taught"].search(text) and not pats["taught"].search(text[:pats["who_taught"].search(text).start()]):
        return "masterOf", other, owner
    for key, pred in (("taught", "masterOf"), ("learned", "discipleOf")):
        for m in pats[key].finditer(text):
            o = (m.groupdict().get("obj") or m.groupdict().get("obj2") or "").lower()
            if o in ("him", "her") and re.search(r"\bwho\b[^;]*$", text[:m.start()], re.I):
                return pred, other, owner  # "his old master, who took him on … and trained him": the who does it
            if o in ("him", "her") or who.get(o) == other:
                return pred, owner, other
    return None


_EN_PARENT_CHILD = re.compile(r"\s*(?:(?:his|her|their|the)\s+)?(?:late\s+|own\s+|only\s+|eldest\s+|youngest\s+)?"
                              r"(?:father|mother|dad|mum|mom|son|daughter|parent|child)(?![\w-])", re.I)  # not "daughter-in-law"
_ZH_PARENT_CHILD = re.compile(r"\s*(?:其|他的|她的|他|她)?(?:父亲|母亲|爹|娘|儿子|女儿|独子|独女|长子|幼子|父子|母子|父女|母女)(?!的|之)")
PARENT_GAP = 14  # years: a bare "his father" between two of one sex is read by their ages when they differ this much
# "With Joe Cardinal: his uncle", "与刘四：舅甥": uncle (or aunt) and nephew (or niece), the older the uncle
_EN_UNCLE_NEPHEW = re.compile(r"\s*(?:(?:his|her|their|the)\s+)?(?:late\s+|own\s+|only\s+|eldest\s+|youngest\s+|favourite\s+|"
                              r"favorite\s+|great[- ])?(?:uncle|aunt|nephew|niece)(?![\w-])", re.I)
_ZH_UNCLE_NEPHEW = re.compile(r"\s*(?:其|他的|她的|他|她)?(?:舅甥|叔侄|伯侄|姑侄|姨甥|舅舅|舅父|叔父|伯父|姑妈|姑母|姨妈|姨母|外甥|侄子|侄儿|侄女)(?!的|之)")
KIN_GAP = 8  # years: uncles are mostly a generation older, but not always by much


def _kin_by_age(value: str, owner: str, other: str, ages: dict, language: str) -> tuple[str, str, str] | None:
    """"With Owen Hollis: his father" in Tom's profile, both men: the bare word does not say who is whose father,
    the profiles' ages do (the older is the parent)."""
    rx = _EN_PARENT_CHILD if language == "en" else _ZH_PARENT_CHILD
    pred, gap = "parentOf", PARENT_GAP
    if not rx.match(value):
        if not (_EN_UNCLE_NEPHEW if language == "en" else _ZH_UNCLE_NEPHEW).match(value):
            return None
        pred, gap = "uncleOf", KIN_GAP
    a, b = ages.get(owner), ages.get(other)
    if a is None or b is None or abs(a - b) < gap:
        return None
    return (pred, owner, other) if a > b else (pred, other, owner)


def profile_facts(profiles: list[Profile], extractor: RuleExtractor, index: EntityIndex) -> list[Fact]:
    """Facts from profile bullets; features inside prose values go through the rule extractor."""
    out: list[Fact] = []
    ages = {prof.name: parse_age(b.value) for prof in profiles for b in prof.bullets if b.canon == "age"}
    for prof in profiles:
        for b in prof.bullets:
            src = SourceRef(chapter=0, quote=b.line, source=prof.path)
            layer = "baseline" if b.section == "baseline" else "state"
            base = dict(subject=prof.name, chapter=0, source=src, layer=layer)
            if b.canon == "handedness":
                side = parse_side(b.value)
                if side:
                    out.append(Fact(predicate="handedness", key="handedness", object=side, modality="habit",
                                    detail={"strength": "strong"}, **base))
                continue
            if b.canon == "gender":
                g = parse_gender(b.value)
                if g:
                    out.append(Fact(predicate="gender", key="gender", object=g, **base))
                continue
            if b.canon == "age":
                age = parse_age(b.value)
                if age is not None:
                    out.append(Fact(predicate="age", key="age", object=str(age), detail={"text": b.value}, **base))
                continue
            if b.canon == "eyes":
                colour, _ = extractor.pats.parse_mod(b.value)
                if colour:
                    # ("Eyes: grey-green", "dark brown, almost black": either of the two)
                    jo = re.search(r"(?i)\b[a-z]+-([a-z]+)\b|\b(?:almost|nearly|near|or|shading\s+to|verging\s+on)\s+([a-z]+)\b", b.value) \
                        if index.language != "zh" else None
                    c2 = extractor.pats.parse_mod(jo.group(1) or jo.group(2))[0] if jo else None
                    out.append(Fact(predicate="eyeColour", key="eyeColour", object=colour,
                                    detail={"also": c2} if c2 and c2 != colour else {}, **base))
                    continue
            if b.canon in ("appearance", "worn", "eyes", "wound", "hair") or not b.canon:
                feats = extractor.extract_value(b.value, prof.name, index)
                if (not b.canon or b.canon == "wound") and re.search(
                        r"(?i)injur|wound|burn|broke|sprain|heal|splint|sling|until|while|temporar|伤|烫|骨折|扭|养好|痊愈|之前|期间",
                        f"{b.key} {b.value}"):
                    # "Injury: burns his left palm …; writes right-handed, badly, until it heals": a hand forced for a
                    # while, not the hand he uses
                    feats = [f for f in feats if f.predicate != "handedness"]
                for f in feats:
                    f.source = src
                    f.layer = layer
                    if b.canon == "wound" and f.predicate == "wound":
                        f.detail["event"] = True
                    if f.predicate == "wornItem":
                        f.detail["always"] = True
                out.extend(feats)
                if b.canon == "worn" and not any(f.predicate == "wornItem" for f in feats):
                    # a worn thing with no colour or metal named ("左腕上一块旧海鸥牌机械表"): worn all the same, so that
                    # "手腕上向来空荡荡的，从来不戴什么表" can be held against it (nothing else is: validators.baseline)
                    # (not the first noun of a compound: "the cap badge … made into a brooch" is a brooch)
                    n = next((x for x in extractor.pats.item_noun.finditer(b.value)
                              if not re.match(r"(?i)[\s-]+(?:badges?|pins?|box(?:es)?|fingers?|pegs?|racks?|stands?|makers?|shops?)\b",
                                              b.value[x.end():x.end() + 12])), None)
                    item = extractor.pats.lex.item_of.get(n.group().lower()) if n else None
                    if item and not (index.language == "zh" and n.group() == "表"
                                     and b.value[n.end():n.end() + 1] in ("情", "哥", "姐", "弟", "妹", "示", "达", "演", "格")):
                        out.append(Fact(predicate="wornItem", key=f"wornItem:{item}", object="worn",
                                        detail={"item": item, "any": True, "always": True}, **base))
                elif b.canon == "worn" and index.language != "zh":
                    # "a gold half-hunter pocket watch on a gold chain across his waistcoat": the chain's metal is
                    # read, and the watch it holds is worn too (its first clause's things, each once)
                    have = {f.key for f in feats if f.predicate == "wornItem"}
                    head = re.split(r"[;(]", b.value, maxsplit=1)[0]
                    for x in extractor.pats.item_noun.finditer(head):
                        item = extractor.pats.lex.item_of.get(x.group().lower())
                        if item and f"wornItem:{item}" not in have and not re.match(
                                r"(?i)[\s-]+(?:badges?|pins?|box(?:es)?|fingers?|pegs?|racks?|stands?|makers?|shops?)\b",
                                head[x.end():x.end() + 12]):
                            have.add(f"wornItem:{item}")
                            out.append(Fact(predicate="wornItem", key=f"wornItem:{item}", object="worn",
                                            detail={"item": item, "any": True, "always": True}, **base))
                if b.canon in ("appearance", "worn", "eyes", "wound", "hair"):
                    if not feats:
                        out.append(Fact(predicate="trait", key=b.key, object=b.value, **base))
                    continue
            if b.canon == "relation":
                other = re.sub(r"^(与|with\s+)", "", b.key, flags=re.I).strip()
                out.append(Fact(predicate="relation", key=f"relation:{other}", object=other,
                                detail={"text": b.value}, **base))
                canon_other = index.canonical(other) or other
                if index.language != "zh" and canon_other in index.entities and \
                        bool(index.gender.get(prof.name)) != bool(index.gender.get(canon_other)) and \
                        re.search(r"\b(?:he|him|his)\b", b.value, re.I) and re.search(r"\b(?:she|her|hers)\b", b.value, re.I):
                    # "With Sung-min Yoo: mentor (he is training her)": the one not known to be a he is the she
                    known, unknown = (prof.name, canon_other) if index.gender.get(prof.name) else (canon_other, prof.name)
                    index.gender[unknown] = {"m": "f", "f": "m"}[index.gender[known]]
                rel = relation_of(b.value, prof.name, canon_other, index.language,
                                  index.gender.get(prof.name), index.gender.get(canon_other))
                if rel is None:
                    rel = _kin_by_age(b.value, prof.name, canon_other, ages, index.language)
                if rel:
                    pred, subj, obj = rel
                    out.append(Fact(predicate=pred, key=f"rel:{pred}", object=obj, subject=subj, chapter=0,
                                    source=src, layer=layer, detail={"text": b.value, "pattern": "bible"}))
                continue
            pred = {"role": "role", "speech": "speech", "rank": "rank"}.get(b.canon, "trait")
            value = scale_rank(b.value, index.terms.get("ranks", ()), index.language) if pred == "rank" else b.value
            out.append(Fact(predicate=pred, key=b.canon or b.key, object=value, **base,
                            detail={"text": b.value} if value != b.value else {}))
    return out


def scale_rank(value: str, scale: tuple[str, ...] | list[str], language: str) -> str:
    """A profile's rank as the power scale names it: 炼气期（炼气九层） and 炼气九层 are 炼气期, "Deputy (since May)"
    and "a deputy" are deputy, when the scale has them; "assistant manager" is not manager. A value that names
    no rank of the scale stays as written."""
    if not scale or value in scale:
        return value
    head = re.split(r"[（(，,;；]| - ", value, maxsplit=1)[0].strip()
    if language == "en":
        head = re.sub(r"^(?:an?|the)\s+", "", head.lower())
        return next((r for r in scale if r.lower() == head), value)
    best = None
    for r in scale:
        stem = r[:-1] if len(r) >= 3 and r[-1] in "期境阶级" else r
        if head.startswith(stem) and (best is None or len(stem) > len(best[1])):
            best = (r, stem)
    return best[0] if best else value

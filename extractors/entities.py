"""The book's cast: bible entities, the narrator, and characters discovered in the text."""
from __future__ import annotations

import hashlib
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache

from extractors.lexicon import Lexicon, trie_regex
from kg.models import Entity

_ZH_FUNCTION_START = set("一二三四五六七八九十两百千万几说道曰却又便那这只因乃遂忙也亦都一不是了的着在和与及同对向把被将从令使叫请来去上下中里我你他她之其此而且若如于以为当即就再已皆尽共各每众然低半")
_ZH_FUNCTION_END = set("了的着在和与及也又便就都说道曰笑问答叫喝")


@dataclass
class EntityIndex:
    entities: dict[str, Entity]
    surface: dict[str, str]  # surface form -> canonical name
    narrator: str | None
    language: str
    regex: re.Pattern | None = None
    fingerprint: str = ""
    gender: dict[str, str] = field(default_factory=dict)
    # book terms from the bible the extractor looks for: rank names, forbidden actions, foreshadow cues
    terms: dict[str, tuple] = field(default_factory=dict)

    def build(self) -> "EntityIndex":
        forms = [s for s in self.surface if s]
        if forms:
            body = trie_regex(forms)
            if self.language == "en":
                # a lookahead on the possible first letters lets the engine skip ahead (same matches, faster)
                firsts = "".join(sorted({f[0] for f in forms if f}))
                self.regex = re.compile("(?=[" + re.escape(firsts) + r"])(?<![\w'’-])" + body + r"(?![\w-])")
            else:
                self.regex = re.compile(body)
        h = hashlib.sha256()
        for s in sorted(self.surface):
            h.update(f"{s}\t{self.surface[s]}\n".encode())
        for n in sorted(self.gender):
            h.update(f"g{n}\t{self.gender[n]}\n".encode())
        h.update(f"narrator\t{self.narrator}".encode())
        for k in sorted(self.terms):
            h.update(f"term\t{k}\t{self.terms[k]!r}\n".encode())
        self.fingerprint = h.hexdigest()[:16]
        return self

    def canonical(self, name: str) -> str | None:
        return self.surface.get(name) or (name if name in self.entities else None)


@lru_cache(maxsize=8192)
def _text_key(text: str) -> str:  # the same chapter text is keyed twice per review (discovery, gender votes)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:20]


_FORK: dict = {}


def _fork_call(i: int):
    return _FORK["fn"](_FORK["texts"][i])


def _prescan(cache: dict | None, keyed: list[tuple[str, str]], fn) -> dict:
    """fn over the texts whose key is not in the cache yet, in forked worker processes when there are many (a cold
    review of a long book): key -> result. Nothing when few are missing, or fork is not to be used here (another
    thread running, as under the dashboard; LOREGRAPH_WORKERS=1); _cached then computes them one by one."""
    import multiprocessing as mp
    import os
    import threading

    have = cache.get("data", {}) if cache is not None else {}
    todo = [(k, t) for k, t in dict(keyed).items() if k not in have]
    env = os.environ.get("LOREGRAPH_WORKERS", "")
    n = int(env) if env.isdigit() else min(4, os.cpu_count() or 1)
    if len(todo) < PRESCAN_FROM or n < 2 or "fork" not in mp.get_all_start_methods() or threading.active_count() > 1:
        return {}
    _FORK.update(fn=fn, texts=[t for _, t in todo])
    try:
        with mp.get_context("fork").Pool(n) as pool:
            got = pool.map(_fork_call, range(len(todo)), chunksize=max(1, len(todo) // (n * 4)))
    finally:
        _FORK.clear()
    return {k: r for (k, _), r in zip(todo, got)}


PRESCAN_FROM = 200  # texts to scan before worker processes pay for themselves


def _cached(cache: dict | None, key: str, compute):
    """Per-text scan results, kept across reviews (an edit rescans only the chapter it touched)."""
    if cache is None:
        return compute()
    hit = cache.get("data", {}).get(key)
    if hit is None:
        hit = compute()
        cache.setdefault("data", {})[key] = hit
        cache["dirty"] = True
    cache.setdefault("used", set()).add(key)
    return hit


# a place and where on it: 江上, 河边, 山下, 船头 (江, 山, 路 are surnames too; these are no names)
_ZH_PLACE_NOUNS = set("江河湖海山岸船城门路天地水林村镇街湾滩峡舱楼院屋崖坡桥井田")
_ZH_LOCATIVES = set("上下里中边外内头面前后旁底口心")


def discover_zh(texts: list[str], lex: Lexicon, known: set[str], min_count: int = 3,
                cache: dict | None = None) -> Counter:
    verbs = lex.words("discovery", "speech_verbs")
    stop = set(lex.words("discovery", "stopwords")) | set(lex.words("discovery", "manner_words"))
    rx = re.compile(r"(?<=[\u4e00-\u9fff])(?:" + trie_regex(verbs) + ")")
    surnames = set(lex.data["discovery"].get("surnames", ""))
    compound = tuple(lex.words("discovery", "compound_surnames"))
    acts = lex.words("discovery", "action_verbs")
    arx = re.compile(r"(?<=[\u4e00-\u9fff])(?:" + trie_regex(acts) + ")") if acts else None

    def scan(text: str) -> dict[str, int]:
        counts: Counter = Counter()
        for m in rx.finditer(text):
            p = m.start()
            for n in (2, 3):
                cand = text[p - n:p]
                if len(cand) == n and all("\u4e00" <= ch <= "\u9fff" for ch in cand):
                    counts[cand] += 1
        if arx is not None:
            for m in arx.finditer(text):
                p = m.start()
                for n in (2, 3):
                    cand = text[p - n:p]
                    if len(cand) == n and (cand[0] in surnames or cand.startswith(compound)) \
                            and all("\u4e00" <= ch <= "\u9fff" for ch in cand):
                        counts[cand] += 1
        return dict(counts)

    counts: Counter = Counter()
    pre = _prescan(cache, [("dz|" + _text_key(t), t) for t in texts], scan)
    for text in texts:
        key = "dz|" + _text_key(text)
        counts.update(_cached(cache, key, lambda: pre[key] if key in pre else scan(text)))
    out: Counter = Counter()
    known_by_last: dict[str, list[str]] = defaultdict(list)
    for k in known:
        if 2 <= len(k) <= 3 and all("\u4e00" <= ch <= "\u9fff" for ch in k):
            known_by_last[k[-1]].append(k[:-1])  # (the known name's head: with the candidate it spells the name + verb)
    glued, big, alone = None, "", None
    givens = {k[1:] for k in known if len(k) == 3}
    for cand, c in counts.items():
        if c < min_count or cand in stop or cand in known:
            continue
        if cand[0] in _ZH_FUNCTION_START or cand[-1] in _ZH_FUNCTION_END:
            continue
        if cand.endswith("自己"):
            continue  # "水自己", "他自己": a reflexive, no one's name
        if len(cand) == 2 and cand[0] in _ZH_PLACE_NOUNS and cand[1] in _ZH_LOCATIVES:
            continue  # "死在他跑了四十年的川江上", "江上起了风": on the river, not a man named 江上
        if "一" in cand[1:] and cand[0] not in surnames:
            continue  # "喝一声", "看一眼": a verb and its count, not a name
        if len(cand) == 3 and counts.get(cand[1:], 0) >= c and cand[1:] not in stop and cand[0] not in surnames:
            continue  # a function character glued to a two-character name (a surname makes it a full name)
        if len(cand) == 3 and (cand[:2] in known or cand[1:] in known):
            continue  # "沈砚点了点头": a known name and the verb after it (or before it), not someone new
        if len(cand) == 3 and cand[:2] in givens:
            continue  # "怀安点" of "周怀安点了点头": a known given name and what follows it
        if known_by_last.get(cand[0]):
            if glued is None:
                glued, big = _glued_tails(texts, known_by_last)
            g = glued.get(cand, 0)
            if g and alone is None:
                alone = _counts_from(big, set(known_by_last))
            if g and g * 10 >= alone.get(cand, 0) * 6:
                continue  # "绣云拼命……", "小满点了点头": the tail of a known name and what follows it
        if len(cand) == 2 and any(counts.get(k + cand, 0) * 10 >= c * 6 for k in known_by_last.get(cand[0], ())):
            continue  # "衡点" in "沈衡点点头": the tail of a known name and the verb's first character
        out[cand] = c
    # a two-character candidate that is the tail of a three-character name seen as often: the name's tail
    for cand in list(out):
        if len(cand) == 3 and cand[1:] in out and out[cand] >= 0.6 * out[cand[1:]]:
            del out[cand[1:]]
    return out


def _counts_from(big: str, firsts: set[str]) -> Counter:
    """How often each two- and three-character string that starts with one of `firsts` occurs in `big`."""
    out: Counter = Counter()
    for m in re.finditer("[" + re.escape("".join(sorted(firsts))) + "]", big):
        i = m.start()
        out[big[i:i + 2]] += 1
        out[big[i:i + 3]] += 1
    return out


def _glued_tails(texts: list[str], known_by_last: dict[str, list[str]]) -> tuple[Counter, str]:
    """How often each known name's last character is followed by one or two more characters ("小满点", "绣云拼命"
    counted as "满点", "云拼命"), over all the chapters; with the chapters joined (to count a candidate alone)."""
    big = "\x00".join(texts)
    glued: Counter = Counter()
    names = sorted({h + last for last, hs in known_by_last.items() for h in hs}, key=len, reverse=True)
    if names:
        for m in re.finditer("|".join(map(re.escape, names)), big):
            nxt = big[m.end():m.end() + 2]
            last = m.group()[-1]
            if nxt[:1]:
                glued[last + nxt[:1]] += 1
            if len(nxt) == 2:
                glued[last + nxt] += 1
    return glued, big


_EN_CAP = re.compile(r"(?=[A-Z])(?<![\w'’-])((?:(?:Mr|Mrs|Ms|Dr|St)\.?\s+)?[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?(?:\s+[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?){0,2})(?:['’]s)?(?![\w-])")


def discover_en(texts: list[str], lex: Lexicon, known: set[str], min_count: int = 3,
                cache: dict | None = None) -> Counter:
    """Capitalised names away from sentence starts, kept only with evidence of personhood: the name
    speaks or acts (`said Holmes`, `Holmes said`) or carries a title (`Inspector Gregson`)."""
    stop = set(lex.words("discovery", "stopwords"))
    titles = {t.rstrip(".") for t in lex.words("discovery", "titles")}
    verbs = lex.words("discovery", "speech_verbs")
    after = re.compile(r"\s*,?\s*(?:" + "|".join(re.escape(v) for v in verbs) + r")\b")
    before = re.compile(r"\b(?:" + "|".join(re.escape(v) for v in verbs[:20]) + r")\s+$")
    counts: Counter = Counter()
    person: Counter = Counter()
    thing: Counter = Counter()
    pre = _prescan(cache, [("de2|" + _text_key(t), t) for t in texts], lambda t: _scan_en(t, stop, titles, after, before))
    for text in texts:
        key = "de2|" + _text_key(text)
        c1, p1, t1 = _cached(cache, key, lambda: pre[key] if key in pre else _scan_en(text, stop, titles, after, before))
        counts.update(c1)
        person.update(p1)
        thing.update(t1)
    out: Counter = Counter()
    for cand, c in counts.items():
        if c >= min_count and person[cand] >= 2 and cand not in known and cand.lower() not in known \
                and thing[cand] * 2 < c:  # "the Lion", "the Grange" most of the time: a place or a thing
            out[cand] = c
    # "Pop Brinkley died at St Bartholomew's": a full name whose first word is someone found above, met more than
    # once, is that one's full name (the one alone becomes its alias)
    for cand, c in counts.items():
        words = cand.split()
        if len(words) == 2 and c >= 2 and cand not in out and words[0] in out and words[1] not in out \
                and cand not in known and cand.lower() not in known and thing[cand] * 2 < c \
                and words[1] not in stop:
            out[cand] = c
    return out


_PRE_WORD = re.compile(r"(\w+)\.?\s+$")
_PRE_LOWER = re.compile(r"[a-z,;]\s+$")
_PRE_THE = re.compile(r"(?<![\w'’])the\s+$", re.I)


def _scan_en(text: str, stop, titles, after, before) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    counts: Counter = Counter()
    person: Counter = Counter()
    thing: Counter = Counter()  # after "the"
    for m in _EN_CAP.finditer(text):
        pre = text[max(0, m.start() - 20): m.start()]
        words = m.group(1).split()
        titled = False
        while words and words[0].rstrip(".") in stop:
            titled = titled or words[0].rstrip(".") in titles
            words = words[1:]
        while words and words[-1] in stop:
            words = words[:-1]
        if not words:
            continue
        if words[0].rstrip(".") in ("Mr", "Mrs", "Ms", "Dr", "St"):
            if len(words) == 1:
                continue
            titled = True
        pw = _PRE_WORD.search(pre)
        if pw and pw.group(1) in titles:
            titled = True
        sentence_start = not _PRE_LOWER.search(pre[-3:])
        name = " ".join(words)
        if not sentence_start:
            counts[name] += 1
            if _PRE_THE.search(pre) and words == m.group(1).split():
                thing[name] += 1
        if titled or after.match(text, m.end()) or before.search(pre):
            person[name] += 1
            if sentence_start:
                counts[name] += 1
    return dict(counts), dict(person), dict(thing)


# a word that takes an object right before a pronoun: "for her", "told him", "looked at her"
_EN_OBJECT_BEFORE = re.compile(r"\b(?:for|to|at|with|from|on|about|by|of|behind|beside|toward|towards|after|than|"
                               r"[a-z]+ed|saw|told|gave|took|let|made|met|kept|left|sent|brought|caught|held|heard|"
                               r"found|felt|knew|thought|got|set|put|had|has|helped|asked|kissed|hugged)\s+$", re.I)


_ZH_TITLE_AFTER = re.compile(r"(?:(?P<m>老?先生|老爷|公子|少爷|大爷|大叔|老伯|伯伯)|(?P<f>女士|小姐|姑娘|大娘|大婶|阿姨|婆婆|夫人))"
                             r"(?![\u4e00-\u9fff]{0,1}(?:的|之)?(?:太太|夫人|妻))")
_EN_TITLE_BEFORE = re.compile(r"\b(?:(?P<m>Mr|Sir|Lord|Master)|(?P<f>Mrs|Miss|Ms|Lady|Madam|Madame))\.?\s+$")


_EN_TITLE_IN = re.compile(r"(?:(?P<m>Mr|Sir|Lord|Master)|(?P<f>Mrs|Miss|Ms|Lady|Madam|Madame))\.?\s+(?=[A-Z])")  # "Mr Hoad" as one form


def infer_gender(texts: list[str], index: EntityIndex, lex: Lexicon, cache: dict | None = None) -> dict[str, str]:
    """Majority pronoun shortly after a name (he/his vs she/her; 他 vs 她)."""
    if index.regex is None:
        return {}
    male = set(lex.words("pronouns", "male"))
    female = set(lex.words("pronouns", "female"))
    if lex.language == "en":
        prx = re.compile(r"\b(" + "|".join(sorted(male | female, key=len, reverse=True)) + r")\b", re.I)
        window = 60
    else:
        prx = re.compile("|".join(sorted(male | female, key=len, reverse=True)))
        window = 25
    def scan(text: str) -> dict[str, list[int]]:
        v: dict[str, list[int]] = {}
        for m in index.regex.finditer(text):
            name = index.surface.get(m.group(), m.group())
            seg = text[m.end(): m.end() + window]
            # stop at the next name: the pronoun then more likely refers to that one
            n2 = index.regex.search(seg)
            if n2:
                seg = seg[: n2.start()]
            if lex.language == "en":
                # nor past a quotation mark: '"Brimstone," said Reuben. "She gets a dose …"' (the kiln), '"Ask
                # Reuben," she said' (the speaker): the words and their tag are someone else's
                qm = re.search(r"[\"“”]", seg)
                if qm:
                    seg = seg[: qm.start()]
            if lex.language != "en":
                # (nor into someone's words: "卓玛回过头来跟施天福说：“他说，今天风小”" — the he of a translation)
                qm = re.search(r"[“「]", seg)
                if qm:
                    seg = seg[: qm.start()]
            pm = prx.search(seg)
            while pm and lex.language != "en" and (pm.start() > 0 and seg[pm.start() - 1] not in "，。！？；：…—“”「」 \n"
                                                   or seg[pm.end():pm.end() + 1] == "们"):
                # ("他们": a plural says nothing of one person's sex)
                # "林晚舟看着他", "顾衍送她的那支笔": a pronoun inside a clause is someone acted on; only one that opens
                # a clause after the name goes on with it
                pm = prx.search(seg, pm.end())
            while pm and lex.language == "en" and pm.group(1).lower() in ("him", "her", "them") and \
                    _EN_OBJECT_BEFORE.search(seg, 0, pm.start()):
                # "Tomasz had done it for her …, with his tongue between his teeth": the one it was done for is
                # someone else; read on to the next pronoun
                pm = prx.search(seg, pm.end())
            if pm:
                w = pm.group(1).lower() if lex.language == "en" else pm.group()
                v.setdefault(name, [0, 0, 0, 0])[0 if w in male else 1] += 1
            # a title with the name says it too: 周振海先生, 林晚舟小姐; Mr. Hale, Mrs. Pell
            t = (_ZH_TITLE_AFTER.match(text, m.end()) if lex.language != "en"
                 else _EN_TITLE_BEFORE.search(text, max(0, m.start() - 6), m.start()) or _EN_TITLE_IN.match(m.group()))
            if t:
                v.setdefault(name, [0, 0, 0, 0])[2 if t.group("m") else 3] += 1
        return v

    names_fp = hashlib.sha1("\x1f".join(f"{k}\x1e{v}" for k, v in sorted(index.surface.items()))
                            .encode("utf-8")).hexdigest()[:12]
    votes: dict[str, Counter] = defaultdict(Counter)
    pre = _prescan(cache, [(f"g2|{names_fp}|" + _text_key(t), t) for t in texts], scan)
    for text in texts:
        key = f"g2|{names_fp}|" + _text_key(text)
        for name, (m_, f_, tm, tf) in _cached(cache, key, lambda: pre[key] if key in pre else scan(text)).items():
            votes[name]["m"] += m_
            votes[name]["f"] += f_
            votes[name]["tm"] += tm
            votes[name]["tf"] += tf
    out = {}
    for name, v in votes.items():
        total = v["m"] + v["f"]
        if total >= 2:
            g, c = max((("m", v["m"]), ("f", v["f"])), key=lambda x: x[1])
            if c / total >= 0.7:
                out[name] = g
                continue
        # titles say it outright (周振海先生, Mrs. Pell) where the pronouns after the name are mixed, unless they
        # say the other thing clearly
        if bool(v["tm"]) != bool(v["tf"]):
            g = "m" if v["tm"] else "f"
            other = v["f"] if g == "m" else v["m"]
            if not (total >= 5 and other / total >= 0.8):
                out[name] = g
    return out


# titles of office or rank that a story writes as a name ("the Captain", "the Colonel"), unlike Mr or Miss
_EN_RANK_TITLES = ("Captain|Colonel|Major|General|Admiral|Commodore|Inspector|Sergeant|Lieutenant|Professor|Doctor|Abbot|"
                   "Abbess|Prior|Bishop|Archdeacon|Dean|Vicar|Rector|Governor|Commandant|Commander|Superintendent|Warden|"
                   "Chief|Marshal|Sheriff|Judge|Mayor|Squire|Skipper|Bosun|Purser|Matron|Headmaster|Headmistress")


def _title_aliases(texts: list[str], lex: Lexicon, entities: dict[str, Entity],
                   ranks: tuple[str, ...] = ()) -> dict[str, str]:
    """屠护法, 温长老, 沈千户, 韩百夫长: a surname with a title or one of the book's ranks, used in the text, names
    the one character with that surname (when two characters share it, the form is ambiguous and left alone)."""
    titles = list(dict.fromkeys([*lex.words("discovery", "titles"), *(r for r in ranks if len(r) >= 2)]))
    compound = tuple(lex.words("discovery", "compound_surnames"))
    by_surname: dict[str, list[str]] = defaultdict(list)
    for e in entities.values():
        if e.kind != "Character" or not (2 <= len(e.name) <= 4) or not all("\u4e00" <= ch <= "\u9fff" for ch in e.name):
            continue
        sur = next((c for c in compound if e.name.startswith(c)), e.name[0])
        by_surname[sur].append(e.name)
    unique = {s: names[0] for s, names in by_surname.items() if len(names) == 1}
    out: dict[str, str] = {}
    # "沈氏" (a decree's, a mother-in-law's way of naming a woman): the one woman with that surname
    women: dict[str, list[str]] = defaultdict(list)
    for sur, names in by_surname.items():
        for n in names:
            if getattr(entities.get(n), "gender", None) == "f":
                women[sur].append(n)
    for sur, names in women.items():
        if len(names) == 1 and f"{sur}氏" not in entities and any(f"{sur}氏" in t for t in texts):
            out[f"{sur}氏"] = names[0]
    # "这个旗丁", "那位闸官": a title one character alone bears in the bible's aliases (穆旗丁), pointed at (not one of the
    # book's ranks, which pass from one holder to the next)
    by_title: dict[str, set[str]] = defaultdict(set)
    for sur, names in by_surname.items():
        for n in names:
            for al in getattr(entities.get(n), "aliases", ()) or ():
                t = al[len(sur):]
                if al.startswith(sur) and al != n and 2 <= len(t) <= 3 and all("\u4e00" <= ch <= "\u9fff" for ch in t) \
                        and t not in ranks and t not in titles \
                        and not any(t.startswith(x) for x in ("大", "小", "老", "哥", "姐", "弟", "妹")):
                    # (not 先生, 师父, 掌柜: anyone's titles, said of whoever stands there)
                    by_title[t].add(n)
    for t, owners in by_title.items():
        if len(owners) == 1:
            for dem in ("这个", "那个", "这位", "那位", "这名", "那名"):
                if any(dem + t in text for text in texts):
                    out.setdefault(dem + t, next(iter(owners)))
    if not unique or not titles:
        return out
    rx = re.compile("(?:" + trie_regex(unique) + ")(?:" + trie_regex(titles) + ")")
    for text in texts:
        for m in rx.finditer(text):
            form = m.group()
            sur = next((s for s in sorted(unique, key=len, reverse=True) if form.startswith(s)), None)
            if sur and form[len(sur):] in titles:
                out.setdefault(form, unique[sur])
    return out


# English pet names and the given names they are short for
_EN_PET_NAMES = {
    "Kit": ("Christopher",), "Bert": ("Albert", "Herbert", "Robert"), "Bertie": ("Albert", "Herbert"),
    "Bill": ("William",), "Billy": ("William",), "Will": ("William",), "Bob": ("Robert",), "Rob": ("Robert",),
    "Dick": ("Richard",), "Tom": ("Thomas",), "Tommy": ("Thomas",), "Ned": ("Edward", "Edmund"), "Ted": ("Edward",),
    "Harry": ("Henry", "Harold"), "Hal": ("Henry",), "Jack": ("John",), "Johnny": ("John",), "Jem": ("James",),
    "Jim": ("James",), "Jamie": ("James",), "Joe": ("Joseph",), "Sam": ("Samuel",), "Ben": ("Benjamin",),
    "Dan": ("Daniel",), "Nat": ("Nathaniel",), "Abe": ("Abraham",), "Fred": ("Frederick",), "Alf": ("Alfred",),
    "Charlie": ("Charles",), "Tony": ("Anthony",), "Sandy": ("Alexander",), "Matt": ("Matthew",), "Walt": ("Walter",),
    "Wally": ("Walter",), "Nell": ("Eleanor", "Helen", "Ellen"), "Nellie": ("Eleanor", "Helen", "Ellen"),
    "Kitty": ("Catherine", "Katherine"), "Kate": ("Catherine", "Katherine"), "Peggy": ("Margaret",),
    "Meg": ("Margaret",), "Polly": ("Mary",), "Molly": ("Mary",), "Sally": ("Sarah",), "Bess": ("Elizabeth",),
    "Betty": ("Elizabeth",), "Lizzie": ("Elizabeth",), "Jenny": ("Jane", "Janet"), "Fanny": ("Frances",),
    "Nan": ("Ann", "Anne"), "Annie": ("Ann", "Anne"), "Maggie": ("Margaret",), "Patty": ("Martha",),
}


# the head of a Role bullet: two or three lower-case words before what, where or since when ("night assistant since
# October 1926 (opens the slit …)", "mule packer; brings the string up …", "the senior astronomer of …")
_EN_ROLE_HEAD = re.compile(r"(?:the\s+|an?\s+)?((?:head|chief|senior|junior|assistant|second|under|night|day|[a-z][a-z-]{2,})"
                           r"\s+[a-z][a-z-]{2,}(?:\s+[a-z][a-z-]{2,})?)(?=\s*(?:$|[,;:(]|\s(?:of|at|in|on|since|to|for|from|and|with|who|"
                           r"aboard|under|until)\b))")


def build_index(texts: list[str], lex: Lexicon, bible_entities: list[Entity], narrator: str | None,
                discover: bool = True, cache: dict | None = None, ranks: tuple[str, ...] = (),
                bodies: tuple[str, ...] = (), roles: dict[str, str] | None = None) -> EntityIndex:
    """`bodies`: the names of the bible's factions and places (their words are no one's name). `roles`: each
    character's Role bullet, whose head ("night assistant since October 1926") names them ("the night assistant")."""
    entities: dict[str, Entity] = {}
    surface: dict[str, str] = {}
    for e in bible_entities:
        entities[e.name] = e
    if narrator and narrator not in entities and narrator not in {a for e in entities.values() for a in e.aliases}:
        entities[narrator] = Entity(name=narrator, kind="Character", origin="config")
    # the book's ranks, and the words a rank of more words is called by ("the master" for "master ropemaker")
    rank_words = {w for r in ranks for w in {r.lower(), r.lower().split()[0], r.lower().split()[-1]} if r.strip()}
    for e in entities.values():
        for s in [e.name, *e.aliases]:
            surface.setdefault(s, e.name)
            if lex.language == "en" and s.lower().startswith("the ") and s[4:5].isupper():
                # "the Tempestarch": also at the head of a sentence, and the bare title
                surface.setdefault("The " + s[4:], e.name)
                surface.setdefault(s[4:], e.name)
            elif lex.language == "en" and s.startswith("the ") and s[4:].lower() in rank_words:
                # the alias "the warden", one of the book's ranks, also heads a sentence: "The warden had not
                # shaved." (not any role alias: "The doctor came" in a hospital may be any doctor)
                surface.setdefault("The " + s[4:], e.name)
    if lex.language == "en":
        # "Iain the piper" as an alias: "the piper" is Iain, when no one else is called so
        epithets: dict[str, set[str]] = defaultdict(set)
        for e in entities.values():
            for a in e.aliases:
                m = re.fullmatch(r"[A-Z][\w'’-]+\s+the\s+([a-z][a-z-]{2,}(?:\s+[a-z][a-z-]{2,})?)", a.strip())  # ("Godric the lay brother")
                if m:
                    epithets[m.group(1)].add(e.name)
        # "Captain Harcourt" as an alias: "the Captain", a title written as a name, is Harcourt when no other
        # character carries that title (the lower-case "the captain" is left alone: any captain)
        titled: dict[str, set[str]] = defaultdict(set)
        for e in entities.values():
            if e.kind != "Character":
                continue
            for a in [e.name, *e.aliases]:
                m = re.fullmatch(rf"({_EN_RANK_TITLES})\s+[A-Z][\w'’-]+", a.strip())
                if m:
                    titled[m.group(1)].add(e.name)
        # "Role: senior astronomer of the Halsey Observatory since 1920": "the senior astronomer" is Penhallow, when no
        # other character's role is called so (two words or more: "the doctor" may be any doctor)
        for name, role in (roles or {}).items():
            head = _EN_ROLE_HEAD.match(role.strip())
            if head and (re.search(r"\b(?:and|the|only|elder|younger|eldest|youngest|former|young|old|new|keeps?|wealthy|"
                                   r"lieutenant|captain|officer)\b", head.group(1))
                         or re.search(r"\b(?:later|until|from\s+chapter|after\s+(?:his|her))\b", role, re.I)):
                continue  # (a kinship, a time of life, a doing or a rank of the service; a role that changes in the book)
            if head and name in entities and not (rank_words & (set(head.group(1).lower().split()) | {head.group(1).lower()})):
                epithets[head.group(1).lower()].add(name)
        for word, owners in [*epithets.items(), *titled.items()]:
            if len(owners) == 1:  # "the piper", "the Captain": only when one character is called so
                surface.setdefault("the " + word, next(iter(owners)))
                surface.setdefault("The " + word, next(iter(owners)))
    if lex.language == "zh":
        for form, name in _title_aliases(texts, lex, entities, ranks).items():
            surface.setdefault(form, name)
    else:
        # "Daniel" and "Reay" for Daniel Reay, when no other character shares them
        parts: dict[str, list[str]] = defaultdict(list)
        for e in entities.values():
            if e.kind == "Character" and " " in e.name:
                words = [w for w in e.name.split() if w[:1].isupper() and w.rstrip(".") not in ("Mr", "Mrs", "Ms", "Dr", "St")]
                for w in {words[0], words[-1]} if words else set():
                    parts[w].append(e.name)
        stop = set(lex.words("discovery", "stopwords")) | {t.rstrip(".") for t in lex.words("discovery", "titles")}
        for w, owners in parts.items():
            # ("Baird" is Thomas Baird, who has a profile, not the sister his profile names: "With Effie Baird")
            profiled = {o for o in owners if entities[o].origin != "relation"}
            if (len(set(owners)) == 1 or len(profiled) == 1) and w not in surface and w not in stop and len(w) > 2:
                surface[w] = owners[0] if len(set(owners)) == 1 else next(iter(profiled))
        # "Ben Orr" for Benjamin Orr with the alias "Ben": a short given name with the surname
        for e in list(entities.values()):
            if e.kind != "Character" or " " not in e.name:
                continue
            last = e.name.split()[-1]
            if not last[:1].isupper():
                continue
            for al in list(e.aliases):
                w = al.split()[-1]
                if " " in al.strip() and al.split()[0].lower() not in ("old", "young", "little", "big"):
                    continue
                if w[:1].isupper() and w != last and w not in stop and len(w) > 1:
                    surface.setdefault(f"{w} {last}", e.name)
                    if " " in al.strip():
                        surface.setdefault(f"{al.strip()} {last}", e.name)  # "old Ben Orr" with the alias "old Ben"
        # "Christopher Pellow" for Kit Pellow, "Albert Sowerby" for Bert Sowerby: the formal name a pet name is for,
        # with the surname (never alone: a bare "Christopher" could be anyone)
        for e in list(entities.values()):
            if e.kind != "Character" or " " not in e.name:
                continue
            first, last = e.name.split()[0], e.name.split()[-1]
            for formal in _EN_PET_NAMES.get(first, ()):
                surface.setdefault(f"{formal} {last}", e.name)
    if discover:
        known = set(surface) | {s.lower() for s in surface}
        found = discover_zh(texts, lex, known, cache=cache) if lex.language == "zh" else \
            discover_en(texts, lex, known, cache=cache)
        # English: a surname alone is an alias of the one full name that ends with it
        if lex.language == "en":
            multi = [n for n in found if " " in n]
            tails: dict[str, list[str]] = defaultdict(list)
            for n in multi:
                if not n.split()[0].rstrip(".") in ("Mr", "Mrs", "Ms", "Dr", "St"):
                    tails[n.split()[-1]].append(n)
                    tails[n.split()[0]].append(n)
            # ("Lauwinen" of the bible's "Lauwinen village" and "Lauwinen Guides' Company": a place's or a body's
            # word, no one of the cast)
            body_words = {w for b in bodies for w in b.split() if w[:1].isupper()}
            for n, c in sorted(found.items(), key=lambda kv: (-kv[1], kv[0])):
                if " " in n or n in surface:
                    continue
                if n in body_words and not tails.get(n):
                    continue
                owners = tails.get(n, [])
                if len(owners) == 1 and owners[0] in entities:
                    surface[n] = owners[0]
                    entities[owners[0]].aliases.append(n)
                    continue
                # "Sholto" with Thaddeus Sholto and Bartholomew Sholto: a family name several people share is
                # nobody's own name, so a death said of it follows no one person
                entities[n] = Entity(name=n, origin="text", mentions=c, proper=len(set(owners)) < 2)
                surface[n] = n
            for n in multi:
                if n not in surface:
                    entities[n] = Entity(name=n, origin="text", mentions=found[n])
                    surface[n] = n
        else:
            surnames = set(lex.data["discovery"].get("surnames", ""))
            compound = tuple(lex.words("discovery", "compound_surnames"))
            # "陆怀山 … 怀山": a two-character given name of one character of the bible is that one
            given: dict[str, set[str]] = defaultdict(set)
            for e in list(entities.values()):
                if e.kind == "Character":
                    for a in [e.name, *e.aliases]:
                        if len(a) == 3 and (a[0] in surnames) and not a.startswith(compound):
                            given[a[1:]].add(e.name)
            for n, c in found.items():
                if n not in surface:
                    if len(n) == 2 and len(given.get(n, ())) == 1:
                        owner = next(iter(given[n]))
                        surface[n] = owner
                        entities[owner].aliases.append(n)
                        continue
                    entities[n] = Entity(name=n, origin="text", mentions=c,
                                         proper=n[0] in surnames or n.startswith(compound))
                    surface[n] = n
            # 韩铁衣 … 铁衣: a full name's given name alone is the same person
            stop = set(lex.words("discovery", "stopwords")) | set(lex.words("discovery", "titles"))
            for n in list(entities):
                e = entities[n]
                if e.origin == "text" and len(n) == 3 and e.proper and n[1:] not in surface and n[1:] not in stop:
                    surface[n[1:]] = n
                    e.aliases.append(n[1:])
    idx = EntityIndex(entities=entities, surface=surface, narrator=narrator, language=lex.language).build()
    genders = infer_gender(texts, idx, lex, cache=cache)
    for name, e in entities.items():
        if e.gender:
            genders[name] = e.gender
        elif name in genders:
            e.gender = genders[name]
    idx.gender = {k: v for k, v in genders.items() if k in entities}
    return idx.build()

"""Story-level facts from one chapter: time marks, relations and their causes, deaths and revivals, characters
acting, ranks and forbidden actions, stated ages, speech, foreshadow cues.

Everything language-specific is in the lexicons (`[past]`, `[time]`, `[relations]`, `[death]`, `[activity]`,
`[rank]`, `[actions]`, `[age]`, `[speech]`, `[foreshadow]`); book-specific terms (rank names, forbidden actions,
foreshadow cues) come from the bible through the entity index.

Character names and pronouns are replaced by tags (\ue000N\ue001) in a sentence, so one regular expression can
say "A与B……结拜兄弟" or "A was B's master" over any names; tag positions map back to exact offsets.
"""
from __future__ import annotations

import os
import datetime
import re
from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterator

from extractors.lexicon import Lexicon, trie_regex
from extractors.text import literal_gate, literal_index, required_literals
from kg.models import Fact, SourceRef
from kg.vocab import RELATIONS

TIME_SUBJECT = "@story"
TAG = "\ue000(?:\\d+)\ue001"
TA = "\ue000(?P<a>\\d+)\ue001"
TB = "\ue000(?P<b>\\d+)\ue001"
TAG_OPEN, TAG_CLOSE = "\ue000", "\ue001"

# the sex a kin word gives the one it names
_EN_KIN_SEX = {w: "m" for w in ("son", "father", "brother", "uncle", "nephew", "husband", "grandson", "grandfather",
                                 "stepson", "stepfather", "widower", "groom", "bridegroom")} | \
    {w: "f" for w in ("daughter", "mother", "sister", "aunt", "niece", "wife", "granddaughter", "grandmother",
                      "stepdaughter", "stepmother", "widow", "bride")}
_EN_STAGE_SAID = re.compile(r"(?:early|middle|late|peak|first|final|initial)\s+(?:stage|layer)\b", re.I)
_EN_NUM = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())}
_EN_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_EN_ORD = {w: i + 1 for i, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split())}
for _t, _v in (("twenty", 20), ("thirty", 30)):
    for _w, _i in list(_EN_ORD.items())[:9]:
        _EN_ORD[f"{_t}-{_w}"] = _v + _i
        _EN_ORD[f"{_t} {_w}"] = _v + _i
_EN_ORD["thirtieth"] = 30
EN_NUMBER = (r"(?:\d{1,3}|(?:one|two|three|four|five|six|seven|eight|nine)[- ]and[- ](?:twenty|thirty|forty|fifty|sixty|"
             r"seventy|eighty|ninety)|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|"
             r"seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
             r"fifteen|sixteen|seventeen|eighteen|nineteen|a|an|a couple of|a pair of)")
ZH_NUMBER = r"(?:[0-9０-９]{1,4}|[一二三四五六七八九十两廿百千零〇]{1,7})"  # (三千二百一十四: a sect calendar's year)


# what may stand before a date that sets the scene: "On", "It was", "The morning of", "Then, on Tuesday the"
# "… on two drays on the morning of Friday, the 8th of December": the part of the day the date is of (its "of" is no
# "the events of 3 May")
_EN_PART_OF_DAY_OF = re.compile(r"\bon\s+the\s+(?:(?:grey|fine|wet|cold|hot|bright|raw|early|late)\s+)?(?:morning|afternoon|evening|"
                                r"night|day|dawn|forenoon)\s+of\s+(?:[A-Z][a-z]+day,?\s+)?(?:the\s+)?$")
# ", to begin rehearsals on the 1st of March", ", to be sung in the great pavilion on the Thursday afternoon, the 5th of
# August": a day planned, named after an infinitive
_EN_PLAN_INF = re.compile(r",\s+to\s+(?:begin|start|open|commence|sail|leave|report|arrive|be\s+[a-z]{3,})\s+"
                          r"(?:[\w'’]+\s+){0,6}?(?:on|by|from)\s+(?:the\s+)?(?:[A-Z][a-z]+day,?\s+)?"
                          r"(?:(?:morning|afternoon|evening|night),?\s+)?(?:the\s+)?$")
_EN_DATE_HEAD = re.compile(
    r"(?:(?:and|but|so|then|now|at last|early|late|by)\s+)?(?:(?:on|it\s+was|this\s+was|today\s+was|the\s+date\s+was|upon)\s+)?"
    r"(?:(?:the|that|a)\s+)?(?:(?:grey|fine|wet|cold|hot|bright|early|late)\s+)?(?:(?:morning|evening|night|day|afternoon|dawn|noon|forenoon|eve)\s+of\s+)?"
    r"(?:(?:the|that)\s+)?(?:[A-Z][a-z]+day,?\s+)?(?:the\s+)?", re.I)


# past forms after a name that are not the person doing something now
# one-character words that make a death someone's order or wish only within their own clause (教他死, 令其自尽;
# not 魔教来袭，X身亡). Words of saying (说，报道，) carry on into the clauses after them.
_ZH_CAUSATIVE_REPORT = frozenset("教令命使叫逼让要欲将把")
# a sworn brotherhood a group takes, and the words that count the group
_ZH_OATH = re.compile(r"结(?:为|成|拜为|义为)(?:异姓)?(?:兄弟|姐妹)|义结金兰|拜了把子")
_EN_OATH = re.compile(r"\bswore\s+(?:themselves\s+|ourselves\s+)?(?:sworn\s+|blood\s+)?(?:brothers|sisters|brotherhood|sisterhood)\b"
                      r"|\bbecame\s+(?:sworn|blood)\s+(?:brothers|sisters)\b", re.I)
_ZH_GROUP = re.compile(r"(?<![十百千第零〇一二三四五六七八九两\d])(?P<n>两|二|三|四|五)(?:人|个人)(?!家|生|世|组|份|行|间|之)")
_EN_GROUP = re.compile(r"\b(?:the\s+(?P<n>two|three|four|five)\s+of\s+(?:them|us)|all\s+(?P<m>three|four|five))\b", re.I)
_GROUP_N = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "two": 2, "three": 3, "four": 4, "five": 5}

# 说 as part of an adverb (按说, 虽说, 照说, 要说, 再说): no one's words
_ZH_SAY_ADVERB = frozenset("按虽照要再")
_EN_MONTHS = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
# a quotation that opens by calling someone master ("师父！", "师、师父，……")
_ZH_MASTER_VOCATIVE = re.compile(r"\s*(?:[\u4e00-\u9fff]、)?(?P<w>师父|师尊|恩师)(?=[，！。？…—,!?]|\s*$)")
_EN_CYCLE_DATE = re.compile(r"\b(?P<w>Cycle|Rotation|Circuit|Orbit|Turning)\s+(?P<n>\d{1,4}),?\s+Day\s+(?P<d>\d{1,4})\b")
# "Shipday 71,189", "Sol 412", "*Day 212*" heading a log: a voyage's or a colony's own count of days
_EN_DAY_COUNT = re.compile(r"(?<![\w-])(?P<era>(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun|To|Birth|Holi|Mid|Ever|Some|Yester|"
                           r"Every|Week|Work|Pay|Judgment|Judgement|Dooms|Name|Feast|Saint|Market|Quarter|Lady|Boxing|Twelfth|"
                           r"Plough|Lammas|Wash|Bake|Holly)day)[A-Z][a-z]{1,10}day|Sol)\s+(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6})(?![\d,.]\d)")
_EN_DAY_COUNT_GATE = re.compile(r"(?:day|Sol) \d")
_NOT_ACTS = {"died", "drowned", "perished", "succumbed", "expired", "killed", "murdered", "buried", "mourned", "hanged",
             "executed", "wounded", "injured", "named", "remembered", "mentioned", "missed", "loved", "nicknamed",
             "beloved", "deceased", "departed", "lamented", "called", "titled", "styled", "installed", "ordained", "elected",
             # what the dead do too: "Taff lies under a cairn", "rests in the churchyard"
             "lies", "lay", "rests", "rested", "remains", "remained", "dies"}


def en_number(s: str) -> int | None:
    s = s.lower().strip()
    if s.isdigit():
        return int(s)
    if s in ("a", "an"):
        return 1
    if s in ("a couple of", "a pair of"):
        return 2
    if s in _EN_NUM:
        return _EN_NUM[s]
    parts = re.split(r"[- ]", s)
    if len(parts) == 3 and parts[1] == "and" and parts[2] in _EN_TENS and parts[0] in _EN_NUM:
        return _EN_TENS[parts[2]] + _EN_NUM[parts[0]]  # "two-and-twenty"
    if parts[0] in _EN_TENS:
        return _EN_TENS[parts[0]] + (_EN_NUM.get(parts[1], 0) if len(parts) > 1 else 0)
    return None


def zh_num(s: str) -> int | None:
    from extractors.bible import zh_number

    s = s.replace("廿", "二十").replace("卅", "三十")
    return zh_number(s)


def _alt(lex: Lexicon, words) -> str:
    return lex.alt(list(words))


def _alt_modals(lex: Lexicon, words, en: bool) -> str:
    """An alternation of words where, in English, "may" and "will" count only in lower case: a month and a name are
    no modals ("On the 10th of May Silas Rook died", "Will Tarrant opened the box")."""
    words = list(words)
    if not en:
        return lex.alt(words)
    cased = [w for w in words if w in ("may", "will")]
    rest = lex.alt([w for w in words if w not in cased]) if len(cased) < len(words) else "(?!)"
    return rest + "".join(rf"|(?<![\w-])(?-i:{w})(?![\w-])" for w in cased)


_PRONOUN_WORD = re.compile(r"\b(?:my|his|her|their|him|himself|herself|myself|me|he|she|I)\b")


_COMMON = {"was", "were", "had", "has", "have", "been", "the", "a", "an", "to", "of", "in", "on", "at", "by", "did",
           "not", "no", "never", "more", "went", "gone", "lay", "fell", "took", "own", "got", "made", "came", "and",
           "with", "from", "into", "out", "up", "down", "away", "off", "over", "still", "all", "be", "is", "are"}


# how each relation pattern reads: where the relation comes from (the noun in the sym or role lexicon, or a fixed
# predicate), and whether the second name is the subject ("Hale's master was Thorne": Thorne masterOf Hale)
_REL_KINDS: dict[str, tuple[str, bool]] = {
    "sym": ("sym", False), "role": ("role", False), "appos": ("role", True), "appos2": ("role", False),
    "onlybut": ("role|sym", False), "roleis": ("role", True), "roleas": ("role", False),
    "stranger": ("sym|stranger", False), "take": ("masterOf", False), "become": ("discipleOf", False),
    "teach": ("masterOf", False), "taughtby": ("masterOf", True), "marry": ("spouseOf", False),
    "learn": ("discipleOf", False), "hate": ("enemyOf", False), "hatedby": ("enemyOf", True),
    "teachzh": ("masterOf", False), "rolezh": ("role|sym", False), "unknown": ("strangerTo", False),
    "elbow": ("discipleOf", False), "taughtzh": ("masterOf", False),
}


def _needed(entries) -> list[str]:
    """For each lexicon phrase, one word any match of it must contain (the longest that is not a pronoun, which
    is a tag in tagged text)."""
    out = []
    for e in entries:
        toks = [t for t in re.findall(r"[\w'’-]+", e.lower()) if not _PRONOUN_WORD.fullmatch(t)]
        rare = [t for t in toks if t not in _COMMON]
        if rare or toks:
            out.append(max(rare or toks, key=len))
        else:
            out.append(e.lower())
    return out


def _talt(lex: Lexicon, words) -> str:
    """An alternation of phrases to run over tagged text: pronouns inside a phrase ("breathed his last",
    "as his apprentice") are tags there."""
    words = [w for w in words if w]
    if lex.language != "en" or not words:
        return _alt(lex, words)
    parts = []
    for w in sorted(words, key=len, reverse=True):
        pieces = _PRONOUN_WORD.split(w)
        if len(pieces) == 1:
            parts.append(re.escape(w))
        else:
            parts.append(r"\ue000\d+\ue001".join(re.escape(p) for p in pieces))
    return r"(?<![\w-])(?:" + "|".join(parts) + r")(?![\w-])"


# a record of a year, named ("the volume for 1927", "the 1927 log", "the entries of 1926"): dates read in it are its year's
_EN_RECORD_YEAR = re.compile(
    r"\b(?:volume|volumes|book|log|logbook|log-book|diary|diaries|journal|ledger|register|records?|entries|file|"
    r"minutes|accounts|day-book|daybook|almanac|calendar|hut\s+book|visitors['’]?\s+book)\s+(?:for|of)\s+"
    r"(?:the\s+(?:year|season|summer|winter)\s+(?:of\s+)?)?(?P<y>1[5-9]\d\d|20\d\d)(?!\d)"
    r"|(?<![\d,.£$'’-])(?P<y2>1[5-9]\d\d|20\d\d)\s+(?:volume|book|log|logbook|log-book|diary|journal|ledger|register|"
    r"entries|minutes|accounts|day-book|daybook|almanac|calendar)\b", re.I)



# a paper named by the day it is for: "the call-out forms for the eighth of July and the first of August", "the
# entry of 3 May", "the accounts for 1 June"
_EN_PAPER_FOR = re.compile(
    r"\b(?:form|forms|call-outs?|reports?|statements?|records?|entry|entries|minutes|accounts?|letters?|ledgers?|pages?|"
    r"lists?|bills?|receipts?|tickets?|logs?|register|returns?|rosters?|rotas?|schedules?|timetables?|papers?|files?|"
    r"invoices?|orders?|warrants?|permits?|passes|notes?|telegrams?|sheets?)\s+(?:for|of|dated|from)\s+(?:the\s+)?"
    r"(?:[^.;!?\n]{0,30}?\s+and\s+(?:the\s+)?)?$", re.I)

# leave for good: "往后", "from now on"
_STANDING = re.compile(r"往后|以后|今后|从今往后|从今以后|从今天起|从今日起|从此|打今儿起|今儿起|\bfrom\s+now\s+on\b|\bhenceforth\b|"
                       r"\bin\s+future\b|\bfrom\s+today\b|\bhereafter\b|\bfrom\s+this\s+day\b|\bany\s+time\s+you\b", re.I)
# the one spoken to given the doing: "你来开", "交给你", "you open it", "you're to", "it's yours"
_LEAVE_YOU = re.compile(r"你来|你去|你开|你管|交给你|归你|由你|你拿|你动|你盖|你签|你改|你取|"
                        r"\byou(?:['’]ll|\s+will|\s+can|\s+may|['’]re\s+to|\s+are\s+to|\s+do|\s+open|\s+take|\s+sign|\s+keep)\b|"
                        r"\byours\b|\bit['’]s\s+your\s+(?:job|say)\b", re.I)
_EN_LEAVE_NOT_NOUN = frozenset({"with", "from", "into", "over", "their", "your", "them", "that", "this", "without"})

# the narration saying a speech is out of the way for its speaker
_SPEECH_UNWONTED = re.compile(r"\bfor\s+(?:the\s+first\s+time|once)\b|\bnever\s+before\b|\bunheard[- ]of\b|"
                              r"\b(?:makes|made|making)\s+a\s+speech\b|\bthe\s+longest\s+speech\b|\bmore\s+words\s+than\b|"
                              r"破天荒|头一回这么|第一次这么|从没这样|从来没这么|难得说这么多", re.I)

# the words of reading a register's entries
_EN_RECORD_WORDS = re.compile(r"\b(?:entry|entries|register|ledger|logbook|column|initialled|initials|copperplate|"
                              r"in\s+(?:his|her|the\s+same)\s+hand|minutes|the\s+page|pages|recorded|entered)\b", re.I)

# a burial told on its day, and a count of days from it
_EN_BURIAL_NOW = re.compile(r"\b(?:bury|buries|buried|burying)\b|\b(?:funeral|burial)\b", re.I)
_EN_AFTER_BURIAL = re.compile(r"\b(?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
                              r"fourteen|fifteen|twenty)\s+(?P<unit>days?|nights?|weeks?)\s+after\s+(?:(?:they|we|he|she|I)\s+"
                              r"(?:bury|buried|buries)\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?['’]s\s+"
                              r"(?:funeral|burial))", re.I)

def _newcomer_before(an, p: int) -> bool:
    """(English) rule._en_stranger_between, for the story's own statements (ages)."""
    from extractors.rule import _en_stranger_between

    return _en_stranger_between(an, p)

@dataclass
class Tagged:
    """A span of chapter text with character anchors replaced by tags."""

    text: str  # tagged text
    start: int  # offset of the span in the chapter
    anchors: list  # the anchors, by tag number
    pieces: list[tuple[int, int, int, int]]  # (tagged_pos, chapter_start, tag_length, chapter_end) per tag

    def orig(self, p: int) -> int:
        """Chapter offset of a position in the tagged text."""
        base_t, base_o = 0, self.start
        for tp, op, tl, oe in self.pieces:
            if p < tp:
                break
            if p < tp + tl:
                return op
            base_t, base_o = tp + tl, oe
        return base_o + (p - base_t)


def tag_span(an, s: int, e: int, names_only: bool = False, skip: frozenset = frozenset()) -> Tagged:
    """Replace the anchors inside text[s:e] by tags (not those starting at a position in `skip`)."""
    text = an.text
    i = bisect_right(an.anchor_starts, s - 1)
    out: list[str] = []
    anchors = []
    pieces = []
    pos = s
    tlen = 0
    while i < len(an.anchors) and an.anchors[i].start < e:
        a = an.anchors[i]
        i += 1
        if a.start < pos or a.end > e or (names_only and a.kind != "name") or a.start in skip:
            continue
        out.append(text[pos:a.start])
        tlen += a.start - pos
        tag = f"{TAG_OPEN}{len(anchors)}{TAG_CLOSE}"
        pieces.append((tlen, a.start, len(tag), a.end))
        anchors.append(a)
        out.append(tag)
        tlen += len(tag)
        pos = a.end
    out.append(text[pos:e])
    return Tagged("".join(out), s, anchors, pieces)


class StoryPatterns:
    """Compiled story-level matchers for one language and one set of book terms."""

    def literals_of(self, patterns) -> list:
        """required_literals of each (kind, pattern), computed once per list."""
        got = self._literals.get(id(patterns))
        if got is None:
            got = self._literals[id(patterns)] = [required_literals(rx) for _, rx in patterns]
        return got

    def literal_automaton(self, patterns):
        """An Aho-Corasick automaton of the literals of the patterns: literal -> (its length, the patterns needing
        it); None without pyahocorasick or with the gates switched off."""
        from extractors import text as textmod

        if textmod.ahocorasick is None or os.environ.get("LOREGRAPH_NO_GATES"):
            return None
        got = self._automata.get(id(patterns))
        if got is None:
            need: dict[str, set[int]] = {}
            for k, lits in enumerate(self.literals_of(patterns)):
                for w in lits or ():
                    need.setdefault(w, set()).add(k)
            got = textmod.ahocorasick.Automaton()
            for w, ks in need.items():
                got.add_word(w, (len(w), frozenset(ks)))
            if need:
                got.make_automaton()
            self._automata[id(patterns)] = got
        return got if len(got) else None

    def __init__(self, lex: Lexicon, ranks: tuple[str, ...], actions: tuple[tuple[str, str], ...],
                 cues: tuple[tuple[str, str], ...], named_months: tuple[str, ...] = ()):
        self.lex = lex
        self.named_months = {m.lower(): i + 1 for i, m in enumerate(named_months)}
        d = lex.data
        en = self.en = lex.language == "en"
        fl = re.I if en else 0
        self.flags = fl
        self.day_count: re.Pattern | None = None  # (Chinese) "末世第三十七天"
        past = d["past"]
        self.past = re.compile(_alt(lex, past["markers"]), fl)
        self.past_context = re.compile(_alt(lex, past["context"]), fl)
        self.past_open = re.compile(_alt(lex, past["open"]), fl)
        self.frame_open = re.compile(_alt(lex, past.get("frame_open", [])), fl)
        self.frame_close = re.compile(_alt(lex, past.get("frame_close", [])), fl)
        self.prior_life = re.compile(_alt(lex, past["prior_life"]), fl) if past.get("prior_life") else None
        self.this_life = re.compile(_alt(lex, past.get("this_life", [])) or "(?!)", fl)
        self.rebirth = re.compile(_alt(lex, past["rebirth"]), fl) if past.get("rebirth") else None
        self.rebirth_not_after = tuple(past.get("rebirth_not_after", []))
        self.past_close = re.compile(_alt(lex, past["close"]), fl)
        wake = set(past.get("wake", []))
        self.memory_close = re.compile(_alt(lex, [w for w in past["close"] if w not in wake]), fl)
        self.dream_word = re.compile(_alt(lex, past.get("dream_words", [])) if not en else
                                     "(?:" + "|".join(map(re.escape, past.get("dream_words", []))) + ")", fl)
        self.hypothetical = re.compile(_alt(lex, past["hypothetical"]), fl)
        self.negation = re.compile(_alt(lex, d["pronouns"]["negations"]), fl)
        # ---- time
        t = d["time"]
        self.units = {k.lower(): v for k, v in t["units"].items()}
        self.fixed = {k.lower(): v for k, v in t["fixed"].items()}
        self.vague = {k.lower(): v for k, v in t["vague"].items()}
        self.festivals = {k.lower(): v for k, v in t["festivals"].items()}
        for saint, (mo, dy) in t.get("saints", {}).items():
            # a saint's day, however the book names it: "the feast of St Lucy", "St Lucy's day", "Saint Lucy's Eve"
            eve = datetime.date(2001, mo, dy) - datetime.timedelta(days=1)
            for st_ in ("st ", "st. ", "saint "):
                poss = st_ + saint + ("'" if saint.endswith("s") else "'s")
                for k in (f"feast of {st_}{saint}", f"{poss} day", f"{poss} feast", f"{poss} mass", f"{poss}-day"):
                    self.festivals.setdefault(k, [mo, dy])
                for k in (f"{poss} eve", f"eve of {st_}{saint}", f"vigil of {st_}{saint}", f"eve of the feast of {st_}{saint}"):
                    self.festivals.setdefault(k, [eve.month, eve.day])
        # the feasts a count can be made from ("six weeks after Saint Vincent", "a fortnight since Michaelmas"): the
        # festivals and the saints named bare
        self.count_feasts = dict(self.festivals)
        for saint, (mo, dy) in t.get("saints", {}).items():
            for st_ in ("st ", "st. ", "saint "):
                self.count_feasts.setdefault(st_ + saint, [mo, dy])
        self.seasons = {k.lower(): v for k, v in t["seasons"].items()}
        self.plan = re.compile(r"(?:" + _alt(lex, t["plan"]) + r")\s*$", fl)
        self.narrator_now = re.compile(_alt(lex, t.get("narrator_now", [])), fl)
        unit = _alt(lex, self.units)
        # how long someone has been dead: "Castellane had been dead five weeks", "It is a fortnight today since we
        # laid him in the churchyard", "钱禄死了已经半个月"
        if en:
            q = r"(?:(?:nearly|almost|about|some|over|more\s+than|barely|only|just|a\s+full|a\s+good|fully|well\s+over)\s+)?"
            self.since_death = [
                (re.compile(rf"{TA}\s+(?:had|has)\s+(?:now\s+)?been\s+dead\s+(?:for\s+)?{q}(?P<num>{EN_NUMBER}|an?)\s+(?:full\s+|good\s+|whole\s+|clear\s+|long\s+)?(?P<unit>{unit})(?![\w-])", re.I), False),
                # "Reuben had been ten days in Horsmonden churchyard by then", "had lain a month in his grave"
                (re.compile(rf"{TA}\s+(?:had|has)\s+(?:now\s+)?(?:been|lain|lain\s+buried)\s+{q}(?P<num>{EN_NUMBER}|an?)\s+(?:full\s+|good\s+|whole\s+|clear\s+|long\s+)?(?P<unit>{unit})\s+"
                            rf"(?:in\s+(?:the\s+|his\s+|her\s+)?(?:[A-Z][\w'’-]+\s+)?(?:churchyard|graveyard|cemetery|grave|ground|earth|tomb|vault)"
                            rf"|under\s+the\s+(?:ground|earth|sod|turf))\b", re.I), True),
                (re.compile(rf"{TA}\s+(?:was|is)\s+(?:now\s+)?{q}(?P<num>{EN_NUMBER}|an?)\s+(?:full\s+|good\s+|whole\s+|clear\s+|long\s+)?(?P<unit>{unit})\s+dead\b", re.I), False),
                (re.compile(rf"{q}(?P<num>{EN_NUMBER}|an?)\s+(?:full\s+|good\s+|whole\s+|clear\s+|long\s+)?(?P<unit>{unit})\s+(?:to\s+the\s+day\s+)?(?:today\s+|now\s+|had\s+passed\s+|had\s+gone\s+by\s+|"
                            rf"have\s+passed\s+)?since\s+{TA}\s+(?:had\s+)?(?:died|was\s+killed|drowned|was\s+drowned|fell)\b", re.I), False),
                # "the first sale she had been to since her father's death three months before": a count back from now
                (re.compile(rf"\bsince\s+(?:{TAG}\s+)?{TA}['’]s\s+(?:death|passing|drowning|murder|killing)\s+{q}(?P<num>{EN_NUMBER}|an?)\s+"
                            rf"(?:full\s+|good\s+|whole\s+|clear\s+|long\s+)?(?P<unit>{unit})\s+(?:before|ago|earlier|back)\b", re.I), False),
                (re.compile(rf"\bsince\s+(?:{TAG}\s+)?{TA}['’]s\s+(?:funeral|burial)\s+{q}(?P<num>{EN_NUMBER}|an?)\s+"
                            rf"(?:full\s+|good\s+|whole\s+|clear\s+|long\s+)?(?P<unit>{unit})\s+(?:before|ago|earlier|back)\b", re.I), True),
                # "Nine days after the captain died, the Council met": heading its sentence, the day now
                (re.compile(rf"(?:^|(?<=[.!?\n]\s)|(?<=[.!?\n]))\s*(?:It\s+was\s+)?{q}(?P<num>{EN_NUMBER}|an?)\s+(?:full\s+|good\s+|whole\s+|clear\s+|long\s+)?(?P<unit>{unit})\s+"
                            rf"(?:to\s+the\s+day\s+)?after\s+{TA}\s+(?:had\s+)?(?:died|was\s+killed|drowned|was\s+drowned)\b", re.I), False),
                (re.compile(rf"{q}(?P<num>{EN_NUMBER}|an?)\s+(?:full\s+|good\s+|whole\s+|clear\s+|long\s+)?(?P<unit>{unit})\s+(?:to\s+the\s+day\s+)?(?:today\s+|now\s+|had\s+passed\s+|had\s+gone\s+by\s+|"
                            rf"have\s+passed\s+)?since\s+(?:we|they|I|he|she|you)\s+(?:had\s+)?(?:buried|laid)\s+{TA}", re.I), True),
            ]
        else:
            zu = r"多?(?P<unit>天|日|个多?月|月|年|载)"  # ("三个多月", "十多天": more than so many)
            zn = rf"(?P<num>{ZH_NUMBER}|半)"
            self.since_death = [
                (re.compile(rf"{TA}(?:死|去世|过世|亡故|殁|牺牲|遇难|遇害|身亡|病故|走)了?(?:已经|已|都|才|也|足足|整整)*"
                            rf"(?:有|快|满|过了)?{zn}{zu}(?:了|有余|多)?"), False),
                (re.compile(rf"{TA}(?:下葬|入土|入殓)(?:已经|已|都|才)*(?:有|快|满|过了)?{zn}{zu}"), True),
                # "钱德甫过世到今天，算来已经两个多月了": from the death to today
                (re.compile(rf"{TA}(?:死|去世|过世|亡故|病故|遇害|身亡|走)(?:了)?(?:到|至)(?:今天|今日|今儿|如今|现在|眼下)[，,]?"
                            rf"(?:算来|算起来|算一算|掐指一算|细算起来)?[，,]?(?:已经|已|都|才|也|足足|整整|快|有|满|过了)*{zn}{zu}"), False),
                # "离钱老四遇害，已经整整三个月了", "距老周去世已有半年"
                (re.compile(rf"(?:离|距|距离|自|从){TA}(?:死|去世|过世|遇害|被害|身亡|出事|走|牺牲|遇难)(?:了|那天|以后|之后|后)?[，,]?"
                            rf"(?:已经|已|都|才|也|足足|整整|快|有|满|过了)*{zn}{zu}"), False),
            ]
        after = _alt(lex, t["after"])
        pre = _alt(lex, t["before_number"])
        if t.get("linger_verbs"):
            # 这一等，就是整整两个月: the span a wait or a stay took
            pre = rf"(?:这)?一(?:{_alt(lex, t['linger_verbs'])})[，,]?(?:就是|便是|又是)(?:整整|足足)?|" + pre
        if en:
            num = EN_NUMBER
            self.rel_time = re.compile(
                rf"(?<![\w-])(?P<num>{num})\s+(?:(?:full|whole|good|long|clear)\s+)?(?P<unit>{unit})\s+(?P<after>{after})(?![\w-])"
                r"(?!\s+than\b)"  # ("came home …, a week later than he had promised": no week passed in the story)
                rf"|(?<![\w-])(?P<pre>after|some|another)\s+(?P<num2>{num})\s+(?P<unit2>{unit})(?![\w-])"
                rf"|(?P<fixed>{_alt(lex, self.fixed)})"
                rf"|(?P<vague>{_alt(lex, self.vague)})\s+(?:later|afterwards|after|on|passed|went by)(?![\w-])", re.I)
            months = t["months"]
            self.months = {k.lower(): v for k, v in months.items()}
            # a book's own months ("the 3rd of Frostmoon"), numbered in the order its bible gives them
            self.months.update(self.named_months)
            # (a two-word month of the book's own, "Frost Moon", with any space between its words)
            own_months = "|".join((r"\s+".join(m.title().split()) if " " in m else m.capitalize())
                                  for m in sorted(self.named_months, key=len, reverse=True))
            mon = "(?:" + "|".join(sorted((r"\s+".join(map(re.escape, m.title().split())) if " " in m else m.capitalize()
                                           for m in self.months), key=len, reverse=True)) + r")\.?"
            day = r"(?P<d>\d{1,2})(?:st|nd|rd|th|(?<=[23])d)?"  # ("the 2d of July", "the 23d": the old style)
            ords = "|".join(sorted(_EN_ORD, key=len, reverse=True))
            dayo = r"(?P<do>\d{1,2}(?:st|nd|rd|th|(?<=[23])d)|" + ords + ")"
            def year(n: int) -> str:
                # "March 12, 1847", "in the year 1847", ", in the year of grace 1247", "anno Domini 1247"
                return (rf"(?:,?\s+(?:in\s+)?(?:(?i:the\s+year\s+(?:of\s+(?:grace|our\s+Lord|the\s+Lord)\s+)?)|"
                        rf"(?i:anno\s+domini)\s+|A\.?\s?D\.?\s+)?(?P<y{n}>1\d{{3}}|2\d{{3}}))?")
            self.abs_date = re.compile(
                rf"(?:the\s+)?{dayo}\s+(?:day\s+|night\s+)?of\s+(?P<m1>{mon}){year(1)}"
                rf"|(?<![\w-])(?P<m2>{mon})\s+(?:the\s+)?{day}(?![\w:])(?!\s*(?:miles|men|feet|yards|o'clock|guineas|pounds)){year(2)}"
                rf"|(?<![\w-])(?P<d3>\d{{1,2}})(?:st|nd|rd|th|(?<=[23])d)?\s+(?P<m3>{mon}){year(3)}"
                rf"|(?<![\w-])(?P<m4>{mon})\s+(?P<y4>1\d{{3}}|2\d{{3}})(?![\w])"
                # a numbered calendar ("the 3rd day of the 3rd month, in the 634th year of the Jadeforge Sect",
                # "the ninth of the fourth month"), as in novels of Chinese settings
                rf"|(?:the\s+)?(?P<do5>\d{{1,2}}(?:st|nd|rd|th)|{ords})\s+(?:day\s+)?of\s+the\s+"
                rf"(?P<mo5>\d{{1,2}}(?:st|nd|rd|th)|{ords})\s+month"
                rf"(?:,?\s+(?:in|of)\s+the\s+(?P<y5>\d{{1,4}}(?:st|nd|rd|th))\s+year)?"
                # "Frostmoon the ninth": a book's own month with the day after it
                + (rf"|(?<![\w-])(?P<m6>{own_months})"
                   rf"\s+the\s+(?P<do6>\d{{1,2}}(?:st|nd|rd|th)|{ords})(?![\w-])" if self.named_months else ""))
            self.festival = re.compile(rf"(?<![\w-])(?:on\s+(?:the\s+)?|it\s+was\s+(?:the\s+)?|by\s+)?(?P<f>{_alt(lex, self.festivals)})", re.I)
            # "Six weeks after Boxing Night", "three days before Candlemas": a date counted from a feast
            self.festival_offset = re.compile(rf"(?<![\w-])(?P<num>{num})\s+(?P<unit>{unit})\s+(?P<dir>after|before)\s+"
                                              rf"(?:the\s+)?(?P<f>{_alt(lex, self.festivals)})(?![\w-])", re.I)
            self.date_report = re.compile(_alt(lex, t.get("report_before", [])), re.I)
            self.date_not_now = re.compile(r"(?<![\w-])(?:" + _alt(lex, t["date_not_now"]) + r")\s+(?:the\s+)?(?:[A-Z]\w+day,?\s+)?(?:the\s+)?$", re.I)
        else:
            num = ZH_NUMBER
            self.rel_time = re.compile(
                rf"(?P<pre>{pre})?(?P<num>{num}|[一二三四五六七八九十]{{2}})(?P<unit>{unit})(?P<after>{after})?"
                rf"|(?P<fixed>{_alt(lex, self.fixed)})"
                rf"|(?P<vague>{_alt(lex, self.vague)})(?P<vafter>{after})?")
            self.not_era = set(t["not_era"])
            self.day_count = re.compile(rf"(?P<era>{_alt(lex, t['day_count_eras'])})(?:的|之)?第(?P<n>{ZH_NUMBER})(?:天|日)") \
                if t.get("day_count_eras") else None
            zmon = r"(?P<m>正|腊|冬|十[一二]|[一二三四五六七八九十]|[0-9]{1,2})月"
            zday = r"(?P<d>初[一二三四五六七八九十]|[二三]?十[一二三四五六七八九]?|廿[一二三四五六七八九]?|卅|[一二三四五六七八九]|[0-9]{1,2})(?:日|号)?"
            self.abs_date = re.compile(
                # ("天宝九载五月二十": 载 for 年 in the Tang, right before a month or a season)
                rf"(?:(?P<era>[\u4e00-\u9fff]{{2}}[历纪]|[\u4e00-\u9fff]{{2}})?(?P<y>元|{ZH_NUMBER})(?:年|载(?=[正一二三四五六七八九十冬腊闰]|[春夏秋冬])))?"
                rf"(?:(?P<season>[春夏秋冬])季?)?{zmon}(?:{zday})?"
                rf"|(?P<era2>[\u4e00-\u9fff]{{2}}[历纪]|[\u4e00-\u9fff]{{2}})(?P<y2>元|{ZH_NUMBER})年(?P<season2>春|夏|秋|冬)?(?![后前来间多余里中])")
            self.festival = re.compile(rf"(?P<f>{_alt(lex, self.festivals)})")
            # "中秋过后五天", "端午后第三日": a day counted from a feast (not "重阳前一天", which so often goes back over
            # the eve of a day the chapter has just named)
            self.festival_offset = re.compile(rf"(?P<f>{_alt(lex, self.festivals)})节?(?P<dir>过后|之后|以后|后)的?第?"
                                              rf"(?P<num>[一二两三四五六七八九十]{{1,3}})(?P<unit>天|日)")
            self.date_heads = set(t["date_heads"])
            self.date_head_suffixes = tuple(t.get("date_head_suffixes", []))
            self.festival_head_suffixes = tuple(t.get("festival_head_suffixes", []))
            self.festival_anchor = re.compile(_alt(lex, t.get("festival_anchor", [])))
            self.advance_heads = set(t.get("advance_heads", []))
            self.advance_anywhere = set(t.get("advance_anywhere", []))
            self.vague_before = re.compile("(?:" + _alt(lex, t.get("vague_before", [])) + r")\s*$")
            self.more_than = set(t.get("more_than", ""))
            self.month_not_after = set(t.get("month_not_after", []))
            self.month_not_before = tuple(t.get("month_not_before", []))
            self.era_bad_chars = set(t.get("era_bad_chars", ""))
            self.era_known = frozenset(t.get("era_known", []))
            self.date_tails = re.compile(_alt(lex, t["date_tails"]))
            self.date_time_of_day = re.compile("的(?:" + _alt(lex, t.get("date_time_of_day", [])) + ")[，,里]")
            self.plan_after = re.compile(_alt(lex, t["plan_after"]))
            self.date_report = re.compile(_alt(lex, t["report_before"]))
            self.agent_before = set(t.get("agent_before", ""))
        # ---- relations
        rel = d["relations"]
        self.sym = {}
        for pred, words in rel.items():
            if isinstance(words, list):
                for w in words:
                    self.sym.setdefault(w.lower(), pred)
        self.roles = {}
        for pred, words in rel["roles"].items():
            for w in words:
                self.roles.setdefault(w.lower(), pred)
        link = rel["link"]
        sym_alt = _alt(lex, self.sym)
        role_alt = _alt(lex, self.roles)
        if not en:
            role_alt = f"(?:{role_alt})(?!(?<=[兄姐哥])[弟妹])"  # (not the 师兄 of 师兄弟: the two, no elder named)
        kin_roles = [w for p in ("uncleOf", "nephewOf", "parentOf", "childOf") for w in rel["roles"].get(p, [])]
        pair = _alt(lex, link["pair"])
        cop = _alt(lex, link["copula"])
        self.second_person = re.compile(_alt(lex, link.get("second_person", [])), fl)
        # "从今日起，你便是老夫的学生", "From today you are my apprentice": the one spoken to, the speaker's role
        if en:
            self.spoken_role = re.compile(rf"\byou(?:['’]re|\s+are)\s+(?:now\s+)?my\s+(?P<noun>{role_alt})(?![\w'’-])", re.I)
        else:
            self.spoken_role = re.compile(rf"(?<![像如似])你(?:从此|从今往后|往后|以后)?(?:便|就)?是(?:我|老夫|为师|本座|本官|老朽|贫道|咱家)(?:的)?(?P<noun>{role_alt})")
        self.causes = re.compile(_alt(lex, link["causes_break"] + link["causes_mend"]), fl)
        self.cause_kind = {w.lower(): "break" for w in link["causes_break"]}
        self.cause_kind.update({w.lower(): "mend" for w in link["causes_mend"]})
        pw = _alt(lex, link.get("pair_words", []))
        self.pair_words = re.compile(pw, fl)
        if en:
            self.pair_rel = re.compile(rf"(?P<pair>{pw})\s+(?P<mid>(?:[\w'’-]+\s+){{0,5}}?)(?P<noun>{sym_alt})", re.I)
        else:
            self.pair_rel = re.compile(rf"(?P<pair>{pw})(?P<mid>[^。！？；\ue000\ue001]{{0,20}}?)(?P<noun>{sym_alt})")
        neg = d["pronouns"]["negations"]
        self.rel_negation = re.compile(_alt(lex, neg + link.get("negation_extra", [])), fl)
        self._literals: dict[int, list] = {}  # (filled on first use: literals_of, literal_automaton)
        self._automata: dict[int, object] = {}
        self.rel_past_mid = re.compile(_alt(lex, link.get("past_in_mid", [])), fl) if not en else None
        v = rel["verbs"]
        if en:
            self.rel_patterns = [
                # (not "Tom and Ada, who were strangers to him", "friends of the family": to someone else)
                ("sym", re.compile(rf"{TA}\s+and\s+{TB}(?:,\s+who)?\s+(?P<mid>(?:{cop})\s+(?:[\w'’-]+\s+){{0,3}}?)(?P<noun>{sym_alt})"
                                   rf"(?!\s+(?:to|of)\s+(?!each\s+other|one\s+another)\S)", re.I)),
                # "Maren and Isolde, bitter enemies since they were girls, standing together": the pair, then what they are
                ("sym", re.compile(rf"{TA}\s+and\s+{TB},\s+(?P<mid>(?:(?:the|two|old|bitter|sworn|close|fast|dear|lifelong|firm|"
                                   rf"best|oldest|deadly|mortal)\s+){{0,2}})(?P<noun>{sym_alt})(?![\w'’-])", re.I)),
                # "Tom and Jabe, who had never been able to abide one another": a mutual verb, no copula
                ("sym", re.compile(rf"{TA}\s+and\s+{TB}(?:,\s+who)?\s+(?P<mid>(?:(?:had|have|has)\s+)?(?:always\s+|long\s+|ever\s+)?)(?=never\b|could|hated\b|loathed\b|detested\b)(?P<noun>{sym_alt})(?![\w'’-])", re.I)),
                # (not "Marguerite was in her mother's wedding dress": a place and a thing of the mother's)
                # (nor "Jess Marlow was helping her mother": a doing, and whose mother the her is, not Jess)
                ("role", re.compile(rf"{TA}(?:,)?\s+(?P<mid>(?:[\w'’-]+\s+){{0,2}}?(?:{cop})\s+(?:(?!(?:in|at|on|with|by|for|from|to|into|under|behind|beside|near|wearing)\s|[a-z]+(?:ing|ed)\s)[\w'’-]+\s+){{0,1}}?){TB}(?:['’]s)?\s+(?:[\w-]+\s+)?(?P<noun>{role_alt})(?!['’]s\b)", re.I)),
                ("appos", re.compile(rf"{TA}(?:['’]s)?\s+(?:[\w-]+\s+)?(?P<noun>{role_alt}),?\s+{TB}", re.I)),
                # "Dick Bassett, whom Nat had never met before that autumn", "a Cornishman whom Ashby had never liked and
                # had scarcely exchanged a dozen words with": strangers, said of them both
                ("unknown", re.compile(rf"{TA}(?:,\s+|\s+(?:was|is)\s+)[^.;!?\ue000\n]{{0,60}}?(?:{TAG}[^.;!?\ue000\n]{{0,60}}?)?\bwhom\s+{TB}\s+(?:had|has)\s+"
                                       rf"never\s+(?:once\s+|really\s+|even\s+)?(?:met|spoken\s+to|laid\s+eyes\s+on|liked|"
                                       rf"exchanged\s+(?:a|one)\s+(?:single\s+)?word\s+with)(?![\w'’-])", re.I)),
                ("appos2", re.compile(rf"{TA}(?:\s+[^,.;!?\ue000\n]{{1,40}}?)?,\s+(?:[^,.;!?\n]{{1,40}},\s+)?{TB}(?:['’]s)?\s+(?:[\w-]+\s+)?(?P<noun>{role_alt})(?![\w'’-])", re.I)),
                ("take", re.compile(rf"{TA}\s+(?:{_talt(lex, v['take_disciple'])})\s+{TB}\s+(?:{_talt(lex, v['take_suffix'])})", re.I)),
                # "Tom had taken Isaac on as a raw apprentice": the one taken on, whatever the apprentice is called
                # ("Tom had taken old Jacob up the hill as his learner": taken to the place of the work)
                ("take", re.compile(rf"{TA}(?:,\s+who)?\s+(?:{_talt(lex, v['take_disciple'])})\s+(?:(?:old|young|little)\s+)?{TB}\s+(?:on\s+)?"
                                    rf"(?:(?:up|down|out|into|onto|aboard|over)\s+(?:the\s+)?[\w-]+\s+)?as\s+(?:(?:a|an|his|her|their)\s+|{TAG}\s+)?"
                                    rf"(?:[\w-]+\s+)?(?:apprentice|pupil|student|trainee|prentice|learner|disciple)(?![\w'’-])", re.I)),
                ("become", re.compile(rf"{TA}\s+(?:[\w'’-]+\s+)?(?:{_alt(lex, v['become_disciple'])})\s+{TB}", re.I)),
                # "Meggs had been a raw lad off a barge …, and had been bound apprentice to Thomas Rudd": the subject of a
                # chain of verbs with no one else in it; "had served his time under Meggs"
                ("become", re.compile(rf"{TA}[^.;!?\ue000\ue001]{{0,160}}?,\s+and\s+(?:{_alt(lex, v['become_disciple'])})\s+{TB}", re.I)),
                # (also "Kaspar had served his two aspirant seasons under Moritz": the seasons of a learner)
                ("become", re.compile(rf"{TA}(?:,?\s+who)?\s+(?:had\s+)?served\s+{TAG}\s+(?:(?:[\w-]+\s+){{0,2}}?(?:aspirant|apprentice|"
                                      rf"probationary|probationer|novice|trainee|learner)[\w'’-]*\s+(?:seasons?|years?|summers?|winters?|"
                                      rf"months?|terms?)|(?:[\w-]+\s+)?(?:time|apprenticeship|articles|novitiate|indentures?))"
                                      rf"\s+(?:under|with|to)\s+{TB}", re.I)),
                ("marry", re.compile(rf"{TA}\s+(?:had\s+)?married\s+{TB}", re.I)),
                # "I had taught him", "Jerome, whom I had taught": the teacher and the taught
                ("teach", re.compile(rf"{TA}(?:,?\s+who)?\s+(?:had\s+|has\s+)?(?:{_alt(lex, v.get('teach', []))})\s+{TB}", re.I)),
                ("taughtby", re.compile(rf"{TA},?\s+whom\s+{TB}\s+(?:had\s+)?(?:{_alt(lex, v.get('teach', []))})", re.I)),
                # "Winnie … came up as a probationer and was given to me to teach": the one handed over is the taught
                ("taughtby", re.compile(rf"{TA}(?:\s+[^.;!?\ue000\ue001]{{0,80}}?\s+and)?\s+(?:was|had\s+been|were)\s+"
                                        rf"(?:given|handed|sent|put|assigned|entrusted|bound|turned\s+over)\s+(?:over\s+)?to\s+{TB}"
                                        rf"\s+to\s+(?:teach|train|school|bring\s+on|break\s+in|learn\s+from)\b", re.I)),
                # "when his seven years under Silas Grindle were done": an apprentice's years, served under a master
                ("learn", re.compile(rf"{TA}\s+(?:(?:first|long|seven|six|five|four|three|two|\d+)\s+)?(?:years|winters|seasons)\s+"
                                     rf"(?:of\s+(?:apprenticeship|service|articles)\s+)?under\s+{TB}(?![\w'’-])", re.I)),
                # "Ketil the Old had learned the sea from her, as a pupil learns from his master"
                ("learn", re.compile(rf"{TA}\s+(?:had\s+)?(?:learned|learnt)\s+(?:[\w'’-]+\s+){{1,5}}?from\s+{TB},?\s+as\s+(?:a|an|any)\s+"
                                     rf"(?:pupil|apprentice|student|boy|girl|disciple|prentice)\b", re.I)),
                # "Penhallow had learned his ice, as it happened, from Harrowby": a craft of his own, learned from him
                ("learn", re.compile(rf"{TA}(?:,\s+(?:[\w'’-]+\s+){{1,4}}[\w'’-]+,)?\s+(?:had\s+)?(?:first\s+)?(?:learned|learnt)\s+{TAG}\s+(?!(?:lesson|lessons|news|fate|name|"
                                     rf"names|secret|secrets|truth|whereabouts|mistake|mistakes|place|answer|address|story|"
                                     rf"own|way|manners|part|lines|letter|error)\b)[a-z][\w'’-]*(?:,\s+(?:[a-z]+\s+){{1,3}}[a-z]+,)?"
                                     rf"\s+(?:from|under)\s+{TB}(?![\w'’-])", re.I)),
                # "He hated Hallveig as bitterly as he had ever hated any living soul": hatred said in full
                ("hate", re.compile(rf"{TA}\s+(?:had\s+)?(?:hated|loathed|detested|despised)\s+{TB}\s+(?:as\s+(?:bitterly|deeply|much|fiercely)"
                                    rf"|with\s+(?:all|every|a\s+(?:cold|deep|bitter|black))|more\s+than\s+(?:any|he|she)|bitterly|"
                                    rf"to\s+the\s+(?:bone|marrow))\b", re.I)),
                # "Cal had been the one who broke Gus in on the swing arms": broke him in to the work, trained him
                # ("Strand had been the one to break Rennick in, back on the Intercolonial")
                ("teach", re.compile(rf"{TA}(?:\s+(?:had\s+been|was)\s+the\s+(?:one|man|woman)(?:\s+to(?=\s+(?:break|train|teach)))?|,)?(?:,?\s+who)?\s+(?:had\s+)?"
                                     rf"(?:broke|broken|breaks|break)\s+{TB}\s+in\b(?!\s+(?:half|two|pieces|a\s+new\s+pair))", re.I)),
                # "Leo Marchetti, the man who had found him grinding a camera in Fort Lee and taught him everything"
                # "It was Gene, after all, who had taken Len Aldous in hand … and taught him his trade": a cleft puts
                # the teacher first, whoever else the clause names on the way
                ("teach", re.compile(rf"\b(?:it|It)\s+(?:was|had\s+been)\s+{TA}(?:,[^.;!?\n]{{0,30}}?,)?\s+who\s+(?:had\s+)?"
                                     rf"[^.;!?\n]{{0,80}}?\b(?:and\s+)?(?:had\s+)?(?:{_alt(lex, v.get('teach', []))})\s+{TB}")),
                # "It was Samuel Garner who had first put a barking iron in Amos's hand and showed him how to ring an
                # oak": the one who first showed another the work (a cleft, and "first": where the learning began)
                ("teach", re.compile(rf"\b(?:it|It)\s+(?:was|had\s+been)\s+{TA}(?:,[^.;!?\n]{{0,30}}?,)?\s+who\s+(?:had\s+)?"
                                     rf"(?=[^.;!?\n]{{0,80}}?\bfirst\b)[^.;!?\n]{{0,80}}?\b(?:and\s+)?(?:had\s+)?(?:first\s+)?"
                                     rf"(?:showed|shown)\s+{TB}\s+how\s+to\b")),
                ("teach", re.compile(rf"{TA},\s+the\s+(?:man|woman|one|fellow|person)\s+who\s+(?:had\s+)?[^.;!?\ue000\n]{{0,80}}?"
                                     rf"\b(?:and\s+)?(?:had\s+)?(?:{_alt(lex, v.get('teach', []))})\s+{TB}", re.I)),
                # "Joe had spent most of that first autumn teaching Lou Hatcher to handle it", "Ada was teaching Kit the
                # knots": one teaching another a skill over a time (to, how, the: not "spent the night teaching him a lesson")
                ("teach", re.compile(rf"{TA}\s+(?:had\s+|has\s+)?(?:spent|passed|given)\s+[^.;!?\ue000\n]{{0,50}}?\b(?:teaching|training|"
                                     rf"tutoring|schooling|showing)\s+{TB}\s+(?:to\s+(?!death\b)|how\b|the\s+(?!lesson\b))", re.I)),
                # "There was no love lost between Nora and Miss Crane": no friends, whatever the bible says
                ("hate", re.compile(rf"\bno\s+love\s+lost\s+between\s+{TA}\s+and\s+{TB}", re.I)),
                # "the old man had learned it, all of it, at Marchetti's elbow", "learned his trade at Dasius's elbow"
                ("elbow", re.compile(rf"{TA}\s+(?:had\s+)?(?:learned|learnt|studied|trained|served\s+(?:his|her)\s+time)\b"
                                     rf"[^.;!?\ue000\n]{{0,60}}?\bat\s+{TB}['’]s\s+(?:elbow|side|knee)\b", re.I)),
                # "who had never been anything to Daniel Reay but an enemy": X is Y's enemy
                ("onlybut", re.compile(rf"{TA}(?:,\s+who)?\s+(?:had\s+)?(?:never\s+)?(?:been|was|were)\s+(?:anything|nothing)\s+(?:to|for)\s+{TB}\s+but\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?P<noun>{role_alt}|{sym_alt})", re.I)),
                # "Hale's master was Thorne": the role of the second name
                ("roleis", re.compile(rf"{TA}(?:['’]s)?\s+(?:[\w-]+\s+)?(?P<noun>{role_alt})\s+(?:was|is|had been|became)\s+{TB}", re.I)),
                ("take", re.compile(rf"{TA}(?:,\s+who)?\s+(?:had\s+)?took\s+{TB}\s+on\s+as\s+(?:his|her|an?|{TAG})\s+(?:(?:raw|young|green|new|first)\s+)?"
                                    rf"(?:apprentice|pupil|student|lad|boy|girl|youngster|trainee|prentice)\b", re.I)),
                # "she had served her time as Tom's apprentice", "he came to the yard as Hale's mate": A is B's role
                ("roleas", re.compile(rf"{TA}(?:,?\s+who)?\s+(?P<mid>(?:[\w'’-]+\s+){{1,6}}?)as\s+{TB}['’]s\s+(?:[\w-]+\s+)?(?P<noun>{role_alt})(?![\w'’-])", re.I)),
                # "He had learned it in the cold lecture room at Chicago, twenty-three years before, as Penhallow's pupil":
                # a learning, its place and time set off by commas, then whose pupil
                ("roleas", re.compile(rf"{TA}(?:,?\s+who)?\s+(?P<mid>(?:had\s+)?(?:learned|learnt|studied|trained|served|begun|began|"
                                      rf"started)\b[^.;!?\ue000\ue001]{{0,90}}?,\s+)as\s+{TB}['’]s\s+(?:[\w-]+\s+)?"
                                      rf"(?P<noun>{role_alt})(?![\w'’-])", re.I)),
                # "he was still a stranger to her", "they had remained strangers to each other"
                # "had learned the whole craft at Anzolo's elbow", "learnt his trade from old Marrick": A is B's pupil
                # ("Septimus, who had learned every trick of the foil he knew from Laurence": in a who-clause, past a
                # he of the clause's own)
                ("learn", re.compile(rf"{TA}(?:,\s+who)?\s+(?:had\s+)?(?:first\s+)?(?:{_alt(lex, v.get('learn', []))})\s+(?:(?:{_alt(lex, v.get('learn_objects', []))}|{TAG}\s+(?:own\s+)?(?:apprenticeship|articles|time|trade|craft|letters))\s+(?:(?:[\w'’-]+|{TAG})\s+){{0,5}}?(?:from|under)\s+|under\s+){TB}(?![\w'’-])", re.I)),
                ("learn", re.compile(rf"{TA}(?:,\s+who)?\s+(?:had\s+)?(?:first\s+)?(?:{_alt(lex, v.get('learn', []))})\s+(?:(?:[\w'’-]+|{TAG}(?=\s+[a-z]))\s+){{1,6}}?at\s+{TB}['’]s\s+(?:{_alt(lex, v.get('learn_at', []))})(?![\w'’-])", re.I)),
                # "whom Anzolo had hated since they were boys", "he had loathed Marrick for twenty years": a standing enmity
                ("hatedby", re.compile(rf"{TA},\s+whom\s+{TB}\s+(?:had|has|have)\s+(?:always\s+|long\s+)?(?:{_alt(lex, v.get('hate', []))})\s+(?:{_alt(lex, v.get('hate_since', []))}|all\s+{TAG}\s+li(?:fe|ves)|(?:ever\s+)?since\s+{TAG}\s+(?:was|were)\s+(?:a\s+)?(?:boys?|girls?|lads?|children|a\s+child|young))(?![\w'’-])", re.I)),
                # ("Walter, who had loathed Tom Kemsley since they were boys": said of him in a who-clause)
                ("hate", re.compile(rf"{TA}(?:,\s+who)?(?:\s+(?:had|has|have)|['’](?:ve|d))\s+(?:always\s+|long\s+)?(?:{_alt(lex, v.get('hate', []))})\s+{TB}\s+"
                                    # ("with a steady, sullen hatred since the first week": how, then since when)
                                    rf"(?:with\s+(?:a|an)\s+(?:[a-z]+,?\s+){{0,3}}(?:hatred|loathing|contempt|dislike|spite|rancour|rancor)\s+)?(?:{_alt(lex, v.get('hate_since', []))}|all\s+{TAG}\s+li(?:fe|ves)|from\s+(?:{TAG}|the|their)\s+(?:very\s+)?first\s+(?:day|week|month|year|morning|night|meeting|sight)|(?:ever\s+)?since\s+(?:{TAG}|they|we|both\s+of\s+them|the\s+two\s+of\s+them)\s+(?:was|were)\s+(?:a\s+)?(?:boys?|girls?|lads?|children|a\s+child|young|small|little))(?![\w'’-])", re.I)),
                # "Ivo, whom Aelric hated more than any man in Hallowmere", "Aelric hated Ivo above all men": a hatred
                # measured against everyone, no passing anger
                ("hatedby", re.compile(rf"{TA},\s+whom\s+{TB}\s+(?:had\s+|has\s+)?(?:always\s+|long\s+)?(?:{_alt(lex, v.get('hate', []))})\s+"
                                       rf"{_EN_HATE_MOST}", re.I)),
                ("hate", re.compile(rf"{TA}\s+(?:had\s+|has\s+)?(?:always\s+|long\s+)?(?:{_alt(lex, v.get('hate', []))})\s+{TB}\s+"
                                    rf"{_EN_HATE_MOST}", re.I)),
                # "He hated Caleb, and had always hated him": a hatred said to have been there all along
                ("hate", re.compile(rf"{TA}\s+(?:hated|loathed|detested|despised)\s+{TB},?\s+and\s+(?:had|has)\s+(?:always|ever|long)\s+"
                                    rf"(?:hated|loathed|detested|despised)\s+(?:{TAG}|him|her|them)(?![\w'’-])", re.I)),
                # "Joe hated Nils, and had hated him since the spring": since a time, up to now
                ("hate", re.compile(rf"{TA}\s+(?:hated|loathed|detested|despised)\s+{TB},?\s+and\s+(?:had|has)\s+"
                                    rf"(?:hated|loathed|detested|despised)\s+(?:{TAG}|him|her|them)\s+(?:ever\s+)?since\s+(?:the|that|last|early|\w+day|"
                                    rf"January|February|March|April|May|June|July|August|September|October|November|December)\b", re.I)),
                # "Reuben could not abide Jory Hocking", "she can't stand Tom Ashby": a dislike that holds now
                ("hate", re.compile(rf"{TA}(?:,\s+who)?\s+(?:could\s+not|couldn['’]t|cannot|can['’]t|can\s+not)\s+(?:abide|stand|bear|stomach|endure)\s+"
                                    rf"(?:the\s+(?:sight|look|sound)\s+of\s+)?{TB}(?![\w'’-])(?!\s+(?:to|for|the|being|it)\b)", re.I)),
                # "He has never been able to abide Henry Rowan": a standing dislike, said once
                # ("Rudd, who had never been able to stand Pilbeam and …": said of him in a who-clause)
                # ("He had not been able to bear Ned Bassett for a long while now": not, for a while up to now)
                ("hate", re.compile(rf"{TA}(?:,\s+who)?\s+(?:has|had)\s+(?:never\s+(?:once\s+)?|not\s+|n['’]t\s+)been\s+able\s+to\s+(?:abide|stand|bear|stomach|endure)\s+"
                                    rf"(?:the\s+(?:sight|look|sound)\s+of\s+)?{TB}(?![\w'’-])", re.I)),
                # "the Shetlander had never had any use for the surgeon", "Ashby had never liked Sayle": never, from the start
                # ("She had never had any liking for Silas Rowe's girl": no liking, from the first)
                ("hate", re.compile(rf"{TA}\s+(?:has|had)\s+never\s+(?:once\s+|really\s+|much\s+)?(?:had\s+(?:any|much|the\s+least)\s+"
                                    rf"(?:use|time|liking|fondness|love|regard)\s+for|felt\s+(?:any|much|the\s+least)\s+(?:liking|fondness|love)\s+for|"
                                    rf"liked|cared\s+for|trusted|taken\s+to|got\s+on\s+with)\s+{TB}(?![\w'’-])", re.I)),
                ("stranger", re.compile(rf"{TA}\s+(?P<mid>(?:{cop}|remained|seemed)\s+(?:still\s+|now\s+|quite\s+|almost\s+|as\s+)?)(?:an?\s+)?(?:complete\s+|total\s+|perfect\s+|utter\s+)?(?P<noun>strangers?)\s+to\s+{TB}", re.I)),
                # "Danny barely knew her", "she had never really met him": as good as strangers ("I did not know him"
                # in the dark is not knowing him again)
                ("unknown", re.compile(rf"{TA}\s+(?P<mid>)(?:(?:barely|hardly|scarcely)\s+(?:knew|know)|had\s+never\s+(?:really\s+)?met)\s+{TB}(?![\w'’-])(?!\s+(?:was|had|would|could|well)\b)", re.I)),
                # (a habit is no stranger: "had never known him use three words where one would do", "never known her
                # to lie"; after "known him" comes a clause's end or a word of time or place)
                ("unknown", re.compile(rf"{TA}\s+(?P<mid>)had\s+never\s+(?:really\s+)?known\s+{TB}(?![\w'’-])"
                                       r"(?!\s+(?:to\s+)?(?!(?:before|in|at|since|personally|then|from|outside|until|till|except|"
                                       r"and|but|or|either|for|during|among|through|when|while|again|long|properly|intimately|"
                                       r"at\s+all)\b)[a-z]+\b)", re.I)),
                # "I have never exchanged more than a few words with Winnie", "Sister Hale, …, with whom I have never
                # exchanged more than a few words of civility": as good as strangers
                ("unknown", re.compile(rf"{TA}\s+(?P<mid>)(?:have|has|had)\s+(?:never|scarcely|hardly|barely)\s+(?:once\s+|even\s+)?"
                                       rf"(?:exchanged|spoken|said|passed)\b[^.;!?\ue000\ue001]{{0,50}}?\b(?:with|to)\s+{TB}(?![\w'’-])", re.I)),
                ("unknown", re.compile(rf"{TB}(?:,[^.;!?\ue000\ue001]{{0,80}}?,?)?\s+(?:with|to)\s+whom\s+{TA}\s+(?P<mid>)(?:have|has|had)\s+"
                                       rf"(?:never|scarcely|hardly|barely)\s+(?:once\s+|even\s+)?(?:exchanged|spoken|said|passed)\b", re.I)),
                # "a red-haired girl from the pub whom Clare had never once spoken to"
                ("unknown", re.compile(rf"{TB}(?:,[^.;!?\ue000\ue001]{{0,80}}?)?\s+whom\s+{TA}\s+(?P<mid>)(?:have|has|had)\s+"
                                       rf"(?:never|scarcely|hardly|barely)\s+(?:once\s+|even\s+)?(?:spoken|talked)\s+to\b", re.I)),
                # "a Miss Fitch, whom I knew only to nod to", "Tom Hale, whom she knew only by sight", "I knew Nell only by
                # sight": someone met in passing, a stranger in all but name
                ("unknown", re.compile(rf"{TB}(?:,[^.;!?\ue000\ue001]{{0,80}}?)?,?\s+whom\s+{TA}\s+(?P<mid>)(?:had\s+)?(?:known|knew|know)\s+"
                                       rf"(?:only|just|merely|barely)\s+(?:to\s+nod\s+to|by\s+sight|by\s+name|in\s+passing|to\s+say\s+good\s+morning\s+to)\b", re.I)),
                ("unknown", re.compile(rf"{TA}\s+(?P<mid>)(?:had\s+)?(?:known|knew|know)\s+{TB}\s+(?:only|just|merely|barely)\s+"
                                       rf"(?:to\s+nod\s+to|by\s+sight|by\s+name|in\s+passing)\b", re.I)),
            ]
        else:
            nb = r"[^。！？；\ue000\ue001]"
            self.rel_patterns = [
                ("sym", re.compile(rf"{TA}(?:，[^，。！？；\ue000\ue001]{{1,4}}?)?(?:{pair})[^，。！？；\ue000\ue001]{{0,6}}?{TB}(?P<mid>{nb}{{0,24}}?)(?P<noun>{sym_alt})")),
                # "这一身刀法，是秦照野一招一式传给他的": the teacher and the taught
                ("teachzh", re.compile(rf"{TA}(?P<mid>{nb}{{0,4}}?)(?:{_alt(lex, v.get('teach', []))}){TB}")),
                # "一辈子最服的，就是手把手教他刻字的师父赵三": the master the teaching names, of the one taught
                ("teachzh", re.compile(rf"(?:{_alt(lex, v.get('teach', []))}){TB}[^，。！？；\ue000\ue001]{{0,10}}?的"
                                       rf"(?:恩师|师父|师傅|老师|先生|师尊|授业恩师|业师)(?:，)?{TA}")),
                # "她这个当师父的，总不能看着徒弟老韩一个人往火坑里跳": the one who calls herself the master, of the disciple
                ("teachzh", re.compile(rf"{TA}(?:这个|这|作为)(?:当|做)?(?:师父|师傅|老师|带教师父)的[^。！？\ue000]{{0,12}}?(?:徒弟|徒儿|弟子|学生){TB}")),
                # "当年陈国栋刚进刑警队，是周建华手把手带出来的", "李崇这套刀法，是陈远手把手教出来的": the one the
                # sentence is about was brought up by the one after 是
                # ("林秀峰这一口番话，当初可都是他这个做师父的一句一句教出来的": the one who calls himself the master)
                # (not "冯德顺的老伙计，有的是他带出来的": his men, not he)
                ("taughtzh", re.compile(rf"{TB}(?![的之])[^。！？；\ue000\ue001]{{0,24}}?是(?:当年|早年|当初|那年)?{TA}(?:这个(?:做|当)?(?:师父|师傅|先生|老师)的)?"
                                        rf"(?:手把手|一手|亲手|一点一点|一句一句|一招一式|一字一句)?地?"
                                        rf"(?:教|带|调教|培养|栽培|拉扯)(?:出来|会)的")),
                ("sym", re.compile(rf"{TA}(?P<mid>{nb}{{0,3}}?(?:{_alt(lex, link['view_verbs'])})){TB}(?:{_alt(lex, link['view_as'])})(?:了)?(?:自己的|生平|平生)?(?P<noun>{sym_alt})")),
                # "韩铮是林澈在军校时就结下梁子的死对头": a clause about the second may stand before 的
                ("rolezh", re.compile(rf"{TA}(?P<mid>{nb}{{0,10}}?(?:{cop})(?:了)?){TB}(?:[^。！？；，\ue000\ue001]{{0,12}}?)(?:的|之)(?:[^。！？；，\ue000\ue001]{{0,4}}?)(?P<noun>{role_alt}|{sym_alt})")),
                # "福贵是他外甥", "刘四是福贵亲外甥": a kin word follows its possessor with no 的
                ("rolezh", re.compile(rf"{TA}(?P<mid>(?:原来|本来|本|正|就|便|也|倒)?是){TB}(?P<noun>{_alt(lex, kin_roles)})(?![\u4e00-\u9fff]{{0,1}}的)")),
                # "作为周远山当年在军校的教官，林澈……": as the second's role, the first
                ("roleas", re.compile(rf"(?<![\u4e00-\u9fff])作为{TB}(?:[^。！？；，\ue000\ue001]{{0,10}}?)(?:的|之)(?P<mid>)(?P<noun>{role_alt})[，,]{TA}")),
                ("appos", re.compile(rf"{TA}(?:的|之)(?P<noun>{role_alt})[，,、]?{TB}")),
                # "邬七娘——唐棹的徒弟": the first is the second's role
                ("role", re.compile(rf"{TA}(?P<mid>\s*(?:——|—|：|:)\s*){TB}(?:的|之)(?P<noun>{role_alt})")),
                ("become", re.compile(rf"{TA}(?P<mid>{nb}{{0,8}}?)(?:{_alt(lex, v['discipleOf'])}){TB}(?:{_alt(lex, v['disciple_suffix'])})")),
                ("become", re.compile(rf"{TA}(?P<mid>{nb}{{0,4}}?)(?:{_alt(lex, v['become_disciple'])}){TB}(?:{_alt(lex, v['become_suffix'])})")),
                ("take", re.compile(rf"{TA}(?P<mid>{nb}{{0,4}}?)(?:{_alt(lex, v['take_disciple'])}){TB}(?:{_alt(lex, v['take_suffix'])})")),
                # "鲁大川初入行时拜的师父便是石小满": the master someone took, named after
                ("roleis", re.compile(rf"{TA}(?P<mid>{nb}{{0,10}}?)拜的(?P<noun>师父|师傅|老师|恩师)(?:便是|就是|正是|乃是|是){TB}")),
                # "陆照微的师父是温伯言": the role of the second name
                ("roleis", re.compile(rf"{TA}(?:的|之)(?P<noun>{role_alt})(?:{_alt(lex, link['role_is'])}){TB}")),
                # "石满跟着陈砚学算学", "裴松年……跟着陈砚这个先生读书": the first studies under the second
                # "顾长庚至今还得管沈墨舟叫一声师父": the first calls the second master
                ("learn", re.compile(rf"{TA}(?P<mid>{nb}{{0,8}}?)(?:管|称|喊|唤){TB}(?:叫|作|为)?(?:一声|声)?(?:师父|恩师|师傅)(?![兄姐弟妹娘])")),
                # "顾鸣秋当年的一身本事，还是在马金奎门下学出来的": learned under the second
                ("learn", re.compile(rf"{TA}(?P<mid>{nb}{{0,16}}?)在{TB}(?:的)?(?:门下|座下|名下)(?:学|习|练|出师|拜师)")),
                # "陆小满站在一旁，看着自己这个徒弟沈秋娘": the second, the first's own disciple
                ("take", re.compile(rf"{TA}[^。！？；\ue000\ue001]{{0,10}}?(?:自己|自个儿)这个(?:小)?(?:徒弟|弟子|徒儿|学生){TB}")),
                # "孙嬷嬷这个徒弟，是知微进宫后亲手收下的": the first, a disciple the second took
                ("become", re.compile(rf"{TA}这个(?:小)?(?:徒弟|弟子|学生|徒儿)[，,]?(?:是|乃)?{TB}[^。！？；\ue000\ue001]{{0,12}}?"
                                      rf"(?:收下|收的|收来|收进|带出来|教出来|领进门)")),
                # "林砚恨赵铁柱恨到了骨子里", "他对赵铁柱恨之入骨", "她恨透了孟广财": a hatred that holds now
                # ("他心里恨这位陈家少爷，恨得不是一天两天了": the one named by his house and title, hated long)
                ("hate", re.compile(rf"{TA}(?:{nb}{{0,4}}?)(?<![不没别])恨(?:这位|那位|这个|那个)?(?:[\u4e00-\u9fff]{{1,2}}家的?)?{TB}[，,]?恨"
                                    rf"(?:到了|到|进了|得)?(?:骨子里|骨头里|入骨|牙根|牙痒|咬牙切齿|要死|发狂|不是一天两天了?|不止一天两天|"
                                    rf"不是一年两年了?|有些年头了?|好些年了?)")),
                ("hate", re.compile(rf"{TA}(?:{nb}{{0,4}}?)(?<![不没别])对{TB}(?:恨之入骨|恨得(?:咬牙切齿|牙痒痒)|恨透了)")),
                ("hate", re.compile(rf"{TA}(?:{nb}{{0,4}}?)(?<![不没别])恨(?:透|死)了{TB}")),
                # "林小舟一向讨厌周宁", "她向来看不上陈默": a dislike said to hold all along
                ("hate", re.compile(rf"{TA}(?:{nb}{{0,4}}?)(?:一向|一直|向来|从来|素来|打小就|打心底里?|打心眼儿?里)(?:都|就)?"
                                    rf"(?:讨厌|厌恶|憎恶|看不惯|看不上|瞧不上|瞧不起|看不起|烦透了|恨)(?:透了)?{TB}")),
                # "周大川打心眼里恨苏晚晴"
                ("hate", re.compile(rf"{TA}(?:{nb}{{0,4}}?)(?:打心眼里|打心眼儿里|打心底里|打心底|从心底里|从骨子里)(?:就)?恨(?:着)?{TB}(?!不|没|得不|自己)")),
                # "她向来恨我入骨": hatred to the bone, held all along
                ("hate", re.compile(rf"{TA}(?:{nb}{{0,4}}?)(?<![不没别])恨{TB}(?:入骨|入髓|到骨子里)")),
                ("learn", re.compile(rf"{TA}(?P<mid>{nb}{{0,12}}?)(?:跟着|跟随|追随|随)(?:{TB})(?:这个|这位|那位|老)?"
                                     rf"(?:先生|师父|师傅|老师|夫子|教习)?(?:{_alt(lex, v.get('learn_zh', []))}|"
                                     # "周敬山跟着陆沉学了八年刀", "跟着他学了三年": learning a craft for years under him
                                     rf"学了?(?:(?:整整|足足)?[一二三四五六七八九十两几半\d]+(?:年|个月|载)(?:的)?(?:刀|剑|拳|枪|武|艺|医|手艺|本事|功夫|"
                                     rf"木匠|瓦匠|铁匠|厨艺|戏|书|字|画)?|(?:刀法|剑法|拳脚|枪法|手艺|本事|功夫))|"
                                     # "康阿罗初到长安，还是跟着他学的辨香": the craft learned under him
                                     rf"学的[\u4e00-\u9fff]{{1,4}}(?=[，。；！？]|$)|学会的)")),
            ]
        # ---- death
        de = d["death"]
        self.not_death = re.compile(_alt_modals(lex, de["not_death"], en), fl)
        # 还魂草, 还魂丹: a herb or a pill named for bringing back the dead, not anyone coming back
        self.revival_past = re.compile(_alt(lex, de["revival_past"]), fl) if de.get("revival_past") else None
        self.revival = re.compile("(?:" + _alt(lex, de["revival"]) + ")" +
                                  (f"(?!{_alt(lex, de.get('revival_not_followed', []))})" if not en else ""), fl)
        self.death_report = re.compile(_alt(lex, de["report"]), fl)
        rem = de.get("remains", [])
        self.death_remains = re.compile(rf"{TA}(?P<mid>)(?P<verb>" + "|".join(map(re.escape, sorted(rem, key=len, reverse=True))) + ")", fl) if rem else None
        verdicts = de.get("verdicts", [])
        # (not "He's gone to the isles", "she's gone home": gone somewhere)
        self.death_verdict = re.compile(r"\s*(?:" + _alt(lex, verdicts) + r")(?!\s+(?:to|off|away|out|home|back|up|down|into|over|across|"
                                        r"for|with|north|south|east|west|abroad|ashore|aboard|ahead|on|round|around|after|already\s+to)\b)"
                                        r"(?:[\s,，.。!！…—-]|$)", fl) if verdicts else None
        poss = de.get("possessed", [])
        self.death_possessed = re.compile(rf"{TA}(?:['’]s)?\s+(?P<mid>)(?P<verb>{_alt(lex, poss)})(?![\w-])", fl) if poss else None
        # a tally in a report: "the district sealed, one man dead, A. Crake, overman"
        self.death_tally = re.compile(rf"(?P<verb>\b(?:one|a|the\s+only)\s+(?:man|woman|boy|girl|hand|soul|miner|sailor)\s+"
                                      rf"(?:dead|killed|drowned|lost))(?P<mid>),\s+{TA}", re.I) if en else None
        # "Dmitri Sokol, contract hand, forty years old, his badge still pinned to the coverall …, was dead": a name, a
        # long description set off by commas, and the death right after it
        self.death_described = re.compile(rf"{TA}(?P<mid>,[^.;!?\n]{{0,200}}?,)\s+(?P<verb>was\s+dead|had\s+died|"
                                          rf"died|was\s+killed|had\s+been\s+killed)\b", re.I) if en else \
            re.compile(rf"(?:翻开|翻了翻|摸了摸|摸了一下|探了探|按了按|把了把|搭了搭|试了试){TA}的(?:眼皮|脉|脉搏|手腕|鼻息|颈子|脖子|胸口|心口)"
                       rf"(?:[^。！？；“”]{{0,80}}[，,])?(?P<mid>[^，,。！？；“”]{{0,12}}?)(?P<verb>(?:早就|早已|已经|早)?(?:断了气|咽了气|没了气|没气了|过去了|走了))")
        # ("郎中翻开钱德甫的眼皮看了看……说是中风……没等到人来，就已经断了气": the one whose body the doctor examined)
        dv = _talt(lex, de["verbs"])
        if de.get("verbs_at_end"):  # 韩百夫长……没了。: only when the words end there (not 没了主意)
            dv += "|(?:" + _alt(lex, de["verbs_at_end"]) + r")(?=[。！!…”」』\s]|$)"
        kv = _talt(lex, de["kill_verbs"])
        if en:
            self.death = re.compile(rf"{TA}(?P<mid>(?:\s+of\s+[^,.;!?\n]{{1,50}}?)?(?:,[^,.;!?]{{0,80}},)?\s+(?:[\w'’-]+\s+){{0,2}}?)(?P<verb>{dv})", re.I)
            # the killer may be anyone or anything ("The sea had drowned him", "they buried Ambrose Pell")
            self.kill = re.compile(rf"(?:{TA}\s+)?(?P<mid>(?:[\w'’-]+\s+){{0,2}}?)(?<![\w'’-])(?P<verb>{kv})\s+{TB}", re.I)
            self.passive = None
        else:
            nb = r"[^。！？；，\ue000\ue001]"
            inj = _alt(lex, de["injured"])  # "中了埋伏，身中数刀，当场身亡": injury clauses may run on before the death
            # "苏怀瑾……气绝身亡" or, with a clause between, "苏怀瑾，就在那只木墩边上，气绝了"
            # or "屠护法，就这样在后山一命呜呼" (the next clause, opened only by an adverb or a place)
            # "林远和舰上的弟兄们，随舰殉爆": a subject with those who went with him, the death right after the comma
            self.death = re.compile(rf"{TA}(?P<mid>{nb}{{0,10}}?|(?:和|与|跟|同|及)[^。！？；，\ue000\ue001]{{1,10}}?，|"
                                    rf"，(?:于|在)[^。！？；，\ue000\ue001]{{1,36}}?|，[^。！？；\ue000\ue001]{{0,30}}?，(?:(?:在|于(?!是))[^，。！？；\ue000\ue001]{{1,16}}?)?"
                                    rf"|(?:(?:{nb}{{1,12}}?，){{0,2}}{nb}{{0,20}}?(?:{inj}){nb}{{0,14}}?(?:，(?:{inj}){nb}{{0,8}}?){{0,2}}"
                                    rf"|{nb}{{0,4}}?(?:{inj}){nb}{{0,8}}?(?:，(?:{inj}){nb}{{0,8}}?){{0,2}})?，(?:{_alt(lex, de['clause_openers'])}){{0,2}}(?:在[^，。！？；\ue000\ue001]{{1,14}})?)(?P<verb>{dv})")
            self.kill = re.compile(rf"(?:{TA}(?P<mid>{nb}{{0,10}}?))?(?P<verb>{kv}){TB}")
            self.passive = re.compile(rf"{TA}(?P<mid>{nb}{{0,3}}?)被{TB}[^。！？；\ue000\ue001]{{0,10}}?(?P<verb>{_alt(lex, de['passive_verbs'])})")
        self.death_openers = re.compile(_alt(lex, de["clause_openers"]), fl) if de.get("clause_openers") else None
        hyper = de.get("hyperbole_before", "")
        self.death_hyperbole = re.compile("[" + re.escape(hyper) + "]死") if hyper else None
        self.death_idiom_not = re.compile(_alt(lex, de.get("idioms_not", [])), fl)
        self.death_bare = re.compile(_alt(lex, de["bare_verbs"]), fl) if de.get("bare_verbs") else None
        self.death_bare_ctx = re.compile(rf"\b(?:{_alt(lex, de['bare_context'])})\b", fl) if de.get("bare_context") else None
        # ---- activity
        ac = d["activity"]
        adv = _alt(lex, ac["adverbs"])
        verbs = list(ac["verbs"])
        if not en:
            # "走过来" is also "走了过来": the aspect put inside a verb of coming or going
            verbs += [v[:-2] + "了" + v[-2:] for v in ac["verbs"] if len(v) >= 3 and "了" not in v
                      and v[-2:] in ("过来", "进来", "出来", "上来", "下来", "回来", "过去", "进去", "出去", "上去", "下去", "回去")]
        act = _alt(lex, verbs)
        if en:
            # a listed verb, any regular past, or a doing in progress ("Gambax was rubbing down the grey"; not a state:
            # sleeping, resting, missing …; nor a noun: "was nothing", "was a wedding")
            verb = (rf"(?:(?:{adv})\s+)?(?P<verb>{act}|[a-z]{{2,}}ed(?![\w'’-])|was\s+(?!(?:resting|sleeping|"
                    rf"missing|wearing|nothing|something|everything|anything|evening|morning|wedding|darling|"
                    rf"string|ceiling|building|offspring|during|sibling|willing|fitting|going\s+to)\b)[a-z]{{3,}}ing(?![\w'’-]))")
            self.acts = re.compile(rf"{TA}\s+{verb}", re.I)
            # told in the present: "Gage ladles out porridge", "Pryce deals for whist" (used in such chapters only)
            # ("Down on the cone Lukas is feeding the rope through his gloves": a doing in progress, now)
            self.acts_present = re.compile(rf"{TA}\s+(?:(?:{adv})\s+)?(?P<verb>is\s+(?!(?:resting|sleeping|missing|wearing|nothing|"
                                           rf"something|everything|anything|evening|morning|wedding|darling|string|ceiling|building|"
                                           rf"offspring|during|sibling|willing|fitting|going\s+to|dying|being)\b)[a-z]{{3,}}ing|"
                                           rf"(?!(?:is|was|has|his|this|as|us|always|sometimes|perhaps|afterwards|"
                                           rf"towards|nowadays|besides|whereas|thus|less|unless|regardless)\b)[a-z]{{2,}}[^s\W]s)(?![\w'’-])")
            # "Pell, in his chair by the stove, was reading", "Fridolin, sitting astride the bench with a spokeshave,
            # shaping the new pole, looked up" (a second phrase set off: doing something, not another name)
            self.acts_appos = re.compile(rf"{TA},\s+[^,.;!?\n]{{2,80}},\s+(?:[a-z]+ing\b[^,.;!?\n\ue000]{{2,60}},\s+)?{verb}", re.I)
            # "Pellow and Dacre carried him in": the first of two who do it together
            self.acts_pair = re.compile(rf"{TA}\s+and\s+(?:\ue000\d+\ue001|(?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+))?)\s+{verb}", re.I)
            # "Tyrell was propped on his pillows, and he looked up": the same man goes on, by pronoun
            self.acts_then = re.compile(rf"(?:,\s+and|;\s+and|,\s+and\s+then|;)\s+{TA}\s+{verb}", re.I)
            # "On the bank, Olaf had the rope round a stump and was paying it out": a thing in hand, then the doing
            self.acts_had = re.compile(rf"{TA}\s+had\s+(?:the|a|an|his|her|their|one|both)\s+[^,.;!?\n\ue000\ue001]{{1,50}}?"
                                       rf"\s+and\s+{verb}", re.I)
            # "Alfie had a stew on when they got back", "Nell had the kettle going": something on the go in a scene
            self.acts_on = re.compile(rf"{TA}\s+had\s+(?:the|a|an|his|her|their|some)\s+(?:[a-z]+\s+){{0,2}}?(?:stew|soup|kettle|pot|pan|"
                                      rf"fire|stove|range|lamp|lamps|tea|coffee|dinner|supper|breakfast|porridge|bath|water|"
                                      rf"oven|iron|irons|brew|broth|joint|meal|kettles|bread|loaves)\s+(?P<verb>on|going|ready|lit|"
                                      rf"boiling|simmering|stewing|brewing|roasting|baking|waiting)\b(?!\s+(?:the|a|his|her)\s+\w+\s+"
                                      rf"(?:for|of)\b)", re.I)
            self.acts_aspect = None
            # "Dmitri Sokol was at the sled rail with a clipboard", "Mr. Fludd was in the bread-room, … weighing out
            # biscuit": someone there in a scene (not where a body lies, nor in a picture, a paper or a dream)
            self.acts_ba = None
            self.acts_tag = None
            self.acts_there = re.compile(
                rf"{TA}\s+(?:was|is)\s+(?:already\s+|still\s+|there\s+|back\s+)?(?:(?:down|up|out|over|off|round|across)\s+)?"
                rf"(?P<verb>at|in|on|by|beside|behind|inside)\s+"
                rf"(?:the|his|her)\s+(?!(?:ground|grave|coffin|earth|sea|water|waves|deep|morgue|mortuary|crypt|churchyard|"
                rf"cemetery|tomb|vault|ice|casket|box|sack|shroud|canvas|hospital|infirmary|sickbay|sick-bay|photograph|"
                rf"picture|portrait|painting|photo|letter|diary|dream|memory|story|newspaper|papers|paper|records|ledger|"
                rf"log|file|report|book|news|past|end|way|habit|middle|right|wrong|mood|act|first|last|minority|majority)\b)"
                rf"[\w'’-]+(?:[\s-][\w'’-]+)?(?=,|\s+with\b|\s+when\b|\s+and\b|\s+as\b|"
                # ("Teague was down at the horse lines throwing a hitch over the load": there, doing something)
                rf"\s+(?!(?:being|lying|sleeping|resting|dying|waiting\s+to\s+be)\b)[a-z]{{3,}}ing\s)", re.I)
            self.said_x = re.compile(rf"[”\"],?\s+(?P<verb>{trie_regex(d['speech']['attribution'])})\s+{TA}", re.I)
        else:
            # "苏怀瑾从草房里踱了出来": a place phrase may stand between the name and the verb;
            # "了尘大师双手合十": and a title after the name
            titles = _alt(lex, d["discovery"].get("titles", []))
            # and any verb with an aspect mark right after the name ("裴远山背着手", "韩铁衣拎着砍刀")
            self.acts_there = None
            # ("程鹤年在上首磕了磕烟袋": a place it is done at may stand before a done verb; not 在后台就知道了, a knowing,
            # nor 师父在滩边写着, words written there)
            self.acts_aspect = re.compile(rf"{TA}(?:{titles})?(?:{adv}){{0,3}}(?:在[^，。！？；、的时\ue000\ue001“”]{{1,6}}?(?=(?![知懂晓觉想记忘写刻画标注印])[\u4e00-\u9fff]了))?(?P<verb>[\u4e00-\u9fff](?:着(?!的)|了(?![的一二三四五六七八九十两几数半百千0-9]))[\u4e00-\u9fff]?)")
            # ("萧鹤汀横剑拦在山道正中": a weapon held a way may stand before the verb)
            self.acts = re.compile(rf"{TA}(?:{titles})?(?:{adv}){{0,3}}(?:[横提抱按背持握拄执挎扛拖倒][剑刀枪棍杖鞭棒斧戟])?(?:(?:{_alt(lex, ac['place_preps'])})[^，。！？；\ue000\ue001]{{1,8}}?)?(?P<verb>{act})")
            # "秦鹤年拿左手在画背上摸了一遍，从上摸到下，点点头说：“干透了。”": the one whose words follow, tagged
            # in the narration however far along the sentence the 说 comes (no one else named between)
            # (not across someone else seen: "关文，径至王府前，早见引礼官迎着问道")
            self.acts_tag = re.compile(rf"{TA}(?:{titles})?(?![的之])(?:(?!见|听得|只听)[^。！？；“”\ue000\ue001]){{2,30}}?"
                                       rf"(?P<verb>(?:点点头|点了点头|点头|摇摇头|摇了摇头|摇头|笑了笑|笑着|叹了口气)?(?:说|道))(?=[:：]\s*“)")
            # "宋知秋把一张草图拍在桌上", "她把枪往桌上一放": a thing handled with 把, put somewhere
            self.acts_ba = re.compile(rf"{TA}(?:{titles})?(?:{adv}){{0,3}}把[^，。！？；“”\ue000\ue001]{{1,14}}?"
                                      rf"(?:往[^，。！？；“”\ue000\ue001]{{1,6}}?)?(?P<verb>(?:拍|放|扔|摔|递|推|塞|搁|摆|按|甩|丢|"
                                      rf"交|插|举|搬|拖|拽|揣|铺|摊|压|挂|抱|拉|挪|撂|掏|倒|扣|别|戳|顶|踢|砸|贴|凑|搭|架|靠)(?:在|到|给|进|回|上|下|了|过|出|开|起|向|去)|"
                                      rf"一(?:拍|放|扔|摔|推|甩|搁|撂|按|拉|递|塞|摊|砸|顿)|"
                                      # ("周仲文把新印的头两卷从头到尾翻看了一遍": read or handled through, in the scene)
                                      rf"(?:翻看|查看|察看|翻检|清点|点验|翻|读|念|擦|洗|叠|卷|捆|包|数)(?:了一遍|了一回|了两遍|了几遍|完了|好了))")
            # "肩上扛着一柄鬼头刀——正是屠骁": the figure in the scene is named as the person
            self.acts_appos = re.compile(rf"(?P<verb>{_alt(lex, ac['identify'])}){TA}(?=[，。！？；…—\s”]|$)")
            self.said_x = None
            self.acts_present = None
            self.acts_pair = self.acts_then = self.acts_had = self.acts_on = None
        # ---- ranks and actions
        self.ranks = ranks
        rk = d["rank"]
        self.rank_not_now = re.compile(_alt(lex, rk["not_now"]), fl)
        self.rank_you = self.rank_notice = self.rank_to = None
        self.rank_verbal = self.rank_roll = self.rank_decree = self.rank_decree2 = None
        # a rank as written -> the scale's rank; in Chinese also its stem (元婴 for 元婴期: "迈进元婴才七天")
        self.rank_canon = {r.lower(): r for r in ranks}
        if en:
            # "Deputy U.S. Marshal", "Deputy United States Marshal" for the scale's "Deputy Marshal": the same rank
            for r in ranks:
                for a, b in (("U.S. ", "United States "), ("United States ", "U.S. ")):
                    if a in r:
                        self.rank_canon.setdefault(r.replace(a, b).lower(), r)
                if r.endswith("Marshal") and "U.S." not in r and "United States" not in r:
                    head = r[: -len("Marshal")]
                    for mid in ("U.S. ", "United States "):
                        self.rank_canon.setdefault((head + mid + "Marshal").lower(), r)
            # "you're drier at Hartridge", "Tom's drier" for the scale's "oast drier": a rank of two words is called by
            # its last, when that is a word for someone who does the work (a drier, a bailiff, a gunner) and no other
            # rank ends in it
            lasts = [r.split()[-1].lower() for r in ranks if len(r.split()) >= 2]
            for r in ranks:
                w = r.split()[-1].lower()
                if len(r.split()) >= 2 and lasts.count(w) == 1 and len(w) >= 5 and w not in self.rank_canon \
                        and re.search(r"(?:er|or|ist|man|iff|ain|ee|ard|wright|smith)$", w):
                    self.rank_canon[w] = r
        if ranks:
            forms = sorted({*ranks, *(k for k in self.rank_canon if en)}, key=len, reverse=True)
            ralt = "(?:" + "|".join(re.escape(r) for r in forms) + ")"
            if not en:
                stems = {r[:-1]: r for r in ranks if len(r) >= 3 and r[-1] in "期境阶" and r[:-1] not in ranks}
                self.rank_canon.update(stems)
                if stems:
                    # a stem before 丹/药/液 is a pill or an elixir (筑基丹), not the rank
                    ralt = "(?:" + "|".join(re.escape(r) for r in sorted(ranks, key=len, reverse=True)) + "|(?:" + \
                        "|".join(re.escape(r) for r in sorted(stems, key=len, reverse=True)) + \
                        f")(?!{_alt(lex, rk.get('stem_not_followed', []))}))"
            reach = _alt(lex, rk["reach"])
            # a status notice in brackets ("【系统提示：雷系异能突破。当前等级：三阶。】", "[Grade confirmed: Silver]"):
            # the rank of the one it appears to
            if en:
                self.rank_notice = re.compile(rf"\[[^\]\n]{{0,80}}?\b(?:grade|rank|level|tier|class)\b[^\]\n:]{{0,20}}?(?::|—|–|\bis\s+now\b|\bnow\b|"
                                              rf"\bto\b)\s*(?P<rank>{ralt})(?![\w-])[^\]\n]{{0,60}}\]", re.I)
            else:
                self.rank_notice = re.compile(rf"【[^】\n]{{0,60}}?(?:(?:等级|境界|修为|阶位|级别|阶段)[：:]|(?:突破|晋升|晋级|升级|进阶)(?:至|到|为))"
                                              rf"\s*(?P<rank>{ralt})[^】\n]{{0,40}}】")
            if en:
                self.rank_stmt = re.compile(rf"{TA}(?:,)?\s+(?P<mid>(?:[\w'’-]+\s+){{0,3}}?)(?P<verb>{reach})\s+(?:(?:an?|the|full|fully|a\s+full|one\s+of\s+the(?:\s+[\w-]+){{0,2}}?|the\s+(?:early|middle|late|first|peak)\s+(?:stage|layer)s?\s+of)\s+)?(?P<rank>{ralt})(?![\w-])", re.I)
                # "Lieutenant Hale"; "Sam, a deputy of four weeks' standing"; "as manager of the colliery, he …"
                # "Knight-captain Wren", "Knight-Captain Wren", "Sergeant-Major Bell": a rank's title forms
                titled = sorted({f for r in ranks for f in (r[:1].upper() + r[1:],
                                                            re.sub(r"(^|[\s-])(\w)", lambda x: x.group(1) + x.group(2).upper(), r))},
                                key=len, reverse=True)
                self.rank_title = re.compile(rf"(?<![\w-])(?P<rank>{'|'.join(re.escape(f) for f in titled)})\s+{TA}")
                # "Detective Inspector Okafor", "DI Okafor": a name form that opens with a rank or its initials
                initials = {"".join(w[0] for w in r.split()).upper(): r for r in ranks if len(r.split()) >= 2}
                initials = {k: v for k, v in initials.items() if len(k) >= 2}
                self.rank_initials = initials
                forms = [re.escape(f) for f in titled] + [re.escape(k) for k in initials]
                self.rank_prefix = re.compile(r"(?P<rank>" + "|".join(sorted(forms, key=len, reverse=True)) + r")\s+(?=[A-Z])")
                # "Foundation Establishment. Early stage. He sat in the dark …": a realm named alone, as its own
                # sentence, after a breakthrough told
                self.rank_said = re.compile(rf"(?P<rank>{ralt})(?P<stage>[.,]\s+(?:early|middle|late|peak|first|final)\s+(?:stage|layer))?[.!,]?",
                                            re.I)
                self.rank_alone = re.compile(rf"(?P<rank>{ralt})(?:[.,]\s+(?:early|middle|late|peak|first|final)\s+(?:stage|layer))?[.!]",
                                             re.I)
                # "Grades conferred this day before the Council: Pim Adeyemi to Technician. Ilse Marrow to Chief
                # Engineer.": a list of names raised, each "to" a rank (read where the paragraph says they are raised)
                self.rank_to = re.compile(rf"\s+to\s+(?:the\s+(?:rank|grade)\s+of\s+)?(?:an?\s+)?(?P<rank>{ralt})(?![\w-])", re.I)
                self.rank_appos = re.compile(rf"{TA},\s+(?:now\s+|newly\s+made\s+|by\s+then\s+)?(?:an?|the)\s+(?P<rank>{ralt})(?![\w-])(?![^,.;]{{0,30}}\b(?:once|formerly|years ago)\b)"
                                             # (not a title of the next name: "the guides Bumann and Lehner, the porter
                                             # Andenmatten")
                                             r"(?!\s+(?:\ue000|(?-i:[A-Z])))", re.I)
                # "Jasper, our silent Jasper, was actor-manager now"
                # "went down the shaft no longer a hewer but a deputy"
                # "from that morning Tobias Rudd was proprietor of the show": a rank without an article, of a body,
                # is an office held
                self.rank_office = re.compile(rf"{TA}\s+(?:was|is)\s+(?:now\s+)?(?P<rank>{ralt})\s+of\s+(?:the|this|that|our|his|her|[A-Z]|\ue000)", re.I)
                # an appointment from a day on: "From this day, Kit is ringmaster", "Kit will be foreman as of
                # tomorrow", "as from tonight Ada shall be the overseer"
                since = r"(?:(?:as\s+)?from|as\s+of|starting|beginning)\s+(?:this\s+(?:day|night|hour|morning|evening|moment)|today|tonight|tomorrow|now(?:\s+on)?|the\s+morrow)"
                self.rank_from = re.compile(rf"\b{since}\s*,?\s+{TA}\s+(?:is|shall\s+be|will\s+be|becomes)\s+(?:the\s+|our\s+|your\s+)?(?P<rank>{ralt})(?![\w-])", re.I)
                self.rank_from2 = re.compile(rf"{TA}\s+(?:is|shall\s+be|will\s+be|becomes)\s+(?:the\s+|our\s+|your\s+)?(?P<rank>{ralt})(?![\w-])(?=[^.;!?]{{0,40}}?\b{since}\b)", re.I)
                self.rank_but = re.compile(rf"{TA}[^.;\ue000]{{0,60}}?\bno\s+longer\s+(?:an?\s+)?{ralt}\s+but\s+(?:an?\s+|the\s+)?(?P<rank>{ralt})(?![\w-])", re.I)
                self.rank_as = re.compile(rf"(?<![\w-])as\s+(?:the\s+|an?\s+)?(?P<rank>{ralt})(?![\w-])[^.;\ue000]{{0,40}}?,\s+{TA}", re.I)
                # pronouns in these phrases ("made my vows") are tags in the tagged sentence
                bare = "|".join(re.sub(r"\\ (?:my|his|her|their)\\ ", lambda _: r"\s+\ue000\d+\ue001\s+", re.escape(w))
                                for w in sorted(rk.get("bare", []), key=len, reverse=True)) or "(?!)"
                self.rank_bare = re.compile(rf"{TA}\s+(?P<mid>(?:[\w'’-]+\s+){{0,2}}?)(?P<verb>{bare})(?!\s+(?:to|a|an|as))", re.I)
                # "the Tempestarch ordained her a Binder", "made him lieutenant": the rank of the object
                # "Isaac Manning is second mate": an ordinal before the rank
                self.rank_now = re.compile(rf"{TA}(?:,\s+[^,.;\n]{{1,40}},)?(?:(?:\s+(?:was|is|am)|['’](?:m|s))\s+(?:(?:an?|the)\s+)?(?P<rank>{ralt})\s+now\b|\s+(?P<verb>is|was|is now|was now|became)\s+(?:the\s+)?(?:first|second|third|fourth|chief|head)\s+(?P<rank2>{ralt})(?![\w-]))", re.I)
                # a rank given to the one spoken to: "I raise you this day to the rank of Clerk", "you are boatsteerer now"
                # ("The committee has promoted you to sub-librarian, from today")
                self.rank_you = re.compile(rf"(?:(?:raise[ds]?|make|makes|made|appoint(?:s|ed)?|name[ds]?|promote[ds]?|ordain(?:s|ed)?|"
                                           rf"confirm(?:s|ed)?|rate[ds]?)\s+you\s+(?:[\w'’-]+\s+){{0,3}}?(?:to\s+(?:the\s+rank\s+of\s+)?|as\s+)?|\byou(?:\s+(?:are|be|shall\s+be|will\s+be(?=\s+(?:now\s+)?(?:an?\s+|the\s+)?\S+\s+(?:from|as\s+of|starting|beginning)\b))|['’]re)\s+(?:now\s+)?"
                                           rf"|\byou(?:['’]re|\s+are|\s+have\s+been|['’]ve\s+been)\s+(?:now\s+)?(?:promoted|made|raised|appointed|confirmed)\s+(?:to\s+(?:the\s+rank\s+of\s+)?|as\s+)?)(?:an?\s+|the\s+|full\s+)?(?:(?:first|second|third|chief)\s+)?(?P<rank>{ralt})(?![\w-])"
                                           # "I want you in it. Head stockman of Gidgee Creek, from today.": the office
                                           # named alone, from a day on, heading its sentence
                                           rf"|(?:(?<=[\"“.!?]\s)|(?<=[\"“]))(?P<rank2>{ralt})(?:\s+of\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)*)?"
                                           rf",?\s+(?:from|as\s+of|starting|beginning)\s+(?:today|tonight|now|tomorrow|this\s+(?:day|morning|minute|moment))\b", re.I)
                self.rank_given = re.compile(rf"(?<![\w-])(?:ordained|made|promoted|raised|appointed|named|elected|rated|confirmed|ordaining|"
                                             rf"making|promoting|raising|appointing|naming|rating|confirming|ordain|make|promote|raise|appoint|"
                                             rf"name|elect|rate|confirm)\s+{TA}\s+(?:to\s+(?:the\s+rank\s+of\s+)?|as\s+)?(?:an?\s+|the\s+|full\s+)?(?P<rank>{ralt})(?![\w-])", re.I)
            else:
                nb = r"[^。！？；，,\ue000\ue001]"
                nbc = r"[^。！？；\ue000\ue001“”「」\"]"  # a change verb past a quotation mark is someone's words, not the name's rank
                change = _alt(lex, rk["change"])
                # a copula (是, 已是) binds only inside its clause; a change verb (擢升, 突破到) may follow a clause
                # (not "跟在他身后的是司库钱守业": a rank heading a name is that name's title, and "他身后的" is no one)
                self.rank_stmt = re.compile(rf"{TA}(?:(?P<mid>{nb}{{0,12}}?)(?<!的)(?P<verb>{reach})|(?P<mid2>{nbc}{{0,14}}?)(?P<verb2>{change}))(?P<gap>{nb}{{0,4}}?|(?<=是){nb}{{2,8}}?的)(?P<rank>{ralt})(?!\ue000)"
                                            # (not "是掌柜的侄女": someone of the rank's, not the rank)
                                            # ("是窑主的帮手", "新升了百夫长的师父": someone of the rank's, not the rank;
                                            # "升任大队长的决定", "跨进了大宗师的境界" are the rank)
                                            rf"(?![的之](?:[\u4e00-\u9fff]{{0,2}}?(?:{_ZH_PEOPLE_NOUNS})(?!事|生|间|情|选|手)|[\u4e00-\u9fff]{{0,2}}\ue000))")
                self.rank_title = re.compile(rf"(?P<rank>{ralt})(?:{_alt(lex, rk['title_links'])})?{TA}(?!{_alt(lex, rk['title_not_followed'])})")
                # an appointment in an official paper: "……沈砚，……，着升补宁州府清河县知县", "所遗典史一缺，……以……沈砚补授"
                self.rank_decree = re.compile(rf"{TA}[^。！？；\ue000\ue001]{{0,60}}?着(?:即|令)?(?P<verb>升补|补授|调补|署理|升任|升署|补|升)"
                                              rf"(?P<gap>{nb}{{0,10}}?)(?P<rank>{ralt})")
                self.rank_decree2 = re.compile(rf"所遗(?P<rank>{ralt})一?缺[^。！？；\ue000\ue001]{{0,24}}?{TA}(?P<verb>补授|署理|调补|补)")
                # "二房房头的位子，由世昌的长子守仁接任": the post, then the one who takes it
                self.rank_decree4 = re.compile(rf"(?P<rank>{ralt})的(?:位子|位置|职位|职司|差事|缺)[，,]?(?:就)?由(?:[^，。！？；]{{0,16}}?)?{TA}(?P<verb>接任|接替|接手|接掌|继任|顶上|补上)")
                # "驿卒裴小满，勤慎有功，补浐川驿驿副之缺": the post he fills
                self.rank_decree3 = re.compile(rf"{TA}[，,][^。！？；\ue000\ue001]{{0,16}}?(?P<verb>补|补授|署理|调补)(?P<gap>[^。！？；，\ue000\ue001]{{0,8}}?)(?P<rank>{ralt})之?缺")
                self.rank_bare = None
                self.rank_appos = None
                self.rank_as = None
                self.rank_but = None
                self.rank_office = None
                self.rank_now = None
                self.rank_from = self.rank_from2 = None
                # "顾沉舟也筑基了": a stem used as the verb; "林砚，筑基初期。": a roll call
                stem_alt = "|".join(re.escape(r) for r in sorted((k for k, v in self.rank_canon.items() if k != v.lower()),
                                                                 key=len, reverse=True))
                self.rank_verbal = re.compile(rf"{TA}(?:{_alt(lex, rk.get('verbal_adverbs', []))}){{0,2}}(?P<rank>{stem_alt})"
                                              rf"(?:成功)?了") if stem_alt else None
                self.rank_roll = re.compile(rf"{TA}[，,：:](?P<rank>{ralt})(?:{_alt(lex, rk.get('levels', []))})?(?=[。；，,;])")
                # "何水生，从今天起，你是鸿远轮的舵工了", "今天，你就是大山匠了": a rank given to the one spoken to
                self.rank_you = re.compile(rf"(?:你|您)(?:{nb}{{0,4}}?)(?:就是|便是|已是|已经是|是|升为|升任|做|当)(?:{nb}{{0,6}}?的)?(?P<rank>{ralt})了"
                                           # "即日起，你是百夫长。": from a day on, with no 了
                                           rf"|(?:即日起|从今日起|从今天起|打今儿起|打今天起|自今日起|从此|从今往后|今后)[，,]?(?:你|您)(?:就|便)?(?:是|做|当)(?:{nb}{{0,6}}?的)?(?P<rank2>{ralt})(?=[。！!，,”])"
                                           # "内门弟子沈砚舟，……。自今日起，收为掌门亲传，升为真传弟子。": raised, the one called
                                           rf"|(?:即日起|从今日起|从今天起|自今日起|自即日起|今日起)[，,]?(?:[^。！？；“”]{{0,12}}?[，,])?"
                                           rf"(?:升为|升任|擢为|擢升为|晋为|晋升为|升作|提为)(?P<rank3>{ralt})(?=[。！!，,”])")
                # "升你百户", "擢沈砚为镇抚使", "封他为千户": the rank of the object
                # "今日升你为本门长老", "推举沈砚秋为苍梧派第十八代掌门": a few words of whose rank between
                self.rank_given = re.compile(rf"(?:{_alt(lex, rk['given_verbs'])})(?:了)?{TA}(?:(?:{_alt(lex, rk['given_as'])})"
                                             rf"[^，。！？；、\ue000\ue001]{{0,8}}?)?(?P<rank>{ralt})")
                self.rank_after_not = re.compile(_alt(lex, rk.get("after_not", [])))
                # "先天之门，开了。", "宗师之境，他又回来了。", "那道门槛……被他一脚踹开了": a realm's gate opened, by the
                # one the scene is about
                self.rank_door = re.compile(rf"(?P<rank>{ralt})(?:之门|的门槛|的大门|之境|的境界|境界)[，,]?\s*(?P<pron>他|她)?"
                                            rf"(?:终于|总算|又|也|便|就|竟)?(?:开了|打开了|推开了|破开了|回来了|到了|成了|"
                                            rf"被(?:他|她)?(?:一脚|一拳|一举)?(?:踹开|推开|撞开|打开|破开|冲开)了)")
                # "“先天。”她说。": the realm one names as the whole of one's words, not in answer to a question
                self.rank_shown = re.compile("|".join([re.escape(a) for _, a in actions] + [_alt(lex, rk["change"])]) or "(?!)")
                self.rank_said = re.compile(rf"[“「\"](?P<rank>{ralt})(?:{_alt(lex, rk.get('levels', []))})?了?[。！!]?[”」\"]")
        self.actions = actions
        self.object_markers = tuple(ac.get("object_markers", []))
        self.aspect_not = set(ac.get("aspect_not", ""))
        # "师父说，宁毁勿予" / "Pell said that…": saying, with no quotation after it, reports words said before
        self.say_verbs = re.compile(trie_regex([w.lower() for w in ac.get("say_verbs", [])]) or "(?!)", re.I)
        self.action_not_done = re.compile(_alt_modals(lex, d["actions"]["not_done"], en), fl)
        self.action_after_not = re.compile(_alt(lex, d["actions"].get("after_not", [])), fl)
        # leave given in someone's words just before ("You have my authority. Call out the helicopter."; "这回准你开库")
        self.action_leave = re.compile(_alt(lex, d["actions"].get("leave", [])) or "(?!)", fl)
        self.action_rx = [(rid, phrase, self._action_regex(phrase)) for rid, phrase in actions]
        # the part of each phrase every inflection keeps ("tied a wind-knot": "wind-knot"): no match without it
        # (the longest such part, the rarest: "lantern-fir" of "called the lantern-fire", not "the")
        self.action_literal = {phrase: (max(((w.lower()[:-1] if (len(w) > 3 and w.lower().endswith("e")) or
                                             (len(w) > 2 and w.lower().endswith("y")) else w.lower())
                                            for w in phrase.split()), key=len) if en and phrase.split() else None)
                               for _, phrase in actions}
        self.action_gate = {phrase: literal_gate([lit], word_start=True) if lit else None
                            for phrase, lit in self.action_literal.items()}
        # ---- ages
        ag = d["age"]
        if en:
            self.age_patterns = [
                # (not "that fourteen-year-old's first day": someone she was once, named by the age then)
                re.compile(rf"(?<!\bthat\s)(?<![\w-])(?P<num>{EN_NUMBER})(?:\s+|-)years?(?:\s+|-)(?:old|of\s+age)(?![\w-])(?!['’]s\b)", re.I),
                re.compile(rf"(?<![\w-])(?:aged|age of)\s+(?P<num>{EN_NUMBER})(?![\w-])", re.I),
                # "Hale was a man of forty", "Hale, a man of forty,": not "said that a man of nineteen who …"
                re.compile(rf"(?:(?<=\bwas\s)|(?<=\bis\s)|(?<=,\s)|(?<=\bnow\s)|(?<=\bam\s)|(?<=\bI['’]m\s))(?:(?:a|an)\s+)?(?:[\w-]+\s+)?(?:man|woman|girl|boy|lad|lass|youth|maid|fellow)\s+of\s+(?P<num>{EN_NUMBER})(?![\w-])(?!\s+(?:or|and|years|days|miles))(?!\s+(?:who|that|which)\b)", re.I),
                # "It was a great deal to ask of a lad of seventeen, to stand at the mould": the one the scene is about
                re.compile(rf"\b(?:ask|expect|demand|want|require)\s+of\s+(?:a|any)\s+(?:lad|boy|girl|lass|youth|child|young\s+man|young\s+woman)\s+"
                           rf"(?:of|not\s+yet|barely|scarcely|hardly|only)\s+(?P<num>{EN_NUMBER})(?![\w-])(?!\s+(?:or|and|years|days|miles))", re.I),
                # "a girl not yet eighteen", "a lad barely twenty"
                re.compile(rf"(?<![\w-])(?:man|woman|girl|boy|lad|lass|youth|maid|fellow)\s+(?:not\s+yet|barely|scarcely|hardly|just|only)\s+(?P<num>{EN_NUMBER})(?![\w-])(?!\s+(?:or|and|days|miles|feet|inches))", re.I),
                re.compile(rf"{TA}(?:,\s+who)?\s+(?:was|is|am|had\s+turned|turned|(?:was|is)\s+(?:now|just|barely|only|still|not\s+yet|but))\s+(?P<num>{EN_NUMBER})(?=\s*[,.;!?]|\s+(?:years?(?=\s*(?:old\b|of\s+age\b|[,.;!?]|and\b|now\b|this\b|that\b|last\b|$))|and|that|this|last|now|at|in)\b)"
                           # (not "He was six and a half feet tall": a height)
                           rf"(?!\s+and\s+(?:a\s+half|a\s+quarter|three\s+quarters|[\w-]+\s+(?:feet|foot|inches|inch|stone|pounds|hands|miles|yards))\b)", re.I),
                # (not "she was three years deep": a depth, a time served, not an age)
                re.compile(rf"{TA},\s+(?:now\s+|just\s+|barely\s+|not\s+yet\s+)?(?:at|aged)\s+(?P<num>{EN_NUMBER}),", re.I),
                re.compile(rf"{TA}['’]s\s+(?P<ord>{'|'.join(_EN_ORD)}|\d{{1,2}}(?:st|nd|rd|th))\s+birthday", re.I),
                # "she was young—barely seventeen, for all her hard talk": an age set off after a dash
                re.compile(rf"{TA}\s+(?:was|is)\s+(?:so\s+|very\s+)?(?:young|old|a\s+child|a\s+girl|a\s+boy)\s*[—–-]+\s*"
                           rf"(?:barely|only|just|not\s+yet|scarcely|hardly)\s+(?P<num>{EN_NUMBER})(?![\w-])", re.I),
                # "At twenty-two, Danny Pruitt had dug more holes …": an age heading the sentence, of its subject as
                # things stand (was, had, is; not "At twenty he went to sea", a life told)
                re.compile(rf"^\s*At\s+(?:the\s+age\s+of\s+|(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]?|[2-9])\b))"
                           rf"(?P<num>{EN_NUMBER}),?\s+{TA}\s+(?:had|was|is|has|already|still)\b", re.I),
            ]
            self.age_when = re.compile(r"\b(?:when|since|until|till|by the time|at)\s+(?:\S+\s+){0,2}$", re.I)
        else:
            before = _alt(lex, ag["before"])
            self.age_patterns = [
                re.compile(rf"(?:(?:{before})\s*)?(?<![一二三四五六七八九十两百0-9{re.escape(ag.get('not_before', ''))}])(?P<num>{ZH_NUMBER})岁(?!{_alt(lex, ag['past_after'])})"),
                # (the number ends the phrase: not "今年一斤也不卖", a measure of something)
                re.compile(rf"(?:年方|年仅|芳龄|年已|今年已经|今年)(?P<num>{ZH_NUMBER})(?!岁)(?![年月日天])"
                           rf"(?=[，。,；;！？!?、：:\s”」）)了啦呢吧咯的]|出头|有余|上下|开外|$)"),
                # "湘丫头二十四了": the person, then the age and 了
                re.compile(rf"{TA}(?:今年|已经|都|也)?(?P<num>{ZH_NUMBER})(?:岁)?了(?![解结])"),
                # "刚满十八岁的小满": the age before the one it describes
                re.compile(rf"(?<![一二三四五六七八九十两百0-9])(?P<num>{ZH_NUMBER})岁的{TA}"),
            ]
            # (the same, at the end of a name that ends in a numeral: "秦六四十岁")
            self.age_after_name = re.compile(rf"(?P<num>{ZH_NUMBER})岁(?!{_alt(lex, ag['past_after'])})")
            self.age_when = re.compile(r"(?:" + _alt(lex, ag.get("when_before", [])) + r")\s*$")
        self.age_before_words = tuple(d["age"].get("before", []))
        self.age_between = re.compile(r"\s*(?:" + _alt(lex, d["age"].get("between", [])) + r")*\s*")
        self.age_figurative = re.compile(_alt(lex, d.get("age_figurative", {}).get("words", [])), fl)
        # ---- literal gates (English): a slow pattern runs only where a literal it needs is in the text
        self.gate_death = self.gate_rank = None
        self.gate_age: list[re.Pattern | None] = [None] * len(self.age_patterns)
        self.gate_time: dict[str, re.Pattern | None] = {"abs": None, "festival": None, "rel": None}
        if en:
            self.gate_death = literal_gate(_needed(de["verbs"] + de["kill_verbs"] + de.get("remains", []) + de.get("possessed", [])
                                                   + de["revival"]))
            if ranks:
                self.gate_rank = literal_gate([r for r in ranks] + [k for k in self.rank_canon] + _needed(rk.get("bare", [])))
            persons = ["man", "woman", "girl", "boy", "lad", "lass", "youth", "maid", "fellow"]
            # (each at a word's start: "old" of "years old", "fourteen-year-old", not of "told")
            self.gate_age = [literal_gate(["old", "age"], True), literal_gate(["age"], True), literal_gate(persons, True),
                             literal_gate(persons, True), literal_gate(persons, True), None, None, literal_gate(["birthday"], True),
                             literal_gate(["young", "old", "child", "girl", "boy"], True), None]
            if len(self.gate_age) != len(self.age_patterns):
                self.gate_age = [None] * len(self.age_patterns)
            # the date pattern is case-sensitive: "May", not "may"; its gate runs on the text as written
            months_cap = sorted({(m.split()[0].capitalize() if " " in m else m[:1].upper() + m[1:]) for m in self.months},
                                key=len, reverse=True)
            self.gate_time = {"abs": re.compile("|".join(map(re.escape, months_cap)) + r"|\bmonth\b") if months_cap and
                              not os.environ.get("LOREGRAPH_NO_GATES") else None,
                              "festival": literal_gate(list(self.festivals)),
                              "rel": literal_gate(list(self.units) + list(self.fixed) + list(self.vague))}
        # ---- speech
        sp = d["speech"]
        self.shout = re.compile(_alt(lex, sp["shout_verbs"]), fl)
        self.long_limit = int(sp.get("long_words" if en else "long_chars", 80))
        # (a knife laid by a fork is cutlery, not a threat: "Harrow put down his knife and fork")
        cutlery = r"(?!\s+and\s+fork)(?<!fork and knife)" if en else ""
        self.motivated = re.compile("(?:" + _alt(lex, sp.get("motivated", [])) + ")" + cutlery, fl)
        self.threat = re.compile("(?:" + _alt(lex, sp.get("threat", [])) + ")" + cutlery, fl)
        self.narrated_shout = re.compile(_alt(lex, sp.get("narrated_shout", [])), fl)
        self.narrated_long = re.compile(_alt(lex, sp.get("narrated_long", [])), fl)
        self.claim_quiet = re.compile(_alt(lex, sp.get("claim_quiet", [])) or "(?!)", fl)
        self.claim_loud = re.compile(_alt(lex, sp.get("claim_loud", [])) or "(?!)", fl)
        self.claim_habit = re.compile(_alt(lex, sp.get("claim_habit", [])) or "(?!)", fl)
        self.long_occasion = re.compile(_alt(lex, sp.get("long_occasion", [])) or "(?!)", fl)
        self.distance = re.compile(_alt(lex, sp.get("distance", [])) or "(?!)", fl)
        if en:
            # ("Oswin bellowed cheerfully": the verb, whether or not a word stands between it and the name)
            self.say_after = re.compile(rf"^\s*,?\s*(?:{TA}\s+(?:\w+\s+)?(?P<v1>{trie_regex(sp['attribution'])})\b|(?P<v2>\w+)\s+{TB})", re.I)
            # "Brock Hallam leaned on the fence and said," / "Fenwick roared at the full pitch of his lungs:"
            self.say_before = re.compile(rf"{TA}\s+(?:[\w'’-]+\s+){{0,8}}?(?P<v>{trie_regex(sp['attribution'])})\b[^\"“”]{{0,200}}?[,:]\s*$", re.I)
            self.speech_verb = re.compile(trie_regex(sp["attribution"]), re.I)
        else:
            attr = _alt(lex, sp["attribution"])
            self.say_before = re.compile(rf"{TA}(?P<mid>[^。！？“”\ue000\ue001]{{0,10}}?)(?P<v>{attr})[^。“”]{{0,3}}?[：:，,]?\s*$")
            self.say_after = re.compile(rf"^\s*[，,]?\s*{TA}(?P<mid>[^。！？“”\ue000\ue001]{{0,8}}?)(?P<v1>{attr})")
            self.speech_verb = None
        intro = d["speech"].get("intro_end", [])
        tail = ""
        if en:
            # "… and he shouted at Ashcombe across the lamp." ¶ "You want! …": a verb of saying aimed at someone, and
            # where, closing the paragraph
            says = _alt(lex, [w for w in sp.get("attribution", []) if " " not in w and w.endswith(("ed", "ld", "ke"))])
            tail = (r"|(?<![\w'’])(?:" + says + r")\s+(?:at|to)\s+(?:him|her|them|us|me|[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)"
                    r"(?:\s+(?:across|over|from|down|up)\s+the\s+[\w'’-]+)?"
                    # ("… and shouted at him in a voice that rang off the rocks and brought half the party running.")
                    r"(?:\s+in\s+a\s+voice\b[^.!?\n\"“”]{0,120})?")
        self.speech_intro = re.compile((r"(?<![\w'’])" if en else "") + "(?:" + trie_regex(intro) + tail + r")[\s.:,：。]*$",
                                       re.I if en else 0) if intro else re.compile("(?!)")
        # ---- foreshadow cues
        self.cues = cues
        self.cue_rx = re.compile(_alt(lex, [c for _, c in cues]), fl) if cues else None
        self.cue_of: dict[str, list[str]] = {}
        for fid, c in cues:
            self.cue_of.setdefault(c.lower(), []).append(fid)
        fs = d["foreshadow"]
        self.reveal = re.compile(_alt(lex, fs["reveal"]), fl)
        self.open_loop = re.compile(_alt(lex, fs["open_loop"]), fl)
        self.opened = re.compile(_alt(lex, fs.get("opened", [])), fl)
        self.contents = re.compile(_alt(lex, fs.get("contents", [])), fl)
        self.told_open = re.compile(_alt(lex, fs.get("told_open", [])), fl)
        self.guessed = re.compile(_alt(lex, fs.get("guessed", ["\u0000"])), fl)
        if en:
            self.opened_not = re.compile(
                r"(?:" + _alt_modals(lex, fs.get("opened_not", []), True) + r"|n['’]t)(?:\s+[\w'’-]+){0,5}\s*$", re.I)
        else:
            self.opened_not = re.compile("(?:" + _alt(lex, fs.get("opened_not", [])) + r")[^，。！？；：,\n]{0,4}$")

    def _action_regex(self, phrase: str) -> re.Pattern:
        if self.en:
            words = phrase.split()
            parts = []
            for w in words:
                stem = re.escape(w.lower())
                if len(w) > 3 and w.lower().endswith("e"):
                    stem = re.escape(w.lower()[:-1]) + "(?:e|es|ed|ing)"
                elif len(w) > 2 and w.lower().endswith("y"):
                    stem = re.escape(w.lower()[:-1]) + "(?:y|ies|ied|ying)"
                else:
                    stem += r"(?:s|es|ed|d|ing|" + re.escape(w[-1].lower()) + "ed|" + re.escape(w[-1].lower()) + "ing)?"
                parts.append(stem)
            body = r"(?:\s+[\w'’-]+){0,2}?\s+".join(parts)
            return re.compile(rf"(?<![\w-]){body}(?![\w-])", re.I)
        if len(phrase) >= 4:
            h = len(phrase) // 2
            return re.compile(re.escape(phrase[:h]) + r"[了着起已便竟而又也都还一]{0,2}" + re.escape(phrase[h:]))
        return re.compile(re.escape(phrase))


# a clause that opens on its verb, its subject the sentence's ("…, and took the readings"), and one that opens a
# clause of manner, time or a relative ("the way he had watched Pelletier do it", "when Rennick came up")
_EN_BARE_VERB_HEAD = re.compile(r"[\s,;]*(?:(?:and|then|and\s+then)\s+)?(?:[a-z]+ly\s+)?")
_EN_SUBORDINATE = re.compile(r"\b(?:the\s+way|as|when|while|where|who|whom|whose|which|that|like|after|before|until|till|"
                             r"because|since|once|though|although|if)\b", re.I)


_EN_ORD_ALT = "|".join(sorted(_EN_ORD, key=len, reverse=True))
# (a month may be two words, "Frost Moon", "Thorri Moon": a word and the word for month)
_MONTH_NAME = r"[A-Z][a-z]{2,}\s+(?:Moon|Month)|[A-Z][a-z]{3,}"
_NAMED_MONTH_USE = re.compile(rf"\bthe\s+(?:\d{{1,2}}(?:st|nd|rd|th)|{_EN_ORD_ALT})\s+(?:(?:day|night)\s+)?of\s+({_MONTH_NAME})\b"
                              rf"|\b({_MONTH_NAME})\s+the\s+(?:\d{{1,2}}(?:st|nd|rd|th)|{_EN_ORD_ALT})\b")


# what a thing had done to it on a day, inside a sentence about something else: "what the balsam bought on the 30th of
# Highsun had been for", "the letter written on the 2nd of May" (the word before is no clause's start)
_EN_THING_DONE_ON = re.compile(r"(?P<pre>\S+)\s+(?:the|a|an|his|her|their|that|this|those|these)\s+(?P<mid>(?:[a-z'’-]+\s+){1,2}?)"
                               r"(?:[a-z]{2,}ed|bought|sold|made|written|sent|taken|given|brought|built|found|stolen|drawn|"
                               r"sworn|signed|seen|done|paid|won|lost|held|kept|told|begun|struck|spent|sung|spoken)\s+"
                               r"on\s+(?:the\s+)?(?:[A-Z][a-z]+day,?\s+)?$")


_ZH_REPUBLIC = ("民国", "中华民国")  # its years count from 1912 on the solar calendar

_EN_ROMAN_DATE = re.compile(
    r"(?:(?:[Tt]he\s+)?(?P<n>\d{1,2}(?:st|nd|rd|th)?|[a-z]+(?:-[a-z]+)?)\s+days?\s+before\s+the\s+|[Tt]he\s+day\s+(?P<pb>before|after)\s+the\s+)?"
    r"(?P<r>Kalends|Calends|Nones|Ides)\s+of\s+(?P<mon>January|February|March|April|May|June|July|August|September|"
    r"October|November|December)\b")

# rank words that are also everyday forms of address ("Master Hale" for a clerk, "Sister Alys"): said to someone,
# they do not tell the rank
_EN_COURTESY_TITLES = frozenset({"master", "mistress", "sister", "brother", "father", "mother", "lord", "lady", "sir",
                                 "dame", "madam", "elder", "uncle", "aunt", "miss"})


def named_months(texts: list[str], bible_texts: list[str], real_months: set[str]) -> tuple[tuple[str, ...], int | None]:
    """A book's own calendar: the words its dates use as months ("the 3rd of Frostmoon", "Frostmoon the ninth") that
    no real calendar has, in the order the bible lists them ("In order: Thawmoon, Seedmoon, …"), and the days of a
    month when the bible says ("twelve months of exactly thirty days"). Nothing when the bible gives no order."""
    from collections import Counter

    uses: Counter = Counter()
    for t in texts:
        for m in _NAMED_MONTH_USE.finditer(t):
            w = m.group(1) or m.group(2)
            if w.lower() not in real_months:
                uses[w] += 1
    cands = set(uses)
    if not cands or sum(uses.values()) < 2:
        return (), None
    name = _MONTH_NAME
    found: list[str] = []
    for bt in bible_texts:
        order: list[str] = []
        gap = 0
        for line in bt.splitlines() + [""]:
            line = re.sub(r"\s*\([^()\n]{0,60}\)", "", line)  # "Frostmonth (1st), Thawmonth (2nd), …": the order, glossed
            names = re.findall(rf"\b(?:{name})\b", line)
            if len(names) >= 4 or (order and len(names) >= 2):
                # the run of capitalised words the listed months stand in, in their order (the longest such run
                # in the line: "… the year 412. There are twelve months of 30 days each: Deepwinter, Thawmonth, …");
                # a list may go on over the next lines ("Winter half: Gor Moon, …, Lone Moon. ¶ Summer half: …")
                runs = [r.group() for r in re.finditer(rf"(?:{name})(?:\s*(?:,|→|->|\band\b|,\s*and\b)\s*(?:{name}))+", line)]
                seg = max(runs, key=len) if runs else ""
                seq = [w for w in re.split(r"\s*(?:,|→|->|\band\b)\s*", seg)]
                got = [w.strip(" .()*") for w in seq if re.fullmatch(name, w.strip(" .()*"))]
                if len(got) >= (2 if order else 4) and not set(got) & set(order):
                    order += got
                    gap = 0
                    continue
            if order:
                gap += 1
                if gap > 1 or not line:
                    if cands & set(order) and len(order) >= 4:
                        found = order
                        break
                    order, gap = [], 0  # (a list of something else: places, names)
        if found:
            order = found
            dpm = None
            for b2 in bible_texts:
                dm = re.search(r"(\d{1,2}|[a-z-]+)\s+(?:days|nights)\s+(?:each|a\s+(?:month|moon)|in\s+(?:a|each)\s+(?:month|moon))|"
                               r"\b(?:months?|moons?)\s+of\s+(?:exactly\s+)?(\d{1,2}|[a-z-]+)\s+(?:days|nights)\b", b2, re.I)
                if dm:
                    dpm = en_number(dm.group(1) or dm.group(2))  # ("thirty-six days each", "moons of thirty nights")
                    break
            return tuple(dict.fromkeys(order)), dpm
    return (), None


@lru_cache(maxsize=8)
def story_patterns(lex: Lexicon, ranks: tuple[str, ...], actions: tuple[tuple[str, str], ...],
                   cues: tuple[tuple[str, str], ...], months: tuple[str, ...] = ()) -> StoryPatterns:
    return StoryPatterns(lex, ranks, actions, cues, months)


# ====================================================================== scopes
# "it was Dot Fenn, half out of her chair, who called cut": the one put first, then the doing
_EN_CLEFT = re.compile(r"\b(?:it|that)\s+(?:was|is|had\s+been)\s+(?P<who>[^.;!?\n]{1,100}?)\s+who\s+(?:[\w'’-]+\s+){0,2}?$", re.I)
# a finite verb of the past: "The carts came on the 4th" is a sentence, not an item in a list
_EN_PAST_VERB = re.compile(r"\b(?:[a-z]{3,}ed|came|went|left|began|fell|rose|met|ran|rode|sat|stood|broke|froze|got|gave|took|"
                           r"made|sold|bought|was|were|sailed|arrived|died|struck|brought|held|kept|won|lost|paid|sent)\b")
# someone unnamed brought into the sentence before an age: 还有个妹子，才九岁 / 一个小孙子，今年六岁
# a beast counted in (一匹小青骡, 那头老牛): an age after it is the beast's
_ZH_ANIMAL_AGED = re.compile(r"(?:匹|头|只|条|峰|口|群)[^，。！？；\ue000]{0,4}?(?:骡|马|驴|牛|狗|猫|羊|猪|驹|犊|鸡|鹅|鸭|骆驼|"
                             r"犬|鹰|鸟|驼)")
_ZH_SOMEONE_ELSE_AGED = re.compile(r"(?:有|剩|生了|添了|带着|领着|一|两|俩|个)(?:个|位|名)?(?:小|大|老)?(?:妹子|妹妹|弟弟|兄弟|哥哥|姐姐|"
                                   r"儿子|女儿|闺女|孙子|孙女|外孙|孩子|娃|娃娃|丫头|小子|侄子|侄女|徒弟|学徒)[，,]?[^，,。！？]{0,4}$")
# after a date in its sentence: the date says when something now past began or who did it (是…的 focus, a 的 clause)
_ZH_DATE_DESCRIBES = re.compile(r"(?:就|正|便)?是(?:从|在|打)[^。！？\n]{0,12}?(?:开始|起|发生|出事|出的事|结束)的|的[，,](?:就|正|便)是")
# a record whose contents the next paragraph gives, with their own time
_ZH_RECORD = re.compile(r"录音|语音留言|留言|监控|录像|通话记录|聊天记录|截图|笔录|卷宗|案卷|档案|日志|行车记录")
# a raised voice taken straight back down: "突然提高了嗓门，然后又压下去，压得很低", "then dropped his voice"
_VOICE_DROPPED = re.compile(r"又压(?:了)?下去|压低了?(?:声音|嗓门|嗓子)|放低了?(?:声音|嗓门)|声音又低了下去|"
                            r"\b(?:then|and)\s+(?:dropped|lowered)\s+(?:his|her|their)\s+voice", re.I)
# footage being watched: what the people in it do, the paragraphs after show on a screen
# (English) a sentence that opens in a picture: "In the photograph Walt was squinting", "On the old film, Ada waves"
_EN_PICTURED = re.compile(r"\W*(?:(?:and|but|there|now|here|even)\s+)?(?:in|on)\s+(?:the|that|this|his|her|its|their|an?|one)\s+"
                          r"(?:[\w-]+\s+){0,2}(?:photograph|photo|picture|portrait|snapshot|painting|film|footage|image|"
                          r"drawing|sketch|likeness|newsreel|video|tintype|daguerreotype|print|poster)s?\b", re.I)
_ZH_FOOTAGE = re.compile(r"画面(?:里|中|上|左|右)|屏幕上|摄像头|监控(?:画面|录像|视频|里|中)|录像里|视频里|回放|驶进了镜头|进了镜头")
# "埋在那里，到今天，算来已经一个多月了": buried, and the time since counted to today
_ZH_SINCE_BURIED = re.compile(rf"(?:埋|葬|下葬|入土|安葬)(?:在[^，。！？；“”]{{1,8}})?(?:了)?[，,]\s*(?:到今天|到今儿|到如今|到现在|至今|到这会儿)[，,]?\s*"
                              rf"(?:算来|算起来|掐指一算|算算)?[，,]?(?:已经|已|都|也|足足|整整)?(?:有)?"
                              rf"(?P<num>{ZH_NUMBER}|半)(?P<unit>个多月|个月|天|日|月|年|载)(?:多)?")
_EN_SINCE_BURIED_SOMEONE = re.compile(rf"(?<![\w-])(?P<num>{EN_NUMBER}|an?)\s+(?P<unit>days?|weeks?|months?|fortnights?)\s+"
                                      r"(?:today\s+|now\s+|had\s+passed\s+|had\s+gone\s+by\s+)?since\s+(?:we|they|I|he|she|you)\s+"
                                      r"(?:had\s+)?(?:buried|laid\s+(?:out|to\s+rest))\s+(?:the|poor|old|her|his|their|our)\s+"
                                      r"(?:[a-z]+\s+){0,2}?(?:man|woman|fellow|lady|master|mistress|gentleman|soul)\b", re.I)
# a bond that begins at a moment the text has just told: "Tom and Finch were enemies from that afternoon", "从那天起"
# leave for a ranked act told in the narration: "with the abbot's leave", "by leave of the prior", "with her permission",
# "on the captain's orders", "at the prior's bidding"
_EN_NARRATED_LEAVE = re.compile(r"\b(?i:with|by|having|given|granted|under)\s+(?:the\s+)?(?:(?:[A-Z][\w'’-]*|[a-z]+['’]s?|his|her|their)\s+){0,3}?"
                                r"(?:leave|permission|consent|licence|license|blessing|sanction|dispensation)\b"
                                r"|\b(?i:by)\s+(?:the\s+)?(?:leave|permission|consent|licence|license)\s+of\b"
                                r"|\b(?i:on|at|by)\s+(?:the\s+)?(?:[A-Z][\w'’-]*\s+|[a-z]+['’]s\s+|his\s+|her\s+){1,3}?"
                                r"(?i:(?:express|direct|explicit|strict|written|own|personal|special|standing|spoken)\s+)?(?:orders?|command|bidding|behest)\b")
# leave in hand, told in the narration: "揣着所长写的那张条子", "凭着掌门的手令", "奉了师父之命"
_ZH_NARRATED_LEAVE = re.compile(r"(?:揣着|拿着|持着?|带着|凭着?|捏着|握着|举着|拿了|带了)[^。！？；]{0,12}?(?:条子|手令|批条|手谕|令牌|"
                                r"批文|通行证|准条|许可证|公函|介绍信|手书|令箭|腰牌)|(?:奉了?|遵了?|得了?)[^。！？；，]{1,8}?(?:之命|的命令|的令|"
                                r"的准许|的允许|的许可|的首肯|的手令)")
# "more than any man in Hallowmere", "above all men", "most of all in the world": a hatred measured against everyone
_EN_HATE_MOST = (r"(?:(?:more|worse)\s+than\s+(?:any(?:one|body)?|any\s+other|all(?:\s+the)?|every(?:one|body)?)\b|above\s+all\b|"
                 r"most\s+(?:of\s+all|in\s+(?:the\s+)?(?:world|all\s+the\s+world))\b|as\s+(?:bitterly|much)\s+as\s+(?:any|he|she)\b)")
_TURNED_THEN = re.compile(r"\s*(?:,\s*)?(?:from|since|after)\s+that\s+(?:very\s+)?(?:afternoon|morning|evening|night|day|moment|hour|"
                          r"minute|time|week)\b(?!\s+(?:on\s+)?when)|\s*(?:,\s*)?from\s+then\s+on\b", re.I)
_ZH_SOMEONE = re.compile(r"那人|这人|此人|来人|那汉子|那女子|那女人|那男人|那少年|那孩子|那老头|那老者|对方|别人|旁人|敌人|那个人")
_ZH_RECALL_DAY = re.compile(r"(?:回想起|想起|忆起|记起)了?[^，。！？；]{0,12}?(?:第[一二三四五六七八九十百零两\d]+(?:天|日|夜)|那天|那一天|"
                            r"那晚|那夜|那年|那一年|那次|那回|[一二三四五六七八九十\d]+月|当年|当初|小时候)")
# a paragraph that opens on years ago ("那年他二十一岁", "当年", "十年前"), and words that come back to the present
_ZH_RECALL_THAT = re.compile(r"\s*那(?:还|可|都|已经)?是[^，。！？；]{0,14}?(?:的)?(?:时候|那天|那日|那晚|那年|傍晚|早上|晚上|夜里|"
                             r"清早|午后|年|月|日|初[一二三四五六七八九十])")
_ZH_SOMEONE_THEN_NAMED = re.compile(r"(?:有个人|有一个人|有人|一个人)(?P<verb>(?:晃着|背着|叼着|揣着|踱着|低着|扛着|拎着|提着|推着)?[^，。！？“”]{0,4}?"
                                    r"(?:走过去|走过来|走进来|走了进来|走出去|走了过去|晃过去|晃过来|站在|坐在|蹲在|靠在|钻了出来|闪了进来))"
                                    r"[^。！？“”]{0,60}?[，,](?:竟然|原来|正)?是(?P<who>[\u4e00-\u9fff]{2,4})[。！]")
# "离七月初一交墨还有四十来天", "距腊月初八只剩十天了": the days left until a day of the calendar
_ZH_UNTIL_DATE = re.compile(r"(?:离|距离|距)(?P<m>正|冬|腊|十[一二]|[一二三四五六七八九十])月(?P<d>初[一二三四五六七八九十]|[二三]?十[一二三四五六七八九]?|"
                            r"廿[一二三四五六七八九]?|[一二三四五六七八九])(?:日|号)?[^。！？，,；]{0,8}?(?:还有|只剩|只有|尚有|还剩|还差|就剩)"
                            r"(?:不到|将近|差不多|足足|整整)?(?P<n>[一二两三四五六七八九十百]+)(?P<more>来|多|余)?(?:个)?(?P<u>天|日|个月)")
_ZH_ROLE_WORDS = frozenset("师傅 师父 先生 东家 掌柜 老板 大夫 郎中 师兄 师弟 师姐 师妹 老爷 少爷 小姐 大哥 大姐 姑娘".split())
_ZH_MEMORY_HEAD = re.compile(r"[“\"]?(?:那年|那一年|当年|早年|[一二两三四五六七八九十几数]+年(?:以)?前|回想起|他想起|她想起|记得那年)")
_ZH_BACK_NOW = re.compile(r"回过神|如今|眼下|此刻|而今|现在|这会儿|眼前")
_CONFESSED = re.compile(r"(?<![\u4e00-\u9fff])[\u4e00-\u9fff]{0,6}?(?:终于|全都|全|都|这才)?(?:招了|招供了|供认不讳|如实招了|"
                        r"一五一十地?(?:招|供|交代|说)了(?:出来)?)[。！]")
# "要从上周说起", and "他招了。" standing alone: what is told after it is the past
# "断断续续地把这一路的事讲了出来。" ending its paragraph: what he told follows, in the narration
# ("把这些日子的事一件件理出来：三月初八……": sorted out, with the colon before what is gone over; not "把这几日的事从头到尾
# 想了一遍。", a thought, after which the telling goes on now)
_ZH_RECOUNT = re.compile(r"把[^。！？\n“”]{0,10}(?:的事|的经过|经过|来龙去脉|前前后后|始末)[^。！？\n“”]{0,4}(?:(?:讲|说|叙|道)了?"
                         r"(?:出来|一遍|了一遍)[。！]|(?:讲|说|叙|道|理|捋|串|盘|想|数|过|梳理|回想)了?(?:出来|一遍|了一遍|一番|了一番|起来)[：:])")
_TOLD_FROM = re.compile(r"(?:要|得|还得|这得|就得|须)从[^。！？\n]{0,10}(?:说起|讲起|说来|讲来)|" + _ZH_RECOUNT.pattern + "|"
                        + _CONFESSED.pattern)
_SCENE_BREAK = re.compile(r"\n[ \t]*(?:——+|—{2,}|\*\s*\*\s*\*|＊＊＊|◇+|#{3,}|~{3,}|-{3,})[ \t]*\n")
# a paragraph that raises people in rank: "Grades conferred this day", "Promotions:", "were promoted as follows"
_EN_CONFERRED = re.compile(r"\b(?:conferred|promotions?|promoted|advancements?|advanced|raised|appointed|appointments)\b", re.I)
# a memory reaching far back ("ten years ago", "the first time she had sat here", "as a boy"): opened right before a
# scene break, it is told in the scene after it
_EN_LONG_BEFORE = re.compile(r"\b(?:years|months)\s+(?:ago|before|earlier)\b|\bthe\s+first\s+time\b|\bas\s+a\s+(?:boy|girl|child)\b",
                             re.I)
# words read out from a paper: an edict, a decree, a proclamation
_READ_OUT = re.compile(r"\s*(?:奉天承运|皇帝诏曰|诏曰|制曰|敕曰|懿旨|谕旨|圣旨|(?:By\s+order\s+of|Whereas|Know\s+all\s+men|Be\s+it\s+known|"
                       r"Hear\s+ye|Oyez)\b)", re.I)
# someone "gone" at the end of a sentence ("外婆走了。"), and the words of mourning that make it a death
_ZH_WENT = re.compile(r"(?:已经|就这么|就这样|终究|还是|安安静静地|静静地)?走了(?=[。！…])")
_ZH_MOURNING = re.compile(r"去世|过世|出殡|灵堂|葬礼|追悼|遗体|火化|入殓|守灵|丧事|遗像|骨灰|头七|讣告|送葬|下葬")
# a chat line: "【部门群】运营-周屹：", "【工作群】王总："
_ZH_CHAT_HEAD = re.compile(r"\s*【[^】\n]{1,12}(?:群|聊|消息|微信)[^】\n]{0,6}】[^：:\n]{0,16}[：:]")
# a scene that opens by coming back from a memory: "Ilse opened her eyes.", "睁开眼"
_BACK_NOW = re.compile(r"\b(?:opened\s+(?:her|his|my|their)\s+eyes|came\s+back\s+to\s+(?:herself|himself|myself)|"
                       r"the\s+memory\s+(?:faded|let\s+go)|back\s+in\s+the\s+present)\b|睁开(?:了)?眼|回过神", re.I)
# the label that ends such a memory: "【回忆毕】", "（回忆结束）"
_FRAME_END = re.compile(r"[【\[（(〔]\s*(?:回忆|往事|闪回|追忆)[^】\]）)〕\n]{0,4}(?:毕|完|结束|终|止)")
# a paragraph that is only a label for a memory ("【回忆】", "【回忆·灾变前】", "（回忆）"): the past, up to the next scene break
_ZH_FRAME_HEAD = re.compile(r"\s*[【\[（(〔]\s*(?:回忆|往事|闪回|追忆|旧事|前尘|过去)(?![^】\]）)〕\n]{0,4}(?:毕|完|结束|终|止))"
                            r"[^】\]）)〕\n]{0,12}[】\]）)〕]\s*")
# a paragraph that heads a scene with how long before it is ("*Fifteen years earlier. Sunmonth, Year 297.*", "Twenty
# years before."): the scene is the past, up to the next scene break
_EN_FRAME_HEAD = re.compile(r"[ \t]*[*_]*\s*(?:(?:[A-Z][a-z]+|\d+|[Ss]ome|[Mm]any|[Aa])(?:[ -][a-z]+)?\s+(?:years|months|winters|summers|"
                            r"decades|year|month)\s+(?:earlier|before|ago|previously)|[Ll]ong\s+(?:ago|before))\b")
_YEARS_AGO = re.compile(r"[一二两三四五六七八九十几多数百\d]+年(?:以)?前|那(?:一)?年|当年|\b(?:years|long)\s+ago\b|\bin\s+(?:the\s+)?(?:year\s+)?1\d{3}\b", re.I)
def _paragraphs_on(view, text: str, p: int, count: int, unit=None) -> int:
    """The end of the `count`-th paragraph with words in it from p on (blank lines between paragraphs, which
    Chinese text split at every line break makes paragraphs of their own, do not count); with `unit`
    (view.sentence), of the count-th sentence."""
    n = len(text)
    unit = unit or view.paragraph
    while count > 0 and p < n:
        s, e = unit(p)
        if e <= p:
            break
        if text[s:e].strip():
            count -= 1
        p = e
    return p


_EN_YEAR_AGO = re.compile(r"[ \t]*[\"“]?(?:[Ii]n|[Bb]ack\s+in)\s+(?:the\s+(?:year|summer|spring|autumn|winter)\s+(?:of\s+)?)?['’]\d\d\b")
# "It was October of 1957, and I was nineteen": a paragraph that opens on a year well before the chapter's own
_EN_OLD_YEAR_HEAD = re.compile(r"[ \t]*(?:(?:It|That)\s+(?:was|is)\s+|(?:[Ii]n|[Bb]ack\s+in)\s+)(?:the\s+(?:year|summer|spring|autumn|"
                               r"fall|winter)\s+(?:of\s+)?)?(?:(?:the\s+)?(?:January|February|March|April|May|June|July|August|September|"
                               r"October|November|December)\s+(?:of\s+)?)?(?P<y>1[5-9]\d\d|20\d\d)\b")
_EN_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")


_ZH_PLAYBACK = re.compile(r"视频(?:还在|正在|一直在)?(?:放|播)|录像(?:还在|正在)?(?:放|播)|录音(?:还在|正在)?(?:放|播)|(?:视频|录像)里"
                          r"|投影(?:仪)?(?:打开|亮)|画面(?:晃|亮|一闪|跳)|录制(?:日期|时间)|(?:视频|录像)(?:打开|点开|开始)")
# gone, at an age: "秦守义走了，七十二岁", "老人家没了，享年八十" (the name is the anchor right before)
_ZH_GONE_AT = re.compile(r"(?P<v>走了|没了|去了)[，,]\s*(?:享年|终年)?[一二三四五六七八九十百]{1,4}(?:岁|岁了)?(?=[，,。；]|$)"
                         r"|[，,]\s*(?:享年|终年)?[一二三四五六七八九十百]{1,4}岁[，,]\s*(?P<v2>走了|没了|去了)(?=[，,。；！]|$)")
# closing the eyes of the dead: "陆青禾走过来，伸手替韩老七合上了眼皮"
_ZH_EYES_CLOSED = re.compile(r"(?:替|给|帮)(?P<who>[\u4e00-\u9fff]{2,4}?)(?:轻轻)?(?:合上|阖上|抹上)了?(?:眼皮|眼睛|双眼|眼)")
# feeling for breath or a pulse: "探了探苏曼丽的鼻息", "摸了摸老周的脉" (the name is found by its anchor)
_ZH_FELT = re.compile(r"(?:探|摸|试|按|搭)(?:了探|了摸|了试|了按|了搭|了一下|一下|了)?(?P<who>[\u4e00-\u9fff]{2,4}?)的(?:鼻息|脉搏|脉|颈动脉|心口|呼吸)[。；]")


# every since-death pattern holds one of these words (the gate that spares the other sentences the patterns)
# a day still to come, from a time before it: "would take it off on the day they buried him", "will wear it till the
# night they hanged her"
_EN_WOULD_THE_DAY = re.compile(r"\b(?:would|will|shall|should|wo|[\w]+['’]ll|meant\s+to|was\s+going\s+to|swore\s+to|vowed\s+to)"
                               r"\b[^,;.!?]{0,50}?\b(?:the\s+(?:day|night|hour|morning)|until|till)\s+(?:that\s+|when\s+)?"
                               r"(?:they|we|you|he|she|I|someone|somebody|they['’]d)\s+(?:had\s+)?$", re.I)
# a time of day or of the year the death came before: "A little before dawn Angus Reid died" ("before" alone is
# a death not yet come: "before he died")
_EN_BEFORE_A_TIME = re.compile(r"\b(?:before|till|until|by)\s+(?:the\s+)?(?:first\s+|next\s+|following\s+)?"
                               r"(?:dawn|daybreak|daylight|light|sunrise|sun-?up|sunset|sundown|dusk|nightfall|dark|"
                               r"midnight|noon|midday|morning|evening|night|matins|lauds|vespers|compline|breakfast|"
                               r"dinner|supper|tea|cock-?crow|harvest|christmas|easter|michaelmas|whitsun|lent|"
                               r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|spring|summer|autumn|fall|winter|"
                               r"(?:end|turn|close)\s+of\s+(?:the\s+)?\w+|\d{1,2}(?:[:.]\d\d)?\s*(?:o['’]clock|[ap]\.?m\.?)?|"
                               r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+o['’]clock)\b", re.I)
# an age claimed in reported words: "which Alfie said was a libel and that he was thirty-nine", "(47 candles, he says 39)"
_EN_AGE_CLAIMED = re.compile(r"\b(?:said|says|claimed|claims|insisted|insists|swore|swears|maintained|maintains|declared|"
                             r"declares|pretended|pretends|gave\s+out|gives\s+out|liked\s+to\s+say|likes\s+to\s+say)\b"
                             r"[^.;!?]{0,60}?\b(?:that|he|she)\b[^.;!?]{0,30}$|\b(?:he|she)\s+says\s+$", re.I)
_SINCE_DEATH_GATE_EN = re.compile(r"dead|died|death|funeral|burial|killed|drowned|fell|buried|laid|lain|churchyard|graveyard|cemetery|grave|tomb|vault|under the (?:ground|earth|sod|turf)", re.I)
_SINCE_DEATH_GATE_ZH = re.compile(r"死|去世|过世|亡故|殁|下葬|入土|入殓|遇害|被害|身亡|出事|牺牲|遇难|病故|走")


# after a date heading its sentence, the sentence's own subject and a pluperfect ("On the 4th of March, according to the
# notary, Raymond Delorme had sold the Pièce du Bas"): no other clause, relative or joined, on the way; a participle
# (not "the thaw came, exactly as Kell had foretold": a comparison, not a thing done before the day)
# a sentence that goes back in the mind to a day ("他想起了末世第一天。", "她又梦见了那一天"), before "那是……"
_ZH_MEMORY_OF_DAY = re.compile(r"(?:想起|想到|记起|忆起|回想起|回忆起|梦见|梦到)了?[^。！？\n]{0,20}?(?:那一?天|那一?日|那晚|那一夜|那年|第一天|"
                               r"那个(?:早上|晚上|下午|夜里|冬天|夏天)|[一二三四五六七八九十百\d]+(?:天|日|年)|日子)")
# a count of days after something heading the sentence, then its date: "Ten days after her examination, on the 14th"
_EN_COUNT_AFTER_HEAD = re.compile(rf"[\s\"“*_]*(?:It\s+was\s+)?(?:(?:nearly|almost|about|some|barely|only|just|a\s+full|fully)\s+)?"
                                  rf"(?:{EN_NUMBER}|an?)\s+(?:full\s+|whole\s+|clear\s+|good\s+)?(?:days?|weeks?|fortnights?|months?|"
                                  rf"nights?)\s+(?:to\s+the\s+day\s+)?(?:out\s+of\s+[A-Z]\w+|after\b[^.;:!?\"“”]{{1,80}}?),\s*(?:on\s+)?"
                                  rf"(?:the\s+)?(?:[A-Z][a-z]+day,?\s+)?(?:the\s+)?$", re.I)
_EN_DONE_BEFORE = re.compile(r"(?:(?!,\s*(?:and|but|or|so|while|when|where|who|which|that)\b|;|\b(?:who|which|that|when|where|and|since)\b"
                             r"|\b(?:just|exactly|even|precisely)\s+as\b|\bas\s+(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|he|she|they|I|we)\s+had\b)"
                             r"[^.;!?]){0,80}?\b(?<!\bas\s)(?!(?:who|which|that|when|where|and|as)\b)(?P<subj>[A-Z]?[a-z]+(?:\s+[A-Z][a-z]+)?)\s+had\s+"
                             r"(?!been\b)(?:[a-z]+(?:ed|en|wn|ght|ld|lt|nt|pt|ft|id|ade|ood|ung|one|ost|old|ept|eft|orn|uck|ook|"
                             r"ug|un|ut|et|at)|gone|come|done|seen|sold|told|made|left|kept|met|led|fled|fed|read|put|cut|set|"
                             r"shut|let|won|lost|paid|said|sent|spent|heard|held|stood|sat)\b")


_EN_THEN_SIMPLE_PAST = re.compile(r"\band\s+(?:was|were)\s+(?!said\b|told\b)[a-z]+ing\b|,\s+and\s+(?:the|a|an|his|her|their)\s+"
                                  r"[a-z]+(?:\s+[a-z]+)?\s+(?:was|were|came|went|stood|lay|sat|[a-z]+ed)\b")


def _en_present_chapter(an) -> bool:
    """Whether an English chapter's narration is told in the present tense ("Hale walks to the rail"): counted over
    he/she/it and the verb after them, outside quotations."""
    v = an.__dict__.get("_present")
    if v is None:
        pres = past = 0
        for m in _EN_PRONOUN_VERB.finditer(an.text):
            if an.in_quote(m.start()):
                continue
            if pres + past >= 24:
                break  # the frame's tense is set where the chapter opens; memories later are told in the past
            w = m.group(1).lower()
            if w in _EN_PAST_WORDS or w.endswith("ed"):
                past += 1
            elif w in ("is", "has", "does", "goes", "says") or (
                    w.endswith("s") and not w.endswith(("ss", "us", "is")) and w not in _EN_NOT_VERBS):
                pres += 1
        v = pres >= 8 and pres > past
        an.__dict__["_present"] = v
    return v


_EN_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”\n]*”")
_EN_I_VERB = re.compile(r"\b(?:I|we)\s+(?:[a-z]+ly\s+)?([a-z]+)\b")


def _en_told_now(text: str, ps: int, pe: int) -> bool:
    """(English, a chapter told in the present) whether a paragraph's narration, outside quotations, is in the
    present tense ("I sit on the side-bed in the empty cabin and hear her saying it"): the story come back to now."""
    body = _EN_QUOTED.sub(" ", text[ps:pe])
    pres = len(_EN_PRESENT_VERB.findall(body))
    pres += sum(1 for m in _EN_I_VERB.finditer(body)
                if m.group(1) not in _EN_PAST_WORDS and not m.group(1).endswith("ed")
                and m.group(1) not in ("too", "also", "alone", "myself", "ourselves", "and", "or", "am", "will", "shall",
                                       "remember", "recall", "recollect", "can"))
    past = len(_EN_PAST_VERB.findall(body))
    return pres > past  # ("Mother looked down at me, and I remember the scar": still the memory)


# (Chinese) a likeness just before a time gone by: "像看着三年前的自己"
_ZH_LIKENESS_BEFORE = re.compile(r"(?:像|好像|就像|仿佛|好似|如同|犹如|恰似)[^，。！？；]{0,6}$")


def _others_eyes_open(an, wc: re.Match, dreamer: str | None) -> bool:
    """(Chinese) "唱完了，先生睁开眼，冲他笑了笑" in 顾云官's dream: someone else named in the dream opening his eyes,
    not the dreamer waking (a name or title heading the clause of 睁开眼, not the dreamer's: "秦野猛地睁开眼睛")."""
    if an.pats.lex.language != "zh" or not wc.group().startswith("睁开") or not dreamer:
        return False
    cs = an.view.clause(wc.start())[0]
    k = bisect_left(an.anchor_starts, cs)
    return k < len(an.anchors) and an.anchors[k].start < wc.start() and an.anchors[k].kind == "name" \
        and not an.anchors[k].in_quote and an._resolve_anchor(an.anchors[k]) != dreamer


class PastScope:
    """Which sentences of a chapter tell of the past, a dream, a memory: they do not happen now."""

    def __init__(self, an, sp: StoryPatterns):
        view = an.view
        text = an.text
        starts = view.sent_starts
        n = len(starts)
        past = [False] * n
        ends = starts[1:] + [len(text)]
        # (the sentences where each pattern can match at all, from one scan for the literals each needs)
        li = literal_index((sp.past, sp.past_open, _TOLD_FROM))
        hits = li.sentences(view) if li is not None else None
        may_past, may_open, may_told = hits if hits is not None else (None, None, None)
        if not any(w in text for w in ("从", "招", "供认", "一五一十", "出来", "一遍")):
            may_told = ()  # (what _TOLD_FROM needs is nowhere in the chapter)
        breaks = _SCENE_BREAK.search(text) is not None  # (no scene break anywhere: none before any sentence)
        for i in range(n):
            if (may_past is None or i in may_past) and sp.past.search(text, starts[i], ends[i]):
                past[i] = True
        scoped = [False] * n
        # an opening marker (a dream, a memory) covers the rest of its paragraph; a dream runs until waking
        i = 0
        memory_to = -1  # the end of the paragraph a memory opened in
        recalled_para = False  # the sentence just found opens its paragraph on a day remembered
        while i < n:
            m = sp.past_open.search(text, starts[i], ends[i]) if may_open is None or i in may_open else None
            if m is not None and m.group() in ("那年", "那一年") and text[m.end():m.end() + 1] == "的" and \
                    text[view.clause(m.start())[0]:m.start()].strip(" \t\n\u3000“”「」，,"):
                # "千佛洞下了那年的头一场雪": that year's first snow, inside a clause; a year remembered heads its clause
                # ("那年的冬天，我十岁", "林澈十二岁那年，……")
                m = sp.past_open.search(text, m.end(), ends[i])
            if m is not None and m.group() in ("梦里", "梦中") and text[m.end():m.end() + 1] == "的" and i > 0 \
                    and re.search(r"醒|是梦", text[starts[max(0, i - 3)]:starts[i]]):
                m = None  # "守义一下子醒了过来……刚才那些话，是梦。¶ 可梦里的话，他记得清清楚楚": the dream's words
                # remembered awake, no dream opened again
            if m is None and (may_told is None or i in may_told):
                # "事情要从上周说起。" standing alone: the story goes back and tells it, as a memory of years ago does
                m = _TOLD_FROM.search(text, starts[i], ends[i])
            if m is None and an.pats.lex.language == "zh":
                # "他想起了末世第三天。那是九月三号……": a day remembered opens a memory for the rest of its paragraph
                m = _ZH_RECALL_DAY.search(text, starts[i], ends[i])
                i_prev = i - 1
                that = i > 0 and text[starts[i]:starts[i] + 6].lstrip(" \t\n\u3000“\"").startswith("那")
                if that:
                    while i_prev > 0 and not text[starts[i_prev]:starts[i_prev + 1]].strip():
                        i_prev -= 1  # (the blank lines between paragraphs: "他想起了很多事。¶ 那是光绪七年的重阳。")
                if m is None and that and re.search(
                        r"(?:回想起|想起|忆起|记起)了?[^，。！？；]{1,12}[。；]\s*$", text[starts[i_prev]:starts[i]]):
                    # "他也想起了马三爷。那还是三月初一的傍晚，……": someone remembered, then when it was
                    m = re.match(r"\s*那(?:还|可|都|已经)?是[^，。！？；]{0,14}?(?:的)?(?:时候|那天|那日|那晚|那年|傍晚|早上|晚上|夜里|"
                                 r"清早|午后|年|月|日|初[一二三四五六七八九十])", text[starts[i]:ends[i]]) and \
                        re.match(r"\s*那", text[starts[i]:]) and _ZH_RECALL_THAT.match(text, starts[i])
                    if m:
                        scoped[i] = True  # (from its first word: the whole sentence is the day remembered)
                        recalled_para = not text[view.paragraph(starts[i])[0]:starts[i]].strip()
                if m is None and not text[view.paragraph(starts[i])[0]:starts[i]].strip():
                    # "——那是乾隆二十七年的冬天，腊月里，下着冻雨。十四岁的沈绣云……": a paragraph led in by a dash
                    # onto a time that was, the past told
                    m = _ZH_DASH_THAT_WAS.match(text, starts[i], ends[i])
                    if m:
                        scoped[i] = True
                        recalled_para = True
            if m is None and an.pats.lex.language == "en":
                # "In the year '98, when he was a poor lieutenant …": a year said the old way, the past told
                m = _EN_YEAR_AGO.match(text, starts[i])
                if m is None and (o := _EN_OLD_YEAR_HEAD.match(text, starts[i])) and \
                        not text[view.paragraph(starts[i])[0]:starts[i]].strip():
                    # "It was October of 1957, and I was nineteen" in a chapter of 1965: a paragraph of the past
                    later = [int(y.group(1)) for y in _EN_YEAR.finditer(text) if not an.in_quote(y.start())]
                    if later and max(later) - int(o.group("y")) >= 2 or re.match(
                            r",?\s+(?:some\s+|full\s+|a\s+good\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|eleven|"
                            r"twelve|twenty|thirty|forty|fifty|many|several|\d+)\s+years\s+(?:before|ago|earlier)\b",
                            text[o.end():o.end() + 40], re.I):
                        # (or it says how long before: "In the October of 1919, seven years before that night")
                        m = o
                if m:
                    scoped[i] = True  # (from its first word: the whole sentence is the past)
            if m is None and an.pats.lex.language == "en" and i > 0 and breaks \
                    and _SCENE_BREAK.search(text, max(0, starts[i] - 12), starts[i] + 1) \
                    and not text[view.paragraph(starts[i])[0]:starts[i]].strip():
                # "--- ¶ I was eight years old. It was Saturday, July 24, 1915, and we lived then in Cicero": a scene
                # that opens on a year well before the story's own is the past, to the next scene break
                ps, pe = view.paragraph(starts[i])
                ys = [int(y.group(1)) for y in _EN_YEAR.finditer(text, ps, pe)]
                later = [int(y.group(1)) for y in _EN_YEAR.finditer(text) if not an.in_quote(y.start())]
                if ys and later and max(later) - min(ys) >= 2 and not an.in_quote(ps):
                    sb = _SCENE_BREAK.search(text, pe)
                    limit = sb.start() if sb else len(text)
                    j = i
                    while j < n and starts[j] < limit:
                        if j > i:
                            c = sp.memory_close.search(text, starts[j], ends[j])
                            if c and not an.in_quote(c.start()):
                                break
                        past[j] = scoped[j] = True
                        j += 1
                    i = max(i + 1, j)
                    continue
            if m is None and (_EN_FRAME_HEAD.match(text, starts[i]) if an.pats.lex.language == "en"
                              else _ZH_FRAME_HEAD.fullmatch(text, *view.paragraph(starts[i]))):
                ps, pe = view.paragraph(starts[i])
                if not text[ps:starts[i]].strip() and len(text[ps:pe].strip()) <= 90:
                    sb = _SCENE_BREAK.search(text, pe)
                    limit = sb.start() if sb else len(text)
                    j = i
                    while j < n and starts[j] < limit:
                        if j > i:
                            c = sp.memory_close.search(text, starts[j], ends[j]) or _FRAME_END.search(text, starts[j], ends[j])
                            if c and not an.in_quote(c.start()):
                                break
                        past[j] = scoped[j] = True
                        j += 1
                    memory_to = max(memory_to, limit)
                    i = max(i + 1, j)
                    continue
            if m and an.pats.lex.language == "en" and re.search(
                    r"\b(?:not|never|nor|no\s+longer|n['’]t)\s+(?:\w+\s+){0,2}$", text[max(starts[i], m.start() - 30):m.start()], re.I):
                m = None  # "She has not walked once …, nor dreamed of caves": no dream is told
            if m and not an.in_quote(m.start()) and an.pats.lex.language == "zh" and _ZH_LIKENESS_BEFORE.search(
                    text, max(starts[i], m.start() - 8), m.start()):
                m = None  # "看着他，像看着三年前的自己": a likeness to the past, no memory told
            if m and not an.in_quote(m.start()):
                ps, pe = view.paragraph(starts[i])
                # a dream told inside a memory ("他回想起中秋夜的那个梦。梦里师父……") is remembered with it: it
                # ends with the memory's paragraph, not at a waking
                dream = bool(sp.dream_word.search(m.group())) and starts[i] >= memory_to
                dreamer = an.subject_at(m.start()) if dream and an.pats.lex.language == "zh" else None
                if not dream:
                    memory_to = max(memory_to, pe)
                j = i
                limit = pe
                if recalled_para:
                    # "他想起了很多事。¶ 那是光绪七年的重阳。……¶ 那天陆先生也带他上了蜀冈……": a paragraph that opens on
                    # the day remembered starts a told past: the paragraphs after it, to a return to now or a scene
                    # break, at most eight
                    lim8 = _paragraphs_on(view, text, pe, 8)
                    sb = _SCENE_BREAK.search(text, pe, lim8)
                    limit = sb.start() if sb else lim8
                    k = i + 1
                    while k < n and starts[k] < limit:
                        c = sp.memory_close.search(text, starts[k], ends[k]) or _ZH_BACK_NOW.search(text, starts[k], ends[k])
                        if c and not an.in_quote(c.start()):
                            limit = starts[k]
                            break
                        k += 1
                    recalled_para = False
                if dream:
                    # until a waking sentence, at most 8 paragraphs on
                    limit = _paragraphs_on(view, text, pe, 8)
                    # (a dream told mostly in short lines of talk may run longer: up to a waking within 30 paragraphs,
                    # if one comes before any scene break)
                    far = _paragraphs_on(view, text, pe, 30)
                    sb = _SCENE_BREAK.search(text, pe, far)
                    far = sb.start() if sb else far
                    wake = next((starts[k] for k in range(i + 1, n) if limit <= starts[k] < far
                                 and (wc := sp.past_close.search(text, starts[k], ends[k]))
                                 and not an.in_quote(wc.start()) and not _others_eyes_open(an, wc, dreamer)), None)
                    if wake is not None:
                        limit = wake + 1
                elif not text[ends[i]:pe].strip():
                    # "… I found myself remembering the winter of 1404." ending its paragraph: the memory is told in
                    # the paragraphs after it, up to the one that comes back ("I came back to myself"), if one does
                    # within eight paragraphs
                    # within eight paragraphs. A memory of years ago standing as its own paragraph ("他想起了八年前。")
                    # opens a told past that runs to its return or, with none, to the chapter's end
                    recount = _ZH_RECOUNT.search(text, starts[i], ends[i]) is not None
                    told = recount or not text[ps:starts[i]].strip() and bool(_YEARS_AGO.search(text, starts[i], ends[i])
                                                                               or _TOLD_FROM.search(text, starts[i], ends[i]))
                    p, k = (len(text) if told else _paragraphs_on(view, text, pe, 8)), i + 1
                    sb0 = _SCENE_BREAK.match(text, pe - 1) or _SCENE_BREAK.match(text, pe)
                    scenes = bool(sb0 and an.pats.lex.language == "en" and _EN_LONG_BEFORE.search(text, starts[i], ends[i]))
                    if scenes:
                        # "… took her back … to the first time she had sat here, ten years ago. ¶ --- ¶ She was
                        # fourteen …": a memory opened right before a scene break is the scene after it, and the
                        # scenes after that up to one that opens by coming back ("Ilse opened her eyes."), if one
                        # does within three
                        nb = _SCENE_BREAK.search(text, sb0.end())
                        limit = p = nb.start() if nb else len(text)
                        q = nb
                        for _ in range(3):
                            if q is None:
                                break
                            first = text[q.end():text.find("\n", q.end() + 2) if text.find("\n", q.end() + 2) > 0 else len(text)]
                            if _BACK_NOW.search(first) or sp.past_close.search(first):
                                limit = p = q.start()
                                break
                            q = _SCENE_BREAK.search(text, q.end())
                            if q is None:
                                break
                        while limit > 0 and text[limit - 1].isspace():
                            limit -= 1  # (not the blank lines before the break: the sentence after it starts there)
                        p = limit
                    if told and not scenes:
                        # to its return, a scene break ("——", "* * *") or the chapter's end
                        sb = _SCENE_BREAK.search(text, ends[i])  # (a break right after the paragraph, too)
                        limit = p = sb.start() if sb else len(text)
                        if recount:
                            # a journey told after "把这一路的事讲了出来。": its paragraphs of narration, up to the first
                            # words said aloud again (at most six paragraphs with words in them)
                            q, lim6 = pe, _paragraphs_on(view, text, pe, 6)
                            while q < lim6:
                                nps, npe = view.paragraph(q)
                                if npe <= q or text[nps:npe].strip() and re.match(r"\s*[“\"「]", text[nps:npe]):
                                    break
                                q = npe
                            limit = p = min(p, q)
                        elif _CONFESSED.search(text, starts[i], ends[i]):
                            # a confession told after "他招了。": its paragraphs of narration, up to the first words
                            # said aloud again (at most six paragraphs)
                            q = pe
                            for _ in range(6):
                                if q >= p:
                                    break
                                nps, npe = view.paragraph(q)
                                if npe <= q:
                                    break
                                if text[nps:npe].strip() and re.match(r"\s*[“\"「]", text[nps:npe]):
                                    break
                                q = npe
                            limit = p = min(p, q)
                    while k < n and starts[k] < p:
                        c = sp.memory_close.search(text, starts[k], ends[k])
                        if c and not an.in_quote(c.start()):
                            limit = starts[k]
                            break
                        k += 1
                    if limit == pe and not told and an.pats.lex.language == "en" and _en_present_chapter(an):
                        # a chapter told in the present: the memory, told in the past, runs on until the narration
                        # is in the present again ("And I remember … a morning five summers ago … ¶ "When can I?" I
                        # said. … ¶ I sit on the side-bed …"), within eight paragraphs
                        q = pe
                        for _ in range(8):
                            if q >= len(text):
                                break
                            nps, npe = view.paragraph(q)
                            if npe <= q:
                                break
                            if text[nps:npe].strip() and _en_told_now(text, nps, npe):
                                limit = nps
                                break
                            q = npe
                while j < n and starts[j] < limit:
                    if j > i and dream and (wc := sp.past_close.search(text, starts[j], ends[j])) \
                            and not _others_eyes_open(an, wc, dreamer):
                        break
                    past[j] = True
                    if j > i:
                        scoped[j] = True
                    j += 1
                i = max(i + 1, j if dream else i + 1)
                continue
            i += 1
        if an.pats.lex.language == "zh" and any(w in text for w in ("去年", "前年", "上个月", "上月", "那年", "那一年")):
            # "老吴哆哆嗦嗦地讲了。¶ 去年八月三日，清花间着火的那天夜里，……马德彪出来了": a paragraph that opens on a
            # day of last year tells it through, to a return to now
            for ps in view.para_starts:
                hm = _ZH_PARA_THEN_HEAD.match(text, ps)
                if not hm or an.in_quote(hm.end() - 1):
                    continue
                pe = view.paragraph(ps)[1]
                k = view.sentence_index(ps)
                while k < n and starts[k] < pe:
                    if _ZH_NOW_AGAIN.search(text, starts[k], ends[k]) and starts[k] > ps:
                        break
                    past[k] = scoped[k] = True
                    k += 1
        self.past = past
        self.scoped = scoped
        self.view = view
        self.text = text
        self.rx = sp.past
        # (English) where in each sentence a memory opener stands, outside quotations and not denied: what follows
        # it in its own sentence is remembered too
        self.open_at: dict[int, int] = {}
        if an.pats.lex.language == "en":
            for m in sp.past_open.finditer(text):
                i = view.sentence_index(m.start())
                if i in self.open_at or view.quote_at(m.start()) is not None or re.search(
                        r"\b(?:not|never|nor|no\s+longer|n['’]t)\s+(?:\w+\s+){0,2}$",
                        text[max(starts[i], m.start() - 30):m.start()], re.I):
                    continue
                self.open_at[i] = m.start()

    def at(self, p: int) -> bool:
        return self.past[self.view.sentence_index(p)]

    def before(self, p: int) -> bool:
        """In a dream or memory opened earlier, or after a past marker earlier in this sentence (not after p; not
        inside other words quoted before p: "“朕小时候常来，”他比了一下，“朕最喜欢……”" opens no memory for the rest)."""
        i = self.view.sentence_index(p)
        if self.scoped[i]:
            return True
        q = self.view.quote_at(p)
        for m in self.rx.finditer(self.text, self.view.sent_starts[i], p):
            mq = self.view.quote_at(m.start())
            if mq is None or mq == q:
                return True
        if q is None and self.open_at.get(i, p) < p:
            return True  # "She thought of the way Ivo whistled on the stairs": what a memory opens with is remembered too
        return False


# ====================================================================== extraction
# a written authority: "do hereby authorise Caleb Penrose", "empowered Ann Moss", "gave Tom leave"
_EN_AUTHORISE = re.compile(r"\b(?:authori[sz]e[sd]?|authori[sz]ing|empower(?:s|ed|ing)?|licen[sc]e[sd]?|deputi[sz]e[sd]?|"
                           r"commission(?:s|ed)?|appoint(?:s|ed)?|permit(?:s|ted)?|allow(?:s|ed)?|gave|give[sn]?)\s+(?=\S)", re.I)
# (Chinese) the dead one called before a death is pronounced: "师父……圆寂了", "爹——没气了"
_ZH_VERDICT_CALL = re.compile(r"\s*(?:师父|师傅|爹|爸|娘|妈|爷爷|奶奶|阿爸|阿妈|阿公|阿婆|老爷|大哥|二哥|哥|姐|当家的|掌柜的)"
                              r"(?:[…。，,！!—\-\s]|\.){1,6}")


@lru_cache(maxsize=8)
def _since_feast_rx(feasts: tuple[str, ...]) -> re.Pattern:
    return re.compile(r"\b(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\s+"
                      r"(?:full\s+|whole\s+|clear\s+|good\s+)?(?P<u>day|week|fortnight|month)s?\s+(?:after|since)\s+"
                      # (the feast named bare: "after the feast of St Lucy" is read as an event, validators.timeline)
                      r"(?P<f>" + trie_regex(feasts) + r")(?![\w'’-])", re.I)


# (English) the same, told: "I turned back through the book, slowly, page by page", "leafing through his old log"
_EN_READ_ENTRIES = re.compile(r"\b(?:turned|turning|leafed|leafing|paged|paging|went|going|looked|looking|read|reading)\s+"
                              r"(?:back\s+)?(?:through|over)\s+(?:the|my|his|her|our|their|its|an?|that|this)\s+(?:[\w'’-]+\s+){0,2}?"
                              r"(?:[\w'’]+-)?(?:book|books|ledger|ledgers|pages|diary|diaries|journal|journals|log|logbook|entries|"
                              r"accounts|letters|papers|minutes|notebook|notebooks|file|files)\b|\b(?:page|leaf)\s+by\s+(?:page|leaf)\b",
                              re.I)
# a notebook, a diary or a ledger opened and read: the dated entries after it are its, not the day now
_ZH_READ_ENTRIES = re.compile(r"(?:笔记本|日记|本子|账本|记事本|手札|日志|台账|工作笔记)[^。！？]{0,40}(?:翻|看见|看到|写着|记着|念)|"
                              r"(?:翻开|翻到|一页一页)[^。！？]{0,30}(?:笔记本|日记|本子|账本|记事本|手札|日志)?")


def _carries(pats, head: str) -> bool:
    from extractors.rule import carries  # (rule imports this module)
    return carries(pats, head)


# a thought set out after the verb of thinking ("心里想，……", "暗想：……", "he thought, …"): what it holds is not done
_THOUGHT_OPENS = re.compile(r"(?:心里想|心想|暗想|暗暗想|想道|心道|寻思|琢磨着|心里琢磨)[，,：:]|"
                            r"\b(?:thought|wondered|reflected|mused)\s*[,:;]", re.I)
# 半个月后，就是四月三十了 / 再有三天便到中秋了: the date still to come
_ZH_PROSPECT = re.compile(r"\s*[，,]?\s*(?:就是|便是|就到|便到|就该|便该|就要|便要|就快|才是)[^。！？；]{0,14}了(?=[。！？；…”]|$)")
# 这三天里，…… / 那几日中，……: a span told in summary, its days already counted
_ZH_SPAN_HEAD = re.compile(r"[\s“”「」]*(?:这|那)(?:[一二两三四五六七八九十几]+|些)(?:天|日)(?:里|中|来|之中|以来|当中)?[，,]")
# "ten days after that," / "a week after that Saturday,": counted from the time just told, like "later"
_EN_AFTER_THAT = re.compile(r"\s+th(?:at|is)(?:\s+(?:day|night|morning|evening|afternoon|week|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day))?"
                            r"\s*[,.;]", re.I)
_LOG_HEAD = re.compile(r"\s*(?:(?:the\s+)?(?:ship's\s+)?(?:ledger|log|logbook|log-book|journal|diary|day-?book|entry|"
                       r"(?:witness\s+|police\s+|recorded\s+)?interview|transcript|record\s+of\s+interview|minutes)\b|"
                       r"(?:账簿|账册|流水账|日记|日志|起居注|记事|航海日志))", re.I)
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_EN_THAT_WEEKDAY = re.compile(r"\b(?:that|on\s+the)\s+(?P<wd>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
                              r"(?:\s+(?:morning|afternoon|evening|night|at\s+dinnertime|at\s+noon))?\b(?!\s+(?:before|after|next|following))")
# "Tuesday the twenty-second", "on the Saturday afternoon, the nineteenth": a weekday and a day of the month with no
# month named (kg.timeline puts it in the month the story stands in, or the next, never behind)
_EN_WEEKDAY_DOM = re.compile(r"\b(?P<wd>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s+(?:morning|afternoon|evening|night))?"
                             r",?\s+the\s+(?P<do>[123]?\d(?:st|nd|rd|th)|(?:twenty|thirty)-(?:first|second|third|fourth|fifth|sixth|"
                             r"seventh|eighth|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|"
                             r"twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|"
                             r"thirtieth)\b(?![-–]|\s+(?:of|day|days|week|time|floor|century|inst|ult|instant)\b|,?\s+(?:January|February|"
                             r"March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|"
                             r"Sep|Sept|Oct|Nov|Dec)\b)")
_EN_FUTURE = re.compile(r"\b(?:would|will|shall|must|should|ought\s+to|(?:was|were|is|are)\s+to|(?:was|were|is|are)\s+going\s+to|(?:meant|planned|"
                        r"hoped|intended|expected|promised|arranged|agreed)\s+to|due\s+to)\s+(?:\w+\s+){0,3}?\w+\s+"
                        # ("was to be on the Saturday after Whitsun, the 1st of June": the day named, then its date)
                        r"(?:on|by|before|until|till)\s+(?:\w+\s+)?(?:(?:[\w'’]+\s+){0,3}[\w'’]+,\s+)?$", re.I)
# done as the acting holder of a rank ("signed it R. Castellano, Acting", "as acting test conductor", "代理掌门")
_ACTING = re.compile(r"(?:,\s*|\*|\b)Acting\b|\bacting\s+(?:as\s+)?(?:[a-z]+\s+){0,2}(?:director|conductor|captain|controller|"
                     r"commander|chief|head|manager|master|officer|leader|coxswain|foreman|superintendent|warden)\b|"
                     r"(?:代理|暂代|代行)(?=[\u4e00-\u9fff]{0,4}(?:掌门|宗主|主席|会长|团长|队长|部长|局长|主任|班主|掌柜|族长|里长|职))")
# someone coming at the others, the last thing a paragraph tells before words of their own open the next
_EN_CAME_AT = re.compile(r"\b(?:came|strode|stormed|marched|ran|hurried|burst|charged|rounded|stamped|barrelled|bore\s+down)\b"
                         r"[^.!?]{0,60}?\b(?:across|over|up|in|into|on|towards?|at|through)\b", re.I)
# the day before, spoken of just before a date: that date may be that day (kg.timeline lets it stand one day back)
_YESTERDAY = re.compile(r"昨天|昨日|昨夜|昨晚|头天晚上|前一天|\b(?:yesterday|last\s+night|the\s+night\s+before|the\s+day\s+before)\b", re.I)
_ZH_PAST_DAY_BEFORE = re.compile(r"(?:大前天|前天|前日|昨天|昨日|昨夜|昨晚|前夜|前晚|去年|前年|上个月|上月)"
                                 r"(?:夜里|晚上|夜间|早上|清晨|一早|午后|傍晚|黄昏)?[，,、]\s*$")
# "半个月前", "三天前", "two weeks ago": a recent day, the same person then as now
_RECENT_PAST = re.compile(r"(?:半个|[一二三两四五六七八九十几\d]+)(?:个)?(?:天|日|月)前|前几天|前些天|前两天|"
                          r"\b(?:a|one|two|three|four|five|six|a\s+few|several)\s+(?:days|weeks?|fortnight)\s+ago\b|"
                          r"天前|日前|月前|个月前", re.I)
# "when she was seven", "when he was a boy": a time of someone's childhood, told from later
_EN_WHEN_YOUNG = re.compile(r"\bwhen\s+(?:he|she|I|we|they|you)\s+(?:was|were)\s+(?:only\s+|just\s+|still\s+)?(?:a\s+)?"
                            r"(?:small|little|young|tiny|child|boy|girl|lad|lass|baby|toddler|youngster|"
                            r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
                            r"sixteen|\d{1,2})(?:\s+years?\s+old)?)\b", re.I)
# "钱永福昨天夜里在家里去世了": when and where, between the name and the verb of news of a death
_ZH_WHEN_WHERE = re.compile(r"(?:(?:今天|昨天|前天|今早|今儿|昨儿|昨晚|昨夜|今晚|今夜|刚才|刚刚|上午|下午|凌晨|夜里|晚上|早上|半夜|"
                            r"前几天|前些天|上个月|上周|上礼拜|今年|去年|[一二三四五六七八九十两几]+(?:天|日|个月)前|"
                            r"[一二三四五六七八九十]+点(?:多|钟|半)?)(?:的时候)?)*"
                            r"(?:在[^，。！？；、]{1,10}?)?(?:已经|就|也|终于|还是|突然|忽然)?")
_EN_THAT_TIME = re.compile(r"\s+(?:same\s+)?(?:winter|summer|spring|autumn|fall|year|night|morning|evening|day|week|month|"
                           r"afternoon|dawn|hour|season)\b", re.I)
# "I had not known Harry smoked a pipe", "tell Madeleine … that Harry sent it": what someone knows or tells of
_EN_COGNITION = (r"know|knew|known|learn|learned|learnt|tell|told|say|said|write|wrote|written|think|thought|believe|"
                 r"believed|realise|realised|realize|realized|remember|remembered|forget|forgot|forgotten|suppose|"
                 r"supposed|swear|swore|explain|explained|hear|heard|guess|guessed")
# a day of the month alone, as the narration moves on to it: "初七傍晚", "廿三一早，" (not 月初七, 年初, 当初, 起初)
_ZH_DAY_ONLY = re.compile(r"(?:^|(?<=[，。；！？、\n\s]))(?:到了|到|直到|等到|挨到|捱到|熬到)?"
                          r"(?P<d>初[一二三四五六七八九十]|廿[一二三四五六七八九]?)(?:日)?"
                          r"(?=傍晚|早上|早晨|一早|清早|大早|上午|中午|晌午|午后|下午|晚上|夜里|夜间|半夜|这天|那天|当天|黄昏|天刚|天亮|天不亮|[，,])")
# the age at the close of a life: "俞守拙死的时候，七十一岁", "Abel was fifty-eight when he died"
_ZH_AGE_AT_DEATH = re.compile(r"(?P<verb>死|去世|过世|病故|病逝|咽气|故去|亡故)的时候[，,]?(?:才|已经|已|刚|刚刚|不过|还不到|整整)?"
                              r"[一二三四五六七八九十百\d]+岁")
_EN_AGE_AT_DEATH = re.compile(r"\s+was\s+(?:only\s+|just\s+|barely\s+)?(?:[a-z]+(?:-[a-z]+)?|\d+)(?:\s+years\s+old)?\s+when\s+"
                              r"(?P<pron>he|she)\s+(?P<verb>died|passed\s+away|was\s+killed)\b", re.I)
# the one a thread seeks, found: "The informer was caught", "内鬼终于落了网"
_EN_CUE_CAUGHT = re.compile(r"\s+(?:was|were|had\s+been)\s+(?:at\s+last\s+|finally\s+|soon\s+)?(?:caught|found\s+out|unmasked|"
                            r"exposed|identified|arrested|run\s+to\s+earth)\b", re.I)
_ZH_CUE_CAUGHT = re.compile(r"(?:终于|总算|到底|竟)?(?:被(?:人)?(?:抓住|揪出来|拿住|识破|查出来)|落了网|落网|现了原形|露了馅)")
# a year named with its time ("民国十二年燕声创刊的时候", "光绪二十年那会儿"): what is told in the sentence was then
# a paragraph led in by a dash onto a time that was: "——那是乾隆二十七年的冬天"
_ZH_DASH_THAT_WAS = re.compile(r"[ \t\n\u3000]*(?:——|--|－－)\s*那(?:还|可|都|已经)?是[^，。！？；“”]{0,14}?(?:年|月|日|时候|那天|那日|那晚|"
                               r"冬天|春天|夏天|秋天|初[一二三四五六七八九十])")
# people named by whose they are ("掌柜的侄女", "百夫长的师父", "窑主的帮手")
_ZH_PEOPLE_NOUNS = ("人|帮手|助手|副手|手下|跟班|心腹|侄女|侄子|侄儿|女儿|儿子|闺女|老婆|媳妇|妻子|夫人|丈夫|徒弟|弟子|朋友|亲戚|兄弟|"
                    "妹妹|姐姐|哥哥|弟弟|娘|爹|师父|师傅|学生|伙计|部下|属下|护卫|侍卫|随从|传人|女婿|孩子|家眷|家人|下人|丫鬟|小厮|"
                    "师弟|师妹|师兄|师姐|师叔|师伯|样子|架子|派头")
_EN_IN_THE_GRAVE = re.compile(r"\s+(?:was|is|lay|lies|had\s+been|has\s+been)\s+(?:now\s+|already\s+|long\s+)?(?:in|under|beneath|below)\s+"
                              r"(?:the\s+|his\s+|her\s+)?(?:kirkyard|churchyard|graveyard|cemetery|grave|ground|earth|sod|turf|clay|"
                              r"vault|tomb|crypt|family\s+plot)\b", re.I)
# a paragraph opening on a day of last year: "去年八月三日，清花间着火的那天夜里"
_ZH_PARA_THEN_HEAD = re.compile(r"[ \t\u3000]*(?:去年|前年|上个月|上月|那年|那一年)[^，。！？；“”]{0,8}?(?:月|日|号|那天|那晚|那夜|冬天|夏天|春天|秋天)")
# a paragraph that goes back before the story: "开元初年", "早些年", "十年前", "年轻的时候" (what follows it in the paragraph,
# up to a now, is counted from then)
_ZH_BACKSTORY_THEN = re.compile(r"(?:[\u4e00-\u9fff]{2}初年|早年|早些年|早几年|那些年|[一二三四五六七八九十两几\d]+年前|[一二三四五六七八九十两几\d]+年以前|"
                                r"年轻时|年轻的时候|小时候|少年时|幼时|年少时)(?:，|间|里|的时候)")
_ZH_NOW_AGAIN = re.compile(r"如今|现在|眼下|此刻|此时|今天|今日|这会儿|而今|眼前|这一日|这天")
_ZH_YEAR_THEN = re.compile(r"(?:[一二三四五六七八九十百零〇\d]{1,4}|元)年[^，。！？；]{0,14}?(?:的时候|那会儿|那阵子|那年|之时)")
# words someone said, turned over: "黄律师那句话，在他脑子里来回转：沈慕仪盯了……"
_ZH_WORDS_RECALLED = re.compile(r"(?:那句话|这句话|那番话|这番话|说过的话|的话)[^。！？：]{0,20}：")
# a dead body spoken of, and a body named: "尸首正是", "死者是", "The dead man was", "the body was that of"
_ZH_CORPSE = re.compile(r"尸首|尸体|尸身|死尸|浮尸|遗体|死人|死者")
_EN_CORPSE = re.compile(r"\b(?:body|corpse|dead\s+(?:man|woman|girl|boy|lad)|drowned\s+(?:man|woman|girl|boy|lad))\b", re.I)
_ZH_CORPSE_IS = re.compile(r"(?:死者|死的|死去的|淹死的|被杀的|尸首|尸体|尸身|死尸|浮尸|遗体)(?:正|就|竟|原来|竟然|分明|果然|确实)?是$")
_EN_CORPSE_IS = re.compile(r"\b(?:dead|drowned|murdered|hanged)\s+(?:man|woman|girl|boy|lad)\s+(?:was|is)\s+(?:that\s+of\s+)?$|"
                           r"\b(?:body|corpse)\s+(?:was|is)\s+that\s+of\s+$", re.I)
# the question was who did it: "谁干的？" "是他。"; "Who did this?" "It was Reid."
_ZH_WHO_DID = re.compile(r"谁(?:干|杀|下|害|做|弄|打|推|捅|砍)|凶手|下的手")
_EN_WHO_DID = re.compile(r"\bwho(?:ever)?\s+(?:did|killed|shot|stabbed|has\s+done|had\s+done|done)\b|\bmurderer\b|\bkiller\b", re.I)
# a verb of asking or telling and the word that opens what is asked or told: "asked whether", "told him that"
_EN_REPORTED_CLAUSE = re.compile(r"\b(?:asked|inquired|enquired|wondered|wanted\s+to\s+know|said|told\s+(?:him|her|them|me|us)|"
                                 r"replied|answered|explained|reported|swore|insisted|complained)\s+(?:[\w'’-]+\s+){0,2}?"
                                 r"(?:whether|if|that|how|why|what|when|where)\b", re.I)
_EN_KNOWN_THAT = re.compile(rf"\b(?:know|knew|known|realised|realized|remembered|forgot|forgotten|guessed|supposed|believed|"
                            rf"thought)\s+$|\b(?:{_EN_COGNITION})\b[^.!?;]*\bthat\s+$"
                            # "I said the old master went down to the shed": words reported, no act of the day
                            rf"|\b(?:I|he|she|we|they|He|She|We|They)\s+(?:said|told\s+(?:him|her|them|me|us)|answered|replied)"
                            rf"\s+(?:that\s+)?(?:(?:the|old|young|poor|little)\s+){{0,2}}$", re.I)
# a letter set into the narration opens "Dear X, it began." / "My darling X, she wrote." and closes "Yours ever, …"
_EN_SALUTATION = re.compile(r"\s*[\"“*_]*(?i:my\s+)?(?i:(?:very\s+)?dear(?:est)?|darling|beloved|own)\s+(?:[A-Z][\w'’.-]*\s*){1,3},"
                            r"(?=\s*(?:(?:she|he|it|they|the\s+letter)\s+(?:wrote|began|ran|read|went\s+on)\b|[\"“]?\s*$|\n))")
_EN_CLOSING = re.compile(r"\s*[\"“*_]*(?:Yours|Your\s+(?:loving|affectionate|devoted|obedient|own)|With\s+(?:all\s+)?(?:my\s+)?love|"
                         r"Ever\s+yours|Affectionately|Sincerely|Faithfully)\b")
_EN_PAST_DAY_BEFORE = re.compile(r"\b(?:yesterday|the\s+day\s+before\s+yesterday|the\s+night\s+before\s+last|last\s+night|"
                                 r"last\s+week|the\s+day\s+before)(?:\s+(?:morning|evening|night))?,\s*(?:on\s+)?(?:the\s+)?$", re.I)
# 我妹妹, 他师父, 她家: a pronoun before one of these owns the person or place named, it is not the subject
ZH_KIN = re.compile(r"(?:妹妹|姐姐|哥哥|弟弟|妹子|姐妹|兄弟|爹娘|爹|娘|爸|妈|父亲|母亲|师父|师傅|师兄|师姐|师弟|师妹|师娘|徒弟|"
                    r"儿子|女儿|丈夫|妻子|媳妇|男人|婆娘|家里|家|姑姑|叔叔|舅舅|婶婶|婶子|奶奶|爷爷|表哥|表姐|表妹|表弟|"
                    r"主子|主人|干娘|干爹|义父|义母|相公|夫君|娘子|隔壁|邻居)")
_ZH_SEEING = frozenset(["看见", "瞧见", "望见", "瞅见", "见到", "看到", "瞧到", "只见", "但见", "瞥见", "撞见"])
# after "had been enemies": the relation still holds ("since they were boys", "for thirty years", "all their lives")
# (not "since that night", "since then": from a point where something happened, a change, not a bond held all along)
_EN_STILL_SO = re.compile(r"[\s,]*(?:ever\s+since|since(?!\s+(?:that|then|the\s+(?:night|evening|morning|quarrel|affair|business)\b))|"
                          r"for\s+(?:\w+[\s-]+){0,2}(?:years|decades|months|winters)|"
                          r"all\s+(?:their|our)\s+lives|from\s+the\s+(?:very\s+)?(?:first|start|beginning|day|moment|hour))\b", re.I)
# a bond held up to now, told in the past perfect ("had been enemies for thirty years") but ended before now
# ("…for years, until the flood"): the past, over
_EN_ALL_ALONG = re.compile(r"[\s,]*(?:for\s+(?:\w+[\s-]+){0,2}(?:years|decades|months|winters)|all\s+(?:their|our)\s+lives|"
                           r"for\s+as\s+long\s+as|from\s+the\s+(?:very\s+)?(?:first|start|beginning|day|moment|hour)|(?:ever\s+)?since\s+(?:childhood|"
                           r"boyhood|girlhood|school|they\s+were|we\s+were|the\s+(?:very\s+)?(?:first|day|start|beginning)))\b", re.I)
_EN_ENDED_SINCE = re.compile(r"[^.;!?]{0,80}?\b(?:until|till|before|but\s+(?:then|now|that)|no\s+longer|not\s+any\s+more)\b", re.I)
_EN_FROM_THE_FIRST = re.compile(r"\b(?:from\s+the\s+(?:first|start|beginning|day)|ever\s+since|since\s+the\s+day)\b", re.I)
_ZH_STANDING = re.compile(r"素来|向来|一向|从来|历来|自小|打小|从小|多年来|这些年来|一直|"
                          # "打从进济生堂起就是冤家对头", "自打认识那天起": from the start of their knowing each other
                          r"(?:打从|自打|自从|从)(?:进|入|认识|相识|见面|头一天|第一天|一开始|开头|记事|拜师|进门|入门)[^。，；！？]{0,10}?(?:起|以来)")
_EN_STANDING = re.compile(r"\b(?:always|all\s+(?:their|his|her|our|my)\s+li(?:ves|fe)|ever\s+since|since\s+(?:they|we)\s+were)\b"
                          r"|\bfor\s+as\s+long\s+as\b|,?\s+and\s+(?:there\s+)?never\s+(?:had|has)\s+been\b", re.I)
_DOCUMENT_WORDS = re.compile(r"公文|文书|批文|讣告|讣文|告示|邸报|塘报|军报|诏书|圣旨|\b(?:notice|telegram|cable|dispatch|despatch|"
                             r"gazette|obituary|the\s+letter\s+(?:read|said|ran))\b", re.I)
_AGE_THEN = re.compile(r"那时|那会儿|那年|那一年|当年|当时|彼时|小时候|的时候|之时|那是[^，。；]{0,10}(?:年|月)|"
                       r"(?<![\u4e00-\u9fff])[〇零一二三四五六七八九]{2}年|(?:19|20)\d\d年|(?<!\d)\d\d年|\b(?:back\s+then|at\s+the\s+time|in\s+those\s+days)\b",
                       re.I)
# words that say what day it is: a broadcast, a log read out, someone telling the date
_TODAY_IS = re.compile(r"(?:今天|今日|今儿)(?:是|为)?\s*$|\btoday\s+is\s+(?:the\s+)?$|\bthe\s+date\s+is\s+(?:the\s+)?$", re.I)
_ANNOUNCED = re.compile(r"广播|喇叭|电台|通报|播报|电报|\b(?:broadcast|radio|wireless|loudspeaker|bulletin|announcer)\b", re.I)
# a sentence that looks at someone's body: where a death is pronounced
_BODY_LOOKED_AT = re.compile(r"胸口|胸前|脉|鼻息|鼻下|鼻子底下|心跳|呼吸|瞳孔|扫描|尸|躺着|躺在|倒在|身子|颈|手腕|跪在|嘴唇不动|不动了|没了声息|没了动静|\b(?:pulse|chest|breath|breathing|heart|"
                             r"wrist|throat|lay|lying|body|knelt|felt\s+for|examined|sprawled|still)\b", re.I)
# 是……的 around a span: when something was done, told after the fact
_ZH_FOCUS_END = re.compile(r"[^，。；！？“”]{0,16}的(?=[，。；！？]|$)")
# 叫一辆卡车刮倒了 / 让人捅了一刀: 叫 and 让 as the passive of harm
_ZH_PASSIVE_HARM = re.compile(r"(?:叫|让|给)(?=[^，。！？；]{1,10}?(?:撞|刮|砍|刺|杀|打|捅|砸|压|咬|踢|推|轧|碾|射|伤))")
_NEWS_CHAIN = re.compile(r"被[^，。]{0,12}(?:撞|砍|刺|杀|打|捅|砸|压)|送(?:到|进)(?:了)?医院|出了车祸|出事|\b(?:was\s+(?:hit|struck|run\s+over|shot|stabbed)"
                         r"|taken\s+to\s+(?:the\s+)?hospital)\b", re.I)
# a message or a chat line with its handle: "许安琪(Amy)：……", "Amy: …" (not "智深道：")
_MESSAGE_HEAD = re.compile(r"[^\n：:。！？，,“”「」]{1,10}[（(][^）)\n]{1,12}[）)][：:]|[A-Za-z][\w .'-]{0,20}:")
DATELINE_REACH = 48  # characters: a document's own date stands at its head (*Ledger, St John's Day, the 24th …)


def _last_open(line: str, mark: str) -> int:
    """The offset of the emphasis mark that opens the run still open at the end of the line."""
    pos = -1
    for i, ch in enumerate(line):
        if ch == mark:
            pos = i if pos < 0 else -1
    return pos


_ZH_PERSON_END = frozenset("太爷娘婆公叔婶姐哥弟妹儿孩伯舅姑嫂")
_EN_PRONOUN_VERB = re.compile(r"\b(?:he|she|it)\s+(?:[a-z]+ly\s+)?([a-z]+)\b", re.I)
_EN_PAST_WORDS = frozenset("was were had did said went came saw took gave stood sat ran rose fell knew thought told found "
                           "made left felt kept brought began broke caught drew drove got held heard hung lay led lost "
                           "meant met paid put read rode rang set shook shot slept spoke spent struck swung taught tore "
                           "threw wore won wrote could would should might".split())
_EN_NOT_VERBS = frozenset("was his this as yes always perhaps towards afterwards its hers whereas".split())
_EN_PAST_VERB = re.compile(r"\b(?:was|were|had|did|" + "|".join(sorted(_EN_PAST_WORDS - {"could", "would", "should", "might"})) +
                           r"|[a-z]{3,}ed)\b", re.I)
_EN_PRESENT_VERB = re.compile(r"\b(?:is|are|am|has|does|do|have)\b|\b(?:he|she|it)\s+(?:[a-z]+ly\s+)?"
                              r"(?!was\b|his\b)[a-z]+[^s\W]s\b", re.I)
_ZH_NUMERAL_CHARS = frozenset("〇零一二两三四五六七八九十百千几数半廿卅0123456789")


class StoryExtractor:
    def __init__(self, an, chapter: int, sp: StoryPatterns, index):
        self.an = an
        self.chapter = chapter
        self.sp = sp
        self.index = index
        self.text = an.text
        self.view = an.view
        self.scope = PastScope(an, sp)
        self.en = sp.en
        self._rank_names = {r.lower() for r in sp.ranks}

    # ---------------------------------------------------------------- tense (English)
    @property
    def present_tense(self) -> bool:
        """Whether the chapter's narration is told in the present tense ("Hale walks to the rail")."""
        return self.en and _en_present_chapter(self.an)

    def _in_copied_text(self, p: int) -> bool:
        """Whether p lies in words quoted over several paragraphs (a letter or a note copied out: each paragraph
        opens with a quotation mark, or the quotation opened paragraphs before has not closed yet)."""
        text, view = self.text, self.view
        ps = view.paragraph(p)[0]
        q = ps
        for _ in range(6):
            body = text[q:view.paragraph(q)[1]].lstrip()
            if body[:1] in ('"', "“", "「"):
                seg = text[q:p]
                if body[:1] == '"':
                    inside = seg.count('"') % 2 == 1
                else:
                    inside = seg.count("“") + seg.count("「") > seg.count("”") + seg.count("」")
                return inside and (q < ps or not self._quote_closed_in_paragraph(q))
            if q == 0:
                return False
            q = view.paragraph(q - 1)[0]
            if text[q:view.paragraph(q)[1]].strip() and not text[q:view.paragraph(q)[1]].lstrip()[:1] in ('"', "“", "「"):
                # a paragraph of narration between: only the quotation that opens just before counts
                body2 = text[q:view.paragraph(q)[1]].lstrip()
                if body2 and q < ps:
                    return False
        return False

    def _quote_closed_in_paragraph(self, ps: int) -> bool:
        """Whether the quotation opening the paragraph at ps closes within it (speech), rather than running on into
        the next paragraph (a letter or a long account copied out)."""
        pe = self.view.paragraph(ps)[1]
        body = self.text[ps:pe].strip()
        if body.startswith("“"):
            return "”" in body
        return body.count('"') >= 2

    def _after_opening_advance(self, p: int) -> bool:
        """p is in the chapter's second paragraph with words, and the first opens on a time advance (十日之后，…)."""
        text, view = self.text, self.view
        paras = []
        for k, ps in enumerate(view.para_starts):
            pe = view.para_starts[k + 1] if k + 1 < len(view.para_starts) else len(text)
            if text[ps:pe].strip():
                paras.append((ps, pe))
            if len(paras) == 2:
                break
        if len(paras) < 2 or not paras[1][0] <= p < paras[1][1]:
            return False
        ps, pe = paras[0]
        body = text[ps:pe]
        return bool(self.sp.rel_time.match(text, ps + len(body) - len(body.lstrip())))

    def _quoted_letter(self, p: int) -> bool:
        """Whether p lies in a letter set into the narration: from a paragraph that opens with a salutation
        ("Dear Mademoiselle, it began.", "My darling Margaret, she wrote.") to its closing ("Yours ever, …"), or
        that paragraph alone when no closing follows within a few paragraphs."""
        text, view = self.text, self.view
        ps = view.paragraph(p)[0]
        q, back = ps, 0
        while back < 6:
            if _EN_SALUTATION.match(text, q):
                if q == ps:
                    return True
                # a paragraph after the salutation: in the letter only up to its closing
                r = view.paragraph(q)[1]
                while r < len(text) and r <= ps:
                    if _EN_CLOSING.match(text, r):
                        return r >= ps
                    r = view.paragraph(r)[1]
                r = ps
                for _ in range(6):
                    if r >= len(text):
                        break
                    if _EN_CLOSING.match(text, r):
                        return True
                    r = view.paragraph(r)[1]
                return False
            if q == 0:
                break
            q = view.paragraph(q - 1)[0]
            back += 1
        return False

    def _testimony(self, p: int) -> bool:
        """In a chapter narrated in the third person, a paragraph whose narration says "I" is someone's statement,
        letter or notes set into the text ("Part of it read: ¶ On Saturday 27 February Nathan came to my house"):
        its dates and spans are what the writer tells, not the story's clock."""
        paras = self.__dict__.get("_testimony_paras")
        if paras is None:
            paras = set()
            if self.index.narrator is None and not (self.en and self.an.letters):
                first = re.compile(r"(?<![\w'’])(?:I|my|me|myself)(?![\w'’])" if self.en else r"我")
                spans = []
                pos, n = 0, len(self.text)
                while pos < n:
                    ps, pe = self.view.paragraph(pos)
                    if pe <= pos:
                        break
                    body = self.text[ps:pe]
                    if body.strip():
                        k = bisect_right(self.view.quote_ends, ps)
                        cut, last = [], ps
                        while k < len(self.view.quote_starts) and self.view.quote_starts[k] < pe:
                            cut.append(self.text[last:max(last, self.view.quote_starts[k])])
                            last = max(last, self.view.quote_ends[k])
                            k += 1
                        cut.append(self.text[last:pe] if last < pe else "")
                        spans.append((ps, bool(first.search("".join(cut)))))
                    pos = pe
                # the frame is third person where the chapter opens (its first two paragraphs do not say "I")
                # and in most of it: first-person narration is the exception, not the voice
                told = sum(1 for _, f in spans if f)
                if spans and not any(f for _, f in spans[:2]) and told * 2 < len(spans):
                    paras = {ps for ps, f in spans if f}
            self.__dict__["_testimony_paras"] = paras
        return bool(paras) and self.view.paragraph(p)[0] in paras

    def _opens_chapter(self, s: int, e: int) -> bool:
        """The span at s..e ("A full tenday after") heads the chapter's first sentence, and what follows "after" tells
        of something done (a past-tense clause), not of a day named."""
        head = self.text[:s].strip(" \t\n\"“*_")
        if head and not self._dateline_head(head):
            return False
        rest = self.text[e:self.view.sentence(s)[1]]
        if self.sp.abs_date.search(rest):
            return False  # "Twelve days after the strike began, on the 6th of April, …": the date says when
        if re.match(r"\s+(?:they|we|he|she|I|the\s+\w+|[A-Z]\w+)\s+(?:had\s+)?(?:[a-z]+ed|buried|left|came|went|"
                    r"saw|found|fought|won|lost|met|fell|rode|sailed|took|gave|broke|began)\b", rest):
            return True
        # under a diary's dateline, "Ten days after my half-day in the village, the rain came back": a day named by
        # what happened on it, counted to the dateline (with no dateline, "Nine days after the explosion" may count
        # from any chapter back)
        return bool(head) and bool(re.match(r"\s+(?:my|his|her|our|their|the)\s+[\w'’-]+(?:\s+[\w'’-]+){0,5}?\s*,", rest))

    def _dateline_head(self, head: str) -> bool:
        """A chapter's head that is only a diary dateline ("Monday, 17th September")."""
        return "\n" not in head.strip() and len(head) <= 48 and bool(self.sp.abs_date.search(head))

    def _told_in_past(self, s: int, e: int) -> bool:
        """In a chapter told in the present, a clause whose verbs are all past tells of before ("They broke out of
        the pack on the thirtieth of December. Five days on, Hale stands …")."""
        if not self.present_tense:
            return False
        cs, ce = self.view.clause(s)
        seg = self.text[cs:ce]
        if not (_EN_PAST_VERB.search(seg) or _EN_PRESENT_VERB.search(seg)):
            ss, se = self.view.sentence(s)  # ", the seventeenth of January,": the clause has no verb of its own
            seg = self.text[ss:se]
        return bool(_EN_PAST_VERB.search(seg)) and not _EN_PRESENT_VERB.search(seg)

    # ---------------------------------------------------------------- helpers
    def ref(self, s: int, e: int, limit: int | None = None) -> SourceRef:
        return self.an.ref(self.chapter, s, e) if limit is None else self._ref_exact(s, e)

    def _ref_exact(self, s: int, e: int) -> SourceRef:
        s, e = self.view.trimmed(s, e)
        return SourceRef(chapter=self.chapter, start=s, end=e, quote=self.text[s:e])

    def who(self, anchor) -> str | None:
        name = self.an._resolve_anchor(anchor)  # noqa: SLF001 - shared resolution logic
        if name and name in self.index.entities and self.index.entities[name].kind == "Character":
            return name
        return None

    def sentences(self) -> Iterator[tuple[int, int]]:
        st = self.view.sent_starts
        n = len(self.text)
        for i, s in enumerate(st):
            e = st[i + 1] if i + 1 < len(st) else n
            if e > s:
                yield s, e

    def _enabled_by_literals(self, patterns) -> dict[int, set[int]] | None:
        """For a list of (kind, pattern): sentence index (into self._tagged) -> the patterns one of whose required
        literals (extractors.text.required_literals) stands in that sentence; None: no prefilter here (no automaton,
        gates off, or a character that case-folds onto an ASCII letter, such as the long s)."""
        auto = self.sp.literal_automaton(patterns)
        if auto is None or "\u017f" in self.text or "\u212a" in self.text:
            return None
        starts = self.__dict__.get("_tag_starts")
        if starts is None:
            starts = self.__dict__["_tag_starts"] = [s for s, _, _ in self._tagged]
        out: dict[int, set[int]] = {}
        for end, (n, ks) in auto.iter(self.view.low):
            i = bisect_right(starts, end - n + 1) - 1
            j = bisect_right(starts, end) - 1
            out.setdefault(i, set()).update(ks)
            if j != i:
                out.setdefault(j, set()).update(ks)
        return out

    def _gated(self, gate) -> set[int] | None:
        """Indices (into self._tagged) of the sentences holding a match of a literal gate; None: no gate."""
        if gate is None:
            return None
        starts = self.__dict__.get("_tag_starts")
        if starts is None:
            starts = self.__dict__["_tag_starts"] = [s for s, _, _ in self._tagged]
        out = set()
        spans = self.view.gate_spans(gate)
        if spans is None:
            spans = [(m.start(), m.end()) for m in gate.finditer(self.view.low)]
        for ms, me in spans:
            out.add(bisect_right(starts, ms) - 1)
            j = bisect_right(starts, me - 1) - 1  # a literal across a sentence start counts for both
            out.add(j)
        return out

    def clause_before(self, p: int, chars: int) -> str:
        cs, _ = self.view.clause(p)
        return self.text[max(cs, p - chars):p]

    def fact(self, subject: str, predicate: str, obj: str, s: int, e: int, key: str | None = None,
             modality: str = "asserted", exact: bool = False, **detail) -> Fact:
        src = self._ref_exact(s, e) if exact else self.an.ref(self.chapter, s, e)
        if self.an.in_quote(s):
            detail["dialogue"] = True
        return Fact(subject=subject, predicate=predicate, object=obj, key=key, chapter=self.chapter, source=src,
                    modality=modality, detail=detail)

    # ---------------------------------------------------------------- all
    def run(self) -> list[Fact]:
        out: list[Fact] = []
        out += self.frames()
        out += self.time_marks()
        tagged = []
        for s, e in self.sentences():
            tagged.append((s, e, tag_span(self.an, s, e)))
        self._tagged = tagged
        out += self.relations()
        out += self.group_oath()
        out += self.spoken_roles()
        out += self.vocatives()
        out += self.since_death()
        out += self.until_dates()
        out += self.since_festival()
        out += self.deaths()
        out += self.activity()
        out += self.ranks()
        out += self.actions()
        out += self.standing_leave()
        out += self.ages()
        out += self.utterances()
        out += self.cues()
        return out

    # ---------------------------------------------------------------- retold past spanning paragraphs or chapters
    def frames(self) -> list[Fact]:
        """A chapter that opens by saying it tells the past ("What follows happened one-and-twenty years before",
        "那是二十年前的事了") opens a frame; a paragraph that comes back ("如今", "back in the present") closes it.
        kg.timeline.apply_frames turns what lies inside into the past, across chapters if need be."""
        sp, text = self.sp, self.text
        out = []
        ps = 0
        while ps < len(text) and not text[ps:self.view.paragraph(ps)[1]].strip():
            ps = self.view.paragraph(ps)[1]
        if ps < len(text):
            pe = self.view.paragraph(ps)[1]
            fe = self.view.sentence(ps)[1]
            m = sp.frame_open.search(text, ps, min(pe, fe + 1 if self.en else fe))
            if m and self.en and (re.search(r"\b(?:as|like|than)\s+$", text[max(ps, m.start() - 12):m.start()], re.I)
                                  or re.search(r"\b(?:every|each)\s+(?:year|spring|summer|autumn|winter|season)\b",
                                               text[m.end():min(pe, fe + 1)], re.I)):
                m = None  # "The spring cleaning began …, as it had begun on the same day every year": a custom, not the past told
            if m and not self.en and _ZH_LIKENESS_BEFORE.search(text, max(ps, m.start() - 8), m.start()):
                m = None  # "看着岸上的后生，好像看着二十年前的自己": a likeness to the past, no past told
            if m and not self.an.in_quote(m.start()):
                out.append(self.fact(TIME_SUBJECT, "frame", "open", m.start(), m.end(), key="frame", exact=True))
        for pstart in self.view.para_starts:
            m = sp.frame_close.match(text, pstart) or sp.frame_close.search(text, pstart, min(len(text), pstart + 24))
            if m and not self.an.in_quote(m.start()):
                out.append(self.fact(TIME_SUBJECT, "frame", "close", m.start(), m.end(), key="frame", exact=True))
        return out

    # ---------------------------------------------------------------- time
    def time_marks(self) -> list[Fact]:
        sp, text = self.sp, self.text
        out = []
        spans: list[tuple[int, int]] = []
        if self.en:
            # "Osla stopped … that Monday afternoon", "on the Monday at dinnertime": the weekday the narration stands on
            # (no move of the clock; kg.timeline holds a count from it against the weekday the count reaches)
            for m in _EN_THAT_WEEKDAY.finditer(text):
                if self.an.in_quote(m.start()) or self.scope.at(m.start()) or self._in_document(m.start()):
                    continue
                out.append(self.fact(TIME_SUBJECT, "timeMark", "weekday:" + m.group("wd"), m.start(), m.end(),
                                     key="time", exact=True, type="weekday", wd=_WEEKDAYS.index(m.group("wd"))))
        for m in self.view.finditer(sp.abs_date, sp.gate_time["abs"], low=False):
            f = self._date(m)
            if f:
                out.append(f)
                spans.append((m.start(), m.end()))
        if not self.en and ("初" in text or "廿" in text):
            # "又走了两天，初七傍晚，粮船泊在邳州窑湾": a day of the month alone (初七, 廿三), in the month the story
            # stands in or the next (kg.timeline places it as it does "Tuesday the 22nd")
            dated = [(s0, text[s0:e0]) for s0, e0 in spans]
            for m in _ZH_DAY_ONLY.finditer(text):
                if any(s0 <= m.start() < e0 for s0, e0 in spans):
                    continue
                prev = [w for s0, w in dated if s0 < m.start()]
                if not prev or re.search(r"[0-9０-９]", prev[-1]) or not re.search(r"月(?:初|廿|[一二三四五六七八九十])", prev[-1]):
                    continue  # only after a date of the chapter written the same way (四月初五 …… 初七), not in a book
                    # dated 2017年2月1日, where 初四 is a day of the farmers' month
                day = zh_num(m.group("d").replace("初", "").replace("廿", "二十"))
                if not day or not 1 <= day <= 30:
                    continue
                f = self._mark(m.start("d"), m.end("d"), {"type": "date", "month": None, "day": day, "year": None,
                                                          "dom": True, "near": True})
                if f:
                    out.append(f)
                    spans.append((m.start(), m.end()))
        if self.en:
            for m in _EN_WEEKDAY_DOM.finditer(text):
                if any(s0 < m.end() and m.start() < e0 for s0, e0 in spans):
                    continue
                dtxt = m.group("do").lower()
                day = _EN_ORD.get(dtxt) or int(re.match(r"\d+", dtxt).group())
                if not 1 <= day <= 31:
                    continue
                f = self._mark(m.start(), m.end(), {"type": "date", "month": None, "day": day, "year": None, "dom": True,
                                                    "wd": _WEEKDAYS.index(m.group("wd"))})
                if f:
                    out.append(f)
                    spans.append((m.start(), m.end()))
        if self.en:
            # "Cycle 22, Day 71", "Sol 14, Day 3": a station's or a colony's own reckoning, in its own era (kg.timeline
            # sizes it from rules.yaml's calendar or the world notes: "a cycle has exactly 120 days")
            for m in _EN_CYCLE_DATE.finditer(text):
                if any(s0 <= m.start() < e0 for s0, e0 in spans):
                    continue
                f = self._mark(m.start(), m.end(), {"type": "date", "era": "cycle:" + m.group("w").lower(),
                                                    "year": int(m.group("n")), "month": 1, "day": int(m.group("d")),
                                                    "cycle": True, "daycount": True})
                if f:
                    out.append(f)
                    spans.append((m.start(), m.end()))
        if self.en and _EN_DAY_COUNT_GATE.search(text):
            for m in _EN_DAY_COUNT.finditer(text):
                if any(s0 <= m.start() < e0 for s0, e0 in spans):
                    continue
                f = self._mark(m.start(), m.end(), {"type": "date", "era": "count:" + m.group("era").lower(), "year": None,
                                                    "month": 1, "day": int(m.group("n").replace(",", "")), "daycount": True})
                if f:
                    out.append(f)
                    spans.append((m.start(), m.end()))
        if sp.day_count is not None:
            for m in sp.day_count.finditer(text):
                n = zh_num(m.group("n"))
                if not n or any(s0 <= m.start() < e0 for s0, e0 in spans):
                    continue
                f = self._mark(m.start(), m.end(), {"type": "date", "era": m.group("era") + "日", "year": None, "month": 1,
                                                    "day": n, "daycount": True})
                if f:
                    out.append(f)
                    spans.append((m.start(), m.end()))
        if self.en and ("Kalends" in text or "Calends" in text or "Nones" in text or "Ides" in text):
            # the Roman reckoning: "the Ides of May", "three days before the Kalends of June", "the day before the Ides
            # of September" (days before counted as the Romans did, the day itself counting as the first)
            for m in _EN_ROMAN_DATE.finditer(text):
                if any(s0 <= m.start() < e0 for s0, e0 in spans):
                    continue
                month = sp.months.get(m.group("mon").lower())
                if not month:
                    continue
                base = {"Kalends": 1, "Calends": 1}.get(m.group("r")) or (
                    (7 if month in (3, 5, 7, 10) else 5) if m.group("r") == "Nones" else (15 if month in (3, 5, 7, 10) else 13))
                d = datetime.date(2001, month, base)
                if m.group("n"):
                    n = _EN_ORD.get(m.group("n").lower()) or en_number(m.group("n")) or 0
                    if not 2 <= n <= 19:
                        continue
                    d -= datetime.timedelta(days=n - 1)
                elif m.group("pb"):
                    d += datetime.timedelta(days=-1 if m.group("pb").lower() == "before" else 1)
                f = self._mark(m.start(), m.end(), {"type": "date", "month": d.month, "day": d.day, "year": None,
                                                    "roman": True})
                if f:
                    out.append(f)
                spans.append((m.start(), m.end()))
        own_year = len(sp.named_months) >= 10  # a book's own calendar all year round: its feasts are not ours
        if sp.festival_offset is not None and not own_year:
            for m in self.view.finditer(sp.festival_offset, sp.gate_time["festival"]):
                if self.en:
                    n, per = en_number(m.group("num")), sp.units.get(m.group("unit").lower())
                    after = m.group("dir").lower() == "after"
                else:
                    n, per = zh_num(m.group("num")), 1
                    after = m.group("dir") != "前"
                    if n is None or n > 30 or _ZH_PROSPECT.match(self.text, m.end(), self.view.sentence(m.start())[1]):
                        continue
                if n is None or not per:
                    continue
                md = sp.festivals[m.group("f").lower()]
                d = datetime.date(2001, md[0], md[1]) + datetime.timedelta(days=n * per * (1 if after else -1))
                f = self._mark(m.start(), m.end(), {"type": "date", "month": d.month, "day": d.day, "festival": m.group(),
                                                    "derived": True})
                if f:
                    out.append(f)
                spans.append((m.start(), m.end()))
        for m in self.view.finditer(sp.festival, sp.gate_time["festival"]) if not own_year else ():
            if any(s <= m.start() < e for s, e in spans):
                continue
            if self.en and not re.match(r"(?:on|it was|by)\s", m.group(), re.I) and not re.match(
                    r"\s*(?:day|eve|morning|night)\b", text[m.end():m.end() + 8], re.I):
                continue
            if self.en and m.group().lower().startswith("by "):
                continue
            if self.en and re.search(r"\b(?:would|will|shall|was\s+to|were\s+to|going\s+to|planned|meant\s+to|to\s+be\s+held)\b",
                                     text[self.view.sentence(m.start())[0]:m.start()], re.I):
                continue  # "There would be the regale … and on New Year's Day a dance": a feast ahead, not the day now
            if self.en and re.match(r"\s+(?:[a-z]+-[a-z]+|pay|fair|term|quarter|rent|goose|market|sessions|hiring|wages|accounts?|"
                                    r"dinner|holidays?|daisies|reckoning|audit|weather|tide|season|summer)\b", text[m.end():m.end() + 14]):
                continue  # "it was the Michaelmas pay-day, put over from the Sunday", "It was Martinmas weather still, …
                # though Martinmas was a week gone": a thing named for the feast
            if not self.en:
                cs, _ = self.view.clause(m.start())
                head = text[cs:m.start()].strip(" \t\u3000“”「」")
                anchored = sp.festival_anchor.match(text, m.end("f"))
                if not anchored and (not head or head not in sp.date_heads
                                     and not head.endswith(sp.festival_head_suffixes)):
                    continue  # a festival sets the scene only when the narrator says it has come (or counts from it)
                if head.endswith("是") and re.match(r"[^，。；！？,]{0,20}的", text[m.end("f"):m.end("f") + 21]):
                    continue  # "肩膀上缠着布，是元宵夜段鸿山那一刀留下的伤": 是……的 tells when a thing was done
            md = sp.festivals[m.group("f").lower()]
            detail = {"type": "date", "month": md[0], "day": md[1], "festival": m.group("f")}
            if not self.en and re.match(r"节?(?:过后|之后|以后|后)(?![一二三四五六七八九十两几数半0-9]|[，,]?(?:又)?过了)",
                                        text[m.end("f"):m.end("f") + 6]):
                detail["after"] = True  # 中秋节后: some time after the feast, a bound, not the day itself
            f = self._mark(m.start("f"), m.end("f"), detail)
            if f:
                out.append(f)
                spans.append((m.start(), m.end()))
        for m in self.view.finditer(sp.rel_time, sp.gate_time["rel"]):
            if any(s <= m.start() < e for s, e in spans):
                continue
            f = self._advance(m)
            if f:
                out.append(f)
        return out

    def _after_memory_paragraph(self, s: int) -> bool:
        """(Chinese) one of the three paragraphs before the one at s opens on a memory of years ago ("那年他二十一岁，
        ……"), and nothing since has come back to the present."""
        text = self.text
        ps = self.view.paragraph(s)[0]
        seen = 0
        q = ps
        while q > 0 and seen < 3:
            pps, ppe = self.view.paragraph(q - 1)
            q = pps
            body = text[pps:ppe].strip(" \t\n\u3000")
            if not body:
                continue
            seen += 1
            if _ZH_BACK_NOW.search(body):
                return False
            if _ZH_MEMORY_HEAD.match(body) and not self.an.in_quote(pps + (len(text[pps:ppe]) - len(text[pps:ppe].lstrip()))):
                return True
        return False

    def _after_reveal(self, s: int) -> bool:
        """A reveal word (真相, 原来, 才知道) earlier in the paragraph at s or in the one before it."""
        lo = self.view.paragraph(s)[0]
        while lo > 0:
            lo, pe = self.view.paragraph(lo - 1)
            if self.text[lo:pe].strip():
                break  # (the paragraph before with words in it: blank lines are paragraphs of their own)
        return bool(self.sp.reveal.search(self.text, lo, s))

    def _date_is_now(self, s: int, e: int) -> bool:
        """Whether the date at s:e is the day now in the story (not a day told of, planned, listed or written on a
        paper). A day and month given with a year and found not to be now stays not now when the chapter names it
        again ("Between the entries for the 18th of Leafmonth, Year 309, … The 18th of Leafmonth ended in her own
        hand")."""
        key = re.sub(r"^(?:the|on)\s+", "", self.text[s:e].lower())
        key = re.sub(r",?\s*(?:year\s+)?\d{3,4}$", "", key)
        gone = self.__dict__.setdefault("_dated_gone", set())
        if key in gone:
            return False
        now = self._date_is_now_inner(s, e)
        if not now and (re.search(r"\d{4}", self.text[s:e]) or re.match(r",?\s+(?:[Yy]ear\s+\d{1,4}|\d{4})\b", self.text[e:e + 12])):
            gone.add(key)
        return now

    def _date_reported(self, ss: int, s: int) -> bool:
        """A word before the date in its sentence that makes it a date told of (a letter's, a death's, a memory's):
        not a letter that comes that day ("Lowrie's letter came by the first post on Thursday, the 18th of May")."""
        rm = self.sp.date_report.search(self.text, ss, s)
        if rm and rm.group().lower() in ("letter", "letters") and re.search(
                r"\b(?:came|comes|arrived|arrives|reached|was\s+delivered|was\s+brought|turned\s+up)\b", self.text[rm.end():s]) \
                and not self.sp.date_report.search(self.text, rm.end(), s):
            return False
        return bool(rm)

    def _date_is_now_inner(self, s: int, e: int) -> bool:
        """A date states the present only where a narrator sets the scene with it, not as a reference."""
        text = self.text
        ss, se = self.view.sentence(s)
        if len(text[ss:se].strip(" \t\n\u3000。.!！…")) <= (e - s) + 8 and any(
                self.an.in_quote(k.start()) for k in re.compile(re.escape(text[s:e])).finditer(text, 0, ss)):
            return False  # "“去年11月10日下午，五点左右。”…… ¶ 11月10日下午五点。她四点去敲他的门": the day said, gone over
        rest = re.sub(r"(?i)\bthe\b|[\s\"“”*_.。!！,，]", "", text[ss:s] + text[e:se])
        if not rest and se < len(text):
            ns, ne = self.view.sentence(se)
            if self.sp.past.search(text, ns, ne):
                return False  # "The ninth of March. She remembered it the way …": a date the memory after it names
            if text[self.view.paragraph(s)[0]:ss].strip() and not self._in_document(s):
                return False  # "… holds the envelope in his hand. The first of April. Five weeks.": a date thought of
            if self.en and re.match(r"\s*That\s+(?:was|had\s+been)\b", text[ns:ne]):
                return False  # "The 29th of August. That was the Wednesday.": a day gone by, named again
        if self.en and len({w.group().lower().split()[0] for w in _EN_RECORD_WORDS.finditer(
                text, self.view.paragraph(s)[0], se)}) >= 3:
            return False  # "Mr Gedge's entry of my first night, 10.3.22, in his copperplate; and after it, on the sixth
            # of April, another in the same hand": dates read off the entries of a register, not the day now
        if self.en and (re.search(r"\beven\s+$", text[max(ss, s - 12):s], re.I) or re.match(
                r"\s+(?:could|would|should|might|can|will|must)(?:\s+not|n['’]t)?\s+(?:\w+\s+)?(?:stop|change|spoil|keep|undo|"
                r"mend|bring|make|alter|prevent|take)\b", text[e:e + 40], re.I)):
            return False  # "not even the third of May could stop it": a day named as the thing that happened on it
        if self.en and _EN_PAPER_FOR.search(text, max(ss, s - 60), s):
            return False  # "He wanted the call-out forms for the eighth of July and the first of August": what a
            # paper is for, not the day now
        if self._testimony(s):
            return False  # a statement or a letter set into a third-person chapter: the writer's dates
        if self._in_blockquote(s):
            return False  # "> Leighton Buzzard, Monday 4th March 1839. ¶ > My dear Hannah,": a letter set in as a
            # block quotation into a chapter of narration, dated when it was written
        if self.en and self._quoted_letter(s):
            return False  # "My darling Margaret, she wrote. … Harry was killed on the 29th of August.": the letter's dates
        ssx, sex = self.view.sentence(s)
        if sum(1 for _ in self.sp.abs_date.finditer(text, ssx, sex)) >= 3:
            return False  # "民国十九年东渡……民国二十二年回国……民国二十四年到上海": a life told in dates, a chronology
        if not self.en and self._in_copied_text(s):
            return False  # "“黑渊之下……¶九月初九，重阳。……¶——厉寒川”": a date in a note copied out, not the day now
        if not self.en:
            ls_ = text.rfind("\n", 0, s) + 1
            mh = _MESSAGE_HEAD.match(text, ls_)
            if (mh and mh.end() <= s) or _ZH_CHAT_HEAD.match(text, ls_):
                return False  # "【部门群】运营-周屹：10月1日到3日，缺一个。": a date in a message, someone's words
            if re.match(r"\s*(?:到|至|～|~|—|－|-)\s*(?:\d|[一二三四五六七八九十]|次日)", text[e:e + 4]):
                return False  # "10月5日到7日": a span named, not the day now
        ps_r, pe_r = self.view.paragraph(s)
        if not self.en and (text[e:e + 1] in ("。", "：", ":") and not text[ps_r:s].strip(" \u3000")
                            or text[e:e + 1] in ("，", ",") and len(self.sp.abs_date.findall(text, ps_r, pe_r)) >= 2) \
                and _ZH_READ_ENTRIES.search(text, self._paragraphs_back(ps_r, 6), s):
            # ("9月25日，有人等你。……11月13日，真相出来了": a run of dated entries read out of a notebook)
            return False  # "她一页一页地翻……看见了自己的名字。¶ 11月4日。小林，左撇子……": an entry read in a notebook
        if not self.en and re.match(r"[，,]\s*那是[^。！？]{0,20}?(?:那一天|那天|的日子|那一日)", text[e:e + 30]):
            return False  # "10月6日，那是外婆出殡的那一天": a day named, and said which it was
        if not self.en and re.search(r"(?:记录|日志|落款|邮戳|时间戳|截图|单据|收据|发票|账单|订单|存档|登录时间|上线时间|日期|时间)"
                                     r"[^，。！？\n]{0,6}?[，,]?(?:是|为|写着|显示|标着)\s*$", text[max(0, s - 16):s]):
            return False  # "最后一件刀鞘的锻造记录，是十一月二十二号": the day on a record, read now
        if not self.en and re.search(r"(?:去年|前年|大前年|那年|当年|上一年|头一年)的?$", text[max(0, s - 4):s]):
            return False  # "那是去年11月3日那个下雨的夜里": a day of a year gone by
        if not self.en and re.search(r"早在$|早于$", text[max(0, s - 3):s]):
            return False  # "原来杜衡早在八月二十那天退堂之后，就派人……": a day well before, told now
        if not self.en and re.match(r"\s*原来", text[ps_r:pe_r]) and ps_r < s:
            return False  # a paragraph that opens on 原来 tells what had happened ("原来……八月二十八，康六在赌坊里……")
        if not self.en:
            ssd, sed = self.view.sentence(s)
            if re.search(r"[，,][^。！？；]{0,8}(?:都|也|全|早)(?:曾|已经|已)?[\u4e00-\u9fff]{1,2}过(?![去来年])", text[e:sed]) \
                    and len(self.sp.abs_date.findall(text, ssd, sed)) + len(re.findall(r"[一二三四五六七八九十腊正冬]月里", text[ssd:sed])) >= 2:
                return False  # "四月里在安记后巷，八月二十在市署台阶上，他都见过它的一角": times he had seen it, listed
        if not self.en:
            ls_ = text.rfind("\n", 0, s) + 1
            ob = text.rfind("【", ls_, s)
            if ob >= 0 and text.find("】", ob, s) < 0:
                return False  # "【……关于韩国栋同志任职的通知……2020年1月2日】": a notice's own date, set into the chapter
        if not self.en:
            ps_, pe_ = self.view.paragraph(s)
            para = text[ps_:pe_].strip()
            if len(para) <= 24 and re.search(r"(?:字|书|手书|泣书|敬上|拜上|顿首|亲笔|草草|谨上|敬书)[，,。\s]|(?:字|书|敬上|拜上|顿首|谨上)$", para):
                return False  # "母字，三月廿八灯下。": the date a letter is signed with, not the day now
            ss0, se0 = self.view.sentence(s)
            if re.match(r"[，,]?\s*(?:是|正是|就是)(?:他|她|我|你|[\u4e00-\u9fff]{2,3}?)(?:把|将|从|在|带|救|替)", text[e:e + 9]) \
                    or re.search(r"从那以后|从那天起|自那以后|打那以后|从那时起|自那天起", text[e:se0]):
                return False  # "末世第三天，是他把秦野拖了出来", "……撞上，从那以后就一直搭着伙": how it began, told after
            if self._after_memory_paragraph(s):
                return False  # "那年他二十一岁……。¶“……”¶腊月十九，父亲病殁在任上。": the memory goes on
            if re.search(r"(?:在|于)$", text[max(ss0, s - 1):s]) and text[ss0:s - 1].strip(" \u3000“”") and \
                    re.search(r"了", text[e:self.view.clause(e)[1] if self.view.clause(e)[1] > e else se0]) and \
                    self._after_reveal(s):
                return False  # "如今才算弄明白了真相：…… ¶ 那个无路可走的人，在四月初二写下了那份供状": the past explained
            if re.match(r"(?:夜里?|那天|那日|晚上|早上|午后)?(?:——|—)", text[e:e + 5]):
                return False  # "四月初二——正是他悬梁的那一日", "三月初七——何四死后的第二天": a date glossed, named for what it was
            if re.match(r"(?!早上|晚上|夜里|上午|下午|中午|傍晚|清晨|一早|这天|那天|当天|夜|晚|早|午)[\u4e00-\u9fff]了?的"
                        r"[\u4e00-\u9fff]", text[e:e + 4]):
                return False  # "六月初一点的火，烧了三天三夜……到了初六": the day a thing was done, named by it, not now
            if re.match(r"(?:才|就能|才能|便能|方能|就可|才可|才有|才会|才算|就得|才得)", text[e:e + 3]):
                return False  # "六月二十才有烟，再和胶、捶墨……": a day reckoned ahead, not the day now
            if re.match(r"[\u4e00-\u9fff]{1,3}[，,](?:这几天|这些天|这两天|眼下|此刻|这会儿|如今)", text[e:e + 12]):
                return False  # "八月初九开考，这几天，他大概正坐在南京贡院的号房里": a day someone else's affair fell on
            if re.search(r"今天|今日|今儿|今早|今晨|今夜|今晚|眼下|如今", text[e:se0]) and not self.an.in_quote(s):
                return False  # "五月初三夜里发起高热，挨到今天早上，便瘐死狱中了": a day before the one now, counted up to it
            if text[max(0, ss0 - 1):ss0].strip() in ("；", ";") or text[se0 - 1:se0] in ("；", ";"):
                ps0, pe0 = self.view.paragraph(s)
                near = text[max(ps0, ss0 - 80):s] + "\x00" + text[e:min(pe0, se0 + 80)]
                if self.sp.abs_date.search(near) or self.sp.festival.search(near) or re.search(r"去年|前年|那年|当年", near):
                    return False  # "北站那一个，九月十一日发出去……；十六铺那一个，九月二十日报备": dates listed
        if self.en:
            ss0, se0 = self.view.sentence(s)
            tail = text[e:se0].strip()
            if self._in_copied_text(s):
                return False  # a letter copied out paragraph by paragraph ("\"St. Hild's Vicarage, 1st November 1887, …): its date
            if re.search(r"\b(?:edition|editions|issue|number|copy|clipping|clippings|paper|papers|letter|report|telegram|wire|"
                         r"cable|note|entry|entries|page|pages|minutes|bulletin|dispatch|despatch|memo|log)\s+(?:of|dated|for|from)\s+"
                         r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(?:the\s+)?$", text[max(0, s - 50):s], re.I):
                return False  # "the Ledger's Home Edition of Monday, July 28, 1919": a paper named by its date
            if re.search(r"\b(?:under|against|beside)\s+(?:the\s+(?:date|entry|heading|day)\s+(?:of\s+)?)?(?:(?:Mon|Tues|Wednes|"
                         r"Thurs|Fri|Satur|Sun)day,?\s+)?(?:the\s+)?(?:(?:\d{1,2}(?:st|nd|rd|th)?\s+)?and\s+(?:again\s+)?"
                         r"(?:under\s+)?(?:the\s+)?)?$", text[max(ss0, s - 60):s], re.I) and re.search(
                    r"\b(?:log|logbook|log-book|ledger|diary|journal|register|day-?book|record|records|minutes|book|entries|"
                    r"calendar|almanac)\b", text[ss0:se0], re.I):
                return False  # "In the log of the radio station, under 10 April and again under 14 April, there are two
                # entries": the pages a book files by date
            if re.search(r"\b(?:headed|dated|endorsed|inscribed|docketed|superscribed)\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|"
                         r"Sun)day,?\s+)?(?:the\s+)?$", text[max(0, s - 40):s], re.I) or re.search(
                    r"\b(?:ink|entry|entries|page|ledger|book|books|column|line|margin|label|note)\b[^.;!?:]{0,20}:\s*[^.;!?:]{0,40}$",
                    text[max(ss0, s - 90):s], re.I) or re.search(r"\bin\s+(?:(?:red|black|blue|green|brown|fresh|faded)\s+)?"
                                                                 r"ink,\s+[^.;!?:]{0,30}$", text[max(ss0, s - 60):s], re.I):
                return False  # "The Fortitude's page, headed Thursday the 3rd of March", "my red ink: Short measure, 11th
                # March": a date written on the page, read now
            if text[e:e + 1] in (",", " ") and re.match(
                    r",?[ \t]+(?:[A-Z][\w'’-]+|he|she|they|we|I)\s+had\s+(?!to\b)(?:been|[a-z]+(?:ed|en|wn|ght|ld|lt|nt|pt|ft|id|"
                    r"ung|one|ost|ept|orn|ook|un))\b", text[e:e + 40]) and re.search(r"\b(?:[Oo]n|[Bb]y)\s+(?:the\s+)?(?:[a-z]+\s+of\s+)?"
                                                                                   r"(?:[A-Z][a-z]+day,?\s+)?(?:the\s+)?$", text[max(0, s - 30):s]):
                return False  # "On the morning of Wednesday, March 16, he had gone to the small dome alone": the pluperfect
                # tells a day gone back to
            wd = re.search(r"\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+(?:the\s+)?$", text[max(0, s - 14):s])
            if wd and re.search(rf"\bhad\s+(?:been|[a-z]+(?:ed|en|wn|ght|ld|lt|nt|pt|ft|id|ung|one|ost|ept|orn|ook|un))\b"
                                rf"[^.;!?]*\bon\s+{wd.group(1)}day\b", text[self.view.paragraph(s)[0]:s]):
                return False  # "Ortega had taken him down on Friday … It was the night of the new moon, Friday, the first
                # of April": the day a pluperfect just went back to, not a day the story comes to now
            ps_e = self.view.paragraph(s)[0]
            if not text[ps_e:s].strip(" \t\n") and not self._in_document(s) \
                    and re.match(r"(?:\s*,?\s*'?\d{2,4})?\s*[.:]\s", text[e:e + 8]) and re.search(
                    r"\b(?:began|started|went\s+on)\s+to\s+read\b|\bread\s+on\b|\bthe\s+last\s+pages\b|\bturned\s+(?:back\s+)?"
                    r"(?:to|through)\s+the\b|\bread\s+(?:the|his|her)\s+(?:entries|pages|notebook|diary|journal)\b",
                    text[self._paragraphs_back(ps_e, 10):ps_e], re.I):
                return False  # "He took the band off and began to read. … ¶ Dec 4 83. Ashby says a light in the shed": an
                # entry of the notebook read, heading its own line
            if _EN_READ_ENTRIES.search(text, self.view.paragraph(s)[0], s):
                return False  # "I turned back through the book, page by page. … Settled, 2nd May": the book's dates
            if re.match(r"\s+(?:entry|entries|edition|issue|letter|report|meeting|minutes|shipment|delivery|invoice|note|"
                        r"log|statement|payment|deadline|order|batch|load|transcript|interview|cheque|receipt|page)\b",
                        text[e:e + 16], re.I) and re.search(r"\bthe\s+$", text[max(0, s - 6):s], re.I):
                return False  # "She is reading the 2 November entry": a thing named by its date, not the day now
            if tail.endswith("?") and not self.an.in_quote(s):
                return False  # "Where were you on Monday 8 March between ten and two?": a date asked about
            if re.search(r"\bbetween\b", text[max(ss0, s - 40):s], re.I) or re.match(r"\s*(?:and|to|till|until)\s+\S",
                                                                                    text[e:e + 8], re.I) and \
                    re.search(r"\b(?:between|from)\b", text[ss0:s], re.I):
                return False  # "between 23:00 on Monday 8 March and 02:00 on Tuesday 9 March": a range named
            if re.match(r"\s*:", text[e:e + 3]) and text[self.view.paragraph(s)[0]:s].strip():
                return False  # "the last one in November 2020: 8,000, R.C.": an entry listed
            if re.search(r"\bfor\s+(?:the|a|an|his|her|their)\s+[a-z]+[^,;.!?]{0,60}\b(?:on|of)\s+(?:the\s+)?(?:[A-Z][a-z]+day,?\s+)?$",
                         text[ss0:s]):
                return False  # "for the robbery of the mails at Dry Fork on the 3rd of June": a deed it names
            pm = _EN_THING_DONE_ON.search(text, max(ss0, s - 90), s)
            if pm and not re.search(r"\b(?:was|were|is|are|be|been|being|had|has|have|would|could|should|will|did|does|do)\b",
                                    pm.group("mid"), re.I) and pm.group("pre").lower().strip(",;") not in (
                                        "and", "but", "then", "when", "while", "as", "so", "after", "before", "until", "till") \
                    and not pm.group("pre").endswith((",", ";", ":")):
                return False  # "she knew what the balsam bought on the 30th of Highsun had been for": a thing done that day
            ls = text.rfind("\n", 0, s) + 1
            if re.match(r"[A-Z][\w /'’-]{1,30}:\s", text[ls:s]):
                return False  # "Time of death: … 8 March": a form's field
            if re.fullmatch(r"(?:the|a|an|his|her|their)\s+[\w'’ -]{1,30}?\s+(?:on|of)\s+(?:[A-Z][a-z]+day\s+)?",
                            text[ss0:s].strip(" \t\n\"“”") + " ", re.I) and not tail.strip(".!;") \
                    and not _EN_PAST_VERB.search(text, ss0, s):
                return False  # "The phone call on Sunday 7 March.": an item in a list of what happened (not "The carts
                # came on the 4th of May.", a sentence)
            if re.fullmatch(r"[A-Z][a-z]+,?\s+\d{4}", text[s:e]) and not tail.strip(".") \
                    and re.fullmatch(r"(?:[A-Z][\w'’-]*|[a-z][\w'’-]*)(?:\s+[a-z][\w'’-]*){0,4},\s*",
                                     text[ss0:s].strip(" \t\n\"“”")) \
                    and not _EN_PAST_VERB.search(text, ss0, s) and not _EN_PRESENT_VERB.search(text, ss0, s):
                return False  # "Fuel oil allocations, November 1941.": a paper's label, the month it covers
        if self.en and self.an.letters:
            # a chapter told in letters: the clock runs on the datelines; a date in a letter's body is something
            # the writer tells of or looks forward to
            return any(ls <= s < self.view.paragraph(ls)[1] for ls, _, _ in self.an.letters)
        if self.en:
            if not self._in_document(s) and self._told_in_past(s, e):
                return False  # a present-tense story: "They broke out of the pack on the thirtieth of December"
            if re.search(r"\b(?:if|unless|whether)\b", text[self.view.clause(s)[0]:s], re.I) \
                    or re.search(r"\b(?:if|when)\s+(?:required|necessary|needed|need\s+be|wanted|called\s+for)\b", text[self.view.sentence(s)[0]:s], re.I):
                return False  # "If they reached the Pole on the seventeenth of January …", "Polling, if required, on
                # Thursday the 14th of December": a day that may come
            if re.search(r"\b(?:entry|entries|page|pages|column|columns|leaf|record|records)\b[^.;!?]{0,40}?\b(?:for|dated|with|"
                         r"headed)\s+(?:an?\s+|the\s+)?$", text[self.view.sentence(s)[0]:s], re.I):
                return False  # "The right-hand page began with the 6th of August": a date written in a book, read
            if re.match(r"\s*(?:to|till|until|through|and)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b", text[e:e + 16], re.I) \
                    or re.match(r"\s*[-–—]\s*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b", text[e:e + 12]):
                return False  # "The 24th of July to the 6th of August.": a span of days thought over, no day now
            if _EN_PAST_DAY_BEFORE.search(text, max(0, s - 40), s):
                return False  # "the night before last, the 5th of June": a day already past, named again
            cs, _ = self.view.clause(s)
            if cs > 0 and not text[cs:s].strip(" \t\n\"“”*_(") and re.search(r"\b(?:of|about|since|until|till|before|after)\s+[A-Z][a-z]+day,\s*$",
                                                                               text[max(0, s - 30):s]) \
                    and self.view.sentence(cs - 1)[0] == self.view.sentence(s)[0]:
                cs = self.view.clause(cs - 2)[0]  # "about the morning of Thursday, 14 September 1961": the weekday's clause
            head = text[cs:s].strip(" \t\n\"“”*_(")
            ss = self.view.sentence(s)[0]
            if head and re.match(r"(?:and|but)\b", head, re.I) and cs > ss and \
                    re.search(r"\bhad\s+(?!(?:to|a|an|the|no|his|her|their|my|our|its|some|any|one|two|nothing|little|much|many)\b)[a-z]+\b",
                              text[ss:cs], re.I):
                return False  # "…; but the years had worn them down, and on Christmas Eve they let it lie": that past
            if not head and cs > ss and (_EN_FUTURE.search(text, ss, s) or _EN_PLAN_INF.search(text[max(ss, s - 100):s])):
                return False  # "The wedding was to be on the Saturday after Whitsun, the 1st of June": the day to come
            if (not head or _EN_DATE_HEAD.fullmatch(head + " ")) and cs > ss and re.match(r"[^.;!?]*?,\s*$", text[ss:cs]) and (hm := re.search(
                    r"\b(?:[A-Z][a-z]+|he|she|they|we|I)\s+had\s+(?!to\b)[a-z]+(?:ed|en|wn|ght|ld|lt|nt|pt|ft|id|ung|one|ost|ept|orn|ook|un)\b",
                    text[ss:cs])) and not re.search(r"\b(?:after|when|once|as\s+soon\s+as|since|because|though|although|now\s+that|"
                                                   r"by\s+the\s+time|before|until|till|if|who|which|that)\b", text[ss:ss + hm.start()], re.I):
                # (the had not inside a clause of its own before it; "It had been mixed on the Monday after the guns went,
                # the 24th of August": the after is in the time phrase the pluperfect goes back to)
                return False  # "Thomas had turned nineteen on the road, on the second of March, in a snow camp": the
                # day of a pluperfect sentence, set off after it (not "Three weeks to the day after they had marched out
                # of Dalkeith, on the 9th of November, the Ardrach men came": the had is in a clause of its own)
            if (not head or _EN_DATE_HEAD.fullmatch(head + " ")) and (
                    cs <= ss or not self._date_reported(ss, s)):
                se0 = self.view.sentence(s)[1]
                db = _EN_DONE_BEFORE.match(text, e, se0)
                if db and re.search(r"\b(?:the|a|an|his|her|their|my|our|its|this|every)\s+(?:[a-z]+\s+)?[a-z]+\s+"
                                    r"(?:he|she|they|we|I|you|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)$",
                                    text[max(e, db.start("subj") - 40):db.end("subj")]):
                    db = None  # ("… on Thursday, the 18th of May, in the envelope she had addressed": whose had is in
                    # a clause on the envelope, not the sentence's)
                if db and _EN_THEN_SIMPLE_PAST.search(text, db.end(), se0):
                    db = None  # ("On Saturday, April 23, the moon had waned to its last quarter and was rising after
                    # midnight again": a state reached by that day, the sentence going on in the simple past of it)
                if not self._in_document(s) and not re.match(r"(?:by|before|until|till)\b", head, re.I) and db \
                        and not re.search(r"\b(?:now|today|tonight|this\s+morning)\b", text[e:se0], re.I):
                    return False  # "On the 4th of March, according to the notary, Raymond had sold the field": done before
                return True
            if re.search(r"\b[Ii]t\s+(?:took|was\s+not|wasn['’]t)\s+(?:[A-Za-z'’-]+\s+){0,4}?until\s+(?:the\s+)?(?:[A-Z][a-z]+day,?\s+)?$",
                         text[max(ss, s - 80):s]) and not self._date_reported(ss, s):
                return True  # "It took Maelis until the 4th of Emberfall to break the cipher": the day it came to
            if _EN_COUNT_AFTER_HEAD.match(text, ss, s) and not self.sp.date_not_now.search(text[max(0, s - 40):s]):
                return True  # "Twelve days after the skipper died, on the 13th of May, …": the day the count reaches
            if (self.sp.date_not_now.search(text[max(0, s - 40):s]) and not _EN_PART_OF_DAY_OF.search(text, max(0, s - 40), s)) \
                    or self._date_reported(ss, s):
                return False
            if self._in_document(s):
                return True
            ss, _ = self.view.sentence(s)
            if _EN_FUTURE.search(text, self.view.clause(s)[0], s):
                return False  # "Wessel would sail on the fourth of August": what is to come
            if _EN_PLAN_INF.search(text[max(ss, s - 100):s]):
                return False  # "he wanted her for a season in the West End, to begin rehearsals on the 1st of March": a plan
            # mid-sentence dates are the present unless the clause reports the past or someone's words
            return not re.search(r"\bhad\s+\w+|\b(?:told|tell|telling|about|said|spoke|wrote|remembered|recalled|since|ago)\b",
                                 text[ss:s], re.I)
        if self.sp.date_tails.match(text, e) and not self.sp.date_time_of_day.match(text, e):
            return False
        if _ZH_PAST_DAY_BEFORE.search(text, max(0, s - 12), s):
            return False  # "前天夜里，六月初五。": the date of a day already past, named again
        lsz = text.rfind("\n", 0, s) + 1
        if (mh := _MESSAGE_HEAD.match(text, lsz)) and mh.end() <= s:
            return False  # "许安琪(Amy)：……12月27日……": a date in someone's message
        k0 = bisect_left(self.an.anchor_starts, lsz)
        if k0 < len(self.an.anchors) and self.an.anchors[k0].start == lsz and self.an.anchors[k0].kind == "name" \
                and text[self.an.anchors[k0].end:self.an.anchors[k0].end + 1] in ("：", ":") and self.an.anchors[k0].end < s:
            return False  # "三儿：罗永福，12月27日，江州飞三亚": a line of a chat, someone's words
        ssz0, sez0 = self.view.sentence(s)
        if _ZH_DATE_DESCRIBES.search(text, e, sez0):
            return False  # "12月3日晚上九点，一切就是从那里开始的", "12月10日……打给钱老四的，就是这个号": when, told after
        pz = ssz0
        while pz > 0 and not text[self.view.sentence(pz - 1)[0]:pz].strip():
            pz = self.view.sentence(pz - 1)[0]
        if not text[self.view.paragraph(s)[0]:s].strip(" \t\u3000“”「」") and pz > 0 and \
                _ZH_RECORD.search(text, self.view.sentence(pz - 1)[0], pz):
            return False  # "……调出来的一段语音留言。¶ 12月10日，晚上九点四十分，钱老四打给陈国栋": the record's own time
        if re.search(r"(?:时间|日期)[：:]\s*$", text[max(0, s - 6):s]) and \
                text[self.view.paragraph(s)[0]:s].strip(" \t\u3000【[")[:-3].strip("，,、 "):
            return False  # "只有一个头像是灰的——长风，会长，最后上线时间：五月三日": a field in a list, not the day now
        if re.search(r"(?<!时间)(?<!日期)[：:]\s*$", text[max(0, s - 6):s]) or (
                re.search(r"[；;]\s*$", text[max(0, s - 3):s]) and re.search(r"[：:][^。！？\n]*$", text[self.view.paragraph(s)[0]:s])):
            return False  # "默默记了一行：5月20日，……；7月18日，……", "她找到了：6月4号有一条船": what is written, not now
        cs, _ = self.view.clause(s)
        head = text[cs:s].strip(" \t\u3000“”「」")
        if re.fullmatch(r"[【〔\[][^】〕\]\n]{1,16}[】〕\]]", head) and text[self.view.paragraph(s)[0]:cs].strip() == "":
            head = ""  # "【舰载日志】星历三〇二年四月三日。": a log's own heading dates its entry, the story's present
        ssz, sez = self.view.sentence(s)
        if text[ssz:cs].strip(" \t\u3000“”「」") and re.search(r"(?:要|将|拟|准备|打算|预计|预定|计划)(?!是|来)",
                                                                 text[e:sez]):
            return False  # "日本人有一批军火……，三月八日夜里靠十六铺码头，卸下来以后要连夜运走": a day planned, told mid-sentence
        if re.match(r"(?:夜里|一早|清早|午时|午后)?(?:动身|启程|起程|出发|上路|起运|起镖|交货|交割|开拔|成亲|过门)", text[e:e + 6]) \
                and re.search(r"议定|约定|定下|说好|商定|约好|签下|定了|讲好|订下", text[self.view.paragraph(s)[0]:s]):
            return False  # "两人把价钱、日子、路线一条条议定了。……一万二千两，二月初六动身。": a day agreed on, still to come
        if (head in ("那是", "那日是", "那天是", "那一日是", "那一天是") or not head and text.startswith(("那是", "那天是", "那日是"), s)
                or not head and not text[e:sez].strip(" \t\u3000。，,！")) \
                and pz > 0 and \
                _ZH_MEMORY_OF_DAY.search(text, self.view.sentence(pz - 1)[0], pz):
            return False  # "恍惚之间，他想起了末世第一天。¶ 那是2031年3月1日", "他又想起了末世第十四天。¶ 2031年3月14日。":
            # the day the memory went back to
        if not head and ssz == self.view.sentence(s)[0]:
            pe_ = self.view.paragraph(s)[1]
            if sez < pe_ and re.match(r"[\s\u3000]*(?:而|可|但)?(?:如今|现如今|眼下|至今|到如今|时至今日|到现在)", text[sez:pe_]):
                return False  # "末世第三天，邵振国带着残兵撤进来……。如今，这里挤着四百多号幸存者": how the place came to be
        if head in ("那日是", "那天是", "那一日是", "那一天是") and self._after_opening_advance(s):
            head = ""  # "十日之后，长春宫又接了一道旨意。¶那日是四月廿四": the day the chapter's opening reached
        if not (not head or head in self.sp.date_heads or head.endswith(self.sp.date_head_suffixes)):
            return False
        ss, se = self.view.sentence(s)
        pa = self.sp.plan_after.search(text, e, min(se, e + 12))
        if pa and not (not self.en and re.search(r"(?:^|[，,\s])(?:离|距|距离)", text[e:pa.start()])):
            # (not "11月20日，周三，离期末考试还有两个多礼拜": the day now, counted to a day still to come)
            return False
        # a date inside what a document or a person says: 供状上说……；六月初四缇骑奉命搜查
        prev = self.view.sentence(ss - 1)[0] if ss > 0 else ss
        return not any(not (m.group().startswith("说") and text[m.start() - 1:m.start()] in _ZH_SAY_ADVERB)
                       for m in self.sp.date_report.finditer(text, max(prev, s - 30), s))

    def _in_blockquote(self, s: int) -> bool:
        """s is on a Markdown block-quotation line ("> …") in a chapter told mostly outside block quotations (a chapter
        that is all block quotation is a letter or a log told in its own time)."""
        ls = self.text.rfind("\n", 0, s) + 1
        if not self.text[ls:s].lstrip(" \t").startswith(">"):
            return False
        v = self.__dict__.get("_bq_share")
        if v is None:
            lines = [ln.strip() for ln in self.text.split("\n") if ln.strip() and not ln.lstrip().startswith("#")]
            v = sum(len(ln) for ln in lines if ln.startswith(">")) / max(1, sum(len(ln) for ln in lines))  # by words
            self.__dict__["_bq_share"] = v
        return v < 0.6

    def _in_document(self, s: int) -> bool:
        """Inside *emphasis* on its line: a letter heading, a log entry, a document quoted in the text."""
        return self._document_start(s) is not None

    def _document_start(self, s: int) -> int | None:
        """Where the *emphasis* holding s opens on its line, or None outside one."""
        ls = self.text.rfind("\n", 0, s) + 1
        line = self.text[ls:s]
        if line.count("**") % 2 == 1:
            return ls + line.rfind("**") + 1  # "**Log, 3 October 1961.** Wind SE …": bold (the mark's last star)
        for mark in ("*", "_"):
            if line.count(mark) % 2 == 1:
                return ls + line.rfind(mark, 0, len(line)) if line.count(mark) == 1 else ls + _last_open(line, mark)
        return None

    def _in_long_quote(self, s: int) -> bool:
        """s is in the closing paragraph of a quotation that runs over several paragraphs: the first opens it, only the
        last closes it (a letter or a long speech read out; the paragraphs between may or may not repeat the mark)."""
        ps, pe = self.view.paragraph(s)
        para = self.text[ps:pe].strip()
        if not para or para[-1] not in "”」\"" or any(ch in self.text[ps:s] for ch in "“「\""):
            return False
        p = ps
        for _ in range(10):
            prev = self.an._prev_paragraph(p)
            if not prev:
                return False
            body = self.text[prev[0]:prev[1]].strip()
            if body[:1] in "“「\"" and body[-1:] not in "”」\"" and body.count("\"") <= 1 \
                    and not any(ch in body[1:] for ch in "“”「」"):
                return True  # a paragraph opened and left open: the quotation goes on
            if any(ch in body for ch in "“”「」\""):
                return False  # (the lines between hold no quotation marks of their own)
            p = prev[0]
        return False

    def _mark(self, s: int, e: int, detail: dict) -> Fact | None:
        if self.an.in_verse(s):
            return None
        if detail.get("type") == "date":
            # "检察处坐不住了，八月二十日，派法警去……": a date inside a sentence already under way, after a clause of
            # its own (not "On the Wednesday, the 5th of January, the snow came": a scene opening on its day)
            pre = self.text[self.view.sentence(s)[0]:s]
            if self.en:
                rest = re.sub(r"\b(?:on|the|a|an|and|but|then|so|by|that|this|next|following|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
                              r"morning|afternoon|evening|night)\b|[^\w]", " ", pre, flags=re.I)
                after_clause = "," in pre and len(rest.split()) >= 3
            else:
                rest = re.sub(r"[^\u4e00-\u9fff]|(?:到了|到|就在|这天|那天|星期[一二三四五六日天]|礼拜[一二三四五六日天])", "", pre)
                after_clause = bool(re.search(r"[，,]", pre)) and len(rest) >= 4
            if after_clause:
                detail["after_clause"] = True
        if self.an.in_quote(s):
            ps0, pe0 = self.view.paragraph(s)
            if not (detail["type"] == "date" and _TODAY_IS.search(self.text, max(0, s - 12), s)
                    and _ANNOUNCED.search(self.text, max(0, ps0 - 200), pe0)):
                # someone's words, unless a broadcast or a bulletin says what day today is ("这里是基地广播，今天是末世第
                # 五十七天"); a character reckoning the day aloud ("今日是三月二十四日了") may be wrong or far from the scene
                return None
        if self._in_long_quote(s):
            return None  # the last paragraph of a letter read out over several paragraphs ("怀远，万历十二年十月初九，灯下。”")
        if detail["type"] == "date" and self._in_document(s):
            ds = self._document_start(s)
            if s - ds > DATELINE_REACH and not (_LOG_HEAD.match(self.text, ds + 1) and "\n" not in self.text[ds:s]
                                                and not self.text[:ds].strip(" \t\n")):
                # ("*Witness interview: John Pattinson, …, Interview Room 1. Tuesday 19 March, 14:20.*" heading the
                # chapter: a transcript's header line dates it, however far along the line)
                return None  # "you may look for me by the 24th of June" in a letter's body: not its date
            detail["document"] = True
            le = self.text.find("\n", s)
            line = self.text[self.text.rfind("\n", 0, s) + 1:len(self.text) if le < 0 else le]
            if not self.text[:ds].strip(" \t\n") and (len(line.strip(" *_")) <= DATELINE_REACH or re.fullmatch(
                    r"[\s*_]*(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?", self.text[ds:s], re.I)):
                # "*Thursday, 19th November 1911*" heading the chapter, or opening the first entry of the housekeeper's
                # book ("*Tuesday the 19th of January. Sweep for all the bedroom flues …*"): the chapter's own day
                detail["log"] = True
            if _LOG_HEAD.match(self.text, ds + 1):
                detail["log"] = True  # "*Ledger, the 4th of July.*": a log entry is written on its day, the present
        if detail["type"] == "date" and not self._date_is_now(s, e):
            return None
        modality = "flashback" if self.scope.before(s) else "asserted"  # "…, and I remember the day" is no flashback
        if detail["type"] == "date":
            obj = "date:" + "|".join(str(detail.get(k, "")) for k in ("era", "year", "month", "day"))
            ss = self.view.sentence(s)[0]
            if ss < s and not self.en or ss < s and "\n" not in self.text[ss:s]:
                detail["from"] = ss  # "They buried Frank on Tuesday 17 December": the whole sentence is on that day
            if _YESTERDAY.search(self.text, self._paragraphs_back(self.view.paragraph(s)[0], 3), s):
                detail["yesterday"] = True  # "我爸……昨天夜里走了。…… 十一月二十二号，周五的夜里": the day before, named
        else:
            obj = f"+{detail['lo']}" + (f"..{detail['hi']}" if detail["hi"] != detail["lo"] else "")
        return self.fact(TIME_SUBJECT, "timeMark", obj, s, e, key="time", modality=modality, exact=True, **detail)

    def _date(self, m: re.Match) -> Fact | None:
        sp = self.sp
        if self.en:
            g = m.groupdict()
            if g.get("mo5"):
                day, month = (_EN_ORD.get(x.lower()) or int(re.match(r"\d+", x).group()) for x in (g["do5"], g["mo5"]))
                if not (1 <= day <= 31 and 1 <= month <= 12):
                    return None
                year = int(re.match(r"\d+", g["y5"]).group()) if g.get("y5") else None
                return self._mark(m.start(), m.end(), {"type": "date", "month": month, "day": day, "year": year})
            if g.get("m6"):
                day = _EN_ORD.get(g["do6"].lower()) or int(re.match(r"\d+", g["do6"]).group())
                return self._mark(m.start(), m.end(), {"type": "date", "month": sp.named_months[" ".join(g["m6"].lower().split())],
                                                       "day": day, "year": None, "era": "calendar"})
            mon = " ".join((g.get("m1") or g.get("m2") or g.get("m3") or g.get("m4")).split())
            month = sp.months.get(mon.lower().rstrip("."))
            if month is None:
                return None
            if mon.rstrip(".").lower() == "may" and not (g.get("d") or g.get("do") or g.get("d3")):
                return None
            dtxt = g.get("do") or g.get("d") or g.get("d3")
            day = None
            if dtxt:
                day = _EN_ORD.get(dtxt.lower()) or int(re.match(r"\d+", dtxt).group())
                # (a book's own months may run longer: "the 40th of Greenrise" in months of forty-five days)
                if not 1 <= day <= (60 if mon.rstrip(".").lower() in sp.named_months else 31):
                    return None
            year = g.get("y1") or g.get("y2") or g.get("y3") or g.get("y4")
            record = False
            if not year and mon.rstrip(".").lower() not in sp.named_months:
                # "The ban for 1926 was proclaimed on a Monday, and they began to pick on Thursday the 23rd of
                # September": the one year the sentence names is the date's
                ss0, se0 = self.view.sentence(m.start())
                # (a year before the date, with no pluperfect between: "The ban for 1926 was proclaimed …, and they
                # began to pick on …"; not "… the course she had done at Hornsby in 2017" after it)
                ys = {y.group() for y in re.finditer(r"(?<![\d,.£$'’-])(?:1[5-9]\d\d|20\d\d)(?!\d|,\d|%)", self.text[ss0:m.start()])
                      if not re.search(r"\bhad\b", self.text[ss0 + y.end():m.start()])
                      # (not a year that names a thing: "The 1914 cask came out … on Friday the 8th of June")
                      if not (re.search(r"\b(?:the|a|an|that|this|his|her|its|their|our|my|your)\s+$",
                                        self.text[max(ss0, ss0 + y.start() - 8):ss0 + y.start()], re.I)
                              and re.match(r"\s+[a-z]", self.text[ss0 + y.end():ss0 + y.end() + 3]))
                      if not re.search(r"\b(?:born|since|from|until|till|before|after|in\s+the\s+winter\s+of|back\s+in)\s+(?:in\s+)?$"
                                       r"|(?:" + _EN_MONTHS + r"|\d(?:st|nd|rd|th)?)\.?,?\s*$",
                                       self.text[max(ss0, ss0 + y.start() - 24):ss0 + y.start()], re.I)}
                # (not a year that belongs to another date in the sentence: "by the first of January, 1822")
                if len(ys) == 1 and not self.an.in_quote(m.start()):
                    year = ys.pop()
                elif not ys and not self.an.in_quote(m.start()):
                    # "She came to the volume for 1927 … She turned the pages slowly. … Saturday the thirteenth of
                    # August, two entries": a date read in a record of a year named just before is in that year
                    lo = self._paragraphs_back(self.view.paragraph(m.start())[0], 2)
                    brk = None
                    for brk in _SCENE_BREAK.finditer(self.text, lo, m.start()):
                        pass
                    if brk is not None:
                        lo = brk.end()
                    rec = None
                    for rec in _EN_RECORD_YEAR.finditer(self.text, lo, ss0):
                        pass
                    if rec is not None and not self.an.in_quote(rec.start()):
                        year = rec.group("y") or rec.group("y2")
                        record = True
            detail = {"type": "date", "month": month, "day": day, "year": int(year) if year else None}
            detail.update(self._burial_tie(m.start()))
            if record:
                detail["document"] = True  # a day read in a record: it does not set the clock
            if mon.rstrip(".").lower() in sp.named_months:
                detail["era"] = "calendar"  # the book's own calendar: its months, its month lengths
            return self._mark(m.start(), m.end(), detail)
        g = dict(m.groupdict())
        for ek, yk in (("era2", "y2"), ("era", "y")):
            if g.get(ek) and g.get(yk) and all(ch in "〇零一二三四五六七八九" for ch in g[ek]):
                g[yk], g[ek] = g[ek] + g[yk], None  # "一九三八年": a year written out digit by digit, no era
        if g.get("y2") and not g.get("era2"):
            y = zh_num(g["y2"])
            if y is None or not 1000 <= y <= 2999 or re.match(r"[\u4e00-\u9fff]", self.text[m.end():m.end() + 1]) \
                    and not g.get("season2"):
                return None
            season = g.get("season2")
            return self._mark(m.start(), m.end(), {"type": "date", "era": None, "year": y,
                                                   "month": sp.seasons.get(season) if season else None, "day": None,
                                                   "season": season})
        if g.get("y2"):
            era = g["era2"]
            if era in sp.not_era or not self._era_ok(era):
                return None
            if re.match(r"[\u4e00-\u9fff]", self.text[m.end():m.end() + 1]) and not g.get("season2"):
                return None  # "万历九年清丈底册", "嘉靖四十年旧案": a year naming a thing, not the time now
            y = 1 if g["y2"] == "元" else zh_num(g["y2"])
            if y is None:
                return None
            season = g.get("season2")
            if era in _ZH_REPUBLIC:
                era, y = None, y + 1911
            return self._mark(m.start(), m.end(), {"type": "date", "era": era, "year": y, "month": sp.seasons.get(season) if season else None,
                                                   "day": None, "season": season})
        mtxt = g["m"]
        if mtxt is None:
            return None
        month = {"正": 1, "腊": 12, "冬": 11}.get(mtxt) or zh_num(mtxt)
        if not month or not 1 <= month <= 12:
            return None
        day = None
        if g.get("d"):
            dt = g["d"].lstrip("初")
            day = zh_num(dt) if dt else None
            # (31 only on the solar calendar: "12月31日", "十二月三十一号", never after 初)
            if day is None or not (1 <= day <= 30 or day == 31 and not g["d"].startswith("初")
                                   and re.match(r"[日号]", self.text[m.end("d"):m.end("d") + 1]) and month in (1, 3, 5, 7, 8, 10, 12)):
                day = None
            elif not g["d"].startswith("初") and day < 10 and not re.match(r"[日号]", self.text[m.end("d"):m.end("d") + 1]):
                return None  # 一月三迁: a bare single digit after 月 is not a day
        era = g.get("era")
        year = None
        if g.get("y"):
            year = 1 if g["y"] == "元" else zh_num(g["y"])
            if era and (era in sp.not_era or not self._era_ok(era)):
                era = None
                if not day:
                    return None
        else:
            era = None
            # a bare month needs a day ("三月初七"), or it is too often "三个月"/"十月怀胎"
            if day is None:
                return None
            after = self.text[m.end():m.end() + 2]
            before = self.text[max(0, m.start() - 1):m.start()]
            if before in self.sp.month_not_after or after.startswith(self.sp.month_not_before):
                return None
        if self.text[max(0, m.start() - 1):m.start()] == "是" and re.match(
                r"[^，。！？；\n“”]{0,16}?(?:买|做|打|订|定|得|捡|拿|送|带|写|刻|织|缝|绣|种|换|借|赁|请|娶|嫁|生|埋|立)[^，。！？；\n“”]{0,3}的",
                self.text[m.end():m.end() + 24]):
            return None  # "那根红头绳他认得，是四月初八在庙会上花三个铜板买的": when a thing was got, not the day now
        detail = {"type": "date", "era": era, "year": year, "month": month, "day": day, "season": g.get("season")}
        if era in _ZH_REPUBLIC and year:
            detail["era"], detail["year"] = None, year + 1911  # 民国二十七年 is 1938: one axis with 一九三八年
            detail["republic"] = True  # (its months may be the farmers' all the same: 民国十五年七月二十 beside 腊月)
        if re.match(r"[^。！？；“”]{0,14}?了[一二两三四五六七八九十\d]{1,3}(?:天|日)[^。！？]{0,8}?到", self.text[m.end():m.end() + 34]):
            return None  # "三月十一挂上花楼，织了四天，到十五这天上午": the start of days that run up to now
        att = re.match(r"([^，。！？；：“”\s]{1,8}?)的(?:那|这)?(?:一)?[\u4e00-\u9fff]", self.text[m.end():m.end() + 14])
        if att and not re.search(r"[天早晚夜午时节日年月]|以前|以后|之前|之后", att.group(1)):
            return None  # "三月十五割掉的那一截": a thing named by the day something was done to it, not the day now
        ssd, sed_ = self.view.sentence(m.start())
        sp_m = re.search(r"已(?:经)?[^。！？；\n]{0,12}?了?([一二两三四五六七八九十]|\d{1,2})(?:天|日)", self.text[m.end():sed_])
        if sp_m and (n_ := zh_num(sp_m.group(1))):
            detail["span_before"] = n_  # "十月初三，白幡已经挂了三天": the days just gone, which the chapter may go over
        if (nx := re.match(r"\s*这([一二两三四五六七八九十]|\d{1,2})(?:天|日)(?:里|来|以来|工夫)?[，,]", self.text[sed_:sed_ + 12])) \
                and (n_ := zh_num(nx.group(1))):
            # "六天后，六月二十六，……¶ 这六天，守玄堂的人没有一个睡过整觉。": the six days gone over
            detail["span_before"] = max(n_, detail.get("span_before", 0))
        if mtxt in ("正", "腊", "冬") or (g.get("d") or "")[:1] in ("初", "廿", "卅"):
            detail["lunar"] = True  # 腊月十六, 正月十五: the farmers' calendar, a month or so behind the solar one
        elif mtxt and mtxt[:1].isdigit():
            detail["solar"] = True  # 12月3日: a month written in figures is the solar calendar's
        return self._mark(m.start(), m.end(), detail)

    def _burial_tie(self, s: int) -> dict:
        """(English) a date tied to a burial in its sentence: "They bury Cyril Burt on Sunday 3 June" (the day of it),
        "Nine days after they bury Cocky, on Friday 8 June" (so many days after it); kg.timeline checks the count."""
        ss, se = self.view.sentence(s)
        seg = self.text[ss:s]
        after = _EN_AFTER_BURIAL.search(seg)
        names = [a for a in self.an.anchors[bisect_left(self.an.anchor_starts, ss):bisect_left(self.an.anchor_starts, se)]
                 if a.kind == "name" and not a.in_quote]
        if after:
            n = en_number(after.group("n"))
            k = [a for a in names if ss + after.start() <= a.start < ss + after.end()]
            who = self.who(k[0]) if len(k) == 1 else None
            if n and who:
                unit = {"day": 1, "night": 1, "week": 7}[after.group("unit").lower().rstrip("s")]
                return {"after_event": f"burial:{who}", "after_days": n * unit}
            return {}
        if _EN_BURIAL_NOW.search(self.text, ss, se) and len({a.value for a in names}) == 1 \
                and not re.search(r"\b(?:after|since|before|until|till)\b", seg, re.I):
            who = self.who(names[0])
            if who:
                return {"event": f"burial:{who}"}
        return {}

    def _era_ok(self, era: str) -> bool:
        return era in self.sp.era_known or all("\u4e00" <= ch <= "\u9fff" for ch in era) and not any(
            ch in self.sp.era_bad_chars for ch in era)

    def _narrator_now(self, ss: int, se: int, s: int, e: int) -> bool:
        """A word of the narrator's own present (将来, 日后, "I can still see") in the sentence, outside the advance
        itself: 三日后 holds 日后 but is a step of the clock, and so is a second 十日后 in the sentence."""
        for w in self.sp.narrator_now.finditer(self.text, ss, se):
            if w.start() < e and w.end() > s:
                continue
            if not self.en and w.start() > 0 and self.text[w.start() - 1] in _ZH_NUMERAL_CHARS:
                continue
            return True
        return False

    def _told_ahead_at_scene_end(self, s: int) -> bool:
        """(English) An advance told after its sentence's subject and verb ("The stitches came out ten days later"), in
        the last paragraph before a scene break, when the scene after the break opens on a dated day."""
        ps, pe = self.view.paragraph(s)
        if not re.search(r"[A-Za-z]{3,}", self.text[self.view.sentence(s)[0]:s]):
            return False  # (a sentence that opens on the advance moves the clock: "Ten days later, …")
        nxt = pe
        while nxt < len(self.text) and not self.text[nxt:self.view.paragraph(nxt)[1]].strip():
            nxt = self.view.paragraph(nxt)[1]
        brk = _SCENE_BREAK.match(self.text, max(0, nxt - 1)) or _SCENE_BREAK.match(self.text, nxt)
        if brk is None:
            return False
        after = brk.end()
        first = self.text[after:self.view.sentence(min(len(self.text) - 1, after + 1))[1] + 1]
        return bool(re.search(r"\b(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
                              r"tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|"
                              r"nineteenth|twentieth|twenty-\w+|thirtieth|thirty-first)\s+of\s+(?-i:[A-Z])\w+", first[:200], re.I))

    def _pluperfect_run(self, s: int, e: int) -> bool:
        """The clause after s:e is in the pluperfect ("he had been dead"), and so are the two sentences before it
        (across a paragraph break, not across a quotation's own words): a memory going on, not the story now."""
        text = self.text
        ce = self.view.clause(e)[1] if e < len(text) else e
        if not re.match(r"[,\s]*(?:[\w'’-]+\s+){0,3}?had\s+(?:been|[a-z]+(?:ed|en|wn|ght|ld|lt|nt|pt|ft|id|ung|one|ost|ept|orn|ook|un))\b",
                        text[e:ce]):
            return False
        k, p = 0, self.view.sentence(s)[0]
        while k < 2 and p > 0:
            ps, pe = self.view.sentence(p - 1)
            p = ps
            seg = text[ps:pe]
            if not seg.strip(" \t\n\"“”"):
                continue
            q = self.view.quote_at(ps + len(seg) - len(seg.lstrip()) + 1)
            if q is not None and q[1] >= pe - 2:
                continue  # a sentence of the words themselves
            narr = re.sub(r"[\"“][^\"“”]*[\"”]", " ", seg)  # (the narration around the words: "…," his father had said)
            if not re.search(r"\bhad\s+(?!to\b)[a-z]+", narr):
                return False
            k += 1
        return k == 2

    def _advance(self, m: re.Match) -> Fact | None:
        sp, text = self.sp, self.text
        g = m.groupdict()
        s = m.start()
        lo = hi = None
        if not self.en and re.search(r"(?:才|刚|也才|不过|才不过|只|只不过)(?:刚)?$", text[max(0, s - 3):s]) \
                and re.match(r"过(?:了|去了)?", m.group()):
            return None  # "她想起二月里那一天……¶ 才过了八个月。": how long since then, not time moving on now
        if self.en and re.search(r"\b(?:still|yet|even\s+now|even\s+then|now),\s*$", text[max(0, s - 20):s]) \
                and text[m.end():m.end() + 1] in (",", ".", ";"):
            return None  # "She wore black still, after two years, and …": how long it has lasted, not the clock moved on
        if self.en and re.search(r"\b[a-z]+ing,\s*$", text[max(0, s - 20):s]) and text[m.end():m.end() + 1] == ",":
            return None  # "the block capitals that were beginning, after four weeks, to look less like a drunk's": how
            # long something has taken, set in between commas, not the clock moved on
        if self.en and re.match(r",?\s+(?:in|during|through)\s+which\b", text[m.end():m.end() + 16], re.I):
            return None  # "Five weeks went by in which I learned …, On Tuesday, April 22, …": a span told over, with its
            # own dated days inside it, not the clock moved on before them
        ss0, se0 = self.view.sentence(s)
        if not self.en and (re.search(r"(?:同治|光绪|道光|咸丰|嘉庆|乾隆|康熙|雍正|宣统|民国|开元|天宝|贞观|嘉靖|万历|洪武|永乐|崇祯|顺治|建安|"
                                      r"元|初)$", text[max(0, s - 2):s])
                            or re.match(r"[^，。！？；]{0,8}?的(?![时])[\u4e00-\u9fff]", text[m.end():m.end() + 10])
                            and re.search(r"才", text[m.end():m.end() + 4])):
            return None  # "同治五年以后才有的印", "十六年以后才刻出来的印": a year named, a thing made then, no clock moved
        if self.en and self._told_ahead_at_scene_end(s):
            return None  # "The stitches came out ten days later. The scar healed pink …. ¶ --- ¶ We finished shearing on
            # Tuesday the eighteenth of June": a span told ahead at a scene's end, the next scene dated back inside it
        if not self.en and ss0 > 0 and re.search(r"是[^，。！？]{0,12}?(?:年|月|日|号|初[一二三四五六七八九十])[^，。！？]{0,12}?的[。！]?\s*$",
                                                 text[self.view.sentence(ss0 - 1)[0]:ss0]) \
                and not text[ss0:s].strip(" \u3000“”"):
            return None  # "电报是三月十八日发的。两个月后，沈慕仪死在了……": counted from a day told of as past, not the
            # clock of the story moved on
        if not self.en:
            ps0 = self.view.paragraph(s)[0]
            back = _ZH_BACKSTORY_THEN.search(text, ps0, s)
            if back and not _ZH_NOW_AGAIN.search(text, back.end(), s) and not self.scope.at(s):
                return None  # "开元初年，两人同在安西军中……后来韦承业受了伤……；过了两年，杜衡也卸甲回乡": the years of a
                # life told before the story, not the clock of the story moved on
        if not self.en and re.search(r"(?:要是|如果|万一|假如|倘若|若是|假使|倘使)", text[m.end():se0]) \
                and re.search(r"[？?][”」]?\s*$", text[ss0:se0]):
            return None  # "可是三天以后，要是邵广元空着手回来呢？": a day feared ahead, not the clock moved on
        if self.en and re.search(r"\b(?:told|tells|telling|recalled|recalls|remembered|remembers|described|describes|"
                                 r"explained|explains|related|relates)\s+(?:(?:him|her|them|us|me|everyone|the\s+\w+)\s+)?"
                                 r"(?:how|that|about)\b[^\n]*\bhad\s+[a-z]+", text[ss0:s], re.I):
            return None  # "Curt told them how Walt had put him on a shovel and then, two years later, on a crew": a life
            # told, not the clock moved on
        if self.en and re.match(r"(?:\d+|[a-z-]+)\s+(?:years|decades)\s+(?:afterwards|afterward|later|on)\b", m.group(), re.I) \
                and re.search(r"\b(?:told|tell|tells|remembered|remember|remembers|recalled|said|says|wrote|swore|"
                              r"would\s+(?:say|tell|remember|swear|write))\b[^.;!?\n]{0,60}$", text[ss0:s], re.I):
            return None  # "What happened next, Harry told his grandchildren fifty years afterwards, was …": when it was
            # told, far ahead of the story, not the clock moved on
        if len(text[ss0:se0].strip(" \t\n\u3000。.!！…")) <= len(m.group()) + 1 and any(
                self.an.in_quote(k.start()) for k in re.compile(re.escape(m.group())).finditer(text, 0, ss0)):
            return None  # "“小子，十年之后，京城再见。” … ¶ 十年之后。¶ 京城。": the words said, turned over in the mind
        if self.en:
            cs, ce = self.view.clause(s)
            if text[cs:s].strip(" \t\n\"“”") and re.search(r"\bhad\s+\w+", text[cs:ce]):
                return None  # "had brought it the day after the funeral", "the old boots had finally died in the spring
                # after thirty-one years": a time before the present, or the span of something else
        if g.get("fixed"):
            lo = hi = sp.fixed[g["fixed"].lower()]
            if not self.en:
                # "第三天" counts only at the head of a clause
                cs, _ = self.view.clause(s)
                head = text[cs:s].strip(" \u3000“”")
                if head and head not in sp.advance_heads:
                    if g["fixed"] not in sp.advance_anywhere:
                        return None
                od = re.match(r"第([二三四五六七八九十]{1,3})(?:天|日)", g["fixed"])
                if od and (n := zh_num(od.group(1))) and re.search(
                        rf"(?:这样|这么|一连|连着|接连)[^。！？]{{0,6}}?(?:了)?{od.group(1)}(?:个)?(?:天|日|晚上|夜|晚)",
                        text[max(self.view.paragraph(s)[0], s - 40):s]):
                    return None  # "就这样看了三个晚上。林骁……到了第三天，他发现": the last day of a span just counted
                if od and (n := zh_num(od.group(1))):
                    # "第二天……第三天夜里……第四天……第五天": days of one count, each a day after the one before
                    last = self.__dict__.get("_ordinal_day")
                    self.__dict__["_ordinal_day"] = n
                    if last is not None and last < n:
                        lo = hi = n - last
                    elif last == n and (n >= 3 or re.match(r"(?:天|日)?(?:的)?(?:夜里|晚上|夜间|傍晚|黄昏|下午|上午|中午|一早|清早|早上|"
                                                           r"后半夜|半夜)", text[m.end():m.end() + 4])):
                        lo = hi = 0  # "第三天……第三天夜里", "第二天……到了第二天夜里": the same day again, later on
        elif g.get("vague"):
            v = sp.vague[g["vague"].lower()]
            if not self.en and not g.get("vafter") and not sp.vague_before.search(text[max(0, s - 6):s]):
                return None
            lo, hi = v
        else:
            num = g.get("num") or g.get("num2")
            unit = (g.get("unit") or g.get("unit2") or "").lower()
            if self.en:
                n = en_number(num)
                if g.get("pre") and g["pre"].lower() == "after" and not re.match(r"\s*,", text[m.end():m.end() + 2]) \
                        and self.view.clause(s)[0] < s - 1:
                    return None  # "after two days" must open its clause
                if g.get("pre") and g["pre"].lower() == "after" and sp.units.get(unit, 0) >= 28 \
                        and re.match(r"(?:\s+and\s+[\w-]+\s+[a-z]+)?\s+(?:of|without)\b", text[m.end():m.end() + 30]):
                    # "After twenty-eight years of the wall and the stones", "after thirteen months and nine days without
                    # a storm": how long a thing has gone on, not a step from the last scene
                    return None
                if g.get("pre") and g["pre"].lower() == "after":
                    ss0, se0 = self.view.sentence(s)
                    if sum(1 for x in sp.rel_time.finditer(text, ss0, se0) if (x.group("pre") or "").lower() == "after") > 1:
                        return None  # "After a month I stopped noticing, and after a year …": spans from one start
                if (g.get("after") or "").lower().startswith("had ") and re.match(r"\s+since\b", text[m.end():m.end() + 8], re.I):
                    return None  # "A month had gone by since the captain's strange Sunday": time measured to now
                if (g.get("after") or "").lower() == "later" and self._pluperfect_run(s, m.end()):
                    return None  # "… he had threaded it on the thong and put it over Aelric's head. ¶ Six weeks later he
                    # had been dead of the sweating fever": a step inside a memory told in the pluperfect
                beside = re.search(r"(?:(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(?:the\s+)?\b\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+"
                                   + _EN_MONTHS + r"|\b" + _EN_MONTHS +
                                   r"\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?\s*,\s*$", text[max(0, s - 40):s])
                if beside:
                    # "By Monday the 24th of February, two weeks later, …", "On the 6th of December, a fortnight later
                    # to the day": the date says when; the interval beside it counts from some earlier event, not
                    # from the last date, so it is neither added on nor checked
                    return None
                if re.search(r"\b(?:whether|wondering|wondered|as\s+if|as\s+though|if)\b[^.;!?]*$",
                             text[self.view.sentence(s)[0]:s], re.I):
                    return None  # "wondering … whether, after seven years, there was a friend in him": no step of time
                if sp.units.get(unit, 0) >= 365 and re.search(r"\bback\s+in\b|\bin\s+(?:1[6-9]|20)\d\d\b|\byears\s+(?:ago|before|earlier)\b",
                                                             text[self.view.paragraph(s)[0]:s], re.I):
                    return None  # "Bernie had trained her herself, back in 2005 … Twenty years on, Chloe could run the
                    # ward": years counted from a past just told, up to now
                if sp.units.get(unit, 0) >= 365 and re.search(r"\b(?:1[6-9]|20)\d\d\b", text[self.view.sentence(s)[0]:s]) \
                        and re.search(r"\bhad\b", text[self.view.sentence(s)[0]:s]):
                    return None  # "… carried up there … on the 12th of March, 1883, … and had put the paper in the
                    # safest place he knew, and then, eleven years on, … forgotten where": years on from a past year
                    # told in the pluperfect, in its own sentence
                if re.search(r"\bstill\s+(?:had|has|have)\s+(?:not|never)\b|\bstill\s+(?:hadn['’]t|hasn['’]t|haven['’]t)\b"
                             r"|\b(?:had|has|have)\s+still\s+not\b", text[m.end():self.view.sentence(s)[1]], re.I):
                    return None  # "A year on, it still had not": the time since a memory, measured to now
                if not g.get("pre") and (g.get("after") or "").lower() in ("on", "after") and not re.match(r"\s*[,.;]", text[m.end():m.end() + 2]) \
                        and not _EN_AFTER_THAT.match(text, m.end()) and not self._opens_chapter(s, m.end()):
                    # "eight days after we buried him" names a time, it does not move the clock (unless it opens the
                    # chapter: "A full tenday after they buried Bram, Corin sat his trial" counts from where the
                    # chapter before left off)
                    return None
            else:
                n = zh_num(num)
                if not g.get("after") and not g.get("pre"):
                    return None
                if not g.get("pre") and s > 0 and text[s - 1] in "和与跟同比像如从自":
                    return None  # "月亮倒和两千年后是一个样子", "从一千八百年后掉下来的": a time compared with or come from
                if re.match(r"又(?:是|到了?)?一?年$", m.group()) and re.match(r"(?:里|中|之中|当中|的|最|头|底|初|内)", text[m.end():m.end() + 1]):
                    return None  # "十月又是一年里汇兑最忙的时候": October, again the year's busiest time, no year gone by
                if re.match(r"又(?:是|到了?)?一?年$", m.group()) and re.match(
                        r"的?(?:春|夏|秋|冬|清明|端午|中秋|重阳|除夕|元宵|年关|新春|腊月|正月|寒食|七夕|梅雨|黄梅)", text[m.end():m.end() + 3]):
                    return None  # "上海又是一年春天": the season come round again, not a year gone by since the last date
                if unit == "月" and n is not None and 1 <= n <= 12 and not g.get("after"):
                    return None  # "按说过了九月，澧水就该……": 九月 is September; nine months is 九个月 (or 九月之后)
                if unit == "月" and n is not None and 1 <= n <= 12 and "个" not in m.group() and (
                        text.find(num + "月", ss0, s) >= 0 or re.search(r"听说|据说|最快|最迟|最早|等到", text[ss0:s])
                        or re.match(r"\s*(?:就要|便要|就会|便会|要|会|才能|才会|就得)", text[m.end():m.end() + 3])):
                    return None  # "听说最快也要到九月，九月以后就要下雪": September again, and what is to come
                pre = g.get("pre") or ""
                if n is not None and sp.units.get(unit, 0) * n >= 300:
                    # "小时候一块儿偷过枣……后来张勉进了府衙，过了两年，周六的爹……": years passing in a life told
                    # after a memory in its own paragraph
                    i0 = self.view.sentence_index(s)
                    ps_ = self.view.paragraph(s)[0]
                    k0 = self.view.sentence_index(ps_)
                    if any(self.scope.past[k] for k in range(k0, i0)) or \
                            re.match(r"\s*(?:后来|再后来)", text[self.view.clause(s)[0] if self.view.clause(s)[0] > ss0 else ss0:s]) \
                            and any(self.scope.past[k] for k in range(max(0, k0 - 2), i0)):
                        return None
                if pre and re.match(r"这?一", pre) and not pre.startswith(("一晃", "这一晃")) and re.search(r"就是|便是|又是", pre):
                    i0 = self.view.sentence_index(s)
                    if any(self.scope.past[k] for k in range(max(0, i0 - 6), i0)):
                        return None  # "他问过师父。罗德全当时……¶这一等就是两年。": the wait from a past told up to now
                if pre.startswith("过") and s > 0 and (text[s - 1] in _ZH_PERSON_END or any(
                        a.end == s and a.kind == "name" for a in self.an.anchors[max(0, bisect_left(self.an.anchor_starts, s) - 2):
                                                                                bisect_left(self.an.anchor_starts, s)])):
                    return None  # "老太太过了百日", "孩子过了三岁": someone's own count of days, not the story's
            if n is None:
                return None
            per = sp.units.get(unit)
            if per is None:
                return None
            lo = hi = n * per
            if not self.en and text[m.end("num"):m.end("num") + 1] in sp.more_than and m.end("num") < len(text):
                hi = int(lo * 1.5) + 1
        before = text[max(0, s - 6):s]
        if sp.plan.search(before) and not (self.en and g.get("fixed")):
            return None
        ss0, se0 = self.view.sentence(s)
        if self._narrator_now(ss0, se0, s, m.end()):
            return None  # "fifty years on, I can still see her": the narrator's present, not the story's
        if not self.en and _ZH_PROSPECT.match(text, m.end(), se0):
            return None  # "半个月后，就是四月三十了": what is coming, not a step of the clock
        if not self.en and re.search(r"(?:想着|想到|盼着|惦着|惦记着|念着|算着|等着)$", text[max(0, s - 4):s]):
            return None  # "想着半个月以后，想了很久": a time thought of, not a step of the clock
        if self.en and re.search(r"\b(?:by\s+now|by\s+then|now)\s*,\s*$", text[max(0, s - 12):s], re.I):
            return None  # "since the morning in the lodge …; and by now, seven weeks on, they hated each other": a count
            # from that morning, not a step from the last date
        if self.en and re.search(r"\bstill\b[^,.;:!?]{1,60}$", text[self.view.clause(s)[0]:s], re.I) \
                and re.match(r"(?i:after)\s", text[s:s + 6]):
            return None  # "the smell of him still in the curtains after three months": how long a thing has lasted
        if self.en and re.search(r"\b(?:taken|made|written|shot|exposed|painted|recorded|photographed|dated|sent|posted|"
                                 r"printed|developed|copied|drawn|signed)\s+(?:(?:some|about|nearly|almost|only|just)\s+)?$",
                                 text[max(0, s - 30):s], re.I):
            return None  # "the next plate in the series, taken a month later": a thing's own time, not the story's
        if self.en and re.match(r"(?i:after)\s+", text[s:s + 8]) and (mc := re.match(
                r"(?i:after)\s+(?P<n>[\w-]+)\s+(?P<u>days?|weeks?|months?|nights?)\s+of\s+[a-z]", text[s:m.end() + 12])):
            span = re.compile(rf"\b{re.escape(mc.group('n'))}\s+{re.escape(mc.group('u').rstrip('s'))}s?\b", re.I)
            if span.search(text, 0, s):
                return None  # "It snowed for four days. … After four days of snow it was a shelf of drift": the span
                # just told, said again
        if not self.en and re.search(r"(?:讲|说|谈|聊|提|讲到|说到|谈到|聊到|提到|说起|讲起|谈起|预言|预计|设想|畅想|展望|憧憬|"
                                     r"计划|打算|承诺|宣布|许诺|保证|描绘|规划)(?:着|了|过)?$", text[max(0, s - 4):s]):
            return None  # "讲五年以后，普通人也可以……": a time spoken of, not a step of the clock
        if not self.en and _ZH_SPAN_HEAD.match(text, ss0) and ss0 < s:
            return None  # "这三天里，……第三天清晨才找到": a day inside a span told in summary
        if self.an.negated(s) and not self.en:
            return None
        if self._in_document(s) or self.en and self.an.letters:
            return None  # "I set it down now, nearly a month later": a letter's or a journal's own reckoning
        if self.en and self._told_in_past(s, m.end()):
            return None  # a present-tense story: "Eleven days later, on the twenty-eighth, they turned for home"
        if self._testimony(s):
            return None  # a statement set into the chapter: the writer's own reckoning
        if not self.en:
            ss0 = self.view.sentence(s)[0]
            # 是 with a deed between it and the span ("阿炳是在松机关关了五天以后放出来的，……第二天夜里就没了"):
            # someone's ordeal told after the fact; "苏晚照是三天后走的" (是 right before the span) moves the clock
            if re.search(r"是[^，。；！？]{2,12}[^，。；！？]{0,16}的[，。；]", text[ss0:s]) or (
                    re.search(r"是[^，。；！？]{2,12}$", text[ss0:s]) and _ZH_FOCUS_END.match(text, m.end())):
                return None
        detail = {"type": "advance", "lo": lo, "hi": hi, "phrase": m.group()}
        if not re.sub(r"^\s*#[^\n]*\n", "", self.text[:s]).strip(" \t\n\"“*_\u3000"):
            detail["opens_chapter"] = True  # "Four days later, on Monday the 27th": counted from the chapter before
        if self.en and s > 0 and self._dateline_head(self.text[:s].strip(" \t\n\"“*_")) and self._opens_chapter(s, m.end()):
            # "Monday, 17th September ¶ Ten days after my half-day, …": counted from the chapter before to the
            # dateline above it (kg.timeline reads it before the dateline)
            detail["before_dateline"] = True
        if self.en and (wm := re.match(r",?\s+on\s+(?:the\s+)?(?P<wd>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b",
                                       self.text[m.end():m.end() + 24])):
            # "Two days later, on Friday the 5th": the weekday the count reaches (kg.timeline sets it against the
            # weekday the narration last stood on)
            detail["wd_to"] = _WEEKDAYS.index(wm.group("wd"))
        return self._mark(s, m.end(), detail)

    # ---------------------------------------------------------------- relations
    def relations(self) -> list[Fact]:
        sp = self.sp
        out = []
        # each pattern runs only on the sentences holding one of the literals it cannot match without
        enabled = self._enabled_by_literals(sp.rel_patterns)
        always = [k for k, lits in enumerate(sp.literals_of(sp.rel_patterns)) if lits is None]
        tag_starts = [x[0] for x in self._tagged]
        for s, e, tg in self._tagged:
            if self.scope.at(s):
                past = True
            else:
                past = False
            found = []
            if len(tg.anchors) >= 2:
                if enabled is None:
                    todo = range(len(sp.rel_patterns))
                else:
                    i0 = bisect_right(tag_starts, s) - 1
                    todo = sorted(enabled.get(i0, set()).union(always))
                for k in todo:
                    kind, rx = sp.rel_patterns[k]
                    for m in rx.finditer(tg.text):
                        f = self._relation(kind, m, tg, past)
                        if f:
                            found.append(f)
            for m in sp.pair_rel.finditer(tg.text):
                f = self._pair_relation(m, tg, past)
                if f:
                    found.append(f)
            for f in found:
                # "赵大勇同沈砚素来不对付", "had been enemies since they were boys": said to have held all along
                fs, fe = f.source.start or s, f.source.end or e
                if _TURNED_THEN.match(self.text, fe, min(e, fe + 40)) and not self.an.in_quote(fs) \
                        and self._both_just_told(f, fs):
                    # "Tom and Finch were enemies from that afternoon", after the scene of that afternoon: the change
                    # and its moment, told together (not "my enemy since that night", a night never told)
                    f.detail["turned"] = True
                    continue
                if (_ZH_STANDING if not self.en else _EN_STANDING).search(self.text, max(s, fs), min(e, fe + 40)) \
                        or (self.en and (_EN_STILL_SO.match(self.text, fe) or _EN_FROM_THE_FIRST.search(self.text, s, fe))):
                    f.detail["standing"] = True
            out.extend(found)
            for c in sp.causes.finditer(self.text, s, e):
                if sp.hypothetical.search(self.text, s, c.start()) or self.an.negated(c.start()):
                    continue  # "要是敢……就跟你割袍断义", "if you betray me": a threat, not a break
                if self.en and re.match(r"(?:hit|struck|punched|slapped)\s", c.group(), re.I) and (re.match(
                        r"\s+(?:\w+\s+)?(?:on\s+the\s+(?:arm|shoulder|back)|playfully|lightly|gently|affectionately|softly|in\s+fun)\b",
                        self.text[c.end():c.end() + 30], re.I) or re.search(r"\b(?:grinn?ing|grinned|laugh(?:ing|ed)?|joking|in\s+fun)\b",
                                                                           self.text[s:e], re.I)):
                    continue  # "Jabe punched him on the arm and called him Mister Ashby", "punched him back, and we were
                    # both grinning": horseplay, not a quarrel
                if self.en and re.match(r"(?:hit|struck|knocked)\s", c.group(), re.I) and not self.an.in_quote(c.start()):
                    ss0 = self.view.sentence(c.start())[0]
                    k0, k1 = bisect_left(self.an.anchor_starts, ss0), bisect_left(self.an.anchor_starts, c.start())
                    ps0 = self.view.paragraph(c.start())[0]
                    prev_s = self.text[self.view.sentence(ss0 - 1)[0] if ss0 > ps0 else ss0:ss0]
                    if not any(b.kind == "name" or self.text[b.start:b.end].lower() in ("he", "she", "they", "i", "we")
                               for b in self.an.anchors[k0:k1]) \
                            and not re.search(r"\b(?:threw|thrown|flung|hurled|pitched|lobbed|swung|aimed)\b", prev_s, re.I):
                        continue  # "Something hit him, a great wet weight of bark, and knocked him down": no one's blow
                        # (not "she threw it at him as hard as she could. It hit him on the cheek")
                people = sorted({w for a in tg.anchors if (w := self.who(a))})
                if not people:
                    subj = self.an.subject_at(c.start())
                    people = [subj] if subj else []
                # who else is around: the sentences either side in the same paragraph
                ps, pe = self.view.paragraph(s)
                lo = self.view.sentence(s - 1)[0] if s > ps else s
                hi = self.view.sentence(e)[1] if e < pe else e
                near = {a.value for a in self.an.anchors if lo <= a.start < hi and a.kind == "name"
                        and self.who(a)} | set(people)
                pw = sp.pair_words.search(self.text, s, e)
                if pw:
                    pair_people = self._pair_people(pw.start(), s)  # "the two men made peace at last"
                    near |= set(pair_people)
                    if not people:
                        people = pair_people
                q = self.view.quote_at(c.start())
                if q is not None and sp.second_person.search(self.text, q[0], q[1]):
                    # "You betrayed me": the one spoken to, and the speaker
                    spk, adr = self.an.speaker(*q), self._addressee(q)
                    if spk and not adr:
                        # (the one spoken to named earlier in the paragraph: "“You will remember this, Haig,” he
                        # said. “You had a friend …”")
                        pp0, pp1 = self.view.paragraph(q[0])
                        others = {w for a in self.an.anchors if pp0 <= a.start < pp1 and a.kind == "name"
                                  and (w := self.who(a)) and w != spk}
                        adr = others.pop() if len(others) == 1 else None
                    pair = [w for w in (spk, adr) if w]
                    near |= set(pair)
                    if not people and len(set(pair)) == 2:
                        # "…you had a friend, and turned him out of doors like a dog," he said: the two of them
                        people = sorted(set(pair))
                near = sorted(near)
                # "许嘉禾跟林知夏这半年来早就闹僵了": a falling-out summed up as long done, no quarrel told
                summary = bool(re.search(r"(?:早就|早已|早都|老早就|这半年来|这些年来|多年来)[^，。！？]{0,3}$|\blong\s+since\s+$",
                                         self.text[max(s, c.start() - 8):c.start()], re.I))
                for p in people:
                    out.append(self.fact(p, "relationCause", c.group(), s, e, key="cause", exact=False,
                                         people=people, near=near, kind=sp.cause_kind.get(c.group().lower(), "break"),
                                         **({"summary": True} if summary else {})))
        return out

    def _relation(self, kind: str, m: re.Match, tg: Tagged, past: bool) -> Fact | None:
        sp = self.sp
        a1, a2 = tg.anchors[int(m.group("a"))], tg.anchors[int(m.group("b"))]
        p1, p2 = self.who(a1), self.who(a2)
        if p1 and p1 == p2 and a2.kind == "pron" and a1.kind == "name":
            # "since Corrow had been his apprentice": the possessive is someone else than the subject
            p2 = self._other_referent(a2, p1)
        elif p1 and p1 == p2 and a1.kind == "pron" and a2.kind == "name" and not a1.in_quote \
                and self.text[a1.start:a1.end].lower() in ("he", "she", "他", "她"):
            # "Tobi holds the door, and Jonas shoulders past him …; he has never been able to stand Tobi Ritz": the he
            # is not the one he cannot stand
            p1 = self._other_referent(a1, p2)
        if not p1 or not p2 or p1 == p2:
            return None
        if self.en and kind == "hate" and self.text[a2.start:a2.end].lower() == "her" and re.match(
                r"\s+(?!(?:and|but|or|nor|so|as|at|in|on|now|still|then|either|too|any|anymore|much|more|because|since|"
                r"when|if|though|although|from|after|before|for|ever|all|at|one|two|three|very|that)\b)[a-z][a-z-]+",
                self.text[a2.end:a2.end + 20]):
            return None  # "he cannot stand her mother either": her mother, not her
        if kind == "unknown" and any(x.kind == "name" for x in self.an.anchors[
                bisect_right(self.an.anchor_starts, a1.start):bisect_left(self.an.anchor_starts, a2.start)]):
            return None  # "Tom Hale was talking to Ann Bright, whom Kit had never met": Ann, not Tom
        mid = m.groupdict().get("mid") or ""
        negated = bool(sp.rel_negation.search(mid))
        if kind == "sym" and sp.hypothetical.search(mid):
            return None
        noun = (m.groupdict().get("noun") or "").lower()
        if not self.en and noun.endswith("冤家") and (re.search(r"(?:欢喜|小|俏|前世的?|命里的?|命中的?)$", tg.text[max(0, m.start("noun") - 3):m.start("noun")])
                                              or tg.text[m.end("noun"):m.end("noun") + 2] == "路窄"):
            return None  # 欢喜冤家, 小冤家: lovers who quarrel; 冤家路窄: a meeting, not what they are
        if self.en and kind in ("role", "appos", "appos2", "roleis"):
            # the possessor must be possessive: "Hale's master", "his father" (not "Forster and Captain Carter")
            own = a2 if kind in ("role", "appos2") else a1
            tail = tg.text[m.end("b" if own is a2 else "a") + 1:][:2]
            if not (tail[:2] in ("'s", "’s") or self.text[own.start:own.end].lower() in ("his", "her", "my", "their")):
                return None
        if kind == "teach" and self._possessor(a2) and self.text[a2.start:a2.end].lower() not in ("his", "her"):
            return None
        if kind == "onlybut":
            negated = False
        rule = _REL_KINDS.get(kind)
        if rule is None:
            return None
        how, swapped = rule
        if how == "sym":
            pred = sp.sym.get(noun)
        elif how == "role":
            pred = sp.roles.get(noun)
        elif how == "role|sym":
            pred = sp.roles.get(noun) or sp.sym.get(noun)
        elif how == "sym|stranger":
            pred = sp.sym.get(noun) or "strangerTo"
        else:
            pred = how  # a fixed relation ("took X as apprentice": masterOf)
        subj, obj = (p2, p1) if swapped else (p1, p2)
        if not pred:
            return None
        if negated:
            # "had never been friends", "从来不是什么兄弟": the bond denied is a negative statement of it
            term = RELATIONS.get(pred)
            if term is None or term.polarity != "positive" or term.family not in ("bond", "romance"):
                return None
            pred = "strangerTo" if term.family == "bond" else "estrangedFrom"
        if self.en and kind == "appos2" and re.search(r"\b(?:said|says|say|told|tells|asked|cried|called|shouted|whispered|"
                                                      r"answered|replied)\b|[*“\"]", self.text[a1.end:a2.start], re.I):
            return None  # "He said *Hold still, my son*": words said to someone, no apposition
        if self.en and kind == "appos2" and a1.in_quote and self.text[a2.start:a2.end].lower() == "my" \
                and pred == "friendOf":
            return None  # "Ezra, my friend! My dear old friend.": a word of address, as warm as the speaker likes
        if self.en and kind in ("role", "appos", "appos2", "roleis") and (sex := _EN_KIN_SEX.get(noun)) \
                and self.index.gender.get(subj) not in (None, sex):
            return None  # "Not to Kitty, my son, nor your mother": a son is no woman (the words go to another)
        s, e = tg.orig(m.start()), tg.orig(m.end())
        if self.en and re.search(r"\b(?:had\s+(?:once\s+)?been|were\s+once|was\s+once|used\s+to\s+be|had\s+(?:once\s+)?become)\b", mid, re.I) \
                and not self._held_till_now(e, s):
            past = True
        if not self.en and self.sp.rel_past_mid.search(mid):
            past = True
        # the whole pattern may cross a clause boundary; evidence is the exact span
        return self.fact(subj, pred, obj, s, e, key=f"rel:{pred}", exact=True,
                         modality="flashback" if past else "asserted", noun=noun, pattern=kind)

    def _held_till_now(self, e: int, s: int | None = None) -> bool:
        """(English) "had been enemies for thirty years", "…from the day Nora came", "From the first day … they had
        been enemies": a past perfect that runs up to the story's now (not "had once been friends", not "…for
        years, until the flood")."""
        ss = self.view.sentence(e)[0]
        if "once" in self.text[ss:e].lower().split():
            return False
        if not _EN_ALL_ALONG.match(self.text, e) and not (s is not None and _EN_FROM_THE_FIRST.search(self.text, ss, s)):
            return False
        return not _EN_ENDED_SINCE.match(self.text, e, self.view.sentence(max(0, e - 1))[1])

    def _other_referent(self, a, exclude: str) -> str | None:
        """The nearest name of the pronoun's gender before it in the paragraph other than `exclude`."""
        ps = self.view.paragraph(a.start)[0]
        i = bisect_right(self.an.anchor_starts, a.start - 1) - 1
        while i >= 0 and self.an.anchors[i].start >= ps:
            b = self.an.anchors[i]
            if b.kind == "name" and not b.in_quote and b.value != exclude and self.an._fits(b.value, a.value):
                return self.who(b)
            if b.kind == "pron" and b.value == a.value and not b.in_quote and (w := self.who(b)) and w != exclude:
                return w  # "她搭脉的样子……是苏小棠手把手教给她的": the one the paragraph's own 她 is
            i -= 1
        return None

    def _addressee(self, q: tuple[int, int]) -> str | None:
        """Whom a quotation speaks to: the speaker of the dialogue paragraph before or after, if another."""
        me = self.an.speaker(*q)
        ps, pe = self.view.paragraph(q[0])
        for para in (self.an._prev_paragraph(ps), self._next_paragraph(pe)):
            if para:
                other = self.an._para_speaker(para, 2)
                if other and other != me:
                    return other
        return None

    def _next_paragraph(self, pe: int) -> tuple[int, int] | None:
        while pe < len(self.text):
            s, e = self.view.paragraph(pe)
            if e <= pe:
                return None
            if self.text[s:e].strip():
                return s, e
            pe = e
        return None

    def _pair_relation(self, m: re.Match, tg: Tagged, past: bool) -> Fact | None:
        """"这两人是积怨多年的死对头" / "the two of them had been at daggers drawn": the last two people named."""
        sp = self.sp
        mid = m.group("mid") if self.en else re.sub(r"面和心不和|貌合神离|不和(?=的)|不睦(?=的)|不对付(?=的)", "", m.group("mid"))
        if sp.rel_negation.search(mid) or sp.hypothetical.search(mid):
            return None  # (not "面和心不和的仇人": discord is no negation of the enmity)
        pred = sp.sym.get(m.group("noun").lower())
        if not pred:
            return None
        if not self.en and len(m.group("mid")) > 12 and not re.match(r"[这那他她]", m.group("pair")):
            return None  # (a bare 两人 binds only its own few words; "这两个人在一个后台混了十来年，向来是冤家对头" more)
        ps = tg.orig(m.start("pair"))
        s, e = tg.orig(m.start()), tg.orig(m.end())
        if self.en and m.group("pair").lower() in ("they", "we") and not (
                _EN_STILL_SO.match(self.text, e) or _EN_FROM_THE_FIRST.search(self.text, self.view.sentence(s)[0], s)):
            return None  # a bare "they" is anyone; "they had been enemies since they were boys" claims all along
        people = self._pair_people(ps, self.view.sentence(ps)[0])
        if len(people) != 2:
            return None
        if self.en and re.search(r"\bhad\s+(?:once\s+)?been\b", m.group("mid"), re.I) and not self._held_till_now(e, s):
            past = True
        return self.fact(people[1], pred, people[0], s, e, key=f"rel:{pred}", exact=True,
                         modality="flashback" if past else "asserted", noun=m.group("noun").lower(), pattern="pair")

    _pair_pronouns = True

    def _hearer(self, q: tuple[int, int], speaker: str | None) -> str | None:
        """Whom words are said to: the other side of the dialogue, else the last other person about, in this paragraph
        before the words or in the one before it ("岳三郎跪下磕了三个头。¶温老夫子把他扶起来：“……”")."""
        hearer = self._addressee(q)
        if hearer or not speaker:
            return hearer
        ps = self.view.paragraph(q[0])[0]
        prev = self.an._prev_paragraph(ps)
        lo = prev[0] if prev else ps
        i = bisect_right(self.an.anchor_starts, q[0] - 1) - 1
        while i >= 0 and self.an.anchors[i].start >= lo:
            b = self.an.anchors[i]
            i -= 1
            if not b.in_quote and (w := self.who(b)) and w != speaker:
                return w
        return None

    def _since_feast_en(self) -> list[Fact]:
        """(English) "Six weeks after Saint Vincent, on Sunday the 14th of February", "a fortnight since Michaelmas": a
        count from a feast of the calendar, held like the Chinese one against the days since its date was reached."""
        feasts = getattr(self.sp, "count_feasts", None)
        if not feasts:
            return []
        rx = _since_feast_rx(tuple(sorted(feasts, key=len, reverse=True)))
        out: list[Fact] = []
        for m in rx.finditer(self.text):
            s = m.start()
            if self.an.in_quote(s) or self.scope.before(s) or self.scope.at(s):
                continue
            n = m.group("n").lower()
            count = int(n) if n.isdigit() else {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                                                 "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
                                                 "twelve": 12}.get(n, 0)
            per = {"day": 1, "week": 7, "fortnight": 14, "month": 30}[m.group("u").lower()]
            if not count:
                continue
            month, day = feasts[m.group("f").lower()]
            out.append(self.fact(TIME_SUBJECT, "sinceFestival", str(count * per), s, m.end(), key="sinceFestival",
                                 exact=True, days=count * per, month=month, day=day, festival=m.group("f")))
        return out

    def since_festival(self) -> list[Fact]:
        """(Chinese) "自打中秋夜里开了那只樟木匣，到今儿已经整整三个月了": a time said since a feast of the calendar,
        which TL01 holds against the days since that feast's date was last reached."""
        if self.en:
            return self._since_feast_en()
        if not self.sp.festivals:
            return []
        out: list[Fact] = []
        rx = self.__dict__.get("_since_fest_rx")
        if rx is None:
            fest = "|".join(map(re.escape, sorted(self.sp.festivals, key=len, reverse=True)))
            rx = self.__dict__["_since_fest_rx"] = re.compile(
                rf"(?:自打|自从|打从|从|自|距离|距|离)(?P<f>{fest})[^。！？]{{0,24}}?(?:起|以来|到今儿|到今天|到今日|到如今|至今|到现在|[，,]"
                # ("离端午那场官司才过去三天": the feast's affair, then how long since, with no comma)
                rf"|(?=(?:才|刚|已经|已|都)(?:过去了?|过了)))"
                rf"[^。！？]{{0,8}}?(?:已经|已|都|才|刚)?(?:整整|足足|满)?(?:过去了?|过了)?(?<!个)(?P<n>{ZH_NUMBER}|半)(?P<more>来|多|余)?(?P<u>个月|月|天|日|年)(?:了|有余)?")
        for m in rx.finditer(self.text):
            s = m.start()
            if self.an.in_quote(s) or self.scope.before(s) or self.scope.at(s):
                continue
            n = 0.5 if m.group("n") == "半" else zh_num(m.group("n"))
            per = {"个月": 30, "月": 30, "天": 1, "日": 1, "年": 360}[m.group("u")]
            if not n:
                continue
            month, day = self.sp.festivals[m.group("f").lower()]
            out.append(self.fact(TIME_SUBJECT, "sinceFestival", str(n * per), s, m.end(), key="sinceFestival",
                                 exact=True, days=n * per, month=month, day=day, festival=m.group("f")))
        return out

    def until_dates(self) -> list[Fact]:
        """(Chinese) "这时候离七月初一交墨还有四十来天": the days said to be left until a day of the calendar, which
        TL01 holds against the date the story stands on."""
        if self.en or "还" not in self.text and "剩" not in self.text:
            return []
        out: list[Fact] = []
        for m in _ZH_UNTIL_DATE.finditer(self.text):
            if self.an.in_quote(m.start()) or self.scope.before(m.start()) or self.scope.at(m.start()):
                continue
            month = {"正": 1, "冬": 11, "腊": 12}.get(m.group("m")) or zh_num(m.group("m"))
            dtxt = m.group("d")
            day = zh_num(dtxt[1:]) if dtxt.startswith("初") else zh_num(dtxt)
            n = zh_num(m.group("n"))
            if not month or not day or not n or not 1 <= month <= 12 or not 1 <= day <= 30:
                continue
            per = 30 if m.group("u") == "个月" else 1
            out.append(self.fact(TIME_SUBJECT, "untilDate", str(n * per), m.start(), m.end(), key="untilDate", exact=True,
                                 month=month, day=day, days=n * per, approx=bool(m.group("more"))))
        return out

    def since_death(self) -> list[Fact]:
        """How long the narration says someone has been dead (or buried): TL01 holds it against the days between."""
        out: list[Fact] = []
        gate = _SINCE_DEATH_GATE_EN if self.en else _SINCE_DEATH_GATE_ZH
        li = literal_index((gate,))
        hits = li.sentences(self.view) if li is not None else None
        may = hits[0] if hits is not None else None
        for s, e, tg in self._tagged:
            if not tg.anchors or (may is not None and self.view.sentence_index(s) not in may) \
                    or not gate.search(self.text, s, e) or self.scope.at(s):
                continue  # (a sentence with no word of death in it holds none of these: skipped unread)
            for rx, burial in self.sp.since_death:
                for m in rx.finditer(tg.text):
                    a = tg.anchors[int(m.group("a"))]
                    ms = tg.orig(m.start())
                    if a.in_quote or self.an.in_quote(ms) or self.scope.before(ms):
                        continue
                    who = self.who(a)
                    if not who:
                        continue
                    if not self.en and re.search(r"(?:跟着|跟|随着|随|和|同|陪着|陪|带着|领着)$", self.text[max(0, a.start - 2):a.start]):
                        continue  # "跟着段鸿山走了二十多年": went along with him for years, not dead that long
                    num, unit = m.group("num"), m.group("unit").lower()
                    if self.en:
                        n = 1 if num.lower() in ("a", "an") else en_number(num)
                        per = self.sp.units.get(unit)
                    else:
                        n = 0.5 if num == "半" else zh_num(num)
                        per = {"天": 1, "日": 1, "个月": 30, "月": 30, "年": 360, "载": 360}.get(unit.replace("多", ""))
                        if n and per and self.text[tg.orig(m.end()):tg.orig(m.end()) + 1] == "半":
                            n += 0.5  # "死了一年半": a year and a half
                    if not n or not per:
                        continue
                    out.append(self.fact(who, "sinceDeath", str(n * per), ms, tg.orig(m.end()), key="sinceDeath",
                                         exact=True, days=n * per, burial=burial))
            if self.en:
                # "Five weeks now since they had buried the old man": someone buried, named by what he was; the one
                # the book buried last (validators.timeline finds whom)
                for m in _EN_SINCE_BURIED_SOMEONE.finditer(self.text, s, e):
                    if self.an.in_quote(m.start()) or self.scope.before(m.start()):
                        continue
                    n = 1 if m.group("num").lower() in ("a", "an") else en_number(m.group("num"))
                    per = self.sp.units.get(m.group("unit").lower())
                    if n and per:
                        out.append(self.fact(TIME_SUBJECT, "sinceDeath", str(n * per), m.start(), m.end(),
                                             key="sinceDeath", exact=True, days=n * per, burial=True, last_buried=True))
        if not self.en and ("埋" in self.text or "葬" in self.text or "入土" in self.text):
            # "老堂埋在那里，到今天，算来已经一个多月了": buried there, and the time since counted up to today (the one
            # named right before, else the one the book buried last)
            for m in _ZH_SINCE_BURIED.finditer(self.text):
                if self.an.in_quote(m.start()) or self.scope.before(m.start()) or self.scope.at(m.start()):
                    continue
                num = m.group("num")
                n = 0.5 if num == "半" else zh_num(num)
                per = {"天": 1, "日": 1, "个月": 30, "月": 30, "年": 360, "载": 360}.get(m.group("unit").replace("多", ""))
                if not n or not per:
                    continue
                k = bisect_left(self.an.anchor_starts, m.start()) - 1
                a = self.an.anchors[k] if k >= 0 else None
                who = self.who(a) if a is not None and a.kind == "name" and a.end == m.start() else None
                if who:
                    out.append(self.fact(who, "sinceDeath", str(n * per), a.start, m.end(), key="sinceDeath",
                                         exact=True, days=n * per, burial=True))
                else:
                    out.append(self.fact(TIME_SUBJECT, "sinceDeath", str(n * per), m.start(), m.end(), key="sinceDeath",
                                         exact=True, days=n * per, burial=True, last_buried=True))
        return out

    def vocatives(self) -> list[Fact]:
        """"师父！", "师、师父，还不睡？": a disciple calling someone master to his face (a word of address that only
        a disciple uses; 师傅 is anyone's polite word for a tradesman, and 先生 anyone's for a gentleman)."""
        if self.en:
            return []
        out: list[Fact] = []
        for qs, qe in zip(self.view.quote_starts, self.view.quote_ends):
            m = _ZH_MASTER_VOCATIVE.match(self.text, qs + 1, qe)
            if not m or self.scope.before(qs):
                continue
            speaker = self.an.speaker(qs, qe)
            hearer = self._hearer((qs, qe), speaker)
            if speaker and hearer and speaker != hearer:
                out.append(self.fact(speaker, "discipleOf", hearer, qs + 1, m.end(), key="rel:discipleOf", exact=True,
                                     noun=m.group("w"), pattern="vocative"))
        return out

    def spoken_roles(self) -> list[Fact]:
        """"从今日起，你便是老夫的学生" said by one to another: the one spoken to holds the role toward the speaker."""
        out: list[Fact] = []
        for m in self.sp.spoken_role.finditer(self.text):
            q = self.view.quote_at(m.start())
            if q is None:
                continue
            pred = self.sp.roles.get(m.group("noun").lower())
            before = self.text[max(q[0], m.start() - 12):m.start()]
            if not pred or self.sp.hypothetical.search(before) or self.sp.rel_negation.search(self.text, m.start(), m.end()) \
                    or self.scope.before(m.start()):
                continue
            speaker = self.an.speaker(*q)
            hearer = self._hearer(q, speaker)
            if speaker and hearer and speaker != hearer:
                out.append(self.fact(hearer, pred, speaker, m.start(), m.end(), key=f"rel:{pred}", exact=True,
                                     noun=m.group("noun").lower(), pattern="spoken"))
        return out

    def group_oath(self) -> list[Fact]:
        """Sworn brotherhood taken by a group the text counts ("三人在土地祠前并排跪下……“今日结为异姓兄弟”",
        "the three of them swore themselves brothers"): every two of the people last named, as many as the count
        says (someone naming himself in the oath, "我陈砚——", counts as named)."""
        rx = _EN_OATH if self.en else _ZH_OATH
        out: list[Fact] = []
        for m in rx.finditer(self.text):
            s, e = self.view.sentence(m.start())
            if self.scope.before(m.start()) or self.sp.hypothetical.search(self.text, s, m.start()) \
                    or self.an.negated(m.start()):
                continue
            lo = s
            for _ in range(6):
                if lo > 0:
                    lo = self.view.sentence(lo - 1)[0]
            count = None
            for c in (_EN_GROUP if self.en else _ZH_GROUP).finditer(self.text, lo, e):
                count = c
            if count is None:
                continue
            n = _GROUP_N.get((count.group("n") or count.groupdict().get("m") or "").lower())
            if not n:
                continue
            people: list[str] = []
            i = bisect_right(self.an.anchor_starts, e - 1) - 1
            while i >= 0 and self.an.anchors[i].start >= lo:
                a = self.an.anchors[i]
                i -= 1
                if a.kind != "name":
                    continue
                if a.in_quote and not (re.search(r"我(?:……|…|——|—|，)?$", self.text[max(0, a.start - 4):a.start]) if not self.en else
                                       re.search(r"\bI,?\s*$", self.text[max(0, a.start - 4):a.start])):
                    continue
                w = self.who(a)
                if w and w not in people:
                    people.append(w)
            if len(people) != n:
                continue  # more names about than the count: who swore is not certain
            for x in range(n):
                for y in range(x + 1, n):
                    out.append(self.fact(people[x], "swornSiblingOf", people[y], m.start(), m.end(),
                                         key="rel:swornSiblingOf", exact=True, noun=m.group().lower(), pattern="group"))
        return out

    def _pair_people(self, ps: int, ss: int) -> list[str]:
        """The two people "the two of them" at ps means: a pair named together just before, else the last two."""
        lo = ss
        for _ in range(2):
            if lo > 0:
                lo = self.view.sentence(lo - 1)[0]
        lo = max(lo, self.view.paragraph(ps)[0] if self.view.paragraph(ps)[0] < ss else lo)
        people: list[str] = []
        # a pair named together ("Hale and Marrick", "沈砚与杜铮") is the likeliest "two of them"
        joiner = re.compile(r"\s*(?:,\s*)?(?:and|&)\s*$", re.I) if self.en else re.compile(r"^(?:与|和|跟|同|、)$")
        # "He and Kit did not go near each other …"; "We had been enemies …, he and I": a name or a pronoun each
        se = self.view.sentence(ps)[1]
        i = bisect_right(self.an.anchor_starts, se - 1) - 1
        while i > 0 and self.an.anchors[i].start >= lo:
            a, b = self.an.anchors[i - 1], self.an.anchors[i]
            if not (a.in_quote or b.in_quote) and (a.kind == b.kind == "name" or self._pair_pronouns) \
                    and a.start >= lo and joiner.search(self.text[a.end:b.start]) \
                    and (wa := self.who(a)) and (wb := self.who(b)) and wa != wb:
                people = [wb, wa]
                break
            i -= 1
        i = bisect_right(self.an.anchor_starts, ps) - 1
        found: list[str] = []
        while not people and i >= 0 and self.an.anchors[i].start >= lo and len(found) < 2:
            a = self.an.anchors[i]
            # (a pronoun heading its clause counts too: "他慢慢走到柜台边，和柜台后头的钱德茂打了个照面。¶ 这两个人积怨已深")
            if not a.in_quote and (a.kind == "name" or a.kind == "pron" and self._pair_pronouns
                                   and self.text[a.start:a.end] in ("他", "她", "He", "She", "he", "she")
                                   and self.an._at_clause_head(a)):
                w = self.who(a)
                if w and w not in found:
                    found.append(w)
            i -= 1
        people = people or found
        return people if len(people) == 2 else []

    # ---------------------------------------------------------------- deaths
    def deaths(self) -> list[Fact]:
        sp = self.sp
        out = []
        gated = self._gated(sp.gate_death)
        for i, (s, e, tg) in enumerate(self._tagged):
            if not tg.anchors or (gated is not None and i not in gated):
                continue
            for rx, role in ((sp.death, "subject"), (sp.kill, "object"), (sp.passive, "subject"),
                             (sp.death_remains, "subject"), (sp.death_tally, "subject"), (sp.death_possessed, "owner"),
                             (sp.death_described, "subject")):
                if rx is None:
                    continue
                for m in rx.finditer(tg.text):
                    a = tg.anchors[int(m.group("a") if role in ("subject", "owner") else m.group("b"))]
                    if role != "owner" and self._possessor(a) and (role == "object" or self.en):
                        continue  # "buried her father", "his left ear was gone": a possessor is not the one who died
                    who = self.who(a)
                    if not who:
                        continue
                    if a.kind == "pron" and not self._named_nearby(who, a.start, subject=True) and \
                            self._chain_head(a) != who and not (role == "owner" and self._paragraph_agrees(a, who)) \
                            and not self._pronouns_agree(a, who) and self.an.found_one(self._sentence_head_pron(a)) != who:
                        # a death is only trusted when the pronoun's person was just named as a subject, or heads
                        # a run of "He …" sentences back to a sentence led by the name ("Taff getting slower. … He
                        # stopped singing. On the morning of the seventeenth, he did not wake.")
                        continue
                    vs, ve = tg.orig(m.start("verb")), tg.orig(m.end("verb"))
                    if self.en and self.text[vs:vs + 1].isupper():
                        continue  # "the Drowned Charter", "the Slain King": a capital makes it part of a name
                    if self.en and a.kind == "pron" and self._kin_between(a, who):
                        continue  # "my mother's mourning jet … I have worn it every day since she died": the mother
                    spoken = self.an.in_quote(vs)
                    if spoken and not self._death_news(a, m, role, vs, ve):
                        continue  # someone's words: only plain news of a death named in them counts
                    if self.scope.before(vs):
                        continue  # a memory or dream opened before the death in this sentence (or around it)
                    mid = m.group("mid") or ""
                    if sp.death_openers is not None:
                        mid = sp.death_openers.sub("", mid)  # 没过多久 is time, not a negation
                    if not self.en:
                        # 叫/让 a truck ran him down is what befell him, not an order or a report
                        mid = _ZH_PASSIVE_HARM.sub("被", mid)
                    if sp.not_death.search(mid) or sp.hypothetical.search(mid):
                        continue
                    if not self.en and m.group("verb").startswith("没") and re.search(
                            r"得[^，。！？]{0,6}$|(?:眼睛|眼|声音|声|力气|影子|脾气|主意|办法|胃口|笑容|笑|动静|兴致|精神|心思|钱|银子|活路|"
                            r"指望|念想|话|气|魂|词|血色|人影|笑意|喜色|怒气|火气|醉意|睡意|困意)(?:都|也|全|早|就|便|又|一下子|一下|顿时|登时|立刻|立时|马上|忽然|突然|霎时间?|一时|渐渐|慢慢)*$", mid):
                        continue  # "孙德昌笑得眼睛都没了": his eyes vanished in a smile; "他的钱都没了": what he has is gone
                    if self.en and role == "subject" and re.search(r"[\w'’\ue001]\s*,?\s+who\s+(?:had\s+|has\s+)?$", mid):
                        continue  # "paired with Corvin, and the ledger had been kept by old Hennet, who had died": the
                        # one the who-clause follows, not the name before
                    ts = tg.orig(m.start()) if role == "subject" or m.group("a") else vs
                    cb = self.clause_before(ts, 8 if not self.en else 30)
                    if self.en:
                        cb = _EN_BEFORE_A_TIME.sub(" ", cb)
                    if sp.not_death.search(cb):
                        continue
                    if self.en and _EN_WOULD_THE_DAY.search(self.clause_before(vs, 60)):
                        continue  # "would take it off on the day they buried him": a day still to come, told ahead
                    lo_r = max(s, ts - (6 if not self.en else 20))
                    ls = self.text.rfind("\n", 0, ts) + 1
                    if not spoken and _MESSAGE_HEAD.match(self.text, ls) and _MESSAGE_HEAD.match(self.text, ls).end() <= ts:
                        spoken = True  # "许安琪(Amy)：晚舟，陈董今天凌晨三点多在医院走了。": a message, news in someone's words
                    if spoken:
                        lo_r = ts  # news told in words: the words themselves are the report
                    if sp.death_report.search(mid) or any(
                            not (self.en and r.group().lower() == "that" and _EN_THAT_TIME.match(self.text, r.end()))
                            and not (not self.en and r.group() in _ZH_CAUSATIVE_REPORT
                                     and re.search(r"[，,；;]", self.text[r.end():ts]))
                            # ("七点多钟，消息传进来了：马德彪死了。": the news itself, told by the narration)
                            and not (not self.en and r.group() in ("：", ":") and not self.an.in_quote(r.start())
                                     and re.search(r"(?:消息|噩耗|死讯|凶信|凶讯)[^，。：:“”]{0,6}$", self.text[max(0, r.start() - 10):r.start()]))
                            for r in sp.death_report.finditer(self.text, lo_r, ts)):
                        continue  # "heard that he died" (not "That winter he died": a time; nor 魔教来袭，X身亡: a
                        # one-character 教/令/见 of another clause)
                    if not self.en and re.match(r"\s*(?:的|之)", mid):
                        continue  # 孟九皋的弟子死了: someone else died
                    if not self.en and ZH_KIN.match(mid) and role in ("subject", "owner"):
                        continue  # "他爹死在陇山道上", "小满娘死得早": his father died, not he
                    if not self.en and (self.text[ve:ve + 1] == "的" and "是" not in mid or "，" in mid and _ZH_SOMEONE.search(mid)):
                        continue  # 死了的是谁 (the dead one, not 老周是殉国的); 看着那人，死了: whose death, it does not say
                    if not self.en and re.match(r"[一二三四五六七八九十两几多数百\d]+(?:年|个月|天|日|载)(?:了)?的", self.text[ve:ve + 8]):
                        continue  # "那是他死了十年的爹": the one dead ten years is whoever follows, not him
                    if sp.death_hyperbole and sp.death_hyperbole.search(self.text, max(0, vs - 1), vs + 2):
                        continue
                    if not self.en and role == "subject" and rx is sp.death and "被" not in mid and \
                            self.text[vs - 1:vs] in sp.agent_before:
                        continue  # 行者打死在地: the name is the killer
                    if sp.death_idiom_not.search(self.text, max(0, vs - 2), ve + (24 if self.en else 4)):
                        continue
                    if sp.death_bare is not None and sp.death_bare.fullmatch(self.text, vs, ve) and not self._bare_death_told(vs, ve, who):
                        continue  # "Alfie had stopped breathing some time ago": breath held while the prizes are read
                    lead = self.text[max(0, tg.orig(m.start()) - 25):tg.orig(m.start())]
                    if self.en and (re.search(r"\b(?:if|unless|or|lest|whether)\b", lead, re.I)
                                    or re.search(r"\b(?:before|when)\s+$", lead, re.I)):
                        continue  # "if he died", "before he died" (not "A little before matins, he died")
                    if self.en and role == "subject" and re.match(r"\s+(?:him|her|them|me|us|it)\b",
                                                                  self.text[ve:ve + 12], re.I):
                        continue  # "he did not wake him", "she drowned it": the verb has an object, nobody died
                    if self.en and role == "subject" and self._other_of_surname(ts, who):
                        continue  # "a boy from Portnacraig called Donald Bell who had died in his arms": not the Mrs Bell
                        # the book calls Bell
                    verb = self.text[vs:ve]  # the words as written (a pronoun inside is a tag in the tagged text)
                    extra = {"spoken": True} if spoken else {}
                    out.append(self.fact(who, "died", verb, tg.orig(m.start()), ve, key="death", exact=True, verb=verb,
                                         **extra))
            for m in sp.revival.finditer(self.text, s, e):
                if sp.revival_past is not None and sp.revival_past.search(self.text, s, m.start()):
                    continue  # "只是那时候，周姑姑还活着": alive then, before the death
                if self.en and re.match(r"\s+(?:for\s+(?:a|an|another|some|the\s+first)\s+(?:minute|moment|few|while|second|hour|little|short)"
                                        r"|when\s+(?:we|they|he|she|I|you|the\s+\w+|[A-Z]\w+)\s+(?:got|found|reached|came|arrived|pulled|"
                                        r"dragged|carried|brought)|until|till|to\s+the\s+(?:last|end))\b", self.text[m.end():m.end() + 40]):
                    continue  # "Walt was alive for a minute or two. And Walt said something to him": the last of his life
                if self.scope.before(m.start()):
                    continue  # alive in a dream or a memory
                if self.en and re.search(r"\b[a-z]+\s+(?:that|which)\s+(?:had\s+|has\s+|have\s+)?$", self.text[max(s, m.start() - 40):m.start()]):
                    continue  # "under the one big kurrajong that had survived": a thing outlived the fire, no one came back
                people = {w for a in tg.anchors if (w := self.who(a))}
                subj = self.an.subject_at(m.start())
                if subj:
                    people.add(subj)
                if not self.en:
                    # "老贺用命烧出来的窑，我聂守成还没死": the one named (or the I) right before it is the one alive,
                    # not everyone of the sentence
                    lead = re.sub(r"(?:还|并|仍|都|也|却|可|又|根本|压根|到底|明明|分明|其实|倒)+$", "",
                                  self.text[max(s, m.start() - 12):m.start()])
                    end = m.start() - (len(self.text[max(s, m.start() - 12):m.start()]) - len(lead))
                    named = [a for a in tg.anchors if a.end == end]
                    if named:
                        people = {w for a in named if (w := self.who(a))}
                    elif re.search(r"(?:我|俺|咱|你|您)$", lead):
                        people = set()
                for p in sorted(people):
                    out.append(self.fact(p, "revived", m.group(), s, e, key="revival"))
        out.extend(self._corpse_named())
        out.extend(self._age_at_death())
        out.extend(self._verdicts())
        out.extend(self._zh_felt_verdicts())
        if not self.en:
            out.extend(self._zh_gone_then_mourned(out))
        return out

    def _other_of_surname(self, p: int, who: str) -> bool:
        """(English) The name at p is a surname the book knows alone (a text entity of one word), right after a first
        name it does not know with it: someone else of that surname."""
        e = self.index.entities.get(who)
        if e is None or e.origin != "text" or " " in who or self.text[p:p + len(who)] != who:
            return False
        prev = re.search(r"(?<![\w'’-])([A-Z][a-z]+)\s+$", self.text[max(0, p - 20):p])
        if not prev or prev.group(1) in self.index.surface:
            return False
        pats = self.an.pats
        if prev.group(1) in pats.title_words or prev.group(1) in pats.cap_stop:
            return False
        return not re.search(r"[.!?\n\"“”‘’(—]\s*$", self.text[max(0, p - len(prev.group()) - 3):p - len(prev.group())])

    def _bare_death_told(self, p: int, e: int, who: str) -> bool:
        """A breath stopping (bare_verbs) is a death when a sickbed, a body, a wound or a mourning is told in its
        paragraph, the one before or the two after, or when the chapter does not name the one again (a breath held
        in suspense is let go in the same scene)."""
        if not any(b.kind == "name" and b.value == who for b in self.an.anchors[bisect_left(self.an.anchor_starts, e):]):
            return True
        ps, pe = self.view.paragraph(p)
        lo = self.view.paragraph(ps - 1)[0] if ps > 0 else 0
        hi = _paragraphs_on(self.view, self.text, pe, 2)
        return bool(self.sp.death_bare_ctx.search(self.text, lo, hi))

    def _zh_gone_then_mourned(self, found: list[Fact]) -> list[Fact]:
        """(Chinese) "清晨六点十分，外婆走了。" and then the funeral ("外婆去世的第三天，出殡"): 走了 ending its sentence
        is a death when the next paragraphs mourn (走了 alone is as often someone leaving the room)."""
        out = []
        have = {f.subject for f in found}
        for m in _ZH_WENT.finditer(self.text):
            k = bisect_right(self.an.anchor_starts, m.start()) - 1
            if k < 0:
                continue
            a = self.an.anchors[k]
            if a.kind != "name" or a.end != m.start() or a.in_quote or self.an.in_quote(m.start()) or self.scope.at(m.start()):
                continue  # (a name, not "他走了。": he left the room as often as not)
            who = self.who(a)
            if not who or who in have:
                continue
            ps = self.view.paragraph(m.start())[0]
            hi = _paragraphs_on(self.view, self.text, self.view.paragraph(m.start())[1], 2)
            if _ZH_MOURNING.search(self.text, ps, hi):
                out.append(self.fact(who, "died", "走了", a.start, m.end(), key="death", exact=True, verb="走了"))
                have.add(who)
        return out

    def _verdicts(self) -> list[Fact]:
        """A death pronounced in a short line of speech ("“生命体征归零。”她低声说", "\"He's dead,\" said the
        medic") over the one person, not the speaker, the narration named in the two sentences before it."""
        sp, text, view = self.sp, self.text, self.view
        out = []
        if sp.death_verdict is None:
            return out
        for q0, q1 in zip(view.quote_starts, view.quote_ends):
            body = text[q0 + 1:q1 - 1]
            m = sp.death_verdict.match(body)
            if not m and not self.en and (voc := _ZH_VERDICT_CALL.match(body)):
                m = sp.death_verdict.match(body, voc.end())  # "师父……圆寂了。": the dead one called, then the word
            if not m and self.en:
                inner = self._verdict_inside(q0, q1)
                if inner is not None:
                    out.append(inner)
                continue
            if not m or len(body.strip()) > (24 if not self.en else 60) or self.scope.at(q0):
                continue
            if re.search(r"(?:一句|一声|两个字|三个字|几个字|那句|这句|句)\s*[：:]?\s*$|\b(?:the\s+words?|only|just)\s*:?\s*$",
                         text[max(0, q0 - 8):q0]):
                continue  # "当众却只说了一句“没气了”": words mentioned, told after the fact, not said over a body now
            speaker = self.an.speaker(q0, q1)
            ss = view.sentence(q0)[0]
            lo = ss
            for _ in range(2):
                # (two sentences back, not counting the blank between paragraphs)
                while lo > 0 and not text[view.sentence(lo - 1)[0]:lo].strip():
                    lo = view.sentence(lo - 1)[0]
                lo = view.sentence(lo - 1)[0] if lo > 0 else lo
            lo = max(lo, view.paragraph(q0)[0] - 400)
            pron = re.match(r"\s*(he|she)\b", body, re.I) if self.en else re.match(r"\s*(他|她)", body)
            gender = None if not pron else ("m" if pron.group(1).lower() in ("he", "他") else "f")
            if gender is not None:
                # "“Sarge, it's Mick Royle.” … “What about him?” ¶ “He's dead.”": the one the talk is about, named
                # in the lines before (in words or narration), of the pronoun's gender
                p, count = view.paragraph(q0)[0], 0
                while p > 0 and count < 3:
                    p = view.paragraph(p - 1)[0]
                    if text[p:view.paragraph(p)[1]].strip():
                        count += 1
                lo = min(lo, p)
            for brk in _SCENE_BREAK.finditer(text, lo, q0):
                lo = brk.end()  # (not across a scene break: "Mr Dunk … watched the house. ¶ --- ¶ “He's gone,” he said")
            named = set()
            k = bisect_left(self.an.anchor_starts, lo)
            while k < len(self.an.anchors) and self.an.anchors[k].start < q0:
                b = self.an.anchors[k]
                k += 1
                if b.kind != "name" or not (w := self.who(b)) or w == speaker:
                    continue
                if gender is not None:
                    if self.an._fits(w, gender) and not self._vocative_at(b):
                        named.add(w)
                elif not b.in_quote and _BODY_LOOKED_AT.search(text, *view.sentence(b.start)):
                    named.add(w)  # someone whose body the sentence looks at (a pulse, a chest, lying there)
            k = bisect_left(self.an.anchor_starts, lo)
            while gender is None and not self.en and k < len(self.an.anchors) and self.an.anchors[k].start < q0:
                b = self.an.anchors[k]
                k += 1
                if b.kind == "pron" and not b.in_quote and re.match(r"的?(?:胸口|脉|鼻息|鼻子|手腕|颈|脖子|心口)", text[b.end:b.end + 4]) \
                        and (w := self.who(b)) and w != speaker:
                    named.add(w)  # "又摸了摸他的手腕": the one whose wrist is felt
            k = bisect_left(self.an.anchor_starts, q0)
            while k < len(self.an.anchors) and self.an.anchors[k].start < q1:
                if self.an.anchors[k].kind == "name":
                    named.discard(self.who(self.an.anchors[k]))  # "He's gone, Tom": the one spoken to is alive
                k += 1
            if gender is not None and re.search(r"dead|死", m.group(), re.I):
                # "赵德胜站在罗老七的尸首旁边……小满跑过去 …… ¶ “他死了。”": the one whose body the lines before stand by
                # is the one it is said of
                lo_b = self._paragraphs_back(view.paragraph(q0)[0], 6)
                for brk in _SCENE_BREAK.finditer(text, lo_b, q0):
                    lo_b = brk.end()
                bodies = set()
                k = bisect_left(self.an.anchor_starts, lo_b)
                while k < len(self.an.anchors) and self.an.anchors[k].start < q0:
                    b = self.an.anchors[k]
                    k += 1
                    if b.kind == "name" and not b.in_quote and (w := self.who(b)) and w != speaker and self.an._fits(w, gender) \
                            and re.match(r"的(?:尸首|尸体|遗体|尸身)|['’]s\s+(?:dead\s+)?(?:body|corpse)\b", text[b.end:b.end + 12]):
                        bodies.add(w)
                if len(bodies) == 1:
                    named = bodies
            if len(named) > 1 and gender is not None and re.search(r"dead|死", m.group(), re.I):
                # "It's Dad." … "Pete did CPR till the ambulance came" … "Owen stopped." ¶ "He's dead": of the men
                # named, the ones doing things in the lines before are alive; one left is the one it is about
                # (not for "he's gone", which is as often "he has left")
                k = bisect_left(self.an.anchor_starts, lo)
                doing = set()
                while k < len(self.an.anchors) and self.an.anchors[k].start < q0:
                    b = self.an.anchors[k]
                    k += 1
                    if b.kind == "name" and self._acting(b):
                        doing.add(self.who(b))
                if len(named - doing) == 1:
                    named -= doing
            if len(named) > 1 and speaker is None and ss > 0 and not self.en:
                # "明空……伸到师父的鼻子底下探了探，……跪下去 ¶ “师父……圆寂了。”": the one heading the sentence before,
                # who felt for the breath, says it; the other is the one it is said of
                pss = view.sentence(ss - 1)[0]
                while pss > 0 and not text[pss:ss].strip():
                    pss = view.sentence(pss - 1)[0]  # (past the blank between paragraphs)
                k = bisect_left(self.an.anchor_starts, pss)
                if k < len(self.an.anchors) and self.an.anchors[k].kind == "name" and not self.an.anchors[k].in_quote \
                        and self.an.anchors[k].start < ss and self.an._at_clause_head(self.an.anchors[k]) \
                        and len(named - {self.who(self.an.anchors[k])}) == 1:
                    named -= {self.who(self.an.anchors[k])}
            if len(named) != 1:
                continue
            who = named.pop()
            out.append(self.fact(who, "died", m.group().strip(" ,，.。!！…—-"), q0 + 1, q0 + 1 + m.end(), key="death",
                                 exact=True, verb=m.group().strip(), spoken=True))
        return out

    def _kin_between(self, a, who: str) -> bool:
        """(English) A relative of a's gender named, and not as `who`, in the sentence before a or in a's own
        ("my mother's mourning jet … since she died"): the pronoun may well be that relative."""
        kin = {"f": r"mother|mum|mama|sister|wife|daughter|aunt|grandmother|gran|granny|niece|widow",
               "m": r"father|dad|papa|brother|husband|son|uncle|grandfather|nephew"}.get(a.value)
        if not kin:
            return False
        ss = self.view.sentence(a.start)[0]
        lo = self.view.sentence(ss - 1)[0] if ss > 0 else ss
        for k in re.finditer(rf"\b(?:my|his|her|their|your|our)\s+(?:[\w-]+\s+)?(?:{kin})(?:['’]s)?\b", self.text[lo:a.start], re.I):
            j = bisect_right(self.an.anchor_starts, lo + k.end() - 1) - 1
            b = self.an.anchors[j] if j >= 0 else None
            if not (b is not None and b.kind == "name" and b.end >= lo + k.end() - 2 and b.value == who):
                return True
        return False

    def _zh_felt_verdicts(self) -> list[Fact]:
        """"……又伸手探了探苏曼丽的鼻息。没有气了。": the narration feels someone's breath or pulse and, in a short
        sentence of its own, finds none."""
        sp, text, view = self.sp, self.text, self.view
        out: list[Fact] = []
        if self.en or sp.death_verdict is None:
            return out
        for m in _ZH_FELT.finditer(text):
            ss, se = view.sentence(m.end())
            if ss < m.end():
                continue
            v = sp.death_verdict.match(text, ss)
            if not v or len(text[ss:se].strip(" \t\n\u3000。！…")) > 8 or self.an.in_quote(ss) or self.scope.at(ss):
                continue
            k = bisect_left(self.an.anchor_starts, m.start("who"))
            if k < len(self.an.anchors) and self.an.anchors[k].start == m.start("who") and self.an.anchors[k].kind == "name":
                who = self.who(self.an.anchors[k])
                if who:
                    out.append(self.fact(who, "died", v.group().strip(" ，,。.!！…—-"), ss, v.end(), key="death",
                                         exact=True, verb=v.group().strip()))
        for m in _ZH_GONE_AT.finditer(text):
            # "医生出来，说了句“节哀”。秦守义走了，七十二岁": gone, and how old: a death
            if self.an.in_quote(m.start()) or self.scope.at(m.start()):
                continue
            k = bisect_right(self.an.anchor_starts, m.start() - 1) - 1
            if k >= 0 and self.an.anchors[k].kind == "name" and self.an.anchors[k].end == m.start() \
                    and (who := self.who(self.an.anchors[k])):
                out.append(self.fact(who, "died", m.group("v") or m.group("v2"), self.an.anchors[k].start, m.end(),
                                     key="death", exact=True, verb=m.group()))
        for m in _ZH_EYES_CLOSED.finditer(text):
            if self.an.in_quote(m.start()) or self.scope.at(m.start()):
                continue
            k = bisect_left(self.an.anchor_starts, m.start("who"))
            if k < len(self.an.anchors) and self.an.anchors[k].start == m.start("who") and self.an.anchors[k].kind == "name" \
                    and self.an.anchors[k].end == m.end("who") and (who := self.who(self.an.anchors[k])):
                out.append(self.fact(who, "died", "合上眼", m.start(), m.end(), key="death", exact=True, verb=m.group()))
        return out

    def _verdict_inside(self, q0: int, q1: int):
        """"Father's sleeping. It's Corin Ashby. He's dead.": a short death verdict within someone's words, over the one
        person of its gender the same words named just before (not the speaker, not one called by name)."""
        sp, text, view = self.sp, self.text, self.view
        if self.scope.at(q0):
            return None
        p = q0 + 1
        while p < q1 - 1:
            ss, se = view.sentence(p)
            if ss <= q0:
                ss = q0 + 1
            m = sp.death_verdict.match(text, ss)
            if m and ss > q0 + 1 and len(text[ss:min(se, q1)].strip()) <= 40 and m.end() <= q1:
                pron = re.match(r"\s*(he|she)\b", text[ss:ss + 6], re.I)
                if pron is None:
                    return None
                gender = "m" if pron.group(1).lower() == "he" else "f"
                speaker = self.an.speaker(q0, q1)
                named = {self.who(b) for b in self.an.anchors[bisect_left(self.an.anchor_starts, q0):bisect_left(self.an.anchor_starts, ss)]
                         if b.kind == "name" and self.who(b) and self.who(b) != speaker and self.an._fits(self.who(b), gender)
                         and not self._vocative_at(b)}
                if len(named) != 1:
                    return None
                if any(b.kind == "name" and self.who(b) not in named and self.an._fits(self.who(b) or "", gender)
                       and not self._vocative_at(b)
                       for b in self.an.anchors[bisect_left(self.an.anchor_starts, m.end()):bisect_left(self.an.anchor_starts, q1)]) \
                        or re.search(r"(?<![\w'’])(?-i:[A-Z][a-z'’]+)(?:\s+(?-i:[A-Z][a-z'’]+))?\s+(?:is|was|be)\s+dead\b", text[m.end():q1]):
                    return None  # "… McRae got down to him, but he was gone …. He's dead, boys. Walt Haskins is dead.": the
                    # words go on to name the dead one
                return self.fact(named.pop(), "died", m.group().strip(" ,.!…—-"), ss, m.end(), key="death", exact=True,
                                 verb=m.group().strip(), spoken=True)
            if se <= p:
                break
            p = se
        return None

    def _after_lead(self, a) -> bool:
        """(English) a heads its sentence after a short adverbial lead and a comma ("Then, without the least warning,
        he slammed …")."""
        if not self.en:
            return False
        ss = self.view.sentence(a.start)[0]
        head = self.text[ss:a.start].strip(" \t\n“”\"'‘’(")
        return bool(re.fullmatch(r"[\w'’ -]{1,24}(?:,\s*[\w'’ -]{1,40})?,", head))

    def _goes_on(self, tg, k: int) -> bool:
        """Whether pronoun tag k of a tagged sentence goes on with the name that heads the sentence, with no one else
        named between ("Lieutenant Tyrell was propped on his pillows …, and he looked up")."""
        a = tg.anchors[k]
        if a.kind != "pron" or a.value not in ("m", "f") or not tg.anchors or tg.anchors[0].kind != "name":
            return False
        head = tg.anchors[0]
        lead = self.text[tg.start:head.start].strip(" \t\n“”\"'‘’(")
        if lead and lead.lower() not in ("and", "but", "then", "so", "and then"):
            return False
        if not self.an._fits(head.value, a.value):
            # "And her ladyship gave her hand to Mr. Hale, and he bowed over it": the one man named, acted upon
            fit = {b.value for b in tg.anchors[1:k] if b.kind == "name" and self.an._fits(b.value, a.value)}
            return len(fit) == 1 and self.who(a) == next(iter(fit)) and \
                not any(b.kind == "name" and b.value not in fit and b.value != head.value for b in tg.anchors[1:k])
        if any(b.kind == "name" and b.value != head.value for b in tg.anchors[1:k]):
            return False
        return self.who(a) == head.value

    def _acting(self, b) -> bool:
        """Whether the name anchor b is the subject of an act in its sentence ("Pete did CPR", "Owen stopped")."""
        sp = self.sp
        i = bisect_right([s for s, _, _ in self._tagged], b.start) - 1
        if i < 0:
            return False
        tg = self._tagged[i][2]
        for rx in (sp.acts, sp.acts_aspect):
            if rx is None:
                continue
            for m in rx.finditer(tg.text):
                if tg.anchors[int(m.group("a"))] is b:
                    return True
        return False

    def _vocative_at(self, b) -> bool:
        """A name called out to someone in words ("Sarge, it's Mick Royle" names Mick; "Tom, he's gone" calls Tom)."""
        if not b.in_quote:
            return False
        q = self.view.quote_at(b.start)
        if q is None:
            return False
        before = self.text[q[0] + 1:b.start].strip()
        after = self.text[b.end:b.end + 2]
        return (not before and after[:1] in (",", "，", "!", "！")) or (before.endswith((",", "，")) and after[:1] in (".", "。", "!", "！", "?", "？", "\"", "”"))

    def _paragraph_agrees(self, a, who: str) -> bool:
        """Every pronoun of a's gender in its paragraph up to it is read as the same person, and no other
        person of that gender is named there ("He stood … His lips moved. … his knees buckled, and he fell, and
        … his soul scattered")."""
        ps = self.view.paragraph(a.start)[0]
        k = bisect_left(self.an.anchor_starts, ps)
        seen = 0
        while k < len(self.an.anchors) and self.an.anchors[k].start < a.start:
            b = self.an.anchors[k]
            k += 1
            if b.in_quote:
                continue
            if b.kind == "name" and (w := self.who(b)) != who and self.an._fits(w, a.value):
                return False
            if b.kind == "pron" and b.value == a.value:
                if self.who(b) != who:
                    return False
                seen += 1
        return seen >= 2

    def _death_news(self, a, m, role: str, vs: int, ve: int) -> bool:
        """A death in someone's words that is news, not talk: "高公公殁了！", "Mr. Pell is dead, Tom." The name
        is in the same words, right before the verb, and the sentence is no question."""
        if role != "subject" or a.kind != "name" or not a.in_quote:
            return False
        q = self.view.quote_at(vs)
        if q is None or not (q[0] <= a.start < q[1]):
            return False
        ps = self.view.paragraph(q[0])[0]
        prev = self.an._prev_paragraph(ps)
        pp = prev[0] if prev else ps
        if _DOCUMENT_WORDS.search(self.text, max(pp, q[0] - 80), q[0]):
            return True  # "府里的公文……：“……清河县知县周敬之……病故于府城寓所”": a notice read out, not talk
        mid = (m.group("mid") or "").strip()
        if len(mid) > (2 if not self.en else 6) and not (
                len(mid) <= 60 and _NEWS_CHAIN.search(mid) and not re.search(r"[?？]", mid)) \
                and not (not self.en and _ZH_WHEN_WHERE.fullmatch(mid.strip("…—⋯ "))):
            return False  # a long way from the name to the verb, unless it tells what befell ("被车撞了……送到医院")
        if self.en and re.search(r"\b(?:said|say|says|told\s+(?:me|him|her|us|them)|heard|reckoned|swore|claimed|thought|"
                                 r"believed|wrote)\s+(?:that\s+)?$", self.text[max(q[0], a.start - 30):a.start], re.I):
            return False  # "they said Bram Hollis was dead, it was in the ledger": what others said, told on
        if self.an.speaker(*q) == self.who(a):
            return False  # the dead man cannot say it himself: "I was Bram Hollis, … and they said Bram Hollis was dead"
        se = self.view.sentence(vs)[1]
        tail = self.text[ve:min(se, q[1])]
        if not re.match(r"\s*(?:[,.!;:—…，。！；：”\"’']|$|了|啦|呀|啊|的[，。！；”])", self.text[ve:ve + 3]) and not (
                self.en and re.match(r"(?:died|passed\s+away|passed\s+on|perished)\s+(?:on|in|at|last|this|yesterday|early|"
                                     r"late|of|from|after|during|peacefully|suddenly|quietly|overnight|today)\b",
                                     self.text[vs:ve + 14], re.I)):
            return False  # "Crane killed my brother": the verb has an object, the name is the killer ("died on Sunday" has none)
        return not re.search(r"[?？吗呢么]", tail) and not re.search(r"[?？]", self.text[a.start:vs])

    def _object(self, a) -> str | None:
        """An object pronoun ("ordained her a Binder"): not the subject of its own sentence."""
        if a.kind == "name":
            return self.who(a)
        ss = self.view.sentence(a.start)[0]
        subject = None
        j = bisect_right(self.an.anchor_starts, ss - 1)
        if j < len(self.an.anchors) and self.an.anchors[j].start < a.start and self.an._at_clause_head(self.an.anchors[j]):
            subject = self.who(self.an.anchors[j])
        i = bisect_right(self.an.anchor_starts, a.start - 1) - 1
        while i >= 0 and self.an.anchors[i].start >= ss:
            b = self.an.anchors[i]
            if b.kind == "name" and (w := self.who(b)) and w != subject and self.an._fits(w, a.value):
                return w
            i -= 1
        return self.who(a)

    def _recent_past(self, s: int) -> bool:
        """The only thing that puts the action at s in the past is a recent date in its own sentence ("半个月前，他在
        后山开辟洞府", "two weeks ago he opened the safe"): done all the same, by someone whose rank has not changed since."""
        i = self.view.sentence_index(s)
        if self.scope.scoped[i]:
            return False  # inside a memory or a dream opened before
        ss = self.view.sent_starts[i]
        marks = list(self.sp.past.finditer(self.text, ss, s))
        return bool(marks) and all(_RECENT_PAST.fullmatch(x.group()) or _RECENT_PAST.search(self.text, max(ss, x.start() - 6), x.end() + 1)
                                   for x in marks)

    def _confessed(self, s: int) -> str | None:
        """An action told in the first person in someone's words, done ("So I tamped it and I fired the shot",
        "我亲手开了账房"): the speaker did it."""
        q = self.view.quote_at(s)
        if q is None:
            return None
        cs = max(q[0] + 1, self.view.clause(s)[0])
        head = self.text[cs:s]
        if self.en:
            if not re.search(r"(?:^|\b(?:so|and|then|but)\s+)I\s+(?:(?:just|then|myself|already|went\s+and)\s+)?$", head.strip(" ,") + " ",
                             re.I):
                return None
        elif not re.search(r"我(?:刚才|已经|亲手|自己|就|便|才|也)?$", head):
            return None
        who = self.an.speaker(*q)
        return who if who and who in self.index.entities and self.index.entities[who].kind == "Character" else None

    def _doer(self, p: int) -> str | None:
        """Who does the action at p: the sentence's subject when the verbs are chained after it ("Dick Bassett, who
        was still no more than boatman, … took the rod down …, and signed the gauging ticket") and nobody else is
        named on the way (possessive pronouns and objects do not count)."""
        ss = self.view.sentence(p)[0]
        for _ in range(3):
            # 'shouted "Fire!" three times down the bord, and fired the shot': words cried in the middle of a
            # sentence do not end it
            if ss > 0 and re.search(r"[!?！？][\"”」]\s*$", self.text[max(0, ss - 4):ss]) and \
                    re.match(r"\s*[a-z，,]", self.text[ss:ss + 3]):
                ss = self.view.sentence(ss - 1)[0]
            else:
                break
        k = bisect_right(self.an.anchor_starts, ss - 1)
        if k >= len(self.an.anchors) or self.an.anchors[k].start >= p:
            return None
        if self.en:
            # "And it was Dot Fenn, half out of her chair, who called cut": the one a cleft puts first does it
            cleft = _EN_CLEFT.search(self.text, ss, p)
            if cleft:
                j = bisect_left(self.an.anchor_starts, cleft.start("who"))
                if j < len(self.an.anchors) and self.an.anchors[j].start < cleft.end("who") and not self.an.anchors[j].in_quote:
                    return self.who(self.an.anchors[j])
        b0 = self.an.anchors[k]
        if not self.en:
            # "知微送她到门口，看着她扶着小太监的手上了步辇": the one watched does it, not the watcher
            for x in self.an.anchors[k + 1:bisect_right(self.an.anchor_starts, p - 1)]:
                if not x.in_quote and re.search(r"(?:看着|看见|望着|瞧着|瞧见|目送着?|只见|眼看着|眼睁睁地?看着|盯着)$",
                                                self.text[max(ss, x.start - 6):x.start]) \
                        and not re.search(r"[。！？]", self.text[x.end:p]):
                    watcher = self.who(self.an.anchors[k])  # the sentence's subject watches
                    w = self.who(x)
                    return w if w and w != watcher else ""  # (a 她 read as the watcher is someone else, unknown)
        if b0.in_quote or not self.an._at_clause_head(b0):
            return None
        who0 = self.who(b0)
        if not who0:
            return None
        pcs = self.view.clause(p)[0]
        chained = self.en and _EN_BARE_VERB_HEAD.fullmatch(self.text, pcs, p) is not None
        for x in self.an.anchors[k + 1:bisect_right(self.an.anchor_starts, p - 1)]:
            if x.in_quote:
                continue
            if chained:
                xcs, xce = self.view.clause(x.start)
                if xce <= pcs and _EN_SUBORDINATE.search(self.text, xcs, x.start) and \
                        re.search(r"[A-Za-z]{2,}", self.text[x.end:xce]):
                    # "Tom set the tripod, levelled it the way he had watched Pelletier and the chief do it, and
                    # took the readings": names inside a clause of manner or time, closed before the next verb (not
                    # "when Threlfall, seeing nothing amiss, drew the paddles": the clause's subject, its verb to come)
                    continue
            if x.kind == "name" and x.value != who0:
                if not self.en and self.sp.object_markers and \
                        self.text[max(0, x.start - 2):x.start].endswith(self.sp.object_markers):
                    continue  # "陆小满……跟在周大川屁股后面进了深渊副本": the one followed is no doer
                return None
            if x.kind == "pron" and not self._possessor(x) and self.who(x) not in (who0, None):
                return None
        return who0

    def _sentence_head_pron(self, a):
        """The pronoun heading a's sentence when a goes on from it ("He was lying …, and he was dead"), else a."""
        ss = self.view.sentence(a.start)[0]
        k = bisect_left(self.an.anchor_starts, ss)
        b = self.an.anchors[k] if k < len(self.an.anchors) else None
        if b is not None and b.kind == "pron" and b.value == a.value and b.start <= a.start \
                and not self.text[ss:b.start].strip(" \t\n\"“") and not any(
                    x.kind == "name" for x in self.an.anchors[k:bisect_left(self.an.anchor_starts, a.start)]):
            return b
        return a

    def _possessor(self, a) -> bool:
        """The anchor owns what follows ("her father", "他的徒弟") rather than being the object itself."""
        after = self.text[a.end:a.end + 12]
        if not self.en:
            return after[:1] in ("的", "之")
        word = self.text[a.start:a.end].lower()
        if word in ("his", "my", "their", "its") or re.match(r"['’]s\b", after):
            return True
        if word == "her":
            return not re.match(r"\s*(?:[.,;:!?\"”)]|$|(?:in|at|on|with|by|and|before|after|to|from|into|down|up|out|off|dead)\b)", after, re.I)
        return False

    def _chain_head(self, a, sentences: int = 6) -> str | None:
        """The name heading the sentence a run of "He …" sentences goes back to, in the paragraph, when that
        sentence speaks of no one else of the gender ("Toby was holding one of his hands" does)."""
        cs = self.view.clause(a.start)[0]
        if not self.an._pronoun_heads(a.start) and self.text[cs:a.start].strip(" \t\n,，"):
            return None  # heading its sentence, or its clause after a time ("On the morning of the ninth, he …")
        ps = self.view.paragraph(a.start)[0]
        ss = self.view.sentence(a.start)[0]
        other = re.compile(r"\b(?:his|him)\b" if a.value == "m" else r"\b(?:her|hers)\b", re.I) if self.en else \
            re.compile("他" if a.value == "m" else "她")
        for _ in range(sentences):
            if ss <= ps:
                return None
            ss, se = self.view.sentence(ss - 1)
            k = bisect_left(self.an.anchor_starts, ss)
            b = self.an.anchors[k] if k < len(self.an.anchors) else None
            if b is None or b.start >= se or b.in_quote:
                return None
            if self.text[ss:b.start].strip(" \t\n“”\"'‘’(\u3000「」"):
                return None  # a sentence not led by a person ends the run
            if b.kind == "pron":
                if b.value != a.value:
                    return None
                continue
            if b.kind == "name":
                if other.search(self.text, b.end, se):
                    return None
                return self.who(b)
            return None
        return None

    def _pronouns_agree(self, a, who: str) -> bool:
        """Every pronoun of a's gender from the last naming of `who` up to a is `who` too (at least one): "The tug
        crew found Bruno Castellane two hours later …. His suit had torn …. He had been dead …"."""
        i = bisect_right(self.an.anchor_starts, a.start - 1) - 1
        seen = 0
        ps = self.view.paragraph(a.start)[0]
        while i >= 0 and self.an.anchors[i].start >= ps:  # (in the same paragraph)
            b = self.an.anchors[i]
            if b.kind == "name" and not b.in_quote and b.value == who:
                # (and the paragraph is not about someone else of the gender before it: "He slipped away a little
                # after four …. Toby was holding one of his hands. … He simply stopped breathing")
                return seen > 0 and not any(
                    not c.in_quote and (c.kind == "pron" and c.value == a.value or c.kind == "name"
                                        and self.an._fits(c.value, a.value)) and self.who(c) != who
                    for c in self.an.anchors[bisect_left(self.an.anchor_starts, ps):i])
            if b.kind == "name" and not b.in_quote and self.an._fits(b.value, a.value):
                return False  # someone else of the gender named in between
            if b.kind == "pron" and not b.in_quote and b.value == a.value:
                if self.who(b) != who:
                    return False
                seen += 1
            i -= 1
        return False

    def _named_nearby(self, who: str, p: int, subject: bool = False) -> bool:
        ss = self.view.sentence(p)[0]
        lo = self.view.sentence(ss - 1)[0] if ss > 0 else 0
        i = bisect_right(self.an.anchor_starts, p) - 1
        while i >= 0 and self.an.anchors[i].start >= lo:
            a = self.an.anchors[i]
            if a.kind == "name" and a.value == who and (not subject or self.an._at_clause_head(a)):
                return True
            i -= 1
        return False

    def _title_form(self, a) -> str:
        """The rank, when the anchor is a rank used as a name ("the abbot", "the Prior", "掌门" when 掌门 is a rank):
        after a death or an election the title may pass to somebody else. (A bond title like 师父 stays with its
        person.) Empty otherwise."""
        surface = self.text[a.start:a.end]
        if surface == a.value:
            return ""
        words = surface.lower().split()
        if self.en and words and words[0] == "the":
            words = words[1:]
        # only the bare title: "Abbot Godric" names Godric whoever is abbot now
        title = " ".join(words)
        return title if words and title in self._rank_names else ""

    # ---------------------------------------------------------------- acting now
    def activity(self) -> list[Fact]:
        sp = self.sp
        out = []
        count: dict[str, int] = {}
        li = literal_index((sp.past_context,))
        hits = li.sentences(self.view) if li is not None else None
        may_past = hits[0] if hits is not None else None
        for s, e, tg in self._tagged:
            if not tg.anchors:
                continue
            # (not words inside someone's speech: "顾怀章抱着……进来，低声道：“冯家历年的底档都在这里了。”")
            past = [m.start() for m in sp.past_context.finditer(self.text, s, e)
                    if self.en or not self.an.in_quote(m.start())] \
                if may_past is None or self.view.sentence_index(s) in may_past else []
            if past and not self.en:
                continue
            if not self.en and (_ZH_YEAR_THEN.search(self.text, s, e) or _ZH_WORDS_RECALLED.search(self.text, s, e)):
                continue  # "是民国十二年创刊的时候，沈慕仪当了宅子", "黄律师那句话……：沈慕仪盯了祁敬斋三年": then, or words
                # remembered, not an act now
            if not self.en and s > self.view.paragraph(s)[0] and \
                    _ZH_PLAYBACK.search(self.text, self.view.sentence(s - 1)[0], s):
                continue  # "视频还在放。顾长风说了很多……": someone on a recording playing, not here
            if self.en and _EN_PICTURED.match(self.text, s, e):
                continue  # "In the photograph Walt was squinting into the flash": a picture of him, not him
            if not self.en and _ZH_FOOTAGE.search(self.text, self._paragraphs_back(s, 4), e):
                continue  # "“接着看。”¶ 画面里，钱老四挂了电话 …… ¶ 21:38，换了一个路口的摄像头。钱老四站在……": footage watched
            for rx, idx in ((sp.acts, 1), (sp.said_x, 1), (sp.acts_appos, 1), (sp.acts_aspect, 1), (sp.acts_present, 1),
                            (sp.acts_pair, 1), (sp.acts_then, 1), (sp.acts_there, 1), (sp.acts_ba, 1), (sp.acts_had, 1),
                            (sp.acts_on, 1), (sp.acts_tag, 1)):
                if rx is None or (rx is sp.acts_present and not self.present_tense):
                    continue
                for m in rx.finditer(tg.text):
                    a = tg.anchors[int(m.group("a"))]
                    if rx is sp.acts_then and not self._goes_on(tg, int(m.group("a"))):
                        continue
                    if (a.kind != "name" and rx is not sp.acts_then) or a.in_quote:
                        continue
                    title = self._title_form(a)
                    if sp.object_markers and self.text[max(0, a.start - 2):a.start].endswith(sp.object_markers) \
                            and self.text[max(0, a.start - 2):a.start] not in _ZH_SEEING:
                        continue  # 跟师父说: the name is not the subject (看见高公公坐在……: it is, seen doing it)
                    who = self.who(a)
                    if not who or count.get(who, 0) >= 3:
                        continue
                    if m.group("verb").lower() in _NOT_ACTS and not (
                            m.group("verb").lower() == "called" and
                            re.match(r"\s+(?:in|on|at|upon|round|by|again|for)\b", tg.text[m.end():m.end() + 8], re.I)):
                        continue  # "called" names someone, unless someone "called in Gay Street" (paid a visit)
                    if rx is sp.acts_aspect and m.group("verb")[:1] in sp.aspect_not:
                        continue  # 走了, 去了, 没了: ways of saying someone died; 是, 叫, 姓: no act
                    if not self.en and m.group("verb")[:1] == "道" and \
                            self.text[tg.orig(m.start("verb")) - 1:tg.orig(m.start("verb"))] in ("知", "味", "难", "报", "通"):
                        continue  # "先生在后台就知道了": 知道 is knowing, not 道 (said)
                    if not self.en and rx is not sp.acts_aspect and re.match(r"[来去过起出上下回进开]{0,2}的(?!时)",
                                                                              self.text[tg.orig(m.end("verb")):tg.orig(m.end("verb")) + 4]):
                        continue  # "师父递过来的那口又辣又苦的酒": what someone did, naming a thing, not an act now
                    if not self.en and re.search(r"(?:没|未|不|别|莫|从没|从未|再没|再也没)(?:能|有|曾|会|要|敢|得以)?$",
                                                 self.text[a.end:tg.orig(m.start("verb"))]) and \
                            not re.search(r"不(?:禁|由|住|停|时|断|觉|知不觉)$", self.text[a.end:tg.orig(m.start("verb"))]):
                        continue  # "可惜老倌自己没能走到这里": what he did not live to do
                    if not self.en and re.search(r"(?:以为|当是|只当|还当|错当|错认|误以为|疑心|恍惚)(?:是|成)?$",
                                                 self.text[max(0, a.start - 6):a.start]):
                        continue  # "回回都以为是钱司库来了": who they took it for, not who came
                    if not self.en and re.search(r"(?:推说|推托说|借口说|硬说|咬定|赖说|诬赖|推到)(?:是|成)?$",
                                                 self.text[max(0, a.start - 5):a.start]):
                        continue  # "钱有禄可以推说是杜金彪背着他干的": what someone could claim, not an act now
                    if not self.en and re.search(r"(?:好像|仿佛|好似|恍如|宛如|犹如|就像|像是)(?:是|又|又是)?$",
                                                 self.text[max(0, a.start - 5):a.start]):
                        continue  # "他常常会有一种错觉，好像先生就坐在对面": as if, not there
                    ps = tg.orig(m.start()) if rx is not sp.said_x else a.start
                    if self.en and re.search(r"\bthe\s+(?:night|day|morning|evening|week|year|time|hour|moment)\s+(?:that\s+|when\s+|before\s+|after\s+)?$",
                                             self.text[max(0, a.start - 24):a.start], re.I):
                        continue  # "the night Bert fell": a time named by what someone did then, not an act now
                    if not self.en and re.match(r"(?:公|爷|老爷子|老人家)?(?:在地下|在九泉之下|在九泉|在天之灵|泉下有知|地下有知)", self.text[a.end:a.end + 8]):
                        continue  # "承德公在地下可以闭眼了": said of the dead in the ground, no act
                    if self.en and _EN_IN_THE_GRAVE.match(self.text, a.end):
                        continue  # "Now Angus was in the kirkyard": where the dead lie, no act
                    if self.en and re.search(r"\b(?:ever\s+since|since)\s+$", self.text[max(0, a.start - 14):a.start], re.I):
                        continue  # "for the first time since Martha took ill": a time counted from, not an act now
                    if self.en and _EN_WHEN_YOUNG.search(self.text, self.view.sentence(a.start)[0], a.start):
                        continue  # "the scar she got falling off the wall when she was seven, while Corin laughed": then
                    if self.en and rx is not sp.acts_present and self.present_tense and not a.in_quote and \
                            (m.group("verb").lower().endswith("ed") or m.group("verb").lower() in _EN_PAST_WORDS
                             or rx is sp.acts_there) and \
                            (re.search(r"\b(?:because|since|as|when|after|though|although|who|whom|where|once|until)\b[^.;!?]*$",
                                       self.text[self.view.sentence(a.start)[0]:a.start], re.I) or
                             re.search(r"\b(?i:a|an|the|that|this|these|those|his|her|my|our|their|your)\s+(?:[a-z][\w'’-]*\s+){0,1}"
                                       r"(?!(?:morning|afternoon|evening|night|day|week|month|year|time|moment|hour|minute|instant|"
                                       r"spring|summer|autumn|fall|winter|season|very|same|next|last|first)\s)[a-z][\w'’-]*\s+$",
                                       self.text[max(self.view.clause(a.start)[0], a.start - 40):a.start]) or
                             # "reads the list of jobs Lukas went on": a noun, then the one whose past it names
                             re.search(r"(?<![\w'’-])(?!(?:and|but|or|nor|then|so|yet|now|when|while|as|because|since|after|"
                                       r"before|until|till|if|though|where|once|that|and\s+then)\s)[a-z][\w'’-]*s\s+$",
                                       self.text[max(self.view.clause(a.start)[0], a.start - 30):a.start])):
                        continue  # a chapter told in the present: "because her father taught her to", "I have a key Mr
                        # Tranter gave me", "the way Eli taught him": before, not now
                    if self.en and rx is not sp.acts_present and re.search(
                            r"\b(?:is|are|am)\s+(?:not\s+|still\s+)?[a-z]+ing\b[^.;!?]*\b(?:because|since)\b[^.;!?]*$",
                            self.text[self.view.sentence(a.start)[0]:a.start], re.I):
                        continue  # "She is not smiling because, I suppose, Harry was behind the camera": the why of now, before
                    if self.en and re.search(r"\b(?:what|whatever|all\s+that)\s+$", self.text[max(0, a.start - 12):a.start], re.I):
                        continue  # "turned out to be what the Archdeacon feared": a thing named by a state, not an act
                    if self.en and re.search(r"\b(?:nothing|none|little|something|anything|much|all|most|enough|no\s+trace|what\s+(?:was|is))\s+of\s+$",
                                             self.text[max(0, a.start - 24):a.start], re.I):
                        continue  # "There was nothing of Isobel Fraser left in it": what remains of her, not her act
                    if self.en and re.search(r"\b(?i:the|a|an|both|two|all)\s+(?:[a-z][\w'’-]*\s+){0,2}[a-z][\w'’-]*\s+of\s+"
                                             r"(?:(?:[A-Z][\w'’-]*\.?|[A-Z]\.|and)\s+){0,5}$",
                                             self.text[max(self.view.sentence(a.start)[0], a.start - 60):a.start]):
                        continue  # "The graves of E. Lockhart and A. Marchbank went out with the slab": the graves went
                    if self.en and re.search(r"\band\s+(?:then\s+)?was\s+(?:gone|no\s+more)\b", self.text[a.end:self.view.sentence(a.start)[1]], re.I):
                        continue  # "the curtain moved, and Tobiah Quell went into the green quiet, and was gone": the body
                    if self.en and re.match(r"\s+(?:always|usually|often|never|seldom|used\s+to)\b", self.text[a.end:a.end + 12], re.I):
                        continue  # "Frank always took the family to the Wheatsheaf": what he used to do, not an act now
                    if self.en and m.group("verb").lower() == "fell" and re.match(r"\s+(?:at|in\s+(?:battle|action|the\s+fighting))\b",
                                                                                  tg.text[m.end():m.end() + 24], re.I):
                        continue  # "Corin fell at Black Tarn": fell in battle, a death, not an act
                    if past and any((p <= ps or self.view.clause(p)[0] <= ps) and not (
                            # "Munro put his head in … and asked whether the casks had been gauged": a past perfect
                            # inside what is asked or said is not the time of the act
                            self.en and p > ps and re.match(r"had\b|would\s+have\b", self.text[p:p + 12], re.I) and
                            _EN_REPORTED_CLAUSE.search(self.text, tg.orig(m.end()), p)) for p in past):
                        continue  # "… as though he had been struck": a later clause's past is not this act's
                    if self.scope.before(tg.orig(m.end())):
                        continue
                    if sp.hypothetical.search(self.clause_before(ps, 10 if not self.en else 40)):
                        continue
                    if not self.en and re.match(r"(?:这|那)(?:句)?话(?:的)?(?:时候|时)", self.text[tg.orig(m.end()):tg.orig(m.end()) + 6]) \
                            and re.search(r"想起|记得|记起|回想|说过|讲过|那阵子|当年|那年", self.text[self.view.paragraph(ps)[0]:ps]):
                        continue  # "他想起……程六……说过的那句话：“……”六哥说这话的时候": the words remembered, said then
                    if self.en and re.search(r"\b(?:had|would|could|might|should|must|will|to)\s*$", self.text[max(0, ps - 12):ps], re.I):
                        continue
                    ve = tg.orig(m.end()) if rx is not sp.said_x else a.end
                    told = self.en and _EN_KNOWN_THAT.search(self.text, max(self.view.sentence(a.start)[0], a.start - 160),
                                                             a.start) is not None
                    # "Josiah desired that Caleb should be admitted a freeman": a wish set down (in a will, a letter), no
                    # act of the day
                    told = told or (self.en and m.group("verb").lower() in ("desired", "wished", "willed", "directed",
                                                                          "requested", "stipulated", "instructed")
                                    and re.match(r"\s+that\b[^.;!?]{0,100}?\b(?:should|shall|be)\b", self.text[ve:ve + 120]) is not None)
                    reported = told or bool(sp.say_verbs.fullmatch(m.group("verb").lower())) and \
                        not re.match(r"\s*[:：,，]?\s*[“\"「]", self.text[ve:ve + 6]) and m.re is not sp.said_x \
                        and not re.search(r"[”\"」]\s*$", self.text[max(0, a.start - 4):a.start])  # '…," Gran said
                    count[who] = count.get(who, 0) + 1
                    more = {"title": title} if title else {}  # DA01 reads it only where no one took the title on
                    out.append(self.fact(who, "acts", m.group("verb"), ps, ve, key="acts", exact=True,
                                         verb=m.group("verb"), reported=reported, **more))
        if not self.en:
            # "门口有个人晃着膀子走过去，敞着怀，……脸上一道刀疤，是刁三。": someone seen doing something, then named
            for m in _ZH_SOMEONE_THEN_NAMED.finditer(self.text):
                if self.an.in_quote(m.start()) or self.scope.before(m.start()) or self.scope.at(m.start()):
                    continue
                k = bisect_left(self.an.anchor_starts, m.start("who"))
                if k >= len(self.an.anchors) or self.an.anchors[k].start != m.start("who") or self.an.anchors[k].kind != "name":
                    continue
                who = self.who(self.an.anchors[k])
                if who and count.get(who, 0) < 3 and not sp.hypothetical.search(self.text, m.start(), m.end()):
                    out.append(self.fact(who, "acts", m.group("verb"), m.start("verb"), m.end("verb"), key="acts",
                                         exact=True, verb=m.group("verb"), reported=False))
        return out

    # ---------------------------------------------------------------- ranks
    def ranks(self) -> list[Fact]:
        sp = self.sp
        if not sp.ranks:
            return []
        out = []
        canon = sp.rank_canon
        gated = self._gated(sp.gate_rank)
        for i, (s, e, tg) in enumerate(self._tagged):
            if not tg.anchors or (gated is not None and i not in gated):
                continue
            n0 = len(out)
            bare = frozenset(a.start for a in tg.anchors if self.text[a.start:a.end].lower() in canon
                             # ("二房房头的位子，由……守仁接任": an office named by what its holder is called)
                             or not self.en and self.text[a.end:a.end + 3] in ("的位子", "的位置", "的职位")
                             and any(self.text[a.start:a.end].endswith(r) for r in canon))
            if bare:
                # "推举沈砚秋为苍梧派第十八代掌门", where 掌门 is also what the old headmaster is called: here the rank
                tg = tag_span(self.an, s, e, skip=bare)
                if not tg.anchors:
                    continue
            self._rank_sentence(out, s, e, tg, canon)
            # "刑房书吏沈砚……着即补授典史": a title in the sentence that changes the rank is the rank before it
            changed = {f.subject for f in out[n0:] if f.detail.get("kind") == "stmt"}
            if changed:
                out[n0:] = [f for f in out[n0:] if not (f.subject in changed and f.detail.get("kind") == "title")]
        out.extend(self._ranks_to_you(canon, gated))
        out.extend(self._ranks_noticed(canon))
        out.extend(self._ranks_conferred(canon))
        if not self.en:
            out.extend(self._ranks_door(canon))
            out.extend(self._ranks_in_aliases(canon))
            out.extend(self._ranks_capacity(canon))
        if self.en and getattr(sp, "rank_alone", None) is not None:
            out.extend(self._ranks_alone(canon))
            out.extend(self._ranks_assessed(canon))
        if self.en and getattr(sp, "rank_prefix", None) is not None:
            out.extend(self._ranks_in_names(canon))
        return out

    def _ranks_capacity(self, canon: dict[str, str]) -> list[Fact]:
        """(Chinese) "这是他头一回，以坐堂先生的身份出诊": acting in the capacity of a rank of the book, in the narration,
        is holding it (the subject of the clause)."""
        out = []
        alt = "|".join(map(re.escape, sorted(canon, key=len, reverse=True)))
        if not alt:
            return out
        for m in re.finditer(rf"以(?P<rank>{alt})的?身份", self.text):
            if self.an.in_quote(m.start()) or self.scope.at(m.start()) or self.scope.before(m.end()):
                continue
            if re.search(r"(?:不|没|未|别|想|要|能|可以|假冒|冒充|冒)$", self.text[max(0, m.start() - 3):m.start()]):
                continue  # "不能以坐堂先生的身份……", "冒充……的身份": not held
            if self._in_blockquote(m.start()) or self._in_document(m.start()) or re.search(
                    r"\d{2,4}年|[〇零一二三四五六七八九十]{2,4}年|当年|那年|早年|起初|最初|当初|年前", self.text[self.view.clause(m.start())[0]:m.start()]):
                continue  # "林知夏于2016年9月以实习生身份加入公司": the capacity she came in with, years ago
            who = self.an.subject_at(m.start())
            if who and who in self.index.entities and self.index.entities[who].kind == "Character":
                out.append(self.fact(who, "rank", canon[m.group("rank").lower()], m.start(), m.end(), key="rank", exact=True,
                                     kind="stmt", verb="以…身份"))
        return out

    def _ranks_conferred(self, canon: dict[str, str]) -> list[Fact]:
        """(English) "Grades conferred this day: Pim Adeyemi to Technician. Ilse Marrow to Chief Engineer.": in a
        paragraph that says ranks are conferred or people promoted, each name followed by "to" a rank holds it."""
        out = []
        if self.sp.rank_to is None or not _EN_CONFERRED.search(self.text):
            return out
        li = literal_index((_EN_CONFERRED,))
        hits = li.sentences(self.view, self.view.para_starts) if li is not None else None
        may = hits[0] if hits is not None else None
        for k, ps in enumerate(self.view.para_starts):
            if may is not None and k not in may:
                continue  # (no word of conferring in the paragraph)
            pe = self.view.paragraph(ps)[1]
            if not _EN_CONFERRED.search(self.text, ps, pe) or self.scope.at(ps):
                continue
            for a in self.an.anchors[bisect_left(self.an.anchor_starts, ps):bisect_left(self.an.anchor_starts, pe)]:
                if a.kind != "name" or a.in_quote:
                    continue
                m = self.sp.rank_to.match(self.text, a.end)
                if m and (who := self.who(a)) and re.match(r"\s*(?:[.;,]|$)", self.text[m.end():m.end() + 2]):
                    rank = canon.get(m.group("rank").lower(), m.group("rank"))
                    out.append(self.fact(who, "rank", rank, a.start, m.end(), key="rank", exact=True, kind="stmt", verb="to"))
        return out

    def _ranks_noticed(self, canon: dict[str, str]) -> list[Fact]:
        """A status notice in brackets giving a rank ("【系统提示：雷系异能突破。当前等级：三阶。】", "[Grade: Silver]"):
        the rank of the one named in it, else of the one the scene is about (the notice appears to them)."""
        out = []
        if self.sp.rank_notice is None:
            return out
        for m in self.sp.rank_notice.finditer(self.text):
            if self.scope.at(m.start()) or self.an.in_quote(m.start()):
                continue
            inside = [a for a in self.an.anchors[bisect_left(self.an.anchor_starts, m.start()):
                                                 bisect_left(self.an.anchor_starts, m.end())] if a.kind == "name"]
            host = not inside and re.search(r"宿主|\b(?:host|user|player)\b", m.group(), re.I)
            who = self.who(inside[0]) if inside else self._scene_subject(m.start())
            if host:
                who = self._host_before(m.start())
                if who is None:
                    continue  # "【……宿主当前等级：三阶。】": the system's host, whoever the scene is about
            if who:
                rank = canon.get(m.group("rank").lower(), m.group("rank"))
                out.append(self.fact(who, "rank", rank, m.start(), m.end(), key="rank", exact=True, kind="stmt", verb="notice"))
        return out

    def _host_before(self, p: int) -> str | None:
        """The one a system notice at p speaks to ("【恭喜宿主，突破至三阶】"): the name heading the nearest paragraph
        of narration before it that is led by a name ("陆沉突破到三阶，是在这天的凌晨。¶ 前一天傍晚，他……连周大海也不敢
        上去打扰。¶【系统提示：……宿主……】": not one named in passing at a paragraph's end)."""
        ps = self.view.paragraph(p)[0]
        for _ in range(25):
            prev = self.an._prev_paragraph(ps)
            if prev is None:
                return None
            ps, pe = prev
            para = self.text[ps:pe].strip()
            if not para or para.startswith(("【", "[", "“", "\"", "「")):
                continue
            for a in self.an.anchors[bisect_left(self.an.anchor_starts, ps):bisect_left(self.an.anchor_starts, pe)]:
                if a.in_quote:
                    continue
                if a.kind == "name" and self.an._at_clause_head(a) and self.text[a.end:a.end + 1] not in ("的", "'", "’") \
                        and not (self.sp.object_markers and self.text[max(0, a.start - 2):a.start].endswith(self.sp.object_markers)):
                    who = self.who(a)
                    if who:
                        return who
                break  # (a paragraph led by a pronoun hands on whoever the one before was about)
        return None

    def _ranks_door(self, canon: dict[str, str]) -> list[Fact]:
        """(Chinese) a realm's gate opened in the narration, and a realm named as the whole of someone's words."""
        out = []
        text = self.text
        for m in self.sp.rank_door.finditer(text):
            if self.an.in_quote(m.start()) or self.scope.at(m.start()) or self.scope.before(m.end()):
                continue
            who = None
            if m.group("pron"):
                k = bisect_left(self.an.anchor_starts, m.start("pron"))
                if k < len(self.an.anchors) and self.an.anchors[k].start == m.start("pron"):
                    who = self.who(self.an.anchors[k])
            else:
                who = self._scene_subject(m.start())
            if who:
                rank = canon.get(m.group("rank").lower(), m.group("rank"))
                out.append(self.fact(who, "rank", rank, m.start(), m.end(), key="rank", exact=True, kind="stmt", verb="开"))
        for q0, q1 in zip(self.view.quote_starts, self.view.quote_ends):
            m = self.sp.rank_said.fullmatch(text, q0, q1)
            if not m or self.scope.at(q0):
                continue
            ps, pe = self.view.paragraph(q0)
            if any(q0 < x < pe for x in self.view.quote_starts):
                continue  # "“先天。”他低声说，“有意思。”": more words follow, about someone else
            lo = ps - 1
            while lo > 0 and not text[self.view.paragraph(lo)[0]:ps].strip():
                lo -= 1
            prev_ps = self.view.paragraph(max(0, lo))[0]
            shown = text[prev_ps:ps]
            if not (self.sp.rank_shown.search(shown) and not self.an.in_quote(prev_ps)):
                continue  # the realm named right after the speaker showed it ("一缕真气离体而出。¶“先天。”她说。")
            who = self.an.speaker(q0, q1)
            if who and who == self._scene_subject(q0) and who in self.index.entities \
                    and self.index.entities[who].kind == "Character":
                rank = canon.get(m.group("rank").lower(), m.group("rank"))
                out.append(self.fact(who, "rank", rank, q0 + 1, m.end("rank"), key="rank", exact=True, kind="stmt", verb="说"))
        return out

    def _ranks_in_aliases(self, canon: dict[str, str]) -> list[Fact]:
        """(Chinese) "晋为瑾妃", "册封为沈贵人": given a rank by a name form that holds it (an alias of hers)."""
        out = []
        text = self.text
        ranks = sorted(canon, key=len, reverse=True)
        for b in self.an.anchors:
            if b.kind != "name":
                continue
            form = text[b.start:b.end]
            r = next((x for x in ranks if form.endswith(x) and len(form) > len(x)), None)
            if r is None or not re.search(r"(?:晋为|晋封为|册封为|封为|升为|晋|册为|擢为|进封为)$", text[max(0, b.start - 4):b.start]):
                continue
            if self.scope.at(b.start):
                continue
            who = self.who(b)
            if who:
                out.append(self.fact(who, "rank", canon.get(r.lower(), r), b.start, b.end, key="rank", exact=True,
                                     kind="stmt", verb="晋"))
        return out

    def _royal_speaker(self, qs: int, qe: int) -> str | None:
        """(Chinese) Words in which the speaker calls himself 朕 are the emperor's, 哀家 the empress dowager's: the one
        character whose aliases name that throne (皇上, 圣上 / 太后)."""
        body = self.text[qs:qe]
        for selfword, titles in (("朕", ("皇上", "皇帝", "陛下", "圣上", "万岁爷", "万岁", "今上", "天子", "官家")),
                                 ("哀家", ("太后", "皇太后", "老佛爷"))):
            if selfword not in body:
                continue
            owners = {self.index.surface.get(t) for t in titles} - {None}
            owners = {o for o in owners if o in self.index.entities and self.index.entities[o].kind == "Character"}
            if len(owners) == 1:
                return owners.pop()
        return None

    def _scene_subject(self, p: int, sentences: int = 8) -> str | None:
        """The person heading the nearest narration sentence before p that has one (across paragraphs)."""
        ss = self.view.sentence(p)[0]
        for _ in range(sentences):
            if ss <= 0:
                return None
            ss, se = self.view.sentence(ss - 1)
            k = bisect_left(self.an.anchor_starts, ss)
            while k < len(self.an.anchors) and self.an.anchors[k].start < se:
                b = self.an.anchors[k]
                k += 1
                if b.in_quote:
                    continue
                if self.an._at_clause_head(b):
                    return self.who(b)
                break
        return None

    def _ranks_in_names(self, canon: dict[str, str]) -> list[Fact]:
        """A rank the narration gives someone in the form of the name ("Detective Inspector Okafor went back down
        the stairs", "DI Okafor"), when the name form itself holds it."""
        out = []
        for a in self.an.anchors:
            # in words too: "Journeyman Vey will keep him alive" names her by the rank she holds
            if a.kind != "name" or self.scope.at(a.start):
                continue
            m = self.sp.rank_prefix.match(self.text, a.start, a.end)
            if not m:
                continue
            r = m.group("rank")
            rank = self.sp.rank_initials.get(r) or canon.get(r.lower(), r)
            out.append(self.fact(a.value, "rank", rank, a.start, a.end, key="rank", exact=True, kind="title", verb=""))
        return out

    def _last_named(self, a, reach: int = 3000) -> str | None:
        """The one person of the pronoun's gender named in the narration within `reach` characters before it
        (None when two are)."""
        found = None
        k = bisect_left(self.an.anchor_starts, a.start) - 1
        while k >= 0 and self.an.anchors[k].start >= a.start - reach:
            b = self.an.anchors[k]
            k -= 1
            if b.in_quote or b.kind != "name":
                continue
            w = self.who(b)
            if not w or not self.an._fits(w, a.value):
                continue
            if found and w != found:
                return None
            found = w
        return found

    def _ranks_alone(self, canon: dict[str, str]) -> list[Fact]:
        """A realm named alone as a sentence of the narration opening its paragraph ("Foundation Establishment.
        Early stage. He sat in the dark and breathed …"): the rank of the one the paragraph goes on with, the
        subject of its next sentence with a person in it."""
        out = []
        starts, text = self.view.sent_starts, self.text
        seen = set()
        for i, ss in enumerate(starts):
            p = ss
            while p < len(text) and text[p] in " \t\n":
                p += 1
            if p in seen:
                continue
            seen.add(p)
            m = self.sp.rank_alone.match(text, p)
            if not m or (i + 1 < len(starts) and text[m.end():starts[i + 1]].strip()) or self.an.in_quote(p):
                continue
            if text[self.view.paragraph(p)[0]:p].strip() or self.scope.at(p):
                continue
            pe = self.view.paragraph(p)[1]
            k = bisect_left(self.an.anchor_starts, m.end())
            while k < len(self.an.anchors) and self.an.anchors[k].start < pe:
                b = self.an.anchors[k]
                if not b.in_quote:
                    if self.an._at_clause_head(b) and (who := self.who(b) or (self._last_named(b) if b.kind == "pron" else None)):
                        rank = canon.get(m.group("rank").lower(), m.group("rank"))
                        out.append(self.fact(who, "rank", rank, p, m.end(), key="rank", exact=True, kind="stmt", verb=""))
                    break
                k += 1
        return out

    def _ranks_assessed(self, canon: dict[str, str]) -> list[Fact]:
        """A realm said alone and then its stage, as one sizes up another ("“Core Formation,” said the Peak Master.
        “Early stage. Seventeen years old.”"): the rank of the one sized up, the last other person of the scene
        before the words (not an answer to a question, not a bare title called out: the stage must be said)."""
        out = []
        text, view = self.text, self.view
        for qs, qe in zip(view.quote_starts, view.quote_ends):
            m = self.sp.rank_said.fullmatch(text, qs + 1, qe - 1)
            if not m:
                continue
            ps, pe = view.paragraph(qs)
            if not m.group("stage"):
                nq = bisect_right(view.quote_starts, qe)
                if not (nq < len(view.quote_starts) and view.quote_starts[nq] < pe
                        and _EN_STAGE_SAID.match(text, view.quote_starts[nq] + 1)):
                    continue
            prev = self.an._prev_paragraph(ps)
            if prev and "?" in text[prev[0]:prev[1]]:
                continue  # an answer to a question ("What does it take?" "Core Formation.")
            speaker = self.an.speaker(qs, qe)
            if not speaker:
                continue
            lo = ps
            for _ in range(3):
                pp = self.an._prev_paragraph(lo)
                if not pp:
                    break
                lo = pp[0]
            i = bisect_right(self.an.anchor_starts, qs - 1) - 1
            while i >= 0 and self.an.anchors[i].start >= lo:
                b = self.an.anchors[i]
                i -= 1
                if b.in_quote or self.an.in_quote(b.start):
                    continue
                w = self.who(b)
                if w and w != speaker:
                    rank = canon.get(m.group("rank").lower(), m.group("rank"))
                    out.append(self.fact(w, "rank", rank, qs + 1, m.end("rank"), key="rank", exact=True,
                                         kind="stmt", verb=""))
                    break
        return out

    def _rank_sentence(self, out: list, s: int, e: int, tg, canon: dict) -> None:
        sp = self.sp
        for rx, kind in ((sp.rank_stmt, "stmt"), (sp.rank_title, "title"), (sp.rank_bare, "bare"),
                         (sp.rank_given, "given"), (sp.rank_appos, "title"), (sp.rank_as, "title"),
                         (sp.rank_but, "title"), (sp.rank_office, "title"), (sp.rank_now, "title"), (sp.rank_from, "stmt"), (sp.rank_from2, "stmt"), (sp.rank_verbal, "stmt"),
                         (sp.rank_roll, "title"), (sp.rank_decree, "stmt"), (sp.rank_decree2, "stmt"),
                         (getattr(sp, "rank_decree3", None), "stmt"), (getattr(sp, "rank_decree4", None), "stmt")):
            if rx is None:
                continue
            for m in rx.finditer(tg.text):
                a = tg.anchors[int(m.group("a"))]
                if kind == "title" and rx is sp.rank_title and a.kind != "name":
                    continue  # "the most terrifying young Journeyman I had ever seen": a title goes before a name
                if not self.en and rx is sp.rank_title and tg.text[m.end("rank"):m.end("rank") + 1] == "的" \
                        and re.search(rf"(?:{_ZH_PEOPLE_NOUNS})$", self.text[a.start:a.end]):
                    continue  # "掌门的二师弟": the master's junior, called so; the rank is the master's
                if self.en and rx is sp.rank_title and a.in_quote and m.group("rank").lower() in _EN_COURTESY_TITLES:
                    continue  # "You may go up, Master Fenn": a courtesy in speech, not the guild's rank of master
                if self.scope.before(tg.orig(m.end())):
                    continue  # told as the past (a marker before it in the sentence, or a memory around it)
                if a.in_quote and a.kind == "pron" and a.value != "1":
                    continue  # "he" in somebody's speech: who knows
                if self.en and re.search(r"\b(?:when|while|whilst|until|till|before|since|after|once)\s+$",
                                         self.text[max(0, a.start - 12):a.start], re.I):
                    continue  # "where a charge had hung fire when he was a tutworker": what he was then
                if not a.in_quote and self.an.in_quote(tg.orig(m.end()) - 1) and not self.an.in_quote(tg.orig(m.start())):
                    continue  # 顾秋笙只摆摆手："从今儿起你就是龙套了": the rank is in the words, said of someone else
                if self.en and a.in_quote and re.search(r"\byour?\b", self.text[self.view.clause(tg.orig(m.start()))[0]:tg.orig(m.end())], re.I):
                    continue  # "When your name is on my bills as an artiste": the rank of the one spoken to
                if self.en and (m.groupdict().get("verb") or "").lower().startswith("had ") \
                        and not re.match(r"had\s+(?:just\s+)?(?:become|broken|reached|attained|advanced|stepped|ascended)\b",
                                         m.group("verb"), re.I) \
                        and not re.match(r"\s+(?:for|since)\b", tg.text[m.end():m.end() + 8], re.I):
                    continue  # "she had been made a Caller": before, not now ("had been deputy for a week" is now)
                if not self.en and a.kind == "pron" and ZH_KIN.match(self.text, a.end):
                    continue  # "我妹妹是掌事": the sister's rank, not mine
                who = self._object(a) if kind == "given" else self.who(a)
                if not self.en and kind not in ("given", "title") and a.kind == "name" and not self.an._at_clause_head(a) \
                        and self.text[max(0, a.start - 1):a.start] not in ("把", "将") \
                        and not re.search(r"(?:我们|咱们|你们|他们|她们|咱|我家|你家|他家|的)$", self.text[max(0, a.start - 2):a.start]):
                    # (not "我们蕙姑当上挑花匠了": our Huigu, the name the subject)
                    # (not "是把杜小满升为镖师": the one 把 puts before the verb is the one raised)
                    head = self._zh_sentence_head_pronoun(a.start)
                    if head is not None:
                        # "你有周姑姑护着，有柳尚宫看重，进宫两个月就升了女史": the sentence's subject, not a
                        # name met on the way
                        who = None if head == "你" else self.who(head)
                if who and a.kind == "pron" and kind == "stmt" and not a.in_quote and a.value != "1":
                    who = self._rising(a, who, m.group("rank") or m.groupdict().get("rank2"), m, canon)
                if not who:
                    continue
                mid = (m.groupdict().get("mid") or m.groupdict().get("mid2") or "") + (m.groupdict().get("gap") or "")
                if sp.rank_not_now.search(mid):
                    continue
                if not self.en and re.search(r"[你您]", m.groupdict().get("gap") or ""):
                    continue  # "升你百户": the rank of the one spoken to (rank_you), not of the name
                if self.en and (m.groupdict().get("verb") or "").lower().startswith("be ") and not re.search(
                        r"\bresolved\b[^.;]*\bthat\s+$", self.text[max(0, a.start - 60):a.start], re.I):
                    continue  # only a minute's "Resolved: that Harry be appointed …" (not "Harry will be made …")
                served = not self.en and re.search(r"[一二三四五六七八九十两几半多\d]+(?:个)?(?:月|年|天|日|载|季|趟|冬|夏)(?:多)?的?$",
                                                   m.groupdict().get("gap") or "")
                if not self.en and m.groupdict().get("mid2") and re.search(r"(?:议|商议|推|保举|提拔|举荐)(?:你|您|他|她|我)$",
                                                                            m.group("mid2")):
                    continue  # "周老要在十二那天开堂，议你升掌作": someone else to be raised, not the name
                ms, me = tg.orig(m.start()), tg.orig(m.end())
                after = self.text[me:me + (12 if self.en else 4)]
                if sp.rank_not_now.search(after if not self.en else after.split(".")[0][:12]) and kind == "stmt":
                    if not self.en and sp.rank_after_not.match(after):
                        continue
                    if self.en and re.match(r"\s*(?:than|or|and above|and below)", after, re.I):
                        continue
                if kind == "stmt" and sp.hypothetical.search(self.clause_before(ms, 8 if not self.en else 30)):
                    continue
                if not self.en and a.in_quote and (q0 := self.view.quote_at(ms)) is not None and re.search(
                        r"(?:那会儿|那会|那时候|那时节|那阵子|那几年|当年|早年|当初|从前|以前)", self.text[q0[0]:ms]):
                    continue  # "那会儿东家才十来岁，我也不过是个伙计。": what one was back then, in the words
                if kind == "bare":
                    out.append(self.fact(who, "rank", "+1", ms, me, key="rank", exact=True, step=1, kind=kind))
                    continue
                rank = m.group("rank") or m.groupdict().get("rank2")
                rank = canon.get(rank.lower(), rank)
                if served and any(f.subject == who and f.object not in (rank, "+1") for f in out):
                    continue  # "季长庚，升为领帮 …… 我才当了两个月的头篙": a span served in the rank before, told
                    # after the rise (not "他在铺里做了三年学徒", the rank he still holds)
                out.append(self.fact(who, "rank", rank, ms, me, key="rank", exact=True, kind=kind,
                                     verb=m.groupdict().get("verb") or m.groupdict().get("verb2") or ""))

    _RISE = re.compile(r"突破|晋|升|迈入|迈进|踏入|踏进|跨入|跨进|步入|结成|凝成|凝结|修成|达到|跻身|擢|提拔|当上|reached|broke|"
                       r"break|advanc|promot|rais|ascend|attain", re.I)
    _FALL = re.compile(r"降|贬|跌|卡|停留|困|滞|demot|fell|fall|drop|reduc|stripp|broken\s+to", re.I)

    def _rising(self, a, who: str, rank: str, m, canon: dict) -> str | None:
        """A pronoun raised to a rank (他终于突破到了筑基期) is not the one it first reads as when that person
        already held the rank or a higher one at the start (the master sitting outside the door): it is the
        nearest other person of its gender named before it who held a lower one, and no one when there is none.
        A rank stated without a rise, or of someone whose rank the bible does not give, stays as read."""
        held = self.__dict__.get("_held")
        if held is None:
            held = self.__dict__["_held"] = dict(self.index.terms.get("rank_of", ()))
        scale = [r.lower() for r in self.sp.ranks]
        rank = canon.get(rank.lower(), rank).lower()
        if not held or rank not in scale or who not in held or held[who].lower() not in scale:
            return who
        verb = m.groupdict().get("verb") or m.groupdict().get("verb2") or ""
        if not self._RISE.search(verb) or self._FALL.search(verb):
            return who
        new = scale.index(rank)
        if scale.index(held[who].lower()) < new:
            return who
        k = bisect_left(self.an.anchor_starts, a.start) - 1
        while k >= 0 and self.an.anchors[k].start >= a.start - 3000:
            b = self.an.anchors[k]
            k -= 1
            if b.in_quote or b.kind != "name":
                continue
            w = self.who(b)
            if not w or w == who or not self.an._fits(w, a.value):
                continue
            if w in held and held[w].lower() in scale and scale.index(held[w].lower()) < new:
                return w
        return None

    def _zh_sentence_head_pronoun(self, p: int):
        """The pronoun heading p's sentence (or the words of a quotation p is in), if one does; 你 is returned
        as the string "你"."""
        ss = self.view.sentence(p)[0]
        q = self.view.quote_at(p)
        if q is not None:
            ss = max(ss, q[0] + 1)
        if self.text[ss:p].lstrip(" \t\u3000“”「」\"'")[:1] in ("你", "您"):
            return "你"
        k = bisect_left(self.an.anchor_starts, ss)
        if k >= len(self.an.anchors) or self.an.anchors[k].start >= p:
            return None
        b = self.an.anchors[k]
        if b.kind != "pron" or self.text[ss:b.start].strip(" \t\u3000“”「」\"'"):
            return None
        return b

    def _ranks_to_you(self, canon: dict[str, str], gated) -> list[Fact]:
        """A rank given in speech to the one spoken to: the name called at the head of the words, else the
        speaker of the dialogue next to it ("Mr Ardrey, I raise you this day to the rank of Clerk")."""
        sp = self.sp
        if sp.rank_you is None:
            return []
        out = []
        spans = [(s, e) for i, (s, e, _) in enumerate(self._tagged) if gated is None or i in gated]
        for m in (m for s, e in spans for m in sp.rank_you.finditer(self.text, s, e)):
            q = self.view.quote_at(m.start())
            ss = self.view.sentence(m.start())[0]
            if q is None:
                # "> … the Committee have this day been pleased to appoint you Wharfinger": a letter set into the
                # chapter, to the one it is addressed to
                if not (self.en and self._in_blockquote(m.start())):
                    continue
                before = self.text[ss:m.start()]
                if re.search(r"\b(?:when|once|if|until|till|unless|whether|would|could|might|may|should|not|never)\b|n['’]t\b",
                             before, re.I) or self.scope.before(m.end()):
                    continue
                who = self._letter_addressee(m.start())
                if who:
                    rtxt = m.group("rank") or m.groupdict().get("rank2") or m.groupdict().get("rank3") or ""
                    rank = canon.get(rtxt.lower(), rtxt)
                    out.append(self.fact(who, "rank", rank, m.start(), m.end(), key="rank", exact=True, kind="you", verb=""))
                continue
            before = self.text[max(ss, q[0]):m.start()]
            if (not self.en and sp.rank_not_now.search(before)) or sp.hypothetical.search(before + m.group()):
                continue  # "你要是筑基了": an if, inside the words too
            if self.en and re.search(r"\b(?:when|once|if|until|till|unless|after|before|whether|would|could|might|may|should|not|never)\b|n['’]t\b", before, re.I):
                continue  # "When you are a Clerk, ...": a promise, not a promotion
            if self.scope.before(m.end()):
                continue
            # (or called later in the same words: "Now you're the picker. Five shillings, Ashby. Next.")
            who = self._vocative(q, m.start()) or self._said_to(q)
            named = bool(who)
            if not who and not (self.en and re.search(r"[.!?]\s+(?:(?:Mr|Mrs|Miss|Dr)\.?\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?,\s+[a-z]+",
                                                      self.text[m.end():q[1]])):
                # (not "Now you are a clerk. Mr Pell, enter it in the book.": a sentence after, opening on a name and
                # a bidding, turns to someone else)
                who = self._vocative(q, q[1])
            if not who:
                # no name called: the one the speaker answers, when the speaker is known
                me = self.an.speaker(*q)
                who = self._addressee(q) if me else None
                if me and who == me:
                    continue
            if not who:
                who = self._turned_to(q)
            if not who:
                # "“Hallveig, Orm's daughter. Kneel.” … “I swear it.” “Then … I make you my hersir”": the one called
                # by name a few exchanges before, in the same ceremony
                lo = self._paragraphs_back(self.view.paragraph(q[0])[0], 6)
                for qs0, qe0 in reversed([x for x in zip(self.view.quote_starts, self.view.quote_ends) if lo <= x[0] < q[0]]):
                    k = bisect_left(self.an.anchor_starts, qs0 + 1)
                    if k < len(self.an.anchors) and self.an.anchors[k].start <= qs0 + 2 and self.an.anchors[k].kind == "name" \
                            and re.match(r"\s*[,，]|\s*[.!。！]\s*[\"”」]", self.text[self.an.anchors[k].end:self.an.anchors[k].end + 4]):
                        # (or the name alone, called: "“Ross.” ¶ Archie lifts his head.")
                        who = self.who(self.an.anchors[k])
                        break
            if not who or (not named and who == self.an.speaker(*q)):
                continue  # ("“You're the clerk,” Pell said": never the one who says it)
            rtxt = m.group("rank") or m.groupdict().get("rank2") or m.groupdict().get("rank3") or ""
            rank = canon.get(rtxt.lower(), rtxt)
            out.append(self.fact(who, "rank", rank, m.start(), m.end(), key="rank", exact=True, kind="you", verb=""))
        return out

    def _letter_addressee(self, p: int) -> str | None:
        """The one a block-quoted letter is written to: named in its salutation ("> My dear Hannah,"), else in the
        narration just before it ("it is addressed to Captain Josiah Pollard", "a letter for Will")."""
        text = self.text
        ls = text.rfind("\n", 0, p) + 1
        top = ls
        while top > 0:  # up to the first line of the block quotation
            pl = text.rfind("\n", 0, top - 1) + 1
            if not text[pl:top].strip() or text[pl:top].lstrip(" \t").startswith(">"):
                if not text[pl:top].strip() and not text[text.rfind("\n", 0, max(0, pl - 1)) + 1:pl].lstrip(" \t").startswith(">"):
                    break
                top = pl
                continue
            break
        i = bisect_left(self.an.anchor_starts, top)
        while i < len(self.an.anchors) and self.an.anchors[i].start < p:
            a = self.an.anchors[i]
            if a.kind == "name" and re.search(r"\b(?:[Dd]ear(?:est)?|[Tt]o)\s+(?:[A-Z][a-z]+\.?\s+){0,2}$", text[max(top, a.start - 30):a.start]):
                return self.who(a)
            i += 1
        lo = self._paragraphs_back(top, 6)
        i = bisect_right(self.an.anchor_starts, top) - 1
        while i >= 0 and self.an.anchors[i].start >= lo:
            a = self.an.anchors[i]
            if a.kind == "name" and not a.in_quote and re.search(
                    r"\b(?:addressed|directed|written)\s+to\s+(?:[\w.'’-]+\s+){0,2}$|\b(?:letter|note|paper|envelope)\s+(?:is\s+|was\s+)?for\s+(?:[\w.'’-]+\s+){0,2}$",
                    text[max(lo, a.start - 40):a.start], re.I):
                return self.who(a)
            i -= 1
        return None

    _TURNED_TO_EN = re.compile(r"\b(?:turned\s+to|looked\s+(?:hard\s+)?at|faced|beckoned(?:\s+to)?|called|summoned|"
                               r"waved|gestured\s+to|nodded\s+to|said\s+to|told|handed|held\s+(?:it|them|\w+\s+\w+)\s+out\s+to|"
                               r"(?:went|walked|came|stepped|crossed)\s+(?:over\s+|up\s+|across\s+)?to)\s+$", re.I)
    _TURNED_TO_ZH = re.compile(r"(?:看着|望着|盯着|瞧着|打量着?|对着|冲着|朝着|转向|拍拍|拍了拍|递到|递给|交给|塞给|塞到|走到|凑到|"
                               r"(?:把|将|招手让|叫|唤|喊))$")

    def _turned_to(self, q: tuple[int, int]) -> str | None:
        """Words with no speaker and no name called, in a scene whose narration just before turns to someone
        ("老会首……把宋青禾叫到跟前", "看着他"; "He turned to Kit"): that one, the last so turned to in the three
        paragraphs before the words, when no other person is turned to in between."""
        lo = self._paragraphs_back(self.view.paragraph(q[0])[0], 3)
        rx = self._TURNED_TO_EN if self.en else self._TURNED_TO_ZH
        i = bisect_left(self.an.anchor_starts, q[0]) - 1
        pron = None
        while i >= 0 and self.an.anchors[i].start >= lo:
            a = self.an.anchors[i]
            i -= 1
            if a.in_quote or a.kind not in ("name", "pron") or (a.kind == "pron" and a.value == "1"):
                continue
            if rx.search(self.text[max(0, a.start - 16):a.start]):
                if a.kind == "name":
                    return self.who(a)
                pron = pron or a
        # a pronoun only when no name is so turned to: its reading is the less sure
        return self.who(pron) if pron is not None else None

    def _said_to(self, q: tuple[int, int]) -> str | None:
        """The one the words are said to, named in the attribution right after them ("…," the Chief said to Ruth
        Amis; "……”方处长对沈砚说)."""
        pe = self.view.paragraph(q[0])[1]
        tail = self.text[q[1]:min(pe, q[1] + 60)]
        rx = r"^[^.!?\n\"“]{0,40}?\b(?:said|says|told|announced|declared)\s+(?:to\s+)?$" if self.en else r"^[^。！？\n“]{0,12}(?:对|向|跟)$"
        i = bisect_left(self.an.anchor_starts, q[1])
        while i < len(self.an.anchors) and self.an.anchors[i].start < q[1] + len(tail):
            a = self.an.anchors[i]
            if a.kind == "name" and not a.in_quote and re.search(rx, self.text[q[1]:a.start], re.I):
                return self.who(a)
            i += 1
        return None

    def _head_but_same(self, lo: int, a) -> str:
        """The words from lo up to anchor a, less the other names of a's person ("“Lehner Moritz.”": the surname put
        first, as the roll calls it)."""
        who = self.who(a)
        out, p = [], lo
        for b in self.an.anchors[bisect_left(self.an.anchor_starts, lo):bisect_left(self.an.anchor_starts, a.start)]:
            if b.kind == "name" and who and self.who(b) == who:
                out.append(self.text[p:b.start])
                p = b.end
        out.append(self.text[p:a.start])
        return "".join(out).strip(" \t\n“”\"「")

    def _vocative(self, q: tuple[int, int], p: int) -> str | None:
        """The name the speaker calls in these words before p: "何水生，从今天起……", "Mr Ardrey, I raise you"."""
        i = bisect_right(self.an.anchor_starts, p) - 1
        while i >= 0 and self.an.anchors[i].start >= q[0]:
            a = self.an.anchors[i]
            if a.kind == "name" and (self.text[a.end:a.end + 1] in ("，", ",", "！", "!") or (
                    self.text[a.end:a.end + 1] in (".", "。") and re.search(r"[,，]\s*$", self.text[max(0, a.start - 3):a.start]))
                    # ("“Caleb Penrose. You came to me at fourteen … I make you foreman”": the name alone, heading the words)
                    or (self.text[a.end:a.end + 1] in (".", "。", "?", "？") and not self._head_but_same(q[0] + 1, a))):
                return self.who(a)  # (also "Congratulations, Dana.")
            i -= 1
        if self.en:
            # "You are instrument man of this party from today, Mister Birch,": the name called after the words
            j = bisect_right(self.an.anchor_starts, p)
            se = self.view.sentence(p)[1]
            while j < len(self.an.anchors) and self.an.anchors[j].start < min(q[1], se):
                a = self.an.anchors[j]
                if a.kind == "name" and re.match(r"\s*[,.!?;\"”]", self.text[a.end:a.end + 2]) and re.search(
                        r"[,;]\s*(?:(?:Mister|Mr\.?|Mrs\.?|Miss|Ms\.?|Mistress|Master|Dr\.?|Doctor|Captain|Sir|Madam|Lady|Lord|Dame|"
                        r"Father|Mother|Brother|Sister|Uncle|Aunt|my\s+(?:lad|boy|girl|friend|dear))\s+)?$", self.text[max(q[0], a.start - 16):a.start]):
                    return self.who(a)
                j += 1
        return None

    def actions(self) -> list[Fact]:
        sp = self.sp
        out = []
        for rid, phrase, rx in sp.action_rx:
            lit = sp.action_literal.get(phrase)
            if lit and lit not in self.view.low:
                continue  # the phrase's fixed part is nowhere in the chapter
            for m in self.view.finditer(rx, sp.action_gate.get(phrase)):
                s = m.start()
                said = None
                if self.an.in_quote(s):
                    if not self.en and (re.search(r"帮我|替我|给我|请你|你帮|你来|能不能|可不可以|能否", self.text[self.view.clause(s)[0]:s])
                                        or re.match(r"[^。！？!?]{0,12}[？?]", self.text[m.end():m.end() + 14])):
                        continue  # "孤舟哥，你帮我开启公会仓库呗？": asked of someone, not done
                    said = self._confessed(s)
                    if not said:
                        continue
                if (self.scope.before(m.end()) and not self._recent_past(s)) or self.an.in_verse(s):
                    continue
                cs, _ = self.view.clause(s)
                before = self.text[max(cs, s - (14 if not self.en else 60)):s]
                if not self.en and "的" in before:
                    before = before[before.rindex("的") + 1:]  # "在这间不见天日的地窖里调阅": 不 modifies the cellar
                if not self.en:
                    # "不到一个时辰就把命纸揭了下来": how soon, no 不 of the act
                    before = re.sub(r"不(?:到|出|消|过|多时|一会儿?|久|大工夫|大一会儿?)", "", before)
                    # "没用多大工夫就把那棵号树放倒了", "没费多少劲": how little it took, no 没 of the act
                    before = re.sub(r"没(?:用|费|花|过|多)(?:了)?(?:多大|多少|多久|多长|几)?(?:的)?(?:工夫|功夫|时间|时候|力气|劲儿?|会儿|天)?", "", before)
                if sp.action_not_done.search(before) or sp.hypothetical.search(before):
                    continue
                if (_EN_NARRATED_LEAVE if self.en else _ZH_NARRATED_LEAVE).search(self.text, self._sentence_head(s),
                                                                                  self.view.sentence(s)[1]):
                    continue  # "So, with the abbot's leave, Brother Aelric left the enclosure": allowed, in so many words
                    # ("揣着郑怀远写的那张条子，……走进了第九窟": the written leave in hand)
                if _THOUGHT_OPENS.search(self.text, self.view.sentence(s)[0], s):
                    continue  # "小满……心里想，原来定路就是这样", "she thought: so this is how a cable is passed": a thought
                if not self.en and re.search(r"(?:知道|晓得|明白|猜到|猜得到|想得到|看得出|听得出|清楚)[，,]?(?:那|这)(?:就)?是(?:在)?$",
                                             self.text[self.view.sentence(s)[0]:s]):
                    continue  # "方小满知道，那是在下药料": what he knew someone else was doing behind the door
                if self.en and re.search(r"\b(?:to|not|never)\s+(?:\w+\s+)?$", before, re.I):
                    continue
                after = self.text[m.end():m.end() + (6 if not self.en else 30)]
                if not self.en and sp.action_after_not.match(after):
                    continue
                if not self.en and re.match(r"(?:要|须|需|得|需要|必须|只许|只能|非得|该由|归)", after):
                    continue  # "开库要伙计，押印要二掌柜": what the act needs, the rule said over
                # (in English "approved the final cut of Sawdust Hearts": what follows "of" is the thing, not the doer)
                doer = None if said else self._doer(s)
                if not said and not self.en and re.search(
                        r"(?:看着|看见|望着|瞧着|瞧见|盯着|目送着?|只见|(?<![看瞧望遇碰撞听瞅])见)(?:自己的|他的|她的)?(?P<w>[\u4e00-\u9fff]{1,4}?)$",
                        text_before := self.text[self.view.clause(s)[0]:s]):
                    k0 = bisect_left(self.an.anchor_starts, self.view.clause(s)[0] + len(text_before) - 4)
                    named = [x for x in self.an.anchors[k0:bisect_left(self.an.anchor_starts, s)] if x.kind == "name"]
                    if not named:
                        continue  # "看着师父画押的样子": the one watched (师父, not named here) does it
                if doer == "":
                    continue  # the one watched doing it, whom the text does not name here
                who = said or doer or self.an.subject_at(s, None if self.en else m.end(), carry_paragraph=False)
                if not self.en and not said:
                    # "她把燃灯踢出了公会": the one 把 puts before the verb is done to, the sentence's subject does it
                    cs0 = self.view.clause(s)[0]
                    kb = bisect_right(self.an.anchor_starts, s - 1) - 1
                    # (and the one it is done for or to: "柳春林……给他拍起曲来")
                    if kb >= 0 and self.an.anchors[kb].start >= cs0 and (
                            self.an.anchors[kb].kind == "name"
                            and self.text[max(0, self.an.anchors[kb].start - 1):self.an.anchors[kb].start] in ("把", "将")
                            or self.text[max(0, self.an.anchors[kb].start - 1):self.an.anchors[kb].start] in ("给", "替", "帮", "朝", "冲")
                            and not re.match(r"[说讲道]", self.text[self.an.anchors[kb].end:self.an.anchors[kb].end + 1])) \
                            and who == self.who(self.an.anchors[kb]):
                        ss0 = self.view.sentence(s)[0]
                        k0 = bisect_left(self.an.anchor_starts, ss0)
                        head = self.an.anchors[k0] if k0 < kb else None
                        who = self.who(head) if head is not None and not head.in_quote and self.an._at_clause_head(head) else None
                if not who and not self.en:
                    ss = self.view.sentence(s)[0]
                    k = bisect_left(self.an.anchor_starts, ss)
                    se = self.view.sentence(s)[1]
                    alone = not self.text[ss:s].strip(" \t\n\u3000“”") and \
                        not self.text[m.end():se].strip(" \t\n\u3000。！!…—“”")
                    if not alone and not (k < len(self.an.anchors) and self.an.anchors[k].start < se):
                        # ("隔空点穴。" alone names the art just seen, whoever used it)
                        # "陈默……右掌平平推出。¶一股真气外放，隔着三丈远……": no one in the sentence; the one who
                        # moved in the sentence before did it
                        who = self._scene_subject(s, sentences=2)
                if not who or who not in self.index.entities or self.index.entities[who].kind != "Character":
                    continue
                if not said and self._leave_given(s, rid, who):
                    continue
                out.append(self.fact(who, "action", rid, s, m.end(), key=f"action:{rid}", exact=True, phrase=phrase,
                                     matched=m.group()))
        return out

    def _sentence_head(self, s: int) -> int:
        """The start of s's sentence, reaching back over sentence breaks that are only abbreviations ("by his express
        order, … the 1st Asst. D. Ross hoisted the signal")."""
        ss = self.view.sentence(s)[0]
        if self.en:
            for _ in range(3):
                if ss > 0 and re.search(r"(?<![\w'’])(?:[A-Z][a-z]{0,4}|St|Mr|Mrs|Dr|No)\.\s*$", self.text[max(0, ss - 8):ss]) \
                        and "\n" not in self.text[max(0, ss - 3):ss]:
                    ss = self.view.sentence(ss - 1)[0]
                else:
                    break
        return ss

    def standing_leave(self) -> list[Fact]:
        """Leave given for good, in words to the doer: "英子，往后这药箱，你来开。", "From now on you open the
        poisons cupboard, Dot." The one spoken to may do the rule's act in later chapters (validators.world_rules);
        the thing the rule's act is done to ("药箱", "poisons cupboard") must be named in the words."""
        if not self.sp.actions:
            return []
        out = []
        # what the rule's act is done to: the piece its phrasings share most (they vary the verb, not the thing:
        # "打开药箱, 开了药箱, 翻药箱" → 药箱; "opened the poisons cupboard, opens the poisons cupboard" → cupboard …)
        grams: dict[str, Counter] = {}
        sizes: Counter = Counter()
        for rid, phrase in self.sp.actions:
            low = phrase.lower()
            pieces = set(re.findall(r"[a-z][a-z'’-]{3,}", low)) - _EN_LEAVE_NOT_NOUN if self.en else \
                {low[i:i + 2] for i in range(len(low) - 1) if re.fullmatch(r"[\u4e00-\u9fff]{2}", low[i:i + 2])}
            grams.setdefault(rid, Counter()).update(pieces)
            sizes[rid] += 1
        nouns: dict[str, set[str]] = {}
        for rid, c in grams.items():
            top = max(c.values(), default=0)
            if top and top * 2 >= sizes[rid]:
                nouns[rid] = {w for w, n in c.items() if n == top}
        for qs, qe in zip(self.view.quote_starts, self.view.quote_ends):
            words = self.text[qs:qe]
            if not _STANDING.search(words) or not _LEAVE_YOU.search(words):
                continue
            if re.search(r"不(?:准|许|能|要)|别|莫|(?:not|never|don['’]t|mustn['’]t|won['’]t)", words, re.I):
                continue  # "往后这药箱，你不准碰": leave refused
            # (a name called out is the one spoken to, whoever the words are read as from)
            who = self._vocative((qs, qe), qe)
            if not who:
                me = self.an.speaker(qs, qe)
                who = self._said_to((qs, qe)) or self._addressee((qs, qe)) or self._turned_to((qs, qe))
                if who == me:
                    continue
            if not who or who not in self.index.entities or self.index.entities[who].kind != "Character":
                continue
            low = words.lower()
            for rid, ns in nouns.items():
                if any(n in low for n in ns):
                    out.append(self.fact(who, "leave", rid, qs, qe, key=f"leave:{rid}", exact=True))
        return out

    def _leave_given(self, s: int, rid: str, who: str) -> bool:
        """Someone else, in words a few paragraphs before, gives leave for the act: says the rule's own action to
        the doer ("Call out the helicopter."), or words of leave ("You have my authority", "准你……"); or the act is
        done as the acting holder of the rank ("He signed it *R. Castellano, Acting*", "代理掌门")."""
        ps0, pe0 = self.view.paragraph(s)
        if _ACTING.search(self.text, ps0, pe0):
            return True
        lo = self._paragraphs_back(self.view.paragraph(s)[0], 8)
        for qs, qe in zip(self.view.quote_starts, self.view.quote_ends):
            if qe <= lo or qs < lo:
                continue
            if qs >= s:
                break
            lvs = list(self.sp.action_leave.finditer(self.text, qs, qe))
            lv = lvs[0] if lvs else None
            if any(re.search(r"\byou|你|侬", x.group(), re.I) for x in lvs) or lv and re.search(r"[你侬]", self.text[lv.end():lv.end() + 1]):
                return True  # leave given to "you" is someone else's to give, whoever the words seem to be from ("我准你")
            if self.an.speaker(qs, qe) == who:
                continue
            if lv:
                return True
            for r, _, rx in self.sp.action_rx:
                if r != rid:
                    continue
                for am in rx.finditer(self.text, qs, qe):
                    if not self.en and (re.search(r"了|完|已|过", am.group()) or re.match(r"\s*(?:了|过|完)", self.text[am.end():am.end() + 2])):
                        continue  # "命纸已经揭完了……": the act told done, no order to do it
                    # the act told to the doer ("Call out the helicopter.", "you can lock up the forme"), not the rule
                    # said over ("Nobody calls the half but the stage manager")
                    if re.search(r"(?:^[\"“「‘']|[.!?。！？]\s*|\b(?:you\s+(?:can|may|will|should|must)|go\s+ahead\s+and|"
                                 r"just|now)\s+|你(?:就|先|去|来)?)$", self.text[qs:am.start()], re.I) or re.search(
                            r"(?:^[\"“‘']|[.!?]\s+)(?-i:Go|Come|Run|Get|Take|Hurry|Nip|Pop)\b[^.!?\"”]{0,60}?\band\s+$",
                            self.text[qs:am.start()], re.I):
                        # ("Go into the surgery and open the morphine store": an errand given)
                        return True
        for qs, qe in zip(self.view.quote_starts, self.view.quote_ends):
            # earlier in the chapter, words of leave said to the doer by name ("小山，今朝破个例，开场那一记醒木，你来拍。")
            if qs >= lo:
                break
            if not self.sp.action_leave.search(self.text, qs, qe):
                continue
            k = bisect_left(self.an.anchor_starts, qs)
            while k < len(self.an.anchors) and self.an.anchors[k].start < qe:
                b = self.an.anchors[k]
                k += 1
                if b.kind == "name" and self.who(b) == who and (
                        re.match(r"\s*[，,!！]", self.text[b.end:b.end + 2])  # (called by name: said to him)
                        or self.an.speaker(qs, qe) != who):
                    return True
            # (or said to "you", and the one spoken to is the doer: "这一张，许你来开。" said to 沈知微 by the master
            # beside her, a dozen paragraphs before she writes it)
            lv = self.sp.action_leave.search(self.text, qs, qe)
            if re.search(r"\byou|你", lv.group(), re.I) and self.an.speaker(qs, qe) != who and \
                    (self._vocative((qs, qe), qe) or self._said_to((qs, qe)) or self._addressee((qs, qe))
                     or self._turned_to((qs, qe))) == who:
                return True
        leaves = self.__dict__.get("_leave_words")
        if leaves is None:
            leaves = self.__dict__["_leave_words"] = list(self.sp.action_leave.finditer(self.text))  # (once a chapter)
        for lv in (x for x in leaves if x.end() <= s):
            # a note of leave set into the narration, to "you": "Miss Marsh. You have my leave to open the fault
            # register this morning" — written to the one who does the act (named at its head, or the narrator)
            # (a standing authority, "you will act with the full authority of the chief librarian", from anywhere
            # earlier in the chapter; other leave from the last paragraphs)
            if lv.start() < lo and not re.search(r"authority|powers|in\s+charge|代理|全权", lv.group(), re.I):
                continue
            if self.an.in_quote(lv.start()) or not re.search(r"\byou|你", lv.group(), re.I):
                continue
            head = self._paragraphs_back(self.view.paragraph(lv.start())[0], 1)
            k = bisect_left(self.an.anchor_starts, lv.start()) - 1
            called = None
            # the one the note is to, heading it ("*Hale. Till I have my voice again the pencil is yours. Cut what you
            # must … without killing Fairlie. Use your judgment.*"), before any other name followed by a stop
            p0 = self.view.paragraph(lv.start())[0]
            k0 = bisect_left(self.an.anchor_starts, p0)
            if k0 < len(self.an.anchors) and self.an.anchors[k0].start < lv.start() and self.an.anchors[k0].kind == "name" \
                    and not self.text[p0:self.an.anchors[k0].start].strip(" \t\n*_\"“") \
                    and re.match(r"\s*[.,，。:：!！]", self.text[self.an.anchors[k0].end:self.an.anchors[k0].end + 2]):
                called = self.who(self.an.anchors[k0])
                k = -1
            while k >= 0 and self.an.anchors[k].start >= head:
                b = self.an.anchors[k]
                if b.kind == "name" and re.match(r"\s*[.,，。:：!！]", self.text[b.end:b.end + 2]):
                    called = self.who(b)
                    break
                k -= 1
            if called == who or (called is None and who == self.index.narrator):
                return True
        if self.en:
            # a written authority set out in the narration: "I, Josiah Hollis, … do hereby authorise Caleb Penrose, foreman
            # of my loft, to sign bills of lading …" (the doer named, then "to" and the rule's own act)
            phrases = [ph for r, ph in self.sp.actions if r == rid]
            for am in _EN_AUTHORISE.finditer(self.text, lo, s):
                ss1, se1 = self.view.sentence(am.start())
                k = bisect_left(self.an.anchor_starts, am.end())
                if k < len(self.an.anchors) and self.an.anchors[k].start < min(se1, am.end() + 4) \
                        and self.who(self.an.anchors[k]) == who:
                    tail = self.text[self.an.anchors[k].end:se1].lower()
                    if any(self.sp.action_literal.get(ph) and re.search(r"\bto\s+(?:[\w'’-]+\s+){0,2}?" + re.escape(
                            self.sp.action_literal[ph].split()[0][:4]), tail) for ph in phrases):
                        return True
        return False

    # ---------------------------------------------------------------- ages
    def ages(self) -> list[Fact]:
        sp = self.sp
        out = []
        seen = set()
        gates = [self._gated(g) for g in sp.gate_age]
        for i, (s, e, tg) in enumerate(self._tagged):
            for rx, gated in zip(sp.age_patterns, gates):
                if gated is not None and i not in gated:
                    continue
                use_tag = "\ue000" in rx.pattern
                hay = tg.text if use_tag else self.text
                lo, hi = (0, len(hay)) if use_tag else (s, e)
                for m in rx.finditer(hay, lo, hi):
                    if not use_tag and not self.en:
                        j = bisect_right(self.an.anchor_starts, m.start("num")) - 1
                        if j >= 0 and self.an.anchors[j].end > m.start("num"):
                            # "秦六四十岁": the number begins inside a name that ends in one; the age is after the name
                            m = sp.age_after_name.match(hay, self.an.anchors[j].end, hi)
                            if m is None:
                                continue
                    if use_tag:
                        a = tg.anchors[int(m.group("a"))]
                        if self.en and self.text[a.start:a.end].lower() in ("him", "her", "them", "me", "us"):
                            continue  # "Felix who had stood up for her, at eighteen, when she asked": not hers now
                        if not self.en and a.in_quote and self.text[a.start:a.end] in _ZH_ROLE_WORDS:
                            continue  # "十六岁的师傅，徽州府里头一个": a master of sixteen, said of someone, not the master
                        who = self.who(a)
                        ms, me = tg.orig(m.start()), tg.orig(m.end())
                    else:
                        ms, me = m.start(), m.end()
                        who = None
                        if not self.en:
                            nxt = self.text[me:me + 1]
                            if nxt == "的" and re.match(r"的(?:人|年纪|岁数)了", self.text[me:me + 5]):
                                pass  # "张勉二十三岁的人了": his own age, said of him (the one right before the number)
                            elif nxt == "的":
                                j = bisect_right(self.an.anchor_starts, me)
                                if j < len(self.an.anchors) and self.an.anchors[j].start == me + 1:
                                    if self.text[self.an.anchors[j].start:self.an.anchors[j].end] in _ZH_ROLE_WORDS:
                                        continue  # "十六岁的师傅，徽州府里头一个": a master of sixteen, not the master
                                    who = self.who(self.an.anchors[j])
                                elif (dm := re.search(r"(?:这个|这位|这名)$", self.text[max(0, ms - 3):ms])) and \
                                        not self.text[self.view.clause(ms)[0]:ms - len(dm.group())].strip(" \u3000“”"):
                                    # "陈铁生守了头一夜的灵。这个二十一岁的大个子……": heading its clause, the one just
                                    # spoken of (not "和这个十九岁的外门弟子", an object); the one the sentence before
                                    # ends on, if it ends on someone ("回头看了看站在柜台边的小满。这个十七岁的伙计")
                                    ps0 = self.view.sentence(max(0, self.view.sentence(ms)[0] - 1))
                                    jl = bisect_right(self.an.anchor_starts, ps0[1] - 1) - 1
                                    last_b = self.an.anchors[jl] if jl >= 0 and self.an.anchors[jl].start >= ps0[0] else None
                                    who = self.who(last_b) if last_b is not None and last_b.kind == "name" \
                                        and not last_b.in_quote and not self.text[last_b.end:ps0[1]].strip(" 。！？…\n\u3000") \
                                        else self._previous_subject(ms)
                                    if not who and not self.text[self.view.paragraph(ms)[0]:ms - len(dm.group())].strip(" \u3000“”"):
                                        # heading its paragraph: the one the paragraph before ended on
                                        who = self._scene_subject(ms, sentences=3)
                                    if not who:
                                        continue
                                elif not self.text[self.view.sentence(ms)[0]:ms].strip(" \u3000“”") and re.match(
                                        r"的(?:孩子|娃娃?|人|姑娘|小伙子|后生|少年|丫头|女人|男人|汉子|半大孩子|半大小子|小子|学徒)[，,]",
                                        self.text[me:me + 8]) and self.view.sentence(ms)[0] > 0:
                                    # "林小满红了脸。十四岁的孩子，到底还嫩": heading its sentence, the age of the one
                                    # who headed the sentence before
                                    ps0 = self.view.sentence(self.view.sentence(ms)[0] - 1)
                                    k0 = bisect_left(self.an.anchor_starts, ps0[0])
                                    b0 = self.an.anchors[k0] if k0 < len(self.an.anchors) else None
                                    if b0 is None or b0.start >= ps0[1] or b0.kind != "name" or b0.in_quote \
                                            or self.text[ps0[0]:b0.start].strip(" \u3000\n“”"):
                                        continue
                                    who = self.who(b0)
                                    if not who:
                                        continue
                                else:
                                    continue  # 一个六岁的儿子: the age of whoever follows, not of the subject
                            if self.text[max(0, ms - 1):ms] == "了":
                                continue  # 又老了一岁: a year more, not an age
                        if who is None and not self.en and not m.group().startswith(tuple(sp.age_before_words)):
                            # "我十九岁" / "他已十九岁了": the person right before the number, or nothing
                            j = bisect_right(self.an.anchor_starts, ms - 1) - 1
                            if j < 0 or ms - self.an.anchors[j].end > 2 or self.an.anchors[j].start < s \
                                    or not sp.age_between.fullmatch(self.text[self.an.anchors[j].end:ms]):
                                continue
                            who = self.who(self.an.anchors[j])
                            if not who:
                                continue
                        if who is None and self.en and self.text[me:me + 1] == "," and \
                                not self.text[self.view.sentence(ms)[0]:ms].strip(" \t\n\"“”"):
                            # "Twenty-five years old, a Leading Seaman, …, and Marsh has to go out": the sentence's
                            # first person named after the phrase
                            se = self.view.sentence(ms)[1]
                            j = bisect_left(self.an.anchor_starts, me)
                            while j < len(self.an.anchors) and self.an.anchors[j].start < se:
                                b = self.an.anchors[j]
                                if not b.in_quote and (b.kind == "name" or b.kind == "pron" and self.text[b.start:b.end].lower()
                                                       in ("he", "she", "i")):
                                    who = self.who(b)
                                    break
                                j += 1
                            if not who:
                                continue
                        if who is None and self.en:
                            # "Miss Catherine Ashby, being now two-and-twenty years of age, …": the age in apposition
                            ap = re.search(r",\s+(?:being\s+|who\s+(?:is|was)\s+)?(?:now\s+|then\s+|just\s+|already\s+|barely\s+|only\s+|but\s+|scarcely\s+|hardly\s+|not\s+yet\s+)?$",
                                           self.text[max(0, ms - 30):ms])
                            if ap:
                                j = bisect_right(self.an.anchor_starts, ms - 1) - 1
                                if j >= 0 and self.an.anchors[j].kind == "name" and \
                                        self.an.anchors[j].end == max(0, ms - 30) + ap.start():
                                    who = self.who(self.an.anchors[j])
                        if who is None and self.en and re.match(r"(?:ask|expect|demand|want|require)\s+of\b", m.group(), re.I):
                            who = self._scene_subject(ms, sentences=4)
                            if not who:
                                continue
                        if who is None and self.en and re.search(r"-years?-old$", m.group(), re.I):
                            # "her twelve-year-old brother", "the nine-year-old Pip": the age of the one it describes
                            j = bisect_left(self.an.anchor_starts, me)
                            if j < len(self.an.anchors) and self.an.anchors[j].kind == "name" and \
                                    re.fullmatch(r"\s+(?:[a-z]+\s+)?", self.text[me:self.an.anchors[j].start]):
                                who = self.who(self.an.anchors[j])
                        if who is None and self.en:
                            # "He was Archibald's apprentice, twenty years old": the sentence's own subject, not the
                            # one whose apprentice he is
                            ss0 = self.view.sentence(ms)[0]
                            k0 = bisect_left(self.an.anchor_starts, ss0)
                            if k0 < len(self.an.anchors) and not self.an.anchors[k0].in_quote \
                                    and not self.text[ss0:self.an.anchors[k0].start].strip(" \t\n\"“”") \
                                    and (self.an.anchors[k0].kind == "name" and self.text[self.an.anchors[k0].end:self.an.anchors[k0].end + 2] not in ("'s", "’s")
                                         or self.text[self.an.anchors[k0].start:self.an.anchors[k0].end].lower() in ("he", "she")) \
                                    and re.search(r"['’]s\s+(?-i:[^\W\dA-Z_]+)(?:\s+(?-i:[^\W\dA-Z_]+))?,\s*$", self.text[max(ss0, ms - 40):ms]):
                                who = self.who(self.an.anchors[k0])
                        if who is None and not self.en and _ZH_SOMEONE_ELSE_AGED.search(
                                self.text, max(self.an.last_anchor_end(self.view.sentence(ms)[0], ms), ms - 16), ms):
                            continue  # "家里就一个娘，还有个妹子，才九岁": the age of the one just brought in, unnamed
                        if who is None and self.en and (ap := re.search(r"(?<![\w'’-])[A-Z][\w'’-]+,\s+$", self.text[max(0, ms - 40):ms])):
                            j = bisect_right(self.an.anchor_starts, ms - 1) - 1
                            if not (j >= 0 and self.an.anchors[j].end >= max(0, ms - 40) + ap.end() - 2):
                                continue  # "and then the Dominion, sixteen years old that day": the age of a thing named
                                # right before it, no one we know
                        if who is None and self.en and re.search(r"(?<![\w'’-])(?:a|an|another|one|some)\s+(?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*,\s+$",
                                                                 self.text[max(0, ms - 60):ms]):
                            continue  # "one of the last bucks, a young one, two years old": the age of the thing just
                            # described, no one named
                        if who is None:
                            who = self.an.subject_at(ms, me)
                            if who and (who not in self.index.entities or self.index.entities[who].kind != "Character"):
                                who = None
                    if not who or self.scope.before(me):
                        continue
                    if self.en and re.search(r"\b(?:photograph|photo|portrait|picture|daguerreotype|snapshot|likeness)\b",
                                             self.text[self.view.paragraph(ms)[0]:ms], re.I) \
                            and re.search(r"\b(?:1[5-9]\d\d|20\d\d)\b", self.text[self.view.paragraph(ms)[0]:ms]) \
                            and not re.search(r"\bnow\b", self.text[self.view.sentence(ms)[0]:self.view.sentence(ms)[1]], re.I):
                        continue  # "a photograph …: the Bethesda choir of 1887 … Ezra …, a young man of thirty-two": the picture's
                    if not self.en and re.match(r"(?:上|就|便|才|那会儿|那阵子)?(?:到|来|进|入|拜|学|出|离|嫁|娶|当|做|考|投|跟|去|被|丧|没了|开蒙|启蒙|开笔|上学|读书|识字)",
                                                self.text[me:me + 4]) and not re.search(r"今年|如今|现在|眼下|已经|已", self.text[max(0, ms - 4):ms]):
                        continue  # "说起他十六岁到上海，在一家小照相馆里给人做学徒": the age something was done at, long ago
                    if not self.en and re.search(r"(?:打|从|自|打从|自从)(?:[他她我你]|[\u4e00-\u9fff]{2,3})?$", self.text[max(0, ms - 5):ms]) \
                            and re.match(r"(?:那年|那会儿|上|起|时|的时候)?[^。！？，]{0,6}?(?:就|起|开始|便|以来)", self.text[me:me + 10]):
                        continue  # "那镯子打她十二岁戴上就没摘过": since that age, not her age now
                    if not self.en and re.search(r"(?:[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]|那|当|那一|早)年[，,]?[^。！？]{0,6}$",
                                                 self.text[self.view.sentence(ms)[0]:ms]):
                        continue  # "庚子年，我二十岁，那年八国联军打天津": the age in a year gone by
                    if not self.en:
                        ss_a = self.view.sentence(ms)[0]
                        k_last = bisect_left(self.an.anchor_starts, ms) - 1
                        # (the last name or pronoun before the age, in words too: "“满娃，杜大哥的娃才六岁”")
                        lae = self.an.anchors[k_last].end if k_last >= 0 and self.an.anchors[k_last].start >= ss_a else ss_a
                        q_ = self.view.quote_at(ms)
                        if q_ is not None and (re.search(r"[他她][^，。！？“”]{0,4}$", self.text[max(q_[0], ms - 6):ms])
                                               or self.text[ms:ms + 1] in ("他", "她")) and re.search(
                                r"阿爸|阿妈|爸|爹|娘|妈|爷爷|奶奶|外婆|外公|阿公|阿婆|哥哥|姐姐|叔|伯|婶|姨", self.text[q_[0]:ms]):
                            continue  # "阿爸就不用推你。……他五十八岁了": in the words, the he is the father spoken of
                        if _ZH_ANIMAL_AGED.search(self.text, max(lae, ms - 30), ms):
                            continue  # "有一匹小青骡，是最年轻的一匹，才四岁": a beast's age
                        if k_last >= 0 and self.an.anchors[k_last].end == lae and re.fullmatch(
                                r"的[\u4e00-\u9fff]{1,3}?(?:今年|才|已|都|也|还|刚|快|已经|正|才刚|不过|刚满|满)*", self.text[lae:ms]):
                            continue  # "杜大哥的娃才六岁", "他的马才四岁": the age of what is his
                        if k_last >= 0 and self.an.anchors[k_last].end == lae and re.match(
                                r"(?:的)?(?:" + ZH_KIN.pattern + r")", self.text[lae:ms]) and not re.search(r"[。！？]", self.text[lae:ms]):
                            continue  # "他儿子叫杜小庚，今年才六岁": his son's age, named after him
                        if k_last >= 0 and self.an.anchors[k_last].end == lae and re.match(
                                r"[^。！？]{0,4}?有(?:个|一个|两个)(?:" + ZH_KIN.pattern + r")[，,]?(?:叫|名叫|唤作)",
                                self.text[lae:ms]) and not re.search(r"[。！？]", self.text[lae:ms]):
                            continue  # "陈先生有个儿子，叫陈家宝，今年二十二": the son's age
                    if self.en and self.an.in_quote(ms) and re.search(
                            r"\byou\b(?![^.!?]*\b(?:I|me|my|he|she|him|her)\b)[^.!?\"”]*$",
                            self.text[max(self.view.sentence(ms)[0], ms - 80):ms], re.I):
                        continue  # "I taught you that, first week you come here, fourteen years old": the age of the
                        # one spoken to, then
                    if self.en and not self.an.in_quote(ms) and _newcomer_before(self.an, ms):
                        continue  # "and Vreni Kalbermatten ran it, and the telephone. She was twenty-six": the one
                        # just brought in, not the she named before
                    if not self.en and re.search(r"(?:字|写着|写的是|写道|题着|题的是|标着|印着)[^。！？]{0,30}[：:][^。！？]*$",
                                                 self.text[self.view.sentence(ms)[0]:ms]):
                        continue  # "照片背面有一行字……：夏夏六岁，会写自己名字了": words written long ago, read now
                    if self.en and re.search(r"\b(?i:his|her|the\s+[a-z]+['’]s)\s+name\s+(?:was|is)\s+[A-Z]", self.text[self.view.sentence(ms)[0]:ms]) \
                            and not any(x.kind == "name" and x.value == who and self.text[x.end:x.end + 2] not in ("'s", "’s")
                                        for x in self.an.anchors[bisect_left(self.an.anchor_starts, self.view.sentence(ms)[0]):
                                                                 bisect_left(self.an.anchor_starts, ms)]):
                        continue  # "His name was Stanley Wojcik, and he was forty-four", "The boy's name is Luca Gerber and he
                        # is twenty-two", "Her name is Margrit Zumstein and she is Sepp's niece, … a woman of fifty": the one
                        # just named, no one we know
                    if self.en and self.an.in_quote(ms) and re.search(r"\b(?:was|were|had|lay|came|went|stood|sat|said|told|took|"
                                                                      r"gave|fell|saw|did|[a-z]{3,}ed)\b",
                                                                      self.text[self.view.sentence(ms)[0]:me], re.I):
                        continue  # "I was nineteen", "Toby was a workhouse brat, twelve years old" said aloud: the past
                    if self.en and re.search(r"\bhad\s+(?:been|(?!turned\b)[a-z]+ed)\b", self.text[self.view.sentence(ms)[0]:me]):
                        continue  # "the brass had been too heavy on her nine-year-old chest": the past perfect tells the past
                    kin = None if self.en else re.search(ZH_KIN.pattern + r"(?:才|已|都|也|还|刚|快|已经|今年|正|才刚)*$",
                                                        self.text[max(0, ms - 8):ms])
                    if kin is not None:
                        ks = max(0, ms - 8) + kin.start()
                        j = bisect_right(self.an.anchor_starts, ks) - 1
                        if not (j >= 0 and self.an.anchors[j].kind == "name" and self.an.anchors[j].end > ks):
                            continue  # "她想，娘才五十三岁": the age of the one the kin word names (not 七娘, a name)
                    if not self.en and re.search(r"是[^，。！？；]{0,6}$", self.text[self.view.clause(ms)[0]:ms]) and \
                            re.match(r"[^，。！？；]{0,14}的(?=[，。！？；]|$)", self.text[me:me + 16]):
                        continue  # "那是他十九岁骑摩托摔的": 是……的 tells when, an age then
                    if not self.en and re.match(r"[^，。！？；]{0,12}?(?:时|的时候|那年|那一年|那会儿)", self.text[me:me + 16]):
                        continue  # "他十二岁在山脚放牛时": an age at some time back
                    if not self.en and re.match(r"(?:上|起|就|便|才|进|入|拜|中|考|嫁|娶|离|投|当|做|跟|被|随|以前|之前|以后|之后|头一[回次遭]|第一[回次遭]|头回)",
                                                self.text[me:me + 3]):
                        continue  # "张勉十五岁进府衙当贴书", "要他四十岁才拆的信": an age when something was or will be done
                    if not self.en and re.match(r"[\u4e00-\u9fff]{1,2}的(?!人|年纪|岁数|样子|模样)", self.text[me:me + 4]) \
                            and not re.match(r"(?:左右|上下|光景|出头|开外)", self.text[me:me + 2]):
                        continue  # "你大师哥二十岁挂的头牌": the age a thing was done at (是……的 left unsaid)
                    if not self.en and self.an.in_quote(ms) and re.search(r"到时候|将来|以后|日后|等到|那时候",
                                                                         self.text[self.view.sentence(ms)[0]:self.view.sentence(ms)[1]]):
                        continue  # "好！二十五岁的林经理，到时候请我吃大餐！": the age someone will be
                    if self.en and re.match(r"\s*(?:years?\s+)?(?:the\s+)?(?:elder|older|younger|senior|junior|(?:his|her|their|my|your)\s+(?:senior|junior|elder)"
                                            r"|further\s+(?:on|along)|farther\s+(?:on|along)|ahead|behind|into|on\s+from|out\s+of|since|later|earlier|before|after)\b",
                                            self.text[me:me + 30], re.I):
                        continue  # "Sam was three years the elder", "Priya was three years further on now": a difference
                    if self.en and re.search(r"-years?-old$", m.group(), re.I) and \
                            re.search(r"\b(?:with|to|for|of|at|on|by|from|about|like|beside|behind|and|saw|see|sees|met|treated|"
                                      r"examined|admitted|found|brought|carried)\s+(?:a|an|the|this|that|another|one)\s+(?:[a-z]+\s+)?$",
                                      self.text[max(0, ms - 40):ms], re.I):
                        continue  # "called to Theatre 4 with a seventy-year-old woman": someone else's age
                    # (what comes well after the age is another thing's: "Kit was fifteen that summer and shooting up
                    # like a bean-pole")
                    if sp.age_figurative.search(self.text, s, max(me, min(self.view.clause(max(ms, me - 1))[1], me + 16))):
                        continue  # "for a moment Wren was ten years old again" (not "…, and it seemed to her …")
                    if sp.age_when.search(self.text[max(s, ms - 20):ms]):
                        continue
                    if self.en and re.search(r"\b(?:thought|thinks|believed|believes|fancied|fancies|imagined|imagines|"
                                             r"pretended|pretends|felt|feels|wished|wishes)\s+(?:that\s+)?$",
                                             self.text[max(s, ms - 24):ms], re.I):
                        continue  # "Kathleen, who was fourteen and thought she was forty": what she fancies, no age
                    if self.en and re.search(r"\bthe\s+(?:year|summer|spring|autumn|fall|winter|day|night|week|month|time)\s+"
                                             r"(?:that\s+|when\s+)?(?:he|she|I|they|we)\s+(?:was|were|turned)\s+(?:just\s+|only\s+)?"
                                             r"(?=[\w-]+(?:\s+years?\s+old)?\W*$)",
                                             self.text[max(s, ms - 40):me], re.I):
                        continue  # "*M.B. 1905*, the year she was twenty-one": an age then, naming the year
                    if self.en and re.search(r"\b(?:attain|attains|reach|reaches|shall|will|would|until|till|unless)\b[^.;!?]{0,40}$"
                                             r"|\b(?:which|that|it)\s+(?:is|was|were|are)\s+(?:now\s+)?$",
                                             self.text[self.view.sentence(ms)[0]:ms], re.I):
                        continue  # "until she shall attain the age of twenty-one"; "my gown, which is three years old"
                    if sp.past.search(self.text, self.view.sentence(ms)[0], ms) or \
                            _AGE_THEN.search(self.text, self.view.sentence(ms)[0], ms):
                        continue  # "那时他才七岁", "back then she was nine": an age in a time told before
                    if sp.hypothetical.search(self.clause_before(ms, 8 if not self.en else 30)):
                        continue
                    if self.en and not self.an.in_quote(ms) and _EN_AGE_CLAIMED.search(self.text, self.view.sentence(ms)[0], ms):
                        continue  # "Alfie said that he was thirty-nine and had been for eight years": an age someone
                        # claims, in his own words reported, not the narration's
                    appos = use_tag and "(?:at|aged)" in rx.pattern
                    if self.en and not appos and re.search(r"\b(?:when|since|until|till|from|at|by|before|after)\b[^,.;]{0,30}$", self.text[max(s, ms - 30):ms], re.I):
                        continue
                    numtxt = m.groupdict().get("num")
                    if numtxt and not self.en and re.search(r"[一二三四五六七八九]{2}", numtxt):
                        continue  # 十六七岁: a guess, not a statement
                    if numtxt:
                        n = en_number(numtxt) if self.en else zh_num(numtxt)
                    else:
                        o = m.group("ord").lower()
                        n = _EN_ORD.get(o) or int(re.match(r"\d+", o).group())
                    if n is None or not 1 <= n <= 150 or (self.en and numtxt and numtxt.lower() in ("a", "an")):
                        continue
                    if self.en and n < 5 and r"had\s+turned" in rx.pattern and not re.match(r"[\s-]+years?\b", self.text[me:me + 8], re.I):
                        continue  # "there were five, and he was one", "Han Jue was one (of them)": a count, not an age
                    if (who, ms) in seen:
                        continue
                    seen.add((who, ms))
                    ss0, se0 = self.view.sentence(ms)
                    # (a he or she in someone's words, no name in the sentence: "“她十四岁。”")
                    pron = self.an.in_quote(ms) and not any(
                        x.kind == "name" and x.value == who
                        for x in self.an.anchors[bisect_left(self.an.anchor_starts, ss0):bisect_left(self.an.anchor_starts, se0)]) \
                        and re.search(r"[他她]|\b(?:he|she)\b", self.text[ss0:ms], re.I) \
                        and not re.search(r"我|\b(?:I|me|my)\b", self.text[ss0:me])
                    extra = {"pronoun": True} if pron else {}
                    if self.en and (yrs := re.findall(r"(?<![\d,.£$'’-])(1[5-9]\d\d|20\d\d)(?!\d)", self.text[ss0:se0])):
                        extra["year"] = min(map(int, yrs))  # "binding one Angus MacTaggart, aged fourteen years, … 1908"
                    out.append(self.fact(who, "age", str(n), ms, me, key="age", exact=True, birthday=bool(m.groupdict().get("ord")),
                                         **extra))
        return out

    # ---------------------------------------------------------------- utterances
    def _habit_claim(self, gap: str, term: str) -> bool:
        """The words between a person and a way of talking make it their habit: "说话向来", "是个", "had always been",
        "was", "had" (a soft voice); a term that says so itself ("从不高声", "never raised her voice"). Not denied
        ("倒不是细声细气的人", "was not soft-spoken")."""
        g = gap.strip().lower()
        if self.en:
            if re.search(r"\bnot\b|n['’]t\b", g):
                return False
            if re.search(r"\bnever\b|\btoo\s+much\b|\bthe\s+sound\s+of\b", term.lower()):  # (a habit in itself)
                return g in ("", "had", "has", "always") or bool(re.fullmatch(r"(?:had|has)(?:\s+always)?", g))
            return bool(re.fullmatch(r"(?:(?:had|has|have)\s+)?(?:(?:always|ever|by\s+nature|habitually|famously|notoriously|"
                                     r"naturally|still)\s+)?(?:been|was|is|had|has)|(?:was|is)\s+(?:always|ever|by\s+nature|"
                                     r"famously|notoriously|naturally)", g))
        if re.search(r"不是|并非|并不|倒不|没那么|哪里|哪儿", g):
            return False
        return term.startswith("从") or bool(self.sp.claim_habit.search(g))

    def utterances(self) -> list[Fact]:
        sp = self.sp
        text = self.text
        out = []
        view = self.view
        by_para: dict[tuple[int, str], list] = {}
        last = None  # (paragraph start, speaker, end of the quote, said with a verb)
        for qs, qe in zip(view.quote_starts, view.quote_ends):
            if self.scope.before(qs):
                continue  # a memory opened before the words (the words themselves may tell of the past)
            ps, pe = view.paragraph(qs)
            who, verb = self._speaker(qs, qe, ps, pe)
            if not who and last is not None and last[0] == ps:
                # '"It's a hard frost," he said. "A rare hard frost…"': the same speaker goes on
                between = text[last[2]:qs]
                # ('"Eighteen months!" he roared, and struck the table … so that the glasses jumped. "Eighteen
                # months, and …"': a longer beat of the same man's business, with no one else in it)
                # ('"The emperor," he said. "My father saw …"': the he of the words just before is their speaker,
                # whoever else a he might be)
                if len(between) <= (180 if self.en else 20) and not any(
                        (a.kind == "name" and a.value != last[1]) or (a.kind == "pron" and self.who(a) not in (None, last[1])
                                                                      and not (a.value in "mf" and self.an._fits(last[1], a.value)
                                                                               and last[3] and a.start - last[2] <= 3))
                        for a in self.an.anchors[bisect_left(self.an.anchor_starts, last[2]):
                                                 bisect_left(self.an.anchor_starts, qs)]):
                    who = last[1]
            if not who and not self.en:
                who = self._narrated_speaker(qs, ps)
            if not who:
                who, verb = self._introduced_speaker(qs, ps)
            if not who:
                continue
            last = (ps, who, qe, bool(verb))
            inner = text[qs + 1:qe - 1]
            if _READ_OUT.match(inner) or (not self.en and re.search(r"钦此[。！]?$", inner.strip())):
                continue  # "奉天承运，皇帝诏曰：……钦此。": an edict read out, not anyone's way of talking
            size = len(re.findall(r"[\w'’-]+", inner)) if self.en else len(re.findall(r"[\u4e00-\u9fff]", inner))
            sh = sp.shout.search(verb) if verb else None
            s0 = (sh.start() - 1 if verb[sh.start() - 1:sh.start()] == "提" else sh.start()) if sh is not None else 0
            if sh is not None and re.search(r"(?:没有|没|不曾|并没有|并不|从不|不|\bnot|\bnever|n['’]t)\s*(?:\w+\s+)?$",
                                            verb[max(0, s0 - 12):s0], re.I):
                sh = None  # "他没有提高声音，还是那种平平的调子：": no raised voice at all
            shout = sh is not None and not self._motivated(ps, pe, (qs, qe)) \
                and not sp.distance.search(text, *self.view.sentence(min(qe, len(text) - 1))) \
                and not _VOICE_DROPPED.search(text, max(ps, qs - 40), min(pe, qe + 60))
            by_para.setdefault((ps, who), []).append((qs, qe, size, shout, verb))
        # speech told in the narration: "X扯开嗓门……", "Fenwick roared at the full pitch of his lungs"
        kinds = ((sp.narrated_shout, "shout"), (sp.narrated_long, "long"), (sp.claim_quiet, "quiet"), (sp.claim_loud, "loud"))
        li = literal_index(tuple(rx for rx, _ in kinds))
        hits = li.sentences(self.view) if li is not None else None
        for s, e, tg in self._tagged:
            if self.scope.at(s) or not tg.anchors:
                continue
            si = self.view.sentence_index(s)
            for k, (rx, kind) in enumerate(kinds):
                if hits is not None and hits[k] is not None and si not in hits[k]:
                    continue  # (none of the words it needs is in the sentence)
                m = rx.search(self.text, s, e)
                if not m or self.an.in_quote(m.start()):
                    continue
                if self.en and (re.search(r"\b(?:the|a|an|his|her|their|its|my|our|your|some|of)\s+$", self.text[max(s, m.start() - 8):m.start()], re.I) or re.match(
                        r"\s+in\s+(?:his|her|my|their)\s+(?:own\s+)?(?:head|ears)\b", self.text[m.end():m.end() + 24], re.I)):
                    continue  # "the roaring in her own head": a noise, not someone shouting
                if self.en and re.search(r"\b(?:the|a|an|some|all|every|his|her|their)\s+(?:(?!(?:and|then|but|or|he|she|i|we|they)\s)[a-z]+(?:['’]s)?\s+){0,2}?(?!(?:and|then|but|or|he|she|i|we|they)\s)(?-i:[a-z]+s?)\s+$",
                                         self.text[max(s, m.start() - 40):m.start()], re.I):
                    continue  # "…, and the children screamed", "the room's air handlers roaring": a thing or someone the
                    # sentence names by a noun does it
                if self.en and re.search(r"\bwhich\s+(?:[a-z]+\s+){0,3}$", self.text[max(s, m.start() - 30):m.start()], re.I):
                    continue  # "the river, which would go on roaring": a thing does it
                # the person must be the one doing it: named (or a pronoun) just before, in the same clause
                j = bisect_right(self.an.anchor_starts, m.start() - 1) - 1
                if j < 0 or self.an.anchors[j].start < s:
                    continue
                b = self.an.anchors[j]
                gap = self.text[b.end:m.start()]
                near = (len(gap.split()) <= 4 and not re.search(r"[,;:]", gap)) if self.en else \
                    (len(gap) <= 8 and not re.search(r"[，,。；]", gap))
                if near and not self.en and (gap.startswith("的") or b.kind == "pron" and self.an._zh_object_pronoun(b)):
                    near = False  # "抱着他的胳膊絮絮叨叨": the one held is not the one talking
                if near and self.en and b.kind == "name" and re.match(r"['’]s?\b", gap):
                    near = False  # "Danny held Joe's hand and talked without stopping": the owner of the hand is not the subject
                if near and self.en and b.kind == "pron" and (self.text[b.start:b.end].lower() in ("his", "her", "their", "my")
                                                              or self.an._en_object_pronoun(b)):
                    near = False  # "he flung out both his arms and began to shout": the owner of the arms, not the
                    # subject; "lifts him off his feet and whirls him round and bellows the news": not the one lifted
                if kind in ("quiet", "loud"):
                    # a way of talking stated as the person's habit, of the subject just named: "苏念念说话向来细声细气",
                    # "Hallveig had always been soft-spoken" (not "she said in a low voice", one time)
                    if not near or not self._habit_claim(gap, m.group()):
                        continue
                if not near:
                    # "Brother Cuthbert put down his spoon, rose to his feet, and roared": the last name before,
                    # the subject of a chain of verbs with only its own pronouns between
                    for k in range(j, -1, -1):
                        x = self.an.anchors[k]
                        if x.kind == "name" and not self.en and sp.object_markers and \
                                self.text[max(0, x.start - 2):x.start].endswith(sp.object_markers):
                            continue  # "她叫人给知微搬了个绣墩": the one things are done for is no subject
                        if x.start < s or x.kind == "name":
                            break
                    if x.start >= s and x.kind == "name" and not x.in_quote and all(
                            y.kind == "pron" and self.who(y) == self.who(x) for y in self.an.anchors[k + 1:j + 1]) \
                            and (re.match(r"\s+(?:had\s+|then\s+)?[a-z]+(?:ed|ew|ot|ose|ut|ook|ent|ame|ood)\b", self.text[x.end:x.end + 20])
                                 if self.en else not re.match(r"[，,。的之]", self.text[x.end:x.end + 1])):
                        b, near = x, True
                if not near:
                    # chained predicates share the sentence's subject ("温伯言却把茶碗一顿，扯开嗓门嚷了起来",
                    # "Brother Cuthbert put down his spoon, rose to his feet, and roared") if nobody else is named
                    k = bisect_right(self.an.anchor_starts, s - 1)
                    b0 = self.an.anchors[k] if k < len(self.an.anchors) else None
                    if b0 is None or b0.start >= m.start() or b0.in_quote or not (self.an._at_clause_head(b0) or self._after_lead(b0)) or any(
                            x.kind == "name" and x.value != b0.value
                            and not (sp.object_markers and self.text[max(0, x.start - 2):x.start].endswith(sp.object_markers))
                            and not (self.en and re.match(r"['’]s?\b", self.text[x.end:x.end + 2]))  # (Joe's hand: no subject)
                            for x in self.an.anchors[k + 1:j + 1]):
                        continue  # (a name after 给/对/把 is an object: "她叫人给知微搬了个绣墩……一边张罗一边说个不停")
                    b = b0
                if sp.object_markers and self.text[max(0, b.start - 2):b.start].endswith(sp.object_markers):
                    continue  # 拉着宋砚秋说个没完: he is the one talked at
                if not self.en and re.search(r"(?:一|几|两|三|那|这)(?:个|名|位|群|伙|帮|把)[^，。！？“”]{0,8}?(?:的)?$|"
                                             r"(?:一|几|两|三|那|这)(?:个|名|位|群|伙|帮)[^，。！？“”]{1,8}(?:扯|放|提|拔|压)",
                                             self.text[b.end:m.start()]):
                    continue  # "外面……接着是一个年轻人扯着嗓子的大喊": someone else, brought in between, shouts
                if kind == "long" and re.search(r"(?:两个人|两人|俩人|他俩|她俩|他们|她们|二人|大伙|大家)[^，。！？“”]{0,10}$|"
                                                r"\b(?:the\s+two\s+of\s+them|both|they|the\s+pair)\b[^.,;!?]{0,30}$",
                                                self.text[b.end:m.start()], re.I):
                    continue  # "韩德福把情况跟孟长山说了，两个人在库房外头说了好半天": a long talk between them, not one
                    # man's long speech
                who = self.who(b)
                if who and self.en and b.kind == "pron" and self._he_unsure(b, who):
                    continue
                if not who or (b.kind == "pron" and not self.an._at_clause_head(b) and not any(
                        x.kind == "name" and x.value == who for x in self.an.anchors
                        if view.paragraph(m.start())[0] <= x.start < m.start())):
                    continue  # a pronoun's speaker must be named in the paragraph, or be the clause's subject
                ps, pe = view.paragraph(m.start())
                if kind == "shout" and (self._motivated(ps, pe) or sp.distance.search(text, *self.view.sentence(m.start()))
                                        or _VOICE_DROPPED.search(text, m.end(), min(pe, m.end() + 40))):
                    continue  # a storm, a fight; or "roared across the yard", how one is heard there
                out.append(self.fact(who, "utterance", "narrated", s, e, key="speech", exact=False,
                                     length=sp.long_limit if kind == "long" else 0, shout=kind == "shout",
                                     verb=m.group(), narrated=True,
                                     **({"claim": kind} if kind in ("quiet", "loud") else {})))
        for (ps, who), items in by_para.items():
            # the longest single speech: several short answers are not a rant; but a speech broken off mid-sentence
            # by its attribution and taken up again ("… if you left it out—" he bellowed, "—and that assessor …") is one
            runs, run = [], 0
            for k, it in enumerate(items):
                run += it[2]
                nxt = items[k + 1] if k + 1 < len(items) else None
                inner_end = text[max(it[0], it[1] - 3):it[1] - 1].rstrip()
                if nxt is None or not (inner_end.endswith(("—", "–", "-", "…", ",")) and
                                       re.match(r"[\"“'‘]\s*(?:[—–-]|…|[a-z])", text[nxt[0]:nxt[0] + 3])):
                    runs.append(run)
                    run = 0
            total = max(runs)
            shout = [i for i in items if i[3]]
            if total >= sp.long_limit * 0.6 and not shout and self._occasion(ps):
                continue  # a eulogy at the graveside, a toast, a witness's statement: a long speech in its place
            if _SPEECH_UNWONTED.search(text, self._paragraphs_back(ps, 1), items[0][0]):
                continue  # "for the first time in the seven years Blue has worked with him, Snowy Kerrigan makes a
                # speech": the telling marks the change itself
            if total >= sp.long_limit * 0.6 or shout:
                first = shout[0] if shout else max(items, key=lambda i: i[2])
                qs, qe = first[0], first[1]
                if qe - qs > (200 if self.en else 60):
                    qe = qs + (200 if self.en else 60)
                out.append(Fact(subject=who, predicate="utterance", object=str(total), key="speech", chapter=self.chapter,
                                source=SourceRef(chapter=self.chapter, start=qs, end=qe, quote=text[qs:qe]),
                                detail={"length": total, "shout": bool(shout), "verb": first[4] or "", "quotes": len(items)}))
        return out

    def _he_unsure(self, b, who: str) -> bool:
        """(English) a he/she that might be someone else: another name of that gender earlier in the paragraph, the one
        it resolves to not named in its sentence ("Kit Fenwick was fourteen … Thorne had taken him off the quay … He
        talked the whole way up"), or a him/her in its own sentence before it ("Roland's men brought him up …, and he
        talked all the way")."""
        w = self.text[b.start:b.end].lower()
        if w not in ("he", "she"):
            return False
        g = "m" if w == "he" else "f"
        ps = self.view.paragraph(b.start)[0]
        ss = self.view.sentence(b.start)[0]
        here = self.an.anchors[bisect_left(self.an.anchor_starts, ps):bisect_left(self.an.anchor_starts, b.start)]
        named_here = any(x.kind == "name" and x.value == who and x.start >= ss and not x.in_quote for x in here)
        for x in here:
            if x.in_quote:
                continue
            if x.kind == "name" and not named_here and x.value != who and self.index.gender.get(x.value) in (g, None) and \
                    x.value in self.index.entities and self.index.entities[x.value].kind == "Character":
                return True
            if x.kind == "pron" and x.start >= ss and self.text[x.start:x.end].lower() == ("him" if g == "m" else "her") \
                    and self.an._en_object_pronoun(x):
                return True
        return False

    def _previous_subject(self, p: int) -> str | None:
        """The person heading the sentence before p's, in p's paragraph (a name, or a pronoun that resolves)."""
        ss = self.view.sentence(p)[0]
        ps = self.view.paragraph(p)[0]
        if ss <= ps:
            return None
        pss = self.view.sentence(ss - 1)[0]
        k = bisect_left(self.an.anchor_starts, max(pss, ps))
        if k >= len(self.an.anchors) or self.an.anchors[k].start >= ss or self.an.anchors[k].in_quote \
                or not self.an._at_clause_head(self.an.anchors[k]):
            return None
        return self.who(self.an.anchors[k])

    def _narrated_speaker(self, qs: int, ps: int) -> str | None:
        """"韩铁衣把碗往桌上一顿，嗓门大得震得房梁上的灰都往下掉，“我跟你们说……”": a sentence of narration led by a
        name runs straight into the words (a comma or colon before the quotation mark), and the name says them."""
        if qs <= ps or self.text[qs - 1:qs] not in ("，", "：", ":", ","):
            return None
        ss = self.view.sentence(qs - 1)[0]
        prev_q = max((e for e in self.view.quote_ends if ss <= e <= qs), default=None)
        lo = prev_q if prev_q is not None else ss
        if qs - lo > 60:
            return None
        i = bisect_right(self.an.anchor_starts, lo - 1)
        first = self.an.anchors[i] if i < len(self.an.anchors) else None
        if first is None or first.start >= qs or first.in_quote or first.kind not in ("name", "pron") \
                or (first.kind == "pron" and first.value == "1"):
            return None  # a name, or 他/她 standing for one ("他端着茶走到台子中央，扯开嗓门大声嚷道：“……”")
        head = self.text[lo:first.start].strip(" \t\u3000”\"")
        if head and head not in self.an.pats.carry_over:
            return None
        if any(a.kind == "name" and (first.kind == "pron" or a.value != first.value)
               for a in self.an.anchors[i + 1:bisect_left(self.an.anchor_starts, qs)]):
            return None
        return self.who(first)

    def _introduced_speaker(self, qs: int, ps: int) -> tuple[str | None, str | None]:
        """Words that open their own paragraph after a paragraph that ends by bringing them in ("… put down his
        chalk, leaned back against the wall, and began to talk." / "……清了清嗓子，开口道："): the one who was
        about to speak says them: the name heading that last sentence, else the paragraph's first subject."""
        text = self.text
        if text[ps:qs].strip(" \t\u3000"):
            return None, None
        pps = ps
        while pps > 0:
            pps, ppe = self.view.paragraph(pps - 1)
            if text[pps:ppe].strip():
                break
        if pps >= ps:
            return None, None
        body = text[pps:ppe].rstrip()
        m = self.sp.speech_intro.search(body)
        if m is None and not self.en:
            # "他没有站起来，声音却一下子拔得很高……：" ¶ "……": a colon brings the words in; they are said by the subject
            # of the last clause before it that has one ("宋青禾走过去，还没开口，何秀姑把长铲往锅沿上一磕，扯开嗓门就
            # 嚷开了：": 何秀姑)
            colon = re.search(r"[：:]$", body)
            if colon is None or self.an.in_quote(pps + colon.start()):
                return None, None
            end = pps + colon.start()
            ls0 = self.view.sentence(end)[0]
            cs = end
            while cs > ls0:
                cs0, _ = self.view.clause(cs - 1)
                k = bisect_left(self.an.anchor_starts, cs0)
                if k < len(self.an.anchors) and self.an.anchors[k].start < cs and not self.an.anchors[k].in_quote \
                        and self.an._at_clause_head(self.an.anchors[k]):
                    who = self.who(self.an.anchors[k])
                    return (who, text[ls0:end + 1]) if who else (None, None)
                if re.search(r"(?:一|几|两|三|那|这)(?:个|名|位|群|伙|帮)", text[cs0:cs]):
                    return None, None  # "……接着是一个年轻人扯着嗓子的大喊：": someone else brought in says it
                if cs0 >= cs:
                    break
                cs = cs0
            if ls0 <= pps:
                return self._speaker_before(pps, end, text[ls0:end + 1])
            return None, None
        if m is None and self.en and not self.an.in_quote(pps + len(body) - 1):
            # "…, Anselme Bidault … set the barrow down … and came across the yard at a run with his beret in his fist."
            # ¶ "Get off! …": the one who came at them, named at the head of the last sentence, says the words
            ls = self.view.sentence(pps + len(body) - 1)[0]
            if _EN_CAME_AT.search(text, ls, pps + len(body)):
                anchors = [a for a in self.an.anchors[bisect_left(self.an.anchor_starts, max(ls, pps)):
                                                     bisect_left(self.an.anchor_starts, pps + len(body))] if not a.in_quote]
                names = {a.value for a in anchors if a.kind == "name"}
                if len(names) == 1 and (a0 := next(a for a in anchors if a.kind == "name")) and \
                        (self.an._at_clause_head(a0) or re.search(r"\b(?:but|and|then|when)\s+(?:[^,]{0,40},\s+)?$",
                                                                  text[max(ls, a0.start - 60):a0.start], re.I)):
                    return self.who(a0), text[ls:pps + len(body)]
            return None, None
        if not m or self.an.in_quote(pps + m.start()):
            return None, None
        ls = self.view.sentence(pps + m.start())[0]
        anchors = [a for a in self.an.anchors[bisect_left(self.an.anchor_starts, max(ls, pps)):
                                             bisect_left(self.an.anchor_starts, pps + len(body))] if not a.in_quote]
        if anchors:
            a = anchors[0]
            head = text[max(ls, pps):a.start].strip(" \t\u3000“”\"'‘’「」")
            if not head or _carries(self.an.pats, head):
                return self.who(a), text[ls:pps + len(body)]
            if any(x.kind == "name" for x in anchors):
                return None, None  # someone named in a sentence led by something else: whose words, unclear
        # "Instead the old overman … began to talk": an epithet; the paragraph's first subject
        k = bisect_left(self.an.anchor_starts, pps)
        if k < len(self.an.anchors) and self.an.anchors[k].start < ls and self.an.anchors[k].kind == "name" \
                and not self.an.anchors[k].in_quote and self.an._at_clause_head(self.an.anchors[k]) and not any(
                    a.kind == "name" and a.value != self.an.anchors[k].value and not a.in_quote
                    and self.an._at_clause_head(a)  # "as Tom came in" is met in passing; "Tom went" is a subject
                    for a in self.an.anchors[k + 1:bisect_left(self.an.anchor_starts, ls)]):
            return self.who(self.an.anchors[k]), text[ls:pps + len(body)]
        return None, None

    def _both_just_told(self, f: Fact, p: int) -> bool:
        """Both people of a relation fact are named (not in quotes) in the four paragraphs before p in this chapter."""
        lo = self._paragraphs_back(p, 4)
        named = {self.who(a) for a in self.an.anchors[bisect_left(self.an.anchor_starts, lo):bisect_left(self.an.anchor_starts, p)]
                 if a.kind == "name" and not a.in_quote}
        return f.subject in named and f.object in named

    def _speaker_before(self, pps: int, end: int, verb: str) -> tuple[str | None, str | None]:
        """"他站起来了。¶ 然后一巴掌拍在桌上，吼得整层楼都听得见：¶ “……”": a bringing-in that names no one is said by
        the one the paragraph before it was about (its subject at the head)."""
        if any(not b.in_quote for b in self.an.anchors[bisect_left(self.an.anchor_starts, pps):
                                                       bisect_left(self.an.anchor_starts, end)]):
            return None, None
        q0 = pps
        while q0 > 0:
            q0, q1 = self.view.paragraph(q0 - 1)
            if self.text[q0:q1].strip():
                break
        if q0 >= pps:
            return None, None
        k = bisect_left(self.an.anchor_starts, q0)
        if k < len(self.an.anchors) and self.an.anchors[k].start < pps and not self.an.anchors[k].in_quote \
                and self.an._at_clause_head(self.an.anchors[k]) and (who := self.who(self.an.anchors[k])):
            return who, verb
        return None, None

    def _age_at_death(self) -> list[Fact]:
        """How old someone was when they died, told as the close of a life: "俞守拙死的时候，七十一岁", "Abel was
        fifty-eight when he died" (not in a memory, a wish or someone's words)."""
        out: list[Fact] = []
        rx = _EN_AGE_AT_DEATH if self.en else _ZH_AGE_AT_DEATH
        for a in self.an.anchors:
            if a.kind != "name" or a.in_quote:
                continue
            m = rx.match(self.text, a.end)
            if m is None or self.scope.before(a.start) or self.scope.at(a.start):
                continue
            if self.en and m.group("pron").lower() != {"m": "he", "f": "she"}.get(self.index.gender.get(self.who(a) or ""), m.group("pron").lower()):
                continue
            if self.sp.hypothetical.search(self.clause_before(a.start, 10 if not self.en else 40)):
                continue
            who = self.who(a)
            if who:
                out.append(self.fact(who, "died", m.group("verb"), a.start, m.end(), key="death", exact=True,
                                     verb=m.group("verb")))
        return out

    def _corpse_named(self) -> list[Fact]:
        """A body found and then named: "死者正是周某", "“是萧鹤汀。”她说" beside the body just pulled from the water,
        "The dead man was Angus Reid": the one named died (not "谁干的？""是他。", who did it)."""
        out: list[Fact] = []
        if not (_ZH_CORPSE if not self.en else _EN_CORPSE).search(self.text):
            return out
        for a in self.an.anchors:
            if a.kind != "name":
                continue
            before = self.text[max(0, a.start - 16):a.start]
            after = self.text[a.end:a.end + 3]
            if self.en:
                if re.match(r"['’]s\b|\s+(?:and|or|of)\b|-", after):
                    continue  # "the dead man was Reid's brother": someone else
                direct = _EN_CORPSE_IS.search(before)
                short = not direct and re.search(r"(?:^|[\"“]\s*)It(?:['’]s|\s+is|\s+was)\s+$", before) and re.match(r"[.!]", after)
            else:
                if not re.match(r"[。！，；”」…]|\s*$", after):
                    continue  # 死的是萧家的人, 是萧鹤汀杀的, 尸首是小石头一路守着运回来的: the name does not end it
                direct = _ZH_CORPSE_IS.search(before)
                if direct and self.an.in_quote(a.start):
                    ps_ = self.view.paragraph(a.start)[0]
                    qs = max(self.text.rfind(q, ps_, a.start) for q in "“\"「")
                    if re.search(r"说|听|传|报|据|信", self.text[max(ps_, qs):a.start]):
                        continue  # "御膳房的人说，烧死的是陆答应！": news brought, not a body seen
                short = not direct and re.search(r"(?:^|[\n。！？“「])(?:是|正是|就是|原来是|竟是|竟然是)$", before) and \
                    re.match(r"[。！]|$", after)
            if not (direct or short):
                continue
            if short:
                lo = self._paragraphs_back(self.view.paragraph(a.start)[0], 2)
                near = self.text[lo:a.start]
                corpse = list((_ZH_CORPSE if not self.en else _EN_CORPSE).finditer(near))
                if not corpse or (_ZH_WHO_DID if not self.en else _EN_WHO_DID).search(
                        self.text, max(lo, a.start - 120), a.start):
                    continue  # no body just found; or the question was who did it
            if self.scope.before(a.start) or self.scope.at(a.start):
                continue  # a memory, a dream
            who = self.who(a)
            if not who:
                continue
            st = a.start - len(direct.group()) if direct else a.start
            out.append(self.fact(who, "died", self.text[st:a.end], st, a.end, key="death", exact=True,
                                 verb=self.text[st:a.end]))
        return out

    def _paragraphs_back(self, ps: int, n: int) -> int:
        """The start of the n-th paragraph with words in it before the one at ps (or of the text)."""
        lo = ps
        for _ in range(n):
            if lo > 0:
                lo = self.view.paragraph(lo - 1)[0]
                while lo > 0 and not self.text[lo:self.view.paragraph(lo)[1]].strip():
                    lo = self.view.paragraph(lo - 1)[0]
        return lo

    def _occasion(self, ps: int) -> bool:
        """An occasion for a speech (a funeral, a toast, testimony), or the narration saying the speech is out of the
        ordinary, in the paragraph or the three before it."""
        return bool(self.sp.long_occasion.search(self.text, self._paragraphs_back(ps, 3), self.view.paragraph(ps)[1]))

    def _motivated(self, ps: int, pe: int, words: tuple[int, int] | None = None) -> bool:
        """The scene gives a reason to shout: in this paragraph or the two before it (a storm, a fight), or a
        weapon or a hostage drawn in the scene (within 1500 characters before: a standoff lasts). With `words`
        (a quotation), a long speech in this paragraph is left out: a rant "on the blood of men drowned off
        Ushant" is no fight."""
        def found(rx, lo):
            for m in rx.finditer(self.text, lo, pe):
                if words is not None and ps <= m.start() and (q := self.view.quote_at(m.start())) is not None \
                        and q[1] - q[0] > (200 if self.en else 80):
                    continue  # a tirade's own words (a short cry, "来人！医疗组！", is its own reason)
                return True
            return False
        return found(self.sp.motivated, self._paragraphs_back(ps, 2)) or found(self.sp.threat, max(0, ps - 1500))

    def _speaker(self, qs: int, qe: int, ps: int, pe: int) -> tuple[str | None, str | None]:
        sp = self.sp
        text = self.text
        if not self.en:
            royal = self._royal_speaker(qs, qe)
            if royal:
                return royal, text[qs:qe]
        # attribution before the quote: "X沉声道：" / "X said:"
        pre_s = max(ps, self.view.sentence(qs)[0] if self.en else qs - 16, qs - (240 if self.en else 16))
        tg = tag_span(self.an, pre_s, qs)
        m = sp.say_before.search(tg.text)
        if m and (not self.en or sp.speech_verb.fullmatch(m.group("v") or "")):
            a = tg.anchors[int(m.group("a"))]
            if not a.in_quote and (self.en or self.an._at_clause_head(a)):  # 父亲看见了他，大喊: not 他
                return self.who(a), text[tg.orig(m.start()):qs]
        post_e = min(pe, qe + (60 if self.en else 14))
        tg = tag_span(self.an, qe, post_e)
        m = sp.say_after.match(tg.text)
        if m:
            verb = m.groupdict().get("v1") or m.groupdict().get("v2") or ""
            if not self.en or sp.speech_verb.fullmatch(verb):
                a = tg.anchors[int(m.group("a") if m.group("a") is not None else m.group("b"))]
                if not a.in_quote:
                    return self.who(a), text[qe:tg.orig(m.end())]
        return None, None

    # ---------------------------------------------------------------- foreshadow cues
    def _reveal_of_head(self, m: re.Match, se: int, paragraphs: int = 6):
        """A reveal a few paragraphs on, in a paragraph that names the thing again by its head noun ("He worked
        the black iron ring over his thumb …" … "'It turned out not to be,' said Mu Qinghe. … She pushed the ring
        back across the desk"): the scene that names a thread once in full and then says "the ring"."""
        head = m.group().split()[-1].lower()
        if len(head) < 3 or " " not in m.group().strip():
            return None
        rx = re.compile(rf"(?<![\w-]){re.escape(head)}(?![\w-])", re.I)
        p = self.view.paragraph(se - 1)[1]
        seen = 0
        for _ in range(paragraphs * 2):
            if p >= len(self.text) or seen >= paragraphs:
                break
            ps, pe = self.view.paragraph(p)
            if pe <= p:
                break
            if self.text[ps:pe].strip():
                seen += 1
            r = self.sp.reveal.search(self.text, ps, pe)
            # the scene that found it ("It was the survey map. … 'That's what it was. All along.'"): a reveal in the
            # next three paragraphs, or one further on that names the thing again
            if r and (seen <= 3 or rx.search(self.text, ps, pe)) and not self.scope.at(r.start()):
                return r
            p = pe
        return None

    def _opened_and_told(self, m: re.Match, se: int, sentences: int = 3, paragraphs: int = 5):
        """The thing opened on the page and what it held told: "那只樟木箱子从床底下拖了出来。钥匙插进锁眼…弹开。…
        才慢慢掀开。¶ … 箱子最上面是一套白靠", "She set the tin box on the table and prised it open. ¶ Inside lay
        three letters": an opening in the cue's sentence or the next few, in the narration (not forbidden, planned
        or failed at), then what was inside within a few paragraphs. The contents found is the reveal."""
        sp, text, view = self.sp, self.text, self.view
        ss = view.sentence(m.start())[0]
        end = _paragraphs_on(view, text, se, sentences, view.sentence)
        lo = ss
        for _ in range(2):  # ("She unwrapped the oilskin. ¶ Edda's packet held three things.": opened just before)
            if lo > 0:
                k = lo - 1
                while k > 0 and text[k].isspace():
                    k -= 1
                lo = view.sentence(k)[0]
        opened = None
        for o in sp.opened.finditer(text, lo, end):
            if view.quote_at(o.start()) is not None or self.scope.at(o.start()):
                continue
            cs = view.clause(o.start())[0]
            if sp.opened_not.search(text[max(cs, o.start() - 40):o.start()]):
                continue
            opened = o
            break
        if opened is None:
            return None
        limit = _paragraphs_on(view, text, view.paragraph(opened.start())[1], paragraphs)
        for c in sp.contents.finditer(text, opened.end(), limit):
            if view.quote_at(c.start()) is not None or self.scope.at(c.start()):
                continue
            # "Ruth guessed that inside was money", "众人猜里面是金子": what it might hold is not what it held
            if sp.guessed.search(text, view.clause(c.start())[0], c.start()):
                continue
            return c
        return None

    def _next_paragraphs(self, p: int, n: int, strip: str):
        """The text of the next `n` paragraphs with words in them after the one at p, each stripped of `strip` at its
        head."""
        pe0 = self.view.paragraph(p)[1]
        seen = 0
        while seen < n and pe0 < len(self.text):
            nps, npe = self.view.paragraph(pe0)
            body = self.text[nps:npe].lstrip(strip)
            pe0 = max(npe, pe0 + 1)
            if not body.strip():
                continue
            seen += 1
            yield body

    def cues(self) -> list[Fact]:
        sp = self.sp
        out = []
        if sp.cue_rx is not None:
            seen: set[tuple[str, bool]] = set()
            paras: dict[str, set[int]] = {}
            first: dict[str, Fact] = {}
            for m in sp.cue_rx.finditer(self.text):
                for fid in sp.cue_of.get(m.group().lower(), []):
                    paras.setdefault(fid, set()).add(self.view.paragraph(m.start())[0])
                ss, se = self.view.sentence(m.start())
                # a reveal in the cue's sentence, the one before or the one after it
                nxt_e = self.view.sentence(se)[1] if se < len(self.text) else se
                prv_s = self.view.sentence(ss - 1)[0] if ss > 0 else ss
                reveal = sp.reveal.search(self.text, prv_s, nxt_e)
                if reveal is None and self.view.paragraph(m.start())[1] <= se + 2:
                    # "… and I drew out what was inside. ¶ It turned out to hold three things.": the cue's sentence ends
                    # its paragraph and the next opens on it
                    k = se
                    while k < len(self.text) and self.text[k].isspace():
                        k += 1
                    if k < len(self.text) and re.match(r"[\"“]?(?:It|This|That|They|Inside|它|这|那)", self.text[k:k + 6]):
                        reveal = sp.reveal.search(self.text, k, self.view.sentence(k)[1])
                if reveal is None:
                    # "真相是：去年冬月十九那一夜……从堰上落水……", "The truth was this: …": a reveal that opens its paragraph
                    # with a colon tells the whole paragraph
                    ps0 = self.view.paragraph(m.start())[0]
                    head = sp.reveal.search(self.text, ps0, min(m.start(), ps0 + 16))
                    if head and re.match(r"\s*(?:was|is|是|就是|乃是|如下)?\s*(?:this|that)?\s*[：:]", self.text[head.end():head.end() + 14]) \
                            and not self.text[ps0:head.start()].strip(" \t\u3000“”\"「"):
                        reveal = head
                if reveal is None:
                    # "信里说的，大半是那幅汴河旧图的事。¶ “此图为吾师所绘……¶ “真相是，此堤当年并未掘尽……": a reveal
                    # opening one of the next two paragraphs, about what the cue's paragraph brought up
                    for body in self._next_paragraphs(m.start(), 2, " \t\n\u3000“\"「"):
                        hd = sp.reveal.match(body)
                        if hd and re.match(r"\s*(?:was|is|是|就是|乃是)?\s*[：:，,]", body[hd.end():hd.end() + 6]):
                            reveal = hd
                            break
                        # "真相总算摊在了桌面上。", "The truth came out that winter.": the truth laid out, its sentence told
                        if hd and sp.told_open.search(body, hd.end(), hd.end() + 16) and \
                                not re.search(r"[不没未]|\b(?:not|never|n['’]t)\b", body[hd.end():hd.end() + 16]):
                            reveal = hd
                            break
                if reveal is None and not self.en:
                    # "……上面是他自己的字：“丙字十七号”。¶“这……”¶“去年十月十四日夜里，你师父交给我的。”……¶原来那天晚上，
                    # 方志成已经听说……": an explanation opening with 原来 a few paragraphs on, after the words it sets off
                    for body in self._next_paragraphs(m.start(), 4, " \t\n\u3000"):
                        hd = re.match(r"原来(?!如此|是这样|这样|不是)", body)
                        if hd:
                            reveal = hd
                            break
                if reveal is None and self.en:
                    reveal = self._reveal_of_head(m, se)
                if reveal is None:
                    reveal = self._opened_and_told(m, se)
                if reveal is None:
                    # "The informer was caught on the night of Friday 18th February", "内鬼落了网": the one sought, found
                    reveal = (_EN_CUE_CAUGHT if self.en else _ZH_CUE_CAUGHT).match(self.text, m.end())
                for fid in sp.cue_of.get(m.group().lower(), []):
                    key = (fid, bool(reveal))
                    if key in seen and not reveal:
                        continue
                    seen.add(key)
                    pred = "paidOff" if reveal else "cue"
                    f = self.fact(fid, pred, m.group(), m.start(), m.end(), key="foreshadow",
                                  reveal=reveal.group() if reveal else "")
                    out.append(f)
                    first.setdefault(fid, f)
            for fid, f in first.items():
                f.detail["mentions"] = len(paras.get(fid, ()))  # paragraphs: a chapter that keeps coming back takes it up
        for m in sp.open_loop.finditer(self.text):
            if self.scope.at(m.start()):
                continue
            ss, se = self.view.sentence(m.start())
            out.append(self.fact(f"loop:{self.chapter}:{m.start()}", "loop", m.group(), ss, se, key="loop"))
        return out


def prior_life(an, sp: StoryPatterns, deaths: list[int]) -> tuple[list[tuple[int, int]], int | None]:
    """The spans of a chapter that tell a life no longer lived (a rebirth story): the chapter up to the rebirth,
    when someone died before it ("林砚死在了二〇三一年的冬天。……重生。"), and each memory of "上一世" / "in his
    past life" from its sentence to the paragraph's end (or to "这一世"). Returns (spans, where the rebirth is)."""
    text = an.text
    spans: list[tuple[int, int]] = []
    reborn = None
    if sp.rebirth is not None and deaths:
        for m in sp.rebirth.finditer(text):
            if an.in_quote(m.start()) or text[max(0, m.start() - 4):m.start()].endswith(sp.rebirth_not_after or ("\x00",)):
                continue
            if any(d < m.start() for d in deaths):
                reborn = m.start()
                spans.append((0, m.start()))
            break
    if sp.prior_life is not None:
        for m in sp.prior_life.finditer(text):
            if an.in_quote(m.start()) or any(a <= m.start() < b for a, b in spans):
                continue
            ps, pe = an.view.paragraph(m.start())
            t = sp.this_life.search(text, m.end(), pe)
            spans.append((an.view.sentence(m.start())[0], t.start() if t else pe))
    return spans, reborn


def extract_story(an, chapter: int, lex: Lexicon, index) -> list[Fact]:
    terms = getattr(index, "terms", None) or {}
    sp = story_patterns(lex, tuple(terms.get("ranks", ())), tuple(terms.get("actions", ())), tuple(terms.get("cues", ())),
                        tuple(terms.get("months", ())))
    return StoryExtractor(an, chapter, sp, index).run()

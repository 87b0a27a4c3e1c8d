"""Book loading: a folder (chapters/ + optional bible/ + loregraph.toml) or one manuscript file.

See ../shared/spec/book-format.md. Everything here raises BookError(path, why) on bad input.
"""
from __future__ import annotations

import hashlib
import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from kg.models import BookError, Chapter

TEXT_SUFFIXES = {".md", ".txt", ".markdown", ".text"}

# ---------------------------------------------------------------- encodings


_BINARY_CHARS = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f\ufffd]")  # controls other than \t\n\v\f\r


def _looks_binary(text: str) -> bool:
    if not text:
        return False
    sample = text[:20000]
    bad = len(_BINARY_CHARS.findall(sample))
    return bad / len(sample) > 0.01


def decode_bytes(raw: bytes, path: Path) -> str:
    """Detect UTF-8 (with or without BOM), UTF-16 (BOM or not) and GB18030/GBK; never guess silently wrong."""
    if raw.startswith(b"\xef\xbb\xbf"):
        candidates = ["utf-8-sig"]
    elif raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        candidates = ["utf-16"]
    else:
        candidates = ["utf-8"]
        sample = raw[:4000]
        if len(sample) >= 4:
            even_nul = sample[0::2].count(0) / max(1, len(sample[0::2]))
            odd_nul = sample[1::2].count(0) / max(1, len(sample[1::2]))
            if odd_nul > 0.3 and even_nul < 0.05:
                candidates = ["utf-16-le", "utf-8"]
            elif even_nul > 0.3 and odd_nul < 0.05:
                candidates = ["utf-16-be", "utf-8"]
            elif b"\x00" in raw and len(raw) % 2 == 0:
                # BOM-less UTF-16 of mostly CJK text: NULs only in the few ASCII characters
                le = sum(1 for i in range(1, min(len(raw), 20000), 2) if raw[i] == 0)
                be = sum(1 for i in range(0, min(len(raw), 20000), 2) if raw[i] == 0)
                candidates = ["utf-16-le", "utf-16-be"] if le >= be else ["utf-16-be", "utf-16-le"]
        candidates.append("gb18030")
    for enc in candidates:
        try:
            text = raw.decode(enc)
        except (UnicodeDecodeError, LookupError):
            continue
        if "\x00" in text or _looks_binary(text):
            continue
        if enc in ("gb18030", "utf-16-le", "utf-16-be") and not _plausible_gb(text):
            continue
        return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if b"\x00" in raw[:4096]:
        raise BookError(path, "binary file, not a text chapter (found NUL bytes)")
    try:  # Western legacy text (cp1252 / Latin-1): mostly ASCII with a few accented letters
        text = raw.decode("cp1252")
        sample = text[:20000]
        non_ascii = sum(1 for ch in sample if not ch.isascii())
        if not _looks_binary(text) and non_ascii / max(1, len(sample)) < 0.1 and \
                all(ch.isalpha() or ch in "\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u00a0\u00b7\u00a3\u00a7" for ch in sample if not ch.isascii()):
            return text.replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError:
        pass
    raise BookError(path, "cannot decode: not UTF-8, UTF-16, GB18030/GBK or Western (cp1252) text")


def _plausible_gb(text: str) -> bool:
    """GB18030 maps almost any byte soup to *something*; real Chinese text is mostly common CJK."""
    sample = text[:20000]
    if not sample:
        return True
    common = sum(1 for ch in sample if "\u4e00" <= ch <= "\u9fff" or ch.isascii() or "\u3000" <= ch <= "\u303f" or "\uff00" <= ch <= "\uffef")
    if common / len(sample) <= 0.9:
        return False
    # Latin-1 bytes read as GB18030 put Han characters inside Latin words (caf閟): real Chinese does not
    cjk = [i for i, ch in enumerate(sample) if "\u4e00" <= ch <= "\u9fff"]
    if cjk:
        glued = sum(1 for i in cjk if i > 0 and sample[i - 1].isascii() and sample[i - 1].isalpha())
        if glued / len(cjk) > 0.3:
            return False
    return True


def read_text(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise BookError(path, "no such file") from None
    except IsADirectoryError:
        raise BookError(path, "is a directory, expected a text file") from None
    except OSError as e:
        raise BookError(path, f"cannot read: {e.strerror or e}") from None
    return decode_bytes(raw, path)


# ---------------------------------------------------------------- headings

ZH_NUM = "0-9０-９零〇一二两三四五六七八九十百千万"
_ZH_CHAPTER = re.compile(rf"^[ \t\u3000]*(?:#+[ \t]*)?(第[{ZH_NUM}]+[章回节])(?:[ \t\u3000:：、.．]+(.*)|([^合\s].*))?$")
_ZH_VOLUME = re.compile(rf"^[ \t\u3000]*(?:#+[ \t]*)?(第[{ZH_NUM}]+[卷部集])(?:[ \t\u3000:：、.．]+(.*)|(.*))?$")
_ZH_SPECIAL = re.compile(r"^[ \t\u3000]*(?:#+[ \t]*)?(楔子|序章|序幕|序言|引子|尾声|终章|后记)(?:[ \t\u3000:：、.．]+(.*))?$")
_EN_WORDS = (
    "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred"
)
_EN_NUM = rf"(?:\d+|[IVXLCDM]+|(?:{_EN_WORDS})(?:[- ](?:{_EN_WORDS}))*)"
_EN_CHAPTER = re.compile(rf"^[ \t]*(?:#+[ \t]*)?(chapter[ \t]+{_EN_NUM})\b[.:]?(?:[ \t]*[-—:.]?[ \t]*(.*))?$", re.I)
_EN_SPECIAL = re.compile(r"^[ \t]*(?:#+[ \t]*)?(prologue|epilogue)\b[.:]?(?:[ \t]*[-—:.]?[ \t]*(.*))?$", re.I)
_EN_VOLUME = re.compile(rf"^[ \t]*(?:#+[ \t]*)?((?:part|book|volume)[ \t]+{_EN_NUM})\b(?:[ \t]*[.:—–-][ \t]*(.*)|[ \t]*)$", re.I)
_MD_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$")
_MAX_HEADING_LEN = 90


@dataclass
class _Heading:
    line_no: int
    kind: str  # chapter | volume
    label: str
    title: str
    pos: int = 0  # where its line starts in the text
    end: int = 0  # where its line ends (the newline, or the text's end)


# every heading pattern above starts (after blanks and '#') with one of these: a cheap test for most lines
_HEADING_START = re.compile(r"[ \t\u3000]*(?:#|第|楔子|序|引子|尾声|终章|后记|chapter|prologue|epilogue|part|book|volume)",
                            re.I)


def _classify(line: str) -> _Heading | None:
    if not _HEADING_START.match(line):
        return None
    s = line.strip()
    if not s or len(s) > _MAX_HEADING_LEN:
        return None
    if "。" in s or "，" in s:  # prose, not a heading
        return None
    for rx, kind in ((_ZH_CHAPTER, "chapter"), (_ZH_SPECIAL, "chapter"), (_EN_CHAPTER, "chapter"),
                     (_EN_SPECIAL, "chapter"), (_ZH_VOLUME, "volume"), (_EN_VOLUME, "volume")):
        m = rx.match(line)
        if m:
            title = " ".join(g for g in m.groups()[1:] if g).strip()
            return _Heading(0, kind, m.group(1), title)
    return None


_HEADING_LINE = re.compile(r"^" + _HEADING_START.pattern, re.I | re.M)


def _find_headings(text: str, markdown: bool) -> list[_Heading]:
    found: list[_Heading] = []
    # only the lines that can open a heading are classified (a book has few among thousands of lines)
    line_no, pos = 0, 0
    for m in _HEADING_LINE.finditer(text):
        line_no += text.count("\n", pos, m.start())
        pos = m.start()
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        h = _classify(text[pos:end])
        if h:
            h.line_no, h.pos, h.end = line_no, pos, end
            found.append(h)
    if markdown and not any(h.kind == "chapter" for h in found):
        md, at = [], 0
        for i, line in enumerate(text.split("\n")):
            m = _MD_HEADING.match(line)
            if m:
                md.append((i, m, at))
            at += len(line) + 1
        if md:
            top = min(len(m.group(1)) for _, m, _ in md)
            found = [_Heading(i, "chapter", "", m.group(2).strip(), at, at + len(m.group(0)))
                     for i, m, at in md if len(m.group(1)) == top]
    return found


@dataclass
class _Piece:
    title: str
    label: str
    volume: str | None
    text: str


def split_text(text: str, path: Path, markdown: bool) -> tuple[str, list[_Piece]]:
    """Split one file into (front matter, chapters). A file without headings is one chapter."""
    heads = _find_headings(text, markdown)
    chapter_heads = [h for h in heads if h.kind == "chapter"]
    if not chapter_heads:
        return "", [_Piece(title=path.stem, label="", volume=None, text=text.strip("\n").rstrip())]
    pieces: list[_Piece] = []
    extra_front: list[str] = []
    volume: str | None = None
    front_end = heads[0].line_no
    boundaries = heads + [_Heading(-1, "end", "", "", len(text) + 1, len(text) + 1)]
    for h, nxt in zip(boundaries, boundaries[1:]):
        # the lines between the heading's and the next one's (slices of the text, not lines split and joined)
        body = text[h.end + 1:nxt.pos - 1].strip("\n").rstrip()
        if h.kind == "volume":
            volume = (h.label + (" " + h.title if h.title else "")).strip()
            if body.strip() and h.line_no > front_end:
                extra_front.append(body)
            continue
        pieces.append(_Piece(title=(h.label + (" " + h.title if h.title else "")).strip() or h.title,
                             label=h.label, volume=volume, text=body))
    # A table of contents: heading lines with nothing under them, all before the first real chapter.
    while len(pieces) > 1 and not pieces[0].text.strip():
        pieces.pop(0)
    lead = text[:heads[0].pos - 1] if heads[0].pos > 0 else ""
    front = "\n\n".join([t for t in [lead.strip(), *extra_front] if t])
    return front, pieces


def natural_key(name: str) -> list[Any]:
    return [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", name)]


# ---------------------------------------------------------------- config


@dataclass
class BookConfig:
    title: str = ""
    language: str | None = None
    narrator: str | None = None
    status: str = "finished"
    stale_after_chapters: int = 30
    extract_method: str = "rule"
    raw: dict[str, Any] = field(default_factory=dict)


def load_config(path: Path) -> BookConfig:
    cfg = BookConfig()
    if not path.exists():
        return cfg
    try:
        data = tomllib.loads(read_text(path))
    except tomllib.TOMLDecodeError as e:
        raise BookError(path, f"invalid TOML: {e}") from None
    cfg.raw = data
    book = data.get("book", {})
    review = data.get("review", {})
    if not isinstance(book, dict) or not isinstance(review, dict):
        raise BookError(path, "[book] and [review] must be tables")
    cfg.title = str(book.get("title", "") or "")
    lang = book.get("language")
    if lang is not None:
        lang = str(lang).lower()
        if lang not in ("zh", "en"):
            raise BookError(path, f"[book] language must be 'zh' or 'en', not {lang!r}")
    cfg.language = lang
    cfg.narrator = book.get("narrator") or None
    status = str(book.get("status", "finished"))
    if status not in ("finished", "ongoing"):
        raise BookError(path, f"[book] status must be 'finished' or 'ongoing', not {status!r}")
    cfg.status = status
    stale = review.get("stale_after_chapters", 30)
    if not isinstance(stale, int) or stale < 1:
        raise BookError(path, "[review] stale_after_chapters must be a positive integer")
    cfg.stale_after_chapters = stale
    extract = data.get("extract", {})
    if isinstance(extract, dict) and extract.get("method"):
        cfg.extract_method = str(extract["method"])
    return cfg


# ---------------------------------------------------------------- bible files


@dataclass
class BibleFiles:
    characters: list[tuple[str, str]] = field(default_factory=list)  # (relative path, text)
    world: tuple[str, str] | None = None
    factions: tuple[str, str] | None = None
    rules: dict[str, Any] = field(default_factory=dict)
    rules_path: str | None = None
    foreshadows: list[dict[str, Any]] = field(default_factory=list)
    foreshadows_path: str | None = None
    fingerprint: str = ""


_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when built with it: the same safe subset


def _load_yaml(path: Path) -> Any:
    try:
        return yaml.load(read_text(path), Loader=_YAML_LOADER)
    except yaml.YAMLError as e:
        raise BookError(path, f"invalid YAML: {str(e).splitlines()[0]}") from None


def _str_list(v: Any) -> list[str]:
    if v is None:
        return []
    if isinstance(v, (str, int, float)):
        return [str(v)]
    if isinstance(v, list) and all(isinstance(x, (str, int, float)) for x in v):
        return [str(x) for x in v]
    raise ValueError("expected a string or a list of strings")


_TITLE_LINE = re.compile(r"^#[ \t]+(.+?)[ \t#]*$", re.M)


def load_bible(root: Path, bible_dir: Path) -> BibleFiles:
    b = BibleFiles()
    if not bible_dir.is_dir():
        return b
    h = hashlib.sha256()
    chars_dir = bible_dir / "characters"
    titles: dict[str, str] = {}
    if chars_dir.is_dir():
        for p in sorted(chars_dir.iterdir(), key=lambda p: natural_key(p.name)):
            if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES:
                text = read_text(p)
                if not re.search(r"^#[ \t]+\S", text, re.M):
                    raise BookError(p, "character profile has no '# Name' title line")
                rel = str(p.relative_to(root))
                title = _TITLE_LINE.search(text).group(1).strip()
                # every '# ' line of a profile is a name it claims (one dict, not every profile searched again)
                if title in titles:
                    raise BookError(p, f"character {title!r} already has a profile in {titles[title]}")
                for claimed in _TITLE_LINE.findall(text):
                    titles.setdefault(claimed.strip(), rel)
                b.characters.append((rel, text))
                h.update(rel.encode() + text.encode())
    for name in ("world", "factions"):
        for suffix in (".md", ".txt"):
            p = bible_dir / (name + suffix)
            if p.is_file():
                text = read_text(p)
                setattr(b, name, (str(p.relative_to(root)), text))
                h.update(text.encode())
                break
    p = bible_dir / "rules.yaml"
    if not p.exists():
        p = bible_dir / "rules.yml"
    if p.is_file():
        data = _load_yaml(p) or {}
        if not isinstance(data, dict):
            raise BookError(p, "expected a mapping with 'power_scale' and 'rules'")
        try:
            data["power_scale"] = _str_list(data.get("power_scale"))
        except ValueError:
            raise BookError(p, "power_scale must be a list of rank names, lowest first") from None
        rules = data.get("rules") or []
        if not isinstance(rules, list):
            raise BookError(p, "'rules' must be a list")
        for i, r in enumerate(rules):
            if not isinstance(r, dict) or not r.get("id"):
                raise BookError(p, f"rule #{i + 1} must be a mapping with an 'id'")
            try:
                r["forbid_actions"] = _str_list(r.get("forbid_actions"))
            except ValueError:
                raise BookError(p, f"rule {r['id']}: forbid_actions must be a list of phrases") from None
            if r.get("unless_rank_at_least") and str(r["unless_rank_at_least"]) not in data["power_scale"]:
                raise BookError(p, f"rule {r['id']}: unless_rank_at_least {r['unless_rank_at_least']!r} is not in power_scale")
        data["rules"] = rules
        cal = data.get("calendar")
        if cal is not None:
            if not isinstance(cal, dict):
                raise BookError(p, "calendar must be a mapping (eras, days_per_month, months_per_year)")
            try:
                cal["eras"] = _str_list(cal.get("eras"))
            except ValueError:
                raise BookError(p, "calendar eras must be a list of era names, earliest first") from None
            if "months" in cal:
                months = cal.get("months")
                if not isinstance(months, list) or len(months) < 2 or not all(isinstance(x, str) and x.strip() for x in months):
                    raise BookError(p, "calendar months must be a list of month names, first month first")
                cal["months"] = [x.strip() for x in months]
            for k in ("days_per_month", "months_per_year"):
                if k in cal and (not isinstance(cal[k], int) or isinstance(cal[k], bool) or cal[k] < 1):
                    raise BookError(p, f"calendar {k} must be a positive whole number")
        b.rules, b.rules_path = data, str(p.relative_to(root))
        h.update(repr(data).encode())
    p = bible_dir / "foreshadows.yaml"
    if not p.exists():
        p = bible_dir / "foreshadows.yml"
    if p.is_file():
        data = _load_yaml(p) or []
        if isinstance(data, dict):
            data = data.get("foreshadows", [])
        if not isinstance(data, list):
            raise BookError(p, "expected a list of foreshadows")
        for i, f in enumerate(data):
            if not isinstance(f, dict) or not f.get("id"):
                raise BookError(p, f"foreshadow #{i + 1} must be a mapping with an 'id'")
            try:
                f["cue"] = _str_list(f.get("cue"))
            except ValueError:
                raise BookError(p, f"foreshadow {f['id']}: cue must be a word or a list of words") from None
            if not f["cue"]:
                raise BookError(p, f"foreshadow {f['id']}: needs at least one cue word")
            for k in ("planted", "due", "resolved"):
                if f.get(k) is not None and not isinstance(f[k], int):
                    raise BookError(p, f"foreshadow {f['id']}: {k} must be a chapter number")
        b.foreshadows, b.foreshadows_path = data, str(p.relative_to(root))
        h.update(repr(data).encode())
    b.fingerprint = h.hexdigest()[:16]
    return b


# ---------------------------------------------------------------- the book


@dataclass
class Book:
    root: Path  # the book folder, or the manuscript file
    config: BookConfig
    chapters: list[Chapter]
    front_matter: list[tuple[str, str]]  # (file, text)
    bible: BibleFiles
    language: str
    store_dir: Path

    @property
    def title(self) -> str:
        return self.config.title or (self.root.stem if self.root.is_file() else self.root.name)


def detect_language(texts: list[str]) -> str:
    sample = "".join(t[:3000] for t in texts[:20])
    if not sample:
        return "en"
    cjk = sum(1 for ch in sample if "\u4e00" <= ch <= "\u9fff")
    letters = sum(1 for ch in sample if ch.isalpha())
    return "zh" if letters and cjk / letters > 0.3 else "en"


def _chapter_files(chapters_dir: Path) -> list[Path]:
    found: list[tuple[list[Any], str]] = []  # (sort key, path): strings until the end, pathlib is slow per file
    top = str(chapters_dir)
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames[:] = sorted((d for d in dirnames if not d.startswith(".")), key=natural_key)
        rel_dir = os.path.relpath(dirpath, top)
        for f in filenames:
            if not f.startswith(".") and os.path.splitext(f)[1].lower() in TEXT_SUFFIXES:
                rel = f if rel_dir == "." else os.path.join(rel_dir, f)
                found.append((natural_key(rel), os.path.join(dirpath, f)))
    found.sort(key=lambda t: t[0])
    return [Path(p) for _, p in found]


def load_book(path: str | Path) -> Book:
    path = Path(path)
    if not path.exists():
        raise BookError(path, "no such file or folder")
    if path.is_file():
        root, files, config, bible = path, [path], BookConfig(), BibleFiles()
        if path.suffix.lower() not in TEXT_SUFFIXES:
            raise BookError(path, f"not a manuscript: expected a .md or .txt file, got {path.suffix or 'no suffix'!r}")
        store_dir = path.with_name(path.name + ".loregraph")
        base = path.parent
    elif path.is_dir():
        root = path
        chapters_dir = path / "chapters"
        if not chapters_dir.is_dir():
            raise BookError(path, "no chapters/ folder (a book is a folder with chapters/, or one manuscript file)")
        files = _chapter_files(chapters_dir)
        if not files:
            raise BookError(chapters_dir, "no chapter files (.md or .txt) in this folder")
        config = load_config(path / "loregraph.toml")
        bible = load_bible(path, path / "bible")
        store_dir = path / ".loregraph"
        base = path
    else:
        raise BookError(path, "neither a file nor a folder")

    chapters: list[Chapter] = []
    front: list[tuple[str, str]] = []
    for f in files:
        text = read_text(f)
        rel = str(f.relative_to(base))
        fm, pieces = split_text(text, f, markdown=f.suffix.lower() in (".md", ".markdown"))
        if fm:
            front.append((rel, fm))
        for p in pieces:
            idx = len(chapters) + 1
            chapters.append(Chapter(index=idx, title=p.title or f.stem, text=p.text, file=rel,
                                    number_label=p.label, volume=p.volume,
                                    hash=hashlib.sha256(p.text.encode("utf-8")).hexdigest()[:20]))
    if not chapters or not any(c.text.strip() for c in chapters):
        raise BookError(path, "the book has no chapter text")
    language = config.language or detect_language([c.text for c in chapters])
    return Book(root=root, config=config, chapters=chapters, front_matter=front, bible=bible,
                language=language, store_dir=store_dir)

"""Tests for the book loader (kg/book.py) and the CLI's handling of bad input.

The input contract is /work/shared/spec/book-format.md. Every fixture is built in tmp_path.
"""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kg.book import decode_bytes, detect_language, load_book
from kg.models import BookError

REPO = Path(__file__).resolve().parents[1]


# ---------------------------------------------------------------- helpers


def write(path: Path, text: str | bytes, encoding: str = "utf-8") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text if isinstance(text, bytes) else text.encode(encoding))
    return path


def checksums(root: Path) -> dict[str, str]:
    """sha256 of every file under root, except loregraph's own store folders."""
    out = {}
    for p in sorted(root.rglob("*")):
        if p.is_file() and not any(part.endswith(".loregraph") for part in p.relative_to(root).parts):
            out[str(p.relative_to(root))] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


def stores_under(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.name.endswith(".loregraph")]


def run_cli(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO), XDG_CACHE_HOME=str(cwd / ".xdg-cache"))
    return subprocess.run([sys.executable, "-m", "kg.cli", "review", *map(str, args), "--no-progress"],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


ZH_BOOK = """青岚剑录
作者：无名氏
（本书纯属虚构）

序章 天地初开
混沌未分之时，天地一片寂静。

楔子
那一年，青云山下大雪。

第一卷 风起青萍

第一章 山门
沈青岚站在山门前，望着远处的云海。
两人战到第三回合，不分胜负。
第三回合，两人依旧不分胜负。
第三回合两人各退一步

第十二章：剑冢
剑冢之中，万剑齐鸣。

第二卷 江湖夜雨

第一百二十回 大结局前夜
苏晴收剑入鞘。

第01回 重逢
十年之后，二人重逢。

尾声
山门依旧，故人已去。
"""


@pytest.fixture()
def zh_book(tmp_path: Path):
    novel = write(tmp_path / "青岚剑录.txt", ZH_BOOK)
    return load_book(novel)


# ---------------------------------------------------------------- 1. Chinese headings


def test_zh_headings_become_chapters_in_reading_order(zh_book):
    titles = [c.title for c in zh_book.chapters]
    assert titles == ["序章 天地初开", "楔子", "第一章 山门", "第十二章 剑冢", "第一百二十回 大结局前夜",
                      "第01回 重逢", "尾声"]
    assert [c.index for c in zh_book.chapters] == list(range(1, 8))
    labels = {c.title: c.number_label for c in zh_book.chapters}
    assert labels["第一百二十回 大结局前夜"] == "第一百二十回"
    assert labels["第01回 重逢"] == "第01回"
    assert labels["第十二章 剑冢"] == "第十二章"


def test_zh_special_chapters_have_their_own_text(zh_book):
    by_title = {c.title: c.text for c in zh_book.chapters}
    assert by_title["序章 天地初开"] == "混沌未分之时，天地一片寂静。"
    assert by_title["楔子"] == "那一年，青云山下大雪。"
    assert by_title["尾声"] == "山门依旧，故人已去。"


def test_zh_volume_lines_are_recorded_not_chapters(zh_book):
    assert not any("卷" in c.title for c in zh_book.chapters)
    vols = {c.title: c.volume for c in zh_book.chapters}
    assert vols["序章 天地初开"] is None and vols["楔子"] is None
    assert vols["第一章 山门"] == "第一卷 风起青萍"
    assert vols["第十二章 剑冢"] == "第一卷 风起青萍"
    assert vols["第一百二十回 大结局前夜"] == "第二卷 江湖夜雨"
    assert vols["尾声"] == "第二卷 江湖夜雨"


def test_zh_front_matter_is_kept_but_not_a_chapter(zh_book):
    assert zh_book.front_matter == [("青岚剑录.txt", "青岚剑录\n作者：无名氏\n（本书纯属虚构）")]
    assert not any("作者" in c.text or "作者" in c.title for c in zh_book.chapters)


def test_zh_prose_mentioning_a_round_is_not_a_heading(zh_book):
    ch1 = zh_book.chapters[2]
    assert ch1.title == "第一章 山门"
    assert ch1.text == ("沈青岚站在山门前，望着远处的云海。\n两人战到第三回合，不分胜负。\n"
                        "第三回合，两人依旧不分胜负。\n第三回合两人各退一步")
    assert not any(c.title.startswith("第三回") for c in zh_book.chapters)


def test_file_without_heading_is_one_chapter(tmp_path):
    book = load_book(write(tmp_path / "短篇.txt", "只有一段正文，没有任何标题。\n第二段。\n"))
    assert len(book.chapters) == 1
    assert book.chapters[0].text == "只有一段正文，没有任何标题。\n第二段。"
    assert book.front_matter == []


# ---------------------------------------------------------------- 2. English headings

EN_BOOK = """The Harbour Lights
A novel

PART I

CHAPTER I
The fog came in early.

Chapter 2
Mara walked to the pier.

CHAPTER XII.
The lamp went out.

Chapter Twelve
Elias said nothing.

Chapter 3: The Long Night
The storm broke at midnight.

PART II

CHAPTER I
Spring, years later.

CHAPTER II
The end of it.
"""


def test_en_heading_forms_and_restarting_numbering(tmp_path):
    book = load_book(write(tmp_path / "harbour.txt", EN_BOOK))
    ch = book.chapters
    assert [c.index for c in ch] == list(range(1, 8))
    assert [c.text for c in ch] == ["The fog came in early.", "Mara walked to the pier.", "The lamp went out.",
                                    "Elias said nothing.", "The storm broke at midnight.", "Spring, years later.",
                                    "The end of it."]
    assert "XII" in ch[2].number_label
    assert "Twelve" in ch[3].number_label
    assert "The Long Night" in ch[4].title
    # numbering restarts in PART II, but the ordinal keeps counting
    assert ch[0].number_label == ch[5].number_label == "CHAPTER I"
    assert [c.volume for c in ch] == ["PART I"] * 5 + ["PART II"] * 2
    assert book.front_matter == [("harbour.txt", "The Harbour Lights\nA novel")]
    assert not any(c.title.upper().startswith("PART") for c in ch)


def test_markdown_heading_chapter_files(tmp_path):
    write(tmp_path / "b/chapters/01-storm.md", "# The Storm\n\nRain fell on the harbour.\n\n## Later\n\nMore rain.\n")
    write(tmp_path / "b/chapters/02-calm.md", "# The Calm\nThe sea lay flat.\n")
    book = load_book(tmp_path / "b")
    assert [c.title for c in book.chapters] == ["The Storm", "The Calm"]
    # '##' sub-headings stay inside the chapter
    assert book.chapters[0].text == "Rain fell on the harbour.\n\n## Later\n\nMore rain."
    assert book.chapters[1].text == "The sea lay flat."
    assert [c.file for c in book.chapters] == [os.path.join("chapters", "01-storm.md"),
                                              os.path.join("chapters", "02-calm.md")]


def test_en_prose_starting_with_part_is_not_a_volume_heading(tmp_path):
    text = "Chapter 1\nIt began.\nPart I wanted to stay, but the rest of me ran.\nAnd then it ended.\n\nChapter 2\nNext.\n"
    book = load_book(write(tmp_path / "n.txt", text))
    assert book.chapters[0].text == "It began.\nPart I wanted to stay, but the rest of me ran.\nAnd then it ended."
    assert book.chapters[1].volume is None


# ---------------------------------------------------------------- 3. chapters/ folder


def test_chapters_folder_natural_order(tmp_path):
    for n in (1, 2, 10, 11, 3):
        write(tmp_path / f"b/chapters/{n}.md", f"Chapter {n}\nBody of file {n}.\n")
    write(tmp_path / "b/chapters/.draft.md", "Chapter 99\nhidden draft\n")
    write(tmp_path / "b/chapters/cover.png", b"\x89PNG\r\n\x1a\n\x00\x00")
    book = load_book(tmp_path / "b")
    assert [c.text for c in book.chapters] == [f"Body of file {n}." for n in (1, 2, 3, 10, 11)]
    assert [c.index for c in book.chapters] == [1, 2, 3, 4, 5]


def test_volume_file_with_several_headings_is_split(tmp_path):
    write(tmp_path / "b/chapters/1-volume-one.txt",
          "第一卷 风起\n\n第一章 山门\n甲。\n\n第二章 下山\n乙。\n\n第三章 入城\n丙。\n")
    write(tmp_path / "b/chapters/2-volume-two.txt", "第二卷 江湖\n\n第一章 重逢\n丁。\n\n第二章 别离\n戊。\n")
    write(tmp_path / "b/chapters/10-extra.txt", "己。\n")
    book = load_book(tmp_path / "b")
    ch = book.chapters
    assert [c.index for c in ch] == [1, 2, 3, 4, 5, 6]
    assert [c.text for c in ch] == ["甲。", "乙。", "丙。", "丁。", "戊。", "己。"]
    assert [c.volume for c in ch] == ["第一卷 风起"] * 3 + ["第二卷 江湖"] * 2 + [None]
    assert [c.file for c in ch] == [os.path.join("chapters", "1-volume-one.txt")] * 3 + \
        [os.path.join("chapters", "2-volume-two.txt")] * 2 + [os.path.join("chapters", "10-extra.txt")]
    assert ch[5].title == "10-extra"  # a file without headings is one chapter named after the file
    assert book.store_dir == tmp_path / "b" / ".loregraph"


# ---------------------------------------------------------------- 4. single manuscript file


def test_single_file_store_dir_is_beside_it(tmp_path):
    novel = write(tmp_path / "drafts" / "novel.txt", "Chapter 1\nOne.\n\nChapter 2\nTwo.\n")
    book = load_book(novel)
    assert book.root == novel
    assert book.store_dir == tmp_path / "drafts" / "novel.txt.loregraph"
    assert [c.file for c in book.chapters] == ["novel.txt", "novel.txt"]
    assert book.title == "novel"
    assert not book.store_dir.exists()  # loading never writes


# ---------------------------------------------------------------- 5. encodings

ZH_CHAPTER = "第一章 山门\n沈青岚站在山门前，望着远处的云海。\n“师兄，”她说，“我们走吧。”\n\n两人战到第三回合，不分胜负。\n"
ZH_BODY = "沈青岚站在山门前，望着远处的云海。\n“师兄，”她说，“我们走吧。”\n\n两人战到第三回合，不分胜负。"


@pytest.mark.parametrize("encoding", [
    "utf-8",
    "utf-8-sig",
    "utf-16",  # with BOM
    "utf-16-le",
    "gb18030",
    "gbk",
])
@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_same_chapter_in_every_encoding_gives_identical_text(tmp_path, encoding, newline):
    raw = ZH_CHAPTER.replace("\n", newline).encode(encoding)
    book = load_book(write(tmp_path / "ch.txt", raw))
    assert len(book.chapters) == 1
    ch = book.chapters[0]
    assert ch.title == "第一章 山门"
    assert ch.text == ZH_BODY
    assert "\r" not in ch.text and "\ufeff" not in ch.text
    assert book.language == "zh"


def test_decode_bytes_strips_bom_and_normalises_line_ends():
    p = Path("x.txt")
    assert decode_bytes("\ufeff甲\r\n乙\r丙\n".encode("utf-8"), p) == "甲\n乙\n丙\n"
    assert decode_bytes("甲\r\n乙".encode("utf-16"), p) == "甲\n乙"


def test_latin1_text_is_not_silently_decoded_as_gbk():
    original = "Her cafés and résumés were naïve.\n"
    try:
        text = decode_bytes(original.encode("latin-1"), Path("x.txt"))
    except BookError:
        return
    assert text == original


# ---------------------------------------------------------------- 6. offsets


def test_chapter_text_excludes_heading_and_offsets_index_it(tmp_path):
    book = load_book(write(tmp_path / "n.md", "# 第一章 山门\n\n沈青岚左手持剑。\n"))
    ch = book.chapters[0]
    assert ch.title == "第一章 山门"
    assert ch.text == "沈青岚左手持剑。"
    assert "第一章" not in ch.text and "#" not in ch.text
    quote = "左手持剑"
    start = ch.text.index(quote)
    assert (start, ch.text[start:start + len(quote)]) == (3, quote)
    assert ch.hash == hashlib.sha256(ch.text.encode("utf-8")).hexdigest()[:20]


# ---------------------------------------------------------------- 7. loregraph.toml

TOML = """[book]
title = "青岚剑录"
language = "zh"
narrator = "沈青岚"
status = "ongoing"

[review]
stale_after_chapters = 12
"""


def test_config_is_read(tmp_path):
    write(tmp_path / "b/loregraph.toml", TOML)
    write(tmp_path / "b/chapters/1.md", "Chapter 1\nAn English sentence, but the config says zh.\n")
    book = load_book(tmp_path / "b")
    cfg = book.config
    assert (cfg.title, cfg.language, cfg.narrator, cfg.status, cfg.stale_after_chapters) == \
        ("青岚剑录", "zh", "沈青岚", "ongoing", 12)
    assert book.title == "青岚剑录"
    assert book.language == "zh"  # config wins over detection


def test_config_defaults_when_absent(tmp_path):
    write(tmp_path / "mybook/chapters/1.md", "Chapter 1\nText.\n")
    book = load_book(tmp_path / "mybook")
    assert (book.config.status, book.config.stale_after_chapters, book.config.narrator) == ("finished", 30, None)
    assert book.title == "mybook"


@pytest.mark.parametrize("toml, why", [
    ('[book]\nlanguage = "fr"\n', "language"),
    ('[book]\ntitle = "unterminated\n', "invalid TOML"),
    ('[book]\nstatus = "done"\n', "status"),
    ("[review]\nstale_after_chapters = 0\n", "stale_after_chapters"),
])
def test_bad_config_raises_bookerror_naming_the_file(tmp_path, toml, why):
    write(tmp_path / "b/loregraph.toml", toml)
    write(tmp_path / "b/chapters/1.md", "Chapter 1\nText.\n")
    with pytest.raises(BookError) as ei:
        load_book(tmp_path / "b")
    assert Path(ei.value.path) == tmp_path / "b" / "loregraph.toml"
    assert why in ei.value.why


# ---------------------------------------------------------------- 8. language detection


def test_language_detected_without_config(tmp_path):
    write(tmp_path / "zh/chapters/1.txt", ZH_CHAPTER)
    write(tmp_path / "en/chapters/1.txt", "Chapter 1\nMara walked to the pier and looked at the sea.\n")
    assert load_book(tmp_path / "zh").language == "zh"
    assert load_book(tmp_path / "en").language == "en"
    # Chinese prose with a few Latin names is still Chinese
    assert detect_language(["沈青岚对Mara说：“我们明天出发去东海。”"]) == "zh"


# ---------------------------------------------------------------- 9. bad input through the CLI


def _book(tmp_path: Path) -> Path:
    b = tmp_path / "book"
    write(b / "chapters/1.md", "第一章 山门\n沈青岚站在山门前。\n")
    return b


def case_missing_path(tmp_path):
    return tmp_path / "no-such-book", "no-such-book", "no such file"


def case_empty_chapters(tmp_path):
    b = tmp_path / "book"
    (b / "chapters").mkdir(parents=True)
    return b, "chapters", "no chapter files"


def case_no_chapters_folder(tmp_path):
    b = tmp_path / "book"
    write(b / "1.md", "第一章\n正文。\n")
    return b, "book", "no chapters/ folder"


def case_binary_chapter(tmp_path):
    b = _book(tmp_path)
    write(b / "chapters/2.md", bytes(range(256)) * 8 + b"\x00" * 64)
    return b, os.path.join("chapters", "2.md"), "binary"


def case_undecodable_chapter(tmp_path):
    b = _book(tmp_path)
    write(b / "chapters/2.txt", b"\x80\xff\xfe\x81 " * 40)
    return b, os.path.join("chapters", "2.txt"), "cannot decode"


def case_bad_yaml(tmp_path):
    b = _book(tmp_path)
    write(b / "bible/rules.yaml", "power_scale: [炼气期, 筑基期\nrules:\n  - id: x\n")
    return b, os.path.join("bible", "rules.yaml"), "invalid YAML"


def case_rank_not_in_scale(tmp_path):
    b = _book(tmp_path)
    write(b / "bible/rules.yaml", "power_scale: [炼气期, 筑基期]\nrules:\n  - id: fly\n    text: 不能飞\n"
                                  "    forbid_actions: [御剑飞行]\n    unless_rank_at_least: 元婴期\n")
    return b, os.path.join("bible", "rules.yaml"), "元婴期"


def case_foreshadow_without_id(tmp_path):
    b = _book(tmp_path)
    write(b / "bible/foreshadows.yaml", "- id: token\n  cue: [令牌]\n- cue: [玉佩]\n  planted: 2\n")
    return b, os.path.join("bible", "foreshadows.yaml"), "'id'"


def case_profile_without_title(tmp_path):
    b = _book(tmp_path)
    write(b / "bible/characters/沈青岚.md", "- 别名：青岚\n## 基础信息\n- 惯用手：左手\n")
    return b, os.path.join("bible", "characters", "沈青岚.md"), "'# Name'"


def case_invalid_toml(tmp_path):
    b = _book(tmp_path)
    write(b / "loregraph.toml", "[book\ntitle = 1\n")
    return b, "loregraph.toml", "invalid TOML"


def case_binary_manuscript(tmp_path):
    write(tmp_path / "drafts/novel.txt", b"\x00\x01\x02\xff" * 300)
    return tmp_path / "drafts/novel.txt", "novel.txt", "binary"


def case_duplicate_profile(tmp_path):
    b = _book(tmp_path)
    write(b / "bible/characters/a.md", "# 沈青岚\n- 惯用手：左手\n")
    write(b / "bible/characters/b.md", "# 沈青岚\n- 惯用手：右手\n")
    return b, os.path.join("bible", "characters", "b.md"), "already has a profile"


@pytest.mark.parametrize("make_case", [
    case_missing_path, case_empty_chapters, case_no_chapters_folder, case_binary_chapter,
    case_undecodable_chapter, case_bad_yaml, case_rank_not_in_scale, case_foreshadow_without_id,
    case_profile_without_title, case_invalid_toml, case_binary_manuscript,
    case_duplicate_profile,
], ids=lambda f: f.__name__.removeprefix("case_"))
def test_bad_input_exits_2_names_the_file_and_writes_nothing(tmp_path, make_case):
    target, path_fragment, why = make_case(tmp_path)
    before = checksums(tmp_path)
    out = tmp_path / "out" / "report.json"
    r = run_cli(target, "--format", "json", "-o", out, cwd=tmp_path)
    assert r.returncode == 2, (r.stdout, r.stderr)
    err = r.stderr.strip()
    assert err.startswith("loregraph: error: "), err
    assert "Traceback" not in r.stderr
    where, _, problem = err.removeprefix("loregraph: error: ").partition(": ")
    assert where.endswith(path_fragment), err
    assert why in problem, err
    assert r.stdout == ""
    assert not out.exists() and not out.parent.exists()
    assert stores_under(tmp_path) == []
    assert checksums(tmp_path) == before


def test_markdown_output_of_bad_input_is_not_written(tmp_path):
    out = tmp_path / "report.md"
    r = run_cli(tmp_path / "missing", "--format", "markdown", "-o", out, cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.strip() == f"loregraph: error: {tmp_path / 'missing'}: no such file or folder"
    assert not out.exists()


def test_review_leaves_the_users_files_byte_identical(tmp_path):
    b = tmp_path / "book"
    write(b / "loregraph.toml", '[book]\ntitle = "青岚剑录"\nnarrator = "沈青岚"\n')
    write(b / "chapters/1.txt", ZH_CHAPTER.replace("\n", "\r\n"), "gbk")
    write(b / "chapters/2.txt", "第二章 下山\n我左手持剑，走下山去。\n", "utf-16")
    write(b / "chapters/10.md", "\ufeff第三章 入城\n苏晴在城门口等她。\n")
    write(b / "bible/characters/沈青岚.md", "# 沈青岚\n- 别名：青岚\n## 基础信息\n- 惯用手：左手\n")
    write(b / "bible/rules.yaml", "power_scale: [炼气期, 筑基期]\nrules:\n  - id: fly\n    text: 不能飞\n"
                                  "    forbid_actions: [御剑飞行]\n    unless_rank_at_least: 筑基期\n")
    write(b / "bible/foreshadows.yaml", "- id: token\n  cue: [令牌]\n")
    before = checksums(b)
    out = tmp_path / "report.json"
    for _ in range(2):  # the second run reads the cache
        r = run_cli(b, "--format", "json", "-o", out, cwd=tmp_path)
        assert r.returncode == 0, r.stderr
        assert checksums(b) == before
    assert (b / ".loregraph").is_dir()
    report = json.loads(out.read_text("utf-8"))
    assert report["book"]["chapters"] == 3
    assert report["book"]["language"] == "zh"
    assert report["book"]["title"] == "青岚剑录"


def test_single_manuscript_review_keeps_store_beside_it(tmp_path):
    novel = write(tmp_path / "drafts" / "novel.txt", EN_BOOK)
    before = checksums(tmp_path)
    out = tmp_path / "report.md"
    r = run_cli(novel, "--format", "markdown", "-o", out, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert stores_under(tmp_path) == [tmp_path / "drafts" / "novel.txt.loregraph"]
    assert out.read_text("utf-8").strip()
    after = checksums(tmp_path)
    after.pop("report.md")
    assert after == before

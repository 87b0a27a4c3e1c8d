"""`loregraph init`: a new book folder laid out as book-format.md describes, with bible templates.

Existing files are never touched: init completes a folder, it does not reset one. The character template sits
in bible/templates/ (not bible/characters/, where it would be read as a real character)."""
from __future__ import annotations

from pathlib import Path

from kg.store import atomic_write

_ZH = {
    "loregraph.toml": '''[book]
title = "{title}"
language = "zh"
# narrator = "沈青岚"       # 第一人称叙述者：叙述中的“我”指此人
status = "ongoing"          # finished：完结（结尾时所有伏笔都应回收） | ongoing：连载中

[review]
stale_after_chapters = 30   # 伏笔超过这么多章仍未回收即为过期

# [extract]
# method = "llm"            # 可选：用 OpenAI 兼容接口抽取（OPENAI_BASE_URL / OPENAI_API_KEY）
''',
    "chapters/001.md": "# 第一章 {title}\n\n（正文从这里开始。）\n",
    "bible/templates/character.md": '''# 人物名（复制到 bible/characters/人物名.md 后填写）
- 别名：
## 基础信息
- 年龄：（第1章时）
- 性别：
- 惯用手：
- 外貌：
- 身份：
## 性格基线（不可突破）
- 说话习惯：
## 动态状态
- 境界：
- 与某人：关系
''',
    "bible/world.md": "# 世界观\n\n- （世界规则，每条一行）\n",
    "bible/factions.md": "# 势力\n\n## 势力名\n- （简介）\n",
    "bible/rules.yaml": '''# 可机器检查的世界规则
power_scale: []          # 境界从低到高，例如 [炼气期, 筑基期, 金丹期, 元婴期]
rules: []
# rules:
#   - id: no-sword-flight-below-foundation
#     text: 筑基期以下的修士不能御剑飞行
#     forbid_actions: [御剑飞行, 御剑而起]
#     unless_rank_at_least: 筑基期
#   - id: death-is-final
#     text: 死者不能复生
#     death_is_final: true
''',
    "bible/foreshadows.yaml": '''# 伏笔：cue 为提到它的词；planted 埋设章；due 最晚回收章
[]
# - id: black-token
#   cue: [黑色令牌, 令牌]
#   planted: 3
#   due: 40
#   note: 令牌的来历
''',
}

_EN = {
    "loregraph.toml": '''[book]
title = "{title}"
language = "en"
# narrator = "Mara Quill"   # a first-person narrator: "I" in narration is this character
status = "ongoing"          # finished (every thread must be paid off by the end) | ongoing

[review]
stale_after_chapters = 30   # an open foreshadow older than this is stale

# [extract]
# method = "llm"            # optional: extract with an OpenAI-compatible endpoint (OPENAI_BASE_URL / OPENAI_API_KEY)
''',
    "chapters/001.md": "# Chapter 1\n\n(The story starts here.)\n",
    "bible/templates/character.md": '''# Name (copy to bible/characters/Name.md and fill in)
- Aliases:
## Basics
- Age: (at chapter 1)
- Gender:
- Handedness:
- Appearance:
- Role:
## Baseline
- Speech:
## State
- Rank:
- With Someone: relation
''',
    "bible/world.md": "# World\n\n- (one world rule per line)\n",
    "bible/factions.md": "# Factions\n\n## Faction name\n- (what they are)\n",
    "bible/rules.yaml": '''# Machine-checkable world rules
power_scale: []          # ranks, lowest first, e.g. [Novice, Adept, Master]
rules: []
# rules:
#   - id: wards-need-adept
#     text: Only an Adept or above can raise a ward.
#     forbid_actions: [raised a ward, raise a ward]
#     unless_rank_at_least: Adept
#   - id: death-is-final
#     text: The dead do not come back.
#     death_is_final: true
''',
    "bible/foreshadows.yaml": '''# Planned foreshadows: cue words that mention it, planted chapter, due chapter
[]
# - id: black-token
#   cue: [black token]
#   planted: 3
#   due: 40
#   note: where the token came from
''',
}


def scaffold(root: Path, language: str, title: str) -> tuple[list[Path], list[Path]]:
    files = _ZH if language == "zh" else _EN
    created, kept = [], []
    (root / "bible" / "characters").mkdir(parents=True, exist_ok=True)
    chapters = root / "chapters"
    for rel, text in files.items():
        p = root / rel
        if rel.startswith("chapters/") and chapters.is_dir() and any(chapters.iterdir()):
            continue  # a manuscript is already there: no placeholder chapter
        if p.exists():
            kept.append(p)
            continue
        atomic_write(p, text.replace("{title}", title).encode("utf-8"))
        created.append(p)
    return created, kept

"""Per-language lexicons (extractors/lexicons/*.toml) compiled into matchers.

Nothing language-specific lives in code: the engine reads word lists from the TOML files and
builds regular expressions from them. Adding a synonym never needs code.
"""
from __future__ import annotations

import hashlib
import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Iterable


def trie_regex(words: Iterable[str]) -> str:
    """A regex alternation shaped as a trie: fast for many literals (Python's re does not build one)."""
    trie: dict = {}
    for w in set(words):
        if not w:
            continue
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = True

    def build(node: dict) -> str:
        end = "" in node
        branches = [re.escape(ch) + build(sub) for ch, sub in sorted(node.items()) if ch != ""]
        if not branches:
            return ""
        if len(branches) == 1 and not end:
            return branches[0]
        body = "(?:" + "|".join(branches) + ")"
        return body + "?" if end else body

    return build(trie)


def _inverse(table: dict[str, list[str]]) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, words in table.items():
        for w in words:
            out.setdefault(w.lower(), key)
    return out


@dataclass(eq=False)
class Lexicon:
    language: str
    data: dict
    fingerprint: str
    side_of: dict[str, str] = field(default_factory=dict)
    part_of: dict[str, str] = field(default_factory=dict)
    mark_of: dict[str, str] = field(default_factory=dict)
    colour_of: dict[str, str] = field(default_factory=dict)
    material_of: dict[str, str] = field(default_factory=dict)
    item_of: dict[str, str] = field(default_factory=dict)
    compatible: set[frozenset[str]] = field(default_factory=set)

    def words(self, section: str, key: str) -> list[str]:
        return list(self.data.get(section, {}).get(key, []))

    def alt(self, words: Iterable[str]) -> str:
        """Alternation of literal words; word boundaries in English."""
        words = [w for w in words if w]
        if not words:
            return "(?!)"
        body = trie_regex(words)
        if self.language == "en":
            return r"(?<![\w-])" + body + r"(?![\w-])"
        return body

    def colours_compatible(self, a: str, b: str) -> bool:
        return a == b or frozenset((a, b)) in self.compatible


@lru_cache(maxsize=4)
def load_lexicon(language: str) -> Lexicon:
    raw = resources.files("extractors").joinpath("lexicons", f"{language}.toml").read_bytes()
    data = tomllib.loads(raw.decode("utf-8"))
    lex = Lexicon(language=language, data=data, fingerprint=hashlib.sha256(raw).hexdigest()[:12])
    lex.side_of = _inverse(data["sides"])
    lex.part_of = _inverse(data["body_parts"])
    lex.mark_of = _inverse(data["marks"])
    colours = {k: v for k, v in data["colours"].items() if k != "compatible"}
    lex.colour_of = _inverse(colours)
    lex.material_of = _inverse(data["materials"])
    lex.item_of = _inverse(data["items"])
    lex.compatible = {frozenset(p) for p in data["colours"].get("compatible", [])}
    return lex

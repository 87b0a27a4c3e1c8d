"""Extractors: chapter text -> Facts. The `Extractor` protocol and the registry."""
from __future__ import annotations

from typing import Protocol

from kg.models import Chapter, Fact


class Extractor(Protocol):
    name: str
    fingerprint: str

    def extract(self, chapter: Chapter, index) -> list[Fact]: ...  # noqa: E704

    def extract_value(self, text: str, subject: str, index, chapter: int = 0) -> list[Fact]: ...  # noqa: E704


def _rule(language: str) -> Extractor:
    from extractors.rule import RuleExtractor

    return RuleExtractor(language)


REGISTRY = {"rule": _rule}


def get_extractor(name: str, language: str) -> Extractor:
    try:
        return REGISTRY[name](language)
    except KeyError:
        raise ValueError(f"unknown extractor {name!r} (known: {', '.join(sorted(REGISTRY))})") from None

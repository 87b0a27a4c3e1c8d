"""The LLM extractor: an OpenAI-compatible chat model reads each chapter and adds what the rules missed.

It never replaces the rule extractor: every chapter is rule-extracted first, and the model is asked only for
what this chapter adds or changes, given the known characters and the state so far (from the rule facts of
the chapters before it, so chapters can be asked in parallel). A chapter whose request fails keeps its rule
facts and is listed in the report's `stats.extractor.failed`; the review never stops for the network.

- Endpoint: `OPENAI_BASE_URL` and `OPENAI_API_KEY` (or `[llm] base_url`, `api_key_env` in loregraph.toml);
  model from `[llm] model` (or `LOREGRAPH_LLM_MODEL`).
- Response: pydantic models of their own (`ChapterExtraction`, reasoning first), requested as a
  `json_schema` response format; a server that rejects it is asked again with `json_object` and the schema
  in the prompt, and is remembered as such.
- Every item carries an exact quote; items whose quote is not in the chapter are dropped (counted), so no
  evidence is invented. Items that repeat a rule fact at the same place are dropped too (a time advance
  counted twice would move the clock twice).
- Cache per chapter: BOOK/.loregraph/cache/llm/, keyed by the chapter hash, the model and PROMPT_VERSION.
- Bounded concurrency (`[llm] concurrency`, default 4), retries with exponential backoff on timeouts,
  connection errors, 429 and 5xx (`[llm] max_retries`, default 3), token usage summed in the report.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Optional

from pydantic import BaseModel, Field, ValidationError

from kg import vocab
from extractors.story import TIME_SUBJECT
from kg.models import Chapter, Fact, SourceRef

PROMPT_VERSION = "llm-extract-1"

Side = Literal["left", "right"]


# ---------------------------------------------------------------------- response models (not domain models)
class LLMCharacter(BaseModel):
    name: str = Field(description="the name as written in the chapter")
    aliases: list[str] = Field(default_factory=list)
    gender: Optional[Literal["m", "f"]] = None


class LLMFeature(BaseModel):
    character: str
    feature: Literal["handedness", "mark", "age"]
    side: Optional[Side] = Field(None, description="handedness, or the side of a mark")
    mark_type: Optional[Literal["scar", "mole", "tattoo", "birthmark", "burn"]] = None
    body_part: Optional[str] = Field(None, description="one English word: cheek, brow, eye, hand, arm, neck, ear, chin, forehead, wrist, shoulder")
    age: Optional[int] = None
    habitual: bool = Field(False, description="stated as always true (since childhood, always), not one act")
    explained_change: bool = Field(False, description="the chapter explains why it changed (injury, disguise)")
    quote: str = Field(description="the exact words of the chapter that say it")


class LLMRelation(BaseModel):
    a: str
    relation: str = Field(description="one of the relation names given in the instructions; a RELATION b")
    b: str
    quote: str


class LLMEvent(BaseModel):
    kind: Literal["death", "revival", "betrayal", "quarrel", "reconciliation", "promotion", "forbidden_action"]
    character: str
    other: Optional[str] = None
    rank: Optional[str] = Field(None, description="promotion: the new rank, one of the power scale")
    rule: Optional[str] = Field(None, description="forbidden_action: the rule id")
    quote: str


class LLMAct(BaseModel):
    character: str = Field(description="a character who acts or speaks on stage in this chapter (not remembered, not reported)")
    quote: str


class LLMTime(BaseModel):
    kind: Literal["date", "advance"]
    days: Optional[float] = Field(None, description="advance: days that pass")
    era: Optional[str] = None
    year: Optional[int] = None
    month: Optional[int] = None
    day: Optional[int] = None
    quote: str


class ChapterExtraction(BaseModel):
    reasoning: str = Field(description="think first: what in this chapter is new or changed")
    new_characters: list[LLMCharacter] = Field(default_factory=list)
    features: list[LLMFeature] = Field(default_factory=list)
    relations: list[LLMRelation] = Field(default_factory=list)
    events: list[LLMEvent] = Field(default_factory=list)
    acts: list[LLMAct] = Field(default_factory=list)
    time: list[LLMTime] = Field(default_factory=list)


# ---------------------------------------------------------------------- configuration
@dataclass
class LLMConfig:
    model: str
    base_url: str | None
    api_key: str
    concurrency: int = 4
    max_retries: int = 3
    timeout: float = 120.0
    temperature: float = 0.0
    backoff: float = 0.5

    @classmethod
    def from_book(cls, raw: dict[str, Any]) -> "LLMConfig":
        sec = raw.get("llm", {}) if isinstance(raw.get("llm", {}), dict) else {}
        base = os.environ.get("OPENAI_BASE_URL") or sec.get("base_url")
        key = os.environ.get(str(sec.get("api_key_env", "OPENAI_API_KEY")), "") or ""
        model = os.environ.get("LOREGRAPH_LLM_MODEL") or sec.get("model")
        if not model:
            raise ValueError("the LLM extractor needs a model: [llm] model = \"...\" in loregraph.toml")
        if not base and not key:
            raise ValueError("the LLM extractor needs OPENAI_BASE_URL or OPENAI_API_KEY")
        return cls(model=str(model), base_url=base, api_key=key or "not-needed",
                   concurrency=max(1, int(sec.get("concurrency", 4))), max_retries=int(sec.get("max_retries", 3)),
                   timeout=float(sec.get("timeout", 120)), temperature=float(sec.get("temperature", 0.0)),
                   backoff=float(sec.get("backoff", 0.5)))


class LLMFailure(Exception):
    pass


class ChatClient:
    """A thin wrapper over openai.OpenAI: structured output with fallback, retries with backoff, usage."""

    def __init__(self, cfg: LLMConfig):
        from openai import OpenAI

        self.cfg = cfg
        self.client = OpenAI(base_url=cfg.base_url, api_key=cfg.api_key, max_retries=0, timeout=cfg.timeout)
        self.schema_ok = True  # flips to False when the server rejects json_schema
        self.usage = {"prompt": 0, "completion": 0, "requests": 0}
        self._lock = threading.Lock()

    def _call(self, **kw):
        import openai

        delay = self.cfg.backoff
        for attempt in range(self.cfg.max_retries + 1):
            try:
                resp = self.client.chat.completions.create(model=self.cfg.model, temperature=self.cfg.temperature,
                                                           **kw)
                with self._lock:
                    self.usage["requests"] += 1
                    if resp.usage is not None:
                        self.usage["prompt"] += resp.usage.prompt_tokens or 0
                        self.usage["completion"] += resp.usage.completion_tokens or 0
                return resp
            except (openai.APITimeoutError, openai.APIConnectionError, openai.RateLimitError,
                    openai.InternalServerError) as e:
                if attempt >= self.cfg.max_retries:
                    raise LLMFailure(f"{type(e).__name__}: {e}") from None
                time.sleep(delay)
                delay *= 2
            except openai.APIStatusError as e:
                if e.status_code >= 500 and attempt < self.cfg.max_retries:
                    time.sleep(delay)
                    delay *= 2
                    continue
                raise
        raise LLMFailure("no response")  # pragma: no cover

    def structured(self, system: str, user: str, model_cls: type[BaseModel]) -> BaseModel:
        import openai

        schema = model_cls.model_json_schema()
        messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        resp = None
        if self.schema_ok:
            try:
                resp = self._call(messages=messages, response_format={
                    "type": "json_schema",
                    "json_schema": {"name": model_cls.__name__, "schema": schema, "strict": False}})
            except openai.BadRequestError:
                self.schema_ok = False  # the server has no json_schema: ask for a JSON object instead
        if resp is None:
            try:
                resp = self._call(messages=[{"role": "system", "content": system + "\n\nAnswer with one JSON object "
                                             "that follows this JSON schema:\n" + json.dumps(schema, ensure_ascii=False)},
                                            {"role": "user", "content": user}],
                                  response_format={"type": "json_object"})
            except openai.APIStatusError as e:
                raise LLMFailure(f"HTTP {e.status_code}: {e.message}") from None
        content = (resp.choices[0].message.content or "").strip()
        content = re.sub(r"^```(?:json)?\s*|\s*```$", "", content)
        try:
            return model_cls.model_validate_json(content)
        except ValidationError as e:
            raise LLMFailure(f"the answer does not fit {model_cls.__name__}: {e.errors()[:2]}") from None

    def text(self, system: str, user: str) -> str:
        import openai

        try:
            resp = self._call(messages=[{"role": "system", "content": system}, {"role": "user", "content": user}])
        except openai.APIStatusError as e:
            raise LLMFailure(f"HTTP {e.status_code}: {e.message}") from None
        return resp.choices[0].message.content or ""


# ---------------------------------------------------------------------- prompt
SYSTEM = {
    "zh": "你是长篇小说的事实抽取器。只抽取本章新增或改变的事实，每条都附上本章原文中一字不差的引文（quote）。"
          "回忆、梦境、转述和倒叙中的事不算本章发生的动作。只输出 JSON。",
    "en": "You extract facts from one chapter of a long novel. Report only what this chapter adds or changes, "
          "each item with a quote copied exactly from the chapter. Memories, dreams, reported speech and "
          "flashbacks are not acts in this chapter. Output JSON only.",
}


def state_summary(facts: list[Fact], before: int, limit: int = 60) -> list[str]:
    """The state so far, from rule facts of the chapters before: life and death, ranks, fixed features,
    relations (latest per pair)."""
    latest: dict[tuple, Fact] = {}
    for f in facts:
        if f.chapter >= before or f.modality not in ("asserted", "explained_change"):
            continue
        if f.predicate in ("died", "revived", "rank", "handedness", "mark", "age") or f.predicate in vocab.RELATIONS:
            k = (f.subject, f.key or f.predicate, f.object if f.predicate in vocab.RELATIONS else "")
            latest[k] = f
    out = []
    for (subj, key, _), f in sorted(latest.items(), key=lambda kv: -kv[1].chapter)[:limit]:
        out.append(f"{subj} {f.predicate} {f.object} (ch{f.chapter})")
    return out


def build_prompt(chapter: Chapter, known: list[str], state: list[str], setting: dict, language: str) -> str:
    rels = ", ".join(n for n in vocab.RELATIONS)
    parts = [f"Known characters: {', '.join(known[:200]) or '(none yet)'}",
             "State so far:\n" + ("\n".join(state) or "(nothing yet)"),
             f"Relation names: {rels}"]
    if setting.get("power_scale"):
        parts.append("Power scale (lowest first): " + ", ".join(setting["power_scale"]))
    rules = [f"{r['id']}: {r.get('text', '')}" for r in setting.get("rules", []) if r.get("forbid_actions")]
    if rules:
        parts.append("Rules with forbidden actions:\n" + "\n".join(rules))
    parts.append(f"Chapter {chapter.index}: {chapter.title}\n\n{chapter.text}")
    return "\n\n".join(parts)


# ---------------------------------------------------------------------- the extractor
@dataclass
class LLMRun:
    method: str = "llm"
    model: str = ""
    chapters: int = 0
    cached: int = 0
    requested: int = 0
    failed: list[dict[str, Any]] = field(default_factory=list)
    dropped_quotes: int = 0
    facts_added: int = 0
    tokens: dict[str, int] = field(default_factory=dict)
    json_schema: bool = True

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _norm(s: str) -> str:
    return re.sub(r"\s+", "", s)


def locate(text: str, quote: str) -> tuple[int, int] | None:
    """Where the quote is in the chapter: exact, else ignoring whitespace differences."""
    quote = quote.strip().strip("“”\"'「」")
    if not quote:
        return None
    i = text.find(quote)
    if i >= 0:
        return i, i + len(quote)
    nq = _norm(quote)
    if len(nq) < 2:
        return None
    # map positions of the whitespace-free text back to the original
    pos = [i for i, ch in enumerate(text) if not ch.isspace()]
    flat = "".join(text[i] for i in pos)
    j = flat.find(nq)
    if j < 0:
        return None
    return pos[j], pos[j + len(nq) - 1] + 1


class LLMExtractor:
    name = "llm"

    def __init__(self, language: str, cfg: LLMConfig, cache_dir: Path | None):
        self.language = language
        self.cfg = cfg
        self.cache_dir = cache_dir
        self.client = ChatClient(cfg)

    def _cache_path(self, chapter: Chapter) -> Path | None:
        if self.cache_dir is None:
            return None
        key = hashlib.sha256(f"{chapter.hash}|{self.cfg.model}|{PROMPT_VERSION}".encode()).hexdigest()[:24]
        return self.cache_dir / f"{key}.json"

    def _ask(self, chapter: Chapter, prompt: str) -> tuple[ChapterExtraction, bool]:
        p = self._cache_path(chapter)
        if p is not None:
            try:
                return ChapterExtraction.model_validate_json(p.read_bytes()), True
            except (OSError, ValueError):
                pass
        out = self.client.structured(SYSTEM[self.language], prompt, ChapterExtraction)
        if p is not None:
            from kg.store import atomic_write

            try:
                atomic_write(p, out.model_dump_json().encode("utf-8"))
            except OSError:
                pass
        return out, False

    def run(self, chapters: list[Chapter], rule_facts: list[Fact], index, setting: dict) -> tuple[list[Fact], LLMRun]:
        known = sorted(n for n, e in index.entities.items() if e.kind == "Character")
        run = LLMRun(model=self.cfg.model, chapters=len(chapters))
        results: dict[int, ChapterExtraction] = {}
        lock = threading.Lock()

        def one(ch: Chapter) -> None:
            prompt = build_prompt(ch, known, state_summary(rule_facts, ch.index), setting, self.language)
            try:
                out, hit = self._ask(ch, prompt)
            except Exception as e:  # noqa: BLE001 - any failure: keep the rule facts, record it
                with lock:
                    run.failed.append({"chapter": ch.index, "file": ch.file, "error": str(e)[:300]})
                return
            with lock:
                results[ch.index] = out
                run.cached += hit
                run.requested += not hit

        with ThreadPoolExecutor(max_workers=self.cfg.concurrency) as pool:
            list(pool.map(one, chapters))
        run.failed.sort(key=lambda d: d["chapter"])
        by_ch = {c.index: c for c in chapters}
        rule_spans: dict[tuple[int, str], list[tuple[int, int, str]]] = {}
        for f in rule_facts:
            if f.chapter > 0 and f.source.start is not None:
                rule_spans.setdefault((f.chapter, f.predicate), []).append((f.source.start, f.source.end, f.subject))
        added: list[Fact] = []
        for i in sorted(results):
            facts, dropped = self.to_facts(by_ch[i], results[i], index, setting)
            run.dropped_quotes += dropped
            for f in facts:
                spans = rule_spans.get((f.chapter, f.predicate), [])
                if any(s < f.source.end and f.source.start < e and (subj == f.subject or f.predicate == "timeMark")
                       for s, e, subj in spans):
                    continue  # the rules have it already
                added.append(f)
        run.facts_added = len(added)
        run.tokens = dict(self.client.usage)
        run.json_schema = self.client.schema_ok
        return added, run

    # ------------------------------------------------------------------ response -> domain facts
    def to_facts(self, ch: Chapter, ex: ChapterExtraction, index, setting: dict) -> tuple[list[Fact], int]:
        text = ch.text
        out: list[Fact] = []
        dropped = 0
        scale = setting.get("power_scale") or []
        rule_ids = {str(r["id"]) for r in setting.get("rules", [])}
        local = {c.name: c.name for c in ex.new_characters}
        for c in ex.new_characters:
            for a in c.aliases:
                local.setdefault(a, c.name)

        def who(name: str | None) -> str | None:
            if not name:
                return None
            name = name.strip()
            canon = index.canonical(name) if index is not None else None
            if canon:
                return canon
            if name in local and local[name] in text:
                return local[name]
            return name if name in text else None

        def fact(subject, predicate, obj, quote, key=None, modality="asserted", **detail) -> None:
            nonlocal dropped
            span = locate(text, quote)
            if span is None or subject is None:
                dropped += 1
                return
            s, e = span
            out.append(Fact(subject=subject, predicate=predicate, object=str(obj), key=key, chapter=ch.index,
                            source=SourceRef(chapter=ch.index, start=s, end=e, quote=text[s:e]),
                            modality=modality, detail={"extractor": "llm", **detail}))

        for f in ex.features:
            subj = who(f.character)
            mod = "explained_change" if f.explained_change else "asserted"
            if f.feature == "handedness" and f.side:
                fact(subj, "handedness", f.side, f.quote, key="handedness", modality=mod,
                     strength="strong" if f.habitual else "weak")
            elif f.feature == "mark" and f.side and f.mark_type and f.body_part:
                part = re.sub(r"[^a-z]", "", f.body_part.lower()) or "body"
                fact(subj, "mark", f.side, f.quote, key=f"mark:{f.mark_type}:{part}", modality=mod)
            elif f.feature == "age" and f.age is not None and 0 < f.age < 200:
                fact(subj, "age", f.age, f.quote, key="age")
        for r in ex.relations:
            if r.relation not in vocab.RELATIONS:
                continue
            a, b = who(r.a), who(r.b)
            if a and b and a != b:
                fact(a, r.relation, b, r.quote, key=f"rel:{r.relation}")
        for ev in ex.events:
            subj = who(ev.character)
            if ev.kind == "death":
                fact(subj, "died", "died", ev.quote, key="death")
            elif ev.kind == "revival":
                fact(subj, "revived", "alive", ev.quote, key="revival")
            elif ev.kind in ("betrayal", "quarrel", "reconciliation"):
                other = who(ev.other)
                near = [x for x in (subj, other) if x]
                fact(subj, "relationCause", ev.kind, ev.quote, key="cause",
                     kind="mend" if ev.kind == "reconciliation" else "break", near=near, people=near)
            elif ev.kind == "promotion" and ev.rank in scale:
                fact(subj, "rank", ev.rank, ev.quote, key="rank", kind="promotion")
            elif ev.kind == "forbidden_action" and ev.rule in rule_ids:
                fact(subj, "action", ev.rule, ev.quote, key=f"action:{ev.rule}", phrase=ev.quote)
        for a in ex.acts:
            fact(who(a.character), "acts", "acts", a.quote, key="acts")
        for t in ex.time:
            if t.kind == "advance" and t.days and t.days > 0:
                fact(TIME_SUBJECT, "timeMark", f"+{t.days:g}", t.quote, key="time", type="advance", lo=t.days, hi=t.days,
                     phrase=t.quote)
            elif t.kind == "date" and (t.month or t.year):
                fact(TIME_SUBJECT, "timeMark", "date:" + "|".join(str(x or "") for x in (t.era, t.year, t.month, t.day)),
                     t.quote, key="time", type="date", era=t.era, year=t.year, month=t.month, day=t.day)
        return out, dropped

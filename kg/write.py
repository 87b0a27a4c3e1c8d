"""The checked write loop: PREPARE -> WRITE -> REFLECT -> COMMIT (-> COMPACT every k chapters).

    loregraph write BOOK --chapter N --outline FILE [--accept] [--redraft] [--budget T]

- PREPARE: the context pack for chapter N (kg.context), saved beside the draft.
- WRITE: the LLM drafts chapter N from the pack and the outline (the same OpenAI-compatible endpoint as the
  LLM extractor, `[llm]` in loregraph.toml). The draft is a file in BOOK/.loregraph/write/chNNNN/, never in
  chapters/.
- REFLECT: the draft is reviewed as chapter N on top of the canon (rule extraction, or rules + LLM when the
  book is configured so); its conflicts are shown with evidence. Nothing is stored as canon.
- COMMIT: only with no open error conflict in the draft, or with --accept, the draft becomes
  chapters/<N>.md (atomic; a file that is already there is never overwritten), and the canon is re-reviewed.
- COMPACT: every `[write] compact_every` chapters (default 10), an arc summary of those chapters is asked of
  the LLM and kept in BOOK/.loregraph/summaries.json; context packs use it in their fact layer.

A status file (BOOK/.loregraph/write/status.json) records the step reached and the last committed chapter.
Every step's output is written atomically before the status moves on, so a crash at any point resumes on the
next run without a lost or doubled chapter: a saved pack or draft is reused, a chapter file already holding
the draft counts as committed, a summary already kept is not asked again.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from kg.models import BookError, Chapter
from kg.store import BookStore, atomic_write

STEPS = ("prepare", "write", "reflect", "commit", "compact")

WRITER = {
    "zh": "你是一部长篇连载小说的作者。根据给出的设定层（硬约束，绝不能违背）、事实层和上一章结尾，按照大纲写出第{n}章的正文。"
          "保持人物的惯用手、外貌、关系、境界、生死和时间线与设定一致。只输出正文，不要章节标题，不要解释。",
    "en": "You are the author of a long serialized novel. Write the text of chapter {n} from the outline, keeping "
          "to the setting layer (hard constraints, never break them), the facts and the end of the previous "
          "chapter: handedness, marks, relations, ranks, who is dead and the calendar stay consistent. Output "
          "the chapter text only, no heading, no commentary.",
}
SUMMARIZER = {
    "zh": "用三到六句话概括下面几章的情节，写清人物状态、关系和悬而未决的线索的变化。只输出概括。",
    "en": "Summarise these chapters in three to six sentences: what happened, and how the characters' state, "
          "relations and open threads changed. Output the summary only.",
}


class WriteError(Exception):
    """A write-loop problem the CLI turns into exit code 2."""


@dataclass
class WriteResult:
    chapter: int
    committed: bool
    file: Path | None
    draft: Path
    conflicts: list = field(default_factory=list)  # the draft's conflicts (kg.models.Conflict)
    blocking: list = field(default_factory=list)  # open errors
    resumed_from: str | None = None
    compacted: bool = False
    steps: list[str] = field(default_factory=list)


def _crash_point(step: str) -> None:
    """Tests kill the process right after a step's durable write (LOREGRAPH_CRASH_AFTER=step)."""
    if os.environ.get("LOREGRAPH_CRASH_AFTER") == step:
        os._exit(17)


class WriteLoop:
    def __init__(self, book_path: Path, *, client=None, budget: int = 2000, compact_every: int | None = None):
        from kg.book import load_book

        self.path = Path(book_path)
        self.book = load_book(self.path)
        if not (self.path / "chapters").is_dir():
            raise WriteError(f"{self.path}: the write loop needs a book folder with chapters/")
        self.store = BookStore(self.book.store_dir, quiet=True)
        self.dir = self.store.dir / "write"
        self.status_path = self.dir / "status.json"
        self.budget = budget
        sec = self.book.config.raw.get("write", {}) if isinstance(self.book.config.raw.get("write", {}), dict) else {}
        self.compact_every = int(compact_every or sec.get("compact_every", 10))
        self._client = client

    # ------------------------------------------------------------------ state
    def status(self) -> dict:
        try:
            return json.loads(self.status_path.read_text("utf-8"))
        except (OSError, ValueError):
            return {"last_committed": len(self.book.chapters), "chapter": None, "step": None}

    def _set(self, **kw) -> None:
        st = self.status()
        st.update(kw)
        atomic_write(self.status_path, json.dumps(st, ensure_ascii=False, indent=1).encode("utf-8"))

    def client(self):
        if self._client is None:
            from extractors.llm import ChatClient, LLMConfig

            try:
                self._client = ChatClient(LLMConfig.from_book(self.book.config.raw))
            except ValueError as e:
                raise WriteError(str(e)) from None
        return self._client

    def chapter_dir(self, n: int) -> Path:
        return self.dir / f"ch{n:04d}"

    def chapter_file(self, n: int) -> Path:
        files = sorted((self.path / "chapters").iterdir())
        ext = next((p.suffix for p in reversed(files) if p.suffix in (".md", ".txt")), ".md")
        width = max([len(m.group()) for p in files if (m := re.match(r"\d+", p.stem))] or [3])
        return self.path / "chapters" / f"{n:0{width}d}{ext}"

    def heading(self, n: int, title: str | None) -> str:
        if self.book.language == "zh":
            return f"# 第{n}章" + (f" {title}" if title else "")
        return f"# Chapter {n}" + (f": {title}" if title else "")

    # ------------------------------------------------------------------ the loop
    def run(self, n: int, outline: str, *, accept: bool = False, redraft: bool = False, title: str | None = None,
            echo: Callable[[str], None] = lambda s: None) -> WriteResult:
        canon = len(self.book.chapters)
        st = self.status()
        d = self.chapter_dir(n)
        draft_path = d / "draft.md"
        target = self.chapter_file(n)
        res = WriteResult(chapter=n, committed=False, file=None, draft=draft_path)
        if st.get("chapter") == n and st.get("step"):
            res.resumed_from = st["step"]
        # a crash after the chapter file was written but before the status said so: it is committed
        if n == canon and draft_path.exists() and st.get("step") in ("reflect", "commit", "done") \
                and st.get("chapter") == n and self._committed_text(n) == self._body(draft_path):
            self._set(last_committed=n, step="commit" if st.get("step") != "done" else "done", chapter=n)
            res.committed, res.file = True, self.path / self.book.chapters[n - 1].file
            if st.get("step") != "done":
                self._compact(n, res, echo)
            return res
        if n <= canon:
            raise WriteError(f"{self.path}: chapter {n} is already in chapters/ (the book has {canon}); "
                             f"the next chapter to write is {canon + 1}")
        if n != canon + 1:
            raise WriteError(f"{self.path}: the next chapter to write is {canon + 1}, not {n}")
        outline_hash = hashlib.sha256(outline.encode("utf-8")).hexdigest()[:16]
        if st.get("chapter") == n and st.get("outline") != outline_hash:
            redraft = True  # a new outline for the same chapter: start again from the pack
        # PREPARE
        pack_path = d / "pack.md"
        if redraft or not pack_path.exists():
            from kg.context import build_pack, to_markdown
            from kg.review import review

            r = review(self.path, quiet=True)
            pack = build_pack(r.graph, r.report, n, outline=outline, index=r.index, budget=self.budget,
                              title=r.book.title, summaries=self.store.load_summaries())
            atomic_write(d / "pack.json", pack.model_dump_json(indent=1).encode("utf-8"))
            atomic_write(pack_path, to_markdown(pack).encode("utf-8"))
            res.steps.append("prepare")
            echo(f"prepared the context pack ({pack.tokens.get('total', 0)} tokens) -> {pack_path}")
        self._set(chapter=n, step="prepare", outline=outline_hash)
        _crash_point("prepare")
        # WRITE
        if redraft or not draft_path.exists():
            system = WRITER[self.book.language].format(n=n)
            user = pack_path.read_text("utf-8") + ("\n\n## 本章大纲\n\n" if self.book.language == "zh" else
                                                   "\n\n## Outline of this chapter\n\n") + outline
            text = self.client().text(system, user).strip()
            if not text:
                raise WriteError("the model returned an empty draft")
            text = re.sub(r"\A#[^\n]*\n+", "", text)  # a heading the model added anyway
            atomic_write(draft_path, (self.heading(n, title) + "\n\n" + text + "\n").encode("utf-8"))
            res.steps.append("write")
            echo(f"drafted chapter {n} -> {draft_path}")
        self._set(chapter=n, step="write")
        _crash_point("write")
        # REFLECT (always on the draft as it is now: the author may have edited it)
        conflicts = self.reflect(n, draft_path)
        res.conflicts = conflicts
        res.blocking = [c for c in conflicts if c.status.value == "open" and c.severity.value == "error"]
        atomic_write(d / "reflect.json", json.dumps([c.model_dump(mode="json") for c in conflicts],
                                                    ensure_ascii=False, indent=1).encode("utf-8"))
        res.steps.append("reflect")
        self._set(chapter=n, step="reflect")
        _crash_point("reflect")
        if res.blocking and not accept:
            return res
        # COMMIT
        if target.exists():
            if self._committed_text(n) != self._body(draft_path):
                raise WriteError(f"{target}: exists with other text; loregraph never overwrites a chapter")
        else:
            atomic_write(target, draft_path.read_bytes())
        res.steps.append("commit")
        self._set(chapter=n, step="commit", last_committed=n)
        res.committed, res.file = True, target
        _crash_point("commit")
        from kg.review import review

        review(self.path, quiet=True)  # the canon store takes the new chapter
        self._compact(n, res, echo)
        return res

    def _body(self, draft_path: Path) -> str:
        from kg.book import split_text

        _, pieces = split_text(draft_path.read_text("utf-8"), draft_path, True)
        return pieces[0].text if pieces else ""

    def _committed_text(self, n: int) -> str | None:
        from kg.book import load_book

        book = load_book(self.path)
        if len(book.chapters) < n:
            return None
        return book.chapters[n - 1].text

    def reflect(self, n: int, draft_path: Path) -> list:
        """The draft reviewed as chapter n on top of the canon; only the draft's conflicts, canon untouched."""
        from kg.book import load_book
        from kg.review import build_graph, make_report
        from validators import run_rules

        book = load_book(self.path)
        body = self._body(draft_path)
        book.chapters.append(Chapter(index=n, title=f"{n}", text=body, file=str(draft_path),
                                     hash=hashlib.sha256(body.encode("utf-8")).hexdigest()[:20]))
        graph, index, _, _ = build_graph(book, self.store, None, book.config.extract_method or "rule")
        from kg.review import apply_decisions

        conflicts = run_rules(graph)
        graph, conflicts, _ = apply_decisions(book, graph, index, conflicts, self.store)
        report = make_report(book, graph, conflicts)
        return [c for c in report.conflicts if c.chapter == n or any(e.chapter == n for e in c.evidence
                                                                     if e.role == "conflicting")]

    def _compact(self, n: int, res: WriteResult, echo) -> None:
        k = self.compact_every
        if k <= 0 or n % k != 0:
            self._set(step="done", chapter=n)
            return
        summaries = self.store.load_summaries()
        if any(int(s.get("to", 0)) == n for s in summaries):
            self._set(step="done", chapter=n)
            return
        from kg.book import load_book

        book = load_book(self.path)
        lo = max(1, n - k + 1)
        text = "\n\n".join(f"{c.title}\n{c.text}" for c in book.chapters[lo - 1:n])
        summary = self.client().text(SUMMARIZER[book.language], text).strip()
        summaries.append({"from": lo, "to": n, "text": summary})
        self.store.save_summaries(summaries)
        res.compacted = True
        res.steps.append("compact")
        echo(f"compacted chapters {lo}-{n} into an arc summary")
        self._set(step="done", chapter=n)
        _crash_point("compact")


def check_outline(path: Path) -> str:
    from kg.book import read_text

    try:
        text = read_text(path)
    except (OSError, BookError) as e:
        raise WriteError(f"{path}: cannot read the outline ({e})") from None
    if not text.strip():
        raise WriteError(f"{path}: the outline is empty")
    return text

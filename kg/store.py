"""The book's on-disk store (BOOK/.loregraph/): per-chapter fact cache keyed by content hash, the
Oxigraph quad store with one named graph per chapter, and the last report.

Writes are atomic (temp file + rename). If the book's folder is read-only, the store falls back to
~/.cache/loregraph/<hash of the book path>/ and says so.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

from pydantic import BaseModel, TypeAdapter

from kg.graph import LAZY
from kg.models import Fact

CACHE_FORMAT = "3|" + ",".join(LAZY)  # a chapter's facts, with the many that few rules read apart (pack_chapter)


class _Packed(BaseModel):
    facts: list[Fact]
    # predicate -> subject -> (how many facts, the mentions they count, where their JSON text starts and ends
    # in the bytes after the header line)
    lazy: dict[str, dict[str, tuple[int, int, int, int]]] = {}


def pack_chapter(facts: list[Fact]) -> bytes:
    """One chapter's facts as the cache keeps them: a header line (JSON: the facts, and where the others are),
    then the lazy facts (kg.graph.LAZY) of each subject as their own JSON text, so that a review parses only
    those a rule asks for (kg.graph.StoryGraph)."""
    core = [f.model_dump(mode="json", exclude_defaults=True) for f in facts if f.predicate not in LAZY]
    groups: dict[str, dict[str, list[Fact]]] = {p: {} for p in LAZY}
    for f in facts:
        if f.predicate in groups:
            groups[f.predicate].setdefault(f.subject, []).append(f)
    body = bytearray()
    lazy: dict[str, dict[str, tuple[int, int, int, int]]] = {}
    for p, by_subject in groups.items():
        for subj, fs in by_subject.items():
            text = json.dumps([f.model_dump(mode="json", exclude_defaults=True) for f in fs], ensure_ascii=False,
                              separators=(",", ":")).encode("utf-8")
            mentions = sum(int(f.object) for f in fs if f.object.isdigit()) if p == "appearsIn" else 0
            lazy.setdefault(p, {})[subj] = (len(fs), mentions, len(body), len(body) + len(text))
            body += text
    head = json.dumps({"facts": core, "lazy": lazy}, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return head + b"\n" + bytes(body)  # json.dumps writes no raw newline: the first one ends the header


_PACKED = TypeAdapter(_Packed)
Unpacked = tuple[list[Fact], dict[str, dict[str, tuple[int, int, int, int]]], bytes]


def unpack_chapter(data: bytes, chapter: int) -> Unpacked:
    """pack_chapter's bytes back: the facts that are not lazy (as Fact objects, numbered `chapter`), where the
    lazy ones are, and the bytes they are in. Raises ValueError on anything else."""
    cut = data.find(b"\n")
    if cut < 0:
        raise ValueError("not a packed chapter")
    got = _PACKED.validate_json(data[:cut])
    facts = got.facts
    if facts and facts[0].chapter != chapter:  # the chapter moved in reading order
        for f in facts:
            f.chapter = chapter
            f.source.chapter = chapter
    return facts, got.lazy, data[cut + 1:]


def atomic_write(path: Path, data: bytes, durable: bool = True) -> None:
    """Write through a temp file and a rename: readers see the old file or the new one, never half of one. With
    `durable` the data is synced to disk before the rename; a cache, which a torn or lost write only turns into
    a miss, skips that (an fsync per chapter cost a third of a second on a 700-chapter book)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix="." + path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            if durable:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _writable(d: Path) -> bool:
    """Can the store live here? Not where the folder (or the nearest existing parent) has no write bit at all: a
    folder made read-only on purpose stays untouched even for root, who could write anyway."""
    p = d
    while not p.exists() and p != p.parent:
        p = p.parent
    try:
        if not (p.stat().st_mode & 0o222):
            return False
    except OSError:
        return False
    try:
        d.mkdir(parents=True, exist_ok=True)
        probe = d / ".write-probe"
        probe.write_bytes(b"")
        probe.unlink()
        return True
    except OSError:
        return False


class BookStore:
    def __init__(self, store_dir: Path, quiet: bool = False):
        self.dir = store_dir
        if not _writable(store_dir):
            alt = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "loregraph" / \
                hashlib.sha256(str(store_dir.resolve()).encode()).hexdigest()[:16]
            if not quiet:
                print(f"loregraph: {store_dir} is not writable; keeping the store in {alt}", file=sys.stderr)
            alt.mkdir(parents=True, exist_ok=True)
            self.dir = alt
        self.cache_dir = self.dir / "cache" / "facts"

    # ------------------------------------------------------------------ fact cache
    def _cache_path(self, chapter_hash: str, fingerprint: str) -> Path:
        key = hashlib.sha256(f"{chapter_hash}|{fingerprint}|{CACHE_FORMAT}".encode()).hexdigest()[:24]
        return self.cache_dir / key[:2] / f"{key}.json"

    def cached_facts(self, chapter_hash: str, fingerprint: str,
                     chapter: int) -> Unpacked | None:
        """A chapter's cached facts (unpack_chapter), or None when not cached or unreadable."""
        p = self._cache_path(chapter_hash, fingerprint)
        try:
            return unpack_chapter(p.read_bytes(), chapter)  # parsed and validated in one pass (pydantic-core)
        except (OSError, ValueError):
            return None

    def save_facts(self, chapter_hash: str, fingerprint: str, facts: list[Fact] | bytes) -> None:
        """Cache a chapter's facts (or pack_chapter's bytes of them)."""
        data = facts if isinstance(facts, bytes) else pack_chapter(facts)
        try:
            atomic_write(self._cache_path(chapter_hash, fingerprint), data, durable=False)
        except OSError:
            pass  # a cache that cannot be written only costs time

    # ------------------------------------------------------------------ per-text scan cache (entity discovery)
    def load_scan(self, fingerprint: str) -> dict:
        """Name-discovery and gender-vote counts per chapter text, for the entity index (kg.review)."""
        try:
            raw = json.loads((self.dir / "cache" / "scan.json").read_bytes())
            if raw.get("fingerprint") == fingerprint:
                return {"data": raw.get("data", {}), "fingerprint": fingerprint}
        except (OSError, ValueError, AttributeError):
            pass
        return {"data": {}, "fingerprint": fingerprint}

    def save_scan(self, cache: dict) -> None:
        if not cache.get("dirty"):
            return
        used = cache.get("used", set())
        data = {k: v for k, v in cache.get("data", {}).items() if k in used}  # forget edited-away texts
        try:
            atomic_write(self.dir / "cache" / "scan.json",
                         json.dumps({"fingerprint": cache["fingerprint"], "data": data}, ensure_ascii=False,
                                    separators=(",", ":")).encode("utf-8"), durable=False)
        except OSError:
            pass

    # ------------------------------------------------------------------ graph store
    def sync_graph(self, graph, fingerprint: str, extra: dict[int, str] | None = None) -> int:
        """Bring the Oxigraph store in step with the graph: only chapters whose hash or extractor changed
        are rewritten. Returns the number of chapter graphs written."""
        import pyoxigraph as ox

        from kg.graph import META_GRAPH, chapter_graph_iri

        state_path = self.dir / "graph-state.json"
        try:
            state = json.loads(state_path.read_text("utf-8"))
        except (OSError, ValueError):
            state = {}
        store = ox.Store(str(self.dir / "oxigraph"))
        written = 0
        try:
            want = {"0": f"bible|{fingerprint}|{len([f for f in graph.facts if f.chapter == 0])}|"
                         f"{(extra or {}).get(0, '')}"}
            for c in graph.chapters:
                want[str(c.index)] = f"{c.hash}|{fingerprint}|{(extra or {}).get(c.index, '')}"
            for key in set(state) - set(want):
                store.remove_graph(ox.NamedNode(chapter_graph_iri(int(key))))
            for key, val in want.items():
                if state.get(key) != val:
                    g = ox.NamedNode(chapter_graph_iri(int(key)))
                    try:
                        store.remove_graph(g)
                    except Exception:  # noqa: BLE001 - absent graph
                        pass
                    store.extend(graph.chapter_quads(int(key)))
                    written += 1
            meta = ox.NamedNode(META_GRAPH)
            try:
                store.remove_graph(meta)
            except Exception:  # noqa: BLE001
                pass
            store.extend(graph.entity_quads())
            store.flush()
        finally:
            del store
        atomic_write(state_path, json.dumps(want, sort_keys=True).encode())
        return written

    # ------------------------------------------------------------------ arc summaries (loregraph write's compaction)
    def load_summaries(self) -> list[dict]:
        try:
            data = json.loads((self.dir / "summaries.json").read_text("utf-8"))
            return [d for d in data if isinstance(d, dict) and {"from", "to", "text"} <= set(d)]
        except (OSError, ValueError, TypeError):
            return []

    def save_summaries(self, summaries: list[dict]) -> None:
        atomic_write(self.dir / "summaries.json", json.dumps(summaries, ensure_ascii=False, indent=1).encode("utf-8"))

    # ------------------------------------------------------------------ report
    def save_report(self, report_json: str) -> None:
        atomic_write(self.dir / "report.json", report_json.encode("utf-8"))

    def load_report(self) -> dict | None:
        try:
            return json.loads((self.dir / "report.json").read_text("utf-8"))
        except (OSError, ValueError):
            return None

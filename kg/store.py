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

from pydantic import TypeAdapter

from kg.models import Fact

_FACTS = TypeAdapter(list[Fact])


def atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix="." + path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
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
        key = hashlib.sha256(f"{chapter_hash}|{fingerprint}".encode()).hexdigest()[:24]
        return self.cache_dir / key[:2] / f"{key}.json"

    def cached_facts(self, chapter_hash: str, fingerprint: str, chapter: int) -> list[Fact] | None:
        p = self._cache_path(chapter_hash, fingerprint)
        try:
            facts = _FACTS.validate_json(p.read_bytes())  # parsed and validated in one pass (pydantic-core)
        except (OSError, ValueError):
            return None
        if facts and facts[0].chapter != chapter:  # the chapter moved in reading order
            for f in facts:
                f.chapter = chapter
                f.source.chapter = chapter
        return facts

    def save_facts(self, chapter_hash: str, fingerprint: str, facts: list[Fact]) -> None:
        data = json.dumps([f.model_dump(mode="json", exclude_defaults=True) for f in facts], ensure_ascii=False)
        try:
            atomic_write(self._cache_path(chapter_hash, fingerprint), data.encode("utf-8"))
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
                                    separators=(",", ":")).encode("utf-8"))
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

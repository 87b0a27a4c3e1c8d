"""The StoryGraph: facts in memory (indexed for the validators), an RDF view (rdflib Dataset, one named
graph per chapter) and a networkx view for traversal."""
from __future__ import annotations

import hashlib
from collections import defaultdict
from dataclasses import dataclass
from functools import cached_property
from typing import Iterable, Iterator
from urllib.parse import quote

from kg import vocab
from kg.models import Chapter, Entity, Fact

ENTITY_NS = "https://loregraph.dev/entity/"
FACT_NS = "https://loregraph.dev/fact/"
CHAPTER_NS = "https://loregraph.dev/chapter/"
META_GRAPH = "https://loregraph.dev/graph/meta"


def entity_iri(name: str) -> str:
    return ENTITY_NS + quote(name, safe="")


def chapter_graph_iri(index: int) -> str:
    return f"{CHAPTER_NS}{index}"


def fact_id(f: Fact) -> str:
    h = hashlib.sha1(f"{f.subject}|{f.predicate}|{f.key}|{f.object}|{f.chapter}|{f.source.start}|{f.source.end}|"
                     f"{f.source.source}|{f.source.quote}|{f.modality}".encode("utf-8")).hexdigest()[:16]
    return h


def fact_order(f: Fact) -> tuple[int, int, int]:
    """Reading order; at the same place an explained change comes before the statement it explains."""
    return (f.chapter, f.source.start if f.source.start is not None else -1, 0 if f.modality == "explained_change" else 1)


_FACT_LIST = None


def _parse(text: bytes, chapter: int) -> list[Fact]:
    global _FACT_LIST
    if _FACT_LIST is None:
        from pydantic import TypeAdapter

        _FACT_LIST = TypeAdapter(list[Fact])
    facts = _FACT_LIST.validate_json(text)
    for f in facts:
        if f.chapter != chapter:  # the chapter moved in reading order since it was cached
            f.chapter = chapter
            f.source.chapter = chapter
    return facts


@dataclass
class ChapterMeta:
    index: int
    title: str
    file: str
    hash: str
    length: int


# facts that are many and read by few: kept apart per chapter and subject, parsed from the cache only on demand
LAZY = ("acts", "appearsIn", "utterance")

Lazy = dict[str, dict[int, dict[str, "tuple[int, int, int, int] | list[Fact]"]]]


class StoryGraph:
    """The `acts` (who did something where), `appearsIn` (who is mentioned in a chapter, how often) and
    `utterance` facts (who said how much, how loud) are three quarters of all facts, and few rules read them. They are kept apart, per chapter and subject, and may arrive
    from the fact cache unparsed (kg.store.unpack_chapter: how many, the mentions they count, where their JSON is):
    they become Fact objects only when asked for (`of_subjects`, `facts_of`, `facts_about`, `facts`), with the same
    past spans and story days as the rest."""

    def __init__(self, chapters: list[Chapter], entities: dict[str, Entity], facts: list[Fact],
                 language: str, texts: dict[int, str] | None = None, setting: dict | None = None,
                 lazy: Lazy | None = None, blobs: dict[int, bytes] | None = None):
        self.chapters = [ChapterMeta(c.index, c.title, c.file, c.hash, len(c.text)) for c in chapters]
        self.texts = texts if texts is not None else {c.index: c.text for c in chapters}
        self.entities = entities
        self.language = language
        self.setting = setting or {}
        self.timeline = None  # kg.timeline.Timeline, set by apply_timeline
        self.extractor_run: dict | None = None  # what the extractor did (the LLM run: cached, failed, tokens)
        # retold pasts ((chapter, pos) from, (chapter, pos) to): what lies inside is `flashback` (kg.timeline)
        self.past_spans: list[tuple[tuple[int, int], tuple[int, int]]] = []
        # predicate -> chapter -> subject -> a list of Facts, or, not parsed yet, (how many, mentions, start, end):
        # their JSON text is blobs[chapter][start:end]
        self._lazy: Lazy = {p: {} for p in LAZY}
        self._blobs: dict[int, bytes] = blobs if blobs is not None else {}
        for p, chapters_of in (lazy or {}).items():
            self._lazy[p].update(chapters_of)
        self._by_key: dict[tuple[str, str], list[Fact]] = defaultdict(list)
        self._by_pred: dict[str, list[Fact]] = defaultdict(list)
        core: list[Fact] = []
        for f in facts:
            store = self._lazy.get(f.predicate)
            if store is None:
                core.append(f)
                continue
            slot = store.setdefault(f.chapter, {})
            got = slot.get(f.subject)
            if not isinstance(got, list):
                got = slot[f.subject] = [] if got is None else self._parse(f.chapter, got)
            got.append(f)
        self._all: list[Fact] | None = None
        # one stable sort of all facts into reading order: every index list below is then in order as built
        # (the same order as sorting each list, with a third of the key calls)
        core.sort(key=fact_order)
        self._core = core
        for f in core:
            self._by_pred[f.predicate].append(f)
            if f.key:
                self._by_key[(f.subject, f.key)].append(f)

    # ------------------------------------------------------------------ facts, and the lazy ones
    @property
    def facts(self) -> list[Fact]:
        """Every fact in reading order (the lazy ones parsed, once)."""
        if self._all is None:
            lazy = [f for p in LAZY for f in self._every(p)]
            self._all = sorted(self._core + lazy, key=fact_order) if lazy else self._core
        return self._all

    @property
    def core_facts(self) -> list[Fact]:
        """Every fact but the lazy ones (acts, appearances, utterances), in reading order."""
        return self._core

    def fact_count(self, predicate: str | None = None) -> int:
        """How many facts (of `predicate`), without parsing any."""
        if predicate is None:
            return len(self._core) + sum(self.fact_count(p) for p in LAZY)
        if predicate in self._lazy:
            return sum(len(v) if isinstance(v, list) else v[0]
                       for slot in self._lazy[predicate].values() for v in slot.values())
        return len(self._by_pred.get(predicate, ()))

    def mentions(self) -> dict[int, dict[str, int]]:
        """chapter -> name -> how often it is mentioned there (the appearsIn facts, unparsed)."""
        return {ch: {subj: (sum(int(f.object) for f in v) if isinstance(v, list) else v[1])
                     for subj, v in slot.items()}
                for ch, slot in self._lazy["appearsIn"].items()}

    def _lazy_list(self, predicate: str, chapter: int, subject: str) -> list[Fact]:
        slot = self._lazy[predicate].get(chapter)
        got = slot.get(subject) if slot else None
        if got is None:
            return []
        if not isinstance(got, list):
            got = slot[subject] = self._parse(chapter, got)
            self._finish(got)
        return got

    def _parse(self, chapter: int, where: tuple[int, int, int, int]) -> list[Fact]:
        _, _, start, end = where
        return _parse(self._blobs[chapter][start:end], chapter)

    def _finish(self, facts: list[Fact]) -> None:
        """Bring newly parsed facts to where the graph's other facts are: inside a retold past, the past; their
        story day."""
        spans = self.past_spans
        tl = self.timeline
        for f in facts:
            if spans and f.modality == "asserted":
                at = (f.chapter, f.source.start or 0)
                if any(a <= at < b for a, b in spans):
                    f.modality = "flashback"
            if tl is not None:
                f.__dict__["story_day"] = tl.day_at(f.chapter, f.source.start) if f.chapter > 0 else 0.0

    def materialized(self) -> Iterator[Fact]:
        """The facts that exist as objects now: every fact but the lazy ones not parsed yet."""
        yield from self._core
        for store in self._lazy.values():
            for slot in store.values():
                for v in slot.values():
                    if isinstance(v, list):
                        yield from v

    def _every(self, predicate: str) -> list[Fact]:
        store = self._lazy[predicate]
        return [f for ch in sorted(store) for subj in list(store[ch]) for f in self._lazy_list(predicate, ch, subj)]

    def of_subjects(self, predicate: str, subjects: Iterable[str]) -> list[Fact]:
        """The facts of `predicate` whose subject is one of `subjects`, in reading order; of a lazy predicate only
        theirs are parsed."""
        want = set(subjects)
        if predicate not in self._lazy:
            return [f for f in self._by_pred.get(predicate, ()) if f.subject in want]
        store = self._lazy[predicate]
        order = sorted(want)  # not the set's order: the same facts in the same order in every process
        out = [f for ch in sorted(store) for subj in order if subj in store[ch]
               for f in self._lazy_list(predicate, ch, subj)]
        out.sort(key=fact_order)
        return out

    # ------------------------------------------------------------------ queries for validators
    def facts_of(self, predicate: str) -> list[Fact]:
        if predicate in self._lazy:
            return sorted(self._every(predicate), key=fact_order)
        return self._by_pred.get(predicate, [])

    def attribute_histories(self, predicates: Iterable[str]) -> Iterator[tuple[tuple[str, str], list[Fact]]]:
        """(subject, key) -> facts in reading order, for the given predicates; change facts of a
        wildcard key (mark:*) are merged into every concrete key of that subject."""
        preds = set(predicates)
        wild: dict[tuple[str, str], list[Fact]] = defaultdict(list)
        for (subj, key), facts in self._by_key.items():
            if key.endswith(":*") and key.split(":")[0] in preds:
                wild[(subj, key[:-1])].extend(facts)
        for (subj, key), facts in sorted(self._by_key.items()):
            if key.endswith(":*") or not facts or facts[0].predicate not in preds:
                continue
            extra = [f for (s, prefix), fl in wild.items() if s == subj and key.startswith(prefix) for f in fl]
            if extra:
                facts = sorted(facts + extra, key=fact_order)
            yield (subj, key), facts

    def entity(self, name: str) -> Entity | None:
        return self.entities.get(name)

    # ------------------------------------------------------------------ RDF
    def chapter_quads(self, index: int) -> list:
        """pyoxigraph quads for one chapter's named graph (index 0: the bible)."""
        import pyoxigraph as ox

        g = ox.NamedNode(chapter_graph_iri(index))
        lg = vocab.NS
        xsd_int = ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")
        xsd_dec = ox.NamedNode("http://www.w3.org/2001/XMLSchema#decimal")
        rdf_type = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
        out = []
        for f in self._by_chapter.get(index, ()):
            fn = ox.NamedNode(FACT_NS + fact_id(f))
            subj = ox.NamedNode(entity_iri(f.subject))
            pred = ox.NamedNode(lg + (f.predicate if vocab.is_predicate(f.predicate) or f.predicate == "relation" else "trait"))
            obj_entity = f.predicate in vocab.RELATIONS or (f.predicate == "relation" and f.object in self.entities)
            obj = ox.NamedNode(entity_iri(f.object)) if obj_entity else ox.Literal(f.object)
            out += [
                ox.Quad(fn, rdf_type, ox.NamedNode(lg + "Fact"), g),
                ox.Quad(fn, ox.NamedNode(lg + "subject"), subj, g),
                ox.Quad(fn, ox.NamedNode(lg + "predicate"), pred, g),
                ox.Quad(fn, ox.NamedNode(lg + "object"), obj, g),
                ox.Quad(fn, ox.NamedNode(lg + "chapter"), ox.Literal(str(f.chapter), datatype=xsd_int), g),
                ox.Quad(fn, ox.NamedNode(lg + "quote"), ox.Literal(f.source.quote), g),
                ox.Quad(fn, ox.NamedNode(lg + "layer"), ox.Literal(f.layer), g),
                ox.Quad(fn, ox.NamedNode(lg + "modality"), ox.Literal(f.modality), g),
            ]
            if f.key:
                out.append(ox.Quad(fn, ox.NamedNode(lg + "key"), ox.Literal(f.key), g))
            if f.source.start is not None:
                out.append(ox.Quad(fn, ox.NamedNode(lg + "start"), ox.Literal(str(f.source.start), datatype=xsd_int), g))
                out.append(ox.Quad(fn, ox.NamedNode(lg + "end"), ox.Literal(str(f.source.end), datatype=xsd_int), g))
            if f.source.source:
                out.append(ox.Quad(fn, ox.NamedNode(lg + "sourceFile"), ox.Literal(f.source.source), g))
            if f.story_day is not None:
                out.append(ox.Quad(fn, ox.NamedNode(lg + "storyDay"), ox.Literal(repr(float(f.story_day)), datatype=xsd_dec), g))
            if f.predicate != "appearsIn" and f.modality != "explained_change":
                out.append(ox.Quad(subj, pred, obj, g))
        return out

    def entity_quads(self) -> list:
        import pyoxigraph as ox

        g = ox.NamedNode(META_GRAPH)
        lg = vocab.NS
        rdf_type = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
        label = ox.NamedNode("http://www.w3.org/2000/01/rdf-schema#label")
        out = []
        for e in self.entities.values():
            n = ox.NamedNode(entity_iri(e.name))
            out.append(ox.Quad(n, rdf_type, ox.NamedNode(lg + (e.kind if e.kind in vocab.CLASSES else "Entity")), g))
            out.append(ox.Quad(n, label, ox.Literal(e.name), g))
            for a in e.aliases:
                out.append(ox.Quad(n, ox.NamedNode(lg + "alias"), ox.Literal(a), g))
        xsd_int = ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")
        for c in self.chapters:
            n = ox.NamedNode(chapter_graph_iri(c.index))
            out.append(ox.Quad(n, rdf_type, ox.NamedNode(lg + "Chapter"), g))
            out.append(ox.Quad(n, ox.NamedNode(lg + "chapter"), ox.Literal(str(c.index), datatype=xsd_int), g))
            out.append(ox.Quad(n, ox.NamedNode(lg + "contentHash"), ox.Literal(c.hash), g))
            out.append(ox.Quad(n, ox.NamedNode(lg + "title"), ox.Literal(c.title), g))
        return out

    def dataset(self):
        """An in-memory rdflib Dataset of the whole graph (for export, SPARQL and SHACL)."""
        import pyoxigraph as ox
        from rdflib import Dataset

        ds = Dataset(store="Oxigraph")
        inner: ox.Store = ds.store._inner  # noqa: SLF001 - bulk load straight into Oxigraph
        inner.extend(self.entity_quads())
        for i in [0] + [c.index for c in self.chapters]:
            inner.extend(self.chapter_quads(i))
        ds.bind("lg", vocab.NS)
        return ds

    @cached_property
    def _by_subject(self) -> dict[str, list[Fact]]:
        out: dict[str, list[Fact]] = defaultdict(list)
        for f in self._core:
            out[f.subject].append(f)
        return out

    @cached_property
    def _relations_of(self) -> dict[str, list[Fact]]:
        out: dict[str, list[Fact]] = defaultdict(list)
        for f in self._core:
            if f.predicate in vocab.RELATIONS:
                out[f.subject].append(f)
                if f.object != f.subject:
                    out[f.object].append(f)
        return out

    def facts_about(self, name: str) -> list[Fact]:
        """Facts whose subject is `name`, in reading order (the lazy ones included)."""
        lazy = [f for p in LAZY for f in self.of_subjects(p, [name])]
        mine = self._by_subject.get(name, [])
        return sorted(mine + lazy, key=fact_order) if lazy else mine

    def relations_of(self, name: str) -> list[Fact]:
        """Relation facts with `name` on either side."""
        return self._relations_of.get(name, [])

    @cached_property
    def _by_chapter(self) -> dict[int, list[Fact]]:
        out: dict[int, list[Fact]] = defaultdict(list)
        for f in self.facts:
            out[f.chapter].append(f)
        return out

    # ------------------------------------------------------------------ networkx
    @cached_property
    def nx(self):
        import networkx as nx

        g = nx.MultiDiGraph()
        for e in self.entities.values():
            g.add_node(e.name, kind=e.kind)
        for f in self._core:
            if f.predicate in vocab.RELATIONS or (f.predicate == "relation" and f.object in self.entities):
                g.add_edge(f.subject, f.object, predicate=f.predicate, chapter=f.chapter, key=f.key)
        for slot in self._lazy["appearsIn"].values():
            g.add_nodes_from(slot)
        return g

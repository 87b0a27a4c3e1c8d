"""Export the story graph: N-Quads (one named graph per chapter, the bible as chapter 0), Turtle (every graph
merged into one), JSON-LD (the dataset, graphs kept); all three written by Oxigraph, byte-stable and GraphML (the entity graph: characters, factions and
their relations, for Gephi/yEd/networkx).

The RDF conforms to ontology/shapes.ttl (tests check it with pyshacl). Conflicts and their decisions go into
their own named graph (`https://loregraph.dev/graph/review`) as lg:Conflict nodes; facts an editor marked
erroneous carry `lg:status "erroneous"`.
"""
from __future__ import annotations

import io
from typing import Any

from kg import vocab
from kg.graph import StoryGraph, entity_iri
from kg.models import Report

FORMATS = ("nquads", "turtle", "jsonld", "graphml")
REVIEW_GRAPH = "https://loregraph.dev/graph/review"
CONFLICT_NS = "https://loregraph.dev/conflict/"


def review_quads(graph: StoryGraph, report: Report | None) -> list:
    import pyoxigraph as ox

    if report is None:
        return []
    g = ox.NamedNode(REVIEW_GRAPH)
    lg = vocab.NS
    rdf_type = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
    xsd_int = ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")
    out = []
    for c in report.conflicts:
        n = ox.NamedNode(CONFLICT_NS + c.id)
        out += [ox.Quad(n, rdf_type, ox.NamedNode(lg + "Conflict"), g),
                ox.Quad(n, ox.NamedNode(lg + "rule"), ox.Literal(c.rule), g),
                ox.Quad(n, ox.NamedNode(lg + "kind"), ox.Literal(c.kind), g),
                ox.Quad(n, ox.NamedNode(lg + "severity"), ox.Literal(c.severity.value), g),
                ox.Quad(n, ox.NamedNode(lg + "status"), ox.Literal(c.status.value), g),
                ox.Quad(n, ox.NamedNode(lg + "chapter"), ox.Literal(str(c.chapter), datatype=xsd_int), g),
                ox.Quad(n, ox.NamedNode(lg + "message"), ox.Literal(c.message), g)]
        for e in c.entities:
            if e in graph.entities:
                out.append(ox.Quad(n, ox.NamedNode(lg + "involves"), ox.NamedNode(entity_iri(e)), g))
        for ev in c.evidence:
            out.append(ox.Quad(n, ox.NamedNode(lg + ("evidence" if ev.role != "conflicting" else "conflictingEvidence")),
                               ox.Literal(f"ch{ev.chapter}: {ev.quote}"), g))
        if c.decision is not None:
            out.append(ox.Quad(n, ox.NamedNode(lg + "decidedBy"), ox.Literal(c.decision.by), g))
            if c.decision.note:
                out.append(ox.Quad(n, ox.NamedNode(lg + "note"), ox.Literal(c.decision.note), g))
    return out


def ox_store(graph: StoryGraph, report: Report | None = None):
    import pyoxigraph as ox

    store = ox.Store()
    store.extend(graph.entity_quads())
    for i in [0] + [c.index for c in graph.chapters]:
        store.extend(graph.chapter_quads(i))
    store.extend(review_quads(graph, report))
    return store


def rdf_dataset(graph: StoryGraph, report: Report | None = None):
    """An rdflib Dataset (Oxigraph-backed) of the whole export."""
    from rdflib import Dataset

    ds = Dataset(store="Oxigraph")
    inner = ds.store._inner  # noqa: SLF001 - bulk load straight into Oxigraph
    inner.extend(graph.entity_quads())
    for i in [0] + [c.index for c in graph.chapters]:
        inner.extend(graph.chapter_quads(i))
    inner.extend(review_quads(graph, report))
    ds.bind("lg", vocab.NS)
    return ds


def to_graphml(graph: StoryGraph) -> str:
    import networkx as nx

    g = nx.MultiDiGraph()
    for e in graph.entities.values():
        g.add_node(e.name, kind=e.kind, aliases="; ".join(e.aliases), first_chapter=int(e.first_chapter),
                   mentions=int(e.mentions))
    for f in graph.facts:
        if f.predicate in vocab.RELATIONS and "erroneous" not in f.detail and f.object in graph.entities \
                and f.subject in graph.entities:
            term = vocab.RELATIONS[f.predicate]
            g.add_edge(f.subject, f.object, relation=f.predicate, family=term.family, polarity=term.polarity,
                       chapter=int(f.chapter), quote=f.source.quote, modality=f.modality)
    buf = io.BytesIO()
    nx.write_graphml(g, buf, encoding="utf-8")
    return buf.getvalue().decode("utf-8")


def export(graph: StoryGraph, fmt: str, report: Report | None = None) -> str:
    if fmt not in FORMATS:
        raise ValueError(f"unknown export format {fmt!r} (one of {', '.join(FORMATS)})")
    if fmt == "graphml":
        return to_graphml(graph)
    if fmt == "nquads":
        import pyoxigraph as ox

        store = ox_store(graph, report)
        out: Any = store.dump(format=ox.RdfFormat.N_QUADS)
        return out.decode("utf-8") if isinstance(out, bytes) else str(out)
    import pyoxigraph as ox

    store = ox_store(graph, report)
    prefixes = {"lg": vocab.NS, "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
                "xsd": "http://www.w3.org/2001/XMLSchema#"}
    if fmt == "turtle":
        merged = ox.Store()
        merged.bulk_extend(ox.Quad(q.subject, q.predicate, q.object) for q in store)
        out = merged.dump(format=ox.RdfFormat.TURTLE, from_graph=ox.DefaultGraph(), prefixes=prefixes)
    else:
        out = store.dump(format=ox.RdfFormat.JSON_LD)
    return out.decode("utf-8") if isinstance(out, bytes) else str(out)

"""kg/vocab.py mirrors ontology/loregraph.ttl: this test keeps the two in step."""
from rdflib import OWL, RDF, RDFS, Graph, Literal, Namespace, URIRef

from kg import vocab

LG = Namespace(vocab.NS)


def _onto() -> Graph:
    g = Graph()
    g.parse(data=vocab.ontology_text(), format="turtle")
    return g


def _local(u) -> str:
    return str(u)[len(vocab.NS):]


def test_classes_match():
    g = _onto()
    classes = {_local(s) for s in g.subjects(RDF.type, OWL.Class) if str(s).startswith(vocab.NS)}
    assert classes == set(vocab.CLASSES)


def test_relations_match_with_family_polarity_direction_and_inverse():
    g = _onto()
    rels = {_local(s) for s in g.subjects(RDFS.subPropertyOf, LG.relation)}
    assert rels == set(vocab.RELATIONS)
    for name, term in vocab.RELATIONS.items():
        s = LG[name]
        assert g.value(s, LG.family) == Literal(term.family), name
        assert g.value(s, LG.polarity) == Literal(term.polarity), name
        assert g.value(s, LG.direction) == Literal(term.direction), name
        symmetric = (s, RDF.type, OWL.SymmetricProperty) in g
        assert symmetric == (term.direction == "symmetric"), name
        inv = g.value(s, OWL.inverseOf) or g.value(None, OWL.inverseOf, s)
        assert (_local(inv) if inv else None) == term.inverse, name


def test_attributes_and_structure_properties_are_declared():
    g = _onto()
    declared = {_local(s) for s in g.subjects(RDF.type, None) if isinstance(s, URIRef) and str(s).startswith(vocab.NS)}
    for a in vocab.ATTRIBUTES:
        assert a in declared, a
    for p in vocab.STRUCTURE:
        assert p in declared, p
    # and nothing in the ontology that vocab does not know
    known = set(vocab.CLASSES) | set(vocab.ATTRIBUTES) | set(vocab.RELATIONS) | set(vocab.STRUCTURE)
    assert declared - known == set()


def test_shapes_parse_and_target_ontology_classes():
    g = Graph()
    g.parse(data=vocab.ontology_text("shapes.ttl"), format="turtle")
    SH = Namespace("http://www.w3.org/ns/shacl#")
    targets = {_local(o) for o in g.objects(None, SH.targetClass)}
    assert targets and targets <= set(vocab.CLASSES)

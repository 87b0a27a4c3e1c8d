"""The vocabulary, mirrored from ontology/loregraph.ttl (tests/test_vocab.py keeps them in step)."""
from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

NS = "https://loregraph.dev/ns#"

CLASSES = ("Entity", "Character", "Faction", "Location", "Item", "Rule", "Event", "Foreshadow", "Chapter", "Fact")

# Attribute predicates: entity -> literal value.
ATTRIBUTES = ("handedness", "mark", "eyeColour", "hairColour", "wornItem", "wound", "age", "gender", "speech",
              "role", "rank", "trait", "appearsIn", "died", "ruleText", "planted", "paidOff",
              "timeMark", "relationCause", "revived", "acts", "action", "utterance", "cue", "loop", "frame",
              "sinceDeath", "sinceFestival", "untilDate", "leave")


@dataclass(frozen=True)
class RelationTerm:
    name: str
    family: str
    polarity: str  # positive | negative
    direction: str  # symmetric | directed
    inverse: str | None = None


_REL = [
    RelationTerm("swornSiblingOf", "bond", "positive", "symmetric"),
    RelationTerm("allyOf", "bond", "positive", "symmetric"),
    RelationTerm("friendOf", "bond", "positive", "symmetric"),
    RelationTerm("enemyOf", "bond", "negative", "symmetric"),
    RelationTerm("rivalOf", "bond", "negative", "symmetric"),
    RelationTerm("strangerTo", "bond", "negative", "symmetric"),
    RelationTerm("loverOf", "romance", "positive", "symmetric"),
    RelationTerm("spouseOf", "romance", "positive", "symmetric"),
    RelationTerm("estrangedFrom", "romance", "negative", "symmetric"),
    RelationTerm("masterOf", "tutelage", "positive", "directed", "discipleOf"),
    RelationTerm("discipleOf", "tutelage", "positive", "directed", "masterOf"),
    RelationTerm("parentOf", "kinship", "positive", "directed", "childOf"),
    RelationTerm("childOf", "kinship", "positive", "directed", "parentOf"),
    # an uncle or aunt of a nephew or niece (舅舅/叔父/姑妈 … 外甥/侄子): directed like parent and child
    RelationTerm("uncleOf", "kinship", "positive", "directed", "nephewOf"),
    RelationTerm("nephewOf", "kinship", "positive", "directed", "uncleOf"),
    RelationTerm("siblingOf", "kinship", "positive", "symmetric"),
    # the elder and the younger of two who learned under one master (师兄/师姐 … 师弟/师妹): who came first is fixed
    RelationTerm("seniorOf", "seniority", "positive", "directed", "juniorOf"),
    RelationTerm("juniorOf", "seniority", "positive", "directed", "seniorOf"),
    RelationTerm("lordOf", "command", "positive", "directed", "servantOf"),
    RelationTerm("servantOf", "command", "positive", "directed", "lordOf"),
    RelationTerm("memberOf", "membership", "positive", "directed"),
]
RELATIONS: dict[str, RelationTerm] = {r.name: r for r in _REL}

# Fact-structure properties (reified facts).
STRUCTURE = ("subject", "predicate", "object", "key", "chapter", "storyDay", "quote", "start", "end", "sourceFile",
             "layer", "modality", "alias", "contentHash", "title", "relation", "family", "polarity", "direction")

PREDICATES = frozenset(ATTRIBUTES) | frozenset(RELATIONS)


def iri(local: str) -> str:
    return NS + local


def is_predicate(name: str) -> bool:
    return name in PREDICATES


def ontology_text(name: str = "loregraph.ttl") -> str:
    return resources.files("ontology").joinpath(name).read_text(encoding="utf-8")

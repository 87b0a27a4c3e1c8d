"""Rule-based validators: StoryGraph -> Conflicts. One rule per module; ALL_RULES is the explicit list."""
from validators.base import Rule
from validators.baseline import BaselineViolation
from validators.death import DeadCharacterActive
from validators.foreshadow import StaleForeshadow
from validators.relations import RelationReversal
from validators.timeline import TimelineJump
from validators.world_rules import WorldRuleViolation

ALL_RULES: list[Rule] = [BaselineViolation(), TimelineJump(), RelationReversal(), DeadCharacterActive(),
                         WorldRuleViolation(), StaleForeshadow()]

__all__ = ["ALL_RULES", "Rule", "run_rules"]


def run_rules(graph, rules: list[Rule] | None = None):
    out = []
    for rule in rules or ALL_RULES:
        out.extend(rule.check(graph))
    return out

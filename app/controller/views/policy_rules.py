"""The policy matrix as the settings form edits it: each cell's default action and the
actions it may be set to — the default or stricter, since a rule never loosens it."""

from __future__ import annotations

from trust import Action, PrivacyClass, Sensitivity
from trust.policy import MATRIX, STRICTNESS

# The editable rows: public always sends, a secret never leaves.
RULE_ROWS = (Sensitivity.PERSONAL, Sensitivity.PRIVATE, Sensitivity.SENSITIVE)
RULE_COLUMNS = tuple(PrivacyClass)
RULE_ACTIONS = (Action.SEND, Action.CONSENT, Action.PSEUDONYMISE)

Rules = dict[Sensitivity, dict[PrivacyClass, Action]]


def default_action(level: Sensitivity, privacy: PrivacyClass) -> Action:
    return MATRIX[level][privacy]


def allowed_actions(level: Sensitivity, privacy: PrivacyClass) -> list[Action]:
    """The cell's default and what is stricter, in the form's order."""
    floor = STRICTNESS[default_action(level, privacy)]
    return [action for action in RULE_ACTIONS if STRICTNESS[action] >= floor]


def rules_from(cells: dict[tuple[Sensitivity, PrivacyClass], Action]) -> Rules:
    """The ``[rules.*]`` table of chosen cells: only those that differ from the default."""
    rules: Rules = {}
    for (level, privacy), action in cells.items():
        if action is not default_action(level, privacy):
            rules.setdefault(level, {})[privacy] = action
    return rules

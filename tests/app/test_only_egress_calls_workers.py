"""Invariant 3 by construction: only the egress may call a worker's stream/generate.

Any other module calling them could send a payload that no ledger row records.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ALLOWED = {ROOT / "app" / "controller" / "egress.py"}
SENDING_METHODS = {"stream", "generate"}


def _calls_to_sending_methods(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in SENDING_METHODS
    ]


def test_no_module_but_the_egress_calls_a_worker() -> None:
    offenders = []
    for package in ("app", "trust", "memory"):
        for path in sorted((ROOT / package).rglob("*.py")):
            if path in ALLOWED:
                continue
            offenders += [f"{path.relative_to(ROOT)}:{n}" for n in _calls_to_sending_methods(path)]
    assert offenders == [], f"worker called outside the egress: {offenders}"


def test_the_egress_does_call_the_worker() -> None:
    # Guards the scan itself: if the egress stopped matching, the test above would be vacuous.
    assert _calls_to_sending_methods(next(iter(ALLOWED)))

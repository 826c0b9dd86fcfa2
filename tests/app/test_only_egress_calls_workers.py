"""Invariant 3 by construction: only the egress may call a worker's stream/generate/embed.

Any other module calling them could send a payload that no ledger row records.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ALLOWED = {ROOT / "app" / "controller" / "egress.py"}
SENDING_METHODS = {"stream", "generate", "embed"}


def _sending_calls(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (node.lineno, node.func.attr)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in SENDING_METHODS
    ]


def _calls_to_sending_methods(path: Path) -> list[int]:
    return [line for line, _ in _sending_calls(path)]


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
    called = {name for _, name in _sending_calls(next(iter(ALLOWED)))}
    assert called == {"stream", "embed"}  # generate is stream collected, in the adapter

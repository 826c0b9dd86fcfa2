"""1 MB of hostile input classifies without a catastrophic slowdown.

Timing figures belong to ``bench/trust_bench.py`` (seconds per input, side by side with
presidio and detect-secrets); a test asserts no time. A pattern that backtracks or a loop
that turned quadratic still fails here: pytest-timeout ends a classification that does
not come back, and the spans must stay inside the text.
"""

from __future__ import annotations

import pytest

from trust import TrustEngine

MB = 1_000_000
INPUTS = {
    "one character": "a" * MB,
    "a@": "a@" * (MB // 2),
    "digits": "7" * MB,
    "equals": "=" * MB,
    "spaces": " " * MB,
    "token=": "token=" * (MB // 6),
    "dots and digits": "1." * (MB // 2),
    "brackets": "[EMAIL_" * (MB // 7),
    "colons": "a:" * (MB // 2),
    "unicode": "zażółć gęślą " * (MB // 13),
    # dense with real findings: the cost is in building them, it must stay linear
    "special terms": "my cancer " * (MB // 10),
    "addresses": "12 Main Street " * (MB // 15),
}


@pytest.mark.parametrize("name", sorted(INPUTS))
def test_one_megabyte_of_hostile_input_completes(engine: TrustEngine, name: str) -> None:
    result = engine.classify(INPUTS[name])
    for finding in result.findings:
        assert 0 <= finding.start < finding.end <= len(INPUTS[name])

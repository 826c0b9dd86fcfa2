"""1 MB of hostile input classifies without a catastrophic slowdown.

Timing figures belong to ``bench/trust_bench.py`` (seconds per input, side by side with
presidio and detect-secrets); a test asserts no time. A pattern that backtracks or a loop
that turned quadratic still fails here: pytest-timeout ends a classification that does
not come back, and the spans must stay inside the text.
"""

from __future__ import annotations

import base64
import random
import subprocess
import sys

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
    ".env of credentials": "".join(f"DB_PASSWORD_{i}=s3cr{i}Xy\n" for i in range(60_000))[:MB],
    "password intros on one line": "my password is x " * (MB // 17),
    "base64": base64.b64encode(random.Random(5).randbytes(MB * 3 // 4)).decode(),
}


@pytest.mark.parametrize("name", sorted(INPUTS))
def test_one_megabyte_of_hostile_input_completes(engine: TrustEngine, name: str) -> None:
    result = engine.classify(INPUTS[name])
    for finding in result.findings:
        assert 0 <= finding.start < finding.end <= len(INPUTS[name])


def test_every_credential_line_of_a_long_env_file_is_withheld(engine: TrustEngine) -> None:
    text = INPUTS[".env of credentials"]
    withheld = {text[f.start : f.end] for f in engine.classify(text).findings}
    assert {f"s3cr{i}Xy" for i in range(0, 30_000, 997)} <= withheld


_QUIET = """
import base64, random, sys
from trust import TrustEngine
engine = TrustEngine(cache_size=0)
data = random.Random(7).randbytes(300_000)
engine.classify(base64.b64encode(data).decode())
engine.classify("token = 'AIza" + "x7Yq" * 9 + "' please\\n" * 2000)
"""


def test_a_long_text_prints_nothing_to_the_terminal() -> None:
    """RE2 writes "DFA out of memory" to stderr when a pattern's automaton outgrows its
    budget (and then searches slowly): a person running ``ares`` would see it."""
    done = subprocess.run(
        [sys.executable, "-c", _QUIET], capture_output=True, text=True, timeout=200, check=True
    )
    assert done.stderr == ""

"""The continuation lines of a wrapped secret (issue 11, point 8).

A long key pasted from a terminal or a config file is often wrapped: the first line
holds ``api_key = "MIIBIjANBgkq…`` and the following lines only more of the same
alphabet, perhaps indented, quoted or joined with ``+`` or ``\\``. A detector sees the
first line as the secret; these lines belong to it, so every line after a secret that
is nothing but a continuation of its alphabet is withheld too; a shorter piece, or one
with words after it ("(wrapped by my mail client)"), when it mixes cases and digits.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from trust.findings import Finding
from trust.sensitivity import Sensitivity

# Python's re on one line at a time, no nested repetition.
_LINE_TAIL = re.compile(r"[\"'`]?\s*(?:\\|\+|,|\.\.\.)?\s*$")
_CONTINUATION = re.compile(
    # "=" only as base64's padding: "NAME=value" on the next line is a line of its own
    r"[ \t]*(?:\+[ \t]+|\+(?=[\"'`]))?[\"'`]?([A-Za-z0-9+/_\-]{8,}={0,2})[\"'`]?"
    r"(?:[ \t]*(?:\\|\+|,)?[ \t]*$|([ \t]+[^\n]*|[.,;:!?)][^\n]*))"
)
_MAX_LINES = 200


def continuations(findings: Iterable[Finding], text: str) -> list[Finding]:
    """Findings for the continuation lines after each secret that ends its line."""
    extra: list[Finding] = []
    line_end = -1
    taken = -1  # the end of the last continuation found: a secret inside it is one of them
    secrets = sorted(
        (f for f in findings if f.sensitivity is Sensitivity.SECRET), key=lambda f: f.end
    )
    for finding in secrets:
        if finding.end <= taken:
            continue
        if line_end < finding.end:  # one search per line, however many secrets it holds
            line_end = text.find("\n", finding.end)
            if line_end < 0:
                break  # the last line: nothing follows any of the rest
        if not _LINE_TAIL.match(text, finding.end, line_end):
            continue
        found = _following(finding, text, line_end + 1)
        if found:
            extra.extend(found)
            taken = found[-1].end
    return extra


def _mixed(piece: str) -> bool:
    """Both cases and a digit, or case jumps: the rest of a token (``cIsrhXOTCXxHE``),
    not a word (``Thanks``, ``release2024``)."""
    jumps = sum(a.islower() and b.isupper() for a, b in itertools.pairwise(piece))
    cases = any(c.isupper() for c in piece) and any(c.islower() for c in piece)
    return jumps >= 2 or (cases and any(c.isdigit() for c in piece))


def _following(finding: Finding, text: str, start: int) -> list[Finding]:
    found = []
    for _ in range(_MAX_LINES):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        match = _CONTINUATION.match(text, start, end)
        if match is None:
            break
        piece = match.group(1)
        short_or_followed = len(piece) < 16 or match.group(2) is not None
        if not (_mixed(piece) if short_or_followed else any(c.isdigit() for c in piece)):
            break  # "Thanks", "Deployment": the key ended on the line before
        found.append(
            finding.model_copy(
                update={"start": match.start(1), "end": match.end(1), "detector": "secrets:wrapped"}
            )
        )
        start = end + 1
        if start >= len(text) or match.group(2) is not None:
            break  # "…569abd (wrapped by my mail client)": words after it end the key
    return found

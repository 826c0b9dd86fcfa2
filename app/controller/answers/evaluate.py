"""Checks on a worker's answer before the person sees it: named, each pass/warn/fail.

``evaluate(raw, shown, withheld=..., data_location=...)`` looks at the answer twice:
``raw`` is what the worker sent (placeholders and all), ``shown`` is the same text after
the vault restored the placeholders on the device. A cloud worker should only ever know
placeholders, so a withheld value in its raw answer means the value leaked some other
way; a link or an image whose URL carries a placeholder or a restored value is the
classic exfiltration trick (the renderer fetches the URL and the value goes with it).
``safe_for_display`` then rewrites exactly those constructs so nothing is fetched.

No ``detail`` ever holds a withheld value: it names placeholders (``[EMAIL_1]``), kinds
and line numbers only, because checks are stored in the journal and shown in the UI.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import json
import re
from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, PrivateAttr

from app.controller.answers.code import blocks
from app.controller.answers.links import (
    Construct,
    carried,
    constructs,
    contains_value,
)
from trust import Sensitivity, TrustEngine, Vault
from trust.placeholders import PATTERN as PLACEHOLDER

Status = Literal["pass", "warn", "fail"]


class Check(BaseModel):
    name: str
    status: Status
    detail: str = ""  # never contains a withheld value
    # Where in ``shown`` (identified by its digest) the constructs that carry data out
    # are, and what replaces each: for ``safe_for_display``. Private, so the serialised
    # check stays name/status/detail.
    _blocked: tuple[str, list[tuple[int, int, str]]] | None = PrivateAttr(default=None)


# --- markdown and HTML constructs that make a renderer fetch or offer a URL ------------


def _not_empty(shown: str) -> Check:
    if shown.strip():
        return Check(name="not_empty", status="pass")
    return Check(name="not_empty", status="fail", detail="The worker returned no text.")


def _length(shown: str, max_chars: int) -> Check:
    if len(shown) > max_chars:
        detail = f"{len(shown)} characters, more than the {max_chars} expected."
        return Check(name="length", status="warn", detail=detail)
    if any(not block.closed for block in blocks(shown)):
        detail = "The answer ends inside a code block: it may have been cut off."
        return Check(name="length", status="warn", detail=detail)
    return Check(name="length", status="pass", detail=f"{len(shown)} characters.")


@functools.cache
def _default_engine() -> TrustEngine:
    return TrustEngine()


def _no_withheld_echo(
    raw: str, withheld: Mapping[str, str], data_location: str, engine: TrustEngine
) -> Check:
    if data_location == "local":
        return Check(name="no_withheld_echo", status="pass", detail="A local worker.")
    echoed = [name for name, value in withheld.items() if contains_value(raw, value)]
    credentials = sorted(
        {
            f.kind
            for f in engine.classify(raw).findings
            if f.sensitivity is Sensitivity.SECRET and not PLACEHOLDER.search(f.value(raw))
        }
    )
    problems = []
    if echoed:
        problems.append("the cloud worker's answer holds withheld values: " + ", ".join(echoed))
    if credentials:
        problems.append("it holds what looks like a credential: " + ", ".join(credentials))
    if problems:
        return Check(name="no_withheld_echo", status="fail", detail="; ".join(problems) + ".")
    return Check(name="no_withheld_echo", status="pass")


_SENSITIVE_NOUN = (
    r"(?:password|passphrase|passcode|pin|api[ -]?key|access key|token|secret|credentials?|"
    r"private key|ssh key|seed phrase|recovery phrase|2fa code|one-time code|otp|"
    r"credit card|card number|cvv|ssn|social security number|bank details|iban)"
)
_DESTINATION = (
    r"(?:https?://|www\.|[\w-]+\.(?:com|net|org|io|ru|cn|xyz|top|site|info|app)\b|"
    r"(?:this|that|the following|our|my) (?:form|link|site|website|page|url|chat|bot|"
    r"webhook|endpoint|address)|here\b)"
)
_INSTRUCTIONS = (
    re.compile(
        r"\b(?:paste|enter|type|submit|upload|post|send|share|forward|e-?mail|provide|give)\b"
        r"[^.\n]{0,40}?\b" + _SENSITIVE_NOUN + r"\b[^.\n]{0,40}?\b(?:into|in|to|at|on|via)\s+"
        r"[^.\n]{0,30}?" + _DESTINATION,
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:send|post|upload|forward|submit|transmit|e-?mail|exfiltrate)\b\s+"
        r"(?:your|all|the (?:user|person)'s|this conversation|the conversation|the chat|"
        r"(?:chat|conversation) history|these (?:details|values|credentials))"
        r"[^.\n]{0,60}?\b(?:to|at)\s+(?:https?://|www\.|[\w.+-]+@[\w-]+\.)",
        re.IGNORECASE,
    ),
)


def _no_exfiltration(raw: str, shown: str, withheld: Mapping[str, str]) -> Check:
    problems: list[str] = []
    spans: list[tuple[int, int, str]] = []
    vault = Vault(withheld)
    for source, text, values in (("raw", raw, {}), ("shown", shown, withheld)):
        for number, construct in enumerate(constructs(text), 1):
            reasons = carried(construct.urls, values)
            if not reasons:
                continue
            what = "an image" if construct.fetches else f"a {construct.kind}"
            problems.append(f"{what} (#{number} in the {source} answer) sends {reasons[0]}")
            span = (construct.start, construct.end)
            if source == "raw":  # where restoration put it in the shown text
                span = _restored_span(vault, raw, shown, span)
            spans.append((*span, _inert(construct)))
    if problems:
        check = Check(
            name="no_exfiltration", status="fail", detail="; ".join(dict.fromkeys(problems)) + "."
        )
        check._blocked = (_digest(shown), _outermost(spans))
        return check
    lines = [_line_of(shown, m.start()) for p in _INSTRUCTIONS for m in p.finditer(shown)]
    if lines:
        detail = "Asks to send private data elsewhere, at line " + ", ".join(
            str(n) for n in sorted(set(lines))
        )
        return Check(name="no_exfiltration", status="warn", detail=detail + ".")
    return Check(name="no_exfiltration", status="pass")


def _restored_span(vault: Vault, raw: str, shown: str, span: tuple[int, int]) -> tuple[int, int]:
    """A span of ``raw`` mapped onto ``shown``. A restored value may have broken the
    construct's syntax (a phone with spaces ends an autolink), but a renderer could
    still make a link of what is left, so the whole restored stretch is blocked."""
    start = len(vault.restore(raw[: span[0]]))
    piece = vault.restore(raw[span[0] : span[1]])
    if shown[start : start + len(piece)] != piece:
        found = shown.find(piece)
        start = found if found >= 0 else start
    return start, min(start + len(piece), len(shown))


def _outermost(spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    kept: list[tuple[int, int, str]] = []
    for span in sorted(spans, key=lambda s: (s[0], -s[1])):
        if kept and span[0] < kept[-1][1]:
            if span[1] > kept[-1][1]:
                kept[-1] = (kept[-1][0], span[1], kept[-1][2])
            continue
        kept.append(span)
    return kept


def _digest(text: str) -> str:
    return hashlib.sha256(_clean(text).encode()).hexdigest()


_SURROGATE = re.compile(r"[\ud800-\udfff]")


def _clean(text: str) -> str:
    """A provider's JSON may decode to a lone surrogate, which re2 (placeholders, the
    vault) cannot encode; one U+FFFD for each keeps every offset where it was."""
    return _SURROGATE.sub("\ufffd", text)


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


_PYTHON = {"python", "py", "python3", "py3"}
_JSON = {"json"}


def _code_blocks(shown: str) -> Check:
    problems: list[str] = []
    count = 0
    for number, block in enumerate(blocks(shown), 1):
        if block.lang in _PYTHON:
            error = _python_error(block.body)
        elif block.lang in _JSON:
            error = _json_error(block.body)
        else:
            continue
        count += 1
        if error is not None and block.closed:  # a cut-off block is the length check's
            line, message = error
            problems.append(
                f"{block.lang} block {number} (line {block.line + line - 1}): {message}"
            )
    if problems:
        return Check(name="code_blocks", status="warn", detail="; ".join(problems) + ".")
    detail = f"{count} block(s) parse." if count else "No Python or JSON blocks."
    return Check(name="code_blocks", status="pass", detail=detail)


def _python_error(body: str) -> tuple[int, str] | None:
    lines = body.splitlines()
    if any(line.startswith(">>>") for line in lines):  # a REPL session: the code only
        lines = [line[4:] for line in lines if line.startswith((">>> ", "... "))]
    lines = [line for line in lines if not line.lstrip().startswith(("%", "!"))]
    try:
        ast.parse("\n".join(lines))
    except SyntaxError as exc:
        return exc.lineno or 1, exc.msg
    except ValueError as exc:  # e.g. a NUL byte in the source
        return 1, str(exc)
    return None


def _json_error(body: str) -> tuple[int, str] | None:
    try:
        json.loads(body)
    except json.JSONDecodeError as exc:
        return exc.lineno, exc.msg
    return None


# Markers that the answer may be dated or unchecked (warn), and plain hedges (noted).


_STRONG_HEDGES = (
    *("knowledge cutoff", "knowledge cut-off", "as of my last update", "as of my training"),
    *("my training data", "i cannot verify", "i can't verify", "i can not verify"),
    *("access to real-time", "i don't have real-time", "may be outdated", "might be outdated"),
    *("i may be wrong", "i could be wrong", "i might be wrong", "please verify"),
)
_WEAK_HEDGES = (
    *("i'm not sure", "i am not sure", "i'm not certain", "i am not certain"),
    *("not entirely sure", "i believe", "i think", "if i recall", "if i remember correctly"),
    "to the best of my knowledge",
)


def _hedging(shown: str) -> Check:
    folded = shown.casefold().replace("’", "'")
    strong = [m for m in _STRONG_HEDGES if m in folded]
    weak = [m for m in _WEAK_HEDGES if m in folded]
    if strong:
        detail = "Unverified or possibly dated: " + ", ".join(repr(m) for m in strong + weak)
        return Check(name="hedging", status="warn", detail=detail + ".")
    if weak:
        detail = "Hedged: " + ", ".join(repr(m) for m in weak)
        return Check(name="hedging", status="pass", detail=detail + ".")
    return Check(name="hedging", status="pass")


# --- the interface -----------------------------------------------------------------------


def evaluate(
    raw: str,
    shown: str,
    *,
    withheld: Mapping[str, str],
    data_location: Literal["local", "cloud"],
    max_chars: int = 20000,
    engine: TrustEngine | None = None,
) -> list[Check]:
    """The answer's checks, in a fixed order. ``engine`` finds credentials in a cloud
    worker's raw answer (the companion's own, with its vocabulary; a default otherwise)."""
    values = {name: value for name, value in withheld.items() if value}
    raw, shown = _clean(raw), _clean(shown)
    return [
        _not_empty(shown),
        _length(shown, max_chars),
        _no_withheld_echo(raw, values, data_location, engine or _default_engine()),
        _no_exfiltration(raw, shown, values),
        _code_blocks(shown),
        _hedging(shown),
    ]


def safe_for_display(shown: str, checks: list[Check]) -> str:
    """``shown`` with every construct flagged by ``no_exfiltration`` made inert: an image
    becomes ``[blocked image: alt]``, a link its text and ``[blocked link]``. Checks that
    came back from JSON (or were made for another text) no longer know where those
    are; then, if exfiltration failed, every network image and link is blocked rather
    than risk one."""
    failed = [c for c in checks if c.name == "no_exfiltration" and c.status == "fail"]
    if not failed:
        return shown
    digest = _digest(shown)
    known = [c._blocked for c in failed if c._blocked is not None and c._blocked[0] == digest]
    if known:
        spans = _outermost([span for _, found in known for span in found])
    else:
        spans = [(c.start, c.end, _inert(c)) for c in constructs(shown)]
    pieces: list[str] = []
    last = 0
    for start, end, replacement in spans:
        pieces += [shown[last:start], replacement]
        last = end
    return "".join(pieces) + shown[last:]


def _inert(construct: Construct) -> str:
    label = construct.label.removeprefix("img:").replace("[", "(").replace("]", ")")
    if construct.fetches:
        return f"[blocked image: {label}]" if label else "[blocked image]"
    return f"{label} [blocked link]" if label and construct.kind == "link" else "[blocked link]"

"""What ARES would send to an external cloud worker, by the code ``ares preview`` runs.

A throwaway ``ARES_HOME`` holds a config with one OpenAI-kind worker of privacy class
``external_provider`` on a loopback URL nobody listens on: preview sends nothing.
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import tempfile
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from app.cli.turns import consent_broker, open_companion
from app.controller.turn import Preview, TurnRequest

WORKER = "cloud"
CONFIG = f"""
[[workers]]
id = "{WORKER}"
kind = "openai"
base_url = "http://127.0.0.1:9/v1"
model = "gpt-4o-mini"
privacy_class = "external_provider"
"""
_HIDDEN = re.compile("[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]")
NEUTRAL = "Hello"  # a public message: its payload shows what ARES adds to every one
SHORT = 6  # values shorter than this count only as whole tokens, not inside words
_LATIN = "[0-9A-Za-z\u00c0-\u024f]"  # CJK has no spaces between words: no bounds there


class Sent(BaseModel):
    decision: str
    user_text: str | None  # the last user message of the payload (None when refused)
    strings: list[str]  # every string in the payload body


def _strings(obj: Any) -> Iterator[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for value in obj.values():
            yield from _strings(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from _strings(value)


def normalise(text: str) -> str:
    """What a reader of the payload would see: entities decoded, hidden characters
    dropped, compatibility forms (full-width letters) folded."""
    return unicodedata.normalize("NFKC", _HIDDEN.sub("", html.unescape(text)))


def locate(value: str, text: str) -> list[int]:
    """Start offsets of ``value`` in ``text``; a short value only as a whole token."""
    if len(value) >= SHORT:
        return [m.start() for m in re.finditer(re.escape(value), text)]
    bounded = rf"(?<!{_LATIN}){re.escape(value)}(?!{_LATIN})"
    return [m.start() for m in re.finditer(bounded, text)]


def leaked(value: str, strings: list[str]) -> bool:
    plain = normalise(value)
    return any(locate(value, s) or (plain and locate(plain, normalise(s))) for s in strings)


@contextmanager
def _home() -> Iterator[Path]:
    saved = {key: os.environ.get(key) for key in ("ARES_HOME", "ARES_PASSPHRASE")}
    with tempfile.TemporaryDirectory(prefix="ares-eval-") as tmp:
        home = Path(tmp)
        (home / "config.toml").write_text(CONFIG, encoding="utf-8")
        # A passphrase keeps the throwaway memory's key out of the person's keyring.
        os.environ.update(ARES_HOME=tmp, ARES_PASSPHRASE="eval only, thrown away")
        try:
            yield home
        finally:
            for key, value in saved.items():
                os.environ.pop(key, None)
                if value is not None:
                    os.environ[key] = value


async def payloads(texts: list[str]) -> list[Sent]:
    """One ``Sent`` per text, each previewed as a fresh turn with consent denied."""
    out: list[Sent] = []
    with _home() as home:
        args = argparse.Namespace(home=str(home))
        async with open_companion(args, consent_broker("deny")) as companion:
            preview = companion.preview
            fixed = _sent(await preview(TurnRequest(message=NEUTRAL, worker_id=WORKER)), ())
            own = tuple(s for s in fixed.strings if s != NEUTRAL)
            for text in texts:
                request = TurnRequest(message=text, worker_id=WORKER)
                out.append(_sent(await preview(request), own))
    return out


def _sent(preview: Preview, own: tuple[str, ...]) -> Sent:
    """``own`` are the strings ARES puts unchanged in every payload (model name, roles,
    the system prompt): skipped, so a value that is a word of the system prompt does not
    count as leaked. A system prompt that carried anything of the message would differ
    from the neutral one, and is searched."""
    if preview.payload is None:  # refused: nothing would leave
        return Sent(decision=preview.decision, user_text=None, strings=[])
    body = json.loads(preview.payload)
    user = body["messages"][-1]["content"]
    strings = [s for s in _strings(body) if s not in own]
    return Sent(decision=preview.decision, user_text=user, strings=strings)

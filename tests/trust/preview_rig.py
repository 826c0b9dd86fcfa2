"""The payload ARES would send to an external worker, as ``ares preview --worker gpt-ext
--consent deny`` computes it, for many messages from one companion.

The companion (its own encrypted database, the echo fakes as workers, the test keyring)
lives on an event loop in a thread of its own, so synchronous Hypothesis tests can ask
for one payload per example without building a companion each time.
"""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
import threading
from concurrent.futures import Future
from contextlib import ExitStack
from pathlib import Path
from types import TracebackType
from typing import Any

import keyring

from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.turn import TurnRequest
from tests.controller.conftest import open_companion
from tests.controller.corpus import leaked
from tests.controller.echo import KEYS, EchoAnthropic, EchoOllama, EchoOpenAI, Rig
from tests.controller.keyring_env import ENV, EnvKeyring

EXTERNAL = "gpt-ext"


class PreviewRig:
    def __init__(self) -> None:
        self._stack = ExitStack()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._companion: Companion | None = None
        self._keyring: Any = None
        self._env: str | None = None
        self._own_text: bytes | None = None

    def __enter__(self) -> PreviewRig:
        folder = Path(self._stack.enter_context(tempfile.TemporaryDirectory()))
        openai = self._stack.enter_context(EchoOpenAI())
        anthropic = self._stack.enter_context(EchoAnthropic())
        ollama = self._stack.enter_context(EchoOllama())
        openai.api_key, anthropic.api_key = KEYS["openai"], KEYS["anthropic"]
        (folder / "records").mkdir()
        rig = Rig(openai=openai, anthropic=anthropic, ollama=ollama, records=folder / "records")
        self._env, self._keyring = os.environ.get(ENV), keyring.get_keyring()
        os.environ[ENV] = json.dumps(KEYS)
        keyring.set_keyring(EnvKeyring())
        self._thread.start()
        consent = FixedConsent(ConsentAnswer.PSEUDONYMISE)  # --consent deny
        self._companion = self._run(open_companion(rig, folder, consent))
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self._companion is not None:
            self._run(self._companion.aclose())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        # closed here, not by the garbage collector inside some later test, where its
        # self-pipe's ResourceWarning would fail that test instead
        self._loop.close()
        keyring.set_keyring(self._keyring)
        if self._env is None:
            os.environ.pop(ENV, None)
        else:
            os.environ[ENV] = self._env
        self._stack.close()

    def _run(self, coroutine: Any) -> Any:
        future: Future[Any] = asyncio.run_coroutine_threadsafe(coroutine, self._loop)
        return future.result(timeout=120)

    def payload(self, message: str) -> bytes:
        """The exact body the external worker would receive. A refusal fails: withholding
        a value must leave a message the person can still send."""
        assert self._companion is not None
        preview = self._run(
            self._companion.preview(TurnRequest(message=message, worker_id=EXTERNAL))
        )
        if preview.decision == "refuse":
            raise AssertionError(f"refused {message!r}: {preview.reason}")
        return (preview.payload or "").encode("utf-8")

    def leaks(self, message: str, values: tuple[str, ...]) -> list[str]:
        """Values that reached the worker. A word that ARES's own text around every
        message already holds (a seed word such as "replace" in the privacy note) is no
        leak of the person's; those are judged by the payload's user content instead."""
        body = self.payload(message)
        own = {value for value in values if leaked(self._baseline(), {value})}
        found = set(leaked(body, set(values) - own))
        found |= set(leaked(_user_content(body), own))
        return sorted(found)

    def _baseline(self) -> bytes:
        if self._own_text is None:
            self._own_text = self.payload("hello")
        return self._own_text

    def passes(self, case: Any) -> bool:
        """A positive case leaks none of its values; a negative one reaches the worker as
        the person wrote it."""
        try:
            if case.values:
                return not self.leaks(case.message, case.values)
            return bool(leaked(self.payload(case.message), {case.message}))
        except AssertionError:
            return False


def _user_content(body: bytes) -> bytes:
    """The person's turn in an OpenAI-shaped request body: the last user message."""
    request = json.loads(body)
    users = [m for m in request.get("messages", []) if m.get("role") == "user"]
    content = users[-1].get("content", "") if users else ""
    return json.dumps(content, ensure_ascii=False).encode("utf-8")

"""Command-line agents as workers: Claude Code, Codex, or any command template.

The briefing goes in as plain text on stdin (or as the last argument); the answer comes
back as stream-JSON lines (``claude -p --output-format stream-json``, ``codex exec
--json``) or as plain text. The child runs in its own session, so cancelling or timing
out ends its whole process group, grandchildren included. Its environment is an
allow-list plus the worker's own key (``key_env``), so nothing else of the person's
shell — other tokens above all — leaks into a tool that may call a cloud.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import os
import shlex
import shutil
import signal
from collections.abc import AsyncGenerator

from workers.base import BaseWorker
from workers.contract import Availability, Chunk, ContextBriefing, Disclose, OutboundPayload
from workers.errors import BadResponse, TimedOut, WorkerUnavailable
from workers.http import scrub
from workers.keys import KeyProvider, KeyStoreError, get_key
from workers.spec import WorkerSpec
from workers.streamjson import LineParser, parser_for

ENV_ALLOW = (
    "PATH",
    "HOME",
    "USER",
    "LOGNAME",
    "SHELL",
    "LANG",
    "LC_ALL",
    "LC_CTYPE",
    "TERM",
    "TZ",
    "TMPDIR",
    "XDG_CONFIG_HOME",
    "XDG_CACHE_HOME",
    "XDG_DATA_HOME",
    "XDG_RUNTIME_DIR",
)
STDERR_KEEP = 4000  # bytes of stderr kept for the error message
KILL_GRACE = 2.0  # seconds between SIGTERM and SIGKILL


def prompt_text(briefing: ContextBriefing, message: str) -> str:
    """The briefing as one plain text: agents read a prompt, not chat messages."""
    parts = [briefing.system_prompt()]
    if briefing.conversation:
        turns = "\n".join(f"{m.role}: {m.content}" for m in briefing.conversation)
        parts.append(f"Conversation so far:\n{turns}")
    parts.append(f"Message:\n{briefing.user_content(message)}")
    return "\n\n".join(parts) + "\n"


class CommandWorker(BaseWorker):
    def __init__(self, spec: WorkerSpec, *, key_provider: KeyProvider | None = None) -> None:
        super().__init__(spec)
        assert spec.command  # the spec validator requires it for this kind
        self.argv = list(spec.command)
        self._model = spec.model or self.argv[0]
        self._key_provider = key_provider or get_key
        self.capabilities = frozenset({"chat", "stream", "agent"})

    @property
    def max_retries(self) -> int:
        return 0  # never run an agent twice: the first run may already have acted

    # --- rendering -------------------------------------------------------------------
    def render(self, briefing: ContextBriefing, message: str) -> OutboundPayload:
        return OutboundPayload(
            destination=f"command:{shlex.join(self.argv)}",
            body=prompt_text(briefing, message).encode(),
            content_type="text/plain; charset=utf-8",
        )

    def _environment(self) -> dict[str, str]:
        names = (*ENV_ALLOW, *self.spec.pass_env)
        env = {name: os.environ[name] for name in names if name in os.environ}
        if self.spec.key_env:
            try:
                key = self._key_provider(self.spec.key_name)
            except KeyStoreError as exc:
                raise self._unavailable(str(exc)) from None
            if not key:
                raise self._unavailable(
                    f"No API key stored for worker {self.worker_id!r} — run "
                    f"`ares keys set {self.spec.key_name}`."
                )
            env[self.spec.key_env] = key
        return env

    def _unavailable(self, message: str) -> WorkerUnavailable:
        err = WorkerUnavailable(message, worker_id=self.worker_id)
        err.retryable = False
        return err

    # --- running ---------------------------------------------------------------------
    async def _attempt(
        self, briefing: ContextBriefing, message: str, disclose: Disclose
    ) -> AsyncGenerator[Chunk, None]:
        payload = self.render(briefing, message)
        env = self._environment()
        argv = [*self.argv, payload.body.decode()] if self.spec.input == "arg" else self.argv
        await disclose(payload)
        proc = await self._spawn(argv, env)
        stderr = bytearray()
        feeder = asyncio.create_task(self._feed(proc, payload.body))
        drainer = asyncio.create_task(_drain(proc, stderr))
        try:
            parser = parser_for(self.spec.format, self.worker_id, self.argv[0])
            async for chunk in self._read(proc, parser):
                yield chunk
            await self._finish(proc, parser, stderr, drainer)
            money = parser.money if self.spec.price_in_per_mtok is None else None
            cost = self.cost(parser.tokens_in, parser.tokens_out)
            if money is not None:
                cost = cost.model_copy(update={"money": money, "currency": "USD"})
            yield Chunk(done=True, cost=cost, finish_reason=parser.finish_reason or "stop")
        finally:
            await end_group(proc)
            for task in (feeder, drainer):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, OSError):
                    await task

    async def _spawn(self, argv: list[str], env: dict[str, str]) -> asyncio.subprocess.Process:
        try:
            proc = await asyncio.create_subprocess_exec(
                *argv,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                env=env,
                start_new_session=True,  # its own process group, ended as a whole
            )
        except (FileNotFoundError, PermissionError) as exc:
            raise self._unavailable(
                f"The command `{argv[0]}` could not be started ({exc.strerror}) — install it "
                "or fix `command` in the worker's config."
            ) from None
        return proc

    async def _feed(self, proc: asyncio.subprocess.Process, body: bytes) -> None:
        assert proc.stdin is not None
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            if self.spec.input == "stdin":
                proc.stdin.write(body)
                await proc.stdin.drain()
            proc.stdin.close()

    async def _read(
        self, proc: asyncio.subprocess.Process, parser: LineParser
    ) -> AsyncGenerator[Chunk, None]:
        assert proc.stdout is not None
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        while True:
            try:
                data = await asyncio.wait_for(
                    proc.stdout.read(65536) if parser.raw else proc.stdout.readline(),
                    self.spec.read_timeout,
                )
            except TimeoutError:
                raise TimedOut(
                    f"`{self.argv[0]}` said nothing for {self.spec.read_timeout:g} s and was "
                    "stopped.",
                    worker_id=self.worker_id,
                ) from None
            if not data:
                for chunk in parser.feed(decoder.decode(b"", final=True)):
                    yield chunk
                return
            for chunk in parser.feed(decoder.decode(data)):
                yield chunk
            if parser.done:
                return

    async def _finish(
        self,
        proc: asyncio.subprocess.Process,
        parser: LineParser,
        stderr: bytearray,
        drainer: asyncio.Task[None],
    ) -> None:
        try:
            code = await asyncio.wait_for(proc.wait(), KILL_GRACE)
            await asyncio.wait_for(drainer, KILL_GRACE)
        except TimeoutError:
            code = 0 if parser.done else -1
        if code != 0 and not parser.done:
            detail = scrub(stderr.decode("utf-8", "replace"))
            raise BadResponse(
                f"`{self.argv[0]}` failed (exit {code})" + (f": {detail}" if detail else "."),
                worker_id=self.worker_id,
            )
        parser.check_complete()

    async def check_availability(self) -> Availability:
        if shutil.which(self.argv[0]) is None and not os.path.isfile(self.argv[0]):
            return Availability(
                available=False,
                reason=f"The command `{self.argv[0]}` is not installed or not on PATH.",
            )
        try:
            self._environment()
        except WorkerUnavailable as err:
            return Availability(available=False, reason=str(err))
        return Availability(available=True, models=[self.model])


async def _drain(proc: asyncio.subprocess.Process, into: bytearray) -> None:
    assert proc.stderr is not None
    while chunk := await proc.stderr.read(4096):
        into.extend(chunk)
        del into[:-STDERR_KEEP]


def _signal_group(pgid: int, sig: signal.Signals) -> bool:
    try:
        os.killpg(pgid, sig)
    except (ProcessLookupError, PermissionError):
        return False
    return True


async def end_group(proc: asyncio.subprocess.Process) -> None:
    """SIGTERM the child's whole group, then SIGKILL whatever of it is left — also
    grandchildren that outlived the child itself."""
    _signal_group(proc.pid, signal.SIGTERM)
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(proc.wait(), KILL_GRACE)
    _signal_group(proc.pid, signal.SIGKILL)
    await proc.wait()

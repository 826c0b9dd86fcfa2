"""Consent answers and scope, consent timeout, local-only mode, emergency stop, cancel.

All through the real ``Companion`` and the echo fakes; the consent brokers are the
test implementations the interface is meant for (a fixed answer, one that never
answers, one that counts).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path

import pytest

from app.controller.companion import Companion
from app.controller.consent import (
    ConsentAnswer,
    ConsentDecision,
    ConsentRequest,
    FixedConsent,
)
from app.controller.events import (
    ChunkReceived,
    ConsentGiven,
    ConsentRequested,
    TurnEvent,
    TurnFailed,
    TurnFinished,
    name_of,
)
from app.controller.turn import TurnRequest
from memory import MemoryStore
from tests.controller.conftest import open_companion
from tests.controller.drive import events
from tests.controller.echo import Rig, child_env
from tests.helpers import TEST_PASSPHRASE, run_ares, write_config

IBAN = "DE44 5001 0517 5407 3249 31"
MESSAGE = f"Please set up the standing order from my IBAN {IBAN} for the rent."


def _chat_posts(rig: Rig) -> int:
    return sum(1 for s in rig.servers for r in s.requests if r.method == "POST")


def _last(found: list[TurnEvent], kind: type) -> TurnEvent:
    return next(e for e in reversed(found) if isinstance(e, kind))


async def _ask(companion: Companion, worker: str = "gpt-ext", **request: str) -> list[TurnEvent]:
    return await events(companion, TurnRequest(message=MESSAGE, worker_id=worker, **request))


# --- consent answers ----------------------------------------------------------------------


async def test_send_as_is_sends_the_value_and_the_ledger_links_the_consent(
    companion: Companion, rig: Rig
) -> None:
    companion.set_consent(FixedConsent(ConsentAnswer.SEND_AS_IS))
    found = await _ask(companion)
    given, done = _last(found, ConsentGiven), _last(found, TurnFinished)
    assert isinstance(given, ConsentGiven) and isinstance(done, TurnFinished)
    assert IBAN in rig.openai.requests[-1].body.decode()
    [entry] = await companion.memory.ledger(limit=1)
    assert entry.consent_id == given.consent_id and entry.id == done.ledger_id
    journal = await companion.memory.journal_events(done.turn_id)
    names = [e.event for e in journal]
    assert name_of(ConsentRequested) in names
    assert any(e.payload.get("consent_id") == given.consent_id for e in journal)


async def test_pseudonymise_withholds_the_value_and_restores_it_for_the_person(
    companion: Companion, rig: Rig
) -> None:
    companion.set_consent(FixedConsent(ConsentAnswer.PSEUDONYMISE))
    done = _last(await _ask(companion), TurnFinished)
    body = rig.openai.requests[-1].body.decode()
    assert IBAN not in body and "[IBAN_1]" in body
    assert isinstance(done, TurnFinished) and done.answer == MESSAGE


@pytest.mark.parametrize(
    ("answer", "words"),
    [(ConsentAnswer.KEEP_LOCAL, "Kept on this device"), (ConsentAnswer.CANCEL, "Cancelled")],
)
async def test_keep_local_and_cancel_send_nothing(
    companion: Companion, rig: Rig, answer: ConsentAnswer, words: str
) -> None:
    companion.set_consent(FixedConsent(answer))
    failed = _last(await _ask(companion), TurnFailed)
    assert isinstance(failed, TurnFailed) and failed.reason == "refused"
    assert words in failed.error and IBAN not in failed.error
    assert _chat_posts(rig) == 0
    assert await companion.memory.ledger(limit=5) == []


class CountingConsent:
    """Answers "send as is" for the whole conversation, and counts the questions."""

    def __init__(self) -> None:
        self.asked: list[ConsentRequest] = []

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        self.asked.append(request)
        return ConsentDecision(answer=ConsentAnswer.SEND_AS_IS, scope="conversation")


async def test_an_answer_for_the_conversation_is_not_asked_again_there(
    companion: Companion, rig: Rig
) -> None:
    broker = CountingConsent()
    companion.set_consent(broker)
    first = _last(await _ask(companion), TurnFinished)
    assert isinstance(first, TurnFinished)
    second = await _ask(companion, conversation_id=first.conversation_id)
    assert isinstance(_last(second, TurnFinished), TurnFinished)
    assert len(broker.asked) == 1
    assert IBAN in rig.openai.requests[-1].body.decode()
    await _ask(companion)  # another conversation asks again
    assert len(broker.asked) == 2


# --- consent timeout -----------------------------------------------------------------------


class SilentConsent:
    """A dialog nobody answers."""

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


async def test_no_answer_in_time_is_deny(companion: Companion, rig: Rig) -> None:
    companion.set_consent(SilentConsent(), timeout=0.2)
    started = time.monotonic()
    found = await _ask(companion)
    assert time.monotonic() - started < 5
    given = _last(found, ConsentGiven)
    assert isinstance(given, ConsentGiven) and given.answer == ConsentAnswer.PSEUDONYMISE
    assert isinstance(_last(found, TurnFinished), TurnFinished)
    assert IBAN not in rig.openai.requests[-1].body.decode()


# --- local-only mode -------------------------------------------------------------------------


@pytest.mark.parametrize("worker", ["gpt-appr", "claude-ext", "cli-appr"])
async def test_local_only_refuses_a_cloud_worker_in_one_sentence(
    companion: Companion, rig: Rig, worker: str
) -> None:
    companion.set_local_only(True)
    failed = _last(await _ask(companion, worker), TurnFailed)
    assert isinstance(failed, TurnFailed) and failed.reason == "refused"
    assert "Local-only mode" in failed.error and worker in failed.error
    assert "\n" not in failed.error and failed.error.count(". ") == 0
    assert _chat_posts(rig) == 0 and list(rig.records.iterdir()) == []
    assert await companion.memory.ledger(limit=5) == []
    local = _last(await _ask(companion, "local"), TurnFinished)
    assert isinstance(local, TurnFinished)


# --- emergency stop and cancel ---------------------------------------------------------------


async def _until_first_chunk(companion: Companion, request: TurnRequest) -> asyncio.Task[None]:
    """Starts the turn as its own task (as the window does) and returns once text came."""
    first = asyncio.Event()

    async def consume() -> None:
        async for event in companion.turn(request):
            if isinstance(event, ChunkReceived):
                first.set()

    task = asyncio.create_task(consume())
    await asyncio.wait_for(first.wait(), 10)
    return task


async def _assistant_message(companion: Companion) -> tuple[str, str]:
    [conversation] = await companion.memory.conversations(limit=1)
    messages = await companion.memory.messages(conversation.id)
    answer = [m for m in messages if m.role == "assistant"][-1]
    return answer.state, answer.text


async def test_emergency_stop_ends_the_turn_keeps_the_partial_answer_and_blocks_egress(
    companion: Companion, rig: Rig
) -> None:
    rig.openai.sizes, rig.openai.delay = [4], 0.1  # about 15 chunks, 1.5 s
    request = TurnRequest(message="Tell me a long story about a lighthouse", worker_id="gpt-ext")
    task = await _until_first_chunk(companion, request)
    assert companion.emergency_stop() == 1
    with pytest.raises(asyncio.CancelledError):
        await task
    state, text = await _assistant_message(companion)
    assert state == "interrupted" and text and request.message.startswith(text)
    rig.openai.delay = 0.0
    refused = _last(await _ask(companion, "local"), TurnFailed)
    assert isinstance(refused, TurnFailed) and "Emergency stop" in refused.error
    companion.clear_emergency_stop()
    assert isinstance(_last(await _ask(companion, "local"), TurnFinished), TurnFinished)


def _gone(pid: int) -> bool:
    """Ended: no such process, or a zombie nobody reaped yet (it runs nothing)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1].startswith("Z")
    except (FileNotFoundError, IndexError):
        return True


async def test_cancelling_a_command_worker_mid_stream_ends_its_process_group(
    rig: Rig, tmp_path: Path, test_keyring: None, fake_agents: dict[str, Path]
) -> None:
    pids = tmp_path / "agent.pids"
    hanging = {
        "id": "hang-cli",
        "kind": "command",
        "command": [
            sys.executable,
            str(fake_agents["claude"]),
            "-p",
            "--output-format",
            "stream-json",
            "--include-partial-messages",
            "--fake-mode",
            "hang-after-first",
            "--fake-chunks",
            "Partial| answer| never| ends",
            "--fake-pid-file",
            str(pids),
            "--fake-child",
        ],
        "format": "claude-stream-json",
        "privacy_class": "approved_provider",
    }
    companion = await open_companion(
        rig, tmp_path, FixedConsent(ConsentAnswer.PSEUDONYMISE), extra=[hanging]
    )
    try:
        request = TurnRequest(message="Write me a poem", worker_id="hang-cli")
        task = await _until_first_chunk(companion, request)
        agent, grandchild = map(int, pids.read_text().split())
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        deadline = time.monotonic() + 5
        while not (_gone(agent) and _gone(grandchild)) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert _gone(agent) and _gone(grandchild)
        state, text = await _assistant_message(companion)
        assert (state, text) == ("interrupted", "Partial")
    finally:
        await companion.aclose()


def test_ares_chat_asking_without_a_terminal_is_deny(rig: Rig, ares_home: Path) -> None:
    """``--consent ask`` with no terminal to ask on pseudonymises, never sends."""
    write_config(ares_home, rig.toml())
    env = child_env()
    args = ["chat", "--worker", "gpt-ext", "--consent", "ask", "--json", "-"]
    done = run_ares(ares_home, *args, stdin=MESSAGE, **env)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["consent"]["answer"] == "pseudonymise"
    assert result["answer"] == MESSAGE
    body = rig.openai.requests[-1].body.decode()
    assert IBAN not in body and "[IBAN_1]" in body


def test_a_conversation_whose_id_starts_with_a_dash_can_be_continued(
    rig: Rig, ares_home: Path
) -> None:
    write_config(ares_home, rig.toml())
    store = MemoryStore.open(ares_home / "ares.db", passphrase=TEST_PASSPHRASE)
    try:
        dashed = next(
            c.id for c in iter(lambda: store.create_conversation("x"), None) if c.id[0] == "-"
        )
    finally:
        store.close()
    args = ["chat", "--worker", "local", "--conversation", dashed, "--json", "hello"]
    done = run_ares(ares_home, *args, **child_env())
    assert done.returncode == 0, done.stderr

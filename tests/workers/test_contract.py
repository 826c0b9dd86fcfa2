"""The worker contract, checked once for every adapter against its fake.

Real loopback HTTP for the API adapters, real subprocesses for the command-line agents.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.fixtures import write_agent_executables
from tests.fakes.http_base import Step
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.workers.harness import ALL_KINDS, COMMAND_KINDS, HTTP_KINDS, Harness, alive
from tests.workers.helpers import Recorder, briefing
from workers import (
    AuthRejected,
    BadResponse,
    RateLimited,
    TimedOut,
    WorkerError,
    WorkerSpec,
    WorkerUnavailable,
    build_worker,
)
from workers.command import CommandWorker
from workers.contract import ChatMessage, Chunk, OutboundPayload, Worker

SERVERS = {"ollama": FakeOllama, "openai": FakeOpenAI, "anthropic": FakeAnthropic}


@pytest.fixture(params=ALL_KINDS)
def harness(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Harness]:
    kind = request.param
    if kind in SERVERS:
        with SERVERS[kind]() as server:
            yield Harness(kind, tmp_path, server=server)
        return
    agents = write_agent_executables(tmp_path / "bin")
    yield Harness(kind, tmp_path, agent=agents[kind])


@pytest.fixture(params=HTTP_KINDS)
def http_harness(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Harness]:
    with SERVERS[request.param]() as server:
        yield Harness(request.param, tmp_path, server=server)


async def collect(worker: Worker, disclose: Recorder | None = None) -> list[Chunk]:
    try:
        return [
            c async for c in worker.stream(briefing(), "hello", disclose=disclose or Recorder())
        ]
    finally:
        await worker.aclose()


async def test_streams_chunks_in_order_then_done(harness: Harness) -> None:
    harness.script(["Alpha", " beta", " gamma"])
    chunks = await collect(harness.worker())
    assert "".join(c.text for c in chunks) == "Alpha beta gamma"
    assert [c.text for c in chunks if c.text] == ["Alpha", " beta", " gamma"]
    assert chunks[-1].done and sum(c.done for c in chunks) == 1
    assert chunks[-1].cost is not None and chunks[-1].cost.tokens_out == 3


async def test_render_is_what_the_fake_received_and_disclosed_first(harness: Harness) -> None:
    received_at_disclose: list[int] = []
    payloads: list[OutboundPayload] = []

    async def disclose(payload: OutboundPayload) -> None:
        received_at_disclose.append(len(harness.received()))
        payloads.append(payload)

    worker = harness.worker()
    preview = worker.render(briefing(), "héllo — ✓")
    result = await worker.generate(briefing(), "héllo — ✓", disclose=disclose)
    await worker.aclose()
    assert result.text
    assert received_at_disclose == [0]  # nothing had reached the fake yet
    assert harness.received() == [preview.body]
    assert payloads == [preview]


async def test_refused_disclosure_sends_nothing(harness: Harness) -> None:
    worker = harness.worker()
    with pytest.raises(RuntimeError, match="ledger unavailable"):
        await collect(worker, Recorder(RuntimeError("ledger unavailable")))
    assert harness.received() == []


async def test_cancel_stops_chunks_and_ends_the_work(harness: Harness) -> None:
    harness.slow_after_first()
    worker = harness.worker()
    seen: list[Chunk] = []
    first = asyncio.Event()

    async def consume() -> None:
        async for chunk in worker.stream(briefing(), "hello", disclose=Recorder()):
            seen.append(chunk)
            first.set()

    task = asyncio.create_task(consume())
    await asyncio.wait_for(first.wait(), 5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    count = len(seen)
    await asyncio.sleep(0.3)
    await worker.aclose()
    assert [c.text for c in seen] == ["first"] and len(seen) == count
    for pid in harness.pids():  # the agent and its grandchild: the whole group
        assert not alive(pid), f"process {pid} survived the cancel"


async def test_read_timeout(harness: Harness) -> None:
    harness.hang_before_answer()
    worker = harness.worker(read_timeout=0.5, max_retries=0)
    started = time.monotonic()
    with pytest.raises(TimedOut):
        await collect(worker)
    assert time.monotonic() - started < 3
    for pid in harness.pids():
        assert not alive(pid)


async def test_cost_uses_the_price_table(harness: Harness) -> None:
    harness.script(["a", "b"])
    chunks = await collect(harness.worker(price_in_per_mtok=1.0, price_out_per_mtok=2.0))
    cost = chunks[-1].cost
    assert cost is not None and cost.tokens_in > 0
    assert cost.money == pytest.approx((cost.tokens_in * 1.0 + cost.tokens_out * 2.0) / 1e6)
    assert cost.currency == "USD"


# --- HTTP errors ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "error"),
    [(401, AuthRejected), (403, AuthRejected), (500, BadResponse), (503, BadResponse)],
)
async def test_status_maps_to_error(
    http_harness: Harness, status: int, error: type[WorkerError]
) -> None:
    assert http_harness.server is not None
    http_harness.server.fail(status, "scripted failure")
    with pytest.raises(error) as info:
        await collect(http_harness.worker(max_retries=0))
    assert str(info.value)  # one sentence for the person


async def test_429_is_rate_limited_with_retry_after(http_harness: Harness) -> None:
    assert http_harness.server is not None
    http_harness.server.fail(429, "slow down", headers={"retry-after": "7"})
    with pytest.raises(RateLimited) as info:
        await collect(http_harness.worker(max_retries=0))
    assert info.value.retry_after == 7


async def test_garbage_is_bad_response(http_harness: Harness) -> None:
    assert http_harness.server is not None
    http_harness.server.garbage()
    with pytest.raises(BadResponse):
        await collect(http_harness.worker(max_retries=0))


async def test_stream_cut_midway_is_bad_response_without_retry(http_harness: Harness) -> None:
    assert http_harness.server is not None
    # Cut after the provider's opening events and two text pieces.
    cut_after = {"ollama": 2, "openai": 3, "anthropic": 5}[http_harness.kind]
    http_harness.server.script_reply(["one", "two", "three"], cut_after=cut_after)
    got: list[str] = []
    worker = http_harness.worker(max_retries=3)
    with pytest.raises(BadResponse, match="cut off"):
        async for chunk in worker.stream(briefing(), "hi", disclose=Recorder()):
            got.append(chunk.text)
    await worker.aclose()
    assert got and got[0] == "one"  # the first token had arrived …
    assert len(http_harness.received()) == 1  # … so no retry


async def test_refused_connection_is_unavailable(http_harness: Harness) -> None:
    worker = http_harness.worker()
    assert http_harness.server is not None
    http_harness.server.stop()
    with pytest.raises(WorkerUnavailable, match="not reachable"):
        await collect(worker)
    http_harness.server = None  # already stopped


@pytest.mark.parametrize("status", [429, 500, 503])
async def test_retries_with_backoff_before_the_first_token(
    http_harness: Harness, status: int
) -> None:
    assert http_harness.server is not None
    http_harness.server.fail(status, "try again", times=2, headers={"retry-after": "0"})
    recorder = Recorder()
    started = time.monotonic()
    chunks = await collect(http_harness.worker(max_retries=2, retry_backoff=0.1), recorder)
    assert "".join(c.text for c in chunks) == "Hello from the fake server."
    assert len(http_harness.received()) == 3
    assert time.monotonic() - started >= 0.1 + 0.2  # 0.1 s, then doubled
    assert len(recorder.payloads) == 3  # every attempt that goes on the wire is disclosed


async def test_no_retry_on_auth_failure(http_harness: Harness) -> None:
    assert http_harness.server is not None
    http_harness.server.fail(401, "bad key")
    with pytest.raises(AuthRejected):
        await collect(http_harness.worker(max_retries=3))
    assert len(http_harness.received()) == 1


async def test_connection_is_reused_between_answers(http_harness: Harness) -> None:
    assert http_harness.server is not None
    worker = http_harness.worker()
    for _ in range(3):
        await worker.generate(briefing(), "hi", disclose=Recorder())
    await worker.aclose()
    posts = [r for r in http_harness.server.requests if r.method == "POST"]
    assert len(posts) == 3 and len({r.peer for r in posts}) == 1


async def test_tool_calls(http_harness: Harness) -> None:
    assert http_harness.server is not None
    http_harness.server.script_tool_call("clock", {"zone": "UTC"})
    worker = http_harness.worker()
    result = await worker.generate(briefing(), "time?", disclose=Recorder())
    await worker.aclose()
    assert [(c.name, c.arguments) for c in result.tool_calls] == [("clock", {"zone": "UTC"})]


async def test_a_tool_round_goes_back_in_the_providers_shape(http_harness: Harness) -> None:
    """Two calls, their results, then the answer: the fake checks the pairing as the
    real APIs do (a result must answer a call of the turn before it)."""
    server = http_harness.server
    assert server is not None
    server.script_steps(
        Step(tool_calls=[("clock", {"zone": "UTC"}), ("calc", {"expression": "2+2"})]),
        Step(chunks=["It is noon; 4."]),
    )
    worker = http_harness.worker(max_retries=0)
    first = await worker.generate(briefing(), "time and sum?", disclose=Recorder())
    calls = [
        c.model_copy(update={"id": c.id or f"call_{n}"}) for n, c in enumerate(first.tool_calls)
    ]
    assert [c.name for c in calls] == ["clock", "calc"]
    exchange = [
        ChatMessage(role="assistant", content="", tool_calls=calls),
        *(
            ChatMessage(role="tool", content=result, tool_call_id=c.id, tool_name=c.name)
            for c, result in zip(calls, ['{"utc": "12:00"}', '{"result": 4}'], strict=True)
        ),
    ]
    answer = await worker.generate(
        briefing().model_copy(update={"exchange": exchange}), "time and sum?", disclose=Recorder()
    )
    assert answer.text == "It is noon; 4."
    sent = server.requests[-1].json()["messages"]
    if http_harness.kind == "anthropic":
        blocks = sent[-1]["content"]
        assert [(b["type"], b["tool_use_id"]) for b in blocks] == [
            ("tool_result", calls[0].id),
            ("tool_result", calls[1].id),
        ]
        assert [b["type"] for b in sent[-2]["content"]] == ["tool_use", "tool_use"]
    else:
        key = "tool_name" if http_harness.kind == "ollama" else "tool_call_id"
        expected = [c.name if key == "tool_name" else c.id for c in calls]
        assert [(m["role"], m[key]) for m in sent[-2:]] == [("tool", e) for e in expected]
        assert sent[-1]["content"] == '{"result": 4}'
    if http_harness.kind != "ollama":  # Ollama pairs results by order and tool name
        orphan = [ChatMessage(role="tool", content="{}", tool_call_id="nobody", tool_name="x")]
        with pytest.raises(BadResponse):
            await worker.generate(
                briefing().model_copy(update={"exchange": orphan}), "hi", disclose=Recorder()
            )
    await worker.aclose()


async def test_availability(http_harness: Harness) -> None:
    worker = http_harness.worker()
    availability = await worker.check_availability()
    await worker.aclose()
    assert availability.available, availability.reason
    assert worker.model in availability.models


# --- command-line agents ---------------------------------------------------------------


@pytest.fixture(params=COMMAND_KINDS)
def cli_harness(request: pytest.FixtureRequest, tmp_path: Path) -> Harness:
    agents = write_agent_executables(tmp_path / "bin")
    return Harness(request.param, tmp_path, agent=agents[request.param])


async def test_failing_agent_reports_its_stderr(cli_harness: Harness) -> None:
    cli_harness.flags += ["--fake-mode", "fail"]
    with pytest.raises(BadResponse, match="Invalid API key"):
        await collect(cli_harness.worker(max_retries=0))


@pytest.mark.parametrize("mode", ["error-result", "no-result"])
async def test_agent_error_or_missing_result(cli_harness: Harness, mode: str) -> None:
    cli_harness.flags += ["--fake-mode", mode]
    with pytest.raises(BadResponse):
        await collect(cli_harness.worker(max_retries=0))


async def test_missing_executable_is_unavailable(cli_harness: Harness) -> None:
    cli_harness.agent = cli_harness.tmp / "no-such-agent"
    worker = cli_harness.worker()
    availability = await worker.check_availability()
    assert not availability.available
    with pytest.raises(WorkerUnavailable, match="could not be started"):
        await collect(worker)


async def test_agent_environment_is_reduced(
    cli_harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-should-not-leak")
    monkeypatch.setenv("LANG", "C.UTF-8")
    await collect(cli_harness.worker())
    env = json.loads(cli_harness.record_path.read_text())["env"]
    assert "OPENAI_API_KEY" not in env
    assert env.get("LANG") == "C.UTF-8"


async def test_claude_partial_messages_stream(tmp_path: Path) -> None:
    agents = write_agent_executables(tmp_path / "bin")
    harness = Harness("claude", tmp_path, agent=agents["claude"])
    harness.flags += ["--include-partial-messages", "--fake-chunks", "x|y|z"]
    chunks = await collect(harness.worker())
    assert [c.text for c in chunks if c.text] == ["x", "y", "z"]
    cost = chunks[-1].cost
    assert cost is not None and cost.money == pytest.approx(0.0123)  # Claude Code's own figure


async def test_text_command_streams_stdout(tmp_path: Path) -> None:
    script = "import sys; data = sys.stdin.read(); print('echo:', len(data))"
    spec = WorkerSpec(
        id="echo",
        kind="command",
        command=[sys.executable, "-c", script],
        privacy_class="local_only",
        format="text",
    )
    worker = build_worker(spec)
    result = await worker.generate(briefing(), "hi", disclose=Recorder())
    expected = len(worker.render(briefing(), "hi").body.decode())
    assert result.text == f"echo: {expected}\n"


async def test_arg_input_appends_the_prompt(tmp_path: Path) -> None:
    agents = write_agent_executables(tmp_path / "bin")
    harness = Harness("claude", tmp_path, agent=agents["claude"])
    worker = harness.worker(input="arg")
    preview = worker.render(briefing(), "hello")
    await collect(worker)
    record = json.loads(harness.record_path.read_text())
    assert record["argv"][-1].encode() == preview.body
    assert record["stdin"] == ""


async def test_agent_gets_its_own_key_and_nothing_else(tmp_path: Path) -> None:
    agents = write_agent_executables(tmp_path / "bin")
    harness = Harness("claude", tmp_path, agent=agents["claude"])
    worker = harness.worker(key_env="ANTHROPIC_API_KEY", key="claude", pass_env=["ARES_X"])
    assert isinstance(worker, CommandWorker)
    worker._key_provider = lambda name: f"key-for-{name}"
    await collect(worker)
    env = json.loads(harness.record_path.read_text())["env"]
    assert env["ANTHROPIC_API_KEY"] == "key-for-claude"
    assert "key-for-claude" not in repr(worker)


async def test_agent_without_its_key_is_not_started(tmp_path: Path) -> None:
    agents = write_agent_executables(tmp_path / "bin")
    harness = Harness("codex", tmp_path, agent=agents["codex"])
    worker = harness.worker(key_env="OPENAI_API_KEY")
    assert isinstance(worker, CommandWorker)
    worker._key_provider = lambda name: None
    recorder = Recorder()
    with pytest.raises(WorkerUnavailable, match="ares keys set codex-cli"):
        await collect(worker, recorder)
    assert recorder.payloads == [] and not harness.record_path.exists()

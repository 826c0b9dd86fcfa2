"""Stream readers and mid-stream failures, beyond the contract suite."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.ollama_server import FakeOllama
from tests.workers.harness import static_key
from tests.workers.helpers import Recorder, anthropic_spec, briefing
from workers import BadResponse, RateLimited, WorkerSpec, build_worker
from workers.anthropic import AnthropicWorker
from workers.sse import SseEvent, read_events
from workers.streamjson import ClaudeParser, CodexParser


async def lines(*items: str) -> AsyncIterator[str]:
    for item in items:
        yield item


async def test_sse_reader_follows_the_spec() -> None:
    events = [
        e
        async for e in read_events(
            lines(
                ": keep-alive comment",
                "event: message_start",
                'data: {"a":',
                "data: 1}",
                "",
                "data:no-space\r",
                "",
                "id: 7",
                "",
                "data: half an event, then the stream ends",
            )
        )
    ]
    assert events == [
        SseEvent("message_start", '{"a":\n1}'),
        SseEvent("message", "no-space"),
    ]


async def test_ollama_error_line_mid_stream(fake_ollama: FakeOllama) -> None:
    fake_ollama.stream_error = "an error was encountered while running the model"
    worker = build_worker(
        WorkerSpec(id="local", kind="ollama", base_url=fake_ollama.url, model="llama3.2:3b")
    )
    seen: list[str] = []
    with pytest.raises(BadResponse, match="while running the model"):
        async for chunk in worker.stream(briefing(), "hi", disclose=Recorder()):
            seen.append(chunk.text)
    await worker.aclose()
    assert seen == ["Hello"]
    assert len(fake_ollama.requests_to("/api/chat")) == 1  # no retry after the first token


@pytest.mark.parametrize(
    ("kind", "error"), [("overloaded_error", BadResponse), ("rate_limit_error", RateLimited)]
)
async def test_anthropic_error_event_mid_stream(
    fake_anthropic: FakeAnthropic, kind: str, error: type[Exception]
) -> None:
    fake_anthropic.stream_error = (kind, "Overloaded")
    spec = anthropic_spec(fake_anthropic.url, max_retries=3, retry_backoff=0.01)
    worker = AnthropicWorker(spec, key_provider=static_key(str(fake_anthropic.api_key)))
    with pytest.raises(error):
        await worker.generate(briefing(), "hi", disclose=Recorder())
    await worker.aclose()
    assert len(fake_anthropic.requests_to("/v1/messages")) == 1


async def test_anthropic_529_before_the_first_token_is_retried(
    fake_anthropic: FakeAnthropic,
) -> None:
    fake_anthropic.fail(529, "Overloaded", times=1)
    spec = anthropic_spec(fake_anthropic.url, retry_backoff=0.01)
    worker = AnthropicWorker(spec, key_provider=static_key(str(fake_anthropic.api_key)))
    result = await worker.generate(briefing(), "hi", disclose=Recorder())
    await worker.aclose()
    assert result.text == "Hello from the fake server."
    assert result.finish_reason == "end_turn"
    assert len(fake_anthropic.requests_to("/v1/messages")) == 2


def test_claude_parser_skips_its_own_tool_use_and_reads_the_result() -> None:
    parser = ClaudeParser("w", "claude")
    text = (
        '{"type":"system","subtype":"init"}\n'
        "not json: a banner\n"
        '{"type":"assistant","message":{"content":[{"type":"tool_use","name":"Bash",'
        '"input":{}},{"type":"text","text":"Done."}]}}\n'
        '{"type":"user","message":{"content":[{"type":"tool_result","content":"ok"}]}}\n'
        '{"type":"result","subtype":"success","is_error":false,"total_cost_usd":0.5,'
        '"usage":{"input_tokens":3,"cache_read_input_tokens":4,"output_tokens":2}}\n'
    )
    assert [c.text for c in parser.feed(text)] == ["Done."]
    assert parser.done and parser.money == 0.5
    assert (parser.tokens_in, parser.tokens_out) == (7, 2)


def test_codex_parser_yields_only_new_text_and_fails_loudly() -> None:
    parser = CodexParser("w", "codex")
    text = (
        '{"type":"item.started","item":{"id":"i1","type":"agent_message","text":"Hel"}}\n'
        '{"type":"item.updated","item":{"id":"i1","type":"agent_message","text":"Hello"}}\n'
        '{"type":"item.completed","item":{"id":"i2","type":"command_execution",'
        '"command":"ls","aggregated_output":"","status":"completed"}}\n'
        '{"type":"item.completed","item":{"id":"i1","type":"agent_message","text":"Hello!"}}\n'
    )
    assert [c.text for c in parser.feed(text)] == ["Hel", "lo", "!"]
    with pytest.raises(BadResponse, match="quota exceeded"):
        parser.feed('{"type":"turn.failed","error":{"message":"quota exceeded"}}\n')

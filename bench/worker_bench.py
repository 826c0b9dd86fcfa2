"""What the worker adapters add on top of the bare clients, as ratios.

For each provider, the adapter and a bare client (``ollama.AsyncClient`` and raw
``httpx`` for Ollama; raw ``httpx`` reading the SSE for the OpenAI-compatible and
Anthropic APIs) stream the same scripted answer from the same fake server in the same
run, interleaved, with long-lived clients. Reported: the median time to the first chunk
and the median time per further chunk, and adapter ÷ bare.

Run: ``.venv/bin/python bench/worker_bench.py [--runs N] [--chunks N]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx
import ollama

from tests.fakes.anthropic_server import FakeAnthropic
from tests.fakes.http_base import FakeServer
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from workers import WorkerSpec
from workers.anthropic import AnthropicWorker
from workers.contract import ContextBriefing, OutboundPayload, Worker
from workers.ollama import OllamaWorker
from workers.openai import OpenAIWorker

Stream = Callable[[], AsyncIterator[str]]
BRIEF = ContextBriefing(facts=["The person likes tea."])
MESSAGE = "Tell me something."


async def no_disclose(payload: OutboundPayload) -> None:
    return None


async def timed(stream: Stream) -> tuple[float, float]:
    """(seconds to the first chunk, mean seconds per further chunk)."""
    start = time.perf_counter()
    stamps = [time.perf_counter() async for text in stream() if text]
    first = stamps[0] - start
    per = (stamps[-1] - stamps[0]) / max(1, len(stamps) - 1)
    return first, per


def adapter_stream(worker: Worker) -> Stream:
    async def run() -> AsyncIterator[str]:
        async for chunk in worker.stream(BRIEF, MESSAGE, disclose=no_disclose):
            yield chunk.text

    return run


def ollama_client_stream(client: ollama.AsyncClient) -> Stream:
    messages = [m.model_dump() for m in BRIEF.messages(MESSAGE)]

    async def run() -> AsyncIterator[str]:
        parts = await client.chat(model="llama3.2:3b", messages=messages, stream=True)
        async for part in parts:
            yield part.message.content or ""

    return run


def httpx_ndjson_stream(client: httpx.AsyncClient, url: str, body: bytes) -> Stream:
    async def run() -> AsyncIterator[str]:
        async with client.stream("POST", url, content=body) as response:
            async for line in response.aiter_lines():
                if line:
                    yield json.loads(line)["message"]["content"]

    return run


def httpx_sse_stream(
    client: httpx.AsyncClient, url: str, body: bytes, headers: dict[str, str], field: str
) -> Stream:
    """Bare SSE: ``data:`` lines, text at ``field`` (a dotted path) when present."""

    def pick(event: object) -> str:
        for part in field.split("."):
            if isinstance(event, list):
                event = event[0] if event else {}
            event = event.get(part, {}) if isinstance(event, dict) else {}
        return event if isinstance(event, str) else ""

    async def run() -> AsyncIterator[str]:
        async with client.stream("POST", url, content=body, headers=headers) as response:
            async for line in response.aiter_lines():
                if line.startswith("data: ") and line != "data: [DONE]":
                    yield pick(json.loads(line[6:]))

    return run


async def compare(
    name: str, contenders: dict[str, Stream], runs: int
) -> dict[str, tuple[float, float]]:
    samples: dict[str, list[tuple[float, float]]] = {label: [] for label in contenders}
    for stream in contenders.values():  # warm-up: connections, imports, caches
        await timed(stream)
    for _ in range(runs):
        for label, stream in contenders.items():
            samples[label].append(await timed(stream))
    medians = {
        label: (
            statistics.median(s[0] for s in rows),
            statistics.median(s[1] for s in rows),
        )
        for label, rows in samples.items()
    }
    print(f"\n{name}")
    for label, (first, per) in medians.items():
        print(f"  {label:<28} first chunk {first * 1e3:7.3f} ms   per chunk {per * 1e6:8.1f} µs")
    return medians


def ratios(medians: dict[str, tuple[float, float]], adapter: str) -> None:
    ours = medians[adapter]
    for label, (first, per) in medians.items():
        if label != adapter:
            print(
                f"  {adapter} ÷ {label}: first chunk ×{ours[0] / first:.2f}, "
                f"per chunk ×{ours[1] / per:.2f}"
            )


def fast_spec(**fields: object) -> WorkerSpec:
    return WorkerSpec.model_validate({"max_retries": 0, **fields})


async def bench_ollama(server: FakeOllama, runs: int) -> None:
    worker = OllamaWorker(
        fast_spec(id="local", kind="ollama", base_url=server.url, model="llama3.2:3b")
    )
    body = worker.render(BRIEF, MESSAGE).body
    async with ollama.AsyncClient(host=server.url) as client, httpx.AsyncClient() as raw:
        medians = await compare(
            "Ollama",
            {
                "adapter (OllamaWorker)": adapter_stream(worker),
                "ollama.AsyncClient": ollama_client_stream(client),
                "raw httpx NDJSON": httpx_ndjson_stream(raw, f"{server.url}/api/chat", body),
            },
            runs,
        )
    await worker.aclose()
    ratios(medians, "adapter (OllamaWorker)")


async def bench_sse(
    server: FakeServer, worker: Worker, headers: dict[str, str], field: str, runs: int
) -> None:
    payload = worker.render(BRIEF, MESSAGE)
    async with httpx.AsyncClient() as raw:
        medians = await compare(
            type(worker).__name__.removesuffix("Worker"),
            {
                f"adapter ({type(worker).__name__})": adapter_stream(worker),
                "raw httpx SSE": httpx_sse_stream(
                    raw,
                    payload.destination,
                    payload.body,
                    {"content-type": "application/json", **headers},
                    field,
                ),
            },
            runs,
        )
    await worker.aclose()
    ratios(medians, f"adapter ({type(worker).__name__})")


async def main_async(runs: int, chunks: int) -> None:
    pieces = [f" w{n}" for n in range(chunks)]
    with FakeOllama() as o, FakeOpenAI() as oa, FakeAnthropic() as an:
        for server in (o, oa, an):
            server.script_reply(pieces)
        await bench_ollama(o, runs)
        openai_key, anthropic_key = str(oa.api_key), str(an.api_key)
        gpt = OpenAIWorker(
            fast_spec(
                id="gpt",
                kind="openai",
                base_url=oa.base_url,
                model="gpt-4o-mini",
                privacy_class="external_provider",
            ),
            key_provider=lambda name: openai_key,
        )
        await bench_sse(
            oa, gpt, {"authorization": f"Bearer {openai_key}"}, "choices.delta.content", runs
        )
        claude = AnthropicWorker(
            fast_spec(
                id="claude",
                kind="anthropic",
                base_url=an.url,
                model="claude-sonnet-4-5",
                privacy_class="approved_provider",
            ),
            key_provider=lambda name: anthropic_key,
        )
        await bench_sse(
            an,
            claude,
            {"x-api-key": anthropic_key, "anthropic-version": "2023-06-01"},
            "delta.text",
            runs,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--chunks", type=int, default=50)
    args = parser.parse_args()
    print(f"{args.runs} runs each, {args.chunks} chunks per answer, fake servers on loopback")
    asyncio.run(main_async(args.runs, args.chunks))


if __name__ == "__main__":
    main()

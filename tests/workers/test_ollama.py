"""The Ollama adapter against the fake Ollama, over real loopback HTTP."""

from __future__ import annotations

import hashlib

import pytest

from tests.fakes.ollama_server import FakeOllama
from tests.workers.helpers import Recorder, briefing, closed_port
from workers import ModelNotFound, WorkerSpec, WorkerUnavailable, build_worker
from workers.contract import OutboundPayload, ToolSpec
from workers.ollama import OllamaWorker, Undisclosed


def ollama_worker(url: str, model: str | None = "llama3.2:3b") -> OllamaWorker:
    worker = build_worker(WorkerSpec(id="local", kind="ollama", base_url=url, model=model))
    assert isinstance(worker, OllamaWorker)
    return worker


async def test_streams_chunks_in_order_with_cost(fake_ollama: FakeOllama) -> None:
    fake_ollama.script_reply(["One", " two", " three"])
    worker = ollama_worker(fake_ollama.url)
    chunks = [c async for c in worker.stream(briefing(), "count", disclose=Recorder())]
    await worker.aclose()
    assert [c.text for c in chunks] == ["One", " two", " three", ""]
    assert chunks[-1].done and chunks[-1].cost is not None
    assert chunks[-1].cost.tokens_out == 3
    assert chunks[-1].cost.tokens_in > 0


async def test_render_is_exactly_the_wire_body_and_disclosed_first(
    fake_ollama: FakeOllama,
) -> None:
    seen_by_server_at_disclose: list[int] = []

    async def disclose(payload: OutboundPayload) -> None:
        seen_by_server_at_disclose.append(len(fake_ollama.requests_to("/api/chat")))
        recorder.payloads.append(payload)

    recorder = Recorder()
    worker = ollama_worker(fake_ollama.url)
    brief = briefing().model_copy(
        update={"tools": [ToolSpec(name="clock", description="the time")]}
    )
    preview = worker.render(brief, "héllo ✓")
    result = await worker.generate(brief, "héllo ✓", disclose=disclose)
    await worker.aclose()
    received = fake_ollama.requests_to("/api/chat")[0].body
    assert received == preview.body == recorder.payloads[0].body
    assert hashlib.sha256(received).hexdigest() == hashlib.sha256(preview.body).hexdigest()
    assert seen_by_server_at_disclose == [0]
    assert result.text == "Hello from the fake server."
    assert preview.destination == f"{fake_ollama.url}/api/chat"


async def test_refused_disclosure_sends_nothing(fake_ollama: FakeOllama) -> None:
    worker = ollama_worker(fake_ollama.url)
    with pytest.raises(RuntimeError, match="ledger down"):
        await worker.generate(briefing(), "hi", disclose=Recorder(RuntimeError("ledger down")))
    await worker.aclose()
    assert fake_ollama.requests_to("/api/chat") == []


async def test_first_listed_model_when_none_configured(fake_ollama: FakeOllama) -> None:
    fake_ollama.models = ["qwen2.5:7b", "llama3.2:3b"]
    worker = ollama_worker(fake_ollama.url, model=None)
    result = await worker.generate(briefing(), "hi", disclose=Recorder())
    await worker.aclose()
    assert worker.model == "qwen2.5:7b"
    assert fake_ollama.requests_to("/api/chat")[0].json()["model"] == "qwen2.5:7b"
    assert result.model == "qwen2.5:7b"


async def test_availability_lists_models_and_context_length(fake_ollama: FakeOllama) -> None:
    fake_ollama.context_length = 8192
    worker = ollama_worker(fake_ollama.url)
    availability = await worker.check_availability()
    await worker.aclose()
    assert availability.available
    assert availability.models == ["llama3.2:3b"]
    assert availability.context_length == 8192
    assert "tools" in availability.capabilities


async def test_missing_model_says_how_to_pull(fake_ollama: FakeOllama) -> None:
    worker = ollama_worker(fake_ollama.url, model="mistral:7b")
    availability = await worker.check_availability()
    assert not availability.available
    assert availability.reason == "model mistral:7b is not pulled — run `ollama pull mistral:7b`."
    with pytest.raises(ModelNotFound, match=r"run `ollama pull mistral:7b`"):
        await worker.generate(briefing(), "hi", disclose=Recorder())
    await worker.aclose()


async def test_unreachable_says_start_ollama() -> None:
    url = f"http://127.0.0.1:{closed_port()}"
    worker = ollama_worker(url)
    availability = await worker.check_availability()
    assert not availability.available
    assert availability.reason == (
        f"Ollama is not reachable at {url} — start it with `ollama serve`."
    )
    with pytest.raises(WorkerUnavailable, match="not reachable"):
        await worker.generate(briefing(), "hi", disclose=Recorder())
    await worker.aclose()


async def test_no_models_at_all(fake_ollama: FakeOllama) -> None:
    fake_ollama.models = []
    worker = ollama_worker(fake_ollama.url, model=None)
    availability = await worker.check_availability()
    await worker.aclose()
    assert not availability.available
    assert "ollama pull" in availability.reason


async def test_tool_calls_come_back(fake_ollama: FakeOllama) -> None:
    fake_ollama.script_tool_call("clock", {"zone": "UTC"})
    worker = ollama_worker(fake_ollama.url)
    result = await worker.generate(briefing(), "time?", disclose=Recorder())
    await worker.aclose()
    assert [(c.name, c.arguments) for c in result.tool_calls] == [("clock", {"zone": "UTC"})]


async def test_embeddings_are_disclosed(fake_ollama: FakeOllama) -> None:
    recorder = Recorder()
    worker = ollama_worker(fake_ollama.url)
    vectors = await worker.embed(["tea", "coffee"], disclose=recorder)
    await worker.aclose()
    assert len(vectors) == 2
    assert recorder.payloads[0].body == fake_ollama.requests_to("/api/embed")[0].body


async def test_keep_alive_is_sent(fake_ollama: FakeOllama) -> None:
    spec = WorkerSpec(
        id="local", kind="ollama", base_url=fake_ollama.url, model="llama3.2:3b", keep_alive="5m"
    )
    worker = build_worker(spec)
    preview = worker.render(briefing(), "hi")
    await worker.generate(briefing(), "hi", disclose=Recorder())
    await worker.aclose()
    assert fake_ollama.requests_to("/api/chat")[0].json()["keep_alive"] == "5m"
    assert fake_ollama.requests_to("/api/chat")[0].body == preview.body


async def test_a_body_that_differs_from_the_preview_is_never_sent(
    fake_ollama: FakeOllama, monkeypatch: pytest.MonkeyPatch
) -> None:
    worker = ollama_worker(fake_ollama.url)
    real_render = worker.render

    def drifted(brief: object, message: str) -> OutboundPayload:
        payload = real_render(brief, message)  # type: ignore[arg-type]
        return payload.model_copy(update={"body": payload.body.replace(b" ", b"  ", 1)})

    monkeypatch.setattr(worker, "render", drifted)
    recorder = Recorder()
    with pytest.raises(Undisclosed, match="differs from its preview"):
        await worker.generate(briefing(), "hi", disclose=recorder)
    await worker.aclose()
    assert recorder.payloads == []
    assert fake_ollama.requests_to("/api/chat") == []

"""The fake Ollama answers the official client as the real server would."""

from __future__ import annotations

import ollama
import pytest

from tests.fakes.ollama_server import FakeOllama


async def test_official_client_streams_and_lists(fake_ollama: FakeOllama) -> None:
    fake_ollama.script_reply(["Hi", " there"])
    async with ollama.AsyncClient(host=fake_ollama.url) as client:
        listed = await client.list()
        assert [m.model for m in listed.models] == ["llama3.2:3b"]
        shown = await client.show("llama3.2:3b")
        assert shown.modelinfo is not None
        assert shown.modelinfo["llama.context_length"] == 131072
        parts = [
            part
            async for part in await client.chat(
                model="llama3.2:3b", messages=[{"role": "user", "content": "hello"}], stream=True
            )
        ]
        embedded = await client.embed(model="llama3.2:3b", input=["a", "b"])
    assert "".join(p.message.content or "" for p in parts) == "Hi there"
    assert parts[-1].done and parts[-1].eval_count == 2
    assert len(embedded.embeddings) == 2
    assert fake_ollama.requests_to("/api/chat")[0].json()["messages"][0]["content"] == "hello"


async def test_missing_model_is_404_with_ollama_error(fake_ollama: FakeOllama) -> None:
    async with ollama.AsyncClient(host=fake_ollama.url) as client:
        with pytest.raises(ollama.ResponseError) as info:
            await client.chat(model="nope", messages=[{"role": "user", "content": "x"}])
    assert info.value.status_code == 404
    assert "try pulling it first" in info.value.error


async def test_scripted_failure(fake_ollama: FakeOllama) -> None:
    fake_ollama.fail(500, "boom", times=1)
    async with ollama.AsyncClient(host=fake_ollama.url) as client:
        with pytest.raises(ollama.ResponseError) as info:
            await client.list()
        assert info.value.status_code == 500
        assert (await client.list()).models

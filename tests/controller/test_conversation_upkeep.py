"""A conversation's upkeep below the window: its title by the local model (through the
egress, in the ledger, never a cloud worker, never with a secret), renamed, exported as
Markdown, deleted with the memory it held."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from app.config import Settings
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.titles import auto_title, clean_title
from app.controller.turn import TurnRequest
from memory import AsyncMemoryStore, NotFound
from tests.controller.conftest import FAST, PASSPHRASE
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from workers import WorkerSpec


async def companion_for(folder: Path, *specs: WorkerSpec) -> Companion:
    memory = await AsyncMemoryStore.open(
        folder / "ares.db", passphrase=PASSPHRASE, scrypt_cost=FAST
    )
    return Companion(
        Settings(workers=list(specs)), memory, FixedConsent(ConsentAnswer.PSEUDONYMISE)
    )


@pytest.fixture
async def local(tmp_path: Path, fake_ollama: FakeOllama) -> AsyncIterator[Companion]:
    made = await companion_for(
        tmp_path, WorkerSpec(id="local", kind="ollama", base_url=fake_ollama.url)
    )
    yield made
    await made.aclose()


async def first_turn(companion: Companion, message: str) -> str:
    outcome = await companion.run_turn(TurnRequest(message=message))
    assert outcome.conversation_id is not None
    return outcome.conversation_id


def chats(server: FakeOllama) -> list[dict[str, object]]:
    return [json.loads(r.body) for r in server.requests_to("/api/chat")]


async def test_the_local_model_names_a_conversation_through_the_ledger(
    local: Companion, fake_ollama: FakeOllama
) -> None:
    cid = await first_turn(local, "My boiler makes a knocking noise when the heating starts")
    before = await local.records.conversation(cid)
    assert before.title.startswith("My boiler makes a knocking")  # first words meanwhile
    fake_ollama.script_reply(['Title: "Knocking boiler', ' at start-up".'])
    assert await auto_title(local, cid) == "Knocking boiler at start-up"
    assert (await local.records.conversation(cid)).title == "Knocking boiler at start-up"
    asked = chats(fake_ollama)[-1]
    assert "knocking noise" in json.dumps(asked)
    rows = [r for r in await local.records.ledger() if r.conversation == cid]
    assert len(rows) == 2  # the answer's request and the title's
    title_row = rows[0]
    assert (title_row.turn or "").startswith("title-") and title_row.worker == "local"
    sent = await local.records.payload(title_row.id)
    assert json.loads(sent) == asked  # the exact bytes that left, as for any call


async def test_a_secret_in_the_first_message_is_not_sent_even_to_the_local_model(
    local: Companion, fake_ollama: FakeOllama
) -> None:
    cid = await first_turn(local, "Store this: password = Xq9!vR2#mLp7wZ, for the NAS")
    calls = len(chats(fake_ollama))
    assert await auto_title(local, cid) is None
    assert len(chats(fake_ollama)) == calls  # nothing asked
    assert (await local.records.conversation(cid)).title  # the first words stay


async def test_no_local_worker_means_no_title_call_to_the_cloud(
    tmp_path: Path, fake_openai: FakeOpenAI
) -> None:
    fake_openai.api_key = None
    cloud = WorkerSpec(
        id="gpt",
        kind="openai",
        base_url=fake_openai.base_url,
        model="gpt-4o-mini",
        privacy_class="approved_provider",
    )
    companion = await companion_for(tmp_path, cloud)
    try:
        outcome = await companion.run_turn(
            TurnRequest(message="Plan a weekend in Porto", worker_id="gpt")
        )
        assert outcome.conversation_id is not None
        calls = len(fake_openai.requests)
        assert await auto_title(companion, outcome.conversation_id) is None
        assert len(fake_openai.requests) == calls
        conversation = await companion.records.conversation(outcome.conversation_id)
        assert conversation.title == "Plan a weekend in Porto"
    finally:
        await companion.aclose()


def test_a_title_is_cleaned_to_a_few_words() -> None:
    assert clean_title('"Fixing the boiler."\nExtra line') == "Fixing the boiler"
    assert clean_title("**Title:** Trip to Porto") == "Trip to Porto"
    assert clean_title("one two three four five six seven eight nine") == (
        "one two three four five six seven"
    )
    assert clean_title("   \n  ") == ""


async def test_rename_export_and_delete_with_the_memory_it_held(local: Companion) -> None:
    cid = await first_turn(local, "Remind me what I said about the heron")
    records = local.records
    with pytest.raises(ValueError, match="needs a title"):
        await records.rename_conversation(cid, "   ")
    await records.rename_conversation(cid, "  The  heron\nstory ")
    assert (await records.conversation(cid)).title == "The heron story"
    markdown = await records.conversation_markdown(cid)
    lines = markdown.splitlines()
    assert lines[0] == "# The heron story"
    assert any(line.startswith("## You — ") for line in lines)
    assert any(line.startswith("## ARES (local) — ") for line in lines)
    assert "Remind me what I said about the heron" in lines
    await local.memory.set_working(f"consent:{cid}:gpt", {"answer": "send"})
    await local.memory.save_vault(cid, {"[EMAIL_1]": "jane@example.com"})
    ledger_before = len(await records.ledger())
    await records.delete_conversation(cid)
    with pytest.raises(NotFound):
        await records.conversation(cid)
    assert [h for h in await records.search("heron") if h.conversation_id == cid] == []
    assert await local.memory.vault(cid) == {}
    assert await local.memory.get_working(f"consent:{cid}:gpt") is None
    assert len(await records.ledger()) == ledger_before  # what left stays recorded

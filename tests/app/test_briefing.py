"""What a worker is told besides the message: facts, memories, history — each judged."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from app.config import Settings
from app.controller.briefing import PRIVACY_NOTE
from app.controller.companion import Companion
from app.controller.consent import (
    ConsentAnswer,
    ConsentDecision,
    ConsentRequest,
    FixedConsent,
)
from app.controller.events import BriefingReady, TurnEvent, TurnFinished
from app.controller.turn import TurnRequest
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import TEST_PASSPHRASE
from trust import Sensitivity, Vault, placeholders
from workers import WorkerSpec


def _settings(url: str) -> Settings:
    # The same fake Ollama declared twice: privacy classes are declared, never inferred,
    # so one loopback server can stand for a local and an external worker.
    return Settings(
        workers=[
            WorkerSpec(id="local", kind="ollama", base_url=url),
            WorkerSpec(id="ext", kind="ollama", base_url=url, privacy_class="external_provider"),
        ]
    )


@pytest.fixture
async def companion(ares_home: Path, fake_ollama: FakeOllama) -> AsyncIterator[Companion]:
    fake_ollama.script_reply(["noted"])
    opened = await Companion.open(
        _settings(fake_ollama.url),
        ares_home / "ares.db",
        FixedConsent(ConsentAnswer.PSEUDONYMISE),
        passphrase=TEST_PASSPHRASE,
    )
    yield opened
    await opened.aclose()


async def _turn(companion: Companion, message: str, **kw: Any) -> list[TurnEvent]:
    return [event async for event in companion.turn(TurnRequest(message=message, **kw))]


def _sent_text(server: FakeOllama) -> str:
    body = server.requests_to("/api/chat")[-1].json()
    return "\n".join(m["content"] for m in body["messages"])


async def test_facts_and_relevant_memories_reach_a_local_worker(
    companion: Companion, fake_ollama: FakeOllama
) -> None:
    await companion.memory.remember("My partner is called Zofia", sensitivity=Sensitivity.PERSONAL)
    await _turn(companion, "The boiler service is booked for Friday at nine", worker_id="local")

    events = await _turn(companion, "When is the boiler service?", worker_id="local")

    sent = _sent_text(fake_ollama)
    assert "My partner is called Zofia" in sent
    assert "booked for Friday at nine" in sent  # found by search in another conversation
    ready = next(e for e in events if isinstance(e, BriefingReady))
    sources = {entry.source for entry in ready.manifest}
    assert {"fact", "memory"} <= sources


async def test_an_external_worker_gets_no_sensitive_fact_and_no_raw_email(
    companion: Companion, fake_ollama: FakeOllama
) -> None:
    await companion.memory.remember(
        "I take sertraline every morning", sensitivity=Sensitivity.SENSITIVE
    )
    first = await _turn(companion, "Mail the plan to mira.k@example.net", worker_id="local")
    conversation = next(e for e in first if isinstance(e, TurnFinished)).conversation_id

    events = await _turn(
        companion, "Summarise what we said", worker_id="ext", conversation_id=conversation
    )

    sent = _sent_text(fake_ollama)
    assert "sertraline" not in sent
    assert "mira.k@example.net" not in sent and "[EMAIL_1]" in sent
    ready = next(e for e in events if isinstance(e, BriefingReady))
    excluded = [e for e in ready.manifest if e.action == "excluded"]
    assert any(e.source == "fact" and "sensitive" in e.reason for e in excluded)


class CountingConsent:
    def __init__(self, decision: ConsentDecision) -> None:
        self.decision = decision
        self.asked: list[ConsentRequest] = []

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        self.asked.append(request)
        return self.decision


async def test_consent_for_this_conversation_is_asked_once(
    companion: Companion, fake_ollama: FakeOllama
) -> None:
    broker = CountingConsent(ConsentDecision(answer=ConsentAnswer.SEND_AS_IS, scope="conversation"))
    companion.set_consent(broker)
    message = "My HIV test came back positive, what now?"

    first = await _turn(companion, message, worker_id="ext")
    conversation = next(e for e in first if isinstance(e, TurnFinished)).conversation_id
    await _turn(
        companion, "And I was diagnosed with asthma", worker_id="ext", conversation_id=conversation
    )
    await _turn(companion, message, worker_id="ext")  # a new conversation asks again

    assert len(broker.asked) == 2
    assert "HIV" in _sent_text(fake_ollama)  # consented: sent as is


async def test_consent_per_finding_sends_only_what_was_agreed(
    companion: Companion, fake_ollama: FakeOllama
) -> None:
    message = "My HIV test came back positive and I take sertraline 50 mg every day."
    verdict = companion.engine.classify(message)
    order = [f.value(message) for f in verdict.findings]
    answers = [
        ConsentAnswer.SEND_AS_IS if value == "sertraline" else ConsentAnswer.PSEUDONYMISE
        for value in order
    ]
    broker = CountingConsent(ConsentDecision(answer=ConsentAnswer.SEND_AS_IS, items=answers))
    companion.set_consent(broker)

    await _turn(companion, message, worker_id="ext")

    [request] = broker.asked
    assert [item.text for item in request.items] == order
    sent = fake_ollama.requests_to("/api/chat")[-1].json()["messages"][-1]["content"]
    assert "sertraline" in sent
    assert "HIV" not in sent and "50 mg" not in sent


def test_a_model_echoing_the_privacy_note_gets_no_value_restored_into_it() -> None:
    """The note's examples share no name with a real placeholder: a vault that holds
    ``[EMAIL_1]`` and ``[PERSON_2]`` restores nothing into an echoed note."""
    vault = Vault()
    for kind, value in [("EMAIL", "ola@example.com"), ("PERSON", "Zofia"), ("PERSON", "Jan")]:
        vault.placeholder_for(kind, value)
    assert "[" in PRIVACY_NOTE and placeholders.PATTERN.search(PRIVACY_NOTE) is None
    assert vault.restore(f"As instructed: {PRIVACY_NOTE}") == f"As instructed: {PRIVACY_NOTE}"

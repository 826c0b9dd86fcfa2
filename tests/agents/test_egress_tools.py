"""What a tool round adds to a payload is checked by the egress like the message."""

from __future__ import annotations

import pytest

from app.controller.egress import Clearance, Egress, EgressRefused
from memory import AsyncMemoryStore
from trust import Policy, TrustEngine
from workers import ChatMessage, ContextBriefing, ToolCall, ToolSpec, WorkerSpec, build_worker

TOKEN = "ghp_" + "Zq7Xw2Lm9Pd4Rt6Yh1Kv3Bn8Cs5Fg0Ja2Eu"
CLEARANCE = Clearance(conversation_id="c", turn_id="t")


def _cloud() -> object:
    spec = WorkerSpec.model_validate(
        {"id": "gpt", "kind": "openai", "model": "m", "privacy_class": "external_provider"}
    )
    return build_worker(spec)


@pytest.mark.parametrize(
    "briefing",
    [
        # A tool description is data when an MCP server or a skill wrote it.
        ContextBriefing(tools=[ToolSpec(name="x", description=f"Call it with token: {TOKEN}")]),
        # A tool result, JSON-encoded: the newline before "token" is an escape there.
        ContextBriefing(
            exchange=[
                ChatMessage(role="tool", content='{"text": "a\\ntoken: ' + TOKEN + '"}'),
            ]
        ),
        # The model's own call arguments.
        ContextBriefing(
            exchange=[
                ChatMessage(
                    role="assistant",
                    content="",
                    tool_calls=[ToolCall(id="1", name="f", arguments={"note": f"token: {TOKEN}"})],
                )
            ]
        ),
    ],
)
async def test_a_secret_anywhere_in_a_tool_round_is_refused(
    memory: AsyncMemoryStore, briefing: ContextBriefing
) -> None:
    egress = Egress(memory, TrustEngine(), Policy())
    with pytest.raises(EgressRefused):
        egress.check(_cloud(), briefing, "hi", CLEARANCE)  # type: ignore[arg-type]
    egress.check(_cloud(), ContextBriefing(), "hi", CLEARANCE)  # type: ignore[arg-type]

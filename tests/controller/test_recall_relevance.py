"""Recalled memories ride along to a cloud worker only when they are relevant to the
message — never unrelated earlier conversations, never twice — and the manifest says
why each came."""

from __future__ import annotations

import json

from app.controller.companion import Companion
from app.controller.events import BriefingReady
from app.controller.turn import TurnRequest
from tests.controller.drive import events
from tests.controller.echo import Rig

BOILER = "The boiler pressure dropped again; the plumber comes on Tuesday."
UNRELATED = [
    "A pancake recipe: flour, eggs, milk and a pinch of salt.",
    "Bring the passport for the Lisbon trip in May.",
    "Ask the bakery whether they have rye bread on Saturday.",  # one word in common
]


async def test_only_the_relevant_memory_goes_to_the_cloud_once_with_its_reason(
    companion: Companion, rig: Rig
) -> None:
    for text in [BOILER, *UNRELATED]:  # each its own conversation, on this device
        assert (await companion.run_turn(TurnRequest(message=text, worker_id="local"))).ok
    asked = "The plumber says the boiler pressure valve is broken. What should I ask him?"
    found = await events(companion, TurnRequest(message=asked, worker_id="gpt-ext"))
    body = rig.openai.requests[-1].json()
    system = body["messages"][0]["content"]
    assert "Relevant memories" in system
    assert system.count(BOILER) == 1  # the message and its echoed answer: once
    for text in UNRELATED:
        assert text not in json.dumps(body)
    ready = next(e for e in found if isinstance(e, BriefingReady))
    [memory] = [entry for entry in ready.manifest if entry.source == "memory"]
    assert "boiler" in memory.reason and "plumber" in memory.reason and "score" in memory.reason


async def test_a_message_about_nothing_stored_recalls_nothing(
    companion: Companion, rig: Rig
) -> None:
    for text in [BOILER, *UNRELATED, "The autumn sale starts on Monday."]:
        assert (await companion.run_turn(TurnRequest(message=text, worker_id="local"))).ok
    await events(
        companion, TurnRequest(message="Write me a haiku about autumn leaves.", worker_id="gpt-ext")
    )
    assert "Relevant memories" not in rig.openai.requests[-1].json()["messages"][0]["content"]

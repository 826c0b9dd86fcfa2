"""Settings as one immutable snapshot: a change is announced once, every dependant is
rebuilt from it, a changed worker is checked before it is used, the rest keep their
connections, and the emergency stop survives."""

from __future__ import annotations

import pydantic
import pytest

from app.controller.companion import Companion
from app.controller.events import TurnFailed, TurnFinished
from app.controller.turn import TurnRequest
from app.controller.wiring import SettingsChanged
from tests.controller.drive import events
from tests.controller.echo import Rig


def _posts(rig: Rig) -> int:
    return sum(1 for s in rig.servers for r in s.requests if r.method == "POST")


async def test_a_changed_worker_is_checked_before_use_and_the_others_are_kept(
    companion: Companion, rig: Rig
) -> None:
    seen: list[SettingsChanged] = []
    companion.on_settings_changed(seen.append)
    kept = companion.router.worker("gpt-ext")
    assert (await companion.run_turn(TurnRequest(message="hi", worker_id="claude-ext"))).ok
    workers = [
        spec.model_copy(update={"model": "claude-nonexistent"}) if spec.id == "claude-ext" else spec
        for spec in companion.settings.workers
    ]
    before = _posts(rig)
    rows = len(await companion.memory.ledger())

    await companion.apply_settings(companion.settings.model_copy(update={"workers": workers}))

    assert [(e.changed, e.workers_rebuilt) for e in seen] == [(["workers"], ["claude-ext"])]
    assert companion.router.worker("gpt-ext") is kept  # unchanged: same client, same pool
    failed = await companion.run_turn(TurnRequest(message="hi again", worker_id="claude-ext"))
    assert failed.reason == "unavailable" and "claude-nonexistent" in failed.error
    assert _posts(rig) == before  # checked with a model list, nothing of the person's sent
    assert len(await companion.memory.ledger()) == rows
    assert (await companion.run_turn(TurnRequest(message="and you?", worker_id="gpt-ext"))).ok


async def test_policy_changes_reach_the_next_turn_and_the_stop_survives_them(
    companion: Companion, rig: Rig
) -> None:
    companion.set_local_only(True)
    found = await events(companion, TurnRequest(message="hello", worker_id="gpt-ext"))
    assert isinstance(found[-1], TurnFailed) and found[-1].reason == "refused"
    companion.emergency_stop()
    companion.set_local_only(False)
    assert companion.stopped and companion.egress.stopped
    stopped = await events(companion, TurnRequest(message="hello", worker_id="gpt-ext"))
    assert isinstance(stopped[-1], TurnFailed) and "Emergency stop" in stopped[-1].error
    companion.clear_emergency_stop()
    done = await events(companion, TurnRequest(message="hello", worker_id="gpt-ext"))
    assert isinstance(done[-1], TurnFinished)


def test_the_live_settings_cannot_be_patched(companion: Companion) -> None:
    with pytest.raises(pydantic.ValidationError, match="frozen"):
        companion.settings.local_only = True  # type: ignore[misc]

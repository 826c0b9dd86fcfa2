"""A name the person wrote in an earlier conversation is withheld in later ones."""

from __future__ import annotations

from pathlib import Path

from app.config import Settings
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from tests.helpers import TEST_PASSPHRASE
from trust import PrivacyClass


async def _open(home: Path) -> Companion:
    return await Companion.open(
        Settings(),
        home / "ares.db",
        FixedConsent(ConsentAnswer.PSEUDONYMISE),
        passphrase=TEST_PASSPHRASE,
    )


async def test_a_name_from_memory_is_private_vocabulary_after_reopening(ares_home: Path) -> None:
    first = await _open(ares_home)
    conversation = await first.memory.create_conversation("family")
    await first.memory.add_message(
        conversation.id, "user", "My sister Zuzanna Wiśniewska moves to Kraków next week."
    )
    await first.memory.add_message(conversation.id, "assistant", "Ask Ignatius about it.")
    await first.aclose()

    again = await _open(ares_home)
    try:
        # lower case and alone: no context word says it is a name, memory does
        text = "can you draft a note to zuzanna about the move"
        result = again.engine.classify(text)
        redacted = {
            f.value(text) for f in again.policy.redactions(result, PrivacyClass.EXTERNAL_PROVIDER)
        }
        assert redacted == {"zuzanna"}
        # what the assistant wrote is not the person's own: its names are not learned
        assert "Ignatius" not in again.engine.private_terms
        # a changed vocabulary in the settings keeps what memory taught
        again.set_private_terms(["Project Falcon"])
        assert "Zuzanna" in again.engine.private_terms
    finally:
        await again.aclose()

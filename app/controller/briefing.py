"""Compiles the ContextBriefing: what a worker is told besides the message.

Every memory item is classified like the message and then included, pseudonymised or
excluded for this worker, and the manifest says which and why.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, Field

from app.controller.consent import ConsentAnswer
from app.controller.redaction import plan
from memory import Message
from trust import Policy, PrivacyClass, Pseudonymiser, TrustEngine
from workers import ChatMessage, ContextBriefing

PRIVACY_NOTE = (
    "Some values in this conversation were replaced on the person's device by placeholders "
    "such as [EMAIL_1] or [PERSON_2]. Treat each placeholder as an opaque name: copy it "
    "verbatim where you need the value, never guess what it stands for, never alter it."
)
CHARS_PER_TOKEN = 4  # a deliberately rough estimate; budgets keep a wide margin


class ManifestEntry(BaseModel):
    item: str
    source: Literal["conversation", "fact", "memory"]
    sensitivity: str
    action: Literal["included", "pseudonymised", "excluded"]
    reason: str


class CompiledBriefing(BaseModel):
    briefing: ContextBriefing
    manifest: list[ManifestEntry] = Field(default_factory=list)
    placeholders: list[str] = Field(default_factory=list)
    kinds: list[str] = Field(default_factory=list)


def estimate_tokens(text: str) -> int:
    return len(text) // CHARS_PER_TOKEN + 1


class BriefingCompiler:
    def __init__(self, engine: TrustEngine, policy: Policy) -> None:
        self.engine = engine
        self.policy = policy

    def compile(
        self,
        history: Sequence[Message],
        *,
        privacy: PrivacyClass,
        pseudonymiser: Pseudonymiser,
        consent: ConsentAnswer | None,
        token_budget: int,
    ) -> CompiledBriefing:
        result = CompiledBriefing(briefing=ContextBriefing(privacy_note=PRIVACY_NOTE))
        remaining = token_budget
        kept: list[ChatMessage] = []
        for message in reversed(history):
            label = f"message {message.id}"
            cost = estimate_tokens(message.text)
            if cost > remaining:
                result.manifest.append(self._excluded(label, message, "over the token budget"))
                continue
            verdict = self.policy.reclassify(self.engine.classify(message.text))
            replace = plan(verdict, privacy, self.policy).to_replace(consent)
            done = pseudonymiser.pseudonymise(message.text, replace)
            remaining -= cost
            kept.append(ChatMessage(role=_role(message.role), content=done.text))
            result.placeholders += done.placeholders
            result.kinds += [f.kind for f in verdict.findings if f not in replace]
            result.manifest.append(
                ManifestEntry(
                    item=label,
                    source="conversation",
                    sensitivity=verdict.sensitivity,
                    action="pseudonymised" if replace else "included",
                    reason=f"{len(replace)} value(s) held back" if replace else "allowed",
                )
            )
        result.briefing.conversation = list(reversed(kept))
        return result

    @staticmethod
    def _excluded(label: str, message: Message, reason: str) -> ManifestEntry:
        return ManifestEntry(
            item=label,
            source="conversation",
            sensitivity=message.sensitivity,
            action="excluded",
            reason=reason,
        )


def _role(role: str) -> Literal["user", "assistant"]:
    return "assistant" if role == "assistant" else "user"

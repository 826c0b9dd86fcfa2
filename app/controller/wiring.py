"""Everything that is built from one settings snapshot, and the event that announces a
new one.

The companion holds one ``Wiring`` at a time and swaps it whole: a turn takes the parts
it needs when it starts and keeps them to its end, so a change made while it runs can
never give it half old and half new rules.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.config import Settings
from app.controller.budgets.gate import BudgetAlerts, BudgetGate
from app.controller.egress import Egress, StopSwitch
from memory import AsyncMemoryStore
from trust import Classification, Policy, TrustEngine

CACHED_TEXTS = 4096  # verdicts remembered: a few long conversations' worth


def engine_for(settings: Settings) -> TrustEngine:
    """The Trust Engine with the person's vocabulary and phone regions."""
    return TrustEngine(
        private_terms=settings.private_terms, phone_regions=settings.phone_regions or None
    )


def policy_for(settings: Settings) -> Policy:
    return Policy(
        local_only=settings.local_only, overrides=settings.overrides, rules=settings.rules
    )


class Classifier:
    """The engine's verdict with the person's classes applied, remembered per text for
    as long as these settings hold: every turn judges the conversation's history again,
    and a stored message's text never changes. (Thread-safe: briefings compile on
    worker threads.)"""

    def __init__(self, engine: TrustEngine, policy: Policy, size: int = CACHED_TEXTS) -> None:
        self.engine = engine
        self.policy = policy
        self._remembered = functools.lru_cache(maxsize=size)(self._judge)

    def _judge(self, text: str) -> Classification:
        return self.policy.reclassify(self.engine.classify(text))

    def __call__(self, text: str) -> Classification:
        return self._remembered(text)


@dataclass(frozen=True)
class Wiring:
    settings: Settings
    engine: TrustEngine
    policy: Policy
    egress: Egress
    classify: Classifier
    budget: BudgetGate

    @classmethod
    def build(
        cls,
        settings: Settings,
        memory: AsyncMemoryStore,
        stop: StopSwitch,
        learned: Mapping[str, str] | None = None,
        alerts: BudgetAlerts | None = None,
    ) -> Wiring:
        """``learned``: names memory taught the engine, kept when the settings change;
        ``alerts``: who hears a budget's soft alert (shared across changes, like ``stop``)."""
        engine, policy = engine_for(settings), policy_for(settings)
        if learned:
            engine = engine.with_terms(learned)
        classify = Classifier(engine, policy)
        budget = BudgetGate(settings, memory, alerts or BudgetAlerts())
        egress = Egress(memory, engine, policy, stop, classify, budget)
        return cls(settings, engine, policy, egress, classify, budget)


class SettingsChanged(BaseModel):
    """Announced once per change, after every dependant was rebuilt from it."""

    model_config = ConfigDict(frozen=True)

    name: Literal["settings_did_change"] = "settings_did_change"
    changed: list[str] = Field(default_factory=list)  # the Settings fields that differ
    workers_rebuilt: list[str] = Field(default_factory=list)  # asked afresh before use


def changed_fields(old: Settings, new: Settings) -> list[str]:
    return sorted(
        name for name in Settings.model_fields if getattr(old, name) != getattr(new, name)
    )

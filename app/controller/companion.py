"""The composition root: one running ARES — memory, trust, workers, egress, turns.

The window, the tray and every CLI command that talks to a worker open one of these, so
they all share exactly the same pipeline. Settings are one immutable snapshot: a change
is ``apply_settings(new)``, which rebuilds every dependant from it, closes the workers
that changed and announces ``settings_did_change`` once.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from app.config import Settings
from app.controller.agents import delegate_turn
from app.controller.agents.config import AgentsConfig
from app.controller.agents.delegation.runs import Runs
from app.controller.agents.delegation.tokens import CancelTokens
from app.controller.agents.runtime import AgentRuntime
from app.controller.agents.workflows import turn as workflow_turn
from app.controller.budgets.gate import AlertListener, BudgetAlerts
from app.controller.budgets.report import BudgetReport
from app.controller.consent import ByKind, ConsentBroker, ConsentQueue
from app.controller.egress import Egress, StopSwitch
from app.controller.events import TurnEvent
from app.controller.pending import PendingDesk
from app.controller.records import Records
from app.controller.routing import Router
from app.controller.turn.pipeline import Listener, journaled, outcome
from app.controller.turn.preview import Preview, preview
from app.controller.turn.request import TurnOutcome, TurnRequest
from app.controller.turn.steps import TurnParts
from app.controller.wiring import (
    SettingsChanged,
    Wiring,
    changed_fields,
    engine_for,
    policy_for,
)
from memory import AsyncMemoryStore
from trust import Policy, TrustEngine
from workers import Availability, Worker, WorkerSpec, ask, build_worker, load_adapters

__all__ = ["CONSENT_TIMEOUT", "Companion", "engine_for", "policy_for"]

CONSENT_TIMEOUT = 300.0
SettingsListener = Callable[[SettingsChanged], None]


class Companion:
    def __init__(
        self,
        settings: Settings,
        memory: AsyncMemoryStore,
        consent: ConsentBroker,
        *,
        agents_file: Path | None = None,
    ) -> None:
        self.memory = memory
        self.records = Records(memory)  # what the shells read and edit of memory
        self.tokens = CancelTokens()  # every delegated task's, by run_id/task_id
        self.runs = Runs(self, memory, self.tokens)  # background delegations
        self.pending = PendingDesk()  # consent questions and approvals still open
        # One queue for disclosures and tool approvals alike.
        self.consent = ConsentQueue(consent, self.pending.track)
        self.agents = AgentRuntime(agents_file, memory, self.consent, host=self, starter=self.runs)
        self._stop = StopSwitch()
        self._learned: dict[str, str] = {}  # names learned from memory, kept across rebuilds
        self.budget_alerts = BudgetAlerts()
        self._wiring = Wiring.build(settings, memory, self._stop, alerts=self.budget_alerts)
        self.router = Router(settings, self._wiring.policy, build_worker)
        self.consent_timeout = CONSENT_TIMEOUT
        self._running: set[asyncio.Task[Any]] = set()
        self._listeners: list[SettingsListener] = []

    @classmethod
    async def open(
        cls,
        settings: Settings,
        database: Path,
        consent: ConsentBroker,
        *,
        passphrase: str | None = None,
        agents_file: Path | None = None,
    ) -> Companion:
        database.parent.mkdir(parents=True, exist_ok=True)
        memory = await AsyncMemoryStore.open(database, passphrase=passphrase)
        return await cls.on_memory(settings, memory, consent, agents_file=agents_file)

    @classmethod
    async def on_memory(
        cls,
        settings: Settings,
        memory: AsyncMemoryStore,
        consent: ConsentBroker,
        *,
        agents_file: Path | None = None,
    ) -> Companion:
        """On a memory already open (the window starts opening it before the rest of
        ARES has loaded): the names it holds are learned before this returns."""
        companion = cls(settings, memory, consent, agents_file=agents_file)
        await companion.learn_names()
        return companion

    async def learn_names(self, conversations: int = 50) -> None:
        """Names the person wrote in earlier messages become private vocabulary, so a
        friend named once is withheld from then on, however she is mentioned."""
        texts = [fact.text for fact in await self.memory.facts() if not fact.error]
        for conversation in await self.memory.conversations(limit=conversations):
            messages = await self.memory.messages(conversation.id)
            texts.extend(m.text for m in messages if m.role == "user" and not m.error)
        # Off the event loop: fifty conversations' messages take a while to scan for
        # names, and at start the loop is what keeps the startup window painted.
        self._learned.update(await asyncio.to_thread(self.engine.learn_names, texts))

    # --- the current snapshot (read-only: change it with apply_settings) ---------------
    @property
    def settings(self) -> Settings:
        return self._wiring.settings

    @property
    def engine(self) -> TrustEngine:
        return self._wiring.engine

    @property
    def policy(self) -> Policy:
        return self._wiring.policy

    @property
    def egress(self) -> Egress:
        return self._wiring.egress

    # --- turns ---------------------------------------------------------------------------
    def parts(self) -> TurnParts:
        """What a turn starting now runs on; it keeps them to its end."""
        wiring = self._wiring
        return TurnParts(
            memory=self.memory,
            engine=wiring.engine,
            policy=wiring.policy,
            router=self.router,
            egress=wiring.egress,
            consent=self.consent,
            consent_timeout=self.consent_timeout,
            classify=wiring.classify,
        )

    async def turn(self, request: TurnRequest) -> AsyncIterator[TurnEvent]:
        """Runs a turn, yielding its events; the task consuming it can be cancelled (the
        partial answer is kept and marked interrupted), and ``emergency_stop`` cancels
        every such task. Child turns (``request.origin`` other than the person) run here
        too, through the same egress."""
        task = asyncio.current_task()
        if task is not None:
            self._running.add(task)
        parts = self.parts()
        try:
            async for event in self._events(parts, request):
                yield event
        finally:
            if task is not None:
                self._running.discard(task)

    async def run_turn(self, request: TurnRequest, listener: Listener | None = None) -> TurnOutcome:
        """Runs a turn to its end: the entry a planner or an agent loop calls. Events
        still reach ``listener`` (and the journal) as they happen."""
        return await outcome(self.turn(request), request, listener)

    def _events(self, parts: TurnParts, request: TurnRequest) -> AsyncIterator[TurnEvent]:
        """A workflow run, the person's ``/delegate``, or an agent's or plain turn."""
        delegating = not request.is_child and delegate_turn.is_command(request.message)
        if request.workflow is not None:
            return journaled(parts, request, workflow_turn.run(self, parts, request))
        if delegating:
            return journaled(parts, request, delegate_turn.run(self, parts, request))
        return self.agents.turn(parts, self.settings, self.egress, request)

    def agents_config(self) -> AgentsConfig:
        """agents.toml as it reads now (``AgentsConfigError`` when it is broken)."""
        return self.agents.config(self.settings)

    async def preview(self, request: TurnRequest) -> Preview:
        """What the turn would send, computed by the real steps; nothing is stored."""
        return await preview(self.parts(), request)

    def set_consent(self, broker: ConsentBroker, *, timeout: float | None = None) -> None:
        """Who answers consent requests — disclosures and tool approvals — (the window's
        dialog once it is up), and how long an unanswered request waits before it counts
        as "pseudonymise" (for an approval: "no"). Approvals given their own answerer
        (``set_approvals``) keep it."""
        current = self.consent.broker
        if isinstance(current, ByKind):
            broker = ByKind(broker, current.approvals)
        self.consent.broker = broker  # requests already queued go to the new one
        if timeout is not None:
            self.consent_timeout = timeout

    def set_approvals(self, broker: ConsentBroker) -> None:
        """A separate answerer for tool approvals only (``--approve``, tests): the one
        consent queue then hands approvals to it and disclosures to the broker it had."""
        current = self.consent.broker
        disclosures = current.disclosures if isinstance(current, ByKind) else current
        self.consent.broker = ByKind(disclosures, broker)

    # --- settings ----------------------------------------------------------------------
    def on_settings_changed(self, listener: SettingsListener) -> None:
        self._listeners.append(listener)

    async def apply_settings(self, settings: Settings) -> SettingsChanged:
        """Swap in a new snapshot. Workers whose spec changed (or went) are closed and
        rebuilt on next use, and checked before their first turn; turns already running
        finish on the snapshot they started with."""
        event, stale = self._swap(settings)
        for worker in stale:
            await worker.aclose()
        return self._announce(event)

    def _swap(self, settings: Settings) -> tuple[SettingsChanged, list[Worker]]:
        changed = changed_fields(self._wiring.settings, settings)
        wiring = Wiring.build(
            settings, self.memory, self._stop, self._learned, alerts=self.budget_alerts
        )
        stale = self.router.reconfigure(settings, wiring.policy)
        self._wiring = wiring
        rebuilt = sorted(w.worker_id for w in stale)
        return SettingsChanged(changed=changed, workers_rebuilt=rebuilt), stale

    def _announce(self, event: SettingsChanged) -> SettingsChanged:
        for listener in list(self._listeners):
            listener(event)
        return event

    def _apply_now(self, **update: Any) -> SettingsChanged:
        """A change that touches no worker spec: nothing to close, so no waiting."""
        event, stale = self._swap(self.settings.model_copy(update=update))
        assert not stale, "worker changes go through apply_settings"
        return self._announce(event)

    async def set_workers(self, workers: list[WorkerSpec], default_worker: str | None) -> None:
        """Apply an edited worker table."""
        update = {"workers": list(workers), "default_worker": default_worker}
        await self.apply_settings(self.settings.model_copy(update=update))

    def set_policy(self, policy: Policy) -> None:
        self._apply_now(
            local_only=policy.local_only, overrides=policy.overrides, rules=policy.rules
        )

    def set_private_terms(self, terms: list[str]) -> None:
        self._apply_now(private_terms=list(terms))

    def set_local_only(self, on: bool) -> None:
        self._apply_now(local_only=on)

    # --- budgets -----------------------------------------------------------------------
    def on_budget_alert(self, listener: AlertListener) -> None:
        """``listener`` hears each budget's soft alert (once per budget and month)."""
        self.budget_alerts.listeners.append(listener)

    async def budget_report(self) -> BudgetReport:
        """This month's spending per worker against the budgets."""
        return await self._wiring.budget.report()

    # --- stopping ----------------------------------------------------------------------
    @property
    def stopped(self) -> bool:
        return self._stop.on

    def emergency_stop(self) -> int:
        """Cancels every turn in flight and refuses new egress until cleared; every
        delegated task's token is cancelled (for good: clearing starts nothing again)."""
        self._stop.on = True
        self.tokens.cancel_all("the emergency stop was pressed")
        running = [task for task in self._running if not task.done()]
        for task in running:
            task.cancel()
        return len(running)

    def clear_emergency_stop(self) -> None:
        self._stop.on = False
        self.tokens.clear_stop()

    async def load_workers(self) -> None:
        """On a thread: what building the configured workers' adapters would import on
        the caller's (the window's first check)."""
        await asyncio.to_thread(load_adapters, [s.kind for s in self.settings.workers])

    async def availability(self, worker_id: str) -> Availability:
        """Asked afresh (the window's status): not the router's cached answer. The
        adapters load on a thread first: the welcome asks as the window shows, and
        building the worker would otherwise import its client there (~120 ms frozen)."""
        await self.load_workers()
        return await ask(self.router.worker(worker_id))

    async def close_workers(self) -> None:
        await self.router.aclose()

    async def aclose(self) -> None:
        await self.agents.settle()  # enrichment in flight uses the workers
        await self.runs.aclose()  # cut off, they stay started: resumed at the next start
        await self.close_workers()
        await self.agents.aclose()
        await self.memory.close()

"""Background delegation: ``start_<agent>`` returns a receipt at once, and the task runs
on as a durable run of this process.

The receipt tells the model, in prose, that the answer is not part of this turn. When
the run ends, its answer — after its agent's self-check and review gate, as for an
awaited delegation (``delivery``) — is posted into the conversation as a message of its own,
stamped with the run's id (``messages.run_id``), and the run — the delegating tool
call's fate — settles ``delivered``; a failure or a cancel posts a message saying so and
settles ``failed`` / ``cancelled``. Never "started" for ever: a run cut off by its
process's exit is resumed by ``resume`` the next time ARES starts, and one cancelled
meanwhile settles ``cancelled`` there.

A run is not the delegating turn's: stopping that turn does not stop it; ``cancel``
(by run id, from this process, ``ares runs cancel`` or the window) does, at its next
call boundary, and so does the emergency stop. Another process's cancel reaches it
through the row (``cancel_requested_at``), which the runs of a process look at while
they run.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
from collections.abc import Callable
from typing import Any

from app.controller.agents.delegation.chain import guard, target_of
from app.controller.agents.delegation.child import DelegationResult, Host, run_delegated
from app.controller.agents.delegation.tokens import MARKER, CancelTokens
from app.controller.agents.delivery import asker, delivered_post
from app.controller.turn.request import Lineage
from app.controller.views.runs import RunItem
from memory import AsyncMemoryStore, Run, RunStatus

log = logging.getLogger("ares.runs")

NOTE = (
    "The {agent} agent is now working on this in the background. Its answer is not "
    "part of this turn: ARES will post it to this conversation as a message of its own "
    "when it is ready. Do not wait for it and do not guess what it will say; tell the "
    "person it has started."
)
FAILED = "The background task for {agent} (run {run_id}) failed: {error}"
CANCELLED = "The background task for {agent} (run {run_id}) was cancelled: {error}"
BY_ID = "it was cancelled by its run id"
POLL_SECONDS = 1.0  # how often a running run looks for a cancel from another process

RunListener = Callable[[RunItem], None]  # the window's list of running work


def owner_here() -> str:
    return f"pid:{os.getpid()}"


def owner_alive(owner: str | None) -> bool:
    """Whether the process named by ``owner`` still runs (a pid this user may signal)."""
    if not owner or not owner.startswith("pid:"):
        return False
    try:
        os.kill(int(owner[4:]), 0)
    except (ValueError, ProcessLookupError):
        return False
    except PermissionError:
        return True  # it exists, as someone else
    return True


class Runs:
    def __init__(
        self,
        host: Host,
        memory: AsyncMemoryStore,
        tokens: CancelTokens,
        *,
        poll: float = POLL_SECONDS,
    ) -> None:
        self.host = host
        self.memory = memory
        self.tokens = tokens
        self.poll = poll
        self.owner = owner_here()
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._listeners: list[RunListener] = []
        self._leaving = False  # closing: runs cut off stay started, to be resumed

    # --- starting ------------------------------------------------------------------------
    async def start(
        self, *, parent: Lineage, chain: list[str], target: str, task: str
    ) -> dict[str, Any]:
        """A new run, and the receipt the delegating model receives. The guards apply
        now: a refused delegation starts nothing (``DelegationRefused``)."""
        config = self.host.agents_config()
        name = target_of(config, target)
        guard(config, chain, name, depth=parent.depth + 1)
        run = await self.memory.add_run(
            agent=name,
            conversation_id=parent.conversation_id,
            parent_turn_id=parent.turn_id,
            depth=parent.depth,
            chain=[*chain, name],
            task=task,
            owner=self.owner,
        )
        await self._journal(run, "run_did_start")
        self._launch(run)
        return {
            "detached": True,
            "status": "started",
            "agent": name,
            "run_id": run.id,
            "note": NOTE.format(agent=name),
        }

    async def resume(self) -> list[str]:
        """Runs left started by a process that is gone: each runs again from its task
        (or settles cancelled, when a cancel was asked meanwhile). Returns their ids."""
        resumed = []
        for run in await self.memory.runs(status="started", limit=1000):
            if run.id in self._tasks or owner_alive(run.owner):
                continue
            if run.cancel_requested:
                await self._settle(run, _cancelled(run, "it was cancelled while ARES was closed"))
                continue
            run = await self.memory.claim_run(run.id, self.owner)
            log.info("resuming background run %s (%s)", run.id, run.agent)
            self._launch(run)
            resumed.append(run.id)
        return resumed

    def _launch(self, run: Run) -> None:
        task = asyncio.create_task(self._run(run), name=f"ares-run-{run.id}")
        self._tasks[run.id] = task
        task.add_done_callback(functools.partial(self._done, run.id))
        self._announce(run)

    def _done(self, run_id: str, _task: asyncio.Task[None]) -> None:
        self._tasks.pop(run_id, None)

    async def _run(self, run: Run) -> None:
        # The run's own token, under nobody's: the delegating turn's stop does not reach it.
        token = self.tokens.token(run.id, "main")
        parent = Lineage(
            turn_id=run.parent_turn_id, conversation_id=run.conversation_id, depth=run.depth
        )
        watching = asyncio.ensure_future(self._watch(run.id))
        try:
            result = await run_delegated(
                self.host,
                parent=parent,
                chain=run.chain[:-1],
                target=run.agent,
                task=run.task,
                cancel=token,
            )
            if result.ok:  # its agent's self-check and review gate, as for an awaited one
                ask = asker(self.host, parent)
                result = await delivered_post(self.host.agents_config(), result, run.task, ask)
        except asyncio.CancelledError:
            if self._leaving:
                raise  # cut off by the exit: stays started, resumed at the next start
            result = _cancelled(run, "the emergency stop was pressed")
        except Exception as exc:  # its conversation went, the memory failed: settle anyway
            log.warning("background run %s failed: %s", run.id, type(exc).__name__)
            result = DelegationResult(
                agent=run.agent, chain=run.chain, status="failed", error=str(exc)[:300]
            )
        finally:
            watching.cancel()
            self.tokens.forget(token)
        await asyncio.shield(self._settle(run, result))

    async def _watch(self, run_id: str) -> None:
        """A cancel asked by another process (``ares runs cancel``) reaches the token."""
        with contextlib.suppress(Exception):
            while True:
                await asyncio.sleep(self.poll)
                if (await self.memory.run(run_id)).cancel_requested:
                    self.tokens.cancel(run_id, why=BY_ID)
                    return

    async def _settle(self, run: Run, result: DelegationResult) -> Run:
        settled = await settle(self.memory, run, result)
        self._announce(settled)
        return settled

    # --- stopping and waiting ----------------------------------------------------------
    async def cancel(self, run_id: str) -> Run:
        """Cancel by run id: the run stops at its next call boundary and settles
        ``cancelled``; one nobody runs (its process is gone) settles at once."""
        self.tokens.cancel(run_id, why=BY_ID)
        if run_id in self._tasks:
            return await self.memory.request_cancel(run_id)
        run = await cancel_by_id(self.memory, run_id)
        self._announce(run)
        return run

    @property
    def active(self) -> list[str]:
        return [rid for rid, task in self._tasks.items() if not task.done()]

    async def wait(self) -> None:
        """Until every run this process started (or resumed) has settled."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)

    async def aclose(self) -> None:
        """Closing: runs still going are cut off and stay started, to be resumed."""
        self._leaving = True
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # --- watching ------------------------------------------------------------------------
    def on_change(self, listener: RunListener) -> None:
        self._listeners.append(listener)

    def _announce(self, run: Run) -> None:
        item = RunItem.of(run)
        for listener in list(self._listeners):
            listener(item)

    async def _journal(self, run: Run, event: str) -> None:
        await journal(self.memory, run, event)


async def journal(memory: AsyncMemoryStore, run: Run, event: str) -> None:
    """Filed under the delegating turn: its tool call's fate, in its journal."""
    payload: dict[str, Any] = {"run_id": run.id, "agent": run.agent, "status": run.status}
    if run.message_id is not None:
        payload["message_id"] = run.message_id
    await memory.journal(run.parent_turn_id, event, payload, conversation_id=run.conversation_id)


async def settle(memory: AsyncMemoryStore, run: Run, result: DelegationResult) -> Run:
    """The run's one settlement, and its message posted (unless its conversation went)."""
    status: RunStatus = "failed"
    if result.status == "answered":
        status = "delivered"
    elif result.status == "cancelled":
        status = "cancelled"
    if status == "delivered":
        post = result.answer
    else:
        text = FAILED if status == "failed" else CANCELLED
        post = text.format(agent=run.agent, run_id=run.id, error=result.error)
    settled = await memory.settle_run(
        run.id, status, post=post, error=result.error or None, worker=result.worker_id
    )
    if settled.status != run.status:
        await journal(memory, settled, "run_did_settle")
    return settled


async def cancel_by_id(memory: AsyncMemoryStore, run_id: str) -> Run:
    """From any process: marks the run cancelled-on-sight for whoever runs it (it stops
    at its next call boundary); a run nobody runs any more settles ``cancelled`` now.
    A settled run stays as it is. ``NotFound`` for an unknown id."""
    run = await memory.request_cancel(run_id)
    if run.status == "started" and not owner_alive(run.owner):
        run = await settle(memory, run, _cancelled(run, BY_ID))
    return run


def _cancelled(run: Run, why: str) -> DelegationResult:
    return DelegationResult(
        agent=run.agent,
        chain=run.chain,
        status="cancelled",
        error=f"{MARKER}: run {run.id} stopped: {why}",
    )

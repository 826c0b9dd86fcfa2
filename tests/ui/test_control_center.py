"""The Control Center, a real widget opened from the window's menu: the month's spending
per worker against its budget, a schedule with its next run and last result (Run now),
a consent question while it waits and a background run as it settles — all updated
while work runs."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from app.config import BudgetLimit, BudgetSettings, Paths, Settings
from app.controller.consent import ConsentAnswer, ConsentDecision, ConsentRequest
from app.controller.turn import TurnRequest
from app.ui.control_center import ControlCenter
from app.ui.shell import Shell
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.ui.helpers import open_companion, wait_for

IBAN = "DE89 3704 0044 0532 0130 00"


class HeldConsent:
    """Answers only when the test says so, like a person who has not looked yet."""

    def __init__(self) -> None:
        self.answer: asyncio.Future[ConsentDecision] | None = None

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        self.answer = asyncio.get_running_loop().create_future()
        return await self.answer


async def _shell(qtbot: QtBot, home: Path, settings: Settings) -> Shell:
    """The whole shell, not started yet (a test may set its schedules' clock first)."""
    shell = Shell(await open_companion(home, settings), Paths(home=home))
    qtbot.addWidget(shell.window)
    qtbot.addWidget(shell.quick)
    return shell


def _settings(ollama: FakeOllama, openai: FakeOpenAI | None = None) -> Settings:
    local = {"id": "local", "kind": "ollama", "base_url": ollama.url}
    if openai is None:
        return Settings.model_validate({"workers": [local]})
    return Settings.model_validate(
        {
            "workers": [
                local,
                {
                    "id": "gpt",
                    "kind": "openai",
                    "model": "gpt-4o-mini",
                    "base_url": openai.base_url,
                    "privacy_class": "external_provider",
                    "price_in_per_mtok": 0.0,
                    "price_out_per_mtok": 10.0,
                    "currency": "EUR",
                    "max_retries": 0,
                },
            ],
            "budgets": BudgetSettings(workers={"gpt": BudgetLimit(monthly=2.0)}).model_dump(),
        }
    )


def _cells(table: QTableWidget) -> list[list[str]]:
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def test_the_control_center_shows_spending_schedules_and_open_questions_live(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    fake_openai: FakeOpenAI,
) -> None:
    fake_openai.api_key = None
    fake_openai.script_reply(["word "] * 400)  # 0.004 EUR
    fake_ollama.script_reply(["Done ", "locally."])

    async def scenario() -> None:
        shell = await _shell(qtbot, ares_home, _settings(fake_ollama, fake_openai))
        companion = shell.companion
        shell.start()
        made = await shell.schedules.add("Tidy my notes.", every=3600)
        paid = await companion.run_turn(TurnRequest(message="a story", worker_id="gpt"))
        assert paid.ok, paid.error

        shell.window.actions_["control_center"].trigger()
        view = shell.windows["control_center"]
        assert isinstance(view, ControlCenter) and view.isVisible()
        spending, schedules, pending = (
            view.tables[n] for n in ("spending", "schedules", "pending")
        )
        await wait_for(lambda: spending.rowCount() == 1 and schedules.rowCount() == 1)
        [gpt] = _cells(spending)
        assert gpt[:4] == ["gpt", "0.0040 EUR", "of 2 EUR a month · alert at 80 %", "ok"]
        [row] = _cells(schedules)
        assert row[0] == made.id and row[1] == "Tidy my notes." and row[2] == "every 1h"
        assert row[4] == "not run yet" and row[5] == "0"
        assert view.notes["pending"].isVisibleTo(view)  # "Nothing is waiting for your answer."

        schedules.selectRow(0)
        assert view.run_now.isEnabled()
        qtbot.mouseClick(view.run_now, Qt.MouseButton.LeftButton)
        await wait_for(lambda: _cells(schedules)[0][5] == "1")
        assert _cells(schedules)[0][4].startswith("finished at ")
        assert "ran; local answered" in view.status.text()

        held = HeldConsent()
        companion.set_consent(held)
        asking = asyncio.ensure_future(
            companion.run_turn(TurnRequest(message=f"Pay from IBAN {IBAN}", worker_id="gpt"))
        )
        await wait_for(lambda: pending.rowCount() == 1)
        [question] = _cells(pending)
        assert question[:3] == ["consent", "Your message", "send IBAN to gpt"]
        assert IBAN not in " ".join(question)  # kinds, never the value
        assert held.answer is not None
        held.answer.set_result(ConsentDecision(answer=ConsentAnswer.PSEUDONYMISE))
        assert (await asking).ok
        await wait_for(lambda: pending.rowCount() == 0)
        await wait_for(lambda: _cells(spending)[0][1] == "0.0080 EUR")  # live, no click

        runs = view.tables["runs"]
        assert runs.rowCount() == 0
        # A background run whose process is gone: cancelling it settles it at once.
        left = await companion.memory.add_run(
            agent="researcher",
            conversation_id=paid.conversation_id or "",
            parent_turn_id=paid.turn_id,
            depth=0,
            chain=["researcher"],
            task="Dig deeper.",
        )  # fmt: skip
        await wait_for(lambda: runs.rowCount() == 1)
        assert _cells(runs)[0][:3] == [left.id, "researcher", "started"]
        await companion.runs.cancel(left.id)
        await wait_for(lambda: _cells(runs)[0][2] == "cancelled")
        assert _cells(runs)[0][4]  # its finish time
        view.close()

    qloop.run_until_complete(scenario())


def test_a_schedule_fires_in_the_running_window_and_its_conversation_appears(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    from tests.controller.manual_clock import ManualClock

    fake_ollama.script_reply(["Backups ", "are fine."])

    async def scenario() -> None:
        shell = await _shell(qtbot, ares_home, _settings(fake_ollama))
        clock = ManualClock(1_800_000_000.0)
        shell.schedules.clock = clock  # the heartbeat's time, moved by the test
        announced: list[str] = []
        shell.notify = lambda title, text: bool(announced.append(text))  # type: ignore[method-assign]
        made = await shell.schedules.add("Check the backups.", every=1800)
        shell.start()
        await wait_for(lambda: clock.sleeping)
        assert shell.window.conversations.list.count() == 0
        clock.advance(1800)
        await wait_for(lambda: shell.window.conversations.list.count() == 1)
        assert announced == [f"Schedule {made.id} ran; local answered. Open ARES to read it."]
        [conversation] = await shell.companion.memory.conversations()
        texts = [m.text for m in await shell.companion.memory.messages(conversation.id)]
        assert texts == ["Check the backups.", "Backups are fine."]

    qloop.run_until_complete(scenario())


def test_a_budgets_soft_alert_reaches_the_window_once_and_its_hard_limit_refuses(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_ollama: FakeOllama,
    fake_openai: FakeOpenAI,
) -> None:
    fake_openai.api_key = None
    fake_openai.script_reply(["word "] * 400)  # 0.004 EUR a turn

    async def scenario() -> None:
        budgets = BudgetSettings(workers={"gpt": BudgetLimit(monthly=0.01, soft=0.3)})
        settings = _settings(fake_ollama, fake_openai).model_copy(update={"budgets": budgets})
        shell = await _shell(qtbot, ares_home, settings)
        shown: list[tuple[str, str]] = []
        shell.notify = lambda title, text: bool(shown.append((title, text)))  # type: ignore[method-assign]
        shell.start()
        companion = shell.companion
        for text in ("one", "two", "three"):  # 40 %, 80 %, then 0.008 + 0.004 > 0.01
            outcome = await companion.run_turn(TurnRequest(message=text, worker_id="gpt"))
        assert shown == [
            (
                "ARES budget",
                "0.0040 EUR of the monthly budget for gpt (0.01 EUR) is spent (40 %); "
                "cloud requests stop at 0.01 EUR.",
            )
        ]
        assert outcome.reason == "refused"
        assert "the monthly budget for gpt (0.01 EUR) would be exceeded" in outcome.error
        view = shell.open_control_center()
        await wait_for(lambda: view.tables["spending"].rowCount() == 1)
        assert _cells(view.tables["spending"])[0][1:4] == [
            "0.0080 EUR", "of 0.01 EUR a month · alert at 30 %", "alert",
        ]  # fmt: skip
        view.close()

    qloop.run_until_complete(scenario())


def test_a_plan_and_its_steps_show_live_while_it_runs(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    from app.controller.plans import PlanRunner, load_plan

    fake_ollama.script_reply(["slow ", "answer"], delay=0.4)
    plan = {
        "goal": "Compare two notes",
        "max_parallel": 1,
        "steps": [
            {"id": "read", "objective": "Read the first note", "worker": "local"},
            {"id": "compare", "objective": "Compare", "worker": "local", "depends_on": ["read"]},
        ],
    }

    async def scenario() -> None:
        shell = await _shell(qtbot, ares_home, _settings(fake_ollama))
        shell.start()
        view = shell.open_control_center()
        table = view.tables["plans"]
        runner = PlanRunner(shell.companion)
        plan_id = await runner.start(runner.prepare(load_plan(plan)))
        running = asyncio.ensure_future(runner.run(plan_id))
        await wait_for(lambda: table.rowCount() == 3 and _cells(table)[1][1] == "running")
        assert _cells(table)[0][:2] == ["Compare two notes", "running (0/2 steps)"]
        assert _cells(table)[2][:2] == ["  └ compare", "pending"]
        assert (await running).status == "done"
        await wait_for(lambda: _cells(table)[0][1] == "done (2/2 steps)")
        rows = _cells(table)
        assert [r[1] for r in rows[1:]] == ["done", "done"]
        assert rows[1][2] == "local" and " – " in rows[1][3]  # worker, start – end
        view.close()

    qloop.run_until_complete(scenario())

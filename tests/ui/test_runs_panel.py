"""The window shows background work with a Cancel button, on real widgets: a run the
orchestrator starts appears, Cancel stops it, and its message appears in the
conversation on screen."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.events import TurnFinished
from app.ui.chat_window import MainWindow
from app.ui.runs_panel import RunsPanel
from tests.fakes.http_base import Step
from tests.fakes.ollama_server import FakeOllama
from tests.helpers import TEST_PASSPHRASE
from tests.ui.helpers import OPEN, close_window, ollama_settings, type_and_send, wait_for

AGENTS = """\
[models.local]
worker = "local"

[agents.orchestrator]
model = "local"
delegates_to = [{agent = "researcher", detached = true}]

[models.other]
worker = "other"

[agents.researcher]
model = "other"
tools = ["calculate"]
"""


def test_background_work_shows_with_a_cancel_button_that_stops_it(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    (ares_home / "agents.toml").write_text(AGENTS, encoding="utf-8")
    fake_ollama.script_steps(
        Step(tool_calls=[("start_researcher", {"task": "Count slowly."})]),
        Step(chunks=["Started."]),
    )
    other = FakeOllama().start()  # the researcher's own worker, slow
    other.script_reply(["counting"], delay=0.4)
    other.script_steps(Step(chunks=["counting"], tool_calls=[("calculate", {"expression": "1+1"})]))
    settings = ollama_settings(fake_ollama.url, model="llama3.2:3b")
    second = settings.workers[0].model_copy(update={"id": "other", "base_url": other.url})
    settings = settings.model_copy(update={"workers": [*settings.workers, second]})

    async def scenario() -> None:
        companion = await Companion.open(
            settings,
            ares_home / "ares.db",
            FixedConsent(ConsentAnswer.PSEUDONYMISE),
            passphrase=TEST_PASSPHRASE,
            agents_file=ares_home / "agents.toml",
        )
        OPEN.append(companion)
        window = MainWindow(companion)
        qtbot.addWidget(window)
        window.show()
        [panel] = window.findChildren(RunsPanel)
        assert not panel.isVisible()
        picker = window.agent_picker
        picker.setCurrentIndex(picker.findText("orchestrator"))
        event = await type_and_send(qtbot, window, "Count for me.")
        assert isinstance(event, TurnFinished)
        await wait_for(panel.isVisible)
        [run_id] = list(panel.rows)
        assert panel.buttons[run_id].text() == "Cancel"
        qtbot.mouseClick(panel.buttons[run_id], Qt.MouseButton.LeftButton)
        await wait_for(lambda: not panel.isVisible())
        run = await companion.memory.run(run_id)
        assert run.status == "cancelled"
        assert len(other.requests_to("/api/chat")) == 1  # stopped before the tool ran
        await wait_for(lambda: "was cancelled" in window.view.toPlainText())
        await close_window(window)

    try:
        qloop.run_until_complete(scenario())
    finally:
        other.stop()

"""Settings → Models and the first run's pull, on real widgets against the fake Ollama
(its /api/tags, /api/show, streamed /api/pull and /api/delete, as Ollama publishes them),
driven by the ollama client ARES uses."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.config import Paths
from app.controller.views.model_rows import OllamaModels
from app.ui.models_page import ModelsPage
from app.ui.preferences import Preferences
from app.ui.settings_dialog import SettingsDialog
from tests.fakes.ollama_server import FakeOllama
from tests.ui.helpers import close_companion, ollama_settings, open_companion, wait_for


def _cells(page: ModelsPage) -> list[list[str]]:
    table = page.table
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def _page(qtbot: QtBot, server: FakeOllama) -> ModelsPage:
    page = ModelsPage(OllamaModels(server.url, worker_id="local"))
    qtbot.addWidget(page)
    page.show()
    return page


def test_the_models_are_listed_with_size_quantisation_and_context(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        page = _page(qtbot, fake_ollama)
        await page.refresh()
        assert _cells(page) == [["llama3.2:3b", "2.0 GB", "3.2B", "Q4_K_M", "131,072 tokens"]]
        assert page.note.text() == ""
        await page.aclose()

    qloop.run_until_complete(scenario())


def test_a_pull_shows_its_progress_and_cancel_stops_it(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, fake_ollama: FakeOllama
) -> None:
    fake_ollama.pull_gate = threading.Event()  # the pull waits after its first layer line

    async def scenario() -> None:
        page = _page(qtbot, fake_ollama)
        panel = page.panel
        panel.name.setText("llama3.2:1b")
        panel.pull_button.click()
        await wait_for(lambda: panel.bar.value() in (249, 250))  # 1 of 4 steps of the layer
        assert panel.cancel_button.isVisible() and not panel.pull_button.isEnabled()
        assert panel.status.text().startswith("pulling ") and "of 1.3 GB" in panel.status.text()
        panel.cancel_button.click()
        await wait_for(lambda: not panel.busy)
        assert panel.status.text() == "Cancelled: llama3.2:1b was not pulled."
        assert panel.pull_button.isEnabled() and not panel.bar.isVisible()
        fake_ollama.pull_gate.set()  # the fake goes on: its client is gone
        await page.refresh()
        assert [row[0] for row in _cells(page)] == ["llama3.2:3b"]
        [pull] = fake_ollama.requests_to("/api/pull")
        assert pull.json() == {"model": "llama3.2:1b", "insecure": False, "stream": True}
        await page.aclose()

    qloop.run_until_complete(scenario())


def test_a_pull_by_name_ends_with_the_model_listed_and_a_bad_name_is_explained(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        page = _page(qtbot, fake_ollama)
        changed: list[bool] = []
        page.changed.connect(lambda: changed.append(True))
        panel = page.panel
        panel.name.setText("nope:1b")
        panel.pull_button.click()
        await wait_for(lambda: panel.task is not None and panel.task.done())
        assert panel.status.text().startswith("Could not pull nope:1b: Ollama has no model")
        panel.name.setText("llama3.2:1b")
        panel.pull_button.click()
        await wait_for(lambda: changed == [True])
        assert panel.status.text() == "llama3.2:1b is ready."
        assert [row[0] for row in _cells(page)] == ["llama3.2:3b", "llama3.2:1b"]
        await page.aclose()

    qloop.run_until_complete(scenario())


def _box() -> QMessageBox | None:
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
    return next((b for b in boxes if b.isVisible()), None)


def test_delete_asks_first_then_removes_the_model(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, fake_ollama: FakeOllama
) -> None:
    fake_ollama.models = ["llama3.2:3b", "qwen2.5:1.5b"]

    async def scenario() -> None:
        page = _page(qtbot, fake_ollama)
        await page.refresh()
        page.table.selectRow(1)
        asking = asyncio.ensure_future(page.delete_selected())
        await wait_for(lambda: _box() is not None)
        box = _box()
        assert box is not None and "Delete qwen2.5:1.5b from Ollama?" in box.text()
        box.defaultButton().click()  # Cancel is the default: nothing is deleted
        assert await asking is False and fake_ollama.requests_to("/api/delete") == []
        asking = asyncio.ensure_future(page.delete_selected())
        await wait_for(lambda: _box() is not None)
        delete = next(b for b in _box().buttons() if b.text() == "Delete")  # type: ignore[union-attr]
        delete.click()
        assert await asking is True
        assert fake_ollama.models == ["llama3.2:3b"]
        assert [row[0] for row in _cells(page)] == ["llama3.2:3b"]
        await page.aclose()

    qloop.run_until_complete(scenario())


def test_with_no_model_installed_a_small_one_is_proposed(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, fake_ollama: FakeOllama
) -> None:
    fake_ollama.models = []

    async def scenario() -> None:
        page = _page(qtbot, fake_ollama)
        await page.refresh()
        assert "llama3.2:1b is small" in page.note.text()
        assert page.panel.name.text() == "llama3.2:1b"
        page.panel.pull_button.click()
        await wait_for(lambda: page.rows and page.rows[0].name == "llama3.2:1b")
        await page.aclose()

    qloop.run_until_complete(scenario())


def test_settings_has_a_models_tab_that_asks_ollama_when_opened(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    async def scenario() -> None:
        companion = await open_companion(ares_home, ollama_settings(fake_ollama.url))
        dialog = SettingsDialog(companion, Paths(home=ares_home), Preferences(), None)
        qtbot.addWidget(dialog)
        dialog.open()
        assert fake_ollama.requests_to("/api/tags") == []  # not asked before it is shown
        tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
        dialog.tabs.setCurrentIndex(tabs.index("&Models"))
        await wait_for(lambda: dialog.models_page.table.rowCount() == 1)
        assert dialog.models_page.table.item(0, 0).text() == "llama3.2:3b"
        dialog.reject()
        await close_companion(companion)

    qloop.run_until_complete(scenario())

"""The README's screenshots, from the real widgets offscreen at 1280×800: the welcome
and a conversation (code, a privacy badge, a pinned and titled list), light and dark.

Written to ``tests/artifacts/screenshots/``; ``make screenshots`` sets
``ARES_SCREENSHOTS`` to ``docs/screenshots`` to refresh the committed ones.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.ui.preferences import Preferences, save_preferences
from app.ui.theme import apply_theme
from tests.fakes.ollama_server import FakeOllama
from tests.ui.helpers import close_window, ollama_settings, open_shell, type_and_send, wait_for

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 800)
ANSWER = [
    "A `with` block closes the file even when reading fails, so use it for anything you ",
    "open. Here is the whole pattern:\n\n",
    "```python\nimport json\nfrom pathlib import Path\n\n\n",
    "def load(path: Path) -> dict:\n",
    '    """Reads a JSON file and returns its object."""\n',
    '    with path.open(encoding="utf-8") as f:\n        return json.load(f)\n```\n\n',
    "Three things to check:\n\n",
    "1. the file is **UTF-8** (say so, do not rely on the default);\n",
    "2. the top level is an object, not a list;\n",
    "3. errors name the file, so they can be found.\n",
]


def target() -> Path:
    chosen = os.environ.get("ARES_SCREENSHOTS")
    folder = ROOT / chosen if chosen else ROOT / "tests" / "artifacts" / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


async def shoot(widget: QWidget, name: str) -> Path:
    await asyncio.sleep(0.1)  # a layout and paint pass (never processEvents in a coroutine)
    path = target() / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


def test_screenshots_of_the_main_states_light_and_dark(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    async def scenario() -> list[Path]:
        # Offscreen there is no tray; its notice is true here, but not on a desktop.
        save_preferences(ares_home, Preferences(no_tray_notice_shown=True))
        shell = await open_shell(qtbot, ares_home, ollama_settings(fake_ollama.url))
        window = shell.window
        window.resize(*SIZE)
        shots = []
        for mode in ("light", "dark"):
            apply_theme(app, mode)
            window.view.rerender()
            await wait_for(lambda: "Local model ready" in window.view.toPlainText())
            shots.append(await shoot(window, f"welcome-{mode}"))
        apply_theme(app, "light")
        window.view.rerender()
        for question, answer in (
            ("Plan a weekend in Porto", ["Porto in spring"]),
            ("Which boiler service interval is usual?", ["Boiler service interval"]),
            ("How do I read a JSON file safely in Python?", ANSWER),
        ):
            window.new_conversation()
            fake_ollama.script_reply(answer)
            await type_and_send(qtbot, window, question)
            await window.titling  # the local model names it (the fake says the answer)
        listing = window.conversations
        await window.companion.records.rename_conversation(
            window.conversation_id or "", "Reading JSON files safely"
        )
        listing.toggle_pin(window.conversation_id)
        await wait_for(lambda: listing.list.item(0).text() == "Reading JSON files safely")
        for mode in ("light", "dark"):
            apply_theme(app, mode)
            window.view.rerender()
            window.view.verticalScrollBar().setValue(0)
            shots.append(await shoot(window, f"conversation-{mode}"))
        apply_theme(app, "light")
        await close_window(window)
        return shots

    shots = qloop.run_until_complete(scenario())
    for path in shots:
        image = QImage(str(path))
        assert (image.width(), image.height()) == SIZE, path
    light, dark = (QImage(str(p)) for p in shots[2:])
    # Dark is dark: the page behind the cards is darker than in light.
    corner = (SIZE[0] - 40, SIZE[1] // 2)
    assert dark.pixelColor(*corner).lightness() < light.pixelColor(*corner).lightness()

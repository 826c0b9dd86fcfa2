"""Screenshots for people to look at (tests/artifacts/, git-ignored): the main window in
light and dark, the privacy dialog, settings, the consent dialog, the quick prompt and
the ledger view."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.config import Paths
from app.controller.consent import ConsentItem, ConsentRequest
from app.ui.consent_dialog import ConsentDialog
from app.ui.ledger_view import LedgerView
from app.ui.shell import Shell
from app.ui.theme import apply_theme
from tests.fakes.ollama_server import FakeOllama
from tests.ui.helpers import close_window, ollama_settings, open_companion, type_and_send, wait_for

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
ANSWER = [
    "Here is a small helper. It keeps **your data local** and uses the ",
    "[standard library](https://docs.python.org/3/).\n\n",
    "```python\nimport json\n\n\ndef load(path: str) -> dict:\n",
    '    """Reads a JSON file."""\n    with open(path) as f:\n        return json.load(f)\n```\n\n',
    "- no network\n- no extra packages\n",
]
IBAN = "DE89 3704 0044 0532 0130 00"


async def shoot(widget: QWidget, name: str) -> Path:
    """Saves the widget after a moment for layout (never processEvents() inside a
    coroutine: qasync would run other tasks re-entrantly)."""
    ARTIFACTS.mkdir(exist_ok=True)
    await asyncio.sleep(0.05)
    path = ARTIFACTS / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


def test_screenshots(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_ollama: FakeOllama
) -> None:
    fake_ollama.script_reply(ANSWER)
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    async def scenario() -> list[Path]:
        companion = await open_companion(ares_home, ollama_settings(fake_ollama.url))
        shell = Shell(companion, Paths(home=ares_home))
        qtbot.addWidget(shell.window)
        qtbot.addWidget(shell.quick)
        shell.window.auto_title = False  # the ledger shot counts the turns' rows
        shell.start()
        window = shell.window
        window.resize(1100, 720)
        await type_and_send(qtbot, window, "Write a function that loads a JSON file")
        window.composer.clear()
        await type_and_send(qtbot, window, "Email it to jane.doe@example.com")
        await wait_for(lambda: window.conversations.list.count() == 1)
        shots = [await shoot(window, "main-window-light")]
        privacy = window.show_privacy(window.view.badges()[-1])
        await wait_for(lambda: privacy.payload.toPlainText() != "Loading…")
        shots.append(await shoot(privacy, "privacy-dialog"))
        privacy.close()
        settings = shell.open_settings()
        shots.append(await shoot(settings, "settings-dialog"))
        settings.reject()
        apply_theme(app, "dark")
        window.view.rerender()
        shots.append(await shoot(window, "main-window-dark"))
        apply_theme(app, "light")
        window.view.rerender()
        message = f"Please pay the invoice from my account {IBAN} before Friday."
        start = message.index(IBAN)
        consent = ConsentDialog(
            ConsentRequest(
                worker_id="gpt",
                privacy_class="approved_provider",
                message=message,
                items=[
                    ConsentItem(
                        kind="IBAN", sensitivity="sensitive", start=start,
                        end=start + len(IBAN), text=IBAN,
                    )
                ],
            )
        )  # fmt: skip
        qtbot.addWidget(consent)
        consent.show()
        shots.append(await shoot(consent, "consent-dialog"))
        consent.reject()
        fake_ollama.script_reply(["Lisbon", " is the capital of Portugal."])
        shell.quick.pop_up()
        answered: asyncio.Future[object] = asyncio.get_running_loop().create_future()
        shell.quick.answered.connect(lambda e: answered.done() or answered.set_result(e))
        shell.quick.input.setText("Capital of Portugal?")
        shell.quick.input.returnPressed.emit()
        await asyncio.wait_for(answered, 10)
        shots.append(await shoot(shell.quick, "quick-prompt"))
        shell.quick.hide()
        ledger = shell.open_view("ledger")
        assert isinstance(ledger, LedgerView)
        await wait_for(lambda: ledger.model.rowCount() == 3)
        ledger.table.selectRow(0)
        await ledger.show_payload()
        shots.append(await shoot(ledger, "ledger-view"))
        ledger.close()
        await close_window(window)
        return shots

    shots = qloop.run_until_complete(scenario())
    assert all(p.stat().st_size > 10_000 for p in shots), shots

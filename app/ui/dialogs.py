"""Dialogs awaited from coroutines: opened with ``open()``, never ``exec()`` (which
would nest an event loop inside qasync's and break it)."""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QDialog, QInputDialog, QLineEdit, QMessageBox, QWidget


async def await_dialog(dialog: QDialog) -> int:
    done: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    dialog.finished.connect(lambda result: done.done() or done.set_result(int(result)))
    dialog.open()
    return await done


async def ask_passphrase(parent: QWidget | None, reason: str) -> str | None:
    dialog = QInputDialog(parent)
    dialog.setWindowTitle("ARES — unlock memory")
    dialog.setLabelText(reason + "\n\nPassphrase:")
    dialog.setTextEchoMode(QLineEdit.EchoMode.Password)
    accepted = await await_dialog(dialog) == QDialog.DialogCode.Accepted
    return dialog.textValue() if accepted else None


async def show_error(parent: QWidget | None, title: str, text: str) -> None:
    box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, parent)
    await await_dialog(box)

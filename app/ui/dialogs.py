"""Dialogs awaited from coroutines: opened with ``open()``, never ``exec()`` (which
would nest an event loop inside qasync's and break it)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)


async def await_dialog(dialog: QDialog) -> int:
    done: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    def finish(result: int) -> None:
        if not done.done():
            done.set_result(int(result))

    dialog.finished.connect(finish)
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


async def confirm(parent: QWidget | None, title: str, text: str, yes: str) -> bool:
    """A yes/no question; the default is "no", so Enter never destroys anything."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton)
    box.setParent(parent, box.windowFlags())
    accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
    await await_dialog(box)
    return box.clickedButton() is accept


async def choose_save_path(
    parent: QWidget | None, title: str, suffix: str, name: str = ""
) -> Path | None:
    """Asks where to save, starting in the person's documents folder with ``name``
    (made safe for a file name) already typed, as other desktop programs do."""
    dialog = QFileDialog(parent, title, str(documents_folder()))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix(suffix)
    dialog.setNameFilter(f"{suffix.upper()} files (*.{suffix})")
    # Qt's own dialog: a native one cannot be opened with open() and awaited everywhere.
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    if name:
        dialog.selectFile(f"{file_stem(name)}.{suffix}")
    if await await_dialog(dialog) != QDialog.DialogCode.Accepted:
        return None
    files = dialog.selectedFiles()
    return Path(files[0]) if files else None


def documents_folder() -> Path:
    """The person's documents folder (never the folder ARES happened to start in)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def file_stem(title: str) -> str:
    """A title as a file name: no path separators or control characters, not too long."""
    cleaned = "".join(" " if c in '/\\:*?"<>|' or ord(c) < 32 else c for c in title)
    return " ".join(cleaned.split())[:80].strip(" .") or "export"

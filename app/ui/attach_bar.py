"""Files waiting to go with the next message: the Attach button (a paperclip) beside the
input box, files dropped on the window or the input box, and a removable chip for each
above the input until the message is sent.

A file is read (off the GUI thread) as it is added, so a refusal — a binary file, a PDF
without text or with a password, one too big — is said at once, in the person's words,
and nothing typed is touched. Keyboard: Ctrl+Shift+A attaches, Tab reaches each chip,
Delete, Backspace or Space on a chip removes it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QDropEvent, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.controller.files import AttachmentIn, FileRefused, read_file
from app.ui.dialogs import await_dialog, documents_folder
from app.ui.icons import paperclip_icon
from app.ui.tasks import spawn
from app.ui.theme import colors

MAX_FILES = 10  # per message
ASK_WHAT = "Write what to do with the attached file, then press Enter."
NAME_FILTER = (
    "Text, Markdown, code and PDF (*.txt *.md *.markdown *.pdf *.py *.js *.ts *.json "
    "*.toml *.yaml *.yml *.csv *.html *.css *.c *.h *.cpp *.rs *.go *.java *.sh *.sql "
    "*.log *.rst *.tex);;All files (*)"
)
_DRAGS = (QEvent.Type.DragEnter, QEvent.Type.DragMove)


def files_note(names: Iterable[str]) -> str:
    """What a message card's header says of the files that went with it."""
    listed = ", ".join(names)
    return f"with {listed}" if listed else ""


def _size(count: int) -> str:
    for unit, scale in (("MB", 1_000_000), ("kB", 1_000)):
        if count >= scale:
            return f"{count / scale:.1f} {unit}"
    return f"{count} bytes"


class FileChip(QToolButton):
    """One attached file: its name and a ×; clicking it (or Delete) removes it."""

    removed = Signal(object)  # the chip

    def __init__(self, file: AttachmentIn, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.file = file
        pages = f", {file.pages} pages" if file.pages else ""
        self.setText(f"{file.name}  ×")
        self.setToolTip(f"{file.name} ({_size(file.size_bytes)}{pages}) — click to remove")
        self.setAccessibleName(f"Attached file {file.name}; press Delete to remove it")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoRaise(False)
        self.clicked.connect(lambda: self.removed.emit(self))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.removed.emit(self)
            return
        super().keyPressEvent(event)


class AttachBar(QWidget):
    told = Signal(str)  # a sentence for the status line
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.button = QToolButton()
        self.button.setIcon(paperclip_icon())
        self.button.setText("Attach")
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setToolTip("Attach a text, Markdown, code or PDF file (Ctrl+Shift+A)")
        self.button.setAccessibleName("Attach a file")
        self.button.clicked.connect(lambda: spawn(self.choose()))
        self.chips: list[FileChip] = []
        self.row = QHBoxLayout()
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addStretch(1)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(f"color: {colors().warn}")
        self.notice.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.row)
        layout.addWidget(self.notice)
        self.dialog: QFileDialog | None = None  # the one open, for tests
        self.hide()

    @property
    def files(self) -> list[AttachmentIn]:
        return [chip.file for chip in self.chips]

    async def choose(self) -> list[str]:
        """The file dialog (Qt's own: awaited, never exec'd); refusals, as ``add_paths``."""
        dialog = QFileDialog(self.window(), "ARES — attach files", str(documents_folder()))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.setNameFilter(NAME_FILTER)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        self.dialog = dialog
        try:
            if await await_dialog(dialog) != QDialog.DialogCode.Accepted:
                return []
            chosen = [Path(p) for p in dialog.selectedFiles()]
        finally:
            self.dialog = None
            dialog.deleteLater()
        return await self.add_paths(chosen)

    async def add_paths(self, paths: Iterable[Path]) -> list[str]:
        """Reads each file and shows a chip for it; returns what was refused, each said in
        the notice under the chips and on the status line."""
        refused: list[str] = []
        for path in paths:
            if len(self.chips) >= MAX_FILES:
                refused.append(
                    f"{path.name} was not attached: at most {MAX_FILES} files go with one message."
                )
                continue
            try:
                file = await asyncio.to_thread(read_file, path)
            except FileRefused as exc:
                refused.append(str(exc))
                continue
            self._add_chip(file)
        self._say(refused)
        return refused

    def take(self) -> list[AttachmentIn]:
        """The files, for the message being sent; the chips go."""
        files = self.files
        for chip in list(self.chips):
            self._remove(chip, quiet=True)
        self._say([])
        return files

    def put_back(self, files: Iterable[AttachmentIn]) -> None:
        """The files of a message that was not sent, back as they were."""
        for file in files:
            self._add_chip(file)

    def _add_chip(self, file: AttachmentIn) -> None:
        chip = FileChip(file, self)
        chip.removed.connect(self._remove)
        self.row.insertWidget(len(self.chips), chip)
        self.chips.append(chip)
        self.show()
        self.changed.emit()

    def _remove(self, chip: FileChip, quiet: bool = False) -> None:
        if chip not in self.chips:
            return
        index = self.chips.index(chip)
        self.chips.remove(chip)
        self.row.removeWidget(chip)
        chip.deleteLater()
        if not quiet:
            self.told.emit(f"{chip.file.name} will not be sent.")
            if self.chips:  # the focus stays in the row, on the chip that took its place
                self.chips[min(index, len(self.chips) - 1)].setFocus()
        self.setVisible(bool(self.chips) or not self.notice.isHidden())
        self.changed.emit()

    def _say(self, refused: list[str]) -> None:
        self.notice.setText("\n".join(refused))
        self.notice.setVisible(bool(refused))
        self.setVisible(bool(self.chips) or bool(refused))
        if refused:
            self.told.emit(refused[-1])
        elif self.chips:
            names = ", ".join(c.file.name for c in self.chips)
            self.told.emit(f"Attached {names}: it goes with your next message.")

    # --- drag and drop ---------------------------------------------------------------
    def accept_drops_on(self, *widgets: QWidget) -> None:
        """Files dropped on any of ``widgets`` are attached (text dropped is left alone)."""
        for widget in widgets:
            widget.setAcceptDrops(True)
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _DRAGS and isinstance(event, QDropEvent):  # a drag-move event is one too
            if _local_files(event):
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            paths = _local_files(event)
            if paths:
                event.acceptProposedAction()
                spawn(self.add_paths(paths))
                return True
        return super().eventFilter(watched, event)


def _local_files(event: QDropEvent) -> list[Path]:
    mime = event.mimeData()
    if not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]

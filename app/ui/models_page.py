"""Settings → Models: the Ollama server's models (size, parameters, quantisation,
context length), pulling one by name with a progress bar and Cancel, deleting one.

Self-contained: it talks to the configured Ollama worker's server through the
controller's ``OllamaModels`` and needs nothing else of the window. ``PullPanel`` (the
name, the bar, Pull and Cancel) is also what the first run shows when no model is
installed, with a small model proposed.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.controller.views.model_rows import (
    SUGGESTED,
    ModelRow,
    OllamaModels,
    row,
    words,
)
from app.ui.dialogs import confirm
from app.ui.tasks import spawn

COLUMNS = ("Model", "Size", "Parameters", "Quantisation", "Context")
NO_OLLAMA = "No Ollama worker is configured: add one under Workers to manage its models."


class PullPanel(QWidget):
    """A model name, Pull, a progress bar and Cancel. ``pulled`` says which model
    arrived; a cancelled or failed pull says so and leaves nothing half-listed."""

    pulled = Signal(str)

    def __init__(self, models: OllamaModels | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.models = models
        self.name = QLineEdit()
        self.name.setPlaceholderText(f"a model name, e.g. {SUGGESTED[0]}")
        self.pull_button = QPushButton("&Pull")
        self.cancel_button = QPushButton("Ca&ncel")
        self.cancel_button.hide()
        for button in (self.pull_button, self.cancel_button):
            button.setAutoDefault(False)  # Enter in a dialog keeps its own default button
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.hide()
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.task: asyncio.Task[None] | None = None
        self.pull_button.clicked.connect(self.start)
        self.name.returnPressed.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        line = QHBoxLayout()
        line.addWidget(self.name, 1)
        line.addWidget(self.pull_button)
        line.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(line)
        layout.addWidget(self.bar)
        layout.addWidget(self.status)

    @property
    def busy(self) -> bool:
        return self.task is not None and not self.task.done()

    def start(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.status.setText("Type the name of a model to pull, e.g. " + SUGGESTED[0] + ".")
            return
        if self.models is None:
            self.status.setText(NO_OLLAMA)
            return
        if not self.busy:
            self.task = spawn(self.pull(name))

    def cancel(self) -> None:
        if self.task is not None:
            self.task.cancel()

    async def pull(self, name: str) -> None:
        assert self.models is not None
        self._running(True)
        self.status.setText(f"Asking Ollama for {name}…")
        try:
            async for progress in self.models.pull(name):
                fraction = progress.fraction
                if fraction is None:
                    self.bar.setRange(0, 0)  # busy: no byte counts in this step
                else:
                    self.bar.setRange(0, 1000)
                    self.bar.setValue(int(fraction * 1000))
                self.status.setText(words(progress))
            self.status.setText(f"{name} is ready.")
            self.pulled.emit(name)
        except asyncio.CancelledError:
            self.status.setText(f"Cancelled: {name} was not pulled.")
            raise
        except Exception as exc:  # a worker error says what to do; the page stays usable
            self.status.setText(f"Could not pull {name}: {exc}")
        finally:
            self._running(False)

    async def aclose(self) -> None:
        self.cancel()
        if self.models is not None:
            await self.models.aclose()

    def _running(self, on: bool) -> None:
        self.bar.setVisible(on)
        self.cancel_button.setVisible(on)
        self.pull_button.setEnabled(not on)
        self.name.setEnabled(not on)


class ModelsPage(QWidget):
    """The Models tab of Settings."""

    changed = Signal()  # a model arrived or went: the worker pickers may list it

    def __init__(self, models: OllamaModels | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.models = models
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.refresh_button = QPushButton("&Refresh")
        self.delete_button = QPushButton("&Delete…")
        self.panel = PullPanel(models)
        self.rows: list[ModelRow] = []
        self.asked = False  # Ollama is asked when the page is first shown, not before
        self.refresh_button.clicked.connect(lambda: spawn(self.refresh()))
        self.delete_button.clicked.connect(lambda: spawn(self.delete_selected()))
        self.panel.pulled.connect(lambda _name: spawn(self.refresh(changed=True)))
        actions = QHBoxLayout()
        actions.addWidget(self.refresh_button)
        actions.addWidget(self.delete_button)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(actions)
        layout.addWidget(self.note)
        layout.addWidget(QLabel("<b>Get a model</b>"))
        layout.addWidget(self.panel)

    async def refresh(self, *, changed: bool = False) -> list[ModelRow]:
        if self.models is None:
            self.note.setText(NO_OLLAMA)
            return []
        self.asked = True
        self.note.setText("Asking Ollama…")
        try:
            self.rows = [row(m) for m in await self.models.installed()]
        except Exception as exc:
            self.note.setText(str(exc))
            return []
        self.table.setRowCount(len(self.rows))
        for r, shown in enumerate(self.rows):
            cells = (shown.name, shown.size, shown.parameters, shown.quantization, shown.context)
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        if self.rows:
            self.note.setText("")
        else:
            self.note.setText(
                f"No model is installed yet. {SUGGESTED[0]} is small (about 1.3 GB) and "
                "runs on most laptops: press Pull to get it."
            )
            if not self.panel.name.text():
                self.panel.name.setText(SUGGESTED[0])
        if changed:
            self.changed.emit()
        return self.rows

    def selected(self) -> str | None:
        index = self.table.currentRow()
        return self.rows[index].name if 0 <= index < len(self.rows) else None

    async def delete_selected(self) -> bool:
        name = self.selected()
        if name is None or self.models is None:
            self.note.setText("Select a model to delete.")
            return False
        question = f"Delete {name} from Ollama? Pulling it again downloads it again."
        if not await confirm(self, "ARES — delete a model", question, "Delete"):
            return False
        try:
            await self.models.delete(name)
        except Exception as exc:
            self.note.setText(f"Could not delete {name}: {exc}")
            return False
        await self.refresh(changed=True)
        return True

    async def aclose(self) -> None:
        await self.panel.aclose()  # the panel shares this page's client

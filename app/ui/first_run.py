"""First run: is there a local model (Ollama and its models), how is memory protected
(OS keyring or a passphrase), and what to do when there is no local model."""

from __future__ import annotations

import html

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.controller.companion import Companion
from app.controller.views.model_rows import SUGGESTED, models_for
from app.controller.views.worker_status import Availability
from app.ui.dialogs import await_dialog
from app.ui.models_page import PullPanel
from app.ui.tasks import spawn

INSTALL_HINT = (
    "Install Ollama from <b>https://ollama.com/download</b>, then run "
    "<code>ollama pull llama3.2</code> in a terminal and press <i>Check again</i>. "
    "Or add a cloud worker: answers then come from a provider, and what leaves this "
    "device is shown in the ledger."
)
MIN_PASSPHRASE = 8
NO_MODEL_YET = (
    f"Ollama is running but has no model yet. {SUGGESTED[0]} is small (about 1.3 GB) and "
    "runs on most laptops: press <i>Pull</i> to get it here, or type another name."
)


def describe_local(url: str, status: Availability | None) -> str:
    if status is None:
        return "No local worker is configured. " + INSTALL_HINT
    if status.available and status.models:
        names = ", ".join(html.escape(m) for m in status.models[:6])
        return (
            f"Ollama is running at {html.escape(url)} with: {names}. Answers stay on this device."
        )
    if status.available:
        return NO_MODEL_YET
    return f"No local model found ({html.escape(status.reason)}). " + INSTALL_HINT


class FirstRunDialog(QDialog):
    add_cloud_worker = Signal()
    models_requested = Signal()  # "Get a model…": Settings → Models (pull one by name)

    def __init__(self, companion: Companion, protection: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.companion = companion
        self.setWindowTitle("Welcome to ARES")
        self.resize(560, 360)
        self.local = QLabel("Looking for a local model…")
        self.local.setWordWrap(True)
        # Shown when Ollama runs without any model: a small one proposed, pulled here.
        self.pull = PullPanel(models_for(companion.settings))
        self.pull.hide()
        self.pull.pulled.connect(lambda _name: spawn(self.detect()))
        self.finished.connect(lambda _result: spawn(self.pull.aclose()))
        self.memory = QLabel(protection)
        self.memory.setWordWrap(True)
        self.check_button = QPushButton("Check &again")
        self.cloud_button = QPushButton("Add a &cloud worker…")
        self.model_button = QPushButton("Get a &model…")
        self.model_button.hide()  # until detection finds no local model
        buttons = QDialogButtonBox()
        buttons.addButton(self.model_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.check_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.cloud_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.start_button = buttons.addButton("&Start", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        self.check_button.clicked.connect(lambda: spawn(self.detect()))
        self.cloud_button.clicked.connect(self._cloud)
        self.model_button.clicked.connect(self._models)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<h3>ARES keeps your data on this device first.</h3>"))
        layout.addWidget(QLabel("<b>Local model</b>"))
        layout.addWidget(self.local)
        layout.addWidget(self.pull)
        layout.addWidget(QLabel("<b>Memory</b>"))
        layout.addWidget(self.memory)
        layout.addStretch(1)
        layout.addWidget(buttons)
        # Enter means Start (the pull panel's widgets come first in the focus chain).
        self.start_button.setFocus()

    async def detect(self) -> Availability | None:
        spec = next(
            (s for s in self.companion.settings.workers if s.kind == "ollama"),
            None,
        )
        self.local.setText("Looking for a local model…")
        status = await self.companion.availability(spec.id) if spec else None
        self.local.setText(describe_local(spec.base_url or "" if spec else "", status))
        ready = status is not None and status.available and bool(status.models)
        self.model_button.setVisible(not ready)
        empty = status is not None and not status.models and await self._runs_empty()
        if empty:
            self.local.setText(NO_MODEL_YET)
        if empty and not self.pull.name.text():
            self.pull.name.setText(SUGGESTED[0])
        self.pull.setVisible(empty or self.pull.busy)
        return status

    async def _runs_empty(self) -> bool:
        """Ollama answers and holds no model (its availability then reads "down")."""
        if self.pull.models is None:
            return False
        try:
            return not await self.pull.models.installed()
        except Exception:
            return False  # not reachable: the install hint stands

    def _cloud(self) -> None:
        self.accept()
        self.add_cloud_worker.emit()

    def _models(self) -> None:
        self.accept()
        self.models_requested.emit()


class NewPassphraseDialog(QDialog):
    """A passphrase for memory where no OS keyring works, typed twice."""

    def __init__(self, reason: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("ARES — protect your memory")
        self.first, self.second = QLineEdit(), QLineEdit()
        for field in (self.first, self.second):
            field.setEchoMode(QLineEdit.EchoMode.Password)
        self.problem = QLabel("")
        intro = QLabel(
            f"{html.escape(reason)}<br><br>Choose a passphrase of at least {MIN_PASSPHRASE} "
            "characters. Without it your memory cannot be opened: keep it safe."
        )
        intro.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(intro)
        form.addRow("Passphrase", self.first)
        form.addRow("Again", self.second)
        form.addRow(self.problem)
        form.addRow(buttons)

    def _check(self) -> None:
        if len(self.first.text()) < MIN_PASSPHRASE:
            self.problem.setText(f"At least {MIN_PASSPHRASE} characters, please.")
        elif self.first.text() != self.second.text():
            self.problem.setText("The two passphrases differ.")
        else:
            self.accept()


async def ask_new_passphrase(reason: str) -> str | None:
    dialog = NewPassphraseDialog(reason)
    accepted = await await_dialog(dialog) == QDialog.DialogCode.Accepted
    return dialog.first.text() if accepted else None

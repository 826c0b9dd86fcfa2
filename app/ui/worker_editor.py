"""The workers page of the settings: add, edit, remove, test a connection, and an API
key field that writes to the OS keyring and never shows what is stored there."""

from __future__ import annotations

import shlex
from typing import Any

from pydantic import ValidationError
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.config import WorkerSpec
from app.controller.companion import Companion
from app.controller.views.keys import KeyStoreError, list_keys, set_key
from app.controller.views.worker_status import availability
from app.ui.tasks import spawn

KINDS = ("ollama", "openai", "anthropic", "command")
PRIVACY = ("local_only", "approved_provider", "external_provider")
TEXT_FIELDS = ("id", "model", "base_url", "key")
# The fields a kind has no use for are hidden: Ollama needs neither a command nor a key.
HIDDEN = {
    "ollama": ("command", "key", "api_key"),
    "openai": ("command",),
    "anthropic": ("command",),
    "command": (),
}


def problem(exc: ValidationError) -> str:
    err = exc.errors(include_url=False, include_input=False)[0]
    where = ".".join(str(p) for p in err["loc"])
    return f"{where}: {err['msg']}" if where else str(err["msg"])


class WorkerEditor(QWidget):
    def __init__(self, companion: Companion, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.companion = companion
        self.specs: list[dict[str, Any]] = [
            s.model_dump(mode="json", exclude_none=True) for s in companion.settings.workers
        ]
        self.keys: dict[str, str] = {}  # key name -> value typed, written on save or test
        self._loading = False
        self.list = QListWidget()
        self.list.setAccessibleName("Workers")
        self.add_button = QPushButton("&Add worker")
        self.remove_button = QPushButton("Remove")
        self.fields = {name: QLineEdit() for name in (*TEXT_FIELDS, "command")}
        self.fields["key"].setPlaceholderText("keyring entry name (default: the worker id)")
        self.fields["command"].setPlaceholderText("command workers: the command line")
        self.kind = QComboBox()
        self.kind.addItems(list(KINDS))
        self.privacy = QComboBox()
        self.privacy.addItems(list(PRIVACY))
        self.api_key = QLineEdit()
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.test_button = QPushButton("&Test connection")
        self.result = QLabel("")
        self.result.setWordWrap(True)
        self._lay_out()
        self._connect()
        for spec in self.specs:
            self.list.addItem(spec["id"])
        self.list.setCurrentRow(0 if self.specs else -1)
        self._show_fields_for(self.kind.currentText())

    def _lay_out(self) -> None:
        self.form = form = QFormLayout()
        form.addRow("Name (id)", self.fields["id"])
        form.addRow("Kind", self.kind)
        form.addRow("Model", self.fields["model"])
        form.addRow("Address (URL)", self.fields["base_url"])
        form.addRow("Where data goes", self.privacy)
        form.addRow("Command", self.fields["command"])
        form.addRow("Key name", self.fields["key"])
        form.addRow("API key", self.api_key)
        form.addRow(self.test_button, self.result)
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        left.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(form, 2)

    def _connect(self) -> None:
        self.list.currentRowChanged.connect(self._load)
        self.add_button.clicked.connect(self.add_worker)
        self.remove_button.clicked.connect(self.remove_worker)
        for field in self.fields.values():
            field.textEdited.connect(lambda _: self._store())
        self.kind.currentIndexChanged.connect(lambda _: self._store())
        self.kind.currentTextChanged.connect(self._show_fields_for)
        self.privacy.currentIndexChanged.connect(lambda _: self._store())
        self.api_key.textEdited.connect(self._key_typed)
        self.test_button.clicked.connect(lambda: spawn(self.test_connection()))

    # --- the form --------------------------------------------------------------------
    def _show_fields_for(self, kind: str) -> None:
        hidden = HIDDEN.get(kind, ())
        widgets = {"command": self.fields["command"], "key": self.fields["key"]}
        widgets["api_key"] = self.api_key
        for name, widget in widgets.items():
            self.form.setRowVisible(widget, name not in hidden)

    @property
    def row(self) -> int:
        return self.list.currentRow()

    def _load(self, row: int) -> None:
        self._loading = True
        spec = self.specs[row] if 0 <= row < len(self.specs) else {}
        for name in TEXT_FIELDS:
            self.fields[name].setText(str(spec.get(name, "")))
        self.fields["command"].setText(shlex.join(spec.get("command") or []))
        self.kind.setCurrentText(spec.get("kind", "ollama"))
        self.privacy.setCurrentText(spec.get("privacy_class", "local_only"))
        self.api_key.clear()
        self.api_key.setPlaceholderText(self._key_state(spec))
        self.result.clear()
        self._loading = False

    def _key_state(self, spec: dict[str, Any]) -> str:
        name = spec.get("key") or spec.get("id", "")
        if name in self.keys:
            return "new key typed — saved to the keyring with Save"
        try:
            stored = name in list_keys()
        except KeyStoreError:
            return "no usable OS keyring: keys cannot be stored here"
        return "a key is stored in the keyring — type to replace it" if stored else "no key stored"

    def _store(self) -> None:
        if self._loading or self.row < 0:
            return
        spec = self.specs[self.row]
        for name in TEXT_FIELDS:
            value = self.fields[name].text().strip()
            if value:
                spec[name] = value
            else:
                spec.pop(name, None)
        command = shlex.split(self.fields["command"].text())
        if command:
            spec["command"] = command
        else:
            spec.pop("command", None)
        spec["kind"] = self.kind.currentText()
        spec["privacy_class"] = self.privacy.currentText()
        self.list.item(self.row).setText(spec.get("id", "(unnamed)"))

    def _key_typed(self, text: str) -> None:
        if self.row < 0:
            return
        spec = self.specs[self.row]
        name = spec.get("key") or spec.get("id", "")
        if text:
            self.keys[name] = text
        else:
            self.keys.pop(name, None)

    def add_worker(self) -> None:
        taken = {s.get("id") for s in self.specs}
        n = 1
        while f"worker{n}" in taken:
            n += 1
        # The class is never guessed: the strictest cloud class until the person chooses.
        self.specs.append(
            {"id": f"worker{n}", "kind": "openai", "privacy_class": "external_provider"}
        )
        self.list.addItem(f"worker{n}")
        self.list.setCurrentRow(len(self.specs) - 1)
        self.fields["id"].setFocus()
        self.fields["id"].selectAll()

    def remove_worker(self) -> None:
        row = self.row
        if row < 0:
            return
        del self.specs[row]
        self.list.takeItem(row)

    # --- results ---------------------------------------------------------------------
    def validated(self) -> list[WorkerSpec]:
        """The workers as typed; raises ValueError naming the worker and the problem."""
        out = []
        for spec in self.specs:
            try:
                out.append(WorkerSpec.model_validate(spec))
            except ValidationError as exc:
                raise ValueError(f"Worker {spec.get('id', '?')!r}: {problem(exc)}") from None
        return out

    def write_keys(self) -> None:
        """Puts typed keys in the keyring, then forgets them; raises KeyStoreError."""
        for name, value in list(self.keys.items()):
            set_key(name, value)
            del self.keys[name]
        self.api_key.clear()
        if self.row >= 0:
            self.api_key.setPlaceholderText(self._key_state(self.specs[self.row]))

    async def test_connection(self) -> bool:
        """Tries the worker as typed, on a throwaway instance so the running ones are not
        disturbed; its key goes to the keyring first (workers read keys only there)."""
        if self.row < 0:
            return False
        try:
            spec = WorkerSpec.model_validate(self.specs[self.row])
            self.write_keys()
        except (ValidationError, KeyStoreError) as exc:
            text = problem(exc) if isinstance(exc, ValidationError) else str(exc)
            self.result.setText(text)
            return False
        self.result.setText("Testing…")
        status = await availability(spec)
        if status.available:
            models = ", ".join(status.models[:5])
            self.result.setText(f"Connected.{f' Models: {models}' if models else ''}")
        else:
            self.result.setText(f"Not reachable: {status.reason}")
        return status.available

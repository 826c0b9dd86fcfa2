"""Settings: workers, privacy (local-only, raised classes per kind, private vocabulary)
and the shell (default worker, theme, quick-prompt shortcut). Save validates it all,
writes ``config.toml`` and the keyring, and applies it to the running companion."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QKeySequenceEdit,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.config import ConfigChanged, ConfigError, Paths, Settings, save_settings
from app.controller import autostart
from app.controller.companion import Companion
from app.controller.views.keys import KeyStoreError
from app.controller.views.model_rows import models_for
from app.controller.views.policy_rules import (
    RULE_COLUMNS,
    RULE_ROWS,
    Rules,
    allowed_actions,
    default_action,
    rules_from,
)
from app.controller.vocabulary import PERSONAL_DATA_KINDS, Action, PrivacyClass, Sensitivity
from app.ui.memory_view import class_picker
from app.ui.models_page import ModelsPage
from app.ui.preferences import Preferences
from app.ui.shortcuts import SCOPE_NOTE
from app.ui.tasks import settle, spawn
from app.ui.theme import THEMES
from app.ui.worker_editor import WorkerEditor, problem

KNOWN_KINDS = tuple(PERSONAL_DATA_KINDS)


# The Settings fields this dialog edits.
EDITED = {"local_only", "default_worker", "workers", "private_terms", "overrides", "rules"}


class SettingsDialog(QDialog):
    saved = Signal(object)  # the new Preferences
    reload_requested = Signal()  # config.toml changed on disk: read it again

    def __init__(
        self, companion: Companion, paths: Paths, prefs: Preferences, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.companion, self.paths, self.prefs = companion, paths, prefs
        # Saving rebuilds the workers, which would cut an answer that is streaming.
        self.busy: Callable[[], bool] = lambda: False
        self.setWindowTitle("ARES — settings")
        self.resize(760, 520)
        settings = companion.settings
        self.workers = WorkerEditor(companion)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.workers, "&Workers")
        self.tabs.addTab(self._privacy_tab(settings), "&Privacy")
        self.tabs.addTab(self._general_tab(settings), "&General")
        # Models: self-contained; asks Ollama only when the tab is first opened.
        self.models_page = ModelsPage(models_for(settings))
        self.tabs.addTab(self.models_page, "&Models")
        self.tabs.currentChanged.connect(self._tab_opened)
        self.finished.connect(lambda _result: spawn(self.models_page.aclose()))
        self.error = QLabel("")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b91c1c")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        self.reload_button = buttons.addButton(
            "&Reload from disk", QDialogButtonBox.ButtonRole.ResetRole
        )
        self.reload_button.hide()  # offered when the file changed under the dialog
        self.saving: asyncio.Task[bool] | None = None
        buttons.accepted.connect(self._save_clicked)
        buttons.rejected.connect(self.reject)
        self.reload_button.clicked.connect(self.reload_requested)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def _tab_opened(self, index: int) -> None:
        if self.tabs.widget(index) is self.models_page and not self.models_page.asked:
            spawn(self.models_page.refresh())

    # --- pages -----------------------------------------------------------------------
    def show_tab(self, name: str) -> bool:
        """Brings the tab called ``name`` (without its & mark) to the front, if any."""
        for index in range(self.tabs.count()):
            if self.tabs.tabText(index).replace("&", "") == name:
                self.tabs.setCurrentIndex(index)
                return True
        return False

    def _privacy_tab(self, settings: Settings) -> QWidget:
        self.local_only = QCheckBox("&Local-only mode: never use a cloud worker")
        self.local_only.setChecked(settings.local_only)
        self.overrides = QTableWidget(0, 2)
        self.overrides.setHorizontalHeaderLabels(["Kind", "Treat as class"])
        self.overrides.horizontalHeader().setStretchLastSection(True)
        self.overrides.verticalHeader().hide()
        for kind, level in settings.overrides.items():
            self.add_override(kind, level)
        add, remove = QPushButton("Add kind"), QPushButton("Remove kind")
        add.clicked.connect(lambda: self.add_override("", Sensitivity.PRIVATE))
        remove.clicked.connect(lambda: self.overrides.removeRow(self.overrides.currentRow()))
        self.terms = QPlainTextEdit("\n".join(settings.private_terms))
        self.terms.setPlaceholderText("One per line: a partner's name, a project codename…")
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(remove)
        row.addStretch(1)
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.addWidget(self.local_only)
        layout.addWidget(QLabel("Raise the class of a kind of finding (never below secret):"))
        layout.addWidget(self.overrides, 1)
        layout.addLayout(row)
        layout.addWidget(QLabel("What each class may do per kind of worker (only stricter):"))
        layout.addLayout(self._rules_grid(settings))
        layout.addWidget(QLabel("Private vocabulary — found as exact terms, treated as private:"))
        layout.addWidget(self.terms, 1)
        return tab

    def _rules_grid(self, settings: Settings) -> QGridLayout:
        """The policy matrix, one picker per cell, offering only the default and stricter."""
        grid = QGridLayout()
        self.rule_pickers: dict[tuple[Sensitivity, PrivacyClass], QComboBox] = {}
        for col, privacy in enumerate(RULE_COLUMNS, 1):
            grid.addWidget(QLabel(privacy.replace("_", " ")), 0, col)
        for row, level in enumerate(RULE_ROWS, 1):
            grid.addWidget(QLabel(str(level)), row, 0)
            for col, privacy in enumerate(RULE_COLUMNS, 1):
                default = default_action(level, privacy)
                picker = QComboBox()
                for action in allowed_actions(level, privacy):
                    picker.addItem(str(action), action)
                chosen = settings.rules.get(level, {}).get(privacy, default)
                picker.setCurrentIndex(max(picker.findData(chosen), 0))
                self.rule_pickers[(level, privacy)] = picker
                grid.addWidget(picker, row, col)
        return grid

    def _rules(self) -> Rules:
        return rules_from(
            {cell: Action(picker.currentData()) for cell, picker in self.rule_pickers.items()}
        )

    def add_override(self, kind: str, level: Sensitivity) -> None:
        row = self.overrides.rowCount()
        self.overrides.insertRow(row)
        kinds = QComboBox()
        kinds.setEditable(True)
        kinds.addItems(list(KNOWN_KINDS))
        kinds.setCurrentText(kind)
        self.overrides.setCellWidget(row, 0, kinds)
        self.overrides.setCellWidget(row, 1, class_picker(level))

    def _general_tab(self, settings: Settings) -> QWidget:
        self.default_worker = QComboBox()
        self.default_worker.addItem("auto (local first)", "auto")
        for spec in settings.workers:
            self.default_worker.addItem(spec.id, spec.id)
        current = self.default_worker.findData(settings.default_worker or "auto")
        self.default_worker.setCurrentIndex(max(current, 0))
        self.shown_default = self.default_worker.currentData()  # unchanged: kept as it was
        self.theme = QComboBox()
        for mode in THEMES:
            self.theme.addItem({"system": "Follow the system"}.get(mode, mode.capitalize()), mode)
        self.theme.setCurrentIndex(self.theme.findData(self.prefs.theme))
        self.shortcut_on = QCheckBox("Quick prompt &shortcut")
        self.shortcut_on.setChecked(self.prefs.shortcut_enabled)
        self.shortcut = QKeySequenceEdit(QKeySequence(self.prefs.shortcut))
        note = QLabel(SCOPE_NOTE)
        note.setWordWrap(True)
        self.autostart = QCheckBox("Start ARES in the &tray at login")
        self.autostart.setChecked(autostart.is_enabled())
        unsupported = autostart.unsupported_reason()
        if unsupported:
            self.autostart.setEnabled(False)
            self.autostart.setToolTip(unsupported)
        tab = QWidget()
        form = QFormLayout(tab)
        form.addRow("Default worker", self.default_worker)
        form.addRow("Theme", self.theme)
        form.addRow(self.shortcut_on, self.shortcut)
        form.addRow("", note)
        form.addRow("", self.autostart)
        return tab

    def apply_autostart(self) -> None:
        """Writes or removes the login entry; raises OSError."""
        if not self.autostart.isEnabled():
            return
        if self.autostart.isChecked():
            autostart.enable(home=self.paths.home)  # again: the executable may have moved
        elif autostart.is_enabled():
            autostart.disable()

    # --- saving ----------------------------------------------------------------------
    def _overrides(self) -> dict[str, Sensitivity]:
        out = {}
        for row in range(self.overrides.rowCount()):
            kind = self.overrides.cellWidget(row, 0).currentText().strip().upper()  # type: ignore[attr-defined]
            level = self.overrides.cellWidget(row, 1).currentData()  # type: ignore[attr-defined]
            if kind:
                out[kind] = level
        return out

    def build(self) -> Settings:
        """The settings as typed; raises ValueError saying what is wrong."""
        workers = self.workers.validated()
        live = self.companion.settings
        default = self.default_worker.currentData()
        if default == self.shown_default:  # not touched: None stays None, not "auto"
            default = live.default_worker
        if default not in {w.id for w in workers} | {"auto", None}:
            default = None
        terms = [t.strip() for t in self.terms.toPlainText().splitlines() if t.strip()]
        try:
            settings = Settings(
                local_only=self.local_only.isChecked(),
                default_worker=default,
                workers=workers,
                private_terms=terms,
                phone_regions=list(live.phone_regions),  # not on this dialog: kept
                overrides=self._overrides(),
                rules=self._rules(),
            )
        except ValidationError as exc:
            raise ValueError(problem(exc)) from None
        return settings

    def preferences(self) -> Preferences:
        return self.prefs.model_copy(
            update={
                "theme": self.theme.currentData(),
                "shortcut_enabled": self.shortcut_on.isChecked(),
                "shortcut": self.shortcut.keySequence().toString() or self.prefs.shortcut,
            }
        )

    def changed_on_disk(self) -> None:
        self.error.setText(
            f"{self.paths.config} changed on disk while this dialog was open. Reload it "
            "to see those changes (what you changed here is then lost), or Cancel."
        )
        self.reload_button.show()

    def _save_clicked(self) -> None:
        if self.saving is None or self.saving.done():
            self.saving = spawn(self.save())

    async def save(self) -> bool:
        if self.busy():
            self.error.setText("An answer is still coming: wait for it or stop it, then save.")
            return False
        try:
            settings = self.build()
            self.apply_autostart()
            self.workers.write_keys()
        except (ValueError, KeyStoreError) as exc:
            self.error.setText(str(exc))
            return False
        except OSError as exc:
            self.error.setText(f"The login entry could not be changed: {exc}")
            return False
        try:
            save_settings(self.paths, settings)
        except ConfigError as exc:
            self.error.setText(str(exc))
            self.reload_button.setVisible(isinstance(exc, ConfigChanged))
            return False
        await self._apply(settings)
        self.saved.emit(self.preferences())
        self.accept()
        return True

    async def _apply(self, settings: Settings) -> None:
        await settle()  # e.g. an availability check still using a worker's client
        # One swap of what the dialog edits (what it does not show, e.g. phone regions,
        # stays): changed workers close, and are rebuilt and checked on next use.
        edited = {name: getattr(settings, name) for name in EDITED}
        await self.companion.apply_settings(self.companion.settings.model_copy(update=edited))

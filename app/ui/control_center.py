"""The Control Center: the plans with their steps, the month's spending per worker
against its budgets, the schedules (next run, last result, Run now), the background
runs and what waits for the person's answer — read again every second while it is
shown, and at once when work moves. Its data comes from
``app.controller.views.control_center``; nothing here decides anything."""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.controller.companion import Companion
from app.controller.schedules import ScheduleRunner
from app.controller.views.control_center import ControlCenterData, control_center
from app.ui.empty_note import EmptyNote
from app.ui.icons import app_icon
from app.ui.tasks import spawn

REFRESH_MS = 1000
SECTIONS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "plans": (
        "Plans",
        ("Plan / step", "Status", "Worker", "Time", "Cost"),
        'No plans yet: ares plan "…" or ares plan run FILE',
    ),
    "spending": (
        "Spending this month",
        ("Worker", "Spent", "Budget", "State", "Tokens"),
        "No cloud worker has spent anything this month.",
    ),
    "schedules": (
        "Schedules",
        ("Id", "Task", "When", "Next run", "Last result", "Runs"),
        'No schedules yet: ares schedule add --every 1d "…"',
    ),
    "runs": (
        "Background runs",
        ("Run", "Agent", "Status", "Started", "Finished", "Error"),
        "No background runs yet.",
    ),
    "pending": (
        "Waiting for you",
        ("Kind", "Who asks", "What", "Since"),
        "Nothing is waiting for your answer.",
    ),
}


class ControlCenter(QWidget):
    def __init__(
        self, companion: Companion, schedules: ScheduleRunner, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.companion = companion
        self.schedules = schedules
        self.data: ControlCenterData | None = None
        self.setWindowTitle("ARES — Control Center")
        self.setWindowIcon(app_icon())
        self.resize(1000, 820)
        self.tables: dict[str, QTableWidget] = {}
        self.notes: dict[str, EmptyNote] = {}
        self.month = QLabel()
        self.all_budget = QLabel()
        self.run_now = QPushButton("Run now")
        self.run_now.setEnabled(False)
        self.status = QLabel()
        self._refreshing = False
        self._again = False
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.request_refresh)
        self._lay_out()
        self.run_now.clicked.connect(self._run_selected)
        self.tables["schedules"].itemSelectionChanged.connect(self._selection_changed)
        companion.pending.listeners.append(self.request_refresh)

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.month)
        for name, (title, columns, empty) in SECTIONS.items():
            box = QGroupBox(title)
            inner = QVBoxLayout(box)
            table = _table(columns)
            self.tables[name] = table
            self.notes[name] = EmptyNote(table, empty)
            inner.addWidget(table)
            if name == "spending":
                inner.addWidget(self.all_budget)
            if name == "schedules":
                row = QHBoxLayout()
                row.addStretch(1)
                row.addWidget(self.run_now)
                inner.addLayout(row)
            layout.addWidget(box, 1)
        layout.addWidget(self.status)

    # --- live ------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.timer.start()
        self.request_refresh()

    def hideEvent(self, event: QHideEvent) -> None:
        self.timer.stop()
        super().hideEvent(event)

    def request_refresh(self) -> None:
        """Read again soon; a read already running is followed by one more."""
        if not shiboken6.isValid(self):
            return  # closed and deleted; the desk still holds this listener
        if self._refreshing:
            self._again = True
        elif self.isVisible():
            spawn(self.refresh())

    async def refresh(self) -> None:
        self._refreshing = True
        try:
            while True:
                self._again = False
                self.show_data(await control_center(self.companion))
                if not self._again:
                    break
        finally:
            self._refreshing = False

    def show_data(self, data: ControlCenterData) -> None:
        self.data = data
        self.month.setText(f"<b>{data.month}</b>")
        self.all_budget.setText(data.all_budget)
        self.all_budget.setVisible(bool(data.all_budget))
        self._fill(
            "spending", [[r.worker, r.spent, r.limit, r.state, r.tokens] for r in data.spending]
        )
        self._fill(
            "schedules",
            [
                [s.id, s.task, s.when, s.next_run, s.last_result, str(s.runs)]
                for s in data.schedules
            ],
        )
        self._fill("plans", [[p.label, p.status, p.worker, p.time, p.cost] for p in data.plans])
        self._fill(
            "runs",
            [[r.run_id, r.agent, r.status, r.started, r.finished, r.error] for r in data.runs],
        )
        self._fill("pending", [[p.kind, p.asker, p.what, p.since] for p in data.pending])

    def _fill(self, name: str, rows: Sequence[Sequence[str]]) -> None:
        table = self.tables[name]
        selected = _selected_key(table)
        table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                table.setItem(r, c, QTableWidgetItem(text))
            if row and row[0] == selected:
                table.selectRow(r)
        self.notes[name].show_if_empty(len(rows))

    # --- schedules -------------------------------------------------------------------
    def _selection_changed(self) -> None:
        self.run_now.setEnabled(_selected_key(self.tables["schedules"]) is not None)

    def _run_selected(self) -> None:
        schedule_id = _selected_key(self.tables["schedules"])
        if schedule_id is not None:
            spawn(self.run_schedule(schedule_id))

    async def run_schedule(self, schedule_id: str) -> None:
        self.status.setText(f"Running schedule {schedule_id}…")
        self.request_refresh()
        ran = await self.schedules.run_now(schedule_id)
        self.status.setText(ran.sentence())
        self.request_refresh()


def _table(columns: Sequence[str]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _selected_key(table: QTableWidget) -> str | None:
    rows = table.selectionModel().selectedRows()
    if not rows:
        return None
    item = table.item(rows[0].row(), 0)
    return item.text() if item is not None else None

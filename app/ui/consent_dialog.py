"""The consent dialog: which worker would receive what, every finding highlighted where
it stands with what will happen to it (sent, replaced by a placeholder, never sent), and
the person's answer where there is a choice — for all of them at once or one by one.

Keyboard first: Enter is the safe default (send pseudonymised), Esc cancels, Alt+A /
Alt+K / Alt+P pick the other answers. Opened with ``open()`` and awaited.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.controller.consent import (
    ConsentAnswer,
    ConsentDecision,
    ConsentItem,
    ConsentRequest,
)
from app.ui.approval_dialog import ask_approval
from app.ui.dialogs import await_dialog
from app.ui.theme import colors

PER_FINDING = {
    ConsentAnswer.PSEUDONYMISE: "Pseudonymise",
    ConsentAnswer.SEND_AS_IS: "Send as is",
    ConsentAnswer.KEEP_LOCAL: "Keep local",
}


def fate_text(item: ConsentItem) -> str:
    """What happens to a finding the person has no say on."""
    if item.fate == "replace":
        return f"replaced by {item.placeholder}"
    return {"send": "sent as it is", "withhold": "never sent"}.get(item.fate, "")


def combine(choices: list[ConsentAnswer]) -> ConsentAnswer:
    """One answer for the turn from per-finding choices, never less careful than any of
    them: the controller takes one answer per turn (see the report to the lead)."""
    for careful in (ConsentAnswer.KEEP_LOCAL, ConsentAnswer.PSEUDONYMISE):
        if careful in choices:
            return careful
    return ConsentAnswer.SEND_AS_IS


def highlighted(text: str, items: list[ConsentItem]) -> str:
    """The message as HTML with each finding marked and numbered."""
    spans = sorted(
        ((i, item) for i, item in enumerate(items, 1) if item.source == "message"),
        key=lambda pair: pair[1].start,
    )
    out, at = [], 0
    for number, item in spans:
        if item.start < at:
            continue  # overlapping findings: the first one marks the text
        out.append(html.escape(text[at : item.start]))
        marked = html.escape(text[item.start : item.end])
        out.append(
            f'<span style="background:{colors().mark_bg}"><b>{marked}</b></span>'
            f'<sup style="color:{colors().muted}">{number}</sup>'
        )
        at = item.end
    out.append(html.escape(text[at:]))
    return "".join(out).replace("\n", "<br>")


def intro_text(request: ConsentRequest, where: str) -> str:
    """Which task asks (several may wait at once), and where its message would go."""
    whose = "This message" if request.origin == "person" else html.escape(request.asker(), False)
    if request.files:  # their findings are listed under their names
        names = ", ".join(f"<b>{html.escape(name)}</b>" for name in request.files)
        whose += f" and {'its file' if len(request.files) == 1 else 'its files'} {names}"
    text = (
        f"{whose} would go to <b>{html.escape(request.worker_id)}</b> ({where}). "
        "What happens to each value found — choose where there is a choice:"
    )
    if request.waiting:
        text += f" <i>({request.waiting} more waiting after this one.)</i>"
    return text


class ConsentDialog(QDialog):
    def __init__(self, request: ConsentRequest, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.answer = ConsentAnswer.CANCEL
        self.per_item: list[ConsentAnswer] | None = None  # answers per finding, if chosen
        self.setWindowTitle("ARES — send sensitive data?")
        where = request.privacy_class.replace("_", " ")
        self.where = where
        intro = self.intro = QLabel(intro_text(request, where))
        intro.setWordWrap(True)
        self.rows = [*request.items, *request.others]
        self.message = QTextBrowser()
        self.message.setOpenLinks(False)
        self.message.setHtml(highlighted(request.message, self.rows))
        self.message.setMaximumHeight(96)
        self.message.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.findings = self._findings_table()
        self.whole_conversation = QCheckBox("&Use this answer for the rest of this conversation")
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.message)
        layout.addWidget(self.findings)
        layout.addWidget(self.whole_conversation)
        layout.addWidget(self._buttons())
        self.buttons[ConsentAnswer.PSEUDONYMISE].setFocus()
        self.resize(640, self.sizeHint().height())

    def show_waiting(self, waiting: int) -> None:
        self.request = self.request.model_copy(update={"waiting": waiting})
        self.intro.setText(intro_text(self.request, self.where))

    def _findings_table(self) -> QTableWidget:
        items = self.rows
        table = QTableWidget(len(items), 5)
        table.setHorizontalHeaderLabels(["#", "Kind", "Class", "Value", "What happens"])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.choices: list[QComboBox] = []
        for row, item in enumerate(items):
            source = "" if item.source == "message" else f" ({item.source})"
            cells = [str(row + 1), item.kind, str(item.sensitivity), item.text + source]
            for col, value in enumerate(cells):
                table.setItem(row, col, QTableWidgetItem(value))
            if item.fate != "ask":
                table.setItem(row, 4, QTableWidgetItem(fate_text(item)))
                continue
            choice = QComboBox()
            for answer, label in PER_FINDING.items():
                choice.addItem(label, answer)
            choice.setAccessibleName(f"Choice for finding {row + 1}")
            table.setCellWidget(row, 4, choice)
            self.choices.append(choice)
        table.resizeRowsToContents()
        # As tall as its rows (up to eight), so a single finding is not lost in a box.
        shown = sum(table.rowHeight(r) for r in range(min(len(items), 8)))
        table.setMaximumHeight(shown + table.horizontalHeader().sizeHint().height() + 4)
        return table

    def _buttons(self) -> QDialogButtonBox:
        box = QDialogButtonBox()
        self.buttons = {
            ConsentAnswer.PSEUDONYMISE: QPushButton("Send &pseudonymised"),
            ConsentAnswer.SEND_AS_IS: QPushButton("Send &as is"),
            ConsentAnswer.KEEP_LOCAL: QPushButton("&Keep local"),
            ConsentAnswer.CANCEL: QPushButton("Cancel"),
        }
        for answer, button in self.buttons.items():
            role = QDialogButtonBox.ButtonRole.ActionRole
            if answer is ConsentAnswer.CANCEL:
                role = QDialogButtonBox.ButtonRole.RejectRole
            box.addButton(button, role)
            button.clicked.connect(lambda _=False, a=answer: self._choose(a))
        self.apply_choices = QPushButton("Use my &choices per value")
        self.apply_choices.setToolTip("Apply the choice made in each row above")
        box.addButton(self.apply_choices, QDialogButtonBox.ButtonRole.ActionRole)
        self.apply_choices.clicked.connect(self._choose_per_finding)
        self.apply_choices.setEnabled(len(self.choices) > 1)
        for any_button in box.buttons():
            if isinstance(any_button, QPushButton):
                any_button.setAutoDefault(False)
        self.buttons[ConsentAnswer.PSEUDONYMISE].setDefault(True)
        return box

    def _choose(self, answer: ConsentAnswer) -> None:
        self.answer = answer
        if answer is ConsentAnswer.CANCEL:
            self.reject()
        else:
            self.accept()

    def _choose_per_finding(self) -> None:
        choices = [ConsentAnswer(c.currentData()) for c in self.choices]
        if ConsentAnswer.KEEP_LOCAL in choices:  # keeping one value local keeps the turn local
            self._choose(ConsentAnswer.KEEP_LOCAL)
            return
        self.per_item = choices
        sends = ConsentAnswer.SEND_AS_IS in choices
        self._choose(ConsentAnswer.SEND_AS_IS if sends else ConsentAnswer.PSEUDONYMISE)

    def reject(self) -> None:
        """Esc and the window's close button are "cancel": nothing is sent."""
        self.answer = ConsentAnswer.CANCEL
        super().reject()

    def decision(self) -> ConsentDecision:
        scope = "conversation" if self.whole_conversation.isChecked() else "task"
        return ConsentDecision(answer=self.answer, scope=scope, items=self.per_item)


class DialogConsent:
    """The window's consent broker: one dialog per request, awaited."""

    def __init__(self, parent: QWidget | None) -> None:
        self.parent = parent
        self.dialog: ConsentDialog | None = None  # the one open now, for tests and focus
        self.waiting = 0  # requests queued behind it (see ConsentQueue)

    def waiting_changed(self, waiting: int) -> None:
        """More tasks asked (or one gave up), maybe while a dialog is open."""
        self.waiting = waiting
        if self.dialog is not None:
            self.dialog.show_waiting(waiting)

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        if request.approval is not None:  # a tool would act: the yes/no question
            return await ask_approval(self.parent, request)
        request = request.model_copy(update={"waiting": self.waiting})
        dialog = ConsentDialog(request, self.parent)
        self.dialog = dialog
        try:
            await await_dialog(dialog)
        finally:
            self.dialog = None
            dialog.deleteLater()
        return dialog.decision()

"""The consent dialog: what would leave, for which worker, and the person's answer.

Enter picks the safe default, "send pseudonymised". Opened with ``open()`` and awaited.
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.controller.consent import ConsentAnswer, ConsentDecision, ConsentRequest
from app.ui.dialogs import await_dialog


class ConsentDialog(QDialog):
    def __init__(self, request: ConsentRequest, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("ARES — send sensitive data?")
        self.answer = ConsentAnswer.CANCEL
        layout = QVBoxLayout(self)
        intro = QLabel(
            f"This message would send the following to <b>{html.escape(request.worker_id)}</b> "
            f"({html.escape(request.privacy_class.replace('_', ' '))}):"
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        for item in request.items:
            layout.addWidget(
                QLabel(f"• {item.kind} ({item.sensitivity}): {html.escape(item.text)}")
            )
        self.whole_conversation = QCheckBox("Use this answer for the rest of this conversation")
        layout.addWidget(self.whole_conversation)
        buttons = QDialogButtonBox()
        self.buttons = {
            ConsentAnswer.PSEUDONYMISE: QPushButton("Send pseudonymised"),
            ConsentAnswer.SEND_AS_IS: QPushButton("Send as is"),
            ConsentAnswer.KEEP_LOCAL: QPushButton("Keep local"),
            ConsentAnswer.CANCEL: QPushButton("Cancel"),
        }
        for answer, button in self.buttons.items():
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.clicked.connect(lambda _=False, a=answer: self._choose(a))
        self.buttons[ConsentAnswer.PSEUDONYMISE].setDefault(True)
        layout.addWidget(buttons)

    def _choose(self, answer: ConsentAnswer) -> None:
        self.answer = answer
        self.accept()

    def decision(self) -> ConsentDecision:
        scope = "conversation" if self.whole_conversation.isChecked() else "task"
        return ConsentDecision(answer=self.answer, scope=scope)


class DialogConsent:
    """The window's consent broker."""

    def __init__(self, parent: QWidget | None) -> None:
        self.parent = parent

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        dialog = ConsentDialog(request, self.parent)
        await await_dialog(dialog)
        return dialog.decision()

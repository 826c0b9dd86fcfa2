"""A message too large for the worker's context: trim it to fit, or keep it local.

The turn was refused before anything left (``context_fit``); this asks what to do with
the message, which is back in the input box either way.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from app.controller.companion import Companion
from app.controller.context_fit import trimmed, worker_context

TRIM, LOCAL, CANCEL = "trim", "local", "cancel"


def local_worker(companion: Companion) -> str | None:
    """The first worker whose data stays on this device."""
    spec = next((s for s in companion.settings.workers if s.privacy == "local_only"), None)
    return spec.id if spec is not None else None


class FitOffer(QMessageBox):
    def __init__(self, sentence: str, has_local: bool, parent: QWidget | None) -> None:
        super().__init__(QMessageBox.Icon.Warning, "ARES — message too large", sentence)
        self.setParent(parent, self.windowFlags())
        self.choices: dict[QAbstractButton, str] = {
            self.addButton("&Trim to fit", QMessageBox.ButtonRole.AcceptRole): TRIM,
        }
        if has_local:
            keep = self.addButton("&Keep it local", QMessageBox.ButtonRole.AcceptRole)
            self.choices[keep] = LOCAL
        cancel = self.addButton(QMessageBox.StandardButton.Cancel)
        self.choices[cancel] = CANCEL
        self.setDefaultButton(cancel)

    def choice(self) -> str:
        clicked = self.clickedButton()
        return self.choices.get(clicked, CANCEL) if clicked is not None else CANCEL


async def fit_text(companion: Companion, worker_id: str, text: str) -> str:
    """The start of ``text`` that fits the worker's context."""
    spec = companion.settings.worker(worker_id)
    context = worker_context(spec, await companion.availability(worker_id))
    return trimmed(text, context) if context else text

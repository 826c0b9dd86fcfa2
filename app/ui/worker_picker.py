"""Which worker answers: "auto" (local first) or one named worker, labelled local or
cloud so where the data goes is visible before sending."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from app.config import Settings

AUTO = "auto"


def place(privacy_class: str) -> str:
    return "local" if privacy_class == "local_only" else "cloud"


class WorkerPicker(QComboBox):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolTip("Which model answers. Local models never send data off this device.")
        self.setAccessibleName("Worker")
        self.reload(settings)

    def reload(self, settings: Settings) -> None:
        """Lists the configured workers, keeping the current choice when it still exists."""
        keep = self.currentData()
        self.blockSignals(True)
        self.clear()
        self.addItem("auto (local first)", AUTO)
        for spec in settings.workers:
            self.addItem(f"{spec.id} — {place(str(spec.privacy))}", spec.id)
        wanted = keep or settings.default_worker
        index = self.findData(wanted) if wanted else -1
        self.setCurrentIndex(index if index >= 0 else (1 if self.count() > 1 else 0))
        self.blockSignals(False)

    @property
    def worker_id(self) -> str:
        return str(self.currentData())

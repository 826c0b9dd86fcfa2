"""Which worker answers: "auto" (local first) or one named worker, labelled local or
cloud so where the data goes is visible before sending."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from app.config import Settings

AUTO = "auto"


def place(privacy_class: str) -> str:
    return "local" if privacy_class == "local_only" else "cloud"


def label(worker_id: str, model: str | None, privacy_class: str) -> str:
    """E.g. "gpt — gpt-4o-mini (cloud)"."""
    named = f"{worker_id} — {model}" if model else worker_id
    return f"{named} ({place(privacy_class)})"


class WorkerPicker(QComboBox):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolTip("Which model answers. Local models never send data off this device.")
        self.setAccessibleName("Worker")
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # model names
        self.reload(settings)

    def reload(self, settings: Settings) -> None:
        """Lists the configured workers, keeping the current choice when it still exists."""
        keep = self.currentData()
        self.blockSignals(True)
        self.clear()
        self.addItem("auto (local first)", AUTO)
        for spec in settings.workers:
            self.addItem(label(spec.id, spec.model, str(spec.privacy)), spec.id)
        wanted = keep or settings.default_worker
        index = self.findData(wanted) if wanted else -1
        self.setCurrentIndex(index if index >= 0 else (1 if self.count() > 1 else 0))
        self.blockSignals(False)

    def show_model(self, worker_id: str, model: str, privacy_class: str) -> None:
        """Names the model a worker without one configured turned out to use."""
        index = self.findData(worker_id)
        if index >= 0:
            self.setItemText(index, label(worker_id, model, privacy_class))

    @property
    def worker_id(self) -> str:
        return str(self.currentData())

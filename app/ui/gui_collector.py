"""Python's cycle collector, run on the GUI thread only, while the Qt loop runs.

Left automatic, the collector runs on whichever thread happens to allocate — one of
the threads that classify text or read memory. Cyclic garbage that holds a Qt object
(a window's signal connections to its own methods make such cycles) is then destroyed
there: the Qt destructor runs on the wrong thread, holding the interpreter, and waits
for a lock the GUI thread holds while it waits for the interpreter. The app freezes
for good. So while the loop runs, automatic collection is off and a timer on the GUI
thread collects each generation once its count passes the usual threshold.
"""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QTimer

INTERVAL_MS = 250  # often enough that garbage stays small, rarely enough to cost nothing


class GuiThreadCollector:
    def __init__(self, interval_ms: int = INTERVAL_MS) -> None:
        self._thresholds = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        self._timer = QTimer()
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_due)

    def start(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        """Back to automatic collection (after a last pass here, on the GUI thread)."""
        if not shiboken6.isValid(self._timer):
            return
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
        shiboken6.delete(self._timer)  # here: it is a Qt object of this thread

    def collect_due(self) -> None:
        """The generations whose allocation count passed their threshold, as the
        automatic collector would have chosen them."""
        counts = gc.get_count()
        generation = -1
        for n, (count, threshold) in enumerate(zip(counts, self._thresholds, strict=True)):
            if threshold and count > threshold:
                generation = n
            else:
                break
        if generation >= 0:
            gc.collect(generation)

"""Python's cycle collector, run on the GUI thread only, while the Qt loop runs.

Left automatic, the collector runs on whichever thread happens to allocate — one of
the threads that classify text or read memory. Cyclic garbage that holds a Qt object
(a window's signal connections to its own methods make such cycles) is then destroyed
there: the Qt destructor runs on the wrong thread, holding the interpreter, and waits
for a lock the GUI thread holds while it waits for the interpreter. The app freezes
for good. So while the loop runs, automatic collection is off and a timer on the GUI
thread collects each generation once its count passes the usual threshold.

Each pass stays about as small as the automatic collector's: the timer ticks every
frame while the app allocates (a streamed answer, a long conversation opening) and
slows down to a few ticks a second when nothing is due, so an idle app does not wake
up for nothing. The middle generation is scanned once as many objects as the
automatic collector would let in have reached it (not after a number of passes,
which here can each hold many). Like CPython's collector, the oldest generation is
scanned only once a quarter more objects have reached it since its last scan: that
scan covers every long-lived object and would otherwise stall a frame every few
seconds.
"""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QTimer

FAST_MS = 16  # a frame: while garbage keeps coming, a pass holds about a frame's worth
SLOW_MS = 250  # idle: rare enough to cost nothing, often enough that garbage stays small
YOUNG, MIDDLE, OLDEST = 0, 1, 2
GROWTH = 0.25  # CPython's rule for a full collection (gcmodule.c, long_lived_pending)


class GuiThreadCollector:
    def __init__(self) -> None:
        self._thresholds = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        self._promoted = 0  # young objects moved on to the middle generation, at most
        self._long_lived = len(gc.get_objects(OLDEST))
        self._timer = QTimer()
        self._timer.setInterval(FAST_MS)
        self._timer.timeout.connect(self.tick)

    @property
    def interval_ms(self) -> int:
        return int(self._timer.interval())

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

    def tick(self) -> None:
        collected = self.collect_due()
        interval = FAST_MS if collected else min(self.interval_ms * 2, SLOW_MS)
        self._timer.setInterval(interval)

    def collect_due(self) -> bool:
        """Collects the oldest generation that is due, as the automatic collector would
        have chosen it; whether it collected."""
        young = gc.get_count()[YOUNG]
        if young <= self._thresholds[YOUNG]:
            return False
        generation = YOUNG
        if self._promoted > self._thresholds[YOUNG] * self._thresholds[MIDDLE]:
            generation = OLDEST if self._oldest_due() else MIDDLE
        gc.collect(generation)
        self._promoted = 0 if generation else self._promoted + young
        if generation == OLDEST:
            self._long_lived = len(gc.get_objects(OLDEST))
        return True

    def _oldest_due(self) -> bool:
        if gc.get_count()[OLDEST] <= self._thresholds[OLDEST]:
            return False
        pending = len(gc.get_objects(OLDEST)) - self._long_lived
        return pending > self._long_lived * GROWTH

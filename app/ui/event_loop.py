"""The asyncio loop ARES runs on: qasync's, plus what asyncio's own loop does for
async generators.

qasync (0.28) does not install asyncio's async-generator hooks, so a generator left
unfinished — httpx's line iterator, after a streamed answer ends — is finalised by the
garbage collector outside the loop and fails ("no running event loop"). With the hooks,
the loop closes such generators itself, as plain asyncio does.

qasync's ``run_until_complete`` also runs Qt's events once more after Qt's loop ended,
with no running asyncio loop set: a task woken then (the shutdown, when Qt quit on its
own) fails with "no running event loop". Here that last pass runs with this loop set.

While it is open, Python's cycle collector runs only on the GUI thread
(``app.ui.gui_collector``): collected on a worker thread, garbage holding a Qt object
can deadlock the app.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any

import qasync

from app.ui.gui_collector import GuiThreadCollector


class AresEventLoop(qasync.QEventLoop):  # type: ignore[misc]
    _saved_hooks: Any = None

    def __init__(self, app: Any = None, set_running_loop: bool = False) -> None:
        super().__init__(app, set_running_loop=set_running_loop)
        self._collector = GuiThreadCollector()
        self._collector.start()

    def close(self) -> None:
        super().close()
        self._collector.stop()

    def _before_run_forever(self) -> None:
        super()._before_run_forever()
        self._saved_hooks = sys.get_asyncgen_hooks()
        sys.set_asyncgen_hooks(
            firstiter=self._asyncgen_firstiter_hook, finalizer=self._asyncgen_finalizer_hook
        )

    def run_forever(self) -> Any:
        try:
            return super().run_forever()
        finally:
            asyncio.events._set_running_loop(self)  # for run_until_complete's last pass

    def run_until_complete(self, future: Any) -> Any:
        try:
            return super().run_until_complete(future)
        finally:
            asyncio.events._set_running_loop(None)

    def _after_run_forever(self) -> None:
        if self._saved_hooks is not None:
            sys.set_asyncgen_hooks(*self._saved_hooks)
            self._saved_hooks = None
        super()._after_run_forever()

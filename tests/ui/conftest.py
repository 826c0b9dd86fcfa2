"""A qasync event loop over pytest-qt's QApplication, so async UI runs as in the app."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication

from app.ui import tasks
from app.ui.event_loop import AresEventLoop
from tests.ui.helpers import close_companions


@pytest.fixture
def qloop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    qapp.setQuitOnLastWindowClosed(False)
    loop = AresEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    tasks.cancel_all()
    loop.run_until_complete(close_companions())
    loop.run_until_complete(asyncio.sleep(0))
    loop.run_until_complete(loop.shutdown_asyncgens())
    asyncio.set_event_loop(None)
    loop.close()
    # qasync's timer object has no parent: left to the garbage collector it may be
    # destroyed on another thread (an executor's), leaving its Qt timers registered
    # and crashing the next test when one fires. Delete it here, on the GUI thread.
    shiboken6.delete(loop._timer)
    # Background UI work that failed would otherwise only be logged.
    failed, tasks.failures[:] = list(tasks.failures), []
    assert not failed, f"background UI tasks failed: {failed!r}"


# The slowest window test takes about ten seconds: a hung one is ended (and the run goes
# on, see tests/hang_resume.py) after this plus the watchdog's minute, not after five.
UI_TIMEOUT = 90.0
HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(HERE) and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(UI_TIMEOUT))

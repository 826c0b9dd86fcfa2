"""A qasync event loop over pytest-qt's QApplication, so async UI runs as in the app."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from app.ui.event_loop import AresEventLoop


@pytest.fixture
def qloop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    qapp.setQuitOnLastWindowClosed(False)
    loop = AresEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    loop.run_until_complete(loop.shutdown_asyncgens())
    asyncio.set_event_loop(None)
    loop.close()

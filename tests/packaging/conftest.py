"""Packaging tests drive the settings dialog too: the UI tests' qasync loop fixture."""

from tests.ui.conftest import qloop

__all__ = ["qloop"]
